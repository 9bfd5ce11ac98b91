/*
 * A match made by exile_match_create, not from a position: the loadouts §2
 * allows and refuses, the first player drawn from the seed or given, the
 * opening hands and decks, the Tokens in the supply, and the match options
 * (§2 Setup, §4.5, G37). The positions of a match in play are scenario
 * files (tests/scenarios, doc/scenarios.md).
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

/* Lark with Bastion Plate, Brannoch with Faraday Veil: loadouts from a full
 * set (§2: any Protective Gear may be paired with any Exile). */
#define SEATS_SWAPPED_PROTECTIVE                                   \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-03 GR-06 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-05 GR-08 MEM-04 MEM-05 MEM-06\n"

/* Seat 0's and seat 1's 20 Moves, in the order their Gear list them. */
static const char *const MOVES[2][20] = {
    { "MV-001", "MV-002", "MV-003", "MV-004", "MV-005", "MV-011", "MV-012", "MV-013", "MV-014", "MV-015",
      "MV-021", "MV-022", "MV-023", "MV-024", "MV-025", "MV-031", "MV-032", "MV-033", "MV-034", "MV-035" },
    { "MV-006", "MV-007", "MV-008", "MV-009", "MV-010", "MV-016", "MV-017", "MV-018", "MV-019", "MV-020",
      "MV-026", "MV-027", "MV-028", "MV-029", "MV-030", "MV-036", "MV-037", "MV-038", "MV-039", "MV-040" },
};

enum { VALUES_CAP = 1024 };

