/*
 * Binary save and load: a versioned header, the flat state, and a checksum.
 * The bytes come from files and networks: loading checks the header, the
 * checksum and every field of the state (check.c) before anything is read
 * through them, and refuses what is corrupt. The state is written as it lies
 * in memory, so a save is read back by the same release on the same kind of
 * machine (byte order, alignment); the header says which.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "match.h"

enum { HEADER = 16, CHECKSUM = 8, SAVE_FORMAT = 3 }; /* 3: P09's once-per-round use is each card's, and
                                                      the attack keeps its player's hand count */

/* FNV-1a, 64 bits: enough to catch a damaged or truncated save. */
static uint64_t fnv1a(const unsigned char *p, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

static void put_u32(unsigned char *p, uint32_t v)
{
    for (unsigned i = 0; i < 4; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

static uint32_t get_u32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* The layout tag: the state's size and the card database's, so a save of
 * another build is refused rather than misread. */
static uint32_t layout_tag(void)
{
    return (uint32_t)sizeof(ex_state) << 8 | (uint32_t)CARD_COUNT;
}

size_t exile_match_save_size(void)
{
    return HEADER + sizeof(ex_state) + CHECKSUM;
}

exile_status exile_match_save(const exile_match *m, void *buf, size_t cap, size_t *out_size)
{
    if (!m || (!buf && cap))
        return EXILE_E_INVALID_ARGUMENT;
    size_t need = exile_match_save_size();
    if (out_size)
        *out_size = need;
    if (cap < need)
        return EXILE_E_BUFFER_TOO_SMALL;
    unsigned char *p = buf;
    memcpy(p, "EXLS", 4);
    put_u32(p + 4, SAVE_FORMAT);
    put_u32(p + 8, layout_tag());
    put_u32(p + 12, 0x01020304u); /* byte order, read back as written */
    memcpy(p + HEADER, &m->st, sizeof m->st);
    uint64_t h = fnv1a(p, HEADER + sizeof m->st);
    put_u32(p + HEADER + sizeof m->st, (uint32_t)h);
    put_u32(p + HEADER + sizeof m->st + 4, (uint32_t)(h >> 32));
    return EXILE_OK;
}

exile_status exile_match_load(exile_match **out, const void *buf, size_t size, const exile_match_options *opts)
{
    if (!out || !buf)
        return EXILE_E_INVALID_ARGUMENT;
    if (opts && !ex_options_version_known(opts->version))
        return EXILE_E_VERSION;
    if (opts && !ex_allocator_valid(&opts->allocator))
        return EXILE_E_INVALID_ARGUMENT;
    const unsigned char *p = buf;
    if (size != exile_match_save_size() || memcmp(p, "EXLS", 4) != 0)
        return EXILE_E_PARSE;
    uint32_t order;
    memcpy(&order, p + 12, 4);
    if (get_u32(p + 4) != SAVE_FORMAT || get_u32(p + 8) != layout_tag() || order != 0x01020304u)
        return EXILE_E_VERSION;
    uint64_t h = fnv1a(p, HEADER + sizeof(ex_state));
    if (get_u32(p + HEADER + sizeof(ex_state)) != (uint32_t)h ||
        get_u32(p + HEADER + sizeof(ex_state) + 4) != (uint32_t)(h >> 32))
        return EXILE_E_PARSE;
    exile_match *m = ex_match_alloc(opts ? &opts->allocator : NULL);
    if (!m)
        return EXILE_E_NO_MEMORY;
    memcpy(&m->st, p + HEADER, sizeof m->st);
    exile_status s = ex_state_check(&m->st, NULL, 0);
    if (s == EXILE_OK && m->st.winner < 0 && (m->st.decision == DEC_NONE || ex_legal(&m->st, NULL, 0) == 0))
        s = EXILE_E_INCONSISTENT;
    if (s != EXILE_OK) {
        exile_match_destroy(m);
        return s;
    }
    *out = m;
    return EXILE_OK;
}
