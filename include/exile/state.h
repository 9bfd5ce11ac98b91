/*
 * libexile: the visible state of a match, typed, and its pending decision.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_STATE_H
#define EXILE_STATE_H

#include <limits.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @file state.h
 * Reading everything a seat may know of a match, one number at a time.
 * Include <exile/exile.h>, not this file.
 */

/**
 * @defgroup state Visible state
 * Everything a seat may know of a match (rulebook §2 Zones, checklist
 * Part F), as numbers, without parsing text.
 *
 * One getter reads one field: exile_match_get() reads a match as a viewer
 * (seat 0, seat 1 or ::EXILE_OMNISCIENT) sees it, exile_view_get() reads a
 * view, and both answer the same for the same viewer. exile_match_get_as()
 * (@since 0.3) is exile_match_get() with the viewer typed
 * (::exile_viewer), so that it cannot be swapped with the seat a field is
 * about; exile_match_get() stays, with its two ints. A getter is a switch
 * and a read: it neither copies nor allocates, so a bot may call it in its
 * inner loop.
 *
 * Each ::exile_field says what its @c seat and @c index arguments mean.
 * An argument a field does not use must be 0. A field that names a card
 * answers a *card index* (describe it with exile_card_name(),
 * exile_card_stat() ...), ::EXILE_CARD_HIDDEN when the viewer cannot see
 * the card, or ::EXILE_CARD_NONE when there is no card. A field that is a
 * yes-or-no question answers 1 or 0.
 *
 * @code
 * int hp = exile_match_get(m, 0, EXILE_FIELD_HP, 1, 0);          // seat 1's HP, as seat 0 sees it
 * int n = exile_match_get(m, 0, EXILE_FIELD_HAND_COUNT, 0, 0);
 * for (int i = 0; i < n; i++)
 *     printf("%s\n", exile_card_name(exile_match_get(m, 0, EXILE_FIELD_HAND_CARD, 0, i)));
 * @endcode
 *
 * @anchor instance_fields
 * **Card instances.** An action names a card by its *instance*
 * (::exile_action, @ref instances), a card field by its card index. So
 * each field that names a card where it lies, and that an action may name
 * (a pile's position, the prepared Finisher, the attack, a Block card, a
 * card on the stack), has a twin ending in `_INSTANCE` that answers the
 * instance of the same card: position @c i of ::EXILE_FIELD_HAND_INSTANCE
 * is the card at position @c i of ::EXILE_FIELD_HAND_CARD, the opponent's
 * hand listed alike (its hidden cards first). Which card an instance is is
 * public (exile_match_instance_card()), so an instance shows its card: an
 * `_INSTANCE` field answers ::EXILE_CARD_HIDDEN exactly where its card
 * field does (the opponent's hidden hand cards, a deck's unseen cards, a
 * face-down attack before its Reveal) and ::EXILE_CARD_NONE where it does,
 * and tells the viewer nothing its card field does not. With
 * exile_action_instance(), which gives the instance an action names, a
 * frontend finds the actions of a card on the board:
 * @code
 * // the legal actions that play the card at position i of my hand
 * int inst = exile_match_get(m, me, EXILE_FIELD_HAND_INSTANCE, me, i);
 * for (size_t k = 0; k < n; k++)
 *     if (exile_action_instance(m, acts[k]) == inst)
 *         show_button_under_card(i, acts[k]);
 * @endcode
 * @{
 */

/**
 * What a getter answers for a bad field, seat, index or viewer, or a NULL
 * handle. No field of a match ever holds this value.
 */
#define EXILE_NO_VALUE INT_MIN

/** A card field with no card there (an empty slot, no attack, a Gear target). */
#define EXILE_CARD_NONE (-2)

/** No card on the stack has more targets than this (§7.5). */
#define EXILE_MAX_TARGETS 3

/** The phases of a round (§5 Turn Structure), and the end of the match. */
typedef enum exile_phase {
    EXILE_PHASE_1 = 1,        /**< Phase 1: Start of Round, its steps one after the other. */
    EXILE_PHASE_2 = 2,        /**< Phase 2: Combat Phase, the players' turns. */
    EXILE_PHASE_GAME_OVER = 3 /**< The match is over (§3.4). */
} exile_phase;

