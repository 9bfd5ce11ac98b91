/*
 * Scenarios of Box 2's Effects that resolve through the one interpreter of
 * Effects (lib/text/effects.c): the Passives' [Effect]s of EXL-03 Ysolde
 * Marrick, GR-09 Reliquary Glaive, GR-10 Redline Saber and GR-14 Thornhide
 * Harness; the one-time Effects of the Unlock (GR-16's Upgrade, MEM-07 to
 * MEM-12, the Unleashed EXL-03 and EXL-04); and the Tactics lines of GR-16
 * Wager Coffer: the exchange of attacks (MV-076, §6.4 #57, F6), Pawn the
 * Blade (MV-078) and Stake Everything (MV-080), with the speeds of the
 * first two (Slow and Quick, §5 Action B, §7.8).
 *
 * Each test names the rule, the template and the printed line it checks
 * (checklist Part C), and carries its coverage tags. Every card of both
 * boxes is executed: a loadout the library refuses (EXILE_E_UNSUPPORTED or
 * any other status) fails the test that uses it; no test is skipped.
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

#include "scenario.h"

/* Ysolde with Needle Sling, Faraday Veil and Wager Coffer against
 * Brannoch with Arc Hook, Bastion Plate and Ghost Ledger. */
#define SEATS                                                      \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-03 GR-09 GR-03 GR-05 GR-16 MEM-07 MEM-08 MEM-09\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-07 MEM-10 MEM-11 MEM-12\n"

/* Full hands, so that a Refill takes nothing. */
#define HAND0 "hand 0 MV-011 MV-012 MV-021 MV-022 MV-023 MV-078\n"
#define HAND1 "hand 1 MV-006 MV-008 MV-017 MV-026 MV-027 MV-031\n"

enum { TEXT_CAP = 16384 };

/* ------------------------------------------------------------------ */
/* Helpers                                                            */
/* ------------------------------------------------------------------ */

/* Seat @p seat's HP now. */
static int hp_of(const exile_match *m, int seat)
{
    char key[16], v[16];
    snprintf(key, sizeof key, "hp %d", seat);
    scenario_values_of(m, key, v, sizeof v);
    return atoi(v);
}

/* Fails unless a match can be made with these Exiles and Gear (every line
 * of theirs is executed: EXILE_OK, never EXILE_E_UNSUPPORTED). */
static void expect_playable(const char *exile0, const char *secondary0, const char *protective0, const char *kit0)
{
    exile_loadout a = { exile0, secondary0, protective0, kit0, { "MEM-07", "MEM-08", "MEM-09" } };
    exile_loadout b = { "EXL-02", "GR-04", "GR-06", "GR-07", { "MEM-10", "MEM-11", "MEM-12" } };
    exile_status s = scenario_create_status(&a, &b);
    if (s != EXILE_OK)
        fail_msg("loadout %s %s %s %s refused: %s", exile0, secondary0, protective0, kit0, exile_status_str(s));
}

static exile_match *load(const char *rule, const char *position)
{
    print_message("  %s\n", rule);
    return scenario_load(position);
}

/* ------------------------------------------------------------------ */
/* EXL-03 Ysolde Marrick                                              */
/* ------------------------------------------------------------------ */

/* §6.3 #19 (P19) with §6.4 #6 form 1 (E06): "Whenever your block is
 * successful, you may take 1 fighting Move from your Recall Pile to your
 * hand." A fighting Move is an Attack, a Block, a Combat card or a Finisher
 * Attack (§6.1): a Tactics card in the pile is not offered. */
/* covers: EXL-03/P19 */
static void ysolde_block_takes_a_fighting_move(void **state)
{
    (void)state;
    const char *rule = "§6.3 #19, §6.4 #6 (P19, E06 form 1): a successful block takes 1 fighting Move";
    exile_match *m = load(rule, SEATS "players first=1 initiative=1 turn=1 next=1\n" HAND0 HAND1
                                      "recall 0 MV-076 MV-024 MV-045\n");
    static const char *const script[] = { "attack face-up: Undertow", "tap: Cinders of Varrow", "declare 1",
                                          "tap: The Quiet Archive", "tap: The Marked Door",
                                          "block: Grounding Fold", "no more blocks", NULL };
    scenario_act_all(m, script);
    scenario_settle(m);
    /* Undertow's 1 Damage against Grounding Fold's 2: the block is successful. */
    scenario_expect_now(m, "decision take-from-recall seat=0 kind=fighting more=1", rule);
    scenario_expect_legal(m, "choose: Veil Snap", true, rule);       /* a Combat card */
    scenario_expect_legal(m, "choose: The Final Tally", true, rule); /* a Finisher Attack */
    scenario_expect_legal(m, "choose: Blood Wager", false, rule);    /* a Tactics card is no fighting Move */
    scenario_expect_legal(m, "decline", true, rule);                 /* "you may" */
    scenario_act(m, "choose: The Final Tally");
    scenario_settle(m);
    scenario_expect_count_now(m, "hand 0", "MV-045", 1, rule);
    scenario_expect_now(m, "recall 0 MV-076 MV-024", rule);
    exile_match_destroy(m);

    /* With no fighting Move in the pile, the Passive does nothing. */
    m = load(rule, SEATS "players first=1 initiative=1 turn=1 next=1\n" HAND0 HAND1 "recall 0 MV-076\n");
    scenario_act_all(m, script);
    scenario_settle(m);
    scenario_expect_now(m, "recall 0 MV-076", rule);
    scenario_expect_count_now(m, "hand 0", "MV-076", 0, rule);
    exile_match_destroy(m);
}

/* §6.3 #24 (P24) with §6.4 #40 (E40): "Whenever a successful attack against
 * you costs you 3 or more HP, your opponent discards 1 card of their choice
 * from their hand." The HP that attack took at the Math (§7.7): 3 fires, 2
 * does not. */
/* covers: EXL-03/P24 */
static void ysolde_hit_for_three_makes_the_attacker_discard(void **state)
{
    (void)state;
    const char *rule = "§6.3 #24, §6.4 #40 (P24, E40): a hit of 3 HP or more: the attacker discards 1";
    exile_match *m = load(rule, SEATS "players first=1 initiative=1 turn=1 next=1\n" HAND0 HAND1 "hp 0 20\n");
    /* Surge Swing, 3 Damage at its cost, unblocked. */
    static const char *const script[] = { "attack face-up: Surge Swing", "tap: Cinders of Varrow",
                                          "tap: The Gambler's Count", "declare 2", "no more blocks", NULL };
    scenario_act_all(m, script);
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 17", rule);
    scenario_expect_now(m, "decision discard seat=1 count=1", rule);
    scenario_expect_legal(m, "choose: Second Sight", true, rule);
    scenario_expect_legal(m, "decline", false, rule); /* not a "you may" */
    scenario_act(m, "choose: Second Sight");
    scenario_settle(m);
    scenario_expect_count_now(m, "recall 1", "MV-031", 1, rule);
    scenario_expect_count_now(m, "hand 1", "MV-", 4, rule);
    exile_match_destroy(m);

    /* Arc Lash costs her 2 HP: nothing is discarded. */
    m = load(rule, SEATS "players first=1 initiative=1 turn=1 next=1\n" HAND0 HAND1 "hp 0 20\n");
    static const char *const lash[] = { "attack face-up: Arc Lash", "tap: Cinders of Varrow", "declare 1",
                                        "no more blocks", NULL };
    scenario_act_all(m, lash);
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 18", rule);
    scenario_expect_count_now(m, "recall 1", "MV-031", 0, rule);
    scenario_expect_count_now(m, "hand 1", "MV-", 5, rule);
    exile_match_destroy(m);
}

