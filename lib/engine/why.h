/*
 * Why an action is not legal: the conditions of the legal-action lister
 * (decision.c and the rules it asks), checked again one by one in its
 * order, so that the first that fails can be named.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_WHY_H
#define EXILE_WHY_H

#include "engine.h"

/* The text of an answer as it is written: cut to @c cap, @c len counting
 * all of it. Cards are named only when @c viewer may see them. */
typedef struct ex_why_text {
    ex_text text;
    const ex_state *st;
    int viewer; /* 0, 1, or EXILE_OMNISCIENT */
} ex_why_text;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void ex_why_say(ex_why_text *t, const char *fmt, ...);

/* The printed name of instance @p inst, or "that card" when the viewer
 * cannot see which card it is. */
const char *ex_why_card(const ex_why_text *t, unsigned inst);
/* The printed name of the instance an action names (below EX_INSTANCES).
 * Which card an instance is never changes (a Move's is fixed by the
 * loadouts, a Token's by its kind: ex_assign_instances), so naming it
 * tells nothing of where it lies: the action named it already. */
const char *ex_why_named(const ex_state *st, unsigned inst);

/* Why @p seat (0, 1, or EXILE_OMNISCIENT for the seat to act) may not take
 * @p a: not an action code, the match over, not the seat's decision, or
 * the first condition of the lister that fails; EXILE_REASON_LEGAL, saying
 * nothing, when it may. */
exile_reason ex_why(const ex_state *st, int seat, exile_action a, ex_why_text *t);
/* The last step of ex_why(): why the seat to act may not take @p a, a
 * well-encoded action of a running match, that is not legal (why.c); the
 * choices of Effects and of Phase 1 (why_choice.c). EXILE_REASON_OTHER,
 * saying nothing, when no condition it knows fails. */
exile_reason ex_why_not(const ex_state *st, exile_action a, ex_why_text *t);
exile_reason ex_why_not_choice(const ex_state *st, exile_action a, ex_why_text *t);
/* The last step of ex_why_not() for the decisions of a turn (DEC_TURN,
 * DEC_PAY_ATTACK, DEC_BLOCK, DEC_EXERT, DEC_REACT), for an action of kind
 * @p kind it offers, with argument @p arg (why_turn.c). */
exile_reason ex_why_not_turn(const ex_state *st, unsigned kind, unsigned arg, ex_why_text *t);

/* Why the card in hand is not offered as a Tactics card (@p as_reaction:
 * as a Reaction), as ex_can_play_tactics() decides: it is not, and when
 * every other condition holds it has no target. */
exile_reason ex_why_not_tactics(const ex_state *st, unsigned seat, unsigned inst, bool as_reaction,
                                ex_why_text *t);
/* Why the Gear's activated ability cannot be used, as list_abilities() and
 * ex_can_use_ability() decide. */
exile_reason ex_why_not_ability(const ex_state *st, unsigned seat, unsigned slot, ex_why_text *t);
/* Why the attacker may not lose 1 HP more for the attack now (E46), the
 * Pay step's order aside; EXILE_REASON_LEGAL when it may. */
exile_reason ex_why_not_lose_hp(const ex_state *st, unsigned arg, ex_why_text *t);
/* Why the Memory of @p slot is not offered for @p kind (a tap, an untap, a
 * Suffocating tap): its state, or a lower slot of the same Stamina. */
exile_reason ex_why_not_memory(const ex_state *st, unsigned seat, unsigned slot, unsigned kind, ex_why_text *t);

#endif /* EXILE_WHY_H */
