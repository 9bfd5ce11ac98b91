/*
 * Actions as short text: "attack face-down: Blind Coil", "declare 3",
 * "tap: The Lantern Vigil", "pass". A card is named by its printed name
 * (a Token by its kind); a Memory or Gear slot by the card in it. And
 * the card instance an action names (exile_action_instance), which the
 * text's table of arguments tells.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <string.h>

#include "match.h"

/* How each kind is written, and what its argument names. */
enum arg_kind { ARG_NONE, ARG_CARD, ARG_MEMORY, ARG_GEAR, ARG_NUMBER, ARG_TARGET };

static const struct {
    const char *verb;
    uint8_t arg;
} kinds[EXILE_ACT_KIND_COUNT] = {
    [EXILE_ACT_END] = { "end", ARG_NONE },
    [EXILE_ACT_STEP_BACK] = { "step back", ARG_CARD },
    [EXILE_ACT_ATTACK_UP] = { "attack face-up", ARG_CARD },
    [EXILE_ACT_ATTACK_DOWN] = { "attack face-down", ARG_CARD },
    [EXILE_ACT_TAP] = { "tap", ARG_MEMORY },
    [EXILE_ACT_CHANNEL] = { "channel", ARG_CARD },
    [EXILE_ACT_DECLARE] = { "declare", ARG_NUMBER },
    [EXILE_ACT_BLOCK] = { "block", ARG_CARD },
    [EXILE_ACT_NO_BLOCK] = { "no more blocks", ARG_NONE },
    [EXILE_ACT_EXERT] = { "exert", ARG_CARD },
    [EXILE_ACT_PASS] = { "pass", ARG_NONE },
    [EXILE_ACT_PLATING] = { "return a Plating Token", ARG_NONE },
    [EXILE_ACT_REARM] = { "rearm", ARG_GEAR },
    [EXILE_ACT_NO_REARM] = { "rearm nothing", ARG_NONE },
    [EXILE_ACT_UNLOCK_MEMORY] = { "unlock", ARG_MEMORY },
    [EXILE_ACT_UNLOCK_NONE] = { "unlock nothing", ARG_NONE },
    [EXILE_ACT_CHOOSE] = { "choose", ARG_CARD },
    [EXILE_ACT_DECLINE] = { "decline", ARG_NONE },
    [EXILE_ACT_UNTAP] = { "untap", ARG_MEMORY },
    [EXILE_ACT_SUFFOCATE] = { "tap for Suffocating", ARG_MEMORY },
    [EXILE_ACT_UNLOCK_UPGRADE] = { "unlock the Upgrade", ARG_GEAR },
    [EXILE_ACT_UNLEASH] = { "unleash", ARG_NONE },
    [EXILE_ACT_PREPARE] = { "prepare", ARG_CARD },
    [EXILE_ACT_FINISHER] = { "play the Finisher", ARG_CARD },
    [EXILE_ACT_TACTICS] = { "play", ARG_CARD },
    [EXILE_ACT_REACT] = { "react", ARG_CARD },
    [EXILE_ACT_TARGET] = { "target", ARG_TARGET },
    [EXILE_ACT_TURN_BACK] = { "turn back", ARG_MEMORY },
    [EXILE_ACT_ABILITY] = { "use the ability of", ARG_GEAR },
};

static const char *arg_name(const ex_state *st, unsigned seat, unsigned kind, unsigned arg)
{
    switch (kind) {
    case ARG_CARD:
        /* E09 names an Exile by its seat: "choose: Ysolde Marrick" (G43). */
        if (st->decision == DEC_EXILE_DAMAGE)
            return arg < EX_SEATS ? ex_cards[st->seat[arg].exile].name : NULL;
        /* E14 form 3 names one of the player's weapons by its Gear slot:
         * "choose: Whisper Coil". */
        if (st->decision == DEC_DISARM_OWN)
            return arg <= EXILE_GEAR_SECONDARY ? ex_cards[st->seat[seat].gear[arg]].name : NULL;
        return arg < EX_INSTANCES ? ex_cards[st->def[arg]].name : NULL;
    case ARG_MEMORY: return arg < EX_MEMORIES ? ex_cards[st->seat[seat].memory[arg]].name : NULL;
    case ARG_GEAR: return arg < EX_GEAR ? ex_cards[st->seat[seat].gear[arg]].name : NULL;
    case ARG_TARGET: /* a card, or a Gear of either seat */
        if (arg & EX_GEAR_TARGET)
            return ex_cards[st->seat[(arg >> 2) & 1u].gear[arg & 3u]].name;
        return arg_name(st, seat, ARG_CARD, arg);
    default: return NULL;
    }
}

