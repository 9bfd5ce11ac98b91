/*
 * The card database: the printed cards, as the engine reads them.
 *
 * The tables are generated at build time by gen_cards.py from the readable
 * card source (box1.cards), so each printed line of rules text appears once,
 * next to the template (§6.3/§6.4) or keyword (§6.2) it is an instance of.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_CARDS_H
#define EXILE_CARDS_H

#include <stdint.h>

#include <exile/exile.h>

#include "card_ids.h" /* generated: enum ex_card_id { CARD_EXL_01, ..., CARD_COUNT } */

/* Speeds of a Move's attack column (§4.1). */
enum ex_speed { SPEED_NONE = 0, SPEED_QUICK = 1, SPEED_SLOW = 2 };

/* Columns of a Move (§4.1 Two costs). A non-Combat Move prints one column:
 * its keywords and lines are stored in both. */
enum ex_column { COL_ATTACK = 0, COL_BLOCK = 1, COL_COUNT = 2 };

/* Which side of a two-sided card a line is printed on. */
enum ex_side {
    SIDE_FRONT = 0,   /* the front; a Move's only side */
    SIDE_BACK = 1,    /* a Gear's Upgrade side, an Exile's Unleashed side */
    SIDE_ONCE = 2     /* a one-time "When this ... is unlocked/unleashed" Effect */
};

/* The card-text templates: P01–P27 are the sample Passives of §6.3 and
 * E01–E65 the sample Effects of §6.4, numbered in the order the rulebook
 * prints them (checklist Part C). TMPL_TOKEN_* are the Token texts of §4.5. */
enum ex_template {
    TMPL_NONE = 0,
    TMPL_P01, TMPL_P02, TMPL_P03, TMPL_P04, TMPL_P05, TMPL_P06, TMPL_P07, TMPL_P08, TMPL_P09,
    TMPL_P10, TMPL_P11, TMPL_P12, TMPL_P13, TMPL_P14, TMPL_P15, TMPL_P16, TMPL_P17, TMPL_P18,
    TMPL_P19, TMPL_P20, TMPL_P21, TMPL_P22, TMPL_P23, TMPL_P24, TMPL_P25, TMPL_P26, TMPL_P27,
    TMPL_E01, TMPL_E02, TMPL_E03, TMPL_E04, TMPL_E05, TMPL_E06, TMPL_E07, TMPL_E08, TMPL_E09,
    TMPL_E10, TMPL_E11, TMPL_E12, TMPL_E13, TMPL_E14, TMPL_E15, TMPL_E16, TMPL_E17, TMPL_E18,
    TMPL_E19, TMPL_E20, TMPL_E21, TMPL_E22, TMPL_E23, TMPL_E24, TMPL_E25, TMPL_E26, TMPL_E27,
    TMPL_E28, TMPL_E29, TMPL_E30, TMPL_E31, TMPL_E32, TMPL_E33, TMPL_E34, TMPL_E35, TMPL_E36,
    TMPL_E37, TMPL_E38, TMPL_E39, TMPL_E40, TMPL_E41, TMPL_E42, TMPL_E43, TMPL_E44, TMPL_E45,
    TMPL_E46, TMPL_E47, TMPL_E48, TMPL_E49, TMPL_E50, TMPL_E51, TMPL_E52, TMPL_E53, TMPL_E54,
    TMPL_E55, TMPL_E56, TMPL_E57, TMPL_E58, TMPL_E59, TMPL_E60, TMPL_E61, TMPL_E62, TMPL_E63,
    TMPL_E64, TMPL_E65,
    TMPL_TOKEN_UNPLAYABLE, /* "Can't be played. You can only channel this card." */
    TMPL_TOKEN_BLEED,      /* the Bleed Token's text (§4.5) */
    TMPL_TOKEN_AIM,        /* the Aim Token's text (§4.5) */
    TMPL_TOKEN_PLATING,    /* the Plating Token's text (§4.5) */
    TMPL_FINISHER_REACH,   /* a §7.11 reach worded on a Finisher with no template */
    TMPL_COUNT
};

/* Who or what a line names, where a template has a choice of wording
 * ("your opponent's Exile / your Exile / this Gear"). */
enum ex_place {
    PLACE_NONE = 0,
    PLACE_OPPONENT_EXILE,
    PLACE_OWN_EXILE,
    PLACE_THIS_GEAR,
    PLACE_ATTACK_GEAR,
    PLACE_OWN_MEMORY,
    PLACE_OPPONENT_MEMORY
};

/* What a [condition] slot of E20 or E53 is filled with, as printed. */
enum ex_condition {
    COND_NONE = 0,
    COND_ATTACK_SUCCESSFUL, /* "this attack was successful" */
    COND_NO_INITIATIVE,     /* "you do not hold the Initiative" */
    COND_FEWER_HP           /* "you have fewer HP than your opponent" */
};

