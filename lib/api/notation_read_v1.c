/*
 * Reading version 1 of the notation (doc/notation.md, "Version 1"): the
 * lines that list their fields by position. Every text of version 1 reads
 * to the state it always read to.
 * SPDX-License-Identifier: MIT
 */
#include <inttypes.h>
#include <string.h>

#include "notation_read.h"

static exile_status seat_or_none(ex_reader *r, unsigned i, uint8_t *out)
{
    return ex_nr_number_or_none(r, i, 1, out);
}

static exile_status read_attack(ex_reader *r)
{
    ex_attack *a = &r->st->atk;
    if (r->ntok == 2 && strcmp(r->tok[1], "-") == 0)
        return EXILE_OK;
    if (r->ntok != 20 && r->ntok != 24 && r->ntok != 26 && r->ntok != 27)
        return ex_nr_fail(r, EXILE_E_PARSE, "attack needs a card (or '-') and 18, 22, 24 or 25 numbers, or '-' alone");
    int64_t v[25] = { 0 };
    enum { A = EX_AMOUNT_MAX };
    static const int64_t hi[25] = { 1, 255, A, A, 2, A, A, 2, 1, 1, 1, 1, 1, 1, 1, 1, 255, 2, 1, EX_MOVES, A, 1, A, 1,
                                    EX_MOVES_PER_SEAT - 1 };
    for (unsigned i = 0; i + 2 < r->ntok; i++) {
        exile_status s = ex_nr_num(r, 2 + i, i == 5 ? -A : 0, hi[i], &v[i]);
        if (s != EXILE_OK)
            return s;
    }
    if (strcmp(r->tok[1], "-") != 0) {
        exile_status s = ex_nr_attack_card(r, r->tok[1], (unsigned)v[0]);
        if (s != EXILE_OK)
            return s;
    }
    a->attacker = (uint8_t)v[0];
    a->flags = (uint8_t)v[1];
    a->declared = (uint8_t)v[2];
    a->eff_cost = (uint8_t)v[3];
    a->speed = (uint8_t)v[4];
    a->damage_mod = (int8_t)v[5];
    a->exert_left = (uint8_t)v[6];
    a->react_passes = (uint8_t)v[7];
    a->react_seat = (uint8_t)v[8];
    a->reached_math = (uint8_t)v[9];
    a->successful = (uint8_t)v[10];
    a->block_successful = (uint8_t)v[11];
    a->shielded = (uint8_t)v[12];
    a->disarm_attack = (uint8_t)v[13];
    a->turn_to_defender = (uint8_t)v[14];
    a->blocked = (uint8_t)v[15];
    a->hp_taken = (uint8_t)v[16];
    a->thrown_top = (uint8_t)v[17];
    a->zero_damage = (uint8_t)v[18];
    a->counters_for = (uint8_t)v[19];
    a->extra_overcommit = (uint8_t)v[20];
    a->finisher = (uint8_t)v[21];
    a->hp_lost = (uint8_t)v[22];
    a->unblock_asked = (uint8_t)v[23];
    a->hand_moves = (uint8_t)v[24];
    return EXILE_OK;
}

static exile_status read_trigger(ex_reader *r)
{
    ex_state *st = r->st;
    if (r->ntok != 7 && r->ntok != 8)
        return ex_nr_fail(r, EXILE_E_PARSE, "trigger needs 6 or 7 values");
    int64_t deferred = 0;
    exile_status d = r->ntok == 8 ? ex_nr_num(r, 7, 0, 1, &deferred) : EXILE_OK;
    if (d != EXILE_OK)
        return d;
    if (st->trig_n >= EX_TRIGGER_CAP)
        return ex_nr_fail(r, EXILE_E_INCONSISTENT, "too many triggers");
    int64_t kind, seat, arg, target;
    exile_status s;
    if ((s = ex_nr_num(r, 1, 1, TRIG_KIND_COUNT - 1, &kind)) || (s = ex_nr_num(r, 2, 0, 1, &seat)) ||
        (s = ex_nr_num(r, 4, 0, 255, &arg)) ||
        (s = ex_nr_num(r, 5, 0, EX_AMOUNT_MAX, &target)))
        return s;
    int card = ex_nr_card_by_code(r->tok[3]);
    int token = strcmp(r->tok[6], "-") == 0 ? 0 : ex_nr_card_by_code(r->tok[6]);
    if (card < 0 || token < 0 || (token && ex_cards[token].kind != EXILE_CARD_TOKEN))
        return ex_nr_fail(r, EXILE_E_PARSE, "unknown card in trigger");
    ex_trigger_push_at(st, (unsigned)kind, (unsigned)seat, (unsigned)card, (unsigned)arg, (unsigned)target);
    st->trig[st->trig_n - 1].token = (uint8_t)token;
    st->trig[st->trig_n - 1].deferred = (uint8_t)deferred;
    return EXILE_OK;
}