/**
 * Where the round stands (§5): the step the match is in or, while a
 * decision is pending, the step it goes on with once the decision is made.
 * The Pay of an attack, for instance, is a decision (::EXILE_DECISION_PAY)
 * whose step is still ::EXILE_STEP_TURN: the attack's Block step comes once
 * it is paid.
 */
typedef enum exile_step {
    EXILE_STEP_INITIATIVE = 1,       /**< Phase 1: the Momentum Zones settle who holds the Initiative. */
    EXILE_STEP_REFRESH_PASSIVES = 2, /**< Phase 1: the "At the Refresh" Passives, read as Phase 1 begins. */
    EXILE_STEP_REFRESH = 3,          /**< Phase 1: Memories untap, Exiles turn upright, a prepared Finisher is lost. */
    EXILE_STEP_REARM = 4,            /**< Phase 1: each player may rearm one disarmed Gear, both at once. */
    EXILE_STEP_RELOAD = 5,           /**< Phase 1: every Momentum card returns to its owner's hand. */
    EXILE_STEP_REFILL = 6,           /**< Phase 1: hands are refilled to 6 from the decks (Fatigue). */
    EXILE_STEP_UNLOCK = 7,           /**< Phase 1: each player may unlock a Memory, an Upgrade or the Exile. */
    EXILE_STEP_TURN = 8,             /**< Phase 2: a turn begins; its player chooses the action. */
    EXILE_STEP_BLOCK = 9,            /**< An attack's Block step (Action A step 3). */
    EXILE_STEP_REVEAL = 10,          /**< An attack's Reveal & Audit (step 4). */
    EXILE_STEP_REACT = 11,           /**< A React step: after an attack's Reveal, or a Tactics action. */
    EXILE_STEP_MATH = 12,            /**< An attack's Math (step 6): Damage against Block Rating. */
    EXILE_STEP_OUTCOME = 13,         /**< What the attack's outcome does (disarm, Damage, Passives). */
    EXILE_STEP_CLEAR = 14,           /**< The Combat Zone Clear: its cards go where the outcome sends them. */
    EXILE_STEP_ATTACK_END = 15,      /**< The attack is over: speed and success decide the next turn. */
    EXILE_STEP_TURN_END = 16,        /**< The turn ends: floating Stamina is lost, the next turn is settled. */
    EXILE_STEP_ROUND_END = 17,       /**< Both players are out: "At the end of the round" Effects. */
    EXILE_STEP_GAME_OVER = 18,       /**< The match is over. */
    EXILE_STEP_STACK = 19,           /**< Both players passed: the stack resolves from the top. */
    EXILE_STEP_TACTICS_END = 20      /**< A Tactics card played as the action has resolved. */
} exile_step;

/**
 * What the seat to act is asked (exile_match_legal_actions() lists its
 * answers). The notation's decision names are given in brackets.
 */
