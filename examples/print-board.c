/* Prints seat 0's board after ten actions: a frontend in 34 lines. */
#include <stdio.h>
#include <exile/exile.h>

int main(void)
{
    exile_match *m;
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
    if (exile_match_create(&m, NULL) != EXILE_OK)
        return 1;
    for (int i = 0; i < 10 && exile_match_to_act(m) >= 0; i++) {
        exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
        exile_match_apply(m, acts[0]);
    }
    exile_viewer me = exile_viewer_of(0); /* everything read as seat 0 sees it */
    for (int seat = 0; seat < 2; seat++)
        printf("%s: %d HP, %d cards in hand, %d Stamina floating\n",
               exile_card_name(exile_match_get_as(m, me, EXILE_FIELD_EXILE, seat, 0)),
               exile_match_get_as(m, me, EXILE_FIELD_HP, seat, 0),
               exile_match_get_as(m, me, EXILE_FIELD_HAND_COUNT, seat, 0),
               exile_match_get_as(m, me, EXILE_FIELD_STAMINA, seat, 0));
    size_t n = exile_match_to_act(m) == 0 ? exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS) : 0;
    for (int i = 0; i < exile_match_get_as(m, me, EXILE_FIELD_HAND_COUNT, 0, 0); i++) {
        int card = exile_match_get_as(m, me, EXILE_FIELD_HAND_CARD, 0, i), plays = 0;
        for (size_t k = 0; k < n; k++) /* the actions that name this card's instance */
            plays += exile_action_instance(m, acts[k]) == exile_match_get_as(m, me, EXILE_FIELD_HAND_INSTANCE, 0, i);
        printf("  in your hand: %s (%d actions)\n", exile_card_name(card), plays);
    }
    char prompt[EXILE_PROMPT_MAX];
    exile_match_prompt(m, 0, prompt, sizeof prompt, NULL);
    printf("%s\n", prompt);
    exile_match_destroy(m);
    return 0;
}
