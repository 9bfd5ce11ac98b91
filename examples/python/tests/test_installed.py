"""The installed package, as a user meets it: meson installs the build into
a temporary DESTDIR, and the package imported from there finds the
installed libexile.so.0 through the system's loader (no EXILE_LIBRARY)."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

BUILD = os.environ.get('EXILE_BUILD_DIR')
MESON = os.environ.get('EXILE_MESON') or shutil.which('meson')

PLAY = '''
import exile
with exile.Match(seed=1) as m:
    while not m.over:
        m.apply(m.legal_codes()[0])
    print(exile.__file__)
    print(m.winner)
'''


@unittest.skipUnless(BUILD and MESON, 'EXILE_BUILD_DIR not set, or no meson')
class Installed(unittest.TestCase):

    def test_the_installed_package_plays(self):
        with tempfile.TemporaryDirectory() as destdir:
            install = subprocess.run([MESON, 'install', '-C', BUILD, '--destdir', destdir, '--no-rebuild'],
                                     capture_output=True, text=True)
            self.assertEqual(install.returncode, 0, install.stdout + install.stderr)
            site = destdir + os.environ['EXILE_PYTHON_DIR']
            libdir = destdir + os.environ['EXILE_LIBDIR']
            env = {k: v for k, v in os.environ.items() if k not in ('EXILE_LIBRARY', 'PYTHONPATH', 'LD_LIBRARY_PATH')}
            env.update(PYTHONPATH=site, LD_LIBRARY_PATH=libdir, PYTHONDONTWRITEBYTECODE='1')
            out = subprocess.run([sys.executable, '-c', PLAY], capture_output=True, text=True, env=env, cwd=destdir)
            self.assertEqual(out.returncode, 0, out.stderr)
            package, winner = out.stdout.split()
            self.assertTrue(package.startswith(site), package)
            self.assertIn(winner, ('0', '1', '2'))


if __name__ == '__main__':
    unittest.main()
