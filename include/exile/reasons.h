/*
 * libexile: why an action is refused, and the last error of a match.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_REASONS_H
#define EXILE_REASONS_H

/**
 * @file reasons.h
 * Why an action is not legal now, and the message a failing call leaves on
 * its match. Include `<exile/exile.h>`, not this file.
 */

#ifndef EXILE_EXILE_H
#error "include <exile/exile.h>, not <exile/reasons.h>"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup reasons Reasons
 * Why an action is not among the legal actions now, for a frontend that
 * lets a player try any action and explains a refusal.
 *
 * @code
 * char why[EXILE_REASON_MAX];
 * if (exile_match_why(m, my_seat, a, why, sizeof why, NULL) != EXILE_REASON_LEGAL)
 *     show(why); // "Glass Needle costs 3 and 2 Stamina float"
 * @endcode
 *
 * The reason is the one the rules give: the conditions are checked in the
 * order the library lists the legal actions, and the first that fails is
 * named. Each reason has its text in exile_reason_str(); exile_match_why()
 * says it in full, naming the cards and numbers concerned, and names only
 * cards the asking seat can see.
 * @{
 */

/**
 * Why an action is not legal now. Values are stable; new ones are only
 * ever added.
 * @since 0.2
 */
typedef enum exile_reason {
    /** Not a reason: exile_match_why() was called with a NULL match, a seat
     *  other than 0, 1 or ::EXILE_OMNISCIENT, or a NULL buffer with a room. */
    EXILE_REASON_INVALID_ARGUMENT = -1,
    EXILE_REASON_LEGAL = 0,               /**< The action is legal now. */
    EXILE_REASON_GAME_OVER = 1,           /**< The match is over. */
    EXILE_REASON_NOT_YOUR_DECISION = 2,   /**< The other seat decides now. */
    EXILE_REASON_BAD_ENCODING = 3,        /**< Not an action code (an unknown kind, an argument where none is taken). */
    EXILE_REASON_WRONG_DECISION = 4,      /**< This kind of action is not asked now ("it is the Block step"). */
    EXILE_REASON_NO_SUCH_ARGUMENT = 5,    /**< The argument names no card, Memory slot or Gear slot. */
    EXILE_REASON_NOT_IN_HAND = 6,         /**< The card is not in the player's hand. */
    EXILE_REASON_TOKEN = 7,               /**< A Token is only channeled (§4.5). */
    EXILE_REASON_NOT_ENOUGH_STAMINA = 8,  /**< The cost cannot be paid (§3.1). */
    EXILE_REASON_GEAR_DISARMED = 9,       /**< The card's Gear is disarmed (§7.4). */
    EXILE_REASON_CANNOT_ATTACK = 10,      /**< The card cannot be played as an attack (§5 Action A). */
    EXILE_REASON_CANNOT_BLOCK = 11,       /**< The card cannot be played as a block (§5 Action A step 3). */
    EXILE_REASON_SPENT = 12,              /**< The player is spent for the round (§7.4). */
    EXILE_REASON_STUNNED = 13,            /**< The player is stunned against this attack (§5 Stun). */
    EXILE_REASON_UNBLOCKABLE = 14,        /**< The attack is unblockable. */
    EXILE_REASON_EXERT = 15,              /**< Too few other Moves in hand to pay its Exert (§7.4). */
    EXILE_REASON_NO_TARGET = 16,          /**< The card has no legal target now. */
    EXILE_REASON_NOT_TACTICS = 17,        /**< The card is not a Tactics card. */
    EXILE_REASON_NOT_REACTION = 18,       /**< The card has no Reaction: it is not played in a React step. */
    EXILE_REASON_FACE_UP_ONLY = 19,       /**< The attack must be played face-up (an opponent's Passive). */
    EXILE_REASON_FINISHER_DUE = 20,       /**< This turn must play the prepared Finisher (§5 Action E). */
    EXILE_REASON_STEP_BACK_BARRED = 21,   /**< "You can't Step Back." (§5 Action C). */
    EXILE_REASON_NOT_FINISHER = 22,       /**< Only a Finisher is prepared (§5 Action D). */
    EXILE_REASON_FINISHER_PREPARED = 23,  /**< A Finisher is prepared already: one at most. */
    EXILE_REASON_GEAR_NOT_UPGRADED = 24,  /**< The Finisher's Gear does not show its Upgrade (§7.4 Prepare check). */
    EXILE_REASON_MEMORY_STATE = 25,       /**< The Memory is tapped, untapped, locked or unlocked already. */
    EXILE_REASON_GEAR_STATE = 26,         /**< The Gear is armed, disarmed or upgraded already. */
    EXILE_REASON_ONE_ORDER = 27,          /**< Steps with the same outcome are offered once: one of alike
                                               Memories or Tokens; with ::EXILE_MATCH_CANONICAL_STAMINA, one
                                               order of a Stamina window too. */
    EXILE_REASON_COST_UNREACHABLE = 28,   /**< After it, the attack's cost could no longer be paid in the
                                               canonical Stamina order. */
    EXILE_REASON_BELOW_COST = 29,         /**< The declared cost is below the attack's cost (§5 Action A step 2). */
    EXILE_REASON_HP_LIMIT = 30,           /**< No more HP may be lost for the attack (§7.4). */
    EXILE_REASON_NO_ABILITY = 31,         /**< No working Gear there prints an activated ability (§7.10). */
    EXILE_REASON_ABILITY_USED = 32,       /**< The ability was used this round already. */
    EXILE_REASON_MOMENTUM_SHORT = 33,     /**< Too few Moves in the Momentum Zone to pay the ability's cost. */
    EXILE_REASON_NO_PLATING = 34,         /**< No Plating Token may be returned now (§4.5). */
    EXILE_REASON_NOT_A_CHOICE = 35,       /**< Not one of the cards or slots this choice offers. */
    EXILE_REASON_MUST_CHOOSE = 36,        /**< This choice cannot be declined now. */
    EXILE_REASON_CANNOT_UNLEASH = 37,     /**< The Exile is unleashed already, or a Memory is locked (§3.3). */
    EXILE_REASON_OTHER = 38               /**< The action is not among the legal actions now. */
} exile_reason;

/** The room, terminator included, that any text of exile_match_why() fits in. @since 0.2 */
#define EXILE_REASON_MAX 256u

/**
 * A static text for a reason code ("the card is not in your hand").
 * @param[in] r any value; an unknown one gives "unknown reason".
 * @returns a string that lives as long as the program.
 * @since 0.2
 */
EXILE_API const char *exile_reason_str(exile_reason r);

/**
 * Why @p seat may not take action @p a now, in words and as a code.
 * The text names the cards and numbers concerned ("Glass Needle costs 3
 * and 2 Stamina float"), but only cards @p seat can see; asked for a seat
 * that does not decide now, it says only that. Reads the match and writes
 * nothing to it.
 * @param[in] m the match.
 * @param[in] seat the seat asking: 0 or 1, or ::EXILE_OMNISCIENT for a
 *            referee asking for the seat to act (it may name every card).
 * @param[in] a any number; codes that are no action give
 *            ::EXILE_REASON_BAD_ENCODING.
 * @param[out] buf receives the text, cut to fit and terminated when @p cap
 *             is not 0 (the empty text for ::EXILE_REASON_LEGAL); may be NULL
 *             when @p cap is 0.
 * @param[in] cap the room in @p buf; ::EXILE_REASON_MAX always suffices.
 * @param[out] out_len when not NULL, receives the text's full length,
 *             without the terminator (0 on ::EXILE_REASON_INVALID_ARGUMENT).
 * @returns ::EXILE_REASON_LEGAL when @p seat may take @p a now; else the
 *          reason; ::EXILE_REASON_INVALID_ARGUMENT (and the empty text when
 *          @p buf can hold it) for a NULL match, a bad seat, or a NULL
 *          @p buf with @p cap above 0.
 * @since 0.2
 */
EXILE_API exile_reason exile_match_why(const exile_match *m, int seat, exile_action a, char *buf, size_t cap,
                                       size_t *out_len);

/**
 * The status of the last call that changed @p m, or failed to: the calls
 * taking a non-const match, exile_match_apply(), exile_match_observe(),
 * exile_match_copy() (on @p dst) and exile_match_determinize() (on @p dst).
 * Each of them sets it, to ::EXILE_OK when it succeeds. Calls taking a const
 * match never write to it: they report by their status alone. A new match
 * (created, cloned, loaded) holds ::EXILE_OK. A call given a NULL match has
 * no match to record on, and one refused with ::EXILE_E_BUSY (an observer's,
 * inside the apply) leaves the record to the apply.
 * @returns the status, or ::EXILE_E_INVALID_ARGUMENT for a NULL @p m.
 * @since 0.2
 */
EXILE_API exile_status exile_match_errcode(const exile_match *m);

/**
 * The message of exile_match_errcode(), for a frontend to show: "no error"
 * after a success; for an illegal action, the reason's text
 * ("illegal action: the card's Gear is disarmed"; exile_match_why() says
 * it with the cards named).
 * @returns a static string (it lives as long as the program; the message
 *          of @p m changes with the next call that sets it); "no match"
 *          for a NULL @p m.
 * @since 0.2
 */
EXILE_API const char *exile_match_errmsg(const exile_match *m);

/**
 * The reason the last exile_match_apply() on @p m was refused with
 * ::EXILE_E_ILLEGAL_ACTION or ::EXILE_E_GAME_OVER, as exile_match_why()
 * gave it for the seat to act.
 * @returns the reason; ::EXILE_REASON_LEGAL when the last call that sets
 *          exile_match_errcode() did not refuse an action;
 *          ::EXILE_REASON_INVALID_ARGUMENT for a NULL @p m.
 * @since 0.2
 */
EXILE_API exile_reason exile_match_errreason(const exile_match *m);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* EXILE_REASONS_H */
