/*
 * The public API as a client sees it: this test includes <exile/exile.h>
 * only and links the shared library.
 *
 * It checks the promises of the header that hold whatever the rules: the
 * version, the status strings, argument checking, that random play among
 * the legal actions always ends with a winner or a draw, that the same seed
 * gives the same match, and that an action not offered is refused with the
 * match unchanged.
 *
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <exile/exile.h>

#include "client_test.h"

/* Random matches end long before this many actions, or the engine loops. */
#define MAX_ACTIONS 200000u

static exile_match *create_seeded(uint64_t seed)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_match *m = NULL;

    opts.seed = seed;
    assert_status(exile_match_create(&m, &opts), EXILE_OK);
    assert_non_null(m);
    return m;
}

/*
 * The match as notation, in a buffer the caller frees; NULL when this build
 * does not write notation (EXILE_E_UNSUPPORTED).
 */
static char *notation_of(const exile_match *m)
{
    size_t cap = 1u << 14;

    for (;;) {
        char *buf = malloc(cap);
        exile_status st;

        assert_non_null(buf);
        st = exile_match_to_notation(m, buf, cap);
        if (st == EXILE_OK)
            return buf;
        free(buf);
        if (st == EXILE_E_UNSUPPORTED)
            return NULL;
        assert_status(st, EXILE_E_BUFFER_TOO_SMALL);
        assert_true(cap < (1u << 26));
        cap *= 2;
    }
}

/* Lists the legal actions and checks the promises of the header about them. */
static size_t legal_actions(const exile_match *m, exile_action *acts)
{
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);

    assert_true(n <= EXILE_MAX_LEGAL_ACTIONS);
    /* Only the count is asked for: the same count, nothing written. */
    assert_int_equal(exile_match_legal_actions(m, NULL, 0), n);
    for (size_t i = 0; i < n; i++) {
        assert_true(acts[i] < EXILE_ACTION_SPACE);
        assert_true(EXILE_ACTION_KIND(acts[i]) < EXILE_ACT_KIND_COUNT);
        if (i > 0)
            assert_true(acts[i - 1] < acts[i]); /* ascending, no duplicates */
    }
    return n;
}

/* ------------------------------------------------------------------------ */

static void test_version(void **state)
{
    (void)state;
    assert_non_null(exile_version());
    assert_string_equal(exile_version(), EXILE_VERSION_STRING);
    assert_int_equal(exile_version_number(), EXILE_VERSION_NUMBER);
    assert_int_equal(EXILE_VERSION_NUMBER,
                     EXILE_VERSION_MAJOR * 1000000UL + EXILE_VERSION_MINOR * 1000UL + EXILE_VERSION_PATCH);
}

static void test_status_str(void **state)
{
    static const exile_status codes[] = {
        EXILE_OK, EXILE_E_INVALID_ARGUMENT, EXILE_E_NO_MEMORY, EXILE_E_ILLEGAL_ACTION,
        EXILE_E_GAME_OVER, EXILE_E_BUFFER_TOO_SMALL, EXILE_E_PARSE, EXILE_E_INCONSISTENT,
        EXILE_E_UNSUPPORTED, EXILE_E_VERSION, EXILE_E_BAD_LOADOUT, EXILE_E_NOT_FOUND,
        EXILE_E_BUSY,
    };
    static const int unknown[] = { 1, 2, -13, -100, INT_MAX, INT_MIN };
    const size_t count = sizeof codes / sizeof codes[0];

    (void)state;
    for (size_t i = 0; i < count; i++) {
        const char *s = exile_status_str(codes[i]);

        assert_non_null(s);
        assert_true(s[0] != '\0');
        assert_string_not_equal(s, "unknown status");
        for (size_t j = 0; j < i; j++)
            assert_string_not_equal(s, exile_status_str(codes[j]));
    }
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++)
        assert_string_equal(exile_status_str((exile_status)unknown[i]), "unknown status");
}

