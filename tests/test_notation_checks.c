/*
 * What the notation reader and the save loader accept: text read strictly
 * (no value ignored, no number wrapped, any line ending), positions that
 * lead on (no dead end, none a later action makes unwritable), every number
 * within the bounds of doc/notation.md, and play holding each number there.
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

#include "scenario.h"

/* The short example of doc/notation.md, in version 1 (whose texts need no
 * `end`), and its parts: a text gives each line once. */
#define SHORT_SEATS                                                \
    "exile-notation 1\n"                                           \
    "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"
#define SHORT_HAND_0 "hand 0 MV-001 MV-002 MV-021\n"
#define SHORT_REST                                                 \
    "hand 1 MV-026 MV-027\n"                                       \
    "hp 1 12\n"
#define SHORT SHORT_SEATS "players 0 0 0 0\n" SHORT_HAND_0 SHORT_REST

enum { TEXT_CAP = 16384 };

/* Fails unless @p text is refused with @p want, creating nothing, and a
 * message holding @p phrase. */
static void expect_refused(const char *text, exile_status want, const char *phrase)
{
    exile_match *m = NULL;
    char err[256] = "";
    exile_status got = exile_match_from_notation_ex(&m, text, NULL, err, sizeof err);
    if (got != want || m != NULL || !strstr(err, phrase))
        fail_msg("expected %s with \"%s\", got %s: \"%s\" for:\n%s", exile_status_str(want), phrase,
                 exile_status_str(got), err, text);
}

/* The position @p text, read back from its own notation and save exactly. */
static exile_match *load_round_trip(const char *text)
{
    exile_match *m = scenario_load(text);
    static char first[TEXT_CAP], second[TEXT_CAP];
    assert_int_equal(exile_match_to_notation(m, first, sizeof first), EXILE_OK);
    exile_match *again = scenario_load(first);
    assert_int_equal(exile_match_to_notation(again, second, sizeof second), EXILE_OK);
    assert_string_equal(first, second);
    exile_match_destroy(again);
    size_t size = exile_match_save_size();
    unsigned char *save = malloc(size);
    assert_non_null(save);
    assert_int_equal(exile_match_save(m, save, size, NULL), EXILE_OK);
    assert_int_equal(exile_match_load(&again, save, size, NULL), EXILE_OK);
    exile_match_destroy(again);
    free(save);
    return m;
}

/* Fails unless @p m, written back, reads back exactly. */
static void expect_written_back(const exile_match *m)
{
    exile_match_destroy(load_round_trip(scenario_notation(m)));
}

/* ------------------------------------------------------------------ */
/* The text: every value read, every number within its field          */
/* ------------------------------------------------------------------ */

static void a_value_too_many_is_refused(void **state)
{
    (void)state;
    static const char *const lines[] = {
        "hp 0 12 junk\n", "stamina 0 1 1\n", "round 1 60 2\n", "flags 0 0\n", "players 0 0 0 0 0\n",
        "seed 1 2\n", "step turn-begin 0 0\n", "window 0 0 0 0\n", "stun - - -\n", "winner -1 -1\n",
        "actions 0 0\n", "next-attack 0 0 0 0 0 0\n", "round-flags 0 0 0 - - -\n",
        "rng 0000000000000000 0000000000000001 0\n", "decision turn 0 0 0 0 0 0\n", "end 0\n",
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        char text[1024];
        /* The players line of the short example is at its default. */
        snprintf(text, sizeof text, "%s%s", SHORT_SEATS SHORT_HAND_0 SHORT_REST, lines[i]);
        expect_refused(text, EXILE_E_PARSE, "too many");
    }
}

static void a_number_too_large_for_its_field_is_refused(void **state)
{
    (void)state;
    expect_refused(SHORT "seed 18446744073709551616\n", EXILE_E_PARSE, "not a seed");
    expect_refused(SHORT "seed 99999999999999999999999\n", EXILE_E_PARSE, "not a seed");
    expect_refused(SHORT "seed -1\n", EXILE_E_PARSE, "not a seed");
    expect_refused(SHORT "rng 10000000000000000 0000000000000001\n", EXILE_E_PARSE, "rng");
    expect_refused(SHORT "actions 4294967296\n", EXILE_E_PARSE, "from 0 to 4294967295");
    expect_refused(SHORT "hp 0 99999999999999999999\n", EXILE_E_PARSE, "from -30000 to 30000");
    expect_refused(SHORT "hp 0 +12\n", EXILE_E_PARSE, "not a number");
    expect_refused(SHORT "round 1 65536\n", EXILE_E_PARSE, "from 1 to 65535");
    /* The largest of each reads. */
    exile_match_destroy(load_round_trip(SHORT "seed 18446744073709551615\nround 1 65535\n"));
    exile_match_destroy(load_round_trip(SHORT "rng ffffffffffffffff ffffffffffffffff\n"));
}

