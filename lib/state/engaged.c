/*
 * Engaged and Disengaged (§3.1 Engaged, §7.7), and the Passives that fire
 * when an Exile turns sideways (P16).
 * SPDX-License-Identifier: MIT
 */
#include "primitives.h"

void ex_engage(ex_engine *e, unsigned seat)
{
    ex_state *st = e->st;
    if (st->seat[seat].engaged)
        return; /* an Exile already sideways fires nothing (§7.7) */
    st->seat[seat].engaged = 1;
    ex_emit(e, EXILE_EV_ENGAGED, (int)seat, -1, -1, -1, -1, 1);
    /* P16 forms: 1 "When you become Engaged", 2 "When your opponent becomes
     * Engaged", 3 "When a player becomes Engaged". */
    unsigned form[EX_SEATS];
    form[seat] = 1;
    form[ex_opp((uint8_t)seat)] = 2;
    unsigned from = st->trig_n;
    ex_fire_all(st, TMPL_P16, form, ex_first_seat(st));
    /* §5: "A Passive fired by an Exile turning during an attack, after its
     * React step, resolves after the Combat Zone Clear" (Pinning). */
    bool after_react = st->step == STEP_ATTACK_MATH || st->step == STEP_ATTACK_OUTCOME ||
                       st->step == STEP_ATTACK_CLEAR;
    for (unsigned i = from; after_react && i < st->trig_n; i++)
        st->trig[i].deferred = 1;
}

void ex_disengage(ex_engine *e, unsigned seat)
{
    ex_state *st = e->st;
    if (!st->seat[seat].engaged)
        return;
    st->seat[seat].engaged = 0;
    ex_emit(e, EXILE_EV_ENGAGED, (int)seat, -1, -1, -1, -1, 0);
}
