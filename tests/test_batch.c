/*
 * <exile/batch.h> against the one-match API, step for step: the same
 * seeds give the same observations, masks, rewards, ends and next matches,
 * with one thread or several (the suite 'threads' runs it under
 * ThreadSanitizer; a batch of many slots on several threads writes what
 * it writes on one), both seats the caller's or one played by the random
 * player or by a policy; bad input changes nothing.
 * Client test: <exile/exile.h> only.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <exile/exile.h>

#include "client_test.h"

enum { SLOTS = 5, STEPS = 900 };

typedef struct buffers {
    float *obs;
    uint8_t *mask;
    float rewards[2 * SLOTS];
    uint8_t dones[SLOTS];
    int32_t to_act[SLOTS];
} buffers;

static void buffers_init(buffers *b, exile_batch_options *o, size_t n)
{
    memset(b, 0, sizeof *b);
    b->obs = calloc(n * exile_observation_size(), sizeof *b->obs);
    b->mask = calloc(n * EXILE_DENSE_ACTIONS, 1);
    assert_non_null(b->obs);
    assert_non_null(b->mask);
    o->matches = n;
    o->observations = b->obs;
    o->masks = b->mask;
    o->rewards = b->rewards;
    o->dones = b->dones;
    o->to_act = b->to_act;
}

static void buffers_free(buffers *b)
{
    free(b->obs);
    free(b->mask);
}

/* The policy of the tests: the last legal action. It counts its calls per
 * slot: each slot is stepped by one thread at a time. */
static exile_action last_action(const exile_match *m, size_t slot, void *data)
{
    ((unsigned *)data)[slot]++;
    exile_action legal[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, legal, EXILE_MAX_LEGAL_ACTIONS);
    return legal[n - 1];
}

/* The reference: one match per slot, played with the one-match API. */
typedef struct reference {
    exile_match *m[SLOTS];
    uint64_t seed[SLOTS];
    int learner;
    bool policy;
} reference;

static exile_match *create(uint64_t seed)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    opts.seed = seed;
    exile_match *m = NULL;
    assert_status(exile_match_create(&m, &opts), EXILE_OK);
    return m;
}

/* The other seat of the reference: the policy, or what the batch's random
 * player would not let us predict. So a random opponent is checked by
 * reading its match from the batch (exile_batch_match) instead. */
static void reference_opponent(reference *r, size_t i)
{
    unsigned calls[SLOTS] = { 0 };
    while (r->learner >= 0 && exile_match_to_act(r->m[i]) >= 0 && exile_match_to_act(r->m[i]) != r->learner)
        assert_status(exile_match_apply(r->m[i], last_action(r->m[i], i, calls)), EXILE_OK);
}

static void compare(const reference *r, const buffers *b, size_t i)
{
    size_t size = exile_observation_size();
    float obs[1024];
    uint8_t mask[EXILE_DENSE_ACTIONS];
    int to_act = exile_match_to_act(r->m[i]);
    assert_int_equal(b->to_act[i], to_act);
    int seat = r->learner >= 0 ? r->learner : to_act;
    assert_status(exile_match_features(r->m[i], seat, obs, size), EXILE_OK);
    assert_memory_equal(obs, b->obs + i * size, size * sizeof *obs);
    assert_status(exile_match_legal_mask(r->m[i], mask, sizeof mask, NULL), EXILE_OK);
    assert_memory_equal(mask, b->mask + i * EXILE_DENSE_ACTIONS, sizeof mask);
}

/* A random dense action among the 1s of a mask. */
static int32_t pick(const uint8_t *mask, uint64_t *rng)
{
    int32_t legal[EXILE_DENSE_ACTIONS];
    size_t n = 0;
    for (int32_t d = 0; d < (int32_t)EXILE_DENSE_ACTIONS; d++)
        if (mask[d])
            legal[n++] = d;
    assert_true(n > 0);
    return legal[xorshift64(rng) % n];
}

