/*
 * cards.c: a printed card in one line of words.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <string.h>

#include <exile/exile.h>

#include "cards.h"
#include "text.h"

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
    int kind = exile_card_kind_of(card);
    const char *name = kind == EXILE_CARD_MOVE ? exile_move_type_name((exile_move_type)exile_card_stat(card, EXILE_STAT_MOVE_TYPE))
                                               : exile_card_kind_name((exile_card_kind)kind);
    return name ? name : "card";
}

/* " Name" or " Name[X]" for each keyword the column prints. */
static void append_keywords(char *buf, size_t cap, size_t *len, int card, exile_column column)
{
    for (int k = 0; k < EXILE_KW_COUNT; k++) {
        int v = exile_card_keyword(card, (exile_keyword)k, column);
        if (v < 0)
            continue;
        /* The type line already says Attack or Block: "Piercing[1]" for
         * Piercing Attack 1, so that a hand line fits 80 columns (I shows
         * the names in full). */
        const char *name = exile_keyword_name((exile_keyword)k);
        size_t n = strlen(name);
        if (n > 7 && strcmp(name + n - 7, " Attack") == 0)
            n -= 7;
        else if (n > 6 && strcmp(name + n - 6, " Block") == 0)
            n -= 6;
        text_append(buf, cap, len, " %.*s", (int)n, name);
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
        text_append(buf, cap, &len, " cost %d/%d", cost, block_cost);
    else if (cost >= 0)
        text_append(buf, cap, &len, " cost %d", cost);
    else if (block_cost >= 0)
        text_append(buf, cap, &len, " cost %d", block_cost);
    int damage = exile_card_stat(card, EXILE_STAT_DAMAGE);
    int block = exile_card_stat(card, EXILE_STAT_BLOCK);
    if (damage >= 0)
        text_append(buf, cap, &len, " Dmg %d", damage);
    if (block >= 0)
        text_append(buf, cap, &len, " Blk %d", block);
    text_append(buf, cap, &len, " Ch %d", exile_card_stat(card, EXILE_STAT_CHANNEL));
    int speed = exile_card_stat(card, EXILE_STAT_SPEED);
    if (speed == 1)
        text_append(buf, cap, &len, " Quick");
    else if (speed == 2)
        text_append(buf, cap, &len, " Slow");
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

bool card_meaning(int card, int i, char *buf, size_t cap)
{
    int speed = exile_card_stat(card, EXILE_STAT_SPEED);
    if (speed > 0 && i-- == 0) {
        snprintf(buf, cap, "%s: %s.", exile_speed_name(speed), exile_speed_meaning(speed));
        return true;
    }
    for (int k = 0; k < EXILE_KW_COUNT; k++) {
        int v = exile_card_keyword(card, (exile_keyword)k, EXILE_COLUMN_ATTACK);
        if (v < 0)
            v = exile_card_keyword(card, (exile_keyword)k, EXILE_COLUMN_BLOCK);
        if (v < 0 || i-- > 0)
            continue;
        char value[16] = "";
        if (v > 0)
            snprintf(value, sizeof value, " %d", v);
        /* The meaning says X for the printed value: say the value. */
        size_t len = 0;
        buf[0] = '\0';
        text_append(buf, cap, &len, "%s%s: ", exile_keyword_name((exile_keyword)k), value);
        for (const char *m = exile_keyword_meaning((exile_keyword)k); *m; m++) {
            bool x = *m == 'X' && (m[1] == ' ' || m[1] == '\0' || m[1] == ',') && (m[-1] == ' ' || m[-1] == '+');
            if (x && v > 0)
                text_append(buf, cap, &len, "%d", v);
            else
                text_append(buf, cap, &len, "%c", *m);
        }
        text_append(buf, cap, &len, ".");
        return true;
    }
    return false;
}
