/*
 * libFuzzer target: a byte string read as a seeded match and a sequence of
 * choices applied to it.
 *
 *   bytes 0–7    the seed (little-endian)
 *   byte 8       bit 0 the permissive bluff mode; bits 1–2 the first player
 *                (1: seat 0, 2: seat 1, else drawn); bits 3–7 max_rounds
 *                (0: the default)
 *   bytes 9–10   the loadouts: 0 the recommended ones, else
 *                fuzz_loadout_pick(value - 1)
 *   then pairs of bytes, each a little-endian v:
 *     v < 0x8000          apply legal action number v % n
 *     v < 0xc000          apply v & 0x1fff as a raw action: when it is not
 *                         legal it must be refused, the match unchanged
 *     else                a check selected by bits 8–10 (argument: the low
 *                         byte): clone, save and load, notation round trip,
 *                         determinize, views (and observation vectors),
 *                         action text, out-of-range action, copy; the match
 *                         continues on the result
 *
 * Checked throughout: nothing crashes or leaks; a running match always
 * offers an action, listed ascending without duplicates; a refused action
 * leaves the notation (and the save, bit for bit) unchanged; the copies and
 * round trips give the same notation and the same legal actions.
 * SPDX-License-Identifier: MIT
 */
#include <limits.h>
#include <math.h>

#include "fuzz_common.h"
#include "fuzz_loadout.h"

typedef struct reader {
    const uint8_t *p;
    size_t n;
} reader;

static unsigned read_u8(reader *r)
{
    if (r->n == 0)
        return 0;
    r->n--;
    return *r->p++;
}

static uint64_t read_u64(reader *r)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < 8; i++)
        v |= (uint64_t)read_u8(r) << (8 * i);
    return v;
}

/* Two matches agree: same notation, same decision, same legal actions. */
static void check_same(const exile_match *a, const exile_match *b)
{
    char *ta = fuzz_notation(a), *tb = fuzz_notation(b);
    if (strcmp(ta, tb) != 0) {
        fprintf(stderr, "two copies differ:\n--- first\n%s--- second\n%s", ta, tb);
        abort();
    }
    free(ta);
    free(tb);
    exile_action aa[EXILE_MAX_LEGAL_ACTIONS], ab[EXILE_MAX_LEGAL_ACTIONS];
    size_t na = fuzz_legal(a, aa), nb = fuzz_legal(b, ab);
    CHECK(na == nb);
    CHECK(memcmp(aa, ab, na * sizeof aa[0]) == 0);
    CHECK(exile_match_to_act(a) == exile_match_to_act(b));
    CHECK(exile_match_winner(a) == exile_match_winner(b));
    CHECK(exile_match_action_count(a) == exile_match_action_count(b));
}

/* Continues on @p next instead of @p *m. */
static void switch_to(exile_match **m, exile_match *next)
{
    exile_match_destroy(*m);
    *m = next;
    fuzz_observe(next);
}

static void check_views(const exile_match *m)
{
    for (int seat = 0; seat < 2; seat++) {
        exile_view *v = NULL;
        CHECK_STATUS(exile_view_create(&v, m, seat), EXILE_OK);
        CHECK(exile_view_seat(v) == seat);
        for (int s = 0; s < 2; s++) {
            (void)exile_view_hp(v, s);
            /* Nowhere holds no card: its count is the failure value. */
            CHECK(exile_view_zone_count(v, s, EXILE_ZONE_NONE) == INT_MIN);
            for (int z = EXILE_ZONE_NONE + 1; z < EXILE_ZONE_COUNT; z++) {
                int n = exile_view_zone_count(v, s, (exile_zone)z);
                CHECK(n >= 0 && n <= 256);
                for (int i = 0; i < n; i++) {
                    int c = exile_view_zone_card(v, s, (exile_zone)z, i);
                    CHECK(c >= EXILE_CARD_HIDDEN && c < exile_card_count());
                }
                CHECK(exile_view_zone_card(v, s, (exile_zone)z, n) == -2);
                CHECK(exile_view_zone_card(v, s, (exile_zone)z, -1) == -2);
            }
        }
        char *t = fuzz_view_notation(v);
        free(t);
        /* The observation vector: its size, and numbers only. */
        size_t on = exile_observation_size();
        float *obs = malloc((on ? on : 1) * sizeof *obs);
        CHECK(obs != NULL);
        CHECK_STATUS(exile_view_observe(v, obs, on), EXILE_OK);
        for (size_t i = 0; i < on; i++)
            CHECK(isfinite(obs[i]));
        if (on > 0)
            CHECK_STATUS(exile_view_observe(v, obs, on - 1), EXILE_E_BUFFER_TOO_SMALL);
        free(obs);
        exile_view_destroy(v);
    }
}