typedef enum exile_decision_kind {
    EXILE_DECISION_NONE = 0,           /**< Nothing: the match is over. */
    EXILE_DECISION_TURN = 1,           /**< [turn] Choose the turn's action (A to E), after tapping and channeling if you like. */
    EXILE_DECISION_PAY = 2,            /**< [pay] Action A step 2: tap Memories, channel cards, then declare the attack's cost. */
    EXILE_DECISION_BLOCK = 3,          /**< [block] Action A step 3: play a Block card (after paying for it), or take the hit. */
    EXILE_DECISION_EXERT = 4,          /**< [exert] Choose a Move in hand to destroy for the attack's Exert (§6.2). */
    EXILE_DECISION_REACT = 5,          /**< [react] In a React step: play a Reaction, return a Plating Token, or pass. */
    EXILE_DECISION_RECOVER = 6,        /**< [recover] Recover: choose a tapped Memory to untap (§3.1). */
    EXILE_DECISION_SUFFOCATE = 7,      /**< [suffocate] Suffocating: choose one of your untapped Memories to tap (§6.2). */
    EXILE_DECISION_REFRESH_DISCARD = 8,/**< [refresh-discard] At the Refresh, a Passive lets you discard a card to keep the opposing Exile sideways. */
    EXILE_DECISION_REARM = 9,          /**< [rearm] Rearm step: choose a disarmed Gear to rearm, or none; hidden until both chose. */
    EXILE_DECISION_UNLOCK = 10,        /**< [unlock] Unlock step: unlock a Memory, an Upgrade or your Exile, or nothing (§3.3). */
    EXILE_DECISION_TAKE_FROM_RECALL = 11, /**< [take-from-recall] Take a Move of a kind from your Recall Pile to your hand, or stop. */
    EXILE_DECISION_REARM_EFFECT = 12,  /**< [rearm-effect] An Effect lets you rearm one of your disarmed Gear, or not. */
    EXILE_DECISION_TARGET_MOMENTUM = 13, /**< [target-momentum] Choose a target card in your opponent's Momentum Zone. */
    EXILE_DECISION_THROWN_TO_DECK = 14,  /**< [thrown-to-deck] Put the Move with Thrown on top of your deck instead, or not. */
    EXILE_DECISION_LOOK = 15,          /**< [look] Take one of the top cards of your deck you are looking at, or none. */
    EXILE_DECISION_EXTRA_UPGRADE = 16, /**< [extra-upgrade] A Memory lets you unlock the Upgrade of one armed Gear too, or not. */
    EXILE_DECISION_TARGET = 17,        /**< [target] Choose a target for the card being played, on top of the stack (§7.5). */
    EXILE_DECISION_DISCARD = 18,       /**< [discard] Discard a Move of your choice from your hand. */
    EXILE_DECISION_TURN_BACK = 19,     /**< [turn-back] Turn one of your unlocked Memories back to its front. */
    EXILE_DECISION_ABILITY_COST = 20,  /**< [ability-cost] Choose a card of your own Momentum Zone to destroy. */
    EXILE_DECISION_AFTER_ACTION = 21,  /**< [after-action] Use an activated ability after the turn's action, or not (§7.10). */
    EXILE_DECISION_EXILE_DAMAGE = 22,  /**< [exile-damage] Choose which Exile, yours or your opponent's, takes the damage. */
    EXILE_DECISION_LOSE_OR_DESTROY = 23, /**< [lose-or-destroy] Lose the HP, or destroy that many cards of your Momentum Zone. */
    EXILE_DECISION_DESTROY_OWN = 24,   /**< [destroy-own] Destroy one of your Moves (hand or Momentum Zone) to deal Direct Damage, or not. */
    EXILE_DECISION_EXCHANGE = 25,      /**< [exchange] An exchange of attacks: put a card of your hand face-down. */
    EXILE_DECISION_LOSE_HP = 26,       /**< [lose-hp] Lose 1 HP more for the Finisher Attack being played (+1 Damage), or stop. */
    EXILE_DECISION_DESTROY_FOR_UNBLOCKABLE = 27, /**< [destroy-for-unblockable] Destroy cards of your Momentum Zone to make the attack unblockable, or not. */
    EXILE_DECISION_DISARM_OWN = 28     /**< [disarm-own] Choose which of your armed weapons (Primary or Secondary) to disarm. */
} exile_decision_kind;

/** What kind of card a decision takes (::EXILE_FIELD_DECISION_TAKES). */
typedef enum exile_decision_takes {
    EXILE_TAKES_ANY = 0,          /**< Any card the decision offers. */
    EXILE_TAKES_THROWN = 1,       /**< A Move with Thrown. */
    EXILE_TAKES_FIGHTING = 2,     /**< A fighting Move: an Attack, a Block, a Combat card or a Finisher Attack. */
    EXILE_TAKES_WEAPON = 3,       /**< A weapon: the Primary or the Secondary Weapon. */
    EXILE_TAKES_COST_BELOW = 4,   /**< A card whose cost is below ::EXILE_FIELD_DECISION_BELOW. */
    EXILE_TAKES_DAMAGE_BELOW = 5, /**< A card whose printed Damage is below ::EXILE_FIELD_DECISION_BELOW. */
    EXILE_TAKES_BLOCK_BELOW = 6   /**< A card whose printed Block Rating is below ::EXILE_FIELD_DECISION_BELOW. */
} exile_decision_takes;

/** What a target in a Momentum Zone undergoes (::EXILE_FIELD_DECISION_DOES). */
typedef enum exile_decision_does {
    EXILE_DOES_DESTROY = 0, /**< It is destroyed. */
    EXILE_DOES_RETURN = 1,  /**< It returns to its owner's hand. */
    EXILE_DOES_SEND = 2     /**< It is sent to its owner's Recall Pile. */
} exile_decision_does;

