#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks doc/coverage.md against Part A of the rules checklist.

Every item of Part A (A1, A2, ...) of the checklist must have exactly one row
in the table of doc/coverage.md, and no row may name an item the checklist
does not have. A row either cites tests, written `test_file.c: function,
function` or `scenario-file.scn: name, name` (several groups separated by
';'), or says "untestable". Every cited C file must exist in tests/, and
every cited function must be a cmocka test of that file: defined as `void
name(void **state)` and registered with cmocka_unit_test(name). Every cited
scenario file must exist in tests/scenarios/, and every cited name must be a
scenario of it (`scenario name`, or its parts `scenario name/2` ...). The
counts the page states ("N are tested and M are untestable") must match its
rows.

The checklist is shared/rules/checklist.md, beside the clone (../shared
relative to the repository root), or the path in EXILE_CHECKLIST. Without
it the check is skipped (exit 77, meson's "skipped").

usage: check-coverage.py [REPO_ROOT]
"""

import os
import re
import sys

SKIP = 77


def checklist_path(root):
    candidates = []
    if os.environ.get('EXILE_CHECKLIST'):
        candidates.append(os.environ['EXILE_CHECKLIST'])
    candidates.append(os.path.join(root, '..', 'shared', 'rules', 'checklist.md'))
    candidates.append('/work/shared/rules/checklist.md')
    for path in candidates:
        if os.path.isfile(path):
            return path
    return None


def part_a_items(path):
    """The item numbers of Part A, in order."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    start = text.find('## PART A')
    end = text.find('## PART B', start)
    if start < 0:
        raise SystemExit('%s: no "## PART A" heading' % path)
    part = text[start:end if end > 0 else len(text)]
    return [int(n) for n in re.findall(r'^- \*\*A(\d+)\*\*', part, re.M)]


def coverage_rows(path):
    """{item number: [cells, line number]} of the table, and the problems."""
    rows, problems = {}, []
    with open(path, encoding='utf-8') as f:
        lines = f.read().splitlines()
    for i, line in enumerate(lines, 1):
        m = re.match(r'^\|\s*A(\d+)\s*\|(.*)\|\s*$', line)
        if not m:
            continue
        n = int(m.group(1))
        cells = [c.strip() for c in m.group(2).split('|')]
        if n in rows:
            problems.append('%s:%d: A%d has a second row (first on line %d)' % (path, i, n, rows[n][1]))
            continue
        rows[n] = (cells, i)
    return rows, lines, problems


CITATION = re.compile(r'\b(test_[A-Za-z0-9_]+\.c|[a-z0-9][a-z0-9.-]*\.scn):\s*'
                      r'([A-Za-z_][A-Za-z0-9_]*(?:\s*,\s*[A-Za-z_][A-Za-z0-9_]*)*)')


def citations(text):
    """(file, function) pairs cited in a cell."""
    out = []
    for m in CITATION.finditer(text):
        for fn in m.group(2).split(','):
            out.append((m.group(1), fn.strip()))
    return out


_tests_cache = {}


def tests_of(path):
    """The tests of a file: defined and registered (a C file's cmocka tests;
    a scenario file's scenarios, "name/2" counting as "name")."""
    if path not in _tests_cache and path.endswith('.scn'):
        with open(path, encoding='utf-8') as f:
            names = {n.split('/')[0] for n in re.findall(r'^scenario (\S+)', f.read(), re.M)}
        _tests_cache[path] = (names, names)
    if path not in _tests_cache:
        with open(path, encoding='utf-8') as f:
            text = f.read()
        defined = set(re.findall(r'^(?:static\s+)?void\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(\s*void\s*\*\*\s*\w*\s*\)',
                                 text, re.M))
        registered = set(re.findall(r'cmocka_unit_test\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)', text))
        _tests_cache[path] = (defined, registered)
    return _tests_cache[path]


def main(argv):
    root = os.path.abspath(argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(__file__), '..'))
    checklist = checklist_path(root)
    if checklist is None:
        print('check-coverage: no shared/rules/checklist.md beside the repository: skipped')
        return SKIP
    items = part_a_items(checklist)
    if not items:
        print('check-coverage: %s lists no Part A item' % checklist)
        return 1
    coverage = os.path.join(root, 'doc', 'coverage.md')
    if not os.path.isfile(coverage):
        print('check-coverage: %s is missing' % coverage)
        return 1
    rows, lines, problems = coverage_rows(coverage)

    wanted = set(items)
    for n in items:
        if n not in rows:
            problems.append('%s: A%d has no row' % (coverage, n))
    for n, (_, line) in sorted(rows.items()):
        if n not in wanted:
            problems.append('%s:%d: A%d is not an item of Part A of %s' % (coverage, line, n, checklist))

    tested = untestable = 0
    for n, (cells, line) in sorted(rows.items()):
        where = cells[-1] if cells else ''
        cited = citations(where)
        if len(cells) < 2 or not cells[0]:
            problems.append('%s:%d: A%d names no rule' % (coverage, line, n))
        if where.startswith('untestable'):
            untestable += 1
        elif cited:
            tested += 1
        else:
            problems.append('%s:%d: A%d cites no test and is not marked untestable' % (coverage, line, n))
        for fname, fn in cited:
            where = 'tests/scenarios/' if fname.endswith('.scn') else 'tests/'
            path = os.path.join(root, where, fname)
            if not os.path.isfile(path):
                problems.append('%s:%d: A%d cites %s, which is not in %s' % (coverage, line, n, fname, where))
                continue
            defined, registered = tests_of(path)
            if fn not in defined:
                problems.append('%s:%d: A%d cites %s: %s, which that file does not define as a test'
                                % (coverage, line, n, fname, fn))
            elif fn not in registered:
                problems.append('%s:%d: A%d cites %s: %s, which that file does not run (cmocka_unit_test)'
                                % (coverage, line, n, fname, fn))

    text = '\n'.join(lines)
    m = re.search(r'(\d+) are tested and (\d+) are untestable', text)
    if m and (int(m.group(1)), int(m.group(2))) != (tested, untestable):
        problems.append('%s: the page says %s tested and %s untestable; its rows give %d and %d'
                        % (coverage, m.group(1), m.group(2), tested, untestable))

    if problems:
        for p in problems:
            print(p)
        print('check-coverage: %d problem(s)' % len(problems))
        return 1
    print('check-coverage: %d items of Part A: %d tested, %d untestable' % (len(items), tested, untestable))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
