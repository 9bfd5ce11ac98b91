/*
 * The engine's internal interface: what the rule files share.
 *
 * Data flows one way: the API calls the step machine (steps.c), which calls
 * the rules (lib/rules), which change the state through zones.c and
 * stamina.c. Every change a player could see is reported through ex_emit().
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_ENGINE_H
#define EXILE_ENGINE_H

#include <stdbool.h>
#include <stddef.h>

#include "state.h"

/* The observers of a match (exile_match_observe): one per seat and one
 * omniscient, outside the state. */
typedef struct ex_observers {
    exile_event_fn fn[EX_SEATS + 1];
    void *user_data[EX_SEATS + 1];
} ex_observers;

/* A running engine: the state plus where its events go (not part of the
 * state, so clones and saves carry no pointers). */
typedef struct ex_engine {
    ex_state *st;
    const struct ex_observers *obs; /* NULL: nobody listens */
} ex_engine;

/* ---- events (events.c) ---- */
/* An event whose card (an instance, or -1) each seat sees where it lies now. */
void ex_emit(ex_engine *e, exile_event_kind kind, int seat, int inst, int from, int to, int amount, int value);
/* A card move; @p mask has bit v set when seat v may see the card's identity. */
void ex_emit_move(ex_engine *e, unsigned inst, unsigned from, unsigned from_seat, int mask);
/* The action @p a of @p actor as @p viewer (0, 1, or 2 for all) may know
 * it: an argument it may not see becomes 0xff. */
exile_action ex_action_redact(const ex_state *st, exile_action a, int actor, int viewer);
/* May @p viewer see the identity of instance @p inst where it lies now? (visibility.c) */
bool ex_visible(const ex_state *st, unsigned inst, int viewer);

/* ---- rng.c ---- */
void ex_rng_seed(ex_state *st, uint64_t seed);
uint32_t ex_rng_below(ex_state *st, uint32_t bound);
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
    switch (zone) {
    case ZONE_DECK: return (int)ex_pile_id(seat, PILE_DECK);
    case ZONE_HAND: return (int)ex_pile_id(seat, PILE_HAND);
    case ZONE_RECALL: return (int)ex_pile_id(seat, PILE_RECALL);
    case ZONE_DESTROYED: return (int)ex_pile_id(seat, PILE_DESTROYED);
    case ZONE_MOMENTUM: return (int)ex_pile_id(seat, PILE_MOMENTUM);
    case ZONE_ATTACHED: return (int)ex_pile_id(seat, PILE_ATTACHED);
    case ZONE_BLOCK: return PILE_BLOCKS;
    case ZONE_STACK: return PILE_STACK;
    default: return -1;
    }
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
/* Does the card print an attack it may be played for (§5 Action A step 1:
 * a Damage, not a Finisher, not E48 "This card cannot be played as an
 * attack.")? The Audit asks the same of a face-down attack (step 4). */
bool ex_can_attack_card(const ex_card *c);
/* May the card be played as a block at all (not E48 "This card cannot be
 * played as a block.")? */
bool ex_can_block_card(const ex_card *c);
/* Could an Exert printed in column @p col of @p c be paid with @p others
 * other Moves in hand (§7.4)? True for a card without Exert. */
static inline bool ex_exert_payable(const ex_card *c, unsigned col, unsigned others)
{
    return !ex_has_kw(c, col, EXILE_KW_EXERT) || others >= ex_kw_value(c, col, EXILE_KW_EXERT);
}
/* ---- text/support.c ---- */
/* Does this version execute every line the card prints? A loadout with a
 * card it does not is refused with EXILE_E_UNSUPPORTED (doc/status.md). */
bool ex_card_text_supported(const ex_card *c);
bool ex_card_has_tmpl(const ex_card *c, unsigned tmpl);
bool ex_can_unlock_memory(const ex_state *st, unsigned seat, unsigned slot);
unsigned ex_unlock_options(const ex_state *st, unsigned seat);

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

/* ---- triggers.c: Passives waiting to resolve ---- */
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
/* Resolves queued triggers; returns true when one raised a decision. */
bool ex_triggers_run(ex_engine *e);
/* Is a trigger ready to resolve (not waiting for the Combat Zone Clear)? */
bool ex_trigger_ready(const ex_state *st);
/* Lets the waiting triggers resolve; true when there were any. */
bool ex_triggers_undefer(ex_state *st);

/* ---- decisions (decision.c, legal.c) ---- */
size_t ex_legal(const ex_state *st, exile_action *out, size_t cap);
/* The attacker's Pay window: the Stamina it can still make, what
 * channeling @p inst would add to it, the least it must declare for its
 * attack of effective cost @p eff_cost (ex_pay_least: for the attack in the
 * Combat Zone), and whether it can still pay the attack in the Combat Zone. */
