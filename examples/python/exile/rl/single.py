"""A single-agent environment in Gymnasium's style: the learner plays one
seat, an opponent the other, inside step(). Gymnasium need not be
installed; when it can be imported, ExileEnv is a gymnasium.Env."""
import numpy

from ..match import Match
from . import core
from ._bases import GymEnv, base, reset_base
from .aec import _seed_from
from .spaces import Box, Dict, Discrete

#: What the opponent's random numbers are seeded with, beside the match's seed.
OPPONENT_SEED = 0x5DEECE66D


def _random_opponent(env):
    def choose(match, seat):
        codes = match.legal_codes()
        return codes[int(env._opponent_rng.integers(len(codes)))]
    return choose


def is_spec(opponent):
    """Whether @opponent names a bundled bot by its spec (any text but
    "random", which is the environments' own random player)."""
    return isinstance(opponent, str) and opponent != 'random'


def opponent_function(opponent, env=None):
    """A function (match, seat) -> action code from @opponent: "random", an
    object with choose(match, seat) (the bots of examples/python/bots.py),
    or such a function itself. (A bot spec: see ExileEnv.)"""
    if opponent == 'random':
        return _random_opponent(env)
    if hasattr(opponent, 'choose'):
        return opponent.choose
    if callable(opponent):
        return opponent
    raise ValueError('opponent: "random", a bot spec ("greedy", "ismcts-full:iterations=50"), a function '
                     '(match, seat) -> action, or an object with choose(); not %r' % (opponent,))


class ExileEnv(base(GymEnv)):
    """Exile against an opponent, with Gymnasium's conventions (a
    gymnasium.Env when gymnasium can be imported):
    `reset(seed=None, options=None)` -> (observation, info);
    `step(action)` -> (observation, reward, terminated, truncated, info).
    The observation is {"observation": float32 features of the learner's
    seat, "action_mask": int8 of NUM_ACTIONS}; info repeats the mask as
    "action_mask". An action is a dense index. The reward is the return
    (+1, -1, 0) at the end, else 0.

    @seat is the learner's seat (0 or 1); @opponent is "random", the spec
    of a bundled bot of libexile-bots ("greedy", "ismcts",
    "ismcts-full:iterations=50": <exile/bots.h>; a spec it does not take
    raises ValueError with its message), a function (match, seat) -> action
    code, or an object with such a choose() (examples/python/bots.py:
    GreedyBot). The random player and a bot are seeded from the match's
    seed: reset(seed) plays the same match again."""

    metadata = {'render_modes': ['ansi']}

    def __init__(self, seat=0, opponent='random', loadouts=(None, None), max_rounds=0, flags=0, render_mode=None):
        if seat not in (0, 1):
            raise ValueError('seat is 0 or 1, not %r' % (seat,))
        self.seat, self.render_mode = seat, render_mode
        self._options = dict(loadouts=loadouts, max_rounds=max_rounds, flags=flags)
        self._bot, self._spec = None, opponent if is_spec(opponent) else None
        if self._spec is not None:
            from ._bots import BotPolicy
            self._bot = BotPolicy(opponent, 1)  # the spec checked now
            self._opponent = self._bot_choose
        else:
            self._opponent = opponent_function(opponent, self)
        self._rng = numpy.random.default_rng()
        self._opponent_rng = numpy.random.default_rng()
        size = core.feature_size()
        low, high = core.feature_bounds()
        self.observation_space = Dict({'observation': Box(low, high, (size,), numpy.float32),
                                       'action_mask': Box(0, 1, (core.NUM_ACTIONS,), numpy.int8)})
        self.action_space = Discrete(core.NUM_ACTIONS)
        self.match = None

    def _bot_choose(self, match, seat):
        return self._bot.choose(match._handle(), 0)

    def _play_opponent(self):
        m = self.match
        while not m.over and m.to_act != self.seat:
            m.apply(self._opponent(m, m.to_act))

    def _observe(self):
        mask = core.legal_mask(self.match)
        return {'observation': core.features(self.match, self.seat), 'action_mask': mask}, {'action_mask': mask}

    def reset(self, seed=None, options=None):
        reset_base(GymEnv, self, seed)
        if seed is not None:
            self._rng = numpy.random.default_rng(seed)
            self.action_space.seed(seed)
        match_seed = _seed_from(self._rng) if seed is None else int(seed)
        self._opponent_rng = numpy.random.default_rng(match_seed ^ OPPONENT_SEED)
        if self._spec is not None:
            if self._bot is None:  # closed, then reset again
                from ._bots import BotPolicy
                self._bot = BotPolicy(self._spec, 1)
            self._bot.reseed(match_seed ^ OPPONENT_SEED)
        if self.match is not None:
            self.match.close()
        self.match = Match(seed=match_seed, **self._options)
        self._play_opponent()
        return self._observe()

    def step(self, action):
        if self.match is None or self.match.over:
            raise RuntimeError('step() after the end of the match: call reset()')
        self.match.apply(core.action_code(self.match, action))
        self._play_opponent()
        obs, info = self._observe()
        over = self.match.over
        reward = float(core.returns(self.match)[self.seat]) if over else 0.0
        return obs, reward, over, False, info

    def render(self):
        if self.render_mode == 'ansi':
            return self.match.prompt(self.seat)
        return None

    def close(self):
        if self.match is not None:
            self.match.close()
            self.match = None
        if self._bot is not None:
            self._bot.close()
            self._bot = None
