/*
 * The visible state read through <exile/state.h> against the match's own
 * notation (doc/notation.md), the oracle: at every position of random
 * matches of both boxes, every field of both seats, at every index and one
 * past the last, read from the match and from a view, is what the notation
 * the viewer reads says; seat 0, seat 1 and the omniscient viewer take
 * turns from one position to the next.
 * The pending decision's fields too, and its prompt fits EXILE_PROMPT_MAX.
 * Bad arguments give EXILE_NO_VALUE.
 *
 * usage: test_state_fields [MATCHES]   (per box; 400 by default)
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

#include "state_fields.h"
#include "state_oracle.h"

static unsigned long matches = 400;

static void parse_notation(oracle *o, const exile_match *m, const exile_view *v)
{
    static char text[ORACLE_TEXT_CAP];
    if (v)
        assert_int_equal(exile_view_to_notation(v, text, sizeof text), EXILE_OK);
    else
        assert_int_equal(exile_match_to_notation(m, text, sizeof text), EXILE_OK);
    oracle_parse(o, text);
}

static bool legal(const exile_match *m, exile_action a)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    for (size_t i = 0; i < n; i++)
        if (acts[i] == a)
            return true;
    return false;
}

/* The bounds the notation does not tell, against the legal actions; an
 * instance it does not tell (a Token in a view, which writes no Token
 * numbers), against its card. */
static void check_unknown(const exile_match *m, int viewer, exile_field f, int seat, int index, int got)
{
    if (state_instance_twin(f) >= 0) {
        int card = exile_match_get(m, viewer, (exile_field)state_instance_twin(f), seat, index);
        assert_true(card >= 0 && got >= 0 && got < EXILE_INSTANCE_COUNT);
        assert_int_equal(exile_match_instance_card(m, got), card);
        return;
    }
    int decision = exile_match_get(m, viewer, EXILE_FIELD_DECISION, 0, 0);
    int min = exile_match_get(m, viewer, EXILE_FIELD_DECISION_MIN, 0, 0);
    exile_action decline = EXILE_ACTION(EXILE_ACT_DECLINE, 0);
    if (f == EXILE_FIELD_DECISION_MIN && decision == EXILE_DECISION_TARGET)
        assert_int_equal(got == 0, legal(m, decline)); /* "up to": stop once one is chosen */
    else if (f == EXILE_FIELD_DECISION_MIN)
        assert_int_equal(got, -1);
    else if (decision == EXILE_DECISION_TARGET)
        assert_true(got >= 1 && got >= min);
    else /* E46: 1 HP more is offered only while some is left */
        assert_true(got >= 0 && (got >= 1 || !legal(m, EXILE_ACTION(EXILE_ACT_CHOOSE, 0))));
}

/* Pay: the declarations offered run from the least cost to the floating
 * Stamina, and the Stamina reach covers them. */
static void check_pay(const exile_match *m, int seat)
{
    int min = exile_match_get(m, seat, EXILE_FIELD_DECISION_MIN, 0, 0);
    int max = exile_match_get(m, seat, EXILE_FIELD_DECISION_MAX, 0, 0);
    int floating = exile_match_get(m, seat, EXILE_FIELD_STAMINA, seat, 0);
    assert_true(min >= 0 && max >= floating);
    for (int d = 0; d < 16; d++)
        assert_int_equal(legal(m, EXILE_ACTION(EXILE_ACT_DECLARE, d)), d >= min && d <= floating);
}

static void check_prompt(const exile_match *m, int viewer)
{
    char buf[EXILE_PROMPT_MAX];
    size_t len = 0, need = 0;
    assert_int_equal(exile_match_prompt(m, viewer, buf, sizeof buf, &len), EXILE_OK);
    assert_int_equal(len, strlen(buf));
    assert_true(len > 0 && len < EXILE_PROMPT_MAX);
    assert_int_equal(exile_match_prompt(m, viewer, NULL, 0, &need), EXILE_E_BUFFER_TOO_SMALL);
    assert_int_equal(need, len);
    assert_int_equal(exile_match_prompt(m, viewer, buf, len, &need), EXILE_E_BUFFER_TOO_SMALL);
    assert_int_equal(strlen(buf), len - 1);
}

