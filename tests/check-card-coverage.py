#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every printed card line and keyword has a test that plays it.

    check-card-coverage.py SOURCE_ROOT [--list]

A scenario names what it exercises in a covers: line of its scenario file
(tests/scenarios/*.scn, doc/scenarios.md), one token per printed line or
keyword:

    scenario strike_from_the_record_destroys_a_move
    rule: §6.4 #1 (E01): destroy target Move ...
    covers: MV-071/E01 MV-071/kw:Reaction MV-071/kw:Single-Use

and a C test in a comment right above the test function:

    /* covers: MV-071/E01 MV-071/kw:Reaction MV-071/kw:Single-Use */
    static void strike_from_the_record_destroys_a_move(void **state)

`CODE/TEMPLATE` is a line of that card annotated with TEMPLATE in the card
sources (lib/cards/*.cards); `CODE/kw:Name` a keyword it prints, by its
in-column name (speeds too: kw:Quick, kw:Slow); `CODE/play` a card that
prints neither. A C test function must be registered with cmocka in the
same file. This check fails when any card line, keyword, template (§6.3,
§6.4) or keyword of §6.2 printed on a card has no tagged test, or a tag
names something no card prints; it prints the coverage figures.
"""

import importlib.util
import os
import re
import sys

TAG = re.compile(r'covers:((?:\s+[A-Z]+-\d+/[\w:-]+)+)')
FUNC = re.compile(r'static void (\w+)\(void \*\*\w*\)')


def load_generator(root):
    path = os.path.join(root, 'lib', 'cards', 'gen_cards.py')
    spec = importlib.util.spec_from_file_location('gen_cards', path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def card_database(gen, root):
    cards, loadouts = [], []
    for name in sorted(os.listdir(os.path.join(root, 'lib', 'cards'))):
        if name.endswith('.cards'):
            gen.parse_file(os.path.join(root, 'lib', 'cards', name), cards, loadouts)
    db = gen.Database(cards, loadouts)
    db.resolve()
    return db


def required_tokens(gen, db):
    """What each card must have a test for: {token: (kind, what)}."""
    need = {}
    for c in db.cards:
        mine = {}
        for ln in c.lines:
            # A line's template and the one in its [Effect]/[Passive] slot.
            inner = mine.get('%s/%s' % (c.code, ln.tmpl), ('line', ()))[1]
            mine['%s/%s' % (c.code, ln.tmpl)] = ('line', inner + tuple(t for t in (ln.tmpl, ln.effect) if t))
        if c.kind == 'move':
            for column in c.kw:
                for kw in column:
                    name = gen.KEYWORDS[kw][2]
                    mine['%s/kw:%s' % (c.code, name)] = ('keyword', name)
            if c.speed != 'none':
                mine['%s/kw:%s' % (c.code, c.speed)] = ('keyword', c.speed)
        if not mine:
            mine['%s/play' % c.code] = ('card', c.code)
        need.update(mine)
    return need


def tagged_scenarios(root, found, problems):
    """Adds {token: [file:scenario, ...]} from every tests/scenarios/*.scn file."""
    folder = os.path.join(root, 'tests', 'scenarios')
    for name in sorted(os.listdir(folder)):
        if not name.endswith('.scn'):
            continue
        scenario = None
        with open(os.path.join(folder, name), encoding='utf-8') as f:
            for line, text in enumerate(f, 1):
                if text.startswith('scenario '):
                    scenario = text.split()[1]
                elif text.startswith('covers:'):
                    if not scenario:
                        problems.append('%s:%d: a covers: line must belong to a scenario' % (name, line))
                        continue
                    for token in text[7:].split():
                        found.setdefault(token, []).append('%s:%s' % (name, scenario))


def tagged_tests(root):
    """{token: [file:test, ...]} from every tests/*.c file and scenario file."""
    found, problems = {}, []
    tagged_scenarios(root, found, problems)
    tests = os.path.join(root, 'tests')
    for name in sorted(os.listdir(tests)):
        if not name.endswith('.c'):
            continue
        text = open(os.path.join(tests, name), encoding='utf-8').read()
        for m in TAG.finditer(text):
            after = text[m.end():m.end() + 400]
            f = FUNC.search(after)
            line = text.count('\n', 0, m.start()) + 1
            if not f or after[:f.start()].count('\n') > 3:
                problems.append('%s:%d: a covers: tag must sit right above a test function' % (name, line))
                continue
            if not re.search(r'cmocka_unit_test\w*\(\s*%s\b' % f.group(1), text):
                problems.append('%s:%d: %s is not registered with cmocka' % (name, line, f.group(1)))
                continue
            for token in m.group(1).split():
                found.setdefault(token, []).append('%s:%s' % (name, f.group(1)))
    return found, problems


def main(argv):
    root = argv[1] if len(argv) > 1 else '.'
    gen = load_generator(root)
    db = card_database(gen, root)
    need = required_tokens(gen, db)
    found, problems = tagged_tests(root)
    for token in sorted(found):
        if token not in need:
            problems.append('%s: tagged in %s, but no card prints it' % (token, found[token][0]))
    missing = sorted(t for t in need if t not in found)
    if '--list' in argv:
        for t in missing:
            print('untested:', t)

    def figure(kind):
        names = lambda v: v[1] if isinstance(v[1], tuple) else (v[1],)
        total = {n for t, v in need.items() if v[0] == kind for n in names(v)}
        tested = {n for t, v in need.items() if v[0] == kind and t in found for n in names(v)}
        return len(tested), len(total)

    cards_tested = sum(all(t in found for t in need if t.split('/')[0] == c.code) for c in db.cards)
    lines = [t for t, v in need.items() if v[0] == 'line']
    print('cards: %d of %d fully tested' % (cards_tested, len(db.cards)))
    print('card lines: %d of %d' % (sum(t in found for t in lines), len(lines)))
    print('templates printed: %d of %d tested' % figure('line'))
    print('keywords printed: %d of %d tested' % figure('keyword'))
    for p in problems:
        print(p, file=sys.stderr)
    if missing:
        print('%d card lines or keywords have no test (run with --list)' % len(missing), file=sys.stderr)
    return 1 if problems or missing else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
