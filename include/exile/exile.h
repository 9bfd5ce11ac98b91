/*
 * libexile: the rules of Exile: The Faraday Doctrine as a C library.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_EXILE_H
#define EXILE_EXILE_H

#include <stddef.h>
#include <stdint.h>

#include <exile/version.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @file exile.h
 * The umbrella header of libexile. Include this file and nothing else.
 *
 * @mainpage libexile
 *
 * libexile referees matches of the two-player card game *Exile: The Faraday
 * Doctrine*. A match is an opaque ::exile_match. At every moment exactly one
 * seat (0 or 1) has a decision to make, or the match is over. The decision
 * is taken by applying one of the legal actions the library lists:
 *
 * @code
 * exile_match *m;
 * exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
 * opts.seed = 42;
 * if (exile_match_create(&m, &opts) != EXILE_OK)
 *     return 1;
 * while (exile_match_to_act(m) >= 0) {
 *     exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
 *     size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
 *     exile_match_apply(m, acts[0]);
 * }
 * printf("winner: %d\n", exile_match_winner(m));
 * exile_match_destroy(m);
 * @endcode
 *
 * A frontend reads what a seat may see as typed fields (@ref state) and
 * puts the pending decision, actions and events in words (@ref describe,
 * @ref reasons); print-board.c is a frontend in 34 lines.
 *
 * @section start Where to start
 * - The game: @ref md_doc_guide "the guide to the game" (doc/guide.md)
 *   teaches how to play, step by step, with a first match walked through,
 *   a new player's strategy and a glossary of every term used here.
 * - The API, by group: @ref status, @ref version, @ref cards, @ref match,
 *   @ref play, @ref state, @ref describe, @ref instances, @ref sizes,
 *   @ref reasons, @ref picks, @ref learn, @ref batch,
 *   @ref notation, @ref save, @ref view, @ref events.
 * - The pages beside it:
 *   @ref md_doc_cards "the cards of both boxes",
 *   @ref md_doc_notation "the match notation",
 *   @ref md_doc_rulings "the rulings where the rulebook leaves a choice",
 *   @ref md_doc_status "what this version plays",
 *   @ref md_doc_coverage "the tests behind each rule",
 *   @ref md_doc_threads "threads and observers",
 *   and @ref md_doc_NEWS "what changed".
 * - The examples: random-match.c, print-board.c, exile-arena.c,
 *   exile-tui.c and exile-bench.c.
 *
 * @section threads Threads
 * The library has no global mutable state, and a call taking a
 * `const exile_match *` only reads it. So:
 * - any number of matches may be used in parallel, one per thread;
 * - one match may be read by any number of threads at once, through the
 *   calls that take it as `const exile_match *` (its legal actions, their
 *   texts, views, notation, a save, and clone, copy or determinize *from*
 *   it into another handle), as long as no thread changes it meanwhile;
 * - a call that changes a match (those taking `exile_match *`: apply, copy
 *   or determinize *onto* it, setting its observers, destroy, and
 *   exile_match_legal_actions_keep()) needs it to itself: no other thread
 *   may use that match during the call;
 * - a match may be created in one thread and used or destroyed in another.
 *
 * @section observers Observers and reentrancy
 * An observer (exile_match_observe(), a watcher of exile_match_watch(), or
 * the options of exile_match_create()) is called from inside
 * exile_match_apply() (or exile_match_create(), during the setup), between
 * two steps of the rules.
 * It may call into the library freely for other matches, and for its own
 * match it may:
 * - read it with any call that takes a `const exile_match *`. It reads the
 *   state as it is between two events: at the first, ::EXILE_EV_ACTION,
 *   the position the action is applied in, whole; after it, the action
 *   partly applied, with no decision pending and the winner once decided.
 *   Throughout the apply exile_match_to_act() answers -1 and
 *   exile_match_legal_actions() lists nothing: the decision is being
 *   answered. A clone taken after the first event offers no action.
 * - not change it: exile_match_apply(), exile_match_copy() onto it,
 *   exile_match_determinize() into it and exile_match_observe() or
 *   exile_match_watch() on it are refused with ::EXILE_E_BUSY and change
 *   nothing, and exile_match_legal_actions_keep() lists and keeps nothing;
 * - destroy it: exile_match_destroy() is then carried out when the apply
 *   ends. No observer hears of the rest of the apply, and the match stays
 *   readable until the apply returns; its caller must not use it after.
 *
 * @section counts The *_COUNT enumerators
 * ::EXILE_KW_COUNT, ::EXILE_ACT_KIND_COUNT and ::EXILE_ZONE_COUNT count the
 * values of their enum in the header a program was built with. They are
 * not part of the ABI: they grow when a release adds values. A program must
 * not use them to judge a value the library hands back (a newer library may
 * hand back a value past the count the program was built with); size its
 * tables by them and skip values past them.
 */

/** @cond EXILE_INTERNAL */
#if defined(_WIN32) && defined(EXILE_BUILDING_DLL)
#define EXILE_API __declspec(dllexport)
#elif defined(__GNUC__) && __GNUC__ >= 4
#define EXILE_API __attribute__((visibility("default")))
#else
#define EXILE_API
#endif
/** @endcond */

/**
 * @defgroup status Status codes
 * Every fallible call returns an ::exile_status.
 * @{
 */

/** The result of a call: ::EXILE_OK, or a negative code naming the failure. */
typedef enum exile_status {
    EXILE_OK = 0,                  /**< Success. */
    EXILE_E_INVALID_ARGUMENT = -1, /**< A NULL pointer or an out-of-range argument. */
    EXILE_E_NO_MEMORY = -2,        /**< The allocator returned NULL. */
    EXILE_E_ILLEGAL_ACTION = -3,   /**< The action is not among the legal actions now. */
    EXILE_E_GAME_OVER = -4,        /**< The match is over; no action can be applied. */
    EXILE_E_BUFFER_TOO_SMALL = -5, /**< The output buffer cannot hold the text. */
    EXILE_E_PARSE = -6,            /**< Malformed text (notation or action). */
    EXILE_E_INCONSISTENT = -7,     /**< Well-formed notation describing an impossible position. */
    EXILE_E_UNSUPPORTED = -8,      /**< A rule or card this version does not execute yet. */
    EXILE_E_VERSION = -9,          /**< An options struct with an unknown version. */
    EXILE_E_BAD_LOADOUT = -10,     /**< A loadout that breaks the rules of §2. */
    EXILE_E_NOT_FOUND = -11,       /**< No card or item by that name. */
    /**
     * The match is in its exile_match_apply(): an observer of the match
     * called one that would change it (apply, copy onto it, determinize
     * into it, set its observers; see @ref observers). Nothing changed.
     * @since 0.2
     */
    EXILE_E_BUSY = -12
} exile_status;

/**
 * A static, human-readable description of a status code.
 * @param[in] s any value; unknown codes give "unknown status".
 * @returns a string that lives as long as the program.
 */
EXILE_API const char *exile_status_str(exile_status s);

/** @} */

/**
 * @defgroup version Version
 * Compile-time macros live in `<exile/version.h>`.
 * @{
 */