unsigned ex_pay_reach(const ex_state *st);
unsigned ex_pay_channel(const ex_state *st, unsigned inst);
unsigned ex_pay_need(const ex_state *st, unsigned eff_cost);
unsigned ex_pay_least(const ex_state *st);
bool ex_pay_reachable(const ex_state *st);
/* Is @p inst the lowest instance of its kind among the Tokens of hand
 * @p h? (Tokens of a kind are alike: the lowest stands for them all.) */
bool ex_first_of_token_kind(const ex_state *st, ex_pile h, unsigned inst);
/* E46: may the attacker lose 1 HP more for the attack being played (its
 * [X] not reached, never the last HP)? In the pending decision? */
bool ex_e46_more(const ex_state *st);
bool ex_can_lose_hp_e46(const ex_state *st);
bool ex_is_legal(const ex_state *st, exile_action a);
/* Applies a legal action and runs to the next decision. */
void ex_apply(ex_engine *e, exile_action a);

/* ---- check.c: the invariants of a state ---- */
exile_status ex_state_check(const ex_state *st, char *err, size_t cap);

/* ---- names.c ---- */
const char *ex_step_name(unsigned step);
const char *ex_decision_name(unsigned decision);

/* ---- steps.c ---- */
void ex_run(ex_engine *e);

/* ---- setup.c ---- */
typedef struct ex_loadout_ids {
    uint8_t exile, gear[EX_GEAR], memory[EX_MEMORIES];
} ex_loadout_ids;
exile_status ex_loadout_resolve(const exile_loadout *lo, int seat_default, ex_loadout_ids *out);
exile_status ex_loadouts_check(const ex_loadout_ids lo[EX_SEATS]);
void ex_setup(ex_engine *e, const ex_loadout_ids lo[EX_SEATS], uint64_t seed, int first_player, unsigned max_rounds,
              unsigned flags);
void ex_assign_instances(ex_state *st, const ex_loadout_ids lo[EX_SEATS]);

/* ---- text/targets.c ---- */
enum ex_target_kind {
    TGT_NONE = 0,
    TGT_ATTACK,             /* "target attack" */
    TGT_FACE_DOWN_ATTACK,   /* "target face-down attack" */
    TGT_REACTION,           /* "target Reaction on the stack" */
    TGT_OPP_COMBAT_MOVE,    /* "target Move your opponent played in the Combat Zone" */
    TGT_OPP_ARMED_GEAR,     /* §7.11 "target armed Gear of your opponent's" */
    TGT_OPP_UPGRADED_GEAR,  /* §7.11 turn an Upgrade back (G41) */
    TGT_OPP_RECALL_MOVE,    /* §7.11 "target Moves in your opponent's Recall Pile" */
    TGT_MOVE,               /* "target Move": either player's, wherever targetable (§7.5) */
    TGT_QUICK_ATTACK,       /* "target Quick attack" */
    TGT_ATTACK_NOT_FINISHER /* "target attack" that becomes Slow or gains Single-Use (§5 Action E) */
};
typedef struct ex_target_spec {
    uint8_t kind;
    uint8_t max;
    uint8_t up_to;
} ex_target_spec;
ex_target_spec ex_target_spec_of(const ex_card *c);
bool ex_target_ok(const ex_state *st, unsigned kind, unsigned player, unsigned self, unsigned t);
unsigned ex_targets_list(const ex_state *st, unsigned kind, unsigned player, unsigned self, uint8_t *out);
bool ex_tactics_targets_exist(const ex_state *st, unsigned player, unsigned inst);

/* ---- rules/finisher.c ---- */
bool ex_can_prepare(const ex_state *st, unsigned seat, unsigned inst);
void ex_prepare(ex_engine *e, unsigned inst);
void ex_lay_finisher(ex_engine *e, unsigned seat, unsigned inst, unsigned cost);
void ex_finisher_lose(ex_engine *e, unsigned seat);
bool ex_finisher_playable(const ex_state *st, unsigned seat);
void ex_finisher_play(ex_engine *e);
/* Action E after the Finisher Attack is played (and its E46 chosen): the
 * Exile turns sideways, and the React step follows. */
void ex_finisher_attack_engage(ex_engine *e);
/* E46: the attacker loses 1 HP for the attack being played. */
void ex_lose_hp_e46(ex_engine *e);
/* The attack becomes unblockable now (E45): its Block cards leave (§7.8). */
/* Every Block card in the Combat Zone to its owner's Recall Pile (§7.8):
 * the attack left the Combat Zone or became unblockable. */
