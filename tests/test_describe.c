/*
 * Actions and events in words for each seat (include/exile/describe.h), as
 * a client sees them: this test includes <exile/exile.h> only and links the
 * shared library.
 *
 * Over random matches of both boxes, every legal action and every event
 * each observer receives is described for each viewer; the words of an
 * action are the same before it is applied and in its EXILE_EV_ACTION
 * event; an omniscient event described for a seat reads as that seat's own
 * event; over pairs of determinized matches, a seat's texts are the same
 * (nothing in them depends on a card it cannot see). Also: the Token
 * supply in events, the events of the setup, card instances, and the
 * sizes of every text.
 *
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <exile/exile.h>

#include "client_test.h"

/* Random matches per box; the positions are every decision of each. */
#define MATCHES_PER_BOX 150
#define MAX_ACTIONS 20000u

/* A text of either describe call, checked: it fits the bound, its length is
 * the one reported, and it names no card as "(null)". */
static void check_text(exile_status s, const char *text, size_t len)
{
    assert_status(s, EXILE_OK);
    assert_int_equal(len, strlen(text));
    assert_true(len > 0 && len < EXILE_DESCRIBE_MAX);
    if (strstr(text, "(null)"))
        fail_msg("a text names nothing: '%s'", text);
}

static void describe_event(const exile_match *m, int viewer, const exile_event *ev, char *buf)
{
    size_t len = 0;
    exile_status s = exile_event_describe(m, viewer, ev, buf, EXILE_DESCRIBE_MAX, &len);
    check_text(s, buf, len);
}

static void describe_action(const exile_match *m, int viewer, exile_action a, char *buf)
{
    size_t len = 0;
    exile_status s = exile_action_describe(m, viewer, a, buf, EXILE_DESCRIBE_MAX, &len);
    check_text(s, buf, len);
}

/* ------------------------------------------------------------------------ */
/* Observing random matches                                                  */
/* ------------------------------------------------------------------------ */

/* What the observers of one match share: the match, the words each seat's
 * observer found for the event being sent, and the words each viewer should
 * find for the action being applied. */
typedef struct watch {
    exile_match *m;
    char own[2][EXILE_DESCRIBE_MAX];      /* seat v's event, described for v */
    exile_event own_ev[2];
    char action[3][EXILE_DESCRIBE_MAX];   /* the action applied, described before */
    int action_pending;
    unsigned events, hidden_decks, supply_moves, none_moves;
} watch;

typedef struct seat_observer {
    watch *w;
    int seat;
} seat_observer;

/* A card that moved between a deck and another place the zones alone do not
 * show: the seat's own observer may have seen it (a face-up top card, cards
 * looked at, E16), the describe call hides it. */
static int deck_move(const exile_event *ev)
{
    return ev->kind == EXILE_EV_CARD_MOVED && (ev->from == EXILE_ZONE_DECK || ev->to == EXILE_ZONE_DECK);
}

static void on_seat_event(const exile_event *ev, void *user_data)
{
    seat_observer *o = user_data;
    watch *w = o->w;
    describe_event(w->m, o->seat, ev, w->own[o->seat]);
    w->own_ev[o->seat] = *ev;
    if (ev->kind == EXILE_EV_ACTION && w->action_pending) {
        /* The words of an action before it is applied are its event's. */
        if (strcmp(w->own[o->seat], w->action[o->seat]) != 0)
            fail_msg("seat %d: the action was '%s', its event says '%s'", o->seat, w->action[o->seat],
                     w->own[o->seat]);
    }
}

static void on_omniscient_event(const exile_event *ev, void *user_data)
{
    watch *w = user_data;
    char text[EXILE_DESCRIBE_MAX];
    w->events++;
    if (ev->kind == EXILE_EV_CARD_MOVED) {
        assert_true(ev->from != EXILE_ZONE_NONE && ev->to != EXILE_ZONE_NONE);
        w->supply_moves += ev->from == EXILE_ZONE_SUPPLY || ev->to == EXILE_ZONE_SUPPLY;
        /* A Token leaves the supply, or goes back, and nothing else does. */
        if (ev->from == EXILE_ZONE_SUPPLY || ev->to == EXILE_ZONE_SUPPLY)
            assert_int_equal(exile_card_kind_of(ev->card), EXILE_CARD_TOKEN);
    }
    describe_event(w->m, EXILE_OMNISCIENT, ev, text);
    if (ev->kind == EXILE_EV_ACTION && w->action_pending)
        assert_string_equal(text, w->action[EXILE_OMNISCIENT]);
    for (int v = 0; v < 2; v++) {
        /* The omniscient event, described for seat v, reads as v's own. */
        describe_event(w->m, v, ev, text);
        if (strcmp(text, w->own[v]) == 0)
            continue;
        char hidden[EXILE_DESCRIBE_MAX];
        exile_event h = w->own_ev[v];
        h.card = EXILE_CARD_HIDDEN;
        describe_event(w->m, v, &h, hidden);
        if (!deck_move(ev) || strcmp(text, hidden) != 0)
            fail_msg("seat %d: its own event reads '%s', the omniscient one '%s'", v, w->own[v], text);
        w->hidden_decks++;
    }
}

