/*
 * The visible state, one field at a time (<exile/state.h>). Every field is
 * a switch and a read of the flat state; only card fields ask what the
 * viewer may see (visibility.c, checklist Part F). The same code reads a
 * match for a viewer and a view's scrubbed copy for its seat: where a view
 * wrote a card it may not see as EX_HIDDEN_CARD, or moved it nowhere
 * (ZONE_COUNT), the card is hidden, as ex_visible() says of the match.
 * SPDX-License-Identifier: MIT
 */
#include "match.h"
#include "notation.h"
#include "state_read.h"

/* The public enums are the engine's own, value for value. */
_Static_assert(SAME(EXILE_STEP_INITIATIVE, STEP_P1_INITIATIVE) && SAME(EXILE_STEP_REFRESH_PASSIVES, STEP_P1_REFRESH_PASSIVES) &&
                   SAME(EXILE_STEP_REFRESH, STEP_P1_REFRESH) && SAME(EXILE_STEP_REARM, STEP_P1_REARM) &&
                   SAME(EXILE_STEP_RELOAD, STEP_P1_RELOAD) && SAME(EXILE_STEP_REFILL, STEP_P1_REFILL) &&
                   SAME(EXILE_STEP_UNLOCK, STEP_P1_UNLOCK) && SAME(EXILE_STEP_TURN, STEP_TURN_BEGIN) &&
                   SAME(EXILE_STEP_BLOCK, STEP_ATTACK_BLOCK) && SAME(EXILE_STEP_REVEAL, STEP_ATTACK_REVEAL) &&
                   SAME(EXILE_STEP_REACT, STEP_ATTACK_REACT) && SAME(EXILE_STEP_MATH, STEP_ATTACK_MATH) &&
                   SAME(EXILE_STEP_OUTCOME, STEP_ATTACK_OUTCOME) && SAME(EXILE_STEP_CLEAR, STEP_ATTACK_CLEAR) &&
                   SAME(EXILE_STEP_ATTACK_END, STEP_ATTACK_END) && SAME(EXILE_STEP_TURN_END, STEP_TURN_END) &&
                   SAME(EXILE_STEP_ROUND_END, STEP_ROUND_END) && SAME(EXILE_STEP_GAME_OVER, STEP_GAME_OVER) &&
                   SAME(EXILE_STEP_STACK, STEP_STACK_RESOLVE) && SAME(EXILE_STEP_TACTICS_END, STEP_TACTICS_END) &&
                   STEP_COUNT == 21,
               "exile_step is enum ex_step");

int ex_card_seen(const ex_state *st, unsigned inst, int viewer)
{
    if (inst == EX_NO_CARD)
        return EXILE_CARD_NONE;
    if (inst >= EX_INSTANCES || st->zone[inst] >= ZONE_COUNT || !ex_visible(st, inst, viewer))
        return EXILE_CARD_HIDDEN;
    return st->def[inst];
}

int ex_instance_seen(const ex_state *st, unsigned inst, int viewer)
{
    /* Which card an instance is is public (exile_match_instance_card): an
     * instance shown would show its card, so it is hidden where the card is. */
    int card = ex_card_seen(st, inst, viewer);
    return card < 0 ? card : (int)inst;
}

static bool in_range(int index, unsigned n)
{
    return index >= 0 && (unsigned)index < n;
}

static bool is_token_kind(int card)
{
    return in_range(card, CARD_COUNT) && ex_cards[card].kind == EXILE_CARD_TOKEN;
}

static int pile_card(const ex_state *st, ex_pile p, int index, int viewer)
{
    return in_range(index, p.n) ? ex_card_seen(st, p.c[index], viewer) : EXILE_NO_VALUE;
}

static int pile_instance(const ex_state *st, ex_pile p, int index, int viewer)
{
    return in_range(index, p.n) ? ex_instance_seen(st, p.c[index], viewer) : EXILE_NO_VALUE;
}

