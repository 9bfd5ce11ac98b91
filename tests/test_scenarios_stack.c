/*
 * Action B and the stack, as scenarios: a Tactics card played as the
 * turn's action, the React step and its alternation, the stack resolving
 * from the top down, a Reaction sending a card from the stack, the whole
 * card fizzling when a target has gone, the speeds of Tactics cards, and
 * the Effects of every Box 1 Tactics card (§5 The React Step & The Stack,
 * Action B, §7.5 What an Effect targets, §7.8).
 *
 * Box 1's Tactics cards: seat 0's Ghost Ledger lists MV-031 Second Sight,
 * MV-032 Deferred Pain, MV-033 Slip the Guard, MV-034 Cut the Signal;
 * seat 1's Ember Satchel lists MV-036 Stoke the Furnace, MV-037 Iron
 * Brand, MV-038 Oath of Ruin, MV-039 Writ of Seizure. A Tactics card is
 * paid from floating Stamina: a script taps first ("tap: ...") and then
 * plays ("play: ..." as the action, "react: ..." in a React step), and
 * names each target as the card is played ("target: ...").
 *
 * The front Passives of the default match are always on: Bastion Plate
 * (P01) forces seat 0's first attack of each round face-up ("round-flags 0
 * 1 0 -" says it attacked already); Brannoch recovers 1 Stamina when his
 * Exile turns sideways (P16), so most of his attacks start "exile 1
 * engaged"; Tidebreaker (P10) recovers 1 when an attack with Overcommit is
 * successful; Ember Satchel (P09) destroys a Move in seat 0's Momentum Zone
 * the first time in a round one of seat 1's Moves is destroyed.
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

/* Fails unless the last @p n cards of @p seat's deck are the cards of
 * @p codes, in any order (the order of cards put on the bottom is the
 * owner's, checklist G16). */
static void expect_deck_bottom(const exile_match *m, int seat, const char *const *codes, size_t n,
                               const char *rule)
{
    const char *text = scenario_notation(m);
    char key[16], line[1024];
    snprintf(key, sizeof key, "\ndeck %d", seat);
    const char *p = strstr(text, key);
    if (!p)
        fail_msg("%s\nno deck line in:\n%s", rule, text);
    p += 1;
    size_t l = strcspn(p, "\n");
    assert_true(l < sizeof line);
    memcpy(line, p, l);
    line[l] = '\0';
    const char *card[64];
    size_t count = 0;
    for (char *tok = strtok(line, " "); tok && count < 64; tok = strtok(NULL, " "))
        card[count++] = tok; /* "deck", the seat, then the cards */
    assert_true(n + 2 <= count);
    for (size_t i = 0; i < n; i++) {
        bool found = false;
        for (size_t k = count - n; k < count; k++)
            found |= strcmp(card[k], codes[i]) == 0;
        if (!found)
            fail_msg("%s\nexpected %s among the bottom %zu cards of seat %d's deck in:\n%s", rule, codes[i], n,
                     seat, text);
    }
}

/* ---------------------------------------------------------------------- */
/* Action B: playing a Tactics card                                        */
/* ---------------------------------------------------------------------- */

/* §5 Action B: "Play a Tactics card face-up from your hand, its Gear
 * armed, and pay its effective cost". §3.1: "You cannot take an action or
 * play a card whose cost your floating Stamina does not cover." §4.1: "An
 * Effect that says 'target' asks for at least one ... with none to choose,
 * the card cannot be played." Seat 0 holds Second Sight (cost 1, no
 * target) and three Reactions whose targets cannot exist at its turn's
 * action: an attack (Deferred Pain), a face-down attack (Slip the Guard), a
 * Reaction on the stack (Cut the Signal). So no Box 1 Reaction can ever be
 * played as a turn's action. */
static void action_b_needs_stamina_armed_gear_and_targets(void **state)
{
    (void)state;
    scenario unpaid = {
        .rule = "§5 Action B, §3.1: a Tactics card is not offered while floating Stamina does not cover its cost",
        .position = SEATS "players\n"
                          "hand 0 MV-031 MV-032 MV-033 MV-034 MV-002\n",
        .legal = "end\nattack face-up: Blind Coil\ntap: The Lantern Vigil\n",
        .illegal = "play: Second Sight\nplay: Deferred Pain\nplay: Slip the Guard\nplay: Cut the Signal\n",
    };
    scenario_run(&unpaid);
    scenario paid = {
        .rule = "§5 Action B, §4.1: paid for, a Tactics card is offered; one whose target cannot exist is not",
        .position = unpaid.position,
        .actions = "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n",
        .expect = "stamina 0 2\n",
        .legal = "play: Second Sight\n",
        .illegal = "play: Deferred Pain\nplay: Slip the Guard\nplay: Cut the Signal\n",
    };
    scenario_run(&paid);
    scenario disarmed = {
        .rule = "§5 Action B, §7.5: a Tactics card of a disarmed Gear is not played (it may be channeled)",
        .position = SEATS "players\n"
                          "gear 0 Af Af Af Df\n"
                          "hand 0 MV-031 MV-002\n",
        .actions = "tap: The Lantern Vigil\n",
        .legal = "channel: Second Sight\nstep back: Second Sight\n",
        .illegal = "play: Second Sight\n",
    };
    scenario_run(&disarmed);
}

/* §5 Action B: "it goes on the stack. Then comes the React step, your
 * opponent first; the card resolves when the stack reaches it." "A Quick
 * Tactics card played as your action gives you the next turn". MV-031
 * Second Sight (Quick): "Disengage." ; "Look at the top 3 cards of your
 * deck. You may take 1 of them to your hand. Put the rest on the bottom of
 * your deck." Resolved, it goes to the Recall Pile (§5 Combat Zone Clear,
 * Tactics card). The order of the two cards put on the bottom is the
 * owner's (checklist G16), so only which two lie there is checked. Taking
 * none, all three go to the bottom.
 * covers: MV-031/E16 MV-031/E61 MV-031/kw:Quick
 */
