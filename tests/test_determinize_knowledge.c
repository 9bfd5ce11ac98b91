/*
 * A determinization reveals nothing (exile_match_determinize): a sample is
 * a function of what the seat knows and of the seed, and of nothing else.
 * Two matches the seat cannot tell apart (the same view, the same marks of
 * what it remembers) give, with the same seed, the same sample byte for
 * byte, its generator included; and their views, view notations and
 * observation vectors are the same too.
 *
 * The pairs come from random matches of both boxes' first games, at random
 * positions, for each seat: the match and
 *  - a determinization of it for that seat with another seed, and
 *  - the match with two cards the seat cannot see swapped by hand: two
 *    cards of one deck (and their marks, which belong to the place), or a
 *    card of the opponent's hand the seat knows nothing of and a Move of
 *    its deck when no pending choice asks anything of its hand.
 *
 * Then the attack that worked when a sample was a function of the real
 * arrangement: a seat reads the seed off a sample's generator, determinizes
 * the sample again with it, reads from the two how the deal moved each
 * hidden card, and undoes that move; six samples vote card by card. It
 * must rebuild none of 20 positions (before samples were dealt from the
 * cards in instance order, it rebuilt 20 of 20).
 * White-box: it reads and swaps the flat states.
 *
 * usage: test_determinize_knowledge [PAIRS]  (of each kind, per box; 10000)
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "determinize.h"
#include "match.h"
#include "view.h"

static unsigned long pairs = 10000;

enum {
    CHECK_EVERY = 4,      /* one position in this many is checked */
    ATTACK_POSITIONS = 20,
    ATTACK_SAMPLES = 6,
    SLOT_CAP = 2 * EX_INSTANCES
};

static uint64_t next_rand(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* The box's recommended first game: loadouts 0 and 1, or 2 and 3. */
static exile_match *box_match(int box, uint64_t seed)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_loadout lo[2];
    for (int s = 0; s < 2; s++) {
        assert_int_equal(exile_recommended_loadout(2 * box + s, &lo[s]), EXILE_OK);
        opts.loadout[s] = &lo[s];
    }
    opts.seed = seed;
    exile_match *m = NULL;
    assert_int_equal(exile_match_create(&m, &opts), EXILE_OK);
    return m;
}

static void play_random(exile_match *m, uint64_t *rng)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    assert_true(n > 0);
    assert_int_equal(exile_match_apply(m, acts[next_rand(rng) % n]), EXILE_OK);
}

/* ---- the pair: what the seat reads of each, and what determinize deals ---- */

typedef struct seen {
    char text[EXILE_NOTATION_MAX];
    float obs[1024];
    ex_state st;
} seen;

static void read_view(const exile_match *m, int seat, seen *out)
{
    exile_view *v;
    assert_true(exile_observation_size() <= sizeof out->obs / sizeof out->obs[0]);
    assert_int_equal(exile_view_create(&v, m, seat), EXILE_OK);
    assert_int_equal(exile_view_to_notation(v, out->text, sizeof out->text), EXILE_OK);
    assert_int_equal(exile_view_observe(v, out->obs, exile_observation_size()), EXILE_OK);
    int s;
    out->st = *ex_view_state(v, &s);
    exile_view_destroy(v);
}

/* The seat's views of @p a and @p b, everything in them, are the same. */
static void expect_same_views(const exile_match *a, const exile_match *b, int seat, const char *pair)
{
    static seen va, vb;
    read_view(a, seat, &va);
    read_view(b, seat, &vb);
    if (strcmp(va.text, vb.text) != 0)
        fail_msg("%s: seat %d's view notation differs:\n%s\n----\n%s", pair, seat, va.text, vb.text);
    if (memcmp(va.obs, vb.obs, exile_observation_size() * sizeof va.obs[0]) != 0)
        fail_msg("%s: seat %d's observation vector differs", pair, seat);
    if (memcmp(&va.st, &vb.st, sizeof va.st) != 0)
        fail_msg("%s: seat %d's view holds a different state", pair, seat);
}

/* Determinized for @p seat with @p seed, @p a and @p b save the same bytes. */
static void expect_same_samples(const exile_match *a, const exile_match *b, int seat, uint64_t seed,
                                exile_match *work[2], const char *pair)
{
    static unsigned char save[2][4096];
    size_t size = exile_match_save_size();
    assert_true(size <= sizeof save[0]);
    const exile_match *from[2] = { a, b };
    for (int i = 0; i < 2; i++) {
        assert_int_equal(exile_match_determinize(work[i], from[i], seat, seed), EXILE_OK);
        assert_int_equal(exile_match_save(work[i], save[i], sizeof save[i], NULL), EXILE_OK);
    }
    if (memcmp(save[0], save[1], size) != 0) {
        static char ta[EXILE_NOTATION_MAX], tb[EXILE_NOTATION_MAX];
        assert_int_equal(exile_match_to_notation(work[0], ta, sizeof ta), EXILE_OK);
        assert_int_equal(exile_match_to_notation(work[1], tb, sizeof tb), EXILE_OK);
        fail_msg("%s: seat %d's samples with seed %llu differ:\n%s\n----\n%s", pair, seat,
                 (unsigned long long)seed, ta, tb);
    }
}

