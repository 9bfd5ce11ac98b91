#!/usr/bin/env python3
"""Runs the command lines of README.md and doc/*.md, as a reader would.

    check-doc-commands.py SOURCE_ROOT BUILD_ROOT

It finds every command the pages show (lines of ```sh blocks, indented or
fenced lines that begin with a program, and `inline code` that does) and
looks each up in tests/doc-commands.txt, which says how it is checked:

  run           run it as written from the source root, with build/ the
                build under test, `exile-*` the programs of that build,
                --games and iterations= capped (a check, not a
                measurement), and its output sent to a temporary folder
                when it writes a file;
  tmux          it is interactive: run it in tmux at 80x24 (./.ci/play
                runs the build's exile-tui), and it must still run after
                3 seconds with no usage message on the screen;
  build         the README's "Building and linking": the block run in a
                temporary folder with the prefix there, then the client
                it builds must start without LD_LIBRARY_PATH;
  alt COMMAND   run COMMAND instead, a short form of a long run;
  ci            .ci/test runs it (the line must stand in .ci/test or in a
                program .ci/test runs);
  test NAME     the meson test NAME (or suite) runs it;
  skip WHY      not run here, and why (it needs other machines);
  text          not a command (a notation header in the text).

The C programs of README.md (```c blocks with a main) are compiled
against the build and run; the ```python blocks are run with the build's
library (each after a preamble that makes a match `m` and an `action`).
A command the table does not know, or a table line no page says, fails.
"""
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROGRAM = (r'(?:\./\.ci/\w+|\.ci/\w+|build[\w-]*/\S+|examples/\S+\.(?:sh|py)|meson|ninja|cc|gcc|python3|pip3?|'
           r'mpiexec|exile-[a-z-]+|npm|node|valgrind|export|\.venv/\S+)')
TIMEOUT_S = 180


def commands(path):
    """(line, command, block) for each command of a page; block numbers
    the ```sh block it belongs to (the lines of one block share a shell)."""
    out, fence, block = [], None, 0
    lines = path.read_text().splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        n = i + 1
        i += 1
        if line.startswith('```'):
            if fence is None:
                fence = line[3:].strip()
                block += 1
            else:
                fence = None
            continue
        if fence is not None:
            cmd = line.split(' #')[0].strip()
            if fence in ('sh', 'bash') and cmd and not cmd.startswith('#'):
                out.append((n, cmd, block))
            elif fence == '' and re.match(PROGRAM + r'(\s|$)', cmd):
                out.append((n, cmd, None))
            continue
        if re.match(r' {4,}' + PROGRAM + r'(\s|$)', line):
            cmd = line.strip()
            while cmd.endswith('\\') and i < len(lines):
                cmd = cmd[:-1].rstrip() + ' ' + lines[i].strip()
                i += 1
            out.append((n, cmd, None))
            continue
        for m in re.finditer(r'`([^`]+)`', line):
            code = m.group(1)
            if re.match(r'\.?/?\.ci/', code) or (' ' in code and re.match(PROGRAM + r'\s', code)):
                out.append((n, code, None))
    return out


def code_blocks(path, lang):
    blocks, cur = [], None
    for line in path.read_text().splitlines():
        if cur is None and line.strip() == '```' + lang:
            cur = []
        elif cur is not None and line.startswith('```'):
            blocks.append('\n'.join(cur) + '\n')
            cur = None
        elif cur is not None:
            cur.append(line)
    return blocks


def read_table(path):
    table = {}
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip() or line.startswith('#'):
            continue
        cmd, sep, how = line.rpartition(' | ')
        if not sep:
            sys.exit('%s:%d: no " | " before how the command is checked' % (path, n))
        table[cmd.strip()] = how.strip()
    return table


