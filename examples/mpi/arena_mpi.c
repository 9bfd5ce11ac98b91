/*
 * exile-arena over MPI (exile-arena-mpi): the P processes of an MPI run, on
 * one machine or many, share the matches of each series. Process r plays
 * match g when g mod P is r; the counts of every process are then summed,
 * so that each holds the figures of the whole series, and the first
 * process prints the report one process would have printed. A match is
 * the same wherever it is played: its seed and the bots decide it.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <stdlib.h>

#include <mpi.h>

#include "../arena.h"

static int rank, size = 1;

/* Every exit of the program ends the run, so mpiexec sees it end well. */
static void finalize(void)
{
    int finalized;

    if (MPI_Finalized(&finalized) == MPI_SUCCESS && !finalized)
        MPI_Finalize();
}

void arena_shard_begin(int *argc, char ***argv)
{
    MPI_Init(argc, argv);
    atexit(finalize);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    /* One report: the other processes print only their errors. */
    if (rank != 0 && !freopen("/dev/null", "w", stdout)) {
        fprintf(stderr, "exile-arena: process %d cannot silence its standard output\n", rank);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
}

int arena_shard_first(void)
{
    return rank == 0;
}

int arena_shard_plays(unsigned long g)
{
    return g % (unsigned long)size == (unsigned long)rank;
}

void arena_shard_sum(unsigned long *counter, size_t n)
{
    MPI_Allreduce(MPI_IN_PLACE, counter, (int)n, MPI_UNSIGNED_LONG, MPI_SUM, MPI_COMM_WORLD);
}

void arena_shard_sum_long(unsigned long long *counter, size_t n)
{
    MPI_Allreduce(MPI_IN_PLACE, counter, (int)n, MPI_UNSIGNED_LONG_LONG, MPI_SUM, MPI_COMM_WORLD);
}

int arena_shard_failed(int failed)
{
    int any = failed;

    MPI_Allreduce(MPI_IN_PLACE, &any, 1, MPI_INT, MPI_LOR, MPI_COMM_WORLD);
    return any;
}
