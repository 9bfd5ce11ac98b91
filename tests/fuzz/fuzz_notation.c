/*
 * libFuzzer target: the bytes as match notation (doc/notation.md), given
 * to exile_match_from_notation_ex() as a terminated copy.
 *
 * A refused text creates nothing and leaves a terminated message. A text
 * that loads must lead on: up to 32 legal actions are played from the
 * position, chosen by the bytes after the text's terminating NUL (then by
 * a hash of the input), and at every step a running match offers an
 * action and the position writes and reads back exactly (fuzz_play_on),
 * as positions no match reaches are where a checked-but-wrong state would
 * strand or crash the engine.
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

    uint32_t h = 2166136261u;
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 16777619u;
    const uint8_t *nul = memchr(data, '\0', size);
    const uint8_t *choices = nul ? nul + 1 : NULL;
    fuzz_observe(m);
    fuzz_play_on(m, choices, nul ? size - (size_t)(choices - data) : 0, h, 32);
    exile_match_destroy(m);
    return 0;
}