/**
 * The fields of a match. "seat" and "index" name the getter's arguments;
 * where a field does not use one, it must be 0. Fields are grouped, and
 * new ones are only ever added within their group: the match (0–99); a
 * seat (100–199: without an index 100–129, by Memory slot 130–139, by Gear
 * slot 140–149, by Token kind 150–159, by position in a pile 160–199); the
 * Combat Zone (200–299); the stack (300–399); the pending decision
 * (400–499). A count field gives how many positions its pile has.
 */
typedef enum exile_field {
    /* ---- the match ---- */
    EXILE_FIELD_ROUND = 0,        /**< The round, from 1. */
    EXILE_FIELD_MAX_ROUNDS = 1,   /**< The last round: after it the match ends by the round-limit house rule. */
    EXILE_FIELD_PHASE = 2,        /**< An ::exile_phase. */
    EXILE_FIELD_STEP = 3,         /**< An ::exile_step. */
    EXILE_FIELD_FIRST_PLAYER = 4, /**< The seat that played first (§2 Setup). */
    EXILE_FIELD_INITIATIVE = 5,   /**< The seat holding the Initiative: it unlocks first and takes the round's first turn (§5). */
    EXILE_FIELD_TURN = 6,         /**< The seat whose turn it is in Phase 2; -1 in Phase 1 and once the match is over. */
    EXILE_FIELD_NEXT_TURN = 7,    /**< The seat the next turn goes to as the action under way stands (§5: a successful or Quick attack keeps it); -1 outside Phase 2. */
    EXILE_FIELD_WINNER = 8,       /**< -1 while the match runs; the winning seat; 2 a draw (§3.4). */
    EXILE_FIELD_ACTION_COUNT = 9, /**< The actions applied since the match began. */
    EXILE_FIELD_FLAGS = 10,       /**< The match's ::exile_match_flags (the permissive bluff mode). */
    EXILE_FIELD_SUPPLY = 11,      /**< index: a Token kind's card index. The Tokens of that kind in the supply (§4.5). */

    /* ---- a seat (seat 0 or 1), no index ---- */
    EXILE_FIELD_HP = 100,                      /**< The Exile's HP; below 1 the seat loses (§3.4). */
    EXILE_FIELD_STAMINA = 101,                 /**< Floating Stamina: made and not yet spent; lost at the end of the turn (§3.1). */
    EXILE_FIELD_ENGAGED = 102,                 /**< The Exile is sideways: each of its Block cards counts 1 less (§3.1 Engaged). */
    EXILE_FIELD_SPENT = 103,                   /**< Out of the round: no more turns, blocks or Reactions (§5 Phase 2: Slow, End, Out). */
    EXILE_FIELD_UNLEASHED = 104,               /**< The Exile is unleashed: its back side works (§3.3). */
    EXILE_FIELD_STUNNED = 105,                 /**< The seat is stunned in this turn: an attack against it can be neither blocked nor reacted to (§5 Stun). */
    EXILE_FIELD_STUN_PENDING = 106,            /**< The seat will be stunned in its opponent's next turn (a successful Stunning attack). */
    EXILE_FIELD_EXILE = 107,                   /**< The card index of the seat's Exile. */
    EXILE_FIELD_PREPARED = 108,                /**< The prepared Finisher, face-up on its Gear (§5 Action D): a card, or ::EXILE_CARD_NONE. */
    EXILE_FIELD_PREPARED_COST = 109,           /**< The Stamina paid to prepare it, its declared cost; -1 with none prepared. */
    EXILE_FIELD_FINISHER_DUE = 110,            /**< The seat's next turn must play its prepared Finisher (§5 Action E). */
    EXILE_FIELD_ATTACKED = 111,                /**< The seat has attacked this round. */
    EXILE_FIELD_ATTACKED_FACE_DOWN = 112,      /**< The seat has made a face-down attack this round. */
    EXILE_FIELD_SUCCESSES = 113,               /**< The seat's successful attacks this round. */
    EXILE_FIELD_HEALED = 114,                  /**< The seat has healed this round. */
    EXILE_FIELD_NEXT_ATTACK_DAMAGE = 115,      /**< +Damage an Effect gave the seat's next attack this round. */
    EXILE_FIELD_NEXT_ATTACK_OVERCOMMIT = 116,  /**< Overcommit an Effect gave the seat's next attack this round. */
    EXILE_FIELD_SLOW_NOT_SPENT = 117,          /**< The seat's next Slow attack this round does not make it spent. */
    EXILE_FIELD_KEPT_SIDEWAYS = 118,           /**< A Passive keeps this Exile sideways at the coming Refresh. */
    EXILE_FIELD_DESTROY_PASSIVE_USED = 119,    /**< A "Once per round, whenever one of your Moves is destroyed" Passive of the seat (each card has its own) was used this round. */
    EXILE_FIELD_REARM_PICK = 120,              /**< The Gear slot the seat chose at the Rearm step, kept hidden until both chose: -1 with none chosen; ::EXILE_CARD_HIDDEN to the other seat. */
    EXILE_FIELD_EXCHANGE_CARD = 121,           /**< The card the seat put face-down in an exchange of attacks, hidden until both chose: a card, ::EXILE_CARD_NONE, or ::EXILE_CARD_HIDDEN to the other seat. */
    EXILE_FIELD_DECK_COUNT = 122,              /**< The cards in the seat's deck (public, §2 Zones). */
    EXILE_FIELD_HAND_COUNT = 123,              /**< The cards in the seat's hand (counts are public). */
    EXILE_FIELD_RECALL_COUNT = 124,            /**< The cards in the seat's Recall Pile. */
    EXILE_FIELD_DESTROYED_COUNT = 125,         /**< The cards in the seat's Destroyed Pile. */
    EXILE_FIELD_MOMENTUM_COUNT = 126,          /**< The cards in the seat's Momentum Zone: its successful attacks and blocks this round. */
    EXILE_FIELD_ATTACHED_COUNT = 127,          /**< The cards and Tokens attached to the seat's Exile, its Gear and its attached cards (§7.12). */
    EXILE_FIELD_PREPARED_INSTANCE = 128,       /**< The card instance of ::EXILE_FIELD_PREPARED, the Finisher that ::EXILE_ACT_FINISHER plays (see @ref instance_fields). @since 0.3 */

    /* ---- a seat; index: a Memory slot, 0 to 2 ---- */
    EXILE_FIELD_MEMORY_CARD = 130,             /**< The Memory's card index. */
    EXILE_FIELD_MEMORY_UNLOCKED = 131,         /**< The Memory shows its unlocked side, its Mantra (§4.4). */
    EXILE_FIELD_MEMORY_TAPPED = 132,           /**< The Memory is tapped: it gives no Stamina until it untaps at the Refresh (§3.1). */
    EXILE_FIELD_MEMORY_STAMINA = 133,          /**< The Stamina the Memory gives when tapped: 1 locked, its Mantra's once unlocked (§4.4). */

    /* ---- a seat; index: a Gear slot, an ::exile_gear_category ---- */
    EXILE_FIELD_GEAR_CARD = 140,               /**< The Gear's card index. */
    EXILE_FIELD_GEAR_ARMED = 141,              /**< The Gear is armed: its Moves can be played and its Passives work; disarmed, it waits for the Rearm (§7.5). */
    EXILE_FIELD_GEAR_UPGRADED = 142,           /**< The Gear shows its Upgrade side (§4.3). */
    EXILE_FIELD_GEAR_TOKENS = 143,             /**< The Tokens attached to that Gear ("this Gear"). */
    EXILE_FIELD_GEAR_ABILITY_USED = 144,       /**< The Gear's "Once per round" activated ability was used this round (§7.10). */

    /* ---- a seat; index: a Token kind's card index ---- */
    EXILE_FIELD_EXILE_TOKENS = 150,            /**< The Tokens of that kind attached to the Exile itself (Bleed, Aim, Plating: §4.5). */

    /* ---- a seat; index: a position in a pile, from 0 ---- */
    EXILE_FIELD_DECK_CARD = 160,               /**< A card of the deck, the top 0: hidden but when an Effect put it there face-up, or its owner is looking at it (§2 Zones, Deck) or put it on the bottom after a look (§6.4 #16). */
    EXILE_FIELD_DECK_FACE_UP = 161,            /**< A card of the deck, the top 0, lies face-up: an Effect put it there so, and it is public until it leaves. */
    EXILE_FIELD_HAND_CARD = 162,               /**< A card of the hand. No hand is ever shown (§7.5): the opponent sees its Tokens, which have a back of their own, and the Moves it saw go in (a Recall, a return to hand), and reads the hidden cards first. */
    EXILE_FIELD_RECALL_CARD = 163,             /**< A card of the Recall Pile, the oldest 0: face-up, open to both (§2 Zones). */
    EXILE_FIELD_DESTROYED_CARD = 164,          /**< A card of the Destroyed Pile, the oldest 0. */
    EXILE_FIELD_MOMENTUM_CARD = 165,           /**< A card of the Momentum Zone, the first to enter 0. */
    EXILE_FIELD_MOMENTUM_AS_BLOCK = 166,       /**< That Momentum card entered as a successful block: there its cost is its block cost. */
    EXILE_FIELD_ATTACHED_CARD = 167,           /**< A card attached (§7.12), or a Token's kind (§4.5). */
    EXILE_FIELD_ATTACHED_ON_CARD = 168,        /**< The position of the attached card that Token lies on as a counter (§4.5), or -1. */
    EXILE_FIELD_ATTACHED_ON_GEAR = 169,        /**< The Gear slot that Token is attached to ("this Gear"), or -1. */
    EXILE_FIELD_ATTACHED_COUNTERS = 170,       /**< The Tokens lying as counters on that attached card. */
    EXILE_FIELD_DECK_INSTANCE = 171,           /**< The card instance of ::EXILE_FIELD_DECK_CARD at that position (see @ref instance_fields). @since 0.3 */
    EXILE_FIELD_HAND_INSTANCE = 172,           /**< The card instance of ::EXILE_FIELD_HAND_CARD at that position: what the actions that play the card name. @since 0.3 */
    EXILE_FIELD_RECALL_INSTANCE = 173,         /**< The card instance of ::EXILE_FIELD_RECALL_CARD at that position. @since 0.3 */
    EXILE_FIELD_DESTROYED_INSTANCE = 174,      /**< The card instance of ::EXILE_FIELD_DESTROYED_CARD at that position. @since 0.3 */
    EXILE_FIELD_MOMENTUM_INSTANCE = 175,       /**< The card instance of ::EXILE_FIELD_MOMENTUM_CARD at that position. @since 0.3 */
    EXILE_FIELD_ATTACHED_INSTANCE = 176,       /**< The card instance of ::EXILE_FIELD_ATTACHED_CARD at that position (a Plating Token to return, a Token to choose). @since 0.3 */

    /* ---- the Combat Zone: seat 0 ---- */
    EXILE_FIELD_ATTACK = 200,            /**< The attack in the Combat Zone: a card, ::EXILE_CARD_HIDDEN face-down before its Reveal (but to its attacker), or ::EXILE_CARD_NONE. The ATTACKER and ATTACK_... fields below are -1 without one. */
    EXILE_FIELD_ATTACKER = 201,          /**< The seat that made the attack. */
    EXILE_FIELD_ATTACK_FACE_DOWN = 202,  /**< It was played face-down (§5 Action A step 1). */
    EXILE_FIELD_ATTACK_REVEALED = 203,   /**< A face-down attack has been revealed (step 4). */
    EXILE_FIELD_ATTACK_DECLARED = 204,   /**< Its declared cost, public even face-down (§7.7); 0 before the Pay. */
    EXILE_FIELD_ATTACK_UNBLOCKABLE = 205,/**< It cannot be blocked (Stealth, a stun turn, a Finisher Attack, an Effect). */
    EXILE_FIELD_ATTACK_SPEED = 206,      /**< 0 none, 1 Quick, 2 Slow, as last given (§7.8); -1 while the viewer cannot see the card. */
    EXILE_FIELD_ATTACK_DAMAGE_MOD = 207, /**< The Damage modifiers of its React step (a Plating Token: -1 each). */
    EXILE_FIELD_ATTACK_FINISHER = 208,   /**< It is a Finisher Attack (§5 Action E). */
    EXILE_FIELD_ATTACK_STUN = 209,       /**< It is made in a stun turn: the defender is stunned against it. */
    EXILE_FIELD_ATTACK_HP_LOST = 210,    /**< The HP its attacker lost as it was played, +1 Damage each. */
    EXILE_FIELD_ATTACK_OUTCOME = 211,    /**< -1 before the Math; then 1 successful, 0 not (§5 Action A step 6). */
    EXILE_FIELD_BLOCK_COUNT = 212,       /**< The Block cards in the Combat Zone, the defender's. */
    EXILE_FIELD_BLOCK_CARD = 213,        /**< index: a position, the first played 0. Block cards are face-up. */
    EXILE_FIELD_ATTACK_INSTANCE = 214,   /**< The card instance of ::EXILE_FIELD_ATTACK: hidden, or ::EXILE_CARD_NONE, as that field is. @since 0.3 */
    EXILE_FIELD_BLOCK_INSTANCE = 215,    /**< index: a position. The card instance of ::EXILE_FIELD_BLOCK_CARD there. @since 0.3 */

    /* ---- the stack: seat 0 ---- */
    EXILE_FIELD_STACK_COUNT = 300,       /**< The Tactics cards on the stack (§5 The React Step & The Stack). */
    EXILE_FIELD_STACK_CARD = 301,        /**< index: a position, the bottom 0. The card, face-up. */
    EXILE_FIELD_STACK_PLAYER = 302,      /**< index: a position. The seat that played it. */
    EXILE_FIELD_STACK_AS_ACTION = 303,   /**< index: a position. It was played as the turn's action (Action B or E), not as a Reaction. */
    EXILE_FIELD_STACK_RESOLVING = 304,   /**< index: a position. Its Effects are resolving. */
    EXILE_FIELD_STACK_TARGET_COUNT = 305,/**< index: a position. Its targets chosen so far. */
    EXILE_FIELD_STACK_TARGET_CARD = 306, /**< index: position × ::EXILE_MAX_TARGETS + target. The card it targets, or ::EXILE_CARD_NONE for a Gear. */
    EXILE_FIELD_STACK_TARGET_SEAT = 307, /**< index: as above. The seat whose card or Gear it targets. */
    EXILE_FIELD_STACK_TARGET_GEAR = 308, /**< index: as above. The Gear slot it targets, or -1 for a card. */
    EXILE_FIELD_STACK_INSTANCE = 309,    /**< index: a position. The card instance of ::EXILE_FIELD_STACK_CARD there. @since 0.3 */

    /* ---- the pending decision: seat 0 ---- */
    EXILE_FIELD_DECISION = 400,          /**< An ::exile_decision_kind. */
    EXILE_FIELD_DECISION_SEAT = 401,     /**< The seat to decide; -1 once the match is over. */
    EXILE_FIELD_DECISION_CARD = 402,     /**< The card the decision is about (the attack, the card being played or targeting, the Finisher due, the Move with Thrown, the card whose exchange it is), or ::EXILE_CARD_NONE. */
    EXILE_FIELD_DECISION_MIN = 403,      /**< The least the decision takes, this choice included: cards, Memories, targets; for Pay the least cost it may declare. -1 when it counts nothing, or cannot be seen. */
    EXILE_FIELD_DECISION_MAX = 404,      /**< The most it takes, as above; for Pay the highest cost its Stamina can reach (seen by the attacker only). -1 likewise. */
    EXILE_FIELD_DECISION_AMOUNT = 405,   /**< The number the decision is about: the cards looked at, the damage, the HP to lose, the Direct Damage; -1 for none. */
    EXILE_FIELD_DECISION_TAKES = 406,    /**< An ::exile_decision_takes: what kind of card it takes; -1 with no decision. */
    EXILE_FIELD_DECISION_BELOW = 407,    /**< With a ..._BELOW kind of card: the number the card must be below; else -1. */
    EXILE_FIELD_DECISION_DOES = 408      /**< An ::exile_decision_does for a target in a Momentum Zone; else -1. */
} exile_field;

