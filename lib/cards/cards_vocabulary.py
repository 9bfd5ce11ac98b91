# SPDX-License-Identifier: MIT
"""The vocabulary the card sources share with the C side, and the wording of
every template (§6.3/§6.4 as printed in the rulebook), which each printed
line is matched against."""

import re


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

# Gear category -> its exile_gear_category constant, in that enum's order.
CATEGORIES = {name: 'EXILE_GEAR_' + name.upper() for name in ('primary', 'secondary', 'protective', 'kit')}
CATEGORY_ORDER = list(CATEGORIES)

# Printed Move type -> its exile_move_type constant.
MOVE_TYPES = {name: 'EXILE_MOVE_' + name.upper().replace(' ', '_')
              for name in ('Attack', 'Block', 'Combat', 'Tactics', 'Finisher Attack', 'Finisher Tactics')}
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
