/*
 * One-time Effects (§6.1): the lines a card resolves once, as a Memory or an
 * Upgrade is unlocked, as an Exile is unleashed, and (with the stack) as a
 * Tactics card resolves. Each line is queued as a trigger, so a line that
 * asks a player something pauses the rest, which resolve after the answer,
 * in printed order.
 * SPDX-License-Identifier: MIT
 */
#include "engine.h"

void ex_effects_queue(ex_state *st, unsigned seat, unsigned card, unsigned side)
{
    const ex_card *c = &ex_cards[card];
    for (unsigned i = 0; i < c->line_count; i++)
        if (c->lines[i].side == side)
            ex_trigger_push(st, TRIG_EFFECT, seat, card, i);
}

/* The template a line does: the [Effect] a wrapper fills in ("When this
 * ... is unlocked/unleashed, [Effect].", E64, E65; a triggered Passive such
 * as "Whenever your block is successful, [Effect].", P15–P24), else its own. */
static unsigned effect_of(const ex_line *l)
{
    return l->effect >= TMPL_E01 && l->effect <= TMPL_E65 ? l->effect : l->tmpl;
}

unsigned ex_effect_x(const ex_line *l)
{
    /* P23, P24 and P25 print their own [X] first: the Effect's comes next. */
    bool outer_x = l->effect && (l->tmpl == TMPL_P23 || l->tmpl == TMPL_P24 || l->tmpl == TMPL_P25);
    return (unsigned)(outer_x ? l->y : l->x);
}

bool ex_effect_supported(const ex_line *l)
{
    switch (effect_of(l)) {
    case TMPL_E07: case TMPL_E10: case TMPL_E12: case TMPL_E15: case TMPL_E16: case TMPL_E20:
    case TMPL_E30: case TMPL_E52: case TMPL_E60: case TMPL_E61:
    case TMPL_E32: case TMPL_E33: case TMPL_E34: case TMPL_E41: case TMPL_E58: case TMPL_E63:
        return true;
    case TMPL_E13: /* "... with cost below [X]" only */
        return (l->effect ? l->effect_form : l->form) == 3;
    default:
        return false;
    }
}

static bool take_from_recall(ex_state *st, unsigned seat, bool thrown_only, unsigned count)
{
    if (!ex_recall_has(st, seat, thrown_only))
        return false;
    st->dec_arg[0] = thrown_only;
    st->dec_arg[1] = (uint8_t)count;
    ex_decide(st, DEC_TAKE_RECALL, seat);
    return true;
}

