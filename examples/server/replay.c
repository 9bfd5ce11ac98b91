/*
 * Writing a replay: a text any program reads back with the library alone
 * (exile_match_from_notation() for the start, exile_action_parse() for
 * each action), written to a temporary name and then renamed, so a replay
 * that exists is whole.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <string.h>

#include "replay.h"

/* A notation's text ends with a line end, but for the last line to be safe. */
static void put_notation(FILE *f, const char *notation)
{
    size_t n = strlen(notation);
    fputs(notation, f);
    if (n == 0 || notation[n - 1] != '\n')
        fputc('\n', f);
}

int replay_write(const char *dir, const referee_match *rm, const char *final)
{
    char path[4096], tmp[4200];
    if (snprintf(path, sizeof path, "%s/match-%u.replay", dir, rm->id) >= (int)sizeof path)
        return -1;
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    if (!f)
        return -1;
    size_t count = 0;
    for (size_t i = 0; i < rm->actions_len; i++)
        count += rm->actions[i] == '\n';
    fprintf(f, "exile-replay 1\nmatch %u\nseed %llu\nbox %d\nwinner %d\nforfeit %d\nactions %zu\n", rm->id,
            (unsigned long long)rm->seed, rm->box, rm->winner, rm->forfeit, count);
    fputs(rm->actions ? rm->actions : "", f);
    fputs("start\n", f);
    put_notation(f, rm->start);
    fputs("final\n", f);
    put_notation(f, final);
    int bad = ferror(f);
    if (fclose(f) != 0 || bad || rename(tmp, path) != 0) {
        remove(tmp);
        return -1;
    }
    return 0;
}
