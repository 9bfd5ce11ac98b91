"""Events as an observer receives them (exile_event)."""
import dataclasses

from ._constants import EventKind, Zone
from .errors import as_enum


@dataclasses.dataclass(frozen=True)
class Event:
    """One event, already redacted for the observing seat.

    The fields are those of exile_event (see EventKind for what each kind
    puts in `seat`, `card`, `amount` and `value`; a field that does not
    apply is -1); `text` is the event in words for the observer
    (exile_event_describe), read while the match stood as the event left it.
    """

    kind: EventKind
    seat: int
    card: int
    from_zone: int
    to_zone: int
    amount: int
    value: int
    text: str

    @classmethod
    def from_c(cls, ev, text):
        return cls(as_enum(EventKind, ev.kind), ev.seat, ev.card, as_enum(Zone, ev.from_), as_enum(Zone, ev.to),
                   ev.amount, ev.value, text)

    def __str__(self):
        return self.text