bool ex_effect_run(ex_engine *e, unsigned seat, unsigned card, unsigned line)
{
    ex_state *st = e->st;
    const ex_line *l = &ex_cards[card].lines[line];
    unsigned opp = ex_opp((uint8_t)seat);
    unsigned x = ex_effect_x(l);
    unsigned form = l->effect ? l->effect_form : l->form; /* the form of the template in effect */
    if (ex_resolving(st) && !ex_effect_supported(l))
        return ex_tactics_effect_run(e, seat, card, l);
    switch (effect_of(l)) {
    case TMPL_E07: /* You may take 1 Move / Take up to [X] Moves from your Recall Pile to your hand. */
        return take_from_recall(st, seat, false, form == 2 ? x : 1u);
    case TMPL_E52: /* Take any number of Moves with Thrown from your Recall Pile to your hand. */
        return take_from_recall(st, seat, true, 255u);
    case TMPL_E10: /* Attach [X] [kind] Tokens to ... */
        ex_trigger_push_at(st, TRIG_ATTACH_TOKEN, seat, card, x,
                           l->place == PLACE_OPPONENT_EXILE ? opp : seat);
        st->trig[st->trig_n - 1].token = l->token;
        return false;
    case TMPL_E12: /* Shuffle [X] [kind] Tokens into your opponent's deck. */
        ex_shuffle_tokens_into_deck(e, l->token, x, opp);
        return false;
    case TMPL_E15: /* You may rearm one of your disarmed Gear. */
        if (!(st->seat[seat].gear_disarmed & 0xfu))
            return false;
        ex_decide(st, DEC_REARM_EFFECT, seat);
        return true;
    case TMPL_E16: /* Look at the top [X] cards of your deck. You may take 1 ... the rest on the bottom. */
        if (st->seat[seat].deck.n == 0)
            return false; /* looking never rebuilds a deck (§7.9) */
        st->dec_arg[0] = (uint8_t)(x < st->seat[seat].deck.n ? x : st->seat[seat].deck.n);
        ex_decide(st, DEC_LOOK, seat);
        return true;
    case TMPL_E20: /* ... if [condition], you may also unlock the Upgrade of one of your armed Gear. */
        if (l->cond == COND_NO_INITIATIVE && st->initiative == seat)
            return false;
        if (!ex_upgrade_options(st, seat))
            return false;
        ex_decide(st, DEC_EXTRA_UPGRADE, seat);
        return true;
    case TMPL_E30: /* Deal [X] Direct Damage to your opponent. */
        ex_lose_hp(e, opp, (int)x);
        ex_check_loss(e);
        return false;
    case TMPL_E60: /* Engage your opponent. */
        ex_engage(e, opp);
        return false;
    case TMPL_E61: /* Disengage. */
        ex_disengage(e, seat);
        return false;
    /* "Target card in your opponent's Momentum Zone": chosen as the Effect
     * is read or the Passive fires; with none, the Effect does nothing
     * (§4.1). */
    case TMPL_E58: /* Destroy target Move in your opponent's Momentum Zone. */
        return ex_momentum_target(st, seat, 0, TM_DESTROY, 0, 0);
    case TMPL_E13: /* ... with cost below [X] (G40: the cost of the role it entered in). */
        return ex_momentum_target(st, seat, 0, TM_DESTROY, x, 0);
    case TMPL_E41: /* Return target card in your opponent's Momentum to its owner's hand. */
        return ex_momentum_target(st, seat, 0, TM_RETURN, 0, 0);
    case TMPL_E32: /* Send target card in your opponent's Momentum Zone to the Recall Pile. */
        return ex_momentum_target(st, seat, 0, TM_SEND, 0, 0);
    case TMPL_E33: /* If your opponent has [X] or more cards in their Momentum Zone, send up to [Y] target cards ...
        * The condition is read as the Effect resolves (§7.7); behind an "If",
        * the targets are chosen then too (§4.1), from 1 to [Y]. */
        if (st->seat[opp].momentum.n < x || l->y == 0)
            return false;
        return ex_momentum_target(st, seat, 0, TM_SEND, 0, (unsigned)l->y - 1u);
    case TMPL_E34: { /* If your opponent has [X] or more cards ..., destroy every card in their Momentum Zone, then you take [Y] Direct Damage. */
        ex_pile *m = &st->seat[opp].momentum;
        if (m->n < x)
            return false; /* read once: neither part happens */
        while (m->n)
            ex_destroy(e, m->c[0]);
        ex_lose_hp(e, seat, l->y);
        ex_check_loss(e);
        return false;
    }
    case TMPL_E63: /* Each player destroys [X] card(s) of their choice in their own Momentum Zone. */
        /* The player who played it chooses first; fewer if they have fewer. */
        ex_trigger_push(st, TRIG_ABILITY_COST, seat, card, x);
        ex_trigger_push(st, TRIG_ABILITY_COST, opp, card, x);
        return false;
    default:
        return false;
    }
}

unsigned ex_momentum_cost(const ex_state *st, unsigned inst)
{
    const ex_card *c = ex_inst_card(st, inst);
    int cost = (st->cflags[inst] & CF_AS_BLOCK) ? c->block_cost : c->cost;
    return cost < 0 ? 0u : (unsigned)cost;
}

bool ex_momentum_eligible(const ex_state *st, unsigned inst, unsigned below)
{
    return !ex_is_token(inst) && (below == 0 || ex_momentum_cost(st, inst) < below);
}

bool ex_momentum_target(ex_state *st, unsigned seat, unsigned flags, unsigned what, unsigned below, unsigned more)
{
    const ex_pile *m = &st->seat[ex_opp((uint8_t)seat)].momentum;
    bool any = false;
    for (unsigned i = 0; i < m->n && !any; i++)
        any = ex_momentum_eligible(st, m->c[i], below);
    if (!any)
        return false;
    st->dec_arg[0] = (uint8_t)flags;
    st->dec_arg[1] = (uint8_t)what;
    st->dec_arg[2] = (uint8_t)below;
    st->dec_arg[3] = (uint8_t)more;
    ex_decide(st, DEC_TARGET_MOMENTUM, seat);
    return true;
}

