#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Turns the readable card sources (box1.cards, ...) into C tables.

    gen_cards.py --ids card_ids.h --data cards_data.c box1.cards [box2.cards ...]

The format is documented at the top of box1.cards. Every printed line is
matched against the wording of the template it is annotated with (§6.3/§6.4
as printed in the rulebook), and each annotation is checked against what the
line prints, so a wrong slot number or a mistyped line stops the build with
`file:line: problem`. Only the standard library is used.
"""

import argparse
import re
import sys

# ---------------------------------------------------------------------------
# Vocabulary shared with the C side (lib/cards/cards.h, include/exile/exile.h)
# ---------------------------------------------------------------------------

# kind -> (code prefix, exile_card_kind constant); also the order of card ids.
KINDS = {
    'exile': ('EXL', 'EXILE_CARD_EXILE'),
    'gear': ('GR', 'EXILE_CARD_GEAR'),
    'move': ('MV', 'EXILE_CARD_MOVE'),
    'memory': ('MEM', 'EXILE_CARD_MEMORY'),
    'token': ('TK', 'EXILE_CARD_TOKEN'),
}
KIND_ORDER = list(KINDS)

CATEGORIES = {
    'primary': 'EXILE_GEAR_PRIMARY',
    'secondary': 'EXILE_GEAR_SECONDARY',
    'protective': 'EXILE_GEAR_PROTECTIVE',
    'kit': 'EXILE_GEAR_KIT',
}
CATEGORY_ORDER = list(CATEGORIES)

MOVE_TYPES = {
    'Attack': 'EXILE_MOVE_ATTACK',
    'Block': 'EXILE_MOVE_BLOCK',
    'Combat': 'EXILE_MOVE_COMBAT',
    'Tactics': 'EXILE_MOVE_TACTICS',
    'Finisher Attack': 'EXILE_MOVE_FINISHER_ATTACK',
    'Finisher Tactics': 'EXILE_MOVE_FINISHER_TACTICS',
}
FINISHER_TYPES = ('Finisher Attack', 'Finisher Tactics')

SPEEDS = {'none': 'SPEED_NONE', 'Quick': 'SPEED_QUICK', 'Slow': 'SPEED_SLOW'}

PLACES = {
    'opponent_exile': ('PLACE_OPPONENT_EXILE', "your opponent's Exile"),
    'own_exile': ('PLACE_OWN_EXILE', 'your Exile'),
    'this_gear': ('PLACE_THIS_GEAR', 'this Gear'),
    'attack_gear': ('PLACE_ATTACK_GEAR', "that attack's Gear"),
    'own_memory': ('PLACE_OWN_MEMORY', 'one of your Memories'),
    'opponent_memory': ('PLACE_OPPONENT_MEMORY', "a Memory of your opponent's"),
}

CONDITIONS = {
    'attack_successful': ('COND_ATTACK_SUCCESSFUL', 'this attack was successful'),
    'no_initiative': ('COND_NO_INITIATIVE', 'you do not hold the Initiative'),
    'fewer_hp': ('COND_FEWER_HP', 'you have fewer HP than your opponent'),
}

# The keywords of §6.2 in exile_keyword order: (C suffix, printed name,
# in-column short name, takes [X], what it applies to). Applies-to follows
# §6.2's labels: 'card' (about the card), 'attack' (Attack only), 'block'
# (Block only), 'both' (attack or block).
KEYWORDS = [
    ('REACTION', 'Reaction', 'Reaction', False, 'card'),
    ('SINGLE_USE', 'Single-Use', 'Single-Use', False, 'card'),
    ('FRAGILE', 'Fragile', 'Fragile', False, 'both'),
    ('THROWN', 'Thrown', 'Thrown', False, 'attack'),
    ('RANGED', 'Ranged Attack', 'Ranged', False, 'attack'),
    ('PIERCING', 'Piercing Attack', 'Piercing', True, 'attack'),
    ('CRUSHING', 'Crushing Attack', 'Crushing', False, 'attack'),
    ('OVERBEARING', 'Overbearing Attack', 'Overbearing', False, 'attack'),
    ('SUFFOCATING', 'Suffocating', 'Suffocating', True, 'both'),
    ('PINNING', 'Pinning Attack', 'Pinning', False, 'attack'),
    ('DISENGAGING', 'Disengaging Attack', 'Disengaging', False, 'attack'),
    ('DISARMING_BLOCK', 'Disarming Block', 'Disarming', False, 'block'),
    ('SHIELDING', 'Shielding Block', 'Shielding', False, 'block'),
    ('LACERATING', 'Lacerating Block', 'Lacerating', True, 'block'),
    ('FLOW', 'Flow', 'Flow', True, 'both'),
    ('STUNNING', 'Stunning Attack', 'Stunning', False, 'attack'),
    ('OVERCOMMIT', 'Overcommit', 'Overcommit', True, 'attack'),
    ('CASCADING', 'Cascading Attack', 'Cascading', False, 'attack'),
    ('PUNISHING', 'Punishing Attack', 'Punishing', True, 'attack'),
    ('MOMENTOUS', 'Momentous', 'Momentous', False, 'both'),
    ('ENLIGHTENED', 'Enlightened', 'Enlightened', False, 'both'),
    ('PRESSING', 'Pressing Attack', 'Pressing', True, 'attack'),
    ('DEFIANT', 'Defiant Attack', 'Defiant', False, 'attack'),
    ('VENGEFUL', 'Vengeful Attack', 'Vengeful', False, 'attack'),
    ('FEINT', 'Feint', 'Feint', True, 'attack'),
    ('EXERT', 'Exert', 'Exert', True, 'both'),
    ('AMBUSH', 'Ambush Attack', 'Ambush', True, 'attack'),
    ('STEALTH', 'Stealth Attack', 'Stealth', False, 'attack'),
]
KW_BY_PRINTED = {k[1]: i for i, k in enumerate(KEYWORDS)}
KW_BY_SHORT = {k[2]: i for i, k in enumerate(KEYWORDS)}
KW_EXERT = KW_BY_PRINTED['Exert']
KW_SINGLE_USE = KW_BY_PRINTED['Single-Use']

# ---------------------------------------------------------------------------
# Template wordings
# ---------------------------------------------------------------------------
# Each template lists its forms (the rulebook's `/` alternatives) as printed
# on cards. Markup:
#   {X} {Y} {Z} {N}  a number slot ({X+1} of P27 is the printed number)
#   (s)              plural of the noun counted by the last number: none for 1
#   {E} / {P}        an [Effect] / [Passive] slot: another template, printed
#                    with a small first letter and without its final period
#   {RAW}            E11's WHILE ATTACHED text, printed as it stands
#   {kind}           a Token kind ("Bleed")
#   {place:a,b}      one of the PLACES named
#   {cond}           one of the CONDITIONS
#   {kw:Name}        a keyword the line names (annotated keyword=)
#   [...]            an optional part
# Bracketed choices that change what a line does are forms (E13 filter, E14).
_WHILE_MZ = 'While you have another card in your Momentum Zone, '
WORDINGS = {
    'P01': ['The first attack your opponent makes each round must be played face-up.'],
    'P02': ['The Moves of this Gear deal +{X} Damage.'],
    'P03': ['Your attacks deal +{X} Damage.'],
    'P04': ['Your Ranged attacks deal +{X} Damage.'],
    'P05': ["After an opponent's attack against you is successful, recover {X} Stamina."],
    'P06': ['The first time you heal HP each round, your next attack this round deals +{X} Damage.'],
    'P07': ['The Moves of this Gear gain +{X} Block Rating.'],
    'P08': ['Whenever one of your attacks with Overcommit is successful, your opponent loses {X} HP.'],
    'P09': ["Once per round, whenever one of your Moves is destroyed, destroy target Move in "
            "your opponent's Momentum Zone."],
    'P10': ['Whenever one of your attacks with Overcommit is successful, recover {X} Stamina.'],
    'P11': ['Whenever you heal HP, your opponent loses that many HP.'],
    'P12': ['Whenever one of your face-down Feint cards goes to your Recall Pile, heal {X} HP.'],
    'P13': ['The first face-down attack you make each round cannot be disarmed.'],
    'P14': ["Whenever one of your Ranged attacks is successful, destroy target Move in your "
            "opponent's Momentum Zone."],
    'P15': ['Whenever one of your Gear is disarmed, {E}.',
            "Whenever one of your opponent's Gear is disarmed, {E}."],
    'P16': ['When you become Engaged, {E}.',
            'When your opponent becomes Engaged, {E}.',
            'When a player becomes Engaged, {E}.'],
    'P17': ['At the Refresh, if you are Engaged, you may discard a card from your hand. '
            "If you do, your opponent's Exile does not turn upright."],
    'P18': ['If your opponent is Engaged, {P}.', 'If your opponent is Disengaged, {P}.'],
    'P19': ['Whenever your block is successful, {E}.'],
    'P20': ['Whenever an attack with a Move of this Gear[ that has {kw:Thrown}] is unsuccessful '
            'and was not disarmed, you may put that Move face-up on top of your deck instead of '
            'into your Recall Pile.'],
    'P21': ['While your opponent is Engaged, your attacks with Moves of this Gear'
            '[ that do not have {kw:Stealth Attack}] do not engage you.'],
    'P22': ['Whenever one of your Quick attacks is successful, {E}.'],
    'P23': ['Whenever one of your Slow attacks that costs {X} or more Stamina is successful, {E}.'],
    'P24': ['Whenever a successful attack against you costs you {X} or more HP, {E}.'],
    'P25': ['While your opponent has {X} or more cards in their Momentum Zone, {P}.'],
    'P26': ['The Moves of this Gear have Enlightened (+1 Damage and Block for each of your '
            'unlocked Memories).'],
    'P27': ['Your fighting Moves deal +{X+1} Damage.'],
    'E01': ['Destroy target Move.'],
    'E02': ['Send target Reaction on the stack to the Recall Pile. It does not resolve.'],
    'E03': ["If this attack was successful, attach this card to your opponent's Exile. "
            "WHILE ATTACHED: You can't Step Back. At the end of the round, detach this card."],
    'E04': ['This attack deals +{X} Damage for each other successful attack you made this '
            'round[, up to +{Y}].'],
    'E05': ['This attack deals +{X} Damage for each Move with Thrown in your Recall Pile'
            '[, up to +{Y}].'],
    'E06': ['You may take 1 fighting Move from your Recall Pile to your hand.',
            'Take up to {X} fighting Move(s) from your Recall Pile to your hand.'],
    'E07': ['You may take 1 Move from your Recall Pile to your hand.',
            'Take up to {X} Move(s) from your Recall Pile to your hand.'],
    'E08': ['Once per round, you may destroy {X} card(s) in your Momentum Zone to take up to '
            '{Y} Move(s) from your Recall Pile to your hand.'],
    'E09': ['Deal {X} damage to an Exile.'],
    'E10': ['Attach {X} {kind} Token(s) to {place:opponent_exile,own_exile,this_gear}.'],
    'E11': ['Attach this card to {place:opponent_exile,own_exile,attack_gear,this_gear,'
            'own_memory,opponent_memory}. {RAW}'],
    'E12': ["Shuffle {X} {kind} Token(s) into your opponent's deck."],
    'E13': ["Destroy target Move in your opponent's Momentum Zone with Damage below {X}.",
            "Destroy target Move in your opponent's Momentum Zone with Block below {X}.",
            "Destroy target Move in your opponent's Momentum Zone with cost below {X}."],
    'E14': ['Disarm your Primary Weapon.', 'Disarm your Secondary Weapon.',
            'Disarm your Primary Weapon or Secondary Weapon.', 'Disarm this Gear.'],
    'E15': ['You may rearm one of your disarmed Gear.',
            'You may rearm one of your disarmed weapons.'],
    'E16': ['Look at the top {X} card(s) of your deck. You may take 1 of them to your hand. '
            'Put the rest on the bottom of your deck.'],
    'E17': ["This attack deals +{X} Damage for each card in your opponent's Destroyed Pile.",
            "While your opponent's Destroyed Pile holds {N} or more cards, this attack deals "
            "+{X} Damage."],
    'E18': ['If two or more Block cards block this attack, the first Block card played adds '
            'no Block Rating.'],
    'E19': ["If this block is successful against a Quick attack, the next turn is yours "
            "instead of the attacker's."],
    'E20': ['When this Memory is unlocked, if {cond}, you may also unlock the Upgrade of one '
            'of your armed Gear.'],
    'E21': ['If this attack was successful, your opponent turns one of their unlocked Memories '
            'of their choice back to its front.'],
    'E22': ['Disarm the Gear of target Move your opponent played in the Combat Zone.'],
    'E23': ['Target attack has -{X} Damage.'],
    'E24': ['Target attack has 0 Damage.'],
    'E25': ['Target attack becomes Slow.'],
    'E26': ['Target attack gains Single-Use.'],
    'E27': ['Target face-down attack becomes unblockable.'],
    'E28': ['Target Quick attack has -{X} Damage.'],
    'E29': ['Target attack has -{X} Damage. If its declared cost is {Y} or more, it has '
            '-{Z} Damage instead.'],
    'E30': ['Deal {X} Direct Damage to your opponent.'],
    'E31': ['You take {X} Direct Damage, then your opponent takes {X} Direct Damage.'],
    'E32': ["Send target card in your opponent's Momentum Zone to the Recall Pile."],
    'E33': ['If your opponent has {X} or more cards in their Momentum Zone, send up to {Y} '
            'target card(s) in their Momentum Zone to the Recall Pile.'],
    'E34': ['If your opponent has {X} or more cards in their Momentum Zone, destroy every card '
            'in their Momentum Zone, then you take {Y} Direct Damage.'],
    'E35': ['If your opponent has more cards in their Momentum Zone than you, this attack '
            'deals +{X} Damage.'],
    'E36': ['This attack deals +{X} Damage for each other card in your Momentum Zone.'],
    'E37': [_WHILE_MZ + 'this attack deals +{X} Damage.'],
    'E38': [_WHILE_MZ + 'this card has +{X} Block Rating.'],
    'E39': [_WHILE_MZ + 'this card has {kw:Flow} {X}.'],
    'E40': ['Your opponent discards {X} card(s) of their choice from their hand.'],
    'E41': ["Return target card in your opponent's Momentum to its owner's hand."],
    'E42': ['Your next attack this round has {kw:Overcommit} {X}.'],
    'E43': ['Your next Slow attack this round does not make you spent.'],
    'E44': ['Recover {X} Stamina.'],
    'E45': ['After the React step, you may destroy {X} card(s) in your Momentum Zone. '
            'If you do, this attack becomes unblockable.'],
    'E46': ['As you play this, you may lose up to {X} HP. This attack deals +1 Damage for '
            'each HP lost.'],
    'E47': ['Your opponent chooses: they lose {X} HP, or they destroy {X} card(s) in their '
            'Momentum Zone.'],
    'E48': ['This card cannot be played as a block.', 'This card cannot be played as an attack.'],
    'E49': ['When this card is destroyed in the Combat Zone, your opponent loses {X} HP.'],
    'E50': ["This attack deals +{X} Damage for each disarmed Gear of your opponent's."],
    'E51': ['Return up to {X} fighting Move(s) from your Recall Pile to your hand.'],
    'E52': ['Take any number of Moves with Thrown from your Recall Pile to your hand.'],
    # The rulebook prints E53's count as a fixed "1"; it is read as its [X] so
    # that x holds how many Moves the line takes, as for E07's second form.
    'E53': ['If {cond}, you may take {X} Move(s) with Thrown from your Recall Pile to your hand.'],
    'E54': ['WHILE ATTACHED: Whenever the player this card is attached to takes an action, '
            'they lose {X} HP. At the end of the round, detach this card.'],
    'E55': ['Attach this card to your Exile with {N} Token(s) on it.',
            'Attach this card to your Exile with as many Tokens on it as the Damage the target '
            'attack would have had at the Math without this card, minus 1 (at least 0).'],
    'E56': ['WHILE ATTACHED: At the end of the round, you lose {X} HP, then detach this card.',
            'WHILE ATTACHED: At the end of the round, you lose 1 HP for each Token on this '
            'card, then detach this card.'],
    'E57': ['Each player chooses a card from their hand and puts it face-down, at the same time. '
            'Both reveal. Each player deals Direct Damage equal to their card\'s printed Damage '
            'to the other, at the same time. If you dealt more, {E}. Both cards are sent to '
            'their owners\' Recall Piles.'],
    'E58': ["Destroy target Move in your opponent's Momentum Zone."],
    'E59': ['You may destroy one of your Moves to deal {X} Direct Damage to your opponent.'],
    'E60': ['Engage your opponent.'],
    'E61': ['Disengage.'],
    'E62': ['If your opponent is Engaged, {E}.', 'If your opponent is Disengaged, {E}.'],
    'E63': ['Each player destroys {X} card(s) of their choice in their own Momentum Zone.'],
    'E64': ['When this Upgrade is unlocked, {E}.', 'When this Memory is unlocked, {E}.'],
    'E65': ['When this Exile is unleashed, {E}.'],
    # The Token texts of §4.5.
    'TOKEN_UNPLAYABLE': ["Can't be played. You can only channel this card."],
    'TOKEN_BLEED': ['While attached to your Exile: at the end of each round, you lose 1 HP. '
                    'At the Refresh, return 1 Bleed Token on your Exile to the supply. '
                    'When you channel it from your hand, you lose 1 HP.'],
    'TOKEN_AIM': ['While attached to your Exile: each attack against you has +1 Damage for each '
                  'Aim Token on your Exile. When you Step Back, return 1 Aim Token on your Exile '
                  'to the supply.'],
    'TOKEN_PLATING': ['While attached to your Exile: in the React step of an attack against '
                      'you, whenever you could play a Reaction, you may return 1 Plating Token '
                      'on your Exile to the supply; that attack has -1 Damage. When your '
                      'Protective Gear is disarmed, return every Plating Token on your Exile '
                      'to the supply.'],
    # §7.11 reaches worded on Finishers: disarm, turn an Upgrade back, a Recall Pile.
    'FINISHER_REACH': ["Disarm {X} target armed Gear of your opponent's.",
                       "Turn {X} target armed Gear of your opponent's from its Upgrade side "
                       "back to its front.",
                       "Destroy up to {X} target Move(s) in your opponent's Recall Pile.",
                       "Disarm up to {X} target armed Gear of your opponent's."],
}
TOKEN_TEXT_TEMPLATES = ('TOKEN_UNPLAYABLE', 'TOKEN_BLEED', 'TOKEN_AIM', 'TOKEN_PLATING')

# Which field a number slot fills: [X], [Y], [Z], then [N], whatever order
# the wording prints them in (E17's second form prints [N] first).
LETTER_ORDER = 'XYZN'


class Form:
    """One compiled form of a template wording."""

    _MARKUP = re.compile(r'\{([^}]*)\}|\(s\)|\[|\]')

    def __init__(self, wording):
        self.wording = wording
        self.letters = []      # number-slot letters, in field order
        self.plurals = []      # (group name, letter it counts)
        self.inner = None      # None, 'E', 'P' or 'RAW'
        self.places = None     # allowed place keys, or None
        self.has_kind = False
        self.has_cond = False
        self.keyword = None    # index of the keyword a {kw:} slot names
        self.regex = re.compile(self._compile(wording))
        self.letters.sort(key=LETTER_ORDER.index)

    def _compile(self, wording):
        out, pos, last_letter = [], 0, None
        for m in self._MARKUP.finditer(wording):
            out.append(re.escape(wording[pos:m.start()]))
            pos = m.end()
            tok, slot = m.group(0), m.group(1)
            if tok == '[':
                out.append('(?:')
            elif tok == ']':
                out.append(')?')
            elif tok == '(s)':
                group = 'pl%d' % len(self.plurals)
                self.plurals.append((group, last_letter))
                out.append('(?P<%s>s?)' % group)
            elif slot in ('X', 'Y', 'Z', 'N', 'X+1'):
                letter = slot[0]
                last_letter = letter
                if letter in self.letters:
                    out.append('(?P=n%s)' % letter)
                else:
                    self.letters.append(letter)
                    out.append(r'(?P<n%s>\d+)' % letter)
            elif slot in ('E', 'P', 'RAW'):
                self.inner = slot
                out.append('(?P<inner>.+)')
            elif slot == 'kind':
                self.has_kind = True
                out.append(r'(?P<kind>\S+)')
            elif slot == 'cond':
                self.has_cond = True
                out.append('(?P<cond>.+?)')
            elif slot.startswith('place:'):
                self.places = slot[len('place:'):].split(',')
                alts = '|'.join(re.escape(PLACES[p][1]) for p in self.places)
                out.append('(?P<place>%s)' % alts)
            elif slot.startswith('kw:'):
                self.keyword = KW_BY_PRINTED[slot[len('kw:'):]]
                out.append('(?P<kw>%s)' % re.escape(slot[len('kw:'):]))
            else:
                raise ValueError('bad markup %r in %r' % (tok, wording))
        out.append(re.escape(wording[pos:]))
        return ''.join(out)


TEMPLATES = {name: [Form(w) for w in forms] for name, forms in WORDINGS.items()}

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


# ---------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------


def c_string(text):
    out = []
    for byte in text.encode('utf-8'):
        ch = chr(byte)
        # Octal escapes stop after 3 digits, so they never swallow what follows.
        out.append(ch if 32 <= byte < 127 and ch not in '"\\?' else '\\%03o' % byte)
    return '"' + ''.join(out) + '"'


def u8(constant):
    return '(uint8_t)%s' % constant


def write_ids(path, db, sources):
    out = ['/* Generated by gen_cards.py from %s. Do not edit. */' % ', '.join(sources),
           '#ifndef EXILE_CARD_IDS_H', '#define EXILE_CARD_IDS_H', '',
           '/* Every printed card, by kind (Exiles, Gear, Moves, Memories, Tokens),',
           ' * then in source order. */',
           'enum ex_card_id {']
    for i, c in enumerate(db.cards):
        out.append('    CARD_%s%s,' % (c.cid, ' = 0' if i == 0 else ''))
    out += ['    CARD_COUNT', '};', '']
    # The Token kinds of §4.5, found by the rules text each prints, so the
    # engine names a kind without searching the tables at run time.
    out.append('/* The Token kinds of the rulebook (§4.5), by the text they print. */')
    for kind in ('BLEED', 'AIM', 'PLATING'):
        cards = [c for c in db.cards if any(ln.tmpl == 'TOKEN_' + kind for ln in c.lines)]
        out.append('#define CARD_%s_TOKEN %s' % (kind, 'CARD_' + cards[0].cid if cards else 'CARD_COUNT'))
    out += ['', '#endif /* EXILE_CARD_IDS_H */', '']
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out))


def line_init(ln):
    parts = ['.text = %s' % c_string(ln.text), '.side = %s' % u8(ln.side),
             '.column = %s' % u8(ln.col), '.tmpl = %s' % u8('TMPL_' + ln.tmpl)]
    if ln.form:
        parts.append('.form = %d' % ln.form)
    if ln.effect:
        parts.append('.effect = %s' % u8('TMPL_' + ln.effect))
    if ln.effect_form:
        parts.append('.effect_form = %d' % ln.effect_form)
    if ln.place:
        parts.append('.place = %s' % u8(PLACES[ln.place][0]))
    if ln.token:
        parts.append('.token = %s' % u8('CARD_' + ln.token.cid))
    for key, value in zip('xyz', ln.xyz):
        if value:
            parts.append('.%s = %d' % (key, value))
    if ln.keyword is not None:
        parts.append('.keyword = (uint8_t)(EXILE_KW_%s + 1)' % KEYWORDS[ln.keyword][0])
    if ln.cond:
        parts.append('.cond = %s' % u8(CONDITIONS[ln.cond][0]))
    return '    { ' + ', '.join(parts) + ' },'


def keywords_init(column):
    if not column:
        return '{ .has = 0 }'
    has = ' | '.join('(UINT32_C(1) << EXILE_KW_%s)' % KEYWORDS[k][0] for k in sorted(column))
    values = ', '.join('[EXILE_KW_%s] = %d' % (KEYWORDS[k][0], v)
                       for k, v in sorted(column.items()) if KEYWORDS[k][3])
    return '{ .has = %s%s }' % (has, ', .value = { %s }' % values if values else '')


def card_init(c):
    """The designated initializer of one card; unprinted numbers are -1."""
    num = {k: -1 for k in ('cost', 'block_cost', 'damage', 'block', 'channel', 'base_hp',
                           'unleash_heal', 'refill_bonus', 'mantra_stamina', 'supply')}
    rows = ['.code = %s, .name = %s,' % (c_string(c.code), c_string(c.name)),
            '.kind = %s, .box = %d,' % (u8(KINDS[c.kind][1]), c.box)]
    if c.kind == 'exile':
        num.update(base_hp=c.base_hp, unleash_heal=c.unleash_heal, refill_bonus=c.refill_bonus)
        rows.append('.gear = (uint16_t)CARD_%s,' % c.gear.cid)
    elif c.kind == 'gear':
        rows.append('.category = %s,' % u8(CATEGORIES[c.category]))
        rows.append('.moves = { %s },' % ', '.join('(uint16_t)CARD_%s' % m.cid for m in c.moves))
        rows.append('.finisher = (uint16_t)CARD_%s,' % c.finisher.cid)
    elif c.kind == 'move':
        num.update(cost=c.cost, block_cost=c.block_cost, damage=c.damage, block=c.block,
                   channel=c.channel)
        rows.append('.move_type = %s, .speed = %s,' % (u8(MOVE_TYPES[c.type]),
                                                       u8(SPEEDS[c.speed])))
        rows.append('.gear = (uint16_t)CARD_%s, .category = %s,'
                    % (c.gear.cid, u8(CATEGORIES[c.gear.category])))
        rows.append('.kw = {')
        rows.append('    [COL_ATTACK] = %s,' % keywords_init(c.kw[0]))
        rows.append('    [COL_BLOCK] = %s,' % keywords_init(c.kw[1]))
        rows.append('},')
    elif c.kind == 'memory':
        # §4.4: a Memory's front "gives 1 Stamina"; exile_card_stat reads it as its channel.
        num.update(mantra_stamina=c.mantra_stamina, channel=1)
    elif c.kind == 'token':
        num.update(supply=c.supply)
    rows.append(', '.join('.%s = %d' % kv for kv in num.items()) + ',')
    if c.lines:
        rows.append('.lines = lines_%s, .line_count = %d,' % (c.cid, len(c.lines)))
    else:
        rows.append('.lines = NULL, .line_count = 0,')
    sides = []
    for side in ('SIDE_FRONT', 'SIDE_BACK', 'SIDE_ONCE'):
        tmpls = sorted({ln.tmpl for ln in c.lines if ln.side == side})
        if tmpls:
            lo = ' | '.join('EX_TMPL_LO(TMPL_%s)' % t for t in tmpls)
            hi = ' | '.join('EX_TMPL_HI(TMPL_%s)' % t for t in tmpls)
            sides.append('[%s] = { %s, %s }' % (side, lo, hi))
    if sides:
        rows.append('.side_tmpls = { %s },' % ', '.join(sides))
    return ['    [CARD_%s] = {' % c.cid] + ['        ' + r for r in rows] + ['    },']


def write_data(path, db, sources):
    out = ['/* Generated by gen_cards.py from %s. Do not edit. */' % ', '.join(sources),
           '#include "cards.h"', '']
    for c in db.cards:
        if not c.lines:
            continue
        out.append('/* %s %s */' % (c.code, c.name))
        out.append('static const ex_line lines_%s[] = {' % c.cid)
        out += [line_init(ln) for ln in c.lines]
        out += ['};', '']
    out.append('const ex_card ex_cards[CARD_COUNT] = {')
    for c in db.cards:
        out += card_init(c)
    out += ['};', '', 'const ex_recommended ex_recommended_loadouts[] = {']
    for exile, gear, memories in db.loadouts:
        out.append('    { .exile = (uint16_t)CARD_%s, .gear = { %s }, .memories = { %s } },'
                   % (exile.cid, ', '.join('(uint16_t)CARD_%s' % g.cid for g in gear),
                      ', '.join('(uint16_t)CARD_%s' % m.cid for m in memories)))
    out += ['};', '',
            'const int ex_recommended_count = (int)(sizeof ex_recommended_loadouts / '
            'sizeof ex_recommended_loadouts[0]);', '']
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out))


# ---------------------------------------------------------------------------
# The card list for players (doc/cards.md)
# ---------------------------------------------------------------------------

KIND_HEADINGS = {'exile': 'Exiles', 'gear': 'Gear', 'move': 'Moves', 'memory': 'Memories',
                 'token': 'Tokens'}
LINE_LABELS = {'front': 'Front', 'unleashed': 'Unleashed', 'on_unleash': 'Unleashed',
               'upgrade': 'Upgrade', 'on_unlock': 'Unlocked', 'text': None}


def template_note(ln):
    """The template (and inner template) a line instantiates, for the reader."""
    name = 'Finisher reach (§7.11)' if ln.tmpl == 'FINISHER_REACH' else ln.tmpl
    if ln.tmpl.startswith('TOKEN_'):
        name = 'Token text (§4.5)'
    return name + (' + %s' % ln.effect if ln.effect else '')


def move_summary(c):
    parts = [c.type, '%s (%s)' % (c.gear.name, c.gear.code)]
    if c.type == 'Combat':
        parts.append('attack cost %d, block cost %d' % (c.cost, c.block_cost))
    else:
        parts.append('cost %d' % c.cost)
    if c.damage >= 0:
        parts.append('Damage %d' % c.damage)
    if c.block >= 0:
        parts.append('Block %d' % c.block)
    parts.append('channel %d' % c.channel)
    if c.speed != 'none':
        parts.append(c.speed)
    return ' · '.join(parts)


def card_rows(c):
    rows = ['#### %s %s' % (c.code, c.name), '']
    if c.kind == 'exile':
        rows.append('Exile · Base HP %d · Primary Weapon %s (%s) · Unleash heal %d · Refill bonus %d'
                    % (c.base_hp, c.gear.name, c.gear.code, c.unleash_heal, c.refill_bonus))
    elif c.kind == 'gear':
        rows.append('%s · Moves: %s' % (
            {'primary': 'Primary Weapon', 'secondary': 'Secondary Weapon',
             'protective': 'Protective Gear', 'kit': 'Kit'}[c.category],
            ', '.join('%s %s%s' % (m.code, m.name, ' (Finisher)' if m is c.finisher else '')
                      for m in c.moves)))
    elif c.kind == 'move':
        rows.append(move_summary(c))
        if c.get('keywords'):
            rows += ['', 'Keywords: ' + c.get('keywords')]
    elif c.kind == 'memory':
        rows.append('Memory · gives %d Stamina once unlocked (1 while locked)' % c.mantra_stamina)
    elif c.kind == 'token':
        rows.append('Token · %d in the supply' % c.supply)
    if c.lines:
        rows.append('')
    for ln in c.lines:
        label = LINE_LABELS[ln.field]
        column = ('%s: ' % ln.column) if ln.column else ''
        rows.append('- %s%s"%s" *(%s)*' % ('**%s:** ' % label if label else '', column, ln.text,
                                           template_note(ln)))
    rows.append('')
    return rows


def write_doc(path, db, sources):
    out = ['# The cards', '',
           'Every printed card libexile plays, generated by `lib/cards/gen_cards.py` from',
           'the card sources (%s). Each line of rules text is quoted as printed,' % ', '.join(sources),
           'followed by the template of the rulebook (§6.3 Passives P01–P27, §6.4',
           'Effects E01–E65) that defines what it does.', '']
    for box in sorted({c.box for c in db.cards}):
        out += ['## Box %d' % box, '']
        loadouts = [lo for lo in db.loadouts if lo[0].box == box]
        if loadouts:
            out.append('The recommended first game (§2 Play Packs):')
            out.append('')
            for exile, gear, memories in loadouts:
                out.append('- %s %s with %s; Memories %s' % (
                    exile.code, exile.name, ', '.join('%s %s' % (g.code, g.name) for g in gear),
                    ', '.join('%s %s' % (m.code, m.name) for m in memories)))
            out.append('')
        for kind in KIND_ORDER:
            cards = [c for c in db.cards if c.box == box and c.kind == kind]
            if not cards:
                continue
            out += ['### %s' % KIND_HEADINGS[kind], '']
            for c in cards:
                out += card_rows(c)
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out).rstrip('\n') + '\n')


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--ids', required=True, help='the card_ids.h to write')
    parser.add_argument('--data', required=True, help='the cards_data.c to write')
    parser.add_argument('--doc', help='the card list for players (cards.md) to write')
    parser.add_argument('sources', nargs='+', help='card source files (box1.cards, ...)')
    args = parser.parse_args(argv)
    cards, loadouts = [], []
    try:
        for path in args.sources:
            parse_file(path, cards, loadouts)
        db = Database(cards, loadouts)
        db.resolve()
    except SourceError as e:
        print(e, file=sys.stderr)
        return 1
    except OSError as e:
        print('gen_cards.py: %s' % e, file=sys.stderr)
        return 1
    names = [p.replace('\\', '/').split('/')[-1] for p in args.sources]
    write_ids(args.ids, db, names)
    write_data(args.data, db, names)
    if args.doc:
        write_doc(args.doc, db, names)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
