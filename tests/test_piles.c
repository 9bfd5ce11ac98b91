/*
 * The piles' shared array (state.h, zones.c): cards put into and taken out
 * of any pile leave every other pile as it was, a hand stays ascending, and
 * a loaded state whose array is out of shape is refused before any pile is
 * read. White-box: it reads and writes the flat state.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "match.h"

static exile_match *new_match(void)
{
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.seed = 7;
    exile_match *m = NULL;
    assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
    return m;
}

/* Every pile's cards, copied out, so a change can be compared pile by pile. */
typedef struct {
    unsigned n[EX_PILES];
    uint8_t c[EX_PILES][EX_PILE_CAP];
} piles;

static piles snapshot(const ex_state *st)
{
    piles p;
    memset(&p, 0, sizeof p);
    for (unsigned id = 0; id < EX_PILES; id++) {
        ex_pile q = ex_pile_get(st, id);
        p.n[id] = q.n;
        memcpy(p.c[id], q.c, q.n);
    }
    return p;
}

static void assert_sound(const ex_state *st)
{
    char err[200] = "";
    if (ex_state_check(st, err, sizeof err) != EXILE_OK)
        fail_msg("state refused: %s", err);
}

/* Taking a card out of one pile and putting it at either end of another
 * changes those two piles only, as a pile of its own would. */
static void insert_and_remove_touch_one_pile(void **state)
{
    (void)state;
    exile_match *m = new_match();
    ex_state *st = &m->st;
    for (unsigned from = 0; from < EX_PILES; from++) {
        if (ex_pile_get(st, from).n == 0)
            continue;
        for (unsigned to = 0; to < EX_PILES; to++) {
            if (to == from || ex_pile_is_hand(to))
                continue;
            ex_state before = *st;
            piles was = snapshot(st);
            unsigned inst = ex_pile_remove_at(st, from, 0);
            assert_int_equal(inst, was.c[from][0]);
            ex_pile_insert(st, to, 0, inst);
            piles now = snapshot(st);
            for (unsigned id = 0; id < EX_PILES; id++) {
                if (id == from) {
                    assert_int_equal(now.n[id], was.n[id] - 1);
                    assert_memory_equal(now.c[id], was.c[id] + 1, now.n[id]);
                } else if (id == to) {
                    assert_int_equal(now.n[id], was.n[id] + 1);
                    assert_int_equal(now.c[id][0], inst);
                    assert_memory_equal(now.c[id] + 1, was.c[id], was.n[id]);
                } else {
                    assert_int_equal(now.n[id], was.n[id]);
                    assert_memory_equal(now.c[id], was.c[id], was.n[id]);
                }
            }
            /* And back: the state is the same byte for byte. */
            ex_pile_remove_at(st, to, 0);
            ex_pile_insert(st, from, 0, inst);
            assert_memory_equal(&before, st, sizeof before);
        }
    }
    exile_match_destroy(m);
}

/* A card put into a hand takes its place in ascending order (the hand has
 * no order in the game; the listing relies on it, decision.c). */
static void a_hand_stays_ascending(void **state)
{
    (void)state;
    exile_match *m = new_match();
    ex_state *st = &m->st;
    unsigned hand = ex_pile_id(0, PILE_HAND), deck = ex_pile_id(0, PILE_DECK);
    while (ex_pile_get(st, deck).n) {
        /* from the bottom of the deck, so the cards come in no set order */
        unsigned inst = ex_pile_remove_at(st, deck, ex_pile_get(st, deck).n - 1);
        ex_pile_add(st, hand, inst);
        ex_pile h = ex_pile_get(st, hand);
        for (unsigned i = 1; i < h.n; i++)
            assert_true(h.c[i - 1] < h.c[i]);
    }
    assert_int_equal(ex_pile_get(st, hand).n, EX_MOVES_PER_SEAT);
    exile_match_destroy(m);
}

/* A state whose piles' array is out of shape is refused (check.c). */
static void a_misshapen_array_is_refused(void **state)
{
    (void)state;
    exile_match *m = new_match();
    assert_sound(&m->st);
    char err[200];
    ex_state bad;

    bad = m->st; /* the first pile not at the start */
    bad.pile_start[0] = 1;
    assert_int_equal(ex_state_check(&bad, err, sizeof err), EXILE_E_INCONSISTENT);

    bad = m->st; /* a pile ending before it starts */
    bad.pile_start[3] = (uint8_t)(bad.pile_start[4] + 1);
    assert_int_equal(ex_state_check(&bad, err, sizeof err), EXILE_E_INCONSISTENT);

    bad = m->st; /* past the array's end */
    for (unsigned p = EX_PILES; p < EX_PILE_BOUNDS; p++)
        bad.pile_start[p] = EX_PILE_CAP + 1;
    assert_int_equal(ex_state_check(&bad, err, sizeof err), EXILE_E_INCONSISTENT);

    bad = m->st; /* the spare bound not the end of the last pile */
    bad.pile_start[EX_PILE_BOUNDS - 1] = (uint8_t)(bad.pile_start[EX_PILES] - 1);
    assert_int_equal(ex_state_check(&bad, err, sizeof err), EXILE_E_INCONSISTENT);

    bad = m->st; /* a stale byte after the last pile */
    bad.pile_card[EX_PILE_CAP - 1] = 5;
    assert_int_equal(ex_state_check(&bad, err, sizeof err), EXILE_E_INCONSISTENT);

    bad = m->st; /* a hand out of order */
    uint8_t *h = ex_pile_cards(&bad, ex_pile_id(1, PILE_HAND));
    assert_true(ex_pile_get(&bad, ex_pile_id(1, PILE_HAND)).n >= 2);
    uint8_t t = h[0];
    h[0] = h[1];
    h[1] = t;
    assert_int_equal(ex_state_check(&bad, err, sizeof err), EXILE_E_INCONSISTENT);
    assert_non_null(strstr(err, "ascending"));
    exile_match_destroy(m);
}

/* Notation may list a hand in any order; it is read into ascending order
 * and written so (doc/notation.md). */
static void notation_reads_a_hand_in_any_order(void **state)
{
    (void)state;
    exile_match *m = new_match();
    static char text[16384], swapped[16384];
    assert_int_equal(exile_match_to_notation(m, text, sizeof text), EXILE_OK);
    /* Swap the first two cards of seat 0's hand line. */
    char *line = strstr(text, "\nhand 0 ");
    assert_non_null(line);
    char a[16], b[16];
    assert_int_equal(sscanf(line + 8, "%15s %15s", a, b), 2);
    size_t head = (size_t)(line - text) + 8;
    memcpy(swapped, text, head);
    int w = snprintf(swapped + head, sizeof swapped - head, "%s %s%s", b, a, line + 8 + strlen(a) + 1 + strlen(b));
    assert_true(w > 0);
    exile_match *r = NULL;
    assert_int_equal(exile_match_from_notation(&r, swapped), EXILE_OK);
    assert_memory_equal(&r->st, &m->st, sizeof m->st);
    exile_match_destroy(r);
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(insert_and_remove_touch_one_pile),
        cmocka_unit_test(a_hand_stays_ascending),
        cmocka_unit_test(a_misshapen_array_is_refused),
        cmocka_unit_test(notation_reads_a_hand_in_any_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
