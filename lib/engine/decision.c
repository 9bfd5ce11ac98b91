/*
 * Pending decisions: the legal actions of each kind of decision, and their
 * application. Every choice the rules give a player is listed here
 * (checklist Part E); choices whose outcomes are the same are offered once
 * (Memories of one value, Tokens of one kind), so search bots pay for no
 * redundant branch, and with EXILE_MATCH_CANONICAL_STAMINA neither for
 * orderings of one Stamina window (channels in ascending order, taps before
 * channels).
 * SPDX-License-Identifier: MIT
 */
#include "engine.h"

/* An action list being built. The hot lists (the turn, Pay, blocks, React
 * steps) emit their actions in ascending order already, kind by kind over
 * the hand, which is kept ascending (zones.c), so ex_legal() rarely sorts.
 * ex_is_legal() asks for one kind of action and one argument: it skips the
 * work of the others. Both filters are masks, so that listing them all,
 * the hot case, tests one bit and never branches on which case it is. */
typedef struct list {
    exile_action *out; /* EXILE_MAX_LEGAL_ACTIONS long */
    size_t n;
    uint32_t kinds;    /* bit per action kind listed (EXILE_ACT_KIND_COUNT <= 32) */
    unsigned arg_mask; /* 0: every card; 0xff: only the card (or argument) only_arg */
    unsigned only_arg;
    /* Whether the list is out of order yet (an action not above the one
     * before it), kept as it is built: ex_legal() then sorts only such a
     * list, without a pass to ask. above: the last action listed + 1. */
    bool unsorted;
    uint32_t above;
} list;

_Static_assert(EXILE_ACT_KIND_COUNT <= 32, "a list's kinds are a 32-bit mask");

static bool want(const list *l, unsigned kind)
{
    return (l->kinds >> kind) & 1u;
}

/* Is card @p c worth examining for the list? (ex_is_legal asks about one.) */
static bool want_card(const list *l, unsigned c)
{
    return ((c ^ l->only_arg) & l->arg_mask) == 0;
}

static void add_action(list *l, exile_action a)
{
    if (l->n < EXILE_MAX_LEGAL_ACTIONS)
        l->out[l->n] = a;
    l->n++;
    l->unsorted |= a < l->above;
    l->above = a + 1u;
}

static void add(list *l, unsigned kind, unsigned arg)
{
    add_action(l, EXILE_ACTION(kind, arg));
}

/* add() of each of the @p n actions of @p acts, in order. */
static void add_all(list *l, const exile_action *acts, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        add_action(l, acts[i]);
}

/* add() when @p offered holds, without a branch on it: the action is
 * written in any case, past the list's end when not offered (the slots
 * past n are no part of it), and counted only when offered. */
static inline void add_if(list *l, unsigned kind, unsigned arg, bool offered)
{
    exile_action a = EXILE_ACTION(kind, arg);
    if (l->n < EXILE_MAX_LEGAL_ACTIONS)
        l->out[l->n] = a;
    l->n += offered;
    l->unsorted |= offered & (a < l->above);
    l->above = offered ? a + 1u : l->above;
}

/* A run of actions added to a list in ascending order, each above the one
 * before (a window's taps, its channels): add_if() of each, the count kept
 * in a register, and the list's order flag worked out once at the run's
 * end from the first and the last action it listed, where add_if() reads
 * and writes the list for every action. */
typedef struct run {
    exile_action *out;
    size_t n, n0;
} run;

static inline run run_begin(const list *l)
{
    return (run){ l->out, l->n, l->n };
}

static inline void run_add_if(run *r, unsigned kind, unsigned arg, bool offered)
{
    if (r->n < EXILE_MAX_LEGAL_ACTIONS)
        r->out[r->n] = EXILE_ACTION(kind, arg);
    r->n += offered;
}

