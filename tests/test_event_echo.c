/*
 * Watchers (exile_match_watch) and the echo of an action (EXILE_EVENT_ECHO,
 * exile.h): over random matches of both boxes, with a watcher on each seat
 * and an omniscient one,
 *  - every event of an apply that repeats its action (the first event, of
 *    the kind the action's kind repeats, about the acting seat and the slot
 *    it names) is flagged for each watcher that heard the action whole,
 *    and no other event is flagged, for any watcher;
 *  - an attack, a declared cost, a tap, an unlock, an unleash and an End
 *    always have their echo for the acting seat (unless the match ends
 *    first);
 *  - a watcher hears the events an observer of exile_match_observe()
 *    hears, each handed the match, and reads the match from it;
 * and a watcher and an observer replace each other, and clones and copies
 * treat watchers as they treat observers. Client test: <exile/exile.h> only.
 *
 * usage: test_event_echo [MATCHES]   (per box; 300 by default)
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

static unsigned long matches = 300;

enum { LOG_CAP = 4096 };

/* What one watcher heard in one apply. */
typedef struct heard {
    const exile_match *m; /* the match each watcher call was handed */
    int n;
    exile_event ev[LOG_CAP];
    unsigned flags[LOG_CAP];
} heard;

static void watch_into(const exile_match *m, const exile_event *ev, unsigned flags, void *user_data)
{
    heard *h = user_data;
    assert_true(h->n < LOG_CAP);
    /* The match handed is the match, readable in the apply. */
    assert_ptr_equal(m, h->m);
    assert_int_equal(exile_match_to_act(m), -1);
    h->ev[h->n] = *ev;
    h->flags[h->n++] = flags;
}

static void observe_into(const exile_event *ev, void *user_data)
{
    heard *h = user_data;
    assert_true(h->n < LOG_CAP);
    h->ev[h->n] = *ev;
    h->flags[h->n++] = 0;
}

/* The test's own reading of EXILE_EVENT_ECHO: the kind of event that
 * repeats an action of kind @p k, or -1, and whether it names the slot. */
static int echo_kind_of(exile_action_kind k, bool *slot)
{
    *slot = k == EXILE_ACT_TAP || k == EXILE_ACT_UNTAP || k == EXILE_ACT_SUFFOCATE || k == EXILE_ACT_UNLOCK_MEMORY ||
            k == EXILE_ACT_TURN_BACK || k == EXILE_ACT_REARM || k == EXILE_ACT_UNLOCK_UPGRADE;
    switch (k) {
    case EXILE_ACT_ATTACK_UP:
    case EXILE_ACT_ATTACK_DOWN:
    case EXILE_ACT_FINISHER: return EXILE_EV_ATTACK;
    case EXILE_ACT_DECLARE: return EXILE_EV_DECLARED;
    case EXILE_ACT_TAP:
    case EXILE_ACT_UNTAP:
    case EXILE_ACT_SUFFOCATE:
    case EXILE_ACT_UNLOCK_MEMORY:
    case EXILE_ACT_TURN_BACK: return EXILE_EV_MEMORY;
    case EXILE_ACT_REARM:
    case EXILE_ACT_UNLOCK_UPGRADE: return EXILE_EV_GEAR;
    case EXILE_ACT_UNLEASH: return EXILE_EV_UNLEASHED;
    case EXILE_ACT_END: return EXILE_EV_SPENT;
    default: return -1;
    }
}

/* Kinds whose echo always follows in their own apply, unless the match
 * ends first (an End that costs the last HP). */
static bool always_echoed(exile_action_kind k)
{
    return k == EXILE_ACT_ATTACK_UP || k == EXILE_ACT_ATTACK_DOWN || k == EXILE_ACT_DECLARE ||
           k == EXILE_ACT_TAP || k == EXILE_ACT_UNLOCK_MEMORY || k == EXILE_ACT_UNLOCK_UPGRADE ||
           k == EXILE_ACT_UNLEASH || k == EXILE_ACT_END;
}

/* The apply of @p a by @p seat as watcher @p v heard it: the echo is
 * flagged where the test expects it, and nothing else is. Returns whether
 * it had an echo. */
