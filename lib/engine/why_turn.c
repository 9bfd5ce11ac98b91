/*
 * Why an action of a turn's decisions is not legal: the turn's action (§5
 * Actions A to E), the Stamina windows (§3.1), the Pay and Block steps (§5
 * Action A steps 2 and 3), Exert (§7.4) and the React step.
 * SPDX-License-Identifier: MIT
 */
#include "why.h"

/* "1 Stamina floats", "2 Stamina float". */
static const char *floats(unsigned n)
{
    return n == 1 ? "floats" : "float";
}

static bool in_pile(const ex_state *st, unsigned seat, unsigned kind, unsigned inst)
{
    return ex_pile_find(ex_seat_pile(st, seat, kind), inst) >= 0;
}

/* Names the card an action names, or says why it names none in hand. */
static exile_reason not_in_hand(const ex_state *st, unsigned seat, unsigned inst, ex_why_text *t)
{
    if (inst >= EX_INSTANCES) {
        ex_why_say(t, "the action names no card: card instances are 0 to %u", EX_INSTANCES - 1u);
        return EXILE_REASON_NO_SUCH_ARGUMENT;
    }
    if (!in_pile(st, seat, PILE_HAND, inst)) {
        ex_why_say(t, "%s is not in your hand", ex_why_named(st, inst));
        return EXILE_REASON_NOT_IN_HAND;
    }
    return EXILE_REASON_LEGAL;
}

static exile_reason token(ex_why_text *t, unsigned inst)
{
    ex_why_say(t, "%s is a Token: it can't be played, only channeled (§4.5)",
               ex_why_card(t, inst));
    return EXILE_REASON_TOKEN;
}

static exile_reason gear_disarmed(const ex_state *st, unsigned seat, unsigned inst, ex_why_text *t)
{
    ex_why_say(t, "the Gear of %s, %s, is disarmed", ex_why_card(t, inst),
               ex_cards[st->seat[seat].gear[ex_gear_slot_of(st, inst)]].name);
    return EXILE_REASON_GEAR_DISARMED;
}

/* §7.4 Exert [X]: fewer than X other Moves in hand, and it cannot be played (G7). */
static exile_reason exert_short(const ex_state *st, unsigned seat, unsigned inst, unsigned col, ex_why_text *t)
{
    const ex_card *c = ex_inst_card(st, inst);
    unsigned others = ex_count_moves(ex_seat_pile(st, seat, PILE_HAND)) - 1u;
    if (!ex_has_kw(c, col, EXILE_KW_EXERT) || others >= ex_kw_value(c, col, EXILE_KW_EXERT))
        return EXILE_REASON_LEGAL;
    ex_why_say(t, "%s has Exert %u and you hold %u other Move%s", ex_why_card(t, inst),
               ex_kw_value(c, col, EXILE_KW_EXERT), others, others == 1 ? "" : "s");
    return EXILE_REASON_EXERT;
}

static exile_reason floating_short(const ex_state *st, unsigned seat, unsigned inst, unsigned cost,
                                   ex_why_text *t)
{
    unsigned f = st->seat[seat].floating;
    if (f >= cost)
        return EXILE_REASON_LEGAL;
    ex_why_say(t, "%s costs %u and %u Stamina %s", ex_why_card(t, inst), cost, f, floats(f));
    return EXILE_REASON_NOT_ENOUGH_STAMINA;
}

exile_reason ex_why_not_memory(const ex_state *st, unsigned seat, unsigned slot, unsigned kind, ex_why_text *t)
{
    const ex_seat *s = &st->seat[seat];
    const char *name = ex_cards[s->memory[slot]].name;
    bool untap = kind == EXILE_ACT_UNTAP;
    unsigned mask = untap ? s->mem_tapped & 7u : ~s->mem_tapped & 7u;
    if (!ex_bit(mask, slot)) {
        ex_why_say(t, "%s is %s", name, untap ? "not tapped" : "tapped already");
        return EXILE_REASON_MEMORY_STATE;
    }
    /* add_memories(): one slot for each Stamina value, the lowest. */
    for (unsigned m = 0; m < slot; m++)
        if (ex_bit(mask, m) && ex_memory_stamina(st, seat, m) == ex_memory_stamina(st, seat, slot)) {
            ex_why_say(t, "%s gives the same Stamina as %s, which is offered in its place",
                       name, ex_cards[s->memory[m]].name);
            return EXILE_REASON_ONE_ORDER;
        }
    return EXILE_REASON_OTHER;
}

