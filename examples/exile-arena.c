/*
 * exile-arena: plays matches of Exile: The Faraday Doctrine between bots and
 * reports who wins; or shows one match play by play (--watch); or lets you
 * play seat 0 at the terminal (--human).
 *
 *   usage: exile-arena [--games N] [--seed S] [--bots A,B] [--box 1|2] [--ms N]
 *                      [--stamina-order any|canonical] [--watch [--record FILE]]
 *                      [--replay FILE] [--human] [--no-progress] [--stats]
 *                      [--matrix] [--loadouts A;B]
 *
 *   A bot is NAME or NAME:PARAMS: --bots ismcts:iterations=300,depth=20,greedy
 *   or a program that speaks the bot protocol: --bots 'cmd:./mybot',greedy
 *
 * It uses the public headers only, as any client does: the bots are
 * libexile-bots' (<exile/bots.h>). The counts of --stats
 * are in arena_stats.c, the balance matrix and --loadouts in
 * arena_matrix.c, the share of the matches each process plays in
 * arena_shard.c (one process) or mpi/arena_mpi.c (exile-arena-mpi, the
 * processes of an MPI run) (arena.h: what they share with this file).
 *
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L /* isatty() */

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <exile/exile.h>

#include "arena.h"
#include "board.h"

/* No match of the rules lasts this long; reaching it is an engine bug. */
#define MAX_ACTIONS_PER_MATCH 1000000u

/* ------------------------------------------------------------------------ */
/* Bots                                                                      */
/* ------------------------------------------------------------------------ */

/*
 * The bots are libexile-bots' (<exile/bots.h>, which also states what a
 * bot may read of the match). On the command line a bot is NAME or
 * NAME:PARAMS, such as "ismcts:iterations=300,depth=20" (struct bot_spec,
 * arena.h).
 */

/* splitmix64 (Steele, Lea, Flood, 2014): spreads nearby seeds apart. */
static uint64_t splitmix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15u;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
    return x ^ (x >> 31);
}

/*
 * Reads NAME[:PARAMS] (len bytes of text) into spec: 0, or -1 after a
 * message. The spec is checked by creating one bot with it.
 */
static int parse_bot_spec(const char *text, size_t len, struct bot_spec *spec)
{
    char err[256];
    exile_bot *probe;
    exile_status st;

    if (len >= sizeof spec->label) {
        fprintf(stderr, "exile-arena: the bot '%.20s...' is too long\n", text);
        return -1;
    }
    memcpy(spec->label, text, len);
    spec->label[len] = '\0';
    if (arena_is_external(spec)) {
        if (len == 4) {
            fprintf(stderr, "exile-arena: cmd: wants a command, such as cmd:./mybot\n");
            return -1;
        }
        return 0; /* started at its first match */
    }
    st = exile_bot_create(&probe, spec->label, 1, err, sizeof err);
    if (st != EXILE_OK) {
        fprintf(stderr, "exile-arena: cannot make the bot %s: %s\n", spec->label, err);
        return -1;
    }
    exile_bot_destroy(probe);
    return 0;
}

/* Whether the len bytes of text begin a bot: its name alone, NAME:... or
 * cmd:... */
