/*
 * log.c: the log of what happened, in words, as the tui's seat saw it.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <string.h>

#include "tui.h"

const char *tui_log_back(const tui_log *log, int i)
{
    if (i < 0 || i >= log->count)
        return NULL;
    int at = (log->next - 1 - i + TUI_LOG_LINES) % TUI_LOG_LINES;
    return log->line[at];
}

void tui_log_add(tui_log *log, const char *text)
{
    snprintf(log->line[log->next], sizeof log->line[0], "%s", text);
    log->next = (log->next + 1) % TUI_LOG_LINES;
    if (log->count < TUI_LOG_LINES)
        log->count++;
}

/* Events that say nothing a player reads on the board already (the
 * Stamina count and the shuffles), or that only say an action again. */
static bool worth_logging(const exile_event *ev, unsigned flags)
{
    return !(flags & EXILE_EVENT_ECHO) && ev->kind != EXILE_EV_STAMINA && ev->kind != EXILE_EV_SHUFFLE;
}

void tui_log_event(const exile_match *m, const exile_event *ev, unsigned flags, void *user_data)
{
    tui *t = user_data;
    char text[EXILE_DESCRIBE_MAX];
    if (!worth_logging(ev, flags))
        return;
    if (exile_event_describe(m, t->seat, ev, text, sizeof text, NULL) != EXILE_OK)
        return;
    tui_log_add(&t->log, text);
}
