/*
 * Scenario tests: a position in match notation, actions as text, and the
 * outcome the rulebook gives, as lines the final notation must hold.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TEST_SCENARIO_H
#define EXILE_TEST_SCENARIO_H

#include <stdbool.h>
#include <stddef.h>

#include <exile/exile.h>

typedef struct scenario {
    const char *rule;     /* the rule it checks, with its section: "§5 Action A step 4: ..." */
    const char *position; /* match notation (doc/notation.md) */
    const char *actions;  /* one action per line, as exile_action_format writes them */
    const char *expect;   /* lines the final notation must contain, one per line */
    const char *legal;    /* actions that must be legal at the end, one per line (may be NULL) */
    const char *illegal;  /* actions that must not be legal at the end (may be NULL) */
} scenario;

/* Runs one scenario; fails the current cmocka test with the rule's name.
 * The actions are applied (scenario_act), the React steps they leave open
 * are passed (unless the legal or illegal list names a React step choice:
 * then the scenario ends in that React step), the legal and illegal lists
 * are checked, and then each expected line (scenario_expect_line: the
 * match settled first, Tokens named by kind). */
void scenario_run(const scenario *s);

/* Creates a match from @p position or fails the test with the reason. */
exile_match *scenario_load(const char *position);

/* Creates a match with the loadouts @p a (seat 0) and @p b (seat 1),
 * destroys it and returns the status exile_match_create gave: EXILE_OK
 * when both are accepted (every line of their cards is executed),
 * EXILE_E_BAD_LOADOUT, EXILE_E_UNSUPPORTED, ... */
exile_status scenario_create_status(const exile_loadout *a, const exile_loadout *b);

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

/* Like scenario_act; a refusal names @p where ("file:line: rule\n") first. */
void scenario_act_at(exile_match *m, const char *action, const char *where);

/* Applies each action of the NULL-terminated list @p actions. */
void scenario_act_all(exile_match *m, const char *const *actions);

/* Applies each non-empty line of @p lines as an action. */
void scenario_act_lines(exile_match *m, const char *lines);

/* Passes the React step choices left open (see scenario_act). */
void scenario_settle(exile_match *m);

/* Calls @p fn for each non-empty line of @p text (NULL: none), with the
 * line's leading spaces removed; a line may hold up to 511 characters. */
void scenario_each_line(const char *text, void (*fn)(const char *line, void *ctx), void *ctx);

/* ------------------------------------------------------------------ */
/* The notation                                                       */
/* ------------------------------------------------------------------ */

/* The full notation of @p m as it stands. The text lies in a buffer of the
 * runner's that the next call overwrites. */
const char *scenario_notation(const exile_match *m);

/* Copies @p src into @p dst without the ":N" the notation writes after a
 * Token's code (its instance, which keeps the round trip exact: Tokens of a
 * kind are alike, so which one lies where is no rule of the game). A
 * counter "TK-01:0@MV-032" reads "TK-01@MV-032". */
void scenario_strip_token_instances(char *dst, size_t cap, const char *src);

/* Does the notation of @p m hold the line @p line now (or, with @p prefix,
 * a line beginning with it)? Tokens are named by kind on both sides
 * (scenario_strip_token_instances); no React step is passed. */
bool scenario_has_line(const exile_match *m, const char *line, bool prefix);

/* Fails unless the notation holds @p line now, without passing any React
 * step or after-action window first: it shows what is asked at this
 * moment. Tokens are named by kind on both sides, so "attached 1 TK-01"
 * and "attached 1 TK-01:0" both match a Bleed Token of either instance.
 *
 * A line that names fields (version 2's key=value) matches a line with the
 * same key and leading values whose fields hold the values it gives:
 * "attack speed=quick declared=2" holds whatever the attack's card and its
 * other fields, "attack MV-016 outcome=successful,math" only for that card
 * (flags in any order, as a set), and "round-flags 0 successes=0" also
 * when the notation leaves the field out as its default. Any other line
 * matches a whole line (with the _prefix forms, its beginning). A line of
 * version 1 ("decision turn 0 0 0 0 0") never matches: write it in
 * version 2 (doc/notation.md, "Version 1" lists how its lines map). */
void scenario_expect_now(const exile_match *m, const char *line, const char *rule);

/* Like scenario_expect_now, once the React steps the script leaves open
 * are passed (scenario_settle): expectations describe the position after
 * them. */
