/*
 * The items of checklist Part A that no other test covered, as scenarios
 * (doc/coverage.md names the test of every item): loadouts (§2), cards
 * that are never channeled, the Passives of a disarmed and a rearmed Gear,
 * the two columns of a Combat card, what persists past the end of a round,
 * a deck an Effect empties, discards, the Initiative, a Memory turned back
 * and unlocked again, Feint and Stun, Iron Brand's actions, cards that
 * cannot attack or block, the attacker's error, a Block of 0, the Damage an
 * Effect sets, the order after the Math, disarms, and the losses of a match.
 *
 * The front Passives of the default match are always on: Bastion Plate
 * (P01) forces seat 0's first attack of each round face-up ("round-flags 0
 * 1 0 -" says it attacked already), Brannoch recovers 1 Stamina as his
 * Exile turns sideways (P16: most of his attacks start "exile 1 engaged"),
 * Lark heals 1 as a face-down Feint goes to her Recall Pile (P12), and so
 * on; each scenario names the ones it meets.
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

#define SEATS                                                      \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"

/* Lark with Bastion Plate, Brannoch with Faraday Veil: loadouts from a full
 * set (§2: any Protective Gear may be paired with any Exile). */
#define SEATS_SWAPPED_PROTECTIVE                                   \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-03 GR-06 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-05 GR-08 MEM-04 MEM-05 MEM-06\n"

/* Lark with Arc Hook, Brannoch with Needle Sling (§2). */
#define SEATS_SWAPPED_SECONDARY                                    \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-04 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-03 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"

/* A position at the start of the Phase 1 of round 2. */
#define PHASE1 SEATS "round 2\nstep initiative\n"

/* Full hands, so that a Refill takes nothing. */
#define HAND0 "hand 0 MV-001 MV-002 MV-003 MV-004 MV-011 MV-012\n"
#define HAND1 "hand 1 MV-006 MV-007 MV-008 MV-009 MV-017 MV-018\n"

enum { VALUES_CAP = 1024 };

/* ------------------------------------------------------------------ */
/* §2 Play Packs: the loadouts                                        */
/* ------------------------------------------------------------------ */

static exile_status load_status(const char *text)
{
    exile_match *m = NULL;
    char err[256];
    exile_status s = exile_match_from_notation_ex(&m, text, NULL, err, sizeof err);
    exile_match_destroy(m);
    return s;
}

/* §2 Play Packs: "Each player: 1 Exile, 4 Gear (one of each category), the
 * 20 Moves those Gear list (5 each), and 3 Memories." "An Exile's Primary
 * Weapon is its own and always comes with it. Any Secondary Weapon, any
 * Protective Gear and any Kit can be paired with any Exile." "Any Memory can
 * be paired with any Exile" (§4.4). "From one shared collection ... Each card
 * can be with one player only." (A1, A2; Box 1 is one shared collection: it
 * holds one copy of each card.) */
static void loadouts_of_section_2(void **state)
{
    (void)state;
    const char *rule = "§2 Play Packs (A1, A2): one Gear of each category with the Exile's own Primary Weapon, "
                       "3 Memories, each card with one player only";
    print_message("  %s\n", rule);
    exile_loadout lark = { "EXL-01", "GR-04", "GR-06", "GR-08", { "MEM-04", "MEM-05", "MEM-06" } };
    exile_loadout brannoch = { "EXL-02", "GR-03", "GR-05", "GR-07", { "MEM-01", "MEM-02", "MEM-03" } };
    /* Any other Gear and Memories with either Exile: 28 cards each. */
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.loadout[0] = &lark;
    o.loadout[1] = &brannoch;
    o.first_player = 0;
    exile_match *m = NULL;
    assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
    scenario_expect_now(m, "seat 0 EXL-01 GR-01 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06", rule);
    scenario_expect_now(m, "seat 1 EXL-02 GR-02 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03", rule);
    /* The 20 Moves the four Gear list, in hand and deck. */
    static const char *const moves[20] = { "MV-001", "MV-002", "MV-003", "MV-004", "MV-005", "MV-016", "MV-017",
                                           "MV-018", "MV-019", "MV-020", "MV-026", "MV-027", "MV-028", "MV-029",
                                           "MV-030", "MV-036", "MV-037", "MV-038", "MV-039", "MV-040" };
    scenario_expect_count(m, "hand 0", NULL, 6, rule);
    scenario_expect_count(m, "deck 0", NULL, 14, rule);
    for (int i = 0; i < 20; i++)
        assert_int_equal(scenario_count_in(m, "hand 0", moves[i]) + scenario_count_in(m, "deck 0", moves[i]), 1);
    exile_match_destroy(m);

    /* A Gear of another category in a slot, a Memory twice, a Gear among
     * the Memories, a Gear as the Exile: refused. */
    exile_loadout bad = lark;
    bad.secondary = "GR-05";
    assert_int_equal(scenario_create_status(&bad, &brannoch), EXILE_E_BAD_LOADOUT);
    bad = lark;
    bad.kit = "GR-06";
    bad.protective = "GR-08";
    assert_int_equal(scenario_create_status(&bad, &brannoch), EXILE_E_BAD_LOADOUT);
    bad = lark;
    bad.memories[2] = "MEM-04";
    assert_int_equal(scenario_create_status(&bad, &brannoch), EXILE_E_BAD_LOADOUT);
    bad = lark;
    bad.memories[1] = "GR-07";
    assert_int_equal(scenario_create_status(&bad, &brannoch), EXILE_E_BAD_LOADOUT);
    bad = lark;
    bad.exile = "GR-01";
    assert_int_equal(scenario_create_status(&bad, &brannoch), EXILE_E_BAD_LOADOUT);
    /* One card with both players: a Gear, a Memory, the Exile. */
    exile_loadout twice = brannoch;
    twice.secondary = "GR-04";
    assert_int_equal(scenario_create_status(&lark, &twice), EXILE_E_BAD_LOADOUT);
    twice = brannoch;
    twice.memories[0] = "MEM-05";
    assert_int_equal(scenario_create_status(&lark, &twice), EXILE_E_BAD_LOADOUT);
    twice = brannoch;
    twice.exile = "EXL-01";
    assert_int_equal(scenario_create_status(&lark, &twice), EXILE_E_BAD_LOADOUT);

    /* In notation: the Primary Weapon is the Exile's own, and each slot
     * holds a Gear of its category. */
    assert_int_not_equal(load_status("exile-notation 2\n"
                                     "seat 0 EXL-01 GR-02 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"
                                     "seat 1 EXL-02 GR-01 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"),
                         EXILE_OK);
    assert_int_not_equal(load_status("exile-notation 2\n"
                                     "seat 0 EXL-01 GR-01 GR-05 GR-03 GR-07 MEM-01 MEM-02 MEM-03\n"
                                     "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"),
                         EXILE_OK);
    assert_int_not_equal(load_status("exile-notation 2\n"
                                     "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-04\n"
                                     "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"),
                         EXILE_OK);
    assert_int_equal(load_status(SEATS_SWAPPED_PROTECTIVE), EXILE_OK);
}

/* ------------------------------------------------------------------ */
/* §3.1 Stamina                                                        */
/* ------------------------------------------------------------------ */

/* §7.4 Channel: "You channel only cards from your hand, never from your
 * Momentum Zone, never the card being played and never a prepared
 * Finisher. A card with a Channel value of 0 can be channeled: it gives no
 * Stamina." §2 Zones: the Momentum Zone's "cards are not channeled".
 * (A41, A16, A31, A34; the prepared Finisher: test_scenarios_finishers.c.)
 * Seat 0 holds Blind Coil, False Thread and Glass Needle (Channel 0), with
 * Recoil Shot and Marking Dart in its Momentum Zone. (At Pay the library does
 * not offer to channel a card of Channel 0: it would change nothing.) */
static void momentum_cards_and_the_card_played_are_never_channeled(void **state)
{
    (void)state;
    const char *position = SEATS "players\n"
                                 "hand 0 MV-002 MV-011 MV-001\n"
                                 "momentum 0 MV-014 MV-012\n"
                                 "hand 1 MV-006\n";
    scenario turn = {
        .rule = "§7.4 Channel (A41): a Momentum card is never channeled; a card in hand is",
        .position = position,
        .legal = "channel: Blind Coil\nchannel: Glass Needle\nchannel: False Thread\ntap: The Lantern Vigil\n",
        .illegal = "channel: Recoil Shot\nchannel: Marking Dart\n",
    };
    scenario_run(&turn);
    scenario zero = {
        .rule = "§3.1 Channel (A34): a card with Channel 0 is channeled for no Stamina; it is no action",
        .position = position,
        .actions = "channel: Glass Needle\n",
        .expect = "stamina 0 0\n"
                  "recall 0 MV-011\n"
                  "hand 0 MV-002 MV-001\n"
                  "momentum 0 MV-014 MV-012\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&zero);
    scenario pay = {
        .rule = "§3.1 (A41): at Pay the card being played gives no Stamina toward itself; Momentum cards none",
        .position = position,
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n",
        .legal = "channel: False Thread\ntap: The Unwritten Name\n",
        .illegal = "channel: Blind Coil\nchannel: Recoil Shot\nchannel: Marking Dart\n",
    };
    scenario_run(&pay);
}

/* §3.1 Floating Stamina: "An action or card that costs nothing takes
 * nothing, and all your floating Stamina is lost." (A39: an End, a Step
 * Back and the Finisher are tested elsewhere; here a card that costs 0.)
 * §7.1: "A card that costs 0 is played for no Stamina, face-up or
 * face-down; as an attack its declared cost is 0 or more." (A144) §5 Action
 * A step 2: "Then turn your Exile sideways ..., whatever the declared cost"
 * (A146). Glass Needle (cost 0, Damage 1, Quick) declared 0 with 1 floating:
 * the Stamina is lost and Lark's Exile turns. Static Drape (block cost 0)
 * played after a tap takes nothing, and the tapped Stamina is lost. */
static void a_card_that_costs_nothing_loses_the_floating_stamina(void **state)
{
    (void)state;
    const char *attack = SEATS "players\n"
                               "hand 0 MV-011 MV-002\n"
                               "hand 1 MV-006\n";
    scenario declare = {
        .rule = "§7.1 (A144): a 0-cost attack may declare 0 or more",
        .position = attack,
        .actions = "attack face-up: Glass Needle\n"
                   "tap: The Lantern Vigil\n",
        .expect = "stamina 0 1\n",
        .legal = "declare 0\ndeclare 1\n",
        .illegal = "declare 2\n",
    };
    scenario_run(&declare);
    const char *rule = "§3.1 (A39, A146): a 0-cost attack takes nothing, the floating Stamina is lost, the Exile turns";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(attack);
    scenario_act(m, "attack face-up: Glass Needle");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "declare 0");
    scenario_expect_now(m, "decision block seat=1", rule);
    scenario_expect_now(m, "stamina 0 0", rule);
    scenario_expect_now(m, "memories 0 Lt Lu Lu", rule);
    scenario_expect_now(m, "exile 0 engaged", rule);
    exile_match_destroy(m);

    rule = "§3.1 (A39): a 0-cost Block card takes nothing; the Stamina tapped before it is lost";
    print_message("  %s\n", rule);
    m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                            "exile 1 engaged\n"
                            "hand 1 MV-008 MV-006\n"
                            "hand 0 MV-023 MV-002\n");
    scenario_act(m, "attack face-up: Undertow");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "declare 1");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_expect_now(m, "stamina 0 1", rule);
    scenario_act(m, "block: Static Drape");
    scenario_expect_now(m, "stamina 0 0", rule);
    scenario_expect_now(m, "blocks MV-023", rule);
    exile_match_destroy(m);
}

