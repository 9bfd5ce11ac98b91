"""Opponents by name: ExileEnv and VectorEnv against the bundled bots of
libexile-bots by their specs ("greedy", "ismcts-full:iterations=50"), the
same matches from the same seeds, on any number of threads; a learner
playing at random loses most of its matches to greedy; a spec the bots'
library does not take is a ValueError with its message."""
import os
import subprocess
import sys
import unittest

import numpy

import exile.rl as rl


def random_actions(masks, rng):
    return numpy.where(masks.astype(bool), rng.random(masks.shape), -1.0).argmax(axis=1)


def play_env(env, seed, steps, policy_seed=0):
    """A trace of @steps steps of @env from reset(seed), at random."""
    rng = numpy.random.default_rng(policy_seed)
    obs, _ = env.reset(seed=seed)
    trace = [obs['observation'].tobytes()]
    for _ in range(steps):
        obs, reward, terminated, _, _ = env.step(int(rng.choice(numpy.flatnonzero(obs['action_mask']))))
        trace.append((obs['observation'].tobytes(), reward, terminated))
        if terminated:
            obs, _ = env.reset(seed=seed + len(trace))
    return trace


def play_vector(env, seed, steps, policy_seed=0):
    rng = numpy.random.default_rng(policy_seed)
    obs, _ = env.reset(seed=seed)
    trace = [obs['observation'].tobytes()]
    for _ in range(steps):
        obs, rewards, terminated, _, _ = env.step(random_actions(obs['action_mask'], rng))
        trace.append((obs['observation'].tobytes(), obs['action_mask'].tobytes(), rewards.tobytes(),
                      terminated.tobytes()))
    return trace


class Single(unittest.TestCase):

    def test_greedy_plays_the_same_from_the_same_seed(self):
        for spec in ('greedy', 'ismcts-full:iterations=50'):
            with self.subTest(spec=spec):
                a, b = rl.ExileEnv(opponent=spec), rl.ExileEnv(opponent=spec)
                steps = 60 if spec == 'greedy' else 15
                self.assertEqual(play_env(a, 7, steps), play_env(b, 7, steps))
                self.assertEqual(play_env(a, 7, steps), play_env(a, 7, steps))  # reset(seed) reseeds the bot
                a.close()
                self.assertEqual(play_env(a, 7, 5), play_env(b, 7, 5))  # reset after close
                b.close()

    def test_random_loses_to_greedy(self):
        env = rl.ExileEnv(seat=1, opponent='greedy')
        rng = numpy.random.default_rng(1)
        results = []
        for seed in range(12):
            obs, _ = env.reset(seed=100 + seed)
            terminated = False
            while not terminated:
                obs, reward, terminated, _, _ = env.step(int(rng.choice(numpy.flatnonzero(obs['action_mask']))))
            results.append(reward)
        self.assertGreaterEqual(results.count(-1.0), 9, results)
        env.close()

    def test_an_unknown_spec_is_a_value_error(self):
        with self.assertRaises(ValueError) as caught:
            rl.ExileEnv(opponent='gredy')
        self.assertIn("there is no bot 'gredy'", str(caught.exception))
        self.assertIn('greedy', str(caught.exception))  # the names it knows
        with self.assertRaises(ValueError) as caught:
            rl.ExileEnv(opponent='ismcts-full:iterations=ten')
        self.assertIn('iterations', str(caught.exception))
        with self.assertRaises(ValueError):
            rl.ExileEnv(opponent=42)


class Vector(unittest.TestCase):

    def test_bots_play_inside_the_library_the_same_on_any_threads(self):
        for spec, steps in (('greedy', 80), ('ismcts-full:iterations=50', 10)):
            with self.subTest(spec=spec):
                one = rl.VectorEnv(6, seat=1, opponent=spec, threads=1)
                three = rl.VectorEnv(6, seat=1, opponent=spec, threads=3)
                first = play_vector(one, 3, steps)
                self.assertEqual(first, play_vector(three, 3, steps))
                self.assertEqual(first, play_vector(one, 3, steps))  # reset(seed) reseeds the bots
                for env in (one, three):
                    self.assertTrue((env.step(random_actions(env.observations['action_mask'],
                                                             numpy.random.default_rng(0)))[4]['to_act'] == 1).all())
                    env.close()

    def test_random_loses_to_greedy(self):
        env = rl.VectorEnv(16, seat=0, opponent='greedy', threads=2)
        rng = numpy.random.default_rng(2)
        obs, _ = env.reset(seed=50)
        results = []
        while len(results) < 32:
            obs, rewards, terminated, _, _ = env.step(random_actions(obs['action_mask'], rng))
            results += rewards[terminated].tolist()
        self.assertGreaterEqual(sum(r < 0 for r in results), 24, results)
        env.close()

    def test_an_unknown_spec_is_a_value_error(self):
        with self.assertRaises(ValueError) as caught:
            rl.VectorEnv(4, opponent='gredy')
        self.assertIn("there is no bot 'gredy'", str(caught.exception))
        # Both seats the caller's: no opponent to make.
        rl.VectorEnv(2, seat=None, opponent='greedy').close()


class Lookup(unittest.TestCase):

    def test_found_beside_libexile(self):
        """Without EXILE_BOTS_LIBRARY, the library is found beside libexile
        (lib/bots/ of the build tree here)."""
        env = {k: v for k, v in os.environ.items() if k != 'EXILE_BOTS_LIBRARY'}
        code = ('import exile.rl as rl; from exile.rl import _bots; '
                'e = rl.ExileEnv(opponent="greedy"); e.reset(seed=1); print(_bots.bots_library().exile_path)')
        done = subprocess.run([sys.executable, '-c', code], env=env, capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn('libexile-bots.so', done.stdout)


if __name__ == '__main__':
    unittest.main()
