/*
 * Action B, the React step and the stack (§5 The React Step & The Stack,
 * Action B, Action E for a Finisher Tactics).
 *
 * A Tactics card is placed on the stack once its cost is paid, its targets
 * chosen as it is played. In a React step the players alternate, starting
 * with the defender (after a Tactics card, with its player's opponent);
 * each plays one Reaction or passes. Two passes in a row resolve the stack
 * from the top down; no card is played while it resolves.
 * SPDX-License-Identifier: MIT
 */
#include "rules.h"

bool ex_tactics_playable(const ex_state *st, unsigned seat, unsigned inst, bool as_reaction)
{
    const ex_card *c = ex_inst_card(st, inst); /* a Tactics card (ex_can_play_tactics) */
    /* The cheap questions first: this runs for the Tactics cards of every list. */
    if (st->seat[seat].floating < (unsigned)ex_eff_attack_cost(st, inst))
        return false;
    if (as_reaction && !ex_has_kw(c, COL_ATTACK, EXILE_KW_REACTION))
        return false;
    if (!ex_gear_armed(st, seat, ex_gear_slot_of(st, inst)))
        return false;
    /* §7.4 Exert: with fewer than X other Moves in hand, it cannot be played
     * (G7). Written out, not ex_exert_short(): so the compiler keeps this
     * function whole, and the lists that call it run faster. */
    if (ex_has_kw(c, COL_ATTACK, EXILE_KW_EXERT) &&
        ex_count_moves(ex_seat_pile(st, seat, PILE_HAND)) - 1u < ex_kw_value(c, COL_ATTACK, EXILE_KW_EXERT))
        return false;
    return ex_tactics_targets_exist(st, seat, inst);
}

ex_stack_entry *ex_resolving(ex_state *st)
{
    if (ex_stack(st).n == 0)
        return NULL;
    ex_stack_entry *top = &st->entry[ex_stack(st).n - 1];
    return (top->flags & SE_RESOLVING) ? top : NULL;
}

void ex_react_begin(ex_state *st, unsigned first_seat, unsigned after_step)
{
    st->atk.react_seat = (uint8_t)first_seat;
    st->atk.react_passes = 0;
    st->react_after = (uint8_t)after_step;
    st->step = STEP_ATTACK_REACT;
}

/* Asks for the card's targets, one at a time (DEC_TARGET); once they are
 * chosen, for the Moves its Exert destroys (DEC_EXERT); then goes on. */
static void ask_targets(ex_engine *e, unsigned seat, unsigned inst)
{
    ex_state *st = e->st;
    ex_target_spec t = ex_target_spec_of(ex_inst_card(st, inst));
    ex_stack_entry *en = &st->entry[ex_stack(st).n - 1];
    if (t.kind != TGT_NONE && en->ntargets < t.max) {
        uint8_t list[EX_INSTANCES];
        unsigned n = ex_targets_list(st, t.kind, seat, inst, list);
        bool more = false;
        for (unsigned i = 0; i < n; i++) {
            bool chosen = false;
            for (unsigned k = 0; k < en->ntargets; k++)
                chosen |= en->target[k] == list[i];
            more |= !chosen;
        }
        if (more) {
            ex_decide(st, DEC_TARGET, seat);
            return;
        }
    }
    /* §7.4 Exert: a Tactics card pays it when played (G7), after its
     * targets (doc/rulings.md). */
    ex_exert_next(e, seat);
}

void ex_tactics_play(ex_engine *e, unsigned inst, bool as_action)
{
    ex_state *st = e->st;
    unsigned seat = ex_owner(inst);
    ex_seat *s = &st->seat[seat];
    const ex_card *c = ex_inst_card(st, inst);
    bool finisher = c->move_type == EXILE_MOVE_FINISHER_TACTICS;
    if (!finisher) {
        /* Blocks and Tactics cards take exactly their effective cost (§7.1). */
        s->floating = (uint8_t)(s->floating - (unsigned)ex_eff_attack_cost(st, inst));
        ex_lose_floating(e, seat);
    }
    ex_move(e, inst, ZONE_STACK, seat);
    ex_stack_entry *en = &st->entry[ex_stack(st).n - 1];
    *en = (ex_stack_entry){ 0 };
    en->seat = (uint8_t)seat;
    en->flags = (uint8_t)((as_action ? SE_AS_ACTION : 0) | (finisher ? SE_FINISHER : 0));
    ex_window_reset(st);
    /* A Finisher Tactics paid its Exert at its Prepare (§7.4). */
    if (!finisher && ex_has_kw(c, COL_ATTACK, EXILE_KW_EXERT))
        st->atk.exert_left = (uint8_t)ex_kw_value(c, COL_ATTACK, EXILE_KW_EXERT);
    if (as_action) {
        st->action_card = (uint8_t)inst;
        st->action_resolved = 0;
        /* Then comes the React step, the card's player's opponent first. */
        ex_react_begin(st, ex_opp((uint8_t)seat), STEP_TACTICS_END);
    } else {
        /* A play in the React step: the other player's choice next. */
        st->atk.react_passes = 0;
        st->atk.react_seat = ex_opp((uint8_t)seat);
    }
    ask_targets(e, seat, inst);
}