void scenario_expect_line(exile_match *m, const char *line, const char *rule);

/* Fails unless a line of the notation begins with @p prefix now (no React
 * step passed; Tokens named by kind). */
void scenario_expect_prefix_now(const exile_match *m, const char *prefix, const char *rule);

/* Fails unless @p seat's view holds the line @p line (or, for the
 * _prefix form, a line beginning with @p prefix) now. Views name Tokens by
 * kind. A line that names fields matches as scenario_expect_now says, but
 * a view is not read back: each field it names must be written there. */
void scenario_expect_view_line(const exile_match *m, int seat, const char *line, const char *rule);
void scenario_expect_view_prefix(const exile_match *m, int seat, const char *prefix, const char *rule);

/* Copies the values of the notation line that starts with @p key ("hand
 * 0", "players") into @p out; fails the test when there is no such line. */
void scenario_values_of(const exile_match *m, const char *key, char *out, size_t cap);

/* How many values of the line @p key are @p code: a Token counts by its
 * kind ("TK-01" counts "TK-01:3"), a counter "TK-01@MV-032" only as
 * "@MV-032" (the counters on that card); a code ending in '-' names a
 * kind of card ("MV-" counts every Move, "TK-" every Token, counters
 * aside); NULL counts every value. */
int scenario_count_in(const exile_match *m, const char *key, const char *code);

/* Fails unless the line @p key holds @p want values that are @p code (see
 * scenario_count_in) now, without passing any React step first. */
void scenario_expect_count_now(const exile_match *m, const char *key, const char *code, int want, const char *rule);

/* Like scenario_expect_count_now, once the React steps left open are
 * passed (scenario_settle). */
void scenario_expect_count(exile_match *m, const char *key, const char *code, int want, const char *rule);

/* The tapped Memories of @p seat now. */
int scenario_tapped_memories(const exile_match *m, int seat);

/* Fails unless @p seat has @p tapped tapped Memories, once the React steps
 * left open are passed. Which of two Memories that give the same Stamina a
 * recovery untaps is not asked (the outcomes are identical), so only the
 * number is the rulebook's. */
void scenario_expect_tapped(exile_match *m, int seat, int tapped, const char *rule);

/* The Tokens in the supply, as seat 0's view counts them (§2: public). */
int scenario_supply(const exile_match *m);

/* ------------------------------------------------------------------ */
/* Legal actions                                                      */
/* ------------------------------------------------------------------ */

/* Writes the legal actions of @p m as "[text] [text] ..." into @p buf. */
void scenario_list_legal(const exile_match *m, char *buf, size_t cap);

/* Is @p action (as text) legal now? */
bool scenario_is_legal(const exile_match *m, const char *action);

/* Fails unless @p action is (or, with @p want false, is not) legal now. */
void scenario_expect_legal(const exile_match *m, const char *action, bool want, const char *rule);

/* ------------------------------------------------------------------ */
/* Events                                                             */
/* ------------------------------------------------------------------ */

enum { SCENARIO_LOG_CAP = 512 };

/* The events an observer receives, the first SCENARIO_LOG_CAP kept. */
typedef struct scenario_log {
    exile_event ev[SCENARIO_LOG_CAP];
    size_t n;
} scenario_log;

/* An exile_event_fn that appends to the scenario_log @p user_data:
 * exile_match_observe(m, EXILE_OMNISCIENT, scenario_record_event, &log). */
void scenario_record_event(const exile_event *ev, void *user_data);

/* The index of the first event from @p from on of @p kind about @p seat
 * (-1: any) whose card is @p card (-1: any), whose destination zone is
 * @p to (-1: any) and whose amount is @p amount (INT32_MIN: any), or -1. */
int scenario_find_event(const scenario_log *log, size_t from, exile_event_kind kind, int seat, int card, int to,
                        int amount);

/* The first Memory event of @p seat from @p from on whose tapped bit (bit 0
 * of the value) is @p tapped and whose unlocked bit (bit 1) is @p unlocked
 * (-1: either), or -1. */
int scenario_find_memory(const scenario_log *log, size_t from, int seat, int tapped, int unlocked);

/* Fails unless events @p a and @p b were both found and came in that order. */
void scenario_expect_before(int a, int b, const char *what, const char *rule);

/* The card index of @p code ("MV-016"), or fails the test. */
int scenario_card(const char *code);

#endif
