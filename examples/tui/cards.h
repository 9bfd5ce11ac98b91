/*
 * cards.h: a printed card in one line of words (its costs, ratings and
 * keywords), for the hand and the detail panel.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TUI_CARDS_H
#define EXILE_TUI_CARDS_H

#include <stdbool.h>
#include <stddef.h>

/* The name of a card, "(hidden)" or "-" for no card. */
const char *card_label(int card);

/* Writes "Attack cost 2 Dmg 3 Ch 1 Quick Piercing[2]" for a Move; the
 * kind and stats of any other card. */
void card_summary(int card, char *buf, size_t cap);

/* The kind of a Move's type line ("Combat"), or of the card ("Gear"). */
const char *card_type_name(int card);

/* The i-th line of what a card's speed and keywords mean ("Quick: after
 * this attack ..."), in the library's words: false past the last. */
bool card_meaning(int card, int i, char *buf, size_t cap);

#endif /* EXILE_TUI_CARDS_H */