static exile_match *create_observed(int box, uint64_t seed, watch *w, seat_observer obs[2])
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_loadout lo[2];
    for (int s = 0; s < 2; s++) {
        assert_status(exile_recommended_loadout(2 * box + s, &lo[s]), EXILE_OK);
        opts.loadout[s] = &lo[s];
        obs[s].w = w;
        obs[s].seat = s;
        opts.observer[s] = on_seat_event;
        opts.observer_data[s] = &obs[s];
    }
    opts.observer[EXILE_OMNISCIENT] = on_omniscient_event;
    opts.observer_data[EXILE_OMNISCIENT] = w;
    opts.seed = seed;
    w->m = NULL;
    /* The setup's events are sent before create returns: the observers read
     * the match through w->m, so create into it. */
    assert_status(exile_match_create(&w->m, &opts), EXILE_OK);
    return w->m;
}

/* Determinized pairs: for @p seat, two samples of the match differ only in
 * what the seat cannot see, so its words for every action of the position
 * are the same in both. */
static void check_determinized(const exile_match *m, int seat, uint64_t seed, const exile_action *acts, size_t n)
{
    exile_match *d[2];
    for (int i = 0; i < 2; i++) {
        assert_status(exile_match_clone(&d[i], m), EXILE_OK);
        assert_status(exile_match_determinize(d[i], m, seat, seed * 2u + (uint64_t)i), EXILE_OK);
    }
    for (size_t i = 0; i < n; i++) {
        char a[EXILE_DESCRIBE_MAX], b[EXILE_DESCRIBE_MAX];
        describe_action(d[0], seat, acts[i], a);
        describe_action(d[1], seat, acts[i], b);
        if (strcmp(a, b) != 0)
            fail_msg("seat %d reads action %u as '%s' and as '%s'", seat, (unsigned)acts[i], a, b);
    }
    /* An instance is the same card in every sample. */
    for (int inst = 0; inst < EXILE_INSTANCE_COUNT; inst++)
        assert_int_equal(exile_match_instance_card(d[0], inst), exile_match_instance_card(m, inst));
    exile_match_destroy(d[0]);
    exile_match_destroy(d[1]);
}

/* Plays random matches of @p box; every action and event is described for
 * every viewer on the way. */
