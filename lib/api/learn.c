/*
 * Dense action indices, relative actions, the legal mask and the returns
 * (<exile/learn.h>): a match in the terms a learning agent expects, from
 * the side of the seat to act.
 * SPDX-License-Identifier: MIT
 */
#include <limits.h>
#include <string.h>

#include "dense.h"
#include "match.h"

/* What the argument of a kind names, and so how many dense entries it has. */
enum dense_family {
    FAM_NONE,    /* no argument: 1 */
    FAM_MEMORY,  /* a Memory slot: 3 */
    FAM_GEAR,    /* a Gear slot: 4 */
    FAM_MOVE,    /* a Move instance, relative: 40 */
    FAM_CARD,    /* any card instance, relative: 70 */
    FAM_AMOUNT,  /* a declared cost, 0 to EX_AMOUNT_MAX: 128 */
    FAM_CHOICE,  /* a card (70), a Gear slot (4: E14 form 3), a seat (2: G43) */
    FAM_TARGET,  /* a card (70), a Gear: EX_GEAR_TARGET | seat << 2 | slot (8) */
    FAM_COUNT
};

enum {
    CHOICE_SLOT = EX_INSTANCES,            /* Choose's entries for a Gear slot */
    CHOICE_SEAT = EX_INSTANCES + EX_GEAR,  /* and for a seat */
    TARGET_GEAR = EX_INSTANCES             /* Target's entries for a Gear */
};

static const uint8_t family_size[FAM_COUNT] = {
    [FAM_NONE] = 1, [FAM_MEMORY] = EX_MEMORIES, [FAM_GEAR] = EX_GEAR, [FAM_MOVE] = EX_MOVES,
    [FAM_CARD] = EX_INSTANCES, [FAM_AMOUNT] = EX_AMOUNT_MAX + 1, [FAM_CHOICE] = EX_INSTANCES + EX_GEAR + EX_SEATS,
    [FAM_TARGET] = EX_INSTANCES + EX_SEATS * EX_GEAR,
};

/* Each kind's family, in the order of exile_action_kind: the dense space
 * lays the kinds out in this order (learn.h; append only). */
static const uint8_t kind_family[EXILE_ACT_KIND_COUNT] = {
    [EXILE_ACT_END] = FAM_NONE,           [EXILE_ACT_STEP_BACK] = FAM_MOVE,
    [EXILE_ACT_ATTACK_UP] = FAM_MOVE,     [EXILE_ACT_ATTACK_DOWN] = FAM_MOVE,
    [EXILE_ACT_TAP] = FAM_MEMORY,         [EXILE_ACT_CHANNEL] = FAM_CARD,
    [EXILE_ACT_DECLARE] = FAM_AMOUNT,     [EXILE_ACT_BLOCK] = FAM_MOVE,
    [EXILE_ACT_NO_BLOCK] = FAM_NONE,      [EXILE_ACT_EXERT] = FAM_MOVE,
    [EXILE_ACT_PASS] = FAM_NONE,          [EXILE_ACT_PLATING] = FAM_NONE,
    [EXILE_ACT_REARM] = FAM_GEAR,         [EXILE_ACT_NO_REARM] = FAM_NONE,
    [EXILE_ACT_UNLOCK_MEMORY] = FAM_MEMORY, [EXILE_ACT_UNLOCK_NONE] = FAM_NONE,
    [EXILE_ACT_CHOOSE] = FAM_CHOICE,      [EXILE_ACT_DECLINE] = FAM_NONE,
    [EXILE_ACT_UNTAP] = FAM_MEMORY,       [EXILE_ACT_SUFFOCATE] = FAM_MEMORY,
    [EXILE_ACT_UNLOCK_UPGRADE] = FAM_GEAR, [EXILE_ACT_UNLEASH] = FAM_NONE,
    [EXILE_ACT_PREPARE] = FAM_MOVE,       [EXILE_ACT_FINISHER] = FAM_MOVE,
    [EXILE_ACT_TACTICS] = FAM_MOVE,       [EXILE_ACT_REACT] = FAM_MOVE,
    [EXILE_ACT_TARGET] = FAM_TARGET,      [EXILE_ACT_TURN_BACK] = FAM_MEMORY,
    [EXILE_ACT_ABILITY] = FAM_GEAR,
};

