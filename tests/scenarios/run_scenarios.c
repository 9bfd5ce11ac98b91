/*
 * Runs scenario files (doc/scenarios.md): each scenario of each file is a
 * cmocka test of its name; a failure names the file, the line of the step
 * and the rule.
 *
 *   run-scenarios [--only PATTERN] FILE.scn...
 *
 * --only runs the scenarios whose name PATTERN matches ('*' any text, '?'
 * any character): --only 'declared_cost*'.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "scenario.h"
#include "scenario_file.h"
#include "scenario_steps.h"

/* The scenario running: the teardown frees it when a step fails too. */
static scn_run current;

static void run_scenario(void **state)
{
    const scn_scenario *s = *state;
    current = (scn_run){ s, NULL, NULL, "" };
    print_message("  %s\n", s->rule);
    current.m = scenario_load(s->position);
    scn_run_steps(&current);
}

static int end_scenario(void **state)
{
    (void)state;
    exile_match_destroy(current.m);
    free(current.log);
    current = (scn_run){ NULL, NULL, NULL, "" };
    return 0;
}

int main(int argc, char **argv)
{
    int first = 1;
    if (argc > 2 && strcmp(argv[1], "--only") == 0) {
        cmocka_set_test_filter(argv[2]);
        first = 3;
    }
    if (first >= argc) {
        fprintf(stderr, "usage: %s [--only PATTERN] FILE.scn...\n", argv[0]);
        return 2;
    }
    int failed = 0;
    for (int a = first; a < argc; a++) {
        scn_file f;
        char err[512];
        if (scn_file_read(argv[a], &f, err, sizeof err) != 0) {
            fprintf(stderr, "%s\n", err);
            scn_file_free(&f);
            return 1;
        }
        struct CMUnitTest *tests = calloc(f.count, sizeof *tests);
        if (!tests)
            return 1;
        for (size_t i = 0; i < f.count; i++)
            tests[i] = (struct CMUnitTest){ f.scenarios[i].name, run_scenario, NULL, end_scenario, &f.scenarios[i] };
        failed += _cmocka_run_group_tests(argv[a], tests, f.count, NULL, NULL);
        free(tests);
        scn_file_free(&f);
    }
    return failed ? 1 : 0;
}
