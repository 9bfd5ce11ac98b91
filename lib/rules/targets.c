/*
 * Targets (§4.1, §7.5 What an Effect targets, §7.11): what each card's
 * "target" can name, chosen as the card is played, and whether a target
 * has gone when the card resolves (§5: then the whole card fizzles).
 * A target is a card instance, or a Gear: EX_GEAR_TARGET | seat << 2 | slot.
 * SPDX-License-Identifier: MIT
 */
#include "rules.h"

ex_target_spec ex_target_spec_of(const ex_card *c)
{
    ex_target_spec t = { TGT_NONE, 0, 0 };
    for (unsigned i = 0; i < c->line_count && t.kind == TGT_NONE; i++) {
        const ex_line *l = &c->lines[i];
        switch (l->tmpl) {
        case TMPL_E23: case TMPL_E24: case TMPL_E29: t.kind = TGT_ATTACK; t.max = 1; break;
        case TMPL_E25: case TMPL_E26: t.kind = TGT_ATTACK_NOT_FINISHER; t.max = 1; break;
        case TMPL_E28: t.kind = TGT_QUICK_ATTACK; t.max = 1; break;
        case TMPL_E01: t.kind = TGT_MOVE; t.max = 1; break;
        case TMPL_E27: t.kind = TGT_FACE_DOWN_ATTACK; t.max = 1; break;
        case TMPL_E02: t.kind = TGT_REACTION; t.max = 1; break;
        case TMPL_E22: t.kind = TGT_OPP_COMBAT_MOVE; t.max = 1; break;
        case TMPL_FINISHER_REACH:
            t.kind = l->form == 2 ? TGT_OPP_UPGRADED_GEAR : l->form == 3 ? TGT_OPP_RECALL_MOVE : TGT_OPP_ARMED_GEAR;
            t.max = (uint8_t)l->x;
            /* "Destroy up to 3 target Moves", "Disarm up to 2 target armed Gear" */
            t.up_to = l->form >= 3;
            break;
        default: break;
        }
    }
    return t;
}

static bool gear_target_ok(const ex_state *st, unsigned kind, unsigned seat, unsigned slot)
{
    if (!ex_gear_armed(st, seat, slot))
        return false;
    return kind != TGT_OPP_UPGRADED_GEAR || ex_bit(st->seat[seat].gear_upgraded, slot);
}

bool ex_target_ok(const ex_state *st, unsigned kind, unsigned player, unsigned self, unsigned t)
{
    unsigned opp = ex_opp((uint8_t)player);
    if (t & EX_GEAR_TARGET) {
        unsigned seat = (t >> 2) & 1u, slot = t & 3u;
        return (kind == TGT_OPP_ARMED_GEAR || kind == TGT_OPP_UPGRADED_GEAR) && seat == opp &&
               gear_target_ok(st, kind, seat, slot);
    }
    if (t >= EX_INSTANCES || t == self || ex_is_token(t))
        return false;
    switch (kind) {
    case TGT_ATTACK:
        return st->atk.card == t;
    case TGT_QUICK_ATTACK:
        /* The attack's speed now: one made Slow is no longer Quick (§7.8). */
        return st->atk.card == t && st->atk.speed == SPEED_QUICK;
    case TGT_ATTACK_NOT_FINISHER:
        /* An Effect that gives a speed never targets a Finisher, and none
         * gives a Finisher Attack Single-Use (§5 Action E). */
        return st->atk.card == t && !ex_is_finisher(st, t);
    case TGT_MOVE:
        /* §7.5 What an Effect targets: a Move in the Combat Zone, in a
         * Momentum Zone, on the stack, or attached; never a Finisher Attack
         * in the Combat Zone to remove it (§5 Action E). */
        switch (st->zone[t]) {
        case ZONE_ATTACK: return !ex_is_finisher(st, t);
        case ZONE_BLOCK: case ZONE_MOMENTUM: case ZONE_STACK: case ZONE_ATTACHED: return true;
        default: return false;
        }
    case TGT_FACE_DOWN_ATTACK:
        return st->atk.card == t && (st->atk.flags & AF_FACE_DOWN);
    case TGT_REACTION:
        return st->zone[t] == ZONE_STACK && ex_has_kw(ex_inst_card(st, t), COL_ATTACK, EXILE_KW_REACTION);
    case TGT_OPP_COMBAT_MOVE:
        /* No Effect targets a Finisher Attack to remove it (§5 Action E). */
        if (st->zone[t] == ZONE_ATTACK)
            return st->atk.attacker == opp && !ex_is_finisher(st, t);
        return st->zone[t] == ZONE_BLOCK && ex_owner(t) == opp;
    case TGT_OPP_RECALL_MOVE:
        return st->zone[t] == ZONE_RECALL && ex_owner(t) == opp;
    default:
        return false;
    }
}

unsigned ex_targets_list(const ex_state *st, unsigned kind, unsigned player, unsigned self, uint8_t *out)
{
    unsigned n = 0;
    if (kind == TGT_OPP_ARMED_GEAR || kind == TGT_OPP_UPGRADED_GEAR) {
        unsigned opp = ex_opp((uint8_t)player);
        for (unsigned g = 0; g < EX_GEAR; g++) {
            unsigned t = EX_GEAR_TARGET | opp << 2 | g;
            if (ex_target_ok(st, kind, player, self, t))
                out[n++] = (uint8_t)t;
        }
        return n;
    }
    /* An attack's target can only be the card in the Combat Zone: the one
     * instance worth asking about, where the scan below asks them all. */
    if (kind == TGT_ATTACK || kind == TGT_QUICK_ATTACK || kind == TGT_ATTACK_NOT_FINISHER ||
        kind == TGT_FACE_DOWN_ATTACK) {
        unsigned t = st->atk.card;
        if (t < EX_MOVES && ex_target_ok(st, kind, player, self, t))
            out[n++] = (uint8_t)t;
        return n;
    }
    for (unsigned t = 0; t < EX_MOVES; t++)
        if (ex_target_ok(st, kind, player, self, t))
            out[n++] = (uint8_t)t;
    return n;
}

bool ex_tactics_targets_exist(const ex_state *st, unsigned player, unsigned inst)
{
    ex_target_spec t = ex_target_spec_of(ex_inst_card(st, inst));
    if (t.kind == TGT_NONE)
        return true;
    /* Most targets lie in the Combat Zone or on the stack: none there, none
     * at all, without a scan. */
    if ((t.kind == TGT_ATTACK || t.kind == TGT_FACE_DOWN_ATTACK || t.kind == TGT_QUICK_ATTACK ||
         t.kind == TGT_ATTACK_NOT_FINISHER) &&
        st->atk.card == EX_NO_CARD)
        return false;
    if (t.kind == TGT_REACTION && ex_stack(st).n == 0)
        return false;
    if (t.kind == TGT_OPP_COMBAT_MOVE && st->atk.card == EX_NO_CARD && ex_blocks(st).n == 0)
        return false;
    uint8_t list[EX_INSTANCES];
    unsigned n = ex_targets_list(st, t.kind, player, inst, list);
    /* "Disarm 1 target armed Gear" needs one; "up to 3" needs at least one. */
    return n >= (t.up_to ? 1u : t.max);
}
