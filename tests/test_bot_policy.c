/*
 * A bundled bot as a batch's opponent (<exile/bots.h>, exile_bot_policy):
 * a batch against "greedy" steps, writes the same buffers again from the
 * same seeds and on any number of threads (the suite 'threads' runs it
 * under ThreadSanitizer), plays again the same after
 * exile_bot_policy_reseed(); a learner playing at random loses most of
 * its matches to greedy; a spec the bots' library does not know fails
 * with its message.
 * Client test: <exile/exile.h> and <exile/bots.h> only.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <exile/bots.h>
#include <exile/exile.h>

#include "client_test.h"

/* A batch of n slots, the learner seat 0, the other seat the policy's. */
typedef struct run {
    size_t n;
    float *obs, *rewards;
    uint8_t *mask, *dones;
    int32_t *to_act, *act;
    exile_bot_policy *policy;
    exile_batch *batch;
} run;

static void run_init_slots(run *r, size_t n, unsigned threads, const char *spec, uint64_t seed, size_t bots)
{
    memset(r, 0, sizeof *r);
    r->n = n;
    r->obs = calloc(n * exile_observation_size(), sizeof *r->obs);
    r->rewards = calloc(2 * n, sizeof *r->rewards);
    r->mask = calloc(n * EXILE_DENSE_ACTIONS, 1);
    r->dones = calloc(n, 1);
    r->to_act = calloc(n, sizeof *r->to_act);
    r->act = calloc(n, sizeof *r->act);
    assert_true(r->obs && r->rewards && r->mask && r->dones && r->to_act && r->act);
    char err[256];
    assert_status(exile_bot_policy_create(&r->policy, spec, bots, seed, err, sizeof err), EXILE_OK);
    exile_match_options mo = EXILE_MATCH_OPTIONS_INIT;
    mo.flags = EXILE_MATCH_CANONICAL_STAMINA;
    exile_batch_options o = EXILE_BATCH_OPTIONS_INIT;
    o.matches = n;
    o.threads = threads;
    o.learner = 0;
    o.policy = exile_bot_policy_choose;
    o.policy_data = r->policy;
    o.match = &mo;
    o.observations = r->obs;
    o.masks = r->mask;
    o.rewards = r->rewards;
    o.dones = r->dones;
    o.to_act = r->to_act;
    assert_status(exile_batch_create(&r->batch, &o), EXILE_OK);
}

static void run_init(run *r, size_t n, unsigned threads, const char *spec, uint64_t seed)
{
    run_init_slots(r, n, threads, spec, seed, n);
}

static void run_free(run *r)
{
    exile_batch_destroy(r->batch);
    exile_bot_policy_destroy(r->policy);
    free(r->obs);
    free(r->rewards);
    free(r->mask);
    free(r->dones);
    free(r->to_act);
    free(r->act);
}

/* The learner's actions: at random among the 1s of each slot's mask. */
static void pick(run *r, uint64_t *rng)
{
    for (size_t i = 0; i < r->n; i++) {
        const uint8_t *mask = r->mask + i * EXILE_DENSE_ACTIONS;
        int32_t legal[EXILE_DENSE_ACTIONS];
        size_t k = 0;
        for (int32_t d = 0; d < (int32_t)EXILE_DENSE_ACTIONS; d++)
            if (mask[d])
                legal[k++] = d;
        assert_true(k > 0);
        r->act[i] = legal[xorshift64(rng) % k];
    }
}

/* Two runs write the same buffers, step after step. */
static void assert_same(const run *a, const run *b)
{
    assert_memory_equal(a->obs, b->obs, a->n * exile_observation_size() * sizeof *a->obs);
    assert_memory_equal(a->mask, b->mask, a->n * EXILE_DENSE_ACTIONS);
    assert_memory_equal(a->rewards, b->rewards, 2 * a->n * sizeof *a->rewards);
    assert_memory_equal(a->dones, b->dones, a->n);
    assert_memory_equal(a->to_act, b->to_act, a->n * sizeof *a->to_act);
}

/* Against @p spec on 1 and 3 threads, from the same seeds: the same steps;
 * reseeded, the same first step again. */
