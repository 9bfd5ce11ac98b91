/*
 * Sockets and connection buffers: non-blocking, bounded, one message at a
 * time, lines or WebSocket frames (websocket.c).
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
#include <time.h>
#include <unistd.h>

#include "net.h"
#include "websocket.h"

/* The longest request of an opening handshake the server reads. */
#define HANDSHAKE_MAX 4096u

static int set_nonblocking(int fd)
{
    int flags = fcntl(fd, F_GETFL, 0);
    return flags < 0 ? -1 : fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

static int parse_address(const char *host, int port, struct sockaddr_in *sa)
{
    memset(sa, 0, sizeof *sa);
    sa->sin_family = AF_INET;
    sa->sin_port = htons((uint16_t)port);
    if (port < 0 || port > 65535 || inet_pton(AF_INET, host, &sa->sin_addr) != 1) {
        fprintf(stderr, "not an IPv4 address and port: %s:%d\n", host, port);
        return -1;
    }
    return 0;
}

int net_listen(const char *host, int port, int *bound)
{
    struct sockaddr_in sa;
    socklen_t sa_len = sizeof sa;
    int one = 1;
    if (parse_address(host, port, &sa) != 0)
        return -1;
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0 || setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) != 0 ||
        bind(fd, (struct sockaddr *)&sa, sizeof sa) != 0 || listen(fd, 512) != 0 || set_nonblocking(fd) != 0 ||
        getsockname(fd, (struct sockaddr *)&sa, &sa_len) != 0) {
        fprintf(stderr, "cannot listen on %s:%d: %s\n", host, port, strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    *bound = ntohs(sa.sin_port);
    return fd;
}

net_conn *net_accept(int listen_fd)
{
    int fd = accept(listen_fd, NULL, NULL);
    if (fd < 0)
        return NULL;
    int one = 1;
    net_conn *c = calloc(1, sizeof *c);
    if (!c || set_nonblocking(fd) != 0) {
        free(c);
        close(fd);
        return NULL;
    }
    /* Messages are small and each answers another: send them at once. */
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    c->fd = fd;
    return c;
}

int net_connect(const char *host, int port)
{
    struct sockaddr_in sa;
    int one = 1;
    if (parse_address(host, port, &sa) != 0)
        return -1;
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0 || connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
        fprintf(stderr, "cannot connect to %s:%d: %s\n", host, port, strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    return fd;
}

void net_conn_free(net_conn *c)
{
    if (!c)
        return;
    close(c->fd);
    free(c->out);
    free(c);
}

void net_conn_read(net_conn *c)
{
    while (!c->dead && c->in_len < sizeof c->in) {
        ssize_t n = read(c->fd, c->in + c->in_len, sizeof c->in - c->in_len);
        if (n > 0) {
            c->in_len += (size_t)n;
        } else if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
            c->dead = 1;
        } else {
            break;
        }
    }
}

/* Drops the first n bytes of what was read. */
static void consume(net_conn *c, size_t n)
{
    memmove(c->in, c->in + n, c->in_len - n);
    c->in_len -= n;
}

static void queue_raw(net_conn *c, const void *data, size_t len)
{
    if (c->dead || len == 0)
        return;
    if (c->out_len + len > NET_OUT_LIMIT) {
        c->dead = 1;
        return;
    }
    if (c->out_len + len > c->out_cap) {
        size_t cap = c->out_cap ? c->out_cap : 4096;
        while (cap < c->out_len + len)
            cap *= 2;
        char *grown = realloc(c->out, cap);
        if (!grown) {
            c->dead = 1;
            return;
        }
        c->out = grown;
        c->out_cap = cap;
    }
    memcpy(c->out + c->out_len, data, len);
    c->out_len += len;
}

static void queue_frame(net_conn *c, unsigned opcode, const void *payload, size_t len)
{
    uint8_t hdr[WS_HEADER_MAX];
    queue_raw(c, hdr, ws_frame_header(hdr, opcode, len));
    queue_raw(c, payload, len);
}

/* Answers the opening handshake once its blank line is in: 1 done, 0 wait,
 * -1 refused. */
static int handshake(net_conn *c, const char **why)
{
    char resp[256];
    const char *end = NULL;
    for (size_t i = 0; i + 3 < c->in_len; i++)
        if (memcmp(c->in + i, "\r\n\r\n", 4) == 0) {
            end = c->in + i + 4;
            break;
        }
    if (!end) {
        if (c->in_len < HANDSHAKE_MAX)
            return 0;
        *why = "the handshake request is too long";
        return -1;
    }
    size_t n = ws_handshake(c->in, (size_t)(end - c->in), resp, sizeof resp);
    if (n == 0) {
        static const char refusal[] = "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n";
        queue_raw(c, refusal, sizeof refusal - 1);
        c->closing = 1;
        *why = NULL;
        return -1;
    }
    queue_raw(c, resp, n);
    consume(c, (size_t)(end - c->in));
    c->framing = NET_FRAMING_WEBSOCKET;
    return 1;
}

static int next_line(net_conn *c, char *msg, size_t cap, size_t *len, const char **why)
{
    char *nl = memchr(c->in, '\n', c->in_len);
    if (!nl) {
        if (c->in_len <= NET_MAX_MESSAGE + 1)
            return 0;
        *why = "a line is longer than 1024 bytes";
        return -1;
    }
    size_t n = (size_t)(nl - c->in);
    if (n > 0 && c->in[n - 1] == '\r')
        n--;
    if (n > NET_MAX_MESSAGE || n >= cap) {
        *why = "a line is longer than 1024 bytes";
        return -1;
    }
    memcpy(msg, c->in, n);
    msg[n] = '\0';
    *len = n;
    consume(c, (size_t)(nl - c->in) + 1);
    return 1;
}

static int next_frame(net_conn *c, char *msg, size_t cap, size_t *len, const char **why)
{
    for (;;) {
        ws_frame f;
        long size = ws_read_frame((uint8_t *)c->in, c->in_len, NET_MAX_MESSAGE, &f);
        if (size == 0) {
            if (c->in_len < sizeof c->in)
                return 0;
            size = -1;
        }
        if (size < 0) {
            *why = "a WebSocket frame is malformed, unmasked or longer than 1024 bytes";
            return -1;
        }
        const char *payload = c->in + f.payload_off;
        switch (f.opcode) {
        case WS_TEXT:
            if (!f.fin) {
                *why = "fragmented WebSocket messages are not accepted";
                return -1;
            }
            if (f.payload_len >= cap) {
                *why = "a WebSocket message is longer than 1024 bytes";
                return -1;
            }
            memcpy(msg, payload, f.payload_len);
            msg[f.payload_len] = '\0';
            *len = f.payload_len;
            consume(c, (size_t)size);
            return 1;
        case WS_PING:
            queue_frame(c, WS_PONG, payload, f.payload_len);
            break;
        case WS_PONG:
            break;
        case WS_CLOSE:
            /* §5.5.1: answer with a close, then close the connection. */
            queue_frame(c, WS_CLOSE, payload, f.payload_len < 2 ? f.payload_len : 2);
            c->closing = 1;
            consume(c, c->in_len);
            return 0;
        default:
            *why = "only WebSocket text frames are accepted";
            return -1;
        }
        consume(c, (size_t)size);
    }
}

int net_conn_message(net_conn *c, char *msg, size_t cap, size_t *len, const char **why)
{
    if (c->dead || c->closing)
        return 0;
    if (c->framing == NET_FRAMING_UNKNOWN) {
        if (c->in_len < 4 && memcmp(c->in, "GET ", c->in_len) == 0)
            return 0;
        c->framing = c->in_len >= 4 && memcmp(c->in, "GET ", 4) == 0 ? NET_FRAMING_WEBSOCKET : NET_FRAMING_LINES;
        if (c->framing == NET_FRAMING_WEBSOCKET) {
            c->framing = NET_FRAMING_UNKNOWN;
            int done = handshake(c, why);
            if (done <= 0)
                return done;
        }
    }
    return c->framing == NET_FRAMING_LINES ? next_line(c, msg, cap, len, why) : next_frame(c, msg, cap, len, why);
}

void net_conn_send(net_conn *c, const char *msg, size_t len)
{
    if (c->framing == NET_FRAMING_WEBSOCKET) {
        queue_frame(c, WS_TEXT, msg, len);
    } else {
        queue_raw(c, msg, len);
        queue_raw(c, "\n", 1);
    }
}

void net_conn_flush(net_conn *c)
{
    size_t sent = 0;
    while (!c->dead && sent < c->out_len) {
        ssize_t n = send(c->fd, c->out + sent, c->out_len - sent, MSG_NOSIGNAL);
        if (n > 0)
            sent += (size_t)n;
        else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            break;
        else if (n < 0 && errno == EINTR)
            continue;
        else
            c->dead = 1;
    }
    if (sent > 0) {
        memmove(c->out, c->out + sent, c->out_len - sent);
        c->out_len -= sent;
    }
    if (c->closing && c->out_len == 0)
        c->dead = 1;
}

uint64_t net_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}
