/*
 * The Math (§5 Action A step 6, §7.2): Damage, Block Rating, Net Damage,
 * success, HP, and the outcome's Effects in the order of G11.
 * SPDX-License-Identifier: MIT
 */
#include "rules.h"

/* A keyword's [X] as a Damage or Block term. */
static int kwv(const ex_card *c, unsigned col, unsigned k)
{
    return (int)ex_kw_value(c, col, k);
}

static unsigned momentum_n(const ex_state *st, unsigned seat)
{
    return ex_seat_pile(st, seat, PILE_MOMENTUM).n;
}

/* The +[X] of the lines of a card's column with template @p tmpl whose
 * "while you have another card in your Momentum Zone" holds (E37, E38). */
static int while_momentum_bonus(const ex_state *st, const ex_card *c, unsigned col, unsigned tmpl, unsigned seat)
{
    int bonus = 0;
    for (unsigned i = 0; i < c->line_count; i++) {
        const ex_line *l = &c->lines[i];
        if (l->tmpl == tmpl && (l->column == col || l->column == COL_COUNT) && momentum_n(st, seat) >= 1)
            bonus += l->x;
    }
    return bonus;
}

static bool line_in_column(const ex_line *l, unsigned col)
{
    return l->column == col || l->column == COL_COUNT;
}

static bool card_has_line(const ex_card *c, unsigned col, unsigned tmpl)
{
    for (unsigned i = 0; i < c->line_count; i++)
        if (c->lines[i].tmpl == tmpl && line_in_column(&c->lines[i], col))
            return true;
    return false;
}

/* "This attack deals +[X] Damage for each ..., up to +[Y]" (E04, E05, E50),
 * and the Damage lines that count or compare at the Math (E17, E35, E36;
 * §7.7 Momentum conditions: the cards as they lie, the attack in the Combat
 * Zone never counted). */
static int count_bonuses(const ex_state *st, const ex_card *c, unsigned a)
{
    unsigned d = ex_opp((uint8_t)a);
    int bonus = 0;
    for (unsigned i = 0; i < c->line_count; i++) {
        const ex_line *l = &c->lines[i];
        int n;
        if (!line_in_column(l, COL_ATTACK))
            continue;
        switch (l->tmpl) {
        case TMPL_E17: /* for each card in your opponent's Destroyed Pile / while it holds [N] or more */
            if (l->form == 2)
                bonus += (int)ex_seat_pile(st, d, PILE_DESTROYED).n >= l->y ? l->x : 0;
            else
                bonus += (int)ex_seat_pile(st, d, PILE_DESTROYED).n * l->x;
            continue;
        case TMPL_E35: /* If your opponent has more cards in their Momentum Zone than you */
            bonus += momentum_n(st, d) > momentum_n(st, a) ? l->x : 0;
            continue;
        case TMPL_E36: /* for each other card in your Momentum Zone */
            bonus += (int)momentum_n(st, a) * l->x;
            continue;
        case TMPL_E04: /* for each other successful attack you made this round */
            n = st->seat[a].successes;
            break;
        case TMPL_E05: { /* for each Move with Thrown in your Recall Pile */
            ex_pile r = ex_seat_pile(st, a, PILE_RECALL);
            n = 0;
            for (unsigned k = 0; k < r.n; k++)
                n += ex_is_thrown(st, r.c[k]);
            break;
        }
        case TMPL_E50: /* for each disarmed Gear of your opponent's */
            n = (int)(ex_bit(st->seat[d].gear_disarmed, 0) + ex_bit(st->seat[d].gear_disarmed, 1) +
                      ex_bit(st->seat[d].gear_disarmed, 2) + ex_bit(st->seat[d].gear_disarmed, 3));
            break;
        default:
            continue;
        }
        int b = n * l->x;
        if (l->y && b > l->y)
            b = l->y;
        bonus += b;
    }
    return bonus;
}

/* P26: "The Moves of this Gear have Enlightened": a Move of a Gear of
 * @p seat with that working Passive. A card that prints Enlightened gains
 * nothing more (§7.4 Enlightened). */
