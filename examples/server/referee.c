/*
 * Refereeing one match: actions in, and out to each seat only what the
 * library tells that seat (its events, prompt, view); to spectators only
 * what both seats see (public.c).
 * SPDX-License-Identifier: MIT
 */
#define _DEFAULT_SOURCE /* getrandom() */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "command.h"
#include "message.h"
#include "public.h"
#include "referee.h"
#include "replay.h"

/* The number of the stream of the spectators among the observers' streams. */
#define STREAM_PUBLIC 2

int referee_random_bytes(void *buf, size_t len)
{
    return getrandom(buf, len, 0) == (ssize_t)len ? 0 : -1;
}

int referee_new_token(char out[REFEREE_TOKEN_LEN + 1])
{
    unsigned char raw[REFEREE_TOKEN_LEN / 2];
    if (referee_random_bytes(raw, sizeof raw) != 0)
        return -1;
    for (size_t i = 0; i < sizeof raw; i++)
        snprintf(out + 2 * i, 3, "%02x", raw[i]);
    return 0;
}

static void send_msg(net_conn *c, const msg_writer *w, size_t len)
{
    if (c && len > 0)
        net_conn_send(c, w->buf, len);
    else if (c)
        fprintf(stderr, "exile-server: a message did not fit %u bytes (or was not UTF-8) and was dropped\n",
                REFEREE_MSG_MAX);
}

static void send_to_spectators(referee_match *rm, const msg_writer *w, size_t len)
{
    for (int i = 0; i < REFEREE_MAX_SPECTATORS; i++)
        send_msg(rm->spectator[i], w, len);
}

/* ---- events ---------------------------------------------------------- */

/* An event to a stream; @p repeats: it only says the action before it
 * again, for that stream (EXILE_EVENT_ECHO). */
static void event_message(referee_match *rm, int stream, int viewer, const exile_event *ev, bool repeats, net_conn *c)
{
    referee *ref = rm->ref;
    char text[EXILE_DESCRIBE_MAX];
    msg_writer w;
    if (exile_event_describe(rm->m, viewer, ev, text, sizeof text, NULL) != EXILE_OK)
        return;
    msg_begin(&w, ref->msg, sizeof ref->msg, "event");
    msg_int(&w, "n", rm->applying);
    msg_int(&w, "k", rm->event_index[stream]++);
    msg_int(&w, "kind", ev->kind);
    if (ev->card >= 0)
        msg_str(&w, "card", exile_card_code(ev->card));
    msg_str(&w, "text", text);
    if (repeats)
        msg_int(&w, "repeats", 1);
    size_t len = msg_end(&w);
    if (stream == STREAM_PUBLIC)
        send_to_spectators(rm, &w, len);
    else
        send_msg(c, &w, len);
}

static void hear(referee_match *rm, int seat, const exile_event *ev, unsigned flags)
{
    rm->heard[seat] = *ev;
    rm->heard_mask |= 1 << seat;
    rm->heard_echo[seat] = (flags & EXILE_EVENT_ECHO) != 0;
    event_message(rm, seat, seat, ev, rm->heard_echo[seat], rm->seat[seat]);
}

static void seat0_heard(const exile_match *m, const exile_event *ev, unsigned flags, void *user)
{
    (void)m;
    hear(user, 0, ev, flags);
}

static void seat1_heard(const exile_match *m, const exile_event *ev, unsigned flags, void *user)
{
    (void)m;
    hear(user, 1, ev, flags);
}

/* The omniscient watcher hears each event last, after both seats (the
 * library sends an event to its observers in seat order): it is the
 * moment to make the public version from theirs. The public version is
 * made of the two seats' versions alone, so it never shows what one of
 * them does not; and it repeats an action only where both seats' versions
 * do (a seat that heard the action redacted learns from the event). */
static void all_heard(const exile_match *m, const exile_event *ev, unsigned flags, void *user)
{
    referee_match *rm = user;
    exile_event pub;
    int mask = rm->heard_mask;
    rm->heard_mask = 0;
    (void)m, (void)ev, (void)flags;
    if (public_event(rm->heard, mask, &pub) == 0)
        event_message(rm, STREAM_PUBLIC, EXILE_OMNISCIENT, &pub, mask == 3 && rm->heard_echo[0] && rm->heard_echo[1],
                      NULL);
}

/* ---- prompts --------------------------------------------------------- */

