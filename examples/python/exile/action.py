"""An action: the library's code, with the words it was listed with."""
from ._constants import ActionKind
from .errors import as_enum


class Action(int):
    """An exile_action code (`kind << 8 | argument`) with its text.

    It is an int, so it compares, hashes and sorts as its code does, and
    may be given wherever a code is taken. `text` is the short text of
    exile_action_format ("attack face-down: Blind Coil", "pass"), which
    Match.apply also takes.
    """

    def __new__(cls, code, text=None):
        action = super().__new__(cls, code)
        action.text = text
        return action

    @property
    def code(self):
        return int(self)

    @property
    def kind(self):
        return as_enum(ActionKind, int(self) >> 8)

    @property
    def arg(self):
        return int(self) & 0xff

    def __repr__(self):
        return '<Action %d %s %r>' % (self, getattr(self.kind, 'name', self.kind), self.text)

    def __str__(self):
        return self.text if self.text is not None else str(int(self))

    def __reduce__(self):
        return (Action, (int(self), self.text))


def make(kind, arg=0):
    """The code of an action of @kind with argument @arg (EXILE_ACTION)."""
    return Action((int(kind) << 8) | (int(arg) & 0xff))
