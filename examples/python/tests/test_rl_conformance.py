"""exile.rl against the checks of the tools researchers use, written here
(neither pettingzoo, gymnasium nor open_spiel is needed):

PettingZoo's api_test: possible_agents and agents; observation_space(agent)
and action_space(agent) the same object at each call; reset() returning
None; agent_iter() yielding agent_selection; last() of a 5-tuple whose
observation lies in the space, with an int8 action mask of shape (n,)
that names only legal actions; rewards, cumulative rewards, terminations,
truncations and infos dicts keyed by the live agents, bools for the flags;
a terminated agent stepped with None and then removed; agents empty at the
end; an illegal action refused. seed_test: two environments reset with
the same seed and fed the same actions agree at every step.

OpenSpiel's RandomSimTest: legal actions sorted and unique; the mask
equals the list; a clone equal to the state; serialize/deserialize round
trip; observation tensors finite and of a fixed size; returns zero-sum and
within [-1, 1]; the length of a game within its bound (the house rule of
60 rounds); resample_from_infostate keeping the player's information
state.

Gymnasium: reset -> (obs, info), step -> 5-tuple, Discrete.sample(mask)
choosing only legal actions; the vector environment's numpy views written
in place without a copy.
"""
import math
import unittest

import numpy

import exile
import exile.rl as rl


def play_aec(env, seed, policy_seed):
    """A whole AEC game with actions sampled from the masks; the trace."""
    env.reset(seed=seed)
    rng = numpy.random.default_rng(policy_seed)
    trace = []
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            action = None
        else:
            action = int(rng.choice(numpy.flatnonzero(obs['action_mask'])))
        trace.append((agent, obs['observation'].tobytes(), obs['action_mask'].tobytes(), reward, term, action))
        env.step(action)
    return trace


class AECApi(unittest.TestCase):

    def test_api(self):
        env = rl.ExileAEC()
        self.assertIsNone(env.reset(seed=11))
        self.assertEqual(env.possible_agents, ['player_0', 'player_1'])
        self.assertEqual(env.agents, ['player_0', 'player_1'])
        for agent in env.possible_agents:
            self.assertIs(env.observation_space(agent), env.observation_space(agent))
            self.assertIs(env.action_space(agent), env.action_space(agent))
            self.assertEqual(env.action_space(agent).n, rl.NUM_ACTIONS)
        rng = numpy.random.default_rng(1)
        steps, removed, illegal_checked = 0, [], False
        for agent in env.agent_iter():
            self.assertEqual(agent, env.agent_selection)
            obs, reward, term, trunc, info = env.last()
            self.assertIsInstance(term, bool)
            self.assertIsInstance(trunc, bool)
            self.assertIsInstance(reward, float)
            self.assertIsInstance(info, dict)
            self.assertTrue(env.observation_space(agent).contains(obs), agent)
            mask = obs['action_mask']
            self.assertEqual((mask.dtype, mask.shape), (numpy.int8, (rl.NUM_ACTIONS,)))
            for d in (env.rewards, env._cumulative_rewards, env.terminations, env.truncations, env.infos):
                self.assertEqual(sorted(d), sorted(env.agents))
            if term or trunc:
                self.assertEqual(int(mask.sum()), 0)
                with self.assertRaises(ValueError):
                    env.step(0)  # a done agent steps None only
                env.step(None)
                removed.append(agent)
                self.assertNotIn(agent, env.agents)
                continue
            self.assertEqual(agent, rl.AGENTS[env.match.to_act])
            legal = set(numpy.flatnonzero(mask).tolist())
            self.assertEqual(legal, set(rl.legal_dense(env.match)))
            self.assertEqual(len(legal), len(env.match.legal_codes()))
            other = rl.AGENTS[1 - env.match.to_act]
            self.assertEqual(int(env.observe(other)['action_mask'].sum()), 0)  # not its turn
            if not illegal_checked:
                bad = int(numpy.flatnonzero(mask == 0)[0])
                with self.assertRaises(exile.ExileError):
                    env.step(bad)
                illegal_checked = True
            env.step(env.action_space(agent).sample(mask))
            steps += 1
        self.assertEqual(env.agents, [])
        self.assertEqual(sorted(removed), ['player_0', 'player_1'])
        self.assertGreater(steps, 10)

    def test_rewards_are_the_returns(self):
        for seed in range(5):
            env = rl.ExileAEC()
            env.reset(seed=seed)
            totals = {a: 0.0 for a in rl.AGENTS}
            rng = numpy.random.default_rng(seed)
            for agent in env.agent_iter():
                obs, reward, term, trunc, _ = env.last()
                totals[agent] += reward
                env.step(None if term or trunc else int(rng.choice(numpy.flatnonzero(obs['action_mask']))))
            winner = env.match.winner
            want = {0: (1.0, -1.0), 1: (-1.0, 1.0), 2: (0.0, 0.0)}[winner]
            self.assertEqual((totals['player_0'], totals['player_1']), want)

    def test_seed(self):
        a, b = rl.ExileAEC(), rl.ExileAEC()
        self.assertEqual(play_aec(a, 5, 9), play_aec(b, 5, 9))
        self.assertNotEqual(play_aec(a, 5, 9), play_aec(a, 6, 9))