/* Which slot of a hand a hidden card lies in is no game information: a
 * hand the viewer cannot see lists its hidden cards first, then those it
 * sees (its Tokens, G15), as a view keeps it. The card at a position, or
 * with @p instance its instance: both fields list the hand alike. */
static int hand_card(const ex_state *st, ex_pile h, int index, int viewer, bool instance)
{
    if (!in_range(index, h.n))
        return EXILE_NO_VALUE;
    unsigned hidden = 0;
    for (unsigned i = 0; i < h.n; i++)
        hidden += ex_card_seen(st, h.c[i], viewer) == EXILE_CARD_HIDDEN;
    if ((unsigned)index < hidden)
        return EXILE_CARD_HIDDEN;
    unsigned k = (unsigned)index - hidden;
    for (unsigned i = 0; i < h.n; i++) {
        int c = ex_card_seen(st, h.c[i], viewer);
        if (c != EXILE_CARD_HIDDEN && k-- == 0)
            return instance ? (int)h.c[i] : c;
    }
    return EXILE_NO_VALUE;
}

/* A pile entry's flag: its card is never hidden when it has the flag. */
static int pile_flag(const ex_state *st, ex_pile p, int index, unsigned flag)
{
    if (!in_range(index, p.n))
        return EXILE_NO_VALUE;
    unsigned inst = p.c[index];
    return inst < EX_INSTANCES && (st->cflags[inst] & flag) ? 1 : 0;
}

static bool in_phase_1(const ex_state *st)
{
    return st->step >= STEP_P1_INITIATIVE && st->step <= STEP_P1_UNLOCK;
}

static int phase(const ex_state *st)
{
    if (st->winner >= 0 || st->step == STEP_GAME_OVER)
        return EXILE_PHASE_GAME_OVER;
    return in_phase_1(st) ? EXILE_PHASE_1 : EXILE_PHASE_2;
}

static int supply_count(const ex_state *st, int kind)
{
    int n = 0;
    for (unsigned i = EX_MOVES; i < EX_INSTANCES; i++)
        n += st->zone[i] == ZONE_SUPPLY && st->def[i] == kind;
    return n;
}

static int match_field(const ex_state *st, exile_field field, int index)
{
    if (field == EXILE_FIELD_SUPPLY)
        return is_token_kind(index) ? supply_count(st, index) : EXILE_NO_VALUE;
    if (index != 0)
        return EXILE_NO_VALUE;
    switch (field) {
    case EXILE_FIELD_ROUND: return st->round;
    case EXILE_FIELD_MAX_ROUNDS: return st->max_rounds;
    case EXILE_FIELD_PHASE: return phase(st);
    case EXILE_FIELD_STEP: return st->step;
    case EXILE_FIELD_FIRST_PLAYER: return st->first_player;
    case EXILE_FIELD_INITIATIVE: return st->initiative;
    case EXILE_FIELD_TURN: return phase(st) == EXILE_PHASE_2 ? st->turn : -1;
    case EXILE_FIELD_NEXT_TURN: return phase(st) == EXILE_PHASE_2 ? st->next_turn : -1;
    case EXILE_FIELD_WINNER: return st->winner;
    case EXILE_FIELD_ACTION_COUNT: return (int)(st->actions & INT32_MAX);
    case EXILE_FIELD_FLAGS: return st->flags;
    default: return EXILE_NO_VALUE;
    }
}

/* The Tokens attached to a seat's Gear in @p slot (E10 "this Gear"). */
static int gear_tokens(const ex_state *st, unsigned seat, unsigned slot)
{
    ex_pile a = ex_seat_pile(st, seat, PILE_ATTACHED);
    int n = 0;
    for (unsigned i = 0; i < a.n; i++)
        n += a.c[i] < EX_INSTANCES && st->host[a.c[i]] == (EX_HOST_GEAR | slot);
    return n;
}