/* Every legal action formats, and its text parses back to an action that
 * is legal and formats the same (a Token stands for the one offered). */
static void check_action_text(const exile_match *m)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = fuzz_legal(m, acts);
    for (size_t i = 0; i < n; i++) {
        char text[256], again[256];
        exile_action back = 0;
        CHECK_STATUS(exile_action_format(m, acts[i], text, sizeof text), EXILE_OK);
        exile_status st = exile_action_parse(m, text, &back);
        if (st != EXILE_OK) {
            fprintf(stderr, "the legal action %u formats as \"%s\", which does not parse (%s)\n",
                    (unsigned)acts[i], text, exile_status_str(st));
            abort();
        }
        if (!fuzz_is_legal(acts, n, back)) {
            fprintf(stderr, "\"%s\" (legal action %u) parses as %u, not legal\n", text, (unsigned)acts[i],
                    (unsigned)back);
            abort();
        }
        CHECK_STATUS(exile_action_format(m, back, again, sizeof again), EXILE_OK);
        if (strcmp(text, again) != 0) {
            fprintf(stderr, "\"%s\" parses as %u, which formats as \"%s\"\n", text, (unsigned)back, again);
            abort();
        }
        size_t len = strlen(text);
        CHECK_STATUS(exile_action_format(m, acts[i], again, len), EXILE_E_BUFFER_TOO_SMALL);
    }
}

