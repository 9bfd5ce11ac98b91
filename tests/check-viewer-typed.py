#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that exile_match_get_as() cannot be called with its viewer and
seat swapped: the viewer is an exile_viewer, a struct, so that the mistake
exile_match_get() lets through (two ints side by side) does not compile.

Compiles three programs against the public header with the C compiler of
the build, warnings as errors: the right call must compile, and the call
with the seat in the viewer's place, and the one with the viewer in the
seat's place, must not. The same programs with exile_match_get() compile
either way, which is the trouble the typed viewer removes.

usage: check-viewer-typed.py --include DIR [--include DIR...] -- CC...
"""

import argparse
import os
import subprocess
import sys
import tempfile

PROGRAM = '''#include <exile/exile.h>
int read_hp(const exile_match *m);
int read_hp(const exile_match *m)
{
    exile_viewer me = exile_viewer_of(0);
    int seat = 1;
    (void)me;
    (void)seat;
    return %s;
}
'''

CALLS = [
    ('the viewer typed, the seat an int', 'exile_match_get_as(m, me, EXILE_FIELD_HP, seat, 0)', True),
    ('a seat where the viewer goes', 'exile_match_get_as(m, seat, EXILE_FIELD_HP, 1, 0)', False),
    ('the viewer where the seat goes', 'exile_match_get_as(m, exile_viewer_of(0), EXILE_FIELD_HP, me, 0)', False),
    # The 0.2 getter compiles swapped: what the typed viewer is for.
    ('exile_match_get, swapped', 'exile_match_get(m, seat, EXILE_FIELD_HP, 0, 0)', True),
]


def compiles(cc, includes, body, tmp):
    path = os.path.join(tmp, 'viewer.c')
    with open(path, 'w', encoding='utf-8') as f:
        f.write(PROGRAM % body)
    args = cc + ['-std=c11', '-Wall', '-Wextra', '-Werror', '-fsyntax-only']
    args += ['-I' + d for d in includes] + [path]
    done = subprocess.run(args, capture_output=True, text=True)
    return done.returncode == 0, done.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--include', action='append', default=[], help='an include directory')
    parser.add_argument('cc', nargs='+', help='the C compiler command')
    args = parser.parse_args()
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        for what, call, want in CALLS:
            got, errors = compiles(args.cc, args.include, call, tmp)
            print(f'{"compiles" if got else "does not compile"}: {what}: {call}')
            if got != want:
                ok = False
                print(f'FAIL: it should {"" if want else "not "}compile')
                if errors:
                    print(errors)
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