static void against_reference(unsigned threads, int learner, bool policy)
{
    exile_batch_options o = EXILE_BATCH_OPTIONS_INIT;
    buffers b;
    unsigned calls[SLOTS] = { 0 };
    buffers_init(&b, &o, SLOTS);
    o.threads = threads;
    o.learner = learner;
    o.policy = policy ? last_action : NULL;
    o.policy_data = calls;
    exile_batch *batch = NULL;
    assert_status(exile_batch_create(&batch, &o), EXILE_OK);
    assert_null(exile_batch_match(batch, 0)); /* before the first reset */
    const uint64_t seed = 40 + threads;
    assert_status(exile_batch_reset(batch, seed), EXILE_OK);
    reference r = { .learner = learner, .policy = policy };
    for (size_t i = 0; i < SLOTS; i++) {
        r.seed[i] = seed + i;
        r.m[i] = create(r.seed[i]);
        if (!policy && learner >= 0)
            assert_status(exile_match_copy(r.m[i], exile_batch_match(batch, i)), EXILE_OK);
        reference_opponent(&r, i);
        compare(&r, &b, i);
        assert_int_equal(b.dones[i], 0);
    }
    uint64_t rng = 99;
    unsigned ends = 0;
    for (unsigned step = 0; step < STEPS; step++) {
        int32_t act[SLOTS];
        for (size_t i = 0; i < SLOTS; i++)
            act[i] = pick(b.mask + i * EXILE_DENSE_ACTIONS, &rng);
        assert_status(exile_batch_step(batch, act), EXILE_OK);
        for (size_t i = 0; i < SLOTS; i++) {
            exile_action a;
            assert_status(exile_match_dense_to_action(r.m[i], act[i], &a), EXILE_OK);
            assert_status(exile_match_apply(r.m[i], a), EXILE_OK);
            if (!policy && learner >= 0) {
                /* The random player's moves: read back from the batch, after
                 * checking that the learner's own action is what the batch
                 * applied (the batch's match went through it). */
                if (!b.dones[i])
                    assert_status(exile_match_copy(r.m[i], exile_batch_match(batch, i)), EXILE_OK);
            } else {
                reference_opponent(&r, i);
            }
            bool over = exile_match_to_act(r.m[i]) < 0 || b.dones[i];
            if (policy || learner < 0)
                assert_int_equal(b.dones[i], exile_match_to_act(r.m[i]) < 0);
            if (over) {
                if (policy || learner < 0) {
                    assert_true(b.rewards[2 * i] == (float)exile_match_returns(r.m[i], 0));
                    assert_true(b.rewards[2 * i + 1] == (float)exile_match_returns(r.m[i], 1));
                }
                assert_true(b.rewards[2 * i] + b.rewards[2 * i + 1] == 0.0f);
                ends++;
                exile_match_destroy(r.m[i]);
                r.seed[i] += SLOTS; /* auto-reset: the slot's next seed */
                r.m[i] = create(r.seed[i]);
                if (!policy && learner >= 0)
                    assert_status(exile_match_copy(r.m[i], exile_batch_match(batch, i)), EXILE_OK);
                reference_opponent(&r, i);
            } else {
                assert_true(b.rewards[2 * i] == 0.0f && b.rewards[2 * i + 1] == 0.0f);
            }
            compare(&r, &b, i);
            if (learner >= 0)
                assert_int_equal(b.to_act[i], learner);
        }
    }
    assert_true(ends >= SLOTS); /* each slot ended a match and went on */
    if (policy)
        assert_true(calls[0] > 0);
    for (size_t i = 0; i < SLOTS; i++)
        exile_match_destroy(r.m[i]);
    exile_batch_destroy(batch);
    buffers_free(&b);
}

static void test_both_seats_one_thread(void **state) { (void)state; against_reference(1, -1, false); }
static void test_both_seats_three_threads(void **state) { (void)state; against_reference(3, -1, false); }
static void test_policy_two_threads(void **state) { (void)state; against_reference(2, 1, true); }
static void test_random_opponent_two_threads(void **state) { (void)state; against_reference(2, 0, false); }

