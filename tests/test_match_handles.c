/*
 * Handles and the typed viewer:
 *  - exile_match_alloc makes a handle through its allocator, holding the
 *    default match, to copy or determinize into;
 *  - exile_match_reset sets a match up in a handle exactly as
 *    exile_match_create does, the handle's watchers hearing the setup that
 *    the observers of the options hear, without allocating; it refuses
 *    bad options (the match unchanged) and its own observers (busy);
 *  - exile_match_get_as answers what exile_match_get answers, for every
 *    field, viewer and seat, over random matches of both boxes
 *    (check-viewer-typed checks that its arguments cannot be swapped).
 * Client test: <exile/exile.h> only.
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <exile/exile.h>

#include "client_test.h"
#include "state_fields.h"

/* An allocator that counts what it hands out and takes back. */
typedef struct counted {
    int allocs, frees;
} counted;

static void *count_alloc(size_t size, void *user_data)
{
    ((counted *)user_data)->allocs++;
    return malloc(size);
}

static void count_free(void *ptr, void *user_data)
{
    ((counted *)user_data)->frees++;
    free(ptr);
}

static char *notation(const exile_match *m)
{
    static char buf[2][EXILE_NOTATION_MAX];
    static int which;
    which ^= 1;
    assert_status(exile_match_to_notation(m, buf[which], sizeof buf[which]), EXILE_OK);
    return buf[which];
}

static exile_match_options box_options(int box, uint64_t seed, exile_loadout lo[2])
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    for (int s = 0; s < 2; s++) {
        assert_status(exile_recommended_loadout(2 * box + s, &lo[s]), EXILE_OK);
        opts.loadout[s] = &lo[s];
    }
    opts.seed = seed;
    return opts;
}

static void alloc_makes_a_handle_to_copy_into(void **state)
{
    exile_match *h = NULL, *ref = NULL, *src = NULL;
    counted c = { 0, 0 };
    exile_allocator a = { count_alloc, count_free, &c }, half = { count_alloc, NULL, &c };
    (void)state;
    assert_status(exile_match_alloc(NULL, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_match_alloc(&h, &half), EXILE_E_INVALID_ARGUMENT);
    assert_null(h);
    /* It holds the default match, every call works on it. */
    assert_status(exile_match_alloc(&h, NULL), EXILE_OK);
    assert_status(exile_match_create(&ref, NULL), EXILE_OK);
    assert_string_equal(notation(h), notation(ref));
    assert_true(exile_match_to_act(h) >= 0);
    exile_match_destroy(h);
    /* Through the allocator given; copies and samples into it allocate nothing. */
    assert_status(exile_match_alloc(&h, &a), EXILE_OK);
    assert_int_equal(c.allocs, 1);
    exile_loadout lo[2];
    exile_match_options opts = box_options(1, 9, lo);
    assert_status(exile_match_create(&src, &opts), EXILE_OK);
    assert_status(exile_match_copy(h, src), EXILE_OK);
    assert_string_equal(notation(h), notation(src));
    assert_status(exile_match_determinize(h, src, 0, 5), EXILE_OK);
    assert_int_equal(c.allocs, 1);
    exile_match_destroy(h);
    assert_int_equal(c.frees, 1);
    exile_match_destroy(src);
    exile_match_destroy(ref);
}

/* What a seat's observer or watcher heard. */
typedef struct heard {
    int n;
    exile_event ev[512];
} heard;

static void observe_into(const exile_event *ev, void *user_data)
{
    heard *h = user_data;
    assert_true(h->n < 512);
    h->ev[h->n++] = *ev;
}

static void watch_into(const exile_match *m, const exile_event *ev, unsigned flags, void *user_data)
{
    (void)m;
    assert_int_equal(flags, 0); /* no action in a setup: no echo */
    observe_into(ev, user_data);
}

static void reset_is_create_in_a_handle(void **state)
{
    (void)state;
    counted c = { 0, 0 };
    exile_allocator a = { count_alloc, count_free, &c };
    exile_match *h = NULL;
    assert_status(exile_match_alloc(&h, &a), EXILE_OK);
    static heard watched[3], observed[3];
    for (int box = 0; box < 2; box++)
        for (uint64_t seed = 1; seed <= 40; seed++) {
            exile_loadout lo[2];
            exile_match_options opts = box_options(box, seed, lo);
            opts.first_player = (int)(seed % 3) - 1;
            opts.flags = seed % 2 ? EXILE_MATCH_CANONICAL_STAMINA : 0u;
            opts.max_rounds = (unsigned)seed;
            for (int v = 0; v < 3; v++) {
                watched[v].n = observed[v].n = 0;
                assert_status(exile_match_watch(h, v, watch_into, &watched[v]), EXILE_OK);
                opts.observer[v] = observe_into;
                opts.observer_data[v] = &observed[v];
            }
            exile_match *ref = NULL;
            assert_status(exile_match_create(&ref, &opts), EXILE_OK);
            for (int v = 0; v < 3; v++)
                opts.observer[v] = NULL;
            assert_status(exile_match_reset(h, &opts), EXILE_OK);
            assert_string_equal(notation(h), notation(ref));
            for (int v = 0; v < 3; v++) {
                /* The handle's watchers heard the setup the options' observers heard. */
                assert_true(watched[v].n > 0);
                assert_int_equal(watched[v].n, observed[v].n);
                assert_memory_equal(watched[v].ev, observed[v].ev, (size_t)watched[v].n * sizeof(exile_event));
            }
            exile_match_destroy(ref);
        }
    /* Reset allocates nothing: the handle keeps its own allocator. */
    assert_int_equal(c.allocs, 1);
    /* The observers of the options replace the handle's, for their seats only. */
    static heard mine, theirs;
    mine.n = theirs.n = 0;
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    opts.observer[1] = observe_into;
    opts.observer_data[1] = &theirs;
    assert_status(exile_match_watch(h, 0, watch_into, &mine), EXILE_OK);
    assert_status(exile_match_watch(h, 1, watch_into, &mine), EXILE_OK);
    assert_status(exile_match_watch(h, 2, NULL, NULL), EXILE_OK);
    assert_status(exile_match_reset(h, &opts), EXILE_OK);
    assert_true(mine.n > 0 && theirs.n > 0);
    /* Seat 0's watcher and seat 1's observer heard a setup each. */
    assert_int_equal(mine.ev[0].kind, theirs.ev[0].kind);
    /* NULL options are the defaults. */
    exile_match *ref = NULL;
    assert_status(exile_match_create(&ref, NULL), EXILE_OK);
    assert_status(exile_match_reset(h, NULL), EXILE_OK);
    assert_string_equal(notation(h), notation(ref));
    exile_match_destroy(ref);
    exile_match_destroy(h);
    assert_int_equal(c.frees, 1);
}

static void reset_refuses_bad_options(void **state)
{
    (void)state;
    exile_match *m = NULL;
    exile_loadout lo[2];
    exile_match_options opts = box_options(1, 3, lo);
    assert_status(exile_match_create(&m, &opts), EXILE_OK);
    char before[EXILE_NOTATION_MAX];
    strcpy(before, notation(m));
    exile_loadout bad = lo[0];
    bad.kit = "GR-99";
    static const struct {
        int what;
        exile_status want;
    } cases[] = { { 0, EXILE_E_VERSION }, { 1, EXILE_E_INVALID_ARGUMENT }, { 2, EXILE_E_INVALID_ARGUMENT },
                  { 3, EXILE_E_INVALID_ARGUMENT }, { 4, EXILE_E_NOT_FOUND } };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        exile_match_options o = opts;
        switch (cases[i].what) {
        case 0: o.version = 99u; break;
        case 1: o.first_player = 2; break;
        case 2: o.flags = 1u << 30; break;
        case 3: o.max_rounds = EXILE_MAX_ROUNDS_LIMIT + 1u; break;
        default: o.loadout[0] = &bad; break;
        }
        assert_status(exile_match_reset(m, &o), cases[i].want);
        assert_status(exile_match_errcode(m), cases[i].want);
        assert_string_equal(notation(m), before);
    }
    assert_status(exile_match_reset(NULL, &opts), EXILE_E_INVALID_ARGUMENT);
    /* A version 1 struct is read without its observers. */
    exile_match_options v1 = opts;
    v1.version = 1u;
    assert_status(exile_match_reset(m, &v1), EXILE_OK);
    assert_status(exile_match_errcode(m), EXILE_OK);
    exile_match_destroy(m);
}

