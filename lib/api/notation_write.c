/*
 * Writing the match notation (doc/notation.md): every field of the state,
 * one line each, cards by their printed codes. The same writer renders a
 * seat's view, with what that seat cannot see written `?`.
 * SPDX-License-Identifier: MIT
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "notation.h"

typedef struct out {
    char *buf;
    size_t cap, len;
    bool full; /* a match's notation; false for a view */
} out;

static void put(out *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = o->len < o->cap ? o->cap - o->len : 0;
    int n = vsnprintf(room ? o->buf + o->len : NULL, room, fmt, ap);
    va_end(ap);
    if (n > 0)
        o->len += (size_t)n;
}

static void put_seat_or_none(out *o, unsigned v)
{
    if (v == EX_NO_CARD)
        put(o, " -");
    else
        put(o, " %u", v);
}

static void put_card(out *o, const ex_state *st, unsigned inst, bool numbered)
{
    if (inst == EX_HIDDEN_CARD) {
        put(o, " ?");
        return;
    }
    const char *mark = (st->cflags[inst] & CF_FACE_UP_ON_DECK) ? "^" : (st->cflags[inst] & CF_KNOWN_IN_HAND) ? "+" : "";
    put(o, " %s%s", mark, ex_cards[st->def[inst]].code);
    /* Tokens of a kind are alike; the instance keeps the round trip exact.
     * A view leaves it out: which of two alike Tokens is no information. */
    if (numbered && ex_is_token(inst))
        put(o, ":%u", ex_token_index(st, inst));
    /* A counter names the card it lies on (§4.5); a Token on a Gear, that
     * Gear (E10 "this Gear"). */
    if (ex_is_token(inst) && st->host[inst] >= EX_HOST_GEAR)
        put(o, "@%s", ex_cards[st->seat[st->zseat[inst] & 1u].gear[st->host[inst] & 3u]].code);
    else if (ex_is_token(inst) && st->host[inst])
        put(o, "@%s", ex_cards[st->def[st->host[inst] - 1u]].code);
}

static void put_pile(out *o, const ex_state *st, const char *name, int seat, ex_pile p)
{
    if (seat >= 0)
        put(o, "%s %d", name, seat);
    else
        put(o, "%s", name);
    for (unsigned i = 0; i < p.n; i++)
        put_card(o, st, p.c[i], o->full);
    put(o, "\n");
}

static void put_seat(out *o, const ex_state *st, unsigned s)
{
    const ex_seat *seat = &st->seat[s];
    put(o, "seat %u %s", s, ex_cards[seat->exile].code);
    for (unsigned g = 0; g < EX_GEAR; g++)
        put(o, " %s", ex_cards[seat->gear[g]].code);
    for (unsigned m = 0; m < EX_MEMORIES; m++)
        put(o, " %s", ex_cards[seat->memory[m]].code);
    put(o, "\n");
    put(o, "hp %u %d\n", s, seat->hp);
    put(o, "exile %u %s%s%s\n", s, seat->engaged ? "engaged" : "upright", seat->spent ? " spent" : "",
        seat->unleashed ? " unleashed" : "");
    put(o, "memories %u", s);
    for (unsigned m = 0; m < EX_MEMORIES; m++)
        put(o, " %s%s", ex_bit(seat->mem_unlocked, m) ? "U" : "L", ex_bit(seat->mem_tapped, m) ? "t" : "u");
    put(o, "\ngear %u", s);
    for (unsigned g = 0; g < EX_GEAR; g++)
        put(o, " %s%s", ex_bit(seat->gear_disarmed, g) ? "D" : "A", ex_bit(seat->gear_upgraded, g) ? "u" : "f");
    put(o, "\nstamina %u %u\n", s, seat->floating);
    put(o, "next-attack %u %u %u %u", s, seat->next_attack, seat->next_overcommit, seat->ability_used);
    if (seat->p09_used) /* written only once a card's P09 is used this round */
        put(o, " %u", seat->p09_used);
    put(o, "\n");
    put(o, "prepared %u", s);
    if (seat->prepared == EX_NO_CARD)
        put(o, " -\n");
    else {
        put_card(o, st, seat->prepared, o->full);
        put(o, " %u %u\n", seat->prepared_cost, seat->finisher_due);
    }
    put(o, "round-flags %u %u %u", s, seat->round_flags, seat->successes);
    put_seat_or_none(o, seat->rearm_pick);
    if (seat->exchange_pick != EX_NO_CARD) /* E57's hidden card: written only while it lies face-down */
        put(o, " %u", seat->exchange_pick);
    put(o, "\n");
    put_pile(o, st, "deck", (int)s, ex_seat_pile(st, s, PILE_DECK));
    put_pile(o, st, "hand", (int)s, ex_seat_pile(st, s, PILE_HAND));
    put_pile(o, st, "recall", (int)s, ex_seat_pile(st, s, PILE_RECALL));
    put_pile(o, st, "destroyed", (int)s, ex_seat_pile(st, s, PILE_DESTROYED));
    ex_pile momentum = ex_seat_pile(st, s, PILE_MOMENTUM);
    put_pile(o, st, "momentum", (int)s, momentum);
    /* The Combat cards there that entered as a successful block (G40). */
    put(o, "as-block %u", s);
    for (unsigned i = 0; i < momentum.n; i++)
        if (momentum.c[i] != EX_HIDDEN_CARD && (st->cflags[momentum.c[i]] & CF_AS_BLOCK))
            put_card(o, st, momentum.c[i], false);
    put(o, "\n");
    put_pile(o, st, "attached", (int)s, ex_seat_pile(st, s, PILE_ATTACHED));
}

