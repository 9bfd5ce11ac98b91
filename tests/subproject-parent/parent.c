/*
 * Plays one match of libexile taken as a subproject: the first legal action
 * each time, to the end.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>

#include <exile/exile.h>

int main(void)
{
    exile_match *m;
    if (exile_match_create(&m, NULL) != EXILE_OK)
        return 1;
    while (exile_match_to_act(m) >= 0) {
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        if (exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS) == 0 || exile_match_apply(m, acts[0]) != EXILE_OK)
            return 1;
    }
    printf("winner: %d\n", exile_match_winner(m));
    exile_match_destroy(m);
    return 0;
}
