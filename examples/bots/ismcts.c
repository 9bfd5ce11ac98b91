/*
 * ismcts: Information-Set Monte Carlo Tree Search (Cowling, Powley and
 * Whitehouse, 2012), single observer, one determinization per iteration.
 *
 * The tree belongs to the seat to act at the root (the observer); its
 * edges are actions, of both seats. Each iteration:
 *
 *   1. deals a sample of the match consistent with the observer's view
 *      (exile_match_determinize into a match reserved at create);
 *   2. descends from the root among the children whose action is legal in
 *      this sample, by UCB1 from the point of view of the seat choosing:
 *          mean + c * sqrt(ln(availability) / visits),
 *      where availability counts the iterations in which the child could
 *      have been chosen (a child is not penalised for the samples in which
 *      its action did not exist: the opponent's hidden cards make their
 *      actions come and go);
 *   3. expands one untried legal action, at random;
 *   4. plays out `depth` actions, each by the scripted policy of common.h
 *      with probability `light`, else uniformly at random; then lets the
 *      script finish the exchange in progress (at most `settle` actions,
 *      to the next turn decision);
 *   5. backs up a reward for the observer: 1 a win, 0.5 a draw, 0 a loss,
 *      or, at the cutoff, its evaluation (bot_evaluate, from its own view
 *      of the sample) squashed into (0, 1); each node adds the reward of
 *      the seat that chose it (1 - r for the opponent).
 *
 * Short playouts and a settled evaluation beat long random ones here: in
 * 200 matches against greedy (seeds 1001-1200, 200 iterations), depth 60
 * won 28.5%, depth 30 58%, depth 10 with settling 71.5%, and depth 10
 * without settling 59.5%. Iterations pay: depth 10, 400 iterations 76%,
 * 800 iterations 85.5%.
 *
 * It plays the root action visited most. The search reads the real match
 * only through exile_match_determinize() from its own seat.
 *
 * Two styles share this search. `ismcts-classic`, the first, evaluates
 * with bot_evaluate and plays out with bot_light_policy; it almost never
 * prepares a Finisher or plays a Tactics card, because both are offered
 * only once their cost floats, after taps and channels that each look like
 * waste. `ismcts` plays the whole game:
 *
 *   - at a turn decision its tree has no single taps and channels but
 *     macro-actions, "make k Stamina actions" (PAY_MACRO below), followed
 *     by the Tactics cards and Prepares they pay for;
 *   - it evaluates with bot_evaluate_full, which values a prepared
 *     Finisher (its payoff lies past the horizon);
 *   - its playouts use bot_full_policy, which plays the prepared Finisher
 *     and the activated abilities, and with `prepare` above 0 prepares,
 *     pays for Tactics cards and plays Reactions too. The tree finds those
 *     better: over 80 matches of Box 1 against ismcts-classic at 100
 *     iterations, prepare=0.5 won 47.5% and prepare=0 55%, the playouts'
 *     random taps and channels throwing cards away.
 *
 * Measured with the arena (--stats, 100 iterations each, 120 matches,
 * seeds 5000-5119): in Box 1's first game ismcts prepared 0.17 Finishers,
 * played 0.07 Finishers and 0.21 Tactics cards a match, ismcts-classic
 * 0.01, 0 and 0.03; in Box 2's, whose matches last about 4 rounds, 0.03
 * Prepares and 0.31 Tactics cards against 0 and 0.01. It is not the
 * stronger for it: it won 38.3% (30.1-47.3%) of Box 1's matches and 44.2%
 * (35.6-53.1%) of Box 2's against ismcts-classic, and 36.2% and 42.5% of
 * 80 against greedy.
 *
 * Budget: `iterations` per decision, and `ms` milliseconds when not 0 (then
 * the choices depend on the machine's speed). Memory: a node pool of
 * iterations + 1 nodes and two tables, allocated at create; a decision
 * resets the pool and allocates nothing.
 *
 * Params: iterations=400, depth=15, settle=60, c=0.7, light=0.8, scale=5,
 * ms=0, and for ismcts prepare=0 (bot_full_policy's).
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime() */

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot.h"
#include "common.h"

#define NO_NODE (-1)

