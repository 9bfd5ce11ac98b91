/*
 * The pre-game picks (§2 Play Packs) through the public API: who picks
 * when, what may be picked, and that every selection plays.
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include <exile/exile.h>

static exile_picks *start(int pool, int chooser)
{
    exile_picks_options po = EXILE_PICKS_OPTIONS_INIT;
    exile_picks *p = NULL;
    po.pool = pool;
    po.chooser = chooser;
    assert_int_equal(exile_picks_create(&p, &po), EXILE_OK);
    return p;
}

static int find(const char *code)
{
    int card = -1;
    assert_int_equal(exile_card_find(code, &card), EXILE_OK);
    return card;
}

static int kind(int card)
{
    return exile_card_kind_of(card);
}

static int category(int card)
{
    return exile_card_stat(card, EXILE_STAT_CATEGORY);
}

/* The cards a seat holds: 8 once its loadout is complete (an Exile, four
 * Gear, three Memories). */
static int held(const exile_picks *p, int seat)
{
    int n = 0;
    for (int card = 0; card < exile_card_count(); card++)
        n += exile_picks_holder(p, card) == seat;
    return n;
}

static uint64_t next_random(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* §2: the chooser names an Exile; from one box the other seat takes the
 * other Exile (with its Primary Weapon) and makes the first pick. */
static void one_box_exiles(void **state)
{
    (void)state;
    exile_picks *p = start(EXILE_PICKS_BOX_1, 1);
    assert_int_equal(exile_picks_to_act(p), 1);
    int cards[EXILE_PICKS_MAX_LEGAL];
    size_t n = exile_picks_legal(p, cards, EXILE_PICKS_MAX_LEGAL);
    assert_int_equal(n, 2); /* Box 1's two Exiles, nothing else */
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(kind(cards[i]), EXILE_CARD_EXILE);
        assert_int_equal(exile_card_stat(cards[i], EXILE_STAT_BOX), 1);
    }
    /* A Memory before the Exiles are settled is refused, nothing changed. */
    int mem = find("MEM-01");
    assert_int_equal(exile_picks_apply(p, mem), EXILE_E_ILLEGAL_ACTION);
    assert_int_equal(exile_picks_count(p), 0);
    assert_int_equal(exile_picks_holder(p, mem), -1);

    int chosen = cards[1], other = cards[0];
    assert_int_equal(exile_picks_apply(p, chosen), EXILE_OK);
    assert_int_equal(exile_picks_holder(p, chosen), 1);
    assert_int_equal(exile_picks_holder(p, other), 0);
    /* Each Exile's Primary Weapon comes with it. */
    assert_int_equal(exile_picks_holder(p, exile_card_stat(chosen, EXILE_STAT_GEAR)), 1);
    assert_int_equal(exile_picks_holder(p, exile_card_stat(other, EXILE_STAT_GEAR)), 0);
    /* The other player makes the first pick: Gear or Memories, no Primary. */
    assert_int_equal(exile_picks_to_act(p), 0);
    n = exile_picks_legal(p, cards, EXILE_PICKS_MAX_LEGAL);
    assert_int_equal(n, 6 + 6); /* 2 Secondary, 2 Protective, 2 Kit, 6 Memories */
    for (size_t i = 0; i < n; i++) {
        assert_true(kind(cards[i]) == EXILE_CARD_GEAR || kind(cards[i]) == EXILE_CARD_MEMORY);
        if (kind(cards[i]) == EXILE_CARD_GEAR)
            assert_int_not_equal(category(cards[i]), EXILE_GEAR_PRIMARY);
    }
    /* The loadouts are not ready yet. */
    exile_loadout lo;
    assert_int_equal(exile_picks_loadout(p, 0, &lo), EXILE_E_BAD_LOADOUT);
    exile_picks_destroy(p);
}

/* Picks alternate, one Gear of each category and three Memories each; a
 * seat that holds enough of a kind is not offered more of it. */
