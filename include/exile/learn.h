/*
 * libexile: what learning agents ask of a match (included by <exile/exile.h>).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_LEARN_H
#define EXILE_LEARN_H

#ifndef EXILE_EXILE_H
#error "include <exile/exile.h>, not <exile/learn.h>"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup learn Learning: dense actions, masks, returns, features
 * What a reinforcement learner expects of a game, in the terms of the
 * seat to act.
 *
 * **Dense actions.** An ::exile_action names card instances as they are
 * numbered in the match (seat 0's Moves are 0–19, seat 1's 20–39), so a
 * policy would have to learn each seat's half of the codes apart. The
 * *relative* code of an action (exile_match_relative_action()) names the
 * cards and seats from the side of the seat to act: relative instances
 * 0–19 are always *my* Moves, 20–39 *theirs*, 40–69 the Tokens; a Gear
 * target 128 + seat × 4 + slot, and the Exile chosen to take damage (G43),
 * say seat 0 for *me*. The *dense index* (exile_match_dense_action()) then
 * numbers every relative action that exists in the game, kind by kind in
 * the order of ::exile_action_kind, in a fixed space of
 * ::EXILE_DENSE_ACTIONS entries:
 *
 * | kind | entries |
 * | --- | --- |
 * | End, No Block, Pass, Plating, No Rearm, Unlock none, Decline, Unleash | 1 |
 * | Tap, Unlock a Memory, Untap, Suffocate, Turn back | 3: the Memory slot |
 * | Rearm, Unlock an Upgrade, Ability | 4: the Gear slot |
 * | Step Back, Attack face-up and face-down, Block, Exert, Prepare, Finisher, Tactics, React | 40: the relative Move |
 * | Channel | 70: the relative card (a Token too) |
 * | Declare | 128: the cost, 0 to 127 |
 * | Choose | 76: the relative card (70), a Gear slot (4, E14 form 3), a seat (2, G43: me, them) |
 * | Target | 78: the relative card (70), a Gear (8: 4 of mine, 4 of theirs) |
 *
 * The space is stable across releases like the codes: a release that adds
 * kinds of action appends their entries and raises ::EXILE_DENSE_ACTIONS.
 * Within one decision, every legal action has a dense index of its own.
 *
 * **Features.** exile_match_features() writes the observation of
 * exile_view_observe() (same layout, same order: the viewer's side first),
 * each number divided by a scale so that it lies in about [-1, 1], read
 * straight from the match without a view, so without allocating, and
 * with nothing the viewer cannot see. exile_feature_get() names each field
 * of the vector: its offset, size, scale and bounds.
 * @{
 */

/** The number of dense action indices: every dense index is below it. @since 0.3 */
#define EXILE_DENSE_ACTIONS 747u

/**
 * The relative code of @p a, an action of the seat to act of @p m: the
 * same action with its cards and seats named from that seat's side
 * (above). For seat 0 it is @p a itself. Any well-formed action is
 * translated, legal or not.
 * @param[in] m the match; it tells the seat to act, and its pending
 *            decision what the argument of a Choose names.
 * @param[in] a the action.
 * @param[out] out the relative code.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT (NULL, or an argument
 *          that names nothing), ::EXILE_E_GAME_OVER when no seat is to act.
 * @since 0.3
 */
EXILE_API exile_status exile_match_relative_action(const exile_match *m, exile_action a, exile_action *out);

/**
 * The action of @p m whose relative code is @p rel: the inverse of
 * exile_match_relative_action() in the same position.
 * @returns as exile_match_relative_action(). @since 0.3
 */
EXILE_API exile_status exile_match_absolute_action(const exile_match *m, exile_action rel, exile_action *out);

/**
 * The dense index of @p a, an action of the seat to act of @p m (above).
 * @returns 0 to ::EXILE_DENSE_ACTIONS - 1; -1 for an action no dense index
 *          names (a kind this library does not know, an argument out of
 *          its range), for a NULL @p m or when no seat is to act.
 * @since 0.3
 */
EXILE_API int exile_match_dense_action(const exile_match *m, exile_action a);

/**
 * The action of the seat to act of @p m that dense index @p dense names:
 * the inverse of exile_match_dense_action(). The action is not checked
 * against the legal ones: exile_match_apply() does that (or read the mask).
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT (NULL, @p dense out of
 *          range), ::EXILE_E_GAME_OVER when no seat is to act. @since 0.3
 */
EXILE_API exile_status exile_match_dense_to_action(const exile_match *m, int dense, exile_action *out);

/**
 * Writes the legal-action mask of the seat to act: byte i is 1 when the
 * action of dense index i is legal now, else 0. Over, the mask is all 0.
 * @param[in] m the match.
 * @param[out] mask receives ::EXILE_DENSE_ACTIONS bytes.
 * @param[in] cap the room in @p mask.
 * @param[out] count when not NULL, the number of legal actions (the 1s).
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT,
 *          ::EXILE_E_BUFFER_TOO_SMALL (nothing written). @since 0.3
 */
EXILE_API exile_status exile_match_legal_mask(const exile_match *m, uint8_t *mask, size_t cap, size_t *count);

/**
 * The return of @p seat: +1 when it won, -1 when it lost, 0 for a draw and
 * while the match runs (a zero-sum game: the two returns add up to 0).
 * @returns the return; INT_MIN for a NULL @p m or a seat other than 0 or 1.
 * @since 0.3
 */
EXILE_API int exile_match_returns(const exile_match *m, int seat);

/** One field of the feature vector of exile_match_features(). @since 0.3 */
typedef struct exile_feature {
    const char *name; /**< "my.hp", "their.hand", "decision", "my.moves", ... */
    uint32_t offset;  /**< Its first number in the vector. */
    uint32_t size;    /**< How many numbers (1, or a one-hot's width). */
    float scale;      /**< The number written is the game's number divided by it. */
    float low;        /**< The least game number (before the scale) the rules allow. */
    float high;       /**< The greatest. */
} exile_feature;

/** The number of fields of the feature vector. @since 0.3 */
EXILE_API int exile_feature_count(void);

/**
 * Field @p i of the feature vector, in the order of the vector.
 * @returns the field (it lives as long as the program), NULL when @p i is
 *          out of range. @since 0.3
 */
EXILE_API const exile_feature *exile_feature_get(int i);

/**
 * Writes what @p seat sees of @p m as exile_observation_size() floats: the
 * numbers of exile_view_observe() for that seat, each divided by the
 * scale of its field. Reads the match directly, allocating nothing, and
 * writes nothing the seat cannot see (it is equal for every match
 * exile_match_determinize() deals for that seat).
 * @param[in] m the match.
 * @param[in] seat 0 or 1.
 * @param[out] out receives exile_observation_size() numbers.
 * @param[in] cap the room in @p out.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT,
 *          ::EXILE_E_BUFFER_TOO_SMALL. @since 0.3
 */
EXILE_API exile_status exile_match_features(const exile_match *m, int seat, float *out, size_t cap);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* EXILE_LEARN_H */
