/*
 * The bots of libexile-bots from the inside (lib/bots/bot.h, plays.h):
 * the bot types and building blocks behind <exile/bots.h>
 * (tests/test_bots_api.c tests that header).
 *
 * Every registered bot plays complete seeded matches choosing only legal
 * actions, and the same seeds give the same matches. The greedy bot makes
 * progress (it attacks, and it beats random play) and buys Tactics cards
 * and Prepares with its Stamina, the search bot beats
 * random play with a small budget, and bad params are refused. The
 * search bot finishes matches in both boxes, in either Stamina order.
 * Greedy's settling script pays to block when asked to, and is the plain
 * light script when not.
 *
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include <exile/exile.h>

#include "bot.h"
#include "plays.h"

/* Matches end long before this many actions, or something loops. */
#define MAX_ACTIONS 100000u

/* A small budget keeps the search bot quick (and quick under sanitizers). */
#define ISMCTS_TEST_PARAMS "iterations=40,depth=20"

/* The same budget searched by two threads, each its own tree. */
#define ISMCTS_THREADS_PARAMS "iterations=40,depth=20:threads=2"

/* What one match did: enough to tell two runs apart. */
typedef struct match_log {
    int winner;
    uint32_t actions;
    uint64_t hash;          /* FNV-1a over the actions chosen */
    unsigned attacks[2];    /* face-up and face-down Openers per seat */
    unsigned bought[2];     /* Tactics cards, Reactions and Prepares per seat:
                             * the plays paid from floating Stamina */
} match_log;

static const char *params_for(const bot_type *type)
{
    return strncmp(type->name, "ismcts", 6) == 0 ? ISMCTS_TEST_PARAMS : "";
}

/* A bot of that type and params, or NULL after a message on stderr. */
static void *make(const bot_type *type, uint64_t seed, const char *params)
{
    char err[200] = "";
    const bot_error e = { err, sizeof err };
    void *bot = NULL;
    exile_status st = type->create(&bot, seed, params, &e);

    if (st != EXILE_OK)
        fprintf(stderr, "%s: %s (%s)\n", type->name, exile_status_str(st), err);
    return st == EXILE_OK ? bot : NULL;
}

static int is_legal(exile_action a, const exile_action *acts, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (acts[i] == a)
            return 1;
    return 0;
}

static void log_action(match_log *log, int seat, exile_action a)
{
    exile_action_kind kind = EXILE_ACTION_KIND(a);

    log->hash = (log->hash ^ a) * 0x100000001b3u;
    if (kind == EXILE_ACT_ATTACK_UP || kind == EXILE_ACT_ATTACK_DOWN)
        log->attacks[seat]++;
    if (kind == EXILE_ACT_TACTICS || kind == EXILE_ACT_REACT || kind == EXILE_ACT_PREPARE)
        log->bought[seat]++;
}

/* The match of seed in the first game of a box. */
static exile_match *create_in(int box, unsigned flags, uint64_t seed)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_loadout lo[2];
    exile_match *m = NULL;

    opts.seed = seed;
    opts.flags = flags;
    for (int s = 0; s < 2; s++) {
        assert_int_equal(exile_recommended_loadout(2 * (box - 1) + s, &lo[s]), EXILE_OK);
        opts.loadout[s] = &lo[s];
    }
    assert_int_equal(exile_match_create(&m, &opts), EXILE_OK);
    return m;
}

/* Plays the match of seed in the first game of a box between two bots,
 * checking every choice. */