void ex_target_chosen(ex_engine *e, unsigned t)
{
    ex_state *st = e->st;
    unsigned inst = ex_stack_top(st);
    ex_stack_entry *en = &st->entry[ex_stack(st).n - 1];
    en->target[en->ntargets++] = (uint8_t)t;
    ask_targets(e, en->seat, inst);
}

/* Does @p seat have a choice in this React step (§5; G13, G34)? Every
 * player who may play a card gets one, whatever their hand holds: being
 * skipped would tell the opponent about a hidden hand. */
static bool has_choice(const ex_state *st, unsigned seat)
{
    if (st->seat[seat].spent)
        return false;
    /* A stunned defender plays nothing against the stun turn's attack. */
    if (st->atk.card != EX_NO_CARD && (st->atk.flags & AF_STUN_TURN) && seat != st->atk.attacker &&
        st->react_after == STEP_ATTACK_MATH)
        return false;
    return true;
}

void ex_react_step(ex_engine *e)
{
    ex_state *st = e->st;
    ex_attack *atk = &st->atk;
    while (atk->react_passes < 2) {
        if (has_choice(st, atk->react_seat)) {
            ex_window_reset(st);
            ex_decide(st, DEC_REACT, atk->react_seat);
            return;
        }
        atk->react_passes++;
        atk->react_seat = ex_opp(atk->react_seat);
    }
    st->step = STEP_STACK_RESOLVE;
}

/* Has any target of the entry gone (§5: it no longer lies where the
 * Effect can target it)? */
static bool target_gone(const ex_state *st, const ex_stack_entry *en, unsigned inst)
{
    ex_target_spec t = ex_target_spec_of(ex_inst_card(st, inst));
    for (unsigned k = 0; k < en->ntargets; k++)
        if (!ex_target_ok(st, t.kind, en->seat, inst, en->target[k]))
            return true;
    return false;
}

static bool attaches_itself(const ex_card *c)
{
    return ex_card_has_tmpl(c, TMPL_E11) || ex_card_has_tmpl(c, TMPL_E55);
}

/* Where a card goes once it has resolved (§5 Combat Zone Clear, Tactics). */
static void finish(ex_engine *e, unsigned inst, const ex_stack_entry *en)
{
    ex_state *st = e->st;
    const ex_card *c = ex_inst_card(st, inst);
    if (en->flags & SE_AS_ACTION)
        st->action_resolved = 1;
    if (ex_has_kw(c, COL_ATTACK, EXILE_KW_SINGLE_USE))
        ex_destroy(e, inst); /* a Single-Use card is never attached (§7.12) */
    else if (attaches_itself(c))
        ex_attach_self(e, inst, en->seat); /* a Tactics card, as it resolves (§7.12) */
    else
        ex_move(e, inst, ZONE_RECALL, ex_owner(inst));
}

void ex_stack_step(ex_engine *e)
{
    ex_state *st = e->st;
    if (ex_stack(st).n == 0) {
        st->step = st->react_after;
        return;
    }
    unsigned top = ex_stack(st).n - 1;
    unsigned inst = ex_stack(st).c[top];
    ex_stack_entry en = st->entry[top];
    if (en.flags & SE_RESOLVING) {
        /* Its Effects have happened: it moves to its destination. */
        finish(e, inst, &en);
        return;
    }
    if (target_gone(st, &en, inst)) {
        /* The whole card fizzles: its owner's Recall Pile, whatever its
         * keywords; its cost stays paid; its Slow makes nobody spent. */
        ex_move(e, inst, ZONE_RECALL, ex_owner(inst));
        return;
    }
    st->entry[top].flags |= SE_RESOLVING;
    ex_effects_queue(st, en.seat, st->def[inst], SIDE_FRONT);
}

void ex_tactics_end(ex_engine *e)
{
    ex_state *st = e->st;
    unsigned seat = st->turn;
    const ex_card *c = ex_inst_card(st, st->action_card);
    /* Quick: the turn comes from playing it, resolved or not. Slow: spent
     * once it has resolved; fizzled, sent or destroyed, it never did. */
    if (c->speed == SPEED_SLOW && st->action_resolved)
        ex_make_spent(e, seat);
    st->next_turn = c->speed == SPEED_QUICK ? (uint8_t)seat : ex_opp((uint8_t)seat);
    st->action_card = 0;
    st->action_resolved = 0;
    st->atk = (ex_attack){ .card = EX_NO_CARD };
    st->step = STEP_TURN_END;
}
