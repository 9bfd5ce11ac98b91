/*
 * Activated abilities (§7.10; G24: a "you may" Passive on a Gear): used in
 * one's own turn before or after its action, or at one's choice in a React
 * step; not an action; resolving at once, off the stack. The one of this
 * edition is E08: "Once per round, you may destroy [X] card(s) in your
 * Momentum Zone to take up to [Y] Moves from your Recall Pile to your hand."
 * SPDX-License-Identifier: MIT
 */
#include "rules.h"

const ex_line *ex_ability_line(const ex_state *st, unsigned seat, unsigned slot)
{
    const ex_seat *s = &st->seat[seat];
    if (!ex_gear_armed(st, seat, slot))
        return NULL;
    const ex_card *c = &ex_cards[s->gear[slot]];
    unsigned side = ex_bit(s->gear_upgraded, slot) ? SIDE_BACK : SIDE_FRONT;
    if (!ex_tmpl_in(&c->side_tmpls[side], TMPL_E08))
        return NULL;
    for (unsigned i = 0; i < c->line_count; i++)
        if (c->lines[i].side == side && c->lines[i].tmpl == TMPL_E08)
            return &c->lines[i];
    return NULL;
}

bool ex_ability_affordable(const ex_state *st, unsigned seat, unsigned slot)
{
    const ex_line *l = ex_ability_line(st, seat, slot); /* an armed Gear's only */
    return l && ex_count_moves(ex_seat_pile(st, seat, PILE_MOMENTUM)) >= (unsigned)l->x;
}

void ex_use_ability(ex_engine *e, unsigned seat, unsigned slot, unsigned resume)
{
    ex_state *st = e->st;
    const ex_line *l = ex_ability_line(st, seat, slot);
    unsigned gear = st->seat[seat].gear[slot];
    st->seat[seat].ability_used = (uint8_t)(st->seat[seat].ability_used | (1u << slot));
    /* A play of its own that costs no Stamina: what floats is lost (§3.1). */
    ex_lose_floating(e, seat);
    /* Its cost, then its Effect, then the player's choice goes on. */
    ex_trigger_push(st, TRIG_DESTROY_OWN_MOMENTUM, seat, gear, (unsigned)l->x);
    ex_trigger_push(st, TRIG_TAKE_MOVES, seat, gear, (unsigned)l->y);
    ex_trigger_push(st, TRIG_RESUME, seat, gear, resume);
}
