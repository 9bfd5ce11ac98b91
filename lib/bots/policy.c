/*
 * A bundled bot as the opponent of a batch (<exile/batch.h>): one bot per
 * slot, so that the batch's threads, each stepping slots of its own, never
 * share one. exile_bot_policy_choose() is an exile_policy_fn.
 * SPDX-License-Identifier: MIT
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <exile/bots.h>

#include "bot.h"

struct exile_bot_policy {
    char *spec;
    size_t slots;
    exile_bot **bot; /* slot i's: exile_bot_create(spec, seed + i) */
};

/* Destroys the @p n bots of @p bots and the array. */
static void destroy_bots(exile_bot **bots, size_t n)
{
    if (!bots)
        return;
    for (size_t i = 0; i < n; i++)
        exile_bot_destroy(bots[i]);
    free(bots);
}

/* The @p slots bots of @p spec, slot i's seeded with @p seed + i, in *out. */
static exile_status make_bots(exile_bot ***out, const char *spec, size_t slots, uint64_t seed, char *err,
                              size_t err_cap)
{
    const bot_error e = { err, err_cap };
    exile_bot **bots = calloc(slots, sizeof *bots);
    if (!bots) {
        bot_error_set(&e, "out of memory");
        return EXILE_E_NO_MEMORY;
    }
    for (size_t i = 0; i < slots; i++) {
        exile_status s = exile_bot_create(&bots[i], spec, seed + i, err, err_cap);
        if (s != EXILE_OK) {
            destroy_bots(bots, i);
            return s;
        }
    }
    *out = bots;
    return EXILE_OK;
}

exile_status exile_bot_policy_create(exile_bot_policy **out, const char *spec, size_t slots, uint64_t seed,
                                     char *err, size_t err_cap)
{
    const bot_error e = { err, err_cap };
    if (err && err_cap > 0)
        err[0] = '\0';
    if (!out || !spec || slots == 0 || slots > SIZE_MAX / sizeof(exile_bot *)) {
        bot_error_set(&e, !spec ? "no bot spec" : !out ? "no policy to make" : "a policy plays 1 slot or more");
        return EXILE_E_INVALID_ARGUMENT;
    }
    exile_bot_policy *p = calloc(1, sizeof *p);
    char *copy = malloc(strlen(spec) + 1);
    if (!p || !copy) {
        free(p);
        free(copy);
        bot_error_set(&e, "out of memory");
        return EXILE_E_NO_MEMORY;
    }
    strcpy(copy, spec);
    p->spec = copy;
    p->slots = slots;
    exile_status s = make_bots(&p->bot, spec, slots, seed, err, err_cap);
    if (s != EXILE_OK) {
        free(copy);
        free(p);
        return s;
    }
    *out = p;
    return EXILE_OK;
}

exile_status exile_bot_policy_reseed(exile_bot_policy *p, uint64_t seed)
{
    exile_bot **bots;
    if (!p)
        return EXILE_E_INVALID_ARGUMENT;
    exile_status s = make_bots(&bots, p->spec, p->slots, seed, NULL, 0);
    if (s != EXILE_OK)
        return s;
    destroy_bots(p->bot, p->slots);
    p->bot = bots;
    return EXILE_OK;
}

void exile_bot_policy_destroy(exile_bot_policy *p)
{
    if (!p)
        return;
    destroy_bots(p->bot, p->slots);
    free(p->spec);
    free(p);
}

exile_action exile_bot_policy_choose(const exile_match *m, size_t slot, void *policy)
{
    exile_bot_policy *p = policy;
    exile_action a;
    if (!p || !m || slot >= p->slots || exile_bot_choose(p->bot[slot], m, 0, &a) != EXILE_OK)
        return EXILE_BOT_NO_ACTION;
    return a;
}
