/*
 * Every card move goes through here, so that each move is reported once and
 * the one-zone-per-card invariant has one keeper.
 * SPDX-License-Identifier: MIT
 */
#include <stddef.h>
#include <string.h>
#if defined(__SSE2__) && defined(__GNUC__)
#include <emmintrin.h>
#define EX_PILE_VECTORS 1 /* piles read sixteen cards a compare */
#endif

#include "primitives.h"

int ex_pile_find(ex_pile p, unsigned inst)
{
    for (unsigned i = 0; i < p.n; i++)
        if (p.c[i] == inst)
            return (int)i;
    return -1;
}

/* Fifteen 0s, then sixteen 1s: the sixteen bytes from 14 - id hold a 1 for
 * each bound after pile id, those that move when it grows or shrinks, so
 * the bounds move with one 16-byte vector operation. */
static const uint8_t ones_after[2 * EX_PILE_BOUNDS - 1] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
};

void ex_pile_insert(ex_state *st, unsigned id, unsigned pos, unsigned inst)
{
    /* The piles after this one move up a byte. */
    unsigned at = st->pile_start[id] + pos, end = st->pile_start[EX_PILES];
    memmove(st->pile_card + at + 1, st->pile_card + at, end - at);
    st->pile_card[at] = (uint8_t)inst;
    const uint8_t *after = ones_after + EX_PILE_BOUNDS - 2 - id;
    for (unsigned p = 0; p < EX_PILE_BOUNDS; p++)
        st->pile_start[p] = (uint8_t)(st->pile_start[p] + after[p]);
}

void ex_pile_push(ex_state *st, unsigned id, unsigned inst)
{
    ex_pile_insert(st, id, (unsigned)(st->pile_start[id + 1] - st->pile_start[id]), inst);
}

void ex_pile_sort(ex_state *st, unsigned id)
{
    uint8_t *c = ex_pile_cards(st, id);
    unsigned n = ex_pile_get(st, id).n;
    for (unsigned i = 1; i < n; i++)
        for (unsigned j = i; j > 0 && c[j - 1] > c[j]; j--) {
            uint8_t t = c[j];
            c[j] = c[j - 1];
            c[j - 1] = t;
        }
}

unsigned ex_pile_remove_at(ex_state *st, unsigned id, unsigned pos)
{
    unsigned at = st->pile_start[id] + pos, end = st->pile_start[EX_PILES];
    unsigned inst = st->pile_card[at];
    memmove(st->pile_card + at, st->pile_card + at + 1, end - at - 1);
    st->pile_card[end - 1] = 0; /* no stale bytes: equal positions are equal states */
    const uint8_t *after = ones_after + EX_PILE_BOUNDS - 2 - id;
    for (unsigned p = 0; p < EX_PILE_BOUNDS; p++)
        st->pile_start[p] = (uint8_t)(st->pile_start[p] - after[p]);
    return inst;
}

#ifdef EX_PILE_VECTORS
/* Sixteen bytes of a pile from its card @p i on: a pile is read sixteen
 * cards a compare, without a branch on each. The bytes past the pile are
 * other piles' or the fields after pile_card, all within the state; the
 * readers below need no mask of them, as what they ask of a chunk is its
 * first bit that says so, and a bit past the pile's end is taken for none. */
_Static_assert(offsetof(ex_state, pile_card) + EX_PILE_CAP + 16 <= sizeof(ex_state),
               "a read of sixteen bytes from a pile's card stays within the state");

static inline __m128i pile_bytes(const ex_state *st, unsigned id, unsigned i)
{
    return _mm_loadu_si128((const __m128i *)(const void *)(st->pile_card + st->pile_start[id] + i));
}
#endif

/* The position of @p inst in pile @p id, or -1: ex_pile_find() of a pile of
 * the state, which the moves ask of every card they take. Inline, as is
 * add_position(): a move that calls them keeps fewer of its values on the
 * stack across the calls. */
static inline int pile_index(const ex_state *st, unsigned id, unsigned inst)
{
#ifdef EX_PILE_VECTORS
    unsigned n = ex_pile_get(st, id).n;
    const __m128i want = _mm_set1_epi8((char)inst);
    for (unsigned i = 0; i < n; i += 16) {
        unsigned hits = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(pile_bytes(st, id, i), want));
        /* The first hit, unless it lies past the pile: then, the chunk
         * being the pile's last, there is none in it. */
        if (hits) {
            unsigned at = i + (unsigned)__builtin_ctz(hits);
            return at < n ? (int)at : -1;
        }
    }
    return -1;
#else
    return ex_pile_find(ex_pile_get(st, id), inst);
#endif
}