/* What the attached card at @p index lies on: the position of the card it
 * is a counter on, or the Gear slot it is attached to; -1 for neither. */
static int attached_on(const ex_state *st, ex_pile a, int index, bool gear)
{
    if (!in_range(index, a.n))
        return EXILE_NO_VALUE;
    unsigned inst = a.c[index], host = inst < EX_INSTANCES ? st->host[inst] : 0u;
    if (host == 0 || (host >= EX_HOST_GEAR) != gear)
        return -1;
    return gear ? (int)(host & 3u) : ex_pile_find(a, host - 1u);
}

static int rearm_pick(const ex_seat *s)
{
    return s->rearm_pick == EX_NO_CARD ? -1 : s->rearm_pick;
}

static int memory_field(const ex_state *st, exile_field field, unsigned seat, int slot)
{
    const ex_seat *s = &st->seat[seat];
    if (!in_range(slot, EX_MEMORIES))
        return EXILE_NO_VALUE;
    switch (field) {
    case EXILE_FIELD_MEMORY_CARD: return s->memory[slot];
    case EXILE_FIELD_MEMORY_UNLOCKED: return (int)ex_bit(s->mem_unlocked, (unsigned)slot);
    case EXILE_FIELD_MEMORY_TAPPED: return (int)ex_bit(s->mem_tapped, (unsigned)slot);
    case EXILE_FIELD_MEMORY_STAMINA: return (int)ex_memory_stamina(st, seat, (unsigned)slot);
    default: return EXILE_NO_VALUE;
    }
}

static int gear_field(const ex_state *st, exile_field field, unsigned seat, int slot)
{
    const ex_seat *s = &st->seat[seat];
    if (!in_range(slot, EX_GEAR))
        return EXILE_NO_VALUE;
    switch (field) {
    case EXILE_FIELD_GEAR_CARD: return s->gear[slot];
    case EXILE_FIELD_GEAR_ARMED: return (int)!ex_bit(s->gear_disarmed, (unsigned)slot);
    case EXILE_FIELD_GEAR_UPGRADED: return (int)ex_bit(s->gear_upgraded, (unsigned)slot);
    case EXILE_FIELD_GEAR_TOKENS: return gear_tokens(st, seat, (unsigned)slot);
    case EXILE_FIELD_GEAR_ABILITY_USED: return (int)ex_bit(s->ability_used, (unsigned)slot);
    default: return EXILE_NO_VALUE;
    }
}

static int pile_field(const ex_state *st, int viewer, exile_field field, unsigned seat, int index)
{
    ex_pile a = ex_seat_pile(st, seat, PILE_ATTACHED);
    switch (field) {
    case EXILE_FIELD_DECK_CARD: return pile_card(st, ex_seat_pile(st, seat, PILE_DECK), index, viewer);
    case EXILE_FIELD_DECK_FACE_UP: return pile_flag(st, ex_seat_pile(st, seat, PILE_DECK), index, CF_FACE_UP_ON_DECK);
    case EXILE_FIELD_HAND_CARD: return hand_card(st, ex_seat_pile(st, seat, PILE_HAND), index, viewer, false);
    case EXILE_FIELD_RECALL_CARD: return pile_card(st, ex_seat_pile(st, seat, PILE_RECALL), index, viewer);
    case EXILE_FIELD_DESTROYED_CARD: return pile_card(st, ex_seat_pile(st, seat, PILE_DESTROYED), index, viewer);
    case EXILE_FIELD_MOMENTUM_CARD: return pile_card(st, ex_seat_pile(st, seat, PILE_MOMENTUM), index, viewer);
    case EXILE_FIELD_MOMENTUM_AS_BLOCK: return pile_flag(st, ex_seat_pile(st, seat, PILE_MOMENTUM), index, CF_AS_BLOCK);
    case EXILE_FIELD_ATTACHED_CARD: return pile_card(st, a, index, viewer);
    case EXILE_FIELD_ATTACHED_ON_CARD: return attached_on(st, a, index, false);
    case EXILE_FIELD_ATTACHED_ON_GEAR: return attached_on(st, a, index, true);
    case EXILE_FIELD_ATTACHED_COUNTERS: return in_range(index, a.n) ? (int)ex_counters_on(st, a.c[index]) : EXILE_NO_VALUE;
    case EXILE_FIELD_DECK_INSTANCE: return pile_instance(st, ex_seat_pile(st, seat, PILE_DECK), index, viewer);
    case EXILE_FIELD_HAND_INSTANCE: return hand_card(st, ex_seat_pile(st, seat, PILE_HAND), index, viewer, true);
    case EXILE_FIELD_RECALL_INSTANCE: return pile_instance(st, ex_seat_pile(st, seat, PILE_RECALL), index, viewer);
    case EXILE_FIELD_DESTROYED_INSTANCE:
        return pile_instance(st, ex_seat_pile(st, seat, PILE_DESTROYED), index, viewer);
    case EXILE_FIELD_MOMENTUM_INSTANCE: return pile_instance(st, ex_seat_pile(st, seat, PILE_MOMENTUM), index, viewer);
    case EXILE_FIELD_ATTACHED_INSTANCE: return pile_instance(st, a, index, viewer);
    default: return EXILE_NO_VALUE;
    }
}

