/*
 * The state layer (lib/layers.txt): the functions of the match state. Every
 * change to a state goes through them (card moves, Stamina, HP, Engaged,
 * the trigger queue, random numbers), and every change a player could see
 * is reported through ex_emit(). They read the cards in play and call
 * nothing of a layer above.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_STATE_PRIMITIVES_H
#define EXILE_STATE_PRIMITIVES_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

#include "state.h"

/* A text being written into a caller's buffer (text.c): @c len counts
 * every byte the whole text needs, written or not. */
typedef struct ex_text {
    char *buf;
    size_t cap, len;
} ex_text;

/* Appends to @p t, printf-style. */
void ex_text_put(ex_text *t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void ex_text_vput(ex_text *t, const char *fmt, va_list ap);

/* The observers of a match: one per seat and one omniscient, outside the
 * state. Each is an observer of exile_match_observe() or a watcher of
 * exile_match_watch(), as the match's mask of watchers says (the mask
 * lives in the handle's spare bytes: a handle stays within 1032 bytes). */
typedef union ex_observer_fn {
    exile_event_fn observe;
    exile_watch_fn watch;
} ex_observer_fn;

typedef struct ex_observers {
    ex_observer_fn fn[EX_SEATS + 1];
    void *user_data[EX_SEATS + 1];
} ex_observers;

/* A running engine: the state plus where its events go (not part of the
 * state, so clones and saves carry no pointers). */
typedef struct ex_engine {
    ex_state *st;
    const struct ex_observers *obs; /* NULL: nobody listens */
    const exile_match *match;       /* what watchers are handed */
    uint8_t watchers;               /* bit v: observer v is a watcher */
    /* The echo (EXILE_EVENT_ECHO) the action of this apply still awaits:
     * its event kind + 1 (0: none), its seat, its slot (0xff: any), and
     * which observers heard the action whole (bit v). */
    uint8_t echo_kind, echo_seat, echo_slot, echo_heard;
} ex_engine;

/* ---- events (events.c) ---- */
/* An event whose card (an instance, or -1) each seat sees where it lies now. */
void ex_emit(ex_engine *e, exile_event_kind kind, int seat, int inst, int from, int to, int amount, int value);
/* A card move; @p mask has bit v set when seat v may see the card's identity. */
void ex_emit_move(ex_engine *e, unsigned inst, unsigned from, unsigned from_seat, int mask);
/* The action @p a of @p actor as @p viewer (0, 1, or 2 for all) may know
 * it: an argument it may not see becomes 0xff. */
exile_action ex_action_redact(const ex_state *st, exile_action a, int actor, int viewer);

/* ---- rng.c ---- */
void ex_rng_seed(ex_state *st, uint64_t seed);
uint32_t ex_rng_below(ex_state *st, uint32_t bound);
/* Shuffles the @p n bytes of @p c (Fisher–Yates, the draws of
 * ex_rng_below from n down to 2). */
void ex_rng_shuffle(ex_state *st, uint8_t *c, unsigned n);
void ex_shuffle_pile(ex_state *st, unsigned id);

/* ---- zones.c: every card move ---- */
/* The pile of a seat's kind (enum ex_pile_kind below PILE_KINDS). */
static inline unsigned ex_pile_id(unsigned seat, unsigned kind)
{
    return kind * 2u + (seat & 1u);
}
/* The pile of an ordered zone (enum ex_zone) of a seat, or -1 for the
 * zones that are no pile (the supply, the attack slot, the prepared slot). */
static inline int ex_pile_of_zone(unsigned zone, unsigned seat)
{
    /* A table, where a switch branches on the zone of every move. */
#define EX_SEAT_PILES(kind) { (int8_t)((kind) * 2), (int8_t)((kind) * 2 + 1) } /* ex_pile_id */
    static const int8_t pile[ZONE_COUNT][EX_SEATS] = {
        [ZONE_SUPPLY] = { -1, -1 },
        [ZONE_DECK] = EX_SEAT_PILES(PILE_DECK),
        [ZONE_HAND] = EX_SEAT_PILES(PILE_HAND),
        [ZONE_RECALL] = EX_SEAT_PILES(PILE_RECALL),
        [ZONE_DESTROYED] = EX_SEAT_PILES(PILE_DESTROYED),
        [ZONE_MOMENTUM] = EX_SEAT_PILES(PILE_MOMENTUM),
        [ZONE_ATTACK] = { -1, -1 },
        [ZONE_BLOCK] = { PILE_BLOCKS, PILE_BLOCKS },
        [ZONE_STACK] = { PILE_STACK, PILE_STACK },
        [ZONE_PREPARED] = { -1, -1 },
        [ZONE_ATTACHED] = EX_SEAT_PILES(PILE_ATTACHED),
    };
#undef EX_SEAT_PILES
    return zone < ZONE_COUNT ? pile[zone][seat & 1u] : -1;
}
static inline ex_pile ex_pile_get(const ex_state *st, unsigned id)
{
    ex_pile p = { st->pile_card + st->pile_start[id], (unsigned)(st->pile_start[id + 1] - st->pile_start[id]) };
    return p;
}
static inline ex_pile ex_seat_pile(const ex_state *st, unsigned seat, unsigned kind)
{
    return ex_pile_get(st, ex_pile_id(seat, kind));
}
/* The Block cards in the Combat Zone (in the order played), the stack
 * (bottom first), and the card on top of a stack that is not empty. */
static inline ex_pile ex_blocks(const ex_state *st)
{
    return ex_pile_get(st, PILE_BLOCKS);
}
static inline ex_pile ex_stack(const ex_state *st)
{
    return ex_pile_get(st, PILE_STACK);
}
static inline unsigned ex_stack_top(const ex_state *st)
{
    ex_pile s = ex_stack(st);
    return s.c[s.n - 1];
}
/* A pile's cards, to reorder them in place. */
static inline uint8_t *ex_pile_cards(ex_state *st, unsigned id)
{
    return st->pile_card + st->pile_start[id];
}
/* The position of @p inst in a pile, or -1. */
int ex_pile_find(ex_pile p, unsigned inst);
/* Puts @p inst at position @p pos of pile @p id (at its end, for push), and
 * takes the card at @p pos out; the other piles keep their cards. */
void ex_pile_push(ex_state *st, unsigned id, unsigned inst);
void ex_pile_insert(ex_state *st, unsigned id, unsigned pos, unsigned inst);
unsigned ex_pile_remove_at(ex_state *st, unsigned id, unsigned pos);
/* A hand has no order in the game: it is kept ascending, so that its
 * actions are listed in ascending order without sorting (decision.c). */
static inline bool ex_pile_is_hand(unsigned id)
{
    return id / 2u == PILE_HAND;
}
/* Puts @p inst at the end of pile @p id, or in its place in a hand. */
void ex_pile_add(ex_state *st, unsigned id, unsigned inst);
/* Sorts a pile ascending (a hand, after cards are laid in its slots). */
void ex_pile_sort(ex_state *st, unsigned id);
/* Moves @p inst to the end of @p zone of @p seat (to the top of a deck when
 * @p on_top). Tokens going to a Recall Pile, Destroyed Pile or Momentum Zone
 * return to the supply instead (§4.5). */
void ex_move(ex_engine *e, unsigned inst, unsigned zone, unsigned seat);
void ex_move_to_deck_top(ex_engine *e, unsigned inst, unsigned seat, bool face_up);
/* Shuffles @p seat's deck, and says so (EXILE_EV_SHUFFLE). */
void ex_shuffle_deck(ex_engine *e, unsigned seat);
/* Moves every card of pile @p id, its first card first, to @p zone of @p seat. */
void ex_move_pile(ex_engine *e, unsigned id, unsigned zone, unsigned seat);
/* Destroys a Move (to its owner's Destroyed Pile) and queues P09 (§6.3). */
void ex_destroy(ex_engine *e, unsigned inst);
/* Counts of cards (Tokens included) and of Moves in a pile. */
static inline unsigned ex_count_moves(ex_pile p)
{
    unsigned n = 0;
    for (unsigned i = 0; i < p.n; i++)
        n += !ex_is_token(p.c[i]);
    return n;
}
unsigned ex_count_tokens_of(const ex_state *st, ex_pile p, unsigned token_card);
/* A Token instance's number among those of its kind, and back. */
unsigned ex_token_index(const ex_state *st, unsigned inst);
unsigned ex_token_instance(const ex_state *st, unsigned token_card, unsigned index);
/* The first Token of a kind attached to a seat's Exile (not as a counter). */
unsigned ex_exile_token(const ex_state *st, unsigned seat, unsigned token_card);
/* The first Token of a kind in the supply, or EX_NO_CARD. */
unsigned ex_supply_token(const ex_state *st, unsigned token_card);

/* ---- cards in play (cardinfo.c) ---- */
/* The small questions of the hot paths are inline. */

/* The Gear slot of a Move instance's Gear, for its owner: a seat's Moves
 * are laid out Gear by Gear, five each, in Gear-slot order
 * (ex_assign_instances; ex_state_check holds every state to it). */
static inline unsigned ex_gear_slot_of(const ex_state *st, unsigned inst)
{
    (void)st;
    return inst < EX_MOVES ? (inst % EX_MOVES_PER_SEAT) / 5u : EX_NO_CARD;
}

static inline bool ex_gear_armed(const ex_state *st, unsigned seat, unsigned slot)
{
    return slot < EX_GEAR && !ex_bit(st->seat[seat].gear_disarmed, slot);
}

/* The Stamina a Memory gives: 1 while locked, the Mantra's value once
 * unlocked (§4.4). */
static inline unsigned ex_memory_stamina(const ex_state *st, unsigned seat, unsigned slot)
{
    const ex_seat *s = &st->seat[seat];
    return ex_bit(s->mem_unlocked, slot) ? (unsigned)ex_cards[s->memory[slot]].mantra_stamina : 1u;
}
/* The working Passives of @p seat with template @p tmpl: those its Exile and
 * its armed Gear print on the side each shows (§6.1, §7.9 Passives of Gear). */
typedef struct ex_passive_hit {
    const ex_line *line;
    uint8_t card;      /* the card printing it */
    uint8_t gear_slot; /* its Gear slot, or EX_NO_CARD for the Exile */
} ex_passive_hit;
unsigned ex_passives(const ex_state *st, unsigned seat, unsigned tmpl, ex_passive_hit *out, unsigned cap);
/* Has @p seat a working Passive with template @p tmpl (ex_passives() would
 * find one)? The working set holds exactly the templates of the sides the
 * working cards show (ex_passives_refresh(); ex_state_check holds every
 * state to it), so no line is read. */
static inline bool ex_has_passive(const ex_state *st, unsigned seat, unsigned tmpl)
{
    return ex_tmpl_in(&st->seat[seat].working, tmpl);
}
/* Recomputes each seat's working-Passive set after a Gear is disarmed,
 * rearmed or turned, or an Exile unleashed. */
void ex_passives_refresh(ex_state *st);
unsigned ex_unlocked_count(const ex_state *st, unsigned seat);
/* What a "take ... from your Recall Pile" Effect may take (DEC_TAKE_RECALL's
 * first parameter): any Move, a Move with Thrown (E52, E53), a fighting Move
 * (E06, E51: an Attack, a Block, a Combat card or a Finisher Attack, §6.1). */
enum ex_recall_filter { RECALL_ANY = 0, RECALL_THROWN = 1, RECALL_FIGHTING = 2 };
bool ex_recall_fits(const ex_state *st, unsigned inst, unsigned filter);
/* Does the seat's Recall Pile hold a Move the filter lets through? */
bool ex_recall_has(const ex_state *st, unsigned seat, unsigned filter);
bool ex_is_thrown(const ex_state *st, unsigned inst);
/* E46 "As you play this, you may lose up to [X] HP": the [X] its attack
 * column prints, or 0. */
unsigned ex_e46_x(const ex_card *c);
/* Does the card print E48 in form @p form (1 "This card cannot be played
 * as a block.", 2 "... as an attack.")? Inline, the test that answers for
 * almost every card (its front prints no E48: no line is read); its lines
 * are read out of line (ex_e48_line_printed). */
bool ex_e48_line_printed(const ex_card *c, unsigned form);
static inline bool ex_prints_e48(const ex_card *c, unsigned form)
{
    return ex_tmpl_in(&c->side_tmpls[SIDE_FRONT], TMPL_E48) && ex_e48_line_printed(c, form);
}
/* May the card be played as a block at all (not E48 "This card cannot be
 * played as a block.")? */
static inline bool ex_can_block_card(const ex_card *c)
{
    return !ex_prints_e48(c, 1);
}
/* Does the card print an attack it may be played for (§5 Action A step 1:
 * a Damage, not a Finisher, not E48 "This card cannot be played as an
 * attack.")? The Audit asks the same of a face-down attack (step 4).
 * Inline: the lists ask it of every card of a hand. */
static inline bool ex_can_attack_card(const ex_card *c)
{
    if (c->damage < 0 || c->move_type == EXILE_MOVE_FINISHER_ATTACK || c->move_type == EXILE_MOVE_FINISHER_TACTICS)
        return false;
    return !ex_prints_e48(c, 2);
}
/* Could an Exert printed in column @p col of @p c be paid with @p others
 * other Moves in hand (§7.4)? True for a card without Exert. */
static inline bool ex_exert_payable(const ex_card *c, unsigned col, unsigned others)
{
    return !ex_has_kw(c, col, EXILE_KW_EXERT) || others >= ex_kw_value(c, col, EXILE_KW_EXERT);
}
/* Does an Exert printed in column @p col of @p c, a card in @p seat's
 * hand, ask for more other Moves than the hand holds? Then the card cannot
 * be played (§7.4, G7). */
static inline bool ex_exert_short(const ex_state *st, unsigned seat, const ex_card *c, unsigned col)
{
    return ex_has_kw(c, col, EXILE_KW_EXERT) &&
           ex_count_moves(ex_seat_pile(st, seat, PILE_HAND)) - 1u < ex_kw_value(c, col, EXILE_KW_EXERT);
}
bool ex_card_has_tmpl(const ex_card *c, unsigned tmpl);
/* Does this version execute the Effect a line does (doc/status.md)? */
bool ex_effect_supported(const ex_line *l);
/* The template a line does (the [Effect] a wrapper fills in, else its own)
 * and the form of it. */
unsigned ex_effect_tmpl(const ex_line *l);
unsigned ex_effect_form(const ex_line *l);
/* The [X] of a line's Effect: its own, or the next number after the [X] a
 * wrapping Passive prints first (P23, P24, P25). */
unsigned ex_effect_x(const ex_line *l);
/* The cards of the Tokens the rules name. */
unsigned ex_plating_card(void);
unsigned ex_aim_card(void);
unsigned ex_bleed_card(void);
/* Effective costs (§7.1): no card of the two boxes changes a cost, so they
 * are the printed ones. */
static inline int ex_eff_attack_cost(const ex_state *st, unsigned inst)
{
    int c = ex_inst_card(st, inst)->cost;
    return c < 0 ? 0 : c;
}

static inline int ex_eff_block_cost(const ex_state *st, unsigned inst)
{
    int c = ex_inst_card(st, inst)->block_cost;
    return c < 0 ? 0 : c;
}
/* Can the seat still make this much Stamina (floating + untapped Memories +
 * channeling every other card in hand)? */
unsigned ex_stamina_potential(const ex_state *st, unsigned seat, unsigned except_inst);

/* ---- the pending decision ---- */
/* Asks @p seat the decision @p decision: what play waits for next. */
static inline void ex_decide(ex_state *st, unsigned decision, unsigned seat)
{
    if (st->winner >= 0)
        return; /* a finished match asks nothing (a Bleed Token channeled at 1 HP) */
    st->decision = (uint8_t)decision;
    st->actor = (uint8_t)seat;
}

/* ---- stamina.c (§3.1) ---- */
void ex_tap(ex_engine *e, unsigned seat, unsigned slot);
void ex_channel(ex_engine *e, unsigned seat, unsigned inst);
void ex_lose_floating(ex_engine *e, unsigned seat);
/* Recover X (§3.1): untaps at once when no choice is left, else raises
 * DEC_RECOVER and returns true (the caller's step resumes afterwards). */
bool ex_recover(ex_engine *e, unsigned seat, unsigned x);
/* Suffocating X (§6.2): the tapped player chooses (G10). */
bool ex_suffocate(ex_engine *e, unsigned seat, unsigned x);
void ex_untap(ex_engine *e, unsigned seat, unsigned slot);
void ex_suffocate_one(ex_engine *e, unsigned seat, unsigned slot);
/* Starts a Stamina window of the canonical order (nothing tapped or
 * channeled in it yet). */
void ex_window_reset(ex_state *st);
/* Every flag of exile_match_flags this library knows. */
#define EX_MATCH_FLAGS ((unsigned)EXILE_MATCH_PERMISSIVE_BLUFF | (unsigned)EXILE_MATCH_CANONICAL_STAMINA)
/* Are the Stamina windows asked in the canonical order
 * (EXILE_MATCH_CANONICAL_STAMINA)? Otherwise in every order (§3.1). */
static inline bool ex_canonical_stamina(const ex_state *st)
{
    return (st->flags & EXILE_MATCH_CANONICAL_STAMINA) != 0;
}

/* ---- hp.c (§3.4) ---- */
void ex_lose_hp(ex_engine *e, unsigned seat, int amount);
void ex_heal(ex_engine *e, unsigned seat, int amount);
/* Settles the game if an Exile is below 1 HP; returns true when it is over. */
bool ex_check_loss(ex_engine *e);
void ex_set_winner(ex_engine *e, int winner);

/* ---- engaged.c (§3.1 Engaged, §7.7) ---- */
void ex_engage(ex_engine *e, unsigned seat);
void ex_disengage(ex_engine *e, unsigned seat);

/* ---- triggers.c: the queue of Passives and Effects waiting to resolve ---- */
enum ex_trigger_kind {
    TRIG_NONE = 0,
    TRIG_RECOVER,          /* arg: X (E44 from P10, P15, P16) */
    TRIG_ATTACH_TOKEN,     /* card: Token kind; arg: X; seat: whose Exile */
    TRIG_HEAL,             /* arg: X (P12) */
    TRIG_LOSE_HP,          /* arg: X (E49) */
    TRIG_DESTROY_MOMENTUM, /* P09: destroy target Move in the opponent's Momentum Zone */
    TRIG_TAKE_THROWN,      /* E53: may take 1 Move with Thrown from the Recall Pile */
    TRIG_SUFFOCATE,        /* arg: X; seat: the tapped player */
    TRIG_ENGAGE,           /* Pinning: engage seat */
    TRIG_DISENGAGE,        /* Disengaging: disengage seat */
    TRIG_FLOW,             /* arg: X */
    TRIG_EFFECT,           /* a one-time Effect: card's line number arg (effects.c) */
    TRIG_TURN_BACK,        /* E21: target turns one of their unlocked Memories back */
    TRIG_DESTROY_OWN_MOMENTUM, /* E08's cost, E63: destroy arg cards in your Momentum Zone */
    TRIG_TAKE_MOVES,       /* take up to arg Moves from your Recall Pile */
    TRIG_RESUME,           /* give the choice back: decision arg, to seat */
    TRIG_LAY_FINISHER,     /* §5 Action D: lay instance arg on its Gear (target: its cost) */
    TRIG_DISARM_OWN,       /* E14: seat disarms its own Gear in slot arg, if armed */
    TRIG_GEAR_TOKENS,      /* E10 "this Gear": arg Tokens (token) on card's Gear of seat target */
    TRIG_REFRESH_DISCARD,  /* P17: card's "At the Refresh, ... you may discard a card" asks seat */
    TRIG_KIND_COUNT
};
void ex_trigger_push(ex_state *st, unsigned kind, unsigned seat, unsigned card, unsigned arg);
void ex_trigger_push_at(ex_state *st, unsigned kind, unsigned seat, unsigned card, unsigned arg, unsigned target);
/* The bit of a seat's card in its per-card flags (p09_used): its Gear
 * slot, or EX_GEAR for its Exile (@p slot EX_NO_CARD). */
static inline unsigned ex_card_bit(unsigned slot)
{
    return 1u << (slot == EX_NO_CARD ? EX_GEAR : slot);
}
/* Queues what a working Passive does when its event happens. */
void ex_fire(ex_state *st, unsigned seat, const ex_passive_hit *h);
/* Queues every working Passive of @p tmpl (and @p form, 0 for any) of both
 * seats, in the order of §5: @p first_seat's first, then by name. */
void ex_fire_all(ex_state *st, unsigned tmpl, unsigned form_for_seat[EX_SEATS], unsigned first_seat);
/* Whose Passives resolve first when one event fires both players' (§5):
 * the player whose turn it is; in Phase 1, the player with the Initiative. */
static inline unsigned ex_first_seat(const ex_state *st)
{
    return st->step >= STEP_P1_INITIATIVE && st->step <= STEP_P1_UNLOCK ? st->initiative : st->turn;
}
/* Sorts the queued triggers from @p from on: @p first_seat's first, then
 * by card name A to Z leaving out a leading "The" (§5 The React Step & The
 * Stack). Most events queue one trigger or none: nothing to order, no call. */
void ex_trigger_sort_queue(ex_state *st, unsigned from, unsigned first_seat);
static inline void ex_trigger_sort(ex_state *st, unsigned from, unsigned first_seat)
{
    if (st->trig_n > from + 1u)
        ex_trigger_sort_queue(st, from, first_seat);
}
/* Is a trigger ready to resolve (not waiting for the Combat Zone Clear)? */
bool ex_trigger_ready(const ex_state *st);
/* Lets the waiting triggers resolve; true when there were any. */
bool ex_triggers_undefer(ex_state *st);
/* Queues the lines printed on @p side of @p card, to resolve in order. */
void ex_effects_queue(ex_state *st, unsigned seat, unsigned card, unsigned side);

/* ---- names.c ---- */
const char *ex_step_name(unsigned step);
const char *ex_decision_name(unsigned decision);

#include "visibility.h" /* ex_visible(): it needs the piles above */

#endif /* EXILE_STATE_PRIMITIVES_H */
