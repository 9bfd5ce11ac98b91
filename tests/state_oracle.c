/*
 * The notation parsed back into numbers, and the value each field of
 * <exile/state.h> should have (state_oracle.h). Every line and field is the
 * one doc/notation.md documents.
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "state_oracle.h"

static const char *const step_names[] = {
    "none", "initiative", "refresh-passives", "refresh", "rearm", "reload", "refill", "unlock",
    "turn-begin", "block", "reveal", "react", "math", "outcome", "clear", "attack-end", "turn-end",
    "round-end", "game-over", "stack", "tactics-end",
};

static const char *const decision_names[] = {
    "none", "turn", "pay", "block", "exert", "react", "recover", "suffocate", "refresh-discard", "rearm",
    "unlock", "take-from-recall", "rearm-effect", "target-momentum", "thrown-to-deck", "look",
    "extra-upgrade", "target", "discard", "turn-back", "ability-cost", "after-action", "exile-damage",
    "lose-or-destroy", "destroy-own", "exchange", "lose-hp", "destroy-for-unblockable", "disarm-own",
};

static int name_index(const char *const *names, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(names[i], name) == 0)
            return (int)i;
    fail_msg("unknown name in the notation: %s", name);
    return -1;
}

/* The cards by code, sorted: the oracle reads many. */
typedef struct coded {
    const char *code;
    int card;
} coded;

static int by_code(const void *a, const void *b)
{
    return strcmp(((const coded *)a)->code, ((const coded *)b)->code);
}

static int card_of(const char *code)
{
    static coded cards[1024];
    static size_t n;
    coded key = { code, 0 }, *hit;
    if (strcmp(code, "?") == 0)
        return EXILE_CARD_HIDDEN;
    if (strcmp(code, "-") == 0)
        return EXILE_CARD_NONE;
    if (!n) {
        assert_true(exile_card_count() <= (int)(sizeof cards / sizeof cards[0]));
        for (int c = 0; c < exile_card_count(); c++)
            cards[n++] = (coded){ exile_card_code(c), c };
        qsort(cards, n, sizeof cards[0], by_code);
    }
    hit = bsearch(&key, cards, n, sizeof cards[0], by_code);
    if (!hit)
        fail_msg("unknown card in the notation: %s", code);
    return hit->card;
}

/* A card's code after its mark, if any (`^`, `+`, `~`, `_`: doc/notation.md). */
static const char *unmarked(const char *tok)
{
    return tok + (tok[0] && strchr("^+~_", tok[0]) != NULL);
}

/* One card of a pile: `?`, `CODE` with a mark or none, `CODE:N`, each maybe `@HOST`. */
static void pile_add(oracle_pile *p, char *tok)
{
    char *at = strchr(tok, '@'), *colon;
    int i = p->n++;
    assert_true(i < ORACLE_PILE_CAP);
    p->host[i][0] = '\0';
    if (at) {
        *at = '\0';
        strncpy(p->host[i], at + 1, sizeof p->host[i] - 1);
        p->host[i][sizeof p->host[i] - 1] = '\0';
    }
    colon = strchr(tok, ':');
    p->number[i] = colon ? atoi(colon + 1) : -1;
    if (colon)
        *colon = '\0';
    p->face_up[i] = tok[0] == '^';
    p->card[i] = card_of(unmarked(tok));
}

static int num(char *tok)
{
    return tok ? atoi(tok) : 0;
}

static oracle_pile *seat_pile(oracle_seat *s, const char *key)
{
    static const char *const keys[] = { "deck", "hand", "recall", "destroyed", "momentum", "as-block", "attached" };
    oracle_pile *piles[] = { &s->deck, &s->hand, &s->recall, &s->destroyed, &s->momentum, &s->as_block, &s->attached };
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (strcmp(key, keys[i]) == 0)
            return piles[i];
    return NULL;
}

/* The value of the field @p key of a line (version 2 names its fields:
 * key=value), or NULL when the line leaves it out (its default). */
static const char *field(char **tok, int n, const char *key)
{
    size_t len = strlen(key);
    for (int i = 1; i < n; i++)
        if (strncmp(tok[i], key, len) == 0 && tok[i][len] == '=')
            return tok[i] + len + 1;
    return NULL;
}

static int num_field(char **tok, int n, const char *key)
{
    const char *v = field(tok, n, key);
    return v ? atoi(v) : 0;
}

/* A set of flags by name, bit 0 first ("face-down,quick"); a bit without a
 * name by its value. */
static int bits_field(char **tok, int n, const char *key, const char *const *names, int count)
{
    const char *v = field(tok, n, key);
    int bits = 0;
    while (v && *v) {
        size_t len = strcspn(v, ",");
        int b = 0;
        while (b < count && !(names[b] && strlen(names[b]) == len && strncmp(names[b], v, len) == 0))
            b++;
        bits |= b < count ? 1 << b : atoi(v);
        v += len + (v[len] == ',');
    }
    return bits;
}

static int name_field(char **tok, int n, const char *key, const char *const *names, size_t count)
{
    const char *v = field(tok, n, key);
    return v ? name_index(names, count, v) : 0;
}

static const char *const slot_names[] = { "primary", "secondary", "protective", "kit", "exile" };

static int instance_of_ref(const oracle *o, const char *ref);

