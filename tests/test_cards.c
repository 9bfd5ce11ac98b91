/*
 * Client test of the card database (exile.h, group "cards"), against the
 * printed list of Box 1 (box1-cards.md). Uses only the public header.
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <limits.h>
#include <string.h>

#include <exile/exile.h>

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

/* The 59 cards of Box 1: 2 Exiles, 8 Gear, 40 Moves, 6 Memories, 3 Tokens. */
static const struct {
    const char *code, *name;
    exile_card_kind kind;
} box1_cards[] = {
    { "EXL-01", "Lark Sevrin", EXILE_CARD_EXILE },
    { "EXL-02", "Brannoch Vey", EXILE_CARD_EXILE },
    { "GR-01", "Whisper Coil", EXILE_CARD_GEAR },
    { "GR-02", "Tidebreaker", EXILE_CARD_GEAR },
    { "GR-03", "Needle Sling", EXILE_CARD_GEAR },
    { "GR-04", "Arc Hook", EXILE_CARD_GEAR },
    { "GR-05", "Faraday Veil", EXILE_CARD_GEAR },
    { "GR-06", "Bastion Plate", EXILE_CARD_GEAR },
    { "GR-07", "Ghost Ledger", EXILE_CARD_GEAR },
    { "GR-08", "Ember Satchel", EXILE_CARD_GEAR },
    { "MV-001", "False Thread", EXILE_CARD_MOVE },
    { "MV-002", "Blind Coil", EXILE_CARD_MOVE },
    { "MV-003", "Unlit Passage", EXILE_CARD_MOVE },
    { "MV-004", "Wire Ward", EXILE_CARD_MOVE },
    { "MV-005", "Severance", EXILE_CARD_MOVE },
    { "MV-006", "Surge Swing", EXILE_CARD_MOVE },
    { "MV-007", "Tidal Crush", EXILE_CARD_MOVE },
    { "MV-008", "Undertow", EXILE_CARD_MOVE },
    { "MV-009", "Rolling Weight", EXILE_CARD_MOVE },
    { "MV-010", "The Sea Wall Falls", EXILE_CARD_MOVE },
    { "MV-011", "Glass Needle", EXILE_CARD_MOVE },
    { "MV-012", "Marking Dart", EXILE_CARD_MOVE },
    { "MV-013", "Last Needle", EXILE_CARD_MOVE },
    { "MV-014", "Recoil Shot", EXILE_CARD_MOVE },
    { "MV-015", "Needle Storm", EXILE_CARD_MOVE },
    { "MV-016", "Drag Down", EXILE_CARD_MOVE },
    { "MV-017", "Arc Lash", EXILE_CARD_MOVE },
    { "MV-018", "Gaff Hook", EXILE_CARD_MOVE },
    { "MV-019", "Spite Chain", EXILE_CARD_MOVE },
    { "MV-020", "Reel and Rend", EXILE_CARD_MOVE },
    { "MV-021", "Grounding Fold", EXILE_CARD_MOVE },
    { "MV-022", "Snare Mesh", EXILE_CARD_MOVE },
    { "MV-023", "Static Drape", EXILE_CARD_MOVE },
    { "MV-024", "Veil Snap", EXILE_CARD_MOVE },
    { "MV-025", "Faraday Collapse", EXILE_CARD_MOVE },
    { "MV-026", "Spiked Rampart", EXILE_CARD_MOVE },
    { "MV-027", "Hold the Line", EXILE_CARD_MOVE },
    { "MV-028", "Oathbound Guard", EXILE_CARD_MOVE },
    { "MV-029", "Rampart Bash", EXILE_CARD_MOVE },
    { "MV-030", "Juggernaut", EXILE_CARD_MOVE },
    { "MV-031", "Second Sight", EXILE_CARD_MOVE },
    { "MV-032", "Deferred Pain", EXILE_CARD_MOVE },
    { "MV-033", "Slip the Guard", EXILE_CARD_MOVE },
    { "MV-034", "Cut the Signal", EXILE_CARD_MOVE },
    { "MV-035", "Erasure", EXILE_CARD_MOVE },
    { "MV-036", "Stoke the Furnace", EXILE_CARD_MOVE },
    { "MV-037", "Iron Brand", EXILE_CARD_MOVE },
    { "MV-038", "Oath of Ruin", EXILE_CARD_MOVE },
    { "MV-039", "Writ of Seizure", EXILE_CARD_MOVE },
    { "MV-040", "Verdict of the Doctrine", EXILE_CARD_MOVE },
    { "MEM-01", "The Lantern Vigil", EXILE_CARD_MEMORY },
    { "MEM-02", "The Unwritten Name", EXILE_CARD_MEMORY },
    { "MEM-03", "Salt on the Threshold", EXILE_CARD_MEMORY },
    { "MEM-04", "The Furnace Oath", EXILE_CARD_MEMORY },
    { "MEM-05", "The Broken Seal", EXILE_CARD_MEMORY },
    { "MEM-06", "Ash of Hollowmere", EXILE_CARD_MEMORY },
    { "TK-01", "Bleed Token", EXILE_CARD_TOKEN },
    { "TK-02", "Aim Token", EXILE_CARD_TOKEN },
    { "TK-03", "Plating Token", EXILE_CARD_TOKEN },
};

/* Every Move's numbers as printed: cost (attack cost of a Combat card), block
 * cost (a Block's one cost, a Combat card's second cost, else -1), damage,
 * block, channel, speed (0 none, 1 Quick, 2 Slow). */