static void test_create_arguments(void **state)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_match *m;
    exile_match *const sentinel = (exile_match *)&opts; /* any non-NULL address */

    (void)state;
    /* No place for the match. */
    assert_status(exile_match_create(NULL, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_match_create(NULL, &opts), EXILE_E_INVALID_ARGUMENT);

    /* Options of a version this library does not know; *out is untouched. */
    m = sentinel;
    opts.version = EXILE_MATCH_OPTIONS_VERSION + 1000u;
    assert_status(exile_match_create(&m, &opts), EXILE_E_VERSION);
    assert_ptr_equal(m, sentinel);
    opts.version = 0;
    assert_status(exile_match_create(&m, &opts), EXILE_E_VERSION);
    assert_ptr_equal(m, sentinel);
    opts.version = EXILE_MATCH_OPTIONS_VERSION;

    /* More rounds than a match counts is refused, not cut down. */
    opts.max_rounds = EXILE_MAX_ROUNDS_LIMIT + 1u;
    assert_status(exile_match_create(&m, &opts), EXILE_E_INVALID_ARGUMENT);
    assert_ptr_equal(m, sentinel);
    opts.max_rounds = EXILE_MAX_ROUNDS_LIMIT;
    assert_status(exile_match_create(&m, &opts), EXILE_OK);
    exile_match_destroy(m);
    opts.max_rounds = 0;

    /* NULL options are the defaults: a match with a decision to take. */
    m = NULL;
    assert_status(exile_match_create(&m, NULL), EXILE_OK);
    assert_non_null(m);
    assert_in_range(exile_match_to_act(m), 0, 1);
    assert_int_equal(exile_match_winner(m), -1);
    assert_int_equal(exile_match_action_count(m), 0);
    exile_match_destroy(m);
}

/* The defaults from the library equal the header's macro, member by member. */
static void test_options_init(void **state)
{
    const exile_match_options want = EXILE_MATCH_OPTIONS_INIT;
    exile_match_options got;

    (void)state;
    assert_int_equal(exile_match_options_size(EXILE_MATCH_OPTIONS_VERSION), sizeof(exile_match_options));
    assert_int_equal(exile_match_options_size(0), 0);
    assert_int_equal(exile_match_options_size(EXILE_MATCH_OPTIONS_VERSION + 1), 0);
    memset(&got, 0x5a, sizeof got);
    assert_status(exile_match_options_init(&got, EXILE_MATCH_OPTIONS_VERSION), EXILE_OK);
    assert_int_equal(got.version, want.version);
    assert_true(got.seed == want.seed);
    assert_int_equal(got.first_player, want.first_player);
    assert_int_equal(got.max_rounds, want.max_rounds);
    assert_null(got.loadout[0]);
    assert_null(got.loadout[1]);
    assert_null(got.allocator.alloc);
    assert_null(got.allocator.free);
    assert_null(got.allocator.user_data);
    assert_int_equal(got.flags, want.flags);
    for (int v = 0; v <= EXILE_OMNISCIENT; v++) {
        assert_null(got.observer[v]);
        assert_null(got.observer_data[v]);
    }
    /* Version 1, 0.1's layout, ends before the observers: they are not
     * written, and create reads none. */
    assert_int_equal(exile_match_options_size(1), offsetof(exile_match_options, observer));
    memset(&got, 0x5a, sizeof got);
    assert_status(exile_match_options_init(&got, 1), EXILE_OK);
    assert_int_equal(got.version, 1);
    assert_int_equal(got.first_player, -1);
    assert_null(got.loadout[0]);
    assert_int_equal(got.flags, 0);
    const unsigned char *tail = (const unsigned char *)&got + offsetof(exile_match_options, observer);
    for (size_t i = 0; i < sizeof got - offsetof(exile_match_options, observer); i++)
        assert_int_equal(tail[i], 0x5a);
    exile_match *m = NULL;
    assert_status(exile_match_create(&m, &got), EXILE_OK);
    exile_match_destroy(m);
    assert_status(exile_match_options_init(NULL, EXILE_MATCH_OPTIONS_VERSION), EXILE_E_INVALID_ARGUMENT);
    /* A layout this library does not know: nothing written. */
    exile_match_options before;
    memset(&got, 0x5a, sizeof got);
    before = got;
    assert_status(exile_match_options_init(&got, EXILE_MATCH_OPTIONS_VERSION + 1), EXILE_E_VERSION);
    assert_status(exile_match_options_init(&got, 0), EXILE_E_VERSION);
    assert_memory_equal(&got, &before, sizeof got);
}

static void test_null_handles(void **state)
{
    (void)state;
    exile_match_destroy(NULL); /* no-ops */
    exile_view_destroy(NULL);
    assert_int_equal(exile_match_legal_actions(NULL, NULL, 0), 0);
    assert_status(exile_match_apply(NULL, 0), EXILE_E_INVALID_ARGUMENT);
}

/*
 * Plays the match of each seed twice, in lockstep, choosing among the legal
 * actions with a PRNG seeded from the seed: both copies must offer the same
 * lists all along, and end with the same winner.
 */