static int seat_field(const ex_state *st, int viewer, exile_field field, unsigned seat, int index)
{
    /* The seat's fields are grouped by what their index is (state.h). */
    if (field >= EXILE_FIELD_DECK_CARD)
        return pile_field(st, viewer, field, seat, index);
    if (field >= EXILE_FIELD_EXILE_TOKENS)
        return field == EXILE_FIELD_EXILE_TOKENS && is_token_kind(index)
                   ? (int)ex_count_tokens_of(st, ex_seat_pile(st, seat, PILE_ATTACHED), (unsigned)index)
                   : EXILE_NO_VALUE;
    if (field >= EXILE_FIELD_GEAR_CARD)
        return gear_field(st, field, seat, index);
    if (field >= EXILE_FIELD_MEMORY_CARD)
        return memory_field(st, field, seat, index);
    if (index != 0)
        return EXILE_NO_VALUE;
    const ex_seat *s = &st->seat[seat];
    bool own = viewer < 0 || viewer >= EX_SEATS || (unsigned)viewer == seat;
    switch (field) {
    case EXILE_FIELD_HP: return s->hp;
    case EXILE_FIELD_STAMINA: return s->floating;
    case EXILE_FIELD_ENGAGED: return s->engaged;
    case EXILE_FIELD_SPENT: return s->spent;
    case EXILE_FIELD_UNLEASHED: return s->unleashed;
    case EXILE_FIELD_STUNNED: return st->stun_turn == seat;
    case EXILE_FIELD_STUN_PENDING: return st->stun_pending == seat;
    case EXILE_FIELD_EXILE: return s->exile;
    case EXILE_FIELD_PREPARED: return ex_card_seen(st, s->prepared, viewer);
    case EXILE_FIELD_PREPARED_COST: return s->prepared == EX_NO_CARD ? -1 : s->prepared_cost;
    case EXILE_FIELD_FINISHER_DUE: return s->finisher_due;
    case EXILE_FIELD_ATTACKED: return (int)ex_bit(s->round_flags, 0);
    case EXILE_FIELD_ATTACKED_FACE_DOWN: return (int)ex_bit(s->round_flags, 1);
    case EXILE_FIELD_SUCCESSES: return s->successes;
    case EXILE_FIELD_HEALED: return (s->round_flags & RF_HEALED) != 0;
    case EXILE_FIELD_NEXT_ATTACK_DAMAGE: return s->next_attack;
    case EXILE_FIELD_NEXT_ATTACK_OVERCOMMIT: return s->next_overcommit;
    case EXILE_FIELD_SLOW_NOT_SPENT: return (s->round_flags & RF_SLOW_NOT_SPENT) != 0;
    case EXILE_FIELD_KEPT_SIDEWAYS: return (s->round_flags & RF_KEEP_SIDEWAYS) != 0;
    case EXILE_FIELD_DESTROY_PASSIVE_USED: return s->p09_used != 0; /* by any of its cards */
    /* G22, F6: a pick is hidden from the other seat until both are in; a
     * view has already forgotten it (view.c). */
    case EXILE_FIELD_REARM_PICK: return own ? rearm_pick(s) : EXILE_CARD_HIDDEN;
    case EXILE_FIELD_EXCHANGE_CARD: return own ? ex_card_seen(st, s->exchange_pick, viewer) : EXILE_CARD_HIDDEN;
    case EXILE_FIELD_DECK_COUNT: return (int)ex_seat_pile(st, seat, PILE_DECK).n;
    case EXILE_FIELD_HAND_COUNT: return (int)ex_seat_pile(st, seat, PILE_HAND).n;
    case EXILE_FIELD_RECALL_COUNT: return (int)ex_seat_pile(st, seat, PILE_RECALL).n;
    case EXILE_FIELD_DESTROYED_COUNT: return (int)ex_seat_pile(st, seat, PILE_DESTROYED).n;
    case EXILE_FIELD_MOMENTUM_COUNT: return (int)ex_seat_pile(st, seat, PILE_MOMENTUM).n;
    case EXILE_FIELD_ATTACHED_COUNT: return (int)ex_seat_pile(st, seat, PILE_ATTACHED).n;
    case EXILE_FIELD_PREPARED_INSTANCE: return ex_instance_seen(st, s->prepared, viewer);
    default: return EXILE_NO_VALUE;
    }
}