static void send_over(referee_match *rm, net_conn *c, int viewer)
{
    referee *ref = rm->ref;
    char text[EXILE_PROMPT_MAX];
    msg_writer w;
    if (rm->forfeit >= 0)
        snprintf(text, sizeof text, "seat %d forfeits: its time for a decision ran out", rm->forfeit);
    else if (exile_match_prompt(rm->m, viewer, text, sizeof text, NULL) != EXILE_OK)
        text[0] = '\0';
    msg_begin(&w, ref->msg, sizeof ref->msg, "over");
    msg_int(&w, "n", exile_match_action_count(rm->m));
    msg_int(&w, "winner", rm->winner);
    msg_int(&w, "forfeit", rm->forfeit);
    msg_str(&w, "text", text);
    send_msg(c, &w, msg_end(&w));
}

/* A new decision is asked: its clock waits for its decide to reach the seat. */
static void ask(referee_match *rm)
{
    rm->asked_ms = net_now_ms();
    rm->deadline_ms = rm->asked_ms + rm->ref->decision_ms;
    rm->clock_started = 0;
    rm->decide_conn = NULL;
}

static void start_clock(referee_match *rm, uint64_t now)
{
    const net_conn *c = rm->decide_conn;
    if (rm->clock_started)
        return;
    if (!c) {
        rm->clock_started = 1; /* no one to reach: it runs from the ask */
    } else if (c->sent >= rm->decide_seq || now >= rm->asked_ms + rm->ref->decision_ms) {
        rm->clock_started = 1;
        rm->deadline_ms = now + rm->ref->decision_ms;
    }
}

static uint64_t time_left(const referee_match *rm)
{
    uint64_t now = net_now_ms();
    if (!rm->clock_started)
        return rm->ref->decision_ms;
    return rm->deadline_ms > now ? rm->deadline_ms - now : 0;
}

/*
 * Tells c what the match waits for, as role (0 or 1 a seat, 2 a spectator)
 * sees it: to the seat that decides, its prompt and legal actions; to the
 * other seat, its prompt; to a spectator, who decides and what kind of
 * decision, which both seats read alike; once the match is over, its end.
 */
static void send_prompt(referee_match *rm, net_conn *c, int role)
{
    referee *ref = rm->ref;
    char text[EXILE_PROMPT_MAX];
    msg_writer w;
    if (!c)
        return;
    if (rm->finished) {
        send_over(rm, c, role == 2 ? EXILE_OMNISCIENT : role);
        return;
    }
    int to_act = exile_match_to_act(rm->m);
    msg_begin(&w, ref->msg, sizeof ref->msg, role == 2 ? "turn" : role == to_act ? "decide" : "wait");
    msg_int(&w, "n", exile_match_action_count(rm->m));
    msg_int(&w, "seat", to_act);
    if (role == 2) {
        msg_int(&w, "decision", exile_match_get(rm->m, 1 - to_act, EXILE_FIELD_DECISION, 0, 0));
    } else {
        exile_match_prompt(rm->m, role, text, sizeof text, NULL);
        msg_str(&w, "prompt", text);
    }
    if (role == to_act) {
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n = exile_match_legal_actions(rm->m, acts, EXILE_MAX_LEGAL_ACTIONS);
        msg_int(&w, "ms", (long long)time_left(rm));
        msg_list(&w, "actions");
        for (size_t i = 0; i < n; i++) {
            char act[EXILE_ACTION_TEXT_MAX];
            if (exile_action_format(rm->m, acts[i], act, sizeof act) == EXILE_OK)
                msg_item(&w, act);
        }
        msg_list_end(&w);
    }
    send_msg(c, &w, msg_end(&w));
    if (role == to_act) {
        rm->decide_conn = c;
        rm->decide_seq = c->queued;
    }
}

static void send_prompts(referee_match *rm)
{
    send_prompt(rm, rm->seat[0], 0);
    send_prompt(rm, rm->seat[1], 1);
    for (int i = 0; i < REFEREE_MAX_SPECTATORS; i++)
        send_prompt(rm, rm->spectator[i], 2);
}

/* ---- playing --------------------------------------------------------- */

static int log_action(referee_match *rm, const char *text)
{
    size_t n = strlen(text) + 1;
    if (rm->actions_len + n + 1 > rm->actions_cap) {
        size_t cap = rm->actions_cap ? rm->actions_cap * 2 : 4096;
        while (cap < rm->actions_len + n + 1)
            cap *= 2;
        char *grown = realloc(rm->actions, cap);
        if (!grown)
            return -1;
        rm->actions = grown;
        rm->actions_cap = cap;
    }
    memcpy(rm->actions + rm->actions_len, text, n - 1);
    rm->actions[rm->actions_len + n - 1] = '\n';
    rm->actions_len += n;
    rm->actions[rm->actions_len] = '\0';
    return 0;
}

