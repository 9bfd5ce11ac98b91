/*
 * Phase 2 turn flow (§5 Phase 2): who takes the next turn, Action C (Step
 * Back and End), and the end of the round.
 * SPDX-License-Identifier: MIT
 */
#include "rules.h"

void ex_turn_begin(ex_engine *e)
{
    ex_state *st = e->st;
    ex_seat *s = &st->seat[st->turn];
    ex_window_reset(st);
    st->win_pre_action = 0;
    ex_emit(e, EXILE_EV_TURN, st->turn, -1, -1, -1, -1, -1);
    /* §5 Action E: the turn after a Prepare must play the Finisher; if it
     * cannot be played, it is lost and the turn goes on as usual. */
    if (s->finisher_due && !ex_finisher_playable(st, st->turn))
        ex_finisher_lose(e, st->turn);
    ex_decide(st, DEC_TURN, st->turn);
}

/* G33: the activated abilities "after its action", once it has fully
 * resolved, unless it made the player spent. When the same player takes
 * the next turn, its "before the action" serves, so it is not asked. */
static bool after_action_window(ex_state *st)
{
    unsigned actor = st->turn;
    if (st->after_action_done)
        return false;
    st->after_action_done = 1;
    unsigned next = st->next_turn;
    if (st->seat[next].spent)
        next = ex_opp((uint8_t)next);
    if (next == actor && !st->seat[actor].spent)
        return false;
    for (unsigned g = 0; g < EX_GEAR; g++)
        if (ex_can_use_ability(st, actor, g)) {
            ex_decide(st, DEC_AFTER_ACTION, actor);
            return true;
        }
    return false;
}

void ex_turn_end(ex_engine *e)
{
    ex_state *st = e->st;
    if (after_action_window(st))
        return;
    /* Floating Stamina that nothing has taken is lost at the end of the turn. */
    for (unsigned s = 0; s < EX_SEATS; s++)
        ex_lose_floating(e, s);
    if (st->seat[0].spent && st->seat[1].spent) {
        st->step = STEP_ROUND_END; /* the round ends when both are out */
        return;
    }
    /* A prepared Finisher whose owner is spent when its turn would come is
     * lost (§5 Action E). */
    for (unsigned s = 0; s < EX_SEATS; s++)
        if (st->seat[s].spent && st->seat[s].finisher_due)
            ex_finisher_lose(e, s);
    unsigned next = st->next_turn;
    if (st->seat[next].spent)
        next = ex_opp((uint8_t)next); /* the other goes on until out too */
    /* §5 Stun: the stun lasts only for the attacker's next turn. */
    st->stun_turn = EX_NO_CARD;
    if (st->stun_pending != EX_NO_CARD && next == ex_opp(st->stun_pending))
        st->stun_turn = st->stun_pending;
    st->stun_pending = EX_NO_CARD;
    st->turn = (uint8_t)next;
    st->step = STEP_TURN_BEGIN;
}

void ex_make_spent(ex_engine *e, unsigned seat)
{
    ex_state *st = e->st;
    if (st->seat[seat].spent)
        return;
    st->seat[seat].spent = 1;
    ex_emit(e, EXILE_EV_SPENT, (int)seat, -1, -1, -1, -1, -1);
}

bool ex_step_back_barred(const ex_state *st, unsigned seat)
{
    /* §5 Action C, G2: only an explicit "You can't Step Back." bars it. */
    ex_pile a = ex_seat_pile(st, seat, PILE_ATTACHED);
    for (unsigned i = 0; i < a.n; i++)
        if (!ex_is_token(a.c[i]) && ex_card_has_tmpl(ex_inst_card(st, a.c[i]), TMPL_E03))
            return true;
    return false;
}

void ex_step_back(ex_engine *e, unsigned inst)
{
    ex_state *st = e->st;
    unsigned seat = st->turn;
    ex_move(e, inst, ZONE_RECALL, seat); /* given, not channeled: no Stamina */
    ex_disengage(e, seat);
    /* §4.5 Aim: when you Step Back, return 1 Aim Token on your Exile. */
    unsigned aim = ex_exile_token(st, seat, ex_aim_card());
    if (aim != EX_NO_CARD)
        ex_move(e, aim, ZONE_SUPPLY, 0);
    st->next_turn = ex_opp((uint8_t)seat);
    st->step = STEP_TURN_END;
}

void ex_end(ex_engine *e)
{
    ex_state *st = e->st;
    ex_make_spent(e, st->turn);
    st->next_turn = ex_opp(st->turn);
    st->step = STEP_TURN_END;
}

static unsigned bleed_on(const ex_state *st, unsigned seat)
{
    return ex_count_tokens_of(st, ex_seat_pile(st, seat, PILE_ATTACHED), ex_bleed_card());
}

/* Detaches the attached cards printing one of @p tmpl_a / @p tmpl_b ("At
 * the end of the round, ... detach this card."), the Initiative holder's
 * first, each to its owner's Recall Pile (§7.12). */
static void detach_at_round_end(ex_engine *e, unsigned tmpl_a, unsigned tmpl_b)
{
    ex_state *st = e->st;
    for (unsigned k = 0; k < EX_SEATS; k++) {
        unsigned s = k == 0 ? st->initiative : ex_opp(st->initiative);
        for (unsigned i = 0; i < ex_seat_pile(st, s, PILE_ATTACHED).n;) {
            unsigned inst = ex_seat_pile(st, s, PILE_ATTACHED).c[i];
            const ex_card *c = ex_inst_card(st, inst);
            if (!ex_is_token(inst) && (ex_card_has_tmpl(c, tmpl_a) || ex_card_has_tmpl(c, tmpl_b)))
                ex_move(e, inst, ZONE_RECALL, ex_owner(inst));
            else
                i++;
        }
    }
}

void ex_round_end(ex_engine *e)
{
    ex_state *st = e->st;
    /* G1: the Bleed Tokens on both Exiles cost their HP as one event, then
     * the loss check, then the other end-of-round Effects. */
    unsigned b0 = bleed_on(st, 0) + ex_round_end_attached_loss(st, 0);
    unsigned b1 = bleed_on(st, 1) + ex_round_end_attached_loss(st, 1);
    ex_lose_hp(e, 0, (int)b0);
    ex_lose_hp(e, 1, (int)b1);
    if (ex_check_loss(e))
        return;
    detach_at_round_end(e, TMPL_E56, TMPL_E56); /* the cards of that HP loss */
    detach_at_round_end(e, TMPL_E03, TMPL_E54); /* the other end-of-round Effects */
    st->stun_pending = st->stun_turn = EX_NO_CARD; /* the end of the round wastes a stun */
    /* G37 (doc/rulings.md): the house rule that guarantees an end. */
    if (st->round >= st->max_rounds) {
        int h0 = st->seat[0].hp, h1 = st->seat[1].hp;
        ex_set_winner(e, h0 > h1 ? 0 : h1 > h0 ? 1 : 2);
        return;
    }
    st->round++;
    for (unsigned s = 0; s < EX_SEATS; s++) {
        st->seat[s].spent = 0;
        st->seat[s].successes = 0;
        st->seat[s].next_attack = 0; /* "this round" ends */
        st->seat[s].next_overcommit = 0;
        st->seat[s].ability_used = 0;
    }
    ex_emit(e, EXILE_EV_ROUND_START, -1, -1, -1, -1, st->round, -1);
    st->step = STEP_P1_INITIATIVE;
}
