/*
 * random-match: the smallest libexile client. Plays matches in which both
 * seats choose uniformly among the legal actions, and prints each winner.
 *
 *   usage: random-match [SEED [MATCHES]]
 *
 * SPDX-License-Identifier: MIT
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <exile/exile.h>

/* xorshift64 (Marsaglia, 2003): enough randomness to pick actions. */
static uint64_t xorshift64(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* Plays the match of @p seed to its end; returns the winner, or -1. */
static int play(uint64_t seed)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_match *m;
    exile_status st;
    uint64_t rng = seed * 2 + 1; /* xorshift64 needs a non-zero state */
    int winner;

    opts.seed = seed;
    st = exile_match_create(&m, &opts);
    if (st != EXILE_OK) {
        fprintf(stderr, "random-match: %s\n", exile_status_str(st));
        return -1;
    }
    while (exile_match_to_act(m) >= 0) {
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);

        st = n > 0 ? exile_match_apply(m, acts[xorshift64(&rng) % n]) : EXILE_E_GAME_OVER;
        if (st != EXILE_OK) {
            fprintf(stderr, "random-match: %s\n", exile_status_str(st));
            exile_match_destroy(m);
            return -1;
        }
    }
    winner = exile_match_winner(m); /* 0 or 1; 2 is a draw */
    exile_match_destroy(m);
    return winner;
}

int main(int argc, char **argv)
{
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    unsigned long matches = argc > 2 ? strtoul(argv[2], NULL, 10) : 1;

    for (unsigned long i = 0; i < matches; i++) {
        int winner = play(seed + i);
        if (winner < 0)
            return 1;
        printf("winner: %d\n", winner);
    }
    return 0;
}