/*
 * The full style's macro-actions: at a turn decision, tapping and
 * channeling are one edge, PAY_MACRO + k, "make k Stamina actions" (the
 * taps first, then the channels, each the first the list offers: the
 * canonical order's). A Tactics card or a Prepare is offered only once its
 * cost floats; as single edges, the taps and channels before it each look
 * like a card or a Memory spent for nothing, and the search never reaches
 * it. The node after a macro offers no more Stamina actions, only what the
 * macro paid for when it paid for something. Macro codes lie above every
 * action, so a list with them stays ascending.
 */
#define PAY_MACRO EXILE_ACTION_SPACE
#define MAX_PAY 6u

typedef struct node {
    exile_action action; /* the edge from the parent */
    int seat;            /* who chose it: the seat to act at the parent */
    uint32_t visits;
    uint32_t avail;      /* iterations in which it was legal when its parent was reached */
    double reward;       /* the sum of the rewards of `seat` */
    int32_t child;       /* the first child, or NO_NODE */
    int32_t sibling;     /* the next child of the parent, or NO_NODE */
} node;

/* What an ismcts plays for: its evaluation and its playout policy. */
typedef enum ismcts_style {
    STYLE_CLASSIC, /* bot_evaluate, bot_light_policy */
    STYLE_FULL     /* bot_evaluate_full, bot_full_policy */
} ismcts_style;

typedef struct ismcts {
    ismcts_style style;
    bot_rng rng;
    bot_scratch *scratch; /* one match: the sample of the iteration */
    unsigned iterations, depth, settle;
    double c, light, scale, ms, prepare;
    unsigned paying; /* Stamina actions of the macro chosen that remain */
    int paid;        /* 1 when the last choice completed a macro */
    node *pool;
    size_t cap, used;
    int32_t *path;        /* the nodes of the iteration, root first */
    double *explore;      /* explore[k] = c * sqrt(ln k) for availability k */
    double *inv_sqrt;     /* inv_sqrt[k] = 1 / sqrt(k) for k visits */
} ismcts;

static void ismcts_destroy(void *bot)
{
    ismcts *t = bot;

    if (!t)
        return;
    bot_scratch_destroy(t->scratch);
    free(t->pool);
    free(t->path);
    free(t->explore);
    free(t->inv_sqrt);
    free(t);
}

/* The UCB1 terms for every count a search of t->cap nodes can reach. */
static void fill_tables(ismcts *t)
{
    for (size_t k = 1; k <= t->cap; k++) {
        t->explore[k] = t->c * bot_sqrt(bot_log((double)k));
        t->inv_sqrt[k] = 1.0 / bot_sqrt((double)k);
    }
    t->explore[0] = t->inv_sqrt[0] = 0.0;
}

static void *create_styled(ismcts_style style, uint64_t seed, const char *params)
{
    double iterations = 400, depth = 15, settle = 60, c = 0.7, light = 0.8, scale = 5, ms = 0;
    double prepare = 0.0;
    const bot_param spec[] = {
        { "iterations", &iterations, 1, 10000000 },
        { "depth", &depth, 0, 100000 },
        { "settle", &settle, 0, 100000 },
        { "c", &c, 0, 100 },
        { "light", &light, 0, 1 },
        { "scale", &scale, 0.01, 1000 },
        { "ms", &ms, 0, 3600000 },
        { "prepare", &prepare, 0, 1 }, /* the full style's only */
    };
    size_t n_spec = sizeof spec / sizeof spec[0] - (style == STYLE_CLASSIC);
    ismcts *t;

    if (bot_params_parse(style == STYLE_CLASSIC ? "ismcts" : "ismcts-full", params, spec, n_spec) != 0)
        return NULL;
    t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->style = style;
    t->prepare = prepare;
    bot_rng_seed(&t->rng, seed);
    t->iterations = (unsigned)iterations;
    t->depth = (unsigned)depth;
    t->settle = (unsigned)settle;
    t->c = c;
    t->light = light;
    t->scale = scale;
    t->ms = ms;
    t->cap = t->iterations + 1u;
    t->scratch = bot_scratch_create(1);
    t->pool = malloc(t->cap * sizeof *t->pool);
    t->path = malloc(t->cap * sizeof *t->path);
    t->explore = malloc((t->cap + 1) * sizeof *t->explore);
    t->inv_sqrt = malloc((t->cap + 1) * sizeof *t->inv_sqrt);
    if (!t->scratch || !t->pool || !t->path || !t->explore || !t->inv_sqrt) {
        ismcts_destroy(t);
        return NULL;
    }
    fill_tables(t);
    return t;
}

