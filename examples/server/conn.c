/*
 * The server's connections on libwebsockets (net.h). The server accepts
 * on its own listening socket, so that it decides which connections to
 * take (its caps, a pause when out of file descriptors), and gives each
 * one to libwebsockets, which reads it as HTTP: a WebSocket handshake is
 * upgraded, checked and framed there; a connection whose first line is no
 * HTTP falls back to a raw socket of text lines, split here. What the
 * server sends is queued per connection, bounded, and written when the
 * socket takes it (one libwebsockets write per writable turn).
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include <libwebsockets.h>

#include "net.h"

/* The most of what is queued written at once to a line client. */
#define RAW_WRITE_MAX (64u * 1024u)

/* A message's length, ahead of it in the queues. */
#define IN_HEAD 2u
#define OUT_HEAD 4u

static struct {
    struct lws_context *context;
    struct lws_vhost *vhost;
    struct lws *listener; /* the listening socket, served by the loop as a file */
    int listen_fd;
    int accept_paused;
    const char *origin;
    net_accept_fn on_accept;
    void *user;
    lws_sorted_usec_list_t wake; /* ends a net_service() wait */
    unsigned char *scratch;      /* LWS_PRE + the longest message */
} net;

/* Has libwebsockets close the connection at its next turn, whether its
 * socket takes more or not. */
