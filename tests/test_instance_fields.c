/*
 * A card on the board and its actions (<exile/state.h>, the _INSTANCE
 * fields, and exile_action_instance): at every position of random matches
 * of both boxes,
 *  - every card instance a legal action names lies at a position of an
 *    _INSTANCE field as the seat to act sees it, where the card field twin
 *    shows that card, so a frontend finds every card action on the board;
 *  - the referee's _INSTANCE fields name each instance once at most, and
 *    every Move somewhere: the fields cover every place a Move lies;
 *  - an _INSTANCE field is hidden exactly where its card field is, and
 *    otherwise gives an instance of that card (for each viewer);
 *  - an action that names no instance answers -1 (a slot, a number, a
 *    seat, a Gear target, a card the opponent's action event hides).
 * (test_state_fields checks the fields against the notation, and
 * test_state_hidden that they tell a seat nothing its hidden cards hold.)
 *
 * usage: test_instance_fields [MATCHES]   (per box; 150 by default, 300 in the meson test)
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

static unsigned long matches = 150;

/* The instances @p viewer sees on the board, each with the card field of
 * its place: found[inst] counts its places. */
static void board_instances(const exile_match *m, int viewer, int found[EXILE_INSTANCE_COUNT])
{
    memset(found, 0, EXILE_INSTANCE_COUNT * sizeof found[0]);
    for (int k = 0; k < state_field_count; k++) {
        const field_info *f = &state_fields[k];
        int twin = state_instance_twin(f->field);
        if (twin < 0)
            continue;
        for (int seat = 0; seat <= f->per_seat; seat++) {
            /* The positions: one past the last is the end less one, but
             * for a field of no index. */
            int end = state_field_index_end(m, viewer, f, seat) - (f->index != IX_NONE);
            for (int i = 0; i < end; i++) {
                int inst = exile_match_get(m, viewer, f->field, seat, i);
                int card = exile_match_get(m, viewer, (exile_field)twin, seat, i);
                if (card < 0) {
                    if (inst != card)
                        fail_msg("field %d seat %d position %d, seen by %d: card %d, instance %d", f->field, seat,
                                 i, viewer, card, inst);
                    continue;
                }
                assert_true(inst >= 0 && inst < EXILE_INSTANCE_COUNT);
                assert_int_equal(exile_match_instance_card(m, inst), card);
                found[inst]++;
            }
        }
    }
}

static void check_position(const exile_match *m)
{
    int found[EXILE_INSTANCE_COUNT];
    board_instances(m, EXILE_OMNISCIENT, found);
    for (int inst = 0; inst < EXILE_INSTANCE_COUNT; inst++) {
        if (found[inst] > 1)
            fail_msg("instance %d lies at %d places", inst, found[inst]);
        if (inst < 40 && found[inst] != 1)
            fail_msg("Move instance %d lies at no place a field reads", inst);
    }
    for (int viewer = 0; viewer < 2; viewer++)
        board_instances(m, viewer, found);
    int seat = exile_match_to_act(m);
    if (seat < 0)
        return;
    board_instances(m, seat, found);
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    int decision = exile_match_get(m, seat, EXILE_FIELD_DECISION, 0, 0);
    for (size_t i = 0; i < n; i++) {
        exile_action_kind kind = EXILE_ACTION_KIND(acts[i]);
        int arg = EXILE_ACTION_ARG(acts[i]), inst = exile_action_instance(m, acts[i]);
        /* What names no card: a slot, a number, a seat, a Gear target. */
        bool no_card = kind == EXILE_ACT_TAP || kind == EXILE_ACT_DECLARE || kind == EXILE_ACT_REARM ||
                       kind == EXILE_ACT_UNLOCK_MEMORY || kind == EXILE_ACT_UNLOCK_UPGRADE ||
                       kind == EXILE_ACT_UNTAP || kind == EXILE_ACT_SUFFOCATE || kind == EXILE_ACT_TURN_BACK ||
                       kind == EXILE_ACT_ABILITY || kind == EXILE_ACT_END || kind == EXILE_ACT_PASS ||
                       (kind == EXILE_ACT_TARGET && arg >= 128) ||
                       (kind == EXILE_ACT_CHOOSE &&
                        (decision == EXILE_DECISION_EXILE_DAMAGE || decision == EXILE_DECISION_DISARM_OWN));
        if (no_card) {
            assert_int_equal(inst, -1);
            continue;
        }
        if (inst < 0)
            continue; /* an action of no card (no more blocks, decline, ...) */
        assert_int_equal(inst, arg);
        if (found[inst] != 1)
            fail_msg("seat %d's action %u names instance %d, which it sees at %d places", seat, (unsigned)acts[i],
                     inst, found[inst]);
    }
}

