/*
 * One-time Effects (§6.1): the lines a card resolves once, as a Memory or an
 * Upgrade is unlocked, as an Exile is unleashed, and (with the stack) as a
 * Tactics card resolves. Each line is queued as a trigger, so a line that
 * asks a player something pauses the rest, which resolve after the answer,
 * in printed order.
 * SPDX-License-Identifier: MIT
 */
#include "text.h"

unsigned ex_this_gear_slot(const ex_state *st, unsigned seat, unsigned card)
{
    const ex_card *c = &ex_cards[card];
    unsigned gear = c->kind == EXILE_CARD_GEAR ? card : c->kind == EXILE_CARD_MOVE ? c->gear : CARD_COUNT;
    for (unsigned g = 0; g < EX_GEAR; g++)
        if (st->seat[seat].gear[g] == gear)
            return g;
    return EX_NO_CARD;
}

/* E14, "Disarm your Primary Weapon (1) / Secondary Weapon (2) / Primary
 * Weapon or Secondary Weapon (3) / this Gear (4).": one of the player's own
 * Gear, armed, that they name; it targets nothing, and a Move of it already
 * in the Combat Zone or on the stack stays (§7.5). A Gear already disarmed
 * is not disarmed again: the Effect does nothing. Of two armed weapons the
 * player names one (DEC_DISARM_OWN); of one, that one, without a question. */
static bool disarm_own(ex_engine *e, unsigned seat, unsigned card, unsigned form)
{
    ex_state *st = e->st;
    unsigned slot;
    if (form == 1 || form == 2) {
        slot = form == 1 ? EXILE_GEAR_PRIMARY : EXILE_GEAR_SECONDARY;
    } else if (form == 4) {
        slot = ex_this_gear_slot(st, seat, card);
    } else {
        bool p = ex_gear_armed(st, seat, EXILE_GEAR_PRIMARY), s = ex_gear_armed(st, seat, EXILE_GEAR_SECONDARY);
        if (p && s) {
            ex_decide(st, DEC_DISARM_OWN, seat);
            return true;
        }
        slot = p ? EXILE_GEAR_PRIMARY : s ? EXILE_GEAR_SECONDARY : EX_NO_CARD;
    }
    if (slot < EX_GEAR)
        ex_disarm(e, seat, slot);
    return false;
}

static bool take_from_recall(ex_state *st, unsigned seat, unsigned filter, unsigned count)
{
    if (!ex_recall_has(st, seat, filter))
        return false; /* nothing to take: that part does nothing (§3.3) */
    st->dec_arg[0] = (uint8_t)filter;
    st->dec_arg[1] = (uint8_t)count;
    ex_decide(st, DEC_TAKE_RECALL, seat);
    return true;
}

void ex_attach_tokens(ex_engine *e, unsigned token_card, unsigned n, unsigned seat)
{
    for (unsigned i = 0; i < n; i++) {
        unsigned tok = ex_supply_token(e->st, token_card);
        if (tok == EX_NO_CARD)
            break; /* §4.5 Short supply */
        ex_move(e, tok, ZONE_ATTACHED, seat);
    }
}

void ex_attach_gear_tokens(ex_engine *e, unsigned token_card, unsigned n, unsigned seat, unsigned slot)
{
    ex_state *st = e->st;
    /* Tokens are attached only to an Exile or an armed Gear (§7.12): to a
     * disarmed one, nothing is attached (G35). They lie on the Gear, count
     * for no text (their texts work on an Exile), and return to the supply
     * when it is disarmed (§4.5). */
    if (!ex_gear_armed(st, seat, slot))
        return;
    for (unsigned i = 0; i < n; i++) {
        unsigned tok = ex_supply_token(st, token_card);
        if (tok == EX_NO_CARD)
            break; /* §4.5 Short supply */
        ex_move(e, tok, ZONE_ATTACHED, seat);
        st->host[tok] = (uint8_t)(EX_HOST_GEAR | slot);
    }
}

/* Does @p seat hold a Move an Effect may destroy as "one of your Moves"
 * (E59: in hand or in the Momentum Zone, never a Token, §4.5)? */
static bool has_own_move(const ex_state *st, unsigned seat)
{
    return ex_count_moves(ex_seat_pile(st, seat, PILE_HAND)) || ex_count_moves(ex_seat_pile(st, seat, PILE_MOMENTUM));
}

