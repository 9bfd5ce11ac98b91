/*
 * Rulebook scenarios of the flow of a match: §2 Setup, §5 Phase 1 (the
 * Initiative, the Refresh, the Rearm, the Reload, the Refill with Fatigue,
 * the Unlock and the Memories' one-time Effects), §5 Phase 2 (turn order,
 * Action C, the end of the round) and the house rule G37 (doc/rulings.md).
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

#define SEATS                                                      \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"

/* A position at the start of the Phase 1 of round 2. */
#define PHASE1 SEATS "round 2\nstep initiative\n"

/* Full hands, so that the Refill takes nothing. */
#define HAND0 "hand 0 MV-001 MV-002 MV-003 MV-004 MV-011 MV-012\n"
#define HAND1 "hand 1 MV-006 MV-007 MV-008 MV-009 MV-017 MV-018\n"

/* Seat 0's and seat 1's 20 Moves, in the order their Gear list them. */
static const char *const MOVES[2][20] = {
    { "MV-001", "MV-002", "MV-003", "MV-004", "MV-005", "MV-011", "MV-012", "MV-013", "MV-014", "MV-015",
      "MV-021", "MV-022", "MV-023", "MV-024", "MV-025", "MV-031", "MV-032", "MV-033", "MV-034", "MV-035" },
    { "MV-006", "MV-007", "MV-008", "MV-009", "MV-010", "MV-016", "MV-017", "MV-018", "MV-019", "MV-020",
      "MV-026", "MV-027", "MV-028", "MV-029", "MV-030", "MV-036", "MV-037", "MV-038", "MV-039", "MV-040" },
};

enum { TEXT_CAP = 16384, VALUES_CAP = 1024 };

/* Field @p i (0 the first player, 1 the Initiative) of the `players` line:
 * the seat it names, 0 when the line leaves it out (its default). */
static int players_field(const exile_match *m, int i)
{
    static const char *const keys[] = { "first=", "initiative=", "turn=", "next=" };
    char v[VALUES_CAP];
    scenario_values_of(m, "players", v, sizeof v);
    const char *at = strstr(v, keys[i]);
    return at ? atoi(at + strlen(keys[i])) : 0;
}

static void expect_initiative(const exile_match *m, int seat, const char *rule)
{
    int got = players_field(m, 1);
    if (got != seat)
        fail_msg("%s\nexpected seat %d to hold the Initiative, seat %d does", rule, seat, got);
}

/* Every Token of the match that lies anywhere but in the supply. */
static int tokens_in_play(const exile_match *m, const char *code)
{
    static const char *const keys[] = { "deck 0", "hand 0", "attached 0", "deck 1", "hand 1", "attached 1" };
    int n = 0;
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        n += scenario_count_in(m, keys[i], code);
    return n;
}

/* ------------------------------------------------------------------ */
/* §2 Setup                                                           */
/* ------------------------------------------------------------------ */

/* §2 Setup: "Decide the first player at random. That player holds the
 * Initiative in the first round and takes its first turn." "Each player
 * lays their Exile face-up ... their four Gear ... and lays out their 3
 * Memories untapped and locked ... Each player shuffles their 20 Moves ...
 * The opening hand: Each player takes the top 6 cards of their deck."
 * §5 "The first round has no Phase 1: it starts with Phase 2." (A4-A8) */
static void setup_first_player_from_seed(void **state)
{
    (void)state;
    const char *rule = "§2 Setup: a random first player holds the Initiative and takes the first turn; hands of 6, "
                       "decks of 14, no Phase 1 in round 1";
    print_message("  %s\n", rule);
    bool first_seen[2] = { false, false }, shuffled = false;
    for (uint64_t seed = 0; seed < 32; seed++) {
        exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
        o.seed = seed;
        exile_match *m = NULL;
        assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
        int first = players_field(m, 0);
        assert_true(first == 0 || first == 1);
        first_seen[first] = true;
        expect_initiative(m, first, rule);
        assert_int_equal(exile_match_to_act(m), first);
        char line[64];
        snprintf(line, sizeof line, "decision turn seat=%d", first);
        scenario_expect_line(m, line, rule);
        scenario_expect_line(m, "round 1", rule);
        scenario_expect_line(m, "winner -", rule);
        scenario_expect_line(m, "hp 0 25", rule);
        scenario_expect_line(m, "hp 1 28", rule);
        for (int s = 0; s < 2; s++) {
            char key[32];
            snprintf(line, sizeof line, "exile %d upright", s);
            scenario_expect_line(m, line, rule);
            snprintf(line, sizeof line, "memories %d Lu Lu Lu", s);
            scenario_expect_line(m, line, rule);
            snprintf(line, sizeof line, "gear %d Af Af Af Af", s);
            scenario_expect_line(m, line, rule);
            snprintf(key, sizeof key, "hand %d", s);
            scenario_expect_count(m, key, NULL, 6, rule);
            snprintf(key, sizeof key, "deck %d", s);
            scenario_expect_count(m, key, NULL, 14, rule);
            const char *empty[] = { "recall", "destroyed", "momentum", "attached" };
            for (int z = 0; z < 4; z++) {
                snprintf(key, sizeof key, "%s %d", empty[z], s);
                scenario_expect_count(m, key, NULL, 0, rule);
            }
            /* The hand and the deck hold the seat's own 20 Moves, each once. */
            for (int i = 0; i < 20; i++) {
                char hk[16], dk[16];
                snprintf(hk, sizeof hk, "hand %d", s);
                snprintf(dk, sizeof dk, "deck %d", s);
                assert_int_equal(scenario_count_in(m, hk, MOVES[s][i]) + scenario_count_in(m, dk, MOVES[s][i]), 1);
            }
        }
        /* No Token is in any deck at setup (§4.5). */
        assert_int_equal(tokens_in_play(m, "TK-01") + tokens_in_play(m, "TK-02") + tokens_in_play(m, "TK-03"), 0);
        /* The decks are shuffled: the hands are not always the first six listed. */
        char hand[VALUES_CAP];
        scenario_values_of(m, "hand 0", hand, sizeof hand);
        if (strcmp(hand, "MV-001 MV-002 MV-003 MV-004 MV-005 MV-011") != 0)
            shuffled = true;
        /* No Phase 1 in round 1: no Unlock is offered. */
        exile_action a;
        if (exile_action_parse(m, first == 0 ? "unlock: The Lantern Vigil" : "unlock: The Furnace Oath", &a) ==
            EXILE_OK) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
            for (size_t i = 0; i < n; i++)
                assert_int_not_equal(acts[i], a);
        }
        exile_match_destroy(m);
    }
    if (!first_seen[0] || !first_seen[1])
        fail_msg("%s\n32 seeds always gave the same first player", rule);
    assert_true(shuffled);
}

/* §2 Setup with the first player given (exile_match_options.first_player):
 * that player holds the Initiative and takes the first turn. */
