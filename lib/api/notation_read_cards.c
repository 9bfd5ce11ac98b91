/*
 * Reading the notation's seats, piles and cards (notation_read.h): the
 * lines that both versions write alike.
 * SPDX-License-Identifier: MIT
 */
#include <inttypes.h>
#include <string.h>

#include "notation_read.h"

int ex_nr_card_by_code(const char *code)
{
    for (int i = 0; i < CARD_COUNT; i++)
        if (strcmp(ex_cards[i].code, code) == 0)
            return i;
    return -1;
}

/* The instance of the Move with this code (a Move has one), or EX_NO_CARD. */
static unsigned move_instance(const ex_state *st, const char *code)
{
    int id = ex_nr_card_by_code(code);
    for (unsigned i = 0; id >= 0 && i < EX_MOVES; i++)
        if (st->def[i] == id)
            return i;
    return EX_NO_CARD;
}

exile_status ex_nr_instance_of(ex_reader *r, const char *text, unsigned *out)
{
    char code[16];
    int64_t index = -1;
    const char *colon = strchr(text, ':');
    const char *at = strchr(text, '@');
    size_t len = colon ? (size_t)(colon - text) : at ? (size_t)(at - text) : strlen(text);
    if (len >= sizeof code)
        return ex_nr_fail(r, EXILE_E_PARSE, "unknown card code '%s'", text);
    memcpy(code, text, len);
    code[len] = '\0';
    char number[8] = "";
    if (colon) {
        size_t nl = at ? (size_t)(at - colon - 1) : strlen(colon + 1);
        if (nl >= sizeof number)
            return ex_nr_fail(r, EXILE_E_PARSE, "bad Token number in '%s'", text);
        memcpy(number, colon + 1, nl);
        number[nl] = '\0';
    }
    if (colon && !ex_nr_int(number, 0, EX_TOKENS - 1, &index))
        return ex_nr_fail(r, EXILE_E_PARSE, "bad Token number in '%s'", text);
    int id = ex_nr_card_by_code(code);
    if (id < 0)
        return ex_nr_fail(r, EXILE_E_PARSE, "unknown card code '%s'", code);
    if (colon && ex_cards[id].kind != EXILE_CARD_TOKEN)
        return ex_nr_fail(r, EXILE_E_PARSE, "only a Token takes a number: '%s'", text);
    if (index >= 0) {
        unsigned inst = ex_token_instance(r->st, (unsigned)id, (unsigned)index);
        if (inst == EX_NO_CARD)
            return ex_nr_fail(r, EXILE_E_INCONSISTENT, "the supply has no %s number %" PRId64, code, index);
        if (r->placed[inst])
            return ex_nr_fail(r, EXILE_E_INCONSISTENT, "%s is placed twice", text);
        *out = inst;
        return EXILE_OK;
    }
    for (unsigned i = 0; i < EX_INSTANCES; i++) {
        if (r->st->def[i] != id)
            continue;
        if (i < EX_MOVES && r->placed[i])
            return ex_nr_fail(r, EXILE_E_INCONSISTENT, "card %s is placed twice", code);
        if (r->placed[i])
            continue;
        *out = i;
        return EXILE_OK;
    }
    if (ex_cards[id].kind == EXILE_CARD_TOKEN)
        return ex_nr_fail(r, EXILE_E_INCONSISTENT, "more %s Tokens than the supply holds", code);
    return ex_nr_fail(r, EXILE_E_INCONSISTENT, "card %s is in neither player's loadout", code);
}

/* A Token names its number here: the field says which of the alike
 * Tokens it is, and the Token lies in its place already. */
exile_status ex_nr_card_ref(ex_reader *r, const char *text, unsigned *out)
{
    const char *colon = strchr(text, ':');
    char code[16];
    size_t len = colon ? (size_t)(colon - text) : strlen(text);
    int64_t index = 0;
    int id = -1;
    if (len < sizeof code) {
        memcpy(code, text, len);
        code[len] = '\0';
        id = ex_nr_card_by_code(code);
    }
    if (id < 0)
        return ex_nr_fail(r, EXILE_E_PARSE, "unknown card code '%s'", text);
    if (ex_cards[id].kind == EXILE_CARD_TOKEN) {
        if (!colon || !ex_nr_int(colon + 1, 0, EX_TOKENS - 1, &index))
            return ex_nr_fail(r, EXILE_E_PARSE, "'%s': a Token here needs its number ('%s:0')", text, code);
        *out = ex_token_instance(r->st, (unsigned)id, (unsigned)index);
        if (*out == EX_NO_CARD)
            return ex_nr_fail(r, EXILE_E_INCONSISTENT, "the supply has no %s number %" PRId64, code, index);
        return EXILE_OK;
    }
    if (colon)
        return ex_nr_fail(r, EXILE_E_PARSE, "only a Token takes a number: '%s'", text);
    *out = move_instance(r->st, code);
    if (*out == EX_NO_CARD)
        return ex_nr_fail(r, EXILE_E_INCONSISTENT, "card %s is in neither player's loadout", code);
    return EXILE_OK;
}