static void finish(referee_match *rm, int winner, int forfeit)
{
    referee *ref = rm->ref;
    rm->finished = 1;
    rm->winner = winner;
    rm->forfeit = forfeit;
    rm->deadline_ms = 0;
    rm->ended_ms = net_now_ms();
    send_prompts(rm);
    if (ref->replay_dir >= 0) {
        if (exile_match_to_notation(rm->m, ref->notation, sizeof ref->notation) != EXILE_OK ||
            replay_write(ref->replay_dir, rm->replay, rm, ref->notation) != 0)
            fprintf(stderr, "exile-server: match %u: the replay %s could not be written: %s\n", rm->id, rm->replay,
                    strerror(errno));
    }
    msg_writer w;
    msg_begin(&w, ref->msg, sizeof ref->msg, "finished");
    msg_int(&w, "match", rm->id);
    msg_int(&w, "winner", winner);
    msg_int(&w, "forfeit", forfeit);
    msg_int(&w, "actions", exile_match_action_count(rm->m));
    if (rm->replay[0])
        msg_str(&w, "replay", rm->replay);
    if (msg_end(&w) > 0) {
        puts(ref->msg);
        fflush(stdout);
    }
}

/* Applies a legal action and tells everyone what follows. */
static void play(referee_match *rm, exile_action a)
{
    char text[EXILE_ACTION_TEXT_MAX];
    /* The text is written in the decision the action answers, where it
     * reads back as exactly this action. */
    if (exile_action_format(rm->m, a, text, sizeof text) != EXILE_OK) {
        fprintf(stderr, "exile-server: match %u: an action has no text\n", rm->id);
        return;
    }
    rm->applying = exile_match_action_count(rm->m);
    memset(rm->event_index, 0, sizeof rm->event_index);
    rm->heard_mask = 0;
    if (exile_match_apply(rm->m, a) != EXILE_OK) {
        fprintf(stderr, "exile-server: match %u: a legal action was refused: %s\n", rm->id,
                exile_match_errmsg(rm->m));
        return;
    }
    if (log_action(rm, text) != 0)
        fprintf(stderr, "exile-server: match %u: out of memory for its replay\n", rm->id);
    int winner = exile_match_winner(rm->m);
    if (winner >= 0) {
        finish(rm, winner, -1);
        return;
    }
    ask(rm);
    send_prompts(rm);
}

static void refuse(referee_match *rm, int seat, const char *text, const char *reason)
{
    referee *ref = rm->ref;
    msg_writer w;
    msg_begin(&w, ref->msg, sizeof ref->msg, "refused");
    msg_int(&w, "n", exile_match_action_count(rm->m));
    msg_str(&w, "action", text);
    msg_str(&w, "reason", reason);
    send_msg(rm->seat[seat], &w, msg_end(&w));
}

void referee_act(referee_match *rm, int seat, const char *arg)
{
    char why[EXILE_REASON_MAX];
    exile_action a;
    unsigned long long n;
    const char *text;
    int numbered = command_act_number(arg, &n, &text);
    if (numbered < 0) {
        refuse(rm, seat, arg, "an action's number is # and digits, then a space and the action");
        return;
    }
    if (rm->finished) {
        refuse(rm, seat, arg, "the match is over");
        return;
    }
    /* Whose decision it is comes first: the text is not even read for the
     * seat that does not decide, so a refusal tells it nothing of the
     * other seat's cards. */
    if (exile_match_to_act(rm->m) != seat) {
        refuse(rm, seat, arg, exile_reason_str(EXILE_REASON_NOT_YOUR_DECISION));
        return;
    }
    /* An action written for a decision that timed out meanwhile is not
     * played in the next one. */
    if (numbered && n != exile_match_action_count(rm->m)) {
        refuse(rm, seat, arg, "that decision is over: it timed out");
        return;
    }
    if (exile_action_parse(rm->m, text, &a) != EXILE_OK) {
        refuse(rm, seat, arg, "not an action: send one of the actions of the decision as written");
        return;
    }
    if (exile_match_why(rm->m, seat, a, why, sizeof why, NULL) != EXILE_REASON_LEGAL) {
        refuse(rm, seat, arg, why);
        return;
    }
    play(rm, a);
}

