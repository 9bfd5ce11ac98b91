/*
 * The forms of the §6.3/§6.4 templates that no printed card prints, played
 * by the invented cards of the test card set (tests/cards/test.cards, box
 * 9). This program is linked with the test-only build of the engine whose
 * card tables hold both boxes and those cards (tests/cards/meson.build);
 * positions name the test cards in the notation, and each test asserts the
 * outcome the rulebook gives, with its section:
 *
 *  - E13 forms 1 and 2, "Destroy target Move in your opponent's Momentum
 *    Zone with Damage / Block below [X]." (as a Passive's [Effect]);
 *  - E14 forms 1, 3 and 4, "Disarm your Primary Weapon / Primary Weapon or
 *    Secondary Weapon / this Gear." on an Attack and a Combat card (at the
 *    Math, G39), on a Tactics card, as a Passive's [Effect] and as the
 *    one-time Effect of an Upgrade, a Memory and an Exile;
 *  - E10's "this Gear", "Attach [X] [kind] Tokens to this Gear.";
 *  - E15 form 2, "You may rearm one of your disarmed weapons.";
 *  - E55 form 1, "Attach this card to your Exile with [N] Tokens on it.",
 *    and E56 form 1, "... you lose [X] HP ...", on Tactics cards and on an
 *    Attack;
 *  - Exert on a Tactics card, played as the action and as a Reaction (G7,
 *    §7.4: paid when played);
 *  - E53 with a condition other than the attack's success;
 *  - and forms the engine already played, on cards that print them: P15
 *    form 1, P16 form 3, P18 form 2, E07 form 2, E48 form 1, E62 form 1.
 *
 * The cards of the test set are in no box: the coverage of the printed
 * cards (tests/check-card-coverage.py) does not read them, so the tests
 * name the form they play in a "form:" line, not a covers: tag.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine.h"
#include "scenario.h"

/* Seat 0: the Test Warden with the four test Gear and Memories. Seat 1:
 * Lark Sevrin (P12 and P13 read only her own Feints and face-down attacks)
 * with Whisper Coil, Arc Hook, Bastion Plate and the Wager Coffer. Every
 * Memory is locked and gives 1; a script taps them in slot order. */
#define SEAT0 "seat 0 EXL-91 GR-91 GR-92 GR-93 GR-94 MEM-91 MEM-92 MEM-93\n"
#define SEAT1 "seat 1 EXL-01 GR-01 GR-04 GR-06 GR-16 MEM-04 MEM-05 MEM-06\n"
#define SEATS "exile-notation 2\n" SEAT0 SEAT1
/* Seat 0 with Faraday Veil (GR-05) for its Protective Gear: a Block card
 * with no Passive of its own. */
#define SEATS05 "exile-notation 2\nseat 0 EXL-91 GR-91 GR-92 GR-05 GR-94 MEM-91 MEM-92 MEM-93\n" SEAT1
/* Seat 0: the Test Herald with its Test Maul. */
#define HERALD "exile-notation 2\nseat 0 EXL-92 GR-95 GR-92 GR-93 GR-94 MEM-91 MEM-92 MEM-93\n" SEAT1
/* The Unlock step of round 2, seat 0 holding the Initiative. */
#define UNLOCK "round 2\nstep unlock\nplayers\n"

static exile_match *load(const char *rule, const char *position)
{
    print_message("  %s\n", rule);
    return scenario_load(position);
}

static int hp_of(const exile_match *m, int seat)
{
    char key[16], v[16];
    snprintf(key, sizeof key, "hp %d", seat);
    scenario_values_of(m, key, v, sizeof v);
    return atoi(v);
}

/* The test library holds the test cards, and every one of them is
 * executed: a loadout of them is accepted (EXILE_OK), never refused
 * (EXILE_E_UNSUPPORTED). */
static void test_cards_are_played(void **state)
{
    (void)state;
    assert_string_equal(ex_card_def(CARD_MV_901)->code, "MV-901");
    for (unsigned id = 0; id < CARD_COUNT; id++)
        if (!ex_card_text_supported(ex_card_def(id)))
            fail_msg("%s is refused", ex_card_def(id)->code);
    exile_loadout a = { "EXL-91", "GR-92", "GR-93", "GR-94", { "MEM-91", "MEM-92", "MEM-93" } };
    exile_loadout b = { "EXL-92", "GR-03", "GR-05", "GR-07", { "MEM-01", "MEM-02", "MEM-03" } };
    assert_int_equal(scenario_create_status(&a, &b), EXILE_OK);
}

/* ------------------------------------------------------------------ */
/* E13 forms 1 and 2                                                  */
/* ------------------------------------------------------------------ */

/* form: GR-91 P19 + E13 form 1. §6.4 #13: "Destroy target Move in your
 * opponent's Momentum Zone (optionally: with Damage, Block or cost below
 * [X])." A Passive's target is chosen as it fires (§4.1). Seat 0's
 * Grounding Fold (Block 2) stops Wire Ward (1 Damage): the block is
 * successful and the Test Glaive's P19 fires. Below 3: Unlit Passage (2)
 * and Spite Chain (a Combat card, Damage 1, whatever role it entered in);
 * not Blind Coil (3), nor Spiked Rampart, a Block card that prints no
 * Damage (doc/rulings.md). The target is not optional. */