/**
 * The version of the library linked at run time, as "MAJOR.MINOR.PATCH".
 * Compare with ::EXILE_VERSION_STRING to detect a header/library mismatch.
 */
EXILE_API const char *exile_version(void);

/** The run-time version as a number, encoded like ::EXILE_VERSION_NUMBER. */
EXILE_API unsigned long exile_version_number(void);

/** @} */

/**
 * @defgroup cards Card database
 * Read-only queries on the cards compiled into the library.
 *
 * Each printed card (an Exile, a Gear, a Move, a Memory, a Token kind) has a
 * *card index* from 0 to exile_card_count() - 1. The indices are stable within
 * a release; the printed codes ("EXL-01", "MV-013") are stable forever.
 * @{
 */

/** The kind of a printed card (rulebook §4). */
typedef enum exile_card_kind {
    EXILE_CARD_EXILE = 0,  /**< An Exile card (§4.2). */
    EXILE_CARD_GEAR = 1,   /**< A Gear card (§4.3). */
    EXILE_CARD_MOVE = 2,   /**< A Move (§4.1). */
    EXILE_CARD_MEMORY = 3, /**< A Memory (§4.4). */
    EXILE_CARD_TOKEN = 4   /**< A Token kind (§4.5). */
} exile_card_kind;

/** A Move's type line (§4.1). */
typedef enum exile_move_type {
    EXILE_MOVE_ATTACK = 0,           /**< Prints a Damage Rating only. */
    EXILE_MOVE_BLOCK = 1,            /**< Prints a Block Rating only. */
    EXILE_MOVE_COMBAT = 2,           /**< Prints both; two costs, two columns. */
    EXILE_MOVE_TACTICS = 3,          /**< Played for its Effects, on the stack. */
    EXILE_MOVE_FINISHER_ATTACK = 4,  /**< Prepared, then played as an unblockable attack. */
    EXILE_MOVE_FINISHER_TACTICS = 5  /**< Prepared, then played as a Tactics card. */
} exile_move_type;

/** A Gear category (§4.3). Also the index of a Gear among a seat's four. */
typedef enum exile_gear_category {
    EXILE_GEAR_PRIMARY = 0,    /**< Primary Weapon: the Exile's own. */
    EXILE_GEAR_SECONDARY = 1,  /**< Secondary Weapon. */
    EXILE_GEAR_PROTECTIVE = 2, /**< Protective Gear. */
    EXILE_GEAR_KIT = 3         /**< Kit. */
} exile_gear_category;

/** A numeric field of a printed card; see exile_card_stat(). */
typedef enum exile_card_stat_id {
    EXILE_STAT_COST = 0,          /**< Cost (the attack cost of a Combat card). */
    EXILE_STAT_BLOCK_COST = 1,    /**< Block cost (a Combat card's second cost; the cost of a Block). */
    EXILE_STAT_DAMAGE = 2,        /**< Damage Rating. */
    EXILE_STAT_BLOCK = 3,         /**< Block Rating. */
    EXILE_STAT_CHANNEL = 4,       /**< Channel value (Moves); Stamina (Memories, locked side). */
    EXILE_STAT_SPEED = 5,         /**< 0 none, 1 Quick, 2 Slow (a Move's attack column). */
    EXILE_STAT_BASE_HP = 6,       /**< An Exile's Base HP. */
    EXILE_STAT_UNLEASH_HEAL = 7,  /**< An Exile's Unleash heal. */
    EXILE_STAT_REFILL_BONUS = 8,  /**< An Exile's Refill bonus. */
    EXILE_STAT_MANTRA_STAMINA = 9,/**< The Stamina a Memory gives once unlocked. */
    EXILE_STAT_GEAR = 10,         /**< The card index of a Move's Gear, or of an Exile's Primary Weapon. */
    EXILE_STAT_CATEGORY = 11,     /**< A Gear's (or a Move's Gear's) ::exile_gear_category. */
    EXILE_STAT_MOVE_TYPE = 12,    /**< A Move's ::exile_move_type. */
    EXILE_STAT_SUPPLY = 13,       /**< How many Tokens of a kind the supply holds at setup. */
    EXILE_STAT_BOX = 14           /**< The box the card comes in: 1 or 2. */
} exile_card_stat_id;

/** The keywords of §6.2 (Quick and Slow are read with ::EXILE_STAT_SPEED). */
typedef enum exile_keyword {
    EXILE_KW_REACTION = 0,
    EXILE_KW_SINGLE_USE = 1,
    EXILE_KW_FRAGILE = 2,
    EXILE_KW_THROWN = 3,
    EXILE_KW_RANGED = 4,
    EXILE_KW_PIERCING = 5,
    EXILE_KW_CRUSHING = 6,
    EXILE_KW_OVERBEARING = 7,
    EXILE_KW_SUFFOCATING = 8,
    EXILE_KW_PINNING = 9,
    EXILE_KW_DISENGAGING = 10,
    EXILE_KW_DISARMING_BLOCK = 11,
    EXILE_KW_SHIELDING = 12,
    EXILE_KW_LACERATING = 13,
    EXILE_KW_FLOW = 14,
    EXILE_KW_STUNNING = 15,
    EXILE_KW_OVERCOMMIT = 16,
    EXILE_KW_CASCADING = 17,
    EXILE_KW_PUNISHING = 18,
    EXILE_KW_MOMENTOUS = 19,
    EXILE_KW_ENLIGHTENED = 20,
    EXILE_KW_PRESSING = 21,
    EXILE_KW_DEFIANT = 22,
    EXILE_KW_VENGEFUL = 23,
    EXILE_KW_FEINT = 24,
    EXILE_KW_EXERT = 25,
    EXILE_KW_AMBUSH = 26,
    EXILE_KW_STEALTH = 27,
    /** The number of keywords of this release; not a keyword. See @ref counts. */
    EXILE_KW_COUNT = 28
} exile_keyword;

/** Which column of a Move a keyword or text line belongs to (§4.1, Two costs). */
typedef enum exile_column {
    EXILE_COLUMN_ATTACK = 0, /**< The attack column (every column of a non-Combat Move). */
    EXILE_COLUMN_BLOCK = 1   /**< The block column (every column of a non-Combat Move). */
} exile_column;

/** The number of printed cards in the database (never fails). */
EXILE_API int exile_card_count(void);

/**
 * Finds a card by its printed code ("MV-013") or its exact name ("Last Needle").
 * @param[in] key the code or name.
 * @param[out] out the card index.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT for NULL, ::EXILE_E_NOT_FOUND.
 */
EXILE_API exile_status exile_card_find(const char *key, int *out);

/** A card's printed code, or NULL for an index out of range. */
EXILE_API const char *exile_card_code(int card);
/** A card's printed name, or NULL for an index out of range. */
EXILE_API const char *exile_card_name(int card);
/** A card's kind (an ::exile_card_kind), or -1 for an index out of range. */
EXILE_API int exile_card_kind_of(int card);
/**
 * A numeric field of a card.
 * @returns the value (never negative); -1 when the card does not print it;
 *          INT_MIN for a card index out of range or an unknown @p stat
 *          (before 0.2: -1).
 */
