/**
 * @file bots.h
 * @brief libexile-bots: the bundled bots of Exile: The Faraday Doctrine
 *        (random, greedy, ismcts, ismcts-full) and the pieces they are
 *        made of, as a library of its own.
 *
 * A program links it with `pkg-config --cflags --libs exile-bots` (which
 * brings libexile too) and includes this header beside <exile/exile.h>,
 * which does not include it: the bots are another library.
 *
 * A bot is made from a text, its *spec*: a name, and params after a ':'
 * ("greedy", "ismcts-full:iterations=800,threads=2"). It plays fair: it
 * reads of the match only what the seat to act may know (its view, and
 * samples dealt by exile_match_determinize() from that seat), so the match
 * handed to it may be the referee's full match or any sample a seat's host
 * dealt from what the seat knows; both give the same choices.
 *
 * Every function is safe to call from several threads on different bots;
 * one bot is used by one thread at a time (a bot may start threads of its
 * own inside exile_bot_choose(), the `threads` param).
 *
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_BOTS_H
#define EXILE_BOTS_H

#include <stddef.h>
#include <stdint.h>

#include <exile/exile.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @cond EXILE_INTERNAL */
#if defined(_WIN32) && defined(EXILE_BOTS_BUILDING_DLL)
#define EXILE_BOTS_API __declspec(dllexport)
#elif defined(__GNUC__) && __GNUC__ >= 4
#define EXILE_BOTS_API __attribute__((visibility("default")))
#else
#define EXILE_BOTS_API
#endif
/** @endcond */

/**
 * @defgroup bots Bots
 * Make a bot from its spec, ask it for actions, destroy it.
 * @{
 */

/** A bot: one player's search and memory, for one match at a time. */
typedef struct exile_bot exile_bot;

/** The number of bundled bots (at least 4). */
EXILE_BOTS_API int exile_bot_count(void);

/**
 * The name of the @p i-th bot ("random", "greedy", "ismcts",
 * "ismcts-full"), in the order a help text lists them.
 * @returns a static string, or NULL for @p i out of range.
 */
EXILE_BOTS_API const char *exile_bot_name(int i);

/** One line saying how the @p i-th bot plays; NULL out of range. */
EXILE_BOTS_API const char *exile_bot_description(int i);

/**
 * The params the @p i-th bot takes and their defaults, one line ("" if
 * none); NULL out of range.
 */
EXILE_BOTS_API const char *exile_bot_params_help(int i);

/**
 * Makes a bot from its spec: NAME or NAME:PARAMS, the params
 * "key=value" pairs separated by ',' or ':', every value a number
 * ("ismcts-full:iterations=400,ms=100,threads=2"). Params not given keep
 * their defaults (exile_bot_params_help()). Every bot takes `ms`, a time
 * limit per decision in milliseconds (0: none); a search bot given `ms`
 * and no `iterations` searches until the time is up.
 *
 * A bot is deterministic: the same spec, seed and sequence of decisions
 * give the same choices, unless a time limit stops its search.
 *
 * @param[out] out the new bot; untouched on failure.
 * @param[in] spec the spec.
 * @param[in] seed the seed of the bot's own random numbers.
 * @param[out] err when not NULL, receives a terminated message on failure
 *             ("ismcts: iterations wants a number from 1 to 10000000, not 'ten'").
 * @param[in] err_cap the size of @p err.
 * @returns ::EXILE_OK; ::EXILE_E_INVALID_ARGUMENT (NULL @p out or @p spec);
 *          ::EXILE_E_NOT_FOUND (no bot of that name); ::EXILE_E_PARSE (a
 *          param unknown, malformed or out of range); ::EXILE_E_NO_MEMORY.
 */
EXILE_BOTS_API exile_status exile_bot_create(exile_bot **out, const char *spec, uint64_t seed,
                                             char *err, size_t err_cap);

/** Destroys a bot; NULL is a no-op. */
EXILE_BOTS_API void exile_bot_destroy(exile_bot *bot);

