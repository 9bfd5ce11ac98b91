/*
 * The exported match functions: lifetime, decisions, observers.
 * SPDX-License-Identifier: MIT
 */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "match.h"

static void *default_alloc(size_t size, void *user_data)
{
    (void)user_data;
    return malloc(size);
}

static void default_free(void *ptr, void *user_data)
{
    (void)user_data;
    free(ptr);
}

exile_allocator ex_allocator_or_default(const exile_allocator *alloc)
{
    exile_allocator a = { default_alloc, default_free, NULL };
    if (alloc && alloc->alloc && alloc->free)
        a = *alloc;
    return a;
}

/* A match handle with its state uninitialised: the caller writes all of it. */
static inline exile_match *alloc_handle(const exile_allocator *alloc)
{
    exile_allocator a = ex_allocator_or_default(alloc);
    /* Without hooks malloc is called directly: a clone is that much cheaper. */
    exile_match *m = a.alloc == default_alloc ? malloc(sizeof *m) : a.alloc(sizeof *m, a.user_data);
    if (!m)
        return NULL;
    m->alloc = a;
    memset(&m->obs, 0, sizeof m->obs);
    m->watchers = 0;
    m->legal_cached = false;
    m->legal_n = 0;
    ex_match_record(m, EXILE_OK);
    m->busy = false;
    m->doomed = false;
    return m;
}

exile_match *ex_match_alloc(const exile_allocator *alloc)
{
    exile_match *m = alloc_handle(alloc);
    if (m)
        memset(&m->st, 0, sizeof m->st);
    return m;
}

void ex_match_restart(exile_match *m, const ex_loadout_ids lo[EX_SEATS], uint64_t seed, int first_player,
                      unsigned max_rounds, unsigned flags)
{
    memset(&m->st, 0, sizeof m->st);
    m->legal_cached = false;
    ex_match_record(m, EXILE_OK);
    ex_engine e;
    ex_engine_of(m, &e);
    ex_setup(&e, lo, seed, first_player, max_rounds ? max_rounds : EXILE_DEFAULT_MAX_ROUNDS, flags);
    ex_run(&e);
}

static void free_handle(exile_match *m)
{
    if (m->alloc.free == default_free)
        free(m);
    else
        m->alloc.free(m, m->alloc.user_data);
}

bool ex_options_version_known(unsigned version)
{
    return exile_match_options_size(version) != 0;
}

size_t exile_match_options_size(unsigned int version)
{
    /* Version 1 (0.1) ends before the observers. */
    if (version == 1u)
        return offsetof(exile_match_options, observer);
    return version == EXILE_MATCH_OPTIONS_VERSION ? sizeof(exile_match_options) : 0u;
}

exile_status exile_match_options_init(exile_match_options *opts, unsigned int version)
{
    if (!opts)
        return EXILE_E_INVALID_ARGUMENT;
    size_t size = exile_match_options_size(version);
    if (size == 0)
        return EXILE_E_VERSION;
    const exile_match_options defaults = EXILE_MATCH_OPTIONS_INIT;
    memcpy(opts, &defaults, size);
    opts->version = version;
    return EXILE_OK;
}

/* The checks of options a match is set up from (create, reset), but their
 * allocator: the seats' loadouts resolved into @p lo, or the failure. */
static exile_status options_check(const exile_match_options *opts, ex_loadout_ids lo[EX_SEATS])
{
    if (!ex_options_version_known(opts->version))
        return EXILE_E_VERSION;
    if (opts->first_player < -1 || opts->first_player > 1)
        return EXILE_E_INVALID_ARGUMENT;
    if (opts->flags & ~EX_MATCH_FLAGS)
        return EXILE_E_INVALID_ARGUMENT;
    if (opts->max_rounds > EXILE_MAX_ROUNDS_LIMIT)
        return EXILE_E_INVALID_ARGUMENT;
    for (int s = 0; s < EX_SEATS; s++) {
        exile_status st = ex_loadout_resolve(opts->loadout[s], s, &lo[s]);
        if (st != EXILE_OK)
            return st;
    }
    return ex_loadouts_check(lo);
}

/* Sets @p m up from checked options (§2 Setup) and runs it to the first
 * decision; the observers of @p opts, where given, replace those of @p m
 * for their seats. The observers hear the setup: the match is busy as in
 * an apply, and a destroy by one of them is carried out at its end, when
 * this returns false (@p m is freed). */
static bool set_up(exile_match *m, const exile_match_options *opts, const ex_loadout_ids lo[EX_SEATS])
{
    /* A struct of version 1 ends before the observers: they are not read. */
    if (opts->version >= 2u)
        for (int v = 0; v <= EXILE_OMNISCIENT; v++)
            if (opts->observer[v]) {
                m->obs.fn[v].observe = opts->observer[v];
                m->obs.user_data[v] = opts->observer_data[v];
                m->watchers &= (uint8_t)~(1u << v);
            }
    m->legal_cached = false;
    ex_match_record(m, EXILE_OK);
    ex_engine e;
    ex_engine_of(m, &e);
    unsigned rounds = opts->max_rounds ? opts->max_rounds : EXILE_DEFAULT_MAX_ROUNDS;
    m->busy = true;
    ex_setup(&e, lo, opts->seed, opts->first_player, rounds, opts->flags);
    ex_run(&e);
    m->busy = false;
    if (m->doomed) {
        free_handle(m);
        return false;
    }
    return true;
}

