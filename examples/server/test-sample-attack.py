#!/usr/bin/env python3
"""A seat that attacks the server's samples (doc/protocol.md, Samples), on
loopback (127.0.0.1): it asks for samples and tries to rebuild from them
the cards it cannot see, and it must fail.

    test-sample-attack.py BUILD_DIR [--positions N]

An exile-server on a free port of 127.0.0.1 makes matches of both boxes
for its administrator (the test), and two raw seat connections of the
test play them, each a random legal action (a generator of its own, so
that the positions are the same from run to run where the deals are). At
N positions (20 by default) the seat to decide asks for its view and for
SAMPLES samples. That is done twice: with --seed, the matches dealt from a
fixed seed, and without, the matches dealt from the system's random
source. Every sample must be a legal position (it loads) that the seat
cannot tell from the match: its view of the sample is the view the server
sent, its legal actions are those of the `decide`; and each is dealt from
fresh randomness: no two samples have the same generator (`rng` line).

Then the attacks, with the library as any client has it (exile-server-
attack, attack.c):
 (a) undo the deal: read each sample's seed off its generator (inc = seed
     << 1 | 1: two candidates, the top bit lost; the one that deals the
     sample's generator again is it), determinize the sample again with
     that seed, read from the two how the deal moved each hidden card, and
     undo that move; the six guesses vote place by place;
 (b) vote: each hidden place takes the card most samples put there, the
     opponent's hand the cards most often dealt to it.
Each guess is compared with the real hidden cards, which the test learns
once the match is over from its replay (the real position after the same
actions; its view for the seat must be the view the server sent): the
seat's own deck in order (its next draws), the opponent's face-down
attack, hand and deck in order. Neither attack may rebuild any position,
and neither may get more hidden places right than chance allows: the
number of places a guess independent of the real deal gets right, when
the real deal is one of the deals the seat's knowledge allows, each as
likely (CHANCE_DEALS fresh determinizations of the position stand for
it), is at most its mean plus SIGMAS standard deviations.

The controls, which show the test can fail: the comparison finds the real
position rebuilt from six copies of it; and the same attack (a), on
samples dealt the way determinize dealt before it dealt from the seat's
knowledge (the hidden cards taken in the order they really lie: the own
deck's, the opponent's attack, hand and deck, and moved by a permutation
drawn from the seed), rebuilds nearly every position, its vote far past
the bound.
"""
import collections
import importlib.util
import math
import os
import random
import select
import shutil
import subprocess
import sys
import tempfile
import time

# The server, the raw connections and the helpers of test-server.py,
# loaded without writing its bytecode into the source tree.
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location('exile_test_server', os.path.join(HERE, 'test-server.py'))
ts = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ts)
fail = ts.fail

SAMPLES = 6              # samples the seat asks for at each position
CHANCE_DEALS = 40        # fresh deals standing for the real one, per position
SIGMAS = 4.0             # the bound on places right: chance's mean + SIGMAS standard deviations
MAX_MATCHES = 40         # matches a run may play to find its positions
TIME_LIMIT = 60.0
SEED = 41                # --seed of the first run
OLD_WAY_REBUILT = 0.9    # the control: the old deal rebuilt in this share of positions at least


