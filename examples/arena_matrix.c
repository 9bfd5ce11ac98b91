/*
 * The balance matrix of exile-arena (--matrix), and a single pairing of any
 * two loadouts (--loadouts): how often one Exile's pack beats another's
 * when the same bots play both.
 *
 * Each pairing plays its matches in blocks of eight: the row's loadout in
 * each seat, each seat going first, and each bot playing the row's
 * loadout, equally often. So neither the first player's edge nor one bot
 * being stronger than the other leans on the result. Match g of a pairing
 * has seed S + g, the same deals for every pairing.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <string.h>

#include "arena.h"

/* The results of one pairing, from its row loadout's side. */
struct tally {
    unsigned long games, wins, losses, draws;
    unsigned long long rounds;
};

/*
 * Plays `games` matches of lo[0] (the row) against lo[1], this process's
 * share of them (arena_shard_plays), and counts the whole pairing in *t:
 * 0, or -1 when a match failed in any process.
 */
static int play_pairing(const struct bot_spec bot[2], const exile_loadout lo[2], unsigned long games,
                        uint64_t seed, struct arena_stats *stats, struct tally *t)
{
    int failed = 0;

    memset(t, 0, sizeof *t);
    for (unsigned long g = 0; g < games; g++) {
        int row_seat = (int)(g & 1u), row_bot = (int)((g >> 2) & 1u);
        int who[2];
        struct arena_setup setup;
        int winner, rounds;

        if (!arena_shard_plays(g))
            continue;
        setup.seed = seed + g;
        setup.first_player = (int)((g >> 1) & 1u);
        setup.loadout[row_seat] = &lo[0];
        setup.loadout[1 - row_seat] = &lo[1];
        who[row_seat] = row_bot;
        who[1 - row_seat] = 1 - row_bot;
        winner = arena_play(&setup, &bot[who[0]], &bot[who[1]], stats, who, &rounds);
        if (winner < 0) {
            fprintf(stderr, "exile-arena: the match of seed %llu failed\n",
                    (unsigned long long)setup.seed);
            failed = 1;
            break;
        }
        t->games++;
        t->rounds += (unsigned long long)rounds;
        if (winner == 2)
            t->draws++;
        else if (winner == row_seat)
            t->wins++;
        else
            t->losses++;
    }
    if (arena_shard_failed(failed))
        return -1;
    arena_shard_sum(&t->games, 1);
    arena_shard_sum(&t->wins, 1);
    arena_shard_sum(&t->losses, 1);
    arena_shard_sum(&t->draws, 1);
    arena_shard_sum_long(&t->rounds, 1);
    return 0;
}

/* "EXL-01 Lark Sevrin": the Exile of a loadout. */
static void exile_label(const exile_loadout *lo, char *buf, size_t cap)
{
    int card;
    const char *name = exile_card_find(lo->exile, &card) == EXILE_OK ? exile_card_name(card) : NULL;

    snprintf(buf, cap, "%s %s", lo->exile, name ? name : "");
}

static void print_header(void)
{
    printf("%-24s %-24s %7s  %-15s %6s %7s\n", "row", "column", "row win", "95% interval", "draws",
           "rounds");
}

/* One line: the row's win rate against the column, from the row's side. */
static void print_row(const exile_loadout *row, const exile_loadout *col, unsigned long wins,
                      unsigned long draws, unsigned long games, unsigned long long rounds)
{
    char a[64], b[64];
    double lo, hi;

    exile_label(row, a, sizeof a);
    exile_label(col, b, sizeof b);
    arena_wilson(wins, games, &lo, &hi);
    printf("%-24s %-24s %6.1f%%  %5.1f%% - %5.1f%% %6lu %7.1f\n", a, b,
           100.0 * (double)wins / (double)games, 100.0 * lo, 100.0 * hi, draws,
           (double)rounds / (double)games);
}

