/*
 * Views: what one seat knows (checklist Part F). A view holds a copy of the
 * state with everything the seat cannot see scrubbed out, so a bot handed
 * a view holds no hidden information at all.
 * SPDX-License-Identifier: MIT
 */
#include <limits.h>
#include <string.h>

#include "match.h"
#include "notation.h"
#include "state_read.h"
#include "view.h"

struct exile_view {
    ex_state st; /* scrubbed: hidden pile entries are EX_HIDDEN_CARD */
    int seat;
    exile_allocator alloc;
};

static void scrub(ex_state *st, const ex_state *src, int seat)
{
    /* The piles lie in one array: scrub it whole. */
    for (unsigned i = 0; i < st->pile_start[EX_PILES]; i++)
        if (!ex_visible(src, st->pile_card[i], seat))
            st->pile_card[i] = EX_HIDDEN_CARD;
    /* Which slot of a hand a hidden card lies in is no game information:
     * the opponent's hand lists its hidden cards first, then its Tokens. */
    unsigned hand = ex_pile_id(ex_opp((uint8_t)seat), PILE_HAND);
    ex_pile h = ex_pile_get(st, hand);
    uint8_t sorted[EX_PILE_CAP];
    unsigned n = 0;
    for (unsigned i = 0; i < h.n; i++)
        if (h.c[i] == EX_HIDDEN_CARD)
            sorted[n++] = EX_HIDDEN_CARD;
    for (unsigned i = 0; i < h.n; i++)
        if (h.c[i] != EX_HIDDEN_CARD)
            sorted[n++] = h.c[i];
    memcpy(ex_pile_cards(st, hand), sorted, n);
    if (st->atk.card != EX_NO_CARD && !ex_visible(src, st->atk.card, seat)) {
        /* A face-down attack before its Reveal: only its declared cost is public. */
        st->atk.card = EX_HIDDEN_CARD;
        st->atk.eff_cost = 0;
        st->atk.speed = 0;
        st->atk.flags &= (uint8_t)~(AF_EXERT_OK | AF_CANNOT_DISARM);
    }
    /* G22: the other seat's Rearm pick is hidden until both are in. */
    st->seat[ex_opp((uint8_t)seat)].rearm_pick = EX_NO_CARD;
    /* F6: so is its card put face-down in an exchange (E57). */
    st->seat[ex_opp((uint8_t)seat)].exchange_pick = EX_NO_CARD;
    /* Where each instance lies would tell which hidden card is where. */
    for (unsigned i = 0; i < EX_INSTANCES; i++)
        if (!ex_visible(src, i, seat)) {
            st->zone[i] = ZONE_COUNT; /* somewhere this seat cannot see */
            st->zseat[i] = st->def[i] = st->cflags[i] = 0;
        }
    st->rng_state = st->rng_inc = 0; /* it foretells every shuffle */
}

exile_status exile_view_create(exile_view **out, const exile_match *m, int seat)
{
    if (!out || !m || seat < 0 || seat >= EX_SEATS)
        return EXILE_E_INVALID_ARGUMENT;
    exile_view *v = m->alloc.alloc(sizeof *v, m->alloc.user_data);
    if (!v)
        return EXILE_E_NO_MEMORY;
    v->seat = seat;
    v->alloc = m->alloc;
    exile_view_update(v, m);
    *out = v;
    return EXILE_OK;
}

exile_status exile_view_update(exile_view *v, const exile_match *m)
{
    if (!v || !m)
        return EXILE_E_INVALID_ARGUMENT;
    v->st = m->st;
    scrub(&v->st, &m->st, v->seat);
    return EXILE_OK;
}

int exile_view_get(const exile_view *v, exile_field field, int seat, int index)
{
    return v ? ex_field_get(&v->st, v->seat, field, seat, index) : EXILE_NO_VALUE;
}

void exile_view_destroy(exile_view *v)
{
    if (v)
        v->alloc.free(v, v->alloc.user_data);
}

int exile_view_seat(const exile_view *v)
{
    return v ? v->seat : -1;
}

/* The pile of a zone as the view holds it; false for a zone that is no pile. */
static bool view_pile(const exile_view *v, int seat, exile_zone zone, ex_pile *out)
{
    if (!v || seat < 0 || seat >= EX_SEATS || zone <= EXILE_ZONE_NONE || zone >= EXILE_ZONE_COUNT)
        return false;
    int id = ex_pile_of_zone((unsigned)zone, (unsigned)seat);
    if (id < 0)
        return false;
    *out = ex_pile_get(&v->st, (unsigned)id);
    return true;
}

/* The supply is no pile: its Tokens are the instances lying there. */
static int supply_card(const exile_view *v, int i)
{
    for (unsigned inst = EX_MOVES; inst < EX_INSTANCES; inst++)
        if (v->st.zone[inst] == ZONE_SUPPLY && i-- == 0)
            return v->st.def[inst];
    return -2;
}

int exile_view_zone_count(const exile_view *v, int seat, exile_zone zone)
{
    if (v && zone == EXILE_ZONE_SUPPLY) {
        int n = 0;
        while (supply_card(v, n) >= 0)
            n++;
        return n;
    }
    if (v && zone == EXILE_ZONE_ATTACK && seat >= 0 && seat < EX_SEATS)
        return v->st.atk.card != EX_NO_CARD && v->st.atk.attacker == seat;
    /* A prepared Finisher lies on its Gear, public (§5 Action D). */
    if (v && zone == EXILE_ZONE_PREPARED && seat >= 0 && seat < EX_SEATS)
        return v->st.seat[seat].prepared != EX_NO_CARD;
    ex_pile p;
    if (!view_pile(v, seat, zone, &p))
        return INT_MIN;
    if (zone == EXILE_ZONE_BLOCK && v->st.atk.card != EX_NO_CARD && v->st.atk.attacker == seat)
        return 0;
    return (int)p.n;
}

int exile_view_zone_card(const exile_view *v, int seat, exile_zone zone, int i)
{
    unsigned inst;
    if (v && zone == EXILE_ZONE_SUPPLY)
        return i < 0 ? -2 : supply_card(v, i);
    if (v && zone == EXILE_ZONE_ATTACK) {
        if (i != 0 || exile_view_zone_count(v, seat, zone) != 1)
            return -2;
        inst = v->st.atk.card;
    } else if (v && zone == EXILE_ZONE_PREPARED) {
        if (i != 0 || exile_view_zone_count(v, seat, zone) != 1)
            return -2;
        inst = v->st.seat[seat].prepared;
    } else {
        ex_pile p;
        if (!view_pile(v, seat, zone, &p) || i < 0 || i >= exile_view_zone_count(v, seat, zone))
            return -2;
        inst = p.c[i];
    }
    return inst == EX_HIDDEN_CARD ? EXILE_CARD_HIDDEN : v->st.def[inst];
}

int exile_view_hp(const exile_view *v, int seat)
{
    return v && seat >= 0 && seat < EX_SEATS ? v->st.seat[seat].hp : INT_MIN;
}

exile_status exile_view_to_notation(const exile_view *v, char *buf, size_t cap)
{
    if (!v || (!buf && cap))
        return EXILE_E_INVALID_ARGUMENT;
    return ex_notation_write(&v->st, false, buf, cap);
}

const ex_state *ex_view_state(const exile_view *v, int *seat)
{
    *seat = v->seat;
    return &v->st;
}
