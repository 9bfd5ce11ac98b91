#!/usr/bin/env python3
"""exile-server against RFC 6455, byte by byte: one test per family of the
cases the Autobahn testsuite checks (handshake, framing, pings and pongs,
reserved bits, opcodes, fragmentation, UTF-8, close handling, limits,
frames split across reads), each sending raw bytes over 127.0.0.1 and
asserting what the RFC asks of a server; and a second real peer, the
python3-websockets client, playing a seat to the end (checked by
exile-server-check).

usage: test-rfc6455.py BUILD_DIR FAMILY
"""
import base64
import hashlib
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time

BIN = {}
GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'


def fail(why):
    print('FAIL: ' + why)
    sys.exit(1)


class Server:
    def __init__(self, *args):
        self.proc = subprocess.Popen([BIN['server'], '--port', '0', '--seed', '5', '--per-address', '100'] +
                                     list(args), stdout=subprocess.PIPE, text=True)
        self.port = json.loads(self.proc.stdout.readline())['port']
        self.match = json.loads(self.proc.stdout.readline())

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=10)


def handshake_bytes(key=None, version='13', extra='', http='HTTP/1.1', host=True):
    key = key if key is not None else base64.b64encode(os.urandom(16)).decode()
    return key, ('GET / %s\r\n%sUpgrade: websocket\r\nConnection: Upgrade\r\n'
                 'Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: %s\r\n%s\r\n' %
                 (http, 'Host: 127.0.0.1\r\n' if host else '', key, version, extra)).encode()


def response_head(sock):
    buf = b''
    while b'\r\n\r\n' not in buf:
        chunk = sock.recv(4096)
        if not chunk:
            break
        buf += chunk
    head, _, rest = buf.partition(b'\r\n\r\n')
    return head, rest


class Peer:
    """A WebSocket client of raw bytes."""

    def __init__(self, port, extra=''):
        self.sock = socket.create_connection(('127.0.0.1', port), timeout=5)
        key, req = handshake_bytes(extra=extra)
        self.sock.sendall(req)
        head, self.buf = response_head(self.sock)
        want = base64.b64encode(hashlib.sha1((key + GUID).encode()).digest())
        if not head.startswith(b'HTTP/1.1 101') or b'Sec-WebSocket-Accept: ' + want not in head:
            fail('the handshake was not accepted: %r' % head)

    @staticmethod
    def frame(payload, opcode=1, fin=True, rsv=0, length_form=None):
        mask = os.urandom(4)
        n = len(payload)
        head = bytes([(0x80 if fin else 0) | rsv << 4 | opcode])
        form = length_form or (7 if n < 126 else 16 if n < 65536 else 64)
        if form == 7:
            head += bytes([0x80 | n])
        elif form == 16:
            head += bytes([0x80 | 126]) + struct.pack('>H', n)
        else:
            head += bytes([0x80 | 127]) + struct.pack('>Q', n)
        return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))

    def send(self, *frames):
        self.sock.sendall(b''.join(frames))

    def read_frame(self):
        """(opcode, payload) of the next frame of the server, or (None, None) at the end."""
        def need(n):
            while len(self.buf) < n:
                try:
                    chunk = self.sock.recv(65536)
                except (ConnectionResetError, socket.timeout):
                    return False
                if not chunk:
                    return False
                self.buf += chunk
            return True
        if not need(2):
            return None, None
        if self.buf[1] & 0x80:
            fail('a server frame is masked (RFC 6455 §5.1)')
        opcode, n, off = self.buf[0] & 0x0f, self.buf[1] & 0x7f, 2
        if n == 126:
            need(4)
            n, off = struct.unpack('>H', self.buf[2:4])[0], 4
        elif n == 127:
            need(10)
            n, off = struct.unpack('>Q', self.buf[2:10])[0], 10
        if not need(off + n):
            return None, None
        payload, self.buf = self.buf[off:off + n], self.buf[off + n:]
        return opcode, payload

    def expect_text(self, kind, what):
        opcode, payload = self.read_frame()
        if opcode != 1 or json.loads(payload)['type'] != kind:
            fail('%s: wanted a %s message, got %r %r' % (what, kind, opcode, payload))

    def expect_fail(self, code, what):
        """§7.1.7: the connection failed: a Close of the code, or, as the RFC
        allows (a Close SHOULD be sent), the connection ended at once."""
        opcode, payload = self.read_frame()
        while opcode == 1:
            opcode, payload = self.read_frame()
        if opcode is None:
            return
        self.buf = self.frame_bytes(opcode, payload) + self.buf
        self.expect_close(code, what)

    @staticmethod
    def frame_bytes(opcode, payload):
        return bytes([0x80 | opcode, len(payload)]) + payload

    def expect_close(self, code, what):
        """A Close frame of the code (§7.4.1), then the end of the connection."""
        opcode, payload = self.read_frame()
        while opcode == 1:
            opcode, payload = self.read_frame()
        if opcode != 8:
            fail('%s: wanted a Close of %d, got %r %r' % (what, code, opcode, payload))
        got = struct.unpack('>H', payload[:2])[0] if len(payload) >= 2 else None
        if got != code:
            fail('%s: wanted a Close of %d, got a Close of %r' % (what, code, got))
        self.send(self.frame(payload[:2], opcode=8))
        opcode, _ = self.read_frame()
        if opcode is not None:
            fail('%s: the connection did not end after the Close' % what)


