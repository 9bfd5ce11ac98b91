/*
 * help.h: the text of exile-tui's help page, one paragraph a line;
 * help_text[0] is its title.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_TUI_HELP_H
#define EXILE_TUI_HELP_H

#include <stddef.h>

extern const char *const help_text[];
extern const size_t help_lines;

#endif /* EXILE_TUI_HELP_H */
