"""What the tests of the package share: the random numbers of the C client
tests, and the legal list checked as they check it."""
import exile

MASK = (1 << 64) - 1


class XorShift64:
    """xorshift64 (Marsaglia, 2003), as tests/client_test.h draws it."""

    def __init__(self, state):
        self.state = state & MASK

    def next(self):
        s = self.state
        s ^= (s << 13) & MASK
        s ^= s >> 7
        s ^= (s << 17) & MASK
        self.state = s
        return s


def checked_legal(test, m):
    """The legal codes of @m, checked against the promises of the header:
    at most MAX_LEGAL_ACTIONS, each below ACTION_SPACE and of a known kind,
    ascending without duplicates."""
    codes = m.legal_codes()
    test.assertLessEqual(len(codes), exile.MAX_LEGAL_ACTIONS)
    for i, code in enumerate(codes):
        test.assertLess(code, exile.ACTION_SPACE)
        test.assertIn(code >> 8, set(exile.ActionKind))
        if i:
            test.assertLess(codes[i - 1], code)
    return codes
