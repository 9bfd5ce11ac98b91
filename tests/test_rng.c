/*
 * The generator's bounded draws (lib/state/rng.c) against the textbook
 * PCG32 and Lemire's threshold, written here with divisions: the library
 * computes small bounds' remainders without dividing, and every shuffle,
 * deal and coin of every seeded match depends on getting the very same
 * numbers (the perft counts and golden replays pin them as well).
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "primitives.h"

typedef struct ref_rng {
    uint64_t state, inc;
} ref_rng;

static uint32_t ref_next(ref_rng *g)
{
    uint64_t old = g->state;
    g->state = old * 6364136223846793005ULL + g->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

static uint32_t ref_below(ref_rng *g, uint32_t bound)
{
    uint32_t threshold = (uint32_t)(-bound) % bound;
    for (;;) {
        uint32_t r = ref_next(g);
        if (r >= threshold)
            return r % bound;
    }
}

/* Every bound a match uses (pile sizes, counts of hands, weights) and
 * some larger, from many seeds: the same numbers in the same order. */
static void bounded_draws_match_the_reference(void **state)
{
    (void)state;
    static ex_state st;
    static const uint32_t large[] = { 255, 256, 257, 1000, 65535, 65536, 1u << 31, 0x80000001u, UINT32_MAX };
    for (uint64_t seed = 0; seed < 64; seed++) {
        ex_rng_seed(&st, seed * 0x9e3779b97f4a7c15ULL);
        ref_rng g = { st.rng_state, st.rng_inc };
        for (uint32_t bound = 1; bound <= 300; bound++)
            for (unsigned k = 0; k < 200; k++)
                assert_int_equal(ex_rng_below(&st, bound), ref_below(&g, bound));
        for (size_t i = 0; i < sizeof large / sizeof large[0]; i++)
            for (unsigned k = 0; k < 40; k++)
                assert_int_equal(ex_rng_below(&st, large[i]), ref_below(&g, large[i]));
        assert_true(st.rng_state == g.state);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bounded_draws_match_the_reference),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
