/*
 * The match notation (doc/notation.md), shared by the writer, the reader
 * and the views.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_NOTATION_H
#define EXILE_NOTATION_H

#include "engine.h"

/* A pile entry a view cannot see (views only; never in a match's state). */
#define EX_HIDDEN_CARD 0xfeu


/* Writes @p st. @p full is false for a view: no PRNG state (it would
 * foretell shuffles) and no Token numbers. */
exile_status ex_notation_write(const ex_state *st, bool full, char *buf, size_t cap);

/* Reads notation into @p st and checks it; @p err names the problem. */
exile_status ex_notation_read(ex_state *st, const char *text, char *err, size_t err_cap);

#endif /* EXILE_NOTATION_H */
