/*
 * The steps of a scenario (scenario_steps.h): each action and each check
 * doc/scenarios.md describes.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "scenario.h"
#include "scenario_events.h"
#include "scenario_fields.h"
#include "scenario_steps.h"

enum { ERR_CAP = 512 };

/* Prints the match's notation, then fails with the message: cmocka cuts
 * its messages short, the notation is written whole. */
static void fail_notation(const scn_run *r, const char *fmt, ...)
{
    printf("the notation:\n%s", scenario_notation(r->m));
    fflush(stdout);
    va_list ap;
    va_start(ap, fmt);
    print_error("ERROR: ");
    vprint_error(fmt, ap);
    va_end(ap);
    print_error("\n");
    fail();
}

/* An expected line: "..." at its end stands for the rest of the line, and
 * " ... " inside it for the words between a beginning and an end. */
typedef struct line_pattern {
    char head[512];
    const char *tail; /* NULL: the whole line is @c head, or its beginning */
    bool prefix;
} line_pattern;

static void read_line_pattern(const char *line, line_pattern *p)
{
    size_t l = strlen(line);
    const char *mid = strstr(line, " ... ");
    p->prefix = mid || (l >= 3 && strcmp(line + l - 3, "...") == 0);
    p->tail = mid ? mid + 5 : NULL;
    size_t head = mid ? (size_t)(mid - line) + 1 : p->prefix ? l - 3 : l;
    snprintf(p->head, sizeof p->head, "%.*s", (int)head, line);
}

/* Does a line of the notation of @p m begin with @p p's head and end with
 * its tail (Tokens named by kind)? */
static bool has_head_and_tail(const exile_match *m, const line_pattern *p)
{
    static char text[16384];
    scenario_strip_token_instances(text, sizeof text, scenario_notation(m));
    size_t hl = strlen(p->head), tl = strlen(p->tail);
    for (char *ln = text; *ln;) {
        size_t l = strcspn(ln, "\n");
        if (l >= hl + tl && strncmp(ln, p->head, hl) == 0 && strncmp(ln + l - tl, p->tail, tl) == 0)
            return true;
        ln += l + (ln[l] ? 1 : 0);
    }
    return false;
}

static void expect_notation(scn_run *r, const char *line, bool settle, bool want)
{
    line_pattern p;
    read_line_pattern(line, &p);
    if (settle)
        scenario_settle(r->m);
    bool has = p.tail ? has_head_and_tail(r->m, &p) : scenario_has_line(r->m, p.head, p.prefix);
    if (has != want)
        fail_notation(r, "%s%s %s'%s' in the notation above", r->where, want ? "expected" : "did not expect",
                      p.prefix ? "a line like " : "the line ", line);
}

static void expect_view(scn_run *r, int seat, const char *line)
{
    line_pattern p;
    read_line_pattern(line, &p);
    if (p.tail)
        fail_msg("%sa view's line is written whole or with \"...\" at its end: '%s'", r->where, line);
    if (p.prefix)
        scenario_expect_view_prefix(r->m, seat, p.head, r->where);
    else
        scenario_expect_view_line(r->m, seat, p.head, r->where);
}

/* "hand 0 has 4 MV-": the line's key, the number, the code (none: every value). */
static void expect_count(scn_run *r, const char *text, bool settle)
{
    const char *has = strstr(text, " has ");
    char key[64], code[64] = "";
    int want;
    if (!has || (size_t)(has - text) >= sizeof key || sscanf(has + 5, "%d %63s", &want, code) < 1)
        fail_msg("%snot a count, \"KEY has N [CODE]\": '%s'", r->where, text);
    snprintf(key, sizeof key, "%.*s", (int)(has - text), text);
    if (settle)
        scenario_expect_count(r->m, key, code[0] ? code : NULL, want, r->where);
    else
        scenario_expect_count_now(r->m, key, code[0] ? code : NULL, want, r->where);
}

/* The words of @p text (at most @p cap), sorted: a multiset to compare. */
static size_t sorted_words(char *text, char **words, size_t cap)
{
    size_t n = 0;
    for (char *w = text + strspn(text, " "); *w && n < cap; w += strspn(w, " ")) {
        words[n++] = w;
        w += strcspn(w, " ");
        if (*w)
            *w++ = '\0';
    }
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && strcmp(words[j - 1], words[j]) > 0; j--) {
            char *t = words[j];
            words[j] = words[j - 1];
            words[j - 1] = t;
        }
    return n;
}

/* "0 MV-012 MV-013": the last cards of seat 0's deck are these, in any
 * order (the order of cards put on the bottom is their owner's, G16). */
