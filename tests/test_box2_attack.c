/*
 * Box 2's attack lines as scenarios: the Passives read at the Math or on
 * attacks (P27 and P05 of Hesper Kain, P25 with P03 of the unleashed
 * Ysolde Marrick, P07 of the Reliquary Glaive's Upgrade, P04 of the
 * Longwatch Arbalest, P26 of the Sable Mantle), the lines of the Box 2
 * fighting Moves (E17, E35, E36, E46, E45, E11 with E56, E14, E03, E21,
 * E48) and every keyword the Box 2 Moves print, their speeds included
 * (Quick and Slow: the next turn and a spent player, §5 Phase 2, §7.8).
 *
 * The default seats: Hesper Kain (seat 0: Redline Saber, Storm Javelins,
 * Thornhide Harness, Ghost Ledger; Box 1's first three Memories) against
 * Ysolde Marrick (seat 1: Reliquary Glaive, Longwatch Arbalest, Faraday
 * Veil, Ember Satchel; Box 1's last three Memories). Their Passives are
 * always on: Hesper's attacks deal +1 Damage (P27) and he recovers 1
 * Stamina when an attack against him is successful (P05); when an attack
 * costs Ysolde 3 or more HP, Hesper discards a card (P24 with E40), and
 * when her block is successful she may take a fighting Move from her
 * Recall Pile (P19 with E06); when one of Hesper's Gear is disarmed, he
 * discards a card (GR-09, P15 with E40). Most positions give the player
 * who would discard no other card, so that it does nothing.
 *
 * Every card of both boxes is executed: a position whose loadout the
 * library refuses (EXILE_E_UNSUPPORTED or any other status) fails its
 * test; no test is skipped.
 *
 * Each test names the lines it covers (CODE/TEMPLATE, CODE/kw:Keyword).
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

#define HESPER "seat 0 EXL-04 GR-10 GR-12 GR-14 GR-07 MEM-01 MEM-02 MEM-03\n"
#define YSOLDE "seat 1 EXL-03 GR-09 GR-11 GR-05 GR-08 MEM-04 MEM-05 MEM-06\n"
#define SEATS "exile-notation 2\n" HESPER YSOLDE
/* Ysolde with the Sable Mantle (GR-13) as her Protective Gear. */
#define SEATS_MANTLE "exile-notation 2\n" HESPER "seat 1 EXL-03 GR-09 GR-11 GR-13 GR-08 MEM-04 MEM-05 MEM-06\n"

/* Seat 1 (Ysolde) acts. */
#define YSOLDE_TURN "players turn=1 next=1\n"

enum { TEXT_CAP = 16384 };

/* ------------------------------------------------------------------ */
/* P27 and P05: Hesper Kain                                           */
/* ------------------------------------------------------------------ */

/* §6.3 P27: "Your fighting Moves deal +[X+1] Damage. (An Unleashed
 * Passive: printed on the Unleashed side of an Exile whose front prints
 * 'Your fighting Moves deal +[X] Damage.' It applies from the moment the
 * Exile is unleashed, in place of the Passive of the front, §Rule3.3.)"
 * Hesper's front prints +1, his Unleashed side +2 (box2-cards.md, Design
 * notes: P27). Bleeding Guard (MV-049, Damage 2) unblocked: 3 Damage, then
 * 4 unleashed, never 5 (the front's line does not go on, §6.1). Damage
 * only: his Block Rating is its own (Counterspike, Block 2, against Tithe
 * Cut, Damage 1: Net Damage 0, Hesper loses nothing). Ysolde's P24 (an
 * attack that costs her 3 or more HP makes Hesper discard) finds his hand
 * empty. */
/* covers: EXL-04/P27 */
static void p27_fighting_moves_deal_more(void **state)
{
    (void)state;
    scenario front = {
        .rule = "P27 (EXL-04 front): Bleeding Guard, Damage 2, deals 3",
        .position = SEATS "hand 0 MV-049\n",
        .actions = "attack face-up: Bleeding Guard\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 1 24\n"
                  "momentum 0 MV-049\n",
    };
    scenario_run(&front);
    scenario unleashed = {
        .rule = "P27 (EXL-04 Unleashed side): +2 in place of the front's +1",
        .position = SEATS "exile 0 upright unleashed\n"
                          "memories 0 Uu Uu Uu\n"
                          "hand 0 MV-049\n",
        .actions = "attack face-up: Bleeding Guard\n"
                   "tap: The Unwritten Name\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 1 23\n",
    };
    scenario_run(&unleashed);
    scenario block = {
        .rule = "P27 adds Damage only: Hesper's Counterspike blocks with its own Block 2",
        .position = SEATS YSOLDE_TURN "hand 1 MV-041\n"
                                      "hand 0 MV-069\n",
        .actions = "attack face-up: Tithe Cut\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Counterspike\n",
        .expect = "hp 0 22\n"
                  "momentum 0 MV-069\n"
                  "recall 1 MV-041\n",
    };
    scenario_run(&block);
}

/* §6.3 P05: "After an opponent's attack against you is successful,
 * recover [X] Stamina." §7.3: "Success is defined at the Math": the
 * Passive fires there with the other outcome Passives (G11 step 4;
 * doc/rulings.md). §3.1 Recovering Stamina: it untaps one of Hesper's
 * tapped Memories of his choice. Bodkin Bolt (MV-053, Ranged, Vengeful,
 * Damage 3) with the Longwatch Arbalest's P04 (+1): 4 Damage. */
/* covers: EXL-04/P05 MV-053/kw:Ranged MV-053/kw:Vengeful GR-11/P04 */
static void p05_recover_after_a_hit(void **state)
{
    (void)state;
    const char *rule = "P05: a successful attack against Hesper untaps a Memory of his choice";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS YSOLDE_TURN "memories 0 Ut Lt Lu\n"
                                                    "hand 1 MV-053\n");
    scenario_act(m, "attack face-up: Bodkin Bolt");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "declare 2");
    scenario_act(m, "no more blocks");
    scenario_settle(m);
    scenario_expect_prefix_now(m, "decision recover seat=0", rule);
    scenario_expect_legal(m, "untap: The Lantern Vigil", true, rule);
    scenario_expect_legal(m, "untap: The Unwritten Name", true, rule);
    scenario_act(m, "untap: The Lantern Vigil");
    scenario_expect_line(m, "hp 0 18", rule);
    scenario_expect_line(m, "memories 0 Uu Lt Lu", rule);
    scenario_expect_line(m, "momentum 1 MV-053", rule);
    exile_match_destroy(m);

    /* G11: Suffocating taps first (step 3), then P05 untaps (step 4).
     * The Final Tally (MV-045, Finisher Attack, Suffocating [2], Slow):
     * two of Hesper's three untapped Memories turn, then one returns. */
    scenario suffocated = {
        .rule = "G11: Suffocating [2] taps two of Hesper's Memories, then P05 untaps one",
        .position = SEATS YSOLDE_TURN "gear 1 Au Af Af Af\n"
                                      "exile 1 engaged\n"
                                      "prepared 1 MV-045 cost=4 due=1\n",
        .actions = "play the Finisher: The Final Tally\n",
        .expect = "hp 0 17\n"
                  "memories 0 Lu Lt Lu\n"
                  "recall 1 MV-045\n"
                  "exile 1 engaged spent\n",
    };
    scenario_run(&suffocated);

    scenario blocked = {
        .rule = "P05: an unsuccessful attack recovers nothing",
        .position = SEATS YSOLDE_TURN "memories 0 Lu Lt Lt\n"
                                      "hand 1 MV-041\n"
                                      "hand 0 MV-067\n",
        .actions = "attack face-up: Tithe Cut\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Grit Your Teeth\n",
        .expect = "hp 0 22\n"
                  "memories 0 Lt Lt Lt\n"
                  "momentum 0 MV-067\n",
    };
    scenario_run(&blocked);

    scenario spent = {
        .rule = "§7.4 Spent: a spent Hesper's recovered Stamina changes nothing",
        .position = SEATS YSOLDE_TURN "exile 0 upright spent\n"
                                      "memories 0 Lt Lu Lu\n"
                                      "hand 1 MV-041\n",
        .actions = "attack face-up: Tithe Cut\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n",
        .expect = "hp 0 21\n"
                  "memories 0 Lt Lu Lu\n",
    };
    scenario_run(&spent);
}

/* ------------------------------------------------------------------ */
/* Ysolde Marrick and the Reliquary Glaive                            */
/* ------------------------------------------------------------------ */

/* §6.3 P25 wrapping P03: "While your opponent has [X] or more cards in
 * their Momentum Zone, [Passive]. (Read each time it applies, §Rule7.7.)"
 * Ysolde's Unleashed side: "While your opponent has 2 or more cards in
 * their Momentum Zone, your attacks deal +1 Damage." Tithe Cut (MV-041,
 * Damage 1, Hesper's Destroyed Pile empty): 2 against two Momentum cards,
 * 1 against one, and 1 from her front side, which does not print it. */
/* covers: EXL-03/P25 */
static void p25_p03_ysolde_unleashed(void **state)
{
    (void)state;
    scenario two = {
        .rule = "P25/P03: Hesper holds 2 Momentum cards: Ysolde's attack deals +1",
        .position = SEATS YSOLDE_TURN "exile 1 upright unleashed\n"
                                      "memories 1 Uu Uu Uu\n"
                                      "momentum 0 MV-056 MV-058\n"
                                      "hand 1 MV-041\n",
        .actions = "attack face-up: Tithe Cut\n"
                   "tap: The Furnace Oath\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 0 20\n",
    };
    scenario_run(&two);
    scenario one = {
        .rule = "P25/P03: with 1 Momentum card the condition does not hold",
        .position = SEATS YSOLDE_TURN "exile 1 upright unleashed\n"
                                      "memories 1 Uu Uu Uu\n"
                                      "momentum 0 MV-056\n"
                                      "hand 1 MV-041\n",
        .actions = "attack face-up: Tithe Cut\n"
                   "tap: The Furnace Oath\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 0 21\n",
    };
    scenario_run(&one);
    scenario front = {
        .rule = "§6.1: Ysolde's front does not print P25",
        .position = SEATS YSOLDE_TURN "momentum 0 MV-056 MV-058\n"
                                      "hand 1 MV-041\n",
        .actions = "attack face-up: Tithe Cut\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 0 21\n",
    };
    scenario_run(&front);
}

/* §6.3 P07: "The Moves of this Gear gain +[X] Block Rating. (A Gear
 * Passive, added at the Math, while this Gear is armed.)" The Reliquary
 * Glaive's Upgrade side prints it with X = 1; its front does not. Hesper's
 * Bleeding Guard deals 3 (2, P27 +1). Patient Riposte (MV-043, a Move of
 * the Glaive, Block 2) blocks 3 on the Upgrade side: the block is
 * successful and its Suffocating [1] makes Hesper tap a Memory (§6.2: "if
 * this block was successful ... the attacker does"). On the front side it
 * blocks 2: Net Damage 1. Stock Bash (MV-054, of the Longwatch Arbalest)
 * gains nothing. */
/* covers: GR-09/P07 MV-043/kw:Suffocating */
static void p07_glaive_upgrade_blocks_more(void **state)
{
    (void)state;
    scenario upgraded = {
        .rule = "P07 (GR-09 Upgrade): Patient Riposte blocks 3; Suffocating [1] taps one of Hesper's Memories",
        .position = SEATS "gear 1 Au Af Af Af\n"
                          "hand 0 MV-049\n"
                          "hand 1 MV-043\n",
        .actions = "attack face-up: Bleeding Guard\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Patient Riposte\n"
                   "no more blocks\n",
        .expect = "hp 1 27\n"
                  "momentum 1 MV-043\n"
                  "recall 0 MV-049\n"
                  "memories 0 Lt Lt Lu\n",
    };
    scenario_run(&upgraded);
    scenario front = {
        .rule = "P07 is printed on the Upgrade side only: Patient Riposte blocks 2",
        .position = SEATS "hand 0 MV-049\n"
                          "hand 1 MV-043\n",
        .actions = "attack face-up: Bleeding Guard\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Patient Riposte\n"
                   "no more blocks\n",
        .expect = "hp 1 26\n"
                  "momentum 0 MV-049\n"
                  "recall 1 MV-043\n",
    };
    scenario_run(&front);
    scenario other_gear = {
        .rule = "P07: a Move of another Gear gains nothing",
        .position = SEATS "gear 1 Au Af Af Af\n"
                          "hand 0 MV-049\n"
                          "hand 1 MV-054\n",
        .actions = "attack face-up: Bleeding Guard\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Stock Bash\n"
                   "no more blocks\n",
        .expect = "hp 1 26\n"
                  "momentum 0 MV-049\n",
    };
    scenario_run(&other_gear);
}

