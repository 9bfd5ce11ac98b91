/*
 * libexile: the pre-game picks (rulebook §2 Play Packs).
 * Include <exile/exile.h>, not this file.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_PICKS_H
#define EXILE_PICKS_H

#ifndef EXILE_EXILE_H
#error "include <exile/exile.h>, not <exile/picks.h>"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup picks Pre-game picks
 * The players' choice of their cards before any game but the first (§2).
 *
 * In a first game each Exile takes the cards its box recommends
 * (exile_recommended_loadout()). In any other game the players pick:
 *
 * 1. one player (the *chooser*) chooses an Exile;
 * 2. the other player takes the other Exile of the box (from the whole
 *    collection, they choose one of the Exiles left); each Exile comes with
 *    its own Primary Weapon;
 * 3. that other player makes the first pick, and the players then pick in
 *    turns, openly, one Memory or one Gear a pick, until each holds three
 *    Memories, one Secondary Weapon, one Protective Gear and one Kit. A
 *    player who already holds all of them picks no more; the other picks on.
 *
 * Each card goes to one player only. The process has the shape of a match:
 * exile_picks_to_act() says whose pick it is, exile_picks_legal() lists the
 * cards that may be picked (card indices, see @ref cards),
 * exile_picks_apply() takes one, and once exile_picks_to_act() answers -1,
 * exile_picks_loadout() gives each seat's loadout, ready for
 * ::exile_match_options.
 *
 * @code
 * exile_picks *p;
 * exile_picks_options po = EXILE_PICKS_OPTIONS_INIT;   // Box 1, seat 0 chooses
 * exile_picks_create(&p, &po);
 * while (exile_picks_to_act(p) >= 0) {
 *     int cards[EXILE_PICKS_MAX_LEGAL];
 *     size_t n = exile_picks_legal(p, cards, EXILE_PICKS_MAX_LEGAL);
 *     exile_picks_apply(p, cards[0]);                    // a bot's choice
 * }
 * exile_loadout lo[2];
 * exile_picks_loadout(p, 0, &lo[0]);
 * exile_picks_loadout(p, 1, &lo[1]);
 * // opts.loadout[0] = &lo[0]; opts.loadout[1] = &lo[1]; exile_match_create(...)
 * exile_picks_destroy(p);
 * @endcode
 *
 * The loadouts' strings are the library's own and live for ever, so they
 * outlive the picks.
 * @since 0.2
 * @{
 */

/** The picks of one pre-game selection. */
typedef struct exile_picks exile_picks;

/** Which cards the players pick from. */
typedef enum exile_picks_pool {
    EXILE_PICKS_BOX_1 = 1,     /**< One box: Box 1's two Play Packs. */
    EXILE_PICKS_BOX_2 = 2,     /**< One box: Box 2's two Play Packs. */
    EXILE_PICKS_COLLECTION = 3 /**< One shared collection: both boxes. */
} exile_picks_pool;

/** The version of ::exile_picks_options this header describes. */
#define EXILE_PICKS_OPTIONS_VERSION 1u

/**
 * Options of exile_picks_create(). Initialise with ::EXILE_PICKS_OPTIONS_INIT;
 * members are only ever appended.
 */
typedef struct exile_picks_options {
    unsigned int version;      /**< ::EXILE_PICKS_OPTIONS_VERSION. */
    int pool;                  /**< An ::exile_picks_pool. */
    int chooser;               /**< The seat that chooses an Exile first: 0 or 1. */
    exile_allocator allocator; /**< Allocator hooks; zeroed means malloc/free. */
} exile_picks_options;

/** Default options: Box 1, seat 0 chooses the first Exile. */
#define EXILE_PICKS_OPTIONS_INIT \
    { EXILE_PICKS_OPTIONS_VERSION, EXILE_PICKS_BOX_1, 0, { NULL, NULL, NULL } }

/** No pick ever offers more cards than this. */
#define EXILE_PICKS_MAX_LEGAL 32u

/**
 * Starts a pre-game selection: the chooser's Exile is the first pick.
 * @param[out] out the new picks; untouched on failure.
 * @param[in] opts NULL for the defaults.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT (NULL @p out, a pool or
 *          chooser out of range, an allocator with one hook of two),
 *          ::EXILE_E_VERSION, ::EXILE_E_NO_MEMORY.
 */
EXILE_API exile_status exile_picks_create(exile_picks **out, const exile_picks_options *opts);

/** Destroys picks. NULL is a no-op. */
EXILE_API void exile_picks_destroy(exile_picks *p);

/** The seat whose pick it is: 0 or 1; -1 once every pick is made (or for NULL). */
EXILE_API int exile_picks_to_act(const exile_picks *p);

/**
 * Lists the cards the seat to act may pick now, ascending by card index.
 * @param[in] p the picks.
 * @param[out] out receives min(count, cap) card indices; may be NULL when @p cap is 0.
 * @param[in] cap how many @p out can hold.
 * @returns the number of cards that may be picked: 0 once the picks are
 *          over, or for NULL (at most ::EXILE_PICKS_MAX_LEGAL).
 */
EXILE_API size_t exile_picks_legal(const exile_picks *p, int *out, size_t cap);

/**
 * The seat to act picks @p card.
 * @returns ::EXILE_OK; ::EXILE_E_ILLEGAL_ACTION for a card not offered now
 *          (taken already, of a kind the seat holds enough of, a Primary
 *          Weapon, a Move or Token, outside the pool; the picks are
 *          unchanged); ::EXILE_E_GAME_OVER once the picks are over;
 *          ::EXILE_E_INVALID_ARGUMENT for NULL.
 */
EXILE_API exile_status exile_picks_apply(exile_picks *p, int card);

/**
 * Who holds a card.
 * @returns 0 or 1, the seat holding @p card (an Exile, its Primary Weapon, a
 *          Gear or a Memory it picked); -1 when nobody does; -2 for NULL or
 *          a card index out of range.
 */
EXILE_API int exile_picks_holder(const exile_picks *p, int card);

/**
 * The number of picks made so far, the Exiles included (the Exile a seat
 * takes without choosing, from one box, counts as no pick).
 * @returns the count, or -1 for NULL.
 */
EXILE_API int exile_picks_count(const exile_picks *p);

/**
 * The loadout a seat holds once the picks are over.
 * @param[in] p the picks.
 * @param[in] seat 0 or 1.
 * @param[out] out receives the seat's cards as printed codes (Memories in
 *             ascending card index); its strings live for ever.
 * @returns ::EXILE_OK; ::EXILE_E_INVALID_ARGUMENT for NULL or a bad seat;
 *          ::EXILE_E_BAD_LOADOUT while picks remain (the loadout is not
 *          complete yet; @p out is untouched).
 */
EXILE_API exile_status exile_picks_loadout(const exile_picks *p, int seat, exile_loadout *out);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* EXILE_PICKS_H */
