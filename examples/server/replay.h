/*
 * replay.h: a finished match written to a file: its start and end in the
 * match notation, and every action between as text (doc/protocol.md,
 * Replays).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_SERVER_REPLAY_H
#define EXILE_SERVER_REPLAY_H

#include "referee.h"

/* Writes dir/match-ID.replay, final being the notation of the match as it
 * ended. Returns 0, or -1 (errno tells why). */
int replay_write(const char *dir, const referee_match *rm, const char *final);

#endif /* EXILE_SERVER_REPLAY_H */