EXILE_API int exile_card_stat(int card, exile_card_stat_id stat);
/**
 * A keyword's value in one column of a Move.
 * @returns the printed [X] for a valued keyword; 0 for a keyword without a
 *          value; -1 when the card does not print it (a card that is no
 *          Move prints none); INT_MIN for a card index, keyword or column
 *          out of range (before 0.2: -1).
 */
EXILE_API int exile_card_keyword(int card, exile_keyword kw, exile_column column);
/**
 * The number of printed lines of rules text on a card, all sides together.
 * @returns the number (0 or more), or -1 for an index out of range.
 */
EXILE_API int exile_card_text_count(int card);
/**
 * One printed line of rules text, as printed, or NULL when out of range.
 * Lines are ordered front first, then the other side.
 */
EXILE_API const char *exile_card_text(int card, int line);

/** The side of a card a line of its rules text is printed on (exile_card_text_side()). */
typedef enum exile_card_side {
    EXILE_SIDE_FRONT = 0, /**< The front; a Move's only side, a Memory's locked side. */
    EXILE_SIDE_BACK = 1,  /**< A Gear's Upgrade side, an Exile's Unleashed side. */
    EXILE_SIDE_ONCE = 2   /**< A one-time Effect: "When this Memory is unlocked", "When this Exile is unleashed". */
} exile_card_side;

/**
 * The side the line @p line of exile_card_text() is printed on: a
 * frontend shows a Gear's Upgrade apart from its front.
 * @returns an ::exile_card_side, or -1 for a card or line out of range.
 * @since 0.3
 */
EXILE_API int exile_card_text_side(int card, int line);

/** @} */

/**
 * @defgroup match Matches
 * Creating, copying and destroying matches, and the options they take.
 * @{
 */

/** A match: the complete state of one game, hidden information included. */
typedef struct exile_match exile_match;

/**
 * One seat's cards (§2). Every field is a printed code. The Primary Weapon
 * comes with the Exile. A NULL loadout in ::exile_match_options means the
 * recommended first-game loadout of the box.
 *
 * Members are only ever appended, and each append raises
 * ::EXILE_LOADOUT_VERSION. The struct carries no version of its own (so
 * `exile_loadout lo = { "EXL-01", ... }` stays valid): the layout travels
 * beside it. The loadouts an ::exile_match_options points to have the
 * layout its @c version pairs with (options versions 1 and 2: loadout
 * version 1),
 * and the call that writes a loadout, exile_recommended_loadout_v(), is told
 * the layout of the caller's struct.
 */
typedef struct exile_loadout {
    const char *exile;       /**< "EXL-01" */
    const char *secondary;   /**< A Secondary Weapon. */
    const char *protective;  /**< A Protective Gear. */
    const char *kit;         /**< A Kit. */
    const char *memories[3]; /**< Three Memories. */
} exile_loadout;

/**
 * The number of recommended first-game loadouts (§2 Play Packs): two per
 * box, Box 1's first. Loadouts 0 and 1 face each other in Box 1's first
 * game, 2 and 3 in Box 2's.
 */
EXILE_API int exile_recommended_count(void);

/**
 * The layout of ::exile_loadout this header describes: 1, the seven codes
 * of 0.1. @since 0.2
 */
#define EXILE_LOADOUT_VERSION 1u

/**
 * Fills @p out with recommended loadout @p index, writing only the members
 * of loadout layout 1 (the seven codes), whatever members later releases
 * append: the same as exile_recommended_loadout_v() with version 1.
 * @returns ::EXILE_OK, or ::EXILE_E_INVALID_ARGUMENT for NULL or an index
 *          out of range.
 */
EXILE_API exile_status exile_recommended_loadout(int index, exile_loadout *out);

/**
 * Fills @p out with recommended loadout @p index, writing only the members
 * of loadout layout @p version: a caller built with an older header gets
 * no member its struct lacks. The strings are the library's own and live
 * for ever.
 * @param[in] index 0 to exile_recommended_count() - 1.
 * @param[out] out the loadout.
 * @param[in] version ::EXILE_LOADOUT_VERSION: the layout of @p out.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT for NULL or an index out
 *          of range, ::EXILE_E_VERSION for a layout this library does not
 *          know (newer than its own). @since 0.2
 */
EXILE_API exile_status exile_recommended_loadout_v(int index, exile_loadout *out, unsigned int version);

/**
 * The size in bytes of ::exile_loadout of layout @p version, for bindings
 * that check their own copy of the struct; 0 for a layout this library
 * does not know. @since 0.2
 */
EXILE_API size_t exile_loadout_size(unsigned int version);

/**
 * Allocator hooks, per match (no process-wide setter). Both functions NULL
 * means malloc() and free().
 */
typedef struct exile_allocator {
    /** Returns @p size bytes aligned for any type, or NULL. */
    void *(*alloc)(size_t size, void *user_data);
    /** Releases memory from @c alloc; never called with NULL. */
    void (*free)(void *ptr, void *user_data);
    /** Passed back to both functions. */
    void *user_data;
} exile_allocator;

/**
 * The version of ::exile_match_options this header describes. Version 2
 * appended the observers; a struct of version 1 (without them) is still
 * accepted.
 */
#define EXILE_MATCH_OPTIONS_VERSION 2u

/** The default number of rounds before the house rule of doc/rulings.md (G37) ends a match. */
#define EXILE_DEFAULT_MAX_ROUNDS 60u

/** The largest max_rounds: a match and its notation count rounds up to 65535. */
#define EXILE_MAX_ROUNDS_LIMIT 65535u

/** Flags of ::exile_match_options. */
typedef enum exile_match_flags {
    /**
     * The permissive bluff mode (the rules checklist, G9): any Move may be
     * played face-down at any declared cost, and the Audit at the Reveal
     * catches what could not be played (§5 Action A step 4: the attacker's
     * error). Off, only face-down plays that pass the Audit are offered.
     */
    EXILE_MATCH_PERMISSIVE_BLUFF = 1u << 0,
    /**
     * The canonical Stamina order, for search: each Stamina window offers
     * its taps before its channels and its channels in ascending instance
     * order, and once a player has tapped or channeled before the turn's
     * action, attacks are offered through their own Pay step only (the
     * Stamina made is the same; doc/rulings.md). Fewer orderings of the same
     * outcome, so fewer branches. Off (the default), every order the rules
     * allow is accepted (§3.1 Floating Stamina, §5 Action A Pay).
     * @since 0.2
     */
    EXILE_MATCH_CANONICAL_STAMINA = 1u << 1
} exile_match_flags;

struct exile_event;

/**
 * Options of exile_match_create(). Initialise with ::EXILE_MATCH_OPTIONS_INIT,
 * then set what you need; members are only ever appended.
 */
