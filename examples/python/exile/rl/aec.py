"""The two-player environment in PettingZoo's AEC style, and an OpenSpiel-like
state, over one match. Neither package needs to be installed; when
pettingzoo can be imported, ExileAEC is a pettingzoo.AECEnv."""
import numpy

from ..match import Match
from . import core
from ._bases import AECEnv, base
from .spaces import Box, Dict, Discrete

AGENTS = ('player_0', 'player_1')


def _seed_from(rng):
    return int(rng.integers(0, 2 ** 63))


class ExileAEC(base(AECEnv)):
    """Exile: The Faraday Doctrine as an agent-environment-cycle game (a
    pettingzoo.AECEnv when pettingzoo can be imported).

    The conventions of PettingZoo's AECEnv: `possible_agents` and `agents`
    are "player_0" (seat 0) and "player_1"; `reset(seed)` deals a match
    (the same seed, the same match); `agent_iter()` yields the agent to
    act; `last()` answers (observation, cumulative reward, termination,
    truncation, info) for it; `step(action)` takes a dense action index,
    or None for an agent already terminated (which removes it). An
    observation is {"observation": float32 features, "action_mask": int8 of
    NUM_ACTIONS} for the agent, built from what its seat may see; the mask
    is all 0 but when the agent is to act. `observation_space(agent)` and
    `action_space(agent)` answer the same object at each call. The rewards
    are the returns: +1 and -1 when the match ends, 0 to both for a draw.
    """

    metadata = {'name': 'exile_v0', 'render_modes': ['ansi'], 'is_parallelizable': False}

    def __init__(self, loadouts=(None, None), max_rounds=0, flags=0, render_mode=None):
        self.possible_agents = list(AGENTS)
        self.render_mode = render_mode
        self._options = dict(loadouts=loadouts, max_rounds=max_rounds, flags=flags)
        size = core.feature_size()
        low, high = core.feature_bounds()
        self._observation_spaces = {
            a: Dict({'observation': Box(low, high, (size,), numpy.float32),
                     'action_mask': Box(0, 1, (core.NUM_ACTIONS,), numpy.int8)}) for a in AGENTS}
        self._action_spaces = {a: Discrete(core.NUM_ACTIONS) for a in AGENTS}
        # PettingZoo's older names of the same spaces, as dicts.
        self.observation_spaces, self.action_spaces = self._observation_spaces, self._action_spaces
        self.match = None
        self._rng = numpy.random.default_rng()

    # ---- spaces ----------------------------------------------------------------

    def observation_space(self, agent):
        return self._observation_spaces[agent]

    def action_space(self, agent):
        return self._action_spaces[agent]

    @property
    def num_agents(self):
        return len(self.agents)

    @property
    def max_num_agents(self):
        return len(self.possible_agents)

    # ---- the cycle -------------------------------------------------------------

    def reset(self, seed=None, options=None):
        """Deals a new match: from @seed when given, else from a random seed."""
        if seed is not None:
            self._rng = numpy.random.default_rng(seed)
            for i, a in enumerate(AGENTS):
                self._action_spaces[a].seed(seed + i)
        match_seed = _seed_from(self._rng) if seed is None else int(seed)
        if self.match is not None:
            self.match.close()
        self.match = Match(seed=match_seed, **self._options)
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos = {a: {} for a in AGENTS}
        self.agent_selection = AGENTS[self.match.to_act]

    def observe(self, agent):
        seat = AGENTS.index(agent)
        mask = core.legal_mask(self.match) if self.match.to_act == seat else numpy.zeros(core.NUM_ACTIONS,
                                                                                        dtype=numpy.int8)
        return {'observation': core.features(self.match, seat), 'action_mask': mask}

    def last(self, observe=True):
        agent = self.agent_selection
        return (self.observe(agent) if observe else None, self._cumulative_rewards[agent],
                self.terminations[agent], self.truncations[agent], self.infos[agent])

    def agent_iter(self, max_iter=2 ** 63):
        """Yields the agent to act until every agent is done (or @max_iter)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise ValueError('%s is done: its action must be None' % agent)
            self.agents.remove(agent)
            for d in (self.rewards, self._cumulative_rewards, self.terminations, self.truncations, self.infos):
                del d[agent]
            if self.agents:
                self.agent_selection = self.agents[0]
            return
        self._cumulative_rewards[agent] = 0.0
        self.match.apply(core.action_code(self.match, action))
        over = self.match.over
        r = core.returns(self.match)
        self.rewards = {a: float(r[i]) if over else 0.0 for i, a in enumerate(AGENTS)}
        for a in self.agents:
            self._cumulative_rewards[a] += self.rewards[a]
        if over:
            for a in self.agents:
                self.terminations[a] = True
            self.agent_selection = agent  # each agent then steps None once, this one first
        else:
            self.agent_selection = AGENTS[self.match.to_act]

    def render(self):
        if self.render_mode == 'ansi':
            seat = self.match.to_act
            return self.match.prompt(seat if seat >= 0 else 0)
        return None

    def close(self):
        if self.match is not None:
            self.match.close()
            self.match = None

    def state(self):
        """The complete position as match notation (every card: the referee's)."""
        return self.match.notation()


class ExileState:
    """An OpenSpiel-like state over a Match: legal_actions(), legal_actions_mask(),
    apply_action(), returns(), information_state_tensor(player),
    resample_from_infostate(player, sampler), clone(), serialize()."""

    TERMINAL = -4  # OpenSpiel's kTerminalPlayerId

    def __init__(self, match=None, seed=0):
        self.match = match if match is not None else Match(seed=seed)

    def num_distinct_actions(self):
        return core.NUM_ACTIONS

    def current_player(self):
        seat = self.match.to_act
        return seat if seat >= 0 else self.TERMINAL

    def is_terminal(self):
        return self.match.over

    def legal_actions(self, player=None):
        if player is not None and player != self.current_player():
            return []
        return core.legal_dense(self.match)

    def legal_actions_mask(self, player=None):
        if player is not None and player != self.current_player():
            return [0] * core.NUM_ACTIONS
        return [int(x) for x in core.legal_mask(self.match)]

    def apply_action(self, action):
        self.match.apply(core.action_code(self.match, action))

    def action_to_string(self, player, action):
        return self.match.describe(core.action_code(self.match, action), player)

    def returns(self):
        return [float(x) for x in core.returns(self.match)]

    def rewards(self):
        return self.returns() if self.match.over else [0.0, 0.0]

    def information_state_tensor(self, player):
        return [float(x) for x in core.features(self.match, player)]

    observation_tensor = information_state_tensor

    def resample_from_infostate(self, player, probability_sampler):
        """A state @player cannot tell from this one (exile_match_determinize):
        @probability_sampler, a function answering a float in [0, 1), or an
        int, picks the deal."""
        seed = probability_sampler if isinstance(probability_sampler, int) else int(probability_sampler() * 2 ** 63)
        return ExileState(self.match.determinize(player, seed))

    def clone(self):
        return ExileState(self.match.clone())

    def serialize(self):
        return self.match.notation()

    @classmethod
    def deserialize(cls, text):
        return cls(Match.from_notation(text))

    def __str__(self):
        return self.match.notation()
