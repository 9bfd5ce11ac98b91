/*
 * Applying a legal action: each decision's choice changes the state, then
 * the step machine runs on to the next decision.
 * SPDX-License-Identifier: MIT
 */
#include "engine.h"

static void apply_window(ex_engine *e, unsigned seat, exile_action_kind k, unsigned arg)
{
    if (k == EXILE_ACT_TAP)
        ex_tap(e, seat, arg);
    else
        ex_channel(e, seat, arg);
}

static void apply_turn(ex_engine *e, exile_action_kind k, unsigned arg)
{
    ex_state *st = e->st;
    if (k == EXILE_ACT_TAP || k == EXILE_ACT_CHANNEL) {
        if (ex_canonical_stamina(st))
            st->win_pre_action = 1;
        apply_window(e, st->actor, k, arg);
        return; /* the decision stays open */
    }
    if (k == EXILE_ACT_ABILITY) { /* not the action (§7.10) */
        ex_use_ability(e, st->actor, arg, DEC_TURN);
        return;
    }
    /* §5 Stun: any action but an attack wastes the stun; a Finisher Attack
     * is an attack, a Finisher Tactics is not. */
    bool attack = k == EXILE_ACT_ATTACK_UP || k == EXILE_ACT_ATTACK_DOWN ||
                  (k == EXILE_ACT_FINISHER && ex_inst_card(st, arg)->move_type == EXILE_MOVE_FINISHER_ATTACK);
    if (!attack)
        st->stun_turn = EX_NO_CARD;
    ex_action_taken(e, st->actor);
    if (st->winner >= 0)
        return;
    switch (k) {
    case EXILE_ACT_END: ex_end(e); break;
    case EXILE_ACT_STEP_BACK: ex_step_back(e, arg); break;
    case EXILE_ACT_ATTACK_UP: ex_attack_opener(e, arg, false); break;
    case EXILE_ACT_ATTACK_DOWN: ex_attack_opener(e, arg, true); break;
    case EXILE_ACT_TACTICS: ex_tactics_play(e, arg, true); break;
    case EXILE_ACT_PREPARE: ex_prepare(e, arg); break;
    case EXILE_ACT_FINISHER: ex_finisher_play(e); break;
    default: break;
    }
}

static void apply_block(ex_engine *e, exile_action_kind k, unsigned arg)
{
    ex_state *st = e->st;
    switch (k) {
    case EXILE_ACT_NO_BLOCK:
        ex_lose_floating(e, st->actor);
        st->step = STEP_ATTACK_REVEAL;
        break;
    case EXILE_ACT_BLOCK: ex_attack_block(e, arg); break;
    default: apply_window(e, st->actor, k, arg); break;
    }
}

/* @p filter and @p left are the decision's parameters. */
static void apply_take(ex_engine *e, exile_action_kind k, unsigned arg, unsigned filter, unsigned left)
{
    ex_state *st = e->st;
    unsigned seat = st->actor;
    if (k == EXILE_ACT_DECLINE)
        return;
    ex_take_from_recall(e, seat, arg);
    /* "Take up to [X]": go on while more may be taken and are there. */
    if (left > 1 && ex_recall_has(st, seat, filter)) {
        st->dec_arg[0] = (uint8_t)filter;
        st->dec_arg[1] = (uint8_t)(left - 1);
        ex_decide(st, DEC_TAKE_RECALL, seat);
    }
}

