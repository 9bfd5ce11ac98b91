/*
 * What a seat remembers of its opponent's hand (F2): a Move it saw go
 * into that hand (the Reload returns the Momentum Zone, an Effect takes a
 * card from a Recall Pile, a card face-up on a deck is taken) stays in its
 * view while it is surely there; once a card leaves that hand unseen (a
 * face-down attack, a card put on a deck face-down) it could have been any
 * of them, and the view shows none of them again.
 *
 * Over random matches of both boxes, each seat's observer keeps what a
 * person at the table would know from the events it receives: the cards
 * seen going into the opponent's hand, less those seen leaving, all of them
 * forgotten when a card leaves unseen. At every step the seat's view shows
 * exactly those cards of the opponent's hand, and every determinization
 * for the seat keeps them there. Public API only.
 * SPDX-License-Identifier: MIT
 *
 * Usage: test_known_cards [MATCHES]  (default 200 per box)
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <exile/exile.h>

#include "client_test.h"

enum { KNOWN_CAP = 64, MAX_STEPS = 4000, SAMPLES_EVERY = 7 };

static unsigned long matches = 200;

/* The cards of its opponent's hand that a seat knows are there. */
typedef struct memory {
    int seat;
    int card[KNOWN_CAP];
    int n;
    unsigned long seen_in; /* cards seen going in, over the run */
} memory;

static bool is_token(int card)
{
    return exile_card_kind_of(card) == EXILE_CARD_TOKEN;
}

static void forget_card(memory *k, int card)
{
    for (int i = 0; i < k->n; i++)
        if (k->card[i] == card) {
            k->card[i] = k->card[--k->n];
            return;
        }
}

static void remember(const exile_event *ev, void *user_data)
{
    memory *k = user_data;
    int opp = 1 - k->seat;
    if (ev->kind != EXILE_EV_CARD_MOVED)
        return;
    if (ev->from == EXILE_ZONE_HAND && ev->amount == opp) {
        if (ev->card == EXILE_CARD_HIDDEN)
            k->n = 0; /* any card of the hand could have left */
        else
            forget_card(k, ev->card);
    }
    if (ev->to == EXILE_ZONE_HAND && ev->seat == opp && ev->card != EXILE_CARD_HIDDEN && !is_token(ev->card)) {
        assert_true(k->n < KNOWN_CAP);
        k->card[k->n++] = ev->card;
        k->seen_in++;
    }
}

static int by_value(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

static bool is_finisher(int card)
{
    int t = exile_card_stat(card, EXILE_STAT_MOVE_TYPE);
    return t == EXILE_MOVE_FINISHER_ATTACK || t == EXILE_MOVE_FINISHER_TACTICS;
}

static bool remembered(const memory *k, int card)
{
    for (int i = 0; i < k->n; i++)
        if (k->card[i] == card)
            return true;
    return false;
}

/* The Moves of the opponent's hand that @p k's seat's view of @p m shows,
 * sorted; their number. A Finisher its Prepare named is public until it
 * is laid (§5 Action D), whether remembered or not: it counts only when
 * remembered. */
static int shown_moves(const exile_match *m, const memory *k, int *out)
{
    int seat = k->seat;
    exile_view *v;
    assert_int_equal(exile_view_create(&v, m, seat), EXILE_OK);
    int n = 0, total = exile_view_zone_count(v, 1 - seat, EXILE_ZONE_HAND);
    for (int i = 0; i < total; i++) {
        int c = exile_view_zone_card(v, 1 - seat, EXILE_ZONE_HAND, i);
        if (c != EXILE_CARD_HIDDEN && !is_token(c) && (!is_finisher(c) || remembered(k, c)))
            out[n++] = c;
    }
    exile_view_destroy(v);
    qsort(out, (size_t)n, sizeof out[0], by_value);
    return n;
}

static void check_memory(const exile_match *m, const memory *k, exile_match *sample, uint64_t seed)
{
    int want[KNOWN_CAP], shown[KNOWN_CAP];
    memcpy(want, k->card, (size_t)k->n * sizeof want[0]);
    qsort(want, (size_t)k->n, sizeof want[0], by_value);
    int n = shown_moves(m, k, shown);
    assert_int_equal(n, k->n);
    assert_memory_equal(shown, want, (size_t)n * sizeof want[0]);
    if (!sample)
        return;
    /* A sample deals again only what the seat cannot see. */
    assert_int_equal(exile_match_determinize(sample, m, k->seat, seed), EXILE_OK);
    n = shown_moves(sample, k, shown);
    assert_int_equal(n, k->n);
    assert_memory_equal(shown, want, (size_t)n * sizeof want[0]);
}

static void play(const exile_loadout *a, const exile_loadout *b, uint64_t seed, memory known[2])
{
    exile_match *m, *sample;
    exile_match_options o;
    assert_int_equal(exile_match_options_init(&o, EXILE_MATCH_OPTIONS_VERSION), EXILE_OK);
    o.seed = seed;
    o.loadout[0] = a;
    o.loadout[1] = b;
    assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
    assert_int_equal(exile_match_clone(&sample, m), EXILE_OK);
    for (int s = 0; s < 2; s++) {
        known[s].seat = s;
        known[s].n = 0;
        assert_int_equal(exile_match_observe(m, s, remember, &known[s]), EXILE_OK);
    }
    uint64_t r = seed * 0x9e3779b97f4a7c15u + 1;
    for (int step = 0; step < MAX_STEPS && exile_match_to_act(m) >= 0; step++) {
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
        assert_true(n > 0);
        xorshift64(&r);
        assert_int_equal(exile_match_apply(m, acts[r % n]), EXILE_OK);
        for (int s = 0; s < 2; s++)
            check_memory(m, &known[s], step % SAMPLES_EVERY == 0 ? sample : NULL, r + (uint64_t)s);
    }
    exile_match_destroy(sample);
    exile_match_destroy(m);
}

static void play_box(int first_loadout)
{
    exile_loadout a, b;
    assert_int_equal(exile_recommended_loadout(first_loadout, &a), EXILE_OK);
    assert_int_equal(exile_recommended_loadout(first_loadout + 1, &b), EXILE_OK);
    memory known[2] = { { 0 }, { 0 } };
    unsigned long seen = 0;
    for (unsigned long i = 0; i < matches; i++) {
        play(&a, &b, i + 1, known);
        seen += known[0].seen_in + known[1].seen_in;
        known[0].seen_in = known[1].seen_in = 0;
    }
    /* The Reload alone returns cards to a hand in sight most rounds. */
    assert_true(seen > matches);
}

static void box1_memory_is_what_the_table_saw(void **state)
{
    (void)state;
    play_box(0);
}

static void box2_memory_is_what_the_table_saw(void **state)
{
    (void)state;
    play_box(2);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        matches = strtoul(argv[1], NULL, 10);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(box1_memory_is_what_the_table_saw),
        cmocka_unit_test(box2_memory_is_what_the_table_saw),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
