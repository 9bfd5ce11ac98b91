/*
 * exile-tui: Exile: The Faraday Doctrine in a full-screen terminal, against
 * any bot of libexile-bots (or watching two bots play). It reads the match only as
 * its seat sees it (exile_match_get() with that seat as the viewer, the
 * events of that seat's observer), so it never shows a card the seat
 * cannot see.
 *
 *   usage: exile-tui [--bot NAME[:PARAMS]] [--seat 0|1] [--seed N] [--box 1|2]
 *                    [--loadout0 CODES] [--loadout1 CODES] [--rounds N]
 *                    [--watch] [--delay MS] [--record FILE] [--save FILE]
 *                    [--load FILE]
 *
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <curses.h>
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <exile/bots.h>
#include <exile/exile.h>

#include "tui/draw.h"
#include "tui/tui.h"

/* The codes of one --loadoutN: Exile, Secondary, Protective, Kit, three Memories. */
#define LOADOUT_CODES 7

struct options {
    const char *bot; /* its spec (<exile/bots.h>) */
    int seat;
    uint64_t seed;
    int box;
    unsigned rounds;
    bool watch;
    int delay_ms;
    const char *loadout_text[2];
    const char *record;
    const char *save;
    const char *load;
};

static void usage(FILE *to)
{
    fprintf(to,
            "usage: exile-tui [options]\n"
            "  --bot NAME[:PARAMS]  the opponent (default ismcts-full:iterations=400); bots:");
    for (int i = 0; i < exile_bot_count(); i++)
        fprintf(to, " %s", exile_bot_name(i));
    fprintf(to, "\n"
                "  --seat 0|1           the seat you play (default 0)\n"
                "  --seed N             the match's seed, to replay one (default: from the clock)\n"
                "  --box 1|2            the recommended first game of that box (default 1)\n"
                "  --loadout0 CODES     seat 0's cards: Exile,Secondary,Protective,Kit,Memory,Memory,Memory\n"
                "  --loadout1 CODES     seat 1's, likewise (codes as printed: EXL-01,...)\n"
                "  --rounds N           end the match after round N (default 60)\n"
                "  --watch              two bots play; you watch seat 0's side\n"
                "  --delay MS           with --watch, the pause after each move (default 600)\n"
                "  --record FILE        write the seed and every action taken to FILE\n"
                "  --save FILE          where the S key saves the match as notation (default exile-tui.save)\n"
                "  --load FILE          resume a match saved with S, by this release or an earlier one\n"
                "                       (with the --seat it was played from)\n");
}

static long parse_int(const char *opt, const char *text, long lo, long hi)
{
    char *end;
    long v = strtol(text, &end, 10);
    if (*text == '\0' || *end != '\0' || v < lo || v > hi) {
        fprintf(stderr, "exile-tui: %s wants a number from %ld to %ld\n", opt, lo, hi);
        exit(2);
    }
    return v;
}

static uint64_t parse_seed(const char *text)
{
    char *end;
    unsigned long long v = strtoull(text, &end, 10);
    if (*text < '0' || *text > '9' || *end != '\0') {
        fprintf(stderr, "exile-tui: --seed wants a number\n");
        exit(2);
    }
    return (uint64_t)v;
}