typedef struct exile_match_options {
    unsigned int version;   /**< ::EXILE_MATCH_OPTIONS_VERSION. */
    uint64_t seed;          /**< Decides the first player and every shuffle. */
    int first_player;       /**< 0 or 1; -1 draws it from the seed (§2 Setup). */
    unsigned int max_rounds;/**< 0 means ::EXILE_DEFAULT_MAX_ROUNDS (doc/rulings.md); more than
                                 ::EXILE_MAX_ROUNDS_LIMIT is ::EXILE_E_INVALID_ARGUMENT. */
    const exile_loadout *loadout[2]; /**< Per seat; NULL is the recommended first game. */
    exile_allocator allocator;       /**< Allocator hooks; zeroed means malloc/free. */
    unsigned int flags;              /**< ::exile_match_flags; 0 by default. */
    /**
     * Observers set before the setup (@since 0.2, version 2), indexed like
     * the seat of exile_match_observe(): 0, 1 and ::EXILE_OMNISCIENT. Each
     * is an ::exile_event_fn; NULL for none. They receive the events of
     * the setup (§2 Setup: the round, the first player and its Initiative,
     * the shuffles, the opening hands) that an observer set after
     * exile_match_create() misses, then stay set like those of
     * exile_match_observe().
     */
    void (*observer[3])(const struct exile_event *ev, void *user_data);
    void *observer_data[3]; /**< Passed back to each observer (@since 0.2). */
} exile_match_options;

/** Default options: seed 0, first player drawn, recommended loadouts, no observers. */
#define EXILE_MATCH_OPTIONS_INIT \
    { EXILE_MATCH_OPTIONS_VERSION, 0u, -1, 0u, { NULL, NULL }, { NULL, NULL, NULL }, 0u, \
      { NULL, NULL, NULL }, { NULL, NULL, NULL } }

/**
 * Fills @p opts with the default options of options layout @p version, as
 * ::EXILE_MATCH_OPTIONS_INIT does at compile time, for bindings that cannot
 * use the macro. Writes only the members of that layout, its @c version
 * included.
 * @param[out] opts the options.
 * @param[in] version ::EXILE_MATCH_OPTIONS_VERSION: the layout of @p opts.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT for NULL,
 *          ::EXILE_E_VERSION for a layout this library does not know.
 * @since 0.2
 */
EXILE_API exile_status exile_match_options_init(exile_match_options *opts, unsigned int version);

/**
 * The size in bytes of ::exile_match_options of layout @p version, for
 * bindings that check their own copy of the struct; 0 for a layout this
 * library does not know. @since 0.2
 */
EXILE_API size_t exile_match_options_size(unsigned int version);

/**
 * Creates a match, sets it up (§2 Setup) and runs it to the first decision.
 * Seat 0 plays loadout[0]: by default Box 1's EXL-01 against EXL-02.
 * The same options and the same actions always give the same match.
 * @param[out] out the new match; untouched on failure. It is set before
 *             the setup runs, so the observers of @p opts may read the
 *             match from their first event; the match is busy meanwhile
 *             as in an apply (see @ref observers), and destroyed by one of
 *             them, it is freed when the setup ends and @p out is NULL.
 * @param[in] opts NULL for the defaults.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT (NULL @p out, a
 *          first_player other than -1, 0 or 1, max_rounds above its limit,
 *          a flag bit that ::exile_match_flags does not name, one allocator
 *          hook without the other), ::EXILE_E_VERSION,
 *          ::EXILE_E_BAD_LOADOUT, ::EXILE_E_NOT_FOUND (a loadout's card code
 *          names no card), ::EXILE_E_NO_MEMORY,
 *          ::EXILE_E_UNSUPPORTED for an Exile or Gear whose text this version
 *          does not execute yet (doc/status.md).
 */
EXILE_API exile_status exile_match_create(exile_match **out, const exile_match_options *opts);

/**
 * Allocates a match handle with no observers, through @p alloc: a handle to
 * copy a match into (exile_match_copy(), exile_match_determinize()), to
 * give watchers (exile_match_watch()) before exile_match_reset() sets a
 * match up in it so that they hear its setup, or to keep for the
 * episodes of a learning loop. A handle always holds a match, so that
 * every call works on it: this one holds the match exile_match_create()
 * makes with the default options (::EXILE_MATCH_OPTIONS_INIT), whose setup
 * nobody heard.
 * @param[out] out the new handle; untouched on failure.
 * @param[in] alloc the allocator hooks of the handle; NULL, or both hooks
 *            NULL, for malloc() and free().
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT (NULL @p out, one hook
 *          without the other), ::EXILE_E_NO_MEMORY.
 * @since 0.3
 */
EXILE_API exile_status exile_match_alloc(exile_match **out, const exile_allocator *alloc);

/**
 * Sets a new match up in the handle @p m, as exile_match_create() sets one
 * up from @p opts (§2 Setup), and runs it to its first decision, without
 * allocating. The handle keeps its allocator (that of @p opts is not
 * read), its observers and its watchers, which hear the setup; the
 * observers of @p opts, where given, replace the handle's for their seats.
 * So exile_match_create(&m, opts) is exile_match_alloc(&m,
 * &opts->allocator) followed by exile_match_reset(m, opts). The setup is
 * busy as an apply is (see @ref observers): destroyed by an observer
 * during it, the match is freed when it ends, and the caller must not use
 * @p m after.
 * @param[in,out] m the handle.
 * @param[in] opts NULL for the defaults.
 * @returns ::EXILE_OK; for options exile_match_create() refuses, its
 *          status (::EXILE_E_INVALID_ARGUMENT, ::EXILE_E_VERSION,
 *          ::EXILE_E_BAD_LOADOUT, ::EXILE_E_NOT_FOUND,
 *          ::EXILE_E_UNSUPPORTED), the match unchanged;
 *          ::EXILE_E_INVALID_ARGUMENT for a NULL @p m; ::EXILE_E_BUSY when
 *          called by an observer of @p m during its apply. The status is
 *          left on the match (exile_match_errcode()), ::EXILE_E_BUSY
 *          excepted.
 * @since 0.3
 */
EXILE_API exile_status exile_match_reset(exile_match *m, const exile_match_options *opts);

/**
 * Destroys a match. NULL is a no-op. Observers are dropped without a call.
 * Called by an observer of @p m, during its exile_match_apply(), it is
 * carried out when that apply ends (see @ref observers).
 */
EXILE_API void exile_match_destroy(exile_match *m);

/**
 * Copies a match, through the allocator of @p m. The copy has no observers.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT, ::EXILE_E_NO_MEMORY.
 */
EXILE_API exile_status exile_match_clone(exile_match **out, const exile_match *m);

/**
 * Overwrites @p dst with the state of @p src without allocating (for search
 * bots that reuse matches). Observers of @p dst are kept.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT, ::EXILE_E_BUSY when
 *          called by an observer of @p dst during its apply.
 */
EXILE_API exile_status exile_match_copy(exile_match *dst, const exile_match *src);

/** The size in bytes of the flat state a match copies on clone. */
EXILE_API size_t exile_match_state_size(void);

/** @} */

/**
 * @defgroup play Playing
 * Decisions, legal actions and their application.
 *
 * An ::exile_action is a small integer: `kind << 8 | argument`, with the
 * kinds of ::exile_action_kind. The argument is a *card instance* (0–39 the
 * 20 Moves of each seat, seat 0 first, in the order the loadout's Gear list
 * them; 40–69 the Tokens), a Memory or Gear slot, or a number. The encoding
 * is stable across releases; every action is below ::EXILE_ACTION_SPACE.
 * @{
 */

/** A decision, encoded as described above. */
typedef uint32_t exile_action;

/** Every action code is below this bound. */
#define EXILE_ACTION_SPACE 8192u