static int starts_bot(const char *text, size_t len)
{
    size_t name_len = strcspn(text, ":");

    if (name_len > len)
        name_len = len;
    if (name_len == 3 && strncmp(text, "cmd:", 4) == 0)
        return 1;
    for (int i = 0; i < exile_bot_count(); i++)
        if (strlen(exile_bot_name(i)) == name_len && strncmp(exile_bot_name(i), text, name_len) == 0)
            return 1;
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Text                                                                      */
/* ------------------------------------------------------------------------ */

/*
 * Formats an action as exile_action_format() writes it (the text
 * exile_action_parse() reads back), or else in words for the seat to act.
 */
static void format_action(const exile_match *m, exile_action a, char *buf, size_t cap)
{
    if (exile_action_format(m, a, buf, cap) == EXILE_OK)
        return;
    if (exile_action_describe(m, exile_match_to_act(m), a, buf, cap, NULL) != EXILE_OK)
        snprintf(buf, cap, "action %u", (unsigned)a);
}

/* ------------------------------------------------------------------------ */
/* Printing events                                                           */
/* ------------------------------------------------------------------------ */

struct watcher {
    int viewer;                 /* whose words: a seat, or EXILE_OMNISCIENT */
    int round;                  /* the round in play, from EXILE_EV_ROUND_START */
    int actions_of;             /* print EXILE_EV_ACTION of this seat (-1: none) */
    const char *seat_names[2];  /* who plays each seat */
};

/*
 * An exile_watch_fn: prints an event in the words of exile_event_describe()
 * for the watcher's viewer: what that seat may see, and nothing more.
 */
static void print_event(const exile_match *m, const exile_event *ev, unsigned flags, void *user_data)
{
    struct watcher *w = user_data;
    char text[EXILE_DESCRIBE_MAX];

    /* Every action is printed, by the loop that takes it or below, or was
     * typed by the person: an event that only repeats it is left out. */
    if (flags & EXILE_EVENT_ECHO)
        return;
    if (exile_event_describe(m, w->viewer, ev, text, sizeof text, NULL) != EXILE_OK)
        snprintf(text, sizeof text, "event %d", (int)ev->kind);
    switch (ev->kind) {
    case EXILE_EV_ROUND_START:
        if (ev->amount != w->round) {
            w->round = ev->amount;
            printf("\n== Round %d ==\n", w->round);
        }
        break;
    case EXILE_EV_ACTION:
        if (ev->seat == w->actions_of && ev->seat >= 0 && ev->seat < 2)
            printf("[round %d] seat %d (%s): %s\n", w->round, ev->seat, w->seat_names[ev->seat], text);
        break;
    case EXILE_EV_GAME_OVER:
        if (ev->seat == 0 || ev->seat == 1)
            printf("\n== Game over: seat %d (%s) wins ==\n", ev->seat, w->seat_names[ev->seat]);
        else
            printf("\n== Game over: a draw ==\n");
        break;
    default:
        printf("     %s\n", text);
        break;
    }
}

/* ------------------------------------------------------------------------ */
/* Options                                                                   */
/* ------------------------------------------------------------------------ */

struct options {
    unsigned long games;
    uint64_t seed;
    int seed_given;
    struct bot_spec bot[2];
    int watch, human, progress;
    const char *record; /* --record FILE: write the watched match as a replay */
    const char *replay; /* --replay FILE: play a replay back */
    int box;            /* --box N: the first game of Box N (§2 Play Packs) */
    int canonical;      /* --stamina-order: 1 canonical, 0 any, -1 not given */
    int stats;          /* --stats: count the kinds of actions each bot takes */
    int matrix;         /* --matrix: the balance matrix of the recommended loadouts */
    int games_given;    /* --games was given (--matrix has its own default) */
    char loadout_text[2][512]; /* --loadouts A;B, as given */
    exile_loadout loadout[2];  /* --loadouts: read from loadout_text */
    int loadouts_given;
    double ms;          /* --ms N: every bot's time per decision, 0 their own */
};

/* Prints label and text from column indent, wrapped at 79 columns. */
static void print_wrapped(FILE *f, const char *label, const char *text, int indent)
{
    int col = fprintf(f, "%*s%s", indent, "", label);

    while (*text) {
        int len = (int)strcspn(text, " ");

        if (col + 1 + len > 79 && col > indent + (int)strlen(label)) {
            fprintf(f, "\n%*s", indent + (int)strlen(label), "");
            col = indent + (int)strlen(label);
        } else if (col > indent + (int)strlen(label)) {
            col += fprintf(f, " ");
        }
        col += fprintf(f, "%.*s", len, text);
        text += len;
        text += strspn(text, " ");
    }
    fputc('\n', f);
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: exile-arena [--games N] [--seed S] [--bots A,B] [--box 1|2] [--ms N]\n"
            "                   [--stamina-order any|canonical] [--watch [--record FILE]]\n"
            "                   [--replay FILE] [--human] [--no-progress] [--stats]\n"
            "                   [--matrix] [--loadouts A;B]\n"
            "\n"
            "  --games N      play N matches (default 1000); the bots swap seats every match\n"
            "  --seed S       the seed of the first match; match i has seed S + i (default 1;\n"
            "                 --watch and --human draw one from the clock and print it)\n"
            "  --bots A,B     bot 0 and bot 1 (default random,random); a bot is NAME or\n"
            "                 NAME:PARAMS, params key=value separated by ',' or ':'\n"
            "                 (--bots ismcts:iterations=300,depth=20,greedy), or cmd:COMMAND,\n"
            "                 a program speaking the bot protocol (--bots 'cmd:exile-bot\n"
            "                 greedy',random); a program that fails loses the match\n"
            "  --ms N         every bot's time per decision, in milliseconds: a search bot\n"
            "                 given no iterations searches until then (default: their own)\n"
            "  --box N        play the recommended first game of Box N (default 1)\n"
            "  --stamina-order any|canonical\n"
            "                 the orders of taps and channels the matches accept: every\n"
            "                 order the rules allow, or one canonical order, fewer branches\n"
            "                 for the bots' search (EXILE_MATCH_CANONICAL_STAMINA); default\n"
            "                 canonical, and any with --human and --replay\n"
            "  --watch        play one match and print it play by play\n"
            "  --record FILE  with --watch: also write the match as a replay (seed and actions)\n"
            "  --replay FILE  play a replay back exactly, play by play, checking every action\n"
            "  --human        play seat 0 yourself against bot 1 (end with EOF or 'quit')\n"
            "  --no-progress  no progress bar on stderr\n"
            "  --stats        also print each bot's actions of each kind per match (attacks,\n"
            "                 blocks, Tactics, Reactions, Prepares, Finishers, abilities,\n"
            "                 unlocks, Unleashes...) and the rounds per match\n"
            "  --matrix       the balance matrix: every recommended loadout against every\n"
            "                 other, N matches a pairing (--games, default 200), the row's\n"
            "                 win rate with its 95%% interval, draws and rounds\n"
            "  --loadouts A;B one pairing of any two loadouts, printed as two rows of the\n"
            "                 matrix; a loadout is a recommended one's number (0-3) or seven\n"
            "                 codes EXILE,SECONDARY,PROTECTIVE,KIT,MEMORY,MEMORY,MEMORY\n"
            "\n"
            "bots:\n");
    for (int i = 0; i < exile_bot_count(); i++) {
        fprintf(f, "  %-12s %s\n", exile_bot_name(i), exile_bot_description(i));
        if (exile_bot_params_help(i)[0])
            print_wrapped(f, "params: ", exile_bot_params_help(i), 15);
    }
}

