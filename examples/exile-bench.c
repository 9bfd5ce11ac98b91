/*
 * exile-bench: how fast libexile plays, from a fixed seed. Prints one
 * "name: value" line per figure. Public API only.
 *
 *   exile-bench [--matches N] [--seed S] [--stamina-order canonical|any]
 *               [--box 1|2] [--threads N]
 *
 * The matches ask the Stamina windows in the canonical order, as the bots'
 * matches do (EXILE_MATCH_CANONICAL_STAMINA), unless --stamina-order any:
 * then in every order the rules allow, the library's default, whose lists
 * are longer.
 *
 * Random play and legal_actions_ns list with exile_match_legal_actions_keep,
 * the fast path of a thread playing its own match; legal_actions_ns lists a
 * position not listed before (a match keeps the list it gave until it
 * changes); apply_ns applies an action to a position whose list was not
 * kept, so it includes working out the action's legality; clone_ns
 * is exile_match_clone plus exile_match_destroy (an allocation), copy_ns is
 * exile_match_copy into an existing match; get_hp_ns reads one seat's HP
 * with exile_match_get; determinize_ns is exile_match_determinize of a
 * position for the seat to act into an existing match.
 *
 * --box 2 plays Box 2's recommended loadouts instead of Box 1's. --threads
 * N (N > 1) then plays the random matches again in N threads at once, each
 * thread its own matches, as many as the single thread played: the
 * library's state is all in the match, so the threads share nothing they
 * write, and thread_scaling, their actions per second over one thread's,
 * is what the machine's cores give.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200112L
#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
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

static unsigned match_flags = EXILE_MATCH_CANONICAL_STAMINA;
/* The recommended loadouts of the box played, or NULL for the library's
 * default, Box 1's (set once, before any thread starts: the threads only
 * read them). */
static exile_loadout box_loadout[2];
static const exile_loadout *match_loadout[2];

static uint64_t next_rand(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* Random play: list the legal actions, pick one, apply it, to the end. */
static void random_play(unsigned matches, uint64_t seed, unsigned long *actions, double *seconds)
{
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.flags = match_flags;
    o.loadout[0] = match_loadout[0];
    o.loadout[1] = match_loadout[1];
    uint64_t rng = seed | 1u;
    unsigned long n_actions = 0;
    double start = now();
    for (unsigned g = 0; g < matches; g++) {
        exile_match *m;
        o.seed = seed + g;
        if (exile_match_create(&m, &o) != EXILE_OK)
            exit(1);
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n;
        while ((n = exile_match_legal_actions_keep(m, acts, EXILE_MAX_LEGAL_ACTIONS)) > 0) {
            exile_match_apply(m, acts[next_rand(&rng) % n]);
            n_actions++;
        }
        exile_match_destroy(m);
    }
    *seconds = now() - start;
    *actions = n_actions;
}

/* One thread's share of the random play: its own seeds, its own counts. */
typedef struct play_job {
    pthread_t thread;
    unsigned matches;
    uint64_t seed;
    unsigned long actions;
    double seconds;
} play_job;

static void *play_thread(void *arg)
{
    play_job *j = arg;
    random_play(j->matches, j->seed, &j->actions, &j->seconds);
    return NULL;
}

/* Random play in @p threads threads at once, each @p matches matches: the
 * actions per second of them all. */
static double threaded_play(unsigned threads, unsigned matches, uint64_t seed)
{
    play_job *jobs = calloc(threads, sizeof *jobs);
    if (!jobs)
        exit(1);
    double start = now();
    for (unsigned t = 0; t < threads; t++) {
        jobs[t].matches = matches;
        jobs[t].seed = seed + (uint64_t)t * matches;
        if (pthread_create(&jobs[t].thread, NULL, play_thread, &jobs[t]) != 0)
            exit(1);
    }
    unsigned long actions = 0;
    for (unsigned t = 0; t < threads; t++) {
        pthread_join(jobs[t].thread, NULL);
        actions += jobs[t].actions;
    }
    double seconds = now() - start;
    free(jobs);
    return (double)actions / seconds;
}

/* Positions sampled along random matches, for the per-call figures. */
static exile_match **sample_positions(unsigned count, uint64_t seed)
{
    exile_match **pos = calloc(count, sizeof *pos);
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.flags = match_flags;
    o.loadout[0] = match_loadout[0];
    o.loadout[1] = match_loadout[1];
    uint64_t rng = seed | 1u;
    unsigned have = 0;
    for (unsigned g = 0; have < count; g++) {
        exile_match *m;
        o.seed = seed + 1000u + g;
        exile_match_create(&m, &o);
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n;
        while (have < count && (n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS)) > 0) {
            if (next_rand(&rng) % 4 == 0)
                exile_match_clone(&pos[have++], m);
            exile_match_apply(m, acts[next_rand(&rng) % n]);
        }
        exile_match_destroy(m);
    }
    return pos;
}