static void meta(exile_match **mp, unsigned op, unsigned arg)
{
    exile_match *m = *mp, *c = NULL;
    switch (op) {
    case 0: /* clone */
        CHECK_STATUS(exile_match_clone(&c, m), EXILE_OK);
        check_same(m, c);
        switch_to(mp, c);
        break;
    case 1: { /* save and load: the same bytes again */
        unsigned char *buf = fuzz_save(m);
        CHECK_STATUS(exile_match_load(&c, buf, exile_match_save_size(), NULL), EXILE_OK);
        unsigned char *again = fuzz_save(c);
        CHECK(memcmp(buf, again, exile_match_save_size()) == 0);
        free(buf);
        free(again);
        check_same(m, c);
        switch_to(mp, c);
        break;
    }
    case 2: { /* the notation round trip is exact */
        char *text = fuzz_notation(m), err[256];
        exile_status st = exile_match_from_notation_ex(&c, text, NULL, err, sizeof err);
        if (st != EXILE_OK) {
            fprintf(stderr, "the notation of a match does not load (%s: %s):\n%s", exile_status_str(st), err, text);
            abort();
        }
        free(text);
        check_same(m, c);
        switch_to(mp, c);
        break;
    }
    case 3: { /* determinize: the seat's view is unchanged */
        int seat = (int)(arg & 1u);
        exile_view *v0 = NULL, *v1 = NULL;
        CHECK_STATUS(exile_view_create(&v0, m, seat), EXILE_OK);
        if (arg & 4u) {
            CHECK_STATUS(exile_match_clone(&c, m), EXILE_OK);
            CHECK_STATUS(exile_match_determinize(c, c, seat, arg * 0x9e3779b9u), EXILE_OK);
        } else {
            CHECK_STATUS(exile_match_create(&c, NULL), EXILE_OK);
            CHECK_STATUS(exile_match_determinize(c, m, seat, arg * 0x9e3779b9u), EXILE_OK);
        }
        CHECK_STATUS(exile_view_create(&v1, c, seat), EXILE_OK);
        char *t0 = fuzz_view_notation(v0), *t1 = fuzz_view_notation(v1);
        if (strcmp(t0, t1) != 0) {
            fprintf(stderr, "determinize changed seat %d's view:\n--- before\n%s--- after\n%s", seat, t0, t1);
            abort();
        }
        free(t0);
        free(t1);
        /* The observation is built from the view alone: the same too. */
        size_t on = exile_observation_size();
        float *o0 = malloc((on ? on : 1) * sizeof *o0), *o1 = malloc((on ? on : 1) * sizeof *o1);
        CHECK(o0 != NULL && o1 != NULL);
        CHECK_STATUS(exile_view_observe(v0, o0, on), EXILE_OK);
        CHECK_STATUS(exile_view_observe(v1, o1, on), EXILE_OK);
        CHECK(memcmp(o0, o1, on * sizeof *o0) == 0);
        free(o0);
        free(o1);
        exile_view_destroy(v0);
        exile_view_destroy(v1);
        CHECK(exile_match_to_act(c) == exile_match_to_act(m));
        CHECK(exile_match_winner(c) == exile_match_winner(m));
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        (void)fuzz_legal(c, acts);
        if (arg & 2u)
            switch_to(mp, c);
        else
            exile_match_destroy(c);
        break;
    }
    case 4:
        check_views(m);
        break;
    case 5:
        check_action_text(m);
        break;
    case 6: /* actions out of the action space */
        fuzz_apply_illegal(m, arg == 255 ? 0xffffffffu : EXILE_ACTION_SPACE + arg * 97u);
        break;
    default: /* copy over another match */
        CHECK_STATUS(exile_match_create(&c, NULL), EXILE_OK);
        CHECK_STATUS(exile_match_copy(c, m), EXILE_OK);
        check_same(m, c);
        switch_to(mp, c);
        break;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    reader r = { data, size };
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    opts.seed = read_u64(&r);
    unsigned o = read_u8(&r);
    opts.flags = (o & 1u) ? EXILE_MATCH_PERMISSIVE_BLUFF : 0u;
    opts.first_player = ((o >> 1) & 3u) == 1 ? 0 : ((o >> 1) & 3u) == 2 ? 1 : -1;
    opts.max_rounds = o >> 3;
    unsigned sel = read_u8(&r);
    sel |= read_u8(&r) << 8;
    fuzz_loadouts lo;
    if (sel) {
        lo = fuzz_loadout_pick(sel - 1);
        if (lo.valid) {
            opts.loadout[0] = &lo.lo[0];
            opts.loadout[1] = &lo.lo[1];
        }
    }

    exile_match *m = NULL;
    exile_status st = exile_match_create(&m, &opts);
    if (st != EXILE_OK) {
        /* Only the generated loadouts may be refused (§2). */
        CHECK(opts.loadout[0] != NULL);
        CHECK(st == EXILE_E_BAD_LOADOUT);
        CHECK(m == NULL);
        opts.loadout[0] = opts.loadout[1] = NULL;
        CHECK_STATUS(exile_match_create(&m, &opts), EXILE_OK);
    }
    fuzz_observe(m);
    CHECK(exile_match_action_count(m) == 0);

    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    while (r.n >= 2) {
        unsigned v = read_u8(&r);
        v |= read_u8(&r) << 8;
        size_t n = fuzz_legal(m, acts);
        if (n == 0) { /* over: nothing more applies */
            CHECK_STATUS(exile_match_apply(m, v & 0x1fffu), EXILE_E_GAME_OVER);
            break;
        }
        if (v < 0x8000u) {
            fuzz_apply_legal(m, acts[v % n]);
        } else if (v < 0xc000u) {
            exile_action a = v & 0x1fffu;
            if (fuzz_is_legal(acts, n, a))
                fuzz_apply_legal(m, a);
            else
                fuzz_apply_illegal(m, a);
        } else {
            meta(&m, (v >> 8) & 7u, v & 0xffu);
        }
    }
    (void)fuzz_legal(m, acts);
    exile_match_destroy(m);
    return 0;
}