void ex_destroy_own_for_damage(ex_engine *e, unsigned seat, unsigned inst, unsigned x)
{
    ex_destroy(e, inst);
    ex_lose_hp(e, ex_opp((uint8_t)seat), (int)x); /* Direct Damage (§7.3) */
    ex_check_loss(e);
}

/* ---- E57, the exchange of attacks (§6.4 #57, checklist F6, G4) ---- */

/* The Direct Damage a card put in the exchange deals: its printed Damage;
 * a Finisher, a Token or a card that prints no Damage deals 0. */
static int exchange_damage(const ex_state *st, unsigned inst)
{
    if (inst == EX_NO_CARD || ex_is_token(inst) || ex_is_finisher(st, inst))
        return 0;
    int d = ex_inst_card(st, inst)->damage;
    return d > 0 ? d : 0;
}

/* Asks @p chooser for the card they put face-down; the decision carries
 * the line (its card and number) and the player of the card. */
static void exchange_ask(ex_state *st, unsigned chooser, unsigned card, unsigned line, unsigned player)
{
    st->dec_arg[0] = (uint8_t)card;
    st->dec_arg[1] = (uint8_t)line;
    st->dec_arg[2] = (uint8_t)player;
    ex_decide(st, DEC_EXCHANGE, chooser);
}

static bool run_template(ex_engine *e, unsigned seat, unsigned card, unsigned line, unsigned tmpl);

/* Both have chosen: both reveal, both deal their Damage at the same time,
 * the [Effect] if the card's player dealt more, then both cards go to their
 * owners' Recall Piles (a Token to the supply, a Single-Use card too: it
 * was not played). */
static void exchange_finish(ex_engine *e, unsigned card, unsigned line, unsigned player)
{
    ex_state *st = e->st;
    unsigned opp = ex_opp((uint8_t)player);
    unsigned pick[EX_SEATS] = { st->seat[0].exchange_pick, st->seat[1].exchange_pick };
    int dealt[EX_SEATS] = { exchange_damage(st, pick[0]), exchange_damage(st, pick[1]) };
    /* One event: both lose the HP before either is checked (§3.4 Draw). */
    ex_lose_hp(e, opp, dealt[player]);
    ex_lose_hp(e, player, dealt[opp]);
    if (!ex_check_loss(e) && dealt[player] > dealt[opp])
        run_template(e, player, card, line, ex_cards[card].lines[line].effect);
    for (unsigned s = 0; s < EX_SEATS; s++) {
        st->seat[s].exchange_pick = EX_NO_CARD;
        if (pick[s] != EX_NO_CARD)
            ex_move(e, pick[s], ZONE_RECALL, s);
    }
}

void ex_exchange_pick(ex_engine *e, unsigned seat, unsigned inst, unsigned card, unsigned line, unsigned player)
{
    ex_state *st = e->st;
    unsigned opp = ex_opp((uint8_t)player);
    st->seat[seat].exchange_pick = (uint8_t)inst;
    /* The card's player chooses first; the other does not see the pick
     * (views, events and determinizations hide it) until both are in. */
    if (seat == player && ex_seat_pile(st, opp, PILE_HAND).n) {
        exchange_ask(st, opp, card, line, player);
        return;
    }
    exchange_finish(e, card, line, player);
}

static bool exchange_begin(ex_engine *e, unsigned player, unsigned card, unsigned line)
{
    ex_state *st = e->st;
    unsigned opp = ex_opp((uint8_t)player);
    st->seat[0].exchange_pick = st->seat[1].exchange_pick = EX_NO_CARD;
    /* A spent or stunned player still puts a card; an empty hand puts none
     * and deals 0. */
    if (ex_seat_pile(st, player, PILE_HAND).n) {
        exchange_ask(st, player, card, line, player);
        return true;
    }
    if (ex_seat_pile(st, opp, PILE_HAND).n) {
        exchange_ask(st, opp, card, line, player);
        return true;
    }
    exchange_finish(e, card, line, player);
    return false;
}

/* One template, its parameters from the line: every Effect resolves here,
 * a one-time Effect, a Passive's [Effect] and a Tactics card's line alike. */