static inline void run_end(list *l, const run *r)
{
    if (r->n > r->n0) {
        /* A list longer than its buffer may be called unsorted: sorting
         * a sorted list changes nothing. */
        l->unsorted |= r->n0 >= EXILE_MAX_LEGAL_ACTIONS || r->out[r->n0] < l->above;
        l->above = r->n <= EXILE_MAX_LEGAL_ACTIONS ? r->out[r->n - 1] + 1u : UINT32_MAX;
    }
    l->n = r->n;
}

/* Memory slots worth offering for @p kind: the lowest slot of each Stamina
 * value among those in @p mask. */
static void add_memories(list *l, const ex_state *st, unsigned seat, unsigned mask, unsigned kind)
{
    _Static_assert(EX_MEMORIES == 3, "a Memory is offered unless a lower one of the mask has its value");
    bool in0 = ex_bit(mask, 0), in1 = ex_bit(mask, 1), in2 = ex_bit(mask, 2);
    bool dup1, dup2;
    if (!(st->seat[seat].mem_unlocked & 7u)) {
        /* Every Memory gives 1 while locked (§4.4): the lowest of the mask
         * is offered alone, and no card is read. */
        dup1 = in0;
        dup2 = in0 | in1;
    } else {
        unsigned v0 = ex_memory_stamina(st, seat, 0), v1 = ex_memory_stamina(st, seat, 1),
                 v2 = ex_memory_stamina(st, seat, 2);
        /* Only the values below 3 are told apart (one offered of each);
         * every Memory of a larger value is offered. */
        dup1 = in0 & (v0 == v1) & (v1 < 3);
        dup2 = ((in0 & (v0 == v2)) | (in1 & (v1 == v2))) & (v2 < 3);
    }
    run r = run_begin(l);
    run_add_if(&r, kind, 0, in0);
    run_add_if(&r, kind, 1, in1 & !dup1);
    run_add_if(&r, kind, 2, in2 & !dup2);
    run_end(l, &r);
}

bool ex_first_of_token_kind(const ex_state *st, ex_pile hand, unsigned i)
{
    /* The hand is ascending and a kind's Tokens are consecutive instances
     * (state.h): a Token of its kind below it lies just before it. A Move's
     * card is never a Token's. */
    return i == 0 || st->def[hand.c[i - 1]] != st->def[hand.c[i]];
}

/* The Stamina window (§3.1 Floating Stamina): taps and channels in any
 * order, or in the canonical order taps first, then channels in ascending
 * order. @p need is Stamina the window must still reach (an attack's
 * effective cost), so no offered step strands the player: in any order a
 * tap or channel only turns Stamina the player could make into floating
 * Stamina, so every one keeps what could be reached; in the canonical order
 * a channel gives up the cards below it and the taps. @p hand is the seat's
 * hand, ascending (zones.c). */
