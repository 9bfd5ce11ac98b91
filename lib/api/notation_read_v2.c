/*
 * Reading version 2 of the notation (doc/notation.md): the lines that name
 * their fields, `key=value`, flags by name, defaults left out. A key the
 * line does not have, a key given twice, a required key missing and a
 * flag without a name are refused, each with its message.
 * SPDX-License-Identifier: MIT
 */
#include <inttypes.h>
#include <string.h>

#include "notation_read.h"

enum { MAX_KEYS = 24, A = EX_AMOUNT_MAX };

/* The values of a line's keys, NULL for a key it leaves out. */
typedef struct keyed {
    const char *const *key;
    unsigned n;
    const char *val[MAX_KEYS];
} keyed;

/* Splits the values from @p first on as key=value, each key one of
 * @p k->key, at most once. */
static exile_status split(ex_reader *r, unsigned first, keyed *k)
{
    memset(k->val, 0, sizeof k->val);
    for (unsigned i = first; i < r->ntok; i++) {
        char *t = r->tok[i], *eq = strchr(t, '=');
        if (!eq)
            return ex_nr_fail(r, EXILE_E_PARSE, "'%s': '%s' is not key=value", r->tok[0], t);
        *eq = '\0';
        unsigned j = 0;
        while (j < k->n && (!k->key[j] || strcmp(k->key[j], t) != 0))
            j++;
        if (j == k->n)
            return ex_nr_fail(r, EXILE_E_PARSE, "'%s' has no key '%s'", r->tok[0], t);
        if (k->val[j])
            return ex_nr_fail(r, EXILE_E_PARSE, "'%s' gives '%s' twice", r->tok[0], t);
        if (!eq[1])
            return ex_nr_fail(r, EXILE_E_PARSE, "'%s': '%s=' needs a value", r->tok[0], t);
        k->val[j] = eq + 1;
    }
    return EXILE_OK;
}

static exile_status required(ex_reader *r, const keyed *k, unsigned j)
{
    return k->val[j] ? EXILE_OK : ex_nr_fail(r, EXILE_E_PARSE, "'%s' needs '%s='", r->tok[0], k->key[j]);
}

/* Key @p j as a number in [lo, hi]; @p out keeps its default when the key
 * is left out. */
static exile_status key_num(ex_reader *r, const keyed *k, unsigned j, int64_t lo, int64_t hi, int64_t *out)
{
    if (k->val[j] && !ex_nr_int(k->val[j], lo, hi, out))
        return ex_nr_fail(r, EXILE_E_PARSE, "'%s=%s' is not a number from %" PRId64 " to %" PRId64, k->key[j],
                          k->val[j], lo, hi);
    return EXILE_OK;
}

static exile_status key_u8(ex_reader *r, const keyed *k, unsigned j, int64_t hi, uint8_t *out)
{
    int64_t v = *out;
    exile_status e = key_num(r, k, j, 0, hi, &v);
    *out = (uint8_t)v;
    return e;
}

/* A set of flags: their names joined by commas, each at most once; a bit
 * of @p allowed without a name by its value. */
static exile_status parse_set(ex_reader *r, const char *what, const char *text, ex_bit_names names, unsigned allowed,
                              uint8_t *out)
{
    unsigned bits = 0;
    for (const char *p = text;; p++) {
        size_t len = strcspn(p, ",");
        char item[32];
        if (len == 0 || len >= sizeof item)
            return ex_nr_fail(r, EXILE_E_PARSE, "'%s=%s' is not a list of flags", what, text);
        memcpy(item, p, len);
        item[len] = '\0';
        unsigned b = 0;
        int64_t v;
        while (b < 8 && !(names[b] && strcmp(names[b], item) == 0))
            b++;
        if (b == 8 && ex_nr_int(item, 1, 128, &v) && !(v & (v - 1)))
            for (b = 0; (1 << b) != v; b++)
                ;
        if (b == 8 || !(allowed & (1u << b)) || (names[b] && strcmp(names[b], item) != 0))
            return ex_nr_fail(r, EXILE_E_PARSE, "'%s=' has no flag '%s'", what, item);
        if (bits & (1u << b))
            return ex_nr_fail(r, EXILE_E_PARSE, "'%s=' gives the flag '%s' twice", what, item);
        bits |= 1u << b;
        p += len;
        if (!*p)
            break;
    }
    *out = (uint8_t)bits;
    return EXILE_OK;
}