static bool run_template(ex_engine *e, unsigned seat, unsigned card, unsigned line, unsigned tmpl)
{
    ex_state *st = e->st;
    const ex_line *l = &ex_cards[card].lines[line];
    unsigned opp = ex_opp((uint8_t)seat);
    unsigned x = ex_effect_x(l);
    unsigned form = ex_effect_form(l); /* the form of the template in effect */
    switch (tmpl) {
    case TMPL_E06: /* You may take 1 fighting Move / Take up to [X] fighting Moves from your Recall Pile ... */
        return take_from_recall(st, seat, RECALL_FIGHTING, form == 2 ? x : 1u);
    case TMPL_E07: /* You may take 1 Move / Take up to [X] Moves from your Recall Pile to your hand. */
        return take_from_recall(st, seat, RECALL_ANY, form == 2 ? x : 1u);
    case TMPL_E51: /* Return up to [X] fighting Move(s) from your Recall Pile to your hand. */
        return take_from_recall(st, seat, RECALL_FIGHTING, x);
    case TMPL_E52: /* Take any number of Moves with Thrown from your Recall Pile to your hand. */
        return take_from_recall(st, seat, RECALL_THROWN, 255u);
    case TMPL_E09: /* Deal [X] damage to an Exile: its player names which (G43); Direct Damage. */
        st->dec_arg[0] = (uint8_t)x;
        ex_decide(st, DEC_EXILE_DAMAGE, seat);
        return true;
    case TMPL_E10: /* Attach [X] [kind] Tokens to [your opponent's Exile / your Exile / this Gear]. */
        if (l->place == PLACE_THIS_GEAR)
            ex_attach_gear_tokens(e, l->token, x, seat, ex_this_gear_slot(st, seat, card));
        else
            ex_attach_tokens(e, l->token, x, l->place == PLACE_OPPONENT_EXILE ? opp : seat);
        return false;
    case TMPL_E12: /* Shuffle [X] [kind] Tokens into your opponent's deck. */
        ex_shuffle_tokens_into_deck(e, l->token, x, opp);
        return false;
    case TMPL_E15: /* You may rearm one of your disarmed Gear (1) / weapons (2). */
        /* Its own, one at most, on the side it shows (§7.5); a weapon is
         * the Primary or the Secondary Weapon. */
        if (!(st->seat[seat].gear_disarmed & (form == 2 ? 3u : 0xfu)))
            return false;
        st->dec_arg[0] = (uint8_t)(form == 2);
        ex_decide(st, DEC_REARM_EFFECT, seat);
        return true;
    case TMPL_E14:
        return disarm_own(e, seat, card, form);
    case TMPL_E53: /* If [condition], you may take 1 Move with Thrown from your Recall Pile to your hand. */
        if (l->cond == COND_NO_INITIATIVE ? st->initiative == seat
            : l->cond == COND_FEWER_HP    ? st->seat[seat].hp >= st->seat[opp].hp
                                          : !st->atk.successful)
            return false; /* read as the Effect resolves */
        return take_from_recall(st, seat, RECALL_THROWN, x);
    case TMPL_E16: { /* Look at the top [X] cards of your deck. You may take 1 ... the rest on the bottom. */
        unsigned in_deck = ex_seat_pile(st, seat, PILE_DECK).n;
        if (in_deck == 0)
            return false; /* looking never rebuilds a deck (§7.9) */
        st->dec_arg[0] = (uint8_t)(x < in_deck ? x : in_deck);
        ex_decide(st, DEC_LOOK, seat);
        return true;
    }
    case TMPL_E20: /* ... if [condition], you may also unlock the Upgrade of one of your armed Gear. */
        if (l->cond == COND_NO_INITIATIVE && st->initiative == seat)
            return false;
        if (l->cond == COND_FEWER_HP && st->seat[seat].hp >= st->seat[opp].hp)
            return false; /* read as the Effect resolves */
        if (!ex_upgrade_options(st, seat))
            return false;
        ex_decide(st, DEC_EXTRA_UPGRADE, seat);
        return true;
    case TMPL_E30: /* Deal [X] Direct Damage to your opponent. */
        ex_lose_hp(e, opp, (int)x);
        ex_check_loss(e);
        return false;
    case TMPL_E31: /* You take [X] Direct Damage, then your opponent takes [X] Direct Damage. */
        /* In that order: a player below 1 HP loses before the opponent takes any. */
        ex_lose_hp(e, seat, (int)x);
        if (ex_check_loss(e))
            return false;
        ex_lose_hp(e, opp, (int)x);
        ex_check_loss(e);
        return false;
    case TMPL_E40: /* Your opponent discards [X] card(s) of their choice from their hand. */
        if (!ex_count_moves(ex_seat_pile(st, opp, PILE_HAND)))
            return false; /* fewer if they hold fewer; never a Token (§7.5) */
        st->dec_arg[0] = (uint8_t)x;
        ex_decide(st, DEC_DISCARD, opp);
        return true;
    case TMPL_E47: /* Your opponent chooses: they lose [X] HP, or they destroy [X] card(s) in their Momentum Zone. */
        if (ex_count_moves(ex_seat_pile(st, opp, PILE_MOMENTUM)) < x) {
            /* With fewer than X Momentum cards they must lose the HP. */
            ex_lose_hp(e, opp, (int)x);
            ex_check_loss(e);
            return false;
        }
        st->dec_arg[0] = (uint8_t)x;
        ex_decide(st, DEC_LOSE_OR_DESTROY, opp);
        return true;
    case TMPL_E57: /* Each player chooses a card from their hand and puts it face-down ... */
        return exchange_begin(e, seat, card, line);
    case TMPL_E59: /* You may destroy one of your Moves to deal [X] Direct Damage to your opponent. */
        if (!has_own_move(st, seat))
            return false;
        st->dec_arg[0] = (uint8_t)x;
        ex_decide(st, DEC_DESTROY_OWN, seat);
        return true;
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
    case TMPL_E13: /* ... with Damage (1) / Block (2) / cost (3) below [X]: printed on the card
        * as it lies there (doc/rulings.md); a cost, of the role it entered in (G40). */
        if (x == 0)
            return false; /* nothing is below 0: no card fits, the Effect does nothing */
        return ex_momentum_target(st, seat, form == 1 ? TM_BY_DAMAGE : form == 2 ? TM_BY_BLOCK : 0u, TM_DESTROY, x, 0);
    case TMPL_E41: /* Return target card in your opponent's Momentum to its owner's hand. */
        return ex_momentum_target(st, seat, 0, TM_RETURN, 0, 0);
    case TMPL_E32: /* Send target card in your opponent's Momentum Zone to the Recall Pile. */
        return ex_momentum_target(st, seat, 0, TM_SEND, 0, 0);
    case TMPL_E33: /* If your opponent has [X] or more cards in their Momentum Zone, send up to [Y] target cards ...
        * The condition is read as the Effect resolves (§7.7); behind an "If",
        * the targets are chosen then too (§4.1), from 1 to [Y]. */
        if (ex_seat_pile(st, opp, PILE_MOMENTUM).n < x || l->y == 0)
            return false;
        return ex_momentum_target(st, seat, 0, TM_SEND, 0, (unsigned)l->y - 1u);
    case TMPL_E34: { /* If your opponent has [X] or more cards ..., destroy every card in their Momentum Zone, then you take [Y] Direct Damage. */
        if (ex_seat_pile(st, opp, PILE_MOMENTUM).n < x)
            return false; /* read once: neither part happens */
        for (ex_pile m; (m = ex_seat_pile(st, opp, PILE_MOMENTUM)).n;)
            ex_destroy(e, m.c[0]);
        ex_lose_hp(e, seat, l->y);
        ex_check_loss(e);
        return false;
    }
    case TMPL_E63: /* Each player destroys [X] card(s) of their choice in their own Momentum Zone. */
        /* The player who played it chooses first; fewer if they have fewer. */
        ex_trigger_push(st, TRIG_DESTROY_OWN_MOMENTUM, seat, card, x);
        ex_trigger_push(st, TRIG_DESTROY_OWN_MOMENTUM, opp, card, x);
        return false;
    default:
        /* The Effects only a Tactics card prints (targets, the stack). */
        return ex_resolving(st) ? ex_tactics_effect_run(e, seat, card, l) : false;
    }
}