static bool enlightened(const ex_state *st, unsigned seat, const ex_card *c, unsigned col)
{
    if (ex_has_kw(c, col, EXILE_KW_ENLIGHTENED))
        return true;
    ex_passive_hit h[EX_GEAR + 1];
    unsigned n = ex_passives(st, seat, TMPL_P26, h, EX_GEAR + 1);
    for (unsigned i = 0; i < n; i++)
        if (h[i].card == c->gear)
            return true;
    return false;
}

/* The [X]s of @p seat's working Passives of @p tmpl that a Gear prints for
 * its own Moves, @p gear's (P02 Damage, P07 Block Rating). */
static int gear_bonus(const ex_state *st, unsigned seat, unsigned tmpl, unsigned gear)
{
    ex_passive_hit h[EX_GEAR + 1];
    unsigned n = ex_passives(st, seat, tmpl, h, EX_GEAR + 1);
    int x = 0;
    for (unsigned i = 0; i < n; i++)
        if (h[i].card == gear)
            x += h[i].line->x;
    return x;
}

/* The Damage before an Effect that sets it to a number (E24), which
 * applies last (§7.2). */
static int damage_terms(const ex_state *st)
{
    const ex_attack *atk = &st->atk;
    unsigned a = atk->attacker, d = ex_opp((uint8_t)a);
    const ex_card *c = ex_inst_card(st, atk->card);
    const ex_seat *sa = &st->seat[a], *sd = &st->seat[d];
    int dmg = c->damage;
    /* Passives: P02 "The Moves of this Gear deal +[X] Damage", P03 "Your
     * attacks deal +[X] Damage" (alone or behind P18's condition). */
    dmg += gear_bonus(st, a, TMPL_P02, c->gear);
    ex_passive_hit h[EX_GEAR + 1];
    unsigned n = ex_passives(st, a, TMPL_P03, h, EX_GEAR + 1);
    for (unsigned i = 0; i < n; i++)
        dmg += h[i].line->x;
    /* P04 "Your Ranged attacks deal +[X] Damage." */
    n = ex_passives(st, a, TMPL_P04, h, EX_GEAR + 1);
    for (unsigned i = 0; i < n && ex_has_kw(c, COL_ATTACK, EXILE_KW_RANGED); i++)
        dmg += h[i].line->x;
    n = ex_passives(st, a, TMPL_P18, h, EX_GEAR + 1);
    for (unsigned i = 0; i < n; i++)
        if (h[i].line->effect == TMPL_P03 && (h[i].line->form == 2 ? !sd->engaged : sd->engaged))
            dmg += h[i].line->x;
    /* P25 "While your opponent has [X] or more cards in their Momentum
     * Zone, your attacks deal +[Y] Damage.", read at the Math (§7.7). */
    n = ex_passives(st, a, TMPL_P25, h, EX_GEAR + 1);
    for (unsigned i = 0; i < n; i++)
        if (h[i].line->effect == TMPL_P03 && momentum_n(st, d) >= (unsigned)h[i].line->x)
            dmg += h[i].line->y;
    /* P27 "Your fighting Moves deal +[X] Damage." (the Unleashed side's
     * +[X+1] in place of the front's +[X]): every attack is a fighting Move. */
    n = ex_passives(st, a, TMPL_P27, h, EX_GEAR + 1);
    for (unsigned i = 0; i < n; i++)
        dmg += h[i].line->x;
    /* E46: +1 Damage for each HP lost as it was played (§7.2). */
    dmg += atk->hp_lost;
    dmg += while_momentum_bonus(st, c, COL_ATTACK, TMPL_E37, a);
    dmg += count_bonuses(st, c, a);
    /* Keywords (§6.2, G8: every bonus is a term of step 1). Overcommit an
     * Effect gives adds to the X the card prints (§7.1). */
    unsigned oc = atk->extra_overcommit;
    if (ex_has_kw(c, COL_ATTACK, EXILE_KW_OVERCOMMIT))
        oc += ex_kw_value(c, COL_ATTACK, EXILE_KW_OVERCOMMIT);
    if (oc) {
        int over = (int)atk->declared - (int)atk->eff_cost;
        dmg += over < (int)oc ? over : (int)oc;
    }
    if ((atk->flags & AF_FACE_DOWN) && ex_has_kw(c, COL_ATTACK, EXILE_KW_AMBUSH))
        dmg += kwv(c, COL_ATTACK, EXILE_KW_AMBUSH);
    if (ex_blocks(st).n == 0 && ex_has_kw(c, COL_ATTACK, EXILE_KW_PUNISHING))
        dmg += kwv(c, COL_ATTACK, EXILE_KW_PUNISHING);
    if (ex_has_kw(c, COL_ATTACK, EXILE_KW_DEFIANT))
        dmg += (int)ex_unlocked_count(st, d);
    if (ex_has_kw(c, COL_ATTACK, EXILE_KW_CASCADING))
        dmg += (int)momentum_n(st, a);
    if (ex_has_kw(c, COL_ATTACK, EXILE_KW_MOMENTOUS))
        dmg += (int)momentum_n(st, a);
    if (enlightened(st, a, c, COL_ATTACK))
        dmg += (int)ex_unlocked_count(st, a);
    if (ex_has_kw(c, COL_ATTACK, EXILE_KW_PRESSING) && sd->engaged)
        dmg += kwv(c, COL_ATTACK, EXILE_KW_PRESSING);
    if (ex_has_kw(c, COL_ATTACK, EXILE_KW_VENGEFUL))
        dmg += (int)momentum_n(st, d);
    /* §4.5 Aim: +1 Damage for each Aim Token on the defender's Exile. */
    dmg += (int)ex_count_tokens_of(st, ex_seat_pile(st, d, PILE_ATTACHED), ex_aim_card());
    dmg += atk->damage_mod;
    (void)sa;
    return dmg < 0 ? 0 : dmg;
}

