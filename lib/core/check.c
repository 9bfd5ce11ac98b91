/*
 * The invariants of a state (DESIGN.md, Testing): every card in exactly one
 * zone, piles and records agreeing, bounds kept. Loading checks them, and
 * so do the random-play tests after every action.
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stdio.h>

#include "engine.h"

static exile_status bad(char *err, size_t cap, const char *fmt, ...)
{
    if (err && cap) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, cap, fmt, ap);
        va_end(ap);
    }
    return EXILE_E_INCONSISTENT;
}

static bool zone_allows(unsigned inst, unsigned zone)
{
    if (ex_is_token(inst))
        return zone == ZONE_SUPPLY || zone == ZONE_DECK || zone == ZONE_HAND || zone == ZONE_ATTACHED;
    return zone != ZONE_SUPPLY && zone < ZONE_COUNT;
}

exile_status ex_state_check(const ex_state *st, char *err, size_t cap)
{
    if (st->magic != EX_STATE_MAGIC)
        return bad(err, cap, "not a match state");
    unsigned seen[EX_INSTANCES] = { 0 };
    for (unsigned s = 0; s < EX_SEATS; s++) {
        for (unsigned z = ZONE_DECK; z < ZONE_COUNT; z++) {
            const ex_pile *p = ex_pile_of((ex_state *)st, z, s);
            if (!p || ((z == ZONE_BLOCK || z == ZONE_STACK) && s == 1))
                continue;
            if (p->n > EX_PILE_CAP)
                return bad(err, cap, "a pile overflows");
            for (unsigned i = 0; i < p->n; i++) {
                unsigned inst = p->c[i];
                if (inst >= EX_INSTANCES)
                    return bad(err, cap, "a pile holds no card");
                if (st->zone[inst] != z || (z != ZONE_BLOCK && z != ZONE_STACK && st->zseat[inst] != s))
                    return bad(err, cap, "%s is recorded in another zone", ex_cards[st->def[inst]].code);
                seen[inst]++;
            }
        }
    }
    for (unsigned s = 0; s < EX_SEATS; s++) {
        unsigned f = st->seat[s].prepared;
        if (f == EX_NO_CARD)
            continue;
        if (f >= EX_MOVES || st->zone[f] != ZONE_PREPARED || st->zseat[f] != s || ex_owner(f) != s)
            return bad(err, cap, "a prepared Finisher out of place");
        seen[f]++;
    }
    if (st->stack.n > EX_STACK_CAP)
        return bad(err, cap, "the stack overflows");
    if (st->atk.card != EX_NO_CARD) {
        if (st->atk.card >= EX_INSTANCES || st->zone[st->atk.card] != ZONE_ATTACK)
            return bad(err, cap, "the attack is not in the Combat Zone");
        seen[st->atk.card]++;
    } else if (st->blocks.n) {
        return bad(err, cap, "Block cards with no attack");
    }
    for (unsigned i = 0; i < EX_INSTANCES; i++) {
        if (st->def[i] >= CARD_COUNT)
            return bad(err, cap, "an unknown card");
        if (!zone_allows(i, st->zone[i]))
            return bad(err, cap, "%s cannot lie in that zone", ex_cards[st->def[i]].code);
        unsigned want = st->zone[i] == ZONE_SUPPLY ? 0u : 1u;
        if (seen[i] != want)
            return bad(err, cap, "%s is in %u places", ex_cards[st->def[i]].code, seen[i]);
        if ((st->cflags[i] & CF_FACE_UP_ON_DECK) && st->zone[i] != ZONE_DECK)
            return bad(err, cap, "a face-up mark off a deck");
        if (!ex_is_token(i) && st->zone[i] != ZONE_ATTACHED && st->zone[i] != ZONE_BLOCK &&
            st->zone[i] != ZONE_ATTACK && st->zone[i] != ZONE_STACK && st->zseat[i] != ex_owner(i))
            return bad(err, cap, "%s lies in the other player's zone", ex_cards[st->def[i]].code);
    }
    for (unsigned i = 0; i < st->blocks.n; i++)
        if (ex_is_token(st->blocks.c[i]) || ex_owner(st->blocks.c[i]) == st->atk.attacker)
            return bad(err, cap, "a Block card of the attacker");
    for (unsigned s = 0; s < EX_SEATS; s++) {
        const ex_seat *seat = &st->seat[s];
        if (seat->mem_unlocked > 7 || seat->mem_tapped > 7 || seat->gear_disarmed > 15 || seat->gear_upgraded > 15)
            return bad(err, cap, "Memory or Gear states out of range");
        if (seat->engaged > 1 || seat->spent > 1 || seat->unleashed > 1 || seat->floating > 60)
            return bad(err, cap, "seat state out of range");
        if (seat->rearm_pick != EX_NO_CARD && !ex_bit(seat->gear_disarmed, seat->rearm_pick))
            return bad(err, cap, "a Rearm pick of an armed Gear");
    }
    if (st->step >= STEP_COUNT || st->decision >= DEC_COUNT || st->actor > 1 || st->turn > 1 ||
        st->initiative > 1 || st->first_player > 1 || st->next_turn > 1 || st->round < 1 ||
        st->round > st->max_rounds || st->trig_n > EX_TRIGGER_CAP || st->phase_seat > EX_SEATS)
        return bad(err, cap, "turn or step state out of range");
    if ((st->stun_pending != EX_NO_CARD && st->stun_pending > 1) || (st->stun_turn != EX_NO_CARD && st->stun_turn > 1))
        return bad(err, cap, "stun state out of range");
    if (st->winner < -1 || st->winner > 2 || (st->winner >= 0 && st->decision != DEC_NONE))
        return bad(err, cap, "a finished match with a decision pending");
    /* The attack may leave in the React step (§7.8), but not before. */
    bool attack_step = st->step == STEP_ATTACK_BLOCK || st->step == STEP_ATTACK_REVEAL;
    if (attack_step && st->atk.card == EX_NO_CARD)
        return bad(err, cap, "an attack step with no attack");
    return EXILE_OK;
}