static void parse_attack(oracle *o, char **tok, int n)
{
    static const char *const flags[] = { "face-down", "unblockable", "stun", "exert-payable",
                                         "cannot-disarm", "revealed", "no-engage", "single-use" };
    static const char *const outcome[] = { "math", "successful" };
    static const char *const speeds[] = { "-", "quick", "slow" };
    o->attack_line = !(n == 2 && strcmp(tok[1], "-") == 0);
    o->attack_card = EXILE_CARD_NONE;
    if (!o->attack_line)
        return;
    o->attack_card = card_of(unmarked(tok[1]));
    o->attacker = num_field(tok, n, "attacker");
    o->attack_flags = bits_field(tok, n, "flags", flags, 8);
    o->declared = num_field(tok, n, "declared");
    o->eff_cost = num_field(tok, n, "cost");
    o->speed = name_field(tok, n, "speed", speeds, 3);
    o->damage_mod = num_field(tok, n, "damage-mod");
    o->exert_left = num_field(tok, n, "exert");
    int out = bits_field(tok, n, "outcome", outcome, 2);
    o->reached_math = out & 1;
    o->successful = (out >> 1) & 1;
    o->finisher = num_field(tok, n, "finisher");
    o->hp_lost = num_field(tok, n, "hp-lost");
}

static void parse_seat_line(oracle *o, char **tok, int n)
{
    static const char *const round_flags[] = { "attacked", "attacked-face-down", NULL, "kept-sideways", "healed",
                                               "slow-not-spent" };
    oracle_seat *s = &o->seat[num(tok[1])];
    const char *key = tok[0];
    if (strcmp(key, "seat") == 0) {
        s->exile = card_of(tok[2]);
        for (int g = 0; g < 4; g++)
            s->gear[g] = card_of(tok[3 + g]);
        for (int m = 0; m < 3; m++)
            s->memory[m] = card_of(tok[7 + m]);
    } else if (strcmp(key, "hp") == 0) {
        s->hp = num(tok[2]);
    } else if (strcmp(key, "exile") == 0) {
        s->engaged = strcmp(tok[2], "engaged") == 0;
        for (int i = 3; i < n; i++) {
            s->spent |= strcmp(tok[i], "spent") == 0;
            s->unleashed |= strcmp(tok[i], "unleashed") == 0;
        }
    } else if (strcmp(key, "memories") == 0) {
        for (int m = 0; m < 3; m++) {
            s->mem_unlocked[m] = tok[2 + m][0] == 'U';
            s->mem_tapped[m] = tok[2 + m][1] == 't';
        }
    } else if (strcmp(key, "gear") == 0) {
        for (int g = 0; g < 4; g++) {
            s->gear_armed[g] = tok[2 + g][0] == 'A';
            s->gear_upgraded[g] = tok[2 + g][1] == 'u';
        }
    } else if (strcmp(key, "stamina") == 0) {
        s->stamina = num(tok[2]);
    } else if (strcmp(key, "next-attack") == 0) {
        s->next_damage = num_field(tok, n, "damage");
        s->next_overcommit = num_field(tok, n, "overcommit");
        s->ability_used = bits_field(tok, n, "abilities-used", slot_names, 5);
        s->p09_used = bits_field(tok, n, "passives-used", slot_names, 5);
    } else if (strcmp(key, "prepared") == 0) {
        s->prepared = card_of(tok[2]);
        s->prepared_cost = num_field(tok, n, "cost");
        s->finisher_due = num_field(tok, n, "due");
    } else if (strcmp(key, "round-flags") == 0) {
        s->round_flags = bits_field(tok, n, "flags", round_flags, 6);
        s->successes = num_field(tok, n, "successes");
        s->rearm_pick = field(tok, n, "rearm") ? name_field(tok, n, "rearm", slot_names, 4) : -1;
        s->exchange = field(tok, n, "exchange") ? instance_of_ref(o, field(tok, n, "exchange")) : -1;
    } else {
        oracle_pile *p = seat_pile(s, key);
        if (!p)
            fail_msg("unknown line in the notation: %s", key);
        for (int i = 2; i < n; i++)
            pile_add(p, tok[i]);
    }
}

/* A decision's parameters A B C D, by the names its decision gives them
 * (doc/notation.md); arg1 to arg4 where it reads none. */
static void parse_decision(oracle *o, char **tok, int n)
{
    static const char *const momentum[] = { NULL, "up-to", "by-damage", "by-block" };
    static const char *const whats[] = { "destroy", "return", "recall" };
    static const char *const recalls[] = { "any", "thrown", "fighting" };
    static const char *const spare[] = { "arg1", "arg2", "arg3", "arg4" };
    o->decision = name_index(decision_names, sizeof decision_names / sizeof decision_names[0], tok[1]);
    o->actor = num_field(tok, n, "seat");
    for (int i = 0; i < 4; i++)
        o->arg[i] = num_field(tok, n, spare[i]);
    const char *name = tok[1];
    if (strcmp(name, "take-from-recall") == 0) {
        o->arg[0] = name_field(tok, n, "kind", recalls, 3);
        o->arg[1] = num_field(tok, n, "more");
    } else if (strcmp(name, "target-momentum") == 0) {
        o->arg[0] = bits_field(tok, n, "flags", momentum, 4);
        o->arg[1] = name_field(tok, n, "what", whats, 3);
        o->arg[2] = num_field(tok, n, "below");
        o->arg[3] = num_field(tok, n, "more");
    } else if (strcmp(name, "thrown-to-deck") == 0) {
        o->arg[0] = instance_of_ref(o, field(tok, n, "card"));
    } else if (strcmp(name, "exchange") == 0) {
        o->arg[0] = card_of(field(tok, n, "card"));
        o->arg[1] = num_field(tok, n, "line");
        o->arg[2] = num_field(tok, n, "player");
    } else if (strcmp(name, "destroy-for-unblockable") == 0) {
        o->arg[0] = num_field(tok, n, "count");
        o->arg[1] = num_field(tok, n, "begun");
    } else {
        static const char *const firsts[] = { "weapons-only", "count", "damage", "memories" };
        for (int i = 0; i < 4; i++)
            if (field(tok, n, firsts[i]))
                o->arg[0] = num_field(tok, n, firsts[i]);
    }
}

