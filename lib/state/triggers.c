/*
 * The queue of Passives and Effects waiting to resolve (text/resolve.c
 * resolves them). They resolve at once, off the stack, in the order of §5
 * (The React Step & The Stack): the turn player's first (in Phase 1 the
 * Initiative holder's), then by card name A to Z leaving out a leading
 * "The", a card's own lines as printed.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "primitives.h"

void ex_trigger_push_at(ex_state *st, unsigned kind, unsigned seat, unsigned card, unsigned arg, unsigned target)
{
    if (st->trig_n >= EX_TRIGGER_CAP)
        return; /* cannot happen with this edition's cards; never overflow */
    /* Every field set: a slot may hold old bytes (a loaded save). */
    st->trig[st->trig_n++] = (ex_trigger){
        .kind = (uint8_t)kind, .seat = (uint8_t)seat, .card = (uint8_t)card,
        .arg = (uint8_t)arg, .target = (uint8_t)target,
    };
}

void ex_trigger_push(ex_state *st, unsigned kind, unsigned seat, unsigned card, unsigned arg)
{
    ex_trigger_push_at(st, kind, seat, card, arg, seat);
}

void ex_effects_queue(ex_state *st, unsigned seat, unsigned card, unsigned side)
{
    const ex_card *c = &ex_cards[card];
    for (unsigned i = 0; i < c->line_count; i++)
        if (c->lines[i].side == side)
            ex_trigger_push(st, TRIG_EFFECT, seat, card, i);
}

static const char *sort_name(unsigned card)
{
    const char *n = ex_cards[card].name;
    return strncmp(n, "The ", 4) == 0 ? n + 4 : n;
}

static int before(const ex_trigger *a, const ex_trigger *b, unsigned first_seat)
{
    if (a->seat != b->seat)
        return a->seat == first_seat;
    return strcmp(sort_name(a->card), sort_name(b->card)) < 0;
}

void ex_trigger_sort_queue(ex_state *st, unsigned from, unsigned first_seat)
{
    /* A stable insertion sort: a card's lines keep their printed order. */
    for (unsigned i = from + 1; i < st->trig_n; i++) {
        ex_trigger t = st->trig[i];
        unsigned j = i;
        while (j > from && before(&t, &st->trig[j - 1], first_seat)) {
            st->trig[j] = st->trig[j - 1];
            j--;
        }
        st->trig[j] = t;
    }
}

/* What a Passive's line does, as a queued trigger. */
void ex_fire(ex_state *st, unsigned seat, const ex_passive_hit *h)
{
    const ex_line *l = h->line;
    unsigned effect = l->effect ? l->effect : l->tmpl;
    unsigned opp = ex_opp((uint8_t)seat);
    switch (effect) {
    case TMPL_E44: /* Recover [X] Stamina. */
        ex_trigger_push(st, TRIG_RECOVER, seat, h->card, ex_effect_x(l));
        break;
    case TMPL_E10: /* Attach [X] [kind] Tokens to your opponent's Exile / your Exile / this Gear. */
        ex_trigger_push_at(st, l->place == PLACE_THIS_GEAR ? TRIG_GEAR_TOKENS : TRIG_ATTACH_TOKEN, seat, h->card,
                           ex_effect_x(l), l->place == PLACE_OPPONENT_EXILE ? opp : seat);
        st->trig[st->trig_n - 1].token = l->token;
        break;
    case TMPL_P08: /* your opponent loses [X] HP */
        ex_trigger_push_at(st, TRIG_LOSE_HP, seat, h->card, (unsigned)l->x, opp);
        break;
    case TMPL_P10:
    case TMPL_P05: /* "After an opponent's attack against you is successful, recover [X] Stamina." */
        ex_trigger_push(st, TRIG_RECOVER, seat, h->card, (unsigned)l->x);
        break;
    case TMPL_P12:
        ex_trigger_push(st, TRIG_HEAL, seat, h->card, (unsigned)l->x);
        break;
    case TMPL_P14:
        ex_trigger_push(st, TRIG_DESTROY_MOMENTUM, seat, h->card, 0);
        break;
    case TMPL_P09: /* once per round: not again once this card's is used */
        if (!(st->seat[seat].p09_used & ex_card_bit(h->gear_slot)))
            ex_trigger_push(st, TRIG_DESTROY_MOMENTUM, seat, h->card, 1);
        break;
    case TMPL_P17:
        ex_trigger_push(st, TRIG_REFRESH_DISCARD, seat, h->card, 0);
        break;
    default:
        /* Any other [Effect] resolves as the card's line, through the one
         * interpreter of Effects (effects.c). */
        if (l->effect && ex_effect_supported(l))
            ex_trigger_push(st, TRIG_EFFECT, seat, h->card, (unsigned)(l - ex_cards[h->card].lines));
        break;
    }
}

void ex_fire_all(ex_state *st, unsigned tmpl, unsigned form_for_seat[EX_SEATS], unsigned first_seat)
{
    unsigned from = st->trig_n;
    for (unsigned s = 0; s < EX_SEATS; s++) {
        ex_passive_hit h[EX_GEAR + 1];
        unsigned n = ex_passives(st, s, tmpl, h, EX_GEAR + 1);
        for (unsigned i = 0; i < n; i++) {
            unsigned f = h[i].line->form;
            /* form 3 ("a player") fires for either seat */
            if (form_for_seat && f && f != form_for_seat[s] && f != 3)
                continue;
            ex_fire(st, s, &h[i]);
        }
    }
    ex_trigger_sort(st, from, first_seat);
}

bool ex_trigger_ready(const ex_state *st)
{
    for (unsigned i = 0; i < st->trig_n; i++)
        if (!st->trig[i].deferred)
            return true;
    return false;
}

bool ex_triggers_undefer(ex_state *st)
{
    bool any = false;
    for (unsigned i = 0; i < st->trig_n; i++) {
        any |= st->trig[i].deferred != 0;
        st->trig[i].deferred = 0;
    }
    return any;
}