/**
 * Reads one field of a match as a viewer sees it. The call of 0.2, kept as
 * it was: @p viewer and @p seat are both ints, which the compiler lets a
 * caller swap; exile_match_get_as() types the viewer.
 * @param[in] m the match.
 * @param[in] viewer 0 or 1, or ::EXILE_OMNISCIENT to see every card.
 * @param[in] field what to read.
 * @param[in] seat the seat the field is about (0 or 1), or 0.
 * @param[in] index what the field says, or 0.
 * @returns the value; ::EXILE_NO_VALUE for a NULL match, a viewer other
 *          than 0, 1 or 2, an unknown field, or a seat or index out of range.
 * @since 0.2
 */
EXILE_API int exile_match_get(const exile_match *m, int viewer, exile_field field, int seat, int index);

/**
 * Who reads a match: seat 0 or 1, or ::EXILE_OMNISCIENT, the referee who
 * sees every card. exile_match_get() takes the viewer and the seat a field
 * is about as two ints side by side, and swapped they still compile, and
 * read another seat's knowledge; exile_match_get_as() takes the viewer as
 * this struct, so that a seat passed for the viewer, or the viewer for a
 * seat, is a compile error. Make one with exile_viewer_of().
 * @since 0.3
 */
typedef struct exile_viewer {
    int seat; /**< 0, 1 or ::EXILE_OMNISCIENT. */
} exile_viewer;