/* §3.1 Floating Stamina: "Each Block card, each Reaction and each use of an
 * activated ability is a play of its own: Stamina left floating after one
 * never pays for the next." (A38; Block cards: test_scenarios_attack.c.)
 * Brannoch taps The Furnace Oath (2) for Oath of Ruin (cost 1): the second
 * Stamina is lost. Lark passes; Brannoch's choice comes again, and Writ of
 * Seizure (cost 3) needs 3 fresh Stamina: The Broken Seal's 2 are not
 * enough, with Ash of Hollowmere's 1 they are. And the Oathbound Guard he
 * kept at The Block cannot block now (A147: "Block cards can be played
 * only in step 3"). */
static void each_reaction_is_paid_on_its_own(void **state)
{
    (void)state;
    const char *rule = "§3.1 (A38): Stamina left after one Reaction never pays for the next";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "memories 1 Uu Uu Lu\n"
                                         "hand 0 MV-002\n"
                                         "hand 1 MV-038 MV-039 MV-028\n");
    const char *const acts[] = {
        "attack face-up: Blind Coil",
        "tap: The Lantern Vigil",
        "tap: The Unwritten Name",
        "declare 2",
        "no more blocks", /* Oathbound Guard is kept */
        "tap: The Furnace Oath",
        "react: Oath of Ruin",
        "target: Blind Coil",
        "pass", /* Lark */
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_now(m, "decision react seat=1", rule);
    scenario_expect_now(m, "stamina 1 0", rule);
    /* §5 Action A step 3 (A147): Block cards are played only at The
     * Block, none later. */
    scenario_expect_legal(m, "block: Oathbound Guard", false, rule);
    scenario_act(m, "tap: The Broken Seal");
    scenario_expect_now(m, "stamina 1 2", rule);
    scenario_expect_legal(m, "react: Writ of Seizure", false, rule);
    scenario_act(m, "tap: Ash of Hollowmere");
    scenario_expect_legal(m, "react: Writ of Seizure", true, rule);
    exile_match_destroy(m);
}

/* §7.4 Channel: "A player taps and channels only when they may take an
 * action or play a card, just before it". (A36) The Unlock step and the
 * Rearm step are no such moment, and neither is the Exert of an attack. */
static void taps_only_before_a_play(void **state)
{
    (void)state;
    scenario unlock = {
        .rule = "§7.4 Channel (A36): no tap and no channel at the Unlock step",
        .position = PHASE1 "players\n" HAND0 HAND1,
        .expect = "decision unlock seat=1\n",
        .legal = "unlock nothing\n",
        .illegal = "tap: The Furnace Oath\nchannel: Surge Swing\n",
    };
    scenario_run(&unlock);
    scenario rearm = {
        .rule = "§7.4 Channel (A36): no tap and no channel at the Rearm step",
        .position = PHASE1 "players\n"
                           "momentum 0 MV-005\n"
                           "gear 0 Df Af Af Af\n" HAND0 HAND1,
        .expect = "decision rearm seat=0\n",
        .legal = "rearm: Whisper Coil\n",
        .illegal = "tap: The Lantern Vigil\nchannel: Blind Coil\n",
    };
    scenario_run(&rearm);
    scenario exert = {
        .rule = "§7.4 Channel (A36): no tap and no channel at the Exert of an attack",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-007 MV-008 MV-006\n"
                          "hand 0 MV-011\n",
        .actions = "attack face-up: Tidal Crush\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "declare 3\n"
                   "no more blocks\n",
        .expect = "decision exert seat=1\n",
        .legal = "exert: Undertow\n",
        .illegal = "channel: Undertow\n",
    };
    scenario_run(&exert);
}

/* §7.4 Spent: "Stamina they recover changes nothing." (A45) Lark (here with
 * Arc Hook, §2) hits the spent Brannoch with Drag Down: its Pinning Attack
 * engages him, and his "When you become Engaged, recover 1 Stamina." (P16)
 * fires. He is asked nothing, gains no floating Stamina, stays spent, and
 * Lark (successful) takes the next turn.
 * covers: MV-016/E03 MV-016/kw:Pinning
 */
static void a_spent_player_recovers_nothing_of_use(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.4 Spent (A45): a spent player's recovery asks nothing and changes nothing",
        .position = SEATS_SWAPPED_SECONDARY "players\n"
                                            "exile 1 upright spent\n"
                                            "memories 1 Lt Uu Ut\n"
                                            "hand 0 MV-016 MV-001\n"
                                            "hand 1 MV-006\n",
        .actions = "attack face-up: Drag Down\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n",
        .expect = "hp 1 26\n"
                  "exile 1 engaged spent\n"
                  "stamina 1 0\n"
                  "attached 1 MV-016\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
    /* §7.7 Face-up and face-down: "The attacker chooses as the attack is
     * played, against any defender, a stunned or spent one included."
     * (A140; Lark already attacked this round, so Bastion Plate's P01 is
     * spent.) */
    scenario choose = {
        .rule = "§7.7 (A140): against a spent defender the attack may be face-up or face-down",
        .position = SEATS_SWAPPED_SECONDARY "players\n"
                                            "round-flags 0 flags=attacked\n"
                                            "exile 1 upright spent\n"
                                            "hand 0 MV-016 MV-001\n"
                                            "hand 1 MV-006\n",
        .legal = "attack face-down: Drag Down\nattack face-up: Drag Down\n",
    };
    scenario_run(&choose);
}

/* ------------------------------------------------------------------ */
/* §7.5 A disarmed Gear; §7.9 Passives of Gear                         */
/* ------------------------------------------------------------------ */

/* §2 Zones: a disarmed Gear "is not armed and not in play: its Passives
 * stop". §7.5 Coming back: "It is armed again on the side it showed, its
 * Passives work again from that moment". (A21, A96, A112, A256) Bastion
 * Plate's "The first attack your opponent makes each round must be played
 * face-up." (P01): disarmed, Lark's first attack of the round may be
 * face-down; rearmed at the Rearm step, on its Upgrade side, it binds her
 * again in that round's Phase 2.
 * covers: GR-06/P01
 */
static void a_disarmed_gear_stops_its_passives_until_rearmed(void **state)
{
    (void)state;
    scenario disarmed = {
        .rule = "§7.5 While disarmed (A21, A256): Bastion Plate disarmed, P01 no longer binds the first attack",
        .position = SEATS "players\n"
                          "gear 1 Af Af Df Af\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-006\n",
        .legal = "attack face-down: Blind Coil\nattack face-up: Blind Coil\n",
    };
    scenario_run(&disarmed);
    scenario armed = {
        .rule = "P01: Bastion Plate armed, the first attack of the round must be face-up",
        .position = SEATS "players\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-006\n",
        .legal = "attack face-up: Blind Coil\n",
        .illegal = "attack face-down: Blind Coil\n",
    };
    scenario_run(&armed);
    scenario rearmed = {
        .rule = "§7.5 Coming back (A96, A112): rearmed on its Upgrade side, P01 works again in Phase 2",
        .position = PHASE1 "players\n"
                           "momentum 0 MV-005\n"
                           "gear 1 Af Af Du Af\n" HAND0 HAND1,
        .actions = "rearm: Bastion Plate\n"
                   "unlock nothing\n"
                   "unlock nothing\n",
        .expect = "gear 1 Af Af Au Af\n"
                  "decision turn seat=0\n",
        .legal = "attack face-up: Blind Coil\n",
        .illegal = "attack face-down: Blind Coil\n",
    };
    scenario_run(&rearmed);
    /* §7.5 The other Moves stay: "its Moves in your Momentum Zone: they
     * return to your hand at the Reload as usual"; §5 Rearm: "Nothing else
     * happens at this step" (A256, A94: no Thrown card comes back). */
    scenario reload = {
        .rule = "§7.5 (A256, A94): a disarmed Gear's Momentum card reloads as usual; the Rearm brings nothing back",
        .position = PHASE1 "players\n"
                           "gear 0 Df Af Af Af\n"
                           "momentum 0 MV-002\n"
                           "recall 0 MV-011 MV-013\n"
                           "hand 0 MV-001 MV-003 MV-004 MV-012 MV-014\n" HAND1,
        .actions = "rearm nothing\n",
        .expect = "gear 0 Df Af Af Af\n"
                  "hand 0 MV-001 MV-003 MV-004 MV-012 MV-014 MV-002\n"
                  "recall 0 MV-011 MV-013\n"
                  "momentum 0\n"
                  "decision unlock seat=0\n",
    };
    scenario_run(&reload);
}