static void parse_options(int argc, char **argv, struct options *o)
{
    const char *bot = "ismcts-full:iterations=400";
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            exit(0);
        } else if (strcmp(a, "--watch") == 0) {
            o->watch = true;
            continue;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "exile-tui: %s: unknown option or missing value\n", a);
            usage(stderr);
            exit(2);
        }
        const char *v = argv[++i];
        if (strcmp(a, "--bot") == 0)
            bot = v;
        else if (strcmp(a, "--seat") == 0)
            o->seat = (int)parse_int(a, v, 0, 1);
        else if (strcmp(a, "--seed") == 0)
            o->seed = parse_seed(v);
        else if (strcmp(a, "--box") == 0)
            o->box = (int)parse_int(a, v, 1, exile_recommended_count() / 2);
        else if (strcmp(a, "--loadout0") == 0 || strcmp(a, "--loadout1") == 0)
            o->loadout_text[a[9] - '0'] = v;
        else if (strcmp(a, "--rounds") == 0)
            o->rounds = (unsigned)parse_int(a, v, 1, 1000);
        else if (strcmp(a, "--delay") == 0)
            o->delay_ms = (int)parse_int(a, v, 0, 60000);
        else if (strcmp(a, "--record") == 0)
            o->record = v;
        else if (strcmp(a, "--save") == 0)
            o->save = v;
        else if (strcmp(a, "--load") == 0)
            o->load = v;
        else {
            fprintf(stderr, "exile-tui: unknown option %s\n", a);
            usage(stderr);
            exit(2);
        }
    }
    if (o->load && o->record) {
        fprintf(stderr, "exile-tui: --record starts from a new match, not from --load\n");
        exit(2);
    }
    char err[256];
    exile_bot *probe;
    if (exile_bot_create(&probe, bot, 1, err, sizeof err) != EXILE_OK) {
        fprintf(stderr, "exile-tui: no bot %s: %s\n", bot, err);
        exit(2);
    }
    exile_bot_destroy(probe);
    o->bot = bot;
}

/* Splits "EXL-01,GR-02,..." into a loadout; its strings point into store. */
static int parse_loadout(const char *text, char *store, size_t cap, exile_loadout *lo)
{
    const char *codes[LOADOUT_CODES];
    int n = 0;
    snprintf(store, cap, "%s", text);
    for (char *p = store; n < LOADOUT_CODES; n++) {
        codes[n] = p;
        p = strchr(p, ',');
        if (!p) {
            n++;
            break;
        }
        *p++ = '\0';
    }
    if (n != LOADOUT_CODES || strchr(codes[LOADOUT_CODES - 1], ','))
        return -1;
    *lo = (exile_loadout){codes[0], codes[1], codes[2], codes[3], {codes[4], codes[5], codes[6]}};
    return 0;
}

static exile_match *create_match(const struct options *o, tui *t)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_loadout lo[2];
    static char store[2][512];
    opts.seed = o->seed;
    opts.max_rounds = o->rounds;
    for (int s = 0; s < 2; s++) {
        if (o->loadout_text[s]) {
            if (parse_loadout(o->loadout_text[s], store[s], sizeof store[s], &lo[s]) != 0) {
                fprintf(stderr, "exile-tui: --loadout%d wants %d codes separated by commas\n", s, LOADOUT_CODES);
                exit(2);
            }
        } else if (exile_recommended_loadout(2 * (o->box - 1) + s, &lo[s]) != EXILE_OK) {
            exit(2);
        }
        opts.loadout[s] = &lo[s];
    }
    /* The log hears the setup: its watcher is set on the handle before the
     * match is set up in it. */
    exile_status st = exile_match_alloc(&t->m, NULL);
    if (st == EXILE_OK)
        st = exile_match_watch(t->m, t->seat, tui_log_event, t);
    if (st == EXILE_OK)
        st = exile_match_reset(t->m, &opts);
    if (st != EXILE_OK) {
        fprintf(stderr, "exile-tui: cannot create the match: %s\n", exile_status_str(st));
        exit(1);
    }
    return t->m;
}

/* Reads a match the S key saved: the notation, which every later release
 * reads too, or a binary save of this very release (which the S key of
 * release 0.2 wrote). */
static exile_match *load_match(const char *path, tui *t)
{
    FILE *f = fopen(path, "rb");
    size_t cap = EXILE_NOTATION_MAX > exile_match_save_size() ? EXILE_NOTATION_MAX : exile_match_save_size();
    unsigned char *buf = malloc(cap + 1);
    if (!f || !buf) {
        fprintf(stderr, "exile-tui: cannot read %s\n", path);
        exit(1);
    }
    size_t size = fread(buf, 1, cap, f);
    fclose(f);
    buf[size] = '\0';
    char err[256] = "";
    exile_status st;
    if (strncmp((const char *)buf, "exile-notation", 14) == 0)
        st = exile_match_from_notation_ex(&t->m, (const char *)buf, NULL, err, sizeof err);
    else
        st = exile_match_load(&t->m, buf, size, NULL);
    free(buf);
    if (st != EXILE_OK) {
        fprintf(stderr, "exile-tui: %s is no saved match: %s%s%s\n", path, exile_status_str(st), err[0] ? ": " : "",
                err);
        exit(1);
    }
    exile_match_watch(t->m, t->seat, tui_log_event, t);
    tui_log_add(&t->log, "the saved match resumes");
    return t->m;
}

