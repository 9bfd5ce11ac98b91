/*
 * net.h: the server's connections, on libwebsockets: one port takes
 * WebSocket clients (RFC 6455, done by libwebsockets: the handshake, the
 * framing, fragments, pings, closes, UTF-8) and clients of text lines over
 * plain TCP (a connection whose first bytes are not HTTP falls back to a
 * raw socket). Both carry the same messages; nothing here knows the game.
 * The client's part is net_connect() and net_now_ms().
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_SERVER_NET_H
#define EXILE_SERVER_NET_H

#include <stddef.h>
#include <stdint.h>

/* The longest message a client may send, its line end not counted. */
#define NET_MAX_MESSAGE 1024u

/* The room for messages a client sent that the server has not taken yet:
 * past it, the connection is not read until the server takes them. */
#define NET_IN_CAP 8192u

/* The most the server queues for one client before it gives up on it: a
 * client that does not read is closed, not waited for (net_conn.out_limit
 * is smaller before its hello). */
#define NET_OUT_LIMIT (4u << 20)

/* TCP keep-alive: a silent peer is probed after this many seconds, every
 * interval, and the connection dropped after this many unanswered probes. */
#define NET_KEEPALIVE_IDLE_S 30
#define NET_KEEPALIVE_INTERVAL_S 10
#define NET_KEEPALIVE_PROBES 3

/* How a connection frames its messages, decided by its first bytes. */
typedef enum net_framing {
    NET_FRAMING_UNKNOWN,  /* nothing read yet, or an HTTP request not yet upgraded */
    NET_FRAMING_LINES,    /* TCP: one message a line, LF or CRLF */
    NET_FRAMING_WEBSOCKET /* an upgraded HTTP GET: RFC 6455 text messages */
} net_framing;

struct lws;

typedef struct net_conn {
    struct lws *wsi; /* NULL once libwebsockets has closed it */
    net_framing framing;
    uint32_t address; /* the peer's IPv4 address, host order */
    char partial[NET_MAX_MESSAGE + 1]; /* a line or a fragmented message, so far */
    size_t partial_len;
    char in[NET_IN_CAP]; /* messages received, each a 2-byte length and its bytes */
    size_t in_len;
    const char *broken; /* the client broke the framing: why, told once its messages are taken */
    unsigned frames;     /* frames received that are no whole message (a fragment before
                            its message's last, a pong, a Close), not counted yet by the rate */
    int heard;           /* something was received since the server last looked */
    char *out;           /* messages to send, each a 4-byte length and its bytes */
    size_t out_len, out_cap, out_limit;
    uint64_t queued;     /* messages queued so far */
    uint64_t sent;       /* messages written to the socket so far */
    int ping_wanted;     /* a ping is to be sent */
    int paused;  /* not read, as the rate or a full in asks */
    int closing; /* close once everything queued is sent */
    int dead;    /* close now: the peer left, broke the protocol, or stopped reading */
} net_conn;

/* What the server is asked about a new connection: 0 to take it (it
 * keeps c), -1 to refuse it (c is closed at once). */
typedef int (*net_accept_fn)(void *user, net_conn *c);

typedef struct net_settings {
    const char *host; /* an IPv4 address, such as "127.0.0.1" */
    int port;         /* 0 for any free port */
    const char *origin; /* WebSocket handshakes must name this Origin; NULL for any */
    net_accept_fn on_accept;
    void *user;
} net_settings;

/*
 * Listens on host:port and starts libwebsockets. Writes the port it got
 * to *bound. Returns 0, or -1 after a message on stderr.
 */
int net_start(const net_settings *s, int *bound);

/* Waits for the sockets at most timeout_ms, and serves them. */
void net_service(int timeout_ms);

/* Stops listening and closes every connection (after net_conn_free of each). */
void net_stop(void);

/* Whether new connections are being taken; net_accept_pause(1) stops
 * taking them, net_accept_pause(0) takes them again. */
void net_accept_pause(int paused);
int net_accept_paused(void);

/* Frees a connection libwebsockets has closed (c->wsi NULL); asks it to
 * close one it has not. NULL is a no-op. */
void net_conn_free(net_conn *c);

/*
 * Takes the next message out of what was received, into msg (cap bytes,
 * NET_MAX_MESSAGE + 1 suffice), terminated. Returns 1 with a message; 0
 * when none is complete yet; -1 when the client broke the framing (a line
 * too long, binary data), with *why saying how: the caller tells the
 * client and closes it.
 */
int net_conn_message(net_conn *c, char *msg, size_t cap, size_t *len, const char **why);

/* Stops reading the connection (1) or reads it again (0). */
void net_conn_pause(net_conn *c, int paused);

/* Queues one message (len bytes, no line end) for the client, framed as
 * its connection frames them. A client whose queue grows past its
 * out_limit is marked dead. */
void net_conn_send(net_conn *c, const char *msg, size_t len);

/* Has what is queued sent, a closing connection closed once it is, and a
 * dead one closed now. */
void net_conn_flush(net_conn *c);

/* Pings a WebSocket client, whose pong counts as a frame received (a
 * line client is sent nothing: TCP keep-alive probes find it gone). */
void net_conn_ping(net_conn *c);

/* Connects to host:port (blocking): the socket, or -1 after a message on stderr. */
int net_connect(const char *host, int port);

/* Milliseconds of a monotonic clock. */
uint64_t net_now_ms(void);

#endif /* EXILE_SERVER_NET_H */
