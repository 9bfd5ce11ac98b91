"""What one seat may know of a match, typed (<exile/state.h>).

Match.view(seat) reads every field of the visible state at once, through
exile_view_get (a seat) or exile_match_get (the omniscient viewer), into
plain Python objects: a snapshot that no later action changes. Two views
are equal exactly when the viewer knows the same.

Every field of the header is there, named after its exile_field without
its group's prefix (EXILE_FIELD_HP is `seat.hp`, EXILE_FIELD_GEAR_ARMED
`seat.gear[i].armed`, EXILE_FIELD_DECISION_MIN `decision.min`), as the
library gives it, with four conversions: yes-or-no fields are bools,
card fields are Cards (None where there is no card, HIDDEN where the
viewer cannot see it), the card instances of the _INSTANCE fields are ints
(None and HIDDEN alike: hidden exactly where their card is), and the
phase, step, flags, decision and its kinds are their enums. Each pile has
the instances of its cards beside it (`seat.hand_instances[i]` is the
instance of `seat.hand[i]`, the argument of the actions that play it), and
so have the Block cards (`attack.block_instances`). The groups are the header's (the match 0-99, a seat
100-129, a Memory slot 130-139, a Gear slot 140-149, the attack 200-299,
a card on the stack 300-399, the decision 400-499): a field a newer header
adds to one of them appears by itself, as an int.
"""
import functools
import types

from ._constants import (CARD_HIDDEN, CARD_NONE, MAX_TARGETS, NO_VALUE, OMNISCIENT, CardKind, Decision, Does, Field,
                         GearCategory, MatchFlags, Phase, Status, Step, Takes)
from .cards import Card, cards
from .errors import as_enum, error


class _Hidden:
    """A card the viewer cannot see (EXILE_CARD_HIDDEN)."""

    def __repr__(self):
        return 'HIDDEN'

    def __reduce__(self):
        return 'HIDDEN'


HIDDEN = _Hidden()

_YES_OR_NO = {
    'ENGAGED', 'SPENT', 'UNLEASHED', 'STUNNED', 'STUN_PENDING', 'FINISHER_DUE', 'ATTACKED', 'ATTACKED_FACE_DOWN',
    'HEALED', 'SLOW_NOT_SPENT', 'KEPT_SIDEWAYS', 'DESTROY_PASSIVE_USED', 'MEMORY_UNLOCKED', 'MEMORY_TAPPED',
    'GEAR_ARMED', 'GEAR_UPGRADED', 'GEAR_ABILITY_USED', 'DECK_FACE_UP', 'MOMENTUM_AS_BLOCK', 'ATTACK_FACE_DOWN',
    'ATTACK_REVEALED', 'ATTACK_UNBLOCKABLE', 'ATTACK_FINISHER', 'ATTACK_STUN', 'STACK_AS_ACTION',
    'STACK_RESOLVING'}

_CARDS = {'EXILE', 'PREPARED', 'EXCHANGE_CARD', 'MEMORY_CARD', 'GEAR_CARD', 'DECK_CARD', 'HAND_CARD', 'RECALL_CARD',
          'DESTROYED_CARD', 'MOMENTUM_CARD', 'ATTACHED_CARD', 'ATTACK', 'BLOCK_CARD', 'STACK_CARD',
          'STACK_TARGET_CARD', 'DECISION_CARD'}

_INSTANCES = {'PREPARED_INSTANCE', 'DECK_INSTANCE', 'HAND_INSTANCE', 'RECALL_INSTANCE', 'DESTROYED_INSTANCE',
              'MOMENTUM_INSTANCE', 'ATTACHED_INSTANCE', 'ATTACK_INSTANCE', 'BLOCK_INSTANCE', 'STACK_INSTANCE'}

_ENUMS = {'PHASE': Phase, 'STEP': Step, 'FLAGS': MatchFlags, 'DECISION': Decision, 'DECISION_TAKES': Takes,
          'DECISION_DOES': Does}


def card_or_none(value):
    """A card field's value: a Card, None (no card) or HIDDEN."""
    if value == CARD_HIDDEN:
        return HIDDEN
    if value == CARD_NONE:
        return None
    return Card.of(value)