exile_status exile_match_create(exile_match **out, const exile_match_options *opts)
{
    exile_match_options defaults = EXILE_MATCH_OPTIONS_INIT;
    if (!out)
        return EXILE_E_INVALID_ARGUMENT;
    if (!opts)
        opts = &defaults;
    if (!ex_options_version_known(opts->version))
        return EXILE_E_VERSION;
    if (!ex_allocator_valid(&opts->allocator))
        return EXILE_E_INVALID_ARGUMENT;
    ex_loadout_ids lo[EX_SEATS];
    exile_status chk = options_check(opts, lo);
    if (chk != EXILE_OK)
        return chk;
    exile_match *m = ex_match_alloc(&opts->allocator);
    if (!m)
        return EXILE_E_NO_MEMORY;
    /* Nothing fails from here on: the handle is the caller's before the
     * setup runs, so the observers of the options may read the match. */
    *out = m;
    if (!set_up(m, opts, lo))
        *out = NULL;
    return EXILE_OK;
}

exile_status exile_match_alloc(exile_match **out, const exile_allocator *alloc)
{
    if (!out || (alloc && !ex_allocator_valid(alloc)))
        return EXILE_E_INVALID_ARGUMENT;
    exile_match_options defaults = EXILE_MATCH_OPTIONS_INIT;
    ex_loadout_ids lo[EX_SEATS];
    exile_status chk = options_check(&defaults, lo);
    if (chk != EXILE_OK)
        return chk;
    exile_match *m = ex_match_alloc(alloc);
    if (!m)
        return EXILE_E_NO_MEMORY;
    /* A handle always holds a match, so that every call works on it: the
     * default one, whose setup nobody hears (it has no observers). */
    set_up(m, &defaults, lo);
    *out = m;
    return EXILE_OK;
}

exile_status exile_match_reset(exile_match *m, const exile_match_options *opts)
{
    exile_match_options defaults = EXILE_MATCH_OPTIONS_INIT;
    if (!m)
        return EXILE_E_INVALID_ARGUMENT;
    if (m->busy)
        return EXILE_E_BUSY;
    if (!opts)
        opts = &defaults;
    ex_loadout_ids lo[EX_SEATS];
    exile_status chk = options_check(opts, lo);
    if (chk != EXILE_OK) {
        ex_match_record(m, chk);
        return chk;
    }
    set_up(m, opts, lo);
    return EXILE_OK;
}

void exile_match_destroy(exile_match *m)
{
    if (!m)
        return;
    if (m->busy) {
        /* Called by an observer of m: the apply (or the setup) still runs
         * on m, and frees it when it ends. Nobody hears of the rest of it. */
        m->doomed = true;
        memset(&m->obs, 0, sizeof m->obs);
        m->watchers = 0;
        return;
    }
    free_handle(m);
}

/* memcpy of @p n bytes, the count unknown to the compiler where this is
 * called: a copy of a size it knows, such as the state's 824 bytes, it
 * makes a rep movsq, whose start costs more than the C library's copy of
 * those bytes in vectors of the machine's widest (exile-bench's copy_ns). */
#if defined(__has_attribute)
#if __has_attribute(noipa)
__attribute__((noipa))
#endif
#endif
static void library_memcpy(void *dst, const void *src, size_t n)
{
    memcpy(dst, src, n);
}

void ex_state_copy(ex_state *dst, const ex_state *src)
{
    library_memcpy(dst, src, sizeof *dst);
}

exile_status exile_match_clone(exile_match **out, const exile_match *m)
{
    if (!out || !m)
        return EXILE_E_INVALID_ARGUMENT;
    exile_match *c = alloc_handle(&m->alloc);
    if (!c)
        return EXILE_E_NO_MEMORY;
    ex_state_copy(&c->st, &m->st); /* the state is flat: a copy is a clone */
    *out = c;
    return EXILE_OK;
}

exile_status exile_match_copy(exile_match *dst, const exile_match *src)
{
    exile_status s = ex_match_write_begin(dst, src, true);
    if (s != EXILE_OK)
        return s;
    if (dst != src) {
        ex_state_copy(&dst->st, &src->st);
        dst->legal_cached = false;
    }
    return EXILE_OK;
}

size_t exile_match_state_size(void)
{
    return sizeof(ex_state);
}

int exile_match_to_act(const exile_match *m)
{
    if (!m)
        return INT_MIN;
    /* In its apply, a match has answered one decision and not yet asked the
     * next (the state may still hold the one answered). */
    if (m->busy || m->st.winner >= 0 || m->st.decision == DEC_NONE)
        return -1;
    return m->st.actor;
}

int exile_match_winner(const exile_match *m)
{
    return m ? m->st.winner : INT_MIN;
}

size_t exile_match_legal_actions(const exile_match *m, exile_action *out, size_t cap)
{
    if (!m || (!out && cap) || m->busy)
        return 0;
    return ex_legal(&m->st, out, cap);
}

