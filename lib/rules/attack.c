/*
 * Action A, the attack (§5 Action A): The Opener, Pay, The Block, The
 * Reveal & Audit (with Feint and Exert), and the React step. The Math and
 * the Combat Zone Clear are in math.c and clear.c.
 * SPDX-License-Identifier: MIT
 */
#include "rules.h"

static const ex_card *atk_card(const ex_state *st)
{
    return ex_inst_card(st, st->atk.card);
}

void ex_attack_read_card(ex_state *st, unsigned inst)
{
    ex_attack *atk = &st->atk;
    const ex_card *c = ex_inst_card(st, inst);
    atk->eff_cost = (uint8_t)ex_eff_attack_cost(st, inst);
    atk->speed = c->speed;
    /* G27: could its Exert be paid as it was played (the hand less the card)? */
    if (ex_exert_payable(c, COL_ATTACK, atk->hand_moves))
        atk->flags |= AF_EXERT_OK;
    else
        atk->flags &= (uint8_t)~AF_EXERT_OK;
}

void ex_attack_opener(ex_engine *e, unsigned inst, bool face_down)
{
    ex_state *st = e->st;
    unsigned a = st->turn, d = ex_opp((uint8_t)a);
    ex_seat *s = &st->seat[a];
    const ex_card *c = ex_inst_card(st, inst);
    ex_attack *atk = &st->atk;
    *atk = (ex_attack){ 0 };
    atk->attacker = (uint8_t)a;
    atk->hand_moves = (uint8_t)(ex_count_moves(ex_seat_pile(st, a, PILE_HAND)) - 1u);
    ex_attack_read_card(st, inst);
    if (face_down)
        atk->flags |= AF_FACE_DOWN;
    /* Stealth Attack reads Disengaged now, before Pay turns the Exile (§7.7). */
    if (!face_down && ex_has_kw(c, COL_ATTACK, EXILE_KW_STEALTH) && !s->engaged)
        atk->flags |= AF_UNBLOCKABLE;
    /* P13: the first face-down attack you make each round cannot be disarmed. */
    if (face_down && !(s->round_flags & RF_FACE_DOWN_ATTACKED) && ex_has_passive(st, a, TMPL_P13))
        atk->flags |= AF_CANNOT_DISARM;
    s->round_flags |= RF_ATTACKED | (face_down ? RF_FACE_DOWN_ATTACKED : 0);
    atk->damage_mod = (int8_t)s->next_attack; /* P06's "your next attack" */
    s->next_attack = 0;
    atk->extra_overcommit = s->next_overcommit; /* E42 */
    s->next_overcommit = 0;
    /* §5 Stun: the attack of the stun turn is unblockable and unanswered. */
    if (st->stun_turn == d) {
        atk->flags |= AF_STUN_TURN | AF_UNBLOCKABLE;
        st->stun_turn = EX_NO_CARD;
    }
    ex_move(e, inst, ZONE_ATTACK, a);
    ex_emit(e, EXILE_EV_ATTACK, (int)a, (int)inst, -1, -1, -1, face_down);
    ex_window_reset(st);
    ex_decide(st, DEC_PAY_ATTACK, a);
}

void ex_blocks_to_recall(ex_engine *e)
{
    ex_state *st = e->st;
    /* §7.8: whatever their keywords; their Stamina stays spent. */
    for (ex_pile b; (b = ex_blocks(st)).n;)
        ex_move(e, b.c[0], ZONE_RECALL, ex_owner(b.c[0]));
}

void ex_attack_unblockable(ex_engine *e)
{
    ex_state *st = e->st;
    /* §7.8 Unblockable: an attack that becomes unblockable later sends
     * every Block card already played to its owner's Recall Pile, whatever
     * its keywords; the Stamina paid for it stays spent. */
    st->atk.flags |= AF_UNBLOCKABLE;
    ex_blocks_to_recall(e);
}

void ex_lose_hp_e46(ex_engine *e)
{
    ex_state *st = e->st;
    /* Lost as the attack is played, whatever it does later (§7.4); never
     * the last HP, so no loss check is needed. */
    ex_lose_hp(e, st->atk.attacker, 1);
    st->atk.hp_lost++;
}

/* E46 "As you play this, you may lose up to [X] HP": may the attacker lose
 * 1 HP more for the attack being played? Never the last HP (§7.4). It is
 * offered in the Pay step, before the declare: the HP and the Stamina do
 * not interact, so between any taps and channels, or in the canonical
 * order before any (doc/rulings.md). The HP lost is public, the choice not
 * to lose any is no action at all, so a face-down attack's defender learns
 * only what the HP shows. */
bool ex_e46_more(const ex_state *st)
{
    const ex_attack *atk = &st->atk;
    return atk->card != EX_NO_CARD && st->seat[atk->attacker].hp >= 2 &&
           atk->hp_lost < ex_e46_x(ex_inst_card(st, atk->card));
}

