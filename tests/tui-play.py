#!/usr/bin/env python3
"""Plays a whole match of exile-tui in tmux as a person would, and checks
every screen against the library.

    tui-play.py EXILE_TUI TUI_ORACLE BOT WIDTHxHEIGHT SEED

It starts exile-tui in a detached tmux session of that size against BOT,
with --record. At each of the player's decisions (the screen says YOUR
MOVE and its move number is new, and it has stopped changing) it keeps the
screen and presses the key of one of the actions shown, chosen by a seeded
random. When the game-over box shows, tui_oracle replays the record with
the library alone, and every kept screen must show what the oracle says
for that move: both HP, the hand's card names, the Memories and Gear of
the board each on one row, the prompt. The game-over
box must name the winner the oracle names. Exits 77 (skipped) only when
tmux is missing.
"""
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

SETTLE_S = 0.02     # a screen is settled when two captures this far apart agree
MATCH_TIMEOUT_S = 100


# A tmux server of the test's own, apart from the user's sessions.
SOCKET = 'exile-tui-test-%d' % os.getpid()


def tmux(*args):
    return subprocess.run(['tmux', '-L', SOCKET, *args], check=True, capture_output=True, text=True).stdout


def capture(session):
    return tmux('capture-pane', '-p', '-t', session)


def settled(session):
    a = capture(session)
    time.sleep(SETTLE_S)
    b = capture(session)
    return b if a == b else None


def move_number(screen):
    m = re.search(r'\bmove (\d+)\b', screen.splitlines()[0] if screen else '')
    return int(m.group(1)) if m else None


def action_keys(screen):
    """The keys of the actions the screen lists ("1) ...", "b) ..."), in
    the rows between the prompt and the log's rule."""
    keys, listing = [], False
    for line in screen.splitlines()[:-1]:  # the last row is the keys' help
        if line.startswith('YOUR MOVE: '):
            listing = True
        elif re.match(r'\S+ log \S', line):  # the rule, in line-drawing characters or their ASCII stand-ins
            break
        elif listing:
            keys += re.findall(r'(?:^|\s)([1-9a-z])\) ', line)
    return keys


def parse_oracle(text):
    decisions, winner = {}, None
    cur = None
    for line in text.splitlines():
        key, _, rest = line.partition(' ')
        if key == 'at':
            cur = decisions.setdefault(int(rest), {})
        elif key in ('hp0', 'hp1'):
            cur[key] = int(rest)
        elif key == 'hand':
            cur['hand'] = rest.split('|') if rest else []
        elif key == 'board':
            cur['board'] = rest.split('|')
        elif key == 'prompt':
            cur['prompt'] = rest
        elif key == 'act':
            rank, _, text = rest.partition(' ')
            cur.setdefault('acts', {})[text] = int(rank)
        elif key == 'winner':
            num, _, name = rest.partition(' ')
            winner = (int(num), name)
    return decisions, winner


