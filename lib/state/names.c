/*
 * The names of steps and decisions, as the notation writes them.
 * SPDX-License-Identifier: MIT
 */
#include "primitives.h"

static const char *const step_names[STEP_COUNT] = {
    [STEP_NONE] = "none",
    [STEP_P1_INITIATIVE] = "initiative",
    [STEP_P1_REFRESH_PASSIVES] = "refresh-passives",
    [STEP_P1_REFRESH] = "refresh",
    [STEP_P1_REARM] = "rearm",
    [STEP_P1_RELOAD] = "reload",
    [STEP_P1_REFILL] = "refill",
    [STEP_P1_UNLOCK] = "unlock",
    [STEP_TURN_BEGIN] = "turn-begin",
    [STEP_ATTACK_BLOCK] = "block",
    [STEP_ATTACK_REVEAL] = "reveal",
    [STEP_ATTACK_REACT] = "react",
    [STEP_ATTACK_MATH] = "math",
    [STEP_ATTACK_OUTCOME] = "outcome",
    [STEP_ATTACK_CLEAR] = "clear",
    [STEP_ATTACK_END] = "attack-end",
    [STEP_TURN_END] = "turn-end",
    [STEP_ROUND_END] = "round-end",
    [STEP_GAME_OVER] = "game-over",
    [STEP_STACK_RESOLVE] = "stack",
    [STEP_TACTICS_END] = "tactics-end",
};

static const char *const decision_names[DEC_COUNT] = {
    [DEC_NONE] = "none",
    [DEC_TURN] = "turn",
    [DEC_PAY_ATTACK] = "pay",
    [DEC_BLOCK] = "block",
    [DEC_EXERT] = "exert",
    [DEC_REACT] = "react",
    [DEC_RECOVER] = "recover",
    [DEC_SUFFOCATE] = "suffocate",
    [DEC_REFRESH_P17] = "refresh-discard",
    [DEC_REARM] = "rearm",
    [DEC_UNLOCK] = "unlock",
    [DEC_TAKE_RECALL] = "take-from-recall",
    [DEC_REARM_EFFECT] = "rearm-effect",
    [DEC_TARGET_MOMENTUM] = "target-momentum",
    [DEC_THROWN_TOP] = "thrown-to-deck",
    [DEC_LOOK] = "look",
    [DEC_EXTRA_UPGRADE] = "extra-upgrade",
    [DEC_TARGET] = "target",
    [DEC_DISCARD] = "discard",
    [DEC_TURN_BACK] = "turn-back",
    [DEC_ABILITY_COST] = "ability-cost",
    [DEC_AFTER_ACTION] = "after-action",
    [DEC_EXILE_DAMAGE] = "exile-damage",
    [DEC_LOSE_OR_DESTROY] = "lose-or-destroy",
    [DEC_DESTROY_OWN] = "destroy-own",
    [DEC_EXCHANGE] = "exchange",
    [DEC_LOSE_HP] = "lose-hp",
    [DEC_UNBLOCKABLE] = "destroy-for-unblockable",
    [DEC_DISARM_OWN] = "disarm-own",
};

const char *ex_step_name(unsigned step)
{
    return step < STEP_COUNT ? step_names[step] : "?";
}

const char *ex_decision_name(unsigned decision)
{
    return decision < DEC_COUNT ? decision_names[decision] : "?";
}