/* The value of option `name` at argv[*i] ("--name V" or "--name=V"), or NULL. */
static const char *option_value(int argc, char **argv, int *i, const char *name)
{
    size_t len = strlen(name);

    if (strncmp(argv[*i], name, len) != 0)
        return NULL;
    if (argv[*i][len] == '=')
        return argv[*i] + len + 1;
    if (argv[*i][len] != '\0')
        return NULL;
    if (*i + 1 >= argc) {
        fprintf(stderr, "exile-arena: %s needs a value\n", name);
        exit(2);
    }
    return argv[++*i];
}

static uint64_t parse_number(const char *name, const char *text)
{
    char *end;
    unsigned long long v;

    errno = 0;
    v = strtoull(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || text[0] == '-') {
        fprintf(stderr, "exile-arena: %s wants a number, not '%s'\n", name, text);
        exit(2);
    }
    return (uint64_t)v;
}

/*
 * --bots A,B: the commas separate the bots and the params of one bot, so
 * the second bot begins at the first comma after which a bot's name comes
 * ("ismcts:iterations=300,depth=20,greedy").
 */
static void parse_bots(const char *text, struct options *o)
{
    const char *second = NULL;

    for (const char *c = strchr(text, ','); c && !second; c = strchr(c + 1, ','))
        if (starts_bot(c + 1, strcspn(c + 1, ",")))
            second = c;
    if (!second || parse_bot_spec(text, (size_t)(second - text), &o->bot[0]) != 0 ||
        parse_bot_spec(second + 1, strlen(second + 1), &o->bot[1]) != 0) {
        fprintf(stderr, "exile-arena: --bots wants two bots, such as random,random or "
                        "ismcts:iterations=300,greedy\n\n");
        usage(stderr);
        exit(2);
    }
}

/* The matches of a pairing when --matrix or --loadouts comes without --games. */
#define MATRIX_DEFAULT_GAMES 200ul

/* --loadouts A;B: two loadouts, each a number or seven codes. */
static void parse_loadouts(const char *text, struct options *o)
{
    const char *semi = strchr(text, ';');
    size_t len0 = semi ? (size_t)(semi - text) : 0;

    if (!semi || len0 >= sizeof o->loadout_text[0] || strlen(semi + 1) >= sizeof o->loadout_text[1]) {
        fprintf(stderr, "exile-arena: --loadouts wants two loadouts separated by ';', such as "
                        "'0;3' or 'EXL-01,GR-03,GR-05,GR-07,MEM-01,MEM-02,MEM-03;1'\n");
        exit(2);
    }
    memcpy(o->loadout_text[0], text, len0);
    o->loadout_text[0][len0] = '\0';
    strcpy(o->loadout_text[1], semi + 1);
    for (int s = 0; s < 2; s++)
        if (arena_parse_loadout(o->loadout_text[s], &o->loadout[s]) != 0)
            exit(2);
    o->loadouts_given = 1;
}

static void parse_options(int argc, char **argv, struct options *o)
{
    const char *v;

    o->games = 1000;
    o->seed = 1;
    o->seed_given = 0;
    if (parse_bot_spec("random", 6, &o->bot[0]) != 0)
        exit(2);
    o->bot[1] = o->bot[0];
    o->watch = o->human = 0;
    o->progress = 1;
    o->record = o->replay = NULL;
    o->box = 1;
    o->canonical = -1;
    o->stats = o->matrix = o->games_given = o->loadouts_given = 0;
    o->ms = 0;
    for (int i = 1; i < argc; i++) {
        if ((v = option_value(argc, argv, &i, "--games"))) {
            uint64_t games = parse_number("--games", v);
            if (games == 0 || games > 1000000000u) {
                fprintf(stderr, "exile-arena: --games wants 1 to 1000000000\n");
                exit(2);
            }
            o->games = (unsigned long)games;
            o->games_given = 1;
        } else if ((v = option_value(argc, argv, &i, "--seed"))) {
            o->seed = parse_number("--seed", v);
            o->seed_given = 1;
        } else if ((v = option_value(argc, argv, &i, "--bots"))) {
            parse_bots(v, o);
        } else if ((v = option_value(argc, argv, &i, "--ms"))) {
            uint64_t ms = parse_number("--ms", v);
            if (ms > 3600000u) {
                fprintf(stderr, "exile-arena: --ms wants 0 to 3600000\n");
                exit(2);
            }
            o->ms = (double)ms;
        } else if ((v = option_value(argc, argv, &i, "--box"))) {
            uint64_t box = parse_number("--box", v);
            if (box < 1 || box > (uint64_t)exile_recommended_count() / 2) {
                fprintf(stderr, "exile-arena: --box wants 1 or 2\n");
                exit(2);
            }
            o->box = (int)box;
        } else if ((v = option_value(argc, argv, &i, "--stamina-order"))) {
            if (strcmp(v, "any") != 0 && strcmp(v, "canonical") != 0) {
                fprintf(stderr, "exile-arena: --stamina-order wants any or canonical\n");
                exit(2);
            }
            o->canonical = strcmp(v, "canonical") == 0;
        } else if ((v = option_value(argc, argv, &i, "--record"))) {
            o->record = v;
            o->watch = 1;
        } else if ((v = option_value(argc, argv, &i, "--replay"))) {
            o->replay = v;
        } else if (strcmp(argv[i], "--watch") == 0) {
            o->watch = 1;
        } else if (strcmp(argv[i], "--human") == 0) {
            o->human = 1;
        } else if ((v = option_value(argc, argv, &i, "--loadouts"))) {
            parse_loadouts(v, o);
        } else if (strcmp(argv[i], "--stats") == 0) {
            o->stats = 1;
        } else if (strcmp(argv[i], "--matrix") == 0) {
            o->matrix = 1;
        } else if (strcmp(argv[i], "--no-progress") == 0) {
            o->progress = 0;
        } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            exit(0);
        } else {
            fprintf(stderr, "exile-arena: unknown argument '%s'\n\n", argv[i]);
            usage(stderr);
            exit(2);
        }
    }
    if ((o->watch || o->human) && !o->seed_given)
        o->seed = (uint64_t)time(NULL);
    if ((o->matrix || o->loadouts_given) && !o->games_given)
        o->games = MATRIX_DEFAULT_GAMES;
    if (o->matrix && o->loadouts_given) {
        fprintf(stderr, "exile-arena: --matrix plays the recommended loadouts; --loadouts one "
                        "pairing: give one of them\n");
        exit(2);
    }
}