/* The seat whose cards and slots an action's text names: the one to act,
 * or seat 0 once the match is over (format and parse agree). */
static unsigned text_seat(const ex_state *st)
{
    return st->decision != DEC_NONE ? st->actor : 0u;
}

/* Does the argument of an action of kind @p k name a card instance? */
static bool names_instance(const ex_state *st, unsigned k, unsigned arg)
{
    if (kinds[k].arg == ARG_TARGET)
        return !(arg & EX_GEAR_TARGET) && arg < EX_INSTANCES;
    return kinds[k].arg == ARG_CARD && st->decision != DEC_EXILE_DAMAGE && st->decision != DEC_DISARM_OWN &&
           arg < EX_INSTANCES;
}

int exile_action_instance(const exile_match *m, exile_action a)
{
    if (!m || EXILE_ACTION_KIND(a) >= EXILE_ACT_KIND_COUNT)
        return -2;
    unsigned k = (unsigned)EXILE_ACTION_KIND(a), arg = (unsigned)EXILE_ACTION_ARG(a);
    return names_instance(&m->st, k, arg) ? (int)arg : -1;
}

/* The order of alike cards: where each lies, pile by pile, a deck from its
 * top; a card in no pile after them, by instance. */
static unsigned place_of(const ex_state *st, unsigned inst)
{
    int pile = ex_pile_of_zone(st->zone[inst], st->zseat[inst]);
    ex_pile p = pile >= 0 ? ex_pile_get(st, (unsigned)pile) : (ex_pile){ NULL, 0 };
    for (unsigned i = 0; i < p.n; i++)
        if (p.c[i] == inst)
            return (unsigned)pile * EX_PILE_CAP + i;
    return EX_PILES * EX_PILE_CAP + inst;
}

/* The legal actions of kind @p k whose argument is named @p name, in the
 * order of their cards' places (place_of): @p out receives them, and
 * their number is returned. Two such are alike cards offered at once,
 * Tokens of a kind: "choose: Bleed Token" and "choose: Bleed Token (2nd)". */
static size_t named_legal(const exile_match *m, unsigned k, const char *name, exile_action out[EXILE_MAX_LEGAL_ACTIONS])
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = ex_legal(&m->st, acts, EXILE_MAX_LEGAL_ACTIONS), found = 0;
    unsigned seat = text_seat(&m->st);
    for (size_t i = 0; i < n; i++) {
        unsigned arg = (unsigned)EXILE_ACTION_ARG(acts[i]);
        const char *an = EXILE_ACTION_KIND(acts[i]) == k ? arg_name(&m->st, seat, kinds[k].arg, arg) : NULL;
        if (!an || strcmp(an, name) != 0)
            continue;
        /* Insertion by place: such lists hold a few cards. */
        size_t j = found++;
        unsigned place = names_instance(&m->st, k, arg) ? place_of(&m->st, arg) : arg;
        for (; j > 0; j--) {
            unsigned prev = (unsigned)EXILE_ACTION_ARG(out[j - 1]);
            if ((names_instance(&m->st, k, prev) ? place_of(&m->st, prev) : prev) < place)
                break;
            out[j] = out[j - 1];
        }
        out[j] = acts[i];
    }
    return found;
}

/* "st", "nd", "rd" or "th" after @p n: 1st, 2nd, 3rd, 4th, 11th, 22nd. */
static const char *ordinal_suffix(unsigned n)
{
    if (n % 100 >= 11 && n % 100 <= 13)
        return "th";
    return n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
}