/* §6.3 P04: "Your Ranged attacks deal +[X] Damage. (Every attack of yours
 * with the Ranged Attack keyword, added at the Math.)" Bodkin Bolt
 * (Ranged) gains 1 (p05_recover_after_a_hit); Stock Bash (MV-054, no
 * Ranged, Damage 2) gains nothing. §6.2 Disengaging Attack: "If this
 * attack was successful, disengage." */
/* covers: GR-11/P04 MV-054/kw:Disengaging */
static void p04_ranged_only(void **state)
{
    (void)state;
    scenario s = {
        .rule = "P04: a non-Ranged attack gains nothing; Disengaging turns Ysolde upright",
        .position = SEATS YSOLDE_TURN "exile 1 engaged\n"
                                      "hand 1 MV-054\n",
        .actions = "attack face-up: Stock Bash\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 0 20\n"
                  "exile 1 upright\n"
                  "momentum 1 MV-054\n",
    };
    scenario_run(&s);
}

/* ------------------------------------------------------------------ */
/* The Reliquary Glaive's Moves (GR-09)                               */
/* ------------------------------------------------------------------ */

/* §6.4 E17 form 1: "This attack deals +[X] Damage for each card in your
 * opponent's Destroyed Pile. (Counted at the Math, after the React step;
 * it targets nothing.)" Tithe Cut (MV-041, Damage 1) against two destroyed
 * cards: 3. §6.2 Overbearing Attack: "The defender may play 1 Block card at
 * most against this attack": after Grit Your Teeth (Block 2) the Block
 * step is over. Net Damage 1: successful. */
/* covers: MV-041/E17 MV-041/kw:Overbearing */
static void tithe_cut_counts_destroyed(void **state)
{
    (void)state;
    const char *rule = "E17 form 1: +1 for each card in Hesper's Destroyed Pile; Overbearing: one Block card";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS YSOLDE_TURN "destroyed 0 MV-031 MV-032\n"
                                                    "hand 1 MV-041\n"
                                                    "hand 0 MV-067 MV-069\n");
    scenario_act(m, "attack face-up: Tithe Cut");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "declare 2");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_expect_legal(m, "block: Grit Your Teeth", true, rule);
    scenario_act(m, "block: Grit Your Teeth");
    /* No second Block card: the React step comes, the defender first. */
    scenario_expect_prefix_now(m, "decision react seat=0", rule);
    scenario_expect_line(m, "hp 0 21", rule);
    scenario_expect_line(m, "recall 0 MV-067", rule);
    scenario_expect_line(m, "momentum 1 MV-041", rule);
    exile_match_destroy(m);

    /* §6.2: "Against a face-down Overbearing Attack the limit is settled
     * at the Reveal: every Block card after the first goes to its owner's
     * Recall Pile, and its Stamina stays spent." With no Destroyed card,
     * Tithe Cut deals 1 against Grit Your Teeth's 2: unsuccessful, and
     * disarmed (every Block card against a face-down attack has Disarming
     * Block): the Glaive is set aside. */
    scenario face_down = {
        .rule = "Overbearing face-down: the second Block card leaves at the Reveal",
        .position = SEATS YSOLDE_TURN "hand 1 MV-041\n"
                                      "hand 0 MV-067 MV-069\n",
        .actions = "attack face-down: Tithe Cut\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Grit Your Teeth\n"
                   "tap: The Unwritten Name\n"
                   "block: Counterspike\n"
                   "no more blocks\n",
        .expect = "recall 0 MV-069\n"
                  "momentum 0 MV-067\n"
                  "memories 0 Lt Lt Lu\n"
                  "recall 1 MV-041\n"
                  "gear 1 Df Af Af Af\n",
    };
    scenario_run(&face_down);
}

/* §6.4 E17 form 2: "While your opponent's Destroyed Pile holds [N] or
 * more cards, this attack deals +[X] Damage." The Final Tally (MV-045,
 * Finisher Attack, Damage 5, N = 4, X = 3, Slow, Suffocating [2]): 8
 * against 4 destroyed cards, 5 against 3. §6.2 Suffocating: "If this
 * attack was successful, the defender taps X of their untapped Memories";
 * P05 then untaps one. Slow: Ysolde is spent once it has resolved. */
/* covers: MV-045/E17 MV-045/kw:Suffocating */
static void final_tally_four_destroyed(void **state)
{
    (void)state;
    scenario four = {
        .rule = "E17 form 2: 4 destroyed cards: +3",
        .position = SEATS YSOLDE_TURN "gear 1 Au Af Af Af\n"
                                      "exile 1 engaged\n"
                                      "prepared 1 MV-045 cost=4 due=1\n"
                                      "memories 0 Lt Lu Lu\n"
                                      "destroyed 0 MV-031 MV-032 MV-033 MV-034\n",
        .actions = "play the Finisher: The Final Tally\n",
        .expect = "hp 0 14\n"
                  "memories 0 Lu Lt Lt\n"
                  "exile 1 engaged spent\n",
    };
    scenario_run(&four);
    scenario three = {
        .rule = "E17 form 2: 3 destroyed cards: no bonus",
        .position = SEATS YSOLDE_TURN "gear 1 Au Af Af Af\n"
                                      "exile 1 engaged\n"
                                      "prepared 1 MV-045 cost=4 due=1\n"
                                      "destroyed 0 MV-031 MV-032 MV-033\n",
        .actions = "play the Finisher: The Final Tally\n",
        .expect = "hp 0 17\n",
    };
    scenario_run(&three);
}

/* §6.2 Defiant Attack: "+1 Damage for each of your opponent's unlocked
 * Memories". Vigil Sweep (MV-042, Damage 2) against Hesper's two unlocked
 * Memories: 4. Disarming Block, on its block column: Ysolde's successful
 * block disarms Hesper's attack (§7.8): the Redline Saber is set aside,
 * and the Reliquary Glaive's P15 makes Hesper discard a card of his choice
 * (E40). */
/* covers: MV-042/kw:Defiant MV-042/kw:Disarming */
static void vigil_sweep(void **state)
{
    (void)state;
    scenario defiant = {
        .rule = "Defiant: +1 for each of Hesper's unlocked Memories",
        .position = SEATS YSOLDE_TURN "memories 0 Uu Lu Uu\n"
                                      "hand 1 MV-042\n",
        .actions = "attack face-up: Vigil Sweep\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 0 18\n",
    };
    scenario_run(&defiant);
    scenario disarming = {
        .rule = "Disarming Block: Vigil Sweep's successful block disarms the Redline Saber; GR-09's P15: Hesper "
                "discards",
        .position = SEATS "hand 0 MV-049 MV-031 MV-032\n"
                          "hand 1 MV-042\n",
        .actions = "attack face-up: Bleeding Guard\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Vigil Sweep\n"
                   "no more blocks\n"
                   "choose: Deferred Pain\n",
        .expect = "gear 0 Df Af Af Af\n"
                  "recall 0 MV-049 MV-032\n"
                  "hand 0 MV-031\n"
                  "momentum 1 MV-042\n",
    };
    scenario_run(&disarming);
}

/* §6.4 E35: "If your opponent has more cards in their Momentum Zone than
 * you, this attack deals +[X] Damage. (Read at the Math, §Rule7.7.)"
 * Patient Riposte (MV-043, Damage 2, X = 2): 4 when Hesper holds 2
 * Momentum cards to Ysolde's 1, 2 when they hold as many ("More" is
 * strictly more, §7.7). */
/* covers: MV-043/E35 */
static void patient_riposte_more_momentum(void **state)
{
    (void)state;
    scenario more = {
        .rule = "E35: the opponent has more Momentum cards: +2",
        .position = SEATS YSOLDE_TURN "momentum 0 MV-056 MV-058\n"
                                      "momentum 1 MV-052\n"
                                      "hand 1 MV-043\n",
        .actions = "attack face-up: Patient Riposte\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 0 18\n",
    };
    scenario_run(&more);
    scenario equal = {
        .rule = "E35: as many Momentum cards: no bonus",
        .position = SEATS YSOLDE_TURN "momentum 0 MV-056\n"
                                      "momentum 1 MV-052\n"
                                      "hand 1 MV-043\n",
        .actions = "attack face-up: Patient Riposte\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 0 20\n",
    };
    scenario_run(&equal);
}

/* §6.2 Enlightened: "At the Math, this card has +1 Damage and +1 Block
 * Rating for each of your unlocked Memories, tapped or not". Haft Ward
 * (MV-044, Damage 1, Block 1) with two of Ysolde's Memories unlocked:
 * attacks for 3, blocks for 3. */
/* covers: MV-044/kw:Enlightened */
static void haft_ward_enlightened(void **state)
{
    (void)state;
    scenario attack = {
        .rule = "Enlightened attack: +2 with two unlocked Memories",
        .position = SEATS YSOLDE_TURN "memories 1 Ut Lu Uu\n"
                                      "hand 1 MV-044\n",
        .actions = "attack face-up: Haft Ward\n"
                   "tap: The Broken Seal\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 0 19\n",
    };
    scenario_run(&attack);
    scenario block = {
        .rule = "Enlightened block: Haft Ward blocks 3 against Bleeding Guard's 3",
        .position = SEATS "memories 1 Uu Lu Ut\n"
                          "hand 0 MV-049\n"
                          "hand 1 MV-044\n",
        .actions = "attack face-up: Bleeding Guard\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Broken Seal\n"
                   "block: Haft Ward\n"
                   "no more blocks\n",
        .expect = "hp 1 27\n"
                  "momentum 1 MV-044\n",
    };
    scenario_run(&block);
}

/* ------------------------------------------------------------------ */
/* The Redline Saber's Moves (GR-10)                                  */
/* ------------------------------------------------------------------ */

/* §6.4 E46: "As you play this, you may lose up to [X] HP. This attack
 * deals +1 Damage for each HP lost. (Chosen when the attack is played and
 * lost then, whatever the attack does. Never your last HP: the HP lost can
 * never bring you below 1.)" §7.4: "chosen and lost as the attack is
 * played (face-up or face-down), before any block". In the Pay step the
 * choice comes first, before any Memory is tapped (doc/rulings.md).
 * Bloodprice Cut (MV-046, Damage 2, Quick): 2 HP lost, 2 + 1 (P27) + 2 =
 * 5; Quick, Hesper takes the next turn. */
/* covers: MV-046/E46 */
static void bloodprice_cut_face_up(void **state)
{
    (void)state;
    const char *rule = "E46: Hesper loses up to 2 HP as Bloodprice Cut is played, +1 Damage each";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "hand 0 MV-046\n");
    scenario_act(m, "attack face-up: Bloodprice Cut");
    scenario_expect_prefix_now(m, "decision pay seat=0", rule);
    scenario_act(m, "choose: Bloodprice Cut");
    scenario_expect_now(m, "hp 0 21", rule);
    scenario_act(m, "choose: Bloodprice Cut");
    scenario_expect_now(m, "hp 0 20", rule);
    scenario_expect_legal(m, "choose: Bloodprice Cut", false, rule); /* up to 2 */
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "declare 1");
    scenario_act(m, "no more blocks");
    scenario_expect_line(m, "hp 1 22", rule);
    scenario_expect_line(m, "hp 0 20", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    exile_match_destroy(m);

    /* The HP and the Stamina do not interact: the choice may follow a tap;
     * in the canonical Stamina order it comes first (the same outcomes, one
     * order). */
    m = scenario_load(SEATS "hand 0 MV-046\n");
    scenario_act(m, "attack face-up: Bloodprice Cut");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_expect_legal(m, "choose: Bloodprice Cut", true, "E46 may be chosen after a Memory is tapped");
    exile_match_destroy(m);
    m = scenario_load(SEATS "flags canonical-stamina\nhand 0 MV-046\n");
    scenario_act(m, "attack face-up: Bloodprice Cut");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_expect_legal(m, "choose: Bloodprice Cut", false,
                          "in the canonical Stamina order E46 is chosen before the Stamina is made");
    exile_match_destroy(m);

    /* Never the last HP: at 2 HP Hesper may lose 1; at 1 HP none. The HP
     * stays lost though the attack is blocked (§7.4). */
    scenario two_hp = {
        .rule = "E46: never the last HP; the HP stays lost when the attack is blocked",
        .position = SEATS "hp 0 2\n"
                          "hand 0 MV-046\n"
                          "hand 1 MV-042\n",
        .actions = "attack face-up: Bloodprice Cut\n"
                   "choose: Bloodprice Cut\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Vigil Sweep\n"
                   "no more blocks\n",
        .expect = "hp 0 1\n"
                  "hp 1 26\n",
        .illegal = "choose: Bloodprice Cut\n",
    };
    exile_match *two = scenario_load(two_hp.position);
    scenario_act(two, "attack face-up: Bloodprice Cut");
    scenario_act(two, "choose: Bloodprice Cut");
    scenario_expect_legal(two, "choose: Bloodprice Cut", false, two_hp.rule);
    exile_match_destroy(two);
    scenario_run(&two_hp);
    scenario one_hp = {
        .rule = "E46: at 1 HP nothing may be lost",
        .position = SEATS "hp 0 1\n"
                          "hand 0 MV-046\n",
        .actions = "attack face-up: Bloodprice Cut\n",
        .expect = "hp 0 1\n",
        .illegal = "choose: Bloodprice Cut\n",
    };
    scenario_run(&one_hp);

    /* A Combat card played as a block reads its block column only (§4.1):
     * Bloodprice Cut asks nothing when it blocks. */
    /* "The HP stays lost if the attack fizzles" (§7.4): a face-down
     * Bloodprice Cut declared below its cost in the permissive bluff mode
     * (G9) is an error at the Reveal; the HP lost stays lost. */
    scenario fizzle = {
        .rule = "E46: the HP stays lost when the attack is an error",
        .position = SEATS "flags permissive-bluff\n"
                          "hand 0 MV-046\n",
        .actions = "attack face-down: Bloodprice Cut\n"
                   "choose: Bloodprice Cut\n"
                   "declare 0\n"
                   "no more blocks\n",
        .expect = "hp 0 21\n"
                  "hp 1 27\n"
                  "destroyed 0 MV-046\n"
                  "exile 0 engaged spent\n",
    };
    scenario_run(&fizzle);

    scenario as_block = {
        .rule = "E46 is an attack line: Bloodprice Cut blocking loses nothing",
        .position = SEATS YSOLDE_TURN "hand 1 MV-041\n"
                                      "hand 0 MV-046\n",
        .actions = "attack face-up: Tithe Cut\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Bloodprice Cut\n",
        .expect = "hp 0 22\n"
                  "momentum 0 MV-046\n",
    };
    scenario_run(&as_block);
}

/* E46 on a face-down attack (checklist Part F, F3: its identity is hidden
 * until the Reveal). The HP is public (§3.4), so a face-down attack whose
 * player loses HP tells the defender that the card prints E46; losing none
 * is no action at all. Ysolde's observer sees the choice with its card
 * hidden, and every determinization of her knowledge deals Bloodprice Cut
 * as the attack (the only Move of Hesper's that could lose that HP). */
/* covers: MV-046/E46 */
static void bloodprice_cut_face_down_hidden(void **state)
{
    (void)state;
    const char *rule = "E46 face-down: the HP is public, the card stays hidden";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "hand 0 MV-046 MV-049 MV-056 MV-059\n");
    static scenario_log log1;
    log1.n = 0;
    assert_int_equal(exile_match_observe(m, 1, scenario_record_event, &log1), EXILE_OK);
    scenario_act(m, "attack face-down: Bloodprice Cut");
    scenario_act(m, "choose: Bloodprice Cut");
    /* Seat 1's view: the Pay step of a hidden attack, Hesper at 21 HP. */
    scenario_expect_view_prefix(m, 1, "attack ? attacker=0 flags=face-down", rule);
    scenario_expect_view_line(m, 1, "hp 0 21", rule);
    scenario_expect_view_prefix(m, 1, "decision pay seat=0", rule);
    exile_view *v;
    static char text[TEXT_CAP];
    assert_int_equal(exile_view_create(&v, m, 1), EXILE_OK);
    assert_int_equal(exile_view_to_notation(v, text, sizeof text), EXILE_OK);
    exile_view_destroy(v);
    if (strstr(text, "MV-046"))
        fail_msg("%s\nseat 1's view names the card:\n%s", rule, text);
    /* Its action event names no card: the choose with a hidden argument. */
    int hidden = (int)EXILE_ACTION(EXILE_ACT_CHOOSE, 0xff);
    bool seen = false;
    for (size_t i = 0; i < log1.n; i++)
        seen |= log1.ev[i].amount == hidden && log1.ev[i].value == -1;
    if (!seen)
        fail_msg("%s\nseat 1's events lack the hidden choice (action %d, no card)", rule, hidden);
    /* Every world seat 1 can imagine has Bloodprice Cut in the attack. */
    exile_match *d;
    assert_int_equal(exile_match_clone(&d, m), EXILE_OK);
    for (uint64_t seed = 1; seed <= 24; seed++) {
        assert_int_equal(exile_match_determinize(d, m, 1, seed), EXILE_OK);
        if (!scenario_has_line(d, "attack MV-046 attacker=0 flags=face-down,exert-payable", true))
            fail_msg("%s\na determinization dealt another card:\n%s", rule, strstr(scenario_notation(d), "\nattack"));
    }
    exile_match_destroy(d);
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "declare 1");
    scenario_act(m, "no more blocks");
    /* 4 HP: Ysolde's P24 makes Hesper discard a card of his choice. */
    scenario_act(m, "choose: Skirmish Javelin");
    /* 2 + 1 (P27) + 1 lost; Quick: the next turn is Hesper's again. */
    scenario_expect_line(m, "hp 1 23", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    exile_match_destroy(m);

    /* Losing none: no action, nothing seen; another face-down card of
     * Hesper's may be the attack in the worlds seat 1 imagines. */
    m = scenario_load(SEATS "hand 0 MV-046 MV-049 MV-056 MV-059\n");
    scenario_act(m, "attack face-down: Bloodprice Cut");
    scenario_act(m, "tap: The Lantern Vigil");
    assert_int_equal(exile_match_clone(&d, m), EXILE_OK);
    bool other = false;
    for (uint64_t seed = 1; seed <= 24 && !other; seed++) {
        assert_int_equal(exile_match_determinize(d, m, 1, seed), EXILE_OK);
        other = !scenario_has_line(d, "attack MV-046", true);
    }
    assert_true(other);
    exile_match_destroy(d);
    exile_match_destroy(m);
}

/* G42: "'As you play this, you may lose up to X HP' on a Finisher Attack:
 * chosen and lost as the Finisher is played (Action E), not at its
 * Prepare." Over the Redline (MV-050, Finisher Attack, Damage 5, X = 3):
 * 3 HP lost, 5 + 1 (P27) + 3 = 9. */
/* covers: MV-050/E46 */
static void over_the_redline(void **state)
{
    (void)state;
    const char *rule = "E46 on a Finisher Attack: chosen as it is played, before its Exile turns";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "gear 0 Au Af Af Af\n"
                                         "prepared 0 MV-050 cost=4 due=1\n");
    scenario_act(m, "play the Finisher: Over the Redline");
    scenario_expect_prefix_now(m, "decision lose-hp seat=0", rule);
    scenario_expect_now(m, "exile 0 upright", rule);
    scenario_expect_legal(m, "decline", true, rule);
    scenario_act(m, "choose: Over the Redline");
    scenario_act(m, "choose: Over the Redline");
    scenario_act(m, "choose: Over the Redline");
    scenario_expect_line(m, "hp 0 19", rule);
    scenario_expect_line(m, "hp 1 18", rule);
    scenario_expect_line(m, "exile 0 engaged", rule);
    scenario_expect_line(m, "recall 0 MV-050", rule);
    exile_match_destroy(m);

    scenario stop = {
        .rule = "E46 on a Finisher: 'decline' stops; at 3 HP only 2 may be lost",
        .position = SEATS "hp 0 3\n"
                          "gear 0 Au Af Af Af\n"
                          "prepared 0 MV-050 cost=4 due=1\n",
        .actions = "play the Finisher: Over the Redline\n"
                   "choose: Over the Redline\n"
                   "choose: Over the Redline\n",
        .expect = "hp 0 1\n"
                  "hp 1 19\n",
    };
    scenario_run(&stop);
    scenario none = {
        .rule = "E46 on a Finisher: declined, nothing is lost",
        .position = SEATS "gear 0 Au Af Af Af\n"
                          "prepared 0 MV-050 cost=4 due=1\n",
        .actions = "play the Finisher: Over the Redline\n"
                   "decline\n",
        .expect = "hp 0 22\n"
                  "hp 1 21\n",
    };
    scenario_run(&none);
}

/* §6.4 E45: "After the React step, you may destroy [X] card(s) in your
 * Momentum Zone. If you do, this attack becomes unblockable. (Every Block
 * card already played goes to its owner's Recall Pile, its Stamina spent,
 * §7.8.)" §7.4: "chosen after the React step, before the Math ... no
 * Reaction can follow". All or Nothing (MV-047, Damage 3, Pressing Attack
 * [1], Exert [1]): Ysolde, Engaged, blocks with Patient Riposte; Hesper
 * destroys Skirmish Javelin from his Momentum Zone: the block leaves, and
 * 3 + 1 (P27) + 1 (Pressing: Ysolde is Engaged) = 5 unblocked. Exert [1]
 * is paid at step 4 (§7.4): Hesper destroys one of his two other Moves. */
/* covers: MV-047/E45 MV-047/kw:Pressing MV-047/kw:Exert */
static void all_or_nothing(void **state)
{
    (void)state;
    const char *rule = "E45: after the React step Hesper destroys a Momentum card; the attack becomes unblockable";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "exile 1 engaged\n"
                                         "momentum 0 MV-056\n"
                                         "hand 0 MV-047 MV-031 MV-067\n"
                                         "hand 1 MV-043\n");
    scenario_act(m, "attack face-up: All or Nothing");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "tap: The Unwritten Name");
    scenario_act(m, "declare 2");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "block: Patient Riposte");
    scenario_act(m, "no more blocks");
    /* Exert [1], paid now by a face-up attack. */
    scenario_expect_prefix_now(m, "decision exert seat=0", rule);
    scenario_act(m, "exert: Second Sight");
    scenario_expect_now(m, "destroyed 0 MV-031", rule);
    scenario_settle(m); /* the React step passes */
    scenario_expect_prefix_now(m, "decision destroy-for-unblockable seat=0 count=1", rule);
    scenario_expect_legal(m, "decline", true, rule);
    scenario_expect_legal(m, "choose: Skirmish Javelin", true, rule);
    scenario_act(m, "choose: Skirmish Javelin");
    /* 5 HP: Ysolde's P24 makes Hesper discard his last card. */
    scenario_act(m, "choose: Grit Your Teeth");
    scenario_expect_line(m, "hp 1 22", rule);
    scenario_expect_line(m, "destroyed 0 MV-031 MV-056", rule);
    scenario_expect_line(m, "recall 1 MV-043", rule);
    scenario_expect_line(m, "memories 1 Lt Lu Lu", rule);
    scenario_expect_line(m, "momentum 0 MV-047", rule);
    scenario_expect_line(m, "momentum 1", rule);
    exile_match_destroy(m);

    /* Declined: the block stands. Patient Riposte and Veil Snap block
     * 2 + 2 against 3 + 1: Net Damage 0, the block is successful, and its
     * first card's Suffocating [1] taps Hesper's last untapped Memory. */
    scenario declined = {
        .rule = "E45 declined: the attack stays blocked",
        .position = SEATS "momentum 0 MV-056\n"
                          "hand 0 MV-047 MV-031\n"
                          "hand 1 MV-043 MV-024\n",
        .actions = "attack face-up: All or Nothing\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "block: Patient Riposte\n"
                   "tap: The Broken Seal\n"
                   "block: Veil Snap\n"
                   "no more blocks\n"
                   "decline\n",
        .expect = "hp 1 27\n"
                  "momentum 0 MV-056\n"
                  "recall 0 MV-047\n"
                  "momentum 1 MV-043\n"
                  "memories 0 Lt Lt Lt\n",
    };
    scenario_run(&declined);

    /* With no card in the Momentum Zone nothing is asked; Pressing adds
     * nothing against an upright Ysolde: 3 + 1 = 4. */
    scenario empty = {
        .rule = "E45: with no Momentum card there is no choice; Pressing needs an Engaged opponent",
        .position = SEATS "hand 0 MV-047 MV-031\n",
        .actions = "attack face-up: All or Nothing\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 1 23\n"
                  "destroyed 0 MV-031\n",
    };
    scenario_run(&empty);
}

