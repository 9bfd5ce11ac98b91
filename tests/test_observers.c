/*
 * The observer's contract (exile.h, Events; doc/threads.md): an observer
 * may read the match it observes and that changes nothing; a call that
 * would change the match from inside its apply is refused with
 * EXILE_E_BUSY and changes nothing; a destroy from inside the apply is
 * carried out when the apply ends; the setup of exile_match_create(), heard
 * by the observers of the options, is busy as an apply is. Client test:
 * <exile/exile.h> only.
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

enum { NOTATION_CAP = 1 << 14 };

static exile_match *create_seeded(uint64_t seed)
{
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    exile_match *m = NULL;
    o.seed = seed;
    assert_status(exile_match_create(&m, &o), EXILE_OK);
    return m;
}

static void notation_of(const exile_match *m, char *buf)
{
    assert_status(exile_match_to_notation(m, buf, NOTATION_CAP), EXILE_OK);
}

/* An observer that lists the legal actions of the match on every event,
 * both ways: they list nothing, and keep nothing. */
static void list_on_every_event(const exile_event *ev, void *user_data)
{
    (void)ev;
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    assert_int_equal(exile_match_legal_actions(user_data, acts, EXILE_MAX_LEGAL_ACTIONS), 0);
    assert_int_equal(exile_match_legal_actions(user_data, acts, 4), 0);
    assert_int_equal(exile_match_legal_actions_keep(user_data, acts, EXILE_MAX_LEGAL_ACTIONS), 0);
    assert_int_equal(exile_match_legal_actions_keep(user_data, acts, 4), 0);
}

static bool listed(const exile_action *acts, size_t n, exile_action a)
{
    for (size_t i = 0; i < n; i++)
        if (acts[i] == a)
            return true;
    return false;
}

/*
 * A match whose seat-0 observer lists actions on every event plays exactly
 * as the same match without observers: at every decision it offers the
 * same list, refuses every action code the other refuses (all of them, in
 * the first matches), and accepts the action picked; the match lists with
 * exile_match_legal_actions_keep in every other match.
 */
static void an_observer_that_lists_changes_no_play(void **state)
{
    (void)state;
    enum { MATCHES = 100, FULLY_CHECKED = 8 };
    uint64_t rng = 77;
    char text_m[NOTATION_CAP], text_ref[NOTATION_CAP];
    for (unsigned g = 0; g < MATCHES; g++) {
        exile_match *m = create_seeded(g), *ref = create_seeded(g);
        assert_status(exile_match_observe(m, 0, list_on_every_event, m), EXILE_OK);
        exile_action want[EXILE_MAX_LEGAL_ACTIONS], got[EXILE_MAX_LEGAL_ACTIONS];
        size_t n;
        while ((n = exile_match_legal_actions(ref, want, EXILE_MAX_LEGAL_ACTIONS)) > 0) {
            bool keep = g % 2;
            if (keep)
                assert_int_equal(exile_match_legal_actions_keep(m, got, EXILE_MAX_LEGAL_ACTIONS), n);
            if (g < FULLY_CHECKED)
                for (exile_action a = 0; a < EXILE_ACTION(EXILE_ACT_KIND_COUNT, 0); a++)
                    if (!listed(want, n, a))
                        assert_status(exile_match_apply(m, a), EXILE_E_ILLEGAL_ACTION);
            assert_int_equal(exile_match_legal_actions(m, got, EXILE_MAX_LEGAL_ACTIONS), n);
            assert_memory_equal(got, want, n * sizeof *want);
            exile_action pick = want[xorshift64(&rng) % n];
            assert_status(exile_match_apply(m, pick), EXILE_OK);
            assert_status(exile_match_apply(ref, pick), EXILE_OK);
        }
        assert_int_equal(exile_match_winner(m), exile_match_winner(ref));
        notation_of(m, text_m);
        notation_of(ref, text_ref);
        assert_string_equal(text_m, text_ref);
        exile_match_destroy(m);
        exile_match_destroy(ref);
    }
}

/* What the busy observer works with. */
typedef struct busy_probe {
    exile_match *m;     /* the match observed */
    exile_match *other; /* another match */
    unsigned long events;
} busy_probe;

