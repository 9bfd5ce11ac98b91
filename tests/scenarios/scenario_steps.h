/*
 * Running the steps of a scenario (doc/scenarios.md) on its match: a
 * failing step fails the current cmocka test, naming the file, the step's
 * line and the rule.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TEST_SCENARIO_STEPS_H
#define EXILE_TEST_SCENARIO_STEPS_H

#include <exile/exile.h>

#include "scenario.h"
#include "scenario_file.h"

enum { SCN_WHERE_CAP = 1024 };

/* A scenario as it runs: its match and the events recorded. */
typedef struct scn_run {
    const scn_scenario *s;
    exile_match *m;
    scenario_log *log;          /* NULL until "record events"; freed by its owner */
    char where[SCN_WHERE_CAP];  /* "file:line: rule\n" of the step running */
} scn_run;

/* Runs every step of @p r's scenario on @p r's match, in order. */
void scn_run_steps(scn_run *r);

#endif
