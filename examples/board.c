/*
 * A seat's board as lines of text, read through the typed state of
 * <exile/state.h> alone: what a frontend shows, and nothing the seat cannot
 * see (every field is read as that seat).
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>

#include "board.h"

/* A field as `viewer` sees it: typed apart from the seat it is about. */
static int get(const exile_match *m, exile_viewer viewer, exile_field f, int seat, int index)
{
    return exile_match_get_as(m, viewer, f, seat, index);
}

static const char *card_name(int card)
{
    if (card == EXILE_CARD_HIDDEN)
        return "(hidden)";
    const char *name = exile_card_name(card);
    return name ? name : "(none)";
}

static const char *seat_name(const exile_match *m, exile_viewer viewer, int seat)
{
    return seat == viewer.seat ? "You" : card_name(get(m, viewer, EXILE_FIELD_EXILE, seat, 0));
}

/* "Name (cost 2, Damage 3, Block 1, channel 1)" for a Move. */
static void print_move(FILE *f, int card)
{
    fprintf(f, "%s", card_name(card));
    if (card < 0)
        return;
    int cost = exile_card_stat(card, EXILE_STAT_COST), dmg = exile_card_stat(card, EXILE_STAT_DAMAGE);
    int blk = exile_card_stat(card, EXILE_STAT_BLOCK), ch = exile_card_stat(card, EXILE_STAT_CHANNEL);
    if (exile_card_kind_of(card) != EXILE_CARD_MOVE)
        return;
    fprintf(f, " (cost %d", cost);
    if (dmg >= 0)
        fprintf(f, ", Damage %d", dmg);
    if (blk >= 0)
        fprintf(f, ", Block %d", blk);
    fprintf(f, ", channel %d)", ch);
}

static void print_pile(FILE *f, const exile_match *m, exile_viewer viewer, int seat, const char *label, exile_field count,
                       exile_field card)
{
    int n = get(m, viewer, count, seat, 0);
    fprintf(f, "    %s (%d):", label, n);
    for (int i = 0; i < n; i++)
        fprintf(f, "%s %s", i ? "," : "", card_name(get(m, viewer, card, seat, i)));
    fprintf(f, "\n");
}

static void print_seat(FILE *f, const exile_match *m, exile_viewer viewer, int seat)
{
    fprintf(f, "  %s%s%s%s: %d HP, %d Stamina floating%s%s%s%s%s\n", seat_name(m, viewer, seat),
            seat == viewer.seat ? " (" : "", seat == viewer.seat ? card_name(get(m, viewer, EXILE_FIELD_EXILE, seat, 0)) : "",
            seat == viewer.seat ? ")" : "", get(m, viewer, EXILE_FIELD_HP, seat, 0),
            get(m, viewer, EXILE_FIELD_STAMINA, seat, 0),
            get(m, viewer, EXILE_FIELD_ENGAGED, seat, 0) ? ", Engaged" : "",
            get(m, viewer, EXILE_FIELD_SPENT, seat, 0) ? ", spent" : "",
            get(m, viewer, EXILE_FIELD_UNLEASHED, seat, 0) ? ", unleashed" : "",
            get(m, viewer, EXILE_FIELD_STUNNED, seat, 0) ? ", stunned" : "",
            get(m, viewer, EXILE_FIELD_STUN_PENDING, seat, 0) ? ", to be stunned" : "");
    fprintf(f, "    Memories:");
    for (int i = 0; i < 3; i++)
        fprintf(f, "%s %s [%s, %s, %d Stamina]", i ? "," : "", card_name(get(m, viewer, EXILE_FIELD_MEMORY_CARD, seat, i)),
                get(m, viewer, EXILE_FIELD_MEMORY_UNLOCKED, seat, i) ? "unlocked" : "locked",
                get(m, viewer, EXILE_FIELD_MEMORY_TAPPED, seat, i) ? "tapped" : "untapped",
                get(m, viewer, EXILE_FIELD_MEMORY_STAMINA, seat, i));
    fprintf(f, "\n    Gear:");
    for (int i = 0; i < 4; i++)
        fprintf(f, "%s %s [%s%s]", i ? "," : "", card_name(get(m, viewer, EXILE_FIELD_GEAR_CARD, seat, i)),
                get(m, viewer, EXILE_FIELD_GEAR_ARMED, seat, i) ? "armed" : "disarmed",
                get(m, viewer, EXILE_FIELD_GEAR_UPGRADED, seat, i) ? ", upgraded" : "");
    fprintf(f, "\n");
    int prepared = get(m, viewer, EXILE_FIELD_PREPARED, seat, 0);
    if (prepared != EXILE_CARD_NONE)
        fprintf(f, "    Prepared Finisher: %s (paid %d)%s\n", card_name(prepared),
                get(m, viewer, EXILE_FIELD_PREPARED_COST, seat, 0),
                get(m, viewer, EXILE_FIELD_FINISHER_DUE, seat, 0) ? ", must be played this turn" : "");
    fprintf(f, "    Deck %d, Recall Pile %d, Destroyed Pile %d\n", get(m, viewer, EXILE_FIELD_DECK_COUNT, seat, 0),
            get(m, viewer, EXILE_FIELD_RECALL_COUNT, seat, 0), get(m, viewer, EXILE_FIELD_DESTROYED_COUNT, seat, 0));
    print_pile(f, m, viewer, seat, "Momentum Zone", EXILE_FIELD_MOMENTUM_COUNT, EXILE_FIELD_MOMENTUM_CARD);
    if (get(m, viewer, EXILE_FIELD_ATTACHED_COUNT, seat, 0) > 0)
        print_pile(f, m, viewer, seat, "Attached", EXILE_FIELD_ATTACHED_COUNT, EXILE_FIELD_ATTACHED_CARD);
    if (seat != viewer.seat) {
        fprintf(f, "    Hand: %d cards\n", get(m, viewer, EXILE_FIELD_HAND_COUNT, seat, 0));
        return;
    }
    int n = get(m, viewer, EXILE_FIELD_HAND_COUNT, seat, 0);
    fprintf(f, "    Hand (%d):\n", n);
    for (int i = 0; i < n; i++) {
        fprintf(f, "      - ");
        print_move(f, get(m, viewer, EXILE_FIELD_HAND_CARD, seat, i));
        fprintf(f, "\n");
    }
}

