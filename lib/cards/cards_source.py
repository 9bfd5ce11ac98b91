# SPDX-License-Identifier: MIT
"""Reading the card sources (box1.cards, ...): each card, its fields and its
printed lines, with the place of each in its file."""

import re

from cards_vocabulary import KINDS, TEMPLATES

# ---------------------------------------------------------------------------
# The card source
# ---------------------------------------------------------------------------


class SourceError(Exception):
    def __init__(self, where, message):
        super().__init__('%s:%d: %s' % (where[0], where[1], message))


class Line:
    """One printed line of rules text and its annotation."""

    def __init__(self, where, field, column, text, tmpl, keys):
        self.where = where
        self.field = field
        self.column = column   # 'attack', 'block' or None (whole card)
        self.text = text
        self.tmpl = tmpl
        self.keys = keys       # annotation key -> (raw) value


class Card:
    def __init__(self, where, code, name, box):
        self.where = where
        self.code = code
        self.name = name
        self.box = box
        self.kind = None
        self.fields = {}       # name -> (value, where)
        self.lines = []
        self.cid = code.replace('-', '_')

    def get(self, field):
        return self.fields[field][0] if field in self.fields else None

    def at(self, field):
        return self.fields[field][1] if field in self.fields else self.where


# Fields a card block may hold, per kind. LINE_FIELDS hold one printed line
# each and may repeat; their order here is the order of the card's sides.
LINE_FIELDS = {
    'exile': ['front', 'unleashed', 'on_unleash'],
    'gear': ['front', 'upgrade'],
    'move': ['text'],
    'memory': ['on_unlock'],
    'token': ['text'],
}
VALUE_FIELDS = {
    'exile': ['base_hp', 'primary', 'unleash_heal', 'refill_bonus'],
    'gear': ['category', 'moves'],
    'move': ['gear', 'type', 'cost', 'attack_cost', 'block_cost', 'damage', 'block',
             'channel', 'speed', 'keywords'],
    'memory': ['mantra_stamina'],
    'token': ['supply'],
}
REQUIRED = {
    'exile': ['base_hp', 'primary', 'front', 'unleashed', 'unleash_heal', 'refill_bonus',
              'on_unleash'],
    'gear': ['category', 'front', 'upgrade', 'moves'],
    'move': ['gear', 'type', 'channel'],
    'memory': ['mantra_stamina'],
    'token': ['supply', 'text'],
}
# What each Move type prints (§4.1): required fields, and fields it must not have.
MOVE_SHAPE = {
    'Attack': (['cost', 'damage', 'speed'], ['attack_cost', 'block_cost', 'block']),
    'Block': (['cost', 'block'], ['attack_cost', 'block_cost', 'damage', 'speed']),
    'Combat': (['attack_cost', 'block_cost', 'damage', 'block', 'speed'], ['cost']),
    'Tactics': (['cost', 'speed'], ['attack_cost', 'block_cost', 'damage', 'block']),
    'Finisher Attack': (['cost', 'damage', 'speed'], ['attack_cost', 'block_cost', 'block']),
    'Finisher Tactics': (['cost', 'speed'], ['attack_cost', 'block_cost', 'damage', 'block']),
}

ANNOTATION_KEYS = ('form', 'effect', 'effect_form', 'x', 'y', 'z', 'token', 'place',
                   'keyword', 'cond')

_HEADER = re.compile(r'### (\S+) (\S.*)$')
_FIELD = re.compile(r'([a-z_]+): (.*)$')
_CODE = re.compile(r'(EXL|GR|MV|MEM|TK)-\d{2,3}$')
_PRINTED = re.compile(r'\[([^\]]*)\] "(.*)"$')


def parse_number(text, where, low=0, high=99):
    if not re.fullmatch(r'-?\d+', text):
        raise SourceError(where, 'expected a number, got %r' % text)
    value = int(text)
    if not low <= value <= high:
        raise SourceError(where, 'number %d out of range %d..%d' % (value, low, high))
    return value


def parse_printed_line(field, value, where):
    """`[TMPL key=value ...] "text"`, after an optional `attack: ` / `block: `."""
    column = None
    m = re.match(r'(attack|block): (.*)$', value)
    if m and field == 'text':
        column, value = m.group(1), m.group(2)
    m = _PRINTED.match(value)
    if not m:
        raise SourceError(where, 'expected [TEMPLATE key=value ...] "printed line"')
    words, text = m.group(1).split(), m.group(2)
    if '"' in text:
        raise SourceError(where, 'the printed line contains a double quote')
    if not text or text != text.strip() or any(c < ' ' or c == '\\' for c in text):
        raise SourceError(where, 'the printed line has stray spaces, a backslash or a control '
                          'character')
    if not words or words[0] not in TEMPLATES:
        raise SourceError(where, 'unknown template %r' % (words[0] if words else ''))
    keys = {}
    for word in words[1:]:
        key, eq, val = word.partition('=')
        if not eq or key not in ANNOTATION_KEYS or not val:
            raise SourceError(where, 'bad annotation %r (keys: %s)'
                              % (word, ', '.join(ANNOTATION_KEYS)))
        if key in keys:
            raise SourceError(where, 'annotation %r given twice' % key)
        keys[key] = val
    return Line(where, field, column, text, words[0], keys)


def parse_file(path, cards, loadouts):
    """Reads one source file into `cards` (a list) and `loadouts`."""
    box, card = None, None
    with open(path, encoding='utf-8') as f:
        raw_lines = f.read().split('\n')
    for number, raw in enumerate(raw_lines, 1):
        where = (path, number)
        line = raw.rstrip()
        if not line:
            continue
        if line.startswith('###'):
            m = _HEADER.match(line)
            if not m or not _CODE.match(m.group(1)):
                raise SourceError(where, 'expected "### CODE Name" with a code like MV-013')
            if box is None:
                raise SourceError(where, 'a "box: N" line must come before the first card')
            card = Card(where, m.group(1), m.group(2), box)
            cards.append(card)
            continue
        if line.startswith('##'):
            card = None
            continue
        if line == '#' or line.startswith('# '):
            continue
        m = _FIELD.match(line)
        if not m:
            raise SourceError(where, 'expected "field: value"')
        field, value = m.group(1), m.group(2)
        if card is None:
            if field == 'box':
                if box is not None:
                    raise SourceError(where, 'box given twice')
                box = parse_number(value, where, 1, 9)
            elif field == 'loadout':
                loadouts.append((value, where))
            else:
                raise SourceError(where, 'unknown field %r outside a card block' % field)
            continue
        add_field(card, field, value, where)
    if box is None:
        raise SourceError((path, 1), 'no "box: N" line')


def add_field(card, field, value, where):
    if card.kind is None:
        if field != 'kind':
            raise SourceError(where, '"kind:" must be the first field of a card')
        if value not in KINDS:
            raise SourceError(where, 'unknown kind %r' % value)
        if card.code.split('-')[0] != KINDS[value][0]:
            raise SourceError(where, 'a %s code starts with %s-' % (value, KINDS[value][0]))
        card.kind = value
        return
    if field in LINE_FIELDS[card.kind]:
        card.lines.append(parse_printed_line(field, value, where))
        card.fields.setdefault(field, (None, where))
        return
    if field not in VALUE_FIELDS[card.kind]:
        raise SourceError(where, 'unknown field %r for a %s' % (field, card.kind))
    if field in card.fields:
        raise SourceError(where, 'field %r given twice' % field)
    card.fields[field] = (value, where)
