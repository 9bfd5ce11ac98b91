/*
 * What the client tests share: a status assertion that names both codes,
 * and the random numbers that pick the actions of random matches. Include
 * after <cmocka.h> and <exile/exile.h>.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_CLIENT_TEST_H
#define EXILE_CLIENT_TEST_H

#include <stdint.h>

/* Compares two statuses and names both on failure. */
#define assert_status(got, want)                                                       \
    do {                                                                               \
        exile_status got_ = (got), want_ = (want);                                     \
        if (got_ != want_)                                                             \
            fail_msg("%s: got %s (%d), want %s (%d)", #got, exile_status_str(got_),    \
                     (int)got_, exile_status_str(want_), (int)want_);                  \
    } while (0)

/* xorshift64 (Marsaglia, 2003): picks the actions of the random matches. */
static inline uint64_t xorshift64(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

#endif /* EXILE_CLIENT_TEST_H */
