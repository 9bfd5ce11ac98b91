/*
 * Reading a message of the server: jansson parses it whole, behind the
 * size cap and with duplicate keys refused, and the protocol's schema
 * (doc/protocol.md, Messages) decides whether it is one of its messages.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <string.h>

#include "message.h"

/* What a member holds, and whether a message of its type must have it. */
typedef enum { STR, INT, STRS } member_kind;
typedef struct member {
    const char *key;
    member_kind kind;
    int required;
} member;

#define MAX_MEMBERS 8

typedef struct schema {
    const char *type;
    member members[MAX_MEMBERS]; /* "type" aside; ends at a NULL key */
} schema;

/* Every message of doc/protocol.md, and the lines of the server's standard
 * output (listening, admin, match, finished), which the same reader reads. */
static const schema schemas[] = {
    { "admin", { { "token", STR, 1 } } },
    { "decide", { { "n", INT, 1 }, { "seat", INT, 1 }, { "prompt", STR, 1 }, { "ms", INT, 1 }, { "actions", STRS, 1 } } },
    { "error", { { "text", STR, 1 } } },
    { "event",
      { { "n", INT, 1 }, { "k", INT, 1 }, { "kind", INT, 1 }, { "card", STR, 0 }, { "text", STR, 1 },
        { "repeats", INT, 0 } } },
    { "finished",
      { { "match", INT, 1 }, { "winner", INT, 1 }, { "forfeit", INT, 1 }, { "actions", INT, 1 },
        { "replay", STR, 0 } } },
    { "listening", { { "host", STR, 1 }, { "port", INT, 1 }, { "run", STR, 0 } } },
    { "match",
      { { "match", INT, 1 }, { "seed", STR, 1 }, { "box", INT, 1 }, { "seat0", STR, 1 }, { "seat1", STR, 1 },
        { "spectator", STR, 1 }, { "replay", STR, 0 } } },
    { "over", { { "n", INT, 1 }, { "winner", INT, 1 }, { "forfeit", INT, 1 }, { "text", STR, 1 } } },
    { "pong", { { NULL, STR, 0 } } },
    { "refused", { { "n", INT, 1 }, { "action", STR, 1 }, { "reason", STR, 1 } } },
    { "sample", { { "n", INT, 1 }, { "notation", STR, 1 } } },
    { "turn", { { "n", INT, 1 }, { "seat", INT, 1 }, { "decision", INT, 1 } } },
    { "view", { { "n", INT, 1 }, { "notation", STR, 1 } } },
    { "wait", { { "n", INT, 1 }, { "seat", INT, 1 }, { "prompt", STR, 1 } } },
    /* A seat's and a spectator's welcome have them all; the administrator's
     * has protocol and role alone. */
    { "welcome",
      { { "protocol", INT, 1 }, { "role", STR, 1 }, { "match", INT, 0 }, { "seat", INT, 0 }, { "n", INT, 0 },
        { "decision_ms", INT, 0 } } },
};

static int holds(const json_t *value, member_kind kind)
{
    size_t i;
    json_t *item;
    switch (kind) {
    case STR:
        return json_is_string(value);
    case INT:
        return json_is_integer(value);
    case STRS:
        if (!json_is_array(value))
            return 0;
        json_array_foreach(value, i, item)
            if (!json_is_string(item))
                return 0;
        return 1;
    }
    return 0;
}

static const member *find_member(const schema *s, const char *key)
{
    for (const member *m = s->members; m < s->members + MAX_MEMBERS && m->key; m++)
        if (strcmp(m->key, key) == 0)
            return m;
    return NULL;
}

/* 0 when msg is a message of the schema, else -1 with why written. */
static int conforms(const json_t *msg, char *why, size_t cap)
{
    const char *type = json_string_value(json_object_get(msg, "type"));
    const schema *s = NULL;
    const char *key;
    json_t *value;
    if (!type) {
        snprintf(why, cap, "a message without a string \"type\"");
        return -1;
    }
    for (size_t i = 0; i < sizeof schemas / sizeof schemas[0]; i++)
        if (strcmp(schemas[i].type, type) == 0)
            s = &schemas[i];
    if (!s) {
        snprintf(why, cap, "no message of the protocol has type \"%s\"", type);
        return -1;
    }
    json_object_foreach((json_t *)msg, key, value) {
        const member *m = strcmp(key, "type") == 0 ? NULL : find_member(s, key);
        if (strcmp(key, "type") == 0)
            continue;
        if (!m) {
            snprintf(why, cap, "a %s message has no member \"%s\"", type, key);
            return -1;
        }
        if (!holds(value, m->kind)) {
            snprintf(why, cap, "the member \"%s\" of a %s message is not %s", key, type,
                     m->kind == STR ? "a string" : m->kind == INT ? "an integer" : "an array of strings");
            return -1;
        }
    }
    for (const member *m = s->members; m < s->members + MAX_MEMBERS && m->key; m++)
        if (m->required && !json_object_get(msg, m->key)) {
            snprintf(why, cap, "a %s message lacks its member \"%s\"", type, m->key);
            return -1;
        }
    return 0;
}

json_t *msg_parse(const char *text, size_t len, char *why, size_t cap)
{
    json_error_t err;
    if (len > MESSAGE_MAX) {
        snprintf(why, cap, "a message longer than %u bytes", MESSAGE_MAX);
        return NULL;
    }
    json_t *msg = json_loadb(text, len, JSON_REJECT_DUPLICATES, &err);
    if (!msg) {
        snprintf(why, cap, "not JSON: %s", err.text);
        return NULL;
    }
    if (!json_is_object(msg)) {
        snprintf(why, cap, "a message that is not a JSON object");
    } else if (conforms(msg, why, cap) == 0) {
        return msg;
    }
    json_decref(msg);
    return NULL;
}

const char *msg_type(const json_t *msg)
{
    return json_string_value(json_object_get(msg, "type"));
}

static int copy(const json_t *value, char *out, size_t cap)
{
    if (!json_is_string(value) || json_string_length(value) >= cap)
        return -1;
    /* A string holding a NUL is refused by the parser (no JSON_ALLOW_NUL). */
    memcpy(out, json_string_value(value), json_string_length(value) + 1);
    return 0;
}

int msg_get_str(const json_t *msg, const char *key, char *out, size_t cap)
{
    return copy(json_object_get(msg, key), out, cap);
}

int msg_get_int(const json_t *msg, const char *key, long long *out)
{
    const json_t *value = json_object_get(msg, key);
    if (!json_is_integer(value))
        return -1;
    *out = (long long)json_integer_value(value);
    return 0;
}

int msg_get_item(const json_t *msg, const char *key, size_t i, char *out, size_t cap)
{
    return copy(json_array_get(json_object_get(msg, key), i), out, cap);
}

long msg_list_len(const json_t *msg, const char *key)
{
    const json_t *value = json_object_get(msg, key);
    return json_is_array(value) ? (long)json_array_size(value) : -1;
}
