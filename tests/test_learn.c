/*
 * <exile/learn.h> over random matches of both boxes and of random drafts
 * (white-box only for the drafts: every call is the public API's): each
 * legal action has a dense index of its own that maps back to it, the mask
 * is the legal list, the relative code names the cards from the side of
 * the seat to act, the features are the observation scaled, within their
 * bounds, and equal in every determinized twin (nothing hidden), and the
 * returns are zero-sum.
 * Usage: test_learn [MATCHES per set]
 * SPDX-License-Identifier: MIT
 */
#include <limits.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <exile/exile.h>

#include "client_test.h"
#include "draft.h"

static unsigned long matches = 150;

enum { SET_BOX1, SET_BOX2, SET_DRAFTS, SETS };

static exile_match *new_match(unsigned set, uint64_t seed, exile_loadout lo[2])
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    opts.seed = seed;
    if (set == SET_BOX2) {
        assert_status(exile_recommended_loadout(2, &lo[0]), EXILE_OK);
        assert_status(exile_recommended_loadout(3, &lo[1]), EXILE_OK);
        opts.loadout[0] = &lo[0];
        opts.loadout[1] = &lo[1];
    } else if (set == SET_DRAFTS) {
        draft_random(seed, -1, lo);
        opts.loadout[0] = &lo[0];
        opts.loadout[1] = &lo[1];
    }
    exile_match *m = NULL;
    exile_status s = exile_match_create(&m, &opts);
    if (s == EXILE_E_UNSUPPORTED)
        return NULL; /* a draft with a card this version refuses (doc/status.md) */
    assert_status(s, EXILE_OK);
    return m;
}

/* The relative argument the header promises for a card of seat @p seat. */
static unsigned relative_card(unsigned inst, int seat)
{
    return inst < 40 && seat == 1 ? (inst + 20) % 40 : inst;
}

static void check_actions(const exile_match *m, const exile_action *legal, size_t n)
{
    int seat = exile_match_to_act(m);
    uint8_t mask[EXILE_DENSE_ACTIONS], seen[EXILE_DENSE_ACTIONS];
    size_t count = 0;
    memset(seen, 0, sizeof seen);
    assert_status(exile_match_legal_mask(m, mask, sizeof mask, &count), EXILE_OK);
    assert_int_equal(count, n);
    for (size_t i = 0; i < n; i++) {
        int d = exile_match_dense_action(m, legal[i]);
        if (d < 0 || d >= (int)EXILE_DENSE_ACTIONS)
            fail_msg("legal action %#x has no dense index", (unsigned)legal[i]);
        if (seen[d])
            fail_msg("dense index %d named twice in one decision", d);
        seen[d] = 1;
        assert_int_equal(mask[d], 1);
        exile_action back, rel, abs;
        assert_status(exile_match_dense_to_action(m, d, &back), EXILE_OK);
        assert_int_equal(back, legal[i]);
        assert_status(exile_match_relative_action(m, legal[i], &rel), EXILE_OK);
        assert_status(exile_match_absolute_action(m, rel, &abs), EXILE_OK);
        assert_int_equal(abs, legal[i]);
        assert_int_equal(EXILE_ACTION_KIND(rel), EXILE_ACTION_KIND(legal[i]));
        unsigned kind = EXILE_ACTION_KIND(legal[i]), arg = (unsigned)EXILE_ACTION_ARG(legal[i]);
        bool card_kind = kind == EXILE_ACT_ATTACK_UP || kind == EXILE_ACT_ATTACK_DOWN || kind == EXILE_ACT_BLOCK ||
                         kind == EXILE_ACT_CHANNEL || kind == EXILE_ACT_TACTICS || kind == EXILE_ACT_REACT ||
                         kind == EXILE_ACT_STEP_BACK || kind == EXILE_ACT_EXERT;
        if (card_kind) {
            /* A card from the actor's own hand: "my card" for either seat. */
            assert_int_equal((unsigned)EXILE_ACTION_ARG(rel), relative_card(arg, seat));
            if (arg < 40 && arg / 20 == (unsigned)seat)
                assert_true(EXILE_ACTION_ARG(rel) < 20);
        }
    }
    size_t ones = 0;
    for (unsigned d = 0; d < EXILE_DENSE_ACTIONS; d++) {
        ones += mask[d];
        assert_int_equal(mask[d], seen[d]);
        /* Every index that names an action here names it both ways. */
        exile_action a;
        if (exile_match_dense_to_action(m, (int)d, &a) == EXILE_OK)
            assert_int_equal(exile_match_dense_action(m, a), (int)d);
    }
    assert_int_equal(ones, n);
}

