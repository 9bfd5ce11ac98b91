/*
 * The scenario runner and the helpers of the scenario tests (scenario.h).
 * Uses the public API only.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "scenario.h"

enum { NOTATION_CAP = 16384, LINE_CAP = 512, LEGAL_CAP = 4096, VALUES_CAP = 1024 };

exile_match *scenario_load(const char *position)
{
    exile_match *m = NULL;
    char err[256];
    exile_status s = exile_match_from_notation_ex(&m, position, NULL, err, sizeof err);
    if (s != EXILE_OK)
        fail_msg("position refused (%s): %s", exile_status_str(s), err);
    return m;
}

exile_status scenario_create_status(const exile_loadout *a, const exile_loadout *b)
{
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.loadout[0] = a;
    o.loadout[1] = b;
    exile_match *m = NULL;
    exile_status s = exile_match_create(&m, &o);
    exile_match_destroy(m);
    return s;
}

/* ------------------------------------------------------------------ */
/* The notation                                                       */
/* ------------------------------------------------------------------ */

const char *scenario_notation(const exile_match *m)
{
    static char text[NOTATION_CAP];
    assert_int_equal(exile_match_to_notation(m, text, sizeof text), EXILE_OK);
    return text;
}

void scenario_strip_token_instances(char *dst, size_t cap, const char *src)
{
    size_t n = 0;
    for (const char *p = src; *p && n + 1 < cap; p++) {
        if (*p == ':' && p[1] >= '0' && p[1] <= '9' && p > src && p[-1] >= '0' && p[-1] <= '9') {
            while (p[1] >= '0' && p[1] <= '9')
                p++;
            continue;
        }
        dst[n++] = *p;
    }
    dst[n] = '\0';
}

/* Drops the marks of the cards a seat saw go into its opponent's hand
 * ("+CODE"): scenarios check the rules' state, and test_known_cards what a
 * seat remembers; an expected line that writes a mark keeps them. */
static void strip_memory_marks(char *text)
{
    char *to = text;
    for (const char *p = text; *p; p++)
        if (!(*p == '+' && (p == text || p[-1] == ' ')))
            *to++ = *p;
    *to = '\0';
}

/* Does @p text hold the line @p line (or, with @p prefix, a line beginning
 * with it)? */
static bool text_has_line(const char *text, const char *line, bool prefix)
{
    size_t len = strlen(line);
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t l = nl ? (size_t)(nl - p) : strlen(p);
        if ((prefix ? l >= len : l == len) && strncmp(p, line, len) == 0)
            return true;
        p += l + (nl ? 1 : 0);
    }
    return false;
}

