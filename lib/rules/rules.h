/*
 * The rules layer (lib/layers.txt): the steps and actions of the rulebook,
 * and what a card may target (§7.5). They change the state through the
 * state layer (primitives.h), and queue the card text they meet for the
 * text layer to resolve.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_RULES_H
#define EXILE_RULES_H

#include "primitives.h"

/* ---- targets.c: what a card may target ---- */
enum ex_target_kind {
    TGT_NONE = 0,
    TGT_ATTACK,             /* "target attack" */
    TGT_FACE_DOWN_ATTACK,   /* "target face-down attack" */
    TGT_REACTION,           /* "target Reaction on the stack" */
    TGT_OPP_COMBAT_MOVE,    /* "target Move your opponent played in the Combat Zone" */
    TGT_OPP_ARMED_GEAR,     /* §7.11 "target armed Gear of your opponent's" */
    TGT_OPP_UPGRADED_GEAR,  /* §7.11 turn an Upgrade back (G41) */
    TGT_OPP_RECALL_MOVE,    /* §7.11 "target Moves in your opponent's Recall Pile" */
    TGT_MOVE,               /* "target Move": either player's, wherever targetable (§7.5) */
    TGT_QUICK_ATTACK,       /* "target Quick attack" */
    TGT_ATTACK_NOT_FINISHER /* "target attack" that becomes Slow or gains Single-Use (§5 Action E) */
};
typedef struct ex_target_spec {
    uint8_t kind;
    uint8_t max;
    uint8_t up_to;
} ex_target_spec;
ex_target_spec ex_target_spec_of(const ex_card *c);
bool ex_target_ok(const ex_state *st, unsigned kind, unsigned player, unsigned self, unsigned t);
unsigned ex_targets_list(const ex_state *st, unsigned kind, unsigned player, unsigned self, uint8_t *out);
bool ex_tactics_targets_exist(const ex_state *st, unsigned player, unsigned inst);

/* ---- rules/finisher.c ---- */
bool ex_can_prepare(const ex_state *st, unsigned seat, unsigned inst);
void ex_prepare(ex_engine *e, unsigned inst);
void ex_lay_finisher(ex_engine *e, unsigned seat, unsigned inst, unsigned cost);
void ex_finisher_lose(ex_engine *e, unsigned seat);
bool ex_finisher_playable(const ex_state *st, unsigned seat);
void ex_finisher_play(ex_engine *e);
/* Action E after the Finisher Attack is played (and its E46 chosen): the
 * Exile turns sideways, and the React step follows. */
void ex_finisher_attack_engage(ex_engine *e);
bool ex_is_finisher(const ex_state *st, unsigned inst);

/* ---- rules/stack.c: Action B, the React step and the stack ---- */
/* May @p seat play @p inst, a card of its hand, as a Tactics card now (as
 * the turn's action, or as a Reaction)? Inline, the test that ends it for
 * most cards of a hand, which a React step's list asks of each: a Token or
 * a Move that is no Tactics card; the rest out of line (ex_tactics_playable). */
bool ex_tactics_playable(const ex_state *st, unsigned seat, unsigned inst, bool as_reaction);
static inline bool ex_can_play_tactics(const ex_state *st, unsigned seat, unsigned inst, bool as_reaction)
{
    return !ex_is_token(inst) && ex_inst_card(st, inst)->move_type == EXILE_MOVE_TACTICS &&
           ex_tactics_playable(st, seat, inst, as_reaction);
}
void ex_tactics_play(ex_engine *e, unsigned inst, bool as_action);
void ex_react_begin(ex_state *st, unsigned first_seat, unsigned after_step);
void ex_react_step(ex_engine *e);
void ex_stack_step(ex_engine *e);
void ex_tactics_end(ex_engine *e);
/* The entry of the card now resolving, or NULL. */
ex_stack_entry *ex_resolving(ex_state *st);
void ex_target_chosen(ex_engine *e, unsigned t);

/* ---- rules/ability.c ---- */
/* The activated ability (E08) the Gear in @p slot prints on the side it
 * shows, if armed; NULL when none. */
const ex_line *ex_ability_line(const ex_state *st, unsigned seat, unsigned slot);
/* May @p seat use the ability of its Gear in @p slot now? Inline, the
 * tests that end nearly every question (the player is spent, or has used
 * it, or no working Gear prints one, §7.10); the Gear's line and the
 * Momentum Zone are read out of line (ex_ability_affordable). */
bool ex_ability_affordable(const ex_state *st, unsigned seat, unsigned slot);
static inline bool ex_can_use_ability(const ex_state *st, unsigned seat, unsigned slot)
{
    const ex_seat *s = &st->seat[seat];
    /* a spent player uses no activated ability (§7.4) */
    return !s->spent && !ex_bit(s->ability_used, slot) && ex_tmpl_in(&s->working, TMPL_E08) &&
           ex_ability_affordable(st, seat, slot);
}
void ex_use_ability(ex_engine *e, unsigned seat, unsigned slot, unsigned resume);

