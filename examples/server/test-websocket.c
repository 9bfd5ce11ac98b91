/*
 * test-websocket: SHA-1 and base64 on the vectors of FIPS 180-4 and
 * RFC 4648, the handshake of RFC 6455 §1.3, and frames read and written.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <string.h>

#include "sha1.h"
#include "websocket.h"

static int failures;

static void expect(int ok, const char *what)
{
    if (!ok) {
        printf("FAIL: %s\n", what);
        failures++;
    }
}

static int sha1_is(const char *text, const char *hex)
{
    uint8_t d[SHA1_DIGEST_SIZE];
    char got[2 * SHA1_DIGEST_SIZE + 1];
    sha1(text, strlen(text), d);
    for (unsigned i = 0; i < SHA1_DIGEST_SIZE; i++)
        snprintf(got + 2 * i, 3, "%02x", d[i]);
    return strcmp(got, hex) == 0;
}

static int base64_is(const char *text, const char *want)
{
    char out[64];
    base64_encode((const uint8_t *)text, strlen(text), out);
    return strcmp(out, want) == 0;
}

int main(void)
{
    /* FIPS 180-4 examples, and lengths on both sides of the padding's 56 bytes. */
    expect(sha1_is("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"), "SHA-1 of nothing");
    expect(sha1_is("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"), "SHA-1 of abc");
    expect(sha1_is("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                   "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
           "SHA-1 of 56 bytes");
    expect(sha1_is("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
                   "a49b2446a02c645bf419f995b67091253a04a259"),
           "SHA-1 of 112 bytes");

    /* RFC 4648 §10. */
    expect(base64_is("", "") && base64_is("f", "Zg==") && base64_is("fo", "Zm8=") && base64_is("foo", "Zm9v") &&
               base64_is("foobar", "Zm9vYmFy"),
           "base64 vectors");

    /* RFC 6455 §1.3: the key and the accept of its example. */
    char resp[256];
    const char *req = "GET /chat HTTP/1.1\r\nHost: server.example.com\r\nUpgrade: websocket\r\n"
                      "Connection: keep-alive, Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                      "Sec-WebSocket-Version: 13\r\n\r\n";
    size_t n = ws_handshake(req, strlen(req), resp, sizeof resp);
    expect(n > 0 && strstr(resp, "Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n") != NULL,
           "the handshake of RFC 6455's example");
    const char *old = "GET / HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 8\r\n\r\n";
    expect(ws_handshake(old, strlen(old), resp, sizeof resp) == 0, "version 8 is refused");

    /* RFC 6455 §5.7: a masked "Hello". */
    uint8_t frame[] = { 0x81, 0x85, 0x37, 0xfa, 0x21, 0x3d, 0x7f, 0x9f, 0x4d, 0x51, 0x58 };
    ws_frame f;
    expect(ws_read_frame(frame, sizeof frame - 1, 1024, &f) == 0, "an incomplete frame waits");
    expect(ws_read_frame(frame, sizeof frame, 1024, &f) == (long)sizeof frame && f.opcode == WS_TEXT && f.fin &&
               f.payload_len == 5 && memcmp(frame + f.payload_off, "Hello", 5) == 0,
           "a masked frame is unmasked");
    uint8_t unmasked[] = { 0x81, 0x05, 'H', 'e', 'l', 'l', 'o' };
    expect(ws_read_frame(unmasked, sizeof unmasked, 1024, &f) == -1, "an unmasked client frame is refused");
    uint8_t big[] = { 0x81, 0xfe, 0x10, 0x00, 0, 0, 0, 0 };
    expect(ws_read_frame(big, sizeof big, 1024, &f) == -1, "a payload over the limit is refused");

    uint8_t hdr[WS_HEADER_MAX];
    expect(ws_frame_header(hdr, WS_TEXT, 5) == 2 && hdr[0] == 0x81 && hdr[1] == 5, "a short header");
    expect(ws_frame_header(hdr, WS_TEXT, 300) == 4 && hdr[1] == 126 && hdr[2] == 1 && hdr[3] == 44, "a 16-bit length");
    expect(ws_frame_header(hdr, WS_TEXT, 70000) == 10 && hdr[1] == 127 && hdr[7] == 1 && hdr[8] == 0x11 &&
               hdr[9] == 0x70,
           "a 64-bit length");

    if (failures == 0)
        printf("ok: websocket\n");
    return failures != 0;
}