/* Sums the --stats of this process's matches with the other processes', and prints them. */
static void print_stats(struct arena_stats *s, const struct bot_spec bot[2])
{
    const char *const label[2] = { bot[0].label, bot[1].label };

    arena_stats_sum(s);
    printf("\n");
    arena_stats_print(s, label);
}

int arena_pairing(const struct bot_spec bot[2], const exile_loadout lo[2], unsigned long games,
                  uint64_t seed, int stats)
{
    struct arena_stats s;
    struct tally t;

    memset(&s, 0, sizeof s);
    if (play_pairing(bot, lo, games, seed, &s, &t) != 0)
        return 1;
    printf("%lu matches, seeds %llu to %llu; bot 0 is %s, bot 1 is %s; each plays the row's "
           "loadout, in each seat, first and second, equally often\n",
           games, (unsigned long long)seed, (unsigned long long)(seed + games - 1), bot[0].label,
           bot[1].label);
    print_header();
    print_row(&lo[0], &lo[1], t.wins, t.draws, games, t.rounds);
    print_row(&lo[1], &lo[0], t.losses, t.draws, games, t.rounds);
    if (stats)
        print_stats(&s, bot);
    return 0;
}

int arena_matrix(const struct bot_spec bot[2], unsigned long games, uint64_t seed, int progress,
                 int stats)
{
    enum { MAX_LOADOUTS = 8 };
    int n = exile_recommended_count();
    exile_loadout lo[MAX_LOADOUTS];
    struct tally t[MAX_LOADOUTS][MAX_LOADOUTS];
    struct arena_stats s;
    int pairings = n * (n - 1) / 2, done = 0;

    if (n < 2 || n > MAX_LOADOUTS)
        return 1;
    memset(&s, 0, sizeof s);
    for (int i = 0; i < n; i++)
        if (exile_recommended_loadout(i, &lo[i]) != EXILE_OK)
            return 1;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            const exile_loadout pair[2] = { lo[i], lo[j] };

            if (progress)
                fprintf(stderr, "exile-arena: pairing %d of %d: %s against %s\n", ++done, pairings,
                        lo[i].exile, lo[j].exile);
            if (play_pairing(bot, pair, games, seed, &s, &t[i][j]) != 0)
                return 1;
        }
    printf("balance matrix: the recommended loadouts, %lu matches a pairing, seeds %llu to %llu; "
           "bot 0 is %s, bot 1 is %s; each plays the row's loadout, in each seat, first and "
           "second, equally often\n",
           games, (unsigned long long)seed, (unsigned long long)(seed + games - 1), bot[0].label,
           bot[1].label);
    print_header();
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            if (i < j)
                print_row(&lo[i], &lo[j], t[i][j].wins, t[i][j].draws, games, t[i][j].rounds);
            else if (i > j)
                print_row(&lo[i], &lo[j], t[j][i].losses, t[j][i].draws, games, t[j][i].rounds);
        }
    if (stats)
        print_stats(&s, bot);
    return 0;
}

int arena_parse_loadout(char *text, exile_loadout *out)
{
    const char **field[7] = { &out->exile, &out->secondary, &out->protective, &out->kit,
                              &out->memories[0], &out->memories[1], &out->memories[2] };
    char *p = text;
    int k = 0;

    if (text[0] >= '0' && text[0] <= '9' && text[1] == '\0') {
        if (exile_recommended_loadout(text[0] - '0', out) == EXILE_OK)
            return 0;
        fprintf(stderr, "exile-arena: there is no recommended loadout %s (0 to %d)\n", text,
                exile_recommended_count() - 1);
        return -1;
    }
    while (p && k < 7) {
        char *comma = strchr(p, ',');

        if (comma)
            *comma = '\0';
        *field[k++] = p;
        p = comma ? comma + 1 : NULL;
    }
    if (k != 7 || p) {
        fprintf(stderr, "exile-arena: a loadout is a recommended one's number (0 to %d) or seven "
                        "codes, EXILE,SECONDARY,PROTECTIVE,KIT,MEMORY,MEMORY,MEMORY\n",
                exile_recommended_count() - 1);
        return -1;
    }
    return 0;
}
