/*
 * Version 2 of the match notation (doc/notation.md): the writer names every
 * field and leaves defaults out, the reader refuses an unknown key, a key
 * given twice, a required key missing and a flag without a name, each with
 * its line; a text of version 1 reads to the state its version 2 reads to;
 * and the runner's expected lines that name fields match those fields.
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

#define SEATS                                                      \
    "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"

/* The mid-attack example of doc/notation.md: Lark attacks face-down with
 * Blind Coil, declared 3; its React step waits on Brannoch. */
#define MID_ATTACK                                                                          \
    "exile-notation 2\n" SEATS                                                              \
    "step react\n"                                                                          \
    "decision react seat=1\n"                                                               \
    "actions 5\n"                                                                           \
    "exile 0 engaged\n"                                                                     \
    "memories 0 Ut Ut Lu\n"                                                                 \
    "round-flags 0 flags=attacked,attacked-face-down\n"                                     \
    "hand 0 MV-001 MV-021\n"                                                                \
    "exile 1 engaged\n"                                                                     \
    "hand 1 MV-008 MV-026 MV-027\n"                                                         \
    "attack MV-002 attacker=0 flags=face-down,exert-payable,cannot-disarm,revealed "        \
    "declared=3 cost=2 react-seat=1 hand-moves=2\n"                                         \
    "tactics then=math\n"                                                                   \
    "end\n"

/* The same position in version 1. */
#define MID_ATTACK_V1                                                                       \
    "exile-notation 1\n" SEATS                                                              \
    "step react 0\n"                                                                        \
    "decision react 1 0 0 0 0\n"                                                            \
    "actions 5\n"                                                                           \
    "exile 0 engaged\n"                                                                     \
    "memories 0 Ut Ut Lu\n"                                                                 \
    "round-flags 0 3 0 -\n"                                                                 \
    "hand 0 MV-001 MV-021\n"                                                                \
    "exile 1 engaged\n"                                                                     \
    "hand 1 MV-008 MV-026 MV-027\n"                                                         \
    "attack MV-002 0 57 3 2 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 2\n"                    \
    "tactics math 0 0 0\n"

enum { TEXT_CAP = 16384 };

static unsigned char *saved(const exile_match *m)
{
    size_t size = exile_match_save_size();
    unsigned char *bytes = malloc(size);
    assert_non_null(bytes);
    assert_int_equal(exile_match_save(m, bytes, size, NULL), EXILE_OK);
    return bytes;
}

/* Fails unless @p text is refused as malformed, creating nothing, with a
 * message holding @p phrase. */
static void expect_refused(const char *text, const char *phrase)
{
    exile_match *m = NULL;
    char err[256] = "";
    exile_status got = exile_match_from_notation_ex(&m, text, NULL, err, sizeof err);
    if (got != EXILE_E_PARSE || m != NULL || !strstr(err, phrase))
        fail_msg("expected a refusal with \"%s\", got %s: \"%s\" for:\n%s", phrase, exile_status_str(got), err, text);
}

static void the_writer_names_every_field_and_leaves_defaults_out(void **state)
{
    (void)state;
    exile_match *m = scenario_load(MID_ATTACK);
    const char *text = scenario_notation(m);
    assert_true(strncmp(text, "exile-notation 2\nround 1\nflags\nplayers\n", 38) == 0);
    scenario_expect_now(m, "decision react seat=1", "the decision and its seat");
    scenario_expect_now(m, "window", "a window of defaults only");
    scenario_expect_now(m, "stun", "no stun");
    scenario_expect_now(m, "winner -", "a running match");
    scenario_expect_now(m, "next-attack 0", "nothing for the next attack");
    scenario_expect_now(m, "round-flags 0 flags=attacked,attacked-face-down", "flags by name");
    scenario_expect_now(m, "attack MV-002 attacker=0 flags=face-down,exert-payable,cannot-disarm,revealed declared=3 "
                           "cost=2 react-seat=1 hand-moves=2",
                        "the attack's fields by name, zeros left out");
    exile_match_destroy(m);
}

static void a_text_of_version_2_reads_back_exactly(void **state)
{
    (void)state;
    static char first[TEXT_CAP], second[TEXT_CAP];
    exile_match *m = scenario_load(MID_ATTACK);
    assert_int_equal(exile_match_to_notation(m, first, sizeof first), EXILE_OK);
    exile_match *again = scenario_load(first);
    assert_int_equal(exile_match_to_notation(again, second, sizeof second), EXILE_OK);
    assert_string_equal(first, second);
    unsigned char *a = saved(m), *b = saved(again);
    assert_memory_equal(a, b, exile_match_save_size());
    free(a);
    free(b);
    exile_match_destroy(again);
    exile_match_destroy(m);
}

