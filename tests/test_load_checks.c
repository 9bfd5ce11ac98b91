/*
 * What loading a save checks of fields the notation never writes out of
 * range: a flag of 0 or 1 holding any other byte is refused, as the
 * notation refuses it, so every save that loads writes back as notation.
 * White-box: it sets the fields of the flat state.
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "match.h"

/* The save of @p m with the byte at @p offset of its state set to @p value,
 * loaded: the status. */
static exile_status load_with(const exile_match *m, size_t offset, uint8_t value)
{
    size_t size = exile_match_save_size();
    exile_match *copy = NULL;
    assert_int_equal(exile_match_clone(&copy, m), EXILE_OK);
    unsigned char bytes[sizeof(ex_state)];
    memcpy(bytes, &copy->st, sizeof bytes);
    bytes[offset] = value;
    memcpy(&copy->st, bytes, sizeof bytes);
    unsigned char *save = malloc(size);
    assert_non_null(save);
    assert_int_equal(exile_match_save(copy, save, size, NULL), EXILE_OK);
    exile_match *loaded = NULL;
    exile_status s = exile_match_load(&loaded, save, size, NULL);
    exile_match_destroy(loaded);
    exile_match_destroy(copy);
    free(save);
    return s;
}

/* The Stamina window's flags (channeled, pre-action window used) and the
 * Tactics action's (resolved, the window after it offered). */
static void flags_of_0_or_1_hold_nothing_else(void **state)
{
    (void)state;
    exile_match *m = NULL;
    assert_int_equal(exile_match_create(&m, NULL), EXILE_OK);
    static const size_t flags[] = {
        offsetof(ex_state, win_channeled),
        offsetof(ex_state, win_pre_action),
        offsetof(ex_state, action_resolved),
        offsetof(ex_state, after_action_done),
    };
    for (size_t f = 0; f < sizeof flags / sizeof flags[0]; f++) {
        for (unsigned v = 0; v < 256; v++) {
            exile_status s = load_with(m, flags[f], (uint8_t)v);
            if (s != (v <= 1 ? EXILE_OK : EXILE_E_INCONSISTENT))
                fail_msg("the flag at byte %zu set to %u loads with %s", flags[f], v, exile_status_str(s));
        }
    }
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(flags_of_0_or_1_hold_nothing_else),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
