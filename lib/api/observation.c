/*
 * The observation vector: a seat's view as a fixed-size array of numbers,
 * for learning bots. It is built from the view, so it holds nothing the seat
 * cannot see. The layout is documented in <exile/exile.h>
 * (exile_view_observe) and only ever grows at its end.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "match.h"
#include "notation.h"
#include "observation.h"
#include "view.h"

size_t exile_observation_size(void)
{
    return OBS_SIZE;
}

/* Where a Move lies, by zone, when its viewer may see it. */
static const uint8_t zone_place[ZONE_COUNT] = {
    [ZONE_DECK] = OBS_DECK_TOP,   [ZONE_HAND] = OBS_HAND,       [ZONE_RECALL] = OBS_RECALL,
    [ZONE_DESTROYED] = OBS_DESTROYED, [ZONE_MOMENTUM] = OBS_MOMENTUM, [ZONE_ATTACK] = OBS_ATTACK,
    [ZONE_BLOCK] = OBS_BLOCK,     [ZONE_STACK] = OBS_STACK,     [ZONE_PREPARED] = OBS_PREPARED,
    [ZONE_ATTACHED] = OBS_ATTACHED, /* any other zone: OBS_UNSEEN (0), scrubbed by the view */
};

/* Where the viewer knows Move @p inst lies: ex_visible() decides, after
 * the answers of the usual cases, which are its own (a card of a deck
 * nobody looks at, a hand's card of its owner, one the other seat has no
 * reason to know). */
static unsigned place_of(const ex_state *st, unsigned inst, unsigned viewer)
{
    unsigned zone = st->zone[inst];
    switch (zone) {
    case ZONE_DECK:
        if (!(st->cflags[inst] & (CF_FACE_UP_ON_DECK | CF_BOTTOM_KNOWN)) && st->decision != DEC_LOOK)
            return OBS_UNSEEN;
        break;
    case ZONE_HAND: /* a Move, not a Token */
        if (st->zseat[inst] == viewer)
            return OBS_HAND;
        if (!(st->cflags[inst] & CF_KNOWN_IN_HAND) && st->trig_n == 0)
            return OBS_UNSEEN;
        break;
    case ZONE_ATTACK:
        break;
    default: /* the zones that hide nothing */
        return zone < ZONE_COUNT ? zone_place[zone] : OBS_UNSEEN;
    }
    return ex_visible(st, inst, (int)viewer) ? zone_place[zone] : OBS_UNSEEN;
}

/* A number of the vector: divided by its field's scale (features.c) for
 * the features, as it is for the observation. The same division as of the
 * observation's number, so the same float. */
#define PUT(o, x, scale) (*(o)++ = scaled ? (float)(x) / (scale) : (float)(x))

static inline float *put_seat(float *o, const ex_state *st, unsigned s, bool scaled)
{
    const ex_seat *seat = &st->seat[s];
    PUT(o, seat->hp, OBS_SCALE_HP);
    *o++ = (float)seat->engaged;
    *o++ = (float)seat->spent;
    *o++ = (float)seat->unleashed;
    PUT(o, seat->floating, OBS_SCALE_STAMINA);
    PUT(o, ex_seat_pile(st, s, PILE_DECK).n, OBS_SCALE_CARDS);
    PUT(o, ex_seat_pile(st, s, PILE_HAND).n, OBS_SCALE_CARDS);
    PUT(o, ex_seat_pile(st, s, PILE_RECALL).n, OBS_SCALE_CARDS);
    PUT(o, ex_seat_pile(st, s, PILE_DESTROYED).n, OBS_SCALE_CARDS);
    PUT(o, ex_seat_pile(st, s, PILE_MOMENTUM).n, OBS_SCALE_CARDS);
    PUT(o, seat->successes, OBS_SCALE_SMALL);
    PUT(o, seat->next_attack, OBS_SCALE_SMALL);
    PUT(o, seat->next_overcommit, OBS_SCALE_SMALL);
    *o++ = (float)(seat->prepared != EX_NO_CARD);
    *o++ = (float)seat->finisher_due;
    *o++ = (float)(st->stun_pending == s || st->stun_turn == s);
    for (unsigned m = 0; m < EX_MEMORIES; m++) {
        *o++ = (float)ex_bit(seat->mem_unlocked, m);
        *o++ = (float)ex_bit(seat->mem_tapped, m);
    }
    for (unsigned g = 0; g < EX_GEAR; g++) {
        *o++ = (float)!ex_bit(seat->gear_disarmed, g);
        *o++ = (float)ex_bit(seat->gear_upgraded, g);
    }
    /* The Tokens on the Exile (ex_count_tokens_of of each kind, one pass). */
    ex_pile attached = ex_seat_pile(st, s, PILE_ATTACHED);
    unsigned bleed = 0, aim = 0, plating = 0;
    for (unsigned i = 0; i < attached.n; i++) {
        unsigned c = attached.c[i];
        if (ex_is_token(c) && !st->host[c]) {
            bleed += st->def[c] == CARD_BLEED_TOKEN;
            aim += st->def[c] == CARD_AIM_TOKEN;
            plating += st->def[c] == CARD_PLATING_TOKEN;
        }
    }
    PUT(o, bleed, OBS_SCALE_SMALL);
    PUT(o, aim, OBS_SCALE_SMALL);
    PUT(o, plating, OBS_SCALE_SMALL);
    return o;
}