/* On every event: every call that would change the match is refused with
 * EXILE_E_BUSY and changes nothing; reads answer, and no decision is
 * pending while the rules run. */
static void try_to_change_the_match(const exile_event *ev, void *user_data)
{
    (void)ev;
    busy_probe *p = user_data;
    static char before[NOTATION_CAP], after[NOTATION_CAP];
    p->events++;
    notation_of(p->m, before);
    assert_status(exile_match_apply(p->m, EXILE_ACTION(EXILE_ACT_END, 0)), EXILE_E_BUSY);
    assert_status(exile_match_copy(p->m, p->other), EXILE_E_BUSY);
    assert_status(exile_match_copy(p->m, p->m), EXILE_E_BUSY);
    assert_status(exile_match_observe(p->m, 1, try_to_change_the_match, p), EXILE_E_BUSY);
    assert_status(exile_match_observe(p->m, EXILE_OMNISCIENT, NULL, NULL), EXILE_E_BUSY);
    assert_status(exile_match_determinize(p->m, p->other, 0, 5), EXILE_E_BUSY);
    assert_status(exile_match_determinize(p->m, p->m, 1, 5), EXILE_E_BUSY);
    notation_of(p->m, after);
    assert_string_equal(after, before);

    assert_int_equal(exile_match_to_act(p->m), -1);
    assert_int_equal(exile_match_legal_actions(p->m, NULL, 0), 0);
    assert_int_equal(exile_match_legal_actions_keep(p->m, NULL, 0), 0);
    exile_match *c = NULL;
    assert_status(exile_match_clone(&c, p->m), EXILE_OK);
    exile_match_destroy(c);
    /* Another match is no busy one: it may be changed, from the busy one too. */
    assert_status(exile_match_copy(p->other, p->m), EXILE_OK);
    assert_status(exile_match_determinize(p->other, p->m, 0, 9), EXILE_OK);
}

static void calls_that_change_a_match_in_its_apply_are_refused(void **state)
{
    (void)state;
    uint64_t rng = 3;
    char text_m[NOTATION_CAP], text_ref[NOTATION_CAP];
    for (uint64_t seed = 0; seed < 5; seed++) {
        exile_match *m = create_seeded(seed), *ref = create_seeded(seed);
        busy_probe p = { m, create_seeded(99), 0 };
        assert_status(exile_match_observe(m, EXILE_OMNISCIENT, try_to_change_the_match, &p), EXILE_OK);
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n;
        while ((n = exile_match_legal_actions(ref, acts, EXILE_MAX_LEGAL_ACTIONS)) > 0) {
            exile_action pick = acts[xorshift64(&rng) % n];
            assert_status(exile_match_apply(m, pick), EXILE_OK);
            assert_status(exile_match_apply(ref, pick), EXILE_OK);
        }
        assert_true(p.events > 0);
        notation_of(m, text_m);
        notation_of(ref, text_ref);
        assert_string_equal(text_m, text_ref);
        /* Out of the apply, the same calls are taken again. */
        assert_status(exile_match_observe(m, EXILE_OMNISCIENT, NULL, NULL), EXILE_OK);
        assert_status(exile_match_copy(m, p.other), EXILE_OK);
        exile_match_destroy(p.other);
        exile_match_destroy(m);
        exile_match_destroy(ref);
    }
}

/* An allocator that counts what it hands out and takes back. */
typedef struct counts {
    unsigned long allocs, frees;
} counts;

static void *counted_alloc(size_t size, void *user_data)
{
    ((counts *)user_data)->allocs++;
    return malloc(size);
}

static void counted_free(void *ptr, void *user_data)
{
    ((counts *)user_data)->frees++;
    free(ptr);
}

typedef struct destroyer {
    exile_match *m;
    unsigned long events_after; /* events received after the destroy */
    bool destroyed;
} destroyer;

static void destroy_on_first_event(const exile_event *ev, void *user_data)
{
    (void)ev;
    destroyer *d = user_data;
    if (d->destroyed) {
        d->events_after++;
        return;
    }
    d->destroyed = true;
    exile_match_destroy(d->m);
    /* The match is still there until its apply returns. */
    assert_int_equal(exile_match_to_act(d->m), -1);
    assert_int_equal(exile_match_winner(d->m), -1);
}

