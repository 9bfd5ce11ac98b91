"""The calls that put the match in words take their viewer as a required
argument: a frontend that leaves it out fails at once instead of reading
the referee's words (which name face-down cards). OMNISCIENT, asked for by
name, still gives them."""
import unittest

import exile


def face_down_attack(m):
    """Plays the seat to act's first legal actions until it can attack
    face-down; returns that action's code, or None."""
    for _ in range(200):
        if m.over:
            return None
        codes = m.legal_codes()
        down = [c for c in codes if c >> 8 == exile.ActionKind.ATTACK_DOWN]
        if down:
            return down[0]
        m.apply(codes[0])
    return None


class ViewerRequired(unittest.TestCase):

    def test_words_need_a_viewer(self):
        with exile.Match(seed=5) as m:
            code = m.legal_codes()[0]
            for call in (lambda: m.prompt(), lambda: m.describe(code), lambda: m.why(code)):
                with self.assertRaises(TypeError):
                    call()
            self.assertTrue(m.prompt(m.to_act))
            self.assertTrue(m.prompt(exile.OMNISCIENT))

    def test_a_face_down_attack_is_named_only_to_its_player_and_by_name(self):
        for seed in range(1, 40):
            with exile.Match(seed=seed) as m:
                code = face_down_attack(m)
                if code is None:
                    continue
                card = exile.Card(m.instance_card(code & 0xff)).name
                seat = m.to_act
                self.assertIn(card, m.describe(code, seat))
                self.assertIn(card, m.describe(code, exile.OMNISCIENT))
                self.assertNotIn(card, m.describe(code, 1 - seat))  # §5 Action A: face-down is hidden
                return
        self.fail('no face-down attack offered in 39 matches')


if __name__ == '__main__':
    unittest.main()