static void parse_line(oracle *o, char **tok, int n)
{
    static const char *const stack_flags[] = { "action", "resolving", "finisher" };
    static const char *const match_flags[] = { "permissive-bluff", "canonical-stamina" };
    const char *key = tok[0];
    if (strcmp(key, "exile-notation") == 0 || strcmp(key, "end") == 0 || strcmp(key, "rng") == 0 ||
        strcmp(key, "tactics") == 0 || strcmp(key, "trigger") == 0) {
        return;
    } else if (strcmp(key, "round") == 0) {
        o->round = num(tok[1]);
        o->max_rounds = field(tok, n, "max") ? num_field(tok, n, "max") : (int)EXILE_DEFAULT_MAX_ROUNDS;
    } else if (strcmp(key, "flags") == 0) {
        o->flags = 0;
        for (int i = 1; i < n; i++)
            o->flags |= 1 << name_index(match_flags, 2, tok[i]);
    } else if (strcmp(key, "players") == 0) {
        o->first = num_field(tok, n, "first");
        o->initiative = num_field(tok, n, "initiative");
        o->turn = num_field(tok, n, "turn");
        o->next_turn = num_field(tok, n, "next");
    } else if (strcmp(key, "step") == 0) {
        o->step = name_index(step_names, sizeof step_names / sizeof step_names[0], tok[1]);
    } else if (strcmp(key, "decision") == 0) {
        parse_decision(o, tok, n);
    } else if (strcmp(key, "window") == 0) {
        o->win_last = field(tok, n, "last-channel") ? instance_of_ref(o, field(tok, n, "last-channel")) + 1 : 0;
        o->win_channeled = num_field(tok, n, "channeled");
    } else if (strcmp(key, "stun") == 0) {
        o->stun_pending = field(tok, n, "pending") ? num_field(tok, n, "pending") : -1;
        o->stun_turn = field(tok, n, "turn") ? num_field(tok, n, "turn") : -1;
    } else if (strcmp(key, "winner") == 0) {
        o->winner = strcmp(tok[1], "-") == 0 ? -1 : strcmp(tok[1], "draw") == 0 ? 2 : num(tok[1]);
    } else if (strcmp(key, "actions") == 0) {
        o->actions = num(tok[1]);
    } else if (strcmp(key, "attack") == 0) {
        parse_attack(o, tok, n);
    } else if (strcmp(key, "blocks") == 0) {
        for (int i = 1; i < n; i++)
            pile_add(&o->blocks, tok[i]);
    } else if (strcmp(key, "stack") == 0) {
        oracle_stack_entry *e = &o->stack[o->stack_n++];
        e->card = card_of(tok[1]);
        e->seat = num_field(tok, n, "seat");
        e->flags = bits_field(tok, n, "flags", stack_flags, 3);
        e->ntargets = 0;
        for (const char *t = field(tok, n, "targets"); t && *t; e->ntargets++) {
            char ref[24];
            size_t len = strcspn(t, ",");
            assert_true(len < sizeof ref && e->ntargets < 3);
            memcpy(ref, t, len);
            ref[len] = '\0';
            e->target[e->ntargets] = instance_of_ref(o, ref);
            t += len + (t[len] == ',');
        }
    } else {
        parse_seat_line(o, tok, n);
    }
}

/* Splits @p s at @p sep in place: the next piece, or NULL at the end. */
static char *next_piece(char **s, char sep)
{
    while (**s == sep)
        (*s)++;
    if (!**s)
        return NULL;
    char *piece = *s, *end = strchr(piece, sep);
    if (end) {
        *end = '\0';
        *s = end + 1;
    } else {
        *s = piece + strlen(piece);
    }
    return piece;
}

static int gear_move(int gear, int k);

void oracle_parse(oracle *o, const char *text)
{
    static char copy[ORACLE_TEXT_CAP];
    char *rest = copy, *line;
    memset(o, 0, sizeof *o);
    assert_true(strlen(text) < sizeof copy);
    /* The seats first: the fields that name a card by its code find its
     * instance through them. */
    for (int pass = 0; pass < 2; pass++) {
        strcpy(copy, text);
        rest = copy;
        while ((line = next_piece(&rest, '\n')) != NULL) {
            char *tok[80], *t;
            int n = 0;
            while (n < 80 && (t = next_piece(&line, ' ')) != NULL)
                tok[n++] = t;
            if (n && (pass == 1 || strcmp(tok[0], "seat") == 0))
                parse_line(o, tok, n);
        }
        if (pass == 0)
            for (int inst = 0; inst < 40; inst++)
                o->move_card[inst] = gear_move(o->seat[inst / 20].gear[(inst % 20) / 5], inst % 5);
    }
}

