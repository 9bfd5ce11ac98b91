/*
 * The Refill and Fatigue (§5 Phase 1, Fatigue).
 * SPDX-License-Identifier: MIT
 */
#include "rules.h"

/* Rebuilds an empty deck from the Recall Pile. Returns false when the pile
 * is empty too: then nothing happens and no more cards are taken. */
static bool fatigue(ex_engine *e, unsigned s)
{
    ex_state *st = e->st;
    if (ex_seat_pile(st, s, PILE_RECALL).n == 0)
        return false;
    ex_lose_hp(e, s, 1); /* not Damage: nothing blocks or changes it */
    ex_move_pile(e, ex_pile_id(s, PILE_RECALL), ZONE_DECK, s);
    ex_shuffle_deck(e, s);
    /* The Recall Pile is public: both players know the new deck's cards,
     * so the cards of the hand, whichever they are, are none of them. */
    ex_pile hand = ex_seat_pile(st, s, PILE_HAND);
    for (unsigned i = 0; i < hand.n; i++)
        if (!ex_is_token(hand.c[i]) && !(st->cflags[hand.c[i]] & CF_KNOWN_IN_HAND))
            st->cflags[hand.c[i]] |= CF_NOT_FROM_DECK;
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
        while (ex_seat_pile(st, s, PILE_HAND).n < target) {
            if (ex_seat_pile(st, s, PILE_DECK).n == 0 && !fatigue(e, s))
                break;
            ex_move(e, ex_seat_pile(st, s, PILE_DECK).c[0], ZONE_HAND, s);
        }
    }
}
