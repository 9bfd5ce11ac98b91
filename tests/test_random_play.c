/*
 * Random play over many seeded matches, checking the invariants of
 * DESIGN.md after every action: every card in exactly one zone, bounds, a
 * running match always offers an action, every offered action applies, an
 * action not offered is refused with the state unchanged byte for byte,
 * clones and notation round trips are identical, earlier clones stay
 * untouched; and observers that read everything on every event change no
 * play. White-box: it compares the flat states themselves.
 *
 * Usage: test_random_play [MATCHES [SET]]  (default 10000 box1)
 * SET is the loadouts played: box1 or box2 (the box's recommended first
 * game, §2 Play Packs), or drafts (random legal drafts from both boxes, §2).
 * Half the matches ask the Stamina windows in every order, half in the
 * canonical order (EXILE_MATCH_CANONICAL_STAMINA).
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

#include "match.h"

enum { NOTATION_CAP = 16384, FULL_CHECK_MATCHES = 200, SNAPSHOT_EVERY = 37, OBS_CAP = 4096 };

static unsigned long matches = 10000;

/* Which loadouts the matches play (see Usage). */
enum loadout_set { SET_BOX1, SET_BOX2, SET_DRAFTS };
static enum loadout_set set = SET_BOX1;

/* How often each kind of action was taken, over all matches. */
static unsigned long taken[EXILE_ACT_KIND_COUNT];

