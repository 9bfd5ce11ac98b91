/*
 * exile-server: referees matches of Exile: The Faraday Doctrine between
 * remote players, over TCP lines or WebSocket, on one port
 * (doc/protocol.md; doc/man/exile-server.1).
 *
 *   exile-server [--listen ADDR] [--port P] [--matches N] [--seed S]
 *                [--box 1|2] [--decision-time SECONDS]
 *                [--on-timeout default|forfeit] [--replays DIR]
 *                [--rate N] [--per-address N] [--origin ORIGIN] [--admin]
 *                [--exit-when-done]
 *
 * One thread, one libwebsockets loop (conn.c); each match is
 * a referee_match (referee.c); all state lives in main's struct server.
 * Public API only, as any client of the library.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <exile/exile.h>

#include "command.h"
#include "message.h"
#include "net.h"
#include "referee.h"
#include "replay.h"

/* Roles of a connection beyond the referee's (0, 1 a seat, 2 a spectator). */
#define ROLE_NONE (-1)
#define ROLE_ADMIN 3

/* Messages a client may get wrong (not text, unknown, a bad token) before
 * it is closed. */
#define MAX_STRIKES 5u

/* The time a connection has to say hello, and the most queued for it
 * before: one that connects and does not read is not given much. */
#define HELLO_MS 10000u
#define HELLO_OUT_LIMIT (16u * 1024u)

/* A WebSocket client that has sent nothing for IDLE_MS after its hello is
 * pinged; one that answers nothing PING_WAIT_MS more is closed. */
#define IDLE_MS 30000u
#define PING_WAIT_MS 30000u

/* The connections one IPv4 address may hold at once, by default. */
#define PER_ADDRESS_DEFAULT 8u

/* How often the server tries to accept again when out of file descriptors. */
#define ACCEPT_RETRY_MS 1000u

/* The time a closing connection has to take what is still sent to it. */
#define LINGER_MS 5000u

/* The most connections, and matches running or held by a connection, the
 * server holds. */
#define MAX_CLIENTS 1000u
#define MAX_MATCHES 4096u

/* A finished match no connection holds is kept this long, and at most this
 * many of them. */
#define FINISHED_KEEP_MS (10u * 60u * 1000u)
#define FINISHED_KEEP_MAX 256u

typedef struct client {
    net_conn *net;
    int role;
    referee_match *match;
    double allowance; /* messages it may still send now (a token bucket) */
    uint64_t last_ms; /* when the allowance was last topped up */
    uint64_t hello_by;
    uint64_t heard_ms;  /* when it last sent a frame */
    uint64_t pinged_ms; /* when it was pinged for its silence; 0 not since */
    uint64_t linger_by; /* when a closing connection is dropped, sent all or not; 0 not closing */
    unsigned strikes;
} client;

typedef struct server {
    referee ref;
    referee_match **matches;
    size_t n_matches;
    client *clients;
    size_t n_clients;
    double rate; /* messages a second a client may send; twice as many at once */
    int admin;
    char admin_token[REFEREE_TOKEN_LEN + 1];
    int exit_when_done;
    unsigned made;      /* the matches made so far: the next one's number */
    int seeded;         /* --seed was given: the matches take next_seed, next_seed + 1, ... */
    uint64_t next_seed;
    unsigned per_address; /* connections one address may hold */
    const char *origin;   /* the Origin a WebSocket handshake must name, or NULL */
    uint64_t accept_retry_ms; /* when accepting resumes after running out of descriptors; 0 none */
} server;

static void usage(FILE *to)
{
    fputs("usage: exile-server [--listen ADDR] [--port P] [--matches N] [--seed S] [--box 1|2]\n"
          "                    [--decision-time SECONDS] [--on-timeout default|forfeit]\n"
          "                    [--replays DIR] [--rate N] [--per-address N] [--origin ORIGIN]\n"
          "                    [--admin] [--exit-when-done]\n",
          to);
}

