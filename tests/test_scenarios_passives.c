/*
 * Scenarios of activated abilities (§7.10: GR-07 Ghost Ledger, checklist
 * G24, G33), attached cards (§7.12: Drag Down, Iron Brand, Deferred Pain
 * and its counters), Tokens (§4.5: attach, short supply, Bleed, Aim,
 * Plating, Tokens in a deck), the order of simultaneous Passives (§5 The
 * React Step & The Stack), the end of the round (§5, G1), the draws of
 * §3.4 and the house rule G37 at the last round.
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

/* Full hands, so that a Refill takes nothing. */
#define HAND0 "hand 0 MV-001 MV-002 MV-003 MV-004 MV-011 MV-012\n"
#define HAND1 "hand 1 MV-006 MV-007 MV-008 MV-009 MV-017 MV-018\n"

enum { VALUES_CAP = 1024 };

/* ------------------------------------------------------------------ */
/* Helpers                                                            */
/* ------------------------------------------------------------------ */

/* The HP event of @p seat that leaves it at @p hp, or -1. */
static int find_hp(const scenario_log *log, int seat, int hp)
{
    for (size_t i = 0; i < log->n; i++)
        if (log->ev[i].kind == EXILE_EV_HP && log->ev[i].seat == seat && log->ev[i].value == hp)
            return (int)i;
    return -1;
}

/* ------------------------------------------------------------------ */
/* §7.10 Activated abilities: GR-07 Ghost Ledger                      */
/* ------------------------------------------------------------------ */

/* §7.10: "Use it during one of your own turns, before or after its action
 * ... Using it is not the turn's action. It costs only what its text says
 * and resolves immediately". GR-07: "Once per round, you may destroy 1 card
 * in your Momentum Zone to take up to 2 Moves from your Recall Pile to your
 * hand." The card is destroyed, not one of Brannoch's: his Ember Satchel
 * (P09, "whenever one of your Moves is destroyed") does not fire, so Recoil
 * Shot stays in Lark's Momentum Zone. Iron Brand lies on Lark's Exile
 * ("Whenever the player this card is attached to takes an action, they lose
 * 1 HP"): the ability costs no HP, the Step Back that follows does.
 * covers: GR-07/E08
 */
static void ghost_ledger_before_the_action(void **state)
{
    (void)state;
    const char *position = SEATS "players\n"
                                 "hand 0 MV-011\n"
                                 "hand 1 MV-006 MV-008\n"
                                 "momentum 0 MV-002 MV-014\n"
                                 "recall 0 MV-001 MV-012 MV-013\n"
                                 "attached 0 MV-037\n";
    scenario offer = {
        .rule = "§7.10 GR-07: the ability is offered in its player's turn, before the action",
        .position = position,
        .legal = "use the ability of: Ghost Ledger\nend\n",
    };
    scenario_run(&offer);
    scenario s = {
        .rule = "§7.10 GR-07 before the action: destroy 1 Momentum card, take up to 2 Moves; not the action, "
                "the turn goes on; the opponent's P09 does not fire",
        .position = position,
        .actions = "use the ability of: Ghost Ledger\n"
                   "choose: Blind Coil\n"
                   "choose: Marking Dart\n"
                   "choose: False Thread\n",
        .expect = "destroyed 0 MV-002\n"
                  "momentum 0 MV-014\n"
                  "destroyed 1\n"
                  "recall 0 MV-013\n"
                  "hand 0 MV-011 MV-012 MV-001\n"
                  "hp 0 25\n"
                  "attached 0 MV-037\n"
                  "decision turn seat=0\n",
        .legal = "step back: Glass Needle\nattack face-up: Marking Dart\nend\n",
        .illegal = "use the ability of: Ghost Ledger\n",
    };
    scenario_run(&s);
    /* The offer of the Moves: each Move of the Recall Pile, or stop. */
    exile_match *m = scenario_load(position);
    scenario_act(m, "use the ability of: Ghost Ledger");
    scenario_expect_legal(m, "choose: Blind Coil", true, s.rule);
    scenario_expect_legal(m, "choose: Recoil Shot", true, s.rule);
    scenario_act(m, "choose: Blind Coil");
    scenario_expect_legal(m, "choose: False Thread", true, s.rule);
    scenario_expect_legal(m, "choose: Last Needle", true, s.rule);
    scenario_expect_legal(m, "decline", true, s.rule);
    scenario_act(m, "choose: Marking Dart");
    scenario_act(m, "choose: False Thread");
    /* The action itself: Iron Brand takes 1 HP, and no window follows
     * (the ability is spent for the round). */
    scenario_act(m, "step back: Glass Needle");
    scenario_expect_now(m, "hp 0 24", s.rule);
    scenario_expect_now(m, "decision turn seat=1", s.rule);
    exile_match_destroy(m);
}

/* §7.10 "... or after its action"; G33: "after the action has fully
 * resolved ... and before the next turn begins. There is no window if the
 * action made the player spent". The window is asked when the opponent
 * takes the next turn: after a Step Back, and after an unsuccessful attack
 * (a successful block takes the turn, §5 Phase 2). The Move just given for
 * the Step Back lies on the Recall Pile and may be taken back.
 * covers: GR-07/E08
 */
static void ghost_ledger_after_the_action(void **state)
{
    (void)state;
    const char *rule = "§7.10 / G33 GR-07 after the action: the window comes before the opponent's turn";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "hand 0 MV-011\n"
                                         "hand 1 MV-006 MV-008\n"
                                         "momentum 0 MV-002 MV-014\n"
                                         "recall 0 MV-001 MV-012\n");
    scenario_act(m, "step back: Glass Needle");
    scenario_expect_now(m, "decision after-action seat=0", rule);
    scenario_expect_legal(m, "use the ability of: Ghost Ledger", true, rule);
    scenario_expect_legal(m, "decline", true, rule);
    const char *const acts[] = {
        "use the ability of: Ghost Ledger",
        "choose: Recoil Shot",
        "choose: Glass Needle",
        "choose: False Thread",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_line(m, "hand 0 MV-011 MV-001", rule);
    scenario_expect_line(m, "recall 0 MV-012", rule);
    scenario_expect_line(m, "destroyed 0 MV-014", rule);
    scenario_expect_line(m, "momentum 0 MV-002", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);

    /* An unsuccessful attack: Recoil Shot (Damage 2) against Hold the Line
     * (Block 2). Bastion Plate (P19) attaches a Plating Token. */
    const char *rule2 = "§7.10 / G33 GR-07: the window after an unsuccessful attack; declined, the opponent's turn";
    print_message("  %s\n", rule2);
    m = scenario_load(SEATS "players\n"
                            "hand 0 MV-014 MV-011\n"
                            "hand 1 MV-027\n"
                            "momentum 0 MV-002\n"
                            "recall 0 MV-001\n");
    const char *const attack[] = {
        "attack face-up: Recoil Shot",
        "tap: The Lantern Vigil",
        "declare 1",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "block: Hold the Line",
        "no more blocks",
        "pass",
        "pass",
        NULL,
    };
    scenario_act_all(m, attack);
    scenario_expect_now(m, "decision after-action seat=0", rule2);
    scenario_expect_now(m, "recall 0 MV-001 MV-014", rule2);
    scenario_expect_now(m, "momentum 1 MV-027", rule2);
    scenario_expect_legal(m, "use the ability of: Ghost Ledger", true, rule2);
    scenario_act(m, "decline");
    scenario_expect_now(m, "decision turn seat=1", rule2);
    scenario_expect_now(m, "momentum 0 MV-002", rule2);
    exile_match_destroy(m);
}

/* G33: no window "after its action" when its player takes the next turn:
 * the next turn's "before the action" is the same moment. A successful
 * attack (§5 Phase 2), an unsuccessful Quick attack, and a Step Back
 * against a spent opponent ("Their opponent goes on taking turns") all
 * give Lark the next turn.
 * covers: MV-011/kw:Quick
 */
