/*
 * Event patterns of scenario files (scenario_events.h).
 * SPDX-License-Identifier: MIT
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenario_events.h"

/* The kinds, in the order of exile_event_kind. */
static const char *const KINDS[] = { "round-start", "turn",      "card-moved", "stamina", "hp",
                                     "attack",      "declared",  "reveal",     "math",    "engaged",
                                     "memory",      "gear",      "spent",      "initiative", "action",
                                     "game-over",   "fizzle",    "stun",       "unleashed", "shuffle" };

/* The zones, in the order of exile_zone. */
static const char *const ZONES[] = { "none",     "deck",   "hand",  "recall", "destroyed", "momentum",
                                     "attack",   "block",  "stack", "prepared", "attached", "supply" };

static int index_of(const char *const *names, size_t n, const char *word)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(names[i], word) == 0)
            return (int)i;
    return -1;
}

static bool read_int(const char *v, int *out)
{
    char *end;
    long n = strtol(v, &end, 10);
    if (!*v || *end || n < INT32_MIN || n > INT32_MAX)
        return false;
    *out = (int)n;
    return true;
}

static bool read_field(scn_pattern *p, const char *key, const char *v)
{
    int *ints[] = { &p->seat, &p->amount, &p->value, &p->tapped, &p->unlocked };
    static const char *const INT_KEYS[] = { "seat", "amount", "value", "tapped", "unlocked" };
    int i = index_of(INT_KEYS, sizeof INT_KEYS / sizeof INT_KEYS[0], key);
    if (i >= 0)
        return read_int(v, ints[i]);
    if (strcmp(key, "card") == 0)
        return exile_card_find(v, &p->card) == EXILE_OK;
    if (strcmp(key, "from") == 0 || strcmp(key, "to") == 0) {
        int z = index_of(ZONES, sizeof ZONES / sizeof ZONES[0], v);
        *(key[0] == 'f' ? &p->from : &p->to) = z;
        return z >= 0;
    }
    return false;
}

bool scn_pattern_read(const char *text, scn_pattern *out, char *err, size_t cap)
{
    *out = (scn_pattern){ -1, -2, -2, -2, -2, INT32_MIN, INT32_MIN, -1, -1 };
    char buf[512];
    snprintf(buf, sizeof buf, "%s", text);
    char *word = buf + strspn(buf, " ");
    char *rest = word + strcspn(word, " ");
    if (*rest)
        *rest++ = '\0';
    out->kind = index_of(KINDS, sizeof KINDS / sizeof KINDS[0], word);
    if (out->kind < 0) {
        snprintf(err, cap, "unknown event kind in '%s'", text);
        return false;
    }
    for (word = rest + strspn(rest, " "); *word; word = rest + strspn(rest, " ")) {
        rest = word + strcspn(word, " ");
        if (*rest)
            *rest++ = '\0';
        char *eq = strchr(word, '=');
        if (eq)
            *eq = '\0';
        if (!eq || !read_field(out, word, eq + 1)) {
            snprintf(err, cap, "bad field '%s' in '%s' (seat, card, from, to, amount, value, tapped, unlocked)",
                     word, text);
            return false;
        }
    }
    return true;
}

bool scn_pattern_matches(const scn_pattern *p, const exile_event *ev)
{
    return (int)ev->kind == p->kind && (p->seat == -2 || ev->seat == p->seat) &&
           (p->card == -2 || ev->card == p->card) && (p->from == -2 || ev->from == p->from) &&
           (p->to == -2 || ev->to == p->to) && (p->amount == INT32_MIN || ev->amount == p->amount) &&
           (p->value == INT32_MIN || ev->value == p->value) && (p->tapped < 0 || (ev->value & 1) == p->tapped) &&
           (p->unlocked < 0 || ((ev->value >> 1) & 1) == p->unlocked);
}

static const char *name_or_number(const char *const *names, size_t n, int i, char *buf, size_t cap)
{
    if (i >= 0 && (size_t)i < n)
        return names[i];
    snprintf(buf, cap, "%d", i);
    return buf;
}

void scn_event_write(const exile_event *ev, char *buf, size_t cap)
{
    char kind[16], zone[16];
    size_t at = (size_t)snprintf(buf, cap, "%s",
                                 name_or_number(KINDS, sizeof KINDS / sizeof KINDS[0], (int)ev->kind, kind, sizeof kind));
    /* the fields that do not apply (-1) are left out */
    if (ev->seat >= 0 && at < cap)
        at += (size_t)snprintf(buf + at, cap - at, " seat=%d", ev->seat);
    if (ev->card >= 0 && exile_card_code(ev->card) && at < cap)
        at += (size_t)snprintf(buf + at, cap - at, " card=%s", exile_card_code(ev->card));
    if (ev->from >= 0 && at < cap)
        at += (size_t)snprintf(buf + at, cap - at, " from=%s",
                               name_or_number(ZONES, sizeof ZONES / sizeof ZONES[0], ev->from, zone, sizeof zone));
    if (ev->to >= 0 && at < cap)
        at += (size_t)snprintf(buf + at, cap - at, " to=%s",
                               name_or_number(ZONES, sizeof ZONES / sizeof ZONES[0], ev->to, zone, sizeof zone));
    if (at < cap)
        snprintf(buf + at, cap - at, " amount=%d value=%d", ev->amount, ev->value);
}
