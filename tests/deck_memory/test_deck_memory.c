/*
 * What a seat knows of the decks, kept by exile_match_determinize():
 *  - after a Fatigue rebuild (§5 Fatigue: "You shuffle your Recall Pile
 *    and lay it face-down: it is your deck"), both seats know the new
 *    deck's cards: the cards of the hand then are none of them, and the
 *    cards taken from it since are some of them;
 *  - a card seen out of its owner's deck since (a hand known to the other
 *    seat, then forgotten after a face-down attack) is in no deck;
 *  - the cards a seat put on the bottom of its own deck after a look
 *    (§6.4 #16, F4: their order is their owner's and hidden) stay there,
 *    in order, in its own samples, and are unknown to the other seat.
 * White-box: it reads the flat states.
 *
 * Usage: test_deck_memory [MATCHES]  (default 150 per box, random play)
 * SPDX-License-Identifier: MIT
 */
#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "match.h"
#include "scenario.h"

enum { SEEDS = 200 };

/* The recommended loadouts of Box 1's first game: Lark (seat 0) and
 * Brannoch (seat 1). */
#define SEATS "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
              "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"

static unsigned long matches = 150;

static uint64_t next_rand(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* The instance of the Move printed @p code. */
static unsigned move(const exile_match *m, const char *code)
{
    int id;
    assert_int_equal(exile_card_find(code, &id), EXILE_OK);
    for (unsigned i = 0; i < EX_MOVES; i++)
        if (m->st.def[i] == id)
            return i;
    fail_msg("%s is no Move of this match", code);
    return EX_NO_CARD;
}

static bool in_pile(ex_pile p, unsigned inst)
{
    return ex_pile_find(p, inst) >= 0;
}

static void expect_valid(const exile_match *m)
{
    char err[256];
    if (ex_state_check(&m->st, err, sizeof err) != EXILE_OK)
        fail_msg("a sample breaks a check of the state: %s\n%s", err, scenario_notation(m));
}

/* ---- a Fatigue rebuild ---- */

/* Brannoch (seat 1) holds 3 cards, his deck is empty and his Recall Pile
 * holds 8: at the Refill he loses 1 HP, the 8 become his deck, and he
 * takes 3 of them. */
static const char fatigue_position[] = "exile-notation 2\n"
                                       SEATS
                                       "round 3\n"
                                       "step refill\n"
                                       "hand 1 MV-006 MV-007 MV-008\n"
                                       "recall 1 MV-009 MV-010 MV-016 MV-017 MV-018 MV-019 MV-020 MV-026\n"
                                       "destroyed 1 MV-027 MV-028 MV-029 MV-030 MV-036 MV-037 MV-038 MV-039 MV-040\n"
                                       "end\n";

static void fatigue_deck_is_the_recall_pile(void **state)
{
    (void)state;
    exile_match *m = scenario_load(fatigue_position), *sample;
    const char *const recall[] = { "MV-009", "MV-010", "MV-016", "MV-017", "MV-018", "MV-019", "MV-020", "MV-026" };
    const char *const kept[] = { "MV-006", "MV-007", "MV-008" };
    const char *rule = "§5 Fatigue: the Recall Pile shuffled is the deck; the hand keeps its other cards";
    assert_int_equal(exile_match_get(m, EXILE_OMNISCIENT, EXILE_FIELD_HAND_COUNT, 1, 0), 6);
    assert_int_equal(exile_match_get(m, EXILE_OMNISCIENT, EXILE_FIELD_DECK_COUNT, 1, 0), 5);
    assert_int_equal(exile_match_clone(&sample, m), EXILE_OK);
    bool varied = false;
    uint64_t first_deck = 0;
    for (uint64_t seed = 0; seed < SEEDS; seed++) {
        assert_int_equal(exile_match_determinize(sample, m, 0, seed), EXILE_OK);
        expect_valid(sample);
        ex_pile deck = ex_seat_pile(&sample->st, 1, PILE_DECK), hand = ex_seat_pile(&sample->st, 1, PILE_HAND);
        uint64_t in_deck = 0;
        for (unsigned i = 0; i < deck.n; i++)
            in_deck |= 1ull << deck.c[i];
        for (unsigned k = 0; k < 3; k++)
            if (!in_pile(hand, move(m, kept[k])))
                fail_msg("%s: seed %" PRIu64 " deals %s, in the hand at the rebuild, out of it\n%s", rule, seed,
                         kept[k], scenario_notation(sample));
        unsigned from_recall = 0;
        for (unsigned k = 0; k < 8; k++)
            from_recall += in_pile(deck, move(m, recall[k])) || in_pile(hand, move(m, recall[k]));
        if (from_recall != 8 || deck.n != 5)
            fail_msg("%s: seed %" PRIu64 " deals the deck and the cards taken from it otherwise\n%s", rule, seed,
                     scenario_notation(sample));
        varied |= seed > 0 && in_deck != first_deck;
        if (seed == 0)
            first_deck = in_deck;
    }
    assert_true(varied); /* which 3 of the 8 were taken is hidden */
    scenario_expect_count_now(m, "hand 1", "~MV-", 3, rule); /* written '~' (doc/notation.md) */
    exile_match_destroy(sample);
    exile_match_destroy(m);
}

/* ---- a hand known, then forgotten ---- */

/* Brannoch's Tidal Crush (MV-007) came back to his hand seen (the
 * Reload); he attacks face-down with Surge Swing (MV-006): Lark no longer
 * knows which card left (F2), but MV-007 is in his hand or in the Combat
 * Zone, never in his deck. */
static void forgotten_card_stays_out_of_the_deck(void **state)
{
    (void)state;
    exile_match *m = scenario_load("exile-notation 2\n"
                                   SEATS
                                   "players first=1 initiative=1 turn=1 next=1\n"
                                   "hand 0 MV-001 MV-002\n"
                                   "hand 1 MV-006 +MV-007 MV-008 MV-027\n"
                                   "end\n"),
                *sample;
    const char *rule = "F2: a known card forgotten after a face-down attack is still in the hand or the attack";
    unsigned known = move(m, "MV-007"), played = move(m, "MV-006");
    assert_int_equal(exile_match_apply(m, EXILE_ACTION(EXILE_ACT_ATTACK_DOWN, (int)played)), EXILE_OK);
    assert_false(ex_visible(&m->st, known, 0));
    assert_int_equal(exile_match_clone(&sample, m), EXILE_OK);
    unsigned as_attack = 0;
    for (uint64_t seed = 0; seed < SEEDS; seed++) {
        assert_int_equal(exile_match_determinize(sample, m, 0, seed), EXILE_OK);
        expect_valid(sample);
        if (in_pile(ex_seat_pile(&sample->st, 1, PILE_DECK), known))
            fail_msg("%s: seed %" PRIu64 " deals MV-007 into the deck\n%s", rule, seed, scenario_notation(sample));
        as_attack += sample->st.atk.card == known;
    }
    assert_true(as_attack > 0); /* it may be the card that left */
    exile_match_destroy(sample);
    exile_match_destroy(m);
}

/* ---- the bottom of a deck ---- */

/* Lark plays Second Sight: she looks at MV-011, MV-012, MV-013, takes
 * Glass Needle (MV-011) and puts the other two on the bottom. */
static exile_match *after_a_look(void)
{
    exile_match *m = scenario_load("exile-notation 2\n"
                                   SEATS
                                   "players\n"
                                   "hand 0 MV-031 MV-002\n"
                                   "deck 0 MV-011 MV-012 MV-013 MV-014 MV-015\n"
                                   "end\n");
    scenario_act_lines(m, "tap: The Lantern Vigil\nplay: Second Sight\npass\npass\nchoose: Glass Needle\n");
    scenario_expect_now(m, "decision turn seat=0", "§6.4 #16");
    return m;
}

static void own_bottom_cards_stay_in_order(void **state)
{
    (void)state;
    exile_match *m = after_a_look(), *sample;
    const char *rule = "§6.4 #16, F4: the cards put on the bottom are their owner's to know, in order";
    ex_pile real = ex_seat_pile(&m->st, 0, PILE_DECK);
    unsigned n = real.n, first = real.c[0];
    assert_int_equal(real.c[n - 2], move(m, "MV-012"));
    assert_int_equal(real.c[n - 1], move(m, "MV-013"));
    assert_int_equal(exile_match_clone(&sample, m), EXILE_OK);
    bool shuffled = false;
    for (uint64_t seed = 0; seed < SEEDS; seed++) {
        assert_int_equal(exile_match_determinize(sample, m, 0, seed), EXILE_OK);
        expect_valid(sample);
        ex_pile deck = ex_seat_pile(&sample->st, 0, PILE_DECK);
        if (deck.c[n - 2] != move(m, "MV-012") || deck.c[n - 1] != move(m, "MV-013"))
            fail_msg("%s: seed %" PRIu64 " deals them again\n%s", rule, seed, scenario_notation(sample));
        shuffled |= deck.c[0] != first;
    }
    assert_true(shuffled); /* the rest of the deck is dealt again */
    exile_match_destroy(sample);
    exile_match_destroy(m);
}

/* F4: what a seat knows is in its view. Lark reads the two cards at the
 * bottom of her deck, in order, and nothing else of it; Brannoch reads
 * none of her deck. */
static void owner_reads_its_bottom_cards(void **state)
{
    (void)state;
    exile_match *m = after_a_look();
    int n = exile_match_get(m, 0, EXILE_FIELD_DECK_COUNT, 0, 0);
    int needle, other;
    assert_int_equal(exile_card_find("MV-012", &needle), EXILE_OK);
    assert_int_equal(exile_card_find("MV-013", &other), EXILE_OK);
    assert_int_equal(exile_match_get(m, 0, EXILE_FIELD_DECK_CARD, 0, n - 2), needle);
    assert_int_equal(exile_match_get(m, 0, EXILE_FIELD_DECK_CARD, 0, n - 1), other);
    for (int i = 0; i < n - 2; i++)
        assert_int_equal(exile_match_get(m, 0, EXILE_FIELD_DECK_CARD, 0, i), EXILE_CARD_HIDDEN);
    for (int i = 0; i < n; i++)
        assert_int_equal(exile_match_get(m, 1, EXILE_FIELD_DECK_CARD, 0, i), EXILE_CARD_HIDDEN);
    exile_match_destroy(m);
}

static void other_seat_does_not_know_the_bottom(void **state)
{
    (void)state;
    exile_match *m = after_a_look(), *sample;
    unsigned n = ex_seat_pile(&m->st, 0, PILE_DECK).n, other = 0;
    assert_int_equal(exile_match_clone(&sample, m), EXILE_OK);
    for (uint64_t seed = 0; seed < SEEDS; seed++) {
        assert_int_equal(exile_match_determinize(sample, m, 1, seed), EXILE_OK);
        expect_valid(sample);
        ex_pile deck = ex_seat_pile(&sample->st, 0, PILE_DECK);
        other += deck.c[n - 1] != move(m, "MV-013");
        /* Lark knows whatever a sample puts there. */
        assert_true(sample->st.cflags[deck.c[n - 1]] & CF_BOTTOM_KNOWN);
    }
    assert_true(other > 0);
    exile_match_destroy(sample);
    exile_match_destroy(m);
}

/* ---- the notation ---- */

/* The marks read back as written, in both versions, and where they do
 * not fit the text is refused. */
static void marks_read_back_and_misplaced_are_refused(void **state)
{
    (void)state;
    static char a[16384], b[16384];
/* Every Move of seat 0 in its deck, two of them put on its bottom: the
 * Moves no line places would lie below them. */
#define DECK_0 "deck 0 MV-001 MV-002 MV-003 MV-004 MV-005 MV-011 MV-014 MV-015 MV-021 MV-022 MV-023 MV-024 " \
               "MV-025 MV-031 MV-032 MV-033 MV-034 MV-035 _MV-012 _MV-013\n"
    const char *const fits[] = {
        "exile-notation 2\n" SEATS "hand 1 ~MV-006 MV-007\n" DECK_0 "end\n",
        "exile-notation 1\n" SEATS "hand 1 ~MV-006 MV-007\n" DECK_0,
        "exile-notation 2\n" SEATS "players first=1 initiative=1 turn=1 next=1\nstep turn-begin\n"
        "decision pay seat=1\nhand 1 ~MV-007 MV-008\n"
        "attack ~MV-006 attacker=1 flags=face-down,exert-payable cost=1 hand-moves=2\nend\n",
    };
    for (unsigned i = 0; i < sizeof fits / sizeof *fits; i++) {
        exile_match *m = scenario_load(fits[i]), *again;
        assert_int_equal(exile_match_to_notation(m, a, sizeof a), EXILE_OK);
        assert_int_equal(exile_match_from_notation(&again, a), EXILE_OK);
        assert_int_equal(exile_match_to_notation(again, b, sizeof b), EXILE_OK);
        assert_string_equal(a, b);
        assert_non_null(strstr(a, "~MV-006"));
        if (i < 2)
            assert_non_null(strstr(a, " _MV-012 _MV-013\n"));
        exile_match_destroy(again);
        exile_match_destroy(m);
    }
    const char *const misfits[] = {
        "exile-notation 2\n" SEATS "deck 1 ~MV-006\nend\n",            /* '~' on a deck */
        "exile-notation 2\n" SEATS "recall 1 ~MV-006\nend\n",          /* on a pile */
        "exile-notation 2\n" SEATS "hand 1 _MV-006\nend\n",            /* '_' in a hand */
        "exile-notation 2\n" SEATS "deck 0 _MV-011 MV-012\nend\n",     /* a card below the bottom */
        "exile-notation 2\n" SEATS "deck 0 ^_MV-011\nend\n",           /* two marks */
        "exile-notation 1\n" SEATS "destroyed 0 _MV-011\n",
    };
    for (unsigned i = 0; i < sizeof misfits / sizeof *misfits; i++) {
        exile_match *m = NULL;
        exile_status s = exile_match_from_notation(&m, misfits[i]);
        if (s != EXILE_E_PARSE && s != EXILE_E_INCONSISTENT)
            fail_msg("text %u is not refused: %d", i, s);
        assert_null(m);
    }
}

/* ---- random play ---- */

/* What the public history tells of a seat's deck: the Moves of its last
 * rebuilt deck (all of them before any), and the Moves seen out of the
 * deck since (a card face-up on the deck may lie there yet). */
typedef struct deck_history {
    bool rebuilt[EX_SEATS];
    bool in_rebuilt[EX_SEATS][EX_INSTANCES];
    bool seen_out[EX_SEATS][EX_INSTANCES];
    bool rebuilding[EX_SEATS]; /* a rebuild under way in this apply */
    const exile_match *m;
} deck_history;

static void on_event(const exile_event *ev, void *user_data)
{
    deck_history *h = user_data;
    if (ev->kind != EXILE_EV_CARD_MOVED || ev->from != EXILE_ZONE_RECALL || ev->to != EXILE_ZONE_DECK)
        return;
    unsigned s = (unsigned)ev->seat;
    if (!h->rebuilding[s]) {
        h->rebuilding[s] = h->rebuilt[s] = true;
        memset(h->in_rebuilt[s], 0, sizeof h->in_rebuilt[s]);
        memset(h->seen_out[s], 0, sizeof h->seen_out[s]);
    }
    for (unsigned i = 0; i < EX_MOVES; i++)
        if (h->m->st.def[i] == ev->card)
            h->in_rebuilt[s][i] = true;
}

static void note_seen(deck_history *h, const ex_state *st)
{
    for (unsigned i = 0; i < EX_MOVES; i++) {
        unsigned owner = ex_owner(i);
        if (st->zone[i] == ZONE_DECK)
            h->seen_out[owner][i] &= !(st->cflags[i] & CF_FACE_UP_ON_DECK);
        else if (ex_visible(st, i, ex_opp((uint8_t)owner)))
            h->seen_out[owner][i] = true;
    }
}

static unsigned long checked_after_rebuild, checked_bottom;

static void check_sample(const deck_history *h, const exile_match *real, const exile_match *sample, int v)
{
    expect_valid(sample);
    unsigned opp = ex_opp((uint8_t)v);
    ex_pile deck = ex_seat_pile(&sample->st, opp, PILE_DECK);
    for (unsigned i = 0; i < deck.n; i++) {
        unsigned c = deck.c[i];
        if (ex_is_token(c) || ex_visible(&sample->st, c, v))
            continue;
        if ((h->rebuilt[opp] && !h->in_rebuilt[opp][c]) || h->seen_out[opp][c])
            fail_msg("seat %d's sample deals %s into seat %u's deck: %s\n%s", v, ex_inst_card(&real->st, c)->code,
                     opp, h->seen_out[opp][c] ? "it was seen out of it" : "it is not of the rebuilt deck",
                     scenario_notation(real));
    }
    checked_after_rebuild += h->rebuilt[opp];
    ex_pile own = ex_seat_pile(&real->st, (unsigned)v, PILE_DECK);
    ex_pile dealt = ex_seat_pile(&sample->st, (unsigned)v, PILE_DECK);
    for (unsigned i = 0; i < own.n; i++)
        if (real->st.cflags[own.c[i]] & CF_BOTTOM_KNOWN) {
            checked_bottom++;
            if (dealt.c[i] != own.c[i])
                fail_msg("seat %d's sample deals again a card it put on the bottom\n%s", v, scenario_notation(real));
        }
}

static void play_one(uint64_t seed, int first_loadout)
{
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.seed = seed;
    exile_loadout lo[2];
    assert_int_equal(exile_recommended_loadout(first_loadout, &lo[0]), EXILE_OK);
    assert_int_equal(exile_recommended_loadout(first_loadout + 1, &lo[1]), EXILE_OK);
    o.loadout[0] = &lo[0];
    o.loadout[1] = &lo[1];
    exile_match *m, *sample;
    assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
    assert_int_equal(exile_match_clone(&sample, m), EXILE_OK);
    static deck_history h;
    memset(&h, 0, sizeof h);
    h.m = m;
    assert_int_equal(exile_match_observe(m, EXILE_OMNISCIENT, on_event, &h), EXILE_OK);
    uint64_t rng = seed * 7919u + 17u;
    while (exile_match_winner(m) < 0) {
        note_seen(&h, &m->st);
        for (int v = 0; v < EX_SEATS; v++) {
            assert_int_equal(exile_match_determinize(sample, m, v, next_rand(&rng)), EXILE_OK);
            check_sample(&h, m, sample, v);
        }
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
        assert_true(n > 0);
        h.rebuilding[0] = h.rebuilding[1] = false;
        assert_int_equal(exile_match_apply(m, acts[next_rand(&rng) % n]), EXILE_OK);
    }
    exile_match_destroy(sample);
    exile_match_destroy(m);
}

static void random_play_keeps_deck_knowledge(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < matches; seed++) {
        play_one(seed, 0); /* Box 1's first game */
        play_one(seed, 2); /* Box 2's */
    }
    print_message("samples after a rebuild: %lu; cards kept on the bottom: %lu\n", checked_after_rebuild,
                  checked_bottom);
    assert_true(checked_after_rebuild > 0);
    assert_true(checked_bottom > 0);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        matches = strtoul(argv[1], NULL, 10);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fatigue_deck_is_the_recall_pile),
        cmocka_unit_test(forgotten_card_stays_out_of_the_deck),
        cmocka_unit_test(own_bottom_cards_stay_in_order),
        cmocka_unit_test(owner_reads_its_bottom_cards),
        cmocka_unit_test(other_seat_does_not_know_the_bottom),
        cmocka_unit_test(marks_read_back_and_misplaced_are_refused),
        cmocka_unit_test(random_play_keeps_deck_knowledge),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
