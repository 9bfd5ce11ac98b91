/*
 * Why a choice is not offered: the targets of a card being played, the
 * choices an Effect or a Passive asks for, and those of Phase 1 (the
 * Rearm, the Unlock step), as decision.c lists them.
 * SPDX-License-Identifier: MIT
 */
#include "why.h"

static bool in_pile(const ex_state *st, unsigned seat, unsigned kind, unsigned inst)
{
    return ex_pile_find(ex_seat_pile(st, seat, kind), inst) >= 0;
}

static exile_reason no_slot(ex_why_text *t, const char *what, unsigned arg, unsigned slots)
{
    ex_why_say(t, "there is no %s slot %u: the slots are 0 to %u", what, arg, slots - 1u);
    return EXILE_REASON_NO_SUCH_ARGUMENT;
}

static exile_reason no_card(ex_why_text *t)
{
    ex_why_say(t, "the action names no card: card instances are 0 to %u", EX_INSTANCES - 1u);
    return EXILE_REASON_NO_SUCH_ARGUMENT;
}

/* A Move of one of @p seat's piles (decision.c list_cards: never a Token, §7.5). */
static exile_reason why_pile_card(const ex_state *st, unsigned seat, unsigned arg, unsigned pile, ex_why_text *t)
{
    static const char *const where[PILE_KINDS] = {
        [PILE_HAND] = "your hand",
        [PILE_MOMENTUM] = "your Momentum Zone",
        [PILE_RECALL] = "your Recall Pile",
    };
    if (arg >= EX_INSTANCES)
        return no_card(t);
    if (!in_pile(st, seat, pile, arg)) {
        ex_why_say(t, "%s is not in %s", ex_why_named(st, arg), where[pile]);
        return pile == PILE_HAND ? EXILE_REASON_NOT_IN_HAND : EXILE_REASON_NOT_A_CHOICE;
    }
    if (ex_is_token(arg)) {
        ex_why_say(t, "%s is a Token: only a Move can be chosen", ex_why_card(t, arg));
        return EXILE_REASON_TOKEN;
    }
    return EXILE_REASON_OTHER;
}

/* E59: a Move of the hand or of the Momentum Zone. */
static exile_reason why_own_move(const ex_state *st, unsigned seat, unsigned arg, ex_why_text *t)
{
    if (arg < EX_INSTANCES && in_pile(st, seat, PILE_MOMENTUM, arg))
        return why_pile_card(st, seat, arg, PILE_MOMENTUM, t);
    if (arg < EX_INSTANCES && !in_pile(st, seat, PILE_HAND, arg)) {
        ex_why_say(t, "%s is neither in your hand nor in your Momentum Zone", ex_why_named(st, arg));
        return EXILE_REASON_NOT_A_CHOICE;
    }
    return why_pile_card(st, seat, arg, PILE_HAND, t);
}

/* The target of the card on top of the stack (decision.c, DEC_TARGET). */
static exile_reason why_target(const ex_state *st, unsigned kind, unsigned arg, ex_why_text *t)
{
    unsigned inst = ex_stack_top(st);
    const ex_stack_entry *en = &st->entry[ex_stack(st).n - 1];
    ex_target_spec spec = ex_target_spec_of(ex_inst_card(st, inst));
    const char *card = ex_why_card(t, inst);
    if (kind == EXILE_ACT_DECLINE) {
        if (spec.up_to)
            ex_why_say(t, "%s needs one target at least", card);
        else
            ex_why_say(t, "%s needs %u target%s", card, spec.max, spec.max == 1 ? "" : "s");
        return EXILE_REASON_MUST_CHOOSE;
    }
    bool gear = arg & EX_GEAR_TARGET;
    if (gear ? (arg & ~0x87u) != 0 : arg >= EX_INSTANCES) {
        ex_why_say(t, "the action names no card and no Gear");
        return EXILE_REASON_NO_SUCH_ARGUMENT;
    }
    const char *name = gear ? ex_cards[st->seat[(arg >> 2) & 1u].gear[arg & 3u]].name : ex_why_named(st, arg);
    for (unsigned k = 0; k < en->ntargets; k++)
        if (en->target[k] == arg) {
            ex_why_say(t, "%s is a target of %s already", name, card);
            return EXILE_REASON_NOT_A_CHOICE;
        }
    ex_why_say(t, "%s is not a legal target of %s", name, card);
    return EXILE_REASON_NOT_A_CHOICE;
}