/** The viewer @p seat: 0, 1 or ::EXILE_OMNISCIENT. @since 0.3 */
static inline exile_viewer exile_viewer_of(int seat)
{
    exile_viewer v;
    v.seat = seat;
    return v;
}

/**
 * Reads one field of a match as @p viewer sees it: what exile_match_get()
 * answers for @c viewer.seat, with the viewer typed apart from the seat.
 * @code
 * exile_viewer me = exile_viewer_of(0);
 * int their_hp = exile_match_get_as(m, me, EXILE_FIELD_HP, 1, 0);
 * // exile_match_get_as(m, 1, EXILE_FIELD_HP, me, 0) does not compile
 * @endcode
 * @param[in] m the match.
 * @param[in] viewer who reads.
 * @param[in] field what to read.
 * @param[in] seat the seat the field is about (0 or 1), or 0.
 * @param[in] index what the field says, or 0.
 * @returns as exile_match_get(): the value; ::EXILE_NO_VALUE for a NULL
 *          match, a viewer seat other than 0, 1 or 2, an unknown field,
 *          or a seat or index out of range.
 * @since 0.3
 */
EXILE_API int exile_match_get_as(const exile_match *m, exile_viewer viewer, exile_field field, int seat, int index);

/**
 * Reads one field of a view: what exile_match_get() answers for the view's
 * seat on the match the view was taken of.
 * @param[in] v the view.
 * @param[in] field what to read.
 * @param[in] seat the seat the field is about (0 or 1), or 0.
 * @param[in] index what the field says, or 0.
 * @returns the value; ::EXILE_NO_VALUE for a NULL view, an unknown field, or
 *          a seat or index out of range.
 * @since 0.2
 */
