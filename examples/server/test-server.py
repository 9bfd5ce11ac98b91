#!/usr/bin/env python3
"""The tests of exile-server on loopback (127.0.0.1): a server started, real
client processes (exile-client) and raw sockets connected to it, matches
played to the end, and every message each client received checked by
exile-server-check against what the library tells that client's seat.

    test-server.py BUILD_DIR TEST [--matches N] [--sanitized]

TEST is one of: play, refuse, websocket, reconnect, timeout, admin, human, load,
replays, memory, flood, neverread, crowd. --sanitized: times and memory
are printed, not bounded.
"""
import base64
import concurrent.futures
import hashlib
import json
import os
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import time

BIN = {}
TIME_LIMIT = 120.0
PROCS = []
SPAWN_FDS = None  # the file descriptors the next server may open, or None for the system's limit


def spawn(argv, **kwargs):
    """A process the test ends, if it still runs, when the test does."""
    if SPAWN_FDS:
        import resource
        kwargs['preexec_fn'] = lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (SPAWN_FDS, SPAWN_FDS))
    proc = subprocess.Popen(argv, **kwargs)
    PROCS.append(proc)
    return proc


def fail(why):
    print('FAIL: ' + why)
    sys.exit(1)


class Server:
    """An exile-server on a free port of 127.0.0.1, its replays in a
    directory of its own."""

    def __init__(self, workdir, *args, stderr=None, exit_when_done=True):
        self.replays = os.path.join(workdir, 'replays')
        os.makedirs(self.replays, exist_ok=True)
        self.proc = spawn(
            # Every client of the tests comes from 127.0.0.1: the cap of
            # connections per address is raised where a test holds many.
            [BIN['server'], '--port', '0', '--replays', self.replays, '--per-address', '1000'] +
            (['--exit-when-done'] if exit_when_done else []) + list(args),
            stdout=subprocess.PIPE, stderr=stderr, text=True)
        listening = self.read('listening')
        self.port, self.run = listening['port'], listening['run']
        self.matches = []
        self.finished = {}
        self.replays_of = {}

    def read(self, kind):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                fail('the server ended before saying ' + kind)
            msg = json.loads(line)
            self.heard(msg)
            if msg['type'] == kind:
                return msg

    def read_matches(self, n):
        self.matches = [self.read('match') for _ in range(n)]
        return self.matches

    def wait(self, timeout=TIME_LIMIT):
        try:
            out, self.stderr = self.proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            fail('the server did not finish its matches in %d s' % timeout)
        for line in out.splitlines():
            self.heard(json.loads(line))
        if self.proc.returncode != 0:
            fail('the server exited with %d' % self.proc.returncode)

    def heard(self, msg):
        """Notes a line of the server's output: a match's replay, its end."""
        if msg['type'] in ('match', 'finished'):
            self.replays_of[msg['match']] = msg['replay']
        if msg['type'] == 'finished':
            self.finished[msg['match']] = msg

    def replay(self, match):
        return os.path.join(self.replays, self.replays_of[match])


def client(server, token, log, *args):
    return spawn([BIN['client'], '--port', str(server.port), '--token', token, '--log', log] + list(args))


def wait_all(procs, what):
    deadline = time.monotonic() + TIME_LIMIT
    for p in procs:
        try:
            p.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            p.kill()
            fail(what + ' did not finish in time')
        if p.returncode != 0:
            fail('%s exited with %d' % (what, p.returncode))


def check(server, match, role, log):
    r = subprocess.run([BIN['check'], server.replay(match), role, log], capture_output=True, text=True)
    if r.returncode != 0:
        fail('the messages of %s do not check:\n%s%s' % (log, r.stdout, r.stderr))


def play_out(seats):
    """Plays both seats' Raw connections to the end of the match, the last
    offered action each time."""
    done = [False, False]
    deadline = time.monotonic() + TIME_LIMIT
    while not all(done):
        ready = [s for s in (0, 1) if not done[s] and seats[s].buffered()]
        if not ready:
            socks = [seats[s].sock for s in (0, 1) if not done[s]]
            readable, _, _ = select.select(socks, [], [], max(0.0, deadline - time.monotonic()))
            if not readable:
                fail('the match did not end in time')
            ready = [s for s in (0, 1) if not done[s] and seats[s].sock in readable]
        for s in ready:
            msg = seats[s].recv()
            if msg is None:
                fail('seat %d was closed during the match' % s)
            if msg['type'] == 'decide':
                seats[s].send('act ' + msg['actions'][-1])
            elif msg['type'] == 'over':
                done[s] = True
            elif msg['type'] == 'refused':
                fail('an offered action was refused: ' + msg['reason'])