/* A Stamina window (§3.1; decision.c add_window): in the canonical order
 * (EXILE_MATCH_CANONICAL_STAMINA) taps first, then channels in ascending
 * order, none that strands the Stamina @p need; one of alike Memories or
 * Tokens in either order. */
static exile_reason why_window(const ex_state *st, unsigned seat, unsigned need, unsigned kind, unsigned arg,
                               ex_why_text *t)
{
    const ex_seat *s = &st->seat[seat];
    if (s->spent) {
        ex_why_say(t, "you are spent: you make no Stamina until the round ends (§7.4)");
        return EXILE_REASON_SPENT;
    }
    if (kind == EXILE_ACT_TAP) {
        if (arg >= EX_MEMORIES) {
            ex_why_say(t, "there is no Memory slot %u: the slots are 0 to 2", arg);
            return EXILE_REASON_NO_SUCH_ARGUMENT;
        }
        if (ex_canonical_stamina(st) && st->win_channeled) {
            ex_why_say(t, "a card was channeled in this Stamina window, and in the canonical Stamina order Memories "
                          "are tapped before cards are channeled");
            return EXILE_REASON_ONE_ORDER;
        }
        return ex_why_not_memory(st, seat, arg, kind, t);
    }
    exile_reason r = not_in_hand(st, seat, arg, t);
    if (r != EXILE_REASON_LEGAL)
        return r;
    if (!ex_canonical_stamina(st))
        need = 0; /* in any order, no tap or channel strands a cost */
    else if (arg + 1u <= st->win_last_channel) {
        ex_why_say(t, "in the canonical Stamina order the cards of a window are channeled in one fixed order, "
                      "and %s comes before %s, channeled already",
                   ex_why_card(t, arg), ex_why_card(t, st->win_last_channel - 1u));
        return EXILE_REASON_ONE_ORDER;
    }
    ex_pile hand = ex_seat_pile(st, seat, PILE_HAND);
    unsigned reach = s->floating;
    for (unsigned i = 0; i < hand.n; i++)
        if (hand.c[i] >= arg)
            reach += ex_inst_channel(st, hand.c[i]);
    if (reach < need) {
        ex_why_say(t, "the attack costs %u, and after channeling %s no more than %u Stamina could float: in the "
                      "canonical Stamina order no Memory is tapped after a channel, and the cards are channeled in "
                      "one fixed order",
                   need, ex_why_card(t, arg), reach);
        return EXILE_REASON_COST_UNREACHABLE;
    }
    for (unsigned i = 0; ex_is_token(arg) && i < hand.n; i++)
        if (hand.c[i] < arg && ex_is_token(hand.c[i]) && st->def[hand.c[i]] == st->def[arg]) {
            ex_why_say(t, "Tokens of a kind are alike: your other %s is offered in its place",
                       ex_why_card(t, arg));
            return EXILE_REASON_ONE_ORDER;
        }
    return EXILE_REASON_OTHER;
}

/* The Opener (§5 Action A step 1; decision.c can_attack_with). */
static exile_reason why_attack_card(const ex_state *st, unsigned seat, unsigned inst, ex_why_text *t)
{
    const ex_card *c = ex_inst_card(st, inst);
    if (!ex_can_attack_card(c)) {
        if (c->move_type == EXILE_MOVE_FINISHER_ATTACK || c->move_type == EXILE_MOVE_FINISHER_TACTICS)
            ex_why_say(t, "%s is a Finisher: it is prepared, and played on a later turn (§5 Actions D and E)",
                       c->name);
        else if (c->damage < 0)
            ex_why_say(t, "%s prints no Damage: it is not an attack", c->name);
        else
            ex_why_say(t, "%s says: \"This card cannot be played as an attack.\"", c->name);
        return EXILE_REASON_CANNOT_ATTACK;
    }
    if (!ex_gear_armed(st, seat, ex_gear_slot_of(st, inst)))
        return gear_disarmed(st, seat, inst, t);
    exile_reason r = exert_short(st, seat, inst, COL_ATTACK, t);
    if (r != EXILE_REASON_LEGAL)
        return r;
    /* The last condition: the Stamina the seat can still make, the card
     * itself not channeled toward its own cost (§3.1). It is not asked
     * again here: ex_stamina_potential() has one caller on the hot path,
     * and stays inlined there. */
    ex_why_say(t, "%s costs %d, more Stamina than you can make without it", c->name, ex_eff_attack_cost(st, inst));
    return EXILE_REASON_NOT_ENOUGH_STAMINA;
}

