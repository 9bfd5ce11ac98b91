/*
 * json.h: the JSON of the protocol (doc/protocol.md): the server writes
 * one flat object a message, and the client and the checker read them.
 * Objects hold strings, integers, booleans and arrays of strings; nothing
 * deeper is written, and the reader skips what it is not asked for.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_SERVER_JSON_H
#define EXILE_SERVER_JSON_H

#include <stddef.h>

/* ---- writing: into a caller's buffer; a message too long is dropped ---- */

typedef struct json_writer {
    char *buf;
    size_t cap, len;
    int overflow; /* the buffer was too small: json_end() answers 0 */
    int members;  /* members written in the open object or array */
} json_writer;

/* Starts an object whose first member is "type": type. */
void json_begin(json_writer *w, char *buf, size_t cap, const char *type);
void json_str(json_writer *w, const char *key, const char *value);
void json_int(json_writer *w, const char *key, long long value);
void json_uint(json_writer *w, const char *key, unsigned long long value);
/* An array of strings: json_array(), json_item() for each, json_array_end(). */
void json_array(json_writer *w, const char *key);
void json_item(json_writer *w, const char *value);
void json_array_end(json_writer *w);
/* Closes the object: its length (terminated in buf), or 0 when it did not fit. */
size_t json_end(json_writer *w);

/* ---- reading one object, a line of the server ---- */

/* The string member key, unescaped into out (cap bytes): 0, or -1 when
 * absent, not a string, malformed or too long. */
int json_get_str(const char *obj, const char *key, char *out, size_t cap);
/* The integer member key: 0, or -1 when absent or not an integer. */
int json_get_int(const char *obj, const char *key, long long *out);
/* The i-th string of the array member key: 0, or -1 when there is none. */
int json_get_item(const char *obj, const char *key, size_t i, char *out, size_t cap);
/* The number of items of the array member key; -1 when absent or malformed. */
long json_array_len(const char *obj, const char *key);

#endif /* EXILE_SERVER_JSON_H */