static const struct {
    const char *code, *gear;
    exile_move_type type;
    int cost, block_cost, damage, block, channel, speed;
} box1_moves[] = {
    { "MV-001", "GR-01", EXILE_MOVE_ATTACK, 1, -1, 2, -1, 1, 1 },
    { "MV-002", "GR-01", EXILE_MOVE_COMBAT, 2, 1, 3, 2, 1, 0 },
    { "MV-003", "GR-01", EXILE_MOVE_ATTACK, 2, -1, 2, -1, 1, 0 },
    { "MV-004", "GR-01", EXILE_MOVE_COMBAT, 1, 1, 1, 2, 1, 1 },
    { "MV-005", "GR-01", EXILE_MOVE_FINISHER_ATTACK, 4, -1, 6, -1, 3, 1 },
    { "MV-006", "GR-02", EXILE_MOVE_ATTACK, 2, -1, 3, -1, 1, 0 },
    { "MV-007", "GR-02", EXILE_MOVE_ATTACK, 3, -1, 6, -1, 0, 2 },
    { "MV-008", "GR-02", EXILE_MOVE_ATTACK, 1, -1, 1, -1, 2, 1 },
    { "MV-009", "GR-02", EXILE_MOVE_COMBAT, 2, 2, 2, 2, 1, 0 },
    { "MV-010", "GR-02", EXILE_MOVE_FINISHER_ATTACK, 5, -1, 6, -1, 3, 2 },
    { "MV-011", "GR-03", EXILE_MOVE_ATTACK, 0, -1, 1, -1, 0, 1 },
    { "MV-012", "GR-03", EXILE_MOVE_ATTACK, 1, -1, 2, -1, 1, 0 },
    { "MV-013", "GR-03", EXILE_MOVE_ATTACK, 1, -1, 3, -1, 0, 0 },
    { "MV-014", "GR-03", EXILE_MOVE_COMBAT, 1, 0, 2, 1, 2, 0 },
    { "MV-015", "GR-03", EXILE_MOVE_FINISHER_ATTACK, 4, -1, 5, -1, 3, 0 },
    { "MV-016", "GR-04", EXILE_MOVE_ATTACK, 2, -1, 2, -1, 1, 0 },
    { "MV-017", "GR-04", EXILE_MOVE_ATTACK, 1, -1, 2, -1, 1, 1 },
    { "MV-018", "GR-04", EXILE_MOVE_COMBAT, 2, 1, 3, 2, 1, 0 },
    { "MV-019", "GR-04", EXILE_MOVE_COMBAT, 1, 1, 1, 2, 1, 0 },
    { "MV-020", "GR-04", EXILE_MOVE_FINISHER_TACTICS, 3, -1, -1, -1, 3, 1 },
    { "MV-021", "GR-05", EXILE_MOVE_BLOCK, 2, 2, -1, 2, 1, 0 },
    { "MV-022", "GR-05", EXILE_MOVE_BLOCK, 2, 2, -1, 3, 1, 0 },
    { "MV-023", "GR-05", EXILE_MOVE_BLOCK, 0, 0, -1, 1, 1, 0 },
    { "MV-024", "GR-05", EXILE_MOVE_COMBAT, 1, 1, 2, 2, 1, 0 },
    { "MV-025", "GR-05", EXILE_MOVE_FINISHER_TACTICS, 3, -1, -1, -1, 3, 1 },
    { "MV-026", "GR-06", EXILE_MOVE_BLOCK, 1, 1, -1, 2, 1, 0 },
    { "MV-027", "GR-06", EXILE_MOVE_BLOCK, 2, 2, -1, 2, 1, 0 },
    { "MV-028", "GR-06", EXILE_MOVE_BLOCK, 1, 1, -1, 1, 2, 0 },
    { "MV-029", "GR-06", EXILE_MOVE_COMBAT, 2, 1, 2, 2, 1, 0 },
    { "MV-030", "GR-06", EXILE_MOVE_FINISHER_ATTACK, 4, -1, 5, -1, 3, 0 },
    { "MV-031", "GR-07", EXILE_MOVE_TACTICS, 1, -1, -1, -1, 1, 1 },
    { "MV-032", "GR-07", EXILE_MOVE_TACTICS, 2, -1, -1, -1, 1, 0 },
    { "MV-033", "GR-07", EXILE_MOVE_TACTICS, 1, -1, -1, -1, 1, 0 },
    { "MV-034", "GR-07", EXILE_MOVE_TACTICS, 1, -1, -1, -1, 1, 0 },
    { "MV-035", "GR-07", EXILE_MOVE_FINISHER_TACTICS, 3, -1, -1, -1, 3, 2 },
    { "MV-036", "GR-08", EXILE_MOVE_TACTICS, 1, -1, -1, -1, 1, 1 },
    { "MV-037", "GR-08", EXILE_MOVE_TACTICS, 2, -1, -1, -1, 1, 2 },
    { "MV-038", "GR-08", EXILE_MOVE_TACTICS, 1, -1, -1, -1, 1, 0 },
    { "MV-039", "GR-08", EXILE_MOVE_TACTICS, 3, -1, -1, -1, 0, 0 },
    { "MV-040", "GR-08", EXILE_MOVE_FINISHER_TACTICS, 4, -1, -1, -1, 3, 0 },
};

/* Every printed keyword of a Move, per column, with its [X] (0 if none). A
 * Move with one column prints its keywords in both (§4.1, Two costs). */