static void reproducible(const char *spec, size_t n, unsigned steps, bool want_ends)
{
    run a, b;
    run_init(&a, n, 1, spec, 100);
    run_init(&b, n, 3, spec, 100);
    assert_status(exile_batch_reset(a.batch, 5), EXILE_OK);
    assert_status(exile_batch_reset(b.batch, 5), EXILE_OK);
    assert_same(&a, &b);
    uint64_t rng = 17;
    unsigned ends = 0;
    for (unsigned step = 0; step < steps; step++) {
        pick(&a, &rng);
        memcpy(b.act, a.act, n * sizeof *a.act);
        assert_status(exile_batch_step(a.batch, a.act), EXILE_OK);
        assert_status(exile_batch_step(b.batch, b.act), EXILE_OK);
        assert_same(&a, &b);
        for (size_t i = 0; i < n; i++) {
            assert_int_equal(a.to_act[i], 0); /* the learner decides at every step */
            ends += a.dones[i];
        }
    }
    if (want_ends)
        assert_true(ends > 0); /* and the slots went on to their next matches */
    size_t size = n * exile_observation_size() * sizeof(float);
    float *first = malloc(size);
    assert_non_null(first);
    assert_status(exile_bot_policy_reseed(a.policy, 100), EXILE_OK);
    assert_status(exile_batch_reset(a.batch, 5), EXILE_OK);
    memcpy(first, a.obs, size);
    rng = 17;
    pick(&a, &rng);
    assert_status(exile_batch_step(a.batch, a.act), EXILE_OK);
    assert_status(exile_bot_policy_reseed(b.policy, 100), EXILE_OK);
    assert_status(exile_batch_reset(b.batch, 5), EXILE_OK);
    assert_memory_equal(first, b.obs, size);
    memcpy(b.act, a.act, n * sizeof *a.act);
    assert_status(exile_batch_step(b.batch, b.act), EXILE_OK);
    assert_same(&a, &b);
    free(first);
    run_free(&a);
    run_free(&b);
}

static void test_greedy_reproducible(void **state)
{
    (void)state;
    reproducible("greedy", 6, 150, true);
}

static void test_search_reproducible(void **state)
{
    (void)state;
    reproducible("ismcts-full:iterations=20", 3, 30, false);
}

/* A learner playing at random loses most of its matches to greedy. */
static void test_random_loses_to_greedy(void **state)
{
    (void)state;
    enum { N = 16, MATCHES = 48 };
    run r;
    run_init(&r, N, 2, "greedy", 1);
    assert_status(exile_batch_reset(r.batch, 1000), EXILE_OK);
    uint64_t rng = 3;
    unsigned ended = 0, won = 0, lost = 0;
    while (ended < MATCHES) {
        pick(&r, &rng);
        assert_status(exile_batch_step(r.batch, r.act), EXILE_OK);
        for (size_t i = 0; i < N; i++)
            if (r.dones[i]) {
                ended++;
                won += r.rewards[2 * i] > 0;
                lost += r.rewards[2 * i] < 0;
            }
    }
    print_message("random against greedy: %u won, %u lost of %u\n", won, lost, ended);
    assert_true(lost * 4 >= ended * 3); /* three in four at least */
    run_free(&r);
}

/* The bots' library's message for a spec it does not know. */
static void test_bad_specs(void **state)
{
    (void)state;
    exile_bot_policy *p = NULL;
    char err[256];
    assert_status(exile_bot_policy_create(&p, "gredy", 4, 1, err, sizeof err), EXILE_E_NOT_FOUND);
    assert_string_equal(err, "there is no bot 'gredy'");
    assert_null(p);
    assert_status(exile_bot_policy_create(&p, "ismcts-full:iterations=ten", 4, 1, err, sizeof err), EXILE_E_PARSE);
    assert_non_null(strstr(err, "iterations"));
    assert_status(exile_bot_policy_create(&p, "greedy", 0, 1, err, sizeof err), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_bot_policy_create(&p, NULL, 4, 1, err, sizeof err), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_bot_policy_create(NULL, "greedy", 4, 1, NULL, 0), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_bot_policy_reseed(NULL, 1), EXILE_E_INVALID_ARGUMENT);
    exile_bot_policy_destroy(NULL);

    /* A slot the policy has no bot for: no action, and the step fails. */
    assert_status(exile_bot_policy_create(&p, "random", 1, 1, err, sizeof err), EXILE_OK);
    exile_match_options mo = EXILE_MATCH_OPTIONS_INIT;
    exile_match *m = NULL;
    assert_status(exile_match_create(&m, &mo), EXILE_OK);
    assert_true(exile_bot_policy_choose(m, 1, p) == EXILE_BOT_NO_ACTION);
    assert_true(exile_bot_policy_choose(NULL, 0, p) == EXILE_BOT_NO_ACTION);
    assert_true(exile_bot_policy_choose(m, 0, NULL) == EXILE_BOT_NO_ACTION);
    exile_action legal[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, legal, EXILE_MAX_LEGAL_ACTIONS);
    exile_action a = exile_bot_policy_choose(m, 0, p);
    bool found = false;
    for (size_t i = 0; i < n; i++)
        found |= legal[i] == a;
    assert_true(found);
    exile_match_destroy(m);
    exile_bot_policy_destroy(p);

    /* A batch of more slots than the policy has bots: the step that asks
     * for the missing bot fails. */
    run r;
    run_init_slots(&r, 3, 1, "random", 1, 2);
    exile_status s = exile_batch_reset(r.batch, 1);
    uint64_t rng = 9;
    for (unsigned step = 0; s == EXILE_OK && step < 1000; step++) {
        pick(&r, &rng);
        s = exile_batch_step(r.batch, r.act);
    }
    assert_status(s, EXILE_E_ILLEGAL_ACTION);
    run_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_greedy_reproducible),
        cmocka_unit_test(test_search_reproducible),
        cmocka_unit_test(test_random_loses_to_greedy),
        cmocka_unit_test(test_bad_specs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
