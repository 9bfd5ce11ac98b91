/*
 * Reading the cards in play: which side each card shows, which Passives
 * work, what a Memory gives, effective costs, and which card text this
 * version of the engine executes (doc/status.md).
 * SPDX-License-Identifier: MIT
 */
#include "engine.h"

/* Collects the lines of one card's shown side with template @p tmpl. */
static unsigned side_hits(const ex_card *c, unsigned card, unsigned side, unsigned tmpl, unsigned slot,
                          ex_passive_hit *out, unsigned n, unsigned cap)
{
    if (!ex_tmpl_in(&c->side_tmpls[side], tmpl))
        return n; /* most questions end here, without reading a line */
    for (unsigned i = 0; i < c->line_count && n < cap; i++) {
        if (c->lines[i].side != side || c->lines[i].tmpl != tmpl)
            continue;
        out[n].line = &c->lines[i];
        out[n].card = (uint8_t)card;
        out[n].gear_slot = (uint8_t)slot;
        n++;
    }
    return n;
}

void ex_passives_refresh(ex_state *st)
{
    for (unsigned seat = 0; seat < EX_SEATS; seat++) {
        ex_seat *s = &st->seat[seat];
        const ex_tmpl_set *e = &ex_cards[s->exile].side_tmpls[s->unleashed ? SIDE_BACK : SIDE_FRONT];
        ex_tmpl_set w = *e;
        for (unsigned g = 0; g < EX_GEAR; g++) {
            if (!ex_gear_armed(st, seat, g))
                continue;
            const ex_tmpl_set *t = &ex_cards[s->gear[g]].side_tmpls[ex_bit(s->gear_upgraded, g) ? SIDE_BACK : SIDE_FRONT];
            w.lo |= t->lo;
            w.hi |= t->hi;
        }
        s->working = w;
    }
}

unsigned ex_passives(const ex_state *st, unsigned seat, unsigned tmpl, ex_passive_hit *out, unsigned cap)
{
    const ex_seat *s = &st->seat[seat];
    unsigned n = 0;
    if (!ex_tmpl_in(&s->working, tmpl))
        return 0;
    /* §6.1: a card has only what the side it shows prints. */
    n = side_hits(&ex_cards[s->exile], s->exile, s->unleashed ? SIDE_BACK : SIDE_FRONT, tmpl, EX_NO_CARD, out, n,
                  cap);
    for (unsigned g = 0; g < EX_GEAR; g++) {
        if (!ex_gear_armed(st, seat, g)) /* §7.5: a disarmed Gear's Passives stop */
            continue;
        unsigned side = ex_bit(s->gear_upgraded, g) ? SIDE_BACK : SIDE_FRONT;
        n = side_hits(&ex_cards[s->gear[g]], s->gear[g], side, tmpl, g, out, n, cap);
    }
    return n;
}

unsigned ex_unlocked_count(const ex_state *st, unsigned seat)
{
    unsigned m = st->seat[seat].mem_unlocked;
    return (m & 1u) + ((m >> 1) & 1u) + ((m >> 2) & 1u);
}

unsigned ex_e46_x(const ex_card *c)
{
    for (unsigned i = 0; i < c->line_count; i++)
        if (c->lines[i].tmpl == TMPL_E46 && c->lines[i].column != COL_BLOCK)
            return (unsigned)c->lines[i].x;
    return 0;
}

/* E48: does the card print "This card cannot be played as a block." (form
 * 1) or "... as an attack." (form 2)? */
static bool prints_e48(const ex_card *c, unsigned form)
{
    if (!ex_tmpl_in(&c->side_tmpls[SIDE_FRONT], TMPL_E48))
        return false; /* almost every card: no line to read */
    for (unsigned i = 0; i < c->line_count; i++)
        if (c->lines[i].tmpl == TMPL_E48 && c->lines[i].form == form)
            return true;
    return false;
}

bool ex_can_block_card(const ex_card *c)
{
    return !prints_e48(c, 1);
}

bool ex_can_attack_card(const ex_card *c)
{
    if (c->damage < 0 || c->move_type == EXILE_MOVE_FINISHER_ATTACK || c->move_type == EXILE_MOVE_FINISHER_TACTICS)
        return false;
    return !prints_e48(c, 2); /* "This card cannot be played as an attack." */
}

unsigned ex_stamina_potential(const ex_state *st, unsigned seat, unsigned except_inst)
{
    const ex_seat *s = &st->seat[seat];
    unsigned total = s->floating;
    for (unsigned m = 0; m < EX_MEMORIES; m++)
        if (!ex_bit(s->mem_tapped, m))
            total += ex_memory_stamina(st, seat, m);
    ex_pile hand = ex_seat_pile(st, seat, PILE_HAND);
    for (unsigned i = 0; i < hand.n; i++) {
        unsigned c = hand.c[i];
        if (c != except_inst && !ex_is_token(c) && ex_inst_card(st, c)->channel > 0)
            total += (unsigned)ex_inst_card(st, c)->channel;
    }
    return total;
}

bool ex_is_thrown(const ex_state *st, unsigned inst)
{
    return !ex_is_token(inst) && ex_has_kw(ex_inst_card(st, inst), COL_ATTACK, EXILE_KW_THROWN);
}

bool ex_recall_fits(const ex_state *st, unsigned inst, unsigned filter)
{
    if (ex_is_token(inst))
        return false;
    switch (filter) {
    case RECALL_THROWN:
        return ex_is_thrown(st, inst);
    case RECALL_FIGHTING: {
        /* §6.1: an Attack, a Block, a Combat card or a Finisher Attack. */
        unsigned t = ex_inst_card(st, inst)->move_type;
        return t == EXILE_MOVE_ATTACK || t == EXILE_MOVE_BLOCK || t == EXILE_MOVE_COMBAT ||
               t == EXILE_MOVE_FINISHER_ATTACK;
    }
    default:
        return true;
    }
}

bool ex_recall_has(const ex_state *st, unsigned seat, unsigned filter)
{
    ex_pile p = ex_seat_pile(st, seat, PILE_RECALL);
    for (unsigned i = 0; i < p.n; i++)
        if (ex_recall_fits(st, p.c[i], filter))
            return true;
    return false;
}

bool ex_card_has_tmpl(const ex_card *c, unsigned tmpl)
{
    for (unsigned i = 0; i < c->line_count; i++)
        if (c->lines[i].tmpl == tmpl || c->lines[i].effect == tmpl)
            return true;
    return false;
}

bool ex_can_unlock_memory(const ex_state *st, unsigned seat, unsigned slot)
{
    const ex_seat *s = &st->seat[seat];
    return !ex_bit(s->mem_unlocked, slot);
}

unsigned ex_unlock_options(const ex_state *st, unsigned seat)
{
    unsigned n = ex_upgrade_options(st, seat) + ex_can_unleash(st, seat);
    for (unsigned m = 0; m < EX_MEMORIES; m++)
        n += ex_can_unlock_memory(st, seat, m);
    return n;
}

unsigned ex_plating_card(void) { return CARD_PLATING_TOKEN; }
unsigned ex_aim_card(void) { return CARD_AIM_TOKEN; }
unsigned ex_bleed_card(void) { return CARD_BLEED_TOKEN; }
