/*
 * The text both describe calls write: the end of a text, the subject of a
 * clause, and the phrases naming seats and cards.
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stdio.h>

#include "describe.h"

const char *ex_exile_name(const ex_state *st, unsigned seat)
{
    return ex_cards[st->seat[seat & 1u].exile].name;
}

void ex_text_say(ex_text *t, const ex_state *st, int viewer, unsigned seat, const char *you_fmt, const char *they_fmt,
                 ...)
{
    bool you = viewer == (int)seat;
    ex_text_put(t, "%s ", you ? "you" : ex_exile_name(st, seat));
    va_list ap;
    va_start(ap, they_fmt);
    ex_text_vput(t, you ? you_fmt : they_fmt, ap);
    va_end(ap);
}

exile_status ex_text_end(const ex_text *t, size_t *out_len)
{
    if (out_len)
        *out_len = t->len;
    /* vsnprintf has cut the text short and terminated it already. */
    return t->len < t->cap ? EXILE_OK : EXILE_E_BUFFER_TOO_SMALL;
}

void ex_possessive(char out[EX_PHRASE], const ex_state *st, int viewer, unsigned seat)
{
    if (viewer == (int)seat)
        snprintf(out, EX_PHRASE, "your");
    else
        snprintf(out, EX_PHRASE, "%s's", ex_exile_name(st, seat));
}

void ex_card_phrase(char out[EX_PHRASE], int card)
{
    if (card < 0 || card >= CARD_COUNT)
        snprintf(out, EX_PHRASE, "a card");
    else if (ex_cards[card].kind == EXILE_CARD_TOKEN)
        snprintf(out, EX_PHRASE, "a %s", ex_cards[card].name);
    else
        snprintf(out, EX_PHRASE, "%s", ex_cards[card].name);
}