/* Saves the match as its notation: a text, read by this release and the
 * later ones alike (a binary save is read by its own release only). */
static void save_match(tui *t, const char *path)
{
    char *text = malloc(EXILE_NOTATION_MAX);
    FILE *f = text ? fopen(path, "w") : NULL;
    bool ok = f && exile_match_to_notation(t->m, text, EXILE_NOTATION_MAX) == EXILE_OK && fputs(text, f) >= 0;
    if (f && fclose(f) != 0)
        ok = false;
    free(text);
    snprintf(t->status, sizeof t->status, ok ? "saved to %s (exile-tui --load %s resumes it)" : "could not save to %s",
             path, path);
    tui_log_add(&t->log, t->status);
}

/* Applies an action (the bot's or the player's) and records it. */
static void apply(tui *t, exile_action a, FILE *record)
{
    if (exile_match_apply(t->m, a) != EXILE_OK) {
        tui_log_add(&t->log, "the library refused that action");
        return;
    }
    if (record) {
        fprintf(record, "action %lu\n", (unsigned long)a);
        fflush(record);
    }
    t->first_act = t->cursor = 0;
}

/* Where an action of this kind is listed: the plays a decision is about
 * first (attacks, Tactics cards, Finishers, blocks, Reactions, the
 * choices of an Effect or a step), then the answers that decline (no more
 * blocks, pass, End), then Step Back (which gives up a card), and last the
 * taps and channels, which only make Stamina for the choice that follows. */
static int list_rank(exile_action_kind kind)
{
    switch (kind) {
    case EXILE_ACT_NO_BLOCK:
    case EXILE_ACT_PASS:
    case EXILE_ACT_DECLINE:
    case EXILE_ACT_NO_REARM:
    case EXILE_ACT_UNLOCK_NONE:
    case EXILE_ACT_END: return 1;
    case EXILE_ACT_STEP_BACK: return 2;
    case EXILE_ACT_TAP:
    case EXILE_ACT_CHANNEL: return 3;
    default: return 0;
    }
}

/* Orders the player's actions by list_rank(), keeping the library's order
 * within a rank, so the first page shows what the decision is about. */
static void order_actions(tui *t)
{
    exile_action sorted[TUI_MAX_ACTIONS];
    size_t n = 0;
    for (int rank = 0; rank <= 3; rank++)
        for (size_t i = 0; i < t->n_acts; i++)
            if (list_rank(EXILE_ACTION_KIND(t->acts[i])) == rank)
                sorted[n++] = t->acts[i];
    memcpy(t->acts, sorted, n * sizeof sorted[0]);
}

/* One key on the player's decision: true when it took an action. */
static bool player_key(tui *t, int ch, size_t page_size, FILE *record)
{
    const char *keys = TUI_ACTION_KEYS;
    const char *hit = ch > 0 && ch < 256 ? strchr(keys, ch) : NULL;
    if (hit && (size_t)(hit - keys) < page_size && t->first_act + (size_t)(hit - keys) < t->n_acts) {
        apply(t, t->acts[t->first_act + (size_t)(hit - keys)], record);
        return true;
    }
    if (ch == '\n' || ch == KEY_ENTER) {
        apply(t, t->acts[t->cursor], record);
        return true;
    }
    if (ch == KEY_UP && t->cursor > 0)
        t->cursor--;
    else if (ch == KEY_DOWN && t->cursor + 1 < t->n_acts)
        t->cursor++;
    else if ((ch == '>' || ch == KEY_NPAGE) && t->first_act + page_size < t->n_acts)
        t->first_act += page_size, t->cursor = t->first_act;
    else if ((ch == '<' || ch == KEY_PPAGE) && t->first_act > 0)
        t->first_act = t->first_act > page_size ? t->first_act - page_size : 0, t->cursor = t->first_act;
    if (page_size > 0 && (t->cursor < t->first_act || t->cursor >= t->first_act + page_size))
        t->first_act = t->cursor - t->cursor % page_size;
    return false;
}

