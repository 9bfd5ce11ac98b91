/*
 * The match notation (doc/notation.md) parsed back into numbers: the oracle
 * the tests of <exile/state.h> check the getters against. A frontend never
 * needs this; the tests do, to know what every field should be.
 * SPDX-License-Identifier: MIT
 */
#ifndef STATE_ORACLE_H
#define STATE_ORACLE_H

#include <exile/exile.h>

#include <limits.h>

enum { ORACLE_PILE_CAP = 80, ORACLE_TEXT_CAP = 1 << 15 };

/* What oracle_expect() answers where the notation does not tell the value
 * (how many targets a card takes, E46's [X]): checked against the legal
 * actions instead. */
#define ORACLE_UNKNOWN (INT_MIN + 1)

/* A pile as the notation writes it: card indices (-1 for `?`), whether
 * each lies face-up on a deck, a Token's number (`TK-01:2`; -1 where the
 * text gives none, as a view's does), and the code after `@` (a counter's
 * host, or a Gear), empty for none. */
typedef struct oracle_pile {
    int n;
    int card[ORACLE_PILE_CAP];
    int face_up[ORACLE_PILE_CAP];
    int number[ORACLE_PILE_CAP];
    char host[ORACLE_PILE_CAP][12];
} oracle_pile;

typedef struct oracle_seat {
    int exile, gear[4], memory[3];
    int hp, engaged, spent, unleashed, stamina;
    int mem_unlocked[3], mem_tapped[3], gear_armed[4], gear_upgraded[4];
    int next_damage, next_overcommit, ability_used, p09_used;
    int prepared, prepared_cost, finisher_due; /* prepared -2: none */
    int round_flags, successes, rearm_pick, exchange; /* pick, exchange -1: none */
    oracle_pile deck, hand, recall, destroyed, momentum, as_block, attached;
} oracle_seat;

typedef struct oracle_stack_entry {
    int card, seat, flags, ntargets, target[3];
} oracle_stack_entry;

typedef struct oracle {
    int round, max_rounds, flags, first, initiative, turn, next_turn;
    int step, decision, actor, arg[4];
    int win_last, win_channeled;
    int stun_pending, stun_turn, winner, actions; /* stun -1: none */
    oracle_seat seat[2];
    int move_card[40]; /* the card of each Move instance, from the seats' Gear */
    /* The attack line: attack_line 0 for `attack -`; card -2 for `-`. */
    int attack_line, attack_card, attacker, attack_flags, declared, eff_cost, speed, damage_mod, exert_left;
    int reached_math, successful, finisher, hp_lost;
    oracle_pile blocks;
    int stack_n;
    oracle_stack_entry stack[16];
} oracle;

/* Parses a match's or a view's notation; fails the test on a line it
 * cannot read. */
void oracle_parse(oracle *o, const char *text);

/* The card index of a card instance (doc/notation.md: the Moves of each
 * seat in their Gear's order, then the Tokens kind by kind). */
int oracle_instance_card(const oracle *o, int inst);

/* The instance of a card the notation places: a Move is the one instance
 * of its card (ORACLE_UNKNOWN when both seats have it), a Token its kind's
 * first instance plus its @p number (ORACLE_UNKNOWN without one); a card
 * below 0 (hidden, none) is itself. */
int oracle_card_instance(const oracle *o, int card, int number);

/* The value every field of <exile/state.h> should have for @p viewer,
 * from the notation @p viewer reads (its view's, or the match's for
 * EXILE_OMNISCIENT). @p supply is the supply count of each Token kind, by
 * card index (a view writes hidden Tokens `?`: the match's own notation
 * counts them, oracle_supply()). */
int oracle_expect(const oracle *o, int viewer, exile_field f, int seat, int index, const int *supply);

/* The supply of each Token kind (by card index) from a match's notation. */
void oracle_supply(const oracle *o, int *supply);

#endif /* STATE_ORACLE_H */