/**
 * The name of the bot's kind ("greedy"), a static string; NULL for a NULL
 * @p bot.
 */
EXILE_BOTS_API const char *exile_bot_kind(const exile_bot *bot);

/**
 * Chooses an action for the seat to act in @p m (its legal actions, as
 * exile_match_legal_actions() lists them). The bot reads only what that
 * seat knows; it does not change @p m.
 * @param[in,out] bot the bot.
 * @param[in] m the match, or a sample of it dealt from the seat to act.
 * @param[in] ms the time this decision may take in milliseconds, 0 for
 *            the bot's own limit (its `ms` param); the smaller of the two
 *            holds. A search stops within a few milliseconds of it.
 * @param[out] out the action, one of the legal actions.
 * @returns ::EXILE_OK; ::EXILE_E_INVALID_ARGUMENT (a NULL pointer, or @p ms
 *          negative or not a number); ::EXILE_E_GAME_OVER (nobody is to
 *          act). A search thread that cannot be started searches in the
 *          caller's thread instead: the choice is the same.
 */
EXILE_BOTS_API exile_status exile_bot_choose(exile_bot *bot, const exile_match *m, double ms,
                                             exile_action *out);

/** @} */

/**
 * @defgroup bot_policy Bots as a batch's opponent
 * A bundled bot playing the other seat of every slot of a batch
 * (<exile/batch.h>, ::exile_batch_options.learner 0 or 1): one bot per
 * slot, made from one spec, so that a learner steps only its own seat
 * against "greedy" or "ismcts-full:iterations=50" as it would against the
 * built-in random player.
 *
 *     exile_bot_policy *p;
 *     char err[256];
 *     if (exile_bot_policy_create(&p, "greedy", N, seed, err, sizeof err) != EXILE_OK)
 *         fprintf(stderr, "%s\n", err);
 *     opts.policy = exile_bot_policy_choose;
 *     opts.policy_data = p;
 *     ... exile_batch_create(&b, &opts), exile_batch_reset(b, batch_seed) ...
 *     exile_batch_destroy(b);
 *     exile_bot_policy_destroy(p);
 *
 * The batch calls the policy from several of its threads at once, each
 * call for one slot and a slot from one thread at a time (batch.h): each
 * slot's bot is its own, so the calls share nothing. A bot is
 * deterministic (exile_bot_create()), so the same spec, seed, batch seed
 * and actions give the same steps, with any number of threads, unless the
 * spec sets a time limit (`ms`). The bots keep their random numbers from
 * one match of their slot to the next: exile_bot_policy_reseed() before
 * exile_batch_reset() plays the same matches again.
 * @{
 */

/** A bot per slot of a batch, as an ::exile_policy_fn's data. @since 0.3 */
typedef struct exile_bot_policy exile_bot_policy;

/**
 * What exile_bot_policy_choose() answers when it has no action (a slot out
 * of range, nobody to act): no match has it, so the batch's step fails
 * with ::EXILE_E_ILLEGAL_ACTION. @since 0.3
 */
#define EXILE_BOT_NO_ACTION ((exile_action)UINT32_MAX)

/**
 * Makes the bots of a batch's @p slots slots: slot i's is
 * exile_bot_create(@p spec, @p seed + i). A seed other than the batch's
 * keeps the bots' numbers apart from the deals.
 * @param[out] out the new policy; untouched on failure.
 * @param[in] spec the bots' spec ("greedy", "ismcts-full:iterations=50").
 * @param[in] slots the batch's ::exile_batch_options.matches, at least 1.
 * @param[in] seed slot 0's bot's seed.
 * @param[out] err when not NULL, receives a terminated message on failure,
 *             exile_bot_create()'s ("there is no bot 'gredy'").
 * @param[in] err_cap the size of @p err.
 * @returns ::EXILE_OK; ::EXILE_E_INVALID_ARGUMENT (NULL @p out or @p spec,
 *          no slot); and what exile_bot_create() returns for @p spec:
 *          ::EXILE_E_NOT_FOUND, ::EXILE_E_PARSE, ::EXILE_E_NO_MEMORY.
 *          @since 0.3
 */
