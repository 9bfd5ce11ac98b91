/*
 * Events, redacted per seat as they are sent: each observer receives only
 * what its seat may see (checklist Part F), the omniscient one everything;
 * a watcher with the match and the flags of each event (the echo of an
 * action: exile.h, EXILE_EVENT_ECHO).
 * SPDX-License-Identifier: MIT
 */
#include "primitives.h"

exile_action ex_action_redact(const ex_state *st, exile_action a, int actor, int viewer)
{
    if (viewer < 0 || viewer >= EX_SEATS || viewer == actor)
        return a;
    exile_action_kind k = EXILE_ACTION_KIND(a);
    unsigned arg = (unsigned)EXILE_ACTION_ARG(a);
    /* An Opener face-down, or a hidden Rearm pick (G22), shows its kind
     * only; so does a choice that names a card this seat cannot see (the
     * card put face-down in an exchange, F6; a card taken from those
     * looked at, E16; E46 chosen for a face-down attack). */
    if (k == EXILE_ACT_ATTACK_DOWN || k == EXILE_ACT_REARM || k == EXILE_ACT_NO_REARM)
        return EXILE_ACTION(k == EXILE_ACT_ATTACK_DOWN ? k : EXILE_ACT_REARM, 0xffu);
    /* A choice that names an Exile (E09) or a Gear (E14) names no card
     * instance: it is public. */
    if (k == EXILE_ACT_CHOOSE && st->decision != DEC_EXILE_DAMAGE && st->decision != DEC_DISARM_OWN &&
        (st->decision == DEC_EXCHANGE || (arg < EX_INSTANCES && !ex_visible(st, arg, viewer))))
        return EXILE_ACTION(k, 0xffu);
    return a;
}

/* The kind of event that repeats an action of kind @p k (EXILE_EVENT_ECHO,
 * exile.h), or -1; @p slot says whether it is about the slot the action
 * names (a Memory's, a Gear's). */
static int echo_kind(exile_action_kind k, bool *slot)
{
    *slot = true;
    switch (k) {
    case EXILE_ACT_TAP:
    case EXILE_ACT_UNTAP:
    case EXILE_ACT_SUFFOCATE:
    case EXILE_ACT_UNLOCK_MEMORY:
    case EXILE_ACT_TURN_BACK: return EXILE_EV_MEMORY;
    case EXILE_ACT_REARM:
    case EXILE_ACT_UNLOCK_UPGRADE: return EXILE_EV_GEAR;
    default: break;
    }
    *slot = false;
    switch (k) {
    case EXILE_ACT_ATTACK_UP:
    case EXILE_ACT_ATTACK_DOWN:
    case EXILE_ACT_FINISHER: return EXILE_EV_ATTACK;
    case EXILE_ACT_DECLARE: return EXILE_EV_DECLARED;
    case EXILE_ACT_UNLEASH: return EXILE_EV_UNLEASHED;
    case EXILE_ACT_END: return EXILE_EV_SPENT;
    default: return -1;
    }
}

/* An action event: the echo its apply now awaits, and who heard the action
 * whole. A face-down attack's event hides its card as the action did; any
 * other redaction hides what the echo then shows (a Rearm pick), so the
 * echo is news to that observer. */
static void await_echo(ex_engine *e, const exile_event *ev)
{
    exile_action a = (exile_action)ev->amount;
    bool slot;
    int kind = echo_kind(EXILE_ACTION_KIND(a), &slot);
    e->echo_kind = (uint8_t)(kind + 1);
    e->echo_seat = (uint8_t)ev->seat;
    e->echo_slot = slot ? (uint8_t)EXILE_ACTION_ARG(a) : 0xffu;
    e->echo_heard = 0;
    for (int v = 0; v <= EX_SEATS; v++)
        if (ex_action_redact(e->st, a, ev->seat, v) == a || EXILE_ACTION_KIND(a) == EXILE_ACT_ATTACK_DOWN)
            e->echo_heard |= (uint8_t)(1u << v);
}

/* The observers for whom @p ev is the echo of the action of this apply:
 * the first event of its kind about its seat and slot (bit v). */
static unsigned echo_for(ex_engine *e, const exile_event *ev)
{
    if (e->echo_kind == 0 || (int)ev->kind != e->echo_kind - 1 || ev->seat != e->echo_seat ||
        (e->echo_slot != 0xffu && ev->amount != e->echo_slot))
        return 0;
    e->echo_kind = 0;
    return e->echo_heard;
}

static void send(ex_engine *e, exile_event ev, int inst, int mask)
{
    const ex_state *st = e->st;
    unsigned echo = 0;
    if (ev.kind == EXILE_EV_ACTION)
        await_echo(e, &ev);
    else
        echo = echo_for(e, &ev);
    for (int v = 0; v <= EX_SEATS; v++) {
        bool watcher = ex_bit(e->watchers, (unsigned)v);
        if (watcher ? !e->obs->fn[v].watch : !e->obs->fn[v].observe)
            continue;
        exile_event out = ev;
        if (inst >= 0)
            out.card = (v == EX_SEATS || ex_bit((unsigned)mask, (unsigned)v)) ? st->def[inst] : EXILE_CARD_HIDDEN;
        if (ev.kind == EXILE_EV_ACTION)
            out.amount = (int)ex_action_redact(st, (exile_action)ev.amount, ev.seat, v);
        if (watcher)
            e->obs->fn[v].watch(e->match, &out, ex_bit(echo, (unsigned)v) ? EXILE_EVENT_ECHO : 0u,
                                e->obs->user_data[v]);
        else
            e->obs->fn[v].observe(&out, e->obs->user_data[v]);
    }
}

void ex_emit(ex_engine *e, exile_event_kind kind, int seat, int inst, int from, int to, int amount, int value)
{
    if (!e->obs)
        return;
    int mask = 0;
    if (inst >= 0)
        for (int v = 0; v < EX_SEATS; v++)
            if (ex_visible(e->st, (unsigned)inst, v))
                mask |= 1 << v;
    exile_event ev = { kind, seat, -1, from, to, amount, value };
    send(e, ev, inst, mask);
}

/* The public zone of an internal one: the same number, but the supply,
 * which is 0 inside the engine and ::EXILE_ZONE_SUPPLY outside. */
static int public_zone(unsigned zone)
{
    return zone == ZONE_SUPPLY ? EXILE_ZONE_SUPPLY : (int)zone;
}

void ex_emit_move(ex_engine *e, unsigned inst, unsigned from, unsigned from_seat, int mask)
{
    if (!e->obs)
        return;
    const ex_state *st = e->st;
    /* The seat whose zone it enters; for a Token back to the supply, the
     * seat it left. */
    int seat = st->zone[inst] == ZONE_SUPPLY ? (int)from_seat : st->zseat[inst];
    exile_event ev = { EXILE_EV_CARD_MOVED, seat, -1, public_zone(from), public_zone(st->zone[inst]), (int)from_seat, -1 };
    send(e, ev, (int)inst, mask);
}
