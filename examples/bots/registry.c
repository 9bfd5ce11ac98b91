/*
 * The registry of bots: a new bot is one exile_bot_type and one line in
 * registered[] below.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "bot.h"

static const exile_bot_type *const registered[] = {
    &exile_bot_random,
    &exile_bot_greedy,
    &exile_bot_ismcts,
    &exile_bot_ismcts_classic,
};

size_t bot_count(void)
{
    return sizeof registered / sizeof registered[0];
}

const exile_bot_type *bot_at(size_t i)
{
    return i < bot_count() ? registered[i] : NULL;
}

const exile_bot_type *bot_find_n(const char *name, size_t len)
{
    if (!name)
        return NULL;
    for (size_t i = 0; i < bot_count(); i++)
        if (strlen(registered[i]->name) == len && strncmp(registered[i]->name, name, len) == 0)
            return registered[i];
    return NULL;
}

const exile_bot_type *bot_find(const char *name)
{
    return name ? bot_find_n(name, strlen(name)) : NULL;
}
