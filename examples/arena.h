/*
 * arena.h: what the parts of exile-arena share: a bot as the command line
 * names it, one match between two bots with any loadouts, the per-match
 * counts of each kind of action (--stats), the balance matrix (--matrix),
 * and the share of the matches each process plays (one, or an MPI run).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_ARENA_H
#define EXILE_ARENA_H

#include <stddef.h>
#include <stdint.h>

#include <exile/exile.h>

#include <exile/bots.h>

/* A bot as the command line names it: NAME or NAME:PARAMS (<exile/bots.h>). */
struct bot_spec {
    char label[512];    /* its spec, as given: exile_bot_create() reads it */
};

/*
 * A bot that is another program, "cmd:COMMAND", speaking the bot protocol
 * (doc/engine-protocol.md; arena_external.c). Each function that fails
 * says why into why (cap bytes).
 */
struct process;

/* Whether the spec names a program (cmd:COMMAND). */
int arena_is_external(const struct bot_spec *spec);

/* The program of spec, started if it is not running, told a match begins
 * (its bot's seed, its seat); NULL when it cannot play it. */
struct process *arena_external_open(const struct bot_spec *spec, uint64_t seed, int seat, char *why,
                                    size_t cap);

/*
 * Asks the program for the action of the seat to act in m, sending it the
 * seat's sample (dealt from sample_seed) and ms, the decision's time (0:
 * none; it may take DECISION_MS then). 0 with *out a legal action; -1
 * when the program failed (it crashed or exited, sent garbage, answered an
 * action not offered, or took too long): it loses the match and is
 * stopped; -2 when the arena could not ask.
 */
int arena_external_choose(struct process *p, const exile_match *m, uint64_t sample_seed, double ms,
                          exile_action *out, char *why, size_t cap);

/* The match is over (winner 0, 1, 2, or -1 unfinished): the program is told,
 * and kept for the next match. NULL is a no-op. */
void arena_external_close(struct process *p, int winner);

/* Tells a program to quit, and stops it; every program. */
void arena_external_quit(struct process *p);
void arena_external_quit_all(void);

/* Counts a match the bot of spec lost by failing; the matches it lost so. */
void arena_external_forfeit(const struct bot_spec *spec);
unsigned long arena_external_forfeits(const struct bot_spec *spec);

/* The action kinds --stats counts, and how many times each bot took them. */
enum { ARENA_STAT_KINDS = 12 };

struct arena_stats {
    unsigned long matches;
    unsigned long long rounds;                       /* summed over the matches */
    unsigned long long count[2][ARENA_STAT_KINDS];   /* per bot, per counted kind */
};

/* Counts the action a of bot `who` (0 or 1), if its kind is counted. */
void arena_stats_add(struct arena_stats *s, int who, exile_action a);

/* Counts a finished match of `rounds` rounds. */
void arena_stats_match(struct arena_stats *s, int rounds);

/* Prints the actions per match of each bot, one line per kind. */
void arena_stats_print(const struct arena_stats *s, const char *const label[2]);

/* Sums the counts of s over the processes of the run (arena_shard_sum). */
void arena_stats_sum(struct arena_stats *s);

/* One match to play. */
struct arena_setup {
    uint64_t seed;
    const exile_loadout *loadout[2]; /* per seat */
    int first_player;                /* 0, 1, or -1 drawn from the seed */
};

/*
 * Plays one match between bots to its end. who[s] is the bot (0 or 1) of
 * seat s, for the stats (NULL: none kept). Returns the winner (0, 1, 2) and
 * its rounds in *rounds, or -1 after a message.
 */
int arena_play(const struct arena_setup *setup, const struct bot_spec *seat0,
               const struct bot_spec *seat1, struct arena_stats *stats, const int who[2], int *rounds);

/*
 * The share of a series of matches this process plays, and the sums that
 * make its counts the whole series'. exile-arena is one process and plays
 * every match (arena_shard.c). exile-arena-mpi (mpi/arena_mpi.c) is one of
 * the P processes of an MPI run: it plays match g of a series when g mod P
 * is its rank, and the sums add up the counts of all P, so every process
 * ends with the figures one process would have counted, match for match.
 * Every process calls the sums and arena_shard_failed at the same points,
 * in the same order.
 */

/* Starts the run; only its first process keeps its standard output. */
void arena_shard_begin(int *argc, char ***argv);

/* Whether this is the first process of the run, the one that reports. */
int arena_shard_first(void);

/* Whether this process plays match g (from 0) of a series. */
int arena_shard_plays(unsigned long g);

/* Sums n counters over the processes of the run, in place. */
void arena_shard_sum(unsigned long *counter, size_t n);
void arena_shard_sum_long(unsigned long long *counter, size_t n);

/* Whether any process of the run failed; `failed`: whether this one did. */
int arena_shard_failed(int failed);

/* The 95% Wilson score interval of `wins` successes in `n` trials. */
void arena_wilson(unsigned long wins, unsigned long n, double *lo, double *hi);

/*
 * Reads a loadout written "EXILE,SECONDARY,PROTECTIVE,KIT,MEM,MEM,MEM" in
 * printed codes, or the number of a recommended loadout (0 to 3), into
 * *out, whose strings point into text or the library. 0, or -1 after a
 * message. The match checks the rules of §2 when it is created.
 */
int arena_parse_loadout(char *text, exile_loadout *out);

/*
 * The balance matrix: every recommended loadout against every other, each
 * pairing `games` matches (each seat, each first player and each bot
 * taking the row's loadout equally often), seeds from `seed`. Prints the
 * row's win rate with its 95% interval, draws and average rounds. 0, or 1
 * after an error.
 */
int arena_matrix(const struct bot_spec bot[2], unsigned long games, uint64_t seed, int progress,
                 int stats);

/*
 * One pairing of two loadouts, as one row of the matrix: 0, or 1 after an
 * error.
 */
int arena_pairing(const struct bot_spec bot[2], const exile_loadout lo[2], unsigned long games,
                  uint64_t seed, int stats);

#endif /* EXILE_ARENA_H */