static match_log play_with(int box, unsigned flags, uint64_t seed, const bot_type *seat0,
                           const char *params0, const bot_type *seat1)
{
    const bot_type *type[2] = { seat0, seat1 };
    exile_match *m = create_in(box, flags, seed);
    void *bot[2];
    match_log log = { -1, 0, 0xcbf29ce484222325u, { 0, 0 }, { 0, 0 } };

    for (int s = 0; s < 2; s++) {
        bot[s] = make(type[s], seed * 2u + (uint64_t)s, s == 0 && params0 ? params0 : params_for(type[s]));
        assert_non_null(bot[s]);
    }
    while (exile_match_to_act(m) >= 0 && exile_match_action_count(m) < MAX_ACTIONS) {
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
        int seat = exile_match_to_act(m);
        exile_action a;

        assert_true(n >= 1 && n <= EXILE_MAX_LEGAL_ACTIONS);
        a = type[seat]->choose(bot[seat], m, acts, n, 0);
        if (!is_legal(a, acts, n))
            fail_msg("seed %llu: bot %s chose action %u, not among the %zu legal actions",
                     (unsigned long long)seed, type[seat]->name, (unsigned)a, n);
        log_action(&log, seat, a);
        assert_int_equal(exile_match_apply(m, a), EXILE_OK);
    }
    log.winner = exile_match_winner(m);
    log.actions = exile_match_action_count(m);
    assert_true(log.winner >= 0 && log.winner <= 2);
    for (int s = 0; s < 2; s++)
        type[s]->destroy(bot[s]);
    exile_match_destroy(m);
    return log;
}

static match_log play_in(int box, unsigned flags, uint64_t seed, const bot_type *seat0,
                         const bot_type *seat1)
{
    return play_with(box, flags, seed, seat0, NULL, seat1);
}

static match_log play(uint64_t seed, const bot_type *seat0, const bot_type *seat1)
{
    return play_in(1, 0, seed, seat0, seat1);
}

static void test_registry(void **state)
{
    (void)state;
    assert_true(bot_count() >= 3);
    assert_non_null(bot_find("random"));
    assert_non_null(bot_find("greedy"));
    assert_non_null(bot_find("ismcts"));
    assert_non_null(bot_find("ismcts-full"));
    assert_null(bot_find("nobody"));
    assert_null(bot_find(""));
    assert_ptr_equal(bot_find_n("greedy,random", 6), bot_find("greedy"));
    for (size_t i = 0; i < bot_count(); i++) {
        const bot_type *b = bot_at(i);
        assert_non_null(b->name);
        assert_ptr_equal(bot_find(b->name), b);
    }
    assert_null(bot_at(bot_count()));
}

static void test_params(void **state)
{
    void *b;

    (void)state;
    /* Good params, and the defaults. */
    b = make(&bot_ismcts_full, 1, "iterations=10:depth=5,c=1.2,light=0.5,ms=20");
    assert_non_null(b);
    bot_ismcts_full.destroy(b);
    for (size_t i = 0; i < bot_count(); i++) {
        b = make(bot_at(i), 1, NULL);
        assert_non_null(b);
        bot_at(i)->destroy(b);
    }
    /* Unknown keys, malformed and out-of-range values (each prints why). */
    fprintf(stderr, "(the messages below are expected)\n");
    assert_null(make(&bot_ismcts_full, 1, "iteration=10"));
    assert_null(make(&bot_ismcts_full, 1, "iterations=ten"));
    assert_null(make(&bot_ismcts_full, 1, "iterations=0"));
    assert_null(make(&bot_ismcts_full, 1, "light=2"));
    assert_null(make(&bot_ismcts_full, 1, "prepare=1.5"));
    assert_null(make(&bot_ismcts, 1, "prepare=0.5"));
    assert_null(make(&bot_greedy, 1, "samples"));
    assert_null(make(&bot_greedy, 1, "block=1.5"));
    b = make(&bot_greedy, 1, "block=0.5");
    assert_non_null(b);
    bot_greedy.destroy(b);
    assert_null(make(&bot_random, 1, "anything=1"));
}

/* Every bot, in both seats, plays legal actions only, to the end. */
static void test_every_bot_plays_legal_matches(void **state)
{
    (void)state;
    for (size_t i = 0; i < bot_count(); i++) {
        const bot_type *b = bot_at(i);

        for (uint64_t seed = 1; seed <= 2; seed++) {
            play(seed, b, &bot_random);
            play(seed, &bot_random, b);
        }
        play(3, b, b);
    }
}