static const char usage_text[] =
    "usage: exile-bench [--matches N] [--seed S] [--stamina-order canonical|any]\n"
    "                   [--box 1|2] [--threads N]\n"
    "\n"
    "  --matches N    the random matches played (default 20000, at least 1)\n"
    "  --seed S       the seed of the first match (default 1)\n"
    "  --stamina-order canonical|any\n"
    "                 each Stamina window in one canonical order, as the bots'\n"
    "                 matches (the default), or in every order the rules allow\n"
    "  --box 1|2      the recommended loadouts of Box 1 (the default) or Box 2\n"
    "  --threads N    also play the random matches again in N threads at once,\n"
    "                 each its own matches, and print thread_scaling (default 1)\n"
    "  --help         print this and exit\n";

/* A whole decimal number, or exit 2 naming the option: a benchmark run
 * on a mistyped count would print figures of another run. */
static unsigned long long number_of(const char *name, const char *text, unsigned long long min,
                                    unsigned long long max)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || text[0] == '-' || v < min || v > max) {
        fprintf(stderr, "exile-bench: %s wants a number from %llu to %llu, not '%s'\n", name, min, max,
                text);
        exit(2);
    }
    return v;
}

/* The options, or the usage: --help prints it and exits 0, anything
 * unknown prints it to stderr and exits 2, before any match is played. */
static void parse_options(int argc, char **argv, unsigned *matches, uint64_t *seed, int *box,
                          unsigned *threads)
{
    for (int i = 1; i < argc; i++) {
        const char *opt = argv[i];
        if (strcmp(opt, "--help") == 0 || strcmp(opt, "-h") == 0) {
            fputs(usage_text, stdout);
            exit(0);
        }
        bool known = strcmp(opt, "--matches") == 0 || strcmp(opt, "--seed") == 0 ||
                     strcmp(opt, "--stamina-order") == 0 || strcmp(opt, "--box") == 0 ||
                     strcmp(opt, "--threads") == 0;
        if (!known || i + 1 >= argc) {
            fprintf(stderr, known ? "exile-bench: %s needs a value\n\n" : "exile-bench: unknown option '%s'\n\n", opt);
            fputs(usage_text, stderr);
            exit(2);
        }
        const char *v = argv[++i];
        if (strcmp(opt, "--matches") == 0) {
            *matches = (unsigned)number_of(opt, v, 1, 100000000ull); /* the figures divide by it */
        } else if (strcmp(opt, "--seed") == 0) {
            *seed = (uint64_t)number_of(opt, v, 0, UINT64_MAX);
        } else if (strcmp(opt, "--box") == 0) {
            *box = (int)number_of(opt, v, 1, 2);
        } else if (strcmp(opt, "--threads") == 0) {
            *threads = (unsigned)number_of(opt, v, 1, 256);
        } else if (strcmp(v, "any") == 0 || strcmp(v, "canonical") == 0) {
            match_flags = strcmp(v, "any") == 0 ? 0u : EXILE_MATCH_CANONICAL_STAMINA;
        } else {
            fprintf(stderr, "exile-bench: --stamina-order wants canonical or any, not '%s'\n", v);
            exit(2);
        }
    }
}

