/*
 * Reading one JSON object of the server (RFC 8259): members are found by
 * key at the top level; any value may be skipped, nested up to a depth.
 * SPDX-License-Identifier: MIT
 */
#include <stdlib.h>
#include <string.h>

#include "json.h"

/* Deeper values than this are refused: the server writes depth 2 at most. */
#define JSON_MAX_DEPTH 16

static const char *skip_space(const char *p)
{
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        p++;
    return p;
}

static int hex4(const char *p, unsigned *out)
{
    unsigned v = 0;
    for (int i = 0; i < 4; i++) {
        char c = p[i];
        unsigned d = c >= '0' && c <= '9' ? (unsigned)(c - '0')
                     : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
                     : c >= 'A' && c <= 'F' ? (unsigned)(c - 'A' + 10)
                                            : 16u;
        if (d > 15)
            return -1;
        v = v << 4 | d;
    }
    *out = v;
    return 0;
}

/* Appends code point cp as UTF-8: 0, or -1 when out is full. */
static int put_utf8(char *out, size_t cap, size_t *n, unsigned cp)
{
    char b[4];
    size_t k;
    if (cp < 0x80) {
        b[0] = (char)cp;
        k = 1;
    } else if (cp < 0x800) {
        b[0] = (char)(0xc0 | cp >> 6);
        b[1] = (char)(0x80 | (cp & 0x3f));
        k = 2;
    } else if (cp < 0x10000) {
        b[0] = (char)(0xe0 | cp >> 12);
        b[1] = (char)(0x80 | (cp >> 6 & 0x3f));
        b[2] = (char)(0x80 | (cp & 0x3f));
        k = 3;
    } else {
        b[0] = (char)(0xf0 | cp >> 18);
        b[1] = (char)(0x80 | (cp >> 12 & 0x3f));
        b[2] = (char)(0x80 | (cp >> 6 & 0x3f));
        b[3] = (char)(0x80 | (cp & 0x3f));
        k = 4;
    }
    if (out) {
        if (*n + k >= cap)
            return -1;
        memcpy(out + *n, b, k);
    }
    *n += k;
    return 0;
}

/* Reads the string at p (its opening quote), unescaped into out when out is
 * not NULL: the position after it, or NULL. */
static const char *read_string(const char *p, char *out, size_t cap)
{
    static const char plain[] = "\"\\/bfnrt";
    static const char meant[] = "\"\\/\b\f\n\r\t";
    size_t n = 0;
    if (*p++ != '"')
        return NULL;
    while (*p != '"') {
        unsigned cp = (unsigned char)*p;
        if (cp < 0x20)
            return NULL;
        if (cp != '\\') {
            p++;
        } else if (p[1] == 'u') {
            if (hex4(p + 2, &cp) != 0)
                return NULL;
            p += 6;
            if (cp >= 0xd800 && cp < 0xdc00) {
                unsigned lo;
                if (p[0] != '\\' || p[1] != 'u' || hex4(p + 2, &lo) != 0 || lo < 0xdc00 || lo >= 0xe000)
                    return NULL;
                cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
                p += 6;
            } else if (cp >= 0xdc00 && cp < 0xe000) {
                return NULL;
            }
            if (put_utf8(out, cap, &n, cp) != 0)
                return NULL;
            continue;
        } else {
            const char *e = p[1] ? strchr(plain, p[1]) : NULL;
            if (!e)
                return NULL;
            cp = (unsigned char)meant[e - plain];
            p += 2;
        }
        if (out) {
            if (n + 1 >= cap)
                return NULL;
            out[n] = (char)cp;
        }
        n++;
    }
    if (out)
        out[n] = '\0';
    return p + 1;
}

static const char *skip_value(const char *p, int depth);

/*
 * Skips the value at p, in an object or array that ends with close, and
 * the comma after it: the next value, *at_end 0; or past the close, *at_end
 * 1. NULL for a malformed text.
 */
