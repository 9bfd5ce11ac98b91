/*
 * replay.h: a finished match written to a file: its start and end in the
 * match notation, and every action between as text (doc/protocol.md,
 * Replays). Names are unique across runs of the server, and a file that
 * exists is never written over.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_SERVER_REPLAY_H
#define EXILE_SERVER_REPLAY_H

#include <stddef.h>

#include "referee.h"

/*
 * Opens dir for the replays of this run: it must be a directory the server
 * may write in. Writes the run's id (its start in UTC and 32 random bits,
 * "20261202T171900Z-3fa2c81e") to run_id. Returns the directory's
 * descriptor, or -1 after a message on stderr saying why.
 */
int replay_open_dir(const char *dir, char run_id[REFEREE_RUN_ID_MAX]);

/* The file name of match id's replay in this run: match-RUN-ID.replay. */
void replay_name(const char *run_id, unsigned id, char name[REFEREE_REPLAY_NAME_MAX]);

/*
 * Writes the replay of rm to name in the directory dir_fd, final being the
 * notation of the match as it ended. The text goes to a new temporary file
 * (O_CREAT|O_EXCL|O_NOFOLLOW: never a file or link that is there) and is
 * then linked to its name, which fails rather than replace a file there.
 * Returns 0, or -1 (errno tells why).
 */
int replay_write(int dir_fd, const char *name, const referee_match *rm, const char *final);

#endif /* EXILE_SERVER_REPLAY_H */
