/*
 * The names of the public enumerations in words (<exile/names.h>), for
 * frontends and logs. The notation's names are its own (notation_names.c)
 * and never change; these may be reworded.
 * SPDX-License-Identifier: MIT
 */
#include <stddef.h>

#include <exile/exile.h>

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static const char *pick(const char *const *names, size_t n, long i)
{
    return i >= 0 && (size_t)i < n ? names[i] : NULL;
}

/* In the order of exile_keyword, as cards print them (§6.2). */
static const char *const keyword_names[] = {
    "Reaction", "Single-Use", "Fragile", "Thrown", "Ranged Attack", "Piercing Attack", "Crushing Attack",
    "Overbearing Attack", "Suffocating", "Pinning Attack", "Disengaging Attack", "Disarming Block",
    "Shielding Block", "Lacerating Block", "Flow", "Stunning Attack", "Overcommit", "Cascading Attack",
    "Punishing Attack", "Momentous", "Enlightened", "Pressing Attack", "Defiant Attack", "Vengeful Attack",
    "Feint", "Exert", "Ambush Attack", "Stealth Attack",
};
_Static_assert(COUNT(keyword_names) == EXILE_KW_COUNT, "a name for every keyword");

/* The rule of each keyword (§6.2) in one sentence; doc/guide.md says the
 * same in its Keywords list. */
static const char *const keyword_meanings[] = {
    "may be played in a React step, in answer to another card, as well as in your turn",
    "destroyed once it has been used, whatever the outcome",
    "destroyed if its attack or block is unsuccessful",
    "cannot block; some Effects take a Move with Thrown back from your Recall Pile",
    "its Gear is never disarmed by a block",
    "if blocked, the defender still loses at least X HP",
    "if it succeeds though blocked, the Gear of every card that blocked it is disarmed",
    "no more than one Block card may be played against it",
    "if it succeeds, your opponent taps X of their Memories",
    "if it succeeds, your opponent becomes Engaged",
    "if it succeeds, you Disengage: your Exile turns upright",
    "if the attack it blocks is unsuccessful, that attack's Gear is disarmed",
    "if the block is unsuccessful it still stops all the attack's Damage, and is destroyed",
    "the attacker loses X HP when this card blocks",
    "if it succeeds, recover X Stamina: untap up to X of your tapped Memories",
    "if it succeeds, your attack in your next turn cannot be blocked or reacted to",
    "Stamina declared above its cost adds as much Damage, up to X",
    "+1 Damage for each card in your Momentum Zone",
    "+X Damage if no Block card is played against it",
    "+1 Damage and +1 Block for each card in your Momentum Zone",
    "+1 Damage and +1 Block for each of your unlocked Memories",
    "+X Damage if your opponent is Engaged",
    "+1 Damage for each of your opponent's unlocked Memories",
    "+1 Damage for each card in your opponent's Momentum Zone",
    ("played face-down it is a fake: at the Reveal it leaves combat, you recover X Stamina and the next turn "
     "is yours"),
    "to play it, destroy X other Moves from your hand",
    "+X Damage if played face-down",
    "unblockable if you play it face-up while your Exile is upright (not Engaged)",
};
_Static_assert(COUNT(keyword_meanings) == EXILE_KW_COUNT, "a meaning for every keyword");

const char *exile_keyword_name(exile_keyword kw)
{
    return pick(keyword_names, COUNT(keyword_names), (long)kw);
}

const char *exile_keyword_meaning(exile_keyword kw)
{
    return pick(keyword_meanings, COUNT(keyword_meanings), (long)kw);
}

const char *exile_speed_name(int speed)
{
    static const char *const names[] = { "no speed", "Quick", "Slow" };
    return pick(names, COUNT(names), speed);
}

/* §5 Phase 2 and §7.8, the next turn after an attack. */
const char *exile_speed_meaning(int speed)
{
    static const char *const meanings[] = {
        "a successful attack gives you the next turn; an unsuccessful one passes it",
        ("after this attack the next turn is yours again, even when it fails (unless a block's Effect takes "
         "it); played as your action, a Quick Tactics card gives you the next turn"),
        "once it has resolved you are spent: no more turns, blocks or Reactions this round",
    };
    return pick(meanings, COUNT(meanings), speed);
}

const char *exile_phase_name(exile_phase phase)
{
    static const char *const names[] = { NULL, "Phase 1: start of the round", "Phase 2: turns", "game over" };
    return pick(names, COUNT(names), (long)phase);
}

