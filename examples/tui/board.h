/*
 * board.h: the table in lines of words, as one seat sees it.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TUI_BOARD_H
#define EXILE_TUI_BOARD_H

#include <stdbool.h>
#include <stddef.h>

#include <exile/exile.h>

/* The lines board_seat() writes for a seat. */
#define BOARD_SEAT_LINES 3

/* Line `line` (0 to BOARD_SEAT_LINES - 1) of `seat` as `viewer` sees it:
 * 0 the Exile (HP, Stamina, state, piles), 1 the Memories and the Exile's
 * Tokens and attachments, 2 the Gear, the Momentum Zone and a prepared
 * Finisher. The viewer's seat is "YOU" but to someone watching. */
void board_seat(const exile_match *m, int viewer, bool watching, int seat, int line, char *buf, size_t cap);

/* The Combat Zone and the stack in one line. */
void board_combat(const exile_match *m, int viewer, bool watching, char *buf, size_t cap);

#endif /* EXILE_TUI_BOARD_H */
