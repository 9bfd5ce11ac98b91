/*
 * visibility.h: the one place that decides what a seat may see of a card
 * (checklist Part F). Views, events, the view notation and determinize
 * all ask here. Inline: determinize asks it of every card of every hidden
 * pile, and views of every card they show.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_STATE_VISIBILITY_H
#define EXILE_STATE_VISIBILITY_H

/* Is @p inst, in a hand, a Finisher its Prepare named, not yet laid? (visibility.c) */
bool ex_being_laid(const ex_state *st, unsigned inst);

/* May @p viewer see the identity of instance @p inst where it lies now? */
static inline bool ex_visible(const ex_state *st, unsigned inst, int viewer)
{
    if (viewer < 0 || viewer >= EX_SEATS)
        return true; /* the omniscient referee */
    switch (st->zone[inst]) {
    case ZONE_DECK:
        /* F1, F5: nobody sees a deck, except a card an Effect put on top
         * face-up (§2 Zones, Deck), and F4: the top cards its owner is
         * looking at (E16), and the cards it put on the bottom after a
         * look, which it knows in their order (§6.4 #16, G16). */
        if (st->cflags[inst] & CF_FACE_UP_ON_DECK)
            return true;
        if ((st->cflags[inst] & CF_BOTTOM_KNOWN) && st->zseat[inst] == viewer)
            return true;
        if (st->decision == DEC_LOOK && st->actor == viewer && st->zseat[inst] == viewer) {
            int at = ex_pile_find(ex_seat_pile(st, (unsigned)viewer, PILE_DECK), inst);
            return at >= 0 && at < st->dec_arg[0];
        }
        return false;
    case ZONE_HAND:
        /* F2: no hand is ever shown; a Token has a back of its own (G15);
         * a card the other seat saw go in stays known to it while it is
         * surely there (zones.c, forget_hand).
         * A Finisher being prepared was named by its Prepare: it is public
         * until it is laid, behind the Passives of the Exile's turn. */
        if (ex_is_token(inst) || st->zseat[inst] == viewer || (st->cflags[inst] & CF_KNOWN_IN_HAND))
            return true;
        return st->trig_n > 0 && ex_being_laid(st, inst);
    case ZONE_ATTACK:
        /* F3: a face-down attack is known to its attacker until the Reveal. */
        if ((st->atk.flags & AF_FACE_DOWN) && !(st->atk.flags & AF_REVEALED))
            return st->atk.attacker == viewer;
        return true;
    default:
        return true; /* piles, Momentum, blocks, attached cards, the supply */
    }
}

#endif
