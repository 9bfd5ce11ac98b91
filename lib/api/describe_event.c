/*
 * exile_event_describe(): an event in full words for one seat. An event
 * meant for another observer is redacted here for the seat (checklist
 * Part F), by the zones it names and the attack it tells of.
 * SPDX-License-Identifier: MIT
 */
#include "describe.h"

/* May a seat see a card where a move event says it lay, or lies, in @p zone
 * of @p seat? Decks never show their cards here (a card face-up on top, or
 * looked at, E16, is the rare exception the event's own redaction knows). */
static bool zone_shows(const ex_state *st, int viewer, int zone, int seat, int card, bool arriving)
{
    switch (zone) {
    case EXILE_ZONE_DECK: return false;
    case EXILE_ZONE_HAND:
        /* F2, G15: a hand is its owner's; a Token has a back of its own. */
        return seat == viewer || ex_cards[card].kind == EXILE_CARD_TOKEN;
    case EXILE_ZONE_ATTACK: {
        if (seat == viewer)
            return true;
        /* F3: a face-down attack is hidden until its Reveal. Arriving, the
         * card is the attack in the Combat Zone; leaving, the attack's
         * flags still tell how it lay. */
        const ex_attack *atk = &st->atk;
        bool hidden = (atk->flags & AF_FACE_DOWN) && !(atk->flags & AF_REVEALED);
        if (arriving)
            return atk->card != EX_NO_CARD && st->def[atk->card] == card && ex_visible(st, atk->card, viewer);
        return !hidden;
    }
    default: return true;
    }
}

/* The card of an event as @p viewer may know it. */
static int card_for(const ex_state *st, int viewer, const exile_event *ev)
{
    if (viewer == EXILE_OMNISCIENT || ev->card == EXILE_CARD_HIDDEN)
        return ev->card;
    switch (ev->kind) {
    case EXILE_EV_CARD_MOVED:
        return zone_shows(st, viewer, ev->from, ev->amount, ev->card, false) ||
                       zone_shows(st, viewer, ev->to, ev->seat, ev->card, true)
                   ? ev->card
                   : EXILE_CARD_HIDDEN;
    case EXILE_EV_ATTACK: return ev->value == 1 && ev->seat != viewer ? EXILE_CARD_HIDDEN : ev->card;
    default: return ev->card;
    }
}

static const char *const zone_nouns[EXILE_ZONE_COUNT] = {
    [EXILE_ZONE_NONE] = "nowhere",
    [EXILE_ZONE_DECK] = "%s deck",
    [EXILE_ZONE_HAND] = "%s hand",
    [EXILE_ZONE_RECALL] = "%s Recall Pile",
    [EXILE_ZONE_DESTROYED] = "%s Destroyed Pile",
    [EXILE_ZONE_MOMENTUM] = "%s Momentum Zone",
    [EXILE_ZONE_ATTACK] = "the attack in the Combat Zone",
    [EXILE_ZONE_BLOCK] = "the Block cards in the Combat Zone",
    [EXILE_ZONE_STACK] = "the stack",
    [EXILE_ZONE_PREPARED] = "%s Gear, prepared",
    [EXILE_ZONE_ATTACHED] = "%s Exile, attached",
    [EXILE_ZONE_SUPPLY] = "the supply",
};

static void put_zone(ex_text *t, const ex_state *st, int viewer, int zone, int seat)
{
    char owner[EX_PHRASE];
    ex_possessive(owner, st, viewer, (unsigned)seat);
    ex_text_put(t, zone_nouns[zone], owner);
}

static void moved(ex_text *t, const ex_state *st, int viewer, const exile_event *ev, int card)
{
    char what[EX_PHRASE];
    ex_card_phrase(what, card);
    ex_text_put(t, "%s goes from ", what);
    put_zone(t, st, viewer, ev->from, ev->amount);
    ex_text_put(t, " to ");
    put_zone(t, st, viewer, ev->to, ev->seat);
}

static void memory(ex_text *t, const ex_state *st, int viewer, const exile_event *ev)
{
    char owner[EX_PHRASE];
    ex_possessive(owner, st, viewer, (unsigned)ev->seat);
    ex_text_put(t, "%s Memory %s is %s and %s", owner, ex_cards[st->seat[ev->seat].memory[ev->amount]].name,
                (ev->value & 1) ? "tapped" : "untapped", (ev->value & 2) ? "unlocked" : "locked");
}

static void gear(ex_text *t, const ex_state *st, int viewer, const exile_event *ev)
{
    static const char *const how[4] = { "is disarmed", "is rearmed", "is turned back to its front",
                                        "has its Upgrade unlocked" };
    char owner[EX_PHRASE];
    ex_possessive(owner, st, viewer, (unsigned)ev->seat);
    ex_text_put(t, "%s Gear %s %s", owner, ex_cards[st->seat[ev->seat].gear[ev->amount]].name, how[ev->value & 3]);
}

