/*
 * The rulebook's worked examples whose rules are in scope, as scenarios:
 * §3.1 Floating Stamina and Recovering Stamina, §5 Fatigue, §7.5 the
 * disarmed Gear.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "scenario.h"

#define SEATS                                                      \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"

/* §3.1 Floating Stamina, example: tap a locked Memory and channel a card
 * with a Channel value of 2, so 3 float; a Move that costs 2 takes 2, and
 * the third Stamina is lost. */
static void floating_stamina_example(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§3.1 Floating Stamina example: 3 float, a cost of 2 is paid, the third is lost",
        .position = SEATS "players\n"
                          "hand 0 MV-002 MV-014\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "channel: Recoil Shot\n",
        .expect = "stamina 0 3\n",
        .legal = "declare 2\ndeclare 3\n",
        .illegal = "declare 1\n",
    };
    scenario_run(&s);
    /* Declaring 2 takes 2 and loses the rest at once. */
    exile_match *m = scenario_load(s.position);
    scenario_act(m, "attack face-up: Blind Coil");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "channel: Recoil Shot");
    scenario_act(m, "declare 2");
    scenario_expect_line(m, "stamina 0 0", s.rule);
    scenario_expect_line(m, "memories 0 Lt Lu Lu", s.rule);
    scenario_expect_line(m, "recall 0 MV-014", s.rule);
    exile_match_destroy(m);
}

/* §3.1 Recovering Stamina, example: with an unlocked Memory that gives 2
 * and a locked Memory tapped, recovering 1 lets you untap the unlocked one,
 * and tap it again for 2. The recovery here is a face-down Feint's
 * (§5 Action A step 4, Feint [1]); Lark Sevrin heals 1 as it goes to the
 * Recall Pile (P12).
 * covers: EXL-01/P12 MV-001/kw:Feint
 */
static void recover_example(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§3.1 Recovering Stamina example: recover 1 untaps the Memory of your choice",
        .position = SEATS "players\n"
                          "memories 0 Uu Lu Lu\n"
                          "round-flags 0 flags=attacked\n" /* attacked already: P01 is spent */
                          "hand 0 MV-001 MV-011\n"
                          "hand 1 MV-006\n",
        .actions = "attack face-down: False Thread\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "untap: The Lantern Vigil\n"
                   "tap: The Lantern Vigil\n",
        .expect = "memories 0 Ut Lt Lu\n"
                  "stamina 0 2\n"
                  "hp 0 26\n"
                  "recall 0 MV-001\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* ... "Had you tapped no Memory and channeled a card instead, the recovered
 * Stamina would be lost."
 * covers: MV-001/kw:Feint
 */
static void recover_lost_example(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§3.1 Recovering Stamina example: with no Memory tapped, the recovered Stamina is lost",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked\n"
                          "hand 0 MV-001 MV-012\n"
                          "hand 1 MV-006\n",
        .actions = "attack face-down: False Thread\n"
                   "channel: Marking Dart\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "memories 0 Lu Lu Lu\n"
                  "stamina 0 0\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §5 Fatigue, example: you hold 2 cards and your deck holds 1; the Reload
 * returns your one Momentum card (3 in hand). The Refill takes the last
 * card, then must take two more: you lose 1 HP, shuffle your Recall Pile
 * into a new deck and take 2 from it. */
static void fatigue_example(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Fatigue example: lose 1 HP, rebuild the deck from the Recall Pile, go on taking",
        .position = SEATS "round 2\n"
                          "step initiative\n"
                          "hand 0 MV-001 MV-002\n"
                          "deck 0 MV-003\n"
                          "momentum 0 MV-004\n"
                          "recall 0 MV-005 MV-011 MV-012 MV-013 MV-014 MV-015 MV-021 MV-022 MV-023 MV-024 "
                          "MV-025 MV-031 MV-032 MV-033 MV-034 MV-035\n",
        .expect = "hp 0 24\n"
                  "recall 0\n"
                  "hp 1 28\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    exile_view *v;
    assert_int_equal(exile_view_create(&v, m, 0), EXILE_OK);
    assert_int_equal(exile_view_zone_count(v, 0, EXILE_ZONE_HAND), 6);
    assert_int_equal(exile_view_zone_count(v, 0, EXILE_ZONE_DECK), 14);
    exile_view_destroy(v);
    exile_match_destroy(m);
}

/* §7.5 While disarmed, example: the opponent's block stops your face-down
 * attack, a Move of your Primary Weapon. The Move goes to your Recall Pile
 * and your Primary Weapon is set aside; you hold two more of its Moves: you
 * cannot attack or block with them, but you may channel each. */
static void disarmed_gear_example(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.5 example: a block that stops a face-down attack disarms its Gear; its Moves can only be channeled",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 1 MV-006 MV-008 MV-009 MV-016\n"
                          "hand 0 MV-022\n",
        .actions = "attack face-down: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "block: Snare Mesh\n"
                   "no more blocks\n",
        .expect = "gear 1 Df Af Af Af\n"
                  "recall 1 MV-006\n"
                  "momentum 0 MV-022\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
    /* Seat 0 (blocked successfully) takes the turn and Ends; then seat 1
     * holds Undertow and Rolling Weight of its disarmed Tidebreaker. */
    exile_match *m = scenario_load(s.position);
    scenario_act(m, "attack face-down: Surge Swing");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "declare 2");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "tap: The Unwritten Name");
    scenario_act(m, "block: Snare Mesh");
    scenario_act(m, "no more blocks");
    scenario_act(m, "end");
    exile_action a;
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    const char *cannot[] = { "attack face-up: Undertow", "attack face-down: Rolling Weight" };
    for (int i = 0; i < 2; i++) {
        assert_int_equal(exile_action_parse(m, cannot[i], &a), EXILE_OK);
        for (size_t j = 0; j < n; j++)
            assert_int_not_equal(acts[j], a);
    }
    scenario_act(m, "channel: Undertow");
    scenario_act(m, "channel: Rolling Weight");
    scenario_expect_line(m, "stamina 1 3", s.rule);
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(floating_stamina_example),
        cmocka_unit_test(recover_example),
        cmocka_unit_test(recover_lost_example),
        cmocka_unit_test(fatigue_example),
        cmocka_unit_test(disarmed_gear_example),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
