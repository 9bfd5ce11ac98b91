/*
 * The games of tests/test_client_api.c, played in C and printed, for the
 * Python package's test of the same games (tests/test_client_api.py): the
 * same seeds and picks must give the same results through the bindings.
 *
 *   usage: client_games
 *
 * Prints one line per match, "repeat SEED WINNER ACTIONS" for the matches
 * of test_random_matches_end_and_repeat (seeds 1 to 20) and "illegal SEED
 * WINNER ACTIONS" for those of test_illegal_actions_refused (101 to 103),
 * whose random numbers also draw an action code not offered at each
 * decision.
 * SPDX-License-Identifier: MIT
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include <exile/exile.h>

static uint64_t xorshift64(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static bool listed(const exile_action *acts, size_t n, exile_action a)
{
    for (size_t i = 0; i < n; i++)
        if (acts[i] == a)
            return true;
    return false;
}

/* Plays one match to its end and prints its result; false on a failure. */
static bool play(const char *name, uint64_t seed, uint64_t rng, bool draw_unlisted)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_match *m;

    opts.seed = seed;
    if (exile_match_create(&m, &opts) != EXILE_OK)
        return false;
    while (exile_match_to_act(m) >= 0) {
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);

        if (draw_unlisted) {
            exile_action other;
            do
                other = (exile_action)(xorshift64(&rng) % EXILE_ACTION_SPACE);
            while (listed(acts, n, other));
        }
        if (n == 0 || exile_match_apply(m, acts[xorshift64(&rng) % n]) != EXILE_OK) {
            exile_match_destroy(m);
            return false;
        }
    }
    printf("%s %lu %d %lu\n", name, (unsigned long)seed, exile_match_winner(m),
           (unsigned long)exile_match_action_count(m));
    exile_match_destroy(m);
    return true;
}

int main(void)
{
    for (uint64_t seed = 1; seed <= 20; seed++)
        if (!play("repeat", seed, seed * 0x9e3779b97f4a7c15u + 1u, false))
            return 1;
    for (uint64_t seed = 101; seed <= 103; seed++)
        if (!play("illegal", seed, seed, true))
            return 1;
    return 0;
}
