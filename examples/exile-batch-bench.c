/*
 * exile-batch-bench: how fast <exile/batch.h> steps, beside the rate of
 * exile-bench's random play, run by it in the same run: steps per second
 * for N = 1, 64 and 1024 matches on 1 and 2 threads, both seats the
 * caller's (one action a step), observations and masks written each step.
 * exile-bench's thread_scaling (its random play on 2 threads over 1, each
 * thread its own matches) says what the machine's cores gave in the same
 * run, for the 2-thread figures to be read against. The targets of the
 * batch: at N = 1024 on 1 thread, 40% of exile-bench's actions per second;
 * on 2 threads, 1.8 times 1 thread. On a loaded machine the shares of the
 * CPU the two programs get differ from one second to the next: the
 * 1-thread figures are then also given in CPU time, the batch's steps
 * beside exile-bench's random play played in this process (the same
 * matches), each per CPU second of the thread that ran it (for N of 64 and
 * more: reading a thread's CPU clock takes about as long as a step of 1).
 *
 *   exile-batch-bench [--steps S] [--seed N] [--matches N] [--threads T]
 *                     [--no-baseline]
 *
 * --matches N measures that N only; --threads T compares T threads with 1
 * (default 2); --no-baseline does not run exile-bench (for a profile:
 * valgrind --tool=callgrind exile-batch-bench --no-baseline --matches 1024
 * --threads 1 --steps 20000).
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <exile/exile.h>

static double clock_of(clockid_t which)
{
    struct timespec t;
    clock_gettime(which, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static double now(void)
{
    return clock_of(CLOCK_MONOTONIC);
}

static uint64_t next_rand(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* The CPU time of the calling thread: what a loaded machine leaves of it. */
static double cpu_now(void)
{
    return clock_of(CLOCK_THREAD_CPUTIME_ID);
}

/* exile-bench's random play, in this process, timed in CPU time: actions
 * per CPU second of the thread. */
static double random_play_cpu(unsigned matches, uint64_t seed)
{
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.flags = EXILE_MATCH_CANONICAL_STAMINA;
    uint64_t rng = seed | 1u;
    unsigned long actions = 0;
    double start = cpu_now();
    for (unsigned g = 0; g < matches; g++) {
        exile_match *m;
        o.seed = seed + g;
        if (exile_match_create(&m, &o) != EXILE_OK)
            exit(1);
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n;
        while ((n = exile_match_legal_actions_keep(m, acts, EXILE_MAX_LEGAL_ACTIONS)) > 0) {
            exile_match_apply(m, acts[next_rand(&rng) % n]);
            actions++;
        }
        exile_match_destroy(m);
    }
    return (double)actions / (cpu_now() - start);
}


/* exile-bench's actions_per_second and, for @p threads > 1, its
 * thread_scaling, from the exile-bench beside this program (its own
 * measure, run now, on the same machine and load). */
static void exile_bench_rate(const char *argv0, unsigned threads, double *rate, double *scaling)
{
    char command[4096];
    const char *slash = strrchr(argv0, '/');
    int dir = slash ? (int)(slash - argv0) : 1;
    snprintf(command, sizeof command, "'%.*s/exile-bench' --matches 2000 --threads %u", dir,
             slash ? argv0 : ".", threads);
    FILE *p = popen(command, "r");
    *rate = *scaling = 0;
    char line[256];
    while (p && fgets(line, sizeof line, p)) { /* every line: exile-bench ends as it would alone */
        sscanf(line, "actions_per_second: %lf", rate);
        sscanf(line, "thread_scaling: %lf", scaling);
    }
    if (!p || pclose(p) != 0 || *rate <= 0) {
        fprintf(stderr, "exile-batch-bench: cannot run %s\n", command);
        exit(1);
    }
}

/* Steps per second of a batch of @p n matches on @p threads threads; in
 * @p per_cpu, per CPU second of the calling thread (1 thread: the step's
 * CPU time). */
