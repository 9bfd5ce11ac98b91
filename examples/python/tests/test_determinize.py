"""Determinize: a sample keeps everything the seat knows (its View, its
observation, its prompt) and deals again what it does not."""
import random
import unittest

import exile


class Determinize(unittest.TestCase):

    def test_a_sample_keeps_the_seats_view(self):
        """Through random matches of both boxes, at every tenth decision,
        each seat's view of a sample equals its view of the match."""
        boxes = [(None, None), (exile.Loadout.recommended(2), exile.Loadout.recommended(3))]
        for seed in range(1, 7):
            rng = random.Random(seed)
            with exile.Match(seed=seed, loadouts=boxes[seed % 2]) as m:
                while not m.over:
                    if m.action_count % 10 == 0:
                        for seat in (0, 1):
                            with m.determinize(seat, rng.getrandbits(64)) as sample:
                                self.assertEqual(sample.view(seat), m.view(seat))
                                self.assertEqual(list(sample.observation(seat)), list(m.observation(seat)))
                                self.assertEqual(sample.to_act, m.to_act)
                    m.apply(rng.choice(m.legal_codes()))

    def test_the_hidden_cards_are_dealt_again(self):
        """At the first decision the opponent's hand and both decks are
        hidden from a seat: samples differ in them, and never in the seat's
        own hand."""
        with exile.Match(seed=11) as m:
            truth = m.view(exile.OMNISCIENT)
            hands, decks = set(), set()
            for seed in range(20):
                with m.determinize(0, seed) as sample:
                    seen = sample.view(exile.OMNISCIENT)
                    self.assertEqual(seen.seats[0].hand, truth.seats[0].hand)
                    hands.add(tuple(sorted(seen.seats[1].hand)))
                    decks.add(tuple(d.card for d in seen.seats[0].deck))
            self.assertGreater(len(hands), 1)
            self.assertGreater(len(decks), 1)
            # The opponent's hand is hidden from seat 0, as a view shows.
            self.assertTrue(all(card is exile.HIDDEN for card in m.view(0).seats[1].hand
                                if card is exile.HIDDEN or card.kind != exile.CardKind.TOKEN))

    def test_the_same_seed_the_same_sample(self):
        with exile.Match(seed=11) as m, m.determinize(1, 5) as a, m.determinize(1, 5) as b:
            self.assertEqual(a.notation(), b.notation())
            self.assertEqual(m.action_count, a.action_count)


if __name__ == '__main__':
    unittest.main()
