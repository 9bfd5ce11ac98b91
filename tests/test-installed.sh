#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# The installed libraries, as a user meets them: installs the build into a
# temporary DESTDIR, compiles examples/random-match.c with the flags of the
# installed exile.pc, runs it against the installed libexile.so and checks
# that it prints a winner; then compiles examples/bot-match.c with the flags
# of exile-bots.pc alone and plays ismcts-full against greedy with the
# installed libexile-bots.so.
#
# usage: test-installed.sh BUILD_DIR RANDOM_MATCH_C BOT_MATCH_C
# environment (set by tests/meson.build):
#   CC              the C compiler command
#   EXILE_PREFIX    the configured prefix (e.g. /usr/local)
#   EXILE_LIBDIR    the configured libdir, absolute
#   EXILE_SANITIZE  the b_sanitize option of the build ("none" or a list)
set -eu

build_dir=$1
source_file=$2
bot_source_file=$3
cc=${CC:-cc}
sanitize=${EXILE_SANITIZE:-none}

for tool in meson pkg-config; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "SKIP: $tool not found"
        exit 77
    fi
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/exile-installed.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
destdir=$tmp/root

if ! meson install -C "$build_dir" --destdir "$destdir" >"$tmp/install.log" 2>&1; then
    cat "$tmp/install.log"
    echo "FAIL: meson install --destdir failed"
    exit 1
fi

libdir=$destdir$EXILE_LIBDIR
pcdir=$libdir/pkgconfig
if [ ! -f "$pcdir/exile.pc" ]; then
    echo "FAIL: no exile.pc in $pcdir"
    exit 1
fi
for f in "$destdir$EXILE_PREFIX/include/exile/exile.h" \
         "$destdir$EXILE_PREFIX/include/exile/version.h" \
         "$destdir$EXILE_PREFIX/include/exile/bots.h" "$pcdir/exile-bots.pc" \
         "$libdir/libexile.so" "$libdir/libexile.so.0" \
         "$libdir/libexile-bots.so" "$libdir/libexile-bots.so.0"; do
    if [ ! -e "$f" ]; then
        echo "FAIL: not installed: ${f#"$destdir"}"
        exit 1
    fi
done

# exile.pc names the final paths (-I/usr/local/include); the sysroot makes
# pkg-config prefix them with the DESTDIR, and PKG_CONFIG_LIBDIR keeps any
# exile.pc installed on this system out of the search.
flags=$(PKG_CONFIG_LIBDIR=$pcdir PKG_CONFIG_PATH='' PKG_CONFIG_SYSROOT_DIR=$destdir \
        pkg-config --cflags --libs exile)

# A build with sanitizers has an instrumented libexile.so: the program must
# load the same runtime first.
extra=
if [ "$sanitize" != none ] && [ -n "$sanitize" ]; then
    extra=-fsanitize=$sanitize
fi

# The installed header must be self-contained, strict C11.
# shellcheck disable=SC2086 # $cc, $flags and $extra are word lists
if ! $cc -std=c11 -Wall -Wextra -Wpedantic -Werror $extra \
        -o "$tmp/random-match" "$source_file" $flags >"$tmp/cc.log" 2>&1; then
    cat "$tmp/cc.log"
    echo "FAIL: random-match.c does not build against the installed library"
    exit 1
fi

# The program must find the installed library, not the one in the build tree.
# Thousands of seeded matches to the end, twice: the same seeds give the
# same results.
if ! LD_LIBRARY_PATH=$libdir "$tmp/random-match" 7 2000 >"$tmp/out.txt" 2>&1 ||
   ! LD_LIBRARY_PATH=$libdir "$tmp/random-match" 7 2000 >"$tmp/again.txt" 2>&1; then
    cat "$tmp/out.txt"
    echo "FAIL: random-match exited with an error"
    exit 1
fi
if LD_LIBRARY_PATH=$libdir ldd "$tmp/random-match" 2>/dev/null | grep -F libexile | grep -qvF "$libdir"; then
    LD_LIBRARY_PATH=$libdir ldd "$tmp/random-match"
    echo "FAIL: random-match did not load the installed libexile.so"
    exit 1
fi
if [ "$(grep -Ec '^winner: [012]$' "$tmp/out.txt")" != 2000 ]; then
    head "$tmp/out.txt"
    echo "FAIL: not 2000 'winner: N' lines"
    exit 1
fi
if ! cmp -s "$tmp/out.txt" "$tmp/again.txt"; then
    echo "FAIL: the same seeds gave other results"
    exit 1
fi
sort "$tmp/out.txt" | uniq -c

# The bots: exile-bots.pc alone gives the flags (it requires exile).
bot_flags=$(PKG_CONFIG_LIBDIR=$pcdir PKG_CONFIG_PATH='' PKG_CONFIG_SYSROOT_DIR=$destdir \
            pkg-config --cflags --libs exile-bots)
# shellcheck disable=SC2086 # word lists, as above
if ! $cc -std=c11 -Wall -Wextra -Wpedantic -Werror $extra \
        -o "$tmp/bot-match" "$bot_source_file" $bot_flags >"$tmp/cc-bots.log" 2>&1; then
    cat "$tmp/cc-bots.log"
    echo "FAIL: bot-match.c does not build against the installed libexile-bots"
    exit 1
fi
for seed in 1 2; do
    if ! LD_LIBRARY_PATH=$libdir "$tmp/bot-match" $seed ismcts-full:iterations=100 greedy \
            >>"$tmp/bots.txt" 2>&1; then
        cat "$tmp/bots.txt"
        echo "FAIL: bot-match exited with an error"
        exit 1
    fi
done
if LD_LIBRARY_PATH=$libdir ldd "$tmp/bot-match" 2>/dev/null | grep -F libexile | grep -qvF "$libdir"; then
    LD_LIBRARY_PATH=$libdir ldd "$tmp/bot-match"
    echo "FAIL: bot-match did not load the installed libraries"
    exit 1
fi
if [ "$(grep -Ec '^ismcts-full:iterations=100 vs greedy: winner: [012]$' "$tmp/bots.txt")" != 2 ]; then
    cat "$tmp/bots.txt"
    echo "FAIL: not 2 matches of ismcts-full against greedy"
    exit 1
fi
cat "$tmp/bots.txt"
echo "PASS: the installed libraries build and run random-match and bot-match"
