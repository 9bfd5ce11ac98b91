/*
 * The Combat Zone Clear (§5, the table after Stun) and the end of an
 * attack: where every card goes, which Gear is disarmed, who is spent and
 * who takes the next turn (§5 Phase 2, §7.8).
 * SPDX-License-Identifier: MIT
 */
#include "rules.h"

static bool kw(const ex_state *st, unsigned inst, unsigned col, unsigned k)
{
    return ex_has_kw(ex_inst_card(st, inst), col, k);
}

/* Destroys a card in the Combat Zone: E49 "When this card is destroyed in
 * the Combat Zone, your opponent loses [X] HP." fires. */
void ex_destroy_in_combat(ex_engine *e, unsigned inst)
{
    ex_state *st = e->st;
    const ex_card *c = ex_inst_card(st, inst);
    unsigned owner = ex_owner(inst);
    for (unsigned i = 0; i < c->line_count; i++)
        if (c->lines[i].tmpl == TMPL_E49)
            ex_trigger_push_at(st, TRIG_LOSE_HP, owner, st->def[inst], (unsigned)c->lines[i].x, ex_opp((uint8_t)owner));
    ex_destroy(e, inst);
}

/* §7.8 A keyword given by an Effect: "An attack that gained Single-Use is
 * destroyed at its Combat Zone Clear, successful or not, whatever else
 * would have happened to it". */
bool ex_attack_single_use(const ex_state *st)
{
    return (st->atk.flags & AF_SINGLE_USE) || kw(st, st->atk.card, COL_ATTACK, EXILE_KW_SINGLE_USE);
}

static bool self_attaches(const ex_state *st, unsigned inst)
{
    return ex_card_has_tmpl(ex_inst_card(st, inst), TMPL_E03);
}

/* E11 or E55 printed alone on a fighting Move ("Attach this card to your
 * Exile.", "... with [N] Tokens on it."): it attaches whatever the outcome
 * (§7.12). */
static bool attaches_whatever(const ex_state *st, unsigned inst)
{
    const ex_card *c = ex_inst_card(st, inst);
    return ex_card_has_tmpl(c, TMPL_E11) || ex_card_has_tmpl(c, TMPL_E55);
}

/* P20 applies: an unsuccessful attack, not disarmed, with a Move of that
 * Gear [that has Thrown], that would go to the Recall Pile. */
static bool thrown_replacement(const ex_state *st)
{
    const ex_attack *atk = &st->atk;
    unsigned inst = atk->card;
    if (atk->successful || atk->disarm_attack || ex_attack_single_use(st) || kw(st, inst, COL_ATTACK, EXILE_KW_FRAGILE) ||
        attaches_whatever(st, inst))
        return false;
    ex_passive_hit h[EX_GEAR + 1];
    unsigned n = ex_passives(st, atk->attacker, TMPL_P20, h, EX_GEAR + 1);
    for (unsigned i = 0; i < n; i++) {
        bool needs_thrown = h[i].line->keyword == EXILE_KW_THROWN + 1;
        if (h[i].card == ex_inst_card(st, inst)->gear && (!needs_thrown || ex_is_thrown(st, inst)))
            return true;
    }
    return false;
}

static void place_attack(ex_engine *e)
{
    ex_state *st = e->st;
    ex_attack *atk = &st->atk;
    unsigned inst = atk->card, a = atk->attacker;
    bool single_use = ex_attack_single_use(st);
    if (ex_is_finisher(st, inst)) {
        /* A Finisher Attack goes to the Recall Pile whatever the outcome,
         * never to Momentum (§5 Action E). */
        if (single_use || (!atk->successful && kw(st, inst, COL_ATTACK, EXILE_KW_FRAGILE)))
            ex_destroy_in_combat(e, inst);
        else
            ex_move(e, inst, ZONE_RECALL, a);
        return;
    }
    /* A Move that attaches itself goes there instead of any destination
     * above, unsuccessful, Fragile or disarmed (its Gear is disarmed all
     * the same); a Single-Use card is never attached (§5 Combat Zone
     * Clear, §7.12). */
    if (!single_use && attaches_whatever(st, inst)) {
        ex_attach_self(e, inst, a);
        return;
    }
    if (atk->successful) {
        if (single_use)
            ex_destroy_in_combat(e, inst);
        else if (self_attaches(st, inst))
            ex_move(e, inst, ZONE_ATTACHED, ex_opp((uint8_t)a)); /* E03, after its Effects (§7.12) */
        else
            ex_move(e, inst, ZONE_MOMENTUM, a);
        return;
    }
    if (single_use || kw(st, inst, COL_ATTACK, EXILE_KW_FRAGILE))
        ex_destroy_in_combat(e, inst);
    else if (atk->thrown_top == 2)
        ex_move_to_deck_top(e, inst, a, true);
    else
        ex_move(e, inst, ZONE_RECALL, a);
}

