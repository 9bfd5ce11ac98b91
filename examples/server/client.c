/*
 * exile-client: plays one seat of a match refereed by exile-server, as a
 * bundled bot (libexile-bots) or as a person at a line prompt, or watches it
 * with a spectator's token (doc/protocol.md; doc/man/exile-client.1).
 *
 *   exile-client --token T [--host ADDR] [--port P] [--bot NAME[:PARAMS]]
 *                [--seed S] [--log FILE] [--quit-after N]
 *
 * A bot needs a whole match to search, and the server sends a seat only
 * what it may see: at each decision the client asks for a sample, a match
 * dealt at random where the seat cannot see (exile_match_determinize() on
 * the server), and lets the bot choose on it. The random bot chooses among
 * the actions offered and needs none. A person sees the board of a sample
 * as the seat sees it (board.c), which is the seat's view of the match.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <exile/bots.h>
#include <exile/exile.h>

#include "../board.h"
#include "command.h"
#include "message.h"
#include "net.h"

/* The longest message the server sends (referee.h, REFEREE_MSG_MAX). */
#define LINE_MAX_BYTES (64u * 1024u)

typedef struct line_reader {
    int fd;
    char buf[LINE_MAX_BYTES + 1];
    size_t len;
} line_reader;

typedef struct player {
    int fd;
    exile_bot *bot;
    int random; /* the random bot: it chooses among the texts, without a sample */
    exile_bot_rng rng;
    FILE *log;
    long quit_after; /* decisions before it drops the connection; -1 never */
    long decisions;
    int human;
    int seat; /* 0 or 1; -1 for a spectator, or before the welcome */
    json_t *decide; /* the decision waiting for a sample or a person, or NULL */
    int waiting;
    long long decide_n;
} player;

/* The next line from r, terminated, without its line end: 1, 0 at the end
 * of the stream, -1 on an error or a line too long. */
static int read_line(line_reader *r, char *out)
{
    for (;;) {
        char *nl = memchr(r->buf, '\n', r->len);
        if (nl) {
            size_t n = (size_t)(nl - r->buf);
            memcpy(out, r->buf, n);
            out[n] = '\0';
            memmove(r->buf, nl + 1, r->len - n - 1);
            r->len -= n + 1;
            return 1;
        }
        if (r->len == LINE_MAX_BYTES)
            return -1;
        ssize_t got = read(r->fd, r->buf + r->len, LINE_MAX_BYTES - r->len);
        if (got == 0)
            return 0;
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        r->len += (size_t)got;
    }
}

/* Writes the whole line to the server: 0, or -1. */
static int write_line(player *p, const char *line, int n)
{
    if (n < 0 || (size_t)n > NET_MAX_MESSAGE + 1)
        return -1;
    for (size_t off = 0; off < (size_t)n;) {
        ssize_t w = write(p->fd, line + off, (size_t)n - off);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return -1;
        off += (size_t)w;
    }
    return 0;
}

static int send_line(player *p, const char *verb, const char *arg)
{
    char line[NET_MAX_MESSAGE + 2];
    return write_line(p, line, snprintf(line, sizeof line, arg ? "%s %s\n" : "%s\n", verb, arg));
}

/* Sends one of the actions offered, numbered with its decision, and counts
 * the decision. Returns 1 when the client is to drop the connection now
 * (--quit-after). */
static int act(player *p, const char *text)
{
    char line[NET_MAX_MESSAGE + 2];
    if (write_line(p, line, snprintf(line, sizeof line, "act #%lld %s\n", p->decide_n, text)) != 0)
        return -1;
    p->waiting = 0;
    return ++p->decisions == p->quit_after;
}

