/*
 * tui_oracle: what exile-tui must show, computed from the library alone.
 * It replays a record of exile-tui (--record: the seed, the box, the round
 * limit, the seat played and every action applied) and prints, at each
 * decision of that seat, the action count, both seats' HP, the names of
 * the seat's hand and the prompt for the seat; at the end the winner and
 * its Exile. tests/tui-play.py compares each screen it captured with this.
 *
 *   usage: tui_oracle RECORD
 *
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <exile/exile.h>

static void print_decision(const exile_match *m, int seat)
{
    char prompt[EXILE_PROMPT_MAX];
    printf("at %d\n", exile_match_get(m, seat, EXILE_FIELD_ACTION_COUNT, 0, 0));
    for (int s = 0; s < 2; s++)
        printf("hp%d %d\n", s, exile_match_get(m, seat, EXILE_FIELD_HP, s, 0));
    printf("hand");
    int n = exile_match_get(m, seat, EXILE_FIELD_HAND_COUNT, seat, 0);
    for (int i = 0; i < n; i++)
        printf("%c%s", i == 0 ? ' ' : '|', exile_card_name(exile_match_get(m, seat, EXILE_FIELD_HAND_CARD, seat, i)));
    /* The Memories and Gear of both seats, which the board names. */
    printf("\nboard");
    const char *sep = " ";
    for (int s = 0; s < 2; s++)
        for (int i = 0; i < 4; i++) {
            if (i < 3) {
                printf("%s%s", sep, exile_card_name(exile_match_get(m, seat, EXILE_FIELD_MEMORY_CARD, s, i)));
                sep = "|";
            }
            printf("%s%s", sep, exile_card_name(exile_match_get(m, seat, EXILE_FIELD_GEAR_CARD, s, i)));
        }
    exile_match_prompt(m, seat, prompt, sizeof prompt, NULL);
    printf("\nprompt %s\n", prompt);
    /* Each legal action in words, with the place the screen must list it
     * in: the choices a decision is about (0) before the answers that
     * decline (1), Step Back (2), and the taps and channels (3). */
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    size_t n_acts = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
    for (size_t i = 0; i < n_acts; i++) {
        char text[EXILE_DESCRIBE_MAX];
        exile_action_kind k = EXILE_ACTION_KIND(acts[i]);
        int rank = k == EXILE_ACT_TAP || k == EXILE_ACT_CHANNEL ? 3
                   : k == EXILE_ACT_STEP_BACK                    ? 2
                   : k == EXILE_ACT_END || k == EXILE_ACT_NO_BLOCK || k == EXILE_ACT_PASS ||
                           k == EXILE_ACT_DECLINE || k == EXILE_ACT_NO_REARM || k == EXILE_ACT_UNLOCK_NONE
                       ? 1
                       : 0;
        exile_action_describe(m, seat, acts[i], text, sizeof text, NULL);
        printf("act %d %s\n", rank, text);
    }
}

int main(int argc, char **argv)
{
    FILE *f = argc == 2 ? fopen(argv[1], "r") : NULL;
    unsigned long long seed;
    int box, seat;
    unsigned rounds;
    if (!f || fscanf(f, "exile-tui-record 1 seed %llu box %d rounds %u seat %d", &seed, &box, &rounds, &seat) != 4) {
        fprintf(stderr, "usage: tui_oracle RECORD (a record of exile-tui --record)\n");
        return 2;
    }
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_loadout lo[2];
    opts.seed = seed;
    opts.max_rounds = rounds;
    for (int s = 0; s < 2; s++) {
        if (exile_recommended_loadout(2 * (box - 1) + s, &lo[s]) != EXILE_OK)
            return 2;
        opts.loadout[s] = &lo[s];
    }
    exile_match *m;
    if (exile_match_create(&m, &opts) != EXILE_OK)
        return 1;
    unsigned long a;
    for (;;) {
        if (exile_match_to_act(m) == seat)
            print_decision(m, seat);
        if (fscanf(f, " action %lu", &a) != 1)
            break;
        exile_status st = exile_match_apply(m, (exile_action)a);
        if (st != EXILE_OK) {
            fprintf(stderr, "tui_oracle: action %lu refused: %s\n", a, exile_status_str(st));
            return 1;
        }
    }
    int winner = exile_match_winner(m);
    printf("winner %d %s\n", winner,
           winner == 0 || winner == 1 ? exile_card_name(exile_match_get(m, seat, EXILE_FIELD_EXILE, winner, 0)) : "-");
    exile_match_destroy(m);
    fclose(f);
    return 0;
}
