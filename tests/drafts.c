/*
 * Loadouts for tests that play many matches (drafts.h).
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

#include <cmocka.h>

#include "drafts.h"

enum { CARDS_MAX = 512 };

uint64_t drafts_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void drafts_first_game(int box, exile_loadout out[2])
{
    for (int s = 0; s < 2; s++)
        assert_int_equal(exile_recommended_loadout(2 * (box - 1) + s, &out[s]), EXILE_OK);
}

/* Picks one card of @p kind (and Gear @p category, -1 any) not yet taken. */
static int draft_pick(uint64_t *rng, int kind, int category, bool taken[CARDS_MAX])
{
    int pool[CARDS_MAX], n = 0;
    for (int id = 0; id < exile_card_count(); id++)
        if (exile_card_kind_of(id) == kind && !taken[id] &&
            (category < 0 || exile_card_stat(id, EXILE_STAT_CATEGORY) == category))
            pool[n++] = id;
    assert_true(n > 0);
    int id = pool[drafts_next(rng) % (unsigned)n];
    taken[id] = true;
    return id;
}

void drafts_random(uint64_t seed, exile_loadout out[2])
{
    assert_true(exile_card_count() <= CARDS_MAX);
    uint64_t rng = seed ^ 0xd1b54a32d192ed03ULL;
    bool taken[CARDS_MAX] = { false };
    for (int s = 0; s < 2; s++) {
        int exile = draft_pick(&rng, EXILE_CARD_EXILE, -1, taken);
        taken[exile_card_stat(exile, EXILE_STAT_GEAR)] = true; /* its Primary Weapon */
        out[s].exile = exile_card_code(exile);
        out[s].secondary = exile_card_code(draft_pick(&rng, EXILE_CARD_GEAR, EXILE_GEAR_SECONDARY, taken));
        out[s].protective = exile_card_code(draft_pick(&rng, EXILE_CARD_GEAR, EXILE_GEAR_PROTECTIVE, taken));
        out[s].kit = exile_card_code(draft_pick(&rng, EXILE_CARD_GEAR, EXILE_GEAR_KIT, taken));
        for (int m = 0; m < 3; m++)
            out[s].memories[m] = exile_card_code(draft_pick(&rng, EXILE_CARD_MEMORY, -1, taken));
    }
}
