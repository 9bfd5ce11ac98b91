/*
 * Determinization: a complete match consistent with everything one seat
 * has seen, the cards it cannot see dealt again at random. Search bots
 * (ISMCTS, PIMC) sample matches this way; the seat's view of the result is
 * its view of the original, and the result is a match the same public
 * history could have reached (doc/rulings.md, "What determinize keeps").
 *
 * What a seat cannot see (F1 to F9): the opponent's hand (but its Tokens,
 * G15), the order and the Moves of both decks (but a face-up card, and the
 * cards the seat is looking at), the opponent's face-down attack before its
 * Reveal, the opponent's hidden Rearm pick and the card it put face-down in
 * an exchange (E57), and the generator. The seat's own deck holds its own
 * hidden Moves; the opponent's hidden Moves are dealt again between its
 * face-down attack (determinize_attack.c), its hand (determinize_hand.c)
 * and its deck; Tokens in a deck stay in that deck (their number is
 * public). Each deal the history allows is as likely as any other.
 * SPDX-License-Identifier: MIT
 */
#include "determinize.h"

typedef struct slots {
    uint8_t n;
    uint8_t inst[EX_INSTANCES]; /* the hidden instances, in slot order */
    uint8_t zone[EX_INSTANCES];
    uint8_t seat[EX_INSTANCES];
    uint8_t pos[EX_INSTANCES];  /* the position in the pile */
} slots;

static void collect(const ex_state *st, int viewer, unsigned zone, unsigned seat, slots *out)
{
    ex_pile p = ex_pile_get(st, (unsigned)ex_pile_of_zone(zone, seat));
    for (unsigned i = 0; i < p.n; i++)
        if (!ex_visible(st, p.c[i], viewer)) {
            out->inst[out->n] = p.c[i];
            out->zone[out->n] = (uint8_t)zone;
            out->seat[out->n] = (uint8_t)seat;
            out->pos[out->n] = (uint8_t)i;
            out->n++;
        }
}

static void put(ex_state *st, const slots *s, unsigned k, unsigned inst)
{
    ex_pile_cards(st, (unsigned)ex_pile_of_zone(s->zone[k], s->seat[k]))[s->pos[k]] = (uint8_t)inst;
    st->zone[inst] = s->zone[k];
    st->zseat[inst] = s->seat[k];
}

static void shuffle_bytes(ex_state *st, uint8_t *a, unsigned n)
{
    for (unsigned i = n; i > 1; i--) {
        unsigned j = ex_rng_below(st, i);
        uint8_t t = a[i - 1];
        a[i - 1] = a[j];
        a[j] = t;
    }
}

/* The face-down attack: one of the @p n Moves of @p pool that could have
 * been played so, each as likely as the hands of @p hand_size cards that
 * can go with it (the Pay asks the hand for what the card costs), so that
 * every deal is as likely as any other. Its place in @p pool, the card
 * played being first. */
static unsigned choose_attack(ex_state *st, const ex_hand_need *need, uint8_t *pool, unsigned n, unsigned hand_size)
{
    uint32_t weight[EX_MOVES_PER_SEAT], total = 0;
    for (unsigned i = 0; i < n; i++) {
        weight[i] = 0;
        if (!ex_could_be_attack(st, pool[i]))
            continue;
        if (need->kind == NEED_NONE) {
            weight[i] = 1;
        } else {
            /* The hands from the other cards: this one last, for a moment. */
            uint8_t t = pool[i];
            pool[i] = pool[n - 1];
            pool[n - 1] = t;
            weight[i] = ex_hands_meeting(st, need, pool, n - 1, hand_size, ex_hand_least(st, need, t));
            pool[n - 1] = pool[i];
            pool[i] = t;
        }
        total += weight[i];
    }
    /* The card played could always have been: only a loaded position no
     * play reaches leaves none, and then the attack stays as it is. */
    if (total == 0)
        return 0;
    uint32_t r = ex_rng_below(st, total);
    unsigned i = 0;
    while (r >= weight[i])
        r -= weight[i++];
    return i;
}

/* Deals the opponent's hidden Moves again between its face-down attack,
 * its hand and its deck; the deck's Tokens stay in the deck. */
