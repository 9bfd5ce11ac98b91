/*
 * Finishers and the Unlock as scenarios: the Prepare (§5 Action D, §7.4
 * Prepare check), the Finisher's turn (Action E), the four Finisher Attacks
 * and the four Finisher Tactics of Box 1 (§7.11 Finisher Reach), the ways a
 * prepared Finisher is lost, the Unlock of Upgrades and of the Exile
 * (§3.3, §7.4 Unlock timing), and the Passives of the Upgrade sides and the
 * Unleashed sides (checklist A.6, A.20).
 *
 * The front Passives of the default match are always on: Brannoch recovers
 * 1 Stamina when his Exile turns sideways (P16), so most of his positions
 * start with his Exile already sideways, as the Prepare left it; Bastion
 * Plate forces seat 0's first attack of a round face-up (P01), and a
 * Finisher is always face-up anyway.
 *
 * A position may start in the turn that must play a Finisher: "prepared S
 * CARD COST DUE" lays CARD on its Gear, prepared for COST, and DUE 1 says
 * that seat's next turn must play it.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "scenario.h"

#define SEATS                                                      \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"

/* A position at the start of the Phase 1 of a round. */
#define PHASE1(round) SEATS "round " #round "\nstep initiative\n"

/* Full hands, so that the Refill takes nothing. */
#define HAND0 "hand 0 MV-001 MV-003 MV-004 MV-021 MV-022 MV-023\n"
#define HAND1 "hand 1 MV-006 MV-007 MV-008 MV-009 MV-017 MV-018\n"

/* Fails unless the line that starts with @p key ("recall 0") names @p code
 * among its values, settling the React steps left open first. */
static void expect_in_line(exile_match *m, const char *key, const char *code, const char *rule)
{
    scenario_settle(m);
    if (scenario_count_in(m, key, code) < 1)
        fail_msg("%s\nexpected %s on the line '%s' in:\n%s", rule, code, key, scenario_notation(m));
}

/* ---------------------------------------------------------------------- */
/* Action D: the Prepare                                                   */
/* ---------------------------------------------------------------------- */

/* §5 Action D: "Your turn may prepare a Finisher from your hand, if its
 * Gear is armed and shows its Upgrade side, and you have no Finisher
 * prepared. Pay the Finisher's effective cost from your floating Stamina
 * ... If you cannot pay it, you cannot prepare." §7.4 Prepare check: "a
 * player who cannot pay both cannot prepare. Memories tapped earlier in the
 * round never pay." §3.1: a Finisher "can be channeled" (Channel 3). Seat 0
 * holds Severance (MV-005, Whisper Coil, cost 4), Needle Storm (MV-015,
 * Needle Sling, cost 4) and Blind Coil. */
static void prepare_conditions(void **state)
{
    (void)state;
    scenario upgraded = {
        .rule = "§5 Action D: a Finisher of an armed upgraded Gear is prepared with its cost floating; a front-side "
                "Gear's is not",
        .position = SEATS "players\n"
                          "gear 0 Au Af Af Af\n"
                          "memories 0 Uu Lu Uu\n"
                          "hand 0 MV-005 MV-015 MV-002\n",
        .actions = "tap: The Lantern Vigil\n"
                   "tap: Salt on the Threshold\n",
        .expect = "stamina 0 4\n",
        .legal = "prepare: Severance\n",
        .illegal = "prepare: Needle Storm\n",
    };
    scenario_run(&upgraded);
    scenario nothing_floating = {
        .rule = "§3.1: \"You cannot take an action ... whose cost your floating Stamina does not cover\": taps come "
                "before the Prepare",
        .position = upgraded.position,
        .legal = "end\n",
        .illegal = "prepare: Severance\nprepare: Needle Storm\n",
    };
    scenario_run(&nothing_floating);
    scenario disarmed = {
        .rule = "§7.5: a disarmed Gear's Finisher cannot be prepared, whatever side it shows",
        .position = SEATS "players\n"
                          "gear 0 Du Au Af Af\n"
                          "memories 0 Uu Lu Uu\n"
                          "hand 0 MV-005 MV-015 MV-002\n",
        .actions = "tap: The Lantern Vigil\n"
                   "tap: Salt on the Threshold\n",
        .legal = "prepare: Needle Storm\n",
        .illegal = "prepare: Severance\n",
    };
    scenario_run(&disarmed);
    /* The Lantern Vigil and Salt on the Threshold were tapped earlier in
     * the round: they never pay. 1 floating is not 4; a channeled Finisher
     * (Channel 3) makes it 4. */
    scenario short_of_cost = {
        .rule = "§7.4 Prepare check: Memories tapped earlier never pay; a channeled Finisher gives 3",
        .position = SEATS "players\n"
                          "gear 0 Au Af Af Af\n"
                          "memories 0 Ut Uu Ut\n"
                          "hand 0 MV-005 MV-015 MV-002\n",
        .actions = "tap: The Unwritten Name\n",
        .expect = "stamina 0 1\n",
        .legal = "channel: Needle Storm\n",
        .illegal = "prepare: Severance\n",
    };
    scenario_run(&short_of_cost);
    scenario channeled = {
        .rule = short_of_cost.rule,
        .position = short_of_cost.position,
        .actions = "tap: The Unwritten Name\n"
                   "channel: Needle Storm\n",
        .expect = "stamina 0 4\n"
                  "recall 0 MV-015\n",
        .legal = "prepare: Severance\n",
    };
    scenario_run(&channeled);
}

/* §5 Action D: "Pay the Finisher's effective cost from your floating
 * Stamina, and turn your Exile sideways: you are Engaged ... Lay the
 * Finisher face-up on its Gear. It is prepared. The turn passes to your
 * opponent; you are not spent. A Prepare is an action, not a card being
 * played: it gets no React step." §7.1: "a Prepare takes exactly the
 * Finisher's effective cost"; what floats beyond is lost. Brannoch prepares
 * Juggernaut (MV-030, cost 4) on his upgraded Bastion Plate: his Exile turns
 * and P16 ("When you become Engaged, recover 1 Stamina") untaps the Memory
 * he chooses.
 * covers: EXL-02/P16
 */
static void prepare_pays_engages_and_passes(void **state)
{
    (void)state;
    const char *rule = "§5 Action D: the Prepare pays, turns the Exile (P16), lays the Finisher, passes the turn; no "
                       "React step, not spent";
    const char *position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                 "gear 1 Af Af Au Af\n"
                                 "memories 1 Uu Lu Lu\n"
                                 "hand 1 MV-030 MV-006\n"
                                 "hand 0 MV-002\n";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(position);
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "tap: Ash of Hollowmere");
    scenario_act(m, "prepare: Juggernaut");
    /* P16: Brannoch chooses which Memory untaps. */
    scenario_expect_prefix_now(m, "decision recover seat=1", rule);
    scenario_expect_now(m, "exile 1 engaged", rule);
    scenario_expect_now(m, "stamina 1 0", rule);
    scenario_act(m, "untap: The Furnace Oath");
    /* No React step: the next decision is seat 0's turn. */
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_expect_now(m, "prepared 1 MV-030 cost=4 due=1", rule);
    scenario_expect_now(m, "memories 1 Uu Lt Lt", rule);
    scenario_expect_now(m, "exile 1 engaged", rule);
    scenario_expect_now(m, "hand 1 MV-006", rule);
    scenario_expect_now(m, "recall 1", rule);
    scenario_expect_now(m, "players first=1 initiative=1", rule);
    exile_match_destroy(m);

    /* Seat 0 floats 5 for Severance (cost 4): 4 are taken, the fifth is
     * lost; Lark's Exile turns sideways; seat 1 takes the turn. */
    scenario overpaid = {
        .rule = "§7.1: a Prepare takes exactly the Finisher's cost; the Stamina left floating is lost",
        .position = SEATS "players\n"
                          "gear 0 Au Af Af Af\n"
                          "memories 0 Uu Lu Uu\n"
                          "hand 0 MV-005 MV-002\n"
                          "hand 1 MV-006\n",
        .actions = "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "prepare: Severance\n",
        .expect = "prepared 0 MV-005 cost=4 due=1\n"
                  "stamina 0 0\n"
                  "memories 0 Ut Lt Ut\n"
                  "exile 0 engaged\n"
                  "hand 0 MV-002\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&overpaid);
}

/* §5 Stun: "Any other action in it (a Tactics card, a Step Back, an End or a
 * Prepare) wastes the stun". */