static exile_status key_set(ex_reader *r, const keyed *k, unsigned j, ex_bit_names names, unsigned allowed,
                            uint8_t *out)
{
    return k->val[j] ? parse_set(r, k->key[j], k->val[j], names, allowed, out) : EXILE_OK;
}

/* A name of @p names, by its index. */
static exile_status key_name(ex_reader *r, const keyed *k, unsigned j, ex_value_names names, uint8_t *out)
{
    if (!k->val[j])
        return EXILE_OK;
    for (unsigned i = 0; i < names.count; i++)
        if (strcmp(names.name[i], k->val[j]) == 0) {
            *out = (uint8_t)i;
            return EXILE_OK;
        }
    return ex_nr_fail(r, EXILE_E_PARSE, "'%s=%s': unknown %s", k->key[j], k->val[j], k->key[j]);
}

/* A card of the match; @p out is its instance + @p plus. */
static exile_status key_ref(ex_reader *r, const keyed *k, unsigned j, unsigned plus, uint8_t *out)
{
    unsigned inst;
    if (!k->val[j])
        return EXILE_OK;
    exile_status e = ex_nr_card_ref(r, k->val[j], &inst);
    *out = (uint8_t)(inst + plus);
    return e;
}

static int step_named(const char *name)
{
    return ex_nr_name_index(name, ex_step_name, STEP_COUNT);
}

/* "round R [max=N]" */
static exile_status read_round(ex_reader *r)
{
    static const char *const keys[] = { "max" };
    keyed k = { keys, 1, { 0 } };
    int64_t round, max = EXILE_DEFAULT_MAX_ROUNDS;
    exile_status e;
    if ((e = ex_nr_num(r, 1, 1, EXILE_MAX_ROUNDS_LIMIT, &round)) || (e = split(r, 2, &k)) ||
        (e = key_num(r, &k, 0, 1, EXILE_MAX_ROUNDS_LIMIT, &max)))
        return e;
    r->st->round = (uint16_t)round;
    r->st->max_rounds = (uint16_t)max;
    return EXILE_OK;
}

/* "flags NAME..." */
static exile_status read_flags(ex_reader *r)
{
    ex_state *st = r->st;
    for (unsigned i = 1; i < r->ntok; i++) {
        uint8_t bit;
        exile_status e = parse_set(r, "flags", r->tok[i], ex_match_flag_names, EX_MATCH_FLAGS, &bit);
        if (e)
            return e;
        if (st->flags & bit)
            return ex_nr_fail(r, EXILE_E_PARSE, "'flags' gives '%s' twice", r->tok[i]);
        st->flags |= bit;
    }
    return EXILE_OK;
}

/* "players [first=S] [initiative=S] [turn=S] [next=S]" */
static exile_status read_players(ex_reader *r)
{
    static const char *const keys[] = { "first", "initiative", "turn", "next" };
    keyed k = { keys, 4, { 0 } };
    ex_state *st = r->st;
    exile_status e;
    if ((e = split(r, 1, &k)) || (e = key_u8(r, &k, 0, 1, &st->first_player)) ||
        (e = key_u8(r, &k, 1, 1, &st->initiative)) || (e = key_u8(r, &k, 2, 1, &st->turn)) ||
        (e = key_u8(r, &k, 3, 1, &st->next_turn)))
        return e;
    return EXILE_OK;
}

