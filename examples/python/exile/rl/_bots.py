"""The bundled bots as opponents (libexile-bots, <exile/bots.h>): a bot per
slot of a batch, made from a spec ("greedy", "ismcts-full:iterations=50"),
exile_bot_policy of symbol version EXILE_BOTS_0.3_BATCH.

The library is found, in order: $EXILE_BOTS_LIBRARY; beside the libexile
the package loaded (installed side by side, or lib/bots/ of a build tree);
the system's loader. It is loaded on first use only: the rest of exile.rl
does without it.
"""
import ctypes
import ctypes.util
import os
from ctypes import POINTER, c_char_p, c_int, c_size_t, c_uint64, c_void_p

from .._constants import Status
from .._library import LibraryError
from ._clib import POLICY_FN, lib

_NAME = 'libexile-bots.so.0'

_PROTOTYPES = {
    'exile_bot_count': (c_int, []),
    'exile_bot_name': (c_char_p, [c_int]),
    'exile_bot_policy_create': (c_int, [POINTER(c_void_p), c_char_p, c_size_t, c_uint64, c_char_p, c_size_t]),
    'exile_bot_policy_destroy': (None, [c_void_p]),
    'exile_bot_policy_reseed': (c_int, [c_void_p, c_uint64]),
}

_loaded = None


def _candidates():
    if os.environ.get('EXILE_BOTS_LIBRARY'):
        return [os.environ['EXILE_BOTS_LIBRARY']]
    found = []
    here = os.path.dirname(getattr(lib(), 'exile_path', '') or '')
    if here:
        found += [os.path.join(here, _NAME), os.path.join(here, 'lib', 'bots', _NAME)]
    system = ctypes.util.find_library('exile-bots')
    return found + [system or _NAME]


def bots_library():
    """libexile-bots with the calls above declared; LibraryError when it
    cannot be found or is too old."""
    global _loaded
    if _loaded is not None:
        return _loaded
    errors = []
    for candidate in _candidates():
        if os.sep in candidate and not os.path.isfile(candidate):
            continue
        try:
            loaded = ctypes.CDLL(candidate)
            break
        except OSError as e:
            errors.append(str(e))
    else:
        raise LibraryError('%s not found (build or install libexile-bots, or set EXILE_BOTS_LIBRARY to its path)%s'
                           % (_NAME, ': ' + '; '.join(errors) if errors else ''))
    for name, (restype, argtypes) in _PROTOTYPES.items():
        try:
            function = getattr(loaded, name)
        except AttributeError:
            raise LibraryError('%s has no %s (symbol version EXILE_BOTS_0.3_BATCH): opponents by name need '
                               'libexile-bots 0.3' % (candidate, name)) from None
        function.restype, function.argtypes = restype, argtypes
    loaded.exile_path = candidate
    _loaded = loaded
    return loaded


def bot_names():
    """The names of the bundled bots, in the order their help lists them."""
    c = bots_library()
    return [c.exile_bot_name(i).decode() for i in range(c.exile_bot_count())]


class BotPolicy:
    """A bundled bot for each of @slots slots, made from @spec, slot i's
    seeded with @seed + i (exile_bot_policy_create). `function` and
    `pointer` are the exile_policy_fn and its data for a batch; `choose`
    asks a slot's bot in Python's thread. A spec the bots' library does not
    take raises ValueError with its message."""

    def __init__(self, spec, slots, seed=0):
        if not isinstance(spec, str):
            raise TypeError('a bot spec is a str, not %r' % (spec,))
        c = bots_library()
        self._lib = c
        self._ptr = c_void_p()
        err = ctypes.create_string_buffer(512)
        status = c.exile_bot_policy_create(ctypes.byref(self._ptr), spec.encode(), int(slots),
                                           int(seed) & (2 ** 64 - 1), err, len(err))
        if status == Status.NO_MEMORY:
            raise MemoryError(err.value.decode() or 'out of memory')
        if status != Status.OK:
            raise ValueError('opponent %r: %s (the bots: %s)' % (spec, err.value.decode(), ', '.join(bot_names())))
        self.spec, self.slots = spec, int(slots)
        self.pointer = self._ptr
        self.function = POLICY_FN(ctypes.cast(c.exile_bot_policy_choose, c_void_p).value)

    def reseed(self, seed):
        """Makes every slot's bot anew from @seed (exile_bot_policy_reseed)."""
        if self._lib.exile_bot_policy_reseed(self._handle(), int(seed) & (2 ** 64 - 1)) != Status.OK:
            raise MemoryError('out of memory')

    def choose(self, match_ptr, slot=0):
        """The action code slot @slot's bot chooses for the seat to act of
        the match at @match_ptr (a ctypes pointer or int)."""
        return self.function(match_ptr, slot, self._handle())

    def _handle(self):
        if not self._ptr:
            raise ValueError('the bot policy is closed')
        return self._ptr

    def close(self):
        if getattr(self, '_ptr', None):
            self._lib.exile_bot_policy_destroy(self._ptr)
            self._ptr = c_void_p()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass
