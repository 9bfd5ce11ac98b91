/*
 * Why an action is not legal now: the order of the questions, what each
 * decision asks and offers, and the answer when the pending decision does
 * not ask for the action at all; the decisions of a turn answer in
 * why_turn.c, the choices of Effects and of Phase 1 in why_choice.c. Each
 * answer is a condition decision.c (or a rule it asks) finds failing, named
 * with what the asking seat can see.
 * SPDX-License-Identifier: MIT
 */
#include <inttypes.h>
#include <stdarg.h>

#include "why.h"

void ex_why_say(ex_why_text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ex_text_vput(&t->text, fmt, ap);
    va_end(ap);
}

const char *ex_why_card(const ex_why_text *t, unsigned inst)
{
    if (inst >= EX_INSTANCES || !ex_visible(t->st, inst, t->viewer))
        return "that card";
    return ex_inst_card(t->st, inst)->name;
}

const char *ex_why_named(const ex_state *st, unsigned inst)
{
    return ex_inst_card(st, inst)->name;
}

/* What each decision asks, for "this is not asked now: ...". */
static const char *const asks[DEC_COUNT] = {
    [DEC_TURN] = "it is your turn's action: attack, play a Tactics card, prepare a Finisher, Step Back or End",
    [DEC_PAY_ATTACK] = "it is the Pay step: make Stamina and declare the attack's cost",
    [DEC_BLOCK] = "it is the Block step: play a Block card or take the hit",
    [DEC_EXERT] = "an Exert is being paid: destroy a Move from your hand",
    [DEC_REACT] = "it is a React step: play a Reaction, or pass",
    [DEC_RECOVER] = "Recover: untap one of your Memories",
    [DEC_SUFFOCATE] = "Suffocating: tap one of your Memories",
    [DEC_REFRESH_P17] = "the Refresh: discard a card, or not",
    [DEC_REARM] = "the Rearm: rearm one of your disarmed Gear, or none",
    [DEC_UNLOCK] = "the Unlock step: unlock a Memory or an Upgrade, unleash your Exile, or unlock nothing",
    [DEC_TAKE_RECALL] = "take a Move from your Recall Pile, or not",
    [DEC_REARM_EFFECT] = "rearm one of your disarmed Gear, or not",
    [DEC_TARGET_MOMENTUM] = "choose a target card in your opponent's Momentum Zone",
    [DEC_THROWN_TOP] = "put the Thrown Move on top of your deck, or not",
    [DEC_LOOK] = "take one of the cards you look at, or none",
    [DEC_EXTRA_UPGRADE] = "unlock the Upgrade of one of your armed Gear, or not",
    [DEC_TARGET] = "choose a target for the card being played",
    [DEC_DISCARD] = "discard a card of your choice",
    [DEC_TURN_BACK] = "turn one of your unlocked Memories back",
    [DEC_ABILITY_COST] = "pay the ability's cost: destroy a card in your Momentum Zone",
    [DEC_AFTER_ACTION] = "your action is over: use an activated ability, or not",
    [DEC_EXILE_DAMAGE] = "choose the Exile that takes the damage",
    [DEC_LOSE_OR_DESTROY] = "destroy cards in your Momentum Zone, or lose the HP",
    [DEC_DESTROY_OWN] = "destroy one of your Moves, or not",
    [DEC_EXCHANGE] = "choose the card you put face-down for the exchange",
    [DEC_LOSE_HP] = "lose 1 HP more for the Finisher Attack, or stop",
    [DEC_UNBLOCKABLE] = "destroy a card in your Momentum Zone to make the attack unblockable, or not",
    [DEC_DISARM_OWN] = "disarm one of your armed weapons",
};

#define K(kind) (1u << EXILE_ACT_##kind)
#define WINDOW (K(TAP) | K(CHANNEL))

/* The kinds of action each decision may offer (decision.c). */
static const uint32_t offered[DEC_COUNT] = {
    [DEC_TURN] = K(END) | K(STEP_BACK) | K(ATTACK_UP) | K(ATTACK_DOWN) | WINDOW | K(PREPARE) | K(TACTICS) |
                 K(ABILITY) | K(FINISHER),
    [DEC_PAY_ATTACK] = WINDOW | K(DECLARE) | K(CHOOSE),
    [DEC_BLOCK] = WINDOW | K(BLOCK) | K(NO_BLOCK),
    [DEC_EXERT] = K(EXERT),
    [DEC_REACT] = WINDOW | K(PASS) | K(PLATING) | K(REACT) | K(ABILITY),
    [DEC_RECOVER] = K(UNTAP),
    [DEC_SUFFOCATE] = K(SUFFOCATE),
    [DEC_REFRESH_P17] = K(DECLINE) | K(CHOOSE),
    [DEC_REARM] = K(NO_REARM) | K(REARM),
    [DEC_UNLOCK] = K(UNLOCK_NONE) | K(UNLOCK_MEMORY) | K(UNLOCK_UPGRADE) | K(UNLEASH),
    [DEC_TAKE_RECALL] = K(DECLINE) | K(CHOOSE),
    [DEC_REARM_EFFECT] = K(DECLINE) | K(REARM),
    [DEC_TARGET_MOMENTUM] = K(DECLINE) | K(CHOOSE),
    [DEC_THROWN_TOP] = K(DECLINE) | K(CHOOSE),
    [DEC_LOOK] = K(DECLINE) | K(CHOOSE),
    [DEC_EXTRA_UPGRADE] = K(DECLINE) | K(UNLOCK_UPGRADE),
    [DEC_TARGET] = K(DECLINE) | K(TARGET),
    [DEC_DISCARD] = K(CHOOSE),
    [DEC_TURN_BACK] = K(TURN_BACK),
    [DEC_ABILITY_COST] = K(CHOOSE),
    [DEC_AFTER_ACTION] = K(DECLINE) | K(ABILITY),
    [DEC_EXILE_DAMAGE] = K(CHOOSE),
    [DEC_LOSE_OR_DESTROY] = K(DECLINE) | K(CHOOSE),
    [DEC_DESTROY_OWN] = K(DECLINE) | K(CHOOSE),
    [DEC_EXCHANGE] = K(CHOOSE),
    [DEC_LOSE_HP] = K(DECLINE) | K(CHOOSE),
    [DEC_UNBLOCKABLE] = K(DECLINE) | K(CHOOSE),
    [DEC_DISARM_OWN] = K(CHOOSE),
};

