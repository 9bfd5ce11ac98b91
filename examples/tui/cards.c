/*
 * cards.c: a printed card in one line of words.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <string.h>

#include <exile/exile.h>

#include "cards.h"
#include "text.h"

/* In the order of exile_keyword (§6.2). */
static const char *const keyword_names[EXILE_KW_COUNT] = {
    "Reaction", "Single-Use", "Fragile", "Thrown", "Ranged", "Piercing", "Crushing", "Overbearing",
    "Suffocating", "Pinning", "Disengaging", "Disarming Block", "Shielding", "Lacerating",
    "Flow", "Stunning", "Overcommit", "Cascading", "Punishing", "Momentous", "Enlightened",
    "Pressing", "Defiant", "Vengeful", "Feint", "Exert", "Ambush", "Stealth",
};

const char *card_label(int card)
{
    if (card == EXILE_CARD_HIDDEN)
        return "(hidden)";
    if (card < 0)
        return "-";
    const char *name = exile_card_name(card);
    return name ? name : "?";
}

const char *card_type_name(int card)
{
    static const char *const kinds[] = {"Exile", "Gear", "Move", "Memory", "Token"};
    static const char *const moves[] = {"Attack", "Block", "Combat", "Tactics", "Finisher Attack",
                                        "Finisher Tactics"};
    int kind = exile_card_kind_of(card);
    if (kind == EXILE_CARD_MOVE) {
        int type = exile_card_stat(card, EXILE_STAT_MOVE_TYPE);
        if (type >= 0 && type < (int)(sizeof moves / sizeof moves[0]))
            return moves[type];
    }
    return kind >= 0 && kind < (int)(sizeof kinds / sizeof kinds[0]) ? kinds[kind] : "card";
}

/* " Name" or " Name[X]" for each keyword the column prints. */
static void append_keywords(char *buf, size_t cap, size_t *len, int card, exile_column column)
{
    for (int k = 0; k < EXILE_KW_COUNT; k++) {
        int v = exile_card_keyword(card, (exile_keyword)k, column);
        if (v < 0)
            continue;
        text_append(buf, cap, len, " %s", keyword_names[k]);
        if (v > 0)
            text_append(buf, cap, len, "[%d]", v);
    }
}

void card_summary(int card, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap == 0)
        return;
    buf[0] = '\0';
    if (card < 0)
        return;
    text_append(buf, cap, &len, "%s", card_type_name(card));
    if (exile_card_kind_of(card) != EXILE_CARD_MOVE)
        return;
    int type = exile_card_stat(card, EXILE_STAT_MOVE_TYPE);
    int cost = exile_card_stat(card, EXILE_STAT_COST);
    int block_cost = exile_card_stat(card, EXILE_STAT_BLOCK_COST);
    if (type == EXILE_MOVE_COMBAT)
        text_append(buf, cap, &len, "  cost %d/%d", cost, block_cost);
    else if (cost >= 0)
        text_append(buf, cap, &len, "  cost %d", cost);
    else if (block_cost >= 0)
        text_append(buf, cap, &len, "  cost %d", block_cost);
    int damage = exile_card_stat(card, EXILE_STAT_DAMAGE);
    int block = exile_card_stat(card, EXILE_STAT_BLOCK);
    if (damage >= 0)
        text_append(buf, cap, &len, "  Dmg %d", damage);
    if (block >= 0)
        text_append(buf, cap, &len, "  Blk %d", block);
    text_append(buf, cap, &len, "  Ch %d", exile_card_stat(card, EXILE_STAT_CHANNEL));
    int speed = exile_card_stat(card, EXILE_STAT_SPEED);
    if (speed == 1)
        text_append(buf, cap, &len, "  Quick");
    else if (speed == 2)
        text_append(buf, cap, &len, "  Slow");
    append_keywords(buf, cap, &len, card, EXILE_COLUMN_ATTACK);
    if (type == EXILE_MOVE_COMBAT) {
        size_t before = len;
        text_append(buf, cap, &len, " |");
        size_t mark = len;
        append_keywords(buf, cap, &len, card, EXILE_COLUMN_BLOCK);
        if (len == mark)
            len = before, buf[len] = '\0';
    }
}
