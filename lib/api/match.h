/*
 * The match handle behind the public API: the flat state, plus what is not
 * part of the game (the allocator, the observers).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_MATCH_H
#define EXILE_MATCH_H

#include <stdint.h>

#include "engine.h"

/* The legal actions a handle keeps. Nearly every list is that short: over
 * 5,000 random matches of each box's first game, every list of Box 1 and
 * all but 2 in 100,000 of Box 2 had at most 32 actions. A handle of at most
 * 1032 bytes is one glibc's allocator hands back from its fastest cache,
 * which makes exile_match_clone() cheap; a longer list is simply not kept. */
enum { EX_LEGAL_KEPT = 32 };

struct exile_match {
    /* The legal actions of st, as exile_match_legal_actions_keep() listed
     * them, until st changes: exile_match_apply() then checks an action
     * against them with a few compares, without the branches of working
     * it out again. Every function that changes st clears legal_cached;
     * no call taking a const match writes it (exile.h, Threads). */
    bool legal_cached;
    uint8_t legal_n;
    /* The last error (exile_match_errcode): the status of the last call
     * that sets it, negated, and the reason of a refused action. The
     * message is chosen from them when asked for (reasons.c). */
    uint8_t err_status;
    uint8_t err_reason;
    /* While the rules run in exile_match_create() or exile_match_apply()
     * and observers hear their events: the calls that would change the
     * match refuse with EXILE_E_BUSY (recording nothing: the error record
     * is the running call's), and a destroy waits for the end (doomed). */
    bool busy;
    bool doomed;
    /* Which observers of obs are watchers (exile_match_watch): bit v. */
    uint8_t watchers;
    /* Just before st: a clone reads it first, and here it shares a cache
     * line with st more often than not, instead of costing a line alone. */
    exile_allocator alloc;
    ex_state st;
    ex_observers obs;
    exile_action legal[EX_LEGAL_KEPT];
};

/* The layout a 64-bit machine's copies are tuned for (exile-bench): st as
 * aligned as malloc's blocks, which its copies need to run at full speed;
 * the handle within glibc's fastest cache (EX_LEGAL_KEPT); and the last
 * error in the bytes the alignment of alloc leaves, growing the handle by
 * nothing. Where pointers are 32 bits (WebAssembly) the handle is smaller
 * and its copy no concern. */
#if UINTPTR_MAX > 0xffffffffu
_Static_assert(offsetof(struct exile_match, st) % 16 == 0, "st is 16-byte aligned in a handle");
_Static_assert(sizeof(struct exile_match) <= 1032, "a handle is at most 1032 bytes");
_Static_assert(offsetof(struct exile_match, alloc) <= sizeof(void *), "the error record costs no room");
#endif

/* *dst = *src for the states of two handles (copy, clone, determinize),
 * by the C library's memcpy (match.c). */
void ex_state_copy(ex_state *dst, const ex_state *src);

/* The hooks @p alloc gives (both set), or malloc and free. */
exile_allocator ex_allocator_or_default(const exile_allocator *alloc);

/* Allocator hooks come both or neither: memory from one goes back
 * through the other. */
static inline bool ex_allocator_valid(const exile_allocator *a)
{
    return (a->alloc == NULL) == (a->free == NULL);
}

/* Allocates a match with the given allocator (zeroed hooks: malloc/free),
 * its state zeroed. */
exile_match *ex_match_alloc(const exile_allocator *alloc);
/* Sets @p m, which has no observers, up again as exile_match_create() sets
 * a new match up (§2 Setup), without allocating: the batch's auto-reset. */
void ex_match_restart(exile_match *m, const ex_loadout_ids lo[EX_SEATS], uint64_t seed, int first_player,
                      unsigned max_rounds, unsigned flags);
/* Records the status of a call on @p m (exile_match_errcode). */
static inline void ex_match_record(exile_match *m, exile_status s)
{
    m->err_status = (uint8_t)-(int)s;
    m->err_reason = EXILE_REASON_LEGAL;
}
/* The checks of a call that writes match @p dst from match @p src (copy,
 * determinize), @p args_ok saying its other arguments are valid: the
 * status it returns, recorded in @p dst. */
static inline exile_status ex_match_write_begin(exile_match *dst, const exile_match *src, bool args_ok)
{
    if (!dst || !src || !args_ok) {
        if (dst)
            ex_match_record(dst, EXILE_E_INVALID_ARGUMENT);
        return EXILE_E_INVALID_ARGUMENT;
    }
    if (dst->busy)
        return EXILE_E_BUSY;
    ex_match_record(dst, EXILE_OK);
    return EXILE_OK;
}
/* Records why exile_match_apply() refuses @p a, and returns the status it
 * returns: EXILE_E_GAME_OVER or EXILE_E_ILLEGAL_ACTION (reasons.c). */
exile_status ex_match_refuse(exile_match *m, exile_action a);
/* The engine that runs @p m's state, its events sent to its observers (to
 * nobody when it has none). Inline: every apply asks it. */
static inline void ex_engine_of(exile_match *m, ex_engine *e)
{
    e->st = &m->st;
    bool any = false;
    for (unsigned v = 0; v <= EX_SEATS; v++)
        any |= ex_bit(m->watchers, v) ? m->obs.fn[v].watch != NULL : m->obs.fn[v].observe != NULL;
    e->obs = any ? &m->obs : NULL;
    e->match = m;
    e->watchers = m->watchers;
    e->echo_kind = 0;
}
/* Is @p version one of ::exile_match_options this release reads (1 or 2)? */
bool ex_options_version_known(unsigned version);

#endif /* EXILE_MATCH_H */