/* Are the fields an event kind reads in range? */
static bool event_valid(const exile_event *ev)
{
    bool seat = ev->seat >= 0 && ev->seat < EX_SEATS;
    bool card = ev->card == EXILE_CARD_HIDDEN || (ev->card >= 0 && ev->card < CARD_COUNT);
    switch (ev->kind) {
    case EXILE_EV_ROUND_START:
    case EXILE_EV_MATH:
    case EXILE_EV_FIZZLE: return true;
    case EXILE_EV_CARD_MOVED:
        return seat && card && ev->from >= 0 && ev->from < EXILE_ZONE_COUNT && ev->to >= 0 &&
               ev->to < EXILE_ZONE_COUNT && ev->amount >= 0 && ev->amount < EX_SEATS;
    case EXILE_EV_ATTACK:
    case EXILE_EV_REVEAL: return seat && card;
    case EXILE_EV_MEMORY: return seat && ev->amount >= 0 && ev->amount < EX_MEMORIES;
    case EXILE_EV_GEAR: return seat && ev->amount >= 0 && ev->amount < EX_GEAR && ev->value >= 0 && ev->value < 4;
    case EXILE_EV_GAME_OVER: return ev->seat >= 0 && ev->seat <= 2;
    case EXILE_EV_TURN:
    case EXILE_EV_STAMINA:
    case EXILE_EV_HP:
    case EXILE_EV_DECLARED:
    case EXILE_EV_ENGAGED:
    case EXILE_EV_SPENT:
    case EXILE_EV_INITIATIVE:
    case EXILE_EV_ACTION:
    case EXILE_EV_STUN:
    case EXILE_EV_UNLEASHED:
    case EXILE_EV_SHUFFLE: return seat;
    default: return false;
    }
}

static exile_status describe(ex_text *t, const ex_state *st, int viewer, const exile_event *ev)
{
    unsigned seat = (unsigned)ev->seat;
    int card = card_for(st, viewer, ev);
    char what[EX_PHRASE], owner[EX_PHRASE];
    ex_card_phrase(what, card);
    if (ev->seat >= 0 && ev->seat < EX_SEATS)
        ex_possessive(owner, st, viewer, seat);
    switch (ev->kind) {
    case EXILE_EV_ROUND_START: ex_text_put(t, "Round %d begins", ev->amount); break;
    case EXILE_EV_TURN: ex_text_say(t, st, viewer, seat, "take a turn", "takes a turn"); break;
    case EXILE_EV_CARD_MOVED: moved(t, st, viewer, ev, card); break;
    case EXILE_EV_STAMINA:
        ex_text_say(t, st, viewer, seat, "now have %d floating Stamina", "now has %d floating Stamina", ev->amount);
        break;
    case EXILE_EV_HP:
        if (ev->amount < 0)
            ex_text_say(t, st, viewer, seat, "lose %d HP, now %d", "loses %d HP, now %d", -ev->amount, ev->value);
        else
            ex_text_say(t, st, viewer, seat, "heal %d HP, now %d", "heals %d HP, now %d", ev->amount, ev->value);
        break;
    case EXILE_EV_ATTACK:
        if (card == EXILE_CARD_HIDDEN)
            ex_text_say(t, st, viewer, seat, "attack face-down", "attacks face-down");
        else
            ex_text_say(t, st, viewer, seat, "attack %s with %s", "attacks %s with %s",
                        ev->value == 1 ? "face-down" : "face-up", what);
        break;
    case EXILE_EV_DECLARED:
        ex_text_say(t, st, viewer, seat, "declare a cost of %d", "declares a cost of %d", ev->amount);
        break;
    case EXILE_EV_REVEAL: ex_text_put(t, "the attack is revealed: %s", what); break;
    case EXILE_EV_MATH:
        ex_text_put(t, "the Math: %d Net Damage, the attack is %s", ev->amount,
                    ev->value == 1 ? "successful" : "unsuccessful");
        break;
    case EXILE_EV_ENGAGED:
        if (ev->value == 1)
            ex_text_say(t, st, viewer, seat, "turn sideways: Engaged", "turns sideways: Engaged");
        else
            ex_text_say(t, st, viewer, seat, "turn upright", "turns upright");
        break;
    case EXILE_EV_MEMORY: memory(t, st, viewer, ev); break;
    case EXILE_EV_GEAR: gear(t, st, viewer, ev); break;
    case EXILE_EV_SPENT: ex_text_say(t, st, viewer, seat, "are spent for the round", "is spent for the round"); break;
    case EXILE_EV_INITIATIVE: ex_text_say(t, st, viewer, seat, "hold the Initiative", "holds the Initiative"); break;
    case EXILE_EV_ACTION: return ex_describe_action(t, st, viewer, seat, (exile_action)ev->amount);
    case EXILE_EV_GAME_OVER:
        if (ev->seat == 2)
            ex_text_put(t, "the match is a draw");
        else
            ex_text_say(t, st, viewer, seat, "win the match", "wins the match");
        break;
    case EXILE_EV_FIZZLE:
        ex_text_put(t, "the attack fizzles%s", ev->value == 1 ? ": the attacker's error" : "");
        break;
    case EXILE_EV_STUN:
        ex_text_say(t, st, viewer, seat, "are stunned for the next turn", "is stunned for the next turn");
        break;
    case EXILE_EV_UNLEASHED:
        ex_text_say(t, st, viewer, seat, "are unleashed", "is unleashed");
        break;
    case EXILE_EV_SHUFFLE: ex_text_put(t, "%s deck is shuffled: %d cards", owner, ev->amount); break;
    default: return EXILE_E_INVALID_ARGUMENT;
    }
    return EXILE_OK;
}

exile_status exile_event_describe(const exile_match *m, int viewer, const exile_event *ev, char *buf, size_t cap,
                                  size_t *out_len)
{
    if (!m || !ev || (!buf && cap) || viewer < 0 || viewer > EXILE_OMNISCIENT || !event_valid(ev))
        return EXILE_E_INVALID_ARGUMENT;
    ex_text t = { buf, cap, 0 };
    exile_status s = describe(&t, &m->st, viewer, ev);
    return s == EXILE_OK ? ex_text_end(&t, out_len) : s;
}
