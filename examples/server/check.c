/*
 * exile-server-check: the test oracle of exile-server. It plays a finished
 * match again from its replay, and checks every message one client
 * received (exile-client --log) against what the library tells that
 * client's seat, or both seats for a spectator, at that point of the
 * match: the same events, prompts, legal actions and views, a sample
 * that the seat's view cannot tell from the match, and refusals only of
 * actions that were not legal. A message that says more than the seat
 * may see differs from the library's, and fails the check.
 *
 *   exile-server-check REPLAY SEAT LOG     (SEAT: 0, 1 or spectator)
 *
 * Exits 0 when every message is right, 1 naming the first that is not.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <exile/exile.h>

#include "command.h"
#include "message.h"
#include "public.h"

#define MAX_EVENTS 4096
#define SPECTATOR 2

typedef struct expected_event {
    int kind, card;
    bool repeats; /* it only says the action before it again (EXILE_EVENT_ECHO) */
    char text[EXILE_DESCRIBE_MAX];
} expected_event;

typedef struct oracle {
    exile_match *m;
    int role;
    char **actions;
    size_t n_actions, applied;
    int winner, forfeit;
    const char *final;
    expected_event *events;
    size_t n_events;
    exile_event heard[2];
    bool heard_echo[2];
    int heard_mask;
    char *buf; /* room for a notation or a message's text */
    char *buf2;
} oracle;

static void record(oracle *o, int viewer, const exile_event *ev, bool repeats)
{
    if (o->n_events == MAX_EVENTS)
        return;
    expected_event *e = &o->events[o->n_events];
    if (exile_event_describe(o->m, viewer, ev, e->text, sizeof e->text, NULL) != EXILE_OK)
        return;
    e->kind = ev->kind;
    e->card = ev->card;
    e->repeats = repeats;
    o->n_events++;
}

static void seat_heard(const exile_match *m, const exile_event *ev, unsigned flags, void *user)
{
    oracle *o = user;
    (void)m;
    record(o, o->role, ev, (flags & EXILE_EVENT_ECHO) != 0);
}

static void heard_by(oracle *o, int seat, const exile_event *ev, unsigned flags)
{
    o->heard[seat] = *ev;
    o->heard_echo[seat] = (flags & EXILE_EVENT_ECHO) != 0;
    o->heard_mask |= 1 << seat;
}

static void heard0(const exile_match *m, const exile_event *ev, unsigned flags, void *user)
{
    (void)m;
    heard_by(user, 0, ev, flags);
}

static void heard1(const exile_match *m, const exile_event *ev, unsigned flags, void *user)
{
    (void)m;
    heard_by(user, 1, ev, flags);
}

/* The spectators' version: made of both seats' (public.c), repeating the
 * action where both of theirs do. */
static void all_heard(const exile_match *m, const exile_event *ev, unsigned flags, void *user)
{
    oracle *o = user;
    exile_event pub;
    (void)m, (void)ev, (void)flags;
    if (public_event(o->heard, o->heard_mask, &pub) == 0)
        record(o, EXILE_OMNISCIENT, &pub, o->heard_mask == 3 && o->heard_echo[0] && o->heard_echo[1]);
    o->heard_mask = 0;
}

/* Applies the next action of the replay: 0, or -1 when there is none or it fails. */
static int step(oracle *o)
{
    exile_action a;
    if (o->applied == o->n_actions) {
        fprintf(stderr, "check: a message comes after the last action of the replay\n");
        return -1;
    }
    o->n_events = 0;
    if (exile_action_parse(o->m, o->actions[o->applied], &a) != EXILE_OK || exile_match_apply(o->m, a) != EXILE_OK) {
        fprintf(stderr, "check: action %zu of the replay, '%s', does not apply\n", o->applied, o->actions[o->applied]);
        return -1;
    }
    o->applied++;
    return 0;
}

static int advance_to(oracle *o, size_t n)
{
    while (o->applied < n)
        if (step(o) != 0)
            return -1;
    return o->applied == n ? 0 : -1;
}

static int view_text(const exile_match *m, int role, char *out)
{
    exile_view *v = NULL;
    if (role == SPECTATOR)
        return public_view(m, out, EXILE_NOTATION_MAX);
    int ok = exile_view_create(&v, m, role) == EXILE_OK && exile_view_to_notation(v, out, EXILE_NOTATION_MAX) == EXILE_OK;
    exile_view_destroy(v);
    return ok ? 0 : -1;
}

static int same_str(const json_t *msg, const char *key, const char *want, char *got, size_t cap)
{
    return msg_get_str(msg, key, got, cap) == 0 && strcmp(got, want) == 0;
}