exile_status exile_action_format(const exile_match *m, exile_action a, char *buf, size_t cap)
{
    if (!m || !buf || cap == 0 || a >= EXILE_ACTION_SPACE)
        return EXILE_E_INVALID_ARGUMENT;
    unsigned k = EXILE_ACTION_KIND(a), arg = (unsigned)EXILE_ACTION_ARG(a);
    if (k >= EXILE_ACT_KIND_COUNT || !kinds[k].verb)
        return EXILE_E_INVALID_ARGUMENT;
    unsigned seat = text_seat(&m->st);
    int n;
    if (kinds[k].arg == ARG_NONE) {
        n = snprintf(buf, cap, "%s", kinds[k].verb);
    } else if (kinds[k].arg == ARG_NUMBER) {
        n = snprintf(buf, cap, "%s %u", kinds[k].verb, arg);
    } else {
        const char *name = arg_name(&m->st, seat, kinds[k].arg, arg);
        if (!name)
            return EXILE_E_INVALID_ARGUMENT;
        /* Alike cards offered at once are numbered in the order they lie:
         * the first goes by its name alone, the others "(2nd)", "(3rd)". */
        exile_action alike[EXILE_MAX_LEGAL_ACTIONS];
        size_t count = names_instance(&m->st, k, arg) ? named_legal(m, k, name, alike) : 0, nth = 0;
        while (nth < count && alike[nth] != a)
            nth++;
        if (nth > 0 && nth < count)
            n = snprintf(buf, cap, "%s: %s (%zu%s)", kinds[k].verb, name, nth + 1, ordinal_suffix((unsigned)nth + 1));
        else
            n = snprintf(buf, cap, "%s: %s", kinds[k].verb, name);
    }
    if (n < 0 || (size_t)n >= cap)
        return EXILE_E_BUFFER_TOO_SMALL;
    return EXILE_OK;
}

/* Splits "NAME (Nth)" as exile_action_format() writes it (N from 2 on,
 * with its suffix): returns N and the name's length; else 1 and the whole
 * text's. */
static unsigned split_ordinal(const char *text, size_t *name_len)
{
    *name_len = strlen(text);
    const char *open = strrchr(text, '(');
    if (!open || open < text + 2 || open[-1] != ' ' || open[1] < '1' || open[1] > '9')
        return 1;
    unsigned n = 0;
    const char *p = open + 1;
    while (*p >= '0' && *p <= '9' && n < 1000)
        n = n * 10u + (unsigned)(*p++ - '0');
    if (n < 2 || strncmp(p, ordinal_suffix(n), 2) != 0 || strcmp(p + 2, ")") != 0)
        return 1;
    *name_len = (size_t)(open - 1 - text);
    return n;
}

/* The action of kind @p k whose argument is named @p name, the @p nth of
 * the alike ones offered: a legal action first, so a name shared by alike
 * cards (Tokens) resolves to one offered. */
static bool find_named(const exile_match *m, unsigned k, const char *name, unsigned nth, exile_action *out)
{
    exile_action alike[EXILE_MAX_LEGAL_ACTIONS];
    size_t count = named_legal(m, k, name, alike);
    if (nth <= count) {
        *out = alike[nth - 1];
        return true;
    }
    if (nth > 1)
        return false;
    /* Not offered now: still a well-formed action, resolved by name. */
    unsigned seat = text_seat(&m->st);
    unsigned limit = kinds[k].arg == ARG_CARD     ? EX_INSTANCES
                     : kinds[k].arg == ARG_MEMORY ? EX_MEMORIES
                     : kinds[k].arg == ARG_TARGET ? 256u
                                                  : EX_GEAR;
    for (unsigned arg = 0; arg < limit; arg++) {
        const char *an = arg_name(&m->st, seat, kinds[k].arg, arg);
        if (an && strcmp(an, name) == 0) {
            *out = EXILE_ACTION(k, arg);
            return true;
        }
    }
    return false;
}

exile_status exile_action_parse(const exile_match *m, const char *text, exile_action *out)
{
    if (!m || !text || !out)
        return EXILE_E_INVALID_ARGUMENT;
    while (*text == ' ')
        text++;
    for (unsigned k = 0; k < EXILE_ACT_KIND_COUNT; k++) {
        const char *verb = kinds[k].verb;
        size_t vl = strlen(verb);
        if (strncmp(text, verb, vl) != 0)
            continue;
        const char *rest = text + vl;
        if (kinds[k].arg == ARG_NONE) {
            if (*rest == '\0') {
                *out = EXILE_ACTION(k, 0);
                return EXILE_OK;
            }
            continue; /* "rearm nothing" is not "rearm: ..." */
        }
        if (kinds[k].arg == ARG_NUMBER) {
            unsigned v;
            char tail;
            if (sscanf(rest, " %u%c", &v, &tail) == 1 && v < 256) {
                *out = EXILE_ACTION(k, v);
                return EXILE_OK;
            }
            return EXILE_E_PARSE;
        }
        if (rest[0] != ':' || rest[1] != ' ')
            continue;
        char name[128];
        size_t len;
        unsigned nth = split_ordinal(rest + 2, &len);
        if (len >= sizeof name)
            return EXILE_E_PARSE;
        memcpy(name, rest + 2, len);
        name[len] = '\0';
        if (find_named(m, k, name, nth, out))
            return EXILE_OK;
        return EXILE_E_PARSE;
    }
    return EXILE_E_PARSE;
}
