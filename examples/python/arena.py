#!/usr/bin/env python3
"""Plays one bot against another and prints the win rate.

    python3 arena.py --games 20 --bots greedy,random --seed 1

Bot 0 takes seat 0 in even games and seat 1 in odd ones, so neither bot
keeps the first seat. Prints the wins of each bot, the draws, and bot 0's
win rate with its 95% Wilson score interval (draws count half).
"""
import argparse
import math
import sys

import exile
from bots import BOTS


def play(bots, seed):
    """Plays one match; bots[s] takes seat s. Returns the winner (2: a draw)."""
    with exile.Match(seed=seed, flags=exile.MatchFlags.CANONICAL_STAMINA) as m:
        while not m.over:
            m.apply(bots[m.to_act].choose(m, m.to_act))
        return m.winner


def wilson(rate, n, z=1.96):
    """The Wilson score interval of a rate over n games: unlike rate ± z·σ,
    it stays inside [0, 1] and is not empty at 0 or 1 wins."""
    centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n))
    return centre - half, centre + half


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--games', type=int, default=20)
    parser.add_argument('--bots', default='greedy,random', help='two of: ' + ', '.join(BOTS))
    parser.add_argument('--seed', type=int, default=1)
    args = parser.parse_args(argv)
    names = args.bots.split(',')
    if len(names) != 2 or any(name not in BOTS for name in names) or args.games < 1:
        parser.error('--bots takes two of %s, --games at least 1' % ', '.join(BOTS))
    bots = [BOTS[name](seed=args.seed * 2 + i) for i, name in enumerate(names)]
    wins, draws = [0, 0], 0
    for game in range(args.games):
        seats = bots if game % 2 == 0 else bots[::-1]
        winner = play(seats, args.seed * 100003 + game)
        if winner == 2:
            draws += 1
        else:
            wins[winner if game % 2 == 0 else 1 - winner] += 1
    rate = (wins[0] + draws / 2) / args.games
    low, high = wilson(rate, args.games)
    print('games %d: %s %d wins, %s %d wins, %d draws' % (args.games, names[0], wins[0], names[1], wins[1], draws))
    print('win rate of %s: %.3f (95%% CI %.3f to %.3f)' % (names[0], rate, low, high))
    return 0


if __name__ == '__main__':
    sys.exit(main())
