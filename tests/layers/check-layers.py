#!/usr/bin/env python3
"""Checks that the library's layers only look down.

lib/layers.txt names the layers, the lowest first: one folder of lib/ each.
Every object of the engine's static library is a source file of one of them
(meson names the object of lib/rules/attack.c rules_attack.c.o). A file may
use what a file of its own layer or of a layer below defines; a function or
table of a layer above is an upward arrow, and each is reported with the
name it takes. The symbol tables are read with nm, which reads LTO objects
too (gcc-nm).

  check-layers.py --nm NM --layers lib/layers.txt LIBRARY.a
"""
import argparse
import collections
import os
import subprocess
import sys


def read_layers(path):
    """The layers of a layers file, the lowest first."""
    with open(path, encoding='utf-8') as f:
        return [line.strip() for line in f if line.strip() and not line.startswith('#')]


def source_of(member):
    """lib/'s source of an object meson built: 'rules_attack.c.o' -> 'rules/attack.c'
    (a generated source, 'meson-generated_.._cards_cards_data.c.o', lies in
    the folder its generator's meson.build is in)."""
    name = os.path.basename(member)
    name = name[len('meson-generated_'):] if name.startswith('meson-generated_') else name
    while name.startswith('.._'):
        name = name[3:]
    folder, _, rest = name.partition('_')
    return folder + '/' + (rest[:-2] if rest.endswith('.o') else rest)


def parse_nm(text):
    """{source: (defined names, used names)} of nm's listing of an archive."""
    table = collections.OrderedDict()
    current = None
    for line in text.splitlines():
        line = line.rstrip()
        if line.endswith(':') and ' ' not in line.strip():
            current = table.setdefault(source_of(line[:-1]), (set(), set()))
            continue
        parts = line.split()
        if current is None or len(parts) < 2:
            continue
        kind, name = parts[-2], parts[-1]
        if kind == 'U':
            current[1].add(name)
        elif kind.isupper():
            current[0].add(name)
    return table


def upward_arrows(table, layers):
    """The problems of a symbol table: each upward arrow as
    (user, its layer, definer, its layer, names), and each source whose
    folder is no layer or that defines nothing (an object nm could not read)."""
    rank = {name: i for i, name in enumerate(layers)}
    problems, arrows = [], []
    definer = {}
    for source, (defined, _) in table.items():
        folder = source.split('/')[0]
        if folder not in rank:
            problems.append(f'{source}: its folder {folder}/ is no layer of the layers file')
        if not defined:
            problems.append(f'{source}: nm read no symbol it defines')
        for name in defined:
            definer[name] = source
    for source, (_, used) in table.items():
        by_target = collections.defaultdict(list)
        for name in used:
            target = definer.get(name)
            if target and target != source:
                by_target[target].append(name)
        for target, names in sorted(by_target.items()):
            low, high = source.split('/')[0], target.split('/')[0]
            if low in rank and high in rank and rank[high] > rank[low]:
                arrows.append((source, low, target, high, sorted(names)))
    return problems, arrows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--nm', default='nm')
    ap.add_argument('--layers', required=True)
    ap.add_argument('library', help="the engine's static library (or a file of nm's listing of one: --listing)")
    ap.add_argument('--listing', action='store_true', help='LIBRARY is a saved listing of nm, not an archive')
    args = ap.parse_args()
    layers = read_layers(args.layers)
    if args.listing:
        with open(args.library, encoding='utf-8') as f:
            text = f.read()
    else:
        text = subprocess.run([args.nm, args.library], check=True, capture_output=True, text=True).stdout
    table = parse_nm(text)
    problems, arrows = upward_arrows(table, layers)
    for source, low, target, high, names in arrows:
        problems.append(f'{source} ({low}) calls up into {target} ({high}): {", ".join(names)}')
    for p in problems:
        print(p)
    if not table:
        print('nm listed no object')
        return 1
    if problems:
        return 1
    print(f'{len(table)} objects in {len(layers)} layers ({" < ".join(layers)}): no call runs up')
    return 0


if __name__ == '__main__':
    sys.exit(main())
