"""Two bots for the package, in Python: random, and greedy (one ply).

A bot is an object with choose(match, seat) -> action, called when `seat`
is to act. It reads only what its seat may know: the greedy bot scores
its actions on samples of the match dealt from its seat's knowledge
(Match.determinize), never on the match itself.
"""
import random

import exile


class RandomBot:
    """Chooses uniformly among the legal actions."""

    def __init__(self, seed=0):
        self.rng = random.Random(seed)

    def choose(self, match, seat):
        return self.rng.choice(match.legal_codes())


class GreedyBot:
    """One ply, scored once the exchange has settled.

    For each legal action: on `samples` deals of what its seat cannot see,
    apply the action, let both seats play at random until the next turn
    decision (or `horizon` actions), and score the HP difference from its
    seat's side. Most actions pay off later (an attack deals its Damage
    after the Pay and the Block steps), hence the settling.
    """

    def __init__(self, seed=0, samples=2, horizon=30):
        self.rng = random.Random(seed)
        self.samples, self.horizon = samples, horizon

    def choose(self, match, seat):
        codes = match.legal_codes()
        if len(codes) == 1:
            return codes[0]
        deals = [self.rng.getrandbits(64) for _ in range(self.samples)]
        scores = {code: sum(self._score(match, seat, code, deal) for deal in deals) for code in codes}
        best = max(scores.values())
        return self.rng.choice([code for code in codes if scores[code] == best])

    def _score(self, match, seat, code, deal):
        with match.determinize(seat, deal) as sample:
            sample.apply(code)
            rng = random.Random(deal)
            for _ in range(self.horizon):
                if sample.over or sample.get(exile.OMNISCIENT, exile.Field.DECISION) == exile.Decision.TURN:
                    break
                sample.apply(rng.choice(sample.legal_codes()))
            if sample.over:
                return 1000 if sample.winner == seat else -1000 if sample.winner == 1 - seat else 0
            hp = [sample.get(seat, exile.Field.HP, s) for s in (0, 1)]
            return hp[seat] - hp[1 - seat]


BOTS = {'random': RandomBot, 'greedy': GreedyBot}