static exile_reason why_rearm(const ex_state *st, unsigned seat, unsigned arg, ex_why_text *t)
{
    if (arg >= EX_GEAR)
        return no_slot(t, "Gear", arg, EX_GEAR);
    /* E15 form 2 rearms a weapon only: the Primary or the Secondary. */
    if (st->decision == DEC_REARM_EFFECT && st->dec_arg[0] && arg > EXILE_GEAR_SECONDARY) {
        ex_why_say(t, "this Effect rearms a weapon only: your Primary or Secondary Weapon");
        return EXILE_REASON_NOT_A_CHOICE;
    }
    if (!ex_gear_armed(st, seat, arg))
        return EXILE_REASON_OTHER;
    ex_why_say(t, "%s is armed", ex_cards[st->seat[seat].gear[arg]].name);
    return EXILE_REASON_GEAR_STATE;
}

static exile_reason why_upgrade(const ex_state *st, unsigned seat, unsigned arg, ex_why_text *t)
{
    if (arg >= EX_GEAR)
        return no_slot(t, "Gear", arg, EX_GEAR);
    const char *gear = ex_cards[st->seat[seat].gear[arg]].name;
    if (!ex_gear_armed(st, seat, arg)) {
        ex_why_say(t, "%s is disarmed: a disarmed Gear is not turned", gear);
        return EXILE_REASON_GEAR_DISARMED;
    }
    if (!ex_bit(st->seat[seat].gear_upgraded, arg))
        return EXILE_REASON_OTHER;
    ex_why_say(t, "%s shows its Upgrade already", gear);
    return EXILE_REASON_GEAR_STATE;
}

static exile_reason why_unlock(const ex_state *st, unsigned seat, unsigned kind, unsigned arg, ex_why_text *t)
{
    const ex_seat *s = &st->seat[seat];
    if (kind == EXILE_ACT_UNLOCK_UPGRADE)
        return why_upgrade(st, seat, arg, t);
    if (kind == EXILE_ACT_UNLEASH) {
        if (s->unleashed)
            ex_why_say(t, "your Exile is unleashed already");
        else if ((s->mem_unlocked & 7u) == 7u)
            return EXILE_REASON_OTHER;
        else
            ex_why_say(t, "your Exile is unleashed at an Unlock step once all three of your Memories are "
                          "unlocked (§3.3)");
        return EXILE_REASON_CANNOT_UNLEASH;
    }
    if (arg >= EX_MEMORIES)
        return no_slot(t, "Memory", arg, EX_MEMORIES);
    if (!ex_bit(s->mem_unlocked, arg))
        return EXILE_REASON_OTHER;
    ex_why_say(t, "%s is unlocked already", ex_cards[s->memory[arg]].name);
    return EXILE_REASON_MEMORY_STATE;
}

static exile_reason why_momentum_target(const ex_state *st, unsigned seat, unsigned arg, ex_why_text *t)
{
    if (arg >= EX_INSTANCES)
        return no_card(t);
    if (!in_pile(st, ex_opp((uint8_t)seat), PILE_MOMENTUM, arg))
        ex_why_say(t, "%s is not in your opponent's Momentum Zone", ex_why_named(st, arg));
    else if (!ex_momentum_eligible(st, arg, st->dec_arg[0], st->dec_arg[2]))
        ex_why_say(t, "%s is not a legal target of this Effect", ex_why_named(st, arg));
    else
        return EXILE_REASON_OTHER;
    return EXILE_REASON_NOT_A_CHOICE;
}