/* ---- telling a client --------------------------------------------------- */

static void send_error(server *sv, client *c, const char *text)
{
    msg_writer w;
    msg_begin(&w, sv->ref.msg, sizeof sv->ref.msg, "error");
    msg_str(&w, "text", text);
    size_t len = msg_end(&w);
    if (len)
        net_conn_send(c->net, sv->ref.msg, len);
}

/* A client that got something wrong: told, and closed at the last strike. */
static void strike(server *sv, client *c, const char *text)
{
    send_error(sv, c, text);
    if (++c->strikes >= MAX_STRIKES) {
        send_error(sv, c, "too many bad messages: closing");
        c->net->closing = 1;
    }
}

/* ---- matches ---------------------------------------------------------- */

/* The seed of the next match: the next of --seed's when it was given,
 * else 64 bits of the system's random source, so that no seat can tell
 * the deal from the match's number or from other matches. 0, or -1. */
static int choose_seed(server *sv, uint64_t *seed)
{
    if (sv->seeded) {
        *seed = sv->next_seed++;
        return 0;
    }
    return referee_random_bytes(seed, sizeof *seed);
}

static referee_match *add_match(server *sv, uint64_t seed, int box)
{
    if (sv->n_matches >= MAX_MATCHES)
        return NULL;
    referee_match **grown = realloc(sv->matches, (sv->n_matches + 1) * sizeof *grown);
    if (!grown)
        return NULL;
    sv->matches = grown;
    referee_match *rm = malloc(sizeof *rm);
    if (!rm)
        return NULL;
    if (referee_open(&sv->ref, rm, sv->made, seed, box) != 0) {
        free(rm);
        return NULL;
    }
    sv->made++;
    sv->matches[sv->n_matches++] = rm;
    size_t len = referee_describe_match(rm, "match");
    if (len) {
        puts(sv->ref.msg);
        fflush(stdout);
    }
    return rm;
}

/* Frees the matches that are over, their replays written, that no
 * connection holds, once FINISHED_KEEP_MS have passed since their end or
 * when more than FINISHED_KEEP_MAX are held (the earliest made first): a
 * seat that joins again soon after the end is told it, and the server
 * holds the matches that run and a bounded number of those that ended,
 * however many it has made. A token of a freed match names no match. */
static void free_finished_matches(server *sv, uint64_t now)
{
    size_t kept = 0, held = 0;
    for (size_t i = 0; i < sv->n_matches; i++)
        held += sv->matches[i]->finished != 0;
    for (size_t i = 0; i < sv->n_matches; i++) {
        referee_match *rm = sv->matches[i];
        if (rm->finished && rm->joined == 0 && (held > FINISHED_KEEP_MAX || now >= rm->ended_ms + FINISHED_KEEP_MS)) {
            referee_close(rm);
            free(rm);
            held--;
        } else {
            sv->matches[kept++] = rm;
        }
    }
    sv->n_matches = kept;
}

/* Reads "KEY=NUMBER" of word into *out: 1, 0 when word is not of key, -1
 * when its number is not one. */
static int read_setting(const char *word, size_t len, const char *key, unsigned long long *out)
{
    size_t k = strlen(key);
    char digits[24], *end;
    if (len <= k + 1 || strncmp(word, key, k) != 0 || word[k] != '=')
        return 0;
    if (len - k - 1 >= sizeof digits || word[k + 1] < '0' || word[k + 1] > '9')
        return -1;
    memcpy(digits, word + k + 1, len - k - 1);
    digits[len - k - 1] = '\0';
    errno = 0;
    *out = strtoull(digits, &end, 10);
    return *end || errno ? -1 : 1;
}