/* ---- swapping two cards the seat cannot see ---- */

typedef struct place {
    uint8_t pile, at;
} place;

static unsigned hidden_places(const ex_state *st, int seat, unsigned pile_seat, unsigned kind, place *out,
                              bool unmarked_moves)
{
    unsigned id = ex_pile_id(pile_seat, kind), n = 0;
    ex_pile p = ex_pile_get(st, id);
    for (unsigned i = 0; i < p.n; i++)
        if (!ex_visible(st, p.c[i], seat) && (!unmarked_moves || (!ex_is_token(p.c[i]) && !st->cflags[p.c[i]])))
            out[n++] = (place){ (uint8_t)id, (uint8_t)i };
    return n;
}

/* Swaps the cards at @p a and @p b of one deck: the marks stay with the
 * places (the bottom cards its owner knows). */
static void swap_in_deck(ex_state *st, place a, place b)
{
    uint8_t *c = ex_pile_cards(st, a.pile);
    uint8_t x = c[a.at], y = c[b.at], fx = st->cflags[x];
    c[a.at] = y;
    c[b.at] = x;
    st->cflags[x] = st->cflags[y];
    st->cflags[y] = fx;
}

/* Swaps an unmarked hidden Move of the opponent's hand with an unmarked
 * Move of its deck. */
static void swap_hand_deck(ex_state *st, unsigned opp, place h, place d)
{
    uint8_t *hand = ex_pile_cards(st, h.pile), *deck = ex_pile_cards(st, d.pile);
    uint8_t x = hand[h.at], y = deck[d.at];
    hand[h.at] = y;
    deck[d.at] = x;
    st->zone[x] = ZONE_DECK;
    st->zone[y] = ZONE_HAND;
    st->zseat[x] = st->zseat[y] = (uint8_t)opp;
    ex_pile_sort(st, h.pile); /* a hand is kept ascending */
}

/* Makes @p m another match @p seat cannot tell from it, by swapping two
 * cards it cannot see; false when it has no two such cards. */
static bool swap_hidden(exile_match *m, int seat, uint64_t *rng)
{
    ex_state *st = &m->st;
    unsigned opp = ex_opp((uint8_t)seat);
    place own[EX_PILE_CAP], odeck[EX_PILE_CAP], hand[EX_PILE_CAP], deck_moves[EX_PILE_CAP];
    unsigned nown = hidden_places(st, seat, (unsigned)seat, PILE_DECK, own, false);
    unsigned nodeck = hidden_places(st, seat, opp, PILE_DECK, odeck, false);
    unsigned nhand = 0, nmoves = 0;
    /* A hand and a deck are told apart by a pending choice the hand must
     * be able to make, an exchange's face-down card, and a face-down attack
     * played from the hand: then only the decks are reordered. */
    bool hidden_attack = st->atk.card != EX_NO_CARD && !ex_visible(st, st->atk.card, seat);
    if (ex_hand_need_of(st, seat, opp).kind == NEED_NONE && st->seat[opp].exchange_pick == EX_NO_CARD &&
        !hidden_attack) {
        nhand = hidden_places(st, seat, opp, PILE_HAND, hand, true);
        nmoves = hidden_places(st, seat, opp, PILE_DECK, deck_moves, true);
    }
    unsigned kinds[3], nk = 0;
    if (nown >= 2)
        kinds[nk++] = 0;
    if (nodeck >= 2)
        kinds[nk++] = 1;
    if (nhand && nmoves)
        kinds[nk++] = 2;
    if (!nk)
        return false;
    switch (kinds[next_rand(rng) % nk]) {
    case 0: {
        unsigned i = (unsigned)(next_rand(rng) % nown), j = (unsigned)(next_rand(rng) % (nown - 1));
        swap_in_deck(st, own[i], own[j + (j >= i)]);
        break;
    }
    case 1: {
        unsigned i = (unsigned)(next_rand(rng) % nodeck), j = (unsigned)(next_rand(rng) % (nodeck - 1));
        swap_in_deck(st, odeck[i], odeck[j + (j >= i)]);
        break;
    }
    default:
        swap_hand_deck(st, opp, hand[next_rand(rng) % nhand], deck_moves[next_rand(rng) % nmoves]);
    }
    m->legal_cached = false;
    char err[256];
    if (ex_state_check(st, err, sizeof err) != EXILE_OK)
        fail_msg("a swap of hidden cards left a state that fails its checks: %s", err);
    return true;
}