EXILE_BOTS_API exile_status exile_bot_policy_create(exile_bot_policy **out, const char *spec, size_t slots,
                                                    uint64_t seed, char *err, size_t err_cap);

/** Destroys the policy and its bots; NULL is a no-op. Not while a batch steps with it. @since 0.3 */
EXILE_BOTS_API void exile_bot_policy_destroy(exile_bot_policy *p);

/**
 * Makes every slot's bot anew, as exile_bot_policy_create() with @p seed
 * would (between two steps of the batch, not during one).
 * @returns ::EXILE_OK; ::EXILE_E_INVALID_ARGUMENT (NULL);
 *          ::EXILE_E_NO_MEMORY (the bots are left as they were). @since 0.3
 */
EXILE_BOTS_API exile_status exile_bot_policy_reseed(exile_bot_policy *p, uint64_t seed);

/**
 * An ::exile_policy_fn: slot @p slot's bot chooses the action of the seat
 * to act of @p m (exile_bot_choose(), with no time limit but the spec's).
 * @param[in] m the slot's match.
 * @param[in] slot the slot.
 * @param[in,out] policy the ::exile_bot_policy.
 * @returns the action; ::EXILE_BOT_NO_ACTION for a NULL pointer, a slot
 *          out of range or a match nobody is to act in. @since 0.3
 */
EXILE_BOTS_API exile_action exile_bot_policy_choose(const exile_match *m, size_t slot, void *policy);

/** @} */

/**
 * @defgroup bot_parts Building blocks
 * The pieces the bundled bots are made of, for a bot of one's own: random
 * numbers, an evaluation of a position from one seat's view, a scripted
 * policy that "settles" an exchange, and "plays", the options of the
 * full-game search.
 * @{
 */

/** Random numbers (splitmix64): a value type, seeded by exile_bot_rng_seed(). */
typedef struct exile_bot_rng {
    uint64_t state; /**< the generator's whole state */
} exile_bot_rng;

/** Seeds @p r; any seed is fine. */
EXILE_BOTS_API void exile_bot_rng_seed(exile_bot_rng *r, uint64_t seed);

/** The next 64 random bits of @p r. */
EXILE_BOTS_API uint64_t exile_bot_rng_next(exile_bot_rng *r);

/** A random number uniform in [0, @p n), @p n >= 1 (0 for @p n = 0). */
EXILE_BOTS_API size_t exile_bot_rng_below(exile_bot_rng *r, size_t n);

/**
 * With exile_bot_evaluate(): add to the evaluation what pays off later, a
 * prepared Finisher (the evaluation of ismcts-full).
 */
#define EXILE_BOT_EVAL_FULL 1u

/**
 * What the position is worth to @p seat, in HP, as its view shows it
 * (positive: ahead): the HP difference, and smaller weights for the hand,
 * Momentum, Memories unlocked and untapped, Gear armed and upgraded, an
 * Unleashed Exile, Bleed, Aim and Plating Tokens and an Engaged Exile. A
 * finished match is +1000 won, -1000 lost, 0 drawn.
 * @param[in] m the match or a sample.
 * @param[in] seat 0 or 1: whose view.
 * @param[in] flags 0 or ::EXILE_BOT_EVAL_FULL.
 * @param[out] out the evaluation.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT.
 */
EXILE_BOTS_API exile_status exile_bot_evaluate(const exile_match *m, int seat, unsigned flags,
                                               double *out);

/**
 * A search's reward for @p seat in [0, 1]: 1 a win, 0.5 a draw, 0 a loss;
 * a running match scores its evaluation squashed into (0, 1), 0.5 even and
 * 0.75 at @p scale HP ahead.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT (also for @p scale <= 0).
 */
EXILE_BOTS_API exile_status exile_bot_reward(const exile_match *m, int seat, double scale,
                                             unsigned flags, double *out);