static void check_features(const exile_match *m, int seat, float *scaled, size_t size)
{
    float raw[1024];
    assert_true(size <= 1024);
    assert_status(exile_match_features(m, seat, scaled, size), EXILE_OK);
    exile_view *v = NULL;
    assert_status(exile_view_create(&v, m, seat), EXILE_OK);
    assert_status(exile_view_observe(v, raw, size), EXILE_OK);
    exile_view_destroy(v);
    for (int f = 0; f < exile_feature_count(); f++) {
        const exile_feature *fe = exile_feature_get(f);
        for (uint32_t k = 0; k < fe->size; k++) {
            float x = scaled[fe->offset + k];
            assert_true(isfinite(x));
            if (x != raw[fe->offset + k] / fe->scale)
                fail_msg("%s[%u]: %g, the observation says %g / %g", fe->name, k, (double)x,
                         (double)raw[fe->offset + k], (double)fe->scale);
            assert_true(raw[fe->offset + k] >= fe->low && raw[fe->offset + k] <= fe->high);
        }
    }
}

/* What @p seat sees does not change when what it cannot see is dealt again. */
static void check_twin(const exile_match *m, exile_match *twin, int seat, uint64_t seed, const float *mine,
                       size_t size)
{
    float theirs[1024];
    assert_status(exile_match_determinize(twin, m, seat, seed), EXILE_OK);
    assert_status(exile_match_features(twin, seat, theirs, size), EXILE_OK);
    assert_memory_equal(mine, theirs, size * sizeof *mine);
    if (exile_match_to_act(m) == seat) {
        uint8_t a[EXILE_DENSE_ACTIONS], b[EXILE_DENSE_ACTIONS];
        assert_status(exile_match_legal_mask(m, a, sizeof a, NULL), EXILE_OK);
        assert_status(exile_match_legal_mask(twin, b, sizeof b, NULL), EXILE_OK);
        assert_memory_equal(a, b, sizeof a); /* the seat's own choices are its own to see */
    }
}

static void play_set(unsigned set)
{
    size_t size = exile_observation_size();
    float feat[1024];
    exile_match *twin = new_match(SET_BOX1, 1, (exile_loadout[2]){ { 0 } });
    uint64_t rng = 0x1234567u + set;
    unsigned played = 0;
    for (unsigned long g = 0; g < matches; g++) {
        exile_loadout lo[2];
        exile_match *m = new_match(set, 1000u * set + g, lo);
        if (!m)
            continue;
        played++;
        unsigned step = 0;
        while (exile_match_to_act(m) >= 0) {
            exile_action legal[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(m, legal, EXILE_MAX_LEGAL_ACTIONS);
            assert_true(n > 0);
            check_actions(m, legal, n);
            assert_int_equal(exile_match_returns(m, 0), 0);
            assert_int_equal(exile_match_returns(m, 1), 0);
            if (step % 7 == 0) {
                int seat = (int)(step / 7 % 2);
                check_features(m, seat, feat, size);
                check_twin(m, twin, seat, xorshift64(&rng), feat, size);
            }
            assert_status(exile_match_apply(m, legal[xorshift64(&rng) % n]), EXILE_OK);
            step++;
        }
        int w = exile_match_winner(m);
        int r0 = exile_match_returns(m, 0), r1 = exile_match_returns(m, 1);
        assert_int_equal(r0 + r1, 0);
        assert_int_equal(r0, w == 0 ? 1 : w == 1 ? -1 : 0);
        uint8_t mask[EXILE_DENSE_ACTIONS];
        size_t count = 1;
        assert_status(exile_match_legal_mask(m, mask, sizeof mask, &count), EXILE_OK);
        assert_int_equal(count, 0);
        for (unsigned d = 0; d < EXILE_DENSE_ACTIONS; d++)
            assert_int_equal(mask[d], 0);
        exile_action a;
        assert_int_equal(exile_match_dense_action(m, EXILE_ACTION(EXILE_ACT_END, 0)), -1);
        assert_status(exile_match_dense_to_action(m, 0, &a), EXILE_E_GAME_OVER);
        assert_status(exile_match_relative_action(m, 0, &a), EXILE_E_GAME_OVER);
        check_features(m, 0, feat, size);
        exile_match_destroy(m);
    }
    assert_true(played > matches / 2);
    exile_match_destroy(twin);
}

static void test_box1(void **state) { (void)state; play_set(SET_BOX1); }
static void test_box2(void **state) { (void)state; play_set(SET_BOX2); }
static void test_drafts(void **state) { (void)state; play_set(SET_DRAFTS); }

/* The field table covers the vector once, in order, with names of their own. */
static void test_feature_table(void **state)
{
    (void)state;
    uint32_t at = 0;
    int n = exile_feature_count();
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        const exile_feature *f = exile_feature_get(i);
        assert_non_null(f);
        assert_int_equal(f->offset, at);
        assert_true(f->size > 0 && f->scale > 0.0f && f->low <= f->high);
        for (int j = 0; j < i; j++)
            assert_string_not_equal(f->name, exile_feature_get(j)->name);
        at += f->size;
    }
    assert_int_equal(at, exile_observation_size());
    assert_null(exile_feature_get(n));
    assert_null(exile_feature_get(-1));
}

