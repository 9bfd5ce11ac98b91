"""Errors: a refused action says why and changes nothing; misuse of the
package raises a clear error; bad notation and damaged saves create
nothing."""
import dataclasses
import os
import subprocess
import sys
import unittest

import exile


def reasons_at(m):
    """{Reason: (code, text)}: one action not offered now for each reason
    the library gives the seat to act."""
    found = {}
    codes = set(m.legal_codes())
    for code in range(exile.make_action(max(exile.ActionKind) + 1)):
        if code not in codes:
            reason, text = m.why(code, m.to_act)
            found.setdefault(reason, (code, text))
    return found


class RefusedActions(unittest.TestCase):

    def test_refused_action_gives_the_reason_and_changes_nothing(self):
        with exile.Match(seed=3) as m:
            found = reasons_at(m)
            self.assertIn(exile.Reason.NOT_IN_HAND, found)
            self.assertIn(exile.Reason.WRONG_DECISION, found)
            before, legal = m.notation(), m.legal_codes()
            for reason, (code, text) in found.items():
                self.assertTrue(text)
                with self.assertRaises(exile.IllegalActionError) as refused:
                    m.apply(code)
                error = refused.exception
                self.assertEqual(error.status, exile.Status.ILLEGAL_ACTION)
                self.assertEqual(error.reason, reason)
                self.assertEqual(error.why, text)
                self.assertEqual(error.action, code)
                self.assertIn(text, str(error))
                self.assertEqual(m.notation(), before)
                self.assertEqual(m.legal_codes(), legal)
                self.assertEqual(m.action_count, 0)

    def test_why_for_each_seat(self):
        with exile.Match(seed=3) as m:
            code = m.legal_codes()[0]
            self.assertEqual(m.why(code, m.to_act), (exile.Reason.LEGAL, ''))
            self.assertEqual(m.why(code, exile.OMNISCIENT)[0], exile.Reason.LEGAL)  # the referee, asked by name
            self.assertEqual(m.why(code, 1 - m.to_act)[0], exile.Reason.NOT_YOUR_DECISION)
            self.assertEqual(m.why(1, m.to_act)[0], exile.Reason.BAD_ENCODING)
            self.assertTrue(exile.reason_str(exile.Reason.NOT_IN_HAND))
            with self.assertRaises(exile.InvalidArgumentError):
                m.why(code, 3)

    def test_game_over(self):
        with exile.Match(seed=5) as m:
            while not m.over:
                m.apply(m.legal_codes()[-1])
            with self.assertRaises(exile.GameOverError) as refused:
                m.apply(0)
            self.assertEqual(refused.exception.reason, exile.Reason.GAME_OVER)
            self.assertEqual(refused.exception.status, exile.Status.GAME_OVER)
            self.assertIsInstance(refused.exception, exile.IllegalActionError)
            # The library's words once: the reason says no more than the status.
            self.assertEqual(str(refused.exception), 'the match is over')
            self.assertEqual(refused.exception.why, 'the match is over')

    def test_a_refusal_gives_the_status_then_the_reason(self):
        with exile.Match(seed=3) as m:
            code, text = reasons_at(m)[exile.Reason.NOT_IN_HAND]
            with self.assertRaises(exile.IllegalActionError) as refused:
                m.apply(code)
            self.assertEqual(str(refused.exception), 'illegal action: ' + text)
            self.assertNotEqual(text, 'illegal action')

    def test_actions_as_text(self):
        with exile.Match(seed=3) as m:
            first = m.legal_actions()[0]
            self.assertEqual(m.parse_action(first.text), first)
            m.apply(first.text)
            self.assertEqual(m.action_count, 1)
            with self.assertRaises(exile.ParseError):
                m.apply('fly to the moon')
            self.assertEqual(m.action_count, 1)

    def test_actions_that_are_no_code(self):
        with exile.Match(seed=3) as m:
            before = m.notation()
            for bad in (-1, 2**32, 2**64):
                with self.assertRaises(exile.IllegalActionError) as refused:
                    m.apply(bad)
                self.assertEqual(refused.exception.reason, exile.Reason.BAD_ENCODING)
            for bad in (None, 1.5, b'pass', True, [0]):
                with self.assertRaises(exile.InvalidArgumentError):
                    m.apply(bad)
            self.assertEqual(m.notation(), before)


