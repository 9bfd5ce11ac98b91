"""Minimal spaces with Gymnasium's conventions (Discrete, Box, Dict), for the
environments of exile.rl without gymnasium installed. When gymnasium can be
imported, the environments use its own spaces instead."""
import numpy


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
