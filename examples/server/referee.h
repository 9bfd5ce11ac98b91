/*
 * referee.h: one match refereed for remote players: the library's match,
 * who is connected to it, the clock of its pending decision, and what each
 * seat and spectator is told (doc/protocol.md). Every text a seat receives
 * is the library's for that seat: its view, its prompt, its events.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_SERVER_REFEREE_H
#define EXILE_SERVER_REFEREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <exile/exile.h>

#include "net.h"

/* The version of the protocol of doc/protocol.md, told in each welcome. */
#define REFEREE_PROTOCOL 1

/* A token: 128 random bits in hexadecimal. */
#define REFEREE_TOKEN_LEN 32u

/* The spectators one match takes at most. */
#define REFEREE_MAX_SPECTATORS 8

/* The room for one message of the server: a decision's prompt and its
 * legal actions, or a notation, escaped. */
#define REFEREE_MSG_MAX (64u * 1024u)

/* The room for a run's id and a replay's file name (replay.h). */
#define REFEREE_RUN_ID_MAX 40u
#define REFEREE_REPLAY_NAME_MAX 64u

/* What a timed-out decision does. */
typedef enum referee_timeout {
    REFEREE_TIMEOUT_DEFAULT, /* the server plays a default action for the seat */
    REFEREE_TIMEOUT_FORFEIT  /* the seat forfeits the match */
} referee_timeout;

/* What every match shares: the server's settings and scratch room. */
typedef struct referee {
    uint64_t decision_ms;       /* the time a seat has for each decision */
    referee_timeout on_timeout;
    int replay_dir;             /* the directory finished matches are written to; -1: none */
    char run_id[REFEREE_RUN_ID_MAX];            /* what names this run's replays apart from other runs' */
    exile_match *scratch;       /* the sample of the last "sample" */
    char msg[REFEREE_MSG_MAX];  /* the message being written */
    char notation[EXILE_NOTATION_MAX];
} referee;

typedef struct referee_match {
    referee *ref;
    unsigned id;
    uint64_t seed;
    int box;
    exile_match *m;
    char token[2][REFEREE_TOKEN_LEN + 1];
    char spectator_token[REFEREE_TOKEN_LEN + 1];
    net_conn *seat[2];
    net_conn *spectator[REFEREE_MAX_SPECTATORS];
    uint64_t deadline_ms; /* when the pending decision times out */
    /* The clock of a decision starts when its decide has been written to
     * the seat's connection (a seat starved by other clients is not timed
     * for their load), with no connection at once, and one decision time
     * after the decision was asked at the latest (a seat that does not
     * read does not stop the match). */
    uint64_t asked_ms;    /* when the pending decision was asked */
    int clock_started;
    const net_conn *decide_conn; /* the connection its decide was queued to, or NULL */
    uint64_t decide_seq;  /* how many messages that connection had queued with it */
    int finished;
    uint64_t ended_ms;    /* when it finished */
    int winner;           /* 0, 1, 2 a draw; -1 while it runs */
    int forfeit;          /* the seat that forfeited on time, or -1 */
    unsigned joined;      /* the connections that said hello with one of its tokens, open still */
    char replay[REFEREE_REPLAY_NAME_MAX];      /* its replay's file name, when replays are written */
    char *start;          /* the notation of the position as the match began */
    char *actions;        /* the actions applied, one text a line */
    size_t actions_len, actions_cap;
    /* While an action is applied: its number, and each stream's events so far. */
    uint32_t applying;
    unsigned event_index[3];
    exile_event heard[2]; /* the seats' versions of the event being sent */
    bool heard_echo[2];   /* each version only repeats the action (EXILE_EVENT_ECHO) */
    int heard_mask;
} referee_match;

/*
 * Creates match id with seed and box (1 or 2: its recommended first game),
 * and its tokens. Returns 0, or -1 after a message on stderr.
 */
int referee_open(referee *ref, referee_match *rm, unsigned id, uint64_t seed, int box);

/* Frees what the match holds (not rm itself). */
void referee_close(referee_match *rm);

/* len bytes of the system's random source (getrandom()): 0, or -1. */
int referee_random_bytes(void *buf, size_t len);

/* A new token, from the system's random source: 0, or -1. */
int referee_new_token(char out[REFEREE_TOKEN_LEN + 1]);

/* Whether given is the token expected, compared in the same time whatever
 * byte differs. */
int referee_token_is(const char *expected, const char *given);

/*
 * Which role token gives in rm: 0 or 1 a seat, 2 a spectator, -1 none. */
int referee_role(const referee_match *rm, const char *token);

/*
 * Connects c to rm as a seat (0 or 1) or a spectator (2), and tells it
 * where the match stands. A seat's earlier connection is replaced: it is
 * told so and closed. Returns 0, or -1 when the match has no room for
 * another spectator.
 */
int referee_join(referee_match *rm, net_conn *c, int role);

/* Forgets connection c, which is closing. */
void referee_leave(referee_match *rm, const net_conn *c);

/* The seat (0 or 1) plays the action of arg, "[#N] TEXT" (command.h):
 * applied, or refused with the reason and nothing changed. */
void referee_act(referee_match *rm, int seat, const char *arg);

/* Sends role's view (a spectator's: what both seats see) to c. */
void referee_send_view(referee_match *rm, net_conn *c, int role);

/* Sends the seat a whole match that its view cannot tell from this one
 * (exile_match_determinize()), for a bot to search. */
void referee_send_sample(referee_match *rm, net_conn *c, int seat);

/* Plays the timeout of the pending decision when its time is up. */
void referee_tick(referee_match *rm, uint64_t now_ms);

/* Writes the match's JSON line of tokens into the referee's msg and returns its length. */
size_t referee_describe_match(referee_match *rm, const char *type);

#endif /* EXILE_SERVER_REFEREE_H */