static void check_viewer(const exile_match *m, int viewer, const exile_view *v, const oracle *o, const int *supply)
{
    for (int k = 0; k < state_field_count; k++) {
        const field_info *f = &state_fields[k];
        for (int seat = -1; seat <= 2; seat++) {
            bool good_seat = f->per_seat ? seat == 0 || seat == 1 : seat == 0;
            int end = good_seat ? state_field_index_end(m, viewer, f, seat) : 1;
            for (int index = good_seat ? -1 : 0; index <= end; index++) {
                if (f->index == IX_TOKEN && index > 0 && index < end - 1 &&
                    exile_card_kind_of(index) != EXILE_CARD_TOKEN)
                    continue; /* the Token kinds, and a card or two that is none */
                int got = exile_match_get(m, viewer, f->field, seat, index);
                int want = oracle_expect(o, viewer, f->field, seat, index, supply);
                if (v && exile_view_get(v, f->field, seat, index) != got)
                    fail_msg("field %d seat %d index %d viewer %d: the view reads %d, the match %d", f->field, seat,
                             index, viewer, exile_view_get(v, f->field, seat, index), got);
                if (want == ORACLE_UNKNOWN)
                    check_unknown(m, viewer, f->field, seat, index, got);
                else if (got != want)
                    fail_msg("field %d seat %d index %d viewer %d: read %d, the notation says %d", f->field, seat,
                             index, viewer, got, want);
            }
        }
    }
    check_prompt(m, viewer);
}

/* Checks one position as @p viewer sees it: the viewers take turns from
 * one position to the next, so that a run of a few thousand matches stays
 * short and each viewer still reads every kind of position. */
static void check_position(const exile_match *m, exile_view *views[2], int viewer)
{
    static oracle full, seen;
    int supply[1024];
    assert_true(exile_card_count() <= 1024);
    parse_notation(&full, m, NULL);
    oracle_supply(&full, supply);
    if (viewer == EXILE_OMNISCIENT) {
        check_viewer(m, viewer, NULL, &full, supply);
    } else {
        assert_int_equal(exile_view_update(views[viewer], m), EXILE_OK);
        parse_notation(&seen, m, views[viewer]);
        check_viewer(m, viewer, views[viewer], &seen, supply);
    }
    if (exile_match_get(m, EXILE_OMNISCIENT, EXILE_FIELD_DECISION, 0, 0) == EXILE_DECISION_PAY)
        check_pay(m, exile_match_to_act(m));
}

static void play_box(int box)
{
    uint64_t rng = UINT64_C(0x9e3779b97f4a7c15) * (box ? 3u : 1u);
    for (unsigned long i = 0; i < matches; i++) {
        exile_match *m = state_box_match(box, (uint64_t)i + 1u);
        exile_view *views[2];
        for (int s = 0; s < 2; s++)
            assert_int_equal(exile_view_create(&views[s], m, s), EXILE_OK);
        int viewer = (int)(i % 3);
        check_position(m, views, viewer);
        while (exile_match_to_act(m) >= 0) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
            assert_true(n > 0);
            assert_int_equal(exile_match_apply(m, acts[state_rand(&rng) % n]), EXILE_OK);
            viewer = (viewer + 1) % 3;
            check_position(m, views, viewer);
        }
        for (int s = 0; s < 2; s++)
            exile_view_destroy(views[s]);
        exile_match_destroy(m);
    }
}

static void box1_fields_are_the_notations(void **state)
{
    (void)state;
    play_box(0);
}

static void box2_fields_are_the_notations(void **state)
{
    (void)state;
    play_box(1);
}