/* Where a card put into pile @p id goes: its end, or its place in a hand. */
static inline unsigned add_position(const ex_state *st, unsigned id, unsigned inst)
{
    ex_pile p = ex_pile_get(st, id);
    if (!ex_pile_is_hand(id))
        return p.n;
#ifdef EX_PILE_VECTORS
    /* The hand ascends (check.c holds every state to it): the cards below
     * @p inst are its first ones, and they are counted sixteen a compare
     * (instances are below 128, so a signed compare of bytes orders them). */
    _Static_assert(EX_INSTANCES <= 128, "instances compare as signed bytes");
    const __m128i card = _mm_set1_epi8((char)inst);
    for (unsigned i = 0; i < p.n; i += 16) {
        /* Within the pile, the cards below are the chunk's first bits; a
         * first card not below that lies past the pile's end is its end. */
        unsigned below = (unsigned)_mm_movemask_epi8(_mm_cmplt_epi8(pile_bytes(st, id, i), card));
        unsigned first_above = (unsigned)__builtin_ctz(~below);
        if (first_above < 16)
            return i + first_above < p.n ? i + first_above : p.n;
    }
    return p.n;
#else
    unsigned pos = p.n;
    while (pos > 0 && p.c[pos - 1] > inst)
        pos--;
    return pos;
#endif
}

void ex_pile_add(ex_state *st, unsigned id, unsigned inst)
{
    ex_pile_insert(st, id, add_position(st, id, inst), inst);
}

/* Takes the card at @p pos of pile @p from and puts it at @p to_pos of
 * another pile @p to: only the bytes between the two places move, and the
 * bounds between the two piles, where a take-out then a put-in would move
 * the cards of every pile after each. Both ways leave the same bytes. */
static void pile_transfer(ex_state *st, unsigned from, unsigned pos, unsigned to, unsigned to_pos)
{
    unsigned at = st->pile_start[from] + pos, dest = st->pile_start[to] + to_pos;
    uint8_t inst = st->pile_card[at];
    const uint8_t *after_from = ones_after + EX_PILE_BOUNDS - 2 - from;
    const uint8_t *after_to = ones_after + EX_PILE_BOUNDS - 2 - to;
    if (from < to) {
        /* The cards between move down a byte, the bounds of the piles
         * after @p from up to @p to with them. */
        memmove(st->pile_card + at, st->pile_card + at + 1, dest - 1 - at);
        st->pile_card[dest - 1] = inst;
        for (unsigned p = 0; p < EX_PILE_BOUNDS; p++)
            st->pile_start[p] = (uint8_t)(st->pile_start[p] - (after_from[p] - after_to[p]));
    } else {
        memmove(st->pile_card + dest + 1, st->pile_card + dest, at - dest);
        st->pile_card[dest] = inst;
        for (unsigned p = 0; p < EX_PILE_BOUNDS; p++)
            st->pile_start[p] = (uint8_t)(st->pile_start[p] + (after_to[p] - after_from[p]));
    }
}

/* The flags a card loses as it leaves its zone. */
static void clear_zone_flags(ex_state *st, unsigned inst)
{
    st->cflags[inst] &= (uint8_t)~(CF_FACE_UP_ON_DECK | CF_AS_BLOCK | CF_KNOWN_IN_HAND | CF_NOT_FROM_DECK |
                                   CF_BOTTOM_KNOWN);
}

static void take_out(ex_state *st, unsigned inst)
{
    int id = ex_pile_of_zone(st->zone[inst], st->zseat[inst]);
    if (id >= 0) {
        int i = pile_index(st, (unsigned)id, inst);
        if (i >= 0)
            ex_pile_remove_at(st, (unsigned)id, (unsigned)i);
        if (i >= 0 && st->zone[inst] == ZONE_STACK) {
            /* the stack's entries follow its cards */
            for (unsigned k = (unsigned)i; k + 1 < EX_STACK_CAP; k++)
                st->entry[k] = st->entry[k + 1];
            st->entry[EX_STACK_CAP - 1] = (ex_stack_entry){ 0 };
        }
    } else if (st->zone[inst] == ZONE_ATTACK) {
        st->atk.card = EX_NO_CARD;
    } else if (st->zone[inst] == ZONE_PREPARED) {
        ex_seat *s = &st->seat[st->zseat[inst]];
        s->prepared = EX_NO_CARD;
        s->prepared_cost = 0;
        s->finisher_due = 0;
    }
    clear_zone_flags(st, inst);
}

/* Moves @p inst, which lies in a pile, to the pile @p id of @p zone and
 * @p seat, as take_out() then ex_pile_add() would, in one pass: most
 * moves go from pile to pile (a draw, a play to the Momentum Zone). False,
 * having done nothing, for the moves it does not make: within one pile,
 * out of the stack (its entries follow its cards), a card not found. */
