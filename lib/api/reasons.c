/*
 * Why an action is refused (exile_match_why), and the last error a call
 * left on its match (exile_match_errcode, exile_match_errmsg).
 * SPDX-License-Identifier: MIT
 */
#include "match.h"
#include "why.h"

/* Each reason's text, once: exile_reason_str() gives it, and the message
 * of a refused action is "illegal action: " and it. */
#define EX_REASONS(X)                                                                                    \
    X(LEGAL, "the action is legal")                                                                      \
    X(GAME_OVER, "the match is over")                                                                    \
    X(NOT_YOUR_DECISION, "it is not your decision")                                                      \
    X(BAD_ENCODING, "not an action code")                                                                \
    X(WRONG_DECISION, "this kind of action is not asked now")                                            \
    X(NO_SUCH_ARGUMENT, "the action names no card or slot")                                              \
    X(NOT_IN_HAND, "the card is not in your hand")                                                       \
    X(TOKEN, "a Token can't be played, only channeled")                                                  \
    X(NOT_ENOUGH_STAMINA, "the cost cannot be paid")                                                     \
    X(GEAR_DISARMED, "the Gear is disarmed")                                                             \
    X(CANNOT_ATTACK, "the card cannot be played as an attack")                                           \
    X(CANNOT_BLOCK, "the card cannot block")                                                             \
    X(SPENT, "you are spent")                                                                            \
    X(STUNNED, "you are stunned")                                                                        \
    X(UNBLOCKABLE, "the attack is unblockable")                                                          \
    X(EXERT, "too few other Moves in hand to pay its Exert")                                             \
    X(NO_TARGET, "the card has no legal target")                                                         \
    X(NOT_TACTICS, "the card is not a Tactics card")                                                     \
    X(NOT_REACTION, "the card has no Reaction")                                                          \
    X(FACE_UP_ONLY, "the attack must be played face-up")                                                 \
    X(FINISHER_DUE, "this turn must play the prepared Finisher")                                         \
    X(STEP_BACK_BARRED, "you can't Step Back")                                                           \
    X(NOT_FINISHER, "the card is not a Finisher")                                                        \
    X(FINISHER_PREPARED, "a Finisher is prepared already")                                               \
    X(GEAR_NOT_UPGRADED, "the Finisher's Gear does not show its Upgrade")                                \
    X(MEMORY_STATE, "the Memory is not in the state this needs")                                         \
    X(GEAR_STATE, "the Gear is not in the state this needs")                                             \
    X(ONE_ORDER, "the same outcome is offered once")                                        \
    X(COST_UNREACHABLE, "the attack's cost could no longer be paid")                                     \
    X(BELOW_COST, "the declared cost is below the attack's cost")                                        \
    X(HP_LIMIT, "no more HP may be lost for the attack")                                                 \
    X(NO_ABILITY, "no working Gear there prints an activated ability")                                   \
    X(ABILITY_USED, "the ability was used this round")                                                   \
    X(MOMENTUM_SHORT, "too few Moves in your Momentum Zone to pay the ability")                          \
    X(NO_PLATING, "no Plating Token may be returned now")                                                \
    X(NOT_A_CHOICE, "not one of the choices offered")                                                    \
    X(MUST_CHOOSE, "this choice cannot be declined")                                                     \
    X(CANNOT_UNLEASH, "your Exile cannot be unleashed now")                                              \
    X(OTHER, "the action is not among the legal actions now")

#define REASON_TEXT(name, text) [EXILE_REASON_##name] = text,
#define REFUSAL_TEXT(name, text) [EXILE_REASON_##name] = "illegal action: " text,
static const char *const reason_text[] = { EX_REASONS(REASON_TEXT) };
static const char *const refusal_text[] = { EX_REASONS(REFUSAL_TEXT) };

enum { REASON_COUNT = sizeof reason_text / sizeof reason_text[0] };

const char *exile_reason_str(exile_reason r)
{
    return r >= 0 && (unsigned)r < REASON_COUNT ? reason_text[r] : "unknown reason";
}

exile_reason exile_match_why(const exile_match *m, int seat, exile_action a, char *buf, size_t cap,
                             size_t *out_len)
{
    ex_why_text t = { { buf, cap, 0 }, NULL, seat };
    if (out_len)
        *out_len = 0;
    if (buf && cap)
        buf[0] = '\0';
    if (!m || seat < 0 || seat > EXILE_OMNISCIENT || (!buf && cap))
        return EXILE_REASON_INVALID_ARGUMENT;
    t.st = &m->st;
    exile_reason r = ex_why(&m->st, seat, a, &t);
    if (out_len)
        *out_len = t.text.len;
    return r;
}

exile_status ex_match_refuse(exile_match *m, exile_action a)
{
    bool over = m->st.winner >= 0;
    ex_why_text t = { { NULL, 0, 0 }, &m->st, EXILE_OMNISCIENT };
    exile_reason r = over ? EXILE_REASON_GAME_OVER : ex_why(&m->st, EXILE_OMNISCIENT, a, &t);
    exile_status s = over ? EXILE_E_GAME_OVER : EXILE_E_ILLEGAL_ACTION;
    ex_match_record(m, s);
    m->err_reason = (uint8_t)r;
    return s;
}

exile_status exile_match_errcode(const exile_match *m)
{
    return m ? (exile_status) - (int)m->err_status : EXILE_E_INVALID_ARGUMENT;
}

const char *exile_match_errmsg(const exile_match *m)
{
    if (!m)
        return "no match";
    exile_status s = exile_match_errcode(m);
    if (s == EXILE_OK)
        return "no error";
    if (s == EXILE_E_ILLEGAL_ACTION && m->err_reason < REASON_COUNT)
        return refusal_text[m->err_reason];
    return exile_status_str(s);
}

exile_reason exile_match_errreason(const exile_match *m)
{
    if (!m)
        return EXILE_REASON_INVALID_ARGUMENT;
    return m->err_status ? (exile_reason)m->err_reason : EXILE_REASON_LEGAL;
}
