/*
 * Action A, the attack, as scenarios: The Opener, Pay and the declared cost,
 * The Block, The Reveal & Audit (the attacker's error, Feint, Exert), the
 * Math and the Combat Zone Clear (§5 Action A, §7.1, §7.2, §7.4, §7.8).
 *
 * The front Passives of the default match are always on. Most positions
 * start with seat 1's Exile already sideways ("exile 1 engaged") so that
 * Brannoch's "When you become Engaged, recover 1 Stamina." (P16) does not
 * fire at Pay; seat 0 attacks face-down only with "round-flags 0 flags=attacked"
 * (already attacked this round), since Bastion Plate (P01) forces its first
 * attack of each round face-up, and with "round-flags 0 flags=attacked,attacked-face-down" when Lark's
 * "The first face-down attack you make each round cannot be disarmed."
 * (P13) must not apply.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "scenario.h"

#define SEATS                                                      \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"

typedef struct public_ctx {
    exile_match *m;
    const char *rule;
} public_ctx;

static void public_line(const char *line, void *ctx)
{
    public_ctx *c = ctx;
    scenario_expect_view_line(c->m, 0, line, c->rule);
    scenario_expect_view_line(c->m, 1, line, c->rule);
}

/* Runs @p s, then plays it again and checks @p lines in both seats' views:
 * what both players see (a view names Tokens by kind, as the expected
 * lines of a scenario do). */
static void scenario_run_public(const scenario *s, const char *lines)
{
    scenario_run(s);
    public_ctx c = { scenario_load(s->position), s->rule };
    scenario_act_lines(c.m, s->actions);
    scenario_settle(c.m);
    scenario_each_line(lines, public_line, &c);
    exile_match_destroy(c.m);
}

/* ---------------------------------------------------------------------- */
/* Step 1: The Opener                                                      */
/* ---------------------------------------------------------------------- */

/* §5 Action A step 1: "Play a fighting Move that prints an attack ... from
 * your hand, face-up or face-down, as you choose. Its Gear must be armed. A
 * card that prints only a Block cannot attack, and a Finisher is never
 * played this way." §7.5: a disarmed Gear's Moves "cannot be played ... They
 * can be channeled." Seat 0 holds a Combat card, an Attack with Feint, a
 * Block card (Grounding Fold), a Move of its disarmed Needle Sling (Marking
 * Dart) and its Finisher (Severance). */
static void opener_offers(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action A step 1: a Move that prints an attack, its Gear armed, face-up or face-down",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked\n"
                          "gear 0 Af Df Af Af\n"
                          "hand 0 MV-002 MV-021 MV-012 MV-005 MV-001\n",
        .legal = "attack face-up: Blind Coil\n"
                 "attack face-down: Blind Coil\n"
                 "attack face-up: False Thread\n"
                 "attack face-down: False Thread\n"
                 "channel: Marking Dart\n",
        .illegal = "attack face-up: Grounding Fold\n"
                   "attack face-down: Grounding Fold\n"
                   "attack face-up: Marking Dart\n"
                   "attack face-down: Marking Dart\n"
                   "attack face-up: Severance\n"
                   "attack face-down: Severance\n",
    };
    scenario_run(&s);
}

/* ---------------------------------------------------------------------- */
/* Step 2: Pay, the declared cost, Overcommit                              */
/* ---------------------------------------------------------------------- */

/* §5 Action A step 2: "declare a Stamina cost, at least the card's effective
 * attack cost and at most your floating Stamina ... The declared cost is
 * public, for a face-up attack too." §7.1: "Overcommit bonus = declared
 * cost − effective attack cost, up to the X of Overcommit [X], face-up or
 * face-down (Stamina declared beyond X adds no Damage)".
 * Surge Swing (cost 2, Damage 3, Overcommit [2]) played face-down with 5
 * floating (two unlocked Memories of 2 and a locked one): it may declare 2
 * to 5. Declared 5, its Damage is 3 + 2 = 5, not 6. Seat 0 sees the declared
 * cost, not the card. Tidebreaker's P10 ("Whenever one of your attacks with
 * Overcommit is successful, recover 1 Stamina") untaps the Memory seat 1
 * chooses.
 * covers: GR-02/P10 MV-006/kw:Overcommit
 */
