/*
 * Reads a scenario file (doc/scenarios.md) into scenarios and their steps.
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenario_file.h"

/* The step headers: the text before the colon, and what the step does. */
static const struct {
    const char *key;
    scn_step_kind kind;
    int seat;
} HEADERS[] = {
    { "do", SCN_DO, -1 },
    { "expect", SCN_EXPECT, -1 },
    { "expect now", SCN_EXPECT_NOW, -1 },
    { "absent", SCN_ABSENT, -1 },
    { "absent now", SCN_ABSENT_NOW, -1 },
    { "seat 0 sees", SCN_SEES, 0 },
    { "seat 1 sees", SCN_SEES, 1 },
    { "legal", SCN_LEGAL, -1 },
    { "illegal", SCN_ILLEGAL, -1 },
    { "count", SCN_COUNT, -1 },
    { "count now", SCN_COUNT_NOW, -1 },
    { "tapped", SCN_TAPPED, -1 },
    { "tapped now", SCN_TAPPED_NOW, -1 },
    { "deck bottom", SCN_DECK_BOTTOM, -1 },
    { "supply", SCN_SUPPLY, -1 },
    { "state", SCN_STATE, -1 },
    { "state now", SCN_STATE_NOW, -1 },
    { "legal count", SCN_LEGAL_COUNT, -1 },
    { "to act", SCN_TO_ACT, -1 },
    { "winner", SCN_WINNER, -1 },
    { "events in order", SCN_EVENTS, -1 },
    { "event count", SCN_EVENT_COUNT, -1 },
};

/* The steps written without a colon. */
static const struct {
    const char *word;
    scn_step_kind kind;
} WORDS[] = {
    { "settle", SCN_SETTLE },
    { "record events", SCN_RECORD },
};

typedef struct reader {
    const char *path;
    char *err;
    size_t cap;
    scn_file *f;
    scn_scenario *cur;        /* the scenario being read */
    int block;                /* -1 none, -2 the position, or the step kind of the open block */
    int block_seat;
    int block_opens;          /* the next line of the block opens it */
    size_t position_len, position_cap;
    size_t steps_cap, scenarios_cap;
} reader;