/* ------------------------------------------------------------------------ */
/* Playing                                                                   */
/* ------------------------------------------------------------------------ */

/* The box whose first game every match plays (--box; a replay names its own). */
static int match_box = 1;

/* The flags of every match (--stamina-order). A replay plays back in any
 * order too: every order accepts what the canonical order does, alike. */
static unsigned match_flags;

static exile_match *new_match_of(const struct arena_setup *setup)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_match *m = NULL;
    exile_status st;

    opts.seed = setup->seed;
    opts.flags = match_flags;
    opts.first_player = setup->first_player;
    opts.loadout[0] = setup->loadout[0];
    opts.loadout[1] = setup->loadout[1];
    st = exile_match_create(&m, &opts);
    if (st != EXILE_OK) {
        fprintf(stderr, "exile-arena: cannot create the match of seed %llu: %s\n",
                (unsigned long long)setup->seed, exile_status_str(st));
        return NULL;
    }
    return m;
}

/* The first game of the box (--box): recommended loadouts 2N-2 and 2N-1. */
static int box_setup(uint64_t seed, exile_loadout lo[2], struct arena_setup *setup)
{
    setup->seed = seed;
    setup->first_player = -1;
    for (int s = 0; s < 2; s++) {
        if (exile_recommended_loadout(2 * (match_box - 1) + s, &lo[s]) != EXILE_OK)
            return -1;
        setup->loadout[s] = &lo[s];
    }
    return 0;
}

static exile_match *new_match(uint64_t seed)
{
    exile_loadout lo[2];
    struct arena_setup setup;

    return box_setup(seed, lo, &setup) == 0 ? new_match_of(&setup) : NULL;
}

/* The time of every bot's decisions (--ms), 0 for their own. */
static double decision_ms;

/* The bots of one match, seat by seat. */
struct table {
    const struct bot_spec *bot[2]; /* NULL: a human */
    exile_bot *state[2];           /* a bundled bot */
    struct process *program[2];    /* a program (cmd:COMMAND) */
    int lost;                      /* the seat whose bot lost the match by failing, or -1 */
};

/* The bot of seat loses the match by failing (a program's fault, said in why). */
static void forfeit(struct table *t, int seat, uint64_t seed, const char *why)
{
    fprintf(stderr, "exile-arena: seed %llu: bot %s (seat %d) loses the match: %s\n",
            (unsigned long long)seed, t->bot[seat]->label, seat, why);
    arena_external_forfeit(t->bot[seat]);
    if (t->lost < 0)
        t->lost = seat;
}

/* The seed of the bot of seat s in the match of seed: a bundled bot and the
 * same bot as a program (exile-bot) get the same. */
static uint64_t bot_seed(uint64_t seed, int s)
{
    return splitmix64(seed ^ (0x51ed2701u * (unsigned)(s + 1)));
}

static int table_open(struct table *t, const struct bot_spec *seat0, const struct bot_spec *seat1,
                      uint64_t seed)
{
    t->bot[0] = seat0;
    t->bot[1] = seat1;
    t->state[0] = t->state[1] = NULL;
    t->program[0] = t->program[1] = NULL;
    t->lost = -1;
    for (int s = 0; s < 2; s++) {
        char err[256];

        if (!t->bot[s])
            continue; /* a human */
        if (arena_is_external(t->bot[s])) {
            t->program[s] = arena_external_open(t->bot[s], bot_seed(seed, s), s, err, sizeof err);
            if (!t->program[s])
                forfeit(t, s, seed, err);
            continue;
        }
        if (exile_bot_create(&t->state[s], t->bot[s]->label, bot_seed(seed, s), err, sizeof err) != EXILE_OK) {
            fprintf(stderr, "exile-arena: cannot make the bot %s: %s\n", t->bot[s]->label, err);
            t->state[s] = NULL;
            return -1;
        }
    }
    return 0;
}

static void table_close(struct table *t, int winner)
{
    for (int s = 0; s < 2; s++) {
        exile_bot_destroy(t->state[s]);
        arena_external_close(t->program[s], winner);
    }
}

/* Asks the bot of the seat to act for an action: 0; 1 when it lost the
 * match by failing (t->lost); or -1 after an error. */