static uint64_t next_rand(uint64_t *s)
{
    /* splitmix64: the test's own choices, independent of the engine's PRNG */
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void check_state(const exile_match *m)
{
    char err[256];
    exile_status s = ex_state_check(&m->st, err, sizeof err);
    if (s != EXILE_OK)
        fail_msg("invariant broken after %u actions: %s", m->st.actions, err);
}

static void check_notation_round_trip(const exile_match *m)
{
    static char text[NOTATION_CAP], again[NOTATION_CAP];
    assert_int_equal(exile_match_to_notation(m, text, sizeof text), EXILE_OK);
    exile_match *copy = NULL;
    char err[256];
    exile_status s = exile_match_from_notation_ex(&copy, text, NULL, err, sizeof err);
    if (s != EXILE_OK) {
        fprintf(stderr, "%s", text); /* cmocka cuts long messages */
        fail_msg("own notation refused: %s", err);
    }
    assert_int_equal(exile_match_to_notation(copy, again, sizeof again), EXILE_OK);
    assert_string_equal(text, again);
    if (memcmp(&copy->st, &m->st, sizeof m->st) != 0) {
        const unsigned char *a = (const void *)&copy->st, *b = (const void *)&m->st;
        size_t at = 0;
        while (a[at] == b[at])
            at++;
        fail_msg("notation round trip changed the state at byte %zu of %zu:\n%s", at, sizeof m->st, text);
    }
    exile_match_destroy(copy);
}

/* The view's text, and its observation vector into @p obs (when not NULL),
 * which must fill exactly exile_observation_size() numbers. */
static void view_of_obs(const exile_match *m, int seat, char *buf, float *obs)
{
    exile_view *v;
    assert_int_equal(exile_view_create(&v, m, seat), EXILE_OK);
    assert_int_equal(exile_view_to_notation(v, buf, NOTATION_CAP), EXILE_OK);
    if (obs) {
        size_t size = exile_observation_size();
        assert_true(size > 0 && size <= OBS_CAP);
        assert_int_equal(exile_view_observe(v, obs, size - 1), EXILE_E_BUFFER_TOO_SMALL);
        assert_int_equal(exile_view_observe(v, obs, size), EXILE_OK);
        for (size_t i = 0; i < size; i++)
            assert_true(obs[i] == obs[i] && obs[i] > -1000.0f && obs[i] < 1000.0f); /* finite, bounded */
    }
    exile_view_destroy(v);
}


/* Determinizing for a seat keeps that seat's view and gives a valid match
 * that plays on (exile_match_determinize). */
static void check_determinize(const exile_match *m, exile_match *scratch, uint64_t seed)
{
    static char before[NOTATION_CAP], after[NOTATION_CAP];
    static float obs_before[OBS_CAP], obs_after[OBS_CAP];
    for (int seat = 0; seat < 2; seat++) {
        assert_int_equal(exile_match_determinize(scratch, m, seat, seed + (uint64_t)seat), EXILE_OK);
        check_state(scratch);
        view_of_obs(m, seat, before, obs_before);
        view_of_obs(scratch, seat, after, obs_after);
        assert_string_equal(before, after);
        /* determinizing never changes the seat's observation either */
        assert_memory_equal(obs_before, obs_after, exile_observation_size() * sizeof(float));
        if (exile_match_winner(m) < 0 && exile_match_legal_actions(scratch, NULL, 0) == 0) {
            static char text[NOTATION_CAP];
            exile_match_to_notation(scratch, text, sizeof text);
            fprintf(stderr, "%s", text);
            fail_msg("a determinized match (seat %d) offers no action", seat);
        }
    }
}

/* Binary save and load round-trip exactly. */
static void check_save_round_trip(const exile_match *m)
{
    static unsigned char buf[8192];
    size_t size;
    assert_true(exile_match_save_size() <= sizeof buf);
    assert_int_equal(exile_match_save(m, buf, sizeof buf, &size), EXILE_OK);
    exile_match *copy;
    assert_int_equal(exile_match_load(&copy, buf, size, NULL), EXILE_OK);
    assert_memory_equal(&copy->st, &m->st, sizeof m->st);
    exile_match_destroy(copy);
}

static uint64_t fnv1a(const unsigned char *p, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

/* A damaged save is refused, or loads into a match that passes every check
 * and plays on without a fault (the sanitizer build watches): the checksum
 * is made right again, so the field checks themselves are tried. A damaged
 * position may be one no play reaches, so it need not play to the end. */
static void check_damaged_saves(const exile_match *m, uint64_t *rng)
{
    static unsigned char good[8192], bad[8192];
    size_t size;
    assert_int_equal(exile_match_save(m, good, sizeof good, &size), EXILE_OK);
    size_t body = size - 8;
    for (unsigned trial = 0; trial < 64; trial++) {
        memcpy(bad, good, size);
        unsigned flips = 1 + (unsigned)(next_rand(rng) % 4);
        for (unsigned f = 0; f < flips; f++)
            bad[16 + next_rand(rng) % (body - 16)] ^= (unsigned char)(1u + next_rand(rng) % 255);
        uint64_t h = fnv1a(bad, body);
        for (unsigned i = 0; i < 8; i++)
            bad[body + i] = (unsigned char)(h >> (8 * i));
        exile_match *x = NULL;
        if (exile_match_load(&x, bad, size, NULL) != EXILE_OK) {
            assert_null(x);
            continue;
        }
        check_state(x);
        for (unsigned step = 0; step < 40 && exile_match_winner(x) < 0; step++) {
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(x, acts, EXILE_MAX_LEGAL_ACTIONS);
            if (n == 0)
                break;
            assert_int_equal(exile_match_apply(x, acts[next_rand(rng) % n]), EXILE_OK);
        }
        exile_match_destroy(x);
    }
    /* A truncated save, or a flipped byte under the checksum, is refused. */
    exile_match *x = NULL;
    assert_int_equal(exile_match_load(&x, good, size - 1, NULL), EXILE_E_PARSE);
    memcpy(bad, good, size);
    bad[100] ^= 1;
    assert_int_equal(exile_match_load(&x, bad, size, NULL), EXILE_E_PARSE);
    assert_null(x);
}

static void check_illegal_refused(exile_match *m, const exile_action *acts, size_t n, uint64_t *rng)
{
    exile_action bad;
    for (;;) {
        bad = (exile_action)(next_rand(rng) % EXILE_ACTION_SPACE);
        bool offered = false;
        for (size_t i = 0; i < n; i++)
            offered |= acts[i] == bad;
        if (!offered)
            break;
    }
    ex_state before = m->st;
    assert_int_equal(exile_match_apply(m, bad), EXILE_E_ILLEGAL_ACTION);
    assert_memory_equal(&before, &m->st, sizeof before);
}

static void check_every_action_applies(const exile_match *m, const exile_action *acts, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        exile_match *c;
        assert_int_equal(exile_match_clone(&c, m), EXILE_OK);
        assert_int_equal(exile_match_apply(c, acts[i]), EXILE_OK);
        check_state(c);
        exile_match_destroy(c);
    }
}

/* A loadout's printed codes, kept alive for exile_match_create. */
typedef struct loadout_codes {
    exile_loadout lo;
} loadout_codes;

static void loadout_from_ids(loadout_codes *out, unsigned exile, const unsigned gear[4], const unsigned memories[3])
{
    out->lo.exile = ex_cards[exile].code;
    out->lo.secondary = ex_cards[gear[EXILE_GEAR_SECONDARY]].code;
    out->lo.protective = ex_cards[gear[EXILE_GEAR_PROTECTIVE]].code;
    out->lo.kit = ex_cards[gear[EXILE_GEAR_KIT]].code;
    for (unsigned m = 0; m < 3; m++)
        out->lo.memories[m] = ex_cards[memories[m]].code;
}

/* Picks one card of @p kind (and Gear @p category) not yet taken. */
static unsigned draft_pick(uint64_t *rng, unsigned kind, int category, bool taken_ids[CARD_COUNT])
{
    unsigned pool[CARD_COUNT], n = 0;
    for (unsigned id = 0; id < CARD_COUNT; id++)
        if (ex_cards[id].kind == kind && !taken_ids[id] && (category < 0 || ex_cards[id].category == category))
            pool[n++] = id;
    assert_true(n > 0);
    unsigned id = pool[next_rand(rng) % n];
    taken_ids[id] = true;
    return id;
}

/* §2: an Exile with its Primary Weapon, one Secondary Weapon, one
 * Protective Gear, one Kit and any 3 Memories, each card with one player. */
static void random_draft(uint64_t seed, loadout_codes out[2])
{
    uint64_t rng = seed ^ 0xd1b54a32d192ed03ULL;
    bool taken_ids[CARD_COUNT] = { false };
    for (unsigned s = 0; s < 2; s++) {
        unsigned exile = draft_pick(&rng, EXILE_CARD_EXILE, -1, taken_ids), gear[4], mem[3];
        gear[EXILE_GEAR_PRIMARY] = ex_cards[exile].gear;
        taken_ids[gear[EXILE_GEAR_PRIMARY]] = true;
        for (int g = EXILE_GEAR_SECONDARY; g <= EXILE_GEAR_KIT; g++)
            gear[g] = draft_pick(&rng, EXILE_CARD_GEAR, g, taken_ids);
        for (unsigned k = 0; k < 3; k++)
            mem[k] = draft_pick(&rng, EXILE_CARD_MEMORY, -1, taken_ids);
        loadout_from_ids(&out[s], exile, gear, mem);
    }
}

/* The recommended first game of Box @p box (§2 Play Packs), seat by seat. */
static void first_game(unsigned box, loadout_codes out[2])
{
    unsigned s = 0;
    for (int i = 0; i < ex_recommended_count && s < 2; i++) {
        const ex_recommended *r = &ex_recommended_loadouts[i];
        if (ex_cards[r->exile].box != box)
            continue;
        unsigned gear[4] = { r->gear[0], r->gear[1], r->gear[2], r->gear[3] };
        unsigned mem[3] = { r->memories[0], r->memories[1], r->memories[2] };
        loadout_from_ids(&out[s++], r->exile, gear, mem);
    }
    assert_int_equal(s, 2);
}

/* The options of the match of @p seed, with the loadouts of the set played,
 * written into @p lo. */
static exile_match_options options_of(uint64_t seed, loadout_codes lo[2])
{
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.seed = seed;
    if (seed % 4 == 3)
        o.flags = EXILE_MATCH_PERMISSIVE_BLUFF; /* G9: errors happen too */
    if (seed % 8 >= 4)
        o.flags |= EXILE_MATCH_CANONICAL_STAMINA; /* the order for search, half the matches */
    if (set != SET_BOX1) {
        if (set == SET_BOX2)
            first_game(2, lo);
        else
            random_draft(seed, lo);
        o.loadout[0] = &lo[0].lo;
        o.loadout[1] = &lo[1].lo;
    }
    return o;
}

static void play_one(uint64_t seed)
{
    loadout_codes lo[2];
    exile_match_options o = options_of(seed, lo);
    exile_match *m;
    assert_int_equal(exile_match_create(&m, &o), EXILE_OK); /* every legal draft plays */
    uint64_t rng = seed * 7919u + 1u;
    bool full = seed < FULL_CHECK_MATCHES;
    exile_match *snapshot = NULL, *scratch;
    ex_state snapshot_bytes;
    assert_int_equal(exile_match_clone(&scratch, m), EXILE_OK);
    unsigned step = 0;
    for (;; step++) {
        check_state(m);
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
        if (exile_match_winner(m) >= 0) {
            assert_int_equal(n, 0);
            assert_int_equal(exile_match_to_act(m), -1);
            break;
        }
        if (n == 0)
            fail_msg("seed %llu: a running match offers no action", (unsigned long long)seed);
        assert_true(n <= EXILE_MAX_LEGAL_ACTIONS);
        assert_true(exile_match_to_act(m) == 0 || exile_match_to_act(m) == 1);
        for (size_t i = 1; i < n; i++)
            assert_true(acts[i - 1] < acts[i]); /* ascending, no duplicates */
        for (size_t i = 0; i < n; i++)
            assert_true(acts[i] < EXILE_ACTION_SPACE);
        check_illegal_refused(m, acts, n, &rng);
        if (full) {
            check_every_action_applies(m, acts, n);
            check_notation_round_trip(m);
            check_save_round_trip(m);
            check_determinize(m, scratch, rng);
            if (seed < 20 && step % 16 == 0)
                check_damaged_saves(m, &rng);
        } else if (step % 8 == 0) {
            check_notation_round_trip(m);
            check_save_round_trip(m);
            check_determinize(m, scratch, rng);
        }
        if (step % SNAPSHOT_EVERY == 0) {
            /* An earlier clone stays as it was while the match goes on. */
            if (snapshot) {
                assert_memory_equal(&snapshot->st, &snapshot_bytes, sizeof snapshot_bytes);
                exile_match_destroy(snapshot);
            }
            assert_int_equal(exile_match_clone(&snapshot, m), EXILE_OK);
            assert_memory_equal(&snapshot->st, &m->st, sizeof m->st);
            snapshot_bytes = snapshot->st;
        }
        exile_action a = acts[next_rand(&rng) % n];
        taken[EXILE_ACTION_KIND(a)]++;
        assert_int_equal(exile_match_apply(m, a), EXILE_OK);
    }
    if (snapshot) {
        assert_memory_equal(&snapshot->st, &snapshot_bytes, sizeof snapshot_bytes);
        exile_match_destroy(snapshot);
    }
    exile_match_destroy(scratch);
    assert_true(exile_match_winner(m) >= 0 && exile_match_winner(m) <= 2);
    exile_match_destroy(m);
}

static void random_play_keeps_invariants(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < matches; seed++)
        play_one(seed);
    /* Every kind of action is offered and taken somewhere in random play:
     * the rules behind each are reached (Tactics cards, Reactions, Prepares,
     * Finishers, Upgrades, unleashes...). */
    static const char *const names[EXILE_ACT_KIND_COUNT] = {
        "end", "step back", "attack face-up", "attack face-down", "tap", "channel", "declare", "block",
        "no more blocks", "exert", "pass", "Plating", "rearm", "rearm nothing", "unlock a Memory",
        "unlock nothing", "choose", "decline", "untap", "Suffocating", "unlock an Upgrade", "unleash",
        "prepare", "play the Finisher", "Tactics (Action B)", "Reaction", "target", "turn a Memory back",
        "activated ability",
    };
    for (unsigned k = 0; k < EXILE_ACT_KIND_COUNT; k++) {
        print_message("%-22s %lu\n", names[k], taken[k]);
        if (matches >= 1000)
            assert_true(taken[k] > 0);
    }
}

