/*
 * random-match: the smallest libexile client. Plays one match in which both
 * seats choose uniformly among the legal actions, and prints the winner.
 *
 *   usage: random-match [SEED]
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

int main(int argc, char **argv)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_match *m;
    exile_status st;
    uint64_t rng;

    opts.seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    rng = opts.seed * 2 + 1; /* xorshift64 needs a non-zero state */
    st = exile_match_create(&m, &opts);
    if (st != EXILE_OK) {
        fprintf(stderr, "random-match: %s\n", exile_status_str(st));
        return 1;
    }
    while (exile_match_to_act(m) >= 0) {
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);

        st = n > 0 ? exile_match_apply(m, acts[xorshift64(&rng) % n]) : EXILE_E_GAME_OVER;
        if (st != EXILE_OK) {
            fprintf(stderr, "random-match: %s\n", exile_status_str(st));
            exile_match_destroy(m);
            return 1;
        }
    }
    printf("winner: %d\n", exile_match_winner(m)); /* 0 or 1; 2 is a draw */
    exile_match_destroy(m);
    return 0;
}
