/*
 * Scenario files (doc/scenarios.md): a rules question as data. A file holds
 * scenarios; each has a name, the rule it checks, a position in match
 * notation and steps: actions, and the expectations the rulebook gives.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TEST_SCENARIO_FILE_H
#define EXILE_TEST_SCENARIO_FILE_H

#include <stddef.h>

typedef enum scn_step_kind {
    SCN_DO,          /* "do": apply an action */
    SCN_SETTLE,      /* "settle": pass the React steps left open */
    SCN_EXPECT,      /* "expect": the notation holds the line, once settled */
    SCN_EXPECT_NOW,  /* "expect now": the notation holds the line now */
    SCN_ABSENT,      /* "absent": no line of the notation is this one, once settled */
    SCN_ABSENT_NOW,  /* "absent now": no line of the notation is this one now */
    SCN_SEES,        /* "seat N sees": seat N's view holds the line now */
    SCN_LEGAL,       /* "legal": the action is legal now */
    SCN_ILLEGAL,     /* "illegal": the action is one of the match's, not legal now */
    SCN_COUNT,       /* "count": "KEY has N [CODE]", once settled */
    SCN_COUNT_NOW,   /* "count now": the same, now */
    SCN_TAPPED,      /* "tapped": "seat N has T" tapped Memories, once settled */
    SCN_TAPPED_NOW,  /* "tapped now": the same, now */
    SCN_DECK_BOTTOM, /* "deck bottom": "SEAT CODE..." the deck's last cards, in any order (G16), now */
    SCN_SUPPLY,      /* "supply": the Tokens in the supply now */
    SCN_STATE,       /* "state": "FIELD [SEAT [INDEX]] = VALUE" through exile_match_get, once settled */
    SCN_STATE_NOW,   /* "state now": the same, now */
    SCN_LEGAL_COUNT, /* "legal count": how many actions are legal now */
    SCN_TO_ACT,      /* "to act": the seat asked to act now (-1: none) */
    SCN_WINNER,      /* "winner": exile_match_winner now */
    SCN_RECORD,      /* "record events": events are recorded from here on */
    SCN_EVENTS,      /* "events in order": each event's first match comes after the previous one's */
    SCN_EVENT_COUNT, /* "event count": "PATTERN = N" recorded events match */
} scn_step_kind;

typedef struct scn_step {
    scn_step_kind kind;
    int line;         /* its line in the file */
    int seat;         /* SCN_SEES */
    int opens;        /* 1 for the first step of a block (its header line) */
    const char *text; /* the rest of the line: an action, a notation line, a count, an event */
} scn_step;

typedef struct scn_scenario {
    const char *file;
    const char *name;
    const char *rule;
    int line;             /* the "scenario" line */
    char *position;       /* the notation, lines joined */
    scn_step *steps;
    size_t step_count;
} scn_scenario;

typedef struct scn_file {
    char *text;              /* the file's text, cut into lines in place */
    scn_scenario *scenarios;
    size_t count;
} scn_file;

/* Reads the scenario file at @p path into @p out. Returns 0, or -1 after
 * writing "path:line: what is wrong" into @p err. */
int scn_file_read(const char *path, scn_file *out, char *err, size_t cap);

/* Frees what scn_file_read allocated. */
void scn_file_free(scn_file *f);

#endif