/* One printed line of rules text, mapped to the template it instantiates. */
typedef struct ex_line {
    const char *text;   /* exactly as printed */
    uint8_t side;       /* enum ex_side */
    uint8_t column;     /* enum ex_column, or COL_COUNT for "the whole card" */
    uint8_t tmpl;       /* enum ex_template */
    uint8_t form;       /* 1-based form of a template with several (0: its only form) */
    uint8_t effect;     /* the template filling an [Effect] / [Passive] slot, or TMPL_NONE */
    uint8_t place;      /* enum ex_place */
    uint8_t token;      /* a Token kind's card id for Token lines, or 0 */
    int8_t x, y, z;     /* the numbers in the template's slots, in order; 0 when unused */
    uint8_t keyword;    /* a keyword a line names ("Flow 1", "Overcommit 2"), as exile_keyword + 1, or 0 */
    uint8_t effect_form;/* the form of the template in effect, as form is of tmpl (E64 form 2 + E07 form 1) */
    uint8_t cond;       /* enum ex_condition: what fills a [condition] slot (E20, E53), or COND_NONE */
} ex_line;

/* Keywords of one column: has[] says which are printed, value[] their [X]. */
typedef struct ex_keywords {
    uint32_t has;                       /* bit k: exile_keyword k is printed */
    uint8_t value[EXILE_KW_COUNT];      /* the [X] of a valued keyword, else 0 */
} ex_keywords;

/* A set of templates: bit t of the 128 for enum ex_template t. */
typedef struct ex_tmpl_set {
    uint64_t lo, hi;
} ex_tmpl_set;
#define EX_TMPL_LO(t) ((t) < 64 ? (UINT64_C(1) << ((t) & 63)) : UINT64_C(0))
#define EX_TMPL_HI(t) ((t) >= 64 ? (UINT64_C(1) << ((t) & 63)) : UINT64_C(0))

static inline int ex_tmpl_in(const ex_tmpl_set *s, unsigned t)
{
    return (int)(((t < 64 ? s->lo : s->hi) >> (t & 63)) & 1u);
}

/* A printed card. Fields a card does not print hold -1 (numbers) or 0. */
typedef struct ex_card {
    const char *code;       /* "MV-013" */
    const char *name;       /* "Last Needle" */
    uint8_t kind;           /* exile_card_kind */
    uint8_t box;            /* 1 or 2 */
    /* Moves */
    uint8_t move_type;      /* exile_move_type */
    uint8_t speed;          /* enum ex_speed, of the attack column */
    int8_t cost;            /* the cost; a Combat card's attack cost */
    int8_t block_cost;      /* a Block's cost or a Combat card's block cost; else -1 */
    int8_t damage;          /* -1 when not printed */
    int8_t block;           /* -1 when not printed */
    int8_t channel;         /* -1 when not printed */
    uint16_t gear;          /* a Move's Gear; an Exile's Primary Weapon (card id) */
    ex_keywords kw[COL_COUNT];
    /* Gear */
    uint8_t category;       /* exile_gear_category (of a Move: of its Gear) */
    uint16_t moves[5];      /* a Gear's five Moves (card ids) */
    uint16_t finisher;      /* a Gear's Finisher (card id) */
    /* Exiles */
    int8_t base_hp, unleash_heal, refill_bonus;
    /* Memories */
    int8_t mantra_stamina;  /* 1 or 2 */
    /* Tokens */
    int8_t supply;          /* how many the supply holds */
    /* Every printed line, front first. */
    const ex_line *lines;
    uint8_t line_count;
    /* The templates printed on each side (enum ex_side), to answer "does
     * this side print P13?" without reading its lines. */
    ex_tmpl_set side_tmpls[3];
} ex_card;

/* A recommended first-game loadout of a box (§2 Play Packs). */
typedef struct ex_recommended {
    uint16_t exile, gear[4], memories[3];
} ex_recommended;

extern const ex_card ex_cards[CARD_COUNT];
/* The Stamina channeling a card gives (§3.1): a Move's printed Channel when
 * above 0; 0 for a Move without one and for every card not a Move (Tokens
 * give none). ex_cards[].channel in a byte a card, for the hot loops. */
extern const uint8_t ex_move_channel[CARD_COUNT];
extern const ex_recommended ex_recommended_loadouts[];
extern const int ex_recommended_count;

/* Bit @p i of @p mask (keyword sets; Memory, Gear and flag masks). */
static inline unsigned ex_bit(unsigned mask, unsigned i) { return (mask >> i) & 1u; }

/* Inline readers used on hot paths. */
static inline const ex_card *ex_card_def(unsigned id) { return &ex_cards[id]; }
static inline int ex_has_kw(const ex_card *c, unsigned col, unsigned kw) { return (int)ex_bit(c->kw[col].has, kw); }
static inline unsigned ex_kw_value(const ex_card *c, unsigned col, unsigned kw) { return c->kw[col].value[kw]; }

#endif /* EXILE_CARDS_H */
