/*
 * What a seat cannot know, played: a pick made in secret (the Rearm, G22;
 * the exchange of attacks, F6), a face-down attack (F3) and a deck shuffled
 * (§4.5, §5 Fatigue). Each compares the views, the events an observer of
 * the other seat receives, the legal actions and the determinizations of
 * two or more matches: more than one position and its outcome, so C, not
 * scenario files (tests/scenarios, doc/scenarios.md).
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "scenario.h"

/* Lark and Brannoch, Box 1's first game. */
#define SEATS                                                      \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"
#define PHASE1 SEATS "round 2\nstep initiative\n"
#define HAND0 "hand 0 MV-001 MV-002 MV-003 MV-004 MV-011 MV-012\n"
#define HAND1 "hand 1 MV-006 MV-007 MV-008 MV-009 MV-017 MV-018\n"

/* Hesper Kain against Ysolde Marrick. */
#define HESPER_YSOLDE                                              \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-04 GR-10 GR-12 GR-14 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-03 GR-09 GR-11 GR-05 GR-08 MEM-04 MEM-05 MEM-06\n"

/* Ysolde with the Wager Coffer against Brannoch: Blood Wager in play. */
#define YSOLDE_BRANNOCH                                            \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-03 GR-09 GR-03 GR-05 GR-16 MEM-07 MEM-08 MEM-09\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-07 MEM-10 MEM-11 MEM-12\n"
#define WAGER YSOLDE_BRANNOCH "players\nhand 1 MV-006 MV-008 MV-017 MV-026 MV-027 MV-031\nhp 0 20\nhp 1 20\n"

enum { TEXT_CAP = 16384, VALUES_CAP = 1024 };

/* §5 Rearm: "Both players at the same time." G22: a simultaneous hidden
 * commit; "a sequential implementation is equivalent only if the second
 * player cannot see the first player's choice" (F7). Seat 0 picks first:
 * whatever it picks, seat 1's events, view and legal actions are the same.
 * (The picks themselves are played in s2-s5-setup-and-rounds.scn.) */
static void rearm_pick_stays_hidden(void **state)
{
    (void)state;
    const char *rule = "§5 Rearm (G22): seat 1 cannot see seat 0's pick";
    print_message("  %s\n", rule);
    const char *position = PHASE1 "players\n"
                                  "momentum 0 MV-013\n" /* seat 0 keeps the Initiative */
                                  "gear 0 Df Af Df Af\n"
                                  "gear 1 Af Df Af Af\n" HAND0 HAND1 "end\n";
    exile_match *a = scenario_load(position), *b = scenario_load(position);
    scenario_log log_a = { .n = 0 }, log_b = { .n = 0 };
    assert_int_equal(exile_match_observe(a, 1, scenario_record_event, &log_a), EXILE_OK);
    assert_int_equal(exile_match_observe(b, 1, scenario_record_event, &log_b), EXILE_OK);
    scenario_act(a, "rearm: Whisper Coil");
    scenario_act(b, "rearm nothing");
    /* Seat 1's observer learns the same either way. */
    assert_int_equal(log_a.n, log_b.n);
    for (size_t i = 0; i < log_a.n; i++) {
        const exile_event *x = &log_a.ev[i], *y = &log_b.ev[i];
        if (x->kind != y->kind || x->seat != y->seat || x->card != y->card || x->from != y->from ||
            x->to != y->to || x->amount != y->amount || x->value != y->value)
            fail_msg("%s\nseat 1's event %zu differs: kind %d amount %d against kind %d amount %d", rule, i,
                     x->kind, x->amount, y->kind, y->amount);
    }
    exile_match_observe(a, 1, NULL, NULL);
    exile_match_observe(b, 1, NULL, NULL);
    scenario_expect_line(a, "decision rearm seat=1", rule);
    scenario_expect_line(b, "decision rearm seat=1", rule);
    /* Seat 1's knowledge is the same whatever seat 0 picked. */
    static char ta[TEXT_CAP], tb[TEXT_CAP];
    exile_view *va = NULL, *vb = NULL;
    assert_int_equal(exile_view_create(&va, a, 1), EXILE_OK);
    assert_int_equal(exile_view_create(&vb, b, 1), EXILE_OK);
    assert_int_equal(exile_view_to_notation(va, ta, sizeof ta), EXILE_OK);
    assert_int_equal(exile_view_to_notation(vb, tb, sizeof tb), EXILE_OK);
    if (strcmp(ta, tb) != 0)
        fail_msg("%s\nseat 1's view after 'rearm: Whisper Coil':\n%s\nafter 'rearm nothing':\n%s", rule, ta, tb);
    if (!strstr(ta, "\ngear 0 Df Af Df Af\n") || !strstr(ta, "\nround-flags 0\n"))
        fail_msg("%s\nseat 1's view shows seat 0's pick:\n%s", rule, ta);
    exile_view_destroy(va);
    exile_view_destroy(vb);
    exile_action acts_a[EXILE_MAX_LEGAL_ACTIONS], acts_b[EXILE_MAX_LEGAL_ACTIONS];
    size_t na = exile_match_legal_actions(a, acts_a, EXILE_MAX_LEGAL_ACTIONS);
    size_t nb = exile_match_legal_actions(b, acts_b, EXILE_MAX_LEGAL_ACTIONS);
    assert_int_equal(na, nb);
    assert_memory_equal(acts_a, acts_b, na * sizeof acts_a[0]);

    exile_match_destroy(a);
    exile_match_destroy(b);
}