static int fail(reader *r, int line, const char *fmt, ...)
{
    int n = snprintf(r->err, r->cap, "%s:%d: ", r->path, line);
    va_list ap;
    va_start(ap, fmt);
    if (n >= 0 && (size_t)n < r->cap)
        vsnprintf(r->err + n, r->cap - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

static void *grow(void *p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return p;
    size_t n = *cap ? *cap * 2 : 16;
    while (n < need)
        n *= 2;
    void *q = realloc(p, n * size);
    if (!q) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    *cap = n;
    return q;
}

static int add_step(reader *r, int line, scn_step_kind kind, int seat, int opens, const char *text)
{
    scn_scenario *s = r->cur;
    if (!s)
        return fail(r, line, "a step before the first \"scenario\" line");
    if (!s->position)
        return fail(r, line, "a step before the scenario's \"position:\"");
    s->steps = grow(s->steps, &r->steps_cap, s->step_count + 1, sizeof *s->steps);
    s->steps[s->step_count++] = (scn_step){ kind, line, seat, opens, text };
    return 0;
}

static void add_position_line(reader *r, const char *text)
{
    size_t l = strlen(text);
    r->cur->position = grow(r->cur->position, &r->position_cap, r->position_len + l + 2, 1);
    memcpy(r->cur->position + r->position_len, text, l);
    r->position_len += l;
    r->cur->position[r->position_len++] = '\n';
    r->cur->position[r->position_len] = '\0';
}

static int finish_scenario(reader *r)
{
    scn_scenario *s = r->cur;
    if (!s)
        return 0;
    if (!s->rule)
        return fail(r, s->line, "scenario %s has no \"rule:\"", s->name);
    if (!s->position)
        return fail(r, s->line, "scenario %s has no \"position:\"", s->name);
    for (size_t i = 0; i + 1 < r->f->count; i++)
        if (strcmp(r->f->scenarios[i].name, s->name) == 0)
            return fail(r, s->line, "a second scenario named %s", s->name);
    return 0;
}

static int start_scenario(reader *r, int line, const char *name)
{
    if (finish_scenario(r) != 0)
        return -1;
    if (!*name)
        return fail(r, line, "a scenario needs a name");
    scn_file *f = r->f;
    f->scenarios = grow(f->scenarios, &r->scenarios_cap, f->count + 1, sizeof *f->scenarios);
    r->cur = &f->scenarios[f->count++];
    *r->cur = (scn_scenario){ r->path, name, NULL, line, NULL, NULL, 0 };
    r->position_len = r->position_cap = r->steps_cap = 0;
    return 0;
}

/* A line at the left margin: a scenario, its rule, its position, a step. */
static int header_line(reader *r, int line, char *text)
{
    r->block = -1;
    if (strncmp(text, "scenario ", 9) == 0)
        return start_scenario(r, line, text + 9);
    for (size_t i = 0; i < sizeof WORDS / sizeof WORDS[0]; i++)
        if (strcmp(text, WORDS[i].word) == 0)
            return add_step(r, line, WORDS[i].kind, -1, 1, "");
    char *colon = strchr(text, ':');
    if (!colon)
        return fail(r, line, "not a step: '%s'", text);
    *colon = '\0';
    char *value = colon + 1;
    while (*value == ' ')
        value++;
    if (!r->cur)
        return fail(r, line, "'%s:' before the first \"scenario\" line", text);
    if (strcmp(text, "rule") == 0 || strcmp(text, "covers") == 0) {
        if (!*value)
            return fail(r, line, "an empty \"%s:\"", text);
        if (text[0] == 'r')
            r->cur->rule = value;
        return 0;
    }
    if (strcmp(text, "position") == 0) {
        if (r->cur->position)
            return fail(r, line, "a second \"position:\"");
        if (*value)
            return fail(r, line, "the position's lines go on the lines below \"position:\", indented");
        r->block = -2;
        r->cur->position = grow(NULL, &r->position_cap, 1, 1);
        r->cur->position[0] = '\0';
        r->position_len = 0;
        return 0;
    }
    for (size_t i = 0; i < sizeof HEADERS / sizeof HEADERS[0]; i++) {
        if (strcmp(text, HEADERS[i].key) != 0)
            continue;
        if (*value)
            return add_step(r, line, HEADERS[i].kind, HEADERS[i].seat, 1, value);
        r->block = (int)HEADERS[i].kind;
        r->block_seat = HEADERS[i].seat;
        r->block_opens = 1;
        return r->cur->position ? 0 : fail(r, line, "a step before the scenario's \"position:\"");
    }
    return fail(r, line, "unknown step '%s:'", text);
}

/* An indented line: one line of the open position or step block. */
static int block_line(reader *r, int line, char *text)
{
    while (*text == ' ')
        text++;
    if (r->block == -2) {
        add_position_line(r, text);
        return 0;
    }
    if (r->block < 0)
        return fail(r, line, "an indented line outside a block: '%s'", text);
    int opens = r->block_opens;
    r->block_opens = 0;
    return add_step(r, line, (scn_step_kind)r->block, r->block_seat, opens, text);
}

static char *slurp(const char *path)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return NULL;
    char *text = NULL;
    size_t len = 0, cap = 0, got;
    char chunk[4096];
    while ((got = fread(chunk, 1, sizeof chunk, fp)) > 0) {
        text = grow(text, &cap, len + got + 1, 1);
        memcpy(text + len, chunk, got);
        len += got;
    }
    fclose(fp);
    text = grow(text, &cap, len + 1, 1);
    text[len] = '\0';
    return text;
}

int scn_file_read(const char *path, scn_file *out, char *err, size_t cap)
{
    *out = (scn_file){ NULL, NULL, 0 };
    reader r = { path, err, cap, out, NULL, -1, -1, 0, 0, 0, 0, 0 };
    out->text = slurp(path);
    if (!out->text) {
        snprintf(err, cap, "%s: cannot read the file", path);
        return -1;
    }
    int line = 0;
    for (char *p = out->text; *p;) {
        char *nl = strchr(p, '\n');
        char *next = nl ? nl + 1 : p + strlen(p);
        if (nl)
            *nl = '\0';
        line++;
        /* trailing blanks are no part of a line: a prefix ends in "..." */
        for (size_t l = strlen(p); l > 0 && (p[l - 1] == ' ' || p[l - 1] == '\r' || p[l - 1] == '\t'); l--)
            p[l - 1] = '\0';
        const char *first = p + strspn(p, " ");
        int rc = 0;
        if (*first == '\0' || *first == '#')
            rc = 0; /* blank lines and comments, anywhere */
        else if (*p == ' ')
            rc = block_line(&r, line, p);
        else
            rc = header_line(&r, line, p);
        if (rc != 0)
            return -1;
        p = next;
    }
    if (finish_scenario(&r) != 0)
        return -1;
    if (out->count == 0) {
        snprintf(err, cap, "%s: no scenario", path);
        return -1;
    }
    return 0;
}

void scn_file_free(scn_file *f)
{
    for (size_t i = 0; i < f->count; i++) {
        free(f->scenarios[i].position);
        free(f->scenarios[i].steps);
    }
    free(f->scenarios);
    free(f->text);
    *f = (scn_file){ NULL, NULL, 0 };
}
