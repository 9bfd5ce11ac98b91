#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The card sources say exactly what the printed card lists say.

    check-card-source.py SOURCE_ROOT

Compares every card of lib/cards/box1.cards and box2.cards with the printed
lists box1-cards.md and box2-cards.md (shared/rules/, beside the clone):
the same cards, every field equal, every line of rules text equal word for
word and in order, the same recommended loadouts, once the errata of
doc/errata.md are applied to the printed lists. The annotations are the
generator's business (gen_cards.py checks them against the templates).
Without the printed lists the check is skipped.

An erratum is one line of doc/errata.md:

    erratum: CODE | FIELD | BEFORE | AFTER

BEFORE is what the printed list says (a number or a quoted line of rules
text) and AFTER what the card says now; (none) for a line that is not
there. Each erratum must find its BEFORE in the printed list: an erratum
the printed list does not bear out is a difference too.
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


ERRATUM = re.compile(r'^\s*erratum: (\S+) \| ([a-z_]+) \| (.*) \| (.*)$')


def read_errata(root):
    """[(code, field, before, after)] of doc/errata.md; a line value is
    unquoted, (none) is None."""
    path = os.path.join(root, 'doc', 'errata.md')
    if not os.path.exists(path):
        return []
    out = []
    for raw in open(path, encoding='utf-8'):
        m = ERRATUM.match(raw.rstrip('\n'))
        if not m:
            continue
        code, field, before, after = m.groups()
        value = lambda v: None if v.strip() == '(none)' else v.strip().strip('"')
        out.append((code, field, value(before), value(after)))
    return out


def apply_errata(box, printed, errata, problems):
    """The printed cards with the errata made; an erratum whose BEFORE the
    printed card does not say is a problem."""
    cards = printed[0]
    for code, field, before, after in errata:
        card = cards.get(code)
        if card is None:
            continue  # a card of the other box
        if field in LINE_FIELDS:
            lines = card.setdefault(field, [])
            if before is None:
                lines.append(after)
            elif before in lines:
                i = lines.index(before)
                if after is None:
                    del lines[i]
                else:
                    lines[i] = after
            else:
                problems.append('box %d: erratum %s %s: the printed card has no line %r' % (box, code, field, before))
            if not lines:
                del card[field]
        elif card.get(field) != before:
            problems.append('box %d: erratum %s %s: printed %r, the erratum says %r' % (box, code, field, card.get(field), before))
        elif after is None:
            del card[field]
        else:
            card[field] = after


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
    errata = read_errata(root)
    for box in (1, 2):
        path = find_printed(root, 'box%d-cards.md' % box)
        if not path:
            print('check-card-source: no box%d-cards.md beside the repository: skipped' % box)
            continue
        source = read_cards(os.path.join(root, 'lib', 'cards', 'box%d.cards' % box), source_lines)
        printed = read_cards(path, printed_lines)
        apply_errata(box, printed, errata, problems)
        compare(box, printed, source, problems)
        checked += len(printed[0])
    for p in problems:
        print(p, file=sys.stderr)
    print('check-card-source: %d printed cards compared, %d errata applied, %d differences'
          % (checked, len(errata), len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
