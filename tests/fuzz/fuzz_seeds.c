/*
 * Writes the seed corpora of the fuzz targets at build time (no binary file
 * is committed): a directory per target under OUTDIR, holding
 *   corpus-apply        inputs of fuzz_apply that play matches to their end,
 *                       with loadouts, options and checks mixed in;
 *   corpus-notation     the notation of positions of played matches;
 *   corpus-load         saves of those positions;
 *   corpus-action_text  the text of legal actions met on the way.
 * The fuzzers add what they find to these directories.
 *
 * usage: fuzz_seeds OUTDIR
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <exile/exile.h>

static const char *outdir;

static void die(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz_seeds: %s: %s\n", what, detail);
    exit(1);
}

static void make_dir(const char *name)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", outdir, name);
    if (mkdir(path, 0777) != 0 && errno != EEXIST)
        die(path, strerror(errno));
}

static void write_file(const char *dir, const char *name, const void *bytes, size_t n)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s/%s", outdir, dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(bytes, 1, n, f) != n || fclose(f) != 0)
        die(path, "cannot write");
}

static uint64_t rng = 0x853c49e6748fea9bULL;

static uint32_t next(void)
{
    rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)(rng >> 33);
}

static unsigned n_notation, n_save, n_text;

/* The action texts written so far: each is written once. */
enum { TEXT_CAP = 200 };
static char *texts[TEXT_CAP];

static int text_new(const char *t)
{
    for (unsigned i = 0; i < n_text; i++)
        if (strcmp(texts[i], t) == 0)
            return 0;
    return 1;
}

/* Records the position: its notation, its save, the text of its actions. */
static void record(const exile_match *m)
{
    static char text[1u << 16];
    char name[64];
    if (exile_match_to_notation(m, text, sizeof text) == EXILE_OK) {
        snprintf(name, sizeof name, "notation-%03u", n_notation++);
        write_file("corpus-notation", name, text, strlen(text));
    }
    size_t size = exile_match_save_size();
    unsigned char *buf = malloc(size);
    if (!buf || exile_match_save(m, buf, size, NULL) != EXILE_OK)
        die("save", "failed");
    snprintf(name, sizeof name, "save-%03u", n_save++);
    write_file("corpus-load", name, buf, size);
    free(buf);

    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    for (size_t i = 0; i < n && n_text < TEXT_CAP; i++) {
        if (exile_action_format(m, acts[i], text, sizeof text) != EXILE_OK || !text_new(text))
            continue;
        size_t len = strlen(text);
        texts[n_text] = malloc(len + 1);
        if (!texts[n_text])
            die("malloc", "failed");
        memcpy(texts[n_text], text, len + 1);
        snprintf(name, sizeof name, "action-%03u", n_text++);
        write_file("corpus-action_text", name, text, len);
    }
}

/*
 * One input of fuzz_apply: a match of @p seed with options byte @p o and
 * loadout selector @p sel, played by random choices to its end; every
 * @p every choices a check (fuzz_apply's 0xc000 codes) or an illegal raw
 * action is mixed in. Positions along the way are recorded.
 */
static void apply_seed(unsigned index, uint64_t seed, unsigned o, unsigned sel, unsigned every)
{
    enum { CAP = 8192 };
    unsigned char *in = malloc(CAP);
    size_t len = 0;
    if (!in)
        die("malloc", "failed");
    for (unsigned i = 0; i < 8; i++)
        in[len++] = (unsigned char)(seed >> (8 * i));
    in[len++] = (unsigned char)o;
    in[len++] = (unsigned char)sel;
    in[len++] = (unsigned char)(sel >> 8);

    /* The same match as fuzz_apply will play: replay its choices here. */
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    opts.seed = seed;
    opts.flags = (o & 1u) ? EXILE_MATCH_PERMISSIVE_BLUFF : 0u;
    opts.first_player = ((o >> 1) & 3u) == 1 ? 0 : ((o >> 1) & 3u) == 2 ? 1 : -1;
    opts.max_rounds = o >> 3;
    exile_match *m = NULL;
    /* (The loadouts of sel are fuzz_apply's business: the choices below
     * are indices modulo the number of actions, valid in any match.) */
    if (exile_match_create(&m, &opts) != EXILE_OK)
        die("create", "failed");
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    unsigned step = 0;
    while (len + 2 <= CAP) {
        size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
        if (n == 0)
            break;
        unsigned v;
        if (every && step % every == every - 1) {
            /* a check: clone, save/load, notation, determinize, views,
             * action text, out-of-range action, copy */
            v = 0xc000u | (next() % 8u) << 8 | (next() & 0xffu);
        } else if (every && step % every == every / 2) {
            v = 0x8000u | (next() & 0x1fffu); /* most likely refused */
            if (n && v - 0x8000u == acts[0])
                v = 0x8000u;
        } else {
            size_t k = next() % n;
            v = (unsigned)k + (unsigned)n * (next() % (0x8000u / (unsigned)n));
            if (exile_match_apply(m, acts[k]) != EXILE_OK)
                die("apply", "a legal action was refused");
            if (step % 37 == 0)
                record(m);
        }
        in[len++] = (unsigned char)v;
        in[len++] = (unsigned char)(v >> 8);
        step++;
    }
    record(m);
    exile_match_destroy(m);
    char name[64];
    snprintf(name, sizeof name, "apply-%02u", index);
    write_file("corpus-apply", name, in, len);
    free(in);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: fuzz_seeds OUTDIR\n");
        return 2;
    }
    outdir = argv[1];
    make_dir("corpus-apply");
    make_dir("corpus-notation");
    make_dir("corpus-load");
    make_dir("corpus-action_text");

    /* Default loadouts (selector 0), so the replay above is exact. */
    apply_seed(0, 1, 0, 0, 0);
    apply_seed(1, 2, 0, 0, 40);
    apply_seed(2, 3, 1, 0, 0);         /* permissive bluff */
    apply_seed(3, 4, 1, 0, 25);
    apply_seed(4, 5, 2, 0, 0);         /* seat 0 first */
    apply_seed(5, 6, 4, 0, 60);        /* seat 1 first */
    apply_seed(6, 7, 3u << 3, 0, 0);   /* three rounds, then the house rule */
    apply_seed(7, 8, 0, 0, 10);
    apply_seed(8, 9, 0, 0, 0);
    apply_seed(9, 10, 1, 0, 15);
    /* Other loadouts: the choices are indices modulo the legal actions, so
     * these play other matches, but reach their end as often. */
    apply_seed(10, 11, 0, 42, 0);
    apply_seed(11, 12, 0, 199, 30);
    apply_seed(12, 13, 1, 305, 0);
    apply_seed(13, 14, 0, 1000, 50);
    for (unsigned i = 0; i < n_text; i++)
        free(texts[i]);
    return 0;
}