/* A batch's buffers on the heap, for any N. */
typedef struct heap_buffers {
    float *obs, *rewards;
    uint8_t *mask, *dones;
    int32_t *to_act;
} heap_buffers;

static void heap_init(heap_buffers *b, exile_batch_options *o, size_t n)
{
    b->obs = calloc(n * exile_observation_size(), sizeof *b->obs);
    b->rewards = calloc(2 * n, sizeof *b->rewards);
    b->mask = calloc(n * EXILE_DENSE_ACTIONS, 1);
    b->dones = calloc(n, 1);
    b->to_act = calloc(n, sizeof *b->to_act);
    assert_true(b->obs && b->rewards && b->mask && b->dones && b->to_act);
    o->matches = n;
    o->observations = b->obs;
    o->masks = b->mask;
    o->rewards = b->rewards;
    o->dones = b->dones;
    o->to_act = b->to_act;
}

static void heap_free(heap_buffers *b)
{
    free(b->obs);
    free(b->rewards);
    free(b->mask);
    free(b->dones);
    free(b->to_act);
}

/* A batch on @p threads threads writes what the same batch on one thread
 * writes, byte for byte, step after step: the random player's matches are
 * those of its seed, whichever thread steps a slot. */
static void threads_agree(size_t n, unsigned threads, int learner, bool policy, unsigned steps)
{
    exile_batch_options o1 = EXILE_BATCH_OPTIONS_INIT, o2 = EXILE_BATCH_OPTIONS_INIT;
    heap_buffers b1, b2;
    unsigned *calls1 = calloc(n, sizeof *calls1), *calls2 = calloc(n, sizeof *calls2);
    int32_t *act = calloc(n, sizeof *act);
    assert_true(calls1 && calls2 && act);
    heap_init(&b1, &o1, n);
    heap_init(&b2, &o2, n);
    o1.learner = o2.learner = learner;
    o2.threads = threads;
    if (policy) {
        o1.policy = o2.policy = last_action;
        o1.policy_data = calls1;
        o2.policy_data = calls2;
    }
    exile_batch *x = NULL, *y = NULL;
    assert_status(exile_batch_create(&x, &o1), EXILE_OK);
    assert_status(exile_batch_create(&y, &o2), EXILE_OK);
    assert_status(exile_batch_reset(x, 7), EXILE_OK);
    assert_status(exile_batch_reset(y, 7), EXILE_OK);
    uint64_t rng = 5;
    unsigned ends = 0;
    size_t obs = n * exile_observation_size() * sizeof(float);
    for (unsigned step = 0; step < steps; step++) {
        assert_memory_equal(b1.mask, b2.mask, n * EXILE_DENSE_ACTIONS);
        assert_memory_equal(b1.obs, b2.obs, obs);
        assert_memory_equal(b1.to_act, b2.to_act, n * sizeof *b1.to_act);
        for (size_t i = 0; i < n; i++)
            act[i] = pick(b1.mask + i * EXILE_DENSE_ACTIONS, &rng);
        assert_status(exile_batch_step(x, act), EXILE_OK);
        assert_status(exile_batch_step(y, act), EXILE_OK);
        assert_memory_equal(b1.rewards, b2.rewards, 2 * n * sizeof *b1.rewards);
        assert_memory_equal(b1.dones, b2.dones, n);
        for (size_t i = 0; i < n; i++)
            ends += b1.dones[i];
    }
    assert_true(ends > 0);
    if (policy)
        assert_memory_equal(calls1, calls2, n * sizeof *calls1);
    exile_batch_destroy(x);
    exile_batch_destroy(y);
    heap_free(&b1);
    heap_free(&b2);
    free(calls1);
    free(calls2);
    free(act);
}

static void test_random_opponent_is_seeded(void **state) { (void)state; threads_agree(SLOTS, 4, 1, false, 300); }

/* Enough slots for every thread to step some (and to take some of the
 * others' slices when it is done first). */
static void test_many_slots_threads_agree(void **state)
{
    (void)state;
    threads_agree(200, 3, -1, false, 400);
    threads_agree(200, 4, 0, false, 250);
    threads_agree(37, 3, 1, true, 250);
}