void ex_apply(ex_engine *e, exile_action a)
{
    ex_state *st = e->st;
    exile_action_kind k = EXILE_ACTION_KIND(a);
    unsigned arg = (unsigned)EXILE_ACTION_ARG(a);
    unsigned seat = st->actor, dec = st->decision;
    /* Sent while the state is still the position the action is taken in,
     * asking the decision it answers, parameters and all: an observer may
     * describe the action then, and one that clones or saves the match
     * gets that position whole, never one half changed (exile.h,
     * Observers). */
    ex_emit(e, EXILE_EV_ACTION, (int)seat, -1, -1, -1, (int)a, -1);
    uint8_t arg0 = st->dec_arg[0], arg1 = st->dec_arg[1], arg2 = st->dec_arg[2], arg3 = st->dec_arg[3];
    st->dec_arg[0] = st->dec_arg[1] = st->dec_arg[2] = st->dec_arg[3] = 0;
    st->actions += st->actions < UINT32_MAX; /* the count stops at its largest */
    st->decision = DEC_NONE;
    switch (dec) {
    case DEC_TURN:
        apply_turn(e, k, arg);
        if (k == EXILE_ACT_TAP || k == EXILE_ACT_CHANNEL)
            ex_decide(st, DEC_TURN, seat);
        else if (k != EXILE_ACT_ABILITY)
            st->after_action_done = 0; /* the action's own window comes at its end */
        break;
    case DEC_PAY_ATTACK:
        if (k == EXILE_ACT_DECLARE) {
            ex_attack_declare(e, arg);
        } else if (k == EXILE_ACT_CHOOSE) {
            ex_lose_hp_e46(e); /* E46, as the attack is played */
            ex_decide(st, DEC_PAY_ATTACK, seat);
        } else {
            apply_window(e, seat, k, arg);
            ex_decide(st, DEC_PAY_ATTACK, seat);
        }
        break;
    case DEC_BLOCK:
        apply_block(e, k, arg);
        if (k == EXILE_ACT_TAP || k == EXILE_ACT_CHANNEL)
            ex_decide(st, DEC_BLOCK, seat);
        break;
    case DEC_EXERT:
        ex_destroy(e, arg);
        st->atk.exert_left--;
        if (st->atk.exert_left) {
            st->dec_arg[1] = (uint8_t)(arg + 1u); /* later picks ascend */
            ex_decide(st, DEC_EXERT, seat);
        }
        break;
    case DEC_REACT:
        if (k == EXILE_ACT_PLATING) {
            /* §4.5 Plating: that attack has -1 Damage. Not a play (G12). */
            ex_move(e, ex_exile_token(st, seat, ex_plating_card()), ZONE_SUPPLY, 0);
            st->atk.damage_mod = (int8_t)ex_clamp(st->atk.damage_mod - 1, EX_AMOUNT_MAX);
        } else if (k == EXILE_ACT_REACT) {
            ex_tactics_play(e, arg, false);
        } else if (k == EXILE_ACT_ABILITY) {
            ex_use_ability(e, seat, arg, DEC_REACT);
        } else if (k == EXILE_ACT_TAP || k == EXILE_ACT_CHANNEL) {
            apply_window(e, seat, k, arg);
            ex_decide(st, DEC_REACT, seat); /* still this player's choice */
        } else {
            st->atk.react_passes++;
            st->atk.react_seat = ex_opp((uint8_t)seat);
        }
        break;
    case DEC_TARGET:
        if (k == EXILE_ACT_TARGET)
            ex_target_chosen(e, arg);
        else
            ex_exert_next(e, seat); /* "up to": no more targets; its Exert, if any, follows */
        break;
    case DEC_DISCARD:
        /* E40: a discard, not a channel: no Stamina (§7.5). */
        ex_move(e, arg, ZONE_RECALL, seat);
        if (arg0 > 1 && ex_count_moves(ex_seat_pile(st, seat, PILE_HAND))) {
            st->dec_arg[0] = (uint8_t)(arg0 - 1u);
            ex_decide(st, DEC_DISCARD, seat);
        }
        break;
    case DEC_TURN_BACK:
        ex_turn_memory_back(e, seat, arg);
        break;
    case DEC_ABILITY_COST:
        ex_destroy(e, arg);
        if (arg0 > 1 && ex_count_moves(ex_seat_pile(st, seat, PILE_MOMENTUM))) {
            st->dec_arg[0] = (uint8_t)(arg0 - 1u);
            ex_decide(st, DEC_ABILITY_COST, seat);
        }
        break;
    case DEC_AFTER_ACTION:
        if (k == EXILE_ACT_ABILITY)
            ex_use_ability(e, seat, arg, DEC_AFTER_ACTION);
        break;
    case DEC_RECOVER:
        ex_untap(e, seat, arg);
        ex_recover(e, seat, arg0 - 1u);
        break;
    case DEC_SUFFOCATE:
        ex_suffocate_one(e, seat, arg);
        ex_suffocate(e, seat, arg0 - 1u);
        break;
    case DEC_REFRESH_P17:
        if (k == EXILE_ACT_CHOOSE) {
            /* P17: discard a card; your opponent's Exile does not turn upright. */
            ex_move(e, arg, ZONE_RECALL, seat);
            st->seat[ex_opp((uint8_t)seat)].round_flags |= RF_KEEP_SIDEWAYS;
        }
        break;
    case DEC_REARM:
        st->seat[seat].rearm_pick = (uint8_t)(k == EXILE_ACT_REARM ? arg : EX_NO_CARD);
        break;
    case DEC_REARM_EFFECT:
        if (k == EXILE_ACT_REARM)
            ex_rearm(e, seat, arg);
        break;
    case DEC_DISARM_OWN: /* E14 form 3: the weapon named */
        ex_disarm(e, seat, arg);
        break;
    case DEC_UNLOCK:
    case DEC_EXTRA_UPGRADE:
        if (k == EXILE_ACT_UNLOCK_MEMORY)
            ex_unlock_memory(e, seat, arg);
        else if (k == EXILE_ACT_UNLOCK_UPGRADE)
            ex_unlock_upgrade(e, seat, arg);
        else if (k == EXILE_ACT_UNLEASH)
            ex_unleash(e, seat);
        break;
    case DEC_LOOK:
        ex_look_finish(e, seat, arg0, k == EXILE_ACT_CHOOSE ? arg : EX_NO_CARD);
        break;
    case DEC_TAKE_RECALL:
        apply_take(e, k, arg, arg0, arg1);
        break;
    case DEC_TARGET_MOMENTUM:
        if (k == EXILE_ACT_DECLINE)
            break; /* "up to": no more */
        ex_momentum_act(e, arg, arg1);
        /* "Send up to [Y] target cards": the next, which may be declined. */
        if (arg3)
            ex_momentum_target(st, seat, TM_MAY_STOP | (arg0 & (TM_BY_DAMAGE | TM_BY_BLOCK)), arg1, arg2, arg3 - 1u);
        break;
    case DEC_LOSE_HP: /* E46 on a Finisher Attack (G42) */
        if (k == EXILE_ACT_CHOOSE) {
            ex_lose_hp_e46(e);
            if (ex_e46_more(st)) {
                ex_decide(st, DEC_LOSE_HP, seat); /* 1 HP more, or stop */
                break;
            }
        }
        ex_finisher_attack_engage(e);
        break;
    case DEC_UNBLOCKABLE: /* E45, after the React step */
        if (k == EXILE_ACT_DECLINE)
            break;
        ex_destroy(e, arg);
        if (arg0 > 1) {
            st->dec_arg[0] = (uint8_t)(arg0 - 1u);
            st->dec_arg[1] = 1; /* begun: the X cards are destroyed in full */
            ex_decide(st, DEC_UNBLOCKABLE, seat);
        } else {
            ex_attack_unblockable(e);
        }
        break;
    case DEC_THROWN_TOP:
        st->atk.thrown_top = k == EXILE_ACT_CHOOSE ? 2 : 1;
        break;
    case DEC_EXILE_DAMAGE: /* E09: Direct Damage to the Exile named (G43) */
        ex_lose_hp(e, arg, arg0);
        ex_check_loss(e);
        break;
    case DEC_LOSE_OR_DESTROY: /* E47 */
        if (k == EXILE_ACT_DECLINE) {
            ex_lose_hp(e, seat, arg0);
            ex_check_loss(e);
        } else {
            ex_destroy(e, arg);
            if (arg0 > 1 && ex_count_moves(ex_seat_pile(st, seat, PILE_MOMENTUM))) {
                st->dec_arg[0] = (uint8_t)(arg0 - 1u);
                ex_decide(st, DEC_ABILITY_COST, seat); /* the other cards to destroy */
            }
        }
        break;
    case DEC_DESTROY_OWN: /* E59 */
        if (k == EXILE_ACT_CHOOSE)
            ex_destroy_own_for_damage(e, seat, arg, arg0);
        break;
    case DEC_EXCHANGE: /* E57 */
        ex_exchange_pick(e, seat, arg, arg0, arg1, arg2);
        break;
    default:
        break;
    }
    ex_run(e);
}
