/*
 * common.h: what the bots share and the interface (bot.h) does not promise:
 * random numbers, params, a little arithmetic, search matches, the
 * evaluation of a position from one seat's view, and a cheap scripted
 * policy. Private to libexile-bots: <exile/bots.h> exports what a bot of
 * one's own may use of them.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_BOTS_COMMON_H
#define EXILE_BOTS_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include <exile/bots.h>
#include <exile/exile.h>

/* ------------------------------------------------------------------------ */
/* Random numbers: splitmix64 (Steele, Lea, Flood, 2014), any seed is fine.  */

typedef exile_bot_rng bot_rng;

void bot_rng_seed(bot_rng *r, uint64_t seed);
uint64_t bot_rng_next(bot_rng *r);
/* Uniform in [0, n), n >= 1. */
size_t bot_rng_below(bot_rng *r, size_t n);
/* Uniform in [0, 1). */
double bot_rng_unit(bot_rng *r);

/* ------------------------------------------------------------------------ */
/* Params: "key=value,key=value" (or ':' between them), every value a number. */

typedef struct bot_param {
    const char *key;
    double *value; /* holds the default; receives the value given */
    double min, max;
} bot_param;

/* Where a bot's create() writes why it failed: a buffer of the caller's. */
typedef struct bot_error {
    char *text; /* NULL: no message wanted */
    size_t cap;
} bot_error;

/* Writes a message into e (printf-style), when it has room for one. */
void bot_error_set(const bot_error *e, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/*
 * Reads params into the values of spec[0..n-1]. Returns 0, or -1 after a
 * message in *e naming bot_name and the problem. *given (when not NULL)
 * receives, bit i for spec[i], which params the text set.
 */
int bot_params_parse(const char *bot_name, const char *params, const bot_param *spec, size_t n,
                     const bot_error *e, unsigned *given);

/* ------------------------------------------------------------------------ */
/* Time.                                                                     */

/* The monotonic clock, in milliseconds. */
double bot_now_ms(void);

/* ------------------------------------------------------------------------ */
/* Arithmetic without libm (the test links the shared library only).        */

double bot_sqrt(double x); /* x >= 0 */
double bot_log(double x);  /* x > 0, natural logarithm */

/* ------------------------------------------------------------------------ */
/* Search matches.                                                           */

/*
 * A set of matches a bot searches in, made at its create(): a search
 * copies and determinizes into them, and allocates nothing.
 */
typedef struct bot_scratch bot_scratch;

bot_scratch *bot_scratch_create(size_t n_matches);
void bot_scratch_destroy(bot_scratch *s);
exile_match *bot_scratch_match(bot_scratch *s, size_t i);

/* ------------------------------------------------------------------------ */
/* What a seat sees, and what it is worth.                                   */

/* The public state of one seat, as a view shows it. */
typedef struct bot_side {
    int hp;
    int hand;      /* cards in hand, Tokens included */
    int momentum;  /* cards in the Momentum Zone */
    int unlocked;  /* Memories unlocked */
    int untapped;  /* Memories untapped */
    int armed;     /* Gear armed */
    int upgraded;  /* Gear on its Upgrade side */
    int engaged;   /* 1 while the Exile is sideways */
    int spent;     /* 1 once spent this round */
    int unleashed; /* 1 once the Exile is unleashed */
    int bleed, aim, plating; /* Tokens attached to the Exile */
    int prepared;  /* 1 while a Finisher is prepared */
    int prepared_damage; /* the printed Damage of a prepared Finisher Attack, else 0 */
    int ready;     /* the viewer's own side only: 1 while its hand holds a
                    * Finisher whose Gear is armed and upgraded (one it may
                    * prepare), none prepared */
    int ready_damage; /* the highest printed Damage of those Finisher Attacks, else 0 */
} bot_side;

typedef struct bot_features {
    bot_side me, opp;
    int seat;   /* whose view: "me" */
    int winner; /* -1 running, else exile_match_winner() */
} bot_features;

/*
 * Reads what @p seat knows of @p m, as its view shows it
 * (exile_match_get() with @p seat the viewer). Returns 0, or -1 for a
 * seat that is not 0 or 1.
 */
int bot_features_read(const exile_match *m, int seat, bot_features *f);

/* The evaluation of bot_features, in HP: see the formula in common.c. */
double bot_evaluate(const bot_features *f);

/*
 * The evaluation of the full-game bots, in HP: bot_evaluate() plus what
 * pays off later, a prepared Finisher (common.c).
 */
double bot_evaluate_full(const bot_features *f);

/*
 * A reward in [0, 1] for @p seat: 1 a win, 0.5 a draw, 0 a loss; a running
 * match scores its evaluation squashed into (0, 1), 0.5 meaning even.
 * @p scale is the evaluation that scores 0.75.
 */
double bot_reward(const exile_match *m, int seat, double scale);

/* bot_reward() with a chosen evaluation (bot_evaluate or bot_evaluate_full). */
double bot_reward_by(const exile_match *m, int seat, double scale,
                     double (*evaluate)(const bot_features *f));

/* ------------------------------------------------------------------------ */
/* Decisions by the kinds of their actions.                                 */

/* A turn decision (the action of a turn: End is among the options). */
int bot_is_turn_decision(const exile_action *acts, size_t n);

/* Tap or channel: Stamina-window actions, worth nothing by themselves. */
int bot_is_stamina_action(exile_action a);

/* The index of a in acts[0..n-1], ascending, or -1 (a binary search). */
int bot_action_index(const exile_action *acts, size_t n, exile_action a);

/*
 * The scripted policy ("light"): a cheap, sensible default for either
 * seat, reading nothing but the legal actions. It declares the least cost
 * it can; at its Pay it taps, then channels, until it can declare; it
 * blocks with a Block card it can already pay for, else plays no more
 * blocks; it passes React steps; unlocks a Memory; rearms; chooses the
 * first card offered rather than declining; and at a turn decision it
 * plays a random attack, Tactics card or Finisher (whatever is offered
 * can be paid for) three times in four, and otherwise Ends.
 */
exile_action bot_light_policy(const exile_action *acts, size_t n, bot_rng *r);

/*
 * Plays bot_light_policy() for both seats in m until a quiet point: the
 * next turn decision of either seat, the end of the match, or horizon
 * actions (greedy.c says why).
 */
void bot_settle(exile_match *m, unsigned horizon, bot_rng *r);

/*
 * The scripted policy of the full-game bots: bot_light_policy(), except at
 * a turn decision, where it plays the prepared Finisher when it may;
 * prepares a Finisher or plays a Tactics card with probability @p prepare
 * when one is offered, else taps or channels towards one with probability
 * @p prepare / 2 (they are offered only once their cost floats); and
 * otherwise picks among attacks, Tactics cards and activated abilities, or
 * Ends; and in a React step, where it plays a Reaction it can pay for with
 * probability @p prepare rather than always passing.
 */
exile_action bot_full_policy(const exile_action *acts, size_t n, bot_rng *r, double prepare);

#endif /* EXILE_BOTS_COMMON_H */
