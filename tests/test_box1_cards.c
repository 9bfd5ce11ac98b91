/*
 * The Box 1 card lines and keywords that no other scenario file plays:
 * False Thread's Quick (§6.2 Quick, §5 Phase 2) and the Token text every
 * Token prints, "Can't be played. You can only channel this card." (§4.5
 * Never played). Every other Box 1 line and keyword is played by a
 * scenario of tests/test_scenarios_*.c that names it in a covers: tag.
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

/* §6.2 Quick: "after a Quick attack the next turn is yours again,
 * successful or not, unless a successful Block card's Effect gives the next
 * turn to the defender." MV-001 False Thread (Quick, Damage 2, Feint [1])
 * played face-up is an ordinary attack (§7.8 Feint). Hold the Line (Block
 * 2, Momentous with an empty Momentum Zone) stops it: Net Damage 0, the
 * block is successful (Bastion Plate, P19: a Plating Token) and the attack
 * unsuccessful; face-up, it is not disarmed. Hold the Line prints no Effect
 * that takes the turn, so the next turn is Lark's. Whisper Coil's P22 wants
 * a successful Quick attack: no Bleed Token. Blind Coil (no speed) stopped
 * the same way passes the turn (§5 Phase 2: "a successful block takes the
 * turn from the attacker"); there Hold the Line has one Momentum card
 * beside it: Block 3 against Damage 3.
 * covers: MV-001/kw:Quick
 */