const char *exile_step_name(exile_step step)
{
    static const char *const names[] = {
        [EXILE_STEP_INITIATIVE] = "Initiative",
        [EXILE_STEP_REFRESH_PASSIVES] = "Refresh Passives",
        [EXILE_STEP_REFRESH] = "Refresh",
        [EXILE_STEP_REARM] = "Rearm",
        [EXILE_STEP_RELOAD] = "Reload",
        [EXILE_STEP_REFILL] = "Refill",
        [EXILE_STEP_UNLOCK] = "Unlock",
        [EXILE_STEP_TURN] = "turn",
        [EXILE_STEP_BLOCK] = "Block step",
        [EXILE_STEP_REVEAL] = "Reveal and Audit",
        [EXILE_STEP_REACT] = "React step",
        [EXILE_STEP_MATH] = "Math",
        [EXILE_STEP_OUTCOME] = "outcome",
        [EXILE_STEP_CLEAR] = "Combat Zone Clear",
        [EXILE_STEP_ATTACK_END] = "end of the attack",
        [EXILE_STEP_TURN_END] = "end of the turn",
        [EXILE_STEP_ROUND_END] = "end of the round",
        [EXILE_STEP_GAME_OVER] = "game over",
        [EXILE_STEP_STACK] = "stack resolving",
        [EXILE_STEP_TACTICS_END] = "end of the Tactics action",
    };
    return pick(names, COUNT(names), (long)step);
}

const char *exile_decision_name(exile_decision_kind decision)
{
    static const char *const names[] = {
        [EXILE_DECISION_NONE] = "none",
        [EXILE_DECISION_TURN] = "choose the turn's action",
        [EXILE_DECISION_PAY] = "pay for the attack",
        [EXILE_DECISION_BLOCK] = "block",
        [EXILE_DECISION_EXERT] = "pay the Exert",
        [EXILE_DECISION_REACT] = "react or pass",
        [EXILE_DECISION_RECOVER] = "recover Stamina",
        [EXILE_DECISION_SUFFOCATE] = "tap a Memory for Suffocating",
        [EXILE_DECISION_REFRESH_DISCARD] = "discard at the Refresh",
        [EXILE_DECISION_REARM] = "rearm a Gear",
        [EXILE_DECISION_UNLOCK] = "unlock a card",
        [EXILE_DECISION_TAKE_FROM_RECALL] = "take from the Recall Pile",
        [EXILE_DECISION_REARM_EFFECT] = "rearm a Gear for an Effect",
        [EXILE_DECISION_TARGET_MOMENTUM] = "target a Momentum card",
        [EXILE_DECISION_THROWN_TO_DECK] = "put the Thrown Move on the deck",
        [EXILE_DECISION_LOOK] = "take a card looked at",
        [EXILE_DECISION_EXTRA_UPGRADE] = "unlock one more Upgrade",
        [EXILE_DECISION_TARGET] = "choose a target",
        [EXILE_DECISION_DISCARD] = "discard",
        [EXILE_DECISION_TURN_BACK] = "turn a Memory back",
        [EXILE_DECISION_ABILITY_COST] = "pay an activated ability",
        [EXILE_DECISION_AFTER_ACTION] = "use an activated ability after the action",
        [EXILE_DECISION_EXILE_DAMAGE] = "choose the Exile damaged",
        [EXILE_DECISION_LOSE_OR_DESTROY] = "lose HP or destroy Momentum cards",
        [EXILE_DECISION_DESTROY_OWN] = "destroy a Move for damage",
        [EXILE_DECISION_EXCHANGE] = "exchange of attacks",
        [EXILE_DECISION_LOSE_HP] = "lose HP for the Finisher",
        [EXILE_DECISION_DESTROY_FOR_UNBLOCKABLE] = "destroy Momentum cards for an unblockable attack",
        [EXILE_DECISION_DISARM_OWN] = "disarm one of your weapons",
    };
    return pick(names, COUNT(names), (long)decision);
}

const char *exile_zone_name(exile_zone zone)
{
    static const char *const names[] = {
        [EXILE_ZONE_NONE] = "nowhere",        [EXILE_ZONE_DECK] = "deck",
        [EXILE_ZONE_HAND] = "hand",           [EXILE_ZONE_RECALL] = "Recall Pile",
        [EXILE_ZONE_DESTROYED] = "Destroyed Pile", [EXILE_ZONE_MOMENTUM] = "Momentum Zone",
        [EXILE_ZONE_ATTACK] = "attack",       [EXILE_ZONE_BLOCK] = "Block cards",
        [EXILE_ZONE_STACK] = "stack",         [EXILE_ZONE_PREPARED] = "prepared",
        [EXILE_ZONE_ATTACHED] = "attached",   [EXILE_ZONE_SUPPLY] = "supply",
    };
    _Static_assert(COUNT(names) == EXILE_ZONE_COUNT, "a name for every zone");
    return pick(names, COUNT(names), (long)zone);
}

