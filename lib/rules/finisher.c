/*
 * Finishers (§5 Action D and Action E, §7.4 Prepare check, §7.11): the
 * Prepare, the next turn that must play it, the Finisher Attack, and the
 * four ways a prepared Finisher is lost.
 * SPDX-License-Identifier: MIT
 */
#include "rules.h"

static bool is_finisher(const ex_card *c)
{
    return c->move_type == EXILE_MOVE_FINISHER_ATTACK || c->move_type == EXILE_MOVE_FINISHER_TACTICS;
}

bool ex_can_prepare(const ex_state *st, unsigned seat, unsigned inst)
{
    const ex_seat *s = &st->seat[seat];
    if (ex_is_token(inst) || s->prepared != EX_NO_CARD)
        return false; /* one Finisher prepared at most */
    const ex_card *c = ex_inst_card(st, inst);
    if (!is_finisher(c) || s->floating < (unsigned)ex_eff_attack_cost(st, inst))
        return false;
    /* Its Gear armed and showing its Upgrade side (§7.4 Prepare check). */
    unsigned g = ex_gear_slot_of(st, inst);
    if (!ex_gear_armed(st, seat, g) || !ex_bit(s->gear_upgraded, g))
        return false;
    if (ex_exert_short(st, seat, c, COL_ATTACK))
        return false;
    return s->floating >= (unsigned)ex_eff_attack_cost(st, inst);
}

void ex_prepare(ex_engine *e, unsigned inst)
{
    ex_state *st = e->st;
    unsigned seat = st->turn;
    ex_seat *s = &st->seat[seat];
    unsigned cost = (unsigned)ex_eff_attack_cost(st, inst);
    /* Cost before effect (§7.7): pay, turn the Exile, then lay it on its Gear. */
    s->floating = (uint8_t)(s->floating - cost);
    ex_lose_floating(e, seat);
    ex_engage(e, seat);
    /* A Passive fired as the Exile turns resolves before the Finisher is
     * laid (§7.7): the laying waits behind it in the queue. */
    ex_trigger_push_at(st, TRIG_LAY_FINISHER, seat, st->def[inst], inst, cost); /* target: its cost */
    st->next_turn = ex_opp((uint8_t)seat); /* the turn passes; not spent */
    st->step = STEP_TURN_END;
}

void ex_lay_finisher(ex_engine *e, unsigned seat, unsigned inst, unsigned cost)
{
    ex_state *st = e->st;
    ex_seat *s = &st->seat[seat];
    ex_move(e, inst, ZONE_PREPARED, seat);
    s->prepared_cost = (uint8_t)cost;
    s->finisher_due = 1;
    const ex_card *c = ex_inst_card(st, inst);
    if (ex_has_kw(c, COL_ATTACK, EXILE_KW_EXERT) && ex_kw_value(c, COL_ATTACK, EXILE_KW_EXERT)) {
        st->atk.exert_left = (uint8_t)ex_kw_value(c, COL_ATTACK, EXILE_KW_EXERT);
        ex_exert_next(e, seat); /* paid at the Prepare and never again */
    }
}

void ex_finisher_lose(ex_engine *e, unsigned seat)
{
    ex_state *st = e->st;
    ex_seat *s = &st->seat[seat];
    if (s->prepared == EX_NO_CARD)
        return;
    /* To its owner's Recall Pile; its Stamina is not returned. */
    ex_move(e, s->prepared, ZONE_RECALL, seat);
}

bool ex_finisher_playable(const ex_state *st, unsigned seat)
{
    unsigned inst = st->seat[seat].prepared;
    if (inst == EX_NO_CARD || !ex_gear_armed(st, seat, ex_gear_slot_of(st, inst)))
        return false;
    const ex_card *c = ex_inst_card(st, inst);
    if (c->move_type == EXILE_MOVE_FINISHER_TACTICS)
        return ex_tactics_targets_exist(st, seat, inst);
    return true;
}

/* Action E, a Finisher Attack: face-up, unblockable, its declared cost the
 * Prepare's, no Reveal, no Audit, no Exert. */
static void play_attack(ex_engine *e, unsigned inst)
{
    ex_state *st = e->st;
    unsigned a = st->turn, d = ex_opp((uint8_t)a);
    ex_seat *s = &st->seat[a];
    const ex_card *c = ex_inst_card(st, inst);
    ex_attack *atk = &st->atk;
    unsigned cost = s->prepared_cost; /* its declared cost (§7.7) */
    *atk = (ex_attack){ 0 };
    atk->attacker = (uint8_t)a;
    atk->eff_cost = (uint8_t)cost;
    atk->declared = (uint8_t)cost;
    atk->speed = c->speed;
    atk->flags = AF_UNBLOCKABLE;
    atk->finisher = 1;
    atk->extra_overcommit = s->next_overcommit; /* used up, adding 0 (G25) */
    s->next_overcommit = 0;
    if (st->stun_turn == d) {
        atk->flags |= AF_STUN_TURN;
        st->stun_turn = EX_NO_CARD;
    }
    s->round_flags |= RF_ATTACKED;
    atk->damage_mod = (int8_t)s->next_attack; /* "your next attack", a Finisher included (§7.8) */
    s->next_attack = 0;
    ex_move(e, inst, ZONE_ATTACK, a);
    ex_emit(e, EXILE_EV_ATTACK, (int)a, (int)inst, -1, -1, -1, 0);
    ex_emit(e, EXILE_EV_DECLARED, (int)a, -1, -1, -1, atk->declared, -1);
    /* G42: E46's HP is chosen and lost as the Finisher is played, before
     * its Exile turns. */
    if (ex_e46_more(st)) {
        ex_decide(st, DEC_LOSE_HP, a);
        return;
    }
    ex_finisher_attack_engage(e);
}

void ex_finisher_attack_engage(ex_engine *e)
{
    ex_state *st = e->st;
    unsigned a = st->atk.attacker, d = ex_opp((uint8_t)a);
    const ex_card *c = ex_inst_card(st, st->atk.card);
    ex_attack *atk = &st->atk;
    /* Turn the Exile sideways if upright, unless P21 says it does not (G20). */
    ex_passive_hit h[EX_GEAR + 1];
    unsigned n = ex_passives(st, a, TMPL_P21, h, EX_GEAR + 1);
    bool no_engage = false;
    for (unsigned i = 0; i < n; i++)
        no_engage |= st->seat[d].engaged && h[i].card == c->gear;
    if (no_engage)
        atk->flags |= AF_NO_ENGAGE;
    else
        ex_engage(e, a);
    st->step = STEP_ATTACK_BLOCK; /* unblockable: straight on to the React step */
}

void ex_finisher_play(ex_engine *e)
{
    ex_state *st = e->st;
    unsigned seat = st->turn;
    ex_seat *s = &st->seat[seat];
    unsigned inst = s->prepared;
    s->finisher_due = 0;
    ex_lose_floating(e, seat); /* it costs nothing further (§3.1) */
    if (ex_inst_card(st, inst)->move_type == EXILE_MOVE_FINISHER_ATTACK)
        play_attack(e, inst);
    else
        ex_tactics_play(e, inst, true);
}

bool ex_is_finisher(const ex_state *st, unsigned inst)
{
    return !ex_is_token(inst) && is_finisher(ex_inst_card(st, inst));
}
