"""How fast exile.rl's VectorEnv steps from Python, into numpy: steps per
second of env.step() alone (the library's step, its buffers read as numpy
arrays without a copy) and of a whole loop that also picks a random legal
action per slot in numpy, for N slots on 1 thread and on T threads.

    python3 rl_bench.py [--matches N] [--threads T] [--steps S] [--opponent SPEC]

Without --opponent, both seats are the caller's (as exile-batch-bench
steps); with one ("random", "greedy", ...), the learner plays seat 0 and
the opponent's decisions are played inside each step too. Needs numpy.
"""
import argparse
import time

import numpy

import exile.rl as rl


def pick(masks, rng):
    """A random legal action per row of @masks, in numpy: the k-th 1 of
    each row, k uniform below the row's count."""
    counts = numpy.cumsum(masks, axis=1, dtype=numpy.int32)
    k = (rng.random(len(masks)) * counts[:, -1]).astype(numpy.int32)
    return (counts <= k[:, None]).sum(axis=1)


def rate(n, threads, steps, opponent, seed=1):
    """(steps a second of step() alone, of the whole loop)."""
    env = rl.VectorEnv(n, seat=None if opponent is None else 0, opponent=opponent or 'random', threads=threads)
    rng = numpy.random.default_rng(seed)
    obs, _ = env.reset(seed=seed)
    rounds = max(1, steps // n)
    in_step = 0.0
    start = time.perf_counter()
    for _ in range(rounds):
        actions = pick(obs['action_mask'], rng)
        t0 = time.perf_counter()
        obs, rewards, terminated, truncated, info = env.step(actions)
        in_step += time.perf_counter() - t0
    loop = time.perf_counter() - start
    env.close()
    return rounds * n / in_step, rounds * n / loop


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--matches', type=int, default=1024, help='N, the slots (default 1024)')
    parser.add_argument('--threads', type=int, default=2, help='T, compared with 1 thread (default 2)')
    parser.add_argument('--steps', type=int, default=200000, help='the steps of each run (default 200000)')
    parser.add_argument('--opponent', default=None, help='a bot spec for seat 1 (default: both seats the caller\'s)')
    args = parser.parse_args()
    if args.matches < 1 or args.threads < 1 or args.steps < 1:
        parser.error('--matches, --threads and --steps are at least 1')
    one = None
    for threads in sorted({1, args.threads}):
        step, loop = rate(args.matches, threads, args.steps, args.opponent)
        line = 'python VectorEnv N=%d threads=%d opponent=%s steps_per_second: step %.0f, loop %.0f' % (
            args.matches, threads, args.opponent or 'none', step, loop)
        if one is not None:
            line += ' (step %.2fx one thread)' % (step / one)
        else:
            one = step
        print(line)


if __name__ == '__main__':
    main()