class Library:
    """exile-server-attack (attack.c): one process, a request at a time."""

    def __init__(self, path):
        self.proc = ts.spawn([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, request, notation=None):
        self.proc.stdin.write(request + '\n')
        if notation is not None:
            self.proc.stdin.write(notation if notation.endswith('\n') else notation + '\n')
        self.proc.stdin.flush()
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                fail('exile-server-attack ended')
            if not lines and line.startswith('error '):
                return None, line[6:].strip()
            lines.append(line)
            if line == 'end\n':
                return ''.join(lines), None

    def notation(self, request, notation=None):
        text, why = self.ask(request, notation)
        if text is None:
            fail('%s: %s' % (request, why))
        return text

    def determinize(self, notation, seat, seed):
        return self.notation('determinize %d %d' % (seat, seed), notation)

    def view(self, notation, seat):
        return self.notation('view %d' % seat, notation)

    def actions(self, notation):
        return [line[7:] for line in self.notation('actions', notation).splitlines() if line.startswith('action ')]

    def replay(self, path, n):
        return self.notation('replay %s %d' % (path, n))


# ---- notations: the hidden places of a seat, and what a position holds there ----

def line_key(words):
    """What a line is about: its key, and its seat for a seat's line."""
    return (words[0], words[1]) if len(words) > 1 and words[1] in ('0', '1') else (words[0], None)


def ident(word):
    """A card as a notation names it, without the mark of what a seat knows
    of it (the mark belongs to the place): a Move's code, a Token's code and
    number (TK-01:0), which tells apart Tokens of a kind in a notation."""
    return word[1:] if word[:1] in '^_+~' else word


def card(word):
    """A card as a place holds it: Tokens of a kind are alike, their
    numbers left out."""
    return ident(word).split(':', 1)[0]


def notation_lines(notation):
    out = {}
    for line in notation.splitlines():
        words = line.split()
        if words and words[0] not in ('exile-notation', 'end'):
            out.setdefault(line_key(words), []).append(words)
    return out


class Layout:
    """The places a seat cannot see, from its view: each `?` of its view,
    a hand's as one of the hand's hidden cards (a hand has no order: it is
    written in instance order), any other's by its place in its line."""

    def __init__(self, view, seat):
        self.seat = seat
        self.lines = notation_lines(view)
        self.places = []      # (key, k, i): word i of the k-th line of that key
        self.hands = {}       # key: (the number of hidden cards, the visible ones)
        for key, group in self.lines.items():
            for k, words in enumerate(group):
                hidden = [i for i, w in enumerate(words) if w == '?']
                if not hidden:
                    continue
                if key[0] == 'hand':
                    self.hands[(key, k)] = (len(hidden), [card(w) for w in words[2:] if w != '?'])
                else:
                    self.places.extend((key, k, i) for i in hidden)
        # The order of the places: the seat's own first, then the opponent's,
        # each in the order of the notation (the opponent's attack before its deck).
        self.places.sort(key=lambda p: (p[0][1] != str(seat), p[0][0] != 'attack', p))

    def own(self, place):
        return place[0][1] == str(self.seat)

    def count(self, kind, seat):
        """The hidden cards of the seat's pile of that kind."""
        key = (kind, str(seat))
        if kind == 'hand':
            return sum(n for (k, _), (n, _) in self.hands.items() if k == key)
        return sum(1 for p in self.places if p[0] == key)

    def worth_attacking(self):
        """The cards can lie in more ways than chance would guess: four or
        more hidden in each deck, two in the opponent's hand."""
        opp = 1 - self.seat
        return (self.count('deck', self.seat) >= 4 and self.count('deck', opp) >= 4 and
                self.count('hand', opp) >= 2)

    def total(self):
        return len(self.places) + sum(n for n, _ in self.hands.values())

    def read(self, notation):
        """What a position holds in the hidden places: an Arrangement."""
        lines = notation_lines(notation)
        at = {}
        for key, k, i in self.places:
            try:
                at[(key, k, i)] = ident(lines[key][k][i])
            except (KeyError, IndexError):
                fail('a position has no card where its view has a ?: %s' % (key,))
        hands = {}
        for (key, k), (n, visible) in self.hands.items():
            cards = [ident(w) for w in lines[key][k][2:]]
            for c in visible:
                seen = next((x for x in cards if card(x) == c), None)
                if seen is None:
                    fail('a position does not hold a card its view shows in the hand: ' + c)
                cards.remove(seen)
            if len(cards) != n:
                fail('a position has %d hidden cards in a hand its view shows %d of' % (len(cards), n))
            hands[(key, k)] = cards
        return Arrangement(self, at, hands)


class Arrangement:
    """The cards of a Layout's hidden places: at[place], and each hand's
    hidden cards (in the order they are written), as the notation names
    them (ident)."""

    def __init__(self, layout, at, hands):
        self.layout, self.at, self.hands = layout, at, hands

    def flat(self):
        """Every hidden card with its place and the place's role (own, attack,
        hand, deck), in the order a deal took them when it took them as they
        lay: the own deck's, then the opponent's attack, hand, deck."""
        own, attack, deck = [], [], []
        for p in self.layout.places:
            if self.layout.own(p):
                own.append((p, self.at[p], 'own'))
            elif p[0][0] == 'deck':
                deck.append((p, self.at[p], 'deck'))
            else:
                attack.append((p, self.at[p], 'attack'))
        hands = [((h, j), c, 'hand') for h, cards in sorted(self.hands.items()) for j, c in enumerate(cards)]
        return own + attack + hands + deck

    def right(self, real):
        """The hidden places where this arrangement holds what real holds (a
        hand's: the cards of both), and whether it is real."""
        n = sum(card(self.at[p]) == card(real.at[p]) for p in self.layout.places if self.at[p] is not None)
        for h, cards in real.hands.items():
            n += sum((collections.Counter(map(card, cards)) &
                      collections.Counter(map(card, self.hands.get(h, [])))).values())
        return n, n == self.layout.total()

    def same(self, other):
        return self.right(other)[1]


def rng_line(notation):
    for line in notation.splitlines():
        if line.startswith('rng '):
            return line
    fail('a sample without its rng line')


def seed_candidates(notation):
    """The seeds a sample's generator shows: inc = seed << 1 | 1."""
    inc = int(rng_line(notation).split('inc=')[1].split()[0], 16)
    return [inc >> 1, (inc >> 1) | (1 << 63)]


# ---- the attacks ----

def undo(sample, again):
    """Attack (a) for one sample: again is the sample dealt once more with its
    seed. Where the deal put at place q the card that lay at place p (a
    Token known by its number in the two notations), the real match held at
    p what the sample holds at q. A hand has no order: the places whose
    cards the deal moved into the hand held, in the real match, the cards
    of the sample's hand, which of them each unknown. The guess: a card for
    each place the undoing tells; and for each place whose card went to the
    hand, the cards it held one of."""
    s, t = sample.flat(), again.flat()
    if [p for p, _, _ in s] != [p for p, _, _ in t]:
        fail('a sample dealt again has other hidden places')
    guess = {}
    taken = set()
    for q, (place, code, role) in enumerate(t):
        if role == 'hand':
            continue
        p = next((i for i, (_, c, _) in enumerate(s) if c == code and i not in taken), None)
        if p is None:
            fail('a sample dealt again holds a card the sample does not hide: ' + code)
        taken.add(p)
        guess[s[p][0]] = card(s[q][1])
    hand = frozenset(card(c) for _, c, role in s if role == 'hand')
    among = {s[p][0]: hand for p in range(len(s)) if p not in taken and s[p][2] != 'hand'}
    return guess, among


def vote(layout, guesses, hands_seen, amongs=()):
    """The card most guesses put at each place (the first such); a place no
    guess names, the first card that every guess it was one of allows and
    no other place holds; the hands: the opponent's hidden cards that no
    voted place holds, when they are as many as the hand's, else the cards
    most often seen in the hand."""
    at = {}
    for p in layout.places:
        votes = collections.Counter(card(g[p]) for g in guesses if g.get(p) is not None)
        at[p] = votes.most_common(1)[0][0] if votes else None
    hands = {}
    pool = collections.Counter()
    # The opponent's hidden cards: the same in every sample (which cards are
    # hidden, the seat knows); the first sample's.
    first = hands_seen[0]
    for p in layout.places:
        if not layout.own(p):
            pool[card(first.at[p])] += 1
    for cards in first.hands.values():
        pool.update(map(card, cards))
    placed = collections.Counter(at[p] for p in layout.places if not layout.own(p) and at[p] is not None)
    for p in layout.places:
        allowed = [a[p] for a in amongs if p in a]
        if at[p] is None and allowed and not layout.own(p):
            left = sorted(set.intersection(*map(set, allowed)) & set((pool - placed).elements()))
            if left:
                at[p] = left[0]
                placed[left[0]] += 1
    for h, (n, _) in layout.hands.items():
        left = list((pool - placed).elements())
        if len(left) == n:
            hands[h] = left
        else:
            seen = collections.Counter(card(c) for a in hands_seen for c in a.hands[h])
            hands[h] = [c for c, _ in seen.most_common(n)]
    return Arrangement(layout, at, hands)


def attack_undo(layout, samples, redeal):
    """Attack (a) on samples (Arrangements), redeal(k) the k-th dealt again."""
    undone = [undo(s, redeal(k)) for k, s in enumerate(samples)]
    return vote(layout, [g for g, _ in undone], samples, [a for _, a in undone])


def attack_vote(layout, samples):
    """Attack (b): the samples vote as they are."""
    return vote(layout, [s.at for s in samples], samples)


def old_deal(arr, seed):
    """A deal as determinize made one before it dealt from the seat's
    knowledge: the hidden cards taken in the order they lie (the own deck's;
    the opponent's face-down attack, hand and deck's Moves) and moved by a
    permutation drawn from the seed, which the sample's generator shows.
    The hand is written in order; a deck's Tokens stay where they lie."""
    rng = random.Random(seed)
    flat = arr.flat()
    at, hands = {}, {}
    own = [(p, c) for p, c, role in flat if role == 'own']
    cards = [c for _, c in own]
    rng.shuffle(cards)
    for (p, _), c in zip(own, cards):
        at[p] = c
    moves = [c for _, c, role in flat if role in ('attack', 'hand') or (role == 'deck' and not c.startswith('TK-'))]
    rng.shuffle(moves)
    for p, c, role in flat:
        if role == 'attack':
            at[p] = moves.pop(0)
    for h, cards in sorted(arr.hands.items()):
        hands[h] = sorted(moves[:len(cards)])
        del moves[:len(cards)]
    for p, c, role in flat:
        if role == 'deck':
            at[p] = c if c.startswith('TK-') else moves.pop(0)
    return Arrangement(arr.layout, at, hands)


# ---- playing, asking, attacking ----

def collect(srv, admin, rng, want, box_of, seeded):
    """Plays matches until `want` positions are asked about: each a dict of
    the match, n, seat, view, decide's actions, samples (notations)."""
    positions = []
    for index in range(MAX_MATCHES):
        if len(positions) >= want:
            break
        box = box_of(index)
        admin.send('new box=%d' % box)
        m = admin.until('match')
        if seeded and m['seed'] != str(SEED + index):
            fail('the match of --seed %d was dealt from %s' % (SEED + index, m['seed']))
        seats = [ts.Raw(srv.port), ts.Raw(srv.port)]
        for s in (0, 1):
            seats[s].send('hello ' + m['seat%d' % s])
        next_at = rng.randrange(8, 30)
        done = [False, False]
        deadline = time.monotonic() + TIME_LIMIT
        while not all(done):
            ready = [s for s in (0, 1) if not done[s] and seats[s].buffered()]
            if not ready:
                socks = [seats[s].sock for s in (0, 1) if not done[s]]
                readable, _, _ = select.select(socks, [], [], max(0.0, deadline - time.monotonic()))
                if not readable:
                    fail('a match did not end in time')
                ready = [s for s in (0, 1) if not done[s] and seats[s].sock in readable]
            for s in ready:
                msg = seats[s].recv()
                if msg is None:
                    fail('seat %d was closed during the match' % s)
                if msg['type'] == 'over':
                    done[s] = True
                elif msg['type'] == 'refused':
                    fail('an offered action was refused: ' + msg['reason'])
                elif msg['type'] == 'decide':
                    n = msg['n']
                    if len(positions) < want and n >= next_at:
                        seats[s].send('view')
                        view = seats[s].until('view')
                        if view['n'] != n:
                            fail('a view of another position than the decision\'s')
                        if Layout(view['notation'], s).worth_attacking():
                            for _ in range(SAMPLES):
                                seats[s].send('sample')
                            samples = [seats[s].until('sample') for _ in range(SAMPLES)]
                            if any(x['n'] != n for x in samples):
                                fail('a sample of another position than the decision\'s')
                            positions.append({'match': m['match'], 'n': n, 'seat': s, 'box': box,
                                              'view': view['notation'], 'actions': msg['actions'],
                                              'samples': [x['notation'] for x in samples]})
                            next_at = n + rng.randrange(15, 45)
                    seats[s].send('act #%d %s' % (n, rng.choice(msg['actions'])))
        for s in (0, 1):
            seats[s].close()
        srv.read('finished')
    if len(positions) < want:
        fail('%d matches gave %d positions worth attacking, not %d' % (MAX_MATCHES, len(positions), want))
    return positions


def chance(lib, pos, layout, guesses, sample0):
    """The places right of each guess when the real deal is any the seat's
    knowledge allows, each as likely: their mean and variance over
    CHANCE_DEALS fresh determinizations of the position. (A guess made
    without the real deal gets as many right from the real one.)"""
    rng = random.Random(pos['match'] * 1000003 + pos['n'])
    rights = [[] for _ in guesses]
    for _ in range(CHANCE_DEALS):
        deal = layout.read(lib.determinize(sample0, pos['seat'], rng.getrandbits(64)))
        for g, r in zip(guesses, rights):
            r.append(g.right(deal)[0])
    out = []
    for r in rights:
        mean = sum(r) / len(r)
        out.append((mean, sum((x - mean) ** 2 for x in r) / (len(r) - 1)))
    return out


def analyze(srv, lib, positions, label):
    """Checks the samples of each position, attacks them, runs the
    controls, and bounds what the attacks get."""
    figures = collections.Counter()
    rngs = set()
    mean = {'a': 0.0, 'b': 0.0}
    var = {'a': 0.0, 'b': 0.0}
    for pos in positions:
        seat, view = pos['seat'], pos['view']
        layout = Layout(view, seat)
        real_text = lib.replay(srv.replay(pos['match']), pos['n'])
        if lib.view(real_text, seat) != view:
            fail('the replay after %d actions is not the position the seat saw' % pos['n'])
        real = layout.read(real_text)
        samples = []
        for text in pos['samples']:
            if lib.view(text, seat) != view:
                fail('a sample that the seat can tell from the match (match %d, n %d)' % (pos['match'], pos['n']))
            if lib.actions(text) != pos['actions']:
                fail('a sample whose legal actions are not the decision\'s')
            samples.append(layout.read(text))
        lines = [rng_line(t) for t in pos['samples']]
        if len(set(lines)) != SAMPLES or rngs & set(lines):
            fail('two samples with the same generator: %s' % lines)
        rngs |= set(lines)
        if all(s.same(samples[0]) for s in samples):
            fail('%d samples of a position deal its hidden cards alike' % SAMPLES)

        # Attack (a): each sample's seed read off its generator.
        again = []
        for text in pos['samples']:
            found = None
            for seed in seed_candidates(text):
                redealt = lib.determinize(text, seat, seed)
                if rng_line(redealt) == rng_line(text):
                    found = redealt
                    figures['seeds read'] += 1
                    figures['dealt back to itself'] += redealt == text
                    break
            again.append(layout.read(found if found else lib.determinize(text, seat, seed_candidates(text)[0])))
        guess_a = attack_undo(layout, samples, lambda k: again[k])
        guess_b = attack_vote(layout, samples)
        right_a, rebuilt_a = guess_a.right(real)
        right_b, rebuilt_b = guess_b.right(real)
        for attack, (m, v) in zip('ab', chance(lib, pos, layout, [guess_a, guess_b], pos['samples'][0])):
            mean[attack] += m
            var[attack] += v
        figures['positions'] += 1
        figures['hidden places'] += layout.total()
        figures['rebuilt (a)'] += rebuilt_a
        figures['rebuilt (b)'] += rebuilt_b
        figures['right (a)'] += right_a
        figures['right (b)'] += right_b
        figures['own deck places'] += layout.count('deck', seat)
        figures['own deck right (b)'] += sum(card(guess_b.at[p]) == card(real.at[p])
                                             for p in layout.places if layout.own(p))

        # The controls: the real position found rebuilt from copies of it,
        # and not with two cards of the own deck swapped; and the attack on
        # samples dealt the old way.
        copies = [real] * SAMPLES
        if not attack_undo(layout, copies, lambda k: real).right(real)[1] or not real.right(real)[1]:
            fail('the comparison does not find the real position rebuilt from itself')
        own = [p for p in layout.places if layout.own(p)]
        q = next(q for q in own[1:] if card(real.at[q]) != card(real.at[own[0]]))
        at = dict(real.at)
        at[own[0]], at[q] = real.at[q], real.at[own[0]]
        if Arrangement(layout, at, real.hands).right(real) != (layout.total() - 2, False):
            fail('the comparison does not find two cards of the own deck swapped')
        old_rng = random.Random(pos['match'] * 1000003 + pos['n'] + 1)
        seeds = [old_rng.getrandbits(64) for _ in range(SAMPLES)]
        old = [old_deal(real, seed) for seed in seeds]
        guess_old = attack_undo(layout, old, lambda k: old_deal(old[k], seeds[k]))
        right_old, rebuilt_old = guess_old.right(real)
        figures['old way rebuilt'] += rebuilt_old
        figures['old way right'] += right_old

    n = figures['positions']
    bound = {a: mean[a] + SIGMAS * math.sqrt(var[a]) for a in 'ab'}
    print('%s: %d positions, %d hidden places; %d samples, no two with one generator; the seed read off '
          '%d of them, each dealt again giving the sample back: %d' %
          (label, n, figures['hidden places'], n * SAMPLES, figures['seeds read'], figures['dealt back to itself']))
    for a, name in (('a', 'undo the deal'), ('b', 'vote')):
        print('  (%s) %s: rebuilt %d of %d positions; %d places right, chance %.1f (sd %.1f), bound %.1f' %
              (a, name, figures['rebuilt (%s)' % a], n, figures['right (%s)' % a], mean[a], math.sqrt(var[a]),
               bound[a]))
    print('  the own deck (its next draws): %d of %d places right by vote (chance: one a position)' %
          (figures['own deck right (b)'], figures['own deck places']))
    print('  control, the old deal: rebuilt %d of %d positions, %d places right' %
          (figures['old way rebuilt'], n, figures['old way right']))
    if figures['rebuilt (a)'] or figures['rebuilt (b)']:
        fail('the samples rebuilt the hidden cards of %d positions' %
             max(figures['rebuilt (a)'], figures['rebuilt (b)']))
    for attack in ('a', 'b'):
        if figures['right (%s)' % attack] > bound[attack]:
            fail('attack (%s) got %d places right, past the bound of chance %.1f' %
                 (attack, figures['right (%s)' % attack], bound[attack]))
    if figures['old way rebuilt'] < OLD_WAY_REBUILT * n or figures['old way right'] <= bound['a']:
        fail('the attack does not rebuild samples dealt the old way: it could not fail')
    return figures


def run(work, lib, label, seed_args, want, seed):
    os.makedirs(work)
    srv = ts.Server(work, '--matches', '0', '--admin', '--rate', '100000', *seed_args, exit_when_done=False)
    admin = ts.Raw(srv.port)
    admin.send('hello ' + srv.read('admin')['token'])
    admin.until('welcome')
    positions = collect(srv, admin, random.Random(seed), want, lambda i: 1 + i % 2, bool(seed_args))
    admin.close()
    srv.proc.terminate()
    srv.proc.wait(timeout=10)
    return analyze(srv, lib, positions, label)


def main():
    args = sys.argv[1:]
    if not args or (len(args) != 1 and (len(args) != 3 or args[1] != '--positions')):
        print(__doc__)
        return 2
    want = int(args[2]) if len(args) == 3 else 20
    ts.BIN['server'] = os.path.join(args[0], 'exile-server')
    attack = os.path.join(args[0], 'exile-server-attack')
    work = tempfile.mkdtemp(prefix='exile-sample-attack-')
    start = time.monotonic()
    try:
        lib = Library(attack)
        run(os.path.join(work, 'seeded'), lib, '--seed %d' % SEED, ['--seed', str(SEED)], want, SEED)
        run(os.path.join(work, 'random'), lib, 'no --seed', [], want, SEED + 1)
    finally:
        for proc in ts.PROCS:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        shutil.rmtree(work, ignore_errors=True)
    print('ok: sample-attack in %.1f s' % (time.monotonic() - start))
    return 0


if __name__ == '__main__':
    sys.exit(main())
