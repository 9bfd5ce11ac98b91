/*
 * Status names and the run-time version.
 * SPDX-License-Identifier: MIT
 */
#include <exile/exile.h>

const char *exile_status_str(exile_status s)
{
    switch (s) {
    case EXILE_OK: return "success";
    case EXILE_E_INVALID_ARGUMENT: return "invalid argument";
    case EXILE_E_NO_MEMORY: return "out of memory";
    case EXILE_E_ILLEGAL_ACTION: return "illegal action";
    case EXILE_E_GAME_OVER: return "the match is over";
    case EXILE_E_BUFFER_TOO_SMALL: return "buffer too small";
    case EXILE_E_PARSE: return "malformed text";
    case EXILE_E_INCONSISTENT: return "inconsistent position";
    case EXILE_E_UNSUPPORTED: return "not supported by this version";
    case EXILE_E_VERSION: return "unknown options version";
    case EXILE_E_BAD_LOADOUT: return "illegal loadout";
    case EXILE_E_NOT_FOUND: return "not found";
    case EXILE_E_BUSY: return "the match is in its apply";
    }
    return "unknown status";
}

const char *exile_version(void)
{
    return EXILE_VERSION_STRING;
}

unsigned long exile_version_number(void)
{
    return EXILE_VERSION_NUMBER;
}
