/*
 * Every card move goes through here, so that each move is reported once and
 * the one-zone-per-card invariant has one keeper.
 * SPDX-License-Identifier: MIT
 */
#include "engine.h"

ex_pile *ex_pile_of(ex_state *st, unsigned zone, unsigned seat)
{
    ex_seat *s = &st->seat[seat & 1u];
    switch (zone) {
    case ZONE_DECK: return &s->deck;
    case ZONE_HAND: return &s->hand;
    case ZONE_RECALL: return &s->recall;
    case ZONE_DESTROYED: return &s->destroyed;
    case ZONE_MOMENTUM: return &s->momentum;
    case ZONE_ATTACHED: return &s->attached;
    case ZONE_BLOCK: return &st->blocks;
    case ZONE_STACK: return &st->stack;
    default: return NULL; /* the attack slot, the supply: no order */
    }
}

int ex_pile_find(const ex_pile *p, unsigned inst)
{
    for (unsigned i = 0; i < p->n; i++)
        if (p->c[i] == inst)
            return (int)i;
    return -1;
}

void ex_pile_push(ex_pile *p, unsigned inst)
{
    p->c[p->n++] = (uint8_t)inst;
}

void ex_pile_insert(ex_pile *p, unsigned pos, unsigned inst)
{
    for (unsigned i = p->n; i > pos; i--)
        p->c[i] = p->c[i - 1];
    p->c[pos] = (uint8_t)inst;
    p->n++;
}

unsigned ex_pile_remove_at(ex_pile *p, unsigned pos)
{
    unsigned inst = p->c[pos];
    for (unsigned i = pos + 1; i < p->n; i++)
        p->c[i - 1] = p->c[i];
    p->n--;
    p->c[p->n] = 0; /* no stale bytes: equal positions are equal states */
    return inst;
}

static void take_out(ex_state *st, unsigned inst)
{
    ex_pile *p = ex_pile_of(st, st->zone[inst], st->zseat[inst]);
    if (p) {
        int i = ex_pile_find(p, inst);
        if (i >= 0)
            ex_pile_remove_at(p, (unsigned)i);
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
    st->cflags[inst] &= (uint8_t)~(CF_FACE_UP_ON_DECK | CF_AS_BLOCK);
}

/* Reports a move; the identity is shown to each seat that could see the card
 * before or after it moved. */
static void report(ex_engine *e, unsigned inst, unsigned from, unsigned from_seat, int before_mask)
{
    if (!e->obs)
        return;
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

void ex_move(ex_engine *e, unsigned inst, unsigned zone, unsigned seat)
{
    ex_state *st = e->st;
    unsigned from = st->zone[inst], from_seat = st->zseat[inst];
    /* A card leaving play takes its counters off with it (§4.5). */
    if (from == ZONE_ATTACHED && !ex_is_token(inst))
        ex_counters_return(e, inst);
    if (ex_is_token(inst))
        st->host[inst] = 0;
    int before = e->obs ? visible_mask(st, inst) : 0;
    /* §4.5: a Token never goes to a Recall Pile, a Momentum Zone or the
     * Destroyed Pile: it returns to the supply. */
    if (ex_is_token(inst) && (zone == ZONE_RECALL || zone == ZONE_DESTROYED || zone == ZONE_MOMENTUM))
        zone = ZONE_SUPPLY;
    take_out(st, inst);
    st->zone[inst] = (uint8_t)zone;
    st->zseat[inst] = (uint8_t)(zone == ZONE_SUPPLY ? 0 : seat);
    ex_pile *p = ex_pile_of(st, zone, seat);
    if (p)
        ex_pile_push(p, inst);
    else if (zone == ZONE_ATTACK)
        st->atk.card = (uint8_t)inst;
    else if (zone == ZONE_PREPARED)
        st->seat[seat].prepared = (uint8_t)inst;
    report(e, inst, from, from_seat, before);
}

void ex_move_to_deck_top(ex_engine *e, unsigned inst, unsigned seat, bool face_up)
{
    ex_state *st = e->st;
    unsigned from = st->zone[inst], from_seat = st->zseat[inst];
    int before = e->obs ? visible_mask(st, inst) : 0;
    take_out(st, inst);
    st->zone[inst] = ZONE_DECK;
    st->zseat[inst] = (uint8_t)seat;
    ex_pile_insert(&st->seat[seat].deck, 0, inst);
    if (face_up)
        st->cflags[inst] |= CF_FACE_UP_ON_DECK;
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
     * target Move in your opponent's Momentum Zone." */
    ex_passive_hit hit;
    if (!(st->seat[owner].round_flags & RF_P09_USED) && ex_passives(st, owner, TMPL_P09, &hit, 1))
        ex_trigger_push(st, TRIG_DESTROY_MOMENTUM, owner, hit.card, 1); /* once per round */
}

unsigned ex_count_tokens_of(const ex_state *st, const ex_pile *p, unsigned token_card)
{
    /* Counters on a card count only for that card's text (§4.5). */
    unsigned n = 0;
    for (unsigned i = 0; i < p->n; i++)
        n += ex_is_token(p->c[i]) && st->def[p->c[i]] == token_card && !st->host[p->c[i]];
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
    const ex_pile *a = &st->seat[seat].attached;
    for (unsigned i = 0; i < a->n; i++)
        if (ex_is_token(a->c[i]) && st->def[a->c[i]] == token_card && !st->host[a->c[i]])
            return a->c[i];
    return EX_NO_CARD;
}