int ex_attack_damage(const ex_state *st)
{
    return st->atk.zero_damage ? 0 : damage_terms(st);
}

/* One Block card's rating (§7.2 step 2), floored at 0. */
static int card_block(const ex_state *st, unsigned inst)
{
    unsigned d = ex_opp(st->atk.attacker);
    const ex_card *c = ex_inst_card(st, inst);
    int b = c->block;
    if (ex_has_kw(c, COL_BLOCK, EXILE_KW_MOMENTOUS))
        b += (int)momentum_n(st, d);
    if (enlightened(st, d, c, COL_BLOCK))
        b += (int)ex_unlocked_count(st, d);
    b += while_momentum_bonus(st, c, COL_BLOCK, TMPL_E38, d);
    /* P07 "The Moves of this Gear gain +[X] Block Rating", alone or behind
     * P25 "While your opponent has [X] or more cards in their Momentum Zone". */
    b += gear_bonus(st, d, TMPL_P07, c->gear);
    ex_passive_hit h[EX_GEAR + 1];
    unsigned n = ex_passives(st, d, TMPL_P25, h, EX_GEAR + 1);
    for (unsigned i = 0; i < n; i++)
        if (h[i].line->effect == TMPL_P07 && h[i].card == c->gear &&
            momentum_n(st, st->atk.attacker) >= (unsigned)h[i].line->x)
            b += h[i].line->y;
    if (st->seat[d].engaged)
        b -= 1; /* the Engaged penalty */
    return b < 0 ? 0 : b;
}

int ex_block_rating(const ex_state *st)
{
    const ex_card *ac = ex_inst_card(st, st->atk.card);
    int total = 0;
    ex_pile blocks = ex_blocks(st);
    for (unsigned i = 0; i < blocks.n; i++) {
        /* E18: the first Block card adds no Block Rating against two or more. */
        if (i == 0 && blocks.n >= 2 && card_has_line(ac, COL_ATTACK, TMPL_E18))
            continue;
        total += card_block(st, blocks.c[i]);
    }
    return total;
}

static bool any_block_kw(const ex_state *st, unsigned kw)
{
    ex_pile blocks = ex_blocks(st);
    for (unsigned i = 0; i < blocks.n; i++)
        if (ex_has_kw(ex_inst_card(st, blocks.c[i]), COL_BLOCK, kw))
            return true;
    return false;
}

