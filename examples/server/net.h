/*
 * net.h: the server's sockets: a listening socket, and connections with
 * bounded buffers that carry messages as text lines (TCP) or as WebSocket
 * text frames, the same messages either way. Nothing here knows the game.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_SERVER_NET_H
#define EXILE_SERVER_NET_H

#include <stddef.h>
#include <stdint.h>

/* The longest message a client may send, its line end not counted. */
#define NET_MAX_MESSAGE 1024u

/* The room for what a client sent and the server has not read yet: a
 * handshake's request, or a few messages. */
#define NET_IN_CAP 8192u

/* The most the server queues for one client before it gives up on it: a
 * client that does not read is closed, not waited for. */
#define NET_OUT_LIMIT (4u << 20)

/* How a connection frames its messages, decided by its first bytes. */
typedef enum net_framing {
    NET_FRAMING_UNKNOWN, /* nothing read yet */
    NET_FRAMING_LINES,   /* TCP: one message a line, LF or CRLF */
    NET_FRAMING_WEBSOCKET /* it began with an HTTP GET: RFC 6455 frames */
} net_framing;

typedef struct net_conn {
    int fd;
    net_framing framing;
    char in[NET_IN_CAP];
    size_t in_len;
    char *out;
    size_t out_len, out_cap;
    int closing; /* close once everything queued is sent */
    int dead;    /* close now: the peer left, broke the protocol, or stopped reading */
} net_conn;

/*
 * A listening TCP socket, non-blocking, on host (an IPv4 address, such as
 * "127.0.0.1") and port (0 for any free port). Writes the port it got to
 * *bound. Returns the socket, or -1 after a message on stderr.
 */
int net_listen(const char *host, int port, int *bound);

/* Accepts one connection, non-blocking: a new net_conn, or NULL when none
 * waits (or out of memory: the socket is then closed). */
net_conn *net_accept(int listen_fd);

/* Connects to host:port (blocking): the socket, or -1 after a message on stderr. */
int net_connect(const char *host, int port);

/* Closes the socket and frees the connection; NULL is a no-op. */
void net_conn_free(net_conn *c);

/* Reads what the socket holds (non-blocking). Marks the connection dead
 * when the peer closed it or on an error. */
void net_conn_read(net_conn *c);

/*
 * Takes the next complete message out of what was read, into msg (cap
 * bytes, NET_MAX_MESSAGE + 1 suffice), terminated. Returns 1 with a
 * message; 0 when none is complete yet; -1 when the client broke the
 * framing (a line or frame too long, a bad frame, a handshake refused),
 * with *why saying how: the caller tells the client and closes it.
 * WebSocket pings are answered and closes carried out here, unseen by
 * the caller.
 */
int net_conn_message(net_conn *c, char *msg, size_t cap, size_t *len, const char **why);

/* Queues one message (len bytes, no line end) for the client, framed as
 * its connection frames them. A client whose queue grows past
 * NET_OUT_LIMIT is marked dead. */
void net_conn_send(net_conn *c, const char *msg, size_t len);

/* Sends what is queued, as far as the socket takes it (non-blocking). */
void net_conn_flush(net_conn *c);

/* Milliseconds of a monotonic clock. */
uint64_t net_now_ms(void);

#endif /* EXILE_SERVER_NET_H */
