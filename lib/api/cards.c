/*
 * The public card queries (exile.h, group "cards"): read-only views of the
 * tables gen_cards.py compiles from the card sources.
 * SPDX-License-Identifier: MIT
 */
#include <limits.h>
#include <string.h>

#include <exile/exile.h>

#include "cards.h"

/* The card at a public index, or NULL when the index is out of range. */
static const ex_card *card_at(int card)
{
    if (card < 0 || card >= CARD_COUNT)
        return NULL;
    return ex_card_def((unsigned)card);
}

static int is_move(const ex_card *c)
{
    return c->kind == EXILE_CARD_MOVE;
}

int exile_card_count(void)
{
    return CARD_COUNT;
}

exile_status exile_card_find(const char *key, int *out)
{
    if (key == NULL || out == NULL)
        return EXILE_E_INVALID_ARGUMENT;
    /* Codes and names are both unique (gen_cards.py checks it), and no code
     * is spelt like a name, so one pass over both finds the only match. */
    for (int i = 0; i < CARD_COUNT; i++) {
        const ex_card *c = card_at(i);
        if (strcmp(c->code, key) == 0 || strcmp(c->name, key) == 0) {
            *out = i;
            return EXILE_OK;
        }
    }
    return EXILE_E_NOT_FOUND;
}

const char *exile_card_code(int card)
{
    const ex_card *c = card_at(card);
    return c ? c->code : NULL;
}

const char *exile_card_name(int card)
{
    const ex_card *c = card_at(card);
    return c ? c->name : NULL;
}

int exile_card_kind_of(int card)
{
    const ex_card *c = card_at(card);
    return c ? (int)c->kind : -1;
}

/* Fields that only some kinds print read -1 on the others, so that a
 * frontend can draw exactly what the card shows; a bad question reads
 * INT_MIN, which no card prints. */
int exile_card_stat(int card, exile_card_stat_id stat)
{
    const ex_card *c = card_at(card);
    if (c == NULL)
        return INT_MIN;
    switch (stat) {
    case EXILE_STAT_COST:
        return c->cost;
    case EXILE_STAT_BLOCK_COST:
        return c->block_cost;
    case EXILE_STAT_DAMAGE:
        return c->damage;
    case EXILE_STAT_BLOCK:
        return c->block;
    case EXILE_STAT_CHANNEL:
        return c->channel;
    case EXILE_STAT_SPEED:
        return is_move(c) ? (int)c->speed : -1;
    case EXILE_STAT_BASE_HP:
        return c->base_hp;
    case EXILE_STAT_UNLEASH_HEAL:
        return c->unleash_heal;
    case EXILE_STAT_REFILL_BONUS:
        return c->refill_bonus;
    case EXILE_STAT_MANTRA_STAMINA:
        return c->mantra_stamina;
    case EXILE_STAT_GEAR:
        return (is_move(c) || c->kind == EXILE_CARD_EXILE) ? (int)c->gear : -1;
    case EXILE_STAT_CATEGORY:
        return (is_move(c) || c->kind == EXILE_CARD_GEAR) ? (int)c->category : -1;
    case EXILE_STAT_MOVE_TYPE:
        return is_move(c) ? (int)c->move_type : -1;
    case EXILE_STAT_SUPPLY:
        return c->supply;
    case EXILE_STAT_BOX:
        return c->box;
    }
    return INT_MIN; /* a value outside the enum */
}

int exile_card_keyword(int card, exile_keyword kw, exile_column column)
{
    const ex_card *c = card_at(card);
    int k = (int)kw, col = (int)column;
    if (c == NULL || k < 0 || k >= EXILE_KW_COUNT || col < 0 || col >= COL_COUNT)
        return INT_MIN;
    if (!is_move(c) || !ex_has_kw(c, (unsigned)col, (unsigned)k))
        return -1;
    return (int)ex_kw_value(c, (unsigned)col, (unsigned)k);
}

int exile_card_text_count(int card)
{
    const ex_card *c = card_at(card);
    return c ? (int)c->line_count : -1;
}

const char *exile_card_text(int card, int line)
{
    const ex_card *c = card_at(card);
    if (c == NULL || line < 0 || line >= (int)c->line_count)
        return NULL;
    return c->lines[line].text;
}

int exile_card_text_side(int card, int line)
{
    const ex_card *c = card_at(card);
    if (c == NULL || line < 0 || line >= (int)c->line_count)
        return -1;
    _Static_assert((int)SIDE_FRONT == (int)EXILE_SIDE_FRONT && (int)SIDE_BACK == (int)EXILE_SIDE_BACK &&
                       (int)SIDE_ONCE == (int)EXILE_SIDE_ONCE,
                   "the public sides are the card tables' own");
    return c->lines[line].side;
}

int exile_recommended_count(void)
{
    return ex_recommended_count;
}

size_t exile_loadout_size(unsigned int version)
{
    return version == EXILE_LOADOUT_VERSION ? sizeof(exile_loadout) : 0u;
}

exile_status exile_recommended_loadout(int index, exile_loadout *out)
{
    return exile_recommended_loadout_v(index, out, 1u);
}

exile_status exile_recommended_loadout_v(int index, exile_loadout *out, unsigned int version)
{
    if (!out || index < 0 || index >= ex_recommended_count)
        return EXILE_E_INVALID_ARGUMENT;
    if (exile_loadout_size(version) == 0)
        return EXILE_E_VERSION;
    const ex_recommended *r = &ex_recommended_loadouts[index];
    out->exile = ex_cards[r->exile].code;
    out->secondary = ex_cards[r->gear[EXILE_GEAR_SECONDARY]].code;
    out->protective = ex_cards[r->gear[EXILE_GEAR_PROTECTIVE]].code;
    out->kit = ex_cards[r->gear[EXILE_GEAR_KIT]].code;
    for (unsigned m = 0; m < 3; m++)
        out->memories[m] = ex_cards[r->memories[m]].code;
    return EXILE_OK;
}
