/*
 * Box 2's Effects on the opponent's Momentum Zone and its Tactics cards,
 * as scenarios (§6.3, §6.4, §5 The React Step & The Stack, §7.5 What an
 * Effect targets, §7.8, §7.11):
 *
 *  - the Passive [Effect]s that target a card in the opponent's Momentum
 *    Zone, chosen as the Passive fires (§4.1): GR-11 Longwatch Arbalest
 *    (P22 + E58), GR-12 Storm Javelins (P22 + E41), GR-13 Sable Mantle
 *    (P19 + E13 "with cost below 2", G40), GR-14 Thornhide Harness (P19 +
 *    E32), and the other lines of these Gear and of GR-15 Archivist's Case
 *    and GR-16 Wager Coffer;
 *  - the Tactics cards: MV-064 Smother the Blow (E23), MV-071 Strike from
 *    the Record (E01), MV-072 Stay of Proceedings (E25), MV-073 Brittle
 *    Precedent (E26), MV-074 Audit of Gains (E33), MV-077 Double or Nothing
 *    (E34), MV-079 Loaded Die (E28), and the Finisher Tactics MV-055
 *    Longwatch Volley, MV-070 Thorns of Recant and MV-075 The Long Audit;
 *  - the speeds of these Tactics cards (§5 Action B and E, §7.8): a Quick
 *    one played as the action gives its player the next turn, even when
 *    it is destroyed on the stack; a Slow one makes its player spent once
 *    it has resolved, and nobody when it never resolves.
 *
 * Seat 0 is Lark Sevrin (EXL-01) with Whisper Coil, the Longwatch
 * Arbalest, the Sable Mantle and the Archivist's Case; seat 1 is Brannoch
 * Vey (EXL-02) with Tidebreaker, the Storm Javelins, the Thornhide Harness
 * and Ember Satchel (or the Wager Coffer). Their front Passives are always
 * on: Whisper Coil (P22) attaches a Bleed Token to seat 1's Exile when a
 * Quick attack of seat 0's is successful; the Arbalest (P04) gives Lark's
 * Ranged attacks +1 Damage; the Sable Mantle (P16) attaches a Plating Token
 * to her Exile whenever it turns sideways; Brannoch recovers 1 Stamina when
 * his Exile turns sideways (P16), so most of his attacks start "exile 1
 * engaged"; Tidebreaker (P10) recovers 1 when his attack with Overcommit is
 * successful; Ember Satchel (P09) destroys a Move in seat 0's Momentum Zone
 * the first time in a round one of seat 1's Moves is destroyed. Lark's
 * Memories give 1 each while locked, so a script taps them in slot order
 * (The Lantern Vigil, The Unwritten Name, Salt on the Threshold).
 *
 * Every card of both boxes is executed: a position whose loadout the
 * library refuses (EXILE_E_UNSUPPORTED or any other status) fails its
 * test; no test is skipped.
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

#define SEAT0 "seat 0 EXL-01 GR-01 GR-11 GR-13 GR-15 MEM-01 MEM-02 MEM-03\n"
#define SEATS "exile-notation 2\n" SEAT0 "seat 1 EXL-02 GR-02 GR-12 GR-14 GR-08 MEM-04 MEM-05 MEM-06\n"
/* With the Wager Coffer (GR-16) as seat 1's Kit. */
#define SEATS16 "exile-notation 2\n" SEAT0 "seat 1 EXL-02 GR-02 GR-12 GR-14 GR-16 MEM-04 MEM-05 MEM-06\n"
/* With Ghost Ledger (GR-07, no P09) as seat 1's Kit. */
#define SEATS07 "exile-notation 2\n" SEAT0 "seat 1 EXL-02 GR-02 GR-12 GR-14 GR-07 MEM-04 MEM-05 MEM-06\n"
/* A Phase 1 about to begin (round 2). */
#define PHASE1 "round 2\nstep initiative\n"

/* ------------------------------------------------------------------ */
/* Passive [Effect]s on the opponent's Momentum Zone                  */
/* ------------------------------------------------------------------ */

/* GR-11 Longwatch Arbalest: "Your Ranged attacks deal +1 Damage." (P04,
 * on both sides) and, on its Upgrade, "Whenever one of your Quick attacks
 * is successful, destroy target Move in your opponent's Momentum Zone."
 * (P22 + E58). §4.1: "a
 * Passive asks for none [target at play], and its target is chosen when
 * ... the Passive fires"; §7.4 Destroy: the card goes to the Destroyed
 * Pile. Sighting Bolt (Quick, Ranged, Stealth: unblockable from an upright
 * Exile, §7.7) deals 1 + 1. Two P22 Passives fire on one event: by card
 * name (§5), Longwatch Arbalest before Whisper Coil (its Bleed Token). The
 * target is not optional (no "decline"). A successful Quick attack keeps
 * the turn. */
