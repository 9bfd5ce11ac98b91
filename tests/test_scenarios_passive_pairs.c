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
 * round'"). doc/rulings.md lists, template by template, where the library
 * reads each Passive.
 *
 * One test for each template that two cards of the collection print: P09,
 * P15, P16, P17, P19, P20, P22, P23, P24 and P25 (with the P07 it fills in).
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
#define PHASE1 "round 2\nstep initiative\n"

/* The trigger kind of an "At the Refresh" Passive waiting to ask its
 * player (doc/notation.md, `trigger`). */
#define REFRESH_TRIGGER "trigger refresh-discard "

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
    static const char seats[] = "exile-notation 2\n"
                                "seat 0 EXL-02 GR-02 GR-12 GR-13 GR-16 MEM-04 MEM-05 MEM-06\n"
                                "seat 1 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" PHASE1
                                "players\n"
                                "exile 0 engaged\n"
                                "exile 1 engaged\n"
                                "hand 1 MV-001 MV-002 MV-003 MV-004 MV-011 MV-012\n";
    char position[1024];
    snprintf(position, sizeof position, "%shand 0 MV-006 MV-008\n", seats);

    /* The order: Brannoch Vey's asks while the Wager Coffer's waits. */
    const char *rule = "§5, P17: Brannoch Vey's Passive asks first, the Wager Coffer's waits its turn";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(position);
    scenario_expect_now(m, "decision refresh-discard seat=0", rule);
    scenario_expect_prefix_now(m, REFRESH_TRIGGER "seat=0 card=GR-16", rule);
    scenario_act(m, "decline");
    scenario_expect_now(m, "decision refresh-discard seat=0", rule);
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
                  "decision unlock seat=1\n",
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
                  "decision unlock seat=1\n",
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
                  "decision unlock seat=1\n",
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
                  "decision unlock seat=1\n",
    };
    scenario_run(&last_card);
}

/* ------------------------------------------------------------------ */
/* P16: two "When you become Engaged", and the opponent's              */
/* ------------------------------------------------------------------ */

/* Brannoch Vey ("When you become Engaged, recover 1 Stamina.") wears the
 * Sable Mantle ("When you become Engaged, attach 1 Plating Token to your
 * Exile."); Lark's Arc Hook Upgrade prints "When your opponent becomes
 * Engaged, attach 1 Aim Token to your opponent's Exile." His attack turns
 * his Exile at Pay: one event, three Passives. His first (it is his turn),
 * by name: Brannoch Vey, then the Sable Mantle; then Lark's Arc Hook.
 * covers: EXL-02/P16 GR-13/P16 GR-04/P16
 */
