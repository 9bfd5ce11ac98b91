/*
 * exile_action_describe(): an action in full words for one seat. What the
 * seat may not know of it is left out as its observer's EXILE_EV_ACTION
 * event leaves it out (ex_action_redact), and a target it cannot see is
 * "the face-down attack".
 * SPDX-License-Identifier: MIT
 */
#include "describe.h"

/* An argument that stands for a card the seat may not know (events.c). */
enum { HIDDEN_ARG = 0xff };

typedef struct said {
    ex_text *t;
    const ex_state *st;
    int viewer;
    unsigned actor;
} said;

#define SAY(s, you, they, ...) ex_text_say((s)->t, (s)->st, (s)->viewer, (s)->actor, you, they, __VA_ARGS__)
#define SAY0(s, you, they) ex_text_say((s)->t, (s)->st, (s)->viewer, (s)->actor, "%s", "%s", (s)->viewer == (int)(s)->actor ? you : they)

/* The phrase of a card instance argument: its card, or "a card" when the
 * argument is hidden. */
static bool card_arg(char out[EX_PHRASE], const ex_state *st, unsigned arg)
{
    if (arg == HIDDEN_ARG) {
        ex_card_phrase(out, EXILE_CARD_HIDDEN);
        return true;
    }
    if (arg >= EX_INSTANCES)
        return false;
    ex_card_phrase(out, st->def[arg]);
    return true;
}

/* A choice (EXILE_ACT_CHOOSE): what choosing the card does in the decision
 * asked. E09 names an Exile by its seat, E14 a weapon by its Gear slot. */
static exile_status choose(const said *s, unsigned arg)
{
    const ex_state *st = s->st;
    char card[EX_PHRASE];
    switch (st->decision) {
    case DEC_EXILE_DAMAGE:
        if (arg >= EX_SEATS)
            return EXILE_E_INVALID_ARGUMENT;
        if (arg == s->actor)
            SAY0(s, "take the damage yourself", "takes the damage");
        else
            SAY(s, "have %s take the damage", "has %s take the damage",
                s->viewer == (int)arg ? "you" : ex_exile_name(st, arg));
        return EXILE_OK;
    case DEC_DISARM_OWN:
        if (arg > EXILE_GEAR_SECONDARY)
            return EXILE_E_INVALID_ARGUMENT;
        SAY(s, "disarm your %s", "disarms their %s", ex_cards[st->seat[s->actor].gear[arg]].name);
        return EXILE_OK;
    case DEC_PAY_ATTACK:
    case DEC_LOSE_HP: /* E46: the attack is the argument; the HP is what is public */
        if (arg != HIDDEN_ARG && arg >= EX_INSTANCES)
            return EXILE_E_INVALID_ARGUMENT;
        SAY0(s, "lose 1 HP more for the attack", "loses 1 HP more for the attack");
        return EXILE_OK;
    default:
        break;
    }
    if (!card_arg(card, st, arg))
        return EXILE_E_INVALID_ARGUMENT;
    switch (st->decision) {
    case DEC_DISCARD:
    case DEC_REFRESH_P17: SAY(s, "discard %s", "discards %s", card); break;
    case DEC_ABILITY_COST:
    case DEC_LOSE_OR_DESTROY:
        SAY(s, "destroy %s in your Momentum Zone", "destroys %s in their Momentum Zone", card);
        break;
    case DEC_UNBLOCKABLE:
        SAY(s, "destroy %s in your Momentum Zone for the attack to become unblockable",
            "destroys %s in their Momentum Zone for the attack to become unblockable", card);
        break;
    case DEC_DESTROY_OWN: SAY(s, "destroy %s to deal Direct Damage", "destroys %s to deal Direct Damage", card); break;
    case DEC_LOOK: SAY(s, "take %s of the cards looked at", "takes %s of the cards looked at", card); break;
    case DEC_TAKE_RECALL: SAY(s, "take %s from your Recall Pile", "takes %s from their Recall Pile", card); break;
    case DEC_TARGET_MOMENTUM:
        if (st->dec_arg[1] == TM_RETURN)
            SAY(s, "return %s to its owner's hand", "returns %s to its owner's hand", card);
        else if (st->dec_arg[1] == TM_SEND)
            SAY(s, "send %s to its owner's Recall Pile", "sends %s to its owner's Recall Pile", card);
        else
            SAY(s, "destroy %s", "destroys %s", card);
        break;
    case DEC_EXCHANGE: SAY(s, "put %s face-down in the exchange", "puts %s face-down in the exchange", card); break;
    case DEC_THROWN_TOP:
        SAY(s, "put %s face-up on top of your deck", "puts %s face-up on top of their deck", card);
        break;
    default: SAY(s, "choose %s", "chooses %s", card); break;
    }
    return EXILE_OK;
}

