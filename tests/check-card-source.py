#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The card sources say exactly what the printed card lists say.

    check-card-source.py SOURCE_ROOT

Compares every card of lib/cards/box1.cards and box2.cards with the printed
lists box1-cards.md and box2-cards.md (shared/rules/, beside the clone):
the same cards, every field equal, every line of rules text equal word for
word and in order, the same recommended loadouts. The annotations are the
generator's business (gen_cards.py checks them against the templates).
Without the printed lists the check is skipped.
"""

import os
import re
import sys

HEADER = re.compile(r'### (\S+) (.*\S)\s*$')
FIELD = re.compile(r'([a-z_]+): (.*)$')
QUOTED = re.compile(r'"([^"]*)"')
ANNOTATED = re.compile(r'^(?:(attack|block): )?\[[^\]]*\] "(.*)"$')
# Fields holding printed lines (one per line in a source, ` ; `-separated
# quotes in a printed list).
LINE_FIELDS = {'front', 'unleashed', 'on_unleash', 'upgrade', 'on_unlock', 'text'}


def printed_lines(field, value):
    """The lines of a printed list's field: quoted, ` ; `-separated, a
    Combat card's naming their column."""
    if field == 'text' and re.match(r'(attack|block): ', value):
        return ['%s: %s' % (part.split(': ', 1)[0], q)
                for part in value.split(' ; ') for q in QUOTED.findall(part)]
    return QUOTED.findall(value)


def source_lines(field, value):
    """A source's line field: one annotated line each."""
    a = ANNOTATED.match(value)
    if not a:
        return ['?? ' + value]
    column, text = a.groups()
    return ['%s: %s' % (column, text) if column else text]


def read_cards(path, lines_of):
    """{code: {'name':..., field: value or [lines]}} and the loadout lines of
    a printed list or a card source; @p lines_of reads a line field."""
    cards, loadouts, card = {}, [], None
    for raw in open(path, encoding='utf-8'):
        line = raw.rstrip('\n')
        m = HEADER.match(line)
        if m:
            card = cards.setdefault(m.group(1), {'name': m.group(2)})
            continue
        if line.startswith('## ') or (line.startswith('#') and lines_of is printed_lines):
            card = None  # a section ends the card above it
            continue
        m = FIELD.match(line)
        if not m or line.startswith('#'):
            continue
        field, value = m.groups()
        if field == 'loadout':
            loadouts.append(value.strip())
        elif card is not None and field in LINE_FIELDS:
            card.setdefault(field, []).extend(lines_of(field, value))
        elif card is not None and field != 'box':
            card[field] = value.strip()
    return cards, loadouts


def find_printed(root, name):
    for base in (os.path.join(root, '..', 'shared', 'rules'), '/work/shared/rules'):
        path = os.path.join(base, name)
        if os.path.exists(path):
            return path
    return None


def compare(box, printed, source, problems):
    p_cards, p_loadouts = printed
    s_cards, s_loadouts = source
    for code in sorted(set(p_cards) | set(s_cards)):
        if code not in s_cards:
            problems.append('box %d: %s is printed but not in the source' % (box, code))
            continue
        if code not in p_cards:
            problems.append('box %d: %s is in the source but not printed' % (box, code))
            continue
        p, s = p_cards[code], s_cards[code]
        for field in sorted(set(p) | set(s)):
            if p.get(field) != s.get(field):
                problems.append('box %d: %s %s: printed %r, source %r'
                                % (box, code, field, p.get(field), s.get(field)))
    norm = lambda lo: [re.sub(r'\s+', ' ', x) for x in lo]
    if norm(p_loadouts) != norm(s_loadouts):
        problems.append('box %d: loadouts differ: printed %r, source %r' % (box, p_loadouts, s_loadouts))


def main(argv):
    root = argv[1] if len(argv) > 1 else '.'
    problems, checked = [], 0
    for box in (1, 2):
        path = find_printed(root, 'box%d-cards.md' % box)
        if not path:
            print('check-card-source: no box%d-cards.md beside the repository: skipped' % box)
            continue
        source = read_cards(os.path.join(root, 'lib', 'cards', 'box%d.cards' % box), source_lines)
        printed = read_cards(path, printed_lines)
        compare(box, printed, source, problems)
        checked += len(printed[0])
    for p in problems:
        print(p, file=sys.stderr)
    print('check-card-source: %d printed cards compared, %d differences' % (checked, len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
