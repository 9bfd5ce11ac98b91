/*
 * Hidden information (checklist Part F): two matches that differ only in
 * what seat s cannot see (which of the opponent's Moves are in its hand and
 * which in its deck, and the deck's order) give seat s identical
 * views and identical event streams, action after action, for as long as
 * the same actions can be played in both. Public API only.
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

#include <exile/exile.h>

enum { TEXT_CAP = 16384, LOG_CAP = 1 << 20, LINE_MAX_TOKENS = 80 };

typedef struct event_log {
    char text[LOG_CAP];
    size_t len;
} event_log;

static void record(const exile_event *ev, void *user_data)
{
    event_log *l = user_data;
    int n = snprintf(l->text + l->len, LOG_CAP - l->len, "%d %d %d %d %d %d %d\n", (int)ev->kind, ev->seat, ev->card,
                     ev->from, ev->to, ev->amount, ev->value);
    if (n > 0 && l->len + (size_t)n < LOG_CAP)
        l->len += (size_t)n;
}

static uint64_t next_rand(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* The view as text, followed by its observation vector written out as
 * numbers: equal texts mean equal views and equal observations. */
static void view_text(const exile_match *m, int seat, char *buf)
{
    exile_view *v;
    assert_int_equal(exile_view_create(&v, m, seat), EXILE_OK);
    assert_int_equal(exile_view_to_notation(v, buf, TEXT_CAP), EXILE_OK);
    static float obs[4096];
    size_t n = exile_observation_size(), len = strlen(buf);
    assert_true(n <= 4096);
    assert_int_equal(exile_view_observe(v, obs, n), EXILE_OK);
    for (size_t i = 0; i < n && len + 16 < TEXT_CAP; i++)
        len += (size_t)snprintf(buf + len, TEXT_CAP - len, "%g ", (double)obs[i]);
    exile_view_destroy(v);
}

/* Finds the line starting with @p key in @p text; returns its start or NULL. */
static char *find_line(char *text, const char *key)
{
    size_t kl = strlen(key);
    for (char *p = text; *p;) {
        if (strncmp(p, key, kl) == 0)
            return p;
        char *nl = strchr(p, '\n');
        if (!nl)
            break;
        p = nl + 1;
    }
    return NULL;
}

/* Splits the line at @p line into words (in place, up to the newline). */
static int words(char *line, char **out)
{
    int n = 0;
    char *end = strchr(line, '\n');
    for (char *p = line; p < end && n < LINE_MAX_TOKENS;) {
        while (p < end && *p == ' ')
            p++;
        if (p >= end)
            break;
        out[n++] = p;
        while (p < end && *p != ' ')
            p++;
    }
    return n;
}

static size_t word_len(const char *w)
{
    size_t n = 0;
    while (w[n] && w[n] != ' ' && w[n] != '\n')
        n++;
    return n;
}

/* Swaps two words of equal length in place. */
static void swap_words(char *a, char *b)
{
    size_t n = word_len(a);
    for (size_t i = 0; i < n; i++) {
        char t = a[i];
        a[i] = b[i];
        b[i] = t;
    }
}

/* The two Moves that traded places: once either is seen, the positions
 * differ in what the seat sees, and the comparison ends. */
static char swapped[2][8];

/* Alters what @p seat cannot see: a Move of the opponent's hand trades
 * places with one in the opponent's deck.
 * Returns false when the position has no such pair. */
static bool hide_differently(char *text, int seat)
{
    char key[16];
    int opp = 1 - seat;
    snprintf(key, sizeof key, "hand %d ", opp);
    char *hand = find_line(text, key);
    snprintf(key, sizeof key, "deck %d ", opp);
    char *deck = find_line(text, key);
    if (!hand || !deck)
        return false;
    char *hw[LINE_MAX_TOKENS], *dw[LINE_MAX_TOKENS];
    int hn = words(hand, hw), dn = words(deck, dw);
    char *a = NULL, *b = NULL;
    for (int i = 2; i < hn && !a; i++)
        if (strncmp(hw[i], "MV-", 3) == 0)
            a = hw[i];
    for (int i = 2; i < dn && !b; i++)
        if (strncmp(dw[i], "MV-", 3) == 0)
            b = dw[i];
    if (!a || !b)
        return false;
    snprintf(swapped[0], sizeof swapped[0], "%.6s", a);
    snprintf(swapped[1], sizeof swapped[1], "%.6s", b);
    swap_words(a, b);
    return true;
}

static exile_match *load(const char *text)
{
    exile_match *m = NULL;
    char err[256];
    if (exile_match_from_notation_ex(&m, text, NULL, err, sizeof err) != EXILE_OK)
        fail_msg("refused: %s\n%s", err, text);
    return m;
}

/* Fails with the first line where two views differ. */
static void assert_same_view(const char *a, const char *b, unsigned step)
{
    if (strcmp(a, b) == 0)
        return;
    size_t i = 0, line = 0;
    while (a[i] == b[i]) {
        if (a[i] == '\n')
            line = i + 1;
        i++;
    }
    int la = (int)strcspn(a + line, "\n"), lb = (int)strcspn(b + line, "\n");
    fail_msg("views differ at step %u:\n%.*s\n%.*s", step, la, a + line, lb, b + line);
}

