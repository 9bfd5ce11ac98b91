/*
 * draw.h: the screens of exile-tui, drawn with curses.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TUI_DRAW_H
#define EXILE_TUI_DRAW_H

#include <stddef.h>

#include "tui.h"

/* The keys that pick the actions of one page, in order. */
#define TUI_ACTION_KEYS "123456789abcdefghijklmnopqrstuvwxyz"

/* The main screen: board, hand, prompt, actions (when the tui's seat
 * decides), log, keys. Sets *page_size to the actions one page shows. */
void draw_main(const tui *t, size_t *page_size);

/* The full-screen pages, each waiting for a key. */
void screen_help(void);
void screen_card(int card);
void screen_log(const tui *t);
void screen_board(const tui *t);
/* The full text of every card in play the seat sees (table.c). */
void screen_table(const tui *t);
/* Shows n texts wrapped to the screen, a page at a time; texts[0] is the
 * title. Returns on any key but the paging ones. */
void screen_paged(const char *const *texts, size_t n);

/* Draws who won and why over the main screen. */
void draw_game_over(const tui *t);

#endif /* EXILE_TUI_DRAW_H */