/*
 * A destroy from inside the apply is carried out when the apply ends: the
 * apply runs to its end, no observer hears anything more, and the match is
 * freed exactly once, through its allocator.
 */
static void a_destroy_in_the_apply_waits_for_its_end(void **state)
{
    (void)state;
    counts c = { 0, 0 };
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.allocator.alloc = counted_alloc;
    o.allocator.free = counted_free;
    o.allocator.user_data = &c;
    exile_match *m = NULL;
    assert_status(exile_match_create(&m, &o), EXILE_OK);
    destroyer d = { m, 0, false };
    assert_status(exile_match_observe(m, 0, destroy_on_first_event, &d), EXILE_OK);
    assert_status(exile_match_observe(m, EXILE_OMNISCIENT, destroy_on_first_event, &d), EXILE_OK);
    exile_action a;
    assert_int_equal(exile_match_legal_actions(m, &a, 1) > 0, 1);
    assert_status(exile_match_apply(m, a), EXILE_OK);
    assert_true(d.destroyed);
    assert_int_equal(d.events_after, 0);
    assert_int_equal(c.allocs, 1);
    assert_int_equal(c.frees, 1);
}

/* What an observer of the options finds during the setup. */
typedef struct setup_probe {
    exile_match **out; /* where exile_match_create writes the match */
    exile_match *other;
    unsigned long events, refused;
    bool destroy;
} setup_probe;

static void change_it_in_the_setup(const exile_event *ev, void *user_data)
{
    (void)ev;
    setup_probe *p = user_data;
    exile_match *m = *p->out;
    p->events++;
    if (p->destroy) {
        exile_match_destroy(m);
        return;
    }
    p->refused += exile_match_apply(m, EXILE_ACTION(EXILE_ACT_END, 0)) == EXILE_E_BUSY;
    p->refused += exile_match_copy(m, p->other) == EXILE_E_BUSY;
    p->refused += exile_match_observe(m, 0, NULL, NULL) == EXILE_E_BUSY;
    p->refused += exile_match_determinize(m, p->other, 0, 1) == EXILE_E_BUSY;
    assert_int_equal(exile_match_to_act(m), -1);
}

/*
 * The observers of the options hear the setup inside exile_match_create():
 * the match is busy there as in an apply (the same match as one created
 * without them), and a destroy by one of them is carried out at the
 * setup's end, which leaves no match.
 */
static void the_setup_is_busy_as_an_apply(void **state)
{
    (void)state;
    char text_m[NOTATION_CAP], text_ref[NOTATION_CAP];
    exile_match *m = NULL, *ref = create_seeded(12);
    setup_probe p = { &m, create_seeded(99), 0, 0, false };
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.seed = 12;
    o.observer[EXILE_OMNISCIENT] = change_it_in_the_setup;
    o.observer_data[EXILE_OMNISCIENT] = &p;
    assert_status(exile_match_create(&m, &o), EXILE_OK);
    assert_true(p.events > 0);
    assert_int_equal(p.refused, 4 * p.events);
    notation_of(m, text_m);
    notation_of(ref, text_ref);
    assert_string_equal(text_m, text_ref);
    exile_match_destroy(m);

    counts c = { 0, 0 };
    o.allocator.alloc = counted_alloc;
    o.allocator.free = counted_free;
    o.allocator.user_data = &c;
    p.destroy = true;
    assert_status(exile_match_create(&m, &o), EXILE_OK);
    assert_null(m);
    assert_int_equal(c.allocs, 1);
    assert_int_equal(c.frees, 1);
    exile_match_destroy(p.other);
    exile_match_destroy(ref);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(an_observer_that_lists_changes_no_play),
        cmocka_unit_test(calls_that_change_a_match_in_its_apply_are_refused),
        cmocka_unit_test(a_destroy_in_the_apply_waits_for_its_end),
        cmocka_unit_test(the_setup_is_busy_as_an_apply),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