static void picks_alternate_and_limit(void **state)
{
    (void)state;
    exile_picks *p = start(EXILE_PICKS_BOX_2, 0);
    int cards[EXILE_PICKS_MAX_LEGAL];
    exile_picks_legal(p, cards, EXILE_PICKS_MAX_LEGAL);
    assert_int_equal(exile_picks_apply(p, cards[0]), EXILE_OK);
    /* Seat 1 picks a Secondary Weapon; the other Secondary is then seat 0's
     * to take, and seat 1 may not pick it. */
    int secondaries[2], ns = 0;
    size_t n = exile_picks_legal(p, cards, EXILE_PICKS_MAX_LEGAL);
    for (size_t i = 0; i < n; i++)
        if (kind(cards[i]) == EXILE_CARD_GEAR && category(cards[i]) == EXILE_GEAR_SECONDARY)
            secondaries[ns++] = cards[i];
    assert_int_equal(ns, 2);
    assert_int_equal(exile_picks_to_act(p), 1);
    assert_int_equal(exile_picks_apply(p, secondaries[0]), EXILE_OK);
    assert_int_equal(exile_picks_to_act(p), 0);
    /* A card already taken is refused. */
    assert_int_equal(exile_picks_apply(p, secondaries[0]), EXILE_E_ILLEGAL_ACTION);
    int mem[6], nm = 0;
    n = exile_picks_legal(p, cards, EXILE_PICKS_MAX_LEGAL);
    for (size_t i = 0; i < n; i++)
        if (kind(cards[i]) == EXILE_CARD_MEMORY)
            mem[nm++] = cards[i];
    assert_int_equal(nm, 6);
    assert_int_equal(exile_picks_apply(p, mem[0]), EXILE_OK); /* seat 0 */
    assert_int_equal(exile_picks_to_act(p), 1);
    n = exile_picks_legal(p, cards, EXILE_PICKS_MAX_LEGAL);
    for (size_t i = 0; i < n; i++)
        assert_false(kind(cards[i]) == EXILE_CARD_GEAR && category(cards[i]) == EXILE_GEAR_SECONDARY);
    assert_int_equal(exile_picks_apply(p, secondaries[1]), EXILE_E_ILLEGAL_ACTION);
    /* Seat 1 takes three Memories over its next picks; then none is offered. */
    for (int k = 1; k <= 3; k++) {
        assert_int_equal(exile_picks_to_act(p), 1);
        assert_int_equal(exile_picks_apply(p, mem[k]), EXILE_OK);
        if (k < 3) {
            assert_int_equal(exile_picks_to_act(p), 0);
            n = exile_picks_legal(p, cards, EXILE_PICKS_MAX_LEGAL);
            int g = -1;
            for (size_t i = 0; i < n && g < 0; i++)
                if (kind(cards[i]) == EXILE_CARD_GEAR)
                    g = cards[i];
            assert_int_equal(exile_picks_apply(p, g), EXILE_OK);
        }
    }
    assert_int_equal(exile_picks_to_act(p), 0);
    exile_picks_apply(p, mem[4]);
    n = exile_picks_legal(p, cards, EXILE_PICKS_MAX_LEGAL);
    assert_int_equal(exile_picks_to_act(p), 1);
    for (size_t i = 0; i < n; i++)
        assert_int_not_equal(kind(cards[i]), EXILE_CARD_MEMORY);
    exile_picks_destroy(p);
}

/* From a collection each seat chooses its Exile, the chooser first; the
 * other then picks first. */
static void collection_exiles(void **state)
{
    (void)state;
    exile_picks *p = start(EXILE_PICKS_COLLECTION, 0);
    int cards[EXILE_PICKS_MAX_LEGAL];
    assert_int_equal(exile_picks_legal(p, cards, EXILE_PICKS_MAX_LEGAL), 4);
    assert_int_equal(exile_picks_apply(p, cards[2]), EXILE_OK);
    assert_int_equal(exile_picks_to_act(p), 1);
    size_t n = exile_picks_legal(p, cards, EXILE_PICKS_MAX_LEGAL);
    assert_int_equal(n, 3);
    assert_int_equal(exile_picks_apply(p, cards[0]), EXILE_OK);
    assert_int_equal(exile_picks_to_act(p), 1); /* the other makes the first pick */
    n = exile_picks_legal(p, cards, EXILE_PICKS_MAX_LEGAL);
    for (size_t i = 0; i < n; i++)
        assert_int_not_equal(kind(cards[i]), EXILE_CARD_EXILE);
    exile_picks_destroy(p);
}

/* Random selections of every pool: each ends with two complete loadouts
 * that share no card, and a match plays from them. */
