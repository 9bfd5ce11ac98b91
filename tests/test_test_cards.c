/*
 * The test card set (tests/cards/test.cards, box 9): the test-only build of
 * the engine holds its invented cards, and executes every one of them. The
 * forms of the §6.3/§6.4 templates they print are played by the scenarios
 * of tests/scenarios/s6.4-template-forms.scn. White-box: linked with the
 * test-only build of the engine (tests/cards/meson.build).
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "engine.h"
#include "scenario.h"

/* The test library holds the test cards, and every one of them is
 * executed: a loadout of them is accepted (EXILE_OK), never refused
 * (EXILE_E_UNSUPPORTED). */
static void test_cards_are_played(void **state)
{
    (void)state;
    assert_string_equal(ex_card_def(CARD_MV_901)->code, "MV-901");
    for (unsigned id = 0; id < CARD_COUNT; id++)
        if (!ex_card_text_supported(ex_card_def(id)))
            fail_msg("%s is refused", ex_card_def(id)->code);
    exile_loadout a = { "EXL-91", "GR-92", "GR-93", "GR-94", { "MEM-91", "MEM-92", "MEM-93" } };
    exile_loadout b = { "EXL-92", "GR-03", "GR-05", "GR-07", { "MEM-01", "MEM-02", "MEM-03" } };
    assert_int_equal(scenario_create_status(&a, &b), EXILE_OK);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cards_are_played),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