static int bot_choose(const exile_match *m, struct table *t, uint64_t seed, exile_action *out)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    int seat = exile_match_to_act(m);
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);

    if (n == 0 || n > EXILE_MAX_LEGAL_ACTIONS) {
        fprintf(stderr, "exile-arena: seed %llu: seat %d has %zu legal actions\n",
                (unsigned long long)seed, seat, n);
        return -1;
    }
    if (t->program[seat]) {
        char why[256];
        /* The sample's seed tells nothing: it deals what the seat cannot see. */
        int r = arena_external_choose(t->program[seat], m, splitmix64(seed ^ exile_match_action_count(m)),
                                      decision_ms, out, why, sizeof why);
        if (r == -1)
            forfeit(t, seat, seed, why);
        else if (r != 0)
            fprintf(stderr, "exile-arena: seed %llu: %s\n", (unsigned long long)seed, why);
        return r == -1 ? 1 : r;
    }
    if (exile_bot_choose(t->state[seat], m, decision_ms, out) != EXILE_OK) {
        fprintf(stderr, "exile-arena: seed %llu: bot %s could not choose\n", (unsigned long long)seed,
                t->bot[seat]->label);
        return -1;
    }
    for (size_t i = 0; i < n; i++)
        if (acts[i] == *out)
            return 0;
    fprintf(stderr, "exile-arena: seed %llu: bot %s chose action %u, which is not legal\n",
            (unsigned long long)seed, t->bot[seat]->label, (unsigned)*out);
    return -1;
}

/* Applies an action a bot chose: 0, or -1 after an error. */
static int bot_apply(exile_match *m, struct table *t, uint64_t seed, exile_action a)
{
    int seat = exile_match_to_act(m);
    exile_status st = exile_match_apply(m, a);

    if (st != EXILE_OK) {
        fprintf(stderr, "exile-arena: seed %llu: bot %s chose action %u: %s\n",
                (unsigned long long)seed, t->bot[seat]->label, (unsigned)a, exile_status_str(st));
        return -1;
    }
    return 0;
}

/* The round a match is in (or ended in): the second number of the
 * observation (exile_view_observe). */
static int match_round(const exile_match *m)
{
    float obs[4096];
    exile_view *v;
    int round = 0;

    if (exile_observation_size() > sizeof obs / sizeof obs[0] || exile_view_create(&v, m, 0) != EXILE_OK)
        return 0;
    if (exile_view_observe(v, obs, sizeof obs / sizeof obs[0]) == EXILE_OK)
        round = (int)obs[1];
    exile_view_destroy(v);
    return round;
}

int arena_play(const struct arena_setup *setup, const struct bot_spec *seat0,
               const struct bot_spec *seat1, struct arena_stats *stats, const int who[2], int *rounds)
{
    uint64_t seed = setup->seed;
    struct table t;
    exile_match *m = new_match_of(setup);
    int winner = -1;

    if (!m)
        return -1;
    if (table_open(&t, seat0, seat1, seed) == 0) {
        exile_action a;

        while (t.lost < 0 && exile_match_to_act(m) >= 0 &&
               exile_match_action_count(m) < MAX_ACTIONS_PER_MATCH) {
            int seat = exile_match_to_act(m);

            if (bot_choose(m, &t, seed, &a) != 0 || bot_apply(m, &t, seed, a) != 0)
                break;
            if (stats)
                arena_stats_add(stats, who[seat], a);
        }
        winner = exile_match_winner(m);
        *rounds = match_round(m);
        if (t.lost >= 0) {
            winner = 1 - t.lost; /* the other bot wins a match its opponent failed */
        } else if (exile_match_to_act(m) >= 0) {
            if (exile_match_action_count(m) >= MAX_ACTIONS_PER_MATCH)
                fprintf(stderr, "exile-arena: seed %llu: no end after %u actions\n",
                        (unsigned long long)seed, MAX_ACTIONS_PER_MATCH);
            winner = -1;
        }
        if (stats && winner >= 0)
            arena_stats_match(stats, *rounds);
    }
    table_close(&t, winner);
    exile_match_destroy(m);
    return winner;
}

static void progress(unsigned long done, unsigned long total)
{
    enum { WIDTH = 40 };
    char bar[WIDTH + 1];
    size_t filled = (size_t)((unsigned long long)done * WIDTH / total);

    memset(bar, '#', filled);
    memset(bar + filled, '.', WIDTH - filled);
    bar[WIDTH] = '\0';
    fprintf(stderr, "\r[%s] %lu/%lu", bar, done, total);
    fflush(stderr);
}

void arena_wilson(unsigned long wins, unsigned long n, double *lo, double *hi)
{
    const double z = 1.959963984540054;
    double nn = (double)n, p = (double)wins / nn;
    double denom = 1.0 + z * z / nn;
    double centre = (p + z * z / (2.0 * nn)) / denom;
    double half = z * sqrt(p * (1.0 - p) / nn + z * z / (4.0 * nn * nn)) / denom;

    *lo = centre - half < 0.0 ? 0.0 : centre - half;
    *hi = centre + half > 1.0 ? 1.0 : centre + half;
}

/* What a series of matches between the two bots counts. */
struct series {
    unsigned long seat_wins[2], bot_wins[2], draws;
    unsigned long forfeits[2]; /* matches each bot lost by failing (a program's) */
    struct arena_stats stats;
};