/* The same seed and the same actions give the same match (DESIGN.md). */
static void same_seed_same_match(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 50; seed++) {
        exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
        o.seed = seed;
        exile_match *a, *b;
        assert_int_equal(exile_match_create(&a, &o), EXILE_OK);
        assert_int_equal(exile_match_create(&b, &o), EXILE_OK);
        uint64_t rng = seed;
        while (exile_match_winner(a) < 0) {
            assert_memory_equal(&a->st, &b->st, sizeof a->st);
            exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
            size_t n = exile_match_legal_actions(a, acts, EXILE_MAX_LEGAL_ACTIONS);
            exile_action pick = acts[next_rand(&rng) % n];
            assert_int_equal(exile_match_apply(a, pick), EXILE_OK);
            assert_int_equal(exile_match_apply(b, pick), EXILE_OK);
        }
        assert_memory_equal(&a->st, &b->st, sizeof a->st);
        exile_match_destroy(a);
        exile_match_destroy(b);
    }
}

/* What an observer that reads everything works with. */
typedef struct reader {
    const exile_match *m;
    int seat;                /* 0, 1, or EXILE_OMNISCIENT */
    const exile_action *acts; /* the list the action applied was taken from */
    size_t n;
    const ex_state *before;  /* the position the action is applied in */
    unsigned long events;
} reader;