static void place_blocks(ex_engine *e)
{
    ex_state *st = e->st;
    ex_attack *atk = &st->atk;
    for (unsigned i = 0; ex_blocks(st).n; i++) {
        unsigned inst = ex_blocks(st).c[0], owner = ex_owner(inst);
        bool gone = kw(st, inst, COL_BLOCK, EXILE_KW_SINGLE_USE) || (atk->shielded && kw(st, inst, COL_BLOCK, EXILE_KW_SHIELDING));
        if (i == 0 && atk->block_successful && gone) {
            ex_destroy_in_combat(e, inst);
        } else if (i == 0 && atk->block_successful) {
            ex_move(e, inst, ZONE_MOMENTUM, owner);
            /* A Combat card remembers the role it entered in (G40). */
            if (ex_inst_card(st, inst)->move_type == EXILE_MOVE_COMBAT)
                st->cflags[inst] |= CF_AS_BLOCK;
        } else if (gone || kw(st, inst, COL_BLOCK, EXILE_KW_FRAGILE)) {
            ex_destroy_in_combat(e, inst);
        } else {
            ex_move(e, inst, ZONE_RECALL, owner);
        }
    }
}

void ex_clear(ex_engine *e)
{
    ex_state *st = e->st;
    ex_attack *atk = &st->atk;
    unsigned a = atk->attacker, d = ex_opp((uint8_t)a);
    /* The destination replacement is chosen before anything moves (G32). */
    if (atk->thrown_top == 0 && thrown_replacement(st)) {
        atk->thrown_top = 1;
        st->dec_arg[0] = atk->card;
        ex_decide(st, DEC_THROWN_TOP, a);
        return;
    }
    unsigned from = st->trig_n;
    /* Gear set aside: a disarmed attack's, and a successful Crushing
     * Attack's blockers'. */
    unsigned disarm_a = atk->disarm_attack ? ex_gear_slot_of(st, atk->card) : EX_NO_CARD;
    uint8_t disarm_d = 0;
    if (atk->successful && atk->blocked && kw(st, atk->card, COL_ATTACK, EXILE_KW_CRUSHING))
        for (unsigned i = 0; i < ex_blocks(st).n; i++)
            disarm_d = (uint8_t)(disarm_d | (1u << ex_gear_slot_of(st, ex_blocks(st).c[i])));
    place_attack(e);
    place_blocks(e);
    if (disarm_a != EX_NO_CARD)
        ex_disarm(e, a, disarm_a);
    for (unsigned g = 0; g < EX_GEAR; g++)
        if (ex_bit(disarm_d, g))
            ex_disarm(e, d, g);
    ex_trigger_sort(st, from, st->turn);
    st->step = STEP_ATTACK_END;
}

void ex_attack_end(ex_engine *e)
{
    ex_state *st = e->st;
    ex_attack *atk = &st->atk;
    /* The Passives of an Exile turned after the React step, now that the
     * Combat Zone is clear; this step resumes once they have resolved. */
    if (ex_triggers_undefer(st))
        return;
    unsigned a = atk->attacker, d = ex_opp((uint8_t)a);
    if (atk->reached_math) {
        unsigned speed = atk->speed;
        ex_seat *sa = &st->seat[a];
        /* E43: "Your next Slow attack this round does not make you spent";
         * never a Finisher's (§5 Both types). */
        bool keep = speed == SPEED_SLOW && (sa->round_flags & RF_SLOW_NOT_SPENT) && !atk->finisher;
        if (keep) {
            sa->round_flags &= (uint8_t)~RF_SLOW_NOT_SPENT;
            speed = SPEED_NONE; /* it then gives the next turn like any other */
        }
        if (speed == SPEED_SLOW) {
            /* §7.8: spent once fully resolved, Combat Zone Clear included. */
            ex_make_spent(e, a);
            st->next_turn = (uint8_t)d;
        } else if (atk->successful) {
            st->next_turn = (uint8_t)a;
        } else if (speed == SPEED_QUICK && !atk->turn_to_defender) {
            st->next_turn = (uint8_t)a;
        } else {
            st->next_turn = (uint8_t)d;
        }
    }
    *atk = (ex_attack){ .card = EX_NO_CARD };
    st->step = STEP_TURN_END;
}