static void e13_damage_below(void **state)
{
    (void)state;
    const char *rule = "E13 form 1: target Move in the opponent's Momentum Zone with Damage below 3";
    exile_match *m = load(rule, SEATS05 "players first=1 initiative=1 turn=1 next=1\n"
                                        "hand 1 MV-004\n"
                                        "hand 0 MV-021\n"
                                        "momentum 1 MV-003 MV-002 MV-026 MV-019\n"
                                        "as-block 1 MV-019\n");
    scenario_act_lines(m, "attack face-up: Wire Ward\n"
                          "tap: The Furnace Oath\n"
                          "declare 1\n"
                          "tap: Test Memory of Glass\n"
                          "tap: Test Memory of Iron\n"
                          "block: Grounding Fold\n"
                          "no more blocks\n");
    scenario_settle(m);
    scenario_expect_now(m, "decision target-momentum seat=0 flags=by-damage what=destroy below=3", rule);
    scenario_expect_legal(m, "choose: Unlit Passage", true, rule);
    scenario_expect_legal(m, "choose: Spite Chain", true, rule);
    scenario_expect_legal(m, "choose: Blind Coil", false, rule);
    scenario_expect_legal(m, "choose: Spiked Rampart", false, rule);
    scenario_expect_legal(m, "decline", false, rule);
    scenario_act(m, "choose: Spite Chain");
    scenario_expect_now(m, "destroyed 1 MV-019", rule);
    scenario_expect_now(m, "momentum 1 MV-003 MV-002 MV-026", rule);
    scenario_expect_now(m, "momentum 0 MV-021", rule);
    exile_match_destroy(m);

    /* With no card below [X] there, the Passive does nothing (§4.1). */
    scenario none = {
        .rule = "E13 form 1: no Move with Damage below 3, nothing is asked",
        .position = SEATS05 "players first=1 initiative=1 turn=1 next=1\n"
                            "hand 1 MV-004\n"
                            "hand 0 MV-021\n"
                            "momentum 1 MV-002 MV-026\n",
        .actions = "attack face-up: Wire Ward\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: Test Memory of Glass\n"
                   "tap: Test Memory of Iron\n"
                   "block: Grounding Fold\n"
                   "no more blocks\n",
        .expect = "momentum 1 MV-002 MV-026\n"
                  "destroyed 1\n"
                  "momentum 0 MV-021\n"
                  "decision turn seat=1\n", /* Wire Ward is Quick (§5) */
    };
    scenario_run(&none);
}

/* form: GR-91's Upgrade, P19 + E13 form 2 ("with Block below 2"). Below 2:
 * Oathbound Guard (Block 1); not Spiked Rampart (2), nor Spite Chain (a
 * Combat card, Block 2), nor Unlit Passage, an Attack that prints no Block
 * Rating. */