static void add_window(list *l, const ex_state *st, unsigned seat, unsigned need, ex_pile hand)
{
    const ex_seat *s = &st->seat[seat];
    if (s->spent)
        return;
    bool canonical = ex_canonical_stamina(st);
    /* Every untapped Memory may be tapped; the canonical order offers one
     * of each Stamina value, the outcome being the same for search. */
    if (canonical && !st->win_channeled && want(l, EXILE_ACT_TAP))
        add_memories(l, st, seat, ~s->mem_tapped & 7u, EXILE_ACT_TAP);
    else if (!canonical && want(l, EXILE_ACT_TAP))
        for (unsigned m = 0; m < EX_MEMORIES; m++)
            if (!ex_bit(s->mem_tapped, m))
                add(l, EXILE_ACT_TAP, m);
    if (!want(l, EXILE_ACT_CHANNEL))
        return;
    unsigned above = canonical ? st->win_last_channel : 0u;
    if (!canonical)
        need = 0;
    /* The cards offered lie between two bounds of the ascending hand: from
     * lo, the first above the last one channeled, to hi, the last from
     * which the floating Stamina and the channels up the hand still reach
     * @p need (the whole hand when nothing is needed, as in every window
     * but the Pay). The loop over them then tests neither on each card. */
    unsigned lo = 0, hi = hand.n;
    while (lo < hand.n && hand.c[lo] + 1u <= above)
        lo++;
    if (need) {
        unsigned reach = s->floating;
        for (unsigned i = 0; i < hand.n; i++)
            reach += ex_inst_channel(st, hand.c[i]);
        for (hi = 0; hi < hand.n && reach >= need; hi++)
            reach -= ex_inst_channel(st, hand.c[hi]);
    }
    /* Without a branch on each card: which are offered is what no
     * predictor learns. A Token is offered for the first of its kind only,
     * the kind of the card before it being another (ex_first_of_token_kind).
     * The list's filter is read from a copy, which the actions written
     * cannot change: it stays in registers. */
    const list filter = *l;
    unsigned before = lo ? st->def[hand.c[lo - 1]] : CARD_COUNT; /* the kind of the card before */
    run r = run_begin(l);
    for (unsigned i = lo; i < hi; i++) {
        unsigned c = hand.c[i], kind = st->def[c];
        bool wanted = want_card(&filter, c); /* a call: clang would read `&` with it as a slip for `&&` */
        run_add_if(&r, EXILE_ACT_CHANNEL, c, wanted & (!ex_is_token(c) | (kind != before)));
        before = kind;
    }
    run_end(l, &r);
}

/* What channeling @p inst would still add in the attacker's Pay window: in
 * the canonical order only the cards above the last one channeled. */
unsigned ex_pay_channel(const ex_state *st, unsigned inst)
{
    unsigned above = ex_canonical_stamina(st) ? st->win_last_channel : 0u;
    return inst + 1u <= above ? 0u : ex_inst_channel(st, inst);
}

/* The most Stamina the attacker can still have in its Pay window. */
unsigned ex_pay_reach(const ex_state *st)
{
    unsigned seat = st->atk.attacker;
    const ex_seat *s = &st->seat[seat];
    bool canonical = ex_canonical_stamina(st);
    unsigned reach = s->floating;
    if (!(canonical && st->win_channeled))
        for (unsigned m = 0; m < EX_MEMORIES; m++)
            if (!ex_bit(s->mem_tapped, m))
                reach += ex_memory_stamina(st, seat, m);
    ex_pile hand = ex_seat_pile(st, seat, PILE_HAND);
    for (unsigned i = 0; i < hand.n; i++)
        reach += ex_pay_channel(st, hand.c[i]);
    return reach;
}

unsigned ex_pay_need(const ex_state *st, unsigned eff_cost)
{
    /* G9: a permissive face-down attack may declare less than its cost
     * and fizzle at the Reveal (§5 Action A step 2). */
    return (st->flags & EXILE_MATCH_PERMISSIVE_BLUFF) && (st->atk.flags & AF_FACE_DOWN) ? 0u : eff_cost;
}

unsigned ex_pay_least(const ex_state *st)
{
    return ex_pay_need(st, st->atk.eff_cost);
}

bool ex_pay_reachable(const ex_state *st)
{
    return ex_pay_reach(st) >= ex_pay_least(st);
}

/* Can the seat to act play @p inst as an attack now (Action A step 1)?
 * @p potential is the Stamina the seat can still make with every card. */
static bool can_attack_with(const ex_state *st, unsigned seat, unsigned inst, unsigned potential)
{
    if (ex_is_token(inst))
        return false;
    const ex_card *c = ex_inst_card(st, inst);
    if (!ex_can_attack_card(c))
        return false;
    if (!ex_gear_armed(st, seat, ex_gear_slot_of(st, inst)))
        return false;
    /* G9: only plays that pass the Audit are offered. */
    if (ex_exert_short(st, seat, c, COL_ATTACK))
        return false;
    /* The card itself is not channeled toward its own cost (§3.1). */
    unsigned own = ex_inst_channel(st, inst);
    return (unsigned)ex_eff_attack_cost(st, inst) + own <= potential;
}