static void test_random_matches_end_and_repeat(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        exile_match *a = create_seeded(seed), *b = create_seeded(seed);
        uint64_t rng = seed * 0x9e3779b97f4a7c15u + 1u;
        uint32_t steps = 0;

        while (exile_match_to_act(a) >= 0) {
            exile_action la[EXILE_MAX_LEGAL_ACTIONS], lb[EXILE_MAX_LEGAL_ACTIONS];
            size_t na = legal_actions(a, la), nb = legal_actions(b, lb);
            exile_action pick;

            assert_int_equal(exile_match_to_act(a), exile_match_to_act(b));
            assert_true(na > 0); /* a running match always offers an action */
            assert_int_equal(na, nb);
            assert_memory_equal(la, lb, na * sizeof la[0]);
            pick = la[xorshift64(&rng) % na];
            assert_status(exile_match_apply(a, pick), EXILE_OK);
            assert_status(exile_match_apply(b, pick), EXILE_OK);
            steps++;
            assert_int_equal(exile_match_action_count(a), steps);
            if (steps >= MAX_ACTIONS)
                fail_msg("seed %lu: no end after %u actions", (unsigned long)seed, steps);
        }
        assert_int_equal(exile_match_to_act(b), -1);
        assert_in_range(exile_match_winner(a), 0, 2);
        assert_int_equal(exile_match_winner(a), exile_match_winner(b));
        /* Over: nothing offered, nothing applied. */
        assert_int_equal(exile_match_legal_actions(a, NULL, 0), 0);
        assert_status(exile_match_apply(a, EXILE_ACTION(EXILE_ACT_END, 0)), EXILE_E_GAME_OVER);
        assert_int_equal(exile_match_action_count(a), steps);
        exile_match_destroy(a);
        exile_match_destroy(b);
    }
}

/* Checks that `bad` (not among acts[0..n-1]) is refused and changes nothing. */
static void check_refused(exile_match *m, const exile_action *acts, size_t n, exile_action bad)
{
    exile_action after[EXILE_MAX_LEGAL_ACTIONS];
    int to_act = exile_match_to_act(m);
    uint32_t count = exile_match_action_count(m);
    char *before_text = notation_of(m), *after_text;

    for (size_t i = 0; i < n; i++)
        assert_true(acts[i] != bad);
    assert_status(exile_match_apply(m, bad), EXILE_E_ILLEGAL_ACTION);
    assert_int_equal(exile_match_to_act(m), to_act);
    assert_int_equal(exile_match_action_count(m), count);
    assert_int_equal(legal_actions(m, after), n);
    assert_memory_equal(after, acts, n * sizeof acts[0]);
    after_text = notation_of(m);
    if (before_text) {
        assert_non_null(after_text);
        assert_string_equal(after_text, before_text);
    }
    free(before_text);
    free(after_text);
}

/*
 * At every decision of a few random matches, actions that are not offered
 * (the smallest code not offered, a random one, codes out of the action
 * space, an unknown kind) are refused with EXILE_E_ILLEGAL_ACTION and leave
 * the match as it was: same seat to act, same legal actions, same notation
 * (the notation part is skipped when this build does not write notation).
 */
static void test_illegal_actions_refused(void **state)
{
    (void)state;
    for (uint64_t seed = 101; seed <= 103; seed++) {
        exile_match *m = create_seeded(seed);
        uint64_t rng = seed;

        while (exile_match_to_act(m) >= 0) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = legal_actions(m, acts), i, j;
            exile_action smallest = 0, other;

            assert_true(n > 0);
            for (i = 0; i < n && acts[i] == smallest; i++)
                smallest++; /* the list is ascending */
            check_refused(m, acts, n, smallest);
            do {
                other = (exile_action)(xorshift64(&rng) % EXILE_ACTION_SPACE);
                for (j = 0; j < n && acts[j] != other; j++)
                    ;
            } while (j < n);
            check_refused(m, acts, n, other);
            check_refused(m, acts, n, EXILE_ACTION_SPACE);
            check_refused(m, acts, n, UINT32_MAX);
            check_refused(m, acts, n, EXILE_ACTION(EXILE_ACT_KIND_COUNT, 0));

            assert_status(exile_match_apply(m, acts[xorshift64(&rng) % n]), EXILE_OK);
            if (exile_match_action_count(m) >= MAX_ACTIONS)
                fail_msg("seed %lu: no end after %u actions", (unsigned long)seed, MAX_ACTIONS);
        }
        exile_match_destroy(m);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_version),
        cmocka_unit_test(test_status_str),
        cmocka_unit_test(test_create_arguments),
        cmocka_unit_test(test_options_init),
        cmocka_unit_test(test_null_handles),
        cmocka_unit_test(test_random_matches_end_and_repeat),
        cmocka_unit_test(test_illegal_actions_refused),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