static int by_code(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* A hand has no order in the game (the notation writes it by instance): a
 * "hand" line is compared with its cards sorted by code. */
static void sort_hand_lines(char *text)
{
    for (char *p = text; *p;) {
        char *nl = strchr(p, '\n');
        size_t l = nl ? (size_t)(nl - p) : strlen(p);
        if (strncmp(p, "hand ", 5) == 0) {
            char line[LINE_CAP], *codes[64];
            size_t n = 0;
            if (l >= sizeof line)
                l = sizeof line - 1;
            memcpy(line, p, l);
            line[l] = '\0';
            strtok(line, " ");             /* "hand" */
            char *seat = strtok(NULL, " ");
            for (char *c; n < 64 && (c = strtok(NULL, " ")) != NULL;)
                codes[n++] = c;
            qsort(codes, n, sizeof *codes, by_code);
            char sorted[LINE_CAP];
            size_t at = (size_t)snprintf(sorted, sizeof sorted, "hand %s", seat ? seat : "");
            for (size_t i = 0; i < n && at < sizeof sorted; i++)
                at += (size_t)snprintf(sorted + at, sizeof sorted - at, " %s", codes[i]);
            memcpy(p, sorted, l); /* the same words: the same length */
        }
        p += l + (nl ? 1 : 0);
    }
}

/* The words of a line: its key, its values without '=' (a seat, a card, a
 * name), and its key=value fields. */
typedef struct words {
    char buf[LINE_CAP];
    const char *word[64];
    size_t n;
} words;

static void split_words(words *w, const char *line, size_t len)
{
    if (len >= sizeof w->buf)
        len = sizeof w->buf - 1;
    memcpy(w->buf, line, len);
    w->buf[len] = '\0';
    w->n = 0;
    for (char *t = strtok(w->buf, " "); t && w->n < 64; t = strtok(NULL, " "))
        w->word[w->n++] = t;
}

/* The value of @p key among the fields of @p w, or NULL. */
static const char *field(const words *w, const char *key, size_t key_len)
{
    for (size_t i = 1; i < w->n; i++)
        if (strncmp(w->word[i], key, key_len) == 0 && w->word[i][key_len] == '=')
            return w->word[i] + key_len + 1;
    return NULL;
}

/* Two lists of flags ("face-down,quick") hold the same names, in any order. */
static bool same_set(const char *a, const char *b)
{
    size_t na = 1, nb = 1;
    for (const char *p = a; *p; p++)
        na += *p == ',';
    for (const char *p = b; *p; p++)
        nb += *p == ',';
    if (na != nb)
        return false;
    for (const char *p = a; *p;) {
        size_t l = strcspn(p, ",");
        const char *q = b;
        bool found = false;
        while (*q && !found) {
            size_t m = strcspn(q, ",");
            found = m == l && strncmp(p, q, l) == 0;
            q += m + (q[m] == ',');
        }
        if (!found)
            return false;
        p += l + (p[l] == ',');
    }
    return true;
}

/* Is @p want a field left out of the line at @p at of @p text, where it
 * holds its default? The text with the field written in reads back to
 * itself only then: the library's reader knows the defaults. */
static bool holds_default(const char *text, const char *at, size_t len, const char *want)
{
    static char edited[NOTATION_CAP], again[NOTATION_CAP];
    size_t head = (size_t)(at - text) + len;
    int n = snprintf(edited, sizeof edited, "%.*s %s%s", (int)head, text, want, text + head);
    exile_match *m = NULL;
    if (n < 0 || (size_t)n >= sizeof edited || exile_match_from_notation(&m, edited) != EXILE_OK)
        return false;
    bool same = exile_match_to_notation(m, again, sizeof again) == EXILE_OK && strcmp(again, text) == 0;
    exile_match_destroy(m);
    return same;
}

/* A line that names fields, "attack MV-016 speed=quick declared=2": some
 * line of @p text with the same key and values holds each field given, and
 * the fields not given may be anything. A field the text leaves out holds
 * its default, which a match's notation (@p loadable) tells; a view's
 * cannot be read back, so there the field must be written. */
static bool text_has_fields(const char *text, const char *line, bool loadable)
{
    words want, got;
    split_words(&want, line, strlen(line));
    size_t values = 1;
    while (values < want.n && !strchr(want.word[values], '='))
        values++;
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t l = nl ? (size_t)(nl - p) : strlen(p);
        split_words(&got, p, l);
        bool same = got.n >= values;
        for (size_t i = 0; same && i < values; i++)
            same = strcmp(got.word[i], want.word[i]) == 0;
        for (size_t i = values; same && i < want.n; i++) {
            const char *eq = strchr(want.word[i], '=');
            const char *have = field(&got, want.word[i], (size_t)(eq - want.word[i]));
            same = have ? same_set(have, eq + 1) : loadable && holds_default(text, p, l, want.word[i]);
        }
        if (same)
            return true;
        p += l + (nl ? 1 : 0);
    }
    return false;
}

/* The notation of @p m and @p line, both with Tokens named by kind and hands
 * sorted: is the line there? @p text receives the notation read. */
static bool holds(const exile_match *m, const char *line, bool prefix, char *text, size_t cap)
{
    char want[LINE_CAP];
    if (strchr(line, '=')) {
        snprintf(text, cap, "%s", scenario_notation(m));
        return text_has_fields(text, line, true);
    }
    scenario_strip_token_instances(text, cap, scenario_notation(m));
    scenario_strip_token_instances(want, sizeof want, line);
    if (!strstr(want, " +"))
        strip_memory_marks(text);
    if (!prefix) {
        sort_hand_lines(text);
        sort_hand_lines(want);
    }
    return text_has_line(text, want, prefix);
}

bool scenario_has_line(const exile_match *m, const char *line, bool prefix)
{
    static char text[NOTATION_CAP];
    return holds(m, line, prefix, text, sizeof text);
}

void scenario_expect_now(const exile_match *m, const char *line, const char *rule)
{
    static char text[NOTATION_CAP];
    if (!holds(m, line, false, text, sizeof text))
        fail_msg("%s\nexpected the line '%s' in:\n%s", rule, line, text);
}

void scenario_expect_line(exile_match *m, const char *line, const char *rule)
{
    scenario_settle(m);
    scenario_expect_now(m, line, rule);
}