static const char *after_value(const char *p, int depth, char close, int *at_end)
{
    p = skip_value(p, depth);
    if (!p)
        return NULL;
    p = skip_space(p);
    *at_end = *p == close;
    if (*at_end)
        return p + 1;
    return *p == ',' ? skip_space(p + 1) : NULL;
}

/* Reads the key of a member and its colon: the member's value, or NULL. */
static const char *after_key(const char *p, char *name, size_t cap)
{
    p = read_string(p, name, cap);
    if (!p)
        return NULL;
    p = skip_space(p);
    return *p == ':' ? skip_space(p + 1) : NULL;
}

/* Skips an object or an array at p; close is '}' or ']'. */
static const char *skip_container(const char *p, char close, int depth)
{
    int at_end = 0;
    p = skip_space(p + 1);
    if (*p == close)
        return p + 1;
    while (p && !at_end) {
        if (close == '}')
            p = after_key(p, NULL, 0);
        if (p)
            p = after_value(p, depth + 1, close, &at_end);
    }
    return p;
}

static const char *skip_value(const char *p, int depth)
{
    if (depth > JSON_MAX_DEPTH)
        return NULL;
    switch (*p) {
    case '"': return read_string(p, NULL, 0);
    case '{': return skip_container(p, '}', depth);
    case '[': return skip_container(p, ']', depth);
    case 't': return strncmp(p, "true", 4) == 0 ? p + 4 : NULL;
    case 'f': return strncmp(p, "false", 5) == 0 ? p + 5 : NULL;
    case 'n': return strncmp(p, "null", 4) == 0 ? p + 4 : NULL;
    default: {
        char *end;
        strtod(p, &end);
        return end == p ? NULL : end;
    }
    }
}

/* The value of member key of the object obj, or NULL. */
static const char *member(const char *obj, const char *key)
{
    char name[64];
    int at_end = 0;
    const char *p = skip_space(obj);
    if (*p++ != '{')
        return NULL;
    p = skip_space(p);
    if (*p == '}')
        return NULL;
    while (p && !at_end) {
        p = after_key(p, name, sizeof name);
        if (p && strcmp(name, key) == 0)
            return p;
        if (p)
            p = after_value(p, 1, '}', &at_end);
    }
    return NULL;
}

int json_get_str(const char *obj, const char *key, char *out, size_t cap)
{
    const char *v = member(obj, key);
    return v && *v == '"' && read_string(v, out, cap) ? 0 : -1;
}

int json_get_int(const char *obj, const char *key, long long *out)
{
    const char *v = member(obj, key);
    char *end;
    if (!v || !(*v == '-' || (*v >= '0' && *v <= '9')))
        return -1;
    long long n = strtoll(v, &end, 10);
    if (*end == '.' || *end == 'e' || *end == 'E')
        return -1;
    *out = n;
    return 0;
}

/* The first item of the array member key, or NULL (none, or no array). */
static const char *first_item(const char *obj, const char *key)
{
    const char *p = member(obj, key);
    if (!p || *p != '[')
        return NULL;
    p = skip_space(p + 1);
    return *p == ']' ? NULL : p;
}

/* The i-th item of the array member key, or NULL. */
static const char *item(const char *obj, const char *key, size_t i)
{
    int at_end = 0;
    const char *p = first_item(obj, key);
    for (size_t k = 0; p && !at_end; k++) {
        if (k == i)
            return p;
        p = after_value(p, 2, ']', &at_end);
    }
    return NULL;
}

int json_get_item(const char *obj, const char *key, size_t i, char *out, size_t cap)
{
    const char *v = item(obj, key, i);
    return v && *v == '"' && read_string(v, out, cap) ? 0 : -1;
}

long json_array_len(const char *obj, const char *key)
{
    const char *p = member(obj, key);
    int at_end = 0;
    long n = 0;
    if (!p || *p != '[')
        return -1;
    if (*skip_space(p + 1) == ']')
        return 0;
    p = first_item(obj, key);
    while (p && !at_end) {
        n++;
        p = after_value(p, 2, ']', &at_end);
    }
    return p ? n : -1;
}
