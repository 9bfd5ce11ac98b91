/*
 * log_echo.h: for a log in words that shows each action (EXILE_EV_ACTION)
 * and then what followed from it, the events that only say the action
 * again. The library reports an action, then every change it made: an
 * attack action is followed by the attack event, a declare by the declared
 * cost, a tap by its Memory turning sideways, a Rearm by its Gear armed,
 * an End by its player spent.
 * Shown both, a log says the same fact twice ("attacks face-up with Surge
 * Swing", twice over); a log leaves the second out. The events themselves
 * are all still there for a program that reads them.
 *
 * Feed every event a seat's observer receives, in order, to log_echo_skip().
 * log_board_shows() names the kinds a log leaves out for the board's sake.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_EXAMPLES_LOG_ECHO_H
#define EXILE_EXAMPLES_LOG_ECHO_H

#include <stdbool.h>

#include <exile/exile.h>

/* Events of a kind the board shows, which a log leaves out to stay
 * readable: the floating Stamina and the shuffles. */
static inline bool log_board_shows(exile_event_kind kind)
{
    return kind == EXILE_EV_STAMINA || kind == EXILE_EV_SHUFFLE;
}

/* The event kind the last action will report again, or -1. Zero it to start. */
typedef struct log_echo {
    int expect; /* an exile_event_kind + 1; 0: none */
} log_echo;

/* The kind of event that repeats an action of this kind, or -1. */
static inline int log_echo_kind(exile_action_kind kind)
{
    switch (kind) {
    case EXILE_ACT_ATTACK_UP:
    case EXILE_ACT_ATTACK_DOWN:
    case EXILE_ACT_FINISHER: return EXILE_EV_ATTACK;
    case EXILE_ACT_DECLARE: return EXILE_EV_DECLARED;
    case EXILE_ACT_TAP:
    case EXILE_ACT_UNTAP:
    case EXILE_ACT_SUFFOCATE:
    case EXILE_ACT_UNLOCK_MEMORY:
    case EXILE_ACT_TURN_BACK: return EXILE_EV_MEMORY;
    case EXILE_ACT_REARM:
    case EXILE_ACT_UNLOCK_UPGRADE: return EXILE_EV_GEAR;
    case EXILE_ACT_UNLEASH: return EXILE_EV_UNLEASHED;
    case EXILE_ACT_END: return EXILE_EV_SPENT;
    default: return -1;
    }
}

/*
 * True when a log that showed the last action should leave ev out: the
 * first event after the action of the kind that repeats it. shown says
 * whether the log shows ev itself when it is an action (a log may show one
 * seat's actions only): nothing repeats an action the log did not show.
 */
static inline bool log_echo_skip(log_echo *echo, const exile_event *ev, bool shown)
{
    if (ev->kind == EXILE_EV_ACTION) {
        echo->expect = shown ? log_echo_kind(EXILE_ACTION_KIND((exile_action)ev->amount)) + 1 : 0;
        return false;
    }
    if (echo->expect == 0 || (int)ev->kind != echo->expect - 1)
        return false;
    echo->expect = 0;
    return true;
}

#endif