def instance_or_none(value):
    """An _INSTANCE field's value: the instance (an int), None (no card) or HIDDEN."""
    if value == CARD_HIDDEN:
        return HIDDEN
    if value == CARD_NONE:
        return None
    return value


def _converter(field):
    """How the library's number for @field becomes its Python value."""
    if field.name in _YES_OR_NO:
        return bool
    if field.name in _CARDS:
        return card_or_none
    if field.name in _INSTANCES:
        return instance_or_none
    if field.name in _ENUMS:
        cls = _ENUMS[field.name]
        return lambda value: value if value < 0 else as_enum(cls, value)
    return int


@functools.lru_cache(maxsize=None)
def _group(low, high, prefix=None, without=()):
    """The fields numbered in [low, high) but those named, each as
    (number, attribute, converter): worked out once, read at every view."""
    group = []
    for field in Field:
        if low <= field < high and field.name not in without:
            name = field.name[len(prefix):] if prefix and field.name.startswith(prefix) else field.name
            group.append((int(field), name.lower(), _converter(field)))
    return tuple(group)


class Record(types.SimpleNamespace):
    """A group of fields: attributes, a repr listing them, equality by value."""


class _Reader:
    """Reads the fields of one viewer through get(field, seat, index)."""

    def __init__(self, get):
        self._get = get

    def _value(self, field, seat, index):
        value = self._get(field, seat, index)
        if value == NO_VALUE:
            raise error(Status.INVALID_ARGUMENT,
                        'the library has no value for field %d, seat %d, index %d' % (field, seat, index))
        return value

    def __call__(self, field, seat=0, index=0):
        return _converter(field)(self._value(field, seat, index))

    def record(self, group, seat=0, index=0):
        return Record(**{name: convert(self._value(field, seat, index)) for field, name, convert in group})

    def pile(self, seat, count, group):
        """A pile of @count positions: one value, or a Record per position."""
        if len(group) == 1:
            field, _, convert = group[0]
            return [convert(self._value(field, seat, i)) for i in range(count)]
        return [self.record(group, seat, i) for i in range(count)]


_TOKEN_KINDS = []


def _token_kinds():
    if not _TOKEN_KINDS:
        _TOKEN_KINDS.extend(c for c in cards() if c.kind == CardKind.TOKEN)
    return _TOKEN_KINDS


# The piles of a seat: (count field, the fields of each position, the
# instance of each position's card).
_PILES = {
    'deck': (Field.DECK_COUNT, _group(Field.DECK_CARD, Field.DECK_FACE_UP + 1, 'DECK_'), Field.DECK_INSTANCE),
    'hand': (Field.HAND_COUNT, _group(Field.HAND_CARD, Field.HAND_CARD + 1), Field.HAND_INSTANCE),
    'recall': (Field.RECALL_COUNT, _group(Field.RECALL_CARD, Field.RECALL_CARD + 1), Field.RECALL_INSTANCE),
    'destroyed': (Field.DESTROYED_COUNT, _group(Field.DESTROYED_CARD, Field.DESTROYED_CARD + 1),
                  Field.DESTROYED_INSTANCE),
    'momentum': (Field.MOMENTUM_COUNT, _group(Field.MOMENTUM_CARD, Field.MOMENTUM_AS_BLOCK + 1, 'MOMENTUM_'),
                 Field.MOMENTUM_INSTANCE),
    'attached': (Field.ATTACHED_COUNT, _group(Field.ATTACHED_CARD, Field.ATTACHED_COUNTERS + 1, 'ATTACHED_'),
                 Field.ATTACHED_INSTANCE),
}
_MEMORY_SLOTS, _GEAR_SLOTS = 3, len(GearCategory)  # §2: three Memories, a Gear of each category


def _read_seat(read, seat):
    s = read.record(_group(100, 130), seat)
    s.memories = [read.record(_group(130, 140, 'MEMORY_'), seat, i) for i in range(_MEMORY_SLOTS)]
    s.gear = [read.record(_group(140, 150, 'GEAR_'), seat, i) for i in range(_GEAR_SLOTS)]
    s.exile_tokens = {kind: read(Field.EXILE_TOKENS, seat, kind) for kind in _token_kinds()}
    for name, (count, group, instance) in _PILES.items():
        n = read(count, seat)
        setattr(s, name, read.pile(seat, n, group))
        setattr(s, name + '_instances', [read(instance, seat, i) for i in range(n)])
    return s


