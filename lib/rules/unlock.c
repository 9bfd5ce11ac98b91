/*
 * The Unlock step (§3.3, §7.4 Unlock timing): a Memory turns to its
 * Mantra, untapped, and its one-time Effect resolves as it turns.
 * Upgrades and the unleash come with the Finishers (doc/status.md).
 * SPDX-License-Identifier: MIT
 */
#include "engine.h"

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
    /* G17: the whole deck is shuffled; a face-up top card turns face-down. */
    ex_pile *deck = &st->seat[seat].deck;
    for (unsigned i = 0; i < deck->n; i++)
        st->cflags[deck->c[i]] &= (uint8_t)~CF_FACE_UP_ON_DECK;
    ex_shuffle_pile(st, deck);
}

/* One line of a "When this Memory is unlocked" Effect. */
static void resolve_line(ex_engine *e, unsigned seat, unsigned card, const ex_line *l)
{
    ex_state *st = e->st;
    unsigned opp = ex_opp((uint8_t)seat);
    unsigned what = l->tmpl == TMPL_E64 ? l->effect : l->tmpl;
    switch (what) {
    case TMPL_E07: /* You may take 1 Move from your Recall Pile to your hand. */
        if (ex_recall_has(st, seat, false)) {
            st->dec_arg[0] = 0;
            st->dec_arg[1] = 1;
            ex_decide(st, DEC_TAKE_RECALL, seat);
        }
        break;
    case TMPL_E10: /* Attach [X] [kind] Tokens to ... */
        ex_trigger_push_at(st, TRIG_ATTACH_TOKEN, seat, card, (unsigned)l->x,
                           l->place == PLACE_OPPONENT_EXILE ? opp : seat);
        st->trig[st->trig_n - 1].token = l->token;
        break;
    case TMPL_E12: /* Shuffle [X] [kind] Tokens into your opponent's deck. */
        ex_shuffle_tokens_into_deck(e, l->token, (unsigned)l->x, opp);
        break;
    case TMPL_E15: /* You may rearm one of your disarmed Gear. */
        if (st->seat[seat].gear_disarmed & 0xfu)
            ex_decide(st, DEC_REARM_EFFECT, seat);
        break;
    case TMPL_E30: /* Deal [X] Direct Damage to your opponent. */
        ex_lose_hp(e, opp, l->x);
        ex_check_loss(e);
        break;
    default:
        break;
    }
}

void ex_unlock_memory(ex_engine *e, unsigned seat, unsigned slot)
{
    ex_state *st = e->st;
    ex_seat *s = &st->seat[seat];
    s->mem_unlocked = (uint8_t)(s->mem_unlocked | (1u << slot));
    s->mem_tapped = (uint8_t)(s->mem_tapped & ~(1u << slot)); /* it turns untapped */
    ex_emit(e, EXILE_EV_MEMORY, (int)seat, -1, -1, -1, (int)slot, 2);
    const ex_card *c = &ex_cards[s->memory[slot]];
    for (unsigned i = 0; i < c->line_count; i++)
        if (c->lines[i].side == SIDE_ONCE)
            resolve_line(e, seat, s->memory[slot], &c->lines[i]);
}
