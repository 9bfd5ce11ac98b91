/*
 * Why an action is refused (exile_match_why) and the last error of a match
 * (exile_match_errcode, exile_match_errmsg), through the public header.
 *
 * Over random positions of both boxes' first games: every legal action is
 * LEGAL, every other action code is refused with a reason and a text, the
 * seat that does not decide is told only that, apply refuses what why
 * refuses and records the same reason, and a seat's texts about its own
 * actions are the same in every match its view allows (determinized
 * matches). Positions in notation show each reason where the rules give it.
 *
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "scenario.h"

/* Random matches per box, and how often a position is examined whole. */
enum { MATCHES = 12, SAMPLE_EVERY = 23 };

static uint64_t xorshift64(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* A match of Box @p box's first game; odd seeds play the canonical
 * Stamina order, so both listings are examined. */
static exile_match *create_box(int box, uint64_t seed)
{
    exile_loadout lo[2];
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    assert_int_equal(exile_recommended_loadout(2 * box, &lo[0]), EXILE_OK);
    assert_int_equal(exile_recommended_loadout(2 * box + 1, &lo[1]), EXILE_OK);
    opts.loadout[0] = &lo[0];
    opts.loadout[1] = &lo[1];
    opts.seed = seed;
    opts.flags = seed & 1u ? EXILE_MATCH_CANONICAL_STAMINA : 0u;
    exile_match *m = NULL;
    assert_int_equal(exile_match_create(&m, &opts), EXILE_OK);
    return m;
}

static bool listed(const exile_action *acts, size_t n, exile_action a)
{
    for (size_t i = 0; i < n; i++)
        if (acts[i] == a)
            return true;
    return false;
}

/* The reason and text @p seat is given for @p a; the text fits EXILE_REASON_MAX. */
static exile_reason why(const exile_match *m, int seat, exile_action a, char *text)
{
    size_t len = 12345;
    exile_reason r = exile_match_why(m, seat, a, text, EXILE_REASON_MAX, &len);
    assert_int_equal(len, strlen(text));
    assert_true(len < EXILE_REASON_MAX);
    return r;
}

/* Every action code at one position: the legal ones are LEGAL with no
 * text; the others have a reason and a text; the other seat is told it
 * does not decide. Counts each reason given in @p seen. */
static void examine(const exile_match *m, unsigned seen[EXILE_REASON_OTHER + 1])
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    int actor = exile_match_to_act(m);
    char text[EXILE_REASON_MAX];
    for (exile_action a = 0; a < EXILE_ACTION_SPACE; a++) {
        exile_reason r = why(m, actor, a, text);
        if (listed(acts, n, a)) {
            if (r != EXILE_REASON_LEGAL)
                fail_msg("legal action %u refused: %s", (unsigned)a, text);
            assert_string_equal(text, "");
            continue;
        }
        if (r <= EXILE_REASON_LEGAL || r > EXILE_REASON_OTHER)
            fail_msg("illegal action %u given reason %d", (unsigned)a, (int)r);
        assert_true(text[0] != '\0');
        seen[r]++;
        assert_int_equal(exile_match_why(m, EXILE_OMNISCIENT, a, text, sizeof text, NULL), r);
        r = why(m, 1 - actor, a, text);
        assert_true(r == EXILE_REASON_NOT_YOUR_DECISION || r == EXILE_REASON_BAD_ENCODING);
    }
}

/* exile_match_apply refuses an action exactly when why does, and records
 * the reason; a success clears the record. */
static void apply_refuses(exile_match *m, exile_action a)
{
    char text[EXILE_REASON_MAX];
    exile_reason r = why(m, exile_match_to_act(m), a, text);
    assert_true(r != EXILE_REASON_LEGAL);
    assert_int_equal(exile_match_apply(m, a), EXILE_E_ILLEGAL_ACTION);
    assert_int_equal(exile_match_errcode(m), EXILE_E_ILLEGAL_ACTION);
    assert_int_equal(exile_match_errreason(m), r);
    const char *msg = exile_match_errmsg(m);
    assert_non_null(strstr(msg, exile_reason_str(r)));
    assert_non_null(strstr(msg, "illegal action"));
}

