/*
 * greedy: one ply, scored after the dust settles.
 *
 * For each legal action it samples the match from its own seat's
 * knowledge (exile_match_determinize into a match reserved at create),
 * applies the action, and then lets the scripted policy of common.h
 * (bot_light_policy) play both seats until a quiet point: the next turn
 * decision of either seat, the end of the match, or `horizon` actions. It
 * scores that position with bot_evaluate() from its own view, and plays the
 * best action, ties broken by its own random numbers.
 *
 * Why settle rather than score right after the action: most actions pay
 * off later. An attack deals its Damage at the Math, after its Pay, the
 * Block step and the React steps; tapping or channeling at a Pay or Block
 * step is worth what the declare or the Block card it makes possible is
 * worth. Letting the script finish the exchange scores the attack by its
 * Damage and the channel by the Block it buys, and a Stamina action that
 * buys nothing scores below doing nothing (a card or a Memory spent): the
 * bot neither taps forever nor Ends when an attack pays.
 *
 * The same `samples` deals are used for every action (common random
 * numbers), so actions are compared on the same hidden cards.
 *
 * Params: samples (deals per action, default 2), horizon (the most actions
 * the script plays, default 60), ms (a time limit: once a sample of every
 * action is scored, no further sample starts after it).
 * SPDX-License-Identifier: MIT
 */
#include <stdlib.h>

#include "bot.h"

/* A Stamina action at a turn decision must beat the others by this much:
 * on a tie, doing something beats getting ready to. */
#define STAMINA_TIE_PENALTY 0.01

typedef struct greedy {
    bot_rng rng;
    bot_scratch *scratch; /* one match: the sample being scored */
    unsigned samples, horizon;
    double ms;
    double score[EXILE_MAX_LEGAL_ACTIONS];
} greedy;

static exile_status greedy_create(void **out, uint64_t seed, const char *params, const bot_error *e)
{
    double samples = 2, horizon = 60, ms = 0;
    const bot_param spec[] = {
        { "samples", &samples, 1, 64 },
        { "horizon", &horizon, 0, 100000 },
        { "ms", &ms, 0, 3600000 },
    };
    greedy *g;

    if (bot_params_parse("greedy", params, spec, sizeof spec / sizeof spec[0], e, NULL) != 0)
        return EXILE_E_PARSE;
    g = calloc(1, sizeof *g);
    if (!g)
        return EXILE_E_NO_MEMORY;
    bot_rng_seed(&g->rng, seed);
    g->samples = (unsigned)samples;
    g->horizon = (unsigned)horizon;
    g->ms = ms;
    g->scratch = bot_scratch_create(1);
    if (!g->scratch) {
        free(g);
        return EXILE_E_NO_MEMORY;
    }
    *out = g;
    return EXILE_OK;
}

static void greedy_destroy(void *bot)
{
    greedy *g = bot;

    if (g)
        bot_scratch_destroy(g->scratch);
    free(g);
}

/* The evaluation after action a in the deal of sample_seed, for seat. */
static double score_action(greedy *g, const exile_match *m, int seat, exile_action a, uint64_t sample_seed)
{
    exile_match *w = bot_scratch_match(g->scratch, 0);
    bot_rng script;
    bot_features f;

    /* The same script moves for every action of one deal, too. */
    bot_rng_seed(&script, sample_seed ^ 0x5eed5eed5eed5eedu);
    exile_match_determinize(w, m, seat, sample_seed);
    if (exile_match_apply(w, a) != EXILE_OK)
        return -1e9; /* never: a seat's options are the same in every deal */
    bot_settle(w, g->horizon, &script);
    bot_features_read(w, seat, &f);
    return bot_evaluate(&f);
}

/* The best of acts by g->score, ties broken at random. */
static exile_action pick_best(greedy *g, const exile_action *acts, size_t n)
{
    size_t best = 0, ties = 1;

    for (size_t i = 1; i < n; i++) {
        if (g->score[i] > g->score[best] + 1e-9) {
            best = i;
            ties = 1;
        } else if (g->score[i] > g->score[best] - 1e-9 && bot_rng_below(&g->rng, ++ties) == 0) {
            best = i; /* reservoir sampling: each tie equally likely */
        }
    }
    return acts[best];
}

static exile_action greedy_choose(void *bot, const exile_match *m, const exile_action *acts, size_t n,
                                  double ms)
{
    greedy *g = bot;
    double limit = bot_decision_ms(ms, g->ms);
    double deadline = limit > 0 ? bot_now_ms() + limit : 0;
    int seat = exile_match_to_act(m);
    int turn = bot_is_turn_decision(acts, n);

    if (n == 1)
        return acts[0];
    for (size_t i = 0; i < n; i++)
        g->score[i] = turn && bot_is_stamina_action(acts[i]) ? -STAMINA_TIE_PENALTY * g->samples : 0.0;
    for (unsigned k = 0; k < g->samples; k++) {
        uint64_t sample_seed;

        if (k > 0 && deadline > 0 && bot_now_ms() >= deadline)
            break;
        sample_seed = bot_rng_next(&g->rng);

        for (size_t i = 0; i < n; i++)
            g->score[i] += score_action(g, m, seat, acts[i], sample_seed);
    }
    return pick_best(g, acts, n);
}

const bot_type bot_greedy = {
    "greedy",
    "one ply, each action scored after a scripted exchange",
    "samples=2 (deals per action), horizon=60 (scripted actions at most), ms=0 (time limit "
    "per decision, 0 none: no sample starts after it)",
    greedy_create,
    greedy_destroy,
    greedy_choose,
};