/* Plays match g of the series and counts it in *c: 0, or -1 if it failed. */
static int play_series_match(const struct options *o, unsigned long g, struct series *c)
{
    exile_loadout box[2];
    struct arena_setup setup;
    /* Bot 0 plays seat 0 in even matches and seat 1 in odd ones. */
    int bot0_seat = (int)(g & 1u);
    const int who[2] = { bot0_seat, 1 - bot0_seat };
    int winner = -1, rounds;

    if (box_setup(o->seed + g, box, &setup) == 0)
        winner = arena_play(&setup, &o->bot[who[0]], &o->bot[who[1]], &c->stats, who, &rounds);
    if (winner < 0)
        return -1;
    if (winner == 2) {
        c->draws++;
    } else {
        c->seat_wins[winner]++;
        c->bot_wins[winner == bot0_seat ? 0 : 1]++;
    }
    return 0;
}

/* Sums the counts of every process's share of the series (arena_shard_sum). */
static void series_sum(const struct options *o, struct series *c)
{
    arena_shard_sum(c->seat_wins, 2);
    arena_shard_sum(c->bot_wins, 2);
    arena_shard_sum(&c->draws, 1);
    for (int b = 0; b < 2; b++)
        c->forfeits[b] = arena_external_forfeits(&o->bot[b]);
    arena_shard_sum(c->forfeits, 2);
    arena_stats_sum(&c->stats);
}

static int run_arena(const struct options *o)
{
    int show = o->progress && isatty(STDERR_FILENO);
    unsigned long step = o->games / 200 ? o->games / 200 : 1;
    struct series c;
    int failed = 0;
    double lo, hi;

    memset(&c, 0, sizeof c);
    for (unsigned long g = 0; g < o->games; g++) {
        if (arena_shard_plays(g) && play_series_match(o, g, &c) != 0) {
            if (show)
                fputc('\n', stderr);
            fprintf(stderr, "exile-arena: match %lu (seed %llu) failed\n", g,
                    (unsigned long long)(o->seed + g));
            failed = 1;
            break;
        }
        if (show && ((g + 1) % step == 0 || g + 1 == o->games))
            progress(g + 1, o->games);
    }
    if (arena_shard_failed(failed))
        return 1;
    if (show)
        fprintf(stderr, "\r%*s\r", 60, "");
    series_sum(o, &c);

    printf("%lu matches, seeds %llu to %llu; bot 0 is %s, bot 1 is %s; they swap seats every match\n",
           o->games, (unsigned long long)o->seed, (unsigned long long)(o->seed + o->games - 1),
           o->bot[0].label, o->bot[1].label);
    printf("seat 0 wins: %lu\nseat 1 wins: %lu\ndraws:       %lu\n", c.seat_wins[0], c.seat_wins[1],
           c.draws);
    for (int b = 0; b < 2; b++)
        printf("bot %d (%s) wins: %lu\n", b, o->bot[b].label, c.bot_wins[b]);
    for (int b = 0; b < 2; b++)
        if (c.forfeits[b] > 0)
            printf("bot %d (%s) lost %lu matches by failing (crashed, exited, too slow, or an answer not "
                   "offered: see the messages)\n", b, o->bot[b].label, c.forfeits[b]);
    for (int b = 0; b < 2; b++) {
        arena_wilson(c.bot_wins[b], o->games, &lo, &hi);
        printf("bot %d (%s) win rate: %.1f%% (95%% Wilson interval %.1f%% to %.1f%%)\n", b,
               o->bot[b].label, 100.0 * (double)c.bot_wins[b] / (double)o->games, 100.0 * lo, 100.0 * hi);
    }
    if (o->stats) {
        const char *const label[2] = { o->bot[0].label, o->bot[1].label };

        printf("\n");
        arena_stats_print(&c.stats, label);
    }
    return 0;
}

static int run_watch(const struct options *o)
{
    struct watcher w = { EXILE_OMNISCIENT, 1, -1, { o->bot[0].label, o->bot[1].label } };
    struct table t;
    exile_match *m = new_match(o->seed);
    char text[EXILE_DESCRIBE_MAX];
    FILE *record = NULL;
    int rc = 1;

    if (!m)
        return 1;
    if (table_open(&t, &o->bot[0], &o->bot[1], o->seed) != 0)
        goto out;
    exile_match_watch(m, EXILE_OMNISCIENT, print_event, &w);
    if (o->record) {
        record = fopen(o->record, "w");
        if (!record) {
            fprintf(stderr, "exile-arena: cannot write %s\n", o->record);
            goto out;
        }
        fprintf(record, "exile-replay 1\nseed %llu\nbox %d\n", (unsigned long long)o->seed, match_box);
    }
    printf("Match of seed %llu (replay with --seed %llu): seat 0 is %s, seat 1 is %s\n",
           (unsigned long long)o->seed, (unsigned long long)o->seed, o->bot[0].label, o->bot[1].label);
    printf("\n== Round %d ==\n", w.round);
    while (exile_match_to_act(m) >= 0 && exile_match_action_count(m) < MAX_ACTIONS_PER_MATCH) {
        int seat = exile_match_to_act(m);
        exile_action a;

        if (bot_choose(m, &t, o->seed, &a) != 0)
            goto out;
        /* The action first, in the referee's words, then the events its
         * application reports. */
        if (exile_action_describe(m, EXILE_OMNISCIENT, a, text, sizeof text, NULL) != EXILE_OK)
            format_action(m, a, text, sizeof text);
        printf("[round %d] seat %d (%s): %s\n", w.round, seat, t.bot[seat]->label, text);
        if (record) {
            char exact[256];
            if (exile_action_format(m, a, exact, sizeof exact) == EXILE_OK)
                fprintf(record, "%s\n", exact);
        }
        if (bot_apply(m, &t, o->seed, a) != 0)
            goto out;
    }
    if (record && fclose(record) != 0) {
        fprintf(stderr, "exile-arena: cannot write %s\n", o->record);
        record = NULL;
        goto out;
    }
    record = NULL;
    if (exile_match_to_act(m) >= 0) {
        fprintf(stderr, "exile-arena: no end after %u actions\n", MAX_ACTIONS_PER_MATCH);
        goto out;
    }
    printf("winner: %d after %u actions\n", exile_match_winner(m), exile_match_action_count(m));
    rc = 0;
out:
    if (record)
        fclose(record);
    table_close(&t, exile_match_winner(m));
    exile_match_destroy(m);
    return rc;
}

