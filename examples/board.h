/*
 * A seat's board as lines of text, from the typed state alone.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_EXAMPLES_BOARD_H
#define EXILE_EXAMPLES_BOARD_H

#include <stdio.h>

#include <exile/exile.h>

/* Prints what @p seat (0 or 1) sees of @p m: the round, both seats (HP,
 * Stamina, Memories, Gear, piles, the viewer's hand with each card's cost
 * and ratings), the Combat Zone, the stack, and the prompt of the pending
 * decision. */
void board_print(FILE *f, const exile_match *m, int seat);

#endif /* EXILE_EXAMPLES_BOARD_H */