void ex_blocks_to_recall(ex_engine *e);
void ex_attack_unblockable(ex_engine *e);
bool ex_is_finisher(const ex_state *st, unsigned inst);

/* ---- rules/stack.c: Action B, the React step and the stack ---- */
bool ex_can_play_tactics(const ex_state *st, unsigned seat, unsigned inst, bool as_reaction);
void ex_tactics_play(ex_engine *e, unsigned inst, bool as_action);
void ex_react_begin(ex_state *st, unsigned first_seat, unsigned after_step);
void ex_react_step(ex_engine *e);
void ex_stack_step(ex_engine *e);
void ex_tactics_end(ex_engine *e);
/* The entry of the card now resolving, or NULL. */
ex_stack_entry *ex_resolving(ex_state *st);

/* ---- rules/ability.c ---- */
bool ex_can_use_ability(const ex_state *st, unsigned seat, unsigned slot);
void ex_use_ability(ex_engine *e, unsigned seat, unsigned slot, unsigned resume);

/* ---- text/effects.c: one-time Effects ---- */
/* Queues the lines printed on @p side of @p card, to resolve in order. */
void ex_effects_queue(ex_state *st, unsigned seat, unsigned card, unsigned side);
bool ex_effect_supported(const ex_line *l);
/* The template a line does (the [Effect] a wrapper fills in, else its own)
 * and the form of it. */
unsigned ex_effect_tmpl(const ex_line *l);
unsigned ex_effect_form(const ex_line *l);
/* The Gear slot of "this Gear" for a line of @p card (a Gear, or a Move of
 * one) of @p seat's, or EX_NO_CARD. */
unsigned ex_this_gear_slot(const ex_state *st, unsigned seat, unsigned card);
/* Resolves one line; true when it raised a decision. */
bool ex_effect_run(ex_engine *e, unsigned seat, unsigned card, unsigned line);
/* The [X] of a line's Effect: its own, or the next number after the [X] a
 * wrapping Passive prints first (P23, P24, P25). */
unsigned ex_effect_x(const ex_line *l);
bool ex_tactics_effect_run(ex_engine *e, unsigned seat, unsigned card, const ex_line *l);
/* "Target card in your opponent's Momentum Zone", chosen as the Effect is
 * read or the Passive fires (§4.1): the parameters of DEC_TARGET_MOMENTUM. */
enum {
    TM_MAY_STOP = 1u << 1,       /* dec_arg[0]: a further pick of "up to [Y]" may be declined */
    TM_DESTROY = 0,              /* dec_arg[1]: what the Effect does to its target */
    TM_RETURN = 1,               /*   E41: to its owner's hand */
    TM_SEND = 2,                 /*   E32, E33: to its owner's Recall Pile */
    TM_BY_DAMAGE = 1u << 2,      /* dec_arg[0]: E13 form 1, "with Damage below [X]" */
    TM_BY_BLOCK = 1u << 3        /* dec_arg[0]: E13 form 2, "with Block below [X]" (else: cost) */
};
/* The printed cost of a card in a Momentum Zone, in the role it was played
 * in as it entered (G40). */
unsigned ex_momentum_cost(const ex_state *st, unsigned inst);
/* Can a card in a Momentum Zone be the target ("with cost below @p below",
 * or with Damage or Block below it as @p flags say; @p below 0 for any)? */
bool ex_momentum_eligible(const ex_state *st, unsigned inst, unsigned flags, unsigned below);
/* Asks @p seat for a target in the opponent's Momentum Zone (dec_arg[2]
 * @p below, dec_arg[3] @p more picks after this one); false, asking
 * nothing, when no card there is eligible. */
bool ex_momentum_target(ex_state *st, unsigned seat, unsigned flags, unsigned what, unsigned below, unsigned more);
/* Does to the chosen card what the decision says. */
void ex_momentum_act(ex_engine *e, unsigned inst, unsigned what);
/* Destroys a card in the Combat Zone: "When this card is destroyed in the
 * Combat Zone" (E49) fires (clear.c). */
void ex_destroy_in_combat(ex_engine *e, unsigned inst);
/* Does the attack in the Combat Zone have Single-Use, printed or gained (E26)? */
bool ex_attack_single_use(const ex_state *st);
void ex_target_chosen(ex_engine *e, unsigned t);
/* Attaches a card that says "Attach this card to ..." where its text says (§7.12). */
void ex_attach_self(ex_engine *e, unsigned inst, unsigned player);
void ex_add_counters(ex_engine *e, unsigned host, unsigned n);
unsigned ex_counters_on(const ex_state *st, unsigned host);
unsigned ex_round_end_attached_loss(const ex_state *st, unsigned seat);
/* E54: what an attached card costs its controller for each action. */
void ex_action_taken(ex_engine *e, unsigned seat);
/* E16: takes @p taken (or EX_NO_CARD) and puts the rest of the top
 * @p looked cards on the bottom. */