/* E46 on a face-down attack (checklist Part F, F3: its identity is hidden
 * until the Reveal). The HP is public (§3.4), so a face-down attack whose
 * player loses HP tells the defender that the card prints E46; losing none
 * is no action at all. Ysolde's observer sees the choice with its card
 * hidden, and every determinization of her knowledge deals Bloodprice Cut
 * as the attack (the only Move of Hesper's that could lose that HP). */
/* covers: MV-046/E46 */
static void bloodprice_cut_face_down_hidden(void **state)
{
    (void)state;
    const char *rule = "E46 face-down: the HP is public, the card stays hidden";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(HESPER_YSOLDE "hp 0 22\nhand 0 MV-046 MV-049 MV-056 MV-059\nend\n");
    static scenario_log log1;
    log1.n = 0;
    assert_int_equal(exile_match_observe(m, 1, scenario_record_event, &log1), EXILE_OK);
    scenario_act(m, "attack face-down: Bloodprice Cut");
    scenario_act(m, "choose: Bloodprice Cut");
    /* Seat 1's view: the Pay step of a hidden attack, Hesper at 21 HP. */
    scenario_expect_view_prefix(m, 1, "attack ? attacker=0 flags=face-down", rule);
    scenario_expect_view_line(m, 1, "hp 0 21", rule);
    scenario_expect_view_prefix(m, 1, "decision pay seat=0", rule);
    exile_view *v;
    static char text[TEXT_CAP];
    assert_int_equal(exile_view_create(&v, m, 1), EXILE_OK);
    assert_int_equal(exile_view_to_notation(v, text, sizeof text), EXILE_OK);
    exile_view_destroy(v);
    if (strstr(text, "MV-046"))
        fail_msg("%s\nseat 1's view names the card:\n%s", rule, text);
    /* Its action event names no card: the choose with a hidden argument. */
    int hidden = (int)EXILE_ACTION(EXILE_ACT_CHOOSE, 0xff);
    bool seen = false;
    for (size_t i = 0; i < log1.n; i++)
        seen |= log1.ev[i].amount == hidden && log1.ev[i].value == -1;
    if (!seen)
        fail_msg("%s\nseat 1's events lack the hidden choice (action %d, no card)", rule, hidden);
    /* Every world seat 1 can imagine has Bloodprice Cut in the attack. */
    exile_match *d;
    assert_int_equal(exile_match_clone(&d, m), EXILE_OK);
    for (uint64_t seed = 1; seed <= 24; seed++) {
        assert_int_equal(exile_match_determinize(d, m, 1, seed), EXILE_OK);
        if (!scenario_has_line(d, "attack MV-046 attacker=0 flags=face-down,exert-payable", true))
            fail_msg("%s\na determinization dealt another card:\n%s", rule, strstr(scenario_notation(d), "\nattack"));
    }
    exile_match_destroy(d);
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "declare 1");
    scenario_act(m, "no more blocks");
    /* 4 HP: Ysolde's P24 makes Hesper discard a card of his choice. */
    scenario_act(m, "choose: Skirmish Javelin");
    /* 2 + 1 (P27) + 1 lost; Quick: the next turn is Hesper's again. */
    scenario_expect_line(m, "hp 1 23", rule);
    scenario_expect_line(m, "decision turn seat=0", rule);
    exile_match_destroy(m);

    /* Losing none: no action, nothing seen; another face-down card of
     * Hesper's may be the attack in the worlds seat 1 imagines. */
    m = scenario_load(HESPER_YSOLDE "hand 0 MV-046 MV-049 MV-056 MV-059\nend\n");
    scenario_act(m, "attack face-down: Bloodprice Cut");
    scenario_act(m, "tap: The Lantern Vigil");
    assert_int_equal(exile_match_clone(&d, m), EXILE_OK);
    bool other = false;
    for (uint64_t seed = 1; seed <= 24 && !other; seed++) {
        assert_int_equal(exile_match_determinize(d, m, 1, seed), EXILE_OK);
        other = !scenario_has_line(d, "attack MV-046", true);
    }
    assert_true(other);
    exile_match_destroy(d);
    exile_match_destroy(m);
}

