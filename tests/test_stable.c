/*
 * What clients rely on across releases and at run time: the action codes of
 * a recorded match (the encoding is stable, doc/notation.md and exile.h),
 * distinct actions formatting to distinct texts, and no heap allocation
 * after exile_match_create (search bots apply millions of actions).
 * Public API only.
 *
 * Usage: test_stable CANONICAL_GOLDEN ANY_ORDER_GOLDEN [--write]
 * (the recorded match with EXILE_MATCH_CANONICAL_STAMINA, and without)
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

static const char *golden_path[2]; /* the canonical Stamina order, any order */
static int write_golden;

enum { GOLDEN_ACTIONS = 400, TEXT = 256 };

static uint64_t next_rand(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* Seed 7, both seats choosing with a fixed generator: "CODE TEXT" lines. */
static char *record_match(unsigned flags)
{
    static char out[GOLDEN_ACTIONS * (TEXT + 16)];
    size_t len = 0;
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.seed = 7;
    o.flags = flags;
    exile_match *m;
    assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
    uint64_t rng = 0x5eed;
    for (unsigned i = 0; i < GOLDEN_ACTIONS && exile_match_to_act(m) >= 0; i++) {
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
        exile_action a = acts[next_rand(&rng) % n];
        char text[TEXT];
        assert_int_equal(exile_action_format(m, a, text, sizeof text), EXILE_OK);
        len += (size_t)snprintf(out + len, sizeof out - len, "%u %s\n", (unsigned)a, text);
        assert_int_equal(exile_match_apply(m, a), EXILE_OK);
    }
    exile_match_destroy(m);
    return out;
}

static void codes_are_stable(const char *path, unsigned flags)
{
    const char *now = record_match(flags);
    if (write_golden) {
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fputs(now, f);
        fclose(f);
        return;
    }
    FILE *f = fopen(path, "r");
    if (!f)
        fail_msg("no golden file %s (write it with --write)", path);
    static char before[GOLDEN_ACTIONS * (TEXT + 16)];
    size_t n = fread(before, 1, sizeof before - 1, f);
    fclose(f);
    before[n] = '\0';
    /* A change here changes what recorded actions mean: bump the major
     * version, or fix the regression. */
    assert_string_equal(before, now);
}

static void action_codes_are_stable(void **state)
{
    (void)state;
    codes_are_stable(golden_path[0], EXILE_MATCH_CANONICAL_STAMINA);
    codes_are_stable(golden_path[1], 0);
}

/* Distinct legal actions format to distinct texts, and each text reads back
 * to its action, all along random matches. */
static void distinct_actions_distinct_texts(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 200; seed++) {
        exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
        o.seed = seed;
        exile_match *m;
        assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
        uint64_t rng = seed + 1;
        while (exile_match_to_act(m) >= 0) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
            static char texts[EXILE_MAX_LEGAL_ACTIONS][TEXT];
            for (size_t i = 0; i < n; i++) {
                assert_int_equal(exile_action_format(m, acts[i], texts[i], TEXT), EXILE_OK);
                exile_action back;
                assert_int_equal(exile_action_parse(m, texts[i], &back), EXILE_OK);
                assert_int_equal(back, acts[i]);
                for (size_t j = 0; j < i; j++)
                    assert_string_not_equal(texts[i], texts[j]);
            }
            assert_int_equal(exile_match_apply(m, acts[next_rand(&rng) % n]), EXILE_OK);
        }
        exile_match_destroy(m);
    }
}

static size_t allocations;

static void *counting_alloc(size_t size, void *user_data)
{
    (void)user_data;
    allocations++;
    return malloc(size);
}

static void counting_free(void *ptr, void *user_data)
{
    (void)user_data;
    free(ptr);
}

/* After exile_match_create, playing allocates nothing: listing, applying,
 * refusing, copying into a match one already has, determinizing, writing
 * notation and saves into one's own buffers. */
static void no_allocation_after_create(void **state)
{
    (void)state;
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.allocator.alloc = counting_alloc;
    o.allocator.free = counting_free;
    for (uint64_t seed = 0; seed < 50; seed++) {
        o.seed = seed;
        exile_match *m, *scratch;
        assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
        assert_int_equal(exile_match_clone(&scratch, m), EXILE_OK);
        size_t after_create = allocations;
        static char text[16384];
        static unsigned char save[8192];
        uint64_t rng = seed + 3;
        while (exile_match_to_act(m) >= 0) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
            exile_match_apply(m, EXILE_ACTION_SPACE - 1); /* refused */
            assert_int_equal(exile_match_copy(scratch, m), EXILE_OK);
            assert_int_equal(exile_match_determinize(scratch, m, exile_match_to_act(m), rng), EXILE_OK);
            assert_int_equal(exile_match_to_notation(m, text, sizeof text), EXILE_OK);
            assert_int_equal(exile_match_save(m, save, sizeof save, NULL), EXILE_OK);
            assert_int_equal(exile_match_apply(m, acts[next_rand(&rng) % n]), EXILE_OK);
        }
        assert_int_equal(allocations, after_create);
        exile_match_destroy(scratch);
        exile_match_destroy(m);
    }
    assert_true(allocations > 0); /* the hooks were used */
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: test_stable CANONICAL_GOLDEN ANY_ORDER_GOLDEN [--write]\n");
        return 2;
    }
    golden_path[0] = argv[1];
    golden_path[1] = argv[2];
    write_golden = argc > 3 && strcmp(argv[3], "--write") == 0;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(action_codes_are_stable),
        cmocka_unit_test(distinct_actions_distinct_texts),
        cmocka_unit_test(no_allocation_after_create),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
