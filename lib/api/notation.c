/*
 * The exported notation functions.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>

#include "match.h"
#include "notation.h"

exile_status exile_match_to_notation(const exile_match *m, char *buf, size_t cap)
{
    if (!m || (!buf && cap))
        return EXILE_E_INVALID_ARGUMENT;
    return ex_notation_write(&m->st, true, buf, cap);
}

exile_status exile_match_from_notation_ex(exile_match **out, const char *text, const exile_match_options *opts,
                                          char *err, size_t err_cap)
{
    if (err && err_cap)
        err[0] = '\0';
    if (!out || !text)
        return EXILE_E_INVALID_ARGUMENT;
    if (opts && !ex_options_version_known(opts->version))
        return EXILE_E_VERSION;
    if (opts && !ex_allocator_valid(&opts->allocator))
        return EXILE_E_INVALID_ARGUMENT;
    exile_match *m = ex_match_alloc(opts ? &opts->allocator : NULL);
    if (!m)
        return EXILE_E_NO_MEMORY;
    exile_status s = ex_notation_read(&m->st, text, err, err_cap);
    if (s == EXILE_OK && m->st.decision == DEC_NONE && m->st.winner < 0) {
        /* No decision given: run the step machine to the first one. */
        ex_engine e;
        ex_engine_of(m, &e);
        ex_run(&e);
        s = ex_state_check(&m->st, err, err_cap);
    }
    if (s == EXILE_OK && m->st.winner < 0 && ex_legal(&m->st, NULL, 0) == 0) {
        if (err && err_cap)
            snprintf(err, err_cap, "the pending decision offers no action");
        s = EXILE_E_INCONSISTENT;
    }
    if (s != EXILE_OK) {
        exile_match_destroy(m);
        return s;
    }
    *out = m;
    return EXILE_OK;
}

exile_status exile_match_from_notation(exile_match **out, const char *text)
{
    return exile_match_from_notation_ex(out, text, NULL, NULL, 0);
}
