/*
 * The match notation (doc/notation.md), shared by the writer, the reader
 * and the views.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_NOTATION_H
#define EXILE_NOTATION_H

#include "engine.h"

/* A pile entry a view cannot see (views only; never in a match's state). */
#define EX_HIDDEN_CARD 0xfeu

/* The version the writer writes; the reader reads it and every earlier one. */
#define EX_NOTATION_VERSION 2u

/* Writes @p st. @p full is false for a view: no PRNG state (it would
 * foretell shuffles) and no Token numbers. */
exile_status ex_notation_write(const ex_state *st, bool full, char *buf, size_t cap);

/* Reads notation into @p st and checks it; @p err names the problem. */
exile_status ex_notation_read(ex_state *st, const char *text, char *err, size_t err_cap);

/* The marks a card may carry before its code, each a card flag (CF_*):
 * '^' face-up on a deck, '+' known in a hand, '~' known to be none of the
 * deck's cards, '_' put on the bottom of the deck (doc/notation.md). */
typedef struct ex_card_mark {
    char mark;
    uint8_t flag;
} ex_card_mark;

enum { EX_CARD_MARKS = 4 };
extern const ex_card_mark ex_card_marks[EX_CARD_MARKS];

/* ------------------------------------------------------------------ */
/* The names of version 2 (notation_names.c)                          */
/* ------------------------------------------------------------------ */

/* The names of a set's bits, bit 0 first; NULL for a bit without a name
 * (written as its value: only a text of version 1 sets one). */
typedef const char *const ex_bit_names[8];

extern ex_bit_names ex_attack_flag_names;   /* AF_* */
extern ex_bit_names ex_outcome_names;       /* the attack's outcome at the Math, field by field */
extern ex_bit_names ex_round_flag_names;    /* RF_* */
extern ex_bit_names ex_slot_names;          /* the Gear slots by category, then the Exile */
extern ex_bit_names ex_stack_flag_names;    /* SE_* */
extern ex_bit_names ex_match_flag_names;    /* exile_match_flags */
extern ex_bit_names ex_momentum_flag_names; /* TM_* flags of target-momentum */

/* The names of small enumerations, value 0 first. */
typedef struct ex_value_names {
    const char *const *name;
    unsigned count;
} ex_value_names;

extern const ex_value_names ex_speed_names;  /* the attack's speed: "-", "quick", "slow" */
extern const ex_value_names ex_thrown_names; /* P20's replacement: "-", "asked", "taken" */
extern const ex_value_names ex_trigger_names;

/* A decision parameter: its key, and how its value is written. */
typedef enum ex_param_kind {
    PARAM_NUMBER,   /* 0 to 255 */
    PARAM_CARD_ID,  /* a card, by its code (a card id) */
    PARAM_INSTANCE, /* a card of the match, by its code (an instance) */
    PARAM_SEAT,     /* 0 or 1 */
    PARAM_MOMENTUM, /* ex_momentum_flag_names */
    PARAM_WHAT,     /* what target-momentum does: destroy, return, recall */
    PARAM_RECALL    /* what take-from-recall takes: any, thrown, fighting */
} ex_param_kind;

typedef struct ex_param {
    const char *key; /* NULL: the decision reads no parameter there */
    ex_param_kind kind;
} ex_param;

/* The four parameters of decision @p decision (A, B, C, D). A parameter
 * the decision does not read is written `arg1` to `arg4` when play left a
 * value there: the round trip keeps it. */
const ex_param *ex_decision_params(unsigned decision);
extern const char *const ex_param_spare_keys[4];
extern const ex_value_names ex_what_names, ex_recall_names;

#endif /* EXILE_NOTATION_H */
