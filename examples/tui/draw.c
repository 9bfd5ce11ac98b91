/*
 * draw.c: the main screen of exile-tui. At 80x24 every part fits: the
 * board, the hand, the prompt, a page of actions, the newest log lines and
 * the keys; a taller screen gives the hand, the actions and the log more
 * rows, a wider one adds the detail panel of the selected card.
 * SPDX-License-Identifier: MIT
 */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "cards.h"
#include "draw.h"
#include "text.h"

/* The detail panel appears from this width on. */
#define DETAIL_MIN_COLS 120
#define DETAIL_WIDTH 44

/* A line of the board wraps onto at most this many rows. */
#define BOARD_LINE_ROWS 2

static bool seat_decides(const tui *t)
{
    return !t->watch && exile_match_to_act(t->m) == t->seat;
}

static int draw_header(const tui *t, int width)
{
    char line[256];
    int phase = exile_match_get(t->m, t->seat, EXILE_FIELD_PHASE, 0, 0);
    snprintf(line, sizeof line, "EXILE  Round %d of %d   %s   move %d   %s",
             exile_match_get(t->m, t->seat, EXILE_FIELD_ROUND, 0, 0),
             exile_match_get(t->m, t->seat, EXILE_FIELD_MAX_ROUNDS, 0, 0),
             exile_phase_name((exile_phase)phase) ? exile_phase_name((exile_phase)phase) : "",
             exile_match_get(t->m, t->seat, EXILE_FIELD_ACTION_COUNT, 0, 0), t->watch ? "(watching)" : "");
    attron(A_REVERSE);
    mvhline(0, 0, ' ', width);
    put_cut(0, 0, width, line);
    attroff(A_REVERSE);
    return 1;
}

/* A seat's three lines, each wrapped rather than cut: returns the rows. */
static int draw_seat(const tui *t, int seat, int row, int width)
{
    char line[512];
    int used = 0;
    for (int i = 0; i < BOARD_SEAT_LINES; i++) {
        board_seat(t->m, t->seat, t->watch, seat, i, line, sizeof line);
        if (i == 0)
            attron(A_BOLD);
        used += put_wrapped_hanging(row + used, 0, width, BOARD_LINE_ROWS, line, 4);
        if (i == 0)
            attroff(A_BOLD);
    }
    return used;
}

static int draw_board(const tui *t, int row, int width)
{
    char line[512];
    int used = draw_seat(t, 1 - t->seat, row, width);
    board_combat(t->m, t->seat, t->watch, line, sizeof line);
    used += put_wrapped_hanging(row + used, 0, width, BOARD_LINE_ROWS, line, 4);
    used += draw_seat(t, t->seat, row + used, width);
    return used;
}

static int draw_hand(const tui *t, int row, int width, int rows)
{
    int n = exile_match_get(t->m, t->seat, EXILE_FIELD_HAND_COUNT, t->seat, 0);
    char line[512];
    if (t->watch)
        snprintf(line, sizeof line, "SEAT %d'S HAND (%d cards)   Tab: select a card   I: its full text", t->seat, n);
    else
        snprintf(line, sizeof line, "YOUR HAND (%d cards)   Tab: select a card   I: its full text   bold: its actions",
                 n);
    attron(A_UNDERLINE);
    put_cut(row, 0, width, line);
    attroff(A_UNDERLINE);
    int shown = n < rows - 1 ? n : rows - 1;
    for (int i = 0; i < shown; i++) {
        int card = exile_match_get(t->m, t->seat, EXILE_FIELD_HAND_CARD, t->seat, i);
        char summary[256];
        card_summary(card, summary, sizeof summary);
        snprintf(line, sizeof line, "%c %-21s %s", i == t->hand_sel ? '>' : ' ', card_label(card), summary);
        if (i == t->hand_sel)
            attron(A_BOLD);
        put_cut(row + 1 + i, 0, width, line);
        if (i == t->hand_sel)
            attroff(A_BOLD);
    }
    return 1 + shown;
}

static int draw_prompt(const tui *t, int row, int width, int rows)
{
    char prompt[EXILE_PROMPT_MAX];
    char line[EXILE_PROMPT_MAX + 32];
    exile_match_prompt(t->m, t->seat, prompt, sizeof prompt, NULL);
    if (exile_match_winner(t->m) >= 0)
        snprintf(line, sizeof line, "GAME OVER: %s", prompt);
    else if (seat_decides(t))
        snprintf(line, sizeof line, "YOUR MOVE: %s", prompt);
    else
        snprintf(line, sizeof line, "WAITING: %s", prompt);
    attron(A_BOLD);
    int used = put_wrapped(row, 0, width, rows, line);
    attroff(A_BOLD);
    return used;
}

/* The action texts of the decision, and how many columns of them fit:
 * as many as the longest text allows, so that no text is cut. */
static int action_columns(const tui *t, int width)
{
    size_t longest = 1;
    for (size_t i = 0; i < t->n_acts; i++) {
        char text[EXILE_DESCRIBE_MAX];
        if (exile_action_describe(t->m, t->seat, t->acts[i], text, sizeof text, NULL) == EXILE_OK &&
            strlen(text) > longest)
            longest = strlen(text);
    }
    int cols = width / ((int)longest + 5); /* "a) " and a gap */
    return cols > 0 ? cols : 1;
}

/* Does action @p i play (channel, give, choose ...) the selected hand card?
 * The action names the card's instance, which the hand's field gives. */
