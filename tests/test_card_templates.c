/*
 * White-box test of the generated card tables (lib/cards/cards.h): how the
 * printed lines of Box 1 map to the §6.3/§6.4 templates, and the fields the
 * public queries do not show (Gear move lists, loadouts, keyword columns).
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "engine.h"

static const ex_line *line_of(unsigned id, unsigned i)
{
    const ex_card *c = ex_card_def(id);
    assert_true(i < c->line_count);
    return &c->lines[i];
}

/* Asserts the template mapping of one line. */
static void expect_line(unsigned id, unsigned i, int side, int column, int tmpl, int form,
                        int effect, int x, int y, int z)
{
    const ex_line *ln = line_of(id, i);
    assert_int_equal(ln->side, side);
    assert_int_equal(ln->column, column);
    assert_int_equal(ln->tmpl, tmpl);
    assert_int_equal(ln->form, form);
    assert_int_equal(ln->effect, effect);
    assert_int_equal(ln->x, x);
    assert_int_equal(ln->y, y);
    assert_int_equal(ln->z, z);
}

static void test_box1_by_kind_in_id_order(void **state)
{
    int per_kind[5] = { 0 }, box1 = 0, last_kind = 0;
    (void)state;
    for (unsigned id = 0; id < CARD_COUNT; id++) {
        const ex_card *c = ex_card_def(id);
        /* Ids run by kind: Exiles, Gear, Moves, Memories, Tokens. */
        assert_true(c->kind >= last_kind);
        last_kind = c->kind;
        if (c->box == 1) {
            box1++;
            per_kind[c->kind]++;
        }
    }
    assert_int_equal(box1, 59);
    assert_int_equal(per_kind[EXILE_CARD_EXILE], 2);
    assert_int_equal(per_kind[EXILE_CARD_GEAR], 8);
    assert_int_equal(per_kind[EXILE_CARD_MOVE], 40);
    assert_int_equal(per_kind[EXILE_CARD_MEMORY], 6);
    assert_int_equal(per_kind[EXILE_CARD_TOKEN], 3);
    assert_string_equal(ex_card_def(CARD_MV_013)->code, "MV-013");
    assert_string_equal(ex_card_def(CARD_TK_03)->name, "Plating Token");
}

/* Every line is mapped, and a card's lines run front, back, then one-time. */
static void test_every_line_is_mapped(void **state)
{
    (void)state;
    for (unsigned id = 0; id < CARD_COUNT; id++) {
        const ex_card *c = ex_card_def(id);
        int last_side = SIDE_FRONT;
        assert_true(c->line_count == 0 || c->lines != NULL);
        for (unsigned i = 0; i < c->line_count; i++) {
            const ex_line *ln = &c->lines[i];
            assert_non_null(ln->text);
            assert_true(ln->tmpl > TMPL_NONE && ln->tmpl < TMPL_COUNT);
            assert_true(ln->effect < TMPL_COUNT);
            assert_true(ln->side >= last_side && ln->side <= SIDE_ONCE);
            last_side = ln->side;
            assert_true(ln->column <= COL_COUNT);
            /* Only a Combat card's lines stand in one column, but for a line
             * about the whole card (E48, MV-066). */
            assert_int_equal(ln->column != COL_COUNT, c->kind == EXILE_CARD_MOVE &&
                                                          c->move_type == EXILE_MOVE_COMBAT && ln->tmpl != TMPL_E48);
            assert_true(ln->keyword <= EXILE_KW_COUNT);
        }
    }
}

