/*
 * sha1.h: SHA-1 (FIPS 180-4) and base64 (RFC 4648), the two digests the
 * WebSocket handshake of RFC 6455 needs (websocket.c). SHA-1 serves here
 * as the protocol's fixed checksum of a key, not for any security.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_SERVER_SHA1_H
#define EXILE_SERVER_SHA1_H

#include <stddef.h>
#include <stdint.h>

#define SHA1_DIGEST_SIZE 20u

/* The SHA-1 digest of len bytes of data. */
void sha1(const void *data, size_t len, uint8_t digest[SHA1_DIGEST_SIZE]);

/*
 * Writes len bytes of data in base64, padded, and a terminating NUL, into
 * out, which holds 4 * ((len + 2) / 3) + 1 bytes.
 */
void base64_encode(const uint8_t *data, size_t len, char *out);

#endif /* EXILE_SERVER_SHA1_H */