/* P01: the first attack your opponent makes each round must be played face-up. */
static bool must_attack_face_up(const ex_state *st, unsigned seat)
{
    return !(st->seat[seat].round_flags & RF_ATTACKED) && ex_has_passive(st, ex_opp((uint8_t)seat), TMPL_P01);
}

static void list_ability_uses(list *l, const ex_state *st, unsigned seat)
{
    for (unsigned g = 0; g < EX_GEAR; g++)
        if (ex_can_use_ability(st, seat, g))
            add(l, EXILE_ACT_ABILITY, g);
}

/* Inline: most lists end at its first test, without a call. */
static inline void list_abilities(list *l, const ex_state *st, unsigned seat)
{
    const ex_seat *s = &st->seat[seat];
    /* Most lists end here: no working Gear prints an activated ability, the
     * player is spent (§7.4), or its Momentum Zone is empty (E08's cost). */
    if (ex_tmpl_in(&s->working, TMPL_E08) && !s->spent && ex_seat_pile(st, seat, PILE_MOMENTUM).n != 0)
        list_ability_uses(l, st, seat);
}

/* What the turn's action may do with each card in hand (Actions A to D). */
enum {
    CAN_STEP_BACK = 1u << 0,
    CAN_ATTACK_UP = 1u << 1,
    CAN_ATTACK_DOWN = 1u << 2,
    CAN_PREPARE = 1u << 3,
    CAN_TACTICS = 1u << 4
};

static void list_turn(list *l, const ex_state *st)
{
    unsigned seat = st->actor;
    const ex_seat *s = &st->seat[seat];
    ex_pile hand = ex_seat_pile(st, seat, PILE_HAND); /* ascending (zones.c) */
    if (s->finisher_due && s->prepared != EX_NO_CARD) {
        /* §5 Action E: this turn must play the prepared Finisher. */
        add_window(l, st, seat, 0, hand);
        add(l, EXILE_ACT_FINISHER, s->prepared);
        return;
    }
    add(l, EXILE_ACT_END, 0);
    bool barred = ex_step_back_barred(st, seat);
    /* In the canonical order, Stamina made before the action is the same
     * as Stamina made at an attack's Pay: attacks come through Pay only. In
     * any order, an attack chosen now takes the floating Stamina into its
     * Pay (§3.1: the next action takes its cost from it). */
    bool attacks = !(ex_canonical_stamina(st) && st->win_pre_action) &&
                   (want(l, EXILE_ACT_ATTACK_UP) || want(l, EXILE_ACT_ATTACK_DOWN));
    bool face_up_only = attacks && must_attack_face_up(st, seat);
    unsigned potential = attacks ? ex_stamina_potential(st, seat, EX_NO_CARD) : 0u;
    uint8_t can[EX_PILE_CAP];
    unsigned kinds = 0;
    /* The Step Backs come first of the card actions (the order of the
     * action codes): they are listed as the hand is read, the attacks kept
     * aside and listed after, each kind after the other, with no pass of
     * its own over the hand. */
    exile_action up[EX_PILE_CAP], down[EX_PILE_CAP];
    unsigned n_up = 0, n_down = 0;
    for (unsigned i = 0; i < hand.n; i++) {
        unsigned c = hand.c[i], k = 0;
        can[i] = 0;
        if (!want_card(l, c))
            continue;
        bool token = ex_is_token(c);
        unsigned type = token ? 0u : ex_inst_card(st, c)->move_type;
        if (!token && !barred)
            k |= CAN_STEP_BACK; /* a Token is never given */
        if (type == EXILE_MOVE_TACTICS && want(l, EXILE_ACT_TACTICS) && ex_can_play_tactics(st, seat, c, false))
            k |= CAN_TACTICS;
        if ((type == EXILE_MOVE_FINISHER_ATTACK || type == EXILE_MOVE_FINISHER_TACTICS) &&
            want(l, EXILE_ACT_PREPARE) && ex_can_prepare(st, seat, c))
            k |= CAN_PREPARE;
        if (attacks && !token) {
            bool ok = can_attack_with(st, seat, c, potential);
            if (ok)
                k |= CAN_ATTACK_UP;
            /* G9: in the permissive bluff mode any Move may go face-down; the
             * Audit judges it at the Reveal. */
            if (!face_up_only && (ok || (st->flags & EXILE_MATCH_PERMISSIVE_BLUFF)))
                k |= CAN_ATTACK_DOWN;
        }
        /* Without a branch on each card (add_if). */
        add_if(l, EXILE_ACT_STEP_BACK, c, k & CAN_STEP_BACK);
        up[n_up] = EXILE_ACTION(EXILE_ACT_ATTACK_UP, c);
        n_up += (k & CAN_ATTACK_UP) != 0;
        down[n_down] = EXILE_ACTION(EXILE_ACT_ATTACK_DOWN, c);
        n_down += (k & CAN_ATTACK_DOWN) != 0;
        can[i] = (uint8_t)k;
        kinds |= k;
    }
    add_all(l, up, n_up);
    add_all(l, down, n_down);
    add_window(l, st, seat, 0, hand);
    for (unsigned i = 0; (kinds & CAN_PREPARE) && i < hand.n; i++)
        add_if(l, EXILE_ACT_PREPARE, hand.c[i], can[i] & CAN_PREPARE);
    for (unsigned i = 0; (kinds & CAN_TACTICS) && i < hand.n; i++)
        add_if(l, EXILE_ACT_TACTICS, hand.c[i], can[i] & CAN_TACTICS);
    if (want(l, EXILE_ACT_ABILITY))
        list_abilities(l, st, seat);
}