static const struct {
    const char *code;
    exile_keyword kw;
    exile_column column;
    int value;
} box1_keywords[] = {
    { "MV-001", EXILE_KW_FEINT, EXILE_COLUMN_ATTACK, 1 },
    { "MV-001", EXILE_KW_FEINT, EXILE_COLUMN_BLOCK, 1 },
    { "MV-002", EXILE_KW_AMBUSH, EXILE_COLUMN_ATTACK, 2 },
    { "MV-003", EXILE_KW_STEALTH, EXILE_COLUMN_ATTACK, 0 },
    { "MV-003", EXILE_KW_STEALTH, EXILE_COLUMN_BLOCK, 0 },
    { "MV-003", EXILE_KW_PUNISHING, EXILE_COLUMN_ATTACK, 1 },
    { "MV-003", EXILE_KW_PUNISHING, EXILE_COLUMN_BLOCK, 1 },
    { "MV-004", EXILE_KW_DISARMING_BLOCK, EXILE_COLUMN_BLOCK, 0 },
    { "MV-006", EXILE_KW_OVERCOMMIT, EXILE_COLUMN_ATTACK, 2 },
    { "MV-006", EXILE_KW_OVERCOMMIT, EXILE_COLUMN_BLOCK, 2 },
    { "MV-007", EXILE_KW_CRUSHING, EXILE_COLUMN_ATTACK, 0 },
    { "MV-007", EXILE_KW_CRUSHING, EXILE_COLUMN_BLOCK, 0 },
    { "MV-007", EXILE_KW_EXERT, EXILE_COLUMN_ATTACK, 1 },
    { "MV-007", EXILE_KW_EXERT, EXILE_COLUMN_BLOCK, 1 },
    { "MV-008", EXILE_KW_CASCADING, EXILE_COLUMN_ATTACK, 0 },
    { "MV-008", EXILE_KW_CASCADING, EXILE_COLUMN_BLOCK, 0 },
    { "MV-009", EXILE_KW_MOMENTOUS, EXILE_COLUMN_ATTACK, 0 },
    { "MV-009", EXILE_KW_MOMENTOUS, EXILE_COLUMN_BLOCK, 0 },
    { "MV-010", EXILE_KW_DEFIANT, EXILE_COLUMN_ATTACK, 0 },
    { "MV-010", EXILE_KW_DEFIANT, EXILE_COLUMN_BLOCK, 0 },
    { "MV-011", EXILE_KW_THROWN, EXILE_COLUMN_ATTACK, 0 },
    { "MV-011", EXILE_KW_THROWN, EXILE_COLUMN_BLOCK, 0 },
    { "MV-012", EXILE_KW_THROWN, EXILE_COLUMN_ATTACK, 0 },
    { "MV-012", EXILE_KW_THROWN, EXILE_COLUMN_BLOCK, 0 },
    { "MV-012", EXILE_KW_RANGED, EXILE_COLUMN_ATTACK, 0 },
    { "MV-012", EXILE_KW_RANGED, EXILE_COLUMN_BLOCK, 0 },
    { "MV-013", EXILE_KW_SINGLE_USE, EXILE_COLUMN_ATTACK, 0 },
    { "MV-013", EXILE_KW_SINGLE_USE, EXILE_COLUMN_BLOCK, 0 },
    { "MV-013", EXILE_KW_THROWN, EXILE_COLUMN_ATTACK, 0 },
    { "MV-013", EXILE_KW_THROWN, EXILE_COLUMN_BLOCK, 0 },
    { "MV-013", EXILE_KW_PIERCING, EXILE_COLUMN_ATTACK, 2 },
    { "MV-013", EXILE_KW_PIERCING, EXILE_COLUMN_BLOCK, 2 },
    { "MV-014", EXILE_KW_RANGED, EXILE_COLUMN_ATTACK, 0 },
    { "MV-014", EXILE_KW_DISENGAGING, EXILE_COLUMN_ATTACK, 0 },
    { "MV-015", EXILE_KW_RANGED, EXILE_COLUMN_ATTACK, 0 },
    { "MV-015", EXILE_KW_RANGED, EXILE_COLUMN_BLOCK, 0 },
    { "MV-016", EXILE_KW_PINNING, EXILE_COLUMN_ATTACK, 0 },
    { "MV-016", EXILE_KW_PINNING, EXILE_COLUMN_BLOCK, 0 },
    { "MV-017", EXILE_KW_PRESSING, EXILE_COLUMN_ATTACK, 2 },
    { "MV-017", EXILE_KW_PRESSING, EXILE_COLUMN_BLOCK, 2 },
    { "MV-018", EXILE_KW_OVERBEARING, EXILE_COLUMN_ATTACK, 0 },
    { "MV-018", EXILE_KW_PUNISHING, EXILE_COLUMN_ATTACK, 1 },
    { "MV-019", EXILE_KW_VENGEFUL, EXILE_COLUMN_ATTACK, 0 },
    { "MV-019", EXILE_KW_DISARMING_BLOCK, EXILE_COLUMN_BLOCK, 0 },
    { "MV-021", EXILE_KW_SHIELDING, EXILE_COLUMN_ATTACK, 0 },
    { "MV-021", EXILE_KW_SHIELDING, EXILE_COLUMN_BLOCK, 0 },
    { "MV-022", EXILE_KW_DISARMING_BLOCK, EXILE_COLUMN_ATTACK, 0 },
    { "MV-022", EXILE_KW_DISARMING_BLOCK, EXILE_COLUMN_BLOCK, 0 },
    { "MV-022", EXILE_KW_SUFFOCATING, EXILE_COLUMN_ATTACK, 1 },
    { "MV-022", EXILE_KW_SUFFOCATING, EXILE_COLUMN_BLOCK, 1 },
    { "MV-023", EXILE_KW_FRAGILE, EXILE_COLUMN_ATTACK, 0 },
    { "MV-023", EXILE_KW_FRAGILE, EXILE_COLUMN_BLOCK, 0 },
    { "MV-023", EXILE_KW_FLOW, EXILE_COLUMN_ATTACK, 1 },
    { "MV-023", EXILE_KW_FLOW, EXILE_COLUMN_BLOCK, 1 },
    { "MV-024", EXILE_KW_FEINT, EXILE_COLUMN_ATTACK, 1 },
    { "MV-026", EXILE_KW_LACERATING, EXILE_COLUMN_ATTACK, 1 },
    { "MV-026", EXILE_KW_LACERATING, EXILE_COLUMN_BLOCK, 1 },
    { "MV-027", EXILE_KW_MOMENTOUS, EXILE_COLUMN_ATTACK, 0 },
    { "MV-027", EXILE_KW_MOMENTOUS, EXILE_COLUMN_BLOCK, 0 },
    { "MV-028", EXILE_KW_ENLIGHTENED, EXILE_COLUMN_ATTACK, 0 },
    { "MV-028", EXILE_KW_ENLIGHTENED, EXILE_COLUMN_BLOCK, 0 },
    { "MV-029", EXILE_KW_STUNNING, EXILE_COLUMN_ATTACK, 0 },
    { "MV-030", EXILE_KW_PINNING, EXILE_COLUMN_ATTACK, 0 },
    { "MV-030", EXILE_KW_PINNING, EXILE_COLUMN_BLOCK, 0 },
    { "MV-032", EXILE_KW_REACTION, EXILE_COLUMN_ATTACK, 0 },
    { "MV-032", EXILE_KW_REACTION, EXILE_COLUMN_BLOCK, 0 },
    { "MV-033", EXILE_KW_REACTION, EXILE_COLUMN_ATTACK, 0 },
    { "MV-033", EXILE_KW_REACTION, EXILE_COLUMN_BLOCK, 0 },
    { "MV-034", EXILE_KW_REACTION, EXILE_COLUMN_ATTACK, 0 },
    { "MV-034", EXILE_KW_REACTION, EXILE_COLUMN_BLOCK, 0 },
    { "MV-038", EXILE_KW_REACTION, EXILE_COLUMN_ATTACK, 0 },
    { "MV-038", EXILE_KW_REACTION, EXILE_COLUMN_BLOCK, 0 },
    { "MV-039", EXILE_KW_REACTION, EXILE_COLUMN_ATTACK, 0 },
    { "MV-039", EXILE_KW_REACTION, EXILE_COLUMN_BLOCK, 0 },
    { "MV-039", EXILE_KW_SINGLE_USE, EXILE_COLUMN_ATTACK, 0 },
    { "MV-039", EXILE_KW_SINGLE_USE, EXILE_COLUMN_BLOCK, 0 },
};

