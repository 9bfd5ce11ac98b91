/*
 * Actions as text (exile_action_format, exile_action_parse): within a
 * decision every legal action has a text of its own, and that text reads
 * back as exactly that action, so a match replayed from its texts is the
 * same match. Alike cards offered at once (Tokens of a kind) are numbered
 * in the order they lie: "choose: Bleed Token", "choose: Bleed Token (2nd)".
 *
 * Usage: test_action_text [MATCHES]  (random matches of each set; default 400)
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "draft.h"
#include "scenario.h"

#define SEATS                                                      \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"

enum { TEXT_CAP = 128 };

static unsigned long matches = 400;

/* The legal actions of @p m and their texts; fails unless each text is its
 * action's alone and reads back as that action. */
static size_t texts_of(const exile_match *m, exile_action acts[EXILE_MAX_LEGAL_ACTIONS],
                       char texts[EXILE_MAX_LEGAL_ACTIONS][TEXT_CAP], const char *where)
{
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(exile_action_format(m, acts[i], texts[i], TEXT_CAP), EXILE_OK);
        exile_action back = 0;
        if (exile_action_parse(m, texts[i], &back) != EXILE_OK || back != acts[i])
            fail_msg("%s: \"%s\" (action %u) reads back as %u", where, texts[i], (unsigned)acts[i], (unsigned)back);
        for (size_t j = 0; j < i; j++)
            if (strcmp(texts[i], texts[j]) == 0)
                fail_msg("%s: actions %u and %u are both \"%s\"", where, (unsigned)acts[j], (unsigned)acts[i],
                         texts[i]);
    }
    return n;
}

/* Fails unless seat 0's deck ends with @p cards (Tokens by their number). */
static void expect_deck_ends(const exile_match *m, const char *cards)
{
    char deck[1024];
    scenario_values_of(m, "deck 0", deck, sizeof deck);
    size_t n = strlen(deck), k = strlen(cards);
    if (n < k || strcmp(deck + n - k, cards) != 0)
        fail_msg("deck 0 is \"%s\", not ending with \"%s\"", deck, cards);
}

/* E16 (Second Sight): two Bleed Tokens among the cards looked at are two
 * choices, which leave the deck in two orders (G16: the rest go to the
 * bottom in the order they were looked at). Each has its text, the second
 * from the top numbered. */
static void alike_tokens_in_a_look_are_numbered(void **state)
{
    (void)state;
    const char *rule = "E16: two Bleed Tokens looked at, two texts, each read back as its own choice";
    exile_match *m = scenario_load(SEATS "players\n"
                                         "hand 0 MV-031 MV-002\n"
                                         "deck 0 TK-01:3 MV-011 TK-01:1 MV-012\n"
                                         "hand 1 MV-006\n"
                                         "end\n");
    const char *const acts[] = { "tap: The Lantern Vigil", "play: Second Sight", "pass", "pass", NULL };
    scenario_act_all(m, acts);
    scenario_expect_now(m, "decision look seat=0 count=3", rule);
    exile_action legal[EXILE_MAX_LEGAL_ACTIONS];
    char texts[EXILE_MAX_LEGAL_ACTIONS][TEXT_CAP];
    size_t n = texts_of(m, legal, texts, rule);
    assert_int_equal(n, 4); /* decline, and the three cards */
    scenario_expect_legal(m, "choose: Bleed Token", true, rule);
    scenario_expect_legal(m, "choose: Bleed Token (2nd)", true, rule);
    scenario_expect_legal(m, "choose: Bleed Token (3rd)", false, rule);
    /* The second from the top: the rest, the top Token and Glass Needle,
     * go to the bottom in that order. */
    exile_match *second = NULL;
    assert_int_equal(exile_match_clone(&second, m), EXILE_OK);
    scenario_act(second, "choose: Bleed Token (2nd)");
    expect_deck_ends(second, "_TK-01:3 _MV-011");
    scenario_act(m, "choose: Bleed Token");
    expect_deck_ends(m, "_MV-011 _TK-01:1");
    exile_match_destroy(second);
    exile_match_destroy(m);
}

/* A numbered text names an alike card offered: it is no name of its own. */
static void numbers_read_only_as_written(void **state)
{
    (void)state;
    exile_match *m = NULL;
    assert_int_equal(exile_match_create(&m, NULL), EXILE_OK);
    exile_action a = 0;
    const char *const refused[] = {
        "choose: Bleed Token (2nd)", /* no Token offered */
        "choose: Bleed Token (1st)", "choose: Bleed Token (2th)", "choose: Bleed Token (02nd)",
        "choose: Bleed Token(2nd)",
    };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
        if (exile_action_parse(m, refused[i], &a) != EXILE_E_PARSE)
            fail_msg("\"%s\" read as action %u", refused[i], (unsigned)a);
    exile_match_destroy(m);
}

/* Plays @p m to its end by random choices, checking the texts at every
 * decision. */
static void play_checking_texts(exile_match *m, uint64_t seed, const char *set)
{
    uint64_t rng = seed * 7919u + 1u;
    char where[64];
    static exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    static char texts[EXILE_MAX_LEGAL_ACTIONS][TEXT_CAP];
    for (unsigned step = 0; exile_match_winner(m) < 0; step++) {
        snprintf(where, sizeof where, "%s seed %llu step %u", set, (unsigned long long)seed, step);
        size_t n = texts_of(m, acts, texts, where);
        assert_true(n > 0);
        rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
        assert_int_equal(exile_match_apply(m, acts[(rng >> 33) % n]), EXILE_OK);
    }
}

/* Every legal action of every decision over many random matches: Box 1's
 * first game (loadouts 0 and 1), Box 2's (2 and 3), and drafts from both
 * boxes; in the permissive bluff mode one match in four. */
static void every_action_text_is_its_own(void **state)
{
    (void)state;
    static const char *const sets[] = { "box1", "box2", "drafts" };
    for (unsigned set = 0; set < 3; set++) {
        for (uint64_t seed = 0; seed < matches; seed++) {
            exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
            exile_loadout lo[2];
            for (int s = 0; set < 2 && s < 2; s++)
                assert_int_equal(exile_recommended_loadout(2 * (int)set + s, &lo[s]), EXILE_OK);
            if (set == 2)
                draft_random(seed, -1, lo);
            o.seed = seed;
            o.loadout[0] = &lo[0];
            o.loadout[1] = &lo[1];
            if (seed % 4 == 3)
                o.flags = EXILE_MATCH_PERMISSIVE_BLUFF;
            exile_match *m = NULL;
            assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
            play_checking_texts(m, seed, sets[set]);
            exile_match_destroy(m);
        }
    }
}

int main(int argc, char **argv)
{
    if (argc > 1)
        matches = strtoul(argv[1], NULL, 10);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(alike_tokens_in_a_look_are_numbered),
        cmocka_unit_test(numbers_read_only_as_written),
        cmocka_unit_test(every_action_text_is_its_own),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