/* ---- attach.c: attached cards and counters (§7.12, §4.5) ---- */
/* Attaches a card that says "Attach this card to ..." where its text says (§7.12). */
void ex_attach_self(ex_engine *e, unsigned inst, unsigned player);
void ex_add_counters(ex_engine *e, unsigned host, unsigned n);
unsigned ex_counters_on(const ex_state *st, unsigned host);
unsigned ex_round_end_attached_loss(const ex_state *st, unsigned seat);
/* E54: what an attached card costs its controller for each action. */
void ex_action_taken(ex_engine *e, unsigned seat);

/* ---- unlock.c: Memories, Upgrades and the Unleash (§5 Phase 1) ---- */
void ex_unlock_memory(ex_engine *e, unsigned seat, unsigned slot); /* unlock.c */
bool ex_can_unlock_memory(const ex_state *st, unsigned seat, unsigned slot);
unsigned ex_unlock_options(const ex_state *st, unsigned seat);
unsigned ex_upgrade_options(const ex_state *st, unsigned seat);
bool ex_can_upgrade(const ex_state *st, unsigned seat, unsigned slot);
bool ex_can_unleash(const ex_state *st, unsigned seat);
void ex_unlock_upgrade(ex_engine *e, unsigned seat, unsigned slot);
void ex_unleash(ex_engine *e, unsigned seat);
void ex_turn_memory_back(ex_engine *e, unsigned seat, unsigned slot);
/* Takes a Move from a Recall Pile to its owner's hand (E07, E53). */
void ex_take_from_recall(ex_engine *e, unsigned seat, unsigned inst);
void ex_shuffle_tokens_into_deck(ex_engine *e, unsigned token_card, unsigned count, unsigned seat);

/* ---- turn.c, phase1.c, refill.c: the turn and the round ---- */
void ex_phase1_step(ex_engine *e);            /* phase1.c */
void ex_refill(ex_engine *e);                 /* refill.c */
void ex_turn_begin(ex_engine *e);             /* turn.c */
void ex_turn_end(ex_engine *e);
void ex_round_end(ex_engine *e);
void ex_step_back(ex_engine *e, unsigned inst);
void ex_end(ex_engine *e);
void ex_make_spent(ex_engine *e, unsigned seat);
bool ex_step_back_barred(const ex_state *st, unsigned seat);

/* ---- attack.c: Action A (§5) ---- */
void ex_attack_opener(ex_engine *e, unsigned inst, bool face_down); /* attack.c */
/* What The Opener reads of the attack card @p inst: its effective cost
 * (§7.1), its speed, and whether its Exert could be paid with the hand it
 * was played from (G27, atk.hand_moves); also for the card a
 * determinization deals in its place. */
void ex_attack_read_card(ex_state *st, unsigned inst);
void ex_attack_declare(ex_engine *e, unsigned cost);
/* P21, read at Pay: "While your opponent is Engaged, your attacks with
 * Moves of this Gear [that do not have Stealth Attack] do not engage you."
 * Does a working P21 of the attacker keep its Exile as it is for an attack
 * with @p inst? */
bool ex_attack_no_engage(const ex_state *st, unsigned inst);
void ex_attack_block(ex_engine *e, unsigned inst);
void ex_attack_step(ex_engine *e);
bool ex_can_block_with(const ex_state *st, unsigned seat, unsigned inst, bool check_cost);
void ex_exert_next(ex_engine *e, unsigned seat);
/* E46: may the attacker lose 1 HP more for the attack being played (its
 * [X] not reached, never the last HP)? In the pending decision? */
bool ex_e46_more(const ex_state *st);
bool ex_can_lose_hp_e46(const ex_state *st);
/* E46: the attacker loses 1 HP for the attack being played. */
void ex_lose_hp_e46(ex_engine *e);
/* Every Block card in the Combat Zone to its owner's Recall Pile (§7.8):
 * the attack left the Combat Zone or became unblockable. */
void ex_blocks_to_recall(ex_engine *e);
/* The attack becomes unblockable now (E45): its Block cards leave (§7.8). */
void ex_attack_unblockable(ex_engine *e);
void ex_math(ex_engine *e);                   /* math.c */
void ex_outcome(ex_engine *e);
/* Damage and Block Rating as the Math would find them now (math.c). */
int ex_attack_damage(const ex_state *st);
int ex_block_rating(const ex_state *st);
/* ---- clear.c: the Combat Zone Clear ---- */
void ex_clear(ex_engine *e);                  /* clear.c */
void ex_attack_end(ex_engine *e);
/* Destroys a card in the Combat Zone: "When this card is destroyed in the
 * Combat Zone" (E49) fires (clear.c). */
void ex_destroy_in_combat(ex_engine *e, unsigned inst);
/* Does the attack in the Combat Zone have Single-Use, printed or gained (E26)? */
bool ex_attack_single_use(const ex_state *st);

/* ---- disarm.c ---- */
void ex_disarm(ex_engine *e, unsigned seat, unsigned slot); /* disarm.c */
void ex_rearm(ex_engine *e, unsigned seat, unsigned slot);

#endif /* EXILE_RULES_H */
