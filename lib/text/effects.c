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

/* The form of the template a line does (as effect_of() names it). */
static unsigned form_of(const ex_line *l)
{
    return l->effect >= TMPL_E01 && l->effect <= TMPL_E65 ? l->effect_form : l->form;
}

bool ex_effect_supported(const ex_line *l)
{
    switch (effect_of(l)) {
    case TMPL_E06: case TMPL_E07: case TMPL_E10: case TMPL_E12: case TMPL_E15: case TMPL_E16: case TMPL_E20:
    case TMPL_E30: case TMPL_E31: case TMPL_E32: case TMPL_E40: case TMPL_E41: case TMPL_E47: case TMPL_E51:
    case TMPL_E52: case TMPL_E58: case TMPL_E60: case TMPL_E61:
        return true;
    default:
        return false;
    }
}

static bool take_from_recall(ex_state *st, unsigned seat, unsigned kind, unsigned count)
{
    if (!ex_recall_has(st, seat, kind))
        return false;
    st->dec_arg[0] = (uint8_t)kind;
    st->dec_arg[1] = (uint8_t)count;
    ex_decide(st, DEC_TAKE_RECALL, seat);
    return true;
}

/* A Passive's "target card (or Move) in your opponent's Momentum Zone": the
 * player chooses it as the Passive resolves; with none there, the Effect
 * does nothing (doc/rulings.md, P09 with no target). */
static bool target_momentum(ex_state *st, unsigned seat, unsigned act)
{
    if (!ex_count_moves(&st->seat[ex_opp((uint8_t)seat)].momentum))
        return false;
    st->dec_arg[0] = 0; /* not P09's once per round */
    st->dec_arg[1] = (uint8_t)act;
    ex_decide(st, DEC_TARGET_MOMENTUM, seat);
    return true;
}

bool ex_effect_run(ex_engine *e, unsigned seat, unsigned card, unsigned line)
{
    ex_state *st = e->st;
    const ex_line *l = &ex_cards[card].lines[line];
    unsigned opp = ex_opp((uint8_t)seat);
    unsigned x = ex_effect_x(l);
    unsigned form = form_of(l); /* the form of the template in effect */
    if (ex_resolving(st) && !ex_effect_supported(l))
        return ex_tactics_effect_run(e, seat, card, l);
    switch (effect_of(l)) {
    case TMPL_E06: /* You may take 1 fighting Move / Take up to [X] fighting Moves from your Recall Pile ... */
        return take_from_recall(st, seat, RECALL_FIGHTING, form == 2 ? x : 1u);
    case TMPL_E51: /* Return up to [X] fighting Move(s) from your Recall Pile to your hand. */
        return take_from_recall(st, seat, RECALL_FIGHTING, x);
    case TMPL_E07: /* You may take 1 Move / Take up to [X] Moves from your Recall Pile to your hand. */
        return take_from_recall(st, seat, RECALL_ANY, form == 2 ? x : 1u);
    case TMPL_E52: /* Take any number of Moves with Thrown from your Recall Pile to your hand. */
        return take_from_recall(st, seat, RECALL_THROWN, 255u);
    case TMPL_E58: /* Destroy target Move in your opponent's Momentum Zone. */
        return target_momentum(st, seat, MOMENTUM_DESTROY);
    case TMPL_E32: /* Send target card in your opponent's Momentum Zone to the Recall Pile. */
        return target_momentum(st, seat, MOMENTUM_TO_RECALL);
    case TMPL_E41: /* Return target card in your opponent's Momentum to its owner's hand. */
        return target_momentum(st, seat, MOMENTUM_TO_HAND);
    case TMPL_E40: /* Your opponent discards [X] card(s) of their choice from their hand. */
        if (!ex_count_moves(&st->seat[opp].hand))
            return false; /* fewer if they hold fewer; never a Token (§7.5) */
        st->dec_arg[0] = (uint8_t)x;
        ex_decide(st, DEC_DISCARD, opp);
        return true;
    case TMPL_E31: /* You take [X] Direct Damage, then your opponent takes [X] Direct Damage. */
        ex_lose_hp(e, seat, (int)x);
        if (ex_check_loss(e))
            return false; /* in that order: a player below 1 HP loses first */
        ex_lose_hp(e, opp, (int)x);
        ex_check_loss(e);
        return false;
    case TMPL_E47: /* Your opponent chooses: they lose [X] HP, or they destroy [X] card(s) in their Momentum Zone. */
        if (ex_count_moves(&st->seat[opp].momentum) < x) {
            ex_lose_hp(e, opp, (int)x); /* with fewer than X Momentum cards they must lose the HP */
            ex_check_loss(e);
            return false;
        }
        st->dec_arg[0] = (uint8_t)x;
        ex_decide(st, DEC_LOSE_OR_DESTROY, opp);
        return true;
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
    default:
        return false;
    }
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
    if (ex_has_kw(ex_inst_card(st, inst), col, EXILE_KW_SINGLE_USE))
        ex_destroy(e, inst);
    else
        ex_move(e, inst, ZONE_RECALL, owner);
    ex_disarm(e, owner, slot);
    /* An attack that leaves the Combat Zone never reaches the Math: every
     * Block card against it goes to its owner's Recall Pile (§7.8). */
    while (was_attack && st->blocks.n)
        ex_move(e, st->blocks.c[0], ZONE_RECALL, ex_owner(st->blocks.c[0]));
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