/* Every printed line of rules text, card by card, in the order printed:
 * front first, then the other side. */
static const struct {
    const char *code, *text;
} box1_lines[] = {
    { "EXL-01", "Whenever one of your face-down Feint cards goes to your Recall Pile, heal 1 HP." },
    { "EXL-01", "The first face-down attack you make each round cannot be disarmed." },
    { "EXL-01", "Whenever one of your face-down Feint cards goes to your Recall Pile, heal 2 HP." },
    { "EXL-01", "The first face-down attack you make each round cannot be disarmed." },
    { "EXL-01", "The first time you heal HP each round, your next attack this round deals +2 Damage." },
    { "EXL-01", "When this Exile is unleashed, look at the top 4 cards of your deck. You may take 1 of them to your hand. Put the rest on the bottom of your deck." },
    { "EXL-02", "At the Refresh, if you are Engaged, you may discard a card from your hand. If you do, your opponent's Exile does not turn upright." },
    { "EXL-02", "When you become Engaged, recover 1 Stamina." },
    { "EXL-02", "At the Refresh, if you are Engaged, you may discard a card from your hand. If you do, your opponent's Exile does not turn upright." },
    { "EXL-02", "When you become Engaged, recover 1 Stamina." },
    { "EXL-02", "If your opponent is Engaged, your attacks deal +1 Damage." },
    { "EXL-02", "When this Exile is unleashed, engage your opponent." },
    { "GR-01", "Whenever one of your Quick attacks is successful, attach 1 Bleed Token to your opponent's Exile." },
    { "GR-01", "Whenever one of your Quick attacks is successful, attach 1 Bleed Token to your opponent's Exile." },
    { "GR-01", "The Moves of this Gear deal +1 Damage." },
    { "GR-02", "Whenever one of your attacks with Overcommit is successful, recover 1 Stamina." },
    { "GR-02", "Whenever one of your attacks with Overcommit is successful, recover 1 Stamina." },
    { "GR-02", "Whenever one of your Slow attacks that costs 3 or more Stamina is successful, attach 1 Bleed Token to your opponent's Exile." },
    { "GR-03", "Whenever an attack with a Move of this Gear that has Thrown is unsuccessful and was not disarmed, you may put that Move face-up on top of your deck instead of into your Recall Pile." },
    { "GR-03", "Whenever an attack with a Move of this Gear that has Thrown is unsuccessful and was not disarmed, you may put that Move face-up on top of your deck instead of into your Recall Pile." },
    { "GR-03", "Whenever one of your Ranged attacks is successful, destroy target Move in your opponent's Momentum Zone." },
    { "GR-03", "When this Upgrade is unlocked, take any number of Moves with Thrown from your Recall Pile to your hand." },
    { "GR-04", "While your opponent is Engaged, your attacks with Moves of this Gear do not engage you." },
    { "GR-04", "While your opponent is Engaged, your attacks with Moves of this Gear do not engage you." },
    { "GR-04", "When your opponent becomes Engaged, attach 1 Aim Token to your opponent's Exile." },
    { "GR-05", "Whenever one of your opponent's Gear is disarmed, recover 1 Stamina." },
    { "GR-05", "Whenever one of your opponent's Gear is disarmed, recover 1 Stamina." },
    { "GR-05", "While your opponent has 2 or more cards in their Momentum Zone, the Moves of this Gear gain +1 Block Rating." },
    { "GR-06", "The first attack your opponent makes each round must be played face-up." },
    { "GR-06", "Whenever your block is successful, attach 1 Plating Token to your Exile." },
    { "GR-06", "The first attack your opponent makes each round must be played face-up." },
    { "GR-06", "Whenever your block is successful, attach 1 Plating Token to your Exile." },
    { "GR-06", "Whenever a successful attack against you costs you 3 or more HP, attach 2 Plating Tokens to your Exile." },
    { "GR-07", "Once per round, you may destroy 1 card in your Momentum Zone to take up to 2 Moves from your Recall Pile to your hand." },
    { "GR-07", "Once per round, you may destroy 1 card in your Momentum Zone to take up to 2 Moves from your Recall Pile to your hand." },
    { "GR-07", "Whenever you heal HP, your opponent loses that many HP." },
    { "GR-08", "Once per round, whenever one of your Moves is destroyed, destroy target Move in your opponent's Momentum Zone." },
    { "GR-08", "Once per round, whenever one of your Moves is destroyed, destroy target Move in your opponent's Momentum Zone." },
    { "GR-08", "Whenever one of your attacks with Overcommit is successful, your opponent loses 1 HP." },
    { "MV-004", "If this block is successful against a Quick attack, the next turn is yours instead of the attacker's." },
    { "MV-005", "If this attack was successful, your opponent turns one of their unlocked Memories of their choice back to its front." },
    { "MV-006", "While you have another card in your Momentum Zone, this attack deals +1 Damage." },
    { "MV-010", "This attack deals +1 Damage for each disarmed Gear of your opponent's." },
    { "MV-012", "If your opponent is Disengaged, attach 1 Aim Token to your opponent's Exile." },
    { "MV-013", "If this attack was successful, you may take 1 Move with Thrown from your Recall Pile to your hand." },
    { "MV-015", "This attack deals +1 Damage for each Move with Thrown in your Recall Pile, up to +3." },
    { "MV-016", "If this attack was successful, attach this card to your opponent's Exile. WHILE ATTACHED: You can't Step Back. At the end of the round, detach this card." },
    { "MV-020", "Disarm 1 target armed Gear of your opponent's." },
    { "MV-023", "When this card is destroyed in the Combat Zone, your opponent loses 1 HP." },
    { "MV-024", "While you have another card in your Momentum Zone, this card has Flow 1." },
    { "MV-025", "Turn 1 target armed Gear of your opponent's from its Upgrade side back to its front." },
    { "MV-028", "While you have another card in your Momentum Zone, this card has +1 Block Rating." },
    { "MV-029", "If two or more Block cards block this attack, the first Block card played adds no Block Rating." },
    { "MV-030", "This attack deals +1 Damage for each other successful attack you made this round, up to +3." },
    { "MV-031", "Disengage." },
    { "MV-031", "Look at the top 3 cards of your deck. You may take 1 of them to your hand. Put the rest on the bottom of your deck." },
    { "MV-032", "Target attack has 0 Damage." },
    { "MV-032", "Attach this card to your Exile with as many Tokens on it as the Damage the target attack would have had at the Math without this card, minus 1 (at least 0)." },
    { "MV-032", "WHILE ATTACHED: At the end of the round, you lose 1 HP for each Token on this card, then detach this card." },
    { "MV-033", "Target face-down attack becomes unblockable." },
    { "MV-034", "Send target Reaction on the stack to the Recall Pile. It does not resolve." },
    { "MV-035", "Destroy up to 3 target Moves in your opponent's Recall Pile." },
    { "MV-035", "Your opponent discards 1 card of their choice from their hand." },
    { "MV-036", "Your next attack this round has Overcommit 2." },
    { "MV-036", "Your next Slow attack this round does not make you spent." },
    { "MV-037", "Attach this card to your opponent's Exile. WHILE ATTACHED: Whenever the player this card is attached to takes an action, they lose 1 HP. At the end of the round, detach this card." },
    { "MV-038", "Target attack has -2 Damage. If its declared cost is 3 or more, it has -3 Damage instead." },
    { "MV-039", "Disarm the Gear of target Move your opponent played in the Combat Zone." },
    { "MV-040", "Deal 4 Direct Damage to your opponent." },
    { "MV-040", "Engage your opponent." },
    { "MEM-01", "When this Memory is unlocked, you may take 1 Move from your Recall Pile to your hand." },
    { "MEM-02", "When this Memory is unlocked, if you do not hold the Initiative, you may also unlock the Upgrade of one of your armed Gear." },
    { "MEM-03", "When this Memory is unlocked, shuffle 2 Bleed Tokens into your opponent's deck." },
    { "MEM-04", "When this Memory is unlocked, attach 1 Plating Token to your Exile." }, /* erratum */
    { "MEM-05", "When this Memory is unlocked, you may rearm one of your disarmed Gear." },
    { "MEM-06", "When this Memory is unlocked, deal 2 Direct Damage to your opponent." },
    { "TK-01", "Can't be played. You can only channel this card." },
    { "TK-01", "While attached to your Exile: at the end of each round, you lose 1 HP. At the Refresh, return 1 Bleed Token on your Exile to the supply. When you channel it from your hand, you lose 1 HP." },
    { "TK-02", "Can't be played. You can only channel this card." },
    { "TK-02", "While attached to your Exile: each attack against you has +1 Damage for each Aim Token on your Exile. When you Step Back, return 1 Aim Token on your Exile to the supply." },
    { "TK-03", "Can't be played. You can only channel this card." },
    { "TK-03", "While attached to your Exile: in the React step of an attack against you, whenever you could play a Reaction, you may return 1 Plating Token on your Exile to the supply; that attack has -1 Damage. When your Protective Gear is disarmed, return every Plating Token on your Exile to the supply." },
};