static void test_nested_templates(void **state)
{
    const ex_line *ln;
    (void)state;
    /* GR-05: "Whenever one of your opponent's Gear is disarmed, recover 1 Stamina." */
    expect_line(CARD_GR_05, 0, SIDE_FRONT, COL_COUNT, TMPL_P15, 2, TMPL_E44, 1, 0, 0);
    expect_line(CARD_GR_05, 1, SIDE_BACK, COL_COUNT, TMPL_P15, 2, TMPL_E44, 1, 0, 0);
    /* "While your opponent has 2 or more cards ..., the Moves of this Gear gain +1 Block Rating." */
    expect_line(CARD_GR_05, 2, SIDE_BACK, COL_COUNT, TMPL_P25, 0, TMPL_P07, 2, 1, 0);

    /* GR-02: P23 with E10, the outer [X] first. */
    expect_line(CARD_GR_02, 2, SIDE_BACK, COL_COUNT, TMPL_P23, 0, TMPL_E10, 3, 1, 0);
    ln = line_of(CARD_GR_02, 2);
    assert_int_equal(ln->token, CARD_TK_01);
    assert_int_equal(ln->place, PLACE_OPPONENT_EXILE);

    /* GR-06: "... attach 2 Plating Tokens to your Exile." */
    expect_line(CARD_GR_06, 4, SIDE_BACK, COL_COUNT, TMPL_P24, 0, TMPL_E10, 3, 2, 0);
    assert_int_equal(line_of(CARD_GR_06, 4)->token, CARD_TK_03);
    assert_int_equal(line_of(CARD_GR_06, 4)->place, PLACE_OWN_EXILE);

    /* GR-04: "When your opponent becomes Engaged, attach 1 Aim Token ..." */
    expect_line(CARD_GR_04, 2, SIDE_BACK, COL_COUNT, TMPL_P16, 2, TMPL_E10, 1, 0, 0);
    assert_int_equal(line_of(CARD_GR_04, 2)->token, CARD_TK_02);

    /* EXL-02: P16 first form, and its Unleashed P18 with P03. */
    expect_line(CARD_EXL_02, 1, SIDE_FRONT, COL_COUNT, TMPL_P16, 1, TMPL_E44, 1, 0, 0);
    expect_line(CARD_EXL_02, 4, SIDE_BACK, COL_COUNT, TMPL_P18, 1, TMPL_P03, 1, 0, 0);
    expect_line(CARD_EXL_02, 5, SIDE_ONCE, COL_COUNT, TMPL_E65, 0, TMPL_E60, 0, 0, 0);
    expect_line(CARD_EXL_01, 5, SIDE_ONCE, COL_COUNT, TMPL_E65, 0, TMPL_E16, 4, 0, 0);

    /* MV-012: "If your opponent is Disengaged, attach 1 Aim Token ..." */
    expect_line(CARD_MV_012, 0, SIDE_FRONT, COL_COUNT, TMPL_E62, 2, TMPL_E10, 1, 0, 0);
    assert_int_equal(line_of(CARD_MV_012, 0)->token, CARD_TK_02);

    /* MV-037: E11 with its WHILE ATTACHED E54. */
    expect_line(CARD_MV_037, 0, SIDE_FRONT, COL_COUNT, TMPL_E11, 0, TMPL_E54, 1, 0, 0);
    assert_int_equal(line_of(CARD_MV_037, 0)->place, PLACE_OPPONENT_EXILE);
}

static void test_one_time_effects(void **state)
{
    const ex_line *ln;
    (void)state;
    /* GR-03's "When this Upgrade is unlocked" line is a one-time Effect. */
    expect_line(CARD_GR_03, 3, SIDE_ONCE, COL_COUNT, TMPL_E64, 1, TMPL_E52, 0, 0, 0);
    /* Memories: E64's Memory form, with the inner template's own form. */
    expect_line(CARD_MEM_01, 0, SIDE_ONCE, COL_COUNT, TMPL_E64, 2, TMPL_E07, 0, 0, 0);
    assert_int_equal(line_of(CARD_MEM_01, 0)->effect_form, 1);
    expect_line(CARD_MEM_05, 0, SIDE_ONCE, COL_COUNT, TMPL_E64, 2, TMPL_E15, 0, 0, 0);
    assert_int_equal(line_of(CARD_MEM_05, 0)->effect_form, 1);
    expect_line(CARD_MEM_03, 0, SIDE_ONCE, COL_COUNT, TMPL_E64, 2, TMPL_E12, 2, 0, 0);
    assert_int_equal(line_of(CARD_MEM_03, 0)->token, CARD_TK_01);
    assert_int_equal(line_of(CARD_MEM_03, 0)->place, PLACE_NONE);
    expect_line(CARD_MEM_04, 0, SIDE_ONCE, COL_COUNT, TMPL_E64, 2, TMPL_E10, 1, 0, 0); /* 1 Token: its erratum */
    assert_int_equal(line_of(CARD_MEM_04, 0)->place, PLACE_OWN_EXILE);
    expect_line(CARD_MEM_06, 0, SIDE_ONCE, COL_COUNT, TMPL_E64, 2, TMPL_E30, 2, 0, 0);
    /* [condition] slots. */
    ln = line_of(CARD_MEM_02, 0);
    expect_line(CARD_MEM_02, 0, SIDE_ONCE, COL_COUNT, TMPL_E20, 0, TMPL_NONE, 0, 0, 0);
    assert_int_equal(ln->cond, COND_NO_INITIATIVE);
    expect_line(CARD_MV_013, 0, SIDE_FRONT, COL_COUNT, TMPL_E53, 0, TMPL_NONE, 1, 0, 0);
    assert_int_equal(line_of(CARD_MV_013, 0)->cond, COND_ATTACK_SUCCESSFUL);
}

