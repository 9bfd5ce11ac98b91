"""Loading libexile.so.0 with ctypes: the structs, the prototypes, the lookup.

The structs below are the only layouts the package writes itself. The
library says how big its own are (exile_match_options_size,
exile_loadout_size), and loading refuses a library whose sizes differ, so a
copy that drifted from the header fails at once instead of corrupting
memory. The defaults of the options come from the library too
(exile_match_options_init), never from a copy of EXILE_MATCH_OPTIONS_INIT.
"""
import ctypes
import ctypes.util
import os
from ctypes import POINTER, c_char_p, c_int, c_size_t, c_uint, c_void_p

from ._constants import LOADOUT_VERSION, MATCH_OPTIONS_VERSION


class CLoadout(ctypes.Structure):
    """exile_loadout: one seat's cards as printed codes (§2)."""
    _fields_ = [('exile', c_char_p), ('secondary', c_char_p), ('protective', c_char_p),
                ('kit', c_char_p), ('memories', c_char_p * 3)]


class CAllocator(ctypes.Structure):
    """exile_allocator: the package always leaves it zeroed (malloc/free)."""
    _fields_ = [('alloc', c_void_p), ('free', c_void_p), ('user_data', c_void_p)]


class CEvent(ctypes.Structure):
    """exile_event: what an observer receives."""
    _fields_ = [('kind', c_int), ('seat', c_int), ('card', c_int), ('from_', c_int),
                ('to', c_int), ('amount', c_int), ('value', c_int)]


EVENT_FN = ctypes.CFUNCTYPE(None, POINTER(CEvent), c_void_p)
# exile_watch_fn: the match, the event, its flags, the user data.
WATCH_FN = ctypes.CFUNCTYPE(None, c_void_p, POINTER(CEvent), c_uint, c_void_p)


class CViewer(ctypes.Structure):
    """exile_viewer: who reads a match (exile_match_get_as)."""
    _fields_ = [('seat', c_int)]


class CMatchOptions(ctypes.Structure):
    """exile_match_options of layout MATCH_OPTIONS_VERSION."""
    _fields_ = [('version', c_uint), ('seed', ctypes.c_uint64), ('first_player', c_int),
                ('max_rounds', c_uint), ('loadout', POINTER(CLoadout) * 2), ('allocator', CAllocator),
                ('flags', c_uint), ('observer', EVENT_FN * 3), ('observer_data', c_void_p * 3)]


class CPicksOptions(ctypes.Structure):
    """exile_picks_options of layout PICKS_OPTIONS_VERSION."""
    _fields_ = [('version', c_uint), ('pool', c_int), ('chooser', c_int), ('allocator', CAllocator)]


# name: (result type, argument types). Pointers to matches, views and
# picks are opaque c_void_p.
_M, _V, _P = c_void_p, c_void_p, c_void_p
_PROTOTYPES = {
    'exile_status_str': (c_char_p, [c_int]),
    'exile_version': (c_char_p, []),
    'exile_version_number': (ctypes.c_ulong, []),
    'exile_card_count': (c_int, []),
    'exile_card_find': (c_int, [c_char_p, POINTER(c_int)]),
    'exile_card_code': (c_char_p, [c_int]),
    'exile_card_name': (c_char_p, [c_int]),
    'exile_card_kind_of': (c_int, [c_int]),
    'exile_card_stat': (c_int, [c_int, c_int]),
    'exile_card_keyword': (c_int, [c_int, c_int, c_int]),
    'exile_card_text_count': (c_int, [c_int]),
    'exile_card_text': (c_char_p, [c_int, c_int]),
    'exile_recommended_count': (c_int, []),
    'exile_recommended_loadout_v': (c_int, [c_int, POINTER(CLoadout), c_uint]),
    'exile_loadout_size': (c_size_t, [c_uint]),
    'exile_match_options_init': (c_int, [POINTER(CMatchOptions), c_uint]),
    'exile_match_options_size': (c_size_t, [c_uint]),
    'exile_match_create': (c_int, [POINTER(c_void_p), POINTER(CMatchOptions)]),
    'exile_match_destroy': (None, [_M]),
    'exile_match_clone': (c_int, [POINTER(c_void_p), _M]),
    'exile_match_copy': (c_int, [_M, _M]),
    'exile_match_to_act': (c_int, [_M]),
    'exile_match_winner': (c_int, [_M]),
    'exile_match_legal_actions': (c_size_t, [_M, POINTER(ctypes.c_uint32), c_size_t]),
    'exile_match_apply': (c_int, [_M, ctypes.c_uint32]),
    'exile_match_action_count': (ctypes.c_uint32, [_M]),
    'exile_action_format': (c_int, [_M, ctypes.c_uint32, c_char_p, c_size_t]),
    'exile_action_parse': (c_int, [_M, c_char_p, POINTER(ctypes.c_uint32)]),
    'exile_action_describe': (c_int, [_M, c_int, ctypes.c_uint32, c_char_p, c_size_t, POINTER(c_size_t)]),
    'exile_event_describe': (c_int, [_M, c_int, POINTER(CEvent), c_char_p, c_size_t, POINTER(c_size_t)]),
    'exile_match_instance_card': (c_int, [_M, c_int]),
    'exile_action_instance': (c_int, [_M, ctypes.c_uint32]),
    'exile_match_determinize': (c_int, [_M, _M, c_int, ctypes.c_uint64]),
    'exile_match_to_notation': (c_int, [_M, c_char_p, c_size_t]),
    'exile_match_from_notation_ex': (c_int, [POINTER(c_void_p), c_char_p, c_void_p, c_char_p, c_size_t]),
    'exile_match_save_size': (c_size_t, []),
    'exile_match_save': (c_int, [_M, c_char_p, c_size_t, POINTER(c_size_t)]),
    'exile_match_load': (c_int, [POINTER(c_void_p), c_char_p, c_size_t, c_void_p]),
    'exile_view_create': (c_int, [POINTER(c_void_p), _M, c_int]),
    'exile_view_destroy': (None, [_V]),
    'exile_view_get': (c_int, [_V, c_int, c_int, c_int]),
    'exile_view_to_notation': (c_int, [_V, c_char_p, c_size_t]),
    'exile_observation_size': (c_size_t, []),
    'exile_view_observe': (c_int, [_V, POINTER(ctypes.c_float), c_size_t]),
    'exile_match_observe': (c_int, [_M, c_int, EVENT_FN, c_void_p]),
    'exile_match_watch': (c_int, [_M, c_int, WATCH_FN, c_void_p]),
    'exile_match_alloc': (c_int, [POINTER(c_void_p), c_void_p]),
    'exile_match_reset': (c_int, [_M, POINTER(CMatchOptions)]),
    'exile_match_get': (c_int, [_M, c_int, c_int, c_int, c_int]),
    'exile_match_get_as': (c_int, [_M, CViewer, c_int, c_int, c_int]),
    'exile_match_prompt': (c_int, [_M, c_int, c_char_p, c_size_t, POINTER(c_size_t)]),
    'exile_reason_str': (c_char_p, [c_int]),
    'exile_match_why': (c_int, [_M, c_int, ctypes.c_uint32, c_char_p, c_size_t, POINTER(c_size_t)]),
    'exile_match_errcode': (c_int, [_M]),
    'exile_match_errmsg': (c_char_p, [_M]),
    'exile_match_errreason': (c_int, [_M]),
    'exile_picks_create': (c_int, [POINTER(c_void_p), POINTER(CPicksOptions)]),
    'exile_picks_destroy': (None, [_P]),
    'exile_picks_to_act': (c_int, [_P]),
    'exile_picks_legal': (c_size_t, [_P, POINTER(c_int), c_size_t]),
    'exile_picks_apply': (c_int, [_P, c_int]),
    'exile_picks_holder': (c_int, [_P, c_int]),
    'exile_picks_count': (c_int, [_P]),
    'exile_picks_loadout': (c_int, [_P, c_int, POINTER(CLoadout), c_uint]),
}