/* §6.4 E11 with E56 form 1, printed alone on an Attack: "Attach this card
 * to your Exile. WHILE ATTACHED: At the end of the round, you lose [X] HP,
 * then detach this card." §7.12: "A fighting Move attaches itself at the
 * Combat Zone Clear ... one printed alone attaches whatever the outcome."
 * §5 (round end): the HP is lost with the Bleed Tokens, then the card is
 * detached to its owner's Recall Pile. Heartline Cleave (MV-048, Damage
 * 6, Slow, Piercing Attack [3]) hits for 7: Ysolde's P24 (Hesper's hand is
 * empty) and the Redline Saber's P23 ("Slow ... costs 3 or more ...
 * successful": Ysolde, with fewer than 2 Momentum cards, must lose 2 HP,
 * E47). Slow: Hesper is spent. Ysolde Ends; at the end of the round
 * Hesper loses 2 HP and Heartline Cleave goes to his Recall Pile. */
/* covers: MV-048/E11 MV-048/kw:Piercing */
static void heartline_cleave_attaches(void **state)
{
    (void)state;
    const char *rule = "E11/E56: Heartline Cleave attaches to Hesper's Exile; at the round's end he loses 2 HP";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "hand 0 MV-048\n"
                                         "hand 1 MV-041 MV-043 MV-044 MV-051 MV-052 MV-053\n");
    scenario_act(m, "attack face-up: Heartline Cleave");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "tap: The Unwritten Name");
    scenario_act(m, "tap: Salt on the Threshold");
    scenario_act(m, "declare 3");
    scenario_act(m, "no more blocks");
    scenario_expect_line(m, "hp 1 18", rule);
    scenario_expect_line(m, "attached 0 MV-048", rule);
    scenario_expect_line(m, "momentum 0", rule);
    scenario_expect_line(m, "exile 0 engaged spent", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    scenario_act(m, "end");
    /* Phase 1 of round 2: Hesper lost 2 HP, the card is detached. */
    scenario_expect_line(m, "round 2", rule);
    scenario_expect_line(m, "hp 0 20", rule);
    scenario_expect_line(m, "attached 0", rule);
    scenario_expect_line(m, "recall 0 MV-048", rule);
    exile_match_destroy(m);

    /* Blocked to Net Damage 0: unsuccessful; the Piercing floor costs
     * Ysolde 3 HP; Vigil Sweep's Disarming Block disarms the attack (the
     * Redline Saber is set aside, §7.8; Ysolde's Faraday Veil recovers 1
     * Stamina, P15), and the card attaches all the same (§5 Combat Zone
     * Clear: "instead of any destination above"). */
    scenario blocked = {
        .rule = "E11: an unsuccessful, disarmed Heartline Cleave attaches; Piercing [3] costs 3 HP",
        .position = SEATS "hand 0 MV-048\n"
                          "memories 1 Uu Uu Uu\n"
                          "hand 1 MV-042 MV-043 MV-024\n",
        .actions = "attack face-up: Heartline Cleave\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "declare 3\n"
                   "tap: The Furnace Oath\n"
                   "block: Vigil Sweep\n"
                   "tap: Ash of Hollowmere\n"
                   "block: Patient Riposte\n"
                   "tap: The Broken Seal\n"
                   "block: Veil Snap\n"
                   "no more blocks\n"
                   "untap: The Furnace Oath\n",
        .expect = "hp 1 24\n"
                  "memories 1 Uu Ut Ut\n"
                  "attached 0 MV-048\n"
                  "gear 0 Df Af Af Af\n"
                  "momentum 1 MV-042\n"
                  "recall 1 MV-043 MV-024\n"
                  "exile 0 engaged spent\n",
    };
    scenario_run(&blocked);

    /* §3.4 Draw: "at the end of a round, the Bleed Tokens on both Exiles
     * ... and every 'At the end of the round' HP loss of an attached card
     * ... cost their HP as one event". Hesper at 2 HP under Heartline
     * Cleave, Ysolde at 1 HP under a Bleed Token: both fall below 1. */
    scenario draw = {
        .rule = "§3.4: Heartline Cleave's loss and a Bleed Token are one event: a draw",
        .position = SEATS "hp 0 2\n"
                          "hp 1 1\n"
                          "exile 1 upright spent\n"
                          "attached 0 MV-048\n"
                          "attached 1 TK-01\n",
        .actions = "end\n",
        .expect = "winner draw\n"
                  "hp 0 0\n"
                  "hp 1 0\n",
    };
    scenario_run(&draw);
}

/* §6.2 Ambush Attack [2]: "+X Damage if it was played face-down". Bleeding
 * Guard face-down: 2 + 2 + 1 (P27) = 5. Lacerating Block [1]: "When this
 * card is played as a block, the attacking Exile loses X HP at the Math,
 * whether or not the block is successful." */
/* covers: MV-049/kw:Ambush MV-049/kw:Lacerating */
static void bleeding_guard(void **state)
{
    (void)state;
    scenario ambush = {
        .rule = "Ambush [2]: Bleeding Guard face-down deals 5",
        .position = SEATS "hand 0 MV-049\n",
        .actions = "attack face-down: Bleeding Guard\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 1 22\n",
    };
    scenario_run(&ambush);
    scenario lacerating = {
        .rule = "Lacerating [1]: Bleeding Guard blocking costs Ysolde 1 HP; Net Damage 0",
        .position = SEATS YSOLDE_TURN "hand 1 MV-041\n"
                                      "hand 0 MV-049\n",
        .actions = "attack face-up: Tithe Cut\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Bleeding Guard\n",
        .expect = "hp 1 26\n"
                  "hp 0 22\n"
                  "momentum 0 MV-049\n",
    };
    scenario_run(&lacerating);
}

/* ------------------------------------------------------------------ */
/* The Longwatch Arbalest's Moves (GR-11)                             */
/* ------------------------------------------------------------------ */

/* §6.2 Stealth Attack: "If you are Disengaged as you play this attack, and
 * you play it face-up, it is unblockable". Sighting Bolt (MV-051, Damage
 * 1, Ranged, Quick): no Block step, 1 + 1 (P04) = 2; Quick: Ysolde's turn
 * again. Face-down it is an ordinary attack: Hesper blocks it fully, and
 * Ranged Attack keeps its Gear armed ("cannot be disarmed: its Gear is not
 * disarmed ... by a Block card played against it face-down"). */
/* covers: MV-051/kw:Ranged MV-051/kw:Stealth */
static void sighting_bolt(void **state)
{
    (void)state;
    const char *rule = "Stealth: Sighting Bolt face-up from upright Ysolde is unblockable";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS YSOLDE_TURN "hand 1 MV-051\n"
                                                    "hand 0 MV-067\n");
    scenario_act(m, "attack face-up: Sighting Bolt");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "declare 1");
    /* No Block step: the React step comes at once, the defender first. */
    scenario_expect_prefix_now(m, "decision react seat=0", rule);
    scenario_expect_line(m, "hp 0 20", rule);
    scenario_expect_line(m, "momentum 1 MV-051", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);

    scenario engaged = {
        .rule = "Stealth: played while Engaged it can be blocked",
        .position = SEATS YSOLDE_TURN "exile 1 engaged\n"
                                      "hand 1 MV-051\n"
                                      "hand 0 MV-067\n",
        .actions = "attack face-up: Sighting Bolt\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "block: Grit Your Teeth\n"
                   "no more blocks\n",
        .expect = "hp 0 22\n"
                  "momentum 0 MV-067\n"
                  "recall 1 MV-051\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&engaged);
    scenario ranged = {
        .rule = "Ranged: a face-down Sighting Bolt fully blocked is not disarmed",
        .position = SEATS YSOLDE_TURN "hand 1 MV-051\n"
                                      "hand 0 MV-067\n",
        .actions = "attack face-down: Sighting Bolt\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "block: Grit Your Teeth\n"
                   "no more blocks\n",
        .expect = "hp 0 22\n"
                  "recall 1 MV-051\n"
                  "gear 1 Af Af Af Af\n",
    };
    scenario_run(&ranged);
}

/* §6.2 Pinning Attack: "If this attack was successful, engage your
 * opponent." Pinning Quarrel (MV-052, Damage 2, Ranged): 3 with P04. */
/* covers: MV-052/kw:Ranged MV-052/kw:Pinning */
static void pinning_quarrel(void **state)
{
    (void)state;
    scenario s = {
        .rule = "Pinning: a successful Pinning Quarrel engages Hesper",
        .position = SEATS YSOLDE_TURN "hand 1 MV-052\n",
        .actions = "attack face-up: Pinning Quarrel\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 0 19\n"
                  "exile 0 engaged\n"
                  "momentum 1 MV-052\n",
    };
    scenario_run(&s);
    scenario blocked = {
        .rule = "Pinning: an unsuccessful one engages nobody",
        .position = SEATS YSOLDE_TURN "hand 1 MV-052\n"
                                      "hand 0 MV-066\n",
        .actions = "attack face-up: Pinning Quarrel\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "block: Thorn Bulwark\n"
                   "no more blocks\n",
        .expect = "hp 0 22\n"
                  "exile 0 upright\n",
    };
    scenario_run(&blocked);
}

/* §6.2 Vengeful Attack: "+1 Damage for each card in your opponent's
 * Momentum Zone". Bodkin Bolt (MV-053, Damage 3) against Hesper's two
 * Momentum cards: 3 + 1 (P04) + 2 = 6. */
/* covers: MV-053/kw:Vengeful */
static void bodkin_bolt_vengeful(void **state)
{
    (void)state;
    scenario s = {
        .rule = "Vengeful: +1 for each card in Hesper's Momentum Zone",
        .position = SEATS YSOLDE_TURN "momentum 0 MV-056 MV-058\n"
                                      "hand 1 MV-053\n",
        .actions = "attack face-up: Bodkin Bolt\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 0 16\n",
    };
    scenario_run(&s);
}

/* §6.2 Disarming Block on Stock Bash's block column (MV-054, Block 2):
 * its successful block disarms Hesper's attack. */
/* covers: MV-054/kw:Disarming */
static void stock_bash_disarming(void **state)
{
    (void)state;
    scenario s = {
        .rule = "Disarming Block: Stock Bash's successful block disarms Hesper's Storm Javelins",
        .position = SEATS "hand 0 MV-058\n"
                          "hand 1 MV-054\n",
        .actions = "attack face-up: Harrying Throw\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Stock Bash\n"
                   "no more blocks\n",
        .expect = "gear 0 Af Df Af Af\n"
                  "recall 0 MV-058\n"
                  "momentum 1 MV-054\n",
    };
    scenario_run(&s);
}

/* ------------------------------------------------------------------ */
/* The Storm Javelins' Moves (GR-12)                                  */
/* ------------------------------------------------------------------ */

/* §6.2 Feint [1]: played face-down, at the Reveal "the card goes to your
 * Recall Pile and you recover X Stamina ... and the next turn is yours
 * again". Skirmish Javelin (MV-056, Thrown, Feint [1], Quick); Ysolde's
 * Block card goes to her Recall Pile. §7.8 Thrown: "An unsuccessful attack
 * with Thrown goes to its owner's Recall Pile like any Move" (the Storm
 * Javelins' front prints no P20). Face-up, the Feint is an ordinary
 * attack. */
