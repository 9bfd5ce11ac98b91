/*
 * Helpers shared by the libFuzzer targets of tests/fuzz: a CHECK that
 * reports and aborts (libFuzzer then saves the input as a crash), the match
 * notation in a growing buffer, and the invariants every match keeps
 * between two calls. Public API only: the targets use libexile as a client
 * does (they link the engine's sources built with the fuzzer's
 * instrumentation, tests/fuzz/meson.build).
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_FUZZ_COMMON_H
#define EXILE_FUZZ_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <exile/exile.h>

/* A property of the library failed: say which, then abort. */
#define CHECK(cond)                                                              \
    do {                                                                         \
        if (!(cond)) {                                                           \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
            abort();                                                             \
        }                                                                        \
    } while (0)

/* Like CHECK, with the status returned by the library. */
#define CHECK_STATUS(expr, want)                                                 \
    do {                                                                         \
        exile_status check_got_ = (expr);                                        \
        if (check_got_ != (want)) {                                              \
            fprintf(stderr, "%s:%d: %s returned %d (%s), expected %s\n", __FILE__, \
                    __LINE__, #expr, (int)check_got_, exile_status_str(check_got_), #want); \
            abort();                                                             \
        }                                                                        \
    } while (0)

/* The match notation, in a buffer the caller frees (never NULL). */
static inline char *fuzz_notation(const exile_match *m)
{
    size_t cap = 4096;
    for (;;) {
        char *buf = malloc(cap);
        CHECK(buf != NULL);
        exile_status st = exile_match_to_notation(m, buf, cap);
        if (st == EXILE_OK) {
            CHECK(memchr(buf, '\0', cap) != NULL);
            return buf;
        }
        free(buf);
        CHECK_STATUS(st, EXILE_E_BUFFER_TOO_SMALL);
        CHECK(cap < (1u << 24));
        cap *= 2;
    }
}

/* A view's notation, likewise. */
static inline char *fuzz_view_notation(const exile_view *v)
{
    size_t cap = 4096;
    for (;;) {
        char *buf = malloc(cap);
        CHECK(buf != NULL);
        exile_status st = exile_view_to_notation(v, buf, cap);
        if (st == EXILE_OK)
            return buf;
        free(buf);
        CHECK_STATUS(st, EXILE_E_BUFFER_TOO_SMALL);
        CHECK(cap < (1u << 24));
        cap *= 2;
    }
}

/* The save of a match, in a buffer of exile_match_save_size() bytes. */
static inline unsigned char *fuzz_save(const exile_match *m)
{
    size_t size = exile_match_save_size(), need = 0;
    unsigned char *buf = malloc(size);
    CHECK(buf != NULL);
    CHECK_STATUS(exile_match_save(m, buf, size, &need), EXILE_OK);
    CHECK(need == size);
    return buf;
}

/*
 * The legal actions, checked against the header's promises: at most
 * EXILE_MAX_LEGAL_ACTIONS, ascending, no duplicates, below
 * EXILE_ACTION_SPACE; none exactly when the match is over, and then a
 * winner; a running match offers one; the count alone is the same count.
 */
static inline size_t fuzz_legal(const exile_match *m, exile_action *acts)
{
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    CHECK(n <= EXILE_MAX_LEGAL_ACTIONS);
    CHECK(exile_match_legal_actions(m, NULL, 0) == n);
    for (size_t i = 0; i < n; i++) {
        CHECK(acts[i] < EXILE_ACTION_SPACE);
        CHECK(EXILE_ACTION_KIND(acts[i]) < EXILE_ACT_KIND_COUNT);
        if (i > 0)
            CHECK(acts[i - 1] < acts[i]);
    }
    int to_act = exile_match_to_act(m), winner = exile_match_winner(m);
    CHECK(to_act >= -1 && to_act <= 1);
    CHECK(winner >= -1 && winner <= 2);
    if (to_act >= 0) {
        CHECK(winner == -1); /* a running match has a decision... */
        CHECK(n > 0);        /* ...and always offers an action */
    } else {
        CHECK(winner >= 0);
        CHECK(n == 0);
    }
    return n;
}

/* Whether @p a is among the @p n legal actions @p acts. */
static inline int fuzz_is_legal(const exile_action *acts, size_t n, exile_action a)
{
    for (size_t i = 0; i < n; i++)
        if (acts[i] == a)
            return 1;
    return 0;
}

/*
 * Applies an action that is not legal (or out of range): it must be
 * refused with the match unchanged, bit for bit, and the same notation.
 */
static inline void fuzz_apply_illegal(exile_match *m, exile_action a)
{
    char *before = fuzz_notation(m);
    unsigned char *save_before = fuzz_save(m);
    exile_status st = exile_match_apply(m, a);
    if (exile_match_to_act(m) < 0)
        CHECK(st == EXILE_E_GAME_OVER || st == EXILE_E_ILLEGAL_ACTION || st == EXILE_E_INVALID_ARGUMENT);
    else
        CHECK(st == EXILE_E_ILLEGAL_ACTION || st == EXILE_E_INVALID_ARGUMENT);
    char *after = fuzz_notation(m);
    unsigned char *save_after = fuzz_save(m);
    if (strcmp(before, after) != 0) {
        fprintf(stderr, "refused action %u changed the notation:\n--- before\n%s--- after\n%s", (unsigned)a,
                before, after);
        abort();
    }
    CHECK(memcmp(save_before, save_after, exile_match_save_size()) == 0);
    free(before);
    free(after);
    free(save_before);
    free(save_after);
}

/*
 * Applies a legal action: accepted, and one more action counted (the count
 * stops at its largest).
 */
static inline void fuzz_apply_legal(exile_match *m, exile_action a)
{
    uint32_t count = exile_match_action_count(m);
    CHECK_STATUS(exile_match_apply(m, a), EXILE_OK);
    CHECK(exile_match_action_count(m) == count + (count < UINT32_MAX));
}

/*
 * The position written back reads back as the same position: its notation
 * loads and writes the same text, its save loads and saves the same bytes.
 */
static inline void fuzz_written_back(const exile_match *m)
{
    char err[256];
    char *first = fuzz_notation(m);
    exile_match *again = NULL;
    exile_status st = exile_match_from_notation_ex(&again, first, NULL, err, sizeof err);
    if (st != EXILE_OK) {
        fprintf(stderr, "the notation of a position does not load (%s: %s):\n%s", exile_status_str(st), err, first);
        abort();
    }
    char *second = fuzz_notation(again);
    if (strcmp(first, second) != 0) {
        fprintf(stderr, "the notation does not round-trip:\n--- written\n%s--- read and written again\n%s", first,
                second);
        abort();
    }
    exile_match_destroy(again);
    free(second);

    unsigned char *save = fuzz_save(m);
    st = exile_match_load(&again, save, exile_match_save_size(), NULL);
    if (st != EXILE_OK) {
        fprintf(stderr, "the save of a position does not load (%s):\n%s", exile_status_str(st), first);
        abort();
    }
    unsigned char *resaved = fuzz_save(again);
    CHECK(memcmp(save, resaved, exile_match_save_size()) == 0);
    exile_match_destroy(again);
    free(resaved);
    free(save);
    free(first);
}

/*
 * Plays on from a loaded position, at most @p steps actions, the k-th
 * chosen by byte k of @p choices (@p n of them; past them, by a hash of
 * @p seed): a position the checks let through must lead on. At every
 * step a running match offers an action (fuzz_legal), and the position
 * is written back and read again exactly (fuzz_written_back).
 */
static inline void fuzz_play_on(exile_match *m, const uint8_t *choices, size_t n, uint32_t seed, unsigned steps)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    for (unsigned k = 0;; k++) {
        fuzz_written_back(m);
        size_t legal = fuzz_legal(m, acts);
        if (legal == 0 || k == steps)
            return;
        seed = seed * 1103515245u + 12345u;
        size_t pick = k < n ? choices[k] : seed >> 8;
        fuzz_apply_legal(m, acts[pick % legal]);
    }
}

/*
 * An observer that checks the fields of every event (the header: fields
 * that do not apply are -1; cards are card indices or EXILE_CARD_HIDDEN;
 * zones are exile_zone values).
 */
static inline void fuzz_observer(const exile_event *ev, void *user_data)
{
    (void)user_data;
    CHECK(ev != NULL);
    CHECK((unsigned)ev->kind <= (unsigned)EXILE_EV_SHUFFLE);
    CHECK(ev->seat >= -1 && ev->seat <= 2);
    CHECK(ev->card >= -1 && ev->card < exile_card_count());
    CHECK(ev->from >= -1 && ev->from < EXILE_ZONE_COUNT);
    CHECK(ev->to >= -1 && ev->to < EXILE_ZONE_COUNT);
}

/* Observes a match from both seats and omnisciently. */
static inline void fuzz_observe(exile_match *m)
{
    for (int s = 0; s <= EXILE_OMNISCIENT; s++)
        CHECK_STATUS(exile_match_observe(m, s, fuzz_observer, NULL), EXILE_OK);
}

#endif /* EXILE_FUZZ_COMMON_H */
