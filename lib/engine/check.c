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

/* The step that raises each decision that comes in one step only: the
 * turn's action, its Pay and a Finisher's E46 choice as the turn begins,
 * the blocks in the Block step, a React step's choice and a played card's
 * targets in a React step, E45's choice at the Math, P20's at the Combat
 * Zone Clear, the window after the action as the turn ends (G33), and
 * Phase 1's in their steps. */
static const uint8_t own_step[DEC_COUNT] = {
    [DEC_TURN] = STEP_TURN_BEGIN,          [DEC_PAY_ATTACK] = STEP_TURN_BEGIN,
    [DEC_LOSE_HP] = STEP_TURN_BEGIN,       [DEC_BLOCK] = STEP_ATTACK_BLOCK,
    [DEC_REACT] = STEP_ATTACK_REACT,       [DEC_TARGET] = STEP_ATTACK_REACT,
    [DEC_UNBLOCKABLE] = STEP_ATTACK_MATH,  [DEC_THROWN_TOP] = STEP_ATTACK_CLEAR,
    [DEC_AFTER_ACTION] = STEP_TURN_END,    [DEC_REFRESH_P17] = STEP_P1_REFRESH,
    [DEC_REARM] = STEP_P1_REARM,           [DEC_UNLOCK] = STEP_P1_UNLOCK,
};

/* The largest [X] that a card of the match (its loadouts, its Moves and
 * Tokens) prints for an Effect of @p tmpl_a, or of @p tmpl_b or @p tmpl_c
 * when not 0; 0 when none prints one. */
static unsigned largest_x(const ex_state *st, unsigned tmpl_a, unsigned tmpl_b, unsigned tmpl_c)
{
    uint8_t ids[EX_INSTANCES + EX_SEATS * (1 + EX_GEAR + EX_MEMORIES)];
    unsigned n = 0, most = 0;
    for (unsigned i = 0; i < EX_INSTANCES; i++)
        ids[n++] = st->def[i];
    for (unsigned s = 0; s < EX_SEATS; s++) {
        ids[n++] = st->seat[s].exile;
        for (unsigned g = 0; g < EX_GEAR; g++)
            ids[n++] = st->seat[s].gear[g];
        for (unsigned m = 0; m < EX_MEMORIES; m++)
            ids[n++] = st->seat[s].memory[m];
    }
    for (unsigned k = 0; k < n; k++) {
        const ex_card *c = &ex_cards[ids[k]];
        for (unsigned l = 0; l < c->line_count; l++) {
            unsigned t = ex_effect_tmpl(&c->lines[l]);
            if ((t == tmpl_a || (tmpl_b && t == tmpl_b) || (tmpl_c && t == tmpl_c)) && ex_effect_x(&c->lines[l]) > most)
                most = ex_effect_x(&c->lines[l]);
        }
    }
    return most;
}

/* The number A of a decision that counts down from an Effect's [X]: from 1
 * to the largest [X] the match's cards print for it. */
static bool count_from_x(const ex_state *st, unsigned tmpl_a, unsigned tmpl_b, unsigned tmpl_c)
{
    return st->dec_arg[0] >= 1 && st->dec_arg[0] <= largest_x(st, tmpl_a, tmpl_b, tmpl_c);
}