/* The k-th Move of a Gear: its Moves are consecutive cards, in order. */
static int gear_move(int gear, int k)
{
    for (int c = 0; c < exile_card_count(); c++)
        if (exile_card_kind_of(c) == EXILE_CARD_MOVE && exile_card_stat(c, EXILE_STAT_GEAR) == gear && k-- == 0)
            return c;
    fail_msg("Gear %d has no Move %d", gear, k);
    return -1;
}

int oracle_instance_card(const oracle *o, int inst)
{
    if (inst < 40)
        return o->move_card[inst];
    inst -= 40;
    for (int c = 0; c < exile_card_count(); c++)
        if (exile_card_kind_of(c) == EXILE_CARD_TOKEN) {
            if (inst < exile_card_stat(c, EXILE_STAT_SUPPLY))
                return c;
            inst -= exile_card_stat(c, EXILE_STAT_SUPPLY);
        }
    fail_msg("no Token instance %d", inst);
    return -1;
}

/* The first instance of a Token kind. */
static int token_base(int kind)
{
    int inst = 40;
    for (int c = 0; c < kind; c++)
        if (exile_card_kind_of(c) == EXILE_CARD_TOKEN)
            inst += exile_card_stat(c, EXILE_STAT_SUPPLY);
    return inst;
}

int oracle_card_instance(const oracle *o, int card, int number)
{
    if (card < 0)
        return card;
    if (exile_card_kind_of(card) == EXILE_CARD_TOKEN)
        return number < 0 ? ORACLE_UNKNOWN : token_base(card) + number;
    int found = -1;
    for (int inst = 0; inst < 40; inst++)
        if (oracle_instance_card(o, inst) == card) {
            if (found >= 0)
                return ORACLE_UNKNOWN;
            found = inst;
        }
    if (found < 0)
        fail_msg("no instance of card %d in the match", card);
    return found;
}

static int pile_instance(const oracle *o, const oracle_pile *p, int index)
{
    return index >= 0 && index < p->n ? oracle_card_instance(o, p->card[index], p->number[index]) : EXILE_NO_VALUE;
}

/* The instance of one of @p seat's Moves. */
static int move_instance(const oracle *o, int seat, int card)
{
    for (int inst = seat * 20; inst < seat * 20 + 20; inst++)
        if (oracle_instance_card(o, inst) == card)
            return inst;
    return -1;
}

/* The instance a field of the notation names: a Move by its code, a Token
 * by its code and number ("TK-01:2"), a Gear as a target (128 + seat * 4 +
 * its slot). */
static int instance_of_ref(const oracle *o, const char *ref)
{
    char code[24];
    const char *colon = strchr(ref, ':');
    size_t len = colon ? (size_t)(colon - ref) : strlen(ref);
    assert_true(len < sizeof code);
    memcpy(code, ref, len);
    code[len] = '\0';
    int card = card_of(code);
    for (int s = 0; s < 2; s++)
        for (int g = 0; g < 4; g++)
            if (o->seat[s].gear[g] == card)
                return 128 | s << 2 | g;
    if (exile_card_kind_of(card) == EXILE_CARD_TOKEN)
        return token_base(card) + (colon ? atoi(colon + 1) : 0);
    for (int s = 0; s < 2; s++)
        if (move_instance(o, s, card) >= 0)
            return move_instance(o, s, card);
    fail_msg("no card of the match: %s", ref);
    return -1;
}

void oracle_supply(const oracle *o, int *supply)
{
    for (int c = 0; c < exile_card_count(); c++)
        supply[c] = exile_card_kind_of(c) == EXILE_CARD_TOKEN ? exile_card_stat(c, EXILE_STAT_SUPPLY) : 0;
    for (int s = 0; s < 2; s++) {
        const oracle_pile *piles[] = { &o->seat[s].deck, &o->seat[s].hand, &o->seat[s].attached };
        for (int k = 0; k < 3; k++)
            for (int i = 0; i < piles[k]->n; i++)
                if (piles[k]->card[i] >= 0 && exile_card_kind_of(piles[k]->card[i]) == EXILE_CARD_TOKEN)
                    supply[piles[k]->card[i]]--;
    }
}

static int phase_of(const oracle *o)
{
    if (o->winner >= 0 || o->step == EXILE_STEP_GAME_OVER)
        return EXILE_PHASE_GAME_OVER;
    return o->step >= EXILE_STEP_INITIATIVE && o->step <= EXILE_STEP_UNLOCK ? EXILE_PHASE_1 : EXILE_PHASE_2;
}

static int at(const oracle_pile *p, const int *values, int index)
{
    return index >= 0 && index < p->n ? values[index] : EXILE_NO_VALUE;
}

static int gear_slot_of_code(const oracle_seat *s, const char *code)
{
    for (int g = 0; g < 4; g++)
        if (strcmp(exile_card_code(s->gear[g]), code) == 0)
            return g;
    return -1;
}