void ex_math(ex_engine *e)
{
    ex_state *st = e->st;
    ex_attack *atk = &st->atk;
    unsigned a = atk->attacker, d = ex_opp((uint8_t)a);
    if (atk->card == EX_NO_CARD) {
        /* It left the Combat Zone in the React step (§7.8): no Math; every
         * Block card to the Recall Pile; no turn, Quick or not. */
        ex_blocks_to_recall(e);
        st->next_turn = (uint8_t)d;
        st->step = STEP_ATTACK_END;
        return;
    }
    const ex_card *c = ex_inst_card(st, atk->card);
    /* E45 "After the React step, you may destroy [X] card(s) in your
     * Momentum Zone. If you do, this attack becomes unblockable.": chosen
     * now, before the Math (§7.4), with X cards there to destroy. */
    if (!atk->unblock_asked && card_has_line(c, COL_ATTACK, TMPL_E45)) {
        atk->unblock_asked = 1;
        unsigned x = 0;
        for (unsigned i = 0; i < c->line_count; i++)
            if (c->lines[i].tmpl == TMPL_E45)
                x = (unsigned)c->lines[i].x;
        if (x && ex_count_moves(ex_seat_pile(st, a, PILE_MOMENTUM)) >= x) {
            st->dec_arg[0] = (uint8_t)x;
            ex_decide(st, DEC_UNBLOCKABLE, a);
            return;
        }
    }
    /* E55: the Damage it would have had at the Math without the card that
     * set it to 0, minus 1, as counters on that card. */
    if (atk->counters_for) {
        unsigned host = atk->counters_for - 1u;
        int would = damage_terms(st) - 1;
        if (st->zone[host] == ZONE_ATTACHED && would > 0)
            ex_add_counters(e, host, (unsigned)would);
    }
    int dmg = ex_attack_damage(st);
    int blk = ex_block_rating(st);
    int net = dmg > blk ? dmg - blk : 0;
    atk->reached_math = 1;
    atk->blocked = ex_blocks(st).n > 0;
    atk->shielded = atk->blocked && net > 0 && any_block_kw(st, EXILE_KW_SHIELDING);
    atk->successful = net > 0 && !atk->shielded;
    atk->block_successful = atk->blocked && net == 0;
    int hp_loss = atk->shielded ? 0 : net;
    /* Piercing Attack [X]: a blocked attack costs at least X, capped at its Damage. */
    if (atk->blocked && ex_has_kw(c, COL_ATTACK, EXILE_KW_PIERCING)) {
        int x = kwv(c, COL_ATTACK, EXILE_KW_PIERCING);
        if (x > dmg)
            x = dmg;
        if (x > hp_loss)
            hp_loss = x;
    }
    int lacerating = 0;
    ex_pile blocks = ex_blocks(st);
    for (unsigned i = 0; i < blocks.n; i++) {
        const ex_card *b = ex_inst_card(st, blocks.c[i]);
        if (ex_has_kw(b, COL_BLOCK, EXILE_KW_LACERATING))
            lacerating += kwv(b, COL_BLOCK, EXILE_KW_LACERATING);
    }
    /* Disarming Block (§7.8): any Block card's, and every Block card's
     * against a face-down attack; never a successful or Ranged attack. */
    atk->disarm_attack = !atk->successful && atk->blocked &&
                         ((atk->flags & AF_FACE_DOWN) || any_block_kw(st, EXILE_KW_DISARMING_BLOCK)) &&
                         !ex_has_kw(c, COL_ATTACK, EXILE_KW_RANGED) && !(atk->flags & AF_CANNOT_DISARM);
    ex_emit(e, EXILE_EV_MATH, (int)a, -1, -1, -1, net, atk->successful);
    /* One event: both losses, then the check (§3.4 Draw). */
    ex_lose_hp(e, d, hp_loss);
    ex_lose_hp(e, a, lacerating);
    atk->hp_taken = (uint8_t)(hp_loss > 255 ? 255 : hp_loss);
    if (ex_check_loss(e))
        return;
    if (atk->successful) {
        /* §5 Action D: the defender's prepared Finisher is lost at once. */
        ex_finisher_lose(e, d);
        st->seat[a].successes = (uint8_t)ex_clamp(st->seat[a].successes + 1, EX_AMOUNT_MAX);
        if (ex_has_kw(c, COL_ATTACK, EXILE_KW_STUNNING) && atk->speed != SPEED_SLOW) {
            st->stun_pending = (uint8_t)d;
            ex_emit(e, EXILE_EV_STUN, (int)d, -1, -1, -1, -1, -1);
        }
    }
    st->step = STEP_ATTACK_OUTCOME;
}

