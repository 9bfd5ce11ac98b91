/*
 * libexile: many matches stepped in one call (included by <exile/exile.h>).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_BATCH_H
#define EXILE_BATCH_H

#ifndef EXILE_EXILE_H
#error "include <exile/exile.h>, not <exile/batch.h>"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup batch Batched stepping
 * N matches stepped in one call, for learners that train on many games
 * at once. The caller owns the buffers the batch writes (a numpy array's
 * memory, say, read without a copy), laid out slot by slot:
 *
 * | buffer | per slot | what |
 * | --- | --- | --- |
 * | observations | exile_observation_size() floats | exile_match_features() of the seat observed |
 * | masks | ::EXILE_DENSE_ACTIONS bytes | exile_match_legal_mask() of the seat to act |
 * | rewards | 2 floats | what each seat won by the step: its return when the match ended, else 0 |
 * | dones | 1 byte | 1 when the step ended the match (then the slot starts its next match) |
 * | to_act | 1 int32 | the seat whose decision the slot waits for |
 *
 * With ::exile_batch_options.learner -1 both seats are the caller's: each
 * step applies one action per slot, of the seat to act, and the
 * observation is that of the seat to act next. With a learner seat (0 or
 * 1) the other seat is played inside the step, by the built-in random
 * player or by ::exile_batch_options.policy, until the learner decides
 * again or the match ends; observations are the learner's.
 *
 * **Auto-reset.** A slot whose match ends starts its next one in the same
 * step: @c dones and @c rewards tell of the match that ended, the
 * observation and mask already of the new one. Slot i plays the matches
 * of seeds seed + i, seed + i + N, seed + i + 2N, ... (the seed of
 * exile_batch_reset()), so a slot plays exactly the match that
 * exile_match_create() makes with that seed and the batch's options.
 *
 * **Threads.** With ::exile_batch_options.threads T > 1, the batch keeps
 * threads of its own for its life: T - 1, or fewer for a small batch, one
 * thread for each 64 slots at most (for each slot with a policy, whose
 * decisions may take long), since waking a thread costs more than a few
 * slots' steps. Each thread steps a slice of the slots, a few at a time,
 * then helps with the slices not yet done (the calling thread steps the
 * first slice); a step allocates nothing. Which thread steps a slot does
 * not change what it plays: the buffers are the same for any T. The
 * policy callback is then called from several threads at once, each call
 * for one slot, a slot by one thread at a time, and every call of a step
 * returns before exile_batch_step() does.
 * @{
 */

/** A batch of matches. @since 0.3 */
typedef struct exile_batch exile_batch;

/**
 * A policy for the seat the learner does not play: the action (an
 * ::exile_action of exile_match_legal_actions()) that the seat to act of
 * @p m takes. It may read @p m (any call taking a const match), not change
 * it. @p slot is the slot of @p m. An action that is not legal makes the
 * step fail with ::EXILE_E_ILLEGAL_ACTION. @since 0.3
 */
typedef exile_action (*exile_policy_fn)(const exile_match *m, size_t slot, void *user_data);

/** The version of ::exile_batch_options this header describes. @since 0.3 */
#define EXILE_BATCH_OPTIONS_VERSION 1u

/** Options of exile_batch_create(); start from ::EXILE_BATCH_OPTIONS_INIT. @since 0.3 */
typedef struct exile_batch_options {
    unsigned int version;  /**< ::EXILE_BATCH_OPTIONS_VERSION. */
    size_t matches;        /**< N, at least 1. */
    unsigned int threads;  /**< 0 or 1: the calling thread alone; at most 64. */
    int learner;           /**< -1: the caller plays both seats; 0 or 1: the caller's seat. */
    exile_policy_fn policy;/**< The other seat's player; NULL: uniformly random legal actions. */
    void *policy_data;     /**< Passed back to @c policy. */
    /**
     * The matches' options: loadouts, max_rounds, flags, allocator (the
     * seed is the batch's; observers are not allowed). NULL: the defaults.
     * Read by exile_batch_create() only; the loadouts it points to are
     * read at each match's setup, so they must live as long as the batch.
     */
    const exile_match_options *match;
    float *observations;   /**< N × exile_observation_size() floats. */
    uint8_t *masks;        /**< N × ::EXILE_DENSE_ACTIONS bytes. */
    float *rewards;        /**< N × 2 floats. */
    uint8_t *dones;        /**< N bytes. */
    int32_t *to_act;       /**< N seats. */
} exile_batch_options;

/** Default options: one match, one thread, both seats the caller's, no buffers. @since 0.3 */
#define EXILE_BATCH_OPTIONS_INIT \
    { EXILE_BATCH_OPTIONS_VERSION, 1u, 0u, -1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL }

/**
 * Creates a batch, its matches and its threads. It plays nothing until
 * exile_batch_reset().
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT (NULL, a NULL buffer,
 *          N of 0, more than 64 threads, a learner other than -1, 0, 1,
 *          observers in the match options), ::EXILE_E_VERSION,
 *          ::EXILE_E_NO_MEMORY, ::EXILE_E_UNSUPPORTED (threads where the
 *          platform has none); and what exile_match_create() returns for
 *          the match options.
 */
EXILE_API exile_status exile_batch_create(exile_batch **out, const exile_batch_options *opts);

/** Stops the threads and frees the batch; NULL is a no-op. @since 0.3 */
EXILE_API void exile_batch_destroy(exile_batch *b);

/**
 * Starts every slot's first match (slot i: seed @p seed + i) and writes
 * the buffers: the first observations and masks; rewards and dones 0.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT, ::EXILE_E_ILLEGAL_ACTION
 *          (the policy chose an action that is not legal), or what
 *          exile_match_create() returns. @since 0.3
 */
EXILE_API exile_status exile_batch_reset(exile_batch *b, uint64_t seed);

/**
 * Steps every slot by one decision: @p actions[i] is the dense index
 * (exile_match_dense_action()) of the action slot i's seat to act takes.
 * Every action is checked against its slot's mask first: when one is not
 * legal, nothing is applied and the call fails.
 * @returns ::EXILE_OK; ::EXILE_E_INVALID_ARGUMENT (NULL, or no reset yet);
 *          ::EXILE_E_ILLEGAL_ACTION (nothing changed); or, from the policy,
 *          ::EXILE_E_ILLEGAL_ACTION after the caller's actions were applied
 *          (the slot is then left as it was before the policy's action).
 *          @since 0.3
 */
EXILE_API exile_status exile_batch_step(exile_batch *b, const int32_t *actions);

/**
 * Slot @p slot's match, to read (its legal actions, a view, its notation)
 * between two calls; NULL for a slot out of range or before the first
 * reset. @since 0.3
 */
EXILE_API const exile_match *exile_batch_match(const exile_batch *b, size_t slot);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* EXILE_BATCH_H */