static void kill_now(net_conn *c)
{
    if (c->wsi)
        lws_set_timeout(c->wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
}

static void mark_dead(net_conn *c)
{
    c->dead = 1;
    kill_now(c);
}

/* ---- what a client sent --------------------------------------------- */

static void pause_reading(net_conn *c, int paused)
{
    if (c->paused != paused && c->wsi)
        lws_rx_flow_control(c->wsi, !paused);
    c->paused = paused;
}

/* Queues a whole message for the server; a full queue stops the reading. */
static void received(net_conn *c, const char *msg, size_t len)
{
    if (c->in_len + IN_HEAD + len > sizeof c->in) {
        /* Only when the server has not taken the ones before, which the
         * pause below prevents: one read brings at most a few. */
        c->broken = "too many messages at once";
        return;
    }
    c->in[c->in_len] = (char)(len >> 8);
    c->in[c->in_len + 1] = (char)(len & 0xffu);
    memcpy(c->in + c->in_len + IN_HEAD, msg, len);
    c->in_len += IN_HEAD + len;
    if (c->in_len + IN_HEAD + NET_MAX_MESSAGE > sizeof c->in)
        pause_reading(c, 1);
}

/* Splits what a line client sent into lines: LF or CRLF ends one. */
static void received_lines(net_conn *c, const char *data, size_t len)
{
    for (size_t i = 0; i < len && !c->broken; i++) {
        if (data[i] != '\n') {
            if (c->partial_len == NET_MAX_MESSAGE + 1) {
                c->broken = "a line is longer than 1024 bytes";
                return;
            }
            c->partial[c->partial_len++] = data[i];
            continue;
        }
        size_t n = c->partial_len;
        if (n > 0 && c->partial[n - 1] == '\r')
            n--;
        c->heard = 1;
        if (n > NET_MAX_MESSAGE)
            c->broken = "a line is longer than 1024 bytes";
        else
            received(c, c->partial, n);
        c->partial_len = 0;
    }
}

/* One frame of a WebSocket message (libwebsockets has checked its UTF-8):
 * 0, or -1 to close the connection with the reason given. */
static int received_frame(net_conn *c, struct lws *wsi, const char *data, size_t len)
{
    c->heard = 1;
    if (lws_frame_is_binary(wsi)) {
        static const char why[] = "only text messages are accepted";
        lws_close_reason(wsi, LWS_CLOSE_STATUS_UNACCEPTABLE_OPCODE, (unsigned char *)why, sizeof why - 1);
        return -1;
    }
    if (c->partial_len + len > NET_MAX_MESSAGE) {
        static const char why[] = "a message is longer than 1024 bytes";
        lws_close_reason(wsi, LWS_CLOSE_STATUS_MESSAGE_TOO_LARGE, (unsigned char *)why, sizeof why - 1);
        return -1;
    }
    memcpy(c->partial + c->partial_len, data, len);
    c->partial_len += len;
    if (lws_is_final_fragment(wsi)) {
        received(c, c->partial, c->partial_len); /* counted as it is taken */
        c->partial_len = 0;
    } else {
        c->frames++;
    }
    return 0;
}

/* ---- what the server sends ------------------------------------------ */

static size_t out_message(const net_conn *c, size_t at, const char **msg)
{
    const unsigned char *h = (const unsigned char *)c->out + at;
    *msg = c->out + at + OUT_HEAD;
    return (size_t)h[0] << 24 | (size_t)h[1] << 16 | (size_t)h[2] << 8 | h[3];
}

static void out_consume(net_conn *c, size_t n)
{
    memmove(c->out, c->out + n, c->out_len - n);
    c->out_len -= n;
}

/* One writable turn: a message (a WebSocket frame), or as many lines as
 * fit RAW_WRITE_MAX; then the close, once all is sent. 0, or -1 to close. */
static int writable(net_conn *c, struct lws *wsi)
{
    if (c->dead)
        return -1;
    if (c->ping_wanted && c->framing == NET_FRAMING_WEBSOCKET) {
        c->ping_wanted = 0;
        if (lws_write(wsi, net.scratch + LWS_PRE, 0, LWS_WRITE_PING) < 0)
            return -1;
        if (c->out_len > 0 || c->closing)
            lws_callback_on_writable(wsi);
        return 0;
    }
    if (c->out_len > 0 && c->framing == NET_FRAMING_WEBSOCKET) {
        const char *msg;
        size_t len = out_message(c, 0, &msg);
        memcpy(net.scratch + LWS_PRE, msg, len);
        if (lws_write(wsi, net.scratch + LWS_PRE, len, LWS_WRITE_TEXT) < (int)len)
            return -1;
        out_consume(c, OUT_HEAD + len);
        c->sent++;
    } else if (c->out_len > 0) {
        size_t at = 0, n = 0;
        while (at < c->out_len) {
            const char *msg;
            size_t len = out_message(c, at, &msg);
            if (n > 0 && n + len + 1 > RAW_WRITE_MAX)
                break;
            memcpy(net.scratch + LWS_PRE + n, msg, len);
            net.scratch[LWS_PRE + n + len] = '\n';
            n += len + 1;
            at += OUT_HEAD + len;
            c->sent++;
        }
        if (lws_write(wsi, net.scratch + LWS_PRE, n, LWS_WRITE_RAW) < (int)n)
            return -1;
        out_consume(c, at);
    }
    /* What the socket did not take yet, libwebsockets holds and sends at
     * the next writable turns: closing now would drop it (the end of a
     * long match is one burst of events). */
    if (c->out_len > 0 || (c->closing && lws_partial_buffered(wsi))) {
        lws_callback_on_writable(wsi);
        return 0;
    }
    if (c->closing) {
        /* §7.1.2: the server starts the closing handshake (Close frame). */
        if (c->framing == NET_FRAMING_WEBSOCKET)
            lws_close_reason(wsi, LWS_CLOSE_STATUS_NORMAL, NULL, 0);
        return -1;
    }
    return 0;
}

/* ---- libwebsockets' callbacks --------------------------------------- */

/* Whether a WebSocket handshake is to be taken: its key is 16 bytes in
 * base64 (RFC 6455 §4.2.1, item 5), its version 13 (item 6), and it names the Origin the server
 * was told to take, when it was told one (§10.2). */
static int handshake_allowed(struct lws *wsi)
{
    char key[64], origin[256], version[8];
    unsigned char raw[sizeof key];
    int n = lws_hdr_copy(wsi, key, sizeof key, WSI_TOKEN_KEY);
    if (n != 24 || lws_b64_decode_string(key, (char *)raw, sizeof raw) != 16)
        return 0;
    if (lws_hdr_copy(wsi, version, sizeof version, WSI_TOKEN_VERSION) <= 0 || strcmp(version, "13") != 0)
        return 0;
    if (!net.origin)
        return 1;
    return lws_hdr_copy(wsi, origin, sizeof origin, WSI_TOKEN_ORIGIN) > 0 && strcmp(origin, net.origin) == 0;
}

static void accept_waiting(void);

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    net_conn *c = lws_get_opaque_user_data(wsi);
    (void)user;
    switch (reason) {
    case LWS_CALLBACK_RAW_RX_FILE:
        if (wsi == net.listener)
            accept_waiting();
        return 0;
    case LWS_CALLBACK_HTTP:
        /* A request that is not a WebSocket handshake: there is no page here. */
        return lws_return_http_status(wsi, HTTP_STATUS_NOT_FOUND, "exile-server speaks WebSocket and TCP lines") ||
               lws_http_transaction_completed(wsi);
    case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION:
        return handshake_allowed(wsi) ? 0 : 1;
    case LWS_CALLBACK_ESTABLISHED:
        if (c)
            c->framing = NET_FRAMING_WEBSOCKET;
        return 0;
    case LWS_CALLBACK_RAW_ADOPT:
        if (c)
            c->framing = NET_FRAMING_LINES;
        return 0;
    case LWS_CALLBACK_RECEIVE:
        return c ? received_frame(c, wsi, in, len) : -1;
    case LWS_CALLBACK_RECEIVE_PONG:
        /* Every frame counts for the rate, the control frames too. */
        if (c) {
            c->frames++;
            c->heard = 1;
        }
        return 0;
    case LWS_CALLBACK_WS_PEER_INITIATED_CLOSE:
        if (c)
            c->frames++;
        /* §5.5.1: a Close's body is a 2-byte code and a reason, or nothing
         * (libwebsockets checks the code and the reason's UTF-8). */
        if (len == 1) {
            static const char why[] = "a Close of 1 byte";
            lws_close_reason(wsi, LWS_CLOSE_STATUS_PROTOCOL_ERR, (unsigned char *)why, sizeof why - 1);
            return -1;
        }
        return 0;
    case LWS_CALLBACK_RAW_RX:
        if (c)
            received_lines(c, in, len);
        return 0;
    case LWS_CALLBACK_SERVER_WRITEABLE:
    case LWS_CALLBACK_RAW_WRITEABLE:
        return c ? writable(c, wsi) : 0;
    case LWS_CALLBACK_HTTP_WRITEABLE:
        return c && (c->dead || c->closing) ? -1 : 0;
    case LWS_CALLBACK_WSI_DESTROY:
        if (c) {
            c->wsi = NULL;
            c->dead = 1;
        }
        return 0;
    default:
        return 0;
    }
}