/* The outcome Passives of both players (G11 step 4). */
static void outcome_passives(ex_state *st)
{
    const ex_attack *atk = &st->atk;
    unsigned a = atk->attacker, d = ex_opp((uint8_t)a);
    const ex_card *c = ex_inst_card(st, atk->card);
    unsigned from = st->trig_n;
    ex_passive_hit h[EX_GEAR + 1];
    unsigned n;
    if (atk->successful) {
        n = ex_passives(st, a, TMPL_P22, h, EX_GEAR + 1); /* a Quick attack is successful */
        for (unsigned i = 0; i < n && atk->speed == SPEED_QUICK; i++)
            ex_fire(st, a, &h[i]);
        /* "attacks with Overcommit": printed, or given by an Effect (E42,
         * §7.8 A keyword given by an Effect). */
        bool overcommit = ex_has_kw(c, COL_ATTACK, EXILE_KW_OVERCOMMIT) || atk->extra_overcommit;
        n = ex_passives(st, a, TMPL_P10, h, EX_GEAR + 1);
        for (unsigned i = 0; i < n && overcommit; i++)
            ex_fire(st, a, &h[i]);
        n = ex_passives(st, a, TMPL_P08, h, EX_GEAR + 1);
        for (unsigned i = 0; i < n && overcommit; i++)
            ex_fire(st, a, &h[i]);
        n = ex_passives(st, a, TMPL_P23, h, EX_GEAR + 1); /* Slow, costing X or more */
        for (unsigned i = 0; i < n; i++)
            if (atk->speed == SPEED_SLOW && atk->eff_cost >= h[i].line->x)
                ex_fire(st, a, &h[i]);
        n = ex_passives(st, a, TMPL_P14, h, EX_GEAR + 1); /* Ranged */
        for (unsigned i = 0; i < n && ex_has_kw(c, COL_ATTACK, EXILE_KW_RANGED); i++)
            ex_fire(st, a, &h[i]);
        n = ex_passives(st, d, TMPL_P24, h, EX_GEAR + 1); /* costs you X or more HP */
        for (unsigned i = 0; i < n; i++)
            if (atk->hp_taken >= h[i].line->x)
                ex_fire(st, d, &h[i]);
        /* P05 "After an opponent's attack against you is successful": its
         * success is settled at the Math (§7.3), so it fires there with the
         * other outcome Passives (G11 step 4; doc/rulings.md). */
        n = ex_passives(st, d, TMPL_P05, h, EX_GEAR + 1);
        for (unsigned i = 0; i < n; i++)
            ex_fire(st, d, &h[i]);
    }
    if (atk->block_successful) {
        n = ex_passives(st, d, TMPL_P19, h, EX_GEAR + 1);
        for (unsigned i = 0; i < n; i++)
            ex_fire(st, d, &h[i]);
    }
    ex_trigger_sort(st, from, st->turn);
}

/* E10: "Attach [X] [kind] Tokens to [your opponent's Exile / your Exile /
 * this Gear]": "this Gear" is the Gear of this Move. */
static void attach_tokens(ex_state *st, unsigned me, unsigned source, const ex_line *l)
{
    unsigned target = l->place == PLACE_OPPONENT_EXILE ? ex_opp((uint8_t)me) : me;
    ex_trigger_push_at(st, l->place == PLACE_THIS_GEAR ? TRIG_GEAR_TOKENS : TRIG_ATTACH_TOKEN, me, source,
                       (unsigned)l->x, target);
    st->trig[st->trig_n - 1].token = l->token;
}

