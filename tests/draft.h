/*
 * Loadouts for the random-play tests (white-box: they read the card
 * tables): a loadout from card ids, and random legal drafts (§2 Play
 * Packs) of every card the engine holds.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TEST_DRAFT_H
#define EXILE_TEST_DRAFT_H

#include <stdint.h>

#include <exile/exile.h>

/* The loadout of an Exile, its four Gear (by category) and three Memories,
 * given by card ids; its codes are the card tables' own. */
void draft_loadout(exile_loadout *out, unsigned exile, const unsigned gear[4], const unsigned memories[3]);

/* A random draft for both seats from @p seed: each an Exile with its
 * Primary Weapon, one Secondary Weapon, one Protective Gear, one Kit and
 * any 3 Memories, each card with one player. With @p gear a Gear's card id
 * (not a Primary Weapon), one seat, drawn from @p seed too, holds it; -1
 * forces nothing. */
void draft_random(uint64_t seed, int gear, exile_loadout out[2]);

#endif /* EXILE_TEST_DRAFT_H */
