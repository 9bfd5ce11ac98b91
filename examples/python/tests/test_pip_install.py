"""`pip install ./examples/python` in a fresh virtual environment, for
Debian's /usr/bin/python3 and for the python3 on PATH (pyenv's, here): the
package installs with nothing downloaded (its build backend is in the
tree), and imported from the venv, outside the checkout and with no
EXILE_LIBRARY, it finds the libexile.so.0 it was built against."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # examples/python
LIBRARY = os.environ.get('EXILE_LIBRARY')

PLAY = '''
import exile, exile._library
with exile.Match(seed=3) as m:
    while not m.over:
        m.apply(m.legal_codes()[-1])
    print(exile.__file__)
    print(exile._library.library().exile_path)
    print(m.winner)
'''


def interpreters():
    """Each Python to try once, by its real path."""
    seen, found = set(), []
    for candidate in ('/usr/bin/python3', shutil.which('python3'), sys.executable):
        if candidate and os.path.exists(candidate):
            real = subprocess.run([candidate, '-c', 'import sys; print(sys.base_prefix, sys.version)'],
                                  capture_output=True, text=True).stdout
            if real and real not in seen:
                seen.add(real)
                found.append(candidate)
    return found


def clean_env(**extra):
    env = {k: v for k, v in os.environ.items()
           if k not in ('EXILE_LIBRARY', 'PYTHONPATH', 'LD_LIBRARY_PATH', 'VIRTUAL_ENV', 'PYTHONHOME')}
    env.update(PIP_DISABLE_PIP_VERSION_CHECK='1', PYTHONDONTWRITEBYTECODE='1', **extra)
    return env


@unittest.skipUnless(LIBRARY, 'EXILE_LIBRARY not set')
class PipInstall(unittest.TestCase):

    def test_each_python_installs_and_plays_from_a_fresh_venv(self):
        pythons = interpreters()
        self.assertTrue(pythons)
        for python in pythons:
            with self.subTest(python=python), tempfile.TemporaryDirectory() as tmp:
                venv = os.path.join(tmp, 'v')
                made = subprocess.run([python, '-m', 'venv', venv], capture_output=True, text=True, env=clean_env())
                if made.returncode != 0 and 'ensurepip' in made.stdout + made.stderr:
                    self.skipTest('%s has no venv module with pip (Debian: python3-venv)' % python)
                self.assertEqual(made.returncode, 0, made.stdout + made.stderr)
                pip = subprocess.run([os.path.join(venv, 'bin', 'pip'), 'install', HERE], capture_output=True,
                                     text=True, env=clean_env(EXILE_LIBRARY=LIBRARY), cwd=tmp, timeout=300)
                self.assertEqual(pip.returncode, 0, pip.stdout + pip.stderr)
                out = subprocess.run([os.path.join(venv, 'bin', 'python'), '-c', PLAY], capture_output=True,
                                     text=True, env=clean_env(), cwd=tmp)
                self.assertEqual(out.returncode, 0, out.stderr)
                package, library, winner = out.stdout.split()
                self.assertTrue(package.startswith(venv), package)
                self.assertEqual(os.path.realpath(library), os.path.realpath(LIBRARY))
                self.assertIn(winner, ('0', '1', '2'))
                # Nothing left in the source tree by the build.
                self.assertFalse(os.path.exists(os.path.join(HERE, 'exile', '_libpath.py')))

    def test_a_missing_library_is_named(self):
        out = subprocess.run([sys.executable, '-c', 'import exile; exile.version()'], capture_output=True,
                             text=True, env=clean_env(EXILE_LIBRARY='/nonexistent/libexile.so.0', PYTHONPATH=HERE))
        self.assertNotEqual(out.returncode, 0)
        self.assertIn('LibraryError: libexile.so.0 not found', out.stderr)
        self.assertIn('/nonexistent/libexile.so.0', out.stderr)


if __name__ == '__main__':
    unittest.main()
