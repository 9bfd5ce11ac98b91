/*
 * table.c: the T page: the full text of every card in play the seat can
 * see, the opponent's first: the attack in the Combat Zone and its Block
 * cards, the stack, each Exile, its Memories with their Mantras and its
 * Gear with their Upgrades, and a prepared Finisher; each with what its
 * speed and keywords mean. What a card will do is read here before it
 * matters: the opponent's attack before blocking, a Mantra before the
 * Unlock.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <string.h>

#include "cards.h"
#include "draw.h"
#include "text.h"

#define TABLE_LINES 400
#define TABLE_LINE_MAX 700

typedef struct page {
    char line[TABLE_LINES][TABLE_LINE_MAX];
    const char *text[TABLE_LINES];
    size_t n;
} page;

static void add(page *p, const char *fmt, const char *a, const char *b)
{
    if (p->n >= TABLE_LINES)
        return;
    snprintf(p->line[p->n], TABLE_LINE_MAX, fmt, a, b);
    p->text[p->n] = p->line[p->n];
    p->n++;
}

/* "  Name (what): summary", then its lines of text and the meaning of
 * its speed and keywords. */
static void add_card(page *p, const char *what, int card)
{
    char head[300], summary[256];
    if (card == EXILE_CARD_HIDDEN) {
        add(p, "  a face-down card (%s)%s", what, "");
        return;
    }
    if (card < 0)
        return;
    card_summary(card, summary, sizeof summary);
    snprintf(head, sizeof head, "%s (%s)", card_label(card), what);
    add(p, "  %s: %s", head, summary);
    /* The front's lines, then the other side's, named as the card kind
     * names it. */
    int kind = exile_card_kind_of(card);
    const char *back = kind == EXILE_CARD_GEAR ? "Upgrade: " : kind == EXILE_CARD_EXILE ? "Unleashed: " : "";
    for (int i = 0; i < exile_card_text_count(card); i++) {
        int side = exile_card_text_side(card, i);
        add(p, "      %s%s", side == EXILE_SIDE_BACK ? back : "", exile_card_text(card, i));
    }
    char meaning[320];
    for (int i = 0; card_meaning(card, i, meaning, sizeof meaning); i++)
        add(p, "      %s%s", meaning, "");
}

static void add_seat(page *p, const tui *t, int seat)
{
    const exile_match *m = t->m;
    int v = t->seat;
    char title[128];
    snprintf(title, sizeof title, "%s", t->watch ? (seat == 0 ? "SEAT 0" : "SEAT 1") : seat == v ? "YOURS" : "THE OPPONENT'S");
    add(p, "%s%s", "", "");
    add(p, "%s: %s", title, card_label(exile_match_get(m, v, EXILE_FIELD_EXILE, seat, 0)));
    add_card(p, "Exile", exile_match_get(m, v, EXILE_FIELD_EXILE, seat, 0));
    for (int i = 0; i < 3; i++) {
        int card = exile_match_get(m, v, EXILE_FIELD_MEMORY_CARD, seat, i);
        char what[128];
        snprintf(what, sizeof what, "Memory, %s, +%d Stamina; its Mantra, once unlocked: +%d and this text",
                 exile_match_get(m, v, EXILE_FIELD_MEMORY_UNLOCKED, seat, i) == 1 ? "unlocked" : "locked",
                 exile_card_stat(card, EXILE_STAT_CHANNEL), exile_card_stat(card, EXILE_STAT_MANTRA_STAMINA));
        add_card(p, what, card);
    }
    for (int g = 0; g < 4; g++) {
        char what[128];
        snprintf(what, sizeof what, "%s, %s%s", exile_gear_category_name((exile_gear_category)g),
                 exile_match_get(m, v, EXILE_FIELD_GEAR_ARMED, seat, g) == 1 ? "armed" : "disarmed",
                 exile_match_get(m, v, EXILE_FIELD_GEAR_UPGRADED, seat, g) == 1 ? ", upgraded" : "");
        add_card(p, what, exile_match_get(m, v, EXILE_FIELD_GEAR_CARD, seat, g));
    }
    int prepared = exile_match_get(m, v, EXILE_FIELD_PREPARED, seat, 0);
    if (prepared != EXILE_CARD_NONE)
        add_card(p, "prepared Finisher", prepared);
}

void screen_table(const tui *t)
{
    static page p;
    p.n = 0;
    add(&p, "THE CARDS ON THE TABLE%s%s", "", "");
    int v = t->seat;
    int attack = exile_match_get(t->m, v, EXILE_FIELD_ATTACK, 0, 0);
    if (attack != EXILE_CARD_NONE) {
        int attacker = exile_match_get(t->m, v, EXILE_FIELD_ATTACKER, 0, 0);
        add(&p, "%s%s", "", "");
        add(&p, "COMBAT ZONE: the attack of %s%s", attacker == v && !t->watch ? "you" : "the opponent", "");
        add_card(&p, "the attack", attack);
        for (int i = 0; i < exile_match_get(t->m, v, EXILE_FIELD_BLOCK_COUNT, 0, 0); i++)
            add_card(&p, "a Block card", exile_match_get(t->m, v, EXILE_FIELD_BLOCK_CARD, 0, i));
    }
    int stack = exile_match_get(t->m, v, EXILE_FIELD_STACK_COUNT, 0, 0);
    if (stack > 0) {
        add(&p, "%s%s", "", "");
        add(&p, "THE STACK, top first%s%s", "", "");
        for (int i = stack - 1; i >= 0; i--)
            add_card(&p, "on the stack", exile_match_get(t->m, v, EXILE_FIELD_STACK_CARD, 0, i));
    }
    add_seat(&p, t, t->watch ? 1 : 1 - v);
    add_seat(&p, t, t->watch ? 0 : v);
    screen_paged(p.text, p.n);
}
