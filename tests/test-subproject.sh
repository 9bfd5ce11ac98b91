#!/usr/bin/env bash
# libexile as a meson subproject builds and installs its libraries
# (libexile, libexile-bots) and their headers, and nothing else: the parent of tests/subproject-parent is set
# up, built and run, and its install list and targets are checked.
#   usage: test-subproject.sh SOURCE_ROOT
set -eu
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if ! meson setup "$tmp/build" "$src/tests/subproject-parent" --wrap-mode=nodownload >"$tmp/setup.log" 2>&1; then
    cat "$tmp/setup.log"
    echo "FAIL: the parent project cannot be set up"
    exit 1
fi
meson introspect --installed "$tmp/build" >"$tmp/installed.json"
meson introspect --targets "$tmp/build" >"$tmp/targets.json"
python3 - "$tmp/installed.json" "$tmp/targets.json" <<'PY'
import json, os, sys

installed = sorted(os.path.basename(p) for p in json.load(open(sys.argv[1])).values())
targets = json.load(open(sys.argv[2]))
problems = []
# The libraries (with their soname links), their headers and pkg-config files.
for name in installed:
    if not (name.startswith(('libexile.', 'libexile-bots.')) or name.endswith('.h')
            or name in ('exile.pc', 'exile-bots.pc')):
        problems.append(f'installed: {name}')
for want in ('exile.h', 'describe.h', 'version.h', 'exile.pc'):
    if want not in installed:
        problems.append(f'not installed: {want}')
if not any(n.startswith('libexile.') for n in installed):
    problems.append('not installed: the library')
# libexile's targets are its libraries and the generated card tables; no
# program, test or documentation. The parent's own program is "parent".
for t in targets:
    if t['subproject'] == 'libexile' and t['type'] not in ('shared library', 'static library', 'custom'):
        problems.append(f"libexile target: {t['name']} ({t['type']})")
    if t['subproject'] == 'libexile' and t['type'] == 'custom' and t['name'] == 'doc':
        problems.append('libexile target: the documentation')
for p in problems:
    print('FAIL:', p)
print('installed:', ', '.join(installed))
sys.exit(1 if problems else 0)
PY
if ! meson compile -C "$tmp/build" >"$tmp/compile.log" 2>&1; then
    tail -n 30 "$tmp/compile.log"
    echo "FAIL: the parent project does not build"
    exit 1
fi
"$tmp/build/parent"
echo "PASS"
