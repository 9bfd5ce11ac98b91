"""The cards compiled into the library, and the loadouts that pick them.

A Card is a card index (0 to card_count() - 1) with its printed fields read
from the library: `Card.find("MV-013")`, `Card.find("Last Needle")`,
`cards()` for all of them.
"""
import ctypes
import dataclasses

from ._constants import LOADOUT_VERSION, CardKind, Column, Keyword, MoveType, Stat, Status
from ._library import CLoadout, library
from .errors import as_enum, check, error

_INT_MIN = -2**31


class Card(int):
    """A printed card: its index, with its code, name, kind, stats and text."""

    __slots__ = ()

    def __new__(cls, index):
        if not 0 <= int(index) < library().exile_card_count():
            raise error(Status.INVALID_ARGUMENT, 'no card has index %r' % (index,))
        return super().__new__(cls, index)

    @classmethod
    def of(cls, index):
        """The Card of an index the library handed back (no range check)."""
        return int.__new__(cls, index)

    @classmethod
    def find(cls, key):
        """The card of a printed code ("EXL-01") or an exact name."""
        out = ctypes.c_int()
        check(library().exile_card_find(key.encode(), ctypes.byref(out)), repr(key))
        return cls(out.value)

    @property
    def index(self):
        return int(self)

    @property
    def code(self):
        return library().exile_card_code(self).decode()

    @property
    def name(self):
        return library().exile_card_name(self).decode()

    @property
    def kind(self):
        return as_enum(CardKind, library().exile_card_kind_of(self))

    def stat(self, stat):
        """A printed number (a Stat), or None when the card prints none."""
        value = library().exile_card_stat(self, stat)
        if value == _INT_MIN:
            raise error(Status.INVALID_ARGUMENT, 'unknown stat %r' % (stat,))
        return None if value < 0 else value

    @property
    def move_type(self):
        """A Move's type line, or None for a card that is no Move."""
        value = self.stat(Stat.MOVE_TYPE)
        return None if value is None else as_enum(MoveType, value)

    def keyword(self, keyword, column=Column.ATTACK):
        """A keyword in one column: its [X], 0 without a value, None when not printed."""
        value = library().exile_card_keyword(self, keyword, column)
        if value == _INT_MIN:
            raise error(Status.INVALID_ARGUMENT, 'unknown keyword or column %r, %r' % (keyword, column))
        return None if value < 0 else value

    def keywords(self, column=Column.ATTACK):
        """{Keyword: value} of every keyword the card prints in a column."""
        found = {}
        for keyword in Keyword:
            value = self.keyword(keyword, column)
            if value is not None:
                found[keyword] = value
        return found

    @property
    def text(self):
        """The printed lines of rules text, front first."""
        lib = library()
        return [lib.exile_card_text(self, line).decode() for line in range(lib.exile_card_text_count(self))]

    def __repr__(self):
        return '<Card %d %s %r>' % (self, self.code, self.name)

    def __str__(self):
        return self.name


def card_count():
    return library().exile_card_count()


def cards():
    """Every card of the database, by index."""
    return [Card(i) for i in range(card_count())]


@dataclasses.dataclass(frozen=True)
class Loadout:
    """One seat's cards (§2), as printed codes: an Exile (its Primary Weapon
    comes with it), a Secondary Weapon, a Protective Gear, a Kit, three
    Memories."""

    exile: str
    secondary: str
    protective: str
    kit: str
    memories: tuple

    def __post_init__(self):
        if len(self.memories) != 3:
            raise error(Status.INVALID_ARGUMENT, 'a loadout holds three Memories, not %d' % len(self.memories))
        object.__setattr__(self, 'memories', tuple(self.memories))

    @classmethod
    def recommended(cls, index):
        """Recommended first-game loadout @index: 0 and 1 face each other in
        Box 1's first game, 2 and 3 in Box 2's."""
        out = CLoadout()
        check(library().exile_recommended_loadout_v(index, ctypes.byref(out), LOADOUT_VERSION),
              'no recommended loadout %r' % (index,))
        return cls.from_c(out)

    @staticmethod
    def recommended_count():
        return library().exile_recommended_count()

    @classmethod
    def from_c(cls, c):
        return cls(c.exile.decode(), c.secondary.decode(), c.protective.decode(), c.kit.decode(),
                   tuple(code.decode() for code in c.memories))

    def to_c(self):
        """The exile_loadout; its strings belong to the returned struct's owner."""
        return CLoadout(self.exile.encode(), self.secondary.encode(), self.protective.encode(),
                        self.kit.encode(), (ctypes.c_char_p * 3)(*(m.encode() for m in self.memories)))
