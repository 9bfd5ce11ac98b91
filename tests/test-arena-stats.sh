#!/usr/bin/env bash
# exile-arena's --stats, --matrix and --loadouts print well-formed tables:
# one line per counted kind of action with a figure per bot, one row per
# ordered pairing of the recommended loadouts with a win rate inside its
# 95% interval, and the two rows of a single pairing; bad loadouts are
# refused.
#   usage: test-arena-stats.sh EXILE_ARENA
set -eu
arena=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$arena" --games 6 --seed 5 --bots random,greedy --stats --no-progress >"$tmp/stats.txt"
for kind in attacks blocks tactics reactions prepares finishers abilities memories_unlocked \
            upgrades_unlocked unleashes rearms step_backs; do
    grep -Eq "^stats $kind +[0-9]+\.[0-9]{2} +[0-9]+\.[0-9]{2}$" "$tmp/stats.txt" ||
        fail "--stats prints no figures for $kind"
done
grep -Eq '^stats rounds +[0-9]+\.[0-9]{2}$' "$tmp/stats.txt" || fail "--stats prints no rounds"
grep -q '^bot 0 (random) win rate' "$tmp/stats.txt" || fail "--stats lost the win rates"

# A row: EXILE-CODE NAME, EXILE-CODE NAME, win%, lo% - hi%, draws, rounds.
row='^EXL-[0-9]{2} .* +[0-9.]+% +[0-9.]+% - +[0-9.]+% +[0-9]+ +[0-9.]+$'
check_rows() { # file, count
    [ "$(grep -Ec "$row" "$1")" = "$2" ] || fail "$1 has not $2 rows"
    grep -E "$row" "$1" | awk '{ gsub("%", ""); w = $(NF-5); lo = $(NF-4); hi = $(NF-2);
        if (w < lo || w > hi || lo < 0 || hi > 100) exit 1 }' ||
        fail "a win rate lies outside its interval in $1"
}
"$arena" --matrix --games 8 --seed 3 --bots random,random --stats --no-progress >"$tmp/matrix.txt"
check_rows "$tmp/matrix.txt" 12
grep -Eq '^stats prepares +[0-9]+\.[0-9]{2} +[0-9]+\.[0-9]{2}$' "$tmp/matrix.txt" ||
    fail "--matrix --stats prints no stats"
# Each row's win rate and its mirror's add up with the draws to the matches.
awk '/^EXL-/ { gsub("%", ""); key = $1 < $4 ? $1 $4 : $4 $1; sum[key] += $(NF-5); n[key]++ }
     END { for (k in sum) if (n[k] != 2 || sum[k] > 100.05) exit 1 }' "$tmp/matrix.txt" ||
    fail "a pairing's two rows do not mirror each other"

"$arena" --loadouts '0;EXL-04,GR-12,GR-14,GR-16,MEM-10,MEM-11,MEM-12' --games 8 --bots random,random \
    --no-progress >"$tmp/pair.txt"
check_rows "$tmp/pair.txt" 2
grep -q '^EXL-01 Lark Sevrin .*EXL-04' "$tmp/pair.txt" || fail "--loadouts played other loadouts"

for bad in '0' '0;9' '0;EXL-04,GR-12' '0;1' ; do
    if [ "$bad" = '0;1' ]; then
        "$arena" --matrix --loadouts "$bad" --games 1 >/dev/null 2>&1 && fail "--matrix with --loadouts accepted"
    else
        "$arena" --loadouts "$bad" --games 1 >/dev/null 2>&1 && fail "--loadouts '$bad' accepted"
    fi
done
echo "PASS"
