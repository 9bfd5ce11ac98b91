/*
 * The text layer (lib/layers.txt): the interpreter of card text. It
 * resolves the queued Passives and Effects (resolve.c) and the one-time
 * Effects (effects.c) with the rules and the state below it, and says which
 * card text this version executes (support.c).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TEXT_H
#define EXILE_TEXT_H

#include "rules.h"

/* ---- support.c ---- */
/* Does this version execute every line the card prints? A loadout with a
 * card it does not is refused with EXILE_E_UNSUPPORTED (doc/status.md). */
bool ex_card_text_supported(const ex_card *c);

/* ---- resolve.c ---- */
/* Resolves queued triggers; returns true when one raised a decision. */
bool ex_triggers_run(ex_engine *e);

/* ---- effects.c: one-time Effects ---- */
/* The Gear slot of "this Gear" for a line of @p card (a Gear, or a Move of
 * one) of @p seat's, or EX_NO_CARD. */
unsigned ex_this_gear_slot(const ex_state *st, unsigned seat, unsigned card);
/* Resolves one line; true when it raised a decision. */
bool ex_effect_run(ex_engine *e, unsigned seat, unsigned card, unsigned line);
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

#endif /* EXILE_TEXT_H */