/** No decision ever offers more actions than this. */
#define EXILE_MAX_LEGAL_ACTIONS 256u

/** The kinds of action (the high bits of an ::exile_action). */
typedef enum exile_action_kind {
    EXILE_ACT_END = 0,            /**< Action C: End; you are spent. */
    EXILE_ACT_STEP_BACK = 1,      /**< Action C: Step Back, giving the card. */
    EXILE_ACT_ATTACK_UP = 2,      /**< Action A: the Opener, face-up, with the card. */
    EXILE_ACT_ATTACK_DOWN = 3,    /**< Action A: the Opener, face-down, with the card. */
    EXILE_ACT_TAP = 4,            /**< Tap the Memory in slot 0–2 for floating Stamina. */
    EXILE_ACT_CHANNEL = 5,        /**< Channel the card from hand. */
    EXILE_ACT_DECLARE = 6,        /**< Action A step 2: declare the Stamina cost (argument). */
    EXILE_ACT_BLOCK = 7,          /**< Action A step 3: play the card as a Block card. */
    EXILE_ACT_NO_BLOCK = 8,       /**< Action A step 3: play no more Block cards. */
    EXILE_ACT_EXERT = 9,          /**< Destroy the card from hand to pay an Exert. */
    EXILE_ACT_PASS = 10,          /**< Pass in a React step. */
    EXILE_ACT_PLATING = 11,       /**< Return a Plating Token: that attack has -1 Damage (§4.5). */
    EXILE_ACT_REARM = 12,         /**< Rearm the Gear in slot 0–3. */
    EXILE_ACT_NO_REARM = 13,      /**< Rearm nothing. */
    EXILE_ACT_UNLOCK_MEMORY = 14, /**< Unlock the Memory in slot 0–2. */
    EXILE_ACT_UNLOCK_NONE = 15,   /**< Unlock nothing this round. */
    EXILE_ACT_CHOOSE = 16,        /**< Choose the card for the Effect being resolved. */
    EXILE_ACT_DECLINE = 17,       /**< Decline a "you may", or stop choosing. */
    EXILE_ACT_UNTAP = 18,         /**< Recover: untap the Memory in slot 0–2. */
    EXILE_ACT_SUFFOCATE = 19,     /**< Suffocating: tap the Memory in slot 0–2. */
    EXILE_ACT_UNLOCK_UPGRADE = 20,/**< Unlock the Upgrade of the Gear in slot 0–3. */
    EXILE_ACT_UNLEASH = 21,       /**< Unlock the Exile: it is unleashed (§3.3). */
    EXILE_ACT_PREPARE = 22,       /**< Action D: prepare the Finisher (card). */
    EXILE_ACT_FINISHER = 23,      /**< Action E: play the prepared Finisher (card). */
    EXILE_ACT_TACTICS = 24,       /**< Action B: play the Tactics card. */
    EXILE_ACT_REACT = 25,         /**< Play the Tactics card with Reaction in a React step. */
    EXILE_ACT_TARGET = 26,        /**< Choose a target: a card, or 128 + seat * 4 + Gear slot. */
    EXILE_ACT_TURN_BACK = 27,     /**< Turn the unlocked Memory in slot 0–2 back to its front. */
    EXILE_ACT_ABILITY = 28,       /**< Use the activated ability of the Gear in slot 0–3 (§7.10). */
    EXILE_ACT_KIND_COUNT = 29     /**< The number of kinds of this release; not a kind. See @ref counts. */
} exile_action_kind;

/** Builds an action from its kind and argument. */
#define EXILE_ACTION(kind, arg) ((exile_action)(((uint32_t)(kind) << 8) | ((uint32_t)(arg) & 0xffu)))
/** The kind of an action. */
#define EXILE_ACTION_KIND(a) ((exile_action_kind)((a) >> 8))
/** The argument of an action. */
#define EXILE_ACTION_ARG(a) ((int)((a) & 0xffu))

/**
 * The seat whose decision it is: 0 or 1, or -1 when the match is over (or
 * inside its apply, when no decision is pending: see @ref observers);
 * INT_MIN for a NULL @p m (before 0.2: -1).
 */
EXILE_API int exile_match_to_act(const exile_match *m);

/**
 * -1 while the match runs; the winning seat 0 or 1; 2 for a draw (§3.4);
 * INT_MIN for a NULL @p m (before 0.2: -1).
 */
EXILE_API int exile_match_winner(const exile_match *m);

/**
 * Lists the legal actions of the seat to act, in ascending order, without
 * duplicates.
 * @param[in] m the match.
 * @param[out] out receives min(count, cap) actions; may be NULL when @p cap is 0.
 * @param[in] cap how many actions @p out can hold.
 * Only reads @p m: threads may list one match at once (see @ref threads).
 * @returns the number of legal actions; 0 when the match is over or inside
 *          its apply, and also (so that a loop over the list does nothing)
 *          for a NULL @p m or a NULL @p out with a @p cap:
 *          exile_match_to_act() tells a NULL match apart (INT_MIN).
 */
EXILE_API size_t exile_match_legal_actions(const exile_match *m, exile_action *out, size_t cap);

/**
 * Lists the legal actions as exile_match_legal_actions() does, and keeps
 * the list in @p m until @p m changes, when it has at most 32 actions
 * (nearly every list): exile_match_apply() of an action then checks it
 * against the list kept, with a few compares, instead of working it out
 * again. The fast path of a thread that plays a match of its own; it
 * writes @p m, so it needs @p m to itself (see @ref threads), where
 * exile_match_legal_actions() lists a match shared by several threads.
 * @returns the number of legal actions (0 when the match is over, inside
 *          its apply, or @p m is NULL). @since 0.2
 */
EXILE_API size_t exile_match_legal_actions_keep(exile_match *m, exile_action *out, size_t cap);

/**
 * Applies one action of the seat to act and runs the match to the next decision.
 * Observers hear the events as they happen (see @ref observers).
 * @returns ::EXILE_OK; ::EXILE_E_ILLEGAL_ACTION (the match is unchanged, bit for
 *          bit; exile_match_errreason() says why); ::EXILE_E_GAME_OVER;
 *          ::EXILE_E_INVALID_ARGUMENT. The status is also left on the match
 *          (exile_match_errcode()). ::EXILE_E_BUSY, not left on the
 *          match, when called by an observer of @p m during its apply.
 */
EXILE_API exile_status exile_match_apply(exile_match *m, exile_action a);

/**
 * The number of actions applied since the match was created or loaded;
 * UINT32_MAX for a NULL @p m (before 0.2: 0).
 */
EXILE_API uint32_t exile_match_action_count(const exile_match *m);

/**
 * Formats a legal action as short text ("attack face-down: Blind Coil",
 * "declare 3", "pass"), which exile_action_parse() reads back. Within a
 * decision every legal action has a text of its own: alike cards offered
 * at once (Tokens of a kind) are numbered in the order they lie, a deck
 * from its top: "choose: Bleed Token", "choose: Bleed Token (2nd)"
 * (doc/notation.md, Actions as text).
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT (NULL, or an action that
 *          names no card of this match), ::EXILE_E_BUFFER_TOO_SMALL.
 */
