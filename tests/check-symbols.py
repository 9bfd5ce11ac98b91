#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that libexile (or libexile-bots) exports exactly its public API.

Three lists must name the same functions:
  1. every EXILE_API (--api-macro) declaration of the public header(s),
  2. the global names of the linker version script (lib/exile.map),
  3. the defined dynamic symbols of the built shared library (nm -D).
Every exported symbol must also carry the exile_ prefix, the map's names must
be sorted and unique within each version node, and (where nm shows symbol
versions) every exported symbol must carry a version node of the map.

usage: check-symbols.py --map lib/exile.map --lib libexile.so [--nm nm]
                        [--api-macro EXILE_API] HEADER...

libexile-bots: --map lib/bots/exile-bots.map --lib libexile-bots.so
--api-macro EXILE_BOTS_API include/exile/bots.h (the libexile header it
includes declares no EXILE_BOTS_API name).

A header's sub-headers (#include <exile/NAME.h> beside it) are read too.
"""

import argparse
import os
import re
import subprocess
import sys


def strip_c_comments(text):
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    return re.sub(r'//[^\n]*', ' ', text)


def header_symbols(path, macro='EXILE_API'):
    """The names declared with EXILE_API in a header and in the sub-headers
    it includes as <exile/NAME.h> from its own directory (a generated header,
    such as version.h, lies elsewhere and declares no function)."""
    with open(path, encoding='utf-8') as f:
        text = strip_c_comments(f.read())
    names = set()
    for sub in re.findall(r'^\s*#\s*include\s*<exile/(\w+\.h)>', text, flags=re.M):
        sub_path = os.path.join(os.path.dirname(path), sub)
        if os.path.exists(sub_path):
            names |= header_symbols(sub_path, macro)
    # Drop preprocessor lines (the definition of EXILE_API itself), joining
    # continued lines first.
    text = re.sub(r'\\\n', ' ', text)
    text = '\n'.join(line for line in text.splitlines()
                     if not line.lstrip().startswith('#'))
    for m in re.finditer(r'\b' + re.escape(macro) + r'\b([^;{]*)', text):
        decl = m.group(1)
        # The declared name is the last identifier before the parameter list
        # (a function) or before ';', '[' or '=' (a variable).
        head = re.split(r'[(\[=]', decl, maxsplit=1)[0]
        idents = re.findall(r'[A-Za-z_]\w*', head)
        if not idents:
            raise SystemExit(f'{path}: cannot read the declaration: {macro}{decl}')
        names.add(idents[-1])
    return names


def map_symbols(path):
    """The global names of a version script, and its node names."""
    with open(path, encoding='utf-8') as f:
        text = strip_c_comments(f.read())
    text = re.sub(r'#[^\n]*', ' ', text)
    names, nodes, problems = set(), set(), []
    for node in re.finditer(r'([A-Za-z_][\w.]*)\s*\{(.*?)\}\s*[\w.]*\s*;', text, flags=re.S):
        nodes.add(node.group(1))
        body = node.group(2)
        globals_part = re.split(r'\blocal\s*:', body)[0]
        globals_part = re.sub(r'\bglobal\s*:', ' ', globals_part)
        listed = re.findall(r'([A-Za-z_]\w*)\s*;', globals_part)
        if listed != sorted(listed):
            problems.append(f'{path}: node {node.group(1)}: names are not sorted')
        dupes = sorted({n for n in listed if listed.count(n) > 1})
        if dupes:
            problems.append(f'{path}: node {node.group(1)}: listed twice: {", ".join(dupes)}')
        names.update(listed)
    if not nodes:
        problems.append(f'{path}: no version node found')
    return names, nodes, problems


def library_symbols(nm, path):
    """The defined dynamic symbols of a shared library: {name: version or None}."""
    out = subprocess.run([nm, '-D', '--defined-only', path], check=True,
                         capture_output=True, text=True).stdout
    symbols = {}
    for line in out.splitlines():
        fields = line.split()
        if len(fields) < 2:
            continue
        kind, name = fields[-2], fields[-1]
        version = None
        if '@' in name:
            name, _, version = name.partition('@')
            version = version.lstrip('@')
        # A version node itself shows up as an absolute symbol (type A).
        if kind == 'A':
            continue
        symbols[name] = version
    return symbols


def report(title, names):
    if names:
        print(f'{title}:')
        for n in sorted(names):
            print(f'    {n}')


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--map', required=True, help='the linker version script')
    parser.add_argument('--lib', required=True, help='the built shared library')
    parser.add_argument('--nm', default='nm', help='the nm program')
    parser.add_argument('--api-macro', default='EXILE_API',
                        help='the macro that marks an exported declaration')
    parser.add_argument('headers', nargs='+', help='the public headers')
    args = parser.parse_args()

    declared = set()
    for h in args.headers:
        declared |= header_symbols(h, args.api_macro)
    mapped, nodes, problems = map_symbols(args.map)
    exported_versions = library_symbols(args.nm, args.lib)
    exported = set(exported_versions)

    ok = not problems
    for p in problems:
        print(p)
    if not declared:
        print(f'no {args.api_macro} declaration found in the headers')
        ok = False

    checks = [
        ('declared in the headers but not in the map', declared - mapped),
        ('in the map but not declared in the headers', mapped - declared),
        ('declared in the headers but not exported by the library', declared - exported),
        ('exported by the library but not declared in the headers', exported - declared),
        ('exported without the exile_ prefix', {n for n in exported if not n.startswith('exile_')}),
        ('exported without a version node of the map',
         {n for n, v in exported_versions.items() if v is not None and v not in nodes}),
    ]
    for title, names in checks:
        if names:
            ok = False
            report(title, names)

    if not ok:
        return 1
    print(f'{len(declared)} symbols: header, {args.map} and {args.lib} agree')
    return 0


if __name__ == '__main__':
    sys.exit(main())