static void prepare_wastes_stun(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Stun: a Prepare in the stun turn wastes the stun",
        .position = SEATS "players\n"
                          "stun turn=1\n"
                          "exile 0 engaged\n"
                          "gear 0 Au Af Af Af\n"
                          "memories 0 Uu Lu Uu\n"
                          "hand 0 MV-005 MV-002\n"
                          "hand 1 MV-006\n",
        .actions = "tap: The Lantern Vigil\n"
                   "tap: Salt on the Threshold\n"
                   "prepare: Severance\n",
        .expect = "stun\n"
                  "prepared 0 MV-005 cost=4 due=1\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §7.7 Cost before effect: "A Prepare is paid and the Exile turns before the
 * Finisher is laid on its Gear. A Passive that fires as the Exile turns
 * resolves at once, so before the Finisher is laid." (A265: "any Engaged
 * Passives fire now, before the Finisher is laid".) While Brannoch chooses
 * the Memory his P16 untaps, Juggernaut is not prepared yet.
 * covers: EXL-02/P16
 */
static void prepare_passive_before_finisher_laid(void **state)
{
    (void)state;
    const char *rule = "§7.7 Cost before effect: P16 of the Prepare resolves before the Finisher is laid";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "gear 1 Af Af Au Af\n"
                                         "memories 1 Uu Lu Lu\n"
                                         "hand 1 MV-030 MV-006\n"
                                         "hand 0 MV-002\n");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "tap: Ash of Hollowmere");
    scenario_act(m, "prepare: Juggernaut");
    scenario_expect_prefix_now(m, "decision recover seat=1", rule);
    scenario_expect_now(m, "prepared 1 -", rule);
    exile_match_destroy(m);
}

/* ---------------------------------------------------------------------- */
/* Action E: the Finisher's turn                                           */
/* ---------------------------------------------------------------------- */

/* §5 Action E: "Your next turn after the Prepare must play your prepared
 * Finisher as its action. It costs no further Stamina". §3.1: before an
 * action a player may tap and channel; "A player who taps or channels and
 * then takes an action that costs nothing (an End, the Finisher, a card
 * that costs 0) loses all of it" (§7.4 Channel). §5 Action D: "You have one
 * Finisher prepared at most." "A prepared Finisher ... cannot be
 * channeled". Seat 0 prepared Severance, seat 1 Ended: the turn offers the
 * Finisher and nothing else but taps and channels; a second Prepare is not
 * offered. */
static void finisher_turn_must_play_it(void **state)
{
    (void)state;
    const char *position = SEATS "players\n"
                                 "exile 0 engaged\n"
                                 "exile 1 upright spent\n"
                                 "gear 0 Au Au Af Af\n"
                                 "memories 0 Uu Lu Uu\n"
                                 "prepared 0 MV-005 cost=4 due=1\n"
                                 "hand 0 MV-015 MV-002 MV-001\n";
    scenario only = {
        .rule = "§5 Action E: the turn after the Prepare must play the Finisher; taps and channels may come first",
        .position = position,
        .actions = "tap: The Lantern Vigil\n"
                   "tap: Salt on the Threshold\n",
        .expect = "stamina 0 4\n",
        .legal = "play the Finisher: Severance\n"
                 "tap: The Unwritten Name\n"
                 "channel: Blind Coil\n",
        .illegal = "end\n"
                   "step back: Blind Coil\n"
                   "attack face-up: Blind Coil\n"
                   "attack face-up: False Thread\n"
                   "prepare: Needle Storm\n"
                   "channel: Severance\n",
    };
    scenario_run(&only);
    scenario free = {
        .rule = "§5 Action E, §7.4 Channel: the Finisher costs no further Stamina; what floats is lost",
        .position = position,
        .actions = "tap: The Lantern Vigil\n"
                   "tap: Salt on the Threshold\n"
                   "play the Finisher: Severance\n",
        .expect = "stamina 0 0\n"
                  "memories 0 Ut Lu Ut\n"
                  "prepared 0 -\n"
                  "recall 0 MV-005\n"
                  "hp 1 21\n",
    };
    scenario_run(&free);
}

/* §5 Action D, One at a time: "Once it has been played or lost, you may
 * prepare again in a later turn of the round." Severance is Quick: in the
 * turn it gives, Lark prepares Needle Storm. */
static void prepare_again_after_played(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action D: once the Finisher is played, another may be prepared in a later turn of the round",
        .position = SEATS "players\n"
                          "exile 0 engaged\n"
                          "exile 1 upright spent\n"
                          "gear 0 Au Au Af Af\n"
                          "memories 0 Uu Lu Uu\n"
                          "prepared 0 MV-005 cost=4 due=1\n"
                          "hand 0 MV-015 MV-002\n",
        .actions = "play the Finisher: Severance\n"
                   "tap: The Lantern Vigil\n"
                   "tap: Salt on the Threshold\n",
        .expect = "prepared 0 -\n"
                  "recall 0 MV-005\n"
                  "stamina 0 4\n"
                  "decision turn seat=0\n",
        .legal = "prepare: Needle Storm\n",
    };
    scenario_run(&s);
}

/* ---------------------------------------------------------------------- */
/* The Finisher Attacks                                                     */
/* ---------------------------------------------------------------------- */

/* §5 Action E, A Finisher Attack: "play it into the Combat Zone as an
 * attack, face-up. Nothing more can be declared for it ... It is
 * unblockable ... It has no Reveal and no Audit ... At the Combat Zone
 * Clear it goes to your Recall Pile ... It never enters your Momentum
 * Zone ... Quick gives you the next turn". §7.7 Declared cost: "For a
 * Finisher it is the cost paid at its Prepare." MV-005 Severance (Damage 6,
 * Quick): Whisper Coil's Upgrade side "The Moves of this Gear deal +1
 * Damage." (P02): 7. Successful and Quick, Whisper Coil attaches a Bleed
 * Token (P22). E21: "your opponent turns one of their unlocked Memories of
 * their choice back to its front" (§7.11: "It gives 1 Stamina again"); G21:
 * it keeps its tapped state. Seat 1 holds two Block cards and untapped
 * Memories: there is no Block step, the React step comes first, the
 * defender first. §7.7: a "first attack you make each round" counts a
 * Finisher Attack: after it, Bastion Plate's "The first attack your
 * opponent makes each round must be played face-up." (P01) no longer binds
 * Lark. §7.11: "An Exile already unleashed stays unleashed."
 * covers: GR-01/P02 GR-01/P22 GR-06/P01 MV-005/E21
 */
