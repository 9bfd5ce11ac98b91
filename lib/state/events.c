/*
 * Events, redacted per seat as they are sent: each observer receives only
 * what its seat may see (checklist Part F), the omniscient one everything.
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

static void send(ex_engine *e, exile_event ev, int inst, int mask)
{
    const ex_state *st = e->st;
    for (int v = 0; v <= EX_SEATS; v++) {
        if (!e->obs->fn[v])
            continue;
        exile_event out = ev;
        if (inst >= 0)
            out.card = (v == EX_SEATS || ex_bit((unsigned)mask, (unsigned)v)) ? st->def[inst] : EXILE_CARD_HIDDEN;
        if (ev.kind == EXILE_EV_ACTION)
            out.amount = (int)ex_action_redact(st, (exile_action)ev.amount, ev.seat, v);
        e->obs->fn[v](&out, e->obs->user_data[v]);
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
