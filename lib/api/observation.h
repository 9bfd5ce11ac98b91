/*
 * The observation vector's layout, for the writer (observation.c) and
 * the table that names its fields (features.c).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_API_OBSERVATION_H
#define EXILE_API_OBSERVATION_H

#include "engine.h"

/* Where a Move lies, as the viewer knows it (one-hot per card). */
enum obs_place {
    OBS_UNSEEN = 0, /* a deck, the opponent's hand, a face-down attack */
    OBS_DECK_TOP,   /* face-up on a deck, or looked at */
    OBS_HAND,
    OBS_RECALL,
    OBS_DESTROYED,
    OBS_MOMENTUM,
    OBS_ATTACK,
    OBS_BLOCK,
    OBS_STACK,
    OBS_PREPARED,
    OBS_ATTACHED,
    OBS_PLACES
};

enum {
    OBS_HEADER = 8 + DEC_COUNT,
    OBS_SEAT = 16 + 2 * EX_MEMORIES + 2 * EX_GEAR + 3,
    OBS_ATTACK_FIELDS = 8,
    OBS_SIZE = OBS_HEADER + 2 * OBS_SEAT + OBS_ATTACK_FIELDS + EX_MOVES * OBS_PLACES
};

/* The scales of the features (features.c names the fields, observation.c
 * writes them divided by these). */
#define OBS_SCALE_HP 30.0f      /* HP */
#define OBS_SCALE_STAMINA 10.0f /* floating Stamina, a declared cost */
#define OBS_SCALE_CARDS 20.0f   /* the cards of a pile */
#define OBS_SCALE_SMALL 4.0f    /* counts of a few: successes, Tokens, blocks, the stack */
#define OBS_SCALE_ROUND 60.0f   /* the round */

/* Writes OBS_SIZE numbers: what @p viewer sees of @p st (exile_view_observe). */
void ex_observe(const ex_state *st, unsigned viewer, float *out);

/* The same numbers, each divided by its field's scale (exile_match_features). */
void ex_features(const ex_state *st, unsigned viewer, float *out);

#endif /* EXILE_API_OBSERVATION_H */