static bool pile_to_pile(ex_state *st, unsigned inst, int id, unsigned zone, unsigned seat)
{
    int from = ex_pile_of_zone(st->zone[inst], st->zseat[inst]);
    if (from < 0 || id < 0 || from == id || st->zone[inst] == ZONE_STACK)
        return false;
    int i = pile_index(st, (unsigned)from, inst);
    if (i < 0)
        return false;
    clear_zone_flags(st, inst);
    st->zone[inst] = (uint8_t)zone;
    st->zseat[inst] = (uint8_t)seat;
    pile_transfer(st, (unsigned)from, (unsigned)i, (unsigned)id, add_position(st, (unsigned)id, inst));
    return true;
}

/* A card that left @p seat's hand unseen by the other seat (a face-down
 * attack, a card put on a deck face-down) may have been any of its cards:
 * the other seat no longer knows which of the cards it saw go in are
 * still there, nor which card left. Nothing is known that a person at the
 * table could not. It still knows where they are, together: in the hand
 * or the attack, none of them in the deck (@p kept CF_NOT_FROM_DECK); a
 * card put on the deck may be any of them (@p kept 0). The mask of the
 * seats that may still see the card that left: not the other seat, though
 * it knew the card in the hand. */
static int forget_hand(ex_state *st, unsigned seat, uint8_t kept)
{
    ex_pile h = ex_seat_pile(st, seat, PILE_HAND);
    for (unsigned i = 0; i < h.n; i++)
        if (st->cflags[h.c[i]] & (CF_KNOWN_IN_HAND | CF_NOT_FROM_DECK))
            st->cflags[h.c[i]] = (uint8_t)((st->cflags[h.c[i]] & ~(CF_KNOWN_IN_HAND | CF_NOT_FROM_DECK)) | kept);
    return ~(1 << ex_opp((uint8_t)seat));
}

/* Reports a move; the identity is shown to each seat that could see the card
 * before or after it moved. Only called with observers: the moves ask
 * e->obs themselves, so that a match nobody listens to makes no call. */
static void report(ex_engine *e, unsigned inst, unsigned from, unsigned from_seat, int before_mask)
{
    ex_state *st = e->st;
    int mask = before_mask;
    for (int v = 0; v < EX_SEATS; v++)
        if (ex_visible(st, inst, v))
            mask |= 1 << v;
    ex_emit_move(e, inst, from, from_seat, mask);
}

static int visible_mask(const ex_state *st, unsigned inst)
{
    int mask = 0;
    for (int v = 0; v < EX_SEATS; v++)
        if (ex_visible(st, inst, v))
            mask |= 1 << v;
    return mask;
}

/* The counters on @p host return to the supply. */
static void counters_return(ex_engine *e, unsigned host)
{
    ex_state *st = e->st;
    for (unsigned tok = EX_MOVES; tok < EX_INSTANCES; tok++)
        if (st->host[tok] == host + 1u) {
            st->host[tok] = 0;
            ex_move(e, tok, ZONE_SUPPLY, 0);
        }
}

void ex_move(ex_engine *e, unsigned inst, unsigned zone, unsigned seat)
{
    ex_state *st = e->st;
    unsigned from = st->zone[inst], from_seat = st->zseat[inst], was = st->cflags[inst];
    /* A card leaving play takes its counters off with it (§4.5). */
    if (from == ZONE_ATTACHED && !ex_is_token(inst))
        counters_return(e, inst);
    if (ex_is_token(inst))
        st->host[inst] = 0;
    int before = e->obs ? visible_mask(st, inst) : 0;
    /* F2: a card the other seat saw go into a hand stays known to it. A
     * card taken from a deck was seen only face-up (the common draw asks
     * nothing more). */
    bool seen_going_in = zone == ZONE_HAND && !ex_is_token(inst) &&
                         (from != ZONE_DECK || (st->cflags[inst] & CF_FACE_UP_ON_DECK)) &&
                         ex_visible(st, inst, ex_opp((uint8_t)seat));
    /* §4.5: a Token never goes to a Recall Pile, a Momentum Zone or the
     * Destroyed Pile: it returns to the supply. */
    if (ex_is_token(inst) && (zone == ZONE_RECALL || zone == ZONE_DESTROYED || zone == ZONE_MOMENTUM))
        zone = ZONE_SUPPLY;
    int id = ex_pile_of_zone(zone, seat);
    if (!pile_to_pile(st, inst, id, zone, seat)) {
        take_out(st, inst);
        st->zone[inst] = (uint8_t)zone;
        st->zseat[inst] = (uint8_t)(zone == ZONE_SUPPLY ? 0 : seat);
        if (id >= 0)
            ex_pile_add(st, (unsigned)id, inst);
        else if (zone == ZONE_ATTACK)
            st->atk.card = (uint8_t)inst;
        else if (zone == ZONE_PREPARED)
            st->seat[seat].prepared = (uint8_t)inst;
    }
    if (seen_going_in)
        st->cflags[inst] |= CF_KNOWN_IN_HAND;
    /* Out of a hand, only a face-down attack and a deck hide a card. */
    if (from == ZONE_HAND && (zone == ZONE_ATTACK || zone == ZONE_DECK) &&
        !ex_visible(st, inst, ex_opp((uint8_t)from_seat))) {
        uint8_t kept = zone == ZONE_ATTACK ? CF_NOT_FROM_DECK : 0;
        before &= forget_hand(st, from_seat, kept);
        if (was & (CF_KNOWN_IN_HAND | CF_NOT_FROM_DECK))
            st->cflags[inst] |= kept;
    }
    if (e->obs)
        report(e, inst, from, from_seat, before);
}