def ping_message():
    return Peer.frame(b'ping')


def test_handshake(srv):
    """§4.2.1-4.2.2: a request that is not a good handshake of version 13 is
    not upgraded."""
    def answer(req):
        s = socket.create_connection(('127.0.0.1', srv.port), timeout=5)
        s.sendall(req)
        head, _ = response_head(s)
        s.close()
        return head
    cases = {
        'a key that is not 16 bytes in base64': handshake_bytes(key='short')[1],
        'no key': handshake_bytes(key='')[1],
        'no Host': handshake_bytes(host=False)[1],
    }
    for what, req in cases.items():
        head = answer(req)
        if head.startswith(b'HTTP/1.1 101'):
            fail('a handshake with %s was accepted' % what)
    if answer(handshake_bytes(version='12')[1]).startswith(b'HTTP/1.1 101'):
        fail('a handshake of version 12 was accepted')
    Peer(srv.port).send(ping_message())


def test_framing(srv):
    """§5.2: the three forms of the payload length, and several frames in one read."""
    p = Peer(srv.port)
    p.send(p.frame(b'ping'))
    p.expect_text('pong', 'a 7-bit length')
    p.send(p.frame(b'ping' + b' ' * 200, length_form=16))
    p.expect_text('pong', 'a 16-bit length')
    p.send(p.frame(b'ping' + b' ' * 300, length_form=64))
    p.expect_text('pong', 'a 64-bit length')
    p.send(*[p.frame(b'ping')] * 5)
    for i in range(5):
        p.expect_text('pong', 'five frames in one write')
    p.send(p.frame(b'quit'))
    p.expect_close(1000, 'quit: the server ends the connection with a Close (§7.1.2)')


def test_pings(srv):
    """§5.5.2-5.5.3: a ping is answered with a pong of its payload; an
    unsolicited pong is ignored; a control frame over 125 bytes fails."""
    p = Peer(srv.port)
    p.send(p.frame(b'are you there', opcode=9))
    opcode, payload = p.read_frame()
    if opcode != 10 or payload != b'are you there':
        fail('a ping was not answered with a pong of its payload: %r %r' % (opcode, payload))
    p.send(p.frame(b'unasked', opcode=10), ping_message())
    p.expect_text('pong', 'a message after an unsolicited pong')
    p.send(p.frame(b'x' * 126, opcode=9, length_form=16))
    p.expect_fail(1002, 'a ping of 126 bytes')


def test_reserved_bits(srv):
    """§5.2: a reserved bit set, no extension negotiated, fails the connection."""
    for rsv in (1, 2, 4):
        p = Peer(srv.port)
        p.send(p.frame(b'ping', rsv=rsv))
        p.expect_close(1002, 'RSV bits %d' % rsv)


def test_opcodes(srv):
    """§5.2: reserved opcodes fail the connection; binary data is refused (§7.4.1, 1003)."""
    for opcode in (3, 7, 11, 15):
        p = Peer(srv.port)
        p.send(p.frame(b'', opcode=opcode))
        p.expect_close(1002, 'the reserved opcode %d' % opcode)
    p = Peer(srv.port)
    p.send(p.frame(b'ping', opcode=2))
    p.expect_close(1003, 'a binary message')