class Misuse(unittest.TestCase):

    def test_bad_seats_and_viewers(self):
        with exile.Match() as m:
            for call in (lambda: m.view(3), lambda: m.view(-1), lambda: m.observation(2), lambda: m.prompt(5),
                         lambda: m.determinize(2, 1), lambda: m.observe(7, print), lambda: m.describe(0, 9)):
                with self.assertRaises(exile.InvalidArgumentError):
                    call()
            with self.assertRaises(exile.InvalidArgumentError):
                m.observe(0, 'not a function')
            with self.assertRaises(exile.InvalidArgumentError):
                m.instance_card(exile.INSTANCE_COUNT)

    def test_get_raises_where_the_library_has_no_value(self):
        """exile_match_get answers EXILE_NO_VALUE for a bad argument: get
        raises InvalidArgumentError, as every other call does."""
        with exile.Match(seed=1) as m:
            self.assertEqual(m.get(0, exile.Field.HP, 1), exile.Card.find('EXL-02').stat(exile.Stat.BASE_HP))
            for args in ((0, exile.Field.HP, 2), (0, exile.Field.HP, 5), (0, exile.Field.HP, -1),
                         (3, exile.Field.HP, 0), (-1, exile.Field.ROUND), (0, 12345),
                         (0, exile.Field.HAND_CARD, 0, 99), (exile.OMNISCIENT, exile.Field.DECK_CARD, 1, -1)):
                with self.assertRaises(exile.InvalidArgumentError) as refused:
                    m.get(*args)
                self.assertEqual(refused.exception.status, exile.Status.INVALID_ARGUMENT)
                self.assertIsInstance(refused.exception, ValueError)
            with self.assertRaisesRegex(exile.InvalidArgumentError,
                                        r'Field\.HAND_CARD has no value for seat 0, index 99'):
                m.get(0, exile.Field.HAND_CARD, 0, 99)
            with self.assertRaisesRegex(exile.InvalidArgumentError, r'field 12345 has no value'):
                m.get(0, 12345)
            with self.assertRaisesRegex(exile.InvalidArgumentError, r'seat 2 \(0 or 1\)'):
                m.get(0, exile.Field.HP, 2)

    def test_seeds(self):
        """A seed is an int from 0 to 2**64 - 1, never wrapped into it."""
        for good in (0, 1, 2**64 - 1):
            with exile.Match(seed=good) as m, exile.Match(seed=good) as again:
                self.assertEqual(m.notation(), again.notation())
                m.determinize(0, good).close()
        with exile.Match(seed=2**64 - 1) as top, exile.Match(seed=0) as zero:
            self.assertNotEqual(top.notation(), zero.notation())
        for bad in (2**64, 2**70, -1, -2**63, True, False, 1.0, '3', None, b'1'):
            with self.assertRaises(exile.InvalidArgumentError) as refused:
                exile.Match(seed=bad)
            self.assertIsInstance(refused.exception, ValueError)
            self.assertIn('seed %r (an int from 0 to 2**64 - 1)' % (bad,), str(refused.exception))
            with exile.Match(seed=1) as m:
                with self.assertRaises(exile.InvalidArgumentError):
                    m.determinize(0, bad)

    def test_bad_options(self):
        lo = exile.Loadout.recommended(0)
        with self.assertRaises(exile.BadLoadoutError):
            exile.Match(loadouts=(dataclasses.replace(lo, memories=(lo.memories[0],) * 3), None))
        with self.assertRaises(exile.NotFoundError):
            exile.Match(loadouts=(dataclasses.replace(lo, kit='GR-999'), None))
        with self.assertRaises(exile.InvalidArgumentError):
            exile.Match(loadouts=(lo,))
        for bad in (2, 7, -2, True, 0.5, '0'):
            with self.assertRaises(exile.InvalidArgumentError) as refused:
                exile.Match(first_player=bad)
            self.assertIn('first_player %r (0 or 1, or -1 to draw it from the seed' % (bad,), str(refused.exception))
        for good in (0, 1):
            with exile.Match(first_player=good) as m:
                self.assertEqual(m.get(exile.OMNISCIENT, exile.Field.FIRST_PLAYER), good)
        exile.Match(first_player=-1).close()
        for bad in (-1, exile.MAX_ROUNDS_LIMIT + 1, True):
            with self.assertRaisesRegex(exile.InvalidArgumentError, 'max_rounds .* 1 to 65535, or 0 for 60'):
                exile.Match(max_rounds=bad)
        for bad in (4, 1 << 20, -1):
            with self.assertRaisesRegex(exile.InvalidArgumentError, r'flags .*MatchFlags, joined with \|'):
                exile.Match(flags=bad)
        exile.Match(flags=exile.MatchFlags.PERMISSIVE_BLUFF | exile.MatchFlags.CANONICAL_STAMINA).close()
        with self.assertRaises(exile.InvalidArgumentError):
            exile.Loadout('EXL-01', 'GR-03', 'GR-05', 'GR-07', ('MEM-01',))

    def test_cards(self):
        with self.assertRaises(exile.NotFoundError):
            exile.Card.find('No Such Card')
        for bad in (-1, exile.card_count()):
            with self.assertRaises(exile.InvalidArgumentError):
                exile.Card(bad)
        with self.assertRaises(exile.InvalidArgumentError):
            exile.Loadout.recommended(exile.Loadout.recommended_count())
        with self.assertRaises(exile.InvalidArgumentError):
            exile.Card(0).stat(1000)

    def test_library_lookup(self):
        """The path given to load() comes first, then EXILE_LIBRARY; one that
        holds no library says so."""
        path = exile.library().exile_path
        env = {k: v for k, v in os.environ.items() if k not in ('EXILE_LIBRARY', 'LD_LIBRARY_PATH')}
        script = 'import exile, sys; exile.load(sys.argv[1] or None); print(exile.Match(seed=1).to_act)'
        for argument, variable in ((path, '/nonexistent/libexile.so.0'), ('', path)):
            out = subprocess.run([sys.executable, '-c', script, argument], capture_output=True, text=True,
                                 env=dict(env, EXILE_LIBRARY=variable))
            self.assertEqual(out.returncode, 0, out.stderr)
            self.assertIn(out.stdout.strip(), ('0', '1'))
        out = subprocess.run([sys.executable, '-c', script, '/nonexistent/libexile.so.0'], capture_output=True,
                             text=True, env=env)
        self.assertNotEqual(out.returncode, 0)
        self.assertIn('LibraryError: libexile.so.0 not found', out.stderr)
        with self.assertRaises(exile.LibraryError):  # one process, one library
            exile.load('/nonexistent/libexile.so.0')
        self.assertIs(exile.load(), exile.library())


