/*
 * exile-perft: counts the positions reachable from a fixed position in d
 * actions, playing every legal action at every node, and how fast. The
 * counts pin the rules' behaviour (tests/perft): any change to the legal
 * actions of a position, or to what an action leads to, changes them. The
 * draws inside an action (a shuffle, a Refill) come from the match's own
 * random generator, which a copy carries: a position and an action always
 * lead to the same position. Public API only.
 *
 *   exile-perft [--box 1|2 | --position FILE] [--seed S] [--depth D]
 *               [--stamina-order canonical|any] [--divide] [--digest]
 *               [--expect N1,N2,...] [--expect-digest HEX]
 *
 * It prints, for each depth from 1 to D, the positions at that depth
 * ("leaves"), then the actions applied and the nodes per second. A
 * finished match has no legal action: it counts at its own depth only.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 199309L
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <exile/exile.h>

enum { MAX_DEPTH = 32, NOTATION_CAP = 16384 };

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The search: one match per ply, each a copy of its parent with one action
 * applied, so nothing allocates while it counts. */
typedef struct perft {
    exile_match *ply[MAX_DEPTH + 1];
    unsigned depth;
    uint64_t count[MAX_DEPTH + 1]; /* positions at each depth */
    bool digest;                   /* fold the notation of every leaf */
    uint64_t hash;
    char *text;
} perft;

/* FNV-1a, 64 bits: the digest of the leaves' notation, in the order visited. */
static void fold(uint64_t *h, const char *s)
{
    for (; *s; s++) {
        *h ^= (unsigned char)*s;
        *h *= 0x100000001b3u;
    }
}

static void fail(const char *what, exile_status s)
{
    fprintf(stderr, "exile-perft: %s: %s\n", what, exile_status_str(s));
    exit(2);
}

/* Counts the positions below ply @p p (its match set), to the full depth. */
static void search(perft *pf, unsigned p)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions_keep(pf->ply[p], acts, EXILE_MAX_LEGAL_ACTIONS);
    pf->count[p + 1] += n;
    exile_match *child = pf->ply[p + 1];
    for (size_t i = 0; i < n; i++) {
        exile_status s = exile_match_copy(child, pf->ply[p]);
        if (s == EXILE_OK)
            s = exile_match_apply(child, acts[i]);
        if (s != EXILE_OK)
            fail("a legal action was refused", s);
        if (p + 1 < pf->depth)
            search(pf, p + 1);
        else if (pf->digest) {
            s = exile_match_to_notation(child, pf->text, NOTATION_CAP);
            if (s != EXILE_OK)
                fail("notation", s);
            fold(&pf->hash, pf->text);
        }
    }
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(2);
    }
    char *buf = malloc(NOTATION_CAP + 64);
    size_t n = buf ? fread(buf, 1, NOTATION_CAP, f) : 0;
    if (!buf || ferror(f) || !feof(f)) {
        fprintf(stderr, "exile-perft: %s: unreadable, or longer than %d bytes\n", path, NOTATION_CAP);
        exit(2);
    }
    fclose(f);
    buf[n] = '\0';
    return buf;
}

/* The position of a file: its own text, with the Stamina order asked for
 * (a position file carries no flags line, so that one file serves both).
 * The flags line goes before the text's last line, `end`, which a text of
 * the current notation version requires (and after the last line of one
 * that has none, of version 1). */
static exile_match *position_from_file(const char *path, bool canonical)
{
    char *text = read_file(path);
    if (canonical) {
        size_t n = strlen(text);
        while (n > 0 && strchr(" \t\r\n", text[n - 1]))
            n--;
        bool ended = n >= 3 && strncmp(text + n - 3, "end", 3) == 0 &&
                     (n == 3 || strchr(" \t\r\n", text[n - 4]));
        text[ended ? n - 3 : n] = '\0';
        strcat(text, ended ? "\nflags canonical-stamina\nend\n" : "\nflags canonical-stamina\n");
    }
    exile_match *m;
    char err[256];
    exile_status s = exile_match_from_notation_ex(&m, text, NULL, err, sizeof err);
    if (s != EXILE_OK) {
        fprintf(stderr, "exile-perft: %s: %s\n", path, err);
        exit(2);
    }
    free(text);
    return m;
}

/* The first decision of a box's first game (§2 Setup, recommended loadouts). */
static exile_match *position_of_box(int box, uint64_t seed, bool canonical)
{
    exile_loadout lo[2];
    for (int s = 0; s < 2; s++)
        if (exile_recommended_loadout(2 * (box - 1) + s, &lo[s]) != EXILE_OK)
            fail("loadout", EXILE_E_INVALID_ARGUMENT);
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.seed = seed;
    o.loadout[0] = &lo[0];
    o.loadout[1] = &lo[1];
    o.flags = canonical ? EXILE_MATCH_CANONICAL_STAMINA : 0u;
    exile_match *m;
    exile_status s = exile_match_create(&m, &o);
    if (s != EXILE_OK)
        fail("create", s);
    return m;
}

/* Prints, for each first action, the leaves below it (to find where two
 * builds part). */
