/*
 * The plays of the full-game search: see plays.h.
 * SPDX-License-Identifier: MIT
 */
#include "plays.h"

_Static_assert(EXILE_ACTION_SPACE == 1u << BOT_PLAY_SHIFT, "a play keeps its action below its payment");

/* How much a channel is worth spending: its Stamina, a Finisher's last. */
static int channel_rank(const exile_match *m, exile_action a)
{
    int card = exile_match_instance_card(m, EXILE_ACTION_ARG(a));
    int stamina = card >= 0 ? exile_card_stat(card, EXILE_STAT_CHANNEL) : 0;
    int type = card >= 0 ? exile_card_stat(card, EXILE_STAT_MOVE_TYPE) : -1;

    if (stamina <= 0)
        return 0;
    return type == EXILE_MOVE_FINISHER_ATTACK || type == EXILE_MOVE_FINISHER_TACTICS ? 1 : 1 + stamina;
}

int bot_stamina_step(const exile_match *m, const exile_action *acts, size_t n, exile_action *out)
{
    int best = 0;

    for (size_t i = 0; i < n; i++) {
        exile_action_kind k = EXILE_ACTION_KIND(acts[i]);

        if (k == EXILE_ACT_TAP) {
            *out = acts[i];
            return 1;
        }
        if (k == EXILE_ACT_CHANNEL) {
            int rank = channel_rank(m, acts[i]);
            if (rank > best) {
                best = rank;
                *out = acts[i];
            }
        }
    }
    return best > 0;
}

/* Whether the i-th action is one of a run the plays keep one of: the first
 * Step Back, the last (highest) declared cost. */
static int dropped_from_run(const exile_action *acts, size_t n, size_t i)
{
    exile_action_kind k = EXILE_ACTION_KIND(acts[i]);

    if (k == EXILE_ACT_STEP_BACK)
        return i > 0 && EXILE_ACTION_KIND(acts[i - 1]) == EXILE_ACT_STEP_BACK;
    if (k == EXILE_ACT_DECLARE)
        return i + 1 < n && EXILE_ACTION_KIND(acts[i + 1]) == EXILE_ACT_DECLARE;
    return 0;
}

/* Actions that spend floating Stamina on nothing: never worth paying for. */
static int pays_for_nothing(exile_action a)
{
    switch (EXILE_ACTION_KIND(a)) {
    case EXILE_ACT_END:
    case EXILE_ACT_STEP_BACK:
    case EXILE_ACT_ATTACK_UP:
    case EXILE_ACT_ATTACK_DOWN:
    case EXILE_ACT_NO_BLOCK:
    case EXILE_ACT_PASS:
        return 1;
    default:
        return 0;
    }
}

/* Whether out[from..to-1] holds a. */
static int holds(const exile_action *out, size_t from, size_t to, exile_action a)
{
    for (size_t i = from; i < to; i++)
        if (BOT_PLAY_ACTION(out[i]) == a)
            return 1;
    return 0;
}

size_t bot_plays(exile_match *scratch, const exile_match *m, const exile_action *acts, size_t n,
                 exile_action *out)
{
    exile_action buf[EXILE_MAX_LEGAL_ACTIONS], step;
    size_t count = 0, plain, nb;
    int seat = exile_match_to_act(m), stamina = 0;

    for (size_t i = 0; i < n; i++) {
        if (bot_is_stamina_action(acts[i]))
            stamina = 1;
        else if (!dropped_from_run(acts, n, i))
            out[count++] = acts[i];
    }
    plain = count;
    if (!stamina || !bot_stamina_step(m, acts, n, &step) || exile_match_copy(scratch, m) != EXILE_OK)
        return count;
    for (unsigned pay = 1; pay <= BOT_PLAY_MAX_PAY; pay++) {
        if (exile_match_apply(scratch, step) != EXILE_OK || exile_match_to_act(scratch) != seat)
            break;
        nb = exile_match_legal_actions_keep(scratch, buf, EXILE_MAX_LEGAL_ACTIONS);
        for (size_t i = 0; i < nb && count < BOT_MAX_PLAYS; i++) {
            exile_action a = buf[i];

            if (bot_is_stamina_action(a) || pays_for_nothing(a) || dropped_from_run(buf, nb, i) ||
                bot_action_index(acts, n, a) >= 0 || holds(out, plain, count, a))
                continue;
            out[count++] = BOT_PLAY(pay, a);
        }
        if (!bot_stamina_step(scratch, buf, nb, &step))
            break;
    }
    if (count == 0)
        out[count++] = acts[0]; /* no play but Stamina: never, in the rules as they stand */
    return count;
}

exile_status bot_play_apply(exile_match *m, exile_action play)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS], step;

    for (unsigned k = BOT_PLAY_PAY(play); k > 0; k--) {
        size_t n = exile_match_legal_actions_keep(m, acts, EXILE_MAX_LEGAL_ACTIONS);

        if (!bot_stamina_step(m, acts, n, &step) || exile_match_apply(m, step) != EXILE_OK)
            return EXILE_E_ILLEGAL_ACTION;
    }
    return exile_match_apply(m, BOT_PLAY_ACTION(play));
}

int bot_block_reached(exile_match *scratch, const exile_match *m, const exile_action *acts, size_t n)
{
    exile_action plays[BOT_MAX_PLAYS];
    size_t k = bot_plays(scratch, m, acts, n, plays);

    for (size_t i = 0; i < k; i++)
        if (EXILE_ACTION_KIND(BOT_PLAY_ACTION(plays[i])) == EXILE_ACT_BLOCK)
            return 1;
    return 0;
}

exile_action bot_play_policy(exile_match *scratch, const exile_match *m, const exile_action *acts,
                             size_t n, bot_rng *r, double prepare)
{
    exile_action a = bot_full_policy(acts, n, r, prepare), step;

    if (EXILE_ACTION_KIND(a) == EXILE_ACT_NO_BLOCK)
        return bot_stamina_step(m, acts, n, &step) && bot_block_reached(scratch, m, acts, n) ? step : a;
    if (bot_is_stamina_action(a))
        bot_stamina_step(m, acts, n, &a);
    return a;
}

void bot_settle_blocking(exile_match *m, exile_match *scratch, unsigned horizon, bot_rng *r,
                         double block)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS], step;
    int paying = 0; /* taps and channels made towards a Block card */

    for (unsigned i = 0; i < horizon; i++) {
        size_t n = exile_match_legal_actions_keep(m, acts, EXILE_MAX_LEGAL_ACTIONS);
        exile_action a;

        if (n == 0 || bot_is_turn_decision(acts, n))
            return;
        a = bot_light_policy(acts, n, r);
        /* The light policy says no block only when no Block card is paid
         * for: decide once per Block step whether to pay for one. With
         * block 0 no random number is drawn, so bot_settle()'s stay. A
         * Block card reached when the payment began is still reached one
         * of its steps later: it is not looked for again. */
        if (EXILE_ACTION_KIND(a) == EXILE_ACT_NO_BLOCK) {
            int began = paying;
            paying = block > 0 && (began || bot_rng_unit(r) < block) && bot_stamina_step(m, acts, n, &step) &&
                     (began || bot_block_reached(scratch, m, acts, n));
        } else {
            paying = 0;
        }
        if (exile_match_apply(m, paying ? step : a) != EXILE_OK)
            return;
    }
}