static void random_positions(int box)
{
    uint64_t rng = UINT64_C(0x9e3779b97f4a7c15) + (uint64_t)box;
    unsigned seen[EXILE_REASON_OTHER + 1] = { 0 };
    unsigned step = 0;
    for (unsigned g = 0; g < MATCHES; g++) {
        exile_match *m = create_box(box, xorshift64(&rng));
        while (exile_match_to_act(m) >= 0) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
            assert_true(n > 0);
            char text[EXILE_REASON_MAX];
            for (size_t i = 0; i < n; i++)
                assert_int_equal(why(m, exile_match_to_act(m), acts[i], text), EXILE_REASON_LEGAL);
            if (++step % SAMPLE_EVERY == 0)
                examine(m, seen);
            exile_action bad = (exile_action)(xorshift64(&rng) % EXILE_ACTION_SPACE);
            if (!listed(acts, n, bad))
                apply_refuses(m, bad);
            assert_int_equal(exile_match_apply(m, acts[xorshift64(&rng) % n]), EXILE_OK);
            assert_int_equal(exile_match_errcode(m), EXILE_OK);
            assert_string_equal(exile_match_errmsg(m), "no error");
        }
        char text[EXILE_REASON_MAX];
        assert_int_equal(why(m, 0, EXILE_ACTION(EXILE_ACT_END, 0), text), EXILE_REASON_GAME_OVER);
        assert_int_equal(exile_match_apply(m, EXILE_ACTION(EXILE_ACT_END, 0)), EXILE_E_GAME_OVER);
        assert_int_equal(exile_match_errcode(m), EXILE_E_GAME_OVER);
        assert_int_equal(exile_match_errreason(m), EXILE_REASON_GAME_OVER);
        exile_match_destroy(m);
    }
    for (int r = 1; r <= EXILE_REASON_OTHER; r++)
        if (seen[r])
            print_message("box %d: %6u %s\n", box + 1, seen[r], exile_reason_str((exile_reason)r));
    /* No refusal falls through every condition the lister checks. */
    assert_int_equal(seen[EXILE_REASON_OTHER], 0);
}

/* The boxes the tests play (the state of a test): 0 Box 1, 1 Box 2. */
static int box1 = 0, box2 = 1;

static void random_positions_of_box(void **state)
{
    random_positions(*(const int *)*state);
}

/* The texts a seat is given about its own actions depend on nothing it
 * cannot see: they are the same in a match determinized for it. An action
 * may name the instance of a hidden card (the opponent's face-down attack,
 * a target): where its legality differs, that is the deal, not the text. */
static void hidden_cards_change_no_text(int box)
{
    uint64_t rng = UINT64_C(0x2545f4914f6cdd1d) + (uint64_t)box;
    unsigned compared = 0;
    for (unsigned g = 0; g < MATCHES / 2; g++) {
        exile_match *m = create_box(box, xorshift64(&rng));
        exile_match *d = NULL;
        assert_int_equal(exile_match_clone(&d, m), EXILE_OK);
        unsigned step = 0;
        while (exile_match_to_act(m) >= 0) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
            int seat = exile_match_to_act(m);
            if (++step % SAMPLE_EVERY == 0) {
                assert_int_equal(exile_match_determinize(d, m, seat, xorshift64(&rng)), EXILE_OK);
                char a_text[EXILE_REASON_MAX], b_text[EXILE_REASON_MAX];
                for (exile_action a = 0; a < EXILE_ACTION_SPACE; a++) {
                    exile_reason ra = why(m, seat, a, a_text), rb = why(d, seat, a, b_text);
                    if ((ra == EXILE_REASON_LEGAL) != (rb == EXILE_REASON_LEGAL))
                        continue;
                    if (strcmp(a_text, b_text) != 0 || ra != rb)
                        fail_msg("seat %d, action %u: \"%s\" (%d) here, \"%s\" (%d) after a new deal", seat,
                                 (unsigned)a, a_text, (int)ra, b_text, (int)rb);
                    compared++;
                }
            }
            assert_int_equal(exile_match_apply(m, acts[xorshift64(&rng) % n]), EXILE_OK);
        }
        exile_match_destroy(d);
        exile_match_destroy(m);
    }
    assert_true(compared > 0);
}

