/*
 * The fields of <exile/state.h> by name, for the "state" steps of scenario
 * files (doc/scenarios.md).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TEST_SCENARIO_FIELDS_H
#define EXILE_TEST_SCENARIO_FIELDS_H

#include <stdbool.h>

#include <exile/exile.h>

/* The field named @p name ("hp", "hand-count"), or false. */
bool scn_field_find(const char *name, exile_field *out);

#endif
