"""Nothing hidden reaches a seat: over random matches, the words a seat is
given (prompt, the describe of every action it may take and of the action
its opponent took, why an action is refused) never name a Move that seat
cannot see, and its observation (the features) is the same in every match
exile_match_determinize deals for it. Which Moves a seat sees is read from
the omniscient side: the instances whose place in the seat's features is
"unseen" (§2 Zones: decks and the opponent's hand are hidden; §5 Action A:
a face-down attack until its Reveal)."""
import unittest

import numpy

import exile
import exile.rl as rl

UNSEEN = 0  # the first of the eleven places of a Move in the features


def hidden_names(m, seat):
    """The names of the Moves @seat cannot see now, less any name a Move it
    can see also bears (a second copy of a card)."""
    fields = {f.name: f for f in rl.feature_fields()}
    feats = rl.features(m, seat)
    hidden, seen = set(), set()
    for half, first in (('my.moves', seat * 20), ('their.moves', (1 - seat) * 20)):
        places = feats[fields[half].slice].reshape(20, -1)
        for k in range(20):
            name = exile.Card(m.instance_card(first + k)).name
            (hidden if places[k, UNSEEN] == 1 else seen).add(name)
    return hidden - seen


class NoLeak(unittest.TestCase):

    def assertNamesNone(self, text, names, what):
        for name in names:
            self.assertNotIn(name, text, '%s names %s, hidden from its viewer: %r' % (what, name, text))

    def test_words_and_features_of_each_seat(self):
        checked = 0
        for seed in range(6):
            rng = numpy.random.default_rng(seed)
            with exile.Match(seed=100 + seed) as m:
                while not m.over:
                    actor = m.to_act
                    codes = m.legal_codes()
                    for seat in (0, 1):
                        hidden = hidden_names(m, seat)
                        self.assertNamesNone(m.prompt(seat), hidden, 'prompt(%d)' % seat)
                        if seat == actor:
                            for code in codes:
                                self.assertNamesNone(m.describe(code, seat), hidden, 'describe(%d)' % seat)
                        # Why an action is refused may name the card the action
                        # itself names (the loadouts, so each instance's card,
                        # are public: §2), and no other the seat cannot see.
                        refused = int(rng.integers(exile.ACTION_SPACE))
                        own = exile.Card(m.instance_card(refused & 0xff)).name if (refused & 0xff) < 40 else None
                        self.assertNamesNone(m.why(refused, seat)[1], hidden - {own}, 'why(%d)' % seat)
                        feats = rl.features(m, seat)
                        twin = m.determinize(seat, int(rng.integers(2 ** 32)))
                        numpy.testing.assert_array_equal(rl.features(twin, seat), feats)
                        twin.close()
                    code = codes[int(rng.integers(len(codes)))]
                    told = m.describe(code, 1 - actor)  # what the opponent is told of it
                    m.apply(code)
                    self.assertNamesNone(told, hidden_names(m, 1 - actor), 'describe to the opponent')
                    checked += 1
        self.assertGreater(checked, 500)

    def test_a_face_down_attack_stays_unnamed(self):
        for seed in range(60):
            with exile.Match(seed=seed) as m:
                while not m.over:
                    down = [c for c in m.legal_codes() if c >> 8 == exile.ActionKind.ATTACK_DOWN]
                    if down:
                        actor, card = m.to_act, exile.Card(m.instance_card(down[0] & 0xff)).name
                        told = m.describe(down[0], 1 - actor)
                        m.apply(down[0])
                        if card in hidden_names(m, 1 - actor):
                            self.assertNotIn(card, told)
                            self.assertNotIn(card, m.prompt(1 - actor))
                            return
                        break
                    m.apply(m.legal_codes()[0])
        self.fail('no face-down attack in 60 matches')


if __name__ == '__main__':
    unittest.main()