static void becoming_engaged_fires_each_card(void **state)
{
    (void)state;
    const char *rule = "§5, P16: Brannoch Vey, then the Sable Mantle, then the opponent's Arc Hook";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load("exile-notation 2\n"
                                   "seat 0 EXL-02 GR-02 GR-12 GR-13 GR-16 MEM-04 MEM-05 MEM-06\n"
                                   "seat 1 EXL-01 GR-01 GR-04 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"
                                   "players\n"
                                   "gear 1 Af Au Af Af\n"
                                   "hand 0 MV-006 MV-008\n"
                                   "hand 1 MV-001\n");
    scenario_log log;
    record(m, &log);
    const char *const acts[] = {
        "attack face-up: Surge Swing", "tap: The Furnace Oath", "tap: The Broken Seal", "declare 2", NULL,
    };
    scenario_act_all(m, acts);
    exile_match_observe(m, EXILE_OMNISCIENT, NULL, NULL);
    int turned = scenario_find_event(&log, 0, EXILE_EV_ENGAGED, 0, -1, -1, INT32_MIN);
    assert_true(turned >= 0);
    int recovered = scenario_find_memory(&log, (size_t)turned, 0, 0, -1);
    int plating = moved(&log, (size_t)turned, 0, "TK-03", EXILE_ZONE_ATTACHED);
    int aim = moved(&log, (size_t)turned, 0, "TK-02", EXILE_ZONE_ATTACHED);
    scenario_expect_before(turned, recovered, "the Exile turns, then Brannoch Vey's P16", rule);
    scenario_expect_before(recovered, plating, "Brannoch Vey's P16, then the Sable Mantle's", rule);
    scenario_expect_before(plating, aim, "the turn player's Passives, then Lark's Arc Hook", rule);
    assert_int_equal(scenario_tapped_memories(m, 0), 1);
    scenario_expect_now(m, "attached 0 TK-03 TK-02", rule);
    exile_match_destroy(m);
}

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
    exile_match *m = scenario_load("exile-notation 2\n"
                                   "seat 0 EXL-02 GR-02 GR-04 GR-05 GR-08 MEM-04 MEM-05 MEM-06\n"
                                   "seat 1 EXL-01 GR-01 GR-03 GR-13 GR-07 MEM-01 MEM-02 MEM-03\n" PHASE1
                                   "players first=1 initiative=1 turn=1 next=1\n"
                                   "gear 0 Af Au Af Af\n"
                                   "memories 0 Uu Uu Uu\n"
                                   "momentum 0 MV-006\n"
                                   "hand 0 MV-007 MV-008 MV-009 MV-016 MV-017\n"
                                   "hand 1 MV-001 MV-002 MV-003 MV-004 MV-011 MV-012\n");
    scenario_expect_now(m, "decision unlock seat=0", rule);
    scenario_log log;
    record(m, &log);
    scenario_act(m, "unleash");
    exile_match_observe(m, EXILE_OMNISCIENT, NULL, NULL);
    int aim = moved(&log, 0, 1, "TK-02", EXILE_ZONE_ATTACHED);
    int plating = moved(&log, 0, 1, "TK-03", EXILE_ZONE_ATTACHED);
    scenario_expect_before(aim, plating, "Brannoch's Arc Hook (the Initiative) before Lark's Sable Mantle", rule);
    scenario_expect_now(m, "exile 1 engaged", rule);
    scenario_expect_now(m, "attached 1 TK-02 TK-03", rule);
    scenario_expect_now(m, "decision unlock seat=1", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* P19: two "Whenever your block is successful"                        */
/* ------------------------------------------------------------------ */

/* Ysolde Marrick ("Whenever your block is successful, you may take 1
 * fighting Move from your Recall Pile to your hand.") wears the Thornhide
 * Harness ("Whenever your block is successful, send target card in your
 * opponent's Momentum Zone to the Recall Pile."). Her Grit Your Teeth
 * stops Lark's False Thread: both fire, the Thornhide Harness first (T
 * before Y): its target is asked while Ysolde's Passive waits.
 * covers: EXL-03/P19 GR-14/P19
 */
static void two_successful_block_passives(void **state)
{
    (void)state;
    const char *rule = "§5, P19: the Thornhide Harness, then Ysolde Marrick";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load("exile-notation 2\n"
                                   "seat 0 EXL-03 GR-09 GR-11 GR-14 GR-15 MEM-07 MEM-08 MEM-09\n"
                                   "seat 1 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"
                                   "players first=1 initiative=1 turn=1 next=1\n"
                                   "hand 0 MV-067\n"
                                   "hand 1 MV-001\n"
                                   "momentum 1 MV-004\n"
                                   "recall 0 MV-042\n");
    const char *const acts[] = {
        "attack face-up: False Thread",  "tap: The Lantern Vigil", "declare 1", "tap: The Quiet Archive",
        "block: Grit Your Teeth", "no more blocks", NULL,
    };
    scenario_act_all(m, acts);
    scenario_settle(m);
    scenario_expect_now(m, "decision target-momentum seat=0 what=recall", rule);
    scenario_expect_prefix_now(m, "trigger effect seat=0 card=EXL-03", rule);
    scenario_act(m, "choose: Wire Ward");
    scenario_expect_now(m, "recall 1 MV-004", rule);
    scenario_expect_now(m, "decision take-from-recall seat=0 kind=fighting more=1", rule);
    scenario_act(m, "choose: Vigil Sweep");
    scenario_expect_line(m, "hand 0 MV-042", rule);
    scenario_expect_line(m, "momentum 0 MV-067", rule);
    scenario_expect_line(m, "recall 1 MV-004 MV-001", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* P22 and P24: one successful attack, four Passives                   */
/* ------------------------------------------------------------------ */

/* Lark's Whisper Coil ("Whenever one of your Quick attacks is successful,
 * attach 1 Bleed Token to your opponent's Exile.") and Storm Javelins
 * ("Whenever one of your Quick attacks is successful, return target card
 * in your opponent's Momentum to its owner's hand.") against Ysolde
 * Marrick ("Whenever a successful attack against you costs you 3 or more
 * HP, your opponent discards 1 card of their choice from their hand.") in
 * the Thornhide Harness, upgraded ("Whenever a successful attack against
 * you costs you 3 or more HP, attach 1 Bleed Token to your opponent's
 * Exile."). Lark's Quick False Thread takes 3 HP (2, and 1 for the Aim
 * Token on Ysolde): Lark's two first, the turn player's, Storm Javelins
 * before Whisper Coil; then Ysolde's, the Thornhide Harness before Ysolde
 * Marrick.
 * covers: GR-01/P22 GR-12/P22 EXL-03/P24 GR-14/P24
 */
static void one_hit_fires_both_players_pairs(void **state)
{
    (void)state;
    const char *rule = "§5, P22 and P24: Storm Javelins, Whisper Coil, then the Thornhide Harness, Ysolde Marrick";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load("exile-notation 2\n"
                                   "seat 0 EXL-01 GR-01 GR-12 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"
                                   "seat 1 EXL-03 GR-09 GR-11 GR-14 GR-15 MEM-07 MEM-08 MEM-09\n"
                                   "players\n"
                                   "gear 1 Af Af Au Af\n"
                                   "attached 1 TK-02\n"
                                   "hand 0 MV-001 MV-003\n"
                                   "hand 1 MV-041\n"
                                   "momentum 1 MV-042\n");
    scenario_log log;
    record(m, &log);
    const char *const acts[] = {
        "attack face-up: False Thread", "tap: The Lantern Vigil", "declare 1", "no more blocks", NULL,
    };
    scenario_act_all(m, acts);
    scenario_settle(m);
    scenario_expect_now(m, "hp 1 24", rule);
    scenario_expect_now(m, "decision target-momentum seat=0 what=return", rule);
    scenario_act(m, "choose: Vigil Sweep");
    scenario_expect_now(m, "decision discard seat=0 count=1", rule);
    scenario_act(m, "choose: Unlit Passage");
    scenario_settle(m);
    exile_match_observe(m, EXILE_OMNISCIENT, NULL, NULL);
    int returned = moved(&log, 0, 1, "MV-042", EXILE_ZONE_HAND);
    int bleed_ysolde = moved(&log, 0, 1, "TK-01", EXILE_ZONE_ATTACHED);
    int bleed_lark = moved(&log, 0, 0, "TK-01", EXILE_ZONE_ATTACHED);
    int discarded = moved(&log, 0, 0, "MV-003", EXILE_ZONE_RECALL);
    scenario_expect_before(returned, bleed_ysolde, "Storm Javelins, then Whisper Coil", rule);
    scenario_expect_before(bleed_ysolde, bleed_lark, "the turn player's, then the Thornhide Harness", rule);
    scenario_expect_before(bleed_lark, discarded, "the Thornhide Harness, then Ysolde Marrick", rule);
    scenario_expect_line(m, "hand 1 MV-041 MV-042", rule);
    scenario_expect_line(m, "attached 1 TK-02 TK-01", rule);
    scenario_expect_line(m, "attached 0 TK-01", rule);
    scenario_expect_line(m, "recall 0 MV-003", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    exile_match_destroy(m);
}

/* Lark with the Longwatch Arbalest, upgraded ("Whenever one of your Quick
 * attacks is successful, destroy target Move in your opponent's Momentum
 * Zone.", and "Your Ranged attacks deal +1 Damage."), against Hesper Kain
 * ("After an opponent's attack against you is successful, recover 1
 * Stamina."). Her Sighting Bolt (Quick, Ranged, Stealth: unblockable from
 * upright) hits for 2: the Longwatch Arbalest, then Whisper Coil, then
 * Hesper's Passive.
 * covers: GR-01/P22 GR-11/P22 GR-11/P04 EXL-04/P05
 */
static void two_quick_passives_then_the_defenders(void **state)
{
    (void)state;
    const char *rule = "§5, P22: the Longwatch Arbalest, Whisper Coil, then the defender's P05";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load("exile-notation 2\n"
                                   "seat 0 EXL-01 GR-01 GR-11 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"
                                   "seat 1 EXL-04 GR-10 GR-12 GR-13 GR-16 MEM-10 MEM-11 MEM-12\n"
                                   "players\n"
                                   "gear 0 Af Au Af Af\n"
                                   "memories 1 Lt Lu Lu\n"
                                   "hand 0 MV-051\n"
                                   "hand 1 MV-047\n"
                                   "momentum 1 MV-046\n");
    scenario_log log;
    record(m, &log);
    const char *const acts[] = { "attack face-up: Sighting Bolt", "tap: The Lantern Vigil", "declare 1", NULL };
    scenario_act_all(m, acts);
    scenario_settle(m);
    scenario_expect_now(m, "hp 1 20", rule);
    scenario_expect_now(m, "decision target-momentum seat=0 what=destroy", rule);
    scenario_act(m, "choose: Bloodprice Cut");
    scenario_settle(m);
    exile_match_observe(m, EXILE_OMNISCIENT, NULL, NULL);
    int destroyed = moved(&log, 0, 1, "MV-046", EXILE_ZONE_DESTROYED);
    int bleed = moved(&log, 0, 1, "TK-01", EXILE_ZONE_ATTACHED);
    int recovered = scenario_find_memory(&log, 0, 1, 0, -1);
    scenario_expect_before(destroyed, bleed, "the Longwatch Arbalest, then Whisper Coil", rule);
    scenario_expect_before(bleed, recovered, "the turn player's, then Hesper's P05", rule);
    scenario_expect_line(m, "attached 1 TK-01", rule);
    scenario_expect_tapped(m, 1, 0, rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* P15: two "Whenever one of your opponent's Gear is disarmed"         */
/* ------------------------------------------------------------------ */

/* Ysolde's Reliquary Glaive ("Whenever one of your opponent's Gear is
 * disarmed, your opponent discards 1 card of their choice from their
 * hand.") and Faraday Veil ("Whenever one of your opponent's Gear is
 * disarmed, recover 1 Stamina."). Her Vigil Sweep stops Lark's face-down
 * Unlit Passage (Lark's first face-down attack of the round is behind her,
 * so P13 does not save it): Whisper Coil is disarmed at the Combat Zone
 * Clear and both Passives fire, the Faraday Veil first (F before R).
 * covers: GR-05/P15 GR-09/P15
 */
static void two_disarm_passives(void **state)
{
    (void)state;
    const char *rule = "§5, P15: the Faraday Veil recovers, then the Reliquary Glaive makes Lark discard";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load("exile-notation 2\n"
                                   "seat 0 EXL-03 GR-09 GR-11 GR-05 GR-15 MEM-07 MEM-08 MEM-09\n"
                                   "seat 1 EXL-01 GR-01 GR-03 GR-06 GR-07 MEM-01 MEM-02 MEM-03\n"
                                   "players first=1 initiative=1 turn=1 next=1\n"
                                   "round-flags 1 flags=attacked,attacked-face-down\n"
                                   "hand 0 MV-042\n"
                                   "hand 1 MV-003 MV-004\n");
    scenario_log log;
    record(m, &log);
    const char *const acts[] = {
        "attack face-down: Unlit Passage", "tap: The Lantern Vigil", "tap: The Unwritten Name", "declare 2",
        "tap: The Quiet Archive", "tap: The Marked Door", "block: Vigil Sweep", "no more blocks", NULL,
    };
    scenario_act_all(m, acts);
    scenario_settle(m);
    scenario_expect_now(m, "gear 1 Df Af Af Af", rule);
    scenario_expect_now(m, "decision discard seat=1 count=1", rule);
    scenario_act(m, "choose: Wire Ward");
    exile_match_observe(m, EXILE_OMNISCIENT, NULL, NULL);
    int disarmed = scenario_find_event(&log, 0, EXILE_EV_GEAR, 1, -1, -1, 0);
    int recovered = scenario_find_memory(&log, disarmed < 0 ? 0 : (size_t)disarmed, 0, 0, -1);
    int discarded = moved(&log, 0, 1, "MV-004", EXILE_ZONE_RECALL);
    scenario_expect_before(disarmed, recovered, "the disarm, then the Faraday Veil", rule);
    scenario_expect_before(recovered, discarded, "the Faraday Veil, then the Reliquary Glaive", rule);
    scenario_expect_tapped(m, 0, 1, rule);
    scenario_expect_line(m, "recall 1 MV-003 MV-004", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* P25 (and the P07 it fills in): each card's condition, its own Moves */
/* ------------------------------------------------------------------ */

/* Ysolde Marrick unleashed ("While your opponent has 2 or more cards in
 * their Momentum Zone, your attacks deal +1 Damage."), her Reliquary Glaive
 * upgraded ("The Moves of this Gear gain +1 Block Rating.") and her Faraday
 * Veil upgraded ("While your opponent has 2 or more cards in their
 * Momentum Zone, the Moves of this Gear gain +1 Block Rating."). Lark has
 * 2 Momentum cards. Each Gear's bonus goes to its own Moves only: Static
 * Drape (Faraday Veil, Block 1) blocks for 2 and Patient Riposte
 * (Reliquary Glaive, Block 2) for 3, never 4; Ysolde's attacks deal +1.
 * covers: EXL-03/P25 GR-05/P25 GR-09/P07
 */
static void two_momentum_conditions_each_their_own(void **state)
{
    (void)state;
    static const char position[] = "exile-notation 2\n"
                                   "seat 0 EXL-03 GR-09 GR-11 GR-05 GR-15 MEM-07 MEM-08 MEM-09\n"
                                   "seat 1 EXL-01 GR-01 GR-03 GR-06 GR-07 MEM-01 MEM-02 MEM-03\n"
                                   "exile 0 upright unleashed\n"
                                   "memories 0 Uu Uu Uu\n"
                                   "gear 0 Au Af Au Af\n"
                                   "momentum 1 MV-001 MV-011\n"
                                   "hand 0 MV-023 MV-042 MV-043\n"
                                   "hand 1 MV-002\n";
    char text[1024];
    snprintf(text, sizeof text, "%splayers first=1 initiative=1 turn=1 next=1\n", position);
    scenario faraday = {
        .rule = "P25 (Faraday Veil): Static Drape blocks for 2, the Reliquary Glaive's +1 is not its",
        .position = text,
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "block: Static Drape\n"
                   "no more blocks\n",
        .expect = "hp 0 26\n",
    };
    scenario_run(&faraday);
    scenario reliquary = {
        .rule = "P07 (Reliquary Glaive): Patient Riposte blocks for 3, the Faraday Veil's +1 is not its",
        .position = text,
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Quiet Archive\n"
                   "block: Patient Riposte\n"
                   "no more blocks\n",
        .expect = "hp 0 27\n"
                  "momentum 0 MV-043\n",
    };
    scenario_run(&reliquary);
    snprintf(text, sizeof text, "%splayers\n", position);
    scenario attack = {
        .rule = "P25 (Ysolde Marrick): her Vigil Sweep deals 2 and 1 more",
        .position = text,
        .actions = "attack face-up: Vigil Sweep\n"
                   "tap: The Quiet Archive\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 1 22\n",
    };
    scenario_run(&attack);
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
    exile_match *m = scenario_load("exile-notation 2\n"
                                   "seat 0 EXL-01 GR-01 GR-03 GR-06 GR-08 MEM-01 MEM-02 MEM-03\n"
                                   "seat 1 EXL-02 GR-02 GR-04 GR-05 GR-15 MEM-04 MEM-05 MEM-06\n"
                                   "players\n"
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
    scenario_expect_now(m, "decision target-momentum seat=0 what=destroy", rule);
    scenario_act(m, "choose: Rolling Weight");
    scenario_expect_now(m, "decision target-momentum seat=1 what=destroy", rule);
    scenario_act(m, "choose: Wire Ward");
    scenario_expect_line(m, "destroyed 0 MV-013 MV-004", rule);
    scenario_expect_line(m, "destroyed 1 MV-023 MV-009", rule);
    scenario_expect_line(m, "next-attack 0 passives-used=kit", rule);
    scenario_expect_line(m, "next-attack 1 passives-used=kit", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* P20 and P23: printed by two Gear of one category                    */
/* ------------------------------------------------------------------ */

/* Needle Sling and the Storm Javelins' Upgrade print "Whenever an attack
 * with a Move of this Gear that has Thrown is unsuccessful and was not
 * disarmed, you may put that Move face-up on top of your deck instead of
 * into your Recall Pile." (P20); both are Secondary Weapons, so one goes to
 * each player. Each is about its own Gear's Moves: Lark's Glass Needle,
 * stopped by Brannoch's Static Drape, asks Lark once, through her Needle
 * Sling; Brannoch's Passive has nothing to say about it.
 * covers: GR-03/P20 GR-12/P20
 */
static void thrown_to_deck_asks_the_attackers_gear(void **state)
{
    (void)state;
    scenario s = {
        .rule = "P20: Lark's Needle Sling asks her once; Brannoch's Storm Javelins is not asked",
        .position = "exile-notation 2\n"
                    "seat 0 EXL-01 GR-01 GR-03 GR-06 GR-07 MEM-01 MEM-02 MEM-03\n"
                    "seat 1 EXL-02 GR-02 GR-12 GR-05 GR-08 MEM-04 MEM-05 MEM-06\n"
                    "players\n"
                    "gear 1 Af Au Af Af\n"
                    "hand 0 MV-011\n"
                    "hand 1 MV-023\n",
        .actions = "attack face-up: Glass Needle\n"
                   "declare 0\n"
                   "block: Static Drape\n"
                   "no more blocks\n"
                   "pass\n"
                   "pass\n"
                   "choose: Glass Needle\n",
        .expect = "recall 0\n"
                  "momentum 1 MV-023\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    const char *const acts[] = {
        "attack face-up: Glass Needle", "declare 0", "block: Static Drape", "no more blocks", "pass", "pass", NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_prefix_now(m, "decision thrown-to-deck seat=0", s.rule);
    scenario_act(m, "choose: Glass Needle");
    scenario_expect_prefix_now(m, "deck 0 ^MV-011 ", s.rule);
    exile_match_destroy(m);
}

/* Tidebreaker's Upgrade ("Whenever one of your Slow attacks that costs 3 or
 * more Stamina is successful, attach 1 Bleed Token to your opponent's
 * Exile.") and the Redline Saber ("... your opponent chooses: they lose 2
 * HP, or they destroy 2 cards in their Momentum Zone."), each a Primary
 * Weapon, so one each: Hesper's Heartline Cleave fires her Redline Saber
 * only (Brannoch, with fewer than 2 Momentum cards, loses the 2 HP), and
 * Brannoch's Tidal Crush his Tidebreaker only. (Hesper's Sable Mantle lays
 * a Plating Token on her Exile as her attack engages her.)
 * covers: GR-02/P23 GR-10/P23
 */
static void slow_attack_passives_each_their_own(void **state)
{
    (void)state;
    static const char seats[] = "exile-notation 2\n"
                                "seat 0 EXL-04 GR-10 GR-12 GR-13 GR-16 MEM-10 MEM-11 MEM-12\n"
                                "seat 1 EXL-02 GR-02 GR-04 GR-05 GR-08 MEM-04 MEM-05 MEM-06\n"
                                "gear 1 Au Af Af Af\n";
    char position[1024];
    snprintf(position, sizeof position, "%splayers\nhand 0 MV-048\nhand 1 MV-006\n", seats);
    scenario hesper = {
        .rule = "P23: Hesper's Slow attack fires her Redline Saber, not Brannoch's Tidebreaker",
        .position = position,
        .actions = "attack face-up: Heartline Cleave\n"
                   "tap: Cinders of Varrow\n"
                   "tap: The Gambler's Count\n"
                   "tap: The Last Good Hand\n"
                   "declare 3\n"
                   "no more blocks\n",
        .expect = "hp 1 19\n"
                  "attached 0 TK-03 MV-048\n", /* a Plating Token (her Sable Mantle), no Bleed Token */
    };
    scenario_run(&hesper);
    snprintf(position, sizeof position, "%splayers first=1 initiative=1 turn=1 next=1\nhand 0 MV-047\nhand 1 MV-007 MV-008\n", seats);
    scenario brannoch = {
        .rule = "P23: Brannoch's Slow attack fires his Tidebreaker, not Hesper's Redline Saber",
        .position = position,
        .actions = "attack face-up: Tidal Crush\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "declare 3\n"
                   "no more blocks\n",
        .expect = "hp 0 16\n"
                  "attached 0 TK-01\n",
    };
    scenario_run(&brannoch);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(two_refresh_discards_each_ask),
        cmocka_unit_test(becoming_engaged_fires_each_card),
        cmocka_unit_test(in_phase1_the_initiative_holder_first),
        cmocka_unit_test(two_successful_block_passives),
        cmocka_unit_test(one_hit_fires_both_players_pairs),
        cmocka_unit_test(two_quick_passives_then_the_defenders),
        cmocka_unit_test(two_disarm_passives),
        cmocka_unit_test(two_momentum_conditions_each_their_own),
        cmocka_unit_test(two_kits_destroy_on_one_clear),
        cmocka_unit_test(thrown_to_deck_asks_the_attackers_gear),
        cmocka_unit_test(slow_attack_passives_each_their_own),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