/* new [seed=N] [box=B], from the administrator. */
static void admin_new(server *sv, client *c, const char *arg)
{
    unsigned long long seed = 0, box = 1;
    int seeded = 0;
    for (const char *p = arg; *p;) {
        size_t n = strcspn(p, " \t");
        int got_seed = read_setting(p, n, "seed", &seed);
        int got_box = got_seed ? 0 : read_setting(p, n, "box", &box);
        seeded |= got_seed > 0;
        if (got_seed < 0 || got_box < 0 || (!got_seed && !got_box) || box < 1 || box > 2) {
            strike(sv, c, "new takes seed=N and box=1|2");
            return;
        }
        p += n;
        p += strspn(p, " \t");
    }
    uint64_t chosen = seed;
    referee_match *rm = seeded || choose_seed(sv, &chosen) == 0 ? add_match(sv, chosen, (int)box) : NULL;
    if (!rm) {
        send_error(sv, c, "no match could be made");
        return;
    }
    size_t len = referee_describe_match(rm, "match");
    if (len)
        net_conn_send(c->net, sv->ref.msg, len);
}

static void hello(server *sv, client *c, const char *token)
{
    if (c->role != ROLE_NONE) {
        strike(sv, c, "hello once per connection");
        return;
    }
    if (sv->admin && referee_token_is(sv->admin_token, token)) {
        c->role = ROLE_ADMIN;
        c->net->out_limit = NET_OUT_LIMIT;
        msg_writer w;
        msg_begin(&w, sv->ref.msg, sizeof sv->ref.msg, "welcome");
        msg_int(&w, "protocol", REFEREE_PROTOCOL);
        msg_str(&w, "role", "admin");
        size_t len = msg_end(&w);
        if (len)
            net_conn_send(c->net, sv->ref.msg, len);
        return;
    }
    for (size_t i = 0; i < sv->n_matches; i++) {
        int role = referee_role(sv->matches[i], token);
        if (role < 0)
            continue;
        if (referee_join(sv->matches[i], c->net, role) != 0) {
            send_error(sv, c, "the match has no room for another spectator");
            c->net->closing = 1;
            return;
        }
        c->role = role;
        c->net->out_limit = NET_OUT_LIMIT;
        c->match = sv->matches[i];
        c->match->joined++;
        return;
    }
    strike(sv, c, "no match has that token");
}

/* ---- a client's messages ---------------------------------------------- */

/* Tops up the client's allowance of messages for the time gone by. */
static void top_up(server *sv, client *c, uint64_t now)
{
    c->allowance += (double)(now - c->last_ms) * sv->rate / 1000.0;
    if (c->allowance > 2 * sv->rate)
        c->allowance = 2 * sv->rate;
    c->last_ms = now;
}

static void handle(server *sv, client *c, char *msg, size_t len)
{
    command cmd;
    const char *why;
    if (command_parse(msg, len, &cmd, &why) != 0) {
        strike(sv, c, why);
        return;
    }
    int seat = c->role == 0 || c->role == 1 ? c->role : -1;
    switch (cmd.verb) {
    case CMD_HELLO:
        hello(sv, c, cmd.arg);
        return;
    case CMD_PING: {
        static const char pong[] = "{\"type\":\"pong\"}";
        net_conn_send(c->net, pong, sizeof pong - 1);
        return;
    }
    case CMD_QUIT:
        c->net->closing = 1;
        return;
    case CMD_ACT:
        if (seat < 0)
            strike(sv, c, "only a seat acts: hello with its token first");
        else
            referee_act(c->match, seat, cmd.arg);
        return;
    case CMD_VIEW:
        if (!c->match)
            strike(sv, c, "hello with a token first");
        else
            referee_send_view(c->match, c->net, c->role);
        return;
    case CMD_SAMPLE:
        if (seat < 0)
            strike(sv, c, "only a seat asks for a sample");
        else
            referee_send_sample(c->match, c->net, seat);
        return;
    case CMD_NEW:
        if (c->role != ROLE_ADMIN)
            strike(sv, c, "only the administrator makes matches");
        else
            admin_new(sv, c, cmd.arg);
        return;
    case CMD_UNKNOWN:
        strike(sv, c, "unknown command: hello, act, view, sample, ping, new or quit");
        return;
    }
}

