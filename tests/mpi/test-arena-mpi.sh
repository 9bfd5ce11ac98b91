#!/usr/bin/env bash
# exile-arena-mpi run by `mpiexec -n 2` on this machine prints exactly the
# report exile-arena prints in one process, for the same arguments: a
# series with --stats (an odd number of matches, so the two processes play
# unequal shares), the balance matrix, one pairing of --loadouts, and a
# watched match, which the first process plays alone. Bad arguments fail
# as they do in one process.
#   usage: test-arena-mpi.sh MPIEXEC EXILE_ARENA EXILE_ARENA_MPI
set -eu
mpiexec=$1 arena=$2 arena_mpi=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# MPICH's launcher starts the processes itself (no ssh, no host file),
# talks to them on the loopback interface (a container's host name may not
# resolve), and gives up after a minute rather than hang. Open MPI's
# mpiexec, where it is the MPI found, may run as root (as in a container)
# and start more processes than there are cores.
export HYDRA_LAUNCHER=fork HYDRA_IFACE=lo MPIEXEC_TIMEOUT=60
unset HYDRA_HOST_FILE
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1

same_report() { # a name, then the arguments of both programs
    local name=$1
    shift
    "$arena" "$@" >"$tmp/$name.one" || fail "exile-arena $* failed"
    "$mpiexec" -n 2 "$arena_mpi" "$@" >"$tmp/$name.mpi" || fail "mpiexec -n 2 exile-arena-mpi $* failed"
    [ -s "$tmp/$name.one" ] || fail "exile-arena $* printed nothing"
    diff -u "$tmp/$name.one" "$tmp/$name.mpi" || fail "the reports of $name differ"
}

same_report series --games 21 --seed 7 --bots random,greedy --stats --no-progress
same_report matrix --matrix --games 8 --seed 3 --bots random,greedy --stats --no-progress
same_report pairing --loadouts '1;EXL-04,GR-12,GR-14,GR-16,MEM-10,MEM-11,MEM-12' --games 9 \
    --seed 11 --bots greedy,random --stats
same_report watch --watch --seed 4 --bots greedy,random

set +e
"$mpiexec" -n 2 "$arena_mpi" --games x >/dev/null 2>&1
status=$?
set -e
[ "$status" = 2 ] || fail "mpiexec -n 2 exile-arena-mpi --games x exits $status, not 2"
echo "PASS"
