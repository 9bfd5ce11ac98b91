/*
 * The WebSocket layer (RFC 6455): the handshake and the framing, nothing
 * of the game. net.c feeds it the bytes of a connection that began with
 * an HTTP GET.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "sha1.h"
#include "websocket.h"

/* The GUID every handshake appends to the client's key (§1.3). */
static const char ws_guid[] = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";

/*
 * The value of header name in the request (len bytes), its spaces trimmed,
 * in value (cap bytes): 1 found, 0 not (or too long).
 */
static int header_value(const char *req, size_t len, const char *name, char *value, size_t cap)
{
    size_t name_len = strlen(name);
    const char *end = req + len;
    /* Header lines follow the request line: each begins after a CRLF. */
    for (const char *line = memchr(req, '\n', len); line && line + 1 < end;
         line = memchr(line + 1, '\n', (size_t)(end - line - 1))) {
        const char *p = line + 1;
        if ((size_t)(end - p) <= name_len || strncasecmp(p, name, name_len) != 0 || p[name_len] != ':')
            continue;
        p += name_len + 1;
        while (p < end && (*p == ' ' || *p == '\t'))
            p++;
        const char *q = p;
        while (q < end && *q != '\r' && *q != '\n')
            q++;
        while (q > p && (q[-1] == ' ' || q[-1] == '\t'))
            q--;
        if ((size_t)(q - p) >= cap)
            return 0;
        memcpy(value, p, (size_t)(q - p));
        value[q - p] = '\0';
        return 1;
    }
    return 0;
}

/* Whether the comma-separated list holds token, case aside ("keep-alive, Upgrade"). */
static int list_has(const char *list, const char *token)
{
    size_t n = strlen(token);
    for (const char *p = list; *p;) {
        while (*p == ' ' || *p == ',')
            p++;
        const char *q = p;
        while (*q && *q != ',')
            q++;
        const char *e = q;
        while (e > p && e[-1] == ' ')
            e--;
        if ((size_t)(e - p) == n && strncasecmp(p, token, n) == 0)
            return 1;
        p = q;
    }
    return 0;
}

size_t ws_handshake(const char *req, size_t len, char *resp, size_t cap)
{
    char upgrade[64], connection[128], version[8], key[64];
    if (len < 4 || memcmp(req, "GET ", 4) != 0)
        return 0;
    if (!header_value(req, len, "Upgrade", upgrade, sizeof upgrade) || !list_has(upgrade, "websocket") ||
        !header_value(req, len, "Connection", connection, sizeof connection) ||
        !list_has(connection, "Upgrade") ||
        !header_value(req, len, "Sec-WebSocket-Version", version, sizeof version) || strcmp(version, "13") != 0 ||
        !header_value(req, len, "Sec-WebSocket-Key", key, sizeof key) || strlen(key) != 24)
        return 0;

    /* Sec-WebSocket-Accept: base64(SHA-1(key + GUID)) (§4.2.2 step 5.4). */
    char joined[sizeof key + sizeof ws_guid];
    uint8_t digest[SHA1_DIGEST_SIZE];
    char accept[4 * ((SHA1_DIGEST_SIZE + 2) / 3) + 1];
    int n = snprintf(joined, sizeof joined, "%s%s", key, ws_guid);
    sha1(joined, (size_t)n, digest);
    base64_encode(digest, sizeof digest, accept);
    n = snprintf(resp, cap,
                 "HTTP/1.1 101 Switching Protocols\r\n"
                 "Upgrade: websocket\r\n"
                 "Connection: Upgrade\r\n"
                 "Sec-WebSocket-Accept: %s\r\n\r\n",
                 accept);
    return n > 0 && (size_t)n < cap ? (size_t)n : 0;
}

long ws_read_frame(uint8_t *buf, size_t len, size_t max_payload, ws_frame *f)
{
    if (len < 2)
        return 0;
    f->fin = (buf[0] & 0x80u) != 0;
    f->opcode = buf[0] & 0x0fu;
    int masked = (buf[1] & 0x80u) != 0;
    uint64_t plen = buf[1] & 0x7fu;
    size_t off = 2;
    if ((buf[0] & 0x70u) != 0 || !masked)
        return -1;
    if (plen == 126) {
        if (len < 4)
            return 0;
        plen = (uint64_t)buf[2] << 8 | buf[3];
        off = 4;
    } else if (plen == 127) {
        if (len < 10)
            return 0;
        plen = 0;
        for (unsigned i = 0; i < 8; i++)
            plen = plen << 8 | buf[2 + i];
        off = 10;
    }
    if (plen > max_payload || ((f->opcode & 0x8u) && plen > 125))
        return -1;
    if (len < off + 4 + plen)
        return 0;
    const uint8_t *mask = buf + off;
    off += 4;
    for (size_t i = 0; i < plen; i++)
        buf[off + i] ^= mask[i & 3u];
    f->payload_off = off;
    f->payload_len = (size_t)plen;
    return (long)(off + plen);
}

size_t ws_frame_header(uint8_t hdr[WS_HEADER_MAX], unsigned opcode, size_t len)
{
    hdr[0] = (uint8_t)(0x80u | (opcode & 0x0fu));
    if (len < 126) {
        hdr[1] = (uint8_t)len;
        return 2;
    }
    if (len <= 0xffffu) {
        hdr[1] = 126;
        hdr[2] = (uint8_t)(len >> 8);
        hdr[3] = (uint8_t)len;
        return 4;
    }
    hdr[1] = 127;
    for (unsigned i = 0; i < 8; i++)
        hdr[2 + i] = (uint8_t)((uint64_t)len >> (56 - 8 * i));
    return 10;
}
