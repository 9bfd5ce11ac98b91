/*
 * The pre-game picks (§2 Play Packs): one player chooses an Exile, the other
 * takes the other Exile (from a collection: chooses one) and picks first,
 * then open picks in turns, one Memory or one Gear a pick, until each holds
 * three Memories, a Secondary Weapon, a Protective Gear and a Kit.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "match.h"

/* What a seat still needs: an Exile, then one Gear of each category but
 * the Primary Weapon (which comes with its Exile), then three Memories. */
typedef struct picks_seat {
    uint8_t exile_needed;
    uint8_t gear_needed[EX_GEAR]; /* by exile_gear_category; the Primary is never picked */
    uint8_t memories_needed;
} picks_seat;

struct exile_picks {
    exile_allocator alloc;
    uint8_t pool;           /* exile_picks_pool */
    uint8_t to_act;         /* 0 or 1; EX_NO_CARD once the picks are over */
    uint8_t count;          /* picks made */
    picks_seat seat[EX_SEATS];
    uint8_t holder[CARD_COUNT]; /* the seat holding each card, or EX_NO_CARD */
};

static bool in_pool(const exile_picks *p, const ex_card *c)
{
    return p->pool == EXILE_PICKS_COLLECTION || c->box == p->pool;
}

/* May the seat to act pick @p card now? */
static bool can_pick(const exile_picks *p, unsigned card)
{
    const ex_card *c = &ex_cards[card];
    if (p->to_act >= EX_SEATS || p->holder[card] != EX_NO_CARD || !in_pool(p, c))
        return false;
    const picks_seat *s = &p->seat[p->to_act];
    switch (c->kind) {
    case EXILE_CARD_EXILE:
        return s->exile_needed;
    case EXILE_CARD_GEAR:
        /* The Exiles come first; a Primary Weapon comes with its Exile. */
        return !p->seat[0].exile_needed && !p->seat[1].exile_needed && c->category != EXILE_GEAR_PRIMARY &&
               s->gear_needed[c->category];
    case EXILE_CARD_MEMORY:
        return !p->seat[0].exile_needed && !p->seat[1].exile_needed && s->memories_needed;
    default:
        return false;
    }
}

static bool needs_more(const picks_seat *s)
{
    unsigned gear = 0;
    for (unsigned g = 0; g < EX_GEAR; g++)
        gear += s->gear_needed[g];
    return s->exile_needed || gear || s->memories_needed;
}

static void take(exile_picks *p, unsigned seat, unsigned card)
{
    const ex_card *c = &ex_cards[card];
    picks_seat *s = &p->seat[seat];
    p->holder[card] = (uint8_t)seat;
    if (c->kind == EXILE_CARD_EXILE) {
        s->exile_needed = 0;
        p->holder[c->gear] = (uint8_t)seat; /* its own Primary Weapon */
    } else if (c->kind == EXILE_CARD_GEAR) {
        s->gear_needed[c->category] = 0;
    } else {
        s->memories_needed--;
    }
}

/* From one box, the Exile the chooser left is the other seat's, unchosen. */
static void take_other_exile(exile_picks *p, unsigned seat)
{
    for (unsigned card = 0; card < CARD_COUNT; card++)
        if (ex_cards[card].kind == EXILE_CARD_EXILE && in_pool(p, &ex_cards[card]) &&
            p->holder[card] == EX_NO_CARD) {
            take(p, seat, card);
            return;
        }
}

exile_status exile_picks_create(exile_picks **out, const exile_picks_options *opts)
{
    exile_picks_options defaults = EXILE_PICKS_OPTIONS_INIT;
    if (!out)
        return EXILE_E_INVALID_ARGUMENT;
    if (!opts)
        opts = &defaults;
    if (opts->version != EXILE_PICKS_OPTIONS_VERSION)
        return EXILE_E_VERSION;
    if (opts->pool < EXILE_PICKS_BOX_1 || opts->pool > EXILE_PICKS_COLLECTION || opts->chooser < 0 ||
        opts->chooser >= EX_SEATS || (opts->allocator.alloc == NULL) != (opts->allocator.free == NULL))
        return EXILE_E_INVALID_ARGUMENT;
    exile_allocator a = ex_allocator_or_default(&opts->allocator);
    exile_picks *p = a.alloc(sizeof *p, a.user_data);
    if (!p)
        return EXILE_E_NO_MEMORY;
    memset(p, 0, sizeof *p);
    p->alloc = a;
    p->pool = (uint8_t)opts->pool;
    p->to_act = (uint8_t)opts->chooser;
    memset(p->holder, EX_NO_CARD, sizeof p->holder);
    for (unsigned s = 0; s < EX_SEATS; s++) {
        p->seat[s].exile_needed = 1;
        p->seat[s].memories_needed = EX_MEMORIES;
        for (unsigned g = EXILE_GEAR_SECONDARY; g < EX_GEAR; g++)
            p->seat[s].gear_needed[g] = 1;
    }
    *out = p;
    return EXILE_OK;
}

