/*
 * exile-batch-bench: how fast <exile/batch.h> steps, beside the rate of
 * exile-bench's random play, run by it in the same run: steps per second
 * for N = 1, 64 and 1024 matches on 1 and 2 threads, both seats the
 * caller's (one action a step), observations and masks written each step.
 * Usage: exile-batch-bench [--steps S] [--seed N]
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <exile/exile.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static uint64_t next_rand(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* exile-bench's actions_per_second, from the exile-bench beside this
 * program (its own measure, run now, on the same machine and load). */
static double exile_bench_rate(const char *argv0)
{
    char command[4096];
    const char *slash = strrchr(argv0, '/');
    int dir = slash ? (int)(slash - argv0) : 1;
    snprintf(command, sizeof command, "'%.*s/exile-bench' --matches 2000", dir, slash ? argv0 : ".");
    FILE *p = popen(command, "r");
    double rate = 0;
    char line[256];
    while (p && fgets(line, sizeof line, p)) /* every line: exile-bench ends as it would alone */
        sscanf(line, "actions_per_second: %lf", &rate);
    if (!p || pclose(p) != 0 || rate <= 0) {
        fprintf(stderr, "exile-batch-bench: cannot run %s\n", command);
        exit(1);
    }
    return rate;
}

/* Steps per second of a batch of @p n matches on @p threads threads. */
static double batch_rate(size_t n, unsigned threads, unsigned long total_steps, uint64_t seed)
{
    size_t obs = exile_observation_size();
    float *observations = malloc(n * obs * sizeof *observations);
    uint8_t *masks = malloc(n * EXILE_DENSE_ACTIONS);
    float *rewards = malloc(2 * n * sizeof *rewards);
    uint8_t *dones = malloc(n);
    int32_t *to_act = malloc(n * sizeof *to_act), *actions = malloc(n * sizeof *actions);
    uint16_t *legal = malloc(EXILE_DENSE_ACTIONS * sizeof *legal);
    if (!observations || !masks || !rewards || !dones || !to_act || !actions || !legal)
        exit(1);
    exile_match_options mo = EXILE_MATCH_OPTIONS_INIT;
    mo.flags = EXILE_MATCH_CANONICAL_STAMINA;
    exile_batch_options o = EXILE_BATCH_OPTIONS_INIT;
    o.matches = n;
    o.threads = threads;
    o.match = &mo;
    o.observations = observations;
    o.masks = masks;
    o.rewards = rewards;
    o.dones = dones;
    o.to_act = to_act;
    exile_batch *b;
    if (exile_batch_create(&b, &o) != EXILE_OK || exile_batch_reset(b, seed) != EXILE_OK)
        exit(1);
    uint64_t rng = seed | 1u;
    unsigned long rounds = total_steps / n ? total_steps / n : 1;
    double spent = 0;
    for (unsigned long r = 0; r < rounds; r++) {
        /* The caller's part of a step (choosing from the masks) is not timed. */
        for (size_t i = 0; i < n; i++) {
            const uint8_t *mask = masks + i * EXILE_DENSE_ACTIONS;
            size_t k = 0;
            for (uint16_t d = 0; d < EXILE_DENSE_ACTIONS; d++)
                if (mask[d])
                    legal[k++] = d;
            actions[i] = legal[next_rand(&rng) % k];
        }
        double start = now();
        if (exile_batch_step(b, actions) != EXILE_OK)
            exit(1);
        spent += now() - start;
    }
    exile_batch_destroy(b);
    free(observations);
    free(masks);
    free(rewards);
    free(dones);
    free(to_act);
    free(actions);
    free(legal);
    return (double)(rounds * n) / spent;
}

int main(int argc, char **argv)
{
    unsigned long steps = 200000;
    uint64_t seed = 1;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--steps") == 0)
            steps = strtoul(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--seed") == 0)
            seed = strtoull(argv[i + 1], NULL, 10);
    }
    double base = exile_bench_rate(argv[0]);
    printf("exile-bench actions_per_second: %.0f\n", base);
    static const size_t sizes[] = { 1, 64, 1024 };
    double one_thread[3] = { 0 };
    for (unsigned t = 1; t <= 2; t++)
        for (unsigned k = 0; k < 3; k++) {
            double rate = batch_rate(sizes[k], t, steps, seed);
            if (t == 1)
                one_thread[k] = rate;
            printf("batch N=%-4zu threads=%u steps_per_second: %.0f (%.0f%% of exile-bench", sizes[k], t, rate,
                   100.0 * rate / base);
            if (t > 1)
                printf(", %.2fx one thread", rate / one_thread[k]);
            printf(")\n");
        }
    return 0;
}
