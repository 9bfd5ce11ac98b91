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
    ex_text text;
    bool full; /* a match's notation; false for a view */
} out;

static void put(out *o, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void put(out *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ex_text_vput(&o->text, fmt, ap);
    va_end(ap);
}

/* A card of the match by its code: a Token with its number in a match's
 * notation, `?` for a card the view cannot see. */
static void put_code(out *o, const ex_state *st, unsigned inst, bool numbered)
{
    if (inst >= EX_INSTANCES) {
        put(o, "?");
        return;
    }
    put(o, "%s", ex_cards[st->def[inst]].code);
    /* Tokens of a kind are alike; the instance keeps the round trip exact.
     * A view leaves it out: which of two alike Tokens is no information. */
    if (numbered && ex_is_token(inst))
        put(o, ":%u", ex_token_index(st, inst));
}

static void put_card(out *o, const ex_state *st, unsigned inst, bool numbered)
{
    unsigned flags = inst < EX_INSTANCES ? st->cflags[inst] : 0u;
    put(o, " ");
    for (unsigned k = 0; k < EX_CARD_MARKS; k++)
        if (flags & ex_card_marks[k].flag)
            put(o, "%c", ex_card_marks[k].mark);
    put_code(o, st, inst, numbered);
    if (inst >= EX_INSTANCES)
        return;
    /* A counter names the card it lies on (§4.5); a Token on a Gear, that
     * Gear (E10 "this Gear"). */
    if (ex_is_token(inst) && st->host[inst] >= EX_HOST_GEAR)
        put(o, "@%s", ex_cards[st->seat[st->zseat[inst] & 1u].gear[st->host[inst] & 3u]].code);
    else if (ex_is_token(inst) && st->host[inst])
        put(o, "@%s", ex_cards[st->def[st->host[inst] - 1u]].code);
}

/* " key=CARD": a card of the match. */
static void put_ref(out *o, const ex_state *st, const char *key, unsigned inst)
{
    put(o, " %s=", key);
    put_code(o, st, inst, o->full);
}

/* " key=N", left out when N is 0, its default. */
static void put_num(out *o, const char *key, int v)
{
    if (v)
        put(o, " %s=%d", key, v);
}

/* " key=S", left out for none, the default. */
static void put_seat_key(out *o, const char *key, unsigned v)
{
    if (v != EX_NO_CARD)
        put(o, " %s=%u", key, v);
}

/* The names of the bits set, joined by commas; a bit without a name as its
 * value. */
static void put_bits(out *o, unsigned bits, ex_bit_names names)
{
    bool first = true;
    for (unsigned b = 0; b < 8; b++) {
        if (!(bits & (1u << b)))
            continue;
        put(o, first ? "" : ",");
        first = false;
        if (names[b])
            put(o, "%s", names[b]);
        else
            put(o, "%u", 1u << b);
    }
}

/* " key=NAME,NAME", left out when no bit is set, the default. */
static void put_set(out *o, const char *key, unsigned bits, ex_bit_names names)
{
    if (!bits)
        return;
    put(o, " %s=", key);
    put_bits(o, bits, names);
}

/* " key=NAME", left out for value 0, the default. */
static void put_name(out *o, const char *key, unsigned v, ex_value_names names)
{
    if (v)
        put(o, " %s=%s", key, v < names.count ? names.name[v] : "?");
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
    put(o, "next-attack %u", s);
    put_num(o, "damage", seat->next_attack);
    put_num(o, "overcommit", seat->next_overcommit);
    put_set(o, "abilities-used", seat->ability_used, ex_slot_names);
    put_set(o, "passives-used", seat->p09_used, ex_slot_names);
    put(o, "\nprepared %u", s);
    if (seat->prepared == EX_NO_CARD)
        put(o, " -");
    else
        put_card(o, st, seat->prepared, o->full);
    put_num(o, "cost", seat->prepared_cost);
    put_num(o, "due", seat->finisher_due);
    put(o, "\nround-flags %u", s);
    put_set(o, "flags", seat->round_flags, ex_round_flag_names);
    put_num(o, "successes", seat->successes);
    if (seat->rearm_pick != EX_NO_CARD) /* the hidden Rearm pick (G22) */
        put(o, " rearm=%s", seat->rearm_pick < EX_GEAR ? ex_slot_names[seat->rearm_pick] : "?");
    if (seat->exchange_pick != EX_NO_CARD) /* E57's hidden card: only while it lies face-down */
        put_ref(o, st, "exchange", seat->exchange_pick);
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
    /* The card may have left already (the Combat Zone Clear) while the
     * attack's outcome still decides what follows; the React step after a
     * Tactics card keeps its passes here too, with no attack. */
    if (a->card == EX_NO_CARD)
        put(o, " -");
    else
        put_card(o, st, a->card, o->full);
    if (memcmp(a, &none, sizeof none) == 0) {
        put(o, "\n");
        return;
    }
    put(o, " attacker=%u", a->attacker);
    put_set(o, "flags", a->flags, ex_attack_flag_names);
    put_num(o, "declared", a->declared);
    put_num(o, "cost", a->eff_cost);
    put_name(o, "speed", a->speed, ex_speed_names);
    put_num(o, "damage-mod", a->damage_mod);
    put_num(o, "exert", a->exert_left);
    put_num(o, "passes", a->react_passes);
    put_num(o, "react-seat", a->react_seat);
    const uint8_t outcome[] = { a->reached_math, a->successful, a->block_successful, a->shielded,
                                a->disarm_attack, a->turn_to_defender, a->blocked };
    unsigned bits = 0;
    for (unsigned i = 0; i < sizeof outcome; i++)
        bits |= (outcome[i] ? 1u : 0u) << i;
    put_set(o, "outcome", bits, ex_outcome_names);
    put_num(o, "hp-taken", a->hp_taken);
    put_name(o, "thrown", a->thrown_top, ex_thrown_names);
    put_num(o, "zero-damage", a->zero_damage);
    if (a->counters_for)
        put_ref(o, st, "counters-on", a->counters_for - 1u);
    put_num(o, "overcommit", a->extra_overcommit);
    put_num(o, "finisher", a->finisher);
    put_num(o, "hp-lost", a->hp_lost);
    put_num(o, "unblock-asked", a->unblock_asked);
    put_num(o, "hand-moves", a->hand_moves);
    put(o, "\n");
}

static void put_decision(out *o, const ex_state *st)
{
    put(o, "decision %s", ex_decision_name(st->decision));
    /* A finished match asks nothing; its last decider is kept. */
    if (st->decision != DEC_NONE || st->actor)
        put(o, " seat=%u", st->actor);
    const ex_param *p = ex_decision_params(st->decision);
    for (unsigned i = 0; i < 4; i++) {
        unsigned v = st->dec_arg[i];
        if (!p[i].key) {
            put_num(o, ex_param_spare_keys[i], (int)v);
            continue;
        }
        switch (p[i].kind) {
        case PARAM_CARD_ID: put(o, " %s=%s", p[i].key, v < CARD_COUNT ? ex_cards[v].code : "?"); break;
        case PARAM_INSTANCE: put_ref(o, st, p[i].key, v); break;
        case PARAM_SEAT: put(o, " %s=%u", p[i].key, v); break;
        case PARAM_MOMENTUM: put_set(o, p[i].key, v, ex_momentum_flag_names); break;
        case PARAM_WHAT: put(o, " %s=%s", p[i].key, v < ex_what_names.count ? ex_what_names.name[v] : "?"); break;
        case PARAM_RECALL:
            put(o, " %s=%s", p[i].key, v < ex_recall_names.count ? ex_recall_names.name[v] : "?");
            break;
        default: put_num(o, p[i].key, (int)v); break;
        }
    }
    put(o, "\n");
}

static void put_stack(out *o, const ex_state *st)
{
    for (unsigned i = 0; i < ex_stack(st).n; i++) {
        const ex_stack_entry *en = &st->entry[i];
        put(o, "stack");
        put_card(o, st, ex_stack(st).c[i], o->full);
        put_num(o, "seat", en->seat);
        put_set(o, "flags", en->flags, ex_stack_flag_names);
        for (unsigned k = 0; k < en->ntargets; k++) {
            unsigned t = en->target[k];
            put(o, k ? "," : " targets=");
            if (t & EX_GEAR_TARGET) /* a Gear, by its code: a card is with one player (§2) */
                put(o, "%s", ex_cards[st->seat[(t >> 2) & 1u].gear[t & 3u]].code);
            else
                put_code(o, st, t, o->full);
        }
        put(o, "\n");
    }
}

static void put_triggers(out *o, const ex_state *st)
{
    for (unsigned i = 0; i < st->trig_n; i++) {
        const ex_trigger *t = &st->trig[i];
        put(o, "trigger %s", t->kind < ex_trigger_names.count ? ex_trigger_names.name[t->kind] : "?");
        put_num(o, "seat", t->seat);
        put(o, " card=%s", ex_cards[t->card].code);
        put_num(o, "arg", t->arg);
        put_num(o, "target", t->target);
        if (t->token)
            put(o, " token=%s", ex_cards[t->token].code);
        put_num(o, "wait", t->deferred);
        put(o, "\n");
    }
}

exile_status ex_notation_write(const ex_state *st, bool full, char *buf, size_t cap)
{
    out o = { { buf, cap, 0 }, full };
    put(&o, "exile-notation %u\n", EX_NOTATION_VERSION);
    put(&o, "round %u", st->round);
    if (st->max_rounds != EXILE_DEFAULT_MAX_ROUNDS)
        put(&o, " max=%u", st->max_rounds);
    put(&o, "\nflags");
    if (st->flags)
        put(&o, " ");
    put_bits(&o, st->flags, ex_match_flag_names);
    put(&o, "\nplayers");
    put_num(&o, "first", st->first_player);
    put_num(&o, "initiative", st->initiative);
    put_num(&o, "turn", st->turn);
    put_num(&o, "next", st->next_turn);
    put(&o, "\n");
    if (full)
        put(&o, "rng state=%016" PRIx64 " inc=%016" PRIx64 "\n", st->rng_state, st->rng_inc);
    put(&o, "step %s", ex_step_name(st->step));
    put_num(&o, "phase-seat", st->phase_seat);
    put(&o, "\n");
    put_decision(&o, st);
    put(&o, "window");
    if (st->win_last_channel)
        put_ref(&o, st, "last-channel", st->win_last_channel - 1u);
    put_num(&o, "channeled", st->win_channeled);
    put_num(&o, "pre-action", st->win_pre_action);
    put(&o, "\nstun");
    put_seat_key(&o, "pending", st->stun_pending);
    put_seat_key(&o, "turn", st->stun_turn);
    if (st->winner < 0)
        put(&o, "\nwinner -");
    else if (st->winner == EX_SEATS)
        put(&o, "\nwinner draw");
    else
        put(&o, "\nwinner %d", st->winner);
    put(&o, "\nactions %" PRIu32 "\n", st->actions);
    for (unsigned s = 0; s < EX_SEATS; s++)
        put_seat(&o, st, s);
    put_attack(&o, st);
    put_pile(&o, st, "blocks", -1, ex_blocks(st));
    put_stack(&o, st);
    put(&o, "tactics");
    if (st->react_after != STEP_NONE)
        put(&o, " then=%s", ex_step_name(st->react_after));
    if (st->action_card)
        put_ref(&o, st, "card", st->action_card);
    put_num(&o, "resolved", st->action_resolved);
    put_num(&o, "after-action", st->after_action_done);
    put(&o, "\n");
    put_triggers(&o, st);
    put(&o, "end\n");
    if (o.text.len >= cap) {
        if (cap)
            buf[cap - 1] = '\0';
        return EXILE_E_BUFFER_TOO_SMALL;
    }
    return EXILE_OK;
}
