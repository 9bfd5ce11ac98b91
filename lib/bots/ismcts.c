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
 * It plays the root option visited most. The search reads the real match
 * only through exile_match_determinize() from its own seat.
 *
 * Two styles share this search. `ismcts`, the first ("classic"), evaluates
 * with bot_evaluate, plays out with bot_light_policy, and its edges are
 * single actions. It almost never prepares a Finisher or plays a Tactics
 * card: both are offered only once their cost floats, after taps and
 * channels that each look like waste to a search.
 *
 * `ismcts-full` plays the whole game, and plays it better:
 *
 *   - its edges are plays (plays.h): an action with the taps and channels
 *     that pay for it, "channel two cards and block with this one", in
 *     every Stamina window, at its Pay, The Block and the React steps as
 *     at its turns; no edge is a single tap or channel. The search is
 *     spent on what the Stamina buys, a decision with one play is not
 *     searched, and the chosen play's payment is made at the decisions
 *     that follow without searching again;
 *   - it evaluates with bot_evaluate_full, which values a prepared
 *     Finisher (its payoff lies past the horizon);
 *   - its playouts use bot_play_policy, which plays the prepared Finisher
 *     and the activated abilities, pays with the plays' taps and channels
 *     rather than random ones, and pays for a Block card when it can.
 *
 * Measured with the arena over 400 matches of each box's first game, seeds
 * 1 to 400 (`exile-arena --games 400 --seed 1 --box B --bots
 * ismcts-full:iterations=400,OTHER --stats`), at 400 iterations each:
 * against ismcts:iterations=400 it won 83.8% (79.8-87.0%) of Box 1's
 * matches and 73.2% (68.7-77.4%) of Box 2's; against greedy 94.8%
 * (92.1-96.5%) and 80.8% (76.6-84.3%). Box 2's first game is lopsided (in
 * the balance matrix, doc/balance.md, Hesper Kain wins 6% against Ysolde
 * Marrick with this bot on both sides): against greedy at 1200 iterations
 * it won 87.0% (83.3-89.9%) of Box 2's. Per match in Box 1 it prepared
 * 0.24 Finishers, played 0.16 Finishers, 0.41 Tactics cards, 0.95
 * Reactions and 1.57 abilities, and unlocked 0.84 Upgrades (ismcts: 0.01,
 * 0, 0.03, 0.40, 0.94, 0.93); in Box 2 0.06, 0.04, 0.50, 0.80, 0.84 and
 * 0.81 (0, 0, 0.04, 0.25, 0.42, 0.82). (Those were measured before the
 * errata of doc/errata.md and before bot_evaluate_full valued a Finisher
 * in hand that it may prepare; since both, over 200 matches of each first
 * game against itself, it prepares 0.68 and plays 0.53 Finishers a match
 * in Box 1, 0.40 and 0.22 in Box 2: doc/balance.md.)
 *
 * What made the difference, over 40 to 160 matches at 100 iterations
 * against ismcts (Box 1's first game, then Box 2's, whose matches last 4
 * rounds and whose first seat, Ysolde Marrick, wins most): the earlier
 * ismcts-full, whose tree had plays at its turns only ("tap and channel k
 * times", then what that paid for), won 38.3% and 44.2%; plays in every
 * Stamina window, 87.5% and 71.2%; playouts paying for a Block card, 83.1%
 * of Box 2's (seeds 6000-6159) from 62.5%. Against greedy in Box 2,
 * playouts by the policy alone (light=1) won 72.5% where light=0.8 won
 * 66.9%; shorter playouts (depth 0) 61.2%, longer ones (30, 60) 69.4% and
 * 67.5%; playouts that always play a Reaction they can pay for, no better
 * (66.9%); c=0.4 or c=1 did not help. Iterations pay: 80.8% of Box 2's
 * matches against greedy at 400 iterations, 87.0% at 1200. Reading the
 * evaluation's features field by field (common.c) rather than from the
 * view's notation made every iteration twice as fast.
 *
 * Budget: `iterations` per decision, shared by `threads` threads, each
 * searching a tree of its own on samples of its own, their root visits
 * summed (root parallelisation); and `ms` milliseconds when not 0 (the
 * param, or the time a host gives the decision), each thread searching to
 * that deadline, checked after every iteration (then the choices depend
 * on the machine's speed; with the same iterations and threads they do
 * not). Given `ms` and no `iterations`, the search runs to the deadline
 * alone, every thread as many iterations as it can.
 * Memory: per thread a node pool of its share of the iterations and two
 * matches, allocated at create; a decision resets the pools, and
 * allocates nothing but its threads, except that a search to a deadline
 * alone doubles a pool it fills (the pool is kept for the next decision).
 *
 * Params: iterations=400, depth=15, settle=60, c=0.7, light=0.8 (1 for
 * ismcts-full), scale=5, ms=0, threads=1, and for ismcts-full prepare=0
 * (bot_full_policy's).
 * SPDX-License-Identifier: MIT
 */
#include <pthread.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "plays.h"

#define NO_NODE (-1)
#define MAX_THREADS 8u

typedef struct node {
    exile_action action; /* the edge from the parent: an action, or a play (plays.h) */
    int seat;            /* who chose it: the seat to act at the parent */
    uint32_t visits;
    uint32_t avail;      /* iterations in which it was legal when its parent was reached */
    double reward;       /* the sum of the rewards of `seat` */
    int32_t child;       /* the first child, or NO_NODE */
    int32_t sibling;     /* the next child of the parent, or NO_NODE */
} node;

/* What an ismcts plays for: its evaluation, its playout policy, its edges. */
typedef enum ismcts_style {
    STYLE_CLASSIC, /* bot_evaluate, bot_light_policy, single actions */
    STYLE_FULL     /* bot_evaluate_full, bot_play_policy, plays */
} ismcts_style;

struct ismcts;

/* One tree: a thread of the root parallel search searches its own. */
typedef struct searcher {
    const struct ismcts *bot;
    bot_rng rng;
    bot_scratch *scratch; /* the sample of the iteration, and the payments' match */
    node *pool;
    size_t cap, used;
    int32_t *path; /* the nodes of the iteration, root first */
    /* The decision searched: */
    const exile_match *m;
    const exile_action *root;
    size_t root_n;
    unsigned iterations;
    int grows;      /* 1: the pool doubles when full (a search to a deadline alone) */
    double deadline;
} searcher;

typedef struct ismcts {
    ismcts_style style;
    bot_rng rng;
    unsigned iterations, depth, settle, threads;
    double c, light, scale, ms, prepare;
    int iterations_given; /* the params set iterations: they hold with a time limit too */
    size_t table_cap;     /* explore[] and inv_sqrt[] hold counts 0..table_cap */
    int planned;       /* 1 while a play chosen is under way */
    exile_action plan; /* that play, less the Stamina actions made */
    searcher *search;  /* threads of them */
    double *explore;   /* explore[k] = c * sqrt(ln k) for availability k */
    double *inv_sqrt;  /* inv_sqrt[k] = 1 / sqrt(k) for k visits */
    exile_action root[BOT_MAX_PLAYS];
} ismcts;

static void ismcts_destroy(void *bot)
{
    ismcts *t = bot;

    if (!t)
        return;
    for (unsigned i = 0; t->search && i < t->threads; i++) {
        bot_scratch_destroy(t->search[i].scratch);
        free(t->search[i].pool);
        free(t->search[i].path);
    }
    free(t->search);
    free(t->explore);
    free(t->inv_sqrt);
    free(t);
}

/* The UCB1 terms for every count a search of cap nodes can reach. */
static void fill_tables(ismcts *t, size_t cap)
{
    for (size_t k = 1; k <= cap; k++) {
        t->explore[k] = t->c * bot_sqrt(bot_log((double)k));
        t->inv_sqrt[k] = 1.0 / bot_sqrt((double)k);
    }
    t->explore[0] = t->inv_sqrt[0] = 0.0;
}

/* The iterations of thread i: an equal share of the budget. */
static unsigned share(const ismcts *t, unsigned i)
{
    return t->iterations / t->threads + (i < t->iterations % t->threads);
}

static int searcher_init(ismcts *t, unsigned i)
{
    searcher *s = &t->search[i];

    s->bot = t;
    s->cap = share(t, 0) + 1u;
    s->scratch = bot_scratch_create(2);
    s->pool = malloc(s->cap * sizeof *s->pool);
    s->path = malloc(s->cap * sizeof *s->path);
    return s->scratch && s->pool && s->path ? 0 : -1;
}

static exile_status create_styled(void **out, ismcts_style style, uint64_t seed, const char *params,
                                  const bot_error *e)
{
    double iterations = 400, depth = 15, settle = 60, c = 0.7, scale = 5, ms = 0;
    double light = style == STYLE_FULL ? 1.0 : 0.8, prepare = 0.0, threads = 1;
    const bot_param spec[] = {
        { "iterations", &iterations, 1, 10000000 },
        { "depth", &depth, 0, 100000 },
        { "settle", &settle, 0, 100000 },
        { "c", &c, 0, 100 },
        { "light", &light, 0, 1 },
        { "scale", &scale, 0.01, 1000 },
        { "ms", &ms, 0, 3600000 },
        { "threads", &threads, 1, MAX_THREADS },
        { "prepare", &prepare, 0, 1 }, /* the full style's only */
    };
    size_t n_spec = sizeof spec / sizeof spec[0] - (style == STYLE_CLASSIC);
    unsigned given;
    ismcts *t;

    if (bot_params_parse(style == STYLE_CLASSIC ? "ismcts" : "ismcts-full", params, spec, n_spec, e,
                         &given) != 0)
        return EXILE_E_PARSE;
    t = calloc(1, sizeof *t);
    if (!t)
        return EXILE_E_NO_MEMORY;
    t->iterations_given = (given & 1u) != 0; /* spec[0] */
    t->style = style;
    t->prepare = prepare;
    bot_rng_seed(&t->rng, seed);
    t->iterations = (unsigned)iterations;
    t->depth = (unsigned)depth;
    t->settle = (unsigned)settle;
    t->threads = (unsigned)threads < t->iterations ? (unsigned)threads : t->iterations;
    t->c = c;
    t->light = light;
    t->scale = scale;
    t->ms = ms;
    t->search = calloc(t->threads, sizeof *t->search);
    t->explore = malloc((share(t, 0) + 2u) * sizeof *t->explore);
    t->inv_sqrt = malloc((share(t, 0) + 2u) * sizeof *t->inv_sqrt);
    if (!t->search || !t->explore || !t->inv_sqrt) {
        ismcts_destroy(t);
        return EXILE_E_NO_MEMORY;
    }
    for (unsigned i = 0; i < t->threads; i++)
        if (searcher_init(t, i) != 0) {
            ismcts_destroy(t);
            return EXILE_E_NO_MEMORY;
        }
    t->table_cap = share(t, 0) + 1u;
    fill_tables(t, t->table_cap);
    *out = t;
    return EXILE_OK;
}

static int32_t new_node(searcher *s, int32_t parent, exile_action a, int seat)
{
    int32_t i = (int32_t)s->used++;
    node *nd = &s->pool[i];

    nd->action = a;
    nd->seat = seat;
    nd->visits = 0;
    nd->avail = 1;
    nd->reward = 0.0;
    nd->child = NO_NODE;
    nd->sibling = NO_NODE;
    if (parent != NO_NODE) {
        nd->sibling = s->pool[parent].child;
        s->pool[parent].child = i;
    }
    return i;
}

static double ucb1(const ismcts *t, const node *nd)
{
    if (nd->visits == 0)
        return 1e300;
    /* A search to a deadline may count past the tables. */
    if (nd->avail > t->table_cap)
        return nd->reward / nd->visits + t->c * bot_sqrt(bot_log((double)nd->avail) / nd->visits);
    return nd->reward / nd->visits + t->explore[nd->avail] * t->inv_sqrt[nd->visits];
}

/* Doubles the pool of a search to a deadline: 1, or 0 when it may not or
 * cannot (then the tree stops growing and the search goes on). */
static int grow_pool(searcher *s)
{
    size_t cap = s->cap * 2;
    node *pool;
    int32_t *path;

    if (!s->grows || cap > (size_t)INT32_MAX)
        return 0;
    pool = realloc(s->pool, cap * sizeof *pool);
    if (!pool)
        return 0;
    s->pool = pool;
    path = realloc(s->path, cap * sizeof *path);
    if (!path)
        return 0;
    s->path = path;
    s->cap = cap;
    return 1;
}

/*
 * One step down from `parent` in the sample, whose options are
 * acts[0..n-1], ascending: counts the availability of the legal children,
 * and returns either a new child for an untried option (*expanded = 1) or
 * the legal child of best UCB1. NO_NODE when no child can be had.
 */
static int32_t select_child(searcher *s, int32_t parent, const exile_action *acts, size_t n, int seat,
                            int *expanded)
{
    unsigned char tried[BOT_MAX_PLAYS];
    size_t untried = n;
    int32_t best = NO_NODE;
    double best_value = -1.0;

    memset(tried, 0, n);
    for (int32_t c = s->pool[parent].child; c != NO_NODE; c = s->pool[c].sibling) {
        int i = bot_action_index(acts, n, s->pool[c].action);
        double v;

        if (i < 0)
            continue;
        tried[i] = 1;
        untried--;
        s->pool[c].avail++;
        v = ucb1(s->bot, &s->pool[c]);
        if (v > best_value) {
            best_value = v;
            best = c;
        }
    }
    *expanded = 0;
    if (untried > 0 && (s->used < s->cap || grow_pool(s))) {
        size_t k = bot_rng_below(&s->rng, untried);
        for (size_t i = 0; i < n; i++)
            if (!tried[i] && k-- == 0) {
                *expanded = 1;
                return new_node(s, parent, acts[i], seat);
            }
    }
    return best;
}

/* Descends and expands; returns the length of s->path. */
static size_t descend(searcher *s, exile_match *w)
{
    exile_action buf[EXILE_MAX_LEGAL_ACTIONS], opts[BOT_MAX_PLAYS];
    int full = s->bot->style == STYLE_FULL;
    size_t len = 1;
    int32_t cur = 0;

    s->path[0] = 0;
    for (;;) {
        const exile_action *acts = s->root;
        size_t n = s->root_n;
        int seat = exile_match_to_act(w), expanded;
        exile_status st;
        int32_t next;

        if (seat < 0)
            return len; /* the match is over */
        if (cur != 0) {
            n = exile_match_legal_actions_keep(w, buf, EXILE_MAX_LEGAL_ACTIONS);
            acts = buf;
            if (full) {
                n = bot_plays(bot_scratch_match(s->scratch, 1), w, buf, n, opts);
                acts = opts;
            }
        }
        next = select_child(s, cur, acts, n, seat, &expanded);
        if (next == NO_NODE)
            return len;
        st = full ? bot_play_apply(w, s->pool[next].action) : exile_match_apply(w, s->pool[next].action);
        if (st != EXILE_OK)
            return len;
        s->path[len++] = next;
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
static void playout(searcher *s, exile_match *w)
{
    const ismcts *t = s->bot;
    exile_action acts[EXILE_MAX_LEGAL_ACTIONS];

    for (unsigned i = 0; i < t->depth + t->settle; i++) {
        size_t n = exile_match_legal_actions_keep(w, acts, EXILE_MAX_LEGAL_ACTIONS);
        exile_action a;

        if (n == 0 || (i >= t->depth && bot_is_turn_decision(acts, n)))
            return;
        if (i >= t->depth || bot_rng_unit(&s->rng) < t->light)
            a = t->style == STYLE_CLASSIC ? bot_light_policy(acts, n, &s->rng)
                                          : bot_play_policy(bot_scratch_match(s->scratch, 1), w, acts, n,
                                                            &s->rng, t->prepare);
        else
            a = acts[bot_rng_below(&s->rng, n)];
        if (exile_match_apply(w, a) != EXILE_OK)
            return;
    }
}

static void backup(searcher *s, size_t len, int root_seat, double r)
{
    for (size_t i = 1; i < len; i++) {
        node *nd = &s->pool[s->path[i]];
        nd->visits++;
        nd->reward += nd->seat == root_seat ? r : 1.0 - r;
    }
}

/* One thread's search of the decision set in s. */
static void *search_tree(void *arg)
{
    searcher *s = arg;
    const ismcts *t = s->bot;
    exile_match *w = bot_scratch_match(s->scratch, 0);
    int seat = exile_match_to_act(s->m);

    s->used = 0;
    new_node(s, NO_NODE, 0, -1);
    for (unsigned it = 0; it < s->iterations; it++) {
        size_t len;

        if (s->deadline > 0 && it > 0 && bot_now_ms() >= s->deadline)
            break;
        exile_match_determinize(w, s->m, seat, bot_rng_next(&s->rng));
        len = descend(s, w);
        playout(s, w);
        backup(s, len, seat,
               bot_reward_by(w, seat, t->scale, t->style == STYLE_CLASSIC ? bot_evaluate : bot_evaluate_full));
    }
    return NULL;
}

/* The visits of the root option a, over every thread's tree. */
static uint32_t root_visits(const ismcts *t, exile_action a, double *reward)
{
    uint32_t visits = 0;

    *reward = 0.0;
    for (unsigned i = 0; i < t->threads; i++)
        for (int32_t c = t->search[i].pool[0].child; c != NO_NODE; c = t->search[i].pool[c].sibling)
            if (t->search[i].pool[c].action == a) {
                visits += t->search[i].pool[c].visits;
                *reward += t->search[i].pool[c].reward;
            }
    return visits;
}

/* The root option visited most over all the trees (the mean breaks ties). */
static exile_action most_visited(const ismcts *t, const exile_action *opts, size_t n)
{
    exile_action best = opts[0];
    uint32_t best_visits = 0;
    double best_mean = -1.0;

    for (size_t i = 0; i < n; i++) {
        double reward;
        uint32_t v = root_visits(t, opts[i], &reward);
        double mean = v > 0 ? reward / v : -1.0;

        if (v > best_visits || (v == best_visits && mean > best_mean)) {
            best = opts[i];
            best_visits = v;
            best_mean = mean;
        }
    }
    return best;
}

/*
 * Searches the decision with every thread, each its own tree, samples and
 * share of the iterations (root parallelisation: Chaslot, Winands and van
 * den Herik, 2008); a thread that cannot be started searches in this one.
 */
static void search_all(ismcts *t, const exile_match *m, const exile_action *opts, size_t n,
                       double deadline)
{
    pthread_t id[MAX_THREADS];
    int started[MAX_THREADS];
    int to_deadline = deadline > 0 && !t->iterations_given;

    for (unsigned i = 0; i < t->threads; i++) {
        searcher *s = &t->search[i];

        s->m = m;
        s->root = opts;
        s->root_n = n;
        /* With a deadline, every thread searches as much as it can in it:
         * its pool's worth of iterations, or without end to the deadline. */
        s->iterations = to_deadline ? UINT_MAX : deadline > 0 ? (unsigned)(s->cap - 1u) : share(t, i);
        s->grows = to_deadline;
        s->deadline = deadline;
        bot_rng_seed(&s->rng, bot_rng_next(&t->rng));
    }
    for (unsigned i = 1; i < t->threads; i++)
        started[i] = pthread_create(&id[i], NULL, search_tree, &t->search[i]) == 0;
    search_tree(&t->search[0]);
    for (unsigned i = 1; i < t->threads; i++) {
        if (started[i])
            pthread_join(id[i], NULL);
        else
            search_tree(&t->search[i]);
    }
}

/*
 * The next action of the play under way: the full style makes the
 * payment of the play it chose at the decisions that follow, as its tree
 * assumed, without searching again (a search in the middle of it would
 * value the Stamina already made at nothing). 0 when no play is under way
 * or it can no longer be made.
 */
static int continue_plan(ismcts *t, const exile_match *m, const exile_action *acts, size_t n, exile_action *out)
{
    exile_action plan = t->plan;

    if (!t->planned)
        return 0;
    t->planned = 0;
    if (BOT_PLAY_PAY(plan) == 0) {
        *out = BOT_PLAY_ACTION(plan);
        return bot_action_index(acts, n, *out) >= 0;
    }
    if (!bot_stamina_step(m, acts, n, out))
        return 0;
    t->plan = plan - BOT_PLAY(1, 0);
    t->planned = 1;
    return 1;
}

/* The root options: the legal actions, or the full style's plays. */
static size_t root_options(ismcts *t, const exile_match *m, const exile_action *acts, size_t n)
{
    exile_match *sample = bot_scratch_match(t->search[0].scratch, 0);

    if (t->style == STYLE_CLASSIC) {
        memcpy(t->root, acts, n * sizeof *acts);
        return n;
    }
    /* The seat's own plays are the same in every sample of its view. */
    exile_match_determinize(sample, m, exile_match_to_act(m), bot_rng_next(&t->rng));
    return bot_plays(bot_scratch_match(t->search[0].scratch, 1), sample, acts, n, t->root);
}

static exile_action ismcts_choose(void *bot, const exile_match *m, const exile_action *acts, size_t n,
                                  double ms)
{
    ismcts *t = bot;
    double limit = bot_decision_ms(ms, t->ms);
    double deadline = limit > 0 ? bot_now_ms() + limit : 0.0;
    exile_action a;
    size_t n_opts;

    if (continue_plan(t, m, acts, n, &a))
        return a;
    n_opts = root_options(t, m, acts, n);
    a = t->root[0];
    if (n_opts > 1) {
        search_all(t, m, t->root, n_opts, deadline);
        a = most_visited(t, t->root, n_opts);
    }
    t->plan = a;
    t->planned = 1;
    return continue_plan(t, m, acts, n, &a) ? a : acts[0];
}

static exile_status ismcts_full_create(void **out, uint64_t seed, const char *params, const bot_error *e)
{
    return create_styled(out, STYLE_FULL, seed, params, e);
}

static exile_status ismcts_classic_create(void **out, uint64_t seed, const char *params,
                                          const bot_error *e)
{
    return create_styled(out, STYLE_CLASSIC, seed, params, e);
}

const bot_type bot_ismcts_full = {
    "ismcts-full",
    "ISMCTS over plays, each action with the taps and channels that pay for it: the strongest",
    "iterations=400, depth=15 (playout actions), settle=60 (scripted actions "
    "after them, to a turn decision), c=0.7 (UCB1), light=1 (scripted share of playout "
    "moves), scale=5 (evaluation squash), ms=0 (time limit per decision, 0 none; "
    "without iterations, the search runs to it), threads=1 (searching "
    "in parallel, the iterations shared), prepare=0 (the playouts' chance to prepare a "
    "Finisher, pay for a Tactics card or play a Reaction)",
    ismcts_full_create,
    ismcts_destroy,
    ismcts_choose,
};

const bot_type bot_ismcts = {
    "ismcts",
    "Information-Set MCTS over single actions, determinized samples, short playouts",
    "iterations=400, depth=15, settle=60, c=0.7, light=0.8, scale=5, ms=0, threads=1 (as ismcts-full)",
    ismcts_classic_create,
    ismcts_destroy,
    ismcts_choose,
};
