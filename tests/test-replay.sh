#!/usr/bin/env bash
# A replay (seed and actions as text) plays back exactly: exile-arena
# records a watched match between two bots, plays the file back, and both
# end alike; a damaged replay is refused.
#   usage: test-replay.sh EXILE_ARENA
set -eu
arena=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$arena" --watch --seed 11 --bots greedy,random --record "$tmp/match.replay" >"$tmp/watch.txt"
"$arena" --replay "$tmp/match.replay" >"$tmp/replay.txt"
want=$(tail -n 1 "$tmp/watch.txt")
got=$(tail -n 1 "$tmp/replay.txt")
if [ "$want" != "$got" ]; then
    echo "FAIL: the replay ended '$got', the match '$want'"
    exit 1
fi
# The same actions, in the same order, as the watched match printed them.
if [ "$(grep -c '^\[round' "$tmp/watch.txt")" != "$(grep -c '^\[round' "$tmp/replay.txt")" ]; then
    echo "FAIL: the replay played another number of actions"
    exit 1
fi
# An action that cannot be played where it stands is refused.
sed '4s/.*/declare 99/' "$tmp/match.replay" >"$tmp/bad.replay"
if "$arena" --replay "$tmp/bad.replay" >/dev/null 2>&1; then
    echo "FAIL: a damaged replay was played"
    exit 1
fi
echo "PASS: $want"