EXILE_API exile_status exile_action_format(const exile_match *m, exile_action a, char *buf, size_t cap);

/**
 * Reads an action written by exile_action_format(): the text of a legal
 * action reads back as exactly that action. The action is resolved
 * against the match (card names name the card instances of the seat to act).
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT, ::EXILE_E_PARSE.
 */
EXILE_API exile_status exile_action_parse(const exile_match *m, const char *text, exile_action *out);

/**
 * Samples a complete match consistent with what @p seat knows of @p src:
 * the cards it cannot see (the opponent's hand, the order and hidden cards
 * of both decks, the opponent's face-down attack before its Reveal, its
 * hidden Rearm pick, the card it put face-down in an exchange) are dealt
 * again at random, and the random generator is seeded anew. For search
 * bots (ISMCTS, PIMC). Allocates nothing. It guarantees:
 * - the seat's view of @p dst equals its view of @p src;
 * - @p dst is a match the public history could have reached: every public
 *   consequence of a hidden card holds for the card dealt in its place. A
 *   face-down attack is one The Opener could have offered (by default a
 *   card that may attack, its Gear armed, its Exert payable from the hand
 *   it was played from, and once a cost is declared, a cost within it;
 *   with ::EXILE_MATCH_PERMISSIVE_BLUFF any Move), that let its player lose
 *   the HP lost as it was played, and that turns its player's Exile at Pay
 *   as it turned. The opponent's hand can still make the choice it has
 *   pending (an attack's Pay, an Exert under way). A hidden pick is one of
 *   the choices the opponent was offered;
 * - every such deal is as likely as any other;
 * - the sample reveals nothing the seat does not know: it is a function of
 *   what the seat knows of @p src (its view, and what it remembers, below)
 *   and of @p seed only. Two matches the seat cannot tell apart give, with
 *   the same seed, the same sample byte for byte, its generator included:
 *   the hidden cards are taken in the order of their instances, never in
 *   the order they really lie, and the generator is seeded from @p seed
 *   alone (the sample's generator goes on from the deal). So a seat that
 *   learns the seed of a sample (its generator shows it) learns nothing of
 *   @p src beyond what it knew: determinizing the sample again with that
 *   seed gives the sample back. For a secret deal, a caller still needs a
 *   seed the seat cannot guess (the random generator of the operating
 *   system). Only a position loaded from notation that no play reaches, a
 *   face-down attack no card in its place could be, keeps that attack.
 * What the seat remembers is kept too: a Move it saw go into the
 * opponent's hand stays there; the opponent's cards it knows are none of
 * the deck's (those in the hand when a Fatigue rebuilt the deck from the
 * Recall Pile, those known in the hand before a face-down attack) stay in
 * the hand or the attack, so that a rebuilt deck and the cards taken from
 * it are the Recall Pile's cards; the cards it put on the bottom of its
 * own deck after a look stay there, in order (doc/rulings.md, "What
 * determinize keeps").
 * @param[out] dst receives the sample; may be @p src itself.
 * @param[in] src the match.
 * @param[in] seat 0 or 1.
 * @param[in] seed decides the sample.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT, ::EXILE_E_BUSY when
 *          called by an observer of @p dst during its apply.
 */
EXILE_API exile_status exile_match_determinize(exile_match *dst, const exile_match *src, int seat, uint64_t seed);

/** @} */

/**
 * @defgroup notation Match notation
 * A text that describes any position completely (doc/notation.md).
 * @{
 */

/**
 * Writes the complete position, hidden information included.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT, ::EXILE_E_BUFFER_TOO_SMALL
 *          (then @p buf holds a truncated, terminated text when @p cap > 0).
 */
EXILE_API exile_status exile_match_to_notation(const exile_match *m, char *buf, size_t cap);

/**
 * Creates a match from notation. The text is checked completely: a malformed
 * or impossible position, or a number out of its bounds (doc/notation.md),
 * is refused and nothing is created (@p *out is left as it was). Lines may
 * end in LF, CR or CRLF. A text of version 2 ends with the line `end`, so
 * that a text cut short is refused, and gives each line once.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT for NULL,
 *          ::EXILE_E_PARSE for a malformed text (an unknown card code on any
 *          line included, no `end` line in version 2, a line given twice),
 *          ::EXILE_E_BAD_LOADOUT for known cards that make no
 *          loadout (§2), ::EXILE_E_UNSUPPORTED for an Exile or Gear this
 *          version does not execute, ::EXILE_E_INCONSISTENT for an impossible
 *          position, ::EXILE_E_NO_MEMORY.
 */
EXILE_API exile_status exile_match_from_notation(exile_match **out, const char *text);

/**
 * Like exile_match_from_notation(), with options for the allocator (the other
 * options are taken from the text), and an error message naming the problem.
 * @param[out] out the new match; untouched on failure.
 * @param[in] text the notation.
 * @param[in] opts the allocator (the other options come from the text); NULL for malloc/free;
 *            an allocator with one hook only is ::EXILE_E_INVALID_ARGUMENT.
 * @param[out] err when not NULL, receives a terminated message on failure.
 * @param[in] err_cap the size of @p err.
 */
EXILE_API exile_status exile_match_from_notation_ex(exile_match **out, const char *text,
                                                    const exile_match_options *opts,
                                                    char *err, size_t err_cap);

/** @} */

/**
 * @defgroup save Binary save and load
 * A compact, versioned binary form of a match, with a checksum. A save is
 * read back by the same release on the same kind of machine; across
 * releases and machines, use the match notation.
 * @{
 */

/** The size in bytes of every save of this release. */
EXILE_API size_t exile_match_save_size(void);

/**
 * Writes the match.
 * @param[in] m the match.
 * @param[out] buf receives exile_match_save_size() bytes.
 * @param[in] cap the size of @p buf.
 * @param[out] out_size when not NULL, receives the size needed.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT, ::EXILE_E_BUFFER_TOO_SMALL.
 */
EXILE_API exile_status exile_match_save(const exile_match *m, void *buf, size_t cap, size_t *out_size);

/**
 * Reads a save: its header, checksum and every field are checked, and a
 * damaged, truncated or impossible save creates nothing.
 * @param[out] out the new match; untouched on failure.
 * @param[in] buf the bytes of exile_match_save().
 * @param[in] size their number.
 * @param[in] opts the allocator (the rest comes from the save); NULL for malloc/free;
 *            an allocator with one hook only is ::EXILE_E_INVALID_ARGUMENT.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT, ::EXILE_E_PARSE (not a
 *          save, or damaged), ::EXILE_E_VERSION (another release or
 *          machine), ::EXILE_E_INCONSISTENT, ::EXILE_E_NO_MEMORY.
 */
EXILE_API exile_status exile_match_load(exile_match **out, const void *buf, size_t size,
                                        const exile_match_options *opts);

/** @} */

/**
 * @defgroup view Views
 * What one seat knows, and nothing more (rulebook §2 Zones; checklist Part F).
 *
 * A view is a snapshot: it does not follow the match. Hidden cards are
 * reported as ::EXILE_CARD_HIDDEN.
 * @{
 */

/** One seat's knowledge of a match. */
typedef struct exile_view exile_view;

/** A card identity the viewing seat cannot see. */
#define EXILE_CARD_HIDDEN (-1)

