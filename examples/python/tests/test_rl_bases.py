"""The environments subclass PettingZoo's and Gymnasium's base classes when
those import, and work the same without them.

Neither package is installed here: a fake gymnasium and pettingzoo (their
base classes and spaces, with the names and signatures of Gymnasium 1.x and
PettingZoo 1.x) are written to a temporary directory put first on the path
of a fresh Python, which imports exile.rl and plays each environment. Without
them (this process), the bases are object and the spaces exile.rl's own.
"""
import importlib.util
import os
import subprocess
import sys
import tempfile
import textwrap
import unittest


import exile.rl as rl
from exile.rl import spaces

HERE = os.path.dirname(os.path.abspath(__file__))

STUBS = {
    'gymnasium/__init__.py': '''
        """A stand-in for gymnasium: its Env."""
        STUB = True


        class Env:
            metadata = {'render_modes': []}
            render_mode = None
            spec = None
            _np_random = None

            def reset(self, *, seed=None, options=None):
                if seed is not None:
                    self._np_random = ('seeded', seed)

            def step(self, action):
                raise NotImplementedError

            def close(self):
                pass

            @property
            def unwrapped(self):
                return self
    ''',
    'gymnasium/spaces/__init__.py': '''
        """A stand-in for gymnasium.spaces."""
        import numpy


        class Space:
            def __init__(self, shape=None, dtype=None, seed=None):
                self.shape, self.dtype = shape, dtype
                self.seeded = seed

            def seed(self, seed=None):
                self.seeded = seed
                return [seed]


        class Discrete(Space):
            def __init__(self, n, seed=None, start=0):
                super().__init__((), numpy.int64, seed)
                self.n, self.start = int(n), start


        class MultiDiscrete(Space):
            def __init__(self, nvec, dtype=numpy.int64, seed=None):
                self.nvec = numpy.asarray(nvec, dtype=dtype)
                super().__init__(self.nvec.shape, dtype, seed)


        class Box(Space):
            def __init__(self, low, high, shape=None, dtype=numpy.float32, seed=None):
                super().__init__(tuple(shape), dtype, seed)
                self.low = numpy.full(self.shape, low, dtype=dtype)
                self.high = numpy.full(self.shape, high, dtype=dtype)


        class Dict(Space):
            def __init__(self, spaces=None, seed=None, **spaces_kwargs):
                super().__init__(None, None, seed)
                self.spaces = dict(spaces or {}, **spaces_kwargs)

            def __getitem__(self, key):
                return self.spaces[key]
    ''',
    'gymnasium/vector/__init__.py': '''
        """A stand-in for gymnasium.vector: VectorEnv and AutoresetMode."""
        import enum


        class AutoresetMode(enum.Enum):
            NEXT_STEP = 'NextStep'
            SAME_STEP = 'SameStep'
            DISABLED = 'Disabled'


        class VectorEnv:
            metadata = {}
            closed = False
            _np_random = None

            def reset(self, *, seed=None, options=None):
                if seed is not None:
                    self._np_random = ('seeded', seed)

            def step(self, actions):
                raise NotImplementedError

            def close(self, **kwargs):
                self.closed = True

            def __del__(self):
                if not getattr(self, 'closed', True):
                    self.close()
    ''',
    'pettingzoo/__init__.py': '''
        """A stand-in for pettingzoo: its AECEnv."""
        STUB = True


        class AECEnv:
            metadata = {}

            def __init__(self):
                pass

            def step(self, action):
                raise NotImplementedError
    ''',
}