class Runner:
    def __init__(self, src, build):
        self.src, self.build = src, build
        self.tmp = Path(tempfile.mkdtemp(prefix='doc-commands-'))
        self.env = dict(os.environ, EXILE_LIBRARY=str(build / 'libexile.so.0'), PYTHONPATH=str(src / 'examples/python'))

    def program(self, word):
        for sub in ('examples', 'examples/mpi', 'examples/server'):
            p = self.build / sub / word
            if p.is_file():
                return str(p)
        return word

    def rewrite(self, cmd):
        """The command with build/ the build under test, the programs of
        the build, the counts capped and a file it writes made a temporary
        one."""
        b = str(self.build)
        text = re.sub(r'\$PWD/build/', b + '/', cmd)
        text = re.sub(r'(?<![\w/.$-])build(?=/|\s|$)', b, text)
        text = re.sub(r'(?<![\w/.-])(exile-[a-z-]+)(?=\s|$)', lambda m: self.program(m.group(1)), text)
        text = re.sub(r'--games \d+', '--games 8', text)
        text = re.sub(r'iterations=\d+', 'iterations=10', text)
        text = re.sub(r'(\.sh \S+) \d+ ', r'\1 8 ', text)  # balance-matrix.sh's count of matches
        text = re.sub(r'> \S+', '> ' + str(self.tmp / 'out'), text)
        return text

    def sh(self, script, cwd=None, env=None, timeout=TIMEOUT_S):
        return subprocess.run(['bash', '-ec', script], cwd=cwd or self.src, env=env or self.env,
                              capture_output=True, text=True, timeout=timeout)

    def run(self, cmds):
        script = '\n'.join(self.rewrite(c) for c in cmds)
        r = self.sh(script)
        if r.returncode != 0:
            return 'exit %d: %s%s' % (r.returncode, r.stdout[-800:], r.stderr[-800:])
        return None

    def tmux(self, cmd):
        if not shutil.which('tmux'):
            return None
        if cmd.startswith('./.ci/play'):
            cmd = str(self.build / 'examples/exile-tui') + cmd[len('./.ci/play'):]
        self.sockets = getattr(self, 'sockets', 0) + 1
        sock = 'doc-commands-%d-%d' % (os.getpid(), self.sockets)
        line = 'TERM=xterm-256color %s; echo EXITED $?; sleep 60' % self.rewrite(cmd)
        subprocess.run(['tmux', '-L', sock, 'new-session', '-d', '-s', 'd', '-x', '80', '-y', '24', line],
                       check=True, cwd=self.src, env=self.env)
        try:
            time.sleep(3)
            screen = subprocess.run(['tmux', '-L', sock, 'capture-pane', '-p', '-t', 'd'], capture_output=True,
                                    text=True).stdout
        finally:
            subprocess.run(['tmux', '-L', sock, 'kill-server'], capture_output=True)
        if 'EXITED' in screen or 'usage' in screen.lower() or 'unknown option' in screen:
            return 'it stopped or printed its usage:\n' + screen
        return None

    def build_block(self, cmds):
        """The README's build, install and cc lines in a temporary folder:
        a copy of the sources, installed into a prefix there."""
        work = self.tmp / 'build-block'
        shutil.copytree(self.src, work / 'src', symlinks=True, ignore=shutil.ignore_patterns('build*', '.git', 'node_modules'))
        client = code_blocks(self.src / 'README.md', 'c')[0]
        (work / 'src' / 'my-client.c').write_text(client)
        prefix = work / 'prefix'
        script = []
        for c in cmds:
            if c.startswith('meson setup build'):
                # Unoptimised and without LTO: the commands as the README
                # gives them, at a fraction of a release build's time.
                c += (' --prefix=%s -Dtests=disabled -Dexamples=false -Ddocs=disabled -Db_lto=false'
                      ' -Doptimization=0' % prefix)
            script.append(c)
        script.append('./my-client')
        env = dict(self.env)
        env.pop('EXILE_LIBRARY')
        env.pop('LD_LIBRARY_PATH', None)
        # A compiler cache finds this folder's objects from the last run.
        env.update(CCACHE_NOHASHDIR='true', CCACHE_BASEDIR=str(work))
        env['PKG_CONFIG_PATH'] = ':'.join(str(p) for p in [prefix / 'lib/pkgconfig', *prefix.glob('lib/*/pkgconfig')])
        # The pkg-config directory is known only once installed: ask again.
        script.insert(len(script) - 2, 'export PKG_CONFIG_PATH=$(ls -d %s/lib*/pkgconfig %s/lib/*/pkgconfig 2>/dev/null '
                      '| tr "\\n" ":")' % (prefix, prefix))
        r = self.sh('\n'.join(script), cwd=work / 'src', env=env, timeout=3 * TIMEOUT_S)
        if r.returncode != 0 or 'winner:' not in r.stdout:
            return 'exit %d: %s%s' % (r.returncode, r.stdout[-1500:], r.stderr[-1500:])
        return None


