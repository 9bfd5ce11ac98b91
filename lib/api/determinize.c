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
 *
 * A deal reveals nothing: it is a function of what the seat knows and of
 * the seed only. The hidden cards are taken in instance order (the seat
 * knows which they are, not where each lies), the places they fill are
 * those the seat sees hidden, and the generator is seeded from the seed
 * alone. So two matches the seat cannot tell apart give the same sample,
 * byte for byte (tests/test_determinize_knowledge.c), and a seat that
 * reads the seed off a sample and deals it again gets the sample back.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "determinize.h"

/* A set of instances, one bit each. A deal takes the hidden cards from
 * such a set, in instance order: what it deals then depends on which cards
 * are hidden, which the seat knows, and never on where they really lie. A
 * set costs a few instructions a card, where sorting them costs ten times
 * that. */
typedef struct inst_set {
    uint64_t w[2];
} inst_set;

_Static_assert(EX_INSTANCES <= 128, "an inst_set holds every instance");
_Static_assert(EX_MOVES <= 64, "the Moves lie in the first word of an inst_set");

static inline void set_add(inst_set *s, unsigned inst)
{
    s->w[inst >> 6] |= (uint64_t)1 << (inst & 63u);
}

/* set_add() when @p in holds, without a branch on it: whether a card is
 * hidden is what no predictor learns. */
static inline void set_add_if(inst_set *s, unsigned inst, bool in)
{
    s->w[inst >> 6] |= (uint64_t)in << (inst & 63u);
}

static inline unsigned lowest_bit(uint64_t w)
{
#if defined(__GNUC__)
    return (unsigned)__builtin_ctzll(w);
#else
    unsigned i = 0;
    while (!(w & 1u))
        w >>= 1, i++;
    return i;
#endif
}

/* Appends the instances of the set's word @p k, masked by @p mask, to
 * @p out in ascending order; their new count. */
static unsigned take_word(const inst_set *s, unsigned k, uint64_t mask, uint8_t *out, unsigned n)
{
    for (uint64_t w = s->w[k] & mask; w; w &= w - 1u)
        out[n++] = (uint8_t)(64u * k + lowest_bit(w));
    return n;
}

/* The places of a pile's hidden cards, and which cards they hold. Only
 * the set needs a value before a collect fills the rest: zeroing pos would
 * cost a tenth of a determinization. Each is one pile's: its zone and
 * seat are kept once, and so is where its cards begin (a deal moves cards
 * within their piles and the Combat Zone only, so no pile moves). */
typedef struct slots {
    uint8_t n, zone, seat, start;
    inst_set hidden;            /* the hidden instances, as a set */
    uint8_t pos[EX_INSTANCES];  /* the position in the pile */
} slots;

/* The cards of @p seat's hand that the other seat cannot see (their count
 * and set: put_hand() lays the whole hand out again, so their places are
 * not kept), and in @p seen those it can: ex_visible's hand case for a
 * viewer whose hand it is not, with no branch on each card. Seen are a
 * Token (G15), a card known in the hand (F2), and a Finisher being laid.
 * The flags of all the hand's cards together. */
static unsigned collect_hand(const ex_state *st, unsigned seat, slots *out, inst_set *seen)
{
    unsigned n = 0, flags = 0;
    ex_pile p = ex_seat_pile(st, seat, PILE_HAND);
    for (unsigned i = 0; i < p.n; i++) {
        unsigned c = p.c[i];
        flags |= st->cflags[c];
        bool visible = ex_is_token(c) | ((st->cflags[c] & CF_KNOWN_IN_HAND) != 0);
        visible |= st->trig_n > 0 && ex_being_laid(st, c);
        set_add_if(&out->hidden, c, !visible);
        set_add_if(seen, c, visible);
        n += !visible;
    }
    out->n = (uint8_t)n;
    out->zone = ZONE_HAND;
    out->seat = (uint8_t)seat;
    return flags;
}

/* The cards of @p seat's deck that @p viewer cannot see: ex_visible's
 * deck case with what holds for the whole pile worked out once, for
 * determinize takes every card of both decks. Hidden are all but a card
 * put on top face-up (F5), the cards the viewer put on the bottom of its
 * own deck after a look (F4), and the top cards it is looking at (E16). */
