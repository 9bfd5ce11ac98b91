/*
 * The pending decision in words (exile_match_prompt): what the seat
 * deciding is asked, or what the other seat waits for. The deciding seat's
 * prompt names only the cards it sees; the waiting prompt names none.
 * SPDX-License-Identifier: MIT
 */
#include "match.h"
#include "state_read.h"

/* What the seat not deciding waits for, by decision kind. */
static const char *const waits_for[DEC_COUNT] = {
    [DEC_TURN] = "choosing its turn's action",
    [DEC_PAY_ATTACK] = "paying for its attack",
    [DEC_BLOCK] = "choosing its blocks",
    [DEC_EXERT] = "choosing the Moves its attack's Exert destroys",
    [DEC_REACT] = "choosing a Reaction, or to pass",
    [DEC_RECOVER] = "choosing the Memories to untap",
    [DEC_SUFFOCATE] = "choosing the Memories to tap",
    [DEC_REFRESH_P17] = "choosing whether to discard a card at the Refresh",
    [DEC_REARM] = "choosing its Rearm pick",
    [DEC_UNLOCK] = "choosing what to unlock",
    [DEC_TAKE_RECALL] = "choosing the Moves to take from its Recall Pile",
    [DEC_REARM_EFFECT] = "choosing a Gear to rearm",
    [DEC_TARGET_MOMENTUM] = "choosing a target in its opponent's Momentum Zone",
    [DEC_THROWN_TOP] = "choosing whether to put its Move on top of its deck",
    [DEC_LOOK] = "looking at the top cards of its deck",
    [DEC_EXTRA_UPGRADE] = "choosing whether to unlock one more Upgrade",
    [DEC_TARGET] = "choosing the targets of its card",
    [DEC_DISCARD] = "choosing the cards to discard",
    [DEC_TURN_BACK] = "choosing a Memory to turn back",
    [DEC_ABILITY_COST] = "choosing the cards of its Momentum Zone to destroy",
    [DEC_AFTER_ACTION] = "choosing whether to use an activated ability",
    [DEC_EXILE_DAMAGE] = "choosing which Exile takes the damage",
    [DEC_LOSE_OR_DESTROY] = "choosing to lose HP or to destroy cards of its Momentum Zone",
    [DEC_DESTROY_OWN] = "choosing whether to destroy one of its Moves for damage",
    [DEC_EXCHANGE] = "putting a card face-down for the exchange of attacks",
    [DEC_LOSE_HP] = "choosing whether to lose more HP for its Finisher",
    [DEC_UNBLOCKABLE] = "choosing whether to make its attack unblockable",
    [DEC_DISARM_OWN] = "choosing a weapon to disarm",
};

static const char *card_name(int card)
{
    return card >= 0 ? ex_cards[card].name : "a face-down card";
}

static void put_seat(ex_text *t, const ex_state *st, unsigned seat)
{
    ex_text_put(t, "%s (seat %u)", ex_cards[st->seat[seat].exile].name, seat);
}

/* "Glass Needle attacks face-up for 3", or "a face-down attack for 3":
 * the declared cost is public (§7.7), a face-down card is not. */
static void put_attack(ex_text *t, const ex_state *st, int viewer)
{
    int card = ex_card_seen(st, st->atk.card, viewer);
    const char *side = st->atk.flags & AF_FACE_DOWN ? "face-down" : "face-up";
    if (card >= 0)
        ex_text_put(t, "%s attacks %s for %u", ex_cards[card].name, side, st->atk.declared);
    else
        ex_text_put(t, "a face-down attack for %u", st->atk.declared);
}

static void put_more(ex_text *t, int n, const char *what)
{
    ex_text_put(t, " (%d %s)", n, what);
}