static int attached_field(const oracle_seat *s, exile_field f, int index)
{
    const oracle_pile *a = &s->attached;
    if (index < 0 || index >= a->n)
        return EXILE_NO_VALUE;
    const char *host = a->host[index];
    int gear = host[0] ? gear_slot_of_code(s, host) : -1;
    switch (f) {
    case EXILE_FIELD_ATTACHED_ON_GEAR: return gear;
    case EXILE_FIELD_ATTACHED_ON_CARD:
        if (!host[0] || gear >= 0)
            return -1;
        for (int i = 0; i < a->n; i++)
            if (a->card[i] >= 0 && strcmp(exile_card_code(a->card[i]), host) == 0)
                return i;
        fail_msg("a counter on %s, which is not attached", host);
        return -1;
    default: { /* EXILE_FIELD_ATTACHED_COUNTERS */
        int n = 0;
        for (int i = 0; i < a->n; i++)
            n += a->host[i][0] && a->card[index] >= 0 && strcmp(a->host[i], exile_card_code(a->card[index])) == 0;
        return n;
    }
    }
}

static int count_tokens(const oracle_seat *s, int kind, int gear_slot)
{
    int n = 0;
    for (int i = 0; i < s->attached.n; i++) {
        const char *host = s->attached.host[i];
        if (gear_slot < 0)
            n += s->attached.card[i] == kind && !host[0];
        else
            n += host[0] && gear_slot_of_code(s, host) == gear_slot;
    }
    return n;
}

static int seat_expect(const oracle *o, int viewer, exile_field f, int seat, int index)
{
    const oracle_seat *s = &o->seat[seat];
    bool own = viewer == EXILE_OMNISCIENT || viewer == seat;
    bool mem = index >= 0 && index < 3, gear = index >= 0 && index < 4;
    bool token = index >= 0 && index < exile_card_count() && exile_card_kind_of(index) == EXILE_CARD_TOKEN;
    int as_block[ORACLE_PILE_CAP];
    if (f >= EXILE_FIELD_MEMORY_CARD && f <= EXILE_FIELD_MEMORY_STAMINA && !mem)
        return EXILE_NO_VALUE;
    if (f >= EXILE_FIELD_GEAR_CARD && f <= EXILE_FIELD_GEAR_ABILITY_USED && !gear)
        return EXILE_NO_VALUE;
    if (f < EXILE_FIELD_MEMORY_CARD && index != 0)
        return EXILE_NO_VALUE;
    switch (f) {
    case EXILE_FIELD_HP: return s->hp;
    case EXILE_FIELD_STAMINA: return s->stamina;
    case EXILE_FIELD_ENGAGED: return s->engaged;
    case EXILE_FIELD_SPENT: return s->spent;
    case EXILE_FIELD_UNLEASHED: return s->unleashed;
    case EXILE_FIELD_STUNNED: return o->stun_turn == seat;
    case EXILE_FIELD_STUN_PENDING: return o->stun_pending == seat;
    case EXILE_FIELD_EXILE: return s->exile;
    case EXILE_FIELD_PREPARED: return s->prepared;
    case EXILE_FIELD_PREPARED_COST: return s->prepared == EXILE_CARD_NONE ? -1 : s->prepared_cost;
    case EXILE_FIELD_FINISHER_DUE: return s->finisher_due;
    case EXILE_FIELD_ATTACKED: return (s->round_flags & 1) != 0;
    case EXILE_FIELD_ATTACKED_FACE_DOWN: return (s->round_flags & 2) != 0;
    case EXILE_FIELD_SUCCESSES: return s->successes;
    case EXILE_FIELD_HEALED: return (s->round_flags & 16) != 0;
    case EXILE_FIELD_NEXT_ATTACK_DAMAGE: return s->next_damage;
    case EXILE_FIELD_NEXT_ATTACK_OVERCOMMIT: return s->next_overcommit;
    case EXILE_FIELD_SLOW_NOT_SPENT: return (s->round_flags & 32) != 0;
    case EXILE_FIELD_KEPT_SIDEWAYS: return (s->round_flags & 8) != 0;
    case EXILE_FIELD_DESTROY_PASSIVE_USED: return s->p09_used != 0;
    case EXILE_FIELD_REARM_PICK: return own ? s->rearm_pick : EXILE_CARD_HIDDEN;
    case EXILE_FIELD_EXCHANGE_CARD:
        if (!own)
            return EXILE_CARD_HIDDEN;
        return s->exchange < 0 ? EXILE_CARD_NONE : oracle_instance_card(o, s->exchange);
    case EXILE_FIELD_DECK_COUNT: return s->deck.n;
    case EXILE_FIELD_HAND_COUNT: return s->hand.n;
    case EXILE_FIELD_RECALL_COUNT: return s->recall.n;
    case EXILE_FIELD_DESTROYED_COUNT: return s->destroyed.n;
    case EXILE_FIELD_MOMENTUM_COUNT: return s->momentum.n;
    case EXILE_FIELD_ATTACHED_COUNT: return s->attached.n;
    case EXILE_FIELD_MEMORY_CARD: return s->memory[index];
    case EXILE_FIELD_MEMORY_UNLOCKED: return s->mem_unlocked[index];
    case EXILE_FIELD_MEMORY_TAPPED: return s->mem_tapped[index];
    case EXILE_FIELD_MEMORY_STAMINA:
        return s->mem_unlocked[index] ? exile_card_stat(s->memory[index], EXILE_STAT_MANTRA_STAMINA) : 1;
    case EXILE_FIELD_GEAR_CARD: return s->gear[index];
    case EXILE_FIELD_GEAR_ARMED: return s->gear_armed[index];
    case EXILE_FIELD_GEAR_UPGRADED: return s->gear_upgraded[index];
    case EXILE_FIELD_GEAR_TOKENS: return count_tokens(s, -1, index);
    case EXILE_FIELD_GEAR_ABILITY_USED: return (s->ability_used >> index) & 1;
    case EXILE_FIELD_EXILE_TOKENS: return token ? count_tokens(s, index, -1) : EXILE_NO_VALUE;
    case EXILE_FIELD_DECK_CARD: return at(&s->deck, s->deck.card, index);
    case EXILE_FIELD_DECK_FACE_UP: return at(&s->deck, s->deck.face_up, index);
    case EXILE_FIELD_HAND_CARD: return at(&s->hand, s->hand.card, index);
    case EXILE_FIELD_RECALL_CARD: return at(&s->recall, s->recall.card, index);
    case EXILE_FIELD_DESTROYED_CARD: return at(&s->destroyed, s->destroyed.card, index);
    case EXILE_FIELD_MOMENTUM_CARD: return at(&s->momentum, s->momentum.card, index);
    case EXILE_FIELD_MOMENTUM_AS_BLOCK:
        for (int i = 0; i < s->momentum.n; i++) {
            as_block[i] = 0;
            for (int k = 0; k < s->as_block.n; k++)
                as_block[i] |= s->as_block.card[k] == s->momentum.card[i];
        }
        return at(&s->momentum, as_block, index);
    case EXILE_FIELD_ATTACHED_CARD: return at(&s->attached, s->attached.card, index);
    case EXILE_FIELD_ATTACHED_ON_CARD:
    case EXILE_FIELD_ATTACHED_ON_GEAR:
    case EXILE_FIELD_ATTACHED_COUNTERS: return attached_field(s, f, index);
    case EXILE_FIELD_PREPARED_INSTANCE: return oracle_card_instance(o, s->prepared, -1);
    case EXILE_FIELD_DECK_INSTANCE: return pile_instance(o, &s->deck, index);
    case EXILE_FIELD_HAND_INSTANCE: return pile_instance(o, &s->hand, index);
    case EXILE_FIELD_RECALL_INSTANCE: return pile_instance(o, &s->recall, index);
    case EXILE_FIELD_DESTROYED_INSTANCE: return pile_instance(o, &s->destroyed, index);
    case EXILE_FIELD_MOMENTUM_INSTANCE: return pile_instance(o, &s->momentum, index);
    case EXILE_FIELD_ATTACHED_INSTANCE: return pile_instance(o, &s->attached, index);
    default: return EXILE_NO_VALUE;
    }
}