static void test_bad_input(void **state)
{
    (void)state;
    exile_batch_options o = EXILE_BATCH_OPTIONS_INIT;
    buffers b;
    buffers_init(&b, &o, SLOTS);
    exile_batch *batch = NULL;
    exile_batch_options bad = o;
    bad.matches = 0;
    assert_status(exile_batch_create(&batch, &bad), EXILE_E_INVALID_ARGUMENT);
    bad = o;
    bad.masks = NULL;
    assert_status(exile_batch_create(&batch, &bad), EXILE_E_INVALID_ARGUMENT);
    bad = o;
    bad.learner = 2;
    assert_status(exile_batch_create(&batch, &bad), EXILE_E_INVALID_ARGUMENT);
    bad = o;
    bad.threads = 65;
    assert_status(exile_batch_create(&batch, &bad), EXILE_E_INVALID_ARGUMENT);
    bad = o;
    bad.version = 99;
    assert_status(exile_batch_create(&batch, &bad), EXILE_E_VERSION);
    exile_match_options mo = EXILE_MATCH_OPTIONS_INIT;
    mo.max_rounds = EXILE_MAX_ROUNDS_LIMIT + 1;
    bad = o;
    bad.match = &mo;
    assert_status(exile_batch_create(&batch, &bad), EXILE_E_INVALID_ARGUMENT);
    assert_null(batch);
    assert_status(exile_batch_create(NULL, &o), EXILE_E_INVALID_ARGUMENT);

    assert_status(exile_batch_create(&batch, &o), EXILE_OK);
    int32_t act[SLOTS] = { 0 };
    assert_status(exile_batch_step(batch, act), EXILE_E_INVALID_ARGUMENT); /* no reset yet */
    assert_status(exile_batch_reset(batch, 1), EXILE_OK);
    assert_status(exile_batch_step(batch, NULL), EXILE_E_INVALID_ARGUMENT);
    uint64_t rng = 3;
    for (size_t i = 0; i < SLOTS; i++)
        act[i] = pick(b.mask + i * EXILE_DENSE_ACTIONS, &rng);
    /* One illegal action among legal ones: nothing applied. */
    size_t size = exile_observation_size();
    float *before = malloc(SLOTS * size * sizeof *before);
    assert_non_null(before);
    memcpy(before, b.obs, SLOTS * size * sizeof *before);
    uint32_t counts[SLOTS];
    for (size_t i = 0; i < SLOTS; i++)
        counts[i] = exile_match_action_count(exile_batch_match(batch, i));
    for (int32_t d = 0; d < (int32_t)EXILE_DENSE_ACTIONS; d++)
        if (!b.mask[3 * EXILE_DENSE_ACTIONS + (size_t)d]) {
            act[3] = d;
            break;
        }
    assert_status(exile_batch_step(batch, act), EXILE_E_ILLEGAL_ACTION);
    act[3] = -1;
    assert_status(exile_batch_step(batch, act), EXILE_E_ILLEGAL_ACTION);
    act[3] = (int32_t)EXILE_DENSE_ACTIONS;
    assert_status(exile_batch_step(batch, act), EXILE_E_ILLEGAL_ACTION);
    for (size_t i = 0; i < SLOTS; i++)
        assert_int_equal(exile_match_action_count(exile_batch_match(batch, i)), counts[i]);
    assert_memory_equal(before, b.obs, SLOTS * size * sizeof *before);
    assert_null(exile_batch_match(batch, SLOTS));
    free(before);
    exile_batch_destroy(batch);
    exile_batch_destroy(NULL);
    buffers_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_both_seats_one_thread),
        cmocka_unit_test(test_both_seats_three_threads),
        cmocka_unit_test(test_policy_two_threads),
        cmocka_unit_test(test_random_opponent_two_threads),
        cmocka_unit_test(test_random_opponent_is_seeded),
        cmocka_unit_test(test_many_slots_threads_agree),
        cmocka_unit_test(test_bad_input),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