/** The zones a view (and an event) names. */
typedef enum exile_zone {
    EXILE_ZONE_NONE = 0,      /**< Nowhere: no card is reported here (before 0.2, a Token in the supply was). */
    EXILE_ZONE_DECK = 1,      /**< A deck, top card first. */
    EXILE_ZONE_HAND = 2,      /**< A hand. */
    EXILE_ZONE_RECALL = 3,    /**< A Recall Pile, oldest first. */
    EXILE_ZONE_DESTROYED = 4, /**< A Destroyed Pile. */
    EXILE_ZONE_MOMENTUM = 5,  /**< A Momentum Zone. */
    EXILE_ZONE_ATTACK = 6,    /**< The attack in the Combat Zone. */
    EXILE_ZONE_BLOCK = 7,     /**< The Block cards in the Combat Zone, first played first. */
    EXILE_ZONE_STACK = 8,     /**< The stack, bottom first. */
    EXILE_ZONE_PREPARED = 9,  /**< A prepared Finisher on its Gear. */
    EXILE_ZONE_ATTACHED = 10, /**< Cards and Tokens attached to an Exile. */
    EXILE_ZONE_SUPPLY = 11,   /**< The Token supply (seat ignored). */
    EXILE_ZONE_COUNT = 12     /**< The number of zones of this release; not a zone. See @ref counts. */
} exile_zone;

/**
 * Takes a snapshot of what @p seat knows of @p m.
 * @param[out] out the new view.
 * @param[in] m the match.
 * @param[in] seat 0 or 1.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT, ::EXILE_E_NO_MEMORY.
 */
EXILE_API exile_status exile_view_create(exile_view **out, const exile_match *m, int seat);
/** Destroys a view. NULL is a no-op. */
EXILE_API void exile_view_destroy(exile_view *v);
/** The seat whose knowledge the view holds: 0 or 1; -1 for a NULL @p v. */
EXILE_API int exile_view_seat(const exile_view *v);
/**
 * The number of cards @p seat has in @p zone (counts are public, G14); for
 * ::EXILE_ZONE_SUPPLY, @p seat is ignored.
 * @returns the count (0 or more); INT_MIN for a NULL @p v, a seat other
 *          than 0 or 1, or a zone out of range or holding no cards
 *          (::EXILE_ZONE_NONE) (before 0.2: 0).
 */
EXILE_API int exile_view_zone_count(const exile_view *v, int seat, exile_zone zone);
/**
 * The card index of the @p i-th card of a zone, or ::EXILE_CARD_HIDDEN when the
 * viewer cannot see it; -2 when out of range.
 */
EXILE_API int exile_view_zone_card(const exile_view *v, int seat, exile_zone zone, int i);
/**
 * A seat's HP, which may be 0 or below once the match is lost.
 * @returns the HP; INT_MIN for a NULL @p v or a seat other than 0 or 1
 *          (before 0.2: 0).
 */
EXILE_API int exile_view_hp(const exile_view *v, int seat);
/**
 * Writes the view as match notation with hidden cards written `?`
 * (doc/notation.md). Two views are equal exactly when their texts are.
 */
EXILE_API exile_status exile_view_to_notation(const exile_view *v, char *buf, size_t cap);

/** The length of every observation vector (exile_view_observe). */
EXILE_API size_t exile_observation_size(void);

/**
 * Writes the view as a fixed-size vector of numbers, for learning bots. It
 * is built from the view alone. Its layout, in order (the vector only ever
 * grows at its end):
 * - the header: the viewing seat; the round; 1 when the viewer decides now;
 *   1 when the viewer holds the Initiative; 1 when it is the viewer's turn;
 *   1 when the match is over; 1 when the viewer won; the cards on the stack;
 *   then one value per kind of pending decision (one-hot);
 * - each seat, the viewer's first, the opponent's second: HP; Engaged;
 *   spent; unleashed; floating Stamina; the cards in its deck, hand, Recall
 *   Pile, Destroyed Pile and Momentum Zone; successful attacks this round;
 *   +Damage and Overcommit owed to its next attack; a Finisher prepared;
 *   that it must be played; stunned; for each Memory slot, unlocked and
 *   tapped; for each Gear slot, armed and upgraded; the Bleed, Aim and
 *   Plating Tokens on its Exile;
 * - the attack: one in the Combat Zone; the viewer's; its declared cost;
 *   face-down; unblockable; a stun turn; the Block cards; its Damage
 *   modifiers;
 * - each of the 40 Moves (the viewer's 20 first, in their Gear's order, then
 *   the opponent's), one-hot over eleven places: unseen, on a deck face-up
 *   (or being looked at), hand, Recall Pile, Destroyed Pile, Momentum Zone,
 *   attack, block, stack, prepared, attached.
 * @param[in] v the view.
 * @param[out] out receives exile_observation_size() numbers.
 * @param[in] cap the room in @p out.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT, ::EXILE_E_BUFFER_TOO_SMALL.
 */
EXILE_API exile_status exile_view_observe(const exile_view *v, float *out, size_t cap);

/** @} */

/**
 * @defgroup events Events
 * What happens in a match, reported to observers as it happens, already
 * redacted for the observing seat (or complete for an omniscient observer).
 *
 * An observer is set per seat (0, 1 or ::EXILE_OMNISCIENT), in one of two
 * forms. A *watcher* (exile_match_watch(), @since 0.3) is handed the match
 * it observes and the ::exile_event_flags of each event: a log in words
 * shows each action once, leaving out the event that repeats it
 * (::EXILE_EVENT_ECHO):
 * @code
 * static void log_event(const exile_match *m, const exile_event *ev, unsigned flags, void *user_data)
 * {
 *     char text[EXILE_DESCRIBE_MAX];
 *     (void)user_data;
 *     if (!(flags & EXILE_EVENT_ECHO) && exile_event_describe(m, 0, ev, text, sizeof text, NULL) == EXILE_OK)
 *         printf("%s\n", text);
 * }
 * ...
 * exile_match_watch(m, 0, log_event, NULL);  // seat 0's log
 * @endcode
 * The observer of 0.1 (exile_match_observe(), ::exile_event_fn, and the
 * observers of ::exile_match_options) receives the event alone, and keeps
 * working as it did. Both hear the same events: a seat has one observer
 * of either form, and setting one replaces the other. To hear the setup
 * too, a watcher is set on a handle of exile_match_alloc() before
 * exile_match_reset() sets the match up in it.
 * @{
 */