static void put_attack(out *o, const ex_state *st)
{
    const ex_attack *a = &st->atk;
    const ex_attack none = { .card = EX_NO_CARD };
    put(o, "attack");
    if (memcmp(a, &none, sizeof none) == 0) {
        put(o, " -\n");
        return;
    }
    /* The card may have left already (the Combat Zone Clear) while the
     * attack's outcome still decides what follows. */
    if (a->card == EX_NO_CARD)
        put(o, " -");
    else
        put_card(o, st, a->card, o->full);
    put(o, " %u %u %u %u %u %d %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u\n", a->attacker, a->flags,
        a->declared, a->eff_cost, a->speed, a->damage_mod, a->exert_left, a->react_passes, a->react_seat,
        a->reached_math, a->successful, a->block_successful, a->shielded, a->disarm_attack, a->turn_to_defender,
        a->blocked, a->hp_taken, a->thrown_top, a->zero_damage, a->counters_for, a->extra_overcommit, a->finisher,
        a->hp_lost, a->unblock_asked, a->hand_moves);
}

exile_status ex_notation_write(const ex_state *st, bool full, char *buf, size_t cap)
{
    out o = { buf, cap, 0, full };
    put(&o, "exile-notation 1\n");
    put(&o, "round %u %u\n", st->round, st->max_rounds);
    put(&o, "flags %u\n", st->flags);
    put(&o, "players %u %u %u %u\n", st->first_player, st->initiative, st->turn, st->next_turn);
    if (full)
        put(&o, "rng %016" PRIx64 " %016" PRIx64 "\n", st->rng_state, st->rng_inc);
    put(&o, "step %s %u\n", ex_step_name(st->step), st->phase_seat);
    put(&o, "decision %s %u %u %u %u %u\n", ex_decision_name(st->decision), st->actor, st->dec_arg[0], st->dec_arg[1],
        st->dec_arg[2], st->dec_arg[3]);
    put(&o, "window %u %u %u\n", st->win_last_channel, st->win_channeled, st->win_pre_action);
    put(&o, "stun");
    put_seat_or_none(&o, st->stun_pending);
    put_seat_or_none(&o, st->stun_turn);
    put(&o, "\nwinner %d\nactions %" PRIu32 "\n", st->winner, st->actions);
    for (unsigned s = 0; s < EX_SEATS; s++)
        put_seat(&o, st, s);
    put_attack(&o, st);
    put_pile(&o, st, "blocks", -1, ex_blocks(st));
    for (unsigned i = 0; i < ex_stack(st).n; i++) {
        const ex_stack_entry *en = &st->entry[i];
        put(&o, "stack");
        put_card(&o, st, ex_stack(st).c[i], full);
        put(&o, " %u %u", en->seat, en->flags);
        for (unsigned k = 0; k < en->ntargets; k++)
            put(&o, " %u", en->target[k]);
        put(&o, "\n");
    }
    put(&o, "tactics %s %u %u %u\n", ex_step_name(st->react_after), st->action_card, st->action_resolved,
        st->after_action_done);
    for (unsigned i = 0; i < st->trig_n; i++) {
        const ex_trigger *t = &st->trig[i];
        put(&o, "trigger %u %u %s %u %u %s %u\n", t->kind, t->seat, ex_cards[t->card].code, t->arg, t->target,
            t->token ? ex_cards[t->token].code : "-", t->deferred);
    }
    put(&o, "end\n");
    if (o.len >= cap) {
        if (cap)
            buf[cap - 1] = '\0';
        return EXILE_E_BUFFER_TOO_SMALL;
    }
    return EXILE_OK;
}