/* Can a trigger wait in the queue, as the rules queue it? */
static bool trigger_ok(const ex_state *st, const ex_trigger *t)
{
    if (t->kind == 0 || t->kind >= TRIG_KIND_COUNT || t->seat > 1 || t->card >= CARD_COUNT || t->deferred > 1 ||
        (t->target > 1 && t->kind != TRIG_LAY_FINISHER) ||
        (t->token && (t->token >= CARD_COUNT || ex_cards[t->token].kind != EXILE_CARD_TOKEN)))
        return false;
    switch (t->kind) {
    case TRIG_ATTACH_TOKEN: /* E10: Tokens of a kind */
        return t->token != 0;
    case TRIG_GEAR_TOKENS:
        return t->token != 0 && ex_this_gear_slot(st, t->target, t->card) != EX_NO_CARD;
    case TRIG_EFFECT:
        return t->arg < ex_cards[t->card].line_count;
    case TRIG_DISARM_OWN:
        return t->arg < EX_GEAR;
    case TRIG_REFRESH_DISCARD: /* P17, as Phase 1's Refresh begins (G28) */
        return st->step == STEP_P1_REFRESH;
    case TRIG_TAKE_THROWN: /* E53 "1 Move", E08 "up to [Y] Moves": one at least */
    case TRIG_TAKE_MOVES:
        return t->arg >= 1;
    case TRIG_DESTROY_OWN_MOMENTUM: /* E08's cost, E63's [X] */
        return t->arg <= largest_x(st, TMPL_E08, TMPL_E63, 0);
    case TRIG_LAY_FINISHER:
        /* §5 Action D: the Prepare ends the turn and lays its Finisher,
         * from its player's hand, once the Passives its Exile's turning
         * fired have resolved; its cost is target. */
        return !t->deferred && st->step == STEP_TURN_END && t->target <= EX_AMOUNT_MAX && t->arg < EX_MOVES &&
               ex_owner(t->arg) == t->seat && st->def[t->arg] == t->card && st->zone[t->arg] == ZONE_HAND &&
               st->zseat[t->arg] == t->seat && ex_is_finisher(st, t->arg);
    case TRIG_RESUME:
        /* An ability gives back the choice it was used in (ability.c), at
         * once and in that choice's step: the turn player's before or
         * after the action, or a React step's; never a spent player's.
         * Meanwhile only its cost's and its Effect's choices are made. */
        return !t->deferred && (t->arg == DEC_TURN || t->arg == DEC_AFTER_ACTION || t->arg == DEC_REACT) &&
               st->step == own_step[t->arg] && (t->arg == DEC_REACT || t->seat == st->turn) &&
               !st->seat[t->seat].spent && st->decision < DEC_COUNT && !own_step[st->decision];
    default:
        return true;
    }
}

/* The loadouts, and the cards each instance must then be: bytes from a
 * file are checked before anything is read through them. */
static exile_status check_cards(const ex_state *st, char *err, size_t cap)
{
    ex_loadout_ids lo[EX_SEATS];
    for (unsigned s = 0; s < EX_SEATS; s++) {
        const ex_seat *seat = &st->seat[s];
        if (seat->exile >= CARD_COUNT || ex_cards[seat->exile].kind != EXILE_CARD_EXILE)
            return bad(err, cap, "seat %u has no Exile", s);
        lo[s].exile = seat->exile;
        for (unsigned g = 0; g < EX_GEAR; g++) {
            if (seat->gear[g] >= CARD_COUNT || ex_cards[seat->gear[g]].kind != EXILE_CARD_GEAR ||
                ex_cards[seat->gear[g]].category != g)
                return bad(err, cap, "seat %u has no Gear of category %u", s, g);
            lo[s].gear[g] = seat->gear[g];
        }
        if (lo[s].gear[EXILE_GEAR_PRIMARY] != ex_cards[seat->exile].gear)
            return bad(err, cap, "seat %u's Primary Weapon is not its Exile's", s);
        for (unsigned m = 0; m < EX_MEMORIES; m++) {
            if (seat->memory[m] >= CARD_COUNT || ex_cards[seat->memory[m]].kind != EXILE_CARD_MEMORY)
                return bad(err, cap, "seat %u has no Memory in slot %u", s, m);
            lo[s].memory[m] = seat->memory[m];
        }
        for (unsigned a = 0; a < EX_MEMORIES; a++)
            for (unsigned b = a + 1; b < EX_MEMORIES; b++)
                if (lo[s].memory[a] == lo[s].memory[b])
                    return bad(err, cap, "seat %u holds a Memory twice", s);
    }
    if (ex_loadouts_check(lo) != EXILE_OK)
        return bad(err, cap, "a card is with both players (§2)");
    ex_state expect;
    ex_assign_instances(&expect, lo);
    for (unsigned i = 0; i < EX_INSTANCES; i++)
        if (st->def[i] != expect.def[i])
            return bad(err, cap, "card instance %u is not its loadout's", i);
    return EXILE_OK;
}