/*
 * Handles the client's messages as far as its allowance goes. Every frame
 * a client sends costs one of its allowance, a ping, a pong or a fragment
 * as much as a message; a client that sends faster than --rate is not
 * read meanwhile: what it sends waits in its socket, and the kernel's flow
 * control slows it down.
 */
static void serve(server *sv, client *c, uint64_t now)
{
    char msg[NET_MAX_MESSAGE + 1];
    size_t len;
    const char *why = NULL;
    top_up(sv, c, now);
    c->allowance -= c->net->frames;
    c->net->frames = 0;
    if (c->net->heard) {
        c->net->heard = 0;
        c->heard_ms = now;
        c->pinged_ms = 0;
    }
    while (c->allowance >= 1.0 && !c->net->closing && !c->net->dead) {
        int got = net_conn_message(c->net, msg, sizeof msg, &len, &why);
        if (got == 0)
            break;
        if (got < 0) {
            if (why)
                send_error(sv, c, why);
            c->net->closing = 1;
            break;
        }
        c->allowance -= 1.0;
        handle(sv, c, msg, len);
    }
    net_conn_pause(c->net, c->allowance < 1.0);
}

/* The silence of a client after its hello: pinged, then closed. */
static void watch_idle(client *c, uint64_t now)
{
    if (c->role == ROLE_NONE || c->net->framing != NET_FRAMING_WEBSOCKET || c->net->closing)
        return;
    if (!c->pinged_ms && now >= c->heard_ms + IDLE_MS) {
        net_conn_ping(c->net);
        c->pinged_ms = now;
    } else if (c->pinged_ms && now >= c->pinged_ms + PING_WAIT_MS) {
        c->net->dead = 1;
    }
}

/* ---- the loop --------------------------------------------------------- */

static unsigned connections_of(const server *sv, uint32_t address)
{
    unsigned n = 0;
    for (size_t i = 0; i < sv->n_clients; i++)
        n += sv->clients[i].net->address == address;
    return n;
}

/* A new connection: taken while the server has room and its address has
 * fewer than --per-address connections open (net_accept_fn). */
static int accept_client(void *user, net_conn *nc)
{
    server *sv = user;
    uint64_t now = net_now_ms();
    if (sv->n_clients >= MAX_CLIENTS || connections_of(sv, nc->address) >= sv->per_address)
        return -1;
    client *c = &sv->clients[sv->n_clients++];
    memset(c, 0, sizeof *c);
    c->net = nc;
    c->role = ROLE_NONE;
    c->allowance = 2 * sv->rate;
    c->last_ms = now;
    c->hello_by = now + HELLO_MS;
    c->heard_ms = now;
    nc->out_limit = HELLO_OUT_LIMIT;
    return 0;
}

static void drop_dead_clients(server *sv)
{
    size_t kept = 0;
    for (size_t i = 0; i < sv->n_clients; i++) {
        client *c = &sv->clients[i];
        if (c->net->wsi || !c->net->dead) {
            sv->clients[kept++] = *c;
            continue;
        }
        if (c->match) {
            referee_leave(c->match, c->net);
            c->match->joined--;
        }
        net_conn_free(c->net);
    }
    sv->n_clients = kept;
}

static int all_finished(const server *sv)
{
    if (sv->made == 0)
        return 0;
    for (size_t i = 0; i < sv->n_matches; i++)
        if (!sv->matches[i]->finished)
            return 0;
    return 1;
}

static int next_timeout(const server *sv, uint64_t now)
{
    uint64_t next = now + 1000;
    /* A client held back by its rate is served again once it may send one more. */
    for (size_t i = 0; i < sv->n_clients; i++) {
        const client *c = &sv->clients[i];
        if (c->allowance < 1.0) {
            uint64_t due = c->last_ms + (uint64_t)((1.0 - c->allowance) * 1000.0 / sv->rate) + 1;
            if (due < next)
                next = due;
        }
    }
    for (size_t i = 0; i < sv->n_matches; i++)
        if (!sv->matches[i]->finished && sv->matches[i]->deadline_ms < next)
            next = sv->matches[i]->deadline_ms;
    return next > now ? (int)(next - now) : 0;
}