static void test_move_lines(void **state)
{
    (void)state;
    /* Combat cards: each line in its column. */
    expect_line(CARD_MV_004, 0, SIDE_FRONT, COL_BLOCK, TMPL_E19, 0, TMPL_NONE, 0, 0, 0);
    expect_line(CARD_MV_029, 0, SIDE_FRONT, COL_ATTACK, TMPL_E18, 0, TMPL_NONE, 0, 0, 0);
    expect_line(CARD_MV_024, 0, SIDE_FRONT, COL_BLOCK, TMPL_E39, 0, TMPL_NONE, 1, 0, 0);
    /* Keywords a line names. */
    assert_int_equal(line_of(CARD_MV_024, 0)->keyword, EXILE_KW_FLOW + 1);
    expect_line(CARD_MV_036, 0, SIDE_FRONT, COL_COUNT, TMPL_E42, 0, TMPL_NONE, 2, 0, 0);
    assert_int_equal(line_of(CARD_MV_036, 0)->keyword, EXILE_KW_OVERCOMMIT + 1);
    assert_int_equal(line_of(CARD_GR_03, 0)->keyword, EXILE_KW_THROWN + 1); /* P20 [that has Thrown] */
    assert_int_equal(line_of(CARD_GR_04, 0)->keyword, 0);                   /* P21 without its option */
    assert_int_equal(line_of(CARD_MV_006, 0)->keyword, 0);
    /* Slots in order. */
    expect_line(CARD_MV_038, 0, SIDE_FRONT, COL_COUNT, TMPL_E29, 0, TMPL_NONE, 2, 3, 3);
    expect_line(CARD_MV_030, 0, SIDE_FRONT, COL_COUNT, TMPL_E04, 0, TMPL_NONE, 1, 3, 0);
    expect_line(CARD_MV_015, 0, SIDE_FRONT, COL_COUNT, TMPL_E05, 0, TMPL_NONE, 1, 3, 0);
    expect_line(CARD_MV_032, 1, SIDE_FRONT, COL_COUNT, TMPL_E55, 2, TMPL_NONE, 0, 0, 0);
    expect_line(CARD_MV_032, 2, SIDE_FRONT, COL_COUNT, TMPL_E56, 2, TMPL_NONE, 0, 0, 0);
    /* §7.11 reaches on Finisher Tactics. */
    expect_line(CARD_MV_020, 0, SIDE_FRONT, COL_COUNT, TMPL_FINISHER_REACH, 1, TMPL_NONE, 1, 0, 0);
    expect_line(CARD_MV_025, 0, SIDE_FRONT, COL_COUNT, TMPL_FINISHER_REACH, 2, TMPL_NONE, 1, 0, 0);
    expect_line(CARD_MV_035, 0, SIDE_FRONT, COL_COUNT, TMPL_FINISHER_REACH, 3, TMPL_NONE, 3, 0, 0);
    expect_line(CARD_MV_035, 1, SIDE_FRONT, COL_COUNT, TMPL_E40, 0, TMPL_NONE, 1, 0, 0);
    expect_line(CARD_MV_005, 0, SIDE_FRONT, COL_COUNT, TMPL_E21, 0, TMPL_NONE, 0, 0, 0);
}

static void test_token_lines(void **state)
{
    static const unsigned tokens[] = { CARD_TK_01, CARD_TK_02, CARD_TK_03 };
    static const int texts[] = { TMPL_TOKEN_BLEED, TMPL_TOKEN_AIM, TMPL_TOKEN_PLATING };
    (void)state;
    for (unsigned i = 0; i < 3; i++) {
        assert_int_equal(ex_card_def(tokens[i])->line_count, 2);
        expect_line(tokens[i], 0, SIDE_FRONT, COL_COUNT, TMPL_TOKEN_UNPLAYABLE, 0, TMPL_NONE, 0, 0, 0);
        expect_line(tokens[i], 1, SIDE_FRONT, COL_COUNT, texts[i], 0, TMPL_NONE, 0, 0, 0);
        assert_int_equal(ex_card_def(tokens[i])->supply, 10);
    }
}