/* Plays a replay back: "exile-replay 1", "seed N", "box N" (optional: Box 1
 * without it), then one action a line, as exile_action_format writes them.
 * Every action must be legal where it comes; the winner is printed at the
 * end. */
static int run_replay(const struct options *o)
{
    FILE *f = fopen(o->replay, "r");
    char line[512];
    unsigned long long seed;
    unsigned n = 0;
    int rc = 1;

    if (!f) {
        fprintf(stderr, "exile-arena: cannot read %s\n", o->replay);
        return 1;
    }
    if (!fgets(line, sizeof line, f) || strcmp(line, "exile-replay 1\n") != 0 || !fgets(line, sizeof line, f) ||
        sscanf(line, "seed %llu", &seed) != 1) {
        fprintf(stderr, "exile-arena: %s is no replay (it starts 'exile-replay 1', then 'seed N')\n", o->replay);
        fclose(f);
        return 1;
    }
    long where = ftell(f);
    int box = 1;
    if (fgets(line, sizeof line, f) && sscanf(line, "box %d", &box) == 1) {
        if (box < 1 || box > exile_recommended_count() / 2) {
            fprintf(stderr, "exile-arena: %s names no box 1 or 2\n", o->replay);
            fclose(f);
            return 1;
        }
    } else if (fseek(f, where, SEEK_SET) != 0) {
        fclose(f);
        return 1;
    }
    match_box = box;
    exile_match *m = new_match((uint64_t)seed);
    struct watcher w = { EXILE_OMNISCIENT, 1, -1, { "replay", "replay" } };
    if (!m) {
        fclose(f);
        return 1;
    }
    exile_match_watch(m, EXILE_OMNISCIENT, print_event, &w);
    printf("Replay of %s, seed %llu\n\n== Round 1 ==\n", o->replay, seed);
    while (fgets(line, sizeof line, f)) {
        exile_action a;
        line[strcspn(line, "\n")] = '\0';
        n++;
        int seat = exile_match_to_act(m);
        if (exile_action_parse(m, line, &a) != EXILE_OK || exile_match_apply(m, a) != EXILE_OK) {
            fprintf(stderr, "exile-arena: %s, action %u: '%s' cannot be played here\n", o->replay, n, line);
            goto out;
        }
        printf("[round %d] seat %d: %s\n", w.round, seat, line);
    }
    printf("winner: %d after %u actions\n", exile_match_winner(m), exile_match_action_count(m));
    rc = 0;
out:
    fclose(f);
    exile_match_destroy(m);
    return rc;
}

/* ------------------------------------------------------------------------ */
/* A human at the terminal                                                   */
/* ------------------------------------------------------------------------ */

/* The commands of --human, besides an action's number or text. */
static void print_help(void)
{
    printf("\nType the number of an action, or its text as listed (\"declare 2\").\n"
           "  board    show the board again\n"
           "  card N   the full text of the card N of your hand (1 is the first)\n"
           "  help     this help\n"
           "  quit     leave the match (end of input does too)\n"
           "An action that is not legal now is refused with the reason.\n"
           "How to play: the guide to the game (doc/guide.md) explains a round, an\n"
           "attack step by step, Tactics cards, Finishers and the Unlock.\n");
}

/* The printed text of card @p i (from 1) of seat 0's hand. */
static void print_hand_card(const exile_match *m, unsigned long i)
{
    int n = exile_match_get(m, 0, EXILE_FIELD_HAND_COUNT, 0, 0);
    if (i < 1 || i > (unsigned long)n) {
        printf("your hand holds %d cards\n", n);
        return;
    }
    int card = exile_match_get(m, 0, EXILE_FIELD_HAND_CARD, 0, (int)i - 1);
    printf("%s (%s)\n", exile_card_name(card), exile_card_code(card));
    for (int l = 0; l < exile_card_text_count(card); l++)
        printf("  %s\n", exile_card_text(card, l));
}

/* Reads one line into buf, without its newline: 0, or -1 at end of input. */
static int read_line(char *buf, size_t cap)
{
    size_t len;

    if (!fgets(buf, (int)cap, stdin))
        return -1;
    len = strlen(buf);
    if (len > 0 && buf[len - 1] == '\n') {
        buf[--len] = '\0';
    } else {
        int c;
        while ((c = getchar()) != EOF && c != '\n')
            ; /* drop the rest of a line too long for buf */
    }
    while (len > 0 && (buf[len - 1] == ' ' || buf[len - 1] == '\t' || buf[len - 1] == '\r'))
        buf[--len] = '\0';
    return 0;
}