size_t exile_match_legal_actions_keep(exile_match *m, exile_action *out, size_t cap)
{
    if (!m || (!out && cap) || m->busy)
        return 0;
    if (!m->legal_cached && cap >= EX_LEGAL_KEPT) {
        /* The usual call: list into @p out, and keep a copy. The copy is of
         * a fixed size, which compiles to a few vector moves where a copy
         * of n actions does not; the entries past n are never read. */
        size_t n = ex_legal(&m->st, out, cap);
        if (n <= EX_LEGAL_KEPT) {
            memcpy(m->legal, out, sizeof m->legal);
            m->legal_n = (uint8_t)n;
            m->legal_cached = true;
        }
        return n;
    }
    if (!m->legal_cached) {
        size_t all = ex_legal(&m->st, m->legal, EX_LEGAL_KEPT);
        if (all > EX_LEGAL_KEPT) /* too long to keep: list it for the caller alone */
            return ex_legal(&m->st, out, cap);
        m->legal_n = (uint8_t)all;
        m->legal_cached = true;
    }
    size_t n = m->legal_n < cap ? m->legal_n : cap;
    if (n)
        memcpy(out, m->legal, n * sizeof *out);
    return m->legal_n;
}

/* Is @p a among the kept legal actions (ascending)? Every slot is
 * compared, without a branch, where a binary search mispredicts; the
 * slots past legal_n hold stale actions. */
static bool kept_legal(const exile_match *m, exile_action a)
{
#if defined(__SSE2__)
    /* Four slots a compare, one bit a slot from the sign bits, and the
     * stale slots masked off at the end: some forty instructions for the
     * 32 slots, where the compiler's vectors of the loop below, which
     * masks each slot by its index, take some 120. */
    _Static_assert(EX_LEGAL_KEPT % 4 == 0 && EX_LEGAL_KEPT <= 32, "the slots fill whole vectors and a mask");
    const __m128i want = _mm_set1_epi32((int)a);
    uint32_t hits = 0;
#if defined(__GNUC__)
#pragma GCC unroll 8
#endif
    for (unsigned i = 0; i < EX_LEGAL_KEPT; i += 4) {
        __m128i slots = _mm_loadu_si128((const __m128i *)(const void *)&m->legal[i]);
        __m128 same = _mm_castsi128_ps(_mm_cmpeq_epi32(slots, want));
        hits |= (uint32_t)_mm_movemask_ps(same) << i;
    }
    uint32_t listed = (uint32_t)(((uint64_t)1 << m->legal_n) - 1u);
    return (hits & listed) != 0;
#else
    unsigned found = 0;
    for (unsigned i = 0; i < EX_LEGAL_KEPT; i++)
        found |= (unsigned)(m->legal[i] == a) & (unsigned)(i < m->legal_n);
    return found != 0;
#endif
}

exile_status exile_match_apply(exile_match *m, exile_action a)
{
    if (!m)
        return EXILE_E_INVALID_ARGUMENT;
    if (m->busy)
        return EXILE_E_BUSY;
    if (m->st.winner >= 0 || (m->legal_cached ? !kept_legal(m, a) : !ex_is_legal(&m->st, a)))
        return ex_match_refuse(m, a);
    ex_engine e;
    ex_engine_of(m, &e);
    m->legal_cached = false;
    m->err_status = 0;
    m->busy = true;
    ex_apply(&e, a);
    m->busy = false;
    if (m->doomed)
        free_handle(m);
    return EXILE_OK;
}

uint32_t exile_match_action_count(const exile_match *m)
{
    return m ? m->st.actions : UINT32_MAX;
}

/* The checks of setting the observer of @p seat: its status, recorded. */
static exile_status observer_begin(exile_match *m, int seat)
{
    if (!m)
        return EXILE_E_INVALID_ARGUMENT;
    if (seat < 0 || seat > EXILE_OMNISCIENT) {
        ex_match_record(m, EXILE_E_INVALID_ARGUMENT);
        return EXILE_E_INVALID_ARGUMENT;
    }
    if (m->busy)
        return EXILE_E_BUSY;
    ex_match_record(m, EXILE_OK);
    return EXILE_OK;
}

exile_status exile_match_observe(exile_match *m, int seat, exile_event_fn fn, void *user_data)
{
    exile_status s = observer_begin(m, seat);
    if (s != EXILE_OK)
        return s;
    m->obs.fn[seat].observe = fn;
    m->obs.user_data[seat] = fn ? user_data : NULL;
    m->watchers &= (uint8_t)~(1u << seat);
    return EXILE_OK;
}

exile_status exile_match_watch(exile_match *m, int seat, exile_watch_fn fn, void *user_data)
{
    exile_status s = observer_begin(m, seat);
    if (s != EXILE_OK)
        return s;
    m->obs.fn[seat].watch = fn;
    m->obs.user_data[seat] = fn ? user_data : NULL;
    m->watchers = (uint8_t)(fn ? m->watchers | 1u << seat : m->watchers & ~(1u << seat));
    return EXILE_OK;
}
