"""The training loop of doc/python.md ("A training loop") runs as printed,
and the table it learns beats the random player: it wins more than the
random policy does, by a margin (the seeds are fixed, so the figures are
the same at every run)."""
import contextlib
import io
import os
import re
import unittest

DOC = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'doc', 'python.md')


def training_loop():
    with open(DOC, encoding='utf-8') as f:
        text = f.read()
    section = text[text.index('### A training loop'):]
    return re.search(r'```python\n(.*?)```', section, re.S).group(1)


class TrainingLoop(unittest.TestCase):

    def test_the_loop_of_the_documentation_beats_random(self):
        scope = {'__name__': 'training_loop'}
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(training_loop(), 'doc/python.md', 'exec'), scope)
        self.assertRegex(out.getvalue(), r'^wins against the random player: learned 0\.\d\d, random 0\.\d\d$')
        self.assertGreater(scope['learned'], scope['random_play'] + 0.25, out.getvalue())


if __name__ == '__main__':
    unittest.main()