static void hidden_cards_of_box(void **state)
{
    hidden_cards_change_no_text(*(const int *)*state);
}

#define SEATS                                                      \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"

/* The action written @p text, read for the seat to act. */
static exile_action action(const exile_match *m, const char *text)
{
    exile_action a;
    if (exile_action_parse(m, text, &a) != EXILE_OK)
        fail_msg("cannot read the action \"%s\"", text);
    return a;
}

/* @p seat is refused @p a for @p want, in a text holding @p words. */
static void expect_code(const exile_match *m, int seat, exile_action a, exile_reason want, const char *words)
{
    char text[EXILE_REASON_MAX];
    exile_reason r = why(m, seat, a, text);
    if (r != want || !strstr(text, words))
        fail_msg("action %u: \"%s\" (%s), want %s and \"%s\"", (unsigned)a, text, exile_reason_str(r),
                 exile_reason_str(want), words);
}

static void expect(const exile_match *m, const char *act, exile_reason want, const char *words)
{
    expect_code(m, exile_match_to_act(m), action(m, act), want, words);
}

/* Seat 0 attacks with False Thread; seat 1 is asked to block, holding a
 * Block card of cost 2, a Finisher and an Attack, and taps one Memory: 1
 * Stamina floats. */
static exile_match *block_step(const char *extra)
{
    char position[1024];
    snprintf(position, sizeof position,
             SEATS "round-flags 0 flags=attacked\n"
                   "hand 0 MV-001 MV-003\n"
                   "hand 1 MV-027 MV-030 MV-006 MV-026\n%s"
                   "end\n",
             extra);
    exile_match *m = scenario_load(position);
    scenario_act(m, "attack face-up: False Thread");
    scenario_act(m, "tap: The Lantern Vigil");
    scenario_act(m, "declare 1");
    scenario_act(m, "tap: The Furnace Oath");
    assert_int_equal(exile_match_to_act(m), 1);
    return m;
}

/* §5 Action A step 3: a Block card is paid from floating Stamina; a
 * Finisher and a card that prints only an attack cannot block; a disarmed
 * Gear's Moves cannot be played (§7.5); the turn's actions are not asked in
 * the Block step, and the attacker is not the one deciding. */
static void block_reasons(void **state)
{
    (void)state;
    exile_match *m = block_step("");
    expect(m, "block: Hold the Line", EXILE_REASON_NOT_ENOUGH_STAMINA, "Hold the Line costs 2 and 1 Stamina floats");
    expect(m, "block: Juggernaut", EXILE_REASON_CANNOT_BLOCK, "Juggernaut is a Finisher: a Finisher cannot block");
    expect(m, "block: Surge Swing", EXILE_REASON_CANNOT_BLOCK,
           "Surge Swing prints only an attack: a card that prints only an attack cannot block");
    expect_code(m, 1, EXILE_ACTION(EXILE_ACT_END, 0), EXILE_REASON_WRONG_DECISION,
                "it is the Block step: play a Block card or take the hit");
    expect_code(m, 0, action(m, "block: Spiked Rampart"), EXILE_REASON_NOT_YOUR_DECISION, "it is not your decision");
    char text[EXILE_REASON_MAX];
    assert_int_equal(why(m, 1, action(m, "block: Spiked Rampart"), text), EXILE_REASON_LEGAL);
    assert_string_equal(text, "");
    exile_match_destroy(m);

    m = block_step("gear 1 Af Af Df Af\n");
    expect(m, "block: Spiked Rampart", EXILE_REASON_GEAR_DISARMED, "the Gear of Spiked Rampart, Bastion Plate, is disarmed");
    exile_match_destroy(m);
}