static void list_pay(list *l, const ex_state *st)
{
    unsigned seat = st->actor;
    unsigned f = st->seat[seat].floating;
    ex_pile hand = ex_seat_pile(st, seat, PILE_HAND); /* ascending (zones.c) */
    unsigned low = ex_pay_least(st);
    add_window(l, st, seat, low, hand);
    for (unsigned d = low; d <= f; d++)
        add(l, EXILE_ACT_DECLARE, d);
    if (ex_can_lose_hp_e46(st)) /* E46: 1 HP more */
        add(l, EXILE_ACT_CHOOSE, st->atk.card);
}

static void list_block(list *l, const ex_state *st)
{
    unsigned seat = st->actor;
    ex_pile hand = ex_seat_pile(st, seat, PILE_HAND); /* ascending (zones.c) */
    add_window(l, st, seat, 0, hand);
    for (unsigned i = 0; want(l, EXILE_ACT_BLOCK) && i < hand.n; i++)
        if (want_card(l, hand.c[i]) && ex_can_block_with(st, seat, hand.c[i], true))
            add(l, EXILE_ACT_BLOCK, hand.c[i]);
    add(l, EXILE_ACT_NO_BLOCK, 0);
}

static void list_exert(list *l, const ex_state *st)
{
    unsigned seat = st->actor;
    ex_pile h = ex_seat_pile(st, seat, PILE_HAND);
    unsigned left = st->atk.exert_left;
    for (unsigned i = 0; i < h.n; i++) {
        unsigned c = h.c[i];
        if (ex_is_token(c) || c + 1u <= st->dec_arg[1])
            continue;
        /* Enough higher Moves must remain for the picks still owed. */
        unsigned higher = 0;
        for (unsigned j = 0; j < h.n; j++)
            higher += h.c[j] > c && !ex_is_token(h.c[j]);
        if (higher + 1u >= left)
            add(l, EXILE_ACT_EXERT, c);
    }
}