/* The flag of the mark that @p text begins with, or 0. */
static unsigned mark_of(const char *text)
{
    for (unsigned k = 0; k < EX_CARD_MARKS; k++)
        if (text[0] == ex_card_marks[k].mark)
            return ex_card_marks[k].flag;
    return 0;
}

exile_status ex_nr_place(ex_reader *r, unsigned inst, unsigned zone, unsigned seat, unsigned mark)
{
    ex_state *st = r->st;
    const ex_card *c = ex_inst_card(st, inst);
    bool token = ex_is_token(inst);
    if (token && zone != ZONE_DECK && zone != ZONE_HAND && zone != ZONE_ATTACHED)
        return ex_nr_fail(r, EXILE_E_INCONSISTENT, "a Token cannot lie there (§4.5)");
    if (!token && zone != ZONE_ATTACHED && zone != ZONE_BLOCK && zone != ZONE_ATTACK && ex_owner(inst) != seat)
        return ex_nr_fail(r, EXILE_E_INCONSISTENT, "%s belongs to seat %u (§7.7: a card goes to its owner's zones)",
                    c->code, ex_owner(inst));
    if ((mark & CF_FACE_UP_ON_DECK) && zone != ZONE_DECK)
        return ex_nr_fail(r, EXILE_E_PARSE, "'^' marks a face-up card on a deck only");
    if ((mark & CF_KNOWN_IN_HAND) && (zone != ZONE_HAND || token))
        return ex_nr_fail(r, EXILE_E_PARSE, "'+' marks a Move in a hand only");
    if ((mark & CF_NOT_FROM_DECK) && ((zone != ZONE_HAND && zone != ZONE_ATTACK) || token))
        return ex_nr_fail(r, EXILE_E_PARSE, "'~' marks a Move in a hand or the attack only");
    if ((mark & CF_BOTTOM_KNOWN) && zone != ZONE_DECK)
        return ex_nr_fail(r, EXILE_E_PARSE, "'_' marks a card on the bottom of a deck only");
    r->placed[inst] = true;
    st->zone[inst] = (uint8_t)zone;
    st->zseat[inst] = (uint8_t)seat;
    st->cflags[inst] |= (uint8_t)mark;
    int pile = ex_pile_of_zone(zone, seat);
    if (pile >= 0)
        ex_pile_add(st, (unsigned)pile, inst);
    else if (zone == ZONE_ATTACK)
        st->atk.card = (uint8_t)inst;
    return EXILE_OK;
}

exile_status ex_nr_attack_card(ex_reader *r, const char *text, unsigned attacker)
{
    unsigned inst, mark = mark_of(text);
    exile_status e = ex_nr_instance_of(r, text + (mark != 0), &inst);
    if (e != EXILE_OK)
        return e;
    if (ex_is_token(inst) || ex_owner(inst) != attacker)
        return ex_nr_fail(r, EXILE_E_INCONSISTENT, "the attack must be a Move of its attacker");
    return ex_nr_place(r, inst, ZONE_ATTACK, attacker, mark);
}

static exile_status read_pile(ex_reader *r, unsigned zone, unsigned first_card, unsigned seat)
{
    for (unsigned i = first_card; i < r->ntok; i++) {
        const char *code = r->tok[i];
        unsigned mark = mark_of(code);
        if (strcmp(code, "?") == 0)
            return ex_nr_fail(r, EXILE_E_PARSE, "'?' (a hidden card) is for views, not positions");
        unsigned inst;
        exile_status s = ex_nr_instance_of(r, code + (mark != 0), &inst);
        if (s == EXILE_OK)
            s = ex_nr_place(r, inst, zone, seat, mark);
        if (s != EXILE_OK)
            return s;
        const char *at = strchr(code, '@');
        if (at) {
            /* A counter on an attached card (§4.5): "TK-01:0@MV-032"; a
             * Token on one of the seat's Gear: "TK-01:0@GR-05". */
            unsigned host = move_instance(r->st, at + 1);
            int gear = ex_nr_card_by_code(at + 1);
            for (unsigned g = 0; host == EX_NO_CARD && gear >= 0 && g < EX_GEAR; g++)
                if (r->st->seat[seat & 1u].gear[g] == gear)
                    host = EX_HOST_GEAR - 1u + g; /* + 1 below */
            if (!ex_is_token(inst) || zone != ZONE_ATTACHED || host == EX_NO_CARD)
                return ex_nr_fail(r, EXILE_E_INCONSISTENT, "'%s': only an attached Token lies on a card", code);
            r->st->host[inst] = (uint8_t)(host + 1u);
        }
    }
    return EXILE_OK;
}