exile_status exile_view_observe(const exile_view *v, float *out, size_t cap)
{
    if (!v || !out)
        return EXILE_E_INVALID_ARGUMENT;
    if (cap < OBS_SIZE)
        return EXILE_E_BUFFER_TOO_SMALL;
    int viewer;
    const ex_state *st = ex_view_state(v, &viewer);
    ex_observe(st, (unsigned)viewer, out);
    return EXILE_OK;
}

/* The state may be a view's (scrubbed: what the viewer cannot see lies in
 * no zone) or a match's: place_of() asks ex_visible() of each Move, which
 * answers the same for both, so both write the same numbers. Every number
 * is written but the one-hots' zeros, cleared first. */
static inline void observe(const ex_state *st, unsigned me, float *out, bool scaled)
{
    unsigned opp = ex_opp((uint8_t)me);
    float *o = out;
    /* The header: who, when, and the pending decision one-hot. */
    *o++ = (float)me;
    PUT(o, st->round, OBS_SCALE_ROUND);
    *o++ = (float)(st->decision != DEC_NONE && st->actor == me);
    *o++ = (float)(st->initiative == me);
    *o++ = (float)(st->turn == me);
    *o++ = (float)(st->winner >= 0);
    *o++ = (float)(st->winner == (int)me);
    PUT(o, ex_stack(st).n, OBS_SCALE_SMALL);
    memset(o, 0, DEC_COUNT * sizeof *o);
    o[st->decision] = 1.0f;
    o += DEC_COUNT;
    /* The viewer's seat first, then the opponent's. */
    o = put_seat(o, st, me, scaled);
    o = put_seat(o, st, opp, scaled);
    /* The attack in the Combat Zone. */
    const ex_attack *a = &st->atk;
    bool attack = a->card != EX_NO_CARD;
    *o++ = (float)attack;
    *o++ = (float)(attack && a->attacker == me);
    PUT(o, a->declared, OBS_SCALE_STAMINA);
    *o++ = (float)ex_bit(a->flags, 0); /* face-down */
    *o++ = (float)ex_bit(a->flags, 1); /* unblockable */
    *o++ = (float)ex_bit(a->flags, 2); /* a stun turn */
    PUT(o, ex_blocks(st).n, OBS_SCALE_SMALL);
    PUT(o, a->damage_mod, OBS_SCALE_SMALL);
    /* Every Move: where the viewer knows it lies, the viewer's Moves first. */
    memset(o, 0, EX_MOVES * OBS_PLACES * sizeof *o);
    for (unsigned half = 0; half < EX_SEATS; half++) {
        unsigned first = (half ? opp : me) * EX_MOVES_PER_SEAT;
        for (unsigned inst = first; inst < first + EX_MOVES_PER_SEAT; inst++) {
            o[place_of(st, inst, me)] = 1.0f;
            o += OBS_PLACES;
        }
    }
}

void ex_observe(const ex_state *st, unsigned me, float *out)
{
    observe(st, me, out, false);
}

void ex_features(const ex_state *st, unsigned me, float *out)
{
    observe(st, me, out, true);
}