/* covers: MV-056/kw:Feint MV-056/kw:Thrown */
static void skirmish_javelin(void **state)
{
    (void)state;
    scenario feint = {
        .rule = "Feint [1]: Skirmish Javelin face-down goes to the Recall Pile, recovers 1, keeps the turn",
        .position = SEATS "hand 0 MV-056\n"
                          "hand 1 MV-054\n",
        .actions = "attack face-down: Skirmish Javelin\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Stock Bash\n"
                   "no more blocks\n",
        .expect = "recall 0 MV-056\n"
                  "recall 1 MV-054\n"
                  "memories 0 Lu Lu Lu\n"
                  "gear 0 Af Af Af Af\n"
                  "hp 1 27\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&feint);
    scenario thrown = {
        .rule = "Thrown: an unsuccessful Skirmish Javelin goes to the Recall Pile; Quick keeps the turn",
        .position = SEATS "gear 1 Au Af Af Af\n"
                          "hand 0 MV-056\n"
                          "hand 1 MV-043\n",
        .actions = "attack face-up: Skirmish Javelin\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Patient Riposte\n"
                   "no more blocks\n",
        .expect = "recall 0 MV-056\n"
                  "momentum 1 MV-043\n"
                  "hp 1 27\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&thrown);
}

/* §6.4 E14: "Disarm your Secondary Weapon. (One of your own Gear, armed,
 * that you name; it targets nothing. A Move of it already in the Combat
 * Zone or on the stack stays. §7.5.)" G39: printed on a fighting Move
 * without "if this attack was successful", it "resolves at the Math ...
 * whatever the outcome; it does nothing if the attack never reaches the
 * Math". Spend the Quiver (MV-057, Damage 4, Overcommit [2]) declared at
 * 4: 4 + 2 + 1 (P27) = 7. At the Math the Storm Javelins are set aside;
 * the attack stays and enters Hesper's Momentum Zone; the Reliquary
 * Glaive's P15 makes Hesper discard a card of his choice. */
/* covers: MV-057/E14 MV-057/kw:Overcommit */
static void spend_the_quiver(void **state)
{
    (void)state;
    const char *rule = "E14 at the Math: Spend the Quiver disarms its own Storm Javelins and stays";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "memories 0 Uu Lu Uu\n"
                                         "hand 0 MV-057 MV-031 MV-049\n");
    scenario_act(m, "attack face-up: Spend the Quiver");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "tap: Salt on the Threshold");
    scenario_act(m, "declare 4");
    scenario_act(m, "no more blocks");
    /* Before the Math the Storm Javelins are armed. */
    scenario_expect_now(m, "gear 0 Af Af Af Af", rule);
    scenario_settle(m);
    /* 7 HP: Ysolde's P24 (discard), then the disarm and GR-09's P15
     * (discard again). */
    scenario_expect_prefix_now(m, "decision discard seat=0", rule);
    scenario_act(m, "choose: Second Sight");
    scenario_expect_prefix_now(m, "decision discard seat=0", rule);
    scenario_act(m, "choose: Bleeding Guard");
    scenario_expect_line(m, "hp 1 20", rule);
    scenario_expect_line(m, "gear 0 Af Df Af Af", rule);
    scenario_expect_line(m, "momentum 0 MV-057", rule);
    scenario_expect_line(m, "recall 0 MV-031 MV-049", rule);
    exile_match_destroy(m);

    /* Unsuccessful, it still disarms (whatever the outcome). */
    scenario blocked = {
        .rule = "E14: an unsuccessful Spend the Quiver disarms the Storm Javelins all the same",
        .position = SEATS "hand 0 MV-057\n"
                          "memories 1 Uu Uu Uu\n"
                          "hand 1 MV-042 MV-043\n",
        .actions = "attack face-up: Spend the Quiver\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "block: Vigil Sweep\n"
                   "tap: Ash of Hollowmere\n"
                   "block: Patient Riposte\n"
                   "no more blocks\n"
                   "untap: The Furnace Oath\n",
        .expect = "hp 1 27\n"
                  "gear 0 Af Df Af Af\n"
                  "recall 0 MV-057\n"
                  "momentum 1 MV-042\n",
    };
    scenario_run(&blocked);

    /* Face-down, it is no error at its own Reveal (G39); a Feint is not
     * played, so a Reveal that passes leads to the Math as usual. An
     * attack that never reaches the Math disarms nothing: played
     * face-down at a declared cost below its own, it is an error in the
     * permissive bluff mode (G9), and the Storm Javelins stay armed. */
    scenario error = {
        .rule = "G39: Spend the Quiver fizzling at its Reveal disarms nothing",
        .position = SEATS "flags permissive-bluff\n"
                          "hand 0 MV-057\n",
        .actions = "attack face-down: Spend the Quiver\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "gear 0 Af Af Af Af\n"
                  "destroyed 0 MV-057\n"
                  "exile 0 engaged spent\n",
    };
    scenario_run(&error);
}

/* §6.4 E03: "If this attack was successful, attach this card to your
 * opponent's Exile. WHILE ATTACHED: You can't Step Back. At the end of the
 * round, detach this card." Harrying Throw (MV-058, Damage 1, Thrown,
 * Cascading Attack): Cascading "+1 Damage for each card in your Momentum
 * Zone": 1 + 2 + 1 (P27) = 4. It attaches to Ysolde's Exile instead of
 * Hesper's Momentum Zone; Ysolde may End but not Step Back. */
/* covers: MV-058/E03 MV-058/kw:Thrown MV-058/kw:Cascading */
static void harrying_throw(void **state)
{
    (void)state;
    scenario s = {
        .rule = "E03: a successful Harrying Throw attaches to Ysolde's Exile; she cannot Step Back",
        .position = SEATS "momentum 0 MV-056 MV-057\n"
                          "hand 0 MV-058 MV-049\n"
                          "hand 1 MV-041\n",
        /* 4 HP: Ysolde's P24 makes Hesper discard; then he Ends. */
        .actions = "attack face-up: Harrying Throw\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "choose: Bleeding Guard\n"
                   "end\n",
        .expect = "hp 1 23\n"
                  "attached 1 MV-058\n"
                  "momentum 0 MV-056 MV-057\n"
                  "recall 0 MV-049\n"
                  "decision turn seat=1\n",
        .illegal = "step back: Tithe Cut\n",
        .legal = "end\n",
    };
    scenario_run(&s);
    scenario blocked = {
        .rule = "E03 and Thrown: an unsuccessful Harrying Throw goes to Hesper's Recall Pile",
        .position = SEATS "hand 0 MV-058\n"
                          "hand 1 MV-043\n",
        .actions = "attack face-up: Harrying Throw\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Patient Riposte\n"
                   "no more blocks\n",
        .expect = "recall 0 MV-058\n"
                  "attached 1\n",
    };
    scenario_run(&blocked);
}

/* §6.2 Crushing Attack: "If this attack was successful and a card blocked
 * it, every Gear whose Move blocked it is disarmed at the Combat Zone
 * Clear". Javelin Haft (MV-059, Damage 3) deals 4 against Haft Ward's
 * Block 1: the Reliquary Glaive is set aside. */
/* covers: MV-059/kw:Crushing */
static void javelin_haft_crushing(void **state)
{
    (void)state;
    scenario s = {
        .rule = "Crushing: a successful Javelin Haft disarms the Gear of its blocker",
        .position = SEATS "hand 0 MV-059\n"
                          "hand 1 MV-044\n",
        .actions = "attack face-up: Javelin Haft\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "block: Haft Ward\n"
                   "no more blocks\n",
        .expect = "hp 1 24\n"
                  "gear 1 Df Af Af Af\n"
                  "recall 1 MV-044\n"
                  "momentum 0 MV-059\n",
    };
    scenario_run(&s);
}

/* §6.4 E36: "This attack deals +[X] Damage for each other card in your
 * Momentum Zone. (Counted at the Math.)" Skyfall (MV-060, Finisher Attack,
 * Damage 6, Stunning Attack): 6 + 2 + 1 (P27) = 9 with two Momentum cards.
 * Stunning: Ysolde is stunned; Hesper's next attack is unblockable and
 * unanswered (§5 Stun). The Finisher goes to the Recall Pile and is never
 * counted in the Momentum Zone. */