bool ex_can_lose_hp_e46(const ex_state *st)
{
    if (!ex_e46_more(st))
        return false;
    if (st->decision == DEC_PAY_ATTACK)
        return !ex_canonical_stamina(st) || (st->seat[st->atk.attacker].floating == 0 && !st->win_channeled);
    return st->decision == DEC_LOSE_HP;
}

bool ex_attack_no_engage(const ex_state *st, unsigned inst)
{
    unsigned a = st->atk.attacker;
    if (!st->seat[ex_opp((uint8_t)a)].engaged)
        return false;
    const ex_card *c = ex_inst_card(st, inst);
    ex_passive_hit h[EX_GEAR + 1];
    unsigned n = ex_passives(st, a, TMPL_P21, h, EX_GEAR + 1);
    for (unsigned i = 0; i < n; i++)
        if (h[i].card == c->gear &&
            !(h[i].line->keyword == EXILE_KW_STEALTH + 1 && ex_has_kw(c, COL_ATTACK, EXILE_KW_STEALTH)))
            return true;
    return false;
}

void ex_attack_declare(ex_engine *e, unsigned cost)
{
    ex_state *st = e->st;
    unsigned a = st->atk.attacker;
    ex_seat *s = &st->seat[a];
    /* The attack takes the declared cost; what is left floating is lost. */
    s->floating = (uint8_t)(s->floating - cost);
    ex_lose_floating(e, a);
    st->atk.declared = (uint8_t)cost;
    ex_emit(e, EXILE_EV_DECLARED, (int)a, -1, -1, -1, (int)cost, -1);
    /* Then the Exile turns, unless P21 (read at Pay) says it does not. */
    if (ex_attack_no_engage(st, st->atk.card))
        st->atk.flags |= AF_NO_ENGAGE;
    else
        ex_engage(e, a);
    st->step = STEP_ATTACK_BLOCK;
}

bool ex_can_block_with(const ex_state *st, unsigned seat, unsigned inst, bool check_cost)
{
    if (ex_is_token(inst))
        return false;
    const ex_card *c = ex_inst_card(st, inst);
    if (c->block < 0 || c->move_type == EXILE_MOVE_FINISHER_ATTACK || c->move_type == EXILE_MOVE_FINISHER_TACTICS)
        return false; /* a card that prints only an attack cannot block */
    if (ex_has_kw(c, COL_ATTACK, EXILE_KW_THROWN) && c->move_type != EXILE_MOVE_COMBAT)
        return false; /* "A card with Thrown cannot block." */
    if (!ex_can_block_card(c))
        return false; /* E48 "This card cannot be played as a block." */
    if (!ex_gear_armed(st, seat, ex_gear_slot_of(st, inst)))
        return false;
    if (ex_exert_short(st, seat, c, COL_BLOCK))
        return false;
    unsigned cost = (unsigned)ex_eff_block_cost(st, inst);
    if (check_cost)
        return st->seat[seat].floating >= cost;
    return ex_stamina_potential(st, seat, inst) >= cost;
}

/* May the defender still add a Block card (§5 Action A step 3)? What the
 * hand holds is not asked: the defender is offered the Block step even with
 * nothing to block with, so that skipping it tells the attacker nothing
 * about a hidden hand (checklist Part F). */
static bool block_possible(const ex_state *st)
{
    unsigned d = ex_opp(st->atk.attacker);
    if (st->seat[d].spent || (st->atk.flags & AF_UNBLOCKABLE))
        return false;
    /* Overbearing: 1 Block card at most against a face-up attack. */
    return (st->atk.flags & AF_FACE_DOWN) || !ex_has_kw(atk_card(st), COL_ATTACK, EXILE_KW_OVERBEARING) ||
           ex_blocks(st).n == 0;
}

void ex_attack_block(ex_engine *e, unsigned inst)
{
    ex_state *st = e->st;
    unsigned d = ex_opp(st->atk.attacker);
    ex_seat *s = &st->seat[d];
    s->floating = (uint8_t)(s->floating - (unsigned)ex_eff_block_cost(st, inst));
    ex_lose_floating(e, d);
    ex_move(e, inst, ZONE_BLOCK, d);
    ex_window_reset(st);
    /* §7.4 Exert: a block pays it when played. */
    const ex_card *c = ex_inst_card(st, inst);
    if (ex_has_kw(c, COL_BLOCK, EXILE_KW_EXERT) && ex_kw_value(c, COL_BLOCK, EXILE_KW_EXERT)) {
        st->atk.exert_left = (uint8_t)ex_kw_value(c, COL_BLOCK, EXILE_KW_EXERT);
        ex_exert_next(e, d);
    }
}

/* Exert picks, canonical in ascending instance order: when the choice is
 * forced, it is made without asking. */