/* Checklist F6: "each player's chosen face-down card [is hidden from the
 * other player] until both have chosen and reveal". Brannoch's view, his
 * events and his determinizations are the same whatever Ysolde put. */
/* covers: MV-076/E57 */
static void wager_first_pick_stays_hidden(void **state)
{
    (void)state;
    const char *rule = "checklist F6, §6.4 #57: the first card put face-down stays hidden until both chose";
    print_message("  %s\n", rule);
    static char view[2][TEXT_CAP], full[2][TEXT_CAP];
    const char *picks[2] = { "choose: Marking Dart", "choose: Grounding Fold" };
    static scenario_log seen[2];
    exile_match *m[2];
    for (int k = 0; k < 2; k++) {
        m[k] = scenario_load(WAGER "hand 0 MV-076 MV-045 MV-012 MV-021\nend\n");
        scenario_act(m[k], "tap: The Quiet Archive");
        scenario_act(m[k], "play: Blood Wager");
        scenario_settle(m[k]);
        seen[k].n = 0;
        exile_match_observe(m[k], 1, scenario_record_event, &seen[k]);
        scenario_act(m[k], picks[k]);
        exile_match_observe(m[k], 1, NULL, NULL);
        scenario_expect_prefix_now(m[k], "decision exchange seat=1", rule);
        exile_view *v = NULL;
        assert_int_equal(exile_view_create(&v, m[k], 1), EXILE_OK);
        assert_int_equal(exile_view_to_notation(v, view[k], TEXT_CAP), EXILE_OK);
        exile_view_destroy(v);
        assert_int_equal(exile_match_to_notation(m[k], full[k], TEXT_CAP), EXILE_OK);
    }
    /* The match knows the pick; Brannoch's view does not. */
    if (strcmp(full[0], full[1]) == 0)
        fail_msg("%s\nthe pick is not recorded:\n%s", rule, full[0]);
    if (strcmp(view[0], view[1]) != 0)
        fail_msg("%s\nseat 1's view after 'Marking Dart':\n%s\nafter 'Grounding Fold':\n%s", rule, view[0],
                 view[1]);
    /* His events are the same: the choice shows its kind only. */
    assert_int_equal(seen[0].n, seen[1].n);
    for (size_t i = 0; i < seen[0].n; i++) {
        const exile_event *e0 = &seen[0].ev[i], *e1 = &seen[1].ev[i];
        assert_int_equal(e0->kind, e1->kind);
        assert_int_equal(e0->amount, e1->amount);
        assert_int_equal(e0->card, e1->card);
        if (e0->kind == EXILE_EV_ACTION)
            assert_int_equal(e0->amount, (int)EXILE_ACTION(EXILE_ACT_CHOOSE, 0xffu));
    }
    /* So are his legal actions, and a determinization from his seat keeps
     * a face-down card of Ysolde's hand and plays on. */
    exile_action a0[EXILE_MAX_LEGAL_ACTIONS], a1[EXILE_MAX_LEGAL_ACTIONS];
    size_t n0 = exile_match_legal_actions(m[0], a0, EXILE_MAX_LEGAL_ACTIONS);
    size_t n1 = exile_match_legal_actions(m[1], a1, EXILE_MAX_LEGAL_ACTIONS);
    assert_int_equal(n0, n1);
    assert_memory_equal(a0, a1, n0 * sizeof a0[0]);
    for (uint64_t seed = 1; seed <= 8; seed++) {
        exile_match *d = NULL;
        assert_int_equal(exile_match_clone(&d, m[0]), EXILE_OK);
        assert_int_equal(exile_match_determinize(d, m[0], 1, seed), EXILE_OK);
        exile_view *v = NULL;
        static char dv[TEXT_CAP];
        assert_int_equal(exile_view_create(&v, d, 1), EXILE_OK);
        assert_int_equal(exile_view_to_notation(v, dv, TEXT_CAP), EXILE_OK);
        exile_view_destroy(v);
        if (strcmp(dv, view[0]) != 0)
            fail_msg("%s\nseat 1's view of a determinization differs:\n%s\nfrom:\n%s", rule, dv, view[0]);
        /* The sampled match is a position the library accepts. */
        static char dn[TEXT_CAP];
        assert_int_equal(exile_match_to_notation(d, dn, TEXT_CAP), EXILE_OK);
        exile_match *back = scenario_load(dn);
        exile_match_destroy(back);
        scenario_act(d, "choose: Undertow");
        scenario_settle(d);
        scenario_expect_count_now(d, "recall 1", "MV-008", 1, rule);
        scenario_expect_count_now(d, "hand 0", "MV-", 2, rule);
        exile_match_destroy(d);
    }
    /* A face-down card off its hand, or with no exchange under way, is no
     * position (doc/notation.md). */
    exile_match *bad = NULL;
    assert_int_not_equal(exile_match_from_notation(&bad, WAGER "hand 0 MV-076 MV-012\nround-flags 0 exchange=MV-041\nend\n"),
                         EXILE_OK);
    assert_null(bad);
    /* Once both have chosen, both cards are public. */
    scenario_act(m[0], "choose: Undertow");
    scenario_settle(m[0]);
    exile_view *v = NULL;
    assert_int_equal(exile_view_create(&v, m[0], 1), EXILE_OK);
    assert_int_equal(exile_view_to_notation(v, view[0], TEXT_CAP), EXILE_OK);
    exile_view_destroy(v);
    if (!strstr(view[0], "MV-012"))
        fail_msg("%s\nthe revealed card is not in seat 1's view:\n%s", rule, view[0]);
    exile_match_destroy(m[0]);
    exile_match_destroy(m[1]);
}

