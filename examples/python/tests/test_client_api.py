"""The games and checks of tests/test_client_api.c, through the package:
the same seeds and the same picks give the same results as in C
(EXILE_CLIENT_GAMES, a C program playing them, prints them)."""
import ctypes
import os
import subprocess
import unittest

import exile
from exile import _library

from .support import XorShift64, checked_legal

MAX_ACTIONS = 200000


def c_results():
    """{(name, seed): (winner, actions)} of the C program, or None without it."""
    program = os.environ.get('EXILE_CLIENT_GAMES')
    if not program:
        return None
    out = subprocess.run([program], check=True, capture_output=True, text=True).stdout
    results = {}
    for line in out.splitlines():
        name, seed, winner, actions = line.split()
        results[(name, int(seed))] = (int(winner), int(actions))
    return results


class ClientApi(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.c_results = c_results()

    def check_same_as_c(self, name, seed, m):
        if self.c_results is None:
            self.skipTest('EXILE_CLIENT_GAMES not set')
        self.assertEqual((m.winner, m.action_count), self.c_results[(name, seed)],
                         '%s %d: the C client ends this match otherwise' % (name, seed))

    def test_version(self):
        number = exile.version_number()
        self.assertRegex(exile.version(), r'^\d+\.\d+\.\d+$')
        major, minor, patch = map(int, exile.version().split('.'))
        self.assertEqual(number, major * 1000000 + minor * 1000 + patch)

    def test_status_str(self):
        texts = [exile.status_str(s) for s in exile.Status]
        for text in texts:
            self.assertTrue(text)
            self.assertNotEqual(text, 'unknown status')
        self.assertEqual(len(set(texts)), len(texts))
        for unknown in (1, 2, -13, -100, 2**31 - 1, -2**31):
            self.assertEqual(exile.status_str(unknown), 'unknown status')

    def test_create_arguments(self):
        lib = exile.library()
        # No place for the match.
        self.assertEqual(lib.exile_match_create(None, None), exile.Status.INVALID_ARGUMENT)
        # Options of a version this library does not know; the handle is untouched.
        opts = _library.CMatchOptions()
        handle = ctypes.c_void_p(1234)
        for version in (exile.MATCH_OPTIONS_VERSION + 1000, 0):
            lib.exile_match_options_init(ctypes.byref(opts), exile.MATCH_OPTIONS_VERSION)
            opts.version = version
            self.assertEqual(lib.exile_match_create(ctypes.byref(handle), ctypes.byref(opts)), exile.Status.VERSION)
            self.assertEqual(handle.value, 1234)
        # The defaults: a match with a decision to take.
        with exile.Match() as m:
            self.assertIn(m.to_act, (0, 1))
            self.assertEqual(m.winner, -1)
            self.assertEqual(m.action_count, 0)
            self.assertFalse(m.over)

    def test_options_init(self):
        """The package's structs have the library's sizes, and its defaults
        are the library's."""
        lib = exile.library()
        self.assertEqual(ctypes.sizeof(_library.CMatchOptions),
                         lib.exile_match_options_size(exile.MATCH_OPTIONS_VERSION))
        self.assertEqual(ctypes.sizeof(_library.CLoadout), lib.exile_loadout_size(exile.LOADOUT_VERSION))
        self.assertEqual(lib.exile_match_options_size(0), 0)
        self.assertEqual(lib.exile_match_options_size(exile.MATCH_OPTIONS_VERSION + 1), 0)
        self.assertEqual(lib.exile_loadout_size(exile.LOADOUT_VERSION + 1), 0)
        got = _library.CMatchOptions()
        ctypes.memset(ctypes.byref(got), 0x5a, ctypes.sizeof(got))
        self.assertEqual(lib.exile_match_options_init(ctypes.byref(got), exile.MATCH_OPTIONS_VERSION),
                         exile.Status.OK)
        self.assertEqual((got.version, got.seed, got.first_player, got.max_rounds, got.flags),
                         (exile.MATCH_OPTIONS_VERSION, 0, -1, 0, 0))
        self.assertFalse(got.loadout[0] or got.loadout[1])
        self.assertEqual((got.allocator.alloc, got.allocator.free, got.allocator.user_data), (None, None, None))
        for seat in range(exile.OMNISCIENT + 1):
            self.assertFalse(got.observer[seat])
            self.assertIsNone(got.observer_data[seat])
        # Layout 1 ends before the observers: nothing of them is written.
        self.assertEqual(lib.exile_match_options_size(1), _library.CMatchOptions.observer.offset)
        ctypes.memset(ctypes.byref(got), 0x5a, ctypes.sizeof(got))
        self.assertEqual(lib.exile_match_options_init(ctypes.byref(got), 1), exile.Status.OK)
        self.assertEqual((got.version, got.first_player, got.flags), (1, -1, 0))
        tail = ctypes.string_at(ctypes.addressof(got) + _library.CMatchOptions.observer.offset,
                                ctypes.sizeof(got) - _library.CMatchOptions.observer.offset)
        self.assertEqual(set(tail), {0x5a})
        self.assertEqual(lib.exile_match_options_init(None, exile.MATCH_OPTIONS_VERSION),
                         exile.Status.INVALID_ARGUMENT)
        before = ctypes.string_at(ctypes.addressof(got), ctypes.sizeof(got))
        for version in (exile.MATCH_OPTIONS_VERSION + 1, 0):
            self.assertEqual(lib.exile_match_options_init(ctypes.byref(got), version), exile.Status.VERSION)
        self.assertEqual(ctypes.string_at(ctypes.addressof(got), ctypes.sizeof(got)), before)

    def test_null_handles(self):
        lib = exile.library()
        lib.exile_match_destroy(None)
        lib.exile_view_destroy(None)
        self.assertEqual(lib.exile_match_legal_actions(None, None, 0), 0)
        self.assertEqual(lib.exile_match_apply(None, 0), exile.Status.INVALID_ARGUMENT)
        # The package's own NULL: a closed match refuses every call.
        m = exile.Match()
        m.close()
        m.close()  # closing twice is a no-op, as destroy(NULL) is
        for call in (lambda: m.to_act, m.legal_actions, lambda: m.apply(0), m.clone, m.notation, m.save,
                     lambda: m.view(0), lambda: m.observation(0), lambda: m.determinize(0, 1)):
            with self.assertRaises(exile.InvalidArgumentError):
                call()
        self.assertEqual(repr(m), '<Match closed>')

    def test_random_matches_end_and_repeat(self):
        """Seeds 1 to 20, each played twice in lockstep with the picks of
        the C test: the same lists all along, the same winner, and the
        winner and length the C client gets."""
        for seed in range(1, 21):
            rng = XorShift64(seed * 0x9e3779b97f4a7c15 + 1)
            with exile.Match(seed=seed) as a, exile.Match(seed=seed) as b:
                steps = 0
                while a.to_act >= 0:
                    la, lb = checked_legal(self, a), checked_legal(self, b)
                    self.assertEqual(a.to_act, b.to_act)
                    self.assertTrue(la)  # a running match always offers an action
                    self.assertEqual(la, lb)
                    pick = la[rng.next() % len(la)]
                    a.apply(pick)
                    b.apply(pick)
                    steps += 1
                    self.assertEqual(a.action_count, steps)
                    self.assertLess(steps, MAX_ACTIONS)
                self.assertEqual(b.to_act, -1)
                self.assertIn(a.winner, (0, 1, 2))
                self.assertEqual(a.winner, b.winner)
                # Over: nothing offered, nothing applied.
                self.assertEqual(a.legal_codes(), [])
                with self.assertRaises(exile.GameOverError) as refused:
                    a.apply(exile.make_action(exile.ActionKind.END))
                self.assertEqual(refused.exception.reason, exile.Reason.GAME_OVER)
                self.assertEqual(a.action_count, steps)
                self.check_same_as_c('repeat', seed, a)

    def check_refused(self, m, codes, bad):
        """@bad, not among @codes, is refused and changes nothing."""
        self.assertNotIn(bad, codes)
        to_act, count, before = m.to_act, m.action_count, m.notation()
        with self.assertRaises(exile.IllegalActionError) as refused:
            m.apply(bad)
        self.assertNotIsInstance(refused.exception, exile.GameOverError)
        self.assertEqual(m.to_act, to_act)
        self.assertEqual(m.action_count, count)
        self.assertEqual(checked_legal(self, m), codes)
        self.assertEqual(m.notation(), before)

    def test_illegal_actions_refused(self):
        """At every decision of seeds 101 to 103, codes not offered (the
        smallest, a random one, codes past the action space, an unknown
        kind) are refused and leave the match as it was."""
        unknown_kind = (max(exile.ActionKind) + 1) << 8
        for seed in range(101, 104):
            rng = XorShift64(seed)
            with exile.Match(seed=seed) as m:
                while m.to_act >= 0:
                    codes = checked_legal(self, m)
                    self.assertTrue(codes)
                    smallest = next(c for c in range(len(codes) + 1) if c >= len(codes) or codes[c] != c)
                    self.check_refused(m, codes, smallest)
                    other = rng.next() % exile.ACTION_SPACE
                    while other in codes:
                        other = rng.next() % exile.ACTION_SPACE
                    self.check_refused(m, codes, other)
                    for bad in (exile.ACTION_SPACE, 2**32 - 1, unknown_kind):
                        self.check_refused(m, codes, bad)
                    m.apply(codes[rng.next() % len(codes)])
                    self.assertLess(m.action_count, MAX_ACTIONS)
                self.check_same_as_c('illegal', seed, m)


if __name__ == '__main__':
    unittest.main()
