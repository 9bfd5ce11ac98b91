/*
 * The Stamina windows accept every order the rules allow. §3.1 Floating
 * Stamina: "Whenever you may take an action or play a card (your turn's
 * action, a Block card, a Reaction, an activated ability), you may first
 * tap any of your untapped Memories and channel any of your cards"; §5
 * Action A Pay: "Tap Memories and channel cards as you choose". For the
 * window before a turn's attack, a Tactics card, a Prepare, in an attack's
 * Pay, before each of several Block cards, before a Reaction and before an
 * activated ability, every order of the same taps and channels reaches the
 * position the canonical order (EXILE_MATCH_CANONICAL_STAMINA) reaches, but
 * for the order of the Recall Pile, and the canonical order refuses some of
 * them. Public API only.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "scenario.h"

#define SEATS                                                      \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n" \
    "players\n"

enum { MAX_STEPS = 5, MAX_WINDOWS = 2, MAX_ACTIONS = 16, TEXT_CAP = 16384, POSITION_CAP = 2048 };

/* One window: its taps and channels, written in the canonical order (taps
 * first, then channels in the library's card order), and the play that
 * takes their Stamina. */
typedef struct window {
    const char *steps[MAX_STEPS + 1]; /* NULL-terminated */
    const char *play;
} window;

typedef struct order_case {
    const char *rule;
    const char *position; /* match notation, without a flags line */
    const char *before[MAX_ACTIONS]; /* actions before the first window, NULL-terminated */
    window win[MAX_WINDOWS];         /* the windows in turn; an unused one has no play */
    /* The first play may come before any of its window's steps: an attack,
     * whose Pay step takes the Stamina floating when it was chosen. */
    bool play_first_too;
    const char *after; /* an action after the last play, or NULL */
} order_case;

typedef struct sequence {
    const char *act[MAX_ACTIONS * 2];
    size_t n;
} sequence;

static void push(sequence *s, const char *action)
{
    assert_true(s->n < MAX_ACTIONS * 2);
    s->act[s->n++] = action;
}

static exile_match *load(const order_case *c, unsigned flags)
{
    char position[POSITION_CAP];
    snprintf(position, sizeof position, "%sflags%s\nend\n", c->position,
             flags & EXILE_MATCH_CANONICAL_STAMINA ? " canonical-stamina" : "");
    return scenario_load(position);
}

/* Plays @p s from the case's position; false when an action is refused. */
static bool plays(exile_match *m, const sequence *s)
{
    for (size_t i = 0; i < s->n; i++) {
        exile_action a;
        if (exile_action_parse(m, s->act[i], &a) != EXILE_OK || exile_match_apply(m, a) != EXILE_OK)
            return false;
    }
    return true;
}

