"""Card queries, loadouts and picks, and the typed state of a match: the
View reads what <exile/state.h> gives, as the viewer sees it."""
import pickle
import random
import unittest

import exile
from exile.view import read_view


class Cards(unittest.TestCase):

    def test_every_card_found_by_code_and_name(self):
        every = exile.cards()
        self.assertEqual(len(every), exile.card_count())
        for card in every:
            self.assertEqual(exile.Card.find(card.code), card)
            self.assertEqual(exile.Card.find(card.name).name, card.name)
            self.assertIn(card.kind, set(exile.CardKind))
            self.assertIn(card.code, repr(card))
            if card.kind != exile.CardKind.MOVE:
                self.assertEqual(card.keywords(), {})
                self.assertIsNone(card.move_type)

    def test_printed_fields(self):
        needle = exile.Card.find('Last Needle')
        self.assertEqual(needle.code, 'MV-013')
        self.assertEqual(needle.kind, exile.CardKind.MOVE)
        self.assertEqual(needle.keyword(exile.Keyword.PIERCING), 2)
        self.assertEqual(needle.keyword(exile.Keyword.THROWN), 0)
        self.assertIsNone(needle.keyword(exile.Keyword.REACTION))
        self.assertTrue(needle.text)
        lark = exile.Card.find('EXL-01')
        self.assertEqual(lark.stat(exile.Stat.BASE_HP), 23)  # 25 as printed: its erratum
        weapon = exile.Card(lark.stat(exile.Stat.GEAR))
        self.assertEqual(weapon.kind, exile.CardKind.GEAR)
        self.assertEqual(weapon.stat(exile.Stat.CATEGORY), exile.GearCategory.PRIMARY)
        self.assertIsNone(lark.stat(exile.Stat.DAMAGE))

    def test_recommended_loadouts(self):
        self.assertEqual(exile.Loadout.recommended_count(), 4)
        box2 = (exile.Loadout.recommended(2), exile.Loadout.recommended(3))
        with exile.Match(seed=1, loadouts=box2) as m:
            view = m.view(0)
            self.assertEqual([s.exile.code for s in view.seats], [lo.exile for lo in box2])
            self.assertEqual([g.card.code for g in view.seats[1].gear][1:],
                             [box2[1].secondary, box2[1].protective, box2[1].kit])
            self.assertEqual([mem.card.code for mem in view.seats[0].memories], list(box2[0].memories))

    def test_picks_to_a_match(self):
        with exile.Picks(pool=exile.PicksPool.COLLECTION, chooser=1) as picks:
            self.assertEqual(picks.to_act, 1)
            rng = random.Random(3)
            while picks.to_act >= 0:
                offered = picks.legal()
                self.assertTrue(offered)
                card = rng.choice(offered)
                picks.apply(card)
                self.assertIn(picks.holder(card), (0, 1))
            with self.assertRaises(exile.GameOverError):
                picks.apply(0)
            loadouts = (picks.loadout(0), picks.loadout(1))
        with exile.Match(seed=2, loadouts=loadouts) as m:
            self.assertEqual(m.view(0).seats[1].exile.code, loadouts[1].exile)
        with exile.Picks() as picks, self.assertRaises(exile.BadLoadoutError):
            picks.loadout(0)
        self.assertTrue(picks.closed)
        self.assertEqual(repr(picks), '<Picks closed>')
        with self.assertRaises(exile.InvalidArgumentError):
            picks.legal()