static exile_reason why_choose(const ex_state *st, unsigned arg, ex_why_text *t)
{
    unsigned seat = st->actor;
    exile_reason r;
    switch (st->decision) {
    case DEC_DISCARD:
    case DEC_REFRESH_P17: return why_pile_card(st, seat, arg, PILE_HAND, t);
    case DEC_ABILITY_COST:
    case DEC_LOSE_OR_DESTROY:
    case DEC_UNBLOCKABLE: return why_pile_card(st, seat, arg, PILE_MOMENTUM, t);
    case DEC_DESTROY_OWN: return why_own_move(st, seat, arg, t);
    case DEC_TAKE_RECALL:
        r = why_pile_card(st, seat, arg, PILE_RECALL, t);
        if (r != EXILE_REASON_OTHER || ex_recall_fits(st, arg, st->dec_arg[0]))
            return r;
        ex_why_say(t, "%s is not %s", ex_why_card(t, arg),
                   st->dec_arg[0] == RECALL_THROWN ? "a Move with Thrown"
                                                   : "a fighting Move: an Attack, a Block, a Combat card or a "
                                                     "Finisher Attack");
        return EXILE_REASON_NOT_A_CHOICE;
    case DEC_TARGET_MOMENTUM: return why_momentum_target(st, seat, arg, t);
    case DEC_LOOK: {
        int at = arg < EX_INSTANCES ? ex_pile_find(ex_seat_pile(st, seat, PILE_DECK), arg) : -1;
        if (at >= 0 && at < st->dec_arg[0])
            return EXILE_REASON_OTHER;
        ex_why_say(t, "%s is not among the %u cards you look at", arg < EX_INSTANCES ? ex_why_named(st, arg) : "that card",
                   st->dec_arg[0]);
        return EXILE_REASON_NOT_A_CHOICE;
    }
    case DEC_THROWN_TOP:
        if (arg == st->dec_arg[0])
            return EXILE_REASON_OTHER;
        ex_why_say(t, "only %s, the Thrown Move, goes on top of your deck", ex_why_card(t, st->dec_arg[0]));
        return EXILE_REASON_NOT_A_CHOICE;
    case DEC_EXILE_DAMAGE:
        if (arg < EX_SEATS)
            return EXILE_REASON_OTHER;
        ex_why_say(t, "an Exile is chosen by its seat: 0 or 1");
        return EXILE_REASON_NOT_A_CHOICE;
    case DEC_LOSE_HP:
        r = ex_why_not_lose_hp(st, arg, t);
        return r != EXILE_REASON_LEGAL ? r : EXILE_REASON_OTHER;
    case DEC_DISARM_OWN:
        if (arg >= EX_GEAR)
            return no_slot(t, "Gear", arg, EX_GEAR);
        if (arg > EXILE_GEAR_SECONDARY) {
            ex_why_say(t, "only a weapon is disarmed here: your Primary or Secondary Weapon");
            return EXILE_REASON_NOT_A_CHOICE;
        }
        if (ex_gear_armed(st, seat, arg))
            return EXILE_REASON_OTHER;
        ex_why_say(t, "%s is disarmed already", ex_cards[st->seat[seat].gear[arg]].name);
        return EXILE_REASON_GEAR_STATE;
    case DEC_EXCHANGE:
        if (arg >= EX_INSTANCES)
            return no_card(t);
        if (!in_pile(st, seat, PILE_HAND, arg)) {
            ex_why_say(t, "%s is not in your hand", ex_why_named(st, arg));
            return EXILE_REASON_NOT_IN_HAND;
        }
        if (!ex_is_token(arg))
            return EXILE_REASON_OTHER;
        ex_why_say(t, "Tokens of a kind are alike: your other %s is offered in its place", ex_why_card(t, arg));
        return EXILE_REASON_ONE_ORDER;
    default: return EXILE_REASON_OTHER;
    }
}

exile_reason ex_why_not_choice(const ex_state *st, exile_action a, ex_why_text *t)
{
    unsigned kind = (unsigned)EXILE_ACTION_KIND(a), arg = (unsigned)EXILE_ACTION_ARG(a);
    unsigned seat = st->actor;
    switch (kind) {
    case EXILE_ACT_TARGET: return why_target(st, kind, arg, t);
    case EXILE_ACT_DECLINE:
        if (st->decision == DEC_TARGET)
            return why_target(st, kind, arg, t);
        ex_why_say(t, "this choice cannot be declined now");
        return EXILE_REASON_MUST_CHOOSE;
    case EXILE_ACT_CHOOSE: return why_choose(st, arg, t);
    case EXILE_ACT_ABILITY: return ex_why_not_ability(st, seat, arg, t);
    case EXILE_ACT_REARM: return why_rearm(st, seat, arg, t);
    case EXILE_ACT_UNLOCK_MEMORY:
    case EXILE_ACT_UNLOCK_UPGRADE:
    case EXILE_ACT_UNLEASH: return why_unlock(st, seat, kind, arg, t);
    case EXILE_ACT_TURN_BACK:
        if (arg >= EX_MEMORIES)
            return no_slot(t, "Memory", arg, EX_MEMORIES);
        if (ex_bit(st->seat[seat].mem_unlocked, arg))
            return EXILE_REASON_OTHER;
        ex_why_say(t, "%s is not unlocked", ex_cards[st->seat[seat].memory[arg]].name);
        return EXILE_REASON_MEMORY_STATE;
    case EXILE_ACT_UNTAP:
    case EXILE_ACT_SUFFOCATE:
        if (arg >= EX_MEMORIES)
            return no_slot(t, "Memory", arg, EX_MEMORIES);
        return ex_why_not_memory(st, seat, arg, kind, t);
    default: return EXILE_REASON_OTHER;
    }
}