static void divide(perft *pf)
{
    exile_match *root = pf->ply[0];
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(root, acts, EXILE_MAX_LEGAL_ACTIONS);
    for (size_t i = 0; i < n; i++) {
        char name[128];
        exile_match *c;
        if (exile_match_clone(&c, root) != EXILE_OK || exile_match_apply(c, acts[i]) != EXILE_OK)
            fail("divide", EXILE_E_ILLEGAL_ACTION);
        perft sub = { .depth = pf->depth - 1 };
        sub.ply[0] = c;
        for (unsigned p = 1; p <= sub.depth; p++)
            if (exile_match_clone(&sub.ply[p], c) != EXILE_OK)
                fail("clone", EXILE_E_NO_MEMORY);
        if (sub.depth > 0)
            search(&sub, 0);
        if (exile_action_format(root, acts[i], name, sizeof name) != EXILE_OK)
            snprintf(name, sizeof name, "%" PRIu32, acts[i]);
        printf("%s: %" PRIu64 "\n", name, sub.depth > 0 ? sub.count[sub.depth] : 1u);
        for (unsigned p = 0; p <= sub.depth; p++)
            exile_match_destroy(sub.ply[p]);
    }
}

static void usage(void)
{
    fprintf(stderr, "usage: exile-perft [--box 1|2 | --position FILE] [--seed S] [--depth D]\n"
                    "                   [--stamina-order canonical|any] [--divide] [--digest]\n"
                    "                   [--expect N1,N2,...] [--expect-digest HEX]\n");
    exit(2);
}

int main(int argc, char **argv)
{
    int box = 1;
    const char *file = NULL, *expect = NULL, *expect_digest = NULL;
    uint64_t seed = 1;
    unsigned depth = 4;
    bool canonical = true, want_divide = false, want_digest = false;
    for (int i = 1; i < argc; i++) {
        const char *opt = argv[i];
        if (strcmp(opt, "--divide") == 0)
            want_divide = true;
        else if (strcmp(opt, "--digest") == 0)
            want_digest = true;
        else if (i + 1 >= argc)
            usage();
        else if (strcmp(opt, "--box") == 0)
            box = atoi(argv[++i]);
        else if (strcmp(opt, "--position") == 0)
            file = argv[++i];
        else if (strcmp(opt, "--seed") == 0)
            seed = strtoull(argv[++i], NULL, 10);
        else if (strcmp(opt, "--depth") == 0)
            depth = (unsigned)strtoul(argv[++i], NULL, 10);
        else if (strcmp(opt, "--stamina-order") == 0)
            canonical = strcmp(argv[++i], "any") != 0;
        else if (strcmp(opt, "--expect") == 0)
            expect = argv[++i];
        else if (strcmp(opt, "--expect-digest") == 0)
            expect_digest = argv[++i];
        else
            usage();
    }
    if ((box != 1 && box != 2) || depth < 1 || depth > MAX_DEPTH)
        usage();

    perft pf = { .depth = depth, .digest = want_digest || expect_digest, .hash = 0xcbf29ce484222325u };
    pf.ply[0] = file ? position_from_file(file, canonical) : position_of_box(box, seed, canonical);
    pf.count[0] = 1;
    for (unsigned p = 1; p <= depth; p++)
        if (exile_match_clone(&pf.ply[p], pf.ply[0]) != EXILE_OK)
            fail("clone", EXILE_E_NO_MEMORY);
    pf.text = malloc(NOTATION_CAP);
    if (!pf.text)
        fail("notation", EXILE_E_NO_MEMORY);

    if (want_divide)
        divide(&pf);
    double t0 = now();
    search(&pf, 0);
    double secs = now() - t0;

    uint64_t nodes = 0;
    for (unsigned p = 1; p <= depth; p++) {
        printf("depth %u: %" PRIu64 "\n", p, pf.count[p]);
        nodes += pf.count[p];
    }
    if (pf.digest)
        printf("digest: %016" PRIx64 "\n", pf.hash);
    printf("leaves: %" PRIu64 "\n", pf.count[depth]);
    printf("nodes: %" PRIu64 "\n", nodes);
    printf("seconds: %.3f\n", secs);
    printf("nodes_per_second: %.0f\n", secs > 0 ? (double)nodes / secs : 0.0);

    int status = 0;
    if (expect) {
        /* The counts from depth 1 on, as many as given. */
        const char *s = expect;
        for (unsigned p = 1; *s; p++) {
            char *end;
            unsigned long long want = strtoull(s, &end, 10);
            if (end == s || p > depth || (*end && *end != ',')) {
                fprintf(stderr, "exile-perft: --expect: a comma-separated count for each depth, at most %u\n", depth);
                return 2;
            }
            if (want != pf.count[p]) {
                fprintf(stderr, "exile-perft: depth %u: %" PRIu64 " positions, expected %llu\n", p, pf.count[p], want);
                status = 1;
            }
            s = *end ? end + 1 : end;
        }
    }
    if (expect_digest && strtoull(expect_digest, NULL, 16) != pf.hash) {
        fprintf(stderr, "exile-perft: digest %016" PRIx64 ", expected %s\n", pf.hash, expect_digest);
        status = 1;
    }
    for (unsigned p = 0; p <= depth; p++)
        exile_match_destroy(pf.ply[p]);
    free(pf.text);
    return status;
}
