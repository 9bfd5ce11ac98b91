/*
 * The scenario runner (scenario.h). Uses the public API only.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "scenario.h"

enum { NOTATION_CAP = 16384, LINE_CAP = 512 };

exile_match *scenario_load(const char *position)
{
    exile_match *m = NULL;
    char err[256];
    exile_status s = exile_match_from_notation_ex(&m, position, NULL, err, sizeof err);
    if (s != EXILE_OK)
        fail_msg("position refused (%s): %s", exile_status_str(s), err);
    return m;
}

static bool is_legal(const exile_match *m, exile_action a)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    for (size_t i = 0; i < n; i++)
        if (acts[i] == a)
            return true;
    return false;
}

static void list_legal(const exile_match *m, char *buf, size_t cap)
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
    bool holds = false;
    int seat = exile_match_to_act(m);
    if (seat < 0 || exile_view_create(&v, m, seat) != EXILE_OK)
        return false;
    for (int i = 0; i < exile_view_zone_count(v, seat, EXILE_ZONE_HAND); i++) {
        int card = exile_view_zone_card(v, seat, EXILE_ZONE_HAND, i);
        holds |= card >= 0 && exile_card_keyword(card, EXILE_KW_REACTION, EXILE_COLUMN_ATTACK) >= 0;
    }
    exile_view_destroy(v);
    return holds;
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

void scenario_act(exile_match *m, const char *action)
{
    exile_action a;
    char legal[4096];
    skip_choices(m, action);
    list_legal(m, legal, sizeof legal);
    if (exile_action_parse(m, action, &a) != EXILE_OK)
        fail_msg("cannot parse action '%s'; legal: %s", action, legal);
    exile_status s = exile_match_apply(m, a);
    if (s != EXILE_OK)
        fail_msg("action '%s' refused (%s); legal: %s", action, exile_status_str(s), legal);
}

void scenario_settle(exile_match *m)
{
    skip_choices(m, "");
}

void scenario_expect_line(exile_match *m, const char *line, const char *rule)
{
    static char text[NOTATION_CAP];
    scenario_settle(m);
    assert_int_equal(exile_match_to_notation(m, text, sizeof text), EXILE_OK);
    size_t len = strlen(line);
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t l = nl ? (size_t)(nl - p) : strlen(p);
        if (l == len && strncmp(p, line, len) == 0)
            return;
        p += l + (nl ? 1 : 0);
    }
    fail_msg("%s\nexpected the line '%s' in:\n%s", rule, line, text);
}

/* Calls @p fn for each non-empty line of @p text. */
static void each_line(const char *text, void (*fn)(const char *line, void *ctx), void *ctx)
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

typedef struct ctx {
    exile_match *m;
    const scenario *s;
    bool want;
} ctx;

static void do_act(const char *line, void *c)
{
    scenario_act(((ctx *)c)->m, line);
}

static void do_expect(const char *line, void *c)
{
    scenario_expect_line(((ctx *)c)->m, line, ((ctx *)c)->s->rule);
}

static void do_legal(const char *line, void *c)
{
    ctx *x = c;
    exile_action a;
    bool legal = exile_action_parse(x->m, line, &a) == EXILE_OK && is_legal(x->m, a);
    if (legal != x->want) {
        char buf[4096];
        list_legal(x->m, buf, sizeof buf);
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
    each_line(s->actions, do_act, &c);
    if (s->actions && !asks_about_react(s->legal) && !asks_about_react(s->illegal))
        scenario_settle(c.m); /* React steps still open after the last action */
    each_line(s->expect, do_expect, &c);
    each_line(s->legal, do_legal, &c);
    c.want = false;
    each_line(s->illegal, do_legal, &c);
    exile_match_destroy(c.m);
}
