/*
 * libexile: actions and events in words for one seat, card instances, and
 * the sizes of the library's texts.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_DESCRIBE_H
#define EXILE_DESCRIBE_H

#ifndef EXILE_EXILE_H
#error "include <exile/exile.h>, not <exile/describe.h>"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @file describe.h
 * Actions and events in words, card instances and text sizes. Include
 * `<exile/exile.h>`, not this file.
 */

/**
 * @defgroup describe Words for a seat
 * What happened, or what an action does, in full words for one seat, never
 * naming a card that seat cannot see: the log of a frontend.
 *
 * The viewer is 0 or 1 (a player), or ::EXILE_OMNISCIENT (a referee who
 * sees every card). A text names the viewer's own seat "you" and a seat it
 * is not by its Exile's name, both for a player and for the referee:
 * "you channel Glass Needle for 2 Stamina", "Ysolde Marrick attacks
 * face-down", "Brannoch Vey puts a card face-down in the exchange". A seat
 * is never named by its number. A text is a clause with no full stop at
 * its end, and begins as it would stand inside a sentence: with "you",
 * "your", "a", "the", a name as printed ("The Final Tally goes from ...")
 * or "Round".
 *
 * The texts read the match as it stands: describe an action while the
 * match still asks the decision it answers (before applying it, or from
 * the observer receiving its ::EXILE_EV_ACTION event), and an event from
 * the observer receiving it.
 *
 * Every text ends with a terminating NUL and has fewer than
 * ::EXILE_DESCRIBE_MAX bytes with it. A buffer too small receives the text
 * cut short, terminated (when @c cap > 0), and the call returns
 * ::EXILE_E_BUFFER_TOO_SMALL; @c out_len receives the length the whole text
 * needs either way.
 * @{
 */

/**
 * A bound on every text of exile_action_describe() and
 * exile_event_describe(), the terminating NUL included. The longest form,
 * "a card goes from P's Destroyed Pile to the Block cards in the Combat
 * Zone" with every name at its longest (the card names of the database
 * are at most 40 bytes, the Exiles' at most 40: tests/test_describe.c
 * checks both), is under 200 bytes; the bound leaves room for names to grow.
 */
#define EXILE_DESCRIBE_MAX 256u

/**
 * Describes an action of the seat to act for @p viewer. The action is one
 * of the legal actions (the opponent's included), or one received in an
 * ::EXILE_EV_ACTION event, where argument 0xff stands for a card the seat
 * may not know. What @p viewer may not know of the action is left out, as
 * its observer's ::EXILE_EV_ACTION event leaves it out: the card of a
 * face-down attack, a Rearm pick, a card chosen from a hand or a deck.
 * A card the action plays face-up is named: the action shows it.
 * @param[in] m the match, still asking the decision @p a answers.
 * @param[in] viewer 0, 1 or ::EXILE_OMNISCIENT.
 * @param[in] a the action.
 * @param[out] buf receives the text; may be NULL when @p cap is 0.
 * @param[in] cap the size of @p buf.
 * @param[out] out_len when not NULL, receives the length of the whole text
 *             (the terminating NUL not counted).
 * @returns ::EXILE_OK; ::EXILE_E_INVALID_ARGUMENT (@p m NULL, @p buf NULL
 *          with @p cap > 0, a viewer out of range, an action of no kind or
 *          with an argument its kind never takes); ::EXILE_E_GAME_OVER (no
 *          decision is asked: the match is over);
 *          ::EXILE_E_BUFFER_TOO_SMALL.
 * @since 0.2
 */
EXILE_API exile_status exile_action_describe(const exile_match *m, int viewer, exile_action a, char *buf, size_t cap,
                                             size_t *out_len);

/**
 * Describes an event for @p viewer. An event received by the observer of
 * @p viewer is already redacted; handed an event meant for another
 * observer (the omniscient one's), the call hides what @p viewer may not
 * see itself: a card is named only where the event's zones show it to
 * @p viewer (a zone every seat sees, its own hand, a Token in any hand, an
 * attack face-up or revealed), a face-down attack is "a card", and an
 * ::EXILE_EV_ACTION is redacted as its observer's would be. This is
 * stricter than the events' own redaction in two rare cases, never looser:
 * a card that leaves a deck's top face-up, or that the seat looked at in
 * its deck (E16), is "a card" there.
 * @param[in] m the match, as the event left it.
 * @param[in] viewer 0, 1 or ::EXILE_OMNISCIENT.
 * @param[in] ev the event.
 * @param[out] buf receives the text; may be NULL when @p cap is 0.
 * @param[in] cap the size of @p buf.
 * @param[out] out_len when not NULL, receives the length of the whole text.
 * @returns ::EXILE_OK; ::EXILE_E_INVALID_ARGUMENT (@p m or @p ev NULL,
 *          @p buf NULL with @p cap > 0, a viewer out of range, an event
 *          of no kind, or with a seat, card, zone or slot out of range);
 *          ::EXILE_E_BUFFER_TOO_SMALL.
 * @since 0.2
 */