static int attack_field(const ex_state *st, int viewer, exile_field field, int index)
{
    const ex_attack *a = &st->atk;
    if (field == EXILE_FIELD_BLOCK_CARD)
        return pile_card(st, ex_blocks(st), index, viewer);
    if (field == EXILE_FIELD_BLOCK_INSTANCE)
        return pile_instance(st, ex_blocks(st), index, viewer);
    if (index != 0)
        return EXILE_NO_VALUE;
    if (field == EXILE_FIELD_ATTACK)
        return ex_card_seen(st, a->card, viewer);
    if (field == EXILE_FIELD_ATTACK_INSTANCE)
        return ex_instance_seen(st, a->card, viewer);
    if (field == EXILE_FIELD_BLOCK_COUNT)
        return (int)ex_blocks(st).n;
    if (field < EXILE_FIELD_ATTACKER || field > EXILE_FIELD_ATTACK_OUTCOME)
        return EXILE_NO_VALUE;
    if (a->card == EX_NO_CARD)
        return -1;
    switch (field) {
    case EXILE_FIELD_ATTACKER: return a->attacker;
    case EXILE_FIELD_ATTACK_FACE_DOWN: return (a->flags & AF_FACE_DOWN) != 0;
    case EXILE_FIELD_ATTACK_REVEALED: return (a->flags & AF_REVEALED) != 0;
    case EXILE_FIELD_ATTACK_DECLARED: return a->declared;
    case EXILE_FIELD_ATTACK_UNBLOCKABLE: return (a->flags & AF_UNBLOCKABLE) != 0;
    case EXILE_FIELD_ATTACK_SPEED: return ex_card_seen(st, a->card, viewer) == EXILE_CARD_HIDDEN ? -1 : a->speed;
    case EXILE_FIELD_ATTACK_DAMAGE_MOD: return a->damage_mod;
    case EXILE_FIELD_ATTACK_FINISHER: return a->finisher;
    case EXILE_FIELD_ATTACK_STUN: return (a->flags & AF_STUN_TURN) != 0;
    case EXILE_FIELD_ATTACK_HP_LOST: return a->hp_lost;
    default: return a->reached_math ? a->successful : -1; /* EXILE_FIELD_ATTACK_OUTCOME */
    }
}

