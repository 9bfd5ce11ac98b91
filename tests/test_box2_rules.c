/*
 * The items of checklist Part A that Box 1's cards could not reach and
 * Box 2's cards do, as scenarios (doc/coverage.md names the tests of every
 * item): the Momentum destroyed after the React step for an unblockable
 * attack, with Overcommit still counted and no Reaction after it (A165,
 * E45); a speed given by an Effect, which lasts only in the Combat Zone
 * and is counted by the Effects and Passives that count Slow cards (A210,
 * A239, A50, E25), and an attack made Slow, which spends its player
 * whatever the outcome (A240); a second Stunning Attack in the stun turn
 * (A235); and "target Move" reaching attached Moves but never an attached
 * Token (A297, E01).
 *
 * Each test cites the rule it checks and carries its coverage tags. Every
 * card of both boxes is executed: a position whose loadout the library
 * refuses fails its test; no test is skipped.
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

/* Hesper Kain (Redline Saber, Storm Javelins, Thornhide Harness, Ember
 * Satchel) against Ysolde Marrick (Reliquary Glaive, Longwatch Arbalest,
 * Sable Mantle, Archivist's Case). */
#define HESPER_YSOLDE                                              \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-04 GR-10 GR-12 GR-14 GR-08 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-03 GR-09 GR-11 GR-13 GR-15 MEM-04 MEM-05 MEM-06\n"

/* Lark Sevrin (Whisper Coil, Longwatch Arbalest, Sable Mantle, Ember
 * Satchel) against Brannoch Vey (Tidebreaker, Storm Javelins, Thornhide
 * Harness, Archivist's Case). */
#define LARK_BRANNOCH                                              \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-11 GR-13 GR-08 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-12 GR-14 GR-15 MEM-04 MEM-05 MEM-06\n"

/* Lark Sevrin with the Archivist's Case against Hesper Kain. */
#define LARK_HESPER                                                \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-11 GR-13 GR-15 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-04 GR-10 GR-12 GR-14 GR-16 MEM-10 MEM-11 MEM-12\n"

enum { LEGAL_CAP = 4096 };

/* Fails unless the legal actions now are exactly @p want, written as
 * scenario_list_legal writes them ("[a] [b] "). */
static void expect_legal_list(const exile_match *m, const char *want, const char *rule)
{
    char got[LEGAL_CAP];
    scenario_list_legal(m, got, sizeof got);
    if (strcmp(got, want) != 0)
        fail_msg("%s\nexpected the legal actions '%s', got '%s'", rule, want, got);
}

/* ------------------------------------------------------------------ */
/* A165: E45, after the React step                                    */
/* ------------------------------------------------------------------ */

/* §6.4 E45 and §7.4: "'Destroy X cards in your Momentum Zone: this attack
 * becomes unblockable': chosen after the React step, before the Math.
 * Every Block card already played goes to its owner's Recall Pile with its
 * Stamina spent (§7.8, Unblockable); no Reaction can follow, since the
 * React step is over. Overcommit still counts." Hesper plays Stoke the
 * Furnace (Quick; E42: his next attack this round has Overcommit 2), then
 * attacks with All or Nothing (cost 2, Damage 3, Exert [1]: his Harrying
 * Throw is destroyed at step 4) declared at 4. Ysolde blocks with
 * Patient Riposte and still holds Smother the Blow (a Reaction) with two
 * untapped Memories; both players pass the React step. Hesper then
 * destroys his Skirmish Javelin: the Math follows at once, with no React
 * step for Ysolde's Reaction, the Patient Riposte lies in her Recall Pile
 * and its Memory stays tapped, and the attack deals 3 + 1 (P27) + 2
 * (Overcommit: 4 declared - 2) = 6 unblocked (her P24 finds Hesper's hand
 * empty). */