static int32_t new_node(ismcts *t, int32_t parent, exile_action a, int seat)
{
    int32_t i = (int32_t)t->used++;
    node *nd = &t->pool[i];

    nd->action = a;
    nd->seat = seat;
    nd->visits = 0;
    nd->avail = 1;
    nd->reward = 0.0;
    nd->child = NO_NODE;
    nd->sibling = NO_NODE;
    if (parent != NO_NODE) {
        nd->sibling = t->pool[parent].child;
        t->pool[parent].child = i;
    }
    return i;
}

/* The index of a in the ascending acts[0..n-1], or -1. */
static int find_action(const exile_action *acts, size_t n, exile_action a)
{
    size_t lo = 0, hi = n;

    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (acts[mid] < a)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < n && acts[lo] == a ? (int)lo : -1;
}

static double ucb1(const ismcts *t, const node *nd)
{
    if (nd->visits == 0)
        return 1e300;
    return nd->reward / nd->visits + t->explore[nd->avail] * t->inv_sqrt[nd->visits];
}

/*
 * One step down from `parent` in the sample w, whose legal actions are
 * acts[0..n-1]: counts the availability of the legal children, and
 * returns either a new child for an untried action (*expanded = 1) or the
 * legal child of best UCB1. NO_NODE when no child can be had.
 */
static int32_t select_child(ismcts *t, int32_t parent, const exile_action *acts, size_t n, int seat,
                            int *expanded)
{
    unsigned char tried[EXILE_MAX_LEGAL_ACTIONS + MAX_PAY];
    size_t untried = n;
    int32_t best = NO_NODE;
    double best_value = -1.0;

    memset(tried, 0, n);
    for (int32_t c = t->pool[parent].child; c != NO_NODE; c = t->pool[c].sibling) {
        int i = find_action(acts, n, t->pool[c].action);
        double v;

        if (i < 0)
            continue;
        tried[i] = 1;
        untried--;
        t->pool[c].avail++;
        v = ucb1(t, &t->pool[c]);
        if (v > best_value) {
            best_value = v;
            best = c;
        }
    }
    *expanded = 0;
    if (untried > 0 && t->used < t->cap) {
        size_t k = bot_rng_below(&t->rng, untried);
        for (size_t i = 0; i < n; i++)
            if (!tried[i] && k-- == 0) {
                *expanded = 1;
                return new_node(t, parent, acts[i], seat);
            }
    }
    return best;
}

/* The plays a macro pays for. */
static int is_paid_play(exile_action a)
{
    exile_action_kind k = EXILE_ACTION_KIND(a);

    return k == EXILE_ACT_TACTICS || k == EXILE_ACT_PREPARE || k == EXILE_ACT_FINISHER;
}

/*
 * The full style's options at a turn decision: the actions other than
 * taps and channels, then PAY_MACRO + k for each k the Stamina actions
 * allow (none right after a macro). Of the Step Backs, one per card in
 * hand, only the first: a Step Back is a pass that turns the Exile
 * upright, and eight of them would take eight times its share of the
 * search. Returns their number.
 */
static size_t macro_options(const exile_action *acts, size_t n, int after_macro, exile_action *out)
{
    size_t m = 0, stamina = 0;

    /* Right after a macro, what it paid for: a macro is worth the best of
     * the plays it makes possible, not the End or attack it delays. */
    for (size_t i = 0; after_macro && i < n; i++)
        if (is_paid_play(acts[i]))
            out[m++] = acts[i];
    if (m > 0)
        return m;
    for (size_t i = 0; i < n; i++) {
        if (bot_is_stamina_action(acts[i]))
            stamina++;
        else if (EXILE_ACTION_KIND(acts[i]) != EXILE_ACT_STEP_BACK || i == 0 ||
                 EXILE_ACTION_KIND(acts[i - 1]) != EXILE_ACT_STEP_BACK)
            out[m++] = acts[i]; /* one Step Back: see above */
    }
    for (size_t k = 1; !after_macro && k <= stamina && k <= MAX_PAY; k++)
        out[m++] = PAY_MACRO + (exile_action)k;
    return m;
}

