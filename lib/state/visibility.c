/*
 * What ex_visible() (visibility.h) does not decide inline: whether a
 * card in a hand is a Finisher being prepared, named by its Prepare.
 * SPDX-License-Identifier: MIT
 */
#include "primitives.h"

bool ex_being_laid(const ex_state *st, unsigned inst)
{
    for (unsigned i = 0; i < st->trig_n; i++)
        if (st->trig[i].kind == TRIG_LAY_FINISHER && st->trig[i].arg == inst)
            return true;
    return false;
}