/* The Moves of a pile (never a Token) that @p filter lets through. */
static void list_cards(list *l, ex_pile p, unsigned kind, const ex_state *st, unsigned filter)
{
    for (unsigned i = 0; i < p.n; i++)
        if (ex_recall_fits(st, p.c[i], filter))
            add(l, kind, p.c[i]);
}

static void list_upgrades(list *l, const ex_state *st, unsigned seat)
{
    for (unsigned g = 0; g < EX_GEAR; g++)
        if (ex_can_upgrade(st, seat, g))
            add(l, EXILE_ACT_UNLOCK_UPGRADE, g);
}

/* A choice in a React step: a Reaction, a Plating Token (§4.5), or pass. */
static void list_react(list *l, const ex_state *st)
{
    unsigned seat = st->actor;
    ex_pile hand = ex_seat_pile(st, seat, PILE_HAND); /* ascending (zones.c) */
    add_window(l, st, seat, 0, hand);
    add(l, EXILE_ACT_PASS, 0);
    bool attack_step = st->react_after == STEP_ATTACK_MATH;
    if (attack_step && seat != st->atk.attacker && ex_exile_token(st, seat, ex_plating_card()) != EX_NO_CARD)
        add(l, EXILE_ACT_PLATING, 0);
    for (unsigned i = 0; want(l, EXILE_ACT_REACT) && i < hand.n; i++)
        if (want_card(l, hand.c[i]) && ex_can_play_tactics(st, seat, hand.c[i], true))
            add(l, EXILE_ACT_REACT, hand.c[i]);
    if (want(l, EXILE_ACT_ABILITY))
        list_abilities(l, st, seat);
}

/* Each decision lists its actions in the order of their codes where it
 * can (the kinds ascending, then the arguments), so that ex_legal() has
 * no list to sort but those of a pile's order. */
