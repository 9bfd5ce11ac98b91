/*
 * The legal mask for the batched stepper (learn.c, batch.c).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_API_DENSE_H
#define EXILE_API_DENSE_H

#include "engine.h"

/* Writes EXILE_DENSE_ACTIONS bytes of @p mask from the @p n legal actions
 * @p legal of @p m; EXILE_E_UNSUPPORTED for one the dense space lacks. */
exile_status ex_legal_mask(const exile_match *m, const exile_action *legal, size_t n, uint8_t *mask);

#endif /* EXILE_API_DENSE_H */
