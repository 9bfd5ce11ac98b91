/*
 * Scenarios of drafted loadouts (§2: any Secondary Weapon, Protective Gear
 * and Kit go with any Exile) in which two cards print the same Passive, or
 * one event fires Passives of both players. §5 (The React Step & The
 * Stack): "A player's Passives resolve in the order of their cards' names,
 * A to Z ...; a card with several Passives resolves them as printed", and
 * "When one event fires Passives of both players, the player whose turn it
 * is (in Phase 1, the player with the Initiative) resolves theirs first".
 * Each printed Passive resolves on its own: two cards printing the same
 * text are two Passives, each with its own effect and its own "once"
 * (§7.9: "Each Gear works separately and counts its own 'first each
 * round'").
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "scenario.h"

/* A Phase 1 about to begin (round 2). */
#define PHASE1 "round 2 60\nstep initiative 0\n"

/* The trigger kind of an "At the Refresh" Passive waiting to ask its
 * player (doc/notation.md, `trigger`). */
#define REFRESH_TRIGGER "trigger 19 "

/* Starts recording every event of @p m into @p log. */
static void record(exile_match *m, scenario_log *log)
{
    log->n = 0;
    assert_int_equal(exile_match_observe(m, EXILE_OMNISCIENT, scenario_record_event, log), EXILE_OK);
}

/* The first move of @p code to zone @p to of @p seat, from event @p from on. */
static int moved(const scenario_log *log, size_t from, int seat, const char *code, int to)
{
    return scenario_find_event(log, from, EXILE_EV_CARD_MOVED, seat, scenario_card(code), to, INT32_MIN);
}

/* ------------------------------------------------------------------ */
/* P17: Brannoch Vey and the Wager Coffer                              */
/* ------------------------------------------------------------------ */

/* Brannoch Vey and his Kit, the Wager Coffer, each print "At the Refresh,
 * if you are Engaged, you may discard a card from your hand. If you do,
 * your opponent's Exile does not turn upright." (P17.) They are two
 * Passives: each asks on its own, Brannoch Vey's first (B before W), and
 * each discard, alone, keeps Lark sideways. Accepting both discards two
 * cards: the second keeps sideways an Exile the first already keeps, and
 * does nothing more. Both Exiles are Engaged as Phase 1 begins; the
 * Momentum Zones are equal, so the Initiative passes to Lark, who prints
 * no P17.
 * covers: EXL-02/P17 GR-16/P17
 */
static void two_refresh_discards_each_ask(void **state)
{
    (void)state;
    static const char seats[] = "exile-notation 1\n"
                                "seat 0 EXL-02 GR-02 GR-12 GR-13 GR-16 MEM-04 MEM-05 MEM-06\n"
                                "seat 1 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" PHASE1
                                "players 0 0 0 0\n"
                                "exile 0 engaged\n"
                                "exile 1 engaged\n"
                                "hand 1 MV-001 MV-002 MV-003 MV-004 MV-011 MV-012\n";
    char position[1024];
    snprintf(position, sizeof position, "%shand 0 MV-006 MV-008\n", seats);

    /* The order: Brannoch Vey's asks while the Wager Coffer's waits. */
    const char *rule = "§5, P17: Brannoch Vey's Passive asks first, the Wager Coffer's waits its turn";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(position);
    scenario_expect_now(m, "decision refresh-discard 0 0 0 0 0", rule);
    scenario_expect_prefix_now(m, REFRESH_TRIGGER "0 GR-16 ", rule);
    scenario_act(m, "decline");
    scenario_expect_now(m, "decision refresh-discard 0 0 0 0 0", rule);
    assert_false(scenario_has_line(m, "trigger ", true));
    exile_match_destroy(m);

    scenario first_declined = {
        .rule = "§5, P17: Brannoch Vey's declined, the Wager Coffer's still asks; its discard keeps Lark sideways",
        .position = position,
        .actions = "decline\n"
                   "choose: Surge Swing\n",
        .expect = "recall 0 MV-006\n"
                  "exile 0 upright\n"
                  "exile 1 engaged\n"
                  "decision unlock 1 0 0 0 0\n",
    };
    scenario_run(&first_declined);
    scenario second_declined = {
        .rule = "§5, P17: Brannoch Vey's discard alone keeps Lark sideways, the Wager Coffer's declined",
        .position = position,
        .actions = "choose: Surge Swing\n"
                   "decline\n",
        .expect = "recall 0 MV-006\n"
                  "exile 0 upright\n"
                  "exile 1 engaged\n"
                  "decision unlock 1 0 0 0 0\n",
    };
    scenario_run(&second_declined);
    scenario both = {
        .rule = "§5, P17: both accepted, two cards discarded; Lark is kept sideways, once",
        .position = position,
        .actions = "choose: Surge Swing\n"
                   "choose: Undertow\n",
        .expect = "recall 0 MV-006 MV-008\n"
                  "exile 0 upright\n"
                  "exile 1 engaged\n"
                  "decision unlock 1 0 0 0 0\n",
    };
    scenario_run(&both);
    scenario none = {
        .rule = "§5, P17: both declined, both Exiles turn upright",
        .position = position,
        .actions = "decline\n"
                   "decline\n",
        .expect = "recall 0\n"
                  "exile 0 upright\n"
                  "exile 1 upright\n",
    };
    scenario_run(&none);

    /* A discard takes a card from the hand: with one Move in it, the first
     * discard leaves none for the second Passive, which asks nothing. */
    snprintf(position, sizeof position, "%shand 0 MV-006\n", seats);
    scenario last_card = {
        .rule = "§5, P17: the first discard takes the last Move in hand, the second Passive has none to discard",
        .position = position,
        .actions = "choose: Surge Swing\n",
        .expect = "recall 0 MV-006\n"
                  "exile 1 engaged\n"
                  "decision unlock 1 0 0 0 0\n",
    };
    scenario_run(&last_card);
}

