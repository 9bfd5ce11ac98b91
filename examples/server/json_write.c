/*
 * Writing the server's JSON messages: strings escaped as RFC 8259 §7 asks
 * (quotes, backslashes and control characters; UTF-8 passes as it is).
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <string.h>

#include "json.h"

static void put(json_writer *w, const char *s, size_t n)
{
    if (w->overflow || w->len + n >= w->cap) {
        w->overflow = 1;
        return;
    }
    memcpy(w->buf + w->len, s, n);
    w->len += n;
}

static void put_string(json_writer *w, const char *s)
{
    put(w, "\"", 1);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        char esc[8];
        switch (*p) {
        case '"': put(w, "\\\"", 2); break;
        case '\\': put(w, "\\\\", 2); break;
        case '\n': put(w, "\\n", 2); break;
        case '\r': put(w, "\\r", 2); break;
        case '\t': put(w, "\\t", 2); break;
        default:
            if (*p < 0x20) {
                snprintf(esc, sizeof esc, "\\u%04x", *p);
                put(w, esc, 6);
            } else {
                put(w, (const char *)p, 1);
            }
        }
    }
    put(w, "\"", 1);
}

static void put_key(json_writer *w, const char *key)
{
    if (w->members++ > 0)
        put(w, ",", 1);
    put_string(w, key);
    put(w, ":", 1);
}

void json_begin(json_writer *w, char *buf, size_t cap, const char *type)
{
    w->buf = buf;
    w->cap = cap;
    w->len = 0;
    w->overflow = cap == 0;
    w->members = 0;
    put(w, "{", 1);
    json_str(w, "type", type);
}

void json_str(json_writer *w, const char *key, const char *value)
{
    put_key(w, key);
    put_string(w, value);
}

void json_int(json_writer *w, const char *key, long long value)
{
    char num[24];
    put_key(w, key);
    put(w, num, (size_t)snprintf(num, sizeof num, "%lld", value));
}

void json_uint(json_writer *w, const char *key, unsigned long long value)
{
    char num[24];
    put_key(w, key);
    put(w, num, (size_t)snprintf(num, sizeof num, "%llu", value));
}

void json_array(json_writer *w, const char *key)
{
    put_key(w, key);
    put(w, "[", 1);
    w->members = 0;
}

void json_item(json_writer *w, const char *value)
{
    if (w->members++ > 0)
        put(w, ",", 1);
    put_string(w, value);
}

void json_array_end(json_writer *w)
{
    put(w, "]", 1);
    /* The array was a member of the object, which has one at least. */
    w->members = 1;
}

size_t json_end(json_writer *w)
{
    put(w, "}", 1);
    if (w->overflow)
        return 0;
    w->buf[w->len] = '\0';
    return w->len;
}
