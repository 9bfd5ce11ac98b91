/*
 * Determinizations against the public history (exile_match_determinize):
 * a sample of what a seat knows must be a match that the same public
 * history could have reached, not only one whose view is the same.
 *
 * Random matches are played with a record of every action since the last
 * position where a turn's action was chosen (or a Rearm step began). At the
 * positions where a card the seat cannot see has public consequences (the
 * opponent's face-down attack before its Reveal, its hidden Rearm pick, its
 * card put face-down in an exchange, its Pay or Exert with a hidden hand)
 * and at some others, samples are drawn for the seat, and each must
 *  (a) leave the seat's view as it is;
 *  (b) pass every check of a state;
 *  (c) be reached by the recorded actions: the hidden cards of the earlier
 *      position are dealt as the sample deals them (each hidden card of the
 *      match now stands for the card the sample has in its place), the
 *      opponent's hidden choices are the sample's (its face-down attack,
 *      Rearm pick, exchange card), and then every recorded action is legal
 *      in turn, the seat's observer receives exactly the events it received
 *      in the match, and the position reached is the sample, but for its
 *      generator.
 * White-box: it reads and writes the flat states.
 *
 * Usage: test_determinize_history [MATCHES [SET]]  (default 300 box1)
 * SET: box1 or box2 (the box's recommended first game, loadouts 0/1 and
 * 2/3), arc-hook (random drafts of both boxes in which one seat holds Arc
 * Hook, whose P21 is read at Pay), or drafts (random drafts of every card
 * the engine holds: with the test cards, an Exert of 2 on a Tactics card).
 * SPDX-License-Identifier: MIT
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "draft.h"
#include "match.h"
#include "scenario.h"

enum {
    SPAN_CAP = 256,    /* actions recorded since the span began */
    LOG_CAP = 4096,    /* events of one seat in a span */
    TEXT_CAP = 16384,
    SAMPLES = 8,       /* samples at a position with public consequences */
    OTHER_SAMPLES = 2, /* at any other position checked */
    OTHER_EVERY = 16   /* one position in this many of the others is checked */
};

static unsigned long matches = 300;

enum loadout_set { SET_BOX1, SET_BOX2, SET_ARC_HOOK, SET_DRAFTS };
static enum loadout_set set = SET_BOX1;

