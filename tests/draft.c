/*
 * Loadouts for the random-play tests (draft.h).
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

#include <cmocka.h>

#include "draft.h"
#include "match.h"

static uint64_t next_rand(uint64_t *s)
{
    /* splitmix64: the test's own choices, independent of the engine's PRNG */
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void draft_loadout(exile_loadout *out, unsigned exile, const unsigned gear[4], const unsigned memories[3])
{
    out->exile = ex_cards[exile].code;
    out->secondary = ex_cards[gear[EXILE_GEAR_SECONDARY]].code;
    out->protective = ex_cards[gear[EXILE_GEAR_PROTECTIVE]].code;
    out->kit = ex_cards[gear[EXILE_GEAR_KIT]].code;
    for (unsigned m = 0; m < 3; m++)
        out->memories[m] = ex_cards[memories[m]].code;
}

/* Picks one card of @p kind (and Gear @p category) not yet taken. */
static unsigned draft_pick(uint64_t *rng, unsigned kind, int category, bool taken_ids[CARD_COUNT])
{
    unsigned pool[CARD_COUNT], n = 0;
    for (unsigned id = 0; id < CARD_COUNT; id++)
        if (ex_cards[id].kind == kind && !taken_ids[id] && (category < 0 || ex_cards[id].category == category))
            pool[n++] = id;
    assert_true(n > 0);
    unsigned id = pool[next_rand(rng) % n];
    taken_ids[id] = true;
    return id;
}

void draft_random(uint64_t seed, int gear, exile_loadout out[2])
{
    uint64_t rng = seed ^ 0xd1b54a32d192ed03ULL;
    bool taken_ids[CARD_COUNT] = { false };
    unsigned holder = EX_SEATS;
    int held_category = -1;
    if (gear >= 0) {
        taken_ids[gear] = true;
        holder = (unsigned)(next_rand(&rng) % EX_SEATS);
        held_category = ex_cards[gear].category;
    }
    for (unsigned s = 0; s < 2; s++) {
        unsigned exile = draft_pick(&rng, EXILE_CARD_EXILE, -1, taken_ids), g[4], mem[3];
        g[EXILE_GEAR_PRIMARY] = ex_cards[exile].gear;
        taken_ids[g[EXILE_GEAR_PRIMARY]] = true;
        for (int c = EXILE_GEAR_SECONDARY; c <= EXILE_GEAR_KIT; c++)
            g[c] = s == holder && c == held_category ? (unsigned)gear : draft_pick(&rng, EXILE_CARD_GEAR, c, taken_ids);
        for (unsigned k = 0; k < 3; k++)
            mem[k] = draft_pick(&rng, EXILE_CARD_MEMORY, -1, taken_ids);
        draft_loadout(&out[s], exile, g, mem);
    }
}
