/*
 * The match handle behind the public API: the flat state, plus what is not
 * part of the game (the allocator, the observers).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_MATCH_H
#define EXILE_MATCH_H

#include "engine.h"

struct exile_match {
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
};

/* st as aligned as malloc's blocks, which its copies need to run at full
 * speed, and the handle within glibc's fastest cache (blocks of at most
 * 1032 bytes), which makes exile_match_clone() cheap. */
_Static_assert(offsetof(struct exile_match, st) % 16 == 0, "st is 16-byte aligned in a handle");
_Static_assert(sizeof(struct exile_match) <= 1032, "a handle is at most 1032 bytes");

/* Allocates a match with the given allocator (zeroed hooks: malloc/free),
 * its state zeroed. */
exile_match *ex_match_alloc(const exile_allocator *alloc);
void ex_engine_of(exile_match *m, ex_engine *e);

#endif /* EXILE_MATCH_H */
