/*
 * board.c: the table in lines of words, as one seat sees it. Every field is
 * read through exile_match_get() with that seat as the viewer, so a card
 * the seat cannot see is never named.
 * SPDX-License-Identifier: MIT
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "cards.h"
#include "text.h"

/* The seat's label: "YOU: Name" and "OPPONENT: Name" for a player,
 * "SEAT 0: Name" for one watching. */
static void seat_label(const exile_match *m, int viewer, bool watching, int seat, char *buf, size_t cap)
{
    const char *exile = card_label(exile_match_get(m, viewer, EXILE_FIELD_EXILE, seat, 0));
    if (watching)
        snprintf(buf, cap, "SEAT %d: %s", seat, exile);
    else
        snprintf(buf, cap, "%s: %s", seat == viewer ? "YOU" : "OPPONENT", exile);
}

static void seat_exile_line(const exile_match *m, int v, bool watching, int s, char *buf, size_t cap)
{
    size_t len = 0;
    char name[96];
    seat_label(m, v, watching, s, name, sizeof name);
    text_append(buf, cap, &len, "%s  HP %d Stamina %d", name,
        exile_match_get(m, v, EXILE_FIELD_HP, s, 0), exile_match_get(m, v, EXILE_FIELD_STAMINA, s, 0));
    static const struct { exile_field field; const char *word; } states[] = {
        {EXILE_FIELD_ENGAGED, "Engaged"},     {EXILE_FIELD_SPENT, "Spent"},
        {EXILE_FIELD_STUNNED, "Stunned"},     {EXILE_FIELD_STUN_PENDING, "Stun-next"},
        {EXILE_FIELD_UNLEASHED, "Unleashed"}, {EXILE_FIELD_FINISHER_DUE, "Finisher-due"},
    };
    for (size_t i = 0; i < sizeof states / sizeof states[0]; i++)
        if (exile_match_get(m, v, states[i].field, s, 0) == 1)
            text_append(buf, cap, &len, " %s", states[i].word);
    text_append(buf, cap, &len, "  deck %d hand %d recall %d destr. %d",
        exile_match_get(m, v, EXILE_FIELD_DECK_COUNT, s, 0), exile_match_get(m, v, EXILE_FIELD_HAND_COUNT, s, 0),
        exile_match_get(m, v, EXILE_FIELD_RECALL_COUNT, s, 0),
        exile_match_get(m, v, EXILE_FIELD_DESTROYED_COUNT, s, 0));
}

/* Items of a list are parted by two spaces, names by one: a line that
 * wraps then breaks between cards, not inside a name (text.c). */
static const char *gap(int i)
{
    return i == 0 ? " " : "  ";
}

static void seat_memory_line(const exile_match *m, int v, int s, char *buf, size_t cap)
{
    size_t len = 0;
    text_append(buf, cap, &len, "  Memories:");
    for (int i = 0; i < 3; i++) {
        int card = exile_match_get(m, v, EXILE_FIELD_MEMORY_CARD, s, i);
        text_append(buf, cap, &len, "%s%s+%d%s%s", gap(i), card_label(card), exile_match_get(m, v, EXILE_FIELD_MEMORY_STAMINA, s, i),
            exile_match_get(m, v, EXILE_FIELD_MEMORY_TAPPED, s, i) == 1 ? "(tapped)" : "",
            exile_match_get(m, v, EXILE_FIELD_MEMORY_UNLOCKED, s, i) == 1 ? "(unlocked)" : "");
    }
    int attached = exile_match_get(m, v, EXILE_FIELD_ATTACHED_COUNT, s, 0);
    if (attached > 0) {
        text_append(buf, cap, &len, "  Attached:");
        for (int i = 0; i < attached; i++)
            text_append(buf, cap, &len, "%s%s", gap(i), card_label(exile_match_get(m, v, EXILE_FIELD_ATTACHED_CARD, s, i)));
    }
}