/* Fields read as indexes or counts elsewhere: their ranges. */
static exile_status check_ranges(const ex_state *st, char *err, size_t cap)
{
    for (unsigned i = 0; i < EX_INSTANCES; i++) {
        if (st->zseat[i] > 1 || (st->cflags[i] & ~(CF_FACE_UP_ON_DECK | CF_AS_BLOCK | CF_KNOWN_IN_HAND |
                                                    CF_NOT_FROM_DECK | CF_BOTTOM_KNOWN)))
            return bad(err, cap, "card instance %u out of range", i);
        unsigned h = st->host[i];
        if (h >= EX_HOST_GEAR) {
            /* A Token on a Gear lies on an armed one (§7.12, §4.5). */
            if (!ex_is_token(i) || h >= (EX_HOST_GEAR | EX_GEAR) || st->zone[i] != ZONE_ATTACHED ||
                !ex_gear_armed(st, st->zseat[i] & 1u, h & 3u))
                return bad(err, cap, "a Token on a Gear that is not armed");
        } else if (h && (!ex_is_token(i) || h > EX_MOVES || st->zone[i] != ZONE_ATTACHED ||
                         st->zone[h - 1] != ZONE_ATTACHED || st->zseat[h - 1] != st->zseat[i])) {
            return bad(err, cap, "a counter off its card");
        }
    }
    for (unsigned i = 0; i < st->trig_n && i < EX_TRIGGER_CAP; i++) {
        const ex_trigger *t = &st->trig[i];
        if (!trigger_ok(st, t))
            return bad(err, cap, "a trigger out of range (%u %u %u %u %u %u)", t->kind, t->seat, t->target, t->card, t->arg, t->token);
    }
    for (unsigned i = 0; i < ex_stack(st).n && i < EX_STACK_CAP; i++) {
        const ex_stack_entry *en = &st->entry[i];
        if (en->seat > 1 || en->ntargets > EX_MAX_TARGETS || en->flags > 7)
            return bad(err, cap, "a stack entry out of range");
    }
    const ex_attack *a = &st->atk;
    enum { A = EX_AMOUNT_MAX };
    if (a->attacker > 1 || a->react_seat > 1 || a->react_passes > 2 || a->counters_for > EX_MOVES || a->speed > 2 ||
        a->declared > A || a->eff_cost > A || a->damage_mod < -A ||
        a->exert_left > A || a->reached_math > 1 || a->successful > 1 || a->block_successful > 1 ||
        a->shielded > 1 || a->disarm_attack > 1 || a->turn_to_defender > 1 || a->blocked > 1 ||
        a->thrown_top > 2 || a->zero_damage > 1 || a->extra_overcommit > A || a->finisher > 1 ||
        a->unblock_asked > 1 || a->hand_moves >= EX_MOVES_PER_SEAT ||
        a->hp_lost > A || (a->hp_lost && a->card < EX_MOVES && a->hp_lost > ex_e46_x(ex_inst_card(st, a->card))))
        return bad(err, cap, "the attack's state out of range");
    for (unsigned s = 0; s < EX_SEATS; s++) {
        const ex_seat *seat = &st->seat[s];
        if ((seat->rearm_pick != EX_NO_CARD && seat->rearm_pick >= EX_GEAR) || seat->ability_used > 15 || seat->p09_used > 31 ||
            seat->hp < -EX_HP_MAX || seat->hp > EX_HP_MAX || seat->finisher_due > 1 || seat->round_flags > RF_ALL ||
            seat->successes > A || seat->next_attack > A || seat->next_overcommit > A || seat->prepared_cost > A)
            return bad(err, cap, "seat %u's state out of range", s);
    }
    if ((st->react_after != STEP_NONE && st->react_after != STEP_ATTACK_MATH && st->react_after != STEP_TACTICS_END) ||
        st->action_card >= EX_MOVES || st->win_last_channel > EX_INSTANCES || st->win_channeled > 1 ||
        st->win_pre_action > 1 || st->action_resolved > 1 || st->after_action_done > 1 ||
        (st->flags & ~EX_MATCH_FLAGS))
        return bad(err, cap, "the turn's state out of range");
    /* PCG32 needs an odd increment: an even one can repeat one number for
     * ever, and a shuffle's rejection sampling would never end. */
    if (!(st->rng_inc & 1u))
        return bad(err, cap, "not a generator state");
    /* What the step machine resumes at must lead on (fuzzing found each). */
    if (st->winner < 0 && (st->step == STEP_NONE || st->step == STEP_GAME_OVER))
        return bad(err, cap, "a running match with no step to resume");
    if ((st->step == STEP_ATTACK_REACT || st->step == STEP_STACK_RESOLVE) && st->react_after == STEP_NONE)
        return bad(err, cap, "a React step with nothing after it");
    if ((st->decision == DEC_TURN && st->seat[st->actor & 1u].spent) ||
        (st->winner < 0 && st->step == STEP_TURN_BEGIN && st->seat[st->turn & 1u].spent))
        return bad(err, cap, "a turn for a spent player (§7.4)");
    /* A player is spent until the round ends (§7.4): the next round's
     * Phase 1 begins with neither spent. */
    bool phase1 = st->step >= STEP_P1_INITIATIVE && st->step <= STEP_P1_UNLOCK;
    if (phase1 && (st->seat[0].spent || st->seat[1].spent))
        return bad(err, cap, "a spent player in Phase 1 (§7.4: spent until the round ends)");
    /* The first Exile below 1 HP loses at once (§3.4). */
    if (st->winner < 0 && (st->seat[0].hp < 1 || st->seat[1].hp < 1))
        return bad(err, cap, "a running match with an Exile below 1 HP (§3.4)");
    /* The Math comes once the React step has ended, both players having
     * passed in a row (§5 Action A), and the Outcome and the Combat Zone
     * Clear after it. */
    if (st->step == STEP_ATTACK_MATH && st->atk.react_passes < 2)
        return bad(err, cap, "the Math before its React step ended");
    if ((st->step == STEP_ATTACK_OUTCOME || st->step == STEP_ATTACK_CLEAR) && !st->atk.reached_math)
        return bad(err, cap, "an attack's outcome before its Math");
    /* As a turn begins, an attack is in the Combat Zone only while it is
     * paid for (§5 Action A step 2, E46 on a Finisher): nothing else is
     * asked before it moves on to its Block step. */
    if (st->step == STEP_TURN_BEGIN && st->winner < 0 && st->atk.card != EX_NO_CARD &&
        st->decision != DEC_PAY_ATTACK && st->decision != DEC_LOSE_HP)
        return bad(err, cap, "an attack in the Combat Zone as a turn begins, and not being paid for");
    return EXILE_OK;
}