bool ex_effect_run(ex_engine *e, unsigned seat, unsigned card, unsigned line)
{
    return run_template(e, seat, card, line, ex_effect_tmpl(&ex_cards[card].lines[line]));
}

unsigned ex_momentum_cost(const ex_state *st, unsigned inst)
{
    const ex_card *c = ex_inst_card(st, inst);
    int cost = (st->cflags[inst] & CF_AS_BLOCK) ? c->block_cost : c->cost;
    return cost < 0 ? 0u : (unsigned)cost;
}

bool ex_momentum_eligible(const ex_state *st, unsigned inst, unsigned flags, unsigned below)
{
    if (ex_is_token(inst))
        return false;
    if (below == 0)
        return true;
    /* E13's filters read what the card prints (it lies in a Momentum Zone,
     * where no modifier applies, §7.2); a card that prints no Damage Rating
     * (a Block card) has no Damage below [X], one that prints no Block
     * Rating (an Attack) no Block below it (doc/rulings.md). */
    const ex_card *c = ex_inst_card(st, inst);
    if (flags & TM_BY_DAMAGE)
        return c->damage >= 0 && (unsigned)c->damage < below;
    if (flags & TM_BY_BLOCK)
        return c->block >= 0 && (unsigned)c->block < below;
    return ex_momentum_cost(st, inst) < below;
}