static uint64_t next_rand(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static int card_id(const char *code)
{
    int id;
    assert_int_equal(exile_card_find(code, &id), EXILE_OK);
    return id;
}

/* ---- the record ---- */

typedef struct event_log {
    exile_event ev[LOG_CAP];
    size_t n;
    bool overflow;
} event_log;

static void record_event(const exile_event *ev, void *user_data)
{
    event_log *log = user_data;
    if (log->n < LOG_CAP)
        log->ev[log->n++] = *ev;
    else
        log->overflow = true;
}

/* The actions since a position, with the decision each answered. */
typedef struct span {
    ex_state start;
    exile_action act[SPAN_CAP];
    uint8_t dec[SPAN_CAP];
    uint8_t actor[SPAN_CAP];
    unsigned n;
    bool valid;
    event_log log[EX_SEATS]; /* what each seat's observer received since */
    bool seen[EX_SEATS][EX_INSTANCES]; /* the cards each seat saw at some position of it */
} span;

/* A span begins where a turn's action is chosen, or where a Rearm step
 * asks its first player: the position before any hidden choice made in
 * them, and after the Refill that deals cards nobody sees. */
static bool span_begins(const ex_state *st)
{
    return st->decision == DEC_TURN || (st->decision == DEC_REARM && st->actor == st->initiative);
}

/* ---- what is checked where ---- */

enum category {
    CAT_NONE,
    CAT_ATTACK_UPRIGHT,  /* a face-down attack that did not engage its player (P21) */
    CAT_ATTACK_ENGAGED,  /* one that engaged its player against an engaged opponent */
    CAT_ATTACK_HP,       /* one whose player lost HP as it was played (E46) */
    CAT_ATTACK_PAY,      /* one in its Pay step */
    CAT_ATTACK,          /* any other face-down attack before its Reveal */
    CAT_REARM,           /* after the opponent's hidden Rearm pick */
    CAT_EXCHANGE,        /* after the opponent's hidden exchange card */
    CAT_PAY,             /* the opponent's Pay step of a face-up attack */
    CAT_EXERT,           /* the opponent's Exert with picks left */
    CAT_OTHER,
    CAT_COUNT
};

static const char *const cat_names[CAT_COUNT] = {
    "-", "face-down, did not engage (P21)", "face-down, engaged vs engaged", "face-down, HP lost (E46)",
    "face-down, in Pay", "face-down, other", "hidden Rearm pick", "hidden exchange card", "face-up, in Pay",
    "Exert under way", "other positions",
};

static bool has_p21(const ex_state *st, unsigned seat)
{
    ex_passive_hit h;
    return ex_passives(st, seat, TMPL_P21, &h, 1) > 0;
}

static enum category category_of(const ex_state *st, int v)
{
    unsigned opp = ex_opp((uint8_t)v);
    const ex_attack *a = &st->atk;
    if (st->winner >= 0)
        return CAT_NONE;
    bool in_pay = a->card != EX_NO_CARD && !a->finisher && st->step == STEP_TURN_BEGIN;
    if (a->card != EX_NO_CARD && !ex_visible(st, a->card, v)) {
        if (a->flags & AF_NO_ENGAGE)
            return CAT_ATTACK_UPRIGHT;
        if (!in_pay && st->seat[v].engaged && has_p21(st, a->attacker))
            return CAT_ATTACK_ENGAGED;
        if (a->hp_lost)
            return CAT_ATTACK_HP;
        return in_pay ? CAT_ATTACK_PAY : CAT_ATTACK;
    }
    if (st->decision == DEC_REARM && st->actor == (unsigned)v && st->initiative == opp &&
        (st->seat[opp].gear_disarmed & 0xfu))
        return CAT_REARM;
    if (st->decision == DEC_EXCHANGE && st->actor == (unsigned)v && st->seat[opp].exchange_pick != EX_NO_CARD)
        return CAT_EXCHANGE;
    if (in_pay && a->attacker == opp)
        return CAT_PAY;
    if (st->decision == DEC_EXERT && st->actor == opp && st->dec_arg[1] > 0)
        return CAT_EXERT;
    return CAT_NONE;
}

/* ---- the checks of one sample ---- */

enum failure {
    FAIL_NONE,
    FAIL_VIEW,      /* (a) the seat's view changed */
    FAIL_STATE,     /* (b) an invariant broken */
    FAIL_DEAL,      /* the sample does not hold the cards the seat cannot see */
    FAIL_ILLEGAL,   /* (c) a recorded action is not legal in the sample's past */
    FAIL_EVENTS,    /* (c) the seat would have seen other events */
    FAIL_REACHED,   /* (c) the actions reach another position */
    FAIL_COUNT
};

static const char *const fail_names[FAIL_COUNT] = {
    "-", "view changed", "invariant broken", "other hidden cards", "an action illegal in its past",
    "other events seen", "another position reached",
};

static char text_a[TEXT_CAP], text_b[TEXT_CAP];

static void view_text(const exile_match *m, int seat, char *buf)
{
    exile_view *v;
    assert_int_equal(exile_view_create(&v, m, seat), EXILE_OK);
    assert_int_equal(exile_view_to_notation(v, buf, TEXT_CAP), EXILE_OK);
    exile_view_destroy(v);
}

/* The full notation without its generator line. */
static void text_without_rng(const ex_state *st, char *buf)
{
    exile_match m;
    memset(&m, 0, sizeof m);
    m.st = *st;
    assert_int_equal(exile_match_to_notation(&m, buf, TEXT_CAP), EXILE_OK);
    char *rng = strstr(buf, "\nrng ");
    if (rng) {
        char *end = strchr(rng + 1, '\n');
        memmove(rng, end, strlen(end) + 1);
    }
}

/* The cards of hand @p h that seat @p v cannot see: first those it knows
 * are none of the deck's (CF_NOT_FROM_DECK), which stand for each other. */
static unsigned hidden_in_hand(const ex_state *st, ex_pile h, int v, uint8_t out[EX_INSTANCES])
{
    unsigned n = 0;
    for (unsigned known = 2; known-- > 0;)
        for (unsigned j = 0; j < h.n; j++)
            if (!ex_visible(st, h.c[j], v) && !(st->cflags[h.c[j]] & CF_NOT_FROM_DECK) == !known)
                out[n++] = h.c[j];
    return n;
}

/* Which card of the sample stands in each card's place: the cards seat
 * @p v cannot see in @p real, each mapped to the card the sample has in its
 * place (the same slot of a deck, the attack, the opponent's hidden hand
 * in its order); every other card to itself. False when that is no
 * one-to-one map. */
static bool stand_ins(const ex_state *real, const ex_state *sample, int v, uint8_t map[EX_INSTANCES])
{
    for (unsigned i = 0; i < EX_INSTANCES; i++)
        map[i] = (uint8_t)i;
    for (unsigned s = 0; s < EX_SEATS; s++) {
        ex_pile r = ex_seat_pile(real, s, PILE_DECK), d = ex_seat_pile(sample, s, PILE_DECK);
        if (r.n != d.n)
            return false;
        for (unsigned j = 0; j < r.n; j++)
            if (!ex_visible(real, r.c[j], v))
                map[r.c[j]] = d.c[j];
    }
    unsigned opp = ex_opp((uint8_t)v);
    ex_pile r = ex_seat_pile(real, opp, PILE_HAND), d = ex_seat_pile(sample, opp, PILE_HAND);
    uint8_t hidden_r[EX_INSTANCES], hidden_d[EX_INSTANCES];
    unsigned nr = hidden_in_hand(real, r, v, hidden_r), nd = hidden_in_hand(sample, d, v, hidden_d);
    if (nr != nd)
        return false;
    for (unsigned j = 0; j < nr; j++)
        map[hidden_r[j]] = hidden_d[j];
    if (real->atk.card != EX_NO_CARD && !ex_visible(real, real->atk.card, v))
        map[real->atk.card] = sample->atk.card;
    bool seen[EX_INSTANCES] = { false };
    for (unsigned i = 0; i < EX_INSTANCES; i++) {
        if (map[i] >= EX_INSTANCES || seen[map[i]] || real->def[i] != sample->def[i])
            return false;
        seen[map[i]] = true;
    }
    return true;
}

/* The position @p start with every card put where the card it stands for
 * lay (map[x] where x lay). False when a card that moves was seen by @p v
 * during the span: the seat knows where it went (into the hand it was
 * taken to, say), but no view shows what a seat remembers, and no
 * determinization keeps it (doc/rulings.md). */
static bool deal_as(const span *sp, const uint8_t map[EX_INSTANCES], int v, ex_state *out)
{
    for (unsigned i = 0; i < EX_INSTANCES; i++)
        if (map[i] != i && sp->seen[v][i])
            return false;
    const ex_state *start = &sp->start;
    *out = *start;
    for (unsigned p = 0; p < start->pile_start[EX_PILES]; p++)
        out->pile_card[p] = map[start->pile_card[p]];
    if (start->atk.card != EX_NO_CARD)
        out->atk.card = map[start->atk.card];
    /* Which Moves the seat knows are none of the deck's (CF_NOT_FROM_DECK)
     * is public: the same cards, wherever each lies. */
    for (unsigned i = 0; i < EX_INSTANCES; i++) {
        out->zone[map[i]] = start->zone[i];
        out->zseat[map[i]] = start->zseat[i];
        out->cflags[map[i]] =
            (uint8_t)((start->cflags[i] & ~CF_NOT_FROM_DECK) | (start->cflags[map[i]] & CF_NOT_FROM_DECK));
        out->host[map[i]] = start->host[i];
    }
    for (unsigned s = 0; s < EX_SEATS; s++)
        ex_pile_sort(out, ex_pile_id(s, PILE_HAND));
    return true;
}

/* Does the argument of @p a name a card instance? A choice names one but
 * for an Exile (E09) or a Gear (E14); a target, but for a Gear. */
static bool names_instance(exile_action a, unsigned decision)
{
    static const uint32_t kinds = 1u << EXILE_ACT_STEP_BACK | 1u << EXILE_ACT_ATTACK_UP |
                                  1u << EXILE_ACT_ATTACK_DOWN | 1u << EXILE_ACT_CHANNEL | 1u << EXILE_ACT_BLOCK |
                                  1u << EXILE_ACT_EXERT | 1u << EXILE_ACT_PREPARE | 1u << EXILE_ACT_FINISHER |
                                  1u << EXILE_ACT_TACTICS | 1u << EXILE_ACT_REACT | 1u << EXILE_ACT_TARGET |
                                  1u << EXILE_ACT_CHOOSE;
    if (EXILE_ACTION_KIND(a) == EXILE_ACT_CHOOSE && (decision == DEC_EXILE_DAMAGE || decision == DEC_DISARM_OWN))
        return false;
    return ((kinds >> EXILE_ACTION_KIND(a)) & 1u) && EXILE_ACTION_ARG(a) < EX_INSTANCES;
}

/* The recorded action @p i as played in the sample's past: the opponent's
 * hidden choice still pending now is the sample's, a card the action names
 * is the card standing in its place. */
static exile_action in_sample(const span *sp, unsigned i, const ex_state *real, const ex_state *sample, int v,
                              const uint8_t map[EX_INSTANCES])
{
    exile_action a = sp->act[i];
    unsigned opp = ex_opp((uint8_t)v);
    bool pending = real->actor == (unsigned)v && real->decision == sp->dec[i] && sp->actor[i] == opp;
    if (pending && sp->dec[i] == DEC_REARM) {
        unsigned pick = sample->seat[opp].rearm_pick;
        return pick == EX_NO_CARD ? EXILE_ACTION(EXILE_ACT_NO_REARM, 0) : EXILE_ACTION(EXILE_ACT_REARM, pick);
    }
    if (pending && sp->dec[i] == DEC_EXCHANGE)
        return EXILE_ACTION(EXILE_ACT_CHOOSE, sample->seat[opp].exchange_pick);
    if (names_instance(a, sp->dec[i]))
        return EXILE_ACTION(EXILE_ACTION_KIND(a), map[EXILE_ACTION_ARG(a)]);
    return a;
}

static event_log replay_log;
static char replay_error[256]; /* what went wrong in the last replay */

static bool same_event(const exile_event *x, const exile_event *y)
{
    return x->kind == y->kind && x->seat == y->seat && x->card == y->card && x->from == y->from && x->to == y->to &&
           x->amount == y->amount && x->value == y->value;
}

/* Did the replay show the seat what the match showed it? */
static bool same_events(const event_log *replayed, const event_log *seen)
{
    size_t i = 0;
    while (i < replayed->n && i < seen->n && same_event(&replayed->ev[i], &seen->ev[i]))
        i++;
    if (i == replayed->n && i == seen->n)
        return true;
    const exile_event none = { EXILE_EV_ROUND_START, -9, -9, -9, -9, -9, -9 };
    const exile_event *r = i < replayed->n ? &replayed->ev[i] : &none, *s = i < seen->n ? &seen->ev[i] : &none;
    snprintf(replay_error, sizeof replay_error,
             "event %zu: the match showed {%d %d %d %d %d %d %d}, the replay {%d %d %d %d %d %d %d}", i, s->kind,
             s->seat, s->card, s->from, s->to, s->amount, s->value, r->kind, r->seat, r->card, r->from, r->to,
             r->amount, r->value);
    return false;
}

/* (c): replays the span in the sample's past. FAIL_NONE also when the
 * span moved a card the seat saw (no deal can then differ there). */
static enum failure replay(const span *sp, const exile_match *real, const exile_match *sample, int v, bool *skipped)
{
    uint8_t map[EX_INSTANCES];
    if (!stand_ins(&real->st, &sample->st, v, map))
        return FAIL_DEAL;
    exile_match *past;
    assert_int_equal(exile_match_clone(&past, real), EXILE_OK);
    if (!deal_as(sp, map, v, &past->st)) {
        *skipped = true;
        exile_match_destroy(past);
        return FAIL_NONE;
    }
    replay_log.n = 0;
    replay_log.overflow = false;
    assert_int_equal(exile_match_observe(past, v, record_event, &replay_log), EXILE_OK);
    enum failure f = FAIL_NONE;
    for (unsigned i = 0; i < sp->n && f == FAIL_NONE; i++) {
        exile_action a = in_sample(sp, i, &real->st, &sample->st, v, map);
        if (exile_match_apply(past, a) != EXILE_OK) {
            f = FAIL_ILLEGAL;
            snprintf(replay_error, sizeof replay_error, "action %u of %u (%u, argument %d) is illegal", i + 1, sp->n,
                     (unsigned)EXILE_ACTION_KIND(a), EXILE_ACTION_ARG(a));
        }
    }
    if (f == FAIL_NONE && !same_events(&replay_log, &sp->log[v]))
        f = FAIL_EVENTS;
    if (f == FAIL_NONE) {
        text_without_rng(&past->st, text_a);
        text_without_rng(&sample->st, text_b);
        if (strcmp(text_a, text_b) != 0)
            f = FAIL_REACHED;
    }
    exile_match_destroy(past);
    return f;
}

static enum failure check_sample(const span *sp, const exile_match *real, const exile_match *sample, int v,
                                 bool *skipped)
{
    view_text(real, v, text_a);
    view_text(sample, v, text_b);
    if (strcmp(text_a, text_b) != 0)
        return FAIL_VIEW;
    char err[256];
    if (ex_state_check(&sample->st, err, sizeof err) != EXILE_OK)
        return FAIL_STATE;
    if (!sp->valid)
        return FAIL_NONE;
    return replay(sp, real, sample, v, skipped);
}

/* ---- the tally ---- */

static unsigned long positions[CAT_COUNT], samples[CAT_COUNT], failed[CAT_COUNT][FAIL_COUNT], skips[CAT_COUNT];
static bool reported[CAT_COUNT][FAIL_COUNT];

static void check_position(const span *sp, const exile_match *m, exile_match *sample, int v, enum category cat,
                           unsigned count, uint64_t *rng)
{
    positions[cat]++;
    for (unsigned k = 0; k < count; k++) {
        assert_int_equal(exile_match_determinize(sample, m, v, next_rand(rng)), EXILE_OK);
        samples[cat]++;
        bool skipped = false;
        enum failure f = check_sample(sp, m, sample, v, &skipped);
        skips[cat] += skipped;
        failed[cat][f]++;
        if (f != FAIL_NONE && !reported[cat][f]) {
            /* The first failure of each kind, in full. */
            reported[cat][f] = true;
            static char real_text[TEXT_CAP], sample_text[TEXT_CAP];
            exile_match_to_notation(m, real_text, sizeof real_text);
            exile_match_to_notation(sample, sample_text, sizeof sample_text);
            fprintf(stderr, "the actions since the span began (seat: kind argument):");
            for (unsigned i = 0; i < sp->n; i++)
                fprintf(stderr, " %u:%u/%d", sp->actor[i], (unsigned)EXILE_ACTION_KIND(sp->act[i]),
                        EXILE_ACTION_ARG(sp->act[i]));
            fprintf(stderr, "\n%s, seat %d: %s%s%s\n--- the match\n%s--- the sample\n%s", cat_names[cat], v,
                    fail_names[f], f == FAIL_ILLEGAL || f == FAIL_EVENTS ? ": " : "",
                    f == FAIL_ILLEGAL || f == FAIL_EVENTS ? replay_error : "", real_text,
                    sample_text);
        }
    }
}

/* ---- the matches ---- */

static span sp;

static void play_one(uint64_t seed)
{
    exile_match_options o = EXILE_MATCH_OPTIONS_INIT;
    o.seed = seed;
    if (seed % 4 == 3)
        o.flags = EXILE_MATCH_PERMISSIVE_BLUFF; /* G9: any Move face-down */
    exile_loadout lo[2];
    if (set == SET_ARC_HOOK || set == SET_DRAFTS) {
        draft_random(seed, set == SET_ARC_HOOK ? card_id("GR-04") : -1, lo); /* GR-04: Arc Hook */
    } else {
        int first = set == SET_BOX1 ? 0 : 2;
        assert_int_equal(exile_recommended_loadout(first, &lo[0]), EXILE_OK);
        assert_int_equal(exile_recommended_loadout(first + 1, &lo[1]), EXILE_OK);
    }
    o.loadout[0] = &lo[0];
    o.loadout[1] = &lo[1];
    exile_match *m, *sample;
    assert_int_equal(exile_match_create(&m, &o), EXILE_OK);
    assert_int_equal(exile_match_clone(&sample, m), EXILE_OK);
    for (int s = 0; s < EX_SEATS; s++)
        assert_int_equal(exile_match_observe(m, s, record_event, &sp.log[s]), EXILE_OK);
    sp.valid = false;
    uint64_t rng = seed * 7919u + 17u;
    while (exile_match_winner(m) < 0) {
        if (span_begins(&m->st)) {
            sp.start = m->st;
            sp.n = 0;
            sp.valid = true;
            for (int s = 0; s < EX_SEATS; s++)
                sp.log[s].n = 0, sp.log[s].overflow = false;
            memset(sp.seen, 0, sizeof sp.seen);
        }
        for (int s = 0; s < EX_SEATS; s++)
            for (unsigned i = 0; i < EX_INSTANCES; i++)
                sp.seen[s][i] |= ex_visible(&m->st, i, s);
        for (int v = 0; v < EX_SEATS; v++) {
            enum category cat = category_of(&m->st, v);
            if (cat != CAT_NONE)
                check_position(&sp, m, sample, v, cat, SAMPLES, &rng);
            else if (next_rand(&rng) % OTHER_EVERY == 0)
                check_position(&sp, m, sample, v, CAT_OTHER, OTHER_SAMPLES, &rng);
        }
        exile_action acts[EXILE_MAX_LEGAL_ACTIONS];
        size_t n = exile_match_legal_actions(m, acts, EXILE_MAX_LEGAL_ACTIONS);
        assert_true(n > 0);
        exile_action a = acts[next_rand(&rng) % n];
        if (sp.valid && sp.n < SPAN_CAP) {
            sp.act[sp.n] = a;
            sp.dec[sp.n] = m->st.decision;
            sp.actor[sp.n] = m->st.actor;
            sp.n++;
        } else {
            sp.valid = false;
        }
        assert_int_equal(exile_match_apply(m, a), EXILE_OK);
        if (sp.log[0].overflow || sp.log[1].overflow)
            sp.valid = false;
    }
    exile_match_destroy(sample);
    exile_match_destroy(m);
}

static void samples_are_reachable(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < matches; seed++)
        play_one(seed);
    unsigned long bad = 0;
    print_message("%-34s %9s %9s %7s %9s  failures\n", "position", "positions", "samples", "skipped", "failed");
    for (unsigned c = CAT_NONE + 1; c < CAT_COUNT; c++) {
        unsigned long f = samples[c] - failed[c][FAIL_NONE];
        bad += f;
        print_message("%-34s %9lu %9lu %7lu %8.2f%% ", cat_names[c], positions[c], samples[c], skips[c],
                      samples[c] ? 100.0 * (double)f / (double)samples[c] : 0.0);
        for (unsigned k = FAIL_NONE + 1; k < FAIL_COUNT; k++)
            if (failed[c][k])
                print_message(" %s: %lu;", fail_names[k], failed[c][k]);
        print_message("\n");
    }
    assert_int_equal(bad, 0);
}