/* §5 Fatigue: "No player shuffles a deck or a pile at any other time after
 * setup, except an Effect that shuffles Tokens into a deck (§4.5)." (A78)
 * Salt on the Threshold shuffles 2 Bleed Tokens into Brannoch's deck: his
 * 14 Moves no longer lie in the order they had.
 * covers: MEM-03/E64
 */
static void tokens_shuffled_in_shuffle_the_deck(void **state)
{
    (void)state;
    const char *rule = "§4.5, §5 Fatigue (A78): shuffling Tokens into a deck shuffles that deck";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "round 2\nstep unlock\n"
                                         "players\n" HAND0 HAND1 "end\n");
    scenario_expect_now(m, "deck 1 MV-010 MV-016 MV-019 MV-020 MV-026 MV-027 MV-028 MV-029 MV-030 MV-036 MV-037 MV-038 "
                  "MV-039 MV-040",
               rule);
    scenario_act(m, "unlock: Salt on the Threshold");
    scenario_expect_count(m, "deck 1", "TK-01", 2, rule);
    scenario_expect_count(m, "deck 1", NULL, 16, rule);
    char v[VALUES_CAP], moves[VALUES_CAP];
    scenario_values_of(m, "deck 1", v, sizeof v);
    size_t n = 0;
    for (const char *w = v; *w;) {
        size_t l = strcspn(w, " ");
        if (strncmp(w, "MV-", 3) == 0) {
            memcpy(moves + n, w, l);
            n += l;
            moves[n++] = ' ';
        }
        w += l;
        while (*w == ' ')
            w++;
    }
    moves[n ? n - 1 : 0] = '\0';
    if (strcmp(moves, "MV-010 MV-016 MV-019 MV-020 MV-026 MV-027 MV-028 MV-029 MV-030 MV-036 MV-037 MV-038 MV-039 "
                      "MV-040") == 0)
        fail_msg("%s\nthe Moves of the deck kept their order: %s", rule, v);
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rearm_pick_stays_hidden),
        cmocka_unit_test(bloodprice_cut_face_down_hidden),
        cmocka_unit_test(wager_first_pick_stays_hidden),
        cmocka_unit_test(tokens_shuffled_in_shuffle_the_deck),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
