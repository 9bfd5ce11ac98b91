/*
 * Nothing a seat reads through <exile/state.h> depends on a card it cannot
 * see (checklist Part F): at positions of random matches of both boxes,
 * two determinizations of the match for a seat (exile_match_determinize:
 * every hidden card dealt again) and the match itself read the same for
 * that seat, every field at every index, and so do views of them, and the
 * seat's prompt is the same text.
 *
 * usage: test_state_hidden [MATCHES]   (per box; 200 by default)
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <exile/exile.h>

#include "state_fields.h"

static unsigned long matches = 200;

/* The three matches and their views read the same for @p seat. */
static void check_same(const exile_match *const ms[3], exile_view *const vs[3], int seat)
{
    for (int k = 0; k < state_field_count; k++) {
        const field_info *f = &state_fields[k];
        for (int s = 0; s <= f->per_seat; s++) {
            int end = state_field_index_end(ms[0], seat, f, s);
            for (int index = 0; index < end; index++) {
                int want = exile_match_get(ms[0], seat, f->field, s, index);
                for (int i = 0; i < 3; i++) {
                    int got = exile_match_get(ms[i], seat, f->field, s, index);
                    int seen = exile_view_get(vs[i], f->field, s, index);
                    if (got != want || seen != want)
                        fail_msg("field %d seat %d index %d, as seat %d sees it: %d in the match, %d in sample %d, "
                                 "%d in its view",
                                 f->field, s, index, seat, want, got, i, seen);
                }
            }
        }
    }
    char want[EXILE_PROMPT_MAX], got[EXILE_PROMPT_MAX];
    assert_int_equal(exile_match_prompt(ms[0], seat, want, sizeof want, NULL), EXILE_OK);
    for (int i = 1; i < 3; i++) {
        assert_int_equal(exile_match_prompt(ms[i], seat, got, sizeof got, NULL), EXILE_OK);
        if (strcmp(got, want) != 0)
            fail_msg("seat %d's prompt: \"%s\" in the match, \"%s\" in sample %d", seat, want, got, i);
    }
}

static void check_position(const exile_match *m, exile_match *samples[2], exile_view *views[3], uint64_t seed)
{
    for (int seat = 0; seat < 2; seat++) {
        const exile_match *ms[3] = { m, samples[0], samples[1] };
        for (int i = 0; i < 2; i++)
            assert_int_equal(exile_match_determinize(samples[i], m, seat, seed + (uint64_t)i), EXILE_OK);
        for (int i = 0; i < 3; i++) {
            exile_view_destroy(views[i]);
            assert_int_equal(exile_view_create(&views[i], ms[i], seat), EXILE_OK);
        }
        check_same(ms, views, seat);
    }
}

static void play_box(int box)
{
    uint64_t rng = UINT64_C(0x2545f4914f6cdd1d) * (box ? 3u : 1u);
    for (unsigned long i = 0; i < matches; i++) {
        exile_match *m = state_box_match(box, (uint64_t)i + 1u), *samples[2];
        exile_view *views[3] = { NULL, NULL, NULL };
        for (int k = 0; k < 2; k++)
            assert_int_equal(exile_match_clone(&samples[k], m), EXILE_OK);
        while (exile_match_to_act(m) >= 0) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
            check_position(m, samples, views, state_rand(&rng));
            assert_true(n > 0);
            assert_int_equal(exile_match_apply(m, acts[state_rand(&rng) % n]), EXILE_OK);
        }
        for (int k = 0; k < 3; k++)
            exile_view_destroy(views[k]);
        for (int k = 0; k < 2; k++)
            exile_match_destroy(samples[k]);
        exile_match_destroy(m);
    }
}

static void box1_hidden_cards_change_no_field(void **state)
{
    (void)state;
    play_box(0);
}

static void box2_hidden_cards_change_no_field(void **state)
{
    (void)state;
    play_box(1);
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(box1_hidden_cards_change_no_field),
        cmocka_unit_test(box2_hidden_cards_change_no_field),
    };
    if (argc > 1)
        matches = strtoul(argv[1], NULL, 10);
    return cmocka_run_group_tests(tests, NULL, NULL);
}