static bool legal_in(const exile_match *m, exile_action a)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    for (size_t i = 0; i < n; i++)
        if (acts[i] == a)
            return true;
    return false;
}

static unsigned compared_steps;

static void compare_from(uint64_t seed, int seat, unsigned warmup)
{
    static char text[TEXT_CAP], va[TEXT_CAP], vb[TEXT_CAP];
    static event_log la, lb;
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.seed = seed;
    exile_match *m;
    assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
    uint64_t rng = seed * 2654435761u + 17u;
    for (unsigned i = 0; i < warmup && exile_match_winner(m) < 0; i++) {
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
        assert_int_equal(exile_match_apply(m, acts[next_rand(&rng) % n]), EXILE_OK);
    }
    assert_int_equal(exile_match_to_notation(m, text, sizeof text), EXILE_OK);
    exile_match_destroy(m);
    exile_match *a = load(text);
    if (!hide_differently(text, seat)) {
        exile_match_destroy(a);
        return;
    }
    exile_match *b = load(text);
    /* The opponent sees its own hand: the two positions really differ. */
    view_text(a, 1 - seat, va);
    view_text(b, 1 - seat, vb);
    assert_string_not_equal(va, vb);
    la.len = lb.len = 0;
    assert_int_equal(exile_match_observe(a, seat, record, &la), EXILE_OK);
    assert_int_equal(exile_match_observe(b, seat, record, &lb), EXILE_OK);
    for (unsigned step = 0; step < 400; step++) {
        view_text(a, seat, va);
        view_text(b, seat, vb);
        /* A swapped card made public (played, destroyed for an Exert) ends
         * the hidden difference. */
        if (strstr(va, swapped[0]) || strstr(va, swapped[1]) || strstr(vb, swapped[0]) ||
            strstr(vb, swapped[1]))
            break;
        assert_same_view(va, vb, step);
        assert_int_equal(la.len, lb.len);
        assert_memory_equal(la.text, lb.text, la.len);
        if (exile_match_winner(a) >= 0 || exile_match_winner(b) >= 0)
            break;
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n = exile_match_legal_actions(a, acts, EXILE_MAX_LEGAL_ACTIONS);
        exile_action pick = acts[next_rand(&rng) % n];
        /* Once the hidden difference decides what can be played, stop. */
        if (!legal_in(b, pick) || exile_match_to_act(a) != exile_match_to_act(b))
            break;
        assert_int_equal(exile_match_apply(a, pick), EXILE_OK);
        assert_int_equal(exile_match_apply(b, pick), EXILE_OK);
        compared_steps++;
    }
    exile_match_destroy(a);
    exile_match_destroy(b);
}

static void hidden_differences_stay_hidden(void **state)
{
    (void)state;
    compared_steps = 0;
    for (uint64_t seed = 1; seed <= 40; seed++)
        for (int seat = 0; seat < 2; seat++)
            compare_from(seed, seat, (unsigned)(seed % 5) * 20u);
    /* The comparison must have covered real play, not stopped at once. */
    assert_true(compared_steps > 500);
}

/* A face-down attack is known to its attacker only, until the Reveal
 * (checklist F3): the defender's view and events do not name the card. */
static void face_down_attack_is_hidden(void **state)
{
    (void)state;
    exile_match *m = load("exile-notation 2\n"
                          "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"
                          "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"
                          "players first=1 initiative=1 turn=1 next=1\n"
                          "hand 1 MV-006 MV-008\n"
                          "hand 0 MV-021\n"
                          "end\n");
    exile_action a;
    assert_int_equal(exile_action_parse(m, "attack face-down: Surge Swing", &a), EXILE_OK);
    static event_log seen;
    seen.len = 0;
    assert_int_equal(exile_match_observe(m, 0, record, &seen), EXILE_OK);
    assert_int_equal(exile_match_apply(m, a), EXILE_OK);
    exile_view *v;
    assert_int_equal(exile_view_create(&v, m, 0), EXILE_OK);
    assert_int_equal(exile_view_zone_card(v, 1, EXILE_ZONE_ATTACK, 0), EXILE_CARD_HIDDEN);
    exile_view_destroy(v);
    assert_int_equal(exile_view_create(&v, m, 1), EXILE_OK);
    int surge;
    assert_int_equal(exile_card_find("MV-006", &surge), EXILE_OK);
    assert_int_equal(exile_view_zone_card(v, 1, EXILE_ZONE_ATTACK, 0), surge);
    exile_view_destroy(v);
    char needle[32];
    snprintf(needle, sizeof needle, " %d ", surge);
    seen.text[seen.len] = '\0';
    /* No event seat 0 received names Surge Swing. */
    for (char *p = seen.text; *p;) {
        char *nl = strchr(p, '\n');
        int kind, s, card;
        assert_int_equal(sscanf(p, "%d %d %d", &kind, &s, &card), 3);
        assert_int_not_equal(card, surge);
        p = nl + 1;
    }
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(face_down_attack_is_hidden),
        cmocka_unit_test(hidden_differences_stay_hidden),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
