#!/usr/bin/env python3
"""Writes exile/_constants.py, the enums and constants of the public headers.

The Python package copies no number by hand: every enum of include/exile/*.h
becomes an enum.IntEnum (an IntFlag for the flags) and every numeric macro a
constant, written by this script. tests/test_headers.py checks that the
file in the tree is what this script writes from the headers of the build,
so a header that grows fails the tests until the file is written again:

    python3 examples/python/gen_constants.py include/exile > examples/python/exile/_constants.py

SPDX-License-Identifier: MIT
"""
import ast
import operator
import pathlib
import re
import sys

# C enum -> (Python class, prefixes stripped from its members, base class).
ENUMS = [
    ('exile_status', 'Status', ['EXILE_E_', 'EXILE_'], 'IntEnum'),
    ('exile_card_kind', 'CardKind', ['EXILE_CARD_'], 'IntEnum'),
    ('exile_move_type', 'MoveType', ['EXILE_MOVE_'], 'IntEnum'),
    ('exile_gear_category', 'GearCategory', ['EXILE_GEAR_'], 'IntEnum'),
    ('exile_card_stat_id', 'Stat', ['EXILE_STAT_'], 'IntEnum'),
    ('exile_keyword', 'Keyword', ['EXILE_KW_'], 'IntEnum'),
    ('exile_column', 'Column', ['EXILE_COLUMN_'], 'IntEnum'),
    ('exile_card_side', 'CardSide', ['EXILE_SIDE_'], 'IntEnum'),
    ('exile_match_flags', 'MatchFlags', ['EXILE_MATCH_'], 'IntFlag'),
    ('exile_action_kind', 'ActionKind', ['EXILE_ACT_'], 'IntEnum'),
    ('exile_zone', 'Zone', ['EXILE_ZONE_'], 'IntEnum'),
    ('exile_event_kind', 'EventKind', ['EXILE_EV_'], 'IntEnum'),
    ('exile_event_flags', 'EventFlags', ['EXILE_EVENT_'], 'IntFlag'),
    ('exile_phase', 'Phase', ['EXILE_PHASE_'], 'IntEnum'),
    ('exile_step', 'Step', ['EXILE_STEP_'], 'IntEnum'),
    ('exile_decision_kind', 'Decision', ['EXILE_DECISION_'], 'IntEnum'),
    ('exile_decision_takes', 'Takes', ['EXILE_TAKES_'], 'IntEnum'),
    ('exile_decision_does', 'Does', ['EXILE_DOES_'], 'IntEnum'),
    ('exile_field', 'Field', ['EXILE_FIELD_'], 'IntEnum'),
    ('exile_reason', 'Reason', ['EXILE_REASON_'], 'IntEnum'),
    ('exile_picks_pool', 'PicksPool', ['EXILE_PICKS_'], 'IntEnum'),
]

# The enumerators that count their enum in one release: not part of the ABI
# (exile.h, "The *_COUNT enumerators"), so not copied.
COUNTS = {'EXILE_KW_COUNT', 'EXILE_ACT_KIND_COUNT', 'EXILE_ZONE_COUNT'}

HEADERS = ['exile.h', 'batch.h', 'describe.h', 'learn.h', 'picks.h', 'reasons.h', 'state.h']

_OPS = {ast.LShift: operator.lshift, ast.BitOr: operator.or_, ast.Add: operator.add,
        ast.Mult: operator.mul, ast.USub: operator.neg}


def _evaluate(node):
    """The value of an integer expression of the headers (no names)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, int):
        return node.value
    if isinstance(node, ast.UnaryOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_evaluate(node.operand))
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_evaluate(node.left), _evaluate(node.right))
    raise ValueError('not an integer expression')


def c_value(text):
    """An integer from C source text ("1u << 3", "(-1)", "INT_MIN")."""
    text = text.strip()
    if text == 'INT_MIN':
        return -2**31
    text = re.sub(r'\b(0x[0-9a-fA-F]+|\d+)[uUlL]+\b', r'\1', text)
    return _evaluate(ast.parse(text, mode='eval').body)


def strip_comments(source):
    source = re.sub(r'/\*.*?\*/', ' ', source, flags=re.S)
    return re.sub(r'//[^\n]*', ' ', source)


def read_headers(include_dir):
    """The text of the public headers, comments removed, in a fixed order."""
    folder = pathlib.Path(include_dir)
    return '\n'.join(strip_comments((folder / name).read_text(encoding='utf-8')) for name in HEADERS)


def c_enums(source):
    """Every `typedef enum NAME { ... } NAME;` as {NAME: [(member, value)]}."""
    enums = {}
    for name, body in re.findall(r'typedef\s+enum\s+(\w+)\s*\{(.*?)\}\s*\w+\s*;', source, flags=re.S):
        members = []
        for item in body.split(','):
            if item.strip():
                member, value = item.split('=')
                members.append((member.strip(), c_value(value)))
        enums[name] = members
    return enums


def c_macros(source):
    """Every object-like macro EXILE_... whose value is an integer."""
    macros = {}
    for name, value in re.findall(r'^\s*#\s*define\s+(EXILE_\w+)[ \t]+([^\\\n]+)$', source, flags=re.M):
        try:
            macros[name] = c_value(value)
        except (SyntaxError, ValueError):
            continue  # a string, an attribute, an expression of other names
    return macros


def c_struct_members(source, name):
    """The member names of `typedef struct NAME { ... } NAME;`, in order."""
    body = re.search(r'typedef\s+struct\s+%s\s*\{(.*?)\}\s*%s\s*;' % (name, name), source, flags=re.S)
    if body is None:
        raise LookupError(name)
    members = []
    for declaration in body.group(1).split(';'):
        declaration = declaration.strip()
        if not declaration:
            continue
        pointer_to_function = re.search(r'\(\s*\*\s*(\w+)', declaration)
        plain = re.search(r'(\w+)\s*(\[[^\]]*\])?\s*$', declaration)
        members.append(pointer_to_function.group(1) if pointer_to_function else plain.group(1))
    return members


def python_name(member, prefixes):
    for prefix in prefixes:
        if member.startswith(prefix):
            name = member[len(prefix):]
            # EXILE_PHASE_1 -> PHASE_1: a name cannot start with a digit.
            return name if not name[0].isdigit() else prefix.split('_')[-2] + '_' + name
    raise ValueError(member)


def generate(include_dir):
    """The text of exile/_constants.py for the headers of include_dir."""
    source = read_headers(include_dir)
    enums = c_enums(source)
    out = ['"""The enums and constants of <exile/exile.h>.',
           '',
           'Written by examples/python/gen_constants.py from the public headers;',
           'do not edit. A value the library hands back may lie past the members',
           'below (a newer library): the package then gives it as a plain int.',
           '"""',
           'import enum',
           '']
    for c_name, py_name, prefixes, base in ENUMS:
        out += ['', 'class %s(enum.%s):' % (py_name, base), '    """%s"""' % c_name, '']
        for member, value in enums[c_name]:
            if member not in COUNTS:
                out.append('    %s = %d' % (python_name(member, prefixes), value))
        out.append('')
    out.append('')
    for name, value in sorted(c_macros(source).items()):
        out.append('%s = %d' % (name[len('EXILE_'):], value))
    return '\n'.join(out) + '\n'


if __name__ == '__main__':
    if len(sys.argv) != 2:
        sys.exit('usage: gen_constants.py INCLUDE_EXILE_DIR')
    sys.stdout.write(generate(sys.argv[1]))