/* ---- positions of the rules that say the most ---- */

#define BOX1                                                       \
    "exile-notation 2\n"                                           \
    "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n" \
    "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n"

/* Seat 1, Brannoch with Arc Hook, to act; Seat 0's hand is full. */
#define BRANNOCH_TO_ACT BOX1 "players turn=1 next=1\nhand 0 MV-001 MV-002 MV-021 MV-022 MV-023 MV-031\n"
#define BRANNOCH_HAND "hand 1 MV-006 MV-008 MV-017 MV-026 MV-027 MV-036\n"

/* Brannoch's face-down attack with @p card from the hand of @p position:
 * he taps @p taps Memories, channels @p channel (or nothing) and declares
 * @p declared. */
static exile_match *brannoch_attacks(const char *position, const char *card, unsigned taps, const char *channel,
                                     unsigned declared)
{
    static const char *const memories[] = { "The Furnace Oath", "The Broken Seal", "Ash of Hollowmere" };
    exile_match *m = scenario_load(position);
    char text[64];
    snprintf(text, sizeof text, "attack face-down: %s", card);
    scenario_act(m, text);
    for (unsigned k = 0; k < taps; k++) {
        snprintf(text, sizeof text, "tap: %s", memories[k]);
        scenario_act(m, text);
    }
    if (channel) {
        snprintf(text, sizeof text, "channel: %s", channel);
        scenario_act(m, text);
    }
    snprintf(text, sizeof text, "declare %u", declared);
    scenario_act(m, text);
    return m;
}