/* "rng state=HEX inc=HEX": up to 16 hexadecimal digits each, inc odd. */
static exile_status read_rng(ex_reader *r)
{
    static const char *const keys[] = { "state", "inc" };
    keyed k = { keys, 2, { 0 } };
    ex_state *st = r->st;
    exile_status e;
    if ((e = split(r, 1, &k)) || (e = required(r, &k, 0)) || (e = required(r, &k, 1)))
        return e;
    if (!ex_nr_digits(k.val[0], 16, UINT64_MAX, &st->rng_state) ||
        !ex_nr_digits(k.val[1], 16, UINT64_MAX, &st->rng_inc) || !(st->rng_inc & 1u))
        return ex_nr_fail(r, EXILE_E_PARSE, "rng needs two hexadecimal numbers of up to 16 digits, inc odd");
    r->have_rng = true;
    return EXILE_OK;
}

/* "step NAME [phase-seat=N]" */
static exile_status read_step(ex_reader *r)
{
    static const char *const keys[] = { "phase-seat" };
    keyed k = { keys, 1, { 0 } };
    int s = r->ntok > 1 ? step_named(r->tok[1]) : -1;
    if (s < 0)
        return ex_nr_fail(r, EXILE_E_PARSE, "unknown step '%s'", r->ntok > 1 ? r->tok[1] : "");
    exile_status e;
    if ((e = split(r, 2, &k)) || (e = key_u8(r, &k, 0, 2, &r->st->phase_seat)))
        return e;
    r->st->step = (uint8_t)s;
    return EXILE_OK;
}

/* A decision's parameter, as ex_decision_params() names it. */
static exile_status read_param(ex_reader *r, const keyed *k, unsigned j, ex_param_kind kind, uint8_t *out)
{
    int id;
    switch (kind) {
    case PARAM_CARD_ID:
        if (!k->val[j])
            return EXILE_OK;
        if ((id = ex_nr_card_by_code(k->val[j])) < 0)
            return ex_nr_fail(r, EXILE_E_PARSE, "unknown card code '%s'", k->val[j]);
        *out = (uint8_t)id;
        return EXILE_OK;
    case PARAM_INSTANCE: return key_ref(r, k, j, 0, out);
    case PARAM_SEAT: return key_u8(r, k, j, 1, out);
    case PARAM_MOMENTUM: return key_set(r, k, j, ex_momentum_flag_names, 0xffu, out);
    case PARAM_WHAT: return key_name(r, k, j, ex_what_names, out);
    case PARAM_RECALL: return key_name(r, k, j, ex_recall_names, out);
    default: return key_u8(r, k, j, 255, out);
    }
}

/* "decision NAME seat=S [PARAMETER=VALUE...]" */
static exile_status read_decision(ex_reader *r)
{
    ex_state *st = r->st;
    int d = r->ntok > 1 ? ex_nr_name_index(r->tok[1], ex_decision_name, DEC_COUNT) : -1;
    if (d < 0)
        return ex_nr_fail(r, EXILE_E_PARSE, "unknown decision '%s'", r->ntok > 1 ? r->tok[1] : "");
    const ex_param *p = ex_decision_params((unsigned)d);
    const char *keys[5] = { "seat" };
    for (unsigned i = 0; i < 4; i++)
        keys[1 + i] = p[i].key ? p[i].key : ex_param_spare_keys[i];
    keyed k = { keys, 5, { 0 } };
    exile_status e;
    if ((e = split(r, 2, &k)) || (d != DEC_NONE && (e = required(r, &k, 0))) || (e = key_u8(r, &k, 0, 1, &st->actor)))
        return e;
    for (unsigned i = 0; i < 4; i++)
        if ((e = read_param(r, &k, 1 + i, p[i].key ? p[i].kind : PARAM_NUMBER, &st->dec_arg[i])))
            return e;
    st->decision = (uint8_t)d;
    r->have_decision = true;
    return EXILE_OK;
}

