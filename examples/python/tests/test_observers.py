"""Observers as Python callables: they hear the events a seat sees, from
the setup on; the library keeps calling them however Python collects its
garbage; an exception they raise never crosses into the library but
reaches the caller of apply, the action carried out; and they may read the
match, not change it."""
import gc
import unittest

import exile


def play(m, actions):
    """Applies @actions legal actions (the first each time), or to the end."""
    for _ in range(actions):
        if m.over:
            return
        m.apply(m.legal_codes()[0])


class Observers(unittest.TestCase):

    def test_events_from_the_setup_on(self):
        heard = {0: [], 1: [], exile.OMNISCIENT: []}
        observers = {seat: events.append for seat, events in heard.items()}
        with exile.Match(seed=9, observers=observers) as m:
            for events in heard.values():
                # The setup (§2): the shuffles, the first round, the opening hands.
                kinds = [e.kind for e in events]
                self.assertNotIn(exile.EventKind.ACTION, kinds)
                self.assertIn(exile.EventKind.SHUFFLE, kinds)
                self.assertEqual(events[kinds.index(exile.EventKind.ROUND_START)].amount, 1)
                self.assertTrue(all(isinstance(e, exile.Event) and e.text for e in events))
            play(m, 10**6)
            for seat, events in heard.items():
                self.assertEqual(events[-1].kind, exile.EventKind.GAME_OVER)
                self.assertEqual(events[-1].seat, m.winner)
                actions = [e for e in events if e.kind == exile.EventKind.ACTION]
                self.assertEqual(len(actions), m.action_count, seat)

        # A seat never sees a card drawn into the other's hand; the referee does.
        def drawn(seat, owner):
            return [e.card for e in heard[seat] if e.kind == exile.EventKind.CARD_MOVED
                    and e.to_zone == exile.Zone.HAND and e.seat == owner and e.from_zone == exile.Zone.DECK]
        self.assertEqual(set(drawn(0, 1)), {exile.CARD_HIDDEN})
        self.assertNotIn(exile.CARD_HIDDEN, drawn(exile.OMNISCIENT, 1))
        self.assertNotIn(exile.CARD_HIDDEN, drawn(1, 1))

    def test_observe_later_and_stop(self):
        events = []
        with exile.Match(seed=9) as m:
            m.observe(0, events.append)
            play(m, 5)
            self.assertTrue(events)
            self.assertEqual(sum(e.kind == exile.EventKind.ACTION for e in events), 5)
            heard = len(events)
            m.observe(0, None)
            play(m, 5)
            self.assertEqual(len(events), heard)

    def test_echoes(self):
        """An event that only repeats the action before it has `echo` set
        (EXILE_EVENT_ECHO): one at most per action, right after it in that
        action's events, of the kinds that repeat an action."""
        events = []
        with exile.Match(seed=4, observers={0: events.append}) as m:
            play(m, 10**6)
        echoes = [i for i, e in enumerate(events) if e.echo]
        self.assertTrue(echoes)
        repeats = {exile.EventKind.ATTACK, exile.EventKind.DECLARED, exile.EventKind.MEMORY, exile.EventKind.GEAR,
                   exile.EventKind.UNLEASHED, exile.EventKind.SPENT}
        for i in echoes:
            self.assertIn(events[i].kind, repeats)
            action = max(k for k in range(i) if events[k].kind == exile.EventKind.ACTION)
            self.assertEqual(events[action].seat, events[i].seat)
            self.assertEqual([k for k in echoes if action < k <= i], [i])
        self.assertFalse(any(e.echo for e in events if e.kind in (exile.EventKind.ACTION,
                                                                   exile.EventKind.CARD_MOVED)))

    def test_reset_keeps_the_observers_and_they_hear_the_setup(self):
        events = []
        with exile.Match(seed=1, observers={1: events.append}) as m, exile.Match(seed=2, first_player=1) as ref:
            play(m, 5)
            events.clear()
            m.reset(seed=2, first_player=1)
            self.assertEqual(m.notation(), ref.notation())
            kinds = [e.kind for e in events]
            self.assertIn(exile.EventKind.SHUFFLE, kinds)
            self.assertNotIn(exile.EventKind.ACTION, kinds)
            with self.assertRaises(exile.InvalidArgumentError):
                m.reset(first_player=5)
            self.assertEqual(m.notation(), ref.notation())

    def test_alloc_makes_a_match_to_copy_into(self):
        with exile.Match(seed=3) as other, exile.Match.alloc() as h, exile.Match() as default:
            self.assertEqual(h.notation(), default.notation())
            play(other, 4)
            h.copy_from(other)
            self.assertEqual(h.notation(), other.notation())

    def test_callbacks_stay_alive(self):
        """The package keeps the C function pointers: an observer given as a
        lambda nobody else holds is still called after a collection."""
        counts = [0]
        with exile.Match(seed=2, observers={0: lambda e: counts.__setitem__(0, counts[0] + 1)}) as m:
            m.observe(1, lambda e: counts.__setitem__(0, counts[0] + 1))
            gc.collect()
            before = counts[0]
            play(m, 20)
            self.assertGreater(counts[0], before)

    def test_clones_have_no_observers(self):
        events = []
        with exile.Match(seed=9, observers={0: events.append}) as m, m.clone() as c:
            heard = len(events)
            play(c, 5)
            self.assertEqual(len(events), heard)

    def test_copy_keeps_the_observers_of_its_target(self):
        events = []
        with exile.Match(seed=9) as m, exile.Match(seed=10) as other:
            play(other, 3)
            m.observe(0, events.append)
            m.copy_from(other)
            self.assertEqual(m.notation(), other.notation())
            play(m, 1)
            self.assertEqual(sum(e.kind == exile.EventKind.ACTION for e in events), 1)
            with self.assertRaises(exile.InvalidArgumentError):
                m.copy_from(other.notation())

    def test_an_exception_reaches_apply_after_the_action(self):
        calls = []

        def fails(event):
            calls.append(event)
            if event.kind == exile.EventKind.ACTION:
                raise KeyError('from the observer')

        with exile.Match(seed=9) as m, exile.Match(seed=9) as ref:
            m.observe(exile.OMNISCIENT, fails)
            code = m.legal_codes()[0]
            with self.assertRaises(KeyError):
                m.apply(code)
            ref.apply(code)
            # The action was carried out to its end, and every later event heard.
            self.assertEqual(m.action_count, 1)
            self.assertEqual(m.notation(), ref.notation())
            self.assertGreater(len(calls), 1)
            # The next apply raises its own exception, not the last one's.
            m.observe(exile.OMNISCIENT, None)
            m.apply(m.legal_codes()[0])
            self.assertEqual(m.action_count, 2)

    def test_an_exception_in_the_setup_reaches_the_constructor(self):
        def fails(event):
            raise RuntimeError('setup')

        with self.assertRaises(RuntimeError):
            exile.Match(seed=1, observers={0: fails})

    def test_observers_read_and_may_not_change(self):
        seen = []

        def probe(event):
            # Inside the apply: no decision pending, nothing listed.
            seen.append((m.to_act, m.legal_codes(), m.view(0).seats[0].hp))
            if event.kind == exile.EventKind.ACTION:
                m.apply(0)

        with exile.Match(seed=9) as m:
            m.observe(0, probe)
            before = m.action_count
            with self.assertRaises(exile.BusyError):
                m.apply(m.legal_codes()[0])
            self.assertEqual(m.action_count, before + 1)
            self.assertTrue(seen)
            self.assertTrue(all(to_act == -1 and codes == [] for to_act, codes, _ in seen))

    def test_an_observer_may_close_the_match(self):
        def closes(event):
            m.close()

        m = exile.Match(seed=9)
        m.observe(exile.OMNISCIENT, closes)
        m.apply(m.legal_codes()[0])
        self.assertTrue(m.closed)
        with self.assertRaises(exile.InvalidArgumentError):
            m.apply(0)


if __name__ == '__main__':
    unittest.main()