static void play_box(int box)
{
    uint64_t rng = 0x9e3779b97f4a7c15u + (uint64_t)box;
    unsigned hidden_attacks = 0, positions = 0;
    watch w;
    memset(&w, 0, sizeof w);
    for (int g = 0; g < MATCHES_PER_BOX; g++) {
        seat_observer obs[2];
        exile_match *m = create_observed(box, (uint64_t)g + 1000u * (uint64_t)box, &w, obs);
        while (exile_match_to_act(m) >= 0 && exile_match_action_count(m) < MAX_ACTIONS) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
            int actor = exile_match_to_act(m);
            assert_true(n > 0 && n <= EXILE_MAX_LEGAL_ACTIONS);
            positions++;
            for (size_t i = 0; i < n; i++)
                for (int v = 0; v <= EXILE_OMNISCIENT; v++) {
                    char text[EXILE_DESCRIBE_MAX];
                    describe_action(m, v, acts[i], text);
                    /* The actor is "you" to itself, and named to the others. */
                    assert_true((strncmp(text, "you ", 4) == 0) == (v == actor));
                    if (v == 1 - actor && EXILE_ACTION_KIND(acts[i]) == EXILE_ACT_ATTACK_DOWN) {
                        const char *name = exile_card_name(exile_match_instance_card(m, EXILE_ACTION_ARG(acts[i])));
                        if (strstr(text, name))
                            fail_msg("seat %d reads the face-down attack as '%s'", v, text);
                        hidden_attacks++;
                    }
                }
            if (positions % 7 == 0)
                for (int seat = 0; seat < 2; seat++)
                    check_determinized(m, seat, positions, acts, n);
            exile_action a = acts[xorshift64(&rng) % n];
            for (int v = 0; v <= EXILE_OMNISCIENT; v++)
                describe_action(m, v, a, w.action[v]);
            w.action_pending = 1;
            assert_status(exile_match_apply(m, a), EXILE_OK);
            w.action_pending = 0;
        }
        assert_true(exile_match_to_act(m) < 0);
        assert_status(exile_action_describe(m, 0, EXILE_ACTION(EXILE_ACT_PASS, 0), NULL, 0, NULL), EXILE_E_GAME_OVER);
        exile_match_destroy(m);
    }
    print_message("box %d: %u positions, %u events described, %u face-down attacks hidden, %u deck moves hidden, "
                  "%u supply moves\n",
                  box + 1, positions, w.events, hidden_attacks, w.hidden_decks, w.supply_moves);
    assert_true(positions > 1000u * MATCHES_PER_BOX / 10u);
    assert_true(hidden_attacks > 0);
    assert_true(w.supply_moves > 0);
}

static void test_random_matches_box1(void **state)
{
    (void)state;
    play_box(0);
}

static void test_random_matches_box2(void **state)
{
    (void)state;
    play_box(1);
}

/* ------------------------------------------------------------------------ */
/* The setup, the supply, instances                                          */
/* ------------------------------------------------------------------------ */

typedef struct log {
    exile_event ev[64];
    int n;
} log;

static void record(const exile_event *ev, void *user_data)
{
    log *l = user_data;
    if (l->n < 64)
        l->ev[l->n] = *ev;
    l->n++;
}

static void never_called(const exile_event *ev, void *user_data)
{
    (void)ev;
    (void)user_data;
    fail_msg("an observer of a version 1 options struct was read");
}

/* Observers given in the options see the setup (§2 Setup): each deck
 * shuffled, the opening hands drawn (the opponent's hidden), the first
 * round, the first player's Initiative, then the first turn. */
static void test_setup_events(void **state)
{
    (void)state;
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    log l[3];
    memset(l, 0, sizeof l);
    opts.seed = 7;
    for (int v = 0; v <= EXILE_OMNISCIENT; v++) {
        opts.observer[v] = record;
        opts.observer_data[v] = &l[v];
    }
    exile_match *m;
    assert_status(exile_match_create(&m, &opts), EXILE_OK);
    for (int v = 0; v <= EXILE_OMNISCIENT; v++) {
        const exile_event *ev = l[v].ev;
        int i = 0;
        assert_true(l[v].n >= 2 * 7 + 3);
        for (int s = 0; s < 2; s++) {
            assert_int_equal(ev[i].kind, EXILE_EV_SHUFFLE);
            assert_int_equal(ev[i].seat, s);
            assert_int_equal(ev[i].amount, 20);
            i++;
            for (int k = 0; k < 6; k++, i++) {
                assert_int_equal(ev[i].kind, EXILE_EV_CARD_MOVED);
                assert_int_equal(ev[i].from, EXILE_ZONE_DECK);
                assert_int_equal(ev[i].to, EXILE_ZONE_HAND);
                assert_int_equal(ev[i].seat, s);
                assert_true((ev[i].card == EXILE_CARD_HIDDEN) == (v == 1 - s));
            }
        }
        assert_int_equal(ev[i].kind, EXILE_EV_ROUND_START);
        assert_int_equal(ev[i].amount, 1);
        i++;
        assert_int_equal(ev[i].kind, EXILE_EV_INITIATIVE);
        assert_int_equal(ev[i].seat, exile_match_to_act(m));
        i++;
        assert_int_equal(ev[i].kind, EXILE_EV_TURN);
        assert_int_equal(ev[i].seat, exile_match_to_act(m));
    }
    char text[EXILE_DESCRIBE_MAX];
    describe_event(m, 0, &l[0].ev[0], text);
    assert_string_equal(text, "your deck is shuffled: 20 cards");
    exile_match_destroy(m);

    /* Version 1 ends before the observers: they are never read. */
    exile_match_options v1 = EXILE_MATCH_OPTIONS_INIT;
    v1.version = 1;
    v1.observer[0] = never_called;
    assert_status(exile_match_create(&m, &v1), EXILE_OK);
    assert_int_equal(exile_match_apply(m, EXILE_ACTION(EXILE_ACT_END, 0)), EXILE_OK);
    exile_match_destroy(m);
    v1.version = EXILE_MATCH_OPTIONS_VERSION + 1u;
    assert_status(exile_match_create(&m, &v1), EXILE_E_VERSION);
}

