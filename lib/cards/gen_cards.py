#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Turns the readable card sources (box1.cards, ...) into C tables.

    gen_cards.py --ids card_ids.h --data cards_data.c box1.cards [box2.cards ...]

The format is documented at the top of box1.cards. Every printed line is
matched against the wording of the template it is annotated with (§6.3/§6.4
as printed in the rulebook), and each annotation is checked against what the
line prints, so a wrong slot number or a mistyped line stops the build with
`file:line: problem`. Only the standard library is used; the work is done by
the modules beside this script (cards_*.py).
"""

import argparse
import sys

from cards_database import Database
from cards_output import write_data, write_doc, write_ids
from cards_source import SourceError, parse_file


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--ids', required=True, help='the card_ids.h to write')
    parser.add_argument('--data', required=True, help='the cards_data.c to write')
    parser.add_argument('--doc', help='the card list for players (cards.md) to write')
    parser.add_argument('sources', nargs='+', help='card source files (box1.cards, ...)')
    args = parser.parse_args(argv)
    cards, loadouts = [], []
    try:
        for path in args.sources:
            parse_file(path, cards, loadouts)
        db = Database(cards, loadouts)
        db.resolve()
    except SourceError as e:
        print(e, file=sys.stderr)
        return 1
    except OSError as e:
        print('gen_cards.py: %s' % e, file=sys.stderr)
        return 1
    names = [p.replace('\\', '/').split('/')[-1] for p in args.sources]
    write_ids(args.ids, db, names)
    write_data(args.data, db, names)
    if args.doc:
        write_doc(args.doc, db, names)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