/** The kinds of event. */
typedef enum exile_event_kind {
    EXILE_EV_ROUND_START = 0,  /**< A round begins; @c amount is its number. */
    EXILE_EV_TURN = 1,         /**< @c seat takes a turn. */
    EXILE_EV_CARD_MOVED = 2,   /**< @c card moved from zone @c from of seat @c amount to zone @c to of @c seat (to the supply: @c seat is the seat it left). */
    EXILE_EV_STAMINA = 3,      /**< @c seat's floating Stamina is now @c amount. */
    EXILE_EV_HP = 4,           /**< @c seat's HP changed by @c amount (now @c value). */
    EXILE_EV_ATTACK = 5,       /**< @c seat attacks with @c card (hidden when face-down); @c value 1 face-down. */
    EXILE_EV_DECLARED = 6,     /**< @c seat declared @c amount for the attack. */
    EXILE_EV_REVEAL = 7,       /**< A face-down attack is revealed as @c card. */
    EXILE_EV_MATH = 8,         /**< The Math: @c amount Net Damage, @c value 1 if the attack was successful. */
    EXILE_EV_ENGAGED = 9,      /**< @c seat's Exile turns sideways (@c value 1) or upright (0). */
    EXILE_EV_MEMORY = 10,      /**< Memory slot @c amount of @c seat: @c value bit 0 tapped, bit 1 unlocked. */
    EXILE_EV_GEAR = 11,        /**< Gear slot @c amount of @c seat: @c value 1 armed, 0 disarmed, 3 upgraded, 2 turned back to its front. */
    EXILE_EV_SPENT = 12,       /**< @c seat is spent for the round. */
    EXILE_EV_INITIATIVE = 13,  /**< @c seat holds the Initiative. */
    EXILE_EV_ACTION = 14,      /**< @c seat took the action @c amount (redacted to its kind for a face-down Opener). */
    EXILE_EV_GAME_OVER = 15,   /**< The match is over; @c seat is the winner, 2 a draw. */
    EXILE_EV_FIZZLE = 16,      /**< The attack fizzled; @c value 1 if it was the attacker's error. */
    EXILE_EV_STUN = 17,        /**< @c seat is stunned for the next turn. */
    EXILE_EV_UNLEASHED = 18,   /**< @c seat's Exile is unleashed (§3.3). */
    EXILE_EV_SHUFFLE = 19      /**< @c seat's deck is shuffled; it holds @c amount cards (@since 0.2). */
} exile_event_kind;

/** One event. Fields that do not apply are -1. */
typedef struct exile_event {
    exile_event_kind kind; /**< What happened. */
    int seat;              /**< The seat it concerns. */
    int card;              /**< A card index, or ::EXILE_CARD_HIDDEN. */
    int from;              /**< An ::exile_zone. */
    int to;                /**< An ::exile_zone. */
    int amount;            /**< See the kind. */
    int value;             /**< See the kind. */
} exile_event;

/** The seat argument of exile_match_observe() for the omniscient observer. */
#define EXILE_OMNISCIENT 2

/**
 * Receives events, from inside exile_match_apply(). It may read the match
 * it observes and destroy it, not change it (see @ref observers). The
 * observer of 0.1: it is not handed its match nor the flags of the event;
 * a watcher (::exile_watch_fn) is.
 */
typedef void (*exile_event_fn)(const exile_event *ev, void *user_data);

/**
 * Sets (or with @p fn NULL clears) the observer of @p seat: 0, 1 or
 * ::EXILE_OMNISCIENT. One observer per seat: a watcher of the seat
 * (exile_match_watch()) is replaced. Clones have none. The call of 0.1,
 * kept as it was; exile_match_watch() sets an observer that is handed its
 * match and each event's flags.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT, ::EXILE_E_BUSY when
 *          called by an observer of @p m during its apply.
 */
EXILE_API exile_status exile_match_observe(exile_match *m, int seat, exile_event_fn fn, void *user_data);

/** What a watcher is told of an event besides the event itself. @since 0.3 */
typedef enum exile_event_flags {
    /**
     * The event only says again, for this observer, what the action it
     * follows said: a log in words that shows each action leaves it out
     * (one that leaves an action out keeps its echo). After the
     * ::EXILE_EV_ACTION of an action, which begins its exile_match_apply(),
     * the echo is the first event of that apply of the kind the action's
     * kind repeats, about the acting seat and (for a Memory or a Gear) the
     * slot it names: the attack of an Opener (face-up or face-down) or a
     * Finisher (::EXILE_EV_ATTACK), a declared cost (::EXILE_EV_DECLARED),
     * the Memory of a tap, an untap, a Suffocating tap, an unlock or a
     * turn back (::EXILE_EV_MEMORY), the Gear of a Rearm or an Upgrade's
     * unlock (::EXILE_EV_GEAR), an unleash (::EXILE_EV_UNLEASHED), an End
     * (::EXILE_EV_SPENT). So an action has one echo at most, and none when
     * no such event follows in its apply: a Rearm pick made first is
     * carried out in the apply of the other seat's pick. An action an
     * observer heard redacted to hide what the event then shows (the other
     * seat's hidden Rearm pick) has no echo for that observer: the event
     * is news to it. A face-down attack's event hides the card its action
     * hid, and is its echo. Card moves are never echoes: they say where a
     * card went, which no action event says.
     */
    EXILE_EVENT_ECHO = 1u << 0
} exile_event_flags;

/**
 * A watcher: receives events as an ::exile_event_fn does, with the match
 * it observes and the event's flags. It may read @p m (describe the event
 * with exile_event_describe(), read fields, copy the match from it) and
 * not change it, as any observer (see @ref observers); to destroy the
 * match it calls exile_match_destroy() on the handle it was set on.
 * @param[in] m the match observed, as the event left it.
 * @param[in] ev the event, redacted for the watcher's seat.
 * @param[in] flags ::exile_event_flags: ::EXILE_EVENT_ECHO; bits that this
 *            header does not name may be set by a later release, and are
 *            to be ignored.
 * @param[in] user_data as given to exile_match_watch().
 * @since 0.3
 */
typedef void (*exile_watch_fn)(const exile_match *m, const exile_event *ev, unsigned int flags, void *user_data);

/**
 * Sets (or with @p fn NULL clears) the watcher of @p seat: 0, 1 or
 * ::EXILE_OMNISCIENT. A watcher is an observer (it replaces the seat's
 * observer of exile_match_observe(), and is replaced by one) that is
 * handed the match and the flags of each event. Clones have none, and
 * exile_match_copy() keeps those of its destination.
 * @param[in,out] m the match.
 * @param[in] seat 0, 1 or ::EXILE_OMNISCIENT.
 * @param[in] fn the watcher; NULL clears the seat's observer.
 * @param[in] user_data passed back to @p fn.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT (@p m NULL, a seat out
 *          of range), ::EXILE_E_BUSY when called by an observer of @p m
 *          during its apply.
 * @since 0.3
 */
EXILE_API exile_status exile_match_watch(exile_match *m, int seat, exile_watch_fn fn, void *user_data);

/** @} */

#ifdef __cplusplus
}
#endif

/**
 * @example random-match.c
 * A whole match between two random players, with every error checked.
 * @example print-board.c
 * A frontend in 34 lines: a seat's board from the typed state.
 * @example exile-arena.c
 * Bots against bots, a match watched play by play, or a person at the
 * terminal (--human), with events and actions in words.
 * @example exile-tui.c
 * The full-screen terminal game against a bot (ncurses).
 * @example exile-bench.c
 * How fast the library plays: the calls a search bot makes, timed.
 */

/* The other parts of the API, each in a header of its own; they use the
 * types above. */
#include <exile/batch.h>
#include <exile/describe.h>
#include <exile/learn.h>
#include <exile/picks.h>
#include <exile/state.h>
#include <exile/reasons.h>
#include <exile/names.h>

#endif /* EXILE_EXILE_H */