void scenario_expect_prefix_now(const exile_match *m, const char *prefix, const char *rule)
{
    static char text[NOTATION_CAP];
    if (!holds(m, prefix, true, text, sizeof text))
        fail_msg("%s\nexpected a line beginning '%s' in:\n%s", rule, prefix, text);
}

static void expect_in_view(const exile_match *m, int seat, const char *line, bool prefix, const char *rule)
{
    static char text[NOTATION_CAP];
    exile_view *v = NULL;
    assert_int_equal(exile_view_create(&v, m, seat), EXILE_OK);
    assert_int_equal(exile_view_to_notation(v, text, sizeof text), EXILE_OK);
    exile_view_destroy(v);
    if (strchr(line, '=') ? !text_has_fields(text, line, false) : !text_has_line(text, line, prefix))
        fail_msg("%s\nexpected %s '%s' in seat %d's view:\n%s", rule, prefix ? "a line beginning" : "the line", line,
                 seat, text);
}

void scenario_expect_view_line(const exile_match *m, int seat, const char *line, const char *rule)
{
    expect_in_view(m, seat, line, false, rule);
}

void scenario_expect_view_prefix(const exile_match *m, int seat, const char *prefix, const char *rule)
{
    expect_in_view(m, seat, prefix, true, rule);
}

void scenario_values_of(const exile_match *m, const char *key, char *out, size_t cap)
{
    const char *text = scenario_notation(m);
    size_t kl = strlen(key);
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t l = nl ? (size_t)(nl - p) : strlen(p);
        if (l >= kl && strncmp(p, key, kl) == 0 && (l == kl || p[kl] == ' ')) {
            size_t vl = l > kl ? l - kl - 1 : 0;
            if (vl >= cap)
                vl = cap - 1;
            memcpy(out, p + l - vl, vl);
            out[vl] = '\0';
            strip_memory_marks(out);
            return;
        }
        p += l + (nl ? 1 : 0);
    }
    fail_msg("no line '%s' in:\n%s", key, text);
}

int scenario_count_in(const exile_match *m, const char *key, const char *code)
{
    char v[VALUES_CAP];
    scenario_values_of(m, key, v, sizeof v);
    int n = 0;
    for (const char *w = v; *w;) {
        while (*w == ' ')
            w++;
        size_t l = strcspn(w, " ");
        if (!l)
            break;
        if (!code) {
            n++;
        } else if (code[0] == '@') {
            const char *at = memchr(w, '@', l);
            n += at && (size_t)(w + l - at) == strlen(code) && strncmp(at, code, strlen(code)) == 0;
        } else if (code[strlen(code) - 1] == '-') {
            /* a kind: "MV-" counts every Move, "TK-" every Token */
            size_t cl = strcspn(w, " :@");
            n += strlen(code) <= cl && strncmp(w, code, strlen(code)) == 0 && !memchr(w, '@', l);
        } else {
            size_t cl = strcspn(w, " :@");
            n += strlen(code) == cl && strncmp(w, code, cl) == 0 && !memchr(w, '@', l);
        }
        w += l;
    }
    return n;
}

void scenario_expect_count_now(const exile_match *m, const char *key, const char *code, int want, const char *rule)
{
    int got = scenario_count_in(m, key, code);
    if (got != want) {
        char v[VALUES_CAP];
        scenario_values_of(m, key, v, sizeof v);
        fail_msg("%s\nexpected %d of %s on the line '%s', got %d: '%s'", rule, want, code ? code : "cards", key,
                 got, v);
    }
}

void scenario_expect_count(exile_match *m, const char *key, const char *code, int want, const char *rule)
{
    scenario_settle(m);
    scenario_expect_count_now(m, key, code, want, rule);
}

int scenario_tapped_memories(const exile_match *m, int seat)
{
    char key[16], v[VALUES_CAP];
    snprintf(key, sizeof key, "memories %d", seat);
    scenario_values_of(m, key, v, sizeof v);
    int n = 0;
    for (const char *p = v; *p; p++)
        n += *p == 't';
    return n;
}

void scenario_expect_tapped(exile_match *m, int seat, int tapped, const char *rule)
{
    scenario_settle(m);
    int n = scenario_tapped_memories(m, seat);
    if (n != tapped)
        fail_msg("%s\nexpected %d tapped Memories of seat %d, got %d in:\n%s", rule, tapped, seat, n,
                 scenario_notation(m));
}