static const char *const momentum_does[] = {
    [TM_DESTROY] = "destroy", [TM_RETURN] = "return to its owner's hand", [TM_SEND] = "send to its owner's Recall Pile"
};
static const char *const below_what[] = {
    [EXILE_TAKES_COST_BELOW] = "cost", [EXILE_TAKES_DAMAGE_BELOW] = "Damage", [EXILE_TAKES_BLOCK_BELOW] = "Block Rating"
};
static const char *const recall_takes[] = {
    [RECALL_ANY] = "a Move", [RECALL_THROWN] = "a Move with Thrown", [RECALL_FIGHTING] = "a fighting Move"
};

/* The decisions that play a part of a turn's action or an attack. */
static bool ask_fight(ex_text *t, const ex_state *st, int me, int card, int min, int max)
{
    switch (st->decision) {
    case DEC_TURN:
        if (card >= 0)
            ex_text_put(t, "Your turn: play your prepared Finisher %s", ex_cards[card].name);
        else
            ex_text_put(t, "Your turn: attack, play a Tactics card, prepare a Finisher, Step Back or End");
        ex_text_put(t, "; you have %u floating Stamina", st->seat[me].floating);
        return true;
    case DEC_PAY_ATTACK:
        ex_text_put(t, "Pay: declare the cost of your %s attack %s (%d to %d), or tap and channel first",
            st->atk.flags & AF_FACE_DOWN ? "face-down" : "face-up", card_name(card), min, max);
        return true;
    case DEC_BLOCK:
        ex_text_put(t, "Block step: ");
        put_attack(t, st, me);
        ex_text_put(t, ex_blocks(st).n ? "; play another Block card or stop blocking" : "; play a Block card or take the hit");
        return true;
    case DEC_EXERT:
        ex_text_put(t, "Exert: destroy a Move from your hand for %s", card_name(card));
        put_more(t, min, "to destroy");
        return true;
    case DEC_REACT:
        ex_text_put(t, "React step");
        if (st->atk.card != EX_NO_CARD) {
            ex_text_put(t, " (");
            put_attack(t, st, me);
            ex_text_put(t, ")");
        } else if (card >= 0) {
            ex_text_put(t, " after %s", ex_cards[card].name);
        }
        ex_text_put(t, ": play a Reaction or pass");
        return true;
    case DEC_TARGET:
        ex_text_put(t, "Target: choose a target for %s (up to %d more)", card_name(card), max);
        if (min == 0)
            ex_text_put(t, ", or stop");
        return true;
    case DEC_LOSE_HP:
        ex_text_put(t, "%s: lose 1 HP more for +1 Damage (up to %d more), or stop", card_name(card), max);
        return true;
    case DEC_UNBLOCKABLE:
        ex_text_put(t, "%s: destroy %d card(s) of your Momentum Zone to make it unblockable", card_name(card), max);
        if (min == 0)
            ex_text_put(t, ", or not");
        return true;
    default:
        return false;
    }
}