static void severance_hits(void **state)
{
    (void)state;
    const char *rule = "§5 Action E: Severance is face-up, unblockable, declared at its Prepare's cost, +1 (P02); "
                       "E21 turns back a Memory of the opponent's choice, tapped as it was (G21)";
    const char *position = SEATS "players\n"
                                 "exile 0 engaged\n"
                                 "gear 0 Au Af Af Af\n"
                                 "prepared 0 MV-005 cost=4 due=1\n"
                                 "memories 1 Ut Uu Lu\n"
                                 "hand 0 MV-002\n"
                                 "hand 1 MV-026 MV-027\n";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(position);
    scenario_act(m, "play the Finisher: Severance");
    /* No Block step: the React step, the defender first. */
    scenario_expect_prefix_now(m, "decision react seat=1", rule);
    scenario_expect_prefix_now(m, "attack MV-005 attacker=0 flags=unblockable declared=4 cost=4 speed=quick", rule);
    scenario_expect_now(m, "prepared 0 -", rule);
    scenario_act(m, "pass");
    scenario_act(m, "pass");
    scenario_expect_prefix_now(m, "decision turn-back seat=1", rule);
    scenario_expect_legal(m, "turn back: The Furnace Oath", true, rule);
    scenario_expect_legal(m, "turn back: The Broken Seal", true, rule);
    scenario_expect_legal(m, "turn back: Ash of Hollowmere", false, rule);
    scenario_act(m, "turn back: The Furnace Oath");
    scenario_expect_line(m, "hp 1 21", rule);
    scenario_expect_line(m, "memories 1 Lt Uu Lu", rule);
    scenario_expect_line(m, "attached 1 TK-01:0", rule);
    scenario_expect_line(m, "hand 1 MV-026 MV-027", rule);
    scenario_expect_line(m, "recall 0 MV-005", rule);
    scenario_expect_line(m, "momentum 0", rule);
    scenario_expect_line(m, "exile 0 engaged", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    scenario_expect_legal(m, "attack face-down: Blind Coil", true, rule);
    exile_match_destroy(m);

    scenario unleashed = {
        .rule = "§7.11: a Memory turned back by Severance leaves an unleashed Exile unleashed",
        .position = SEATS "players\n"
                          "exile 0 engaged\n"
                          "gear 0 Au Af Af Af\n"
                          "prepared 0 MV-005 cost=4 due=1\n"
                          "exile 1 engaged unleashed\n"
                          "memories 1 Uu Uu Uu\n"
                          "hand 0 MV-002\n",
        .actions = "play the Finisher: Severance\n"
                   "turn back: The Broken Seal\n",
        .expect = "hp 1 21\n"
                  "memories 1 Uu Lu Uu\n"
                  "exile 1 engaged unleashed\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&unleashed);
}

/* §5 Action E: "It always reaches the Math ... An Effect may still lower
 * its Damage". "At the Combat Zone Clear it goes to your Recall Pile,
 * successful or not." "Quick gives you the next turn, successful or not."
 * Seat 1 returns four Plating Tokens (-4, §4.5) and plays Oath of Ruin
 * ("Target attack has -2 Damage. If its declared cost is 3 or more, it has
 * -3 Damage instead."; declared 4): Severance's 7 Damage falls to 0. It is
 * unsuccessful: no Bleed, no Memory turns back, and Lark keeps the turn.
 * covers: MV-005/E21 MV-005/kw:Quick MV-038/E29 MV-038/kw:Reaction TK-03/TOKEN_PLATING
 */
static void severance_unsuccessful_keeps_turn(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action E: an unsuccessful Quick Finisher Attack goes to the Recall Pile and keeps the turn",
        .position = SEATS "players\n"
                          "exile 0 engaged\n"
                          "exile 1 engaged\n"
                          "gear 0 Au Af Af Af\n"
                          "prepared 0 MV-005 cost=4 due=1\n"
                          "memories 1 Uu Lu Lu\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-038\n"
                          "attached 1 TK-03 TK-03 TK-03 TK-03\n",
        .actions = "play the Finisher: Severance\n"
                   "return a Plating Token\n"
                   "return a Plating Token\n"
                   "return a Plating Token\n"
                   "return a Plating Token\n"
                   "tap: The Broken Seal\n"
                   "react: Oath of Ruin\n"
                   "target: Severance\n",
        .expect = "hp 1 28\n"
                  "memories 1 Uu Lt Lu\n"
                  "attached 1\n"
                  "recall 1 MV-038\n"
                  "recall 0 MV-005\n"
                  "momentum 0\n"
                  "prepared 0 -\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §5 Action E: "It always reaches the Math: while it is in the Combat Zone,
 * no Effect or Passive of either player returns it to a hand, destroys it,
 * moves it, gives it Single-Use or disarms its Gear, and none can target it
 * to do so." §7.5: "A Finisher Attack in the Combat Zone is never such a
 * target". Brannoch holds Writ of Seizure ("Disarm the Gear of target Move
 * your opponent played in the Combat Zone.") and 4 floating Stamina: with
 * Severance the only Move in the Combat Zone, it has no target and cannot
 * be played (§4.1).
 * covers: MV-005/E21 MV-039/E22
 */
static void finisher_attack_not_a_target(void **state)
{
    (void)state;
    const char *rule = "§5 Action E: a Finisher Attack is no target of a disarm; Writ of Seizure cannot be played";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "exile 0 engaged\n"
                                         "exile 1 engaged\n"
                                         "gear 0 Au Af Af Af\n"
                                         "prepared 0 MV-005 cost=4 due=1\n"
                                         "memories 1 Uu Uu Lu\n"
                                         "hand 0 MV-002\n"
                                         "hand 1 MV-039\n");
    scenario_act(m, "play the Finisher: Severance");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "tap: The Broken Seal");
    scenario_expect_now(m, "stamina 1 4", rule);
    scenario_expect_prefix_now(m, "decision react seat=1", rule);
    scenario_expect_legal(m, "react: Writ of Seizure", false, rule);
    scenario_act(m, "pass");
    scenario_act(m, "turn back: The Furnace Oath");
    scenario_expect_line(m, "gear 0 Au Af Af Af", rule);
    scenario_expect_line(m, "hp 1 21", rule);
    scenario_expect_line(m, "memories 1 Lt Ut Lu", rule);
    scenario_expect_line(m, "recall 0 MV-005", rule);
    exile_match_destroy(m);
}

/* MV-010 The Sea Wall Falls (cost 5, Damage 6, Slow, Defiant Attack): "This
 * attack deals +1 Damage for each disarmed Gear of your opponent's."
 * Defiant: "+1 Damage for each of your opponent's unlocked Memories, tapped
 * or not". Lark has two unlocked Memories (one tapped) and Needle Sling
 * disarmed: 6 + 2 + 1 = 9. Tidebreaker's Upgrade side (P23): "Whenever one
 * of your Slow attacks that costs 3 or more Stamina is successful, attach 1
 * Bleed Token to your opponent's Exile." §5 Action E: "Slow makes you spent
 * once it has fully resolved, its Combat Zone Clear included".
 * covers: GR-02/P23 MV-010/E50 MV-010/kw:Defiant MV-010/kw:Slow
 */
static void sea_wall_falls(void **state)
{
    (void)state;
    scenario s = {
        .rule = "MV-010: Defiant and +1 per disarmed Gear; P23 Bleed; Slow makes Brannoch spent",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 1 Au Af Af Af\n"
                          "prepared 1 MV-010 cost=5 due=1\n"
                          "memories 0 Uu Ut Lu\n"
                          "gear 0 Af Df Af Af\n"
                          "hand 0 MV-021 MV-002\n"
                          "hand 1 MV-006\n",
        .actions = "play the Finisher: The Sea Wall Falls\n",
        .expect = "hp 0 16\n"
                  "attached 0 TK-01:0\n"
                  "hand 0 MV-021 MV-002\n"
                  "recall 1 MV-010\n"
                  "momentum 1\n"
                  "exile 1 engaged spent\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* MV-015 Needle Storm (cost 4, Damage 5, no speed, Ranged Attack): "This
 * attack deals +1 Damage for each Move with Thrown in your Recall Pile, up
 * to +3." Glass Needle and Marking Dart lie there; Last Needle, channeled
 * before the Finisher is played, makes three: 5 + 3 = 8. Needle Sling's
 * Upgrade side (P14): "Whenever one of your Ranged attacks is successful,
 * destroy target Move in your opponent's Momentum Zone." Successful with no
 * speed, it gives Lark the next turn.
 * covers: GR-03/P14 MV-011/kw:Thrown MV-012/kw:Thrown MV-013/kw:Thrown MV-015/E05 MV-015/kw:Ranged
 */
static void needle_storm_counts_thrown(void **state)
{
    (void)state;
    scenario s = {
        .rule = "MV-015: +1 per Thrown Move in the Recall Pile, a channeled one included; P14; a hit keeps the turn",
        .position = SEATS "players\n"
                          "exile 0 engaged\n"
                          "exile 1 engaged\n"
                          "gear 0 Af Au Af Af\n"
                          "prepared 0 MV-015 cost=4 due=1\n"
                          "recall 0 MV-011 MV-012\n"
                          "hand 0 MV-013 MV-002\n"
                          "momentum 1 MV-006\n",
        .actions = "channel: Last Needle\n"
                   "play the Finisher: Needle Storm\n"
                   "choose: Surge Swing\n",
        .expect = "hp 1 20\n"
                  "recall 0 MV-011 MV-012 MV-013 MV-015\n"
                  "momentum 0\n"
                  "momentum 1\n"
                  "destroyed 1 MV-006\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
    /* With no speed, an unsuccessful Finisher Attack passes the turn: five
     * Plating Tokens take Needle Storm's 5 Damage to 0. */
    scenario miss = {
        .rule = "§5 Action E: a Finisher Attack with no speed passes the turn when unsuccessful",
        .position = SEATS "players\n"
                          "exile 0 engaged\n"
                          "exile 1 engaged\n"
                          "gear 0 Af Au Af Af\n"
                          "prepared 0 MV-015 cost=4 due=1\n"
                          "hand 0 MV-002\n"
                          "attached 1 TK-03 TK-03 TK-03 TK-03 TK-03\n",
        .actions = "play the Finisher: Needle Storm\n"
                   "return a Plating Token\n"
                   "return a Plating Token\n"
                   "return a Plating Token\n"
                   "return a Plating Token\n"
                   "return a Plating Token\n",
        .expect = "hp 1 28\n"
                  "attached 1\n"
                  "recall 0 MV-015\n"
                  "gear 0 Af Au Af Af\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&miss);
}

/* MV-030 Juggernaut (cost 4, Damage 5, no speed, Pinning Attack): "This
 * attack deals +1 Damage for each other successful attack you made this
 * round, up to +3." Four successes this round give +3 (8), one gives +1
 * (6). Pinning: "If this attack was successful, engage your opponent."
 * §5 Action E: "Turn your Exile sideways if it is upright"; §7.7: "When you
 * become Engaged" fires "by a Finisher played while upright", so Brannoch's
 * P16 recovers 1 Stamina.
 * covers: EXL-02/P16 MV-030/E04 MV-030/kw:Pinning
 */
static void juggernaut_streak_and_pinning(void **state)
{
    (void)state;
    scenario capped = {
        .rule = "MV-030: +1 per other successful attack this round, up to +3; Pinning engages; an upright Exile "
                "turns (P16)",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 upright\n"
                          "memories 1 Ut Lu Lu\n"
                          "gear 1 Af Af Au Af\n"
                          "prepared 1 MV-030 cost=4 due=1\n"
                          "round-flags 1 flags=attacked successes=4\n"
                          "hand 1 MV-006\n",
        .actions = "play the Finisher: Juggernaut\n",
        .expect = "hp 0 17\n"
                  "exile 0 engaged\n"
                  "exile 1 engaged\n"
                  "memories 1 Uu Lu Lu\n"
                  "recall 1 MV-030\n"
                  "momentum 1\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&capped);
    scenario one = {
        .rule = "MV-030: one other successful attack this round gives +1",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 1 Af Af Au Af\n"
                          "prepared 1 MV-030 cost=4 due=1\n"
                          "round-flags 1 flags=attacked successes=1\n"
                          "hand 1 MV-006\n",
        .actions = "play the Finisher: Juggernaut\n",
        .expect = "hp 0 19\n"
                  "exile 0 engaged\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&one);
    /* §7.1: "A Finisher declares nothing beyond the cost paid at its
     * Prepare, so it has no Overcommit bonus." §7.8: "your next attack"
     * Effects apply to "the next one you play this round, a Finisher
     * included"; G25: Stoke the Furnace's "Your next attack this round has
     * Overcommit 2" is used up by it and adds 0. */
    scenario overcommit = {
        .rule = "§7.1, G25: a Finisher Attack has no Overcommit bonus; a pending Overcommit is used up",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 1 Af Af Au Af\n"
                          "prepared 1 MV-030 cost=4 due=1\n"
                          "next-attack 1 overcommit=2\n"
                          "hand 1 MV-006\n",
        .actions = "play the Finisher: Juggernaut\n",
        .expect = "hp 0 20\n"
                  "next-attack 1\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&overcommit);
}

/* §5 Stun: "A Finisher Attack played in that turn (Action E) is an attack:
 * the stunned defender plays no Reaction against it." §4.5 Plating and G13:
 * a stunned defender cannot return a Plating Token either. The position is
 * the turn of the stun ("stun turn=1": seat 1 is stunned in this turn). Seat 1
 * holds Oath of Ruin, untapped Memories and a Plating Token; only seat 0
 * (the attacker) is asked in the React step. */
static void stunned_defender_no_reaction(void **state)
{
    (void)state;
    const char *rule = "§5 Stun: the stunned defender plays no Reaction against a Finisher Attack";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "stun turn=1\n"
                                         "exile 0 engaged\n"
                                         "exile 1 engaged\n"
                                         "gear 0 Au Af Af Af\n"
                                         "prepared 0 MV-005 cost=4 due=1\n"
                                         "hand 0 MV-002\n"
                                         "hand 1 MV-038\n"
                                         "attached 1 TK-03\n");
    scenario_act(m, "play the Finisher: Severance");
    scenario_expect_prefix_now(m, "decision react seat=0", rule);
    scenario_act(m, "pass");
    /* The defender is never asked: the attack resolves at once. */
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_expect_now(m, "hp 1 21", rule);
    scenario_expect_now(m, "hand 1 MV-038", rule);
    scenario_expect_now(m, "attached 1 TK-03:0 TK-01:0", rule);
    scenario_expect_now(m, "recall 0 MV-005", rule);
    exile_match_destroy(m);
}

/* MV-037 Iron Brand, attached to Lark's Exile: "WHILE ATTACHED: Whenever
 * the player this card is attached to takes an action, they lose 1 HP."
 * (§6.4: "An action of §5 Phase 2: an attack, a Tactics card, a Step Back,
 * an End, a Prepare, the Finisher.") §7.7: "The Finisher (Action E) is a
 * card being played"; §5 Phase 2: "Action D (Prepare) or Action E (the
 * Finisher)" are turns' actions. Lark prepares (24), seat 1 Ends, Lark
 * plays Severance (23). */
static void prepare_and_finisher_are_actions(void **state)
{
    (void)state;
    const char *rule = "§5 Phase 2: the Prepare and the Finisher are actions (Iron Brand costs 1 HP for each)";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "gear 0 Au Af Af Af\n"
                                         "memories 0 Uu Lu Uu\n"
                                         "attached 0 MV-037\n"
                                         "hand 0 MV-005 MV-002\n"
                                         "hand 1 MV-006\n");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "tap: Salt on the Threshold");
    scenario_act(m, "prepare: Severance");
    scenario_expect_line(m, "hp 0 24", rule);
    scenario_act(m, "end");
    scenario_expect_line(m, "decision turn seat=0", rule);
    scenario_act(m, "play the Finisher: Severance");
    scenario_expect_line(m, "hp 0 23", rule);
    scenario_expect_line(m, "hp 1 21", rule);
    exile_match_destroy(m);
}

/* ---------------------------------------------------------------------- */
/* The Finisher Tactics                                                    */
/* ---------------------------------------------------------------------- */

/* MV-020 Reel and Rend (cost 3, Quick): "Disarm 1 target armed Gear of your
 * opponent's." §7.11: "Disarm a Gear directly ... They are its targets: a
 * Finisher Tactics names them as it is played ... A Finisher prepared on
 * such a Gear is lost". §5 Action E: "play it face-up onto the stack, as a
 * Tactics card played as your action (Action B). It turns no Exile. Then
 * comes the React step, your opponent first". Brannoch's Exile is upright
 * and he has a tapped Memory: no turn, so no P16. Lark prepared Needle Storm
 * on Needle Sling after Brannoch's Prepare: it is lost. Quick: Brannoch
 * keeps the turn.
 * covers: MV-020/FINISHER_REACH MV-020/kw:Quick
 */
static void reel_and_rend_disarms(void **state)
{
    (void)state;
    const char *rule = "MV-020: the targets are armed Gear of the opponent, named as it is played; React step "
                       "opponent first; no Exile turns";
    const char *position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                 "exile 1 upright\n"
                                 "memories 1 Ut Lu Lu\n"
                                 "gear 1 Af Au Af Af\n"
                                 "prepared 1 MV-020 cost=3 due=1\n"
                                 "exile 0 engaged\n"
                                 "gear 0 Df Au Af Af\n"
                                 "prepared 0 MV-015 cost=4 due=1\n"
                                 "hand 0 MV-004\n"
                                 "hand 1 MV-006\n";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(position);
    scenario_act(m, "play the Finisher: Reel and Rend");
    scenario_expect_legal(m, "target: Needle Sling", true, rule);
    scenario_expect_legal(m, "target: Faraday Veil", true, rule);
    scenario_expect_legal(m, "target: Ghost Ledger", true, rule);
    scenario_expect_legal(m, "target: Whisper Coil", false, rule); /* disarmed already */
    scenario_expect_legal(m, "target: Tidebreaker", false, rule);  /* Brannoch's own */
    scenario_act(m, "target: Needle Sling");
    scenario_expect_prefix_now(m, "decision react seat=0", rule);
    scenario_expect_now(m, "exile 1 upright", rule);
    scenario_act(m, "pass");
    scenario_act(m, "pass");
    scenario_expect_line(m, "gear 0 Df Du Af Af", rule);
    scenario_expect_line(m, "prepared 0 -", rule);
    scenario_expect_line(m, "recall 0 MV-015", rule);
    scenario_expect_line(m, "recall 1 MV-020", rule);
    scenario_expect_line(m, "prepared 1 -", rule);
    scenario_expect_line(m, "exile 1 upright", rule);
    scenario_expect_line(m, "memories 1 Ut Lu Lu", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* MV-025 Faraday Collapse (cost 3, Quick): "Turn 1 target armed Gear of
 * your opponent's from its Upgrade side back to its front." §7.11: "The
 * Passives of its Upgrade stop, and a Finisher prepared on it is lost."
 * G41: only an armed Gear that shows its Upgrade side is a target. Brannoch
 * prepared Juggernaut on his upgraded Bastion Plate. Afterwards Lark (Quick)
 * hits with Blind Coil for 3: the Upgrade's "Whenever a successful attack
 * against you costs you 3 or more HP, attach 2 Plating Tokens to your
 * Exile." (P24) no longer works.
 * covers: MV-025/FINISHER_REACH MV-025/kw:Quick
 */
static void faraday_collapse_turns_upgrade_back(void **state)
{
    (void)state;
    const char *rule = "MV-025: an armed upgraded Gear turns back; its Upgrade Passives stop and its prepared "
                       "Finisher is lost";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "exile 0 engaged\n"
                                         "gear 0 Af Af Au Af\n"
                                         "prepared 0 MV-025 cost=3 due=1\n"
                                         "exile 1 engaged\n"
                                         "gear 1 Au Af Au Af\n"
                                         "prepared 1 MV-030 cost=4 due=1\n"
                                         "hand 0 MV-002\n"
                                         "hand 1 MV-006\n");
    scenario_act(m, "play the Finisher: Faraday Collapse");
    scenario_expect_legal(m, "target: Bastion Plate", true, rule);
    scenario_expect_legal(m, "target: Tidebreaker", true, rule);
    scenario_expect_legal(m, "target: Arc Hook", false, rule);    /* its front */
    scenario_expect_legal(m, "target: Faraday Veil", false, rule); /* Lark's own */
    scenario_act(m, "target: Bastion Plate");
    scenario_expect_line(m, "gear 1 Au Af Af Af", rule);
    scenario_expect_line(m, "prepared 1 -", rule);
    scenario_expect_line(m, "recall 1 MV-030", rule);
    scenario_expect_line(m, "recall 0 MV-025", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    scenario_act(m, "attack face-up: Blind Coil");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "tap: The Unwritten Name");
    scenario_act(m, "declare 2");
    scenario_act(m, "no more blocks");
    scenario_expect_line(m, "hp 1 25", rule);
    scenario_expect_line(m, "attached 1", rule);
    exile_match_destroy(m);
}

/* MV-035 Erasure (cost 3, Slow): "Destroy up to 3 target Moves in your
 * opponent's Recall Pile." "Your opponent discards 1 card of their choice
 * from their hand." §7.11 Reach a Recall Pile; §4.1: "with 'up to [X]
 * target', you choose from 1 to [X]". A Tactics card turns no Exile and
 * Slow makes Lark spent once it has resolved.
 * covers: MV-035/E40 MV-035/FINISHER_REACH MV-035/kw:Slow
 */
static void erasure_reaches_recall_pile(void **state)
{
    (void)state;
    const char *rule = "MV-035: up to 3 targets in the opponent's Recall Pile, then a discard of their choice; Slow";
    const char *position = SEATS "players\n"
                                 "exile 0 upright\n"
                                 "gear 0 Af Af Af Au\n"
                                 "prepared 0 MV-035 cost=3 due=1\n"
                                 "recall 0 MV-011\n"
                                 "hand 0 MV-002\n"
                                 "hand 1 MV-006 MV-007\n"
                                 "recall 1 MV-008 MV-009 MV-016 MV-017\n";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(position);
    scenario_act(m, "play the Finisher: Erasure");
    scenario_expect_legal(m, "target: Undertow", true, rule);
    scenario_expect_legal(m, "target: Glass Needle", false, rule); /* Lark's own pile */
    scenario_expect_legal(m, "decline", false, rule);              /* at least one */
    scenario_act(m, "target: Undertow");
    scenario_expect_legal(m, "decline", true, rule); /* one is enough */
    scenario_act(m, "target: Rolling Weight");
    scenario_act(m, "target: Drag Down");
    scenario_settle(m);
    scenario_expect_legal(m, "choose: Surge Swing", true, rule);
    scenario_act(m, "choose: Tidal Crush");
    scenario_expect_line(m, "destroyed 1 MV-008 MV-009 MV-016", rule);
    scenario_expect_line(m, "recall 1 MV-017 MV-007", rule);
    scenario_expect_line(m, "hand 1 MV-006", rule);
    scenario_expect_line(m, "recall 0 MV-011 MV-035", rule);
    scenario_expect_line(m, "exile 0 upright spent", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* MV-040 Verdict of the Doctrine (cost 4, no speed): "Deal 4 Direct Damage
 * to your opponent." "Engage your opponent." Arc Hook's Upgrade side: "When
 * your opponent becomes Engaged, attach 1 Aim Token to your opponent's
 * Exile." With no speed it passes the turn (Action B). §5 Action D: "HP
 * lost any other way (Direct Damage ...) ... leave it prepared"; §7.7: "An
 * Exile already sideways fires nothing".
 * covers: GR-04/P16 MV-040/E30 MV-040/E60
 */
static void verdict_direct_damage_and_engage(void **state)
{
    (void)state;
    scenario upright = {
        .rule = "MV-040: 4 Direct Damage, then the opponent is engaged (GR-04 Upgrade: an Aim Token); the turn passes",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 1 Af Au Af Au\n"
                          "prepared 1 MV-040 cost=4 due=1\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-006\n",
        .actions = "play the Finisher: Verdict of the Doctrine\n",
        .expect = "hp 0 21\n"
                  "exile 0 engaged\n"
                  "attached 0 TK-02:0\n"
                  "recall 1 MV-040\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&upright);
    scenario prepared = {
        .rule = "§5 Action D: Direct Damage leaves a prepared Finisher prepared; an Engaged Exile fires nothing",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 1 Af Au Af Au\n"
                          "prepared 1 MV-040 cost=4 due=1\n"
                          "exile 0 engaged\n"
                          "gear 0 Au Af Af Af\n"
                          "prepared 0 MV-005 cost=4 due=1\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-006\n",
        .actions = "play the Finisher: Verdict of the Doctrine\n",
        .expect = "hp 0 21\n"
                  "exile 0 engaged\n"
                  "attached 0\n"
                  "prepared 0 MV-005 cost=4 due=1\n"
                  "decision turn seat=0\n",
        .legal = "play the Finisher: Severance\n",
    };
    scenario_run(&prepared);
    /* §5 Stun: "A Finisher Tactics played in that turn wastes the stun, and
     * the defender may react to it." */
    scenario stun = {
        .rule = "§5 Stun: a Finisher Tactics in the stun turn wastes the stun; the defender is asked first",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "stun turn=0\n"
                          "exile 1 engaged\n"
                          "gear 1 Af Af Af Au\n"
                          "prepared 1 MV-040 cost=4 due=1\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-006\n",
        .actions = "play the Finisher: Verdict of the Doctrine\n",
        .expect = "stun\n"
                  "hp 0 21\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&stun);
    exile_match *m = scenario_load(stun.position);
    scenario_act(m, "play the Finisher: Verdict of the Doctrine");
    scenario_expect_prefix_now(m, "decision react seat=0", stun.rule);
    exile_match_destroy(m);
}

/* ---------------------------------------------------------------------- */
/* A prepared Finisher lost, and not lost                                   */
/* ---------------------------------------------------------------------- */

/* §5 Action D, Lost: "A hit: when an attack against you is successful, at
 * the Math, before any 'if this attack was successful' Effect." "It goes to
 * your Recall Pile, the Stamina paid for it is not returned". Blind Coil
 * (3) hits Brannoch, who prepared Juggernaut: it is lost, and his upgraded
 * Bastion Plate attaches 2 Plating Tokens ("Whenever a successful attack
 * against you costs you 3 or more HP", P24). Seat 0 Ends; in Brannoch's
 * next turn there is no Finisher to play.
 * covers: GR-06/P24
 */
static void lost_to_a_hit(void **state)
{
    (void)state;
    const char *rule = "§5 Action D: a successful attack against its owner sends the prepared Finisher to the Recall "
                       "Pile";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "exile 1 engaged\n"
                                         "memories 1 Ut Ut Lt\n"
                                         "gear 1 Af Af Au Af\n"
                                         "prepared 1 MV-030 cost=4 due=1\n"
                                         "hand 0 MV-002\n"
                                         "hand 1 MV-006 MV-010\n");
    scenario_act(m, "attack face-up: Blind Coil");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "tap: The Unwritten Name");
    scenario_act(m, "declare 2");
    /* §4.1: a Finisher "cannot block". */
    scenario_expect_prefix_now(m, "decision block seat=1", rule);
    scenario_expect_legal(m, "block: The Sea Wall Falls", false, rule);
    scenario_act(m, "no more blocks");
    scenario_expect_line(m, "hp 1 25", rule);
    scenario_expect_line(m, "prepared 1 -", rule);
    scenario_expect_line(m, "recall 1 MV-030", rule);
    scenario_expect_line(m, "attached 1 TK-03:0 TK-03:1", rule);
    scenario_expect_line(m, "memories 1 Ut Ut Lt", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    scenario_act(m, "end");
    scenario_expect_line(m, "decision turn seat=1", rule);
    scenario_expect_legal(m, "end", true, rule);
    scenario_expect_legal(m, "play the Finisher: Juggernaut", false, rule);
    exile_match_destroy(m);
}

/* §5 Action D, Lost: "Its Gear is disarmed, in combat or by an Effect".
 * §7.5: "A prepared Finisher lying on that Gear goes to its owner's Recall
 * Pile." Lark, Severance prepared on Whisper Coil, blocks Surge Swing with
 * Blind Coil (Whisper Coil), Snare Mesh and Veil Snap; Brannoch's Writ of
 * Seizure ("Disarm the Gear of target Move your opponent played in the
 * Combat Zone.") disarms Whisper Coil: Blind Coil leaves the block and
 * Severance is lost. Snare Mesh (3 - 1) and Veil Snap (2 - 1) still stop
 * the 3 Damage, so the attack is unsuccessful (and disarmed by Snare Mesh's
 * Disarming Block; Faraday Veil's P15 recovers 1).
 * covers: MV-022/kw:Disarming MV-039/E22 MV-039/kw:Reaction MV-039/kw:Single-Use
 */
static void lost_when_gear_disarmed(void **state)
{
    (void)state;
    const char *rule = "§5 Action D: a disarm of its Gear by an Effect sends the prepared Finisher to the Recall Pile";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "exile 0 engaged\n"
                                         "exile 1 engaged\n"
                                         "gear 0 Au Af Af Af\n"
                                         "prepared 0 MV-005 cost=4 due=1\n"
                                         "memories 0 Uu Uu Uu\n"
                                         "memories 1 Uu Uu Lu\n"
                                         "hand 0 MV-002 MV-022 MV-024\n"
                                         "hand 1 MV-006 MV-039\n");
    scenario_act(m, "attack face-up: Surge Swing");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "declare 2");
    scenario_act(m, "tap: The Unwritten Name");
    scenario_act(m, "block: Blind Coil");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "block: Snare Mesh");
    scenario_act(m, "tap: Salt on the Threshold");
    scenario_act(m, "block: Veil Snap");
    scenario_act(m, "no more blocks");
    scenario_act(m, "pass");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "tap: Ash of Hollowmere");
    scenario_act(m, "react: Writ of Seizure");
    scenario_act(m, "target: Blind Coil");
    scenario_act(m, "pass");
    scenario_act(m, "pass");
    scenario_act(m, "untap: The Lantern Vigil");
    scenario_expect_line(m, "gear 0 Du Af Af Af", rule);
    scenario_expect_line(m, "prepared 0 -", rule);
    expect_in_line(m, "recall 0", "MV-005", rule);
    expect_in_line(m, "recall 0", "MV-002", rule);
    scenario_expect_line(m, "momentum 0 MV-022", rule);
    scenario_expect_line(m, "hp 0 25", rule);
    scenario_expect_line(m, "gear 1 Df Af Af Af", rule);
    scenario_expect_line(m, "destroyed 1 MV-039", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    scenario_expect_legal(m, "end", true, rule);
    scenario_expect_legal(m, "play the Finisher: Severance", false, rule);
    exile_match_destroy(m);
}

/* §5 Action D: "HP lost any other way (Direct Damage, a Piercing Attack
 * floor, a Lacerating Block) and an unsuccessful attack leave it
 * prepared." Last Needle (Damage 3, Piercing Attack [2], Single-Use) meets
 * Hold the Line (Block 2, Momentous: +2 for Brannoch's two Momentum cards,
 * -1 Engaged): Net Damage 0, the block is successful (Bastion Plate attaches
 * a Plating Token, P19), Brannoch loses 2 to the Piercing floor, and his
 * Juggernaut stays prepared. The successful block gives him the next turn,
 * which must play it.
 * covers: GR-06/P19 MV-013/kw:Piercing MV-013/kw:Single-Use MV-027/kw:Momentous
 */
static void not_lost_to_piercing_floor(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action D: a Piercing floor of an unsuccessful attack leaves the Finisher prepared",
        .position = SEATS "players\n"
                          "exile 1 engaged\n"
                          "gear 1 Af Af Au Af\n"
                          "prepared 1 MV-030 cost=4 due=1\n"
                          "momentum 1 MV-006 MV-007\n"
                          "hand 0 MV-013 MV-002\n"
                          "hand 1 MV-027\n",
        .actions = "attack face-up: Last Needle\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n",
        .expect = "hp 1 26\n"
                  "destroyed 0 MV-013\n"
                  "momentum 1 MV-006 MV-007 MV-027\n"
                  "attached 1 TK-03:0\n"
                  "prepared 1 MV-030 cost=4 due=1\n"
                  "decision turn seat=1\n",
        .legal = "play the Finisher: Juggernaut\n",
        .illegal = "end\n",
    };
    scenario_run(&s);
}

/* §7.8 An attack that does not reach the Math: it "loses the defender no
 * Finisher" (A269). Lark's face-down False Thread (Feint [1]) ends at the
 * Reveal: she recovers 1 and heals 1 (P12), and Brannoch's Juggernaut stays
 * prepared.
 * covers: EXL-01/P12 MV-001/kw:Feint
 */
static void not_lost_to_a_feint(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.8: an attack that does not reach the Math (a face-down Feint) leaves the Finisher prepared",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked\n"
                          "exile 1 engaged\n"
                          "gear 1 Af Af Au Af\n"
                          "prepared 1 MV-030 cost=4 due=1\n"
                          "hand 0 MV-001 MV-002\n"
                          "hand 1 MV-027\n",
        .actions = "attack face-down: False Thread\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 0 26\n"
                  "hp 1 28\n"
                  "recall 0 MV-001\n"
                  "prepared 1 MV-030 cost=4 due=1\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §5 Action E: "If you are spent when that turn would come, it goes to your
 * Recall Pile all the same." (§7.4 Prepare check: "or its owner is spent
 * when that turn would come".) Lark is spent with Severance prepared;
 * Brannoch Steps Back, which would give her the turn. */
static void lost_when_spent(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action E: a Finisher whose owner is spent when its turn would come goes to the Recall Pile",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 0 engaged spent\n"
                          "gear 0 Au Af Af Af\n"
                          "prepared 0 MV-005 cost=4 due=1\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-006 MV-008\n",
        .actions = "step back: Surge Swing\n",
        .expect = "prepared 0 -\n"
                  "recall 0 MV-005\n"
                  "recall 1 MV-006\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §5 Action E: "If it cannot be played then, it goes to your Recall Pile,
 * its Stamina is not returned, and you take that turn's action as usual."
 * G41: a Finisher Tactics with no legal target cannot be played. Brannoch's
 * only upgraded Gear, Tidebreaker, was disarmed: Faraday Collapse has no
 * target. Lark's every Gear is disarmed: Reel and Rend has none. */
static void lost_when_unplayable(void **state)
{
    (void)state;
    scenario collapse = {
        .rule = "§5 Action E: a Finisher that cannot be played in its turn goes to the Recall Pile; the turn goes on",
        .position = SEATS "players\n"
                          "exile 0 engaged\n"
                          "gear 0 Af Af Au Af\n"
                          "prepared 0 MV-025 cost=3 due=1\n"
                          "gear 1 Du Af Af Af\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-006\n",
        .expect = "prepared 0 -\n"
                  "recall 0 MV-025\n"
                  "decision turn seat=0\n",
        .legal = "end\n"
                 "step back: Blind Coil\n"
                 "tap: The Lantern Vigil\n",
        .illegal = "play the Finisher: Faraday Collapse\n",
    };
    scenario_run(&collapse);
    scenario rend = {
        .rule = "§5 Action E: Reel and Rend with no armed Gear of the opponent is lost",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 1 Af Au Af Af\n"
                          "prepared 1 MV-020 cost=3 due=1\n"
                          "gear 0 Df Df Df Df\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-006\n",
        .expect = "prepared 1 -\n"
                  "recall 1 MV-020\n"
                  "decision turn seat=1\n",
        .legal = "end\n",
        .illegal = "play the Finisher: Reel and Rend\n",
    };
    scenario_run(&rend);
}

/* §5 Phase 1, Refresh: "A Finisher that is still prepared goes to its
 * owner's Recall Pile." (G28: after the untapping.) */
static void lost_at_the_refresh(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Refresh: a Finisher still prepared goes to its owner's Recall Pile",
        .position = PHASE1(2) "players\n"
                              "exile 0 engaged\n"
                              "gear 0 Au Af Af Af\n"
                              "prepared 0 MV-005 cost=4 due=1\n" HAND0 HAND1,
        .expect = "prepared 0 -\n"
                  "recall 0 MV-005\n"
                  "exile 0 upright\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&s);
}

/* ---------------------------------------------------------------------- */
/* The Unlock                                                              */
/* ---------------------------------------------------------------------- */

/* §3.3 The Unlock: "Choose one of your Memories that is not unlocked yet, or
 * one of your armed Gear that is not upgraded yet. A disarmed Gear cannot
 * be chosen; a Gear rearmed at this round's Rearm step can." (A103)
 * GR-03's Upgrade side: "When this Upgrade is unlocked, take any number of
 * Moves with Thrown from your Recall Pile to your hand." A107: "its
 * Finisher can be prepared from this round's Phase 2 on". Lark holds the
 * Initiative (one Momentum card to none), rearms Needle Sling, upgrades it,
 * takes both Thrown Moves, and prepares Needle Storm in her first turn.
 * covers: GR-03/E64 MV-011/kw:Thrown MV-012/kw:Thrown
 */
static void unlock_upgrade_of_armed_gear(void **state)
{
    (void)state;
    const char *rule = "§3.3: only armed Gear not yet upgraded, a Gear rearmed this round included; GR-03 takes "
                       "Thrown Moves back; its Finisher can be prepared that round";
    const char *position = PHASE1(2) "players first=1 initiative=1 turn=1 next=1\n"
                                     "momentum 0 MV-002\n"
                                     "gear 0 Au Df Df Af\n"
                                     "hand 0 MV-001 MV-003 MV-004 MV-015 MV-021 MV-022\n" HAND1
                                     "recall 0 MV-011 MV-012 MV-024\n";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(position);
    scenario_act(m, "rearm: Needle Sling");
    scenario_expect_line(m, "decision unlock seat=0", rule);
    scenario_expect_legal(m, "unlock the Upgrade: Needle Sling", true, rule);
    scenario_expect_legal(m, "unlock the Upgrade: Ghost Ledger", true, rule);
    scenario_expect_legal(m, "unlock the Upgrade: Faraday Veil", false, rule); /* disarmed */
    scenario_expect_legal(m, "unlock the Upgrade: Whisper Coil", false, rule); /* upgraded already */
    scenario_act(m, "unlock the Upgrade: Needle Sling");
    scenario_expect_line(m, "gear 0 Au Au Df Af", rule);
    scenario_expect_legal(m, "choose: Glass Needle", true, rule);
    scenario_expect_legal(m, "choose: Marking Dart", true, rule);
    scenario_expect_legal(m, "choose: Veil Snap", false, rule);
    scenario_expect_legal(m, "decline", true, rule); /* "any number": none too */
    scenario_act(m, "choose: Glass Needle");
    scenario_act(m, "choose: Marking Dart");
    scenario_expect_line(m, "recall 0 MV-024", rule);
    scenario_expect_line(m, "decision unlock seat=1", rule);
    scenario_act(m, "unlock nothing");
    scenario_expect_line(m, "decision turn seat=0", rule);
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "tap: The Unwritten Name");
    scenario_act(m, "tap: Salt on the Threshold");
    scenario_act(m, "channel: Blind Coil");
    scenario_expect_line(m, "stamina 0 4", rule);
    scenario_act(m, "prepare: Needle Storm");
    scenario_expect_line(m, "prepared 0 MV-015 cost=4 due=1", rule);
    exile_match_destroy(m);
}

/* MEM-02 The Unwritten Name: "When this Memory is unlocked, if you do not
 * hold the Initiative, you may also unlock the Upgrade of one of your armed
 * Gear." (A106: an Upgrade only, never a Memory or the Exile.)
 * covers: MEM-02/E20
 */
static void unwritten_name_extra_upgrade(void **state)
{
    (void)state;
    const char *rule = "MEM-02: without the Initiative, one Upgrade more of an armed Gear";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(PHASE1(2) "players\n"
                                             "momentum 1 MV-009\n"
                                             "gear 0 Af Df Af Af\n" HAND0
                                             "hand 1 MV-006 MV-007 MV-008 MV-017 MV-018\n");
    scenario_act(m, "rearm nothing");
    scenario_expect_line(m, "decision unlock seat=1", rule);
    scenario_act(m, "unlock nothing");
    scenario_act(m, "unlock: The Unwritten Name");
    scenario_expect_line(m, "memories 0 Lu Uu Lu", rule);
    scenario_expect_legal(m, "unlock the Upgrade: Whisper Coil", true, rule);
    scenario_expect_legal(m, "unlock the Upgrade: Faraday Veil", true, rule);
    scenario_expect_legal(m, "unlock the Upgrade: Needle Sling", false, rule); /* disarmed */
    scenario_expect_legal(m, "unlock: The Lantern Vigil", false, rule);
    scenario_expect_legal(m, "decline", true, rule);
    scenario_act(m, "unlock the Upgrade: Whisper Coil");
    scenario_expect_line(m, "gear 0 Au Df Af Af", rule);
    scenario_expect_line(m, "memories 0 Lu Uu Lu", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);

    scenario initiative = {
        .rule = "MEM-02: holding the Initiative, no Upgrade more",
        .position = PHASE1(2) "players initiative=1 turn=1 next=1\n"
                              "momentum 0 MV-002\n" HAND0 HAND1,
        .actions = "unlock: The Unwritten Name\n",
        .expect = "memories 0 Lu Uu Lu\n"
                  "gear 0 Af Af Af Af\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&initiative);
}

/* §3.3 Unlock your Exile: "you may choose your Exile only at an Unlock step
 * at which all three of your Memories are already unlocked, so never at the
 * step at which your third Memory is unlocked." (A104) */
static void unleash_only_after_three_memories(void **state)
{
    (void)state;
    scenario two = {
        .rule = "§3.3: with two Memories unlocked the Exile cannot be unleashed",
        .position = PHASE1(3) "players initiative=1 turn=1 next=1\n"
                              "momentum 0 MV-002\n"
                              "memories 0 Uu Uu Lu\n" HAND0 HAND1,
        .expect = "decision unlock seat=0\n",
        .legal = "unlock: Salt on the Threshold\n",
        .illegal = "unleash\n",
    };
    scenario_run(&two);
    /* The third Memory unlocked, the step passes to the other player: no
     * unleash at that step. */
    scenario third = {
        .rule = "§3.3: never at the step at which the third Memory is unlocked",
        .position = two.position,
        .actions = "unlock: Salt on the Threshold\n",
        .expect = "memories 0 Uu Uu Uu\n"
                  "exile 0 upright\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&third);
    scenario three = {
        .rule = "§3.3: with all three Memories unlocked before the step, the Exile can be unleashed",
        .position = PHASE1(4) "players initiative=1 turn=1 next=1\n"
                              "momentum 0 MV-002\n"
                              "memories 0 Uu Uu Uu\n" HAND0 HAND1,
        .legal = "unleash\n",
    };
    scenario_run(&three);
}

/* §3.3: "As it turns, you heal its Unleash heal, then its 'When this Exile
 * is unleashed' Effects resolve, once." A108: the heal "is a normal heal:
 * it can exceed Base HP, and heal Passives read it". Lark (Unleash heal 3)
 * at 24 HP: 27. Her Unleashed side: "The first time you heal HP each round,
 * your next attack this round deals +2 Damage." (P06); Ghost Ledger's
 * Upgrade side: "Whenever you heal HP, your opponent loses that many HP."
 * (P11). Then "look at the top 4 cards of your deck. You may take 1 of them
 * to your hand. Put the rest on the bottom of your deck." Her first attack,
 * Blind Coil (3), deals 5.
 * covers: EXL-01/E65 EXL-01/P06 GR-07/P11
 */
static void lark_unleashed(void **state)
{
    (void)state;
    const char *rule = "§3.3: Lark's Unleash heal (3) first, read by P06 and P11; then look at the top 4 and take 1";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(PHASE1(4) "players initiative=1 turn=1 next=1\n"
                                             "momentum 0 MV-002\n"
                                             "hp 0 24\n"
                                             "memories 0 Uu Uu Uu\n"
                                             "gear 0 Af Af Af Au\n"
                                             "hand 0 MV-001 MV-003 MV-004 MV-021 MV-022\n" HAND1
                                             "deck 0 MV-011 MV-012 MV-013 MV-014 MV-015 MV-023\n");
    scenario_act(m, "unleash");
    scenario_expect_line(m, "exile 0 upright unleashed", rule);
    scenario_expect_line(m, "hp 0 27", rule);
    scenario_expect_line(m, "hp 1 25", rule);
    scenario_expect_line(m, "next-attack 0 damage=2", rule);
    scenario_expect_line(m, "decision look seat=0 count=4", rule);
    scenario_expect_legal(m, "choose: Recoil Shot", true, rule);
    scenario_expect_legal(m, "choose: Needle Storm", false, rule); /* fifth from the top */
    scenario_expect_legal(m, "decline", true, rule);
    scenario_act(m, "choose: Last Needle");
    scenario_expect_line(m, "hand 0 MV-001 MV-003 MV-004 MV-021 MV-022 MV-002 MV-013", rule);
    scenario_expect_line(m, "decision unlock seat=1", rule);
    scenario_act(m, "unlock nothing");
    scenario_act(m, "attack face-up: Blind Coil");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "declare 2");
    scenario_act(m, "no more blocks");
    scenario_expect_line(m, "hp 1 20", rule);
    scenario_expect_line(m, "next-attack 0", rule);
    exile_match_destroy(m);
}

/* Brannoch's Unleashed side: Unleash heal 2, "When this Exile is unleashed,
 * engage your opponent." Arc Hook's Upgrade side attaches an Aim Token when
 * Lark becomes Engaged. Unleashed P18 + P03: "If your opponent is Engaged,
 * your attacks deal +1 Damage." Surge Swing (3) +1 +1 Aim: 5.
 * covers: EXL-02/E65 EXL-02/P18 GR-04/P16 TK-02/TOKEN_AIM
 */
static void brannoch_unleashed(void **state)
{
    (void)state;
    const char *rule = "§3.3: Brannoch heals 2, then engages Lark (GR-04 Upgrade: Aim); his attacks deal +1 while "
                       "she is Engaged";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(PHASE1(4) "players first=1 initiative=1 turn=1 next=1\n"
                                             "momentum 1 MV-009\n"
                                             "hp 1 20\n"
                                             "memories 1 Uu Uu Uu\n"
                                             "gear 1 Af Au Af Af\n" HAND0
                                             "hand 1 MV-006 MV-007 MV-008 MV-017 MV-018\n");
    scenario_act(m, "unleash");
    scenario_expect_line(m, "exile 1 upright unleashed", rule);
    scenario_expect_line(m, "hp 1 22", rule);
    scenario_expect_line(m, "exile 0 engaged", rule);
    scenario_expect_line(m, "attached 0 TK-02:0", rule);
    scenario_act(m, "unlock nothing");
    scenario_expect_line(m, "decision turn seat=1", rule);
    scenario_act(m, "attack face-up: Surge Swing");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "declare 2");
    scenario_act(m, "no more blocks");
    scenario_expect_line(m, "hp 0 20", rule);
    exile_match_destroy(m);
}

/* §4.2 Refill bonus: "from the Refill of the next round on, your Refill
 * takes cards until your hand holds 6 plus that number". Lark, unleashed in
 * an earlier round (Refill bonus 1), takes to 7; Brannoch to 6. */
static void refill_bonus(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§4.2: an unleashed Exile's Refill takes to 6 plus its Refill bonus",
        .position = PHASE1(5) "players\n"
                              "exile 0 upright unleashed\n"
                              "memories 0 Uu Uu Uu\n"
                              "hand 0 MV-001 MV-002 MV-003 MV-004 MV-005\n"
                              "hand 1 MV-006 MV-007 MV-008 MV-009 MV-010\n",
        .expect = "hand 0 MV-001 MV-002 MV-003 MV-004 MV-005 MV-011 MV-012\n"
                  "hand 1 MV-006 MV-007 MV-008 MV-009 MV-010 MV-016\n",
    };
    scenario_run(&s);
}

/* ---------------------------------------------------------------------- */
/* Upgrade-side and Unleashed-side Passives                                */
/* ---------------------------------------------------------------------- */

/* §3.3 Unlock an Upgrade: "from now on ... it has the Passives and Effects
 * of its Upgrade side". GR-01: "The Moves of this Gear deal +1 Damage."
 * Blind Coil deals 4. GR-08: "Whenever one of your attacks with Overcommit
 * is successful, your opponent loses 1 HP." Surge Swing (3) takes 3, then
 * 1; Tidebreaker's P10 recovers 1 (Brannoch untaps The Furnace Oath).
 * covers: GR-01/P02 GR-02/P10 GR-08/P08
 */
static void upgrade_passives_damage(void **state)
{
    (void)state;
    scenario coil = {
        .rule = "GR-01 Upgrade: the Moves of Whisper Coil deal +1 Damage",
        .position = SEATS "players\n"
                          "gear 0 Au Af Af Af\n"
                          "hand 0 MV-002\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 1 24\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&coil);
    scenario satchel = {
        .rule = "GR-08 Upgrade (P08): a successful Overcommit attack costs the opponent 1 HP more",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 1 Uu Lu Lu\n"
                          "gear 1 Af Af Af Au\n"
                          "hand 1 MV-006\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 0 21\n"
                  "memories 1 Uu Lu Lu\n"
                  "momentum 1 MV-006\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&satchel);
}

/* GR-05's Upgrade side: "While your opponent has 2 or more cards in their
 * Momentum Zone, the Moves of this Gear gain +1 Block Rating." Undertow
 * (Damage 1, Cascading: +2 for Brannoch's two Momentum cards, Quick) meets
 * Veil Snap (2 + 1): Net Damage 0, the block is successful. Quick: Brannoch
 * keeps the turn. On its front side the block fails.
 * covers: GR-05/P25 MV-008/kw:Cascading MV-008/kw:Quick
 */
static void faraday_veil_upgrade_block(void **state)
{
    (void)state;
    scenario up = {
        .rule = "GR-05 Upgrade: +1 Block Rating while the opponent has 2 or more Momentum cards",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 0 Af Af Au Af\n"
                          "momentum 1 MV-007 MV-009\n"
                          "hand 1 MV-008\n"
                          "hand 0 MV-024\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "block: Veil Snap\n"
                   "no more blocks\n",
        .expect = "hp 0 25\n"
                  "momentum 0 MV-024\n"
                  "recall 1 MV-008\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&up);
    scenario front = {
        .rule = "GR-05 front: no Block bonus",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "momentum 1 MV-007 MV-009\n"
                          "hand 1 MV-008\n"
                          "hand 0 MV-024\n",
        .actions = up.actions,
        .expect = "hp 0 24\n"
                  "recall 0 MV-024\n"
                  "momentum 1 MV-007 MV-009 MV-008\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&front);
}

/* Lark's Unleashed side: "Whenever one of your face-down Feint cards goes
 * to your Recall Pile, heal 2 HP." (P12) and "The first time you heal HP
 * each round, your next attack this round deals +2 Damage." (P06). A
 * face-down False Thread heals 2; her next attack, Blind Coil (3), deals 5;
 * the one after deals 3 again.
 * covers: EXL-01/P06 EXL-01/P12 MV-001/kw:Feint
 */
static void lark_unleashed_feint_heal(void **state)
{
    (void)state;
    scenario s = {
        .rule = "EXL-01 Unleashed: a Feint heals 2 (P12); the first heal of the round gives the next attack +2 (P06)",
        .position = SEATS "players\n"
                          "exile 0 upright unleashed\n"
                          "memories 0 Uu Uu Uu\n"
                          "round-flags 0 flags=attacked\n"
                          "hand 0 MV-001 MV-002\n",
        .actions = "attack face-down: False Thread\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 0 27\n"
                  "hp 1 23\n"
                  "next-attack 0\n"
                  "recall 0 MV-001\n"
                  "momentum 0 MV-002\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(prepare_conditions),
        cmocka_unit_test(prepare_pays_engages_and_passes),
        cmocka_unit_test(prepare_passive_before_finisher_laid),
        cmocka_unit_test(prepare_wastes_stun),
        cmocka_unit_test(finisher_turn_must_play_it),
        cmocka_unit_test(prepare_again_after_played),
        cmocka_unit_test(severance_hits),
        cmocka_unit_test(severance_unsuccessful_keeps_turn),
        cmocka_unit_test(finisher_attack_not_a_target),
        cmocka_unit_test(sea_wall_falls),
        cmocka_unit_test(needle_storm_counts_thrown),
        cmocka_unit_test(juggernaut_streak_and_pinning),
        cmocka_unit_test(stunned_defender_no_reaction),
        cmocka_unit_test(prepare_and_finisher_are_actions),
        cmocka_unit_test(reel_and_rend_disarms),
        cmocka_unit_test(faraday_collapse_turns_upgrade_back),
        cmocka_unit_test(erasure_reaches_recall_pile),
        cmocka_unit_test(verdict_direct_damage_and_engage),
        cmocka_unit_test(lost_to_a_hit),
        cmocka_unit_test(lost_when_gear_disarmed),
        cmocka_unit_test(not_lost_to_piercing_floor),
        cmocka_unit_test(not_lost_to_a_feint),
        cmocka_unit_test(lost_when_spent),
        cmocka_unit_test(lost_when_unplayable),
        cmocka_unit_test(lost_at_the_refresh),
        cmocka_unit_test(unlock_upgrade_of_armed_gear),
        cmocka_unit_test(unwritten_name_extra_upgrade),
        cmocka_unit_test(unleash_only_after_three_memories),
        cmocka_unit_test(lark_unleashed),
        cmocka_unit_test(brannoch_unleashed),
        cmocka_unit_test(refill_bonus),
        cmocka_unit_test(upgrade_passives_damage),
        cmocka_unit_test(faraday_veil_upgrade_block),
        cmocka_unit_test(lark_unleashed_feint_heal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
