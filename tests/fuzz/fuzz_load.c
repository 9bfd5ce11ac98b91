/*
 * libFuzzer target: the bytes as a binary save given to exile_match_load().
 *
 * Twice: first as they are (the header and checksum checks), then repaired
 * (the bytes laid over a real save, with its header and a recomputed
 * checksum), so that mutations reach the check of every field of the state
 * instead of stopping at the checksum. Whatever loads must save back to
 * the same bytes, then play on for up to 50 legal actions, chosen by the
 * bytes after the save's (fuzz_play_on): at every step a running match
 * offers an action, and the position writes and reads back exactly.
 * SPDX-License-Identifier: MIT
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { HEADER = 16, CHECKSUM = 8 };

/* The checksum of save.c: FNV-1a, 64 bits, over the header and the state,
 * stored little-endian after them. */
static void seal(unsigned char *p, size_t size)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i + CHECKSUM < size; i++) {
        h ^= p[i];
        h *= 0x100000001b3ULL;
    }
    for (unsigned i = 0; i < CHECKSUM; i++)
        p[size - CHECKSUM + i] = (unsigned char)(h >> (8 * i));
}

/* A real save, whose header the repaired inputs take. */
static unsigned char *reference;

static unsigned char *make_reference(void)
{
    exile_match *m = NULL;
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    opts.seed = 1;
    CHECK_STATUS(exile_match_create(&m, &opts), EXILE_OK);
    unsigned char *buf = fuzz_save(m);
    exile_match_destroy(m);
    /* The checksum is the one of save.c: else this target is out of date. */
    unsigned char *copy = malloc(exile_match_save_size());
    CHECK(copy != NULL);
    memcpy(copy, buf, exile_match_save_size());
    seal(copy, exile_match_save_size());
    if (memcmp(copy, buf, exile_match_save_size()) != 0) {
        fprintf(stderr, "fuzz_load: the save's checksum is not FNV-1a as this target computes it: update seal()\n");
        abort();
    }
    free(copy);
    return buf;
}

static void try_load(const unsigned char *buf, size_t size, const uint8_t *choices, size_t n, uint32_t h)
{
    exile_match *m = NULL;
    exile_status st = exile_match_load(&m, buf, size, NULL);
    if (st != EXILE_OK) {
        CHECK(m == NULL);
        CHECK(st == EXILE_E_PARSE || st == EXILE_E_VERSION || st == EXILE_E_INCONSISTENT);
        return;
    }
    CHECK(m != NULL);
    unsigned char *again = fuzz_save(m);
    CHECK(size == exile_match_save_size());
    CHECK(memcmp(again, buf, size) == 0);
    free(again);

    fuzz_observe(m);
    fuzz_play_on(m, choices, n, h, 50);
    exile_match_destroy(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!reference)
        reference = make_reference();
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 16777619u;

    /* The bytes after a save's are the choices of the play that follows. */
    size_t full = exile_match_save_size();
    const uint8_t *choices = size > full ? data + full : NULL;
    size_t n = size > full ? size - full : 0;

    /* As they are (a copy: no reading past the end goes unnoticed). */
    unsigned char *raw = malloc(size ? size : 1);
    CHECK(raw != NULL);
    if (size)
        memcpy(raw, data, size);
    try_load(raw, size, choices, n, h);
    free(raw);

    /* Repaired. */
    unsigned char *fixed = malloc(full);
    CHECK(fixed != NULL);
    memcpy(fixed, reference, full);
    if (size > HEADER)
        memcpy(fixed + HEADER, data + HEADER, (size < full ? size : full) - HEADER);
    seal(fixed, full);
    try_load(fixed, full, choices, n, h);
    free(fixed);
    return 0;
}
