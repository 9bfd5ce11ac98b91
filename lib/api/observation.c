/*
 * The observation vector: a seat's view as a fixed-size array of numbers,
 * for learning bots. It is built from the view, so it holds nothing the seat
 * cannot see. The layout is documented in <exile/exile.h>
 * (exile_view_observe) and only ever grows at its end.
 * SPDX-License-Identifier: MIT
 */
#include "match.h"
#include "notation.h"
#include "observation.h"
#include "view.h"

size_t exile_observation_size(void)
{
    return OBS_SIZE;
}

static unsigned place_of(const ex_state *st, unsigned inst, unsigned viewer)
{
    if (!ex_visible(st, inst, (int)viewer))
        return OBS_UNSEEN;
    switch (st->zone[inst]) {
    case ZONE_DECK: return OBS_DECK_TOP;
    case ZONE_HAND: return OBS_HAND;
    case ZONE_RECALL: return OBS_RECALL;
    case ZONE_DESTROYED: return OBS_DESTROYED;
    case ZONE_MOMENTUM: return OBS_MOMENTUM;
    case ZONE_ATTACK: return OBS_ATTACK;
    case ZONE_BLOCK: return OBS_BLOCK;
    case ZONE_STACK: return OBS_STACK;
    case ZONE_PREPARED: return OBS_PREPARED;
    case ZONE_ATTACHED: return OBS_ATTACHED;
    default: return OBS_UNSEEN; /* scrubbed by the view */
    }
}

static float *put_seat(float *o, const ex_state *st, unsigned s)
{
    const ex_seat *seat = &st->seat[s];
    *o++ = (float)seat->hp;
    *o++ = (float)seat->engaged;
    *o++ = (float)seat->spent;
    *o++ = (float)seat->unleashed;
    *o++ = (float)seat->floating;
    *o++ = (float)ex_seat_pile(st, s, PILE_DECK).n;
    *o++ = (float)ex_seat_pile(st, s, PILE_HAND).n;
    *o++ = (float)ex_seat_pile(st, s, PILE_RECALL).n;
    *o++ = (float)ex_seat_pile(st, s, PILE_DESTROYED).n;
    *o++ = (float)ex_seat_pile(st, s, PILE_MOMENTUM).n;
    *o++ = (float)seat->successes;
    *o++ = (float)seat->next_attack;
    *o++ = (float)seat->next_overcommit;
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
    ex_pile attached = ex_seat_pile(st, s, PILE_ATTACHED);
    *o++ = (float)ex_count_tokens_of(st, attached, CARD_BLEED_TOKEN);
    *o++ = (float)ex_count_tokens_of(st, attached, CARD_AIM_TOKEN);
    *o++ = (float)ex_count_tokens_of(st, attached, CARD_PLATING_TOKEN);
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
 * answers the same for both, so both write the same numbers. */
void ex_observe(const ex_state *st, unsigned me, float *out)
{
    unsigned opp = ex_opp((uint8_t)me);
    float *o = out;
    for (size_t i = 0; i < OBS_SIZE; i++)
        out[i] = 0.0f;
    /* The header: who, when, and the pending decision one-hot. */
    *o++ = (float)me;
    *o++ = (float)st->round;
    *o++ = (float)(st->decision != DEC_NONE && st->actor == me);
    *o++ = (float)(st->initiative == me);
    *o++ = (float)(st->turn == me);
    *o++ = (float)(st->winner >= 0);
    *o++ = (float)(st->winner == (int)me);
    *o++ = (float)ex_stack(st).n;
    o[st->decision] = 1.0f;
    o += DEC_COUNT;
    /* The viewer's seat first, then the opponent's. */
    o = put_seat(o, st, me);
    o = put_seat(o, st, opp);
    /* The attack in the Combat Zone. */
    const ex_attack *a = &st->atk;
    bool attack = a->card != EX_NO_CARD;
    *o++ = (float)attack;
    *o++ = (float)(attack && a->attacker == me);
    *o++ = (float)a->declared;
    *o++ = (float)ex_bit(a->flags, 0); /* face-down */
    *o++ = (float)ex_bit(a->flags, 1); /* unblockable */
    *o++ = (float)ex_bit(a->flags, 2); /* a stun turn */
    *o++ = (float)ex_blocks(st).n;
    *o++ = (float)a->damage_mod;
    /* Every Move: where the viewer knows it lies, the viewer's Moves first. */
    for (unsigned k = 0; k < EX_MOVES; k++) {
        unsigned inst = (k + me * EX_MOVES_PER_SEAT) % EX_MOVES;
        o[place_of(st, inst, me)] = 1.0f;
        o += OBS_PLACES;
    }
}
