/*
 * websocket.h: the little of RFC 6455 the server speaks to browsers: the
 * opening handshake, and frames of one message each (no fragmentation, no
 * extensions), text, ping, pong and close.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_SERVER_WEBSOCKET_H
#define EXILE_SERVER_WEBSOCKET_H

#include <stddef.h>
#include <stdint.h>

/* The opcodes of RFC 6455 §5.2. */
enum {
    WS_CONTINUATION = 0x0,
    WS_TEXT = 0x1,
    WS_BINARY = 0x2,
    WS_CLOSE = 0x8,
    WS_PING = 0x9,
    WS_PONG = 0xa
};

/* The most a frame header of the server takes (2 + 8 bytes of length). */
#define WS_HEADER_MAX 10u

/*
 * Answers an opening handshake (§4.2.1): req holds the request's len bytes,
 * up to and with its blank line. Writes the "101 Switching Protocols"
 * response into resp (cap bytes) and returns its length, or returns 0 when
 * the request is not a WebSocket handshake of version 13.
 */
size_t ws_handshake(const char *req, size_t len, char *resp, size_t cap);

/* One frame received from a client, its payload unmasked in place. */
typedef struct ws_frame {
    unsigned opcode;
    int fin;
    size_t payload_off; /* where the payload starts in the buffer */
    size_t payload_len;
} ws_frame;

/*
 * Reads the frame at the start of buf (len bytes), unmasking its payload in
 * place. Returns the frame's whole size; 0 when the frame is incomplete;
 * -1 when it breaks the protocol (a client frame unmasked, §5.1; reserved
 * bits set; a control frame over 125 bytes) or its payload is larger than
 * max_payload.
 */
long ws_read_frame(uint8_t *buf, size_t len, size_t max_payload, ws_frame *f);

/* Writes the header of a server frame (unmasked, final) of len payload
 * bytes into hdr and returns its size. */
size_t ws_frame_header(uint8_t hdr[WS_HEADER_MAX], unsigned opcode, size_t len);

#endif /* EXILE_SERVER_WEBSOCKET_H */
