/*
 * bot.h: the interface every bundled bot implements, and the registry that
 * finds them by name. Private to libexile-bots: <exile/bots.h> wraps it
 * (lib/bots/api.c).
 *
 * A bot is a type (bot_type: a name and three functions) and any number
 * of instances made by its create(). A host creates one instance per seat
 * and per match, asks it for an action at each of that seat's decisions,
 * and destroys it when the match is over.
 *
 * THE CONTRACT: a bot plays fair.
 *
 *   The match handed to choose() is the referee's complete match, hidden
 *   information included, because that is what the public API hands out. A
 *   bot may learn from it only what its seat (exile_match_to_act(m)) may
 *   know:
 *
 *   - what it looks at, it reads through a view of its own seat
 *     (exile_view_create(&v, m, seat), then exile_view_*, or
 *     exile_match_get(m, seat, ...), which reads the same), and through
 *     the legal actions it was given (they are its own options);
 *   - for search, it samples a match consistent with that view,
 *     exile_match_determinize(dst, m, seat, seed), and searches the sample
 *     (exile_match_copy() resets a sample, exile_match_clone() makes more
 *     matches); inside a sample anything may be read, since the sample's
 *     hidden cards were dealt at random and tell nothing of the real ones;
 *   - it never reads hidden information from m itself: never
 *     exile_match_to_notation(m) (it names the opponent's hand), never a
 *     view of the other seat, never a copy or clone of m that is searched
 *     without first being determinized from its own seat, never
 *     exile_action_format() of an action the opponent took face-down.
 *
 *   choose() returns one of acts[0..n-1] (n >= 1, the legal actions of the
 *   seat to act, ascending). It must not change the match (it is const).
 *   Its ms, when above 0, limits this decision's time (with the bot's own
 *   ms param, the smaller holds).
 *
 *   A bot is deterministic: the same seed, params and sequence of matches
 *   give the same choices, unless its params set a time limit.
 *
 *   A bot allocates in create() and frees in destroy(); a search bot
 *   allocates nothing per decision.
 *
 * PARAMS: a bot's create() takes a text of "key=value" pairs separated by
 * ',' or ':' ("iterations=400,depth=30"), or NULL / "" for the defaults.
 * It returns EXILE_E_PARSE, after a message in its bot_error, for an
 * unknown key or a value out of range, and EXILE_E_NO_MEMORY. Every bot
 * takes ms (a time limit per decision, 0 none).
 *
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_BOTS_BOT_H
#define EXILE_BOTS_BOT_H

#include <stddef.h>
#include <stdint.h>

#include <exile/exile.h>

#include "common.h"

typedef struct bot_type {
    const char *name;        /* "random", "greedy", "ismcts" */
    const char *description; /* one line for --help */
    const char *params_help; /* its params and their defaults, one line; "" if none */
    /* A new instance in *out: EXILE_OK, EXILE_E_PARSE (after a message in
     * e) or EXILE_E_NO_MEMORY. */
    exile_status (*create)(void **out, uint64_t seed, const char *params, const bot_error *e);
    /* Destroys an instance; NULL is a no-op. */
    void (*destroy)(void *bot);
    /* One of acts[0..n-1], the legal actions of the seat to act in m (n >= 1),
     * within ms milliseconds when ms > 0. */
    exile_action (*choose)(void *bot, const exile_match *m, const exile_action *acts, size_t n, double ms);
} bot_type;

/* The registered bots, in the order --help lists them. */
extern const bot_type bot_random;
extern const bot_type bot_greedy;
extern const bot_type bot_ismcts_full;
extern const bot_type bot_ismcts;

/* The bot type named by the first len bytes of name, or NULL. */
const bot_type *bot_find_n(const char *name, size_t len);

/* The bot type of that name ("ismcts"), or NULL. */
const bot_type *bot_find(const char *name);

/* The number of registered bots, and the i-th (NULL out of range). */
size_t bot_count(void);
const bot_type *bot_at(size_t i);

/* The time limit of a decision: the smaller of the two above 0, else 0. */
double bot_decision_ms(double asked, double own);

#endif /* EXILE_BOTS_BOT_H */
