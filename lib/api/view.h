/*
 * What the rest of the API reads of a view (view.c).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_API_VIEW_H
#define EXILE_API_VIEW_H

#include "engine.h"

/* The scrubbed state behind a view, and its seat. */
const ex_state *ex_view_state(const exile_view *v, int *seat);

#endif /* EXILE_API_VIEW_H */