static void a_text_of_version_1_reads_to_the_same_state(void **state)
{
    (void)state;
    exile_match *v2 = scenario_load(MID_ATTACK), *v1 = scenario_load(MID_ATTACK_V1);
    unsigned char *a = saved(v2), *b = saved(v1);
    assert_memory_equal(a, b, exile_match_save_size());
    free(a);
    free(b);
    static char text[TEXT_CAP];
    assert_int_equal(exile_match_to_notation(v1, text, sizeof text), EXILE_OK);
    assert_string_equal(text, scenario_notation(v2));
    exile_match_destroy(v1);
    exile_match_destroy(v2);
}

static void version_2_is_read_strictly(void **state)
{
    (void)state;
    static const struct {
        const char *line, *phrase;
    } bad[] = {
        { "attack MV-002 attacker=0 speeed=quick\n", "line 4: 'attack' has no key 'speeed'" },
        { "players turn=1 turn=0\n", "line 4: 'players' gives 'turn' twice" },
        { "decision react\n", "line 4: 'decision' needs 'seat='" },
        { "rng state=1\n", "line 4: 'rng' needs 'inc='" },
        { "round-flags 0 flags=attacked,sideways\n", "line 4: 'flags=' has no flag 'sideways'" },
        { "round-flags 0 flags=attacked,attacked\n", "'flags=' gives the flag 'attacked' twice" },
        { "round-flags 0 flags=8,attacked\n", "'flags=' has no flag '8'" },
        { "round-flags 0 rearm=primary,kit\n", "'rearm=' names one Gear slot" },
        { "players 1 1 1 1\n", "line 4: 'players': '1' is not key=value" },
        { "players turn=\n", "'turn=' needs a value" },
        { "attack MV-002 attacker=0 passes=3\n", "'passes=3' is not a number from 0 to 2" },
        { "attack MV-002 attacker=0 speed=fast\n", "'speed=fast': unknown speed" },
        { "window last-channel=TK-01\n", "a Token here needs its number" },
        { "winner -1\n", "winner is '-', 0, 1 or 'draw'" },
        { "trigger bleed seat=0 card=GR-07\n", "unknown trigger 'bleed'" },
        { "trigger recover seat=0\n", "'trigger' needs 'card='" },
        { "flags canonical-stamina canonical-stamina\n", "'flags' gives 'canonical-stamina' twice" },
        { "round 2 60\n", "'round': '60' is not key=value" },
        { "step react 0\n", "'step': '0' is not key=value" },
        { "decision turn seat=0 count=1\n", "'decision' has no key 'count'" },
    };
    static char text[TEXT_CAP];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(text, sizeof text, "exile-notation 2\n" SEATS "%send\n", bad[i].line);
        expect_refused(text, bad[i].phrase);
    }
    expect_refused("exile-notation 3\n" SEATS, "the first line must be 'exile-notation 2'");
}

static void expected_lines_match_the_fields_they_name(void **state)
{
    (void)state;
    exile_match *m = scenario_load(MID_ATTACK);
    /* The fields named, any order of flags; the others anything. */
    assert_true(scenario_has_line(m, "attack declared=3 cost=2", false));
    assert_true(scenario_has_line(m, "attack MV-002 flags=revealed,face-down,cannot-disarm,exert-payable", false));
    assert_false(scenario_has_line(m, "attack MV-001 declared=3", false));
    assert_false(scenario_has_line(m, "attack declared=2", false));
    assert_false(scenario_has_line(m, "attack flags=face-down", false));
    /* A field left out holds its default. */
    assert_true(scenario_has_line(m, "round-flags 0 successes=0 rearm=-", false) == false);
    assert_true(scenario_has_line(m, "round-flags 0 successes=0", false));
    assert_true(scenario_has_line(m, "attack MV-002 passes=0 speed=-", false));
    assert_false(scenario_has_line(m, "round-flags 0 successes=1", false));
    assert_false(scenario_has_line(m, "round-flags 1 flags=attacked", false));
    assert_true(scenario_has_line(m, "players first=0 turn=0", false));
    assert_false(scenario_has_line(m, "decision react seat=0", false));
    /* A field the line does not have never matches. */
    assert_false(scenario_has_line(m, "attack MV-002 speeed=-", false));
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_writer_names_every_field_and_leaves_defaults_out),
        cmocka_unit_test(a_text_of_version_2_reads_back_exactly),
        cmocka_unit_test(a_text_of_version_1_reads_to_the_same_state),
        cmocka_unit_test(version_2_is_read_strictly),
        cmocka_unit_test(expected_lines_match_the_fields_they_name),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