static const struct lws_protocols protocols[] = {
    { "exile", callback, 0, NET_MAX_MESSAGE, 0, NULL, 0 },
    { NULL, NULL, 0, 0, 0, NULL, 0 },
};

/* ---- accepting ------------------------------------------------------ */

static void accept_waiting(void)
{
    for (;;) {
        struct sockaddr_in sa;
        socklen_t sa_len = sizeof sa;
        int fd = accept(net.listen_fd, (struct sockaddr *)&sa, &sa_len);
        if (fd < 0) {
            if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) {
                /* The connection waits in the backlog: the loop stops
                 * polling the socket (no busy loop) until one closes. */
                static int told;
                if (!told++)
                    fprintf(stderr, "exile-server: out of file descriptors: new connections wait\n");
                net_accept_pause(1);
            }
            return;
        }
        /* Messages are small and each answers another: sent at once. A
         * peer gone without a word is found by the keep-alive probes
         * (KEEPALIVE_* of net.h), a silent line client's only sign. */
        int one = 1, idle = NET_KEEPALIVE_IDLE_S, interval = NET_KEEPALIVE_INTERVAL_S, count = NET_KEEPALIVE_PROBES;
        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &one, sizeof one);
        setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
        setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &interval, sizeof interval);
        setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &count, sizeof count);
        net_conn *c = calloc(1, sizeof *c);
        if (!c) {
            close(fd);
            continue;
        }
        c->address = ntohl(sa.sin_addr.s_addr);
        c->out_limit = NET_OUT_LIMIT;
        if (net.on_accept(net.user, c) != 0) {
            close(fd);
            free(c);
            continue;
        }
        lws_adopt_desc_t ad;
        memset(&ad, 0, sizeof ad);
        ad.vh = net.vhost;
        ad.type = LWS_ADOPT_SOCKET | LWS_ADOPT_HTTP;
        ad.fd.sockfd = fd;
        ad.vh_prot_name = "exile";
        ad.opaque = c;
        c->wsi = lws_adopt_descriptor_vhost_via_info(&ad);
        /* Not adopted: the socket is closed, and c is dead for the server to free. */
        if (!c->wsi)
            c->dead = 1;
    }
}

void net_accept_pause(int paused)
{
    if (paused != net.accept_paused && net.listener)
        lws_rx_flow_control(net.listener, !paused);
    net.accept_paused = paused;
}

int net_accept_paused(void)
{
    return net.accept_paused;
}

/* ---- the loop ------------------------------------------------------- */