static bool check_apply(const heard *h, int v, int seat, exile_action a)
{
    assert_true(h->n >= 1);
    assert_int_equal(h->ev[0].kind, EXILE_EV_ACTION);
    assert_int_equal(h->ev[0].seat, seat);
    assert_int_equal(h->flags[0], 0);
    exile_action told = (exile_action)h->ev[0].amount;
    bool slot;
    int kind = echo_kind_of(EXILE_ACTION_KIND(a), &slot);
    bool whole = told == a || EXILE_ACTION_KIND(a) == EXILE_ACT_ATTACK_DOWN;
    int want = -1;
    for (int i = 1; i < h->n && kind >= 0 && want < 0; i++)
        if ((int)h->ev[i].kind == kind && h->ev[i].seat == seat && (!slot || h->ev[i].amount == EXILE_ACTION_ARG(a)))
            want = i;
    if (!whole)
        want = -1;
    for (int i = 1; i < h->n; i++) {
        assert_int_equal(h->flags[i] & ~(unsigned)EXILE_EVENT_ECHO, 0);
        if ((i == want) != ((h->flags[i] & EXILE_EVENT_ECHO) != 0))
            fail_msg("watcher %d, action %u of seat %d: event %d (kind %d) is %sflagged, the echo is event %d", v,
                     (unsigned)a, seat, i, h->ev[i].kind, h->flags[i] ? "" : "not ", want);
    }
    return want > 0;
}

static void play_box(int box)
{
    uint64_t rng = UINT64_C(0x5851f42d4c957f2d) * (box ? 3u : 1u);
    unsigned long actions = 0, echoes = 0;
    static heard watched[3], observed[3];
    for (unsigned long g = 0; g < matches; g++) {
        exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
        exile_loadout lo[2];
        exile_match *m = NULL, *twin = NULL;
        for (int s = 0; s < 2; s++) {
            assert_status(exile_recommended_loadout(2 * box + s, &lo[s]), EXILE_OK);
            opts.loadout[s] = &lo[s];
        }
        opts.seed = g + 1;
        assert_status(exile_match_create(&m, &opts), EXILE_OK);
        assert_status(exile_match_create(&twin, &opts), EXILE_OK);
        for (int v = 0; v < 3; v++) {
            watched[v].m = m;
            assert_status(exile_match_watch(m, v, watch_into, &watched[v]), EXILE_OK);
            assert_status(exile_match_observe(twin, v, observe_into, &observed[v]), EXILE_OK);
        }
        while (exile_match_to_act(m) >= 0) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
            assert_true(n > 0);
            exile_action a = acts[xorshift64(&rng) % n];
            int seat = exile_match_to_act(m);
            for (int v = 0; v < 3; v++)
                watched[v].n = observed[v].n = 0;
            assert_status(exile_match_apply(m, a), EXILE_OK);
            assert_status(exile_match_apply(twin, a), EXILE_OK);
            for (int v = 0; v < 3; v++) {
                /* The same events as an observer hears. */
                assert_int_equal(watched[v].n, observed[v].n);
                assert_memory_equal(watched[v].ev, observed[v].ev, (size_t)watched[v].n * sizeof(exile_event));
                bool echoed = check_apply(&watched[v], v, seat, a);
                if (v == seat && always_echoed(EXILE_ACTION_KIND(a)) && !echoed && exile_match_winner(m) < 0) {
                    for (int i = 0; i < watched[v].n; i++)
                        print_message("event %d: kind %d seat %d amount %d value %d\n", i, watched[v].ev[i].kind,
                                      watched[v].ev[i].seat, watched[v].ev[i].amount, watched[v].ev[i].value);
                    fail_msg("seat %d's action %u has no echo (match %lu)", seat, (unsigned)a, g);
                }
                echoes += echoed;
            }
            actions++;
        }
        exile_match_destroy(m);
        exile_match_destroy(twin);
    }
    /* Echoes are common: most turns tap, declare, attack or end. */
    assert_true(echoes > actions / 4);
}

static void box1_echoes_are_flagged(void **state)
{
    (void)state;
    play_box(0);
}

static void box2_echoes_are_flagged(void **state)
{
    (void)state;
    play_box(1);
}

static int calls;

static void count_watch(const exile_match *m, const exile_event *ev, unsigned flags, void *user_data)
{
    (void)m, (void)ev, (void)flags;
    assert_ptr_equal(user_data, &calls);
    calls++;
}

