/*
 * Reading the visible state one field at a time (<exile/state.h>): shared
 * by the getters of a match and of a view, and by the prompts.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_API_STATE_READ_H
#define EXILE_API_STATE_READ_H

#include "engine.h"

/* Two enumerators of different enums hold the same value: the public
 * enums of <exile/state.h> are the engine's own, value for value. */
#define SAME(a, b) ((int)(a) == (int)(b))

/* Any field of @p st as @p viewer (0, 1, or EXILE_OMNISCIENT) sees it.
 * @p st may be a match's state or a view's scrubbed copy of it (then
 * @p viewer is the view's seat): both answer the same. */
int ex_field_get(const ex_state *st, int viewer, exile_field field, int seat, int index);

/* The fields of the pending decision (state_decision.c). */
int ex_decision_field(const ex_state *st, int viewer, exile_field field);

/* The card index of instance @p inst as @p viewer sees it, or
 * EXILE_CARD_HIDDEN; EXILE_CARD_NONE for EX_NO_CARD. */
int ex_card_seen(const ex_state *st, unsigned inst, int viewer);

/* Instance @p inst as @p viewer sees it: itself where ex_card_seen() shows
 * its card, else what ex_card_seen() answers (hidden, or no card). */
int ex_instance_seen(const ex_state *st, unsigned inst, int viewer);

#endif /* EXILE_API_STATE_READ_H */