void ex_look_finish(ex_engine *e, unsigned seat, unsigned looked, unsigned taken);
/* E10: attaches up to @p n Tokens of a kind from the supply to @p seat's
 * Exile (§4.5 Short supply: what the supply holds). */
void ex_attach_tokens(ex_engine *e, unsigned token_card, unsigned n, unsigned seat);
/* E10 "Attach [X] [kind] Tokens to this Gear.": up to @p n Tokens of a kind
 * on @p seat's Gear in @p slot, if it is armed (§7.12, G35). */
void ex_attach_gear_tokens(ex_engine *e, unsigned token_card, unsigned n, unsigned seat, unsigned slot);
/* E57: records @p seat's face-down card for line @p line of @p card,
 * played by @p player, and once both have chosen resolves the exchange. */
void ex_exchange_pick(ex_engine *e, unsigned seat, unsigned inst, unsigned card, unsigned line, unsigned player);
/* E59: destroys @p inst, one of @p seat's Moves, to deal @p x Direct Damage. */
void ex_destroy_own_for_damage(ex_engine *e, unsigned seat, unsigned inst, unsigned x);
unsigned ex_upgrade_options(const ex_state *st, unsigned seat);
bool ex_can_upgrade(const ex_state *st, unsigned seat, unsigned slot);
bool ex_can_unleash(const ex_state *st, unsigned seat);
void ex_unlock_upgrade(ex_engine *e, unsigned seat, unsigned slot);
void ex_unleash(ex_engine *e, unsigned seat);
void ex_turn_memory_back(ex_engine *e, unsigned seat, unsigned slot);

/* ---- rule steps ---- */
void ex_phase1_step(ex_engine *e);            /* phase1.c */
void ex_refill(ex_engine *e);                 /* refill.c */
void ex_unlock_memory(ex_engine *e, unsigned seat, unsigned slot); /* unlock.c */
/* Takes a Move from a Recall Pile to its owner's hand (E07, E53). */
void ex_take_from_recall(ex_engine *e, unsigned seat, unsigned inst);
void ex_shuffle_tokens_into_deck(ex_engine *e, unsigned token_card, unsigned count, unsigned seat);
void ex_turn_begin(ex_engine *e);             /* turn.c */
void ex_turn_end(ex_engine *e);
void ex_round_end(ex_engine *e);
void ex_step_back(ex_engine *e, unsigned inst);
void ex_end(ex_engine *e);
void ex_make_spent(ex_engine *e, unsigned seat);
bool ex_step_back_barred(const ex_state *st, unsigned seat);
void ex_attack_opener(ex_engine *e, unsigned inst, bool face_down); /* attack.c */
/* What The Opener reads of the attack card @p inst: its effective cost
 * (§7.1), its speed, and whether its Exert could be paid with the hand it
 * was played from (G27, atk.hand_moves); also for the card a
 * determinization deals in its place. */
void ex_attack_read_card(ex_state *st, unsigned inst);
void ex_attack_declare(ex_engine *e, unsigned cost);
/* P21, read at Pay: "While your opponent is Engaged, your attacks with
 * Moves of this Gear [that do not have Stealth Attack] do not engage you."
 * Does a working P21 of the attacker keep its Exile as it is for an attack
 * with @p inst? */
bool ex_attack_no_engage(const ex_state *st, unsigned inst);
void ex_attack_block(ex_engine *e, unsigned inst);
void ex_attack_step(ex_engine *e);
bool ex_can_block_with(const ex_state *st, unsigned seat, unsigned inst, bool check_cost);
void ex_exert_next(ex_engine *e, unsigned seat);
unsigned ex_plating_card(void);
unsigned ex_aim_card(void);
unsigned ex_bleed_card(void);
void ex_math(ex_engine *e);                   /* math.c */
void ex_outcome(ex_engine *e);
void ex_clear(ex_engine *e);                  /* clear.c */
void ex_attack_end(ex_engine *e);
void ex_disarm(ex_engine *e, unsigned seat, unsigned slot); /* disarm.c */
void ex_rearm(ex_engine *e, unsigned seat, unsigned slot);

/* Damage and Block Rating as the Math would find them now (math.c). */
int ex_attack_damage(const ex_state *st);
int ex_block_rating(const ex_state *st);

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

#endif /* EXILE_ENGINE_H */