/* The kinds that take no argument: their only code ends in 0. */
static const uint32_t no_argument = K(END) | K(NO_BLOCK) | K(PASS) | K(PLATING) | K(NO_REARM) | K(UNLOCK_NONE) |
                                    K(DECLINE) | K(UNLEASH);

/* The actions of the turn's action itself, which a due Finisher replaces. */
static const uint32_t turn_actions = K(END) | K(STEP_BACK) | K(ATTACK_UP) | K(ATTACK_DOWN) | K(PREPARE) |
                                     K(TACTICS) | K(ABILITY);

static uint32_t bit(unsigned kind)
{
    return 1u << kind;
}

/* A kind of action the pending decision does not ask for. */
static exile_reason wrong_decision(const ex_state *st, unsigned kind, ex_why_text *t)
{
    unsigned seat = st->actor, dec = st->decision;
    const ex_seat *s = &st->seat[seat];
    if ((kind == EXILE_ACT_BLOCK || kind == EXILE_ACT_NO_BLOCK) && st->atk.card != EX_NO_CARD &&
        seat != st->atk.attacker) {
        if (st->atk.flags & AF_STUN_TURN) {
            ex_why_say(t, "you are stunned: the attack of the stun turn is not blocked (§5 Stun)");
            return EXILE_REASON_STUNNED;
        }
        if (st->atk.flags & AF_UNBLOCKABLE) {
            ex_why_say(t, "the attack is unblockable: it has no Block step");
            return EXILE_REASON_UNBLOCKABLE;
        }
    }
    if (dec == DEC_TURN && (bit(kind) & turn_actions)) {
        ex_why_say(t, "this turn must play your prepared Finisher, %s (§5 Action E)", ex_why_card(t, s->prepared));
        return EXILE_REASON_FINISHER_DUE;
    }
    if (kind == EXILE_ACT_DECLINE) {
        ex_why_say(t, "this choice cannot be declined: %s", asks[dec]);
        return EXILE_REASON_MUST_CHOOSE;
    }
    ex_why_say(t, "this is not asked now: %s", asks[dec]);
    return EXILE_REASON_WRONG_DECISION;
}

exile_reason ex_why_not(const ex_state *st, exile_action a, ex_why_text *t)
{
    unsigned kind = (unsigned)EXILE_ACTION_KIND(a), arg = (unsigned)EXILE_ACTION_ARG(a);
    const ex_seat *s = &st->seat[st->actor];
    bool due = st->decision == DEC_TURN && s->finisher_due && s->prepared != EX_NO_CARD;
    uint32_t kinds = st->decision < DEC_COUNT ? offered[st->decision] : 0u;
    if (due)
        kinds = WINDOW | K(FINISHER);
    if (!(kinds & (bit(kind))))
        return st->decision < DEC_COUNT && st->decision != DEC_NONE ? wrong_decision(st, kind, t)
                                                                    : EXILE_REASON_OTHER;
    switch (st->decision) {
    case DEC_TURN:
    case DEC_PAY_ATTACK:
    case DEC_BLOCK:
    case DEC_EXERT:
    case DEC_REACT: return ex_why_not_turn(st, kind, arg, t);
    default: return ex_why_not_choice(st, a, t);
    }
}

exile_reason ex_why(const ex_state *st, int seat, exile_action a, ex_why_text *t)
{
    unsigned kind = (unsigned)EXILE_ACTION_KIND(a);
    if (a >= EXILE_ACTION_SPACE || kind >= EXILE_ACT_KIND_COUNT ||
        ((bit(kind) & no_argument) && EXILE_ACTION_ARG(a) != 0)) {
        ex_why_say(t, "%" PRIu32 " is not an action code", a);
        return EXILE_REASON_BAD_ENCODING;
    }
    if (st->winner >= 0) {
        ex_why_say(t, "the match is over");
        return EXILE_REASON_GAME_OVER;
    }
    if (seat != EXILE_OMNISCIENT && (unsigned)seat != st->actor) {
        ex_why_say(t, "it is not your decision: your opponent decides now");
        return EXILE_REASON_NOT_YOUR_DECISION;
    }
    if (ex_is_legal(st, a))
        return EXILE_REASON_LEGAL;
    exile_reason r = ex_why_not(st, a, t);
    if (r == EXILE_REASON_OTHER) {
        t->text.len = 0;
        ex_why_say(t, "this action is not among the legal actions now");
    }
    return r;
}
