/*
 * The match handle behind the public API: the flat state, plus what is not
 * part of the game (the allocator, the observers).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_MATCH_H
#define EXILE_MATCH_H

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
    /* Inside exile_match_apply(), while the rules run and observers hear
     * their events: the calls that would change the match refuse with
     * EXILE_E_BUSY, and a destroy waits for the apply's end (doomed). */
    bool busy;
    bool doomed;
    /* Just before st: a clone reads it first, and here it shares a cache
     * line with st more often than not, instead of costing a line alone. */
    exile_allocator alloc;
    ex_state st;
    ex_observers obs;
    exile_action legal[EX_LEGAL_KEPT];
};

/* st as aligned as malloc's blocks, which its copies need to run at full
 * speed, and the handle within glibc's fastest cache (EX_LEGAL_KEPT). */
_Static_assert(offsetof(struct exile_match, st) % 16 == 0, "st is 16-byte aligned in a handle");
_Static_assert(sizeof(struct exile_match) <= 1032, "a handle is at most 1032 bytes");

/* Allocates a match with the given allocator (zeroed hooks: malloc/free),
 * its state zeroed. */
exile_match *ex_match_alloc(const exile_allocator *alloc);
void ex_engine_of(exile_match *m, ex_engine *e);

#endif /* EXILE_MATCH_H */
