/*
 * The bots of exile-arena that are other programs (--bots cmd:COMMAND):
 * the host's side of the bot protocol (doc/engine-protocol.md).
 *
 * COMMAND runs under /bin/sh -c in a process group of its own, its standard
 * input and output piped to the arena, its standard error the arena's. One process plays a bot's matches
 * one after the other (newmatch starts each); a process that fails a match
 * is killed, and the next match starts a new one. At each decision the
 * program receives the seat's sample (exile_match_determinize from the
 * seat to act: never the hidden cards), the legal actions as text and the
 * time it has, and answers one of the texts. A program that dies, sends
 * what the protocol does not know, answers an action not offered, or does
 * not answer in its time loses the match (arena_external_choose says why).
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L /* fork, pipe, poll, kill, waitpid */

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "arena.h"

/* The time a program has to start and answer the greeting, and a decision
 * without --ms, in milliseconds; and what a decision of --ms N may take
 * past N: the pipes, and a loaded machine's scheduling. */
#define HELLO_MS 10000.0
#define DECISION_MS 10000.0
#define GRACE_MS 250.0

/* The most programs at once: each seat of a match may be one. */
#define MAX_PROCESSES 4

/* The longest line the host reads: an action's text and its word. */
#define LINE_CAP 512

/* The longest notation the host writes. */
#define NOTATION_CAP (64 * 1024)

struct process {
    const struct bot_spec *spec; /* whose; NULL: a free slot */
    int in_use;                  /* playing a match now */
    pid_t pid;                   /* 0: not running */
    int to, from;                /* its standard input and output */
    char buf[LINE_CAP];          /* what it sent past the last line read */
    size_t len;
};

static struct process procs[MAX_PROCESSES];
static unsigned long forfeited[MAX_PROCESSES];
static const struct bot_spec *forfeit_spec[MAX_PROCESSES];

int arena_is_external(const struct bot_spec *spec)
{
    return strncmp(spec->label, "cmd:", 4) == 0;
}

