"""The exceptions of the package: one class per status of the library.

Every failing call raises an ExileError whose `status` is the library's
exile_status and whose message is the library's own: exile_status_str, or
the more precise text the call gave (the reason an action is refused, the
line of a notation that does not read).
"""
from ._constants import Reason, Status
from ._library import library


def as_enum(cls, value):
    """The member of @cls for @value, or the plain int when it has none (a
    newer library may hand back values this package does not know)."""
    try:
        return cls(value)
    except ValueError:
        return value


class ExileError(Exception):
    """A call into libexile failed; `status` says how."""

    status = None

    def __init__(self, message, status=None):
        super().__init__(message)
        if status is not None:
            self.status = status


class InvalidArgumentError(ExileError, ValueError):
    """A missing or out-of-range argument (a closed match, a bad seat)."""
    status = Status.INVALID_ARGUMENT


class NoMemoryError(ExileError, MemoryError):
    status = Status.NO_MEMORY


class IllegalActionError(ExileError, ValueError):
    """The action is not among the legal actions now; the match is unchanged.

    `reason` is an exile_reason, `why` the library's sentence naming the
    cards and numbers concerned (exile_match_why, for the seat to act),
    `action` the action refused.
    """
    status = Status.ILLEGAL_ACTION

    def __init__(self, message, reason=Reason.OTHER, why='', action=None):
        super().__init__(message)
        self.reason, self.why, self.action = reason, why, action


class GameOverError(IllegalActionError):
    """The match is over: no action can be applied."""
    status = Status.GAME_OVER


class BufferTooSmallError(ExileError):
    status = Status.BUFFER_TOO_SMALL


class ParseError(ExileError, ValueError):
    """Malformed text: notation, an action, a save."""
    status = Status.PARSE


class InconsistentError(ExileError, ValueError):
    """Well-formed notation or a save describing an impossible position."""
    status = Status.INCONSISTENT


class UnsupportedError(ExileError):
    status = Status.UNSUPPORTED


class VersionError(ExileError):
    """A layout or save of another release."""
    status = Status.VERSION


class BadLoadoutError(ExileError, ValueError):
    """A loadout that breaks the rules of §2."""
    status = Status.BAD_LOADOUT


class NotFoundError(ExileError, LookupError):
    """No card or item by that name."""
    status = Status.NOT_FOUND


class BusyError(ExileError):
    """An observer tried to change the match it observes, inside its apply."""
    status = Status.BUSY


_BY_STATUS = {cls.status: cls for cls in (
    InvalidArgumentError, NoMemoryError, IllegalActionError, GameOverError, BufferTooSmallError, ParseError,
    InconsistentError, UnsupportedError, VersionError, BadLoadoutError, NotFoundError, BusyError)}


def status_text(status):
    """The library's words for a status (exile_status_str)."""
    return library().exile_status_str(status).decode()


def joined(status, detail):
    """The library's words for @status, then @detail unless it says no more
    ("the match is over" once, not "the match is over: the match is over")."""
    words = status_text(status)
    return '%s: %s' % (words, detail) if detail and detail != words else words


def error(status, detail=None):
    """The exception for a failed status, with @detail after the library's words."""
    message = joined(status, detail)
    cls = _BY_STATUS.get(status, ExileError)
    return cls(message) if cls is not ExileError else ExileError(message, as_enum(Status, status))


def check(status, detail=None):
    """Raises the exception for @status unless it is EXILE_OK."""
    if status != Status.OK:
        raise error(status, detail)