static void declared_cost_and_overcommit(void **state)
{
    (void)state;
    const char *rule = "§5 Action A step 2, §7.1: declare from the effective cost to the floating Stamina; Overcommit up to X";
    const char *position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                 "exile 1 engaged\n"
                                 "memories 1 Uu Uu Lu\n"
                                 "hand 1 MV-006 MV-008\n"
                                 "hand 0 MV-004\n";
    scenario range = {
        .rule = rule,
        .position = position,
        .actions = "attack face-down: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n",
        .expect = "stamina 1 5\n",
        .legal = "declare 2\ndeclare 3\ndeclare 4\ndeclare 5\n",
        .illegal = "declare 1\ndeclare 6\n",
    };
    scenario_run(&range);

    exile_match *m = scenario_load(position);
    scenario_act(m, "attack face-down: Surge Swing");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "tap: Ash of Hollowmere");
    scenario_act(m, "declare 5");
    /* The Block: the declared cost is public, the face-down card is not. */
    scenario_expect_line(m, "decision block seat=0", rule);
    scenario_expect_view_prefix(m, 0, "attack ? attacker=1 flags=face-down declared=5", rule);
    scenario_act(m, "no more blocks");
    scenario_expect_line(m, "hp 0 20", rule);
    scenario_act(m, "untap: Ash of Hollowmere");
    scenario_expect_line(m, "momentum 1 MV-006", rule);
    scenario_expect_line(m, "memories 1 Ut Ut Lu", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    exile_match_destroy(m);

    /* Overpaying a card without Overcommit is allowed and adds nothing:
     * Blind Coil (cost 2, Damage 3) declared 3 deals 3. */
    scenario over = {
        .rule = "§7.1: a face-up attack may declare more than its cost; without Overcommit it adds no Damage",
        .position = SEATS "players\n"
                          "hand 0 MV-002\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "tap: Salt on the Threshold\n"
                   "declare 3\n"
                   "no more blocks\n",
        .expect = "hp 1 25\n"
                  "memories 0 Lt Lt Lt\n"
                  "momentum 0 MV-002\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&over);
}

/* §6.2 Stealth Attack: "If you are Disengaged as you play this attack, and
 * you play it face-up, it is unblockable: no Block card can be played
 * against it, and it is unblocked". §7.7: "Disengaged is read as the card is
 * played, at The Opener, before Pay turns the Exile sideways." Punishing
 * Attack [1] counts, the attack being unblocked. Seat 1 holds two Block
 * cards and three untapped Memories, and is never asked to block.
 * covers: MV-003/kw:Punishing MV-003/kw:Stealth
 */
static void stealth_face_up_disengaged_is_unblockable(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§6.2 Stealth Attack: face-up and Disengaged at The Opener, unblockable; Punishing counts",
        .position = SEATS "players\n"
                          "hand 0 MV-003\n"
                          "hand 1 MV-026 MV-027\n",
        .actions = "attack face-up: Unlit Passage\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n",
        .expect = "hp 1 25\n"
                  "exile 0 engaged\n"
                  "hand 1 MV-026 MV-027\n"
                  "memories 1 Lu Lu Lu\n"
                  "momentum 0 MV-003\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §6.2 Stealth Attack: "Played face-down, or played while you are Engaged,
 * it is an ordinary attack." §7.7: "Played face-down it is an ordinary
 * face-down attack: it can be blocked and disarmed." Unlit Passage (Damage
 * 2) is blocked by Spiked Rampart (Block 2, Lacerating Block [1]): Net
 * Damage 0, the block is successful (Bastion Plate attaches a Plating
 * Token, P19), Lark loses 1 HP to the Lacerating Block, Punishing does not
 * count. Face-down, the Block card has Disarming Block: Whisper Coil is
 * disarmed.
 * covers: GR-06/P19 MV-003/kw:Stealth MV-026/kw:Lacerating
 */
static void stealth_engaged_or_face_down_is_blockable(void **state)
{
    (void)state;
    scenario engaged = {
        .rule = "§6.2 Stealth Attack: played while Engaged it is an ordinary attack",
        .position = SEATS "players\n"
                          "exile 0 engaged\n"
                          "hand 0 MV-003\n"
                          "hand 1 MV-026 MV-027\n",
        .actions = "attack face-up: Unlit Passage\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "block: Spiked Rampart\n"
                   "no more blocks\n",
        .expect = "hp 0 24\n"
                  "hp 1 28\n"
                  "recall 0 MV-003\n"
                  "momentum 1 MV-026\n"
                  "gear 0 Af Af Af Af\n"
                  "decision turn seat=1\n",
    };
    scenario_run_public(&engaged, "attached 1 TK-03\n");
    scenario face_down = {
        .rule = "§7.7 Stealth Attack: played face-down it can be blocked and disarmed",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked,attacked-face-down\n"
                          "hand 0 MV-003\n"
                          "hand 1 MV-026 MV-027\n",
        .actions = "attack face-down: Unlit Passage\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "block: Spiked Rampart\n"
                   "no more blocks\n",
        .expect = "hp 0 24\n"
                  "hp 1 28\n"
                  "recall 0 MV-003\n"
                  "momentum 1 MV-026\n"
                  "gear 0 Df Af Af Af\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&face_down);
}

/* ---------------------------------------------------------------------- */
/* Step 3: The Block                                                       */
/* ---------------------------------------------------------------------- */

/* §5 Action A step 3: "The defender may play fighting Moves that print a
 * Block value, face-up, one at a time, from hand, each with its Gear armed
 * and each paid at its effective block cost ... Before each Block card the
 * defender may tap Memories and channel cards; what that card does not take
 * is lost." §7.2: "If you are Engaged at the Math, each Block card then
 * counts 1 less." §7.4 Cascading Attack counts the attacker's Momentum Zone.
 * Undertow (Damage 1, Cascading, Quick) with 2 cards in seat 1's Momentum
 * Zone deals 3. Engaged seat 0 blocks with Static Drape (1 → 0), Wire Ward
 * (2 → 1) and Blind Coil (2 → 1): Block Rating 2, Net Damage 1. Recoil Shot
 * (Block 1, cost 0) is a Move of the disarmed Needle Sling and cannot block.
 * The unsuccessful Fragile Static Drape is destroyed in the Combat Zone:
 * "your opponent loses 1 HP" (E49).
 * covers: MV-008/kw:Cascading MV-023/E49 MV-023/kw:Fragile
 */
static void block_several_cards_paid_separately(void **state)
{
    (void)state;
    const char *position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                 "exile 0 engaged\n"
                                 "exile 1 engaged\n"
                                 "gear 0 Af Df Af Af\n"
                                 "momentum 1 MV-009 MV-027\n"
                                 "hand 1 MV-008\n"
                                 "hand 0 MV-023 MV-004 MV-002 MV-014\n";
    /* Two Stamina float for Wire Ward (cost 1): the second is lost, and
     * Blind Coil needs a tap of its own. */
    scenario paid = {
        .rule = "§5 Action A step 3: each Block card is paid on its own; what it does not take is lost",
        .position = position,
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "block: Static Drape\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "block: Wire Ward\n",
        .expect = "stamina 0 0\n"
                  "blocks MV-023 MV-004\n"
                  "decision block seat=0\n",
        .legal = "tap: Salt on the Threshold\n",
        .illegal = "block: Blind Coil\nblock: Recoil Shot\n",
    };
    scenario_run(&paid);
    scenario s = {
        .rule = "§7.2: an Engaged defender's Block cards each count 1 less; Cascading adds the Momentum cards",
        .position = position,
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "block: Static Drape\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "block: Wire Ward\n"
                   "tap: Salt on the Threshold\n"
                   "block: Blind Coil\n"
                   "no more blocks\n",
        .expect = "hp 0 24\n"
                  "hp 1 27\n"
                  "memories 0 Lt Lt Lt\n"
                  "hand 0 MV-014\n"
                  "recall 0 MV-004 MV-002\n"
                  "destroyed 0 MV-023\n"
                  "momentum 1 MV-009 MV-027 MV-008\n"
                  "gear 1 Af Af Af Af\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §6.2 Overbearing Attack: "The defender may play 1 Block card at most
 * against this attack". Gaff Hook (Damage 3) face-up: after Wire Ward
 * (Block 2) seat 0 plays no second Block card, though it holds Blind Coil
 * and two untapped Memories. Net Damage 1; the attack is successful, so the
 * Disarming Block disarms nothing.
 * covers: MV-018/kw:Overbearing
 */
static void overbearing_face_up(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§6.2 Overbearing Attack face-up: 1 Block card at most",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-018\n"
                          "hand 0 MV-004 MV-002\n",
        .actions = "attack face-up: Gaff Hook\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Wire Ward\n",
        .expect = "hp 0 24\n"
                  "hand 0 MV-002\n"
                  "memories 0 Lt Lu Lu\n"
                  "recall 0 MV-004\n"
                  "momentum 1 MV-018\n"
                  "gear 1 Af Af Af Af\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §6.2 Overbearing Attack: "Against a face-down Overbearing Attack the limit
 * is settled at the Reveal: every Block card after the first goes to its
 * owner's Recall Pile, and its Stamina stays spent." Face-down Gaff Hook
 * (Damage 3) meets Blind Coil then Wire Ward (Block 2 each): Wire Ward
 * leaves at the Reveal, Net Damage is 3 − 2 = 1 and the attack is
 * successful (with both cards it would have been stopped and disarmed).
 * covers: MV-018/kw:Overbearing
 */
static void overbearing_face_down(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§6.2 Overbearing Attack face-down: the Block cards after the first go to the Recall Pile at the Reveal",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-018\n"
                          "hand 0 MV-004 MV-002\n",
        .actions = "attack face-down: Gaff Hook\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Blind Coil\n"
                   "tap: The Unwritten Name\n"
                   "block: Wire Ward\n"
                   "no more blocks\n",
        .expect = "hp 0 24\n"
                  "memories 0 Lt Lt Lu\n"
                  "recall 0 MV-004 MV-002\n"
                  "momentum 1 MV-018\n"
                  "gear 1 Af Af Af Af\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §7.4 Spent: a spent player plays "no block ... An attack against a spent
 * player is ... unblocked, so Punishing Attack counts." Gaff Hook (Damage 3,
 * Punishing Attack [1]) against spent seat 0, which holds Block cards and
 * untapped Memories: 4 HP.
 * covers: MV-018/kw:Punishing
 */
static void no_block_by_a_spent_defender(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.4 Spent: a spent defender plays no Block card; the attack is unblocked",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 0 upright spent\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-018\n"
                          "hand 0 MV-004 MV-002\n",
        .actions = "attack face-up: Gaff Hook\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n",
        .expect = "hp 0 21\n"
                  "hand 0 MV-004 MV-002\n"
                  "memories 0 Lu Lu Lu\n"
                  "momentum 1 MV-018\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* ---------------------------------------------------------------------- */
/* Step 4: The Reveal & Audit, Feint, Exert                                */
/* ---------------------------------------------------------------------- */

/* §5 Action A step 4: "A face-down attack fizzles if the declared cost is
 * below its effective attack cost ... Such a fizzle is the attacker's error:
 * the attack card is destroyed ... Its Gear is not disarmed; the attacker is
 * spent for the round; ... every Block card goes to its owner's Recall
 * Pile, whatever its keywords ... the next turn is the opponent's."
 * The position is taken at the Reveal of a face-down Surge Swing (cost 2)
 * declared at 1, blocked by Static Drape and Wire Ward. Static Drape goes to
 * the Recall Pile (Fragile does not apply, no E49 HP loss). Checklist A158:
 * the error still destroys a Move, so Ember Satchel's P09 destroys Snare Mesh
 * in seat 0's Momentum Zone.
 * covers: GR-08/P09
 */
static void audit_error_declared_below_cost(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action A step 4: declared below the effective cost, the attacker's error",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "step reveal\n"
                          "exile 1 engaged\n"
                          "memories 1 Lt Lu Lu\n"
                          "memories 0 Lt Lu Lu\n"
                          "round-flags 1 flags=attacked,attacked-face-down\n"
                          "attack MV-006 attacker=1 flags=face-down,exert-payable declared=1 cost=2\n"
                          "blocks MV-023 MV-004\n"
                          "hand 1 MV-008\n"
                          "momentum 0 MV-022\n",
        .actions = "choose: Snare Mesh\n",
        .expect = "destroyed 1 MV-006\n"
                  "exile 1 engaged spent\n"
                  "gear 1 Af Af Af Af\n"
                  "recall 0 MV-023 MV-004\n"
                  "destroyed 0 MV-022\n"
                  "hp 0 25\n"
                  "hp 1 28\n"
                  "hand 1 MV-008\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §5 Action A step 4: the Audit also fails "if its Exert could not be paid
 * as the card was played" and if "its Gear is not armed". Tidal Crush
 * (Exert [1]) whose Exert was not payable as it was played (the flag 8 of
 * the attack line is clear) is an error, though its player now holds a Move:
 * nothing is destroyed for the Exert (§7.4). A face-down Surge Swing whose
 * Tidebreaker is disarmed at the Reveal is an error too: the card is
 * destroyed and the Block card goes to the Recall Pile. */
static void audit_error_exert_and_gear(void **state)
{
    (void)state;
    scenario exert = {
        .rule = "§5 Action A step 4: an Exert not payable as the card was played is the attacker's error",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "step reveal\n"
                          "exile 1 engaged\n"
                          "memories 1 Lt Lt Lt\n"
                          "round-flags 1 flags=attacked,attacked-face-down\n"
                          "attack MV-007 attacker=1 flags=face-down declared=3 cost=3 speed=slow\n"
                          "hand 1 MV-008\n",
        .expect = "destroyed 1 MV-007\n"
                  "hand 1 MV-008\n"
                  "exile 1 engaged spent\n"
                  "hp 0 25\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&exert);
    scenario gear = {
        .rule = "§5 Action A step 4, §7.9: a face-down attack whose Gear is not armed at the Reveal is an error",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "step reveal\n"
                          "exile 1 engaged\n"
                          "gear 1 Df Af Af Af\n"
                          "memories 1 Lt Lt Lu\n"
                          "memories 0 Lt Lu Lu\n"
                          "round-flags 1 flags=attacked,attacked-face-down\n"
                          "attack MV-006 attacker=1 flags=face-down,exert-payable declared=2 cost=2\n"
                          "blocks MV-004\n",
        .expect = "destroyed 1 MV-006\n"
                  "recall 1\n"
                  "recall 0 MV-004\n"
                  "momentum 0\n"
                  "exile 1 engaged spent\n"
                  "hp 0 25\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&gear);
}

/* §7.8 Feint: "If the Audit does not pass, the attack is an error: it
 * recovers nothing, the card is destroyed and its player is spent". §6.3:
 * Lark's heal is "At the Reveal, when the Audit has passed ... An error heals
 * nothing." False Thread (cost 1) declared at 0. */
static void feint_audit_error(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.8 Feint: a face-down Feint whose Audit fails is an error: no recovery, no heal",
        .position = SEATS "players\n"
                          "step reveal\n"
                          "exile 0 engaged\n"
                          "memories 0 Lt Lu Lu\n"
                          "round-flags 0 flags=attacked,attacked-face-down\n"
                          "attack MV-001 attacker=0 flags=face-down,exert-payable cost=1 speed=quick\n",
        .expect = "destroyed 0 MV-001\n"
                  "recall 0\n"
                  "hp 0 25\n"
                  "memories 0 Lt Lu Lu\n"
                  "exile 0 engaged spent\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §5 Action A step 4, Feint: "If the Audit passes and the face-down attack
 * has Feint [X], the attack ends here ... The card goes to its owner's
 * Recall Pile ... Every Block card goes to its owner's Recall Pile ... Then
 * the attacker recovers X Stamina ... The attack ends with no React step and
 * no Math, and the next turn is the attacker's again ... the attacker's
 * Exile stays sideways." No Math: Spiked Rampart's Lacerating Block takes no
 * HP and its block is not successful (no Plating Token). Lark heals 1 (P12).
 * covers: EXL-01/P12 MV-001/kw:Feint
 */
static void feint_face_down(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action A step 4 Feint: Recall Pile, recover X, Block cards to the Recall Pile, next turn the attacker's",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked\n"
                          "hand 0 MV-001 MV-002\n"
                          "hand 1 MV-026\n",
        .actions = "attack face-down: False Thread\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "block: Spiked Rampart\n"
                   "no more blocks\n",
        .expect = "recall 0 MV-001\n"
                  "recall 1 MV-026\n"
                  "momentum 1\n"
                  "attached 1\n"
                  "memories 0 Lu Lu Lu\n"
                  "memories 1 Lt Lu Lu\n"
                  "hp 0 26\n"
                  "hp 1 28\n"
                  "exile 0 engaged\n"
                  "gear 0 Af Af Af Af\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §7.8 Feint: "A card with Feint played face-up is an ordinary attack in
 * every way." False Thread face-up (Bastion Plate forces seat 0's first
 * attack face-up) is unblocked: 2 HP, it enters Momentum, its Quick success
 * attaches a Bleed Token (Whisper Coil, P22); no recovery and no heal.
 * covers: GR-01/P22
 */
static void feint_face_up(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.8 Feint: played face-up it is an ordinary attack",
        .position = SEATS "players\n"
                          "hand 0 MV-001 MV-002\n"
                          "hand 1 MV-026\n",
        .actions = "attack face-up: False Thread\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 1 26\n"
                  "hp 0 25\n"
                  "memories 0 Lt Lu Lu\n"
                  "momentum 0 MV-001\n"
                  "recall 0\n"
                  "decision turn seat=0\n",
    };
    scenario_run_public(&s, "attached 1 TK-01\n");
}

/* §7.4 Exert: "Choose X of your other Moves from your hand and destroy
 * them. A card in your Momentum Zone never pays an Exert ... With fewer than
 * X other Moves in your hand, the card cannot be played." §4.5: a Token is
 * "never destroyed for an Exert". Seat 1 holds Tidal Crush (Exert [1]) and a
 * Bleed Token, with Undertow in its Momentum Zone: Tidal Crush cannot
 * attack, face-up or face-down (G9: only plays that pass the Audit).
 * covers: MV-007/kw:Exert
 */
static void exert_needs_another_move_in_hand(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.4 Exert: with no other Move in hand (a Token and a Momentum card never pay), no attack",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 1 MV-007 TK-01\n"
                          "momentum 1 MV-008\n",
        .legal = "step back: Tidal Crush\n"
                 "channel: Tidal Crush\n",
        .illegal = "attack face-up: Tidal Crush\n"
                   "attack face-down: Tidal Crush\n",
    };
    scenario_run(&s);
}

/* §5 Action A step 4, Exert: "If the Audit passes and the attack has no
 * Feint, or the attack is face-up, pay its Exert now". §7.4: "Choose X of
 * your other Moves from your hand and destroy them." Tidal Crush (Exert [1])
 * face-up: its Exert is asked after The Block, and Undertow, chosen, goes to
 * the Destroyed Pile. Tidal Crush (Damage 6, Crushing, Slow) meets Wire Ward
 * (Block 2, Disarming Block): Net Damage 4; "A successful attack is never
 * disarmed ... so a Crushing Attack that disarms the Gear of the blocking
 * cards is never disarmed by them" (§7.8). Whisper Coil is disarmed; Slow
 * makes seat 1 spent.
 * covers: MV-007/kw:Crushing MV-007/kw:Exert MV-007/kw:Slow
 */
static void exert_paid_at_step_four(void **state)
{
    (void)state;
    const char *rule = "§5 Action A step 4 Exert: paid after The Block by destroying another Move";
    exile_match *m = scenario_load(SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                         "exile 1 engaged\n"
                                         "hand 1 MV-007 MV-008 MV-009\n"
                                         "hand 0 MV-004\n");
    scenario_act(m, "attack face-up: Tidal Crush");
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "tap: The Broken Seal");
    scenario_act(m, "tap: Ash of Hollowmere");
    scenario_act(m, "declare 3");
    scenario_expect_line(m, "decision block seat=0", rule);
    scenario_expect_line(m, "hand 1 MV-008 MV-009", rule);
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "block: Wire Ward");
    scenario_act(m, "no more blocks");
    scenario_expect_line(m, "hand 1 MV-008 MV-009", rule);
    scenario_act(m, "exert: Undertow");
    scenario_expect_line(m, "destroyed 1 MV-008", rule);
    scenario_expect_line(m, "hand 1 MV-009", rule);
    scenario_expect_line(m, "hp 0 21", rule);
    scenario_expect_line(m, "momentum 1 MV-007", rule);
    scenario_expect_line(m, "gear 1 Af Af Af Af", rule);
    scenario_expect_line(m, "gear 0 Df Af Af Af", rule);
    scenario_expect_line(m, "recall 0 MV-004", rule);
    scenario_expect_line(m, "exile 1 engaged spent", rule);
    scenario_expect_line(m, "players first=1 initiative=1", rule);
    exile_match_destroy(m);
}

/* §7.4 Exert: "A Move destroyed for an Exert goes to the Destroyed Pile",
 * so it fires Ember Satchel's P09, "Once per round, whenever one of your
 * Moves is destroyed, destroy target Move in your opponent's Momentum Zone."
 * Tidal Crush's Exert destroys Undertow: P09 destroys Grounding Fold. Later
 * in the round seat 0's Marking Dart (Ranged) is successful and Needle
 * Sling's Upgrade (P14) destroys Tidal Crush in seat 1's Momentum Zone:
 * P09 has been used this round and destroys nothing more.
 * covers: GR-03/P14 GR-08/P09 MV-007/kw:Exert MV-012/kw:Ranged
 */
static void exert_destroys_p09_once_per_round(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.4 Exert, P09: a Move destroyed for an Exert fires P09, once per round",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "gear 0 Af Au Af Af\n"
                          "round-flags 0 flags=attacked\n"
                          "hand 1 MV-007 MV-008\n"
                          "momentum 0 MV-021 MV-022\n"
                          "hand 0 MV-012\n",
        .actions = "attack face-up: Tidal Crush\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "declare 3\n"
                   "no more blocks\n"
                   "choose: Grounding Fold\n"
                   "attack face-up: Marking Dart\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "choose: Tidal Crush\n",
        .expect = "hp 0 19\n"
                  "hp 1 26\n"
                  "destroyed 1 MV-008 MV-007\n"
                  "destroyed 0 MV-021\n"
                  "momentum 0 MV-022 MV-012\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §5 Action A step 4, Exert: "An attack whose Exert could be paid as the
 * card was played and cannot be paid now fizzles with no error: the attack
 * card and every Block card go to their owners' Recall Piles, whatever their
 * keywords, the Stamina paid stays spent, no Gear is disarmed and nobody is
 * spent; ... the next turn is the opponent's." Checklist G27 / S10: the Exert
 * is measured at The Opener, so channeling the only other Move (Undertow) at
 * Pay brings this fizzle. Static Drape goes to the Recall Pile (Fragile does
 * not apply); a Slow card that fizzled makes nobody spent. */
static void exert_fizzle_without_error(void **state)
{
    (void)state;
    const char *position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                                 "exile 1 engaged\n"
                                 "hand 1 MV-007 MV-008\n"
                                 "hand 0 MV-023\n";
    const char *expect = "recall 1 MV-008 MV-007\n"
                         "destroyed 1\n"
                         "recall 0 MV-023\n"
                         "destroyed 0\n"
                         "momentum 0\n"
                         "hp 0 25\n"
                         "hp 1 28\n"
                         "memories 1 Lt Lu Lu\n"
                         "exile 1 engaged\n"
                         "gear 0 Af Af Af Af\n"
                         "gear 1 Af Af Af Af\n"
                         "decision turn seat=0\n";
    scenario up = {
        .rule = "§5 Action A step 4 Exert (G27): the only other Move channeled at Pay, a fizzle with no error",
        .position = position,
        .actions = "attack face-up: Tidal Crush\n"
                   "tap: The Furnace Oath\n"
                   "channel: Undertow\n"
                   "declare 3\n"
                   "block: Static Drape\n"
                   "no more blocks\n",
        .expect = expect,
    };
    scenario_run(&up);
    scenario down = {
        .rule = "§5 Action A step 4 Exert (G27): face-down, the Audit passes, then the Exert fizzles with no error",
        .position = position,
        .actions = "attack face-down: Tidal Crush\n"
                   "tap: The Furnace Oath\n"
                   "channel: Undertow\n"
                   "declare 3\n"
                   "block: Static Drape\n"
                   "no more blocks\n",
        .expect = expect,
    };
    scenario_run(&down);
    /* With Brannoch upright, Pay turns his Exile and P16 recovers 1 (the
     * tapped Memory untaps); the fizzle takes neither back (§7.7: "A fizzle
     * or a face-down Feint takes nothing back"). */
    scenario upright = {
        .rule = "§5 Action A step 4 Exert: the fizzle leaves the Exile sideways and P16's recovery made",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 1 MV-007 MV-008\n"
                          "hand 0 MV-023\n",
        .actions = "attack face-up: Tidal Crush\n"
                   "tap: The Furnace Oath\n"
                   "channel: Undertow\n"
                   "declare 3\n"
                   "block: Static Drape\n"
                   "no more blocks\n",
        .expect = "recall 1 MV-008 MV-007\n"
                  "recall 0 MV-023\n"
                  "exile 1 engaged\n"
                  "memories 1 Lu Lu Lu\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&upright);
}

/* ---------------------------------------------------------------------- */
/* Step 6: The Math                                                        */
/* ---------------------------------------------------------------------- */

/* §7.2: "Damage = printed Damage + Damage modifiers ... Add every term
 * first; if the total is below 0, the Damage is 0." §4.5 Plating Token:
 * "you may return 1 Plating Token ...; that attack has -1 Damage."
 * Undertow (Damage 1, Cascading) with 2 cards in seat 1's Momentum Zone,
 * and seat 0 returning 2 Plating Tokens: 1 − 2 + 2 = 1. Without the Momentum
 * cards, 1 − 2 is floored at 0: "An attack that deals 0 against no Block
 * card is unsuccessful".
 * covers: MV-008/kw:Cascading TK-03/TOKEN_PLATING
 */
static void math_damage_terms_added_then_floored(void **state)
{
    (void)state;
    scenario sum = {
        .rule = "§7.2: every Damage term is added first (1 − 2 Plating + 2 Cascading = 1)",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "attached 0 TK-03 TK-03\n"
                          "momentum 1 MV-009 MV-027\n"
                          "hand 1 MV-008\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "return a Plating Token\n"
                   "return a Plating Token\n",
        .expect = "hp 0 24\n"
                  "attached 0\n"
                  "momentum 1 MV-009 MV-027 MV-008\n",
    };
    scenario_run(&sum);
    scenario floor = {
        .rule = "§7.2, §5 Action A step 6: Damage below 0 is 0; 0 against no Block card is unsuccessful",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "attached 0 TK-03 TK-03\n"
                          "hand 1 MV-008\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "return a Plating Token\n"
                   "return a Plating Token\n",
        .expect = "hp 0 25\n"
                  "attached 0\n"
                  "recall 1 MV-008\n"
                  "momentum 1\n"
                  "momentum 0\n",
    };
    scenario_run(&floor);
}

/* §5 Action A step 6: "Net Damage = Damage − Block Rating, minimum 0".
 * §7.4 Enlightened counts "your unlocked Memories, tapped or not"; E38
 * Oathbound Guard: "While you have another card in your Momentum Zone, this
 * card has +1 Block Rating." Blind Coil (Damage 3) against Oathbound Guard
 * (Block 1) with seat 1's one unlocked Memory tapped: Block 2, Net Damage 1.
 * With Rolling Weight in seat 1's Momentum Zone: Block 3, Net Damage 0, the
 * block is successful and enters Momentum (Bastion Plate: a Plating Token).
 * covers: GR-06/P19 MV-028/E38 MV-028/kw:Enlightened
 */
static void math_net_damage_enlightened_and_e38(void **state)
{
    (void)state;
    scenario hit = {
        .rule = "§5 Action A step 6: Net Damage 3 − (1 + 1 Enlightened) = 1",
        .position = SEATS "players\n"
                          "memories 1 Uu Lu Lu\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-028\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "block: Oathbound Guard\n"
                   "no more blocks\n",
        .expect = "hp 1 27\n"
                  "memories 1 Ut Lu Lu\n"
                  "momentum 0 MV-002\n"
                  "recall 1 MV-028\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&hit);
    scenario held = {
        .rule = "§7.2, E38: Oathbound Guard +1 with another card in Momentum: Block 3, the block is successful",
        .position = SEATS "players\n"
                          "memories 1 Uu Lu Lu\n"
                          "momentum 1 MV-009\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-028\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "block: Oathbound Guard\n"
                   "no more blocks\n",
        .expect = "hp 1 28\n"
                  "recall 0 MV-002\n"
                  "momentum 1 MV-009 MV-028\n"
                  "gear 0 Af Af Af Af\n"
                  "decision turn seat=1\n",
    };
    scenario_run_public(&held, "attached 1 TK-03\n");
}

/* §6.2 Ambush Attack: "+X Damage if it was played face-down ... Played
 * face-up it adds nothing." §6.2 Momentous: "+1 ... Block Rating for each
 * card in your Momentum Zone (the card itself is in the Combat Zone at the
 * Math, so it never counts itself)." Blind Coil (Damage 3, Ambush [2])
 * against Hold the Line (Block 2, Momentous) with 2 cards in seat 1's
 * Momentum Zone (Block 4): face-down, 5 − 4 = 1, the attack is successful
 * and not disarmed; face-up, 3 − 4, the block is successful. Rolling Weight
 * (Damage 2, Momentous) attacking with 2 cards in Momentum deals 4.
 * covers: MV-002/kw:Ambush MV-009/kw:Momentous MV-027/kw:Momentous
 */
static void math_ambush_and_momentous(void **state)
{
    (void)state;
    scenario down = {
        .rule = "§6.2 Ambush Attack face-down (+2) against a Momentous block (2 + 2)",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked,attacked-face-down\n"
                          "momentum 1 MV-009 MV-016\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-027\n",
        .actions = "attack face-down: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n",
        .expect = "hp 1 27\n"
                  "momentum 0 MV-002\n"
                  "recall 1 MV-027\n"
                  "momentum 1 MV-009 MV-016\n"
                  "gear 0 Af Af Af Af\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&down);
    scenario up = {
        .rule = "§6.2 Ambush Attack face-up adds nothing: the Momentous block is successful",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked,attacked-face-down\n"
                          "momentum 1 MV-009 MV-016\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-027\n",
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
                  "momentum 1 MV-009 MV-016 MV-027\n"
                  "gear 0 Af Af Af Af\n"
                  "decision turn seat=1\n",
    };
    scenario_run_public(&up, "attached 1 TK-03\n");
    scenario attack = {
        .rule = "§6.2 Momentous: an attack has +1 Damage for each card in its player's Momentum Zone",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "momentum 1 MV-008 MV-016\n"
                          "hand 1 MV-009\n",
        .actions = "attack face-up: Rolling Weight\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 0 21\n"
                  "momentum 1 MV-008 MV-016 MV-009\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&attack);
}

/* §6.2 Pressing Attack: "+X Damage if your opponent is Engaged". Arc Lash
 * (Damage 2, Pressing Attack [2]) against Engaged seat 0: 4. Arc Hook's
 * P21 ("While your opponent is Engaged, your attacks with Moves of this Gear
 * do not engage you") keeps Brannoch upright.
 * covers: GR-04/P21 MV-017/kw:Pressing
 */
static void math_pressing(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§6.2 Pressing Attack: +2 against an Engaged opponent",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 0 engaged\n"
                          "hand 1 MV-017\n",
        .actions = "attack face-up: Arc Lash\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "hp 0 21\n"
                  "exile 1 upright\n"
                  "memories 1 Lt Lu Lu\n"
                  "momentum 1 MV-017\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §6.2 Vengeful Attack: "+1 Damage for each card in your opponent's
 * Momentum Zone. The block played against this attack is still in the
 * Combat Zone at the Math, so it is never counted." Spite Chain (Damage 1)
 * with 2 cards in seat 0's Momentum Zone: 3, against Wire Ward (Block 2):
 * Net Damage 1.
 * covers: MV-019/kw:Vengeful
 */
static void math_vengeful(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§6.2 Vengeful Attack: +1 per card in the opponent's Momentum Zone, the Block card not counted",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "momentum 0 MV-021 MV-024\n"
                          "hand 1 MV-019\n"
                          "hand 0 MV-004\n",
        .actions = "attack face-up: Spite Chain\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "block: Wire Ward\n"
                   "no more blocks\n",
        .expect = "hp 0 24\n"
                  "recall 0 MV-004\n"
                  "momentum 0 MV-021 MV-024\n"
                  "momentum 1 MV-019\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §4.5 Aim Token: "each attack against you has +1 Damage for each Aim
 * Token on your Exile." Glass Needle (cost 0, Damage 1, Quick) declared at 0
 * against 2 Aim Tokens: 3 HP; its Quick success attaches a Bleed Token
 * (P22).
 * covers: GR-01/P22 TK-02/TOKEN_AIM
 */
static void math_aim_tokens(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§4.5 Aim Token: +1 Damage for each Aim Token on the defender's Exile",
        .position = SEATS "players\n"
                          "attached 1 TK-02 TK-02\n"
                          "hand 0 MV-011\n",
        .actions = "attack face-up: Glass Needle\n"
                   "declare 0\n"
                   "no more blocks\n",
        .expect = "hp 1 25\n"
                  "memories 0 Lu Lu Lu\n"
                  "momentum 0 MV-011\n"
                  "decision turn seat=0\n",
    };
    scenario_run_public(&s, "attached 1 TK-02 TK-02 TK-01\n");
}

/* E37 Surge Swing: "While you have another card in your Momentum Zone, this
 * attack deals +1 Damage." Damage 3 + 1 = 4. Tidebreaker's P10 untaps the
 * Memory that paid.
 * covers: GR-02/P10 MV-006/E37
 */
static void math_surge_swing_e37(void **state)
{
    (void)state;
    scenario s = {
        .rule = "E37 Surge Swing: +1 Damage with another card in the Momentum Zone",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 1 Uu Lu Lu\n"
                          "momentum 1 MV-009\n"
                          "hand 1 MV-006\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 0 21\n"
                  "memories 1 Uu Lu Lu\n"
                  "momentum 1 MV-009 MV-006\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §7.2 step 4: "Piercing Attack [X]: if the attack is blocked, the defender
 * loses the greater of X and Net Damage (X is capped at the attack's
 * Damage). This changes no card's success". Last Needle (Damage 3, Piercing
 * [2], Single-Use) against Hold the Line with 1 Momentum card (Block 3):
 * Net Damage 0, the block is successful (Momentum, Plating Token), seat 1
 * loses 2; Single-Use destroys Last Needle, and Needle Sling's P20 is not
 * asked for it ("When a card would both be destroyed and go elsewhere ...,
 * destruction wins", §7.4). With seat 1 returning 2 Plating
 * Tokens, the Damage is 1 and the floor is capped at 1.
 * covers: MV-013/kw:Piercing MV-013/kw:Single-Use TK-03/TOKEN_PLATING
 */
static void math_piercing_floor(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.2 step 4 Piercing Attack: a blocked attack still takes X; the block stays successful",
        .position = SEATS "players\n"
                          "momentum 1 MV-009\n"
                          "hand 0 MV-013\n"
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
                  "recall 0\n"
                  "momentum 1 MV-009 MV-027\n"
                  "decision turn seat=1\n",
    };
    scenario_run_public(&s, "attached 1 TK-03\n");
    scenario cap = {
        .rule = "§7.2 step 4 Piercing Attack: X is capped at the attack's Damage",
        .position = SEATS "players\n"
                          "attached 1 TK-03 TK-03\n"
                          "hand 0 MV-013\n"
                          "hand 1 MV-027\n",
        .actions = "attack face-up: Last Needle\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n"
                   "return a Plating Token\n"
                   "return a Plating Token\n",
        .expect = "hp 1 27\n"
                  "destroyed 0 MV-013\n"
                  "momentum 1 MV-027\n",
    };
    scenario_run_public(&cap, "attached 1 TK-03\n");
}

/* §5 Action A step 6, Shielding Block: "If Net Damage is above 0 against a
 * block that has a Block card with Shielding Block ..., the block is
 * unsuccessful, the attack is unsuccessful too, and the defender loses no
 * HP ... each Block card with Shielding Block in that block is destroyed;
 * its Gear stays armed ... its own Gear is disarmed if any Block card in the
 * block has Disarming Block; against a face-down attack every Block card has
 * it." Face-down Surge Swing (Damage 3) against Grounding Fold (Block 2):
 * Tidebreaker is disarmed, so Faraday Veil (still armed) recovers 1 for
 * seat 0 (P15). A Shielding block that holds (Undertow, Damage 1, against
 * Grounding Fold) is successful: the card enters Momentum; Quick gives
 * seat 1 the next turn.
 * covers: GR-05/P15 MV-008/kw:Quick MV-021/kw:Shielding
 */
static void math_shielding_block(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action A step 6 Shielding Block: no HP lost, the card destroyed, the face-down attack disarmed",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 0 Uu Lu Lu\n"
                          "hand 1 MV-006\n"
                          "hand 0 MV-021\n",
        .actions = "attack face-down: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Grounding Fold\n"
                   "no more blocks\n",
        .expect = "hp 0 25\n"
                  "destroyed 0 MV-021\n"
                  "momentum 0\n"
                  "gear 0 Af Af Af Af\n"
                  "gear 1 Df Af Af Af\n"
                  "recall 1 MV-006\n"
                  "momentum 1\n"
                  "memories 0 Uu Lu Lu\n"
                  "memories 1 Lt Lt Lu\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
    scenario held = {
        .rule = "§5 Action A step 6: a successful Shielding block enters Momentum and is not destroyed",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-008\n"
                          "hand 0 MV-021\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "block: Grounding Fold\n"
                   "no more blocks\n",
        .expect = "momentum 0 MV-021\n"
                  "destroyed 0\n"
                  "recall 1 MV-008\n"
                  "gear 1 Af Af Af Af\n"
                  "hp 0 25\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&held);
}

/* §6.2 Lacerating Block: "the attacking Exile loses X HP at the Math,
 * whether or not the block is successful". Blind Coil (Damage 3) against
 * Spiked Rampart (Block 2): Net Damage 1 to seat 1, 1 HP to Lark. §7.2: "A
 * Lacerating Block's HP loss ... happens at the same time, after Net Damage
 * is found"; §3.4: one event that takes both Exiles below 1 HP (a
 * Lacerating Block can) is a draw.
 * covers: MV-026/kw:Lacerating
 */
static void math_lacerating_block(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§6.2 Lacerating Block: the attacker loses X even when the block is unsuccessful",
        .position = SEATS "players\n"
                          "hand 0 MV-002\n"
                          "hand 1 MV-026\n",
        .actions = "attack face-up: Blind Coil\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "declare 2\n"
                   "tap: The Furnace Oath\n"
                   "block: Spiked Rampart\n"
                   "no more blocks\n",
        .expect = "hp 1 27\n"
                  "hp 0 24\n"
                  "momentum 0 MV-002\n"
                  "recall 1 MV-026\n"
                  "attached 1\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
    scenario draw = {
        .rule = "§3.4 Draw, §7.2: Net Damage and the Lacerating Block are lost at once; both below 1 is a draw",
        .position = SEATS "players\n"
                          "hp 0 1\n"
                          "hp 1 1\n"
                          "hand 0 MV-002\n"
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
    scenario_run(&draw);
}

/* E18 Rampart Bash: "If two or more Block cards block this attack, the first
 * Block card played adds no Block Rating." (§7.2: "whatever its modifiers;
 * its block keywords still apply".) Rampart Bash (Damage 2, Stunning)
 * against Blind Coil (2) then Static Drape (1): Block Rating 1, Net Damage
 * 1, the attack is successful and seat 0 is stunned; the Fragile Static
 * Drape is destroyed (E49: seat 1 loses 1). Against Blind Coil alone, the
 * Block is 2 and the block is successful.
 * covers: MV-023/E49 MV-023/kw:Fragile MV-029/E18 MV-029/kw:Stunning
 */
static void math_rampart_bash_e18(void **state)
{
    (void)state;
    scenario two = {
        .rule = "E18 Rampart Bash: with two Block cards the first adds no Block Rating",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-029\n"
                          "hand 0 MV-002 MV-023\n",
        .actions = "attack face-up: Rampart Bash\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Blind Coil\n"
                   "block: Static Drape\n"
                   "no more blocks\n",
        .expect = "hp 0 24\n"
                  "hp 1 27\n"
                  "recall 0 MV-002\n"
                  "destroyed 0 MV-023\n"
                  "momentum 1 MV-029\n"
                  "stun turn=0\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&two);
    scenario one = {
        .rule = "E18 Rampart Bash: one Block card adds its Block Rating",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-029\n"
                          "hand 0 MV-002 MV-023\n",
        .actions = "attack face-up: Rampart Bash\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Blind Coil\n"
                   "no more blocks\n",
        .expect = "hp 0 25\n"
                  "momentum 0 MV-002\n"
                  "recall 1 MV-029\n"
                  "stun\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&one);
}

/* ---------------------------------------------------------------------- */
/* Success and the Combat Zone Clear                                       */
/* ---------------------------------------------------------------------- */

/* §5 Action A step 6: "Only the first Block card is successful (it enters
 * the Momentum Zone, and only its 'if this block was successful' Effects and
 * its Flow work); every other Block card of a successful block is
 * unsuccessful and goes to the Recall Pile (the Destroyed Pile if it has
 * Single-Use or Fragile)." Surge Swing (Damage 3) against Veil Snap (2) and
 * Static Drape (1, Fragile, Flow [1]): Static Drape second is destroyed
 * (E49: seat 1 loses 1) and its Flow does nothing; Static Drape first enters
 * Momentum and its Flow untaps seat 0's Memory.
 * covers: MV-023/E49 MV-023/kw:Flow MV-023/kw:Fragile
 */
static void only_the_first_block_card_succeeds(void **state)
{
    (void)state;
    scenario second = {
        .rule = "§5 Action A step 6: a Fragile Block card after the first of a successful block is destroyed",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-006\n"
                          "hand 0 MV-024 MV-023\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Veil Snap\n"
                   "block: Static Drape\n"
                   "no more blocks\n",
        .expect = "hp 0 25\n"
                  "hp 1 27\n"
                  "momentum 0 MV-024\n"
                  "destroyed 0 MV-023\n"
                  "memories 0 Lt Lu Lu\n"
                  "recall 1 MV-006\n"
                  "gear 1 Af Af Af Af\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&second);
    scenario first = {
        .rule = "§5 Action A step 6: the first Block card enters Momentum and its Flow works",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-006\n"
                          "hand 0 MV-024 MV-023\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "block: Static Drape\n"
                   "tap: The Lantern Vigil\n"
                   "block: Veil Snap\n"
                   "no more blocks\n",
        .expect = "hp 0 25\n"
                  "hp 1 28\n"
                  "momentum 0 MV-023\n"
                  "recall 0 MV-024\n"
                  "destroyed 0\n"
                  "memories 0 Lu Lu Lu\n"
                  "recall 1 MV-006\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&first);
}

/* §5 Combat Zone Clear: "Single-Use Move: Destroyed Pile, whatever the
 * outcome." Last Needle unblocked (Damage 3) is successful and destroyed;
 * its "If this attack was successful, you may take 1 Move with Thrown from
 * your Recall Pile to your hand" takes Glass Needle back. "Disarmed attack
 * ... A Fragile or Single-Use Move is destroyed as the rows below say, and
 * its Gear is disarmed all the same": a face-down Last Needle stopped by
 * Hold the Line (Block 2 + 1 Momentous) is destroyed, Needle Sling is
 * disarmed, and its Piercing Attack [2] still takes 2 HP.
 * covers: MV-011/kw:Thrown MV-013/E53 MV-013/kw:Piercing MV-013/kw:Single-Use
 */
static void single_use_destroyed_whatever_the_outcome(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Combat Zone Clear: a successful Single-Use attack is destroyed; its Effect still happens",
        .position = SEATS "players\n"
                          "recall 0 MV-011\n"
                          "hand 0 MV-013\n",
        .actions = "attack face-up: Last Needle\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "choose: Glass Needle\n",
        .expect = "hp 1 25\n"
                  "destroyed 0 MV-013\n"
                  "momentum 0\n"
                  "hand 0 MV-011\n"
                  "recall 0\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
    scenario disarmed = {
        .rule = "§5 Combat Zone Clear: a disarmed Single-Use attack is destroyed and its Gear disarmed all the same",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked,attacked-face-down\n"
                          "momentum 1 MV-009\n"
                          "hand 0 MV-013\n"
                          "hand 1 MV-027\n",
        .actions = "attack face-down: Last Needle\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n",
        .expect = "hp 1 26\n"
                  "destroyed 0 MV-013\n"
                  "recall 0\n"
                  "gear 0 Af Df Af Af\n"
                  "momentum 1 MV-009 MV-027\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&disarmed);
}

/* §5 Combat Zone Clear: "Block cards against a successful Crushing Attack:
 * Recall Pile (Destroyed Pile if Fragile or Single-Use). The Gear of each:
 * disarmed." Tidal Crush (Damage 6) against Wire Ward (2) and Static Drape
 * (1): Net Damage 3; Whisper Coil and Faraday Veil are disarmed; the Fragile
 * Static Drape is destroyed in the Combat Zone (E49: seat 1 loses 1).
 * covers: MV-007/kw:Crushing MV-007/kw:Slow MV-023/kw:Fragile
 */
static void crushing_disarms_every_blocking_gear(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Combat Zone Clear: a successful Crushing Attack disarms the Gear of every Block card",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-007 MV-008\n"
                          "hand 0 MV-004 MV-023\n",
        .actions = "attack face-up: Tidal Crush\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "declare 3\n"
                   "tap: The Lantern Vigil\n"
                   "block: Wire Ward\n"
                   "block: Static Drape\n"
                   "no more blocks\n",
        .expect = "hp 0 22\n"
                  "hp 1 27\n"
                  "gear 0 Df Af Df Af\n"
                  "gear 1 Af Af Af Af\n"
                  "recall 0 MV-004\n"
                  "destroyed 0 MV-023\n"
                  "destroyed 1 MV-008\n"
                  "momentum 1 MV-007\n"
                  "exile 1 engaged spent\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §5 Action A step 6: "A Crushing Attack that a Shielding Block stops is
 * unsuccessful: it disarms nothing." Tidal Crush against Grounding Fold:
 * no HP, Grounding Fold destroyed and its Gear armed, Tidal Crush to the
 * Recall Pile (face-up, no Disarming Block: not disarmed); it was Slow and
 * resolved, so seat 1 is spent. */
static void crushing_stopped_by_shielding(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action A step 6: a Crushing Attack stopped by a Shielding Block disarms nothing",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-007 MV-008\n"
                          "hand 0 MV-021\n",
        .actions = "attack face-up: Tidal Crush\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "declare 3\n"
                   "tap: The Lantern Vigil\n"
                   "tap: The Unwritten Name\n"
                   "block: Grounding Fold\n"
                   "no more blocks\n",
        .expect = "hp 0 25\n"
                  "gear 0 Af Af Af Af\n"
                  "gear 1 Af Af Af Af\n"
                  "destroyed 0 MV-021\n"
                  "recall 1 MV-007\n"
                  "destroyed 1 MV-008\n"
                  "momentum 1\n"
                  "exile 1 engaged spent\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §5 Action A step 6: Shielding Block applies "against a block that has a
 * Block card with Shielding Block (any of its cards) ... The attack is
 * unsuccessful, so its own Gear is disarmed if any Block card in the block
 * has Disarming Block". Tidal Crush (Damage 6, Crushing) against Wire Ward
 * (2, Disarming Block) then Grounding Fold (2, Shielding Block): Net Damage
 * 2 is stopped; Grounding Fold is destroyed (its Gear armed), Wire Ward goes
 * to the Recall Pile, Tidal Crush is disarmed (Faraday Veil: seat 0 recovers
 * 1) and, Slow, still makes seat 1 spent (§7.8: "a disarmed Slow attack
 * still makes its player spent").
 * covers: GR-05/P15 MV-004/kw:Disarming MV-007/kw:Slow MV-021/kw:Shielding
 */
static void shielding_and_disarming_on_any_block_card(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action A step 6: a Shielding Block card second stops the attack; a Disarming one disarms it",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 0 Uu Lu Lu\n"
                          "hand 1 MV-007 MV-008\n"
                          "hand 0 MV-004 MV-021\n",
        .actions = "attack face-up: Tidal Crush\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "tap: Ash of Hollowmere\n"
                   "declare 3\n"
                   "tap: The Unwritten Name\n"
                   "block: Wire Ward\n"
                   "tap: The Lantern Vigil\n"
                   "block: Grounding Fold\n"
                   "no more blocks\n"
                   "untap: The Lantern Vigil\n",
        .expect = "hp 0 25\n"
                  "destroyed 0 MV-021\n"
                  "recall 0 MV-004\n"
                  "gear 0 Af Af Af Af\n"
                  "recall 1 MV-007\n"
                  "destroyed 1 MV-008\n"
                  "gear 1 Df Af Af Af\n"
                  "memories 0 Uu Lt Lu\n"
                  "exile 1 engaged spent\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* G39 (doc/rulings.md): an Effect a fighting Move prints without "if this
 * attack was successful" resolves at the Math whatever the outcome. Marking
 * Dart (Damage 2, Thrown, Ranged): "If your opponent is Disengaged, attach 1
 * Aim Token to your opponent's Exile." Stopped by Hold the Line (2), it
 * still attaches the Aim Token, after Bastion Plate's Plating Token (G11:
 * the outcome Passives, then the attack card's Effects). Unsuccessful and
 * not disarmed, Needle Sling's P20 asks; declined, the card goes to the
 * Recall Pile.
 * covers: GR-06/P19 MV-012/E62
 */
static void marking_dart_effect_whatever_the_outcome(void **state)
{
    (void)state;
    scenario s = {
        .rule = "G39: Marking Dart's Aim Token is attached though the attack is unsuccessful; P20 declined",
        .position = SEATS "players\n"
                          "hand 0 MV-012\n"
                          "hand 1 MV-027\n",
        .actions = "attack face-up: Marking Dart\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n"
                   "decline\n",
        .expect = "hp 1 28\n"
                  "recall 0 MV-012\n"
                  "momentum 1 MV-027\n"
                  "gear 0 Af Af Af Af\n"
                  "decision turn seat=1\n",
    };
    scenario_run_public(&s, "attached 1 TK-03 TK-02\n");
}

/* E39 Veil Snap: "While you have another card in your Momentum Zone, this
 * card has Flow 1." Veil Snap, the first Block card of a successful block
 * with Grounding Fold already in seat 0's Momentum Zone, recovers 1: the
 * Memory that paid for it untaps.
 * covers: MV-024/E39
 */
static void veil_snap_flow_e39(void **state)
{
    (void)state;
    scenario s = {
        .rule = "E39 Veil Snap: Flow 1 with another card in the Momentum Zone",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "momentum 0 MV-021\n"
                          "hand 1 MV-006\n"
                          "hand 0 MV-024 MV-023\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Veil Snap\n"
                   "block: Static Drape\n"
                   "no more blocks\n",
        .expect = "momentum 0 MV-021 MV-024\n"
                  "memories 0 Lu Lu Lu\n"
                  "destroyed 0 MV-023\n"
                  "hp 1 27\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §6.2 Suffocating [X]: "if this block was successful (only the first Block
 * card can ...), the attacker does [tap X of their untapped Memories] ... A
 * Memory tapped this way gives no floating Stamina." G10: the attacker
 * chooses. Surge Swing (3) against Snare Mesh (3): the block is successful,
 * seat 1 taps The Furnace Oath; the Disarming Block disarms Tidebreaker and
 * Faraday Veil recovers 1 for seat 0 (P15). In seat 1's next turn the tapped
 * Memory cannot be tapped.
 * covers: GR-05/P15 MV-022/kw:Disarming MV-022/kw:Suffocating
 */
static void suffocating_block(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§6.2 Suffocating: a successful block makes the attacker tap a Memory, which gives no Stamina",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 1 Uu Lu Lu\n"
                          "memories 0 Uu Lu Lu\n"
                          "hand 1 MV-006 MV-008 MV-017\n"
                          "hand 0 MV-022\n",
        .actions = "attack face-up: Surge Swing\n"
                   "channel: Undertow\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Snare Mesh\n"
                   "no more blocks\n"
                   "tap for Suffocating: The Furnace Oath\n"
                   "end\n",
        .expect = "memories 1 Ut Lu Lu\n"
                  "stamina 1 0\n"
                  "gear 1 Df Af Af Af\n"
                  "recall 1 MV-008 MV-006\n"
                  "momentum 0 MV-022\n"
                  "memories 0 Uu Lu Lu\n"
                  "hp 0 25\n"
                  "decision turn seat=1\n",
        .legal = "tap: The Broken Seal\n",
        .illegal = "tap: The Furnace Oath\n",
    };
    scenario_run(&s);
}

/* §7.8 Disarming Block: "If the attack is unsuccessful at the Math and any
 * Block card in the block has Disarming Block, that attack is disarmed ...
 * It need not be the first Block card". Surge Swing (3) against Blind Coil
 * (2) then Wire Ward (2, Disarming Block): Blind Coil enters Momentum, Wire
 * Ward goes to the Recall Pile, Tidebreaker is disarmed; Faraday Veil's P15
 * recovers 1 (seat 0 untaps The Lantern Vigil).
 * covers: GR-05/P15 MV-004/kw:Disarming
 */
static void disarming_block_need_not_be_first(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.8 Disarming Block: any Block card of the block disarms an unsuccessful attack",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 0 Uu Lu Lu\n"
                          "hand 1 MV-006\n"
                          "hand 0 MV-002 MV-004\n",
        .actions = "attack face-up: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Blind Coil\n"
                   "tap: The Unwritten Name\n"
                   "block: Wire Ward\n"
                   "no more blocks\n"
                   "untap: The Lantern Vigil\n",
        .expect = "hp 0 25\n"
                  "momentum 0 MV-002\n"
                  "recall 0 MV-004\n"
                  "gear 1 Df Af Af Af\n"
                  "recall 1 MV-006\n"
                  "memories 0 Uu Lt Lu\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
}

/* §7.8: "A successful attack is never disarmed". Face-down Surge Swing
 * declared 4 (Damage 3 + 2) against Wire Ward (2): Net Damage 3; the attack
 * enters Momentum and Tidebreaker stays armed.
 * covers: GR-02/P10 MV-006/kw:Overcommit
 */
static void successful_attack_never_disarmed(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.8: a successful face-down attack is not disarmed by its Block card",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "memories 1 Uu Lu Lu\n"
                          "hand 1 MV-006 MV-008\n"
                          "hand 0 MV-004\n",
        .actions = "attack face-down: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "channel: Undertow\n"
                   "declare 4\n"
                   "tap: The Lantern Vigil\n"
                   "block: Wire Ward\n"
                   "no more blocks\n",
        .expect = "hp 0 22\n"
                  "momentum 1 MV-006\n"
                  "gear 1 Af Af Af Af\n"
                  "recall 0 MV-004\n"
                  "memories 1 Uu Lu Lu\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §7.8: "An attack with Ranged Attack cannot be disarmed: its Gear stays
 * armed, whatever blocked it and however it was played." Face-down Recoil
 * Shot (Damage 2, Ranged) against Hold the Line (2): the block is
 * successful, Recoil Shot goes to the Recall Pile, Needle Sling stays armed.
 * covers: MV-014/kw:Ranged
 */
static void ranged_attack_never_disarmed(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§7.8 Ranged Attack: an unsuccessful face-down Ranged attack is not disarmed",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked,attacked-face-down\n"
                          "hand 0 MV-014\n"
                          "hand 1 MV-027\n",
        .actions = "attack face-down: Recoil Shot\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n",
        .expect = "hp 1 28\n"
                  "recall 0 MV-014\n"
                  "gear 0 Af Af Af Af\n"
                  "momentum 1 MV-027\n"
                  "decision turn seat=1\n",
    };
    scenario_run_public(&s, "attached 1 TK-03\n");
}

/* P13 Lark Sevrin: "The first face-down attack you make each round cannot
 * be disarmed." (§6.3: "Unsuccessful, it goes to your Recall Pile and its
 * Gear stays armed whatever blocked it".) Face-down Wire Ward (Damage 1,
 * Quick) against Hold the Line: the first face-down attack of the round
 * keeps Whisper Coil armed; a second one is disarmed. §7.8: "A disarm
 * changes no turn: a disarmed Quick attack still gives its player the next
 * turn".
 * covers: EXL-01/P13 MV-001/kw:Feint MV-004/kw:Quick
 */
static void lark_first_face_down_attack_not_disarmed(void **state)
{
    (void)state;
    scenario first = {
        .rule = "P13: Lark's first face-down attack of the round cannot be disarmed",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked\n"
                          "hand 0 MV-004\n"
                          "hand 1 MV-027\n",
        .actions = "attack face-down: Wire Ward\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n",
        .expect = "recall 0 MV-004\n"
                  "gear 0 Af Af Af Af\n"
                  "momentum 1 MV-027\n"
                  "hp 1 28\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&first);
    scenario second = {
        .rule = "P13: a second face-down attack of the round is disarmed; Quick still gives the next turn",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked,attacked-face-down\n"
                          "hand 0 MV-004\n"
                          "hand 1 MV-027\n",
        .actions = "attack face-down: Wire Ward\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n",
        .expect = "recall 0 MV-004\n"
                  "gear 0 Df Af Af Af\n"
                  "momentum 1 MV-027\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&second);
    /* A face-down Feint is a face-down attack Lark makes: after it, her
     * next face-down attack of the round is not the first. */
    scenario after_feint = {
        .rule = "P13: after a face-down Feint, the next face-down attack of the round can be disarmed",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked\n"
                          "hand 0 MV-001 MV-004\n"
                          "hand 1 MV-027\n",
        .actions = "attack face-down: False Thread\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "no more blocks\n"
                   "attack face-down: Wire Ward\n"
                   "tap: The Lantern Vigil\n"
                   "declare 1\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n",
        .expect = "recall 0 MV-001 MV-004\n"
                  "gear 0 Df Af Af Af\n"
                  "hp 0 26\n"
                  "momentum 1 MV-027\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&after_feint);
}

/* P20 Needle Sling: "Whenever an attack with a Move of this Gear that has
 * Thrown is unsuccessful and was not disarmed, you may put that Move face-up
 * on top of your deck instead of into your Recall Pile." Glass Needle
 * (Damage 1) face-up against Hold the Line: taken, it lies face-up on top of
 * the deck. §7.10: the replacement "never applies to the Move of a disarmed
 * attack": a face-down Glass Needle (not the round's first) is disarmed and
 * goes to the Recall Pile with no question.
 * covers: GR-03/P20 MV-011/kw:Quick MV-011/kw:Thrown
 */
static void needle_sling_thrown_to_deck(void **state)
{
    (void)state;
    scenario taken = {
        .rule = "P20: an unsuccessful Thrown attack, not disarmed, may go face-up on top of the deck",
        .position = SEATS "players\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-027\n",
        .actions = "attack face-up: Glass Needle\n"
                   "declare 0\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n"
                   "choose: Glass Needle\n",
        .expect = "deck 0 ^MV-011 MV-001 MV-002 MV-003 MV-004 MV-005 MV-012 MV-013 MV-014 MV-015 MV-021 MV-022 "
                  "MV-023 MV-024 MV-025 MV-031 MV-032 MV-033 MV-034 MV-035\n"
                  "recall 0\n"
                  "momentum 1 MV-027\n"
                  "gear 0 Af Af Af Af\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&taken);
    scenario disarmed = {
        .rule = "§7.10, P20: the Move of a disarmed attack goes to the Recall Pile",
        .position = SEATS "players\n"
                          "round-flags 0 flags=attacked,attacked-face-down\n"
                          "hand 0 MV-011\n"
                          "hand 1 MV-027\n",
        .actions = "attack face-down: Glass Needle\n"
                   "declare 0\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "block: Hold the Line\n"
                   "no more blocks\n",
        .expect = "recall 0 MV-011\n"
                  "gear 0 Af Df Af Af\n"
                  "deck 0 MV-001 MV-002 MV-003 MV-004 MV-005 MV-012 MV-013 MV-014 MV-015 MV-021 MV-022 "
                  "MV-023 MV-024 MV-025 MV-031 MV-032 MV-033 MV-034 MV-035\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&disarmed);
}

/* §7.12 and §5 Combat Zone Clear: "A fighting Move attaches itself at the
 * Combat Zone Clear, after its 'if successful' Effects: an attach behind 'if
 * this attack was successful' ... needs that success". Drag Down (Damage 2,
 * Pinning): successful, it lies on seat 0's Exile instead of the Momentum
 * Zone, and Pinning engages seat 0; blocked by Veil Snap (2), it goes to the
 * Recall Pile.
 * covers: MV-016/E03 MV-016/kw:Pinning
 */
static void drag_down_attaches_when_successful(void **state)
{
    (void)state;
    scenario hit = {
        .rule = "§5 Combat Zone Clear: a successful Drag Down attaches itself to the opponent's Exile",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-016\n",
        .actions = "attack face-up: Drag Down\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "no more blocks\n",
        .expect = "hp 0 23\n"
                  "attached 0 MV-016\n"
                  "momentum 1\n"
                  "exile 0 engaged\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&hit);
    scenario blocked = {
        .rule = "§5 Combat Zone Clear: an unsuccessful Drag Down goes to the Recall Pile",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "exile 1 engaged\n"
                          "hand 1 MV-016\n"
                          "hand 0 MV-024\n",
        .actions = "attack face-up: Drag Down\n"
                   "tap: The Furnace Oath\n"
                   "tap: The Broken Seal\n"
                   "declare 2\n"
                   "tap: The Lantern Vigil\n"
                   "block: Veil Snap\n"
                   "no more blocks\n",
        .expect = "hp 0 25\n"
                  "attached 0\n"
                  "recall 1 MV-016\n"
                  "momentum 0 MV-024\n"
                  "exile 0 upright\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&blocked);
}

/* G9, the permissive bluff mode (flags 1): any Move may be played
 * face-down at any declared cost; §5 Action A step 4: "A face-down attack
 * fizzles if the declared cost is below its effective attack cost ... or if
 * the revealed card could not be played as an attack at all: it is not a
 * fighting Move that prints an attack ... Such a fizzle is the attacker's
 * error: the attack card is destroyed ... the attacker is spent". */
static void permissive_bluff_errors(void **state)
{
    (void)state;
    scenario block_card = {
        .rule = "G9 permissive bluff, §5 Action A step 4: a Block card played face-down is the attacker's error",
        .position = SEATS "flags permissive-bluff\n"
                          "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 1 MV-027 MV-008\n"
                          "hand 0 MV-011\n",
        .actions = "attack face-down: Hold the Line\n"
                   "declare 0\n"
                   "no more blocks\n",
        .expect = "destroyed 1 MV-027\n"
                  "exile 1 engaged spent\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&block_card);
    scenario under_declared = {
        .rule = "G9 permissive bluff, §5 Action A step 2: a face-down attack declared below its cost fizzles at the Reveal",
        .position = SEATS "flags permissive-bluff\n"
                          "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 1 MV-006 MV-008\n"
                          "hand 0 MV-011\n",
        .actions = "attack face-down: Surge Swing\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "no more blocks\n",
        .expect = "destroyed 1 MV-006\n"
                  "hp 0 25\n"
                  "exile 1 engaged spent\n",
    };
    scenario_run(&under_declared);
    /* Off by default: the Block card is not offered face-down. */
    scenario strict = {
        .rule = "G9: without the permissive mode, only face-down plays that pass the Audit are offered",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 1 MV-027 MV-008\n",
        .illegal = "attack face-down: Hold the Line\n",
        .legal = "attack face-down: Undertow\n",
    };
    scenario_run(&strict);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(permissive_bluff_errors),
        cmocka_unit_test(opener_offers),
        cmocka_unit_test(declared_cost_and_overcommit),
        cmocka_unit_test(stealth_face_up_disengaged_is_unblockable),
        cmocka_unit_test(stealth_engaged_or_face_down_is_blockable),
        cmocka_unit_test(block_several_cards_paid_separately),
        cmocka_unit_test(overbearing_face_up),
        cmocka_unit_test(overbearing_face_down),
        cmocka_unit_test(no_block_by_a_spent_defender),
        cmocka_unit_test(audit_error_declared_below_cost),
        cmocka_unit_test(audit_error_exert_and_gear),
        cmocka_unit_test(feint_audit_error),
        cmocka_unit_test(feint_face_down),
        cmocka_unit_test(feint_face_up),
        cmocka_unit_test(exert_needs_another_move_in_hand),
        cmocka_unit_test(exert_paid_at_step_four),
        cmocka_unit_test(exert_destroys_p09_once_per_round),
        cmocka_unit_test(exert_fizzle_without_error),
        cmocka_unit_test(math_damage_terms_added_then_floored),
        cmocka_unit_test(math_net_damage_enlightened_and_e38),
        cmocka_unit_test(math_ambush_and_momentous),
        cmocka_unit_test(math_pressing),
        cmocka_unit_test(math_vengeful),
        cmocka_unit_test(math_aim_tokens),
        cmocka_unit_test(math_surge_swing_e37),
        cmocka_unit_test(math_piercing_floor),
        cmocka_unit_test(math_shielding_block),
        cmocka_unit_test(math_lacerating_block),
        cmocka_unit_test(math_rampart_bash_e18),
        cmocka_unit_test(only_the_first_block_card_succeeds),
        cmocka_unit_test(single_use_destroyed_whatever_the_outcome),
        cmocka_unit_test(crushing_disarms_every_blocking_gear),
        cmocka_unit_test(crushing_stopped_by_shielding),
        cmocka_unit_test(shielding_and_disarming_on_any_block_card),
        cmocka_unit_test(marking_dart_effect_whatever_the_outcome),
        cmocka_unit_test(veil_snap_flow_e39),
        cmocka_unit_test(suffocating_block),
        cmocka_unit_test(disarming_block_need_not_be_first),
        cmocka_unit_test(successful_attack_never_disarmed),
        cmocka_unit_test(ranged_attack_never_disarmed),
        cmocka_unit_test(lark_first_face_down_attack_not_disarmed),
        cmocka_unit_test(needle_sling_thrown_to_deck),
        cmocka_unit_test(drag_down_attaches_when_successful),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
