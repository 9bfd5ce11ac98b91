/*
 * Scenarios of speeds and the next turn (§5 Phase 2, §6.2 Quick/Slow,
 * §7.8, §7.4 Spent), Stun, Momentum and the Initiative, HP and losing
 * (§3.4), and the Passives and Tokens that fire on a combat outcome:
 * Whisper Coil P22, Tidebreaker P10, Brannoch's P16, Arc Hook P21,
 * Bastion Plate P19 and the Plating Token, Ember Satchel P09, Pinning and
 * Disengaging Attack, Flow, Recover, Marking Dart and the Aim Token.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
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

/* The seat whose turn's action is the pending decision. */
static void expect_turn_of(const exile_match *m, int seat, const char *rule)
{
    char prefix[32];
    snprintf(prefix, sizeof prefix, "decision turn seat=%d", seat);
    scenario_expect_prefix_now(m, prefix, rule);
    assert_int_equal(exile_match_to_act(m), seat);
}

/* ------------------------------------------------------------------ */
/* The next turn (§5 Phase 2, §7.8 The next turn after an attack)      */
/* ------------------------------------------------------------------ */

/* §5 Phase 2: "A successful attack: after a successful attack the next
 * turn is yours again, unless the attack is Slow." §3.3: "Successful
 * attacks and blocks go to your Momentum Zone". */
static void successful_attack_keeps_the_turn(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Phase 2: a successful attack gives its player the next turn",
        .position = SEATS "players\n"
                          "hand 0 MV-002 MV-011\n"
                          "hand 1 MV-006\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 1 25\n"
                  "momentum 0 MV-002\n"
                  "players\n"
                  "step turn-begin\n",
        .legal = "attack face-up: Glass Needle\nend\n",
    };
    scenario_run(&s);
}

/* §5 Phase 2: "An unsuccessful attack passes the turn, so a successful
 * block takes the turn from the attacker." The first Block card of a
 * successful block enters the Momentum Zone (§3.3), and Bastion Plate
 * (P19) attaches a Plating Token: "Whenever your block is successful,
 * attach 1 Plating Token to your Exile." Hold the Line: Block 2, Momentous
 * +1 for the one card already in the Momentum Zone, against Damage 3.
 * covers: GR-06/P19 MV-027/kw:Momentous
 */
