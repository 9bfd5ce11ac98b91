/*
 * Reading the match notation (doc/notation.md). Text comes from files and
 * networks: every line is checked, and a malformed or impossible position
 * is refused with a message naming the line and the problem. Nothing is
 * kept of a refused text.
 * SPDX-License-Identifier: MIT
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "notation.h"

enum { MAX_TOKENS = 96, MAX_LINE = 1024 };

typedef struct reader {
    ex_state *st;
    char *err;
    size_t err_cap;
    unsigned line;
    char *tok[MAX_TOKENS];
    unsigned ntok;
    bool placed[EX_INSTANCES];
    bool have_seat[EX_SEATS], have_rng, have_decision;
    uint64_t seed;
} reader;

/* Fails with a message naming the line (none for the text as a whole). */
static exile_status fail(reader *r, exile_status s, const char *fmt, ...)
{
    if (r->err && r->err_cap) {
        int n = r->line ? snprintf(r->err, r->err_cap, "line %u: ", r->line) : 0;
        if (n >= 0 && (size_t)n < r->err_cap) {
            va_list ap;
            va_start(ap, fmt);
            vsnprintf(r->err + n, r->err_cap - (size_t)n, fmt, ap);
            va_end(ap);
        }
    }
    return s;
}

/* The digits of @p s in @p base (10 or 16) and nothing else, as a number
 * of at most @p max: no sign, no space, and a number too large is refused
 * rather than wrapped. */
static bool parse_digits(const char *s, unsigned base, uint64_t max, uint64_t *out)
{
    if (!*s)
        return false;
    uint64_t v = 0;
    for (; *s; s++) {
        unsigned d;
        if (*s >= '0' && *s <= '9')
            d = (unsigned)(*s - '0');
        else if (base == 16 && *s >= 'a' && *s <= 'f')
            d = (unsigned)(*s - 'a') + 10u;
        else if (base == 16 && *s >= 'A' && *s <= 'F')
            d = (unsigned)(*s - 'A') + 10u;
        else
            return false;
        if (v > (max - d) / base)
            return false;
        v = v * base + d;
    }
    *out = v;
    return true;
}