static int by_text(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* A "recall S CARD..." line with its cards sorted: the cards of a Recall
 * Pile lie face-up and a deck rebuilt from it is shuffled (§5 Fatigue), so
 * the rules give its order no meaning; the library keeps the order the
 * cards came in, which follows the order they were channeled in. */
static size_t sorted_recall_line(const char *line, size_t len, char *out)
{
    char copy[TEXT_CAP];
    memcpy(copy, line, len);
    copy[len] = '\0';
    char *cards[64];
    size_t n = 0;
    strtok(copy, " \n");                     /* "recall" */
    const char *seat = strtok(NULL, " \n"); /* S */
    for (char *c; n < 64 && (c = strtok(NULL, " \n"));)
        cards[n++] = c;
    qsort(cards, n, sizeof cards[0], by_text);
    size_t w = (size_t)sprintf(out, "recall %s", seat);
    for (size_t i = 0; i < n; i++)
        w += (size_t)sprintf(out + w, " %s", cards[i]);
    out[w++] = '\n';
    return w;
}

/* An "attack ..." line without its hand-moves= field: the Moves its
 * player's hand held besides the card at The Opener, which decides whether
 * its Exert was payable as it was played (G27). A channel before the
 * attack leaves fewer there by design; the rest of the position is the
 * same. */
static size_t attack_line_without_hand(const char *line, size_t len, char *out)
{
    size_t w = 0;
    for (size_t i = 0; i < len; i++) {
        if (line[i] == ' ' && strncmp(line + i + 1, "hand-moves=", 11) == 0) {
            while (i + 1 < len && line[i + 1] != ' ' && line[i + 1] != '\n')
                i++;
            continue;
        }
        out[w++] = line[i];
    }
    return w;
}

/* Does @p line hold the key @p key? */
static bool is_key(const char *line, const char *key)
{
    size_t n = strlen(key);
    return strncmp(line, key, n) == 0 && (line[n] == ' ' || line[n] == '\n' || !line[n]);
}

/* The notation without its "flags" and "window" lines (the mode, and the
 * canonical order's bookkeeping), its Recall Piles sorted, its attack's
 * hand-moves= field left out. */
static void position_of(const exile_match *m, char *out)
{
    size_t n = 0;
    for (const char *p = scenario_notation(m); *p;) {
        const char *nl = strchr(p, '\n');
        size_t l = nl ? (size_t)(nl - p) + 1 : strlen(p);
        assert_true(n + l + 1 < TEXT_CAP);
        if (is_key(p, "recall")) {
            n += sorted_recall_line(p, l, out + n);
        } else if (is_key(p, "attack")) {
            n += attack_line_without_hand(p, l, out + n);
        } else if (!is_key(p, "flags") && !is_key(p, "window")) {
            memcpy(out + n, p, l);
            n += l;
        }
        p += l;
    }
    out[n] = '\0';
}

static void describe(const sequence *s, char *out, size_t cap)
{
    size_t n = 0;
    out[0] = '\0';
    for (size_t i = 0; i < s->n && n < cap; i++)
        n += (size_t)snprintf(out + n, cap - n, "[%s] ", s->act[i]);
}

/* Next permutation of @p idx in lexicographic order; false after the last. */
static bool next_permutation(unsigned *idx, size_t n)
{
    if (n < 2)
        return false;
    size_t i = n - 1;
    while (i > 0 && idx[i - 1] >= idx[i])
        i--;
    if (i == 0)
        return false;
    size_t j = n - 1;
    while (idx[j] <= idx[i - 1])
        j--;
    unsigned t = idx[i - 1];
    idx[i - 1] = idx[j];
    idx[j] = t;
    for (size_t a = i, b = n - 1; a < b; a++, b--) {
        t = idx[a];
        idx[a] = idx[b];
        idx[b] = t;
    }
    return true;
}

static size_t count_steps(const window *w)
{
    size_t n = 0;
    while (w->steps[n])
        n++;
    return n;
}

typedef struct tally {
    const order_case *c;
    char reference[TEXT_CAP];
    unsigned orders, canonical_accepts;
} tally;

/* Every order of window @p w onward, after the actions in @p s. */
static void each_order(tally *t, size_t w, sequence s)
{
    const order_case *c = t->c;
    if (w == MAX_WINDOWS || !c->win[w].play) {
        if (c->after)
            push(&s, c->after);
        char order[TEXT_CAP], now[TEXT_CAP];
        describe(&s, order, sizeof order);
        exile_match *m = load(c, 0);
        if (!plays(m, &s))
            fail_msg("%s\nthe order %s is refused", c->rule, order);
        scenario_expect_now(m, "window", c->rule);
        position_of(m, now);
        if (strcmp(now, t->reference) != 0)
            fail_msg("%s\nthe order %s reaches:\n%s\nthe canonical order:\n%s", c->rule, order, now, t->reference);
        exile_match_destroy(m);
        m = load(c, EXILE_MATCH_CANONICAL_STAMINA);
        t->canonical_accepts += plays(m, &s);
        exile_match_destroy(m);
        t->orders++;
        return;
    }
    const window *win = &c->win[w];
    size_t n = count_steps(win);
    bool play_moves = w == 0 && c->play_first_too;
    size_t items = n + play_moves; /* item n is the play, when it moves */
    unsigned idx[MAX_STEPS + 1];
    for (unsigned i = 0; i < items; i++)
        idx[i] = i;
    do {
        sequence next = s;
        for (size_t i = 0; i < items; i++)
            push(&next, idx[i] < n ? win->steps[idx[i]] : win->play);
        if (!play_moves)
            push(&next, win->play);
        each_order(t, w + 1, next);
    } while (next_permutation(idx, items));
}

static unsigned factorial(size_t n)
{
    return n < 2 ? 1u : (unsigned)n * factorial(n - 1);
}

static void every_order_reaches_the_canonical_position(const order_case *c)
{
    print_message("  %s\n", c->rule);
    static tally t;
    t = (tally){ .c = c };
    /* The canonical order: each window's taps, then its channels, then its
     * play; an attack first, its Stamina made in its Pay. */
    sequence s = { .n = 0 };
    for (size_t i = 0; c->before[i]; i++)
        push(&s, c->before[i]);
    sequence canonical = s;
    unsigned expected = 1;
    for (size_t w = 0; w < MAX_WINDOWS && c->win[w].play; w++) {
        bool play_moves = w == 0 && c->play_first_too;
        if (play_moves)
            push(&canonical, c->win[w].play);
        for (size_t i = 0; c->win[w].steps[i]; i++)
            push(&canonical, c->win[w].steps[i]);
        if (!play_moves)
            push(&canonical, c->win[w].play);
        expected *= factorial(count_steps(&c->win[w]) + play_moves);
    }
    if (c->after)
        push(&canonical, c->after);
    exile_match *m = load(c, EXILE_MATCH_CANONICAL_STAMINA);
    if (!plays(m, &canonical))
        fail_msg("%s\nthe canonical order is refused with the canonical flag", c->rule);
    position_of(m, t.reference);
    exile_match_destroy(m);

    each_order(&t, 0, s);
    assert_int_equal(t.orders, expected);
    /* The canonical flag refuses some of them: they are new. */
    assert_true(t.canonical_accepts >= 1 && t.canonical_accepts < t.orders);
}

static void before_an_attack(void **state)
{
    (void)state;
    /* Blind Coil costs 2; the Stamina made before it is chosen floats into
     * its Pay. */
    static const order_case c = {
        .rule = "§3.1, §5 Action A Pay: Stamina made before an attack is chosen pays for it, in any order",
        .position = SEATS "memories 0 Uu Lu Lu\n"
                          "hand 0 MV-001 MV-002 MV-014\n",
        .before = { NULL },
        .win = { { { "tap: The Lantern Vigil", "tap: The Unwritten Name", "channel: False Thread",
                     "channel: Recoil Shot", NULL },
                   "attack face-up: Blind Coil" } },
        .play_first_too = true,
        .after = "declare 2",
    };
    every_order_reaches_the_canonical_position(&c);
}

static void before_a_tactics_card(void **state)
{
    (void)state;
    static const order_case c = {
        .rule = "§3.1: the taps and channels before a Tactics card (Second Sight, cost 1), in any order",
        .position = SEATS "memories 0 Uu Lu Lu\n"
                          "hand 0 MV-001 MV-014 MV-031\n",
        .before = { NULL },
        .win = { { { "tap: The Lantern Vigil", "channel: False Thread", "channel: Recoil Shot", NULL },
                   "play: Second Sight" } },
    };
    every_order_reaches_the_canonical_position(&c);
}

static void before_a_prepare(void **state)
{
    (void)state;
    static const order_case c = {
        .rule = "§5 Action D: the taps and channels before a Prepare (Severance, cost 4), in any order",
        .position = SEATS "memories 0 Uu Lu Lu\n"
                          "gear 0 Au Af Af Af\n"
                          "hand 0 MV-001 MV-005 MV-014\n",
        .before = { NULL },
        .win = { { { "tap: The Lantern Vigil", "tap: The Unwritten Name", "channel: False Thread",
                     "channel: Recoil Shot", NULL },
                   "prepare: Severance" } },
    };
    every_order_reaches_the_canonical_position(&c);
}

static void in_an_attacks_pay(void **state)
{
    (void)state;
    /* Blind Coil costs 2 and exactly 2 can be made: The Lantern Vigil and
     * False Thread. Channeling Glass Needle (Channel 0) first strands
     * nothing in any order; in the canonical order it would give up False
     * Thread and the tap, so it is offered last there. */
    static const order_case c = {
        .rule = "§5 Action A Pay: \"Tap Memories and channel cards as you choose\", and the cost stays payable",
        .position = SEATS "memories 0 Lu Lt Lt\n"
                          "hand 0 MV-001 MV-002 MV-011\n",
        .before = { "attack face-up: Blind Coil", NULL },
        .win = { { { "tap: The Lantern Vigil", "channel: False Thread", "channel: Glass Needle", NULL },
                   "declare 2" } },
    };
    every_order_reaches_the_canonical_position(&c);
}

static void before_each_block_card(void **state)
{
    (void)state;
    /* Hold the Line costs 2, Spiked Rampart 1; what one does not take is
     * lost, so each window's Stamina stays with its card. */
    static const order_case c = {
        .rule = "§5 Action A step 3: before each Block card the defender taps and channels, in any order",
        .position = SEATS "memories 1 Uu Lu Lu\n"
                          "hand 0 MV-001\n"
                          "hand 1 MV-016 MV-018 MV-019 MV-026 MV-027\n",
        .before = { "attack face-up: False Thread", "tap: The Lantern Vigil", "declare 1", NULL },
        .win = { { { "tap: The Furnace Oath", "channel: Drag Down", "channel: Gaff Hook", NULL },
                   "block: Hold the Line" },
                 { { "tap: The Broken Seal", "channel: Spite Chain", NULL }, "block: Spiked Rampart" } },
        .after = "no more blocks",
    };
    every_order_reaches_the_canonical_position(&c);
}

static void before_a_reaction(void **state)
{
    (void)state;
    static const order_case c = {
        .rule = "§3.1: the taps and channels before a Reaction (Oath of Ruin, cost 1), in any order",
        .position = SEATS "memories 1 Uu Lu Lu\n"
                          "hand 0 MV-001\n"
                          "hand 1 MV-018 MV-019 MV-038\n",
        .before = { "attack face-up: False Thread", "tap: The Lantern Vigil", "declare 1", "no more blocks", NULL },
        .win = { { { "tap: The Furnace Oath", "channel: Gaff Hook", "channel: Spite Chain", NULL },
                   "react: Oath of Ruin" } },
    };
    every_order_reaches_the_canonical_position(&c);
}

static void before_an_activated_ability(void **state)
{
    (void)state;
    /* Ghost Ledger's ability (E08) costs no Stamina: what floats is lost
     * (§3.1), and a card channeled before it lies in the Recall Pile, where
     * the ability may take it back. */
    static const order_case c = {
        .rule = "§3.1, §7.10: the taps and channels before an activated ability, in any order",
        .position = SEATS "memories 0 Uu Lu Lu\n"
                          "hand 0 MV-001 MV-003 MV-014\n"
                          "momentum 0 MV-002\n"
                          "recall 0 MV-011\n",
        .before = { NULL },
        .win = { { { "tap: The Lantern Vigil", "channel: False Thread", "channel: Recoil Shot", NULL },
                   "use the ability of: Ghost Ledger" } },
    };
    every_order_reaches_the_canonical_position(&c);
}

/* §3.1: "Your next action or card play takes what it costs from your
 * floating Stamina": an attack chosen after a tap takes that Stamina into
 * its Pay step, where the declare is offered at once. With the canonical
 * flag the same Stamina is made in the Pay step instead, so the attacks
 * are no longer offered once a Memory is tapped. */
static void attacks_stay_offered_after_a_tap(void **state)
{
    (void)state;
    const char *rule = "§3.1, §5 Action A Pay: after a tap before the action, the attacks are still offered";
    print_message("  %s\n", rule);
#define POSITION SEATS "memories 0 Uu Lu Lu\nhand 0 MV-001 MV-002\n"
    exile_match *m = scenario_load(POSITION "end\n");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_expect_legal(m, "attack face-up: Blind Coil", true, rule);
    scenario_expect_legal(m, "attack face-up: False Thread", true, rule);
    scenario_act(m, "attack face-up: Blind Coil");
    scenario_expect_now(m, "stamina 0 2", rule);
    scenario_expect_legal(m, "declare 2", true, rule);
    scenario_act(m, "declare 2");
    scenario_expect_now(m, "stamina 0 0", rule);
    scenario_expect_now(m, "exile 0 engaged", rule);
    exile_match_destroy(m);

    m = scenario_load(POSITION "flags canonical-stamina\nend\n");
#undef POSITION
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_expect_legal(m, "attack face-up: Blind Coil", false, "the canonical flag: attacks through Pay only");
    exile_match_destroy(m);
}

/* §3.1 Floating Stamina: "you may first tap any of your untapped
 * Memories". Two locked Memories each give 1, and either may be tapped:
 * a person tapping the second first is not refused. The canonical flag
 * offers one Memory of each Stamina value, the lowest slot. */
static void any_memory_may_be_tapped(void **state)
{
    (void)state;
    const char *rule = "§3.1: any untapped Memory may be tapped, whatever the others give";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "hand 0 MV-001\nend\n");
    scenario_expect_legal(m, "tap: The Lantern Vigil", true, rule);
    scenario_expect_legal(m, "tap: The Unwritten Name", true, rule);
    scenario_act(m, "tap: The Unwritten Name");
    scenario_expect_now(m, "memories 0 Lu Lt Lu", rule);
    exile_match_destroy(m);

    m = scenario_load(SEATS "hand 0 MV-001\nflags canonical-stamina\nend\n");
    scenario_expect_legal(m, "tap: The Unwritten Name", false, "the canonical flag: one Memory of each value");
    exile_match_destroy(m);
}

