/*
 * Disarm and Rearm (§7.5).
 * SPDX-License-Identifier: MIT
 */
#include "rules.h"

void ex_disarm(ex_engine *e, unsigned seat, unsigned slot)
{
    ex_state *st = e->st;
    ex_seat *s = &st->seat[seat];
    if (ex_bit(s->gear_disarmed, slot))
        return; /* a Gear already disarmed is not disarmed again */
    s->gear_disarmed = (uint8_t)(s->gear_disarmed | (1u << slot));
    ex_passives_refresh(st);
    ex_emit(e, EXILE_EV_GEAR, (int)seat, -1, -1, -1, (int)slot, 0);
    /* §4.5: a Token attached to a Gear returns to the supply when that Gear
     * is disarmed. */
    for (unsigned tok = EX_MOVES; tok < EX_INSTANCES; tok++)
        if (st->host[tok] == (EX_HOST_GEAR | slot) && st->zone[tok] == ZONE_ATTACHED && st->zseat[tok] == seat)
            ex_move(e, tok, ZONE_SUPPLY, 0);
    /* A Finisher prepared on it is lost (§5 Action D). */
    if (s->prepared != EX_NO_CARD && ex_gear_slot_of(st, s->prepared) == slot)
        ex_finisher_lose(e, seat);
    /* §4.5 Plating: when your Protective Gear is disarmed, return every
     * Plating Token on your Exile to the supply. */
    if (slot == EXILE_GEAR_PROTECTIVE) {
        unsigned tok;
        while ((tok = ex_exile_token(st, seat, ex_plating_card())) != EX_NO_CARD)
            ex_move(e, tok, ZONE_SUPPLY, 0);
    }
    /* P15: "Whenever one of your Gear is disarmed" (form 1) and "one of your
     * opponent's Gear" (form 2). The disarmed Gear's own Passive has stopped. */
    unsigned form[EX_SEATS];
    form[seat] = 1;
    form[ex_opp((uint8_t)seat)] = 2;
    ex_fire_all(st, TMPL_P15, form, ex_first_seat(st));
}

void ex_rearm(ex_engine *e, unsigned seat, unsigned slot)
{
    ex_seat *s = &e->st->seat[seat];
    s->gear_disarmed = (uint8_t)(s->gear_disarmed & ~(1u << slot));
    ex_passives_refresh(e->st);
    ex_emit(e, EXILE_EV_GEAR, (int)seat, -1, -1, -1, (int)slot, 1);
}
