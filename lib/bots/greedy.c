/*
 * greedy: one ply, scored after the dust settles.
 *
 * For each play (below) it samples the match from its own seat's
 * knowledge (exile_match_determinize into a match reserved at create),
 * makes the play, and then lets the scripted policy of common.h
 * (bot_light_policy) play both seats until a quiet point: the next turn
 * decision of either seat, the end of the match, or `horizon` actions. It
 * scores that position with bot_evaluate_full() from its own view, and
 * makes the best play, ties broken by its own random numbers.
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
 * It chooses among plays (plays.h): each action with the taps and
 * channels that pay for it. A Tactics card, a Reaction, a Prepare and a
 * dearer declared cost are offered only once their Stamina floats (§3.1,
 * Floating Stamina), so a tap scored by itself is a Memory spent for
 * nothing, and a bot that scored single actions never played a Tactics
 * card or prepared a Finisher: over the 2400 matches of the balance
 * matrix it played 0.00 of each a match. Once it has chosen a play that
 * costs Stamina, it makes the play's taps and channels one decision after
 * another and then the play, without scoring again: samples drawn anew at
 * each tap would change their mind halfway and leave Memories tapped for
 * nothing.
 *
 * With block > 0 the script's foe pays to block (bot_settle_blocking):
 * at a Block step where no Block card is paid for yet, it taps and
 * channels towards one with probability `block`. The light script alone
 * blocks only with what is already paid for: over the balance matrix,
 * at about one Block step in eight where a block could be paid for,
 * while greedy itself pays to block at three in four. A bot that expects
 * so few blocks overrates the face-down attack (any block that stops it
 * disarms it, §5 The Block) and the Feint that baits a block, which is
 * the bluffing pack's whole plan; so the balance matrix is measured
 * with block=0.5, at which the script blocks at about one step in two.
 * It is not the default: against greedy with block=0 it wins 47-49% of
 * the matches.
 *
 * The evaluation is bot_evaluate_full(): the prepared Finisher counts, so
 * a Prepare is worth the Finisher it readies, not only the turn it spends.
 *
 * The same `samples` deals are used for every play (common random
 * numbers), so plays are compared on the same hidden cards.
 *
 * Params: samples (deals per play, default 2), horizon (the most actions
 * the script plays, default 60), block (the script's chance to pay for a
 * block, default 0: the light script's blocks only), plays (1, the
 * default: choose among plays; 0: among single actions, a Stamina action
 * scored by the position it leaves), ms (a time limit: once a sample of
 * every play is scored, no further sample starts after it).
 * SPDX-License-Identifier: MIT
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "plays.h"

/* With plays=0, a Stamina action at a turn decision must beat the others
 * by this much: on a tie, doing something beats getting ready to. */
#define STAMINA_TIE_PENALTY 0.01

typedef struct greedy {
    bot_rng rng;
    /* Match 0: the sample being scored; 1: bot_plays()'s payments. */
    bot_scratch *scratch;
    unsigned samples, horizon;
    bool use_plays;
    double ms, block;
    /* The play being paid for, while its taps and channels are made: the
     * seat making it and the action count after its last Stamina action. */
    exile_action pending;
    bool paying;
    int paying_seat;
    uint32_t paying_at;
    exile_action plays[BOT_MAX_PLAYS];
    double score[BOT_MAX_PLAYS];
} greedy;