static void setup_first_player_given(void **state)
{
    (void)state;
    const char *rule = "§2 Setup: the given first player holds the Initiative and takes the first turn";
    print_message("  %s\n", rule);
    for (int first = 0; first < 2; first++) {
        exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
        o.seed = 7;
        o.first_player = first;
        exile_match *m = NULL;
        assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
        assert_int_equal(players_field(m, 0), first);
        expect_initiative(m, first, rule);
        assert_int_equal(exile_match_to_act(m), first);
        /* Each seat sees its own opening hand and not the other's (§7.5). */
        for (int s = 0; s < 2; s++) {
            exile_view *v = NULL;
            assert_int_equal(exile_view_create(&v, m, s), EXILE_OK);
            assert_int_equal(exile_view_zone_count(v, s, EXILE_ZONE_HAND), 6);
            assert_int_equal(exile_view_zone_count(v, 1 - s, EXILE_ZONE_HAND), 6);
            assert_int_equal(exile_view_zone_count(v, s, EXILE_ZONE_DECK), 14);
            for (int i = 0; i < 6; i++) {
                assert_true(exile_view_zone_card(v, s, EXILE_ZONE_HAND, i) >= 0);
                assert_int_equal(exile_view_zone_card(v, 1 - s, EXILE_ZONE_HAND, i), EXILE_CARD_HIDDEN);
            }
            exile_view_destroy(v);
        }
        exile_match_destroy(m);
    }
}

/* §4.5: "No Token is in a deck at setup: Tokens lie face-up in the supply";
 * Box 1 has 10 of each kind (box1-cards.md). The supply is public (§2
 * Zones), and a view counts it (exile.h: EXILE_ZONE_SUPPLY). */
static void setup_tokens_in_supply(void **state)
{
    (void)state;
    const char *rule = "§4.5 setup: every Token lies in the supply, 30 in all, and a view counts them";
    print_message("  %s\n", rule);
    exile_match *m = NULL;
    assert_int_equal(exile_match_create(&m, NULL), EXILE_OK);
    int n = scenario_supply(m);
    exile_match_destroy(m);
    if (n != 30)
        fail_msg("%s\nthe view of seat 0 counts %d Tokens in the supply", rule, n);
}

/* ------------------------------------------------------------------ */
/* §5 Phase 1: the Initiative                                         */
/* ------------------------------------------------------------------ */

/* §5 Phase 1, Initiative: "Count the cards in each Momentum Zone. The
 * player with more takes the Initiative or keeps it" ... "The player with
 * the Initiative unlocks first at the Unlock step and takes the round's
 * first turn." */
static void initiative_more_takes_it(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Initiative: the player with more Momentum cards takes the Initiative, unlocks and plays first",
        .position = PHASE1 "players\n"
                           "momentum 0 MV-001\n"
                           "momentum 1 MV-006 MV-007\n",
        .expect = "decision unlock seat=1\n"
                  "momentum 0\n"
                  "momentum 1\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    expect_initiative(m, 1, s.rule);
    scenario_act(m, "unlock nothing");
    scenario_expect_line(m, "decision unlock seat=0", s.rule);
    scenario_act(m, "unlock nothing");
    scenario_expect_line(m, "decision turn seat=1", s.rule);
    expect_initiative(m, 1, s.rule);
    exile_match_destroy(m);
}

/* ... "takes the Initiative or keeps it". */
static void initiative_more_keeps_it(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Initiative: the holder with more Momentum cards keeps the Initiative",
        .position = PHASE1 "players\n"
                           "momentum 0 MV-001 MV-002\n"
                           "momentum 1 MV-006\n",
        .expect = "decision unlock seat=0\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    expect_initiative(m, 0, s.rule);
    exile_match_destroy(m);
}

/* ... "with equal numbers it passes to the other player" (A87 [EDGE]: it is
 * not kept). Tokens attached to an Exile are not Momentum cards (A88). */
