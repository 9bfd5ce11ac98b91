/*
 * exile_web.c: the thin layer between the web page and libexile, compiled
 * to WebAssembly with the library and the bots of libexile-bots.
 *
 * The page plays one seat. Against a bundled bot it holds the match
 * itself: seat 0 for the page, seat 1 for the bot (web_new()). Joining a
 * match refereed by exile-server, it holds a sample of that match that the
 * server deals for its seat (web_load()): the seat's view of the sample is
 * its view of the match, and the cards it cannot see are dealt at random,
 * so even the page's memory holds nothing of them. It reads everything
 * through JSON texts this file builds from the public getters, always as
 * its seat sees the match. web_get() and web_prompt() expose
 * exile_match_get() and exile_match_prompt() themselves, so a test can
 * check the page against the library.
 *
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <emscripten/emscripten.h>
#include <exile/bots.h>
#include <exile/exile.h>

enum { LINE_MAX = 512 };

/* The seat the page plays: 0 against a bundled bot, the server's seat online. */
static int viewer;

static exile_match *match;
static exile_bot *bot;
static exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
static size_t act_count;

/* The log of the match as the page's seat saw it: one line per event,
 * oldest first, but for the events that only repeat an action. */
static char **log_lines;
static int log_count, log_cap;

/* The growing JSON text handed to the page. */
static char *out;
static size_t out_len, out_cap;

static void out_reset(void) {
    out_len = 0;
    if (out)
        out[0] = '\0';
}

static void out_printf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    size_t need = out_len + (size_t)n + 1;
    if (need > out_cap) {
        size_t cap = out_cap ? out_cap : 4096;
        while (cap < need)
            cap *= 2;
        char *grown = realloc(out, cap);
        if (!grown)
            return;
        out = grown;
        out_cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(out + out_len, out_cap - out_len, fmt, ap);
    va_end(ap);
    out_len += (size_t)n;
}

/* A JSON string: the text quoted, with quotes, backslashes and control
 * characters escaped. */
static void out_string(const char *s) {
    out_printf("\"");
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            out_printf("\\%c", c);
        else if (c < 0x20)
            out_printf("\\u%04x", c);
        else
            out_printf("%c", c);
    }
    out_printf("\"");
}

static void log_add(const char *line) {
    if (log_count == log_cap) {
        int cap = log_cap ? log_cap * 2 : 256;
        char **grown = realloc(log_lines, sizeof *grown * (size_t)cap);
        if (!grown)
            return;
        log_lines = grown;
        log_cap = cap;
    }
    size_t n = strlen(line) + 1;
    char *copy = malloc(n);
    if (!copy)
        return;
    memcpy(copy, line, n);
    log_lines[log_count++] = copy;
}

static void log_clear(void) {
    for (int i = 0; i < log_count; i++)
        free(log_lines[i]);
    log_count = 0;
}

/* 1 for the kinds of event the log leaves out: the board shows them, and
 * the log stays readable. The page asks it of a server's events too. */
EMSCRIPTEN_KEEPALIVE
int web_quiet_event(int kind) {
    return kind == EXILE_EV_STAMINA || kind == EXILE_EV_SHUFFLE;
}

/* The page's watcher against a bot: every event its seat may see, in
 * words, but those that only repeat an action (EXILE_EVENT_ECHO). */
static void on_event(const exile_match *m, const exile_event *ev, unsigned flags, void *user_data) {
    (void)user_data;
    char line[LINE_MAX];
    if ((flags & EXILE_EVENT_ECHO) || web_quiet_event((int)ev->kind))
        return;
    if (exile_event_describe(m, viewer, ev, line, sizeof line, NULL) == EXILE_OK)
        log_add(line);
}

static void refresh_actions(void) {
    act_count = exile_match_legal_actions(match, acts, EXILE_MAX_LEGAL_ACTIONS);
}

static int get(exile_field field, int seat, int index) {
    return exile_match_get_as(match, exile_viewer_of(viewer), field, seat, index);
}

/* Starts a new match: seat 0 for the page, seat 1 for the bot named (its
 * params after a ':' as on exile-arena's command line). 0 on success. */
static void match_clear(void) {
    exile_bot_destroy(bot);
    bot = NULL;
    exile_match_destroy(match);
    match = NULL;
    act_count = 0;
    log_clear();
}

