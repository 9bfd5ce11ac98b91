/*
 * The engine layer (lib/layers.txt), the top of the engine: the step
 * machine (steps.c) and the actions that drive it (apply.c), the lister of
 * legal actions (decision.c), the setup of a match (setup.c) and the checks
 * of a state (check.c).
 *
 * Data flows one way, down the layers: the API calls the engine, whose step
 * machine calls the rules and the text interpreter, which change the state
 * through the state layer's functions.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_ENGINE_H
#define EXILE_ENGINE_H

#include "text.h"

/* ---- decision.c: the legal actions ---- */
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
/* Is the Token hand.c[@p i] the lowest instance of its kind in @p hand, a
 * seat's hand (ascending)? (Tokens of a kind are alike: the lowest stands
 * for them all.) */
bool ex_first_of_token_kind(const ex_state *st, ex_pile hand, unsigned i);
bool ex_is_legal(const ex_state *st, exile_action a);
/* Applies a legal action and runs to the next decision. */
void ex_apply(ex_engine *e, exile_action a);

/* ---- check.c: the invariants of a state ---- */
exile_status ex_state_check(const ex_state *st, char *err, size_t cap);

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

#endif /* EXILE_ENGINE_H */
