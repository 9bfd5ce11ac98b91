/*
 * Reading a client's message: text first (a client is never trusted),
 * then its verb.
 * SPDX-License-Identifier: MIT
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"

/* The length of the UTF-8 sequence at s (n bytes left), or 0 when it is not
 * one (RFC 3629 §4). */
static size_t utf8_sequence(const unsigned char *s, size_t n)
{
    unsigned char c = s[0];
    size_t len;
    unsigned char lo = 0x80, hi = 0xbf;
    if (c < 0x80)
        return 1;
    if (c >= 0xc2 && c <= 0xdf)
        len = 2;
    else if (c >= 0xe0 && c <= 0xef) {
        len = 3;
        if (c == 0xe0)
            lo = 0xa0; /* overlong */
        if (c == 0xed)
            hi = 0x9f; /* surrogates */
    } else if (c >= 0xf0 && c <= 0xf4) {
        len = 4;
        if (c == 0xf0)
            lo = 0x90; /* overlong */
        if (c == 0xf4)
            hi = 0x8f; /* past U+10FFFF */
    } else {
        return 0;
    }
    if (n < len || s[1] < lo || s[1] > hi)
        return 0;
    for (size_t i = 2; i < len; i++)
        if (s[i] < 0x80 || s[i] > 0xbf)
            return 0;
    return len;
}

static int is_text(const char *msg, size_t len)
{
    const unsigned char *s = (const unsigned char *)msg;
    for (size_t i = 0; i < len;) {
        if ((s[i] < 0x20 && s[i] != '\t') || s[i] == 0x7f)
            return 0;
        size_t n = utf8_sequence(s + i, len - i);
        if (n == 0)
            return 0;
        i += n;
    }
    return 1;
}

static const struct {
    const char *name;
    command_verb verb;
} verbs[] = {
    { "hello", CMD_HELLO }, { "act", CMD_ACT },   { "view", CMD_VIEW }, { "sample", CMD_SAMPLE },
    { "ping", CMD_PING },   { "new", CMD_NEW },   { "quit", CMD_QUIT },
};

int command_parse(char *msg, size_t len, command *out, const char **why)
{
    if (!is_text(msg, len)) {
        *why = "a message must be UTF-8 text without control characters";
        return -1;
    }
    char *p = msg;
    while (*p == ' ' || *p == '\t')
        p++;
    char *end = msg + len;
    while (end > p && (end[-1] == ' ' || end[-1] == '\t'))
        *--end = '\0';
    size_t verb_len = strcspn(p, " \t");
    char *arg = p + verb_len;
    if (*arg)
        *arg++ = '\0';
    while (*arg == ' ' || *arg == '\t')
        arg++;
    out->verb = CMD_UNKNOWN;
    out->arg = arg;
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
        if (strcmp(p, verbs[i].name) == 0)
            out->verb = verbs[i].verb;
    return 0;
}

int command_act_number(const char *arg, unsigned long long *n, const char **text)
{
    char *end;
    *text = arg;
    if (arg[0] != '#')
        return 0;
    if (arg[1] < '0' || arg[1] > '9')
        return -1;
    errno = 0;
    *n = strtoull(arg + 1, &end, 10);
    if (errno || (*end != ' ' && *end != '\t'))
        return -1;
    *text = end + strspn(end, " \t");
    return 1;
}
