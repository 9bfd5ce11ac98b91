/*
 * bot-timing: how closely a bot keeps to its time per decision. Plays
 * matches of a bot given a time (default ismcts-full:ms=20) against greedy,
 * times each of the bot's decisions with the monotonic clock, and prints
 * the mean and the worst, and how far the worst went past the time; and
 * the processor time the decisions took (of every thread of the process:
 * when it is well below the time on the clock, other programs had the
 * processor). A benchmark, not a test: the figures depend on the machine
 * and its load.
 *
 *   usage: bot-timing [SPEC [MATCHES [SEED]]]   (default ismcts-full:ms=20 4 1)
 *
 * The decisions a bot answers without searching (one option, or a payment
 * under way) are counted apart: they take no time.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime() */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <exile/bots.h>
#include <exile/exile.h>

static double clock_ms(clockid_t id)
{
    struct timespec ts;

    clock_gettime(id, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static double now_ms(void)
{
    return clock_ms(CLOCK_MONOTONIC);
}

/* The ms= of a spec, or 0. */
static double spec_ms(const char *spec)
{
    const char *p = strstr(spec, "ms=");

    return p && (p == spec || p[-1] == ':' || p[-1] == ',') ? strtod(p + 3, NULL) : 0.0;
}

int main(int argc, char **argv)
{
    const char *spec = argc > 1 ? argv[1] : "ismcts-full:ms=20";
    unsigned long matches = argc > 2 ? strtoul(argv[2], NULL, 10) : 4;
    uint64_t seed = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;
    double limit = spec_ms(spec), sum = 0, worst = 0, cpu_sum = 0;
    unsigned long searched = 0, quick = 0;
    char err[256];

    for (unsigned long g = 0; g < matches; g++) {
        exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
        exile_match *m = NULL;
        exile_bot *bot[2] = { NULL, NULL };
        int timed = (int)(g & 1u); /* the bot under test takes each seat in turn */

        opts.seed = seed + g;
        opts.flags = EXILE_MATCH_CANONICAL_STAMINA;
        if (exile_match_create(&m, &opts) != EXILE_OK ||
            exile_bot_create(&bot[timed], spec, seed + g, err, sizeof err) != EXILE_OK ||
            exile_bot_create(&bot[1 - timed], "greedy", seed + g + 1, err, sizeof err) != EXILE_OK) {
            fprintf(stderr, "bot-timing: %s\n", err);
            return 1;
        }
        while (exile_match_to_act(m) >= 0) {
            int seat = exile_match_to_act(m);
            double t0 = now_ms(), c0 = clock_ms(CLOCK_PROCESS_CPUTIME_ID), t;
            exile_action a;

            if (exile_bot_choose(bot[seat], m, 0, &a) != EXILE_OK || exile_match_apply(m, a) != EXILE_OK) {
                fprintf(stderr, "bot-timing: a choice failed\n");
                return 1;
            }
            t = now_ms() - t0;
            if (seat != timed)
                continue;
            /* Under a tenth of the time: answered without a search. */
            if (limit > 0 && t < limit / 10) {
                quick++;
                continue;
            }
            searched++;
            sum += t;
            cpu_sum += clock_ms(CLOCK_PROCESS_CPUTIME_ID) - c0;
            if (t > worst)
                worst = t;
        }
        exile_bot_destroy(bot[0]);
        exile_bot_destroy(bot[1]);
        exile_match_destroy(m);
    }
    printf("bot: %s, %lu matches against greedy\n", spec, matches);
    printf("decisions_searched: %lu\ndecisions_without_search: %lu\n", searched, quick);
    printf("mean_ms: %.2f\nworst_ms: %.2f\nmean_cpu_ms: %.2f\n", searched ? sum / (double)searched : 0.0, worst,
           searched ? cpu_sum / (double)searched : 0.0);
    if (limit > 0)
        printf("limit_ms: %.0f\nworst_past_limit_ms: %.2f\n", limit, worst - limit);
    return 0;
}
