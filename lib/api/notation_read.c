/*
 * Reading the match notation (doc/notation.md). Text comes from files and
 * networks: every line is checked, and a malformed or impossible position
 * is refused with a message naming the line and the problem. Nothing is
 * kept of a refused text. This file reads the text as lines of values and
 * their numbers; what each line means is read by version (notation_read.h).
 * SPDX-License-Identifier: MIT
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "notation_read.h"

enum { MAX_LINE = 1024 };

exile_status ex_nr_fail(ex_reader *r, exile_status s, const char *fmt, ...)
{
    if (r->err && r->err_cap) {
        int n = r->line ? snprintf(r->err, r->err_cap, "line %u: ", r->line) : 0;
        if (n >= 0 && (size_t)n < r->err_cap) {
            va_list ap;
            va_start(ap, fmt);
            vsnprintf(r->err + n, r->err_cap - (size_t)n, fmt, ap);
            va_end(ap);
        }
    }
    return s;
}

/* No sign, no space, and a number too large is refused rather than
 * wrapped. */
bool ex_nr_digits(const char *s, unsigned base, uint64_t max, uint64_t *out)
{
    if (!*s)
        return false;
    uint64_t v = 0;
    for (; *s; s++) {
        unsigned d;
        if (*s >= '0' && *s <= '9')
            d = (unsigned)(*s - '0');
        else if (base == 16 && *s >= 'a' && *s <= 'f')
            d = (unsigned)(*s - 'a') + 10u;
        else if (base == 16 && *s >= 'A' && *s <= 'F')
            d = (unsigned)(*s - 'A') + 10u;
        else
            return false;
        if (v > (max - d) / base)
            return false;
        v = v * base + d;
    }
    *out = v;
    return true;
}