/* "window [last-channel=CARD] [channeled=1] [pre-action=1]" */
static exile_status read_window(ex_reader *r)
{
    static const char *const keys[] = { "last-channel", "channeled", "pre-action" };
    keyed k = { keys, 3, { 0 } };
    ex_state *st = r->st;
    exile_status e;
    if ((e = split(r, 1, &k)) || (e = key_ref(r, &k, 0, 1, &st->win_last_channel)) ||
        (e = key_u8(r, &k, 1, 1, &st->win_channeled)) || (e = key_u8(r, &k, 2, 1, &st->win_pre_action)))
        return e;
    return EXILE_OK;
}

/* "stun [pending=S] [turn=S]" */
static exile_status read_stun(ex_reader *r)
{
    static const char *const keys[] = { "pending", "turn" };
    keyed k = { keys, 2, { 0 } };
    ex_state *st = r->st;
    exile_status e;
    if ((e = split(r, 1, &k)) || (e = key_u8(r, &k, 0, 1, &st->stun_pending)) ||
        (e = key_u8(r, &k, 1, 1, &st->stun_turn)))
        return e;
    return EXILE_OK;
}

/* "winner -|0|1|draw" */
static exile_status read_winner(ex_reader *r)
{
    exile_status e = ex_nr_values(r, 1, 1);
    if (e)
        return e;
    const char *w = r->tok[1];
    if (strcmp(w, "-") && strcmp(w, "0") && strcmp(w, "1") && strcmp(w, "draw"))
        return ex_nr_fail(r, EXILE_E_PARSE, "winner is '-', 0, 1 or 'draw', not '%s'", w);
    r->st->winner = (int8_t)(w[0] == '-' ? -1 : w[0] == 'd' ? EX_SEATS : w[0] - '0');
    return EXILE_OK;
}

/* "next-attack S [damage=N] [overcommit=N] [abilities-used=SLOTS]
 * [passives-used=SLOTS]" */
static exile_status read_next_attack(ex_reader *r, ex_seat *seat)
{
    static const char *const keys[] = { "damage", "overcommit", "abilities-used", "passives-used" };
    keyed k = { keys, 4, { 0 } };
    exile_status e;
    if ((e = split(r, 2, &k)) || (e = key_u8(r, &k, 0, A, &seat->next_attack)) ||
        (e = key_u8(r, &k, 1, A, &seat->next_overcommit)) ||
        (e = key_set(r, &k, 2, ex_slot_names, (1u << EX_GEAR) - 1u, &seat->ability_used)) ||
        (e = key_set(r, &k, 3, ex_slot_names, (1u << (EX_GEAR + 1)) - 1u, &seat->p09_used)))
        return e;
    return EXILE_OK;
}

/* "prepared S CARD|- [cost=N] [due=1]" */
static exile_status read_prepared(ex_reader *r, unsigned s)
{
    static const char *const keys[] = { "cost", "due" };
    keyed k = { keys, 2, { 0 } };
    ex_seat *seat = &r->st->seat[s];
    exile_status e;
    if (r->ntok < 3)
        return ex_nr_fail(r, EXILE_E_PARSE, "prepared needs a Finisher or '-'");
    if ((e = split(r, 3, &k)) || (e = key_u8(r, &k, 0, A, &seat->prepared_cost)) ||
        (e = key_u8(r, &k, 1, 1, &seat->finisher_due)))
        return e;
    return strcmp(r->tok[2], "-") == 0 ? EXILE_OK : ex_nr_prepared(r, s, r->tok[2]);
}