static void seat_gear_line(const exile_match *m, int v, int s, char *buf, size_t cap)
{
    static const char *const slot[] = {"Pri", "Sec", "Pro", "Kit"};
    size_t len = 0;
    text_append(buf, cap, &len, "  Gear:");
    for (int g = 0; g < 4; g++) {
        int tokens = exile_match_get(m, v, EXILE_FIELD_GEAR_TOKENS, s, g);
        text_append(buf, cap, &len, "%s%s:%s%s%s", gap(g), slot[g], card_label(exile_match_get(m, v, EXILE_FIELD_GEAR_CARD, s, g)),
            exile_match_get(m, v, EXILE_FIELD_GEAR_ARMED, s, g) == 1 ? "" : "(DISARMED)",
            exile_match_get(m, v, EXILE_FIELD_GEAR_UPGRADED, s, g) == 1 ? "(upgraded)" : "");
        if (tokens > 0)
            text_append(buf, cap, &len, "(%d tokens)", tokens);
    }
    /* An empty Momentum Zone is left out, so that the line fits 80 columns. */
    int momentum = exile_match_get(m, v, EXILE_FIELD_MOMENTUM_COUNT, s, 0);
    if (momentum > 0)
        text_append(buf, cap, &len, "  Momentum(%d):", momentum);
    for (int i = 0; i < momentum; i++)
        text_append(buf, cap, &len, "%s%s", gap(i), card_label(exile_match_get(m, v, EXILE_FIELD_MOMENTUM_CARD, s, i)));
    int prepared = exile_match_get(m, v, EXILE_FIELD_PREPARED, s, 0);
    if (prepared != EXILE_CARD_NONE)
        text_append(buf, cap, &len, "  Prepared: %s (paid %d)", card_label(prepared),
            exile_match_get(m, v, EXILE_FIELD_PREPARED_COST, s, 0));
}

void board_seat(const exile_match *m, int viewer, bool watching, int seat, int line, char *buf, size_t cap)
{
    buf[0] = '\0';
    if (line == 0)
        seat_exile_line(m, viewer, watching, seat, buf, cap);
    else if (line == 1)
        seat_memory_line(m, viewer, seat, buf, cap);
    else
        seat_gear_line(m, viewer, seat, buf, cap);
}

void board_combat(const exile_match *m, int v, bool watching, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    int attack = exile_match_get(m, v, EXILE_FIELD_ATTACK, 0, 0);
    if (attack == EXILE_CARD_NONE) {
        text_append(buf, cap, &len, "COMBAT ZONE: empty");
    } else {
        int attacker = exile_match_get(m, v, EXILE_FIELD_ATTACKER, 0, 0);
        bool yours = attacker == v && !watching;
        text_append(buf, cap, &len, "COMBAT ZONE: %s %s with %s",
            yours ? "you" : card_label(exile_match_get(m, v, EXILE_FIELD_EXILE, attacker, 0)),
            yours ? "attack" : "attacks",
            attack == EXILE_CARD_HIDDEN ? "a face-down card" : card_label(attack));
        if (exile_match_get(m, v, EXILE_FIELD_ATTACK_FACE_DOWN, 0, 0) == 1 && attack != EXILE_CARD_HIDDEN)
            text_append(buf, cap, &len, exile_match_get(m, v, EXILE_FIELD_ATTACK_REVEALED, 0, 0) == 1 ? " (revealed)"
                                                                                             : " (face-down)");
        int declared = exile_match_get(m, v, EXILE_FIELD_ATTACK_DECLARED, 0, 0);
        if (declared > 0)
            text_append(buf, cap, &len, ", declared cost %d", declared);
        if (exile_match_get(m, v, EXILE_FIELD_ATTACK_UNBLOCKABLE, 0, 0) == 1)
            text_append(buf, cap, &len, ", unblockable");
        int blocks = exile_match_get(m, v, EXILE_FIELD_BLOCK_COUNT, 0, 0);
        for (int i = 0; i < blocks; i++)
            text_append(buf, cap, &len, "%s%s", i == 0 ? "; blocked by " : ", ",
                card_label(exile_match_get(m, v, EXILE_FIELD_BLOCK_CARD, 0, i)));
    }
    int stack = exile_match_get(m, v, EXILE_FIELD_STACK_COUNT, 0, 0);
    if (stack > 0) {
        text_append(buf, cap, &len, "   STACK (bottom first):");
        for (int i = 0; i < stack; i++)
            text_append(buf, cap, &len, " %s", card_label(exile_match_get(m, v, EXILE_FIELD_STACK_CARD, 0, i)));
    }
}