EMSCRIPTEN_KEEPALIVE
int web_new(unsigned int seed, const char *bot_spec) {
    match_clear();
    viewer = 0;
    exile_status st = exile_bot_create(&bot, bot_spec, seed, NULL, 0);
    if (st != EXILE_OK)
        return st == EXILE_E_NOT_FOUND ? 1 : 2;
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    opts.seed = seed;
    /* The watcher is set before the setup, which it hears too. */
    if (exile_match_alloc(&match, NULL) != EXILE_OK || exile_match_watch(match, viewer, on_event, NULL) != EXILE_OK ||
        exile_match_reset(match, &opts) != EXILE_OK) {
        match_clear();
        return 3;
    }
    refresh_actions();
    return 0;
}

/* Joins a server's match: loads the sample the server dealt for the seat
 * (a `sample` message's notation) and reads it as that seat. No bot plays
 * here; the log is the server's events. 0 on success, 1 when the text is
 * not a match (the page keeps nothing of it). */
EMSCRIPTEN_KEEPALIVE
int web_load(const char *notation, int seat) {
    match_clear();
    if (seat < 0 || seat > 1 || exile_match_from_notation(&match, notation) != EXILE_OK)
        return 1;
    viewer = seat;
    refresh_actions();
    return 0;
}

/* The bot takes one action if the decision is its own: 1 if it did. */
EMSCRIPTEN_KEEPALIVE
int web_bot_step(void) {
    if (!match || !bot || exile_match_to_act(match) != 1 - viewer || act_count == 0)
        return 0;
    exile_action a;
    if (exile_bot_choose(bot, match, 0, &a) != EXILE_OK || exile_match_apply(match, a) != EXILE_OK)
        return 0;
    refresh_actions();
    return 1;
}

/* The page's seat takes its i-th legal action (as web_state() lists
 * them), against a bot. 0 on success. */
EMSCRIPTEN_KEEPALIVE
int web_apply(int i) {
    if (!match || !bot || exile_match_to_act(match) != viewer || i < 0 || (size_t)i >= act_count)
        return 1;
    if (exile_match_apply(match, acts[i]) != EXILE_OK)
        return 2;
    refresh_actions();
    return 0;
}

/* The library's own getter, for a test that checks the page. */
EMSCRIPTEN_KEEPALIVE
int web_get(int seen_by, int field, int seat, int index) {
    return exile_match_get(match, seen_by, (exile_field)field, seat, index);
}

/* The library's own prompt for a viewer, for the same test. */
EMSCRIPTEN_KEEPALIVE
const char *web_prompt(int seen_by) {
    static char buf[EXILE_PROMPT_MAX];
    if (exile_match_prompt(match, seen_by, buf, sizeof buf, NULL) != EXILE_OK)
        buf[0] = '\0';
    return buf;
}

static void card_keywords(int card, exile_column column) {
    out_printf("[");
    int first = 1;
    for (int kw = 0; kw < EXILE_KW_COUNT; kw++) {
        int v = exile_card_keyword(card, (exile_keyword)kw, column);
        if (v < 0)
            continue;
        out_printf(first ? "" : ",");
        first = 0;
        /* As the card prints it: "Piercing Attack 1", "Reaction". */
        if (v > 0) {
            char named[64];
            snprintf(named, sizeof named, "%s %d", exile_keyword_name((exile_keyword)kw), v);
            out_string(named);
        } else {
            out_string(exile_keyword_name((exile_keyword)kw));
        }
    }
    out_printf("]");
}