void ex_move_pile(ex_engine *e, unsigned id, unsigned zone, unsigned seat)
{
    /* Each move changes the piles: the pile is read afresh every time. */
    for (ex_pile p; (p = ex_pile_get(e->st, id)).n;)
        ex_move(e, p.c[0], zone, seat);
}

void ex_move_to_deck_top(ex_engine *e, unsigned inst, unsigned seat, bool face_up)
{
    ex_state *st = e->st;
    unsigned from = st->zone[inst], from_seat = st->zseat[inst];
    int before = e->obs ? visible_mask(st, inst) : 0;
    take_out(st, inst);
    st->zone[inst] = ZONE_DECK;
    st->zseat[inst] = (uint8_t)seat;
    ex_pile_insert(st, ex_pile_id(seat, PILE_DECK), 0, inst);
    if (face_up)
        st->cflags[inst] |= CF_FACE_UP_ON_DECK;
    else if (from == ZONE_HAND)
        before &= forget_hand(st, from_seat, 0);
    if (e->obs)
        report(e, inst, from, from_seat, before);
}

void ex_destroy(ex_engine *e, unsigned inst)
{
    ex_state *st = e->st;
    unsigned owner = ex_owner(inst);
    if (owner == EX_NO_CARD) { /* a Token is never destroyed: it returns (§4.5) */
        ex_move(e, inst, ZONE_SUPPLY, 0);
        return;
    }
    ex_move(e, inst, ZONE_DESTROYED, owner);
    /* P09: "Once per round, whenever one of your Moves is destroyed, destroy
     * target Move in your opponent's Momentum Zone.": each card printing it
     * fires, by card name (§5). */
    ex_passive_hit h[EX_GEAR + 1];
    unsigned n = ex_passives(st, owner, TMPL_P09, h, EX_GEAR + 1), from = st->trig_n;
    if (n == 0)
        return; /* most destructions: no card of the player prints it */
    for (unsigned i = 0; i < n; i++)
        ex_fire(st, owner, &h[i]);
    ex_trigger_sort(st, from, owner);
}

unsigned ex_count_tokens_of(const ex_state *st, ex_pile p, unsigned token_card)
{
    /* Counters on a card count only for that card's text (§4.5). */
    unsigned n = 0;
    for (unsigned i = 0; i < p.n; i++)
        n += ex_is_token(p.c[i]) && st->def[p.c[i]] == token_card && !st->host[p.c[i]];
    return n;
}

unsigned ex_supply_token(const ex_state *st, unsigned token_card)
{
    for (unsigned i = EX_MOVES; i < EX_INSTANCES; i++)
        if (st->def[i] == token_card && st->zone[i] == ZONE_SUPPLY)
            return i;
    return EX_NO_CARD;
}

unsigned ex_token_index(const ex_state *st, unsigned inst)
{
    unsigned n = 0;
    for (unsigned i = EX_MOVES; i < inst; i++)
        n += st->def[i] == st->def[inst];
    return n;
}

unsigned ex_token_instance(const ex_state *st, unsigned token_card, unsigned index)
{
    for (unsigned i = EX_MOVES; i < EX_INSTANCES; i++)
        if (st->def[i] == token_card && index-- == 0)
            return i;
    return EX_NO_CARD;
}

unsigned ex_exile_token(const ex_state *st, unsigned seat, unsigned token_card)
{
    ex_pile a = ex_seat_pile(st, seat, PILE_ATTACHED);
    for (unsigned i = 0; i < a.n; i++)
        if (ex_is_token(a.c[i]) && st->def[a.c[i]] == token_card && !st->host[a.c[i]])
            return a.c[i];
    return EX_NO_CARD;
}

void ex_shuffle_deck(ex_engine *e, unsigned seat)
{
    ex_shuffle_pile(e->st, ex_pile_id(seat, PILE_DECK));
    ex_emit(e, EXILE_EV_SHUFFLE, (int)seat, -1, -1, -1, (int)ex_seat_pile(e->st, seat, PILE_DECK).n, -1);
}
