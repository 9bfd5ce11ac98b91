# SPDX-License-Identifier: MIT
"""The checks and the resolution of the cards once every source is read: each
annotation against what its line prints, the loadouts against the cards."""

import re

from cards_vocabulary import (
    CATEGORIES,
    CATEGORY_ORDER,
    CONDITIONS,
    FINISHER_TYPES,
    KEYWORDS,
    KIND_ORDER,
    KW_BY_PRINTED,
    KW_BY_SHORT,
    KW_EXERT,
    KW_SINGLE_USE,
    MOVE_TYPES,
    PLACES,
    SPEEDS,
    TEMPLATES,
    TOKEN_TEXT_TEMPLATES,
)
from cards_source import LINE_FIELDS, MOVE_SHAPE, REQUIRED, SourceError, parse_number

# ---------------------------------------------------------------------------
# Checks and resolution, once every file is read
# ---------------------------------------------------------------------------


class Database:
    def __init__(self, cards, loadouts):
        # Card ids: by kind, then in source order (files in the order given).
        self.cards = sorted(cards, key=lambda c: KIND_ORDER.index(c.kind))
        self.by_code = {}
        names = {}
        for c in cards:
            if c.code in self.by_code:
                raise SourceError(c.where, 'duplicate code %s (first at line %d)'
                                  % (c.code, self.by_code[c.code].where[1]))
            if c.name in names:
                raise SourceError(c.where, 'duplicate name %r (first at %s)'
                                  % (c.name, names[c.name].code))
            self.by_code[c.code] = c
            names[c.name] = c
        self.loadouts = []
        self.raw_loadouts = loadouts

    def card(self, code, kind, where):
        c = self.by_code.get(code)
        if c is None:
            raise SourceError(where, 'unknown card code %r' % code)
        if c.kind != kind:
            raise SourceError(where, '%s is a %s, not a %s' % (code, c.kind, kind))
        return c

    def resolve(self):
        for c in self.cards:
            for field in REQUIRED[c.kind]:
                if field not in c.fields:
                    raise SourceError(c.where, '%s has no %r field' % (c.code, field))
            getattr(self, 'resolve_' + c.kind)(c)
        self.check_gear_moves()
        for c in self.cards:
            order = LINE_FIELDS[c.kind]
            c.lines.sort(key=lambda ln: order.index(ln.field))
            for ln in c.lines:
                self.resolve_line(c, ln)
        self.resolve_loadouts()

    # -- per kind ----------------------------------------------------------

    def number(self, c, field, low=0, high=99):
        if field not in c.fields:
            return -1
        return parse_number(c.get(field), c.at(field), low, high)

    def resolve_exile(self, c):
        c.base_hp = self.number(c, 'base_hp', 1)
        c.unleash_heal = self.number(c, 'unleash_heal')
        c.refill_bonus = self.number(c, 'refill_bonus')
        c.gear = self.card(c.get('primary'), 'gear', c.at('primary'))
        if c.gear.get('category') != 'primary':
            raise SourceError(c.at('primary'), '%s is not a Primary Weapon' % c.gear.code)

    def resolve_gear(self, c):
        if c.get('category') not in CATEGORIES:
            raise SourceError(c.at('category'), 'unknown category %r (one of %s)'
                              % (c.get('category'), ', '.join(CATEGORIES)))
        c.category = c.get('category')
        items = [s.strip() for s in c.get('moves').split(',')]
        if len(items) != 5:
            raise SourceError(c.at('moves'), 'a Gear lists 5 Moves, not %d' % len(items))
        if sum(s.endswith('*') for s in items) != 1:
            raise SourceError(c.at('moves'), 'exactly one Move must be marked * (the Finisher)')
        c.moves = [self.card(s.rstrip('*'), 'move', c.at('moves')) for s in items]
        if len(set(c.moves)) != 5:
            raise SourceError(c.at('moves'), 'a Move is listed twice')
        c.finisher = c.moves[[s.endswith('*') for s in items].index(True)]

    def resolve_move(self, c):
        where = c.at('type')
        c.type = c.get('type')
        if c.type not in MOVE_TYPES:
            raise SourceError(where, 'unknown Move type %r' % c.type)
        required, forbidden = MOVE_SHAPE[c.type]
        for field in required:
            if field not in c.fields:
                raise SourceError(c.where, 'a %s Move needs %r' % (c.type, field))
        for field in forbidden:
            if field in c.fields:
                raise SourceError(c.at(field), 'a %s Move does not print %r' % (c.type, field))
        c.gear = self.card(c.get('gear'), 'gear', c.at('gear'))
        if c.type == 'Combat':
            c.cost = self.number(c, 'attack_cost')
            c.block_cost = self.number(c, 'block_cost')
        else:
            c.cost = self.number(c, 'cost')
            # A Block's one cost is also its block cost (cards.h, ex_card.block_cost).
            c.block_cost = c.cost if c.type == 'Block' else -1
        c.damage = self.number(c, 'damage')
        c.block = self.number(c, 'block')
        c.channel = self.number(c, 'channel', 0, 3)
        if (c.type in FINISHER_TYPES) != (c.channel == 3):
            # §6.2 Finisher: "Channel 3"; ordinary Moves channel 0-2.
            raise SourceError(c.at('channel'), 'a Finisher channels 3, and only a Finisher does')
        c.speed = c.get('speed') or 'none'
        if c.speed not in SPEEDS:
            raise SourceError(c.at('speed'), 'unknown speed %r (Quick, Slow or none)' % c.speed)
        c.kw = self.parse_keywords(c)

    def parse_keywords(self, c):
        """The keywords of each column: [attack {kw: value}, block {kw: value}]."""
        columns = [{}, {}]
        if 'keywords' not in c.fields:
            return columns
        where, text = c.at('keywords'), c.get('keywords')
        combat = c.type == 'Combat'
        seen = set()
        for group in text.split(' ; '):
            m = re.match(r'(attack|block): (.*)$', group)
            if combat != bool(m):
                raise SourceError(where, 'a Combat card names each keyword column '
                                  '("attack: ..." / "block: ..."); other Moves do not')
            column = m.group(1) if m else None
            if column in seen:
                raise SourceError(where, 'column %r given twice' % column)
            seen.add(column)
            listed = set()
            for item in (m.group(2) if m else group).split(', '):
                kw, value = self.parse_keyword(item.strip(), where)
                if kw in listed:
                    raise SourceError(where, 'keyword %s listed twice' % KEYWORDS[kw][1])
                listed.add(kw)
                self.check_keyword_fits(c, kw, column, where)
                # A Move with one column stores its keywords in both; so does a
                # Combat card for a keyword "about the card" (§6.2).
                if column is None or KEYWORDS[kw][4] == 'card':
                    targets = (0, 1)
                else:
                    targets = (0,) if column == 'attack' else (1,)
                for t in targets:
                    columns[t][kw] = value
        return columns

    @staticmethod
    def parse_keyword(item, where):
        m = re.fullmatch(r'(.+?)(?: \[(\d+)\])?', item)
        name, value = m.group(1), m.group(2)
        if name not in KW_BY_PRINTED:
            raise SourceError(where, 'unknown keyword %r' % name)
        kw = KW_BY_PRINTED[name]
        if KEYWORDS[kw][3] != (value is not None):
            raise SourceError(where, '%s %s' % (name, 'takes a value [X]' if KEYWORDS[kw][3]
                                                else 'takes no value'))
        return kw, int(value) if value is not None else 0

    @staticmethod
    def check_keyword_fits(c, kw, column, where):
        """§6.2 labels each keyword Attack only, Block only, attack or block, or card."""
        applies = KEYWORDS[kw][4]
        if column is None:
            column = {'Attack': 'attack', 'Finisher Attack': 'attack', 'Block': 'block'} \
                .get(c.type, 'tactics')
        ok = {
            'attack': ('attack', 'both', 'card'),
            'block': ('block', 'both', 'card'),
            'tactics': ('card',),
        }[column]
        if applies not in ok and not (column == 'tactics' and kw == KW_EXERT):
            label = {'attack': 'Attack only', 'block': 'Block only',
                     'both': 'attack or block', 'card': 'about the card'}[applies]
            spot = ('the %s column of a Combat Move' % column if c.type == 'Combat'
                    else 'a Move of type %s' % c.type)
            raise SourceError(where, '%s is %s (§6.2): not on %s'
                              % (KEYWORDS[kw][1], label, spot))

    def resolve_memory(self, c):
        c.mantra_stamina = self.number(c, 'mantra_stamina', 1, 2)
        if c.mantra_stamina == 1 and not c.lines:
            # §4.4: a Mantra prints 1 more Stamina, a one-time Effect, or both.
            raise SourceError(c.where, 'a Mantra with no added Stamina prints an on_unlock line')

    def resolve_token(self, c):
        c.supply = self.number(c, 'supply', 1)

    def check_gear_moves(self):
        owner = {}
        for g in (c for c in self.cards if c.kind == 'gear'):
            for mv in g.moves:
                if mv in owner:
                    raise SourceError(g.at('moves'), '%s is listed by %s too'
                                      % (mv.code, owner[mv].code))
                owner[mv] = g
                if mv.gear is not g:
                    raise SourceError(g.at('moves'), '%s names %s as its Gear'
                                      % (mv.code, mv.gear.code))
                if (mv is g.finisher) != (mv.type in FINISHER_TYPES):
                    raise SourceError(g.at('moves'), '%s: the * marks the one Finisher'
                                      % mv.code)
        for mv in (c for c in self.cards if c.kind == 'move'):
            if mv not in owner:
                raise SourceError(mv.at('gear'), '%s does not list %s'
                                  % (mv.gear.code, mv.code))

    # -- printed lines -------------------------------------------------------

    def resolve_line(self, c, ln):
        keys = ln.keys
        # A Combat card names the column of each line, but for a line about
        # the whole card (E48: "This card cannot be played as an attack.").
        whole_card = c.kind == 'move' and c.type == 'Combat' and ln.tmpl == 'E48'
        if c.kind == 'move' and (c.type == 'Combat' and not whole_card) != (ln.column is not None):
            raise SourceError(ln.where, 'a Combat card names the column of each line '
                              '("text: attack: ..." / "text: block: ..."), but for E48; '
                              'other Moves do not')
        ln.form = self.form_number(ln.tmpl, keys.get('form'), 'form', ln.where)
        ln.effect = keys.get('effect')
        if ln.effect is not None and ln.effect not in TEMPLATES:
            raise SourceError(ln.where, 'unknown template %r' % ln.effect)
        if ln.effect is None and 'effect_form' in keys:
            raise SourceError(ln.where, 'effect_form without effect')
        ln.effect_form = self.form_number(ln.effect, keys.get('effect_form'), 'effect_form',
                                          ln.where) if ln.effect else 0
        ln.token = self.card(keys['token'], 'token', ln.where) if 'token' in keys else None
        ln.place = keys.get('place')
        if ln.place is not None and ln.place not in PLACES:
            raise SourceError(ln.where, 'unknown place %r (one of %s)'
                              % (ln.place, ', '.join(PLACES)))
        ln.cond = keys.get('cond')
        if ln.cond is not None and ln.cond not in CONDITIONS:
            raise SourceError(ln.where, 'unknown condition %r (one of %s)'
                              % (ln.cond, ', '.join(CONDITIONS)))
        ln.keyword = None
        if 'keyword' in keys:
            if keys['keyword'] not in KW_BY_SHORT:
                raise SourceError(ln.where, 'unknown keyword %r (use the in-column name: %s)'
                                  % (keys['keyword'], ', '.join(KW_BY_SHORT)))
            ln.keyword = KW_BY_SHORT[keys['keyword']]
        ln.xyz = [parse_number(keys[k], ln.where, 0, 99) if k in keys else 0
                  for k in ('x', 'y', 'z')]
        self.match_wording(ln)
        self.place_line(c, ln)

    @staticmethod
    def form_number(tmpl, value, key, where):
        count = len(TEMPLATES[tmpl])
        if count == 1:
            if value is not None:
                raise SourceError(where, '%s has one form: no %s=' % (tmpl, key))
            return 0
        if value is None:
            raise SourceError(where, '%s has %d forms: give %s=1..%d' % (tmpl, count, key, count))
        return parse_number(value, where, 1, count)

    def match_wording(self, ln):
        """Matches the line against its template(s) and checks every annotation."""
        outer = TEMPLATES[ln.tmpl][max(ln.form, 1) - 1]
        found = {'numbers': [], 'kind': None, 'place': None, 'cond': None, 'keyword': None}
        inner_text = self.match_form(ln, ln.tmpl, outer, ln.text, found)
        if outer.inner is None:
            if ln.effect is not None:
                raise SourceError(ln.where, '%s has no [Effect] / [Passive] slot: no effect='
                                  % ln.tmpl)
        elif ln.effect is None:
            # E11's WHILE ATTACHED text may be a Passive that is no template.
            if outer.inner != 'RAW':
                raise SourceError(ln.where, '%s fills a slot with a template: give effect='
                                  % ln.tmpl)
            if not inner_text.startswith('WHILE ATTACHED: '):
                raise SourceError(ln.where, 'E11 prints "WHILE ATTACHED: ..."')
        else:
            inner = TEMPLATES[ln.effect][max(ln.effect_form, 1) - 1]
            if inner.inner is not None:
                raise SourceError(ln.where, '%s has a slot itself; one level of nesting only'
                                  % ln.effect)
            if outer.inner in ('E', 'P') and ln.effect[0] != outer.inner:
                raise SourceError(ln.where, '%s takes %s in its slot, not %s'
                                  % (ln.tmpl, 'an Effect' if outer.inner == 'E' else 'a Passive',
                                     ln.effect))
            if outer.inner != 'RAW':
                # "[Effect]." prints the Effect with a small letter, its period outside.
                inner_text = inner_text[0].upper() + inner_text[1:] + '.'
            self.match_form(ln, ln.effect, inner, inner_text, found)
        self.compare(ln, found)

    @staticmethod
    def match_form(ln, name, form, text, found):
        m = form.regex.fullmatch(text)
        if not m:
            raise SourceError(ln.where, 'the line does not read as %s: "%s"'
                              % (name + ('' if len(TEMPLATES[name]) == 1 else
                                         ' form %d' % (TEMPLATES[name].index(form) + 1)),
                                 form.wording))
        values = {}
        for letter in form.letters:
            got = m.group('n' + letter)
            values[letter] = int(got) if got is not None else 0
            found['numbers'].append(values[letter])
        for group, letter in form.plurals:
            # "a count of 1 takes the singular noun" (box1-cards.md, format notes)
            if (m.group(group) == 's') != (values.get(letter) != 1):
                raise SourceError(ln.where, 'a count of %d takes the %s noun'
                                  % (values.get(letter), 'singular' if values.get(letter) == 1
                                     else 'plural'))
        if form.has_kind:
            found['kind'] = m.group('kind')
        if form.places is not None:
            found['place'] = next(p for p in form.places if PLACES[p][1] == m.group('place'))
        if form.has_cond:
            said = m.group('cond')
            found['cond'] = next((k for k, v in CONDITIONS.items() if v[1] == said), None)
            if found['cond'] is None:
                raise SourceError(ln.where, 'unknown condition "%s": add it to CONDITIONS and '
                                  'enum ex_condition' % said)
        if form.keyword is not None and m.group('kw') is not None:
            found['keyword'] = form.keyword
        return m.group('inner') if form.inner else None

    @staticmethod
    def compare(ln, found):
        numbers = found['numbers']
        if len(numbers) > 3:
            raise SourceError(ln.where, 'more than 3 number slots')
        printed = numbers + [0] * (3 - len(numbers))
        if printed != ln.xyz:
            raise SourceError(ln.where, 'the line prints x=%d y=%d z=%d, annotated x=%d y=%d z=%d'
                              % tuple(printed + ln.xyz))
        kind = ln.token.name.split()[0] if ln.token else None
        if found['kind'] != kind:
            raise SourceError(ln.where, 'the line names Token kind %s, annotated token=%s'
                              % (found['kind'], ln.token.code if ln.token else 'none'))
        for key in ('place', 'cond', 'keyword'):
            mine = getattr(ln, key)
            if found[key] != mine:
                def show(v):
                    if v is None:
                        return 'none'
                    return KEYWORDS[v][2] if key == 'keyword' else v
                raise SourceError(ln.where, 'the line gives %s=%s, annotated %s=%s'
                                  % (key, show(found[key]), key, show(mine)))

    def place_line(self, c, ln):
        """Sets the side and column of a line, checking the template may stand there."""
        ln.side = {'front': 'SIDE_FRONT', 'text': 'SIDE_FRONT', 'unleashed': 'SIDE_BACK',
                   'upgrade': 'SIDE_BACK', 'on_unleash': 'SIDE_ONCE',
                   'on_unlock': 'SIDE_ONCE'}[ln.field]
        upgrade_unlock = ln.tmpl == 'E64' and ln.form == 1
        memory_unlock = (ln.tmpl == 'E64' and ln.form == 2) or ln.tmpl == 'E20'
        if upgrade_unlock and ln.field != 'upgrade':
            raise SourceError(ln.where, '"When this Upgrade is unlocked" stands on a Gear\'s '
                              'upgrade side')
        if upgrade_unlock:
            ln.side = 'SIDE_ONCE'
        if memory_unlock != (ln.field == 'on_unlock'):
            raise SourceError(ln.where, 'a Memory\'s on_unlock line is E64 form 2 or E20, and '
                              'only there')
        if (ln.tmpl == 'E65') != (ln.field == 'on_unleash'):
            raise SourceError(ln.where, 'an on_unleash line is E65, and only there')
        if (ln.tmpl in TOKEN_TEXT_TEMPLATES) != (c.kind == 'token'):
            raise SourceError(ln.where, 'Token texts stand on Tokens, and only there')
        finisher = c.kind == 'move' and c.type in FINISHER_TYPES
        if ln.tmpl in ('FINISHER_REACH', 'E21') and not finisher:
            # §7.11: the reaches are a Finisher's; E21 "A Finisher's Effect only".
            raise SourceError(ln.where, '%s is printed on Finishers only' % ln.tmpl)
        if ln.tmpl == 'E53' and (c.kind != 'move' or KW_SINGLE_USE not in c.kw[0]):
            # §6.4 E53: "Printed on Single-Use cards only."
            raise SourceError(ln.where, 'E53 is printed on Single-Use cards only')
        ln.col = {None: 'COL_COUNT', 'attack': 'COL_ATTACK', 'block': 'COL_BLOCK'}[ln.column]

    # -- loadouts ------------------------------------------------------------

    def resolve_loadouts(self):
        for text, where in self.raw_loadouts:
            parts = text.split(' ; ')
            exile = self.card(parts[0].strip(), 'exile', where)
            fields = {}
            for part in parts[1:]:
                key, sep, value = part.partition(': ')
                if not sep or key not in CATEGORY_ORDER + ['memories', 'cards'] or key in fields:
                    raise SourceError(where, 'bad loadout part %r' % part)
                fields[key] = value.strip()
            if len(fields) != 6:
                raise SourceError(where, 'a loadout names primary, secondary, protective, kit, '
                                  'memories and cards')
            gear = []
            for cat in CATEGORY_ORDER:
                g = self.card(fields[cat], 'gear', where)
                if g.category != cat:
                    raise SourceError(where, '%s is not a %s Gear' % (g.code, cat))
                gear.append(g)
            if gear[0] is not exile.gear:
                raise SourceError(where, "the primary must be %s's own" % exile.code)
            memories = [self.card(s.strip(), 'memory', where) for s in fields['memories'].split(',')]
            if len(memories) != 3 or len(set(memories)) != 3:
                raise SourceError(where, 'a loadout has 3 different Memories (§2)')
            # §2 Play Packs: 1 Exile, 4 Gear, their 20 Moves, 3 Memories.
            if parse_number(fields['cards'], where) != 1 + 4 + 20 + 3:
                raise SourceError(where, 'a Play Pack holds 28 cards')
            self.loadouts.append((exile, gear, memories))
        if not self.loadouts:
            raise SourceError(('<sources>', 0), 'no recommended loadout in any source')
