/*
 * The Refill and Fatigue (§5 Phase 1, Fatigue).
 * SPDX-License-Identifier: MIT
 */
#include "engine.h"

/* Rebuilds an empty deck from the Recall Pile. Returns false when the pile
 * is empty too: then nothing happens and no more cards are taken. */
static bool fatigue(ex_engine *e, unsigned s)
{
    ex_state *st = e->st;
    ex_seat *seat = &st->seat[s];
    if (seat->recall.n == 0)
        return false;
    ex_lose_hp(e, s, 1); /* not Damage: nothing blocks or changes it */
    while (seat->recall.n)
        ex_move(e, seat->recall.c[0], ZONE_DECK, s);
    ex_shuffle_pile(st, &seat->deck);
    return true;
}

void ex_refill(ex_engine *e)
{
    ex_state *st = e->st;
    /* Both players refill; the loss check comes after both (G18). */
    for (unsigned s = 0; s < EX_SEATS; s++) {
        ex_seat *seat = &st->seat[s];
        unsigned target = EX_START_HAND;
        if (seat->unleashed)
            target += (unsigned)ex_cards[seat->exile].refill_bonus;
        while (seat->hand.n < target) {
            if (seat->deck.n == 0 && !fatigue(e, s))
                break;
            ex_move(e, seat->deck.c[0], ZONE_HAND, s);
        }
    }
}
