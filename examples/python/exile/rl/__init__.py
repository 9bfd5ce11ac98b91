"""exile.rl: Exile for learning agents, with numpy.

- ExileAEC: both seats, PettingZoo's agent-environment cycle ("player_0",
  "player_1", observation dicts with an int8 action mask).
- ExileEnv: one seat against an opponent (the random player, a bundled bot
  by its spec: "greedy", "ismcts-full:iterations=50", or Python),
  Gymnasium's reset/step.
- VectorEnv: N matches per call of the library (<exile/batch.h>), into
  numpy arrays without a copy, on threads of the library's own; the
  opponent's bots too play inside the library.
- ExileState: OpenSpiel's calls (legal_actions_mask, returns,
  information_state_tensor, resample_from_infostate).
- features, legal_mask, returns, dense_index, action_code: one match in
  these terms (<exile/learn.h>).

An action is a dense index below NUM_ACTIONS, named from the side of the
seat to act, so that one policy plays either seat. Neither pettingzoo nor
gymnasium needs to be installed; exile.rl.spaces has the spaces they would.
When they can be imported, the environments subclass their base classes
(pettingzoo.AECEnv, gymnasium.Env, gymnasium.vector.VectorEnv) and the
spaces are gymnasium.spaces'.
"""
try:
    import numpy  # noqa: F401
except ImportError:  # pragma: no cover - said plainly, rather than a traceback deep inside
    raise ImportError('exile.rl needs numpy (Debian: python3-numpy; pip: exile[rl])') from None

from .aec import AGENTS, ExileAEC, ExileState
from .core import (NUM_ACTIONS, FeatureField, absolute_action, action_code, dense_index, feature_bounds,
                   feature_fields, feature_size, features, legal_dense, legal_mask, relative_action, returns)
from .single import ExileEnv
from .spaces import Box, Dict, Discrete, MultiDiscrete
from .vector import VectorEnv

__all__ = ['AGENTS', 'NUM_ACTIONS', 'ExileAEC', 'ExileEnv', 'ExileState', 'VectorEnv', 'FeatureField', 'Box', 'Dict',
           'Discrete', 'MultiDiscrete', 'absolute_action', 'action_code', 'dense_index', 'feature_bounds',
           'feature_fields', 'feature_size', 'features', 'legal_dense', 'legal_mask', 'relative_action', 'returns']
