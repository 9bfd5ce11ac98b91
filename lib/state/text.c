/*
 * A text written into a caller's buffer, printf-style: the describe calls,
 * the prompt, the notation and the reasons all write through it. It keeps
 * counting past the end, so a caller learns the size the whole text needs.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>

#include "primitives.h"

void ex_text_vput(ex_text *t, const char *fmt, va_list ap)
{
    size_t room = t->len < t->cap ? t->cap - t->len : 0;
    int n = vsnprintf(room ? t->buf + t->len : NULL, room, fmt, ap);
    if (n > 0)
        t->len += (size_t)n;
}

void ex_text_put(ex_text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ex_text_vput(t, fmt, ap);
    va_end(ap);
}