/* §3.3, §4.2, §6.4 #65 (E65) with #51 (E51): "When this Exile is unleashed,
 * return up to 2 fighting Moves from your Recall Pile to your hand." after
 * the Unleash heal of 2. */
/* covers: EXL-03/E65 */
static void ysolde_unleashed_heals_then_returns_two_fighting_moves(void **state)
{
    (void)state;
    const char *rule = "§3.3, §6.4 #65 + #51 (E65, E51): heal 2, then return up to 2 fighting Moves";
    exile_match *m = load(rule, SEATS "round 4\nstep unlock\nplayers\n" HAND0 HAND1
                                      "memories 0 Uu Uu Uu\nhp 0 10\n"
                                      "recall 0 MV-076 MV-024 MV-045 MV-014\n");
    scenario_act(m, "unleash");
    scenario_expect_now(m, "hp 0 12", rule);
    scenario_expect_now(m, "exile 0 upright unleashed", rule);
    scenario_expect_now(m, "decision take-from-recall seat=0 kind=fighting more=2", rule);
    scenario_expect_legal(m, "choose: Blood Wager", false, rule);
    scenario_act(m, "choose: Veil Snap");
    scenario_expect_now(m, "decision take-from-recall seat=0 kind=fighting more=1", rule);
    scenario_act(m, "choose: Recoil Shot");
    /* Two taken: the Unlock goes on to the other player. */
    scenario_expect_now(m, "recall 0 MV-076 MV-045", rule);
    scenario_expect_count_now(m, "hand 0", "MV-024", 1, rule);
    scenario_expect_count_now(m, "hand 0", "MV-014", 1, rule);
    scenario_expect_now(m, "decision unlock seat=1", rule);
    exile_match_destroy(m);

    /* "Up to": she may stop after one. */
    m = load(rule, SEATS "round 4\nstep unlock\nplayers\n" HAND0 HAND1
                         "memories 0 Uu Uu Uu\nrecall 0 MV-024 MV-045\n");
    scenario_act(m, "unleash");
    scenario_act(m, "choose: Veil Snap");
    scenario_act(m, "decline");
    scenario_expect_now(m, "recall 0 MV-045", rule);
    scenario_expect_now(m, "decision unlock seat=1", rule);
    exile_match_destroy(m);
}

/* §6.3 #25 (P25) wrapping #3 (P03), on the Unleashed side: "While your
 * opponent has 2 or more cards in their Momentum Zone, your attacks deal +1
 * Damage." Read at the Math (§7.7). */