/* "prepared S CARD COST DUE" or "prepared S -". */
static exile_status read_prepared(ex_reader *r, unsigned s)
{
    if (r->ntok == 3 && strcmp(r->tok[2], "-") == 0)
        return EXILE_OK;
    int64_t cost, due;
    exile_status e;
    if (r->ntok != 5)
        return ex_nr_fail(r, EXILE_E_PARSE, "prepared needs a Finisher, its cost and whether it is due, or '-'");
    if ((e = ex_nr_num(r, 3, 0, EX_AMOUNT_MAX, &cost)) || (e = ex_nr_num(r, 4, 0, 1, &due)))
        return e;
    if ((e = ex_nr_prepared(r, s, r->tok[2])))
        return e;
    r->st->seat[s].prepared_cost = (uint8_t)cost;
    r->st->seat[s].finisher_due = (uint8_t)due;
    return EXILE_OK;
}

/* "stack CARD SEAT FLAGS TARGET..." : one entry, bottom first. */
static exile_status read_stack(ex_reader *r)
{
    ex_state *st = r->st;
    if (r->ntok < 4 || r->ntok > 4 + EX_MAX_TARGETS)
        return ex_nr_fail(r, EXILE_E_PARSE, "stack needs a card, a seat, flags and up to 3 targets");
    if (ex_stack(st).n >= EX_STACK_CAP)
        return ex_nr_fail(r, EXILE_E_INCONSISTENT, "the stack overflows");
    int64_t seat, flags, t;
    exile_status e;
    if ((e = ex_nr_num(r, 2, 0, 1, &seat)) || (e = ex_nr_num(r, 3, 0, 7, &flags)))
        return e;
    unsigned inst;
    if ((e = ex_nr_instance_of(r, r->tok[1], &inst)))
        return e;
    if (ex_is_token(inst) || ex_owner(inst) != seat)
        return ex_nr_fail(r, EXILE_E_INCONSISTENT, "a card on the stack is a Move of its player");
    if ((e = ex_nr_place(r, inst, ZONE_STACK, (unsigned)seat, 0)))
        return e;
    ex_stack_entry *en = &st->entry[ex_stack(st).n - 1];
    en->seat = (uint8_t)seat;
    en->flags = (uint8_t)flags;
    for (unsigned i = 4; i < r->ntok; i++) {
        if ((e = ex_nr_num(r, i, 0, 255, &t)))
            return e;
        en->target[en->ntargets++] = (uint8_t)t;
    }
    return EXILE_OK;
}

/* "next-attack S N [O [A [P]]]", "round-flags S FLAGS SUCCESSES PICK
 * [EXCHANGE]" and "prepared S CARD COST DUE". */
static exile_status read_seat_line(ex_reader *r, const char *key, bool *known)
{
    int64_t s, v, w, u = 0, p = 0;
    exile_status e;
    *known = strcmp(key, "next-attack") == 0 || strcmp(key, "round-flags") == 0 || strcmp(key, "prepared") == 0;
    if (!*known)
        return EXILE_OK;
    if ((e = ex_nr_num(r, 1, 0, 1, &s)))
        return e;
    ex_seat *seat = &r->st->seat[s];
    if (strcmp(key, "prepared") == 0)
        return read_prepared(r, (unsigned)s);
    if (strcmp(key, "next-attack") == 0) {
        if ((e = ex_nr_values(r, 2, 5)) || (e = ex_nr_num(r, 2, 0, EX_AMOUNT_MAX, &v)) ||
            (r->ntok > 3 && (e = ex_nr_num(r, 3, 0, EX_AMOUNT_MAX, &w))) ||
            (r->ntok > 4 && (e = ex_nr_num(r, 4, 0, 15, &u))) || (r->ntok > 5 && (e = ex_nr_num(r, 5, 0, 31, &p))))
            return e;
        seat->next_attack = (uint8_t)v;
        seat->next_overcommit = (uint8_t)(r->ntok > 3 ? w : 0);
        seat->ability_used = (uint8_t)u;
        seat->p09_used = (uint8_t)p;
        return EXILE_OK;
    }
    if ((e = ex_nr_values(r, 4, 5)) || (e = ex_nr_num(r, 2, 0, RF_ALL, &v)) ||
        (e = ex_nr_num(r, 3, 0, EX_AMOUNT_MAX, &w)) ||
        (e = ex_nr_number_or_none(r, 4, EX_GEAR - 1, &seat->rearm_pick)) ||
        (r->ntok > 5 && (e = ex_nr_number_or_none(r, 5, EX_INSTANCES - 1, &seat->exchange_pick))))
        return e;
    seat->round_flags = (uint8_t)v;
    seat->successes = (uint8_t)w;
    return EXILE_OK;
}

/* "rng STATE INC": two hexadecimal numbers of up to 16 digits, INC odd. */
static exile_status read_rng(ex_reader *r)
{
    ex_state *st = r->st;
    exile_status e = ex_nr_values(r, 2, 2);
    if (e)
        return e;
    if (!ex_nr_digits(r->tok[1], 16, UINT64_MAX, &st->rng_state) ||
        !ex_nr_digits(r->tok[2], 16, UINT64_MAX, &st->rng_inc) || !(st->rng_inc & 1u))
        return ex_nr_fail(r, EXILE_E_PARSE, "rng needs two hexadecimal numbers of up to 16 digits, the second odd");
    r->have_rng = true;
    return EXILE_OK;
}