static int card(const char *key)
{
    int id = -1;
    assert_int_equal(exile_card_find(key, &id), EXILE_OK);
    assert_true(id >= 0 && id < exile_card_count());
    return id;
}

static int is_box1_code(const char *code)
{
    for (size_t i = 0; i < COUNT_OF(box1_cards); i++)
        if (strcmp(box1_cards[i].code, code) == 0)
            return 1;
    return 0;
}

/* Box 2 is compiled in later; its codes continue the numbering of Box 1. */
static int is_box2_code(const char *code)
{
    static const struct { const char *prefix; int first; } firsts[] = {
        { "EXL-", 3 }, { "GR-", 9 }, { "MV-", 41 }, { "MEM-", 7 },
    };
    for (size_t i = 0; i < COUNT_OF(firsts); i++) {
        size_t n = strlen(firsts[i].prefix);
        if (strncmp(code, firsts[i].prefix, n) == 0)
            return atoi(code + n) >= firsts[i].first;
    }
    return 0;
}

static void test_box1_cards_are_all_there(void **state)
{
    int per_kind[5] = { 0 };
    (void)state;
    assert_int_equal(COUNT_OF(box1_cards), 59);
    assert_true(exile_card_count() >= 59);
    for (size_t i = 0; i < COUNT_OF(box1_cards); i++) {
        int id = card(box1_cards[i].code);
        assert_string_equal(exile_card_code(id), box1_cards[i].code);
        assert_string_equal(exile_card_name(id), box1_cards[i].name);
        assert_int_equal(exile_card_kind_of(id), box1_cards[i].kind);
        per_kind[box1_cards[i].kind]++;
    }
    assert_int_equal(per_kind[EXILE_CARD_EXILE], 2);
    assert_int_equal(per_kind[EXILE_CARD_GEAR], 8);
    assert_int_equal(per_kind[EXILE_CARD_MOVE], 40);
    assert_int_equal(per_kind[EXILE_CARD_MEMORY], 6);
    assert_int_equal(per_kind[EXILE_CARD_TOKEN], 3);
    /* Nothing else is compiled in but Box 2. */
    for (int id = 0; id < exile_card_count(); id++) {
        const char *code = exile_card_code(id);
        assert_non_null(code);
        assert_true(is_box1_code(code) || is_box2_code(code));
    }
}

/* Both boxes: 115 cards (Box 2 adds no Token kind), each with its box. */
static void test_both_boxes(void **state)
{
    int per_box[3] = { 0 };
    (void)state;
    assert_int_equal(exile_card_count(), 115);
    for (int id = 0; id < exile_card_count(); id++) {
        int box = exile_card_stat(id, EXILE_STAT_BOX);
        assert_true(box == 1 || box == 2);
        assert_int_equal(box == 1, is_box1_code(exile_card_code(id)));
        per_box[box]++;
    }
    assert_int_equal(per_box[1], 59);
    assert_int_equal(per_box[2], 56);
    assert_int_equal(exile_card_stat(-1, EXILE_STAT_BOX), INT_MIN);
}