int scenario_supply(const exile_match *m)
{
    exile_view *v = NULL;
    assert_int_equal(exile_view_create(&v, m, 0), EXILE_OK);
    int n = exile_view_zone_count(v, 0, EXILE_ZONE_SUPPLY);
    exile_view_destroy(v);
    return n;
}

/* ------------------------------------------------------------------ */
/* Legal actions                                                      */
/* ------------------------------------------------------------------ */

void scenario_list_legal(const exile_match *m, char *buf, size_t cap)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS), len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < n && len + 64 < cap; i++) {
        char t[128];
        if (exile_action_format(m, acts[i], t, sizeof t) == EXILE_OK)
            len += (size_t)snprintf(buf + len, cap - len, "[%s] ", t);
    }
}

bool scenario_is_legal(const exile_match *m, const char *action)
{
    exile_action a, acts[EXILE_MAX_LEGAL_ACTIONS];
    if (exile_action_parse(m, action, &a) != EXILE_OK)
        return false;
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    for (size_t i = 0; i < n; i++)
        if (acts[i] == a)
            return true;
    return false;
}

void scenario_expect_legal(const exile_match *m, const char *action, bool want, const char *rule)
{
    if (scenario_is_legal(m, action) != want) {
        char buf[LEGAL_CAP];
        scenario_list_legal(m, buf, sizeof buf);
        fail_msg("%s\n'%s' should %sbe legal; legal: %s", rule, action, want ? "" : "not ", buf);
    }
}

/* ------------------------------------------------------------------ */
/* Acting                                                             */
/* ------------------------------------------------------------------ */

/* The name of the pending decision, from the notation's "decision" line. */
static void decision_name(const exile_match *m, char *out, size_t cap)
{
    static char text[NOTATION_CAP];
    out[0] = '\0';
    if (exile_match_to_notation(m, text, sizeof text) != EXILE_OK)
        return;
    const char *d = strstr(text, "\ndecision ");
    if (d)
        sscanf(d + 10, "%31s", out);
    (void)cap;
}

static bool holds_reaction(const exile_match *m)
{
    exile_view *v;
    bool holds_one = false;
    int seat = exile_match_to_act(m);
    if (seat < 0 || exile_view_create(&v, m, seat) != EXILE_OK)
        return false;
    for (int i = 0; i < exile_view_zone_count(v, seat, EXILE_ZONE_HAND); i++) {
        int card = exile_view_zone_card(v, seat, EXILE_ZONE_HAND, i);
        holds_one |= card >= 0 && exile_card_keyword(card, EXILE_KW_REACTION, EXILE_COLUMN_ATTACK) >= 0;
    }
    exile_view_destroy(v);
    return holds_one;
}

/* The answer that skips the pending choice when @p action does not belong
 * to it ("pass" in a React step, "decline" after an action), or NULL. */
static const char *skip_answer(const exile_match *m, const char *action)
{
    char name[32];
    decision_name(m, name, sizeof name);
    if (strcmp(name, "after-action") == 0)
        return strncmp(action, "use the ability of: ", 20) == 0 || strcmp(action, "decline") == 0 ? NULL : "decline";
    if (strcmp(name, "react") != 0)
        return NULL;
    if (strncmp(action, "pass", 4) == 0 || strncmp(action, "react: ", 7) == 0 ||
        strcmp(action, "return a Plating Token") == 0 || strncmp(action, "use the ability of: ", 20) == 0)
        return NULL;
    /* a tap or channel here pays for a Reaction the player holds */
    if ((strncmp(action, "tap: ", 5) == 0 || strncmp(action, "channel: ", 9) == 0) && holds_reaction(m))
        return NULL;
    return "pass";
}

static void skip_choices(exile_match *m, const char *action)
{
    for (int n = 0; n < 4; n++) {
        const char *answer = skip_answer(m, action);
        if (!answer)
            return;
        exile_action a;
        assert_int_equal(exile_action_parse(m, answer, &a), EXILE_OK);
        assert_int_equal(exile_match_apply(m, a), EXILE_OK);
    }
}

/* Where the action comes from, written before a refusal (scenario_act_at). */
static const char *act_where = "";

void scenario_act(exile_match *m, const char *action)
{
    exile_action a;
    char legal[LEGAL_CAP];
    skip_choices(m, action);
    scenario_list_legal(m, legal, sizeof legal);
    if (exile_action_parse(m, action, &a) != EXILE_OK)
        fail_msg("%scannot parse action '%s'; legal: %s", act_where, action, legal);
    exile_status s = exile_match_apply(m, a);
    if (s != EXILE_OK)
        fail_msg("%saction '%s' refused (%s); legal: %s", act_where, action, exile_status_str(s), legal);
}