/* covers: MV-047/E45 MV-036/E42 */
static void unblockable_after_the_react_step_keeps_overcommit(void **state)
{
    (void)state;
    const char *rule = "§7.4 / E45 (A165): chosen after the React step; no Reaction follows; Overcommit counts";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(HESPER_YSOLDE "memories 0 Uu Lu Uu\n"
                                                 "hand 0 MV-036 MV-047 MV-058\n"
                                                 "momentum 0 MV-056\n"
                                                 "hand 1 MV-043 MV-064\n");
    const char *const stoke[] = { "tap: The Unwritten Name", "play: Stoke the Furnace", NULL };
    scenario_act_all(m, stoke);
    scenario_settle(m);
    scenario_expect_now(m, "decision turn seat=0", rule); /* Quick */
    const char *const attack[] = { "attack face-up: All or Nothing",
                                   "tap: The Lantern Vigil",
                                   "tap: Salt on the Threshold",
                                   "declare 4",
                                   "tap: The Furnace Oath",
                                   "block: Patient Riposte",
                                   "no more blocks",
                                   NULL };
    scenario_act_all(m, attack);
    /* Exert [1]: Harrying Throw, his only other Move, is destroyed. */
    scenario_expect_now(m, "destroyed 0 MV-058", rule);
    /* The React step: Ysolde could tap a Memory and play Smother the
     * Blow; she passes. */
    scenario_expect_prefix_now(m, "decision react seat=1", rule);
    scenario_expect_legal(m, "tap: The Broken Seal", true, rule);
    scenario_act(m, "pass");
    scenario_act(m, "pass");
    scenario_expect_prefix_now(m, "decision destroy-for-unblockable seat=0 count=1", rule);
    scenario_act(m, "choose: Skirmish Javelin");
    /* The Math has happened: nobody was asked for a Reaction. */
    scenario_expect_now(m, "hp 1 21", rule);
    scenario_expect_now(m, "destroyed 0 MV-058 MV-056", rule);
    scenario_expect_now(m, "recall 1 MV-043", rule);
    scenario_expect_now(m, "hand 1 MV-064", rule);
    scenario_expect_now(m, "memories 1 Lt Lu Lu", rule);
    scenario_expect_line(m, "momentum 0 MV-047", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* A210, A239: a speed given by an Effect lasts in the Combat Zone    */
/* ------------------------------------------------------------------ */

/* §7.8 A speed given by an Effect: "The new speed lasts until the card
 * leaves the Combat Zone; in every other zone the card has its printed
 * speed again ... an Effect or Passive that counts a Slow card counts an
 * attack made Slow." Lark played Stoke the Furnace (E43: "Your next Slow
 * attack this round does not make you spent"). Her Sighting Bolt (Quick)
 * is made Slow by Brannoch's Stay of Proceedings (E25): it is successful,
 * but Whisper Coil's P22 ("one of your Quick attacks") does not fire, and
 * E43 counts it as her next Slow attack: she is not spent, and the
 * successful attack gives her the next turn (§7.8 "Your next Slow card
 * ...": "a successful Slow attack then gives you the next turn like any
 * other"). She Steps Back; Brannoch's Skirmish Javelin hits, and his
 * Storm Javelins (P22 with E41) return the Sighting Bolt from her
 * Momentum Zone to her hand. Played again this round, it is Quick as
 * printed: P22 attaches a Bleed Token, and she is not spent (E43 is used:
 * a Slow attack would now make her spent). */
/* covers: MV-072/E25 MV-036/E43 GR-01/P22 GR-12/P22 MV-051/kw:Quick */
static void a_speed_given_lasts_only_in_the_combat_zone(void **state)
{
    (void)state;
    const char *rule = "§7.8 (A210, A239): a speed given by an Effect lasts until the card leaves the Combat Zone";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(LARK_BRANNOCH "hand 0 MV-036 MV-051 MV-002\n"
                                                 "hand 1 MV-072 MV-056 MV-007\n");
    const char *const first[] = { "tap: The Lantern Vigil",
                                  "play: Stoke the Furnace",
                                  "attack face-up: Sighting Bolt",
                                  "tap: The Unwritten Name",
                                  "declare 1",
                                  "tap: The Furnace Oath",
                                  "tap: The Broken Seal",
                                  "react: Stay of Proceedings",
                                  "target: Sighting Bolt",
                                  NULL };
    scenario_act_all(m, first);
    scenario_settle(m);
    scenario_expect_now(m, "momentum 0 MV-051", rule);
    scenario_expect_now(m, "attached 1", rule); /* no P22: it was Slow */
    scenario_expect_now(m, "exile 0 engaged", rule); /* E43: not spent */
    scenario_expect_now(m, "decision turn seat=0", rule);
    const char *const back[] = { "step back: Blind Coil",
                                 "attack face-up: Skirmish Javelin",
                                 "tap: Ash of Hollowmere",
                                 "declare 1",
                                 "no more blocks",
                                 NULL };
    scenario_act_all(m, back);
    scenario_settle(m);
    scenario_expect_prefix_now(m, "decision target-momentum seat=1", rule);
    scenario_act(m, "choose: Sighting Bolt");
    scenario_expect_line(m, "hand 0 MV-051", rule);
    scenario_expect_line(m, "decision turn seat=1", rule); /* Quick */
    scenario_act(m, "end");
    const char *const again[] = { "attack face-up: Sighting Bolt", "tap: Salt on the Threshold", "declare 1", NULL };
    scenario_act_all(m, again);
    scenario_settle(m);
    scenario_expect_now(m, "attached 1 TK-01", rule); /* P22: Quick again */
    scenario_expect_now(m, "exile 0 engaged", rule);   /* not spent */
    scenario_expect_now(m, "decision turn seat=0", rule);
    exile_match_destroy(m);
}

/* §7.8 A speed given by an Effect: "An attack that becomes Slow ... gives
 * no next turn, even if successful, and once it has resolved its player is
 * spent for the round (a Stunning Attack made Slow wastes its stun the same
 * way)." Lark's Sighting Bolt (Quick; Stealth reads her Exile sideways, so
 * it can be blocked) meets Brannoch's Javelin Haft, Block 2 against 1 + 1
 * (P04): unsuccessful. Quick, it would have kept her the turn; made Slow by
 * Stay of Proceedings (E25), it resolves, Lark is spent and the next turn
 * is Brannoch's. Her Cinder Hem (Stunning Attack) made Slow is successful:
 * she is spent, so the stun gives no turn, and the next turn is Brannoch's,
 * with no stun on it. */
/* covers: MV-072/E25 MV-051/kw:Quick MV-063/kw:Stunning */
static void an_attack_made_slow_spends_its_player_whatever_the_outcome(void **state)
{
    (void)state;
    scenario blocked = {
        .rule = "§7.8 (A240): a Quick attack made Slow and blocked gives no turn; its player is spent",
        .position = LARK_BRANNOCH "exile 0 engaged\n"
                                  "hand 0 MV-051 MV-002\n"
                                  "hand 1 MV-059 MV-072 MV-007\n",
        .actions = "attack face-up: Sighting Bolt\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Javelin Haft\n"
                   "no more blocks\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "react: Stay of Proceedings\n"
                   "target: Sighting Bolt\n",
        .expect = "recall 0 MV-051\n"
                  "momentum 1 MV-059\n"
                  "recall 1 MV-072\n"
                  "exile 0 engaged spent\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&blocked);
    scenario stun = {
        .rule = "§7.8 (A240): a Stunning Attack made Slow is successful, its player spent, the stun wasted",
        .position = LARK_BRANNOCH "hand 0 MV-063 MV-002\n"
                                  "hand 1 MV-072 MV-007\n",
        .actions = "attack face-up: Cinder Hem\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "no more blocks\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "react: Stay of Proceedings\n"
                   "target: Cinder Hem\n",
        .expect = "hp 1 26\n"
                  "momentum 0 MV-063\n"
                  "exile 0 engaged spent\n"
                  "stun\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&stun);
}

/* §7.1: "'A card that costs N or more' compares the effective cost, never
 * the Stamina that floated"; §6.3 P23 "Whenever one of your Slow attacks
 * that costs [X] or more Stamina is successful" counts an attack made Slow
 * (§7.8: "an Effect or Passive that counts a Slow card counts an attack
 * made Slow"). Hesper's Javelin Haft (attack cost 2) is declared at 3 and
 * made Slow by Ysolde's Stay of Proceedings: it is successful and Slow,
 * but it costs 2, so the Redline Saber's P23 does not fire (Ysolde is not
 * asked to lose 2 HP or destroy 2 Momentum cards). Hesper is spent. */
/* covers: GR-10/P23 MV-072/E25 */
static void costs_n_or_more_reads_the_effective_cost_of_an_attack_made_slow(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.1 (A50): P23 reads the effective cost (2) of an attack made Slow, not its declared 3",
        .position = HESPER_YSOLDE "hand 0 MV-059\n"
                                  "hand 1 MV-072 MV-041\n",
        .actions = "attack face-up: Javelin Haft\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "declare 3\n"
                   "no more blocks\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "react: Stay of Proceedings\n"
                   "target: Javelin Haft\n",
        .expect = "hp 1 23\n"
                  "momentum 0 MV-059\n"
                  "exile 0 engaged spent\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* ------------------------------------------------------------------ */
/* A235: a second Stunning Attack in the stun turn                    */
/* ------------------------------------------------------------------ */

/* §5 Stun: "An attack that reaches the Math with more than 0 Damage is
 * successful; if it has Stunning Attack itself, it stuns again." Hesper's
 * Skyfall (Finisher Attack, Stunning) hits Ysolde for 6 + 1 (P27): she is
 * stunned for his next turn. In it his Cinder Hem (Stunning Attack, from
 * the Sable Mantle) is unblockable and unanswered: no Block step, a React
 * step that is his alone (§5 Stun); it deals 2 + 1 and stuns her again, so
 * his Bleeding Guard in the turn after is unblockable too. Each hit costs
 * Ysolde 3 or more HP: her P24 makes Hesper discard a card each time. */
/* covers: MV-060/kw:Stunning MV-063/kw:Stunning */
static void a_stunning_attack_in_the_stun_turn_stuns_again(void **state)
{
    (void)state;
    const char *rule = "§5 Stun (A235): a Stunning Attack in the stun turn is successful and stuns again";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load("exile-notation 2\n"
                                   "seat 0 EXL-04 GR-10 GR-12 GR-13 GR-08 MEM-01 MEM-02 MEM-03\n"
                                   "seat 1 EXL-03 GR-09 GR-11 GR-05 GR-15 MEM-04 MEM-05 MEM-06\n"
                                   "gear 0 Af Au Af Af\n"
                                   "exile 0 engaged\n"
                                   "prepared 0 MV-060 cost=4 due=1\n"
                                   "hand 0 MV-063 MV-049 MV-056 MV-058\n"
                                   "hand 1 MV-043 MV-042\n");
    scenario_act(m, "play the Finisher: Skyfall");
    scenario_settle(m);
    scenario_act(m, "choose: Skirmish Javelin"); /* Ysolde's P24 */
    scenario_expect_line(m, "hp 1 20", rule);
    scenario_expect_line(m, "stun turn=1", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    const char *const hem[] = { "attack face-up: Cinder Hem", "tap: The Lantern Vigil", "tap: The Unwritten Name",
                                "declare 2", NULL };
    scenario_act_all(m, hem);
    scenario_expect_prefix_now(m, "decision react seat=0", rule); /* no Block step */
    scenario_settle(m);
    scenario_act(m, "choose: Harrying Throw"); /* Ysolde's P24 */
    scenario_expect_line(m, "hp 1 17", rule);
    scenario_expect_line(m, "momentum 0 MV-063", rule);
    scenario_expect_line(m, "stun turn=1", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    const char *const guard[] = { "attack face-up: Bleeding Guard", "tap: Salt on the Threshold", "declare 1", NULL };
    scenario_act_all(m, guard);
    scenario_expect_prefix_now(m, "decision react seat=0", rule); /* unblockable again */
    scenario_expect_line(m, "hp 1 14", rule);
    scenario_expect_line(m, "hand 1 MV-043 MV-042", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* A297: "target Move" reaches attached Moves, never attached Tokens  */
/* ------------------------------------------------------------------ */

/* §7.12 Reached by Effects: "'Target card' and 'target Move' reach a Move
 * attached to an Exile, a Gear or a Memory (§7.5 ...). An attached Token
 * is never a target." Lark's Exile holds Hesper's Harrying Throw (E03)
 * and a Plating Token; Hesper's holds his own Heartline Cleave (E11) and a
 * Bleed Token. Strike from the Record (E01) offers the two Moves and no
 * Token. Heartline Cleave destroyed goes to its owner's Destroyed Pile, so
 * at the end of the round its "you lose 2 HP" costs nothing (§6.4 E56: "a
 * card that left play first costs nothing"); the Bleed Token still costs
 * Hesper 1, and the Harrying Throw is detached to his Recall Pile. With
 * only Tokens attached there is no target: the card cannot be played. */
/* covers: MV-071/E01 MV-048/E11 MV-058/E03 */
static void target_move_reaches_attached_moves_not_tokens(void **state)
{
    (void)state;
    const char *rule = "§7.12 (A297): E01 reaches a Move attached to either Exile, never a Token";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(LARK_HESPER "hand 0 MV-071 MV-002\n"
                                               "hand 1 MV-046\n"
                                               "attached 0 MV-058 TK-03\n"
                                               "attached 1 MV-048 TK-01\n");
    const char *const play[] = { "tap: The Lantern Vigil", "tap: The Unwritten Name", "tap: Salt on the Threshold",
                                 "play: Strike from the Record", NULL };
    scenario_act_all(m, play);
    scenario_expect_prefix_now(m, "decision target seat=0", rule);
    expect_legal_list(m, "[target: Heartline Cleave] [target: Harrying Throw] ", rule);
    scenario_act(m, "target: Heartline Cleave");
    scenario_expect_line(m, "destroyed 1 MV-048", rule);
    scenario_expect_line(m, "attached 1 TK-01", rule);
    scenario_expect_line(m, "attached 0 MV-058 TK-03", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    scenario_act(m, "end");
    scenario_act(m, "end");
    scenario_expect_line(m, "round 2", rule);
    scenario_expect_line(m, "hp 1 21", rule); /* the Bleed Token only */
    scenario_expect_line(m, "recall 1 MV-058", rule);
    exile_match_destroy(m);

    scenario tokens = {
        .rule = "§7.12 (A297): attached Tokens are no targets: with no Move to target, E01 cannot be played",
        .position = LARK_HESPER "stamina 0 3\n"
                                "hand 0 MV-071 MV-002\n"
                                "hand 1 MV-046\n"
                                "attached 0 TK-03\n"
                                "attached 1 TK-01 TK-02\n",
        .illegal = "play: Strike from the Record\n",
        .legal = "step back: Blind Coil\n",
    };
    scenario_run(&tokens);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(unblockable_after_the_react_step_keeps_overcommit),
        cmocka_unit_test(a_speed_given_lasts_only_in_the_combat_zone),
        cmocka_unit_test(an_attack_made_slow_spends_its_player_whatever_the_outcome),
        cmocka_unit_test(costs_n_or_more_reads_the_effective_cost_of_an_attack_made_slow),
        cmocka_unit_test(a_stunning_attack_in_the_stun_turn_stuns_again),
        cmocka_unit_test(target_move_reaches_attached_moves_not_tokens),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
