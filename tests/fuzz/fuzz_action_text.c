/*
 * libFuzzer target: the bytes as action text ("attack face-down: Blind
 * Coil", "declare 3", "pass"), given as a terminated copy to
 * exile_action_parse() on a few positions: the start of matches, matches
 * played on for a while with various loadouts and in the permissive bluff
 * mode, and a finished match.
 *
 * An action that parses is in the action space; its text (when it formats)
 * parses again to an action that formats the same; applied to a copy of the
 * position it is accepted when legal, and refused with the match unchanged
 * when not.
 * SPDX-License-Identifier: MIT
 */
#include "fuzz_common.h"
#include "fuzz_loadout.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { POSITIONS = 8 };

static exile_match *positions[POSITIONS];

/* A match of @p seed played @p steps legal actions on (or to its end). */
static exile_match *position(uint64_t seed, unsigned steps, unsigned flags, unsigned loadout)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    fuzz_loadouts lo = fuzz_loadout_pick(loadout);
    opts.seed = seed;
    opts.flags = flags;
    if (lo.valid) {
        opts.loadout[0] = &lo.lo[0];
        opts.loadout[1] = &lo.lo[1];
    }
    exile_match *m = NULL;
    if (exile_match_create(&m, &opts) != EXILE_OK) {
        opts.loadout[0] = opts.loadout[1] = NULL;
        CHECK_STATUS(exile_match_create(&m, &opts), EXILE_OK);
    }
    uint64_t x = seed * 0x9e3779b97f4a7c15ULL + 1;
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    for (unsigned k = 0; k < steps; k++) {
        size_t n = fuzz_legal(m, acts);
        if (n == 0)
            break;
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        CHECK_STATUS(exile_match_apply(m, acts[(x >> 33) % n]), EXILE_OK);
    }
    return m;
}

static void init_positions(void)
{
    positions[0] = position(1, 0, 0, 0);
    positions[1] = position(2, 7, 0, 77);
    positions[2] = position(3, 25, EXILE_MATCH_PERMISSIVE_BLUFF, 0);
    positions[3] = position(4, 60, 0, 300);
    positions[4] = position(5, 120, 0, 41);
    positions[5] = position(6, 250, EXILE_MATCH_PERMISSIVE_BLUFF, 9);
    positions[6] = position(7, 400, 0, 150);
    positions[7] = position(8, 100000, 0, 0); /* to its end */
}

static void check_on(const exile_match *m, const char *text)
{
    exile_action a = 0xdeadbeefu;
    exile_status st = exile_action_parse(m, text, &a);
    if (st != EXILE_OK) {
        CHECK(st == EXILE_E_PARSE);
        return;
    }
    CHECK(a < EXILE_ACTION_SPACE);
    CHECK(EXILE_ACTION_KIND(a) < EXILE_ACT_KIND_COUNT);

    char out[512], again[512];
    st = exile_action_format(m, a, out, sizeof out);
    if (st == EXILE_OK) {
        exile_action b = 0;
        st = exile_action_parse(m, out, &b);
        if (st != EXILE_OK) {
            fprintf(stderr, "\"%s\" parses as %u, formatted \"%s\", which does not parse (%s)\n", text,
                    (unsigned)a, out, exile_status_str(st));
            abort();
        }
        CHECK_STATUS(exile_action_format(m, b, again, sizeof again), EXILE_OK);
        if (strcmp(out, again) != 0) {
            fprintf(stderr, "\"%s\" parses as %u, formatted \"%s\", parsed as %u, formatted \"%s\"\n", text,
                    (unsigned)a, out, (unsigned)b, again);
            abort();
        }
    } else {
        CHECK(st == EXILE_E_INVALID_ARGUMENT);
    }

    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = fuzz_legal(m, acts);
    exile_match *c = NULL;
    CHECK_STATUS(exile_match_clone(&c, m), EXILE_OK);
    if (fuzz_is_legal(acts, n, a))
        fuzz_apply_legal(c, a);
    else
        fuzz_apply_illegal(c, a);
    (void)fuzz_legal(c, acts);
    exile_match_destroy(c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!positions[0])
        init_positions();
    char *text = malloc(size + 1);
    CHECK(text != NULL);
    memcpy(text, data, size);
    text[size] = '\0';
    for (unsigned i = 0; i < POSITIONS; i++)
        check_on(positions[i], text);
    free(text);
    return 0;
}