/* §7.5: "Another Move of that Gear in the Combat Zone ... was played while
 * its Gear was armed: it stays and resolves as usual." §7.9: "Nothing
 * checks it again. A Move leaves combat for its Gear only when an Effect
 * that disarms targets that Move." (A256, A259) Lark blocks Surge Swing
 * (Damage 3) with Blind Coil and Wire Ward, both of Whisper Coil; Writ of
 * Seizure on Blind Coil disarms Whisper Coil and sends Blind Coil away.
 * Wire Ward stays: Block 2, Net Damage 1. Tidebreaker (P10) recovers 1 for
 * the successful attack with Overcommit; Ember Satchel (P09) finds no Move
 * in Lark's Momentum Zone when the Single-Use Writ is destroyed.
 * covers: GR-02/P10 MV-039/E22 MV-039/kw:Reaction MV-039/kw:Single-Use
 */
static void a_block_card_of_a_disarmed_gear_stays(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.5, §7.9 (A256, A259): the other Move of the disarmed Gear stays in the block and counts",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 1 Uu Uu Lu\n"
                          "hand 1 MV-006 MV-039\n"
                          "hand 0 MV-002 MV-004\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Blind Coil\n"
                   "tap: The Unwritten Name\n"
                   "block: Wire Ward\n"
                   "no more blocks\n"
                   "pass\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "react: Writ of Seizure\n"
                   "target: Blind Coil\n"
                   "pass\n"
                   "pass\n"
                   "untap: The Furnace Oath\n",
        .expect = "gear 0 Df Af Af Af\n"
                  "hp 0 24\n"
                  "recall 0 MV-002 MV-004\n"
                  "momentum 1 MV-006\n"
                  "destroyed 1 MV-039\n"
                  "memories 1 Uu Ut Lt\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §6.3 P15 / §7.5 While disarmed: "Its Passives stop at once." (A208: "The
 * disarmed Gear's own Passive has stopped and fires nothing.") Lark blocks
 * Undertow (Damage 1) with Snare Mesh (Faraday Veil) and Wire Ward (Whisper
 * Coil). Writ of Seizure on Snare Mesh disarms Faraday Veil. Wire Ward alone
 * stops Undertow: its Disarming Block disarms Tidebreaker, but Faraday
 * Veil's "Whenever one of your opponent's Gear is disarmed, recover 1
 * Stamina." no longer works: Lark's Memories stay tapped. Wire Ward, now the
 * first Block card, is successful against a Quick attack (E19): the next
 * turn is Lark's.
 * covers: MV-004/E19 MV-004/kw:Disarming MV-039/E22 MV-039/kw:Reaction
 */
static void a_disarmed_gears_passive_fires_nothing(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.5 (A208): Faraday Veil disarmed in the React step does not recover for the disarm at the Clear",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 1 Uu Uu Lu\n"
                          "hand 1 MV-008 MV-039\n"
                          "hand 0 MV-022 MV-004\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: Ash of Hollowmere\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "block: Snare Mesh\n"
                   "tap: Salt on the Threshold\n"
                   "block: Wire Ward\n"
                   "no more blocks\n"
                   "pass\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "react: Writ of Seizure\n"
                   "target: Snare Mesh\n"
                   "pass\n"
                   "pass\n",
        .expect = "gear 0 Af Af Df Af\n"
                  "gear 1 Df Af Af Af\n"
                  "memories 0 Lt Lt Lt\n"
                  "momentum 0 MV-004\n"
                  "recall 0 MV-022\n"
                  "recall 1 MV-008\n"
                  "hp 0 25\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §7.5 More than once: "Two Moves of one Gear in the same block disarm it
 * once." (A258) Brannoch carries Faraday Veil here (§2): "Whenever one of
 * your opponent's Gear is disarmed, recover 1 Stamina." Tidal Crush
 * (Damage 6, Crushing Attack) against Wire Ward and Blind Coil (Block 2
 * each, both of Whisper Coil): Net Damage 2, successful; Whisper Coil is
 * disarmed once, so Brannoch recovers 1, not 2. The Exert destroys
 * Undertow (P09 finds Lark's Momentum Zone empty); Slow makes Brannoch
 * spent.
 * covers: GR-05/P15 MV-007/kw:Crushing MV-007/kw:Exert MV-007/kw:Slow
 */
static void two_blocks_of_one_gear_disarm_it_once(void **state)
{
    (void)state;
    const char *rule = "§7.5 More than once (A258): two Block cards of one Gear, one disarm, one P15";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS_SWAPPED_PROTECTIVE "players first=1 initiative=1 turn=1 next=1\n"
                                                            "exile 1 engaged\n"
                                                            "hand 1 MV-007 MV-008\n"
                                                            "hand 0 MV-004 MV-002\n");
    scenario_log log = { .n = 0 };
    assert_int_equal(exile_match_observe(m, EXILE_OMNISCIENT, scenario_record_event, &log), EXILE_OK);
    const char *const acts[] = {
        "attack face-up: Tidal Crush",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "tap: Ash of Hollowmere",
        "declare 3",
        "tap: The Lantern Vigil",
        "block: Wire Ward",
        "tap: The Unwritten Name",
        "block: Blind Coil",
        "no more blocks", /* the Exert takes Undertow, the only other Move */
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_settle(m);
    exile_match_observe(m, EXILE_OMNISCIENT, NULL, NULL);
    scenario_expect_now(m, "gear 0 Df Af Af Af", rule);
    scenario_expect_now(m, "hp 0 23", rule);
    scenario_expect_now(m, "recall 0 MV-004 MV-002", rule);
    scenario_expect_now(m, "momentum 1 MV-007", rule);
    scenario_expect_now(m, "destroyed 1 MV-008", rule);
    scenario_expect_now(m, "exile 1 engaged spent", rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_expect_tapped(m, 1, 2, rule);
    int first = scenario_find_event(&log, 0, EXILE_EV_GEAR, 0, -1, -1, 0);
    assert_true(first >= 0);
    assert_int_equal(scenario_find_event(&log, (size_t)first + 1, EXILE_EV_GEAR, 0, -1, -1, 0), -1);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* §4.1 Combat cards                                                   */
/* ------------------------------------------------------------------ */

/* §4.1 Two costs: "its keywords and Effects are printed under the side they
 * belong to (attack left, block right; text that works both ways spans the
 * card). The card pays its attack cost when played as an attack and its
 * block cost when played as a block." (A25) Veil Snap's block-column text,
 * "While you have another card in your Momentum Zone, this card has Flow
 * 1.", does nothing when it attacks: a successful Veil Snap with Grounding
 * Fold in Lark's Momentum Zone recovers nothing. Rolling Weight's Momentous,
 * printed across the card, counts when it blocks (2 + 1). Gaff Hook (attack
 * cost 2) blocks for its block cost 1.
 * covers: GR-06/P19 MV-009/kw:Momentous
 */
static void a_combat_card_has_two_columns(void **state)
{
    (void)state;
    scenario attack = {
        .rule = "§4.1 Two costs (A25): Veil Snap's block-column Flow does nothing when it attacks",
        .position = SEATS "players\n"
                          "momentum 0 MV-021\n"
                          "hand 0 MV-024 MV-011\n"
                          "hand 1 MV-006\n",
        .actions = "attack face-up: Veil Snap\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 1 26\n"
                  "momentum 0 MV-021 MV-024\n"
                  "memories 0 Lt Lu Lu\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&attack);
    scenario momentous = {
        .rule = "§4.1 Two costs (A25): Momentous printed across Rolling Weight counts when it blocks",
        .position = SEATS "players\n"
                          "momentum 1 MV-008\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-009\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Rolling Weight\n"
                   "no more blocks\n",
        .expect = "hp 1 28\n"
                  "momentum 1 MV-008 MV-009\n"
                  "recall 0 MV-002\n"
                  "attached 1 TK-03\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&momentous);
    scenario cost = {
        .rule = "§4.1 Two costs (A25): Gaff Hook blocks for its block cost of 1",
        .position = SEATS "players\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-018\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "block: Gaff Hook\n"
                   "no more blocks\n",
        .expect = "hp 1 27\n"
                  "recall 1 MV-018\n"
                  "memories 1 Lt Lu Lu\n"
                  "momentum 0 MV-002\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&cost);
}

/* ------------------------------------------------------------------ */
/* §3.1 Engaged; §5 the end of the round                               */
/* ------------------------------------------------------------------ */

/* §3.1 Engaged: "Otherwise you stay Engaged past the round's end, to the
 * next Refresh". §7.7: "Recovering Stamina, an End, ... and the end of the
 * round turn no Exile". §5: "Memories, Exiles and a prepared Finisher stay
 * as they are until the next Refresh"; §7.7: "'This round' means the current
 * round". (A56, A311) Lark's Glass Needle hits (Quick: her turn again;
 * Whisper Coil attaches a Bleed Token), she Ends still Engaged, Brannoch
 * Ends. At the Refresh, where Brannoch's P17 asks him first, both Exiles
 * are still sideways and the Memories still tapped; Brannoch's unused "Your
 * next attack this round has Overcommit 2" and "Your next Slow attack this
 * round does not make you spent" (Stoke the Furnace) are gone.
 * covers: GR-01/P22 TK-01/TOKEN_BLEED
 */
static void what_persists_past_the_end_of_the_round(void **state)
{
    (void)state;
    const char *rule = "§3.1, §5 (A56, A311): Engaged and tapped persist to the Refresh; \"this round\" Effects end";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "exile 1 engaged\n"
                                         "memories 1 Lt Lu Lu\n"
                                         "next-attack 1 overcommit=2\n"
                                         "round-flags 1 flags=slow-not-spent\n"
                                         "recall 1 MV-036\n"
                                         "hand 0 MV-011 MV-001\n"
                                         "hand 1 MV-006\n");
    const char *const acts[] = {
        "attack face-up: Glass Needle",
        "tap: The Lantern Vigil",
        "declare 1",
        "no more blocks",
        "end",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_line(m, "exile 0 engaged spent", rule);
    scenario_expect_line(m, "hp 1 27", rule);
    scenario_expect_now(m, "decision turn seat=1", rule);
    scenario_act(m, "end");
    scenario_expect_now(m, "round 2", rule);
    scenario_expect_prefix_now(m, "decision refresh-discard seat=1", rule);
    scenario_expect_now(m, "exile 0 engaged", rule);
    scenario_expect_now(m, "exile 1 engaged", rule);
    scenario_expect_now(m, "memories 0 Lt Lu Lu", rule);
    scenario_expect_now(m, "memories 1 Lt Lu Lu", rule);
    scenario_expect_now(m, "next-attack 1", rule);
    scenario_expect_now(m, "hp 1 26", rule); /* the Bleed Token of the round's end */
    scenario_act(m, "decline");
    scenario_expect_line(m, "exile 0 upright", rule);
    scenario_expect_line(m, "memories 0 Lu Lu Lu", rule);
    scenario_act(m, "unlock nothing");
    scenario_act(m, "unlock nothing");
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_expect_now(m, "round-flags 1", rule);
    exile_match_destroy(m);
}

/* §3.3 Unlock your Exile: "The Exile keeps its HP and stays upright or
 * sideways as it was." (A108) Brannoch's P17 keeps Lark sideways at the
 * Refresh; she unleashes Engaged, heals 3 and stays Engaged.
 * covers: EXL-02/P17
 */
static void an_engaged_exile_unleashes_engaged(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§3.3 (A108): an Exile unleashed while sideways stays sideways; it heals its Unleash heal",
        .position = SEATS "round 4\nstep initiative\n"
                          "players\n"
                          "momentum 0 MV-002\n"
                          "exile 0 engaged\n"
                          "exile 1 engaged\n"
                          "hp 0 20\n"
                          "memories 0 Uu Uu Uu\n"
                          "hand 0 MV-001 MV-003 MV-004 MV-011 MV-012\n"
                          "hand 1 MV-007 MV-008 MV-006 MV-009 MV-017 MV-018\n",
        .actions = "choose: Tidal Crush\n"
                   "unleash\n"
                   "decline\n",
        .expect = "exile 0 engaged unleashed\n"
                  "exile 1 upright\n"
                  "hp 0 23\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&s);
}

/* ------------------------------------------------------------------ */
/* §7.9 The top card of a deck; §2 Zones                               */
/* ------------------------------------------------------------------ */

/* §7.9: "A deck an Effect leaves with no card stays empty until its owner
 * takes a card from it, at the Refill ...: Fatigue then applies." (A81)
 * Second Sight looks at Lark's one deck card and she takes it: her deck is
 * empty, nothing is rebuilt and no HP is lost. At the next Refill she must
 * take 2: Fatigue (1 HP), her Recall Pile becomes her deck.
 * covers: MV-031/E16 MV-031/kw:Quick
 */
static void a_deck_an_effect_empties_stays_empty(void **state)
{
    (void)state;
    const char *rule = "§7.9 (A81): a deck emptied by Second Sight stays empty until the Refill brings Fatigue";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "hand 0 MV-031 MV-002 MV-003 MV-004\n"
                                         "deck 0 MV-011\n"
                                         "recall 0 MV-001 MV-005 MV-012 MV-013 MV-014 MV-015 MV-021 MV-022 MV-023 "
                                         "MV-024 MV-025 MV-032 MV-033 MV-034 MV-035\n" HAND1);
    const char *const acts[] = {
        "tap: The Lantern Vigil", "play: Second Sight", "pass", "pass", "choose: Glass Needle", NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_now(m, "deck 0", rule);
    scenario_expect_now(m, "hand 0 MV-002 MV-003 MV-004 MV-011", rule);
    scenario_expect_now(m, "hp 0 25", rule);
    scenario_expect_count(m, "recall 0", NULL, 16, rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_act(m, "end");
    scenario_act(m, "end");
    scenario_expect_now(m, "round 2", rule);
    scenario_expect_now(m, "hp 0 24", rule);
    scenario_expect_now(m, "recall 0", rule);
    scenario_expect_count(m, "hand 0", NULL, 6, rule);
    scenario_expect_count(m, "deck 0", NULL, 14, rule);
    exile_match_destroy(m);
}

/* §2 Zones, Deck: "A card an Effect puts on top of a deck lies face-up there
 * until it leaves the deck." (A11) Needle Sling's P20 puts an unsuccessful
 * Glass Needle face-up on top of Lark's deck: both players see it. At the
 * next Refill it is the first card Lark takes.
 * covers: GR-03/P20
 */
static void a_card_put_on_the_deck_lies_face_up(void **state)
{
    (void)state;
    const char *rule = "§2 Zones (A11): the card P20 puts on top of the deck is face-up, open to both, until taken";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "hand 0 MV-011 MV-001 MV-002 MV-003 MV-004\n"
                                         "hand 1 MV-027 MV-006 MV-007 MV-008 MV-009 MV-017\n");
    const char *const acts[] = {
        "attack face-up: Glass Needle",
        "declare 0",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "block: Hold the Line",
        "no more blocks",
        "pass",
        "pass",
        "choose: Glass Needle",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_prefix_now(m, "deck 0 ^MV-011 MV-005 ", rule);
    scenario_expect_view_line(m, 1, "deck 0 ^MV-011 ? ? ? ? ? ? ? ? ? ? ? ? ? ? ?", rule);
    /* Hold the Line took the turn; both End; Lark's Refill takes it first. */
    scenario_act(m, "end");
    scenario_act(m, "end");
    scenario_expect_now(m, "round 2", rule);
    scenario_expect_count(m, "hand 0", "MV-011", 1, rule);
    scenario_expect_prefix_now(m, "deck 0 MV-012 ", rule);
    exile_match_destroy(m);
}

/* §5 Fatigue: "No player shuffles a deck or a pile at any other time after
 * setup, except an Effect that shuffles Tokens into a deck (§4.5)." (A78)
 * Salt on the Threshold shuffles 2 Bleed Tokens into Brannoch's deck: his
 * 14 Moves no longer lie in the order they had.
 * covers: MEM-03/E64
 */
static void tokens_shuffled_in_shuffle_the_deck(void **state)
{
    (void)state;
    const char *rule = "§4.5, §5 Fatigue (A78): shuffling Tokens into a deck shuffles that deck";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "round 2\nstep unlock\n"
                                         "players\n" HAND0 HAND1);
    scenario_expect_now(m, "deck 1 MV-010 MV-016 MV-019 MV-020 MV-026 MV-027 MV-028 MV-029 MV-030 MV-036 MV-037 MV-038 "
                  "MV-039 MV-040",
               rule);
    scenario_act(m, "unlock: Salt on the Threshold");
    scenario_expect_count(m, "deck 1", "TK-01", 2, rule);
    scenario_expect_count(m, "deck 1", NULL, 16, rule);
    char v[VALUES_CAP], moves[VALUES_CAP];
    scenario_values_of(m, "deck 1", v, sizeof v);
    size_t n = 0;
    for (const char *w = v; *w;) {
        size_t l = strcspn(w, " ");
        if (strncmp(w, "MV-", 3) == 0) {
            memcpy(moves + n, w, l);
            n += l;
            moves[n++] = ' ';
        }
        w += l;
        while (*w == ' ')
            w++;
    }
    moves[n ? n - 1 : 0] = '\0';
    if (strcmp(moves, "MV-010 MV-016 MV-019 MV-020 MV-026 MV-027 MV-028 MV-029 MV-030 MV-036 MV-037 MV-038 MV-039 "
                      "MV-040") == 0)
        fail_msg("%s\nthe Moves of the deck kept their order: %s", rule, v);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* §7.5 No hand is ever shown; the Initiative                          */
/* ------------------------------------------------------------------ */

/* §7.5: "An Effect that makes an opponent discard cards from their hand
 * lets them choose any Move in it. A Token is never chosen." "Short: If an
 * Effect asks for N cards and fewer are eligible, as many as possible are
 * discarded". (A82, A83) Erasure's "Your opponent discards 1 card of their
 * choice from their hand." against a hand holding only a Bleed Token
 * discards nothing. Erasure is Slow: Lark is spent.
 * covers: MV-035/E40 MV-035/FINISHER_REACH MV-035/kw:Slow
 */
static void a_discard_never_takes_a_token(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.5 (A82, A83): Erasure's discard finds only a Token in hand and discards nothing",
        .position = SEATS "players\n"
                          "gear 0 Af Af Af Au\n"
                          "prepared 0 MV-035 cost=3 due=1\n"
                          "hand 0 MV-002\n"
                          "hand 1 TK-01\n"
                          "recall 1 MV-008 MV-009\n",
        .actions = "play the Finisher: Erasure\n"
                   "target: Undertow\n"
                   "decline\n",
        .expect = "destroyed 1 MV-008\n"
                  "recall 1 MV-009\n"
                  "hand 1 TK-01\n"
                  "recall 0 MV-035\n"
                  "exile 0 upright spent\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §7.7 Momentum conditions: "Gear, a prepared Finisher, an attached card
 * and the card in the Combat Zone are not counted." (A88) Lark holds the
 * Initiative with a Finisher still prepared at the Initiative step and no
 * Momentum card, as Brannoch: 0 against 0, it passes to him. §7.7: "The
 * Initiative is held from the Initiative step of a Phase 1 to the next";
 * §3.4 Tracking: it is shown to both players (A317). */
static void a_prepared_finisher_is_no_momentum_card(void **state)
{
    (void)state;
    const char *position = PHASE1 "players\n"
                                  "exile 0 engaged\n"
                                  "gear 0 Au Af Af Af\n"
                                  "prepared 0 MV-005 cost=4\n" HAND0 HAND1;
    scenario s = {
        .rule = "§7.7 Momentum conditions (A88): a prepared Finisher is not counted at the Initiative step",
        .position = position,
        .expect = "players initiative=1\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&s);
    const char *rule = "§7.7, §3.4 Tracking (A317): the Initiative is public";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(position);
    scenario_expect_view_line(m, 0, "players initiative=1", rule);
    scenario_expect_view_line(m, 1, "players initiative=1", rule);
    exile_match_destroy(m);
}

/* §7.11 Turn a Memory back: "It can be unlocked again at a later Unlock
 * step, and its 'When this Memory is unlocked' Effects resolve again."
 * (A113) Severance hits Brannoch, who turns The Furnace Oath back (its
 * Plating Tokens stay: they lie on his Exile). Both End; at the Unlock of
 * round 2 he unlocks it again and it attaches 2 more Plating Tokens.
 * covers: MEM-04/E64 MV-005/E21
 */
static void a_memory_turned_back_unlocks_again(void **state)
{
    (void)state;
    const char *rule = "§7.11 (A113): a Memory turned back by a Finisher is unlocked again, its Effect again";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "exile 0 engaged\n"
                                         "gear 0 Au Af Af Af\n"
                                         "prepared 0 MV-005 cost=4 due=1\n"
                                         "memories 1 Uu Lu Lu\n"
                                         "attached 1 TK-03 TK-03\n" HAND0 HAND1);
    scenario_act(m, "play the Finisher: Severance");
    scenario_settle(m);
    if (scenario_has_line(m, "decision turn-back", true))
        scenario_act(m, "turn back: The Furnace Oath");
    scenario_expect_line(m, "memories 1 Lu Lu Lu", rule);
    scenario_expect_count(m, "attached 1", "TK-03", 2, rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    scenario_act(m, "end");
    scenario_act(m, "end");
    scenario_expect_now(m, "round 2", rule);
    scenario_expect_now(m, "decision unlock seat=1", rule);
    scenario_expect_legal(m, "unlock: The Furnace Oath", true, rule);
    scenario_act(m, "unlock: The Furnace Oath");
    scenario_expect_now(m, "memories 1 Uu Lu Lu", rule);
    scenario_expect_count(m, "attached 1", "TK-03", 4, rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* §5 Action A: Feint, the Opener, the Block, the Audit                */
/* ------------------------------------------------------------------ */

/* §5 Action A step 4, Feint: "the next turn is the attacker's again,
 * whatever the card's speed." (A123) Veil Snap (Feint [1], no speed)
 * face-down: Lark recovers 1, heals 1 (P12) and takes the next turn.
 * covers: EXL-01/P12 MV-024/kw:Feint
 */
static void a_feint_with_no_speed_keeps_the_turn(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action A step 4 Feint (A123): a face-down Feint with no speed gives its player the next turn",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked\n"
                          "hand 0 MV-024 MV-002\n"
                          "hand 1 MV-006\n",
        .actions = "attack face-down: Veil Snap\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "recall 0 MV-024\n"
                  "memories 0 Lu Lu Lu\n"
                  "hp 0 26\n"
                  "hp 1 28\n"
                  "exile 0 engaged\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §4.5 Never played: "A Token cannot be played, face-up or face-down, as an
 * attack, a block or a Tactics card." §5 Action A step 3: "A card that
 * prints only an attack cannot block, and neither can a Finisher". §6.2
 * Thrown: it cannot block. (A138, A148, A278) Even in the permissive bluff
 * mode (G9), which offers every Move face-down, a Token is no attack.
 * covers: TK-01/TOKEN_UNPLAYABLE
 */
static void tokens_and_attack_only_cards_do_not_block_or_attack(void **state)
{
    (void)state;
    scenario attack = {
        .rule = "§4.5 (A138, A278): a Token is never played as an attack, even in the permissive bluff mode",
        .position = SEATS "flags permissive-bluff\n"
                          "players\n"
                          "round-flags 0 flags=attacked\n"
                          "hand 0 TK-01 MV-002\n"
                          "hand 1 MV-006\n",
        .legal = "attack face-down: Blind Coil\nchannel: Bleed Token\n",
        .illegal = "attack face-down: Bleed Token\nattack face-up: Bleed Token\nstep back: Bleed Token\n",
    };
    scenario_run(&attack);
    scenario block = {
        .rule = "§5 Action A step 3 (A148): attack-only cards, a Thrown card, a Finisher and a Token cannot block",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-006\n"
                          "hand 0 MV-011 MV-001 MV-005 MV-004 TK-01\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n",
        .expect = "decision block seat=0\n",
        .legal = "block: Wire Ward\nno more blocks\n",
        .illegal = "block: Glass Needle\nblock: False Thread\nblock: Severance\nblock: Bleed Token\n",
    };
    scenario_run(&block);
}

/* §5 Action A step 4: a face-down attack fizzles as the attacker's error
 * "if ... it is a Finisher" (A156 e). In the permissive bluff mode (G9)
 * Lark plays Severance face-down and declares its full cost of 4: it is
 * destroyed, she is spent, and her Gear stays armed. */
static void a_face_down_finisher_is_an_error(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action A step 4 (A156 e): a Finisher played face-down is the attacker's error",
        .position = SEATS "flags permissive-bluff\n"
                          "players\n"
                          "round-flags 0 flags=attacked\n"
                          "gear 0 Au Af Af Af\n"
                          "memories 0 Uu Lu Lu\n"
                          "hand 0 MV-005 MV-002\n"
                          "hand 1 MV-006\n",
        .actions = "attack face-down: Severance\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "declare 4\n"
                   "no more blocks\n",
        .expect = "destroyed 0 MV-005\n"
                  "gear 0 Au Af Af Af\n"
                  "exile 0 engaged spent\n"
                  "hp 1 28\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §7.4: "'When this card is destroyed in the Combat Zone' ... a card
 * destroyed from a hand ... does not trigger it (a channeled card is not
 * destroyed at all), and neither does a card destroyed by its attacker's
 * error, which never resolved." (A158, A207) Static Drape: "When this card
 * is destroyed in the Combat Zone, your opponent loses 1 HP." Played
 * face-down as an attack in the permissive bluff mode it is an error and
 * is destroyed: Brannoch loses nothing. Channeled, it goes to the Recall
 * Pile and nobody loses HP.
 * covers: MV-023/E49
 */
static void an_error_or_a_channel_fires_no_destroyed_in_combat_effect(void **state)
{
    (void)state;
    scenario error = {
        .rule = "§7.4 (A158, A207): Static Drape destroyed by its attacker's error costs the opponent nothing",
        .position = SEATS "flags permissive-bluff\n"
                          "players\n"
                          "round-flags 0 flags=attacked\n"
                          "hand 0 MV-023 MV-002\n"
                          "hand 1 MV-006\n",
        .actions = "attack face-down: Static Drape\n"
                   "declare 0\n"
                   "no more blocks\n",
        .expect = "destroyed 0 MV-023\n"
                  "hp 1 28\n"
                  "hp 0 25\n"
                  "exile 0 engaged spent\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&error);
    scenario channel = {
        .rule = "§7.4 (A207): a channeled Static Drape is not destroyed; nobody loses HP",
        .position = SEATS "players\n"
                          "hand 0 MV-023 MV-002\n"
                          "hand 1 MV-006\n",
        .actions = "channel: Static Drape\n",
        .expect = "recall 0 MV-023\n"
                  "destroyed 0\n"
                  "hp 1 28\n"
                  "stamina 0 1\n",
    };
    scenario_run(&channel);
}

/* §5 Action A step 3: "a card that prints a Block of 0 can [block] ... An
 * attack is blocked if at least one Block card is in the block at the
 * Math, a Block of 0 included". §6.2 Punishing Attack: +X only if unblocked.
 * §7.2: each Block card floored at 0 with the Engaged penalty. (A154, A170,
 * A182) Gaff Hook (Damage 3, Punishing Attack [1], Overbearing) against the
 * Engaged Lark's Static Drape (Block 1 - 1 = 0): blocked, so 3 Damage, not
 * 4. The unsuccessful Fragile Static Drape is destroyed in the Combat Zone:
 * Brannoch loses 1 (E49).
 * covers: MV-007/kw:Crushing MV-007/kw:Exert MV-007/kw:Slow MV-018/kw:Punishing MV-023/E49 MV-023/kw:Fragile
 * covers: MV-039/E22 MV-039/kw:Reaction MV-039/kw:Single-Use
 */
static void a_block_of_zero_still_blocks(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action A step 3 (A154, A182): a Block card counting 0 still blocks; Punishing does not count",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 0 engaged\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-018\n"
                          "hand 0 MV-023 MV-011\n",
        .actions = "attack face-up: Gaff Hook\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "block: Static Drape\n",
        .expect = "hp 0 22\n"
                  "hp 1 27\n"
                  "destroyed 0 MV-023\n"
                  "momentum 1 MV-018\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
    /* §6.2 Crushing Attack: "if it is successful AND was blocked (a Block-0
     * card counts)" (A190). Tidal Crush (Damage 6, Exert [1]) against the
     * Engaged Lark's Static Drape (0): Faraday Veil is disarmed; Static
     * Drape, unsuccessful and Fragile, is destroyed (E49: Brannoch loses
     * 1); the Exert takes Undertow; Slow spends Brannoch. */
    scenario crushing = {
        .rule = "§6.2 Crushing Attack (A190): a Block card counting 0 makes the attack blocked: its Gear is disarmed",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 0 engaged\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-007 MV-008\n"
                          "hand 0 MV-023 MV-011\n",
        .actions = "attack face-up: Tidal Crush\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "declare 3\n"
                   "block: Static Drape\n"
                   "no more blocks\n",
        .expect = "hp 0 19\n"
                  "hp 1 27\n"
                  "gear 0 Af Af Df Af\n"
                  "destroyed 0 MV-023\n"
                  "destroyed 1 MV-008\n"
                  "momentum 1 MV-007\n"
                  "exile 1 engaged spent\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&crushing);
    /* §7.8 A Block card that leaves the block: "with none left the attack is
     * unblocked" (A215: Punishing applies). Brannoch's Writ of Seizure
     * disarms Faraday Veil through Static Drape, the only Block card: Gaff
     * Hook is unblocked, 3 + Punishing 1. Static Drape goes to the Recall
     * Pile, not destroyed (§7.5: "Fragile does not apply"). */
    scenario left = {
        .rule = "§7.8 (A215): the only Block card leaves the block: the attack is unblocked and Punishing counts",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 1 Uu Uu Lu\n"
                          "hand 1 MV-018 MV-039\n"
                          "hand 0 MV-023 MV-011\n",
        .actions = "attack face-up: Gaff Hook\n"
                   "tap: The Furnace Oath\n"
                   "declare 2\n"
                   "block: Static Drape\n" /* Overbearing: the one Block card */
                   "pass\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "react: Writ of Seizure\n"
                   "target: Static Drape\n"
                   "pass\n"
                   "pass\n",
        .expect = "hp 0 21\n"
                  "hp 1 28\n"
                  "gear 0 Af Af Df Af\n"
                  "recall 0 MV-023\n"
                  "destroyed 0\n"
                  "destroyed 1 MV-039\n"
                  "momentum 1 MV-018\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&left);
}

/* ------------------------------------------------------------------ */
/* §7.2 The Math; the order after it                                   */
/* ------------------------------------------------------------------ */

/* §7.2: "An Effect that sets an attack's Damage to a number ('target attack
 * has 0 Damage') applies last, after every term, ...; the Piercing Attack
 * floor of step 4 is read after it." Piercing: "the defender loses the
 * greater of X and Net Damage (X is capped at the attack's Damage)". (A167)
 * Lark plays Deferred Pain on her own Last Needle (Damage 3, Piercing
 * Attack [2]), blocked by Hold the Line: the Damage is 0, so the floor is 0
 * and Brannoch loses nothing; the block is successful (Bastion Plate: a
 * Plating Token). Deferred Pain lies on Lark's Exile with 3 - 1 = 2
 * counters. Single-Use, Last Needle is destroyed.
 * covers: MV-013/kw:Piercing MV-013/kw:Single-Use MV-032/E24 MV-032/E55 MV-032/kw:Reaction
 */
static void a_damage_set_to_zero_caps_the_piercing_floor(void **state)
{
    (void)state;
    const char *rule = "§7.2 (A167): Damage set to 0 applies last; the Piercing floor read after it is 0";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "hand 0 MV-013 MV-032\n"
                                         "hand 1 MV-027\n");
    const char *const acts[] = {
        "attack face-up: Last Needle",
        "tap: The Lantern Vigil",
        "declare 1",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "block: Hold the Line",
        "no more blocks",
        "pass", /* Brannoch, the defender, first */
        "tap: The Unwritten Name",
        "tap: Salt on the Threshold",
        "react: Deferred Pain",
        "target: Last Needle",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_line(m, "hp 1 28", rule);
    scenario_expect_line(m, "hp 0 25", rule);
    scenario_expect_line(m, "destroyed 0 MV-013", rule);
    scenario_expect_line(m, "momentum 1 MV-027", rule);
    scenario_expect_line(m, "attached 1 TK-03", rule);
    scenario_expect_count(m, "attached 0", "MV-032", 1, rule);
    scenario_expect_count(m, "attached 0", "@MV-032", 2, rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* §5 Action A step 6: "The defender's prepared Finisher then goes to their
 * Recall Pile, before any 'if this attack was successful' Effect"; G11 /
 * A186: the HP changes (1), the Finisher lost (2), the card's "if
 * successful" Effects (5), the Combat Zone Clear (7). Last Needle hits
 * Brannoch, who prepared Juggernaut: Brannoch's HP, then Juggernaut to his
 * Recall Pile, then Glass Needle taken back ("If this attack was
 * successful, you may take 1 Move with Thrown from your Recall Pile"), then
 * the Single-Use Last Needle destroyed at the Clear.
 * covers: MV-013/E53 MV-013/kw:Single-Use
 */
static void the_order_after_the_math(void **state)
{
    (void)state;
    const char *rule = "§5 Action A step 6, G11 (A186): HP, the lost Finisher, the if-successful Effect, the Clear";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "exile 1 engaged\n"
                                         "gear 1 Af Af Au Af\n"
                                         "prepared 1 MV-030 cost=4 due=1\n"
                                         "recall 0 MV-011\n"
                                         "hand 0 MV-013 MV-002\n"
                                         "hand 1 MV-006\n");
    scenario_log log = { .n = 0 };
    assert_int_equal(exile_match_observe(m, EXILE_OMNISCIENT, scenario_record_event, &log), EXILE_OK);
    const char *const acts[] = {
        "attack face-up: Last Needle", "tap: The Lantern Vigil", "declare 1", "no more blocks", "pass", "pass",
        "choose: Glass Needle",        NULL,
    };
    scenario_act_all(m, acts);
    scenario_settle(m);
    exile_match_observe(m, EXILE_OMNISCIENT, NULL, NULL);
    int math = scenario_find_event(&log, 0, EXILE_EV_MATH, -1, -1, -1, INT32_MIN);
    int hp = scenario_find_event(&log, 0, EXILE_EV_HP, 1, -1, -1, -3);
    int lost = scenario_find_event(&log, 0, EXILE_EV_CARD_MOVED, 1, scenario_card("MV-030"), EXILE_ZONE_RECALL, INT32_MIN);
    int taken = scenario_find_event(&log, 0, EXILE_EV_CARD_MOVED, 0, scenario_card("MV-011"), EXILE_ZONE_HAND, INT32_MIN);
    int clear = scenario_find_event(&log, 0, EXILE_EV_CARD_MOVED, 0, scenario_card("MV-013"), EXILE_ZONE_DESTROYED, INT32_MIN);
    scenario_expect_before(math, hp, "the Math, then the HP", rule);
    scenario_expect_before(hp, lost, "the HP, then the prepared Finisher lost", rule);
    scenario_expect_before(lost, taken, "the Finisher lost, then the if-successful Effect", rule);
    scenario_expect_before(taken, clear, "the Effect, then the Combat Zone Clear", rule);
    scenario_expect_now(m, "hp 1 25", rule);
    scenario_expect_now(m, "prepared 1 -", rule);
    scenario_expect_now(m, "recall 1 MV-030", rule);
    scenario_expect_now(m, "hand 0 MV-002 MV-011", rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    exile_match_destroy(m);
}

/* §5 The React Step: "A Passive fired by an Exile turning during an attack,
 * after its React step, resolves after the Combat Zone Clear, the only
 * exception to resolving at once." (A60, A186 step 8) Lark (here with Arc
 * Hook, upgraded) hits the upright Brannoch with Drag Down: Pinning engages
 * him; Drag Down attaches itself at the Clear; then the two Passives his
 * turning fired resolve, the turn player's first (§5): Lark's Arc Hook
 * Upgrade ("When your opponent becomes Engaged, attach 1 Aim Token to your
 * opponent's Exile."), then his P16 ("recover 1 Stamina").
 * covers: EXL-02/P16 GR-04/P16 MV-016/E03 MV-016/kw:Pinning
 */
static void a_passive_fired_by_pinning_waits_for_the_clear(void **state)
{
    (void)state;
    const char *rule = "§5 The React Step (A60): P16 and Arc Hook's Upgrade fired by Pinning resolve after the Clear";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS_SWAPPED_SECONDARY "players\n"
                                                           "gear 0 Af Au Af Af\n"
                                                           "memories 1 Lt Lu Lu\n"
                                                           "hand 0 MV-016 MV-001\n"
                                                           "hand 1 MV-006\n");
    scenario_log log = { .n = 0 };
    assert_int_equal(exile_match_observe(m, EXILE_OMNISCIENT, scenario_record_event, &log), EXILE_OK);
    const char *const acts[] = {
        "attack face-up: Drag Down",
        "tap: The Lantern Vigil",
        "tap: The Unwritten Name",
        "declare 2",
        "no more blocks",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_settle(m);
    exile_match_observe(m, EXILE_OMNISCIENT, NULL, NULL);
    int math = scenario_find_event(&log, 0, EXILE_EV_MATH, -1, -1, -1, INT32_MIN);
    int engaged = scenario_find_event(&log, (size_t)(math < 0 ? 0 : math), EXILE_EV_ENGAGED, 1, -1, -1, INT32_MIN);
    int attach = scenario_find_event(&log, 0, EXILE_EV_CARD_MOVED, 1, scenario_card("MV-016"), EXILE_ZONE_ATTACHED, INT32_MIN);
    int aim = scenario_find_event(&log, 0, EXILE_EV_CARD_MOVED, 1, scenario_card("TK-02"), EXILE_ZONE_ATTACHED, INT32_MIN);
    int p16 = scenario_find_memory(&log, (size_t)(math < 0 ? 0 : math), 1, 0, -1);
    scenario_expect_before(math, engaged, "the Math, then Pinning", rule);
    scenario_expect_before(engaged, attach, "Pinning, then the Clear (Drag Down attaches)", rule);
    scenario_expect_before(attach, aim, "the Clear, then the turn player's Arc Hook Upgrade", rule);
    scenario_expect_before(aim, p16, "Lark's Passive, then Brannoch's P16", rule);
    scenario_expect_line(m, "exile 1 engaged", rule);
    scenario_expect_line(m, "memories 1 Lu Lu Lu", rule);
    scenario_expect_line(m, "attached 1 MV-016 TK-02", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    exile_match_destroy(m);
}

/* §3.4 Losing: "The first Exile whose HP falls below 1 loses immediately."
 * (A304, A308: sequential losses are each checked at once.) Brannoch at 1
 * HP hits Lark at 1 HP through Static Drape: Lark falls to -1 at the Math
 * and loses; the Clear, where Static Drape would be destroyed and cost
 * Brannoch 1 HP (E49), never comes. */
static void the_first_exile_below_one_loses(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§3.4 Losing (A308): the loss at the Math ends the match before the Clear's HP loss",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hp 0 1\n"
                          "hp 1 1\n"
                          "hand 1 MV-006\n"
                          "hand 0 MV-023\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "block: Static Drape\n"
                   "no more blocks\n",
        .expect = "hp 0 -1\n"
                  "hp 1 1\n"
                  "winner 1\n",
    };
    scenario_run(&s);
}

/* ------------------------------------------------------------------ */
/* §5 Stun                                                             */
/* ------------------------------------------------------------------ */

/* Lark carries Bastion Plate here (§2): Rampart Bash (Stunning Attack) is
 * hers, and Brannoch, without Bastion Plate, does not bind her first
 * attack. */
#define LARK_STUNS                                                              \
    SEATS_SWAPPED_PROTECTIVE "players\n"                                \
                             "exile 1 engaged\n"                                \
                             "recall 0 MV-012\n"                                \
                             "hand 0 MV-029 MV-001 MV-011\n"                    \
                             "hand 1 MV-021 MV-006\n"
#define LARK_STUNS_ACTIONS                                                      \
    "attack face-up: Rampart Bash\n"                                            \
    "tap: The Lantern Vigil\n"                                                  \
    "tap: The Unwritten Name\n"                                                 \
    "declare 2\n"                                                               \
    "no more blocks\n"

/* §5 Stun: "a face-down Feint still ends at the Reveal: it wastes the stun,
 * and the next turn is the attacker's again, not stunned." (A234) After her
 * Rampart Bash stuns Brannoch, Lark's face-down False Thread gets no Block
 * step, ends at the Reveal (she recovers 1 and heals 1, P12), and her next
 * attack can be blocked. §7.7 Face-up and face-down: the attacker chooses
 * "against any defender, a stunned or spent one included" (A140).
 * covers: EXL-01/P12 MV-001/kw:Feint MV-029/kw:Stunning
 */
static void a_feint_in_the_stun_turn_wastes_the_stun(void **state)
{
    (void)state;
    scenario choose = {
        .rule = "§7.7 (A140): in the stun turn the attack may be face-up or face-down",
        .position = LARK_STUNS,
        .actions = LARK_STUNS_ACTIONS,
        .expect = "stun turn=1\n"
                  "decision turn seat=0\n",
        .legal = "attack face-down: False Thread\nattack face-up: False Thread\n",
    };
    scenario_run(&choose);
    scenario s = {
        .rule = "§5 Stun (A234): a face-down Feint wastes the stun; the next attack can be blocked",
        .position = LARK_STUNS,
        .actions = LARK_STUNS_ACTIONS "attack face-down: False Thread\n"
                                      "tap: Salt on the Threshold\n"
                                      "declare 1\n"
                                      "attack face-up: Glass Needle\n"
                                      "declare 0\n",
        .expect = "stun\n"
                  "recall 0 MV-012 MV-001\n"
                  "hp 0 26\n"
                  "decision block seat=1\n",
        .legal = "no more blocks\ntap: The Furnace Oath\n",
    };
    scenario_run(&s);
}

/* §7.10: using an activated ability "is not the turn's action" (A237: it
 * does not waste the stun). After her Rampart Bash stuns Brannoch, Lark
 * uses Ghost Ledger (destroying Rampart Bash in her Momentum Zone to take
 * Marking Dart back), then attacks with Glass Needle: still unblockable,
 * Brannoch is asked nothing.
 * covers: GR-07/E08 MV-029/kw:Stunning
 */
static void an_ability_before_the_stun_turns_action_keeps_the_stun(void **state)
{
    (void)state;
    const char *rule = "§5 Stun, §7.10 (A237): an activated ability in the stun turn does not waste the stun";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(LARK_STUNS);
    scenario_act_lines(m, LARK_STUNS_ACTIONS);
    scenario_settle(m);
    scenario_expect_now(m, "stun turn=1", rule);
    const char *const acts[] = {
        "use the ability of: Ghost Ledger",
        "choose: Rampart Bash",
        "choose: Marking Dart",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_now(m, "destroyed 0 MV-029", rule);
    scenario_expect_now(m, "hand 0 MV-001 MV-011 MV-012", rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_expect_now(m, "stun turn=1", rule);
    scenario_act(m, "attack face-up: Glass Needle");
    scenario_act(m, "declare 0");
    scenario_expect_prefix_now(m, "decision react seat=0", rule); /* no Block step, and only Lark reacts */
    scenario_act(m, "pass");
    scenario_expect_now(m, "hp 1 25", rule);
    scenario_expect_now(m, "hand 1 MV-021 MV-006", rule);
    scenario_expect_now(m, "memories 1 Lu Lu Lu", rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    exile_match_destroy(m);
}

/* §7.8 Unblockable: "The defender may still play Reactions against it; only
 * a stun stops those." (A236) Lark's face-up Unlit Passage, played while
 * Disengaged, is unblockable (Stealth Attack); Brannoch answers with Oath
 * of Ruin: 2 + Punishing 1 - 2 = 1.
 * covers: MV-003/kw:Punishing MV-003/kw:Stealth MV-038/E29 MV-038/kw:Reaction
 */
static void an_unblockable_attack_can_be_reacted_to(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.8 Unblockable (A236): Stealth stops Block cards only; the defender may react",
        .position = SEATS "players\n"
                          "hand 0 MV-003\n"
                          "hand 1 MV-038 MV-027\n",
        .actions = "attack face-up: Unlit Passage\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "react: Oath of Ruin\n"
                   "target: Unlit Passage\n",
        .expect = "hp 1 27\n"
                  "recall 1 MV-038\n"
                  "hand 1 MV-027\n"
                  "momentum 0 MV-003\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* ------------------------------------------------------------------ */
/* Actions, Finishers, HP                                              */
/* ------------------------------------------------------------------ */

/* §6.4 E54 (A136): "Whenever the player this card is attached to takes an
 * action, they lose [X] HP": an action of §5 Phase 2, a Tactics card
 * included, "as the action is chosen, before anything is paid"; "Not a
 * Block card". Lark, branded, plays Second Sight (Quick): 1 HP. Then, from
 * a position (a brand's player is spent for the rest of the round, so a
 * branded player meets no attack in play), Lark blocks with Wire Ward:
 * no HP.
 * covers: MV-031/kw:Quick
 */
static void iron_brand_counts_a_tactics_card_and_not_a_block(void **state)
{
    (void)state;
    scenario tactics = {
        .rule = "§6.4 E54 (A136): a Tactics card as the action costs the branded player 1 HP",
        .position = SEATS "players\n"
                          "exile 1 upright spent\n"
                          "attached 0 MV-037\n"
                          "hand 0 MV-031 MV-002\n"
                          "deck 0 MV-011 MV-012 MV-013\n",
        .actions = "tap: The Lantern Vigil\n"
                   "play: Second Sight\n"
                   "pass\n"
                   "decline\n",
        .expect = "hp 0 24\n"
                  "recall 0 MV-031\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&tactics);
    const char *rule = "§6.4 E54 (A136): the HP is lost as the Tactics card is chosen, before the React step";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(tactics.position);
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "play: Second Sight");
    scenario_expect_now(m, "hp 0 24", rule);
    scenario_expect_prefix_now(m, "decision react seat=0", rule);
    exile_match_destroy(m);
    scenario block = {
        .rule = "§6.4 E54 (A136): a Block card is no action: no HP",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "attached 0 MV-037\n"
                          "hand 1 MV-006\n"
                          "hand 0 MV-004\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Wire Ward\n"
                   "no more blocks\n",
        .expect = "hp 0 24\n"
                  "recall 0 MV-004\n"
                  "momentum 1 MV-006\n",
    };
    scenario_run(&block);
}

/* §5 Action E, Both types: "an Effect that stops your next Slow card or
 * attack from making you spent does not apply to a Finisher." (A241)
 * Brannoch plays Stoke the Furnace ("Your next attack this round has
 * Overcommit 2." "Your next Slow attack this round does not make you
 * spent."; Quick), prepares The Sea Wall Falls and, after Lark's Step Back,
 * plays it: it is Slow and makes him spent all the same. The Sea Wall Falls
 * deals 6; it has Overcommit 2 from Stoke (§7.8: "a Finisher included";
 * G25: the bonus is 0), so Tidebreaker's P10 recovers 1 Stamina, and its
 * Upgrade attaches a Bleed Token (P23).
 * covers: GR-02/P10 GR-02/P23 MV-010/kw:Slow MV-036/E42 MV-036/E43 MV-036/kw:Quick
 */
static void a_finisher_keeps_its_slow(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action E Both types (A241): \"your next Slow attack does not make you spent\" skips a Finisher",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 1 Au Af Af Af\n"
                          "memories 1 Uu Uu Lu\n"
                          "hand 1 MV-036 MV-010 MV-009 MV-006\n"
                          "hand 0 MV-001 MV-002 MV-003\n",
        .actions = "channel: Rolling Weight\n"
                   "play: Stoke the Furnace\n"
                   "pass\n"
                   "pass\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "prepare: The Sea Wall Falls\n"
                   "step back: False Thread\n"
                   "play the Finisher: The Sea Wall Falls\n"
                   "untap: The Furnace Oath\n",
        .expect = "hp 0 19\n"
                  "attached 0 TK-01\n"
                  "memories 1 Uu Ut Lt\n"
                  "recall 1 MV-009 MV-036 MV-010\n"
                  "exile 1 engaged spent\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
    /* §5 The React Step: "a card with several Passives resolves them as
     * printed" (A313): Tidebreaker's Upgrade prints P10 before P23, so the
     * recovery is asked before the Bleed Token is attached. */
    const char *rule = "§5 The React Step (A313): one card's Passives resolve as printed: P10, then P23";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(s.position);
    const char *const acts[] = {
        "channel: Rolling Weight",
        "play: Stoke the Furnace",
        "pass",
        "pass",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "tap: Ash of Hollowmere",
        "prepare: The Sea Wall Falls",
        "step back: False Thread",
        "play the Finisher: The Sea Wall Falls",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_settle(m);
    scenario_expect_prefix_now(m, "decision recover seat=1", rule);
    scenario_expect_now(m, "hp 0 19", rule);
    scenario_expect_now(m, "attached 0", rule);
    scenario_act(m, "untap: The Furnace Oath");
    scenario_expect_now(m, "attached 0 TK-01", rule);
    exile_match_destroy(m);
}

/* §5 Action D: "HP lost any other way ... leave it prepared." §4.5 Bleed:
 * "When you channel it from your hand, you lose 1 HP. This HP loss is not
 * Damage." (A249, A269) In the turn that must play Severance, Lark channels
 * a Bleed Token: 1 HP, and Severance stays prepared and playable.
 * covers: TK-01/TOKEN_BLEED
 */
static void an_hp_loss_leaves_the_finisher_prepared(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action D (A249, A269): channeling a Bleed Token costs 1 HP and loses no Finisher",
        .position = SEATS "players\n"
                          "exile 0 engaged\n"
                          "gear 0 Au Af Af Af\n"
                          "prepared 0 MV-005 cost=4 due=1\n"
                          "hand 0 TK-01 MV-002\n"
                          "hand 1 MV-006\n",
        .actions = "channel: Bleed Token\n",
        .expect = "hp 0 24\n"
                  "prepared 0 MV-005 cost=4 due=1\n"
                  "hand 0 MV-002\n"
                  "stamina 0 0\n"
                  "decision turn seat=0\n",
        .legal = "play the Finisher: Severance\n",
    };
    scenario_run(&s);
}

/* "For each other successful attack you made this round": §7.7 "A Feint, a
 * fizzle and an attack that a Shielding Block stopped never count." (A184)
 * Brannoch's Undertow hits; his Arc Lash (Quick, Pressing Attack [2]
 * against the Engaged Lark: 4) is stopped by Grounding Fold (2 - 1): it is
 * unsuccessful, Quick keeps his turn; he prepares Juggernaut; after Lark's
 * Step Back, Juggernaut counts one other successful attack: 5 + 1.
 * covers: MV-017/kw:Pressing MV-017/kw:Quick MV-021/kw:Shielding MV-030/E04
 */
static void juggernaut_counts_only_successful_attacks(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.7 (A184): an attack stopped by a Shielding Block is no successful attack for Juggernaut",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 0 engaged\n"
                          "exile 1 engaged\n"
                          "gear 1 Af Af Au Af\n"
                          "memories 1 Uu Uu Lu\n"
                          "hand 1 MV-008 MV-017 MV-030 MV-006 MV-009\n"
                          "hand 0 MV-021 MV-001 MV-002\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: Ash of Hollowmere\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "attack face-up: Arc Lash\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "block: Grounding Fold\n"
                   "no more blocks\n"
                   "tap: The Broken Seal\n"
                   "channel: Surge Swing\n"
                   "channel: Rolling Weight\n"
                   "prepare: Juggernaut\n"
                   "step back: False Thread\n"
                   "play the Finisher: Juggernaut\n",
        .expect = "hp 0 18\n"
                  "destroyed 0 MV-021\n"
                  "recall 1 MV-017 MV-006 MV-009 MV-030\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §5 Action A step 4 / §7.8 An attack that does not reach the Math:
 * "every Block card played against it goes to its owner's Recall Pile,
 * whatever its keywords ... no Block card with Shielding Block is
 * destroyed". (A212) Brannoch (with Faraday Veil, §2) blocks Lark's
 * face-down False Thread with Grounding Fold: the Feint ends at the Reveal,
 * Grounding Fold goes to his Recall Pile, not destroyed. Lark recovers 1,
 * heals 1 (P12) and keeps the turn.
 * covers: EXL-01/P12 MV-001/kw:Feint
 */
static void a_shielding_card_against_a_feint_is_not_destroyed(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.8 (A212): no Math, so the Shielding Block card goes to the Recall Pile, not destroyed",
        .position = SEATS_SWAPPED_PROTECTIVE "players\n"
                                             "exile 1 engaged\n"
                                             "hand 0 MV-001 MV-002\n"
                                             "hand 1 MV-021 MV-006\n",
        .actions = "attack face-down: False Thread\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Grounding Fold\n"
                   "no more blocks\n",
        .expect = "recall 1 MV-021\n"
                  "destroyed 1\n"
                  "recall 0 MV-001\n"
                  "memories 0 Lu Lu Lu\n"
                  "memories 1 Lt Lt Lu\n"
                  "hp 0 26\n"
                  "gear 0 Af Af Af Af\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* ------------------------------------------------------------------ */
/* §5 Phase 1: the order of its steps                                  */
/* ------------------------------------------------------------------ */

/* §5 Phase 1: Initiative, Refresh, Rearm, Reload, Refill, Unlock, in this
 * order. (A85) Brannoch takes the Initiative (one Momentum card to none);
 * the Refresh untaps Lark's Memory and returns her Bleed Token; she rearms
 * Needle Sling; the Reload returns Brannoch's card; Lark's Refill takes
 * from her deck; Brannoch unlocks first.
 * covers: TK-01/TOKEN_BLEED
 */
static void phase_one_in_order(void **state)
{
    (void)state;
    const char *rule = "§5 Phase 1 (A85): Initiative, Refresh, Rearm, Reload, Refill, Unlock";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players turn=1 next=1\n"
                                         "exile 0 upright spent\n"
                                         "momentum 1 MV-009\n"
                                         "memories 0 Lt Lu Lu\n"
                                         "attached 0 TK-01\n"
                                         "gear 0 Af Df Af Af\n"
                                         "hand 0 MV-001 MV-002 MV-003 MV-004\n"
                                         "deck 0 MV-021 MV-022\n"
                                         "hand 1 MV-006 MV-007 MV-008 MV-017 MV-018\n");
    scenario_log log = { .n = 0 };
    assert_int_equal(exile_match_observe(m, EXILE_OMNISCIENT, scenario_record_event, &log), EXILE_OK);
    scenario_act(m, "end"); /* Brannoch: both are out, the round ends */
    scenario_expect_prefix_now(m, "decision rearm seat=0", rule);
    scenario_act(m, "rearm: Needle Sling");
    scenario_expect_now(m, "decision unlock seat=1", rule);
    scenario_act(m, "unlock: The Furnace Oath");
    exile_match_observe(m, EXILE_OMNISCIENT, NULL, NULL);
    int round = scenario_find_event(&log, 0, EXILE_EV_ROUND_START, -1, -1, -1, 2);
    int initiative = scenario_find_event(&log, 0, EXILE_EV_INITIATIVE, 1, -1, -1, INT32_MIN);
    int untap = scenario_find_memory(&log, 0, 0, 0, 0);
    int bleed = scenario_find_event(&log, 0, EXILE_EV_CARD_MOVED, 0, scenario_card("TK-01"), EXILE_ZONE_SUPPLY, INT32_MIN);
    int rearm = scenario_find_event(&log, 0, EXILE_EV_GEAR, 0, -1, -1, 1);
    int reload = scenario_find_event(&log, 0, EXILE_EV_CARD_MOVED, 1, scenario_card("MV-009"), EXILE_ZONE_HAND, INT32_MIN);
    int refill = scenario_find_event(&log, 0, EXILE_EV_CARD_MOVED, 0, scenario_card("MV-021"), EXILE_ZONE_HAND, INT32_MIN);
    int unlock = scenario_find_memory(&log, 0, 1, 0, 1);
    scenario_expect_before(round, initiative, "the round begins, then the Initiative", rule);
    scenario_expect_before(initiative, untap, "the Initiative, then the Refresh", rule);
    scenario_expect_before(untap, bleed, "the Refresh untaps, then returns a Bleed Token", rule);
    scenario_expect_before(bleed, rearm, "the Refresh, then the Rearm", rule);
    scenario_expect_before(rearm, reload, "the Rearm, then the Reload", rule);
    scenario_expect_before(reload, refill, "the Reload, then the Refill", rule);
    scenario_expect_before(refill, unlock, "the Refill, then the Unlock", rule);
    assert_int_equal(log.ev[refill].from, EXILE_ZONE_DECK);
    scenario_expect_now(m, "gear 0 Af Af Af Af", rule);
    scenario_expect_now(m, "memories 1 Uu Lu Lu", rule);
    scenario_expect_now(m, "decision unlock seat=0", rule);
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(loadouts_of_section_2),
        cmocka_unit_test(momentum_cards_and_the_card_played_are_never_channeled),
        cmocka_unit_test(a_card_that_costs_nothing_loses_the_floating_stamina),
        cmocka_unit_test(each_reaction_is_paid_on_its_own),
        cmocka_unit_test(taps_only_before_a_play),
        cmocka_unit_test(a_spent_player_recovers_nothing_of_use),
        cmocka_unit_test(a_disarmed_gear_stops_its_passives_until_rearmed),
        cmocka_unit_test(a_block_card_of_a_disarmed_gear_stays),
        cmocka_unit_test(a_disarmed_gears_passive_fires_nothing),
        cmocka_unit_test(two_blocks_of_one_gear_disarm_it_once),
        cmocka_unit_test(a_combat_card_has_two_columns),
        cmocka_unit_test(what_persists_past_the_end_of_the_round),
        cmocka_unit_test(an_engaged_exile_unleashes_engaged),
        cmocka_unit_test(a_deck_an_effect_empties_stays_empty),
        cmocka_unit_test(a_card_put_on_the_deck_lies_face_up),
        cmocka_unit_test(tokens_shuffled_in_shuffle_the_deck),
        cmocka_unit_test(a_discard_never_takes_a_token),
        cmocka_unit_test(a_prepared_finisher_is_no_momentum_card),
        cmocka_unit_test(a_memory_turned_back_unlocks_again),
        cmocka_unit_test(a_feint_with_no_speed_keeps_the_turn),
        cmocka_unit_test(tokens_and_attack_only_cards_do_not_block_or_attack),
        cmocka_unit_test(a_face_down_finisher_is_an_error),
        cmocka_unit_test(an_error_or_a_channel_fires_no_destroyed_in_combat_effect),
        cmocka_unit_test(a_block_of_zero_still_blocks),
        cmocka_unit_test(a_damage_set_to_zero_caps_the_piercing_floor),
        cmocka_unit_test(the_order_after_the_math),
        cmocka_unit_test(a_passive_fired_by_pinning_waits_for_the_clear),
        cmocka_unit_test(the_first_exile_below_one_loses),
        cmocka_unit_test(a_feint_in_the_stun_turn_wastes_the_stun),
        cmocka_unit_test(an_ability_before_the_stun_turns_action_keeps_the_stun),
        cmocka_unit_test(an_unblockable_attack_can_be_reacted_to),
        cmocka_unit_test(iron_brand_counts_a_tactics_card_and_not_a_block),
        cmocka_unit_test(a_finisher_keeps_its_slow),
        cmocka_unit_test(an_hp_loss_leaves_the_finisher_prepared),
        cmocka_unit_test(juggernaut_counts_only_successful_attacks),
        cmocka_unit_test(a_shielding_card_against_a_feint_is_not_destroyed),
        cmocka_unit_test(phase_one_in_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