static int check_event(oracle *o, const json_t *msg, long long n, long long k)
{
    /* The events of action n are heard as it is applied. */
    if (o->applied > (size_t)n + 1 || advance_to(o, (size_t)n + 1) != 0 || k < 0 || (size_t)k >= o->n_events)
        return -1;
    const expected_event *e = &o->events[k];
    long long kind, repeats = 0;
    char card[32];
    int has_card = msg_get_str(msg, "card", card, sizeof card) == 0;
    if (msg_get_int(msg, "repeats", &repeats) == 0 && repeats != 1)
        return -1;
    if (msg_get_int(msg, "kind", &kind) != 0 || kind != e->kind || has_card != (e->card >= 0) ||
        (repeats == 1) != e->repeats ||
        (has_card && strcmp(card, exile_card_code(e->card)) != 0))
        return -1;
    return same_str(msg, "text", e->text, o->buf, EXILE_NOTATION_MAX) ? 0 : -1;
}

static int check_prompt(oracle *o, const json_t *msg, int deciding)
{
    char prompt[EXILE_PROMPT_MAX];
    long long seat;
    int to_act = exile_match_to_act(o->m);
    if (msg_get_int(msg, "seat", &seat) != 0 || seat != to_act || (to_act == o->role) != deciding ||
        exile_match_prompt(o->m, o->role, prompt, sizeof prompt, NULL) != EXILE_OK ||
        !same_str(msg, "prompt", prompt, o->buf, EXILE_NOTATION_MAX))
        return -1;
    if (!deciding)
        return msg_list_len(msg, "actions") < 0 ? 0 : -1;
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t count = exile_match_legal_actions(o->m, acts, EXILE_MAX_LEGAL_ACTIONS);
    if (msg_list_len(msg, "actions") != (long)count)
        return -1;
    for (size_t i = 0; i < count; i++) {
        char want[EXILE_ACTION_TEXT_MAX], got[EXILE_ACTION_TEXT_MAX];
        if (exile_action_format(o->m, acts[i], want, sizeof want) != EXILE_OK ||
            msg_get_item(msg, "actions", i, got, sizeof got) != 0 || strcmp(want, got) != 0)
            return -1;
    }
    return 0;
}

static int check_sample(oracle *o, const json_t *msg)
{
    exile_match *s = NULL;
    int ok = o->role != SPECTATOR && msg_get_str(msg, "notation", o->buf, EXILE_NOTATION_MAX * 2) == 0 &&
             exile_match_from_notation(&s, o->buf) == EXILE_OK && view_text(s, o->role, o->buf) == 0 &&
             view_text(o->m, o->role, o->buf2) == 0 && strcmp(o->buf, o->buf2) == 0;
    exile_match_destroy(s);
    return ok ? 0 : -1;
}

/* A refusal is right when the action was not one the seat could take: the
 * match over (a forfeit ends it where the library's match runs on), not
 * its decision, written for another decision, or not legal. */
static int check_refused(oracle *o, const json_t *msg)
{
    exile_action a;
    unsigned long long n;
    const char *text;
    if (o->role == SPECTATOR || msg_get_str(msg, "action", o->buf, EXILE_NOTATION_MAX) != 0)
        return -1;
    int numbered = command_act_number(o->buf, &n, &text);
    if ((o->forfeit >= 0 && o->applied == o->n_actions) || numbered < 0 || (numbered && n != o->applied) || exile_match_to_act(o->m) != o->role ||
        exile_action_parse(o->m, text, &a) != EXILE_OK)
        return 0;
    return exile_match_why(o->m, o->role, a, NULL, 0, NULL) != EXILE_REASON_LEGAL ? 0 : -1;
}

static int check_over(oracle *o, const json_t *msg)
{
    long long winner, forfeit;
    char text[EXILE_PROMPT_MAX];
    if (o->applied != o->n_actions || msg_get_int(msg, "winner", &winner) != 0 || winner != o->winner ||
        msg_get_int(msg, "forfeit", &forfeit) != 0 || forfeit != o->forfeit)
        return -1;
    if (forfeit >= 0)
        return 0;
    int viewer = o->role == SPECTATOR ? EXILE_OMNISCIENT : o->role;
    return exile_match_prompt(o->m, viewer, text, sizeof text, NULL) == EXILE_OK &&
                   same_str(msg, "text", text, o->buf, EXILE_NOTATION_MAX)
               ? 0
               : -1;
}

