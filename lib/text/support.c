/*
 * What card text this version executes: the templates (§6.3, §6.4) and the
 * forms of them each kind of card may print, whether or not a card of the
 * boxes prints that form there (the test card set, tests/cards, plays the
 * forms no printed card prints). Every card of both boxes passes; a card
 * printing anything else (a template where this version gives it no moment
 * to happen, a place a line names that does not exist) is refused as its
 * loadout is made or loaded, with EXILE_E_UNSUPPORTED, so that no line is
 * ever played wrongly or skipped (doc/status.md). Nothing here runs during
 * play.
 * SPDX-License-Identifier: MIT
 */
#include "text.h"

/* Does the card print "Attach this card to your Exile ..." (E55, either
 * form), the only place E56 printed alone may stand (§6.4 #56)? */
static bool attaches_to_own_exile_e55(const ex_card *c)
{
    return ex_card_has_tmpl(c, TMPL_E55);
}

/* Is the line in the attack column of its card: a Combat card's attack
 * column, or any line of an Attack? */
static bool attack_line(const ex_card *c, const ex_line *l)
{
    return l->column == COL_ATTACK || (l->column == COL_COUNT && c->move_type == EXILE_MOVE_ATTACK);
}

/* The templates a fighting Move (an Attack, a Block or a Combat card) may
 * print that the engine executes now. */
static bool move_line_supported(const ex_card *c, const ex_line *l)
{
    switch (l->tmpl) {
    case TMPL_E03: /* attach on success; WHILE ATTACHED: You can't Step Back */
    case TMPL_E17: /* +Damage for the opponent's Destroyed Pile (both forms) */
    case TMPL_E35: /* +Damage if the opponent has more Momentum cards */
    case TMPL_E36: /* +Damage for each other card in your Momentum Zone */
    case TMPL_E45: /* after the React step: destroy Momentum cards for unblockable */
    case TMPL_E46: /* as you play this, lose up to [X] HP: +1 Damage each */
    case TMPL_E18:
    case TMPL_E19:
    case TMPL_E37:
    case TMPL_E38:
    case TMPL_E39:
    case TMPL_E49:
        return true;
    case TMPL_E53: /* "If [condition], you may take 1 Move with Thrown ...": "this attack was
                    * successful" on the attack it names; the other conditions anywhere */
        return l->cond == COND_NO_INITIATIVE || l->cond == COND_FEWER_HP ||
               (l->cond == COND_ATTACK_SUCCESSFUL && attack_line(c, l));
    case TMPL_E10: /* attach Tokens (to "this Gear": the Gear of this Move), at the Math (G39) */
        return true;
    case TMPL_E62: /* "If your opponent is Engaged / Disengaged, [Effect]" (both forms) */
        return l->effect == TMPL_E10;
    case TMPL_E11: /* "Attach this card to your Exile. WHILE ATTACHED: At the end of the
                    * round, you lose [X] HP, then detach this card.": it attaches at the
                    * Combat Zone Clear as an attack (clear.c) */
        return l->place == PLACE_OWN_EXILE && l->effect == TMPL_E56 && l->effect_form == 1 && attack_line(c, l);
    case TMPL_E55: /* "Attach this card to your Exile with [N] Tokens on it.": as E11, at the
                    * Combat Zone Clear as an attack, its counters laid as it attaches */
        return l->form == 1 && attack_line(c, l);
    case TMPL_E56: /* WHILE ATTACHED: you lose [X] HP / 1 HP for each Token: beside E55 */
        return attaches_to_own_exile_e55(c) && attack_line(c, l);
    case TMPL_E14: /* "Disarm your Primary Weapon / Secondary Weapon / Primary Weapon or
                    * Secondary Weapon / this Gear." at the Math (G39): every form */
        return true;
    case TMPL_E48: /* "This card cannot be played as a block / as an attack." (about the whole card) */
        return true;
    default:
        return false;
    }
}

/* The Passives and abilities an Exile or a Gear may print that the engine
 * executes now, with the [Effect] or [Passive] each fills in. */
static bool passive_line_supported(const ex_line *l)
{
    switch (l->tmpl) {
    case TMPL_P01: case TMPL_P02: case TMPL_P03: case TMPL_P06: case TMPL_P07: case TMPL_P08: case TMPL_P09:
    case TMPL_P10: case TMPL_P11: case TMPL_P12: case TMPL_P13: case TMPL_P14: case TMPL_P17: case TMPL_P20:
    case TMPL_P21: case TMPL_E08:
        return true;
    case TMPL_P15: case TMPL_P16: case TMPL_P19: case TMPL_P22: case TMPL_P23: case TMPL_P24:
        /* E44 ex_fire() queues itself; any other [Effect] (E10 too) resolves
         * through the interpreter of Effects (effects.c). */
        return l->effect == TMPL_E44 || ex_effect_supported(l);
    case TMPL_P04: /* "Your Ranged attacks deal +[X] Damage." */
    case TMPL_P05: /* "After an opponent's attack against you is successful, recover [X] Stamina." */
    case TMPL_P26: /* "The Moves of this Gear have Enlightened" */
    case TMPL_P27: /* "Your fighting Moves deal +[X] Damage." */
        return true;
    case TMPL_P18: /* "If your opponent is Engaged / Disengaged, your attacks deal +[X] Damage." */
        return l->effect == TMPL_P03;
    case TMPL_P25: /* the attacker's +Damage or the Gear's +Block Rating (math.c) */
        return l->effect == TMPL_P07 || l->effect == TMPL_P03;
    default:
        return false;
    }
}

