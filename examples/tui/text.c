/*
 * text.c: writing text into a box of the screen, cut or wrapped to fit.
 * SPDX-License-Identifier: MIT
 */
#include <curses.h>
#include <string.h>

#include "text.h"

void put_cut(int row, int col, int width, const char *text)
{
    if (width <= 0 || row < 0 || row >= LINES)
        return;
    mvaddnstr(row, col, text, width);
}

int put_wrapped(int row, int col, int width, int rows, const char *text)
{
    int used = 0;
    size_t w = width > 0 ? (size_t)width : 0;
    while (*text && used < rows && w > 0) {
        size_t len = strlen(text);
        size_t take = len;
        if (len > w) {
            take = w;
            while (take > 0 && text[take] != ' ')
                take--;
            if (take == 0)
                take = w;
        }
        mvaddnstr(row + used, col, text, (int)take);
        text += take;
        while (*text == ' ')
            text++;
        used++;
    }
    return used;
}
