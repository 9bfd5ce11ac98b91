#!/usr/bin/env python3
"""Checks every sentence exile-tui's help says (examples/tui/help.c) and
every sentence of exile-tui(1)'s description against the rules: each must
stand in tests/help-rules.txt with the scenarios that play the rule it
states (tests/scenarios/*.scn, run by the scenario suite), or with "-" when
it states no rule (a key, the screen). A sentence the table does not know,
a scenario no file holds, or a table line no text says any more fails.

    check-help-rules.py SOURCE_ROOT
"""
import re
import sys
from pathlib import Path


def c_strings(path):
    """The elements of the first string array of a C file, adjacent
    literals joined."""
    text = path.read_text()
    body = text[text.index('{', text.index('[] = {')) + 1:text.index('};')]
    items, cur = [], None
    for tok in re.finditer(r'"((?:[^"\\]|\\.)*)"|(,)', body):
        if tok.group(2):
            if cur is not None:
                items.append(cur)
            cur = None
        else:
            cur = (cur or '') + tok.group(1).encode().decode('unicode_escape')
    if cur is not None:
        items.append(cur)
    return items


def man_description(path):
    """The DESCRIPTION section of a man page as plain text."""
    lines, on = [], False
    for line in path.read_text().splitlines():
        if line.startswith('.SH'):
            on = line.strip() == '.SH DESCRIPTION'
            continue
        if on and line.startswith('.PP'):
            lines.append('\n')
        elif on:
            line = re.sub(r'^\.[BI] ', '', line)
            lines.append(line.replace('\\(mu', 'x').replace('\\-', '-'))
    return ' '.join(lines).split(' \n ')


def sentences(text):
    return [s.strip() for s in re.split(r'(?<=[.!?])\s+(?=[A-Z(])', text) if s.strip()]


def main():
    root = Path(sys.argv[1])
    said = []
    for par in c_strings(root / 'examples/tui/help.c')[1:]:
        said += [('exile-tui help', s) for s in sentences(par) if s not in ('GLOSSARY',)]
    for par in man_description(root / 'doc/man/exile-tui.1'):
        said += [('exile-tui(1)', s) for s in sentences(par)]

    table = {}
    for n, line in enumerate((root / 'tests/help-rules.txt').read_text().splitlines(), 1):
        if not line.strip() or line.startswith('#'):
            continue
        sentence, sep, rules = line.rpartition(' | ')
        if not sep:
            sys.exit('help-rules.txt:%d: no " | " before the scenarios' % n)
        table[sentence.strip()] = rules.split()

    scenarios = set()
    for scn in (root / 'tests/scenarios').glob('*.scn'):
        scenarios |= set(re.findall(r'^scenario (\S+)', scn.read_text(), re.M))

    bad = []
    for where, s in said:
        if s not in table:
            bad.append('%s says a sentence no rule checks: "%s"' % (where, s))
            continue
        for name in table[s]:
            if name != '-' and name not in scenarios:
                bad.append('%s: scenario %s is in no file of tests/scenarios' % (s, name))
    for s in set(table) - {s for _, s in said}:
        bad.append('help-rules.txt names a sentence no text says: "%s"' % s)
    for b in bad:
        print(b)
    if bad:
        sys.exit(1)
    print('%d sentences, each checked against the rules it states' % len(said))


main()