/* covers: EXL-03/P25 */
static void ysolde_unleashed_attacks_harder_against_momentum(void **state)
{
    (void)state;
    const char *rule = "§6.3 #25 + #3 (P25, P03): +1 Damage while the opponent has 2 or more Momentum cards";
    static const char *const script[] = { "attack face-up: Glass Needle", "declare 0", "no more blocks", NULL };
    exile_match *m = load(rule, SEATS "players\n" HAND0 HAND1 "exile 0 upright unleashed\n"
                                      "momentum 1 MV-007 MV-009\nhp 1 20\n");
    scenario_act_all(m, script);
    scenario_settle(m);
    scenario_expect_now(m, "hp 1 18", rule); /* Glass Needle's 1, +1 */
    exile_match_destroy(m);

    m = load(rule, SEATS "players\n" HAND0 HAND1 "exile 0 upright unleashed\n"
                         "momentum 1 MV-007\nhp 1 20\n");
    scenario_act_all(m, script);
    scenario_settle(m);
    scenario_expect_now(m, "hp 1 19", rule);
    exile_match_destroy(m);

    /* The front side prints no P25. */
    m = load(rule, SEATS "players\n" HAND0 HAND1 "momentum 1 MV-007 MV-009\nhp 1 20\n");
    scenario_act_all(m, script);
    scenario_settle(m);
    scenario_expect_now(m, "hp 1 19", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* GR-09 Reliquary Glaive                                              */
/* ------------------------------------------------------------------ */

/* §6.3 #15 form 2 (P15) with §6.4 #40 (E40): "Whenever one of your
 * opponent's Gear is disarmed, your opponent discards 1 card of their
 * choice from their hand." A block that stops a face-down attack disarms
 * it (§7.8) at the Combat Zone Clear: Brannoch discards. Ysolde's own Gear
 * disarmed fires nothing (form 1 is not printed). */
/* covers: GR-09/P15 */
static void glaive_opponent_disarmed_discards(void **state)
{
    (void)state;
    const char *rule = "§6.3 #15 + §6.4 #40 (P15 form 2, E40): an opponent's Gear disarmed: they discard 1";
    exile_match *m = load(rule, SEATS "players first=1 initiative=1 turn=1 next=1\n" HAND0 HAND1);
    static const char *const script[] = { "attack face-down: Undertow", "tap: Cinders of Varrow", "declare 1",
                                          "tap: The Quiet Archive", "tap: The Marked Door",
                                          "block: Grounding Fold", "no more blocks", NULL };
    scenario_act_all(m, script);
    scenario_settle(m);
    /* Ysolde's P19 first (the outcome), declined; then the disarm. */
    if (strstr(scenario_notation(m), "decision take-from-recall seat=0"))
        scenario_act(m, "decline");
    scenario_settle(m);
    scenario_expect_now(m, "gear 1 Df Af Af Af", rule);
    scenario_expect_now(m, "decision discard seat=1 count=1", rule);
    scenario_act(m, "choose: Hold the Line");
    scenario_settle(m);
    scenario_expect_count_now(m, "recall 1", "MV-027", 1, rule);
    exile_match_destroy(m);

    /* Her own Gear disarmed: nobody discards. */
    m = load(rule, SEATS "players\nround-flags 0 flags=attacked\n" HAND0 HAND1);
    /* Brannoch's Spiked Rampart stops her face-down Glass Needle: Needle
     * Sling is disarmed (her P15 prints form 2 only). */
    static const char *const own2[] = { "attack face-down: Glass Needle", "declare 0", "tap: Cinders of Varrow",
                                        "block: Spiked Rampart", "no more blocks", NULL };
    scenario_act_all(m, own2);
    scenario_settle(m);
    scenario_expect_now(m, "gear 0 Af Df Af Af", rule);
    scenario_expect_count_now(m, "hand 0", "MV-", 5, rule);
    scenario_expect_count_now(m, "hand 1", "MV-", 5, rule);
    if (strstr(scenario_notation(m), "decision discard"))
        fail_msg("%s\nno discard is owed:\n%s", rule, scenario_notation(m));
    exile_match_destroy(m);
}

/* §6.3 #7 (P07) on GR-09's Upgrade: "The Moves of this Gear gain +1 Block
 * Rating." (read by lib/rules/math.c at the Math). */
/* covers: GR-09/P07 */
static void glaive_upgrade_adds_block_rating(void **state)
{
    (void)state;
    const char *rule = "§6.3 #7 (P07): the Moves of the upgraded Glaive gain +1 Block Rating";
    static const char *const script[] = { "attack face-up: Surge Swing", "tap: Cinders of Varrow",
                                          "tap: The Gambler's Count", "declare 2", "tap: The Quiet Archive",
                                          "block: Haft Ward", "no more blocks", NULL };
    /* Surge Swing's 3 against Haft Ward's 1 (+1): 1 HP. */
    exile_match *m = load(rule, SEATS "players first=1 initiative=1 turn=1 next=1\n" "gear 0 Au Af Af Af\n"
                                      "hand 0 MV-044 MV-011 MV-012 MV-021 MV-022 MV-078\n" HAND1 "hp 0 20\n");
    scenario_act_all(m, script);
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 19", rule);
    exile_match_destroy(m);
    /* On its front: 2 HP. */
    m = load(rule, SEATS "players first=1 initiative=1 turn=1 next=1\n" "hand 0 MV-044 MV-011 MV-012 MV-021 MV-022 MV-078\n" HAND1
                         "hp 0 20\n");
    scenario_act_all(m, script);
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 18", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* GR-16 Wager Coffer                                                  */
/* ------------------------------------------------------------------ */

/* §6.3 #17 (P17), printed on both sides of the Coffer: "At the Refresh, if
 * you are Engaged, you may discard a card from your hand. If you do, your
 * opponent's Exile does not turn upright." */
/* covers: GR-16/P17 */
static void coffer_refresh_keeps_the_opponent_sideways(void **state)
{
    (void)state;
    const char *rule = "§6.3 #17 (P17): an Engaged player discards at the Refresh: the opponent stays sideways";
    exile_match *m = load(rule, SEATS "round 2\nstep initiative\nplayers initiative=1\n"
                                      "exile 0 engaged\nexile 1 engaged\n" HAND0 HAND1);
    scenario_expect_now(m, "decision refresh-discard seat=0", rule);
    scenario_act(m, "choose: Pawn the Blade");
    scenario_expect_now(m, "decision refresh-discard seat=1", rule); /* Brannoch's Bastion Plate prints it too */
    scenario_act(m, "decline");
    scenario_expect_now(m, "exile 0 upright", rule);
    scenario_expect_now(m, "exile 1 engaged", rule);
    scenario_expect_count_now(m, "recall 0", "MV-078", 1, rule);
    exile_match_destroy(m);
}

/* §6.4 #64 form 1 (E64) with #59 (E59): "When this Upgrade is unlocked, you
 * may destroy one of your Moves to deal 3 Direct Damage to your opponent."
 * A Move in hand or in the Momentum Zone, never one in a Recall Pile; a
 * Token is never destroyed (§4.5). */
/* covers: GR-16/E64 */
static void coffer_upgrade_destroys_a_move_for_three(void **state)
{
    (void)state;
    const char *rule = "§6.4 #64 + #59 (E64, E59): the Coffer's Upgrade: destroy one of your Moves, 3 Direct Damage";
    exile_match *m = load(rule, SEATS "round 2\nstep unlock\nplayers\n" HAND0 HAND1
                                      "recall 0 MV-024\nhp 1 20\n");
    scenario_act(m, "unlock the Upgrade: Wager Coffer");
    scenario_expect_now(m, "gear 0 Af Af Af Au", rule);
    scenario_expect_now(m, "decision destroy-own seat=0 damage=3", rule);
    scenario_expect_legal(m, "choose: Glass Needle", true, rule);
    scenario_expect_legal(m, "choose: Veil Snap", false, rule); /* in the Recall Pile */
    scenario_expect_legal(m, "decline", true, rule);
    scenario_act(m, "choose: Glass Needle");
    scenario_expect_now(m, "destroyed 0 MV-011", rule);
    scenario_expect_now(m, "hp 1 17", rule);
    scenario_expect_now(m, "decision unlock seat=1", rule);
    exile_match_destroy(m);

    /* "You may": declined, nothing happens. */
    m = load(rule, SEATS "round 2\nstep unlock\nplayers\n" HAND0 HAND1 "hp 1 20\n");
    scenario_act(m, "unlock the Upgrade: Wager Coffer");
    scenario_act(m, "decline");
    scenario_expect_now(m, "hp 1 20", rule);
    scenario_expect_now(m, "destroyed 0", rule);
    exile_match_destroy(m);

    /* Only Tokens in hand and no Momentum card: nothing to destroy, no
     * question (§3.3: a part with nothing to act on does nothing). */
    m = load(rule, SEATS "round 2\nstep unlock\nplayers\nhand 0 TK-01 TK-02\n" HAND1 "hp 1 20\n");
    scenario_act(m, "unlock the Upgrade: Wager Coffer");
    scenario_expect_now(m, "decision unlock seat=1", rule);
    scenario_expect_now(m, "hp 1 20", rule);
    exile_match_destroy(m);
}

/* §6.4 #59 (E59) on MV-078 Pawn the Blade, a Quick Tactics card: a Move in
 * the Momentum Zone may be the one destroyed; the turn stays its player's. */
/* covers: MV-078/E59 */
static void pawn_the_blade_destroys_a_momentum_move(void **state)
{
    (void)state;
    const char *rule = "§6.4 #59 (E59): Pawn the Blade destroys a Move in hand or Momentum for 3 Direct Damage";
    exile_match *m = load(rule, SEATS "players\n" HAND0 HAND1 "momentum 0 MV-014\nrecall 0 MV-024\n"
                                      "hp 1 20\n");
    scenario_act(m, "tap: The Quiet Archive");
    scenario_act(m, "play: Pawn the Blade");
    scenario_settle(m);
    scenario_expect_now(m, "decision destroy-own seat=0 damage=3", rule);
    scenario_expect_legal(m, "choose: Recoil Shot", true, rule);  /* Momentum */
    scenario_expect_legal(m, "choose: Snare Mesh", true, rule);   /* hand */
    scenario_expect_legal(m, "choose: Veil Snap", false, rule);   /* Recall Pile */
    scenario_expect_legal(m, "choose: Pawn the Blade", false, rule); /* on the stack */
    scenario_act(m, "choose: Recoil Shot");
    scenario_settle(m);
    scenario_expect_now(m, "destroyed 0 MV-014", rule);
    scenario_expect_now(m, "momentum 0", rule);
    scenario_expect_now(m, "hp 1 17", rule);
    scenario_expect_now(m, "recall 0 MV-024 MV-078", rule);
    scenario_expect_now(m, "decision turn seat=0", rule); /* Quick */
    exile_match_destroy(m);
}

/* §6.4 #31 (E31) then #30 (E30) on MV-080 Stake Everything, a Finisher
 * Tactics: "You take 3 Direct Damage, then your opponent takes 3 Direct
 * Damage." "Deal 3 Direct Damage to your opponent." In that order: a
 * player whose HP falls below 1 loses before the opponent takes any (§3.4:
 * not a draw). */
/* covers: MV-080/E31 MV-080/E30 */
static void stake_everything_in_order(void **state)
{
    (void)state;
    const char *rule = "§6.4 #31, #30 (E31, E30): you take 3, then your opponent 3, then 3 more";
    exile_match *m = load(rule, SEATS "players\ngear 0 Af Af Af Au\nexile 0 engaged\n"
                                      "prepared 0 MV-080 cost=4 due=1\n" HAND0 HAND1 "hp 0 10\nhp 1 10\n");
    scenario_act(m, "play the Finisher: Stake Everything");
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 7", rule);
    scenario_expect_now(m, "hp 1 4", rule);
    scenario_expect_count_now(m, "recall 0", "MV-080", 1, rule);
    exile_match_destroy(m);

    /* At 3 HP she falls first: she loses, and Brannoch, at 3 too, takes
     * nothing. */
    m = load(rule, SEATS "players\ngear 0 Af Af Af Au\nexile 0 engaged\n"
                         "prepared 0 MV-080 cost=4 due=1\n" HAND0 HAND1 "hp 0 3\nhp 1 3\n");
    scenario_act(m, "play the Finisher: Stake Everything");
    scenario_settle(m);
    scenario_expect_now(m, "winner 1", rule);
    scenario_expect_now(m, "hp 0 0", rule);
    scenario_expect_now(m, "hp 1 3", rule);
    exile_match_destroy(m);

    /* Brannoch falls to the second part: the third never comes. */
    m = load(rule, SEATS "players\ngear 0 Af Af Af Au\nexile 0 engaged\n"
                         "prepared 0 MV-080 cost=4 due=1\n" HAND0 HAND1 "hp 0 10\nhp 1 2\n");
    scenario_act(m, "play the Finisher: Stake Everything");
    scenario_settle(m);
    scenario_expect_now(m, "winner 0", rule);
    scenario_expect_now(m, "hp 0 7", rule);
    scenario_expect_now(m, "hp 1 -1", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* MV-076 Blood Wager: the exchange of attacks (§6.4 #57)               */
/* ------------------------------------------------------------------ */

#define WAGER SEATS "players\n" HAND1 "hp 0 20\nhp 1 20\n"

/* Plays Blood Wager from a hand holding it. */
static void play_wager(exile_match *m)
{
    scenario_act(m, "tap: The Quiet Archive");
    scenario_act(m, "play: Blood Wager");
    scenario_settle(m);
}

/* §6.4 #57 (E57) with #10 (E10): both deal their card's printed Damage at
 * the same time; Ysolde dealt more: 2 Bleed Tokens on Brannoch's Exile;
 * both cards go to their owners' Recall Piles. Blood Wager is Slow. */
/* covers: MV-076/E57 */
static void wager_both_deal_and_more_attaches_bleed(void **state)
{
    (void)state;
    const char *rule = "§6.4 #57 + #10 (E57, E10): the exchange; who dealt more attaches 2 Bleed Tokens";
    exile_match *m = load(rule, WAGER "hand 0 MV-076 MV-045 MV-012 MV-021\n");
    play_wager(m);
    /* The card's player first: every card of her hand. */
    scenario_expect_prefix_now(m, "decision exchange seat=0", rule);
    scenario_expect_legal(m, "choose: Marking Dart", true, rule);
    scenario_expect_legal(m, "choose: Grounding Fold", true, rule);
    scenario_expect_legal(m, "decline", false, rule); /* every player puts a card */
    scenario_act(m, "choose: Marking Dart"); /* 2 Damage */
    scenario_expect_legal(m, "choose: Surge Swing", true, rule);
    scenario_act(m, "choose: Undertow"); /* 1 Damage */
    scenario_settle(m);
    scenario_expect_now(m, "hp 1 18", rule);
    scenario_expect_now(m, "hp 0 19", rule);
    scenario_expect_count_now(m, "attached 1", "TK-01", 2, rule);
    scenario_expect_count_now(m, "recall 0", "MV-012", 1, rule);
    scenario_expect_count_now(m, "recall 0", "MV-076", 1, rule);
    scenario_expect_count_now(m, "recall 1", "MV-008", 1, rule);
    scenario_expect_now(m, "exile 0 upright spent", rule); /* Slow */
    exile_match_destroy(m);

    /* Brannoch deals more: no Token (the [Effect] is the card player's). */
    m = load(rule, WAGER "hand 0 MV-076 MV-045 MV-012 MV-021\n");
    play_wager(m);
    scenario_act(m, "choose: Grounding Fold"); /* a Block card: 0 */
    scenario_act(m, "choose: Surge Swing");    /* 3 */
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 17", rule);
    scenario_expect_now(m, "hp 1 20", rule);
    scenario_expect_count_now(m, "attached 1", "TK-01", 0, rule);
    exile_match_destroy(m);

    /* Equal Damage: nobody dealt more. */
    m = load(rule, WAGER "hand 0 MV-076 MV-045 MV-012 MV-021\n");
    play_wager(m);
    scenario_act(m, "choose: Marking Dart");
    scenario_act(m, "choose: Arc Lash");
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 18", rule);
    scenario_expect_now(m, "hp 1 18", rule);
    scenario_expect_count_now(m, "attached 1", "TK-01", 0, rule);
    exile_match_destroy(m);
}

/* §6.4 #57: "A Finisher, or a card that prints no Damage, deals 0. ... a
 * player with an empty hand puts none and deals 0. A Token put this way
 * returns to the supply" (G4), "a Single-Use card goes to the Recall Pile
 * too, since it was not played." A spent player still puts a card. */
/* covers: MV-076/E57 */
static void wager_finisher_token_empty_hand_single_use(void **state)
{
    (void)state;
    const char *rule = "§6.4 #57, G4: a Finisher deals 0, a Token returns, an empty hand puts none";
    /* A Finisher Attack (5 printed) deals 0; a Single-Use Last Needle (3)
     * goes to the Recall Pile. Brannoch is spent: he still chooses. */
    exile_match *m = load(rule, WAGER "hand 0 MV-076 MV-045 MV-013\nexile 1 upright spent\n");
    play_wager(m);
    scenario_act(m, "choose: The Final Tally");
    scenario_act(m, "choose: Surge Swing");
    scenario_settle(m);
    scenario_expect_now(m, "hp 1 20", rule);
    scenario_expect_now(m, "hp 0 17", rule);
    scenario_expect_count_now(m, "recall 0", "MV-045", 1, rule);
    exile_match_destroy(m);

    m = load(rule, WAGER "hand 0 MV-076 MV-013\n");
    play_wager(m);
    scenario_act(m, "choose: Last Needle");
    scenario_act(m, "choose: Undertow");
    scenario_settle(m);
    scenario_expect_now(m, "hp 1 17", rule);
    scenario_expect_count_now(m, "recall 0", "MV-013", 1, rule);
    scenario_expect_count_now(m, "destroyed 0", "MV-013", 0, rule);
    scenario_expect_count_now(m, "attached 1", "TK-01", 2, rule);
    exile_match_destroy(m);

    /* A Token put deals 0 and returns to the supply. */
    m = load(rule, WAGER "hand 0 MV-076 TK-02\n");
    play_wager(m);
    scenario_act(m, "choose: Aim Token");
    scenario_act(m, "choose: Undertow");
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 19", rule);
    scenario_expect_count_now(m, "hand 0", "TK-02", 0, rule);
    scenario_expect_count_now(m, "recall 0", "TK-02", 0, rule);
    exile_match_destroy(m);

    /* Her hand is empty once Blood Wager is played: only Brannoch puts a
     * card; she deals 0. */
    m = load(rule, WAGER "hand 0 MV-076\n");
    play_wager(m);
    scenario_expect_prefix_now(m, "decision exchange seat=1", rule);
    scenario_act(m, "choose: Undertow");
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 19", rule);
    scenario_expect_now(m, "hp 1 20", rule);
    scenario_expect_count_now(m, "recall 1", "MV-008", 1, rule);
    exile_match_destroy(m);

    /* Both hands empty: nothing is put, nothing dealt. */
    m = load(rule, SEATS "players\nhand 0 MV-076\nhand 1\nhp 0 20\nhp 1 20\n");
    play_wager(m);
    scenario_expect_now(m, "hp 0 20", rule);
    scenario_expect_now(m, "hp 1 20", rule);
    scenario_expect_count_now(m, "recall 0", "MV-076", 1, rule);
    exile_match_destroy(m);
}

/* §3.4 Draw: "an exchange of attacks" can take both Exiles below 1 HP in one
 * event: "Both players lose the HP before either is checked". */
/* covers: MV-076/E57 */
static void wager_both_fall_is_a_draw(void **state)
{
    (void)state;
    const char *rule = "§3.4, §6.4 #57: both below 1 HP in the exchange: a draw";
    exile_match *m = load(rule, SEATS "players\n" HAND1 "hand 0 MV-076 MV-012\nhp 0 2\nhp 1 2\n");
    play_wager(m);
    scenario_act(m, "choose: Marking Dart");
    scenario_act(m, "choose: Surge Swing");
    scenario_settle(m);
    scenario_expect_now(m, "winner draw", rule);
    scenario_expect_count_now(m, "attached 1", "TK-01", 0, rule); /* the game was over */
    exile_match_destroy(m);
}

/* Checklist F6: "each player's chosen face-down card [is hidden from the
 * other player] until both have chosen and reveal". Brannoch's view, his
 * events and his determinizations are the same whatever Ysolde put. */
/* covers: MV-076/E57 */
static void wager_first_pick_stays_hidden(void **state)
{
    (void)state;
    const char *rule = "checklist F6, §6.4 #57: the first card put face-down stays hidden until both chose";
    static char view[2][TEXT_CAP], full[2][TEXT_CAP];
    const char *picks[2] = { "choose: Marking Dart", "choose: Grounding Fold" };
    static scenario_log seen[2];
    exile_match *m[2];
    for (int k = 0; k < 2; k++) {
        m[k] = load(rule, WAGER "hand 0 MV-076 MV-045 MV-012 MV-021\n");
        play_wager(m[k]);
        seen[k].n = 0;
        exile_match_observe(m[k], 1, scenario_record_event, &seen[k]);
        scenario_act(m[k], picks[k]);
        exile_match_observe(m[k], 1, NULL, NULL);
        scenario_expect_prefix_now(m[k], "decision exchange seat=1", rule);
        exile_view *v = NULL;
        assert_int_equal(exile_view_create(&v, m[k], 1), EXILE_OK);
        assert_int_equal(exile_view_to_notation(v, view[k], TEXT_CAP), EXILE_OK);
        exile_view_destroy(v);
        assert_int_equal(exile_match_to_notation(m[k], full[k], TEXT_CAP), EXILE_OK);
    }
    /* The match knows the pick; Brannoch's view does not. */
    if (strcmp(full[0], full[1]) == 0)
        fail_msg("%s\nthe pick is not recorded:\n%s", rule, full[0]);
    if (strcmp(view[0], view[1]) != 0)
        fail_msg("%s\nseat 1's view after 'Marking Dart':\n%s\nafter 'Grounding Fold':\n%s", rule, view[0],
                 view[1]);
    /* His events are the same: the choice shows its kind only. */
    assert_int_equal(seen[0].n, seen[1].n);
    for (size_t i = 0; i < seen[0].n; i++) {
        const exile_event *e0 = &seen[0].ev[i], *e1 = &seen[1].ev[i];
        assert_int_equal(e0->kind, e1->kind);
        assert_int_equal(e0->amount, e1->amount);
        assert_int_equal(e0->card, e1->card);
        if (e0->kind == EXILE_EV_ACTION)
            assert_int_equal(e0->amount, (int)EXILE_ACTION(EXILE_ACT_CHOOSE, 0xffu));
    }
    /* So are his legal actions, and a determinization from his seat keeps
     * a face-down card of Ysolde's hand and plays on. */
    exile_action a0[EXILE_MAX_LEGAL_ACTIONS], a1[EXILE_MAX_LEGAL_ACTIONS];
    size_t n0 = exile_match_legal_actions(m[0], a0, EXILE_MAX_LEGAL_ACTIONS);
    size_t n1 = exile_match_legal_actions(m[1], a1, EXILE_MAX_LEGAL_ACTIONS);
    assert_int_equal(n0, n1);
    assert_memory_equal(a0, a1, n0 * sizeof a0[0]);
    for (uint64_t seed = 1; seed <= 8; seed++) {
        exile_match *d = NULL;
        assert_int_equal(exile_match_clone(&d, m[0]), EXILE_OK);
        assert_int_equal(exile_match_determinize(d, m[0], 1, seed), EXILE_OK);
        exile_view *v = NULL;
        static char dv[TEXT_CAP];
        assert_int_equal(exile_view_create(&v, d, 1), EXILE_OK);
        assert_int_equal(exile_view_to_notation(v, dv, TEXT_CAP), EXILE_OK);
        exile_view_destroy(v);
        if (strcmp(dv, view[0]) != 0)
            fail_msg("%s\nseat 1's view of a determinization differs:\n%s\nfrom:\n%s", rule, dv, view[0]);
        /* The sampled match is a position the library accepts. */
        static char dn[TEXT_CAP];
        assert_int_equal(exile_match_to_notation(d, dn, TEXT_CAP), EXILE_OK);
        exile_match *back = scenario_load(dn);
        exile_match_destroy(back);
        scenario_act(d, "choose: Undertow");
        scenario_settle(d);
        scenario_expect_count_now(d, "recall 1", "MV-008", 1, rule);
        scenario_expect_count_now(d, "hand 0", "MV-", 2, rule);
        exile_match_destroy(d);
    }
    /* A face-down card off its hand, or with no exchange under way, is no
     * position (doc/notation.md). */
    exile_match *bad = NULL;
    assert_int_not_equal(exile_match_from_notation(&bad, WAGER "hand 0 MV-076 MV-012\nround-flags 0 exchange=MV-012\n"),
                         EXILE_OK);
    assert_null(bad);
    /* Once both have chosen, both cards are public. */
    scenario_act(m[0], "choose: Undertow");
    scenario_settle(m[0]);
    exile_view *v = NULL;
    assert_int_equal(exile_view_create(&v, m[0], 1), EXILE_OK);
    assert_int_equal(exile_view_to_notation(v, view[0], TEXT_CAP), EXILE_OK);
    exile_view_destroy(v);
    if (!strstr(view[0], "MV-012"))
        fail_msg("%s\nthe revealed card is not in seat 1's view:\n%s", rule, view[0]);
    exile_match_destroy(m[0]);
    exile_match_destroy(m[1]);
}

/* ------------------------------------------------------------------ */
/* Speeds of the Wager Coffer's Tactics cards (§5 Action B, §7.8)        */
/* ------------------------------------------------------------------ */

/* Brannoch with the Archivist's Case (GR-15) as his Kit, for its Strike
 * from the Record (MV-071, Reaction: "Destroy target Move."). */
#define SEATS15                                                    \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-03 GR-09 GR-03 GR-05 GR-16 MEM-07 MEM-08 MEM-09\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-15 MEM-10 MEM-11 MEM-12\n"

/* §5 Action B: "a Slow one makes you spent for the round once it has
 * resolved"; §7.4 Spent: a spent player "take[s] no turn, play[s] no card
 * (no block, no Reaction ...)". Blood Wager (MV-076, Slow) resolves: Ysolde
 * is spent and Brannoch takes the next turn. His Arc Lash (Quick, 2) meets
 * no Block step (her Grounding Fold stays in her hand) and a React step
 * that asks him only; Quick and successful, the next turn is his again. */
/* covers: MV-076/kw:Slow */
static void blood_wager_slow_makes_spent(void **state)
{
    (void)state;
    const char *rule = "Slow (MV-076): once Blood Wager has resolved Ysolde is spent: no turn, no block";
    exile_match *m = load(rule, WAGER "hand 0 MV-076 MV-012 MV-021\n");
    play_wager(m);
    scenario_act(m, "choose: Marking Dart");
    scenario_act(m, "choose: Undertow");
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 19", rule);
    scenario_expect_now(m, "hp 1 18", rule);
    scenario_expect_now(m, "exile 0 upright spent", rule);
    scenario_expect_now(m, "decision turn seat=1", rule);
    static const char *const lash[] = { "attack face-up: Arc Lash", "tap: Cinders of Varrow", "declare 1", NULL };
    scenario_act_all(m, lash);
    scenario_expect_prefix_now(m, "decision react seat=1", rule);
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 17", rule);
    scenario_expect_now(m, "hand 0 MV-021", rule);
    scenario_expect_now(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* §5 The React Step: "A card destroyed on the stack ... never resolves:
 * none of its Effects happen, its cost stays paid and its Slow makes
 * nobody spent." Brannoch's Strike from the Record destroys Blood Wager on
 * the stack: no card is put, no Damage dealt, Ysolde is not spent, and the
 * turn (a Tactics card with no Quick) passes to Brannoch. */
/* covers: MV-076/kw:Slow */
static void blood_wager_destroyed_on_the_stack_spends_nobody(void **state)
{
    (void)state;
    const char *rule = "Slow (MV-076, §5): Blood Wager destroyed on the stack makes nobody spent";
    exile_match *m = load(rule, SEATS15 "players\nhand 0 MV-076 MV-078 MV-012\n"
                                        "hand 1 MV-071 MV-006 MV-008\nhp 0 20\nhp 1 20\n");
    static const char *const script[] = { "tap: The Quiet Archive", "play: Blood Wager", "tap: Cinders of Varrow",
                                          "tap: The Gambler's Count", "tap: The Last Good Hand",
                                          "react: Strike from the Record", "target: Blood Wager", NULL };
    scenario_act_all(m, script);
    scenario_settle(m);
    scenario_expect_now(m, "destroyed 0 MV-076", rule);
    scenario_expect_now(m, "destroyed 1 MV-071", rule);
    scenario_expect_now(m, "hp 0 20", rule);
    scenario_expect_now(m, "hp 1 20", rule);
    scenario_expect_now(m, "hand 0 MV-078 MV-012", rule);
    scenario_expect_now(m, "exile 0 upright", rule);
    scenario_expect_now(m, "decision turn seat=1", rule);
    exile_match_destroy(m);
}

/* §5 Action B: "A Quick Tactics card played as your action gives you the
 * next turn"; §7.8: "A Quick Tactics card that is returned, countered or
 * left without a target still gave the turn". Pawn the Blade (MV-078,
 * Quick) declined ("you may"): nothing is destroyed, no Damage, and the
 * next turn is Ysolde's, who plays Blood Wager as its action. Destroyed on
 * the stack by Brannoch's Strike from the Record, it still gave her the
 * turn. */
/* covers: MV-078/kw:Quick */
static void pawn_the_blade_quick_keeps_the_turn(void **state)
{
    (void)state;
    const char *rule = "Quick (MV-078): Pawn the Blade gives its player the next turn, declined or destroyed";
    exile_match *m = load(rule, WAGER "hand 0 MV-078 MV-076 MV-012\n");
    scenario_act(m, "tap: The Quiet Archive");
    scenario_act(m, "play: Pawn the Blade");
    scenario_settle(m);
    scenario_expect_prefix_now(m, "decision destroy-own seat=0", rule);
    scenario_act(m, "decline");
    scenario_settle(m);
    scenario_expect_now(m, "hp 1 20", rule);
    scenario_expect_now(m, "destroyed 0", rule);
    scenario_expect_now(m, "recall 0 MV-078", rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    scenario_act(m, "tap: The Marked Door");
    scenario_act(m, "play: Blood Wager");
    scenario_settle(m);
    scenario_expect_prefix_now(m, "decision exchange seat=0", rule);
    exile_match_destroy(m);

    m = load(rule, SEATS15 "players\nhand 0 MV-078 MV-076 MV-012\n"
                           "hand 1 MV-071 MV-006 MV-008\nhp 0 20\nhp 1 20\n");
    static const char *const script[] = { "tap: The Quiet Archive", "play: Pawn the Blade", "tap: Cinders of Varrow",
                                          "tap: The Gambler's Count", "tap: The Last Good Hand",
                                          "react: Strike from the Record", "target: Pawn the Blade", NULL };
    scenario_act_all(m, script);
    scenario_settle(m);
    scenario_expect_now(m, "destroyed 0 MV-078", rule);
    scenario_expect_now(m, "hp 1 20", rule);
    scenario_expect_now(m, "hand 0 MV-076 MV-012", rule);
    scenario_expect_now(m, "decision turn seat=0", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* Memories (§3.3, §6.4 #64 form 2)                                     */
/* ------------------------------------------------------------------ */

#define UNLOCK0 SEATS "round 2\nstep unlock\nplayers\n" HAND0 HAND1
#define UNLOCK1 SEATS "round 2\nstep unlock\nplayers first=1 initiative=1 turn=1 next=1\n" HAND0 HAND1

/* MEM-07: "When this Memory is unlocked, your opponent discards 1 card of
 * their choice from their hand." (E64, E40; never a Token, §7.5) */
/* covers: MEM-07/E64 */
static void quiet_archive_makes_the_opponent_discard(void **state)
{
    (void)state;
    const char *rule = "§6.4 #64 + #40 (E64, E40): The Quiet Archive: the opponent discards 1 of their choice";
    exile_match *m = load(rule, UNLOCK0);
    scenario_act(m, "unlock: The Quiet Archive");
    scenario_expect_now(m, "decision discard seat=1 count=1", rule);
    scenario_act(m, "choose: Arc Lash");
    scenario_expect_count_now(m, "recall 1", "MV-017", 1, rule);
    scenario_expect_now(m, "decision unlock seat=1", rule);
    exile_match_destroy(m);

    /* Only Tokens in their hand: nothing is discarded. */
    m = load(rule, SEATS "round 2\nstep unlock\nplayers\n" HAND0 "hand 1 TK-01\n");
    scenario_act(m, "unlock: The Quiet Archive");
    scenario_expect_now(m, "decision unlock seat=1", rule);
    scenario_expect_count_now(m, "hand 1", "TK-01", 1, rule);
    exile_match_destroy(m);
}

/* MEM-08: "When this Memory is unlocked, attach 1 Aim Token to your
 * opponent's Exile." (E64, E10; §4.5 Aim: +1 Damage to attacks against it) */
/* covers: MEM-08/E64 */
static void marked_door_aims_at_the_opponent(void **state)
{
    (void)state;
    const char *rule = "§6.4 #64 + #10 (E64, E10): The Marked Door attaches 1 Aim Token to the opponent's Exile";
    exile_match *m = load(rule, UNLOCK0);
    scenario_act(m, "unlock: The Marked Door");
    scenario_expect_count_now(m, "attached 1", "TK-02", 1, rule);
    scenario_expect_now(m, "memories 0 Lu Uu Lu", rule);
    exile_match_destroy(m);
}

/* MEM-09: "When this Memory is unlocked, take up to 2 fighting Moves from
 * your Recall Pile to your hand." (E64, E06 form 2) */
/* covers: MEM-09/E64 */
static void sealed_catalogue_takes_two_fighting_moves(void **state)
{
    (void)state;
    const char *rule = "§6.4 #64 + #6 (E64, E06 form 2): take up to 2 fighting Moves";
    exile_match *m = load(rule, UNLOCK0 "recall 0 MV-076 MV-024 MV-045 MV-014\n");
    scenario_act(m, "unlock: The Sealed Catalogue");
    scenario_expect_now(m, "decision take-from-recall seat=0 kind=fighting more=2", rule);
    scenario_expect_legal(m, "choose: Blood Wager", false, rule);
    scenario_act(m, "choose: The Final Tally");
    scenario_act(m, "choose: Veil Snap");
    scenario_expect_now(m, "recall 0 MV-076 MV-014", rule);
    scenario_expect_now(m, "decision unlock seat=1", rule);
    exile_match_destroy(m);

    /* Only a Tactics card in the pile: nothing to take. */
    m = load(rule, UNLOCK0 "recall 0 MV-076\n");
    scenario_act(m, "unlock: The Sealed Catalogue");
    scenario_expect_now(m, "decision unlock seat=1", rule);
    exile_match_destroy(m);
}

/* MEM-10: "When this Memory is unlocked, deal 1 damage to an Exile."
 * (E64, E09) Direct Damage (§7.3); its player names either Exile as it
 * resolves, targeting nothing (G43). */
/* covers: MEM-10/E64 */
static void cinders_deal_one_to_the_exile_named(void **state)
{
    (void)state;
    const char *rule = "§6.4 #64 + #9 (E64, E09), G43: Cinders of Varrow: 1 Direct Damage to an Exile named";
    exile_match *m = load(rule, UNLOCK1 "hp 0 20\nhp 1 20\n");
    scenario_act(m, "unlock: Cinders of Varrow");
    scenario_expect_now(m, "decision exile-damage seat=1 damage=1", rule);
    scenario_expect_legal(m, "choose: Ysolde Marrick", true, rule);
    scenario_expect_legal(m, "choose: Brannoch Vey", true, rule);
    scenario_act(m, "choose: Ysolde Marrick");
    scenario_expect_now(m, "hp 0 19", rule);
    scenario_expect_now(m, "hp 1 20", rule);
    exile_match_destroy(m);

    /* Its own Exile may be named; at 1 HP that loses the game. */
    m = load(rule, UNLOCK1 "hp 1 1\n");
    scenario_act(m, "unlock: Cinders of Varrow");
    scenario_act(m, "choose: Brannoch Vey");
    scenario_expect_now(m, "winner 0", rule);
    exile_match_destroy(m);
}

/* MEM-11: "When this Memory is unlocked, look at the top 3 cards of your
 * deck. You may take 1 of them to your hand. Put the rest on the bottom of
 * your deck." (E64, E16; only its player sees them, §7.9) */
/* covers: MEM-11/E64 */
static void gamblers_count_looks_at_three(void **state)
{
    (void)state;
    const char *rule = "§6.4 #64 + #16 (E64, E16): The Gambler's Count looks at the top 3 and takes 1";
    exile_match *m = load(rule, UNLOCK1 "deck 1 MV-018 MV-019 MV-028 MV-029 MV-007\n");
    scenario_act(m, "unlock: The Gambler's Count");
    scenario_expect_now(m, "decision look seat=1 count=3", rule);
    scenario_expect_legal(m, "choose: Rampart Bash", false, rule); /* the fourth card */
    scenario_act(m, "choose: Spite Chain");
    scenario_expect_count_now(m, "hand 1", "MV-019", 1, rule);
    scenario_expect_prefix_now(m, "deck 1 MV-029 MV-007 ", rule);
    char deck[1024];
    scenario_values_of(m, "deck 1", deck, sizeof deck);
    size_t dl = strlen(deck);
    if (dl < 13 || strcmp(deck + dl - 13, "MV-018 MV-028") != 0)
        fail_msg("%s\nthe rest go to the bottom, in the order looked at: %s", rule, deck);
    exile_match_destroy(m);
}

/* MEM-12: "When this Memory is unlocked, if you have fewer HP than your
 * opponent, you may also unlock the Upgrade of one of your armed Gear."
 * (E20; the condition read as it resolves; equal HP is not fewer) */
/* covers: MEM-12/E20 */
static void last_good_hand_upgrades_when_behind(void **state)
{
    (void)state;
    const char *rule = "§6.4 #20 (E20): The Last Good Hand: one Upgrade more with fewer HP than the opponent";
    exile_match *m = load(rule, UNLOCK1 "hp 0 20\nhp 1 19\n");
    scenario_act(m, "unlock: The Last Good Hand");
    scenario_expect_now(m, "decision extra-upgrade seat=1", rule);
    scenario_act(m, "unlock the Upgrade: Arc Hook");
    scenario_expect_now(m, "gear 1 Af Au Af Af", rule);
    scenario_expect_now(m, "memories 1 Lu Lu Uu", rule);
    exile_match_destroy(m);

    m = load(rule, UNLOCK1 "hp 0 20\nhp 1 20\n");
    scenario_act(m, "unlock: The Last Good Hand");
    scenario_expect_now(m, "decision unlock seat=0", rule);
    scenario_expect_now(m, "gear 1 Af Af Af Af", rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* EXL-04 Hesper Kain, GR-10 Redline Saber, GR-14 Thornhide Harness      */
/* (their other lines are executed by other parts of the library; each  */
/* test first checks that the loadout is accepted)                      */
/* ------------------------------------------------------------------ */

#define HESPER                                                     \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-04 GR-10 GR-03 GR-05 GR-16 MEM-07 MEM-08 MEM-09\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-07 MEM-10 MEM-11 MEM-12\n"

/* EXL-04's Unleashed side: heal 4, then "When this Exile is unleashed, you
 * take 2 Direct Damage, then your opponent takes 2 Direct Damage." (E65,
 * E31, in that order) */
/* covers: EXL-04/E65 */
static void hesper_unleashed_takes_then_deals(void **state)
{
    (void)state;
    expect_playable("EXL-04", "GR-03", "GR-05", "GR-16");
    const char *rule = "§3.3, §6.4 #65 + #31 (E65, E31): heal 4, take 2, then the opponent takes 2";
    exile_match *m = load(rule, HESPER "round 4\nstep unlock\nplayers\n" HAND0 HAND1
                                       "memories 0 Uu Uu Uu\nhp 0 10\nhp 1 10\n");
    scenario_act(m, "unleash");
    scenario_expect_now(m, "hp 0 12", rule);
    scenario_expect_now(m, "hp 1 8", rule);
    exile_match_destroy(m);
}

/* GR-10: "Whenever one of your Slow attacks that costs 3 or more Stamina is
 * successful, your opponent chooses: they lose 2 HP, or they destroy 2
 * cards in their Momentum Zone." (P23, E47; the effective cost, §7.1; with
 * fewer than 2 Momentum cards they must lose the HP) Heartline Cleave,
 * Slow and costing 3, is placed at its Math. */
/* covers: GR-10/P23 */
static void saber_slow_hit_opponent_chooses(void **state)
{
    (void)state;
    expect_playable("EXL-04", "GR-03", "GR-05", "GR-16");
    const char *rule = "§6.3 #23 + §6.4 #47 (P23, E47): a Slow 3-cost hit: lose 2 HP or destroy 2 Momentum cards";
    const char *math = HESPER "players\nstep math\nexile 0 engaged\n" HAND0 HAND1
                              "attack MV-048 attacker=0 declared=3 cost=3 speed=slow passes=2\nhp 1 25\n";
    char pos[2048];
    snprintf(pos, sizeof pos, "%smomentum 1 MV-007 MV-009 MV-016\n", math);
    exile_match *m = load(rule, pos);
    scenario_settle(m);
    scenario_expect_legal(m, "decline", true, rule);
    scenario_expect_legal(m, "choose: Tidal Crush", true, rule);
    int hp = hp_of(m, 1);
    scenario_act(m, "decline"); /* lose the HP */
    assert_int_equal(hp_of(m, 1), hp - 2);
    exile_match_destroy(m);

    m = load(rule, pos);
    scenario_settle(m);
    hp = hp_of(m, 1);
    scenario_act(m, "choose: Tidal Crush");
    scenario_act(m, "choose: Drag Down");
    assert_int_equal(hp_of(m, 1), hp);
    scenario_expect_now(m, "momentum 1 MV-009", rule);
    scenario_expect_count_now(m, "destroyed 1", "MV-", 2, rule);
    exile_match_destroy(m);

    /* One Momentum card: the HP, with no choice. */
    snprintf(pos, sizeof pos, "%smomentum 1 MV-007\n", math);
    m = load(rule, pos);
    int before = 25;
    scenario_settle(m);
    if (strstr(scenario_notation(m), "decision lose-or-destroy"))
        fail_msg("%s\nno choice with 1 Momentum card:\n%s", rule, scenario_notation(m));
    scenario_expect_now(m, "momentum 1 MV-007", rule);
    assert_true(hp_of(m, 1) < before - 2);
    exile_match_destroy(m);
}

/* GR-10's Upgrade: "Whenever a successful attack against you costs you 3 or
 * more HP, deal 1 Direct Damage to your opponent." (P24, E30) */
/* covers: GR-10/P24 */
static void saber_upgrade_strikes_back(void **state)
{
    (void)state;
    expect_playable("EXL-04", "GR-03", "GR-05", "GR-16");
    const char *rule = "§6.3 #24 + §6.4 #30 (P24, E30): hit for 3 or more, deal 1 Direct Damage back";
    exile_match *m = load(rule, HESPER "players first=1 initiative=1 turn=1 next=1\ngear 0 Au Af Af Af\n" HAND0 HAND1
                                       "hp 0 20\nhp 1 20\n");
    static const char *const script[] = { "attack face-up: Surge Swing", "tap: Cinders of Varrow",
                                          "tap: The Gambler's Count", "declare 2", "no more blocks", NULL };
    scenario_act_all(m, script);
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 17", rule);
    scenario_expect_now(m, "hp 1 19", rule);
    exile_match_destroy(m);
}

/* GR-14's Upgrade: "Whenever a successful attack against you costs you 3 or
 * more HP, attach 1 Bleed Token to your opponent's Exile." (P24, E10) */
/* covers: GR-14/P24 */
static void harness_upgrade_bleeds_the_attacker(void **state)
{
    (void)state;
    expect_playable("EXL-03", "GR-03", "GR-14", "GR-16");
    const char *rule = "§6.3 #24 + §6.4 #10 (P24, E10): hit for 3 or more, 1 Bleed Token on the attacker";
    exile_match *m = load(rule, "exile-notation 2\n"
                                "seat 0 EXL-03 GR-09 GR-03 GR-14 GR-16 MEM-07 MEM-08 MEM-09\n"
                                "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-07 MEM-10 MEM-11 MEM-12\n"
                                "players first=1 initiative=1 turn=1 next=1\ngear 0 Af Af Au Af\n"
                                "hand 0 MV-011 MV-012 MV-078\n" HAND1 "hp 0 20\n");
    static const char *const script[] = { "attack face-up: Surge Swing", "tap: Cinders of Varrow",
                                          "tap: The Gambler's Count", "declare 2", "no more blocks", NULL };
    scenario_act_all(m, script);
    scenario_settle(m);
    if (strstr(scenario_notation(m), "decision discard seat=1"))
        scenario_act(m, "choose: Second Sight"); /* Ysolde's own P24 */
    scenario_settle(m);
    scenario_expect_now(m, "hp 0 17", rule);
    scenario_expect_count_now(m, "attached 1", "TK-01", 1, rule);
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ysolde_block_takes_a_fighting_move),
        cmocka_unit_test(ysolde_hit_for_three_makes_the_attacker_discard),
        cmocka_unit_test(ysolde_unleashed_heals_then_returns_two_fighting_moves),
        cmocka_unit_test(ysolde_unleashed_attacks_harder_against_momentum),
        cmocka_unit_test(glaive_opponent_disarmed_discards),
        cmocka_unit_test(glaive_upgrade_adds_block_rating),
        cmocka_unit_test(coffer_refresh_keeps_the_opponent_sideways),
        cmocka_unit_test(coffer_upgrade_destroys_a_move_for_three),
        cmocka_unit_test(pawn_the_blade_destroys_a_momentum_move),
        cmocka_unit_test(stake_everything_in_order),
        cmocka_unit_test(wager_both_deal_and_more_attaches_bleed),
        cmocka_unit_test(wager_finisher_token_empty_hand_single_use),
        cmocka_unit_test(wager_both_fall_is_a_draw),
        cmocka_unit_test(wager_first_pick_stays_hidden),
        cmocka_unit_test(blood_wager_slow_makes_spent),
        cmocka_unit_test(blood_wager_destroyed_on_the_stack_spends_nobody),
        cmocka_unit_test(pawn_the_blade_quick_keeps_the_turn),
        cmocka_unit_test(quiet_archive_makes_the_opponent_discard),
        cmocka_unit_test(marked_door_aims_at_the_opponent),
        cmocka_unit_test(sealed_catalogue_takes_two_fighting_moves),
        cmocka_unit_test(cinders_deal_one_to_the_exile_named),
        cmocka_unit_test(gamblers_count_looks_at_three),
        cmocka_unit_test(last_good_hand_upgrades_when_behind),
        cmocka_unit_test(hesper_unleashed_takes_then_deals),
        cmocka_unit_test(saber_slow_hit_opponent_chooses),
        cmocka_unit_test(saber_upgrade_strikes_back),
        cmocka_unit_test(harness_upgrade_bleeds_the_attacker),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