def _read_attack(read):
    """The Combat Zone: None without an attack."""
    if read(Field.ATTACK) is None:
        return None
    attack = read.record(_group(200, 300, 'ATTACK_', ('BLOCK_COUNT', 'BLOCK_CARD', 'BLOCK_INSTANCE')))
    attack.card = attack.__dict__.pop('attack')
    blocks = range(read(Field.BLOCK_COUNT))
    attack.blocks = [read(Field.BLOCK_CARD, 0, i) for i in blocks]
    attack.block_instances = [read(Field.BLOCK_INSTANCE, 0, i) for i in blocks]
    return attack


def _read_stack(read):
    stack = []
    per_target = ('STACK_TARGET_CARD', 'STACK_TARGET_SEAT', 'STACK_TARGET_GEAR')
    target = _group(Field.STACK_TARGET_CARD, Field.STACK_TARGET_GEAR + 1, 'STACK_TARGET_')
    for position in range(read(Field.STACK_COUNT)):
        entry = read.record(_group(301, 400, 'STACK_', per_target), 0, position)
        entry.targets = [read.record(target, 0, position * MAX_TARGETS + t) for t in range(entry.target_count)]
        stack.append(entry)
    return stack


def _name(member):
    return member.name.lower() if hasattr(member, 'name') else str(member)


class View(Record):
    """Everything one viewer knows of a match at one moment.

    Attributes: `viewer` (0, 1 or OMNISCIENT), the match's fields (`round`,
    `phase`, `step`, `initiative`, `turn`, `winner`, ...), `supply`
    ({Token kind: count}), `seats` (two Records: `hp`, `stamina`, `hand`,
    `memories`, `gear`, `deck`, ...), `attack` (the Combat Zone, or None),
    `stack`, `decision` (`kind`, `seat`, `card`, `min`, `max`, ...),
    `prompt` (the decision in words for this viewer) and `notation` (the
    view as notation, hidden cards written `?`). `seats` is always (seat 0,
    seat 1); `me` and `them` are the viewer's seat and the other, in a
    seat's view (the referee's, OMNISCIENT, has neither).
    """

    @property
    def me(self):
        """The viewer's own seat: seats[viewer]."""
        return self.seats[self._own('me')]

    @property
    def them(self):
        """The viewer's opponent: seats[1 - viewer]."""
        return self.seats[1 - self._own('them')]

    def _own(self, name):
        # No seat is the referee's: the attribute is not there (hasattr is
        # False), as for any attribute a View lacks.
        if self.viewer not in (0, 1):
            raise AttributeError("the referee's view (OMNISCIENT) has no '%s': read seats[0] and seats[1]" % name)
        return self.viewer

    def __repr__(self):
        if self.decision.kind == Decision.NONE:
            where = 'over, winner %d' % self.winner
        else:
            where = 'round %d, %s, seat %d decides %s' % (self.round, _name(self.step), self.decision.seat,
                                                          _name(self.decision.kind))
        hp = ', '.join('%s %d HP' % (s.exile.name, s.hp) for s in self.seats)
        who = 'the referee' if self.viewer == OMNISCIENT else 'seat %d' % self.viewer
        return '<View of %s: %s; %s>' % (who, where, hp)


def read_view(get, viewer, prompt, notation):
    """The View of one viewer, read through get(field, seat, index)."""
    read = _Reader(get)
    view = View(viewer=viewer, **read.record(_group(0, 100, None, ('SUPPLY',))).__dict__)
    view.supply = {kind: read(Field.SUPPLY, 0, kind) for kind in _token_kinds()}
    view.seats = (_read_seat(read, 0), _read_seat(read, 1))
    view.attack = _read_attack(read)
    view.stack = _read_stack(read)
    view.decision = read.record(_group(400, 500, 'DECISION_'))
    view.decision.kind = view.decision.__dict__.pop('decision')
    view.prompt, view.notation = prompt, notation
    return view
