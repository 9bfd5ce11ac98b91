/*
 * One-time Effects (§6.1): the lines a card resolves once, as a Memory or an
 * Upgrade is unlocked, as an Exile is unleashed, and (with the stack) as a
 * Tactics card resolves. Each line is queued as a trigger, so a line that
 * asks a player something pauses the rest, which resolve after the answer,
 * in printed order.
 * SPDX-License-Identifier: MIT
 */
#include "engine.h"

void ex_effects_queue(ex_state *st, unsigned seat, unsigned card, unsigned side)
{
    const ex_card *c = &ex_cards[card];
    for (unsigned i = 0; i < c->line_count; i++)
        if (c->lines[i].side == side)
            ex_trigger_push(st, TRIG_EFFECT, seat, card, i);
}

/* The template a line does: the inner one of a "When this ... is
 * unlocked/unleashed, [Effect]." wrapper (E64, E65). */
static unsigned effect_of(const ex_line *l)
{
    return (l->tmpl == TMPL_E64 || l->tmpl == TMPL_E65) ? l->effect : l->tmpl;
}

bool ex_effect_supported(const ex_line *l)
{
    switch (effect_of(l)) {
    case TMPL_E07: case TMPL_E10: case TMPL_E12: case TMPL_E15: case TMPL_E16: case TMPL_E20:
    case TMPL_E30: case TMPL_E52: case TMPL_E60: case TMPL_E61:
        return true;
    default:
        return false;
    }
}

static bool take_from_recall(ex_state *st, unsigned seat, bool thrown_only, unsigned count)
{
    if (!ex_recall_has(st, seat, thrown_only))
        return false;
    st->dec_arg[0] = thrown_only;
    st->dec_arg[1] = (uint8_t)count;
    ex_decide(st, DEC_TAKE_RECALL, seat);
    return true;
}

bool ex_effect_run(ex_engine *e, unsigned seat, unsigned card, unsigned line)
{
    ex_state *st = e->st;
    const ex_line *l = &ex_cards[card].lines[line];
    unsigned opp = ex_opp((uint8_t)seat);
    switch (effect_of(l)) {
    case TMPL_E07: /* You may take 1 Move / Take up to [X] Moves from your Recall Pile to your hand. */
        return take_from_recall(st, seat, false, l->effect_form == 2 || l->form == 2 ? (unsigned)l->x : 1u);
    case TMPL_E52: /* Take any number of Moves with Thrown from your Recall Pile to your hand. */
        return take_from_recall(st, seat, true, 255u);
    case TMPL_E10: /* Attach [X] [kind] Tokens to ... */
        ex_trigger_push_at(st, TRIG_ATTACH_TOKEN, seat, card, (unsigned)l->x,
                           l->place == PLACE_OPPONENT_EXILE ? opp : seat);
        st->trig[st->trig_n - 1].token = l->token;
        return false;
    case TMPL_E12: /* Shuffle [X] [kind] Tokens into your opponent's deck. */
        ex_shuffle_tokens_into_deck(e, l->token, (unsigned)l->x, opp);
        return false;
    case TMPL_E15: /* You may rearm one of your disarmed Gear. */
        if (!(st->seat[seat].gear_disarmed & 0xfu))
            return false;
        ex_decide(st, DEC_REARM_EFFECT, seat);
        return true;
    case TMPL_E16: /* Look at the top [X] cards of your deck. You may take 1 ... the rest on the bottom. */
        if (st->seat[seat].deck.n == 0)
            return false; /* looking never rebuilds a deck (§7.9) */
        st->dec_arg[0] = (uint8_t)(l->x < st->seat[seat].deck.n ? l->x : st->seat[seat].deck.n);
        ex_decide(st, DEC_LOOK, seat);
        return true;
    case TMPL_E20: /* ... if [condition], you may also unlock the Upgrade of one of your armed Gear. */
        if (l->cond == COND_NO_INITIATIVE && st->initiative == seat)
            return false;
        if (!ex_upgrade_options(st, seat))
            return false;
        ex_decide(st, DEC_EXTRA_UPGRADE, seat);
        return true;
    case TMPL_E30: /* Deal [X] Direct Damage to your opponent. */
        ex_lose_hp(e, opp, l->x);
        ex_check_loss(e);
        return false;
    case TMPL_E60: /* Engage your opponent. */
        ex_engage(e, opp);
        return false;
    case TMPL_E61: /* Disengage. */
        ex_disengage(e, seat);
        return false;
    default:
        return false;
    }
}

void ex_look_finish(ex_engine *e, unsigned seat, unsigned looked, unsigned taken)
{
    ex_state *st = e->st;
    ex_pile *deck = &st->seat[seat].deck;
    /* The card taken is not revealed; the rest go to the bottom face-down,
     * in the order they were looked at (G16). */
    uint8_t rest[EX_PILE_CAP];
    unsigned n = 0;
    for (unsigned i = 0; i < looked; i++)
        if (deck->c[i] != taken)
            rest[n++] = deck->c[i];
    if (taken != EX_NO_CARD)
        ex_move(e, taken, ZONE_HAND, seat);
    for (unsigned i = 0; i < n; i++) {
        int at = ex_pile_find(deck, rest[i]);
        ex_pile_remove_at(deck, (unsigned)at);
        ex_pile_push(deck, rest[i]);
        st->cflags[rest[i]] &= (uint8_t)~CF_FACE_UP_ON_DECK;
    }
}