void ex_exert_next(ex_engine *e, unsigned seat)
{
    ex_state *st = e->st;
    if (st->atk.exert_left == 0)
        return;
    if (ex_count_moves(ex_seat_pile(st, seat, PILE_HAND)) <= st->atk.exert_left) {
        while (st->atk.exert_left) {
            ex_pile h = ex_seat_pile(st, seat, PILE_HAND);
            for (unsigned i = 0; i < h.n; i++)
                if (!ex_is_token(h.c[i])) {
                    ex_destroy(e, h.c[i]); /* h is stale now: stop */
                    break;
                }
            st->atk.exert_left--;
        }
        return;
    }
    ex_decide(st, DEC_EXERT, seat);
}


static bool audit_fails(const ex_state *st)
{
    const ex_card *c = atk_card(st);
    if (st->atk.declared < st->atk.eff_cost || !(st->atk.flags & AF_EXERT_OK))
        return true;
    if (!ex_can_attack_card(c)) /* E48 "cannot be played as an attack" too (§6.4) */
        return true;
    return !ex_gear_armed(st, st->atk.attacker, ex_gear_slot_of(st, st->atk.card));
}

static void reveal(ex_engine *e)
{
    ex_state *st = e->st;
    ex_attack *atk = &st->atk;
    unsigned a = atk->attacker, d = ex_opp((uint8_t)a);
    const ex_card *c = atk_card(st);
    unsigned card_id = st->def[atk->card];
    /* Step 5: the React step, the defender first; then the Math. */
    ex_react_begin(st, d, STEP_ATTACK_MATH);
    if (atk->flags & AF_FACE_DOWN) {
        atk->flags |= AF_REVEALED;
        ex_emit(e, EXILE_EV_REVEAL, (int)a, atk->card, -1, -1, -1, -1);
        if (audit_fails(st)) {
            /* The attacker's error (§5 Action A step 4). */
            ex_emit(e, EXILE_EV_FIZZLE, (int)a, -1, -1, -1, -1, 1);
            ex_destroy(e, atk->card);
            ex_make_spent(e, a);
            ex_blocks_to_recall(e);
            st->next_turn = (uint8_t)d;
            st->step = STEP_ATTACK_END;
            return;
        }
        if (ex_has_kw(c, COL_ATTACK, EXILE_KW_FEINT)) {
            /* Feint: to the Recall Pile, recover X, and the turn is the
             * attacker's again, whatever its speed. */
            unsigned x = ex_kw_value(c, COL_ATTACK, EXILE_KW_FEINT);
            ex_move(e, atk->card, ZONE_RECALL, a);
            ex_blocks_to_recall(e);
            unsigned from = st->trig_n;
            ex_passive_hit h[EX_GEAR + 1];
            unsigned n = ex_passives(st, a, TMPL_P12, h, EX_GEAR + 1);
            for (unsigned i = 0; i < n; i++)
                ex_fire(st, a, &h[i]);
            ex_trigger_sort(st, from, a);
            ex_trigger_push(st, TRIG_RECOVER, a, card_id, x);
            st->next_turn = (uint8_t)a;
            st->step = STEP_ATTACK_END;
            return;
        }
        /* Overbearing settled at the Reveal: Block cards after the first go. */
        if (ex_has_kw(c, COL_ATTACK, EXILE_KW_OVERBEARING))
            for (ex_pile b; (b = ex_blocks(st)).n > 1;)
                ex_move(e, b.c[1], ZONE_RECALL, ex_owner(b.c[1]));
    }
    /* Exert, paid now by an attack (§7.4); a Finisher paid it at its Prepare. */
    if (ex_has_kw(c, COL_ATTACK, EXILE_KW_EXERT) && !atk->finisher) {
        unsigned x = ex_kw_value(c, COL_ATTACK, EXILE_KW_EXERT);
        if (ex_count_moves(ex_seat_pile(st, a, PILE_HAND)) < x) {
            /* Payable when played, not now: a fizzle with no error. */
            ex_emit(e, EXILE_EV_FIZZLE, (int)a, -1, -1, -1, -1, 0);
            ex_move(e, atk->card, ZONE_RECALL, a);
            ex_blocks_to_recall(e);
            st->next_turn = (uint8_t)d;
            st->step = STEP_ATTACK_END;
            return;
        }
        atk->exert_left = (uint8_t)x;
        ex_exert_next(e, a);
    }
}

void ex_attack_step(ex_engine *e)
{
    ex_state *st = e->st;
    switch (st->step) {
    case STEP_ATTACK_BLOCK:
        if (block_possible(st)) {
            ex_window_reset(st);
            ex_decide(st, DEC_BLOCK, ex_opp(st->atk.attacker));
        } else {
            st->step = STEP_ATTACK_REVEAL;
        }
        break;
    case STEP_ATTACK_REVEAL:
        reveal(e);
        break;
    case STEP_ATTACK_REACT:
        ex_react_step(e);
        break;
    default:
        break;
    }
}
