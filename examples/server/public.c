/*
 * The spectators' stream: events and views as neither seat's hidden cards
 * would show them. Each seat's version comes from the library (its
 * observer, its view); the public one keeps only what both agree on.
 * SPDX-License-Identifier: MIT
 */
#include <stdlib.h>
#include <string.h>

#include "public.h"

int public_event(const exile_event heard[2], int mask, exile_event *out)
{
    const exile_event *a = &heard[0], *b = &heard[1];
    if (mask != 3 || a->kind != b->kind || a->seat != b->seat || a->from != b->from || a->to != b->to ||
        a->value != b->value)
        return -1;
    *out = *a;
    if (a->card != b->card)
        out->card = EXILE_CARD_HIDDEN;
    if (a->amount != b->amount) {
        /* Only an action's card is ever hidden in its amount: the redacted
         * version names 0xff (its kind alone). */
        if (a->kind != EXILE_EV_ACTION)
            return -1;
        if (EXILE_ACTION_ARG((exile_action)a->amount) == 0xff)
            out->amount = a->amount;
        else if (EXILE_ACTION_ARG((exile_action)b->amount) == 0xff)
            out->amount = b->amount;
        else
            return -1;
    }
    return 0;
}

static char *seat_view(const exile_match *m, int seat)
{
    exile_view *v = NULL;
    char *text = malloc(EXILE_NOTATION_MAX);
    if (!text || exile_view_create(&v, m, seat) != EXILE_OK ||
        exile_view_to_notation(v, text, EXILE_NOTATION_MAX) != EXILE_OK) {
        free(text);
        text = NULL;
    }
    exile_view_destroy(v);
    return text;
}

/* Appends n bytes of s to buf (cap), keeping *len: 0, or -1 when full. */
static int append(char *buf, size_t cap, size_t *len, const char *s, size_t n)
{
    if (*len + n >= cap)
        return -1;
    memcpy(buf + *len, s, n);
    *len += n;
    buf[*len] = '\0';
    return 0;
}

/* Merges one line of each view: its key, the words both have alike, and `?`
 * for the others (all of them when the lines differ in length). */
static int merge_line(const char *a, size_t a_len, const char *b, size_t b_len, char *buf, size_t cap,
                      size_t *len)
{
    size_t words_a = 0, words_b = 0;
    for (size_t i = 0; i < a_len; i++)
        words_a += a[i] == ' ';
    for (size_t i = 0; i < b_len; i++)
        words_b += b[i] == ' ';
    for (size_t w = 0, ia = 0, ib = 0; ia < a_len; w++) {
        size_t ea = ia, eb = ib;
        while (ea < a_len && a[ea] != ' ')
            ea++;
        while (eb < b_len && b[eb] != ' ')
            eb++;
        int same = words_a == words_b && ea - ia == eb - ib && memcmp(a + ia, b + ib, ea - ia) == 0;
        if (w > 0 && append(buf, cap, len, " ", 1) != 0)
            return -1;
        if (same || w == 0) {
            if (append(buf, cap, len, a + ia, ea - ia) != 0)
                return -1;
        } else if (append(buf, cap, len, "?", 1) != 0) {
            return -1;
        }
        ia = ea + 1;
        ib = eb < b_len ? eb + 1 : eb;
    }
    return append(buf, cap, len, "\n", 1);
}

int public_view(const exile_match *m, char *buf, size_t cap)
{
    char *view[2] = { seat_view(m, 0), seat_view(m, 1) };
    size_t len = 0;
    int status = view[0] && view[1] ? 0 : -1;
    buf[0] = '\0';
    /* The two views write the same lines in the same order (the notation's
     * order); only the cards one seat cannot see differ. */
    for (const char *a = view[0], *b = view[1]; status == 0 && *a;) {
        const char *ea = strchr(a, '\n'), *eb = strchr(b, '\n');
        size_t na = ea ? (size_t)(ea - a) : strlen(a), nb = eb ? (size_t)(eb - b) : strlen(b);
        status = merge_line(a, na, b, nb, buf, cap, &len);
        a += na + (ea != NULL);
        b += nb + (eb != NULL);
    }
    free(view[0]);
    free(view[1]);
    return status;
}