EXILE_API exile_status exile_event_describe(const exile_match *m, int viewer, const exile_event *ev, char *buf,
                                            size_t cap, size_t *out_len);

/** @} */

/**
 * @defgroup instances Card instances
 * An action names a card by its *instance* (see ::exile_action), views and
 * events by its card index. An instance stands for the same card for the
 * whole match: instances are laid out from the two loadouts (each seat's
 * 20 Moves in the order its Gear list them, then the Tokens of the supply,
 * kind by kind), and nothing moves a card from one instance to another
 * (exile_match_determinize() deals the hidden instances to other places;
 * it never changes what an instance is). So which card an instance is is
 * public knowledge; where it lies is what may be hidden.
 * @{
 */

/** The number of card instances of every match: 40 Moves, then 30 Tokens. */
#define EXILE_INSTANCE_COUNT 70

/**
 * The card index of a card instance.
 * @param[in] m the match.
 * @param[in] instance 0 to ::EXILE_INSTANCE_COUNT - 1.
 * @returns the card index (0 or more), or -2 for @p m NULL or an instance
 *          out of range (as exile_view_zone_card() does).
 * @since 0.2
 */
EXILE_API int exile_match_instance_card(const exile_match *m, int instance);

/**
 * The card instance an action names: the card it plays, channels, gives,
 * chooses or targets. With the `_INSTANCE` fields of @ref state (see
 * @ref instance_fields), it ties a card on the board to its actions: the
 * legal actions of the card at position @c i of a hand are those whose
 * instance is ::EXILE_FIELD_HAND_INSTANCE at @c i. What an argument names
 * depends on the decision asked (a choice of Exile names a seat, a choice
 * of weapon a Gear slot): call it while @p m still asks the decision @p a
 * answers, as exile_action_describe() is called.
 * @param[in] m the match.
 * @param[in] a an action of the decision @p m asks (any action code is read).
 * @returns the instance (0 to ::EXILE_INSTANCE_COUNT - 1); -1 when the
 *          action names no card instance (no argument, a Memory or Gear
 *          slot, a number, a Gear target, a seat, or 0xff, a card an
 *          ::EXILE_EV_ACTION event hides); -2 for @p m NULL or an action of
 *          no kind.
 * @since 0.3
 */
EXILE_API int exile_action_instance(const exile_match *m, exile_action a);

/** @} */

/**
 * @defgroup sizes Text sizes
 * Every text the library writes either reports the size it needs or has a
 * bound here: exile_action_describe() and exile_event_describe() report it
 * (and ::EXILE_DESCRIBE_MAX bounds it), exile_match_save() reports its
 * size, the notation and action texts are bounded below. The texts of
 * exile_status_str(), exile_card_name() and the like are the library's own.
 * @{
 */

/**
 * A bound on every text of exile_match_to_notation() and
 * exile_view_to_notation(), the terminating NUL included: a buffer of this
 * size always holds the notation of any match or view.
 *
 * Derivation from the format (doc/notation.md, version 2), every number
 * and set of flags at its widest, codes of at most 12 bytes
 * (tests/test_describe.c checks every code of the database): the lines of
 * the match itself (the header, round, flags, players, rng, step, decision
 * with its parameters, window, stun, winner, actions, blocks, tactics, end)
 * take under 560 bytes; each seat's lines without their pile entries
 * (seat with its 8 codes, hp, exile, memories, gear, stamina, next-attack,
 * prepared, round-flags with its exchange card, and the seven pile names)
 * under 590; the attack line without its card under 440; 16 stack lines
 * without their cards under 98 each (3 targets of a code, `:` and a
 * Token number); 16 trigger lines under 99 each. A card is written once
 * where it lies, and a Move once more in `as-block`: 40 Moves of at most
 * 14 bytes where they lie (`^`, a code, a space), 40 of at most 13 in
 * `as-block`, and 30 Tokens of at most 30 (a code, `:`, a two-digit
 * number, `@` and the code of their card, a space): 560 + 2 * 590 + 440
 * + 16 * 98 + 16 * 99 + 40 * 14 + 40 * 13 + 30 * 30 + 1 = 7313, under
 * 8192.
 */
#define EXILE_NOTATION_MAX 8192u

/**
 * A bound on every text of exile_action_format(), the terminating NUL
 * included: the longest verb ("use the ability of", 18 bytes), ": ", the
 * longest card name (at most 40 bytes, checked by tests/test_describe.c)
 * and room for a mark telling two alike Tokens apart.
 */
#define EXILE_ACTION_TEXT_MAX 96u

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* EXILE_DESCRIBE_H */