static void no_window_when_the_turn_stays(void **state)
{
    (void)state;
    const char *rule = "§7.10 / G33: no after-action window when the same player takes the next turn; "
                       "the turn offers the ability";
    print_message("  %s\n", rule);
    /* A successful attack. */
    exile_match *m = scenario_load(SEATS "players\n"
                                         "hand 0 MV-002 MV-011\n"
                                         "hand 1 MV-006\n"
                                         "momentum 0 MV-014\n"
                                         "recall 0 MV-001\n");
    const char *const hit[] = {
        "attack face-up: Blind Coil", "tap: The Lantern Vigil", "tap: The Unwritten Name", "declare 2",
        "no more blocks",             "pass",                   "pass",                    NULL,
    };
    scenario_act_all(m, hit);
    scenario_expect_now(m, "hp 1 25", rule);
    scenario_expect_now(m, "momentum 0 MV-014 MV-002", rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_expect_legal(m, "use the ability of: Ghost Ledger", true, rule);
    exile_match_destroy(m);

    /* An unsuccessful Quick attack: Glass Needle (1) against Oathbound
     * Guard (1). It is Thrown and not disarmed: Needle Sling (P20) offers
     * the top of the deck, declined. */
    m = scenario_load(SEATS "players\n"
                            "hand 0 MV-011 MV-003\n"
                            "hand 1 MV-028\n"
                            "momentum 0 MV-014\n"
                            "recall 0 MV-001\n");
    const char *const quick[] = {
        "attack face-up: Glass Needle",
        "declare 0",
        "tap: The Furnace Oath",
        "block: Oathbound Guard",
        "no more blocks",
        "pass",
        "pass",
        "decline",
        NULL,
    };
    scenario_act_all(m, quick);
    scenario_expect_now(m, "recall 0 MV-001 MV-011", rule);
    scenario_expect_now(m, "momentum 1 MV-028", rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_expect_legal(m, "use the ability of: Ghost Ledger", true, rule);
    exile_match_destroy(m);

    /* A Step Back against a spent opponent. */
    m = scenario_load(SEATS "players\n"
                            "exile 1 upright spent\n"
                            "hand 0 MV-011 MV-001\n"
                            "hand 1 MV-006\n"
                            "momentum 0 MV-014\n"
                            "recall 0 MV-012\n");
    scenario_act(m, "step back: Glass Needle");
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_expect_legal(m, "use the ability of: Ghost Ledger", true, rule);
    exile_match_destroy(m);
}

/* §7.4 Spent: a spent player "... tap no Memory, channel no card and use
 * no activated ability"; G33: "There is no window if the action made the
 * player spent (End, Slow, error)". After Lark's End, Brannoch's Quick
 * attack asks her nothing: no Block step, no React step, no ability.
 * covers: MV-007/kw:Exert MV-007/kw:Slow
 */
static void spent_player_uses_no_ability(void **state)
{
    (void)state;
    const char *rule = "§7.4 Spent / G33: no window after an End; a spent player is never offered the ability";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "hand 0 MV-011\n"
                                         "hand 1 MV-008 MV-006\n"
                                         "momentum 0 MV-014\n"
                                         "recall 0 MV-012\n");
    scenario_act(m, "end");
    scenario_expect_now(m, "decision turn seat=1", rule);
    scenario_expect_now(m, "exile 0 upright spent", rule);
    scenario_act(m, "attack face-up: Undertow");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "declare 1");
    /* Whatever is asked until Brannoch's next turn is asked of Brannoch. */
    for (int i = 0; i < 8 && !scenario_has_line(m, "decision turn seat=1", false); i++) {
        assert_int_equal(exile_match_to_act(m), 1);
        exile_action a;
        assert_int_equal(exile_action_parse(m, "pass", &a), EXILE_OK);
        assert_int_equal(exile_match_apply(m, a), EXILE_OK);
    }
    scenario_expect_now(m, "decision turn seat=1", rule);
    scenario_expect_now(m, "hp 0 24", rule);
    scenario_expect_now(m, "momentum 0 MV-014", rule);
    scenario_expect_now(m, "recall 0 MV-012", rule);
    scenario_expect_now(m, "hand 0 MV-011", rule);
    exile_match_destroy(m);

    /* §7.8: "A Slow card makes its player spent once fully resolved": no
     * window after it (G33). Brannoch carries Ghost Ledger here and Lark
     * Ember Satchel (§2, a loadout from a full set). Tidal Crush (Slow,
     * Exert [1]) hits; Brannoch, spent, is asked nothing after it. */
    const char *rule2 = "§7.8 / G33: no after-action window after a Slow attack, which makes its player spent";
    print_message("  %s\n", rule2);
    m = scenario_load("exile-notation 2\n"
                      "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-08 MEM-01 MEM-02 MEM-03\n"
                      "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-07 MEM-04 MEM-05 MEM-06\n"
                      "players first=1 initiative=1 turn=1 next=1\n"
                      "hand 0 MV-011\n"
                      "hand 1 MV-007 MV-008 MV-006\n"
                      "momentum 1 MV-009\n"
                      "recall 1 MV-017\n");
    scenario_expect_legal(m, "use the ability of: Ghost Ledger", true, rule2);
    const char *const slow[] = {
        "attack face-up: Tidal Crush",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "tap: Ash of Hollowmere",
        "declare 3",
        "no more blocks",
        "exert: Undertow",
        "pass",
        "pass",
        NULL,
    };
    scenario_act_all(m, slow);
    scenario_expect_now(m, "hp 0 19", rule2);
    scenario_expect_now(m, "exile 1 engaged spent", rule2);
    scenario_expect_now(m, "momentum 1 MV-009 MV-007", rule2);
    scenario_expect_now(m, "recall 1 MV-017", rule2);
    scenario_expect_now(m, "decision turn seat=0", rule2);
    exile_match_destroy(m);
}

/* G13: "A stunned (or spent) defender has no React-step choice at all, so
 * no abilities either"; §5 Stun: the stun "stops every other card of the
 * defender". After Rampart Bash (Stunning Attack) hits, Brannoch's Undertow
 * in the stun turn asks Lark nothing, though her Ghost Ledger is unused
 * this round and her Momentum Zone holds Blind Coil. In the React step of
 * the Rampart Bash itself she was still offered it.
 * covers: MV-008/kw:Cascading MV-029/kw:Stunning
 */