static int resets;

/* An observer that resets its own match: refused, nothing changed. */
static void reset_from_inside(const exile_match *m, const exile_event *ev, unsigned flags, void *user_data)
{
    (void)m, (void)ev, (void)flags;
    assert_status(exile_match_reset(user_data, NULL), EXILE_E_BUSY);
    resets++;
}

static void destroy_from_inside(const exile_match *m, const exile_event *ev, unsigned flags, void *user_data)
{
    (void)m, (void)ev, (void)flags;
    exile_match_destroy(user_data);
    resets++;
}

static void reset_is_busy_as_a_setup(void **state)
{
    (void)state;
    exile_match *m = NULL;
    counted c = { 0, 0 };
    exile_allocator a = { count_alloc, count_free, &c };
    assert_status(exile_match_alloc(&m, &a), EXILE_OK);
    assert_status(exile_match_watch(m, 0, reset_from_inside, m), EXILE_OK);
    resets = 0;
    assert_status(exile_match_reset(m, NULL), EXILE_OK);
    assert_true(resets > 0);
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    assert_true(exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS) > 0);
    assert_status(exile_match_apply(m, acts[0]), EXILE_OK);
    /* Destroyed by its watcher during the setup, it is freed at its end. */
    assert_status(exile_match_watch(m, 0, destroy_from_inside, m), EXILE_OK);
    resets = 0;
    assert_status(exile_match_reset(m, NULL), EXILE_OK);
    assert_int_equal(resets, 1);
    assert_int_equal(c.frees, 1);
}

static void get_as_is_get(void **state)
{
    (void)state;
    uint64_t rng = 41;
    for (int box = 0; box < 2; box++)
        for (uint64_t g = 1; g <= 20; g++) {
            exile_match *m = state_box_match(box, g);
            while (exile_match_to_act(m) >= 0) {
                for (int k = 0; k < state_field_count; k++) {
                    const field_info *f = &state_fields[k];
                    for (int viewer = -1; viewer <= 3; viewer++)
                        for (int seat = -1; seat <= 2; seat++)
                            for (int index = -1; index <= 2; index++)
                                assert_int_equal(exile_match_get_as(m, exile_viewer_of(viewer), f->field, seat, index),
                                                 exile_match_get(m, viewer, f->field, seat, index));
                }
                exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
                size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
                assert_status(exile_match_apply(m, acts[xorshift64(&rng) % n]), EXILE_OK);
            }
            exile_match_destroy(m);
        }
    assert_int_equal(exile_match_get_as(NULL, exile_viewer_of(0), EXILE_FIELD_HP, 0, 0), EXILE_NO_VALUE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(alloc_makes_a_handle_to_copy_into),
        cmocka_unit_test(reset_is_create_in_a_handle),
        cmocka_unit_test(reset_refuses_bad_options),
        cmocka_unit_test(reset_is_busy_as_a_setup),
        cmocka_unit_test(get_as_is_get),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