static int run(server *sv)
{
    for (;;) {
        uint64_t now = net_now_ms();
        int done = sv->exit_when_done && all_finished(sv);
        /* Done: every client is told what is left, then closed. */
        for (size_t i = 0; done && i < sv->n_clients; i++)
            sv->clients[i].net->closing = 1;
        if (done) {
            net_accept_pause(1);
            if (sv->n_clients == 0)
                break;
        } else if (sv->accept_retry_ms && now >= sv->accept_retry_ms) {
            net_accept_pause(0);
            sv->accept_retry_ms = 0;
        }
        net_service(next_timeout(sv, now));
        now = net_now_ms();
        if (net_accept_paused() && !done && !sv->accept_retry_ms)
            sv->accept_retry_ms = now + ACCEPT_RETRY_MS;
        for (size_t i = 0; i < sv->n_clients; i++) {
            client *c = &sv->clients[i];
            serve(sv, c, now);
            watch_idle(c, now);
            if (c->role == ROLE_NONE && now >= c->hello_by)
                c->net->closing = 1;
            if (c->net->closing && !c->linger_by)
                c->linger_by = now + LINGER_MS;
            else if (c->linger_by && now >= c->linger_by)
                c->net->dead = 1;
        }
        for (size_t i = 0; i < sv->n_matches; i++)
            referee_tick(sv->matches[i], now);
        for (size_t i = 0; i < sv->n_clients; i++)
            net_conn_flush(sv->clients[i].net);
        drop_dead_clients(sv);
        free_finished_matches(sv, now);
    }
    return 0;
}

/* ---- options ---------------------------------------------------------- */