/* Declining (EXILE_ACT_DECLINE): what is left undone in the decision asked. */
static void decline(const said *s)
{
    switch (s->st->decision) {
    case DEC_TARGET: SAY0(s, "choose no more targets", "chooses no more targets"); break;
    case DEC_AFTER_ACTION: SAY0(s, "use no ability", "uses no ability"); break;
    case DEC_REFRESH_P17: SAY0(s, "discard nothing", "discards nothing"); break;
    case DEC_REARM_EFFECT: SAY0(s, "rearm nothing", "rearms nothing"); break;
    case DEC_EXTRA_UPGRADE: SAY0(s, "unlock no Upgrade more", "unlocks no Upgrade more"); break;
    case DEC_LOOK: SAY0(s, "take none of the cards looked at", "takes none of the cards looked at"); break;
    case DEC_TAKE_RECALL: SAY0(s, "take nothing from your Recall Pile", "takes nothing from their Recall Pile"); break;
    case DEC_TARGET_MOMENTUM: SAY0(s, "choose no more cards", "chooses no more cards"); break;
    case DEC_LOSE_HP: SAY0(s, "lose no more HP for the attack", "loses no more HP for the attack"); break;
    case DEC_UNBLOCKABLE: SAY0(s, "destroy nothing for the attack", "destroys nothing for the attack"); break;
    case DEC_THROWN_TOP: SAY0(s, "let the Move go to your Recall Pile", "lets the Move go to their Recall Pile"); break;
    case DEC_LOSE_OR_DESTROY: SAY0(s, "lose the HP instead", "loses the HP instead"); break;
    case DEC_DESTROY_OWN: SAY0(s, "destroy nothing", "destroys nothing"); break;
    default: SAY0(s, "decline", "declines"); break;
    }
}

/* A target (EXILE_ACT_TARGET): a Gear of either seat, or a card; the only
 * card a seat can be offered to target without seeing it is a face-down
 * attack. */
static exile_status target(const said *s, unsigned arg)
{
    const ex_state *st = s->st;
    char owner[EX_PHRASE], card[EX_PHRASE];
    if (arg & EX_GEAR_TARGET) {
        unsigned seat = (arg >> 2) & 1u, slot = arg & 3u;
        if (arg > (EX_GEAR_TARGET | 7u))
            return EXILE_E_INVALID_ARGUMENT;
        ex_possessive(owner, st, s->viewer, seat);
        SAY(s, "target %s %s", "targets %s %s", owner, ex_cards[st->seat[seat].gear[slot]].name);
        return EXILE_OK;
    }
    if (arg >= EX_INSTANCES)
        return EXILE_E_INVALID_ARGUMENT;
    if (!ex_visible(st, arg, s->viewer)) {
        SAY0(s, "target the face-down attack", "targets the face-down attack");
        return EXILE_OK;
    }
    ex_card_phrase(card, st->def[arg]);
    SAY(s, "target %s", "targets %s", card);
    return EXILE_OK;
}

/* The words of a kind of action: for the actor's own seat, for another. */
typedef struct words {
    const char *you, *they;
} words;

/* The kinds that name a card instance played from the actor's hand or
 * Gear: the action shows it. */
static const words card_kinds[EXILE_ACT_KIND_COUNT] = {
    [EXILE_ACT_STEP_BACK] = { "step back, giving %s", "steps back, giving %s" },
    [EXILE_ACT_ATTACK_UP] = { "attack face-up with %s", "attacks face-up with %s" },
    [EXILE_ACT_BLOCK] = { "block with %s", "blocks with %s" },
    [EXILE_ACT_EXERT] = { "destroy %s for Exert", "destroys %s for Exert" },
    [EXILE_ACT_PREPARE] = { "prepare the Finisher %s", "prepares the Finisher %s" },
    [EXILE_ACT_FINISHER] = { "play the prepared Finisher %s", "plays the prepared Finisher %s" },
    [EXILE_ACT_TACTICS] = { "play %s", "plays %s" },
    [EXILE_ACT_REACT] = { "react with %s", "reacts with %s" },
};

/* The kinds that name a slot of the actor's: a Memory (3 slots) or a Gear (4). */
static const struct {
    const char *you, *they;
    uint8_t slots;
} slot_kinds[EXILE_ACT_KIND_COUNT] = {
    [EXILE_ACT_UNLOCK_MEMORY] = { "unlock %s", "unlocks %s", EX_MEMORIES },
    [EXILE_ACT_UNTAP] = { "untap %s", "untaps %s", EX_MEMORIES },
    [EXILE_ACT_SUFFOCATE] = { "tap %s for Suffocating", "taps %s for Suffocating", EX_MEMORIES },
    [EXILE_ACT_TURN_BACK] = { "turn %s back to its front", "turns %s back to its front", EX_MEMORIES },
    [EXILE_ACT_REARM] = { "rearm %s", "rearms %s", EX_GEAR },
    [EXILE_ACT_UNLOCK_UPGRADE] = { "unlock the Upgrade of %s", "unlocks the Upgrade of %s", EX_GEAR },
    [EXILE_ACT_ABILITY] = { "use the ability of %s", "uses the ability of %s", EX_GEAR },
};