/* How often each card is dealt as the attack over @p count samples of
 * seat @p v's knowledge (by card id). */
static void count_attacks(const exile_match *m, int v, unsigned count, unsigned dealt[CARD_COUNT])
{
    memset(dealt, 0, CARD_COUNT * sizeof dealt[0]);
    exile_match *d;
    assert_int_equal(exile_match_clone(&d, m), EXILE_OK);
    for (unsigned k = 0; k < count; k++) {
        assert_int_equal(exile_match_determinize(d, m, v, 1000u + k), EXILE_OK);
        dealt[d->st.def[d->st.atk.card]]++;
    }
    exile_match_destroy(d);
}

/* P21, read at Pay (§5 Action A step 2): Brannoch's face-down attack
 * against an Engaged Lark leaves his Exile upright, so it is a Move of Arc
 * Hook: one of the four that may attack for the 2 declared, each as likely
 * as the others. */
static void p21_upright_is_a_move_of_that_gear(void **state)
{
    (void)state;
    exile_match *m = brannoch_attacks(BRANNOCH_TO_ACT "exile 0 engaged\n" BRANNOCH_HAND "end\n", "Arc Lash", 2, NULL, 2);
    assert_int_equal(m->st.seat[1].engaged, 0);
    static unsigned dealt[CARD_COUNT];
    count_attacks(m, 0, 800, dealt);
    const char *arc_hook[] = { "MV-016", "MV-017", "MV-018", "MV-019" };
    unsigned in_gear = 0;
    for (unsigned i = 0; i < 4; i++) {
        unsigned n = dealt[card_id(arc_hook[i])];
        in_gear += n;
        if (n < 130 || n > 270) /* 200 expected; 5 standard deviations either way */
            fail_msg("%s dealt %u times in 800, not about 200", arc_hook[i], n);
    }
    assert_int_equal(in_gear, 800);
    exile_match_destroy(m);
}