/* The decisions of Phase 1 and of Effects. */
static void ask_effect(ex_text *t, const ex_state *st, int card, int min, int max)
{
    const uint8_t *arg = st->dec_arg;
    switch (st->decision) {
    case DEC_RECOVER: ex_text_put(t, "Recover: untap a tapped Memory"); put_more(t, min, "to untap"); break;
    case DEC_SUFFOCATE: ex_text_put(t, "Suffocating: tap one of your untapped Memories"); put_more(t, min, "to tap"); break;
    case DEC_REFRESH_P17: ex_text_put(t, "Refresh: discard a card to keep the opposing Exile sideways, or not"); break;
    case DEC_REARM: ex_text_put(t, "Rearm: choose a disarmed Gear to rearm, or none"); break;
    case DEC_UNLOCK: ex_text_put(t, "Unlock: unlock a Memory, an Upgrade or your Exile, or nothing"); break;
    case DEC_TAKE_RECALL:
        ex_text_put(t, "Take %s from your Recall Pile (up to %d), or stop", recall_takes[arg[0]], max);
        break;
    case DEC_REARM_EFFECT: ex_text_put(t, "Rearm one of your disarmed %s, or not", arg[0] ? "weapons" : "Gear"); break;
    case DEC_TARGET_MOMENTUM: {
        int takes = ex_decision_field(st, st->actor, EXILE_FIELD_DECISION_TAKES);
        ex_text_put(t, "Choose a card in your opponent's Momentum Zone to %s", momentum_does[arg[1]]);
        if (takes >= EXILE_TAKES_COST_BELOW)
            ex_text_put(t, " (%s below %u)", below_what[takes], arg[2]);
        if (min == 0)
            ex_text_put(t, ", or stop");
        break;
    }
    case DEC_THROWN_TOP: ex_text_put(t, "Thrown: put %s on top of your deck instead, or not", card_name(card)); break;
    case DEC_LOOK: ex_text_put(t, "Look: take one of the top %u cards of your deck, or none", arg[0]); break;
    case DEC_EXTRA_UPGRADE: ex_text_put(t, "Unlock: also unlock the Upgrade of one armed Gear, or not"); break;
    case DEC_DISCARD: ex_text_put(t, "Discard a Move from your hand"); put_more(t, min, "to discard"); break;
    case DEC_TURN_BACK: ex_text_put(t, "Turn one of your unlocked Memories back to its front"); break;
    case DEC_ABILITY_COST: ex_text_put(t, "Destroy a card of your Momentum Zone"); put_more(t, min, "to destroy"); break;
    case DEC_AFTER_ACTION: ex_text_put(t, "After your action: use an activated ability, or not"); break;
    case DEC_EXILE_DAMAGE: ex_text_put(t, "Choose which Exile, yours or your opponent's, takes %u damage", arg[0]); break;
    case DEC_LOSE_OR_DESTROY: ex_text_put(t, "Lose %u HP, or destroy %u card(s) of your Momentum Zone", arg[0], arg[0]); break;
    case DEC_DESTROY_OWN: ex_text_put(t, "Destroy one of your Moves to deal %u Direct Damage, or not", arg[0]); break;
    case DEC_EXCHANGE: ex_text_put(t, "Exchange of attacks (%s): put a card of your hand face-down", card_name(card)); break;
    default: ex_text_put(t, "Disarm your Primary Weapon or your Secondary Weapon: choose which"); break; /* DEC_DISARM_OWN */
    }
}

static void prompt(ex_text *t, const ex_state *st, int viewer)
{
    if (st->winner >= 0 || st->decision == DEC_NONE) {
        ex_text_put(t, "The match is over: ");
        if (st->winner == 0 || st->winner == 1) {
            put_seat(t, st, (unsigned)st->winner);
            ex_text_put(t, " wins");
        } else {
            ex_text_put(t, "a draw");
        }
        return;
    }
    int me = st->actor;
    if (viewer == ex_opp((uint8_t)me)) {
        put_seat(t, st, (unsigned)me);
        ex_text_put(t, " is %s", waits_for[st->decision]);
        return;
    }
    /* The seat deciding, or a referee: the prompt as that seat sees it. */
    int card = ex_decision_field(st, me, EXILE_FIELD_DECISION_CARD);
    int min = ex_decision_field(st, me, EXILE_FIELD_DECISION_MIN);
    int max = ex_decision_field(st, me, EXILE_FIELD_DECISION_MAX);
    if (!ask_fight(t, st, me, card, min, max))
        ask_effect(t, st, card, min, max);
}

exile_status exile_match_prompt(const exile_match *m, int viewer, char *buf, size_t cap, size_t *out_len)
{
    if (!m || viewer < 0 || viewer > EXILE_OMNISCIENT || (!buf && cap))
        return EXILE_E_INVALID_ARGUMENT;
    ex_text t = { buf, cap, 0 };
    prompt(&t, &m->st, viewer);
    if (out_len)
        *out_len = t.len;
    if (t.len >= cap) {
        if (cap)
            buf[cap - 1] = '\0';
        return EXILE_E_BUFFER_TOO_SMALL;
    }
    return EXILE_OK;
}