def check_screen(move, screen, want, seat, problems):
    lines = screen.splitlines()
    me = [l for l in lines if l.startswith('YOU: ')]
    opp = [l for l in lines if l.startswith('OPPONENT: ')]
    for label, found, hp in (('your', me, want['hp%d' % seat]), ("the opponent's", opp, want['hp%d' % (1 - seat)])):
        if not found or not re.search(r'\bHP %d\b' % hp, found[0]):
            problems.append('move %d: %s HP should be %d: %s' % (move, label, hp, found[:1]))
    head = next((i for i, l in enumerate(lines) if l.startswith('YOUR HAND (')), None)
    # The board wraps between cards, never inside a card's name.
    board = lines[:head]
    for name in want.get('board', []):
        if not any(name in l for l in board):
            problems.append('move %d: the board should name %s on one row' % (move, name))
    if head is None or not lines[head].startswith('YOUR HAND (%d cards)' % len(want['hand'])):
        problems.append('move %d: the hand header should count %d cards' % (move, len(want['hand'])))
    else:
        shown = [l[2:] for l in lines[head + 1:] if l[:2] in ('  ', '> ')]
        for i, name in enumerate(want['hand'][:len(shown)]):
            if not shown[i].startswith(name):
                problems.append('move %d: hand card %d should be %s: %r' % (move, i, name, shown[i]))
    start = next((i for i, l in enumerate(lines) if l.startswith('YOUR MOVE: ')), None)
    if start is None:
        problems.append('move %d: no prompt' % move)
        return
    text = []
    for l in lines[start:]:
        if re.match(r'\s*1\) ', l):
            break
        text.append(l.strip())
    shown = ' '.join(text)[len('YOUR MOVE: '):]
    # The actions of the first page: each text whole (nothing cut at this
    # width), the usual choices first (the oracle's ranks never go down,
    # and the page begins with the best rank the decision offers).
    acts = want.get('acts', {})
    rows = []
    for l in lines[start + len(text):]:
        if re.match(r'\S+ log \S', l):
            break
        rows.append([m.group(1) for m in re.finditer(r'(?:^|\s)[1-9a-z]\) (.*?)(?=\s{2,}[1-9a-z]\) |\s*$)', l)])
    # The list runs down each column, then on to the next.
    items = [r[c] for c in range(max(map(len, rows), default=0)) for r in rows if c < len(r)]
    ranks = []
    for item in items:
        if item not in acts:
            problems.append('move %d: the action %r is cut or unknown' % (move, item))
        else:
            ranks.append(acts[item])
    if ranks != sorted(ranks) or (ranks and acts and ranks[0] != min(acts.values())):
        problems.append('move %d: the usual choices should come first: %s' % (move, items))
    expect = want['prompt']
    if not (expect.startswith(shown) and len(shown) >= min(len(expect), 120)):
        problems.append('move %d: prompt should be %r, screen shows %r' % (move, expect, shown))


def main():
    if len(sys.argv) != 6:
        print(__doc__, file=sys.stderr)
        return 2
    tui, oracle, bot, size, seed = sys.argv[1:]
    if not shutil.which('tmux'):
        print('tmux is missing: skipped')
        return 77
    width, height = size.split('x')
    seat = 0
    rng = random.Random(int(seed))
    tmp = tempfile.mkdtemp(prefix='tui-play-')
    record = os.path.join(tmp, 'record')
    session = 'exile-tui-test-%d' % os.getpid()
    env_cmd = 'TERM=xterm-256color %s --bot %s --seed %s --record %s --save %s' % (
        tui, bot, seed, record, os.path.join(tmp, 'save'))
    tmux('new-session', '-d', '-s', session, '-x', width, '-y', height, env_cmd)
    screens, over = {}, None
    deadline = time.monotonic() + MATCH_TIMEOUT_S
    try:
        while time.monotonic() < deadline:
            screen = settled(session)
            if screen is None:
                continue
            if 'GAME OVER: ' in screen and ' wins' in screen or 'GAME OVER: a draw' in screen or 'you win!' in screen:
                over = screen
                break
            move = move_number(screen)
            if 'YOUR MOVE: ' not in screen or move is None or move in screens:
                time.sleep(SETTLE_S)
                continue
            keys = action_keys(screen)
            if not keys:
                continue
            screens[move] = screen
            tmux('send-keys', '-t', session, rng.choice(keys))
        else:
            print('the match did not end in %d s; last screen:\n%s' % (MATCH_TIMEOUT_S, capture(session)))
            return 1
        tmux('send-keys', '-t', session, 'Q')
    finally:
        subprocess.run(['tmux', '-L', SOCKET, 'kill-server'], capture_output=True)
    out = subprocess.run([oracle, record], check=True, capture_output=True, text=True).stdout
    decisions, winner = parse_oracle(out)
    problems = []
    if sorted(decisions) != sorted(screens):
        problems.append('the player decided at moves %s, the screens seen were %s'
                        % (sorted(decisions), sorted(screens)))
    for move, want in decisions.items():
        if move in screens:
            check_screen(move, screens[move], want, seat, problems)
    if winner is None:
        problems.append('the oracle names no winner')
    else:
        num, name = winner
        title = ('you win!' if num == seat else 'a draw' if num == 2 else '%s (your opponent) wins' % name)
        if 'GAME OVER: ' + title not in over:
            problems.append('the game-over box should say %r:\n%s' % (title, over))
    for p in problems[:20]:
        print(p)
    print('%s at %sx%s: %d decisions checked, %s' % (bot, width, height, len(screens),
                                                     'FAILED' if problems else 'ok'))
    if problems:
        print('a screen:\n' + next(iter(screens.values()), ''))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
