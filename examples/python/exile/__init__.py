"""libexile from Python: the rules of Exile: The Faraday Doctrine.

    import exile
    with exile.Match(seed=42) as m:
        while not m.over:
            m.apply(m.legal_actions()[0])
        print(m.winner)

The package loads libexile.so.0 with ctypes and needs nothing but the
standard library (numpy, when present, makes observations arrays). It
finds the library at the path given to exile.load(), else at the path in
the environment variable EXILE_LIBRARY, else where the system's loader
finds libexile.so.0.
"""
from . import _constants
from ._constants import *  # noqa: F401,F403 - the enums and constants of the headers, in __all__
from ._library import LibraryError, library
from .action import Action, make as make_action
from .cards import Card, Loadout, card_count, cards
from .errors import (BadLoadoutError, BufferTooSmallError, BusyError, ExileError, GameOverError, IllegalActionError,
                     InconsistentError, InvalidArgumentError, NoMemoryError, NotFoundError, ParseError,
                     UnsupportedError, VersionError, status_text as status_str)
from .events import Event
from .match import Match
from .picks import Picks
from .view import HIDDEN, Record, View


def load(path=None):
    """Loads libexile from @path (else EXILE_LIBRARY, else the system's
    libexile.so.0) before any other call; returns the ctypes library."""
    return library(path)


def version():
    """The version of the library loaded, "MAJOR.MINOR.PATCH"."""
    return library().exile_version().decode()


def version_number():
    """The version of the library loaded as MAJOR * 1000000 + MINOR * 1000 + PATCH."""
    return library().exile_version_number()


def reason_str(reason):
    """The library's words for an exile_reason (exile_reason_str)."""
    return library().exile_reason_str(reason).decode()


def observation_size():
    """The length of every observation (exile_observation_size)."""
    return library().exile_observation_size()


__all__ = [name for name in dir(_constants) if name[0].isupper()] + [
    'LibraryError', 'library', 'load', 'version', 'version_number', 'status_str', 'reason_str', 'observation_size',
    'Action', 'make_action', 'Card', 'Loadout', 'card_count', 'cards', 'Event', 'Match', 'Picks', 'HIDDEN',
    'Record', 'View', 'ExileError', 'BadLoadoutError', 'BufferTooSmallError', 'BusyError', 'GameOverError',
    'IllegalActionError', 'InconsistentError', 'InvalidArgumentError', 'NoMemoryError', 'NotFoundError',
    'ParseError', 'UnsupportedError', 'VersionError']