/* §2 Play Packs: each box's two recommended loadouts, as printed. */
static void test_recommended_loadouts(void **state)
{
    static const char *const expect[4][7] = {
        { "EXL-01", "GR-03", "GR-05", "GR-07", "MEM-01", "MEM-02", "MEM-03" },
        { "EXL-02", "GR-04", "GR-06", "GR-08", "MEM-04", "MEM-05", "MEM-06" },
        { "EXL-03", "GR-11", "GR-13", "GR-15", "MEM-07", "MEM-08", "MEM-09" },
        { "EXL-04", "GR-12", "GR-14", "GR-16", "MEM-10", "MEM-11", "MEM-12" },
    };
    (void)state;
    assert_int_equal(exile_recommended_count(), 4);
    for (int i = 0; i < 4; i++) {
        exile_loadout lo;
        assert_int_equal(exile_recommended_loadout(i, &lo), EXILE_OK);
        const char *got[7] = { lo.exile, lo.secondary, lo.protective, lo.kit,
                               lo.memories[0], lo.memories[1], lo.memories[2] };
        for (int k = 0; k < 7; k++)
            assert_string_equal(got[k], expect[i][k]);
    }
    exile_loadout lo;
    assert_int_equal(exile_recommended_loadout(4, &lo), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_recommended_loadout(-1, &lo), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_recommended_loadout(0, NULL), EXILE_E_INVALID_ARGUMENT);
}

/* The loadout of a layout version: the same codes as the 0.1 call for
 * layout 1; a layout this library does not know is refused, the struct
 * untouched. */
static void test_recommended_loadout_of_a_layout(void **state)
{
    (void)state;
    assert_int_equal(exile_loadout_size(EXILE_LOADOUT_VERSION), sizeof(exile_loadout));
    assert_int_equal(exile_loadout_size(0), 0);
    assert_int_equal(exile_loadout_size(EXILE_LOADOUT_VERSION + 1), 0);
    for (int i = 0; i < exile_recommended_count(); i++) {
        exile_loadout a, b;
        assert_int_equal(exile_recommended_loadout(i, &a), EXILE_OK);
        assert_int_equal(exile_recommended_loadout_v(i, &b, EXILE_LOADOUT_VERSION), EXILE_OK);
        assert_memory_equal(&a, &b, sizeof a);
    }
    exile_loadout lo, before;
    memset(&lo, 0x5a, sizeof lo);
    before = lo;
    assert_int_equal(exile_recommended_loadout_v(0, &lo, EXILE_LOADOUT_VERSION + 1), EXILE_E_VERSION);
    assert_int_equal(exile_recommended_loadout_v(0, &lo, 0), EXILE_E_VERSION);
    assert_memory_equal(&lo, &before, sizeof lo);
    assert_int_equal(exile_recommended_loadout_v(4, &lo, EXILE_LOADOUT_VERSION), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_recommended_loadout_v(0, NULL, EXILE_LOADOUT_VERSION), EXILE_E_INVALID_ARGUMENT);
}

static void test_find_by_code_and_by_name(void **state)
{
    int id = -1;
    (void)state;
    for (size_t i = 0; i < COUNT_OF(box1_cards); i++)
        assert_int_equal(card(box1_cards[i].code), card(box1_cards[i].name));
    assert_string_equal(exile_card_name(card("MV-013")), "Last Needle");
    assert_string_equal(exile_card_code(card("Last Needle")), "MV-013");
    assert_string_equal(exile_card_code(card("Bleed Token")), "TK-01");
    /* Exact match only. */
    assert_int_equal(exile_card_find("last needle", &id), EXILE_E_NOT_FOUND);
    assert_int_equal(exile_card_find("MV-13", &id), EXILE_E_NOT_FOUND);
    assert_int_equal(exile_card_find("Last Needle ", &id), EXILE_E_NOT_FOUND);
    assert_int_equal(exile_card_find("", &id), EXILE_E_NOT_FOUND);
    assert_int_equal(id, -1); /* untouched on failure */
}