static int attack_expect(const oracle *o, exile_field f, int index)
{
    bool none = o->attack_card == EXILE_CARD_NONE;
    if (f == EXILE_FIELD_BLOCK_CARD)
        return at(&o->blocks, o->blocks.card, index);
    if (f == EXILE_FIELD_BLOCK_INSTANCE)
        return pile_instance(o, &o->blocks, index);
    if (index != 0)
        return EXILE_NO_VALUE;
    switch (f) {
    case EXILE_FIELD_ATTACK: return o->attack_card;
    case EXILE_FIELD_ATTACK_INSTANCE: return oracle_card_instance(o, o->attack_card, -1);
    case EXILE_FIELD_BLOCK_COUNT: return o->blocks.n;
    case EXILE_FIELD_ATTACKER: return none ? -1 : o->attacker;
    case EXILE_FIELD_ATTACK_FACE_DOWN: return none ? -1 : (o->attack_flags & 1) != 0;
    case EXILE_FIELD_ATTACK_REVEALED: return none ? -1 : (o->attack_flags & 32) != 0;
    case EXILE_FIELD_ATTACK_DECLARED: return none ? -1 : o->declared;
    case EXILE_FIELD_ATTACK_UNBLOCKABLE: return none ? -1 : (o->attack_flags & 2) != 0;
    case EXILE_FIELD_ATTACK_SPEED: return none || o->attack_card == EXILE_CARD_HIDDEN ? -1 : o->speed;
    case EXILE_FIELD_ATTACK_DAMAGE_MOD: return none ? -1 : o->damage_mod;
    case EXILE_FIELD_ATTACK_FINISHER: return none ? -1 : o->finisher;
    case EXILE_FIELD_ATTACK_STUN: return none ? -1 : (o->attack_flags & 4) != 0;
    case EXILE_FIELD_ATTACK_HP_LOST: return none ? -1 : o->hp_lost;
    case EXILE_FIELD_ATTACK_OUTCOME: return none ? -1 : o->reached_math ? o->successful : -1;
    default: return EXILE_NO_VALUE;
    }
}

static bool pile_has(const oracle_pile *p, int card)
{
    for (int i = 0; i < p->n; i++)
        if (p->card[i] == card)
            return true;
    return false;
}

/* The seat whose zone holds a targeted card. */
static int target_seat(const oracle *o, int card)
{
    if (o->attack_line && card == o->attack_card)
        return o->attacker;
    if (pile_has(&o->blocks, card))
        return 1 - o->attacker;
    for (int i = 0; i < o->stack_n; i++)
        if (o->stack[i].card == card)
            return o->stack[i].seat;
    for (int s = 0; s < 2; s++) {
        const oracle_seat *st = &o->seat[s];
        if (pile_has(&st->momentum, card) || pile_has(&st->recall, card) || pile_has(&st->attached, card) ||
            pile_has(&st->hand, card) || pile_has(&st->destroyed, card))
            return s;
    }
    fail_msg("a target %d found nowhere", card);
    return -1;
}