/*
 * The action a timed-out seat plays: the first of the legal actions that
 * commits it to least (passing, blocking no more, declining, rearming or
 * unlocking nothing, ending the turn), else the first of the list.
 */
static exile_action default_action(const exile_match *m)
{
    static const exile_action_kind meek[] = {
        EXILE_ACT_PASS, EXILE_ACT_NO_BLOCK, EXILE_ACT_DECLINE, EXILE_ACT_NO_REARM, EXILE_ACT_UNLOCK_NONE, EXILE_ACT_END,
    };
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    for (size_t k = 0; k < sizeof meek / sizeof meek[0]; k++)
        for (size_t i = 0; i < n; i++)
            if (EXILE_ACTION_KIND(acts[i]) == meek[k])
                return acts[i];
    return acts[0];
}

void referee_tick(referee_match *rm, uint64_t now_ms)
{
    if (!rm->finished)
        start_clock(rm, now_ms);
    if (rm->finished || !rm->clock_started || now_ms < rm->deadline_ms)
        return;
    int seat = exile_match_to_act(rm->m);
    if (rm->ref->on_timeout == REFEREE_TIMEOUT_FORFEIT)
        finish(rm, 1 - seat, seat);
    else
        play(rm, default_action(rm->m));
}

/* ---- views ----------------------------------------------------------- */

static void send_notation(referee_match *rm, net_conn *c, const char *type, const char *notation)
{
    referee *ref = rm->ref;
    msg_writer w;
    msg_begin(&w, ref->msg, sizeof ref->msg, type);
    msg_int(&w, "n", exile_match_action_count(rm->m));
    msg_str(&w, "notation", notation);
    send_msg(c, &w, msg_end(&w));
}

void referee_send_view(referee_match *rm, net_conn *c, int role)
{
    referee *ref = rm->ref;
    exile_view *v = NULL;
    int ok;
    if (role == 2) {
        ok = public_view(rm->m, ref->notation, sizeof ref->notation) == 0;
    } else {
        ok = exile_view_create(&v, rm->m, role) == EXILE_OK &&
             exile_view_to_notation(v, ref->notation, sizeof ref->notation) == EXILE_OK;
        exile_view_destroy(v);
    }
    if (ok)
        send_notation(rm, c, "view", ref->notation);
}

void referee_send_sample(referee_match *rm, net_conn *c, int seat)
{
    referee *ref = rm->ref;
    uint64_t seed;
    /* The sample's seed is fresh, from the system's random source: the
     * cards it deals in the places the seat cannot see are drawn at
     * random, and tell nothing of the cards there. The sample's generator
     * shows the seed, which tells no more: the sample is a function of
     * what the seat knows and of the seed (exile_match_determinize();
     * test-sample-attack.py attacks it). */
    if (referee_random_bytes(&seed, sizeof seed) != 0 ||
        (!ref->scratch && exile_match_clone(&ref->scratch, rm->m) != EXILE_OK) ||
        exile_match_determinize(ref->scratch, rm->m, seat, seed) != EXILE_OK ||
        exile_match_to_notation(ref->scratch, ref->notation, sizeof ref->notation) != EXILE_OK) {
        static const char none[] = "{\"type\":\"error\",\"text\":\"no sample can be made now\"}";
        net_conn_send(c, none, sizeof none - 1);
        return;
    }
    send_notation(rm, c, "sample", ref->notation);
}

/* ---- joining --------------------------------------------------------- */

static void send_welcome(referee_match *rm, net_conn *c, int role)
{
    referee *ref = rm->ref;
    msg_writer w;
    msg_begin(&w, ref->msg, sizeof ref->msg, "welcome");
    msg_int(&w, "protocol", REFEREE_PROTOCOL);
    msg_int(&w, "match", rm->id);
    msg_str(&w, "role", role == 2 ? "spectator" : "seat");
    msg_int(&w, "seat", role == 2 ? -1 : role);
    msg_int(&w, "n", exile_match_action_count(rm->m));
    msg_int(&w, "decision_ms", (long long)ref->decision_ms);
    send_msg(c, &w, msg_end(&w));
}

int referee_join(referee_match *rm, net_conn *c, int role)
{
    if (role == 2) {
        int i = 0;
        while (i < REFEREE_MAX_SPECTATORS && rm->spectator[i])
            i++;
        if (i == REFEREE_MAX_SPECTATORS)
            return -1;
        rm->spectator[i] = c;
        send_welcome(rm, c, role);
        referee_send_view(rm, c, role);
        send_prompt(rm, c, role);
        return 0;
    }
    net_conn *old = rm->seat[role];
    if (old) {
        static const char replaced[] = "{\"type\":\"error\",\"text\":\"this seat was taken by a new connection\"}";
        net_conn_send(old, replaced, sizeof replaced - 1);
        old->closing = 1;
    }
    rm->seat[role] = c;
    send_welcome(rm, c, role);
    referee_send_view(rm, c, role);
    send_prompt(rm, c, role);
    return 0;
}

void referee_leave(referee_match *rm, const net_conn *c)
{
    for (int s = 0; s < 2; s++)
        if (rm->seat[s] == c)
            rm->seat[s] = NULL;
    if (rm->decide_conn == c)
        rm->decide_conn = NULL;
    for (int i = 0; i < REFEREE_MAX_SPECTATORS; i++)
        if (rm->spectator[i] == c)
            rm->spectator[i] = NULL;
}

int referee_token_is(const char *expected, const char *given)
{
    size_t len = strlen(given);
    unsigned diff = len != REFEREE_TOKEN_LEN;
    for (size_t i = 0; i < REFEREE_TOKEN_LEN; i++)
        diff |= (unsigned)(expected[i] ^ (i < len ? given[i] : 0));
    return diff == 0;
}

int referee_role(const referee_match *rm, const char *token)
{
    const char *tokens[3] = { rm->token[0], rm->token[1], rm->spectator_token };
    int role = -1;
    for (int r = 0; r < 3; r++)
        if (referee_token_is(tokens[r], token))
            role = r;
    return role;
}

/* ---- the match ------------------------------------------------------- */

int referee_open(referee *ref, referee_match *rm, unsigned id, uint64_t seed, int box)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_loadout lo[2];
    memset(rm, 0, sizeof *rm);
    rm->ref = ref;
    rm->id = id;
    rm->seed = seed;
    rm->box = box;
    rm->winner = -1;
    rm->forfeit = -1;
    if (ref->replay_dir >= 0)
        replay_name(ref->run_id, id, rm->replay);
    opts.seed = seed;
    for (int s = 0; s < 2; s++) {
        if (exile_recommended_loadout(2 * (box - 1) + s, &lo[s]) != EXILE_OK) {
            fprintf(stderr, "exile-server: there is no box %d\n", box);
            return -1;
        }
        opts.loadout[s] = &lo[s];
    }
    exile_status st = exile_match_create(&rm->m, &opts);
    if (st != EXILE_OK) {
        fprintf(stderr, "exile-server: cannot create a match: %s\n", exile_status_str(st));
        return -1;
    }
    rm->start = malloc(EXILE_NOTATION_MAX);
    if (!rm->start || exile_match_to_notation(rm->m, rm->start, EXILE_NOTATION_MAX) != EXILE_OK ||
        referee_new_token(rm->token[0]) != 0 || referee_new_token(rm->token[1]) != 0 || referee_new_token(rm->spectator_token) != 0 ||
        exile_match_watch(rm->m, 0, seat0_heard, rm) != EXILE_OK ||
        exile_match_watch(rm->m, 1, seat1_heard, rm) != EXILE_OK ||
        exile_match_watch(rm->m, EXILE_OMNISCIENT, all_heard, rm) != EXILE_OK) {
        fprintf(stderr, "exile-server: cannot set up match %u\n", id);
        referee_close(rm);
        return -1;
    }
    ask(rm);
    return 0;
}

void referee_close(referee_match *rm)
{
    exile_match_destroy(rm->m);
    free(rm->start);
    free(rm->actions);
    rm->m = NULL;
    rm->start = NULL;
    rm->actions = NULL;
}

size_t referee_describe_match(referee_match *rm, const char *type)
{
    referee *ref = rm->ref;
    msg_writer w;
    msg_begin(&w, ref->msg, sizeof ref->msg, type);
    msg_int(&w, "match", rm->id);
    /* A string: a 64-bit seed is past the integers JSON readers keep
     * exactly (JavaScript's end at 2^53, jansson's at 2^63). */
    char seed[24];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)rm->seed);
    msg_str(&w, "seed", seed);
    msg_int(&w, "box", rm->box);
    msg_str(&w, "seat0", rm->token[0]);
    msg_str(&w, "seat1", rm->token[1]);
    msg_str(&w, "spectator", rm->spectator_token);
    if (rm->replay[0])
        msg_str(&w, "replay", rm->replay);
    return msg_end(&w);
}
