/*
 * Stamina (§3.1): tapping Memories, channeling cards, floating Stamina and
 * its loss, recovering, and Suffocating (§6.2).
 * SPDX-License-Identifier: MIT
 */
#include "primitives.h"

void ex_window_reset(ex_state *st)
{
    st->win_last_channel = 0;
    st->win_channeled = 0;
}

void ex_tap(ex_engine *e, unsigned seat, unsigned slot)
{
    ex_seat *s = &e->st->seat[seat];
    s->mem_tapped = (uint8_t)(s->mem_tapped | (1u << slot));
    s->floating = (uint8_t)ex_clamp(s->floating + (int)ex_memory_stamina(e->st, seat, slot), EX_AMOUNT_MAX);
    ex_emit(e, EXILE_EV_MEMORY, (int)seat, -1, -1, -1, (int)slot,
            1 | (int)(ex_bit(s->mem_unlocked, slot) << 1));
    ex_emit(e, EXILE_EV_STAMINA, (int)seat, -1, -1, -1, s->floating, -1);
}

void ex_channel(ex_engine *e, unsigned seat, unsigned inst)
{
    ex_state *st = e->st;
    ex_seat *s = &st->seat[seat];
    const ex_card *c = ex_inst_card(st, inst);
    /* §4.5: a Token gives no Stamina, does what its text says for
     * channeling, and returns to the supply. */
    unsigned value = ex_inst_channel(st, inst);
    ex_move(e, inst, ZONE_RECALL, seat);
    if (ex_canonical_stamina(st)) {
        st->win_channeled = 1;
        st->win_last_channel = (uint8_t)(inst + 1);
    }
    s->floating = (uint8_t)ex_clamp(s->floating + (int)value, EX_AMOUNT_MAX);
    ex_emit(e, EXILE_EV_STAMINA, (int)seat, -1, -1, -1, s->floating, -1);
    if (ex_is_token(inst))
        for (unsigned i = 0; i < c->line_count; i++)
            if (c->lines[i].tmpl == TMPL_TOKEN_BLEED) {
                ex_lose_hp(e, seat, 1); /* "When you channel it from your hand, you lose 1 HP." */
                ex_check_loss(e);
            }
}

void ex_lose_floating(ex_engine *e, unsigned seat)
{
    ex_seat *s = &e->st->seat[seat];
    if (s->floating) {
        s->floating = 0;
        ex_emit(e, EXILE_EV_STAMINA, (int)seat, -1, -1, -1, 0, -1);
    }
}

/* True when every Memory in @p mask gives the same Stamina: then which of
 * them turns is no decision (DESIGN.md: no redundant branches). */
static bool same_value(const ex_state *st, unsigned seat, unsigned mask)
{
    int v = -1;
    for (unsigned m = 0; m < EX_MEMORIES; m++) {
        if (!ex_bit(mask, m))
            continue;
        int sv = (int)ex_memory_stamina(st, seat, m);
        if (v >= 0 && sv != v)
            return false;
        v = sv;
    }
    return true;
}

static unsigned popcount3(unsigned m)
{
    return (m & 1u) + ((m >> 1) & 1u) + ((m >> 2) & 1u);
}

static unsigned lowest(unsigned m)
{
    return (m & 1u) ? 0u : (m & 2u) ? 1u : 2u;
}

void ex_untap(ex_engine *e, unsigned seat, unsigned slot)
{
    ex_seat *s = &e->st->seat[seat];
    s->mem_tapped = (uint8_t)(s->mem_tapped & ~(1u << slot));
    ex_emit(e, EXILE_EV_MEMORY, (int)seat, -1, -1, -1, (int)slot, (int)(ex_bit(s->mem_unlocked, slot) << 1));
}

/* Untaps (@p untap) or taps @p x of @p seat's Memories: each at once while
 * the choice would change nothing (fewer left than @p x, or all of one
 * Stamina value), else the player is asked (DEC_RECOVER, DEC_SUFFOCATE),
 * and the function returns true. */
static bool turn_memories(ex_engine *e, unsigned seat, unsigned x, bool untap)
{
    ex_state *st = e->st;
    ex_seat *s = &st->seat[seat];
    for (; x > 0; x--) {
        unsigned mask = (untap ? s->mem_tapped : ~s->mem_tapped) & 7u;
        if (!mask)
            break;
        if (x < popcount3(mask) && !same_value(st, seat, mask)) {
            st->dec_arg[0] = (uint8_t)x;
            ex_decide(st, untap ? DEC_RECOVER : DEC_SUFFOCATE, seat);
            return true;
        }
        if (untap)
            ex_untap(e, seat, lowest(mask));
        else
            ex_suffocate_one(e, seat, lowest(mask));
    }
    return false;
}

bool ex_recover(ex_engine *e, unsigned seat, unsigned x)
{
    if (e->st->seat[seat].spent)
        return false; /* §7.4 Spent: "Stamina they recover changes nothing" */
    /* §3.1: untap X of your tapped Memories, of your choice; the rest is
     * lost. */
    return turn_memories(e, seat, x, true);
}

bool ex_suffocate(ex_engine *e, unsigned seat, unsigned x)
{
    /* G10: the player whose Memories are tapped chooses them. */
    return turn_memories(e, seat, x, false);
}

void ex_suffocate_one(ex_engine *e, unsigned seat, unsigned slot)
{
    ex_seat *s = &e->st->seat[seat];
    /* A Memory tapped this way gives no floating Stamina (§7.4 Channel). */
    s->mem_tapped = (uint8_t)(s->mem_tapped | (1u << slot));
    ex_emit(e, EXILE_EV_MEMORY, (int)seat, -1, -1, -1, (int)slot, 1 | (int)(ex_bit(s->mem_unlocked, slot) << 1));
}