/* The other way: his Exile turned at Pay, so the card is no Move of Arc
 * Hook, though Lark is Engaged. */
static void p21_engaged_is_no_move_of_that_gear(void **state)
{
    (void)state;
    exile_match *m = brannoch_attacks(BRANNOCH_TO_ACT "exile 0 engaged\n" BRANNOCH_HAND "end\n", "Surge Swing", 2, NULL, 2);
    assert_int_equal(m->st.seat[1].engaged, 1);
    static unsigned dealt[CARD_COUNT];
    count_attacks(m, 0, 400, dealt);
    for (const char *const *c = (const char *const[]){ "MV-016", "MV-017", "MV-018", "MV-019", NULL }; *c; c++)
        if (dealt[card_id(*c)])
            fail_msg("%s, a Move of Arc Hook, dealt %u times in 400", *c, dealt[card_id(*c)]);
    assert_true(dealt[card_id("MV-006")] > 0 && dealt[card_id("MV-006")] < 400);
    exile_match_destroy(m);
}

/* G27: an Exert is payable "as the card was played", with the hand at The
 * Opener less the card. Tidal Crush (Exert 1, cost 3) face-down from a
 * hand with no other Move fails the Audit, so it is never dealt as that
 * attack; with another Move, channeled since at Pay, it may be. */
