/*
 * The frame of a notation text (doc/notation.md): a text of version 2 ends
 * with `end`, so that no text cut short reads as another position, and
 * every line is given once. Texts of mid-game positions of both boxes,
 * written by the library, are cut at every byte and at every line's end,
 * with each line ending: every cut is refused as malformed, the caller's
 * match handle untouched, but the cuts that keep the whole `end` line
 * (only the last line ending lost), which read as the same position. Each
 * line of each text given twice, as it is or as its key alone, is refused.
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

enum { TEXT_CAP = 16384, POSITIONS = 8, MAX_LINES = 128 };

#define SEATS                                                      \
    "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"

/* What a refused load must leave in the caller's handle: this, as it was. */
static int sentinel_object;
#define SENTINEL ((exile_match *)(void *)&sentinel_object)

/* The texts of the positions, written by the library. */
static char texts[POSITIONS][TEXT_CAP];
static const char *names[POSITIONS];
static unsigned npositions;

/* A small generator of the test's own: the same positions on every run. */
static uint64_t next_random(uint64_t *s)
{
    *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
    return *s >> 33;
}

static void keep(const exile_match *m, const char *name)
{
    assert_true(npositions < POSITIONS);
    assert_int_equal(exile_match_to_notation(m, texts[npositions], TEXT_CAP), EXILE_OK);
    names[npositions++] = name;
}

/* Box @p box's first game (its two recommended loadouts), seed @p seed,
 * played by random legal actions for @p actions actions. */
static void mid_game(int box, uint64_t seed, unsigned actions, const char *name)
{
    exile_loadout lo[2];
    assert_int_equal(exile_recommended_loadout(2 * (box - 1), &lo[0]), EXILE_OK);
    assert_int_equal(exile_recommended_loadout(2 * (box - 1) + 1, &lo[1]), EXILE_OK);
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.seed = seed;
    o.loadout[0] = &lo[0];
    o.loadout[1] = &lo[1];
    exile_match *m = NULL;
    assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
    uint64_t r = seed;
    exile_action legal[EXILE_MAX_LEGAL_ACTIONS];
    for (unsigned i = 0; i < actions; i++) {
        size_t n = exile_match_legal_actions(m, legal, EXILE_MAX_LEGAL_ACTIONS);
        assert_true(n > 0); /* mid-game: still running */
        assert_int_equal(exile_match_apply(m, legal[next_random(&r) % n]), EXILE_OK);
    }
    assert_int_equal(exile_match_winner(m), -1);
    keep(m, name);
    exile_match_destroy(m);
}

static int setup(void **state)
{
    (void)state;
    mid_game(1, 3, 40, "box 1, seed 3, 40 actions");
    mid_game(1, 8, 90, "box 1, seed 8, 90 actions");
    mid_game(2, 5, 45, "box 2, seed 5, 45 actions");
    mid_game(2, 11, 100, "box 2, seed 11, 100 actions");
    /* A Tactics card on the stack, its React step open (a `stack` line). */
    exile_match *m = scenario_load("exile-notation 2\n" SEATS "players\n"
                                   "exile 0 engaged\n"
                                   "hand 0 MV-031 MV-002\n"
                                   "deck 0 MV-011 MV-012 MV-013 MV-014 MV-015\n"
                                   "hand 1 MV-038\n"
                                   "end\n");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "play: Second Sight");
    keep(m, "Second Sight on the stack");
    exile_match_destroy(m);
    /* The mid-attack example of doc/notation.md, as written back. */
    m = scenario_load("exile-notation 2\n" SEATS "step react\n"
                      "decision react seat=1\n"
                      "actions 5\n"
                      "exile 0 engaged\n"
                      "memories 0 Ut Ut Lu\n"
                      "round-flags 0 flags=attacked,attacked-face-down\n"
                      "hand 0 MV-001 MV-021\n"
                      "exile 1 engaged\n"
                      "hand 1 MV-008 MV-026 MV-027\n"
                      "attack MV-002 attacker=0 flags=face-down,exert-payable,cannot-disarm,revealed "
                      "declared=3 cost=2 react-seat=1 hand-moves=2\n"
                      "tactics then=math\n"
                      "end\n");
    keep(m, "the mid-attack example");
    exile_match_destroy(m);
    for (unsigned i = 0; i < npositions; i++) {
        size_t n = strlen(texts[i]);
        assert_true(n > 5 && strcmp(texts[i] + n - 5, "\nend\n") == 0); /* the writer ends with `end` */
        assert_non_null(strstr(texts[i], i == 4 ? "\nstack MV-031" : "\nattack "));
    }
    return 0;
}

/* The line endings a text may have (doc/notation.md). */
static const char *const endings[] = { "\n", "\r\n", "\r" };
static const char *const ending_names[] = { "LF", "CRLF", "CR" };

/* @p text with each LF made @p ending ("\n", "\r\n" or "\r"). */
static void with_ending(char *out, const char *text, const char *ending)
{
    size_t k = 0;
    for (const char *p = text; *p; p++) {
        if (*p == '\n')
            for (const char *e = ending; *e; e++)
                out[k++] = *e;
        else
            out[k++] = *p;
        assert_true(k + 2 < 2 * TEXT_CAP);
    }
    out[k] = '\0';
}