static void expect_deck_bottom(scn_run *r, const char *text)
{
    enum { CARDS = 64 };
    char want[512], key[16], deck[1024], *w[CARDS], *d[CARDS];
    int seat;
    if (sscanf(text, "%d", &seat) != 1)
        fail_msg("%snot \"SEAT CODE...\": '%s'", r->where, text);
    snprintf(want, sizeof want, "%s", text + strcspn(text, " "));
    snprintf(key, sizeof key, "deck %d", seat);
    scenario_values_of(r->m, key, deck, sizeof deck);
    char shown[1024];
    snprintf(shown, sizeof shown, "%s", deck);
    size_t n = sorted_words(want, w, CARDS), all = 0;
    for (char *p = deck; *p; p += strspn(p, " "), all++)
        p += strcspn(p, " ");
    /* the last n words of the deck line */
    char *tail = deck;
    for (size_t skip = all > n ? all - n : 0; skip > 0; skip--) {
        tail += strspn(tail, " ");
        tail += strcspn(tail, " ");
    }
    size_t got = sorted_words(tail, d, CARDS);
    bool same = got == n && all >= n;
    for (size_t i = 0; same && i < n; i++)
        same = strcmp(w[i], d[i]) == 0;
    if (!same)
        fail_msg("%sexpected the bottom of seat %d's deck to be%s, in any order: '%s'", r->where, seat,
                 text + strcspn(text, " "), shown);
}

/* An illegal action must still be an action: a misspelt one would pass. */
static void expect_illegal(scn_run *r, const char *text)
{
    exile_action a;
    if (exile_action_parse(r->m, text, &a) != EXILE_OK)
        fail_msg("%s'%s' is no action of this match", r->where, text);
    scenario_expect_legal(r->m, text, false, r->where);
}

static int read_number(scn_run *r, const char *text)
{
    char *end;
    long n = strtol(text, &end, 10);
    if (end == text || *end)
        fail_msg("%snot a number: '%s'", r->where, text);
    return (int)n;
}

static void expect_number(scn_run *r, const char *what, int got, int want)
{
    if (got != want)
        fail_notation(r, "%sexpected %s %d, got %d (the notation above)", r->where, what, want, got);
}

static void expect_tapped(scn_run *r, const char *text, bool settle)
{
    int seat, want;
    char end;
    if (sscanf(text, "seat %d has %d%c", &seat, &want, &end) != 2)
        fail_msg("%snot \"seat N has T\": '%s'", r->where, text);
    if (settle)
        scenario_settle(r->m);
    expect_number(r, "tapped Memories", scenario_tapped_memories(r->m, seat), want);
}

/* A number, or a card code for its card index ("hidden": EXILE_CARD_HIDDEN,
 * "none": EXILE_CARD_NONE). */
static bool read_value(const char *word, int *out)
{
    char *end;
    long n = strtol(word, &end, 10);
    if (end != word && !*end) {
        *out = (int)n;
        return true;
    }
    if (strcmp(word, "hidden") == 0 || strcmp(word, "none") == 0) {
        *out = word[0] == 'h' ? EXILE_CARD_HIDDEN : EXILE_CARD_NONE;
        return true;
    }
    return exile_card_find(word, out) == EXILE_OK;
}

/* "hp 1 = 24", "supply 0 TK-01 = 3", "initiative = 1": a field of
 * <exile/state.h>, its seat and index (0 when left out), as the omniscient
 * viewer reads it. */
static void expect_state(scn_run *r, const char *text, bool settle)
{
    char lhs[128], words[3][64], extra[2];
    int args[2] = { 0, 0 }, want = 0;
    exile_field field;
    const char *eq = strstr(text, " = ");
    int n = 0;
    if (eq && (size_t)(eq - text) < sizeof lhs) {
        snprintf(lhs, sizeof lhs, "%.*s", (int)(eq - text), text);
        n = sscanf(lhs, "%63s %63s %63s %1s", words[0], words[1], words[2], extra);
    }
    if (n < 1 || n > 3 || !scn_field_find(words[0], &field) || !read_value(eq + 3, &want))
        fail_msg("%snot \"FIELD [SEAT [INDEX]] = VALUE\" with a field of <exile/state.h>: '%s'", r->where, text);
    for (int i = 1; i < n; i++)
        if (!read_value(words[i], &args[i - 1]))
            fail_msg("%snot a number or a card: '%s'", r->where, words[i]);
    if (settle)
        scenario_settle(r->m);
    int got = exile_match_get(r->m, EXILE_OMNISCIENT, field, args[0], args[1]);
    if (got != want)
        fail_notation(r, "%sexpected %s, got %d (the notation above)", r->where, text, got);
}

static scn_pattern pattern(scn_run *r, const char *text)
{
    scn_pattern p;
    char err[ERR_CAP];
    if (!r->log)
        fail_msg("%sno \"record events\" before this step", r->where);
    if (!scn_pattern_read(text, &p, err, sizeof err))
        fail_msg("%s%s", r->where, err);
    return p;
}

static int find_event(const scn_run *r, const scn_pattern *p, size_t from)
{
    for (size_t i = from; i < r->log->n; i++)
        if (scn_pattern_matches(p, &r->log->ev[i]))
            return (int)i;
    return -1;
}

/* Prints the events recorded, before a failure that names them. */
static void print_events(const scn_run *r)
{
    printf("the events recorded:\n");
    for (size_t i = 0; i < r->log->n; i++) {
        char line[160];
        scn_event_write(&r->log->ev[i], line, sizeof line);
        printf("  %zu: %s\n", i, line);
    }
    fflush(stdout);
}