static void exert_reads_the_hand_at_the_opener(void **state)
{
    (void)state;
    static unsigned dealt[CARD_COUNT];
    int tidal = card_id("MV-007");
    exile_match *m = brannoch_attacks(BRANNOCH_TO_ACT "hand 1 MV-006\nend\n", "Surge Swing", 3, NULL, 3);
    count_attacks(m, 0, 400, dealt);
    if (dealt[tidal])
        fail_msg("Tidal Crush dealt %u times in 400 from a hand with no other Move", dealt[tidal]);
    exile_match_destroy(m);

    m = brannoch_attacks(BRANNOCH_TO_ACT "hand 1 MV-006 MV-008\nend\n", "Surge Swing", 3, "Undertow", 3);
    assert_int_equal(ex_seat_pile(&m->st, 1, PILE_HAND).n, 0);
    count_attacks(m, 0, 400, dealt);
    if (dealt[tidal] < 10) /* about 1 in 8 */
        fail_msg("Tidal Crush dealt %u times in 400, though Undertow was in hand at The Opener", dealt[tidal]);
    exile_match_destroy(m);
}

/* G9: in the permissive bluff mode Tidal Crush may be the face-down card
 * of a hand with no other Move; its Exert could not be paid, so its Reveal
 * is the attacker's error (§5 Action A step 4): the card is destroyed. */