static void test_spot_checks(void **state)
{
    int mv013 = card("MV-013"), mv002 = card("MV-002"), gr03 = card("GR-03");
    (void)state;
    /* MV-013 Last Needle: cost 1, damage 3, channel 0, Single-Use, Thrown, Piercing 2. */
    assert_int_equal(exile_card_stat(mv013, EXILE_STAT_COST), 1);
    assert_int_equal(exile_card_stat(mv013, EXILE_STAT_BLOCK_COST), -1);
    assert_int_equal(exile_card_stat(mv013, EXILE_STAT_DAMAGE), 3);
    assert_int_equal(exile_card_stat(mv013, EXILE_STAT_BLOCK), -1);
    assert_int_equal(exile_card_stat(mv013, EXILE_STAT_CHANNEL), 0);
    assert_int_equal(exile_card_stat(mv013, EXILE_STAT_SPEED), 0);
    assert_int_equal(exile_card_stat(mv013, EXILE_STAT_MOVE_TYPE), EXILE_MOVE_ATTACK);
    assert_int_equal(exile_card_stat(mv013, EXILE_STAT_GEAR), gr03);
    assert_int_equal(exile_card_stat(mv013, EXILE_STAT_CATEGORY), EXILE_GEAR_SECONDARY);
    assert_int_equal(exile_card_keyword(mv013, EXILE_KW_SINGLE_USE, EXILE_COLUMN_ATTACK), 0);
    assert_int_equal(exile_card_keyword(mv013, EXILE_KW_THROWN, EXILE_COLUMN_ATTACK), 0);
    assert_int_equal(exile_card_keyword(mv013, EXILE_KW_PIERCING, EXILE_COLUMN_ATTACK), 2);
    assert_int_equal(exile_card_keyword(mv013, EXILE_KW_RANGED, EXILE_COLUMN_ATTACK), -1);

    /* MV-002 Blind Coil: Combat, attack cost 2, block cost 1, Ambush 2 on its attack only. */
    assert_int_equal(exile_card_stat(mv002, EXILE_STAT_MOVE_TYPE), EXILE_MOVE_COMBAT);
    assert_int_equal(exile_card_stat(mv002, EXILE_STAT_COST), 2);
    assert_int_equal(exile_card_stat(mv002, EXILE_STAT_BLOCK_COST), 1);
    assert_int_equal(exile_card_stat(mv002, EXILE_STAT_DAMAGE), 3);
    assert_int_equal(exile_card_stat(mv002, EXILE_STAT_BLOCK), 2);
    assert_int_equal(exile_card_keyword(mv002, EXILE_KW_AMBUSH, EXILE_COLUMN_ATTACK), 2);
    assert_int_equal(exile_card_keyword(mv002, EXILE_KW_AMBUSH, EXILE_COLUMN_BLOCK), -1);

    /* MV-009 Rolling Weight prints Momentous across both columns. */
    assert_int_equal(exile_card_keyword(card("MV-009"), EXILE_KW_MOMENTOUS, EXILE_COLUMN_ATTACK), 0);
    assert_int_equal(exile_card_keyword(card("MV-009"), EXILE_KW_MOMENTOUS, EXILE_COLUMN_BLOCK), 0);

    /* A Block's one cost is also its block cost; it prints no speed. */
    assert_int_equal(exile_card_stat(card("MV-022"), EXILE_STAT_COST), 2);
    assert_int_equal(exile_card_stat(card("MV-022"), EXILE_STAT_BLOCK_COST), 2);
    assert_int_equal(exile_card_stat(card("MV-022"), EXILE_STAT_DAMAGE), -1);
    assert_int_equal(exile_card_stat(card("MV-022"), EXILE_STAT_SPEED), 0);

    /* Exiles. */
    assert_int_equal(exile_card_stat(card("EXL-01"), EXILE_STAT_BASE_HP), 23); /* erratum: 25 as printed */
    assert_int_equal(exile_card_stat(card("EXL-02"), EXILE_STAT_BASE_HP), 30); /* erratum: 28 as printed */
    assert_int_equal(exile_card_stat(card("EXL-01"), EXILE_STAT_UNLEASH_HEAL), 3);
    assert_int_equal(exile_card_stat(card("EXL-02"), EXILE_STAT_UNLEASH_HEAL), 2);
    assert_int_equal(exile_card_stat(card("EXL-01"), EXILE_STAT_REFILL_BONUS), 1);
    assert_int_equal(exile_card_stat(card("EXL-02"), EXILE_STAT_REFILL_BONUS), 1);
    assert_int_equal(exile_card_stat(card("EXL-01"), EXILE_STAT_GEAR), card("GR-01"));
    assert_int_equal(exile_card_stat(card("EXL-02"), EXILE_STAT_GEAR), card("GR-02"));
    assert_int_equal(exile_card_stat(card("EXL-02"), EXILE_STAT_COST), -1);
    assert_int_equal(exile_card_stat(card("EXL-02"), EXILE_STAT_CATEGORY), -1);

    /* Memories: 1 Stamina locked (§4.4), their Mantra's once unlocked. */
    assert_int_equal(exile_card_stat(card("MEM-02"), EXILE_STAT_MANTRA_STAMINA), 1);
    assert_int_equal(exile_card_stat(card("MEM-01"), EXILE_STAT_MANTRA_STAMINA), 2);
    assert_int_equal(exile_card_stat(card("MEM-06"), EXILE_STAT_MANTRA_STAMINA), 1);
    assert_int_equal(exile_card_stat(card("MEM-02"), EXILE_STAT_CHANNEL), 1);
    assert_int_equal(exile_card_stat(card("MEM-02"), EXILE_STAT_GEAR), -1);

    /* Tokens. */
    assert_int_equal(exile_card_stat(card("TK-01"), EXILE_STAT_SUPPLY), 10);
    assert_int_equal(exile_card_stat(card("TK-02"), EXILE_STAT_SUPPLY), 10);
    assert_int_equal(exile_card_stat(card("TK-03"), EXILE_STAT_SUPPLY), 10);
    assert_int_equal(exile_card_stat(card("TK-01"), EXILE_STAT_BASE_HP), -1);

    /* Gear categories. */
    assert_int_equal(exile_card_stat(card("GR-01"), EXILE_STAT_CATEGORY), EXILE_GEAR_PRIMARY);
    assert_int_equal(exile_card_stat(card("GR-04"), EXILE_STAT_CATEGORY), EXILE_GEAR_SECONDARY);
    assert_int_equal(exile_card_stat(card("GR-06"), EXILE_STAT_CATEGORY), EXILE_GEAR_PROTECTIVE);
    assert_int_equal(exile_card_stat(card("GR-08"), EXILE_STAT_CATEGORY), EXILE_GEAR_KIT);
    assert_int_equal(exile_card_stat(card("GR-08"), EXILE_STAT_GEAR), -1);
    assert_int_equal(exile_card_stat(card("GR-08"), EXILE_STAT_MOVE_TYPE), -1);
}

static void test_every_move_as_printed(void **state)
{
    (void)state;
    for (size_t i = 0; i < COUNT_OF(box1_moves); i++) {
        int id = card(box1_moves[i].code), gear = card(box1_moves[i].gear);
        assert_int_equal(exile_card_stat(id, EXILE_STAT_GEAR), gear);
        assert_int_equal(exile_card_stat(id, EXILE_STAT_CATEGORY),
                         exile_card_stat(gear, EXILE_STAT_CATEGORY));
        assert_int_equal(exile_card_stat(id, EXILE_STAT_MOVE_TYPE), box1_moves[i].type);
        assert_int_equal(exile_card_stat(id, EXILE_STAT_COST), box1_moves[i].cost);
        assert_int_equal(exile_card_stat(id, EXILE_STAT_BLOCK_COST), box1_moves[i].block_cost);
        assert_int_equal(exile_card_stat(id, EXILE_STAT_DAMAGE), box1_moves[i].damage);
        assert_int_equal(exile_card_stat(id, EXILE_STAT_BLOCK), box1_moves[i].block);
        assert_int_equal(exile_card_stat(id, EXILE_STAT_CHANNEL), box1_moves[i].channel);
        assert_int_equal(exile_card_stat(id, EXILE_STAT_SPEED), box1_moves[i].speed);
        assert_int_equal(exile_card_stat(id, EXILE_STAT_BASE_HP), -1);
        assert_int_equal(exile_card_stat(id, EXILE_STAT_SUPPLY), -1);
    }
}

