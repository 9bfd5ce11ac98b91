/*
 * exile-server-attack: the library as test-sample-attack.py's attacking
 * seat has it (any client may load the library), and the referee's truth
 * that the test learns once the match is over. Not installed.
 *
 * It reads requests on its standard input and answers each on its
 * standard output, so that one process serves a whole test. A request is
 * a line, and for the first three a notation after it, up to its line
 * `end`:
 *
 *   determinize SEAT SEED   the notation of exile_match_determinize() of
 *                           the match for SEAT with SEED (decimal)
 *   view SEAT               the notation of SEAT's view of the match
 *   actions                 the texts of the legal actions of the seat to
 *                           act, a line `action TEXT` each
 *   replay PATH N           the notation of the replay's match (doc/
 *                           protocol.md, Replays) after its first N actions
 *
 * An answer is its lines and then a line `end` (a notation's own), or one
 * line `error WHY`.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <exile/exile.h>

#define LINE_MAX_LEN 4096

static char text[2 * EXILE_NOTATION_MAX];
static char out[2 * EXILE_NOTATION_MAX];

/* The notation that follows a request, up to and with its line `end`. */
static int read_notation(void)
{
    size_t n = 0;
    char line[LINE_MAX_LEN];
    while (fgets(line, sizeof line, stdin)) {
        size_t len = strlen(line);
        if (n + len + 1 > sizeof text)
            return -1;
        memcpy(text + n, line, len + 1);
        n += len;
        if (strcmp(line, "end\n") == 0)
            return 0;
    }
    return -1;
}

static exile_match *load(void)
{
    char err[256];
    exile_match *m = NULL;
    if (read_notation() != 0) {
        printf("error the notation does not end\n");
        return NULL;
    }
    if (exile_match_from_notation_ex(&m, text, NULL, err, sizeof err) != EXILE_OK) {
        printf("error the notation does not load: %s\n", err);
        return NULL;
    }
    return m;
}

static void answer_notation(const char *notation)
{
    fputs(notation, stdout);
    if (!strstr(notation, "\nend\n"))
        fputs("end\n", stdout);
}

static void determinize(int seat, uint64_t seed)
{
    exile_match *m = load(), *d = NULL;
    if (!m)
        return;
    exile_status s = exile_match_clone(&d, m);
    if (s == EXILE_OK)
        s = exile_match_determinize(d, m, seat, seed);
    if (s == EXILE_OK)
        s = exile_match_to_notation(d, out, sizeof out);
    if (s == EXILE_OK)
        answer_notation(out);
    else
        printf("error %s\n", exile_status_str(s));
    exile_match_destroy(d);
    exile_match_destroy(m);
}

static void view(int seat)
{
    exile_match *m = load();
    exile_view *v = NULL;
    if (!m)
        return;
    exile_status s = exile_view_create(&v, m, seat);
    if (s == EXILE_OK)
        s = exile_view_to_notation(v, out, sizeof out);
    if (s == EXILE_OK)
        answer_notation(out);
    else
        printf("error %s\n", exile_status_str(s));
    exile_view_destroy(v);
    exile_match_destroy(m);
}

static void actions(void)
{
    exile_match *m = load();
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    char a[EXILE_ACTION_TEXT_MAX];
    if (!m)
        return;
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    for (size_t i = 0; i < n; i++)
        if (exile_action_format(m, acts[i], a, sizeof a) == EXILE_OK)
            printf("action %s\n", a);
    printf("end\n");
    exile_match_destroy(m);
}

/* The replay's match after @p n actions: its start, then its actions. */
static void replay(const char *path, unsigned long n)
{
    FILE *f = fopen(path, "r");
    char line[LINE_MAX_LEN];
    unsigned long count = 0, applied = 0;
    exile_match *m = NULL;
    if (!f) {
        printf("error cannot open %s\n", path);
        return;
    }
    char (*acts)[EXILE_ACTION_TEXT_MAX] = NULL;
    int ok = 0;
    while (fgets(line, sizeof line, f)) {
        if (sscanf(line, "actions %lu", &count) == 1) {
            acts = calloc(count + 1, sizeof *acts);
            for (unsigned long i = 0; acts && i < count && fgets(acts[i], sizeof acts[i], f); i++)
                acts[i][strcspn(acts[i], "\n")] = '\0';
        } else if (strcmp(line, "start\n") == 0) {
            size_t len = 0, n_line = 0;
            while (fgets(line, sizeof line, f) && strcmp(line, "final\n") != 0 &&
                   len + (n_line = strlen(line)) + 1 < sizeof text) {
                memcpy(text + len, line, n_line + 1);
                len += n_line;
            }
            ok = acts != NULL && len > 0;
            break;
        }
    }
    fclose(f);
    if (!ok || n > count || exile_match_from_notation(&m, text) != EXILE_OK) {
        printf("error %s does not read as a replay of %lu actions or more\n", path, n);
        free(acts);
        return;
    }
    for (; applied < n; applied++) {
        exile_action a;
        if (exile_action_parse(m, acts[applied], &a) != EXILE_OK || exile_match_apply(m, a) != EXILE_OK)
            break;
    }
    if (applied == n && exile_match_to_notation(m, out, sizeof out) == EXILE_OK)
        answer_notation(out);
    else
        printf("error action %lu of %s does not apply\n", applied, path);
    exile_match_destroy(m);
    free(acts);
}

int main(void)
{
    char line[LINE_MAX_LEN], path[LINE_MAX_LEN];
    int seat;
    uint64_t seed;
    unsigned long n;
    while (fgets(line, sizeof line, stdin)) {
        if (sscanf(line, "determinize %d %" SCNu64, &seat, &seed) == 2)
            determinize(seat, seed);
        else if (sscanf(line, "view %d", &seat) == 1)
            view(seat);
        else if (strcmp(line, "actions\n") == 0)
            actions();
        else if (sscanf(line, "replay %4095s %lu", path, &n) == 2)
            replay(path, n);
        else
            printf("error unknown request: %s", line);
        fflush(stdout);
    }
    return 0;
}