def test_fragmentation(srv):
    """§5.4: a message in fragments, with a ping between them; a fragmented
    ping, a continuation that continues nothing, and a new message before
    the last one ended, fail the connection."""
    p = Peer(srv.port)
    p.send(p.frame(b'pi', fin=False), p.frame(b'n', opcode=0, fin=False), p.frame(b'g', opcode=0))
    p.expect_text('pong', 'a message in three fragments')
    p.send(p.frame(b'pi', fin=False), p.frame(b'between', opcode=9), p.frame(b'ng', opcode=0))
    opcode, payload = p.read_frame()
    if opcode != 10 or payload != b'between':
        fail('a ping between fragments was not answered first')
    p.expect_text('pong', 'the message around a ping')
    cases = {
        'a fragmented ping': [Peer.frame(b'pi', opcode=9, fin=False), Peer.frame(b'ng', opcode=0)],
        'a continuation of nothing': [Peer.frame(b'ping', opcode=0)],
        'a new message inside another': [Peer.frame(b'pi', fin=False), Peer.frame(b'ping')],
    }
    for what, frames in cases.items():
        p = Peer(srv.port)
        p.send(*frames)
        p.expect_close(1002, what)


def test_utf8(srv):
    """§8.1: text that is not UTF-8 fails the connection with 1007, in one
    frame, across fragments, or in a close reason."""
    cases = {
        'a lone continuation byte': [Peer.frame(b'ping \x80')],
        'a surrogate': [Peer.frame(b'\xed\xa0\x80')],
        'an overlong form': [Peer.frame(b'\xc0\xaf')],
        'a sequence cut at the end of the message': [Peer.frame(b'ping \xe2\x82')],
        'a sequence cut at the end of a fragment': [Peer.frame(b'ping \xe2\x82', fin=False), Peer.frame(b'x', opcode=0)],
    }
    for what, frames in cases.items():
        p = Peer(srv.port)
        p.send(*frames)
        p.expect_close(1007, 'invalid UTF-8 in %s' % what)
    p = Peer(srv.port)
    p.send(p.frame(b'\x03\xe8\xff\xfe', opcode=8))
    p.expect_fail(1007, 'invalid UTF-8 in a close reason')
    p = Peer(srv.port)
    p.send(p.frame('ping \u00e9'.encode()[:6], fin=False), p.frame('ping \u00e9'.encode()[6:], opcode=0))
    p.expect_text('pong', 'a character split between fragments is text')


def test_close(srv):
    """§5.5.1, §7.4: a Close is answered with a Close of its code; a 1-byte
    payload and reserved codes fail with 1002."""
    p = Peer(srv.port)
    p.send(p.frame(struct.pack('>H', 1000) + b'bye', opcode=8))
    p.expect_close(1000, 'a Close of 1000')
    p = Peer(srv.port)
    p.send(p.frame(b'', opcode=8))
    opcode, payload = p.read_frame()
    if opcode != 8:
        fail('an empty Close was not answered with a Close')
    for what, payload in {'a 1-byte payload': b'\x03', 'the reserved code 1005': struct.pack('>H', 1005),
                          'the code 999': struct.pack('>H', 999), 'the reserved code 1016': struct.pack('>H', 1016)}.items():
        p = Peer(srv.port)
        p.send(p.frame(payload, opcode=8))
        p.expect_close(1002, 'a Close with %s' % what)


def test_limits(srv):
    """A message past 1024 bytes is refused with 1009, in one frame or in fragments."""
    p = Peer(srv.port)
    p.send(p.frame(b'ping' + b' ' * 1020))
    p.expect_text('pong', 'a message of 1024 bytes')
    p.send(p.frame(b'ping' + b' ' * 1021))
    p.expect_close(1009, 'a message of 1025 bytes')
    p = Peer(srv.port)
    p.send(p.frame(b' ' * 600, fin=False), p.frame(b' ' * 600, opcode=0))
    p.expect_close(1009, 'a message of 1200 bytes in two fragments')


