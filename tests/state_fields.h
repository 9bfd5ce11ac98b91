/*
 * Every field of <exile/state.h>, with what its index ranges over: the
 * tests read them all, along random matches of both boxes.
 * SPDX-License-Identifier: MIT
 */
#ifndef STATE_FIELDS_H
#define STATE_FIELDS_H

#include <stdint.h>

#include <exile/exile.h>

/* What a field's index names. */
typedef enum field_index {
    IX_NONE,      /* no index: 0 */
    IX_MEMORY,    /* a Memory slot */
    IX_GEAR,      /* a Gear slot */
    IX_TOKEN,     /* a Token kind's card index */
    IX_DECK,      /* a position in the seat's deck, hand ... */
    IX_HAND,
    IX_RECALL,
    IX_DESTROYED,
    IX_MOMENTUM,
    IX_ATTACHED,
    IX_BLOCKS,    /* a position among the Block cards */
    IX_STACK,     /* a position on the stack */
    IX_TARGETS    /* position * EXILE_MAX_TARGETS + target */
} field_index;

typedef struct field_info {
    exile_field field;
    field_index index;
    int per_seat; /* 1: seat 0 or 1; 0: seat 0 only */
} field_info;

extern const field_info state_fields[];
extern const int state_field_count;

/* The card field whose card an _INSTANCE field gives the instance of
 * (EXILE_FIELD_HAND_CARD for EXILE_FIELD_HAND_INSTANCE), or -1. */
int state_instance_twin(exile_field f);

/* The indices worth reading of a field: from -1 to one past its last
 * (reading the count through @p m as @p viewer sees it). */
int state_field_index_end(const exile_match *m, int viewer, const field_info *f, int seat);

/* A match of a box's recommended first game (box 0 or 1), from a seed. */
exile_match *state_box_match(int box, uint64_t seed);

/* xorshift64 (Marsaglia, 2003): picks the actions of random matches. */
uint64_t state_rand(uint64_t *s);

#endif /* STATE_FIELDS_H */