/* §3.1: "The card being played gives no Stamina toward itself, and one
 * card never gives Stamina twice." Blind Coil costs 2; with every Memory
 * tapped, only False Thread's 1 can pay for it, channeled before the
 * attack or not: it is not offered. */
static void the_card_played_gives_nothing_toward_itself(void **state)
{
    (void)state;
    const char *rule = "§3.1: the card being played gives no Stamina toward itself";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "memories 0 Lt Lt Lt\n"
                                         "hand 0 MV-001 MV-002\n"
                                         "end\n");
    scenario_expect_legal(m, "attack face-up: Blind Coil", false, rule);
    scenario_act(m, "channel: False Thread");
    scenario_expect_now(m, "stamina 0 1", rule);
    scenario_expect_legal(m, "attack face-up: Blind Coil", false, rule);
    scenario_expect_legal(m, "attack face-down: Blind Coil", false, rule);
    exile_match_destroy(m);
}

/* §5 Action A step 3: "Before each Block card the defender may tap Memories
 * and channel cards": a tap after a channel. */
static void a_tap_after_a_channel(void **state)
{
    (void)state;
    const char *rule = "§5 Action A step 3: the defender taps after channeling";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "hand 0 MV-001\n"
                                         "hand 1 MV-018 MV-027\n"
                                         "end\n");
    scenario_act_lines(m, "attack face-up: False Thread\n"
                          "tap: The Lantern Vigil\n"
                          "declare 1\n"
                          "channel: Gaff Hook\n");
    scenario_expect_legal(m, "tap: The Furnace Oath", true, rule);
    scenario_act(m, "tap: The Furnace Oath");
    scenario_act(m, "block: Hold the Line");
    scenario_expect_now(m, "stamina 1 0", rule);
    scenario_expect_now(m, "blocks MV-027", rule);
    exile_match_destroy(m);
}

