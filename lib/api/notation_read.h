/*
 * The reader of the match notation (doc/notation.md), split by what it
 * reads: notation_read.c the text, its lines and numbers;
 * notation_read_cards.c the seats, piles and cards; notation_read_v2.c the
 * named fields of version 2; notation_read_v1.c the positional fields of
 * version 1, still read.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_NOTATION_READ_H
#define EXILE_NOTATION_READ_H

#include "notation.h"

enum { EX_NR_MAX_TOKENS = 96 };

typedef struct ex_reader {
    ex_state *st;
    char *err;
    size_t err_cap;
    unsigned line;
    unsigned version; /* of the text: its header says */
    char *tok[EX_NR_MAX_TOKENS];
    unsigned ntok;
    bool placed[EX_INSTANCES];
    bool have_seat[EX_SEATS], have_rng, have_decision;
    uint64_t seed;
} ex_reader;

/* Fails with a message naming the line (none for the text as a whole). */
exile_status ex_nr_fail(ex_reader *r, exile_status s, const char *fmt, ...);

/* The digits of @p s in @p base (10 or 16) and nothing else, as a number
 * of at most @p max. */
bool ex_nr_digits(const char *s, unsigned base, uint64_t max, uint64_t *out);

/* A decimal number in [lo, hi], with '-' before a negative one. */
bool ex_nr_int(const char *s, int64_t lo, int64_t hi, int64_t *out);

/* Reads token @p i as a number in [lo, hi]. */
exile_status ex_nr_num(ex_reader *r, unsigned i, int64_t lo, int64_t hi, int64_t *out);

/* The line holds from @p least to @p most values after its key. */
exile_status ex_nr_values(ex_reader *r, unsigned least, unsigned most);

/* Token @p i: a number in [0, hi], or "-" for none (EX_NO_CARD). */
exile_status ex_nr_number_or_none(ex_reader *r, unsigned i, int64_t hi, uint8_t *out);

/* The index of @p name among @p count names, or -1. */
int ex_nr_name_index(const char *name, const char *(*namer)(unsigned), unsigned count);

/* The card id of @p code, or -1. */
int ex_nr_card_by_code(const char *code);

/* The instance a pile's entry names ("MV-003", "TK-01:2", "TK-01"), not
 * placed yet. */
exile_status ex_nr_instance_of(ex_reader *r, const char *text, unsigned *out);

/* The instance a field names, placed or not: a Move by its code, a Token
 * by its code and number. */
exile_status ex_nr_card_ref(ex_reader *r, const char *text, unsigned *out);

/* Places @p inst in @p zone of @p seat, with the card flags of its
 * @p mark (ex_card_marks), 0 for none: refused where the mark does not
 * fit. */
exile_status ex_nr_place(ex_reader *r, unsigned inst, unsigned zone, unsigned seat, unsigned mark);

/* The card of the attack line ("MV-002", "~MV-002"), a Move of
 * @p attacker, placed in the Combat Zone. */
exile_status ex_nr_attack_card(ex_reader *r, const char *text, unsigned attacker);

/* Lays the Finisher @p code as @p seat's prepared card (§5 Action D). */
exile_status ex_nr_prepared(ex_reader *r, unsigned seat, const char *code);

/* "seat S EXILE GEAR x4 MEMORY x3", read before every other line. */
exile_status ex_nr_seat_loadout(ex_reader *r);

/* The lines both versions write alike: the piles, blocks, hp, exile,
 * memories, gear, stamina, seed, actions. *known is false for another key. */
exile_status ex_nr_common_line(ex_reader *r, bool *known);

/* The lines of version 2 that name their fields (key=value). */
exile_status ex_nr_v2_line(ex_reader *r, bool *known);

/* The lines of version 1 that list their fields by position. */
exile_status ex_nr_v1_line(ex_reader *r, bool *known);

#endif /* EXILE_NOTATION_READ_H */
