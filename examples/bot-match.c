/*
 * bot-match: the smallest libexile-bots client. Two bundled bots play a
 * match of Box 1's first game; it prints the winner. Built with nothing but
 * the installed headers and `pkg-config --cflags --libs exile-bots`:
 *
 *   cc -o bot-match bot-match.c $(pkg-config --cflags --libs exile-bots)
 *
 *   usage: bot-match [SEED [BOT0 [BOT1]]]   (default: 1 ismcts-full greedy)
 *
 * SPDX-License-Identifier: MIT
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <exile/bots.h>
#include <exile/exile.h>

int main(int argc, char **argv)
{
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    const char *spec[2] = { argc > 2 ? argv[2] : "ismcts-full", argc > 3 ? argv[3] : "greedy" };
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_bot *bot[2] = { NULL, NULL };
    exile_match *m = NULL;
    exile_status st;
    char err[256];
    int status = 1;

    opts.seed = seed;
    st = exile_match_create(&m, &opts);
    if (st != EXILE_OK) {
        fprintf(stderr, "bot-match: %s\n", exile_status_str(st));
        return 1;
    }
    for (int s = 0; s < 2; s++) {
        /* Each bot its own seed: the same seeds replay the same match. */
        if (exile_bot_create(&bot[s], spec[s], seed * 2 + (uint64_t)s, err, sizeof err) != EXILE_OK) {
            fprintf(stderr, "bot-match: %s\n", err);
            goto done;
        }
    }
    while (exile_match_to_act(m) >= 0) {
        int seat = exile_match_to_act(m);
        exile_action a;

        /* The bot reads only what its seat may know of the match. */
        st = exile_bot_choose(bot[seat], m, 0, &a);
        if (st == EXILE_OK)
            st = exile_match_apply(m, a);
        if (st != EXILE_OK) {
            fprintf(stderr, "bot-match: %s\n", exile_status_str(st));
            goto done;
        }
    }
    printf("%s vs %s: winner: %d\n", spec[0], spec[1], exile_match_winner(m)); /* 2: a draw */
    status = 0;
done:
    for (int s = 0; s < 2; s++)
        exile_bot_destroy(bot[s]);
    exile_match_destroy(m);
    return status;
}
