/*
 * tui.h: the state exile-tui draws and plays: the match, the seat it plays
 * (its viewer: nothing is read of the match but as that seat sees it), the
 * log of that seat's events and where the player's selections stand.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TUI_H
#define EXILE_TUI_H

#include <stdbool.h>
#include <stddef.h>

#include <exile/exile.h>

/* The most legal actions a decision offers. */
#define TUI_MAX_ACTIONS EXILE_MAX_LEGAL_ACTIONS

/* The log keeps this many lines, the newest last. */
#define TUI_LOG_LINES 400

typedef struct tui_log {
    char line[TUI_LOG_LINES][EXILE_DESCRIBE_MAX];
    int count; /* lines held, at most TUI_LOG_LINES */
    int next;  /* where the next line goes */
} tui_log;

typedef struct tui {
    exile_match *m;
    int seat;   /* the seat shown: the player's, or seat 0 when watching */
    bool watch; /* both seats are bots */
    tui_log log;
    exile_action acts[TUI_MAX_ACTIONS]; /* the legal actions, as listed */
    size_t n_acts;
    size_t first_act; /* the first action of the page shown */
    size_t cursor;    /* the action the arrow keys point at */
    int hand_sel;     /* the hand card the detail panel describes */
    char status[128]; /* one line of feedback ("saved to ...") */
} tui;

/* The i-th line of the log counting back from the newest (0), or NULL. */
const char *tui_log_back(const tui_log *log, int i);

/* Adds a line to the log. */
void tui_log_add(tui_log *log, const char *text);

/* An exile_watch_fn: logs the event in words for the tui's seat, but an
 * event that only repeats an action (EXILE_EVENT_ECHO). The user_data is
 * the tui. */
void tui_log_event(const exile_match *m, const exile_event *ev, unsigned flags, void *user_data);

#endif /* EXILE_TUI_H */
