/*
 * The opponent's face-down attack before its Reveal, as a determinization
 * deals it (F3: its identity is hidden until then). Its card is hidden,
 * but not everything about it is: The Opener offered it (G9), the declared
 * cost is public (§7.7), and so are the HP its player lost as it was
 * played (E46) and whether its Exile turned at Pay (P21). The card dealt
 * there is one that leaves all of that as it is.
 * SPDX-License-Identifier: MIT
 */
#include "determinize.h"

bool ex_could_be_attack(const ex_state *st, unsigned inst)
{
    const ex_attack *atk = &st->atk;
    const ex_card *c = ex_inst_card(st, inst);
    bool declared = !ex_attack_in_pay(st);
    /* E46: only a card printing "you may lose up to [X] HP" with [X] as
     * high let its player lose that HP as it was played (§7.4). */
    if (atk->hp_lost > ex_e46_x(c))
        return false;
    /* P21, read at Pay: whether the Exile turned is public. Nothing turns
     * the defender's Exile, nor disarms a Gear, between Pay and the
     * Reveal, so the Passive reads now what it read then. */
    if (declared && ex_attack_no_engage(st, inst) != ((atk->flags & AF_NO_ENGAGE) != 0))
        return false;
    /* G9: in the permissive bluff mode any Move may go face-down, at any
     * declared cost; the Audit judges it at the Reveal. */
    if (st->flags & EXILE_MATCH_PERMISSIVE_BLUFF)
        return true;
    /* Otherwise The Opener offered only what passes the Audit (§5 Action A
     * step 4): a card that may attack, its Gear armed (nothing disarms one
     * before the Reveal), its Exert payable with the hand it was played
     * from, and once declared, a declared cost that covers its effective
     * cost. Before the declare, the Pay left to make must still cover it:
     * that is the hand's (ex_hand_need_of). */
    return ex_can_attack_card(c) && ex_gear_armed(st, atk->attacker, ex_gear_slot_of(st, inst)) &&
           ex_exert_payable(c, COL_ATTACK, atk->hand_moves) &&
           (!declared || (unsigned)ex_eff_attack_cost(st, inst) <= atk->declared);
}

void ex_deal_attack(ex_state *st, unsigned inst)
{
    st->atk.card = (uint8_t)inst;
    st->zone[inst] = ZONE_ATTACK;
    st->zseat[inst] = st->atk.attacker;
    ex_attack_read_card(st, inst);
}
