"""The example programs run: random_bot.py plays a match to its end, and
arena.py prints a win rate that counts every game."""
import os
import pathlib
import re
import subprocess
import sys
import unittest

HERE = pathlib.Path(__file__).resolve().parent.parent


def run(script, *args):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(HERE), os.environ.get('PYTHONPATH')])))
    return subprocess.run([sys.executable, str(HERE / script), *args], capture_output=True, text=True, env=env,
                          timeout=120)


class Examples(unittest.TestCase):

    def test_random_bot(self):
        out = run('random_bot.py', '--seed', '7')
        self.assertEqual(out.returncode, 0, out.stderr)
        lines = out.stdout.splitlines()
        self.assertRegex(lines[-1], r'^The match is over: ')
        self.assertTrue(any(line.startswith('seat 0 chooses: ') for line in lines))
        self.assertEqual(run('random_bot.py', '--seed', '7', '--quiet').stdout.strip(), lines[-1])

    def test_arena(self):
        out = run('arena.py', '--games', '2', '--bots', 'greedy,random', '--seed', '3')
        self.assertEqual(out.returncode, 0, out.stderr)
        counts = re.search(r'^games 2: greedy (\d+) wins, random (\d+) wins, (\d+) draws$', out.stdout, re.M)
        self.assertIsNotNone(counts, out.stdout)
        self.assertEqual(sum(map(int, counts.groups())), 2)
        self.assertRegex(out.stdout, r'win rate of greedy: [01]\.\d{3} \(95% CI [01]\.\d{3} to [01]\.\d{3}\)')
        self.assertEqual(run('arena.py', '--bots', 'nobody,random').returncode, 2)

    def test_greedy_beats_random(self):
        """The greedy bot is a bot: over a few matches it wins more than a
        random one."""
        sys.path.insert(0, str(HERE))
        import arena
        import bots
        wins = 0
        for game in range(4):
            pair = [bots.GreedyBot(seed=game), bots.RandomBot(seed=game)]
            seats = pair if game % 2 == 0 else pair[::-1]
            winner = arena.play(seats, 500 + game)
            wins += winner == (0 if game % 2 == 0 else 1)
        self.assertGreaterEqual(wins, 3)


if __name__ == '__main__':
    unittest.main()
