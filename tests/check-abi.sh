#!/bin/sh
# SPDX-License-Identifier: MIT
#
# The binary ABI against its baseline: compares the freshly built
# libexile.so with tests/abi/libexile.abi (abidiff, from abigail-tools) and
# fails on an incompatible change: a function or variable removed, or one
# changed (its parameters, its return type, or a public type it reaches: a
# member, a size, an enumerator's value). Enumerators added to an enum pass
# (before its *_COUNT sentinel, which then changes value: see growth.suppr
# below). A function or variable exported but missing from the baseline
# fails too: the baseline is regenerated with the change that adds one. Only the types of the public
# headers (include/exile) count, not the private types behind the opaque
# handles.
#
# usage: check-abi.sh BASELINE LIB HEADERS_DIR SANITIZE DEBUG
#   BASELINE     tests/abi/libexile.abi (or tests/abi/libexile-bots.abi)
#   LIB          the built libexile.so (or lib/bots/libexile-bots.so; '' when
#                the build makes no shared library)
#   HEADERS_DIR  include/exile of the source tree
#   SANITIZE     the b_sanitize option ('none' or a list)
#   DEBUG        the debug option ('true' when the library has debug info)
# Skips (77) when abidiff is missing, the build makes no shared library, is
# a sanitizer build, or has no debug information to read types from.
#
# To change the ABI on purpose (an incompatible change also needs a new
# soversion and a new node of lib/exile.map), or to record new functions
# (which go in a new node of lib/exile.map), regenerate the baseline from a default build (gcc, debugoptimized,
# shared), at the top of the source tree:
#
#   meson setup build && meson compile -C build
#   abidw --headers-dir include/exile --drop-private-types \
#       --exported-interfaces-only --no-corpus-path --no-comp-dir-path \
#       --short-locs --out-file tests/abi/libexile.abi build/libexile.so
#
# and commit tests/abi/libexile.abi with the change that needed it. The
# bots' library the same way (its node in lib/bots/exile-bots.map):
#
#   abidw --headers-dir include/exile --drop-private-types \
#       --exported-interfaces-only --no-corpus-path --no-comp-dir-path \
#       --short-locs --out-file tests/abi/libexile-bots.abi \
#       build/lib/bots/libexile-bots.so
set -u

if [ $# -ne 5 ]; then
    echo "usage: $0 BASELINE LIB HEADERS_DIR SANITIZE DEBUG" >&2
    exit 2
fi
baseline=$1
lib=$2
headers=$3
sanitize=$4
debug=$5

if ! command -v abidiff >/dev/null 2>&1; then
    echo "SKIP: abidiff not found (Debian: abigail-tools)"
    exit 77
fi
if [ -z "$lib" ]; then
    echo "SKIP: this build makes no shared library"
    exit 77
fi
if [ "$sanitize" != none ]; then
    echo "SKIP: a sanitizer build ($sanitize)"
    exit 77
fi
if [ "$debug" != true ]; then
    echo "SKIP: the library has no debug information (-Ddebug=false)"
    exit 77
fi
if [ ! -f "$baseline" ]; then
    echo "FAIL: no baseline $baseline (see tests/check-abi.sh to generate it)"
    exit 1
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/exile-abi.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# Growth is not a change: --no-added-syms leaves added functions and
# variables out of the comparison (and of the exit status), and this
# suppression lets the sentinels that count an enum's members change value
# when an enumerator is added before them. Any other enumerator changing
# value still fails. A new sentinel of the public header goes in this list.
cat >"$tmp/growth.suppr" <<'SUPPR'
[suppress_type]
  type_kind = enum
  changed_enumerators = EXILE_KW_COUNT, EXILE_ACT_KIND_COUNT, EXILE_ZONE_COUNT
SUPPR

# abidiff's exit status is a bit field (man abidiff, RETURN VALUES):
#   1 an error, 2 a usage error, 4 the ABI changed, 8 an incompatible change.
# abidiff sets 8 only for a removed symbol: a function whose parameters or
# return type changed, or a public type it reaches that changed, sets 4
# alone. Growth left out as above, either fails.
status=0
abidiff --drop-private-types --headers-dir2 "$headers" --no-added-syms \
    --suppressions "$tmp/growth.suppr" \
    "$baseline" "$lib" >"$tmp/report" 2>&1 || status=$?

if [ $((status & 3)) -ne 0 ]; then
    cat "$tmp/report"
    echo "FAIL: abidiff could not compare $lib with $baseline (status $status)"
    exit 1
fi
if [ $((status & 12)) -ne 0 ]; then
    cat "$tmp/report"
    if [ $((status & 8)) -ne 0 ]; then
        echo "FAIL: incompatible ABI change: a function or variable of the baseline was removed"
    else
        echo "FAIL: ABI change: a function or a public type of the baseline changed"
    fi
    echo "If the change is on purpose, regenerate the baseline (see tests/check-abi.sh)."
    exit 1
fi

# The baseline records every exported function and variable: one the
# library exports and the baseline lacks means the baseline was not
# regenerated with the change that added it, and fails.
abidiff --drop-private-types --headers-dir2 "$headers" \
    --suppressions "$tmp/growth.suppr" \
    "$baseline" "$lib" >"$tmp/growth" 2>&1 || true
if grep -q '^  \[A\]' "$tmp/growth"; then
    echo "Exported, but missing from the baseline:"
    grep '^  \[A\]' "$tmp/growth"
    echo "FAIL: $baseline is out of date: regenerate it (see tests/check-abi.sh)."
    exit 1
fi
echo "ABI of $lib: compatible with $baseline, which records every exported symbol"
exit 0
