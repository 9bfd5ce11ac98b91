#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# The bot protocol (doc/engine-protocol.md) as exile-arena plays it:
#  1. a bundled bot run as a program (exile-bot) gives the same matches as
#     the same bot linked into the arena, same seeds: 100 matches of greedy
#     against random, and ismcts-full and ismcts with small budgets, every
#     figure of --stats equal;
#  2. the Python bot of doc/engine-protocol.md, taken from the document,
#     plays 100 matches against greedy exactly as the bundled random bot
#     does (skipped without python3, or for a sanitizer build, whose
#     library Python cannot load);
#  3. a program that crashes, hangs past its time, answers an action not
#     offered, answers garbage or exits early loses each match, the arena
#     says why and plays on;
#  4. --ms gives the bundled bots a time per decision (not timed here).
#
# usage: test-protocol.sh EXILE_ARENA EXILE_BOT SOURCE_ROOT LIBEXILE_SO SANITIZE
set -u

arena=$1
bot=$2
root=$3
libexile=$4
sanitize=$5
tmp=$(mktemp -d "${TMPDIR:-/tmp}/exile-protocol.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
status=0

fail() {
    echo "FAIL: $*"
    status=1
}

# The summary and --stats of a series, the program's label written as the
# bundled bot's: the same text for the same matches.
series() {
    label=$1
    as=$2
    shift 2
    "$arena" --no-progress --stats "$@" 2>"$tmp/stderr" | sed "s|$label|$as|g"
}

# The series of the program (cmd:COMMAND) against other, and of the
# bundled bot spec in its place: the same text, or a failure naming what.
same_as() {
    command=$1
    spec=$2
    other=$3
    what=$4
    shift 4
    series x x --bots "$spec,$other" "$@" >"$tmp/linked.txt"
    series "cmd:$command" "$spec" --bots "cmd:$command,$other" "$@" >"$tmp/program.txt"
    if ! cmp -s "$tmp/linked.txt" "$tmp/program.txt"; then
        diff "$tmp/linked.txt" "$tmp/program.txt"
        cat "$tmp/stderr"
        fail "$what did not play as $spec linked in ($*)"
    else
        echo "$what against $other: the same as $spec linked in ($*): $(grep '^bot 0 (.*) wins' "$tmp/program.txt")"
    fi
}

# 1. exile-bot against the linked bots.
same() {
    spec=$1
    shift
    same_as "$bot $spec" "$spec" "$@"
}
same greedy random "exile-bot greedy" --games 100 --seed 1
same ismcts-full:iterations=25 greedy "exile-bot ismcts-full" --games 6 --seed 40 --box 2
same ismcts:iterations=25,threads=2 greedy "exile-bot ismcts" --games 6 --seed 50

# 2. The document's Python bot.
if [ "$sanitize" != none ] && [ -n "$sanitize" ]; then
    echo "SKIP (part 2): a sanitizer build: Python cannot load its library"
elif ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP (part 2): no python3"
else
    # The code block after the marker line, as the document shows it.
    awk '/<!-- protocol-bot.py/ { found = 1; next }
         found && /^```python$/ { inside = 1; next }
         inside && /^```$/ { exit }
         inside { print }' "$root/doc/engine-protocol.md" >"$tmp/random_bot.py"
    if [ ! -s "$tmp/random_bot.py" ]; then
        fail "no Python bot in doc/engine-protocol.md"
    else
        export EXILE_LIBRARY=$libexile PYTHONPATH=$root/examples/python PYTHONDONTWRITEBYTECODE=1
        same_as "python3 $tmp/random_bot.py" random greedy "the document's Python bot" --games 100 --seed 1
    fi
fi

# 3. Programs that fail lose, and the arena goes on.
misbehave() {
    mode=$1
    reason=$2
    cmd="cmd:sh $root/tests/protocol/misbehave.sh $mode"
    "$arena" --no-progress --games 3 --ms 50 --bots "$cmd,random" >"$tmp/out.txt" 2>"$tmp/err.txt"
    rc=$?
    if [ $rc -ne 0 ] ||
       ! grep -qxF "bot 1 (random) wins: 3" "$tmp/out.txt" ||
       ! grep -qF "bot 0 ($cmd) lost 3 matches by failing" "$tmp/out.txt" ||
       [ "$(grep -c "loses the match: $reason" "$tmp/err.txt")" != 3 ]; then
        cat "$tmp/out.txt" "$tmp/err.txt"
        fail "a program that does '$mode' (status $rc): not 3 matches lost with '$reason'"
    else
        echo "$mode: 3 matches lost: $(grep -m1 'loses the match' "$tmp/err.txt" | sed 's/.*loses the match: //')"
    fi
}
misbehave crash "it exited (status 139"
misbehave hang "it did not answer within 300 ms"
misbehave illegal "it answered 'attack face-up: Nothing At All', which is not one of the"
misbehave garbage "it answered 'I resign', not 'action TEXT'"
misbehave exit "it exited (status 0) before it would answer"
# A command that is no program: the shell's status 127.
"$arena" --no-progress --games 2 --bots "cmd:$tmp/no-such-bot,random" >"$tmp/out.txt" 2>"$tmp/err.txt"
if ! grep -qxF "bot 1 (random) wins: 2" "$tmp/out.txt" || ! grep -qF "it exited (status 127)" "$tmp/err.txt"; then
    cat "$tmp/out.txt" "$tmp/err.txt"
    fail "a program that does not exist"
fi

# 4. --ms for bundled bots, a program among them.
if ! "$arena" --no-progress --games 2 --ms 5 --bots "ismcts-full,cmd:$bot ismcts" >"$tmp/out.txt" 2>&1 ||
   ! grep -q "^bot 0 (ismcts-full) wins: " "$tmp/out.txt" || grep -q "loses the match" "$tmp/out.txt"; then
    cat "$tmp/out.txt"
    fail "--ms 5"
fi

[ $status -eq 0 ] && echo "PASS"
exit $status