/* The templates a Tactics card may print that the engine executes. */
static bool tactics_line_supported(const ex_card *c, const ex_line *l)
{
    switch (l->tmpl) {
    case TMPL_E02: case TMPL_E22: case TMPL_E24: case TMPL_E27: case TMPL_E29: case TMPL_E30: case TMPL_E40:
    case TMPL_E42: case TMPL_E43: case TMPL_E60: case TMPL_E61: case TMPL_E16: case TMPL_FINISHER_REACH:
    case TMPL_E31: case TMPL_E59:
    case TMPL_E01: case TMPL_E23: case TMPL_E25: case TMPL_E26: case TMPL_E28: case TMPL_E33:
    case TMPL_E34: case TMPL_E63:
        return true;
    case TMPL_E14: /* "Disarm your Primary Weapon / ... / this Gear.": its own Gear, as it resolves */
    case TMPL_E15: /* "You may rearm one of your disarmed Gear / weapons." */
        return true;
    case TMPL_E10: /* attach Tokens (to "this Gear": the Gear of this Move) */
        return true;
    case TMPL_E57: /* the exchange of attacks; "If you dealt more, [Effect]." */
        return l->effect == TMPL_E10;
    case TMPL_E11: /* attach this card to an Exile: WHILE ATTACHED E54 on either, E56
                    * (printed only on a card that attaches itself to its owner's own
                    * Exile, §6.4 #56) on its own */
        if (l->effect == TMPL_E54)
            return l->place == PLACE_OPPONENT_EXILE || l->place == PLACE_OWN_EXILE;
        return l->effect == TMPL_E56 && l->place == PLACE_OWN_EXILE;
    case TMPL_E55: /* "Attach this card to your Exile with [N] Tokens on it" (1), or with
                    * as many as "the target attack" would have dealt (2): a card that
                    * targets an attack */
        if (l->form == 1)
            return true;
        switch (ex_target_spec_of(c).kind) {
        case TGT_ATTACK: case TGT_FACE_DOWN_ATTACK: case TGT_QUICK_ATTACK: case TGT_ATTACK_NOT_FINISHER:
            return true;
        default:
            return false;
        }
    case TMPL_E56: /* WHILE ATTACHED: you lose [X] HP (1) / 1 HP for each Token on this
                    * card (2): printed alone beside E55 */
        return attaches_to_own_exile_e55(c);
    default:
        return false;
    }
}

/* A Finisher Attack's lines are read at the Math (and E21, E46 as it is
 * played); a Finisher Tactics plays its lines as a Tactics card does, its
 * Exert paid at the Prepare (§5 Action D). */
static bool finisher_attack_line_supported(const ex_card *c, const ex_line *l)
{
    (void)c;
    switch (l->tmpl) {
    case TMPL_E04: case TMPL_E05: case TMPL_E17: case TMPL_E21: case TMPL_E36: case TMPL_E46: case TMPL_E50:
        return true;
    default:
        return false;
    }
}

/* Every line of a card passes @p line_ok. */
static bool all_lines(const ex_card *c, bool (*line_ok)(const ex_card *, const ex_line *))
{
    for (unsigned i = 0; i < c->line_count; i++)
        if (!line_ok(c, &c->lines[i]))
            return false;
    return true;
}

/* "this Gear" (E14 form 4, E10) names the Gear that prints the line, or
 * the Gear of the Move that does: an Exile or a Memory has none. */
static bool names_this_gear(const ex_line *l)
{
    unsigned t = ex_effect_tmpl(l);
    return (t == TMPL_E14 && ex_effect_form(l) == 4) || (t == TMPL_E10 && l->place == PLACE_THIS_GEAR);
}

/* An Exile's or a Gear's Passives and abilities, and its one-time Effects
 * ("When this Exile is unleashed / this Upgrade is unlocked"). */
static bool exile_or_gear_line_supported(const ex_card *c, const ex_line *l)
{
    if (c->kind == EXILE_CARD_EXILE && names_this_gear(l))
        return false;
    return l->side == SIDE_ONCE ? ex_effect_supported(l) : passive_line_supported(l);
}

/* A Memory prints only its one-time Effect (§4.4). */
static bool memory_line_supported(const ex_card *c, const ex_line *l)
{
    (void)c;
    return l->side == SIDE_ONCE && ex_effect_supported(l) && !names_this_gear(l);
}

static bool move_supported(const ex_card *c)
{
    switch (c->move_type) {
    case EXILE_MOVE_ATTACK: case EXILE_MOVE_BLOCK: case EXILE_MOVE_COMBAT:
        /* Reaction is a Tactics card's keyword (§6.2). */
        return !ex_has_kw(c, COL_ATTACK, EXILE_KW_REACTION) && all_lines(c, move_line_supported);
    case EXILE_MOVE_TACTICS:
        /* Exert is paid as it is played, as an action or a Reaction (§7.4, G7). */
    case EXILE_MOVE_FINISHER_TACTICS:
        return all_lines(c, tactics_line_supported);
    case EXILE_MOVE_FINISHER_ATTACK:
        return all_lines(c, finisher_attack_line_supported);
    default:
        return false;
    }
}

bool ex_card_text_supported(const ex_card *c)
{
    switch (c->kind) {
    case EXILE_CARD_EXILE: case EXILE_CARD_GEAR:
        return all_lines(c, exile_or_gear_line_supported);
    case EXILE_CARD_MOVE:
        return move_supported(c);
    case EXILE_CARD_MEMORY:
        return all_lines(c, memory_line_supported);
    default:
        return true; /* the Token texts of §4.5 */
    }
}