def main():
    src, build = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
    table = read_table(src / 'tests/doc-commands.txt')
    pages = [src / 'README.md'] + sorted((src / 'doc').glob('*.md'))
    found = []
    for page in pages:
        found += [(page, n, c, b) for n, c, b in commands(page)]
    runner = Runner(src, build)
    problems, ran = [], 0
    ci_text = (src / '.ci/test').read_text() + (src / '.ci/fuzz').read_text()
    meson_tests = ''.join(p.read_text() for p in src.rglob('meson.build') if 'build' not in p.parts[-2])
    # The lines of one ```sh block run in one shell, in order.
    groups = {}
    for page, n, cmd, block in found:
        where = '%s:%d' % (page.relative_to(src), n)
        how = table.get(cmd)
        if how is None:
            problems.append('%s: "%s" is in no line of tests/doc-commands.txt' % (where, cmd))
            continue
        kind, _, arg = how.partition(' ')
        if kind == 'build':  # one build, whichever page names its lines
            group = groups.setdefault((None, 0, kind), [])
            if cmd not in [c for _, c in group]:
                group.append((where, cmd))
        elif kind == 'run':
            groups.setdefault((page, block if block else n, kind), []).append((where, cmd))
        elif kind == 'tmux':
            err = runner.tmux(cmd)
            ran += 1
            if err:
                problems.append('%s: "%s": %s' % (where, cmd, err))
        elif kind == 'ci':
            if not re.match(r'\.?/?\.ci/', cmd) and cmd.split()[0] not in ci_text:
                problems.append('%s: "%s" is not run by .ci/test' % (where, cmd))
        elif kind == 'test':
            if not re.search(r"test\('%s'|suite: '%s'|'%s'" % ((re.escape(arg),) * 3), meson_tests):
                problems.append('%s: no meson test or suite %s' % (where, arg))
        elif kind == 'alt':
            err = runner.run([arg])
            ran += 1
            if err:
                problems.append('%s: "%s" (run as "%s"): %s' % (where, cmd, arg, err))
        elif kind not in ('skip', 'text'):
            problems.append('%s: unknown way "%s"' % (where, how))
    for (page, _, kind), lines in groups.items():
        cmds = [c for _, c in lines]
        start = time.monotonic()
        err = runner.build_block(cmds) if kind == 'build' else runner.run(cmds)
        if os.environ.get('DOC_COMMANDS_TIMES'):
            print('%5.1f s  %s' % (time.monotonic() - start, ' / '.join(cmds)))
        ran += len(cmds)
        if err:
            problems.append('%s: "%s": %s' % (lines[0][0], ' / '.join(cmds), err))
    said = {c for _, _, c, _ in found}
    for cmd in table:
        if cmd not in said:
            problems.append('tests/doc-commands.txt names a command no page says: "%s"' % cmd)

    # The C programs of the README, built against this build and run.
    for i, prog in enumerate(code_blocks(src / 'README.md', 'c')):
        if 'int main' not in prog:
            continue
        c = runner.tmp / ('readme-%d.c' % i)
        c.write_text(prog)
        exe = runner.tmp / ('readme-%d' % i)
        r = subprocess.run([os.environ.get('CC', 'cc'), '-std=c11', '-Wall', '-Werror', '-I', str(src / 'include'),
                            '-I', str(build / 'include'), str(c), '-o', str(exe), '-L', str(build), '-lexile',
                            '-Wl,-rpath,' + str(build)], capture_output=True, text=True)
        if r.returncode != 0 or subprocess.run([str(exe)], capture_output=True).returncode != 0:
            problems.append('README.md: C program %d does not build or run: %s' % (i + 1, r.stderr[-800:]))
        ran += 1
    # The Python examples of doc/python.md, with the build's library.
    preamble = ('import exile\nm = exile.Match(seed=42)\naction = m.legal_actions()[0]\n')
    py_env = dict(runner.env, PYTHONPATH=str(src / 'examples/python'))
    for i, prog in enumerate(code_blocks(src / 'doc/python.md', 'python')):
        r = subprocess.run(['/usr/bin/python3', '-c', preamble + prog], capture_output=True, text=True, env=py_env,
                           timeout=TIMEOUT_S)
        if r.returncode != 0:
            problems.append('doc/python.md: Python block %d fails: %s' % (i + 1, r.stderr[-800:]))
        ran += 1
    shutil.rmtree(runner.tmp, ignore_errors=True)
    for p in problems:
        print(p)
    print('%d commands and programs of the pages run, %d problems' % (ran, len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