/* The steps of one "events in order" block: the first event each line
 * names, counted from "record events" on (for a line that begins "then ",
 * from the event the line above found), comes after the one the line above
 * found. @p first is the index of the block's first step. */
static size_t expect_events(scn_run *r, size_t first)
{
    const scn_scenario *s = r->s;
    int last = -1;
    size_t i = first;
    for (; i < s->step_count && s->steps[i].kind == SCN_EVENTS && (i == first || !s->steps[i].opens); i++) {
        snprintf(r->where, sizeof r->where, "%s:%d: %s\n", s->file, s->steps[i].line, s->rule);
        const char *text = s->steps[i].text;
        bool then = strncmp(text, "then ", 5) == 0;
        scn_pattern p = pattern(r, then ? text + 5 : text);
        int at = find_event(r, &p, then && last >= 0 ? (size_t)last + 1 : 0);
        if (at < 0 || at <= last) {
            print_events(r);
            fail_msg("%sthe event '%s' %s (the events above)", r->where, s->steps[i].text,
                     at < 0 ? "did not happen" : "came before the one above it");
        }
        last = at;
    }
    return i;
}

/* "PATTERN = N": how many recorded events match. */
static void expect_event_count(scn_run *r, const char *text)
{
    char pat[512];
    const char *eq = strstr(text, " = ");
    if (!eq || (size_t)(eq - text) >= sizeof pat)
        fail_msg("%snot \"PATTERN = N\": '%s'", r->where, text);
    snprintf(pat, sizeof pat, "%.*s", (int)(eq - text), text);
    scn_pattern p = pattern(r, pat);
    int want = read_number(r, eq + 3), got = 0;
    for (size_t i = 0; i < r->log->n; i++)
        got += scn_pattern_matches(&p, &r->log->ev[i]);
    if (got != want) {
        print_events(r);
        fail_msg("%sexpected %d events '%s', got %d (the events above)", r->where, want, pat, got);
    }
}

static void start_recording(scn_run *r)
{
    if (!r->log) {
        r->log = calloc(1, sizeof *r->log);
        assert_non_null(r->log);
    }
    r->log->n = 0;
    assert_int_equal(exile_match_observe(r->m, EXILE_OMNISCIENT, scenario_record_event, r->log), EXILE_OK);
}

static void run_step(scn_run *r, const scn_step *st)
{
    switch (st->kind) {
    case SCN_DO: scenario_act_at(r->m, st->text, r->where); break;
    case SCN_SETTLE: scenario_settle(r->m); break;
    case SCN_EXPECT: expect_notation(r, st->text, true, true); break;
    case SCN_EXPECT_NOW: expect_notation(r, st->text, false, true); break;
    case SCN_ABSENT: expect_notation(r, st->text, true, false); break;
    case SCN_ABSENT_NOW: expect_notation(r, st->text, false, false); break;
    case SCN_SEES: expect_view(r, st->seat, st->text); break;
    case SCN_LEGAL: scenario_expect_legal(r->m, st->text, true, r->where); break;
    case SCN_ILLEGAL: expect_illegal(r, st->text); break;
    case SCN_COUNT: expect_count(r, st->text, true); break;
    case SCN_COUNT_NOW: expect_count(r, st->text, false); break;
    case SCN_TAPPED: expect_tapped(r, st->text, true); break;
    case SCN_TAPPED_NOW: expect_tapped(r, st->text, false); break;
    case SCN_DECK_BOTTOM: expect_deck_bottom(r, st->text); break;
    case SCN_SUPPLY: expect_number(r, "Tokens in the supply", scenario_supply(r->m), read_number(r, st->text)); break;
    case SCN_STATE: expect_state(r, st->text, true); break;
    case SCN_STATE_NOW: expect_state(r, st->text, false); break;
    case SCN_LEGAL_COUNT:
        expect_number(r, "legal actions", (int)exile_match_legal_actions(r->m, NULL, 0), read_number(r, st->text));
        break;
    case SCN_TO_ACT: expect_number(r, "the seat to act", exile_match_to_act(r->m), read_number(r, st->text)); break;
    case SCN_WINNER: expect_number(r, "the winner", exile_match_winner(r->m), read_number(r, st->text)); break;
    case SCN_RECORD: start_recording(r); break;
    case SCN_EVENT_COUNT: expect_event_count(r, st->text); break;
    case SCN_EVENTS: break; /* scn_run_steps reads the whole block */
    }
}

void scn_run_steps(scn_run *r)
{
    const scn_scenario *s = r->s;
    for (size_t i = 0; i < s->step_count;) {
        const scn_step *st = &s->steps[i];
        snprintf(r->where, sizeof r->where, "%s:%d: %s\n", s->file, st->line, s->rule);
        if (st->kind == SCN_EVENTS) {
            i = expect_events(r, i);
            continue;
        }
        run_step(r, st);
        i++;
    }
}