/* covers: MV-060/E36 MV-060/kw:Stunning */
static void skyfall(void **state)
{
    (void)state;
    const char *rule = "E36: +1 for each other card in Hesper's Momentum Zone; Stunning stuns Ysolde";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "gear 0 Af Au Af Af\n"
                                         "exile 0 engaged\n"
                                         "prepared 0 MV-060 cost=4 due=1\n"
                                         "momentum 0 MV-056 MV-057\n"
                                         "hand 0 MV-049 MV-069\n"
                                         "hand 1 MV-043\n");
    scenario_act(m, "play the Finisher: Skyfall");
    scenario_settle(m);
    scenario_act(m, "choose: Bleeding Guard"); /* Ysolde's P24 */
    scenario_expect_line(m, "hp 1 18", rule);
    scenario_expect_line(m, "recall 0 MV-049 MV-060", rule);
    scenario_expect_line(m, "momentum 0 MV-056 MV-057", rule);
    scenario_expect_line(m, "stun turn=1", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    /* §5 Stun: the attack of the stun turn is unblockable and the stunned
     * defender plays no Reaction: no Block step, and the React step is
     * the attacker's alone. Counterspike, unblocked: 2 + 1 (Punishing) +
     * 1 (P27) = 4. */
    scenario_act(m, "attack face-up: Counterspike");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "declare 1");
    scenario_expect_prefix_now(m, "decision react seat=0", rule);
    scenario_expect_line(m, "hp 1 14", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* The Thornhide Harness's Moves (GR-14)                              */
/* ------------------------------------------------------------------ */

/* §6.4 E48 form 2: "This card cannot be played as an attack. (It cannot
 * be played that way face-up. Played face-down as an attack, the Audit
 * treats a revealed card that cannot attack like a card that prints no
 * attack: the attack fizzles, it is an error and the card is destroyed,
 * §5.)" G9: only the permissive bluff mode offers that face-down play.
 * Thorn Bulwark (MV-066) blocks (Block 3, Lacerating Block [1]). */
/* covers: MV-066/E48 MV-066/kw:Lacerating */
static void thorn_bulwark(void **state)
{
    (void)state;
    scenario never = {
        .rule = "E48: Thorn Bulwark is offered as no attack",
        .position = SEATS "hand 0 MV-066\n",
        .actions = "",
        .expect = "hand 0 MV-066\n",
        .illegal = "attack face-up: Thorn Bulwark\n"
                   "attack face-down: Thorn Bulwark\n",
        .legal = "step back: Thorn Bulwark\n",
    };
    scenario_run(&never);
    scenario bluff = {
        .rule = "E48 (G9, permissive): a face-down Thorn Bulwark is an error at the Reveal",
        .position = SEATS "flags permissive-bluff\n"
                          "hand 0 MV-066\n"
                          "hand 1 MV-043\n",
        .actions = "attack face-down: Thorn Bulwark\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "declare 3\n"
                   "tap: The Furnace Oath\n"
                   "block: Patient Riposte\n"
                   "no more blocks\n",
        .expect = "destroyed 0 MV-066\n"
                  "recall 1 MV-043\n"
                  "exile 0 engaged spent\n"
                  "hp 1 27\n"
                  "gear 0 Af Af Af Af\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&bluff);
    scenario lacerating = {
        .rule = "Lacerating [1]: Thorn Bulwark's block costs Ysolde 1 HP",
        .position = SEATS YSOLDE_TURN "hand 1 MV-053\n"
                                      "hand 0 MV-066\n",
        .actions = "attack face-up: Bodkin Bolt\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "block: Thorn Bulwark\n"
                   "no more blocks\n",
        .expect = "hp 1 26\n"
                  "hp 0 21\n"
                  "momentum 1 MV-053\n"
                  "recall 0 MV-066\n",
    };
    scenario_run(&lacerating);
}

/* §6.2 Momentous: "At the Math, this card has +1 Damage and +1 Block
 * Rating for each card in your Momentum Zone". Grit Your Teeth (MV-067,
 * Block 2) with two Momentum cards blocks 4: Patient Riposte's 2 + 2 (E35:
 * Hesper has more Momentum cards) is stopped. */
/* covers: MV-067/kw:Momentous */
static void grit_your_teeth_momentous(void **state)
{
    (void)state;
    scenario s = {
        .rule = "Momentous: Grit Your Teeth blocks 2 + 2",
        .position = SEATS YSOLDE_TURN "momentum 0 MV-056 MV-058\n"
                                      "hand 1 MV-043\n"
                                      "hand 0 MV-067\n",
        .actions = "attack face-up: Patient Riposte\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "block: Grit Your Teeth\n"
                   "no more blocks\n",
        .expect = "hp 0 22\n"
                  "momentum 0 MV-056 MV-058 MV-067\n"
                  "recall 1 MV-043\n",
    };
    scenario_run(&s);
}

/* §6.2 Fragile: "If an attack or block with this card is unsuccessful, it
 * is destroyed instead of going to the Recall Pile." Barbed Shell (MV-068,
 * Block 2, Lacerating Block [2]) against Bodkin Bolt's 4: unsuccessful,
 * destroyed; Ysolde loses 2. Successful against Tithe Cut, it enters the
 * Momentum Zone. */
/* covers: MV-068/kw:Fragile MV-068/kw:Lacerating */
static void barbed_shell(void **state)
{
    (void)state;
    scenario broken = {
        .rule = "Fragile: an unsuccessful Barbed Shell is destroyed; Lacerating [2] costs Ysolde 2",
        .position = SEATS YSOLDE_TURN "hand 1 MV-053\n"
                                      "hand 0 MV-068\n",
        .actions = "attack face-up: Bodkin Bolt\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Barbed Shell\n"
                   "no more blocks\n",
        .expect = "hp 1 25\n"
                  "hp 0 20\n"
                  "destroyed 0 MV-068\n",
    };
    scenario_run(&broken);
    scenario holds = {
        .rule = "Fragile: a successful Barbed Shell enters the Momentum Zone",
        .position = SEATS YSOLDE_TURN "hand 1 MV-041\n"
                                      "hand 0 MV-068\n",
        .actions = "attack face-up: Tithe Cut\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Barbed Shell\n",
        .expect = "hp 1 25\n"
                  "momentum 0 MV-068\n",
    };
    scenario_run(&holds);
}

/* §6.2 Punishing Attack [1]: "If this attack is unblocked at the Math, it
 * deals +X Damage." Counterspike (MV-069, Damage 2, Quick): 2 + 1 + 1
 * (P27) = 4 unblocked. Flow [1] on its block column: "When this attack or
 * block is successful ... recover X Stamina". */
/* covers: MV-069/kw:Punishing MV-069/kw:Flow */
static void counterspike(void **state)
{
    (void)state;
    scenario punishing = {
        .rule = "Punishing [1]: an unblocked Counterspike deals 4; Quick keeps the turn",
        .position = SEATS "hand 0 MV-069\n",
        .actions = "attack face-up: Counterspike\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 1 23\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&punishing);
    scenario blocked = {
        .rule = "Punishing: blocked, no bonus (3 against Block 2)",
        .position = SEATS "hand 0 MV-069\n"
                          "hand 1 MV-043\n",
        .actions = "attack face-up: Counterspike\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Patient Riposte\n"
                   "no more blocks\n",
        .expect = "hp 1 26\n",
    };
    scenario_run(&blocked);
    scenario flow = {
        .rule = "Flow [1]: Counterspike's successful block untaps Hesper's Memory",
        .position = SEATS YSOLDE_TURN "hand 1 MV-041\n"
                                      "hand 0 MV-069\n",
        .actions = "attack face-up: Tithe Cut\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Counterspike\n",
        .expect = "momentum 0 MV-069\n"
                  "memories 0 Lu Lu Lu\n",
    };
    scenario_run(&flow);
}

/* ------------------------------------------------------------------ */
/* The Sable Mantle's Moves (GR-13)                                   */
/* ------------------------------------------------------------------ */

/* §6.3 P26: "The Moves of this Gear have Enlightened (+1 Damage and Block
 * for each of your unlocked Memories). (Counted at the Math.)" §7.4
 * Enlightened: "A card that has Enlightened from a Passive works exactly
 * like a card that prints it". Cinder Hem (MV-063, Damage 2, Block 2,
 * Stunning Attack) with two of Ysolde's Memories unlocked: attacks for 4,
 * and a successful Stunning Attack stuns Hesper (§5 Stun); it blocks for
 * 4 (Javelin Haft's 4 is stopped). */
/* covers: GR-13/P26 MV-063/kw:Stunning */
static void sable_mantle_enlightened(void **state)
{
    (void)state;
    scenario attack = {
        .rule = "P26: Cinder Hem attacks for 2 + 2; Stunning stuns Hesper",
        .position = SEATS_MANTLE YSOLDE_TURN "memories 1 Uu Lu Uu\n"
                                             "hand 1 MV-063\n",
        .actions = "attack face-up: Cinder Hem\n"
                   "tap: The Furnace Oath\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 0 18\n"
                  "stun turn=0\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&attack);
    scenario block = {
        .rule = "P26: Cinder Hem blocks for 2 + 2 against Javelin Haft's 4",
        .position = SEATS_MANTLE "memories 1 Uu Lu Uu\n"
                                 "hand 0 MV-059\n"
                                 "hand 1 MV-063\n",
        .actions = "attack face-up: Javelin Haft\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Broken Seal\n"
                   "block: Cinder Hem\n"
                   "no more blocks\n",
        .expect = "hp 1 27\n"
                  "momentum 1 MV-063\n"
                  "recall 0 MV-059\n",
    };
    scenario_run(&block);
}

/* §6.2 Shielding Block: "If this block is unsuccessful ..., it still
 * prevents all Attack Damage ..., and this card is destroyed at the Combat
 * Zone Clear; its Gear stays armed". Ashen Fold (MV-061, Block 1 + 1 with
 * one unlocked Memory, P26) against Javelin Haft's 4: unsuccessful,
 * Hesper's attack deals nothing and is unsuccessful (no Crushing). */
/* covers: MV-061/kw:Shielding GR-13/P26 */
static void ashen_fold_shielding(void **state)
{
    (void)state;
    scenario s = {
        .rule = "Shielding: Ashen Fold stops Javelin Haft's Damage and is destroyed; nothing is crushed",
        .position = SEATS_MANTLE "memories 1 Uu Lu Lu\n"
                                 "hand 0 MV-059\n"
                                 "hand 1 MV-061\n",
        .actions = "attack face-up: Javelin Haft\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Broken Seal\n"
                   "block: Ashen Fold\n"
                   "no more blocks\n",
        .expect = "hp 1 27\n"
                  "destroyed 1 MV-061\n"
                  "gear 1 Af Af Af Af\n"
                  "recall 0 MV-059\n",
    };
    scenario_run(&s);
}

/* §6.2 Disarming Block and Flow [1]: Mantle Snare (MV-062, Block 2 + 1,
 * P26) stops Bleeding Guard's 3: the attack is disarmed (the Redline Saber
 * is set aside) and Ysolde recovers 1 Stamina. */
/* covers: MV-062/kw:Disarming MV-062/kw:Flow */
static void mantle_snare(void **state)
{
    (void)state;
    scenario s = {
        .rule = "Disarming Block and Flow [1]: Mantle Snare disarms Bleeding Guard and untaps a Memory",
        .position = SEATS_MANTLE "memories 1 Uu Lu Lu\n"
                                 "hand 0 MV-049\n"
                                 "hand 1 MV-062\n",
        .actions = "attack face-up: Bleeding Guard\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Mantle Snare\n"
                   "no more blocks\n",
        .expect = "hp 1 27\n"
                  "gear 0 Df Af Af Af\n"
                  "momentum 1 MV-062\n"
                  "memories 1 Uu Lu Lu\n",
    };
    scenario_run(&s);
}

/* §6.4 E21: "If this attack was successful, your opponent turns one of
 * their unlocked Memories of their choice back to its front. (A Finisher's
 * Effect only, §Rule7.11.)" Pall of Forgetting (MV-065, Finisher Attack,
 * Damage 5, Pinning Attack), a Move of the Sable Mantle: 5 + 1 (P26, one
 * unlocked Memory of Ysolde's) = 6. G11: Hesper's P05 untaps his tapped
 * Memory first (step 4); then E21 (step 5): he turns one back, tapped or
 * not as it was (G21); then Pinning engages him (step 6). */
/* covers: MV-065/E21 MV-065/kw:Pinning GR-13/P26 */
static void pall_of_forgetting(void **state)
{
    (void)state;
    const char *rule = "E21 and Pinning: Hesper turns a Memory back of his choice, then is engaged";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS_MANTLE YSOLDE_TURN "gear 1 Af Af Au Af\n"
                                                           "exile 1 engaged\n"
                                                           "prepared 1 MV-065 cost=4 due=1\n"
                                                           "memories 1 Uu Lu Lu\n"
                                                           "memories 0 Ut Uu Lu\n");
    scenario_act(m, "play the Finisher: Pall of Forgetting");
    scenario_settle(m);
    scenario_expect_prefix_now(m, "decision turn-back seat=0", rule);
    scenario_expect_now(m, "memories 0 Uu Uu Lu", rule); /* P05 came first */
    scenario_expect_now(m, "exile 0 upright", rule);    /* Pinning comes last */
    scenario_expect_legal(m, "turn back: The Lantern Vigil", true, rule);
    scenario_expect_legal(m, "turn back: The Unwritten Name", true, rule);
    scenario_expect_legal(m, "turn back: Salt on the Threshold", false, rule);
    scenario_act(m, "turn back: The Unwritten Name");
    scenario_expect_line(m, "hp 0 16", rule);
    scenario_expect_line(m, "memories 0 Uu Lu Lu", rule);
    scenario_expect_line(m, "exile 0 engaged", rule);
    scenario_expect_line(m, "recall 1 MV-065", rule);
    exile_match_destroy(m);

    scenario none = {
        .rule = "E21 with no unlocked Memory: nothing to turn back",
        .position = SEATS_MANTLE YSOLDE_TURN "gear 1 Af Af Au Af\n"
                                             "exile 1 engaged\n"
                                             "prepared 1 MV-065 cost=4 due=1\n",
        .actions = "play the Finisher: Pall of Forgetting\n",
        .expect = "hp 0 17\n"
                  "memories 0 Lu Lu Lu\n"
                  "exile 0 engaged\n",
    };
    scenario_run(&none);
}

/* ------------------------------------------------------------------ */
/* The other Passives of these loadouts                               */
/* ------------------------------------------------------------------ */

/* The Redline Saber's P23 with E47: "Whenever one of your Slow attacks
 * that costs 3 or more Stamina is successful, your opponent chooses: they
 * lose 2 HP, or they destroy 2 cards in their Momentum Zone." (§6.4 E47:
 * "A player with fewer than X Momentum cards must lose the HP";
 * heartline_cleave_attaches.) With two Momentum cards Ysolde chooses. */
/* covers: GR-10/P23 */
static void redline_saber_opponent_chooses(void **state)
{
    (void)state;
    const char *rule = "P23/E47: Ysolde chooses to destroy 2 Momentum cards or lose 2 HP";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "momentum 1 MV-052 MV-053\n"
                                         "hand 0 MV-048\n"
                                         "hand 1 MV-041 MV-043 MV-044 MV-051 MV-054 MV-021\n");
    scenario_act(m, "attack face-up: Heartline Cleave");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "tap: The Unwritten Name");
    scenario_act(m, "tap: Salt on the Threshold");
    scenario_act(m, "declare 3");
    scenario_act(m, "no more blocks");
    scenario_settle(m);
    scenario_expect_prefix_now(m, "decision lose-or-destroy seat=1 count=2", rule);
    scenario_expect_legal(m, "decline", true, rule);
    scenario_act(m, "choose: Pinning Quarrel");
    scenario_expect_prefix_now(m, "decision ability-cost seat=1 count=1", rule);
    scenario_act(m, "choose: Bodkin Bolt");
    scenario_expect_line(m, "hp 1 20", rule);
    scenario_expect_line(m, "destroyed 1 MV-052 MV-053", rule);
    scenario_expect_line(m, "momentum 1", rule);
    exile_match_destroy(m);

    scenario hp = {
        .rule = "P23/E47: declined, Ysolde loses 2 HP",
        .position = SEATS "momentum 1 MV-052 MV-053\n"
                          "hand 0 MV-048\n"
                          "hand 1 MV-041 MV-043 MV-044 MV-051 MV-054 MV-021\n",
        .actions = "attack face-up: Heartline Cleave\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "declare 3\n"
                   "no more blocks\n"
                   "decline\n",
        .expect = "hp 1 18\n"
                  "momentum 1 MV-052 MV-053\n",
    };
    scenario_run(&hp);
}

/* The Storm Javelins' P22 with E41 ("Whenever one of your Quick attacks
 * is successful, return target card in your opponent's Momentum to its
 * owner's hand."), the Thornhide Harness's P19 with E32 ("Whenever your
 * block is successful, send target card in your opponent's Momentum Zone
 * to the Recall Pile.") and the Longwatch Arbalest's Upgrade P22 with E58
 * ("... destroy target Move in your opponent's Momentum Zone."): the
 * target is chosen as the Passive resolves (§4.1). */
/* covers: GR-12/P22 GR-14/P19 GR-11/P22 */
static void momentum_targets(void **state)
{
    (void)state;
    scenario returned = {
        .rule = "GR-12 P22/E41: a successful Quick attack returns a card of Ysolde's Momentum to her hand",
        .position = SEATS "momentum 1 MV-052 MV-053\n"
                          "hand 0 MV-069\n",
        .actions = "attack face-up: Counterspike\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "choose: Bodkin Bolt\n",
        .expect = "momentum 1 MV-052\n"
                  "hand 1 MV-053\n",
    };
    scenario_run(&returned);
    scenario sent = {
        .rule = "GR-14 P19/E32: Hesper's successful block sends a card of Ysolde's Momentum to her Recall Pile",
        .position = SEATS YSOLDE_TURN "momentum 1 MV-052 MV-053\n"
                                      "hand 1 MV-041\n"
                                      "hand 0 MV-067\n",
        .actions = "attack face-up: Tithe Cut\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Grit Your Teeth\n"
                   "choose: Pinning Quarrel\n",
        .expect = "momentum 1 MV-053\n"
                  "recall 1 MV-052 MV-041\n"
                  "momentum 0 MV-067\n",
    };
    scenario_run(&sent);
    scenario destroyed = {
        .rule = "GR-11 Upgrade P22/E58: a successful Quick attack destroys a Move of Hesper's Momentum",
        .position = SEATS YSOLDE_TURN "gear 1 Af Au Af Af\n"
                                      "momentum 0 MV-056\n"
                                      "hand 1 MV-051\n",
        .actions = "attack face-up: Sighting Bolt\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "choose: Skirmish Javelin\n",
        .expect = "momentum 0\n"
                  "destroyed 0 MV-056\n",
    };
    scenario_run(&destroyed);
    scenario nothing = {
        .rule = "GR-11 Upgrade P22/E58: with no Move there, nothing happens",
        .position = SEATS YSOLDE_TURN "gear 1 Af Au Af Af\n"
                                      "hand 1 MV-051\n",
        .actions = "attack face-up: Sighting Bolt\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n",
        .expect = "hp 0 20\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&nothing);
}

/* Ysolde's P19 with E06 ("Whenever your block is successful, you may take
 * 1 fighting Move from your Recall Pile to your hand."): a fighting Move
 * only (an Attack, a Block, a Combat card or a Finisher Attack, §6.1), or
 * none. */
/* covers: EXL-03/P19 */
static void ysolde_takes_a_fighting_move(void **state)
{
    (void)state;
    const char *rule = "EXL-03 P19/E06: a successful block takes a fighting Move from the Recall Pile";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "recall 1 MV-041 MV-036 MV-045\n"
                                         "hand 0 MV-049\n"
                                         "hand 1 MV-043\n"
                                         "gear 1 Au Af Af Af\n");
    scenario_act(m, "attack face-up: Bleeding Guard");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "declare 1");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "block: Patient Riposte");
    scenario_act(m, "no more blocks");
    scenario_settle(m);
    scenario_expect_prefix_now(m, "decision take-from-recall seat=1 kind=fighting more=1", rule);
    scenario_expect_legal(m, "choose: Tithe Cut", true, rule);
    scenario_expect_legal(m, "choose: The Final Tally", true, rule);
    scenario_expect_legal(m, "choose: Stoke the Furnace", false, rule);
    scenario_expect_legal(m, "decline", true, rule);
    scenario_act(m, "choose: The Final Tally");
    scenario_expect_line(m, "hand 1 MV-045", rule);
    scenario_expect_line(m, "recall 1 MV-041 MV-036", rule);
    exile_match_destroy(m);
}

