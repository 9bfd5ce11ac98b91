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

/* Where a Move lies, by zone, when its viewer may see it (any other
 * zone: OBS_UNSEEN, 0). */
static const uint8_t zone_place[16] = {
    [ZONE_DECK] = OBS_DECK_TOP,   [ZONE_HAND] = OBS_HAND,       [ZONE_RECALL] = OBS_RECALL,
    [ZONE_DESTROYED] = OBS_DESTROYED, [ZONE_MOMENTUM] = OBS_MOMENTUM, [ZONE_ATTACK] = OBS_ATTACK,
    [ZONE_BLOCK] = OBS_BLOCK,     [ZONE_STACK] = OBS_STACK,     [ZONE_PREPARED] = OBS_PREPARED,
    [ZONE_ATTACHED] = OBS_ATTACHED,
};
_Static_assert(ZONE_COUNT <= 16, "zone_place and usual_place have an entry for each zone");

/* Where the viewer knows a Move lies in the usual case, by whose zone it
 * is (the viewer's, the other seat's) and the zone: nobody sees a deck,
 * the other seat's hand is hidden. */
#define USUAL_PLACES(theirs) \
    [ZONE_HAND] = (theirs) ? OBS_UNSEEN : OBS_HAND, [ZONE_RECALL] = OBS_RECALL, \
    [ZONE_DESTROYED] = OBS_DESTROYED, [ZONE_MOMENTUM] = OBS_MOMENTUM, [ZONE_ATTACK] = OBS_ATTACK, \
    [ZONE_BLOCK] = OBS_BLOCK, [ZONE_STACK] = OBS_STACK, [ZONE_PREPARED] = OBS_PREPARED, \
    [ZONE_ATTACHED] = OBS_ATTACHED
static const uint8_t usual_place[2][16] = { { USUAL_PLACES(0) }, { USUAL_PLACES(1) } };

enum { ASK_ALWAYS = 0x100 }; /* beside the card flags (CF_*) */

/* Writes the one-hot of where the viewer knows each of the Moves
 * [first, first + EX_MOVES_PER_SEAT) lies. ex_visible() decides; the
 * usual case is its answer, looked up without a branch (the zones of the
 * Moves follow no pattern a branch predictor could learn), and ex_visible
 * is asked the rest: a deck's card with a flag that may show it or while
 * a seat looks at its deck, a hand's card of the other seat the viewer may
 * know, a face-down attack. */
static float *put_places(float *o, const ex_state *st, unsigned first, unsigned viewer)
{
    uint16_t ask[2][16] = { { 0 } }; /* by whose zone and the zone: the flags that call for ex_visible */
    uint16_t deck = st->decision == DEC_LOOK ? ASK_ALWAYS : CF_FACE_UP_ON_DECK | CF_BOTTOM_KNOWN;
    ask[0][ZONE_DECK] = ask[1][ZONE_DECK] = deck;
    ask[1][ZONE_HAND] = st->trig_n > 0 ? ASK_ALWAYS : CF_KNOWN_IN_HAND;
    ask[0][ZONE_ATTACK] = ask[1][ZONE_ATTACK] = (st->atk.flags & AF_FACE_DOWN) ? ASK_ALWAYS : 0;
    for (unsigned inst = first; inst < first + EX_MOVES_PER_SEAT; inst++) {
        unsigned zone = st->zone[inst] & 15u, theirs = st->zseat[inst] != viewer;
        unsigned place = usual_place[theirs][zone];
        if ((st->cflags[inst] | ASK_ALWAYS) & ask[theirs][zone])
            place = ex_visible(st, inst, (int)viewer) ? zone_place[zone] : OBS_UNSEEN;
        o[place] = 1.0f;
        o += OBS_PLACES;
    }
    return o;
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
 * no zone) or a match's: put_places() asks ex_visible() of each Move, which
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
    o = put_places(o, st, me * EX_MOVES_PER_SEAT, me);
    put_places(o, st, opp * EX_MOVES_PER_SEAT, me);
}

void ex_observe(const ex_state *st, unsigned me, float *out)
{
    observe(st, me, out, false);
}

void ex_features(const ex_state *st, unsigned me, float *out)
{
    observe(st, me, out, true);
}
