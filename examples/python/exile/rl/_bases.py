"""The base classes of the environments: PettingZoo's and Gymnasium's own
when they can be imported, so that isinstance(env, gymnasium.Env) and the
tools that check it hold; else object, and exile.rl works the same.

- ExileAEC subclasses pettingzoo.AECEnv (pettingzoo.utils.env.AECEnv);
- ExileEnv subclasses gymnasium.Env;
- VectorEnv subclasses gymnasium.vector.VectorEnv;
- the spaces are gymnasium.spaces' (exile.rl.spaces).

Neither package is imported until exile.rl is. The environments call no
base constructor (their signatures differ between releases: Gymnasium
0.29's VectorEnv took the spaces, 1.0's takes nothing) and set the
attributes the bases expect themselves.
"""
import importlib


def _find(*paths):
    """The first class of @paths ("module:Class") that imports, else None."""
    for path in paths:
        module, _, name = path.partition(':')
        try:
            found = getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError):
            continue
        if isinstance(found, type):
            return found
    return None


AECEnv = _find('pettingzoo:AECEnv', 'pettingzoo.utils.env:AECEnv')
GymEnv = _find('gymnasium:Env')
GymVectorEnv = _find('gymnasium.vector:VectorEnv')

#: Gymnasium's name of the vector environments' auto-reset (1.1 and later:
#: gymnasium.vector.AutoresetMode.SAME_STEP), else its text.
_mode = _find('gymnasium.vector:AutoresetMode')
SAME_STEP = getattr(_mode, 'SAME_STEP', 'SameStep') if _mode is not None else 'SameStep'


def base(cls):
    """@cls, or object when it could not be imported."""
    return cls if cls is not None else object


def reset_base(cls, env, seed):
    """Seeds the base's np_random as its reset(seed=...) does (Gymnasium's
    Env and 1.0's VectorEnv), when @cls, the base, is there; a base whose
    reset() does more (0.29's VectorEnv: reset_wait) is left alone."""
    if cls is None:
        return
    try:
        cls.reset(env, seed=seed)
    except (TypeError, NotImplementedError):
        pass