void ex_momentum_act(ex_engine *e, unsigned inst, unsigned what)
{
    unsigned owner = ex_owner(inst);
    if (what == TM_RETURN)
        ex_move(e, inst, ZONE_HAND, owner);
    else if (what == TM_SEND)
        ex_move(e, inst, ZONE_RECALL, owner);
    else
        ex_destroy(e, inst);
}

void ex_look_finish(ex_engine *e, unsigned seat, unsigned looked, unsigned taken)
{
    ex_state *st = e->st;
    ex_pile *deck = &st->seat[seat].deck;
    /* The card taken is not revealed; the rest go to the bottom face-down,
     * in the order they were looked at (G16). */
    uint8_t rest[EX_PILE_CAP];
    unsigned n = 0;
    for (unsigned i = 0; i < looked; i++)
        if (deck->c[i] != taken)
            rest[n++] = deck->c[i];
    if (taken != EX_NO_CARD)
        ex_move(e, taken, ZONE_HAND, seat);
    for (unsigned i = 0; i < n; i++) {
        int at = ex_pile_find(deck, rest[i]);
        ex_pile_remove_at(deck, (unsigned)at);
        ex_pile_push(deck, rest[i]);
        st->cflags[rest[i]] &= (uint8_t)~CF_FACE_UP_ON_DECK;
    }
}

/* ---- The Effects of Tactics cards, resolving from the stack ---- */

/* The entry's first target, or EX_NO_CARD. */
static unsigned first_target(ex_state *st)
{
    ex_stack_entry *en = ex_resolving(st);
    return en && en->ntargets ? en->target[0] : EX_NO_CARD;
}

/* Every Block card against an attack that has left the Combat Zone goes
 * to its owner's Recall Pile: that attack never reaches the Math (§7.8). */
static void blocks_leave(ex_engine *e)
{
    ex_state *st = e->st;
    while (st->blocks.n)
        ex_move(e, st->blocks.c[0], ZONE_RECALL, ex_owner(st->blocks.c[0]));
}

/* E01 "Destroy target Move." wherever it lies (§7.4 Destroy, §7.5): in
 * the Combat Zone it is destroyed there (E49 fires); an attack destroyed
 * there never reaches the Math, a Block card leaves the block (§7.8); a
 * card destroyed on the stack never resolves (§5 The React Step). */
static void destroy_target(ex_engine *e, unsigned t)
{
    ex_state *st = e->st;
    unsigned zone = st->zone[t];
    if (zone == ZONE_ATTACK || zone == ZONE_BLOCK)
        ex_destroy_in_combat(e, t);
    else
        ex_destroy(e, t);
    if (zone == ZONE_ATTACK)
        blocks_leave(e);
}

/* E22: the Gear of the targeted Move is disarmed, and the Move leaves the
 * combat to its owner's Recall Pile (§7.5, §7.8); "A Single-Use Move is
 * destroyed instead. Fragile does not apply." */
static void disarm_gear_of_move(ex_engine *e, unsigned inst)
{
    ex_state *st = e->st;
    unsigned owner = ex_owner(inst);
    unsigned slot = ex_gear_slot_of(st, inst);
    bool was_attack = st->zone[inst] == ZONE_ATTACK;
    unsigned col = was_attack ? COL_ATTACK : COL_BLOCK;
    if (was_attack ? ex_attack_single_use(st) : ex_has_kw(ex_inst_card(st, inst), col, EXILE_KW_SINGLE_USE))
        ex_destroy(e, inst);
    else
        ex_move(e, inst, ZONE_RECALL, owner);
    ex_disarm(e, owner, slot);
    /* An attack that leaves the Combat Zone never reaches the Math: every
     * Block card against it goes to its owner's Recall Pile (§7.8). */
    if (was_attack)
        blocks_leave(e);
}