static exile_reason why_attack(const ex_state *st, unsigned seat, unsigned kind, unsigned inst, ex_why_text *t)
{
    if (ex_canonical_stamina(st) && st->win_pre_action) {
        ex_why_say(t, "Stamina was made before this turn's action, and in the canonical Stamina order an attack "
                      "makes its Stamina in its Pay step");
        return EXILE_REASON_ONE_ORDER;
    }
    if (ex_is_token(inst))
        return token(t, inst);
    ex_passive_hit h;
    if (kind == EXILE_ACT_ATTACK_DOWN && !(st->seat[seat].round_flags & RF_ATTACKED) &&
        ex_passives(st, ex_opp((uint8_t)seat), TMPL_P01, &h, 1)) {
        ex_why_say(t, "%s: the first attack you make each round must be played face-up", ex_cards[h.card].name);
        return EXILE_REASON_FACE_UP_ONLY;
    }
    /* G9: in the permissive bluff mode any Move may go face-down. */
    if (kind == EXILE_ACT_ATTACK_DOWN && (st->flags & EXILE_MATCH_PERMISSIVE_BLUFF))
        return EXILE_REASON_OTHER;
    return why_attack_card(st, seat, inst, t);
}

/* §5 Action D and §7.4 Prepare check (finisher.c ex_can_prepare). */
static exile_reason why_prepare(const ex_state *st, unsigned seat, unsigned inst, ex_why_text *t)
{
    const ex_seat *s = &st->seat[seat];
    if (ex_is_token(inst))
        return token(t, inst);
    const ex_card *c = ex_inst_card(st, inst);
    if (c->move_type != EXILE_MOVE_FINISHER_ATTACK && c->move_type != EXILE_MOVE_FINISHER_TACTICS) {
        ex_why_say(t, "%s is not a Finisher: only a Finisher is prepared", c->name);
        return EXILE_REASON_NOT_FINISHER;
    }
    if (s->prepared != EX_NO_CARD) {
        ex_why_say(t, "%s is prepared already: one Finisher at most", ex_why_card(t, s->prepared));
        return EXILE_REASON_FINISHER_PREPARED;
    }
    exile_reason r = floating_short(st, seat, inst, (unsigned)ex_eff_attack_cost(st, inst), t);
    if (r != EXILE_REASON_LEGAL)
        return r;
    unsigned g = ex_gear_slot_of(st, inst);
    if (!ex_gear_armed(st, seat, g))
        return gear_disarmed(st, seat, inst, t);
    if (!ex_bit(s->gear_upgraded, g)) {
        ex_why_say(t, "the Gear of %s, %s, does not show its Upgrade (§7.4 Prepare check)", c->name,
                   ex_cards[s->gear[g]].name);
        return EXILE_REASON_GEAR_NOT_UPGRADED;
    }
    r = exert_short(st, seat, inst, COL_ATTACK, t);
    return r != EXILE_REASON_LEGAL ? r : EXILE_REASON_OTHER;
}