static void exert_unpayable_in_permissive_mode(void **state)
{
    (void)state;
    exile_match *m = brannoch_attacks(BRANNOCH_TO_ACT "flags permissive-bluff\nhand 1 MV-006\nend\n", "Surge Swing", 3, NULL, 3);
    int tidal = card_id("MV-007");
    unsigned seen = 0;
    for (uint64_t seed = 1; seed <= 600; seed++) {
        exile_match *d;
        assert_int_equal(exile_match_clone(&d, m), EXILE_OK);
        assert_int_equal(exile_match_determinize(d, m, 0, seed), EXILE_OK);
        unsigned inst = d->st.atk.card;
        if (d->st.def[inst] == tidal) {
            seen++;
            assert_int_equal(d->st.atk.flags & AF_EXERT_OK, 0);
            scenario_act(d, "no more blocks");
            assert_int_equal(d->st.zone[inst], ZONE_DESTROYED);
        }
        exile_match_destroy(d);
    }
    assert_true(seen > 0);
    exile_match_destroy(m);
}

/* §5 Action A step 2: in its Pay step an attack stays payable, and Lark,
 * every Memory tapped, can pay only with the card left in hand. So the
 * face-down card and that card go together: each face-down card is dealt
 * as often as the hands that can pay for it allow (a card that costs 2
 * needs a card that channels 2 or more), so that every deal the history
 * allows is as likely as any other. */