static exile_status greedy_create(void **out, uint64_t seed, const char *params, const bot_error *e)
{
    double samples = 2, horizon = 60, plays = 1, ms = 0, block = 0;
    const bot_param spec[] = {
        { "samples", &samples, 1, 64 },
        { "horizon", &horizon, 0, 100000 },
        { "plays", &plays, 0, 1 },
        { "ms", &ms, 0, 3600000 },
        { "block", &block, 0, 1 },
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
    g->use_plays = plays >= 0.5;
    g->ms = ms;
    g->block = block;
    g->scratch = bot_scratch_create(2);
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

/* The evaluation after play p in the deal of sample_seed, for seat. */
static double score_play(greedy *g, const exile_match *m, int seat, exile_action p, uint64_t sample_seed)
{
    exile_match *w = bot_scratch_match(g->scratch, 0);
    bot_rng script;
    bot_features f;

    /* The same script moves for every play of one deal, too. */
    bot_rng_seed(&script, sample_seed ^ 0x5eed5eed5eed5eedu);
    exile_match_determinize(w, m, seat, sample_seed);
    if (bot_play_apply(w, p) != EXILE_OK)
        return -1e9; /* never: a seat's options are the same in every deal */
    bot_settle_blocking(w, bot_scratch_match(g->scratch, 1), g->horizon, &script, g->block);
    bot_features_read(w, seat, &f);
    return bot_evaluate_full(&f);
}

/* The best of g->plays[0..n-1] by g->score, ties broken at random. */
static exile_action pick_best(greedy *g, size_t n)
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
    return g->plays[best];
}

/* The next action of the play being paid for, if this decision is the one
 * right after its last Stamina action; else the play is over. A bot moved
 * to another match in the middle of a payment (a batch slot reset) could
 * take a decision of the new match for the next one of the payment only
 * if its seat and action count were the same: it would then make one
 * legal action it did not score, and no more. */
static bool continue_paying(greedy *g, const exile_match *m, const exile_action *acts, size_t n,
                            exile_action *out)
{
    exile_action target = BOT_PLAY_ACTION(g->pending);

    if (!g->paying || exile_match_to_act(m) != g->paying_seat || exile_match_action_count(m) != g->paying_at)
        return g->paying = false;
    if (bot_action_index(acts, n, target) >= 0) {
        g->paying = false;
        *out = target;
        return true;
    }
    if (!bot_stamina_step(m, acts, n, out))
        return g->paying = false;
    g->paying_at++;
    return true;
}

/* The first action of play p, remembering the play when it pays first. */
static exile_action start_play(greedy *g, const exile_match *m, const exile_action *acts, size_t n,
                               exile_action p)
{
    exile_action step;

    if (BOT_PLAY_PAY(p) == 0 || !bot_stamina_step(m, acts, n, &step))
        return BOT_PLAY_ACTION(p);
    g->pending = p;
    g->paying = true;
    g->paying_seat = exile_match_to_act(m);
    g->paying_at = exile_match_action_count(m) + 1;
    return step;
}

static exile_action greedy_choose(void *bot, const exile_match *m, const exile_action *acts, size_t n,
                                  double ms)
{
    greedy *g = bot;
    double limit = bot_decision_ms(ms, g->ms);
    double deadline = limit > 0 ? bot_now_ms() + limit : 0;
    int seat = exile_match_to_act(m);
    int turn = bot_is_turn_decision(acts, n);
    exile_action next;
    size_t np;

    if (continue_paying(g, m, acts, n, &next))
        return next;
    if (n == 1)
        return acts[0];
    if (g->use_plays) {
        np = bot_plays(bot_scratch_match(g->scratch, 1), m, acts, n, g->plays);
    } else {
        memcpy(g->plays, acts, n * sizeof *acts);
        np = n;
    }
    for (size_t i = 0; i < np; i++)
        g->score[i] = !g->use_plays && turn && bot_is_stamina_action(g->plays[i])
                          ? -STAMINA_TIE_PENALTY * g->samples
                          : 0.0;
    for (unsigned k = 0; k < g->samples; k++) {
        uint64_t sample_seed;

        if (k > 0 && deadline > 0 && bot_now_ms() >= deadline)
            break;
        sample_seed = bot_rng_next(&g->rng);

        for (size_t i = 0; i < np; i++)
            g->score[i] += score_play(g, m, seat, g->plays[i], sample_seed);
    }
    return start_play(g, m, acts, n, pick_best(g, np));
}

const bot_type bot_greedy = {
    "greedy",
    "one ply over plays (an action with the taps and channels that pay for it), each scored after a "
    "scripted exchange",
    "samples=2 (deals per play), horizon=60 (scripted actions at most), block=0 (the script's "
    "chance to pay for a block), plays=1 (0: single actions, a tap scored by itself), ms=0 "
    "(time limit per decision, 0 none: no sample starts after it)",
    greedy_create,
    greedy_destroy,
    greedy_choose,
};
