/*
 * The words of exile_action_describe() and exile_event_describe(): a text
 * being written, and the phrases both calls share.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_API_DESCRIBE_H
#define EXILE_API_DESCRIBE_H

#include "match.h"

/* Room for a phrase naming a card ("a Bleed Token"): names are at most 40
 * bytes (tests/test_describe.c). */
enum { EX_PHRASE = 64 };

/* Writes "<subject> <verb phrase>": the subject is "you" for the viewer's
 * own seat (with @p you_fmt), else the seat's Exile (with @p they_fmt); the
 * two formats take the same arguments. */
void ex_text_say(ex_text *t, const ex_state *st, int viewer, unsigned seat, const char *you_fmt, const char *they_fmt,
                 ...);
/* Ends the text: the length into @p out_len, and its status. */
exile_status ex_text_end(const ex_text *t, size_t *out_len);

/* "your" for the viewer's own seat, else "<Exile>'s", into @p out. */
void ex_possessive(char out[EX_PHRASE], const ex_state *st, int viewer, unsigned seat);
/* A card index as a phrase: its name, "a <Token>" for a Token, "a card"
 * for EXILE_CARD_HIDDEN. */
void ex_card_phrase(char out[EX_PHRASE], int card);
/* The name of a seat's Exile. */
const char *ex_exile_name(const ex_state *st, unsigned seat);

/* Describes action @p a of @p actor for @p viewer into @p t, read against
 * the decision @p st asks. */
exile_status ex_describe_action(ex_text *t, const ex_state *st, int viewer, unsigned actor, exile_action a);

#endif /* EXILE_API_DESCRIBE_H */
