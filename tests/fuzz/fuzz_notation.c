/*
 * libFuzzer target: the bytes as match notation (doc/notation.md), given
 * to exile_match_from_notation_ex() as a terminated copy.
 *
 * A refused text creates nothing and leaves a terminated message. A text
 * that loads must round-trip: its notation loads again and writes the same
 * text; then up to 32 legal actions are played from the position (chosen
 * by a hash of the input), as positions no match reaches are where a
 * checked-but-wrong state would crash the engine.
 * SPDX-License-Identifier: MIT
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    CHECK(text != NULL);
    memcpy(text, data, size);
    text[size] = '\0';

    exile_match *m = NULL;
    char err[128];
    memset(err, 'x', sizeof err);
    exile_status st = exile_match_from_notation_ex(&m, text, NULL, err, sizeof err);
    if (st != EXILE_OK) {
        CHECK(m == NULL);
        CHECK(st == EXILE_E_PARSE || st == EXILE_E_INCONSISTENT || st == EXILE_E_BAD_LOADOUT ||
              st == EXILE_E_NOT_FOUND || st == EXILE_E_UNSUPPORTED);
        CHECK(memchr(err, '\0', sizeof err) != NULL);
        free(text);
        return 0;
    }
    CHECK(m != NULL);
    free(text);

    /* The round trip. */
    char *first = fuzz_notation(m);
    exile_match *again = NULL;
    st = exile_match_from_notation_ex(&again, first, NULL, err, sizeof err);
    if (st != EXILE_OK) {
        fprintf(stderr, "the notation written for a loaded text does not load (%s: %s):\n%s",
                exile_status_str(st), err, first);
        abort();
    }
    char *second = fuzz_notation(again);
    if (strcmp(first, second) != 0) {
        fprintf(stderr, "the notation does not round-trip:\n--- written\n%s--- read and written again\n%s", first,
                second);
        abort();
    }
    free(first);
    free(second);
    exile_match_destroy(again);

    /* Play on from the position. */
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 16777619u;
    fuzz_observe(m);
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    for (unsigned k = 0; k < 32; k++) {
        size_t n = fuzz_legal(m, acts);
        if (n == 0)
            break;
        h = h * 1103515245u + 12345u;
        fuzz_apply_legal(m, acts[(h >> 8) % n]);
    }
    exile_match_destroy(m);
    return 0;
}