/* The same seeds, the same matches: the bots are deterministic. */
static void test_bots_are_deterministic(void **state)
{
    (void)state;
    for (size_t i = 0; i < bot_count(); i++) {
        const bot_type *b = bot_at(i);
        match_log x = play(11, b, &bot_greedy), y = play(11, b, &bot_greedy);

        assert_int_equal(x.winner, y.winner);
        assert_int_equal(x.actions, y.actions);
        assert_true(x.hash == y.hash);
    }
}

/*
 * A greedy bot that tapped and channeled forever would never finish a
 * match (play() checks that every match ends), and one that only Ended
 * would never attack: it attacks, and it beats random play.
 */
static void test_greedy_makes_progress(void **state)
{
    unsigned wins = 0, games = 6;

    (void)state;
    for (uint64_t seed = 21; seed < 21 + games; seed++) {
        int g = (int)(seed & 1u); /* the greedy seat alternates */
        match_log log = g == 0 ? play(seed, &bot_greedy, &bot_random)
                               : play(seed, &bot_random, &bot_greedy);

        assert_true(log.attacks[g] > 0);
        wins += log.winner == g;
    }
    assert_true(wins >= games - 1);
}

/*
 * A Tactics card, a Reaction and a Prepare are offered only once their
 * Stamina floats (§3.1), so the greedy bot plays them only because it
 * chooses among plays, each action with the taps and channels that pay
 * for it: with plays=0 (single actions, each Stamina action scored by the
 * position it leaves) it plays fewer of them over the same matches of
 * both boxes.
 */
static void test_greedy_buys_with_stamina(void **state)
{
    unsigned bought = 0, bought_without = 0;

    (void)state;
    for (int box = 1; box <= 2; box++)
        for (uint64_t seed = 41; seed < 45; seed++) {
            bought += play_with(box, EXILE_MATCH_CANONICAL_STAMINA, seed, &bot_greedy, "", &bot_greedy).bought[0];
            bought_without += play_with(box, EXILE_MATCH_CANONICAL_STAMINA, seed, &bot_greedy, "plays=0",
                                        &bot_greedy).bought[0];
        }
    print_message("greedy bought %u plays with Stamina, %u with plays=0\n", bought, bought_without);
    assert_true(bought > 0);
    assert_true(bought > bought_without);
}

/* Even a small search budget beats random play. */
static void test_ismcts_beats_random(void **state)
{
    unsigned wins = 0, games = 4;

    (void)state;
    for (uint64_t seed = 31; seed < 31 + games; seed++) {
        int s = (int)(seed & 1u);
        match_log log = s == 0 ? play(seed, &bot_ismcts_full, &bot_random)
                               : play(seed, &bot_random, &bot_ismcts_full);

        assert_true(log.attacks[s] > 0);
        wins += log.winner == s;
    }
    assert_true(wins >= games - 1);
}

/*
 * The search bot plays legal actions only, to the end, in both boxes'
 * first games, in the arena's canonical Stamina order (its plays
 * pay in that order) and in any order, against the greedy bot and the
 * classic search, with a small budget.
 */
static void test_ismcts_finishes_both_boxes(void **state)
{
    const unsigned flags[2] = { EXILE_MATCH_CANONICAL_STAMINA, 0 };

    (void)state;
    for (int box = 1; box <= 2; box++)
        for (int f = 0; f < 2; f++) {
            uint64_t seed = (uint64_t)(51 + 2 * box + f);

            play_in(box, flags[f], seed, &bot_ismcts_full, &bot_greedy);
            play_in(box, flags[f], seed, &bot_ismcts, &bot_ismcts_full);
        }
}

/* Two threads searching the same budget give the same matches again. */
static void test_ismcts_threads_are_deterministic(void **state)
{
    (void)state;
    for (int box = 1; box <= 2; box++) {
        uint64_t seed = (uint64_t)(60 + box);
        match_log x = play_with(box, EXILE_MATCH_CANONICAL_STAMINA, seed, &bot_ismcts_full,
                                ISMCTS_THREADS_PARAMS, &bot_greedy);
        match_log y = play_with(box, EXILE_MATCH_CANONICAL_STAMINA, seed, &bot_ismcts_full,
                                ISMCTS_THREADS_PARAMS, &bot_greedy);

        assert_int_equal(x.winner, y.winner);
        assert_int_equal(x.actions, y.actions);
        assert_true(x.hash == y.hash);
    }
}

