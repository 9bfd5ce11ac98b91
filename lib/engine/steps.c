/*
 * The step machine: runs the match until a player has a decision to make or
 * the match is over. Where it resumes lives in the state (st->step), never
 * in C call frames, so a match can be cloned or saved at any decision.
 * SPDX-License-Identifier: MIT
 */
#include "engine.h"

void ex_run(ex_engine *e)
{
    ex_state *st = e->st;
    /* Every loop of the rules ends (a round's steps, a trigger queue); a
     * million steps with no decision means a loaded position no play can
     * reach, which the checks let through. It ends as a draw rather than
     * hang the caller. */
    for (unsigned long guard = 0; st->winner < 0 && st->decision == DEC_NONE; guard++) {
        if (guard == 1000000ul) {
            ex_set_winner(e, 2);
            return;
        }
        /* Passives resolve at once, before the next step (§5). */
        if (st->trig_n && ex_trigger_ready(st)) {
            ex_triggers_run(e);
            continue;
        }
        switch (st->step) {
        case STEP_P1_INITIATIVE:
        case STEP_P1_REFRESH_PASSIVES:
        case STEP_P1_REFRESH:
        case STEP_P1_REARM:
        case STEP_P1_RELOAD:
        case STEP_P1_REFILL:
        case STEP_P1_UNLOCK:
            ex_phase1_step(e);
            break;
        case STEP_TURN_BEGIN: ex_turn_begin(e); break;
        case STEP_ATTACK_BLOCK:
        case STEP_ATTACK_REVEAL:
        case STEP_ATTACK_REACT:
            ex_attack_step(e);
            break;
        case STEP_ATTACK_MATH: ex_math(e); break;
        case STEP_ATTACK_OUTCOME: ex_outcome(e); break;
        case STEP_ATTACK_CLEAR: ex_clear(e); break;
        case STEP_ATTACK_END: ex_attack_end(e); break;
        case STEP_TURN_END: ex_turn_end(e); break;
        case STEP_ROUND_END: ex_round_end(e); break;
        case STEP_STACK_RESOLVE: ex_stack_step(e); break;
        case STEP_TACTICS_END: ex_tactics_end(e); break;
        default:
            return; /* STEP_GAME_OVER */
        }
    }
}
