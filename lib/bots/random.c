/*
 * random: chooses uniformly among the legal actions. The baseline every
 * other bot must beat; it looks at nothing but its own options.
 * SPDX-License-Identifier: MIT
 */
#include <stdlib.h>

#include "bot.h"

static exile_status random_create(void **out, uint64_t seed, const char *params, const bot_error *e)
{
    double ms = 0; /* taken, and kept easily: it answers at once */
    const bot_param spec[] = { { "ms", &ms, 0, 3600000 } };
    bot_rng *r;

    if (bot_params_parse("random", params, spec, 1, e, NULL) != 0)
        return EXILE_E_PARSE;
    r = malloc(sizeof *r);
    if (!r)
        return EXILE_E_NO_MEMORY;
    bot_rng_seed(r, seed);
    *out = r;
    return EXILE_OK;
}

static void random_destroy(void *bot)
{
    free(bot);
}

static exile_action random_choose(void *bot, const exile_match *m, const exile_action *acts, size_t n,
                                  double ms)
{
    (void)m;
    (void)ms;
    return acts[bot_rng_below(bot, n)];
}

const bot_type bot_random = {
    "random",
    "chooses uniformly among the legal actions",
    "ms=0 (time limit per decision, 0 none: it answers at once)",
    random_create,
    random_destroy,
    random_choose,
};
