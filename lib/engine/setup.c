/*
 * Setup (§2): loadouts, card instances, the first player, shuffles and the
 * opening hands. The first round has no Phase 1.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "engine.h"

static int find_code(const char *code)
{
    for (int i = 0; i < CARD_COUNT; i++)
        if (strcmp(ex_cards[i].code, code) == 0)
            return i;
    return -1;
}

static exile_status card_of(const char *code, unsigned kind, int category, uint8_t *out)
{
    if (!code)
        return EXILE_E_BAD_LOADOUT;
    int id = find_code(code);
    if (id < 0)
        return EXILE_E_NOT_FOUND;
    if (ex_cards[id].kind != kind || (category >= 0 && ex_cards[id].category != category))
        return EXILE_E_BAD_LOADOUT;
    *out = (uint8_t)id;
    return EXILE_OK;
}

exile_status ex_loadout_resolve(const exile_loadout *lo, int seat_default, ex_loadout_ids *out)
{
    if (!lo) {
        const ex_recommended *r = &ex_recommended_loadouts[seat_default % ex_recommended_count];
        out->exile = (uint8_t)r->exile;
        for (unsigned g = 0; g < EX_GEAR; g++)
            out->gear[g] = (uint8_t)r->gear[g];
        for (unsigned m = 0; m < EX_MEMORIES; m++)
            out->memory[m] = (uint8_t)r->memories[m];
        return EXILE_OK;
    }
    exile_status s;
    if ((s = card_of(lo->exile, EXILE_CARD_EXILE, -1, &out->exile)) != EXILE_OK)
        return s;
    out->gear[EXILE_GEAR_PRIMARY] = (uint8_t)ex_cards[out->exile].gear; /* it always comes with its Exile */
    if ((s = card_of(lo->secondary, EXILE_CARD_GEAR, EXILE_GEAR_SECONDARY, &out->gear[1])) != EXILE_OK ||
        (s = card_of(lo->protective, EXILE_CARD_GEAR, EXILE_GEAR_PROTECTIVE, &out->gear[2])) != EXILE_OK ||
        (s = card_of(lo->kit, EXILE_CARD_GEAR, EXILE_GEAR_KIT, &out->gear[3])) != EXILE_OK)
        return s;
    for (unsigned m = 0; m < EX_MEMORIES; m++)
        if ((s = card_of(lo->memories[m], EXILE_CARD_MEMORY, -1, &out->memory[m])) != EXILE_OK)
            return s;
    for (unsigned a = 0; a < EX_MEMORIES; a++)
        for (unsigned b = a + 1; b < EX_MEMORIES; b++)
            if (out->memory[a] == out->memory[b])
                return EXILE_E_BAD_LOADOUT;
    return EXILE_OK;
}

exile_status ex_loadouts_check(const ex_loadout_ids lo[EX_SEATS])
{
    /* §2: each card can be with one player only. */
    if (lo[0].exile == lo[1].exile)
        return EXILE_E_BAD_LOADOUT;
    for (unsigned a = 0; a < EX_GEAR; a++)
        for (unsigned b = 0; b < EX_GEAR; b++)
            if (lo[0].gear[a] == lo[1].gear[b])
                return EXILE_E_BAD_LOADOUT;
    for (unsigned a = 0; a < EX_MEMORIES; a++)
        for (unsigned b = 0; b < EX_MEMORIES; b++)
            if (lo[0].memory[a] == lo[1].memory[b])
                return EXILE_E_BAD_LOADOUT;
    /* A card whose text this version cannot execute is refused, never
     * played without it (doc/status.md). */
    for (unsigned s = 0; s < EX_SEATS; s++) {
        bool ok = ex_card_text_supported(&ex_cards[lo[s].exile]);
        for (unsigned g = 0; g < EX_GEAR; g++) {
            const ex_card *gear = &ex_cards[lo[s].gear[g]];
            ok = ok && ex_card_text_supported(gear);
            for (unsigned k = 0; k < 5; k++)
                ok = ok && ex_card_text_supported(&ex_cards[gear->moves[k]]);
        }
        for (unsigned m = 0; m < EX_MEMORIES; m++)
            ok = ok && ex_card_text_supported(&ex_cards[lo[s].memory[m]]);
        if (!ok)
            return EXILE_E_UNSUPPORTED;
    }
    return EXILE_OK;
}

