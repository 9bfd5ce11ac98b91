/*
 * The legal actions: however the list is asked for (the pure listing or
 * the one that keeps it, a buffer of any size, the count alone, first or
 * after another call) the answer is the same, long lists included, and
 * apply refuses what is not on it, whether the list was kept or not.
 * Client test: <exile/exile.h> only.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include <exile/exile.h>

enum { MATCHES = 1500 };

static uint64_t next_rand(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* The list of a match, kept (exile_match_legal_actions_keep) or not. */
static size_t list(exile_match *m, bool keep, exile_action *out, size_t cap)
{
    return keep ? exile_match_legal_actions_keep(m, out, cap) : exile_match_legal_actions(m, out, cap);
}

/* The list of @p m asked for in one of several ways, on a fresh copy:
 * @p way picks the first call's buffer and whether each call keeps. */
static size_t list_one_way(const exile_match *m, exile_match *scratch, unsigned way, exile_action *out)
{
    static const size_t caps[] = { 0, 1, 5, 31, 32, 33, EXILE_MAX_LEGAL_ACTIONS - 1, EXILE_MAX_LEGAL_ACTIONS };
    assert_int_equal(exile_match_copy(scratch, m), EXILE_OK);
    size_t first = caps[way % 8];
    exile_action part[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = list(scratch, way / 8 & 1, first ? part : NULL, first);
    /* The first call wrote min(n, cap) actions, and they are the list's first. */
    size_t again = list(scratch, way / 16 & 1, out, EXILE_MAX_LEGAL_ACTIONS);
    assert_int_equal(again, n);
    size_t wrote = n < first ? n : first;
    assert_memory_equal(part, out, wrote * sizeof *out);
    return n;
}

static void any_way_of_asking_gives_the_same_list(void **state)
{
    (void)state;
    exile_loadout lo[2];
    assert_int_equal(exile_recommended_loadout(2, &lo[0]), EXILE_OK); /* Box 2: its lists are the longest */
    assert_int_equal(exile_recommended_loadout(3, &lo[1]), EXILE_OK);
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.loadout[0] = &lo[0];
    o.loadout[1] = &lo[1];
    exile_match *scratch = NULL;
    assert_int_equal(exile_match_create(&scratch, &o), EXILE_OK);
    uint64_t rng = 11;
    size_t longest = 0;
    for (unsigned g = 0; g < MATCHES; g++) {
        exile_match *m = NULL;
        o.seed = 600u + g;
        assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
        exile_action want[EXILE_MAX_LEGAL_ACTIONS], got[EXILE_MAX_LEGAL_ACTIONS];
        size_t n;
        while ((n = list(m, g % 2, want, EXILE_MAX_LEGAL_ACTIONS)) > 0) {
            longest = n > longest ? n : longest;
            unsigned way = (unsigned)(next_rand(&rng) % 32);
            assert_int_equal(list_one_way(m, scratch, way, got), n);
            assert_memory_equal(got, want, n * sizeof *want);
            /* An action not listed is refused, listed or not before. */
            exile_action absent = EXILE_ACTION(EXILE_ACT_KIND_COUNT, 0);
            assert_int_equal(exile_match_apply(m, absent), EXILE_E_ILLEGAL_ACTION);
            assert_int_equal(exile_match_apply(m, want[next_rand(&rng) % n]), EXILE_OK);
        }
        exile_match_destroy(m);
    }
    exile_match_destroy(scratch);
    printf("the longest list: %zu actions\n", longest);
    assert_true(longest > 32); /* long lists were asked for in every way too */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(any_way_of_asking_gives_the_same_list),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