static void pay_deals_each_attack_with_its_hands(void **state)
{
    (void)state;
    /* Lark attacked earlier this round: P01 asks nothing more. */
    exile_match *m = scenario_load(BOX1 "players\nmemories 0 Lt Lt Lt\nround-flags 0 flags=attacked\n"
                                        "hand 0 MV-011 MV-014\n" BRANNOCH_HAND "end\n");
    scenario_act(m, "attack face-down: Glass Needle");
    assert_int_equal(m->st.decision, DEC_PAY_ATTACK);
    /* The deals: a face-down card that may attack (every Gear is armed, no
     * card of Lark's has Exert), and a card left in hand that channels for
     * its cost; every other card of Lark's in the deck. */
    double ways[EX_MOVES_PER_SEAT] = { 0 }, all = 0;
    for (unsigned s = 0; s < EX_MOVES_PER_SEAT; s++) {
        const ex_card *c = ex_inst_card(&m->st, s);
        if (!ex_can_attack_card(c))
            continue;
        for (unsigned h = 0; h < EX_MOVES_PER_SEAT; h++)
            if (h != s && ex_inst_card(&m->st, h)->channel >= ex_eff_attack_cost(&m->st, s))
                ways[s]++;
        all += ways[s];
    }
    enum { N = 4000 };
    static unsigned dealt[CARD_COUNT];
    count_attacks(m, 1, N, dealt);
    for (unsigned s = 0; s < EX_MOVES_PER_SEAT; s++) {
        double want = ways[s] / all, got = dealt[m->st.def[s]] / (double)N;
        if (got < want - 0.025 || got > want + 0.025)
            fail_msg("%s dealt as the attack %.3f of the time, not %.3f", ex_inst_card(&m->st, s)->code, got, want);
    }
    exile_match_destroy(m);
}

/* F6, G4: the card Ysolde put face-down in an exchange (E57) is one she
 * was offered: any card of her hand, and one Token of each kind (Tokens of
 * a kind are alike: the first stands for them all). */
static void exchange_card_is_one_offered(void **state)
{
    (void)state;
    exile_match *m = scenario_load("exile-notation 2\n"
                                   "seat 0 EXL-03 GR-09 GR-03 GR-05 GR-16 MEM-07 MEM-08 MEM-09\n"
                                   "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-07 MEM-10 MEM-11 MEM-12\n"
                                   "players\nhand 0 MV-076 MV-012 TK-01 TK-01\n"
                                   "hand 1 MV-006 MV-008 MV-017 MV-026 MV-027 MV-031\n"
                                   "end\n");
    scenario_act(m, "tap: The Quiet Archive");
    scenario_act(m, "play: Blood Wager");
    scenario_act(m, "choose: Bleed Token");
    assert_int_equal(m->st.decision, DEC_EXCHANGE);
    unsigned tokens = 0, moves = 0;
    for (uint64_t seed = 1; seed <= 600; seed++) {
        exile_match *d;
        assert_int_equal(exile_match_clone(&d, m), EXILE_OK);
        assert_int_equal(exile_match_determinize(d, m, 1, seed), EXILE_OK);
        unsigned pick = d->st.seat[0].exchange_pick;
        ex_pile hand = ex_seat_pile(&d->st, 0, PILE_HAND);
        if (ex_is_token(pick)) {
            tokens++;
            for (unsigned i = 0; i < hand.n; i++)
                if (hand.c[i] < pick && d->st.def[hand.c[i]] == d->st.def[pick])
                    fail_msg("a Bleed Token put face-down that was never offered (instance %u)", pick);
        } else {
            moves++;
        }
        exile_match_destroy(d);
    }
    /* Two choices: the card in her hand, and a Bleed Token. */
    assert_true(tokens > 220 && moves > 220);
    exile_match_destroy(m);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        matches = strtoul(argv[1], NULL, 10);
    if (argc > 2)
        set = strcmp(argv[2], "box2") == 0       ? SET_BOX2
              : strcmp(argv[2], "arc-hook") == 0 ? SET_ARC_HOOK
              : strcmp(argv[2], "drafts") == 0   ? SET_DRAFTS
                                                 : SET_BOX1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(p21_upright_is_a_move_of_that_gear),
        cmocka_unit_test(p21_engaged_is_no_move_of_that_gear),
        cmocka_unit_test(exert_reads_the_hand_at_the_opener),
        cmocka_unit_test(exert_unpayable_in_permissive_mode),
        cmocka_unit_test(pay_deals_each_attack_with_its_hands),
        cmocka_unit_test(exchange_card_is_one_offered),
        cmocka_unit_test(samples_are_reachable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
