/*
 * random: chooses uniformly among the legal actions. The baseline every
 * other bot must beat; it looks at nothing but its own options.
 * SPDX-License-Identifier: MIT
 */
#include <stdlib.h>

#include "bot.h"
#include "common.h"

static void *random_create(uint64_t seed, const char *params)
{
    bot_rng *r;

    if (bot_params_parse("random", params, NULL, 0) != 0)
        return NULL;
    r = malloc(sizeof *r);
    if (r)
        bot_rng_seed(r, seed);
    return r;
}

static void random_destroy(void *bot)
{
    free(bot);
}

static exile_action random_choose(void *bot, const exile_match *m, const exile_action *acts, size_t n)
{
    (void)m;
    return acts[bot_rng_below(bot, n)];
}

const exile_bot_type exile_bot_random = {
    "random",
    "chooses uniformly among the legal actions",
    "",
    random_create,
    random_destroy,
    random_choose,
};