static void bad_arguments_give_no_value(void **state)
{
    exile_match *m = state_box_match(0, 7);
    exile_view *v;
    char buf[EXILE_PROMPT_MAX];
    (void)state;
    assert_int_equal(exile_view_create(&v, m, 0), EXILE_OK);
    /* A NULL handle, a bad viewer. */
    assert_int_equal(exile_match_get(NULL, 0, EXILE_FIELD_HP, 0, 0), EXILE_NO_VALUE);
    assert_int_equal(exile_view_get(NULL, EXILE_FIELD_HP, 0, 0), EXILE_NO_VALUE);
    assert_int_equal(exile_match_get(m, -1, EXILE_FIELD_HP, 0, 0), EXILE_NO_VALUE);
    assert_int_equal(exile_match_get(m, 3, EXILE_FIELD_HP, 0, 0), EXILE_NO_VALUE);
    /* Fields that do not exist, in the gaps between groups too. */
    static const int bad_fields[] = { -1, 12, 99, 129, 134, 145, 151, 177, 199, 216, 299, 310, 399, 409, 500,
                                      100000 };
    for (size_t i = 0; i < sizeof bad_fields / sizeof bad_fields[0]; i++) {
        assert_int_equal(exile_match_get(m, 0, (exile_field)bad_fields[i], 0, 0), EXILE_NO_VALUE);
        assert_int_equal(exile_view_get(v, (exile_field)bad_fields[i], 0, 0), EXILE_NO_VALUE);
    }
    /* Bad seats and indices. */
    assert_int_equal(exile_match_get(m, 0, EXILE_FIELD_HP, 2, 0), EXILE_NO_VALUE);
    assert_int_equal(exile_match_get(m, 0, EXILE_FIELD_HP, -1, 0), EXILE_NO_VALUE);
    assert_int_equal(exile_match_get(m, 0, EXILE_FIELD_HP, 0, 1), EXILE_NO_VALUE);
    assert_int_equal(exile_match_get(m, 0, EXILE_FIELD_ROUND, 1, 0), EXILE_NO_VALUE);
    assert_int_equal(exile_match_get(m, 0, EXILE_FIELD_MEMORY_CARD, 0, 3), EXILE_NO_VALUE);
    assert_int_equal(exile_match_get(m, 0, EXILE_FIELD_GEAR_CARD, 1, 4), EXILE_NO_VALUE);
    assert_int_equal(exile_match_get(m, 0, EXILE_FIELD_SUPPLY, 0, 0), EXILE_NO_VALUE); /* an Exile, no Token */
    assert_int_equal(exile_match_get(m, 0, EXILE_FIELD_HAND_CARD, 1, INT_MAX), EXILE_NO_VALUE);
    assert_int_equal(exile_match_get(m, 0, EXILE_FIELD_STACK_TARGET_CARD, 0, INT_MIN), EXILE_NO_VALUE);
    assert_int_equal(exile_view_get(v, EXILE_FIELD_DECK_CARD, 0, -1), EXILE_NO_VALUE);
    /* The view's refresh and the prompt refuse NULL and bad viewers. */
    assert_int_equal(exile_view_update(NULL, m), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_view_update(v, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_match_prompt(NULL, 0, buf, sizeof buf, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_match_prompt(m, 3, buf, sizeof buf, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_match_prompt(m, -1, buf, sizeof buf, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_match_prompt(m, 0, NULL, 4, NULL), EXILE_E_INVALID_ARGUMENT);
    exile_view_destroy(v);
    exile_match_destroy(m);
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bad_arguments_give_no_value),
        cmocka_unit_test(box1_fields_are_the_notations),
        cmocka_unit_test(box2_fields_are_the_notations),
    };
    if (argc > 1)
        matches = strtoul(argv[1], NULL, 10);
    return cmocka_run_group_tests(tests, NULL, NULL);
}
