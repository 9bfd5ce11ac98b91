/*
 * The --stats of exile-arena: how often each bot takes each kind of action
 * that shows what part of the game it plays, per match.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>

#include "arena.h"

/* The counted kinds, each under the name --stats prints. */
static const struct {
    const char *name;
    exile_action_kind kind, also; /* `also` counts with `kind` (or equals it) */
} counted[ARENA_STAT_KINDS] = {
    { "attacks", EXILE_ACT_ATTACK_UP, EXILE_ACT_ATTACK_DOWN },
    { "blocks", EXILE_ACT_BLOCK, EXILE_ACT_BLOCK },
    { "tactics", EXILE_ACT_TACTICS, EXILE_ACT_TACTICS },
    { "reactions", EXILE_ACT_REACT, EXILE_ACT_REACT },
    { "prepares", EXILE_ACT_PREPARE, EXILE_ACT_PREPARE },
    { "finishers", EXILE_ACT_FINISHER, EXILE_ACT_FINISHER },
    { "abilities", EXILE_ACT_ABILITY, EXILE_ACT_ABILITY },
    { "memories_unlocked", EXILE_ACT_UNLOCK_MEMORY, EXILE_ACT_UNLOCK_MEMORY },
    { "upgrades_unlocked", EXILE_ACT_UNLOCK_UPGRADE, EXILE_ACT_UNLOCK_UPGRADE },
    { "unleashes", EXILE_ACT_UNLEASH, EXILE_ACT_UNLEASH },
    { "rearms", EXILE_ACT_REARM, EXILE_ACT_REARM },
    { "step_backs", EXILE_ACT_STEP_BACK, EXILE_ACT_STEP_BACK },
};

void arena_stats_add(struct arena_stats *s, int who, exile_action a)
{
    exile_action_kind kind = EXILE_ACTION_KIND(a);

    for (int i = 0; i < ARENA_STAT_KINDS; i++)
        if (counted[i].kind == kind || counted[i].also == kind) {
            s->count[who][i]++;
            return;
        }
}

void arena_stats_match(struct arena_stats *s, int rounds)
{
    s->matches++;
    s->rounds += (unsigned long long)rounds;
}

/*
 * One line per kind, "stats KIND BOT0 BOT1", each figure the bot's actions
 * of that kind per match: easy to read, and to grep.
 */
void arena_stats_print(const struct arena_stats *s, const char *const label[2])
{
    double n = s->matches ? (double)s->matches : 1.0;

    printf("stats: actions per match over %lu matches; bot 0 is %s, bot 1 is %s\n", s->matches,
           label[0], label[1]);
    printf("stats %-18s %9s %9s\n", "kind", "bot0", "bot1");
    for (int i = 0; i < ARENA_STAT_KINDS; i++)
        printf("stats %-18s %9.2f %9.2f\n", counted[i].name, (double)s->count[0][i] / n,
               (double)s->count[1][i] / n);
    printf("stats %-18s %9.2f\n", "rounds", (double)s->rounds / n);
}

void arena_stats_sum(struct arena_stats *s)
{
    arena_shard_sum(&s->matches, 1);
    arena_shard_sum_long(&s->rounds, 1);
    for (int b = 0; b < 2; b++)
        arena_shard_sum_long(s->count[b], ARENA_STAT_KINDS);
}