/* Loads @p text; fails unless it is refused as malformed with a message
 * holding @p phrase, the handle untouched. */
static void expect_refused(const char *text, const char *phrase, const char *what)
{
    exile_match *m = SENTINEL;
    char err[256] = "";
    exile_status s = exile_match_from_notation_ex(&m, text, NULL, err, sizeof err);
    if (s != EXILE_E_PARSE || m != SENTINEL || !strstr(err, phrase))
        fail_msg("%s: expected a malformed text with \"%s\", the handle untouched; got %s, \"%s\"%s, for:\n%s", what,
                 phrase, exile_status_str(s), err, m == SENTINEL ? "" : " and the handle changed", text);
}

/* Does @p cut, its trailing spaces and line endings aside, end like
 * @p text: does it keep the whole `end` line? */
static bool keeps_the_end(const char *cut, size_t n, const char *text)
{
    size_t t = strlen(text);
    while (n > 0 && strchr(" \t\r\n", cut[n - 1]))
        n--;
    while (t > 0 && strchr(" \t\r\n", text[t - 1]))
        t--;
    return n == t;
}

/* Every prefix of @p text, cut at each byte: refused, with the message
 * of where it stops, unless it keeps the whole `end` line. */
static void every_byte_cut(const char *text, const char *name, unsigned ending, const char *want)
{
    static char cut[2 * TEXT_CAP];
    size_t len = strlen(text), header = strlen("exile-notation 2");
    unsigned loaded = 0;
    for (size_t k = 0; k < len; k++) {
        memcpy(cut, text, k);
        cut[k] = '\0';
        char what[160];
        snprintf(what, sizeof what, "%s, %s, cut at byte %zu of %zu", name, ending_names[ending], k, len);
        if (keeps_the_end(cut, k, text)) {
            exile_match *m = scenario_load(cut);
            assert_string_equal(scenario_notation(m), want);
            exile_match_destroy(m);
            loaded++;
        } else {
            expect_refused(cut, k == 0 ? "empty text" : k < header ? "the first line must be" : "no 'end' line",
                           what);
        }
    }
    /* Only the last line ending is lost: "end\r" and "end" of "end\r\n". */
    assert_int_equal(loaded, strlen(endings[ending]));
}

static void a_text_cut_at_any_byte_is_refused(void **state)
{
    (void)state;
    static char text[2 * TEXT_CAP];
    for (unsigned i = 0; i < npositions; i++)
        for (unsigned e = 0; e < 3; e++) {
            with_ending(text, texts[i], endings[e]);
            every_byte_cut(text, names[i], e, texts[i]);
        }
}

/* The first @p n lines of each text, whole lines only, each ending left
 * at the end of the cut or not: whatever the lines lost, refused. */
static void a_text_cut_at_a_line_end_is_refused(void **state)
{
    (void)state;
    static char cut[2 * TEXT_CAP];
    for (unsigned i = 0; i < npositions; i++) {
        const char *text = texts[i];
        unsigned lines = 0;
        for (const char *p = text; *p; p++)
            lines += *p == '\n';
        const char *at = text;
        for (unsigned n = 1; n < lines; n++) {
            at = strchr(at, '\n') + 1; /* after line n */
            size_t k = (size_t)(at - text);
            char what[160];
            snprintf(what, sizeof what, "%s, its first %u of %u lines", names[i], n, lines);
            static const char *const tails[] = { "", "\n", "\n\n", "# a comment\n" };
            for (unsigned t = 0; t < 4; t++) {
                snprintf(cut, sizeof cut, "%.*s%s", (int)(k - 1), text, tails[t]);
                expect_refused(cut, "no 'end' line", what);
            }
        }
        /* Every line but `end`, which none of the cuts above holds. */
        assert_int_equal((size_t)(at - text), strlen(text) - strlen("end\n"));
    }
}

/* A line of a list whose entries may be alike (doc/notation.md). */
static bool is_list_line(const char *line)
{
    return strncmp(line, "trigger ", 8) == 0;
}

/* @p text with @p line inserted before its last line, `end`. */
static void insert_before_end(char *out, size_t cap, const char *text, const char *line)
{
    size_t n = strlen(text) - strlen("end\n");
    int w = snprintf(out, cap, "%.*s%s\nend\n", (int)n, text, line);
    assert_true(w > 0 && (size_t)w < cap);
}