static int stack_expect(const oracle *o, exile_field f, int index)
{
    if (f == EXILE_FIELD_STACK_COUNT)
        return index == 0 ? o->stack_n : EXILE_NO_VALUE;
    if (f == EXILE_FIELD_STACK_INSTANCE)
        return index >= 0 && index < o->stack_n ? oracle_card_instance(o, o->stack[index].card, -1) : EXILE_NO_VALUE;
    if (f >= EXILE_FIELD_STACK_TARGET_CARD) {
        int i = index / EXILE_MAX_TARGETS, k = index % EXILE_MAX_TARGETS;
        if (index < 0 || i >= o->stack_n || k >= o->stack[i].ntargets)
            return EXILE_NO_VALUE;
        int t = o->stack[i].target[k];
        int card = t >= 128 ? EXILE_CARD_NONE : oracle_instance_card(o, t);
        if (f == EXILE_FIELD_STACK_TARGET_CARD)
            return card;
        if (f == EXILE_FIELD_STACK_TARGET_SEAT)
            return t >= 128 ? (t >> 2) & 1 : target_seat(o, card);
        return t >= 128 ? t & 3 : -1;
    }
    if (index < 0 || index >= o->stack_n)
        return EXILE_NO_VALUE;
    const oracle_stack_entry *e = &o->stack[index];
    switch (f) {
    case EXILE_FIELD_STACK_CARD: return e->card;
    case EXILE_FIELD_STACK_PLAYER: return e->seat;
    case EXILE_FIELD_STACK_AS_ACTION: return (e->flags & 1) != 0;
    case EXILE_FIELD_STACK_RESOLVING: return (e->flags & 2) != 0;
    case EXILE_FIELD_STACK_TARGET_COUNT: return e->ntargets;
    default: return EXILE_NO_VALUE;
    }
}

/* The most Stamina the attacker can reach in its Pay window (§3.1), from
 * its hand, Memories and the window line. */
static int pay_reach(const oracle *o)
{
    const oracle_seat *s = &o->seat[o->attacker];
    int reach = s->stamina;
    if (!o->win_channeled)
        for (int m = 0; m < 3; m++)
            if (!s->mem_tapped[m])
                reach += s->mem_unlocked[m] ? exile_card_stat(s->memory[m], EXILE_STAT_MANTRA_STAMINA) : 1;
    for (int i = 0; i < s->hand.n; i++) {
        int c = s->hand.card[i];
        if (c < 0 || exile_card_kind_of(c) != EXILE_CARD_MOVE)
            continue;
        if (move_instance(o, o->attacker, c) + 1 > o->win_last && exile_card_stat(c, EXILE_STAT_CHANNEL) > 0)
            reach += exile_card_stat(c, EXILE_STAT_CHANNEL);
    }
    return reach;
}

static int decision_card(const oracle *o)
{
    const oracle_seat *s = &o->seat[o->actor];
    switch (o->decision) {
    case EXILE_DECISION_TURN: return s->finisher_due ? s->prepared : EXILE_CARD_NONE;
    case EXILE_DECISION_PAY:
    case EXILE_DECISION_BLOCK:
    case EXILE_DECISION_EXERT:
    case EXILE_DECISION_LOSE_HP:
    case EXILE_DECISION_DESTROY_FOR_UNBLOCKABLE: return o->attack_card;
    case EXILE_DECISION_REACT:
        if (o->attack_card != EXILE_CARD_NONE)
            return o->attack_card;
        return o->stack_n ? o->stack[0].card : EXILE_CARD_NONE;
    case EXILE_DECISION_TARGET: return o->stack[o->stack_n - 1].card;
    case EXILE_DECISION_THROWN_TO_DECK: return oracle_instance_card(o, o->arg[0]);
    case EXILE_DECISION_EXCHANGE: return o->arg[0];
    default: return EXILE_CARD_NONE;
    }
}

/* The bounds of a decision: ORACLE_UNKNOWN where the notation does not
 * tell (a target's count, E46's [X]): the test checks those otherwise. */
