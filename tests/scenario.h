/*
 * Scenario tests: a position in match notation, actions as text, and the
 * outcome the rulebook gives, as lines the final notation must hold.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TEST_SCENARIO_H
#define EXILE_TEST_SCENARIO_H

#include <exile/exile.h>

typedef struct scenario {
    const char *rule;     /* the rule it checks, with its section: "§5 Action A step 4: ..." */
    const char *position; /* match notation (doc/notation.md) */
    const char *actions;  /* one action per line, as exile_action_format writes them */
    const char *expect;   /* lines the final notation must contain, one per line */
    const char *legal;    /* actions that must be legal at the end, one per line (may be NULL) */
    const char *illegal;  /* actions that must not be legal at the end (may be NULL) */
} scenario;

/* Runs one scenario; fails the current cmocka test with the rule's name. */
void scenario_run(const scenario *s);

/* Creates a match from @p position or fails the test with the reason. */
exile_match *scenario_load(const char *position);

/* Applies one action written as text, or fails the test.
 *
 * React steps: every player who may play a card is asked at every React
 * step (§5), so most attacks pass through two "pass" choices, and a player
 * with an activated ability is asked after their action (G33). A script may
 * leave these out: when the match waits on a React step choice and the
 * action is not one of that step's ("pass", "react: ...", "return a
 * Plating Token", "use the ability of: ...", or "tap: ..." / "channel: ..."
 * while the player holds a Reaction that could use it), the runner passes
 * first; after an action it declines unless the action is the ability's. scenario_run also
 * passes the React steps left open after a script's last action, unless
 * its legal or illegal lists name a React step choice. */
void scenario_act(exile_match *m, const char *action);

/* Passes the React step choices left open (see scenario_act). */
void scenario_settle(exile_match *m);

/* Fails the test unless the match's notation contains the line. The match
 * is settled first: expectations describe the position after the React
 * steps that the script leaves open. */
void scenario_expect_line(exile_match *m, const char *line, const char *rule);

#endif
