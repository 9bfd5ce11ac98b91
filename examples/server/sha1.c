/*
 * SHA-1 (FIPS 180-4 §6.1) and base64 (RFC 4648 §4), for the WebSocket
 * handshake (RFC 6455 §4.2.2).
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "sha1.h"

static uint32_t rol(uint32_t x, unsigned n)
{
    return (x << n) | (x >> (32u - n));
}

static uint32_t load_be32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static void sha1_block(uint32_t h[5], const uint8_t block[64])
{
    uint32_t w[80];
    for (unsigned i = 0; i < 16; i++)
        w[i] = load_be32(block + 4 * i);
    for (unsigned i = 16; i < 80; i++)
        w[i] = rol(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
    uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
    for (unsigned i = 0; i < 80; i++) {
        uint32_t f, k;
        if (i < 20) {
            f = (b & c) | (~b & d);
            k = 0x5a827999u;
        } else if (i < 40) {
            f = b ^ c ^ d;
            k = 0x6ed9eba1u;
        } else if (i < 60) {
            f = (b & c) | (b & d) | (c & d);
            k = 0x8f1bbcdcu;
        } else {
            f = b ^ c ^ d;
            k = 0xca62c1d6u;
        }
        uint32_t t = rol(a, 5) + f + e + k + w[i];
        e = d;
        d = c;
        c = rol(b, 30);
        b = a;
        a = t;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
}

void sha1(const void *data, size_t len, uint8_t digest[SHA1_DIGEST_SIZE])
{
    uint32_t h[5] = { 0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u, 0xc3d2e1f0u };
    const uint8_t *p = data;
    size_t left = len;
    for (; left >= 64; p += 64, left -= 64)
        sha1_block(h, p);

    /* The padding: a 1 bit, zeros, and the length in bits on the last
     * 8 bytes of the last block (§5.1.1). */
    uint8_t tail[128] = { 0 };
    memcpy(tail, p, left);
    tail[left] = 0x80u;
    size_t tail_len = left < 56 ? 64 : 128;
    uint64_t bits = (uint64_t)len * 8u;
    for (unsigned i = 0; i < 8; i++)
        tail[tail_len - 1 - i] = (uint8_t)(bits >> (8 * i));
    for (size_t off = 0; off < tail_len; off += 64)
        sha1_block(h, tail + off);

    for (unsigned i = 0; i < 5; i++)
        for (unsigned j = 0; j < 4; j++)
            digest[4 * i + j] = (uint8_t)(h[i] >> (24 - 8 * j));
}

void base64_encode(const uint8_t *data, size_t len, char *out)
{
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    size_t o = 0;
    for (size_t i = 0; i < len; i += 3) {
        uint32_t n = (uint32_t)data[i] << 16;
        if (i + 1 < len)
            n |= (uint32_t)data[i + 1] << 8;
        if (i + 2 < len)
            n |= data[i + 2];
        out[o++] = alphabet[(n >> 18) & 63u];
        out[o++] = alphabet[(n >> 12) & 63u];
        out[o++] = i + 1 < len ? alphabet[(n >> 6) & 63u] : '=';
        out[o++] = i + 2 < len ? alphabet[n & 63u] : '=';
    }
    out[o] = '\0';
}
