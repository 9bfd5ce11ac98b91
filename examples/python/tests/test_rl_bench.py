"""rl_bench.py, the benchmark of VectorEnv from Python, runs and prints
its figures (a few steps: a benchmark, not a test of speed)."""
import os
import pathlib
import re
import subprocess
import sys
import unittest

HERE = pathlib.Path(__file__).resolve().parent.parent


class Bench(unittest.TestCase):

    def test_it_prints_its_figures(self):
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(HERE), os.environ.get('PYTHONPATH')])))
        for extra in ([], ['--opponent', 'greedy']):
            out = subprocess.run([sys.executable, str(HERE / 'rl_bench.py'), '--matches', '8', '--steps', '200',
                                  *extra], capture_output=True, text=True, env=env, timeout=120)
            self.assertEqual(out.returncode, 0, out.stderr)
            lines = out.stdout.splitlines()
            self.assertEqual(len(lines), 2, out.stdout)
            for line in lines:
                self.assertRegex(line, r'^python VectorEnv N=8 threads=[12] opponent=\S+ steps_per_second: '
                                       r'step \d+, loop \d+')
            self.assertTrue(re.search(r'one thread\)$', lines[1]))


if __name__ == '__main__':
    unittest.main()