/*
 * The plays of every decision of random matches in both boxes, in either
 * Stamina order: ascending, no bare tap or channel among them when another
 * play is offered, each one applies to the match; and some of them pay
 * for what the decision did not offer yet (a Block card, a Tactics card, a
 * Prepare, a higher declared cost). The playouts' policy picks a legal
 * action at every decision.
 */
static void check_plays(int box, unsigned flags, uint64_t seed, exile_match *scratch, exile_match *copy,
                        unsigned *paid)
{
    exile_match *m = create_in(box, flags, seed);
    uint64_t pick = seed;
    bot_rng rng;

    bot_rng_seed(&rng, seed);
    while (exile_match_to_act(m) >= 0 && exile_match_action_count(m) < MAX_ACTIONS) {
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS], plays[BOT_MAX_PLAYS];
        size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
        size_t k = bot_plays(scratch, m, acts, n, plays);

        assert_true(k >= 1 && k <= BOT_MAX_PLAYS);
        for (size_t i = 0; i < k; i++) {
            exile_action_kind kind = EXILE_ACTION_KIND(BOT_PLAY_ACTION(plays[i]));

            assert_true(i == 0 || plays[i - 1] < plays[i]);
            assert_true(k == 1 || BOT_PLAY_PAY(plays[i]) > 0 ||
                        (kind != EXILE_ACT_TAP && kind != EXILE_ACT_CHANNEL));
            assert_int_equal(exile_match_copy(copy, m), EXILE_OK);
            assert_int_equal(bot_play_apply(copy, plays[i]), EXILE_OK);
            *paid += BOT_PLAY_PAY(plays[i]) > 0;
        }
        assert_true(is_legal(bot_play_policy(scratch, m, acts, n, &rng, 0.5), acts, n));
        pick = pick * 6364136223846793005u + 1442695040888963407u;
        assert_int_equal(exile_match_apply(m, acts[(pick >> 33) % n]), EXILE_OK);
    }
    exile_match_destroy(m);
}

static void test_plays_apply(void **state)
{
    exile_match *scratch = NULL, *copy = NULL;
    unsigned paid = 0;

    (void)state;
    assert_int_equal(exile_match_create(&scratch, NULL), EXILE_OK);
    assert_int_equal(exile_match_create(&copy, NULL), EXILE_OK);
    for (int box = 1; box <= 2; box++)
        for (uint64_t seed = 71; seed <= 73; seed++) {
            check_plays(box, EXILE_MATCH_CANONICAL_STAMINA, seed, scratch, copy, &paid);
            check_plays(box, 0, seed, scratch, copy, &paid);
        }
    assert_true(paid > 0);
    exile_match_destroy(copy);
    exile_match_destroy(scratch);
}

/*
 * The script of greedy's settling: with block 0 it plays exactly as
 * bot_settle(), random numbers included; with block 1, at a Block step
 * where no Block card is paid for yet but one can be (§5 The Block: the
 * defender may tap and channel before each Block card), its first action
 * is the payment's first tap or channel, not "no block", and it keeps
 * paying until it blocks.
 */