/* "round-flags S [flags=NAMES] [successes=N] [rearm=SLOT] [exchange=CARD]" */
static exile_status read_round_flags(ex_reader *r, ex_seat *seat)
{
    static const char *const keys[] = { "flags", "successes", "rearm", "exchange" };
    keyed k = { keys, 4, { 0 } };
    exile_status e;
    if ((e = split(r, 2, &k)) || (e = key_set(r, &k, 0, ex_round_flag_names, RF_ALL, &seat->round_flags)) ||
        (e = key_u8(r, &k, 1, A, &seat->successes)) || (e = key_ref(r, &k, 3, 0, &seat->exchange_pick)))
        return e;
    if (k.val[2]) {
        uint8_t slot;
        if ((e = parse_set(r, "rearm", k.val[2], ex_slot_names, (1u << EX_GEAR) - 1u, &slot)) || (slot & (slot - 1)))
            return e ? e : ex_nr_fail(r, EXILE_E_PARSE, "'rearm=' names one Gear slot");
        for (seat->rearm_pick = 0; !(slot & (1u << seat->rearm_pick)); seat->rearm_pick++)
            ;
    }
    return EXILE_OK;
}

/* The seat lines whose fields version 2 names. */
static exile_status read_seat_line(ex_reader *r, bool *known)
{
    const char *key = r->tok[0];
    int64_t s;
    *known = strcmp(key, "next-attack") == 0 || strcmp(key, "round-flags") == 0 || strcmp(key, "prepared") == 0;
    if (!*known)
        return EXILE_OK;
    exile_status e = ex_nr_num(r, 1, 0, 1, &s);
    if (e)
        return e;
    ex_seat *seat = &r->st->seat[s];
    return key[0] == 'n' ? read_next_attack(r, seat)
         : key[0] == 'r' ? read_round_flags(r, seat)
                         : read_prepared(r, (unsigned)s);
}

/* "attack CARD|- attacker=S [FIELD=VALUE...]", or "attack -" for none. */
static exile_status read_attack(ex_reader *r)
{
    static const char *const keys[] = { "attacker", "flags",     "declared",    "cost",          "speed",
                                        "damage-mod", "exert",   "passes",      "react-seat",    "outcome",
                                        "hp-taken", "thrown",    "zero-damage", "counters-on",   "overcommit",
                                        "finisher", "hp-lost",   "unblock-asked", "hand-moves" };
    keyed k = { keys, 19, { 0 } };
    ex_attack *a = &r->st->atk;
    int64_t mod = 0;
    uint8_t outcome = 0;
    exile_status e;
    if (r->ntok < 2)
        return ex_nr_fail(r, EXILE_E_PARSE, "attack needs a card or '-'");
    if ((e = split(r, 2, &k)))
        return e;
    if (r->ntok == 2 && strcmp(r->tok[1], "-") == 0)
        return EXILE_OK;
    if ((e = required(r, &k, 0)) || (e = key_u8(r, &k, 0, 1, &a->attacker)) ||
        (e = key_set(r, &k, 1, ex_attack_flag_names, 0xffu, &a->flags)) || (e = key_u8(r, &k, 2, A, &a->declared)) ||
        (e = key_u8(r, &k, 3, A, &a->eff_cost)) || (e = key_name(r, &k, 4, ex_speed_names, &a->speed)) ||
        (e = key_num(r, &k, 5, -A, A, &mod)) || (e = key_u8(r, &k, 6, A, &a->exert_left)) ||
        (e = key_u8(r, &k, 7, 2, &a->react_passes)) || (e = key_u8(r, &k, 8, 1, &a->react_seat)) ||
        (e = key_set(r, &k, 9, ex_outcome_names, 0x7fu, &outcome)) || (e = key_u8(r, &k, 10, 255, &a->hp_taken)) ||
        (e = key_name(r, &k, 11, ex_thrown_names, &a->thrown_top)) || (e = key_u8(r, &k, 12, 1, &a->zero_damage)) ||
        (e = key_ref(r, &k, 13, 1, &a->counters_for)) || (e = key_u8(r, &k, 14, A, &a->extra_overcommit)) ||
        (e = key_u8(r, &k, 15, 1, &a->finisher)) || (e = key_u8(r, &k, 16, A, &a->hp_lost)) ||
        (e = key_u8(r, &k, 17, 1, &a->unblock_asked)) || (e = key_u8(r, &k, 18, EX_MOVES_PER_SEAT - 1, &a->hand_moves)))
        return e;
    a->damage_mod = (int8_t)mod;
    uint8_t *const fields[] = { &a->reached_math, &a->successful, &a->block_successful, &a->shielded,
                                &a->disarm_attack, &a->turn_to_defender, &a->blocked };
    for (unsigned i = 0; i < sizeof fields / sizeof *fields; i++)
        *fields[i] = (uint8_t)(((unsigned)outcome >> i) & 1u);
    if (strcmp(r->tok[1], "-") == 0)
        return EXILE_OK;
    return ex_nr_attack_card(r, r->tok[1], a->attacker);
}