exile_reason ex_why_not_tactics(const ex_state *st, unsigned seat, unsigned inst, bool as_reaction,
                                ex_why_text *t)
{
    if (ex_is_token(inst))
        return token(t, inst);
    const ex_card *c = ex_inst_card(st, inst);
    if (c->move_type != EXILE_MOVE_TACTICS) {
        ex_why_say(t, "%s is not a Tactics card", c->name);
        return EXILE_REASON_NOT_TACTICS;
    }
    exile_reason r = floating_short(st, seat, inst, (unsigned)ex_eff_attack_cost(st, inst), t);
    if (r != EXILE_REASON_LEGAL)
        return r;
    if (as_reaction && !ex_has_kw(c, COL_ATTACK, EXILE_KW_REACTION)) {
        ex_why_say(t, "%s has no Reaction: it is played as your turn's action", c->name);
        return EXILE_REASON_NOT_REACTION;
    }
    if (!ex_gear_armed(st, seat, ex_gear_slot_of(st, inst)))
        return gear_disarmed(st, seat, inst, t);
    r = exert_short(st, seat, inst, COL_ATTACK, t);
    if (r != EXILE_REASON_LEGAL)
        return r;
    /* The last condition, ex_tactics_targets_exist(), not asked again (it
     * stays inlined in the lister, its one caller on the hot path). */
    ex_why_say(t, "%s has no legal target now", c->name);
    return EXILE_REASON_NO_TARGET;
}

exile_reason ex_why_not_ability(const ex_state *st, unsigned seat, unsigned slot, ex_why_text *t)
{
    const ex_seat *s = &st->seat[seat];
    if (slot >= EX_GEAR) {
        ex_why_say(t, "there is no Gear slot %u: the slots are 0 to 3", slot);
        return EXILE_REASON_NO_SUCH_ARGUMENT;
    }
    const char *gear = ex_cards[s->gear[slot]].name;
    if (!ex_tmpl_in(&s->working, TMPL_E08)) {
        ex_why_say(t, "none of your working Gear prints an activated ability (§7.10)");
        return EXILE_REASON_NO_ABILITY;
    }
    if (s->spent) {
        ex_why_say(t, "you are spent: a spent player uses no activated ability (§7.4)");
        return EXILE_REASON_SPENT;
    }
    if (ex_bit(s->ability_used, slot)) {
        ex_why_say(t, "the ability of %s is used once per round, and was used this round", gear);
        return EXILE_REASON_ABILITY_USED;
    }
    if (!ex_gear_armed(st, seat, slot)) {
        ex_why_say(t, "%s is disarmed", gear);
        return EXILE_REASON_GEAR_DISARMED;
    }
    const ex_line *l = ex_ability_line(st, seat, slot);
    if (!l) {
        ex_why_say(t, "%s prints no activated ability on the side it shows", gear);
        return EXILE_REASON_NO_ABILITY;
    }
    unsigned have = ex_count_moves(ex_seat_pile(st, seat, PILE_MOMENTUM));
    if (have < (unsigned)l->x) {
        ex_why_say(t, "the ability of %s destroys %d card%s in your Momentum Zone, which holds %u Move%s", gear, l->x,
                   l->x == 1 ? "" : "s", have, have == 1 ? "" : "s");
        return EXILE_REASON_MOMENTUM_SHORT;
    }
    return EXILE_REASON_OTHER;
}

static exile_reason why_turn(const ex_state *st, unsigned kind, unsigned arg, ex_why_text *t)
{
    unsigned seat = st->actor;
    const ex_seat *s = &st->seat[seat];
    if (kind == EXILE_ACT_TAP || kind == EXILE_ACT_CHANNEL)
        return why_window(st, seat, 0, kind, arg, t);
    if (kind == EXILE_ACT_ABILITY)
        return ex_why_not_ability(st, seat, arg, t);
    if (kind == EXILE_ACT_FINISHER) {
        if (s->finisher_due && s->prepared != EX_NO_CARD)
            ex_why_say(t, "your prepared Finisher is %s", ex_why_card(t, s->prepared));
        else
            ex_why_say(t, "you have no prepared Finisher to play this turn (§5 Action E)");
        return EXILE_REASON_NOT_A_CHOICE;
    }
    exile_reason r = not_in_hand(st, seat, arg, t);
    if (r != EXILE_REASON_LEGAL)
        return r;
    switch (kind) {
    case EXILE_ACT_STEP_BACK:
        if (ex_is_token(arg)) {
            ex_why_say(t, "%s is a Token: a Token is never given, only channeled (§4.5)", ex_why_card(t, arg));
            return EXILE_REASON_TOKEN;
        }
        /* Every other Move in hand is offered unless a card says "You
         * can't Step Back." (turn.c ex_step_back_barred, which the lister
         * alone calls: a second caller would cost its inlining there). */
        ex_why_say(t, "a card attached to your Exile says: \"You can't Step Back.\"");
        return EXILE_REASON_STEP_BACK_BARRED;
    case EXILE_ACT_ATTACK_UP:
    case EXILE_ACT_ATTACK_DOWN: return why_attack(st, seat, kind, arg, t);
    case EXILE_ACT_PREPARE: return why_prepare(st, seat, arg, t);
    case EXILE_ACT_TACTICS: return ex_why_not_tactics(st, seat, arg, false, t);
    default: break;
    }
    return EXILE_REASON_OTHER;
}

