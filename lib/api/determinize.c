/*
 * Determinization: a complete match consistent with everything one seat
 * has seen (its view), the hidden cards dealt again at random. Search bots
 * (ISMCTS, PIMC) sample matches this way; the seat's view of the result is
 * its view of the original.
 *
 * What a seat cannot see (checklist Part F): the opponent's hand (but its
 * Tokens, G15), the order and the Moves of both decks (but a face-up card,
 * and the cards the seat is looking at), the opponent's face-down attack
 * before its Reveal, the opponent's hidden Rearm pick and the card it put
 * face-down in an exchange (E57), and the generator.
 * The seat's own deck holds its own hidden Moves; the opponent's hidden
 * Moves are split between the opponent's hand, deck and face-down attack;
 * Tokens in a deck stay in that deck (their number is public).
 * SPDX-License-Identifier: MIT
 */
#include "match.h"

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

/* Could the opponent have played @p inst face-down as this attack? The
 * Opener offered only plays that pass the Audit (unless permissive, G9). */
static bool could_be_the_attack(const ex_state *st, unsigned inst)
{
    if (ex_is_token(inst))
        return false;
    const ex_card *c = ex_inst_card(st, inst);
    /* The HP its player lost as it was played is public: only a card that
     * prints E46 with as high an [X] lets a player lose it (§7.4). */
    if (st->atk.hp_lost > ex_e46_x(c))
        return false;
    if (st->flags & EXILE_MATCH_PERMISSIVE_BLUFF)
        return true;
    /* In its Pay step nothing is declared yet: whether the hand dealt can
     * pay for it is checked once the deal is made. */
    bool declared = st->decision != DEC_PAY_ATTACK;
    return ex_can_attack_card(c) &&
           (!declared || (unsigned)ex_eff_attack_cost(st, inst) <= st->atk.declared);
}

/* Deals the opponent's hidden cards again: Tokens back into deck slots,
 * Moves anywhere, a face-down attack from the Moves that could be it. */
static void redeal_opponent(ex_state *st, int viewer, unsigned opp)
{
    slots s = { 0 };
    collect(st, viewer, ZONE_HAND, opp, &s);
    collect(st, viewer, ZONE_DECK, opp, &s);
    uint8_t moves[EX_INSTANCES], tokens[EX_INSTANCES], deck_slots[EX_INSTANCES];
    unsigned nm = 0, nt = 0, nd = 0;
    bool hidden_attack = st->atk.card != EX_NO_CARD && !ex_visible(st, st->atk.card, viewer);
    if (hidden_attack)
        moves[nm++] = st->atk.card;
    for (unsigned k = 0; k < s.n; k++) {
        if (ex_is_token(s.inst[k]))
            tokens[nt++] = s.inst[k];
        else
            moves[nm++] = s.inst[k];
        if (s.zone[k] == ZONE_DECK)
            deck_slots[nd++] = (uint8_t)k;
    }
    shuffle_bytes(st, moves, nm);
    if (hidden_attack) {
        /* The attack first, from the Moves that could have been played so. */
        unsigned pick = nm;
        for (unsigned i = 0; i < nm; i++)
            if (could_be_the_attack(st, moves[i])) {
                pick = i;
                break;
            }
        if (pick < nm) {
            uint8_t t = moves[0];
            moves[0] = moves[pick];
            moves[pick] = t;
        }
        st->atk.card = moves[0];
        st->zone[moves[0]] = ZONE_ATTACK;
        st->zseat[moves[0]] = (uint8_t)opp;
        /* What The Opener read of the card, for the card now in its place. */
        st->atk.eff_cost = (uint8_t)ex_eff_attack_cost(st, moves[0]);
        st->atk.speed = ex_inst_card(st, moves[0])->speed;
        st->atk.flags |= AF_EXERT_OK;
    }
    /* Tokens go to random deck slots; the Moves fill the rest. */
    shuffle_bytes(st, deck_slots, nd);
    bool taken[EX_INSTANCES] = { false };
    for (unsigned i = 0; i < nt; i++) {
        put(st, &s, deck_slots[i], tokens[i]);
        taken[deck_slots[i]] = true;
    }
    unsigned next = hidden_attack ? 1u : 0u;
    for (unsigned k = 0; k < s.n; k++)
        if (!taken[k])
            put(st, &s, k, moves[next++]);
    ex_pile_sort(st, ex_pile_id(opp, PILE_HAND)); /* a hand is kept ascending */
}

static void deal(ex_state *st, int seat, uint64_t seed)
{
    unsigned opp = ex_opp((uint8_t)seat);
    /* The generator is hidden: the sample's future shuffles are its own. */
    ex_rng_seed(st, seed);
    slots own = { 0 };
    collect(st, seat, ZONE_DECK, (unsigned)seat, &own);
    uint8_t pool[EX_INSTANCES];
    for (unsigned k = 0; k < own.n; k++)
        pool[k] = own.inst[k];
    shuffle_bytes(st, pool, own.n);
    for (unsigned k = 0; k < own.n; k++)
        put(st, &own, k, pool[k]);
    redeal_opponent(st, seat, opp);
    /* G22: the opponent's Rearm pick, made first and hidden, drawn again
     * among its choices. */
    ex_seat *o = &st->seat[opp];
    if (st->decision == DEC_REARM && st->actor == seat && st->initiative == opp && (o->gear_disarmed & 0xfu)) {
        unsigned choices[EX_GEAR + 1], n = 0;
        for (unsigned g = 0; g < EX_GEAR; g++)
            if (ex_bit(o->gear_disarmed, g))
                choices[n++] = g;
        choices[n++] = EX_NO_CARD;
        o->rearm_pick = (uint8_t)choices[ex_rng_below(st, n)];
    }
    /* F6: the card the opponent put face-down in an exchange (E57), hidden
     * until both have chosen, drawn again from the hand dealt. */
    ex_pile hand = ex_seat_pile(st, opp, PILE_HAND);
    if (st->decision == DEC_EXCHANGE && st->actor == seat && o->exchange_pick != EX_NO_CARD && hand.n)
        o->exchange_pick = hand.c[ex_rng_below(st, hand.n)];
}

exile_status exile_match_determinize(exile_match *dst, const exile_match *src, int seat, uint64_t seed)
{
    if (!dst || !src || seat < 0 || seat >= EX_SEATS) {
        if (dst)
            ex_match_record(dst, EXILE_E_INVALID_ARGUMENT);
        return EXILE_E_INVALID_ARGUMENT;
    }
    if (dst->busy)
        return EXILE_E_BUSY;
    ex_match_record(dst, EXILE_OK);
    ex_state original = src->st;
    dst->legal_cached = false;
    /* A deal must leave the pending decision playable (a face-down attack
     * at its Pay must be payable by the hand dealt with it): rejection
     * sampling, and the true deal as the last resort. */
    for (unsigned attempt = 0; attempt < 16; attempt++) {
        dst->st = original;
        deal(&dst->st, seat, seed + attempt * 0x9e3779b97f4a7c15ULL);
        if (dst->st.decision == DEC_PAY_ATTACK && !ex_pay_reachable(&dst->st))
            continue; /* the attack dealt could not be paid with the hand dealt */
        if (dst->st.winner >= 0 || ex_legal(&dst->st, NULL, 0) > 0)
            return EXILE_OK;
    }
    dst->st = original;
    ex_rng_seed(&dst->st, seed);
    return EXILE_OK;
}
