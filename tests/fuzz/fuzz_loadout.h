/*
 * Loadouts for the fuzz targets, chosen by a 16-bit selector from the
 * cards compiled into the library: which seat has which Exile, which Gear
 * of each category and which three Memories. A selector that makes an
 * illegal pairing gives the default loadouts.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_FUZZ_LOADOUT_H
#define EXILE_FUZZ_LOADOUT_H

#include "fuzz_common.h"

enum { FUZZ_LIST_CAP = 32 };

typedef struct fuzz_loadouts {
    exile_loadout lo[2];
    int valid;
} fuzz_loadouts;

/* The cards of @p kind (and Gear @p category, or -1), in index order. */
static inline int fuzz_cards_of(int kind, int category, int *out)
{
    int n = 0;
    for (int c = 0; c < exile_card_count() && n < FUZZ_LIST_CAP; c++)
        if (exile_card_kind_of(c) == kind && (category < 0 || exile_card_stat(c, EXILE_STAT_CATEGORY) == category))
            out[n++] = c;
    return n;
}

/*
 * Bit 0 swaps the first two Exiles; bits 1–3 pick the Secondary,
 * Protective and Kit of seat 0 (seat 1 takes the next one); the bits above
 * pick seat 0's three Memories among the 3-subsets (seat 1 takes three of
 * the rest) and rotate their slots.
 */
static inline fuzz_loadouts fuzz_loadout_pick(unsigned sel)
{
    fuzz_loadouts r;
    int exiles[FUZZ_LIST_CAP], gear[FUZZ_LIST_CAP], mems[FUZZ_LIST_CAP];
    memset(&r, 0, sizeof r);
    int ne = fuzz_cards_of(EXILE_CARD_EXILE, -1, exiles);
    int nm = fuzz_cards_of(EXILE_CARD_MEMORY, -1, mems);
    if (ne < 2 || nm < 6)
        return r;
    for (int s = 0; s < 2; s++) {
        int e = exiles[(s + (int)(sel & 1u)) % 2];
        r.lo[s].exile = exile_card_code(e);
    }
    for (int cat = 1; cat <= 3; cat++) {
        int ng = fuzz_cards_of(EXILE_CARD_GEAR, cat, gear);
        if (ng < 2)
            return r;
        int pick = (int)((sel >> cat) & 1u);
        const char *g0 = exile_card_code(gear[pick % ng]), *g1 = exile_card_code(gear[(pick + 1) % ng]);
        const char **slot0 = cat == 1 ? &r.lo[0].secondary : cat == 2 ? &r.lo[0].protective : &r.lo[0].kit;
        const char **slot1 = cat == 1 ? &r.lo[1].secondary : cat == 2 ? &r.lo[1].protective : &r.lo[1].kit;
        *slot0 = g0;
        *slot1 = g1;
    }
    /* The 3-subsets of the first six Memories, in lexicographic order. */
    int subsets[20][3], ns = 0;
    for (int a = 0; a < 6; a++)
        for (int b = a + 1; b < 6; b++)
            for (int c = b + 1; c < 6; c++) {
                subsets[ns][0] = a;
                subsets[ns][1] = b;
                subsets[ns][2] = c;
                ns++;
            }
    unsigned mix = sel >> 4;
    const int *mine = subsets[mix % 20u];
    int rest[3], nr = 0;
    for (int i = 0; i < 6; i++)
        if (i != mine[0] && i != mine[1] && i != mine[2])
            rest[nr++] = i;
    unsigned rot0 = (mix / 20u) % 3u, rot1 = (mix / 60u) % 3u;
    for (unsigned k = 0; k < 3; k++) {
        r.lo[0].memories[k] = exile_card_code(mems[mine[(k + rot0) % 3]]);
        r.lo[1].memories[k] = exile_card_code(mems[rest[(k + rot1) % 3]]);
    }
    r.valid = 1;
    return r;
}

#endif /* EXILE_FUZZ_LOADOUT_H */