/* Field @p i (0 the first player, 1 the Initiative) of the match. */
static int players_field(const exile_match *m, int i)
{
    return exile_match_get(m, EXILE_OMNISCIENT, i == 0 ? EXILE_FIELD_FIRST_PLAYER : EXILE_FIELD_INITIATIVE, 0, 0);
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

static exile_status load_status(const char *text)
{
    exile_match *m = NULL;
    char err[256];
    exile_status s = exile_match_from_notation_ex(&m, text, NULL, err, sizeof err);
    exile_match_destroy(m);
    return s;
}

/* §2 Play Packs: "Each player: 1 Exile, 4 Gear (one of each category), the
 * 20 Moves those Gear list (5 each), and 3 Memories." "An Exile's Primary
 * Weapon is its own and always comes with it. Any Secondary Weapon, any
 * Protective Gear and any Kit can be paired with any Exile." "Any Memory can
 * be paired with any Exile" (§4.4). "From one shared collection ... Each card
 * can be with one player only." (A1, A2; Box 1 is one shared collection: it
 * holds one copy of each card.) */
static void loadouts_of_section_2(void **state)
{
    (void)state;
    const char *rule = "§2 Play Packs (A1, A2): one Gear of each category with the Exile's own Primary Weapon, "
                       "3 Memories, each card with one player only";
    print_message("  %s\n", rule);
    exile_loadout lark = { "EXL-01", "GR-04", "GR-06", "GR-08", { "MEM-04", "MEM-05", "MEM-06" } };
    exile_loadout brannoch = { "EXL-02", "GR-03", "GR-05", "GR-07", { "MEM-01", "MEM-02", "MEM-03" } };
    /* Any other Gear and Memories with either Exile: 28 cards each. */
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.loadout[0] = &lark;
    o.loadout[1] = &brannoch;
    o.first_player = 0;
    exile_match *m = NULL;
    assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
    scenario_expect_now(m, "seat 0 EXL-01 GR-01 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06", rule);
    scenario_expect_now(m, "seat 1 EXL-02 GR-02 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03", rule);
    /* The 20 Moves the four Gear list, in hand and deck. */
    static const char *const moves[20] = { "MV-001", "MV-002", "MV-003", "MV-004", "MV-005", "MV-016", "MV-017",
                                           "MV-018", "MV-019", "MV-020", "MV-026", "MV-027", "MV-028", "MV-029",
                                           "MV-030", "MV-036", "MV-037", "MV-038", "MV-039", "MV-040" };
    scenario_expect_count(m, "hand 0", NULL, 6, rule);
    scenario_expect_count(m, "deck 0", NULL, 14, rule);
    for (int i = 0; i < 20; i++)
        assert_int_equal(scenario_count_in(m, "hand 0", moves[i]) + scenario_count_in(m, "deck 0", moves[i]), 1);
    exile_match_destroy(m);

    /* A Gear of another category in a slot, a Memory twice, a Gear among
     * the Memories, a Gear as the Exile: refused. */
    exile_loadout bad = lark;
    bad.secondary = "GR-05";
    assert_int_equal(scenario_create_status(&bad, &brannoch), EXILE_E_BAD_LOADOUT);
    bad = lark;
    bad.kit = "GR-06";
    bad.protective = "GR-08";
    assert_int_equal(scenario_create_status(&bad, &brannoch), EXILE_E_BAD_LOADOUT);
    bad = lark;
    bad.memories[2] = "MEM-04";
    assert_int_equal(scenario_create_status(&bad, &brannoch), EXILE_E_BAD_LOADOUT);
    bad = lark;
    bad.memories[1] = "GR-07";
    assert_int_equal(scenario_create_status(&bad, &brannoch), EXILE_E_BAD_LOADOUT);
    bad = lark;
    bad.exile = "GR-01";
    assert_int_equal(scenario_create_status(&bad, &brannoch), EXILE_E_BAD_LOADOUT);
    /* One card with both players: a Gear, a Memory, the Exile. */
    exile_loadout twice = brannoch;
    twice.secondary = "GR-04";
    assert_int_equal(scenario_create_status(&lark, &twice), EXILE_E_BAD_LOADOUT);
    twice = brannoch;
    twice.memories[0] = "MEM-05";
    assert_int_equal(scenario_create_status(&lark, &twice), EXILE_E_BAD_LOADOUT);
    twice = brannoch;
    twice.exile = "EXL-01";
    assert_int_equal(scenario_create_status(&lark, &twice), EXILE_E_BAD_LOADOUT);

    /* In notation: the Primary Weapon is the Exile's own, and each slot
     * holds a Gear of its category. */
    assert_int_not_equal(load_status("exile-notation 2\n"
                                     "seat 0 EXL-01 GR-02 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"
                                     "seat 1 EXL-02 GR-01 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"
                                     "end\n"),
                         EXILE_OK);
    assert_int_not_equal(load_status("exile-notation 2\n"
                                     "seat 0 EXL-01 GR-01 GR-05 GR-03 GR-07 MEM-01 MEM-02 MEM-03\n"
                                     "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"
                                     "end\n"),
                         EXILE_OK);
    assert_int_not_equal(load_status("exile-notation 2\n"
                                     "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-04\n"
                                     "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"
                                     "end\n"),
                         EXILE_OK);
    assert_int_equal(load_status(SEATS_SWAPPED_PROTECTIVE "end\n"), EXILE_OK);
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
        scenario_expect_line(m, "hp 0 23", rule); /* Base HP: 23 and 30 since their errata */
        scenario_expect_line(m, "hp 1 30", rule);
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
 * Box 1 has 10 of each kind. The supply is public (§2 Zones), and a view
 * counts it (exile.h: EXILE_ZONE_SUPPLY). */
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

/* G37 (doc/rulings.md): the match option exile_match_options.max_rounds
 * sets the last round; the scenarios of s2-s5-setup-and-rounds.scn play
 * its end. */
static void max_rounds_option(void **state)
{
    (void)state;
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.max_rounds = 3;
    exile_match *m = NULL;
    assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
    scenario_expect_line(m, "round 1 max=3", "G37: exile_match_options.max_rounds");
    exile_match_destroy(m);
}

/* Each status exile_match_create and exile_match_from_notation document
 * for bad input, from the input that gives it; nothing is created. */
static void documented_statuses_of_bad_input(void **state)
{
    (void)state;
    exile_match *m = NULL;
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.first_player = 2;
    assert_int_equal(exile_match_create(&m, &o), EXILE_E_INVALID_ARGUMENT);
    o = (exile_match_options)EXILE_MATCH_OPTIONS_INIT;
    o.max_rounds = EXILE_MAX_ROUNDS_LIMIT + 1u;
    assert_int_equal(exile_match_create(&m, &o), EXILE_E_INVALID_ARGUMENT);
    o = (exile_match_options)EXILE_MATCH_OPTIONS_INIT;
    o.flags = 1u << 7; /* no exile_match_flags names it */
    assert_int_equal(exile_match_create(&m, &o), EXILE_E_INVALID_ARGUMENT);
    o = (exile_match_options)EXILE_MATCH_OPTIONS_INIT;
    exile_loadout unknown = { "EXL-99", "GR-01", "GR-03", "GR-05", { "MEM-01", "MEM-02", "MEM-03" } };
    o.loadout[0] = &unknown;
    assert_int_equal(exile_match_create(&m, &o), EXILE_E_NOT_FOUND);
    assert_null(m);

    /* In a notation an unknown code is a malformed text on every line. */
    char err[256];
    assert_int_equal(exile_match_from_notation_ex(&m,
                                                  "exile-notation 2\n"
                                                  "seat 0 EXL-99 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"
                                                  "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"
                                                  "end\n",
                                                  NULL, err, sizeof err),
                     EXILE_E_PARSE);
    assert_non_null(strstr(err, "no card"));
    assert_int_equal(exile_match_from_notation(&m, SEATS_SWAPPED_PROTECTIVE "hand 0 MV-999\nend\n"), EXILE_E_PARSE);
    /* Known cards that make no loadout: Lark's Gear on Brannoch (§2). */
    assert_int_equal(exile_match_from_notation(&m, "exile-notation 2\n"
                                                   "seat 0 EXL-01 GR-02 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"
                                                   "seat 1 EXL-02 GR-01 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"
                                                   "end\n"),
                     EXILE_E_BAD_LOADOUT);
    assert_int_equal(exile_match_from_notation(&m, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_null(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(loadouts_of_section_2),
        cmocka_unit_test(setup_first_player_from_seed),
        cmocka_unit_test(setup_first_player_given),
        cmocka_unit_test(setup_tokens_in_supply),
        cmocka_unit_test(max_rounds_option),
        cmocka_unit_test(documented_statuses_of_bad_input),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