/* §3.1: "Each Block card, each Reaction and each use of an activated
 * ability is a play of its own: Stamina left floating after one never pays
 * for the next"; "An action or card that costs nothing takes nothing, and
 * all your floating Stamina is lost." Ghost Ledger's ability costs no
 * Stamina: The Lantern Vigil's 2 tapped before it is lost, and does not pay
 * for Second Sight after it. */
static void an_activated_ability_takes_the_floating_stamina(void **state)
{
    (void)state;
    const char *rule = "§3.1, §7.10: Stamina floating before an activated ability is lost at its use";
    print_message("  %s\n", rule);
    exile_match *m = scenario_load(SEATS "memories 0 Uu Lt Lt\n"
                                         "hand 0 MV-031\n"
                                         "momentum 0 MV-002\n"
                                         "end\n");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_expect_now(m, "stamina 0 2", rule);
    scenario_act(m, "use the ability of: Ghost Ledger");
    scenario_expect_now(m, "stamina 0 0", rule);
    scenario_act(m, "choose: Blind Coil"); /* its cost */
    scenario_expect_legal(m, "play: Second Sight", false, rule);
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(before_an_attack),
        cmocka_unit_test(before_a_tactics_card),
        cmocka_unit_test(before_a_prepare),
        cmocka_unit_test(in_an_attacks_pay),
        cmocka_unit_test(before_each_block_card),
        cmocka_unit_test(before_a_reaction),
        cmocka_unit_test(before_an_activated_ability),
        cmocka_unit_test(attacks_stay_offered_after_a_tap),
        cmocka_unit_test(any_memory_may_be_tapped),
        cmocka_unit_test(the_card_played_gives_nothing_toward_itself),
        cmocka_unit_test(a_tap_after_a_channel),
        cmocka_unit_test(an_activated_ability_takes_the_floating_stamina),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
