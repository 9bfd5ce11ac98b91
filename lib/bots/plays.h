/*
 * plays.h: the options of the full-game search. A "play" is one action
 * that is not a tap or a channel, together with the Stamina actions made
 * first to pay for it: "tap and channel k times, then block with this
 * card". The search chooses among plays, never among single taps and
 * channels, which by themselves look like a Memory or a card spent for
 * nothing (§3.1 Floating Stamina: a play is offered only once its cost
 * floats).
 *
 * The k Stamina actions are always the same ones, bot_stamina_step()'s:
 * the taps first (a Memory is untapped again at the next Refresh), then
 * the channel that gives the most Stamina, a Finisher last. A play is
 * encoded in an exile_action-sized number: the action in the low 13 bits
 * (every action is below EXILE_ACTION_SPACE) and k above them.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_BOTS_PLAYS_H
#define EXILE_BOTS_PLAYS_H

#include <stddef.h>

#include <exile/exile.h>

#include "common.h"

#define BOT_PLAY_SHIFT 13u
#define BOT_PLAY_MAX_PAY 12u
#define BOT_PLAY(pay, a) ((exile_action)(((exile_action)(pay) << BOT_PLAY_SHIFT) | (a)))
#define BOT_PLAY_PAY(p) ((unsigned)((p) >> BOT_PLAY_SHIFT))
#define BOT_PLAY_ACTION(p) ((exile_action)((p) & (EXILE_ACTION_SPACE - 1u)))

/* The most plays one decision offers: its actions and the paid ones. */
#define BOT_MAX_PLAYS (2u * EXILE_MAX_LEGAL_ACTIONS)

/*
 * The next Stamina action of a payment among acts[0..n-1], the legal
 * actions of @p m: a tap, else the channel of most Stamina (a Finisher
 * last, a card that gives none never). Returns 0 when there is none.
 * Reads only which card each instance is, which is public.
 */
int bot_stamina_step(const exile_match *m, const exile_action *acts, size_t n, exile_action *out);

/*
 * The plays of the decision whose legal actions in @p m are
 * acts[0..n-1], ascending, into out[0..BOT_MAX_PLAYS-1]; returns their
 * number (at least 1 when n is). They are the actions other than taps and
 * channels, one Step Back of all (which card is given matters little next
 * to the search time eight of them take), the highest declared cost only
 * (floating Stamina not declared is lost, §3.1); then each play that
 * bot_stamina_step()'s payments make legal, with the fewest Stamina
 * actions that do, except Ends, Step Backs, attacks and passes, which pay
 * for nothing. @p scratch is overwritten: it plays the payments.
 */
size_t bot_plays(exile_match *scratch, const exile_match *m, const exile_action *acts, size_t n,
                 exile_action *out);

/*
 * The playouts' policy of the full-game search: bot_full_policy(), its
 * taps and channels bot_stamina_step()'s (a random channel throws away
 * the Finisher as often as a card worth nothing); and at The Block, where
 * bot_full_policy() blocks only with what it can already pay for, it taps
 * and channels towards a Block card its payment reaches. @p scratch is
 * overwritten.
 */
exile_action bot_play_policy(exile_match *scratch, const exile_match *m, const exile_action *acts,
                             size_t n, bot_rng *r, double prepare);

/*
 * bot_settle() with a foe who pays to block: bot_light_policy() for both
 * seats until a quiet point, except at a Block step where the light policy
 * blocks only with what it can already pay for. There, with probability
 * @p block, it taps and channels towards a Block card its payment reaches
 * (bot_stamina_step()'s payments, as a play's), and keeps paying until it
 * can block. With @p block 0 it is bot_settle(), random numbers and all.
 * @p scratch is overwritten.
 */
void bot_settle_blocking(exile_match *m, exile_match *scratch, unsigned horizon, bot_rng *r,
                         double block);

/*
 * Whether a Block card is among the plays of the decision whose legal
 * actions in @p m are acts[0..n-1]: offered, or reached by
 * bot_stamina_step()'s payments. @p scratch is overwritten.
 */
int bot_block_reached(exile_match *scratch, const exile_match *m, const exile_action *acts, size_t n);

/* Applies a play to @p m: its Stamina actions, then its action. */
exile_status bot_play_apply(exile_match *m, exile_action play);

#endif /* EXILE_BOTS_PLAYS_H */