static void decision_bounds(const oracle *o, int viewer, int *min, int *max)
{
    const int *a = o->arg;
    *min = *max = -1;
    switch (o->decision) {
    case EXILE_DECISION_PAY:
        if (o->attack_card != EXILE_CARD_HIDDEN)
            *min = (o->flags & 1) && (o->attack_flags & 1) ? 0 : o->eff_cost;
        if (viewer == EXILE_OMNISCIENT || viewer == o->attacker)
            *max = pay_reach(o);
        return;
    case EXILE_DECISION_EXERT: *min = *max = o->exert_left; return;
    case EXILE_DECISION_RECOVER:
    case EXILE_DECISION_SUFFOCATE:
    case EXILE_DECISION_DISCARD:
    case EXILE_DECISION_ABILITY_COST: *min = *max = a[0]; return;
    case EXILE_DECISION_DESTROY_FOR_UNBLOCKABLE: *min = a[1] ? a[0] : 0; *max = a[0]; return;
    case EXILE_DECISION_TAKE_FROM_RECALL: *min = 0; *max = a[1]; return;
    case EXILE_DECISION_TARGET_MOMENTUM: *min = (a[0] & 2) ? 0 : 1; *max = 1 + a[3]; return;
    case EXILE_DECISION_TARGET: *min = *max = ORACLE_UNKNOWN; return;
    case EXILE_DECISION_LOSE_HP: *min = 0; *max = ORACLE_UNKNOWN; return;
    case EXILE_DECISION_LOSE_OR_DESTROY: *min = 0; *max = a[0]; return;
    case EXILE_DECISION_REFRESH_DISCARD:
    case EXILE_DECISION_REARM:
    case EXILE_DECISION_UNLOCK:
    case EXILE_DECISION_REARM_EFFECT:
    case EXILE_DECISION_THROWN_TO_DECK:
    case EXILE_DECISION_LOOK:
    case EXILE_DECISION_EXTRA_UPGRADE:
    case EXILE_DECISION_AFTER_ACTION:
    case EXILE_DECISION_DESTROY_OWN: *min = 0; *max = 1; return;
    case EXILE_DECISION_TURN_BACK:
    case EXILE_DECISION_EXILE_DAMAGE:
    case EXILE_DECISION_EXCHANGE:
    case EXILE_DECISION_DISARM_OWN: *min = *max = 1; return;
    default: return;
    }
}

static int decision_expect(const oracle *o, int viewer, exile_field f, int index)
{
    const int *a = o->arg;
    bool momentum = o->decision == EXILE_DECISION_TARGET_MOMENTUM;
    int min, max;
    if (index != 0)
        return EXILE_NO_VALUE;
    switch (f) {
    case EXILE_FIELD_DECISION: return o->decision;
    case EXILE_FIELD_DECISION_SEAT: return o->decision ? o->actor : -1;
    case EXILE_FIELD_DECISION_CARD: return decision_card(o);
    case EXILE_FIELD_DECISION_MIN: decision_bounds(o, viewer, &min, &max); return min;
    case EXILE_FIELD_DECISION_MAX: decision_bounds(o, viewer, &min, &max); return max;
    case EXILE_FIELD_DECISION_AMOUNT:
        switch (o->decision) {
        case EXILE_DECISION_LOOK:
        case EXILE_DECISION_EXILE_DAMAGE:
        case EXILE_DECISION_LOSE_OR_DESTROY:
        case EXILE_DECISION_DESTROY_OWN: return a[0];
        default: return -1;
        }
    case EXILE_FIELD_DECISION_TAKES:
        switch (o->decision) {
        case EXILE_DECISION_NONE: return -1;
        case EXILE_DECISION_TAKE_FROM_RECALL: return a[0];
        case EXILE_DECISION_REARM_EFFECT: return a[0] ? EXILE_TAKES_WEAPON : EXILE_TAKES_ANY;
        case EXILE_DECISION_DISARM_OWN: return EXILE_TAKES_WEAPON;
        case EXILE_DECISION_TARGET_MOMENTUM:
            if (a[0] & 4)
                return EXILE_TAKES_DAMAGE_BELOW;
            if (a[0] & 8)
                return EXILE_TAKES_BLOCK_BELOW;
            return a[2] ? EXILE_TAKES_COST_BELOW : EXILE_TAKES_ANY;
        default: return EXILE_TAKES_ANY;
        }
    case EXILE_FIELD_DECISION_BELOW: return momentum && a[2] ? a[2] : -1;
    case EXILE_FIELD_DECISION_DOES: return momentum ? a[1] : -1;
    default: return EXILE_NO_VALUE;
    }
}

int oracle_expect(const oracle *o, int viewer, exile_field f, int seat, int index, const int *supply)
{
    int phase = phase_of(o);
    if (f >= 100 && f < 200)
        return seat == 0 || seat == 1 ? seat_expect(o, viewer, f, seat, index) : EXILE_NO_VALUE;
    if (seat != 0)
        return EXILE_NO_VALUE;
    if (f >= 200 && f < 300)
        return attack_expect(o, f, index);
    if (f >= 300 && f < 400)
        return stack_expect(o, f, index);
    if (f >= 400)
        return decision_expect(o, viewer, f, index);
    if (f == EXILE_FIELD_SUPPLY) {
        bool token = index >= 0 && index < exile_card_count() && exile_card_kind_of(index) == EXILE_CARD_TOKEN;
        return token ? supply[index] : EXILE_NO_VALUE;
    }
    if (index != 0)
        return EXILE_NO_VALUE;
    switch (f) {
    case EXILE_FIELD_ROUND: return o->round;
    case EXILE_FIELD_MAX_ROUNDS: return o->max_rounds;
    case EXILE_FIELD_PHASE: return phase;
    case EXILE_FIELD_STEP: return o->step;
    case EXILE_FIELD_FIRST_PLAYER: return o->first;
    case EXILE_FIELD_INITIATIVE: return o->initiative;
    case EXILE_FIELD_TURN: return phase == EXILE_PHASE_2 ? o->turn : -1;
    case EXILE_FIELD_NEXT_TURN: return phase == EXILE_PHASE_2 ? o->next_turn : -1;
    case EXILE_FIELD_WINNER: return o->winner;
    case EXILE_FIELD_ACTION_COUNT: return o->actions;
    case EXILE_FIELD_FLAGS: return o->flags;
    default: return EXILE_NO_VALUE;
    }
}
