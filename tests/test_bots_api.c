/*
 * libexile-bots through its public header alone (<exile/bots.h>, linked
 * against the shared libraries as any client is): the registry, bots made
 * from their specs and their errors, choices that are legal and
 * deterministic, and the building blocks' answers to good and bad input.
 *
 * Fairness: a bot reads only what its seat knows. At every decision of
 * whole matches, a bot handed the full match and the same bot (same spec,
 * same seed) handed a sample dealt from the seat's knowledge
 * (exile_match_determinize, then written and read back as notation, as a
 * host sends it to a program) choose the same action: what the seat cannot
 * see never changed a choice.
 *
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <exile/bots.h>
#include <exile/exile.h>

#define MAX_ACTIONS 100000u

static exile_match *new_match(uint64_t seed)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_match *m = NULL;

    opts.seed = seed;
    opts.flags |= EXILE_MATCH_CANONICAL_STAMINA;
    assert_int_equal(exile_match_create(&m, &opts), EXILE_OK);
    return m;
}

static int is_legal(const exile_match *m, exile_action a)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);

    for (size_t i = 0; i < n; i++)
        if (acts[i] == a)
            return 1;
    return 0;
}

static void test_registry(void **state)
{
    const char *names[] = { "random", "greedy", "ismcts-full", "ismcts" };

    (void)state;
    assert_int_equal(exile_bot_count(), 4);
    for (int i = 0; i < 4; i++) {
        assert_string_equal(exile_bot_name(i), names[i]);
        assert_non_null(exile_bot_description(i));
        assert_non_null(strstr(exile_bot_params_help(i), "ms="));
    }
    assert_null(exile_bot_name(4));
    assert_null(exile_bot_name(-1));
    assert_null(exile_bot_description(4));
    assert_null(exile_bot_params_help(-1));
}

static void test_create_and_errors(void **state)
{
    exile_bot *b = NULL, *untouched = (exile_bot *)&b;
    char err[256];

    (void)state;
    /* Params separated by ',' or ':', and every bot's defaults. */
    assert_int_equal(exile_bot_create(&b, "ismcts-full:iterations=10,depth=5:threads=2,ms=50", 1, err,
                                      sizeof err), EXILE_OK);
    assert_string_equal(exile_bot_kind(b), "ismcts-full");
    assert_string_equal(err, "");
    exile_bot_destroy(b);
    for (int i = 0; i < exile_bot_count(); i++) {
        assert_int_equal(exile_bot_create(&b, exile_bot_name(i), 1, NULL, 0), EXILE_OK);
        assert_string_equal(exile_bot_kind(b), exile_bot_name(i));
        exile_bot_destroy(b);
        b = NULL;
    }
    /* Every bot takes a time limit. */
    assert_int_equal(exile_bot_create(&b, "random:ms=5", 1, NULL, 0), EXILE_OK);
    exile_bot_destroy(b);
    assert_int_equal(exile_bot_create(&b, "greedy:ms=5", 1, NULL, 0), EXILE_OK);
    exile_bot_destroy(b);

    /* Refused, *out untouched, and a message that names the problem. */
    b = untouched;
    assert_int_equal(exile_bot_create(&b, "nobody", 1, err, sizeof err), EXILE_E_NOT_FOUND);
    assert_ptr_equal(b, untouched);
    assert_non_null(strstr(err, "nobody"));
    assert_int_equal(exile_bot_create(&b, "", 1, err, sizeof err), EXILE_E_NOT_FOUND);
    assert_int_equal(exile_bot_create(&b, "ismcts:iterations=ten", 1, err, sizeof err), EXILE_E_PARSE);
    assert_non_null(strstr(err, "iterations wants a number from 1 to"));
    assert_non_null(strstr(err, "'ten'"));
    assert_int_equal(exile_bot_create(&b, "greedy:sample=2", 1, err, sizeof err), EXILE_E_PARSE);
    assert_non_null(strstr(err, "'sample=2'"));
    assert_non_null(strstr(err, "samples=2")); /* what it takes */
    assert_int_equal(exile_bot_create(&b, "ismcts:prepare=0.5", 1, err, sizeof err), EXILE_E_PARSE);
    assert_int_equal(exile_bot_create(&b, "random:ms=-1", 1, err, sizeof err), EXILE_E_PARSE);
    assert_int_equal(exile_bot_create(&b, "ismcts-full:light=2", 1, NULL, 0), EXILE_E_PARSE);
    /* A message cut to a small buffer is still terminated. */
    assert_int_equal(exile_bot_create(&b, "greedy:sample=2", 1, err, 8), EXILE_E_PARSE);
    assert_int_equal(strlen(err), 7);
    assert_ptr_equal(b, untouched);
    assert_int_equal(exile_bot_create(NULL, "greedy", 1, err, sizeof err), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_bot_create(&b, NULL, 1, err, sizeof err), EXILE_E_INVALID_ARGUMENT);
    exile_bot_destroy(NULL);
    assert_null(exile_bot_kind(NULL));
}

