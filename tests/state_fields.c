/*
 * Every field of <exile/state.h>, and random matches to read them along
 * (state_fields.h).
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "state_fields.h"

const field_info state_fields[] = {
    { EXILE_FIELD_ROUND, IX_NONE, 0 },
    { EXILE_FIELD_MAX_ROUNDS, IX_NONE, 0 },
    { EXILE_FIELD_PHASE, IX_NONE, 0 },
    { EXILE_FIELD_STEP, IX_NONE, 0 },
    { EXILE_FIELD_FIRST_PLAYER, IX_NONE, 0 },
    { EXILE_FIELD_INITIATIVE, IX_NONE, 0 },
    { EXILE_FIELD_TURN, IX_NONE, 0 },
    { EXILE_FIELD_NEXT_TURN, IX_NONE, 0 },
    { EXILE_FIELD_WINNER, IX_NONE, 0 },
    { EXILE_FIELD_ACTION_COUNT, IX_NONE, 0 },
    { EXILE_FIELD_FLAGS, IX_NONE, 0 },
    { EXILE_FIELD_SUPPLY, IX_TOKEN, 0 },
    { EXILE_FIELD_HP, IX_NONE, 1 },
    { EXILE_FIELD_STAMINA, IX_NONE, 1 },
    { EXILE_FIELD_ENGAGED, IX_NONE, 1 },
    { EXILE_FIELD_SPENT, IX_NONE, 1 },
    { EXILE_FIELD_UNLEASHED, IX_NONE, 1 },
    { EXILE_FIELD_STUNNED, IX_NONE, 1 },
    { EXILE_FIELD_STUN_PENDING, IX_NONE, 1 },
    { EXILE_FIELD_EXILE, IX_NONE, 1 },
    { EXILE_FIELD_PREPARED, IX_NONE, 1 },
    { EXILE_FIELD_PREPARED_COST, IX_NONE, 1 },
    { EXILE_FIELD_FINISHER_DUE, IX_NONE, 1 },
    { EXILE_FIELD_ATTACKED, IX_NONE, 1 },
    { EXILE_FIELD_ATTACKED_FACE_DOWN, IX_NONE, 1 },
    { EXILE_FIELD_SUCCESSES, IX_NONE, 1 },
    { EXILE_FIELD_HEALED, IX_NONE, 1 },
    { EXILE_FIELD_NEXT_ATTACK_DAMAGE, IX_NONE, 1 },
    { EXILE_FIELD_NEXT_ATTACK_OVERCOMMIT, IX_NONE, 1 },
    { EXILE_FIELD_SLOW_NOT_SPENT, IX_NONE, 1 },
    { EXILE_FIELD_KEPT_SIDEWAYS, IX_NONE, 1 },
    { EXILE_FIELD_DESTROY_PASSIVE_USED, IX_NONE, 1 },
    { EXILE_FIELD_REARM_PICK, IX_NONE, 1 },
    { EXILE_FIELD_EXCHANGE_CARD, IX_NONE, 1 },
    { EXILE_FIELD_DECK_COUNT, IX_NONE, 1 },
    { EXILE_FIELD_HAND_COUNT, IX_NONE, 1 },
    { EXILE_FIELD_RECALL_COUNT, IX_NONE, 1 },
    { EXILE_FIELD_DESTROYED_COUNT, IX_NONE, 1 },
    { EXILE_FIELD_MOMENTUM_COUNT, IX_NONE, 1 },
    { EXILE_FIELD_ATTACHED_COUNT, IX_NONE, 1 },
    { EXILE_FIELD_MEMORY_CARD, IX_MEMORY, 1 },
    { EXILE_FIELD_MEMORY_UNLOCKED, IX_MEMORY, 1 },
    { EXILE_FIELD_MEMORY_TAPPED, IX_MEMORY, 1 },
    { EXILE_FIELD_MEMORY_STAMINA, IX_MEMORY, 1 },
    { EXILE_FIELD_GEAR_CARD, IX_GEAR, 1 },
    { EXILE_FIELD_GEAR_ARMED, IX_GEAR, 1 },
    { EXILE_FIELD_GEAR_UPGRADED, IX_GEAR, 1 },
    { EXILE_FIELD_GEAR_TOKENS, IX_GEAR, 1 },
    { EXILE_FIELD_GEAR_ABILITY_USED, IX_GEAR, 1 },
    { EXILE_FIELD_EXILE_TOKENS, IX_TOKEN, 1 },
    { EXILE_FIELD_DECK_CARD, IX_DECK, 1 },
    { EXILE_FIELD_DECK_FACE_UP, IX_DECK, 1 },
    { EXILE_FIELD_HAND_CARD, IX_HAND, 1 },
    { EXILE_FIELD_RECALL_CARD, IX_RECALL, 1 },
    { EXILE_FIELD_DESTROYED_CARD, IX_DESTROYED, 1 },
    { EXILE_FIELD_MOMENTUM_CARD, IX_MOMENTUM, 1 },
    { EXILE_FIELD_MOMENTUM_AS_BLOCK, IX_MOMENTUM, 1 },
    { EXILE_FIELD_ATTACHED_CARD, IX_ATTACHED, 1 },
    { EXILE_FIELD_ATTACHED_ON_CARD, IX_ATTACHED, 1 },
    { EXILE_FIELD_ATTACHED_ON_GEAR, IX_ATTACHED, 1 },
    { EXILE_FIELD_ATTACHED_COUNTERS, IX_ATTACHED, 1 },
    { EXILE_FIELD_ATTACK, IX_NONE, 0 },
    { EXILE_FIELD_ATTACKER, IX_NONE, 0 },
    { EXILE_FIELD_ATTACK_FACE_DOWN, IX_NONE, 0 },
    { EXILE_FIELD_ATTACK_REVEALED, IX_NONE, 0 },
    { EXILE_FIELD_ATTACK_DECLARED, IX_NONE, 0 },
    { EXILE_FIELD_ATTACK_UNBLOCKABLE, IX_NONE, 0 },
    { EXILE_FIELD_ATTACK_SPEED, IX_NONE, 0 },
    { EXILE_FIELD_ATTACK_DAMAGE_MOD, IX_NONE, 0 },
    { EXILE_FIELD_ATTACK_FINISHER, IX_NONE, 0 },
    { EXILE_FIELD_ATTACK_STUN, IX_NONE, 0 },
    { EXILE_FIELD_ATTACK_HP_LOST, IX_NONE, 0 },
    { EXILE_FIELD_ATTACK_OUTCOME, IX_NONE, 0 },
    { EXILE_FIELD_BLOCK_COUNT, IX_NONE, 0 },
    { EXILE_FIELD_BLOCK_CARD, IX_BLOCKS, 0 },
    { EXILE_FIELD_STACK_COUNT, IX_NONE, 0 },
    { EXILE_FIELD_STACK_CARD, IX_STACK, 0 },
    { EXILE_FIELD_STACK_PLAYER, IX_STACK, 0 },
    { EXILE_FIELD_STACK_AS_ACTION, IX_STACK, 0 },
    { EXILE_FIELD_STACK_RESOLVING, IX_STACK, 0 },
    { EXILE_FIELD_STACK_TARGET_COUNT, IX_STACK, 0 },
    { EXILE_FIELD_STACK_TARGET_CARD, IX_TARGETS, 0 },
    { EXILE_FIELD_STACK_TARGET_SEAT, IX_TARGETS, 0 },
    { EXILE_FIELD_STACK_TARGET_GEAR, IX_TARGETS, 0 },
    { EXILE_FIELD_DECISION, IX_NONE, 0 },
    { EXILE_FIELD_DECISION_SEAT, IX_NONE, 0 },
    { EXILE_FIELD_DECISION_CARD, IX_NONE, 0 },
    { EXILE_FIELD_DECISION_MIN, IX_NONE, 0 },
    { EXILE_FIELD_DECISION_MAX, IX_NONE, 0 },
    { EXILE_FIELD_DECISION_AMOUNT, IX_NONE, 0 },
    { EXILE_FIELD_DECISION_TAKES, IX_NONE, 0 },
    { EXILE_FIELD_DECISION_BELOW, IX_NONE, 0 },
    { EXILE_FIELD_DECISION_DOES, IX_NONE, 0 },
};

const int state_field_count = (int)(sizeof state_fields / sizeof state_fields[0]);

int state_field_index_end(const exile_match *m, int viewer, const field_info *f, int seat)
{
    static const exile_field counts[] = {
        [IX_DECK] = EXILE_FIELD_DECK_COUNT, [IX_HAND] = EXILE_FIELD_HAND_COUNT,
        [IX_RECALL] = EXILE_FIELD_RECALL_COUNT, [IX_DESTROYED] = EXILE_FIELD_DESTROYED_COUNT,
        [IX_MOMENTUM] = EXILE_FIELD_MOMENTUM_COUNT, [IX_ATTACHED] = EXILE_FIELD_ATTACHED_COUNT,
    };
    switch (f->index) {
    case IX_NONE: return 1;
    case IX_MEMORY: return 4;
    case IX_GEAR: return 5;
    case IX_TOKEN: return exile_card_count() + 1; /* every card: a Token kind or not */
    case IX_BLOCKS: return exile_match_get(m, viewer, EXILE_FIELD_BLOCK_COUNT, 0, 0) + 1;
    case IX_STACK: return exile_match_get(m, viewer, EXILE_FIELD_STACK_COUNT, 0, 0) + 1;
    case IX_TARGETS: return exile_match_get(m, viewer, EXILE_FIELD_STACK_COUNT, 0, 0) * EXILE_MAX_TARGETS + 1;
    default: return exile_match_get(m, viewer, counts[f->index], seat, 0) + 1;
    }
}

exile_match *state_box_match(int box, uint64_t seed)
{
    exile_match_options opts = EXILE_MATCH_OPTIONS_INIT;
    exile_loadout lo[2];
    exile_match *m = NULL;
    for (int s = 0; s < 2; s++) {
        assert_int_equal(exile_recommended_loadout(2 * box + s, &lo[s]), EXILE_OK);
        opts.loadout[s] = &lo[s];
    }
    opts.seed = seed;
    assert_int_equal(exile_match_create(&m, &opts), EXILE_OK);
    return m;
}

uint64_t state_rand(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}