/**
 * The scripted policy ("light"): a cheap, sensible action for the seat to
 * act in @p m, chosen by the kinds of its legal actions alone. It declares
 * the least cost, taps then channels at its Pay until it can declare,
 * blocks with a Block card it can pay for, passes React steps, unlocks,
 * rearms, chooses the first card offered, and at a turn attacks or plays a
 * card three times in four, else Ends.
 * @param[in] m the match (someone to act).
 * @param[in] r random numbers.
 * @param[out] out the action, one of the legal actions of @p m.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT, ::EXILE_E_GAME_OVER.
 */
EXILE_BOTS_API exile_status exile_bot_light_policy(const exile_match *m, exile_bot_rng *r,
                                                   exile_action *out);

/**
 * Settles an exchange: plays the light policy for both seats in @p m until
 * a quiet point, the next turn decision of either seat, the end of the
 * match, or @p max_actions actions. The greedy bot scores each action so:
 * an attack is worth its Damage at the Math, a channel the Block it buys.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT.
 */
EXILE_BOTS_API exile_status exile_bot_settle(exile_match *m, unsigned max_actions, exile_bot_rng *r);

/**
 * A play is an exile_action-sized number: an action, and the number of
 * Stamina actions (taps, then channels) made first to pay for it. A play of
 * payment 0 is the action itself.
 */
#define EXILE_BOT_PLAY_SHIFT 13u
/** The payment of a play: how many Stamina actions come first. */
#define EXILE_BOT_PLAY_PAY(p) ((unsigned)((p) >> EXILE_BOT_PLAY_SHIFT))
/** The action a play pays for. */
#define EXILE_BOT_PLAY_ACTION(p) ((exile_action)((p) & ((1u << EXILE_BOT_PLAY_SHIFT) - 1u)))
/** The most plays one decision offers. */
#define EXILE_BOT_MAX_PLAYS (2u * EXILE_MAX_LEGAL_ACTIONS)

/**
 * The plays of the decision of @p m: the actions other than taps and
 * channels (one Step Back of all, the highest declared cost only), then
 * each action the taps and channels of the payment make legal, with the
 * fewest of them (the taps first, then the channel of most Stamina, a
 * Finisher last). The search of ismcts-full chooses among them, never
 * among single taps and channels, which by themselves look like a card
 * spent for nothing (§3.1 Floating Stamina).
 * @param[in,out] scratch a match of the caller's, overwritten.
 * @param[in] m the match; nobody to act gives 0 plays.
 * @param[out] out receives the plays.
 * @param[in] cap the size of @p out (::EXILE_BOT_MAX_PLAYS holds all).
 * @returns the number of plays, at most @p cap; 0 for a NULL pointer.
 */
EXILE_BOTS_API size_t exile_bot_plays(exile_match *scratch, const exile_match *m, exile_action *out,
                                      size_t cap);

/**
 * Applies a play to @p m: its Stamina actions, then its action.
 * @returns ::EXILE_OK; ::EXILE_E_ILLEGAL_ACTION (the play cannot be made:
 *          @p m may have taken some of its Stamina actions);
 *          ::EXILE_E_INVALID_ARGUMENT; ::EXILE_E_GAME_OVER.
 */
EXILE_BOTS_API exile_status exile_bot_play_apply(exile_match *m, exile_action play);

/**
 * The playout policy of ismcts-full: the light policy, except that it
 * plays a prepared Finisher when it may, prepares one or plays a Tactics
 * card with probability @p prepare, pays with the plays' taps and channels,
 * and pays for a Block card it can reach.
 * @param[in,out] scratch a match of the caller's, overwritten.
 * @param[in] m the match (someone to act).
 * @param[in] r random numbers.
 * @param[in] prepare from 0 to 1.
 * @param[out] out the action, one of the legal actions of @p m.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT, ::EXILE_E_GAME_OVER.
 */
EXILE_BOTS_API exile_status exile_bot_play_policy(exile_match *scratch, const exile_match *m,
                                                  exile_bot_rng *r, double prepare, exile_action *out);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* EXILE_BOTS_H */
