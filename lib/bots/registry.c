/*
 * The registry of bots: a new bot is one bot_type and one line in
 * registered[] below (and its name in doc/man/exile-bot.1).
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "bot.h"

static const bot_type *const registered[] = {
    &bot_random,
    &bot_greedy,
    &bot_ismcts_full,
    &bot_ismcts,
};

size_t bot_count(void)
{
    return sizeof registered / sizeof registered[0];
}

const bot_type *bot_at(size_t i)
{
    return i < bot_count() ? registered[i] : NULL;
}

const bot_type *bot_find_n(const char *name, size_t len)
{
    if (!name)
        return NULL;
    for (size_t i = 0; i < bot_count(); i++)
        if (strlen(registered[i]->name) == len && strncmp(registered[i]->name, name, len) == 0)
            return registered[i];
    return NULL;
}

const bot_type *bot_find(const char *name)
{
    return name ? bot_find_n(name, strlen(name)) : NULL;
}

double bot_decision_ms(double asked, double own)
{
    if (asked > 0 && (own <= 0 || asked < own))
        return asked;
    return own > 0 ? own : 0;
}
