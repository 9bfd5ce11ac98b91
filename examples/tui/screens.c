/*
 * screens.c: the pages over the main screen: help, a card's full text, the
 * whole log, and who won.
 * SPDX-License-Identifier: MIT
 */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "cards.h"
#include "draw.h"
#include "help.h"
#include "text.h"

static void wait_key(void)
{
    refresh();
    int ch;
    do
        ch = getch();
    while (ch == KEY_RESIZE || ch == ERR);
}

/* Shows n texts wrapped to the screen, a page at a time; texts[0] is the
 * title. Returns on any key but the paging ones. */
void screen_paged(const char *const *texts, size_t n)
{
    int top = 0; /* the first wrapped row shown */
    for (;;) {
        erase();
        int row = 0, rows = LINES - 1;
        for (size_t i = 0; i < n; i++) {
            const char *text = texts[i];
            bool bold = i == 0 || strcmp(text, "GLOSSARY") == 0;
            do {
                const char *start = text;
                int take = wrap_row(&text, COLS);
                if (row >= top && row - top < rows) {
                    if (bold)
                        attron(A_BOLD);
                    mvaddnstr(row - top, 0, start, take);
                    attroff(A_BOLD);
                }
                row++;
            } while (*text);
        }
        bool more = row - top > rows;
        attron(A_REVERSE);
        mvhline(LINES - 1, 0, ' ', COLS);
        put_cut(LINES - 1, 0, COLS, more ? "Space/Down: more   Up: back   any other key: return to the game"
                                          : "Up: back   any other key: return to the game");
        attroff(A_REVERSE);
        refresh();
        int ch = getch();
        if ((ch == ' ' || ch == KEY_DOWN || ch == KEY_NPAGE) && more)
            top += ch == KEY_DOWN ? 1 : rows;
        else if ((ch == KEY_UP || ch == KEY_PPAGE) && top > 0)
            top = ch == KEY_UP ? top - 1 : (top > rows ? top - rows : 0);
        else if (ch != KEY_RESIZE && ch != ERR && ch != ' ' && ch != KEY_DOWN && ch != KEY_NPAGE && ch != KEY_UP &&
                 ch != KEY_PPAGE)
            return;
    }
}

void screen_help(void)
{
    screen_paged(help_text, help_lines);
}

void screen_board(const tui *t)
{
    static char lines[2 * BOARD_SEAT_LINES + 2][1024];
    const char *texts[2 * BOARD_SEAT_LINES + 2];
    size_t n = 0;
    snprintf(lines[n], sizeof lines[n], "THE TABLE IN FULL");
    texts[n] = lines[n], n++;
    for (int k = 0; k < 2; k++) {
        int seat = k == 0 ? 1 - t->seat : t->seat;
        for (int i = 0; i < BOARD_SEAT_LINES; i++, n++) {
            board_seat(t->m, t->seat, t->watch, seat, i, lines[n], sizeof lines[n]);
            texts[n] = lines[n];
        }
        if (k == 0) {
            board_combat(t->m, t->seat, t->watch, lines[n], sizeof lines[n]);
            texts[n] = lines[n], n++;
        }
    }
    screen_paged(texts, n);
}

void screen_card(int card)
{
    char summary[256];
    erase();
    if (card < 0) {
        put_cut(0, 0, COLS, "No card selected: Tab selects a card of your hand. Press any key.");
        wait_key();
        return;
    }
    attron(A_BOLD);
    put_cut(0, 0, COLS, card_label(card));
    attroff(A_BOLD);
    card_summary(card, summary, sizeof summary);
    int row = 1 + put_wrapped(1, 0, COLS, LINES - 1, summary);
    row++;
    for (int i = 0; i < exile_card_text_count(card) && row < LINES - 1; i++)
        row += put_wrapped(row, 0, COLS, LINES - 1 - row, exile_card_text(card, i));
    /* What its speed and keywords mean, in the library's words. */
    char line[512];
    row++;
    for (int i = 0; row < LINES - 1 && card_meaning(card, i, line, sizeof line); i++)
        row += put_wrapped(row, 0, COLS, LINES - 1 - row, line);
    put_cut(LINES - 1, 0, COLS, "Press any key to go back.");
    wait_key();
}