static double now_ms(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* Stops the program (it may have gone already) and says how it ended into
 * why when it ended by itself: 1 if it had, else 0 (then it is killed). */
static int stop(struct process *p, char *why, size_t cap)
{
    int status, ended = 0;

    if (p->pid <= 0)
        return 0;
    close(p->to);
    close(p->from);
    /* Ended by itself: reaped at once, or within a moment of its output
     * closing. Else it is killed. */
    for (int i = 0; i < 20 && !ended; i++) {
        pid_t r = waitpid(p->pid, &status, WNOHANG);
        if (r == p->pid)
            ended = 1;
        else if (why)
            nanosleep(&(struct timespec){ 0, 5000000 }, NULL);
        else
            break;
    }
    /* The whole group: what the shell started goes with it. */
    kill(-p->pid, SIGKILL);
    if (!ended) {
        waitpid(p->pid, &status, 0);
    } else if (why) {
        if (WIFSIGNALED(status))
            snprintf(why, cap, "it crashed (signal %d)", WTERMSIG(status));
        else
            snprintf(why, cap, "it exited (status %d%s)", WEXITSTATUS(status),
                     WEXITSTATUS(status) > 128 ? ", as a shell reports a program killed by a signal" : "");
    }
    p->pid = 0;
    p->len = 0;
    return ended;
}

/* Writes all of text: 0, or -1 when the program is gone. */
static int send_text(struct process *p, const char *text)
{
    size_t len = strlen(text);

    while (len > 0) {
        ssize_t w = write(p->to, text, len);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return -1;
        text += w;
        len -= (size_t)w;
    }
    return 0;
}

/* The next line the program sends, without its end, into line: 1; 0 when
 * its output closed; -1 past the deadline; -2 a line too long. Lines
 * "info ..." are the program's remarks and are skipped. */
static int read_line(struct process *p, double deadline, char *line)
{
    for (;;) {
        char *nl = memchr(p->buf, '\n', p->len);
        struct pollfd pfd = { p->from, POLLIN, 0 };
        double left;
        ssize_t r;

        if (nl) {
            size_t n = (size_t)(nl - p->buf);
            memcpy(line, p->buf, n);
            line[n] = '\0';
            if (n > 0 && line[n - 1] == '\r')
                line[n - 1] = '\0';
            p->len -= n + 1;
            memmove(p->buf, nl + 1, p->len);
            if (strncmp(line, "info", 4) == 0 && (line[4] == ' ' || line[4] == '\0'))
                continue;
            return 1;
        }
        if (p->len >= sizeof p->buf - 1)
            return -2;
        left = deadline - now_ms();
        if (left <= 0)
            return -1;
        if (poll(&pfd, 1, (int)left + 1) < 0 && errno != EINTR)
            return 0;
        if (!(pfd.revents & (POLLIN | POLLHUP | POLLERR)))
            continue;
        r = read(p->from, p->buf + p->len, sizeof p->buf - 1 - p->len);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return 0;
        p->len += (size_t)r;
    }
}

/* Why a read failed, into why. */
static void read_failure(struct process *p, int r, double limit, const char *waiting, char *why, size_t cap)
{
    char how[128];

    if (r == -1) {
        snprintf(why, cap, "it did not %s within %.0f ms", waiting, limit);
    } else if (r == -2) {
        snprintf(why, cap, "it sent a line longer than %d bytes", LINE_CAP - 1);
    } else if (stop(p, how, sizeof how)) {
        snprintf(why, cap, "%s before it would %s", how, waiting);
        return;
    } else {
        snprintf(why, cap, "its output closed before it would %s", waiting);
    }
    stop(p, NULL, 0);
}

/* Starts the program of p->spec and greets it: 0, or -1 with why. */
static int start(struct process *p, char *why, size_t cap)
{
    int in[2], out[2], r;
    char line[LINE_CAP];
    double deadline;

    /* A program gone shows as a failed write, not a signal that ends the arena. */
    signal(SIGPIPE, SIG_IGN);
    if (pipe(in) != 0 || pipe(out) != 0) {
        snprintf(why, cap, "no pipe: %s", strerror(errno));
        return -1;
    }
    fflush(NULL);
    p->pid = fork();
    if (p->pid < 0) {
        snprintf(why, cap, "cannot fork: %s", strerror(errno));
        p->pid = 0;
        return -1;
    }
    if (p->pid == 0) {
        signal(SIGPIPE, SIG_DFL);
        setpgid(0, 0);
        dup2(in[0], STDIN_FILENO);
        dup2(out[1], STDOUT_FILENO);
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        execl("/bin/sh", "sh", "-c", p->spec->label + 4, (char *)NULL);
        _exit(127);
    }
    setpgid(p->pid, p->pid); /* as the child does: whichever runs first */
    close(in[0]);
    close(out[1]);
    p->to = in[1];
    p->from = out[0];
    p->len = 0;
    /* A program that ignores the greeting's words but sends "ready" plays. */
    deadline = now_ms() + HELLO_MS;
    if (send_text(p, "exile-bot 1\n") != 0) {
        read_failure(p, 0, HELLO_MS, "answer the greeting", why, cap);
        return -1;
    }
    while ((r = read_line(p, deadline, line)) == 1) {
        if (strcmp(line, "ready") == 0)
            return 0;
        if (strncmp(line, "id ", 3) != 0) {
            snprintf(why, cap, "it answered the greeting '%.60s', not 'id ...' or 'ready'", line);
            stop(p, NULL, 0);
            return -1;
        }
    }
    read_failure(p, r, HELLO_MS, "answer the greeting with 'ready'", why, cap);
    return -1;
}

struct process *arena_external_open(const struct bot_spec *spec, uint64_t seed, int seat, char *why,
                                    size_t cap)
{
    struct process *p = NULL;
    char line[64];

    /* Its own idle process, else a free slot, else one of another bot's. */
    for (int i = 0; i < MAX_PROCESSES && !p; i++)
        if (procs[i].spec == spec && !procs[i].in_use)
            p = &procs[i];
    for (int i = 0; i < MAX_PROCESSES && !p; i++)
        if (!procs[i].in_use && procs[i].pid == 0)
            p = &procs[i];
    for (int i = 0; i < MAX_PROCESSES && !p; i++)
        if (!procs[i].in_use) {
            p = &procs[i];
            arena_external_quit(p);
        }
    if (!p) {
        snprintf(why, cap, "too many programs at once");
        return NULL;
    }
    if (p->spec != spec)
        stop(p, NULL, 0);
    p->spec = spec;
    if (p->pid == 0 && start(p, why, cap) != 0)
        return NULL;
    snprintf(line, sizeof line, "newmatch %llu %d\n", (unsigned long long)seed, seat);
    if (send_text(p, line) != 0) {
        read_failure(p, 0, 0, "start the match", why, cap);
        return NULL;
    }
    p->in_use = 1;
    return p;
}

void arena_external_close(struct process *p, int winner)
{
    char line[32];

    if (!p)
        return;
    snprintf(line, sizeof line, "gameover %d\n", winner);
    if (p->pid > 0 && send_text(p, line) != 0)
        stop(p, NULL, 0);
    p->in_use = 0;
}

void arena_external_quit(struct process *p)
{
    char line[LINE_CAP];

    if (p->pid > 0 && send_text(p, "quit\n") == 0)
        while (read_line(p, now_ms() + 1000.0, line) == 1)
            ; /* to its end, or a second */
    stop(p, NULL, 0);
    p->spec = NULL;
    p->in_use = 0;
}

void arena_external_quit_all(void)
{
    for (int i = 0; i < MAX_PROCESSES; i++)
        arena_external_quit(&procs[i]);
}

/* Appends "text\n" to the message being built in buf (of cap, used *len):
 * 0, or -1 when it does not fit. */
static int append(char *buf, size_t cap, size_t *len, const char *text)
{
    size_t n = strlen(text);

    if (*len + n + 2 > cap)
        return -1;
    memcpy(buf + *len, text, n);
    buf[*len + n] = '\n';
    *len += n + 1;
    buf[*len] = '\0';
    return 0;
}

int arena_external_choose(struct process *p, const exile_match *m, uint64_t sample_seed, double ms,
                          exile_action *out, char *why, size_t cap)
{
    static char msg[NOTATION_CAP + EXILE_MAX_LEGAL_ACTIONS * EXILE_ACTION_TEXT_MAX + 256];
    static char texts[EXILE_MAX_LEGAL_ACTIONS][EXILE_ACTION_TEXT_MAX];
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS), len = 0;
    double limit = ms > 0 ? ms + GRACE_MS : DECISION_MS;
    exile_match *sample = NULL;
    char line[LINE_CAP], head[64];
    int r;

    if (p->pid == 0) {
        snprintf(why, cap, "it is not running");
        return -1;
    }
    /* The seat's sample: what it knows, the rest dealt at random. */
    if (n == 0 || exile_match_clone(&sample, m) != EXILE_OK ||
        exile_match_determinize(sample, m, exile_match_to_act(m), sample_seed) != EXILE_OK ||
        append(msg, sizeof msg, &len, "position") != 0 ||
        exile_match_to_notation(sample, msg + len, sizeof msg - len) != EXILE_OK) {
        exile_match_destroy(sample);
        snprintf(why, cap, "the arena could not write the position");
        return -2;
    }
    exile_match_destroy(sample);
    len += strlen(msg + len); /* the notation ends with its line "end" */
    snprintf(head, sizeof head, "actions %zu", n);
    append(msg, sizeof msg, &len, head);
    for (size_t i = 0; i < n; i++) {
        if (exile_action_format(m, acts[i], texts[i], sizeof texts[i]) != EXILE_OK ||
            append(msg, sizeof msg, &len, texts[i]) != 0) {
            snprintf(why, cap, "the arena could not write the actions");
            return -2;
        }
    }
    snprintf(head, sizeof head, "go %.0f", ms > 0 ? ms : 0.0);
    append(msg, sizeof msg, &len, head);
    if (send_text(p, msg) != 0) {
        read_failure(p, 0, limit, "read the position", why, cap);
        return -1;
    }
    r = read_line(p, now_ms() + limit, line);
    if (r != 1) {
        read_failure(p, r, limit, "answer", why, cap);
        return -1;
    }
    if (strncmp(line, "action ", 7) != 0) {
        snprintf(why, cap, "it answered '%.80s', not 'action TEXT'", line);
        stop(p, NULL, 0);
        return -1;
    }
    for (size_t i = 0; i < n; i++)
        if (strcmp(line + 7, texts[i]) == 0) {
            *out = acts[i];
            return 0;
        }
    snprintf(why, cap, "it answered '%.80s', which is not one of the %zu actions offered", line + 7, n);
    stop(p, NULL, 0);
    return -1;
}

void arena_external_forfeit(const struct bot_spec *spec)
{
    for (int i = 0; i < MAX_PROCESSES; i++)
        if (forfeit_spec[i] == spec || !forfeit_spec[i]) {
            forfeit_spec[i] = spec;
            forfeited[i]++;
            return;
        }
}

unsigned long arena_external_forfeits(const struct bot_spec *spec)
{
    for (int i = 0; i < MAX_PROCESSES; i++)
        if (forfeit_spec[i] == spec)
            return forfeited[i];
    return 0;
}