/* '+' marks a Move the other seat saw go into a hand (F2): it reads back,
 * the other seat's view shows it, and it marks nothing else. */
static void a_known_card_marks_a_move_in_a_hand(void **state)
{
    (void)state;
    exile_match *m = load_round_trip(
        "exile-notation 1\n"
        "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"
        "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"
        "players 0 0 0 0\n"
        "hand 0 +MV-001 MV-002 MV-021\n"
        "hand 1 MV-026 MV-027\n"
        "hp 1 12\n");
    scenario_expect_view_prefix(m, 1, "hand 0 ? ? +MV-001", "F2: a card seen going in stays known");
    scenario_expect_view_prefix(m, 0, "hand 1 ? ?", "F2: no hand is shown");
    exile_match_destroy(m);
    expect_refused(SHORT "deck 0 +MV-003\n", EXILE_E_PARSE, "'+' marks a Move in a hand only");
    expect_refused(SHORT "recall 1 +MV-028\n", EXILE_E_PARSE, "'+' marks a Move in a hand only");
}

/* LF, CRLF and CR end a line alike; the text reads as the same position. */
static void every_line_ending_reads_alike(void **state)
{
    (void)state;
    static char lf[TEXT_CAP], crlf[TEXT_CAP], cr[TEXT_CAP], want[TEXT_CAP];
    snprintf(lf, sizeof lf, "%s", SHORT "seed 9\n\n# a comment\nend\n");
    size_t k = 0;
    for (size_t i = 0; lf[i]; i++) {
        if (lf[i] == '\n')
            crlf[k++] = '\r';
        crlf[k++] = lf[i];
        cr[i] = lf[i] == '\n' ? '\r' : lf[i];
    }
    crlf[k] = '\0';
    cr[strlen(lf)] = '\0';
    exile_match *m = scenario_load(lf);
    snprintf(want, sizeof want, "%s", scenario_notation(m));
    exile_match_destroy(m);
    const char *const texts[] = { crlf, cr };
    for (unsigned t = 0; t < 2; t++) {
        m = scenario_load(texts[t]);
        assert_string_equal(scenario_notation(m), want);
        exile_match_destroy(m);
    }
    /* A line is numbered alike whatever ends it. */
    expect_refused("exile-notation 1\r"
                   "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\r\n"
                   "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\r\r"
                   "bogus 1\n",
                   EXILE_E_PARSE, "line 5: unknown key 'bogus'");
}

/* ------------------------------------------------------------------ */
/* Positions that lead on                                             */
/* ------------------------------------------------------------------ */

/* §7.4: a player is spent until the round ends, so Phase 1 knows none; a
 * spent seat there would never get its turns back (a dead end). */
static void a_spent_player_in_phase_1_is_refused(void **state)
{
    (void)state;
    expect_refused(SHORT "exile 0 upright spent\nstep unlock 0\n", EXILE_E_INCONSISTENT, "spent player in Phase 1");
    expect_refused(SHORT "round 2 60\nexile 1 upright spent\nstep initiative 0\n", EXILE_E_INCONSISTENT,
                   "spent player in Phase 1");
}

/* E40 makes the opponent discard [X] cards: a decision to discard more
 * than any card of the match prints is none play reaches. */
static void a_discard_no_card_gives_is_refused(void **state)
{
    (void)state;
    expect_refused(SHORT "decision discard 0 200 0 0 0\n", EXILE_E_INCONSISTENT, "number that no card gives");
    expect_refused(SHORT "decision discard 0 0 0 0 0\n", EXILE_E_INCONSISTENT, "number that no card gives");
    /* Lark's Erasure prints it: "Your opponent discards 1 card ...". */
    exile_match_destroy(load_round_trip(SHORT "decision discard 0 1 0 0 0\n"));
}

/* §3.4: the first Exile below 1 HP loses at once; a running match has
 * none. A finished match may. */