void screen_log(const tui *t)
{
    int back = 0; /* lines scrolled back from the newest */
    for (;;) {
        erase();
        int rows = LINES - 1;
        for (int i = 0; i < rows; i++) {
            const char *line = tui_log_back(&t->log, back + rows - 1 - i);
            if (line)
                put_cut(i, 0, COLS, line);
        }
        attron(A_REVERSE);
        mvhline(LINES - 1, 0, ' ', COLS);
        put_cut(LINES - 1, 0, COLS, "LOG  Up/Down/PgUp/PgDn: scroll   any other key: back");
        attroff(A_REVERSE);
        refresh();
        int ch = getch();
        if (ch == KEY_UP || ch == KEY_PPAGE) {
            int step = ch == KEY_UP ? 1 : rows;
            back = back + step + rows <= t->log.count ? back + step : (t->log.count > rows ? t->log.count - rows : 0);
        } else if (ch == KEY_DOWN || ch == KEY_NPAGE) {
            back -= ch == KEY_DOWN ? 1 : rows;
            if (back < 0)
                back = 0;
        } else if (ch != KEY_RESIZE && ch != ERR) {
            return;
        }
    }
}

/* Why the match ended (§3.4; the round limit is the library's house rule). */
static void game_over_reason(const tui *t, int winner, char *buf, size_t cap)
{
    int hp[2];
    char name[2][96];
    for (int s = 0; s < 2; s++) {
        hp[s] = exile_match_get(t->m, t->seat, EXILE_FIELD_HP, s, 0);
        snprintf(name[s], sizeof name[s], "%s", s == t->seat && !t->watch ? "You"
                 : card_label(exile_match_get(t->m, t->seat, EXILE_FIELD_EXILE, s, 0)));
    }
    if (winner == 2 && hp[0] < 1 && hp[1] < 1)
        snprintf(buf, cap, "Both Exiles fell below 1 HP at once (%d and %d).", hp[0], hp[1]);
    else if (winner == 2)
        snprintf(buf, cap, "The round limit was reached with equal HP (%d each).", hp[0]);
    else if (hp[1 - winner] < 1)
        snprintf(buf, cap, "%s fell to %d HP (below 1 loses).", name[1 - winner], hp[1 - winner]);
    else
        snprintf(buf, cap, "The round limit was reached: %d HP against %d.", hp[winner], hp[1 - winner]);
}

void draw_game_over(const tui *t)
{
    int winner = exile_match_winner(t->m);
    char title[160], reason[256], score[160];
    char name[96];
    if (winner == 2) {
        snprintf(title, sizeof title, "GAME OVER: a draw");
    } else if (winner == t->seat && !t->watch) {
        snprintf(title, sizeof title, "GAME OVER: you win!");
    } else {
        snprintf(name, sizeof name, "%s", card_label(exile_match_get(t->m, t->seat, EXILE_FIELD_EXILE, winner, 0)));
        if (t->watch)
            snprintf(title, sizeof title, "GAME OVER: %s (seat %d) wins", name, winner);
        else
            snprintf(title, sizeof title, "GAME OVER: %s (your opponent) wins", name);
    }
    game_over_reason(t, winner, reason, sizeof reason);
    snprintf(score, sizeof score, "Round %d, %d moves.",
             exile_match_get(t->m, t->seat, EXILE_FIELD_ROUND, 0, 0), exile_match_action_count(t->m) > 0
             ? (int)exile_match_action_count(t->m) : 0);
    const char *keys = "L: the log   Q: quit";
    int w = COLS - 4 < 60 ? COLS - 4 : 60, h = 7;
    int top = (LINES - h) / 2, left = (COLS - w) / 2;
    for (int r = 0; r < h; r++)
        mvhline(top + r, left, ' ', w);
    attron(A_BOLD);
    mvhline(top, left, ACS_HLINE, w);
    mvhline(top + h - 1, left, ACS_HLINE, w);
    put_cut(top + 1, left + 2, w - 4, title);
    attroff(A_BOLD);
    put_wrapped(top + 2, left + 2, w - 4, 2, reason);
    put_cut(top + 4, left + 2, w - 4, score);
    put_cut(top + 5, left + 2, w - 4, keys);
    refresh();
}