static void e13_block_below(void **state)
{
    (void)state;
    const char *rule = "E13 form 2: target Move in the opponent's Momentum Zone with Block below 2";
    exile_match *m = load(rule, SEATS05 "players first=1 initiative=1 turn=1 next=1\n"
                                        "gear 0 Au Af Af Af\n"
                                        "hand 1 MV-004\n"
                                        "hand 0 MV-021\n"
                                        "momentum 1 MV-026 MV-028 MV-019 MV-003\n");
    scenario_act_lines(m, "attack face-up: Wire Ward\n"
                          "tap: The Furnace Oath\n"
                          "declare 1\n"
                          "tap: Test Memory of Glass\n"
                          "tap: Test Memory of Iron\n"
                          "block: Grounding Fold\n"
                          "no more blocks\n");
    scenario_settle(m);
    scenario_expect_now(m, "decision target-momentum seat=0 flags=by-block what=destroy below=2", rule);
    scenario_expect_legal(m, "choose: Oathbound Guard", true, rule);
    scenario_expect_legal(m, "choose: Spite Chain", false, rule);
    scenario_expect_legal(m, "choose: Spiked Rampart", false, rule);
    scenario_expect_legal(m, "choose: Unlit Passage", false, rule);
    scenario_act(m, "choose: Oathbound Guard");
    scenario_expect_now(m, "destroyed 1 MV-028", rule);
    scenario_expect_now(m, "momentum 1 MV-026 MV-019 MV-003", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* E14 on fighting Moves, at the Math (G39)                           */
/* ------------------------------------------------------------------ */

/* form: MV-901 E14 form 1 on an Attack; EXL-91 P18 form 2. §6.4 #14:
 * "Disarm your Primary Weapon." (one of your own Gear, armed; it targets
 * nothing; a Move of it already in the Combat Zone stays, §7.5). G39: an
 * Effect a fighting Move prints alone resolves at the Math, whatever the
 * outcome. §6.3 #18 form 2: "If your opponent is Disengaged, your attacks
 * deal +1 Damage" (read at the Math, §7.7): Test Recoil deals 3 + 1 to an
 * upright Lark, then disarms the Test Glaive, its own Gear; the attack
 * itself is successful and enters the Momentum Zone. */
static void e14_primary_on_an_attack(void **state)
{
    (void)state;
    scenario hit = {
        .rule = "E14 form 1 at the Math: the Primary Weapon is disarmed; P18 form 2 adds 1 against a Disengaged opponent",
        .position = SEATS "players\n"
                          "hand 0 MV-901 MV-906\n"
                          "hand 1 MV-026\n",
        .actions = "attack face-up: Test Recoil\n"
                   "tap: Test Memory of Glass\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 1 21\n"
                  "gear 0 Df Af Af Af\n"
                  "momentum 0 MV-901\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&hit);
    /* P18 form 2 does not apply while the opponent is Engaged. */
    scenario engaged = {
        .rule = "P18 form 2: no +1 against an Engaged opponent",
        .position = SEATS "players\n"
                          "exile 1 engaged\n"
                          "hand 0 MV-901 MV-906\n"
                          "hand 1 MV-026\n",
        .actions = "attack face-up: Test Recoil\n"
                   "tap: Test Memory of Glass\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 1 22\n"
                  "gear 0 Df Af Af Af\n",
    };
    scenario_run(&engaged);
    /* Whatever the outcome (G39): fully blocked (2 + 2 against 3 + 1), the
     * attack is unsuccessful and goes to the Recall Pile (a face-up attack
     * with no Disarming Block is not disarmed), and the Effect still
     * disarms the Test Glaive. Spiked Rampart's Lacerating Block costs 1. */
    scenario blocked = {
        .rule = "E14 form 1 at the Math whatever the outcome: a blocked attack still disarms",
        .position = SEATS "players\n"
                          "hand 0 MV-901 MV-906\n"
                          "hand 1 MV-026 MV-027\n",
        .actions = "attack face-up: Test Recoil\n"
                   "tap: Test Memory of Glass\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Spiked Rampart\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "block: Hold the Line\n"
                   "no more blocks\n",
        .expect = "hp 1 25\n"
                  "hp 0 24\n"
                  "gear 0 Df Af Af Af\n"
                  "recall 0 MV-901\n"
                  "momentum 1 MV-026\n",
    };
    scenario_run(&blocked);
}

/* form: MV-902 E14 form 3 on an Attack. "Disarm your Primary Weapon or
 * Secondary Weapon.": the player names one of their armed weapons (§7.5,
 * checklist E.8 #37), as the Effect resolves at the Math. */
static void e14_choice_on_an_attack(void **state)
{
    (void)state;
    const char *rule = "E14 form 3 at the Math: the player names the Primary or the Secondary Weapon";
    exile_match *m = load(rule, SEATS "players\n"
                                      "hand 0 MV-902 MV-906\n"
                                      "hand 1 MV-026\n");
    scenario_act_lines(m, "attack face-up: Test Fork\n"
                          "tap: Test Memory of Glass\n"
                          "declare 1\n"
                          "no more blocks\n");
    scenario_settle(m);
    scenario_expect_now(m, "decision disarm-own seat=0", rule);
    scenario_expect_legal(m, "choose: Test Glaive", true, rule);
    scenario_expect_legal(m, "choose: Test Sling", true, rule);
    scenario_expect_legal(m, "choose: Test Bracer", false, rule);
    scenario_expect_legal(m, "decline", false, rule);
    scenario_act(m, "choose: Test Sling");
    scenario_expect_now(m, "gear 0 Af Df Af Af", rule);
    scenario_expect_now(m, "momentum 0 MV-902", rule);
    scenario_expect_now(m, "hp 1 21", rule);
    exile_match_destroy(m);

    /* With one weapon armed, that one is disarmed without a question. */
    scenario one = {
        .rule = "E14 form 3: with the Secondary Weapon disarmed, the Primary is, unasked",
        .position = SEATS "players\n"
                          "gear 0 Af Df Af Af\n"
                          "hand 0 MV-902 MV-906\n"
                          "hand 1 MV-026\n",
        .actions = "attack face-up: Test Fork\n"
                   "tap: Test Memory of Glass\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "gear 0 Df Df Af Af\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&one);
}

/* form: MV-903 E14 form 4 on a Combat card's block column. "Disarm this
 * Gear." names the Gear of the Move that prints it. Test Snap blocks Wire
 * Ward: at the Math (G39) the Test Glaive is disarmed; the Block card,
 * already in the Combat Zone, stays and enters the Momentum Zone as the
 * successful block (§7.5). The Test Glaive's own P19 fired first, at the
 * outcome, while it was armed (G11): no Move in Lark's Momentum Zone. */
static void e14_this_gear_on_a_block(void **state)
{
    (void)state;
    scenario s = {
        .rule = "E14 form 4 on a Block card: the Gear of this Move is disarmed at the Math",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 1 MV-004\n"
                          "hand 0 MV-903\n",
        .actions = "attack face-up: Wire Ward\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: Test Memory of Glass\n"
                   "block: Test Snap\n"
                   "no more blocks\n",
        .expect = "gear 0 Df Af Af Af\n"
                  "momentum 0 MV-903\n"
                  "recall 1 MV-004\n",
    };
    scenario_run(&s);
    /* Whatever the outcome: Engaged, Test Snap counts 3 - 1 against Blind
     * Coil's 3; the attack is successful, the block is not, and the Gear
     * is disarmed all the same. */
    scenario lost = {
        .rule = "E14 form 4 on an unsuccessful Block card: disarmed all the same (G39)",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 0 engaged\n"
                          "hand 1 MV-002\n"
                          "hand 0 MV-903\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: Test Memory of Glass\n"
                   "block: Test Snap\n"
                   "no more blocks\n",
        .expect = "hp 0 24\n"
                  "gear 0 Df Af Af Af\n"
                  "recall 0 MV-903\n"
                  "momentum 1 MV-002\n",
    };
    scenario_run(&lost);
}

/* form: MV-904 E48 form 1 and E62 form 1. "This card cannot be played as a
 * block." (§6.4 #48): Test Lunge, a Combat card, is not offered in the
 * Block step (Test Snap is). "If your opponent is Engaged, attach 1 Aim
 * Token to your opponent's Exile." (§6.4 #62 form 1, read at the Math,
 * §7.7) on its attack column. */
static void e48_and_e62_on_a_combat_card(void **state)
{
    (void)state;
    const char *rule = "E48 form 1: a Combat card that cannot be played as a block";
    exile_match *m = load(rule, SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                      "hand 1 MV-004\n"
                                      "hand 0 MV-904 MV-903\n");
    scenario_act_lines(m, "attack face-up: Wire Ward\n"
                          "tap: The Furnace Oath\n"
                          "declare 1\n"
                          "tap: Test Memory of Glass\n");
    scenario_expect_now(m, "decision block seat=0", rule);
    scenario_expect_legal(m, "block: Test Snap", true, rule);
    scenario_expect_legal(m, "block: Test Lunge", false, rule);
    exile_match_destroy(m);

    scenario engaged = {
        .rule = "E62 form 1 on an attack: the opponent Engaged, 1 Aim Token",
        .position = SEATS "players\n"
                          "exile 1 engaged\n"
                          "hand 0 MV-904\n"
                          "hand 1 MV-026\n",
        .actions = "attack face-up: Test Lunge\n"
                   "tap: Test Memory of Glass\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 1 23\n"
                  "attached 1 TK-02\n"
                  "momentum 0 MV-904\n",
    };
    scenario_run(&engaged);
    scenario upright = {
        .rule = "E62 form 1 on an attack: the opponent Disengaged, no Token (and P18 form 2's +1)",
        .position = SEATS "players\n"
                          "hand 0 MV-904\n"
                          "hand 1 MV-026\n",
        .actions = "attack face-up: Test Lunge\n"
                   "tap: Test Memory of Glass\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 1 22\n"
                  "attached 1\n",
    };
    scenario_run(&upright);
}

/* ------------------------------------------------------------------ */
/* E14 on Tactics cards                                               */
/* ------------------------------------------------------------------ */

/* form: MV-906 E14 form 1 on a Tactics card; GR-92 P15 form 1 + E07 form 2.
 * The Tactics card resolves: the Test Glaive is disarmed (§7.5). §6.3 #15
 * form 1, "Whenever one of your Gear is disarmed, [Effect]" on the Test
 * Sling fires: "take up to 2 Moves from your Recall Pile to your hand"
 * (§6.4 #7 form 2), at once, while the Tactics card still lies on the
 * stack (§5). */
static void e14_primary_on_a_tactics_card(void **state)
{
    (void)state;
    const char *rule = "E14 form 1 on a Tactics card; P15 form 1 with E07 form 2";
    exile_match *m = load(rule, SEATS "players\n"
                                      "hand 0 MV-906 MV-902\n"
                                      "recall 0 MV-901 MV-911 MV-913\n");
    scenario_act(m, "play: Test Unstring");
    scenario_settle(m);
    scenario_expect_now(m, "gear 0 Df Af Af Af", rule);
    scenario_expect_now(m, "decision take-from-recall seat=0 kind=any more=2", rule);
    scenario_expect_legal(m, "decline", true, rule);
    scenario_act(m, "choose: Test Recoil");
    scenario_expect_now(m, "decision take-from-recall seat=0 kind=any more=1", rule);
    scenario_act(m, "choose: Test Toll");
    scenario_expect_now(m, "recall 0 MV-911 MV-906", rule);
    scenario_expect_now(m, "hand 0 MV-902 MV-901 MV-913", rule);
    scenario_expect_now(m, "decision turn seat=1", rule);
    exile_match_destroy(m);

    /* A Gear already disarmed is not disarmed again (§7.5): nothing
     * happens, and no Passive fires. */
    scenario again = {
        .rule = "E14 form 1: the Primary Weapon already disarmed, nothing happens",
        .position = SEATS "players\n"
                          "gear 0 Df Af Af Af\n"
                          "hand 0 MV-906 MV-902\n"
                          "recall 0 MV-901\n",
        .actions = "play: Test Unstring\n",
        .expect = "gear 0 Df Af Af Af\n"
                  "recall 0 MV-901 MV-906\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&again);
}

/* form: MV-907 E14 form 3 on a Quick Tactics card. The choice is asked as
 * it resolves; a Quick Tactics card played as the action gives its player
 * the next turn (§5 Action B). With the Primary Weapon disarmed, the Test
 * Sling, its own Gear, is disarmed while it lies on the stack: it stays and
 * resolves (§7.5), then goes to the Recall Pile. */
static void e14_choice_on_a_tactics_card(void **state)
{
    (void)state;
    const char *rule = "E14 form 3 on a Tactics card: the choice, as it resolves";
    exile_match *m = load(rule, SEATS "players\n"
                                      "hand 0 MV-907 MV-902\n");
    scenario_act(m, "play: Test Choice");
    scenario_settle(m);
    scenario_expect_now(m, "decision disarm-own seat=0", rule);
    scenario_act(m, "choose: Test Glaive");
    scenario_expect_now(m, "gear 0 Df Af Af Af", rule);
    scenario_expect_now(m, "recall 0 MV-907", rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    exile_match_destroy(m);

    scenario own = {
        .rule = "E14 form 3: the only armed weapon is the card's own Gear; it stays on the stack and resolves",
        .position = SEATS "players\n"
                          "gear 0 Df Af Af Af\n"
                          "hand 0 MV-907 MV-902\n",
        .actions = "play: Test Choice\n",
        .expect = "gear 0 Df Df Af Af\n"
                  "recall 0 MV-907\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&own);
}

/* form: MV-908 E14 form 4 and E10 "this Gear" on a Tactics card.
 * "Disarm this Gear." names the Tactics card's own Gear; the card stays on
 * the stack and its next lines resolve too (§7.5: "a Move of it already
 * ... on the stack stays"). Its last line, "Attach 1 Bleed Token to this
 * Gear.", finds that Gear disarmed: Tokens are attached only to an Exile or
 * an armed Gear (§7.12), so nothing is (G35). */
static void e14_this_gear_on_a_tactics_card(void **state)
{
    (void)state;
    const char *rule = "E14 form 4 on a Tactics card: its own Gear, and the card resolves on";
    exile_match *m = load(rule, SEATS "players\n"
                                      "hand 0 MV-908 MV-902\n");
    int supply = scenario_supply(m);
    scenario_act(m, "play: Test Letting Go");
    scenario_settle(m);
    scenario_expect_now(m, "gear 0 Af Df Af Af", rule);
    scenario_expect_now(m, "hp 1 24", rule);
    scenario_expect_now(m, "recall 0 MV-908", rule);
    scenario_expect_now(m, "attached 0", rule);
    assert_int_equal(scenario_supply(m), supply);
    scenario_expect_now(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* E14 as a Passive's [Effect] and as a one-time Effect               */
/* ------------------------------------------------------------------ */

/* form: GR-93's Upgrade, P19 + E14 form 4. "Whenever your block is
 * successful, disarm this Gear.": the Gear that prints the Passive. */
static void e14_this_gear_as_a_passive(void **state)
{
    (void)state;
    scenario s = {
        .rule = "P19 + E14 form 4: the Gear printing the Passive is disarmed",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "gear 0 Af Af Au Af\n"
                          "hand 1 MV-004\n"
                          "hand 0 MV-911\n",
        .actions = "attack face-up: Wire Ward\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: Test Memory of Glass\n"
                   "block: Test Parry\n"
                   "no more blocks\n",
        .expect = "gear 0 Af Af Du Af\n"
                  "momentum 0 MV-911\n",
    };
    scenario_run(&s);
}

/* form: GR-92's Upgrade, E64 form 1 + E14 form 4. "When this Upgrade is
 * unlocked, disarm this Gear.": the Gear turns (§3.3), then is disarmed;
 * it keeps its Upgrade side (§7.4). Its own P15 ("Whenever one of your
 * Gear is disarmed") fires nothing for itself: a disarmed Gear's Passives
 * stop at once (§7.5; §6.3 #15). */
static void e14_this_gear_as_an_upgrade(void **state)
{
    (void)state;
    scenario s = {
        .rule = "E64 form 1 + E14 form 4: the Upgrade turns, then its Gear is disarmed",
        .position = SEATS UNLOCK "recall 0 MV-901\n",
        .actions = "unlock the Upgrade: Test Sling\n",
        .expect = "gear 0 Af Du Af Af\n"
                  "recall 0 MV-901\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&s);
}

/* form: MEM-93, E64 form 2 + E14 form 1; GR-92 P15 form 1 + E07 form 2.
 * "When this Memory is unlocked, disarm your Primary Weapon." (§3.3, §6.4
 * #64): the Test Glaive is disarmed; the Test Sling's P15 fires, and the
 * player may stop taking at once ("up to"). */
static void e14_primary_as_a_memory(void **state)
{
    (void)state;
    scenario s = {
        .rule = "E64 form 2 + E14 form 1: a Memory's one-time Effect disarms the Primary Weapon",
        .position = SEATS UNLOCK "recall 0 MV-911\n",
        .actions = "unlock: Test Memory of Loss\n"
                   "decline\n",
        .expect = "gear 0 Df Af Af Af\n"
                  "memories 0 Lu Lu Uu\n"
                  "recall 0 MV-911\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&s);
}

/* form: EXL-91 E65 + E14 form 3. "When this Exile is unleashed, disarm
 * your Primary Weapon or Secondary Weapon.": after the Unleash heal (2),
 * the player names one (§3.3, §6.4 #65). */
static void e14_choice_as_an_exile(void **state)
{
    (void)state;
    const char *rule = "E65 + E14 form 3: the choice as the Exile is unleashed, after its heal";
    exile_match *m = load(rule, SEATS UNLOCK "memories 0 Uu Uu Uu\n");
    scenario_act(m, "unleash");
    scenario_expect_now(m, "hp 0 27", rule);
    scenario_expect_now(m, "decision disarm-own seat=0", rule);
    scenario_act(m, "choose: Test Sling");
    scenario_expect_now(m, "gear 0 Af Df Af Af", rule);
    scenario_expect_now(m, "decision unlock seat=1", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* E10 "this Gear"                                                    */
/* ------------------------------------------------------------------ */

/* form: MV-921 E10 "this Gear" on an Attack; GR-95's Upgrade P22 + E10
 * "this Gear". §6.4 #10: "Attach [X] [kind] Tokens to [your opponent's
 * Exile / your Exile / this Gear]. (From the supply, face-up on that card
 * ... It targets nothing.)" Test Swing, at the Math (G39), lays 2 Plating
 * Tokens on the Test Maul, its Gear; a successful Quick Test Clash makes
 * the Upgrade's P22 lay a Bleed Token there. A Token's text works while it
 * is attached to an Exile (§4.5): on a Gear the Plating Tokens are offered
 * in no React step, and the Bleed Token costs no HP at the end of the
 * round. When the Gear is disarmed, they return to the supply (§4.5). */
static void e10_tokens_on_this_gear(void **state)
{
    (void)state;
    const char *rule = "E10 this Gear: Tokens on the Gear of the attack";
    exile_match *m = load(rule, HERALD "players\n"
                                       "gear 0 Au Af Af Af\n"
                                       "hand 0 MV-921 MV-924 MV-906\n"
                                       "hand 1 MV-004\n");
    int supply = scenario_supply(m);
    scenario_act_lines(m, "attack face-up: Test Swing\n"
                          "tap: Test Memory of Glass\n"
                          "declare 1\n"
                          "no more blocks\n");
    scenario_settle(m);
    scenario_expect_count_now(m, "attached 0", "@GR-95", 2, rule);
    scenario_expect_count_now(m, "attached 0", "TK-03", 0, rule); /* none on the Exile */
    scenario_expect_count_now(m, "attached 1", "TK-01", 1, rule); /* the Herald's P16 form 3 */
    scenario_act_lines(m, "attack face-up: Test Clash\n"
                          "tap: Test Memory of Iron\n"
                          "declare 1\n"
                          "no more blocks\n");
    scenario_settle(m);
    scenario_expect_count_now(m, "attached 0", "@GR-95", 3, rule);
    scenario_expect_count_now(m, "attached 1", "TK-01", 1, rule);
    assert_int_equal(scenario_supply(m), supply - 4);
    /* Quick: seat 0 again. Test Unstring disarms the Test Maul: its Tokens
     * return; the Herald's P15 offers to rearm it, declined. */
    scenario_act_lines(m, "play: Test Unstring\n");
    scenario_settle(m);
    scenario_expect_now(m, "decision rearm-effect seat=0 weapons-only=1", rule);
    scenario_act(m, "decline");
    scenario_expect_count_now(m, "attached 0", "@GR-95", 0, rule);
    assert_int_equal(scenario_supply(m), supply - 1);
    exile_match_destroy(m);

    /* Plating Tokens on a Gear: no "return a Plating Token" in the React
     * step of an attack against their player, who has one on the Exile. */
    const char *plating = "E10 this Gear: a Plating Token on a Gear is no Plating Token on the Exile";
    m = load(plating, HERALD "players first=1 initiative=1 turn=1 next=1\n"
                             "attached 0 TK-03@GR-95 TK-03@GR-95\n"
                             "hand 1 MV-004\n"
                             "hand 0 MV-923\n");
    scenario_act_lines(m, "attack face-up: Wire Ward\n"
                          "tap: The Furnace Oath\n"
                          "declare 1\n"
                          "no more blocks\n");
    scenario_expect_prefix_now(m, "decision react seat=0", plating);
    scenario_expect_legal(m, "return a Plating Token", false, plating);
    scenario_expect_legal(m, "pass", true, plating);
    exile_match_destroy(m);
    /* A Bleed Token on a Gear costs nothing at the end of the round. */
    scenario bleed = {
        .rule = "E10 this Gear: a Bleed Token on a Gear costs no HP",
        .position = HERALD "players\n"
                           "exile 1 upright spent\n"
                           "attached 0 TK-01@GR-95\n"
                           "hand 0 MV-923\n",
        .actions = "end\n",
        .expect = "hp 0 25\n"
                  "round 2\n",
    };
    scenario_run(&bleed);
}

/* ------------------------------------------------------------------ */
/* E15 form 2                                                         */
/* ------------------------------------------------------------------ */

/* form: MV-917 E15 form 2 on a Tactics card. "You may rearm one of your
 * disarmed weapons.": its own, one at most, on the side it shows (§7.5),
 * a Primary or a Secondary Weapon only; the Protective Gear is not
 * offered. It may be declined. */
static void e15_weapons_on_a_tactics_card(void **state)
{
    (void)state;
    const char *rule = "E15 form 2: rearm one of your disarmed weapons";
    exile_match *m = load(rule, SEATS "players\n"
                                      "gear 0 Du Af Df Af\n"
                                      "hand 0 MV-917 MV-902\n");
    scenario_act(m, "play: Test Mend");
    scenario_settle(m);
    scenario_expect_now(m, "decision rearm-effect seat=0 weapons-only=1", rule);
    scenario_expect_legal(m, "rearm: Test Glaive", true, rule);
    scenario_expect_legal(m, "rearm: Test Bracer", false, rule);
    scenario_expect_legal(m, "decline", true, rule);
    scenario_act(m, "rearm: Test Glaive");
    scenario_expect_now(m, "gear 0 Au Af Df Af", rule);
    scenario_expect_now(m, "recall 0 MV-917", rule);
    exile_match_destroy(m);

    /* No disarmed weapon: nothing is asked. */
    scenario none = {
        .rule = "E15 form 2: only a Protective Gear disarmed, nothing happens",
        .position = SEATS "players\n"
                          "gear 0 Af Af Df Af\n"
                          "hand 0 MV-917 MV-902\n",
        .actions = "play: Test Mend\n",
        .expect = "gear 0 Af Af Df Af\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&none);
}

/* form: MEM-92 E64 form 2 + E15 form 2, and GR-94's Upgrade E64 form 1 +
 * E15 form 2, as one-time Effects of the Unlock. */
static void e15_weapons_as_one_time_effects(void **state)
{
    (void)state;
    const char *rule = "E64 form 2 + E15 form 2: a Memory rearms a weapon";
    exile_match *m = load(rule, SEATS UNLOCK "gear 0 Af Df Df Af\n");
    scenario_act(m, "unlock: Test Memory of Iron");
    scenario_expect_now(m, "decision rearm-effect seat=0 weapons-only=1", rule);
    scenario_expect_legal(m, "rearm: Test Bracer", false, rule);
    scenario_act(m, "rearm: Test Sling");
    scenario_expect_now(m, "gear 0 Af Af Df Af", rule);
    exile_match_destroy(m);

    scenario upgrade = {
        .rule = "E64 form 1 + E15 form 2: an Upgrade rearms a weapon",
        .position = SEATS UNLOCK "gear 0 Df Af Af Af\n",
        .actions = "unlock the Upgrade: Test Satchel\n"
                   "rearm: Test Glaive\n",
        .expect = "gear 0 Af Af Af Au\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&upgrade);
}

/* form: EXL-92 P15 form 1 + E15 form 2, beside GR-92's P15 form 1 + E07
 * form 2. Test Unstring disarms the Test Maul (E14 form 1): both Passives
 * fire on one event, in the order of their cards' names (§5): the Test
 * Herald's first, which rearms the Test Maul at once. */
static void p15_own_gear_rearms_a_weapon(void **state)
{
    (void)state;
    const char *rule = "P15 form 1 + E15 form 2: the Gear just disarmed is rearmed";
    exile_match *m = load(rule, HERALD "players\n"
                                       "hand 0 MV-906 MV-921\n"
                                       "recall 0 MV-922\n");
    scenario_act(m, "play: Test Unstring");
    scenario_settle(m);
    scenario_expect_now(m, "gear 0 Df Af Af Af", rule);
    scenario_expect_now(m, "decision rearm-effect seat=0 weapons-only=1", rule);
    scenario_act(m, "rearm: Test Maul");
    scenario_expect_now(m, "gear 0 Af Af Af Af", rule);
    scenario_expect_now(m, "decision take-from-recall seat=0 kind=any more=2", rule); /* the Test Sling's, after */
    scenario_act(m, "choose: Test Crush");
    scenario_expect_now(m, "hand 0 MV-921 MV-922", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* P16 form 3                                                         */
/* ------------------------------------------------------------------ */

/* form: EXL-92 P16 form 3. "When a player becomes Engaged, attach 1 Bleed
 * Token to your opponent's Exile." (§6.3 #16 form 3): it fires when either
 * Exile turns from upright to sideways (§7.7), and an Exile already
 * sideways fires nothing. */
static void p16_a_player_becomes_engaged(void **state)
{
    (void)state;
    scenario own = {
        .rule = "P16 form 3: its player's attack engages them",
        .position = HERALD "players\n"
                           "hand 0 MV-921 MV-923\n"
                           "hand 1 MV-026\n",
        .actions = "attack face-up: Test Swing\n"
                   "tap: Test Memory of Glass\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "exile 0 engaged\n"
                  "attached 1 TK-01\n"
                  "hp 1 22\n", /* 2 + 1 (P02) */
    };
    scenario_run(&own);
    scenario other = {
        .rule = "P16 form 3: the opponent's attack engages the opponent",
        .position = HERALD "players first=1 initiative=1 turn=1 next=1\n"
                           "hand 1 MV-004\n"
                           "hand 0 MV-923\n",
        .actions = "attack face-up: Wire Ward\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "exile 1 engaged\n"
                  "attached 1 TK-01\n",
    };
    scenario_run(&other);
    scenario sideways = {
        .rule = "P16 form 3: an Exile already sideways fires nothing",
        .position = HERALD "players first=1 initiative=1 turn=1 next=1\n"
                           "exile 1 engaged\n"
                           "hand 1 MV-004\n"
                           "hand 0 MV-923\n",
        .actions = "attack face-up: Wire Ward\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "attached 1\n",
    };
    scenario_run(&sideways);
}

/* ------------------------------------------------------------------ */
/* E55 form 1 and E56 on Tactics cards and attacks                    */
/* ------------------------------------------------------------------ */

/* A round where Lark is spent: seat 0 plays the card, then Ends; the
 * round ends (§5) and Phase 1 of round 2 runs to the Unlock step. */
#define ROUND_END SEATS "players\nexile 1 upright spent\n"

/* form: MV-913 E55 form 1 + E56 form 2. "Attach this card to your Exile
 * with 2 Tokens on it." The Tactics card attaches itself as it resolves
 * (§7.12), with 2 Tokens from the supply laid on it as counters (§4.5: of
 * any kind, counting only for its text). At the end of the round it costs
 * 1 HP for each (§6.4 #56), then it is detached to its owner's Recall Pile
 * and the counters return to the supply. */
static void e55_counters_on_a_tactics_card(void **state)
{
    (void)state;
    const char *rule = "E55 form 1: the card attaches itself with 2 counters";
    exile_match *m = load(rule, ROUND_END "hand 0 MV-913 MV-902\n");
    int supply = scenario_supply(m);
    scenario_act_lines(m, "tap: Test Memory of Glass\n"
                          "play: Test Toll\n");
    scenario_settle(m);
    scenario_expect_count_now(m, "attached 0", "MV-913", 1, rule);
    scenario_expect_count_now(m, "attached 0", "@MV-913", 2, rule);
    assert_int_equal(scenario_supply(m), supply - 2);
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_act(m, "end");
    scenario_settle(m);
    assert_int_equal(hp_of(m, 0), 23);
    scenario_expect_count_now(m, "attached 0", NULL, 0, rule);
    scenario_expect_count_now(m, "recall 0", "MV-913", 1, rule);
    assert_int_equal(scenario_supply(m), supply);
    exile_match_destroy(m);
}

/* form: MV-914 E55 form 1 + E56 form 1, printed alone on a Tactics card:
 * "you lose 3 HP", whatever the counters. */
static void e56_hp_on_a_tactics_card(void **state)
{
    (void)state;
    const char *rule = "E56 form 1 on a Tactics card: lose 3 HP at the end of the round, then detach";
    exile_match *m = load(rule, ROUND_END "hand 0 MV-914 MV-902\n");
    scenario_act_lines(m, "tap: Test Memory of Glass\n"
                          "play: Test Vow\n");
    scenario_settle(m);
    scenario_expect_count_now(m, "attached 0", "@MV-914", 1, rule);
    scenario_expect_now(m, "decision turn seat=0", rule); /* Quick */
    scenario_act(m, "end");
    scenario_settle(m);
    assert_int_equal(hp_of(m, 0), 22);
    scenario_expect_count_now(m, "attached 0", NULL, 0, rule);
    scenario_expect_count_now(m, "recall 0", "MV-914", 1, rule);
    exile_match_destroy(m);
}

/* form: MV-919 E55 form 1 + E56 form 2 on an Attack. §7.12: "A fighting
 * Move attaches itself at the Combat Zone Clear ... one printed alone
 * attaches whatever the outcome", "instead of any destination" (§5 Combat
 * Zone Clear): blocked, Test Brand does not go to the Recall Pile but onto
 * its player's Exile, with 2 counters; they cost 2 HP at the end of the
 * round (§6.4 #56), then it is detached. */
static void e55_counters_on_an_attack(void **state)
{
    (void)state;
    const char *rule = "E55 form 1 on an Attack: attached at the Combat Zone Clear, whatever the outcome";
    exile_match *m = load(rule, SEATS "players\n"
                                      "hand 0 MV-919 MV-902\n"
                                      "hand 1 MV-026 MV-027\n");
    scenario_act_lines(m, "attack face-up: Test Brand\n"
                          "tap: Test Memory of Glass\n"
                          "declare 1\n"
                          "tap: The Furnace Oath\n"
                          "block: Spiked Rampart\n"
                          "tap: The Broken Seal\n"
                          "tap: Ash of Hollowmere\n"
                          "block: Hold the Line\n"
                          "no more blocks\n");
    scenario_settle(m);
    scenario_expect_now(m, "hp 1 25", rule); /* 2 + 1 (P18 form 2) against 2 + 2 */
    scenario_expect_now(m, "momentum 1 MV-026", rule);
    scenario_expect_count_now(m, "attached 0", "MV-919", 1, rule);
    scenario_expect_count_now(m, "attached 0", "@MV-919", 2, rule);
    scenario_expect_count_now(m, "recall 0", "MV-919", 0, rule);
    exile_match_destroy(m);

    /* Successful, it attaches too, instead of entering the Momentum Zone;
     * at the end of the round its 2 counters cost 2 HP. */
    scenario hit = {
        .rule = "E55 form 1 + E56 form 2 on an Attack: 1 HP for each counter at the end of the round",
        .position = ROUND_END "hand 0 MV-919 MV-902\n",
        .actions = "attack face-up: Test Brand\n"
                   "tap: Test Memory of Glass\n"
                   "declare 1\n"
                   "end\n",
        .expect = "hp 1 22\n"
                  "hp 0 23\n"
                  "recall 0 MV-919\n"
                  "attached 0\n"
                  "round 2\n",
    };
    scenario_run(&hit);
}

/* form: MV-916 E11 (your Exile) + E56 form 1 on a Tactics card. §3.4 Draw,
 * G1: the HP loss of an attached card at the end of the round is lost with
 * the Bleed Tokens as one event: both Exiles below 1 is a draw. */
static void e11_e56_on_a_tactics_card(void **state)
{
    (void)state;
    scenario s = {
        .rule = "E11 + E56 form 1 on a Tactics card: 2 HP at the end of the round",
        .position = ROUND_END "hand 0 MV-916 MV-902\n",
        .actions = "play: Test Oath\n"
                   "end\n",
        .expect = "hp 0 23\n"
                  "recall 0 MV-916\n"
                  "attached 0\n",
    };
    scenario_run(&s);
    scenario draw = {
        .rule = "E56 with the Bleed Tokens, one event: both below 1 is a draw (§3.4, G1)",
        .position = ROUND_END "hand 0 MV-916 MV-902\n"
                              "hp 0 2\n"
                              "hp 1 1\n"
                              "attached 1 TK-01\n",
        .actions = "play: Test Oath\n"
                   "end\n",
        .expect = "winner draw\n",
    };
    scenario_run(&draw);
}

/* ------------------------------------------------------------------ */
/* Exert on Tactics cards (G7)                                        */
/* ------------------------------------------------------------------ */

/* form: MV-918 Exert [2] on a Tactics card played as the action. §7.4: "A
 * block or a Tactics card pays them when played": X of the player's other
 * Moves from hand are destroyed (a Token never counts, §4.5); with fewer,
 * the card cannot be played. The Moves are chosen in ascending order (the
 * same outcome is not offered twice); with exactly X, they go unasked. */
static void exert_on_a_tactics_action(void **state)
{
    (void)state;
    const char *rule = "Exert [2] on a Tactics card: 2 other Moves destroyed as it is played";
    exile_match *m = load(rule, SEATS "players\n"
                                      "hand 0 MV-918 MV-901 MV-902 MV-903 TK-01\n");
    scenario_act(m, "play: Test Strain");
    scenario_expect_now(m, "decision exert seat=0", rule);
    scenario_expect_legal(m, "exert: Test Recoil", true, rule);
    scenario_expect_legal(m, "exert: Test Fork", true, rule);
    scenario_act(m, "exert: Test Recoil");
    scenario_act(m, "exert: Test Snap");
    scenario_settle(m);
    scenario_expect_now(m, "destroyed 0 MV-901 MV-903", rule);
    scenario_expect_now(m, "hp 1 23", rule);
    scenario_expect_now(m, "recall 0 MV-918", rule);
    scenario_expect_now(m, "decision turn seat=0", rule); /* Quick */
    exile_match_destroy(m);

    scenario forced = {
        .rule = "Exert [2] with exactly 2 other Moves: both destroyed, unasked",
        .position = SEATS "players\n"
                          "hand 0 MV-918 MV-901 MV-902 TK-01\n",
        .actions = "play: Test Strain\n",
        .expect = "destroyed 0 MV-901 MV-902\n"
                  "hand 0 TK-01\n"
                  "hp 1 23\n",
    };
    scenario_run(&forced);
    scenario short_hand = {
        .rule = "Exert [2] with 1 other Move (and a Token): the card cannot be played",
        .position = SEATS "players\n"
                          "hand 0 MV-918 MV-901 TK-01\n",
        .illegal = "play: Test Strain\n",
    };
    scenario_run(&short_hand);
}

/* form: MV-909 Exert [1] on a Tactics card with Reaction. Played in the
 * React step of Lark's attack, it pays its Exert as it is played (§7.4),
 * then the React step goes on; it resolves when both pass. */
static void exert_on_a_reaction(void **state)
{
    (void)state;
    const char *rule = "Exert [1] on a Reaction: paid as it is played in the React step";
    exile_match *m = load(rule, SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                      "hand 1 MV-004\n"
                                      "hand 0 MV-909 MV-901 MV-902\n");
    scenario_act_lines(m, "attack face-up: Wire Ward\n"
                          "tap: The Furnace Oath\n"
                          "declare 1\n"
                          "no more blocks\n"
                          "tap: Test Memory of Glass\n"
                          "react: Test Bite\n");
    scenario_expect_now(m, "decision exert seat=0", rule);
    scenario_act(m, "exert: Test Fork");
    scenario_expect_now(m, "destroyed 0 MV-902", rule);
    scenario_expect_prefix_now(m, "decision react seat=1", rule);
    scenario_settle(m);
    scenario_expect_now(m, "hp 1 23", rule);
    scenario_expect_now(m, "hp 0 24", rule); /* Wire Ward's 1 */
    scenario_expect_now(m, "hand 0 MV-901", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* E07 form 2 and E53's other conditions                              */
/* ------------------------------------------------------------------ */

/* form: MEM-91 E64 form 2 + E07 form 2. "Take up to 2 Moves from your
 * Recall Pile to your hand." (§6.4 #7; §5 Taking a Card: the player may
 * stop at any number). */
static void e07_up_to_two_moves(void **state)
{
    (void)state;
    scenario s = {
        .rule = "E07 form 2: take up to 2 Moves, stopping after 1",
        .position = SEATS UNLOCK "recall 0 MV-901 MV-902 MV-903\n",
        .actions = "unlock: Test Memory of Glass\n"
                   "choose: Test Snap\n"
                   "decline\n",
        .expect = "recall 0 MV-901 MV-902\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&s);
    scenario two = {
        .rule = "E07 form 2: take up to 2 Moves, then no more is asked",
        .position = SEATS UNLOCK "recall 0 MV-901 MV-902 MV-903\n",
        .actions = "unlock: Test Memory of Glass\n"
                   "choose: Test Snap\n"
                   "choose: Test Recoil\n",
        .expect = "recall 0 MV-902\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&two);
}

/* form: MV-912 E53 with "you have fewer HP than your opponent". §6.4 #53:
 * "The condition is read when the Effect resolves": at the Math (G39),
 * after the attack's HP loss. Test Gambit (1 + 1 from P02 + 1 from P18
 * form 2) is Single-Use and destroyed after it resolves. */
static void e53_fewer_hp(void **state)
{
    (void)state;
    const char *seats = "exile-notation 2\nseat 0 EXL-91 GR-91 GR-03 GR-93 GR-94 MEM-91 MEM-92 MEM-93\n" SEAT1;
    char position[1024];
    snprintf(position, sizeof position, "%s%s", seats,
             "players\nhp 0 10\nhand 0 MV-912 MV-902\nhand 1 MV-026\nrecall 0 MV-011 MV-901\n");
    const char *rule = "E53 (fewer HP): read as it resolves; take 1 Move with Thrown";
    exile_match *m = load(rule, position);
    scenario_act_lines(m, "attack face-up: Test Gambit\n"
                          "declare 0\n"
                          "no more blocks\n");
    scenario_settle(m);
    scenario_expect_now(m, "hp 1 22", rule);
    scenario_expect_now(m, "decision take-from-recall seat=0 kind=thrown more=1", rule);
    scenario_expect_legal(m, "choose: Glass Needle", true, rule);
    scenario_expect_legal(m, "choose: Test Recoil", false, rule);
    scenario_act(m, "choose: Glass Needle");
    scenario_expect_now(m, "recall 0 MV-901", rule);
    scenario_expect_now(m, "destroyed 0 MV-912", rule);
    exile_match_destroy(m);

    snprintf(position, sizeof position, "%s%s", seats,
             "players\nhp 0 23\nhand 0 MV-912 MV-902\nhand 1 MV-026\nrecall 0 MV-011 MV-901\n");
    scenario more = {
        .rule = "E53 (fewer HP): not fewer as it resolves, nothing happens",
        .position = position,
        .actions = "attack face-up: Test Gambit\n"
                   "declare 0\n"
                   "no more blocks\n",
        .expect = "hp 1 22\n"
                  "recall 0 MV-011 MV-901\n"
                  "destroyed 0 MV-912\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&more);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cards_are_played),
        cmocka_unit_test(e13_damage_below),
        cmocka_unit_test(e13_block_below),
        cmocka_unit_test(e14_primary_on_an_attack),
        cmocka_unit_test(e14_choice_on_an_attack),
        cmocka_unit_test(e14_this_gear_on_a_block),
        cmocka_unit_test(e48_and_e62_on_a_combat_card),
        cmocka_unit_test(e14_primary_on_a_tactics_card),
        cmocka_unit_test(e14_choice_on_a_tactics_card),
        cmocka_unit_test(e14_this_gear_on_a_tactics_card),
        cmocka_unit_test(e14_this_gear_as_a_passive),
        cmocka_unit_test(e14_this_gear_as_an_upgrade),
        cmocka_unit_test(e14_primary_as_a_memory),
        cmocka_unit_test(e14_choice_as_an_exile),
        cmocka_unit_test(e10_tokens_on_this_gear),
        cmocka_unit_test(e15_weapons_on_a_tactics_card),
        cmocka_unit_test(e15_weapons_as_one_time_effects),
        cmocka_unit_test(p15_own_gear_rearms_a_weapon),
        cmocka_unit_test(p16_a_player_becomes_engaged),
        cmocka_unit_test(e55_counters_on_a_tactics_card),
        cmocka_unit_test(e56_hp_on_a_tactics_card),
        cmocka_unit_test(e11_e56_on_a_tactics_card),
        cmocka_unit_test(e55_counters_on_an_attack),
        cmocka_unit_test(exert_on_a_tactics_action),
        cmocka_unit_test(exert_on_a_reaction),
        cmocka_unit_test(e07_up_to_two_moves),
        cmocka_unit_test(e53_fewer_hp),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