/*
 * Asks the human for one of the legal actions, by its number or its text.
 * Returns 0 with *out set, or -1 when the human quits (EOF or "quit").
 */
static int human_choose(const exile_match *m, exile_action *out)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    char line[512], text[512];

    if (n > EXILE_MAX_LEGAL_ACTIONS)
        n = EXILE_MAX_LEGAL_ACTIONS;
    board_print(stdout, m, 0);
    printf("\nYour legal actions ('help' for the commands):\n");
    for (size_t i = 0; i < n; i++) {
        format_action(m, acts[i], text, sizeof text);
        printf("  %3zu) %s\n", i + 1, text);
    }
    for (;;) {
        const char *p;
        exile_action a;
        exile_status st;

        printf("your action (a number or its text; 'quit' or EOF to stop): ");
        fflush(stdout);
        if (read_line(line, sizeof line) != 0) {
            printf("\n");
            return -1;
        }
        for (p = line; *p == ' ' || *p == '\t'; p++)
            ;
        if (*p == '\0')
            continue;
        if (strcmp(p, "quit") == 0 || strcmp(p, "q") == 0)
            return -1;
        if (strcmp(p, "help") == 0 || strcmp(p, "?") == 0) {
            print_help();
            continue;
        }
        if (strcmp(p, "board") == 0) {
            board_print(stdout, m, 0);
            continue;
        }
        if (strncmp(p, "card ", 5) == 0) {
            print_hand_card(m, strtoul(p + 5, NULL, 10));
            continue;
        }
        if (strspn(p, "0123456789") == strlen(p)) {
            unsigned long k = strtoul(p, NULL, 10);

            if (k >= 1 && k <= n) {
                *out = acts[k - 1];
                return 0;
            }
            printf("there is no action %s; choose 1 to %zu\n", p, n);
            continue;
        }
        st = exile_action_parse(m, p, &a);
        if (st != EXILE_OK) {
            printf("cannot read '%s': %s\n", p, exile_status_str(st));
            continue;
        }
        for (size_t i = 0; i < n; i++) {
            if (acts[i] == a) {
                *out = a;
                return 0;
            }
        }
        char why[EXILE_REASON_MAX];
        exile_match_why(m, 0, a, why, sizeof why, NULL);
        printf("'%s' is not a legal action now: %s\n", p, why);
    }
}

static int run_human(const struct options *o)
{
    struct watcher w = { 0, 1, 1, { "you", o->bot[1].label } };
    struct table t;
    exile_match *m = new_match(o->seed);
    char text[EXILE_DESCRIBE_MAX];
    int rc = 1;

    if (!m)
        return 1;
    if (table_open(&t, NULL, &o->bot[1], o->seed) != 0)
        goto out;
    /* The events seat 0 may see: the opponent's hidden cards stay hidden. */
    exile_match_watch(m, 0, print_event, &w);
    printf("Match of seed %llu (replay with --seed %llu): you play seat 0 against %s\n",
           (unsigned long long)o->seed, (unsigned long long)o->seed, o->bot[1].label);
    printf("\n== Round %d ==\n", w.round);
    while (exile_match_to_act(m) >= 0) {
        exile_action a;

        if (exile_match_to_act(m) == 1) {
            if (bot_choose(m, &t, o->seed, &a) != 0 || bot_apply(m, &t, o->seed, a) != 0)
                goto out;
            continue;
        }
        if (human_choose(m, &a) != 0) {
            rc = 0; /* the human left */
            goto out;
        }
        if (exile_action_describe(m, 0, a, text, sizeof text, NULL) != EXILE_OK)
            format_action(m, a, text, sizeof text);
        printf("[round %d] seat 0 (you): %s\n", w.round, text);
        if (exile_match_apply(m, a) != EXILE_OK) {
            fprintf(stderr, "exile-arena: the action was refused\n");
            goto out;
        }
    }
    printf("winner: %d (%s)\n", exile_match_winner(m),
           exile_match_winner(m) == 0 ? "you" : exile_match_winner(m) == 1 ? o->bot[1].label : "a draw");
    rc = 0;
out:
    table_close(&t, exile_match_winner(m));
    exile_match_destroy(m);
    return rc;
}

int main(int argc, char **argv)
{
    struct options o;

    arena_shard_begin(&argc, &argv);
    parse_options(argc, argv, &o);
    match_box = o.box;
    decision_ms = o.ms;
    /* The programs among the bots quit when the arena ends. */
    atexit(arena_external_quit_all);
    /* In an MPI run, the first process alone plays a single match and
     * shows progress. */
    if (!arena_shard_first()) {
        if (o.replay || o.human || o.watch)
            return 0;
        o.progress = 0;
    }
    /* The bots search on copies of the match: the canonical order gives
     * them fewer branches. A person may tap and channel in any order. */
    if (o.canonical > 0 || (o.canonical < 0 && !o.human && !o.replay))
        match_flags = EXILE_MATCH_CANONICAL_STAMINA;
    if (o.replay)
        return run_replay(&o);
    if (o.human)
        return run_human(&o);
    if (o.watch)
        return run_watch(&o);
    if (o.matrix)
        return arena_matrix(o.bot, o.games, o.seed, o.progress, o.stats);
    if (o.loadouts_given)
        return arena_pairing(o.bot, o.loadout, o.games, o.seed, o.stats);
    return run_arena(&o);
}