int main(int argc, char **argv)
{
    unsigned matches = 20000, threads = 1;
    int box = 1;
    uint64_t seed = 1;
    parse_options(argc, argv, &matches, &seed, &box, &threads);
    for (int s = 0; box == 2 && s < 2; s++) {
        if (exile_recommended_loadout(2 + s, &box_loadout[s]) != EXILE_OK)
            return 1;
        match_loadout[s] = &box_loadout[s];
    }
    unsigned long actions;
    double secs;
    random_play(matches, seed, &actions, &secs);
    printf("box: %d\n", box);
    printf("matches: %u\n", matches);
    printf("actions_per_match: %.1f\n", (double)actions / matches);
    printf("actions_per_second: %.0f\n", (double)actions / secs);
    printf("matches_per_second: %.0f\n", matches / secs);
    if (threads > 1) {
        double per_second = threaded_play(threads, matches, seed);
        printf("threads: %u\n", threads);
        printf("threads_actions_per_second: %.0f\n", per_second);
        printf("thread_scaling: %.2f\n", per_second / ((double)actions / secs));
    }

    enum { POSITIONS = 4096, REPEAT = 64 };
    exile_match **pos = sample_positions(POSITIONS, seed);
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    volatile size_t sink = 0;
    /* apply_ns: an action applied to a position whose list was not asked
     * for, so the call checks the action's legality itself. */
    exile_match *scratch;
    exile_match_clone(&scratch, pos[0]);
    double apply_total = 0;
    unsigned long applies = 0;
    for (unsigned r = 0; r < 8; r++)
        for (unsigned i = 0; i < POSITIONS; i++) {
            size_t n = exile_match_legal_actions(pos[i], acts, EXILE_MAX_LEGAL_ACTIONS);
            exile_match_copy(scratch, pos[i]);
            double a0 = now();
            exile_match_apply(scratch, acts[(i + r) % n]);
            apply_total += now() - a0;
            applies++;
        }
    /* now() itself costs tens of ns: measure it and take it off. */
    double c0 = now();
    for (unsigned i = 0; i < 100000; i++)
        (void)now();
    double clock_ns = (now() - c0) * 1e9 / 100000;
    double apply_ns = apply_total * 1e9 / (double)applies - clock_ns;

    double t0 = now();
    for (unsigned r = 0; r < REPEAT; r++)
        for (unsigned i = 0; i < POSITIONS; i++)
            exile_match_copy(scratch, pos[i]);
    double copy_ns = (now() - t0) * 1e9 / ((double)REPEAT * POSITIONS);

    /* A match keeps the list it gave until it changes: list each position
     * afresh in a copy, and take the copy's time off. */
    t0 = now();
    for (unsigned r = 0; r < REPEAT; r++)
        for (unsigned i = 0; i < POSITIONS; i++) {
            exile_match_copy(scratch, pos[i]);
            sink += exile_match_legal_actions_keep(scratch, acts, EXILE_MAX_LEGAL_ACTIONS);
        }
    double legal_ns = (now() - t0) * 1e9 / ((double)REPEAT * POSITIONS) - copy_ns;

    /* Each figure takes the same passes over the same positions. */
    t0 = now();
    for (unsigned r = 0; r < REPEAT; r++)
        for (unsigned i = 0; i < POSITIONS; i++) {
            exile_match *c;
            exile_match_clone(&c, pos[i]);
            exile_match_destroy(c);
        }
    double clone_ns = (now() - t0) * 1e9 / ((double)REPEAT * POSITIONS);

    t0 = now();
    for (unsigned r = 0; r < REPEAT; r++)
        for (unsigned i = 0; i < POSITIONS; i++)
            exile_match_determinize(scratch, pos[i], exile_match_to_act(pos[i]), (uint64_t)r * POSITIONS + i);
    double determinize_ns = (now() - t0) * 1e9 / ((double)REPEAT * POSITIONS);

    size_t size = exile_match_state_size();
    unsigned char *src = malloc(size * POSITIONS), *dst = malloc(size);
    memset(src, 1, size * POSITIONS);
    t0 = now();
    for (unsigned r = 0; r < REPEAT; r++)
        for (unsigned i = 0; i < POSITIONS; i++) {
            memcpy(dst, src + (size_t)i * size, size);
            sink += dst[i % size];
        }
    double memcpy_ns = (now() - t0) * 1e9 / ((double)REPEAT * POSITIONS);

    /* A clone allocates: the floor of that is malloc, memcpy and free of a
     * state-sized block (exile_match_copy into a match one has is the
     * allocation-free clone, measured against memcpy_floor_ns). */
    t0 = now();
    for (unsigned r = 0; r < REPEAT; r++)
        for (unsigned i = 0; i < POSITIONS; i++) {
            unsigned char *p = malloc(size);
            memcpy(p, src + (size_t)i * size, size);
            sink += p[i % size];
            free(p);
        }
    double alloc_floor_ns = (now() - t0) * 1e9 / ((double)REPEAT * POSITIONS);

    /* A bot reads the state as it searches: one field, HP, through the
     * getter of <exile/state.h>. */
    t0 = now();
    for (unsigned r = 0; r < REPEAT; r++)
        for (unsigned i = 0; i < POSITIONS; i++)
            for (int seat = 0; seat < 2; seat++)
                sink += (unsigned)exile_match_get(pos[i], seat, EXILE_FIELD_HP, seat, 0);
    double get_hp_ns = (now() - t0) * 1e9 / (2.0 * REPEAT * POSITIONS);

    printf("legal_actions_ns: %.1f\n", legal_ns);
    printf("apply_ns: %.1f\n", apply_ns);
    printf("clone_ns: %.1f\n", clone_ns);
    printf("copy_ns: %.1f\n", copy_ns);
    printf("get_hp_ns: %.1f\n", get_hp_ns);
    printf("determinize_ns: %.1f\n", determinize_ns);
    printf("state_bytes: %zu\n", size);
    printf("memcpy_floor_ns: %.1f\n", memcpy_ns);
    printf("malloc_memcpy_free_floor_ns: %.1f\n", alloc_floor_ns);
    for (unsigned i = 0; i < POSITIONS; i++)
        exile_match_destroy(pos[i]);
    exile_match_destroy(scratch);
    free(pos);
    free(src);
    free(dst);
    return sink == 0xdeadbeef;
}
