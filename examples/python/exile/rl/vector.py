"""A vector environment over <exile/batch.h>: N matches stepped in one call
of the library, into numpy arrays the library writes in place (no copy).
When gymnasium can be imported, VectorEnv is a gymnasium.vector.VectorEnv."""
import ctypes

import numpy

from .._constants import BATCH_OPTIONS_VERSION, MATCH_OPTIONS_VERSION
from .._library import CMatchOptions
from ..errors import ExileError, check
from ..match import Match
from . import core
from ._bases import SAME_STEP, GymVectorEnv, base, reset_base
from ._clib import POLICY_FN, CBatchOptions, lib
from .aec import _seed_from
from .single import OPPONENT_SEED, is_spec, opponent_function
from .spaces import Box, Dict, Discrete, MultiDiscrete


class _Borrowed(Match):
    """A batch's match handed to a policy: read it, never close it."""

    def _destroy(self, ptr):
        pass


class VectorEnv(base(GymVectorEnv)):
    """N matches at once, Gymnasium's vector conventions (a
    gymnasium.vector.VectorEnv when gymnasium can be imported).

    `reset(seed)` -> (observations, info); `step(actions)` -> (observations,
    rewards, terminations, truncations, info), where observations is
    {"observation": float32 (N, features), "action_mask": int8 (N,
    NUM_ACTIONS)}: views of the buffers the library writes, so the next step
    overwrites them (copy what you keep). A slot whose match ends starts its
    next one in the same step (its seed: seed + slot + k·N): the
    observation is already the new match's, the reward and termination the
    old one's (Gymnasium's "same-step" auto-reset,
    metadata["autoreset_mode"]; the last observation of the match that
    ended is not kept). reset() without a seed draws one.

    @seat: the learner's seat, the other played by @opponent: "random" (the
    library's own random player), the spec of a bundled bot ("greedy",
    "ismcts-full:iterations=50": one bot per slot, exile_bot_policy of
    libexile-bots, played inside the library's step on its threads, without
    Python; a spec it does not take raises ValueError with its message;
    reset(seed) seeds the bots anew, so the same seed plays the same
    matches), a function (match, seat) -> action code or an object with
    choose(match, seat) (called from the library, one slot at a time);
    rewards then has shape (N,). @seat None: both seats are the caller's;
    each step acts for info["to_act"], the observation is that seat's,
    rewards has shape (N, 2). @threads: the library's threads (it uses one
    per 64 slots at most, one per slot with an opponent other than
    "random").
    """

    metadata = {'autoreset_mode': SAME_STEP}
    render_mode = None
    spec = None

    def __init__(self, num_envs, seat=0, opponent='random', threads=1, loadouts=(None, None), max_rounds=0,
                 flags=0):
        self.num_envs = n = int(num_envs)
        if n < 1:
            raise ValueError('num_envs is at least 1')
        size = core.feature_size()
        self._obs = numpy.zeros((n, size), dtype=numpy.float32)
        self._masks = numpy.zeros((n, core.NUM_ACTIONS), dtype=numpy.uint8)
        self._rewards = numpy.zeros((n, 2), dtype=numpy.float32)
        self._dones = numpy.zeros(n, dtype=numpy.uint8)
        self._to_act = numpy.zeros(n, dtype=numpy.int32)
        self.seat = seat
        self.closed = False
        low, high = core.feature_bounds()
        self.single_action_space = Discrete(core.NUM_ACTIONS)
        self.single_observation_space = Dict({'observation': Box(low, high, (size,), numpy.float32),
                                              'action_mask': Box(0, 1, (core.NUM_ACTIONS,), numpy.int8)})
        self.action_space = MultiDiscrete(numpy.full(n, core.NUM_ACTIONS))
        self.observation_space = Dict({
            'observation': Box(numpy.broadcast_to(low, (n, size)), numpy.broadcast_to(high, (n, size)), (n, size),
                               numpy.float32),
            'action_mask': Box(0, 1, (n, core.NUM_ACTIONS), numpy.int8)})
        self._rng = numpy.random.default_rng()
        self._bot = None
        c = lib()
        mo = CMatchOptions()
        check(c.exile_match_options_init(ctypes.byref(mo), MATCH_OPTIONS_VERSION))
        mo.max_rounds, mo.flags = max_rounds, int(flags)
        self._loadouts = [lo.to_c() if lo is not None else None for lo in loadouts]  # live as long as the batch
        for s, c_loadout in enumerate(self._loadouts):
            if c_loadout is not None:
                mo.loadout[s] = ctypes.pointer(c_loadout)
        self._match_options = mo
        o = CBatchOptions()
        o.version, o.matches, o.threads = BATCH_OPTIONS_VERSION, n, threads
        o.learner = -1 if seat is None else seat
        self._error = None
        if seat is not None and is_spec(opponent):
            from ._bots import BotPolicy
            self._bot = BotPolicy(opponent, n)
            o.policy, o.policy_data = self._bot.function, self._bot.pointer
        elif seat is not None and opponent != 'random':
            choose = opponent_function(opponent)

            def policy(match_ptr, slot, _data):
                try:
                    return int(choose(_Borrowed._wrap(ctypes.c_void_p(match_ptr)), 1 - seat))
                except BaseException as e:  # raised again after the step
                    self._error = self._error or e
                    return 0xffffffff
            self._policy = POLICY_FN(policy)
            o.policy = self._policy
        o.match = ctypes.pointer(mo)
        o.observations = self._obs.ctypes.data_as(ctypes.POINTER(ctypes.c_float))
        o.masks = self._masks.ctypes.data_as(ctypes.POINTER(ctypes.c_uint8))
        o.rewards = self._rewards.ctypes.data_as(ctypes.POINTER(ctypes.c_float))
        o.dones = self._dones.ctypes.data_as(ctypes.POINTER(ctypes.c_uint8))
        o.to_act = self._to_act.ctypes.data_as(ctypes.POINTER(ctypes.c_int32))
        self._batch = ctypes.c_void_p()
        check(c.exile_batch_create(ctypes.byref(self._batch), ctypes.byref(o)))
        self._actions = numpy.zeros(n, dtype=numpy.int32)
        # The views handed out: no copy (int8 and bool views of the bytes).
        self.observations = {'observation': self._obs, 'action_mask': self._masks.view(numpy.int8)}

    def _raise(self, status):
        error, self._error = self._error, None
        if error is not None:
            raise error
        check(status)

    def reset(self, seed=None, options=None):
        reset_base(GymVectorEnv, self, seed)
        if seed is not None:
            self._rng = numpy.random.default_rng(seed)
        seed = _seed_from(self._rng) if seed is None else int(seed)
        batch = self._handle()
        if self._bot is not None:
            self._bot.reseed(seed ^ OPPONENT_SEED)
        self._raise(lib().exile_batch_reset(batch, seed))
        return self.observations, {'to_act': self._to_act}

    def step(self, actions):
        actions = numpy.asarray(actions)
        if actions.shape != (self.num_envs,):
            raise ValueError('one action per slot: shape (%d,), not %s' % (self.num_envs, actions.shape))
        self._actions[:] = actions
        self._raise(lib().exile_batch_step(self._handle(), self._actions.ctypes.data))
        rewards = self._rewards if self.seat is None else self._rewards[:, self.seat]
        return (self.observations, rewards, self._dones.view(numpy.bool_),
                numpy.zeros(self.num_envs, dtype=bool), {'to_act': self._to_act})

    def match(self, slot):
        """Slot @slot's match, to read between steps (do not keep it past the next)."""
        ptr = lib().exile_batch_match(self._handle(), slot)
        if not ptr:
            raise ExileError('no match in slot %r (before reset, or out of range)' % (slot,))
        return _Borrowed._wrap(ctypes.c_void_p(ptr))

    def _handle(self):
        if self._batch is None:
            raise ExileError('the vector environment is closed')
        return self._batch

    def close(self, **kwargs):
        if getattr(self, '_batch', None) is not None:
            lib().exile_batch_destroy(self._batch)
            self._batch = None
        if getattr(self, '_bot', None) is not None:
            self._bot.close()  # after the batch, which calls it
            self._bot = None
        self.closed = True

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