/* A target on the stack: a card of the match, or a Gear by its code. */
static exile_status read_target(ex_reader *r, const char *text, uint8_t *out)
{
    int id = ex_nr_card_by_code(text);
    for (unsigned s = 0; id >= 0 && s < EX_SEATS; s++)
        for (unsigned g = 0; g < EX_GEAR; g++)
            if (r->st->seat[s].gear[g] == id) {
                *out = (uint8_t)(EX_GEAR_TARGET | s << 2 | g);
                return EXILE_OK;
            }
    unsigned inst;
    exile_status e = ex_nr_card_ref(r, text, &inst);
    *out = (uint8_t)inst;
    return e;
}

/* "stack CARD [seat=S] [flags=NAMES] [targets=CARD,...]": one entry,
 * bottom first. */
static exile_status read_stack(ex_reader *r)
{
    static const char *const keys[] = { "seat", "flags", "targets" };
    keyed k = { keys, 3, { 0 } };
    ex_state *st = r->st;
    uint8_t seat = 0, flags = 0;
    exile_status e;
    if (r->ntok < 2)
        return ex_nr_fail(r, EXILE_E_PARSE, "stack needs a card");
    if (ex_stack(st).n >= EX_STACK_CAP)
        return ex_nr_fail(r, EXILE_E_INCONSISTENT, "the stack overflows");
    if ((e = split(r, 2, &k)) || (e = key_u8(r, &k, 0, 1, &seat)) ||
        (e = key_set(r, &k, 1, ex_stack_flag_names, 7u, &flags)))
        return e;
    uint8_t target[EX_MAX_TARGETS];
    unsigned n = 0;
    for (const char *p = k.val[2]; p && *p; n++) {
        char code[24];
        size_t len = strcspn(p, ",");
        if (n == EX_MAX_TARGETS || len == 0 || len >= sizeof code)
            return ex_nr_fail(r, EXILE_E_PARSE, "'targets=' lists up to %d cards, joined by commas", EX_MAX_TARGETS);
        memcpy(code, p, len);
        code[len] = '\0';
        if ((e = read_target(r, code, &target[n])))
            return e;
        p += len + (p[len] == ',');
        if (p[-1] == ',' && !*p)
            return ex_nr_fail(r, EXILE_E_PARSE, "'targets=' ends with a comma");
    }
    unsigned inst;
    if ((e = ex_nr_instance_of(r, r->tok[1], &inst)))
        return e;
    if (ex_is_token(inst) || ex_owner(inst) != seat)
        return ex_nr_fail(r, EXILE_E_INCONSISTENT, "a card on the stack is a Move of its player");
    if ((e = ex_nr_place(r, inst, ZONE_STACK, seat, 0)))
        return e;
    ex_stack_entry *en = &st->entry[ex_stack(st).n - 1];
    en->seat = seat;
    en->flags = flags;
    en->ntargets = (uint8_t)n;
    memcpy(en->target, target, n);
    return EXILE_OK;
}

