/*
 * exile_match_determinize() depends on what the seat knows and the seed
 * alone, never on how the hidden cards lie: at every decision of random
 * matches of both boxes, in either Stamina order, for both seats, a sample
 * dealt from the match and a sample dealt from another match the seat
 * cannot tell from it (a sample of the first, written as notation and read
 * back, as a host sends a seat its position) are the same match, given the
 * same seed. Otherwise a seat that knows the seed could read the hidden
 * order from the sample, and a bot choosing on a sample would choose
 * otherwise than on the match.
 *
 * Usage: test_determinize_canonical [MATCHES]  (per box and order; default 6)
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <exile/exile.h>

static unsigned long matches = 6;

static char text_a[1 << 16], text_b[1 << 16];

static exile_match *create_in(int box, unsigned flags, uint64_t seed)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_loadout lo[2];
    exile_match *m = NULL;

    opts.seed = seed;
    opts.flags = flags;
    for (int s = 0; s < 2; s++) {
        assert_int_equal(exile_recommended_loadout(2 * (box - 1) + s, &lo[s]), EXILE_OK);
        opts.loadout[s] = &lo[s];
    }
    assert_int_equal(exile_match_create(&m, &opts), EXILE_OK);
    return m;
}

/* The notation of the sample of src for seat and seed, into text. */
static void sample_text(exile_match *scratch, const exile_match *src, int seat, uint64_t seed, char *text)
{
    assert_int_equal(exile_match_determinize(scratch, src, seat, seed), EXILE_OK);
    assert_int_equal(exile_match_to_notation(scratch, text, sizeof text_a), EXILE_OK);
}

static void check_box(int box, unsigned flags, unsigned long *compared)
{
    exile_match *scratch = create_in(box, flags, 1);

    for (unsigned long g = 0; g < matches; g++) {
        uint64_t seed = 1000u * (uint64_t)box + g, pick = seed;
        exile_match *m = create_in(box, flags, seed);

        while (exile_match_to_act(m) >= 0) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);

            for (int seat = 0; seat < 2; seat++) {
                exile_match *other = NULL;
                uint64_t s1 = pick ^ 0x5eedu, s2 = pick ^ 0xdea1u;

                /* Another match the seat cannot tell from m. */
                sample_text(scratch, m, seat, s1, text_a);
                assert_int_equal(exile_match_from_notation(&other, text_a), EXILE_OK);
                sample_text(scratch, m, seat, s2, text_a);
                sample_text(scratch, other, seat, s2, text_b);
                if (strcmp(text_a, text_b) != 0)
                    fail_msg("box %d, seed %llu, action %u, seat %d: two samples of seed %llu differ",
                             box, (unsigned long long)seed, exile_match_action_count(m), seat,
                             (unsigned long long)s2);
                exile_match_destroy(other);
                ++*compared;
            }
            pick = pick * 6364136223846793005u + 1442695040888963407u;
            assert_int_equal(exile_match_apply(m, acts[(pick >> 33) % n]), EXILE_OK);
        }
        exile_match_destroy(m);
    }
    exile_match_destroy(scratch);
}

static void samples_depend_on_the_view_alone(void **state)
{
    unsigned long compared = 0;

    (void)state;
    for (int box = 1; box <= 2; box++) {
        check_box(box, EXILE_MATCH_CANONICAL_STAMINA, &compared);
        check_box(box, 0, &compared);
    }
    printf("%lu pairs of samples compared\n", compared);
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(samples_depend_on_the_view_alone),
    };

    if (argc > 1)
        matches = strtoul(argv[1], NULL, 10);
    return cmocka_run_group_tests(tests, NULL, NULL);
}