const char *exile_action_kind_name(exile_action_kind kind)
{
    static const char *const names[] = {
        [EXILE_ACT_END] = "End",
        [EXILE_ACT_STEP_BACK] = "Step Back",
        [EXILE_ACT_ATTACK_UP] = "attack face-up",
        [EXILE_ACT_ATTACK_DOWN] = "attack face-down",
        [EXILE_ACT_TAP] = "tap",
        [EXILE_ACT_CHANNEL] = "channel",
        [EXILE_ACT_DECLARE] = "declare",
        [EXILE_ACT_BLOCK] = "block",
        [EXILE_ACT_NO_BLOCK] = "no more blocks",
        [EXILE_ACT_EXERT] = "exert",
        [EXILE_ACT_PASS] = "pass",
        [EXILE_ACT_PLATING] = "return a Plating Token",
        [EXILE_ACT_REARM] = "rearm",
        [EXILE_ACT_NO_REARM] = "no rearm",
        [EXILE_ACT_UNLOCK_MEMORY] = "unlock a Memory",
        [EXILE_ACT_UNLOCK_NONE] = "unlock nothing",
        [EXILE_ACT_CHOOSE] = "choose",
        [EXILE_ACT_DECLINE] = "decline",
        [EXILE_ACT_UNTAP] = "untap",
        [EXILE_ACT_SUFFOCATE] = "tap for Suffocating",
        [EXILE_ACT_UNLOCK_UPGRADE] = "unlock an Upgrade",
        [EXILE_ACT_UNLEASH] = "unleash",
        [EXILE_ACT_PREPARE] = "prepare",
        [EXILE_ACT_FINISHER] = "play the Finisher",
        [EXILE_ACT_TACTICS] = "play a Tactics card",
        [EXILE_ACT_REACT] = "play a Reaction",
        [EXILE_ACT_TARGET] = "target",
        [EXILE_ACT_TURN_BACK] = "turn a Memory back",
        [EXILE_ACT_ABILITY] = "use an activated ability",
    };
    _Static_assert(COUNT(names) == EXILE_ACT_KIND_COUNT, "a name for every kind of action");
    return pick(names, COUNT(names), (long)kind);
}

const char *exile_event_kind_name(exile_event_kind kind)
{
    static const char *const names[] = {
        [EXILE_EV_ROUND_START] = "round start", [EXILE_EV_TURN] = "turn",
        [EXILE_EV_CARD_MOVED] = "card moved",   [EXILE_EV_STAMINA] = "Stamina",
        [EXILE_EV_HP] = "HP",                   [EXILE_EV_ATTACK] = "attack",
        [EXILE_EV_DECLARED] = "declared cost",  [EXILE_EV_REVEAL] = "Reveal",
        [EXILE_EV_MATH] = "Math",               [EXILE_EV_ENGAGED] = "Engaged",
        [EXILE_EV_MEMORY] = "Memory",           [EXILE_EV_GEAR] = "Gear",
        [EXILE_EV_SPENT] = "spent",             [EXILE_EV_INITIATIVE] = "Initiative",
        [EXILE_EV_ACTION] = "action",           [EXILE_EV_GAME_OVER] = "game over",
        [EXILE_EV_FIZZLE] = "fizzle",           [EXILE_EV_STUN] = "stun",
        [EXILE_EV_UNLEASHED] = "unleashed",     [EXILE_EV_SHUFFLE] = "shuffle",
    };
    return pick(names, COUNT(names), (long)kind);
}

const char *exile_card_kind_name(exile_card_kind kind)
{
    static const char *const names[] = { "Exile", "Gear", "Move", "Memory", "Token" };
    return pick(names, COUNT(names), (long)kind);
}

const char *exile_move_type_name(exile_move_type type)
{
    static const char *const names[] = { "Attack", "Block", "Combat", "Tactics", "Finisher Attack",
                                         "Finisher Tactics" };
    return pick(names, COUNT(names), (long)type);
}

const char *exile_gear_category_name(exile_gear_category category)
{
    static const char *const names[] = { "Primary Weapon", "Secondary Weapon", "Protective Gear", "Kit" };
    return pick(names, COUNT(names), (long)category);
}