static void list_decision(list *l, const ex_state *st)
{
    unsigned seat = st->actor;
    const ex_seat *s = &st->seat[seat];
    switch (st->decision) {
    case DEC_TURN: list_turn(l, st); break;
    case DEC_PAY_ATTACK: list_pay(l, st); break;
    case DEC_BLOCK: list_block(l, st); break;
    case DEC_EXERT: list_exert(l, st); break;
    case DEC_REACT:
        list_react(l, st);
        break;
    case DEC_TARGET: {
        unsigned inst = ex_stack_top(st);
        const ex_stack_entry *en = &st->entry[ex_stack(st).n - 1];
        ex_target_spec t = ex_target_spec_of(ex_inst_card(st, inst));
        uint8_t targets[EX_INSTANCES];
        unsigned n = ex_targets_list(st, t.kind, seat, inst, targets);
        for (unsigned i = 0; i < n; i++) {
            bool chosen = false;
            for (unsigned k = 0; k < en->ntargets; k++)
                chosen |= en->target[k] == targets[i];
            if (!chosen)
                add(l, EXILE_ACT_TARGET, targets[i]);
        }
        if (t.up_to && en->ntargets >= 1)
            add(l, EXILE_ACT_DECLINE, 0); /* "up to": stop here */
        break;
    }
    case DEC_DISCARD:
        list_cards(l, ex_seat_pile(st, seat, PILE_HAND), EXILE_ACT_CHOOSE, st, RECALL_ANY); /* never a Token (§7.5) */
        break;
    case DEC_ABILITY_COST:
        list_cards(l, ex_seat_pile(st, seat, PILE_MOMENTUM), EXILE_ACT_CHOOSE, st, RECALL_ANY);
        break;
    case DEC_AFTER_ACTION:
        add(l, EXILE_ACT_DECLINE, 0);
        list_abilities(l, st, seat);
        break;
    case DEC_TURN_BACK:
        for (unsigned m = 0; m < EX_MEMORIES; m++)
            if (ex_bit(s->mem_unlocked, m))
                add(l, EXILE_ACT_TURN_BACK, m);
        break;
    case DEC_RECOVER: add_memories(l, st, seat, s->mem_tapped & 7u, EXILE_ACT_UNTAP); break;
    case DEC_SUFFOCATE: add_memories(l, st, seat, ~s->mem_tapped & 7u, EXILE_ACT_SUFFOCATE); break;
    case DEC_REFRESH_P17:
        list_cards(l, ex_seat_pile(st, seat, PILE_HAND), EXILE_ACT_CHOOSE, st, RECALL_ANY);
        add(l, EXILE_ACT_DECLINE, 0);
        break;
    case DEC_REARM:
    case DEC_REARM_EFFECT: {
        /* E15 form 2 rearms a weapon only: the Primary or the Secondary. */
        unsigned gears = st->decision == DEC_REARM_EFFECT && st->dec_arg[0] ? 2u : EX_GEAR;
        for (unsigned g = 0; g < gears; g++)
            if (ex_bit(s->gear_disarmed, g))
                add(l, EXILE_ACT_REARM, g);
        add(l, st->decision == DEC_REARM ? EXILE_ACT_NO_REARM : EXILE_ACT_DECLINE, 0);
        break;
    }
    case DEC_DISARM_OWN: /* E14 form 3: an armed weapon of theirs, named by its slot */
        for (unsigned g = EXILE_GEAR_PRIMARY; g <= EXILE_GEAR_SECONDARY; g++)
            if (ex_gear_armed(st, seat, g))
                add(l, EXILE_ACT_CHOOSE, g);
        break;
    case DEC_UNLOCK:
        for (unsigned m = 0; m < EX_MEMORIES; m++)
            if (ex_can_unlock_memory(st, seat, m))
                add(l, EXILE_ACT_UNLOCK_MEMORY, m);
        add(l, EXILE_ACT_UNLOCK_NONE, 0);
        list_upgrades(l, st, seat);
        if (ex_can_unleash(st, seat))
            add(l, EXILE_ACT_UNLEASH, 0);
        break;
    case DEC_EXTRA_UPGRADE:
        add(l, EXILE_ACT_DECLINE, 0);
        list_upgrades(l, st, seat);
        break;
    case DEC_LOOK:
        add(l, EXILE_ACT_DECLINE, 0);
        for (unsigned i = 0; i < st->dec_arg[0]; i++)
            add(l, EXILE_ACT_CHOOSE, ex_seat_pile(st, seat, PILE_DECK).c[i]);
        break;
    case DEC_TAKE_RECALL:
        add(l, EXILE_ACT_DECLINE, 0);
        list_cards(l, ex_seat_pile(st, seat, PILE_RECALL), EXILE_ACT_CHOOSE, st, st->dec_arg[0]);
        break;
    case DEC_TARGET_MOMENTUM: { /* a target of a Passive or an "If": not optional, but for "up to" */
        ex_pile m = ex_seat_pile(st, ex_opp((uint8_t)seat), PILE_MOMENTUM);
        for (unsigned i = 0; i < m.n; i++)
            if (ex_momentum_eligible(st, m.c[i], st->dec_arg[0], st->dec_arg[2]))
                add(l, EXILE_ACT_CHOOSE, m.c[i]);
        if (st->dec_arg[0] & TM_MAY_STOP)
            add(l, EXILE_ACT_DECLINE, 0);
        break;
    }
    case DEC_LOSE_HP: /* E46 on a Finisher Attack: 1 HP more, or stop */
        if (ex_can_lose_hp_e46(st))
            add(l, EXILE_ACT_CHOOSE, st->atk.card);
        add(l, EXILE_ACT_DECLINE, 0);
        break;
    case DEC_UNBLOCKABLE: /* E45: destroy a Momentum card, or (before the first) decline */
        if (st->dec_arg[1] == 0)
            add(l, EXILE_ACT_DECLINE, 0);
        list_cards(l, ex_seat_pile(st, seat, PILE_MOMENTUM), EXILE_ACT_CHOOSE, st, RECALL_ANY);
        break;
    case DEC_THROWN_TOP:
        add(l, EXILE_ACT_CHOOSE, st->dec_arg[0]);
        add(l, EXILE_ACT_DECLINE, 0);
        break;
    case DEC_EXILE_DAMAGE: /* G43: either Exile, named by its seat */
        add(l, EXILE_ACT_CHOOSE, seat);
        add(l, EXILE_ACT_CHOOSE, ex_opp((uint8_t)seat));
        break;
    case DEC_LOSE_OR_DESTROY: /* decline destroying: lose the HP instead */
        add(l, EXILE_ACT_DECLINE, 0);
        list_cards(l, ex_seat_pile(st, seat, PILE_MOMENTUM), EXILE_ACT_CHOOSE, st, RECALL_ANY);
        break;
    case DEC_DESTROY_OWN:
        add(l, EXILE_ACT_DECLINE, 0);
        list_cards(l, ex_seat_pile(st, seat, PILE_HAND), EXILE_ACT_CHOOSE, st, RECALL_ANY);
        list_cards(l, ex_seat_pile(st, seat, PILE_MOMENTUM), EXILE_ACT_CHOOSE, st, RECALL_ANY);
        break;
    case DEC_EXCHANGE: { /* any card of the hand, a Token too (G4): one of each kind */
        ex_pile h = ex_seat_pile(st, seat, PILE_HAND);
        for (unsigned i = 0; i < h.n; i++)
            if (!ex_is_token(h.c[i]) || ex_first_of_token_kind(st, h, i))
                add(l, EXILE_ACT_CHOOSE, h.c[i]);
        break;
    }
    default:
        break;
    }
}