static void test_settle_blocking(void **state)
{
    exile_match *scratch = NULL, *a = NULL, *b = NULL;
    unsigned checked = 0, paid = 0;

    (void)state;
    assert_int_equal(exile_match_create(&scratch, NULL), EXILE_OK);
    assert_int_equal(exile_match_create(&a, NULL), EXILE_OK);
    assert_int_equal(exile_match_create(&b, NULL), EXILE_OK);
    for (int box = 1; box <= 2; box++)
        for (uint64_t seed = 81; seed <= 84; seed++) {
            exile_match *m = create_in(box, EXILE_MATCH_CANONICAL_STAMINA, seed);
            uint64_t pick = seed;

            while (exile_match_to_act(m) >= 0 && exile_match_action_count(m) < MAX_ACTIONS) {
                exile_action acts[EXILE_MAX_LEGAL_ACTIONS], step, next;
                size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
                bot_rng ra, rb;

                bot_rng_seed(&ra, pick);
                bot_rng_seed(&rb, pick);
                assert_int_equal(exile_match_copy(a, m), EXILE_OK);
                assert_int_equal(exile_match_copy(b, m), EXILE_OK);
                bot_settle_blocking(a, scratch, 60, &ra, 0);
                bot_settle(b, 60, &rb);
                assert_int_equal(exile_match_action_count(a), exile_match_action_count(b));
                assert_int_equal(exile_match_to_act(a), exile_match_to_act(b));
                assert_int_equal(bot_rng_next(&ra), bot_rng_next(&rb));
                checked++;

                next = bot_light_policy(acts, n, &ra);
                if (EXILE_ACTION_KIND(next) == EXILE_ACT_NO_BLOCK && bot_stamina_step(m, acts, n, &step) &&
                    bot_block_reached(scratch, m, acts, n)) {
                    exile_action after[EXILE_MAX_LEGAL_ACTIONS];
                    size_t na;
                    unsigned k;

                    /* One action: the payment's first, the same seat to act. */
                    assert_int_equal(exile_match_copy(a, m), EXILE_OK);
                    assert_int_equal(exile_match_copy(b, m), EXILE_OK);
                    bot_settle_blocking(a, scratch, 1, &ra, 1.0);
                    assert_int_equal(exile_match_apply(b, step), EXILE_OK);
                    assert_int_equal(exile_match_action_count(a), exile_match_action_count(m) + 1);
                    assert_int_equal(exile_match_to_act(a), exile_match_to_act(m));
                    na = exile_match_legal_actions(a, after, EXILE_MAX_LEGAL_ACTIONS);
                    assert_int_equal(na, exile_match_legal_actions(b, acts, EXILE_MAX_LEGAL_ACTIONS));
                    assert_memory_equal(after, acts, na * sizeof *acts);
                    /* Then it pays on, the same seat to act, until a Block
                     * card is paid for. */
                    for (k = 0; k <= BOT_PLAY_MAX_PAY; k++) {
                        na = exile_match_legal_actions(a, after, EXILE_MAX_LEGAL_ACTIONS);
                        if (bot_action_index(after, na, EXILE_ACTION(EXILE_ACT_NO_BLOCK, 0)) >= 0 &&
                            EXILE_ACTION_KIND(bot_light_policy(after, na, &ra)) == EXILE_ACT_BLOCK)
                            break;
                        bot_settle_blocking(a, scratch, 1, &ra, 1.0);
                        assert_int_equal(exile_match_to_act(a), exile_match_to_act(m));
                    }
                    assert_true(k <= BOT_PLAY_MAX_PAY);
                    paid++;
                    n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
                }
                pick = pick * 6364136223846793005u + 1442695040888963407u;
                assert_int_equal(exile_match_apply(m, acts[(pick >> 33) % n]), EXILE_OK);
            }
            exile_match_destroy(m);
        }
    assert_true(checked > 0);
    assert_true(paid > 0);
    exile_match_destroy(b);
    exile_match_destroy(a);
    exile_match_destroy(scratch);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_registry),
        cmocka_unit_test(test_params),
        cmocka_unit_test(test_every_bot_plays_legal_matches),
        cmocka_unit_test(test_bots_are_deterministic),
        cmocka_unit_test(test_greedy_makes_progress),
        cmocka_unit_test(test_greedy_buys_with_stamina),
        cmocka_unit_test(test_ismcts_beats_random),
        cmocka_unit_test(test_ismcts_finishes_both_boxes),
        cmocka_unit_test(test_ismcts_threads_are_deterministic),
        cmocka_unit_test(test_plays_apply),
        cmocka_unit_test(test_settle_blocking),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
