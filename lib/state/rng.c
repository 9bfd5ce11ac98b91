/*
 * The one source of chance: PCG32 (O'Neill, "PCG: A Family of Simple Fast
 * Space-Efficient Statistically Good Algorithms"), kept in the state so the
 * same seed and actions give the same match on every platform.
 * SPDX-License-Identifier: MIT
 */
#include "primitives.h"

static uint32_t pcg32_next(ex_state *st)
{
    uint64_t old = st->rng_state;
    st->rng_state = old * 6364136223846793005ULL + st->rng_inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

void ex_rng_seed(ex_state *st, uint64_t seed)
{
    st->rng_state = 0;
    st->rng_inc = (seed << 1u) | 1u;
    (void)pcg32_next(st);
    st->rng_state += seed ^ 0x853c49e6748fea9bULL;
    (void)pcg32_next(st);
}

/* An unbiased number in [0, bound) by rejection (Lemire's threshold). */
uint32_t ex_rng_below(ex_state *st, uint32_t bound)
{
    uint32_t threshold = (uint32_t)(-bound) % bound;
    for (;;) {
        uint32_t r = pcg32_next(st);
        if (r >= threshold)
            return r % bound;
    }
}

/* Fisher–Yates. */
void ex_shuffle_pile(ex_state *st, unsigned id)
{
    uint8_t *c = ex_pile_cards(st, id);
    for (unsigned i = ex_pile_get(st, id).n; i > 1; i--) {
        unsigned j = ex_rng_below(st, i);
        uint8_t t = c[i - 1];
        c[i - 1] = c[j];
        c[j] = t;
    }
}