/* The one-time Effects of the two Unleashed sides (§3.3: the Unleash heal,
 * then "When this Exile is unleashed" once): Ysolde "return[s] up to 2
 * fighting Moves from [her] Recall Pile to [her] hand" (E51); Hesper
 * "take[s] 2 Direct Damage, then [his] opponent takes 2 Direct Damage"
 * (E31). With equal Momentum Zones the Initiative passes to Ysolde, who
 * unlocks first (§5 Phase 1). */
/* covers: EXL-03/E65 EXL-04/E65 */
static void unleashed_effects(void **state)
{
    (void)state;
    const char *rule = "E65: Ysolde's unleash returns 2 fighting Moves; Hesper's costs both players 2 HP";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "round 2\n"
                                         "step initiative\n"
                                         "players\n"
                                         "memories 0 Uu Uu Uu\n"
                                         "memories 1 Uu Uu Uu\n"
                                         "hand 0 MV-046 MV-047 MV-048 MV-049 MV-056 MV-057\n"
                                         "hand 1 MV-051 MV-052 MV-053 MV-054 MV-021 MV-022\n"
                                         "recall 1 MV-041 MV-036 MV-042\n");
    scenario_expect_prefix_now(m, "decision unlock seat=1", rule);
    scenario_act(m, "unleash");
    scenario_act(m, "choose: Tithe Cut");
    scenario_act(m, "choose: Vigil Sweep");
    scenario_expect_now(m, "hp 1 29", rule);
    scenario_expect_now(m, "recall 1 MV-036", rule);
    scenario_expect_prefix_now(m, "decision unlock seat=0", rule);
    scenario_act(m, "unleash");
    scenario_expect_line(m, "hp 0 24", rule);
    scenario_expect_line(m, "hp 1 27", rule);
    scenario_expect_line(m, "exile 0 upright unleashed", rule);
    scenario_expect_line(m, "exile 1 upright unleashed", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* Speeds (§5 Phase 2, §6.2 Quick/Slow, §7.4 Spent, §7.8)              */
/* ------------------------------------------------------------------ */

/* Lark Sevrin (EXL-01, Box 1: her Primary Weapon is Whisper Coil, GR-01,
 * whose Wire Ward prints E19) in Hesper's place. */
#define SEATS_LARK                                                 \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-12 GR-14 GR-07 MEM-01 MEM-02 MEM-03\n" YSOLDE

/* §5 Action E (A Finisher Attack): "Slow makes you spent once it has fully
 * resolved, its Combat Zone Clear included: no more turns, no blocks and no
 * Reactions this round (§7.8)." §7.8: "successful or unsuccessful".
 * The Final Tally (MV-045, Finisher Attack, Slow, Damage 5) hits: Ysolde is
 * spent and the next turn is Hesper's. §7.4 Spent: "An attack against a
 * spent player ... is unblocked, so Punishing Attack counts": Hesper's
 * Counterspike goes straight to the React step, where only he is asked,
 * and deals 2 + 1 (Punishing) + 1 (P27); Ysolde's Patient Riposte stays in
 * her hand. §5 Out: the round ends when both are out, so Hesper's End
 * begins round 2. */
/* covers: MV-045/kw:Slow */
static void final_tally_slow_makes_spent(void **state)
{
    (void)state;
    const char *rule = "Slow (MV-045): a successful Slow Finisher Attack gives no turn and makes Ysolde spent";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS YSOLDE_TURN "gear 1 Au Af Af Af\n"
                                                    "exile 1 engaged\n"
                                                    "prepared 1 MV-045 cost=4 due=1\n"
                                                    "hand 0 MV-069\n"
                                                    "hand 1 MV-041 MV-043\n");
    scenario_act(m, "play the Finisher: The Final Tally");
    scenario_expect_line(m, "hp 0 17", rule);
    scenario_expect_line(m, "recall 1 MV-045", rule);
    scenario_expect_line(m, "exile 1 engaged spent", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    scenario_act(m, "attack face-up: Counterspike");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "declare 1");
    /* No Block step, and the spent defender is not asked in the React step. */
    scenario_expect_prefix_now(m, "decision react seat=0", rule);
    scenario_expect_line(m, "hp 1 23", rule);
    scenario_expect_line(m, "hand 1 MV-041 MV-043", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    scenario_act(m, "end");
    scenario_expect_line(m, "round 2", rule);
    exile_match_destroy(m);

    /* §7.8: unsuccessful, the Slow card makes its player spent all the
     * same. Hesper's Deferred Pain (MV-032, Reaction: "Target attack has 0
     * Damage") leaves The Final Tally with 0 Damage: unsuccessful, and
     * Deferred Pain attaches with 4 counters (5 - 1). */
    scenario zero = {
        .rule = "Slow (MV-045, §7.8): an unsuccessful Slow Finisher Attack makes its player spent all the same",
        .position = SEATS YSOLDE_TURN "gear 1 Au Af Af Af\n"
                                      "exile 1 engaged\n"
                                      "prepared 1 MV-045 cost=4 due=1\n"
                                      "hand 0 MV-032\n"
                                      "hand 1 MV-041 MV-043\n",
        .actions = "play the Finisher: The Final Tally\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "react: Deferred Pain\n"
                   "target: The Final Tally\n",
        .expect = "hp 0 22\n"
                  "recall 1 MV-045\n"
                  "attached 0 MV-032 TK-01@MV-032 TK-01@MV-032 TK-01@MV-032 TK-01@MV-032\n"
                  "exile 1 engaged spent\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&zero);
}

/* §5 Action E, Both types: "an Effect that stops your next Slow card or
 * attack from making you spent does not apply to a Finisher." Ysolde plays
 * Stoke the Furnace (MV-036, Quick: her turn again; E43 "Your next Slow
 * attack this round does not make you spent"), prepares The Final Tally
 * (the turn passes, §5 Action D), Hesper Steps Back, and the Finisher she
 * must now play makes her spent: E43 is still waiting for a Slow attack
 * that is not a Finisher (round flag 32). */
/* covers: MV-045/kw:Slow */
static void final_tally_slow_ignores_stoke_the_furnace(void **state)
{
    (void)state;
    const char *rule = "Slow (MV-045, §5 Action E): E43 does not keep a Slow Finisher from making its player spent";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS YSOLDE_TURN "gear 1 Au Af Af Af\n"
                                                    "memories 1 Uu Uu Uu\n"
                                                    "hand 0 MV-069\n"
                                                    "hand 1 MV-036 MV-045 MV-041 MV-043\n");
    scenario_act(m, "tap: Ash of Hollowmere");
    scenario_act(m, "play: Stoke the Furnace");
    scenario_expect_line(m, "decision turn seat=1", rule);
    scenario_expect_line(m, "round-flags 1 flags=slow-not-spent", rule);
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "prepare: The Final Tally");
    scenario_expect_line(m, "decision turn seat=0", rule);
    scenario_act(m, "step back: Counterspike");
    scenario_act(m, "play the Finisher: The Final Tally");
    scenario_expect_line(m, "hp 0 17", rule);
    scenario_expect_line(m, "exile 1 engaged spent", rule);
    scenario_expect_line(m, "round-flags 1 flags=attacked,slow-not-spent successes=1", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    exile_match_destroy(m);
}

/* §7.8: "A Slow card makes its player spent once fully resolved ...:
 * that player takes no more turns and plays no block and no Reaction this
 * round". Heartline Cleave (MV-048, Slow) hits for 7 (Ysolde's P24 makes
 * Hesper discard; the Redline Saber's P23 costs her 2 more HP): Hesper is
 * spent, and the next turn is Ysolde's though his attack was successful.
 * Her Tithe Cut then meets no Block step: Hesper's Grit Your Teeth stays
 * in his hand, and the React step asks the attacker only. */
/* covers: MV-048/kw:Slow */
static void heartline_cleave_slow_makes_spent(void **state)
{
    (void)state;
    const char *rule = "Slow (MV-048): a successful Slow attack gives the turn away; Hesper, spent, blocks nothing";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "hand 0 MV-048 MV-067 MV-069\n"
                                         "hand 1 MV-041 MV-043\n");
    scenario_act(m, "attack face-up: Heartline Cleave");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "tap: The Unwritten Name");
    scenario_act(m, "tap: Salt on the Threshold");
    scenario_act(m, "declare 3");
    scenario_act(m, "no more blocks");
    scenario_act(m, "choose: Counterspike"); /* Ysolde's P24 */
    scenario_expect_line(m, "hp 1 18", rule);
    scenario_expect_line(m, "exile 0 engaged spent", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    scenario_act(m, "attack face-up: Tithe Cut");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "declare 2");
    scenario_expect_prefix_now(m, "decision react seat=1", rule);
    scenario_expect_line(m, "hp 0 21", rule);
    scenario_expect_line(m, "hand 0 MV-067", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* §7.8: "An attack that fizzles, or is returned to hand or destroyed
 * before the Math, never resolved, so its Slow makes nobody spent", and
 * an attack whose Gear an Effect disarmed does not reach the Math: it
 * "gives no turn" (§7.8 The next turn). Ysolde's Writ of Seizure (MV-039:
 * "Disarm the Gear of target Move your opponent played in the Combat
 * Zone") sets the Redline Saber aside in the React step: Heartline Cleave
 * goes to the Recall Pile (it attaches only at a Combat Zone Clear it
 * never reaches), Hesper is not spent, and the next turn is Ysolde's.
 * Her Faraday Veil (P15) recovers 1 Stamina. */
/* covers: MV-048/kw:Slow */
static void heartline_cleave_disarmed_before_the_math_spends_nobody(void **state)
{
    (void)state;
    scenario s = {
        .rule = "Slow (MV-048, §7.8): a Slow attack that leaves combat before the Math makes nobody spent",
        .position = SEATS "hand 0 MV-048\n"
                          "hand 1 MV-039 MV-041\n",
        .actions = "attack face-up: Heartline Cleave\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "declare 3\n"
                   "no more blocks\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "react: Writ of Seizure\n"
                   "target: Heartline Cleave\n",
        .expect = "hp 1 27\n"
                  "gear 0 Df Af Af Af\n"
                  "recall 0 MV-048\n"
                  "attached 0\n"
                  "destroyed 1 MV-039\n"
                  "memories 1 Lu Lt Lt\n"
                  "exile 0 engaged\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §5 Phase 2 Quick: "after a Quick attack the next turn is yours again,
 * successful or not"; §7.8 The next turn: "an attack stopped by a
 * Shielding Block is unsuccessful and gives none, unless it is Quick."
 * Bloodprice Cut (MV-046, Quick, 2 + 1 with P27) meets Ysolde's Grounding
 * Fold (MV-021, Block 2, Shielding Block): Net Damage 1 is stopped, the
 * attack is unsuccessful, the Grounding Fold is destroyed, and the next
 * turn is Hesper's again. */
/* covers: MV-046/kw:Quick */
static void bloodprice_cut_quick_keeps_the_turn(void **state)
{
    (void)state;
    scenario shielded = {
        .rule = "Quick (MV-046, §7.8): a Quick attack stopped by a Shielding Block keeps the turn",
        .position = SEATS "hand 0 MV-046\n"
                          "hand 1 MV-021 MV-041\n",
        .actions = "attack face-up: Bloodprice Cut\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Grounding Fold\n"
                   "no more blocks\n",
        .expect = "hp 1 27\n"
                  "recall 0 MV-046\n"
                  "destroyed 1 MV-021\n"
                  "gear 0 Af Af Af Af\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&shielded);

    /* §7.8: "An attack that does not reach the Math (... an attack whose
     * Gear an Effect disarmed) gives no turn, Quick or not." Ysolde's Writ
     * of Seizure disarms the Redline Saber in the React step: the next turn
     * is hers. The HP Hesper lost as he played it stays lost (§7.4, E46),
     * and the Glaive's P15 finds his hand empty. */
    scenario seized = {
        .rule = "Quick (MV-046, §7.8): a Quick attack that does not reach the Math gives no turn",
        .position = SEATS "hand 0 MV-046\n"
                          "hand 1 MV-039 MV-041\n",
        .actions = "attack face-up: Bloodprice Cut\n"
                   "choose: Bloodprice Cut\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "react: Writ of Seizure\n"
                   "target: Bloodprice Cut\n",
        .expect = "hp 0 21\n"
                  "hp 1 27\n"
                  "gear 0 Df Af Af Af\n"
                  "recall 0 MV-046\n"
                  "exile 0 engaged\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&seized);

    /* §4.1 / §6.2: "Played as a block it has no speed: a Quick card gives no
     * turn". Hesper's Bloodprice Cut blocks Ysolde's Bodkin Bolt (3 + 1,
     * P04) with its Block 2: the attack is successful and the next turn is
     * hers (the Quick blocker takes none). */
    scenario as_block = {
        .rule = "Quick (MV-046, §4.1): Bloodprice Cut played as a block gives no turn",
        .position = SEATS YSOLDE_TURN "hand 1 MV-053\n"
                                      "hand 0 MV-046\n",
        .actions = "attack face-up: Bodkin Bolt\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Bloodprice Cut\n"
                   "no more blocks\n",
        .expect = "hp 0 20\n"
                  "recall 0 MV-046\n"
                  "momentum 1 MV-053\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&as_block);
}

/* §5 Phase 2 Quick: "after a Quick attack the next turn is yours again,
 * successful or not, unless a successful Block card's Effect gives the
 * next turn to the defender". Sighting Bolt (MV-051, Quick, Ranged, 1 + 1
 * with P04) from an Engaged Ysolde (so Stealth does not make it
 * unblockable): fully blocked by Grit Your Teeth (Block 2), it is
 * unsuccessful and the next turn is hers. Against Lark Sevrin's Wire Ward
 * (MV-004, Block 2, E19: "If this block is successful against a Quick
 * attack, the next turn is yours instead of the attacker's") the next turn
 * is Lark's; its Disarming Block does not disarm a Ranged Attack. */
/* covers: MV-051/kw:Quick */
static void sighting_bolt_quick(void **state)
{
    (void)state;
    scenario blocked = {
        .rule = "Quick (MV-051): an unsuccessful Quick attack keeps the turn",
        .position = SEATS YSOLDE_TURN "exile 1 engaged\n"
                                      "hand 1 MV-051 MV-041\n"
                                      "hand 0 MV-067\n",
        .actions = "attack face-up: Sighting Bolt\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "block: Grit Your Teeth\n"
                   "no more blocks\n",
        .expect = "hp 0 22\n"
                  "momentum 0 MV-067\n"
                  "recall 1 MV-051\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&blocked);
    scenario wire_ward = {
        .rule = "Quick (MV-051, E19): a successful Wire Ward block takes the turn from the Quick attack",
        .position = SEATS_LARK YSOLDE_TURN "exile 1 engaged\n"
                                           "hand 1 MV-051 MV-041\n"
                                           "hand 0 MV-004\n",
        .actions = "attack face-up: Sighting Bolt\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "block: Wire Ward\n"
                   "no more blocks\n",
        .expect = "hp 0 25\n"
                  "momentum 0 MV-004\n"
                  "recall 1 MV-051\n"
                  "gear 1 Af Af Af Af\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&wire_ward);
}

/* §7.8 Disarmed: "A disarm changes no turn: a disarmed Quick attack still
 * gives its player the next turn". Skirmish Javelin (MV-056, Quick, 2 + 1
 * with P27) face-up against Vigil Sweep (Block 3, Disarming Block): the
 * block is successful, the Storm Javelins are set aside (the Glaive's P15
 * finds Hesper's hand empty; the Faraday Veil's P15 untaps a Memory of
 * Ysolde's), and the next turn is Hesper's. */
/* covers: MV-056/kw:Quick */
static void skirmish_javelin_quick(void **state)
{
    (void)state;
    scenario disarmed = {
        .rule = "Quick (MV-056, §7.8): a disarmed Quick attack keeps the turn",
        .position = SEATS "hand 0 MV-056\n"
                          "hand 1 MV-042 MV-041\n",
        .actions = "attack face-up: Skirmish Javelin\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Vigil Sweep\n"
                   "no more blocks\n",
        .expect = "hp 1 27\n"
                  "gear 0 Af Df Af Af\n"
                  "recall 0 MV-056\n"
                  "momentum 1 MV-042\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&disarmed);

    /* §5 Action A step 4: "If the Audit does not pass, the attack is an
     * error: ... the card is destroyed and its player is spent"; §7.8: it
     * does not reach the Math and gives no turn, Quick or not. In the
     * permissive bluff mode (G9) Skirmish Javelin face-down is declared at
     * 0, below its cost of 1: its Feint does not apply. */
    scenario error = {
        .rule = "Quick (MV-056, §5 step 4): a Quick attack that is an error gives no turn",
        .position = SEATS "flags permissive-bluff\n"
                          "hand 0 MV-056\n"
                          "hand 1 MV-041\n",
        .actions = "attack face-down: Skirmish Javelin\n"
                   "declare 0\n"
                   "no more blocks\n",
        .expect = "hp 1 27\n"
                  "destroyed 0 MV-056\n"
                  "exile 0 engaged spent\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&error);
}

/* §5 Phase 2 Quick, on the Combat card Counterspike (MV-069, Quick, 2 + 1
 * with P27): against Patient Riposte on the upgraded Glaive (Block 2 + 1,
 * P07) Net Damage is 0: the block is successful (its Suffocating [1] taps
 * a Memory of Hesper's), the attack is not disarmed, and the next turn is
 * still Hesper's. Played as a block (§4.1: no speed), Counterspike fails
 * against Bodkin Bolt's 4 and gives Hesper no turn. */
/* covers: MV-069/kw:Quick */
static void counterspike_quick(void **state)
{
    (void)state;
    scenario blocked = {
        .rule = "Quick (MV-069): a fully blocked Quick attack keeps the turn",
        .position = SEATS "gear 1 Au Af Af Af\n"
                          "hand 0 MV-069\n"
                          "hand 1 MV-043 MV-041\n",
        .actions = "attack face-up: Counterspike\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Patient Riposte\n"
                   "no more blocks\n",
        .expect = "hp 1 27\n"
                  "recall 0 MV-069\n"
                  "momentum 1 MV-043\n"
                  "gear 0 Af Af Af Af\n"
                  "memories 0 Lt Lt Lu\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&blocked);
    scenario as_block = {
        .rule = "Quick (MV-069, §4.1): Counterspike played as a block gives no turn",
        .position = SEATS YSOLDE_TURN "hand 1 MV-053\n"
                                      "hand 0 MV-069\n",
        .actions = "attack face-up: Bodkin Bolt\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Counterspike\n"
                   "no more blocks\n",
        .expect = "hp 0 20\n"
                  "recall 0 MV-069\n"
                  "momentum 1 MV-053\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&as_block);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(p27_fighting_moves_deal_more),
        cmocka_unit_test(p05_recover_after_a_hit),
        cmocka_unit_test(p25_p03_ysolde_unleashed),
        cmocka_unit_test(p07_glaive_upgrade_blocks_more),
        cmocka_unit_test(p04_ranged_only),
        cmocka_unit_test(tithe_cut_counts_destroyed),
        cmocka_unit_test(final_tally_four_destroyed),
        cmocka_unit_test(vigil_sweep),
        cmocka_unit_test(patient_riposte_more_momentum),
        cmocka_unit_test(haft_ward_enlightened),
        cmocka_unit_test(bloodprice_cut_face_up),
        cmocka_unit_test(bloodprice_cut_face_down_hidden),
        cmocka_unit_test(over_the_redline),
        cmocka_unit_test(all_or_nothing),
        cmocka_unit_test(heartline_cleave_attaches),
        cmocka_unit_test(bleeding_guard),
        cmocka_unit_test(sighting_bolt),
        cmocka_unit_test(pinning_quarrel),
        cmocka_unit_test(bodkin_bolt_vengeful),
        cmocka_unit_test(stock_bash_disarming),
        cmocka_unit_test(skirmish_javelin),
        cmocka_unit_test(spend_the_quiver),
        cmocka_unit_test(harrying_throw),
        cmocka_unit_test(javelin_haft_crushing),
        cmocka_unit_test(skyfall),
        cmocka_unit_test(thorn_bulwark),
        cmocka_unit_test(grit_your_teeth_momentous),
        cmocka_unit_test(barbed_shell),
        cmocka_unit_test(counterspike),
        cmocka_unit_test(redline_saber_opponent_chooses),
        cmocka_unit_test(momentum_targets),
        cmocka_unit_test(ysolde_takes_a_fighting_move),
        cmocka_unit_test(unleashed_effects),
        cmocka_unit_test(sable_mantle_enlightened),
        cmocka_unit_test(ashen_fold_shielding),
        cmocka_unit_test(mantle_snare),
        cmocka_unit_test(pall_of_forgetting),
        cmocka_unit_test(final_tally_slow_makes_spent),
        cmocka_unit_test(final_tally_slow_ignores_stoke_the_furnace),
        cmocka_unit_test(heartline_cleave_slow_makes_spent),
        cmocka_unit_test(heartline_cleave_disarmed_before_the_math_spends_nobody),
        cmocka_unit_test(bloodprice_cut_quick_keeps_the_turn),
        cmocka_unit_test(sighting_bolt_quick),
        cmocka_unit_test(skirmish_javelin_quick),
        cmocka_unit_test(counterspike_quick),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