/* The first Stamina action of acts[0..n-1], the taps first (they are). */
static int first_stamina_action(const exile_action *acts, size_t n, exile_action *out)
{
    for (size_t i = 0; i < n; i++)
        if (bot_is_stamina_action(acts[i])) {
            *out = acts[i];
            return 1;
        }
    return 0;
}

/* Applies an edge: an action, or a macro's k Stamina actions. */
static exile_status apply_edge(exile_match *w, exile_action e)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS], a;

    if (e < PAY_MACRO)
        return exile_match_apply(w, e);
    for (exile_action k = e - PAY_MACRO; k > 0; k--) {
        size_t n = exile_match_legal_actions(w, acts, EXILE_MAX_LEGAL_ACTIONS);

        if (!first_stamina_action(acts, n, &a) || exile_match_apply(w, a) != EXILE_OK)
            return EXILE_E_ILLEGAL_ACTION;
    }
    return EXILE_OK;
}

/* Descends and expands; returns the length of t->path. */
static size_t descend(ismcts *t, exile_match *w, const exile_action *root_acts, size_t root_n)
{
    exile_action buf[EXILE_MAX_LEGAL_ACTIONS], opts[EXILE_MAX_LEGAL_ACTIONS + MAX_PAY];
    size_t len = 1;
    int32_t cur = 0;
    int after_macro = t->paid;

    t->path[0] = 0;
    for (;;) {
        const exile_action *acts = root_acts;
        size_t n = root_n;
        int seat = exile_match_to_act(w), expanded;
        int32_t next;

        if (seat < 0)
            return len; /* the match is over */
        if (cur != 0) {
            n = exile_match_legal_actions_keep(w, buf, EXILE_MAX_LEGAL_ACTIONS);
            acts = buf;
        }
        if (t->style == STYLE_FULL && bot_is_turn_decision(acts, n)) {
            n = macro_options(acts, n, after_macro, opts);
            acts = opts;
        }
        next = select_child(t, cur, acts, n, seat, &expanded);
        if (next == NO_NODE || apply_edge(w, t->pool[next].action) != EXILE_OK)
            return len;
        after_macro = t->pool[next].action >= PAY_MACRO;
        t->path[len++] = next;
        cur = next;
        if (expanded)
            return len;
    }
}

/*
 * Plays `depth` actions, then lets the script finish the exchange in
 * progress (up to `settle` more actions, to the next turn decision): an
 * evaluation taken between an attack's Pay and its Math would count the
 * cards spent and not the Damage they buy.
 */
static void playout(ismcts *t, exile_match *w)
{
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];

    for (unsigned i = 0; i < t->depth + t->settle; i++) {
        size_t n = exile_match_legal_actions_keep(w, acts, EXILE_MAX_LEGAL_ACTIONS);
        exile_action a;

        if (n == 0 || (i >= t->depth && bot_is_turn_decision(acts, n)))
            return;
        if (i >= t->depth || bot_rng_unit(&t->rng) < t->light)
            a = t->style == STYLE_CLASSIC ? bot_light_policy(acts, n, &t->rng)
                                          : bot_full_policy(acts, n, &t->rng, t->prepare);
        else
            a = acts[bot_rng_below(&t->rng, n)];
        if (exile_match_apply(w, a) != EXILE_OK)
            return;
    }
}

static void backup(ismcts *t, size_t len, int root_seat, double r)
{
    for (size_t i = 1; i < len; i++) {
        node *nd = &t->pool[t->path[i]];
        nd->visits++;
        nd->reward += nd->seat == root_seat ? r : 1.0 - r;
    }
}

