"""Spaces with Gymnasium's conventions (Discrete, MultiDiscrete, Box, Dict).
When gymnasium can be imported, they are its own (gymnasium.spaces), and
the environments' spaces are instances of them; without it, the minimal
classes below, which follow them, are."""
import numpy

from ._bases import _find


class Space:
    """The base: a numpy random generator, seeded by seed()."""

    def __init__(self, shape, dtype, seed=None):
        self.shape, self.dtype = shape, numpy.dtype(dtype) if dtype is not None else None
        self.np_random = numpy.random.default_rng(seed)

    def seed(self, seed=None):
        self.np_random = numpy.random.default_rng(seed)
        return [seed]


class Discrete(Space):
    """{0, ..., n-1}. sample(mask) draws among the entries where the int8
    mask is 1 (Gymnasium's Discrete.sample(mask))."""

    def __init__(self, n, seed=None):
        super().__init__((), numpy.int64, seed)
        self.n = int(n)

    def sample(self, mask=None):
        if mask is None:
            return int(self.np_random.integers(self.n))
        mask = numpy.asarray(mask)
        if mask.shape != (self.n,) or mask.dtype != numpy.int8:
            raise ValueError('the mask is an int8 array of shape (%d,), not %s %s' % (self.n, mask.dtype, mask.shape))
        legal = numpy.flatnonzero(mask)
        if legal.size == 0:
            return 0  # Gymnasium's answer when nothing is allowed
        return int(self.np_random.choice(legal))

    def contains(self, x):
        try:
            return 0 <= int(x) < self.n and int(x) == x
        except (TypeError, ValueError):
            return False

    def __repr__(self):
        return 'Discrete(%d)' % self.n

    def __eq__(self, other):
        return isinstance(other, Discrete) and other.n == self.n


class MultiDiscrete(Space):
    """An array of integers, entry i in {0, ..., nvec[i]-1}: the actions of
    a vector environment. sample(mask) takes a tuple of int8 masks, one per
    entry, as Gymnasium's does."""

    def __init__(self, nvec, dtype=numpy.int64, seed=None):
        self.nvec = numpy.asarray(nvec, dtype=dtype)
        super().__init__(self.nvec.shape, dtype, seed)

    def sample(self, mask=None):
        if mask is None:
            return (self.np_random.random(self.nvec.shape) * self.nvec).astype(self.dtype)
        out = numpy.zeros(self.nvec.shape, dtype=self.dtype)
        for i, (n, m) in enumerate(zip(self.nvec.flat, mask)):
            legal = numpy.flatnonzero(numpy.asarray(m))
            out.flat[i] = self.np_random.choice(legal) if legal.size else 0
        return out

    def contains(self, x):
        x = numpy.asarray(x)
        return x.shape == self.shape and numpy.issubdtype(x.dtype, numpy.integer) and bool(
            numpy.all(x >= 0) and numpy.all(x < self.nvec))

    def __repr__(self):
        return 'MultiDiscrete(%s)' % (self.nvec.tolist(),)

    def __eq__(self, other):
        return isinstance(other, MultiDiscrete) and numpy.array_equal(other.nvec, self.nvec)


class Box(Space):
    """An array of @shape between @low and @high."""

    def __init__(self, low, high, shape, dtype=numpy.float32, seed=None):
        super().__init__(tuple(shape), dtype, seed)
        self.low = numpy.full(self.shape, low, dtype=self.dtype)
        self.high = numpy.full(self.shape, high, dtype=self.dtype)

    def sample(self, mask=None):
        return self.np_random.uniform(self.low, self.high, self.shape).astype(self.dtype)

    def contains(self, x):
        x = numpy.asarray(x)
        return x.shape == self.shape and x.dtype == self.dtype and bool(numpy.all(x >= self.low) and
                                                                        numpy.all(x <= self.high))

    def __repr__(self):
        return 'Box(%s, %s)' % (self.shape, self.dtype)


class Dict(Space):
    """A dict of spaces by name."""

    def __init__(self, spaces, seed=None):
        super().__init__(None, None, seed)
        self.spaces = dict(spaces)

    def __getitem__(self, key):
        return self.spaces[key]

    def sample(self, mask=None):
        return {k: s.sample() for k, s in self.spaces.items()}

    def seed(self, seed=None):
        for i, s in enumerate(self.spaces.values()):
            s.seed(None if seed is None else seed + i)
        return [seed]

    def contains(self, x):
        return isinstance(x, dict) and x.keys() == self.spaces.keys() and all(
            s.contains(x[k]) for k, s in self.spaces.items())

    def __repr__(self):
        return 'Dict(%s)' % ', '.join('%r: %r' % kv for kv in self.spaces.items())


#: Whether the spaces are gymnasium's (it could be imported).
GYMNASIUM = _find('gymnasium.spaces:Space') is not None
if GYMNASIUM:
    Discrete = _find('gymnasium.spaces:Discrete') or Discrete
    MultiDiscrete = _find('gymnasium.spaces:MultiDiscrete') or MultiDiscrete
    Box = _find('gymnasium.spaces:Box') or Box
    Dict = _find('gymnasium.spaces:Dict') or Dict