static void count_observe(const exile_event *ev, void *user_data)
{
    (void)ev;
    assert_ptr_equal(user_data, &calls);
    calls += 1000;
}

/* A watcher may not change its match: set an observer from inside. */
static void watch_from_inside(const exile_match *m, const exile_event *ev, unsigned flags, void *user_data)
{
    exile_match *self = user_data;
    (void)ev, (void)flags;
    assert_ptr_equal(m, self);
    assert_status(exile_match_watch(self, 1, count_watch, &calls), EXILE_E_BUSY);
    assert_status(exile_match_observe(self, 1, count_observe, &calls), EXILE_E_BUSY);
}

static exile_action first_action(const exile_match *m)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    assert_true(exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS) > 0);
    return acts[0];
}

static void watchers_and_observers_replace_each_other(void **state)
{
    exile_match *m = NULL, *c = NULL;
    (void)state;
    assert_status(exile_match_create(&m, NULL), EXILE_OK);
    assert_status(exile_match_watch(NULL, 0, count_watch, &calls), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_match_watch(m, 3, count_watch, &calls), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_match_errcode(m), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_match_watch(m, -1, count_watch, &calls), EXILE_E_INVALID_ARGUMENT);
    /* A watcher replaces the observer, and the observer the watcher. */
    assert_status(exile_match_observe(m, 0, count_observe, &calls), EXILE_OK);
    assert_status(exile_match_watch(m, 0, count_watch, &calls), EXILE_OK);
    calls = 0;
    assert_status(exile_match_apply(m, first_action(m)), EXILE_OK);
    assert_true(calls > 0 && calls < 1000);
    assert_status(exile_match_observe(m, 0, count_observe, &calls), EXILE_OK);
    calls = 0;
    assert_status(exile_match_apply(m, first_action(m)), EXILE_OK);
    assert_true(calls >= 1000 && calls % 1000 == 0);
    /* NULL clears either. */
    assert_status(exile_match_watch(m, 0, count_watch, &calls), EXILE_OK);
    assert_status(exile_match_watch(m, 0, NULL, &calls), EXILE_OK);
    calls = 0;
    assert_status(exile_match_apply(m, first_action(m)), EXILE_OK);
    assert_int_equal(calls, 0);
    /* A clone has no watchers; a copy keeps those of its destination. */
    assert_status(exile_match_watch(m, EXILE_OMNISCIENT, count_watch, &calls), EXILE_OK);
    assert_status(exile_match_clone(&c, m), EXILE_OK);
    calls = 0;
    assert_status(exile_match_apply(c, first_action(c)), EXILE_OK);
    assert_int_equal(calls, 0);
    assert_status(exile_match_watch(c, 1, count_watch, &calls), EXILE_OK);
    assert_status(exile_match_copy(c, m), EXILE_OK);
    assert_status(exile_match_apply(c, first_action(c)), EXILE_OK);
    assert_true(calls > 0);
    /* From inside an apply, setting observers is refused. */
    assert_status(exile_match_watch(c, 0, watch_from_inside, c), EXILE_OK);
    assert_status(exile_match_apply(c, first_action(c)), EXILE_OK);
    exile_match_destroy(c);
    exile_match_destroy(m);
}

/* A watcher may destroy its match through the handle it was set on. */
static void destroy_from_inside(const exile_match *m, const exile_event *ev, unsigned flags, void *user_data)
{
    (void)m, (void)ev, (void)flags;
    exile_match_destroy(user_data);
    calls++;
}

static void a_watcher_destroys_its_match(void **state)
{
    exile_match *m = NULL;
    (void)state;
    assert_status(exile_match_create(&m, NULL), EXILE_OK);
    assert_status(exile_match_watch(m, EXILE_OMNISCIENT, destroy_from_inside, m), EXILE_OK);
    calls = 0;
    assert_status(exile_match_apply(m, first_action(m)), EXILE_OK);
    assert_int_equal(calls, 1); /* nobody hears the rest of the apply */
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(watchers_and_observers_replace_each_other),
        cmocka_unit_test(a_watcher_destroys_its_match),
        cmocka_unit_test(box1_echoes_are_flagged),
        cmocka_unit_test(box2_echoes_are_flagged),
    };
    if (argc > 1)
        matches = strtoul(argv[1], NULL, 10);
    return cmocka_run_group_tests(tests, NULL, NULL);
}