void ex_assign_instances(ex_state *st, const ex_loadout_ids lo[EX_SEATS])
{
    for (unsigned s = 0; s < EX_SEATS; s++) {
        ex_seat *seat = &st->seat[s];
        seat->exile = lo[s].exile;
        memcpy(seat->gear, lo[s].gear, sizeof seat->gear);
        memcpy(seat->memory, lo[s].memory, sizeof seat->memory);
        /* Instances follow the Gear's own list: Gear by category, Moves in order. */
        for (unsigned g = 0; g < EX_GEAR; g++)
            for (unsigned k = 0; k < 5; k++)
                st->def[s * EX_MOVES_PER_SEAT + g * 5 + k] = (uint8_t)ex_cards[lo[s].gear[g]].moves[k];
    }
    unsigned inst = EX_MOVES;
    for (unsigned id = 0; id < CARD_COUNT && inst < EX_INSTANCES; id++)
        if (ex_cards[id].kind == EXILE_CARD_TOKEN)
            for (int k = 0; k < ex_cards[id].supply && inst < EX_INSTANCES; k++)
                st->def[inst++] = (uint8_t)id;
}

void ex_setup(ex_engine *e, const ex_loadout_ids lo[EX_SEATS], uint64_t seed, int first_player, unsigned max_rounds,
              unsigned flags)
{
    ex_state *st = e->st;
    memset(st, 0, sizeof *st);
    st->magic = EX_STATE_MAGIC;
    ex_rng_seed(st, seed);
    ex_assign_instances(st, lo);
    for (unsigned i = 0; i < EX_INSTANCES; i++)
        st->zone[i] = ZONE_SUPPLY; /* Tokens start there (§4.5); Moves move next */
    st->atk.card = EX_NO_CARD;
    st->stun_pending = st->stun_turn = EX_NO_CARD;
    st->winner = -1;
    st->max_rounds = (uint16_t)max_rounds;
    st->flags = (uint8_t)flags;
    st->round = 1;
    /* §2 Setup: decide the first player at random; they hold the Initiative. */
    st->first_player = (uint8_t)(first_player >= 0 ? first_player : (int)ex_rng_below(st, 2));
    st->initiative = st->turn = st->first_player;
    for (unsigned s = 0; s < EX_SEATS; s++) {
        ex_seat *seat = &st->seat[s];
        seat->hp = ex_cards[seat->exile].base_hp;
        seat->rearm_pick = EX_NO_CARD;
        seat->exchange_pick = EX_NO_CARD;
        seat->prepared = EX_NO_CARD;
        for (unsigned k = 0; k < EX_MOVES_PER_SEAT; k++) {
            unsigned inst = s * EX_MOVES_PER_SEAT + k;
            st->zone[inst] = ZONE_DECK;
            st->zseat[inst] = (uint8_t)s;
            ex_pile_push(st, ex_pile_id(s, PILE_DECK), inst);
        }
        ex_shuffle_deck(e, s);
        for (unsigned k = 0; k < EX_START_HAND; k++)
            ex_move(e, ex_seat_pile(st, s, PILE_DECK).c[0], ZONE_HAND, s);
    }
    /* The first round begins, without a Phase 1: the first player holds
     * the Initiative (told here as a later round's Phase 1 tells it). */
    ex_emit(e, EXILE_EV_ROUND_START, -1, -1, -1, -1, st->round, -1);
    ex_emit(e, EXILE_EV_INITIATIVE, st->initiative, -1, -1, -1, -1, -1);
    ex_passives_refresh(st);
    st->step = STEP_TURN_BEGIN;
}