static void play_box(int box)
{
    uint64_t rng = UINT64_C(0x853c49e6748fea9b) * (box ? 3u : 1u);
    for (unsigned long i = 0; i < matches; i++) {
        exile_match *m = state_box_match(box, (uint64_t)i + 1u);
        check_position(m);
        while (exile_match_to_act(m) >= 0) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
            assert_true(n > 0);
            assert_int_equal(exile_match_apply(m, acts[state_rand(&rng) % n]), EXILE_OK);
            check_position(m);
        }
        exile_match_destroy(m);
    }
}

static void box1_card_actions_are_on_the_board(void **state)
{
    (void)state;
    play_box(0);
}

static void box2_card_actions_are_on_the_board(void **state)
{
    (void)state;
    play_box(1);
}

static void bad_and_cardless_actions(void **state)
{
    exile_match *m = state_box_match(0, 3);
    (void)state;
    assert_int_equal(exile_action_instance(NULL, EXILE_ACTION(EXILE_ACT_CHANNEL, 0)), -2);
    assert_int_equal(exile_action_instance(m, EXILE_ACTION(EXILE_ACT_KIND_COUNT, 0)), -2);
    assert_int_equal(exile_action_instance(m, 0xffffffffu), -2);
    assert_int_equal(exile_action_instance(m, EXILE_ACTION(EXILE_ACT_END, 0)), -1);
    assert_int_equal(exile_action_instance(m, EXILE_ACTION(EXILE_ACT_TAP, 1)), -1);
    assert_int_equal(exile_action_instance(m, EXILE_ACTION(EXILE_ACT_DECLARE, 3)), -1);
    /* The card of a face-down attack, as the other seat's event names it. */
    assert_int_equal(exile_action_instance(m, EXILE_ACTION(EXILE_ACT_ATTACK_DOWN, 0xff)), -1);
    assert_int_equal(exile_action_instance(m, EXILE_ACTION(EXILE_ACT_TARGET, 128 + 5)), -1);
    assert_int_equal(exile_action_instance(m, EXILE_ACTION(EXILE_ACT_CHANNEL, 7)), 7);
    assert_int_equal(exile_action_instance(m, EXILE_ACTION(EXILE_ACT_TARGET, 45)), 45);
    /* The opponent's hand hides its Moves' instances as their cards. */
    int me = exile_match_to_act(m), hidden = 0;
    int n = exile_match_get(m, me, EXILE_FIELD_HAND_COUNT, 1 - me, 0);
    for (int i = 0; i < n; i++)
        hidden += exile_match_get(m, me, EXILE_FIELD_HAND_INSTANCE, 1 - me, i) == EXILE_CARD_HIDDEN;
    assert_true(n > 0 && hidden == n);
    assert_int_equal(exile_match_get(m, me, EXILE_FIELD_HAND_INSTANCE, 1 - me, n), EXILE_NO_VALUE);
    assert_int_equal(exile_match_get(m, me, EXILE_FIELD_ATTACK_INSTANCE, 0, 0), EXILE_CARD_NONE);
    assert_int_equal(exile_match_get(m, me, EXILE_FIELD_PREPARED_INSTANCE, me, 0), EXILE_CARD_NONE);
    assert_int_equal(exile_match_get(m, me, EXILE_FIELD_PREPARED_INSTANCE, me, 1), EXILE_NO_VALUE);
    exile_match_destroy(m);
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bad_and_cardless_actions),
        cmocka_unit_test(box1_card_actions_are_on_the_board),
        cmocka_unit_test(box2_card_actions_are_on_the_board),
    };
    if (argc > 1)
        matches = strtoul(argv[1], NULL, 10);
    return cmocka_run_group_tests(tests, NULL, NULL);
}