EXILE_API int exile_view_get(const exile_view *v, exile_field field, int seat, int index);

/**
 * Refreshes a view in place with the match as it is now, for the same seat,
 * without allocating.
 * @param[in,out] v the view.
 * @param[in] m the match (any match: the view takes its state).
 * @returns ::EXILE_OK, or ::EXILE_E_INVALID_ARGUMENT for NULL (the view is
 *          then unchanged).
 * @since 0.2
 */
EXILE_API exile_status exile_view_update(exile_view *v, const exile_match *m);

/** No prompt of exile_match_prompt() is longer than this, its terminating NUL included. */
#define EXILE_PROMPT_MAX 256u

/**
 * Writes one line in words saying what the pending decision asks, for a
 * viewer: to the seat deciding, what it is asked ("Block step: Glass Needle
 * attacks face-up for 3; play a Block card or take the hit"); to the other
 * seat, what it waits for ("Brannoch Vey (seat 1) is choosing its Rearm
 * pick"), naming no card it cannot see. A seat is named by its Exile. Once
 * the match is over, who won.
 * @param[in] m the match.
 * @param[in] viewer 0, 1, or ::EXILE_OMNISCIENT (the prompt of the seat deciding).
 * @param[out] buf receives the terminated text; may be NULL when @p cap is 0.
 * @param[in] cap the size of @p buf.
 * @param[out] out_len when not NULL, receives the length of the text (its
 *             NUL not counted), whether it fitted or not.
 * @returns ::EXILE_OK, ::EXILE_E_INVALID_ARGUMENT (NULL match, a bad viewer,
 *          NULL @p buf with @p cap above 0), ::EXILE_E_BUFFER_TOO_SMALL
 *          (then @p buf holds the text cut short and terminated, when
 *          @p cap is above 0).
 * @since 0.2
 */
EXILE_API exile_status exile_match_prompt(const exile_match *m, int viewer, char *buf, size_t cap, size_t *out_len);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* EXILE_STATE_H */