/* The parameters of the pending decision: what the rules that raise it
 * give it (its number, the step it comes in). Read after the piles are
 * known sound. */
static exile_status check_decision(const ex_state *st, char *err, size_t cap)
{
    if (own_step[st->decision] && st->step != own_step[st->decision])
        return bad(err, cap, "a decision out of the step that raises it");
    if (st->decision == DEC_EXERT && st->atk.exert_left == 0)
        return bad(err, cap, "an Exert with nothing owed");
    if (st->decision == DEC_LOOK && st->dec_arg[0] > ex_seat_pile(st, st->actor & 1u, PILE_DECK).n)
        return bad(err, cap, "looking at more cards than the deck holds");
    if (st->decision == DEC_TAKE_RECALL && st->dec_arg[1] == 0)
        return bad(err, cap, "taking no Move");
    if (st->decision == DEC_TARGET && ex_stack(st).n == 0)
        return bad(err, cap, "a target asked with an empty stack");
    if (st->decision == DEC_THROWN_TOP && st->dec_arg[0] >= EX_MOVES)
        return bad(err, cap, "a decision about no card");
    if (st->decision == DEC_TAKE_RECALL && st->dec_arg[0] > RECALL_FIGHTING)
        return bad(err, cap, "an unknown kind of Move to take");
    if (st->decision == DEC_EXCHANGE &&
        (st->dec_arg[0] >= CARD_COUNT || st->dec_arg[1] >= ex_cards[st->dec_arg[0]].line_count ||
         ex_cards[st->dec_arg[0]].lines[st->dec_arg[1]].tmpl != TMPL_E57 || st->dec_arg[2] > 1))
        return bad(err, cap, "an exchange for no exchange line");
    /* E57: a card put face-down lies in its player's hand, and only while
     * the other player chooses theirs (F6). */
    for (unsigned s = 0; s < EX_SEATS; s++) {
        unsigned pick = st->seat[s].exchange_pick;
        if (pick == EX_NO_CARD)
            continue;
        if (pick >= EX_INSTANCES || st->zone[pick] != ZONE_HAND || st->zseat[pick] != s ||
            st->decision != DEC_EXCHANGE || st->actor == s || st->dec_arg[2] != s)
            return bad(err, cap, "an exchange pick out of place");
    }
    if (st->decision == DEC_TARGET_MOMENTUM &&
        ((st->dec_arg[0] & ~(TM_MAY_STOP | TM_BY_DAMAGE | TM_BY_BLOCK)) ||
         (st->dec_arg[0] & (TM_BY_DAMAGE | TM_BY_BLOCK)) == (TM_BY_DAMAGE | TM_BY_BLOCK) ||
         ((st->dec_arg[0] & (TM_BY_DAMAGE | TM_BY_BLOCK)) && st->dec_arg[2] == 0) || st->dec_arg[1] > TM_SEND ||
         st->dec_arg[2] > EX_AMOUNT_MAX || st->dec_arg[3] > EX_MOVES))
        return bad(err, cap, "a Momentum target out of range");
    if (st->decision == DEC_REARM_EFFECT && st->dec_arg[0] > 1)
        return bad(err, cap, "a rearm of an unknown kind of Gear");
    if (st->decision == DEC_DISARM_OWN &&
        !ex_gear_armed(st, st->actor & 1u, EXILE_GEAR_PRIMARY) && !ex_gear_armed(st, st->actor & 1u, EXILE_GEAR_SECONDARY))
        return bad(err, cap, "a disarm of no armed weapon");
    if (st->decision == DEC_UNBLOCKABLE && (st->dec_arg[0] == 0 || st->dec_arg[1] > 1))
        return bad(err, cap, "a decision's parameters out of range");
    /* An Effect's number: from 1 to its [X] (E40's discards, E09's
     * damage, E47's HP or cards, E59's Direct Damage; E08's and E63's
     * cards to destroy, and E47's once one is chosen). */
    if ((st->decision == DEC_DISCARD && !count_from_x(st, TMPL_E40, 0, 0)) ||
        (st->decision == DEC_EXILE_DAMAGE && !count_from_x(st, TMPL_E09, 0, 0)) ||
        (st->decision == DEC_LOSE_OR_DESTROY && !count_from_x(st, TMPL_E47, 0, 0)) ||
        (st->decision == DEC_DESTROY_OWN && !count_from_x(st, TMPL_E59, 0, 0)) ||
        (st->decision == DEC_ABILITY_COST && !count_from_x(st, TMPL_E08, TMPL_E63, TMPL_E47)) ||
        (st->decision == DEC_LOOK && !count_from_x(st, TMPL_E16, 0, 0)))
        return bad(err, cap, "a decision's number that no card gives");
    /* A React step's choice is the player's whose turn to choose it is,
     * until both have passed in a row (§5 The React Step). */
    if (st->decision == DEC_REACT && (st->atk.react_passes >= 2 || st->actor != st->atk.react_seat))
        return bad(err, cap, "a React step's choice after both passed, or for the other player");
    return EXILE_OK;
}