/* The first dense index of each kind: the sizes of the families of the
 * kinds before it, added up (a table, since the mask looks one up per
 * legal action; test_learn checks that the indices round-trip, which a
 * wrong entry would break). */
static const uint16_t kind_first[EXILE_ACT_KIND_COUNT + 1] = {
    0, 1, 41, 81, 121, 124, 194, 322, 362, 363, 403, 404, 405, 409, 410, 413, 414, 490, 491, 494, 497, 501, 502, 542, 582, 622, 662, 740, 743, 747
};

static unsigned kind_base(unsigned kind)
{
    return kind_first[kind];
}

_Static_assert(EXILE_ACT_KIND_COUNT == 29, "a new kind of action: give it a family above, append its first "
                                            "index to kind_first and raise EXILE_DENSE_ACTIONS by its size");

/* The seat a relative action is relative to: the seat to act, or -1. */
static int acting_seat(const exile_match *m)
{
    if (m->busy || m->st.winner >= 0 || m->st.decision == DEC_NONE)
        return -1;
    return m->st.actor;
}

/* A card instance seen from @p seat: its Moves first (a swap of the two
 * halves, its own inverse), the Tokens unchanged. */
static inline unsigned relative_card(unsigned inst, unsigned seat)
{
    return inst < EX_MOVES && seat ? (inst + EX_MOVES_PER_SEAT) % EX_MOVES : inst;
}

/* The argument of @p kind at decision @p dec translated to or from the
 * side of @p seat (the same swap both ways); false when it names nothing. */
static inline bool flip_argument(unsigned kind, unsigned dec, unsigned arg, unsigned seat, unsigned *out)
{
    unsigned family = kind < EXILE_ACT_KIND_COUNT ? kind_family[kind] : FAM_COUNT;
    *out = arg;
    switch (family) {
    case FAM_MOVE:
        if (arg >= EX_MOVES)
            return false;
        *out = relative_card(arg, seat);
        return true;
    case FAM_CARD:
        if (arg >= EX_INSTANCES)
            return false;
        *out = relative_card(arg, seat);
        return true;
    case FAM_CHOICE:
        if (dec == DEC_DISARM_OWN)
            return arg < EX_GEAR;
        if (dec == DEC_EXILE_DAMAGE) {
            *out = arg ^ seat;
            return arg < EX_SEATS;
        }
        *out = relative_card(arg, seat);
        return arg < EX_INSTANCES;
    case FAM_TARGET:
        if (arg & EX_GEAR_TARGET) {
            *out = arg ^ (seat << 2);
            return (arg & ~(unsigned)EX_GEAR_TARGET) < EX_SEATS * EX_GEAR;
        }
        *out = relative_card(arg, seat);
        return arg < EX_INSTANCES;
    case FAM_COUNT:
        return false;
    default:
        return arg < family_size[family];
    }
}

static exile_status translate(const exile_match *m, exile_action a, exile_action *out)
{
    if (!m || !out)
        return EXILE_E_INVALID_ARGUMENT;
    int seat = acting_seat(m);
    if (seat < 0)
        return EXILE_E_GAME_OVER;
    unsigned arg;
    if (a >= EXILE_ACTION_SPACE ||
        !flip_argument(EXILE_ACTION_KIND(a), m->st.decision, (unsigned)EXILE_ACTION_ARG(a), (unsigned)seat, &arg))
        return EXILE_E_INVALID_ARGUMENT;
    *out = EXILE_ACTION(EXILE_ACTION_KIND(a), arg);
    return EXILE_OK;
}

exile_status exile_match_relative_action(const exile_match *m, exile_action a, exile_action *out)
{
    return translate(m, a, out);
}

exile_status exile_match_absolute_action(const exile_match *m, exile_action rel, exile_action *out)
{
    return translate(m, rel, out);
}