/* E46 "As you play this, you may lose up to [X] HP" (decision.c ex_e46_more). */
exile_reason ex_why_not_lose_hp(const ex_state *st, unsigned arg, ex_why_text *t)
{
    const ex_attack *atk = &st->atk;
    if (atk->card == EX_NO_CARD || arg != atk->card) {
        ex_why_say(t, "only the attack being played can be chosen here, to lose 1 HP for it");
        return EXILE_REASON_NOT_A_CHOICE;
    }
    const ex_card *c = ex_inst_card(st, atk->card);
    unsigned x = ex_e46_x(c);
    if (x == 0)
        ex_why_say(t, "%s does not let you lose HP as you play it", ex_why_card(t, atk->card));
    else if (st->seat[atk->attacker].hp < 2)
        ex_why_say(t, "your last HP is never lost for it (§7.4)");
    else if (atk->hp_lost >= x)
        ex_why_say(t, "you lost %u HP for %s already, the most it lets you lose", x, ex_why_card(t, atk->card));
    else
        return EXILE_REASON_LEGAL;
    return EXILE_REASON_HP_LIMIT;
}

static exile_reason why_pay(const ex_state *st, unsigned kind, unsigned arg, ex_why_text *t)
{
    unsigned seat = st->actor;
    unsigned f = st->seat[seat].floating;
    unsigned low = (st->flags & EXILE_MATCH_PERMISSIVE_BLUFF) && (st->atk.flags & AF_FACE_DOWN) ? 0u : st->atk.eff_cost;
    if (kind == EXILE_ACT_TAP || kind == EXILE_ACT_CHANNEL)
        return why_window(st, seat, low, kind, arg, t);
    if (kind == EXILE_ACT_DECLARE) {
        if (arg < low) {
            ex_why_say(t, "the attack costs %u: declare %u or more (§5 Action A step 2)", low, low);
            return EXILE_REASON_BELOW_COST;
        }
        ex_why_say(t, "you cannot declare %u: %u Stamina %s", arg, f, floats(f));
        return EXILE_REASON_NOT_ENOUGH_STAMINA;
    }
    exile_reason r = ex_why_not_lose_hp(st, arg, t);
    if (r != EXILE_REASON_LEGAL || !ex_canonical_stamina(st))
        return r != EXILE_REASON_LEGAL ? r : EXILE_REASON_OTHER;
    ex_why_say(t, "in the canonical Stamina order, HP is lost for the attack before any Stamina is made in the "
                  "Pay step");
    return EXILE_REASON_ONE_ORDER;
}

