/*
 * Passives and Effects waiting to resolve. They resolve at once, off the
 * stack, in the order of §5 (The React Step & The Stack): the turn player's
 * first (in Phase 1 the Initiative holder's), then by card name A to Z
 * leaving out a leading "The", a card's own lines as printed.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "engine.h"

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

/* The bit of a seat's card in its per-card flags (p09_used): its Gear
 * slot, or EX_GEAR for its Exile (@p slot EX_NO_CARD). */
static unsigned card_bit(unsigned slot)
{
    return 1u << (slot == EX_NO_CARD ? EX_GEAR : slot);
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
        if (!(st->seat[seat].p09_used & card_bit(h->gear_slot)))
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

static bool resolve(ex_engine *e, ex_trigger t)
{
    ex_state *st = e->st;
    switch (t.kind) {
    case TRIG_RECOVER:
    case TRIG_FLOW:
        return ex_recover(e, t.seat, t.arg);
    case TRIG_ATTACH_TOKEN:
        ex_attach_tokens(e, t.token, t.arg, t.target); /* §4.5 Short supply */
        return false;
    case TRIG_GEAR_TOKENS: /* "this Gear": the Gear printing the line, or the Gear of its Move */
        ex_attach_gear_tokens(e, t.token, t.arg, t.target, ex_this_gear_slot(st, t.target, t.card));
        return false;
    case TRIG_HEAL:
        ex_heal(e, t.seat, t.arg);
        return false;
    case TRIG_LOSE_HP:
        ex_lose_hp(e, t.target, t.arg);
        ex_check_loss(e);
        return false;
    case TRIG_DESTROY_MOMENTUM: {
        /* P09's "Once per round" is its card's: spent by the destruction it
         * asks for now (the target is not optional); with no target the
         * Passive does nothing and is not spent (doc/rulings.md). */
        unsigned once = t.arg ? card_bit(ex_this_gear_slot(st, t.seat, t.card)) : 0u;
        if ((st->seat[t.seat].p09_used & once) || !ex_momentum_target(st, t.seat, 0, TM_DESTROY, 0, 0))
            return false;
        st->seat[t.seat].p09_used = (uint8_t)(st->seat[t.seat].p09_used | once);
        return true;
    }
    case TRIG_TAKE_THROWN: {
        st->dec_arg[0] = RECALL_THROWN;
        st->dec_arg[1] = t.arg;
        if (!ex_recall_has(st, t.seat, RECALL_THROWN))
            return false;
        ex_decide(st, DEC_TAKE_RECALL, t.seat);
        return true;
    }
    case TRIG_SUFFOCATE:
        return ex_suffocate(e, t.target, t.arg);
    case TRIG_ENGAGE:
        ex_engage(e, t.target);
        return false;
    case TRIG_DISENGAGE:
        ex_disengage(e, t.target);
        return false;
    case TRIG_EFFECT:
        return ex_effect_run(e, t.seat, t.card, t.arg);
    case TRIG_DESTROY_OWN_MOMENTUM:
        if (!t.arg || !ex_count_moves(ex_seat_pile(st, t.seat, PILE_MOMENTUM)))
            return false;
        st->dec_arg[0] = t.arg;
        ex_decide(st, DEC_ABILITY_COST, t.seat);
        return true;
    case TRIG_TAKE_MOVES:
        if (!ex_recall_has(st, t.seat, RECALL_ANY))
            return false;
        st->dec_arg[0] = 0;
        st->dec_arg[1] = t.arg;
        ex_decide(st, DEC_TAKE_RECALL, t.seat);
        return true;
    case TRIG_LAY_FINISHER:
        ex_lay_finisher(e, t.seat, t.arg, t.target);
        return false;
    case TRIG_RESUME:
        /* A Passive the ability fired (P09, as its cost destroys a Move)
         * resolves before the choice comes back (§5: at once). */
        for (unsigned i = 0; i < st->trig_n; i++)
            if (!st->trig[i].deferred && st->trig[i].kind != TRIG_RESUME) {
                ex_trigger_push_at(st, TRIG_RESUME, t.seat, t.card, t.arg, t.target);
                return false;
            }
        if (t.arg == DEC_AFTER_ACTION) {
            /* the window closes when nothing is left to use in it */
            bool any = false;
            for (unsigned g = 0; g < EX_GEAR; g++)
                any |= ex_can_use_ability(st, t.seat, g);
            if (!any)
                return false;
        }
        ex_decide(st, t.arg, t.seat);
        return true;
    case TRIG_DISARM_OWN:
        /* E14 names one of its player's own Gear and targets nothing; an
         * armed one is set aside, and a Move of it already in the Combat
         * Zone or on the stack stays (§7.5). */
        ex_disarm(e, t.seat, t.arg);
        return false;
    case TRIG_REFRESH_DISCARD:
        /* P17 of an Engaged player (phase1.c): a discard needs a Move in
         * hand, which another card's discard may have taken; a Token is
         * never discarded. */
        if (!ex_count_moves(ex_seat_pile(st, t.seat, PILE_HAND)))
            return false;
        ex_decide(st, DEC_REFRESH_P17, t.seat);
        return true;
    case TRIG_TURN_BACK:
        if (!st->seat[t.target].mem_unlocked)
            return false;
        ex_decide(st, DEC_TURN_BACK, t.target); /* of their choice */
        return true;
    default:
        return false;
    }
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

bool ex_triggers_run(ex_engine *e)
{
    ex_state *st = e->st;
    while (st->winner < 0) {
        unsigned i = 0;
        while (i < st->trig_n && st->trig[i].deferred)
            i++;
        if (i == st->trig_n)
            return false;
        ex_trigger t = st->trig[i];
        memmove(&st->trig[i], &st->trig[i + 1], (size_t)(st->trig_n - 1 - i) * sizeof st->trig[0]);
        st->trig_n--;
        st->trig[st->trig_n] = (ex_trigger){ 0 };
        if (resolve(e, t))
            return true;
    }
    return false;
}