static void second_sight_as_the_action(void **state)
{
    (void)state;
    const char *rule = "§5 Action B / MV-031: on the stack, opponent reacts first; Disengage, look at 3, take 1; Quick";
    exile_match *m = scenario_load(SEATS "players\n"
                                         "exile 0 engaged\n"
                                         "hand 0 MV-031 MV-002\n"
                                         "deck 0 MV-011 MV-012 MV-013 MV-014 MV-015\n"
                                         "hand 1 MV-038\n");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "play: Second Sight");
    /* Paid, face-up on the stack; the React step starts with seat 1. */
    scenario_expect_now(m, "stamina 0 0", rule);
    scenario_expect_now(m, "memories 0 Lt Lu Lu", rule);
    scenario_expect_now(m, "hand 0 MV-002", rule);
    scenario_expect_prefix_now(m, "stack MV-031 ", rule);
    scenario_expect_view_prefix(m, 1, "stack MV-031 ", rule); /* face-up, open to both */
    scenario_expect_now(m, "decision react seat=1", rule);
    scenario_act(m, "pass");
    scenario_expect_now(m, "decision react seat=0", rule);
    scenario_act(m, "pass");
    /* Two passes in a row: it resolves. Disengage comes first. */
    scenario_expect_now(m, "exile 0 upright", rule);
    scenario_expect_prefix_now(m, "decision look seat=0", rule);
    /* §7.9: "Only you see them". */
    scenario_expect_view_prefix(m, 0, "deck 0 MV-011 MV-012 MV-013 ? ", rule);
    scenario_expect_view_prefix(m, 1, "deck 0 ? ? ? ", rule);
    scenario_expect_legal(m, "choose: Glass Needle", true, rule);
    scenario_expect_legal(m, "choose: Marking Dart", true, rule);
    scenario_expect_legal(m, "choose: Last Needle", true, rule);
    scenario_expect_legal(m, "choose: Recoil Shot", false, rule);
    scenario_expect_legal(m, "decline", true, rule);
    scenario_act(m, "choose: Glass Needle");
    scenario_expect_now(m, "hand 0 MV-002 MV-011", rule);
    scenario_expect_now(m, "recall 0 MV-031", rule);
    scenario_expect_now(m, "exile 0 upright", rule);
    scenario_expect_prefix_now(m, "deck 0 MV-014 MV-015 MV-001 ", rule);
    expect_deck_bottom(m, 0, (const char *const[]){ "MV-012", "MV-013" }, 2, rule);
    /* Quick: the next turn is seat 0's again. */
    scenario_expect_now(m, "players", rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    exile_match_destroy(m);

    /* "You may take 1": declined, the three go to the bottom. */
    m = scenario_load(SEATS "players\n"
                            "hand 0 MV-031 MV-002\n"
                            "deck 0 MV-011 MV-012 MV-013 MV-014 MV-015\n");
    const char *const decline[] = { "tap: The Lantern Vigil", "play: Second Sight", "pass", "pass", "decline", NULL };
    scenario_act_all(m, decline);
    scenario_expect_now(m, "hand 0 MV-002", rule);
    scenario_expect_prefix_now(m, "deck 0 MV-014 MV-015 MV-001 ", rule);
    expect_deck_bottom(m, 0, (const char *const[]){ "MV-011", "MV-012", "MV-013" }, 3, rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    exile_match_destroy(m);
}

/* §7.9: "A deck that holds fewer is looked at in full; looking never
 * rebuilds a deck and brings no Fatigue." Seat 0's deck holds two cards;
 * Second Sight looks at both, takes one, and the other stays as the whole
 * deck. No HP is lost.
 * covers: MV-031/E16 MV-031/kw:Quick
 */
static void second_sight_short_deck(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.9 / MV-031: a short deck is looked at in full, with no Fatigue",
        .position = SEATS "players\n"
                          "hand 0 MV-031 MV-002\n"
                          "deck 0 MV-011 MV-012\n"
                          "recall 0 MV-001 MV-003 MV-004 MV-005 MV-013 MV-014 MV-015 MV-021 MV-022 MV-023 "
                          "MV-024 MV-025 MV-032 MV-033 MV-034 MV-035\n",
        .actions = "tap: The Lantern Vigil\n"
                   "play: Second Sight\n"
                   "pass\n"
                   "pass\n"
                   "choose: Marking Dart\n",
        .expect = "hand 0 MV-002 MV-012\n"
                  "deck 0 MV-011\n"
                  "recall 0 MV-001 MV-003 MV-004 MV-005 MV-013 MV-014 MV-015 MV-021 MV-022 MV-023 "
                  "MV-024 MV-025 MV-032 MV-033 MV-034 MV-035 MV-031\n"
                  "hp 0 25\n"
                  "players\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* ---------------------------------------------------------------------- */
/* The React step of an attack; Reactions                                  */
/* ---------------------------------------------------------------------- */

/* §5 The React Step: "When it is their choice, a player plays one Tactics
 * card with Reaction (face-up, paid from their floating Stamina, its Gear
 * armed) on top of the stack, or passes." Ember Satchel disarmed, Oath of
 * Ruin is not offered; with no Stamina floating it is not offered either,
 * and Writ of Seizure (cost 3) is not offered with 1 floating. */
static void reaction_needs_floating_stamina_and_armed_gear(void **state)
{
    (void)state;
    const char *attack = "attack face-up: Blind Coil\n"
                         "tap: The Lantern Vigil\n"
                         "tap: The Unwritten Name\n"
                         "declare 2\n"
                         "no more blocks\n";
    scenario none = {
        .rule = "§5 React Step: a Reaction is paid from floating Stamina; with none floating it is not offered",
        .position = SEATS "players\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-038 MV-039\n",
        .actions = attack,
        .legal = "pass\ntap: The Furnace Oath\n",
        .illegal = "react: Oath of Ruin\nreact: Writ of Seizure\n",
    };
    scenario_run(&none);
    exile_match *m = scenario_load(none.position);
    scenario_act_lines(m, attack);
    scenario_act(m, "tap: The Furnace Oath");
    scenario_expect_legal(m, "react: Oath of Ruin", true, none.rule);
    scenario_expect_legal(m, "react: Writ of Seizure", false, none.rule);
    exile_match_destroy(m);
    scenario disarmed = {
        .rule = "§5 React Step: a Reaction's Gear must be armed",
        .position = SEATS "players\n"
                          "gear 1 Af Af Af Df\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-038 MV-039\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "no more blocks\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n",
        .legal = "pass\n",
        .illegal = "react: Oath of Ruin\nreact: Writ of Seizure\n",
    };
    scenario_run(&disarmed);
}

/* MV-038 Oath of Ruin: "Target attack has -2 Damage. If its declared cost
 * is 3 or more, it has -3 Damage instead." Blind Coil (Damage 3) declared
 * 2 deals 1 and is successful. Declared 3 (public, §7.7), it deals 0:
 * §5 Action A step 6: "An attack that deals 0 against no Block card is
 * unsuccessful", so the turn passes.
 * covers: MV-038/E29 MV-038/kw:Reaction
 */
static void oath_of_ruin(void **state)
{
    (void)state;
    scenario two = {
        .rule = "MV-038 Oath of Ruin: -2 Damage to an attack declared below 3",
        .position = SEATS "players\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-038\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "no more blocks\n"
                   "tap: The Furnace Oath\n"
                   "react: Oath of Ruin\n"
                   "target: Blind Coil\n"
                   "pass\n"
                   "pass\n",
        .expect = "hp 1 27\n"
                  "momentum 0 MV-002\n"
                  "recall 1 MV-038\n"
                  "players\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&two);
    scenario three = {
        .rule = "MV-038 Oath of Ruin: -3 Damage to an attack declared 3 or more; 0 Damage unblocked is unsuccessful",
        .position = two.position,
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "declare 3\n"
                   "no more blocks\n"
                   "tap: The Furnace Oath\n"
                   "react: Oath of Ruin\n"
                   "target: Blind Coil\n"
                   "pass\n"
                   "pass\n",
        .expect = "hp 1 28\n"
                  "recall 0 MV-002\n"
                  "momentum 0\n"
                  "recall 1 MV-038\n"
                  "players turn=1 next=1\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&three);
}

/* §5 The React Step: the React step of an attack starts "with the
 * defender"; "The players alternate"; "A Reaction may also target a card
 * on the stack. A card ... sent from it to the Recall Pile, never
 * resolves: none of its Effects happen, its cost stays paid". MV-034 Cut
 * the Signal: "Send target Reaction on the stack to the Recall Pile. It
 * does not resolve." Seat 1 plays Oath of Ruin on Blind Coil, seat 0 sends
 * it away: the attack deals its full 3. After a play, the other player's
 * choice comes again; two passes in a row resolve the stack.
 * covers: MV-034/E02 MV-034/kw:Reaction MV-038/kw:Reaction
 */
static void cut_the_signal_sends_a_reaction_away(void **state)
{
    (void)state;
    const char *rule = "§5 React Step / MV-034: defender first, alternation; a Reaction sent from the stack never resolves";
    exile_match *m = scenario_load(SEATS "players\n"
                                         "hand 0 MV-002 MV-034\n"
                                         "hand 1 MV-038\n");
    const char *const attack[] = {
        "attack face-up: Blind Coil", "tap: The Lantern Vigil", "tap: The Unwritten Name", "declare 2",
        "no more blocks", NULL,
    };
    scenario_act_all(m, attack);
    scenario_expect_now(m, "decision react seat=1", rule);
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "react: Oath of Ruin");
    scenario_expect_legal(m, "target: Blind Coil", true, rule);
    scenario_act(m, "target: Blind Coil");
    scenario_expect_now(m, "decision react seat=0", rule);
    scenario_expect_prefix_now(m, "stack MV-038 ", rule);
    scenario_act(m, "tap: Salt on the Threshold");
    scenario_act(m, "react: Cut the Signal");
    scenario_expect_legal(m, "target: Oath of Ruin", true, rule);
    scenario_act(m, "target: Oath of Ruin");
    /* Seat 1 may answer the sending card (§6.4 E02). */
    scenario_expect_now(m, "decision react seat=1", rule);
    scenario_act(m, "pass");
    scenario_expect_now(m, "decision react seat=0", rule);
    scenario_act(m, "pass");
    scenario_expect_line(m, "hp 1 25", rule);
    scenario_expect_line(m, "recall 1 MV-038", rule);
    scenario_expect_line(m, "recall 0 MV-034", rule);
    scenario_expect_line(m, "memories 1 Lt Lu Lu", rule);
    scenario_expect_line(m, "momentum 0 MV-002", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    exile_match_destroy(m);
}

/* §5: "A card sent to the Recall Pile from the stack goes there whatever
 * its keywords." Writ of Seizure (Single-Use) sent away by Cut the Signal
 * goes to the Recall Pile, not the Destroyed Pile; it never resolves, so
 * Whisper Coil stays armed and Blind Coil reaches the Math. No Move of
 * seat 1 was destroyed, so Ember Satchel (P09) fires nothing: Glass Needle
 * stays in seat 0's Momentum Zone.
 * covers: MV-034/E02 MV-034/kw:Reaction MV-039/kw:Single-Use
 */
static void cut_the_signal_on_a_single_use_reaction(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 React Step: a Single-Use Reaction sent from the stack goes to the Recall Pile, unresolved",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked successes=1\n"
                          "momentum 0 MV-011\n"
                          "hand 0 MV-002 MV-034\n"
                          "hand 1 MV-039\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "no more blocks\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "react: Writ of Seizure\n"
                   "target: Blind Coil\n"
                   "tap: Salt on the Threshold\n"
                   "react: Cut the Signal\n"
                   "target: Writ of Seizure\n"
                   "pass\n"
                   "pass\n",
        .expect = "recall 1 MV-039\n"
                  "destroyed 1\n"
                  "gear 0 Af Af Af Af\n"
                  "hp 1 25\n"
                  "momentum 0 MV-011 MV-002\n"
                  "recall 0 MV-034\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §5 React Step: "Cut the Signal" names a Reaction (§7.5: "'Target
 * Reaction' names a Tactics card with Reaction on the stack"). Stoke the
 * Furnace is a Tactics card without Reaction: with it alone on the stack,
 * Cut the Signal has no target and cannot be played.
 * covers: MV-034/E02
 */
static void cut_the_signal_needs_a_reaction(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.5 Target Reaction: a Tactics card without Reaction is no target of Cut the Signal",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 1 MV-036 MV-006\n"
                          "hand 0 MV-034 MV-002\n",
        .actions = "tap: The Furnace Oath\n"
                   "play: Stoke the Furnace\n"
                   "tap: The Lantern Vigil\n",
        .legal = "pass\n",
        .illegal = "react: Cut the Signal\n",
    };
    scenario_run(&s);
}

/* §5 The React Step: "When both players pass in a row, the stack resolves
 * from the top down: the last card played resolves first"; "If any target
 * of a Tactics card has gone when it resolves, the whole card fizzles ...
 * it goes to its owner's Recall Pile". MV-039 Writ of Seizure: "Disarm the
 * Gear of target Move your opponent played in the Combat Zone." (§7.5: the
 * attack "leaves combat for its owner's Recall Pile: an attack then does
 * not reach the Math"; §7.8: every Block card goes to its owner's Recall
 * Pile and "None of their Effects or block keywords work"; an attack that
 * does not reach the Math "gives no turn, Quick or not".) Seat 1 blocks
 * with Spiked Rampart (Lacerating Block [1]), plays Oath of Ruin, then,
 * after seat 0's pass, Writ of Seizure, both on Wire Ward (Quick). Writ
 * resolves first: Whisper Coil is disarmed, Wire Ward and Spiked Rampart go
 * to the Recall Piles (no Lacerating HP loss, no Plating Token). Oath of
 * Ruin's target has gone: it fizzles. The resolved Single-Use Writ is
 * destroyed; P09 finds no Move in seat 0's Momentum Zone. The next turn is
 * seat 1's.
 * covers: MV-039/E22 MV-039/kw:Reaction MV-039/kw:Single-Use
 */
static void writ_of_seizure_resolves_first_and_oath_fizzles(void **state)
{
    (void)state;
    const char *rule = "§5 React Step: LIFO; MV-039 takes the attack out of combat; the earlier Reaction fizzles";
    exile_match *m = scenario_load(SEATS "players\n"
                                         "memories 1 Uu Uu Lu\n"
                                         "hand 0 MV-004\n"
                                         "hand 1 MV-026 MV-038 MV-039 MV-006\n");
    const char *const acts[] = {
        "attack face-up: Wire Ward",
        "tap: The Lantern Vigil",
        "declare 1",
        "tap: Ash of Hollowmere",
        "block: Spiked Rampart",
        "no more blocks",
        "tap: The Furnace Oath",
        "react: Oath of Ruin",
        "target: Wire Ward",
        "pass",
        "tap: The Broken Seal",
        "channel: Surge Swing",
        "react: Writ of Seizure",
        "target: Wire Ward",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_now(m, "decision react seat=0", rule);
    scenario_act(m, "pass");
    scenario_expect_now(m, "decision react seat=1", rule);
    scenario_act(m, "pass");
    scenario_expect_line(m, "gear 0 Df Af Af Af", rule);
    scenario_expect_line(m, "recall 0 MV-004", rule);
    scenario_expect_line(m, "recall 1 MV-006 MV-026 MV-038", rule);
    scenario_expect_line(m, "destroyed 1 MV-039", rule);
    scenario_expect_line(m, "momentum 0", rule);
    scenario_expect_line(m, "momentum 1", rule);
    scenario_expect_line(m, "attached 1", rule);
    scenario_expect_line(m, "hp 1 28", rule);
    scenario_expect_line(m, "hp 0 25", rule);
    scenario_expect_line(m, "players turn=1 next=1", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* §7.5: an Effect that disarms names the Gear of a Move "an attack or a
 * Block card ... a Block card leaves the block"; §7.8: "A Block card whose
 * Gear an Effect disarms in the React step leaves the block ... the next
 * Block card becomes the first". The attacker plays Writ of Seizure on
 * Blind Coil, the first of two Block cards: Whisper Coil is disarmed, Blind
 * Coil goes to the Recall Pile, and Veil Snap (Block 2) alone stops Drag
 * Down (Damage 2): the block is successful and takes the turn.
 * covers: MV-039/E22 MV-039/kw:Reaction MV-039/kw:Single-Use
 */
static void writ_of_seizure_on_a_block_card(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.5 / MV-039: a Block card whose Gear is disarmed leaves the block; the next becomes the first",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 1 Uu Uu Lu\n"
                          "hand 1 MV-016 MV-039\n"
                          "hand 0 MV-002 MV-024\n",
        .actions = "attack face-up: Drag Down\n"
                   "tap: The Furnace Oath\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Blind Coil\n"
                   "tap: The Unwritten Name\n"
                   "block: Veil Snap\n"
                   "no more blocks\n"
                   "pass\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "react: Writ of Seizure\n"
                   "target: Blind Coil\n"
                   "pass\n"
                   "pass\n",
        .expect = "gear 0 Df Af Af Af\n"
                  "recall 0 MV-002\n"
                  "momentum 0 MV-024\n"
                  "recall 1 MV-016\n"
                  "destroyed 1 MV-039\n"
                  "attached 0\n"
                  "hp 0 25\n"
                  "players first=1 initiative=1\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §7.5: the Move of an Effect that disarms "leaves combat for its owner's
 * Recall Pile ... A Single-Use Move is destroyed instead." (§6.4 E22: "If
 * the Move is the attack, it leaves combat before the Math and goes to its
 * owner's Recall Pile; a Single-Use card is destroyed.") Last Needle
 * (Single-Use, Thrown) is destroyed and Needle Sling disarmed; the attack
 * does not reach the Math and gives no turn.
 * covers: MV-013/kw:Single-Use MV-039/E22 MV-039/kw:Reaction MV-039/kw:Single-Use
 */
static void writ_of_seizure_on_a_single_use_attack(void **state)
{
    (void)state;
    scenario single_use = {
        .rule = "§7.5 / MV-039: a Single-Use attack whose Gear an Effect disarms is destroyed",
        .position = SEATS "players\n"
                          "hand 0 MV-013 MV-012\n"
                          "hand 1 MV-039\n",
        .actions = "attack face-up: Last Needle\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "react: Writ of Seizure\n"
                   "target: Last Needle\n"
                   "pass\n"
                   "pass\n",
        .expect = "gear 0 Af Df Af Af\n"
                  "destroyed 0 MV-013\n"
                  "recall 0\n"
                  "destroyed 1 MV-039\n"
                  "hp 1 28\n"
                  "players turn=1 next=1\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&single_use);
}

/* §6.4 E22: "A Move with Ranged Attack can be the target" (§7.8: "An Effect
 * that disarms can still disarm that Gear"). Marking Dart (Ranged) goes to
 * the Recall Pile and Needle Sling is disarmed; its Effect (an Aim Token
 * against a Disengaged opponent) never happens: it does not reach the Math
 * (checklist G39), and Needle Sling's P20 never applies to the Move of a
 * disarmed attack (§7.10).
 * covers: MV-039/E22 MV-039/kw:Reaction
 */
static void writ_of_seizure_on_a_ranged_attack(void **state)
{
    (void)state;
    scenario ranged = {
        .rule = "§7.5 / MV-039: a Ranged attack's Gear is disarmed by the Effect; its own Effect never happens",
        .position = SEATS "players\n"
                          "hand 0 MV-012 MV-013\n"
                          "hand 1 MV-039\n",
        .actions = "attack face-up: Marking Dart\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "react: Writ of Seizure\n"
                   "target: Marking Dart\n"
                   "pass\n"
                   "pass\n",
        .expect = "gear 0 Af Df Af Af\n"
                  "recall 0 MV-012\n"
                  "attached 1\n"
                  "hp 1 28\n"
                  "players turn=1 next=1\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&ranged);
}

/* §7.5: "Fragile does not apply." Static Drape (Fragile; "When this card is
 * destroyed in the Combat Zone, your opponent loses 1 HP") leaves the block
 * for the Recall Pile when Writ of Seizure disarms Faraday Veil: it is not
 * destroyed, Brannoch loses nothing, and Rolling Weight is unblocked.
 * covers: MV-039/E22 MV-039/kw:Reaction
 */
static void writ_of_seizure_on_a_fragile_block_card(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.5 / MV-039: a Fragile Block card whose Gear is disarmed goes to the Recall Pile",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 1 Uu Uu Lu\n"
                          "hand 1 MV-009 MV-039\n"
                          "hand 0 MV-023 MV-011\n",
        .actions = "attack face-up: Rolling Weight\n"
                   "tap: The Furnace Oath\n"
                   "declare 2\n"
                   "block: Static Drape\n"
                   "no more blocks\n"
                   "pass\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "react: Writ of Seizure\n"
                   "target: Static Drape\n"
                   "pass\n"
                   "pass\n",
        .expect = "gear 0 Af Af Df Af\n"
                  "recall 0 MV-023\n"
                  "destroyed 0\n"
                  "hp 1 28\n"
                  "hp 0 23\n"
                  "momentum 1 MV-009\n"
                  "destroyed 1 MV-039\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §7.5 What an Effect targets: Writ of Seizure names "target Move your
 * opponent played in the Combat Zone"; a Reaction on the stack is not in
 * the Combat Zone. With Oath of Ruin and Cut the Signal on the stack, Writ
 * can target only Blind Coil. It resolves first (Whisper Coil disarmed,
 * Blind Coil out of combat); Cut the Signal then still finds Oath of Ruin
 * on the stack and sends it to the Recall Pile.
 * covers: MV-034/E02 MV-039/E22
 */
static void writ_of_seizure_targets_only_the_combat_zone(void **state)
{
    (void)state;
    const char *rule = "§7.5 / MV-039: a card on the stack is not in the Combat Zone; the stack resolves top-down";
    exile_match *m = scenario_load(SEATS "players\n"
                                         "memories 1 Uu Uu Lu\n"
                                         "hand 0 MV-002 MV-034\n"
                                         "hand 1 MV-038 MV-039\n");
    const char *const acts[] = {
        "attack face-up: Blind Coil",
        "tap: The Lantern Vigil",
        "tap: The Unwritten Name",
        "declare 2",
        "no more blocks",
        "tap: Ash of Hollowmere",
        "react: Oath of Ruin",
        "target: Blind Coil",
        "tap: Salt on the Threshold",
        "react: Cut the Signal",
        "target: Oath of Ruin",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "react: Writ of Seizure",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_legal(m, "target: Blind Coil", true, rule);
    scenario_expect_legal(m, "target: Cut the Signal", false, rule);
    scenario_expect_legal(m, "target: Oath of Ruin", false, rule);
    scenario_act(m, "target: Blind Coil");
    scenario_act(m, "pass");
    scenario_act(m, "pass");
    scenario_expect_line(m, "gear 0 Df Af Af Af", rule);
    scenario_expect_line(m, "recall 0 MV-002 MV-034", rule);
    scenario_expect_line(m, "recall 1 MV-038", rule);
    scenario_expect_line(m, "destroyed 1 MV-039", rule);
    scenario_expect_line(m, "hp 1 28", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* §5 React Step: "If any target of a Tactics card has gone when it
 * resolves, the whole card fizzles: none of its Effects happen, its cost
 * stays paid and it goes to its owner's Recall Pile, whatever its
 * keywords." MV-033 Slip the Guard: "Target face-down attack becomes
 * unblockable." (either player's attack; §7.8: "every Block card already
 * played against it goes at once to its owner's Recall Pile"). Seat 1
 * plays Writ of Seizure on Lark's Block card; Lark answers with Slip the
 * Guard on Brannoch's face-down attack. Slip resolves first: Wire Ward
 * leaves for the Recall Pile, so the Single-Use Writ fizzles into the
 * Recall Pile and disarms nothing. Rolling Weight (Damage 2, Momentous:
 * no other card in Momentum) is unblocked.
 * covers: MV-033/E27 MV-033/kw:Reaction
 */
static void fizzled_single_use_reaction_goes_to_the_recall_pile(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 React Step: a Reaction whose target has gone fizzles to the Recall Pile, Single-Use or not",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 1 Uu Uu Uu\n"
                          "hand 1 MV-009 MV-039\n"
                          "hand 0 MV-004 MV-033\n",
        .actions = "attack face-down: Rolling Weight\n"
                   "tap: The Furnace Oath\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Wire Ward\n"
                   "no more blocks\n"
                   "pass\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "react: Writ of Seizure\n"
                   "target: Wire Ward\n"
                   "tap: The Unwritten Name\n"
                   "react: Slip the Guard\n"
                   "target: Rolling Weight\n"
                   "pass\n"
                   "pass\n",
        .expect = "recall 1 MV-039\n"
                  "destroyed 1\n"
                  "gear 0 Af Af Af Af\n"
                  "gear 1 Af Af Af Af\n"
                  "recall 0 MV-004 MV-033\n"
                  "hp 0 23\n"
                  "momentum 1 MV-009\n"
                  "players first=1 initiative=1 turn=1 next=1\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* MV-033 Slip the Guard on its player's own face-down attack, after the
 * defender passed: §7.8 Unblockable: "An attack that becomes unblockable
 * later: every Block card already played against it goes at once to its
 * owner's Recall Pile ... they disarm nothing." Blind Coil face-down deals
 * 3 + Ambush 2, unblocked. Hold the Line goes to the Recall Pile; no block
 * succeeded, so Bastion Plate attaches no Plating Token. After seat 0's
 * Reaction, seat 1 has a choice again: one pass and a play are not two
 * passes in a row.
 * covers: MV-002/kw:Ambush MV-033/E27 MV-033/kw:Reaction
 */
static void slip_the_guard_unblocks_a_face_down_attack(void **state)
{
    (void)state;
    const char *rule = "MV-033 Slip the Guard: Block cards already played go to the Recall Pile; the attack is unblocked";
    exile_match *m = scenario_load(SEATS "players\n"
                                         "round-flags 0 flags=attacked\n"
                                         "hand 0 MV-002 MV-033\n"
                                         "hand 1 MV-027\n");
    const char *const acts[] = {
        "attack face-down: Blind Coil",
        "tap: The Lantern Vigil",
        "tap: The Unwritten Name",
        "declare 2",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "block: Hold the Line",
        "no more blocks",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_now(m, "decision react seat=1", rule);
    scenario_act(m, "pass");
    scenario_expect_now(m, "decision react seat=0", rule);
    scenario_act(m, "tap: Salt on the Threshold");
    scenario_act(m, "react: Slip the Guard");
    scenario_act(m, "target: Blind Coil");
    scenario_expect_now(m, "decision react seat=1", rule);
    scenario_act(m, "pass");
    scenario_expect_now(m, "decision react seat=0", rule);
    scenario_act(m, "pass");
    scenario_expect_line(m, "hp 1 23", rule);
    scenario_expect_line(m, "recall 1 MV-027", rule);
    scenario_expect_line(m, "momentum 1", rule);
    scenario_expect_line(m, "attached 1", rule);
    scenario_expect_line(m, "momentum 0 MV-002", rule);
    scenario_expect_line(m, "recall 0 MV-033", rule);
    scenario_expect_line(m, "gear 0 Af Af Af Af", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    exile_match_destroy(m);
}

/* §7.5: "'Target face-down attack' ... one played face-down": against a
 * face-up attack Slip the Guard has no target and is not offered.
 * covers: MV-033/E27
 */
static void slip_the_guard_needs_a_face_down_attack(void **state)
{
    (void)state;
    scenario s = {
        .rule = "MV-033 Slip the Guard: a face-up attack is no target",
        .position = SEATS "players\n"
                          "hand 0 MV-002 MV-033\n"
                          "hand 1 MV-027\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n"
                   "pass\n"
                   "tap: Salt on the Threshold\n",
        .legal = "pass\n",
        .illegal = "react: Slip the Guard\n",
    };
    scenario_run(&s);
}

/* §5 Action E, §7.5: "A Finisher Attack in the Combat Zone is never such a
 * target" (of an Effect that disarms); "An Effect may still lower its
 * Damage". Lark prepares Needle Storm on her upgraded Needle Sling and
 * plays it; in its React step Brannoch may play Oath of Ruin on it, but
 * not Writ of Seizure. */
static void writ_of_seizure_cannot_target_a_finisher_attack(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action E / MV-039: a Finisher Attack is no target of Writ of Seizure; Oath of Ruin may target it",
        .position = SEATS "players\n"
                          "gear 0 Af Au Af Af\n"
                          "memories 0 Uu Lu Uu\n"
                          "hand 0 MV-015 MV-011\n"
                          "hand 1 MV-038 MV-039 MV-006\n",
        .actions = "tap: The Lantern Vigil\n"
                   "tap: Salt on the Threshold\n"
                   "prepare: Needle Storm\n"
                   "step back: Surge Swing\n"
                   "play the Finisher: Needle Storm\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n",
        .legal = "pass\nreact: Oath of Ruin\n",
        .illegal = "react: Writ of Seizure\n",
    };
    scenario_run(&s);
}

/* ---------------------------------------------------------------------- */
/* Deferred Pain and the end of the round                                  */
/* ---------------------------------------------------------------------- */

/* MV-032 Deferred Pain: "Target attack has 0 Damage." ; "Attach this card
 * to your Exile with as many Tokens on it as the Damage the target attack
 * would have had at the Math without this card, minus 1 (at least 0)." ;
 * "WHILE ATTACHED: At the end of the round, you lose 1 HP for each Token on
 * this card, then detach this card." (§6.4 E55: "counts at that attack's
 * Math, after every modifier and bonus".) Surge Swing declared 4 (3 +
 * Overcommit 2) against Lark's Exile with an Aim Token (+1): 6, so 5
 * counters; the attack deals 0 and is unsuccessful: the turn passes to
 * Lark. Both players End: at the end of the round Lark loses 5 HP, the
 * card is detached to her Recall Pile and its counters return to the
 * supply (§4.5); the Aim Token stays.
 * covers: MV-006/kw:Overcommit MV-032/E24 MV-032/E55 MV-032/E56 MV-032/kw:Reaction TK-02/TOKEN_AIM
 */
static void deferred_pain(void **state)
{
    (void)state;
    const char *rule = "MV-032 Deferred Pain: 0 Damage now, counters = Damage at the Math - 1, lost at the end of the round";
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "exile 1 engaged\n"
                                         "memories 1 Uu Uu Lu\n"
                                         "attached 0 TK-02\n"
                                         "hand 1 MV-006 MV-008\n"
                                         "hand 0 MV-032 MV-011\n");
    const char *const acts[] = {
        "attack face-up: Surge Swing",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "declare 4",
        "no more blocks",
        "tap: The Lantern Vigil",
        "tap: The Unwritten Name",
        "react: Deferred Pain",
        "target: Surge Swing",
        "pass",
        "pass",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_line(m, "hp 0 25", rule);
    scenario_expect_line(m, "attached 0 TK-02 MV-032 TK-01@MV-032 TK-01@MV-032 TK-01@MV-032 TK-01@MV-032 TK-01@MV-032",
                rule);
    scenario_expect_line(m, "recall 1 MV-006", rule);
    scenario_expect_line(m, "momentum 1", rule);
    scenario_expect_line(m, "players first=1 initiative=1", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    scenario_act(m, "end");
    scenario_act(m, "end");
    scenario_expect_line(m, "hp 0 20", rule);
    scenario_expect_line(m, "recall 0 MV-032", rule);
    scenario_expect_line(m, "attached 0 TK-02", rule);
    scenario_expect_line(m, "hp 1 28", rule);
    exile_match_destroy(m);
}

/* MV-032 counts "the Damage the target attack would have had at the Math",
 * not its Net Damage. §5 Action A step 6: "The block is successful if a
 * Block card was played and Net Damage is 0." Surge Swing declared 4
 * (Damage 5) is blocked by Wire Ward (Block 2) and reduced to 0 by Deferred
 * Pain: 4 counters; the block is successful (Wire Ward enters the Momentum
 * Zone and takes the turn), and its Disarming Block disarms the
 * unsuccessful attack: Tidebreaker is set aside, and Faraday Veil (P15)
 * recovers 1 for Lark.
 * covers: GR-05/P15 MV-004/kw:Disarming MV-032/E24 MV-032/E55 MV-032/kw:Reaction
 */
static void deferred_pain_counts_damage_not_net_damage(void **state)
{
    (void)state;
    const char *rule = "MV-032 Deferred Pain: counters from the attack's Damage, not Net Damage; the block succeeds";
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "exile 1 engaged\n"
                                         "memories 1 Uu Uu Lu\n"
                                         "hand 1 MV-006 MV-008\n"
                                         "hand 0 MV-032 MV-004 MV-011\n");
    const char *const acts[] = {
        "attack face-up: Surge Swing",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "declare 4",
        "tap: The Lantern Vigil",
        "block: Wire Ward",
        "no more blocks",
        "tap: The Unwritten Name",
        "tap: Salt on the Threshold",
        "react: Deferred Pain",
        "target: Surge Swing",
        "pass",
        "pass",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_line(m, "hp 0 25", rule);
    scenario_expect_line(m, "attached 0 MV-032 TK-01@MV-032 TK-01@MV-032 TK-01@MV-032 TK-01@MV-032", rule);
    scenario_expect_line(m, "momentum 0 MV-004", rule);
    scenario_expect_line(m, "gear 1 Df Af Af Af", rule);
    scenario_expect_line(m, "recall 1 MV-006", rule);
    scenario_expect_tapped(m, 0, 2, rule);
    scenario_expect_line(m, "players first=1 initiative=1", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    exile_match_destroy(m);
}

/* §7.12: "A Tactics card attaches itself as it resolves"; §6.4 E55: the
 * counters count "at that attack's Math ...; with no Math, no Token is
 * laid." Brannoch plays Writ of Seizure on Lark's Blind Coil; Lark answers
 * with Deferred Pain on her own attack (either player's). Deferred Pain
 * resolves first and attaches; then Blind Coil leaves combat before the
 * Math: the card lies on Lark's Exile with no counter, costs nothing at the
 * end of the round and is detached.
 * covers: MV-032/E55 MV-032/E56 MV-039/E22
 */
static void deferred_pain_with_no_math_lays_no_token(void **state)
{
    (void)state;
    const char *rule = "MV-032 Deferred Pain: attached as it resolves; with no Math no counter is laid";
    exile_match *m = scenario_load(SEATS "players\n"
                                         "memories 0 Uu Lu Lu\n"
                                         "hand 0 MV-002 MV-032\n"
                                         "hand 1 MV-039\n");
    const char *const acts[] = {
        "attack face-up: Blind Coil",
        "tap: The Lantern Vigil",
        "declare 2",
        "no more blocks",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "tap: Ash of Hollowmere",
        "react: Writ of Seizure",
        "target: Blind Coil",
        "tap: The Unwritten Name",
        "tap: Salt on the Threshold",
        "react: Deferred Pain",
        "target: Blind Coil",
        "pass",
        "pass",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_line(m, "attached 0 MV-032", rule);
    scenario_expect_line(m, "gear 0 Df Af Af Af", rule);
    scenario_expect_line(m, "recall 0 MV-002", rule);
    scenario_expect_line(m, "hp 1 28", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    scenario_act(m, "end");
    scenario_act(m, "end");
    scenario_expect_line(m, "hp 0 25", rule);
    scenario_expect_line(m, "attached 0", rule);
    scenario_expect_line(m, "recall 0 MV-002 MV-032", rule);
    exile_match_destroy(m);
}

/* §5 (the round ends): "An HP loss 'At the end of the round' of an
 * attached card is lost with the Bleed Tokens, as one event ...: then
 * each player below 1 HP loses, and if both are, the game is a draw"
 * (§3.4; checklist G1). Lark at 5 HP carries Deferred Pain with 5
 * counters; Brannoch at 1 HP carries a Bleed Token. Both End: both fall
 * to 0 together, a draw.
 * covers: MV-032/E56 TK-01/TOKEN_BLEED
 */
static void deferred_pain_and_bleed_are_one_event(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 round end, §3.4, G1: Deferred Pain's loss and the Bleed Tokens are one event: a draw",
        .position = SEATS "players\n"
                          "hp 0 5\n"
                          "hp 1 1\n"
                          "attached 0 MV-032 TK-01@MV-032 TK-01@MV-032 TK-01@MV-032 TK-01@MV-032 TK-01@MV-032\n"
                          "attached 1 TK-01\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-006\n",
        .actions = "end\nend\n",
        .expect = "hp 0 0\n"
                  "hp 1 0\n"
                  "winner draw\n",
    };
    scenario_run(&s);
}

/* ---------------------------------------------------------------------- */
/* Speeds of Tactics cards: Stoke the Furnace (Quick), Iron Brand (Slow)   */
/* ---------------------------------------------------------------------- */

/* MV-036 Stoke the Furnace (Quick): "Your next attack this round has
 * Overcommit 2." (§7.1: "an Effect that gives Overcommit to a card that has
 * it adds to its X"). §5 Action B: "A Quick Tactics card played as your
 * action gives you the next turn". Then Surge Swing (cost 2, Damage 3,
 * Overcommit [2]) declared 6 has Overcommit 4: Damage 7. Tidebreaker's P10
 * recovers 1: one of the two tapped Memories (both give 2) untaps.
 * covers: GR-02/P10 MV-006/kw:Overcommit MV-036/E42 MV-036/kw:Quick
 */
static void stoke_the_furnace_adds_overcommit(void **state)
{
    (void)state;
    const char *rule = "MV-036 Stoke the Furnace: Quick gives the next turn; Overcommit 2 adds to the card's own";
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "exile 1 engaged\n"
                                         "memories 1 Uu Uu Lu\n"
                                         "hand 1 MV-036 MV-006 MV-008 MV-009\n"
                                         "hand 0 MV-011\n");
    scenario_act(m, "channel: Rolling Weight");
    scenario_act(m, "play: Stoke the Furnace");
    scenario_expect_now(m, "decision react seat=0", rule);
    scenario_act(m, "pass");
    scenario_act(m, "pass");
    scenario_expect_now(m, "recall 1 MV-009 MV-036", rule);
    scenario_expect_now(m, "players first=1 initiative=1 turn=1 next=1", rule);
    scenario_expect_now(m, "decision turn seat=1", rule);
    const char *const attack[] = {
        "attack face-up: Surge Swing", "tap: The Furnace Oath", "tap: The Broken Seal", "channel: Undertow",
        "declare 6", "no more blocks", NULL,
    };
    scenario_act_all(m, attack);
    scenario_expect_line(m, "hp 0 18", rule);
    scenario_expect_line(m, "momentum 1 MV-006", rule);
    scenario_expect_tapped(m, 1, 1, rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* MV-036: "Your next Slow attack this round does not make you spent." (§7.8:
 * "You go on taking turns ... a successful Slow attack then gives you the
 * next turn like any other.") Tidal Crush (Slow, cost 3, Damage 6, Exert
 * [1]) gets Overcommit 2 and is declared 5: Damage 8. Its Exert destroys
 * Rolling Weight, the only other Move left in hand (nothing to choose; P09
 * finds nothing in Lark's Momentum Zone).
 * covers: MV-007/kw:Exert MV-036/E42 MV-036/E43 MV-036/kw:Quick
 */
static void stoke_the_furnace_next_slow_attack(void **state)
{
    (void)state;
    scenario s = {
        .rule = "MV-036 Stoke the Furnace: the next Slow attack does not make its player spent",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 1 Uu Uu Lu\n"
                          "hand 1 MV-036 MV-007 MV-009 MV-008 MV-006\n"
                          "hand 0 MV-011\n",
        .actions = "channel: Surge Swing\n"
                   "play: Stoke the Furnace\n"
                   "pass\n"
                   "pass\n"
                   "attack face-up: Tidal Crush\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "channel: Undertow\n"
                   "declare 5\n"
                   "no more blocks\n",
        .expect = "hp 0 17\n"
                  "destroyed 1 MV-009\n"
                  "momentum 1 MV-007\n"
                  "exile 1 engaged\n"
                  "players first=1 initiative=1 turn=1 next=1\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* MV-037 Iron Brand (Slow): "Attach this card to your opponent's Exile.
 * WHILE ATTACHED: Whenever the player this card is attached to takes an
 * action, they lose 1 HP. At the end of the round, detach this card." §5
 * Action B: "a Slow one makes you spent for the round once it has
 * resolved" (not before: in its React step Brannoch is not spent yet).
 * §6.4 E54: the HP is lost "as the action is chosen, before anything is
 * paid ... Not a Block card, a Reaction, a pass in a React step": a Step
 * Back, a face-down attack (at The Opener) and an End each cost Lark 1 HP;
 * the Reaction she plays in her attack's React step (Slip the Guard on her
 * own attack) costs none. Brannoch, spent, cannot block: Blind Coil hits
 * for 3 + Ambush 2. The round ends; the card is detached to Brannoch's
 * Recall Pile.
 * covers: MV-002/kw:Ambush MV-033/E27 MV-033/kw:Reaction MV-037/E11 MV-037/kw:Slow
 */
static void iron_brand(void **state)
{
    (void)state;
    const char *rule = "MV-037 Iron Brand: Slow spends its player; each action of the branded player costs 1 HP";
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "round-flags 0 flags=attacked\n"
                                         "hand 1 MV-037 MV-006\n"
                                         "hand 0 MV-002 MV-011 MV-033\n");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "play: Iron Brand");
    scenario_expect_now(m, "decision react seat=0", rule);
    scenario_expect_now(m, "exile 1 upright", rule);
    scenario_act(m, "pass");
    scenario_act(m, "pass");
    scenario_expect_now(m, "attached 0 MV-037", rule);
    scenario_expect_now(m, "exile 1 upright spent", rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_expect_now(m, "hp 0 25", rule);
    scenario_act(m, "step back: Glass Needle");
    scenario_expect_now(m, "hp 0 24", rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_act(m, "attack face-down: Blind Coil");
    scenario_expect_now(m, "hp 0 23", rule);
    scenario_expect_now(m, "stamina 0 0", rule);
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "tap: The Unwritten Name");
    scenario_act(m, "declare 2");
    scenario_expect_now(m, "decision react seat=0", rule);
    scenario_act(m, "tap: Salt on the Threshold");
    scenario_act(m, "react: Slip the Guard");
    scenario_act(m, "target: Blind Coil");
    scenario_expect_now(m, "hp 0 23", rule);
    scenario_act(m, "pass");
    scenario_expect_line(m, "hp 1 23", rule);
    scenario_expect_line(m, "hp 0 23", rule);
    scenario_expect_line(m, "recall 0 MV-011 MV-033", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    scenario_act(m, "end");
    scenario_expect_line(m, "hp 0 22", rule);
    scenario_expect_line(m, "attached 0", rule);
    scenario_expect_line(m, "recall 1 MV-037", rule);
    scenario_expect_line(m, "round 2", rule);
    exile_match_destroy(m);
}

/* ---------------------------------------------------------------------- */
/* Who may react: the stunned defender, the spent player                   */
/* ---------------------------------------------------------------------- */

/* §5 Stun: "If the action of that turn is an attack, it is unblockable,
 * and the stun also stops every other card of the defender: they play no
 * Block card, no Reaction and no other Tactics card against it. The
 * attacker may still play Reactions in its React step." Rampart Bash
 * (Stunning) hits; in the stun turn Rolling Weight (Damage 2, Momentous
 * +1) gets no Block step, and its React step asks Brannoch only: Lark,
 * holding Deferred Pain with Stamina to pay for it, is never asked.
 * covers: MV-009/kw:Momentous MV-029/kw:Stunning
 */
static void stunned_defender_plays_no_reaction(void **state)
{
    (void)state;
    const char *rule = "§5 Stun: the stunned defender plays no Reaction against the stun turn's attack; the attacker may";
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "exile 1 engaged\n"
                                         "memories 1 Uu Uu Lu\n"
                                         "hand 1 MV-029 MV-009 MV-038\n"
                                         "hand 0 MV-032 MV-011\n");
    const char *const bash[] = {
        "attack face-up: Rampart Bash", "tap: The Furnace Oath", "declare 2", "no more blocks", NULL,
    };
    scenario_act_all(m, bash);
    scenario_expect_line(m, "hp 0 23", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    scenario_act(m, "attack face-up: Rolling Weight");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "declare 2");
    scenario_expect_now(m, "decision react seat=1", rule);
    scenario_act(m, "tap: Ash of Hollowmere");
    scenario_expect_legal(m, "react: Oath of Ruin", true, rule);
    scenario_act(m, "pass");
    /* No choice for Lark: the Math follows at once. */
    scenario_expect_now(m, "hp 0 20", rule);
    scenario_expect_now(m, "momentum 1 MV-029 MV-009", rule);
    scenario_expect_now(m, "hand 0 MV-032 MV-011", rule);
    scenario_expect_now(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* §5 Stun: "Any other action in it (a Tactics card, a Step Back, an End or
 * a Prepare) wastes the stun". The stun stops the defender's cards only
 * against that turn's attack: after Brannoch's Stoke the Furnace, played in
 * the stun turn, Lark is asked in its React step. Stoke is Quick: Brannoch
 * takes the next turn, not stunned, and his attack can be blocked.
 * covers: MV-029/kw:Stunning MV-036/kw:Quick
 */
static void stun_wasted_by_a_tactics_card(void **state)
{
    (void)state;
    const char *rule = "§5 Stun: a Tactics card in the stun turn wastes the stun; the defender may react to it";
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "exile 1 engaged\n"
                                         "memories 1 Uu Uu Lu\n"
                                         "hand 1 MV-029 MV-009 MV-036\n"
                                         "hand 0 MV-032 MV-011\n");
    const char *const bash[] = {
        "attack face-up: Rampart Bash", "tap: The Furnace Oath", "declare 2", "no more blocks", NULL,
    };
    scenario_act_all(m, bash);
    scenario_expect_line(m, "hp 0 23", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    scenario_act(m, "tap: Ash of Hollowmere");
    scenario_act(m, "play: Stoke the Furnace");
    scenario_expect_now(m, "decision react seat=0", rule);
    scenario_act(m, "pass");
    scenario_act(m, "pass");
    scenario_expect_now(m, "decision turn seat=1", rule);
    scenario_act(m, "attack face-up: Rolling Weight");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "declare 2");
    scenario_expect_now(m, "decision block seat=0", rule);
    scenario_expect_now(m, "stun", rule);
    exile_match_destroy(m);
}

/* §7.4 Spent: a spent player "plays no card (no block, no Reaction ...)";
 * §5: "Blocks and Reactions are played in your opponent's turns, unless
 * you are spent." Against a spent Lark, Brannoch's attack has no Block
 * step and its React step asks him only. After Lark's Action B against a
 * spent Brannoch, she alone is asked. */
static void spent_player_plays_no_reaction(void **state)
{
    (void)state;
    const char *rule = "§7.4 Spent: a spent player is not asked in a React step";
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "exile 0 upright spent\n"
                                         "exile 1 engaged\n"
                                         "hand 1 MV-009\n"
                                         "hand 0 MV-032 MV-002\n");
    scenario_act(m, "attack face-up: Rolling Weight");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "declare 2");
    scenario_expect_now(m, "decision react seat=1", rule);
    scenario_act(m, "pass");
    scenario_expect_now(m, "hp 0 23", rule);
    scenario_expect_now(m, "hand 0 MV-032 MV-002", rule);
    scenario_expect_now(m, "decision turn seat=1", rule);
    exile_match_destroy(m);

    m = scenario_load(SEATS "players\n"
                            "exile 1 upright spent\n"
                            "hand 0 MV-031 MV-002\n"
                            "hand 1 MV-038\n");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "play: Second Sight");
    scenario_expect_now(m, "decision react seat=0", rule);
    scenario_act(m, "pass");
    scenario_expect_prefix_now(m, "decision look seat=0", rule);
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(action_b_needs_stamina_armed_gear_and_targets),
        cmocka_unit_test(second_sight_as_the_action),
        cmocka_unit_test(second_sight_short_deck),
        cmocka_unit_test(reaction_needs_floating_stamina_and_armed_gear),
        cmocka_unit_test(oath_of_ruin),
        cmocka_unit_test(cut_the_signal_sends_a_reaction_away),
        cmocka_unit_test(cut_the_signal_on_a_single_use_reaction),
        cmocka_unit_test(cut_the_signal_needs_a_reaction),
        cmocka_unit_test(writ_of_seizure_resolves_first_and_oath_fizzles),
        cmocka_unit_test(writ_of_seizure_on_a_block_card),
        cmocka_unit_test(writ_of_seizure_on_a_single_use_attack),
        cmocka_unit_test(writ_of_seizure_on_a_ranged_attack),
        cmocka_unit_test(writ_of_seizure_on_a_fragile_block_card),
        cmocka_unit_test(writ_of_seizure_targets_only_the_combat_zone),
        cmocka_unit_test(fizzled_single_use_reaction_goes_to_the_recall_pile),
        cmocka_unit_test(slip_the_guard_unblocks_a_face_down_attack),
        cmocka_unit_test(slip_the_guard_needs_a_face_down_attack),
        cmocka_unit_test(writ_of_seizure_cannot_target_a_finisher_attack),
        cmocka_unit_test(deferred_pain),
        cmocka_unit_test(deferred_pain_counts_damage_not_net_damage),
        cmocka_unit_test(deferred_pain_with_no_math_lays_no_token),
        cmocka_unit_test(deferred_pain_and_bleed_are_one_event),
        cmocka_unit_test(stoke_the_furnace_adds_overcommit),
        cmocka_unit_test(stoke_the_furnace_next_slow_attack),
        cmocka_unit_test(iron_brand),
        cmocka_unit_test(stunned_defender_plays_no_reaction),
        cmocka_unit_test(stun_wasted_by_a_tactics_card),
        cmocka_unit_test(spent_player_plays_no_reaction),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