/* The turn's action (§5 Actions A to E). Bastion Plate (P01): "The first
 * attack your opponent makes each round must be played face-up." A
 * Finisher is prepared with its Gear on its Upgrade side, paid from
 * floating Stamina (§7.4 Prepare check); a Block card cannot attack; a card
 * not in hand is not played. */
static void turn_reasons(void **state)
{
    (void)state;
    exile_match *m = scenario_load(SEATS "hand 0 MV-001 MV-005 MV-021\n"
                                          "stamina 0 2\n"
                                          "end\n");
    expect(m, "attack face-down: False Thread", EXILE_REASON_FACE_UP_ONLY,
           "Bastion Plate: the first attack you make each round must be played face-up");
    expect(m, "prepare: Severance", EXILE_REASON_NOT_ENOUGH_STAMINA, "Severance costs 4 and 2 Stamina float");
    expect(m, "attack face-up: Grounding Fold", EXILE_REASON_CANNOT_ATTACK, "Grounding Fold prints no Damage");
    expect(m, "attack face-up: Severance", EXILE_REASON_CANNOT_ATTACK, "Severance is a Finisher");
    expect(m, "channel: Unlit Passage", EXILE_REASON_NOT_IN_HAND, "Unlit Passage is not in your hand");
    expect(m, "block: Grounding Fold", EXILE_REASON_WRONG_DECISION, "it is your turn's action");
    exile_match_destroy(m);

    m = scenario_load(SEATS "hand 0 MV-005\n"
                            "stamina 0 4\n"
                            "end\n");
    expect(m, "prepare: Severance", EXILE_REASON_GEAR_NOT_UPGRADED,
           "the Gear of Severance, Whisper Coil, does not show its Upgrade");
    exile_match_destroy(m);

    /* §5 Action E: the turn after the Prepare must play the Finisher. */
    m = scenario_load(SEATS "gear 0 Au Af Af Af\n"
                            "hand 0 MV-001\n"
                            "prepared 0 MV-005 cost=4 due=1\n"
                            "end\n");
    expect(m, "end", EXILE_REASON_FINISHER_DUE, "this turn must play your prepared Finisher, Severance");
    expect(m, "attack face-up: False Thread", EXILE_REASON_FINISHER_DUE, "Severance");
    exile_match_destroy(m);
}

/* Codes that are no action at all, and a match that is over. */
static void encoding_and_game_over(void **state)
{
    (void)state;
    exile_match *m = scenario_load(SEATS "end\n");
    expect_code(m, 0, EXILE_ACTION_SPACE, EXILE_REASON_BAD_ENCODING, "is not an action code");
    expect_code(m, 0, EXILE_ACTION(EXILE_ACT_KIND_COUNT, 0), EXILE_REASON_BAD_ENCODING, "is not an action code");
    expect_code(m, 1, EXILE_ACTION(EXILE_ACT_END, 1), EXILE_REASON_BAD_ENCODING, "is not an action code");
    expect_code(m, 0, EXILE_ACTION(EXILE_ACT_CHANNEL, 200), EXILE_REASON_NO_SUCH_ARGUMENT, "names no card");
    expect_code(m, 0, EXILE_ACTION(EXILE_ACT_TAP, 3), EXILE_REASON_NO_SUCH_ARGUMENT, "no Memory slot 3");
    exile_match_destroy(m);

    m = scenario_load(SEATS "hp 1 0\nwinner 0\nend\n");
    expect_code(m, 0, EXILE_ACTION(EXILE_ACT_END, 0), EXILE_REASON_GAME_OVER, "the match is over");
    expect_code(m, 1, EXILE_ACTION(EXILE_ACT_END, 0), EXILE_REASON_GAME_OVER, "the match is over");
    exile_match_destroy(m);
}