/* An observer that reads, on every event, everything an observer may read
 * of its match (exile.h, Events): each read answers, and no decision is
 * pending while the rules run. */
static void read_everything(const exile_event *ev, void *user_data)
{
    reader *r = user_data;
    static char text[NOTATION_CAP];
    static float obs[OBS_CAP];
    static unsigned char save[8192];
    r->events++;
    assert_int_equal(exile_match_to_act(r->m), -1);
    int winner = exile_match_winner(r->m);
    assert_true(winner >= -1 && winner <= 2);
    assert_int_equal(exile_match_legal_actions(r->m, NULL, 0), 0);
    exile_action none[4];
    assert_int_equal(exile_match_legal_actions(r->m, none, 4), 0);
    view_of_obs(r->m, r->seat < 2 ? r->seat : (int)(r->events % 2), text, obs);
    assert_int_equal(exile_match_to_notation(r->m, text, sizeof text), EXILE_OK);
    assert_int_equal(exile_match_save(r->m, save, sizeof save, NULL), EXILE_OK);
    assert_int_equal(exile_match_action_count(r->m), r->m->st.actions);
    for (size_t i = 0; i < r->n; i++) {
        char buf[128];
        exile_status s = exile_action_format(r->m, r->acts[i], buf, sizeof buf);
        assert_true(s == EXILE_OK || s == EXILE_E_INVALID_ARGUMENT); /* a card may have left the seat's reach */
    }
    if (ev->kind == EXILE_EV_ACTION) {
        char buf[128];
        (void)exile_action_format(r->m, (exile_action)ev->amount, buf, sizeof buf);
    }
    /* A clone holds the state between events: at the action's own event,
     * the position it is applied in, whole; after it, one with no decision
     * pending, which offers no action and refuses each. */
    exile_match *c = NULL;
    assert_int_equal(exile_match_clone(&c, r->m), EXILE_OK);
    assert_memory_equal(&c->st, &r->m->st, sizeof c->st);
    if (ev->kind == EXILE_EV_ACTION) {
        assert_memory_equal(&c->st, r->before, sizeof c->st);
    } else {
        assert_int_equal(exile_match_to_act(c), -1);
        assert_int_equal(exile_match_legal_actions(c, NULL, 0), 0);
        for (size_t i = 0; i < r->n; i++)
            assert_true(exile_match_apply(c, r->acts[i]) != EXILE_OK);
    }
    exile_match_destroy(c);
}

