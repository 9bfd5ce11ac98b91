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
 * A Stamina action (a tap or a channel) is worth what it buys. A Tactics
 * card, a Prepare, a Reaction and a dearer declared cost are offered only
 * once their Stamina floats (§3.1, Floating Stamina), so scored by itself
 * after the settle a tap is a Memory spent for nothing, and a bot that
 * scored it so would never play a Tactics card or prepare a Finisher. So a
 * Stamina action scores the best of: the position it leaves, settled; each
 * action it brings into the list (one not offered before it), applied and
 * settled; and, up to `buy` Stamina actions in a row, the same for the
 * next Stamina action. The Stamina order of the bots' matches is
 * canonical (taps before channels, each in ascending order), so each set
 * of Stamina actions is tried in one order only.
 *
 * The evaluation is bot_evaluate_full(): the prepared Finisher counts, so
 * a Prepare is worth the Finisher it readies, not only the turn it spends.
 *
 * The same `samples` deals are used for every action (common random
 * numbers), so actions are compared on the same hidden cards.
 *
 * Params: samples (deals per action, default 2), horizon (the most actions
 * the script plays, default 60), buy (the most Stamina actions in a row
 * scored by what they buy, default 3; 0 scores each by the position it
 * leaves), ms (a time limit: once a sample of every action is scored, no
 * further sample starts after it).
 * SPDX-License-Identifier: MIT
 */
#include <stdbool.h>
#include <stdlib.h>

#include "bot.h"

/* A Stamina action at a turn decision must beat the others by this much:
 * on a tie, doing something beats getting ready to. */
#define STAMINA_TIE_PENALTY 0.01

/* The most Stamina actions in a row the param buy allows. */
#define MAX_BUY 6

typedef struct greedy {
    bot_rng rng;
    /* Match 0: the position being settled; match 1 + k: the position after
     * k + 1 Stamina actions in a row, whose purchases are being scored. */
    bot_scratch *scratch;
    unsigned samples, horizon, buy;
    double ms;
    double score[EXILE_MAX_LEGAL_ACTIONS];
} greedy;

static exile_status greedy_create(void **out, uint64_t seed, const char *params, const bot_error *e)
{
    double samples = 2, horizon = 60, buy = 3, ms = 0;
    const bot_param spec[] = {
        { "samples", &samples, 1, 64 },
        { "horizon", &horizon, 0, 100000 },
        { "buy", &buy, 0, MAX_BUY },
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
    g->buy = (unsigned)buy;
    g->ms = ms;
    g->scratch = bot_scratch_create(1 + MAX_BUY);
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

/* The evaluation of w for seat once the script has settled it; w is
 * spent. The same script moves for every action of one deal, too. */
static double settled_score(greedy *g, exile_match *w, int seat, uint64_t sample_seed)
{
    bot_rng script;
    bot_features f;

    bot_rng_seed(&script, sample_seed ^ 0x5eed5eed5eed5eedu);
    bot_settle(w, g->horizon, &script);
    bot_features_read(w, seat, &f);
    return bot_evaluate_full(&f);
}

/* Is a in the ascending list acts[0..n-1]? */
static bool offered(const exile_action *acts, size_t n, exile_action a)
{
    return bot_action_index(acts, n, a) >= 0;
}

/*
 * The best that the position p (after `level` + 1 Stamina actions in a row
 * by seat, still seat's decision) leads to: itself settled, or an action
 * that was not in before[0..nb-1] (the list before the first Stamina
 * action), or one more Stamina action while buy allows. p is kept.
 */
static double best_bought(greedy *g, exile_match *p, int seat, const exile_action *before, size_t nb,
                          unsigned level, uint64_t sample_seed)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    exile_match *w = bot_scratch_match(g->scratch, 0);
    size_t n = exile_match_legal_actions_keep(p, acts, EXILE_MAX_LEGAL_ACTIONS);
    double best;

    exile_match_copy(w, p);
    best = settled_score(g, w, seat, sample_seed);
    if (exile_match_to_act(p) != seat)
        return best;
    for (size_t i = 0; i < n; i++) {
        double s;

        if (bot_is_stamina_action(acts[i])) {
            exile_match *next = bot_scratch_match(g->scratch, 1 + level + 1);

            if (level + 1 >= g->buy)
                continue;
            exile_match_copy(next, p);
            if (exile_match_apply(next, acts[i]) != EXILE_OK)
                continue;
            s = best_bought(g, next, seat, before, nb, level + 1, sample_seed);
        } else if (offered(before, nb, acts[i])) {
            continue; /* scored without the Stamina */
        } else {
            exile_match_copy(w, p);
            if (exile_match_apply(w, acts[i]) != EXILE_OK)
                continue;
            s = settled_score(g, w, seat, sample_seed);
        }
        if (s > best)
            best = s;
    }
    return best;
}

/* The evaluation after action a of acts[0..n-1] in the deal of
 * sample_seed, for seat: a Stamina action by the best it buys. */
static double score_action(greedy *g, const exile_match *m, int seat, const exile_action *acts, size_t n,
                           exile_action a, uint64_t sample_seed)
{
    exile_match *w = bot_scratch_match(g->scratch, 0);
    exile_match *p = bot_scratch_match(g->scratch, 1);

    if (g->buy > 0 && bot_is_stamina_action(a)) {
        exile_match_determinize(p, m, seat, sample_seed);
        if (exile_match_apply(p, a) != EXILE_OK)
            return -1e9; /* never: a seat's options are the same in every deal */
        return best_bought(g, p, seat, acts, n, 0, sample_seed);
    }
    exile_match_determinize(w, m, seat, sample_seed);
    if (exile_match_apply(w, a) != EXILE_OK)
        return -1e9;
    return settled_score(g, w, seat, sample_seed);
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
            g->score[i] += score_action(g, m, seat, acts, n, acts[i], sample_seed);
    }
    return pick_best(g, acts, n);
}

const bot_type bot_greedy = {
    "greedy",
    "one ply, each action scored after a scripted exchange",
    "samples=2 (deals per action), horizon=60 (scripted actions at most), buy=3 (Stamina actions "
    "in a row scored by what they buy), ms=0 (time limit "
    "per decision, 0 none: no sample starts after it)",
    greedy_create,
    greedy_destroy,
    greedy_choose,
};