/* Bad input: a clear status and nothing written. */
static void test_bad_input(void **state)
{
    (void)state;
    exile_match *m = new_match(SET_BOX1, 9, (exile_loadout[2]){ { 0 } });
    uint8_t mask[EXILE_DENSE_ACTIONS];
    float feat[1024];
    exile_action a = 77;
    memset(mask, 9, sizeof mask);
    assert_status(exile_match_legal_mask(NULL, mask, sizeof mask, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_match_legal_mask(m, NULL, sizeof mask, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_match_legal_mask(m, mask, sizeof mask - 1, NULL), EXILE_E_BUFFER_TOO_SMALL);
    assert_int_equal(mask[0], 9);
    assert_int_equal(exile_match_returns(NULL, 0), INT_MIN);
    assert_int_equal(exile_match_returns(m, 2), INT_MIN);
    assert_int_equal(exile_match_returns(m, -1), INT_MIN);
    assert_status(exile_match_features(m, 2, feat, 1024), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_match_features(NULL, 0, feat, 1024), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_match_features(m, 0, feat, exile_observation_size() - 1), EXILE_E_BUFFER_TOO_SMALL);
    assert_int_equal(exile_match_dense_action(NULL, 0), -1);
    assert_int_equal(exile_match_dense_action(m, EXILE_ACTION(EXILE_ACT_KIND_COUNT, 0)), -1);
    assert_int_equal(exile_match_dense_action(m, EXILE_ACTION(EXILE_ACT_TAP, 3)), -1);
    assert_int_equal(exile_match_dense_action(m, EXILE_ACTION(EXILE_ACT_BLOCK, 40)), -1);
    assert_int_equal(exile_match_dense_action(m, EXILE_ACTION_SPACE), -1);
    assert_status(exile_match_dense_to_action(m, -1, &a), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_match_dense_to_action(m, (int)EXILE_DENSE_ACTIONS, &a), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_match_dense_to_action(m, 0, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_status(exile_match_relative_action(m, EXILE_ACTION(EXILE_ACT_END, 1), &a), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(a, 77);
    /* The first and last entries: End, and the last Gear's ability. */
    assert_int_equal(exile_match_dense_action(m, EXILE_ACTION(EXILE_ACT_END, 0)), 0);
    assert_int_equal(exile_match_dense_action(m, EXILE_ACTION(EXILE_ACT_ABILITY, 3)), (int)EXILE_DENSE_ACTIONS - 1);
    exile_match_destroy(m);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        matches = strtoul(argv[1], NULL, 10);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_feature_table),
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_box1),
        cmocka_unit_test(test_box2),
        cmocka_unit_test(test_drafts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