static void an_exile_below_1_hp_in_a_running_match_is_refused(void **state)
{
    (void)state;
    expect_refused(SHORT "hp 0 0\n", EXILE_E_INCONSISTENT, "below 1 HP");
    expect_refused(SHORT_SEATS SHORT_HAND_0 "hp 1 -3\n", EXILE_E_INCONSISTENT, "below 1 HP");
    exile_match_destroy(load_round_trip(SHORT "hp 0 0\nwinner 1\nstep game-over 0\n"));
}

/* §5 Action A: the Math follows the React step of an attack. */
static void the_math_with_no_attack_is_refused(void **state)
{
    (void)state;
    expect_refused(SHORT "step math 0\n", EXILE_E_INCONSISTENT, "Math before its React step ended");
    expect_refused(SHORT "step outcome 0\n", EXILE_E_INCONSISTENT, "outcome before its Math");
}

/* A decision a step raises itself comes in that step only: a Rearm pick
 * loaded as the turn begins, with an attack in the Combat Zone, led to the
 * turn's action with that attack still there. */
static void a_decision_out_of_its_step_is_refused(void **state)
{
    (void)state;
    expect_refused(SHORT "gear 0 Df Af Af Af\ndecision rearm 0 0 0 0 0\n", EXILE_E_INCONSISTENT,
                   "out of the step that raises it");
    expect_refused(SHORT "step turn-end 0\ndecision turn 0 0 0 0 0\n", EXILE_E_INCONSISTENT,
                   "out of the step that raises it");
    expect_refused(SHORT "decision after-action 0 0 0 0 0\n", EXILE_E_INCONSISTENT, "out of the step that raises it");
    exile_match_destroy(load_round_trip(SHORT "round 2 60\nstep rearm 1\ngear 0 Df Af Af Af\n"
                                              "decision rearm 0 0 0 0 0\n"));
    /* As a turn begins, an attack in the Combat Zone is being paid for. */
    expect_refused(SHORT "attack MV-003 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0\ndecision discard 0 1 0 0 0\n",
                   EXILE_E_INCONSISTENT, "not being paid for");
}

/* A trigger waits in the queue only as the rules queue it (doc/notation.md,
 * Checks): each of these led a few actions later to a position that could
 * not be read again. */
static void a_trigger_no_rule_queues_is_refused(void **state)
{
    (void)state;
    /* Ghost Ledger's ability (E08) takes up to 2 Moves: never none. */
    expect_refused(SHORT "trigger 14 0 GR-07 0 0 -\n", EXILE_E_INCONSISTENT, "trigger out of range");
    /* Its cost destroys 1 card; no card of the match asks for 2. */
    expect_refused(SHORT "trigger 13 0 GR-07 2 0 -\n", EXILE_E_INCONSISTENT, "trigger out of range");
    /* §5 Action D lays a Finisher, as the Prepare ends the turn. */
    expect_refused(SHORT "step turn-end 0\ntrigger 16 0 MV-001 0 1 -\n", EXILE_E_INCONSISTENT, "trigger out of range");
    expect_refused(SHORT_SEATS "hand 0 MV-001 MV-002 MV-021 MV-005\n" SHORT_REST "trigger 16 0 MV-005 4 1 -\n",
                   EXILE_E_INCONSISTENT, "trigger out of range");
    /* An ability gives the turn's action back as the turn begins, once its
     * cost and Effect are done: not while that choice is pending already. */
    expect_refused(SHORT "step turn-end 0\ntrigger 15 0 GR-07 1 0 -\n", EXILE_E_INCONSISTENT, "trigger out of range");
    expect_refused(SHORT "trigger 15 0 GR-07 1 0 -\ndecision turn 0 0 0 0 0\n", EXILE_E_INCONSISTENT,
                   "trigger out of range");
    /* E10 attaches Tokens of a kind. */
    expect_refused(SHORT "trigger 2 0 GR-07 1 1 -\n", EXILE_E_INCONSISTENT, "trigger out of range");
    exile_match *m = load_round_trip(SHORT "trigger 2 0 GR-06 1 1 TK-01\n");
    scenario_expect_now(m, "attached 1 TK-01", "E10: the Bleed Token attached");
    exile_match_destroy(m);
}

/* ------------------------------------------------------------------ */
/* Numbers at their bounds: play holds them, and writes them back      */
/* ------------------------------------------------------------------ */

/* The count of actions stops at its largest, 4294967295. */
static void the_action_count_stops_at_its_largest(void **state)
{
    (void)state;
    exile_match *m = load_round_trip(SHORT "actions 4294967294\n");
    scenario_act(m, "channel: False Thread");
    assert_int_equal(exile_match_action_count(m), 4294967295u);
    scenario_act(m, "end");
    assert_int_equal(exile_match_action_count(m), 4294967295u);
    expect_written_back(m);
    exile_match_destroy(m);
}

