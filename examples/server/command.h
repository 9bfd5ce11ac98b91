/*
 * command.h: what a client sends, one message at a time: checked as text
 * (UTF-8, no control characters) and split into its verb and argument.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_SERVER_COMMAND_H
#define EXILE_SERVER_COMMAND_H

#include <stddef.h>

typedef enum command_verb {
    CMD_HELLO,  /* hello TOKEN: take a seat, watch, or administer */
    CMD_ACT,    /* act [#N] TEXT: an action, as exile_action_format() writes it,
                   for the decision asked after N actions */
    CMD_VIEW,   /* view: the seat's view (a spectator's: the public view) */
    CMD_SAMPLE, /* sample: a whole match consistent with the seat's view */
    CMD_PING,   /* ping: pong */
    CMD_NEW,    /* new [seed=N] [box=1|2]: an administrator makes a match */
    CMD_QUIT,   /* quit: the server closes the connection */
    CMD_UNKNOWN
} command_verb;

typedef struct command {
    command_verb verb;
    const char *arg; /* what follows the verb, spaces trimmed; "" for none */
} command;

/*
 * Checks msg (len bytes, terminated) and splits it in place. Returns 0, or
 * -1 with *why set when it is not text: bytes that are not UTF-8 (RFC 3629:
 * no overlong forms, no surrogates), or control characters other than tab.
 */
int command_parse(char *msg, size_t len, command *out, const char **why);

/*
 * Reads the argument of act: "#N TEXT" (the decision it answers, asked
 * after N actions) or "TEXT". Returns 1 with *n and *text set, 0 with *text
 * alone for no number, -1 for a number that is not one.
 */
int command_act_number(const char *arg, unsigned long long *n, const char **text);

#endif /* EXILE_SERVER_COMMAND_H */
