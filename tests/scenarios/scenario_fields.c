/*
 * The fields of <exile/state.h> by the names scenario files give them: the
 * enumerator's name in lower case, '-' for '_' (EXILE_FIELD_HAND_COUNT is
 * "hand-count").
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "scenario_fields.h"

static const struct {
    const char *name;
    exile_field field;
} FIELDS[] = {
    { "round", EXILE_FIELD_ROUND },
    { "max-rounds", EXILE_FIELD_MAX_ROUNDS },
    { "phase", EXILE_FIELD_PHASE },
    { "step", EXILE_FIELD_STEP },
    { "first-player", EXILE_FIELD_FIRST_PLAYER },
    { "initiative", EXILE_FIELD_INITIATIVE },
    { "turn", EXILE_FIELD_TURN },
    { "next-turn", EXILE_FIELD_NEXT_TURN },
    { "winner", EXILE_FIELD_WINNER },
    { "action-count", EXILE_FIELD_ACTION_COUNT },
    { "flags", EXILE_FIELD_FLAGS },
    { "supply", EXILE_FIELD_SUPPLY },
    { "hp", EXILE_FIELD_HP },
    { "stamina", EXILE_FIELD_STAMINA },
    { "engaged", EXILE_FIELD_ENGAGED },
    { "spent", EXILE_FIELD_SPENT },
    { "unleashed", EXILE_FIELD_UNLEASHED },
    { "stunned", EXILE_FIELD_STUNNED },
    { "stun-pending", EXILE_FIELD_STUN_PENDING },
    { "exile", EXILE_FIELD_EXILE },
    { "prepared", EXILE_FIELD_PREPARED },
    { "prepared-cost", EXILE_FIELD_PREPARED_COST },
    { "finisher-due", EXILE_FIELD_FINISHER_DUE },
    { "attacked", EXILE_FIELD_ATTACKED },
    { "attacked-face-down", EXILE_FIELD_ATTACKED_FACE_DOWN },
    { "successes", EXILE_FIELD_SUCCESSES },
    { "healed", EXILE_FIELD_HEALED },
    { "next-attack-damage", EXILE_FIELD_NEXT_ATTACK_DAMAGE },
    { "next-attack-overcommit", EXILE_FIELD_NEXT_ATTACK_OVERCOMMIT },
    { "slow-not-spent", EXILE_FIELD_SLOW_NOT_SPENT },
    { "kept-sideways", EXILE_FIELD_KEPT_SIDEWAYS },
    { "destroy-passive-used", EXILE_FIELD_DESTROY_PASSIVE_USED },
    { "rearm-pick", EXILE_FIELD_REARM_PICK },
    { "exchange-card", EXILE_FIELD_EXCHANGE_CARD },
    { "deck-count", EXILE_FIELD_DECK_COUNT },
    { "hand-count", EXILE_FIELD_HAND_COUNT },
    { "recall-count", EXILE_FIELD_RECALL_COUNT },
    { "destroyed-count", EXILE_FIELD_DESTROYED_COUNT },
    { "momentum-count", EXILE_FIELD_MOMENTUM_COUNT },
    { "attached-count", EXILE_FIELD_ATTACHED_COUNT },
    { "memory-card", EXILE_FIELD_MEMORY_CARD },
    { "memory-unlocked", EXILE_FIELD_MEMORY_UNLOCKED },
    { "memory-tapped", EXILE_FIELD_MEMORY_TAPPED },
    { "memory-stamina", EXILE_FIELD_MEMORY_STAMINA },
    { "gear-card", EXILE_FIELD_GEAR_CARD },
    { "gear-armed", EXILE_FIELD_GEAR_ARMED },
    { "gear-upgraded", EXILE_FIELD_GEAR_UPGRADED },
    { "gear-tokens", EXILE_FIELD_GEAR_TOKENS },
    { "gear-ability-used", EXILE_FIELD_GEAR_ABILITY_USED },
    { "exile-tokens", EXILE_FIELD_EXILE_TOKENS },
    { "deck-card", EXILE_FIELD_DECK_CARD },
    { "deck-face-up", EXILE_FIELD_DECK_FACE_UP },
    { "hand-card", EXILE_FIELD_HAND_CARD },
    { "recall-card", EXILE_FIELD_RECALL_CARD },
    { "destroyed-card", EXILE_FIELD_DESTROYED_CARD },
    { "momentum-card", EXILE_FIELD_MOMENTUM_CARD },
    { "momentum-as-block", EXILE_FIELD_MOMENTUM_AS_BLOCK },
    { "attached-card", EXILE_FIELD_ATTACHED_CARD },
    { "attached-on-card", EXILE_FIELD_ATTACHED_ON_CARD },
    { "attached-on-gear", EXILE_FIELD_ATTACHED_ON_GEAR },
    { "attached-counters", EXILE_FIELD_ATTACHED_COUNTERS },
    { "attack", EXILE_FIELD_ATTACK },
    { "attacker", EXILE_FIELD_ATTACKER },
    { "attack-face-down", EXILE_FIELD_ATTACK_FACE_DOWN },
    { "attack-revealed", EXILE_FIELD_ATTACK_REVEALED },
    { "attack-declared", EXILE_FIELD_ATTACK_DECLARED },
    { "attack-unblockable", EXILE_FIELD_ATTACK_UNBLOCKABLE },
    { "attack-speed", EXILE_FIELD_ATTACK_SPEED },
    { "attack-damage-mod", EXILE_FIELD_ATTACK_DAMAGE_MOD },
    { "attack-finisher", EXILE_FIELD_ATTACK_FINISHER },
    { "attack-stun", EXILE_FIELD_ATTACK_STUN },
    { "attack-hp-lost", EXILE_FIELD_ATTACK_HP_LOST },
    { "attack-outcome", EXILE_FIELD_ATTACK_OUTCOME },
    { "block-count", EXILE_FIELD_BLOCK_COUNT },
    { "block-card", EXILE_FIELD_BLOCK_CARD },
    { "stack-count", EXILE_FIELD_STACK_COUNT },
    { "stack-card", EXILE_FIELD_STACK_CARD },
    { "stack-player", EXILE_FIELD_STACK_PLAYER },
    { "stack-as-action", EXILE_FIELD_STACK_AS_ACTION },
    { "stack-resolving", EXILE_FIELD_STACK_RESOLVING },
    { "stack-target-count", EXILE_FIELD_STACK_TARGET_COUNT },
    { "stack-target-card", EXILE_FIELD_STACK_TARGET_CARD },
    { "stack-target-seat", EXILE_FIELD_STACK_TARGET_SEAT },
    { "stack-target-gear", EXILE_FIELD_STACK_TARGET_GEAR },
    { "decision", EXILE_FIELD_DECISION },
    { "decision-seat", EXILE_FIELD_DECISION_SEAT },
    { "decision-card", EXILE_FIELD_DECISION_CARD },
    { "decision-min", EXILE_FIELD_DECISION_MIN },
    { "decision-max", EXILE_FIELD_DECISION_MAX },
    { "decision-amount", EXILE_FIELD_DECISION_AMOUNT },
    { "decision-takes", EXILE_FIELD_DECISION_TAKES },
    { "decision-below", EXILE_FIELD_DECISION_BELOW },
    { "decision-does", EXILE_FIELD_DECISION_DOES },
};

bool scn_field_find(const char *name, exile_field *out)
{
    for (size_t i = 0; i < sizeof FIELDS / sizeof FIELDS[0]; i++)
        if (strcmp(FIELDS[i].name, name) == 0) {
            *out = FIELDS[i].field;
            return true;
        }
    return false;
}