/* Floating Stamina is held at 127: no seat makes that much in a window. */
static void floating_stamina_is_held_at_its_bound(void **state)
{
    (void)state;
    exile_match *m = load_round_trip(SHORT "stamina 0 126\n");
    scenario_act(m, "tap: The Lantern Vigil"); /* 1 Stamina, locked */
    scenario_expect_now(m, "stamina 0 127", "127 Stamina");
    scenario_act(m, "channel: False Thread"); /* Channel 1 */
    scenario_expect_now(m, "stamina 0 127", "held at 127");
    scenario_act(m, "channel: Blind Coil");
    scenario_expect_now(m, "stamina 0 127", "held at 127");
    expect_written_back(m);
    exile_match_destroy(m);
    expect_refused(SHORT "stamina 0 128\n", EXILE_E_PARSE, "from 0 to 127");
}

/* HP has no maximum (§3.4); the library holds it at 30000, far beyond any
 * match. Unleashing Lark Sevrin heals 3 (her Unleash heal). */
static void hp_is_held_at_its_bound(void **state)
{
    (void)state;
    exile_match *m = load_round_trip(SHORT "round 2 60\nstep unlock 0\nmemories 0 Uu Uu Uu\nhp 0 29999\n");
    scenario_act(m, "unleash");
    scenario_expect_now(m, "hp 0 30000", "held at 30000");
    expect_written_back(m);
    exile_match_destroy(m);
    expect_refused(SHORT "hp 0 30001\n", EXILE_E_PARSE, "from -30000 to 30000");
}

/* ------------------------------------------------------------------ */
/* Options                                                            */
/* ------------------------------------------------------------------ */

/* Allocator hooks of the caller's: malloc and free behind them. */
static void *hook_alloc(size_t size, void *user_data)
{
    (void)user_data;
    return malloc(size);
}

static void hook_free(void *ptr, void *user_data)
{
    (void)user_data;
    free(ptr);
}

/* An allocator with one of its two hooks is refused, as exile_match_create
 * refuses it: memory from one must go back through the other. */
static void a_half_allocator_is_refused(void **state)
{
    (void)state;
    exile_match *m = load_round_trip(SHORT);
    size_t size = exile_match_save_size();
    unsigned char *save = malloc(size);
    assert_non_null(save);
    assert_int_equal(exile_match_save(m, save, size, NULL), EXILE_OK);
    exile_match_destroy(m);
    for (unsigned half = 0; half < 2; half++) {
        exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
        if (half == 0)
            o.allocator.alloc = hook_alloc;
        else
            o.allocator.free = hook_free;
        m = NULL;
        assert_int_equal(exile_match_from_notation_ex(&m, SHORT, &o, NULL, 0), EXILE_E_INVALID_ARGUMENT);
        assert_int_equal(exile_match_load(&m, save, size, &o), EXILE_E_INVALID_ARGUMENT);
        assert_null(m);
    }
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.allocator.alloc = hook_alloc;
    o.allocator.free = hook_free;
    assert_int_equal(exile_match_from_notation_ex(&m, SHORT, &o, NULL, 0), EXILE_OK);
    exile_match_destroy(m);
    assert_int_equal(exile_match_load(&m, save, size, &o), EXILE_OK);
    exile_match_destroy(m);
    free(save);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_value_too_many_is_refused),
        cmocka_unit_test(a_number_too_large_for_its_field_is_refused),
        cmocka_unit_test(a_known_card_marks_a_move_in_a_hand),
        cmocka_unit_test(every_line_ending_reads_alike),
        cmocka_unit_test(a_spent_player_in_phase_1_is_refused),
        cmocka_unit_test(a_discard_no_card_gives_is_refused),
        cmocka_unit_test(an_exile_below_1_hp_in_a_running_match_is_refused),
        cmocka_unit_test(the_math_with_no_attack_is_refused),
        cmocka_unit_test(a_decision_out_of_its_step_is_refused),
        cmocka_unit_test(a_trigger_no_rule_queues_is_refused),
        cmocka_unit_test(the_action_count_stops_at_its_largest),
        cmocka_unit_test(floating_stamina_is_held_at_its_bound),
        cmocka_unit_test(hp_is_held_at_its_bound),
        cmocka_unit_test(a_half_allocator_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