static void test_choose_errors(void **state)
{
    exile_match *m = new_match(3);
    exile_bot *b = NULL;
    exile_action a = 12345, untouched = 12345;

    (void)state;
    assert_int_equal(exile_bot_create(&b, "greedy", 1, NULL, 0), EXILE_OK);
    assert_int_equal(exile_bot_choose(NULL, m, 0, &a), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_bot_choose(b, NULL, 0, &a), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_bot_choose(b, m, 0, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_bot_choose(b, m, -1, &a), EXILE_E_INVALID_ARGUMENT);
    assert_true(a == untouched);
    /* A finished match: nobody to act. */
    while (exile_match_to_act(m) >= 0) {
        assert_int_equal(exile_bot_choose(b, m, 0, &a), EXILE_OK);
        assert_true(is_legal(m, a));
        assert_int_equal(exile_match_apply(m, a), EXILE_OK);
    }
    assert_int_equal(exile_bot_choose(b, m, 0, &a), EXILE_E_GAME_OVER);
    exile_bot_destroy(b);
    exile_match_destroy(m);
}

/* Plays a match between two specs; every choice legal. Returns a hash of
 * the actions, and the winner in *winner. */
static uint64_t play(const char *spec0, const char *spec1, uint64_t seed, int *winner)
{
    exile_match *m = new_match(seed);
    exile_bot *bot[2];
    uint64_t hash = 0xcbf29ce484222325u;

    assert_int_equal(exile_bot_create(&bot[0], spec0, seed * 2, NULL, 0), EXILE_OK);
    assert_int_equal(exile_bot_create(&bot[1], spec1, seed * 2 + 1, NULL, 0), EXILE_OK);
    while (exile_match_to_act(m) >= 0 && exile_match_action_count(m) < MAX_ACTIONS) {
        exile_action a;

        assert_int_equal(exile_bot_choose(bot[exile_match_to_act(m)], m, 0, &a), EXILE_OK);
        assert_true(is_legal(m, a));
        assert_int_equal(exile_match_apply(m, a), EXILE_OK);
        hash = (hash ^ a) * 0x100000001b3u;
    }
    *winner = exile_match_winner(m);
    assert_true(*winner >= 0 && *winner <= 2);
    exile_bot_destroy(bot[0]);
    exile_bot_destroy(bot[1]);
    exile_match_destroy(m);
    return hash;
}

static void test_matches_are_legal_and_deterministic(void **state)
{
    const char *specs[] = { "random", "greedy", "ismcts-full:iterations=30", "ismcts:iterations=30,threads=2" };
    int w1, w2;

    (void)state;
    for (size_t i = 0; i < 4; i++) {
        uint64_t x = play(specs[i], "greedy", 5, &w1), y = play(specs[i], "greedy", 5, &w2);

        assert_true(x == y);
        assert_int_equal(w1, w2);
    }
}

/*
 * The seat's sample, as a host sends it: dealt from what the seat knows
 * (never its opponent's hidden cards), written as notation and read back.
 */
static exile_match *seat_sample(const exile_match *m, uint64_t seed)
{
    static char text[1 << 16];
    exile_match *dealt = NULL, *sample = NULL;

    assert_int_equal(exile_match_clone(&dealt, m), EXILE_OK);
    assert_int_equal(exile_match_determinize(dealt, m, exile_match_to_act(m), seed), EXILE_OK);
    assert_int_equal(exile_match_to_notation(dealt, text, sizeof text), EXILE_OK);
    assert_int_equal(exile_match_from_notation(&sample, text), EXILE_OK);
    exile_match_destroy(dealt);
    return sample;
}

/* Each bot choosing on the full match and its twin on the seat's samples:
 * the same action, as text, at every decision. */
static void check_fair(const char *spec, uint64_t seed)
{
    exile_match *m = new_match(seed);
    exile_bot *full[2], *twin[2];

    for (int s = 0; s < 2; s++) {
        assert_int_equal(exile_bot_create(&full[s], s == 0 ? spec : "greedy", seed + (uint64_t)s, NULL, 0), EXILE_OK);
        assert_int_equal(exile_bot_create(&twin[s], s == 0 ? spec : "greedy", seed + (uint64_t)s, NULL, 0), EXILE_OK);
    }
    while (exile_match_to_act(m) >= 0 && exile_match_action_count(m) < MAX_ACTIONS) {
        int seat = exile_match_to_act(m);
        exile_match *sample = seat_sample(m, seed * 7919u + exile_match_action_count(m));
        exile_action a, b;
        char text_a[EXILE_ACTION_TEXT_MAX], text_b[EXILE_ACTION_TEXT_MAX];

        assert_int_equal(exile_bot_choose(full[seat], m, 0, &a), EXILE_OK);
        assert_int_equal(exile_bot_choose(twin[seat], sample, 0, &b), EXILE_OK);
        assert_int_equal(exile_action_format(m, a, text_a, sizeof text_a), EXILE_OK);
        assert_int_equal(exile_action_format(sample, b, text_b, sizeof text_b), EXILE_OK);
        if (strcmp(text_a, text_b) != 0)
            fail_msg("%s, seed %llu, action %u: '%s' on the match, '%s' on a sample", spec,
                     (unsigned long long)seed, exile_match_action_count(m), text_a, text_b);
        exile_match_destroy(sample);
        assert_int_equal(exile_match_apply(m, a), EXILE_OK);
    }
    for (int s = 0; s < 2; s++) {
        exile_bot_destroy(full[s]);
        exile_bot_destroy(twin[s]);
    }
    exile_match_destroy(m);
}

static void test_bots_read_only_their_seat(void **state)
{
    (void)state;
    check_fair("random", 21);
    check_fair("greedy", 22);
    check_fair("ismcts-full:iterations=20", 23);
    check_fair("ismcts:iterations=20", 24);
}

static void test_building_blocks(void **state)
{
    exile_match *m = new_match(9), *scratch = new_match(1), *copy = NULL;
    exile_action plays[EXILE_BOT_MAX_PLAYS], a;
    exile_bot_rng r, r2;
    double e0, e1, reward;
    size_t k;

    (void)state;
    exile_bot_rng_seed(&r, 5);
    r2 = r;
    assert_true(exile_bot_rng_next(&r) == exile_bot_rng_next(&r2)); /* a value type */
    for (int i = 0; i < 100; i++)
        assert_true(exile_bot_rng_below(&r, 7) < 7);
    assert_int_equal(exile_bot_rng_below(&r, 0), 0);

    /* At the start both seats are even: the evaluation is antisymmetric. */
    assert_int_equal(exile_bot_evaluate(m, 0, 0, &e0), EXILE_OK);
    assert_int_equal(exile_bot_evaluate(m, 1, 0, &e1), EXILE_OK);
    assert_true(e0 == -e1);
    assert_int_equal(exile_bot_evaluate(m, 0, EXILE_BOT_EVAL_FULL, &e0), EXILE_OK);
    assert_int_equal(exile_bot_reward(m, 0, 5, 0, &reward), EXILE_OK);
    assert_true(reward > 0 && reward < 1);
    assert_int_equal(exile_bot_evaluate(m, 2, 0, &e0), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_bot_evaluate(m, 0, 4, &e0), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_bot_evaluate(NULL, 0, 0, &e0), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_bot_reward(m, 0, 0, 0, &reward), EXILE_E_INVALID_ARGUMENT);

    /* Plays apply; the policies choose legal actions; settling stops at a
     * turn decision or the end. */
    while (exile_match_to_act(m) >= 0 && exile_match_action_count(m) < MAX_ACTIONS) {
        k = exile_bot_plays(scratch, m, plays, EXILE_BOT_MAX_PLAYS);
        assert_true(k >= 1);
        for (size_t i = 0; i < k; i++) {
            assert_int_equal(exile_match_clone(&copy, m), EXILE_OK);
            assert_int_equal(exile_bot_play_apply(copy, plays[i]), EXILE_OK);
            exile_match_destroy(copy);
        }
        assert_int_equal(exile_bot_plays(scratch, m, plays, 1), 1);
        assert_int_equal(exile_bot_play_policy(scratch, m, &r, 0.5, &a), EXILE_OK);
        assert_true(is_legal(m, a));
        assert_int_equal(exile_bot_light_policy(m, &r, &a), EXILE_OK);
        assert_true(is_legal(m, a));
        assert_int_equal(exile_match_apply(m, a), EXILE_OK);
        assert_int_equal(exile_bot_settle(m, 60, &r), EXILE_OK);
    }
    assert_int_equal(exile_bot_evaluate(m, 0, 0, &e0), EXILE_OK);
    assert_true(e0 == 1000.0 || e0 == -1000.0 || e0 == 0.0);
    assert_int_equal(exile_bot_plays(scratch, m, plays, EXILE_BOT_MAX_PLAYS), 0);
    assert_int_equal(exile_bot_light_policy(m, &r, &a), EXILE_E_GAME_OVER);
    assert_int_equal(exile_bot_play_policy(scratch, m, &r, 0.5, &a), EXILE_E_GAME_OVER);
    assert_int_equal(exile_bot_play_apply(m, 0), EXILE_E_GAME_OVER);
    assert_int_equal(exile_bot_play_policy(scratch, m, &r, 2, &a), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_bot_play_policy(m, m, &r, 0.5, &a), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_bot_settle(NULL, 1, &r), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_bot_play_apply(NULL, 0), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_bot_plays(NULL, m, plays, 1), 0);
    exile_match_destroy(m);
    exile_match_destroy(scratch);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_registry),
        cmocka_unit_test(test_create_and_errors),
        cmocka_unit_test(test_choose_errors),
        cmocka_unit_test(test_matches_are_legal_and_deterministic),
        cmocka_unit_test(test_bots_read_only_their_seat),
        cmocka_unit_test(test_building_blocks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