static void successful_block_takes_the_turn(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Phase 2: an unsuccessful attack passes the turn; a successful block takes it (P19 attaches Plating)",
        .position = SEATS "players\n"
                          "hand 0 MV-002 MV-011\n"
                          "hand 1 MV-027 MV-006\n"
                          "momentum 1 MV-008\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n",
        .expect = "hp 1 28\n"
                  "recall 0 MV-002\n"
                  "momentum 1 MV-008 MV-027\n"
                  "attached 1 TK-03\n"
                  "players turn=1 next=1\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* §5 Action A step 6: "An attack that deals 0 against no Block card is
 * unsuccessful, and there is no block to succeed." The Damage fell to 0 by
 * Plating Tokens (§4.5: "in the React step of an attack against you ...
 * you may return 1 Plating Token on your Exile to the supply; that attack
 * has -1 Damage"), so the attack passes the turn. Marking Dart's "If your
 * opponent is Disengaged, attach 1 Aim Token" is read at the Math whatever
 * the outcome (checklist G39). The Thrown dart is unsuccessful and not
 * disarmed: Needle Sling (P20) offers the top of the deck, declined.
 * covers: MV-012/E62 TK-03/TOKEN_PLATING
 */
static void zero_damage_unblocked_attack_passes_the_turn(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 A step 6 / §4.5 Plating: an attack at 0 Damage against no Block card is unsuccessful and passes the turn",
        .position = SEATS "players\n"
                          "hand 0 MV-012 MV-011\n"
                          "hand 1 MV-006\n"
                          "attached 1 TK-03 TK-03\n",
        .actions = "attack face-up: Marking Dart\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "return a Plating Token\n"
                   "return a Plating Token\n"
                   "decline\n",
        .expect = "hp 1 28\n"
                  "recall 0 MV-012\n"
                  "momentum 0\n"
                  "momentum 1\n"
                  "attached 1 TK-02\n"
                  "players turn=1 next=1\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* The React step offers the Plating Token as a choice: pass, or return.
 * covers: TK-03/TOKEN_PLATING
 */
static void plating_token_is_a_react_choice(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§4.5 Plating: in the React step the defender may return a Plating Token or pass",
        .position = SEATS "players\n"
                          "hand 0 MV-002 MV-011\n"
                          "hand 1 MV-006\n"
                          "attached 1 TK-03\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "no more blocks\n",
        .legal = "pass\nreturn a Plating Token\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    const char *const acts[] = {
        "attack face-up: Blind Coil",
        "tap: The Lantern Vigil",
        "tap: The Unwritten Name",
        "declare 2",
        "no more blocks",
        "return a Plating Token",
        NULL,
    };
    scenario_act_all(m, acts);
    /* Blind Coil: Damage 3, -1: the defender loses 2. */
    scenario_expect_line(m, "hp 1 26", s.rule);
    scenario_expect_line(m, "attached 1", s.rule);
    expect_turn_of(m, 0, s.rule);
    exile_match_destroy(m);
}

/* §5 Phase 2 Quick: "after a Quick attack the next turn is yours again,
 * successful or not". Wire Ward (Quick, Damage 1) is blocked by Oathbound
 * Guard (Block 1): unsuccessful, and Whisper Coil attaches no Bleed Token
 * (P22 needs a successful Quick attack).
 * covers: GR-06/P19 MV-004/kw:Quick
 */
static void quick_attack_unsuccessful_keeps_the_turn(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Phase 2 Quick: an unsuccessful Quick attack keeps the turn",
        .position = SEATS "players\n"
                          "hand 0 MV-004 MV-011\n"
                          "hand 1 MV-028 MV-006\n",
        .actions = "attack face-up: Wire Ward\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Oathbound Guard\n"
                   "no more blocks\n",
        .expect = "hp 1 28\n"
                  "recall 0 MV-004\n"
                  "momentum 1 MV-028\n"
                  "attached 1 TK-03\n"
                  "players\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* §7.8 Disarmed: "A disarm changes no turn: a disarmed Quick attack still
 * gives its player the next turn". Wire Ward face-down (Lark already made
 * her first face-down attack of the round, so P13 does not keep it from
 * being disarmed) is stopped: every Block card against a face-down attack
 * has Disarming Block.
 * covers: MV-004/kw:Quick
 */
static void quick_attack_disarmed_keeps_the_turn(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.8 Disarmed: a disarmed Quick attack still gives its player the next turn",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked,attacked-face-down\n"
                          "hand 0 MV-004 MV-011\n"
                          "hand 1 MV-028 MV-006\n",
        .actions = "attack face-down: Wire Ward\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Oathbound Guard\n"
                   "no more blocks\n",
        .expect = "gear 0 Df Af Af Af\n"
                  "recall 0 MV-004\n"
                  "momentum 1 MV-028\n"
                  "players\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* §5 Phase 2 Quick: "... unless a successful Block card's Effect gives the
 * next turn to the defender": Wire Ward (E19) "If this block is successful
 * against a Quick attack, the next turn is yours instead of the
 * attacker's." Undertow (Quick, Damage 1) against Wire Ward (Block 2,
 * Disarming Block): Tidebreaker is disarmed, so Faraday Veil (P15)
 * recovers 1 for Lark; Brannoch recovered 1 as he became Engaged (P16).
 * covers: EXL-02/P16 GR-05/P15 MV-004/E19 MV-004/kw:Disarming MV-008/kw:Quick
 */
static void wire_ward_takes_the_turn_from_a_quick_attack(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Phase 2 Quick / E19 Wire Ward: a successful Wire Ward block takes the turn from a Quick attack",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-004 MV-014\n"
                          "hand 1 MV-008 MV-006\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "block: Wire Ward\n"
                   "no more blocks\n",
        .expect = "momentum 0 MV-004\n"
                  "recall 1 MV-008\n"
                  "gear 1 Df Af Af Af\n"
                  "memories 0 Lu Lu Lu\n"
                  "memories 1 Lu Lu Lu\n"
                  "players first=1 initiative=1\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* §5 Action A step 6: "Only the first Block card is successful (... only
 * its 'if this block was successful' Effects ...)". With Recoil Shot
 * played first, Wire Ward is not the successful card: its E19 does
 * nothing, and the Quick attack keeps the turn. Its Disarming Block still
 * counts ("Disarming Block counts on every Block card").
 * covers: MV-004/E19 MV-004/kw:Disarming MV-008/kw:Quick
 */
static void wire_ward_not_first_gives_no_turn(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 A step 6: Wire Ward played second is not the successful card; the Quick attack keeps the turn",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-004 MV-014\n"
                          "hand 1 MV-008 MV-006\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "block: Recoil Shot\n"
                   "tap: The Lantern Vigil\n"
                   "block: Wire Ward\n"
                   "no more blocks\n",
        .expect = "momentum 0 MV-014\n"
                  "recall 0 MV-004\n"
                  "recall 1 MV-008\n"
                  "gear 1 Df Af Af Af\n"
                  "players first=1 initiative=1 turn=1 next=1\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* §7.8 The next turn: "an attack stopped by a Shielding Block is
 * unsuccessful and gives none, unless it is Quick." Arc Lash (Quick,
 * Damage 2, Pressing Attack [2]) against an Engaged Lark: 4 Damage against
 * Grounding Fold (Block 2, -1 Engaged): Net Damage 3 is stopped. Arc Hook
 * (P21): "While your opponent is Engaged, your attacks with Moves of this
 * Gear do not engage you", so Brannoch stays upright and P16 does not fire.
 * covers: GR-04/P21 MV-017/kw:Pressing MV-017/kw:Quick MV-021/kw:Shielding
 */
static void quick_attack_stopped_by_shielding_keeps_the_turn(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.8 The next turn: a Quick attack stopped by a Shielding Block keeps the turn (P21: no engage)",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 0 engaged\n"
                          "hand 0 MV-021 MV-011\n"
                          "hand 1 MV-017 MV-006\n",
        .actions = "attack face-up: Arc Lash\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "block: Grounding Fold\n"
                   "no more blocks\n",
        .expect = "hp 0 25\n"
                  "destroyed 0 MV-021\n"
                  "recall 1 MV-017\n"
                  "gear 0 Af Af Af Af\n"
                  "exile 1 upright\n"
                  "memories 1 Lt Lu Lu\n"
                  "players first=1 initiative=1 turn=1 next=1\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* ------------------------------------------------------------------ */
/* Slow, End and spent (§5 Phase 2 Slow/Out, §7.4 Spent, §7.8)          */
/* ------------------------------------------------------------------ */

/* §7.8: "A Slow card makes its player spent once fully resolved
 * (including its Combat Zone Clear), successful or unsuccessful". Tidal
 * Crush (Slow, Damage 6, Exert [1]) hits: it enters the Momentum Zone, but
 * gives no turn; Brannoch is spent and Lark takes the next turn.
 * covers: EXL-02/P16 MV-007/kw:Exert MV-007/kw:Slow
 */
static void slow_attack_successful_makes_spent(void **state)
{
    (void)state;
    const char *rule = "§7.8 Slow: a successful Slow attack gives no turn and makes its player spent";
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "hand 0 MV-011 MV-003\n"
                                         "hand 1 MV-007 MV-006 MV-009\n");
    const char *const acts[] = {
        "attack face-up: Tidal Crush",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "tap: Ash of Hollowmere",
        "declare 3",
        "no more blocks",
        "exert: Surge Swing",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_line(m, "hp 0 19", rule);
    scenario_expect_line(m, "momentum 1 MV-007", rule);
    scenario_expect_line(m, "destroyed 1 MV-006", rule);
    scenario_expect_line(m, "exile 1 engaged spent", rule);
    /* Three tapped at Pay, P16 recovered one as the Exile turned. */
    scenario_expect_tapped(m, 1, 2, rule);
    expect_turn_of(m, 0, rule);
    exile_match_destroy(m);
}

/* §7.8 Disarmed: "a disarmed Slow attack still makes its player spent";
 * and Slow makes its player spent "successful or unsuccessful". Tidal
 * Crush face-down meets Grounding Fold: Net Damage 4 is stopped by the
 * Shielding Block, and the face-down attack is disarmed (every Block card
 * against it has Disarming Block). Faraday Veil (P15) recovers 1 for Lark.
 * covers: GR-05/P15 MV-007/kw:Slow MV-021/kw:Shielding
 */
static void slow_attack_disarmed_makes_spent(void **state)
{
    (void)state;
    const char *rule = "§7.8: an unsuccessful, disarmed Slow attack still makes its player spent";
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "hand 0 MV-021 MV-011\n"
                                         "hand 1 MV-007 MV-006\n");
    const char *const acts[] = {
        "attack face-down: Tidal Crush",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "tap: Ash of Hollowmere",
        "declare 3",
        "tap: The Lantern Vigil",
        "tap: The Unwritten Name",
        "block: Grounding Fold",
        "no more blocks",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_line(m, "hp 0 25", rule);
    scenario_expect_line(m, "destroyed 0 MV-021", rule);
    scenario_expect_line(m, "recall 1 MV-007", rule);
    scenario_expect_line(m, "gear 1 Df Af Af Af", rule);
    scenario_expect_line(m, "exile 1 engaged spent", rule);
    scenario_expect_tapped(m, 0, 1, rule);
    expect_turn_of(m, 0, rule);
    exile_match_destroy(m);
}

/* §5 Phase 2 Out: "a player who is spent is out of the round. Their
 * opponent goes on taking turns until they are out too." §7.4 Spent: a
 * spent player plays no block and no Reaction (so no Plating Token either,
 * checklist G13/G34). A Step Back never ends the round. Whisper Coil
 * (P22): "Whenever one of your Quick attacks is successful, attach 1 Bleed
 * Token to your opponent's Exile."
 * covers: GR-01/P22
 */
static void spent_opponent_lets_you_take_every_turn(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Out / §7.4 Spent: the spent player takes no turn and plays no block; the other goes on",
        .position = SEATS "players first=1 initiative=1\n"
                          "round-flags 0 flags=attacked\n"
                          "exile 1 engaged spent\n"
                          "memories 1 Lu Lt Lt\n"
                          "round-flags 1 flags=attacked successes=1\n"
                          "hand 0 MV-011 MV-003 MV-001\n"
                          "hand 1 MV-009 MV-028\n"
                          "momentum 1 MV-007\n"
                          "attached 1 TK-03\n",
        .actions = "step back: False Thread\n"
                   "attack face-up: Glass Needle\n"
                   "declare 0\n",
        .expect = "round 1\n"
                  "hp 1 27\n"
                  "momentum 0 MV-011\n"
                  "hand 1 MV-009 MV-028\n"
                  "memories 1 Lu Lt Lt\n"
                  "attached 1 TK-03 TK-01\n"
                  "players first=1 initiative=1\n"
                  "step turn-begin\n",
        .legal = "attack face-up: Unlit Passage\nend\n",
    };
    scenario_run(&s);
}

/* §7.4 Spent: "An attack against a spent player is played face-up or
 * face-down and paid as usual (Overcommit included); it is unblocked, so
 * Punishing Attack counts." Lark is Engaged, so Unlit Passage's Stealth
 * Attack does not make it unblockable: only the spent defender does.
 * Damage 2 + Punishing Attack [1].
 * covers: MV-003/kw:Punishing
 */
static void attack_against_a_spent_player_is_unblocked(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.4 Spent: an attack against a spent player is unblocked, so Punishing Attack counts",
        .position = SEATS "players first=1 initiative=1\n"
                          "round-flags 0 flags=attacked\n"
                          "exile 0 engaged\n"
                          "exile 1 engaged spent\n"
                          "hand 0 MV-003 MV-011\n"
                          "hand 1 MV-028 MV-009\n",
        .actions = "attack face-up: Unlit Passage\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n",
        .expect = "hp 1 25\n"
                  "momentum 0 MV-003\n"
                  "hand 1 MV-028 MV-009\n"
                  "players first=1 initiative=1\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* §5 Phase 2: "The round ends when both players are out." An End makes
 * its player spent (§5 Action C). §4.5 Bleed: "at the end of each round,
 * you lose 1 HP. At the Refresh, return 1 Bleed Token on your Exile to the
 * supply." §5 The Initiative: "with equal numbers it passes to the other
 * player", and the holder unlocks first.
 * covers: TK-01/TOKEN_BLEED
 */
static void end_of_round_bleed_and_equal_initiative(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5: the round ends when both are out; Bleed costs 1 HP, the Refresh returns it; equal Momentum passes the Initiative",
        .position = SEATS "players first=1 initiative=1\n"
                          "round-flags 0 flags=attacked\n"
                          "exile 1 upright spent\n"
                          "round-flags 1 flags=attacked successes=1\n"
                          "hand 0 MV-003\n"
                          "hand 1 MV-009\n"
                          "momentum 0 MV-011\n"
                          "momentum 1 MV-007\n"
                          "attached 1 TK-01\n",
        .actions = "end\n",
        .expect = "round 2\n"
                  "hp 0 25\n"
                  "hp 1 27\n"
                  "attached 1\n"
                  "momentum 0\n"
                  "momentum 1\n"
                  "exile 0 upright\n"
                  "exile 1 upright\n"
                  "decision unlock seat=0\n",
        .legal = "unlock nothing\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    const char *const acts[] = {
        "end",
        "unlock nothing",
        "unlock nothing",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_prefix_now(m, "players first=1 initiative=0 turn=0", s.rule);
    expect_turn_of(m, 0, s.rule);
    exile_match_destroy(m);
}

/* §5 The Initiative: "count the cards in each Momentum Zone as they lie,
 * before the Reload moves them: the player with more takes the
 * Initiative", unlocks first and takes the round's first turn. */
static void more_momentum_takes_the_initiative(void **state)
{
    (void)state;
    const char *rule = "§5 The Initiative: more cards in the Momentum Zone take the Initiative and the first turn";
    const char *pos = SEATS "players turn=1 next=1\n"
                            "exile 0 upright spent\n"
                            "hand 1 MV-009\n"
                            "momentum 0 MV-004\n"
                            "momentum 1 MV-006 MV-008\n";
    exile_match *m = scenario_load(pos);
    scenario_act(m, "end");
    scenario_expect_line(m, "round 2", rule);
    scenario_expect_line(m, "decision unlock seat=1", rule);
    scenario_act(m, "unlock nothing");
    scenario_expect_line(m, "decision unlock seat=0", rule);
    scenario_act(m, "unlock nothing");
    scenario_expect_prefix_now(m, "players first=0 initiative=1 turn=1", rule);
    scenario_expect_line(m, "momentum 0", rule);
    scenario_expect_line(m, "momentum 1", rule);
    expect_turn_of(m, 1, rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* Stun (§5 Stun)                                                      */
/* ------------------------------------------------------------------ */

#define STUN_POSITION                          \
    SEATS "players first=1 initiative=1 turn=1 next=1\n"                  \
          "hand 0 MV-022 MV-014 MV-011\n"      \
          "hand 1 MV-029 MV-006 MV-008\n"

#define STUN_ACTIONS                      \
    "attack face-up: Rampart Bash\n"      \
    "tap: The Furnace Oath\n"             \
    "tap: The Broken Seal\n"              \
    "declare 2\n"                         \
    "no more blocks\n"

/* §5 Stun: "If an attack with Stunning Attack is successful, the defender
 * is stunned. The attacker takes the next turn ... If the action of that
 * turn is an attack, it is unblockable, and the stun also stops every
 * other card of the defender". Lark holds Recoil Shot (block cost 0) and
 * Snare Mesh, with three untapped Memories: no Block step comes. Surge
 * Swing: 3, +1 while another card is in Brannoch's Momentum Zone; a
 * successful attack with Overcommit recovers 1 (Tidebreaker P10).
 * covers: GR-02/P10 MV-006/E37 MV-029/kw:Stunning
 */
static void stun_makes_the_next_attack_unblockable(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Stun: after a successful Stunning Attack, the attacker's next attack is unblockable",
        .position = STUN_POSITION,
        .actions = STUN_ACTIONS,
        .expect = "hp 0 23\n"
                  "momentum 1 MV-029\n"
                  "stun turn=0\n"
                  "players first=1 initiative=1 turn=1 next=1\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    const char *const acts[] = {
        "attack face-up: Rampart Bash",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "declare 2",
        "no more blocks",
        "attack face-up: Surge Swing",
        "tap: The Furnace Oath",
        "tap: Ash of Hollowmere",
        "declare 2",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_line(m, "hp 0 19", s.rule);
    scenario_expect_line(m, "hand 0 MV-022 MV-014 MV-011", s.rule);
    scenario_expect_line(m, "memories 0 Lu Lu Lu", s.rule);
    scenario_expect_line(m, "momentum 1 MV-029 MV-006", s.rule);
    scenario_expect_line(m, "stun", s.rule);
    scenario_expect_tapped(m, 1, 2, s.rule);
    expect_turn_of(m, 1, s.rule);
    exile_match_destroy(m);
}

/* §5 Stun: "The stun lasts only for that one turn. Any other action in it
 * (... a Step Back, an End ...) wastes the stun". After the Step Back and
 * Lark's own Step Back, Brannoch's attack can be blocked again.
 * covers: MV-029/kw:Stunning
 */
static void stun_wasted_by_a_step_back(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Stun: a Step Back in the stun turn wastes the stun",
        .position = STUN_POSITION,
        .actions = STUN_ACTIONS "step back: Surge Swing\n"
                                "step back: Glass Needle\n"
                                "attack face-up: Undertow\n"
                                "tap: The Furnace Oath\n"
                                "declare 1\n",
        .expect = "stun\n"
                  "decision block seat=0\n",
        .legal = "block: Recoil Shot\nno more blocks\n",
    };
    scenario_run(&s);
}

/* §5 Stun: the end of the round wastes the stun. Brannoch stuns, then
 * Ends; the spent Lark ends the round. Brannoch keeps the Initiative (one
 * Momentum card against none) and takes the first turn of round 2: his
 * attack there is an ordinary one, and Lark may block it.
 * covers: MV-029/kw:Stunning
 */
static void stun_wasted_by_the_end_of_the_round(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Stun: the end of the round wastes the stun",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 0 upright spent\n"
                          "round-flags 0 flags=attacked\n"
                          "hand 0 MV-022 MV-014 MV-011\n"
                          "hand 1 MV-029 MV-006 MV-008\n",
        .actions = "attack face-up: Rampart Bash\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "end\n"
                   "decline\n"        /* P17 at the Refresh */
                   "unlock nothing\n" /* Brannoch, the Initiative holder, first */
                   "unlock nothing\n"
                   "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n",
        .expect = "round 2\n"
                  "stun\n"
                  "decision block seat=0\n",
        .legal = "block: Recoil Shot\nno more blocks\n",
    };
    scenario_run(&s);
}

/* §5 Stun: "they play no Block card, no Reaction and no other Tactics card
 * against it"; a Plating Token is returned only "whenever you could play a
 * Reaction" (§4.5), so a stunned defender returns none (checklist G13).
 * Here Lark carries Bastion Plate (a loadout from a full set, §2). Against
 * the Rampart Bash itself Brannoch may still return a Token; he passes.
 * covers: GR-01/P22 MV-029/kw:Stunning
 */
static void stunned_defender_returns_no_plating(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Stun / §4.5 Plating: a stunned defender gets no React step and returns no Plating Token",
        .position = "exile-notation 2\n"
                    "seat 0 EXL-01 GR-01 GR-03 GR-06 GR-07 MEM-01 MEM-02 MEM-03\n"
                    "seat 1 EXL-02 GR-02 GR-04 GR-05 GR-08 MEM-04 MEM-05 MEM-06\n"
                    "players\n"
                    "hand 0 MV-029 MV-011\n"
                    "hand 1 MV-021 MV-006\n"
                    "attached 1 TK-03 TK-03\n",
        .actions = "attack face-up: Rampart Bash\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "no more blocks\n"
                   "pass\n"
                   "attack face-up: Glass Needle\n"
                   "declare 0\n",
        .expect = "hp 1 25\n"
                  "momentum 0 MV-029 MV-011\n"
                  "attached 1 TK-03 TK-03 TK-01\n"
                  "stun\n"
                  "players\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* ------------------------------------------------------------------ */
/* HP and losing (§3.4), Direct Damage (§7.3)                          */
/* ------------------------------------------------------------------ */

/* §3.4 Losing: "The first Exile whose HP falls below 1 loses
 * immediately" — at the Math, in the middle of the round. Surge Swing
 * declared 3: Damage 3 + Overcommit 1.
 * covers: MV-006/kw:Overcommit
 */
static void hp_below_one_loses_at_once(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§3.4 Losing: an Exile below 1 HP loses at once, mid-round",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hp 0 3\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-006 MV-008\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "declare 3\n"
                   "no more blocks\n",
        .expect = "hp 0 -1\n"
                  "winner 1\n"
                  "round 1\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    const char *const acts[] = {
        "attack face-up: Surge Swing",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "tap: Ash of Hollowmere",
        "declare 3",
        "no more blocks",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_settle(m); /* the React step, both passing */
    assert_int_equal(exile_match_winner(m), 1);
    assert_int_equal(exile_match_legal_actions(m, NULL, 0), 0);
    exile_match_destroy(m);
}

/* §3.4 Draw: "One event takes both Exiles below 1 HP at once: only a
 * Lacerating Block ...". Blind Coil (3) against Spiked Rampart (Block 2,
 * Lacerating Block [1]), both at 1 HP: Net Damage 1 and the Lacerating 1
 * are lost at the same time.
 * covers: MV-026/kw:Lacerating
 */
static void lacerating_block_and_hit_draw(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§3.4 Draw: a hit and a Lacerating Block taking both below 1 HP is a draw",
        .position = SEATS "players\n"
                          "hp 0 1\n"
                          "hp 1 1\n"
                          "hand 0 MV-002 MV-011\n"
                          "hand 1 MV-026\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "block: Spiked Rampart\n"
                   "no more blocks\n",
        .expect = "hp 0 0\n"
                  "hp 1 0\n"
                  "winner draw\n",
    };
    scenario_run(&s);
}

/* ... and when the block stops the attack, only the attacker falls: the
 * defender wins.
 * covers: MV-026/kw:Lacerating
 */
static void lacerating_block_alone_loses_the_attacker(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§3.4 Losing: a Lacerating Block that takes only the attacker below 1 HP wins for the defender",
        .position = SEATS "players\n"
                          "hp 0 1\n"
                          "hp 1 1\n"
                          "hand 0 MV-002 MV-011\n"
                          "hand 1 MV-026\n",
        .actions = "attack face-up: Glass Needle\n"
                   "declare 0\n"
                   "tap: The Furnace Oath\n"
                   "block: Spiked Rampart\n"
                   "no more blocks\n",
        .expect = "hp 0 0\n"
                  "hp 1 1\n"
                  "winner 1\n",
    };
    scenario_run(&s);
}

/* §3.4 Draw: "at the end of a round, the Bleed Tokens on both Exiles ...
 * cost their HP as one event".
 * covers: TK-01/TOKEN_BLEED
 */
static void bleed_on_both_exiles_draw(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§3.4 Draw: Bleed Tokens taking both Exiles below 1 HP at the end of the round is a draw",
        .position = SEATS "players turn=1 next=1\n"
                          "exile 0 upright spent\n"
                          "hp 0 1\n"
                          "hp 1 1\n"
                          "attached 0 TK-01\n"
                          "attached 1 TK-01\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-026\n",
        .actions = "end\n",
        .expect = "hp 0 0\n"
                  "hp 1 0\n"
                  "winner draw\n",
    };
    scenario_run(&s);
}

/* §7.3: "Direct Damage lowers HP regardless of Block Rating, at the moment
 * its trigger resolves", and §3.4: the Exile loses at once. Ash of
 * Hollowmere: "When this Memory is unlocked, deal 2 Direct Damage to your
 * opponent." Brannoch holds the Initiative (more Momentum) and unlocks
 * first: Lark loses before her own Unlock.
 * covers: MEM-06/E64
 */
static void direct_damage_loses_at_once(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.3 Direct Damage: 2 Direct Damage at the Unlock takes Lark below 1 HP; she loses at once",
        .position = SEATS "round 2\n"
                          "step initiative\n"
                          "players\n"
                          "hp 0 2\n"
                          "momentum 1 MV-006\n",
        .actions = "unlock: Ash of Hollowmere\n",
        .expect = "hp 0 0\n"
                  "winner 1\n"
                  "memories 1 Lu Lu Uu\n",
    };
    scenario_run(&s);
}

/* §3.4 No maximum: "Healing can take you above your Base HP." Lark (Base
 * HP 25) heals 1 as her face-down Feint goes to her Recall Pile (P12).
 * covers: EXL-01/P12 MV-001/kw:Feint
 */
static void healing_has_no_maximum(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§3.4 No maximum: healing takes Lark above her Base HP",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked\n"
                          "hand 0 MV-001 MV-011\n"
                          "hand 1 MV-006\n",
        .actions = "attack face-down: False Thread\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 0 26\n"
                  "recall 0 MV-001\n"
                  "players\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* ------------------------------------------------------------------ */
/* Passives on outcomes and on becoming Engaged                        */
/* ------------------------------------------------------------------ */

/* Tidebreaker (P10): "Whenever one of your attacks with Overcommit is
 * successful, recover 1 Stamina." Brannoch (P16): "When you become
 * Engaged, recover 1 Stamina." §3.1 Recovering: "untaps X of your tapped
 * Memories, of your choice": The Furnace Oath (unlocked, 2) and The Broken
 * Seal (1) differ, so P16 asks (the `recover` decision); P10 then untaps
 * the only one still tapped.
 * covers: EXL-02/P16 GR-02/P10 MV-006/kw:Overcommit
 */
static void overcommit_success_recovers_and_recover_asks(void **state)
{
    (void)state;
    scenario s = {
        .rule = "P10/P16 / §3.1 Recovering: the recover decision is asked when the tapped Memories differ",
        .position = SEATS "round 2\n"
                          "players first=1 initiative=1 turn=1 next=1\n"
                          "memories 1 Uu Lu Lu\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-006 MV-008\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 3\n",
        .expect = "memories 1 Ut Lt Lu\n"
                  "exile 1 engaged\n",
        .legal = "untap: The Furnace Oath\nuntap: The Broken Seal\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    const char *const acts[] = {
        "attack face-up: Surge Swing",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "declare 3",
        "untap: The Broken Seal",
        "no more blocks",
        NULL,
    };
    scenario_act_all(m, acts);
    /* Damage 3 + Overcommit 1: successful, so P10 untaps The Furnace Oath. */
    scenario_expect_line(m, "hp 0 21", s.rule);
    scenario_expect_line(m, "memories 1 Uu Lu Lu", s.rule);
    scenario_expect_line(m, "momentum 1 MV-006", s.rule);
    expect_turn_of(m, 1, s.rule);
    exile_match_destroy(m);
}

/* §7.7: "An Exile already sideways fires nothing." Brannoch, already
 * Engaged, attacks with Undertow: P16 does not recover.
 * covers: EXL-02/P16
 */
static void already_engaged_fires_nothing(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.7 / P16: an Exile already sideways does not become Engaged: no recovery",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-008 MV-006\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 0 24\n"
                  "memories 1 Lt Lu Lu\n"
                  "momentum 1 MV-008\n"
                  "players first=1 initiative=1 turn=1 next=1\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* Arc Hook (P21) reads the opponent at Pay: against an upright Lark, Arc
 * Lash engages Brannoch as usual, and P16 recovers the Memory he tapped.
 * A successful Quick attack keeps the turn.
 * covers: EXL-02/P16 GR-04/P21
 */
static void arc_hook_engages_against_an_upright_opponent(void **state)
{
    (void)state;
    scenario s = {
        .rule = "P21 Arc Hook: against a Disengaged opponent the attack engages (and P16 recovers 1)",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-017 MV-008\n",
        .actions = "attack face-up: Arc Lash\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 0 23\n"
                  "exile 1 engaged\n"
                  "memories 1 Lu Lu Lu\n"
                  "players first=1 initiative=1 turn=1 next=1\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* ... and against an Engaged Lark it does not engage him: no P16; Pressing
 * Attack [2] adds 2 (Damage 4).
 * covers: GR-04/P21 MV-017/kw:Pressing
 */
static void arc_hook_does_not_engage_against_an_engaged_opponent(void **state)
{
    (void)state;
    scenario s = {
        .rule = "P21 Arc Hook: while the opponent is Engaged, its Moves' attacks do not engage you",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 0 engaged\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-017 MV-008\n",
        .actions = "attack face-up: Arc Lash\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 0 21\n"
                  "exile 1 upright\n"
                  "memories 1 Lt Lu Lu\n"
                  "momentum 1 MV-017\n"
                  "players first=1 initiative=1 turn=1 next=1\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* Pinning Attack: "If this attack was successful, engage your opponent."
 * §7.7: "When you become Engaged" fires "by an Effect" too; a Passive
 * fired by an Exile turning after the React step resolves after the
 * Combat Zone Clear. Lark carries Arc Hook here (a loadout from a full
 * set): Drag Down hits, attaches itself to Brannoch's Exile and engages
 * him; P16 untaps his tapped Memory.
 * covers: EXL-02/P16 MV-016/E03 MV-016/kw:Pinning
 */
static void pinning_engages_and_fires_p16(void **state)
{
    (void)state;
    scenario s = {
        .rule = "Pinning Attack engages the opponent; Brannoch's P16 recovers 1 as he becomes Engaged",
        .position = "exile-notation 2\n"
                    "seat 0 EXL-01 GR-01 GR-04 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"
                    "seat 1 EXL-02 GR-02 GR-03 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"
                    "players\n"
                    "memories 1 Lt Lu Lu\n"
                    "hand 0 MV-016 MV-001\n"
                    "hand 1 MV-006\n",
        .actions = "attack face-up: Drag Down\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 1 26\n"
                  "exile 1 engaged\n"
                  "memories 1 Lu Lu Lu\n"
                  "attached 1 MV-016\n"
                  "players\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* Disengaging Attack: "If this attack was successful, disengage." Recoil
 * Shot turns Lark's Exile sideways at Pay and upright again on the hit.
 * covers: MV-014/kw:Disengaging
 */
static void disengaging_attack_turns_upright(void **state)
{
    (void)state;
    scenario s = {
        .rule = "Disengaging Attack: a successful one turns its player's Exile upright",
        .position = SEATS "players\n"
                          "hand 0 MV-014 MV-003\n"
                          "hand 1 MV-006\n",
        .actions = "attack face-up: Recoil Shot\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 1 26\n"
                  "exile 0 upright\n"
                  "momentum 0 MV-014\n"
                  "players\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* Flow [X]: "When this attack or block is successful ..., recover X
 * Stamina". Static Drape (Block 1, cost 0, Flow 1) stops Undertow; Lark's
 * tapped Memories differ (The Lantern Vigil unlocked gives 2), so she
 * chooses. Undertow is Quick: Brannoch keeps the turn.
 * covers: MV-008/kw:Quick MV-023/kw:Flow
 */
static void flow_recovers_with_a_choice(void **state)
{
    (void)state;
    scenario s = {
        .rule = "Flow: a successful Static Drape block recovers 1, of the defender's choice; the Quick attack keeps the turn",
        .position = SEATS "round 2\n"
                          "players first=1 initiative=1 turn=1 next=1\n"
                          "memories 0 Ut Lt Lu\n"
                          "hand 0 MV-023 MV-011\n"
                          "hand 1 MV-008 MV-006\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "block: Static Drape\n"
                   "no more blocks\n"
                   "untap: The Lantern Vigil\n",
        .expect = "memories 0 Uu Lt Lu\n"
                  "momentum 0 MV-023\n"
                  "recall 1 MV-008\n"
                  "hp 0 25\n"
                  "players first=1 initiative=1 turn=1 next=1\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* Bastion Plate (P19) and Marking Dart: a successful block attaches a
 * Plating Token; the dart's "If your opponent is Disengaged, attach 1 Aim
 * Token" is read at the Math whatever the outcome (checklist G39). The
 * Passives of the outcome come before the card's Effects (G11).
 * covers: GR-06/P19 MV-012/E62
 */
static void marking_dart_aims_even_when_blocked(void **state)
{
    (void)state;
    scenario s = {
        .rule = "G39 Marking Dart: against a Disengaged opponent it attaches an Aim Token even when blocked",
        .position = SEATS "players\n"
                          "hand 0 MV-014 MV-012\n"
                          "hand 1 MV-027\n"
                          "momentum 1 MV-006\n",
        .actions = "attack face-up: Marking Dart\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n"
                   "decline\n",
        .expect = "hp 1 28\n"
                  "attached 1 TK-03 TK-02\n"
                  "momentum 1 MV-006 MV-027\n"
                  "recall 0 MV-012\n"
                  "players turn=1 next=1\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* ... and against an Engaged opponent it attaches none, hit or not.
 * covers: MV-012/E62
 */
static void marking_dart_does_not_aim_at_an_engaged_opponent(void **state)
{
    (void)state;
    scenario s = {
        .rule = "Marking Dart: against an Engaged opponent no Aim Token is attached",
        .position = SEATS "players\n"
                          "exile 1 engaged\n"
                          "hand 0 MV-014 MV-012\n"
                          "hand 1 MV-027\n",
        .actions = "attack face-up: Marking Dart\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 1 26\n"
                  "attached 1\n"
                  "momentum 0 MV-012\n"
                  "players\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* §4.5 Aim Token: "each attack against you has +1 Damage for each Aim
 * Token on your Exile. When you Step Back, return 1 Aim Token".
 * covers: TK-02/TOKEN_AIM
 */
static void aim_tokens_add_damage_and_step_back_returns_one(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§4.5 Aim: +1 Damage per Aim Token; a Step Back returns one and turns the Exile upright",
        .position = SEATS "players\n"
                          "exile 1 engaged\n"
                          "hand 0 MV-002 MV-011\n"
                          "hand 1 MV-006 MV-008\n"
                          "attached 1 TK-02 TK-02\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "no more blocks\n"
                   "step back: Glass Needle\n"
                   "step back: Undertow\n",
        .expect = "hp 1 23\n"
                  "attached 1 TK-02\n"
                  "exile 1 upright\n"
                  "recall 1 MV-008\n"
                  "players\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* §4.5 Plating Token: "When your Protective Gear is disarmed, return every
 * Plating Token on your Exile to the supply." Rampart Bash (Bastion
 * Plate) face-down is stopped by Wire Ward: Bastion Plate is disarmed.
 * covers: GR-05/P15 TK-03/TOKEN_PLATING
 */
static void plating_returns_when_protective_gear_disarmed(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§4.5 Plating: disarming the Protective Gear returns every Plating Token",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-004 MV-011\n"
                          "hand 1 MV-029 MV-006\n"
                          "attached 1 TK-03 TK-03\n",
        .actions = "attack face-down: Rampart Bash\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Wire Ward\n"
                   "no more blocks\n",
        .expect = "gear 1 Af Af Df Af\n"
                  "attached 1\n"
                  "recall 1 MV-029\n"
                  "momentum 0 MV-004\n"
                  "memories 0 Lu Lu Lu\n"
                  "players first=1 initiative=1\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

/* Ember Satchel (P09): "Once per round, whenever one of your Moves is
 * destroyed, destroy target Move in your opponent's Momentum Zone." Tidal
 * Crush's Exert destroys Surge Swing; Brannoch targets Wire Ward.
 * covers: GR-08/P09 MV-007/kw:Exert MV-007/kw:Slow
 */
static void ember_satchel_destroys_a_momentum_card(void **state)
{
    (void)state;
    scenario s = {
        .rule = "P09 Ember Satchel: a Move destroyed for Exert destroys target Move in the opponent's Momentum Zone",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-007 MV-006\n"
                          "momentum 0 MV-004 MV-014\n",
        .actions = "attack face-up: Tidal Crush\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "declare 3\n"
                   "no more blocks\n",
        .expect = "decision target-momentum seat=1 what=destroy\n"
                  "destroyed 1 MV-006\n",
        .legal = "choose: Wire Ward\nchoose: Recoil Shot\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    const char *const acts[] = {
        "attack face-up: Tidal Crush",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "tap: Ash of Hollowmere",
        "declare 3",
        "no more blocks",
        "choose: Wire Ward",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_line(m, "destroyed 0 MV-004", s.rule);
    scenario_expect_line(m, "momentum 0 MV-014", s.rule);
    scenario_expect_line(m, "hp 0 19", s.rule);
    scenario_expect_line(m, "exile 1 engaged spent", s.rule);
    expect_turn_of(m, 0, s.rule);
    exile_match_destroy(m);
}

/* P09 is once per round: a second Move of Brannoch's destroyed in the same
 * round destroys nothing. Brannoch carries Needle Sling and Faraday Veil
 * here (a loadout from a full set): Last Needle (Single-Use) is destroyed
 * after its hit, and P09 takes Wire Ward; later Static Drape (Fragile)
 * blocks unsuccessfully and is destroyed: P09 is spent for the round.
 * Static Drape's "your opponent loses 1 HP" still happens.
 * covers: GR-08/P09 MV-013/kw:Single-Use MV-016/E03 MV-023/E49 MV-023/kw:Fragile
 */
static void ember_satchel_once_per_round(void **state)
{
    (void)state;
    scenario s = {
        .rule = "P09 Ember Satchel: once per round; a second destroyed Move in the round fires nothing",
        .position = "exile-notation 2\n"
                    "seat 0 EXL-01 GR-01 GR-04 GR-06 GR-07 MEM-01 MEM-02 MEM-03\n"
                    "seat 1 EXL-02 GR-02 GR-03 GR-05 GR-08 MEM-04 MEM-05 MEM-06\n"
                    "players first=1 initiative=1 turn=1 next=1\n"
                    "hand 0 MV-016 MV-031\n"
                    "hand 1 MV-013 MV-023 MV-006\n"
                    "momentum 0 MV-004 MV-017\n",
        .actions = "attack face-up: Last Needle\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "choose: Wire Ward\n"
                   "step back: Surge Swing\n"
                   "attack face-up: Drag Down\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "block: Static Drape\n"
                   "no more blocks\n",
        .expect = "destroyed 0 MV-004\n"
                  "momentum 0 MV-017\n"
                  "destroyed 1 MV-013 MV-023\n"
                  "attached 1 MV-016\n"
                  "hp 0 21\n"
                  "hp 1 27\n"
                  "players first=1 initiative=1\n"
                  "step turn-begin\n",
    };
    scenario_run(&s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(successful_attack_keeps_the_turn),
        cmocka_unit_test(successful_block_takes_the_turn),
        cmocka_unit_test(zero_damage_unblocked_attack_passes_the_turn),
        cmocka_unit_test(plating_token_is_a_react_choice),
        cmocka_unit_test(quick_attack_unsuccessful_keeps_the_turn),
        cmocka_unit_test(quick_attack_disarmed_keeps_the_turn),
        cmocka_unit_test(wire_ward_takes_the_turn_from_a_quick_attack),
        cmocka_unit_test(wire_ward_not_first_gives_no_turn),
        cmocka_unit_test(quick_attack_stopped_by_shielding_keeps_the_turn),
        cmocka_unit_test(slow_attack_successful_makes_spent),
        cmocka_unit_test(slow_attack_disarmed_makes_spent),
        cmocka_unit_test(spent_opponent_lets_you_take_every_turn),
        cmocka_unit_test(attack_against_a_spent_player_is_unblocked),
        cmocka_unit_test(end_of_round_bleed_and_equal_initiative),
        cmocka_unit_test(more_momentum_takes_the_initiative),
        cmocka_unit_test(stun_makes_the_next_attack_unblockable),
        cmocka_unit_test(stun_wasted_by_a_step_back),
        cmocka_unit_test(stun_wasted_by_the_end_of_the_round),
        cmocka_unit_test(stunned_defender_returns_no_plating),
        cmocka_unit_test(hp_below_one_loses_at_once),
        cmocka_unit_test(lacerating_block_and_hit_draw),
        cmocka_unit_test(lacerating_block_alone_loses_the_attacker),
        cmocka_unit_test(bleed_on_both_exiles_draw),
        cmocka_unit_test(direct_damage_loses_at_once),
        cmocka_unit_test(healing_has_no_maximum),
        cmocka_unit_test(overcommit_success_recovers_and_recover_asks),
        cmocka_unit_test(already_engaged_fires_nothing),
        cmocka_unit_test(arc_hook_engages_against_an_upright_opponent),
        cmocka_unit_test(arc_hook_does_not_engage_against_an_engaged_opponent),
        cmocka_unit_test(pinning_engages_and_fires_p16),
        cmocka_unit_test(disengaging_attack_turns_upright),
        cmocka_unit_test(flow_recovers_with_a_choice),
        cmocka_unit_test(marking_dart_aims_even_when_blocked),
        cmocka_unit_test(marking_dart_does_not_aim_at_an_engaged_opponent),
        cmocka_unit_test(aim_tokens_add_damage_and_step_back_returns_one),
        cmocka_unit_test(plating_returns_when_protective_gear_disarmed),
        cmocka_unit_test(ember_satchel_destroys_a_momentum_card),
        cmocka_unit_test(ember_satchel_once_per_round),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
