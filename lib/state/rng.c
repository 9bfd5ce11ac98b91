/*
 * The one source of chance: PCG32 (O'Neill, "PCG: A Family of Simple Fast
 * Space-Efficient Statistically Good Algorithms"), kept in the state so the
 * same seed and actions give the same match on every platform.
 * SPDX-License-Identifier: MIT
 */
#include "primitives.h"

/* The generator, held apart from the state while a loop draws: its
 * numbers stay in registers, where each draw from the state would load
 * and store them (a shuffle draws once a card). */
typedef struct pcg32 {
    uint64_t state, inc;
} pcg32;

static inline uint32_t pcg32_next(pcg32 *g)
{
    uint64_t old = g->state;
    g->state = old * 6364136223846793005ULL + g->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

static inline pcg32 generator_of(const ex_state *st)
{
    return (pcg32){ st->rng_state, st->rng_inc };
}

void ex_rng_seed(ex_state *st, uint64_t seed)
{
    pcg32 g = { 0, (seed << 1u) | 1u };
    (void)pcg32_next(&g);
    g.state += seed ^ 0x853c49e6748fea9bULL;
    (void)pcg32_next(&g);
    st->rng_state = g.state;
    st->rng_inc = g.inc;
}

/* x % d without a division, for a d whose reciprocal @p m is
 * 2^64 / d rounded up (Lemire, Kaser and Kurz, "Faster remainder by direct
 * computation", 2019): exact for every 32-bit x and d. A shuffle draws a
 * number below each count of its pile, and two divisions a draw were
 * most of a determinization's time. */
#if defined(__SIZEOF_INT128__)
#define EX_FASTMOD 1
enum { SMALL_BOUNDS = 256 };
/* F of each bound below SMALL_BOUNDS, 0 for the bound 0 (unused). */
#define EACH4(F, d) F(d), F((d) + 1), F((d) + 2), F((d) + 3)
#define EACH16(F, d) EACH4(F, d), EACH4(F, (d) + 4), EACH4(F, (d) + 8), EACH4(F, (d) + 12)
#define EACH64(F, d) EACH16(F, d), EACH16(F, (d) + 16), EACH16(F, (d) + 32), EACH16(F, (d) + 48)
#define EACH_SMALL_BOUND(F)                                                                              \
    0, F(1), F(2), F(3), EACH4(F, 4), EACH4(F, 8), EACH16(F, 12), F(28), F(29), F(30), F(31), EACH64(F, 32), \
        EACH64(F, 96), EACH64(F, 160), EACH16(F, 224), EACH16(F, 240)
#define RECIP(d) (UINT64_MAX / (d) + 1u)
/* Lemire's threshold, 2^32 mod d: the draws below it are rejected. */
#define THRESHOLD(d) ((uint8_t)(((uint64_t)1 << 32) % (d)))
static const uint64_t recip[SMALL_BOUNDS] = { EACH_SMALL_BOUND(RECIP) };
static const uint8_t threshold[SMALL_BOUNDS] = { EACH_SMALL_BOUND(THRESHOLD) };
_Static_assert(sizeof recip / sizeof recip[0] == SMALL_BOUNDS, "a reciprocal for every small bound");
_Static_assert(sizeof threshold / sizeof threshold[0] == SMALL_BOUNDS, "a threshold for every small bound");

__extension__ typedef unsigned __int128 u128;

static inline uint32_t mod_small(uint32_t x, uint32_t d)
{
    return (uint32_t)(((u128)(recip[d] * x) * d) >> 64);
}
#endif

/* An unbiased number in [0, bound) by rejection (Lemire's threshold): the
 * same numbers, with or without the divisions and the tables. */
#ifdef EX_FASTMOD
/* below() for a bound under SMALL_BOUNDS, from the tables. */
static inline uint32_t below_small(pcg32 *g, uint32_t bound)
{
    uint32_t least = threshold[bound];
    for (;;) {
        uint32_t r = pcg32_next(g);
        if (r >= least)
            return mod_small(r, bound);
    }
}
#endif

static inline uint32_t below(pcg32 *g, uint32_t bound)
{
#ifdef EX_FASTMOD
    if (bound < SMALL_BOUNDS)
        return below_small(g, bound);
#endif
    uint32_t least = (uint32_t)(-bound) % bound;
    for (;;) {
        uint32_t r = pcg32_next(g);
        if (r >= least)
            return r % bound;
    }
}

uint32_t ex_rng_below(ex_state *st, uint32_t bound)
{
    pcg32 g = generator_of(st);
    uint32_t r = below(&g, bound);
    st->rng_state = g.state;
    return r;
}

static inline void swap_bytes(uint8_t *c, unsigned i, unsigned j)
{
    uint8_t t = c[i];
    c[i] = c[j];
    c[j] = t;
}

/* Fisher–Yates. */
void ex_rng_shuffle(ex_state *st, uint8_t *c, unsigned n)
{
    pcg32 g = generator_of(st);
    unsigned i = n;
#ifdef EX_FASTMOD
    /* Every pile is shorter than SMALL_BOUNDS: a loop that asks it once. */
    if (n < SMALL_BOUNDS)
        for (; i > 1; i--)
            swap_bytes(c, i - 1, below_small(&g, i));
#endif
    for (; i > 1; i--)
        swap_bytes(c, i - 1, below(&g, i));
    st->rng_state = g.state;
}

void ex_shuffle_pile(ex_state *st, unsigned id)
{
    ex_rng_shuffle(st, ex_pile_cards(st, id), ex_pile_get(st, id).n);
}