static void count_supply(const exile_event *ev, void *user_data)
{
    unsigned *n = user_data;
    if (ev->kind != EXILE_EV_CARD_MOVED)
        return;
    /* The supply is a zone of its own; nothing lies "nowhere". */
    assert_int_not_equal(ev->from, EXILE_ZONE_NONE);
    assert_int_not_equal(ev->to, EXILE_ZONE_NONE);
    if (ev->from == EXILE_ZONE_SUPPLY)
        n[0]++;
    if (ev->to == EXILE_ZONE_SUPPLY)
        n[1]++;
}

/* Every Token taken from or returned to the supply says EXILE_ZONE_SUPPLY,
 * to every observer; a view counts the supply's Tokens there. */
static void test_supply_zone(void **state)
{
    (void)state;
    unsigned n[3][2];
    memset(n, 0, sizeof n);
    uint64_t rng = 11;
    for (int g = 0; g < 40; g++) {
        exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
        exile_loadout lo[2];
        for (int s = 0; s < 2; s++) {
            assert_status(exile_recommended_loadout(2 + s, &lo[s]), EXILE_OK);
            opts.loadout[s] = &lo[s];
        }
        opts.seed = (uint64_t)g;
        exile_match *m;
        assert_status(exile_match_create(&m, &opts), EXILE_OK);
        for (int v = 0; v <= EXILE_OMNISCIENT; v++)
            assert_status(exile_match_observe(m, v, count_supply, n[v]), EXILE_OK);
        exile_view *view;
        assert_status(exile_view_create(&view, m, 0), EXILE_OK);
        int tokens = exile_view_zone_count(view, 0, EXILE_ZONE_SUPPLY);
        assert_int_equal(tokens, EXILE_INSTANCE_COUNT - 40);
        for (int i = 0; i < tokens; i++)
            assert_int_equal(exile_card_kind_of(exile_view_zone_card(view, 0, EXILE_ZONE_SUPPLY, i)),
                             EXILE_CARD_TOKEN);
        assert_int_equal(exile_view_zone_count(view, 0, EXILE_ZONE_NONE), EXILE_NO_VALUE); /* no zone: a failure value */
        exile_view_destroy(view);
        while (exile_match_to_act(m) >= 0 && exile_match_action_count(m) < MAX_ACTIONS) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t k = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
            assert_status(exile_match_apply(m, acts[xorshift64(&rng) % k]), EXILE_OK);
        }
        exile_match_destroy(m);
    }
    for (int v = 0; v <= EXILE_OMNISCIENT; v++) {
        assert_true(n[v][0] > 0);
        assert_true(n[v][1] > 0);
    }
}

/* Instances are laid out from the loadouts: each seat's Moves Gear by Gear,
 * five each, then the Tokens. */
