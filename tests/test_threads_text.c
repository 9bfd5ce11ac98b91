/*
 * The text and binary forms from several threads at once: each thread reads
 * and writes the notation of positions, loads and saves them, and formats
 * and parses their actions, on its own matches, while the others do the
 * same; every result must equal the one a single thread got. The library
 * keeps no state between calls (no strtok, no static buffer), so threads
 * that share nothing do not disturb one another. Run under
 * ThreadSanitizer too (suite 'threads').
 *
 * Usage: test_threads_text [ROUNDS]  (per thread; default 1500)
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <exile/exile.h>

enum { THREADS = 4, SAMPLES = 12, TEXT_CAP = 16384, ACTION_CAP = 128 };

static unsigned long rounds = 1500;

/* A position and what one thread alone made of it. */
typedef struct sample {
    char notation[TEXT_CAP];
    unsigned char *save;
    size_t n;
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    char texts[EXILE_MAX_LEGAL_ACTIONS][ACTION_CAP];
} sample;

static sample samples[SAMPLES];

/* What went wrong in one thread: the first difference, and how many. */
typedef struct worker {
    unsigned index;
    unsigned long failures;
    char first[256];
} worker;

static void record(const exile_match *m, sample *s)
{
    assert_int_equal(exile_match_to_notation(m, s->notation, sizeof s->notation), EXILE_OK);
    s->save = malloc(exile_match_save_size());
    assert_non_null(s->save);
    assert_int_equal(exile_match_save(m, s->save, exile_match_save_size(), NULL), EXILE_OK);
    s->n = exile_match_legal_actions(m, s->acts, EXILE_MAX_LEGAL_ACTIONS);
    for (size_t i = 0; i < s->n; i++)
        assert_int_equal(exile_action_format(m, s->acts[i], s->texts[i], ACTION_CAP), EXILE_OK);
}

/* Positions along two matches, one of each box, and their end. */
static void make_samples(void)
{
    unsigned k = 0;
    for (int box = 0; box < 2; box++) {
        exile_loadout lo[2];
        exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
        for (int s = 0; s < 2; s++) {
            assert_int_equal(exile_recommended_loadout(2 * box + s, &lo[s]), EXILE_OK);
            o.loadout[s] = &lo[s];
        }
        o.seed = 11u + (unsigned)box;
        exile_match *m = NULL;
        assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
        uint64_t x = o.seed;
        for (unsigned step = 0; k < SAMPLES / 2 * (unsigned)(box + 1); step++) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
            if (step % 29 == 0 || n == 0)
                record(m, &samples[k++]);
            if (n == 0)
                break;
            x = x * 6364136223846793005ULL + 1442695040888963407ULL;
            assert_int_equal(exile_match_apply(m, acts[(x >> 33) % n]), EXILE_OK);
        }
        exile_match_destroy(m);
    }
    assert_int_equal(k, SAMPLES);
}

static void differ(worker *w, const char *fmt, ...)
{
    if (w->failures++ == 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(w->first, sizeof w->first, fmt, ap);
        va_end(ap);
    }
}

/* One round on one sample: everything read and written again. */
static void check_sample(worker *w, const sample *s, char *text, unsigned char *bytes)
{
    char err[256];
    exile_match *m = NULL;
    exile_status st = exile_match_from_notation_ex(&m, s->notation, NULL, err, sizeof err);
    if (st != EXILE_OK) {
        differ(w, "a position's notation refused: %s", err);
        return;
    }
    if (exile_match_to_notation(m, text, TEXT_CAP) != EXILE_OK || strcmp(text, s->notation) != 0)
        differ(w, "a notation read and written again differs");
    for (size_t i = 0; i < s->n; i++) {
        char action[ACTION_CAP];
        exile_action a = 0;
        if (exile_action_format(m, s->acts[i], action, sizeof action) != EXILE_OK || strcmp(action, s->texts[i]) != 0)
            differ(w, "action %u formatted \"%s\", not \"%s\"", (unsigned)s->acts[i], action, s->texts[i]);
        if (exile_action_parse(m, s->texts[i], &a) != EXILE_OK || a != s->acts[i])
            differ(w, "\"%s\" parsed as %u, not %u", s->texts[i], (unsigned)a, (unsigned)s->acts[i]);
    }
    exile_match_destroy(m);
    m = NULL;
    size_t size = exile_match_save_size();
    if (exile_match_load(&m, s->save, size, NULL) != EXILE_OK) {
        differ(w, "a save refused");
        return;
    }
    if (exile_match_save(m, bytes, size, NULL) != EXILE_OK || memcmp(bytes, s->save, size) != 0)
        differ(w, "a save loaded and saved again differs");
    exile_match_destroy(m);
}

static void *work(void *arg)
{
    worker *w = arg;
    char *text = malloc(TEXT_CAP);
    unsigned char *bytes = malloc(exile_match_save_size());
    if (!text || !bytes) {
        differ(w, "out of memory");
    } else {
        for (unsigned long r = 0; r < rounds; r++)
            check_sample(w, &samples[(r + w->index) % SAMPLES], text, bytes);
    }
    free(text);
    free(bytes);
    return NULL;
}

static void threads_read_and_write_alike(void **state)
{
    (void)state;
    make_samples();
    pthread_t threads[THREADS];
    worker workers[THREADS];
    for (unsigned t = 0; t < THREADS; t++) {
        workers[t] = (worker){ .index = t };
        assert_int_equal(pthread_create(&threads[t], NULL, work, &workers[t]), 0);
    }
    for (unsigned t = 0; t < THREADS; t++)
        assert_int_equal(pthread_join(threads[t], NULL), 0);
    for (unsigned t = 0; t < THREADS; t++)
        if (workers[t].failures)
            fail_msg("thread %u: %lu results differ from a single thread's; the first: %s", t, workers[t].failures,
                     workers[t].first);
    for (unsigned k = 0; k < SAMPLES; k++)
        free(samples[k].save);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        rounds = strtoul(argv[1], NULL, 10);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(threads_read_and_write_alike),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
