/*
 * The public API of libexile-bots (<exile/bots.h>): checks its arguments
 * and calls the bots (bot.h) and their building blocks (common.h, plays.h).
 * SPDX-License-Identifier: MIT
 */
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "plays.h"

_Static_assert(EXILE_BOT_PLAY_SHIFT == BOT_PLAY_SHIFT, "the public play encoding is plays.h's");
_Static_assert(EXILE_BOT_MAX_PLAYS == BOT_MAX_PLAYS, "the public count of plays is plays.h's");

struct exile_bot {
    const bot_type *type;
    void *state;
};

int exile_bot_count(void)
{
    return (int)bot_count();
}

static const bot_type *type_at(int i)
{
    return i >= 0 ? bot_at((size_t)i) : NULL;
}

const char *exile_bot_name(int i)
{
    const bot_type *t = type_at(i);

    return t ? t->name : NULL;
}

const char *exile_bot_description(int i)
{
    const bot_type *t = type_at(i);

    return t ? t->description : NULL;
}

const char *exile_bot_params_help(int i)
{
    const bot_type *t = type_at(i);

    return t ? t->params_help : NULL;
}

exile_status exile_bot_create(exile_bot **out, const char *spec, uint64_t seed, char *err, size_t err_cap)
{
    const bot_error e = { err, err_cap };
    size_t name_len;
    const bot_type *type;
    exile_bot *b;
    exile_status st;

    if (err && err_cap > 0)
        err[0] = '\0';
    if (!out || !spec) {
        bot_error_set(&e, "no bot spec");
        return EXILE_E_INVALID_ARGUMENT;
    }
    name_len = strcspn(spec, ":");
    type = bot_find_n(spec, name_len);
    if (!type) {
        bot_error_set(&e, "there is no bot '%.*s'", (int)(name_len < 64 ? name_len : 64), spec);
        return EXILE_E_NOT_FOUND;
    }
    b = malloc(sizeof *b);
    if (!b) {
        bot_error_set(&e, "out of memory");
        return EXILE_E_NO_MEMORY;
    }
    b->type = type;
    st = type->create(&b->state, seed, spec[name_len] ? spec + name_len + 1 : "", &e);
    if (st != EXILE_OK) {
        if (st == EXILE_E_NO_MEMORY)
            bot_error_set(&e, "out of memory");
        free(b);
        return st;
    }
    *out = b;
    return EXILE_OK;
}

void exile_bot_destroy(exile_bot *bot)
{
    if (!bot)
        return;
    bot->type->destroy(bot->state);
    free(bot);
}

const char *exile_bot_kind(const exile_bot *bot)
{
    return bot ? bot->type->name : NULL;
}

exile_status exile_bot_choose(exile_bot *bot, const exile_match *m, double ms, exile_action *out)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n;

    if (!bot || !m || !out || !(ms >= 0))
        return EXILE_E_INVALID_ARGUMENT;
    n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    if (n == 0)
        return EXILE_E_GAME_OVER;
    *out = bot->type->choose(bot->state, m, acts, n, ms);
    return EXILE_OK;
}

/* ------------------------------------------------------------------------ */
/* Building blocks                                                           */

void exile_bot_rng_seed(exile_bot_rng *r, uint64_t seed)
{
    if (r)
        bot_rng_seed(r, seed);
}

uint64_t exile_bot_rng_next(exile_bot_rng *r)
{
    return r ? bot_rng_next(r) : 0;
}

size_t exile_bot_rng_below(exile_bot_rng *r, size_t n)
{
    return r && n > 0 ? bot_rng_below(r, n) : 0;
}

exile_status exile_bot_evaluate(const exile_match *m, int seat, unsigned flags, double *out)
{
    bot_features f;

    if (!m || !out || (seat != 0 && seat != 1) || (flags & ~EXILE_BOT_EVAL_FULL) != 0 ||
        bot_features_read(m, seat, &f) != 0)
        return EXILE_E_INVALID_ARGUMENT;
    *out = flags & EXILE_BOT_EVAL_FULL ? bot_evaluate_full(&f) : bot_evaluate(&f);
    return EXILE_OK;
}

exile_status exile_bot_reward(const exile_match *m, int seat, double scale, unsigned flags, double *out)
{
    if (!m || !out || (seat != 0 && seat != 1) || !(scale > 0) || (flags & ~EXILE_BOT_EVAL_FULL) != 0)
        return EXILE_E_INVALID_ARGUMENT;
    *out = bot_reward_by(m, seat, scale, flags & EXILE_BOT_EVAL_FULL ? bot_evaluate_full : bot_evaluate);
    return EXILE_OK;
}

/* The legal actions of m into acts: their number, or 0 with the status in *st. */
static size_t decision(const exile_match *m, exile_action *acts, exile_status *st)
{
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);

    *st = n > 0 ? EXILE_OK : EXILE_E_GAME_OVER;
    return n;
}

exile_status exile_bot_light_policy(const exile_match *m, exile_bot_rng *r, exile_action *out)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    exile_status st;
    size_t n;

    if (!m || !r || !out)
        return EXILE_E_INVALID_ARGUMENT;
    n = decision(m, acts, &st);
    if (n > 0)
        *out = bot_light_policy(acts, n, r);
    return st;
}

exile_status exile_bot_settle(exile_match *m, unsigned max_actions, exile_bot_rng *r)
{
    if (!m || !r)
        return EXILE_E_INVALID_ARGUMENT;
    bot_settle(m, max_actions, r);
    return EXILE_OK;
}

size_t exile_bot_plays(exile_match *scratch, const exile_match *m, exile_action *out, size_t cap)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS], plays[BOT_MAX_PLAYS];
    exile_status st;
    size_t n, k;

    if (!scratch || !m || !out || scratch == m)
        return 0;
    n = decision(m, acts, &st);
    if (n == 0)
        return 0;
    k = bot_plays(scratch, m, acts, n, plays);
    if (k > cap)
        k = cap;
    memcpy(out, plays, k * sizeof *plays);
    return k;
}

exile_status exile_bot_play_apply(exile_match *m, exile_action play)
{
    if (!m)
        return EXILE_E_INVALID_ARGUMENT;
    if (exile_match_to_act(m) < 0)
        return EXILE_E_GAME_OVER;
    return bot_play_apply(m, play);
}

exile_status exile_bot_play_policy(exile_match *scratch, const exile_match *m, exile_bot_rng *r,
                                   double prepare, exile_action *out)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    exile_status st;
    size_t n;

    if (!scratch || !m || !r || !out || scratch == m || !(prepare >= 0 && prepare <= 1))
        return EXILE_E_INVALID_ARGUMENT;
    n = decision(m, acts, &st);
    if (n > 0)
        *out = bot_play_policy(scratch, m, acts, n, r, prepare);
    return st;
}
