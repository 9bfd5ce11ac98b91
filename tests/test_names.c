/*
 * The names of the enumerations (<exile/names.h>) and the side of a line of
 * card text (exile_card_text_side()), through the public header: every
 * value of each enumeration has a name and a value out of range none, the
 * names are the game's terms as the rules spell them (§6.2 for the
 * keywords), and each keyword's meaning says its value X exactly when the
 * keyword prints one on some card.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include <exile/exile.h>


/* Every value from lo to hi has a name with no full stop; lo-1 and hi+1 none. */
#define CHECK_RANGE(fn, type, lo, hi)                                                                                  \
    do {                                                                                                               \
        for (long v_ = (lo); v_ <= (hi); v_++) {                                                                       \
            const char *n_ = fn((type)v_);                                                                             \
            assert_non_null(n_);                                                                                       \
            assert_true(strlen(n_) > 0);                                                                               \
            assert_true(n_[strlen(n_) - 1] != '.');                                                                    \
        }                                                                                                              \
        assert_null(fn((type)((lo) - 1)));                                                                             \
        assert_null(fn((type)((hi) + 1)));                                                                             \
    } while (0)

static void test_every_value_named(void **state)
{
    (void)state;
    CHECK_RANGE(exile_keyword_name, exile_keyword, 0, EXILE_KW_COUNT - 1);
    CHECK_RANGE(exile_keyword_meaning, exile_keyword, 0, EXILE_KW_COUNT - 1);
    CHECK_RANGE(exile_speed_name, int, 0, 2);
    CHECK_RANGE(exile_speed_meaning, int, 0, 2);
    CHECK_RANGE(exile_phase_name, exile_phase, EXILE_PHASE_1, EXILE_PHASE_GAME_OVER);
    CHECK_RANGE(exile_step_name, exile_step, EXILE_STEP_INITIATIVE, EXILE_STEP_TACTICS_END);
    CHECK_RANGE(exile_decision_name, exile_decision_kind, EXILE_DECISION_NONE, EXILE_DECISION_DISARM_OWN);
    CHECK_RANGE(exile_zone_name, exile_zone, EXILE_ZONE_NONE, EXILE_ZONE_COUNT - 1);
    CHECK_RANGE(exile_action_kind_name, exile_action_kind, 0, EXILE_ACT_KIND_COUNT - 1);
    CHECK_RANGE(exile_event_kind_name, exile_event_kind, EXILE_EV_ROUND_START, EXILE_EV_SHUFFLE);
    CHECK_RANGE(exile_card_kind_name, exile_card_kind, EXILE_CARD_EXILE, EXILE_CARD_TOKEN);
    CHECK_RANGE(exile_move_type_name, exile_move_type, EXILE_MOVE_ATTACK, EXILE_MOVE_FINISHER_TACTICS);
    CHECK_RANGE(exile_gear_category_name, exile_gear_category, EXILE_GEAR_PRIMARY, EXILE_GEAR_KIT);
}

/* The printed forms (§6.2 keyword list, §2 zones, §5 actions). */
static void test_names_are_the_rules_terms(void **state)
{
    (void)state;
    assert_string_equal(exile_keyword_name(EXILE_KW_PIERCING), "Piercing Attack");
    assert_string_equal(exile_keyword_name(EXILE_KW_DISARMING_BLOCK), "Disarming Block");
    assert_string_equal(exile_keyword_name(EXILE_KW_SINGLE_USE), "Single-Use");
    assert_string_equal(exile_keyword_name(EXILE_KW_FLOW), "Flow");
    assert_string_equal(exile_speed_name(1), "Quick");
    assert_string_equal(exile_speed_name(2), "Slow");
    assert_string_equal(exile_zone_name(EXILE_ZONE_MOMENTUM), "Momentum Zone");
    assert_string_equal(exile_zone_name(EXILE_ZONE_RECALL), "Recall Pile");
    assert_string_equal(exile_action_kind_name(EXILE_ACT_STEP_BACK), "Step Back");
    assert_string_equal(exile_action_kind_name(EXILE_ACT_END), "End");
    assert_string_equal(exile_step_name(EXILE_STEP_REFILL), "Refill");
    assert_string_equal(exile_move_type_name(EXILE_MOVE_FINISHER_ATTACK), "Finisher Attack");
    assert_string_equal(exile_gear_category_name(EXILE_GEAR_PROTECTIVE), "Protective Gear");
    /* §1, §7.8: a Quick attack keeps the turn even when it fails. */
    assert_non_null(strstr(exile_speed_meaning(1), "even when it fails"));
}

/* A meaning names X when, and only when, some card prints the keyword
 * with a value ("Piercing Attack 2"), never for one printed bare. */
static void test_meanings_say_x_for_valued_keywords(void **state)
{
    (void)state;
    for (int k = 0; k < EXILE_KW_COUNT; k++) {
        int valued = -1; /* -1 never printed, 0 printed bare, 1 with a value */
        for (int c = 0; c < exile_card_count(); c++)
            for (int col = 0; col < 2; col++) {
                int v = exile_card_keyword(c, (exile_keyword)k, (exile_column)col);
                if (v >= 0)
                    valued = v > 0 ? 1 : (valued < 0 ? 0 : valued);
            }
        const char *m = exile_keyword_meaning((exile_keyword)k);
        bool says_x = strstr(m, " X ") || strstr(m, "+X ") || strstr(m, " X,") || (strlen(m) > 1 && m[strlen(m) - 1] == 'X');
        if (valued >= 0)
            assert_int_equal(says_x, valued == 1);
    }
}

static int card_by_code(const char *code)
{
    for (int c = 0; c < exile_card_count(); c++)
        if (strcmp(exile_card_code(c), code) == 0)
            return c;
    fail_msg("no card %s", code);
    return -1;
}

/* Whisper Coil prints one line on its front and two on its Upgrade; a
 * Memory's Effect happens once, as it is unlocked (§3.3). */
static void test_card_text_sides(void **state)
{
    (void)state;
    int coil = card_by_code("GR-01");
    assert_int_equal(exile_card_text_count(coil), 3);
    assert_int_equal(exile_card_text_side(coil, 0), EXILE_SIDE_FRONT);
    assert_int_equal(exile_card_text_side(coil, 1), EXILE_SIDE_BACK);
    assert_int_equal(exile_card_text_side(coil, 2), EXILE_SIDE_BACK);
    assert_int_equal(exile_card_text_side(coil, 3), -1);
    assert_int_equal(exile_card_text_side(coil, -1), -1);
    assert_int_equal(exile_card_text_side(-1, 0), -1);
    int vigil = card_by_code("MEM-01");
    assert_int_equal(exile_card_text_side(vigil, 0), EXILE_SIDE_ONCE);
    int needle = card_by_code("MV-011");
    for (int i = 0; i < exile_card_text_count(needle); i++)
        assert_int_equal(exile_card_text_side(needle, i), EXILE_SIDE_FRONT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_value_named),
        cmocka_unit_test(test_names_are_the_rules_terms),
        cmocka_unit_test(test_meanings_say_x_for_valued_keywords),
        cmocka_unit_test(test_card_text_sides),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