static double batch_rate(size_t n, unsigned threads, unsigned long total_steps, uint64_t seed, double *per_cpu)
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
    double spent = 0, cpu = 0;
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
        double start = now(), cpu_start = cpu_now();
        if (exile_batch_step(b, actions) != EXILE_OK)
            exit(1);
        spent += now() - start;
        cpu += cpu_now() - cpu_start;
    }
    exile_batch_destroy(b);
    free(observations);
    free(masks);
    free(rewards);
    free(dones);
    free(to_act);
    free(actions);
    free(legal);
    *per_cpu = (double)(rounds * n) / cpu;
    return (double)(rounds * n) / spent;
}

static unsigned long long number_of(const char *name, const char *text, unsigned long long min,
                                    unsigned long long max)
{
    char *end;
    unsigned long long v = strtoull(text, &end, 10);
    if (end == text || *end != '\0' || text[0] == '-' || v < min || v > max) {
        fprintf(stderr, "exile-batch-bench: %s wants a number from %llu to %llu, not '%s'\n", name, min, max,
                text);
        exit(2);
    }
    return v;
}

int main(int argc, char **argv)
{
    unsigned long steps = 200000;
    uint64_t seed = 1;
    size_t only = 0;
    unsigned threads = 2;
    bool baseline = true;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--no-baseline") == 0) {
            baseline = false;
            continue;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "usage: exile-batch-bench [--steps S] [--seed N] [--matches N] [--threads T] "
                            "[--no-baseline]\n");
            return 2;
        }
        const char *opt = argv[i], *v = argv[++i];
        if (strcmp(opt, "--steps") == 0)
            steps = (unsigned long)number_of(opt, v, 1, 1000000000ull);
        else if (strcmp(opt, "--seed") == 0)
            seed = (uint64_t)number_of(opt, v, 0, UINT64_MAX);
        else if (strcmp(opt, "--matches") == 0)
            only = (size_t)number_of(opt, v, 1, 1000000ull);
        else if (strcmp(opt, "--threads") == 0)
            threads = (unsigned)number_of(opt, v, 1, 64);
        else {
            fprintf(stderr, "exile-batch-bench: unknown option '%s'\n", opt);
            return 2;
        }
    }
    double base = 0, scaling = 0, base_cpu = 0;
    if (baseline) {
        base_cpu = random_play_cpu(2000, seed);
        exile_bench_rate(argv[0], threads, &base, &scaling);
        printf("exile-bench actions_per_second: %.0f\n", base);
        if (threads > 1)
            printf("exile-bench thread_scaling (%u threads): %.2f\n", threads, scaling);
    }
    static const size_t all_sizes[] = { 1, 64, 1024 };
    const size_t *sizes = only ? &only : all_sizes;
    unsigned n_sizes = only ? 1u : 3u;
    double one_thread[3] = { 0 };
    for (unsigned t = 1; t <= threads; t += threads > 1 ? threads - 1 : 1)
        for (unsigned k = 0; k < n_sizes; k++) {
            double per_cpu;
            double rate = batch_rate(sizes[k], t, steps, seed, &per_cpu);
            if (t == 1)
                one_thread[k] = rate;
            printf("batch N=%-4zu threads=%u steps_per_second: %.0f", sizes[k], t, rate);
            if (baseline)
                printf(" (%.0f%% of exile-bench", 100.0 * rate / base);
            if (t > 1)
                printf("%s%.2fx one thread", baseline ? ", " : " (", rate / one_thread[k]);
            if (baseline || t > 1)
                printf(")");
            printf("\n");
            if (t == 1 && baseline && sizes[k] >= 64) /* for N = 1, the clock would cost more than the step */
                printf("batch N=%-4zu threads=1 steps_per_cpu_second: %.0f (%.0f%% of the random play's %.0f "
                       "actions_per_cpu_second)\n",
                       sizes[k], per_cpu, 100.0 * per_cpu / base_cpu, base_cpu);
            if (sizes[k] == 1024 && t == 1 && baseline)
                printf("target N=1024 1 thread >= 40%% of exile-bench: %s\n",
                       rate >= 0.4 * base ? "met" : "not met");
            if (sizes[k] == 1024 && t == 2)
                printf("target N=1024 2 threads >= 1.8x one thread: %s\n",
                       rate >= 1.8 * one_thread[k] ? "met" : "not met");
        }
    return 0;
}
