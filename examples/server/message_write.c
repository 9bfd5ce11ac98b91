/*
 * Writing the server's messages with jansson: an object built member by
 * member, then dumped compact (members in the order they were set).
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "message.h"

/* Sets key of the object being written, or appends to its array; takes value. */
static void put(msg_writer *w, const char *key, json_t *value)
{
    json_t *into = w->list ? w->list : w->obj;
    int status = !value || !into ? -1
                 : w->list     ? json_array_append_new(into, value)
                               : json_object_set_new(into, key, value);
    if (status != 0)
        w->failed = 1;
}

void msg_begin(msg_writer *w, char *buf, size_t cap, const char *type)
{
    w->obj = json_object();
    w->list = NULL;
    w->buf = buf;
    w->cap = cap;
    w->failed = w->obj == NULL;
    msg_str(w, "type", type);
}

void msg_str(msg_writer *w, const char *key, const char *value)
{
    /* json_string() refuses a text that is not UTF-8: the message is not sent. */
    put(w, key, json_string(value));
}

void msg_int(msg_writer *w, const char *key, long long value)
{
    put(w, key, json_integer((json_int_t)value));
}

void msg_list(msg_writer *w, const char *key)
{
    json_t *list = json_array();
    put(w, key, list);
    w->list = w->failed ? NULL : list;
}

void msg_item(msg_writer *w, const char *value)
{
    if (w->list)
        put(w, NULL, json_string(value));
}

void msg_list_end(msg_writer *w)
{
    w->list = NULL;
}

size_t msg_end(msg_writer *w)
{
    size_t len = 0;
    if (!w->failed && w->cap > 0) {
        len = json_dumpb(w->obj, w->buf, w->cap - 1, JSON_COMPACT);
        if (len >= w->cap)
            len = 0;
        w->buf[len] = '\0';
    }
    json_decref(w->obj);
    w->obj = NULL;
    return len;
}