/* covers: GR-11/P22 GR-11/P04 */
static void longwatch_arbalest_destroys_a_momentum_card(void **state)
{
    (void)state;
    const char *rule = "GR-11 P22 + E58: a successful Quick attack destroys target Move in the opponent's Momentum Zone";
    exile_match *m = scenario_load(SEATS "players\n"
                                         "gear 0 Af Au Af Af\n"
                                         "hand 0 MV-051 MV-052\n"
                                         "hand 1 MV-007\n"
                                         "momentum 1 MV-006 MV-067\n");
    const char *const acts[] = { "attack face-up: Sighting Bolt", "tap: The Lantern Vigil", "declare 1", NULL };
    scenario_act_all(m, acts);
    scenario_settle(m);
    scenario_expect_now(m, "hp 1 26", rule); /* 1 + 1 for a Ranged attack (P04) */
    scenario_expect_now(m, "decision target-momentum seat=0 what=destroy", rule);
    scenario_expect_legal(m, "choose: Surge Swing", true, rule);
    scenario_expect_legal(m, "choose: Grit Your Teeth", true, rule);
    scenario_expect_legal(m, "decline", false, rule);
    scenario_act(m, "choose: Surge Swing");
    scenario_expect_now(m, "destroyed 1 MV-006", rule);
    scenario_expect_now(m, "momentum 1 MV-067", rule);
    scenario_expect_now(m, "momentum 0 MV-051", rule);
    scenario_expect_now(m, "attached 1 TK-01", rule); /* Whisper Coil's P22, after */
    scenario_expect_now(m, "decision turn seat=0", rule);
    exile_match_destroy(m);

    /* P04 counts on every Ranged attack; P22 fires for a Quick one only. */
    scenario slow = {
        .rule = "GR-11 P04: Pinning Quarrel (Ranged, no speed) deals +1; P22 does not fire",
        .position = SEATS "players\n"
                          "gear 0 Af Au Af Af\n"
                          "hand 0 MV-052 MV-054\n"
                          "hand 1 MV-007\n"
                          "momentum 1 MV-006\n",
        .actions = "attack face-up: Pinning Quarrel\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 1 25\n"
                  "momentum 1 MV-006\n"
                  "destroyed 1\n"
                  "momentum 0 MV-052\n"
                  "exile 1 engaged\n" /* Pinning */
                  "decision turn seat=0\n",
    };
    scenario_run(&slow);
    scenario melee = {
        .rule = "GR-11 P04: Stock Bash is no Ranged attack and deals its printed 2",
        .position = slow.position,
        .actions = "attack face-up: Stock Bash\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 1 26\n",
    };
    scenario_run(&melee);
    /* With no Move in the opponent's Momentum Zone, the Passive does
     * nothing (§4.1) and nobody is asked. */
    scenario none = {
        .rule = "GR-11 P22 + E58: no Move to target, nothing happens",
        .position = SEATS "players\n"
                          "gear 0 Af Au Af Af\n"
                          "hand 0 MV-051 MV-052\n"
                          "hand 1 MV-007\n",
        .actions = "attack face-up: Sighting Bolt\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n",
        .expect = "hp 1 26\n"
                  "destroyed 1\n"
                  "attached 1 TK-01\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&none);
}

/* §7.8 A speed given by an Effect: "An attack that becomes Slow ... is
 * Slow and no longer Quick: it gives no next turn, even if successful, and
 * once it has resolved its player is spent"; "The Effect may target either
 * player's attack". §6.3 P22: "(An attack made Slow is not Quick.)" Lark
 * makes her own Sighting Bolt Slow with Stay of Proceedings (E25): it is
 * successful, but neither P22 (the Arbalest's, Whisper Coil's) fires, and
 * Lark is spent; the next turn is Brannoch's. */
/* covers: MV-072/E25 MV-072/kw:Reaction */
static void an_attack_made_slow_is_not_quick(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.8 / MV-072 E25: an attack made Slow is no longer Quick (no P22) and makes its player spent",
        .position = SEATS "players\n"
                          "gear 0 Af Au Af Af\n"
                          "hand 0 MV-051 MV-072\n"
                          "hand 1 MV-007\n"
                          "momentum 1 MV-006\n",
        .actions = "attack face-up: Sighting Bolt\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "react: Stay of Proceedings\n"
                   "target: Sighting Bolt\n",
        .expect = "hp 1 26\n"
                  "momentum 1 MV-006\n"
                  "attached 1\n"
                  "momentum 0 MV-051\n"
                  "recall 0 MV-072\n"
                  "exile 0 engaged spent\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* GR-12 Storm Javelins: "Whenever one of your Quick attacks is successful,
 * return target card in your opponent's Momentum to its owner's hand."
 * (P22 + E41: "Their Momentum Zone holds one card fewer.") Brannoch's
 * Skirmish Javelin (Quick) hits Lark for 2; he returns her Pinning Quarrel
 * from her Momentum Zone to her hand (§7.7: a card goes to its owner's
 * hand). Quick: the next turn is his again. */
/* covers: GR-12/P22 */
static void storm_javelins_return_a_momentum_card(void **state)
{
    (void)state;
    const char *rule = "GR-12 P22 + E41: target card in the opponent's Momentum Zone returns to its owner's hand";
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "exile 1 engaged\n"
                                         "hand 1 MV-056 MV-007\n"
                                         "hand 0 MV-001\n"
                                         "momentum 0 MV-052 MV-003\n");
    const char *const acts[] = { "attack face-up: Skirmish Javelin", "tap: The Furnace Oath", "declare 1",
                                 "no more blocks", NULL };
    scenario_act_all(m, acts);
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 23", rule);
    scenario_expect_now(m, "decision target-momentum seat=1 what=return", rule);
    scenario_expect_legal(m, "choose: Pinning Quarrel", true, rule);
    scenario_expect_legal(m, "choose: Unlit Passage", true, rule);
    scenario_expect_legal(m, "decline", false, rule);
    scenario_act(m, "choose: Pinning Quarrel");
    scenario_expect_now(m, "hand 0 MV-001 MV-052", rule);
    scenario_expect_now(m, "momentum 0 MV-003", rule);
    scenario_expect_now(m, "momentum 1 MV-056", rule);
    scenario_expect_now(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* GR-12 Storm Javelins, Upgrade: "Whenever an attack with a Move of this
 * Gear that has Thrown is unsuccessful and was not disarmed, you may put
 * that Move face-up on top of your deck instead of into your Recall Pile."
 * (P20; §7.10 a destination replacement, optional.) Lark's Ashen Fold
 * (Shielding Block) stops Skirmish Javelin: the attack is unsuccessful and
 * not disarmed, and Brannoch puts it on top of his deck, face-up (§2). The
 * Ashen Fold is destroyed (§5 Shielding Block); P22 does not fire. */
/* covers: GR-12/P20 */
static void storm_javelins_upgrade_puts_a_thrown_move_on_the_deck(void **state)
{
    (void)state;
    const char *rule = "GR-12 P20: an unsuccessful Thrown attack of this Gear may go face-up on top of the deck";
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "exile 1 engaged\n"
                                         "gear 1 Af Au Af Af\n"
                                         "hand 1 MV-056 MV-007\n"
                                         "hand 0 MV-061\n"
                                         "momentum 0 MV-052\n");
    const char *const acts[] = { "attack face-up: Skirmish Javelin", "tap: The Furnace Oath", "declare 1",
                                 "tap: The Lantern Vigil", "block: Ashen Fold", "no more blocks", NULL };
    scenario_act_all(m, acts);
    scenario_settle(m);
    scenario_expect_now(m, "decision thrown-to-deck seat=1 card=MV-056", rule);
    scenario_act(m, "choose: Skirmish Javelin");
    scenario_expect_prefix_now(m, "deck 1 ^MV-056 ", rule);
    scenario_expect_now(m, "destroyed 0 MV-061", rule);
    scenario_expect_now(m, "momentum 0 MV-052", rule);
    scenario_expect_now(m, "hp 0 25", rule);
    scenario_expect_now(m, "decision turn seat=1", rule); /* Quick */
    exile_match_destroy(m);
}

/* GR-13 Sable Mantle, Upgrade: "Whenever your block is successful, destroy
 * target Move in your opponent's Momentum Zone with cost below 2." (P19 +
 * E13, form 3.) §4.1: "A Combat card prints two costs"; checklist G40: the
 * cost of a Combat card in a Momentum Zone is the printed cost of the role
 * it was played in as it entered (its block cost after a successful block).
 * Lark's Mantle Snare (Block 2) stops Skirmish Javelin. Brannoch's Momentum
 * Zone holds Javelin Haft (attack cost 2, block cost 1) and Tidal Crush
 * (cost 3). Entered as an attack, Javelin Haft costs 2: no card is below 2
 * and nothing happens (§4.1). Entered as a block ("as-block"), it costs 1
 * and is the only target; it is destroyed. The Snare's Disarming Block
 * disarms the Storm Javelins and its Flow recovers 1. */
/* covers: GR-13/P19 */
static void sable_mantle_destroys_a_cheap_momentum_card(void **state)
{
    (void)state;
    const char *position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                 "exile 1 engaged\n"
                                 "gear 0 Af Af Au Af\n"
                                 "hand 1 MV-056 MV-008\n"
                                 "hand 0 MV-062\n"
                                 "momentum 1 MV-059 MV-007\n";
    const char *actions = "attack face-up: Skirmish Javelin\n"
                          "tap: The Furnace Oath\n"
                          "declare 1\n"
                          "tap: The Lantern Vigil\n"
                          "tap: The Unwritten Name\n"
                          "block: Mantle Snare\n"
                          "no more blocks\n";
    scenario as_attack = {
        .rule = "GR-13 P19 + E13 (G40): a Combat card that entered as an attack costs its attack cost: no target",
        .position = position,
        .actions = actions,
        .expect = "momentum 1 MV-059 MV-007\n"
                  "destroyed 1\n"
                  "momentum 0 MV-062\n"
                  "gear 1 Af Df Af Af\n"
                  "hp 0 25\n"
                  "decision turn seat=1\n", /* a Quick attack keeps the turn */
    };
    scenario_run(&as_attack);
    const char *rule = "GR-13 P19 + E13 (G40): entered as a block, it costs its block cost: the only target below 2";
    char pos[2048];
    snprintf(pos, sizeof pos, "%sas-block 1 MV-059\n", position);
    exile_match *m = scenario_load(pos);
    scenario_act_lines(m, actions);
    scenario_settle(m);
    scenario_expect_now(m, "decision target-momentum seat=0 what=destroy below=2", rule);
    scenario_expect_legal(m, "choose: Javelin Haft", true, rule);
    scenario_expect_legal(m, "choose: Tidal Crush", false, rule);
    scenario_expect_legal(m, "decline", false, rule);
    scenario_act(m, "choose: Javelin Haft");
    scenario_expect_line(m, "destroyed 1 MV-059", rule);
    scenario_expect_line(m, "momentum 1 MV-007", rule);
    scenario_expect_line(m, "as-block 1", rule);
    scenario_expect_line(m, "momentum 0 MV-062", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
    /* An Attack or a Block card prints one cost. */
    scenario one_cost = {
        .rule = "GR-13 P19 + E13: an Attack of cost 1 and a Block of cost 1 are below 2, a cost of 3 is not",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 0 Af Af Au Af\n"
                          "hand 1 MV-056 MV-009\n"
                          "hand 0 MV-062\n"
                          "momentum 1 MV-008 MV-067 MV-007\n",
        .actions = actions,
        .legal = "choose: Undertow\nchoose: Grit Your Teeth\n",
        .illegal = "choose: Tidal Crush\n",
    };
    scenario_run(&one_cost);
}

/* GR-14 Thornhide Harness: "Whenever your block is successful, send target
 * card in your opponent's Momentum Zone to the Recall Pile." (P19 + E32;
 * §2 Recall Pile: "A card that lies anywhere else is sent to its owner's
 * Recall Pile".) Brannoch's Javelin Haft, a Combat card, blocks Lark's
 * Stock Bash; he sends her Pinning Quarrel to her Recall Pile, before the
 * Combat Zone Clear (checklist G11) puts the Stock Bash there too. The
 * Javelin Haft enters his Momentum Zone as a block ("as-block", G40). */
/* covers: GR-14/P19 */
static void thornhide_harness_sends_a_momentum_card_away(void **state)
{
    (void)state;
    const char *rule = "GR-14 P19 + E32: target card in the opponent's Momentum Zone to its owner's Recall Pile";
    exile_match *m = scenario_load(SEATS "players\n"
                                         "hand 0 MV-054 MV-002\n"
                                         "hand 1 MV-059 MV-007\n"
                                         "momentum 0 MV-001 MV-052\n");
    const char *const acts[] = { "attack face-up: Stock Bash", "tap: The Lantern Vigil", "declare 1",
                                 "tap: The Furnace Oath", "block: Javelin Haft", "no more blocks", NULL };
    scenario_act_all(m, acts);
    scenario_settle(m);
    scenario_expect_now(m, "decision target-momentum seat=1 what=recall", rule);
    scenario_expect_legal(m, "choose: False Thread", true, rule);
    scenario_expect_legal(m, "choose: Pinning Quarrel", true, rule);
    scenario_act(m, "choose: Pinning Quarrel");
    scenario_expect_line(m, "recall 0 MV-052 MV-054", rule);
    scenario_expect_line(m, "momentum 0 MV-001", rule);
    scenario_expect_line(m, "momentum 1 MV-059", rule);
    scenario_expect_line(m, "as-block 1 MV-059", rule);
    scenario_expect_line(m, "hp 1 28", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* GR-14 Thornhide Harness, Upgrade: "Whenever a successful attack against
 * you costs you 3 or more HP, attach 1 Bleed Token to your opponent's
 * Exile." (P24 + E10; §7.7: the HP that attack took at the Math.) Bodkin
 * Bolt takes 4 (3, and 1 for a Ranged attack: the Arbalest's P04): a Bleed
 * Token on Lark's Exile; Stock Bash takes 2: none. */
/* covers: GR-14/P24 */
static void thornhide_harness_upgrade_bleeds_a_heavy_hitter(void **state)
{
    (void)state;
    scenario s = {
        .rule = "GR-14 P24 + E10: an attack that costs 3 HP attaches a Bleed Token to the attacker's Exile",
        .position = SEATS "players\n"
                          "gear 1 Af Af Au Af\n"
                          "hand 0 MV-053 MV-054\n"
                          "hand 1 MV-007\n",
        .actions = "attack face-up: Bodkin Bolt\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 1 24\n"
                  "attached 0 TK-03 TK-01\n"
                  "attached 1\n",
    };
    scenario_run(&s);
    scenario light = {
        .rule = "GR-14 P24: an attack that costs 2 HP attaches nothing",
        .position = s.position,
        .actions = "attack face-up: Stock Bash\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 1 26\n"
                  "attached 0 TK-03\n",
    };
    scenario_run(&light);
}

/* GR-13 Sable Mantle: "When you become Engaged, attach 1 Plating Token to
 * your Exile." (P16 form 1 + E10.) §7.7: it fires "when that Exile turns
 * from upright to sideways ... An Exile already sideways fires nothing".
 * Lark's Stock Bash turns her sideways (a Plating Token) and, successful,
 * disengages her (Disengaging Attack); her Sighting Bolt turns her again
 * (a second Token); her Pinning Quarrel, played while she is sideways,
 * fires nothing. */
/* covers: GR-13/P16 */
static void sable_mantle_plates_when_engaged(void **state)
{
    (void)state;
    const char *rule = "GR-13 P16 + E10: a Plating Token each time Lark's Exile turns sideways, none while it is";
    exile_match *m = scenario_load(SEATS "players\n"
                                         "memories 0 Uu Lu Lu\n"
                                         "hand 0 MV-054 MV-051 MV-052 MV-002\n"
                                         "hand 1 MV-007\n");
    const char *const first[] = { "attack face-up: Stock Bash", "tap: The Unwritten Name", "declare 1", NULL };
    scenario_act_all(m, first);
    scenario_expect_now(m, "attached 0 TK-03", rule);
    scenario_expect_now(m, "exile 0 engaged", rule);
    scenario_act(m, "no more blocks");
    scenario_expect_line(m, "exile 0 upright", rule); /* Disengaging Attack */
    const char *const second[] = { "attack face-up: Sighting Bolt", "tap: Salt on the Threshold", "declare 1", NULL };
    scenario_act_all(m, second);
    scenario_expect_now(m, "attached 0 TK-03 TK-03", rule);
    scenario_settle(m);
    const char *const third[] = { "attack face-up: Pinning Quarrel", "tap: The Lantern Vigil", "declare 2", NULL };
    scenario_act_all(m, third);
    scenario_expect_now(m, "exile 0 engaged", rule);
    scenario_expect_now(m, "attached 0 TK-03 TK-03", rule);
    exile_match_destroy(m);
}

/* GR-13 Sable Mantle: "The Moves of this Gear have Enlightened (+1 Damage
 * and Block for each of your unlocked Memories)." (P26; §7.4 Enlightened:
 * counted at the Math, "A card that has Enlightened from a Passive works
 * exactly like a card that prints it".) With two unlocked Memories, Lark's
 * Ashen Fold blocks for 1 + 2 and stops Surge Swing (3); her Cinder Hem
 * attacks for 2 + 2. */
/* covers: GR-13/P26 */
static void sable_mantle_enlightens_its_moves(void **state)
{
    (void)state;
    scenario block = {
        .rule = "GR-13 P26: a Block card of the Gear counts +1 Block for each unlocked Memory",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 0 Uu Uu Lu\n"
                          "hand 1 MV-006 MV-007\n"
                          "hand 0 MV-061\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Ashen Fold\n"
                   "no more blocks\n",
        .expect = "hp 0 25\n"
                  "momentum 0 MV-061\n"
                  "recall 1 MV-006\n",
    };
    scenario_run(&block);
    scenario attack = {
        .rule = "GR-13 P26: an attack of the Gear deals +1 Damage for each unlocked Memory",
        .position = SEATS "players\n"
                          "memories 0 Uu Uu Lu\n"
                          "hand 0 MV-063 MV-001\n"
                          "hand 1 MV-007\n",
        .actions = "attack face-up: Cinder Hem\n"
                   "tap: The Lantern Vigil\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 1 24\n",
    };
    scenario_run(&attack);
}

/* GR-15 Archivist's Case: "Once per round, you may destroy 2 cards in your
 * Momentum Zone to take up to 3 Moves from your Recall Pile to your hand."
 * (E08, an activated ability, §7.10, G24); Upgrade: "Once per round,
 * whenever one of your Moves is destroyed, destroy target Move in your
 * opponent's Momentum Zone." (P09.) Lark uses the ability before her
 * action: she destroys her two Momentum cards (its cost), takes two Moves
 * ("up to": she stops), and her P09, fired by the cost, destroys Brannoch's
 * Surge Swing before her turn goes on (§5: Passives resolve at once). The
 * ability is used once this round. */
/* covers: GR-15/E08 GR-15/P09 */
static void archivists_case_ability_and_upgrade(void **state)
{
    (void)state;
    const char *rule = "GR-15 E08 and P09: the ability's cost destroys two Moves, P09 destroys one of the opponent's";
    exile_match *m = scenario_load(SEATS07 "players\n"
                                           "gear 0 Af Af Af Au\n"
                                           "hand 0 MV-054\n"
                                           "hand 1 MV-007\n"
                                           "momentum 0 MV-001 MV-002\n"
                                           "recall 0 MV-003 MV-004 MV-051\n"
                                           "momentum 1 MV-006 MV-009\n");
    scenario_expect_legal(m, "use the ability of: Archivist's Case", true, rule);
    scenario_act(m, "use the ability of: Archivist's Case");
    scenario_expect_now(m, "decision ability-cost seat=0 count=2", rule);
    scenario_act(m, "choose: False Thread");
    scenario_act(m, "choose: Blind Coil");
    scenario_expect_now(m, "destroyed 0 MV-001 MV-002", rule);
    scenario_expect_now(m, "decision take-from-recall seat=0 kind=any more=3", rule);
    scenario_act(m, "choose: Unlit Passage");
    scenario_act(m, "choose: Sighting Bolt");
    scenario_act(m, "decline");
    scenario_expect_now(m, "hand 0 MV-054 MV-003 MV-051", rule);
    scenario_expect_now(m, "recall 0 MV-004", rule);
    scenario_expect_now(m, "decision target-momentum seat=0 what=destroy", rule);
    scenario_act(m, "choose: Surge Swing");
    scenario_expect_now(m, "destroyed 1 MV-006", rule);
    scenario_expect_now(m, "momentum 1 MV-009", rule);
    scenario_expect_now(m, "next-attack 0 abilities-used=kit passives-used=kit", rule); /* the Kit's ability and its P09 used this round */
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_expect_legal(m, "use the ability of: Archivist's Case", false, rule);
    exile_match_destroy(m);
}

/* GR-16 Wager Coffer: "At the Refresh, if you are Engaged, you may discard
 * a card from your hand. If you do, your opponent's Exile does not turn
 * upright." (P17; §5 Refresh: read as Phase 1 begins, before either Exile
 * turns, G28.) Lark, Engaged, discards her Unlit Passage: Brannoch, Engaged
 * too (his own P17 asks him, and he declines), stays sideways into the new
 * round. Lark holds the Initiative (more Momentum cards), so she
 * is asked first. */
/* covers: GR-16/P17 */
static void wager_coffer_keeps_the_opponent_sideways(void **state)
{
    (void)state;
    const char *seats = "exile-notation 2\n"
                        "seat 0 EXL-01 GR-01 GR-12 GR-14 GR-16 MEM-01 MEM-02 MEM-03\n"
                        "seat 1 EXL-02 GR-02 GR-11 GR-13 GR-15 MEM-04 MEM-05 MEM-06\n";
    char position[1024];
    snprintf(position, sizeof position,
             "%s" PHASE1 "players\n"
             "exile 0 engaged\n"
             "exile 1 engaged\n"
             "momentum 0 MV-001\n"
             "hand 0 MV-003 MV-004 MV-056 MV-058 MV-066\n"
             "hand 1 MV-006 MV-007 MV-008 MV-009 MV-051 MV-052\n",
             seats);
    exile_match_destroy(scenario_load(position)); /* the loadout is accepted */
    scenario s = {
        .rule = "GR-16 P17: Lark discards a card, Brannoch's Exile stays Engaged into the new round",
        .position = position,
        .actions = "choose: Unlit Passage\n"
                   "decline\n",
        .expect = "recall 0 MV-003\n"
                  "exile 0 upright\n"
                  "exile 1 engaged\n"
                  "decision unlock seat=0\n",
    };
    scenario_run(&s);
    scenario declined = {
        .rule = "GR-16 P17: declined, both Exiles turn upright",
        .position = position,
        .actions = "decline\n"
                   "decline\n",
        .expect = "recall 0\n"
                  "exile 0 upright\n"
                  "exile 1 upright\n",
    };
    scenario_run(&declined);
}

/* ------------------------------------------------------------------ */
/* Tactics cards on an attack                                          */
/* ------------------------------------------------------------------ */

/* MV-064 Smother the Blow (Reaction): "Target attack has -2 Damage." (E23:
 * "A Damage modifier, added at the Math with every other", §7.2.) Surge
 * Swing (3) deals 1. Below 0 the Damage is 0: Undertow (1) deals none, and
 * an attack that deals 0 against no Block card is unsuccessful (§5 Action A
 * step 6); Quick, it keeps Brannoch's turn. §5 Action E: "An Effect may
 * still lower [a Finisher Attack's] Damage": The Sea Wall Falls (6) deals
 * 4. With no attack, Smother the Blow has no target and cannot be played
 * (§4.1). */
/* covers: MV-064/E23 MV-064/kw:Reaction */
static void smother_the_blow(void **state)
{
    (void)state;
    scenario s = {
        .rule = "MV-064 E23: target attack has -2 Damage",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-006 MV-007\n"
                          "hand 0 MV-064 MV-001\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "no more blocks\n"
                   "tap: The Lantern Vigil\n"
                   "react: Smother the Blow\n"
                   "target: Surge Swing\n",
        .expect = "hp 0 24\n"
                  "recall 0 MV-064\n"
                  "momentum 1 MV-006\n",
    };
    scenario_run(&s);
    scenario zero = {
        .rule = "MV-064 E23: Damage below 0 is 0; an attack of 0 against no block is unsuccessful",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-008 MV-007\n"
                          "hand 0 MV-064 MV-001\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "tap: The Lantern Vigil\n"
                   "react: Smother the Blow\n"
                   "target: Undertow\n",
        .expect = "hp 0 25\n"
                  "recall 1 MV-008\n"
                  "momentum 1\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&zero);
    scenario finisher = {
        .rule = "MV-064 E23, §5 Action E: an Effect may lower a Finisher Attack's Damage",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 1 Au Af Af Af\n"
                          "prepared 1 MV-010 cost=5 due=1\n"
                          "hand 1 MV-007\n"
                          "hand 0 MV-064 MV-001\n",
        .actions = "play the Finisher: The Sea Wall Falls\n"
                   "tap: The Lantern Vigil\n"
                   "react: Smother the Blow\n"
                   "target: The Sea Wall Falls\n",
        .expect = "hp 0 21\n"
                  "recall 1 MV-010\n"
                  "recall 0 MV-064\n",
    };
    scenario_run(&finisher);
    scenario no_target = {
        .rule = "MV-064, §4.1: with no attack to target it cannot be played",
        .position = SEATS "players\n"
                          "stamina 0 3\n"
                          "hand 0 MV-064 MV-001\n",
        .illegal = "play: Smother the Blow\n",
        .legal = "attack face-up: False Thread\n",
    };
    scenario_run(&no_target);
}

/* MV-071 Strike from the Record (Reaction, Single-Use): "Destroy target
 * Move." (E01: "Either player's, wherever a Move can be targeted".) Lark
 * blocks Surge Swing with Ashen Fold, then destroys the attack in the
 * Combat Zone: it never reaches the Math (§7.8), the Ashen Fold goes to her
 * Recall Pile whatever its keywords, no HP is lost and the next turn is
 * hers. Brannoch's Ember Satchel (P09) answers the destruction of his Move
 * and destroys her False Thread; her own Archivist's Case (P09, Upgrade)
 * answers the Single-Use Strike from the Record being destroyed as it
 * resolves (§5 Combat Zone Clear, Tactics card) and destroys his Rolling
 * Weight. */
/* covers: MV-071/E01 MV-071/kw:Reaction MV-071/kw:Single-Use */
static void strike_from_the_record_destroys_the_attack(void **state)
{
    (void)state;
    scenario s = {
        .rule = "MV-071 E01: the attack destroyed in the React step; its Block cards to the Recall Pile; P09 both ways",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 0 Af Af Af Au\n"
                          "memories 0 Uu Uu Lu\n"
                          "hand 1 MV-006 MV-007\n"
                          "hand 0 MV-061 MV-071\n"
                          "momentum 0 MV-001\n"
                          "momentum 1 MV-009\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Unwritten Name\n"
                   "block: Ashen Fold\n"
                   "no more blocks\n"
                   "tap: The Lantern Vigil\n"
                   "tap: Salt on the Threshold\n"
                   "react: Strike from the Record\n"
                   "target: Surge Swing\n"
                   "choose: False Thread\n"
                   "choose: Rolling Weight\n",
        .expect = "destroyed 1 MV-006 MV-009\n"
                  "destroyed 0 MV-001 MV-071\n"
                  "recall 0 MV-061\n"
                  "momentum 0\n"
                  "momentum 1\n"
                  "hp 0 25\n"
                  "exile 1 engaged\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* MV-071 as the turn's action, on a card in a Momentum Zone (§7.5: "'Target
 * card' and 'target Move' name a Move in the Combat Zone, in a Momentum
 * Zone, on the stack, or attached"), either player's; on a Move attached to
 * an Exile (§7.12 Reached by Effects); and on a Reaction on the stack,
 * which then never resolves (§5: "A card destroyed on the stack ... never
 * resolves: none of its Effects happen"). */
/* covers: MV-071/E01 */
static void strike_from_the_record_wherever_a_move_is_targeted(void **state)
{
    (void)state;
    const char *rule = "MV-071 E01 (§7.5): Momentum cards of both players are targets; hand and Recall Pile are not";
    exile_match *m = scenario_load(SEATS "players\n"
                                         "hand 0 MV-071 MV-002\n"
                                         "recall 1 MV-008\n"
                                         "hand 1 MV-009\n"
                                         "momentum 1 MV-006 MV-007\n"
                                         "momentum 0 MV-052\n");
    const char *const acts[] = { "tap: The Lantern Vigil", "tap: The Unwritten Name", "tap: Salt on the Threshold",
                                 "play: Strike from the Record", NULL };
    scenario_act_all(m, acts);
    scenario_expect_now(m, "decision target seat=0", rule);
    scenario_expect_legal(m, "target: Surge Swing", true, rule);
    scenario_expect_legal(m, "target: Tidal Crush", true, rule);
    scenario_expect_legal(m, "target: Pinning Quarrel", true, rule);
    scenario_expect_legal(m, "target: Undertow", false, rule);
    scenario_expect_legal(m, "target: Rolling Weight", false, rule);
    scenario_expect_legal(m, "target: Blind Coil", false, rule);
    scenario_act(m, "target: Tidal Crush");
    scenario_act(m, "choose: Pinning Quarrel"); /* Ember Satchel's P09 */
    scenario_expect_line(m, "destroyed 1 MV-007", rule);
    scenario_expect_line(m, "destroyed 0 MV-052 MV-071", rule);
    scenario_expect_line(m, "momentum 1 MV-006", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);

    scenario attached = {
        .rule = "MV-071 E01 (§7.12): a Move attached to an Exile is a target; destroyed, it leaves play",
        .position = SEATS "players\n"
                          "stamina 0 3\n"
                          "hand 0 MV-071 MV-002\n"
                          "hand 1 MV-009\n"
                          "attached 0 MV-058\n",
        .actions = "play: Strike from the Record\n"
                   "target: Harrying Throw\n",
        .expect = "attached 0\n"
                  "destroyed 1 MV-058\n"
                  "destroyed 0 MV-071\n",
    };
    scenario_run(&attached);

    scenario stack = {
        .rule = "MV-071 E01 (§5): a Reaction destroyed on the stack never resolves",
        .position = SEATS "players\n"
                          "memories 0 Uu Uu Lu\n"
                          "hand 0 MV-054 MV-071\n"
                          "hand 1 MV-038 MV-007\n",
        .actions = "attack face-up: Stock Bash\n"
                   "tap: The Unwritten Name\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "tap: The Furnace Oath\n"
                   "react: Oath of Ruin\n"
                   "target: Stock Bash\n"
                   "tap: The Lantern Vigil\n"
                   "tap: Salt on the Threshold\n"
                   "react: Strike from the Record\n"
                   "target: Oath of Ruin\n",
        .expect = "destroyed 1 MV-038\n"
                  "destroyed 0 MV-071\n"
                  "hp 1 26\n"
                  "momentum 0 MV-054\n",
    };
    scenario_run(&stack);
}

/* §7.8 A Block card that leaves the block: "A Block card destroyed ... in
 * the React step is no longer a Block card played: the next Block card
 * becomes the first, and with none left the attack is unblocked." Lark
 * destroys Grit Your Teeth, the first of Brannoch's two Block cards: his
 * Javelin Haft alone stops her Stock Bash and enters his Momentum Zone as
 * the successful block. Against one Block card, the Stock Bash is then
 * unblocked and deals its 2. */
/* covers: MV-071/E01 */
static void strike_from_the_record_on_a_block_card(void **state)
{
    (void)state;
    const char *position = SEATS "players\n"
                                 "memories 0 Uu Uu Lu\n"
                                 "hand 0 MV-054 MV-071\n"
                                 "hand 1 MV-067 MV-059 MV-007\n";
    scenario s = {
        .rule = "MV-071 E01 (§7.8): the first Block card destroyed, the next becomes the first",
        .position = position,
        .actions = "attack face-up: Stock Bash\n"
                   "tap: The Unwritten Name\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Grit Your Teeth\n"
                   "tap: The Broken Seal\n"
                   "block: Javelin Haft\n"
                   "no more blocks\n"
                   "pass\n"
                   "tap: The Lantern Vigil\n"
                   "tap: Salt on the Threshold\n"
                   "react: Strike from the Record\n"
                   "target: Grit Your Teeth\n",
        .expect = "destroyed 1 MV-067\n"
                  "momentum 1 MV-059\n"
                  "as-block 1 MV-059\n"
                  "recall 0 MV-054\n"
                  "destroyed 0 MV-071\n"
                  "hp 1 28\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
    scenario alone = {
        .rule = "MV-071 E01 (§7.8): the only Block card destroyed, the attack is unblocked",
        .position = position,
        .actions = "attack face-up: Stock Bash\n"
                   "tap: The Unwritten Name\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Grit Your Teeth\n"
                   "no more blocks\n"
                   "pass\n"
                   "tap: The Lantern Vigil\n"
                   "tap: Salt on the Threshold\n"
                   "react: Strike from the Record\n"
                   "target: Grit Your Teeth\n",
        .expect = "destroyed 1 MV-067\n"
                  "hp 1 26\n"
                  "momentum 0 MV-054\n",
    };
    scenario_run(&alone);
}

/* §5 The React Step: "A card destroyed on the stack ... never resolves:
 * none of its Effects happen, its cost stays paid and its Slow makes nobody
 * spent." Brannoch plays Iron Brand (Slow) as his action; Lark destroys it
 * on the stack: it attaches nothing, Brannoch is not spent, and the next
 * turn is Lark's. */
/* covers: MV-071/E01 */
static void strike_from_the_record_on_a_slow_tactics_action(void **state)
{
    (void)state;
    scenario s = {
        .rule = "MV-071 E01 (§5): a Slow Tactics card destroyed on the stack makes nobody spent",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-037 MV-007\n"
                          "hand 0 MV-071 MV-001\n",
        .actions = "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "play: Iron Brand\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "react: Strike from the Record\n"
                   "target: Iron Brand\n",
        .expect = "destroyed 1 MV-037\n"
                  "attached 0\n"
                  "destroyed 0 MV-071\n"
                  "exile 1 engaged\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §5 Action E: "no Effect ... destroys it, ... and none can target it to
 * do so"; §7.5: "no Effect targets a Finisher Attack in the Combat Zone to
 * remove it". Against The Sea Wall Falls, Strike from the Record has no
 * target and cannot be played; with a Move in a Momentum Zone it can, but
 * not on the Finisher. */
/* covers: MV-071/E01 */
static void strike_from_the_record_never_targets_a_finisher_attack(void **state)
{
    (void)state;
    const char *position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                 "exile 1 engaged\n"
                                 "gear 1 Au Af Af Af\n"
                                 "prepared 1 MV-010 cost=5 due=1\n"
                                 "hand 1 MV-007\n"
                                 "hand 0 MV-071 MV-001\n";
    const char *taps = "play the Finisher: The Sea Wall Falls\n"
                       "tap: The Lantern Vigil\n"
                       "tap: The Unwritten Name\n"
                       "tap: Salt on the Threshold\n";
    scenario none = {
        .rule = "MV-071 E01, §5 Action E: a Finisher Attack is no target: no target, no play",
        .position = position,
        .actions = taps,
        .illegal = "react: Strike from the Record\n",
        .legal = "pass\n",
    };
    scenario_run(&none);
    char pos[1024];
    snprintf(pos, sizeof pos, "%smomentum 0 MV-052\n", position);
    const char *rule = "MV-071 E01, §5 Action E: with another target it is played, but not on the Finisher Attack";
    exile_match *m = scenario_load(pos);
    scenario_act_lines(m, taps);
    scenario_act(m, "react: Strike from the Record");
    scenario_expect_legal(m, "target: The Sea Wall Falls", false, rule);
    scenario_expect_legal(m, "target: Pinning Quarrel", true, rule);
    exile_match_destroy(m);
}

/* §5 The React Step: "If any target of a Tactics card has gone when it
 * resolves, the whole card fizzles: none of its Effects happen, its cost
 * stays paid and it goes to its owner's Recall Pile, whatever its keywords."
 * Lark's Strike from the Record targets Javelin Haft, the Block card
 * against her Stock Bash; Brannoch's Writ of Seizure, on top, takes the
 * Stock Bash out of combat (§7.5) and every Block card with it (§7.8): the
 * Javelin Haft now lies in a Recall Pile, where no Effect targets it, so
 * the Strike fizzles and goes to the Recall Pile though it is Single-Use. */
/* covers: MV-071/kw:Single-Use */
static void strike_from_the_record_fizzles(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 / MV-071: its target gone to a Recall Pile, the Single-Use card fizzles to the Recall Pile",
        .position = SEATS "players\n"
                          "memories 0 Uu Uu Lu\n"
                          "memories 1 Uu Uu Lu\n"
                          "hand 0 MV-054 MV-071\n"
                          "hand 1 MV-059 MV-039\n",
        .actions = "attack face-up: Stock Bash\n"
                   "tap: The Unwritten Name\n"
                   "declare 1\n"
                   "tap: Ash of Hollowmere\n"
                   "block: Javelin Haft\n"
                   "no more blocks\n"
                   "pass\n"
                   "tap: The Lantern Vigil\n"
                   "tap: Salt on the Threshold\n"
                   "react: Strike from the Record\n"
                   "target: Javelin Haft\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "react: Writ of Seizure\n"
                   "target: Stock Bash\n",
        .expect = "recall 0 MV-054 MV-071\n"
                  "recall 1 MV-059\n"
                  "destroyed 1 MV-039\n"
                  "destroyed 0\n"
                  "gear 0 Af Df Af Af\n"
                  "hp 1 28\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* MV-072 Stay of Proceedings (Reaction): "Target attack becomes Slow." on
 * Brannoch's Skirmish Javelin (Quick). §7.8: Slow and no longer Quick, "it
 * gives no next turn, even if successful, and once it has resolved its
 * player is spent": the Storm Javelins' P22 ("one of your Quick attacks")
 * does not fire, Brannoch is spent and the next turn is Lark's. */
/* covers: MV-072/E25 */
static void stay_of_proceedings_on_the_opponents_quick_attack(void **state)
{
    (void)state;
    scenario s = {
        .rule = "MV-072 E25 (§7.8): the opponent's Quick attack made Slow: no P22, its player spent",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-056 MV-007\n"
                          "hand 0 MV-072 MV-001\n"
                          "momentum 0 MV-052\n",
        .actions = "attack face-up: Skirmish Javelin\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "react: Stay of Proceedings\n"
                   "target: Skirmish Javelin\n",
        .expect = "hp 0 23\n"
                  "momentum 1 MV-056\n"
                  "momentum 0 MV-052\n"
                  "hand 0 MV-001\n"
                  "exile 1 engaged spent\n"
                  "recall 0 MV-072\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §7.8: "An attack that fizzles, or is returned to hand or destroyed before
 * the Math, never resolved, so its Slow makes nobody spent." Lark makes
 * Surge Swing Slow (Stay of Proceedings, on top) and then destroys it
 * (Strike from the Record, below, resolving second): Brannoch is not spent,
 * and the next turn is Lark's (§7.8 The next turn after an attack). */
/* covers: MV-072/E25 MV-071/E01 */
static void an_attack_made_slow_and_destroyed_makes_nobody_spent(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.8 / MV-072, MV-071: made Slow, then destroyed before the Math: nobody is spent",
        .position = SEATS07 "players first=1 initiative=1 turn=1 next=1\n"
                            "exile 1 engaged\n"
                            "memories 0 Uu Lu Uu\n"
                            "hand 1 MV-006 MV-007\n"
                            "hand 0 MV-072 MV-071\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "no more blocks\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "react: Strike from the Record\n"
                   "target: Surge Swing\n"
                   "pass\n"
                   "tap: Salt on the Threshold\n"
                   "react: Stay of Proceedings\n"
                   "target: Surge Swing\n",
        .expect = "destroyed 1 MV-006\n"
                  "recall 0 MV-072\n"
                  "destroyed 0 MV-071\n"
                  "hp 0 25\n"
                  "exile 1 engaged\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §5 Action E: "An Effect that gives a card a speed cannot target a
 * Finisher", and no Effect "gives it Single-Use". Against The Sea Wall
 * Falls neither Stay of Proceedings nor Brittle Precedent has a target. */
/* covers: MV-072/E25 MV-073/E26 */
static void no_speed_or_single_use_for_a_finisher_attack(void **state)
{
    (void)state;
    scenario s = {
        .rule = "MV-072 E25, MV-073 E26 (§5 Action E): a Finisher Attack is never their target",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 1 Au Af Af Af\n"
                          "prepared 1 MV-010 cost=5 due=1\n"
                          "hand 1 MV-007\n"
                          "hand 0 MV-072 MV-073 MV-064\n",
        .actions = "play the Finisher: The Sea Wall Falls\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n",
        .illegal = "react: Stay of Proceedings\nreact: Brittle Precedent\n",
        .legal = "react: Smother the Blow\n",
    };
    scenario_run(&s);
}

/* MV-073 Brittle Precedent (Reaction): "Target attack gains Single-Use."
 * §7.8: "An attack that gained Single-Use is destroyed at its Combat Zone
 * Clear, successful or not, whatever else would have happened to it: it
 * does not enter Momentum or the Recall Pile." Successful, Surge Swing is
 * destroyed (Ember Satchel's P09 answers, destroying Lark's Pinning
 * Quarrel). Unsuccessful against a Shielding Block, Skirmish Javelin is
 * destroyed, and the Storm Javelins' Upgrade (P20) does not offer to put it
 * on the deck. Blocked by the Mantle Snare (Disarming Block), it is
 * destroyed and its Gear disarmed all the same (§5 Combat Zone Clear). */
/* covers: MV-073/E26 MV-073/kw:Reaction */
static void brittle_precedent(void **state)
{
    (void)state;
    scenario hit = {
        .rule = "MV-073 E26: a successful attack that gained Single-Use is destroyed, not put in Momentum",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-006 MV-007\n"
                          "hand 0 MV-073 MV-001\n"
                          "momentum 0 MV-052\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "no more blocks\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "react: Brittle Precedent\n"
                   "target: Surge Swing\n"
                   "choose: Pinning Quarrel\n",
        .expect = "hp 0 22\n"
                  "destroyed 1 MV-006\n"
                  "momentum 1\n"
                  "destroyed 0 MV-052\n"
                  "recall 0 MV-073\n",
    };
    scenario_run(&hit);
    scenario shielded = {
        .rule = "MV-073 E26: unsuccessful, it is destroyed; no P20 replacement is offered",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 1 Af Au Af Af\n"
                          "hand 1 MV-056 MV-007\n"
                          "hand 0 MV-073 MV-061\n",
        .actions = "attack face-up: Skirmish Javelin\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "block: Ashen Fold\n"
                   "no more blocks\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "react: Brittle Precedent\n"
                   "target: Skirmish Javelin\n",
        .expect = "destroyed 1 MV-056\n"
                  "destroyed 0 MV-061\n"
                  "recall 1\n"
                  "hp 0 25\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&shielded);
    scenario disarmed = {
        .rule = "MV-073 E26: a disarmed attack that gained Single-Use is destroyed and its Gear disarmed",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 0 Uu Uu Lu\n"
                          "hand 1 MV-056 MV-007\n"
                          "hand 0 MV-073 MV-062\n",
        .actions = "attack face-up: Skirmish Javelin\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "block: Mantle Snare\n"
                   "no more blocks\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "react: Brittle Precedent\n"
                   "target: Skirmish Javelin\n"
                   "untap: The Lantern Vigil\n", /* the Snare's Flow */
        .expect = "destroyed 1 MV-056\n"
                  "gear 1 Af Df Af Af\n"
                  "momentum 0 MV-062\n",
    };
    scenario_run(&disarmed);
}

/* ------------------------------------------------------------------ */
/* Tactics cards on the Momentum Zone                                 */
/* ------------------------------------------------------------------ */

/* MV-074 Audit of Gains (Quick): "If your opponent has 2 or more cards in
 * their Momentum Zone, send up to 2 target cards in their Momentum Zone to
 * the Recall Pile." §4.1 (checklist A28): "An 'If' ... asks for none [no
 * target as the card is played], and its target is chosen when the Effect
 * is read": the card is played with no target, the condition is read as it
 * resolves (§7.7), and then Lark names 1 or 2 cards ("up to"). A Quick
 * Tactics card played as the action gives its player the next turn. */
/* covers: MV-074/E33 */
static void audit_of_gains(void **state)
{
    (void)state;
    const char *rule = "MV-074 E33: the condition holds as it resolves; up to 2 targets, chosen then";
    exile_match *m = scenario_load(SEATS "players\n"
                                         "hand 0 MV-074 MV-002\n"
                                         "hand 1 MV-008\n"
                                         "momentum 1 MV-006 MV-007 MV-009\n");
    const char *const acts[] = { "tap: The Lantern Vigil", "tap: The Unwritten Name", "play: Audit of Gains", NULL };
    scenario_act_all(m, acts);
    scenario_expect_now(m, "decision react seat=1", rule); /* no target asked as it is played */
    scenario_settle(m);
    scenario_expect_now(m, "decision target-momentum seat=0 what=recall more=1", rule);
    scenario_expect_legal(m, "decline", false, rule);
    scenario_act(m, "choose: Surge Swing");
    scenario_expect_now(m, "decision target-momentum seat=0 flags=up-to what=recall", rule);
    scenario_expect_legal(m, "decline", true, rule);
    scenario_expect_legal(m, "choose: Surge Swing", false, rule);
    scenario_act(m, "choose: Tidal Crush");
    scenario_expect_now(m, "recall 1 MV-006 MV-007", rule);
    scenario_expect_now(m, "momentum 1 MV-009", rule);
    scenario_expect_now(m, "recall 0 MV-074", rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    exile_match_destroy(m);

    scenario one = {
        .rule = "MV-074 E33: 'up to 2': Lark stops after one",
        .position = SEATS "players\n"
                          "hand 0 MV-074 MV-002\n"
                          "hand 1 MV-008\n"
                          "momentum 1 MV-006 MV-007\n",
        .actions = "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "play: Audit of Gains\n"
                   "choose: Tidal Crush\n"
                   "decline\n",
        .expect = "recall 1 MV-007\n"
                  "momentum 1 MV-006\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&one);
    scenario fails = {
        .rule = "MV-074 E33, §4.1: played with the condition false it does nothing, and still gives the turn",
        .position = SEATS "players\n"
                          "hand 0 MV-074 MV-002\n"
                          "hand 1 MV-008\n"
                          "momentum 1 MV-006\n",
        .actions = "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "play: Audit of Gains\n",
        .expect = "momentum 1 MV-006\n"
                  "recall 1\n"
                  "recall 0 MV-074\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&fails);
    scenario empty = {
        .rule = "MV-074, §4.1: behind an 'If' no target is needed to play it",
        .position = SEATS "players\n"
                          "stamina 0 2\n"
                          "hand 0 MV-074 MV-002\n",
        .legal = "play: Audit of Gains\n",
    };
    scenario_run(&empty);
}

/* §7.7 Momentum conditions: "A Tactics card's Effect reads it once, when
 * it resolves". Lark plays Audit of Gains against two Momentum cards, then,
 * in its React step, Strike from the Record on one of them: it resolves
 * first, Brannoch holds one card when the Audit resolves, and the Audit
 * does nothing. */
/* covers: MV-074/E33 */
static void audit_of_gains_reads_the_condition_as_it_resolves(void **state)
{
    (void)state;
    scenario s = {
        .rule = "MV-074 E33 (§7.7): the condition is read as the card resolves, not as it is played",
        .position = SEATS07 "players\n"
                            "memories 0 Uu Lu Uu\n"
                            "hand 0 MV-074 MV-071\n"
                            "hand 1 MV-008\n"
                            "momentum 1 MV-006 MV-007\n",
        .actions = "tap: The Lantern Vigil\n"
                   "play: Audit of Gains\n"
                   "pass\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "react: Strike from the Record\n"
                   "target: Surge Swing\n",
        .expect = "destroyed 1 MV-006\n"
                  "momentum 1 MV-007\n"
                  "recall 1\n"
                  "recall 0 MV-074\n"
                  "destroyed 0 MV-071\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* MV-077 Double or Nothing (Reaction): "If your opponent has 3 or more
 * cards in their Momentum Zone, destroy every card in their Momentum Zone,
 * then you take 3 Direct Damage." ("Read once. If it does not hold,
 * neither part happens.") Played as Brannoch's action: with three cards
 * every one is destroyed and he takes 3; with two, nothing happens. The
 * Direct Damage can take its own player below 1 HP: he loses (§3.4). */
/* covers: MV-077/E34 MV-077/kw:Reaction */
static void double_or_nothing(void **state)
{
    (void)state;
    const char *base = SEATS16 "players first=1 initiative=1 turn=1 next=1\n"
                               "exile 1 engaged\n"
                               "hand 1 MV-077 MV-007\n"
                               "hand 0 MV-054\n";
    char position[1024];
    snprintf(position, sizeof position, "%smomentum 0 MV-001 MV-002 MV-052\n", base);
    exile_match_destroy(scenario_load(position)); /* the loadout is accepted */
    const char *actions = "tap: The Furnace Oath\n"
                          "tap: The Broken Seal\n"
                          "tap: Ash of Hollowmere\n"
                          "play: Double or Nothing\n";
    scenario s = {
        .rule = "MV-077 E34: three cards: all destroyed, then its player takes 3 Direct Damage",
        .position = position,
        .actions = actions,
        .expect = "destroyed 0 MV-001 MV-002 MV-052\n"
                  "momentum 0\n"
                  "hp 1 25\n"
                  "hp 0 25\n"
                  "recall 1 MV-077\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
    char two[1024];
    snprintf(two, sizeof two, "%smomentum 0 MV-001 MV-052\n", base);
    scenario fails = {
        .rule = "MV-077 E34: two cards: neither part happens",
        .position = two,
        .actions = actions,
        .expect = "momentum 0 MV-001 MV-052\n"
                  "destroyed 0\n"
                  "hp 1 28\n"
                  "recall 1 MV-077\n",
    };
    scenario_run(&fails);
    char low[1100];
    snprintf(low, sizeof low, "%.1000shp 1 3\n", position);
    scenario loses = {
        .rule = "MV-077 E34, §3.4: the Direct Damage it takes can make its own player lose",
        .position = low,
        .actions = actions,
        .expect = "destroyed 0 MV-001 MV-002 MV-052\n"
                  "hp 1 0\n"
                  "winner 0\n",
    };
    scenario_run(&loses);
}

/* MV-079 Loaded Die (Reaction): "Target Quick attack has -3 Damage." Lark's
 * Sighting Bolt (Quick, 1 + 1 Ranged) deals 0 and is unsuccessful; Quick,
 * it keeps her turn. Her Pinning Quarrel (no speed) is no target. */
/* covers: MV-079/E28 MV-079/kw:Reaction */
static void loaded_die(void **state)
{
    (void)state;
    const char *position = SEATS16 "players\n"
                                   "hand 0 MV-051 MV-052 MV-002\n"
                                   "hand 1 MV-079 MV-007\n";
    exile_match_destroy(scenario_load(position)); /* the loadout is accepted */
    scenario s = {
        .rule = "MV-079 E28: target Quick attack has -3 Damage",
        .position = position,
        .actions = "attack face-up: Sighting Bolt\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "react: Loaded Die\n"
                   "target: Sighting Bolt\n",
        .expect = "hp 1 28\n"
                  "recall 0 MV-051\n"
                  "recall 1 MV-079\n"
                  "attached 1\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
    scenario slow = {
        .rule = "MV-079 E28: an attack that is not Quick is no target",
        .position = position,
        .actions = "attack face-up: Pinning Quarrel\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "no more blocks\n"
                   "tap: The Furnace Oath\n",
        .illegal = "react: Loaded Die\n",
        .legal = "pass\n",
    };
    scenario_run(&slow);
}

/* Ruling (doc/rulings.md): "Target Quick attack" names an attack that is
 * Quick; made Slow before Loaded Die resolves (§7.8: "no longer Quick"), it
 * is no longer a card that Effect can target, so Loaded Die fizzles (§5:
 * none of its Effects happen, to the Recall Pile). Lark answers Loaded Die
 * by making her own Sighting Bolt Slow: it deals its 2, and she is spent. */
/* covers: MV-079/E28 MV-072/E25 */
static void loaded_die_fizzles_on_an_attack_made_slow(void **state)
{
    (void)state;
    const char *position = SEATS16 "players\n"
                                   "hand 0 MV-051 MV-072\n"
                                   "hand 1 MV-079 MV-007\n";
    exile_match_destroy(scenario_load(position)); /* the loadout is accepted */
    scenario s = {
        .rule = "MV-079 E28: its Quick attack made Slow first, Loaded Die fizzles",
        .position = position,
        .actions = "attack face-up: Sighting Bolt\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "react: Loaded Die\n"
                   "target: Sighting Bolt\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "react: Stay of Proceedings\n"
                   "target: Sighting Bolt\n",
        .expect = "hp 1 26\n"
                  "recall 1 MV-079\n"
                  "recall 0 MV-072\n"
                  "momentum 0 MV-051\n"
                  "attached 1\n"
                  "exile 0 engaged spent\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* ------------------------------------------------------------------ */
/* Finisher Tactics (§5 Action E, §7.11 Finisher Reach)               */
/* ------------------------------------------------------------------ */

/* MV-075 The Long Audit (Slow): "Destroy up to 3 target Moves in your
 * opponent's Recall Pile." (§7.11 Reach a Recall Pile; its targets named as
 * it is played, G41) and "Each player destroys 2 cards of their choice in
 * their own Momentum Zone." (E63: "Fewer if they have fewer. The player who
 * played it chooses first.") Lark names one target; then she destroys two
 * of her three Momentum cards, and Brannoch his only one. Her Archivist's
 * Case (P09) finds no Move left in his Momentum Zone. Slow: she is spent. */
/* covers: MV-075/FINISHER_REACH MV-075/E63 */
static void the_long_audit(void **state)
{
    (void)state;
    const char *rule = "MV-075: up to 3 targets in the Recall Pile; each player destroys 2 Momentum cards, its player first";
    exile_match *m = scenario_load(SEATS07 "players\n"
                                           "gear 0 Af Af Af Au\n"
                                           "prepared 0 MV-075 cost=4 due=1\n"
                                           "hand 0 MV-054\n"
                                           "hand 1 MV-008\n"
                                           "recall 1 MV-006 MV-007\n"
                                           "momentum 0 MV-001 MV-002 MV-052\n"
                                           "momentum 1 MV-009\n");
    scenario_act(m, "play the Finisher: The Long Audit");
    scenario_expect_now(m, "decision target seat=0", rule);
    scenario_expect_legal(m, "decline", false, rule);
    scenario_act(m, "target: Tidal Crush");
    scenario_expect_legal(m, "decline", true, rule);
    scenario_act(m, "decline");
    scenario_settle(m);
    scenario_expect_now(m, "destroyed 1 MV-007", rule);
    scenario_expect_now(m, "recall 1 MV-006", rule);
    scenario_expect_now(m, "decision ability-cost seat=0 count=2", rule);
    scenario_act(m, "choose: False Thread");
    scenario_act(m, "choose: Pinning Quarrel");
    scenario_expect_now(m, "decision ability-cost seat=1 count=2", rule);
    scenario_act(m, "choose: Rolling Weight");
    scenario_expect_now(m, "destroyed 0 MV-001 MV-052", rule);
    scenario_expect_now(m, "destroyed 1 MV-007 MV-009", rule);
    scenario_expect_now(m, "momentum 0 MV-002", rule);
    scenario_expect_now(m, "momentum 1", rule);
    scenario_expect_now(m, "recall 0 MV-075", rule);
    scenario_expect_now(m, "exile 0 upright spent", rule);
    scenario_expect_now(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* MV-070 Thorns of Recant (Quick): "Turn 1 target armed Gear of your
 * opponent's from its Upgrade side back to its front." (§7.11: "The
 * Passives of its Upgrade stop, and a Finisher prepared on it is lost.")
 * and "Attach 2 Bleed Tokens to your opponent's Exile." (E10, a Tactics
 * card's line: it targets nothing, §4.5.) Brannoch turns the Sable Mantle
 * back: Lark's Pall of Forgetting, prepared on it, goes to her Recall Pile.
 * Quick: the next turn is his again. A Gear on its front, or disarmed, is
 * no target; with none, the Finisher cannot be played at his turn and goes
 * to his Recall Pile (§5 Action E, G41). */
/* covers: MV-070/FINISHER_REACH MV-070/E10 */
static void thorns_of_recant(void **state)
{
    (void)state;
    const char *rule = "MV-070: an Upgrade turned back (its Finisher lost), 2 Bleed Tokens attached";
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "exile 1 engaged\n"
                                         "exile 0 engaged\n"
                                         "gear 1 Af Af Au Af\n"
                                         "gear 0 Af Af Au Af\n"
                                         "prepared 1 MV-070 cost=4 due=1\n"
                                         "prepared 0 MV-065 cost=4 due=1\n"
                                         "hand 1 MV-007\n"
                                         "hand 0 MV-054\n");
    scenario_act(m, "play the Finisher: Thorns of Recant");
    scenario_expect_legal(m, "target: Sable Mantle", true, rule);
    scenario_expect_legal(m, "target: Whisper Coil", false, rule);
    scenario_act(m, "target: Sable Mantle");
    scenario_settle(m);
    scenario_expect_now(m, "gear 0 Af Af Af Af", rule);
    scenario_expect_now(m, "prepared 0 -", rule);
    scenario_expect_now(m, "recall 0 MV-065", rule);
    scenario_expect_now(m, "attached 0 TK-01 TK-01", rule);
    scenario_expect_now(m, "recall 1 MV-070", rule);
    scenario_expect_now(m, "decision turn seat=1", rule);
    exile_match_destroy(m);

    scenario none = {
        .rule = "MV-070, G41: with no upgraded armed Gear to target, it goes to the Recall Pile at its turn",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 1 Af Af Au Af\n"
                          "gear 0 Af Af Du Af\n"
                          "prepared 1 MV-070 cost=4 due=1\n"
                          "hand 1 MV-007\n",
        .expect = "recall 1 MV-070\n"
                  "prepared 1 -\n"
                  "decision turn seat=1\n",
        .illegal = "play the Finisher: Thorns of Recant\n",
    };
    scenario_run(&none);
}

/* MV-055 Longwatch Volley (Slow, Single-Use): "Disarm up to 2 target armed
 * Gear of your opponent's." (§7.11 Disarm a Gear directly: "up to as many
 * as it says ... They are its targets: a Finisher Tactics names them as it
 * is played ... A Finisher prepared on such a Gear is lost".) Lark names
 * one Gear only: Tidebreaker, where Brannoch's The Sea Wall Falls is
 * prepared; it is disarmed and the Finisher lost. The Volley is destroyed
 * (Single-Use) and Lark is spent (Slow). A disarmed Gear is no target. */
/* covers: MV-055/FINISHER_REACH MV-055/kw:Single-Use */
static void longwatch_volley(void **state)
{
    (void)state;
    const char *rule = "MV-055: one Gear named of up to 2, disarmed, its prepared Finisher lost";
    exile_match *m = scenario_load(SEATS "players\n"
                                         "gear 0 Af Au Af Af\n"
                                         "gear 1 Au Df Af Af\n"
                                         "prepared 0 MV-055 cost=5 due=1\n"
                                         "prepared 1 MV-010 cost=5 due=1\n"
                                         "hand 0 MV-054\n"
                                         "hand 1 MV-007\n");
    scenario_act(m, "play the Finisher: Longwatch Volley");
    scenario_expect_now(m, "decision target seat=0", rule);
    scenario_expect_legal(m, "target: Tidebreaker", true, rule);
    scenario_expect_legal(m, "target: Thornhide Harness", true, rule);
    scenario_expect_legal(m, "target: Storm Javelins", false, rule); /* disarmed already */
    scenario_expect_legal(m, "decline", false, rule);
    scenario_act(m, "target: Tidebreaker");
    scenario_expect_legal(m, "decline", true, rule);
    scenario_act(m, "decline");
    scenario_settle(m);
    scenario_expect_now(m, "gear 1 Du Df Af Af", rule);
    scenario_expect_now(m, "prepared 1 -", rule);
    scenario_expect_now(m, "recall 1 MV-010", rule);
    scenario_expect_now(m, "destroyed 0 MV-055", rule);
    scenario_expect_now(m, "exile 0 upright spent", rule);
    scenario_expect_now(m, "decision turn seat=1", rule);
    exile_match_destroy(m);

    scenario two = {
        .rule = "MV-055: two Gear named, both disarmed (a Protective Gear returns its Plating Tokens, §4.5)",
        .position = SEATS "players\n"
                          "gear 0 Af Au Af Af\n"
                          "prepared 0 MV-055 cost=5 due=1\n"
                          "attached 1 TK-03\n"
                          "hand 0 MV-054\n"
                          "hand 1 MV-007\n",
        .actions = "play the Finisher: Longwatch Volley\n"
                   "target: Storm Javelins\n"
                   "target: Thornhide Harness\n",
        .expect = "gear 1 Af Df Df Af\n"
                  "attached 1\n"
                  "destroyed 0 MV-055\n",
    };
    scenario_run(&two);
}

/* ------------------------------------------------------------------ */
/* Speeds of the Tactics cards (§5 Action B and E, §7.4 Spent, §7.8)   */
/* ------------------------------------------------------------------ */

/* Brannoch with the Longwatch Arbalest (GR-11) and Lark with the Storm
 * Javelins (GR-12): the Volley is his, Strike from the Record hers. */
#define SEATS_SWAPPED                                              \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-12 GR-13 GR-15 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-11 GR-14 GR-08 MEM-04 MEM-05 MEM-06\n"

/* §5 Action E (A Finisher Tactics): "Its speed is the one it prints, as
 * for any Tactics card played as your action"; §5 Action B: "a Slow one
 * makes you spent for the round once it has resolved"; §7.4 Spent: a
 * spent player takes no turn and plays no block and no Reaction. Lark's
 * Longwatch Volley (MV-055, Slow) resolves: she is spent, and Brannoch
 * takes the next turn. His Surge Swing meets no Block step and a React
 * step that asks him only: Lark's Ashen Fold and Smother the Blow stay in
 * her hand, and she loses 3 HP. §5 Out: when Brannoch Ends too, the round
 * is over. */
/* covers: MV-055/kw:Slow */
static void longwatch_volley_slow_makes_spent(void **state)
{
    (void)state;
    const char *rule = "Slow (MV-055): a resolved Slow Finisher Tactics makes Lark spent: no block, no Reaction";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "gear 0 Af Au Af Af\n"
                                         "prepared 0 MV-055 cost=5 due=1\n"
                                         "hand 0 MV-061 MV-064\n"
                                         "hand 1 MV-006 MV-007\n");
    scenario_act(m, "play the Finisher: Longwatch Volley");
    scenario_act(m, "target: Storm Javelins");
    scenario_act(m, "decline");
    scenario_expect_line(m, "gear 1 Af Df Af Af", rule);
    scenario_expect_line(m, "exile 0 upright spent", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    scenario_act(m, "attack face-up: Surge Swing");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "declare 2");
    scenario_expect_prefix_now(m, "decision react seat=1", rule);
    scenario_expect_line(m, "hp 0 22", rule);
    scenario_expect_line(m, "hand 0 MV-061 MV-064", rule);
    scenario_expect_line(m, "momentum 1 MV-006", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    scenario_act(m, "end");
    scenario_expect_line(m, "round 2", rule);
    exile_match_destroy(m);
}

/* §5 The React Step: "A card destroyed on the stack ... never resolves:
 * none of its Effects happen, its cost stays paid and its Slow makes
 * nobody spent"; §5 Action E: "Destroyed on the stack, it goes to the
 * Destroyed Pile." Brannoch's Longwatch Volley names Lark's Whisper Coil;
 * her Strike from the Record destroys it on the stack: the Coil stays
 * armed, Brannoch is not spent, and the Volley, with no Quick, passes the
 * turn to Lark. */
/* covers: MV-055/kw:Slow */
static void longwatch_volley_destroyed_on_the_stack_spends_nobody(void **state)
{
    (void)state;
    scenario s = {
        .rule = "Slow (MV-055, §5): a Slow Finisher Tactics destroyed on the stack makes nobody spent",
        .position = SEATS_SWAPPED "players first=1 initiative=1 turn=1 next=1\n"
                                  "exile 1 engaged\n"
                                  "gear 1 Af Au Af Af\n"
                                  "prepared 1 MV-055 cost=5 due=1\n"
                                  "hand 0 MV-071 MV-001\n"
                                  "hand 1 MV-006 MV-007\n",
        .actions = "play the Finisher: Longwatch Volley\n"
                   "target: Whisper Coil\n"
                   "decline\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "react: Strike from the Record\n"
                   "target: Longwatch Volley\n",
        .expect = "destroyed 1 MV-055\n"
                  "destroyed 0 MV-071\n"
                  "gear 0 Af Af Af Af\n"
                  "prepared 1 -\n"
                  "exile 1 engaged\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §5 Action B: a Slow Tactics card "makes you spent for the round once it
 * has resolved"; §5 Out: "a player who is spent is out of the round ...
 * the round ends when both are out" (§7.7). Lark's The Long Audit (MV-075,
 * Slow) destroys Surge Swing in Brannoch's Recall Pile; she is spent.
 * Brannoch's Iron Brand (MV-037, Slow) then gets a React step in which
 * only he is asked: Lark, spent, plays no Reaction (her Strike from the
 * Record stays in her hand). Once it has resolved he is spent too, and
 * round 2 begins (Iron Brand detached at the end of round 1). */
/* covers: MV-075/kw:Slow */
static void the_long_audit_slow_makes_spent(void **state)
{
    (void)state;
    const char *rule = "Slow (MV-075): Lark is spent once The Long Audit has resolved; both spent, the round ends";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "gear 0 Af Af Af Au\n"
                                         "prepared 0 MV-075 cost=4 due=1\n"
                                         "hand 0 MV-071 MV-054\n"
                                         "hand 1 MV-037 MV-007\n"
                                         "recall 1 MV-006\n");
    scenario_act(m, "play the Finisher: The Long Audit");
    scenario_act(m, "target: Surge Swing");
    scenario_expect_line(m, "destroyed 1 MV-006", rule);
    scenario_expect_line(m, "recall 0 MV-075", rule);
    scenario_expect_line(m, "exile 0 upright spent", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "play: Iron Brand");
    scenario_expect_prefix_now(m, "decision react seat=1", rule);
    scenario_expect_now(m, "hand 0 MV-071 MV-054", rule);
    scenario_expect_line(m, "round 2", rule);
    scenario_expect_now(m, "recall 1 MV-037", rule);
    scenario_expect_now(m, "attached 0", rule);
    exile_match_destroy(m);
}

/* §5 Phase 2 Quick: "A Quick Tactics card played as your action always
 * gives you the next turn"; §7.8: "A Quick Tactics card that is returned,
 * countered or left without a target still gave the turn: for a Tactics
 * card the turn comes from playing it." Brannoch's Thorns of Recant
 * (MV-070, Quick Finisher Tactics) names Lark's upgraded Sable Mantle; her
 * Strike from the Record destroys it on the stack: the Mantle keeps its
 * Upgrade side, no Bleed Token is attached, and the next turn is still
 * Brannoch's. */
/* covers: MV-070/kw:Quick */
static void thorns_of_recant_quick_even_when_destroyed(void **state)
{
    (void)state;
    scenario s = {
        .rule = "Quick (MV-070, §7.8): a Quick Finisher Tactics destroyed on the stack still gave the turn",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 1 Af Af Au Af\n"
                          "gear 0 Af Af Au Af\n"
                          "prepared 1 MV-070 cost=4 due=1\n"
                          "hand 1 MV-007\n"
                          "hand 0 MV-071 MV-054\n",
        .actions = "play the Finisher: Thorns of Recant\n"
                   "target: Sable Mantle\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "react: Strike from the Record\n"
                   "target: Thorns of Recant\n",
        .expect = "destroyed 1 MV-070\n"
                  "destroyed 0 MV-071\n"
                  "gear 0 Af Af Au Af\n"
                  "attached 0\n"
                  "exile 1 engaged\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §5 Action B: "A Quick Tactics card played as your action gives you the
 * next turn, as a Quick attack does ... Reaction is not a speed: a
 * Reaction played as your action passes the turn like any other card
 * unless it also has Quick" (checklist A124, A125). Lark's Audit of Gains
 * (MV-074, Quick) sends Surge Swing to Brannoch's Recall Pile and the next
 * turn is hers; her Strike from the Record (a Reaction with no speed)
 * played as that next action destroys his Tidal Crush and passes the turn
 * to Brannoch. */
/* covers: MV-074/kw:Quick */
static void audit_of_gains_quick_keeps_the_turn(void **state)
{
    (void)state;
    const char *rule = "Quick (MV-074, §5 Action B): the Quick Tactics action keeps the turn; a Reaction passes it";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "memories 0 Uu Uu Uu\n"
                                         "hand 0 MV-074 MV-071 MV-002\n"
                                         "hand 1 MV-008\n"
                                         "momentum 1 MV-006 MV-007 MV-009\n");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "play: Audit of Gains");
    scenario_settle(m);
    scenario_act(m, "choose: Surge Swing");
    scenario_act(m, "decline");
    scenario_expect_line(m, "recall 1 MV-006", rule);
    scenario_expect_line(m, "recall 0 MV-074", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    scenario_act(m, "tap: The Unwritten Name");
    scenario_act(m, "tap: Salt on the Threshold");
    scenario_act(m, "play: Strike from the Record");
    scenario_act(m, "target: Tidal Crush");
    scenario_expect_line(m, "destroyed 1 MV-007", rule);
    scenario_expect_line(m, "momentum 1 MV-009", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(longwatch_arbalest_destroys_a_momentum_card),
        cmocka_unit_test(an_attack_made_slow_is_not_quick),
        cmocka_unit_test(storm_javelins_return_a_momentum_card),
        cmocka_unit_test(storm_javelins_upgrade_puts_a_thrown_move_on_the_deck),
        cmocka_unit_test(sable_mantle_destroys_a_cheap_momentum_card),
        cmocka_unit_test(thornhide_harness_sends_a_momentum_card_away),
        cmocka_unit_test(thornhide_harness_upgrade_bleeds_a_heavy_hitter),
        cmocka_unit_test(sable_mantle_plates_when_engaged),
        cmocka_unit_test(sable_mantle_enlightens_its_moves),
        cmocka_unit_test(archivists_case_ability_and_upgrade),
        cmocka_unit_test(wager_coffer_keeps_the_opponent_sideways),
        cmocka_unit_test(smother_the_blow),
        cmocka_unit_test(strike_from_the_record_destroys_the_attack),
        cmocka_unit_test(strike_from_the_record_wherever_a_move_is_targeted),
        cmocka_unit_test(strike_from_the_record_on_a_block_card),
        cmocka_unit_test(strike_from_the_record_on_a_slow_tactics_action),
        cmocka_unit_test(strike_from_the_record_never_targets_a_finisher_attack),
        cmocka_unit_test(strike_from_the_record_fizzles),
        cmocka_unit_test(stay_of_proceedings_on_the_opponents_quick_attack),
        cmocka_unit_test(an_attack_made_slow_and_destroyed_makes_nobody_spent),
        cmocka_unit_test(no_speed_or_single_use_for_a_finisher_attack),
        cmocka_unit_test(brittle_precedent),
        cmocka_unit_test(audit_of_gains),
        cmocka_unit_test(audit_of_gains_reads_the_condition_as_it_resolves),
        cmocka_unit_test(double_or_nothing),
        cmocka_unit_test(loaded_die),
        cmocka_unit_test(loaded_die_fizzles_on_an_attack_made_slow),
        cmocka_unit_test(the_long_audit),
        cmocka_unit_test(thorns_of_recant),
        cmocka_unit_test(longwatch_volley),
        cmocka_unit_test(longwatch_volley_slow_makes_spent),
        cmocka_unit_test(longwatch_volley_destroyed_on_the_stack_spends_nobody),
        cmocka_unit_test(the_long_audit_slow_makes_spent),
        cmocka_unit_test(thorns_of_recant_quick_even_when_destroyed),
        cmocka_unit_test(audit_of_gains_quick_keeps_the_turn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
