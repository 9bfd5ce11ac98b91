/*
 * Reading the cards in play: which side each card shows, which Passives
 * work, what a Memory gives, effective costs, and which card text this
 * version of the engine executes (doc/status.md).
 * SPDX-License-Identifier: MIT
 */
#include "primitives.h"

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

bool ex_e48_line_printed(const ex_card *c, unsigned form)
{
    for (unsigned i = 0; i < c->line_count; i++)
        if (c->lines[i].tmpl == TMPL_E48 && c->lines[i].form == form)
            return true;
    return false;
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
        if (c != except_inst)
            total += ex_inst_channel(st, c);
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

/* The templates that print an [Effect] of another template: "When this ...
 * is unlocked/unleashed, [Effect]." (E64, E65) and the triggered Passives
 * (P15–P24). E57 and E62 wrap one too, but the line does its own template
 * first and runs its [Effect] only behind its own condition. */
static bool wraps_effect(unsigned tmpl)
{
    return tmpl == TMPL_E64 || tmpl == TMPL_E65 || (tmpl >= TMPL_P15 && tmpl <= TMPL_P24);
}

/* The template a line does: the [Effect] a wrapper fills in, else its own. */
unsigned ex_effect_tmpl(const ex_line *l)
{
    return l->effect >= TMPL_E01 && l->effect <= TMPL_E65 && wraps_effect(l->tmpl) ? l->effect : l->tmpl;
}

/* The form of the template a line does (as ex_effect_tmpl() names it). */
unsigned ex_effect_form(const ex_line *l)
{
    return ex_effect_tmpl(l) == l->tmpl ? l->form : l->effect_form;
}

unsigned ex_effect_x(const ex_line *l)
{
    /* P23, P24 and P25 print their own [X] first: the Effect's comes next. */
    bool outer_x = l->effect && (l->tmpl == TMPL_P23 || l->tmpl == TMPL_P24 || l->tmpl == TMPL_P25);
    return (unsigned)(outer_x ? l->y : l->x);
}

bool ex_effect_supported(const ex_line *l)
{
    switch (ex_effect_tmpl(l)) {
    case TMPL_E06: case TMPL_E07: case TMPL_E09: case TMPL_E12: case TMPL_E16:
    case TMPL_E30: case TMPL_E31: case TMPL_E32: case TMPL_E33: case TMPL_E34: case TMPL_E40: case TMPL_E41:
    case TMPL_E47: case TMPL_E51: case TMPL_E52: case TMPL_E58: case TMPL_E59: case TMPL_E60: case TMPL_E61:
    case TMPL_E63:
    case TMPL_E13: /* "... with Damage / Block / cost below [X]" (every form) */
    case TMPL_E14: /* "Disarm your Primary Weapon / Secondary Weapon / ... or ... / this Gear." */
    case TMPL_E15: /* "You may rearm one of your disarmed Gear / weapons." */
        return true;
    case TMPL_E10: /* "to your opponent's Exile / your Exile / this Gear" */
        return l->place == PLACE_OPPONENT_EXILE || l->place == PLACE_OWN_EXILE || l->place == PLACE_THIS_GEAR;
    case TMPL_E20: /* the conditions this edition prints */
        return l->cond == COND_NO_INITIATIVE || l->cond == COND_FEWER_HP;
    case TMPL_E57: /* "If you dealt more, [Effect]." */
        return l->effect == TMPL_E10;
    default:
        return false;
    }
}

unsigned ex_plating_card(void) { return CARD_PLATING_TOKEN; }
unsigned ex_aim_card(void) { return CARD_AIM_TOKEN; }
unsigned ex_bleed_card(void) { return CARD_BLEED_TOKEN; }
