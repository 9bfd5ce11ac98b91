/*
 * exile-arena in one process: it plays every match of a series, and its
 * counts are already the whole series' (arena.h; mpi/arena_mpi.c shares
 * the matches among the processes of an MPI run).
 * SPDX-License-Identifier: MIT
 */
#include "arena.h"

void arena_shard_begin(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
}

int arena_shard_first(void)
{
    return 1;
}

int arena_shard_plays(unsigned long g)
{
    (void)g;
    return 1;
}

void arena_shard_sum(unsigned long *counter, size_t n)
{
    (void)counter;
    (void)n;
}

void arena_shard_sum_long(unsigned long long *counter, size_t n)
{
    (void)counter;
    (void)n;
}

int arena_shard_failed(int failed)
{
    return failed;
}