/* The Effects a fighting Move prints, read at the Math (G11 step 5, G39). */
static void card_effects(ex_state *st, unsigned inst, unsigned col, bool success)
{
    const ex_card *c = ex_inst_card(st, inst);
    unsigned me = ex_owner(inst), opp = ex_opp((uint8_t)me);
    unsigned id = st->def[inst];
    for (unsigned i = 0; i < c->line_count; i++) {
        const ex_line *l = &c->lines[i];
        if (!line_in_column(l, col))
            continue;
        switch (l->tmpl) {
        case TMPL_E53: /* If [condition], you may take 1 Move with Thrown from your Recall Pile ...
                        * Another condition than the attack's success is read as the Effect
                        * resolves (§6.4), after the outcome Passives (effects.c). */
            if (l->cond != COND_ATTACK_SUCCESSFUL)
                ex_trigger_push(st, TRIG_EFFECT, me, id, i);
            else if (success)
                ex_trigger_push(st, TRIG_TAKE_THROWN, me, id, (unsigned)l->x);
            break;
        case TMPL_E62: /* If your opponent is Engaged (1) / Disengaged (2), [Effect]. */
            if ((l->form == 2) != (st->seat[opp].engaged != 0) && l->effect == TMPL_E10)
                attach_tokens(st, me, id, l);
            break;
        case TMPL_E10:
            attach_tokens(st, me, id, l);
            break;
        case TMPL_E39: /* While you have another card in your Momentum Zone, this card has Flow [X]. */
            if (success && momentum_n(st, me) >= 1)
                ex_trigger_push(st, TRIG_FLOW, me, id, (unsigned)l->x);
            break;
        case TMPL_E21: /* ... your opponent turns one of their unlocked Memories back */
            if (success && st->seat[opp].mem_unlocked)
                ex_trigger_push_at(st, TRIG_TURN_BACK, me, id, 0, opp);
            break;
        case TMPL_E14: /* Disarm your Primary Weapon (1) / Secondary Weapon (2) / Primary Weapon
                        * or Secondary Weapon (3) / this Gear (4): the Gear of this Move.
                        * Printed alone on a fighting Move, it happens here, whatever the
                        * outcome (G39); the choice of form 3 is asked as it resolves. */
            if (l->form == 3)
                ex_trigger_push(st, TRIG_EFFECT, me, id, i);
            else
                ex_trigger_push(st, TRIG_DISARM_OWN, me, id,
                                l->form == 1   ? EXILE_GEAR_PRIMARY
                                : l->form == 2 ? EXILE_GEAR_SECONDARY
                                               : ex_gear_slot_of(st, inst));
            break;
        case TMPL_E19: /* If this block is successful against a Quick attack ... */
            if (success && st->atk.speed == SPEED_QUICK)
                st->atk.turn_to_defender = 1;
            break;
        default:
            break;
        }
    }
    if (success && ex_has_kw(c, col, EXILE_KW_FLOW))
        ex_trigger_push(st, TRIG_FLOW, me, id, ex_kw_value(c, col, EXILE_KW_FLOW));
}

void ex_outcome(ex_engine *e)
{
    ex_state *st = e->st;
    const ex_attack *atk = &st->atk;
    unsigned a = atk->attacker, d = ex_opp((uint8_t)a);
    const ex_card *c = ex_inst_card(st, atk->card);
    /* G11 step 3: Suffocating, before any "if successful" Effect. */
    if (atk->successful && ex_has_kw(c, COL_ATTACK, EXILE_KW_SUFFOCATING))
        ex_trigger_push_at(st, TRIG_SUFFOCATE, a, st->def[atk->card], ex_kw_value(c, COL_ATTACK, EXILE_KW_SUFFOCATING), d);
    if (atk->block_successful) {
        unsigned first = ex_blocks(st).c[0];
        const ex_card *b = ex_inst_card(st, first);
        if (ex_has_kw(b, COL_BLOCK, EXILE_KW_SUFFOCATING))
            ex_trigger_push_at(st, TRIG_SUFFOCATE, d, st->def[first],
                               ex_kw_value(b, COL_BLOCK, EXILE_KW_SUFFOCATING), a);
    }
    outcome_passives(st);
    card_effects(st, atk->card, COL_ATTACK, atk->successful);
    ex_pile blocks = ex_blocks(st);
    for (unsigned i = 0; i < blocks.n; i++)
        card_effects(st, blocks.c[i], COL_BLOCK, i == 0 && atk->block_successful);
    /* G11 step 6: Pinning and Disengaging, after every "if successful" Effect. */
    if (atk->successful && ex_has_kw(c, COL_ATTACK, EXILE_KW_PINNING))
        ex_trigger_push_at(st, TRIG_ENGAGE, a, st->def[atk->card], 0, d);
    if (atk->successful && ex_has_kw(c, COL_ATTACK, EXILE_KW_DISENGAGING))
        ex_trigger_push_at(st, TRIG_DISENGAGE, a, st->def[atk->card], 0, a);
    st->step = STEP_ATTACK_CLEAR;
}
