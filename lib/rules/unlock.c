/*
 * The Unlock step (§3.3, §7.4 Unlock timing): a Memory turns to its Mantra,
 * a Gear to its Upgrade side, or the Exile is unleashed; the card's
 * one-time Effects resolve as it turns, before the other player chooses.
 * SPDX-License-Identifier: MIT
 */
#include "rules.h"

void ex_take_from_recall(ex_engine *e, unsigned seat, unsigned inst)
{
    ex_move(e, inst, ZONE_HAND, seat);
}

void ex_shuffle_tokens_into_deck(ex_engine *e, unsigned token_card, unsigned count, unsigned seat)
{
    ex_state *st = e->st;
    /* §4.5 Short supply: bring what the supply holds. */
    for (unsigned i = 0; i < count; i++) {
        unsigned tok = ex_supply_token(st, token_card);
        if (tok == EX_NO_CARD)
            break;
        ex_move(e, tok, ZONE_DECK, seat);
    }
    /* G17: the whole deck is shuffled; a face-up top card turns face-down,
     * and its owner no longer knows the cards it put on the bottom (F4). */
    ex_pile deck = ex_seat_pile(st, seat, PILE_DECK);
    for (unsigned i = 0; i < deck.n; i++)
        st->cflags[deck.c[i]] &= (uint8_t)~(CF_FACE_UP_ON_DECK | CF_BOTTOM_KNOWN);
    ex_shuffle_deck(e, seat);
}

bool ex_can_upgrade(const ex_state *st, unsigned seat, unsigned slot)
{
    /* An armed Gear not upgraded yet; a Gear rearmed at this round's Rearm
     * can be turned, a disarmed one cannot. */
    return ex_gear_armed(st, seat, slot) && !ex_bit(st->seat[seat].gear_upgraded, slot);
}

unsigned ex_upgrade_options(const ex_state *st, unsigned seat)
{
    unsigned n = 0;
    for (unsigned g = 0; g < EX_GEAR; g++)
        n += ex_can_upgrade(st, seat, g);
    return n;
}

bool ex_can_unleash(const ex_state *st, unsigned seat)
{
    /* Only at a step at which all three Memories were unlocked before it:
     * one card a step, so all three unlocked now means unlocked earlier. */
    return !st->seat[seat].unleashed && (st->seat[seat].mem_unlocked & 7u) == 7u;
}

bool ex_can_unlock_memory(const ex_state *st, unsigned seat, unsigned slot)
{
    const ex_seat *s = &st->seat[seat];
    return !ex_bit(s->mem_unlocked, slot);
}

unsigned ex_unlock_options(const ex_state *st, unsigned seat)
{
    unsigned n = ex_upgrade_options(st, seat) + ex_can_unleash(st, seat);
    for (unsigned m = 0; m < EX_MEMORIES; m++)
        n += ex_can_unlock_memory(st, seat, m);
    return n;
}

void ex_unlock_memory(ex_engine *e, unsigned seat, unsigned slot)
{
    ex_state *st = e->st;
    ex_seat *s = &st->seat[seat];
    s->mem_unlocked = (uint8_t)(s->mem_unlocked | (1u << slot));
    s->mem_tapped = (uint8_t)(s->mem_tapped & ~(1u << slot)); /* it turns untapped */
    ex_emit(e, EXILE_EV_MEMORY, (int)seat, -1, -1, -1, (int)slot, 2);
    ex_effects_queue(st, seat, s->memory[slot], SIDE_ONCE);
}

void ex_unlock_upgrade(ex_engine *e, unsigned seat, unsigned slot)
{
    ex_state *st = e->st;
    ex_seat *s = &st->seat[seat];
    s->gear_upgraded = (uint8_t)(s->gear_upgraded | (1u << slot));
    ex_passives_refresh(st);
    ex_emit(e, EXILE_EV_GEAR, (int)seat, -1, -1, -1, (int)slot, 3);
    ex_effects_queue(st, seat, s->gear[slot], SIDE_ONCE); /* "When this Upgrade is unlocked" */
}

void ex_unleash(ex_engine *e, unsigned seat)
{
    ex_state *st = e->st;
    ex_seat *s = &st->seat[seat];
    s->unleashed = 1;
    ex_passives_refresh(st);
    ex_emit(e, EXILE_EV_UNLEASHED, (int)seat, -1, -1, -1, -1, -1);
    /* §3.3: the Unleash heal first, then "When this Exile is unleashed". */
    ex_heal(e, seat, ex_cards[s->exile].unleash_heal);
    ex_effects_queue(st, seat, s->exile, SIDE_ONCE);
}

void ex_turn_memory_back(ex_engine *e, unsigned seat, unsigned slot)
{
    ex_seat *s = &e->st->seat[seat];
    /* §7.11: back to its front, giving 1 again; it keeps its tapped state
     * (G21); an Exile already unleashed stays unleashed. */
    s->mem_unlocked = (uint8_t)(s->mem_unlocked & ~(1u << slot));
    ex_emit(e, EXILE_EV_MEMORY, (int)seat, -1, -1, -1, (int)slot, (int)ex_bit(s->mem_tapped, slot));
}