static void random_selections_play(void **state)
{
    (void)state;
    uint64_t x = 88172645463325252ull;
    for (int pool = EXILE_PICKS_BOX_1; pool <= EXILE_PICKS_COLLECTION; pool++)
        for (int round = 0; round < 60; round++) {
            exile_picks *p = start(pool, round & 1);
            int last = -1, gear_picks = 0;
            while (exile_picks_to_act(p) >= 0) {
                int cards[EXILE_PICKS_MAX_LEGAL];
                size_t n = exile_picks_legal(p, cards, EXILE_PICKS_MAX_LEGAL);
                assert_true(n > 0 && n <= EXILE_PICKS_MAX_LEGAL);
                assert_int_equal(exile_picks_legal(p, NULL, 0), n);
                int seat = exile_picks_to_act(p);
                int card = cards[next_random(&x) % n];
                if (kind(card) != EXILE_CARD_EXILE) {
                    /* The first pick is the non-chooser's; then the picks
                     * alternate, unless the other seat holds all it may. */
                    if (gear_picks == 0)
                        assert_int_equal(seat, 1 - (round & 1));
                    else if (last == seat)
                        assert_int_equal(held(p, 1 - seat), 8);
                    gear_picks++;
                }
                assert_int_equal(exile_picks_apply(p, card), EXILE_OK);
                assert_int_equal(exile_picks_holder(p, card), seat);
                last = seat;
            }
            assert_int_equal(held(p, 0), 8);
            assert_int_equal(held(p, 1), 8);
            assert_int_equal(exile_picks_apply(p, 0), EXILE_E_GAME_OVER);
            exile_loadout lo[2];
            assert_int_equal(exile_picks_loadout(p, 0, &lo[0]), EXILE_OK);
            assert_int_equal(exile_picks_loadout(p, 1, &lo[1]), EXILE_OK);
            exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
            opts.loadout[0] = &lo[0];
            opts.loadout[1] = &lo[1];
            opts.seed = (uint64_t)round;
            exile_match *m = NULL;
            assert_int_equal(exile_match_create(&m, &opts), EXILE_OK);
            if (pool != EXILE_PICKS_COLLECTION)
                for (int s = 0; s < 2; s++)
                    assert_int_equal(exile_card_stat(find(lo[s].exile), EXILE_STAT_BOX), pool);
            exile_match_destroy(m);
            exile_picks_destroy(p);
        }
}

static void bad_input(void **state)
{
    (void)state;
    exile_picks *p = NULL;
    exile_picks_options po = EXILE_PICKS_OPTIONS_INIT;
    assert_int_equal(exile_picks_create(NULL, &po), EXILE_E_INVALID_ARGUMENT);
    po.pool = 0;
    assert_int_equal(exile_picks_create(&p, &po), EXILE_E_INVALID_ARGUMENT);
    po.pool = EXILE_PICKS_BOX_1;
    po.chooser = 2;
    assert_int_equal(exile_picks_create(&p, &po), EXILE_E_INVALID_ARGUMENT);
    po.chooser = 0;
    po.version = 99;
    assert_int_equal(exile_picks_create(&p, &po), EXILE_E_VERSION);
    assert_null(p);
    assert_int_equal(exile_picks_to_act(NULL), -1);
    assert_int_equal(exile_picks_legal(NULL, NULL, 0), 0);
    assert_int_equal(exile_picks_apply(NULL, 0), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_picks_holder(NULL, 0), -2);
    assert_int_equal(exile_picks_count(NULL), -1);
    exile_picks_destroy(NULL);

    p = start(EXILE_PICKS_BOX_1, 0);
    assert_int_equal(exile_picks_apply(p, -1), EXILE_E_ILLEGAL_ACTION);
    assert_int_equal(exile_picks_apply(p, exile_card_count()), EXILE_E_ILLEGAL_ACTION);
    assert_int_equal(exile_picks_holder(p, exile_card_count()), -2);
    /* A card of the other box is outside the pool. */
    int cards[EXILE_PICKS_MAX_LEGAL];
    exile_picks *q = start(EXILE_PICKS_BOX_2, 0);
    exile_picks_legal(q, cards, EXILE_PICKS_MAX_LEGAL);
    assert_int_equal(exile_picks_apply(p, cards[0]), EXILE_E_ILLEGAL_ACTION);
    assert_int_equal(exile_picks_count(p), 0);
    exile_loadout lo;
    assert_int_equal(exile_picks_loadout(p, 2, &lo), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_picks_loadout(p, 0, NULL), EXILE_E_INVALID_ARGUMENT);
    exile_picks_destroy(q);
    exile_picks_destroy(p);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(one_box_exiles),
        cmocka_unit_test(picks_alternate_and_limit),
        cmocka_unit_test(collection_exiles),
        cmocka_unit_test(random_selections_play),
        cmocka_unit_test(bad_input),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