/* Keys that work on every screen; false for Q. */
static bool common_key(tui *t, int ch, const struct options *o)
{
    int hand = exile_match_get(t->m, t->seat, EXILE_FIELD_HAND_COUNT, t->seat, 0);
    switch (ch) {
    case 'Q':
        return false;
    case '?':
        screen_help();
        break;
    case 'B':
        screen_board(t);
        break;
    case 'T':
        screen_table(t);
        break;
    case 'L':
        screen_log(t);
        break;
    case 'S':
        save_match(t, o->save);
        break;
    case '\t':
        t->hand_sel = hand > 0 ? (t->hand_sel + 1) % hand : 0;
        break;
    case 'I':
        screen_card(exile_match_get(t->m, t->seat, EXILE_FIELD_HAND_CARD, t->seat, t->hand_sel));
        break;
    default:
        break;
    }
    return true;
}

static void play(tui *t, const struct options *o, exile_bot *bot[2], FILE *record)
{
    for (;;) {
        size_t page_size = 0;
        int hand = exile_match_get(t->m, t->seat, EXILE_FIELD_HAND_COUNT, t->seat, 0);
        if (t->hand_sel >= hand)
            t->hand_sel = hand > 0 ? hand - 1 : 0;
        int seat = exile_match_to_act(t->m);
        if (exile_match_winner(t->m) >= 0) {
            draw_main(t, &page_size);
            draw_game_over(t);
            timeout(-1);
            if (!common_key(t, getch(), o))
                return;
            continue;
        }
        t->n_acts = exile_match_legal_actions(t->m, t->acts, TUI_MAX_ACTIONS);
        if (seat == t->seat && !o->watch)
            order_actions(t);
        if (t->cursor >= t->n_acts)
            t->cursor = 0;
        draw_main(t, &page_size);
        refresh();
        if (o->watch || seat != t->seat) {
            timeout(o->watch ? o->delay_ms : 0);
            int ch = getch();
            if (ch != ERR && !common_key(t, ch, o))
                return;
            exile_action a;
            if (exile_bot_choose(bot[seat], t->m, 0, &a) == EXILE_OK)
                apply(t, a, record);
            continue;
        }
        timeout(-1);
        int ch = getch();
        if (!player_key(t, ch, page_size, record) && !common_key(t, ch, o))
            return;
    }
}

int main(int argc, char **argv)
{
    struct options o = {.box = 1, .delay_ms = 600, .save = "exile-tui.save"};
    o.seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 16);
    parse_options(argc, argv, &o);
    static tui t;
    t.seat = o.watch ? 0 : o.seat;
    t.watch = o.watch;
    if (o.load)
        load_match(o.load, &t);
    else
        create_match(&o, &t);
    exile_bot *bot[2] = {NULL, NULL};
    for (int s = 0; s < 2; s++) {
        if ((o.watch || s != t.seat) &&
            exile_bot_create(&bot[s], o.bot, o.seed ^ (0x9e3779b97f4a7c15u * (uint64_t)(s + 1)), NULL, 0) != EXILE_OK)
            return 2;
    }
    FILE *record = NULL;
    if (o.record) {
        record = fopen(o.record, "w");
        if (!record) {
            fprintf(stderr, "exile-tui: cannot write %s\n", o.record);
            return 1;
        }
        fprintf(record, "exile-tui-record 1\nseed %llu\nbox %d\nrounds %u\nseat %d\n", (unsigned long long)o.seed,
                o.box, o.rounds, t.seat);
        for (int s = 0; s < 2; s++)
            if (o.loadout_text[s])
                fprintf(record, "loadout%d %s\n", s, o.loadout_text[s]);
        fflush(record);
    }
    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    play(&t, &o, bot, record);
    endwin();
    for (int s = 0; s < 2; s++)
        exile_bot_destroy(bot[s]);
    if (record)
        fclose(record);
    exile_match_destroy(t.m);
    return 0;
}