bool ex_momentum_target(ex_state *st, unsigned seat, unsigned flags, unsigned what, unsigned below, unsigned more)
{
    ex_pile m = ex_seat_pile(st, ex_opp((uint8_t)seat), PILE_MOMENTUM);
    bool any = false;
    for (unsigned i = 0; i < m.n && !any; i++)
        any = ex_momentum_eligible(st, m.c[i], flags, below);
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
    unsigned deck = ex_pile_id(seat, PILE_DECK);
    /* The card taken is not revealed; the rest go to the bottom face-down,
     * in the order they were looked at (G16), which their owner knows and
     * the other player does not (F4). */
    uint8_t rest[EX_PILE_CAP];
    unsigned n = 0;
    for (unsigned i = 0; i < looked; i++)
        if (ex_pile_get(st, deck).c[i] != taken)
            rest[n++] = ex_pile_get(st, deck).c[i];
    if (taken != EX_NO_CARD)
        ex_move(e, taken, ZONE_HAND, seat);
    for (unsigned i = 0; i < n; i++) {
        int at = ex_pile_find(ex_pile_get(st, deck), rest[i]);
        ex_pile_remove_at(st, deck, (unsigned)at);
        ex_pile_push(st, deck, rest[i]);
        st->cflags[rest[i]] = (uint8_t)((st->cflags[rest[i]] & ~CF_FACE_UP_ON_DECK) | CF_BOTTOM_KNOWN);
    }
}

/* ---- The Effects of Tactics cards, resolving from the stack ---- */

/* The entry's first target, or EX_NO_CARD. */
static unsigned first_target(ex_state *st)
{
    ex_stack_entry *en = ex_resolving(st);
    return en && en->ntargets ? en->target[0] : EX_NO_CARD;
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
        ex_blocks_to_recall(e);
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
        ex_blocks_to_recall(e);
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
        st->atk.damage_mod = (int8_t)ex_clamp(st->atk.damage_mod - l->x, EX_AMOUNT_MAX);
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
    case TMPL_E55: /* form 2: the counters come at the Math, the Damage it "would have had";
        * form 1's [N] are laid as the card attaches (stack.c) */
        if (l->form == 2 && ex_stack(st).n)
            st->atk.counters_for = (uint8_t)(ex_stack_top(st) + 1u);
        return false;
    case TMPL_E27: /* Target face-down attack becomes unblockable. */
        /* Block cards already played go to the Recall Pile (§7.8). */
        ex_attack_unblockable(e);
        return false;
    case TMPL_E29: /* Target attack has -[X] Damage. If its declared cost is [Y] or more, -[Z] instead. */
        st->atk.damage_mod =
            (int8_t)ex_clamp(st->atk.damage_mod - (st->atk.declared >= l->y ? l->z : l->x), EX_AMOUNT_MAX);
        return false;
    case TMPL_E42: /* Your next attack this round has Overcommit [X]. */
        st->seat[seat].next_overcommit = (uint8_t)ex_clamp(st->seat[seat].next_overcommit + l->x, EX_AMOUNT_MAX);
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