/* Each listed keyword reads back with its value, and no other is present. */
static void test_every_keyword_as_printed(void **state)
{
    (void)state;
    for (size_t m = 0; m < COUNT_OF(box1_moves); m++) {
        int id = card(box1_moves[m].code);
        for (int col = EXILE_COLUMN_ATTACK; col <= EXILE_COLUMN_BLOCK; col++) {
            for (int kw = 0; kw < EXILE_KW_COUNT; kw++) {
                int expected = -1;
                for (size_t i = 0; i < COUNT_OF(box1_keywords); i++)
                    if (strcmp(box1_keywords[i].code, box1_moves[m].code) == 0
                        && (int)box1_keywords[i].kw == kw && (int)box1_keywords[i].column == col)
                        expected = box1_keywords[i].value;
                assert_int_equal(exile_card_keyword(id, (exile_keyword)kw, (exile_column)col),
                                 expected);
            }
        }
    }
}

/* §4.3: each Gear has five Moves naming it, exactly one of them its Finisher. */
static void test_every_gear_has_five_moves_and_one_finisher(void **state)
{
    int gr01_moves[5], n01 = 0;
    (void)state;
    for (int g = 0; g < exile_card_count(); g++) {
        int moves = 0, finishers = 0;
        if (exile_card_kind_of(g) != EXILE_CARD_GEAR)
            continue;
        for (int m = 0; m < exile_card_count(); m++) {
            int type;
            if (exile_card_kind_of(m) != EXILE_CARD_MOVE || exile_card_stat(m, EXILE_STAT_GEAR) != g)
                continue;
            moves++;
            type = exile_card_stat(m, EXILE_STAT_MOVE_TYPE);
            if (type == EXILE_MOVE_FINISHER_ATTACK || type == EXILE_MOVE_FINISHER_TACTICS)
                finishers++;
            if (g == card("GR-01"))
                gr01_moves[n01++] = m;
        }
        assert_int_equal(moves, 5);
        assert_int_equal(finishers, 1);
    }
    /* GR-01 Whisper Coil: MV-001 to MV-004 and its Finisher MV-005 Severance. */
    assert_int_equal(n01, 5);
    assert_string_equal(exile_card_code(gr01_moves[0]), "MV-001");
    assert_string_equal(exile_card_code(gr01_moves[1]), "MV-002");
    assert_string_equal(exile_card_code(gr01_moves[2]), "MV-003");
    assert_string_equal(exile_card_code(gr01_moves[3]), "MV-004");
    assert_string_equal(exile_card_code(gr01_moves[4]), "MV-005");
    assert_int_equal(exile_card_stat(gr01_moves[4], EXILE_STAT_MOVE_TYPE), EXILE_MOVE_FINISHER_ATTACK);
}

/* Every printed line comes back as printed, in order, and nothing else. */
static void test_every_printed_line(void **state)
{
    (void)state;
    for (size_t c = 0; c < COUNT_OF(box1_cards); c++) {
        int id = card(box1_cards[c].code), n = 0;
        for (size_t i = 0; i < COUNT_OF(box1_lines); i++) {
            if (strcmp(box1_lines[i].code, box1_cards[c].code) != 0)
                continue;
            assert_non_null(exile_card_text(id, n));
            assert_string_equal(exile_card_text(id, n), box1_lines[i].text);
            n++;
        }
        assert_int_equal(exile_card_text_count(id), n);
        assert_null(exile_card_text(id, n));
    }
}

static void test_bad_inputs(void **state)
{
    int id = 7, n = exile_card_count(), mv013 = card("MV-013");
    (void)state;
    assert_int_equal(exile_card_find(NULL, &id), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_card_find("MV-013", NULL), EXILE_E_INVALID_ARGUMENT);
    assert_int_equal(exile_card_find("No Such Card", &id), EXILE_E_NOT_FOUND);
    assert_int_equal(id, 7);

    assert_null(exile_card_code(-1));
    assert_null(exile_card_code(n));
    assert_null(exile_card_name(-1));
    assert_null(exile_card_name(n));
    assert_int_equal(exile_card_kind_of(-1), -1);
    assert_int_equal(exile_card_kind_of(n), -1);
    assert_int_equal(exile_card_stat(-1, EXILE_STAT_COST), INT_MIN);
    assert_int_equal(exile_card_stat(n, EXILE_STAT_COST), INT_MIN);
    assert_int_equal(exile_card_stat(mv013, (exile_card_stat_id)-1), INT_MIN);
    assert_int_equal(exile_card_stat(mv013, (exile_card_stat_id)99), INT_MIN);
    assert_int_equal(exile_card_keyword(-1, EXILE_KW_THROWN, EXILE_COLUMN_ATTACK), INT_MIN);
    assert_int_equal(exile_card_keyword(n, EXILE_KW_THROWN, EXILE_COLUMN_ATTACK), INT_MIN);
    assert_int_equal(exile_card_keyword(mv013, (exile_keyword)-1, EXILE_COLUMN_ATTACK), INT_MIN);
    assert_int_equal(exile_card_keyword(mv013, EXILE_KW_COUNT, EXILE_COLUMN_ATTACK), INT_MIN);
    assert_int_equal(exile_card_keyword(mv013, EXILE_KW_THROWN, (exile_column)2), INT_MIN);
    assert_int_equal(exile_card_keyword(mv013, EXILE_KW_THROWN, (exile_column)-1), INT_MIN);
    /* Only Moves print keywords. */
    assert_int_equal(exile_card_keyword(card("GR-03"), EXILE_KW_THROWN, EXILE_COLUMN_ATTACK), -1);
    assert_int_equal(exile_card_text_count(-1), -1);
    assert_int_equal(exile_card_text_count(n), -1);
    assert_null(exile_card_text(-1, 0));
    assert_null(exile_card_text(n, 0));
    assert_null(exile_card_text(mv013, -1));
    assert_null(exile_card_text(mv013, exile_card_text_count(mv013)));
    /* A card without rules text has no lines. */
    assert_int_equal(exile_card_text_count(card("MV-001")), 0);
    assert_null(exile_card_text(card("MV-001"), 0));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_box1_cards_are_all_there),
        cmocka_unit_test(test_find_by_code_and_by_name),
        cmocka_unit_test(test_spot_checks),
        cmocka_unit_test(test_every_move_as_printed),
        cmocka_unit_test(test_every_keyword_as_printed),
        cmocka_unit_test(test_every_gear_has_five_moves_and_one_finisher),
        cmocka_unit_test(test_every_printed_line),
        cmocka_unit_test(test_bad_inputs),
        cmocka_unit_test(test_both_boxes),
        cmocka_unit_test(test_recommended_loadouts),
        cmocka_unit_test(test_recommended_loadout_of_a_layout),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
