"""A match in a learner's terms (<exile/learn.h>): dense actions relative to
the seat to act, the legal mask, returns, and the scaled feature vector,
all as numpy arrays."""
import ctypes

import numpy

from .._constants import DENSE_ACTIONS
from ..errors import check
from ..match import Match, _seat
from ._clib import lib

#: The number of dense action indices (EXILE_DENSE_ACTIONS).
NUM_ACTIONS = DENSE_ACTIONS


def feature_size():
    """The length of a feature vector (exile_observation_size)."""
    return lib().exile_observation_size()


class FeatureField:
    """One named field of the feature vector (exile_feature)."""

    __slots__ = ('name', 'offset', 'size', 'scale', 'low', 'high')

    def __init__(self, c):
        self.name, self.offset, self.size = c.name.decode(), c.offset, c.size
        self.scale, self.low, self.high = c.scale, c.low, c.high

    @property
    def slice(self):
        """Where the field lies in the vector."""
        return slice(self.offset, self.offset + self.size)

    def __repr__(self):
        return '<FeatureField %s [%d:%d] scale %g, %g to %g>' % (self.name, self.offset, self.offset + self.size,
                                                        self.scale, self.low, self.high)


def feature_fields():
    """Every field of the feature vector, in order: a list of FeatureField."""
    c = lib()
    return [FeatureField(c.exile_feature_get(i).contents) for i in range(c.exile_feature_count())]


def feature_bounds():
    """(low, high): float32 arrays of feature_size(), the least and the
    greatest number each feature may be (its field's bounds, scaled)."""
    size = feature_size()
    low = numpy.zeros(size, dtype=numpy.float32)
    high = numpy.zeros(size, dtype=numpy.float32)
    for f in feature_fields():
        low[f.slice], high[f.slice] = f.low / f.scale, f.high / f.scale
    return low, high


def _ptr(match):
    if not isinstance(match, Match):
        raise TypeError('a Match is expected, not %r' % (match,))
    return match._handle()


def features(match, seat, out=None):
    """What @seat sees of @match as float32 numbers, each field scaled
    (exile_match_features): nothing the seat cannot see. @out, a float32
    array of feature_size(), is written in place when given."""
    if out is None:
        out = numpy.empty(feature_size(), dtype=numpy.float32)
    check(lib().exile_match_features(_ptr(match), _seat(seat), out.ctypes.data, out.size))
    return out


def legal_mask(match, out=None):
    """The legal-action mask of the seat to act: an int8 array of
    NUM_ACTIONS, 1 where the dense index names a legal action."""
    if out is None:
        out = numpy.empty(NUM_ACTIONS, dtype=numpy.int8)
    check(lib().exile_match_legal_mask(_ptr(match), out.ctypes.data, out.size, None))
    return out


def legal_dense(match):
    """The dense indices of the legal actions, ascending (a list of int)."""
    return [int(i) for i in numpy.flatnonzero(legal_mask(match))]


def returns(match):
    """(return of seat 0, return of seat 1): +1 won, -1 lost, 0 a draw or
    while the match runs, as a float64 array."""
    c, ptr = lib(), _ptr(match)
    return numpy.array([c.exile_match_returns(ptr, 0), c.exile_match_returns(ptr, 1)], dtype=numpy.float64)


def dense_index(match, action):
    """The dense index of @action (an Action or its code) of the seat to act;
    -1 when no index names it."""
    code = action if isinstance(action, int) else action.code
    return lib().exile_match_dense_action(_ptr(match), code)


def action_code(match, dense):
    """The action code that dense index @dense names for the seat to act
    (not checked against the legal actions: apply does that)."""
    out = ctypes.c_uint32()
    check(lib().exile_match_dense_to_action(_ptr(match), int(dense), ctypes.byref(out)))
    return out.value


def relative_action(match, action):
    """The code of @action named from the side of the seat to act."""
    out = ctypes.c_uint32()
    code = action if isinstance(action, int) else action.code
    check(lib().exile_match_relative_action(_ptr(match), code, ctypes.byref(out)))
    return out.value


def absolute_action(match, relative):
    """The inverse of relative_action in the same position."""
    out = ctypes.c_uint32()
    check(lib().exile_match_absolute_action(_ptr(match), relative, ctypes.byref(out)))
    return out.value