class BadNotationAndSaves(unittest.TestCase):

    def test_malformed_notation(self):
        for text in ('', 'garbage', 'exile-notation 1\n'):
            with self.assertRaises(exile.ParseError) as refused:
                exile.Match.from_notation(text)
            self.assertEqual(refused.exception.status, exile.Status.PARSE)
        with self.assertRaises(exile.ParseError) as refused:
            exile.Match.from_notation('garbage')
        self.assertIn('line 1', str(refused.exception))

    def test_impossible_notation(self):
        with exile.Match(seed=4) as m:
            text = m.notation()
        lines = text.splitlines(keepends=True)
        hp = next(i for i, line in enumerate(lines) if line.startswith('hp 0 '))
        lines[hp] = 'hp 0 99999\n'
        with self.assertRaises((exile.InconsistentError, exile.ParseError)) as refused:
            exile.Match.from_notation(''.join(lines))
        self.assertIn("line %d: '99999'" % (hp + 1), str(refused.exception))

    def test_damaged_saves(self):
        with exile.Match(seed=4) as m:
            data = m.save()
        self.assertEqual(len(data), exile.library().exile_match_save_size())
        damaged = bytearray(data)
        damaged[len(data) // 2] ^= 0x10
        for bad in (b'', data[:-1], bytes(damaged)):
            with self.assertRaises((exile.ParseError, exile.InvalidArgumentError)):
                exile.Match.load(bad)
        with exile.Match.load(data) as loaded:
            self.assertEqual(loaded.notation(), exile.Match(seed=4).notation())


if __name__ == '__main__':
    unittest.main()
