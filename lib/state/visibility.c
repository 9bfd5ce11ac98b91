/*
 * The one place that decides what a seat may see of a card (checklist
 * Part F). Views, events and the view notation all ask here.
 * SPDX-License-Identifier: MIT
 */
#include "primitives.h"

bool ex_visible(const ex_state *st, unsigned inst, int viewer)
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
        for (unsigned i = 0; i < st->trig_n; i++)
            if (st->trig[i].kind == TRIG_LAY_FINISHER && st->trig[i].arg == inst)
                return true;
        return false;
    case ZONE_ATTACK:
        /* F3: a face-down attack is known to its attacker until the Reveal. */
        if ((st->atk.flags & AF_FACE_DOWN) && !(st->atk.flags & AF_REVEALED))
            return st->atk.attacker == viewer;
        return true;
    default:
        return true; /* piles, Momentum, blocks, attached cards, the supply */
    }
}
