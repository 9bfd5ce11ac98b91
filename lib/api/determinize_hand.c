/*
 * The opponent's hidden hand, as a determinization deals it. No hand is
 * shown (F2), but a choice is offered only when it can be made, so the
 * opponent's pending choice tells something of its hand: an attack's Pay
 * stays payable (§5 Action A step 2: what the window can still take, the
 * Channel values of the cards above the last one channeled, §3.1), and an
 * Exert under way keeps Moves to destroy above the last one destroyed
 * (§7.4; they are chosen in ascending order). Each card counts 0 to 3
 * toward that need, and a hand is drawn uniformly among the hands that
 * meet it, by how many cards of each count it holds.
 * SPDX-License-Identifier: MIT
 */
#include "determinize.h"

enum { COUNTS = 4 }; /* a card counts 0 to 3: a Channel value (§4.1), or 1 */

unsigned ex_hand_counts(const ex_state *st, const ex_hand_need *need, unsigned inst)
{
    switch (need->kind) {
    case NEED_STAMINA: return ex_pay_channel(st, inst);
    case NEED_MOVES: return !ex_is_token(inst) && inst >= need->from;
    default: return 0;
    }
}

ex_hand_need ex_hand_need_of(const ex_state *st, int viewer, unsigned seat)
{
    ex_hand_need need = { NEED_NONE, 0, 0 };
    if (ex_attack_in_pay(st) && st->atk.attacker == seat)
        need.kind = NEED_STAMINA;
    else if (st->decision == DEC_EXERT && st->actor == seat)
        need = (ex_hand_need){ NEED_MOVES, st->dec_arg[1], 0 };
    else
        return need;
    ex_pile hand = ex_seat_pile(st, seat, PILE_HAND);
    int all = 0, hidden = 0;
    for (unsigned i = 0; i < hand.n; i++) {
        int k = (int)ex_hand_counts(st, &need, hand.c[i]);
        all += k;
        hidden += ex_visible(st, hand.c[i], viewer) ? 0 : k;
    }
    if (need.kind == NEED_STAMINA)
        all = (int)ex_pay_reach(st); /* the floating Stamina and the untapped Memories too */
    need.have = (int16_t)(all - hidden);
    return need;
}

int ex_hand_least(const ex_state *st, const ex_hand_need *need, unsigned attack)
{
    switch (need->kind) {
    case NEED_STAMINA: return (int)ex_pay_need(st, (unsigned)ex_eff_attack_cost(st, attack)) - need->have;
    case NEED_MOVES: return (int)st->atk.exert_left - need->have;
    default: return 0;
    }
}

static uint32_t binomial(unsigned n, unsigned k)
{
    uint32_t r = 1;
    for (unsigned i = 1; i <= k; i++)
        r = r * (n - k + i) / i;
    return r;
}

/* The hands of @p size cards, @p n[k] of the cards counting k each, that
 * count @p least or more, in the order of how many cards of each count
 * they hold: how many there are; with @p take, how many cards of each
 * count the hand numbered @p pick holds. */
static uint32_t hands(const unsigned n[COUNTS], unsigned size, int least, uint32_t pick, unsigned take[COUNTS])
{
    uint32_t total = 0;
    for (unsigned k3 = 0; k3 <= n[3] && k3 <= size; k3++)
        for (unsigned k2 = 0; k2 <= n[2] && k3 + k2 <= size; k2++)
            for (unsigned k1 = 0; k1 <= n[1] && k3 + k2 + k1 <= size; k1++) {
                unsigned k0 = size - k3 - k2 - k1;
                if (k0 > n[0] || (int)(3 * k3 + 2 * k2 + k1) < least)
                    continue;
                /* Each partial product is at most C(20, 10): no overflow. */
                uint32_t ways = binomial(n[0], k0) * binomial(n[1], k1) * binomial(n[2], k2) * binomial(n[3], k3);
                if (take) {
                    if (pick < ways) {
                        take[0] = k0, take[1] = k1, take[2] = k2, take[3] = k3;
                        return total;
                    }
                    pick -= ways;
                }
                total += ways;
            }
    return total;
}

static void count_pool(const ex_state *st, const ex_hand_need *need, const uint8_t *pool, unsigned n,
                       unsigned per_count[COUNTS])
{
    for (unsigned k = 0; k < COUNTS; k++)
        per_count[k] = 0;
    for (unsigned i = 0; i < n; i++)
        per_count[ex_hand_counts(st, need, pool[i])]++;
}

uint32_t ex_hands_meeting(const ex_state *st, const ex_hand_need *need, const uint8_t *pool, unsigned n,
                          unsigned size, int least)
{
    unsigned per_count[COUNTS];
    count_pool(st, need, pool, n, per_count);
    return hands(per_count, size, least, 0, NULL);
}

/* Puts @p take of the @p n cards of @p c first, drawn uniformly. */
static void draw(ex_state *st, uint8_t *c, unsigned n, unsigned take)
{
    for (unsigned i = 0; i < take; i++) {
        unsigned j = i + ex_rng_below(st, n - i);
        uint8_t t = c[i];
        c[i] = c[j];
        c[j] = t;
    }
}

void ex_deal_hand(ex_state *st, const ex_hand_need *need, uint8_t *pool, unsigned n, unsigned size, int least)
{
    uint8_t by_count[COUNTS][EX_MOVES_PER_SEAT];
    unsigned per_count[COUNTS] = { 0 }, take[COUNTS];
    uint32_t total = 0;
    if (least > 0) {
        for (unsigned i = 0; i < n; i++) {
            unsigned k = ex_hand_counts(st, need, pool[i]);
            by_count[k][per_count[k]++] = pool[i];
        }
        total = hands(per_count, size, least, 0, NULL);
    }
    /* Any hand when all meet the need. The real hand meets it, so some hand
     * does; only a loaded position no play reaches can ask what none meets,
     * and any hand is dealt then too. */
    if (total == 0) {
        draw(st, pool, n, size);
        return;
    }
    hands(per_count, size, least, ex_rng_below(st, total), take);
    unsigned dealt = 0;
    for (unsigned k = 0; k < COUNTS; k++) {
        draw(st, by_count[k], per_count[k], take[k]);
        for (unsigned i = 0; i < take[k]; i++)
            pool[dealt++] = by_count[k][i];
    }
    for (unsigned k = 0; k < COUNTS; k++)
        for (unsigned i = take[k]; i < per_count[k]; i++)
            pool[dealt++] = by_count[k][i];
}