bool ex_nr_int(const char *s, int64_t lo, int64_t hi, int64_t *out)
{
    bool neg = *s == '-';
    uint64_t mag;
    if (!ex_nr_digits(s + neg, 10, INT64_MAX, &mag))
        return false;
    int64_t v = neg ? -(int64_t)mag : (int64_t)mag;
    if (v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

exile_status ex_nr_num(ex_reader *r, unsigned i, int64_t lo, int64_t hi, int64_t *out)
{
    if (i >= r->ntok)
        return ex_nr_fail(r, EXILE_E_PARSE, "'%s' needs more values", r->tok[0]);
    if (!ex_nr_int(r->tok[i], lo, hi, out))
        return ex_nr_fail(r, EXILE_E_PARSE, "'%s' is not a number from %" PRId64 " to %" PRId64, r->tok[i], lo, hi);
    return EXILE_OK;
}

/* A value too many is refused, not ignored. */
exile_status ex_nr_values(ex_reader *r, unsigned least, unsigned most)
{
    unsigned n = r->ntok - 1;
    if (n > most)
        return ex_nr_fail(r, EXILE_E_PARSE, "'%s' takes at most %u values; '%s' is one too many", r->tok[0], most,
                          r->tok[most + 1]);
    if (n < least)
        return ex_nr_fail(r, EXILE_E_PARSE, "'%s' needs %u values", r->tok[0], least);
    return EXILE_OK;
}

exile_status ex_nr_number_or_none(ex_reader *r, unsigned i, int64_t hi, uint8_t *out)
{
    if (i < r->ntok && strcmp(r->tok[i], "-") == 0) {
        *out = EX_NO_CARD;
        return EXILE_OK;
    }
    int64_t v;
    exile_status s = ex_nr_num(r, i, 0, hi, &v);
    if (s == EXILE_OK)
        *out = (uint8_t)v;
    return s;
}

int ex_nr_name_index(const char *name, const char *(*namer)(unsigned), unsigned count)
{
    for (unsigned i = 0; i < count; i++)
        if (strcmp(namer(i), name) == 0)
            return (int)i;
    return -1;
}

/* Splits one line into its values, at spaces and tabs; '#' starts a
 * comment. The line is cut in place (no hidden state: two threads read
 * two texts at once). */
static exile_status tokenize(ex_reader *r, char *line)
{
    char *hash = strchr(line, '#');
    if (hash)
        *hash = '\0';
    r->ntok = 0;
    for (char *p = line + strspn(line, " \t"); *p; p += strspn(p, " \t")) {
        if (r->ntok == EX_NR_MAX_TOKENS)
            return ex_nr_fail(r, EXILE_E_PARSE, "line too long");
        r->tok[r->ntok++] = p;
        p += strcspn(p, " \t");
        if (*p)
            *p++ = '\0';
    }
    return EXILE_OK;
}

/* The header: "exile-notation 2", or "exile-notation 1" for a text of
 * version 1. */
static exile_status read_header(ex_reader *r)
{
    int64_t v;
    if (r->ntok != 2 || strcmp(r->tok[0], "exile-notation") || !ex_nr_int(r->tok[1], 1, EX_NOTATION_VERSION, &v))
        return ex_nr_fail(r, EXILE_E_PARSE, "the first line must be 'exile-notation %u' (or an earlier version)",
                          EX_NOTATION_VERSION);
    r->version = (unsigned)v;
    return EXILE_OK;
}

static exile_status read_line(ex_reader *r)
{
    bool known;
    exile_status e = ex_nr_common_line(r, &known);
    if (!known)
        e = r->version == 1 ? ex_nr_v1_line(r, &known) : ex_nr_v2_line(r, &known);
    if (!known)
        return ex_nr_fail(r, EXILE_E_PARSE, "unknown key '%s'", r->tok[0]);
    return e;
}

/* The lines a text gives once, and those it gives once per seat; the
 * others are lists, one line an entry: `stack` (the key of an entry is its
 * card, which lies on the stack once) and `trigger` (entries of a queue,
 * which play may queue alike, so alike lines are two entries). Every
 * other key is unknown, refused when its line is read. */
static const char *const once_keys[] = { "exile-notation", "round",  "flags",  "players", "rng",
                                         "seed",           "step",   "decision", "window", "stun",
                                         "winner",         "actions", "attack", "blocks",  "tactics" };
static const char *const seat_keys[] = { "seat",   "hp",        "exile",       "memories", "gear",
                                         "stamina", "round-flags", "next-attack", "prepared", "deck",
                                         "hand",   "recall",    "destroyed",   "momentum", "as-block",
                                         "attached" };
enum {
    ONCE_KEYS = sizeof once_keys / sizeof *once_keys,
    SEAT_KEYS = sizeof seat_keys / sizeof *seat_keys,
};

/* Pass 0's record: the line of each line given once, of each given once
 * per seat (0: not met yet), and the stack's cards and their lines. */
typedef struct ex_line_seen {
    unsigned once[ONCE_KEYS];
    unsigned seat[SEAT_KEYS][EX_SEATS];
    char stack_card[EX_STACK_CAP][24];
    unsigned stack_line[EX_STACK_CAP], stack_n;
} ex_line_seen;

static int key_index(const char *key, const char *const *keys, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        if (strcmp(keys[i], key) == 0)
            return (int)i;
    return -1;
}

/* A line given again is refused, never kept last or added to the first:
 * a text that says two things of one thing says neither. A line whose
 * seat is no seat is left to its reader, which refuses it. */
static exile_status check_repeat(ex_reader *r, ex_line_seen *seen)
{
    const char *key = r->tok[0];
    int i = key_index(key, once_keys, ONCE_KEYS);
    if (i >= 0) {
        if (seen->once[i])
            return ex_nr_fail(r, EXILE_E_PARSE, "a second '%s' line (the first is line %u): a text gives it once",
                              key, seen->once[i]);
        seen->once[i] = r->line;
    } else if ((i = key_index(key, seat_keys, SEAT_KEYS)) >= 0) {
        int64_t seat; /* "00" is seat 0 too */
        if (r->ntok < 2 || !ex_nr_int(r->tok[1], 0, EX_SEATS - 1, &seat))
            return EXILE_OK;
        unsigned *first = &seen->seat[i][seat];
        if (*first)
            return ex_nr_fail(r, EXILE_E_PARSE,
                              "a second '%s %s' line (the first is line %u): a text gives it once per seat", key,
                              r->tok[1], *first);
        *first = r->line;
    } else if (strcmp(key, "stack") == 0 && r->ntok > 1) {
        for (unsigned j = 0; j < seen->stack_n; j++)
            if (strcmp(seen->stack_card[j], r->tok[1]) == 0)
                return ex_nr_fail(r, EXILE_E_PARSE,
                                  "a second 'stack %s' line (the first is line %u): a card lies on the stack once",
                                  r->tok[1], seen->stack_line[j]);
        /* A longer stack is refused as it overflows, a longer code as no
         * card's. */
        if (seen->stack_n < EX_STACK_CAP && strlen(r->tok[1]) < sizeof seen->stack_card[0]) {
            strcpy(seen->stack_card[seen->stack_n], r->tok[1]);
            seen->stack_line[seen->stack_n++] = r->line;
        }
    }
    return EXILE_OK;
}

/* Reads every line. Pass 0 reads the text's frame: the header first, no
 * line given twice, nothing after `end`, and `end` last; pass 1 reads the
 * seats, pass 2 the rest. A text cut short is told as such, before a line
 * given twice that the cut may make ("round" of "round-flags"). */
static exile_status each_line(ex_reader *r, const char *text, int pass)
{
    char line[MAX_LINE];
    ex_line_seen seen;
    memset(&seen, 0, sizeof seen);
    char repeat[256] = "";
    exile_status repeated = EXILE_OK;
    r->line = 0;
    bool header = false, ended = false;
    for (const char *p = text; *p;) {
        /* A line ends at LF, CR or CRLF. */
        size_t len = strcspn(p, "\r\n");
        r->line++;
        if (len >= MAX_LINE)
            return ex_nr_fail(r, EXILE_E_PARSE, "line too long");
        memcpy(line, p, len);
        line[len] = '\0';
        p += len;
        p += p[0] == '\r' && p[1] == '\n' ? 2 : p[0] ? 1 : 0;
        exile_status e = tokenize(r, line);
        if (e != EXILE_OK)
            return e;
        if (r->ntok == 0)
            continue;
        if (ended)
            return ex_nr_fail(r, EXILE_E_PARSE, "text after 'end'");
        if (!header) {
            if ((e = read_header(r)))
                return e;
            header = true;
            seen.once[0] = r->line;
            continue;
        }
        if (strcmp(r->tok[0], "end") == 0) {
            if ((e = ex_nr_values(r, 0, 0)))
                return e;
            ended = true;
            continue;
        }
        if (pass == 0) {
            if (repeated == EXILE_OK) {
                /* Its message waits for the end of the text. */
                char *err = r->err;
                size_t cap = r->err_cap;
                r->err = repeat;
                r->err_cap = sizeof repeat;
                repeated = check_repeat(r, &seen);
                r->err = err;
                r->err_cap = cap;
            }
            continue;
        }
        bool is_seat = strcmp(r->tok[0], "seat") == 0;
        if (pass == 1 && is_seat)
            e = ex_nr_seat_loadout(r);
        else if (pass == 2 && !is_seat)
            e = read_line(r);
        if (e != EXILE_OK)
            return e;
    }
    if (!header)
        return ex_nr_fail(r, EXILE_E_PARSE, "empty text");
    /* A text of version 2 ends with `end`: without it, a text cut short
     * at a line's end would read as another position, its lost lines at
     * their defaults. Every release has written `end` last, in either
     * version, so every text the library wrote reads. Only the current
     * version requires it: a text of version 1 reads as it always did
     * (doc/notation.md: "every text of it to the state it always read
     * to"), `end` optional, as the library no longer writes that version
     * and its texts are kept, not made anew. A text of version 2 written
     * by hand without `end` (0.2 let it be left out) is refused with a
     * message that says what to add. */
    if (pass == 0 && !ended && r->version >= 2) {
        unsigned last = r->line;
        r->line = 0;
        return ex_nr_fail(r, EXILE_E_PARSE,
                          "no 'end' line: the text stops at line %u without it (cut short?); a text of version %u "
                          "ends with 'end'",
                          last, r->version);
    }
    if (repeated != EXILE_OK && r->err && r->err_cap)
        snprintf(r->err, r->err_cap, "%s", repeat);
    return repeated;
}

exile_status ex_notation_read(ex_state *st, const char *text, char *err, size_t err_cap)
{
    ex_reader r;
    memset(&r, 0, sizeof r);
    r.st = st;
    r.err = err;
    r.err_cap = err_cap;
    memset(st, 0, sizeof *st);
    st->magic = EX_STATE_MAGIC;
    exile_status e = each_line(&r, text, 0);
    if (e == EXILE_OK)
        e = each_line(&r, text, 1);
    if (e != EXILE_OK)
        return e;
    r.line = 0;
    if (!r.have_seat[0] || !r.have_seat[1])
        return ex_nr_fail(&r, EXILE_E_PARSE, "both 'seat 0' and 'seat 1' lines are needed");
    ex_loadout_ids lo[EX_SEATS];
    for (unsigned s = 0; s < EX_SEATS; s++) {
        lo[s].exile = st->seat[s].exile;
        for (unsigned g = 0; g < EX_GEAR; g++)
            lo[s].gear[g] = st->seat[s].gear[g];
        for (unsigned m = 0; m < EX_MEMORIES; m++)
            lo[s].memory[m] = st->seat[s].memory[m];
        st->seat[s].rearm_pick = EX_NO_CARD;
        st->seat[s].exchange_pick = EX_NO_CARD;
        st->seat[s].prepared = EX_NO_CARD;
    }
    exile_status ls = ex_loadouts_check(lo);
    if (ls == EXILE_E_UNSUPPORTED)
        return ex_nr_fail(&r, ls, "a loadout holds an Exile or a Gear whose text this version does not execute yet");
    if (ls != EXILE_OK)
        return ex_nr_fail(&r, EXILE_E_BAD_LOADOUT, "a card is with both players (§2)");
    ex_assign_instances(st, lo);
    /* Defaults (doc/notation.md). */
    st->round = 1;
    st->max_rounds = EXILE_DEFAULT_MAX_ROUNDS;
    st->winner = -1;
    st->atk.card = EX_NO_CARD;
    st->stun_pending = st->stun_turn = EX_NO_CARD;
    st->step = STEP_TURN_BEGIN;
    e = each_line(&r, text, 2);
    if (e != EXILE_OK)
        return e;
    r.line = 0;
    if (!r.have_rng)
        ex_rng_seed(st, r.seed);
    ex_passives_refresh(st);
    /* Moves not placed lie at the bottom of their owner's deck, in their
     * Gear's order; Tokens not placed are in the supply. */
    for (unsigned i = 0; i < EX_INSTANCES; i++) {
        if (r.placed[i])
            continue;
        if (ex_is_token(i)) {
            st->zone[i] = ZONE_SUPPLY;
            st->zseat[i] = 0;
        } else {
            ex_nr_place(&r, i, ZONE_DECK, ex_owner(i), 0);
        }
    }
    if (r.have_decision != (st->decision != DEC_NONE) && st->winner < 0)
        return ex_nr_fail(&r, EXILE_E_INCONSISTENT,
                          "a running match needs a decision other than 'none', or no decision line");
    return ex_state_check(st, err, err_cap);
}