/* ---- the property ---- */

static void check_pairs(int box)
{
    uint64_t rng = 0x5eed0000u + (uint64_t)box;
    unsigned long dealt = 0, swapped = 0;
    exile_match *other, *work[2];
    exile_match *seed_match = box_match(box, 1);
    assert_int_equal(exile_match_clone(&other, seed_match), EXILE_OK);
    for (int i = 0; i < 2; i++)
        assert_int_equal(exile_match_clone(&work[i], seed_match), EXILE_OK);
    exile_match_destroy(seed_match);
    for (uint64_t g = 1; dealt < pairs || swapped < pairs; g++) {
        exile_match *m = box_match(box, g);
        while (exile_match_to_act(m) >= 0) {
            if (next_rand(&rng) % CHECK_EVERY == 0)
                for (int seat = 0; seat < 2; seat++) {
                    uint64_t seed = next_rand(&rng);
                    assert_int_equal(exile_match_determinize(other, m, seat, next_rand(&rng)), EXILE_OK);
                    expect_same_views(m, other, seat, "a match and its determinization");
                    expect_same_samples(m, other, seat, seed, work, "a match and its determinization");
                    dealt++;
                    assert_int_equal(exile_match_copy(other, m), EXILE_OK);
                    if (swap_hidden(other, seat, &rng)) {
                        expect_same_views(m, other, seat, "a match and the match with two hidden cards swapped");
                        expect_same_samples(m, other, seat, seed, work,
                                            "a match and the match with two hidden cards swapped");
                        swapped++;
                    }
                }
            play_random(m, &rng);
        }
        exile_match_destroy(m);
    }
    exile_match_destroy(other);
    for (int i = 0; i < 2; i++)
        exile_match_destroy(work[i]);
    printf("box %d: %lu pairs a determinization apart, %lu pairs a swap apart: same samples, same views\n",
           box + 1, dealt, swapped);
}

static void box1_indistinguishable_matches_deal_alike(void **state)
{
    (void)state;
    check_pairs(0);
}

static void box2_indistinguishable_matches_deal_alike(void **state)
{
    (void)state;
    check_pairs(1);
}

/* ---- the attack ---- */

/* The places of the cards @p seat cannot see, in an order that does not
 * depend on where they lie: its deck's hidden cards, then the opponent's
 * (from opp on): its face-down attack, its hand's hidden cards (from hand
 * to hand_end), its deck's. */
typedef struct slots {
    uint8_t c[SLOT_CAP];
    unsigned n, opp, hand, hand_end;
} slots;

static void slots_of(const ex_state *st, int seat, slots *out)
{
    unsigned opp = ex_opp((uint8_t)seat), n = 0;
    ex_pile own = ex_seat_pile(st, (unsigned)seat, PILE_DECK);
    for (unsigned i = 0; i < own.n; i++)
        if (!ex_visible(st, own.c[i], seat))
            out->c[n++] = own.c[i];
    out->opp = n;
    if (st->atk.card != EX_NO_CARD && !ex_visible(st, st->atk.card, seat))
        out->c[n++] = st->atk.card;
    out->hand = n;
    ex_pile h = ex_seat_pile(st, opp, PILE_HAND);
    for (unsigned i = 0; i < h.n; i++)
        if (!ex_visible(st, h.c[i], seat))
            out->c[n++] = h.c[i];
    out->hand_end = n;
    ex_pile d = ex_seat_pile(st, opp, PILE_DECK);
    for (unsigned i = 0; i < d.n; i++)
        if (!ex_visible(st, d.c[i], seat))
            out->c[n++] = d.c[i];
    out->n = n;
}

static int cmp_bytes(const void *a, const void *b)
{
    return (int)*(const uint8_t *)a - (int)*(const uint8_t *)b;
}

/* The attacker's guess of the real position from the samples of @p seat:
 * for each sample S, the seed read off its generator (inc = seed << 1 | 1;
 * the test's seeds are below 2^63, the attacker's best case), T the sample
 * of S with that seed. Each place q of T holds the card that lay at some
 * place p of S: if the deal moved p to q, the real match held at p what S
 * holds at q. The samples vote place by place; the hand, kept ascending,
 * tells nothing by its places: it is guessed as the opponent's hidden
 * cards the guess puts in neither its attack nor its deck. True when the
 * guess is the match: both decks in order, the attack, the hand. */