int net_start(const net_settings *s, int *bound)
{
    struct sockaddr_in sa;
    socklen_t sa_len = sizeof sa;
    int one = 1;
    memset(&sa, 0, sizeof sa);
    sa.sin_family = AF_INET;
    sa.sin_port = htons((uint16_t)s->port);
    if (s->port < 0 || s->port > 65535 || inet_pton(AF_INET, s->host, &sa.sin_addr) != 1) {
        fprintf(stderr, "not an IPv4 address and port: %s:%d\n", s->host, s->port);
        return -1;
    }
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0 || setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) != 0 ||
        bind(fd, (struct sockaddr *)&sa, sizeof sa) != 0 || listen(fd, 512) != 0 ||
        getsockname(fd, (struct sockaddr *)&sa, &sa_len) != 0) {
        fprintf(stderr, "cannot listen on %s:%d: %s\n", s->host, s->port, strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    *bound = ntohs(sa.sin_port);
    net.listen_fd = fd;
    net.origin = s->origin;
    net.on_accept = s->on_accept;
    net.user = s->user;

    /* libwebsockets tells errors only: a client's bad frame is the
     * client's, and is answered, not logged. */
    lws_set_log_level(LLL_ERR, NULL);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = CONTEXT_PORT_NO_LISTEN_SERVER;
    info.protocols = protocols;
    info.options = LWS_SERVER_OPTION_VALIDATE_UTF8 | LWS_SERVER_OPTION_FALLBACK_TO_APPLY_LISTEN_ACCEPT_CONFIG |
                   LWS_SERVER_OPTION_EXPLICIT_VHOSTS;
    info.listen_accept_role = "raw-skt";
    info.listen_accept_protocol = "exile";
    info.fd_limit_per_thread = 0;
    net.context = lws_create_context(&info);
    net.vhost = net.context ? lws_create_vhost(net.context, &info) : NULL;
    net.scratch = malloc(LWS_PRE + RAW_WRITE_MAX + 1);
    lws_adopt_desc_t ad;
    memset(&ad, 0, sizeof ad);
    ad.vh = net.vhost;
    ad.type = LWS_ADOPT_RAW_FILE_DESC;
    ad.fd.filefd = fd;
    ad.vh_prot_name = "exile";
    net.listener = net.vhost && net.scratch ? lws_adopt_descriptor_vhost_via_info(&ad) : NULL;
    if (!net.listener) {
        fprintf(stderr, "exile-server: libwebsockets did not start\n");
        net_stop();
        return -1;
    }
    return 0;
}

static void woken(lws_sorted_usec_list_t *sul)
{
    (void)sul;
}

void net_service(int timeout_ms)
{
    lws_sul_schedule(net.context, 0, &net.wake, woken, (lws_usec_t)timeout_ms * LWS_US_PER_MS);
    lws_service(net.context, 0);
}

void net_stop(void)
{
    if (net.context)
        lws_context_destroy(net.context);
    else if (net.listen_fd > 0)
        close(net.listen_fd);
    free(net.scratch);
    memset(&net, 0, sizeof net);
}

/* ---- one connection ------------------------------------------------- */

void net_conn_free(net_conn *c)
{
    if (!c)
        return;
    if (c->wsi) {
        /* Still open: libwebsockets is to close it, then forget c. */
        lws_set_opaque_user_data(c->wsi, NULL);
        lws_set_timeout(c->wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
    }
    free(c->out);
    free(c);
}

int net_conn_message(net_conn *c, char *msg, size_t cap, size_t *len, const char **why)
{
    if (c->in_len == 0) {
        if (c->broken && !c->dead) {
            *why = c->broken;
            return -1;
        }
        return 0;
    }
    size_t n = (size_t)(unsigned char)c->in[0] << 8 | (unsigned char)c->in[1];
    if (n >= cap)
        n = cap - 1;
    memcpy(msg, c->in + IN_HEAD, n);
    msg[n] = '\0';
    *len = n;
    memmove(c->in, c->in + IN_HEAD + n, c->in_len - IN_HEAD - n);
    c->in_len -= IN_HEAD + n;
    return 1;
}

void net_conn_pause(net_conn *c, int paused)
{
    /* A queue with no room for a whole message stays paused. */
    pause_reading(c, paused || c->in_len + IN_HEAD + NET_MAX_MESSAGE > sizeof c->in);
}

void net_conn_send(net_conn *c, const char *msg, size_t len)
{
    if (c->dead || c->closing || len > RAW_WRITE_MAX)
        return;
    if (c->out_len + OUT_HEAD + len > c->out_limit) {
        mark_dead(c);
        return;
    }
    if (c->out_len + OUT_HEAD + len > c->out_cap) {
        size_t cap = c->out_cap ? c->out_cap : 4096;
        while (cap < c->out_len + OUT_HEAD + len)
            cap *= 2;
        char *grown = realloc(c->out, cap);
        if (!grown) {
            mark_dead(c);
            return;
        }
        c->out = grown;
        c->out_cap = cap;
    }
    unsigned char *h = (unsigned char *)c->out + c->out_len;
    h[0] = (unsigned char)(len >> 24);
    h[1] = (unsigned char)(len >> 16);
    h[2] = (unsigned char)(len >> 8);
    h[3] = (unsigned char)len;
    memcpy(c->out + c->out_len + OUT_HEAD, msg, len);
    c->out_len += OUT_HEAD + len;
    c->queued++;
}

void net_conn_flush(net_conn *c)
{
    if (c->dead)
        kill_now(c);
    else if (c->wsi && (c->out_len > 0 || c->closing || c->ping_wanted))
        lws_callback_on_writable(c->wsi);
}

void net_conn_ping(net_conn *c)
{
    if (c->framing == NET_FRAMING_WEBSOCKET)
        c->ping_wanted = 1;
}