# Played by a fresh Python with the stand-ins first on its path.
SCRIPT = '''
import numpy

import gymnasium
import gymnasium.spaces as S
import gymnasium.vector as V
import pettingzoo

assert gymnasium.STUB and pettingzoo.STUB
import exile.rl as rl

assert issubclass(rl.ExileEnv, gymnasium.Env), rl.ExileEnv.__mro__
assert issubclass(rl.VectorEnv, V.VectorEnv), rl.VectorEnv.__mro__
assert issubclass(rl.ExileAEC, pettingzoo.AECEnv), rl.ExileAEC.__mro__
assert rl.Discrete is S.Discrete and rl.Box is S.Box and rl.Dict is S.Dict and rl.MultiDiscrete is S.MultiDiscrete
rng = numpy.random.default_rng(0)


def legal(mask):
    return int(rng.choice(numpy.flatnonzero(mask)))


env = rl.ExileEnv(seat=1)
assert isinstance(env, gymnasium.Env)
assert isinstance(env.action_space, S.Discrete) and env.action_space.n == rl.NUM_ACTIONS
assert isinstance(env.observation_space, S.Dict) and isinstance(env.observation_space['observation'], S.Box)
obs, info = env.reset(seed=4)
assert env._np_random == ('seeded', 4)  # the base's reset() seeded it
assert env.action_space.seeded == 4
for _ in range(30):
    obs, reward, terminated, truncated, info = env.step(legal(obs['action_mask']))
    if terminated:
        obs, info = env.reset()
env.close()

vec = rl.VectorEnv(3, threads=2)
assert isinstance(vec, V.VectorEnv)
assert vec.metadata['autoreset_mode'] is V.AutoresetMode.SAME_STEP
assert isinstance(vec.action_space, S.MultiDiscrete) and list(vec.action_space.nvec) == [rl.NUM_ACTIONS] * 3
assert isinstance(vec.single_action_space, S.Discrete)
assert vec.observation_space['observation'].shape == (3, rl.feature_size())
obs, info = vec.reset(seed=2)
assert vec._np_random == ('seeded', 2)
for _ in range(30):
    obs, rewards, terminated, truncated, info = vec.step([legal(m) for m in obs['action_mask']])
vec.close()
assert vec.closed

aec = rl.ExileAEC()
assert isinstance(aec, pettingzoo.AECEnv)
assert isinstance(aec.action_space('player_0'), S.Discrete)
assert aec.observation_spaces['player_1'] is aec.observation_space('player_1')
aec.reset(seed=5)
for _, agent in zip(range(30), aec.agent_iter()):
    obs, reward, terminated, truncated, info = aec.last()
    aec.step(None if terminated or truncated else legal(obs['action_mask']))
aec.close()
print('subclassed and played')
'''


class WithStandIns(unittest.TestCase):

    def test_the_environments_subclass_the_bases(self):
        with tempfile.TemporaryDirectory() as stubs:
            for path, text in STUBS.items():
                os.makedirs(os.path.join(stubs, os.path.dirname(path)), exist_ok=True)
                with open(os.path.join(stubs, path), 'w', encoding='utf-8') as f:
                    f.write(textwrap.dedent(text))
            env = dict(os.environ, PYTHONPATH=os.pathsep.join([stubs, os.path.dirname(HERE)]))
            done = subprocess.run([sys.executable, '-c', SCRIPT], env=env, capture_output=True, text=True,
                                  timeout=120)
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        self.assertIn('subclassed and played', done.stdout)


@unittest.skipIf(importlib.util.find_spec('gymnasium') or importlib.util.find_spec('pettingzoo'),
                 'gymnasium or pettingzoo is installed')
class WithoutThem(unittest.TestCase):

    def test_the_bases_are_object_and_the_spaces_ours(self):
        for cls in (rl.ExileAEC, rl.ExileEnv, rl.VectorEnv):
            self.assertEqual(cls.__mro__, (cls, object))
        self.assertFalse(spaces.GYMNASIUM)
        self.assertIs(rl.Discrete, spaces.Discrete)
        self.assertEqual(rl.Discrete.__module__, 'exile.rl.spaces')
        env = rl.VectorEnv(2, seat=None)
        self.assertEqual(env.action_space, rl.MultiDiscrete([rl.NUM_ACTIONS] * 2))
        self.assertEqual(env.metadata['autoreset_mode'], 'SameStep')
        obs, _ = env.reset(seed=1)
        actions = env.action_space.sample(tuple(obs['action_mask']))
        self.assertTrue(env.action_space.contains(actions))
        self.assertTrue(all(obs['action_mask'][i, a] for i, a in enumerate(actions)))
        env.step(actions)
        env.close()
        self.assertTrue(env.closed)


if __name__ == '__main__':
    unittest.main()