static void stunned_defender_uses_no_ability(void **state)
{
    (void)state;
    const char *rule = "§5 Stun / G13: a stunned defender has no React step choice, so no activated ability";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "hand 0 MV-022 MV-014 MV-011\n"
                                         "hand 1 MV-029 MV-006 MV-008\n"
                                         "momentum 0 MV-002\n"
                                         "recall 0 MV-001\n");
    const char *const bash[] = {
        "attack face-up: Rampart Bash", "tap: The Furnace Oath", "tap: The Broken Seal", "declare 2",
        "no more blocks",               NULL,
    };
    scenario_act_all(m, bash);
    scenario_expect_prefix_now(m, "decision react seat=0", rule);
    scenario_expect_legal(m, "use the ability of: Ghost Ledger", true, rule);
    const char *const stunned[] = {
        "pass", "pass", "attack face-up: Undertow", "tap: The Furnace Oath", "declare 1", NULL,
    };
    scenario_act_all(m, stunned);
    for (int i = 0; i < 8 && !scenario_has_line(m, "decision turn seat=1", false); i++) {
        assert_int_equal(exile_match_to_act(m), 1);
        exile_action a;
        assert_int_equal(exile_action_parse(m, "pass", &a), EXILE_OK);
        assert_int_equal(exile_match_apply(m, a), EXILE_OK);
    }
    /* Rampart Bash 2; Undertow 1 + Cascading Attack 1 (Rampart Bash). */
    scenario_expect_now(m, "hp 0 21", rule);
    scenario_expect_now(m, "momentum 0 MV-002", rule);
    scenario_expect_now(m, "recall 0 MV-001", rule);
    scenario_expect_now(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* §7.10: "... or when it is your choice in a React step." G12: using it is
 * not a play for the alternation: "After using one, the player still plays
 * a Reaction or passes". In the React step of Brannoch's Surge Swing Lark
 * takes Deferred Pain back from her Recall Pile and plays it: "Target
 * attack has 0 Damage", and it attaches to her own Exile with 3 - 1 = 2
 * Tokens. The attack, at 0 Damage against no Block card, is unsuccessful
 * and passes the turn. Once per round: the ability is not offered again in
 * Lark's turn, though her Momentum Zone still holds a card.
 * covers: GR-07/E08 MV-032/E24 MV-032/E55 MV-032/kw:Reaction
 */
static void ghost_ledger_in_the_react_step_of_an_attack_against_you(void **state)
{
    (void)state;
    const char *position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                 "hand 0 MV-011\n"
                                 "hand 1 MV-006 MV-008\n"
                                 "momentum 0 MV-002 MV-014\n"
                                 "recall 0 MV-032 MV-013\n";
    scenario s = {
        .rule = "§7.10 / G12 GR-07 in a React step: the ability, then a Reaction it brought back; once per round",
        .position = position,
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "no more blocks\n"
                   "use the ability of: Ghost Ledger\n"
                   "choose: Recoil Shot\n"
                   "choose: Deferred Pain\n"
                   "decline\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "react: Deferred Pain\n"
                   "target: Surge Swing\n",
        .expect = "hp 0 25\n"
                  "destroyed 0 MV-014\n"
                  "momentum 0 MV-002\n"
                  "recall 0 MV-013\n"
                  "hand 0 MV-011\n"
                  "recall 1 MV-006\n"
                  "momentum 1\n"
                  "decision turn seat=0\n",
        .illegal = "use the ability of: Ghost Ledger\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(position);
    const char *const acts[] = {
        "attack face-up: Surge Swing",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "declare 2",
        "no more blocks",
        "use the ability of: Ghost Ledger",
        "choose: Recoil Shot",
        "choose: Deferred Pain",
        "decline",
        NULL,
    };
    scenario_act_all(m, acts);
    /* Still Lark's choice in the React step. */
    scenario_expect_prefix_now(m, "decision react seat=0", s.rule);
    scenario_expect_legal(m, "pass", true, s.rule);
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "tap: The Unwritten Name");
    scenario_act(m, "react: Deferred Pain");
    scenario_act(m, "target: Surge Swing");
    scenario_expect_count(m, "attached 0", "MV-032", 1, s.rule);
    scenario_expect_count(m, "attached 0", "@MV-032", 2, s.rule);
    scenario_expect_count(m, "attached 0", NULL, 3, s.rule);
    exile_match_destroy(m);
}

/* §5: a React step also follows "a Tactics card played as an action
 * (Action B)", its player's opponent first. Brannoch plays Iron Brand; Lark
 * uses Ghost Ledger there, then passes, and the card resolves.
 * covers: GR-07/E08 MV-037/E11 MV-037/kw:Slow
 */
static void ghost_ledger_in_the_react_step_of_a_tactics_card(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.10 GR-07: used in the React step after the opponent's Tactics card",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-037 MV-008\n"
                          "momentum 0 MV-014\n"
                          "recall 0 MV-001\n",
        .actions = "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "play: Iron Brand\n"
                   "use the ability of: Ghost Ledger\n"
                   "choose: Recoil Shot\n"
                   "choose: False Thread\n",
        .expect = "destroyed 0 MV-014\n"
                  "hand 0 MV-011 MV-001\n"
                  "attached 0 MV-037\n"
                  "exile 1 upright spent\n"
                  "hp 0 25\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
    /* The Plating Token is returned only "in the React step of an attack
     * against you" (§4.5): not after a Tactics card. */
    scenario plating = {
        .rule = "§4.5 Plating: no Plating Token is returned in the React step of a Tactics card",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-037 MV-008\n"
                          "momentum 0 MV-014\n"
                          "recall 0 MV-001\n"
                          "attached 0 TK-03\n",
        .actions = "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "play: Iron Brand\n",
        .legal = "pass\nuse the ability of: Ghost Ledger\n", /* Lark's choice, the opponent's first */
        .illegal = "return a Plating Token\n",
    };
    scenario_run(&plating);
}

/* ... and in the React step of her own attack, when it is her choice
 * (the defender chooses first, §5 The React Step).
 * covers: GR-07/E08
 */
static void ghost_ledger_in_the_react_step_of_your_attack(void **state)
{
    (void)state;
    const char *rule = "§7.10 GR-07: used at the attacker's choice in the React step of her own attack";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "hand 0 MV-002 MV-011\n"
                                         "hand 1 MV-006\n"
                                         "momentum 0 MV-014\n"
                                         "recall 0 MV-001 MV-012\n");
    const char *const acts[] = {
        "attack face-up: Blind Coil",
        "tap: The Lantern Vigil",
        "tap: The Unwritten Name",
        "declare 2",
        "no more blocks",
        "pass", /* Brannoch, the defender, first */
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_prefix_now(m, "decision react seat=0", rule);
    scenario_expect_legal(m, "use the ability of: Ghost Ledger", true, rule);
    scenario_act(m, "use the ability of: Ghost Ledger");
    scenario_act(m, "choose: Recoil Shot");
    scenario_act(m, "choose: False Thread");
    scenario_act(m, "decline");
    scenario_expect_prefix_now(m, "decision react seat=0", rule);
    /* G12: the ability is no play: Brannoch's pass and Lark's make two
     * passes in a row, and the React step ends. */
    scenario_act(m, "pass");
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_expect_line(m, "hp 1 25", rule);
    scenario_expect_line(m, "destroyed 0 MV-014", rule);
    scenario_expect_line(m, "momentum 0 MV-002", rule);
    scenario_expect_line(m, "hand 0 MV-011 MV-001", rule);
    scenario_expect_line(m, "recall 0 MV-012", rule);
    scenario_expect_legal(m, "use the ability of: Ghost Ledger", false, rule);
    exile_match_destroy(m);
}

/* "Once per round": §7.7 "allows one use in each round". Used in round 1,
 * it is offered again in round 2 once a card lies in the Momentum Zone
 * again (the Reload empties it). The destroyed Blind Coil no longer counts
 * at the Initiative step: 0 against 0, so the Initiative passes to
 * Brannoch.
 * covers: GR-07/E08
 */
static void ghost_ledger_once_per_round(void **state)
{
    (void)state;
    const char *rule = "§7.7 once per round: GR-07 spent in round 1 is offered again in round 2";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "hand 0 MV-011\n"
                                         "hand 1 MV-006 MV-008\n"
                                         "momentum 0 MV-002\n"
                                         "recall 0 MV-001\n");
    const char *const round1[] = {
        "use the ability of: Ghost Ledger",
        "choose: Blind Coil",
        "choose: False Thread", /* the only Move of the Recall Pile */
        "end",
        "end",
        NULL,
    };
    scenario_act_all(m, round1);
    scenario_expect_now(m, "round 2", rule);
    scenario_expect_now(m, "decision unlock seat=1", rule);
    const char *const round2[] = {
        "unlock nothing",
        "unlock nothing",
        "step back: Surge Swing",
        "attack face-up: Glass Needle",
        "declare 0",
        "no more blocks",
        NULL,
    };
    scenario_act_all(m, round2);
    scenario_expect_line(m, "momentum 0 MV-011", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    scenario_expect_legal(m, "use the ability of: Ghost Ledger", true, rule);
    exile_match_destroy(m);
}

/* §7.10: "An activated ability of a Gear can be used only while that Gear
 * is armed." It costs "1 card in your Momentum Zone": with none, it cannot
 * be used. And it is used "before or after its action, or when it is your
 * choice in a React step" (G33: "not interleaved inside the action"): not
 * in the Block step of an attack against you, not at the Pay of your own. */
static void ghost_ledger_when_it_is_not_offered(void **state)
{
    (void)state;
    scenario disarmed = {
        .rule = "§7.10: the ability of a disarmed Gear cannot be used",
        .position = SEATS "players\n"
                          "gear 0 Af Af Af Df\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-006\n"
                          "momentum 0 MV-014\n"
                          "recall 0 MV-001\n",
        .legal = "end\n",
        .illegal = "use the ability of: Ghost Ledger\n",
    };
    scenario_run(&disarmed);
    scenario empty = {
        .rule = "§7.10 GR-07: with no card in the Momentum Zone its cost cannot be paid",
        .position = SEATS "players\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-006\n"
                          "recall 0 MV-001\n",
        .legal = "end\n",
        .illegal = "use the ability of: Ghost Ledger\n",
    };
    scenario_run(&empty);
    scenario block = {
        .rule = "§7.10: not in the Block step of the opponent's attack",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-004 MV-011\n"
                          "hand 1 MV-006\n"
                          "momentum 0 MV-014\n"
                          "recall 0 MV-001\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n",
        .expect = "decision block seat=0\n",
        .legal = "no more blocks\n",
        .illegal = "use the ability of: Ghost Ledger\n",
    };
    scenario_run(&block);
    scenario pay = {
        .rule = "§7.10 / G33: not inside the action (the Pay of one's own attack)",
        .position = SEATS "players\n"
                          "hand 0 MV-002 MV-011\n"
                          "hand 1 MV-006\n"
                          "momentum 0 MV-014\n"
                          "recall 0 MV-001\n",
        .actions = "attack face-up: Blind Coil\n",
        .legal = "tap: The Lantern Vigil\n",
        .illegal = "use the ability of: Ghost Ledger\n",
    };
    scenario_run(&pay);
}

/* ------------------------------------------------------------------ */
/* §7.12 Attached cards                                               */
/* ------------------------------------------------------------------ */

/* MV-037 Iron Brand: "Attach this card to your opponent's Exile. WHILE
 * ATTACHED: Whenever the player this card is attached to takes an action,
 * they lose 1 HP. At the end of the round, detach this card." §7.12: it is
 * controlled by the player whose Exile it lies on, and detached "to its
 * owner's Recall Pile". It is Slow: Brannoch is spent once it has resolved,
 * and Lark takes every turn. A Step Back, an attack and an End are
 * actions; each costs her 1 HP. Glass Needle hits the spent Brannoch
 * (unblocked) and Whisper Coil attaches a Bleed Token (1 HP at the end of
 * the round, returned at the Refresh).
 * covers: GR-01/P22 GR-05/P15 MV-004/E19 MV-037/E11 MV-037/kw:Slow
 */
static void iron_brand_costs_an_hp_per_action(void **state)
{
    (void)state;
    const char *position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                 "hand 0 MV-011 MV-001 MV-003\n"
                                 "hand 1 MV-037 MV-008\n";
    scenario played = {
        .rule = "§7.12 MV-037: Iron Brand attaches to the opponent's Exile; Slow, its player is spent",
        .position = position,
        .actions = "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "play: Iron Brand\n",
        .expect = "attached 0 MV-037\n"
                  "hand 1 MV-008\n"
                  "exile 1 upright spent\n"
                  "hp 0 25\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&played);
    scenario s = {
        .rule = "§7.12 MV-037: each action of the player it lies on costs 1 HP; detached to its owner's Recall Pile",
        .position = position,
        .actions = "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "play: Iron Brand\n"
                   "step back: Unlit Passage\n"
                   "attack face-up: Glass Needle\n"
                   "declare 0\n"
                   "end\n",
        .expect = "round 2\n"
                  "hp 0 22\n"
                  "hp 1 26\n"
                  "attached 0\n"
                  "attached 1\n"
                  "recall 0 MV-003\n"
                  "recall 1 MV-037\n"
                  "decision unlock seat=0\n",
    };
    scenario_run(&s);
    /* At 1 HP even the End, the one action always open, costs her the match. */
    scenario last = {
        .rule = "§3.4 MV-037: at 1 HP the End's HP loss loses the match at once",
        .position = SEATS "players\n"
                          "exile 1 upright spent\n"
                          "hp 0 1\n"
                          "attached 0 MV-037\n"
                          "hand 0 MV-011\n",
        .actions = "end\n",
        .expect = "hp 0 0\n"
                  "winner 1\n"
                  "round 1\n",
    };
    scenario_run(&last);
    /* The loss comes as the action is taken (§5: a Passive resolves
     * "immediately when triggered"): at 1 HP Lark loses before her Glass
     * Needle can reach Brannoch's last HP. */
    scenario first = {
        .rule = "§3.4 MV-037: the action's HP loss comes first: Lark loses before her attack resolves",
        .position = SEATS "players\n"
                          "hp 0 1\n"
                          "hp 1 1\n"
                          "attached 0 MV-037\n"
                          "hand 0 MV-011 MV-001\n"
                          "hand 1 MV-006\n",
        .actions = "attack face-up: Glass Needle\n",
        .expect = "hp 0 0\n"
                  "hp 1 1\n"
                  "winner 1\n",
    };
    scenario_run(&first);
    /* §5 Phase 2: "A turn is one player's single action"; a block in the
     * opponent's turn and a pass are none: Lark blocks Undertow with Wire
     * Ward and loses no HP. (Wire Ward, E19: the next turn is hers; its
     * Disarming Block disarms Tidebreaker, and Faraday Veil recovers 1.) */
    scenario block = {
        .rule = "§5 Phase 2 MV-037: a block and a pass in the React step are no actions and cost no HP",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-004 MV-011\n"
                          "hand 1 MV-008 MV-006\n"
                          "attached 0 MV-037\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "block: Wire Ward\n"
                   "no more blocks\n",
        .expect = "hp 0 25\n"
                  "momentum 0 MV-004\n"
                  "gear 1 Df Af Af Af\n"
                  "memories 0 Lu Lu Lu\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&block);
}

/* MV-032 Deferred Pain: "Target attack has 0 Damage." "Attach this card to
 * your Exile with as many Tokens on it as the Damage the target attack
 * would have had at the Math without this card, minus 1 (at least 0)."
 * "WHILE ATTACHED: At the end of the round, you lose 1 HP for each Token on
 * this card, then detach this card." Surge Swing declared 3: Damage 3 +
 * Overcommit 1 = 4, so 3 Tokens. §4.5 Counters: "they return to the supply
 * when the card leaves play"; §7.12: detached, it goes to its owner's
 * Recall Pile.
 * covers: MV-032/E24 MV-032/E55 MV-032/E56 MV-032/kw:Reaction
 */
static void deferred_pain_on_its_own_players_exile(void **state)
{
    (void)state;
    const char *position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                 "hand 0 MV-032 MV-011\n"
                                 "hand 1 MV-006 MV-008\n";
    const char *const react[] = {
        "attack face-up: Surge Swing",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "tap: Ash of Hollowmere",
        "declare 3",
        "no more blocks",
        "tap: The Lantern Vigil",
        "tap: The Unwritten Name",
        "react: Deferred Pain",
        "target: Surge Swing",
        NULL,
    };
    const char *rule = "§7.12 MV-032: the attack has 0 Damage; the card attaches to its player's Exile with "
                       "Damage - 1 counters";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(position);
    scenario_act_all(m, react);
    scenario_expect_line(m, "hp 0 25", rule);
    scenario_expect_line(m, "recall 1 MV-006", rule);
    scenario_expect_line(m, "attached 1", rule);
    scenario_expect_count(m, "attached 0", "MV-032", 1, rule);
    scenario_expect_count(m, "attached 0", "@MV-032", 3, rule);
    scenario_expect_count(m, "attached 0", NULL, 4, rule);
    assert_int_equal(scenario_supply(m), 27);
    /* An attack at 0 Damage against no Block card is unsuccessful. */
    scenario_expect_line(m, "decision turn seat=0", rule);

    const char *rule2 = "§7.12 MV-032 at the end of the round: its controller loses 1 HP per counter, then it "
                        "detaches to its owner's Recall Pile and the counters return to the supply";
    print_message("  %s\n", rule2);
    scenario_act(m, "end");
    scenario_act(m, "end");
    scenario_expect_line(m, "round 2", rule2);
    scenario_expect_line(m, "hp 0 22", rule2);
    scenario_expect_line(m, "hp 1 28", rule2);
    scenario_expect_line(m, "attached 0", rule2);
    scenario_expect_line(m, "recall 0 MV-032", rule2);
    assert_int_equal(scenario_supply(m), 30);
    exile_match_destroy(m);
}

/* MV-032: the Tokens count "the Damage the target attack would have had at
 * the Math without this card": the Aim Tokens' +1 each count (§4.5), and
 * "Target attack has 0 Damage" applies last (§7.2), so Lark loses nothing.
 * Surge Swing 3 + 2 Aim = 5: 4 Tokens. Undertow's 1 gives "minus 1 (at
 * least 0)": the card attaches with no Token, costs nothing at the end of
 * the round and is detached there.
 * covers: GR-08/P09 MV-023/kw:Flow MV-032/E24 MV-032/E55 MV-032/E56 MV-032/kw:Reaction TK-02/TOKEN_AIM
 */
static void deferred_pain_counts_the_damage_at_the_math(void **state)
{
    (void)state;
    const char *rule = "§4.5 MV-032: the Damage with Aim Tokens, minus 1; the attack still has 0 Damage";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "hand 0 MV-032 MV-011\n"
                                         "hand 1 MV-006 MV-008\n"
                                         "attached 0 TK-02 TK-02\n");
    const char *const aimed[] = {
        "attack face-up: Surge Swing",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "declare 2",
        "no more blocks",
        "tap: The Lantern Vigil",
        "tap: The Unwritten Name",
        "react: Deferred Pain",
        "target: Surge Swing",
        NULL,
    };
    scenario_act_all(m, aimed);
    scenario_expect_line(m, "hp 0 25", rule);
    scenario_expect_count(m, "attached 0", "@MV-032", 4, rule);
    scenario_expect_count(m, "attached 0", "TK-02", 2, rule);
    scenario_expect_line(m, "recall 1 MV-006", rule);
    exile_match_destroy(m);

    scenario zero = {
        .rule = "§4.5 MV-032: at 1 Damage it attaches with no Token; at the end of the round it costs 0 and detaches",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-032 MV-011\n"
                          "hand 1 MV-008 MV-006\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "react: Deferred Pain\n"
                   "target: Undertow\n",
        .expect = "hp 0 25\n"
                  "attached 0 MV-032\n"
                  "recall 1 MV-008\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&zero);
    scenario detach = zero;
    detach.rule = "§5 MV-032 with no Token: the end of the round costs no HP and detaches it";
    detach.actions = "attack face-up: Undertow\n"
                     "tap: The Furnace Oath\n"
                     "declare 1\n"
                     "no more blocks\n"
                     "tap: The Lantern Vigil\n"
                     "tap: The Unwritten Name\n"
                     "react: Deferred Pain\n"
                     "target: Undertow\n"
                     "end\n"
                     "end\n";
    detach.expect = "round 2\n"
                    "hp 0 25\n"
                    "attached 0\n"
                    "recall 0 MV-032\n";
    scenario_run(&detach);

    /* §7.2: "An Effect that sets an attack's Damage to a number ... applies
     * last ...; the Piercing Attack floor of step 4 is read after it", and
     * "X is capped at the attack's Damage": 0. Brannoch carries Needle Sling
     * and Lark Arc Hook (§2, a loadout from a full set). Last Needle
     * (Damage 3, Piercing Attack [2]) against Static Drape and Deferred
     * Pain: Lark loses nothing, the card takes 3 - 1 = 2 Tokens, and Static
     * Drape's block is successful (Flow 1 untaps a Memory). Last Needle
     * (Single-Use) is destroyed: Brannoch's Ember Satchel (P09) then
     * destroys Static Drape in Lark's Momentum Zone (G32: the cards are
     * placed first); destroyed there, not in the Combat Zone, it costs
     * Brannoch no HP. */
    scenario piercing = {
        .rule = "§7.2 MV-032: with 0 Damage the Piercing floor is 0; the counters still count Damage 3",
        .position = "exile-notation 2\n"
                    "seat 0 EXL-01 GR-01 GR-04 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"
                    "seat 1 EXL-02 GR-02 GR-03 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"
                    "players first=1 initiative=1 turn=1 next=1\n"
                    "hand 0 MV-032 MV-023 MV-001\n"
                    "hand 1 MV-013 MV-006\n",
        .actions = "attack face-up: Last Needle\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "block: Static Drape\n"
                   "no more blocks\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "react: Deferred Pain\n"
                   "target: Last Needle\n"
                   "pass\n"
                   "pass\n"
                   "choose: Static Drape\n",
        .expect = "hp 0 25\n"
                  "hp 1 28\n"
                  "attached 0 MV-032 TK-01@MV-032 TK-01@MV-032\n"
                  "destroyed 1 MV-013\n"
                  "destroyed 0 MV-023\n"
                  "momentum 0\n"
                  "memories 0 Lu Lt Lu\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&piercing);
}

/* MV-016 Drag Down: "If this attack was successful, attach this card to
 * your opponent's Exile. WHILE ATTACHED: You can't Step Back. At the end of
 * the round, detach this card." §7.12: "you" is its controller, the player
 * whose Exile it lies on: Lark cannot Step Back, Brannoch still can; End
 * stays open (G2). Detached, it goes to its owner's Recall Pile.
 * covers: MV-016/E03 MV-016/kw:Pinning
 */
static void drag_down_binds_the_player_it_lies_on(void **state)
{
    (void)state;
    const char *position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                 "hand 0 MV-011 MV-001\n"
                                 "hand 1 MV-016 MV-008 MV-006\n";
    scenario s = {
        .rule = "§7.12 MV-016: attached to the opponent's Exile, it bars that player's Step Back",
        .position = position,
        .actions = "attack face-up: Drag Down\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "no more blocks\n"
                   "step back: Undertow\n",
        .expect = "hp 0 23\n"
                  "attached 0 MV-016\n"
                  "attached 1\n"
                  "exile 0 engaged\n"
                  "recall 1 MV-008\n"
                  "decision turn seat=0\n",
        .legal = "end\nattack face-up: Glass Needle\n",
        .illegal = "step back: Glass Needle\nstep back: False Thread\n",
    };
    scenario_run(&s);
    scenario t = {
        .rule = "§7.12 MV-016: detached at the end of the round to its owner's Recall Pile",
        .position = position,
        .actions = "attack face-up: Drag Down\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "no more blocks\n"
                   "step back: Undertow\n"
                   "end\n"
                   "end\n",
        .expect = "round 2\n"
                  "attached 0\n"
                  "recall 1 MV-008 MV-016\n"
                  "recall 0\n",
    };
    scenario_run(&t);
}

/* ------------------------------------------------------------------ */
/* §5 The end of the round (G1), §3.4 Draw                            */
/* ------------------------------------------------------------------ */

/* §3.4 Draw: "at the end of a round, the Bleed Tokens on both Exiles
 * (§4.5) and every 'At the end of the round' HP loss of an attached card
 * (§7.12) cost their HP as one event." Deferred Pain with 2 Tokens takes
 * Lark from 2 to 0 as Brannoch's Bleed Token takes him from 1 to 0.
 * covers: MV-032/E56 TK-01/TOKEN_BLEED
 */
static void end_of_round_attached_loss_and_bleed_one_event(void **state)
{
    (void)state;
    scenario draw = {
        .rule = "§3.4 Draw: Deferred Pain's loss and the Bleed Tokens are one event: both below 1 is a draw",
        .position = SEATS "players\n"
                          "exile 1 upright spent\n"
                          "hp 0 2\n"
                          "hp 1 1\n"
                          "attached 0 MV-032 TK-01@MV-032 TK-01@MV-032\n"
                          "attached 1 TK-01\n" HAND0 HAND1,
        .actions = "end\n",
        .expect = "hp 0 0\n"
                  "hp 1 0\n"
                  "winner draw\n",
    };
    scenario_run(&draw);
    scenario lose = {
        .rule = "§5 round end: Deferred Pain's loss alone takes Lark below 1: she loses",
        .position = SEATS "players\n"
                          "exile 1 upright spent\n"
                          "hp 0 2\n"
                          "hp 1 2\n"
                          "attached 0 MV-032 TK-01@MV-032 TK-01@MV-032\n"
                          "attached 1 TK-01\n" HAND0 HAND1,
        .actions = "end\n",
        .expect = "hp 0 0\n"
                  "hp 1 1\n"
                  "winner 1\n",
    };
    scenario_run(&lose);
}

/* §5: "An HP loss 'At the end of the round' of an attached card is lost
 * with the Bleed Tokens, as one event, before any other 'At the end of the
 * round' Effect: then each player below 1 HP loses ...; then each such card
 * is detached." Then the other Effects, "the player with the Initiative
 * first" (G1). Here Lark carries Arc Hook and Brannoch Ember Satchel (§2,
 * a loadout from a full set): Lark's Drag Down lies on Brannoch's Exile,
 * Brannoch's Iron Brand on Lark's, and Lark's Deferred Pain (1 Token) on
 * her own. Each "detach this card" is its controller's Effect (§7.12: "you"
 * is the player it lies on). Lark's End costs her 1 HP first (Iron Brand).
 * covers: MV-016/E03 MV-032/E56 MV-037/E11 TK-01/TOKEN_BLEED
 */
static void end_of_round_order(void **state)
{
    (void)state;
#define ORDER_POSITION(PLAYERS)                                        \
    "exile-notation 2\n"                                               \
    "seat 0 EXL-01 GR-01 GR-04 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"     \
    "seat 1 EXL-02 GR-02 GR-03 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"     \
    "players " PLAYERS "\n"                                            \
    "exile 1 upright spent\n"                                          \
    "attached 0 MV-032 TK-01@MV-032 MV-037\n"                          \
    "attached 1 MV-016 TK-01\n"                                        \
    "hand 0 MV-001 MV-002 MV-003 MV-004 MV-017 MV-018\n"               \
    "hand 1 MV-006 MV-007 MV-008 MV-009 MV-011 MV-012\n"
    const char *rule = "§5 round end (G1): the HP losses as one event, then the check, then Deferred Pain detaches, "
                       "then the other end-of-round Effects, the Initiative holder's first";
    print_message("  %s\n", rule);
    int dp = scenario_card("MV-032"), dd = scenario_card("MV-016"), ib = scenario_card("MV-037");
    for (int holder = 0; holder < 2; holder++) {
        exile_match *m = scenario_load(holder ? ORDER_POSITION("initiative=1") : ORDER_POSITION(""));
        scenario_log log = { .n = 0 };
        assert_int_equal(exile_match_observe(m, EXILE_OMNISCIENT, scenario_record_event, &log), EXILE_OK);
        scenario_act(m, "end");
        exile_match_observe(m, EXILE_OMNISCIENT, NULL, NULL);
        /* The End's Iron Brand loss, then the round's two losses. */
        int brand = find_hp(&log, 0, 24); /* 25, less 1 for the End */
        int lark = find_hp(&log, 0, 23);  /* less 1 for Deferred Pain's Token */
        int bran = find_hp(&log, 1, 27);  /* 28, less 1 for the Bleed Token */
        int dp_moved = scenario_find_event(&log, 0, EXILE_EV_CARD_MOVED, 0, dp, -1, INT32_MIN);
        int dd_moved = scenario_find_event(&log, 0, EXILE_EV_CARD_MOVED, 0, dd, -1, INT32_MIN);
        int ib_moved = scenario_find_event(&log, 0, EXILE_EV_CARD_MOVED, 1, ib, -1, INT32_MIN);
        scenario_expect_before(brand, lark, "Iron Brand's loss for the End, then the round's", rule);
        scenario_expect_before(lark, dp_moved, "Deferred Pain's HP loss, then its detach", rule);
        scenario_expect_before(bran, dp_moved, "the Bleed Token's HP loss, then Deferred Pain's detach", rule);
        if (holder) /* Brannoch holds the Initiative: Drag Down lies on his Exile */
            scenario_expect_before(dd_moved, ib_moved, "the Initiative holder's Drag Down first", rule);
        else
            scenario_expect_before(ib_moved, dd_moved, "the Initiative holder's Iron Brand first", rule);
        scenario_expect_before(dp_moved, holder ? dd_moved : ib_moved, "Deferred Pain's detach before the others", rule);
        scenario_expect_line(m, "hp 0 23", rule);
        scenario_expect_line(m, "hp 1 27", rule);
        scenario_expect_line(m, "recall 0 MV-032 MV-016", rule);
        scenario_expect_line(m, "recall 1 MV-037", rule);
        scenario_expect_line(m, "attached 0", rule);
        scenario_expect_line(m, "round 2", rule);
        exile_match_destroy(m);
    }
#undef ORDER_POSITION
}

/* §3.4 Draw: "only a Lacerating Block (§7.2) ... can do this"; §7.2: "A
 * Lacerating Block's HP loss ... happens at the same time, after Net Damage
 * is found", and a Piercing Attack floor is lost with the Net Damage. Last
 * Needle (Damage 3, Piercing Attack [2]) against Spiked Rampart (Block 2,
 * Lacerating Block [1]): Net Damage 1, floor 2: Brannoch loses 2, Lark 1.
 * covers: MV-013/kw:Piercing MV-026/kw:Lacerating
 */
static void lacerating_block_and_piercing_floor_draw(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§3.4 Draw / §7.2: a Piercing floor and a Lacerating Block take both below 1 at once",
        .position = SEATS "players\n"
                          "hp 0 1\n"
                          "hp 1 2\n"
                          "hand 0 MV-013 MV-011\n"
                          "hand 1 MV-026\n",
        .actions = "attack face-up: Last Needle\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Spiked Rampart\n"
                   "no more blocks\n",
        .expect = "hp 0 0\n"
                  "hp 1 0\n"
                  "winner draw\n",
    };
    scenario_run(&s);
}

/* §5 Refill: "When both players have refilled, a player below 1 HP loses".
 * §4.5: "A Token in a deck is taken like any card, by the Refill ..., and
 * counts toward the hand the Refill fills." Brannoch holds 4 and takes the
 * 2 Bleed Tokens on top of his deck: 6, no Fatigue. Lark holds 5 with an
 * empty deck: Fatigue takes her from 1 to 0 HP, and she loses. */
static void refill_takes_tokens_and_fatigue_loses(void **state)
{
    (void)state;
    const char *position =
        SEATS "round 2\nstep initiative\n"
              "players\n"
              "hp 0 1\n"
              "hp 1 1\n"
              "hand 0 MV-001 MV-002 MV-003 MV-004 MV-005\n"
              "deck 0\n"
              "recall 0 MV-011 MV-012 MV-013 MV-014 MV-015 MV-021 MV-022 MV-023 MV-024 MV-025 MV-031 MV-032 "
              "MV-033 MV-034 MV-035\n"
              "hand 1 MV-006 MV-007 MV-008 MV-009\n"
              "deck 1 TK-01 TK-01\n"
              "recall 1 MV-010 MV-016 MV-017 MV-018 MV-019 MV-020 MV-026 MV-027 MV-028 MV-029 MV-030 MV-036 "
              "MV-037 MV-038 MV-039 MV-040\n";
    scenario s = {
        .rule = "§4.5 / §5 Refill: Tokens taken from the deck count toward 6; Fatigue's loss is checked after both",
        .position = position,
        .expect = "hp 0 0\n"
                  "hp 1 1\n"
                  "deck 1\n"
                  "recall 0\n"
                  "winner 1\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(position);
    scenario_expect_count(m, "hand 1", NULL, 6, s.rule);
    scenario_expect_count(m, "hand 1", "TK-01", 2, s.rule);
    scenario_expect_count(m, "hand 0", NULL, 6, s.rule);
    scenario_expect_count(m, "deck 0", NULL, 14, s.rule);
    exile_match_destroy(m);
}

/* Checklist G37 (doc/rulings.md): "If the match is still running when that
 * round ends, it ends: the player with more HP wins". The round's end comes
 * first (§5): its HP losses, then "each player below 1 HP loses, and if both
 * are, the game is a draw". So both below 1 at the last round is a draw,
 * whatever their HP; and Deferred Pain's loss counts before HP compare.
 * covers: MV-032/E56 TK-01/TOKEN_BLEED
 */
static void last_round_house_rule(void **state)
{
    (void)state;
    scenario draw = {
        .rule = "§3.4 / G37: both below 1 at the end of the last round is a draw, not a comparison of HP",
        .position = SEATS "round 3 max=3\n"
                          "players\n"
                          "exile 1 upright spent\n"
                          "hp 0 1\n"
                          "hp 1 1\n"
                          "attached 0 TK-01 TK-01\n"
                          "attached 1 TK-01\n" HAND0 HAND1,
        .actions = "end\n",
        .expect = "hp 0 -1\n"
                  "hp 1 0\n"
                  "winner draw\n",
    };
    scenario_run(&draw);
    scenario deferred = {
        .rule = "§5 / G37: Deferred Pain's end-of-round loss counts before the HP are compared",
        .position = SEATS "round 3 max=3\n"
                          "players\n"
                          "exile 1 upright spent\n"
                          "hp 0 12\n"
                          "hp 1 11\n"
                          "attached 0 MV-032 TK-01@MV-032 TK-01@MV-032\n" HAND0 HAND1,
        .actions = "end\n",
        .expect = "hp 0 10\n"
                  "hp 1 11\n"
                  "winner 1\n",
    };
    scenario_run(&deferred);
}

/* ------------------------------------------------------------------ */
/* §4.5 Tokens                                                        */
/* ------------------------------------------------------------------ */

/* §4.5 Short supply: "If the supply holds fewer Tokens of a kind than an
 * Effect asks for, the Effect brings what the supply holds." All 10 Bleed
 * Tokens lie on the Exiles: Whisper Coil (P22) brings none. With 1 Plating
 * Token left, The Furnace Oath (MEM-04, "attach 2 Plating Tokens") brings 1.
 * covers: GR-01/P22 MEM-04/E64 MV-032/E55
 */
static void tokens_in_short_supply(void **state)
{
    (void)state;
    scenario bleed = {
        .rule = "§4.5 Short supply: P22 with no Bleed Token in the supply attaches none",
        .position = SEATS "players\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-006\n"
                          "attached 0 TK-01 TK-01 TK-01 TK-01 TK-01\n"
                          "attached 1 TK-01 TK-01 TK-01 TK-01 TK-01\n",
        .actions = "attack face-up: Glass Needle\n"
                   "declare 0\n"
                   "no more blocks\n",
        .expect = "hp 1 27\n"
                  "momentum 0 MV-011\n"
                  "attached 1 TK-01 TK-01 TK-01 TK-01 TK-01\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&bleed);
    scenario plating = {
        .rule = "§4.5 Short supply: MEM-04 with 1 Plating Token in the supply attaches 1",
        .position = SEATS "round 2\nstep unlock\n"
                          "players initiative=1\n"
                          "attached 0 TK-03 TK-03 TK-03 TK-03 TK-03 TK-03 TK-03 TK-03 TK-03\n" HAND0 HAND1,
        .actions = "unlock: The Furnace Oath\n",
        .expect = "attached 1 TK-03\n"
                  "memories 1 Uu Lu Lu\n"
                  "decision unlock seat=0\n",
    };
    scenario_run(&plating);
    exile_match *m = scenario_load(plating.position);
    scenario_act(m, "unlock: The Furnace Oath");
    scenario_expect_count(m, "attached 0", "TK-03", 9, plating.rule);
    assert_int_equal(scenario_supply(m), 20);
    exile_match_destroy(m);

    /* Counters: "Their kind does not matter" (§4.5). With every Bleed
     * Token in play, Deferred Pain still gets its 3 counters. */
    const char *rule = "§4.5 Counters: any kind serves; with no Bleed Token in the supply the counters are laid";
    print_message("  %s\n", rule);
    const char *const react3[] = {
        "attack face-up: Surge Swing",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "tap: Ash of Hollowmere",
        "declare 3",
        "no more blocks",
        "tap: The Lantern Vigil",
        "tap: The Unwritten Name",
        "react: Deferred Pain",
        "target: Surge Swing",
        NULL,
    };
    m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                            "hand 0 MV-032 MV-011\n"
                            "hand 1 MV-006 MV-008\n"
                            "attached 1 TK-01 TK-01 TK-01 TK-01 TK-01 TK-01 TK-01 TK-01 TK-01 TK-01\n");
    scenario_act_all(m, react3);
    scenario_expect_count(m, "attached 0", "@MV-032", 3, rule);
    scenario_expect_line(m, "hp 0 25", rule);
    exile_match_destroy(m);

    /* ... and with 1 Token left in the whole supply, 1 counter: Lark loses
     * 1 HP at the end of the round instead of 2. */
    const char *rule2 = "§4.5 Short supply: Deferred Pain's counters are what the supply holds";
    print_message("  %s\n", rule2);
    m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                            "hand 0 MV-032 MV-011\n"
                            "hand 1 MV-006 MV-008\n"
                            "attached 1 TK-01 TK-01 TK-01 TK-01 TK-01 TK-01 TK-01 TK-01 TK-01 TK-01 "
                            "TK-02 TK-02 TK-02 TK-02 TK-02 TK-02 TK-02 TK-02 TK-02 TK-02 "
                            "TK-03 TK-03 TK-03 TK-03 TK-03 TK-03 TK-03 TK-03 TK-03\n");
    const char *const react2[] = {
        "attack face-up: Surge Swing",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "declare 2",
        "no more blocks",
        "tap: The Lantern Vigil",
        "tap: The Unwritten Name",
        "react: Deferred Pain",
        "target: Surge Swing",
        NULL,
    };
    scenario_act_all(m, react2);
    scenario_expect_count(m, "attached 0", "@MV-032", 1, rule2);
    assert_int_equal(scenario_supply(m), 0);
    scenario_act(m, "end");
    scenario_act(m, "end");
    scenario_expect_line(m, "round 2", rule2);
    scenario_expect_line(m, "hp 0 24", rule2);
    scenario_expect_line(m, "hp 1 18", rule2);
    scenario_expect_line(m, "recall 0 MV-032", rule2);
    exile_match_destroy(m);
}

/* §4.5 Bleed Token: "When you channel it from your hand, you lose 1 HP.
 * This HP loss is not Damage." §3.1: "A Token prints no Channel value:
 * channeling it gives no Stamina ... and returns it to the supply". §3.4:
 * at 1 HP, the loss ends the match at once.
 * covers: TK-01/TOKEN_BLEED
 */
static void bleed_token_channeled_from_hand(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§4.5 Bleed: channeled from hand it costs 1 HP, gives no Stamina and returns to the supply",
        .position = SEATS "players\n"
                          "hand 0 MV-011 TK-01\n"
                          "hand 1 MV-006\n",
        .actions = "channel: Bleed Token\n",
        .expect = "hp 0 24\n"
                  "stamina 0 0\n"
                  "hand 0 MV-011\n"
                  "recall 0\n"
                  "decision turn seat=0\n",
        .legal = "end\nstep back: Glass Needle\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    scenario_act(m, "channel: Bleed Token");
    assert_int_equal(scenario_supply(m), 30);
    exile_match_destroy(m);
    scenario last = {
        .rule = "§4.5 Bleed / §3.4: channeling a Bleed Token at 1 HP loses the match",
        .position = SEATS "players\n"
                          "hp 0 1\n"
                          "hand 0 MV-011 TK-01\n"
                          "hand 1 MV-006\n",
        .actions = "channel: Bleed Token\n",
        .expect = "hp 0 0\n"
                  "winner 1\n",
    };
    scenario_run(&last);
}

/* §4.5: "A Token in a deck is taken like any card, by the Refill and by an
 * Effect that takes cards". Second Sight (Quick): "Look at the top 3 cards
 * of your deck. You may take 1 of them to your hand. Put the rest on the
 * bottom of your deck." A Bleed Token among them may be taken.
 * covers: MV-031/E16 MV-031/kw:Quick
 */
static void effect_takes_a_token_from_the_deck(void **state)
{
    (void)state;
    const char *position = SEATS "players\n"
                                 "hand 0 MV-031 MV-011\n"
                                 "hand 1 MV-006 MV-008\n"
                                 "deck 0 MV-012 TK-01 MV-013 MV-014\n";
    scenario look = {
        .rule = "§4.5 / E16: a Token among the cards looked at may be taken like any card",
        .position = position,
        .actions = "tap: The Lantern Vigil\n"
                   "play: Second Sight\n",
        .legal = "choose: Bleed Token\nchoose: Marking Dart\nchoose: Last Needle\ndecline\n",
        .illegal = "choose: Recoil Shot\n",
    };
    scenario_run(&look);
    scenario s = {
        .rule = "§4.5 / E16: the Token taken comes to the hand; the rest go to the bottom",
        .position = position,
        .actions = "tap: The Lantern Vigil\n"
                   "play: Second Sight\n"
                   "choose: Bleed Token\n",
        .expect = "hand 0 MV-011 TK-01\n"
                  "recall 0 MV-031\n"
                  "hp 0 25\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(position);
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "play: Second Sight");
    scenario_act(m, "choose: Bleed Token");
    /* 19 cards less the Token: Marking Dart and Last Needle, in an order
     * of Lark's (G16), lie at the bottom, under Recoil Shot and the rest. */
    char deck[VALUES_CAP];
    scenario_settle(m);
    scenario_values_of(m, "deck 0", deck, sizeof deck);
    size_t len = strlen(deck);
    bool bottom = len > 14 && (strcmp(deck + len - 13, "MV-012 MV-013") == 0 ||
                               strcmp(deck + len - 13, "MV-013 MV-012") == 0);
    if (strncmp(deck, "MV-014 ", 7) != 0 || !bottom)
        fail_msg("%s\nthe deck after Second Sight: '%s'", s.rule, deck);
    scenario_expect_count(m, "deck 0", NULL, 18, s.rule);
    scenario_expect_count(m, "deck 0", "TK-01", 0, s.rule);
    exile_match_destroy(m);
}

/* §7.5 No hand is ever shown: "An Effect that makes an opponent discard
 * cards from their hand lets them choose any Move in it. A Token is never
 * chosen (§4.5)." Short: "as many as possible are discarded". Lark plays
 * Erasure (Finisher Tactics, Slow): "Destroy up to 3 target Moves in your
 * opponent's Recall Pile." "Your opponent discards 1 card of their choice
 * from their hand." Brannoch holds only Tokens: nothing is discarded.
 * (His Ember Satchel, P09, finds no Move in Lark's Momentum Zone.)
 * covers: MV-035/E40 MV-035/FINISHER_REACH MV-035/kw:Slow
 */
static void token_never_discarded_to_an_effect(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.5 / §4.5: an opponent holding only Tokens discards nothing to Erasure",
        .position = SEATS "round 2\n"
                          "players\n"
                          "gear 0 Af Af Af Au\n"
                          "hand 0 MV-035 MV-011\n"
                          "hand 1 MV-006 TK-01 TK-02\n"
                          "recall 1 MV-009\n",
        .actions = "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "prepare: Erasure\n"
                   "step back: Surge Swing\n"
                   "play the Finisher: Erasure\n"
                   "target: Surge Swing\n"
                   "target: Rolling Weight\n",
        .expect = "hand 1 TK-01 TK-02\n"
                  "recall 1\n"
                  "destroyed 1 MV-006 MV-009\n"
                  "recall 0 MV-035\n"
                  "exile 0 engaged spent\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §4.5 Never played: a Token "is never given for a Step Back, never
 * destroyed for an Exert and never given up to an Effect" (A279). Tidal
 * Crush (Exert [1]) with only a Bleed Token beside it cannot attack: §7.4
 * "With fewer than X other Moves in your hand, the card cannot be played."
 * With Undertow too, the Exert takes Undertow, never the Token.
 * covers: MV-007/kw:Exert
 */
static void token_never_pays_an_exert(void **state)
{
    (void)state;
    scenario alone = {
        .rule = "§4.5 / §7.4 Exert: a Token is not a Move to destroy for an Exert, nor to give for a Step Back",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-007 TK-01\n",
        .legal = "end\nstep back: Tidal Crush\n",
        .illegal = "attack face-up: Tidal Crush\nattack face-down: Tidal Crush\nstep back: Bleed Token\n",
    };
    scenario_run(&alone);
    scenario exert = {
        .rule = "§4.5 / §7.4 Exert: the Exert is paid with a Move, never with a Token in hand",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-007 MV-008 MV-006 TK-01\n",
        .actions = "attack face-up: Tidal Crush\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "declare 3\n"
                   "no more blocks\n",
        .expect = "decision exert seat=1\n",
        .legal = "exert: Undertow\nexert: Surge Swing\n",
        .illegal = "exert: Bleed Token\n",
    };
    scenario_run(&exert);
    /* With one Move besides the Token, that Move pays it. */
    scenario one = {
        .rule = "§4.5 / §7.4 Exert: with one other Move and a Token, the Move is destroyed and the Token stays",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-007 MV-008 TK-01\n",
        .actions = exert.actions,
        .expect = "destroyed 1 MV-008\n"
                  "hand 1 TK-01\n"
                  "momentum 1 MV-007\n"
                  "hp 0 19\n",
    };
    scenario_run(&one);
}

/* §4.5 Aim: "each attack against you has +1 Damage for each Aim Token";
 * Plating: "you may return 1 Plating Token ...; that attack has -1 Damage".
 * Undertow: 1 + 2 - 1 = 2. Plating is returned only "in the React step of an
 * attack against you": the attacker is not offered it in her own.
 * covers: TK-02/TOKEN_AIM TK-03/TOKEN_PLATING
 */
static void aim_and_plating_in_one_attack(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§4.5 Aim and Plating: +1 Damage per Aim Token, -1 per Plating Token returned",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-008 MV-006\n"
                          "attached 0 TK-02 TK-02 TK-03\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "return a Plating Token\n",
        .expect = "hp 0 23\n"
                  "attached 0 TK-02 TK-02\n"
                  "momentum 1 MV-008\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
    const char *rule = "§4.5 Plating: not in the React step of one's own attack";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players\n"
                                         "hand 0 MV-011 MV-001\n"
                                         "hand 1 MV-006\n"
                                         "attached 0 TK-03\n");
    const char *const acts[] = {
        "attack face-up: Glass Needle",
        "declare 0",
        "no more blocks",
        "pass", /* Brannoch, the defender, first */
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_expect_prefix_now(m, "decision react seat=0", rule);
    scenario_expect_legal(m, "pass", true, rule);
    scenario_expect_legal(m, "return a Plating Token", false, rule);
    exile_match_destroy(m);
}

/* §4.5 Plating: "When your Protective Gear is disarmed, return every
 * Plating Token on your Exile to the supply" — whichever Gear that is:
 * here Lark's Faraday Veil. Veil Snap (face-up, Damage 2) meets Spite Chain
 * (Block 2, Disarming Block): the block is successful, Bastion Plate (P19)
 * gives Brannoch a Plating Token, and Faraday Veil is disarmed.
 * covers: GR-06/P19 MV-019/kw:Disarming TK-03/TOKEN_PLATING
 */
static void plating_returns_when_your_protective_gear_is_disarmed(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§4.5 Plating: Lark's Plating Tokens return when her Faraday Veil is disarmed",
        .position = SEATS "players\n"
                          "hand 0 MV-024 MV-011\n"
                          "hand 1 MV-019 MV-006\n"
                          "attached 0 TK-03 TK-03\n",
        .actions = "attack face-up: Veil Snap\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Spite Chain\n"
                   "no more blocks\n",
        .expect = "gear 0 Af Af Df Af\n"
                  "attached 0\n"
                  "attached 1 TK-03\n"
                  "recall 0 MV-024\n"
                  "momentum 1 MV-019\n"
                  "hp 1 28\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* ... and when an Effect disarms it (§7.5: "An Effect that disarms names
 * the Gear of a target Move its opponent played in the Combat Zone"). Lark
 * carries Ember Satchel and Brannoch Ghost Ledger (§2). Writ of Seizure
 * (Reaction, Single-Use): "Disarm the Gear of target Move your opponent
 * played in the Combat Zone." Bastion Plate is disarmed as it resolves:
 * Brannoch's Plating Tokens return, and Lark's Faraday Veil (P15) recovers
 * 1, of her choice. Rampart Bash leaves combat for the Recall Pile, so the
 * attack reaches no Math. Then the Writ, resolved, is destroyed: Lark's
 * Ember Satchel (P09) destroys a Move in Brannoch's Momentum Zone.
 * covers: GR-05/P15 GR-08/P09 MV-039/E22 MV-039/kw:Reaction MV-039/kw:Single-Use TK-03/TOKEN_PLATING
 */
static void plating_returns_when_an_effect_disarms(void **state)
{
    (void)state;
    const char *rule = "§4.5 Plating / §7.5: an Effect's disarm of the Protective Gear returns every Plating Token";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load("exile-notation 2\n"
                                   "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-08 MEM-01 MEM-02 MEM-03\n"
                                   "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-07 MEM-04 MEM-05 MEM-06\n"
                                   "round 2\n"
                                   "players first=1 initiative=1 turn=1 next=1\n"
                                   "memories 0 Uu Lu Lu\n"
                                   "hand 0 MV-039 MV-011\n"
                                   "hand 1 MV-029 MV-006\n"
                                   "momentum 1 MV-008 MV-009\n"
                                   "attached 1 TK-03 TK-03\n");
    const char *const acts[] = {
        "attack face-up: Rampart Bash",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "declare 2",
        "no more blocks",
        "tap: The Lantern Vigil",
        "tap: The Unwritten Name",
        "react: Writ of Seizure",
        "target: Rampart Bash",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_settle(m);
    scenario_expect_prefix_now(m, "decision recover seat=0", rule);
    scenario_expect_now(m, "gear 1 Af Af Df Af", rule);
    scenario_expect_now(m, "attached 1", rule);
    scenario_expect_now(m, "recall 1 MV-029", rule);
    scenario_act(m, "untap: The Lantern Vigil");
    scenario_expect_prefix_now(m, "decision target-momentum seat=0", rule);
    scenario_expect_now(m, "destroyed 0 MV-039", rule);
    scenario_act(m, "choose: Undertow");
    scenario_expect_line(m, "destroyed 1 MV-008", rule);
    scenario_expect_line(m, "memories 0 Uu Lt Lu", rule);
    scenario_expect_line(m, "hp 0 25", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* §5 The order of simultaneous Passives                              */
/* ------------------------------------------------------------------ */

/* §5: "When one event fires Passives of both players, the player whose turn
 * it is ... resolves theirs first, then the other player. A player's
 * Passives resolve in the order of their cards' names, A to Z". Brannoch's
 * overcommitted Surge Swing hits Lark for 4: it fires his Ember Satchel
 * Upgrade (P08, "your opponent loses 1 HP") and Tidebreaker (P10, "recover
 * 1 Stamina"), in that order, then Lark's Bastion Plate Upgrade (P24,
 * "Whenever a successful attack against you costs you 3 or more HP, attach
 * 2 Plating Tokens to your Exile"). Loadouts from a full set (§2).
 * covers: EXL-02/P16 GR-02/P10 GR-04/P16 GR-06/P24 GR-08/P08 MV-006/kw:Overcommit
 */
static void passives_turn_player_first_then_by_name(void **state)
{
    (void)state;
    const char *rule = "§5 order of Passives: the turn player's first (Ember Satchel, then Tidebreaker), then the "
                       "other player's (Bastion Plate)";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load("exile-notation 2\n"
                                   "seat 0 EXL-01 GR-01 GR-03 GR-06 GR-07 MEM-01 MEM-02 MEM-03\n"
                                   "seat 1 EXL-02 GR-02 GR-04 GR-05 GR-08 MEM-04 MEM-05 MEM-06\n"
                                   "round 2\n"
                                   "players first=1 initiative=1 turn=1 next=1\n"
                                   "gear 0 Af Af Au Af\n"
                                   "gear 1 Af Af Af Au\n"
                                   "hand 0 MV-011\n"
                                   "hand 1 MV-006 MV-008\n");
    scenario_log log = { .n = 0 };
    assert_int_equal(exile_match_observe(m, EXILE_OMNISCIENT, scenario_record_event, &log), EXILE_OK);
    const char *const acts[] = {
        "attack face-up: Surge Swing", "tap: The Furnace Oath", "tap: The Broken Seal", "tap: Ash of Hollowmere",
        "declare 3",                   "no more blocks",        NULL,
    };
    scenario_act_all(m, acts);
    scenario_settle(m);
    exile_match_observe(m, EXILE_OMNISCIENT, NULL, NULL);
    int math = scenario_find_event(&log, 0, EXILE_EV_MATH, -1, -1, -1, INT32_MIN);
    assert_true(math >= 0);
    int hit = scenario_find_event(&log, (size_t)math, EXILE_EV_HP, 0, -1, -1, -4);
    int p08 = scenario_find_event(&log, (size_t)math, EXILE_EV_HP, 0, -1, -1, -1);
    int p10 = scenario_find_memory(&log, (size_t)math, 1, 0, -1);
    int p24 =
        scenario_find_event(&log, (size_t)math, EXILE_EV_CARD_MOVED, 0, scenario_card("TK-03"), -1, INT32_MIN);
    scenario_expect_before(hit, p08, "the Net Damage, then P08", rule);
    scenario_expect_before(p08, p10, "Ember Satchel (P08) before Tidebreaker (P10)", rule);
    scenario_expect_before(p10, p24, "the turn player's Passives before the other player's (P24)", rule);
    scenario_expect_line(m, "hp 0 20", rule);
    scenario_expect_line(m, "attached 0 TK-03 TK-03", rule);
    scenario_expect_line(m, "momentum 1 MV-006", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);

    /* One Exile turning fires both players' Passives: Brannoch's P16
     * ("When you become Engaged, recover 1 Stamina"), then Lark's Arc Hook
     * Upgrade ("When your opponent becomes Engaged, attach 1 Aim Token to
     * your opponent's Exile"). */
    const char *rule2 = "§5 order of Passives: Brannoch's P16 before Lark's Arc Hook Upgrade as he becomes Engaged";
    print_message("  %s\n", rule2);
    m = scenario_load("exile-notation 2\n"
                      "seat 0 EXL-01 GR-01 GR-04 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"
                      "seat 1 EXL-02 GR-02 GR-03 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"
                      "round 2\n"
                      "players first=1 initiative=1 turn=1 next=1\n"
                      "gear 0 Af Au Af Af\n"
                      "hand 0 MV-001\n"
                      "hand 1 MV-006 MV-008\n");
    log.n = 0;
    assert_int_equal(exile_match_observe(m, EXILE_OMNISCIENT, scenario_record_event, &log), EXILE_OK);
    const char *const engage[] = {
        "attack face-up: Surge Swing",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "declare 2",
        NULL,
    };
    scenario_act_all(m, engage);
    exile_match_observe(m, EXILE_OMNISCIENT, NULL, NULL);
    int turned = scenario_find_event(&log, 0, EXILE_EV_ENGAGED, 1, -1, -1, INT32_MIN);
    int p16 = scenario_find_memory(&log, turned < 0 ? 0 : (size_t)turned, 1, 0, -1);
    int aim = scenario_find_event(&log, 0, EXILE_EV_CARD_MOVED, 1, scenario_card("TK-02"), -1, INT32_MIN);
    scenario_expect_before(turned, p16, "the Exile turns, then P16", rule2);
    scenario_expect_before(p16, aim, "the turn player's P16 before the opponent's Arc Hook", rule2);
    scenario_expect_now(m, "attached 1 TK-02", rule2);
    scenario_expect_now(m, "exile 1 engaged", rule2);
    scenario_expect_now(m, "decision block seat=0", rule2);
    exile_match_destroy(m);
}

/* The same rule seen through the decisions asked. In Lark's turn her
 * face-down Last Needle (Single-Use) is stopped by Brannoch's Grounding Fold
 * (Shielding Block): at the Combat Zone Clear Last Needle is destroyed and
 * Needle Sling disarmed (G32: cards placed first, then the Passives). Lark's
 * Ember Satchel (P09) asks its target first, then Brannoch's Faraday Veil
 * (P15) asks which Memory to untap. (Lark already made her first face-down
 * attack of the round, so P13 does not apply; Brannoch loses the Piercing
 * floor of 2 through the Shielding Block.)
 * covers: GR-05/P15 GR-08/P09 MV-013/kw:Piercing MV-013/kw:Single-Use MV-021/kw:Shielding
 */
static void passives_turn_player_first_decisions(void **state)
{
    (void)state;
    const char *position = "exile-notation 2\n"
                           "seat 0 EXL-01 GR-01 GR-03 GR-06 GR-08 MEM-01 MEM-02 MEM-03\n"
                           "seat 1 EXL-02 GR-02 GR-04 GR-05 GR-07 MEM-04 MEM-05 MEM-06\n"
                           "round 2\n"
                           "players\n"
                           "round-flags 0 flags=attacked,attacked-face-down\n"
                           "memories 1 Uu Lu Lu\n"
                           "hand 0 MV-013 MV-026\n"
                           "hand 1 MV-021 MV-006\n"
                           "momentum 1 MV-008 MV-009\n";
    scenario first = {
        .rule = "§5 order of Passives: the turn player's P09 asks its target before the opponent's P15",
        .position = position,
        .actions = "attack face-down: Last Needle\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Grounding Fold\n"
                   "no more blocks\n",
        .expect = "hp 1 26\n"
                  "destroyed 0 MV-013\n"
                  "destroyed 1 MV-021\n"
                  "gear 0 Af Df Af Af\n"
                  "memories 1 Ut Lt Lu\n",
        .legal = "choose: Undertow\nchoose: Rolling Weight\n",
    };
    scenario_run(&first);
    exile_match *m = scenario_load(position);
    scenario_act_lines(m, first.actions);
    scenario_settle(m);
    scenario_expect_prefix_now(m, "decision target-momentum seat=0", first.rule);
    scenario_act(m, "choose: Undertow");
    scenario_expect_prefix_now(m, "decision recover seat=1", first.rule);
    scenario_act(m, "untap: The Furnace Oath");
    scenario_expect_now(m, "destroyed 1 MV-021 MV-008", first.rule);
    scenario_expect_now(m, "memories 1 Uu Lt Lu", first.rule);
    scenario_expect_now(m, "decision turn seat=1", first.rule);
    exile_match_destroy(m);
}

/* ... "A player's Passives resolve in the order of their cards' names, A to
 * Z". In Brannoch's turn Lark's Grounding Fold stops his face-down Surge
 * Swing: it is destroyed, and Tidebreaker is disarmed. Both fire Lark's
 * Passives: Ember Satchel (P09) before Faraday Veil (P15).
 * covers: GR-05/P15 GR-08/P09 MV-021/kw:Shielding
 */
static void passives_by_name_decisions(void **state)
{
    (void)state;
    const char *position = "exile-notation 2\n"
                           "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-08 MEM-01 MEM-02 MEM-03\n"
                           "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-07 MEM-04 MEM-05 MEM-06\n"
                           "round 2\n"
                           "players first=1 initiative=1 turn=1 next=1\n"
                           "memories 0 Uu Lu Lu\n"
                           "hand 0 MV-021 MV-011\n"
                           "hand 1 MV-006 MV-017\n"
                           "momentum 1 MV-008 MV-009\n";
    const char *rule = "§5 order of Passives: one player's resolve A to Z: Ember Satchel (P09), then Faraday Veil "
                       "(P15)";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(position);
    const char *const acts[] = {
        "attack face-down: Surge Swing",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "declare 2",
        "tap: The Lantern Vigil",
        "tap: The Unwritten Name",
        "block: Grounding Fold",
        "no more blocks",
        NULL,
    };
    scenario_act_all(m, acts);
    scenario_settle(m);
    scenario_expect_prefix_now(m, "decision target-momentum seat=0", rule);
    scenario_expect_now(m, "gear 1 Df Af Af Af", rule);
    scenario_expect_now(m, "destroyed 0 MV-021", rule);
    scenario_expect_now(m, "memories 0 Ut Lt Lu", rule);
    scenario_act(m, "choose: Rolling Weight");
    scenario_expect_prefix_now(m, "decision recover seat=0", rule);
    scenario_act(m, "untap: The Lantern Vigil");
    scenario_expect_line(m, "destroyed 1 MV-009", rule);
    scenario_expect_line(m, "memories 0 Uu Lt Lu", rule);
    scenario_expect_line(m, "hp 0 25", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    exile_match_destroy(m);
}

/* "A card with several Passives resolves them as printed", after the
 * cards before it by name. Stoke the Furnace: "Your next attack this round
 * has Overcommit 2." "Your next Slow attack this round does not make you
 * spent." A keyword an Effect gives works as a printed one (§7.8 "A keyword
 * given by an Effect"; §7.1 "an Effect that gives Overcommit"), so Tidal
 * Crush declared 4 (cost 3) is an attack with Overcommit, Damage 6 + 1.
 * First, with the front of Tidebreaker, P10 recovers 1 Stamina.
 * covers: GR-02/P10 GR-02/P23 GR-08/P08 MV-007/kw:Exert MV-036/E42 MV-036/E43 MV-036/kw:Quick
 */
static void passives_of_an_effects_keyword_and_as_printed(void **state)
{
    (void)state;
    const char *rule = "§7.8 / P10: an attack given Overcommit by Stoke the Furnace is an attack with Overcommit";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "hand 0 MV-011\n"
                                         "hand 1 MV-036 MV-007 MV-008 MV-006\n");
    const char *const stoke[] = {
        "tap: The Furnace Oath",
        "play: Stoke the Furnace",
        "pass",
        "pass",
        "attack face-up: Tidal Crush",
        "tap: The Broken Seal",
        "tap: Ash of Hollowmere",
        "channel: Undertow",
        "declare 4",
        "no more blocks",
        NULL,
    };
    scenario_act_all(m, stoke);
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 18", rule);
    scenario_expect_now(m, "destroyed 1 MV-006", rule);
    scenario_expect_now(m, "momentum 1 MV-007", rule);
    scenario_expect_now(m, "exile 1 engaged", rule);
    /* Three tapped; P16 untapped one at Pay, P10 another. */
    if (scenario_tapped_memories(m, 1) != 1)
        fail_msg("%s\nexpected 1 tapped Memory of seat 1 (P16 and P10 each recovered 1):\n%s", rule,
                 scenario_notation(m));
    scenario_expect_now(m, "decision turn seat=1", rule);
    exile_match_destroy(m);

    /* Upgraded, Ember Satchel (P08: "your opponent loses 1 HP") resolves
     * before Tidebreaker, whose Upgrade prints P10 ("recover 1 Stamina")
     * before P23 ("Whenever one of your Slow attacks that costs 3 or more
     * Stamina is successful, attach 1 Bleed Token to your opponent's
     * Exile"). P10 asks which Memory to untap (Broken Seal's Mantra gives 2,
     * Ash of Hollowmere 1): by then P08 has resolved and P23 has not. */
    const char *rule2 = "§5 order of Passives: Ember Satchel's P08, then Tidebreaker's P10 and P23 as printed";
    print_message("  %s\n", rule2);
    m = scenario_load(SEATS "round 2\n"
                            "players first=1 initiative=1 turn=1 next=1\n"
                            "memories 1 Uu Uu Lu\n"
                            "gear 1 Au Af Af Au\n"
                            "hand 0 MV-011\n"
                            "hand 1 MV-036 MV-007 MV-008\n");
    const char *const upgraded[] = {
        "tap: Ash of Hollowmere",
        "play: Stoke the Furnace",
        "pass",
        "pass",
        "attack face-up: Tidal Crush",
        "tap: The Furnace Oath",
        "tap: The Broken Seal",
        "declare 4",
        "untap: The Furnace Oath", /* P16 */
        "no more blocks",
        NULL,
    };
    scenario_act_all(m, upgraded);
    scenario_settle(m);
    scenario_expect_prefix_now(m, "decision recover seat=1", rule2);
    scenario_expect_now(m, "hp 0 17", rule2);
    scenario_expect_now(m, "attached 0", rule2);
    scenario_act(m, "untap: The Broken Seal");
    scenario_expect_line(m, "attached 0 TK-01", rule2);
    scenario_expect_line(m, "memories 1 Uu Uu Lt", rule2);
    scenario_expect_line(m, "momentum 1 MV-007", rule2);
    scenario_expect_line(m, "decision turn seat=1", rule2);
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ghost_ledger_before_the_action),
        cmocka_unit_test(ghost_ledger_after_the_action),
        cmocka_unit_test(no_window_when_the_turn_stays),
        cmocka_unit_test(spent_player_uses_no_ability),
        cmocka_unit_test(stunned_defender_uses_no_ability),
        cmocka_unit_test(ghost_ledger_in_the_react_step_of_an_attack_against_you),
        cmocka_unit_test(ghost_ledger_in_the_react_step_of_a_tactics_card),
        cmocka_unit_test(ghost_ledger_in_the_react_step_of_your_attack),
        cmocka_unit_test(ghost_ledger_once_per_round),
        cmocka_unit_test(ghost_ledger_when_it_is_not_offered),
        cmocka_unit_test(iron_brand_costs_an_hp_per_action),
        cmocka_unit_test(deferred_pain_on_its_own_players_exile),
        cmocka_unit_test(deferred_pain_counts_the_damage_at_the_math),
        cmocka_unit_test(drag_down_binds_the_player_it_lies_on),
        cmocka_unit_test(end_of_round_attached_loss_and_bleed_one_event),
        cmocka_unit_test(end_of_round_order),
        cmocka_unit_test(lacerating_block_and_piercing_floor_draw),
        cmocka_unit_test(refill_takes_tokens_and_fatigue_loses),
        cmocka_unit_test(last_round_house_rule),
        cmocka_unit_test(tokens_in_short_supply),
        cmocka_unit_test(bleed_token_channeled_from_hand),
        cmocka_unit_test(effect_takes_a_token_from_the_deck),
        cmocka_unit_test(token_never_discarded_to_an_effect),
        cmocka_unit_test(token_never_pays_an_exert),
        cmocka_unit_test(aim_and_plating_in_one_attack),
        cmocka_unit_test(plating_returns_when_your_protective_gear_is_disarmed),
        cmocka_unit_test(plating_returns_when_an_effect_disarms),
        cmocka_unit_test(passives_turn_player_first_then_by_name),
        cmocka_unit_test(passives_turn_player_first_decisions),
        cmocka_unit_test(passives_by_name_decisions),
        cmocka_unit_test(passives_of_an_effects_keyword_and_as_printed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