static void test_instance_card(void **state)
{
    (void)state;
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_loadout lo[2];
    for (int s = 0; s < 2; s++) {
        assert_status(exile_recommended_loadout(2 + s, &lo[s]), EXILE_OK);
        opts.loadout[s] = &lo[s];
    }
    exile_match *m;
    assert_status(exile_match_create(&m, &opts), EXILE_OK);
    for (int inst = 0; inst < EXILE_INSTANCE_COUNT; inst++) {
        int card = exile_match_instance_card(m, inst);
        assert_true(card >= 0 && card < exile_card_count());
        if (inst >= 40) {
            assert_int_equal(exile_card_kind_of(card), EXILE_CARD_TOKEN);
            continue;
        }
        const exile_loadout *l = &lo[inst / 20];
        int slot = inst % 20 / 5, gear, exile;
        const char *codes[4] = { NULL, l->secondary, l->protective, l->kit };
        assert_status(exile_card_find(l->exile, &exile), EXILE_OK);
        if (slot == 0)
            gear = exile_card_stat(exile, EXILE_STAT_GEAR);
        else
            assert_status(exile_card_find(codes[slot], &gear), EXILE_OK);
        assert_int_equal(exile_card_kind_of(card), EXILE_CARD_MOVE);
        assert_int_equal(exile_card_stat(card, EXILE_STAT_GEAR), gear);
    }
    /* An action's card is the instance's: a face-up attack shows it. */
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    log l;
    memset(&l, 0, sizeof l);
    assert_status(exile_match_observe(m, 1 - exile_match_to_act(m), record, &l), EXILE_OK);
    for (size_t i = 0; i < n; i++)
        if (EXILE_ACTION_KIND(acts[i]) == EXILE_ACT_ATTACK_UP) {
            assert_status(exile_match_apply(m, acts[i]), EXILE_OK);
            int seen = 0;
            for (int e = 0; e < l.n && e < 64; e++)
                if (l.ev[e].kind == EXILE_EV_ATTACK) {
                    assert_int_equal(l.ev[e].card, exile_match_instance_card(m, EXILE_ACTION_ARG(acts[i])));
                    seen = 1;
                }
            assert_true(seen);
            break;
        }
    assert_int_equal(exile_match_instance_card(m, -1), -2);
    assert_int_equal(exile_match_instance_card(m, EXILE_INSTANCE_COUNT), -2);
    assert_int_equal(exile_match_instance_card(NULL, 0), -2);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------------ */
/* Words and sizes                                                           */
/* ------------------------------------------------------------------------ */

/* Each value of EXILE_EV_GEAR has its own words. */
static void test_gear_words(void **state)
{
    (void)state;
    exile_match *m;
    assert_status(exile_match_create(&m, NULL), EXILE_OK);
    static const char *const want[4] = { "is disarmed", "is rearmed", "is turned back to its front",
                                         "has its Upgrade unlocked" };
    for (int value = 0; value < 4; value++) {
        exile_event ev = { EXILE_EV_GEAR, 1, -1, -1, -1, EXILE_GEAR_KIT, value };
        char text[EXILE_DESCRIBE_MAX];
        describe_event(m, 1, &ev, text);
        assert_non_null(strstr(text, want[value]));
        assert_int_equal(strncmp(text, "your Gear ", 10), 0);
        describe_event(m, 0, &ev, text);
        assert_non_null(strstr(text, want[value]));
        assert_int_equal(strncmp(text, "Brannoch Vey's Gear ", 20), 0);
    }
    exile_event bad = { EXILE_EV_GEAR, 1, -1, -1, -1, 4, 0 };
    char text[EXILE_DESCRIBE_MAX];
    assert_status(exile_event_describe(m, 0, &bad, text, sizeof text, NULL), EXILE_E_INVALID_ARGUMENT);
    exile_match_destroy(m);
}

/* out_len is the whole text's length; a buffer too small holds the text cut
 * short and terminated; bad arguments are refused. */
static void test_sizes_and_arguments(void **state)
{
    (void)state;
    exile_match *m;
    assert_status(exile_match_create(&m, NULL), EXILE_OK);
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    assert_true(n > 0);
    char full[EXILE_DESCRIBE_MAX], cut[EXILE_DESCRIBE_MAX];
    size_t len = 0, got = 0;
    assert_status(exile_action_describe(m, EXILE_OMNISCIENT, acts[n - 1], full, sizeof full, &len), EXILE_OK);
    assert_int_equal(len, strlen(full));
    assert_status(exile_action_describe(m, 0, acts[n - 1], NULL, 0, &got), EXILE_E_BUFFER_TOO_SMALL);
    for (size_t cap = 1; cap <= len; cap++) {
        memset(cut, 'x', sizeof cut);
        assert_status(exile_action_describe(m, EXILE_OMNISCIENT, acts[n - 1], cut, cap, &got),
                      EXILE_E_BUFFER_TOO_SMALL);
        assert_int_equal(got, len);
        assert_int_equal(strlen(cut), cap - 1);
        assert_memory_equal(cut, full, cap - 1);
    }
    assert_status(exile_action_describe(m, EXILE_OMNISCIENT, acts[n - 1], cut, len + 1, NULL), EXILE_OK);
    assert_string_equal(cut, full);
    exile_event ev = { EXILE_EV_ROUND_START, -1, -1, -1, -1, 3, -1 };
    assert_status(exile_event_describe(m, 0, &ev, cut, 4, &got), EXILE_E_BUFFER_TOO_SMALL);
    assert_string_equal(cut, "Rou");
    assert_int_equal(got, strlen("Round 3 begins"));

    assert_status(exile_action_describe(NULL, 0, acts[0], full, sizeof full, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_action_describe(m, 3, acts[0], full, sizeof full, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_action_describe(m, -1, acts[0], full, sizeof full, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_action_describe(m, 0, acts[0], NULL, 4, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_action_describe(m, 0, EXILE_ACTION(EXILE_ACT_KIND_COUNT, 0), full, sizeof full, NULL),
                  EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_action_describe(m, 0, EXILE_ACTION(EXILE_ACT_TAP, 3), full, sizeof full, NULL),
                  EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_action_describe(m, 0, EXILE_ACTION(EXILE_ACT_BLOCK, 70), full, sizeof full, NULL),
                  EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_action_describe(m, 0, EXILE_ACTION(EXILE_ACT_END, 1), full, sizeof full, NULL),
                  EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_event_describe(m, 0, NULL, full, sizeof full, NULL), EXILE_E_INVALID_ARGUMENT);
    exile_event bad = { (exile_event_kind)99, 0, -1, -1, -1, -1, -1 };
    assert_status(exile_event_describe(m, 0, &bad, full, sizeof full, NULL), EXILE_E_INVALID_ARGUMENT);
    exile_event moved = { EXILE_EV_CARD_MOVED, 0, 0, EXILE_ZONE_DECK, EXILE_ZONE_COUNT, 0, -1 };
    assert_status(exile_event_describe(m, 0, &moved, full, sizeof full, NULL), EXILE_E_INVALID_ARGUMENT);
    exile_match_destroy(m);
}

/* The bounds of describe.h hold for the database and for real texts: names
 * and codes as short as their derivations assume, and the notation and
 * action texts of random positions under EXILE_NOTATION_MAX and
 * EXILE_ACTION_TEXT_MAX. */
static void test_text_bounds(void **state)
{
    (void)state;
    for (int c = 0; c < exile_card_count(); c++) {
        assert_true(strlen(exile_card_name(c)) <= 40);
        assert_true(strlen(exile_card_code(c)) <= 12);
    }
    static char text[EXILE_NOTATION_MAX];
    size_t longest = 0, longest_view = 0, longest_action = 0;
    uint64_t rng = 5;
    for (int g = 0; g < 40; g++) {
        exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
        exile_loadout lo[2];
        for (int s = 0; s < 2; s++) {
            assert_status(exile_recommended_loadout(2 * (g & 1) + s, &lo[s]), EXILE_OK);
            opts.loadout[s] = &lo[s];
        }
        opts.seed = (uint64_t)g;
        exile_match *m;
        assert_status(exile_match_create(&m, &opts), EXILE_OK);
        while (exile_match_to_act(m) >= 0 && exile_match_action_count(m) < MAX_ACTIONS) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
            assert_status(exile_match_to_notation(m, text, sizeof text), EXILE_OK);
            longest = strlen(text) > longest ? strlen(text) : longest;
            exile_view *v;
            assert_status(exile_view_create(&v, m, exile_match_to_act(m)), EXILE_OK);
            assert_status(exile_view_to_notation(v, text, sizeof text), EXILE_OK);
            longest_view = strlen(text) > longest_view ? strlen(text) : longest_view;
            exile_view_destroy(v);
            for (size_t i = 0; i < n; i++) {
                char action[EXILE_ACTION_TEXT_MAX];
                assert_status(exile_action_format(m, acts[i], action, sizeof action), EXILE_OK);
                longest_action = strlen(action) > longest_action ? strlen(action) : longest_action;
            }
            assert_status(exile_match_apply(m, acts[xorshift64(&rng) % n]), EXILE_OK);
        }
        exile_match_destroy(m);
    }
    print_message("longest notation %zu, view %zu, action text %zu bytes\n", longest, longest_view, longest_action);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_matches_box1),
        cmocka_unit_test(test_random_matches_box2),
        cmocka_unit_test(test_setup_events),
        cmocka_unit_test(test_supply_zone),
        cmocka_unit_test(test_instance_card),
        cmocka_unit_test(test_gear_words),
        cmocka_unit_test(test_sizes_and_arguments),
        cmocka_unit_test(test_text_bounds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