static int check_message(oracle *o, const json_t *msg)
{
    const char *type = msg_type(msg);
    long long n = -1, k;
    if (strcmp(type, "pong") == 0 || strcmp(type, "error") == 0)
        return 0;
    if (msg_get_int(msg, "n", &n) != 0 || n < 0)
        return -1;
    if (strcmp(type, "event") == 0)
        return msg_get_int(msg, "k", &k) == 0 ? check_event(o, msg, n, k) : -1;
    if (advance_to(o, (size_t)n) != 0)
        return -1;
    if (strcmp(type, "welcome") == 0) {
        long long seat, protocol;
        return msg_get_int(msg, "protocol", &protocol) == 0 && protocol == 1 &&
                       msg_get_int(msg, "seat", &seat) == 0 && seat == (o->role == SPECTATOR ? -1 : o->role)
                   ? 0
                   : -1;
    }
    if (strcmp(type, "decide") == 0 || strcmp(type, "wait") == 0)
        return o->role != SPECTATOR ? check_prompt(o, msg, type[0] == 'd') : -1;
    if (strcmp(type, "turn") == 0) {
        long long seat;
        return o->role == SPECTATOR && msg_get_int(msg, "seat", &seat) == 0 && seat == exile_match_to_act(o->m) ? 0 : -1;
    }
    if (strcmp(type, "view") == 0)
        return view_text(o->m, o->role, o->buf2) == 0 &&
                       same_str(msg, "notation", o->buf2, o->buf, EXILE_NOTATION_MAX * 2)
                   ? 0
                   : -1;
    if (strcmp(type, "sample") == 0)
        return check_sample(o, msg);
    if (strcmp(type, "refused") == 0)
        return check_refused(o, msg);
    if (strcmp(type, "over") == 0)
        return check_over(o, msg);
    return -1;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *text = NULL;
    long size;
    if (f && fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
        (text = malloc((size_t)size + 1)) && fread(text, 1, (size_t)size, f) == (size_t)size)
        text[size] = '\0';
    else {
        free(text);
        text = NULL;
    }
    if (f)
        fclose(f);
    if (!text)
        perror(path);
    return text;
}

/* Reads the replay (doc/protocol.md, Replays) in place. */
static int read_replay(oracle *o, char *text, const char **start)
{
    unsigned long long count = 0;
    char *line = text;
    *start = NULL;
    while (line && *line) {
        char *next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        if (sscanf(line, "winner %d", &o->winner) == 1 || sscanf(line, "forfeit %d", &o->forfeit) == 1) {
        } else if (sscanf(line, "actions %llu", &count) == 1) {
            o->actions = calloc(count + 1, sizeof *o->actions);
            for (size_t i = 0; o->actions && i < count && next; i++) {
                o->actions[i] = next;
                next = strchr(next, '\n');
                if (next)
                    *next++ = '\0';
                o->n_actions++;
            }
        } else if (strcmp(line, "start") == 0) {
            *start = next;
            char *fin = next ? strstr(next, "\nfinal\n") : NULL;
            if (!fin)
                return -1;
            fin[1] = '\0';
            o->final = fin + 7;
            return o->n_actions == count ? 0 : -1;
        }
        line = next;
    }
    return -1;
}

int main(int argc, char **argv)
{
    oracle o;
    const char *start;
    memset(&o, 0, sizeof o);
    if (argc != 4) {
        fputs("usage: exile-server-check REPLAY 0|1|spectator LOG\n", stderr);
        return 2;
    }
    o.role = strcmp(argv[2], "spectator") == 0 ? SPECTATOR : atoi(argv[2]);
    char *replay = slurp(argv[1]), *log = slurp(argv[3]);
    o.events = calloc(MAX_EVENTS, sizeof *o.events);
    o.buf = malloc(EXILE_NOTATION_MAX * 2);
    o.buf2 = malloc(EXILE_NOTATION_MAX * 2);
    int status = 1;
    if (!replay || !log || !o.events || !o.buf || !o.buf2 || read_replay(&o, replay, &start) != 0 ||
        exile_match_from_notation(&o.m, start) != EXILE_OK) {
        fprintf(stderr, "check: cannot read %s\n", argv[1]);
        goto out;
    }
    if (o.role == SPECTATOR) {
        exile_match_watch(o.m, 0, heard0, &o);
        exile_match_watch(o.m, 1, heard1, &o);
        exile_match_watch(o.m, EXILE_OMNISCIENT, all_heard, &o);
    } else {
        exile_match_watch(o.m, o.role, seat_heard, &o);
    }
    size_t count = 0;
    for (char *line = log; line && *line; count++) {
        char *next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        char why[256];
        json_t *msg = msg_parse(line, strlen(line), why, sizeof why);
        if (!msg)
            fprintf(stderr, "check: message %zu of %s is not a message of the protocol: %s\n", count + 1, argv[3],
                    why);
        int wrong = !msg || check_message(&o, msg) != 0;
        json_decref(msg);
        if (wrong) {
            fprintf(stderr, "check: message %zu of %s is not what the library tells %s %s:\n%s\n", count + 1,
                    argv[3], o.role == SPECTATOR ? "a" : "seat", argv[2], line);
            goto out;
        }
        line = next;
    }
    if (advance_to(&o, o.n_actions) != 0 || exile_match_to_notation(o.m, o.buf, EXILE_NOTATION_MAX) != EXILE_OK ||
        strcmp(o.buf, o.final) != 0) {
        fprintf(stderr, "check: the replay's actions do not lead to its final position\n");
        goto out;
    }
    printf("check: %zu messages to %s of match %s are right\n", count, argv[2], argv[1]);
    status = 0;
out:
    exile_match_destroy(o.m);
    free(o.actions);
    free(o.events);
    free(o.buf);
    free(o.buf2);
    free(replay);
    free(log);
    return status;
}
