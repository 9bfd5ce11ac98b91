/*
 * The names that version 2 of the notation gives to flags, enumerations
 * and the parameters of decisions (doc/notation.md), shared by the writer
 * and the reader.
 * SPDX-License-Identifier: MIT
 */
#include "notation.h"

ex_bit_names ex_attack_flag_names = { "face-down", "unblockable", "stun", "exert-payable",
                                      "cannot-disarm", "revealed", "no-engage", "single-use" };
ex_bit_names ex_outcome_names = { "math", "successful", "block-successful", "shielded",
                                  "disarmed", "turn-to-defender", "blocked", NULL };
/* Bit 2 once marked P09's use; a text of version 1 may still set it. */
ex_bit_names ex_round_flag_names = { "attacked", "attacked-face-down", NULL, "kept-sideways",
                                     "healed", "slow-not-spent", NULL, NULL };
ex_bit_names ex_slot_names = { "primary", "secondary", "protective", "kit", "exile", NULL, NULL, NULL };
ex_bit_names ex_stack_flag_names = { "action", "resolving", "finisher", NULL, NULL, NULL, NULL, NULL };
ex_bit_names ex_match_flag_names = { "permissive-bluff", "canonical-stamina", NULL, NULL, NULL, NULL, NULL, NULL };
ex_bit_names ex_momentum_flag_names = { NULL, "up-to", "by-damage", "by-block", NULL, NULL, NULL, NULL };

/* Both versions mark cards alike; a card carries one mark at most. */
const ex_card_mark ex_card_marks[EX_CARD_MARKS] = {
    { '^', CF_FACE_UP_ON_DECK }, { '+', CF_KNOWN_IN_HAND }, { '~', CF_NOT_FROM_DECK }, { '_', CF_BOTTOM_KNOWN }
};

static const char *const speeds[] = { "-", "quick", "slow" };
static const char *const thrown[] = { "-", "asked", "taken" };
static const char *const whats[] = { "destroy", "return", "recall" };
static const char *const recalls[] = { "any", "thrown", "fighting" };
static const char *const triggers[TRIG_KIND_COUNT] = {
    [TRIG_NONE] = "-",
    [TRIG_RECOVER] = "recover",
    [TRIG_ATTACH_TOKEN] = "attach-token",
    [TRIG_HEAL] = "heal",
    [TRIG_LOSE_HP] = "lose-hp",
    [TRIG_DESTROY_MOMENTUM] = "destroy-momentum",
    [TRIG_TAKE_THROWN] = "take-thrown",
    [TRIG_SUFFOCATE] = "suffocate",
    [TRIG_ENGAGE] = "engage",
    [TRIG_DISENGAGE] = "disengage",
    [TRIG_FLOW] = "flow",
    [TRIG_EFFECT] = "effect",
    [TRIG_TURN_BACK] = "turn-back",
    [TRIG_DESTROY_OWN_MOMENTUM] = "destroy-own-momentum",
    [TRIG_TAKE_MOVES] = "take-moves",
    [TRIG_RESUME] = "resume",
    [TRIG_LAY_FINISHER] = "lay-finisher",
    [TRIG_DISARM_OWN] = "disarm-own",
    [TRIG_GEAR_TOKENS] = "gear-tokens",
    [TRIG_REFRESH_DISCARD] = "refresh-discard",
};

const ex_value_names ex_speed_names = { speeds, 3 };
const ex_value_names ex_thrown_names = { thrown, 3 };
const ex_value_names ex_what_names = { whats, 3 };
const ex_value_names ex_recall_names = { recalls, 3 };
const ex_value_names ex_trigger_names = { triggers, TRIG_KIND_COUNT };

const char *const ex_param_spare_keys[4] = { "arg1", "arg2", "arg3", "arg4" };

static const ex_param none[4];
static const ex_param count[4] = { { "count", PARAM_NUMBER } };
static const ex_param damage[4] = { { "damage", PARAM_NUMBER } };
static const ex_param memories[4] = { { "memories", PARAM_NUMBER } };
static const ex_param params[DEC_COUNT][4] = {
    [DEC_REARM_EFFECT] = { { "weapons-only", PARAM_NUMBER } },
    [DEC_TAKE_RECALL] = { { "kind", PARAM_RECALL }, { "more", PARAM_NUMBER } },
    [DEC_TARGET_MOMENTUM] = { { "flags", PARAM_MOMENTUM },
                              { "what", PARAM_WHAT },
                              { "below", PARAM_NUMBER },
                              { "more", PARAM_NUMBER } },
    [DEC_THROWN_TOP] = { { "card", PARAM_INSTANCE } },
    [DEC_EXCHANGE] = { { "card", PARAM_CARD_ID }, { "line", PARAM_NUMBER }, { "player", PARAM_SEAT } },
    [DEC_UNBLOCKABLE] = { { "count", PARAM_NUMBER }, { "begun", PARAM_NUMBER } },
};

const ex_param *ex_decision_params(unsigned decision)
{
    switch (decision) {
    case DEC_LOOK:
    case DEC_DISCARD:
    case DEC_ABILITY_COST:
    case DEC_LOSE_OR_DESTROY: return count;
    case DEC_EXILE_DAMAGE:
    case DEC_DESTROY_OWN: return damage;
    case DEC_RECOVER:
    case DEC_SUFFOCATE: return memories;
    default: return decision < DEC_COUNT ? params[decision] : none;
    }
}