/* The dense index of relative action @p rel at decision @p dec, or -1. */
static inline int dense_of_relative(exile_action rel, unsigned dec)
{
    unsigned kind = EXILE_ACTION_KIND(rel), arg = (unsigned)EXILE_ACTION_ARG(rel), at = arg;
    if (kind >= EXILE_ACT_KIND_COUNT)
        return -1;
    switch (kind_family[kind]) {
    case FAM_CHOICE:
        at = dec == DEC_DISARM_OWN ? CHOICE_SLOT + arg : dec == DEC_EXILE_DAMAGE ? CHOICE_SEAT + arg : arg;
        break;
    case FAM_TARGET:
        at = arg & EX_GEAR_TARGET ? TARGET_GEAR + (arg & ~(unsigned)EX_GEAR_TARGET) : arg;
        break;
    default:
        break;
    }
    return at < family_size[kind_family[kind]] ? (int)(kind_base(kind) + at) : -1;
}

int exile_match_dense_action(const exile_match *m, exile_action a)
{
    exile_action rel;
    if (translate(m, a, &rel) != EXILE_OK)
        return -1;
    return dense_of_relative(rel, m->st.decision);
}

exile_status exile_match_dense_to_action(const exile_match *m, int dense, exile_action *out)
{
    if (!m || !out || dense < 0 || dense >= (int)EXILE_DENSE_ACTIONS)
        return EXILE_E_INVALID_ARGUMENT;
    unsigned kind = 0, at = (unsigned)dense;
    while (at >= family_size[kind_family[kind]])
        at -= family_size[kind_family[kind++]];
    unsigned arg = at;
    if (kind_family[kind] == FAM_CHOICE) {
        /* Which entries of Choose the decision can name: a Gear slot at E14
         * form 3, a seat at G43, a card anywhere else. */
        unsigned dec = m->st.decision;
        unsigned want = dec == DEC_DISARM_OWN ? CHOICE_SLOT : dec == DEC_EXILE_DAMAGE ? CHOICE_SEAT : 0u;
        unsigned end = want == CHOICE_SLOT ? CHOICE_SEAT : want == CHOICE_SEAT ? CHOICE_SEAT + EX_SEATS
                                                                                : (unsigned)CHOICE_SLOT;
        if (at < want || at >= end)
            return EXILE_E_INVALID_ARGUMENT;
        arg = at - want;
    } else if (kind_family[kind] == FAM_TARGET && at >= TARGET_GEAR) {
        arg = EX_GEAR_TARGET | (at - TARGET_GEAR);
    }
    return translate(m, EXILE_ACTION(kind, arg), out);
}

/* exile_match_dense_action() of each legal action, the seat to act and
 * the decision looked up once for them all. */
exile_status ex_legal_mask(const exile_match *m, const exile_action *legal, size_t n, uint8_t *mask)
{
    memset(mask, 0, EXILE_DENSE_ACTIONS);
    if (n == 0)
        return EXILE_OK;
    int seat = acting_seat(m);
    unsigned dec = m->st.decision;
    if (seat < 0)
        return EXILE_E_UNSUPPORTED; /* legal actions and nobody to act: never */
    for (size_t i = 0; i < n; i++) {
        exile_action a = legal[i];
        unsigned arg;
        int d = -1;
        if (a < EXILE_ACTION_SPACE &&
            flip_argument(EXILE_ACTION_KIND(a), dec, (unsigned)EXILE_ACTION_ARG(a), (unsigned)seat, &arg))
            d = dense_of_relative(EXILE_ACTION(EXILE_ACTION_KIND(a), arg), dec);
        if (d < 0)
            return EXILE_E_UNSUPPORTED; /* a legal action the dense space lacks: never */
        mask[d] = 1;
    }
    return EXILE_OK;
}

exile_status exile_match_legal_mask(const exile_match *m, uint8_t *mask, size_t cap, size_t *count)
{
    if (!m || !mask)
        return EXILE_E_INVALID_ARGUMENT;
    if (cap < EXILE_DENSE_ACTIONS)
        return EXILE_E_BUFFER_TOO_SMALL;
    exile_action legal[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, legal, EXILE_MAX_LEGAL_ACTIONS);
    exile_status s = ex_legal_mask(m, legal, n, mask);
    if (count)
        *count = n;
    return s;
}

int exile_match_returns(const exile_match *m, int seat)
{
    if (!m || seat < 0 || seat >= EX_SEATS)
        return INT_MIN;
    if (m->st.winner == seat)
        return 1;
    return m->st.winner == ex_opp((uint8_t)seat) ? -1 : 0; /* a draw (2), or running */
}
