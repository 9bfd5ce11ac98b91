/*
 * HP, healing and the end of the game (§3.4).
 * SPDX-License-Identifier: MIT
 */
#include "primitives.h"

void ex_lose_hp(ex_engine *e, unsigned seat, int amount)
{
    if (amount <= 0)
        return;
    ex_seat *s = &e->st->seat[seat];
    s->hp = (int16_t)ex_clamp(s->hp - ex_clamp(amount, EX_HP_MAX), EX_HP_MAX);
    ex_emit(e, EXILE_EV_HP, (int)seat, -1, -1, -1, -amount, s->hp);
}

void ex_heal(ex_engine *e, unsigned seat, int amount)
{
    if (amount <= 0)
        return;
    ex_state *st = e->st;
    ex_seat *s = &st->seat[seat];
    /* No maximum (§3.4): EX_HP_MAX is far beyond any match. */
    s->hp = (int16_t)ex_clamp(s->hp + ex_clamp(amount, EX_HP_MAX), EX_HP_MAX);
    ex_emit(e, EXILE_EV_HP, (int)seat, -1, -1, -1, amount, s->hp);
    /* P06: "The first time you heal HP each round, your next attack this
     * round deals +[X] Damage." (§7.8: an attack of yours not yet at the
     * Math is that next attack.) The first heal is the player's; each card
     * printing the Passive adds its own +[X]. */
    ex_passive_hit h[EX_GEAR + 1];
    unsigned n = (s->round_flags & RF_HEALED) ? 0u : ex_passives(st, seat, TMPL_P06, h, EX_GEAR + 1);
    for (unsigned i = 0; i < n; i++) {
        if (st->atk.card != EX_NO_CARD && st->atk.attacker == seat && !st->atk.reached_math)
            st->atk.damage_mod = (int8_t)ex_clamp(st->atk.damage_mod + h[i].line->x, EX_AMOUNT_MAX);
        else
            s->next_attack = (uint8_t)ex_clamp(s->next_attack + h[i].line->x, EX_AMOUNT_MAX);
    }
    s->round_flags |= RF_HEALED;
    /* P11: "Whenever you heal HP, your opponent loses that many HP." */
    n = ex_passives(st, seat, TMPL_P11, h, EX_GEAR + 1);
    for (unsigned i = 0; i < n; i++)
        ex_trigger_push_at(st, TRIG_LOSE_HP, seat, h[i].card, (unsigned)amount, ex_opp((uint8_t)seat));
}

void ex_set_winner(ex_engine *e, int winner)
{
    ex_state *st = e->st;
    st->winner = (int8_t)winner;
    st->step = STEP_GAME_OVER;
    st->decision = DEC_NONE;
    st->trig_n = 0;
    ex_emit(e, EXILE_EV_GAME_OVER, winner, -1, -1, -1, -1, -1);
}

bool ex_check_loss(ex_engine *e)
{
    ex_state *st = e->st;
    if (st->winner >= 0)
        return true;
    bool l0 = st->seat[0].hp < 1, l1 = st->seat[1].hp < 1;
    if (!l0 && !l1)
        return false;
    /* §3.4: the first Exile below 1 HP loses; both at once is a draw. */
    ex_set_winner(e, l0 && l1 ? 2 : l0 ? 1 : 0);
    return true;
}