class Raw:
    """A connection of the test's own: lines sent, JSON lines read, and
    every line logged for the checker."""

    def __init__(self, port, log=None):
        self.sock = socket.create_connection(('127.0.0.1', port), timeout=10)
        self.buf = b''
        self.log = open(log, 'w') if log else None

    def buffered(self):
        """Whether a whole message waits in the buffer."""
        return b'\n' in self.buf

    def send(self, data):
        self.sock.sendall(data if isinstance(data, bytes) else (data + '\n').encode())

    def recv(self):
        while b'\n' not in self.buf:
            chunk = self.sock.recv(65536)
            if not chunk:
                return None
            self.buf += chunk
        line, self.buf = self.buf.split(b'\n', 1)
        return self.received(line)

    def received(self, message):
        """A message of the server: logged, and read as JSON."""
        text = message.decode()
        if self.log:
            self.log.write(text + '\n')
            self.log.flush()
        return json.loads(text)

    def until(self, kind):
        while True:
            msg = self.recv()
            if msg is None:
                fail('the connection closed before a message ' + kind)
            if msg['type'] == kind:
                return msg

    def closed(self):
        """Whether the server closes the connection (after what it still sends)."""
        try:
            while self.recv() is not None:
                pass
            return True
        except (ConnectionResetError, socket.timeout):
            return False

    def close(self):
        self.sock.close()
        if self.log:
            self.log.close()


