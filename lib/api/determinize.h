/*
 * What the public history says of the cards a determinization deals again
 * (determinize.c): the opponent's face-down attack before its Reveal
 * (determinize_attack.c), and the hand its pending choice needs
 * (determinize_hand.c).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_DETERMINIZE_H
#define EXILE_DETERMINIZE_H

#include "match.h"

/* Is the attack in the Combat Zone still in its Pay step (§5 Action A step
 * 2)? Pay is asked in the turn's first step; its declare moves the attack
 * to its Block step. A Finisher Attack has no Pay. */
static inline bool ex_attack_in_pay(const ex_state *st)
{
    return st->atk.card != EX_NO_CARD && !st->atk.finisher && st->step == STEP_TURN_BEGIN;
}

/* Could the attacker have played @p inst as its face-down attack, with
 * everything public since The Opener as it is? */
bool ex_could_be_attack(const ex_state *st, unsigned inst);

/* Puts @p inst, a Move of the attacker's, in the Combat Zone as its
 * face-down attack, with what The Opener read of it. */
void ex_deal_attack(ex_state *st, unsigned inst);

/* What the pending choice of a seat needs its hidden hand to hold (a
 * choice is offered only when it can be made): each Move of the hand
 * counts toward it (ex_hand_counts), and together they must count at least
 * ex_hand_least(). */
typedef struct ex_hand_need {
    uint8_t kind; /* enum ex_need_kind */
    uint8_t from; /* an Exert's: the lowest instance that counts */
    int16_t have; /* what counts already, besides the hidden cards */
} ex_hand_need;

enum ex_need_kind {
    NEED_NONE = 0,
    NEED_STAMINA, /* its attack's Pay: the Channel values the window can still take (§3.1) */
    NEED_MOVES    /* an Exert under way: Moves above the last one destroyed, one each (§7.4) */
};

/* What the pending choice of @p seat needs of the cards of its hand that
 * @p viewer cannot see. */
ex_hand_need ex_hand_need_of(const ex_state *st, int viewer, unsigned seat);
unsigned ex_hand_counts(const ex_state *st, const ex_hand_need *need, unsigned inst);
/* What the hidden cards must count together, with @p attack as the attack
 * in the Combat Zone (it may be dealt again); 0 or less asks nothing. */
int ex_hand_least(const ex_state *st, const ex_hand_need *need, unsigned attack);

/* How many hands of @p size cards of the @p n cards of @p pool count
 * @p least or more together; at most C(20, 10) (a pool is one seat's
 * Moves). */
uint32_t ex_hands_meeting(const ex_state *st, const ex_hand_need *need, const uint8_t *pool, unsigned n,
                          unsigned size, int least);

/* Reorders @p pool so that its first @p size cards are a hand drawn
 * uniformly among those that count @p least or more (see above); the other
 * cards follow, in no particular order. */
void ex_deal_hand(ex_state *st, const ex_hand_need *need, uint8_t *pool, unsigned n, unsigned size, int least);

#endif /* EXILE_DETERMINIZE_H */