/* A decimal number in [lo, hi], with '-' before a negative one. */
static bool parse_int(const char *s, int64_t lo, int64_t hi, int64_t *out)
{
    bool neg = *s == '-';
    uint64_t mag;
    if (!parse_digits(s + neg, 10, INT64_MAX, &mag))
        return false;
    int64_t v = neg ? -(int64_t)mag : (int64_t)mag;
    if (v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

/* Reads token @p i as a number in [lo, hi]. */
static exile_status num(reader *r, unsigned i, int64_t lo, int64_t hi, int64_t *out)
{
    if (i >= r->ntok)
        return fail(r, EXILE_E_PARSE, "'%s' needs more values", r->tok[0]);
    if (!parse_int(r->tok[i], lo, hi, out))
        return fail(r, EXILE_E_PARSE, "'%s' is not a number from %" PRId64 " to %" PRId64, r->tok[i], lo, hi);
    return EXILE_OK;
}

/* The line holds from @p least to @p most values after its key: a value
 * too many is refused, not ignored. */
static exile_status values(reader *r, unsigned least, unsigned most)
{
    unsigned n = r->ntok - 1;
    if (n > most)
        return fail(r, EXILE_E_PARSE, "'%s' takes at most %u values; '%s' is one too many", r->tok[0], most,
                    r->tok[most + 1]);
    if (n < least)
        return fail(r, EXILE_E_PARSE, "'%s' needs %u values", r->tok[0], least);
    return EXILE_OK;
}

/* A number in [0, hi], or "-" for none. */
static exile_status number_or_none(reader *r, unsigned i, int64_t hi, uint8_t *out)
{
    if (i < r->ntok && strcmp(r->tok[i], "-") == 0) {
        *out = EX_NO_CARD;
        return EXILE_OK;
    }
    int64_t v;
    exile_status s = num(r, i, 0, hi, &v);
    if (s == EXILE_OK)
        *out = (uint8_t)v;
    return s;
}

static exile_status seat_or_none(reader *r, unsigned i, uint8_t *out)
{
    return number_or_none(r, i, 1, out);
}

static int card_by_code(const char *code)
{
    for (int i = 0; i < CARD_COUNT; i++)
        if (strcmp(ex_cards[i].code, code) == 0)
            return i;
    return -1;
}

/* The instance of the Move with this code (a Move has one), or EX_NO_CARD. */
static unsigned move_instance(const ex_state *st, const char *code)
{
    int id = card_by_code(code);
    for (unsigned i = 0; id >= 0 && i < EX_MOVES; i++)
        if (st->def[i] == id)
            return i;
    return EX_NO_CARD;
}

static exile_status instance_of(reader *r, const char *text, unsigned *out)
{
    char code[16];
    int64_t index = -1;
    const char *colon = strchr(text, ':');
    const char *at = strchr(text, '@');
    size_t len = colon ? (size_t)(colon - text) : at ? (size_t)(at - text) : strlen(text);
    if (len >= sizeof code)
        return fail(r, EXILE_E_PARSE, "unknown card code '%s'", text);
    memcpy(code, text, len);
    code[len] = '\0';
    char number[8] = "";
    if (colon) {
        size_t nl = at ? (size_t)(at - colon - 1) : strlen(colon + 1);
        if (nl >= sizeof number)
            return fail(r, EXILE_E_PARSE, "bad Token number in '%s'", text);
        memcpy(number, colon + 1, nl);
        number[nl] = '\0';
    }
    if (colon && !parse_int(number, 0, EX_TOKENS - 1, &index))
        return fail(r, EXILE_E_PARSE, "bad Token number in '%s'", text);
    int id = card_by_code(code);
    if (id < 0)
        return fail(r, EXILE_E_PARSE, "unknown card code '%s'", code);
    if (colon && ex_cards[id].kind != EXILE_CARD_TOKEN)
        return fail(r, EXILE_E_PARSE, "only a Token takes a number: '%s'", text);
    if (index >= 0) {
        unsigned inst = ex_token_instance(r->st, (unsigned)id, (unsigned)index);
        if (inst == EX_NO_CARD)
            return fail(r, EXILE_E_INCONSISTENT, "the supply has no %s number %" PRId64, code, index);
        if (r->placed[inst])
            return fail(r, EXILE_E_INCONSISTENT, "%s is placed twice", text);
        *out = inst;
        return EXILE_OK;
    }
    for (unsigned i = 0; i < EX_INSTANCES; i++) {
        if (r->st->def[i] != id)
            continue;
        if (i < EX_MOVES && r->placed[i])
            return fail(r, EXILE_E_INCONSISTENT, "card %s is placed twice", code);
        if (r->placed[i])
            continue;
        *out = i;
        return EXILE_OK;
    }
    if (ex_cards[id].kind == EXILE_CARD_TOKEN)
        return fail(r, EXILE_E_INCONSISTENT, "more %s Tokens than the supply holds", code);
    return fail(r, EXILE_E_INCONSISTENT, "card %s is in neither player's loadout", code);
}

static exile_status place(reader *r, unsigned inst, unsigned zone, unsigned seat, bool face_up, bool known)
{
    ex_state *st = r->st;
    const ex_card *c = ex_inst_card(st, inst);
    bool token = ex_is_token(inst);
    if (token && zone != ZONE_DECK && zone != ZONE_HAND && zone != ZONE_ATTACHED)
        return fail(r, EXILE_E_INCONSISTENT, "a Token cannot lie there (§4.5)");
    if (!token && zone != ZONE_ATTACHED && zone != ZONE_BLOCK && zone != ZONE_ATTACK && ex_owner(inst) != seat)
        return fail(r, EXILE_E_INCONSISTENT, "%s belongs to seat %u (§7.7: a card goes to its owner's zones)",
                    c->code, ex_owner(inst));
    if (face_up && zone != ZONE_DECK)
        return fail(r, EXILE_E_PARSE, "'^' marks a face-up card on a deck only");
    if (known && (zone != ZONE_HAND || token))
        return fail(r, EXILE_E_PARSE, "'+' marks a Move in a hand only");
    r->placed[inst] = true;
    st->zone[inst] = (uint8_t)zone;
    st->zseat[inst] = (uint8_t)seat;
    if (face_up)
        st->cflags[inst] |= CF_FACE_UP_ON_DECK;
    if (known)
        st->cflags[inst] |= CF_KNOWN_IN_HAND;
    int pile = ex_pile_of_zone(zone, seat);
    if (pile >= 0)
        ex_pile_add(st, (unsigned)pile, inst);
    else if (zone == ZONE_ATTACK)
        st->atk.card = (uint8_t)inst;
    return EXILE_OK;
}

static exile_status read_pile(reader *r, unsigned zone, unsigned first_card, unsigned seat)
{
    for (unsigned i = first_card; i < r->ntok; i++) {
        const char *code = r->tok[i];
        bool face_up = code[0] == '^', known = code[0] == '+';
        if (strcmp(code, "?") == 0)
            return fail(r, EXILE_E_PARSE, "'?' (a hidden card) is for views, not positions");
        unsigned inst;
        exile_status s = instance_of(r, code + (face_up || known), &inst);
        if (s == EXILE_OK)
            s = place(r, inst, zone, seat, face_up, known);
        if (s != EXILE_OK)
            return s;
        const char *at = strchr(code, '@');
        if (at) {
            /* A counter on an attached card (§4.5): "TK-01:0@MV-032"; a
             * Token on one of the seat's Gear: "TK-01:0@GR-05". */
            unsigned host = move_instance(r->st, at + 1);
            int gear = card_by_code(at + 1);
            for (unsigned g = 0; host == EX_NO_CARD && gear >= 0 && g < EX_GEAR; g++)
                if (r->st->seat[seat & 1u].gear[g] == gear)
                    host = EX_HOST_GEAR - 1u + g; /* + 1 below */
            if (!ex_is_token(inst) || zone != ZONE_ATTACHED || host == EX_NO_CARD)
                return fail(r, EXILE_E_INCONSISTENT, "'%s': only an attached Token lies on a card", code);
            r->st->host[inst] = (uint8_t)(host + 1u);
        }
    }
    return EXILE_OK;
}

static exile_status read_seat_loadout(reader *r)
{
    int64_t s;
    exile_status e = num(r, 1, 0, 1, &s);
    if (e != EXILE_OK)
        return e;
    if (r->ntok != 10)
        return fail(r, EXILE_E_PARSE, "seat needs an Exile, 4 Gear and 3 Memories");
    if (r->have_seat[s])
        return fail(r, EXILE_E_PARSE, "seat %" PRId64 " is given twice", s);
    exile_loadout lo = { r->tok[2], r->tok[4], r->tok[5], r->tok[6], { r->tok[7], r->tok[8], r->tok[9] } };
    ex_loadout_ids ids;
    exile_status st = ex_loadout_resolve(&lo, (int)s, &ids);
    if (st != EXILE_OK)
        return fail(r, st, "not a legal loadout (§2)");
    if (ids.gear[EXILE_GEAR_PRIMARY] != card_by_code(r->tok[3]))
        return fail(r, EXILE_E_BAD_LOADOUT, "%s is not the Primary Weapon of %s", r->tok[3], r->tok[2]);
    ex_seat *seat = &r->st->seat[s];
    seat->exile = ids.exile;
    for (unsigned g = 0; g < EX_GEAR; g++)
        seat->gear[g] = ids.gear[g];
    for (unsigned m = 0; m < EX_MEMORIES; m++)
        seat->memory[m] = ids.memory[m];
    seat->hp = ex_cards[ids.exile].base_hp;
    r->have_seat[s] = true;
    return EXILE_OK;
}

static exile_status read_flags2(reader *r, ex_seat *seat, bool memories)
{
    unsigned n = memories ? EX_MEMORIES : EX_GEAR;
    if (r->ntok != 2 + n)
        return fail(r, EXILE_E_PARSE, "'%s' needs %u entries", r->tok[0], n);
    uint8_t a = 0, b = 0;
    for (unsigned i = 0; i < n; i++) {
        const char *t = r->tok[2 + i];
        char on = memories ? 'U' : 'D', off = memories ? 'L' : 'A';
        char on2 = memories ? 't' : 'u', off2 = memories ? 'u' : 'f';
        if (strlen(t) != 2 || (t[0] != on && t[0] != off) || (t[1] != on2 && t[1] != off2))
            return fail(r, EXILE_E_PARSE, "bad entry '%s' (see doc/notation.md)", t);
        a = (uint8_t)(a | ((t[0] == on) << i));
        b = (uint8_t)(b | ((t[1] == on2) << i));
    }
    if (memories) {
        seat->mem_unlocked = a;
        seat->mem_tapped = b;
    } else {
        seat->gear_disarmed = a;
        seat->gear_upgraded = b;
    }
    return EXILE_OK;
}

static int name_index(const char *name, const char *(*namer)(unsigned), unsigned count)
{
    for (unsigned i = 0; i < count; i++)
        if (strcmp(namer(i), name) == 0)
            return (int)i;
    return -1;
}

static exile_status read_attack(reader *r)
{
    ex_attack *a = &r->st->atk;
    if (r->ntok == 2 && strcmp(r->tok[1], "-") == 0)
        return EXILE_OK;
    if (r->ntok != 20 && r->ntok != 24 && r->ntok != 26 && r->ntok != 27)
        return fail(r, EXILE_E_PARSE, "attack needs a card (or '-') and 18, 22, 24 or 25 numbers, or '-' alone");
    int64_t v[25] = { 0 };
    enum { A = EX_AMOUNT_MAX };
    static const int64_t hi[25] = { 1, 255, A, A, 2, A, A, 2, 1, 1, 1, 1, 1, 1, 1, 1, 255, 2, 1, EX_MOVES, A, 1, A, 1,
                                    EX_MOVES_PER_SEAT - 1 };
    for (unsigned i = 0; i + 2 < r->ntok; i++) {
        exile_status s = num(r, 2 + i, i == 5 ? -A : 0, hi[i], &v[i]);
        if (s != EXILE_OK)
            return s;
    }
    if (strcmp(r->tok[1], "-") != 0) {
        unsigned inst;
        exile_status s = instance_of(r, r->tok[1], &inst);
        if (s != EXILE_OK)
            return s;
        if (ex_is_token(inst) || ex_owner(inst) != v[0])
            return fail(r, EXILE_E_INCONSISTENT, "the attack must be a Move of its attacker");
        s = place(r, inst, ZONE_ATTACK, (unsigned)v[0], false, false);
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

static exile_status read_blocks(reader *r)
{
    ex_state *st = r->st;
    if (r->ntok > 1 && st->atk.card == EX_NO_CARD)
        return fail(r, EXILE_E_INCONSISTENT, "Block cards with no attack (put the attack line first)");
    for (unsigned i = 1; i < r->ntok; i++) {
        unsigned inst;
        exile_status s = instance_of(r, r->tok[i], &inst);
        if (s != EXILE_OK)
            return s;
        if (ex_is_token(inst) || ex_owner(inst) != ex_opp(st->atk.attacker))
            return fail(r, EXILE_E_INCONSISTENT, "a Block card must be a Move of the defender");
        s = place(r, inst, ZONE_BLOCK, ex_opp(st->atk.attacker), false, false);
        if (s != EXILE_OK)
            return s;
    }
    return EXILE_OK;
}

static exile_status read_trigger(reader *r)
{
    ex_state *st = r->st;
    if (r->ntok != 7 && r->ntok != 8)
        return fail(r, EXILE_E_PARSE, "trigger needs 6 or 7 values");
    int64_t deferred = 0;
    exile_status d = r->ntok == 8 ? num(r, 7, 0, 1, &deferred) : EXILE_OK;
    if (d != EXILE_OK)
        return d;
    if (st->trig_n >= EX_TRIGGER_CAP)
        return fail(r, EXILE_E_INCONSISTENT, "too many triggers");
    int64_t kind, seat, arg, target;
    exile_status s;
    if ((s = num(r, 1, 1, TRIG_KIND_COUNT - 1, &kind)) || (s = num(r, 2, 0, 1, &seat)) || (s = num(r, 4, 0, 255, &arg)) ||
        (s = num(r, 5, 0, EX_AMOUNT_MAX, &target)))
        return s;
    int card = card_by_code(r->tok[3]);
    int token = strcmp(r->tok[6], "-") == 0 ? 0 : card_by_code(r->tok[6]);
    if (card < 0 || token < 0 || (token && ex_cards[token].kind != EXILE_CARD_TOKEN))
        return fail(r, EXILE_E_PARSE, "unknown card in trigger");
    ex_trigger_push_at(st, (unsigned)kind, (unsigned)seat, (unsigned)card, (unsigned)arg, (unsigned)target);
    st->trig[st->trig_n - 1].token = (uint8_t)token;
    st->trig[st->trig_n - 1].deferred = (uint8_t)deferred;
    return EXILE_OK;
}

/* "prepared S CARD COST DUE" or "prepared S -". */
static exile_status read_prepared(reader *r, unsigned s)
{
    if (r->ntok == 3 && strcmp(r->tok[2], "-") == 0)
        return EXILE_OK;
    int64_t cost, due;
    exile_status e;
    if (r->ntok != 5)
        return fail(r, EXILE_E_PARSE, "prepared needs a Finisher, its cost and whether it is due, or '-'");
    if ((e = num(r, 3, 0, EX_AMOUNT_MAX, &cost)) || (e = num(r, 4, 0, 1, &due)))
        return e;
    unsigned inst;
    if ((e = instance_of(r, r->tok[2], &inst)))
        return e;
    if (!ex_is_finisher(r->st, inst))
        return fail(r, EXILE_E_INCONSISTENT, "only a Finisher is prepared (§5 Action D)");
    if ((e = place(r, inst, ZONE_PREPARED, s, false, false)))
        return e;
    r->st->seat[s].prepared = (uint8_t)inst;
    r->st->seat[s].prepared_cost = (uint8_t)cost;
    r->st->seat[s].finisher_due = (uint8_t)due;
    return EXILE_OK;
}

/* "stack CARD SEAT FLAGS TARGET..." : one entry, bottom first. */
static exile_status read_stack(reader *r)
{
    ex_state *st = r->st;
    if (r->ntok < 4 || r->ntok > 4 + EX_MAX_TARGETS)
        return fail(r, EXILE_E_PARSE, "stack needs a card, a seat, flags and up to 3 targets");
    if (ex_stack(st).n >= EX_STACK_CAP)
        return fail(r, EXILE_E_INCONSISTENT, "the stack overflows");
    int64_t seat, flags, t;
    exile_status e;
    if ((e = num(r, 2, 0, 1, &seat)) || (e = num(r, 3, 0, 7, &flags)))
        return e;
    unsigned inst;
    if ((e = instance_of(r, r->tok[1], &inst)))
        return e;
    if (ex_is_token(inst) || ex_owner(inst) != seat)
        return fail(r, EXILE_E_INCONSISTENT, "a card on the stack is a Move of its player");
    if ((e = place(r, inst, ZONE_STACK, (unsigned)seat, false, false)))
        return e;
    ex_stack_entry *en = &st->entry[ex_stack(st).n - 1];
    en->seat = (uint8_t)seat;
    en->flags = (uint8_t)flags;
    for (unsigned i = 4; i < r->ntok; i++) {
        if ((e = num(r, i, 0, 255, &t)))
            return e;
        en->target[en->ntargets++] = (uint8_t)t;
    }
    return EXILE_OK;
}

/* "as-block S CARD...": the Combat cards of S's Momentum Zone that entered
 * it as a successful block (G40); checked once every card lies in place. */
static exile_status read_as_block(reader *r, unsigned seat)
{
    for (unsigned i = 2; i < r->ntok; i++) {
        unsigned inst = move_instance(r->st, r->tok[i]);
        if (inst == EX_NO_CARD || ex_owner(inst) != seat)
            return fail(r, EXILE_E_INCONSISTENT, "'%s' is no Move of seat %u", r->tok[i], seat);
        if (ex_inst_card(r->st, inst)->move_type != EXILE_MOVE_COMBAT)
            return fail(r, EXILE_E_INCONSISTENT, "'%s' is no Combat card: it has one role", r->tok[i]);
        r->st->cflags[inst] |= CF_AS_BLOCK;
    }
    return EXILE_OK;
}

static const char *const zone_keys[] = { "deck", "hand", "recall", "destroyed", "momentum", "attached" };
static const uint8_t zone_ids[] = { ZONE_DECK, ZONE_HAND, ZONE_RECALL, ZONE_DESTROYED, ZONE_MOMENTUM, ZONE_ATTACHED };

/* A line about one seat: "<key> <seat> ...". */
static exile_status read_seat_line(reader *r, const char *key, bool *known)
{
    int64_t s;
    *known = true;
    for (unsigned z = 0; z < sizeof zone_ids; z++)
        if (strcmp(key, zone_keys[z]) == 0) {
            exile_status e = num(r, 1, 0, 1, &s);
            return e ? e : read_pile(r, zone_ids[z], 2, (unsigned)s);
        }
    if (strcmp(key, "as-block") == 0) {
        exile_status e = num(r, 1, 0, 1, &s);
        return e ? e : read_as_block(r, (unsigned)s);
    }
    static const char *const keys[] = { "hp", "exile", "memories", "gear", "stamina", "round-flags", "next-attack",
                                        "prepared" };
    unsigned k = 0;
    while (k < 8 && strcmp(key, keys[k]) != 0)
        k++;
    if (k == 8) {
        *known = false;
        return EXILE_OK;
    }
    exile_status e = num(r, 1, 0, 1, &s);
    if (e)
        return e;
    ex_seat *seat = &r->st->seat[s];
    int64_t v, w;
    switch (k) {
    case 0:
        if ((e = values(r, 2, 2)) || (e = num(r, 2, -EX_HP_MAX, EX_HP_MAX, &v)))
            return e;
        seat->hp = (int16_t)v;
        return EXILE_OK;
    case 1:
        if (r->ntok < 3 || (strcmp(r->tok[2], "engaged") && strcmp(r->tok[2], "upright")))
            return fail(r, EXILE_E_PARSE, "exile needs 'engaged' or 'upright'");
        seat->engaged = strcmp(r->tok[2], "engaged") == 0;
        for (unsigned i = 3; i < r->ntok; i++) {
            if (strcmp(r->tok[i], "spent") == 0)
                seat->spent = 1;
            else if (strcmp(r->tok[i], "unleashed") == 0)
                seat->unleashed = 1;
            else
                return fail(r, EXILE_E_PARSE, "unknown Exile state '%s'", r->tok[i]);
        }
        return EXILE_OK;
    case 2: return read_flags2(r, seat, true);
    case 3: return read_flags2(r, seat, false);
    case 4:
        if ((e = values(r, 2, 2)) || (e = num(r, 2, 0, EX_AMOUNT_MAX, &v)))
            return e;
        seat->floating = (uint8_t)v;
        return EXILE_OK;
    case 6: {
        int64_t u = 0, p = 0;
        if ((e = values(r, 2, 5)) || (e = num(r, 2, 0, EX_AMOUNT_MAX, &v)) ||
            (r->ntok > 3 && (e = num(r, 3, 0, EX_AMOUNT_MAX, &w))) || (r->ntok > 4 && (e = num(r, 4, 0, 15, &u))) ||
            (r->ntok > 5 && (e = num(r, 5, 0, 31, &p))))
            return e;
        seat->next_attack = (uint8_t)v;
        seat->next_overcommit = (uint8_t)(r->ntok > 3 ? w : 0);
        seat->ability_used = (uint8_t)u;
        seat->p09_used = (uint8_t)p;
        return EXILE_OK;
    }
    case 7:
        return read_prepared(r, (unsigned)s);
    default:
        if ((e = values(r, 4, 5)) || (e = num(r, 2, 0, RF_ALL, &v)) || (e = num(r, 3, 0, EX_AMOUNT_MAX, &w)) ||
            (e = number_or_none(r, 4, EX_GEAR - 1, &seat->rearm_pick)) ||
            (r->ntok > 5 && (e = number_or_none(r, 5, EX_INSTANCES - 1, &seat->exchange_pick))))
            return e;
        seat->round_flags = (uint8_t)v;
        seat->successes = (uint8_t)w;
        return EXILE_OK;
    }
}

/* "rng STATE INC": two hexadecimal numbers of up to 16 digits, INC odd. */
static exile_status read_rng(reader *r)
{
    ex_state *st = r->st;
    exile_status e = values(r, 2, 2);
    if (e)
        return e;
    if (!parse_digits(r->tok[1], 16, UINT64_MAX, &st->rng_state) ||
        !parse_digits(r->tok[2], 16, UINT64_MAX, &st->rng_inc) || !(st->rng_inc & 1u))
        return fail(r, EXILE_E_PARSE, "rng needs two hexadecimal numbers of up to 16 digits, the second odd");
    r->have_rng = true;
    return EXILE_OK;
}

static exile_status read_global(reader *r, const char *key)
{
    ex_state *st = r->st;
    int64_t a, b, c, d;
    exile_status e;
    if (strcmp(key, "round") == 0) {
        if ((e = values(r, 2, 2)) || (e = num(r, 1, 1, EXILE_MAX_ROUNDS_LIMIT, &a)) ||
            (e = num(r, 2, 1, EXILE_MAX_ROUNDS_LIMIT, &b)))
            return e;
        st->round = (uint16_t)a;
        st->max_rounds = (uint16_t)b;
    } else if (strcmp(key, "flags") == 0) {
        if ((e = values(r, 1, 1)) || (e = num(r, 1, 0, EX_MATCH_FLAGS, &a)))
            return e;
        st->flags = (uint8_t)a;
    } else if (strcmp(key, "players") == 0) {
        if ((e = values(r, 4, 4)) || (e = num(r, 1, 0, 1, &a)) || (e = num(r, 2, 0, 1, &b)) ||
            (e = num(r, 3, 0, 1, &c)) || (e = num(r, 4, 0, 1, &d)))
            return e;
        st->first_player = (uint8_t)a;
        st->initiative = (uint8_t)b;
        st->turn = (uint8_t)c;
        st->next_turn = (uint8_t)d;
    } else if (strcmp(key, "rng") == 0) {
        return read_rng(r);
    } else if (strcmp(key, "seed") == 0) {
        if ((e = values(r, 1, 1)))
            return e;
        if (!parse_digits(r->tok[1], 10, UINT64_MAX, &r->seed))
            return fail(r, EXILE_E_PARSE, "'%s' is not a seed: a number from 0 to %" PRIu64, r->tok[1], UINT64_MAX);
    } else if (strcmp(key, "step") == 0) {
        int s = r->ntok > 1 ? name_index(r->tok[1], ex_step_name, STEP_COUNT) : -1;
        if (s < 0)
            return fail(r, EXILE_E_PARSE, "unknown step");
        if ((e = values(r, 2, 2)) || (e = num(r, 2, 0, 2, &a)))
            return e;
        st->step = (uint8_t)s;
        st->phase_seat = (uint8_t)a;
    } else if (strcmp(key, "decision") == 0) {
        int dcs = r->ntok > 1 ? name_index(r->tok[1], ex_decision_name, DEC_COUNT) : -1;
        if (dcs < 0)
            return fail(r, EXILE_E_PARSE, "unknown decision");
        if ((e = values(r, 6, 6)) || (e = num(r, 2, 0, 1, &a)))
            return e;
        for (unsigned i = 0; i < 4; i++) {
            if ((e = num(r, 3 + i, 0, 255, &b)))
                return e;
            st->dec_arg[i] = (uint8_t)b;
        }
        st->decision = (uint8_t)dcs;
        st->actor = (uint8_t)a;
        r->have_decision = true;
    } else if (strcmp(key, "window") == 0) {
        if ((e = values(r, 3, 3)) || (e = num(r, 1, 0, EX_INSTANCES, &a)) || (e = num(r, 2, 0, 1, &b)) ||
            (e = num(r, 3, 0, 1, &c)))
            return e;
        st->win_last_channel = (uint8_t)a;
        st->win_channeled = (uint8_t)b;
        st->win_pre_action = (uint8_t)c;
    } else if (strcmp(key, "stun") == 0) {
        if ((e = values(r, 2, 2)) || (e = seat_or_none(r, 1, &st->stun_pending)) ||
            (e = seat_or_none(r, 2, &st->stun_turn)))
            return e;
    } else if (strcmp(key, "winner") == 0) {
        if ((e = values(r, 1, 1)) || (e = num(r, 1, -1, 2, &a)))
            return e;
        st->winner = (int8_t)a;
    } else if (strcmp(key, "actions") == 0) {
        if ((e = values(r, 1, 1)) || (e = num(r, 1, 0, UINT32_MAX, &a)))
            return e;
        st->actions = (uint32_t)a;
    } else if (strcmp(key, "attack") == 0) {
        return read_attack(r);
    } else if (strcmp(key, "blocks") == 0) {
        return read_blocks(r);
    } else if (strcmp(key, "trigger") == 0) {
        return read_trigger(r);
    } else if (strcmp(key, "stack") == 0) {
        return read_stack(r);
    } else if (strcmp(key, "tactics") == 0) {
        int s = r->ntok == 5 ? name_index(r->tok[1], ex_step_name, STEP_COUNT) : -1;
        if (s < 0 || (e = num(r, 2, 0, EX_MOVES - 1, &a)) || (e = num(r, 3, 0, 1, &b)) || (e = num(r, 4, 0, 1, &c)))
            return s < 0 ? fail(r, EXILE_E_PARSE, "tactics needs a step, a card instance, and two 0 or 1") : e;
        st->react_after = (uint8_t)s;
        st->action_card = (uint8_t)a;
        st->action_resolved = (uint8_t)b;
        st->after_action_done = (uint8_t)c;
    } else {
        bool known;
        e = read_seat_line(r, key, &known);
        if (!known)
            return fail(r, EXILE_E_PARSE, "unknown key '%s'", key);
        return e;
    }
    return EXILE_OK;
}

/* Splits one line into its values, at spaces and tabs; '#' starts a
 * comment. The line is cut in place (no hidden state: two threads read
 * two texts at once). */
static exile_status tokenize(reader *r, char *line)
{
    char *hash = strchr(line, '#');
    if (hash)
        *hash = '\0';
    r->ntok = 0;
    for (char *p = line + strspn(line, " \t"); *p; p += strspn(p, " \t")) {
        if (r->ntok == MAX_TOKENS)
            return fail(r, EXILE_E_PARSE, "line too long");
        r->tok[r->ntok++] = p;
        p += strcspn(p, " \t");
        if (*p)
            *p++ = '\0';
    }
    return EXILE_OK;
}

/* Runs @p fn over every line; pass 1 reads the header and the seats. */
static exile_status each_line(reader *r, const char *text, int pass)
{
    char line[MAX_LINE];
    r->line = 0;
    bool header = false, ended = false;
    for (const char *p = text; *p;) {
        /* A line ends at LF, CR or CRLF. */
        size_t len = strcspn(p, "\r\n");
        r->line++;
        if (len >= MAX_LINE)
            return fail(r, EXILE_E_PARSE, "line too long");
        memcpy(line, p, len);
        line[len] = '\0';
        p += len;
        p += p[0] == '\r' && p[1] == '\n' ? 2 : p[0] ? 1 : 0;
        exile_status e = tokenize(r, line);
        if (e != EXILE_OK)
            return e;
        if (r->ntok == 0)
            continue;
        if (ended)
            return fail(r, EXILE_E_PARSE, "text after 'end'");
        if (!header) {
            if (r->ntok != 2 || strcmp(r->tok[0], "exile-notation") || strcmp(r->tok[1], "1"))
                return fail(r, EXILE_E_PARSE, "the first line must be 'exile-notation 1'");
            header = true;
            continue;
        }
        if (strcmp(r->tok[0], "end") == 0) {
            if ((e = values(r, 0, 0)))
                return e;
            ended = true;
            continue;
        }
        bool is_seat = strcmp(r->tok[0], "seat") == 0;
        if (pass == 1 && is_seat)
            e = read_seat_loadout(r);
        else if (pass == 2 && !is_seat)
            e = read_global(r, r->tok[0]);
        if (e != EXILE_OK)
            return e;
    }
    if (!header)
        return fail(r, EXILE_E_PARSE, "empty text");
    return EXILE_OK;
}

exile_status ex_notation_read(ex_state *st, const char *text, char *err, size_t err_cap)
{
    reader r;
    memset(&r, 0, sizeof r);
    r.st = st;
    r.err = err;
    r.err_cap = err_cap;
    memset(st, 0, sizeof *st);
    st->magic = EX_STATE_MAGIC;
    exile_status e = each_line(&r, text, 1);
    if (e != EXILE_OK)
        return e;
    r.line = 0;
    if (!r.have_seat[0] || !r.have_seat[1])
        return fail(&r, EXILE_E_PARSE, "both 'seat 0' and 'seat 1' lines are needed");
    ex_loadout_ids lo[EX_SEATS];
    for (unsigned s = 0; s < EX_SEATS; s++) {
        lo[s].exile = st->seat[s].exile;
        for (unsigned g = 0; g < EX_GEAR; g++)
            lo[s].gear[g] = st->seat[s].gear[g];
        for (unsigned m = 0; m < EX_MEMORIES; m++)
            lo[s].memory[m] = st->seat[s].memory[m];
        st->seat[s].rearm_pick = EX_NO_CARD;
        st->seat[s].exchange_pick = EX_NO_CARD;
        st->seat[s].prepared = EX_NO_CARD;
    }
    exile_status ls = ex_loadouts_check(lo);
    if (ls == EXILE_E_UNSUPPORTED)
        return fail(&r, ls, "a loadout holds an Exile or a Gear whose text this version does not execute yet");
    if (ls != EXILE_OK)
        return fail(&r, EXILE_E_BAD_LOADOUT, "a card is with both players (§2)");
    ex_assign_instances(st, lo);
    /* Defaults (doc/notation.md). */
    st->round = 1;
    st->max_rounds = EXILE_DEFAULT_MAX_ROUNDS;
    st->winner = -1;
    st->atk.card = EX_NO_CARD;
    st->stun_pending = st->stun_turn = EX_NO_CARD;
    st->step = STEP_TURN_BEGIN;
    e = each_line(&r, text, 2);
    if (e != EXILE_OK)
        return e;
    r.line = 0;
    if (!r.have_rng)
        ex_rng_seed(st, r.seed);
    ex_passives_refresh(st);
    /* Moves not placed lie at the bottom of their owner's deck, in their
     * Gear's order; Tokens not placed are in the supply. */
    for (unsigned i = 0; i < EX_INSTANCES; i++) {
        if (r.placed[i])
            continue;
        if (ex_is_token(i)) {
            st->zone[i] = ZONE_SUPPLY;
            st->zseat[i] = 0;
        } else {
            place(&r, i, ZONE_DECK, ex_owner(i), false, false);
        }
    }
    if (r.have_decision != (st->decision != DEC_NONE) && st->winner < 0)
        return fail(&r, EXILE_E_INCONSISTENT, "a running match needs a decision other than 'none', or no decision line");
    return ex_state_check(st, err, err_cap);
}