static void collect_deck(const ex_state *st, int viewer, unsigned seat, slots *out)
{
    unsigned id = ex_pile_id(seat, PILE_DECK), n = 0;
    ex_pile p = ex_pile_get(st, id);
    bool own = (int)seat == viewer;
    uint8_t seen = (uint8_t)(CF_FACE_UP_ON_DECK | (own ? CF_BOTTOM_KNOWN : 0u));
    unsigned looked = own && st->decision == DEC_LOOK && st->actor == viewer ? st->dec_arg[0] : 0;
    for (unsigned i = looked < p.n ? looked : p.n; i < p.n; i++) {
        bool hidden = !(st->cflags[p.c[i]] & seen);
        set_add_if(&out->hidden, p.c[i], hidden);
        out->pos[n] = (uint8_t)i;
        n += hidden;
    }
    out->n = (uint8_t)n;
    out->zone = ZONE_DECK;
    out->seat = (uint8_t)seat;
    out->start = st->pile_start[id];
}

static void put(ex_state *st, const slots *s, unsigned k, unsigned inst)
{
    st->pile_card[s->start + s->pos[k]] = (uint8_t)inst;
    st->zone[inst] = s->zone;
    st->zseat[inst] = s->seat;
}

/* Deals the @p n cards of @p dealt into @p seat's hand beside the cards
 * @p seen there, and lays them all out ascending, as a hand is kept
 * (zones.c): the set's order, where sorting the pile would branch on
 * each card. */
static void put_hand(ex_state *st, unsigned seat, inst_set seen, const uint8_t *dealt, unsigned n)
{
    for (unsigned k = 0; k < n; k++) {
        set_add(&seen, dealt[k]);
        st->zone[dealt[k]] = ZONE_HAND;
        st->zseat[dealt[k]] = (uint8_t)seat;
    }
    uint8_t *cards = ex_pile_cards(st, ex_pile_id(seat, PILE_HAND));
    take_word(&seen, 1, ~(uint64_t)0, cards, take_word(&seen, 0, ~(uint64_t)0, cards, 0));
}

/* How many cards at the bottom of @p seat's deck its owner put there after
 * a look (CF_BOTTOM_KNOWN): they lie below every other card. */
static unsigned bottom_known(const ex_state *st, unsigned seat)
{
    ex_pile deck = ex_seat_pile(st, seat, PILE_DECK);
    unsigned n = 0;
    while (n < deck.n && (st->cflags[deck.c[deck.n - 1 - n]] & CF_BOTTOM_KNOWN))
        n++;
    return n;
}

/* Marks the last @p n cards of @p seat's deck as its owner's to know (or,
 * with @p on false, none of them). */
static void mark_bottom(ex_state *st, unsigned seat, unsigned n, bool on)
{
    ex_pile deck = ex_seat_pile(st, seat, PILE_DECK);
    for (unsigned i = deck.n - n; i < deck.n; i++)
        st->cflags[deck.c[i]] = (uint8_t)(on ? st->cflags[deck.c[i]] | CF_BOTTOM_KNOWN
                                             : st->cflags[deck.c[i]] & ~CF_BOTTOM_KNOWN);
}

/* The opponent's hidden Moves, as the seat knows them: the first @p nf of
 * @p pool lie in its hand or its face-down attack (CF_NOT_FROM_DECK), the
 * others, to @p n, in those or in its deck. */
typedef struct hidden_moves {
    /* Twice the Moves: the cards past the hand's are copied as one block of
     * EX_MOVES_PER_SEAT bytes, whatever their count (redeal_opponent). */
    uint8_t pool[2 * EX_MOVES_PER_SEAT];
    unsigned nf, n;
} hidden_moves;

/* What the hand dealt besides its known cards must count toward the need,
 * with @p skip (an index of the pool, or n) not among them. */
static int least_besides_known(const ex_state *st, const ex_hand_need *need, const hidden_moves *h, unsigned skip,
                               int least)
{
    for (unsigned j = 0; j < h->nf; j++)
        if (j != skip)
            least -= (int)ex_hand_counts(st, need, h->pool[j]);
    return least;
}

/* The hands of @p hand_size cards that go with the attack pool[i]: each
 * holds the known cards but pool[i] and meets the need with them. */
