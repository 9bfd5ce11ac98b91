/*
 * Loadouts for tests that play many matches: each box's recommended first
 * game (§2 Play Packs) and random legal drafts from both boxes (§2), read
 * through the public card API.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TEST_DRAFTS_H
#define EXILE_TEST_DRAFTS_H

#include <stdint.h>

#include <exile/exile.h>

/* splitmix64: a test's own choices, independent of the engine's PRNG. */
uint64_t drafts_next(uint64_t *state);

/* The recommended first game of Box @p box (1 or 2), seat by seat. */
void drafts_first_game(int box, exile_loadout out[2]);

/* A random legal draft of @p seed for each seat: an Exile with its Primary
 * Weapon, one Secondary Weapon, one Protective Gear, one Kit and any 3
 * Memories, each card with one player. */
void drafts_random(uint64_t seed, exile_loadout out[2]);

#endif /* EXILE_TEST_DRAFTS_H */