/* Every printed card as the page draws it: name, kind, ratings, keywords, text. */
EMSCRIPTEN_KEEPALIVE
const char *web_cards(void) {
    out_reset();
    out_printf("[");
    for (int c = 0; c < exile_card_count(); c++) {
        out_printf(c ? ",{" : "{");
        out_printf("\"name\":");
        out_string(exile_card_name(c));
        out_printf(",\"code\":");
        out_string(exile_card_code(c));
        out_printf(",\"kind\":%d", exile_card_kind_of(c));
        static const exile_card_stat_id stats[] = {
            EXILE_STAT_COST,  EXILE_STAT_BLOCK_COST, EXILE_STAT_DAMAGE,   EXILE_STAT_BLOCK,
            EXILE_STAT_CHANNEL, EXILE_STAT_SPEED,    EXILE_STAT_BASE_HP,  EXILE_STAT_MOVE_TYPE,
            EXILE_STAT_MANTRA_STAMINA, EXILE_STAT_CATEGORY,
        };
        out_printf(",\"stats\":[");
        for (size_t s = 0; s < sizeof stats / sizeof stats[0]; s++)
            out_printf(s ? ",%d" : "%d", exile_card_stat(c, stats[s]));
        out_printf("],\"kw\":");
        card_keywords(c, EXILE_COLUMN_ATTACK);
        out_printf(",\"kwBlock\":");
        card_keywords(c, EXILE_COLUMN_BLOCK);
        out_printf(",\"text\":[");
        for (int l = 0; l < exile_card_text_count(c); l++) {
            out_printf(l ? "," : "");
            out_string(exile_card_text(c, l));
        }
        out_printf("]}");
    }
    out_printf("]");
    return out ? out : "";
}

/* A pile of a seat as a list of card indices (hidden ones as -1). */
static void pile(const char *name, exile_field count_field, exile_field card_field, int seat) {
    int n = get(count_field, seat, 0);
    out_printf(",\"%s\":[", name);
    for (int i = 0; i < n; i++)
        out_printf(i ? ",%d" : "%d", get(card_field, seat, i));
    out_printf("]");
}

static void seat_json(int s) {
    static const struct {
        const char *name;
        exile_field field;
    } numbers[] = {
        { "hp", EXILE_FIELD_HP },
        { "stamina", EXILE_FIELD_STAMINA },
        { "engaged", EXILE_FIELD_ENGAGED },
        { "spent", EXILE_FIELD_SPENT },
        { "unleashed", EXILE_FIELD_UNLEASHED },
        { "stunned", EXILE_FIELD_STUNNED },
        { "stunPending", EXILE_FIELD_STUN_PENDING },
        { "exile", EXILE_FIELD_EXILE },
        { "prepared", EXILE_FIELD_PREPARED },
        { "finisherDue", EXILE_FIELD_FINISHER_DUE },
        { "deck", EXILE_FIELD_DECK_COUNT },
        { "handCount", EXILE_FIELD_HAND_COUNT },
        { "recallCount", EXILE_FIELD_RECALL_COUNT },
        { "destroyedCount", EXILE_FIELD_DESTROYED_COUNT },
    };
    out_printf("{\"seat\":%d", s);
    for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++)
        out_printf(",\"%s\":%d", numbers[i].name, get(numbers[i].field, s, 0));
    out_printf(",\"memories\":[");
    for (int i = 0; i < 3; i++)
        out_printf("%s{\"card\":%d,\"unlocked\":%d,\"tapped\":%d,\"stamina\":%d}", i ? "," : "",
                   get(EXILE_FIELD_MEMORY_CARD, s, i), get(EXILE_FIELD_MEMORY_UNLOCKED, s, i),
                   get(EXILE_FIELD_MEMORY_TAPPED, s, i), get(EXILE_FIELD_MEMORY_STAMINA, s, i));
    out_printf("],\"gear\":[");
    for (int i = 0; i < 4; i++)
        out_printf("%s{\"card\":%d,\"armed\":%d,\"upgraded\":%d,\"tokens\":%d,\"used\":%d}", i ? "," : "",
                   get(EXILE_FIELD_GEAR_CARD, s, i), get(EXILE_FIELD_GEAR_ARMED, s, i),
                   get(EXILE_FIELD_GEAR_UPGRADED, s, i), get(EXILE_FIELD_GEAR_TOKENS, s, i),
                   get(EXILE_FIELD_GEAR_ABILITY_USED, s, i));
    out_printf("],\"tokens\":{");
    int first = 1;
    for (int c = 0; c < exile_card_count(); c++) {
        if (exile_card_kind_of(c) != EXILE_CARD_TOKEN)
            continue;
        out_printf("%s\"%d\":%d", first ? "" : ",", c, get(EXILE_FIELD_EXILE_TOKENS, s, c));
        first = 0;
    }
    out_printf("}");
    pile("hand", EXILE_FIELD_HAND_COUNT, EXILE_FIELD_HAND_CARD, s);
    /* The instance of each hand card, which the actions that play it name. */
    pile("handInstances", EXILE_FIELD_HAND_COUNT, EXILE_FIELD_HAND_INSTANCE, s);
    pile("momentum", EXILE_FIELD_MOMENTUM_COUNT, EXILE_FIELD_MOMENTUM_CARD, s);
    pile("recall", EXILE_FIELD_RECALL_COUNT, EXILE_FIELD_RECALL_CARD, s);
    pile("attached", EXILE_FIELD_ATTACHED_COUNT, EXILE_FIELD_ATTACHED_CARD, s);
    out_printf("}");
}