static uint32_t hands_with_attack(const ex_state *st, const ex_hand_need *need, hidden_moves *h, unsigned i,
                                  unsigned hand_size)
{
    unsigned known = h->nf - (i < h->nf);
    if (known > hand_size)
        return 0;
    int least = least_besides_known(st, need, h, i, ex_hand_least(st, need, h->pool[i]));
    uint8_t *free_cards = h->pool + h->nf;
    unsigned nfree = h->n - h->nf;
    if (i < h->nf)
        return ex_hands_meeting(st, need, free_cards, nfree, hand_size - known, least);
    /* The hands from the other cards: this one last, for a moment. */
    uint8_t t = h->pool[i];
    h->pool[i] = h->pool[h->n - 1];
    h->pool[h->n - 1] = t;
    uint32_t ways = ex_hands_meeting(st, need, free_cards, nfree - 1, hand_size - known, least);
    h->pool[h->n - 1] = h->pool[i];
    h->pool[i] = t;
    return ways;
}

/* The face-down attack: one of the Moves of @p h that could have been
 * played so, each as likely as the hands of @p hand_size cards that can go
 * with it (the Pay asks the hand for what the card costs, and the hand
 * holds the cards known to lie there), so that every deal is as likely as
 * any other. Its place in the pool. */
static unsigned choose_attack(ex_state *st, const ex_hand_need *need, hidden_moves *h, unsigned hand_size)
{
    uint32_t weight[EX_MOVES_PER_SEAT], total = 0;
    for (unsigned i = 0; i < h->n; i++) {
        weight[i] = 0;
        if (!ex_could_be_attack(st, h->pool[i]))
            continue;
        /* With no need and no known card, each card leaves as many hands. */
        weight[i] = need->kind == NEED_NONE && h->nf == 0 ? 1 : hands_with_attack(st, need, h, i, hand_size);
        total += weight[i];
    }
    /* The card played could always have been: only a loaded position no
     * play reaches leaves none, and then the attack stays as it is (the
     * one case where a sample keeps a hidden card where it lies). */
    if (total == 0) {
        unsigned i = 0;
        while (h->pool[i] != st->atk.card)
            i++;
        return i;
    }
    uint32_t r = ex_rng_below(st, total);
    unsigned i = 0;
    while (r >= weight[i])
        r -= weight[i++];
    return i;
}

/* Puts the cards of the pool known to be none of the deck's first (h->nf
 * of them), the others after them, each kind in its order. */
static void known_first(const ex_state *st, hidden_moves *h)
{
    uint8_t others[EX_MOVES_PER_SEAT];
    unsigned known = 0, n = 0;
    for (unsigned k = 0; k < h->n; k++) {
        if (st->cflags[h->pool[k]] & CF_NOT_FROM_DECK)
            h->pool[known++] = h->pool[k];
        else
            others[n++] = h->pool[k];
    }
    memcpy(h->pool + known, others, n);
    h->nf = known;
}

/* Takes pool[i] out, the known cards still first. */
static void take_from_pool(hidden_moves *h, unsigned i)
{
    if (i < h->nf) {
        h->pool[i] = h->pool[--h->nf];
        i = h->nf;
    }
    h->pool[i] = h->pool[--h->n];
}

/* Deals the opponent's hidden Moves again between its face-down attack,
 * its hand and its deck. The deck's Tokens stay in the deck, and the deck
 * receives none of the Moves the seat knows lie in the hand or the attack
 * (CF_NOT_FROM_DECK): after a Fatigue the deck is the Recall Pile that was
 * (§5 Fatigue), and the cards taken from it are some of its cards. The
 * opponent knows the cards it put on the bottom of its deck: in the
 * sample, whichever are dealt there. */