static void false_thread_quick_keeps_the_turn_when_blocked(void **state)
{
    (void)state;
    scenario quick = {
        .rule = "§6.2 Quick (MV-001): an unsuccessful face-up False Thread gives Lark the next turn",
        .position = SEATS "players\n"
                          "hand 0 MV-001 MV-002\n"
                          "hand 1 MV-027 MV-006\n",
        .actions = "attack face-up: False Thread\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n",
        .expect = "hp 1 28\n"
                  "recall 0 MV-001\n"
                  "momentum 0\n"
                  "momentum 1 MV-027\n"
                  "gear 0 Af Af Af Af\n"
                  "attached 1 TK-03\n"
                  "players\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&quick);
    scenario none = {
        .rule = "§5 Phase 2: Blind Coil (no speed) stopped the same way passes the turn",
        .position = SEATS "players\n"
                          "momentum 1 MV-008\n"
                          "hand 0 MV-002 MV-001\n"
                          "hand 1 MV-027 MV-006\n",
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
                  "players turn=1 next=1\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&none);
}

/* TK-01, TK-02, TK-03: "Can't be played. You can only channel this card."
 * §4.5 Never played: "A Token cannot be played, face-up or face-down, as an
 * attack, a block or a Tactics card ... From your hand you can only channel
 * it: it gives no Stamina, a text it prints for channeling happens, and it
 * returns to the supply. It is never given for a Step Back". Lark holds one
 * Token of each kind and Blind Coil: no Token attacks or is given for a
 * Step Back, in the permissive bluff mode (G9) too; each can be channeled.
 * Channeled, the Tokens give no Stamina, the Aim and the Plating Token
 * cost nothing (only the Bleed Token prints a text for channeling: 1 HP),
 * and all go back to the supply, not to the Recall Pile; a channel is no
 * action, so the turn is still Lark's. (Cards are channeled in the order
 * the library lists them: doc/notation.md, "window".) */
/* covers: TK-01/TOKEN_UNPLAYABLE TK-02/TOKEN_UNPLAYABLE TK-03/TOKEN_UNPLAYABLE */
static void a_token_in_hand_can_only_be_channeled(void **state)
{
    (void)state;
    const char *position = SEATS "flags permissive-bluff\n"
                                 "players\n"
                                 "round-flags 0 flags=attacked\n"
                                 "hand 0 TK-01 TK-02 TK-03 MV-002\n"
                                 "hand 1 MV-006\n";
    scenario turn = {
        .rule = "§4.5 Never played: a Token in hand is not played as an attack nor given for a Step Back",
        .position = position,
        .legal = "channel: Bleed Token\nchannel: Aim Token\nchannel: Plating Token\n"
                 "attack face-down: Blind Coil\nstep back: Blind Coil\n",
        .illegal = "attack face-up: Bleed Token\nattack face-down: Bleed Token\nstep back: Bleed Token\n"
                   "attack face-up: Aim Token\nattack face-down: Aim Token\nstep back: Aim Token\n"
                   "attack face-up: Plating Token\nattack face-down: Plating Token\nstep back: Plating Token\n",
    };
    scenario_run(&turn);
    scenario channel = {
        .rule = "§4.5 Never played: channeled, a Token gives no Stamina and returns to the supply; the turn goes on",
        .position = position,
        .actions = "channel: Aim Token\n"
                   "channel: Plating Token\n",
        .expect = "hand 0 TK-01 MV-002\n"
                  "stamina 0 0\n"
                  "recall 0\n"
                  "hp 0 25\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&channel);
    const char *rule = "§4.5 Leaving: a channeled Token returns to the supply";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(position);
    assert_int_equal(scenario_supply(m), 27);
    scenario_act(m, "channel: Bleed Token");
    assert_int_equal(scenario_supply(m), 28);
    scenario_expect_now(m, "hp 0 24", rule);
    scenario_act(m, "channel: Aim Token");
    scenario_act(m, "channel: Plating Token");
    assert_int_equal(scenario_supply(m), 30);
    scenario_expect_now(m, "hp 0 24", rule);
    scenario_expect_now(m, "stamina 0 0", rule);
    scenario_expect_now(m, "hand 0 MV-002", rule);
    scenario_expect_now(m, "recall 0", rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    exile_match_destroy(m);
}

/* §4.5 Never played: a Token is not played as a block. And the Plating
 * Token's text works only "While attached to your Exile": one in hand is
 * never returned in the React step. Brannoch's Surge Swing meets a Lark who
 * holds a Plating Token and an Aim Token beside Wire Ward: only Wire Ward
 * may block, and in the React step she may only pass. The Aim Token in her
 * hand adds no Damage to the attack against her (3, not 4). */
/* covers: TK-02/TOKEN_UNPLAYABLE TK-03/TOKEN_UNPLAYABLE */
static void a_token_in_hand_does_not_block_or_work(void **state)
{
    (void)state;
    const char *position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                 "exile 1 engaged\n"
                                 "hand 1 MV-006\n"
                                 "hand 0 TK-03 TK-02 MV-004\n";
    scenario block = {
        .rule = "§4.5 Never played: a Token in hand does not block",
        .position = position,
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n",
        .expect = "decision block seat=0\n"
                  "stamina 0 1\n",
        .legal = "block: Wire Ward\nno more blocks\n",
        .illegal = "block: Plating Token\nblock: Aim Token\n",
    };
    scenario_run(&block);
    const char *rule = "§4.5 Plating: a Plating Token in hand is not on the Exile and is never returned";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(position);
    scenario_act_lines(m, "attack face-up: Surge Swing\n"
                          "tap: The Furnace Oath\n"
                          "tap: The Broken Seal\n"
                          "declare 2\n"
                          "no more blocks\n");
    scenario_expect_prefix_now(m, "decision react seat=0", rule); /* the defender first */
    scenario_expect_legal(m, "pass", true, rule);
    scenario_expect_legal(m, "return a Plating Token", false, rule);
    exile_match_destroy(m);
    scenario hit = {
        .rule = "§4.5 Aim: an Aim Token in hand adds no Damage; the Tokens stay in hand",
        .position = position,
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 0 22\n"
                  "hand 0 TK-03 TK-02 MV-004\n"
                  "attached 0\n"
                  "momentum 1 MV-006\n",
    };
    scenario_run(&hit);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(false_thread_quick_keeps_the_turn_when_blocked),
        cmocka_unit_test(a_token_in_hand_can_only_be_channeled),
        cmocka_unit_test(a_token_in_hand_does_not_block_or_work),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
