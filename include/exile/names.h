/*
 * libexile: the names of the library's enumerations, in words.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_NAMES_H
#define EXILE_NAMES_H

#ifndef EXILE_EXILE_H
#error "include <exile/exile.h>, not <exile/names.h>"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @file names.h
 * The names of the enumerations in words. Include `<exile/exile.h>`, not
 * this file.
 */

/**
 * @defgroup names Names of the enumerations
 * One call an enumeration, as `sqlite3_errstr()` names a result code: a
 * frontend, a log or a bot's report names a keyword, a step, a decision,
 * a zone or a kind of action with the library's words instead of a table
 * of its own, and a newer library names the values it adds.
 *
 * Each returns a static string in English, the game's term as the rules
 * spell it ("Piercing Attack", "Momentum Zone", "Step Back"), with no full
 * stop; a value out of range gives NULL. The strings are not part of the
 * ABI: a release may reword one (the notation has its own names, which do
 * not change, doc/notation.md).
 * @since 0.3
 * @{
 */

/** A keyword as cards print it, without its value: "Piercing Attack", "Flow". */
EXILE_API const char *exile_keyword_name(exile_keyword kw);
/**
 * What a keyword does, in one sentence with no full stop, "X" standing for
 * its printed value: "if blocked, the defender still loses at least X HP".
 * The rule in full is the guide's (doc/guide.md, Keywords).
 */
EXILE_API const char *exile_keyword_meaning(exile_keyword kw);
/** A speed as ::EXILE_STAT_SPEED gives it: "no speed" (0), "Quick" (1), "Slow" (2). */
EXILE_API const char *exile_speed_name(int speed);
/** What a speed does to the next turn, in one sentence with no full stop. */
EXILE_API const char *exile_speed_meaning(int speed);
/** A phase: "Phase 1: start of the round", "Phase 2: turns", "game over". */
EXILE_API const char *exile_phase_name(exile_phase phase);
/** A step of the round: "Refill", "Block step", "Combat Zone Clear". */
EXILE_API const char *exile_step_name(exile_step step);
/** What a decision asks: "choose the turn's action", "pay for the attack". */
EXILE_API const char *exile_decision_name(exile_decision_kind decision);
/** A zone: "Recall Pile", "Momentum Zone", "supply". */
EXILE_API const char *exile_zone_name(exile_zone zone);
/** A kind of action: "attack face-up", "tap", "Step Back". */
EXILE_API const char *exile_action_kind_name(exile_action_kind kind);
/** A kind of event: "card moved", "HP", "game over". */
EXILE_API const char *exile_event_kind_name(exile_event_kind kind);
/** A kind of card: "Exile", "Gear", "Move", "Memory", "Token". */
EXILE_API const char *exile_card_kind_name(exile_card_kind kind);
/** A Move's type: "Attack", "Block", "Combat", "Tactics", "Finisher Attack", "Finisher Tactics". */
EXILE_API const char *exile_move_type_name(exile_move_type type);
/** A Gear category: "Primary Weapon", "Secondary Weapon", "Protective Gear", "Kit". */
EXILE_API const char *exile_gear_category_name(exile_gear_category category);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* EXILE_NAMES_H */
