"""The calls of <exile/learn.h> and <exile/batch.h> (symbol version
EXILE_0.3), declared on the library the package loaded, on first use: the
rest of the package still works with a library of 0.2."""
import ctypes
from ctypes import POINTER, c_float, c_int, c_size_t, c_uint, c_void_p

from .._library import CMatchOptions, LibraryError, library

POLICY_FN = ctypes.CFUNCTYPE(ctypes.c_uint32, c_void_p, c_size_t, c_void_p)


class CFeature(ctypes.Structure):
    """exile_feature: one named field of the feature vector."""
    _fields_ = [('name', ctypes.c_char_p), ('offset', ctypes.c_uint32), ('size', ctypes.c_uint32),
                ('scale', c_float), ('low', c_float), ('high', c_float)]


class CBatchOptions(ctypes.Structure):
    """exile_batch_options of layout BATCH_OPTIONS_VERSION."""
    _fields_ = [('version', c_uint), ('matches', c_size_t), ('threads', c_uint), ('learner', c_int),
                ('policy', POLICY_FN), ('policy_data', c_void_p), ('match', POINTER(CMatchOptions)),
                ('observations', POINTER(c_float)), ('masks', POINTER(ctypes.c_uint8)),
                ('rewards', POINTER(c_float)), ('dones', POINTER(ctypes.c_uint8)),
                ('to_act', POINTER(ctypes.c_int32))]


_M = c_void_p
_PROTOTYPES = {
    'exile_match_relative_action': (c_int, [_M, ctypes.c_uint32, POINTER(ctypes.c_uint32)]),
    'exile_match_absolute_action': (c_int, [_M, ctypes.c_uint32, POINTER(ctypes.c_uint32)]),
    'exile_match_dense_action': (c_int, [_M, ctypes.c_uint32]),
    'exile_match_dense_to_action': (c_int, [_M, c_int, POINTER(ctypes.c_uint32)]),
    'exile_match_legal_mask': (c_int, [_M, c_void_p, c_size_t, POINTER(c_size_t)]),
    'exile_match_returns': (c_int, [_M, c_int]),
    'exile_feature_count': (c_int, []),
    'exile_feature_get': (POINTER(CFeature), [c_int]),
    'exile_match_features': (c_int, [_M, c_int, c_void_p, c_size_t]),
    'exile_batch_create': (c_int, [POINTER(c_void_p), POINTER(CBatchOptions)]),
    'exile_batch_destroy': (None, [c_void_p]),
    'exile_batch_reset': (c_int, [c_void_p, ctypes.c_uint64]),
    'exile_batch_step': (c_int, [c_void_p, c_void_p]),
    'exile_batch_match': (c_void_p, [c_void_p, c_size_t]),
}

_declared = None


def lib():
    """The loaded library with the calls above declared."""
    global _declared
    if _declared is None:
        loaded = library()
        for name, (restype, argtypes) in _PROTOTYPES.items():
            try:
                function = getattr(loaded, name)
            except AttributeError:
                raise LibraryError('%s has no %s (symbol version EXILE_0.3): exile.rl needs libexile 0.3'
                                   % (loaded.exile_path, name)) from None
            function.restype, function.argtypes = restype, argtypes
        _declared = loaded
    return _declared