/* ------------------------------------------------------------------ */
/* P16 in Phase 1                                                      */
/* ------------------------------------------------------------------ */

/* In Phase 1 the Passives of the player with the Initiative resolve first
 * (§5). Brannoch, holding the Initiative (more Momentum cards), unleashes
 * at the Unlock step: "When this Exile is unleashed, engage your
 * opponent." Lark turns sideways: Brannoch's Arc Hook Upgrade ("When your
 * opponent becomes Engaged, attach 1 Aim Token to your opponent's Exile.")
 * resolves before her Sable Mantle ("When you become Engaged, attach 1
 * Plating Token to your Exile."), though the last turn of the round before
 * was Lark's.
 * covers: EXL-02/E65 GR-04/P16 GR-13/P16
 */
static void in_phase1_the_initiative_holder_first(void **state)
{
    (void)state;
    const char *rule = "§5 in Phase 1: the Initiative holder's Arc Hook before the other player's Sable Mantle";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load("exile-notation 1\n"
                                   "seat 0 EXL-02 GR-02 GR-04 GR-05 GR-08 MEM-04 MEM-05 MEM-06\n"
                                   "seat 1 EXL-01 GR-01 GR-03 GR-13 GR-07 MEM-01 MEM-02 MEM-03\n" PHASE1
                                   "players 1 1 1 1\n"
                                   "gear 0 Af Au Af Af\n"
                                   "memories 0 Uu Uu Uu\n"
                                   "momentum 0 MV-006\n"
                                   "hand 0 MV-007 MV-008 MV-009 MV-016 MV-017\n"
                                   "hand 1 MV-001 MV-002 MV-003 MV-004 MV-011 MV-012\n");
    scenario_expect_now(m, "decision unlock 0 0 0 0 0", rule);
    scenario_log log;
    record(m, &log);
    scenario_act(m, "unleash");
    exile_match_observe(m, EXILE_OMNISCIENT, NULL, NULL);
    int aim = moved(&log, 0, 1, "TK-02", EXILE_ZONE_ATTACHED);
    int plating = moved(&log, 0, 1, "TK-03", EXILE_ZONE_ATTACHED);
    scenario_expect_before(aim, plating, "Brannoch's Arc Hook (the Initiative) before Lark's Sable Mantle", rule);
    scenario_expect_now(m, "exile 1 engaged", rule);
    scenario_expect_now(m, "attached 1 TK-02 TK-03", rule);
    scenario_expect_now(m, "decision unlock 1 0 0 0 0", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* P09: two Kits, one each, one Combat Zone Clear                      */
/* ------------------------------------------------------------------ */

/* Lark's Ember Satchel and Brannoch's Archivist's Case, upgraded, each
 * print "Once per round, whenever one of your Moves is destroyed, destroy
 * target Move in your opponent's Momentum Zone." (P09; both are Kits, so
 * no player holds both.) Lark's Last Needle (Single-Use) hits through
 * Brannoch's Static Drape (Fragile): at the Combat Zone Clear both are
 * destroyed, and both Passives fire, Lark's first (her turn). Each card's
 * once is used by its own destruction: the Move each destroys fires
 * nothing more.
 * covers: GR-08/P09 GR-15/P09
 */
static void two_kits_destroy_on_one_clear(void **state)
{
    (void)state;
    const char *rule = "§5, P09: Lark's Ember Satchel, then Brannoch's Archivist's Case, each once";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load("exile-notation 1\n"
                                   "seat 0 EXL-01 GR-01 GR-03 GR-06 GR-08 MEM-01 MEM-02 MEM-03\n"
                                   "seat 1 EXL-02 GR-02 GR-04 GR-05 GR-15 MEM-04 MEM-05 MEM-06\n"
                                   "players 0 0 0 0\n"
                                   "gear 1 Af Af Af Au\n"
                                   "hand 0 MV-013\n"
                                   "hand 1 MV-023\n"
                                   "momentum 0 MV-004\n"
                                   "momentum 1 MV-009\n");
    const char *const acts[] = {
        "attack face-up: Last Needle", "tap: The Lantern Vigil", "declare 1", "block: Static Drape",
        "no more blocks", NULL,
    };
    scenario_act_all(m, acts);
    scenario_settle(m);
    scenario_expect_now(m, "decision target-momentum 0 0 0 0 0", rule);
    scenario_act(m, "choose: Rolling Weight");
    scenario_expect_now(m, "decision target-momentum 1 0 0 0 0", rule);
    scenario_act(m, "choose: Wire Ward");
    scenario_expect_line(m, "destroyed 0 MV-013 MV-004", rule);
    scenario_expect_line(m, "destroyed 1 MV-023 MV-009", rule);
    scenario_expect_line(m, "next-attack 0 0 0 0 8", rule);
    scenario_expect_line(m, "next-attack 1 0 0 0 8", rule);
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(two_refresh_discards_each_ask),
        cmocka_unit_test(in_phase1_the_initiative_holder_first),
        cmocka_unit_test(two_kits_destroy_on_one_clear),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
