/*
 * Phase 1, the start of every round after the first (§5 Phase 1):
 * Initiative, Refresh, Rearm, Reload, Refill (with Fatigue), Unlock.
 * None of its steps costs Stamina or gets a React step.
 * SPDX-License-Identifier: MIT
 */
#include "rules.h"

/* The seat at position @p i of a step: the Initiative holder first. */
static unsigned nth(const ex_state *st, unsigned i)
{
    return i == 0 ? st->initiative : ex_opp(st->initiative);
}

static void initiative(ex_engine *e)
{
    ex_state *st = e->st;
    /* Count the Momentum Zones as they lie: more takes or keeps the
     * Initiative; equal passes it to the other player. */
    unsigned m0 = ex_seat_pile(st, 0, PILE_MOMENTUM).n, m1 = ex_seat_pile(st, 1, PILE_MOMENTUM).n;
    st->initiative = m0 > m1 ? 0u : m1 > m0 ? 1u : ex_opp(st->initiative);
    ex_emit(e, EXILE_EV_INITIATIVE, st->initiative, -1, -1, -1, -1, -1);
    st->step = STEP_P1_REFRESH_PASSIVES;
}

/* "At the Refresh, if you are Engaged" (P17): read as Phase 1 begins,
 * before either Exile turns (G28), so only an Engaged player's fire. Each
 * card's is its own Passive and asks on its own (§5): the Initiative
 * holder's first, each player's by card name. */
static void refresh_passives(ex_engine *e)
{
    ex_state *st = e->st;
    unsigned from = st->trig_n;
    for (unsigned i = 0; i < EX_SEATS; i++) {
        unsigned s = nth(st, i);
        ex_passive_hit h[EX_GEAR + 1];
        unsigned n = st->seat[s].engaged ? ex_passives(st, s, TMPL_P17, h, EX_GEAR + 1) : 0u;
        for (unsigned k = 0; k < n; k++)
            ex_fire(st, s, &h[k]);
    }
    ex_trigger_sort(st, from, ex_first_seat(st));
    st->step = STEP_P1_REFRESH;
}

static void refresh(ex_engine *e)
{
    ex_state *st = e->st;
    for (unsigned s = 0; s < EX_SEATS; s++) {
        ex_seat *seat = &st->seat[s];
        for (unsigned m = 0; m < EX_MEMORIES; m++)
            if (ex_bit(seat->mem_tapped, m))
                ex_untap(e, s, m);
        if (!(seat->round_flags & RF_KEEP_SIDEWAYS))
            ex_disengage(e, s);
        /* §4.5 Bleed: at the Refresh, return 1 Bleed Token on your Exile. */
        unsigned bleed = ex_exile_token(st, s, ex_bleed_card());
        if (bleed != EX_NO_CARD)
            ex_move(e, bleed, ZONE_SUPPLY, 0);
        /* §5 Refresh: a Finisher still prepared goes to the Recall Pile. */
        ex_finisher_lose(e, s);
        seat->round_flags = 0;
        seat->p09_used = 0;
    }
    st->phase_seat = 0;
    st->step = STEP_P1_REARM;
}

static bool can_rearm(const ex_state *st, unsigned s)
{
    return (st->seat[s].gear_disarmed & 0xfu) != 0;
}

/* The Rearm is simultaneous (G22): each pick is hidden until both are in. */
static void rearm(ex_engine *e)
{
    ex_state *st = e->st;
    while (st->phase_seat < EX_SEATS) {
        unsigned s = nth(st, st->phase_seat++);
        st->seat[s].rearm_pick = EX_NO_CARD;
        if (can_rearm(st, s)) {
            ex_decide(st, DEC_REARM, s);
            return;
        }
    }
    for (unsigned s = 0; s < EX_SEATS; s++) {
        if (st->seat[s].rearm_pick != EX_NO_CARD)
            ex_rearm(e, s, st->seat[s].rearm_pick);
        st->seat[s].rearm_pick = EX_NO_CARD;
    }
    st->step = STEP_P1_RELOAD;
}

static void reload(ex_engine *e)
{
    ex_state *st = e->st;
    for (unsigned s = 0; s < EX_SEATS; s++)
        ex_move_pile(e, ex_pile_id(s, PILE_MOMENTUM), ZONE_HAND, s);
    st->step = STEP_P1_REFILL;
}

static void unlock(ex_engine *e)
{
    ex_state *st = e->st;
    while (st->phase_seat < EX_SEATS) {
        unsigned s = nth(st, st->phase_seat++);
        if (ex_unlock_options(st, s)) {
            ex_decide(st, DEC_UNLOCK, s);
            return;
        }
    }
    /* The Initiative holder takes the round's first turn. */
    st->turn = st->initiative;
    st->step = STEP_TURN_BEGIN;
}

void ex_phase1_step(ex_engine *e)
{
    ex_state *st = e->st;
    switch (st->step) {
    case STEP_P1_INITIATIVE: initiative(e); break;
    case STEP_P1_REFRESH_PASSIVES: refresh_passives(e); break;
    case STEP_P1_REFRESH: refresh(e); break;
    case STEP_P1_REARM: rearm(e); break;
    case STEP_P1_RELOAD: reload(e); break;
    case STEP_P1_REFILL:
        ex_refill(e);
        st->phase_seat = 0;
        st->step = STEP_P1_UNLOCK;
        /* §5 Refill: when both players have refilled, a player below 1 HP loses. */
        ex_check_loss(e);
        break;
    case STEP_P1_UNLOCK: unlock(e); break;
    default: break;
    }
}