/* The kinds with no argument. */
static const words plain_kinds[EXILE_ACT_KIND_COUNT] = {
    [EXILE_ACT_END] = { "end, and are spent for the round", "ends, and is spent for the round" },
    [EXILE_ACT_NO_BLOCK] = { "play no more Block cards", "plays no more Block cards" },
    [EXILE_ACT_PASS] = { "pass", "passes" },
    [EXILE_ACT_PLATING] = { "return a Plating Token to the supply", "returns a Plating Token to the supply" },
    [EXILE_ACT_NO_REARM] = { "rearm nothing", "rearms nothing" },
    [EXILE_ACT_UNLOCK_NONE] = { "unlock nothing", "unlocks nothing" },
    [EXILE_ACT_UNLEASH] = { "turn your Exile to its unleashed side", "turns to the unleashed side" },
};

static exile_status slot_action(const said *s, unsigned k, unsigned arg)
{
    const ex_seat *seat = &s->st->seat[s->actor];
    if (k == EXILE_ACT_REARM && arg == HIDDEN_ARG) {
        SAY0(s, "make a Rearm pick, hidden until both have chosen", "makes a Rearm pick, hidden until both have chosen");
        return EXILE_OK;
    }
    if (arg >= slot_kinds[k].slots)
        return EXILE_E_INVALID_ARGUMENT;
    const char *name = ex_cards[slot_kinds[k].slots == EX_GEAR ? seat->gear[arg] : seat->memory[arg]].name;
    SAY(s, slot_kinds[k].you, slot_kinds[k].they, name);
    return EXILE_OK;
}

exile_status ex_describe_action(ex_text *t, const ex_state *st, int viewer, unsigned actor, exile_action a)
{
    if (a >= EXILE_ACTION_SPACE || EXILE_ACTION_KIND(a) >= EXILE_ACT_KIND_COUNT)
        return EXILE_E_INVALID_ARGUMENT;
    a = ex_action_redact(st, a, (int)actor, viewer);
    unsigned k = EXILE_ACTION_KIND(a), arg = (unsigned)EXILE_ACTION_ARG(a);
    said s = { t, st, viewer, actor };
    char card[EX_PHRASE];
    if (plain_kinds[k].you) {
        if (arg != 0)
            return EXILE_E_INVALID_ARGUMENT;
        SAY0(&s, plain_kinds[k].you, plain_kinds[k].they);
        return EXILE_OK;
    }
    if (slot_kinds[k].you)
        return slot_action(&s, k, arg);
    if (card_kinds[k].you) {
        if (arg >= EX_INSTANCES)
            return EXILE_E_INVALID_ARGUMENT;
        ex_card_phrase(card, st->def[arg]);
        SAY(&s, card_kinds[k].you, card_kinds[k].they, card);
        return EXILE_OK;
    }
    switch (k) {
    case EXILE_ACT_ATTACK_DOWN:
        if (!card_arg(card, st, arg))
            return EXILE_E_INVALID_ARGUMENT;
        if (arg == HIDDEN_ARG)
            SAY0(&s, "attack face-down", "attacks face-down");
        else
            SAY(&s, "attack face-down with %s", "attacks face-down with %s", card);
        return EXILE_OK;
    case EXILE_ACT_TAP:
        if (arg >= EX_MEMORIES)
            return EXILE_E_INVALID_ARGUMENT;
        SAY(&s, "tap %s for %u Stamina", "taps %s for %u Stamina", ex_cards[st->seat[actor].memory[arg]].name,
            ex_memory_stamina(st, actor, arg));
        return EXILE_OK;
    case EXILE_ACT_CHANNEL: {
        if (arg >= EX_INSTANCES)
            return EXILE_E_INVALID_ARGUMENT;
        int gives = ex_inst_card(st, arg)->channel;
        ex_card_phrase(card, st->def[arg]);
        if (gives > 0)
            SAY(&s, "channel %s for %d Stamina", "channels %s for %d Stamina", card, gives);
        else
            SAY(&s, "channel %s", "channels %s", card);
        return EXILE_OK;
    }
    case EXILE_ACT_DECLARE:
        SAY(&s, "declare a cost of %u for the attack", "declares a cost of %u for the attack", arg);
        return EXILE_OK;
    case EXILE_ACT_CHOOSE: return choose(&s, arg);
    case EXILE_ACT_DECLINE:
        if (arg != 0)
            return EXILE_E_INVALID_ARGUMENT;
        decline(&s);
        return EXILE_OK;
    case EXILE_ACT_TARGET: return target(&s, arg);
    default: return EXILE_E_INVALID_ARGUMENT;
    }
}

exile_status exile_action_describe(const exile_match *m, int viewer, exile_action a, char *buf, size_t cap,
                                   size_t *out_len)
{
    if (!m || (!buf && cap) || viewer < 0 || viewer > EXILE_OMNISCIENT)
        return EXILE_E_INVALID_ARGUMENT;
    if (m->st.winner >= 0 || m->st.decision == DEC_NONE)
        return EXILE_E_GAME_OVER;
    ex_text t = { buf, cap, 0 };
    exile_status s = ex_describe_action(&t, &m->st, viewer, m->st.actor, a);
    return s == EXILE_OK ? ex_text_end(&t, out_len) : s;
}
