/*
 * Event patterns of scenario files: "card-moved seat=1 card=MV-030
 * to=recall", "memory seat=0 tapped=0", "math value=1" (doc/scenarios.md).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TEST_SCENARIO_EVENTS_H
#define EXILE_TEST_SCENARIO_EVENTS_H

#include <stdbool.h>
#include <stddef.h>

#include <exile/exile.h>

/* An event to look for; a field of -2 (INT32_MIN for amount and value)
 * matches anything. */
typedef struct scn_pattern {
    int kind, seat, card, from, to, amount, value;
    int tapped, unlocked; /* a Memory event's value bits: -1 either */
} scn_pattern;

/* Reads @p text into @p out. Returns false after writing why into @p err. */
bool scn_pattern_read(const char *text, scn_pattern *out, char *err, size_t cap);

/* Writes @p ev as a pattern that matches it ("card-moved seat=1
 * card=MV-030 from=hand to=recall amount=1 value=-1", the fields that do
 * not apply left out): what a failure shows, and what a scenario may copy. */
void scn_event_write(const exile_event *ev, char *buf, size_t cap);

/* Does @p ev match @p p? */
bool scn_pattern_matches(const scn_pattern *p, const exile_event *ev);

#endif