static void a_line_given_twice_is_refused(void **state)
{
    (void)state;
    static char out[TEXT_CAP + 512];
    static const char *const seat_keys[] = { "seat",       "hp",       "exile", "memories", "gear",   "stamina",
                                             "round-flags", "next-attack", "prepared", "deck", "hand",   "recall",
                                             "destroyed",  "momentum", "as-block", "attached" };
    for (unsigned i = 0; i < npositions; i++) {
        const char *p = texts[i];
        unsigned lines = 0;
        for (const char *eol; (eol = strchr(p, '\n')); p = eol + 1, lines++) {
            char line[1024], key[64], values[1024], alone[1100];
            snprintf(line, sizeof line, "%.*s", (int)(eol - p), p);
            if (lines == 0 || strcmp(line, "end") == 0 || is_list_line(line))
                continue;
            char what[1200];
            /* The line again, as it is. */
            snprintf(what, sizeof what, "%s, '%s' twice", names[i], line);
            insert_before_end(out, sizeof out, texts[i], line);
            sscanf(line, "%63s", key);
            char phrase[128];
            snprintf(phrase, sizeof phrase, "a second '%s", key);
            expect_refused(out, phrase, what);
            /* Its key alone, or with its seat: the same line, whatever
             * its values. */
            bool per_seat = false;
            for (size_t k = 0; k < sizeof seat_keys / sizeof *seat_keys; k++)
                per_seat |= strcmp(key, seat_keys[k]) == 0;
            if (strcmp(key, "stack") == 0) {
                sscanf(line, "%*s %1023s", values);
                snprintf(values + strlen(values), sizeof values - strlen(values), " seat=1");
                snprintf(alone, sizeof alone, "stack %.1000s", values);
            } else if (per_seat) {
                sscanf(line, "%*s %1023s", values);
                snprintf(alone, sizeof alone, "%s %.1000s", key, values);
            } else {
                snprintf(alone, sizeof alone, "%s", key);
            }
            snprintf(what, sizeof what, "%s, '%.100s' after '%.900s'", names[i], alone, line);
            insert_before_end(out, sizeof out, texts[i], alone);
            expect_refused(out, phrase, what);
        }
        /* The header again, and `end`. */
        insert_before_end(out, sizeof out, texts[i], "exile-notation 2");
        expect_refused(out, "a second 'exile-notation' line (the first is line 1)", names[i]);
        snprintf(out, sizeof out, "%send\n", texts[i]);
        expect_refused(out, "text after 'end'", names[i]);
    }
    /* The message names both lines. */
    expect_refused("exile-notation 2\n" SEATS "hand 0 MV-001\nhp 0 12\n\nhand 0 MV-002\nend\n",
                   "line 7: a second 'hand 0' line (the first is line 4): a text gives it once per seat",
                   "a second hand");
    expect_refused("exile-notation 2\n" SEATS "seed 1\nseed 1\nend\n", "line 5: a second 'seed' line (the first is line 4)",
                   "seed twice");
    expect_refused("exile-notation 2\n" SEATS "hp 0 12\nhp 00 11\nend\n", "a second 'hp 00' line", "seat 00");
    /* One line per seat: seat 0's and seat 1's are two lines. */
    exile_match_destroy(scenario_load("exile-notation 2\n" SEATS "hp 0 12\nhp 1 11\nend\n"));
    /* Version 1, whose `end` is optional, refuses a line given twice too. */
    expect_refused("exile-notation 1\n" SEATS "hp 1 12\nhp 1 13\n", "a second 'hp 1' line", "version 1");
    expect_refused("exile-notation 1\n" SEATS "players 0 0 0 0\nplayers 0 0 0 0\n", "a second 'players' line",
                   "version 1");
    exile_match_destroy(scenario_load("exile-notation 1\n" SEATS "hp 1 12\n"));
}

/* The triggers are a queue, which may hold two alike: two alike lines are
 * two entries, not one line given twice. Bastion Plate's E10, queued
 * twice: two Bleed Tokens attached to seat 1's Exile. */
static void alike_trigger_lines_are_two_entries(void **state)
{
    (void)state;
    exile_match *m = scenario_load("exile-notation 2\n" SEATS "players\nhand 0 MV-001\n"
                                   "trigger attach-token card=GR-06 arg=1 target=1 token=TK-01\n"
                                   "trigger attach-token card=GR-06 arg=1 target=1 token=TK-01\n"
                                   "end\n");
    scenario_expect_now(m, "attached 1 TK-01 TK-01", "two alike triggers, each resolved");
    exile_match_destroy(m);
}

/* A text of version 2 without `end` names what it lacks; one of version 1
 * reads as it always did. */
static void the_end_of_version_2_only_is_required(void **state)
{
    (void)state;
    expect_refused("exile-notation 2\n" SEATS "hp 1 12\n",
                   "no 'end' line: the text stops at line 4 without it (cut short?); a text of version 2 ends with "
                   "'end'",
                   "no end");
    exile_match *a = scenario_load("exile-notation 1\n" SEATS "hp 1 12\n");
    exile_match *b = scenario_load("exile-notation 2\n" SEATS "hp 1 12\nend\n");
    static char text[TEXT_CAP];
    snprintf(text, sizeof text, "%s", scenario_notation(a));
    assert_string_equal(text, scenario_notation(b));
    exile_match_destroy(a);
    exile_match_destroy(b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_text_cut_at_any_byte_is_refused),
        cmocka_unit_test(a_text_cut_at_a_line_end_is_refused),
        cmocka_unit_test(a_line_given_twice_is_refused),
        cmocka_unit_test(alike_trigger_lines_are_two_entries),
        cmocka_unit_test(the_end_of_version_2_only_is_required),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