static bool attack_rebuilds(const exile_match *m, int seat, exile_match *const samples[ATTACK_SAMPLES],
                            exile_match *again)
{
    slots real, sv, tv;
    uint8_t guess[ATTACK_SAMPLES][SLOT_CAP];
    slots_of(&m->st, seat, &real);
    unsigned n = real.n;
    for (int k = 0; k < ATTACK_SAMPLES; k++) {
        const ex_state *s = &samples[k]->st;
        uint64_t seed = s->rng_inc >> 1;
        assert_int_equal(exile_match_determinize(again, samples[k], seat, seed), EXILE_OK);
        slots_of(s, seat, &sv);
        slots_of(&again->st, seat, &tv);
        assert_int_equal(sv.n, n);
        assert_int_equal(tv.n, n);
        for (unsigned q = 0; q < n; q++) {
            unsigned p = 0;
            while (p < n && sv.c[p] != tv.c[q])
                p++;
            assert_true(p < n);
            guess[k][p] = q >= sv.hand && q < sv.hand_end ? EX_NO_CARD : sv.c[q];
        }
    }
    uint8_t voted[SLOT_CAP];
    for (unsigned p = 0; p < n; p++) {
        unsigned best = 0, best_votes = 0;
        for (int k = 0; k < ATTACK_SAMPLES; k++) {
            unsigned votes = 0;
            for (int j = 0; j < ATTACK_SAMPLES; j++)
                votes += guess[k][p] != EX_NO_CARD && guess[j][p] == guess[k][p];
            if (votes > best_votes)
                best = (unsigned)k, best_votes = votes;
        }
        voted[p] = guess[best][p];
    }
    bool placed[EX_INSTANCES] = { false };
    for (unsigned p = real.opp; p < n; p++)
        if ((p < real.hand || p >= real.hand_end) && voted[p] != EX_NO_CARD)
            placed[voted[p]] = true;
    unsigned k = real.hand;
    for (unsigned p = real.opp; p < n; p++) /* the cards of a sample: the seat knows them */
        if (!placed[sv.c[p]] && k < real.hand_end)
            voted[k++] = sv.c[p];
    qsort(voted + real.hand, real.hand_end - real.hand, 1, cmp_bytes);
    return k == real.hand_end && memcmp(voted, real.c, n) == 0;
}

/* A position worth the attack: each seat's hidden cards can lie in more
 * ways than chance would guess (four or more in each deck, two in the
 * opponent's hand). */
static bool worth_attacking(const exile_match *m, int seat)
{
    slots v;
    slots_of(&m->st, seat, &v);
    return v.opp >= 4 && v.n - v.hand_end >= 4 && v.hand_end - v.hand >= 2;
}

static void samples_do_not_rebuild_the_match(void **state)
{
    (void)state;
    uint64_t rng = 0xa77ac4u;
    exile_match *samples[ATTACK_SAMPLES], *again;
    exile_match *first = box_match(0, 1);
    for (int k = 0; k < ATTACK_SAMPLES; k++)
        assert_int_equal(exile_match_clone(&samples[k], first), EXILE_OK);
    assert_int_equal(exile_match_clone(&again, first), EXILE_OK);
    exile_match_destroy(first);
    unsigned rebuilt = 0, positions = 0;
    for (uint64_t g = 1; positions < ATTACK_POSITIONS; g++) {
        exile_match *m = box_match((int)(g % 2), 1000 + g);
        unsigned stop = 10 + (unsigned)(next_rand(&rng) % 50), played = 0;
        while (exile_match_to_act(m) >= 0 && (played < stop || !worth_attacking(m, exile_match_to_act(m)))) {
            play_random(m, &rng);
            played++;
        }
        int seat = exile_match_to_act(m);
        if (seat >= 0) {
            for (int k = 0; k < ATTACK_SAMPLES; k++)
                assert_int_equal(exile_match_determinize(samples[k], m, seat, next_rand(&rng) >> 1), EXILE_OK);
            rebuilt += attack_rebuilds(m, seat, samples, again);
            positions++;
        }
        exile_match_destroy(m);
    }
    for (int k = 0; k < ATTACK_SAMPLES; k++)
        exile_match_destroy(samples[k]);
    exile_match_destroy(again);
    printf("the attack from %d samples rebuilt %u of %u positions\n", ATTACK_SAMPLES, rebuilt, positions);
    assert_int_equal(rebuilt, 0);
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(box1_indistinguishable_matches_deal_alike),
        cmocka_unit_test(box2_indistinguishable_matches_deal_alike),
        cmocka_unit_test(samples_do_not_rebuild_the_match),
    };
    if (argc > 1)
        pairs = strtoul(argv[1], NULL, 10);
    return cmocka_run_group_tests(tests, NULL, NULL);
}