/* §5 Stun: "the attack of the stun turn is unblockable and unanswered";
 * a Stealth attack played face-up while Disengaged is unblockable. A
 * defender asked another choice during such an attack (here Recover) is
 * told why it cannot block. */
static void unblockable_and_stunned(void **state)
{
    (void)state;
    static const char *const attack[] = {
        "attack MV-001 attacker=0 flags=unblockable,stun declared=1 cost=1 speed=quick\n", /* 2 unblockable, 4 a stun turn */
        "attack MV-001 attacker=0 flags=unblockable declared=1 cost=1 speed=quick\n",
    };
    for (unsigned i = 0; i < 2; i++) {
        char position[1024];
        snprintf(position, sizeof position,
                 SEATS "round-flags 0 flags=attacked\n"
                       "exile 0 engaged\n"
                       "memories 1 Lt Lu Lu\n"
                       "hand 1 MV-026\n"
                       "step react\n"
                       "tactics then=math\n"
                       "decision recover seat=1\n%s"
                       "end\n",
                 attack[i]);
        exile_match *m = scenario_load(position);
        assert_int_equal(exile_match_why(m, 1, action(m, "untap: The Furnace Oath"), NULL, 0, NULL),
                         EXILE_REASON_LEGAL);
        exile_action a;
        assert_int_equal(exile_action_parse(m, "channel: Spiked Rampart", &a), EXILE_OK);
        a = EXILE_ACTION(EXILE_ACT_BLOCK, EXILE_ACTION_ARG(a));
        if (i == 0)
            expect_code(m, 1, a, EXILE_REASON_STUNNED, "you are stunned");
        else
            expect_code(m, 1, a, EXILE_REASON_UNBLOCKABLE, "the attack is unblockable");
        exile_match_destroy(m);
    }
}

/* Every failing call that may write to its match leaves its status and a
 * message there; a success leaves "no error"; calls on a const match
 * report by their status alone and leave the message as it was. */