static void test_keyword_columns(void **state)
{
    const ex_card *c;
    (void)state;
    /* MV-002 Blind Coil: Ambush 2 on its attack column only. */
    c = ex_card_def(CARD_MV_002);
    assert_true(ex_has_kw(c, COL_ATTACK, EXILE_KW_AMBUSH));
    assert_int_equal(ex_kw_value(c, COL_ATTACK, EXILE_KW_AMBUSH), 2);
    assert_int_equal(c->kw[COL_BLOCK].has, 0);
    /* MV-019 Spite Chain: Vengeful attack, Disarming block. */
    c = ex_card_def(CARD_MV_019);
    assert_int_equal(c->kw[COL_ATTACK].has, UINT32_C(1) << EXILE_KW_VENGEFUL);
    assert_int_equal(c->kw[COL_BLOCK].has, UINT32_C(1) << EXILE_KW_DISARMING_BLOCK);
    /* MV-009 prints Momentous across both columns. */
    c = ex_card_def(CARD_MV_009);
    assert_true(ex_has_kw(c, COL_ATTACK, EXILE_KW_MOMENTOUS));
    assert_true(ex_has_kw(c, COL_BLOCK, EXILE_KW_MOMENTOUS));
    /* A Move with one column keeps its keywords in both. */
    c = ex_card_def(CARD_MV_022);
    for (unsigned col = COL_ATTACK; col < COL_COUNT; col++) {
        assert_true(ex_has_kw(c, col, EXILE_KW_DISARMING_BLOCK));
        assert_int_equal(ex_kw_value(c, col, EXILE_KW_SUFFOCATING), 1);
    }
    assert_int_equal(ex_card_def(CARD_MV_022)->cost, ex_card_def(CARD_MV_022)->block_cost);
    assert_int_equal(ex_card_def(CARD_MV_001)->block_cost, -1);
}

/* §4.3: each Gear lists its five Moves, each naming it, one of them the Finisher. */
static void test_gear_lists(void **state)
{
    (void)state;
    for (unsigned g = 0; g < CARD_COUNT; g++) {
        const ex_card *gear = ex_card_def(g);
        int finishers = 0;
        if (gear->kind != EXILE_CARD_GEAR)
            continue;
        for (unsigned i = 0; i < 5; i++) {
            const ex_card *mv = ex_card_def(gear->moves[i]);
            int fin = mv->move_type == EXILE_MOVE_FINISHER_ATTACK
                      || mv->move_type == EXILE_MOVE_FINISHER_TACTICS;
            assert_int_equal(mv->kind, EXILE_CARD_MOVE);
            assert_int_equal(mv->gear, g);
            assert_int_equal(mv->category, gear->category);
            assert_int_equal(fin, gear->moves[i] == gear->finisher);
            finishers += fin;
        }
        assert_int_equal(finishers, 1);
    }
    assert_int_equal(ex_card_def(CARD_GR_01)->moves[0], CARD_MV_001);
    assert_int_equal(ex_card_def(CARD_GR_01)->moves[4], CARD_MV_005);
    assert_int_equal(ex_card_def(CARD_GR_01)->finisher, CARD_MV_005);
    assert_int_equal(ex_card_def(CARD_GR_07)->finisher, CARD_MV_035);
    assert_int_equal(ex_card_def(CARD_EXL_01)->gear, CARD_GR_01);
    assert_int_equal(ex_card_def(CARD_EXL_02)->gear, CARD_GR_02);
}

static void test_recommended_loadouts(void **state)
{
    const ex_recommended *a = &ex_recommended_loadouts[0], *b = &ex_recommended_loadouts[1];
    (void)state;
    assert_true(ex_recommended_count >= 2);
    assert_int_equal(a->exile, CARD_EXL_01);
    assert_int_equal(a->gear[0], CARD_GR_01);
    assert_int_equal(a->gear[1], CARD_GR_03);
    assert_int_equal(a->gear[2], CARD_GR_05);
    assert_int_equal(a->gear[3], CARD_GR_07);
    assert_int_equal(a->memories[0], CARD_MEM_01);
    assert_int_equal(a->memories[2], CARD_MEM_03);
    assert_int_equal(b->exile, CARD_EXL_02);
    assert_int_equal(b->gear[0], CARD_GR_02);
    assert_int_equal(b->gear[3], CARD_GR_08);
    assert_int_equal(b->memories[0], CARD_MEM_04);
    assert_int_equal(b->memories[2], CARD_MEM_06);
}

/* Every card of both boxes is executed in full: none is refused
 * (issue: "no card is kept from play because its text is missing"). A line
 * the engine does not execute, such as a form no card prints, makes its
 * card refused rather than played without it. */
/* A copy of card @p id whose line @p i is @p line (the copy's only line
 * when @p alone). */