static void show_decision(const json_t *msg)
{
    char text[EXILE_PROMPT_MAX + EXILE_ACTION_TEXT_MAX];
    long n = msg_list_len(msg, "actions");
    if (msg_get_str(msg, "prompt", text, sizeof text) == 0)
        printf("\n%s\n", text);
    for (long i = 0; i < n; i++)
        if (msg_get_item(msg, "actions", (size_t)i, text, sizeof text) == 0)
            printf("  %2ld. %s\n", i + 1, text);
    printf("your action (a number, its text, or 'view'): ");
    fflush(stdout);
}

/* A bot's choice on the sample notation, written as text into out. */
static int bot_choice(player *p, const char *notation, char *out, size_t cap)
{
    exile_match *m = NULL;
    char err[256];
    if (exile_match_from_notation_ex(&m, notation, NULL, err, sizeof err) != EXILE_OK) {
        fprintf(stderr, "exile-client: the sample does not load: %s\n", err);
        return -1;
    }
    exile_action a;
    int status = -1;
    if (exile_bot_choose(p->bot, m, 0, &a) == EXILE_OK)
        status = exile_action_format(m, a, out, cap) == EXILE_OK ? 0 : -1;
    exile_match_destroy(m);
    return status;
}

/* Whether text is one of the actions the decision offers. */
static int offered(const json_t *decide, const char *text)
{
    char item[EXILE_ACTION_TEXT_MAX];
    long n = msg_list_len(decide, "actions");
    for (long i = 0; i < n; i++)
        if (msg_get_item(decide, "actions", (size_t)i, item, sizeof item) == 0 && strcmp(item, text) == 0)
            return 1;
    return 0;
}

static int on_decide(player *p, const json_t *msg)
{
    long n = msg_list_len(msg, "actions");
    char text[EXILE_ACTION_TEXT_MAX];
    if (n <= 0)
        return -1;
    json_decref(p->decide);
    p->decide = json_incref((json_t *)msg);
    msg_get_int(msg, "n", &p->decide_n);
    p->waiting = 1;
    if (p->human) {
        show_decision(msg);
        return 0;
    }
    if (p->random) {
        if (msg_get_item(msg, "actions", exile_bot_rng_below(&p->rng, (size_t)n), text, sizeof text) != 0)
            return -1;
        return act(p, text);
    }
    return send_line(p, "sample", NULL);
}

/* The board a person asked for: the seat's view of the sample, which is
 * its view of the match. */
static int show_board(player *p, const json_t *msg)
{
    char *notation = malloc(LINE_MAX_BYTES);
    exile_match *m = NULL;
    if (notation && msg_get_str(msg, "notation", notation, LINE_MAX_BYTES) == 0 &&
        exile_match_from_notation(&m, notation) == EXILE_OK)
        board_print(stdout, m, p->seat);
    exile_match_destroy(m);
    free(notation);
    if (p->waiting)
        show_decision(p->decide);
    return 0;
}

static int on_sample(player *p, const json_t *msg)
{
    char *notation;
    char text[EXILE_ACTION_TEXT_MAX];
    long long n;
    int status = 0;
    if (p->human)
        return show_board(p, msg);
    notation = malloc(LINE_MAX_BYTES);
    if (!notation)
        return -1;
    /* A sample of an older decision (one that timed out meanwhile) is stale. */
    if (!p->waiting || msg_get_int(msg, "n", &n) != 0 || n != p->decide_n) {
        free(notation);
        return 0;
    }
    if (msg_get_str(msg, "notation", notation, LINE_MAX_BYTES) != 0 ||
        bot_choice(p, notation, text, sizeof text) != 0) {
        status = -1;
    } else if (!offered(p->decide, text)) {
        fprintf(stderr, "exile-client: the bot chose '%s', which the decision does not offer\n", text);
        status = -1;
    } else {
        status = act(p, text);
    }
    free(notation);
    return status;
}

/* Whether a refusal is of an action written for an earlier decision. */
static int stale(const json_t *refused)
{
    char action[NET_MAX_MESSAGE + 1];
    const char *text;
    unsigned long long written;
    long long n;
    return msg_get_int(refused, "n", &n) == 0 && msg_get_str(refused, "action", action, sizeof action) == 0 &&
           command_act_number(action, &written, &text) == 1 && written != (unsigned long long)n;
}

