/*
 * No getter fails with a value the game can hold: each getter of the
 * public header, given a NULL handle or an argument out of range, answers
 * its documented failure value, which no match or card ever gives.
 * Through the public header only.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include <limits.h>

#include "scenario.h"

#define SEATS                                                      \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"

/* A match: NULL is told apart from a match over (-1) and a running one. */
static void match_getters(void **state)
{
    (void)state;
    assert_int_equal(exile_match_to_act(NULL), INT_MIN);
    assert_int_equal(exile_match_winner(NULL), INT_MIN);
    assert_int_equal(exile_match_action_count(NULL), UINT32_MAX);
    exile_match *m = scenario_load(SEATS "hp 1 0\nwinner 0\nend\n");
    assert_int_equal(exile_match_to_act(m), -1);
    assert_int_equal(exile_match_winner(m), 0);
    assert_int_equal(exile_match_action_count(m), 0);
    exile_match_destroy(m);
}

/* A view: HP may be 0 or below, a zone may be empty; a bad question is
 * neither. A prepared Finisher is counted and read where it lies. */
static void view_getters(void **state)
{
    (void)state;
    exile_match *m = scenario_load(SEATS "players turn=1 next=1\n"
                                         "hp 0 1\n"
                                         "gear 0 Au Af Af Af\n"
                                         "prepared 0 MV-005 cost=4 due=1\n"
                                         "end\n");
    exile_view *v = NULL;
    assert_int_equal(exile_view_create(&v, m, 1), EXILE_OK);
    assert_int_equal(exile_view_hp(v, 0), 1);
    assert_int_equal(exile_view_hp(v, 2), INT_MIN);
    assert_int_equal(exile_view_hp(v, -1), INT_MIN);
    assert_int_equal(exile_view_hp(NULL, 0), INT_MIN);
    assert_int_equal(exile_view_seat(v), 1);
    assert_int_equal(exile_view_seat(NULL), -1);
    assert_int_equal(exile_view_zone_count(v, 0, EXILE_ZONE_DESTROYED), 0);
    assert_int_equal(exile_view_zone_count(v, 2, EXILE_ZONE_HAND), INT_MIN);
    assert_int_equal(exile_view_zone_count(v, 2, EXILE_ZONE_ATTACK), INT_MIN);
    assert_int_equal(exile_view_zone_count(v, 0, EXILE_ZONE_NONE), INT_MIN);
    assert_int_equal(exile_view_zone_count(v, 0, EXILE_ZONE_COUNT), INT_MIN);
    assert_int_equal(exile_view_zone_count(NULL, 0, EXILE_ZONE_HAND), INT_MIN);
    int severance;
    assert_int_equal(exile_card_find("MV-005", &severance), EXILE_OK);
    assert_int_equal(exile_view_zone_count(v, 0, EXILE_ZONE_PREPARED), 1);
    assert_int_equal(exile_view_zone_card(v, 0, EXILE_ZONE_PREPARED, 0), severance);
    assert_int_equal(exile_view_zone_count(v, 1, EXILE_ZONE_PREPARED), 0);
    assert_int_equal(exile_view_zone_card(v, 1, EXILE_ZONE_PREPARED, 0), -2);
    assert_int_equal(exile_view_zone_card(NULL, 0, EXILE_ZONE_HAND, 0), -2);
    exile_view_destroy(v);
    exile_match_destroy(m);
}

/* Cards: -1 is "not printed", INT_MIN a bad question. */
static void card_getters(void **state)
{
    (void)state;
    int n = exile_card_count(), exile, mv013;
    assert_int_equal(exile_card_find("EXL-01", &exile), EXILE_OK);
    assert_int_equal(exile_card_find("MV-013", &mv013), EXILE_OK);
    assert_int_equal(exile_card_stat(exile, EXILE_STAT_DAMAGE), -1);
    assert_int_equal(exile_card_stat(n, EXILE_STAT_DAMAGE), INT_MIN);
    assert_int_equal(exile_card_keyword(exile, EXILE_KW_THROWN, EXILE_COLUMN_ATTACK), -1);
    assert_int_equal(exile_card_keyword(exile, EXILE_KW_COUNT, EXILE_COLUMN_ATTACK), INT_MIN);
    assert_int_equal(exile_card_text_count(n), -1);
    assert_int_equal(exile_card_kind_of(n), -1);
    for (int id = 0; id < n; id++) {
        assert_true(exile_card_text_count(id) >= 0);
        for (int stat = EXILE_STAT_COST; stat <= EXILE_STAT_BOX; stat++)
            assert_true(exile_card_stat(id, (exile_card_stat_id)stat) >= -1);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(match_getters),
        cmocka_unit_test(view_getters),
        cmocka_unit_test(card_getters),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