/* The piles' array (state.h): each pile within it, after the one before,
 * and nothing after the last. Checked before any pile is read. */
static exile_status check_pile_layout(const ex_state *st, char *err, size_t cap)
{
    if (st->pile_start[0] != 0)
        return bad(err, cap, "the piles do not start their array");
    for (unsigned p = 0; p < EX_PILES; p++)
        if (st->pile_start[p + 1] < st->pile_start[p])
            return bad(err, cap, "a pile ends before it starts");
    for (unsigned p = EX_PILES + 1; p < EX_PILE_BOUNDS; p++)
        if (st->pile_start[p] != st->pile_start[EX_PILES])
            return bad(err, cap, "a bound after the last pile is not its end");
    if (st->pile_start[EX_PILES] > EX_PILE_CAP)
        return bad(err, cap, "a pile overflows");
    for (unsigned i = st->pile_start[EX_PILES]; i < EX_PILE_CAP; i++)
        if (st->pile_card[i])
            return bad(err, cap, "bytes after the last pile");
    return EXILE_OK;
}

exile_status ex_state_check(const ex_state *st, char *err, size_t cap)
{
    if (st->magic != EX_STATE_MAGIC)
        return bad(err, cap, "not a match state");
    exile_status ls = check_pile_layout(st, err, cap);
    if (ls != EXILE_OK)
        return ls;
    exile_status cs = check_cards(st, err, cap);
    if (cs != EXILE_OK)
        return cs;
    if (st->trig_n > EX_TRIGGER_CAP || ex_stack(st).n > EX_STACK_CAP)
        return bad(err, cap, "a queue overflows");
    cs = check_ranges(st, err, cap);
    if (cs != EXILE_OK)
        return cs;
    ex_state derived = *st;
    ex_passives_refresh(&derived);
    for (unsigned s = 0; s < EX_SEATS; s++)
        if (derived.seat[s].working.lo != st->seat[s].working.lo || derived.seat[s].working.hi != st->seat[s].working.hi)
            return bad(err, cap, "seat %u's working Passives are not its cards'", s);
    unsigned seen[EX_INSTANCES] = { 0 };
    for (unsigned s = 0; s < EX_SEATS; s++) {
        for (unsigned z = ZONE_DECK; z < ZONE_COUNT; z++) {
            int id = ex_pile_of_zone(z, s);
            if (id < 0 || ((z == ZONE_BLOCK || z == ZONE_STACK) && s == 1))
                continue;
            ex_pile p = ex_pile_get(st, (unsigned)id);
            for (unsigned i = 0; i < p.n; i++) {
                unsigned inst = p.c[i];
                if (ex_pile_is_hand((unsigned)id) && i > 0 && p.c[i - 1] >= inst)
                    return bad(err, cap, "seat %u's hand is not in ascending order", s);
                if (inst >= EX_INSTANCES)
                    return bad(err, cap, "a pile holds no card");
                /* §6.4 #16: the rest go to the bottom, below every card there. */
                if (z == ZONE_DECK && i > 0 && (st->cflags[p.c[i - 1]] & CF_BOTTOM_KNOWN) &&
                    !(st->cflags[inst] & CF_BOTTOM_KNOWN))
                    return bad(err, cap, "seat %u's deck holds a card below those put on its bottom", s);
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
    if (ex_stack(st).n > EX_STACK_CAP)
        return bad(err, cap, "the stack overflows");
    if (st->atk.card != EX_NO_CARD) {
        if (st->atk.card >= EX_INSTANCES || st->zone[st->atk.card] != ZONE_ATTACK)
            return bad(err, cap, "the attack is not in the Combat Zone");
        seen[st->atk.card]++;
    } else if (ex_blocks(st).n) {
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
        if ((st->cflags[i] & CF_AS_BLOCK) &&
            (st->zone[i] != ZONE_MOMENTUM || ex_cards[st->def[i]].move_type != EXILE_MOVE_COMBAT))
            return bad(err, cap, "a block's mark off a Combat card in a Momentum Zone");
        if ((st->cflags[i] & CF_KNOWN_IN_HAND) && (st->zone[i] != ZONE_HAND || ex_is_token(i)))
            return bad(err, cap, "a known mark off a Move in a hand");
        if ((st->cflags[i] & CF_NOT_FROM_DECK) &&
            ((st->zone[i] != ZONE_HAND && st->zone[i] != ZONE_ATTACK) || ex_is_token(i) ||
             (st->cflags[i] & CF_KNOWN_IN_HAND)))
            return bad(err, cap, "a not-from-the-deck mark off a Move in a hand or the attack");
        if ((st->cflags[i] & CF_BOTTOM_KNOWN) && (st->zone[i] != ZONE_DECK || (st->cflags[i] & CF_FACE_UP_ON_DECK)))
            return bad(err, cap, "a bottom mark off a face-down card in a deck");
        if (!ex_is_token(i) && st->zone[i] != ZONE_ATTACHED && st->zone[i] != ZONE_BLOCK &&
            st->zone[i] != ZONE_ATTACK && st->zone[i] != ZONE_STACK && st->zseat[i] != ex_owner(i))
            return bad(err, cap, "%s lies in the other player's zone", ex_cards[st->def[i]].code);
    }
    ex_pile blocks = ex_blocks(st);
    for (unsigned i = 0; i < blocks.n; i++)
        if (ex_is_token(blocks.c[i]) || ex_owner(blocks.c[i]) == st->atk.attacker)
            return bad(err, cap, "a Block card of the attacker");
    for (unsigned s = 0; s < EX_SEATS; s++) {
        const ex_seat *seat = &st->seat[s];
        if (seat->mem_unlocked > 7 || seat->mem_tapped > 7 || seat->gear_disarmed > 15 || seat->gear_upgraded > 15)
            return bad(err, cap, "Memory or Gear states out of range");
        if (seat->engaged > 1 || seat->spent > 1 || seat->unleashed > 1 || seat->floating > EX_AMOUNT_MAX)
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
    /* The attack may leave in the React step (§7.8), but not before, and
     * what follows its Math reads its card. */
    bool attack_step = st->step == STEP_ATTACK_BLOCK || st->step == STEP_ATTACK_REVEAL ||
                       st->step == STEP_ATTACK_OUTCOME || st->step == STEP_ATTACK_CLEAR ||
                       st->decision == DEC_PAY_ATTACK || st->decision == DEC_BLOCK ||
                       st->decision == DEC_LOSE_HP || st->decision == DEC_UNBLOCKABLE;
    if (attack_step && st->atk.card == EX_NO_CARD)
        return bad(err, cap, "an attack step with no attack");
    /* Read through the piles, so only once they are known sound. */
    if (st->decision == DEC_PAY_ATTACK && !ex_pay_reachable(st))
        return bad(err, cap, "an attack its player cannot pay for");
    if ((st->decision == DEC_LOSE_HP && (!st->atk.finisher || st->actor != st->atk.attacker)) ||
        ((st->decision == DEC_UNBLOCKABLE || st->decision == DEC_PAY_ATTACK) && st->actor != st->atk.attacker) ||
        (st->decision == DEC_BLOCK && st->actor == st->atk.attacker))
        return bad(err, cap, "a choice of the attack for another player");
    /* Each card on the stack names as many targets as it says (§4.1): all
     * of them, or for "up to" at least one; the top one may still be
     * naming them (a target asked), and then names fewer than it may. */
    ex_pile stack = ex_stack(st);
    for (unsigned i = 0; i < stack.n; i++) {
        const ex_stack_entry *en = &st->entry[i];
        ex_target_spec t = ex_target_spec_of(ex_inst_card(st, stack.c[i]));
        bool naming = i + 1 == stack.n && st->decision == DEC_TARGET;
        unsigned least = t.kind == TGT_NONE ? 0u : t.up_to ? 1u : t.max;
        if (en->ntargets > t.max || (naming ? (t.kind == TGT_NONE || en->ntargets >= t.max) : en->ntargets < least))
            return bad(err, cap, "a card on the stack names the wrong number of targets");
        for (unsigned k = 0; k < en->ntargets; k++) {
            unsigned tg = en->target[k];
            if ((tg & EX_GEAR_TARGET) ? tg > (EX_GEAR_TARGET | 7u) : tg >= EX_INSTANCES)
                return bad(err, cap, "a target that is no card and no Gear");
        }
    }
    /* A Tactics card played as the turn's action is that turn's only play:
     * no attack is made in it (§5 Action B), and only the bottom card of the
     * stack can be it. */
    bool reacting = st->step == STEP_ATTACK_REACT || st->step == STEP_STACK_RESOLVE || st->decision == DEC_REACT;
    if (reacting && st->react_after == STEP_TACTICS_END && (st->atk.card != EX_NO_CARD || ex_blocks(st).n))
        return bad(err, cap, "an attack in a turn whose action is a Tactics card");
    for (unsigned i = 1; i < ex_stack(st).n; i++)
        if (st->entry[i].flags & SE_AS_ACTION)
            return bad(err, cap, "a turn's action on top of another card");
    /* Phase 1 comes between rounds: no play is in the Combat Zone or on the
     * stack then; a React step's choice is made in a React step. */
    bool phase1 = st->step >= STEP_P1_INITIATIVE && st->step <= STEP_P1_UNLOCK;
    if (phase1 && (st->atk.card != EX_NO_CARD || ex_blocks(st).n || ex_stack(st).n))
        return bad(err, cap, "a play unfinished in Phase 1");
    /* A turn's action is chosen with nothing in the Combat Zone or on the
     * stack (§5 Phase 2). */
    if (st->decision == DEC_TURN && (st->atk.card != EX_NO_CARD || ex_blocks(st).n || ex_stack(st).n))
        return bad(err, cap, "a turn's action while a play is unfinished");
    /* The turn's action and the window after it are the turn player's. */
    if ((st->decision == DEC_TURN || st->decision == DEC_AFTER_ACTION) && st->actor != st->turn)
        return bad(err, cap, "a turn's choice for the other player");
    return check_decision(st, err, cap);
}
