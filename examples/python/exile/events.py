"""Events as an observer receives them (exile_event)."""
import dataclasses

from ._constants import EventFlags, EventKind, Zone
from .errors import as_enum


@dataclasses.dataclass(frozen=True)
class Event:
    """One event, already redacted for the observing seat.

    The fields are those of exile_event (see EventKind for what each kind
    puts in `seat`, `card`, `amount` and `value`; a field that does not
    apply is -1); `text` is the event in words for the observer
    (exile_event_describe), read while the match stood as the event left it;
    `echo` is True when the event only says again what the action before it
    said (EXILE_EVENT_ECHO): a log that prints each action leaves it out.
    """

    kind: EventKind
    seat: int
    card: int
    from_zone: int
    to_zone: int
    amount: int
    value: int
    text: str
    echo: bool = False

    @classmethod
    def from_c(cls, ev, text, flags=0):
        return cls(as_enum(EventKind, ev.kind), ev.seat, ev.card, as_enum(Zone, ev.from_), as_enum(Zone, ev.to),
                   ev.amount, ev.value, text, bool(flags & EventFlags.ECHO))

    def __str__(self):
        return self.text
