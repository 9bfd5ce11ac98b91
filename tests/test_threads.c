/*
 * Matches in threads (exile.h, Threads; doc/threads.md): several threads
 * read one shared match at once through the calls that take a const match
 * (legal actions, their texts, views, notation, a save, clone, copy and
 * determinize from it into their own handles); handles cloned in one
 * thread are played and destroyed in another; and each thread plays its
 * own matches. Every result equals the one computed first on one thread.
 * Run under ThreadSanitizer by .ci/test (suite 'threads'), which also
 * fails on any race it reports. Client test: <exile/exile.h> only.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L /* pthread_barrier_t */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <exile/exile.h>

enum {
    THREADS = 4,
    OWN_MATCHES = 6,   /* the matches each thread plays alone */
    READS = 8,         /* the times each thread reads the shared match */
    TEXT_CAP = 1 << 14,
    ACTION_TEXT_CAP = 96
};

static uint64_t xorshift64(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* How a match ended: its notation, winner and number of actions. */
typedef struct outcome {
    char notation[TEXT_CAP];
    int winner;
    uint32_t actions;
} outcome;

/* Plays @p m, a match of this thread's own, to its end (listing with the
 * call that keeps the list), each action picked by a generator seeded with
 * @p seed, and records how it ended. False on any failing call. */
static bool play_out(exile_match *m, uint64_t seed, outcome *out)
{
    uint64_t rng = seed | 1u;
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n;
    while ((n = exile_match_legal_actions_keep(m, acts, EXILE_MAX_LEGAL_ACTIONS)) > 0)
        if (exile_match_apply(m, acts[xorshift64(&rng) % n]) != EXILE_OK)
            return false;
    out->winner = exile_match_winner(m);
    out->actions = exile_match_action_count(m);
    return exile_match_to_notation(m, out->notation, sizeof out->notation) == EXILE_OK;
}

static bool same_outcome(const outcome *a, const outcome *b)
{
    return a->winner == b->winner && a->actions == b->actions && strcmp(a->notation, b->notation) == 0;
}

/* Everything read from the shared match, and what its copies played. */
typedef struct reading {
    size_t n;
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    char texts[EXILE_MAX_LEGAL_ACTIONS][ACTION_TEXT_CAP];
    char notation[TEXT_CAP];
    char view[2][TEXT_CAP];
    unsigned char *save;
    char determinized[2][TEXT_CAP];
    outcome cloned, copied;
} reading;

static reading *reading_new(void)
{
    reading *r = calloc(1, sizeof *r);
    if (r)
        r->save = calloc(1, exile_match_save_size());
    return r;
}

static void reading_free(reading *r)
{
    if (r)
        free(r->save);
    free(r);
}

/* Reads all of @p root through its const calls; @p own is the reader's
 * handle, which determinize and copy write. False on any failing call. */
static bool read_all(const exile_match *root, exile_match *own, uint64_t seed, reading *r)
{
    r->n = exile_match_legal_actions(root, r->acts, EXILE_MAX_LEGAL_ACTIONS);
    for (size_t i = 0; i < r->n; i++)
        if (exile_action_format(root, r->acts[i], r->texts[i], ACTION_TEXT_CAP) != EXILE_OK)
            return false;
    if (exile_match_to_notation(root, r->notation, TEXT_CAP) != EXILE_OK)
        return false;
    for (int seat = 0; seat < 2; seat++) {
        exile_view *v = NULL;
        if (exile_view_create(&v, root, seat) != EXILE_OK)
            return false;
        exile_status s = exile_view_to_notation(v, r->view[seat], TEXT_CAP);
        exile_view_destroy(v);
        if (s != EXILE_OK)
            return false;
        if (exile_match_determinize(own, root, seat, seed + (uint64_t)seat) != EXILE_OK ||
            exile_match_to_notation(own, r->determinized[seat], TEXT_CAP) != EXILE_OK)
            return false;
    }
    if (exile_match_save(root, r->save, exile_match_save_size(), NULL) != EXILE_OK)
        return false;
    exile_match *c = NULL;
    if (exile_match_clone(&c, root) != EXILE_OK)
        return false;
    bool ok = play_out(c, seed, &r->cloned);
    exile_match_destroy(c);
    return ok && exile_match_copy(own, root) == EXILE_OK && play_out(own, seed + 1, &r->copied);
}

static bool same_reading(const reading *a, const reading *b)
{
    bool same = a->n == b->n && memcmp(a->acts, b->acts, a->n * sizeof *a->acts) == 0 &&
                strcmp(a->notation, b->notation) == 0 && memcmp(a->save, b->save, exile_match_save_size()) == 0 &&
                same_outcome(&a->cloned, &b->cloned) && same_outcome(&a->copied, &b->copied);
    for (size_t i = 0; same && i < a->n; i++)
        same = strcmp(a->texts[i], b->texts[i]) == 0;
    for (int seat = 0; same && seat < 2; seat++)
        same = strcmp(a->view[seat], b->view[seat]) == 0 &&
               strcmp(a->determinized[seat], b->determinized[seat]) == 0;
    return same;
}

static exile_match *create_seeded(uint64_t seed)
{
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    exile_match *m = NULL;
    o.seed = seed;
    return exile_match_create(&m, &o) == EXILE_OK ? m : NULL;
}

/* The seed of the @p k-th match thread @p t plays alone. */
static uint64_t own_seed(unsigned t, unsigned k)
{
    return 1000u + t * OWN_MATCHES + k;
}

/* What each thread is given and what it found. */
typedef struct job {
    unsigned t;
    const exile_match *root;      /* shared by every thread, read only */
    const reading *root_expected; /* its reading on one thread */
    exile_match *given;           /* a clone made on the main thread: played and destroyed here */
    const outcome *given_expected;
    const outcome *own_expected;  /* OWN_MATCHES outcomes, on one thread */
    pthread_barrier_t *start;
    unsigned mismatches, failures;
} job;

static void *run_job(void *arg)
{
    job *j = arg;
    reading *r = reading_new();
    outcome *o = malloc(sizeof *o);
    exile_match *own = create_seeded(7);
    if (!r || !r->save || !o || !own) {
        j->failures++;
        pthread_barrier_wait(j->start);
        goto out;
    }
    pthread_barrier_wait(j->start); /* every thread at once on the shared match */
    for (unsigned i = 0; i < READS; i++) {
        if (!read_all(j->root, own, 42, r))
            j->failures++;
        else if (!same_reading(r, j->root_expected))
            j->mismatches++;
    }
    if (!play_out(j->given, 5, o))
        j->failures++;
    else if (!same_outcome(o, j->given_expected))
        j->mismatches++;
    for (unsigned k = 0; k < OWN_MATCHES; k++) {
        exile_match *m = create_seeded(own_seed(j->t, k));
        if (!m || !play_out(m, own_seed(j->t, k), o))
            j->failures++;
        else if (!same_outcome(o, &j->own_expected[k]))
            j->mismatches++;
        exile_match_destroy(m);
    }
out:
    exile_match_destroy(j->given);
    j->given = NULL;
    exile_match_destroy(own);
    free(o);
    reading_free(r);
    return NULL;
}

static void threads_read_share_and_play_as_one_thread_does(void **state)
{
    (void)state;
    /* The shared match: a few actions into a match, so that hands, decks
     * and piles hold cards to read. Every result is worked out first on
     * this thread alone, from a clone: the shared match itself is read
     * first by the threads at once. */
    exile_match *played = create_seeded(2024);
    assert_non_null(played);
    uint64_t rng = 9;
    for (unsigned i = 0; i < 25 && exile_match_to_act(played) >= 0; i++) {
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n = exile_match_legal_actions(played, acts, EXILE_MAX_LEGAL_ACTIONS);
        assert_int_equal(exile_match_apply(played, acts[xorshift64(&rng) % n]), EXILE_OK);
    }
    assert_true(exile_match_to_act(played) >= 0);
    exile_match *root = NULL;
    assert_int_equal(exile_match_clone(&root, played), EXILE_OK);

    reading *expected = reading_new();
    exile_match *own = create_seeded(7);
    assert_non_null(expected);
    assert_non_null(own);
    assert_true(read_all(played, own, 42, expected));
    outcome *given_expected = malloc(sizeof *given_expected);
    outcome *own_expected = malloc(THREADS * OWN_MATCHES * sizeof *own_expected);
    assert_non_null(given_expected);
    assert_non_null(own_expected);
    exile_match *c = NULL;
    assert_int_equal(exile_match_clone(&c, played), EXILE_OK);
    assert_true(play_out(c, 5, given_expected));
    exile_match_destroy(c);
    for (unsigned t = 0; t < THREADS; t++)
        for (unsigned k = 0; k < OWN_MATCHES; k++) {
            exile_match *m = create_seeded(own_seed(t, k));
            assert_non_null(m);
            assert_true(play_out(m, own_seed(t, k), &own_expected[t * OWN_MATCHES + k]));
            exile_match_destroy(m);
        }

    pthread_barrier_t start;
    assert_int_equal(pthread_barrier_init(&start, NULL, THREADS), 0);
    job jobs[THREADS];
    pthread_t tid[THREADS];
    for (unsigned t = 0; t < THREADS; t++) {
        jobs[t] = (job){ t, root, expected, NULL, given_expected, &own_expected[t * OWN_MATCHES], &start, 0, 0 };
        assert_int_equal(exile_match_clone(&jobs[t].given, played), EXILE_OK);
    }
    for (unsigned t = 0; t < THREADS; t++)
        assert_int_equal(pthread_create(&tid[t], NULL, run_job, &jobs[t]), 0);
    for (unsigned t = 0; t < THREADS; t++) {
        assert_int_equal(pthread_join(tid[t], NULL), 0);
        assert_int_equal(jobs[t].failures, 0);
        assert_int_equal(jobs[t].mismatches, 0);
    }
    pthread_barrier_destroy(&start);

    /* The shared match was only read. */
    reading *after = reading_new();
    assert_non_null(after);
    assert_true(read_all(root, own, 42, after));
    assert_true(same_reading(after, expected));
    reading_free(after);
    reading_free(expected);
    free(given_expected);
    free(own_expected);
    exile_match_destroy(own);
    exile_match_destroy(root);
    exile_match_destroy(played);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(threads_read_share_and_play_as_one_thread_does),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