/* "tactics [then=STEP] [card=CARD] [resolved=1] [after-action=1]" */
static exile_status read_tactics(ex_reader *r)
{
    static const char *const keys[] = { "then", "card", "resolved", "after-action" };
    keyed k = { keys, 4, { 0 } };
    ex_state *st = r->st;
    exile_status e;
    if ((e = split(r, 1, &k)) || (e = key_ref(r, &k, 1, 0, &st->action_card)) ||
        (e = key_u8(r, &k, 2, 1, &st->action_resolved)) || (e = key_u8(r, &k, 3, 1, &st->after_action_done)))
        return e;
    if (k.val[1] && st->action_card >= EX_MOVES)
        return ex_nr_fail(r, EXILE_E_PARSE, "'card=' names a Move");
    int s = k.val[0] ? step_named(k.val[0]) : STEP_NONE;
    if (s < 0)
        return ex_nr_fail(r, EXILE_E_PARSE, "unknown step '%s'", k.val[0]);
    st->react_after = (uint8_t)s;
    return EXILE_OK;
}

/* "trigger KIND [seat=S] card=CODE [arg=N] [target=N] [token=CODE] [wait=1]" */
static exile_status read_trigger(ex_reader *r)
{
    static const char *const keys[] = { "seat", "card", "arg", "target", "token", "wait" };
    keyed k = { keys, 6, { 0 } };
    ex_state *st = r->st;
    int64_t seat = 0, arg = 0, target = 0, wait = 0;
    uint8_t kind = 0;
    exile_status e;
    const char *name = r->ntok > 1 ? r->tok[1] : "";
    for (unsigned i = 1; i < ex_trigger_names.count && !kind; i++)
        if (strcmp(ex_trigger_names.name[i], name) == 0)
            kind = (uint8_t)i;
    if (!kind)
        return ex_nr_fail(r, EXILE_E_PARSE, "unknown trigger '%s'", name);
    if (st->trig_n >= EX_TRIGGER_CAP)
        return ex_nr_fail(r, EXILE_E_INCONSISTENT, "too many triggers");
    if ((e = split(r, 2, &k)) || (e = required(r, &k, 1)) || (e = key_num(r, &k, 0, 0, 1, &seat)) ||
        (e = key_num(r, &k, 2, 0, 255, &arg)) || (e = key_num(r, &k, 3, 0, A, &target)) ||
        (e = key_num(r, &k, 5, 0, 1, &wait)))
        return e;
    int card = ex_nr_card_by_code(k.val[1]);
    int token = k.val[4] ? ex_nr_card_by_code(k.val[4]) : 0;
    if (card < 0 || token < 0 || (token && ex_cards[token].kind != EXILE_CARD_TOKEN))
        return ex_nr_fail(r, EXILE_E_PARSE, "unknown card in trigger");
    ex_trigger_push_at(st, kind, (unsigned)seat, (unsigned)card, (unsigned)arg, (unsigned)target);
    st->trig[st->trig_n - 1].token = (uint8_t)token;
    st->trig[st->trig_n - 1].deferred = (uint8_t)wait;
    return EXILE_OK;
}

exile_status ex_nr_v2_line(ex_reader *r, bool *known)
{
    static const struct {
        const char *key;
        exile_status (*read)(ex_reader *r);
    } lines[] = { { "round", read_round },   { "flags", read_flags },     { "players", read_players },
                  { "rng", read_rng },       { "step", read_step },       { "decision", read_decision },
                  { "window", read_window }, { "stun", read_stun },       { "winner", read_winner },
                  { "attack", read_attack }, { "stack", read_stack },     { "tactics", read_tactics },
                  { "trigger", read_trigger } };
    for (unsigned i = 0; i < sizeof lines / sizeof *lines; i++)
        if (strcmp(r->tok[0], lines[i].key) == 0) {
            *known = true;
            return lines[i].read(r);
        }
    return read_seat_line(r, known);
}
