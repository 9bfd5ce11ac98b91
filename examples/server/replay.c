/*
 * Writing a replay: a text any program reads back with the library alone
 * (exile_match_from_notation() for the start, exile_action_parse() for
 * each action). It is written to a new temporary file and then linked to
 * its name: a replay that exists is whole, and no file is written over,
 * not an earlier run's replay, nor what a link planted in the directory
 * points to.
 * SPDX-License-Identifier: MIT
 */
#define _DEFAULT_SOURCE /* getrandom(), linkat() */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "replay.h"

int replay_open_dir(const char *dir, char run_id[REFEREE_RUN_ID_MAX])
{
    struct stat st;
    uint32_t nonce;
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) {
        fprintf(stderr, "exile-server: --replays %s: %s\n", dir,
                errno == ENOTDIR ? "not a directory" : strerror(errno));
        return -1;
    }
    if (fstat(fd, &st) != 0 || faccessat(fd, ".", W_OK | X_OK, AT_EACCESS) != 0) {
        fprintf(stderr, "exile-server: --replays %s: the server may not write there: %s\n", dir, strerror(errno));
        close(fd);
        return -1;
    }
    if (getrandom(&nonce, sizeof nonce, 0) != (ssize_t)sizeof nonce) {
        fprintf(stderr, "exile-server: no random bits for the run's id\n");
        close(fd);
        return -1;
    }
    time_t now = time(NULL);
    struct tm utc;
    char stamp[24];
    if (!gmtime_r(&now, &utc) || strftime(stamp, sizeof stamp, "%Y%m%dT%H%M%SZ", &utc) == 0)
        stamp[0] = '\0';
    snprintf(run_id, REFEREE_RUN_ID_MAX, "%s-%08x", stamp, (unsigned)nonce);
    return fd;
}

void replay_name(const char *run_id, unsigned id, char name[REFEREE_REPLAY_NAME_MAX])
{
    snprintf(name, REFEREE_REPLAY_NAME_MAX, "match-%s-%u.replay", run_id, id);
}

/* A notation's text ends with a line end, but for the last line to be safe. */
static void put_notation(FILE *f, const char *notation)
{
    size_t n = strlen(notation);
    fputs(notation, f);
    if (n == 0 || notation[n - 1] != '\n')
        fputc('\n', f);
}

int replay_write(int dir_fd, const char *name, const referee_match *rm, const char *final)
{
    char tmp[REFEREE_REPLAY_NAME_MAX + 16];
    snprintf(tmp, sizeof tmp, ".%s.tmp", name);
    int fd = openat(dir_fd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0)
        return -1;
    FILE *f = fdopen(fd, "w");
    if (!f) {
        close(fd);
        unlinkat(dir_fd, tmp, 0);
        return -1;
    }
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
    bad |= fclose(f) != 0;
    /* linkat() fails with EEXIST rather than replace what is there. */
    if (bad || linkat(dir_fd, tmp, dir_fd, name, 0) != 0) {
        int saved = errno;
        unlinkat(dir_fd, tmp, 0);
        errno = saved;
        return -1;
    }
    unlinkat(dir_fd, tmp, 0);
    return 0;
}