/* A match whose three observers read everything on every event plays
 * exactly as the same match without observers: the same lists, the same
 * state byte for byte after every action, the same notation at the end. */
static void observers_that_read_change_no_play(void **state)
{
    (void)state;
    unsigned long count = matches / 500 ? matches / 500 : 1;
    static char text_m[NOTATION_CAP], text_ref[NOTATION_CAP];
    for (uint64_t seed = 0; seed < count; seed++) {
        loadout_codes lo[2];
        exile_match_options o = options_of(seed, lo);
        exile_match *m, *ref;
        assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
        assert_int_equal(exile_match_create(&ref, &o), EXILE_OK);
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS], want[EXILE_MAX_LEGAL_ACTIONS];
        reader readers[3];
        for (int seat = 0; seat <= EXILE_OMNISCIENT; seat++) {
            readers[seat] = (reader){ m, seat, acts, 0, &ref->st, 0 };
            assert_int_equal(exile_match_observe(m, seat, read_everything, &readers[seat]), EXILE_OK);
        }
        uint64_t rng = seed * 31u + 5u;
        size_t n;
        while ((n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS)) > 0) {
            assert_int_equal(exile_match_legal_actions(ref, want, EXILE_MAX_LEGAL_ACTIONS), n);
            assert_memory_equal(acts, want, n * sizeof *acts);
            for (int seat = 0; seat <= EXILE_OMNISCIENT; seat++)
                readers[seat].n = n;
            exile_action a = acts[next_rand(&rng) % n];
            assert_int_equal(exile_match_apply(m, a), EXILE_OK);
            assert_int_equal(exile_match_apply(ref, a), EXILE_OK);
            assert_memory_equal(&m->st, &ref->st, sizeof m->st);
        }
        assert_int_equal(exile_match_legal_actions(ref, NULL, 0), 0);
        assert_int_equal(exile_match_to_notation(m, text_m, sizeof text_m), EXILE_OK);
        assert_int_equal(exile_match_to_notation(ref, text_ref, sizeof text_ref), EXILE_OK);
        assert_string_equal(text_m, text_ref);
        for (int seat = 0; seat <= EXILE_OMNISCIENT; seat++)
            assert_true(readers[seat].events > 0);
        exile_match_destroy(m);
        exile_match_destroy(ref);
    }
}

int main(int argc, char **argv)
{
    if (argc > 1)
        matches = strtoul(argv[1], NULL, 10);
    if (argc > 2)
        set = strcmp(argv[2], "box2") == 0 ? SET_BOX2 : strcmp(argv[2], "drafts") == 0 ? SET_DRAFTS : SET_BOX1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(same_seed_same_match),
        cmocka_unit_test(observers_that_read_change_no_play),
        cmocka_unit_test(random_play_keeps_invariants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