static void initiative_equal_passes(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Initiative: with equal Momentum counts (0 and 0) the Initiative passes to the other player",
        .position = PHASE1 "players\n",
        .expect = "decision unlock seat=1\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    expect_initiative(m, 1, s.rule);
    exile_match_destroy(m);

    scenario t = {
        .rule = "§5 Initiative: with equal counts (1 and 1) it passes; attached Tokens do not count",
        .position = PHASE1 "players initiative=1 turn=1 next=1\n"
                           "momentum 0 MV-001\n"
                           "momentum 1 MV-006\n"
                           "attached 1 TK-03 TK-03\n",
        .expect = "decision unlock seat=0\n",
    };
    scenario_run(&t);
    m = scenario_load(t.position);
    expect_initiative(m, 0, t.rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* §5 Phase 1: the Refresh                                            */
/* ------------------------------------------------------------------ */

/* §5 Refresh: "Both players untap all their Memories (§3.1) and turn their
 * Exile upright, unless a Passive keeps one sideways." §4.4: a Memory
 * "untaps at the Refresh, whichever side it shows". Brannoch is upright, so
 * his P17 does not apply. */
static void refresh_untaps_and_turns_upright(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Refresh: every Memory untaps, whatever its side, and every Exile turns upright",
        .position = PHASE1 "players\n"
                           "exile 0 engaged\n"
                           "memories 0 Ut Lt Lu\n"
                           "memories 1 Lt Lt Lt\n" HAND0 HAND1,
        .expect = "exile 0 upright\n"
                  "exile 1 upright\n"
                  "memories 0 Uu Lu Lu\n"
                  "memories 1 Lu Lu Lu\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&s);
}

/* EXL-02 Brannoch Vey, P17: "At the Refresh, if you are Engaged, you may
 * discard a card from your hand. If you do, your opponent's Exile does not
 * turn upright." §5 Refresh: "A Passive that reads Engaged at the Refresh
 * reads both Exiles as Phase 1 begins, before either turns; an Exile it
 * keeps sideways stays Engaged into the new round." (A90, G28: the Passive
 * resolves before the untapping and the turning.)
 * covers: EXL-02/P17
 */
static void refresh_brannoch_keeps_opponent_sideways(void **state)
{
    (void)state;
    const char *position = PHASE1 "players\n"
                                  "exile 0 engaged\n"
                                  "exile 1 engaged\n"
                                  "memories 0 Ut Lt Lu\n"
                                  "memories 1 Lt Lt Lt\n" HAND0 "hand 1 MV-007 MV-008\n";
    /* The choice comes while both Exiles are still sideways. */
    scenario before = {
        .rule = "§5 Refresh, P17 (G28): Brannoch chooses while both Exiles are still Engaged",
        .position = position,
        .expect = "decision refresh-discard seat=1\n"
                  "exile 0 engaged\n"
                  "exile 1 engaged\n",
        .legal = "choose: Tidal Crush\nchoose: Undertow\ndecline\n",
    };
    scenario_run(&before);
    scenario s = {
        .rule = "§5 Refresh, P17: Brannoch discards a card, Lark stays Engaged into the new round",
        .position = position,
        .actions = "choose: Tidal Crush\n",
        .expect = "recall 1 MV-007\n"
                  "exile 0 engaged\n"
                  "exile 1 upright\n"
                  "memories 0 Uu Lu Lu\n"
                  "memories 1 Lu Lu Lu\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&s);
    /* Lark is still Engaged when Phase 2 begins. */
    exile_match *m = scenario_load(position);
    scenario_act(m, "choose: Tidal Crush");
    scenario_act(m, "unlock nothing");
    scenario_act(m, "unlock nothing");
    scenario_expect_line(m, "decision turn seat=1", s.rule);
    scenario_expect_line(m, "exile 0 engaged", s.rule);
    scenario_expect_count(m, "hand 1", NULL, 6, s.rule);
    exile_match_destroy(m);

    scenario declined = {
        .rule = "§5 Refresh, P17: declined, both Exiles turn upright",
        .position = position,
        .actions = "decline\n",
        .expect = "recall 1\n"
                  "exile 0 upright\n"
                  "exile 1 upright\n",
    };
    scenario_run(&declined);
}

/* P17 discards "from your hand" at the Refresh, before the Reload: a
 * Momentum card is not in the hand yet. A Token is never discarded: it
 * leaves a hand only when channeled (§2 Zones, §4.5, A65). With nothing to
 * discard there is no choice, and both Exiles turn upright. */
static void refresh_brannoch_nothing_to_discard(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Refresh, P17: with an empty hand (Momentum cards not yet reloaded) nothing keeps Lark sideways",
        .position = PHASE1 "players\n"
                           "exile 0 engaged\n"
                           "exile 1 engaged\n"
                           "momentum 1 MV-006\n" HAND0,
        .expect = "exile 0 upright\n"
                  "exile 1 upright\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&s);
    scenario t = {
        .rule = "§5 Refresh, P17: a Token in hand is never discarded, so nothing keeps Lark sideways",
        .position = PHASE1 "players\n"
                           "exile 0 engaged\n"
                           "exile 1 engaged\n"
                           "momentum 1 MV-006\n"
                           "hand 1 TK-01\n" HAND0,
        .expect = "exile 0 upright\n"
                  "exile 1 upright\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&t);
}

/* §5 Refresh: "Each player returns 1 Bleed Token on their Exile to the
 * supply (§4.5)." Aim and Plating Tokens stay.
 * covers: TK-01/TOKEN_BLEED
 */
static void refresh_returns_one_bleed_token(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Refresh, §4.5 Bleed: each player returns 1 Bleed Token on their Exile to the supply",
        .position = PHASE1 "players\n"
                           "attached 0 TK-01 TK-01\n"
                           "attached 1 TK-01 TK-02 TK-03\n" HAND0 HAND1,
        .expect = "hp 0 25\n"
                  "hp 1 28\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    scenario_expect_count(m, "attached 0", NULL, 1, s.rule);
    scenario_expect_count(m, "attached 0", "TK-01", 1, s.rule);
    scenario_expect_count(m, "attached 1", NULL, 2, s.rule);
    scenario_expect_count(m, "attached 1", "TK-02", 1, s.rule);
    scenario_expect_count(m, "attached 1", "TK-03", 1, s.rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* §5 Phase 1: the Rearm, the Reload, the Refill                      */
/* ------------------------------------------------------------------ */

/* §5 Rearm: "Both players at the same time. You may rearm one of your
 * disarmed Gear: it is armed again, on the side it shows." G22: a
 * simultaneous hidden commit; "a sequential implementation is equivalent
 * only if the second player cannot see the first player's choice" (F7).
 * §7.5: "A player with two Gear disarmed rearms them at the Rearm step in
 * two rounds" (A95). */
static void rearm_one_gear_simultaneous_and_hidden(void **state)
{
    (void)state;
    const char *rule = "§5 Rearm (G22): one Gear each, at the same time; seat 1 cannot see seat 0's pick";
    const char *position = PHASE1 "players\n"
                                  "momentum 0 MV-013\n" /* seat 0 keeps the Initiative */
                                  "gear 0 Df Af Df Af\n"
                                  "gear 1 Af Df Af Af\n" HAND0 HAND1;
    scenario first = {
        .rule = rule,
        .position = position,
        .expect = "decision rearm seat=0\n",
        .legal = "rearm: Whisper Coil\nrearm: Faraday Veil\nrearm nothing\n",
        .illegal = "rearm: Needle Sling\nrearm: Ghost Ledger\n",
    };
    scenario_run(&first);

    exile_match *a = scenario_load(position), *b = scenario_load(position);
    scenario_log log_a = { .n = 0 }, log_b = { .n = 0 };
    assert_int_equal(exile_match_observe(a, 1, scenario_record_event, &log_a), EXILE_OK);
    assert_int_equal(exile_match_observe(b, 1, scenario_record_event, &log_b), EXILE_OK);
    scenario_act(a, "rearm: Whisper Coil");
    scenario_act(b, "rearm nothing");
    /* Seat 1's observer learns the same either way. */
    assert_int_equal(log_a.n, log_b.n);
    for (size_t i = 0; i < log_a.n; i++) {
        const exile_event *x = &log_a.ev[i], *y = &log_b.ev[i];
        if (x->kind != y->kind || x->seat != y->seat || x->card != y->card || x->from != y->from ||
            x->to != y->to || x->amount != y->amount || x->value != y->value)
            fail_msg("%s\nseat 1's event %zu differs: kind %d amount %d against kind %d amount %d", rule, i,
                     x->kind, x->amount, y->kind, y->amount);
    }
    exile_match_observe(a, 1, NULL, NULL);
    exile_match_observe(b, 1, NULL, NULL);
    scenario_expect_line(a, "decision rearm seat=1", rule);
    scenario_expect_line(b, "decision rearm seat=1", rule);
    /* Seat 1's knowledge is the same whatever seat 0 picked. */
    static char ta[TEXT_CAP], tb[TEXT_CAP];
    exile_view *va = NULL, *vb = NULL;
    assert_int_equal(exile_view_create(&va, a, 1), EXILE_OK);
    assert_int_equal(exile_view_create(&vb, b, 1), EXILE_OK);
    assert_int_equal(exile_view_to_notation(va, ta, sizeof ta), EXILE_OK);
    assert_int_equal(exile_view_to_notation(vb, tb, sizeof tb), EXILE_OK);
    if (strcmp(ta, tb) != 0)
        fail_msg("%s\nseat 1's view after 'rearm: Whisper Coil':\n%s\nafter 'rearm nothing':\n%s", rule, ta, tb);
    if (!strstr(ta, "\ngear 0 Df Af Df Af\n") || !strstr(ta, "\nround-flags 0\n"))
        fail_msg("%s\nseat 1's view shows seat 0's pick:\n%s", rule, ta);
    exile_view_destroy(va);
    exile_view_destroy(vb);
    exile_action acts_a[EXILE_MAX_LEGAL_ACTIONS], acts_b[EXILE_MAX_LEGAL_ACTIONS];
    size_t na = exile_match_legal_actions(a, acts_a, EXILE_MAX_LEGAL_ACTIONS);
    size_t nb = exile_match_legal_actions(b, acts_b, EXILE_MAX_LEGAL_ACTIONS);
    assert_int_equal(na, nb);
    assert_memory_equal(acts_a, acts_b, na * sizeof acts_a[0]);

    /* Both picks take effect; seat 0's second disarmed Gear waits a round. */
    scenario_act(a, "rearm: Arc Hook");
    scenario_expect_line(a, "gear 0 Af Af Df Af", rule);
    scenario_expect_line(a, "gear 1 Af Af Af Af", rule);
    scenario_expect_line(a, "decision unlock seat=0", rule);
    scenario_act(b, "rearm nothing");
    scenario_expect_line(b, "gear 0 Df Af Df Af", rule);
    scenario_expect_line(b, "gear 1 Af Df Af Af", rule);
    exile_match_destroy(a);
    exile_match_destroy(b);
}

/* §5 Reload: "Every card in your Momentum Zone returns to your hand ...
 * None stays ... No other card moves: a card on your Recall Pile stays
 * there." §5 Refill: "A hand that already holds that many or more takes
 * nothing." (A97, A67) */
static void reload_returns_momentum_to_hand(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Reload: every Momentum card returns to the hand; the Recall Pile stays; 7 cards take nothing",
        .position = PHASE1 "players\n"
                           "momentum 0 MV-001 MV-002 MV-003\n"
                           "hand 0 MV-004 MV-011 MV-012 MV-013\n"
                           "recall 0 MV-014\n" HAND1,
        .expect = "momentum 0\n"
                  "recall 0 MV-014\n"
                  "deck 0 MV-005 MV-015 MV-021 MV-022 MV-023 MV-024 MV-025 MV-031 MV-032 MV-033 MV-034 MV-035\n"
                  "decision unlock seat=0\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    scenario_expect_count(m, "hand 0", NULL, 7, s.rule);
    const char *held[] = { "MV-001", "MV-002", "MV-003", "MV-004", "MV-011", "MV-012", "MV-013" };
    for (int i = 0; i < 7; i++)
        scenario_expect_count(m, "hand 0", held[i], 1, s.rule);
    exile_match_destroy(m);
}

/* §5 Refill: "Take cards from the top of your deck into your hand until
 * your hand holds 6". §3.2: "A Token in your hand counts as a card in it,
 * at the Refill too." (A66, A67) */
static void refill_to_six_from_the_top(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Refill: take from the top of the deck until the hand holds 6; a Token in hand counts",
        .position = PHASE1 "players\n"
                           "deck 0 MV-035 MV-034 MV-033 MV-032\n"
                           "hand 0 MV-001 MV-002\n"
                           "hand 1 MV-006 MV-007 MV-008 MV-009 MV-010 TK-01\n",
        .expect = "deck 0 MV-003 MV-004 MV-005 MV-011 MV-012 MV-013 MV-014 MV-015 MV-021 MV-022 MV-023 MV-024 "
                  "MV-025 MV-031\n"
                  "deck 1 MV-016 MV-017 MV-018 MV-019 MV-020 MV-026 MV-027 MV-028 MV-029 MV-030 MV-036 MV-037 "
                  "MV-038 MV-039 MV-040\n"
                  "hp 0 25\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    scenario_expect_count(m, "hand 0", NULL, 6, s.rule);
    const char *taken[] = { "MV-035", "MV-034", "MV-033", "MV-032" };
    for (int i = 0; i < 4; i++)
        scenario_expect_count(m, "hand 0", taken[i], 1, s.rule);
    scenario_expect_count(m, "hand 1", NULL, 6, s.rule);
    scenario_expect_count(m, "hand 1", "TK-01", 1, s.rule);
    exile_match_destroy(m);
}

/* Seat 0 holds 4 cards, its deck is empty and its other 16 Moves lie on its
 * Recall Pile; the same for seat 1. Each must take 2: Fatigue. */
#define FATIGUE_BOTH                                                                                             \
    PHASE1 "players\n"                                                                                   \
           "hand 0 MV-001 MV-002 MV-003 MV-004\n"                                                                \
           "recall 0 MV-005 MV-011 MV-012 MV-013 MV-014 MV-015 MV-021 MV-022 MV-023 MV-024 MV-025 MV-031 "       \
           "MV-032 MV-033 MV-034 MV-035\n"                                                                       \
           "hand 1 MV-006 MV-007 MV-008 MV-009\n"                                                                \
           "recall 1 MV-010 MV-016 MV-017 MV-018 MV-019 MV-020 MV-026 MV-027 MV-028 MV-029 MV-030 MV-036 "       \
           "MV-037 MV-038 MV-039 MV-040\n"

/* §5 Refill: "When both players have refilled, a player below 1 HP loses;
 * if both are below 1 HP, the game is a draw (§3.4)." §5 Fatigue: "At the
 * Refill, Fatigue is checked once, after both players have refilled"
 * (A73, A306 [EDGE]). */
static void refill_fatigue_loss_after_both_refilled(void **state)
{
    (void)state;
    scenario draw = {
        .rule = "§5 Refill, §3.4: both fall below 1 HP to Fatigue at the Refill: a draw",
        .position = FATIGUE_BOTH "hp 0 1\nhp 1 1\n",
        .expect = "winner draw\n"
                  "hp 0 0\n"
                  "hp 1 0\n"
                  "recall 0\n"
                  "recall 1\n",
    };
    scenario_run(&draw);

    scenario lose0 = {
        .rule = "§5 Refill: seat 0 falls below 1 to Fatigue; seat 1 still refills, then seat 0 loses",
        .position = FATIGUE_BOTH "hp 0 1\nhp 1 5\n",
        .expect = "winner 1\n"
                  "hp 0 0\n"
                  "hp 1 4\n"
                  "recall 1\n",
    };
    scenario_run(&lose0);
    exile_match *m = scenario_load(lose0.position);
    scenario_expect_count(m, "hand 1", NULL, 6, lose0.rule);
    scenario_expect_count(m, "deck 1", NULL, 14, lose0.rule);
    exile_match_destroy(m);

    scenario lose1 = {
        .rule = "§5 Refill: seat 1 falls below 1 to Fatigue; seat 0 still refills, then seat 1 loses",
        .position = FATIGUE_BOTH "hp 0 5\nhp 1 1\n",
        .expect = "winner 0\n"
                  "hp 0 4\n"
                  "hp 1 0\n"
                  "recall 0\n",
    };
    scenario_run(&lose1);
    m = scenario_load(lose1.position);
    scenario_expect_count(m, "hand 0", NULL, 6, lose1.rule);
    scenario_expect_count(m, "deck 0", NULL, 14, lose1.rule);
    exile_match_destroy(m);
}

/* §5 Fatigue: "Fatigue happens once each time your deck is rebuilt." "With
 * no card in your deck and none on your Recall Pile, nothing happens: you
 * lose no HP and take no more. So if the rebuilt deck runs out again in the
 * same Refill and your Recall Pile is empty, nothing more happens." (A71,
 * A72 [EDGE]) Seat 0: 3 in hand, 2 on the Recall Pile, the rest destroyed.
 * Seat 1: 3 in hand, nothing in deck or Recall Pile. */
static void refill_fatigue_with_short_recall_pile(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Fatigue: 1 HP once per rebuild; an empty deck and Recall Pile cost nothing and give nothing",
        .position = PHASE1 "players\n"
                           "hand 0 MV-001 MV-002 MV-003\n"
                           "recall 0 MV-034 MV-035\n"
                           "destroyed 0 MV-004 MV-005 MV-011 MV-012 MV-013 MV-014 MV-015 MV-021 MV-022 MV-023 "
                           "MV-024 MV-025 MV-031 MV-032 MV-033\n"
                           "hand 1 MV-006 MV-007 MV-008\n"
                           "destroyed 1 MV-009 MV-010 MV-016 MV-017 MV-018 MV-019 MV-020 MV-026 MV-027 MV-028 "
                           "MV-029 MV-030 MV-036 MV-037 MV-038 MV-039 MV-040\n",
        .expect = "hp 0 24\n"
                  "deck 0\n"
                  "recall 0\n"
                  "hp 1 28\n"
                  "deck 1\n"
                  "hand 1 MV-006 MV-007 MV-008\n"
                  "winner -\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    scenario_expect_count(m, "hand 0", NULL, 5, s.rule);
    scenario_expect_count(m, "hand 0", "MV-034", 1, s.rule);
    scenario_expect_count(m, "hand 0", "MV-035", 1, s.rule);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* §5 Phase 1: the Unlock                                             */
/* ------------------------------------------------------------------ */

/* §5 Unlock: "The player with the Initiative first, then the other
 * player. Each may unlock one of their cards". §3.3: "the Memory turns to
 * its other side, untapped, and is unlocked. From now on it has what that
 * side prints: 1 more Stamina (2 in all)"; "You unlock one card a round at
 * most". MEM-05 with no disarmed Gear and MEM-01 with an empty Recall Pile
 * have nothing to do (§3.3 "A part of a one-time Effect that has no target
 * does nothing"). */
static void unlock_initiative_first_one_card_each(void **state)
{
    (void)state;
    const char *rule = "§5 Unlock: the Initiative holder first, then the other; one card each; a Mantra gives 2";
    scenario s = {
        .rule = rule,
        .position = PHASE1 "players\n" HAND0 HAND1,
        .actions = "unlock: The Broken Seal\n",
        .expect = "memories 1 Lu Uu Lu\n"
                  "memories 0 Lu Lu Lu\n"
                  "decision unlock seat=0\n",
        .legal = "unlock: The Lantern Vigil\nunlock: Salt on the Threshold\nunlock nothing\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    scenario_expect_line(m, "decision unlock seat=1", rule);
    scenario_act(m, "unlock: The Broken Seal");
    scenario_act(m, "unlock: The Lantern Vigil");
    scenario_expect_line(m, "memories 0 Uu Lu Lu", rule);
    scenario_expect_line(m, "memories 1 Lu Uu Lu", rule);
    scenario_expect_line(m, "decision turn seat=1", rule);
    scenario_act(m, "tap: The Broken Seal");
    scenario_expect_line(m, "stamina 1 2", rule);
    exile_match_destroy(m);
}

/* §3.3 One card: "Choose one of your Memories that is not unlocked yet".
 * And the Memory turns "untapped": shown here from a position set at the
 * Unlock step with a tapped Memory (Phase 1 itself never taps one). */
static void unlock_memory_not_twice_and_untapped(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§3.3 One card: an unlocked Memory cannot be chosen again",
        .position = SEATS "round 3\nstep initiative\n"
                          "players\n"
                          "momentum 0 MV-001\n"
                          "memories 0 Uu Lu Lu\n" HAND1,
        .expect = "decision unlock seat=0\n",
        .legal = "unlock: Salt on the Threshold\nunlock nothing\n",
        .illegal = "unlock: The Lantern Vigil\n",
    };
    scenario_run(&s);
    scenario t = {
        .rule = "§3.3 Unlock a Memory: it turns to its other side, untapped",
        .position = SEATS "round 2\nstep unlock\n"
                          "players\n"
                          "memories 0 Lu Lu Lt\n" HAND0 HAND1,
        .actions = "unlock: Salt on the Threshold\n",
        .expect = "memories 0 Lu Lu Uu\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&t);
}

/* MEM-01 The Lantern Vigil: "When this Memory is unlocked, you may take 1
 * Move from your Recall Pile to your hand." (§6.4 E07; §3.3: its Effect
 * resolves before the other player chooses.)
 * covers: MEM-01/E64
 */
static void unlock_mem01_takes_from_recall(void **state)
{
    (void)state;
    const char *position = PHASE1 "players\n"
                                  "momentum 0 MV-001\n"
                                  "recall 0 MV-012 MV-013\n" HAND1;
    scenario offer = {
        .rule = "MEM-01 (§3.3): unlocked, it offers each Move of the Recall Pile, or none",
        .position = position,
        .actions = "unlock: The Lantern Vigil\n",
        .legal = "choose: Marking Dart\nchoose: Last Needle\ndecline\n",
        .illegal = "unlock nothing\n",
    };
    scenario_run(&offer);
    scenario s = {
        .rule = "MEM-01 (§3.3): unlocked, it lets you take 1 Move from your Recall Pile, before the other unlocks",
        .position = position,
        .actions = "unlock: The Lantern Vigil\n"
                   "choose: Marking Dart\n",
        .expect = "recall 0 MV-013\n"
                  "memories 0 Uu Lu Lu\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(position);
    scenario_act(m, "unlock: The Lantern Vigil");
    assert_int_equal(exile_match_to_act(m), 0);
    scenario_act(m, "choose: Marking Dart");
    scenario_expect_count(m, "hand 0", NULL, 7, s.rule);
    scenario_expect_count(m, "hand 0", "MV-012", 1, s.rule);
    scenario_act(m, "unlock nothing");
    /* The Mantra gives 2 (mantra_stamina 2). */
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_expect_line(m, "stamina 0 2", s.rule);
    exile_match_destroy(m);

    scenario declined = {
        .rule = "MEM-01: \"you may\": declined, the Recall Pile stays",
        .position = position,
        .actions = "unlock: The Lantern Vigil\n"
                   "decline\n",
        .expect = "recall 0 MV-012 MV-013\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&declined);
}

/* MEM-03 Salt on the Threshold: "When this Memory is unlocked, shuffle 2
 * Bleed Tokens into your opponent's deck." §4.5 Short supply: "If the
 * supply holds fewer Tokens of a kind than an Effect asks for, the Effect
 * brings what the supply holds." (A282 [EDGE]; Box 1 has 10 Bleed Tokens.)
 * covers: MEM-03/E64
 */
static void unlock_mem03_shuffles_bleed_tokens(void **state)
{
    (void)state;
    scenario s = {
        .rule = "MEM-03: 2 Bleed Tokens are shuffled into the opponent's deck",
        .position = SEATS "round 2\nstep unlock\n"
                          "players\n" HAND0 HAND1,
        .actions = "unlock: Salt on the Threshold\n",
        .expect = "memories 0 Lu Lu Uu\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    scenario_act(m, "unlock: Salt on the Threshold");
    scenario_expect_count(m, "deck 1", NULL, 16, s.rule);
    scenario_expect_count(m, "deck 1", "TK-01", 2, s.rule);
    scenario_expect_count(m, "deck 0", "TK-01", 0, s.rule);
    exile_match_destroy(m);

    const char *rule = "MEM-03, §4.5 Short supply: with 1 Bleed Token left in the supply, 1 is shuffled in";
    print_message("  %s\n", rule);
    m = scenario_load(SEATS "round 2\nstep unlock\n"
                            "players\n"
                            "attached 1 TK-01 TK-01 TK-01 TK-01 TK-01 TK-01 TK-01 TK-01 TK-01\n" HAND0 HAND1);
    scenario_act(m, "unlock: Salt on the Threshold");
    scenario_expect_count(m, "deck 1", NULL, 15, rule);
    scenario_expect_count(m, "deck 1", "TK-01", 1, rule);
    scenario_expect_count(m, "attached 1", "TK-01", 9, rule);
    assert_int_equal(tokens_in_play(m, "TK-01"), 10);
    scenario_expect_line(m, "decision unlock seat=1", rule);
    exile_match_destroy(m);
}

/* MEM-04 The Furnace Oath: "When this Memory is unlocked, attach 2 Plating
 * Tokens to your Exile."
 * covers: MEM-04/E64
 */
static void unlock_mem04_attaches_plating(void **state)
{
    (void)state;
    scenario s = {
        .rule = "MEM-04: 2 Plating Tokens are attached to its player's Exile",
        .position = SEATS "round 2\nstep unlock\n"
                          "players initiative=1\n" HAND0 HAND1,
        .actions = "unlock: The Furnace Oath\n",
        .expect = "attached 0\n"
                  "memories 1 Uu Lu Lu\n"
                  "decision unlock seat=0\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    scenario_act(m, "unlock: The Furnace Oath");
    scenario_expect_count(m, "attached 1", NULL, 2, s.rule);
    scenario_expect_count(m, "attached 1", "TK-03", 2, s.rule);
    exile_match_destroy(m);
}

/* MEM-05 The Broken Seal: "When this Memory is unlocked, you may rearm one
 * of your disarmed Gear." (§6.4 E15; §7.5 Coming back: outside the Rearm
 * step only its owner's own "rearm" Effect rearms a Gear.) Brannoch has two
 * Gear disarmed: the Rearm step rearms one, The Broken Seal the other.
 * covers: MEM-05/E64
 */
static void unlock_mem05_rearms(void **state)
{
    (void)state;
    const char *position = PHASE1 "players initiative=1 turn=1 next=1\n"
                                  "momentum 1 MV-006\n"
                                  "gear 1 Df Af Df Af\n" HAND0 "hand 1 MV-007 MV-008 MV-009 MV-010 MV-016\n";
    scenario s = {
        .rule = "MEM-05: after the Rearm step, its Effect rearms a second disarmed Gear",
        .position = position,
        .actions = "rearm: Tidebreaker\n"
                   "unlock: The Broken Seal\n",
        .expect = "gear 1 Af Af Df Af\n",
        .legal = "rearm: Bastion Plate\ndecline\n",
        .illegal = "rearm: Tidebreaker\nrearm: Arc Hook\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(position);
    scenario_act(m, "rearm: Tidebreaker");
    scenario_act(m, "unlock: The Broken Seal");
    assert_int_equal(exile_match_to_act(m), 1);
    scenario_act(m, "rearm: Bastion Plate");
    scenario_expect_line(m, "gear 1 Af Af Af Af", s.rule);
    scenario_expect_line(m, "memories 1 Lu Uu Lu", s.rule);
    scenario_expect_line(m, "decision unlock seat=0", s.rule);
    exile_match_destroy(m);
}

/* MEM-06 Ash of Hollowmere: "When this Memory is unlocked, deal 2 Direct
 * Damage to your opponent." §3.4: "The first Exile whose HP falls below 1
 * loses immediately": the other player never gets to unlock.
 * covers: MEM-06/E64
 */
static void unlock_mem06_direct_damage(void **state)
{
    (void)state;
    scenario s = {
        .rule = "MEM-06: 2 Direct Damage to the opponent",
        .position = SEATS "round 2\nstep unlock\n"
                          "players initiative=1\n"
                          "hp 0 5\n" HAND0 HAND1,
        .actions = "unlock: Ash of Hollowmere\n",
        .expect = "hp 0 3\n"
                  "memories 1 Lu Lu Uu\n"
                  "decision unlock seat=0\n",
    };
    scenario_run(&s);
    scenario t = {
        .rule = "MEM-06: 2 Direct Damage at 2 HP ends the game before the opponent unlocks",
        .position = SEATS "round 2\nstep unlock\n"
                          "players initiative=1\n"
                          "hp 0 2\n" HAND0 HAND1,
        .actions = "unlock: Ash of Hollowmere\n",
        .expect = "hp 0 0\n"
                  "winner 1\n"
                  "memories 0 Lu Lu Lu\n",
    };
    scenario_run(&t);
    exile_match *m = scenario_load(t.position);
    scenario_act(m, "unlock: Ash of Hollowmere");
    assert_int_equal(exile_match_to_act(m), -1);
    assert_int_equal(exile_match_legal_actions(m, NULL, 0), 0);
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* §5 Phase 2: turn flow                                              */
/* ------------------------------------------------------------------ */

/* §5 Phase 2: "The players alternate turns." "After your action the next
 * turn is your opponent's". A Step Back gives "the turn to your opponent"
 * (Action C). */
static void turns_alternate(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Phase 2: the first player takes the first turn; turns alternate after a Step Back",
        .position = SEATS "players\n"
                          "hand 0 MV-001 MV-002\n"
                          "hand 1 MV-006 MV-007\n",
        .actions = "step back: False Thread\n"
                   "step back: Surge Swing\n",
        .expect = "decision turn seat=0\n"
                  "round 1\n"
                  "recall 0 MV-001\n"
                  "recall 1 MV-006\n"
                  "exile 0 upright\n"
                  "exile 1 upright\n",
    };
    scenario_run(&s);
}

/* §5 Action C, End: "You are spent for the rest of the round: no more
 * turns, no blocks and no Reactions". §5 Out: "a player who is spent is out
 * of the round. Their opponent goes on taking turns until they are out
 * too." "The round ends when both players are out. A Step Back never ends
 * it." (A127-A129 [EDGE]) */
static void end_spent_opponent_takes_consecutive_turns(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Out: after an End the opponent takes consecutive turns; a Step Back never ends the round",
        .position = SEATS "players\n"
                          "hand 0 MV-001 MV-002 MV-003\n"
                          "hand 1 MV-006 MV-007\n",
        .actions = "step back: False Thread\n"
                   "end\n"
                   "step back: Blind Coil\n"
                   "step back: Unlit Passage\n",
        .expect = "decision turn seat=0\n"
                  "round 1\n"
                  "exile 1 upright spent\n"
                  "exile 0 upright\n"
                  "hand 0\n"
                  "recall 0 MV-001 MV-002 MV-003\n",
        .legal = "end\n",
    };
    scenario_run(&s);
}

/* §5: "Blocks and Reactions are played in your opponent's turns, unless
 * you are spent." §7.4 Spent: "An attack against a spent player ... is
 * unblocked". Brannoch holds Block cards and untapped Memories, but is
 * asked nothing. Glass Needle is Quick and successful: Whisper Coil (P22)
 * attaches a Bleed Token; it is face-up, as Bastion Plate (P01) requires.
 * covers: GR-01/P22 GR-06/P01
 */
static void spent_player_does_not_block(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Phase 2: a spent player plays no block; the opponent goes on taking turns",
        .position = SEATS "players\n"
                          "exile 1 upright spent\n"
                          "hand 0 MV-011 MV-001 MV-002\n"
                          "hand 1 MV-027 MV-028 MV-009\n",
        .actions = "attack face-up: Glass Needle\n"
                   "declare 0\n",
        .expect = "hp 1 27\n"
                  "momentum 0 MV-011\n"
                  "hand 1 MV-027 MV-028 MV-009\n"
                  "memories 1 Lu Lu Lu\n"
                  "decision turn seat=0\n",
    };
    scenario_run(&s);
    /* §5 Action C End: "Your Passives go on working, and so do those of your
     * armed Gear": Bastion Plate's P01 still bars a face-down first attack. */
    scenario p01 = {
        .rule = "§5 Action C End: the spent player's Gear Passives go on working (P01)",
        .position = s.position,
        .legal = "attack face-up: Glass Needle\n",
        .illegal = "attack face-down: Glass Needle\n",
    };
    scenario_run(&p01);
    exile_match *m = scenario_load(s.position);
    scenario_act(m, "attack face-up: Glass Needle");
    scenario_act(m, "declare 0");
    scenario_expect_count(m, "attached 1", NULL, 1, s.rule);
    scenario_expect_count(m, "attached 1", "TK-01", 1, s.rule);
    exile_match_destroy(m);
}

/* §5: "The round ends when both players are out." The next round begins
 * with Phase 1. */
static void round_ends_when_both_out(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Phase 2: the round ends when both players are out; round 2 starts with Phase 1",
        .position = SEATS "players\n" HAND0 HAND1,
        .actions = "end\n"
                   "end\n",
        .expect = "round 2\n"
                  "exile 0 upright\n"
                  "exile 1 upright\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&s);
}

/* ------------------------------------------------------------------ */
/* §5 Action C                                                        */
/* ------------------------------------------------------------------ */

/* §5 Action C, Step Back: "Discard a Move from your hand and give the turn
 * to your opponent. The card gives no Stamina ... If your Exile is Engaged,
 * turn it upright ... A Token is never given for a Step Back." §4.5 Aim:
 * "When you Step Back, return 1 Aim Token on your Exile to the supply."
 * §3.1: a Step Back costs nothing: floating Stamina is lost. Brannoch's P16
 * fires only on becoming Engaged, not on turning upright (A58).
 * covers: TK-01/TOKEN_UNPLAYABLE TK-02/TOKEN_AIM TK-02/TOKEN_UNPLAYABLE
 */
static void step_back(void **state)
{
    (void)state;
    const char *position = SEATS "players\n"
                                 "exile 0 engaged\n"
                                 "attached 0 TK-02 TK-02 TK-01\n"
                                 "hand 0 MV-001 TK-01 TK-02\n"
                                 "exile 1 engaged\n"
                                 "memories 1 Lt Lt Lu\n"
                                 "hand 1 MV-006 MV-007\n";
    scenario s = {
        .rule = "§5 Action C Step Back: discard a Move, no Stamina, turn upright, return 1 Aim Token; not spent",
        .position = position,
        .actions = "tap: The Lantern Vigil\n"
                   "step back: False Thread\n"
                   "step back: Surge Swing\n",
        .expect = "recall 0 MV-001\n"
                  "exile 0 upright\n"
                  "memories 0 Lt Lu Lu\n"
                  "stamina 0 0\n"
                  "recall 1 MV-006\n"
                  "exile 1 upright\n"
                  "memories 1 Lt Lt Lu\n"
                  "stamina 1 0\n"
                  "decision turn seat=0\n",
        .legal = "end\n",
        .illegal = "step back: Bleed Token\nstep back: Aim Token\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(position);
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "step back: False Thread");
    scenario_expect_count(m, "attached 0", "TK-02", 1, s.rule);
    scenario_expect_count(m, "attached 0", "TK-01", 1, s.rule);
    scenario_expect_count(m, "hand 0", NULL, 2, s.rule);
    scenario_expect_count(m, "hand 0", "TK-01", 1, s.rule);
    scenario_expect_count(m, "hand 0", "TK-02", 1, s.rule);
    scenario_expect_line(m, "decision turn seat=1", s.rule);
    exile_match_destroy(m);
}

/* MV-016 Drag Down, attached: "WHILE ATTACHED: You can't Step Back. At the
 * end of the round, detach this card." §5 Action C: "That player may still
 * End, and a barred player who can pay for no other action must End." (G2:
 * End always stays open.) §7.12: detached, it goes to its owner's Recall
 * Pile.
 * covers: MV-016/E03
 */
static void step_back_barred_by_drag_down(void **state)
{
    (void)state;
    const char *position = SEATS "players\n"
                                 "exile 1 upright spent\n"
                                 "attached 0 MV-016\n"
                                 "hand 0 MV-001 MV-005\n" HAND1;
    scenario s = {
        .rule = "§5 Action C, G2: an attached Drag Down bars the Step Back; End stays open",
        .position = position,
        .expect = "decision turn seat=0\n",
        .legal = "end\nattack face-up: False Thread\n",
        .illegal = "step back: False Thread\nstep back: Severance\n",
    };
    scenario_run(&s);
    scenario only_end = {
        .rule = "§5 Action C: barred from Stepping Back with nothing payable, End is the one action",
        .position = SEATS "players\n"
                          "attached 0 MV-016\n"
                          "hand 0 MV-005\n" HAND1,
        .legal = "end\n",
        .illegal = "step back: Severance\nattack face-up: Severance\nattack face-down: Severance\n",
    };
    scenario_run(&only_end);
    /* At the end of the round it goes to seat 1's Recall Pile, and the
     * Step Back is open again in round 2. */
    scenario t = {
        .rule = "MV-016: detached at the end of the round to its owner's Recall Pile; the Step Back is open again",
        .position = position,
        .actions = "end\n"
                   "unlock nothing\n"
                   "unlock nothing\n"
                   "end\n",
        .expect = "round 2\n"
                  "attached 0\n"
                  "recall 1 MV-016\n"
                  "decision turn seat=0\n",
        .legal = "step back: False Thread\n",
    };
    scenario_run(&t);
}

/* §5 Action C, End: "It costs no Stamina and no card ... You are spent for
 * the rest of the round". §3.1: "An action or card that costs nothing takes
 * nothing, and all your floating Stamina is lost." The tapped Memory stays
 * tapped. */
static void end_costs_nothing_and_spends(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 Action C End: no Stamina, no card; the player is spent; floating Stamina is lost",
        .position = SEATS "players\n"
                          "hand 0 MV-001 MV-002\n"
                          "hand 1 MV-006 MV-007\n",
        .actions = "tap: The Lantern Vigil\n"
                   "end\n",
        .expect = "exile 0 upright spent\n"
                  "memories 0 Lt Lu Lu\n"
                  "stamina 0 0\n"
                  "hand 0 MV-001 MV-002\n"
                  "recall 0\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* §3.1 Floating Stamina: "Floating Stamina that nothing has taken is lost
 * at the end of the turn." Lark taps a Memory in the Block step of
 * Brannoch's attack, then plays no Block card: the Stamina is gone when
 * Brannoch's next turn begins, and the Memory stays tapped. (Brannoch's
 * P16 recovers the Memory he tapped as he becomes Engaged; Undertow is
 * Quick, so the next turn is his.)
 * covers: EXL-02/P16
 */
static void floating_stamina_lost_at_end_of_turn(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§3.1: floating Stamina that nothing has taken is lost at the end of the turn",
        .position = SEATS "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 0 MV-002 MV-021 MV-022\n"
                          "hand 1 MV-008 MV-007\n",
        .actions = "attack face-up: Undertow\n"
                   "tap: The Furnace Oath\n"
                   "declare 1\n"
                   "tap: The Lantern Vigil\n"
                   "no more blocks\n",
        .expect = "stamina 0 0\n"
                  "memories 0 Lt Lu Lu\n"
                  "hp 0 24\n"
                  "hand 0 MV-002 MV-021 MV-022\n"
                  "memories 1 Lu Lu Lu\n"
                  "decision turn seat=1\n",
    };
    scenario_run(&s);
}

/* ------------------------------------------------------------------ */
/* §5 End of the round                                                */
/* ------------------------------------------------------------------ */

/* §5: "As the round ends ... An HP loss 'At the end of the round' ... is
 * lost with the Bleed Tokens, as one event ... then each player below 1 HP
 * loses ... then each such card is detached". §4.5 Bleed: "at the end of
 * each round, you lose 1 HP" per Token; "At the Refresh, return 1". (G1,
 * A310) Drag Down detaches to its owner's Recall Pile.
 * covers: MV-016/E03 TK-01/TOKEN_BLEED
 */
static void end_of_round_bleed_then_detach(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§5 round end: Bleed Tokens cost 1 HP each, Drag Down detaches, then the Refresh returns 1 Bleed",
        .position = SEATS "players\n"
                          "exile 1 upright spent\n"
                          "hp 0 5\n"
                          "attached 0 MV-016 TK-01 TK-01\n"
                          "attached 1 TK-01\n" HAND0 HAND1,
        .actions = "end\n",
        .expect = "hp 0 3\n"
                  "hp 1 27\n"
                  "attached 1\n"
                  "recall 1 MV-016\n"
                  "round 2\n"
                  "winner -\n"
                  "decision unlock seat=1\n",
    };
    scenario_run(&s);
    exile_match *m = scenario_load(s.position);
    scenario_act(m, "end");
    scenario_expect_count(m, "attached 0", NULL, 1, s.rule);
    scenario_expect_count(m, "attached 0", "TK-01", 1, s.rule);
    exile_match_destroy(m);
}

/* §3.4 Draw: "One event takes both Exiles below 1 HP at once: only ... the
 * end of a round can do this; at the end of a round, the Bleed Tokens on
 * both Exiles ... cost their HP as one event." (A305 [EDGE])
 * covers: TK-01/TOKEN_BLEED
 */
static void end_of_round_bleed_draw(void **state)
{
    (void)state;
    scenario s = {
        .rule = "§3.4 Draw: the Bleed Tokens on both Exiles take both below 1 HP as one event",
        .position = SEATS "players\n"
                          "exile 1 upright spent\n"
                          "hp 0 2\n"
                          "hp 1 1\n"
                          "attached 0 MV-016 TK-01 TK-01\n"
                          "attached 1 TK-01\n" HAND0 HAND1,
        .actions = "end\n",
        .expect = "hp 0 0\n"
                  "hp 1 0\n"
                  "winner draw\n",
    };
    scenario_run(&s);
    scenario t = {
        .rule = "§3.4: one Exile below 1 HP at the end of the round loses",
        .position = SEATS "players\n"
                          "exile 1 upright spent\n"
                          "hp 0 2\n"
                          "hp 1 5\n"
                          "attached 0 TK-01 TK-01\n"
                          "attached 1 TK-01\n" HAND0 HAND1,
        .actions = "end\n",
        .expect = "hp 0 0\n"
                  "hp 1 4\n"
                  "winner 1\n"
                  "round 1\n",
    };
    scenario_run(&t);
}

/* ------------------------------------------------------------------ */
/* G37, the house rule                                                */
/* ------------------------------------------------------------------ */

/* Checklist G37 (doc/rulings.md): "If the match is still running when that
 * round [max_rounds] ends, it ends: the player with more HP wins; equal HP
 * is a draw." The Bleed Tokens of the round's end count first. */
static void max_rounds_house_rule(void **state)
{
    (void)state;
#define LAST_ROUND(HP0, HP1, EXTRA)                                     \
    SEATS "round 3 max=3\nplayers\nexile 1 upright spent\nhp 0 " HP0 \
          "\nhp 1 " HP1 "\n" EXTRA HAND0 HAND1
    scenario lower = {
        .rule = "G37: at the end of round max_rounds the higher HP wins (seat 1)",
        .position = LAST_ROUND("10", "12", ""),
        .actions = "end\n",
        .expect = "winner 1\nhp 0 10\nhp 1 12\n",
    };
    scenario_run(&lower);
    scenario higher = {
        .rule = "G37: at the end of round max_rounds the higher HP wins (seat 0)",
        .position = LAST_ROUND("12", "10", ""),
        .actions = "end\n",
        .expect = "winner 0\nhp 0 12\nhp 1 10\n",
    };
    scenario_run(&higher);
    scenario equal = {
        .rule = "G37: at the end of round max_rounds equal HP is a draw",
        .position = LAST_ROUND("12", "12", ""),
        .actions = "end\n",
        .expect = "winner draw\n",
    };
    scenario_run(&equal);
    scenario bleed = {
        .rule = "G37: the round's Bleed Tokens are lost before the HP are compared",
        .position = LAST_ROUND("12", "12", "attached 0 TK-01\n"),
        .actions = "end\n",
        .expect = "winner 1\nhp 0 11\nhp 1 12\n",
    };
    scenario_run(&bleed);
    scenario earlier = {
        .rule = "G37: a round before max_rounds ends as usual",
        .position = SEATS "round 2 max=3\nplayers\nexile 1 upright spent\nhp 0 10\nhp 1 12\n" HAND0 HAND1,
        .actions = "end\n",
        .expect = "winner -\nround 3 max=3\n",
    };
    scenario_run(&earlier);
#undef LAST_ROUND
    /* The option of exile_match_create. */
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.max_rounds = 3;
    exile_match *m = NULL;
    assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
    scenario_expect_line(m, "round 1 max=3", "G37: exile_match_options.max_rounds");
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_first_player_from_seed),
        cmocka_unit_test(setup_first_player_given),
        cmocka_unit_test(setup_tokens_in_supply),
        cmocka_unit_test(initiative_more_takes_it),
        cmocka_unit_test(initiative_more_keeps_it),
        cmocka_unit_test(initiative_equal_passes),
        cmocka_unit_test(refresh_untaps_and_turns_upright),
        cmocka_unit_test(refresh_brannoch_keeps_opponent_sideways),
        cmocka_unit_test(refresh_brannoch_nothing_to_discard),
        cmocka_unit_test(refresh_returns_one_bleed_token),
        cmocka_unit_test(rearm_one_gear_simultaneous_and_hidden),
        cmocka_unit_test(reload_returns_momentum_to_hand),
        cmocka_unit_test(refill_to_six_from_the_top),
        cmocka_unit_test(refill_fatigue_loss_after_both_refilled),
        cmocka_unit_test(refill_fatigue_with_short_recall_pile),
        cmocka_unit_test(unlock_initiative_first_one_card_each),
        cmocka_unit_test(unlock_memory_not_twice_and_untapped),
        cmocka_unit_test(unlock_mem01_takes_from_recall),
        cmocka_unit_test(unlock_mem03_shuffles_bleed_tokens),
        cmocka_unit_test(unlock_mem04_attaches_plating),
        cmocka_unit_test(unlock_mem05_rearms),
        cmocka_unit_test(unlock_mem06_direct_damage),
        cmocka_unit_test(turns_alternate),
        cmocka_unit_test(end_spent_opponent_takes_consecutive_turns),
        cmocka_unit_test(spent_player_does_not_block),
        cmocka_unit_test(round_ends_when_both_out),
        cmocka_unit_test(step_back),
        cmocka_unit_test(step_back_barred_by_drag_down),
        cmocka_unit_test(end_costs_nothing_and_spends),
        cmocka_unit_test(floating_stamina_lost_at_end_of_turn),
        cmocka_unit_test(end_of_round_bleed_then_detach),
        cmocka_unit_test(end_of_round_bleed_draw),
        cmocka_unit_test(max_rounds_house_rule),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