# The functions of _PROTOTYPES added after 0.2, by the version node of
# lib/exile.map that exports them: a library without one is too old.
_NODES = {name: 'EXILE_0.3' for name in ('exile_action_instance', 'exile_match_watch', 'exile_match_alloc',
                                         'exile_match_reset', 'exile_match_get_as')}


class LibraryError(OSError):
    """libexile could not be found, or is not one this package can use."""


def _recorded():
    """The library the package was built or installed with: the path that
    pip's build (build_backend/exile_build.py) or meson install wrote into
    exile/_libpath.py; None in a source tree, or when it is gone."""
    try:
        from ._libpath import LIBRARY
    except ImportError:
        return None
    return LIBRARY if LIBRARY and os.path.isfile(LIBRARY) else None


def _candidates(path):
    """Where to look, in order: the argument, EXILE_LIBRARY, the library
    recorded at install, the system's loader."""
    if path is not None:
        return [os.fspath(path)]
    if os.environ.get('EXILE_LIBRARY'):
        return [os.environ['EXILE_LIBRARY']]
    recorded = _recorded()
    if recorded:
        return [recorded]
    found = ctypes.util.find_library('exile')
    return [found] if found else ['libexile.so.0']


def open_library(path=None):
    """Loads libexile and declares its functions; checks the struct sizes."""
    errors = []
    for candidate in _candidates(path):
        try:
            lib = ctypes.CDLL(candidate)
            break
        except OSError as e:
            errors.append(str(e))
    else:
        raise LibraryError('libexile.so.0 not found (build or install libexile, or set EXILE_LIBRARY to its path): '
                           + '; '.join(errors))
    for name, (restype, argtypes) in _PROTOTYPES.items():
        try:
            function = getattr(lib, name)
        except AttributeError:
            raise LibraryError('%s has no %s (symbol version %s): the library is too old'
                               % (candidate, name, _NODES.get(name, 'EXILE_0.2'))) from None
        function.restype, function.argtypes = restype, argtypes
    for what, ours, theirs in (
            ('exile_match_options', ctypes.sizeof(CMatchOptions), lib.exile_match_options_size(MATCH_OPTIONS_VERSION)),
            ('exile_loadout', ctypes.sizeof(CLoadout), lib.exile_loadout_size(LOADOUT_VERSION))):
        if ours != theirs:
            raise LibraryError('%s is %d bytes in %s, %d here: the package does not match the library'
                               % (what, theirs, candidate, ours))
    lib.exile_path = candidate
    return lib


_default = None


def library(path=None):
    """The library the package uses: loaded once, on first use.

    Called with a path before anything else, it loads that file; later
    calls answer the library already loaded (a different path is refused:
    one process talks to one libexile).
    """
    global _default
    if _default is None:
        _default = open_library(path)
    elif path is not None and os.fspath(path) != _default.exile_path:
        raise LibraryError('libexile is loaded already from %s' % _default.exile_path)
    return _default