/* The match as the page's seat sees it, its prompt, its actions (when the
 * seat decides) in words and as exile_action_format() writes them (the
 * text a server takes), the card instance each names (-1 for none), and
 * the log since the log line given. */
EMSCRIPTEN_KEEPALIVE
const char *web_state(int log_from) {
    out_reset();
    if (!match)
        return "null";
    char prompt[EXILE_PROMPT_MAX];
    if (exile_match_prompt(match, viewer, prompt, sizeof prompt, NULL) != EXILE_OK)
        prompt[0] = '\0';
    out_printf("{\"me\":%d,\"round\":%d,\"phase\":%d,\"step\":%d,\"turn\":%d,\"initiative\":%d,\"winner\":%d,"
               "\"toAct\":%d,\"decision\":%d,\"prompt\":",
               viewer, get(EXILE_FIELD_ROUND, 0, 0), get(EXILE_FIELD_PHASE, 0, 0), get(EXILE_FIELD_STEP, 0, 0),
               get(EXILE_FIELD_TURN, 0, 0), get(EXILE_FIELD_INITIATIVE, 0, 0), get(EXILE_FIELD_WINNER, 0, 0),
               exile_match_to_act(match), get(EXILE_FIELD_DECISION, 0, 0));
    out_string(prompt);
    out_printf(",\"seats\":[");
    seat_json(0);
    out_printf(",");
    seat_json(1);
    out_printf("],\"attack\":{\"card\":%d,\"attacker\":%d,\"faceDown\":%d,\"declared\":%d,\"outcome\":%d",
               get(EXILE_FIELD_ATTACK, 0, 0), get(EXILE_FIELD_ATTACKER, 0, 0), get(EXILE_FIELD_ATTACK_FACE_DOWN, 0, 0),
               get(EXILE_FIELD_ATTACK_DECLARED, 0, 0), get(EXILE_FIELD_ATTACK_OUTCOME, 0, 0));
    out_printf(",\"blocks\":[");
    for (int i = 0; i < get(EXILE_FIELD_BLOCK_COUNT, 0, 0); i++)
        out_printf(i ? ",%d" : "%d", get(EXILE_FIELD_BLOCK_CARD, 0, i));
    out_printf("]},\"stack\":[");
    for (int i = 0; i < get(EXILE_FIELD_STACK_COUNT, 0, 0); i++)
        out_printf("%s{\"card\":%d,\"player\":%d}", i ? "," : "", get(EXILE_FIELD_STACK_CARD, 0, i),
                   get(EXILE_FIELD_STACK_PLAYER, 0, i));
    size_t offered = exile_match_to_act(match) == viewer ? act_count : 0;
    out_printf("],\"actions\":[");
    for (size_t i = 0; i < offered; i++) {
        char text[LINE_MAX];
        if (exile_action_describe(match, viewer, acts[i], text, sizeof text, NULL) != EXILE_OK)
            exile_action_format(match, acts[i], text, sizeof text);
        out_printf(i ? "," : "");
        out_string(text);
    }
    out_printf("],\"actionTexts\":[");
    for (size_t i = 0; i < offered; i++) {
        char text[EXILE_ACTION_TEXT_MAX];
        if (exile_action_format(match, acts[i], text, sizeof text) != EXILE_OK)
            text[0] = '\0';
        out_printf(i ? "," : "");
        out_string(text);
    }
    out_printf("],\"actionInstances\":[");
    for (size_t i = 0; i < offered; i++)
        out_printf(i ? ",%d" : "%d", exile_action_instance(match, acts[i]));
    out_printf("],\"logCount\":%d,\"log\":[", log_count);
    for (int i = log_from < 0 ? 0 : log_from; i < log_count; i++) {
        out_printf(i > log_from && i > 0 ? "," : "");
        out_string(log_lines[i]);
    }
    out_printf("]}");
    return out ? out : "";
}