static void redeal_opponent(ex_state *st, int viewer, unsigned opp)
{
    slots hand = { 0 }, deck = { 0 };
    collect(st, viewer, ZONE_HAND, opp, &hand); /* Moves only: a Token in hand is seen (G15) */
    collect(st, viewer, ZONE_DECK, opp, &deck);
    uint8_t pool[EX_MOVES_PER_SEAT], rest[EX_INSTANCES];
    unsigned n = 0, nr = 0;
    bool hidden_attack = st->atk.card != EX_NO_CARD && !ex_visible(st, st->atk.card, viewer);
    if (hidden_attack)
        pool[n++] = st->atk.card;
    for (unsigned k = 0; k < hand.n; k++)
        pool[n++] = hand.inst[k];
    for (unsigned k = 0; k < deck.n; k++) {
        if (ex_is_token(deck.inst[k]))
            rest[nr++] = deck.inst[k];
        else
            pool[n++] = deck.inst[k];
    }
    ex_hand_need need = ex_hand_need_of(st, viewer, opp);
    unsigned attack = st->atk.card;
    if (hidden_attack) {
        unsigned i = choose_attack(st, &need, pool, n, hand.n);
        attack = pool[i];
        pool[i] = pool[--n];
        ex_deal_attack(st, attack);
    }
    ex_deal_hand(st, &need, pool, n, hand.n, ex_hand_least(st, &need, attack));
    for (unsigned k = 0; k < hand.n; k++)
        put(st, &hand, k, pool[k]);
    ex_pile_sort(st, ex_pile_id(opp, PILE_HAND)); /* a hand is kept ascending */
    for (unsigned i = hand.n; i < n; i++)
        rest[nr++] = pool[i];
    shuffle_bytes(st, rest, nr);
    for (unsigned k = 0; k < deck.n; k++)
        put(st, &deck, k, rest[k]);
}

/* The opponent's choices hidden until the seat has made its own: each one
 * of the choices the opponent was offered, drawn again. */
static void redraw_picks(ex_state *st, int seat, unsigned opp)
{
    ex_seat *o = &st->seat[opp];
    /* G22: its Rearm pick, made first: a disarmed Gear, or none. */
    if (st->decision == DEC_REARM && st->actor == seat && st->initiative == opp && (o->gear_disarmed & 0xfu)) {
        unsigned choices[EX_GEAR + 1], n = 0;
        for (unsigned g = 0; g < EX_GEAR; g++)
            if (ex_bit(o->gear_disarmed, g))
                choices[n++] = g;
        choices[n++] = EX_NO_CARD;
        o->rearm_pick = (uint8_t)choices[ex_rng_below(st, n)];
    }
    /* F6: the card it put face-down in an exchange (E57), from the hand
     * dealt: any card of it, one Token of each kind (G4). */
    if (st->decision == DEC_EXCHANGE && st->actor == seat && o->exchange_pick != EX_NO_CARD) {
        ex_pile hand = ex_seat_pile(st, opp, PILE_HAND);
        uint8_t choices[EX_PILE_CAP];
        unsigned n = 0;
        for (unsigned i = 0; i < hand.n; i++)
            if (!ex_is_token(hand.c[i]) || ex_first_of_token_kind(st, hand, hand.c[i]))
                choices[n++] = hand.c[i];
        o->exchange_pick = choices[ex_rng_below(st, n)];
    }
}

static void deal(ex_state *st, int seat, uint64_t seed)
{
    unsigned opp = ex_opp((uint8_t)seat);
    /* The generator is hidden: the sample's future shuffles are its own. */
    ex_rng_seed(st, seed);
    slots own = { 0 };
    collect(st, seat, ZONE_DECK, (unsigned)seat, &own);
    uint8_t cards[EX_INSTANCES];
    for (unsigned k = 0; k < own.n; k++)
        cards[k] = own.inst[k];
    shuffle_bytes(st, cards, own.n);
    for (unsigned k = 0; k < own.n; k++)
        put(st, &own, k, cards[k]);
    redeal_opponent(st, seat, opp);
    redraw_picks(st, seat, opp);
}

exile_status exile_match_determinize(exile_match *dst, const exile_match *src, int seat, uint64_t seed)
{
    exile_status s = ex_match_write_begin(dst, src, seat >= 0 && seat < EX_SEATS);
    if (s != EXILE_OK)
        return s;
    if (dst != src)
        dst->st = src->st;
    dst->legal_cached = false;
    deal(&dst->st, seat, seed);
    return EXILE_OK;
}