static int parse_options(server *sv, int argc, char **argv, const char **host, int *port, unsigned long *matches,
                         const char **replays, int *box)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        char *end = NULL;
        if (strcmp(a, "--help") == 0) {
            usage(stdout);
            exit(0);
        } else if (strcmp(a, "--admin") == 0) {
            sv->admin = 1;
            continue;
        } else if (strcmp(a, "--exit-when-done") == 0) {
            sv->exit_when_done = 1;
            continue;
        }
        if (!v) {
            usage(stderr);
            return -1;
        }
        i++;
        errno = 0;
        if (strcmp(a, "--listen") == 0) {
            *host = v;
        } else if (strcmp(a, "--port") == 0) {
            long p = strtol(v, &end, 10);
            if (*end || p < 0 || p > 65535)
                goto bad;
            *port = (int)p;
        } else if (strcmp(a, "--matches") == 0) {
            *matches = strtoul(v, &end, 10);
            if (*end || *matches > MAX_MATCHES || v[0] == '-')
                goto bad;
        } else if (strcmp(a, "--seed") == 0) {
            unsigned long long seed = strtoull(v, &end, 10);
            if (*end || errno || v[0] == '-' || v[0] == '\0')
                goto bad;
            sv->seeded = 1;
            sv->next_seed = seed;
        } else if (strcmp(a, "--box") == 0) {
            if (strcmp(v, "1") != 0 && strcmp(v, "2") != 0)
                goto bad;
            *box = v[0] - '0';
        } else if (strcmp(a, "--decision-time") == 0) {
            double s = strtod(v, &end);
            if (*end || !(s > 0 && s <= 86400))
                goto bad;
            sv->ref.decision_ms = (uint64_t)(s * 1000.0 + 0.5);
        } else if (strcmp(a, "--on-timeout") == 0) {
            if (strcmp(v, "default") == 0)
                sv->ref.on_timeout = REFEREE_TIMEOUT_DEFAULT;
            else if (strcmp(v, "forfeit") == 0)
                sv->ref.on_timeout = REFEREE_TIMEOUT_FORFEIT;
            else
                goto bad;
        } else if (strcmp(a, "--per-address") == 0) {
            unsigned long n = strtoul(v, &end, 10);
            if (*end || v[0] == '-' || n < 1 || n > MAX_CLIENTS)
                goto bad;
            sv->per_address = (unsigned)n;
        } else if (strcmp(a, "--origin") == 0) {
            sv->origin = v;
        } else if (strcmp(a, "--replays") == 0) {
            *replays = v;
        } else if (strcmp(a, "--rate") == 0) {
            sv->rate = strtod(v, &end);
            if (*end || !(sv->rate >= 1 && sv->rate <= 100000))
                goto bad;
        } else {
            usage(stderr);
            return -1;
        }
        continue;
    bad:
        fprintf(stderr, "exile-server: bad value for %s: %s\n", a, v);
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    server *sv = calloc(1, sizeof *sv);
    const char *host = "127.0.0.1";
    int port = 7341, bound;
    unsigned long matches = 1;
    const char *replays = NULL;
    int box = 1, status;
    if (!sv)
        return 1;
    /* A peer or a reader of the output that went away is an error to handle
     * where it happens, not a signal that ends the program. */
    signal(SIGPIPE, SIG_IGN);
    sv->ref.decision_ms = 120000;
    sv->ref.on_timeout = REFEREE_TIMEOUT_DEFAULT;
    sv->rate = 200;
    sv->per_address = PER_ADDRESS_DEFAULT;
    sv->ref.replay_dir = -1;
    sv->clients = calloc(MAX_CLIENTS, sizeof *sv->clients);
    if (!sv->clients || parse_options(sv, argc, argv, &host, &port, &matches, &replays, &box) != 0) {
        free(sv->clients);
        free(sv);
        return 2;
    }
    /* A folder of replays that cannot take them is said at once, not at
     * the end of the first match. */
    if (replays && (sv->ref.replay_dir = replay_open_dir(replays, sv->ref.run_id)) < 0) {
        free(sv->clients);
        free(sv);
        return 1;
    }
    net_settings ns = { host, port, sv->origin, accept_client, sv };
    if (net_start(&ns, &bound) != 0) {
        free(sv->clients);
        free(sv);
        return 1;
    }
    /* The run's id, with replays: the part of their names that sets them
     * apart from other runs' (replay.h). */
    msg_writer w;
    msg_begin(&w, sv->ref.msg, sizeof sv->ref.msg, "listening");
    msg_str(&w, "host", host);
    msg_int(&w, "port", bound);
    if (sv->ref.replay_dir >= 0)
        msg_str(&w, "run", sv->ref.run_id);
    if (msg_end(&w))
        puts(sv->ref.msg);
    status = 0;
    if (sv->admin) {
        status = referee_new_token(sv->admin_token) != 0;
        msg_begin(&w, sv->ref.msg, sizeof sv->ref.msg, "admin");
        msg_str(&w, "token", sv->admin_token);
        if (msg_end(&w) == 0 || status)
            status = 1;
        else
            puts(sv->ref.msg);
    }
    fflush(stdout);
    for (unsigned long i = 0; status == 0 && i < matches; i++) {
        uint64_t seed;
        if (choose_seed(sv, &seed) != 0 || !add_match(sv, seed, box))
            status = 1;
    }
    if (status == 0)
        status = run(sv);
    for (size_t i = 0; i < sv->n_clients; i++)
        net_conn_free(sv->clients[i].net);
    for (size_t i = 0; i < sv->n_matches; i++) {
        referee_close(sv->matches[i]);
        free(sv->matches[i]);
    }
    exile_match_destroy(sv->ref.scratch);
    free(sv->matches);
    free(sv->clients);
    net_stop();
    if (sv->ref.replay_dir >= 0)
        close(sv->ref.replay_dir);
    free(sv);
    return status;
}
