#!/usr/bin/env python3
"""A random bot in forty lines: it plays seat 0 against another random bot
and prints the match as seat 0 sees it (its observer's events in words,
but those that only repeat an action), then who won.

    EXILE_LIBRARY=build/libexile.so.0 python3 examples/python/random_bot.py --seed 7
"""
import argparse
import random

import exile


def choose(match, rng):
    """The bot: any of the legal actions, each with its text."""
    return rng.choice(match.legal_actions())


def main():
    parser = argparse.ArgumentParser(description='Two random bots play a match of Exile.')
    parser.add_argument('--seed', type=int, default=1, help='the match and the bots (default 1)')
    parser.add_argument('--quiet', action='store_true', help='print who won only')
    args = parser.parse_args()
    rng = random.Random(args.seed)

    def show(event):
        if not args.quiet and not event.echo:
            print('  ' + event.text)

    with exile.Match(seed=args.seed, observers={0: show}) as m:
        while not m.over:
            action = choose(m, rng)
            if not args.quiet and m.to_act == 0:
                print('seat 0 chooses: %s' % action.text)
            m.apply(action)
        print(m.prompt(0))


if __name__ == '__main__':
    main()
