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

/* x % d without a division, for a d whose reciprocal @p m is
 * 2^64 / d rounded up (Lemire, Kaser and Kurz, "Faster remainder by direct
 * computation", 2019): exact for every 32-bit x and d. A shuffle draws a
 * number below each count of its pile, and two divisions a draw were
 * most of a determinization's time. */
#if defined(__SIZEOF_INT128__)
#define EX_FASTMOD 1
#define RECIP(d) (UINT64_MAX / (d) + 1u)
#define RECIP4(d) RECIP(d), RECIP((d) + 1), RECIP((d) + 2), RECIP((d) + 3)
#define RECIP16(d) RECIP4(d), RECIP4((d) + 4), RECIP4((d) + 8), RECIP4((d) + 12)
#define RECIP64(d) RECIP16(d), RECIP16((d) + 16), RECIP16((d) + 32), RECIP16((d) + 48)
enum { SMALL_BOUNDS = 256 };
/* The reciprocal of each bound below SMALL_BOUNDS (of 0: unused). */
static const uint64_t recip[SMALL_BOUNDS] = { 0, RECIP(1), RECIP(2), RECIP(3), RECIP4(4), RECIP4(8), RECIP16(12),
                                              RECIP(28), RECIP(29), RECIP(30), RECIP(31), RECIP64(32),
                                              RECIP64(96), RECIP64(160), RECIP16(224), RECIP16(240) };
_Static_assert(sizeof recip / sizeof recip[0] == SMALL_BOUNDS, "a reciprocal for every small bound");

__extension__ typedef unsigned __int128 u128;

static inline uint32_t mod_small(uint32_t x, uint32_t d)
{
    return (uint32_t)(((u128)(recip[d] * x) * d) >> 64);
}
#endif

/* An unbiased number in [0, bound) by rejection (Lemire's threshold): the
 * same numbers, with or without the divisions. */
uint32_t ex_rng_below(ex_state *st, uint32_t bound)
{
#ifdef EX_FASTMOD
    if (bound < SMALL_BOUNDS) {
        uint32_t threshold = mod_small(-bound, bound);
        for (;;) {
            uint32_t r = pcg32_next(st);
            if (r >= threshold)
                return mod_small(r, bound);
        }
    }
#endif
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