def test_split(srv):
    """Frames split across reads: a handshake and frames sent a byte at a time."""
    s = socket.create_connection(('127.0.0.1', srv.port), timeout=5)
    s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    key, req = handshake_bytes()
    for i in range(0, len(req), 7):
        s.sendall(req[i:i + 7])
        time.sleep(0.002)
    p = Peer.__new__(Peer)
    p.sock = s
    head, p.buf = response_head(s)
    if not head.startswith(b'HTTP/1.1 101'):
        fail('a handshake sent in pieces was not accepted')
    data = p.frame(b'pi', fin=False) + p.frame(b'ng', opcode=0) + p.frame(b'ping' + b' ' * 130)
    for b in data:
        s.sendall(bytes([b]))
        time.sleep(0.001)
    p.expect_text('pong', 'a fragmented message a byte at a time')
    p.expect_text('pong', 'a 16-bit length a byte at a time')


def test_origin(srv):
    """--origin: a handshake naming another Origin, or none, is refused."""
    origin = Server('--origin', 'http://127.0.0.1:8000')
    try:
        Peer(origin.port, extra='Origin: http://127.0.0.1:8000\r\n').send(ping_message())
        for extra in ('Origin: http://evil.example\r\n', ''):
            s = socket.create_connection(('127.0.0.1', origin.port), timeout=5)
            s.sendall(handshake_bytes(extra=extra)[1])
            head, _ = response_head(s)
            if head.startswith(b'HTTP/1.1 101'):
                fail('a handshake with %r was accepted' % extra)
    finally:
        origin.stop()


def test_peer(srv):
    """python3-websockets takes seat 0 and plays the first action offered at
    each decision, exile-client's random bot seat 1, to the end; both
    seats' messages check against the library."""
    import asyncio
    try:
        import websockets
    except ImportError:
        # Debian's module, for Debian's python3, when another comes first on the PATH.
        if os.path.exists('/usr/bin/python3') and os.environ.get('EXILE_REEXEC') is None:
            os.environ['EXILE_REEXEC'] = '1'
            srv.stop()
            os.execv('/usr/bin/python3', ['/usr/bin/python3'] + sys.argv)
        print('python3-websockets is not installed')
        sys.exit(77)
    # A folder of its own, new: exile-client appends to its log, and a
    # folder named by the process id may be an earlier run's.
    work = tempfile.mkdtemp(prefix='exile-rfc6455-')
    srv.stop()
    replays = work + '/replays'
    os.makedirs(replays, exist_ok=True)
    play = Server('--replays', replays, '--exit-when-done')
    other = subprocess.Popen([BIN['client'], '--port', str(play.port), '--token', play.match['seat1'],
                              '--bot', 'random', '--seed', '3', '--log', work + '/s1.log'])

    async def seat():
        with open(work + '/s0.log', 'w') as log:
            async with websockets.connect('ws://127.0.0.1:%d/' % play.port, max_size=1 << 20) as ws:
                await ws.send('hello ' + play.match['seat0'])
                async for text in ws:
                    log.write(text + '\n')
                    msg = json.loads(text)
                    if msg['type'] == 'decide':
                        await ws.send('act #%d %s' % (msg['n'], msg['actions'][0]))
                    elif msg['type'] == 'over':
                        return
    asyncio.run(asyncio.wait_for(seat(), 60))
    if other.wait(timeout=60) != 0:
        fail('exile-client seat 1 failed')
    finished = json.loads(play.proc.stdout.readline())
    play.proc.wait(timeout=10)
    for s in (0, 1):
        r = subprocess.run([BIN['check'], os.path.join(replays, finished['replay']), str(s),
                            '%s/s%d.log' % (work, s)])
        if r.returncode != 0:
            fail('the messages of seat %d do not check' % s)
    srv.proc = play.proc
    shutil.rmtree(work)


def main():
    build, family = sys.argv[1], sys.argv[2]
    for name, exe in (('server', 'exile-server'), ('client', 'exile-client'), ('check', 'exile-server-check')):
        BIN[name] = os.path.join(build, exe)
    srv = Server()
    try:
        globals()['test_' + family](srv)
    finally:
        if srv.proc.poll() is None:
            srv.stop()
    print('%s: passed' % family)


if __name__ == '__main__':
    main()