/* §5 Action A step 3 (attack.c ex_can_block_with). */
static exile_reason why_block(const ex_state *st, unsigned kind, unsigned arg, ex_why_text *t)
{
    unsigned seat = st->actor;
    if (kind != EXILE_ACT_BLOCK)
        return why_window(st, seat, 0, kind, arg, t);
    exile_reason r = not_in_hand(st, seat, arg, t);
    if (r != EXILE_REASON_LEGAL)
        return r;
    if (ex_is_token(arg))
        return token(t, arg);
    const ex_card *c = ex_inst_card(st, arg);
    if (c->move_type == EXILE_MOVE_FINISHER_ATTACK || c->move_type == EXILE_MOVE_FINISHER_TACTICS)
        ex_why_say(t, "%s is a Finisher: a Finisher cannot block", c->name);
    else if (c->block < 0)
        ex_why_say(t, "%s prints only an attack: a card that prints only an attack cannot block", c->name);
    else if (ex_has_kw(c, COL_ATTACK, EXILE_KW_THROWN) && c->move_type != EXILE_MOVE_COMBAT)
        ex_why_say(t, "%s has Thrown: a card with Thrown cannot block", c->name);
    else if (!ex_can_block_card(c))
        ex_why_say(t, "%s says: \"This card cannot be played as a block.\"", c->name);
    else if (!ex_gear_armed(st, seat, ex_gear_slot_of(st, arg)))
        return gear_disarmed(st, seat, arg, t);
    else if ((r = exert_short(st, seat, arg, COL_BLOCK, t)) != EXILE_REASON_LEGAL)
        return r;
    else if ((r = floating_short(st, seat, arg, (unsigned)ex_eff_block_cost(st, arg), t)) != EXILE_REASON_LEGAL)
        return r;
    else
        return EXILE_REASON_OTHER;
    return EXILE_REASON_CANNOT_BLOCK;
}

/* Exert picks (attack.c ex_exert_next): ascending, none that strands the rest. */
static exile_reason why_exert(const ex_state *st, unsigned arg, ex_why_text *t)
{
    unsigned seat = st->actor;
    exile_reason r = not_in_hand(st, seat, arg, t);
    if (r != EXILE_REASON_LEGAL)
        return r;
    if (ex_is_token(arg)) {
        ex_why_say(t, "%s is a Token: Exert destroys Moves", ex_why_card(t, arg));
        return EXILE_REASON_TOKEN;
    }
    if (arg + 1u <= st->dec_arg[1]) {
        ex_why_say(t, "Exert picks are made in one fixed order, and %s comes before the Move picked last",
                   ex_why_card(t, arg));
        return EXILE_REASON_ONE_ORDER;
    }
    ex_pile h = ex_seat_pile(st, seat, PILE_HAND);
    unsigned higher = 0;
    for (unsigned j = 0; j < h.n; j++)
        higher += h.c[j] > arg && !ex_is_token(h.c[j]);
    if (higher + 1u >= st->atk.exert_left)
        return EXILE_REASON_OTHER;
    ex_why_say(t, "Exert picks are made in one fixed order, and after %s too few Moves would be left for the %u "
                  "picks owed",
               ex_why_card(t, arg), st->atk.exert_left);
    return EXILE_REASON_ONE_ORDER;
}

/* A React step (§5 The React Step & The Stack; §4.5 Plating). */
static exile_reason why_react(const ex_state *st, unsigned kind, unsigned arg, ex_why_text *t)
{
    unsigned seat = st->actor;
    exile_reason r;
    switch (kind) {
    case EXILE_ACT_TAP:
    case EXILE_ACT_CHANNEL: return why_window(st, seat, 0, kind, arg, t);
    case EXILE_ACT_ABILITY: return ex_why_not_ability(st, seat, arg, t);
    case EXILE_ACT_PLATING:
        if (st->react_after != STEP_ATTACK_MATH)
            ex_why_say(t, "a Plating Token is returned in the React step of an attack only");
        else if (seat == st->atk.attacker)
            ex_why_say(t, "only the defender returns a Plating Token, against the attack");
        else
            ex_why_say(t, "no Plating Token is attached to your Exile");
        return EXILE_REASON_NO_PLATING;
    case EXILE_ACT_REACT:
        r = not_in_hand(st, seat, arg, t);
        return r != EXILE_REASON_LEGAL ? r : ex_why_not_tactics(st, seat, arg, true, t);
    default: return EXILE_REASON_OTHER;
    }
}

exile_reason ex_why_not_turn(const ex_state *st, unsigned kind, unsigned arg, ex_why_text *t)
{
    switch (st->decision) {
    case DEC_TURN: return why_turn(st, kind, arg, t);
    case DEC_PAY_ATTACK: return why_pay(st, kind, arg, t);
    case DEC_BLOCK: return why_block(st, kind, arg, t);
    case DEC_EXERT: return why_exert(st, arg, t);
    default: return why_react(st, kind, arg, t);
    }
}
