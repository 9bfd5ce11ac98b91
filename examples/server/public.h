/*
 * public.h: what spectators are shown: what both seats see, and nothing
 * that one of them cannot.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_SERVER_PUBLIC_H
#define EXILE_SERVER_PUBLIC_H

#include <stddef.h>

#include <exile/exile.h>

/*
 * The public version of an event, from the two seats' versions of it
 * (heard[s] valid when bit s of mask is set): a card or an action's card
 * that the two versions do not agree on is hidden. Returns 0, or -1 when
 * the event cannot be made public (a seat's version is missing, or they
 * disagree otherwise): it is then not shown.
 */
int public_event(const exile_event heard[2], int mask, exile_event *out);

/*
 * The public view of m in notation: the views of both seats, with every
 * card that one of them cannot see written `?`. Returns 0, or -1 (no memory,
 * or a view that does not fit cap).
 */
int public_view(const exile_match *m, char *buf, size_t cap);

#endif /* EXILE_SERVER_PUBLIC_H */
