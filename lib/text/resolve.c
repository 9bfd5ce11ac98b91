/*
 * Resolving the queued Passives and Effects (triggers.c queues them), one at
 * a time, the first ready one first, until one asks a player something: the
 * rest wait for the answer (§5 The React Step & The Stack: they resolve at
 * once, off the stack).
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "text.h"

static bool resolve(ex_engine *e, ex_trigger t)
{
    ex_state *st = e->st;
    switch (t.kind) {
    case TRIG_RECOVER:
    case TRIG_FLOW:
        return ex_recover(e, t.seat, t.arg);
    case TRIG_ATTACH_TOKEN:
        ex_attach_tokens(e, t.token, t.arg, t.target); /* §4.5 Short supply */
        return false;
    case TRIG_GEAR_TOKENS: /* "this Gear": the Gear printing the line, or the Gear of its Move */
        ex_attach_gear_tokens(e, t.token, t.arg, t.target, ex_this_gear_slot(st, t.target, t.card));
        return false;
    case TRIG_HEAL:
        ex_heal(e, t.seat, t.arg);
        return false;
    case TRIG_LOSE_HP:
        ex_lose_hp(e, t.target, t.arg);
        ex_check_loss(e);
        return false;
    case TRIG_DESTROY_MOMENTUM: {
        /* P09's "Once per round" is its card's: spent by the destruction it
         * asks for now (the target is not optional); with no target the
         * Passive does nothing and is not spent (doc/rulings.md). */
        unsigned once = t.arg ? ex_card_bit(ex_this_gear_slot(st, t.seat, t.card)) : 0u;
        if ((st->seat[t.seat].p09_used & once) || !ex_momentum_target(st, t.seat, 0, TM_DESTROY, 0, 0))
            return false;
        st->seat[t.seat].p09_used = (uint8_t)(st->seat[t.seat].p09_used | once);
        return true;
    }
    case TRIG_TAKE_THROWN: {
        st->dec_arg[0] = RECALL_THROWN;
        st->dec_arg[1] = t.arg;
        if (!ex_recall_has(st, t.seat, RECALL_THROWN))
            return false;
        ex_decide(st, DEC_TAKE_RECALL, t.seat);
        return true;
    }
    case TRIG_SUFFOCATE:
        return ex_suffocate(e, t.target, t.arg);
    case TRIG_ENGAGE:
        ex_engage(e, t.target);
        return false;
    case TRIG_DISENGAGE:
        ex_disengage(e, t.target);
        return false;
    case TRIG_EFFECT:
        return ex_effect_run(e, t.seat, t.card, t.arg);
    case TRIG_DESTROY_OWN_MOMENTUM:
        if (!t.arg || !ex_count_moves(ex_seat_pile(st, t.seat, PILE_MOMENTUM)))
            return false;
        st->dec_arg[0] = t.arg;
        ex_decide(st, DEC_ABILITY_COST, t.seat);
        return true;
    case TRIG_TAKE_MOVES:
        if (!ex_recall_has(st, t.seat, RECALL_ANY))
            return false;
        st->dec_arg[0] = 0;
        st->dec_arg[1] = t.arg;
        ex_decide(st, DEC_TAKE_RECALL, t.seat);
        return true;
    case TRIG_LAY_FINISHER:
        ex_lay_finisher(e, t.seat, t.arg, t.target);
        return false;
    case TRIG_RESUME:
        /* A Passive the ability fired (P09, as its cost destroys a Move)
         * resolves before the choice comes back (§5: at once). */
        for (unsigned i = 0; i < st->trig_n; i++)
            if (!st->trig[i].deferred && st->trig[i].kind != TRIG_RESUME) {
                ex_trigger_push_at(st, TRIG_RESUME, t.seat, t.card, t.arg, t.target);
                return false;
            }
        if (t.arg == DEC_AFTER_ACTION) {
            /* the window closes when nothing is left to use in it */
            bool any = false;
            for (unsigned g = 0; g < EX_GEAR; g++)
                any |= ex_can_use_ability(st, t.seat, g);
            if (!any)
                return false;
        }
        ex_decide(st, t.arg, t.seat);
        return true;
    case TRIG_DISARM_OWN:
        /* E14 names one of its player's own Gear and targets nothing; an
         * armed one is set aside, and a Move of it already in the Combat
         * Zone or on the stack stays (§7.5). */
        ex_disarm(e, t.seat, t.arg);
        return false;
    case TRIG_REFRESH_DISCARD:
        /* P17 of an Engaged player (phase1.c): a discard needs a Move in
         * hand, which another card's discard may have taken; a Token is
         * never discarded. */
        if (!ex_count_moves(ex_seat_pile(st, t.seat, PILE_HAND)))
            return false;
        ex_decide(st, DEC_REFRESH_P17, t.seat);
        return true;
    case TRIG_TURN_BACK:
        if (!st->seat[t.target].mem_unlocked)
            return false;
        ex_decide(st, DEC_TURN_BACK, t.target); /* of their choice */
        return true;
    default:
        return false;
    }
}

bool ex_triggers_run(ex_engine *e)
{
    ex_state *st = e->st;
    while (st->winner < 0) {
        unsigned i = 0;
        while (i < st->trig_n && st->trig[i].deferred)
            i++;
        if (i == st->trig_n)
            return false;
        ex_trigger t = st->trig[i];
        memmove(&st->trig[i], &st->trig[i + 1], (size_t)(st->trig_n - 1 - i) * sizeof st->trig[0]);
        st->trig_n--;
        st->trig[st->trig_n] = (ex_trigger){ 0 };
        if (resolve(e, t))
            return true;
    }
    return false;
}
