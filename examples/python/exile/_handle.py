"""An object of the library that a Python object owns (a match, picks)."""
from .errors import InvalidArgumentError


class Handle:
    """Owns one pointer of the library: closed by close(), on leaving a with
    block, or when collected; later calls raise InvalidArgumentError."""

    _ptr = None
    _what = 'object'

    def _destroy(self, ptr):
        raise NotImplementedError

    @property
    def closed(self):
        return self._ptr is None

    def _handle(self):
        if self._ptr is None:
            raise InvalidArgumentError('invalid argument: the %s is closed' % self._what)
        return self._ptr

    def close(self):
        """Destroys the library's object; closing twice does nothing."""
        if self._ptr is not None:
            ptr, self._ptr = self._ptr, None
            self._destroy(ptr)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:  # the interpreter is shutting down: the process frees it
            pass
