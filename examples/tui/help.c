/*
 * help.c: the text of the help page (?). Every sentence states a rule of
 * the game as the library plays it; tests/check-help-rules.py names, for
 * each sentence, the scenario files that play that rule, and fails on a
 * sentence it does not know.
 * SPDX-License-Identifier: MIT
 */
#include "help.h"

const char *const help_text[] = {
    "HOW TO PLAY",
    "",
    "You and the bot each fight with an Exile (your hero: it holds your HP), four Gear and a deck "
    "of the 20 Moves that Gear lists. The first Exile whose HP falls below 1 loses.",
    "Each turn is one action: an attack, a Tactics card, a Step Back, an End, or a Finisher to prepare or "
    "to play. The other player may block an attack: its Damage minus the Block Ratings is the HP the "
    "defender loses. Attacks may be played face-down at a declared cost, which may be a bluff.",
    "Everything costs Stamina: tap your Memories and channel cards from your hand (they go to "
    "your Recall Pile for their Channel value) before you act. Stamina a play leaves over is lost.",
    "A successful attack gives you the next turn; an unsuccessful one passes it. The round ends when "
    "both players are spent; the next one untaps your Memories and fills your hand to 6 again.",
    "",
    "The line YOUR MOVE says what the game asks you. Press the key shown before an action "
    "(1-9, a-z) to take it, or move with Up/Down and press Enter. < and > show more actions.",
    "Tab selects a card of your hand, I shows its full text and what its keywords mean. T shows the "
    "full text of every card on the table: the attack you face, the Memories with their Mantras, the "
    "Gear with their Upgrades. B shows the board in full when the screen is too narrow for it. L shows "
    "the whole log, Q quits.",
    "S saves the match as a notation, a text that later releases read too: exile-tui --load FILE "
    "resumes it.",
    "The guide teaches the whole game, a first turn step by step and how to win: guide.md, in doc/ "
    "of the sources and in share/doc/libexile once installed.",
    "",
    "GLOSSARY",
    "Stamina: what Moves cost. Memory: a card you tap for Stamina (+N). Channel: discard a card "
    "for its Ch value. Recover: untap tapped Memories, to tap them again.",
    "Engaged: the Exile is sideways after attacking or preparing; each of its Block cards counts 1 "
    "less. A Step Back, a Disengage or the next round turns it upright.",
    "Spent: out of the round, after an End, a Slow card, or a face-down attack that fails its Audit.",
    "Momentum Zone: your successful attacks and blocks this round. Recall Pile: cards used or "
    "channeled. Destroyed Pile: cards gone for good.",
    "Disarmed Gear: its Moves cannot be played until it is rearmed (one Gear a Rearm step). Upgraded/unlocked: the "
    "stronger back side of a Gear or Memory, earned at the Unlock step.",
    "Quick attack: the next turn is yours again even when it fails, unless a Block card's Effect "
    "takes it. Slow: you are spent once it has resolved.",
    "Finisher: prepared on its upgraded Gear in one turn, played in your next as an unblockable "
    "attack or as a Tactics card.",
    "Combat Zone: the attack under way and its Block cards. Stack: Tactics cards and Reactions "
    "waiting to resolve, top first.",
    "Exchange of attacks: both players put a card face-down at once; each deals the other its "
    "printed Damage.",
};

const size_t help_lines = sizeof help_text / sizeof help_text[0];