static void errmsg_after_each_failing_call(void **state)
{
    (void)state;
    exile_match *m = scenario_load(SEATS "hand 0 MV-001 MV-021\nend\n");
    exile_match *other = NULL;
    assert_int_equal(exile_match_clone(&other, m), EXILE_OK);
    assert_int_equal(exile_match_errcode(m), EXILE_OK);
    assert_string_equal(exile_match_errmsg(m), "no error");
    assert_int_equal(exile_match_errreason(m), EXILE_REASON_LEGAL);

    exile_action a = action(m, "attack face-up: Grounding Fold");
    assert_int_equal(exile_match_apply(m, a), EXILE_E_ILLEGAL_ACTION);
    assert_int_equal(exile_match_errcode(m), EXILE_E_ILLEGAL_ACTION);
    assert_int_equal(exile_match_errreason(m), EXILE_REASON_CANNOT_ATTACK);
    assert_string_equal(exile_match_errmsg(m), "illegal action: the card cannot be played as an attack");
    /* const calls write nothing: the message stays */
    char text[EXILE_REASON_MAX];
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    assert_true(exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS) > 0);
    assert_int_equal(exile_match_why(m, 0, EXILE_ACTION(EXILE_ACT_END, 0), text, sizeof text, NULL), EXILE_REASON_LEGAL);
    assert_int_equal(exile_match_to_notation(m, NULL, 1), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_match_errcode(m), EXILE_E_ILLEGAL_ACTION);
    assert_int_equal(exile_match_copy(other, m), EXILE_OK);
    assert_int_equal(exile_match_errcode(m), EXILE_E_ILLEGAL_ACTION);

    assert_int_equal(exile_match_observe(m, 3, NULL, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_match_errcode(m), EXILE_E_INVALID_ARGUMENT);
    assert_string_equal(exile_match_errmsg(m), "invalid argument");
    assert_int_equal(exile_match_errreason(m), EXILE_REASON_LEGAL);
    assert_int_equal(exile_match_observe(m, 0, NULL, NULL), EXILE_OK);
    assert_string_equal(exile_match_errmsg(m), "no error");

    assert_int_equal(exile_match_copy(m, NULL), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_match_errcode(m), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_match_copy(m, other), EXILE_OK);
    assert_int_equal(exile_match_errcode(m), EXILE_OK);

    assert_int_equal(exile_match_determinize(m, other, 5, 1), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_match_errcode(m), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_match_determinize(m, other, 0, 1), EXILE_OK);
    assert_int_equal(exile_match_errcode(m), EXILE_OK);

    /* a match made from a failing one starts clean */
    assert_int_equal(exile_match_apply(m, EXILE_ACTION_SPACE), EXILE_E_ILLEGAL_ACTION);
    assert_int_equal(exile_match_errreason(m), EXILE_REASON_BAD_ENCODING);
    assert_string_equal(exile_match_errmsg(m), "illegal action: not an action code");
    exile_match *c = NULL;
    assert_int_equal(exile_match_clone(&c, m), EXILE_OK);
    assert_int_equal(exile_match_errcode(c), EXILE_OK);
    assert_int_equal(exile_match_apply(m, acts[0]), EXILE_OK);
    assert_string_equal(exile_match_errmsg(m), "no error");

    /* NULL, and the arguments of why */
    assert_int_equal(exile_match_errcode(NULL), EXILE_E_INVALID_ARGUMENT);
    assert_string_equal(exile_match_errmsg(NULL), "no match");
    assert_int_equal(exile_match_errreason(NULL), EXILE_REASON_INVALID_ARGUMENT);
    size_t len = 7;
    assert_int_equal(exile_match_why(NULL, 0, 0, text, sizeof text, &len), EXILE_REASON_INVALID_ARGUMENT);
    assert_int_equal(len, 0);
    assert_string_equal(text, "");
    assert_int_equal(exile_match_why(m, 3, 0, text, sizeof text, NULL), EXILE_REASON_INVALID_ARGUMENT);
    assert_int_equal(exile_match_why(m, -1, 0, NULL, 0, NULL), EXILE_REASON_INVALID_ARGUMENT);
    assert_int_equal(exile_match_why(m, 0, 0, NULL, 4, NULL), EXILE_REASON_INVALID_ARGUMENT);
    /* a short buffer: the text is cut and terminated, the length is whole */
    exile_reason full = exile_match_why(m, 1, EXILE_ACTION_SPACE, text, sizeof text, &len);
    char small[8];
    size_t small_len;
    assert_int_equal(exile_match_why(m, 1, EXILE_ACTION_SPACE, small, sizeof small, &small_len), full);
    assert_int_equal(small_len, len);
    assert_int_equal(strlen(small), sizeof small - 1);
    assert_memory_equal(small, text, sizeof small - 1);
    assert_string_equal(exile_reason_str((exile_reason)99), "unknown reason");
    assert_string_equal(exile_reason_str(EXILE_REASON_INVALID_ARGUMENT), "unknown reason");
    exile_match_destroy(c);
    exile_match_destroy(other);
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(block_reasons),
        cmocka_unit_test(turn_reasons),
        cmocka_unit_test(encoding_and_game_over),
        cmocka_unit_test(unblockable_and_stunned),
        cmocka_unit_test(errmsg_after_each_failing_call),
        cmocka_unit_test_prestate(random_positions_of_box, &box1),
        cmocka_unit_test_prestate(random_positions_of_box, &box2),
        cmocka_unit_test_prestate(hidden_cards_of_box, &box1),
        cmocka_unit_test_prestate(hidden_cards_of_box, &box2),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