size_t ex_legal(const ex_state *st, exile_action *out, size_t cap)
{
    if (st->winner >= 0 || st->decision == DEC_NONE)
        return 0;
    /* A buffer of the full size is listed into directly (the match's own). */
    exile_action tmp[EXILE_MAX_LEGAL_ACTIONS];
    exile_action *acts = out && cap >= EXILE_MAX_LEGAL_ACTIONS ? out : tmp;
    list l = { acts, 0, ~0u, 0, 0, false, 0 };
    list_decision(&l, st);
    size_t n = l.n < EXILE_MAX_LEGAL_ACTIONS ? l.n : EXILE_MAX_LEGAL_ACTIONS;
    size_t m;
    if (l.unsorted) {
        /* Not ascending yet: an insertion sort that drops duplicates (lists
         * are short). */
        m = 0;
        for (size_t i = 0; i < n; i++) {
            exile_action a = acts[i];
            size_t j = m;
            while (j > 0 && acts[j - 1] > a)
                j--;
            if (j > 0 && acts[j - 1] == a)
                continue;
            for (size_t k = m; k > j; k--)
                acts[k] = acts[k - 1];
            acts[j] = a;
            m++;
        }
    } else {
        m = n;
    }
    for (size_t i = 0; acts != out && i < m && i < cap; i++)
        out[i] = acts[i];
    return m;
}

bool ex_is_legal(const ex_state *st, exile_action a)
{
    if (st->winner >= 0 || st->decision == DEC_NONE)
        return false;
    /* The same list, of the one kind asked about, unsorted: finding one
     * action needs no order. */
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    unsigned kind = (unsigned)EXILE_ACTION_KIND(a);
    if (kind >= EXILE_ACT_KIND_COUNT)
        return false;
    list l = { acts, 0, 1u << kind, 0xffu, (unsigned)EXILE_ACTION_ARG(a), false, 0 };
    list_decision(&l, st);
    size_t n = l.n < EXILE_MAX_LEGAL_ACTIONS ? l.n : EXILE_MAX_LEGAL_ACTIONS;
    for (size_t i = 0; i < n; i++)
        if (acts[i] == a)
            return true;
    return false;
}
