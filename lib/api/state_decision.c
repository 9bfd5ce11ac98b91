/*
 * The pending decision described (<exile/state.h>): its kind, its seat,
 * the card it is about and its bounds, read from the decision's parameters
 * (doc/notation.md, Decision parameters). Only the Pay's bounds read a
 * hand: the attacker alone sees them.
 * SPDX-License-Identifier: MIT
 */
#include "notation.h"
#include "state_read.h"

/* The public kinds are the engine's decisions, value for value. */
_Static_assert(SAME(EXILE_DECISION_NONE, DEC_NONE) && SAME(EXILE_DECISION_TURN, DEC_TURN) &&
                   SAME(EXILE_DECISION_PAY, DEC_PAY_ATTACK) && SAME(EXILE_DECISION_BLOCK, DEC_BLOCK) &&
                   SAME(EXILE_DECISION_EXERT, DEC_EXERT) && SAME(EXILE_DECISION_REACT, DEC_REACT) &&
                   SAME(EXILE_DECISION_RECOVER, DEC_RECOVER) && SAME(EXILE_DECISION_SUFFOCATE, DEC_SUFFOCATE) &&
                   SAME(EXILE_DECISION_REFRESH_DISCARD, DEC_REFRESH_P17) && SAME(EXILE_DECISION_REARM, DEC_REARM) &&
                   SAME(EXILE_DECISION_UNLOCK, DEC_UNLOCK) && SAME(EXILE_DECISION_TAKE_FROM_RECALL, DEC_TAKE_RECALL) &&
                   SAME(EXILE_DECISION_REARM_EFFECT, DEC_REARM_EFFECT) &&
                   SAME(EXILE_DECISION_TARGET_MOMENTUM, DEC_TARGET_MOMENTUM) &&
                   SAME(EXILE_DECISION_THROWN_TO_DECK, DEC_THROWN_TOP) && SAME(EXILE_DECISION_LOOK, DEC_LOOK) &&
                   SAME(EXILE_DECISION_EXTRA_UPGRADE, DEC_EXTRA_UPGRADE) && SAME(EXILE_DECISION_TARGET, DEC_TARGET) &&
                   SAME(EXILE_DECISION_DISCARD, DEC_DISCARD) && SAME(EXILE_DECISION_TURN_BACK, DEC_TURN_BACK) &&
                   SAME(EXILE_DECISION_ABILITY_COST, DEC_ABILITY_COST) &&
                   SAME(EXILE_DECISION_AFTER_ACTION, DEC_AFTER_ACTION) &&
                   SAME(EXILE_DECISION_EXILE_DAMAGE, DEC_EXILE_DAMAGE) &&
                   SAME(EXILE_DECISION_LOSE_OR_DESTROY, DEC_LOSE_OR_DESTROY) &&
                   SAME(EXILE_DECISION_DESTROY_OWN, DEC_DESTROY_OWN) && SAME(EXILE_DECISION_EXCHANGE, DEC_EXCHANGE) &&
                   SAME(EXILE_DECISION_LOSE_HP, DEC_LOSE_HP) &&
                   SAME(EXILE_DECISION_DESTROY_FOR_UNBLOCKABLE, DEC_UNBLOCKABLE) &&
                   SAME(EXILE_DECISION_DISARM_OWN, DEC_DISARM_OWN) && DEC_COUNT == 29,
               "exile_decision_kind is enum ex_decision");
_Static_assert(SAME(EXILE_TAKES_ANY, RECALL_ANY) && SAME(EXILE_TAKES_THROWN, RECALL_THROWN) &&
                   SAME(EXILE_TAKES_FIGHTING, RECALL_FIGHTING),
               "a Recall filter is its exile_decision_takes");
_Static_assert(SAME(EXILE_DOES_DESTROY, TM_DESTROY) && SAME(EXILE_DOES_RETURN, TM_RETURN) && SAME(EXILE_DOES_SEND, TM_SEND),
               "what a Momentum target undergoes is its exile_decision_does");

static int decision_card(const ex_state *st, int viewer)
{
    const ex_seat *s = &st->seat[st->actor];
    ex_pile stack = ex_stack(st);
    switch (st->decision) {
    case DEC_TURN: return s->finisher_due ? ex_card_seen(st, s->prepared, viewer) : EXILE_CARD_NONE;
    case DEC_PAY_ATTACK:
    case DEC_BLOCK:
    case DEC_EXERT:
    case DEC_LOSE_HP:
    case DEC_UNBLOCKABLE: return ex_card_seen(st, st->atk.card, viewer);
    case DEC_REACT:
        /* The attack whose React step it is, or the Tactics card after which
         * it comes, at the bottom of the stack. */
        if (st->atk.card != EX_NO_CARD)
            return ex_card_seen(st, st->atk.card, viewer);
        return stack.n ? ex_card_seen(st, stack.c[0], viewer) : EXILE_CARD_NONE;
    case DEC_TARGET: return ex_card_seen(st, ex_stack_top(st), viewer);
    case DEC_THROWN_TOP: return ex_card_seen(st, st->dec_arg[0], viewer);
    case DEC_EXCHANGE: return st->dec_arg[0]; /* the card being resolved, by its card id */
    default: return EXILE_CARD_NONE;
    }
}