/* §7.11: turn an armed Gear from its Upgrade side back to its front. */
static void turn_upgrade_back(ex_engine *e, unsigned seat, unsigned slot)
{
    ex_state *st = e->st;
    ex_seat *s = &st->seat[seat];
    s->gear_upgraded = (uint8_t)(s->gear_upgraded & ~(1u << slot));
    ex_passives_refresh(st);
    ex_emit(e, EXILE_EV_GEAR, (int)seat, -1, -1, -1, (int)slot, 2);
    if (s->prepared != EX_NO_CARD && ex_gear_slot_of(st, s->prepared) == slot)
        ex_finisher_lose(e, seat);
}

bool ex_tactics_effect_run(ex_engine *e, unsigned seat, unsigned card, const ex_line *l)
{
    ex_state *st = e->st;
    unsigned opp = ex_opp((uint8_t)seat);
    unsigned t = first_target(st);
    ex_stack_entry *en = ex_resolving(st);
    switch (l->tmpl) {
    case TMPL_E02: /* Send target Reaction on the stack to the Recall Pile. It does not resolve. */
        ex_move(e, t, ZONE_RECALL, ex_owner(t));
        return false;
    case TMPL_E22:
        disarm_gear_of_move(e, t);
        return false;
    case TMPL_E24: /* Target attack has 0 Damage. */
        st->atk.zero_damage = 1;
        return false;
    case TMPL_E23: /* Target attack has -[X] Damage. */
    case TMPL_E28: /* Target Quick attack has -[X] Damage. */
        /* A Damage modifier, added at the Math with every other (§7.2). */
        st->atk.damage_mod = (int8_t)(st->atk.damage_mod - l->x);
        return false;
    case TMPL_E25: /* Target attack becomes Slow. */
        /* The last speed a card was given is its speed: no longer Quick
         * (§7.8); it lasts until the card leaves the Combat Zone. */
        st->atk.speed = SPEED_SLOW;
        return false;
    case TMPL_E26: /* Target attack gains Single-Use. */
        st->atk.flags |= AF_SINGLE_USE;
        return false;
    case TMPL_E01: /* Destroy target Move. */
        destroy_target(e, t);
        return false;
    case TMPL_E55: /* the counters come at the Math: the Damage it "would have had" */
        if (st->stack.n)
            st->atk.counters_for = (uint8_t)(st->stack.c[st->stack.n - 1] + 1u);
        return false;
    case TMPL_E27: /* Target face-down attack becomes unblockable. */
        st->atk.flags |= AF_UNBLOCKABLE;
        /* Block cards already played go to the Recall Pile (§7.8). */
        while (st->blocks.n)
            ex_move(e, st->blocks.c[0], ZONE_RECALL, ex_owner(st->blocks.c[0]));
        return false;
    case TMPL_E29: /* Target attack has -[X] Damage. If its declared cost is [Y] or more, -[Z] instead. */
        st->atk.damage_mod = (int8_t)(st->atk.damage_mod - (st->atk.declared >= l->y ? l->z : l->x));
        return false;
    case TMPL_E40: /* Your opponent discards [X] card(s) of their choice from their hand. */
        if (!ex_count_moves(&st->seat[opp].hand))
            return false;
        st->dec_arg[0] = (uint8_t)l->x;
        ex_decide(st, DEC_DISCARD, opp);
        return true;
    case TMPL_E42: /* Your next attack this round has Overcommit [X]. */
        st->seat[seat].next_overcommit = (uint8_t)(st->seat[seat].next_overcommit + l->x);
        return false;
    case TMPL_E43: /* Your next Slow attack this round does not make you spent. */
        st->seat[seat].round_flags |= RF_SLOW_NOT_SPENT;
        return false;
    case TMPL_FINISHER_REACH:
        for (unsigned k = 0; en && k < en->ntargets; k++) {
            unsigned tk = en->target[k];
            if (l->form == 1 || l->form == 4)
                ex_disarm(e, (tk >> 2) & 1u, tk & 3u);
            else if (l->form == 2)
                turn_upgrade_back(e, (tk >> 2) & 1u, tk & 3u);
            else if (st->zone[tk] == ZONE_RECALL)
                ex_destroy(e, tk);
        }
        return false;
    default:
        (void)card;
        return false; /* attach lines act as the card finishes (stack.c) */
    }
}