class OpenSpielChecks(unittest.TestCase):

    def test_random_simulation(self):
        size = rl.feature_size()
        for seed in range(8):
            state = rl.ExileState(seed=seed)
            rng = numpy.random.default_rng(seed)
            length = 0
            while not state.is_terminal():
                player = state.current_player()
                legal = state.legal_actions()
                self.assertEqual(legal, sorted(set(legal)))
                mask = state.legal_actions_mask()
                self.assertEqual([i for i, x in enumerate(mask) if x], legal)
                self.assertEqual(state.legal_actions(1 - player), [])
                if length % 9 == 0:
                    clone = state.clone()
                    self.assertEqual(str(clone), str(state))
                    self.assertEqual(rl.ExileState.deserialize(state.serialize()).serialize(), state.serialize())
                    for p in (0, 1):
                        tensor = state.information_state_tensor(p)
                        self.assertEqual(len(tensor), size)
                        self.assertTrue(all(math.isfinite(x) for x in tensor))
                        twin = state.resample_from_infostate(p, lambda: float(rng.random()))
                        self.assertEqual(twin.information_state_tensor(p), tensor)
                    self.assertEqual(state.returns(), [0.0, 0.0])
                state.apply_action(int(rng.choice(legal)))
                length += 1
            self.assertEqual(state.current_player(), rl.ExileState.TERMINAL)
            returns = state.returns()
            self.assertEqual(sum(returns), 0.0)
            self.assertTrue(all(-1.0 <= r <= 1.0 for r in returns))
            self.assertLessEqual(state.match.get(exile.OMNISCIENT, exile.Field.ROUND), exile.DEFAULT_MAX_ROUNDS)


class GymStyle(unittest.TestCase):

    def test_single_agent(self):
        for seat in (0, 1):
            env = rl.ExileEnv(seat=seat)
            obs, info = env.reset(seed=3)
            self.assertTrue(env.observation_space.contains(obs))
            self.assertIs(info['action_mask'], obs['action_mask'])
            done, total, steps = False, 0.0, 0
            while not done:
                self.assertEqual(env.match.to_act, seat)
                action = env.action_space.sample(obs['action_mask'])
                self.assertEqual(obs['action_mask'][action], 1)
                obs, reward, terminated, truncated, info = env.step(action)
                self.assertIsInstance(terminated, bool)
                self.assertFalse(truncated)
                done, total, steps = terminated, total + reward, steps + 1
            self.assertEqual(total, rl.returns(env.match)[seat])
            with self.assertRaises(RuntimeError):
                env.step(0)

    def test_vector_views_and_reference(self):
        """Both seats the caller's: the vector environment against the
        one-match calls, step for step, with its arrays written in place."""
        n = 3
        env = rl.VectorEnv(n, seat=None, threads=2)
        obs, info = env.reset(seed=20)
        views = (obs['observation'], obs['action_mask'])
        matches = [exile.Match(seed=20 + i) for i in range(n)]
        seeds = [20 + i for i in range(n)]
        rng = numpy.random.default_rng(0)
        for _ in range(400):
            actions = [int(rng.choice(numpy.flatnonzero(obs['action_mask'][i]))) for i in range(n)]
            obs, rewards, terms, truncs, info = env.step(actions)
            self.assertIs(obs['observation'], views[0])  # the same arrays, written in place
            self.assertIs(obs['action_mask'], views[1])
            self.assertEqual((rewards.shape, terms.dtype), ((n, 2), numpy.bool_))
            for i, m in enumerate(matches):
                m.apply(rl.action_code(m, actions[i]))
                self.assertEqual(bool(terms[i]), m.over)
                if m.over:
                    self.assertEqual(rewards[i].tolist(), rl.returns(m).tolist())
                    seeds[i] += n
                    matches[i] = m = exile.Match(seed=seeds[i])
                self.assertEqual(info['to_act'][i], m.to_act)
                numpy.testing.assert_array_equal(obs['observation'][i], rl.features(m, m.to_act))
                numpy.testing.assert_array_equal(obs['action_mask'][i], rl.legal_mask(m))
        env.close()

    def test_vector_with_a_python_opponent(self):
        calls = []

        def last_legal(match, seat):
            calls.append(seat)
            return match.legal_codes()[-1]
        env = rl.VectorEnv(4, seat=0, opponent=last_legal, threads=2)
        obs, _ = env.reset(seed=1)
        rng = numpy.random.default_rng(2)
        ends = 0
        for _ in range(300):
            actions = [int(rng.choice(numpy.flatnonzero(m))) for m in obs['action_mask']]
            obs, rewards, terms, _, info = env.step(actions)
            self.assertTrue((info['to_act'] == 0).all())
            ends += int(terms.sum())
            self.assertTrue(set(rewards[terms].tolist()) <= {-1.0, 0.0, 1.0})
        self.assertTrue(calls and set(calls) == {1})
        self.assertGreater(ends, 0)

        def broken(match, seat):
            raise KeyError('from the policy')
        env = rl.VectorEnv(2, seat=0, opponent=broken)
        with self.assertRaises(KeyError):
            for _ in range(50):
                obs, *_ = env.reset(seed=3)
                env.step([int(numpy.flatnonzero(m)[0]) for m in obs['action_mask']])

    def test_spaces(self):
        space = rl.Discrete(5, seed=1)
        mask = numpy.array([0, 1, 0, 1, 0], dtype=numpy.int8)
        self.assertEqual({space.sample(mask) for _ in range(50)}, {1, 3})
        with self.assertRaises(ValueError):
            space.sample(numpy.array([1, 1], dtype=numpy.int8))
        fields = rl.feature_fields()
        self.assertEqual(sum(f.size for f in fields), rl.feature_size())
        self.assertIn('my.hp', [f.name for f in fields])


if __name__ == '__main__':
    unittest.main()