/* One message of the server: 0 go on, 1 the match is over or the client
 * drops the connection, -1 an error. */
static int on_message(player *p, const json_t *msg)
{
    char text[EXILE_PROMPT_MAX + EXILE_REASON_MAX];
    const char *type = msg_type(msg);
    if (strcmp(type, "welcome") == 0) {
        long long seat;
        p->seat = msg_get_int(msg, "seat", &seat) == 0 && (seat == 0 || seat == 1) ? (int)seat : -1;
        /* A person playing a seat starts from the board. */
        return p->human && p->seat >= 0 ? send_line(p, "sample", NULL) : 0;
    }
    if (strcmp(type, "decide") == 0)
        return on_decide(p, msg);
    if (strcmp(type, "sample") == 0)
        return on_sample(p, msg);
    if (strcmp(type, "over") == 0) {
        if (msg_get_str(msg, "text", text, sizeof text) == 0)
            printf("%s\n", text);
        return 1;
    }
    if (strcmp(type, "refused") == 0 || strcmp(type, "error") == 0) {
        const char *key = type[0] == 'r' ? "reason" : "text";
        if (msg_get_str(msg, key, text, sizeof text) == 0)
            fprintf(p->human ? stdout : stderr, "%s: %s\n", type, text);
        /* A bot only sends what was offered: a refusal is a fault, but of
         * an action whose decision timed out before it came. */
        if (!p->human && !(type[0] == 'r' && stale(msg)))
            return -1;
        if (p->waiting)
            show_decision(p->decide);
        return 0;
    }
    if (p->human) {
        long long repeats = 0;
        if ((strcmp(type, "event") == 0 && msg_get_int(msg, "repeats", &repeats) != 0 &&
             msg_get_str(msg, "text", text, sizeof text) == 0) ||
            (strcmp(type, "wait") == 0 && msg_get_str(msg, "prompt", text, sizeof text) == 0))
            printf("  %s\n", text);
        else if (strcmp(type, "view") == 0 && p->seat < 0) {
            char *notation = malloc(LINE_MAX_BYTES);
            if (notation && msg_get_str(msg, "notation", notation, LINE_MAX_BYTES) == 0)
                printf("%s", notation);
            free(notation);
        }
    }
    return 0;
}

/* A line the person typed: a number of the list, "view" (the board; a
 * spectator's: the public view in the match notation), or an action's text. */
static int on_input(player *p, char *line)
{
    char text[EXILE_ACTION_TEXT_MAX];
    char *end;
    size_t len = strlen(line);
    while (len > 0 && (line[len - 1] == '\r' || line[len - 1] == ' '))
        line[--len] = '\0';
    if (len == 0)
        return 0;
    if (strcmp(line, "view") == 0)
        return send_line(p, p->seat >= 0 ? "sample" : "view", NULL);
    if (!p->waiting) {
        printf("it is not your decision\n");
        return 0;
    }
    long i = strtol(line, &end, 10);
    if (*end == '\0') {
        if (msg_get_item(p->decide, "actions", (size_t)(i - 1), text, sizeof text) != 0 || i < 1) {
            printf("no action has that number\n");
            return 0;
        }
        return act(p, text);
    }
    return act(p, line);
}

