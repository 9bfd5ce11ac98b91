"""Random simulation in the manner of OpenSpiel's random_sim_test: many
matches played at random to their end, with the invariants of the API
checked at every decision: a running match offers actions and an ended
one none; a clone, the notation read back and a save loaded back are the
same match; every observation has the library's size."""
import random
import unittest

import exile

MATCHES = 24
MAX_ACTIONS = 200000


def setups():
    """The matches: Box 1's and Box 2's first games and drafts from the
    collection, with the canonical Stamina order or any, and either seat
    first."""
    rng = random.Random(15)
    for n in range(MATCHES):
        if n % 3 == 0:
            loadouts = (None, None)
        elif n % 3 == 1:
            loadouts = (exile.Loadout.recommended(2), exile.Loadout.recommended(3))
        else:
            with exile.Picks(pool=exile.PicksPool.COLLECTION, chooser=n % 2) as picks:
                while picks.to_act >= 0:
                    picks.apply(rng.choice(picks.legal()))
                loadouts = (picks.loadout(0), picks.loadout(1))
        flags = exile.MatchFlags.CANONICAL_STAMINA if n % 2 else 0
        yield dict(seed=1000 + n, loadouts=loadouts, flags=flags, first_player=n % 2)


class RandomSimulation(unittest.TestCase):

    def check_same_match(self, a, b, codes):
        self.assertEqual(a.notation(), b.notation())
        self.assertEqual(a.legal_codes(), codes)
        self.assertEqual(a.to_act, b.to_act)

    def test_random_matches(self):
        size = exile.observation_size()
        for options in setups():
            rng = random.Random(options['seed'])
            with self.subTest(seed=options['seed']), exile.Match(**options) as m:
                self.assertEqual(m.to_act, options['first_player'])
                while not m.over:
                    codes = m.legal_codes()
                    self.assertTrue(codes)
                    self.assertIn(m.to_act, (0, 1))
                    self.assertEqual(m.winner, -1)
                    with m.clone() as twin:
                        self.check_same_match(twin, m, codes)
                        with exile.Match.from_notation(m.notation()) as read:
                            self.check_same_match(read, m, codes)
                        with exile.Match.load(m.save()) as loaded:
                            self.check_same_match(loaded, m, codes)
                        for seat in (0, 1):
                            self.assertEqual(len(m.observation(seat)), size)
                        pick = rng.choice(codes)
                        count = m.action_count
                        m.apply(pick)
                        twin.apply(pick)
                        self.assertEqual(m.action_count, count + 1)
                        self.assertEqual(twin.notation(), m.notation())
                    self.assertLess(m.action_count, MAX_ACTIONS)
                self.assertIn(m.winner, (0, 1, 2))
                self.assertEqual(m.to_act, -1)
                self.assertEqual(m.legal_codes(), [])
                for seat in (0, 1):
                    self.assertEqual(len(m.observation(seat)), size)
                    self.assertEqual(m.view(seat).decision.kind, exile.Decision.NONE)
                with exile.Match.from_notation(m.notation()) as read:
                    self.assertTrue(read.over)
                    self.assertEqual(read.winner, m.winner)


if __name__ == '__main__':
    unittest.main()
