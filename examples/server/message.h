/*
 * message.h: the JSON messages of the protocol (doc/protocol.md), on
 * jansson. The server writes one flat object a message; the client and the
 * checker read each one whole, behind a size cap, with duplicate keys
 * refused, and check it against the protocol's schema before they look at
 * any member: its type is one of the protocol's, every member it must have
 * is there with the JSON type it must have, and no other member is.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_SERVER_MESSAGE_H
#define EXILE_SERVER_MESSAGE_H

#include <stddef.h>

#include <jansson.h>

/* The longest message the server writes: a decision's prompt and its
 * legal actions, or a notation, escaped (the reader refuses longer ones). */
#define MESSAGE_MAX (64u * 1024u)

/* ---- writing: into a caller's buffer; a message too long is dropped ---- */

typedef struct msg_writer {
    json_t *obj;
    json_t *list; /* the array being written, or NULL */
    char *buf;
    size_t cap;
    int failed; /* out of memory, or a text that is not UTF-8 */
} msg_writer;

/* Starts an object whose first member is "type": type. */
void msg_begin(msg_writer *w, char *buf, size_t cap, const char *type);
void msg_str(msg_writer *w, const char *key, const char *value);
void msg_int(msg_writer *w, const char *key, long long value);
/* An array of strings: msg_list(), msg_item() for each, msg_list_end(). */
void msg_list(msg_writer *w, const char *key);
void msg_item(msg_writer *w, const char *value);
void msg_list_end(msg_writer *w);
/* Writes the object into buf, compact, terminated, and frees it: its
 * length, or 0 when it did not fit or could not be made. */
size_t msg_end(msg_writer *w);

/* ---- reading one message, a line of the server ---- */

/*
 * Parses text (len bytes) as one message and checks it against the
 * protocol's schema. Returns the object, which the caller frees with
 * json_decref(); or NULL with why (cap bytes) saying what is wrong: too
 * long, not JSON, a key twice, not an object, an unknown type, a member
 * missing, of the wrong type or unknown.
 */
json_t *msg_parse(const char *text, size_t len, char *why, size_t cap);

/* The message's type, a member it is sure to have once parsed. */
const char *msg_type(const json_t *msg);
/* The string member key, copied into out (cap bytes): 0, or -1 when absent or too long. */
int msg_get_str(const json_t *msg, const char *key, char *out, size_t cap);
/* The integer member key: 0, or -1 when absent. */
int msg_get_int(const json_t *msg, const char *key, long long *out);
/* The i-th string of the array member key: 0, or -1 when there is none or it is too long. */
int msg_get_item(const json_t *msg, const char *key, size_t i, char *out, size_t cap);
/* The number of items of the array member key; -1 when absent. */
long msg_list_len(const json_t *msg, const char *key);

#endif /* EXILE_SERVER_MESSAGE_H */