static int play(player *p)
{
    line_reader *net = calloc(1, sizeof *net), *in = calloc(1, sizeof *in);
    char *line = malloc(LINE_MAX_BYTES + 1);
    int status = -1;
    if (!net || !in || !line)
        goto out;
    net->fd = p->fd;
    in->fd = STDIN_FILENO;
    for (;;) {
        struct pollfd fds[2] = { { p->fd, POLLIN, 0 }, { STDIN_FILENO, POLLIN, 0 } };
        /* Lines already read are handled before waiting for more. */
        int r = net->len && memchr(net->buf, '\n', net->len) ? 1 : 0;
        if (!r && poll(fds, p->human ? 2 : 1, -1) < 0 && errno != EINTR)
            goto out;
        if (r || (fds[0].revents & (POLLIN | POLLHUP | POLLERR))) {
            int got = read_line(net, line);
            if (got <= 0) {
                fprintf(stderr, "exile-client: the server closed the connection\n");
                goto out;
            }
            char why[256];
            if (p->log) {
                fputs(line, p->log);
                fputc('\n', p->log);
            }
            json_t *msg = msg_parse(line, strlen(line), why, sizeof why);
            if (!msg) {
                fprintf(stderr, "exile-client: the server sent something that is no message: %s\n", why);
                goto out;
            }
            status = on_message(p, msg);
            json_decref(msg);
            if (status != 0)
                goto out;
        } else if (p->human && (fds[1].revents & (POLLIN | POLLHUP))) {
            if (read_line(in, line) <= 0) {
                status = 0;
                goto out;
            }
            status = on_input(p, line);
            if (status != 0)
                goto out;
        }
    }
out:
    json_decref(p->decide);
    p->decide = NULL;
    free(net);
    free(in);
    free(line);
    return status;
}

static void usage(FILE *to)
{
    fputs("usage: exile-client --token T [--host ADDR] [--port P] [--bot NAME[:PARAMS]]\n"
          "                    [--seed S] [--log FILE] [--quit-after N]\n",
          to);
}

int main(int argc, char **argv)
{
    const char *host = "127.0.0.1", *token = NULL, *bot = NULL, *log = NULL;
    long port = 7341;
    unsigned long long seed = 1;
    player p;
    memset(&p, 0, sizeof p);
    /* A peer or a reader of the output that went away is an error to handle
     * where it happens, not a signal that ends the program. */
    signal(SIGPIPE, SIG_IGN);
    p.quit_after = -1;
    p.seat = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        char *end = NULL;
        if (strcmp(a, "--help") == 0) {
            usage(stdout);
            return 0;
        }
        if (!v) {
            usage(stderr);
            return 2;
        }
        i++;
        if (strcmp(a, "--token") == 0)
            token = v;
        else if (strcmp(a, "--host") == 0)
            host = v;
        else if (strcmp(a, "--port") == 0)
            port = strtol(v, &end, 10);
        else if (strcmp(a, "--bot") == 0)
            bot = v;
        else if (strcmp(a, "--seed") == 0)
            seed = strtoull(v, &end, 10);
        else if (strcmp(a, "--log") == 0)
            log = v;
        else if (strcmp(a, "--quit-after") == 0)
            p.quit_after = strtol(v, &end, 10);
        else {
            usage(stderr);
            return 2;
        }
        if (end && *end) {
            fprintf(stderr, "exile-client: bad value for %s: %s\n", a, v);
            return 2;
        }
    }
    if (!token || strlen(token) > 64) {
        usage(stderr);
        return 2;
    }
    p.human = bot == NULL;
    if (bot) {
        char err[256];
        if (exile_bot_create(&p.bot, bot, seed, err, sizeof err) != EXILE_OK) {
            fprintf(stderr, "exile-client: cannot make the bot '%s': %s\n", bot, err);
            return 2;
        }
        p.random = strcmp(exile_bot_kind(p.bot), "random") == 0;
        exile_bot_rng_seed(&p.rng, seed);
    }
    if (log && !(p.log = fopen(log, "a"))) {
        perror(log);
        return 1;
    }
    p.fd = net_connect(host, (int)port);
    int status = p.fd < 0 || send_line(&p, "hello", token) != 0 ? -1 : play(&p);
    if (p.fd >= 0)
        close(p.fd);
    if (p.log)
        fclose(p.log);
    exile_bot_destroy(p.bot);
    return status < 0 ? 1 : 0;
}
