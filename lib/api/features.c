/*
 * The feature vector (<exile/learn.h>): the observation vector, read from
 * the match as one seat sees it, each number scaled, and the table naming
 * its fields. The table follows the layout of observation.c field by field,
 * with its scales (observation.h), which observation.c divides by as it
 * writes (test_learn checks every number against the observation's).
 * SPDX-License-Identifier: MIT
 */
#include "match.h"
#include "observation.h"

enum {
    SEAT_MINE = OBS_HEADER,
    SEAT_THEIRS = OBS_HEADER + OBS_SEAT,
    ATTACK = OBS_HEADER + 2 * OBS_SEAT,
    MOVES = ATTACK + OBS_ATTACK_FIELDS,
    HALF_MOVES = EX_MOVES_PER_SEAT * OBS_PLACES
};

#define FLAG(name, at) { name, (uint32_t)(at), 1, 1.0f, 0.0f, 1.0f }
#define NUMBER(name, at, scale, low, high) { name, (uint32_t)(at), 1, scale, low, high }

/* A seat's fields (observation.c, put_seat), the bounds of doc/notation.md. */
#define SEAT_FIELDS(who, b) \
    NUMBER(who ".hp", (b) + 0, OBS_SCALE_HP, -30000.0f, 30000.0f), FLAG(who ".engaged", (b) + 1), \
    FLAG(who ".spent", (b) + 2), FLAG(who ".unleashed", (b) + 3), \
    NUMBER(who ".stamina", (b) + 4, OBS_SCALE_STAMINA, 0.0f, 127.0f), \
    NUMBER(who ".deck", (b) + 5, OBS_SCALE_CARDS, 0.0f, 70.0f), NUMBER(who ".hand", (b) + 6, OBS_SCALE_CARDS, 0.0f, 70.0f), \
    NUMBER(who ".recall", (b) + 7, OBS_SCALE_CARDS, 0.0f, 70.0f), NUMBER(who ".destroyed", (b) + 8, OBS_SCALE_CARDS, 0.0f, 70.0f), \
    NUMBER(who ".momentum", (b) + 9, OBS_SCALE_CARDS, 0.0f, 70.0f), \
    NUMBER(who ".successes", (b) + 10, OBS_SCALE_SMALL, 0.0f, 127.0f), \
    NUMBER(who ".next_damage", (b) + 11, OBS_SCALE_SMALL, 0.0f, 127.0f), \
    NUMBER(who ".next_overcommit", (b) + 12, OBS_SCALE_SMALL, 0.0f, 127.0f), \
    FLAG(who ".prepared", (b) + 13), FLAG(who ".finisher_due", (b) + 14), FLAG(who ".stunned", (b) + 15), \
    { who ".memories", (uint32_t)((b) + 16), 2 * EX_MEMORIES, 1.0f, 0.0f, 1.0f }, \
    { who ".gear", (uint32_t)((b) + 16 + 2 * EX_MEMORIES), 2 * EX_GEAR, 1.0f, 0.0f, 1.0f }, \
    NUMBER(who ".bleed", (b) + 30, OBS_SCALE_SMALL, 0.0f, 30.0f), NUMBER(who ".aim", (b) + 31, OBS_SCALE_SMALL, 0.0f, 30.0f), \
    NUMBER(who ".plating", (b) + 32, OBS_SCALE_SMALL, 0.0f, 30.0f)

_Static_assert(OBS_SEAT == 33, "a seat's fields changed: update SEAT_FIELDS");
_Static_assert(OBS_ATTACK_FIELDS == 8, "the attack's fields changed: update the table");

static const exile_feature features[] = {
    FLAG("viewer", 0),
    NUMBER("round", 1, OBS_SCALE_ROUND, 1.0f, 65535.0f),
    FLAG("to_decide", 2), FLAG("initiative", 3), FLAG("my_turn", 4), FLAG("over", 5), FLAG("won", 6),
    NUMBER("stack", 7, OBS_SCALE_SMALL, 0.0f, 70.0f),
    { "decision", 8, DEC_COUNT, 1.0f, 0.0f, 1.0f },
    SEAT_FIELDS("my", SEAT_MINE),
    SEAT_FIELDS("their", SEAT_THEIRS),
    FLAG("attack", ATTACK), FLAG("attack.mine", ATTACK + 1),
    NUMBER("attack.declared", ATTACK + 2, OBS_SCALE_STAMINA, 0.0f, 127.0f),
    FLAG("attack.face_down", ATTACK + 3), FLAG("attack.unblockable", ATTACK + 4),
    FLAG("attack.stun", ATTACK + 5),
    NUMBER("attack.blocks", ATTACK + 6, OBS_SCALE_SMALL, 0.0f, 70.0f),
    NUMBER("attack.damage_mod", ATTACK + 7, OBS_SCALE_SMALL, -127.0f, 127.0f),
    { "my.moves", MOVES, HALF_MOVES, 1.0f, 0.0f, 1.0f },
    { "their.moves", MOVES + HALF_MOVES, HALF_MOVES, 1.0f, 0.0f, 1.0f },
};

_Static_assert(MOVES + 2 * HALF_MOVES == OBS_SIZE, "the table covers the vector");

int exile_feature_count(void)
{
    return (int)(sizeof features / sizeof features[0]);
}

const exile_feature *exile_feature_get(int i)
{
    return i >= 0 && i < exile_feature_count() ? &features[i] : NULL;
}

exile_status exile_match_features(const exile_match *m, int seat, float *out, size_t cap)
{
    if (!m || !out || seat < 0 || seat >= EX_SEATS)
        return EXILE_E_INVALID_ARGUMENT;
    if (cap < OBS_SIZE)
        return EXILE_E_BUFFER_TOO_SMALL;
    ex_features(&m->st, (unsigned)seat, out);
    return EXILE_OK;
}