/* A target of a card on the stack: a card instance, or EX_GEAR_TARGET |
 * seat << 2 | slot. */
static int target_field(const ex_state *st, int viewer, exile_field field, unsigned t)
{
    bool gear = (t & EX_GEAR_TARGET) != 0;
    int card = gear ? EXILE_CARD_NONE : ex_card_seen(st, t, viewer);
    switch (field) {
    case EXILE_FIELD_STACK_TARGET_CARD: return card;
    case EXILE_FIELD_STACK_TARGET_SEAT:
        if (gear)
            return (int)((t >> 2) & 1u);
        return card == EXILE_CARD_HIDDEN ? -1 : st->zseat[t];
    default: return gear ? (int)(t & 3u) : -1; /* EXILE_FIELD_STACK_TARGET_GEAR */
    }
}

static int stack_field(const ex_state *st, int viewer, exile_field field, int index)
{
    ex_pile s = ex_stack(st);
    if (field == EXILE_FIELD_STACK_COUNT)
        return index == 0 ? (int)s.n : EXILE_NO_VALUE;
    if (field >= EXILE_FIELD_STACK_TARGET_CARD && field <= EXILE_FIELD_STACK_TARGET_GEAR) {
        int i = index / EXILE_MAX_TARGETS, k = index % EXILE_MAX_TARGETS;
        if (index < 0 || !in_range(i, s.n) || !in_range(k, st->entry[i].ntargets))
            return EXILE_NO_VALUE;
        return target_field(st, viewer, field, st->entry[i].target[k]);
    }
    if (!in_range(index, s.n))
        return EXILE_NO_VALUE;
    const ex_stack_entry *en = &st->entry[index];
    switch (field) {
    case EXILE_FIELD_STACK_CARD: return ex_card_seen(st, s.c[index], viewer);
    case EXILE_FIELD_STACK_PLAYER: return en->seat;
    case EXILE_FIELD_STACK_AS_ACTION: return (en->flags & SE_AS_ACTION) != 0;
    case EXILE_FIELD_STACK_RESOLVING: return (en->flags & SE_RESOLVING) != 0;
    case EXILE_FIELD_STACK_TARGET_COUNT: return en->ntargets;
    case EXILE_FIELD_STACK_INSTANCE: return ex_instance_seen(st, s.c[index], viewer);
    default: return EXILE_NO_VALUE;
    }
}

int ex_field_get(const ex_state *st, int viewer, exile_field field, int seat, int index)
{
    if ((int)field >= 100 && (int)field < 200)
        return seat == 0 || seat == 1 ? seat_field(st, viewer, field, (unsigned)seat, index) : EXILE_NO_VALUE;
    if (seat != 0)
        return EXILE_NO_VALUE;
    if ((int)field >= 0 && (int)field < 100)
        return match_field(st, field, index);
    if ((int)field >= 200 && (int)field < 300)
        return attack_field(st, viewer, field, index);
    if ((int)field >= 300 && (int)field < 400)
        return stack_field(st, viewer, field, index);
    if ((int)field >= 400 && (int)field < 500)
        return index == 0 ? ex_decision_field(st, viewer, field) : EXILE_NO_VALUE;
    return EXILE_NO_VALUE;
}

int exile_match_get(const exile_match *m, int viewer, exile_field field, int seat, int index)
{
    if (!m || viewer < 0 || viewer > EXILE_OMNISCIENT)
        return EXILE_NO_VALUE;
    return ex_field_get(&m->st, viewer, field, seat, index);
}

int exile_match_get_as(const exile_match *m, exile_viewer viewer, exile_field field, int seat, int index)
{
    return exile_match_get(m, viewer.seat, field, seat, index);
}