static void redeal_opponent(ex_state *st, int viewer, unsigned opp)
{
    slots hand, deck;
    inst_set seen_in_hand = { { 0, 0 } };
    hand.hidden = deck.hidden = (inst_set){ { 0, 0 } };
    unsigned flags = collect_hand(st, opp, &hand, &seen_in_hand); /* Moves only: a Token in hand is seen (G15) */
    collect_deck(st, viewer, opp, &deck);
    unsigned bottom = bottom_known(st, opp);
    if (bottom)
        mark_bottom(st, opp, bottom, false);
    bool hidden_attack = st->atk.card != EX_NO_CARD && !ex_visible(st, st->atk.card, viewer);
    /* The opponent's hidden Moves (its attack's, its hand's, its deck's),
     * those known to be none of the deck's first; and the deck's Tokens.
     * In instance order: the seat knows which cards are hidden, not which
     * lies where. */
    inst_set all = { { hand.hidden.w[0] | deck.hidden.w[0], deck.hidden.w[1] } };
    if (hidden_attack)
        set_add(&all, st->atk.card);
    const uint64_t moves = ((uint64_t)1 << EX_MOVES) - 1u;
    hidden_moves h = { .nf = 0, .n = 0 };
    h.n = take_word(&all, 0, moves, h.pool, 0);
    uint8_t rest[EX_INSTANCES];
    unsigned nr = take_word(&all, 1, ~(uint64_t)0, rest, take_word(&all, 0, ~moves, rest, 0));
    /* Only the hand's cards and the attack are ever marked so. */
    if (hidden_attack)
        flags |= st->cflags[st->atk.card];
    if (flags & CF_NOT_FROM_DECK)
        known_first(st, &h);
    ex_hand_need need = ex_hand_need_of(st, viewer, opp);
    unsigned attack = st->atk.card;
    if (hidden_attack) {
        unsigned i = choose_attack(st, &need, &h, hand.n);
        attack = h.pool[i];
        take_from_pool(&h, i);
        ex_deal_attack(st, attack);
    }
    int least = least_besides_known(st, &need, &h, h.n, ex_hand_least(st, &need, attack));
    ex_deal_hand(st, &need, h.pool + h.nf, h.n - h.nf, hand.n - h.nf, least);
    put_hand(st, opp, seen_in_hand, h.pool, hand.n);
    /* A copy of a fixed size, which compiles to two vector moves where a
     * memcpy of the count calls the C library (the bytes past the count
     * are never read). */
    _Static_assert(EX_TOKENS + EX_MOVES_PER_SEAT <= EX_INSTANCES, "rest holds the deck's Tokens and a block of Moves");
    memcpy(rest + nr, h.pool + hand.n, EX_MOVES_PER_SEAT);
    nr += h.n - hand.n;
    ex_rng_shuffle(st, rest, nr);
    for (unsigned k = 0; k < deck.n; k++)
        put(st, &deck, k, rest[k]);
    if (bottom)
        mark_bottom(st, opp, bottom, true);
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
            if (!ex_is_token(hand.c[i]) || ex_first_of_token_kind(st, hand, i))
                choices[n++] = hand.c[i];
        o->exchange_pick = choices[ex_rng_below(st, n)];
    }
}

static void deal(ex_state *st, int seat, uint64_t seed)
{
    unsigned opp = ex_opp((uint8_t)seat);
    /* The generator is hidden: the sample's future shuffles are its own,
     * from the seed only, and go on from the deal. */
    ex_rng_seed(st, seed);
    /* The cards it put on the bottom of its deck it sees: they stay there,
     * in order (F4). */
    slots own;
    own.hidden = (inst_set){ { 0, 0 } };
    collect_deck(st, seat, (unsigned)seat, &own);
    uint8_t cards[EX_INSTANCES];
    take_word(&own.hidden, 1, ~(uint64_t)0, cards, take_word(&own.hidden, 0, ~(uint64_t)0, cards, 0));
    ex_rng_shuffle(st, cards, own.n);
    /* They stay in the deck: their zones are as they were. */
    for (unsigned k = 0; k < own.n; k++)
        st->pile_card[own.start + own.pos[k]] = cards[k];
    redeal_opponent(st, seat, opp);
    redraw_picks(st, seat, opp);
}

exile_status exile_match_determinize(exile_match *dst, const exile_match *src, int seat, uint64_t seed)
{
    exile_status s = ex_match_write_begin(dst, src, seat >= 0 && seat < EX_SEATS);
    if (s != EXILE_OK)
        return s;
    if (dst != src)
        ex_state_copy(&dst->st, &src->st);
    dst->legal_cached = false;
    deal(&dst->st, seat, seed);
    return EXILE_OK;
}