exile_status ex_nr_v1_line(ex_reader *r, bool *known)
{
    const char *key = r->tok[0];
    ex_state *st = r->st;
    *known = true;
    int64_t a, b, c, d;
    exile_status e;
    if (strcmp(key, "round") == 0) {
        if ((e = ex_nr_values(r, 2, 2)) || (e = ex_nr_num(r, 1, 1, EXILE_MAX_ROUNDS_LIMIT, &a)) ||
            (e = ex_nr_num(r, 2, 1, EXILE_MAX_ROUNDS_LIMIT, &b)))
            return e;
        st->round = (uint16_t)a;
        st->max_rounds = (uint16_t)b;
    } else if (strcmp(key, "flags") == 0) {
        if ((e = ex_nr_values(r, 1, 1)) || (e = ex_nr_num(r, 1, 0, EX_MATCH_FLAGS, &a)))
            return e;
        st->flags = (uint8_t)a;
    } else if (strcmp(key, "players") == 0) {
        if ((e = ex_nr_values(r, 4, 4)) || (e = ex_nr_num(r, 1, 0, 1, &a)) || (e = ex_nr_num(r, 2, 0, 1, &b)) ||
            (e = ex_nr_num(r, 3, 0, 1, &c)) || (e = ex_nr_num(r, 4, 0, 1, &d)))
            return e;
        st->first_player = (uint8_t)a;
        st->initiative = (uint8_t)b;
        st->turn = (uint8_t)c;
        st->next_turn = (uint8_t)d;
    } else if (strcmp(key, "rng") == 0) {
        return read_rng(r);
    } else if (strcmp(key, "step") == 0) {
        int s = r->ntok > 1 ? ex_nr_name_index(r->tok[1], ex_step_name, STEP_COUNT) : -1;
        if (s < 0)
            return ex_nr_fail(r, EXILE_E_PARSE, "unknown step");
        if ((e = ex_nr_values(r, 2, 2)) || (e = ex_nr_num(r, 2, 0, 2, &a)))
            return e;
        st->step = (uint8_t)s;
        st->phase_seat = (uint8_t)a;
    } else if (strcmp(key, "decision") == 0) {
        int dcs = r->ntok > 1 ? ex_nr_name_index(r->tok[1], ex_decision_name, DEC_COUNT) : -1;
        if (dcs < 0)
            return ex_nr_fail(r, EXILE_E_PARSE, "unknown decision");
        if ((e = ex_nr_values(r, 6, 6)) || (e = ex_nr_num(r, 2, 0, 1, &a)))
            return e;
        for (unsigned i = 0; i < 4; i++) {
            if ((e = ex_nr_num(r, 3 + i, 0, 255, &b)))
                return e;
            st->dec_arg[i] = (uint8_t)b;
        }
        st->decision = (uint8_t)dcs;
        st->actor = (uint8_t)a;
        r->have_decision = true;
    } else if (strcmp(key, "window") == 0) {
        if ((e = ex_nr_values(r, 3, 3)) || (e = ex_nr_num(r, 1, 0, EX_INSTANCES, &a)) ||
            (e = ex_nr_num(r, 2, 0, 1, &b)) ||
            (e = ex_nr_num(r, 3, 0, 1, &c)))
            return e;
        st->win_last_channel = (uint8_t)a;
        st->win_channeled = (uint8_t)b;
        st->win_pre_action = (uint8_t)c;
    } else if (strcmp(key, "stun") == 0) {
        if ((e = ex_nr_values(r, 2, 2)) || (e = seat_or_none(r, 1, &st->stun_pending)) ||
            (e = seat_or_none(r, 2, &st->stun_turn)))
            return e;
    } else if (strcmp(key, "winner") == 0) {
        if ((e = ex_nr_values(r, 1, 1)) || (e = ex_nr_num(r, 1, -1, 2, &a)))
            return e;
        st->winner = (int8_t)a;
    } else if (strcmp(key, "attack") == 0) {
        return read_attack(r);
    } else if (strcmp(key, "trigger") == 0) {
        return read_trigger(r);
    } else if (strcmp(key, "stack") == 0) {
        return read_stack(r);
    } else if (strcmp(key, "tactics") == 0) {
        int s = r->ntok == 5 ? ex_nr_name_index(r->tok[1], ex_step_name, STEP_COUNT) : -1;
        if (s < 0 || (e = ex_nr_num(r, 2, 0, EX_MOVES - 1, &a)) || (e = ex_nr_num(r, 3, 0, 1, &b)) ||
            (e = ex_nr_num(r, 4, 0, 1, &c)))
            return s < 0 ? ex_nr_fail(r, EXILE_E_PARSE, "tactics needs a step, a card instance, and two 0 or 1") : e;
        st->react_after = (uint8_t)s;
        st->action_card = (uint8_t)a;
        st->action_resolved = (uint8_t)b;
        st->after_action_done = (uint8_t)c;
    } else {
        return read_seat_line(r, key, known);
    }
    return EXILE_OK;
}