static bool of_selected_card(const tui *t, size_t i)
{
    int inst = exile_match_get(t->m, t->seat, EXILE_FIELD_HAND_INSTANCE, t->seat, t->hand_sel);
    return inst >= 0 && exile_action_instance(t->m, t->acts[i]) == inst;
}

static void draw_actions(const tui *t, int row, int width, int rows, int cols, size_t *page_size)
{
    int col_width = width / cols; /* the room the columns leave, shared out */
    size_t per_page = (size_t)(rows * cols);
    if (per_page > strlen(TUI_ACTION_KEYS))
        per_page = strlen(TUI_ACTION_KEYS);
    *page_size = per_page;
    for (size_t k = 0; k < per_page && t->first_act + k < t->n_acts; k++) {
        size_t i = t->first_act + k;
        char text[EXILE_DESCRIBE_MAX], line[EXILE_DESCRIBE_MAX + 8];
        if (exile_action_describe(t->m, t->seat, t->acts[i], text, sizeof text, NULL) == EXILE_E_INVALID_ARGUMENT)
            snprintf(text, sizeof text, "?");
        snprintf(line, sizeof line, "%c) %s", TUI_ACTION_KEYS[k], text);
        int r = row + (int)(k % (size_t)rows), c = (int)(k / (size_t)rows) * col_width;
        attr_t marks = (i == t->cursor ? A_REVERSE : 0) | (of_selected_card(t, i) ? A_BOLD : 0);
        attron(marks);
        put_cut(r, c, cols == 1 ? width : col_width - 1, line);
        attroff(marks);
    }
}

static void draw_log(const tui *t, int row, int width, int rows)
{
    for (int i = 0; i < rows; i++) {
        const char *line = tui_log_back(&t->log, rows - 1 - i);
        if (line)
            put_cut(row + i, 0, width, line);
    }
}

static void draw_keys(const tui *t, size_t page_size)
{
    char line[256];
    if (seat_decides(t) && t->n_acts > page_size)
        snprintf(line, sizeof line, "1-9,a-z: act  < >: more (%zu-%zu of %zu)  ?: help  T: cards  L: log  "
                 "S: save  Q: quit",
                 t->first_act + 1, t->first_act + page_size < t->n_acts ? t->first_act + page_size : t->n_acts,
                 t->n_acts);
    else if (seat_decides(t))
        snprintf(line, sizeof line, "1-9,a-z: act  Up/Down+Enter: act  ?: help  T: cards  L: log  S: save  Q: quit");
    else
        snprintf(line, sizeof line, "?: help  T: cards  L: log  S: save  Q: quit   %s", t->status);
    attron(A_REVERSE);
    mvhline(LINES - 1, 0, ' ', COLS);
    put_cut(LINES - 1, 0, COLS, line);
    attroff(A_REVERSE);
}

static void draw_detail(const tui *t, int row, int col, int rows)
{
    int card = exile_match_get(t->m, t->seat, EXILE_FIELD_HAND_CARD, t->seat, t->hand_sel);
    if (card < 0)
        return;
    char summary[256];
    card_summary(card, summary, sizeof summary);
    mvvline(row, col - 1, ACS_VLINE, rows);
    attron(A_BOLD);
    put_cut(row, col, DETAIL_WIDTH, card_label(card));
    attroff(A_BOLD);
    int used = 1 + put_wrapped(row + 1, col, DETAIL_WIDTH, rows - 1, summary);
    for (int i = 0; i < exile_card_text_count(card) && used < rows; i++)
        used += put_wrapped(row + used, col, DETAIL_WIDTH, rows - used, exile_card_text(card, i));
}

void draw_main(const tui *t, size_t *page_size)
{
    erase();
    int width = COLS >= DETAIL_MIN_COLS ? COLS - DETAIL_WIDTH - 1 : COLS;
    int row = draw_header(t, COLS);
    row += draw_board(t, row, width);
    int free_rows = LINES - 1 - row; /* the keys take the last row */
    /* The hand is shown whole when it can be: the prompt keeps 2 rows, the
     * actions 2 and the log its rule and a line. */
    int hand_cards = exile_match_get(t->m, t->seat, EXILE_FIELD_HAND_COUNT, t->seat, 0);
    int hand_rows = hand_cards + 1 < 9 ? hand_cards + 1 : 9;
    if (hand_rows > free_rows - 6)
        hand_rows = free_rows - 6;
    row += draw_hand(t, row, width, hand_rows > 1 ? hand_rows : 1);
    if (width < COLS)
        draw_detail(t, 1, width + 1, row - 1);
    int prompt_rows = draw_prompt(t, row, COLS, 2);
    row += prompt_rows;
    free_rows = LINES - 1 - row;
    *page_size = 0;
    if (seat_decides(t)) {
        int cols = action_columns(t, COLS);
        int need = (int)((t->n_acts - t->first_act + (size_t)cols - 1) / (size_t)cols);
        int room = free_rows - 2; /* the log keeps its rule and a line */
        int action_rows = need < room ? need : room;
        if (action_rows < 1)
            action_rows = 1;
        draw_actions(t, row, COLS, action_rows, cols, page_size);
        row += action_rows;
        free_rows -= action_rows;
    }
    if (free_rows > 0) {
        attron(A_DIM);
        mvhline(row, 0, ACS_HLINE, COLS);
        put_cut(row, 2, COLS - 2, " log ");
        attroff(A_DIM);
        draw_log(t, row + 1, COLS, free_rows - 1);
    }
    draw_keys(t, *page_size);
}