static ex_card with_line(unsigned id, unsigned i, const ex_line *line, bool alone, ex_line *buf)
{
    ex_card made = *ex_card_def(id);
    assert_true(made.line_count <= 8 && i < made.line_count);
    for (unsigned k = 0; k < made.line_count; k++)
        buf[k] = made.lines[k];
    buf[i] = *line;
    made.lines = alone ? &buf[i] : buf;
    made.line_count = alone ? 1 : made.line_count;
    return made;
}

static void test_every_card_is_executed(void **state)
{
    (void)state;
    ex_line buf[8], l;
    ex_card made;
    for (unsigned id = 0; id < CARD_COUNT; id++)
        if (!ex_card_text_supported(ex_card_def(id)))
            fail_msg("%s is not executed in full", ex_card_def(id)->code);
    /* Every form of E14 stands on an Attack (G39); "this Gear" names no
     * Gear on an Exile or a Memory (an Exile's Passive, E65, E64 form 2). */
    for (unsigned form = 1; form <= 4; form++) {
        l = *line_of(CARD_MV_057, 0);
        assert_int_equal(l.tmpl, TMPL_E14);
        l.form = (uint8_t)form;
        made = with_line(CARD_MV_057, 0, &l, true, buf);
        assert_true(ex_card_text_supported(&made));
    }
    l = *line_of(CARD_EXL_02, 1); /* P16 with E44 */
    assert_int_equal(l.tmpl, TMPL_P16);
    l.effect = TMPL_E14;
    l.effect_form = 4;
    made = with_line(CARD_EXL_02, 1, &l, false, buf);
    assert_false(ex_card_text_supported(&made));
    l.effect_form = 1;
    made = with_line(CARD_EXL_02, 1, &l, false, buf);
    assert_true(ex_card_text_supported(&made));
    l = *line_of(CARD_MEM_08, 0); /* E64 form 2 with E10 */
    l.effect = TMPL_E14;
    l.effect_form = 4;
    l.token = 0;
    l.place = PLACE_NONE;
    made = with_line(CARD_MEM_08, 0, &l, false, buf);
    assert_false(ex_card_text_supported(&made));
    /* E10's "this Gear": on a Gear, not on an Exile. */
    l = *line_of(CARD_GR_06, 1); /* P19 with E10 */
    assert_int_equal(l.effect, TMPL_E10);
    l.place = PLACE_THIS_GEAR;
    made = with_line(CARD_GR_06, 1, &l, false, buf);
    assert_true(ex_card_text_supported(&made));
    made = with_line(CARD_EXL_02, 1, &l, false, buf);
    assert_false(ex_card_text_supported(&made));
    /* A Tactics card attaches itself to an Exile only; E56 alone needs E55
     * beside it (MV-032 Deferred Pain prints both). */
    l = *line_of(CARD_MV_037, 0); /* E11 with E54 on the opponent's Exile */
    assert_int_equal(l.tmpl, TMPL_E11);
    l.place = PLACE_OWN_MEMORY;
    made = with_line(CARD_MV_037, 0, &l, false, buf);
    assert_false(ex_card_text_supported(&made));
    l = *line_of(CARD_MV_032, 2); /* E56 form 2 */
    assert_int_equal(l.tmpl, TMPL_E56);
    made = with_line(CARD_MV_032, 2, &l, true, buf);
    assert_false(ex_card_text_supported(&made));
    /* E55 form 2 counts "the target attack": a card that targets none. */
    l = *line_of(CARD_MV_032, 0); /* E24, the target */
    l.tmpl = TMPL_E30;
    l.x = 1;
    made = with_line(CARD_MV_032, 0, &l, false, buf);
    assert_false(ex_card_text_supported(&made));
    /* "If this attack was successful" (E53) on a Block card names no attack. */
    l = *line_of(CARD_MV_013, 0);
    assert_int_equal(l.tmpl, TMPL_E53);
    made = with_line(CARD_MV_023, 0, &l, true, buf);
    assert_int_equal(made.move_type, EXILE_MOVE_BLOCK);
    assert_false(ex_card_text_supported(&made));
    l.cond = COND_FEWER_HP;
    made = with_line(CARD_MV_023, 0, &l, true, buf);
    assert_true(ex_card_text_supported(&made));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_box1_by_kind_in_id_order),
        cmocka_unit_test(test_every_line_is_mapped),
        cmocka_unit_test(test_nested_templates),
        cmocka_unit_test(test_one_time_effects),
        cmocka_unit_test(test_move_lines),
        cmocka_unit_test(test_token_lines),
        cmocka_unit_test(test_keyword_columns),
        cmocka_unit_test(test_gear_lists),
        cmocka_unit_test(test_recommended_loadouts),
        cmocka_unit_test(test_every_card_is_executed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