/* The least and the most the decision takes, this choice included. */
static void decision_bounds(const ex_state *st, int viewer, int *min, int *max)
{
    const uint8_t *arg = st->dec_arg;
    *min = *max = -1;
    switch (st->decision) {
    case DEC_PAY_ATTACK:
        /* The least cost is the attack's own: seen with the card. The most
         * reads the attacker's hand. */
        if (ex_card_seen(st, st->atk.card, viewer) != EXILE_CARD_HIDDEN)
            *min = (int)ex_pay_least(st);
        if (viewer < 0 || viewer >= EX_SEATS || viewer == st->atk.attacker)
            *max = (int)ex_pay_reach(st);
        return;
    case DEC_EXERT: *min = *max = st->atk.exert_left; return;
    case DEC_RECOVER:
    case DEC_SUFFOCATE:
    case DEC_DISCARD:
    case DEC_ABILITY_COST: *min = *max = arg[0]; return;
    case DEC_UNBLOCKABLE: /* E45: the X cards in full once begun */
        *min = arg[1] ? arg[0] : 0;
        *max = arg[0];
        return;
    case DEC_TAKE_RECALL: *min = 0; *max = arg[1]; return;
    case DEC_TARGET_MOMENTUM:
        *min = arg[0] & TM_MAY_STOP ? 0 : 1;
        *max = 1 + arg[3];
        return;
    case DEC_TARGET: {
        ex_target_spec t = ex_target_spec_of(ex_inst_card(st, ex_stack_top(st)));
        int chosen = st->entry[ex_stack(st).n - 1].ntargets;
        *min = t.up_to ? chosen == 0 : t.max - chosen;
        *max = t.max - chosen;
        return;
    }
    case DEC_LOSE_HP: *min = 0; *max = (int)ex_e46_x(ex_inst_card(st, st->atk.card)) - st->atk.hp_lost; return;
    case DEC_LOSE_OR_DESTROY: *min = 0; *max = arg[0]; return;
    case DEC_REFRESH_P17:
    case DEC_REARM:
    case DEC_UNLOCK:
    case DEC_REARM_EFFECT:
    case DEC_THROWN_TOP:
    case DEC_LOOK:
    case DEC_EXTRA_UPGRADE:
    case DEC_AFTER_ACTION:
    case DEC_DESTROY_OWN: *min = 0; *max = 1; return;
    case DEC_TURN_BACK:
    case DEC_EXILE_DAMAGE:
    case DEC_EXCHANGE:
    case DEC_DISARM_OWN: *min = *max = 1; return;
    default: return; /* the turn, a block, a React step: no count */
    }
}

static int decision_takes(const ex_state *st)
{
    const uint8_t *arg = st->dec_arg;
    switch (st->decision) {
    case DEC_NONE: return -1;
    case DEC_TAKE_RECALL: return arg[0];
    case DEC_REARM_EFFECT: return arg[0] ? EXILE_TAKES_WEAPON : EXILE_TAKES_ANY;
    case DEC_DISARM_OWN: return EXILE_TAKES_WEAPON;
    case DEC_TARGET_MOMENTUM:
        if (arg[0] & TM_BY_DAMAGE)
            return EXILE_TAKES_DAMAGE_BELOW;
        if (arg[0] & TM_BY_BLOCK)
            return EXILE_TAKES_BLOCK_BELOW;
        return arg[2] ? EXILE_TAKES_COST_BELOW : EXILE_TAKES_ANY;
    default: return EXILE_TAKES_ANY;
    }
}

static int decision_amount(const ex_state *st)
{
    switch (st->decision) {
    case DEC_LOOK:
    case DEC_EXILE_DAMAGE:
    case DEC_LOSE_OR_DESTROY:
    case DEC_DESTROY_OWN: return st->dec_arg[0];
    default: return -1;
    }
}

int ex_decision_field(const ex_state *st, int viewer, exile_field field)
{
    bool none = st->decision == DEC_NONE;
    bool momentum = st->decision == DEC_TARGET_MOMENTUM;
    int min, max;
    switch (field) {
    case EXILE_FIELD_DECISION: return st->decision;
    case EXILE_FIELD_DECISION_SEAT: return none ? -1 : st->actor;
    case EXILE_FIELD_DECISION_CARD: return decision_card(st, viewer);
    case EXILE_FIELD_DECISION_MIN: decision_bounds(st, viewer, &min, &max); return min;
    case EXILE_FIELD_DECISION_MAX: decision_bounds(st, viewer, &min, &max); return max;
    case EXILE_FIELD_DECISION_AMOUNT: return decision_amount(st);
    case EXILE_FIELD_DECISION_TAKES: return decision_takes(st);
    case EXILE_FIELD_DECISION_BELOW: return momentum && st->dec_arg[2] ? st->dec_arg[2] : -1;
    case EXILE_FIELD_DECISION_DOES: return momentum ? st->dec_arg[1] : -1;
    default: return EXILE_NO_VALUE;
    }
}
