/*
 * text.h: building lines of text, and writing text into a box of the
 * screen, cut or wrapped to fit.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TUI_TEXT_H
#define EXILE_TUI_TEXT_H

/* Writes text at (row, col), cut to width columns. */
void put_cut(int row, int col, int width, const char *text);

#include <stddef.h>

/* Appends printf-style text to buf, whose length is *len, cutting it at
 * cap (with its NUL). */
void text_append(char *buf, size_t cap, size_t *len, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* The bytes of the next row of text wrapped to width columns: at the last
 * gap of two spaces in the row's second half (a board line's groups),
 * else at the last space; *text moves past them and the spaces after. */
int wrap_row(const char **text, int width);

/* Writes text wrapped at spaces into rows [row, row + rows) and columns
 * [col, col + width); returns the rows used. */
int put_wrapped(int row, int col, int width, int rows, const char *text);
/* The same, every row after the first indented by @p indent columns, so a
 * line that wraps reads as one (the board's). */
int put_wrapped_hanging(int row, int col, int width, int rows, const char *text, int indent);

#endif /* EXILE_TUI_TEXT_H */
