/*
 * Attached cards (§7.12) and counters (§4.5): a card that attaches itself
 * lies face-up on an Exile, in play; Tokens laid on it as counters count
 * only for its own text and return to the supply when it leaves play.
 * SPDX-License-Identifier: MIT
 */
#include "rules.h"

void ex_attach_self(ex_engine *e, unsigned inst, unsigned player)
{
    const ex_card *c = ex_inst_card(e->st, inst);
    unsigned where = player;
    for (unsigned i = 0; i < c->line_count; i++)
        if ((c->lines[i].tmpl == TMPL_E11 || c->lines[i].tmpl == TMPL_E03) &&
            c->lines[i].place == PLACE_OPPONENT_EXILE)
            where = ex_opp((uint8_t)player);
    if (ex_card_has_tmpl(c, TMPL_E03))
        where = ex_opp((uint8_t)player); /* "attach this card to your opponent's Exile" */
    ex_move(e, inst, ZONE_ATTACHED, where);
    /* E55 form 1, "Attach this card to your Exile with [N] Tokens on it":
     * the counters are laid as it attaches (§4.5). */
    for (unsigned i = 0; i < c->line_count; i++)
        if (c->lines[i].tmpl == TMPL_E55 && c->lines[i].form == 1)
            ex_add_counters(e, inst, (unsigned)c->lines[i].x);
}

void ex_add_counters(ex_engine *e, unsigned host, unsigned n)
{
    ex_state *st = e->st;
    /* "Their kind does not matter"; a short supply brings what it holds. */
    for (unsigned tok = EX_MOVES; tok < EX_INSTANCES && n; tok++) {
        if (st->zone[tok] != ZONE_SUPPLY)
            continue;
        ex_move(e, tok, ZONE_ATTACHED, st->zseat[host]);
        st->host[tok] = (uint8_t)(host + 1u);
        n--;
    }
}

unsigned ex_counters_on(const ex_state *st, unsigned host)
{
    unsigned n = 0;
    for (unsigned tok = EX_MOVES; tok < EX_INSTANCES; tok++)
        n += st->host[tok] == host + 1u;
    return n;
}

/* The attached cards whose WHILE ATTACHED text makes their controller lose
 * HP at the end of the round (E56), counted for G1's one event. */
unsigned ex_round_end_attached_loss(const ex_state *st, unsigned seat)
{
    ex_pile a = ex_seat_pile(st, seat, PILE_ATTACHED);
    unsigned loss = 0;
    for (unsigned i = 0; i < a.n; i++) {
        unsigned inst = a.c[i];
        if (ex_is_token(inst))
            continue;
        const ex_card *c = ex_inst_card(st, inst);
        for (unsigned k = 0; k < c->line_count; k++) {
            const ex_line *l = &c->lines[k];
            /* E56 printed alone (MV-032), or in E11's WHILE ATTACHED (MV-048) */
            unsigned form = l->tmpl == TMPL_E56 ? l->form : l->effect == TMPL_E56 ? l->effect_form : 0;
            if (form)
                loss += form == 2 ? ex_counters_on(st, inst) : (unsigned)l->x;
        }
    }
    return loss;
}

void ex_action_taken(ex_engine *e, unsigned seat)
{
    ex_state *st = e->st;
    ex_pile a = ex_seat_pile(st, seat, PILE_ATTACHED);
    int loss = 0;
    /* E54: "WHILE ATTACHED: Whenever the player this card is attached to
     * takes an action, they lose [X] HP." */
    for (unsigned i = 0; i < a.n; i++) {
        if (ex_is_token(a.c[i]))
            continue;
        const ex_card *c = ex_inst_card(st, a.c[i]);
        for (unsigned k = 0; k < c->line_count; k++)
            if (c->lines[k].effect == TMPL_E54 || c->lines[k].tmpl == TMPL_E54)
                loss += c->lines[k].x;
    }
    if (loss) {
        ex_lose_hp(e, seat, loss);
        ex_check_loss(e);
    }
}
