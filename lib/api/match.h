/*
 * The match handle behind the public API: the flat state, plus what is not
 * part of the game (the allocator, the observers).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_MATCH_H
#define EXILE_MATCH_H

#include "engine.h"

struct exile_match {
    ex_state st;
    exile_allocator alloc;
    ex_observers obs;
};

/* Allocates a match with the given allocator (zeroed hooks: malloc/free). */
exile_match *ex_match_alloc(const exile_allocator *alloc);
void ex_engine_of(exile_match *m, ex_engine *e);

#endif /* EXILE_MATCH_H */