class Views(unittest.TestCase):

    def test_the_converted_fields_are_fields(self):
        """The names of the fields read as bools, cards and enums are all
        fields of the header: a misspelt one would stay an int."""
        from exile import view
        for name in view._YES_OR_NO | view._CARDS | view._INSTANCES | set(view._ENUMS):
            self.assertIn(name, exile.Field.__members__)

    def test_a_view_reads_as_the_match_reads_for_that_seat(self):
        """exile_view_get (a View of a seat) and exile_match_get answer the
        same, through a random match."""
        rng = random.Random(4)
        with exile.Match(seed=4) as m:
            while not m.over:
                if m.action_count % 7 == 0:
                    for seat in (0, 1):
                        view = m.view(seat)
                        live = read_view(lambda f, s, i: m.get(seat, f, s, i), seat, view.prompt, view.notation)
                        self.assertEqual(view, live)
                        self.assertEqual(view.decision.seat, m.to_act)
                        self.assertEqual(view.seats[seat].hand_count, len(view.seats[seat].hand))
                m.apply(rng.choice(m.legal_codes()))
            self.assertEqual(m.view(0).decision.kind, exile.Decision.NONE)
            self.assertEqual(m.view(1).winner, m.winner)

    def test_what_a_seat_sees(self):
        with exile.Match(seed=6) as m:
            mine, theirs, referee = m.view(0), m.view(1), m.view(exile.OMNISCIENT)
            self.assertEqual(mine.viewer, 0)
            self.assertTrue(all(isinstance(c, exile.Card) for c in mine.seats[0].hand))
            self.assertEqual(theirs.seats[0].hand, [exile.HIDDEN] * len(mine.seats[0].hand))
            self.assertEqual(referee.seats[0].hand, mine.seats[0].hand)
            self.assertTrue(all(d.card is exile.HIDDEN for d in mine.seats[0].deck))
            self.assertEqual(mine.phase, exile.Phase.PHASE_2)
            self.assertEqual(mine.step, exile.Step.TURN)
            self.assertEqual(mine.decision.kind, exile.Decision.TURN)
            self.assertIsNone(mine.attack)
            self.assertEqual(mine.stack, [])
            self.assertEqual(mine.seats[0].hp, m.get(0, exile.Field.HP, 0))
            self.assertEqual(referee.notation, m.notation())
            self.assertIn('?', mine.notation)
            self.assertEqual(mine.prompt, m.prompt(0))
            self.assertNotEqual(mine.prompt, theirs.prompt)

    def test_seats_are_by_number_and_me_is_the_viewer(self):
        """`seats` is (seat 0, seat 1) in every view; `me` and `them` put the
        viewer's seat first; the referee's view has neither."""
        with exile.Match(seed=6) as m:
            loadouts = [m.get(exile.OMNISCIENT, exile.Field.EXILE, seat) for seat in (0, 1)]
            for viewer in (0, 1):
                v = m.view(viewer)
                self.assertEqual([int(s.exile) for s in v.seats], loadouts)
                self.assertIs(v.me, v.seats[viewer])
                self.assertIs(v.them, v.seats[1 - viewer])
                self.assertTrue(all(isinstance(c, exile.Card) for c in v.me.hand))
                self.assertTrue(all(c is exile.HIDDEN for c in v.them.hand))
                self.assertEqual(v.me.hp, m.get(viewer, exile.Field.HP, viewer))
                self.assertEqual(pickle.loads(pickle.dumps(v)).me, v.me)
            referee = m.view(exile.OMNISCIENT)
            self.assertFalse(hasattr(referee, 'me'))
            with self.assertRaisesRegex(AttributeError, r"no 'them': read seats\[0\] and seats\[1\]"):
                referee.them

    def test_an_attack_and_its_cards(self):
        """After an attack face-up, the Combat Zone shows its card to both."""
        with exile.Match(seed=6) as m:
            attack = next(a for a in m.legal_actions() if a.kind == exile.ActionKind.ATTACK_UP)
            m.apply(attack)
            for seat in (0, 1):
                zone = m.view(seat).attack
                self.assertIsNotNone(zone)
                self.assertEqual(zone.card, m.instance_card(attack.arg))
                self.assertFalse(zone.face_down)
                self.assertEqual(zone.blocks, [])

    def test_hand_instances_are_the_actions_arguments(self):
        """Each card action of the seat to act names the instance of a card
        of its view, at the position of that card; the opponent's hidden
        hand hides its instances too."""
        rng = random.Random(9)
        with exile.Match(seed=9) as m:
            while not m.over and m.action_count < 200:
                seat = m.to_act
                view = m.view(seat)
                places = {}
                for s in view.seats:
                    for pile in ('deck', 'hand', 'recall', 'destroyed', 'momentum', 'attached'):
                        cards, instances = getattr(s, pile), getattr(s, pile + '_instances')
                        self.assertEqual(len(cards), len(instances))
                        for card, instance in zip(cards, instances):
                            card = card.card if hasattr(card, 'card') else card
                            if card is exile.HIDDEN or card is None:
                                self.assertIs(instance, card)
                            else:
                                self.assertEqual(m.instance_card(instance), card)
                                places[instance] = card
                theirs = m.view(1 - seat).seats[seat]
                self.assertEqual(theirs.hand_instances.count(exile.HIDDEN), theirs.hand.count(exile.HIDDEN))
                for action in m.legal_actions():
                    instance = m.action_instance(action)
                    if instance is not None and action.kind in (exile.ActionKind.ATTACK_UP,
                                                                exile.ActionKind.CHANNEL, exile.ActionKind.BLOCK):
                        self.assertIn(instance, view.seats[seat].hand_instances)
                        self.assertIn(places[instance].name, action.text)
                m.apply(rng.choice(m.legal_codes()))
            self.assertIsNone(m.action_instance(exile.make_action(exile.ActionKind.END, 0)))
            with self.assertRaises(exile.InvalidArgumentError):
                m.action_instance(exile.make_action(exile.ActionKind.END, 0) | 0x7f00)

    def test_observation(self):
        with exile.Match(seed=6) as m:
            for seat in (0, 1):
                obs = m.observation(seat)
                self.assertEqual(len(obs), exile.observation_size())
                self.assertEqual(obs[0], seat)  # the header begins with the viewing seat
                try:
                    import numpy
                except ImportError:
                    self.assertIsInstance(obs, list)
                    self.assertTrue(all(isinstance(x, float) for x in obs))
                else:
                    self.assertIsInstance(obs, numpy.ndarray)
                    self.assertEqual(obs.dtype, numpy.float32)

    def test_actions_words_and_instances(self):
        with exile.Match(seed=6) as m:
            for action in m.legal_actions():
                self.assertEqual(m.parse_action(action.text), action)
                self.assertTrue(m.describe(action, m.to_act))
                self.assertIn(action.text, repr(action))
                self.assertEqual(exile.make_action(action.kind, action.arg), action)
            instances = [m.instance_card(i) for i in range(exile.INSTANCE_COUNT)]
            self.assertTrue(all(c.kind == exile.CardKind.MOVE for c in instances[:40]))
            self.assertTrue(all(c.kind == exile.CardKind.TOKEN for c in instances[40:]))

    def test_reprs_and_pickles(self):
        with exile.Match(seed=6) as m:
            self.assertIn('seat %d to act' % m.to_act, repr(m))
            self.assertIn('Lark Sevrin', repr(m.view(0)))
            again = pickle.loads(pickle.dumps(m))
            self.assertEqual(again.notation(), m.notation())
            while not m.over:
                m.apply(m.legal_codes()[0])
            self.assertRegex(repr(m), r'<Match over: (seat \d won|a draw) after \d+ actions>')


if __name__ == '__main__':
    unittest.main()