static double now_ms(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* The root edge visited most (the mean breaks ties). */
static exile_action most_visited(const ismcts *t, const exile_action *acts)
{

    int32_t best = NO_NODE;

    for (int32_t c = t->pool[0].child; c != NO_NODE; c = t->pool[c].sibling) {
        const node *nd = &t->pool[c], *b = best == NO_NODE ? NULL : &t->pool[best];
        if (!b || nd->visits > b->visits ||
            (nd->visits == b->visits && nd->visits > 0 && nd->reward / nd->visits > b->reward / b->visits))
            best = c;
    }
    return best == NO_NODE ? acts[0] : t->pool[best].action;
}

/*
 * The full style plays a macro it chose to its end without searching
 * again, as its tree assumed: a search in the middle of it would value the
 * taps already made at nothing, and could End with Stamina floating. Its
 * first Stamina action now, the others at the next decisions; then the
 * search that follows offers what the macro paid for (t->paid).
 */
static exile_action play_edge(ismcts *t, exile_action e, const exile_action *acts, size_t n)
{
    exile_action a;

    if (e < PAY_MACRO)
        return e;
    if (!first_stamina_action(acts, n, &a))
        return acts[0]; /* a macro at the root was offered for its Stamina actions */
    t->paying = e - PAY_MACRO - 1u;
    t->paid = t->paying == 0;
    return a;
}

/* The next Stamina action of a macro under way, if it can still be made. */
static int continue_macro(ismcts *t, const exile_action *acts, size_t n, exile_action *out)
{
    if (t->paying == 0 || !bot_is_turn_decision(acts, n) || !first_stamina_action(acts, n, out)) {
        t->paying = 0;
        return 0;
    }
    t->paid = --t->paying == 0;
    return 1;
}

static exile_action ismcts_choose(void *bot, const exile_match *m, const exile_action *acts, size_t n)
{
    ismcts *t = bot;
    exile_match *w = bot_scratch_match(t->scratch, 0);
    int seat = exile_match_to_act(m);
    double deadline = t->ms > 0 ? now_ms() + t->ms : 0.0;

    exile_action a;

    if (continue_macro(t, acts, n, &a))
        return a;
    t->paid = t->paid && bot_is_turn_decision(acts, n);
    if (n == 1) {
        t->paid = 0;
        return acts[0];
    }
    t->used = 0;
    new_node(t, NO_NODE, 0, -1);
    for (unsigned it = 0; it < t->iterations; it++) {
        size_t len;

        if (deadline > 0 && (it & 15u) == 0 && it > 0 && now_ms() >= deadline)
            break;
        exile_match_determinize(w, m, seat, bot_rng_next(&t->rng));
        len = descend(t, w, acts, n);
        playout(t, w);
        backup(t, len, seat,
               bot_reward_by(w, seat, t->scale,
                             t->style == STYLE_CLASSIC ? bot_evaluate : bot_evaluate_full));
    }
    a = most_visited(t, acts);
    t->paid = 0;
    return play_edge(t, a, acts, n);
}

static void *ismcts_create(uint64_t seed, const char *params)
{
    return create_styled(STYLE_FULL, seed, params);
}

static void *ismcts_classic_create(uint64_t seed, const char *params)
{
    return create_styled(STYLE_CLASSIC, seed, params);
}

const exile_bot_type exile_bot_ismcts = {
    "ismcts-full",
    "experimental: ISMCTS with Stamina macro-actions, reaching Finishers and Tactics (weaker than ismcts so far)",
    "iterations=400, depth=15 (random-ish playout actions), settle=60 (scripted actions "
    "after them, to a turn decision), c=0.7 (UCB1), light=0.8 (scripted share of playout "
    "moves), scale=5 (evaluation squash), ms=0 (time limit, 0 none), prepare=0 (the "
    "playouts' chance to prepare a Finisher, pay for a Tactics card or play a Reaction)",
    ismcts_create,
    ismcts_destroy,
    ismcts_choose,
};

const exile_bot_type exile_bot_ismcts_classic = {
    "ismcts",
    "Information-Set MCTS: determinized samples, UCB1, short playouts",
    "iterations=400, depth=15, settle=60, c=0.7, light=0.8, scale=5, ms=0 (as ismcts-full)",
    ismcts_classic_create,
    ismcts_destroy,
    ismcts_choose,
};