void exile_picks_destroy(exile_picks *p)
{
    if (p)
        p->alloc.free(p, p->alloc.user_data);
}

int exile_picks_to_act(const exile_picks *p)
{
    return p && p->to_act < EX_SEATS ? p->to_act : -1;
}

size_t exile_picks_legal(const exile_picks *p, int *out, size_t cap)
{
    if (!p || (!out && cap) || p->to_act >= EX_SEATS)
        return 0;
    size_t n = 0;
    for (unsigned card = 0; card < CARD_COUNT; card++)
        if (can_pick(p, card)) {
            if (n < cap)
                out[n] = (int)card;
            n++;
        }
    return n;
}

exile_status exile_picks_apply(exile_picks *p, int card)
{
    if (!p)
        return EXILE_E_INVALID_ARGUMENT;
    if (p->to_act >= EX_SEATS)
        return EXILE_E_GAME_OVER;
    if (card < 0 || card >= CARD_COUNT || !can_pick(p, (unsigned)card))
        return EXILE_E_ILLEGAL_ACTION;
    unsigned seat = p->to_act, other = ex_opp((uint8_t)seat);
    take(p, seat, (unsigned)card);
    p->count++;
    if (ex_cards[card].kind == EXILE_CARD_EXILE && p->pool != EXILE_PICKS_COLLECTION) {
        /* §2: from one box the other player takes the other Exile, and
         * makes the first pick. */
        take_other_exile(p, other);
        p->to_act = (uint8_t)other;
    } else if (ex_cards[card].kind == EXILE_CARD_EXILE && p->seat[other].exile_needed) {
        p->to_act = (uint8_t)other; /* from a collection: the other chooses theirs */
    } else if (ex_cards[card].kind != EXILE_CARD_EXILE) {
        /* Picks alternate; a seat that holds everything picks no more. */
        p->to_act = (uint8_t)(needs_more(&p->seat[other]) ? other : seat);
    } /* else the second Exile's chooser makes the first pick: it picks on */
    if (!needs_more(&p->seat[0]) && !needs_more(&p->seat[1]))
        p->to_act = EX_NO_CARD;
    return EXILE_OK;
}

int exile_picks_holder(const exile_picks *p, int card)
{
    if (!p || card < 0 || card >= CARD_COUNT)
        return -2;
    return p->holder[card] == EX_NO_CARD ? -1 : p->holder[card];
}

int exile_picks_count(const exile_picks *p)
{
    return p ? p->count : -1;
}

exile_status exile_picks_loadout(const exile_picks *p, int seat, exile_loadout *out, unsigned int version)
{
    if (!p || !out || seat < 0 || seat >= EX_SEATS)
        return EXILE_E_INVALID_ARGUMENT;
    if (version != 1u) /* the only layout so far: the seven codes */
        return EXILE_E_VERSION;
    if (needs_more(&p->seat[seat]))
        return EXILE_E_BAD_LOADOUT;
    exile_loadout lo;
    memset(&lo, 0, sizeof lo);
    unsigned memories = 0;
    for (unsigned card = 0; card < CARD_COUNT; card++) {
        const ex_card *c = &ex_cards[card];
        if (p->holder[card] != seat)
            continue;
        if (c->kind == EXILE_CARD_EXILE)
            lo.exile = c->code;
        else if (c->kind == EXILE_CARD_MEMORY && memories < EX_MEMORIES)
            lo.memories[memories++] = c->code;
        else if (c->kind == EXILE_CARD_GEAR && c->category == EXILE_GEAR_SECONDARY)
            lo.secondary = c->code;
        else if (c->kind == EXILE_CARD_GEAR && c->category == EXILE_GEAR_PROTECTIVE)
            lo.protective = c->code;
        else if (c->kind == EXILE_CARD_GEAR && c->category == EXILE_GEAR_KIT)
            lo.kit = c->code;
    }
    *out = lo;
    return EXILE_OK;
}