void scenario_act_at(exile_match *m, const char *action, const char *where)
{
    act_where = where;
    scenario_act(m, action);
    act_where = "";
}

void scenario_act_all(exile_match *m, const char *const *actions)
{
    for (size_t i = 0; actions[i]; i++)
        scenario_act(m, actions[i]);
}

void scenario_settle(exile_match *m)
{
    skip_choices(m, "");
}

void scenario_each_line(const char *text, void (*fn)(const char *line, void *ctx), void *ctx)
{
    if (!text)
        return;
    char line[LINE_CAP];
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t l = nl ? (size_t)(nl - p) : strlen(p);
        if (l >= sizeof line)
            fail_msg("scenario line too long");
        memcpy(line, p, l);
        line[l] = '\0';
        char *s = line;
        while (*s == ' ')
            s++;
        if (*s)
            fn(s, ctx);
        p += l + (nl ? 1 : 0);
    }
}

static void act_line(const char *line, void *m)
{
    scenario_act(m, line);
}

void scenario_act_lines(exile_match *m, const char *lines)
{
    scenario_each_line(lines, act_line, m);
}

/* ------------------------------------------------------------------ */
/* Running a scenario                                                 */
/* ------------------------------------------------------------------ */

typedef struct ctx {
    exile_match *m;
    const scenario *s;
    bool want;
} ctx;

static void do_expect(const char *line, void *c)
{
    scenario_expect_line(((ctx *)c)->m, line, ((ctx *)c)->s->rule);
}

static void do_legal(const char *line, void *c)
{
    ctx *x = c;
    if (scenario_is_legal(x->m, line) != x->want) {
        char buf[LEGAL_CAP];
        scenario_list_legal(x->m, buf, sizeof buf);
        fail_msg("%s\n'%s' should %sbe legal; legal: %s", x->s->rule, line, x->want ? "" : "not ", buf);
    }
}

/* Does a list of actions name a React step choice? Then the scenario ends
 * in that React step, and is not settled. */
static bool asks_about_react(const char *list)
{
    return list && (strstr(list, "pass") || strstr(list, "react: ") || strstr(list, "return a Plating Token"));
}

void scenario_run(const scenario *s)
{
    print_message("  %s\n", s->rule);
    ctx c = { scenario_load(s->position), s, true };
    scenario_act_lines(c.m, s->actions);
    if (s->actions && !asks_about_react(s->legal) && !asks_about_react(s->illegal))
        scenario_settle(c.m); /* React steps still open after the last action */
    scenario_each_line(s->legal, do_legal, &c);
    c.want = false;
    scenario_each_line(s->illegal, do_legal, &c);
    scenario_each_line(s->expect, do_expect, &c); /* each settles the match first */
    exile_match_destroy(c.m);
}

/* ------------------------------------------------------------------ */
/* Events                                                             */
/* ------------------------------------------------------------------ */

void scenario_record_event(const exile_event *ev, void *user_data)
{
    scenario_log *log = user_data;
    if (log->n < SCENARIO_LOG_CAP)
        log->ev[log->n++] = *ev;
}

int scenario_find_event(const scenario_log *log, size_t from, exile_event_kind kind, int seat, int card, int to,
                        int amount)
{
    for (size_t i = from; i < log->n; i++) {
        const exile_event *e = &log->ev[i];
        if (e->kind == kind && (seat < 0 || e->seat == seat) && (card < 0 || e->card == card) &&
            (to < 0 || e->to == to) && (amount == INT32_MIN || e->amount == amount))
            return (int)i;
    }
    return -1;
}

int scenario_find_memory(const scenario_log *log, size_t from, int seat, int tapped, int unlocked)
{
    for (size_t i = from; i < log->n; i++) {
        const exile_event *e = &log->ev[i];
        if (e->kind == EXILE_EV_MEMORY && e->seat == seat && (e->value & 1) == tapped &&
            (unlocked < 0 || ((e->value >> 1) & 1) == unlocked))
            return (int)i;
    }
    return -1;
}

void scenario_expect_before(int a, int b, const char *what, const char *rule)
{
    if (a < 0 || b < 0 || a >= b)
        fail_msg("%s\n%s: events at %d and %d are not in that order", rule, what, a, b);
}

int scenario_card(const char *code)
{
    int c = -1;
    assert_int_equal(exile_card_find(code, &c), EXILE_OK);
    return c;
}
