/*
 * text.c: building lines of text, and writing text into a box of the
 * screen, cut or wrapped to fit.
 * SPDX-License-Identifier: MIT
 */
#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "text.h"

void text_append(char *buf, size_t cap, size_t *len, const char *fmt, ...)
{
    if (*len + 1 >= cap)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf + *len, cap - *len, fmt, ap);
    va_end(ap);
    if (n > 0)
        *len = *len + (size_t)n < cap ? *len + (size_t)n : cap - 1;
}

void put_cut(int row, int col, int width, const char *text)
{
    if (width <= 0 || row < 0 || row >= LINES)
        return;
    mvaddnstr(row, col, text, width);
}

int wrap_row(const char **text, int width)
{
    const char *p = *text;
    size_t w = width > 0 ? (size_t)width : 1;
    size_t len = strlen(p), take = len;
    if (len > w) {
        /* At the last gap of two spaces in the row's second half, which
         * parts a board line's groups ("HP 28 Stamina 0  deck 14 hand 5"),
         * else at the last space, else at the width. */
        take = w;
        while (take > w / 2 && !(p[take] == ' ' && p[take - 1] == ' '))
            take--;
        if (take <= w / 2) {
            take = w;
            while (take > 0 && p[take] != ' ')
                take--;
        }
        if (take == 0)
            take = w;
    }
    p += take;
    while (*p == ' ')
        p++;
    *text = p;
    return (int)take;
}

int put_wrapped(int row, int col, int width, int rows, const char *text)
{
    return put_wrapped_hanging(row, col, width, rows, text, 0);
}

int put_wrapped_hanging(int row, int col, int width, int rows, const char *text, int indent)
{
    int used = 0;
    while (*text && used < rows) {
        int in = used > 0 && indent < width ? indent : 0;
        if (width - in <= 0)
            break;
        const char *start = text;
        int take = wrap_row(&text, width - in);
        mvaddnstr(row + used, col + in, start, take);
        used++;
    }
    return used;
}