static void print_combat(FILE *f, const exile_match *m, exile_viewer viewer)
{
    int attack = get(m, viewer, EXILE_FIELD_ATTACK, 0, 0);
    if (attack != EXILE_CARD_NONE) {
        int attacker = get(m, viewer, EXILE_FIELD_ATTACKER, 0, 0);
        fprintf(f, "  Combat Zone: %s attack%s %s, declared cost %d%s\n", seat_name(m, viewer, attacker),
                attacker == viewer.seat ? "" : "s",
                get(m, viewer, EXILE_FIELD_ATTACK_FACE_DOWN, 0, 0) ? "face-down" : "face-up",
                get(m, viewer, EXILE_FIELD_ATTACK_DECLARED, 0, 0),
                get(m, viewer, EXILE_FIELD_ATTACK_UNBLOCKABLE, 0, 0) ? ", unblockable" : "");
        fprintf(f, "    attack card: %s\n", card_name(attack));
        int blocks = get(m, viewer, EXILE_FIELD_BLOCK_COUNT, 0, 0);
        for (int i = 0; i < blocks; i++)
            fprintf(f, "    Block card: %s\n", card_name(get(m, viewer, EXILE_FIELD_BLOCK_CARD, 0, i)));
    }
    int stack = get(m, viewer, EXILE_FIELD_STACK_COUNT, 0, 0);
    for (int i = stack - 1; i >= 0; i--)
        fprintf(f, "  Stack%s: %s, played by %s\n", i == stack - 1 ? " (top)" : "",
                card_name(get(m, viewer, EXILE_FIELD_STACK_CARD, 0, i)),
                seat_name(m, viewer, get(m, viewer, EXILE_FIELD_STACK_PLAYER, 0, i)));
}

void board_print(FILE *f, const exile_match *m, int seat)
{
    exile_viewer viewer = exile_viewer_of(seat);
    int phase = get(m, viewer, EXILE_FIELD_PHASE, 0, 0);
    fprintf(f, "\n== Round %d, %s; %s the Initiative ==\n", get(m, viewer, EXILE_FIELD_ROUND, 0, 0),
            phase == EXILE_PHASE_1 ? "Phase 1" : phase == EXILE_PHASE_2 ? "Phase 2" : "the match is over",
            get(m, viewer, EXILE_FIELD_INITIATIVE, 0, 0) == seat ? "you hold" : "your opponent holds");
    print_seat(f, m, viewer, 1 - seat);
    print_combat(f, m, viewer);
    print_seat(f, m, viewer, seat);
    char prompt[EXILE_PROMPT_MAX];
    if (exile_match_prompt(m, seat, prompt, sizeof prompt, NULL) == EXILE_OK)
        fprintf(f, "\n%s\n", prompt);
}
