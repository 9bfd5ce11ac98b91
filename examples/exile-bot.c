/*
 * exile-bot: any bundled bot of libexile-bots as a program that speaks the
 * bot protocol (doc/engine-protocol.md) on its standard input and output,
 * for exile-arena --bots cmd:... or any other host.
 *
 *   usage: exile-bot [SPEC]     (default greedy; SPEC as exile-arena's bots)
 *
 * At each match (newmatch SEED SEAT) it makes the bot anew with that seed,
 * as exile-arena makes a bundled bot, so that the same seeds give the same
 * matches whether the bot is linked in or runs here. It chooses on the
 * position it is sent: the seat's sample, which is all a fair bot reads.
 * Messages about the host's mistakes go to standard error; then it exits 1.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L /* getline */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <exile/bots.h>
#include <exile/exile.h>

/* The longest position the host may send. */
#define POSITION_CAP (64 * 1024)

struct state {
    const char *spec;
    exile_bot *bot;
    exile_match *m;
    char position[POSITION_CAP];
};

static void usage(FILE *f)
{
    fprintf(f, "usage: exile-bot [SPEC]\n"
               "  plays the bot of SPEC (default greedy) through the bot protocol on standard\n"
               "  input and output; SPEC is NAME or NAME:PARAMS, such as ismcts-full:iterations=800\n"
               "bots:");
    for (int i = 0; i < exile_bot_count(); i++)
        fprintf(f, " %s", exile_bot_name(i));
    fputc('\n', f);
}

/* The next line of standard input without its end, or NULL at its end. */
static char *next_line(char **line, size_t *cap)
{
    ssize_t n = getline(line, cap, stdin);

    if (n < 0)
        return NULL;
    while (n > 0 && ((*line)[n - 1] == '\n' || (*line)[n - 1] == '\r'))
        (*line)[--n] = '\0';
    return *line;
}

static int fail(const char *what, const char *detail)
{
    fprintf(stderr, "exile-bot: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    return -1;
}

/* newmatch SEED SEAT: the bot anew, seeded. */
static int new_match(struct state *s, const char *args)
{
    unsigned long long seed;
    int seat;
    char err[256];

    if (sscanf(args, "%llu %d", &seed, &seat) != 2)
        return fail("newmatch wants SEED SEAT, not", args);
    exile_bot_destroy(s->bot);
    s->bot = NULL;
    if (exile_bot_create(&s->bot, s->spec, (uint64_t)seed, err, sizeof err) != EXILE_OK)
        return fail(err, NULL);
    return 0;
}

/* position, then the notation to its line "end". */
static int read_position(struct state *s, char **line, size_t *cap)
{
    size_t len = 0;
    char err[256];

    for (;;) {
        size_t n;

        if (!next_line(line, cap))
            return fail("the position ends before its line 'end'", NULL);
        n = strlen(*line);
        if (len + n + 2 > sizeof s->position)
            return fail("the position is too long", NULL);
        memcpy(s->position + len, *line, n);
        s->position[len + n] = '\n';
        len += n + 1;
        s->position[len] = '\0';
        if (strcmp(*line, "end") == 0)
            break;
    }
    exile_match_destroy(s->m);
    s->m = NULL;
    if (exile_match_from_notation_ex(&s->m, s->position, NULL, err, sizeof err) != EXILE_OK)
        return fail("the position does not load", err);
    return 0;
}

/* go MS: the bot's action, as its text. */
static int go(struct state *s, const char *args)
{
    char text[EXILE_ACTION_TEXT_MAX];
    double ms = strtod(args, NULL);
    exile_action a;
    exile_status st;

    if (!s->m)
        return fail("go before a position", NULL);
    if (!s->bot && new_match(s, "0 0") != 0)
        return -1;
    st = exile_bot_choose(s->bot, s->m, ms > 0 ? ms : 0, &a);
    if (st == EXILE_OK)
        st = exile_action_format(s->m, a, text, sizeof text);
    if (st != EXILE_OK)
        return fail("no action", exile_status_str(st));
    printf("action %s\n", text);
    fflush(stdout);
    return 0;
}

/* Plays the protocol to its quit or the end of the input: 0, or -1. */
static int serve(struct state *s)
{
    char *line = NULL;
    size_t cap = 0;
    int rc = 0;

    while (rc == 0 && next_line(&line, &cap)) {
        char *args = strchr(line, ' ');

        args = args ? args + 1 : line + strlen(line);
        if (strncmp(line, "exile-bot ", 10) == 0) {
            printf("id name exile-bot %s\nready\n", s->spec);
            fflush(stdout);
        } else if (strncmp(line, "newmatch ", 9) == 0) {
            rc = new_match(s, args);
        } else if (strcmp(line, "position") == 0) {
            rc = read_position(s, &line, &cap);
        } else if (strncmp(line, "actions ", 8) == 0) {
            /* The texts are the position's legal actions; the bot lists them. */
            for (long n = strtol(args, NULL, 10); n > 0 && rc == 0; n--)
                if (!next_line(&line, &cap))
                    rc = fail("the actions end early", NULL);
        } else if (strncmp(line, "go", 2) == 0 && (line[2] == ' ' || line[2] == '\0')) {
            rc = go(s, args);
        } else if (strcmp(line, "quit") == 0) {
            break;
        }
        /* Anything else (gameover W, a newer host's words) needs no answer. */
    }
    free(line);
    return rc;
}

int main(int argc, char **argv)
{
    static struct state s;
    char err[256];
    exile_bot *probe;
    int rc;

    if (argc > 2 || (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0))) {
        usage(argc > 2 ? stderr : stdout);
        return argc > 2 ? 2 : 0;
    }
    s.spec = argc == 2 ? argv[1] : "greedy";
    if (exile_bot_create(&probe, s.spec, 0, err, sizeof err) != EXILE_OK) {
        fprintf(stderr, "exile-bot: %s\n", err);
        usage(stderr);
        return 2;
    }
    exile_bot_destroy(probe);
    rc = serve(&s);
    exile_bot_destroy(s.bot);
    exile_match_destroy(s.m);
    return rc == 0 ? 0 : 1;
}