def test_play(work, args):
    """Matches between a random (or a searching ISMCTS) bot and a greedy
    one, with a spectator, played to the end; each message of each client
    checked; a tampered log refused."""
    n = args.get('matches', 3)
    srv = Server(work, '--matches', str(n), '--seed', '11')
    procs = []
    for m in srv.read_matches(n):
        i = m['match']
        procs.append(client(srv, m['spectator'], '%s/spec%d.log' % (work, i), '--bot', 'random'))
        seat0_bot = 'ismcts:iterations=30' if i == 1 else 'random'
        procs.append(client(srv, m['seat0'], '%s/s0-%d.log' % (work, i), '--bot', seat0_bot, '--seed', str(i)))
        procs.append(client(srv, m['seat1'], '%s/s1-%d.log' % (work, i), '--bot', 'greedy', '--seed', str(i)))
    wait_all(procs, 'a client')
    srv.wait()
    if sorted(srv.finished) != list(range(n)):
        fail('not every match finished: %s' % sorted(srv.finished))
    for i in range(n):
        check(srv, i, '0', '%s/s0-%d.log' % (work, i))
        check(srv, i, '1', '%s/s1-%d.log' % (work, i))
        check(srv, i, 'spectator', '%s/spec%d.log' % (work, i))
    # The oracle can fail: a seat told one card of its opponent's hand.
    with open('%s/s0-0.log' % work) as f:
        lines = f.read().splitlines()
    for k, line in enumerate(lines):
        msg = json.loads(line)
        if msg['type'] == 'view' and '\nhand 1 ?' in msg['notation']:
            code = 'MV-021'
            msg['notation'] = msg['notation'].replace('\nhand 1 ?', '\nhand 1 ' + code, 1)
            lines[k] = json.dumps(msg, separators=(',', ':'))
            break
    else:
        fail('no view of seat 0 shows the opponent\'s hand hidden')
    tampered = '%s/tampered.log' % work
    with open(tampered, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    r = subprocess.run([BIN['check'], srv.replay(0), '0', tampered], capture_output=True, text=True)
    if r.returncode == 0:
        fail('the checker accepted a view naming a card of the opponent\'s hand')


def test_refuse(work, args):
    """Forged, out-of-turn and garbled messages are refused with a reason,
    change nothing, and a client that keeps at it is closed."""
    srv = Server(work, '--matches', '1', '--seed', '3', '--rate', '200')
    m = srv.read_matches(1)[0]
    seat = [Raw(srv.port, '%s/raw0.log' % work), Raw(srv.port, '%s/raw1.log' % work)]
    seat[0].send('hello ' + m['seat0'])
    seat[1].send('hello ' + m['seat1'])
    first = [None, None]
    for s in (0, 1):
        while first[s] is None:
            msg = seat[s].recv()
            if msg['type'] in ('decide', 'wait'):
                first[s] = msg
    to_act = first[0]['seat']
    actor, other = seat[to_act], seat[1 - to_act]
    actor.send('view')
    before = actor.until('view')['notation']
    # Out of turn: the other seat plays one of the actor's own actions.
    decide = first[to_act]
    other.send('act ' + decide['actions'][0])
    r = other.until('refused')
    if 'decide' not in r['reason'] and 'decision' not in r['reason']:
        fail('an out-of-turn action was refused for another reason: ' + r['reason'])
    # Forged: no card of that name, a cost not asked now, no action at all,
    # a name too long; an offered action numbered for another decision, and
    # a number that is none.
    for forged in ('attack face-up: Nothing Of The Sort', 'declare 99', 'act act', 'block: ' + 'x' * 200,
                   '#%d %s' % (decide['n'] + 1, decide['actions'][0]), '#x ' + decide['actions'][0]):
        actor.send('act ' + forged)
        r = actor.until('refused')
        if not r['reason']:
            fail('a refusal without a reason')
    actor.send('view')
    if actor.until('view')['notation'] != before:
        fail('a refused action changed the match')
    # Garbage: bytes that are not UTF-8, control characters, unknown verbs.
    other.send(b'act \xff\xfe\n')
    if 'UTF-8' not in other.until('error')['text']:
        fail('bad UTF-8 was not refused as such')
    other.send(b'ping\x01\n')
    other.until('error')
    # A token of no match, an action without a seat, and a line too long,
    # from strangers; and a stranger that keeps sending what is not a
    # command is closed at its fifth.
    stranger = Raw(srv.port)
    stranger.send('hello ' + '0' * 32)
    if 'token' not in stranger.until('error')['text']:
        fail('a bad token was not refused')
    stranger.send('act ' + decide['actions'][0])
    if 'only a seat' not in stranger.until('error')['text']:
        fail('an action without a seat was not refused')
    pest = Raw(srv.port)
    for _ in range(5):
        pest.send('dance')
    if 'unknown command' not in pest.until('error')['text'] or not pest.closed():
        fail('five unknown commands did not close the connection')
    stranger.send('x' * 5000)
    if 'longer' not in stranger.until('error')['text'] or not stranger.closed():
        fail('a line too long did not close the connection')
    # A flood is served at the rate the server allows (200 a second, 400 at
    # once): slowed down, not lost.
    flood = Raw(srv.port)
    start = time.monotonic()
    flood.send('ping\n' * 600)
    for _ in range(600):
        msg = flood.recv()
        if msg is None or msg['type'] != 'pong':
            fail('a flood of pings was not answered ping by ping: %s' % msg)
    took = time.monotonic() - start
    if took < 0.9:
        fail('600 messages were served in %.2f s, faster than the rate allows' % took)
    # Then the match is played to its end on these connections, the last
    # offered action each time, and all each seat heard is checked.
    actor.send('act ' + decide['actions'][-1])
    play_out(seat)
    for s in (0, 1):
        seat[s].close()
    for conn in (stranger, pest, flood):
        conn.close()
    srv.wait()
    check(srv, 0, '0', '%s/raw0.log' % work)
    check(srv, 0, '1', '%s/raw1.log' % work)


class WebSocket(Raw):
    """A browser's connection (RFC 6455): the handshake, then masked text
    frames out and text frames in."""

    def __init__(self, port, log=None):
        super().__init__(port, log)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(('GET /exile HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n'
                           'Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\n'
                           'Sec-WebSocket-Version: 13\r\n\r\n' % key).encode())
        while b'\r\n\r\n' not in self.buf:
            chunk = self.sock.recv(4096)
            if not chunk:
                fail('the server refused the WebSocket handshake')
            self.buf += chunk
        head, self.buf = self.buf.split(b'\r\n\r\n', 1)
        want = base64.b64encode(hashlib.sha1((key + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11').encode()).digest())
        if not head.startswith(b'HTTP/1.1 101') or b'Sec-WebSocket-Accept: ' + want not in head:
            fail('a wrong WebSocket handshake: %r' % head)

    @staticmethod
    def frame_bytes(payload, opcode=1, masked=True):
        mask = os.urandom(4) if masked else b''
        n = len(payload)
        head = bytes([0x80 | opcode])
        flag = 0x80 if masked else 0
        if n < 126:
            head += bytes([flag | n])
        else:
            head += bytes([flag | 126]) + n.to_bytes(2, 'big')
        body = bytes(b ^ mask[i % 4] for i, b in enumerate(payload)) if masked else payload
        return head + mask + body

    def frame(self, payload, opcode=1, masked=True):
        self.sock.sendall(self.frame_bytes(payload, opcode, masked))

    def buffered(self):
        # The server sends whole frames: any byte begins one that is coming whole.
        return len(self.buf) > 0

    def send(self, data):
        self.frame(data if isinstance(data, bytes) else data.encode())

    def read_frame(self):
        def need(n):
            while len(self.buf) < n:
                chunk = self.sock.recv(65536)
                if not chunk:
                    return False
                self.buf += chunk
            return True
        if not need(2):
            return None, None
        opcode, n, off = self.buf[0] & 0x0f, self.buf[1] & 0x7f, 2
        if n == 126:
            need(4)
            n, off = int.from_bytes(self.buf[2:4], 'big'), 4
        elif n == 127:
            need(10)
            n, off = int.from_bytes(self.buf[2:10], 'big'), 10
        need(off + n)
        payload, self.buf = self.buf[off:off + n], self.buf[off + n:]
        return opcode, payload

    def recv(self):
        while True:
            opcode, payload = self.read_frame()
            if opcode is None or opcode == 8:
                return None
            if opcode == 1:
                return self.received(payload)


def test_websocket(work, args):
    """Both seats over WebSocket, as a browser: pings answered, a binary
    message refused (RFC 6455 §7.4.1, 1003), the match played to the end and checked."""
    srv = Server(work, '--matches', '1', '--seed', '8')
    m = srv.read_matches(1)[0]
    seats = [WebSocket(srv.port, '%s/ws%d.log' % (work, s)) for s in (0, 1)]
    seats[0].frame(b'still there?', opcode=9)
    opcode, payload = seats[0].read_frame()
    if opcode != 0xa or payload != b'still there?':
        fail('a ping was not answered with its pong')
    for s in (0, 1):
        seats[s].send('hello ' + m['seat%d' % s])
    rude = WebSocket(srv.port)
    rude.frame(b'\x00\x01', opcode=2)
    opcode, payload = rude.read_frame()
    if opcode != 8 or payload[:2] != (1003).to_bytes(2, 'big') or not rude.closed():
        fail('a binary message was not refused with a Close of 1003')
    play_out(seats)
    for s in seats + [rude]:
        s.close()
    srv.wait()
    for s in (0, 1):
        check(srv, 0, str(s), '%s/ws%d.log' % (work, s))


def test_reconnect(work, args):
    """A client drops its connection mid-match; a new one with the same
    token resumes the seat where it stands, and the match ends."""
    srv = Server(work, '--matches', '1', '--seed', '21')
    m = srv.read_matches(1)[0]
    other = client(srv, m['seat1'], work + '/s1.log', '--bot', 'random', '--seed', '2')
    first = client(srv, m['seat0'], work + '/s0-first.log', '--bot', 'greedy', '--quit-after', '10')
    wait_all([first], 'the client that drops')
    again = client(srv, m['seat0'], work + '/s0-again.log', '--bot', 'greedy')
    wait_all([again, other], 'a client')
    srv.wait()
    with open(work + '/s0-again.log') as f:
        welcome = json.loads(f.readline())
    if welcome['type'] != 'welcome' or welcome['n'] == 0:
        fail('the second connection did not resume the match under way')
    for log in ('s0-first', 's0-again'):
        check(srv, 0, '0', '%s/%s.log' % (work, log))
    check(srv, 0, '1', work + '/s1.log')


def test_timeout(work, args):
    """A seat that never answers: its decisions time out and the server
    plays its default action; with --on-timeout forfeit, it loses."""
    srv = Server(work, '--matches', '1', '--seed', '4', '--decision-time', '0.02')
    m = srv.read_matches(1)[0]
    present = client(srv, m['seat1'], work + '/s1.log', '--bot', 'random')
    wait_all([present], 'the client')
    srv.wait()
    if srv.finished[0]['forfeit'] != -1:
        fail('a default action forfeited')
    check(srv, 0, '1', work + '/s1.log')
    os.makedirs(work + '/forfeit')
    srv = Server(work + '/forfeit', '--matches', '1', '--seed', '4', '--decision-time', '0.05',
                 '--on-timeout', 'forfeit')
    srv.read_matches(1)
    srv.wait()
    result = srv.finished[0]
    if result['forfeit'] not in (0, 1) or result['winner'] != 1 - result['forfeit']:
        fail('a decision timed out without a forfeit: %s' % result)
    with open(srv.replay(0)) as f:
        if 'forfeit %d\n' % result['forfeit'] not in f.read():
            fail('the replay does not record the forfeit')


def test_load(work, args):
    """Many matches at once, two random bot processes each: all finish in
    time, and every message of every client checks."""
    n = args.get('matches', 200)
    srv = Server(work, '--matches', str(n), '--seed', '1000')
    start = time.monotonic()
    procs = []
    for m in srv.read_matches(n):
        i = m['match']
        for s in (0, 1):
            procs.append(client(srv, m['seat%d' % s], '%s/%d-%d.log' % (work, i, s), '--bot', 'random',
                                '--seed', str(2 * i + s)))
    wait_all(procs, 'a client')
    srv.wait()
    took = time.monotonic() - start
    if sorted(srv.finished) != list(range(n)):
        fail('%d of %d matches finished' % (len(srv.finished), n))
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for done in [pool.submit(check, srv, i, str(s), '%s/%d-%d.log' % (work, i, s))
                     for i in range(n) for s in (0, 1)]:
            done.result()
    print('%d matches, %d actions, in %.1f s' % (n, sum(f['actions'] for f in srv.finished.values()), took))


def test_admin(work, args):
    """The administrator makes a match while the server runs; no one else
    may, and bad settings are refused."""
    srv = Server(work, '--matches', '0', '--admin')
    token = srv.read('admin')['token']
    admin = Raw(srv.port)
    admin.send('new seed=7 box=2')
    if 'administrator' not in admin.until('error')['text']:
        fail('a connection without hello made a match')
    admin.send('hello ' + token)
    if admin.until('welcome')['role'] != 'admin':
        fail('the administrator token was not taken')
    for bad in ('new box=3', 'new seed=99999999999999999999999', 'new colour=red'):
        admin.send(bad)
        if 'new takes' not in admin.until('error')['text']:
            fail('%r was not refused' % bad)
    admin.send('new seed=7 box=2')
    m = admin.until('match')
    if m['seed'] != '7' or m['box'] != 2 or srv.read('match')['seat0'] != m['seat0']:
        fail('the match made is not the one asked for: %s' % m)
    seat = Raw(srv.port)
    seat.send('hello ' + m['seat0'])
    seat.until('welcome')
    seat.send('new seed=8')
    if 'administrator' not in seat.until('error')['text']:
        fail('a seat made a match')
    seat.close()
    procs = [client(srv, m['seat%d' % s], '%s/s%d.log' % (work, s), '--bot', bot)
             for s, bot in ((0, 'greedy'), (1, 'random'))]
    wait_all(procs, 'a client')
    admin.close()
    srv.wait()
    for s in (0, 1):
        check(srv, 0, str(s), '%s/s%d.log' % (work, s))


def test_human(work, args):
    """A person at exile-client's prompt plays a seat against a bot: the
    board on 'view', an action by its number at each prompt, to the end."""
    srv = Server(work, '--matches', '1', '--seed', '2')
    m = srv.read_matches(1)[0]
    bot = client(srv, m['seat1'], work + '/s1.log', '--bot', 'greedy')
    person = spawn([BIN['client'], '--port', str(srv.port), '--token', m['seat0'], '--log', work + '/s0.log'],
                   stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    deadline = time.monotonic() + TIME_LIMIT
    shown, prompts, boards = b'', 0, 0
    while True:
        readable, _, _ = select.select([person.stdout], [], [], max(0.0, deadline - time.monotonic()))
        if not readable:
            fail('the person\'s client did not end in time')
        chunk = person.stdout.read1(65536)
        if not chunk:
            break
        shown += chunk
        # Each prompt is answered once: the first with 'view', then '1'.
        while b'your action' in shown:
            before, shown = shown.split(b'your action', 1)
            boards += before.count(b'== Round ')
            person.stdin.write(b'view\n' if prompts == 0 else b'1\n')
            person.stdin.flush()
            prompts += 1
    wait_all([person, bot], 'a client')
    srv.wait()
    if boards < 2 or prompts < 10:
        fail('the person saw %d boards and %d prompts' % (boards, prompts))
    for s in (0, 1):
        check(srv, 0, str(s), '%s/s%d.log' % (work, s))


def rss_kib(pid):
    """The resident memory of a process, in KiB (Linux's /proc)."""
    with open('/proc/%d/status' % pid) as f:
        for line in f:
            if line.startswith('VmRSS:'):
                return int(line.split()[1])
    fail('no VmRSS for process %d' % pid)


def test_replays(work, args):
    """Replays are never lost: a folder that cannot take them is refused at
    start; a second run in the same folder keeps the first run's replays;
    a link planted where a replay's file goes is not followed, and a file
    in its place is not written over."""
    for bad in (os.path.join(work, 'missing'), os.path.join(work, 'a-file')):
        if bad.endswith('a-file'):
            open(bad, 'w').close()
        r = subprocess.run([BIN['server'], '--port', '0', '--replays', bad], capture_output=True, text=True,
                           timeout=10)
        if r.returncode != 1 or bad not in r.stderr or r.stdout:
            fail('--replays %s was taken: %d %r' % (bad, r.returncode, r.stderr))
    # Two runs of a match that forfeits at its first decision, in one folder.
    quick = ('--matches', '1', '--seed', '5', '--decision-time', '0.02', '--on-timeout', 'forfeit')
    runs = []
    for _ in range(2):
        srv = Server(work, *quick)
        srv.read_matches(1)
        srv.wait()
        with open(srv.replay(0)) as f:
            runs.append((srv.run, srv.replay(0), f.read()))
    if runs[0][0] == runs[1][0] or runs[0][1] == runs[1][1]:
        fail('two runs named their replays alike: %s' % runs)
    for run, path, text in runs:
        if not os.path.basename(path).startswith('match-%s-0.' % run):
            fail('a replay is not named by its run and match: ' + path)
        with open(path) as f:
            if f.read() != text or not text.startswith('exile-replay 1\nmatch 0\nseed 5\n'):
                fail('a replay was changed by the next run: ' + path)
    # Planted: a link where match 0's temporary file goes, a file where
    # match 1's replay goes. Neither is written through or over.
    srv = Server(work, '--matches', '0', '--admin', '--decision-time', '0.02', '--on-timeout', 'forfeit',
                 stderr=subprocess.PIPE)
    token = srv.read('admin')['token']
    victim = os.path.join(work, 'victim')
    with open(victim, 'w') as f:
        f.write('victim\n')
    os.symlink(victim, os.path.join(srv.replays, '.match-%s-0.replay.tmp' % srv.run))
    planted = os.path.join(srv.replays, 'match-%s-1.replay' % srv.run)
    with open(planted, 'w') as f:
        f.write('planted\n')
    admin = Raw(srv.port)
    admin.send('hello ' + token)
    admin.until('welcome')
    for i in range(3):
        admin.send('new')
        if admin.until('match')['replay'] != 'match-%s-%d.replay' % (srv.run, i):
            fail('match %d is not named by the run' % i)
    for i in range(3):
        srv.read('finished')
    admin.close()
    srv.wait()
    with open(victim) as f, open(planted) as g:
        if f.read() != 'victim\n' or g.read() != 'planted\n':
            fail('a replay was written through a planted link or over a file')
    if srv.stderr.count('could not be written') != 2:
        fail('the two replays not written were not reported: %r' % srv.stderr)
    with open(srv.replay(2)) as f:
        if not f.read().startswith('exile-replay 1\nmatch 2\n'):
            fail('the third replay was not written')


def test_memory(work, args):
    """Thousands of matches made one after another by the administrator,
    each forfeited at its first decision and written as a replay: the
    server frees the finished ones beyond the last 256, its memory flat,
    and makes more than it could hold at once."""
    n = args.get('matches', 5000)
    if args.get('sanitized'):
        # AddressSanitizer holds freed memory back (its quarantine) before
        # it reuses it: resident memory would grow with every message
        # written, freed or not. Memory is measured without it.
        os.environ['ASAN_OPTIONS'] = ':'.join(filter(None, [os.environ.get('ASAN_OPTIONS'), 'quarantine_size_mb=0']))
    srv = Server(work, '--matches', '0', '--admin', '--decision-time', '0.001', '--on-timeout', 'forfeit',
                 '--rate', '100000', exit_when_done=False)
    token = srv.read('admin')['token']
    admin = Raw(srv.port)
    admin.send('hello ' + token)
    admin.until('welcome')
    rss = {}
    batch = 100
    for made in range(0, n, batch):
        admin.send('new\n' * (batch - 1) + 'new')
        for _ in range(batch):
            admin.until('match')
        for _ in range(batch):
            srv.read('finished')
        rss[made + batch] = rss_kib(srv.proc.pid)
    admin.close()
    srv.proc.terminate()
    srv.proc.wait(timeout=10)
    if len(srv.finished) != n:
        fail('%d of %d matches finished' % (len(srv.finished), n))
    # The server keeps the last 256 finished matches: from then on, flat.
    first, last = rss[5 * batch], rss[n]
    print('RSS after %d matches: %d KiB; after %d: %d KiB' % (5 * batch, first, n, last))
    # Flat: what a match held is freed (a match kept would be some tens of
    # KiB, thousands of them many MiB).
    if last - first > 2048:
        fail('the server grew by %d KiB over %d matches' % (last - first, n - 2 * batch))
    if len(os.listdir(srv.replays)) != n:
        fail('not every match has its replay')

# The bound on the server's resident memory under the attacks below
# (doc/protocol.md, Limits): what it holds for 1000 connections at their
# limits before hello (16 KiB each) and its matches, with room to spare.
RSS_BOUND_KIB = 64 * 1024


def welcome_time(port, token, source='127.0.0.1'):
    """Seconds from connecting to the welcome of hello TOKEN."""
    start = time.monotonic()
    seat = Raw(port)
    seat.send('hello ' + token)
    seat.until('welcome')
    took = time.monotonic() - start
    seat.close()
    return took


def flood_for(sock, data, until):
    """Sends data over and over until the time, without reading; the bytes sent."""
    sock.settimeout(0.05)
    sent = 0
    while time.monotonic() < until:
        try:
            sent += sock.send(data)
        except socket.timeout:
            pass
        except OSError:
            break
    return sent


def drain(sock, seconds=1.0):
    """What the server sent on sock, read for some time."""
    sock.settimeout(0.2)
    got, end = b'', time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            chunk = sock.recv(1 << 20)
        except socket.timeout:
            continue
        except OSError:
            break
        if not chunk:
            break
        got += chunk
    return got


def test_flood(work, args):
    """Clients that flood and do not read: WebSocket pings, unsolicited
    pongs and ping messages, and lines of ping, four of each at once, for
    3 seconds. The messages past --rate are not read (each flooder gets at
    most the rate's pongs; libwebsockets drops a ping while its pong
    waits, so a ping flood gets few pongs); the server stays under RSS_BOUND_KIB; and a
    seat that connects meanwhile is welcomed within a second."""
    rate, seconds = 200, 3.0
    srv = Server(work, '--matches', '1', '--seed', '6', '--rate', str(rate), exit_when_done=False)
    m = srv.read_matches(1)[0]
    start = time.monotonic()
    until = start + seconds
    kinds = {
        'ping frames': (WebSocket, WebSocket.frame_bytes(b'x', opcode=9) * 2000),
        'pong frames': (WebSocket, WebSocket.frame_bytes(b'x', opcode=10) * 2000),
        'ping messages': (WebSocket, WebSocket.frame_bytes(b'ping') * 2000),
        'ping lines': (Raw, b'ping\n' * 2000),
    }
    floods = []
    for kind, (cls, data) in kinds.items():
        for _ in range(4):
            floods.append((kind, cls(srv.port), data))
    with concurrent.futures.ThreadPoolExecutor(max_workers=len(floods)) as pool:
        sending = [pool.submit(flood_for, c.sock, data, until) for kind, c, data in floods]
        time.sleep(1.0)
        took = welcome_time(srv.port, m['seat0'])
        rss = rss_kib(srv.proc.pid)
        sent = [f.result() for f in sending]
    rss = max(rss, rss_kib(srv.proc.pid))
    pongs = {}
    for (kind, c, data), n in zip(floods, sent):
        got = drain(c.sock)
        # A pong message, or a Pong frame of the ping's payload; the server
        # reads on at the rate what waits in the socket until it is drained.
        count = got.count(b'"pong"') + got.count(b'\x8a\x01x')
        pongs.setdefault(kind, []).append((count, time.monotonic() - start))
    print('welcomed in %.3f s while flooded; server RSS %d KiB; pongs per flooder: %s' % (took, rss, pongs))
    # Every message costs one of the allowance: 2 x rate at once, rate a second.
    for kind in ('ping messages', 'ping lines'):
        for count, elapsed in pongs[kind]:
            most = 2 * rate + rate * elapsed
            if count > most:
                fail('a flooder of %s got %d pongs in %.1f s, past the rate (%d)' % (kind, count, elapsed, most))
    if not args.get('sanitized'):
        if rss > RSS_BOUND_KIB:
            fail('the server grew to %d KiB under the flood' % rss)
        if took > 1.0:
            fail('a seat waited %.3f s for its welcome under the flood' % took)
    for kind, c, data in floods:
        c.close()


def test_neverread(work, args):
    """250 clients that send ping lines and WebSocket ping messages and
    never read: each is closed once 16 KiB wait for it (before its hello),
    and the server stays under RSS_BOUND_KIB."""
    srv = Server(work, '--matches', '1', '--seed', '6', '--rate', '100000', exit_when_done=False)
    m = srv.read_matches(1)[0]
    clients = [(Raw if i % 2 else WebSocket)(srv.port) for i in range(250)]
    until = time.monotonic() + 3.0
    with concurrent.futures.ThreadPoolExecutor(max_workers=50) as pool:
        sending = [pool.submit(flood_for, c.sock, (b'ping\n' if isinstance(c, Raw) and not isinstance(c, WebSocket)
                                                   else WebSocket.frame_bytes(b'ping')) * 500, until)
                   for c in clients]
        time.sleep(1.5)
        rss = rss_kib(srv.proc.pid)
        [f.result() for f in sending]
    rss = max(rss, rss_kib(srv.proc.pid))
    took = welcome_time(srv.port, m['seat0'])
    print('250 clients not reading: server RSS %d KiB; a seat welcomed in %.3f s' % (rss, took))
    if not args.get('sanitized') and rss > RSS_BOUND_KIB:
        fail('the server grew to %d KiB with clients that do not read' % rss)
    for c in clients:
        c.close()


def test_crowd(work, args):
    """One address (127.0.0.2) holds its cap of connections (--per-address
    8) and keeps opening more: each one past the cap is closed at once,
    and a seat from another address (127.0.0.1) is welcomed within a
    second and plays its match to the end."""
    srv = Server(work, '--matches', '1', '--seed', '9', '--per-address', '8')
    m = srv.read_matches(1)[0]
    held = [socket.create_connection(('127.0.0.1', srv.port), source_address=('127.0.0.2', 0)) for _ in range(8)]
    time.sleep(0.2)
    refused = 0
    for _ in range(200):
        extra = socket.create_connection(('127.0.0.1', srv.port), source_address=('127.0.0.2', 0), timeout=5)
        try:
            refused += extra.recv(1) == b''
        except ConnectionResetError:
            refused += 1
        extra.close()
    took = welcome_time(srv.port, m['seat0'])
    print('%d of 200 connections past the cap closed at once; a seat welcomed in %.3f s' % (refused, took))
    if refused != 200:
        fail('%d connections past the cap of an address were taken' % (200 - refused))
    if not args.get('sanitized') and took > 1.0:
        fail('a seat waited %.3f s for its welcome while an address held its cap' % took)
    seats = [client(srv, m['seat%d' % s], '%s/s%d.log' % (work, s), '--bot', 'random', '--seed', str(s))
             for s in (0, 1)]
    wait_all(seats, 'a seat')
    srv.wait()
    for s in (0, 1):
        check(srv, 0, str(s), '%s/s%d.log' % (work, s))
    for sock in held:
        sock.close()

def cpu_seconds(pid):
    """The processor time a process has used (Linux's /proc)."""
    with open('/proc/%d/stat' % pid) as f:
        fields = f.read().rsplit(')', 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf('SC_CLK_TCK')


def test_descriptors(work, args):
    """A server allowed 48 file descriptors, and more connections than that:
    it stops accepting, says so once, does not spin, and takes the waiting
    connections once others close."""
    global SPAWN_FDS
    SPAWN_FDS = 48
    srv = Server(work, '--matches', '1', '--seed', '6', stderr=subprocess.PIPE, exit_when_done=False)
    SPAWN_FDS = None
    conns = [Raw(srv.port) for _ in range(60)]
    for c in conns:
        c.sock.sendall(b'ping\n')
    time.sleep(0.5)
    before, wall = cpu_seconds(srv.proc.pid), time.monotonic()
    time.sleep(1.5)
    used = cpu_seconds(srv.proc.pid) - before
    served = [c for c in conns if select.select([c.sock], [], [], 0)[0]]
    waiting = [c for c in conns if c not in served]
    print('%d connections served, %d waiting; %.2f s of processor in %.1f s' %
          (len(served), len(waiting), used, time.monotonic() - wall))
    if not waiting or not served:
        fail('the limit of descriptors was not reached (%d served)' % len(served))
    if used > 0.5:
        fail('the server spins when out of descriptors: %.2f s of processor in 1.5 s' % used)
    for c in served:
        c.recv()
        c.close()
    for c in waiting:
        if c.recv() != {'type': 'pong'}:
            fail('a connection that waited was not served')
        c.close()
    srv.proc.terminate()
    err = srv.proc.communicate(timeout=10)[1]
    if err.count('out of file descriptors') != 1:
        fail('running out of descriptors was not said once: %r' % err)


TESTS = {
    'descriptors': test_descriptors,
    'flood': test_flood,
    'neverread': test_neverread,
    'crowd': test_crowd,
    'memory': test_memory,
    'replays': test_replays,
    'human': test_human,
    'admin': test_admin,
    'play': test_play,
    'refuse': test_refuse,
    'websocket': test_websocket,
    'reconnect': test_reconnect,
    'timeout': test_timeout,
    'load': test_load,
}


def main():
    if len(sys.argv) < 3 or sys.argv[2] not in TESTS:
        print(__doc__)
        return 2
    build = sys.argv[1]
    for name, exe in (('server', 'exile-server'), ('client', 'exile-client'), ('check', 'exile-server-check')):
        BIN[name] = os.path.join(build, exe)
    args = {}
    rest = sys.argv[3:]
    while rest:
        if rest[0] == '--matches' and len(rest) > 1:
            args['matches'] = int(rest[1])
            rest = rest[2:]
        elif rest[0] == '--sanitized':
            # Under the sanitizers the server is slower and larger: the
            # times and the memory are printed, not bounded.
            args['sanitized'] = True
            rest = rest[1:]
        else:
            print(__doc__)
            return 2
    work = tempfile.mkdtemp(prefix='exile-server-test-')
    try:
        TESTS[sys.argv[2]](work, args)
    finally:
        for proc in PROCS:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        shutil.rmtree(work, ignore_errors=True)
    print('ok: ' + sys.argv[2])
    return 0


if __name__ == '__main__':
    sys.exit(main())