exile_status ex_nr_seat_loadout(ex_reader *r)
{
    int64_t s;
    exile_status e = ex_nr_num(r, 1, 0, 1, &s);
    if (e != EXILE_OK)
        return e;
    if (r->ntok != 10)
        return ex_nr_fail(r, EXILE_E_PARSE, "seat needs an Exile, 4 Gear and 3 Memories");
    if (r->have_seat[s])
        return ex_nr_fail(r, EXILE_E_PARSE, "seat %" PRId64 " is given twice", s);
    exile_loadout lo = { r->tok[2], r->tok[4], r->tok[5], r->tok[6], { r->tok[7], r->tok[8], r->tok[9] } };
    ex_loadout_ids ids;
    exile_status st = ex_loadout_resolve(&lo, (int)s, &ids);
    /* A code that names no card is a malformed text, as on every other
     * line; known cards that make no loadout are a bad loadout. */
    if (st == EXILE_E_NOT_FOUND)
        return ex_nr_fail(r, EXILE_E_PARSE, "seat %" PRId64 " names a card code that is no card", s);
    if (st != EXILE_OK)
        return ex_nr_fail(r, st, "not a legal loadout (§2)");
    if (ids.gear[EXILE_GEAR_PRIMARY] != ex_nr_card_by_code(r->tok[3]))
        return ex_nr_fail(r, EXILE_E_BAD_LOADOUT, "%s is not the Primary Weapon of %s", r->tok[3], r->tok[2]);
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

static exile_status read_flags2(ex_reader *r, ex_seat *seat, bool memories)
{
    unsigned n = memories ? EX_MEMORIES : EX_GEAR;
    if (r->ntok != 2 + n)
        return ex_nr_fail(r, EXILE_E_PARSE, "'%s' needs %u entries", r->tok[0], n);
    uint8_t a = 0, b = 0;
    for (unsigned i = 0; i < n; i++) {
        const char *t = r->tok[2 + i];
        char on = memories ? 'U' : 'D', off = memories ? 'L' : 'A';
        char on2 = memories ? 't' : 'u', off2 = memories ? 'u' : 'f';
        if (strlen(t) != 2 || (t[0] != on && t[0] != off) || (t[1] != on2 && t[1] != off2))
            return ex_nr_fail(r, EXILE_E_PARSE, "bad entry '%s' (see doc/notation.md)", t);
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

static exile_status read_blocks(ex_reader *r)
{
    ex_state *st = r->st;
    if (r->ntok > 1 && st->atk.card == EX_NO_CARD)
        return ex_nr_fail(r, EXILE_E_INCONSISTENT, "Block cards with no attack (put the attack line first)");
    for (unsigned i = 1; i < r->ntok; i++) {
        unsigned inst;
        exile_status s = ex_nr_instance_of(r, r->tok[i], &inst);
        if (s != EXILE_OK)
            return s;
        if (ex_is_token(inst) || ex_owner(inst) != ex_opp(st->atk.attacker))
            return ex_nr_fail(r, EXILE_E_INCONSISTENT, "a Block card must be a Move of the defender");
        s = ex_nr_place(r, inst, ZONE_BLOCK, ex_opp(st->atk.attacker), 0);
        if (s != EXILE_OK)
            return s;
    }
    return EXILE_OK;
}

/* "as-block S CARD...": the Combat cards of S's Momentum Zone that entered
 * it as a successful block (G40); checked once every card lies in place. */
static exile_status read_as_block(ex_reader *r, unsigned seat)
{
    for (unsigned i = 2; i < r->ntok; i++) {
        unsigned inst = move_instance(r->st, r->tok[i]);
        if (inst == EX_NO_CARD || ex_owner(inst) != seat)
            return ex_nr_fail(r, EXILE_E_INCONSISTENT, "'%s' is no Move of seat %u", r->tok[i], seat);
        if (ex_inst_card(r->st, inst)->move_type != EXILE_MOVE_COMBAT)
            return ex_nr_fail(r, EXILE_E_INCONSISTENT, "'%s' is no Combat card: it has one role", r->tok[i]);
        r->st->cflags[inst] |= CF_AS_BLOCK;
    }
    return EXILE_OK;
}

static const char *const zone_keys[] = { "deck", "hand", "recall", "destroyed", "momentum", "attached" };
static const uint8_t zone_ids[] = { ZONE_DECK, ZONE_HAND, ZONE_RECALL, ZONE_DESTROYED, ZONE_MOMENTUM, ZONE_ATTACHED };

exile_status ex_nr_prepared(ex_reader *r, unsigned seat, const char *code)
{
    unsigned inst;
    exile_status e = ex_nr_instance_of(r, code, &inst);
    if (e)
        return e;
    if (!ex_is_finisher(r->st, inst))
        return ex_nr_fail(r, EXILE_E_INCONSISTENT, "only a Finisher is prepared (§5 Action D)");
    if ((e = ex_nr_place(r, inst, ZONE_PREPARED, seat, 0)))
        return e;
    r->st->seat[seat].prepared = (uint8_t)inst;
    return EXILE_OK;
}

/* The lines both versions write alike. */
exile_status ex_nr_common_line(ex_reader *r, bool *known)
{
    const char *key = r->tok[0];
    ex_state *st = r->st;
    int64_t s, v;
    exile_status e;
    *known = true;
    if (strcmp(key, "seed") == 0) {
        if ((e = ex_nr_values(r, 1, 1)))
            return e;
        if (!ex_nr_digits(r->tok[1], 10, UINT64_MAX, &r->seed))
            return ex_nr_fail(r, EXILE_E_PARSE, "'%s' is not a seed: a number from 0 to %" PRIu64, r->tok[1],
                              UINT64_MAX);
        return EXILE_OK;
    }
    if (strcmp(key, "actions") == 0) {
        if ((e = ex_nr_values(r, 1, 1)) || (e = ex_nr_num(r, 1, 0, UINT32_MAX, &v)))
            return e;
        st->actions = (uint32_t)v;
        return EXILE_OK;
    }
    if (strcmp(key, "blocks") == 0)
        return read_blocks(r);
    static const char *const keys[] = { "hp", "exile", "memories", "gear", "stamina", "as-block" };
    unsigned k = 0, z = 0;
    while (z < sizeof zone_ids && strcmp(key, zone_keys[z]) != 0)
        z++;
    while (k < 6 && strcmp(key, keys[k]) != 0)
        k++;
    if (z == sizeof zone_ids && k == 6) {
        *known = false;
        return EXILE_OK;
    }
    if ((e = ex_nr_num(r, 1, 0, 1, &s)))
        return e;
    if (z < sizeof zone_ids)
        return read_pile(r, zone_ids[z], 2, (unsigned)s);
    ex_seat *seat = &st->seat[s];
    switch (k) {
    case 0:
        if ((e = ex_nr_values(r, 2, 2)) || (e = ex_nr_num(r, 2, -EX_HP_MAX, EX_HP_MAX, &v)))
            return e;
        seat->hp = (int16_t)v;
        return EXILE_OK;
    case 1:
        if (r->ntok < 3 || (strcmp(r->tok[2], "engaged") && strcmp(r->tok[2], "upright")))
            return ex_nr_fail(r, EXILE_E_PARSE, "exile needs 'engaged' or 'upright'");
        seat->engaged = strcmp(r->tok[2], "engaged") == 0;
        for (unsigned i = 3; i < r->ntok; i++) {
            if (strcmp(r->tok[i], "spent") == 0)
                seat->spent = 1;
            else if (strcmp(r->tok[i], "unleashed") == 0)
                seat->unleashed = 1;
            else
                return ex_nr_fail(r, EXILE_E_PARSE, "unknown Exile state '%s'", r->tok[i]);
        }
        return EXILE_OK;
    case 2: return read_flags2(r, seat, true);
    case 3: return read_flags2(r, seat, false);
    case 4:
        if ((e = ex_nr_values(r, 2, 2)) || (e = ex_nr_num(r, 2, 0, EX_AMOUNT_MAX, &v)))
            return e;
        seat->floating = (uint8_t)v;
        return EXILE_OK;
    default: return read_as_block(r, (unsigned)s);
    }
}
