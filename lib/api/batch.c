/*
 * Batched stepping (<exile/batch.h>): N matches, each step one decision
 * per slot, into the caller's buffers. The threads are the batch's own for
 * its life: a step wakes them (one mutex, two condition variables, after a
 * short spin on the job's number and a millisecond or so of yields: a
 * thread that has just finished one job takes the next without sleeping,
 * as a sleeping thread's core can be slow to wake), each steps its slice of the
 * slots, a few at a time, then helps the slices of the others not done,
 * and the caller waits for the last. A step uses one thread per
 * MIN_SLOTS_PER_THREAD slots at most (one per slot with a policy), so
 * that a small batch is not slowed by waking threads for a few slots. A
 * slot is stepped by one thread a step; which one does not change what it
 * plays, and the failure reported is the first failing slot's. A step
 * allocates nothing: a match that ends is set up again in its own handle
 * (ex_match_restart).
 * SPDX-License-Identifier: MIT
 */
#include <stdint.h>
#include <string.h>

#if (defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)) || defined(__STDC_NO_ATOMICS__)
#define EX_NO_THREADS 1
#else
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#endif

#include "dense.h"
#include "match.h"
#include "observation.h"

enum {
    MAX_THREADS = 64,
    /* The fewest slots worth a thread of their own in a step without a
     * policy: a slot steps in about a microsecond, a thread wakes in
     * several. */
    MIN_SLOTS_PER_THREAD = 64,
    /* The slots a thread takes at a time from a slice. */
    CHUNK = 8,
    /* How many times a thread looks for its next job, or the caller for the
     * end of one, before it sleeps (some ten microseconds: a spinning thread
     * takes a core from the others of a busy machine). */
    SPINS = 1000,
    /* Then how many times it yields its core to any other thread that wants
     * it, looking again after each (a millisecond or so on an idle core:
     * on a virtual machine, a sleeping thread's core may take longer still
     * to wake than that). */
    YIELDS = 2000
};

#define JOINED_CLOSED (1ull << 31)
#define JOINED_COUNT (JOINED_CLOSED - 1u)

typedef enum job { JOB_RESET, JOB_STEP, JOB_QUIT } job;

struct exile_batch {
    exile_batch_options o;
    ex_loadout_ids lo[EX_SEATS];
    int first_player;
    unsigned max_rounds, flags;
    exile_allocator alloc;
    exile_match **m;
    uint64_t *seed;  /* the seed of each slot's match now */
    uint64_t *rng;   /* the random player's numbers, per slot */
    bool started;
    /* The job of the current call, read by every thread. */
#ifndef EX_NO_THREADS
    atomic_int job;
#else
    job job;
#endif
    uint64_t reset_seed;
    const int32_t *actions;
    unsigned active; /* the threads that step it: threads_for() */
#ifndef EX_NO_THREADS
    /* Each thread's slice of the current job: the next slot not taken, and
     * the end (each a cache line long, not to share the hot counter). */
    struct slice_state {
        atomic_size_t next;
        size_t end;
        /* The first slot of this thread that failed in the job, and how. */
        size_t failed;
        exile_status status;
        unsigned char pad[64 - 3 * sizeof(size_t) - sizeof(exile_status)];
    } part[MAX_THREADS];
    struct worker_arg {
        exile_batch *b;
        unsigned t;
    } arg[MAX_THREADS];
    pthread_t thread[MAX_THREADS];
    unsigned running;          /* threads started */
    pthread_mutex_t mu;
    pthread_cond_t go, done;
    atomic_ulong generation;   /* one more per job, written under mu */
    /* The threads that joined the job: its number's low 32 bits, then
     * JOINED_CLOSED once the caller has done its part, and their count. */
    atomic_ullong joined;
    atomic_uint finished;      /* the threads that joined and are done */
#endif
};

/* The threads of a job: one per MIN_SLOTS_PER_THREAD slots (per slot with
 * a policy, whose decisions may take long), at most the batch's own. */
static unsigned threads_for(const exile_batch *b)
{
    unsigned threads = b->o.threads ? b->o.threads : 1u;
    size_t per = b->o.policy && b->o.learner >= 0 ? 1u : MIN_SLOTS_PER_THREAD;
    size_t useful = b->o.matches / per ? b->o.matches / per : 1u;
    return useful < threads ? (unsigned)useful : threads;
}

static uint64_t next_random(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL); /* splitmix64 */
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* The other seat's move: the policy's, or a random legal action. */
static exile_status opponent_move(exile_batch *b, size_t i)
{
    exile_match *m = b->m[i];
    exile_action a;
    if (b->o.policy) {
        a = b->o.policy(m, i, b->o.policy_data);
    } else {
        exile_action legal[EXILE_MAX_LEGAL_ACTIONS];
        size_t n = exile_match_legal_actions_keep(m, legal, EXILE_MAX_LEGAL_ACTIONS);
        a = legal[next_random(&b->rng[i]) % n];
    }
    return exile_match_apply(m, a);
}

/* Plays the other seat until the learner decides or the match ends. */
static exile_status run_opponent(exile_batch *b, size_t i)
{
    if (b->o.learner < 0)
        return EXILE_OK;
    int seat;
    while ((seat = exile_match_to_act(b->m[i])) >= 0 && seat != b->o.learner) {
        exile_status s = opponent_move(b, i);
        if (s != EXILE_OK)
            return s;
    }
    return EXILE_OK;
}

static void start_match(exile_batch *b, size_t i, uint64_t seed)
{
    b->seed[i] = seed;
    b->rng[i] = seed ^ 0x5851f42d4c957f2dULL;
    ex_match_restart(b->m[i], b->lo, seed, b->first_player, b->max_rounds, b->flags);
}

/* Writes slot @p i's observation, mask and seat to act. */
static exile_status write_slot(exile_batch *b, size_t i)
{
    exile_match *m = b->m[i];
    int to_act = exile_match_to_act(m);
    int seat = b->o.learner >= 0 ? b->o.learner : to_act;
    b->o.to_act[i] = to_act;
    exile_match_features(m, seat < 0 ? 0 : seat, b->o.observations + i * (size_t)OBS_SIZE, OBS_SIZE);
    exile_action legal[EXILE_MAX_LEGAL_ACTIONS];
    size_t n = exile_match_legal_actions_keep(m, legal, EXILE_MAX_LEGAL_ACTIONS);
    return ex_legal_mask(m, legal, n, b->o.masks + i * (size_t)EXILE_DENSE_ACTIONS);
}

static exile_status reset_slot(exile_batch *b, size_t i)
{
    start_match(b, i, b->reset_seed + i);
    b->o.rewards[2 * i] = b->o.rewards[2 * i + 1] = 0.0f;
    b->o.dones[i] = 0;
    exile_status s = run_opponent(b, i);
    return s != EXILE_OK ? s : write_slot(b, i);
}

static exile_status step_slot(exile_batch *b, size_t i)
{
    exile_match *m = b->m[i];
    exile_action a;
    exile_status s = exile_match_dense_to_action(m, b->actions[i], &a);
    if (s == EXILE_OK)
        s = exile_match_apply(m, a);
    if (s == EXILE_OK)
        s = run_opponent(b, i);
    if (s != EXILE_OK)
        return s;
    bool over = exile_match_to_act(m) < 0;
    b->o.rewards[2 * i] = (float)exile_match_returns(m, 0);
    b->o.rewards[2 * i + 1] = (float)exile_match_returns(m, 1);
    b->o.dones[i] = over;
    if (over) {
        start_match(b, i, b->seed[i] + b->o.matches);
        s = run_opponent(b, i);
        if (s != EXILE_OK)
            return s;
    }
    return write_slot(b, i);
}

static exile_status do_slot(exile_batch *b, size_t i)
{
    return b->job == JOB_RESET ? reset_slot(b, i) : step_slot(b, i);
}

#ifndef EX_NO_THREADS
/* Thread @p t's slice of the slots of a job on @p threads threads: [first, end). */
static void slice(size_t matches, unsigned threads, unsigned t, size_t *first, size_t *end)
{
    *first = matches * t / threads;
    *end = matches * (t + 1) / threads;
}

/* Steps the slots left of thread @p u's slice, CHUNK at a time; notes in
 * @p failed and @p status the first that failed. */
static void drain(exile_batch *b, unsigned u, size_t *failed, exile_status *status)
{
    struct slice_state *p = &b->part[u];
    for (;;) {
        size_t first = atomic_fetch_add_explicit(&p->next, CHUNK, memory_order_relaxed);
        if (first >= p->end)
            return;
        size_t end = first + CHUNK < p->end ? first + CHUNK : p->end;
        for (size_t i = first; i < end; i++) {
            exile_status s = do_slot(b, i);
            if (s != EXILE_OK && i < *failed) {
                *failed = i;
                *status = s;
            }
        }
    }
}

/* Thread @p t's part of the current job: its slice, then what is left of
 * the others'. */
static void work(exile_batch *b, unsigned t)
{
    size_t failed = SIZE_MAX;
    exile_status status = EXILE_OK;
    for (unsigned k = 0; k < b->active; k++)
        drain(b, (t + k) % b->active, &failed, &status);
    b->part[t].failed = failed;
    b->part[t].status = status;
}

/* The @p i-th wait for a job or its end: a pause, then a yield; false once
 * the thread had better sleep. */
static bool spin_wait(unsigned i)
{
    if (i < SPINS) {
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
        __builtin_ia32_pause();
#endif
        return true;
    }
    if (i < SPINS + YIELDS) {
        sched_yield();
        return true;
    }
    return false;
}

/* Joins the job of number @p g: false when it is over (the caller did all
 * its slots before this thread woke) or another one started. */
static bool join(exile_batch *b, unsigned long g)
{
    unsigned long long w = atomic_load_explicit(&b->joined, memory_order_acquire);
    for (;;) {
        if ((w >> 32) != (g & 0xffffffffu) || (w & JOINED_CLOSED))
            return false;
        if (atomic_compare_exchange_weak_explicit(&b->joined, &w, w + 1, memory_order_acq_rel,
                                                  memory_order_acquire))
            return true;
    }
}

static void *worker(void *p)
{
    exile_batch *b = ((struct worker_arg *)p)->b;
    unsigned t = ((struct worker_arg *)p)->t;
    unsigned long seen = 0;
    for (;;) {
        /* The next job: spin and yield a while, then sleep. */
        unsigned long g = 0;
        for (unsigned spin = 0;; spin++) {
            g = atomic_load_explicit(&b->generation, memory_order_acquire);
            if (g != seen || !spin_wait(spin))
                break;
        }
        if (g == seen) {
            pthread_mutex_lock(&b->mu);
            while ((g = atomic_load_explicit(&b->generation, memory_order_acquire)) == seen)
                pthread_cond_wait(&b->go, &b->mu);
            pthread_mutex_unlock(&b->mu);
        }
        seen = g;
        if (atomic_load_explicit(&b->job, memory_order_acquire) == JOB_QUIT)
            return NULL;
        if (!join(b, g))
            continue;
        work(b, t);
        atomic_fetch_add_explicit(&b->finished, 1, memory_order_release);
        pthread_mutex_lock(&b->mu);
        pthread_cond_signal(&b->done);
        pthread_mutex_unlock(&b->mu);
    }
}

/* Runs @p j on every slot, the calling thread taking the first slice. A
 * thread that wakes after the caller has done every slot does not join:
 * the caller waits only for the threads that joined. */
static exile_status run_job(exile_batch *b, job j)
{
    unsigned active = b->active;
    atomic_store_explicit(&b->job, j, memory_order_relaxed);
    for (unsigned t = 0; t < active; t++) {
        size_t first, end;
        slice(b->o.matches, active, t, &first, &end);
        atomic_store_explicit(&b->part[t].next, first, memory_order_relaxed);
        b->part[t].end = end;
        b->part[t].failed = SIZE_MAX;
    }
    if (active > 1) {
        unsigned long g = atomic_load_explicit(&b->generation, memory_order_relaxed) + 1;
        atomic_store_explicit(&b->joined, (unsigned long long)(g & 0xffffffffu) << 32, memory_order_relaxed);
        pthread_mutex_lock(&b->mu);
        atomic_store_explicit(&b->generation, g, memory_order_release);
        pthread_cond_broadcast(&b->go);
        pthread_mutex_unlock(&b->mu);
    }
    work(b, 0);
    if (active > 1) {
        unsigned joined = (unsigned)(atomic_fetch_or_explicit(&b->joined, JOINED_CLOSED, memory_order_acq_rel) &
                                     JOINED_COUNT);
        unsigned spin = 0;
        while (atomic_load_explicit(&b->finished, memory_order_acquire) != joined && spin_wait(spin++))
            ;
        if (atomic_load_explicit(&b->finished, memory_order_acquire) != joined) {
            pthread_mutex_lock(&b->mu);
            while (atomic_load_explicit(&b->finished, memory_order_acquire) != joined)
                pthread_cond_wait(&b->done, &b->mu);
            pthread_mutex_unlock(&b->mu);
        }
        atomic_store_explicit(&b->finished, 0, memory_order_relaxed); /* every thread that joined is done */
    }
    size_t failed = SIZE_MAX;
    exile_status status = EXILE_OK;
    for (unsigned t = 0; t < active; t++)
        if (b->part[t].failed < failed) {
            failed = b->part[t].failed;
            status = b->part[t].status;
        }
    return status;
}
#else
static exile_status run_job(exile_batch *b, job j)
{
    b->job = j;
    exile_status status = EXILE_OK;
    for (size_t i = 0; i < b->o.matches; i++) {
        exile_status s = do_slot(b, i);
        if (s != EXILE_OK && status == EXILE_OK)
            status = s;
    }
    return status;
}
#endif

static void stop_threads(exile_batch *b)
{
#ifndef EX_NO_THREADS
    if (!b->running)
        return;
    pthread_mutex_lock(&b->mu);
    atomic_store_explicit(&b->job, JOB_QUIT, memory_order_relaxed);
    atomic_fetch_add_explicit(&b->generation, 1, memory_order_release);
    pthread_cond_broadcast(&b->go);
    pthread_mutex_unlock(&b->mu);
    for (unsigned t = 0; t < b->running; t++)
        pthread_join(b->thread[t], NULL);
    b->running = 0;
#else
    (void)b;
#endif
}

void exile_batch_destroy(exile_batch *b)
{
    if (!b)
        return;
    stop_threads(b);
#ifndef EX_NO_THREADS
    pthread_mutex_destroy(&b->mu);
    pthread_cond_destroy(&b->go);
    pthread_cond_destroy(&b->done);
#endif
    if (b->m)
        for (size_t i = 0; i < b->o.matches; i++)
            exile_match_destroy(b->m[i]);
    exile_allocator alloc = b->alloc;
    void *blocks[] = { b->m, b->seed, b->rng };
    for (unsigned k = 0; k < 3; k++)
        if (blocks[k]) /* the hooks are never called with NULL */
            alloc.free(blocks[k], alloc.user_data);
    alloc.free(b, alloc.user_data);
}

static exile_status check_options(const exile_batch_options *o, const exile_match_options *mo)
{
    if (o->version != EXILE_BATCH_OPTIONS_VERSION)
        return EXILE_E_VERSION;
    if (o->matches == 0 || o->matches > SIZE_MAX / (OBS_SIZE * sizeof(float)) || o->threads > MAX_THREADS ||
        o->learner < -1 || o->learner > 1 || !o->observations || !o->masks || !o->rewards || !o->dones ||
        !o->to_act)
        return EXILE_E_INVALID_ARGUMENT;
#ifdef EX_NO_THREADS
    if (o->threads > 1)
        return EXILE_E_UNSUPPORTED;
#endif
    if (mo->version >= 2u)
        for (int v = 0; v <= EXILE_OMNISCIENT; v++)
            if (mo->observer[v])
                return EXILE_E_INVALID_ARGUMENT;
    return EXILE_OK;
}

exile_status exile_batch_create(exile_batch **out, const exile_batch_options *opts)
{
    exile_match_options defaults = EXILE_MATCH_OPTIONS_INIT;
    if (!out || !opts)
        return EXILE_E_INVALID_ARGUMENT;
    const exile_match_options *mo = opts->match ? opts->match : &defaults;
    exile_status s = check_options(opts, mo);
    if (s != EXILE_OK)
        return s;
    /* The first match checks the match options as exile_match_create() does. */
    exile_match *first = NULL;
    exile_match_options probe = *mo;
    s = exile_match_create(&first, &probe);
    if (s != EXILE_OK)
        return s;
    exile_allocator alloc = ex_allocator_or_default(&mo->allocator);
    exile_batch *b = alloc.alloc(sizeof *b, alloc.user_data);
    if (!b) {
        exile_match_destroy(first);
        return EXILE_E_NO_MEMORY;
    }
    memset(b, 0, sizeof *b);
    b->o = *opts;
    b->alloc = alloc;
    b->first_player = mo->first_player;
    b->max_rounds = mo->max_rounds;
    b->flags = mo->flags;
    for (int seat = 0; seat < EX_SEATS; seat++)
        ex_loadout_resolve(mo->loadout[seat], seat, &b->lo[seat]); /* checked by the first match */
    b->m = alloc.alloc(opts->matches * sizeof *b->m, alloc.user_data);
    b->seed = alloc.alloc(opts->matches * sizeof *b->seed, alloc.user_data);
    b->rng = alloc.alloc(opts->matches * sizeof *b->rng, alloc.user_data);
#ifndef EX_NO_THREADS
    pthread_mutex_init(&b->mu, NULL);
    pthread_cond_init(&b->go, NULL);
    pthread_cond_init(&b->done, NULL);
    atomic_init(&b->generation, 0);
    atomic_init(&b->joined, 0);
    atomic_init(&b->finished, 0);
    for (unsigned t = 0; t < MAX_THREADS; t++)
        atomic_init(&b->part[t].next, 0);
#endif
    if (!b->m || !b->seed || !b->rng) {
        exile_match_destroy(first);
        b->o.matches = 0;
        exile_batch_destroy(b);
        return EXILE_E_NO_MEMORY;
    }
    b->m[0] = first;
    for (size_t i = 1; i < opts->matches; i++)
        if (exile_match_clone(&b->m[i], first) != EXILE_OK) {
            b->o.matches = i;
            exile_batch_destroy(b);
            return EXILE_E_NO_MEMORY;
        }
    b->active = threads_for(b);
#ifndef EX_NO_THREADS
    for (unsigned t = 1; t < b->active; t++) {
        b->arg[t].b = b;
        b->arg[t].t = t;
        if (pthread_create(&b->thread[t - 1], NULL, worker, &b->arg[t]) != 0) {
            exile_batch_destroy(b);
            return EXILE_E_UNSUPPORTED;
        }
        b->running++;
    }
#endif
    *out = b;
    return EXILE_OK;
}

exile_status exile_batch_reset(exile_batch *b, uint64_t seed)
{
    if (!b)
        return EXILE_E_INVALID_ARGUMENT;
    b->reset_seed = seed;
    b->started = true;
    return run_job(b, JOB_RESET);
}

exile_status exile_batch_step(exile_batch *b, const int32_t *actions)
{
    if (!b || !actions || !b->started)
        return EXILE_E_INVALID_ARGUMENT;
    /* Every action against its mask before any is applied. */
    for (size_t i = 0; i < b->o.matches; i++)
        if (actions[i] < 0 || actions[i] >= (int32_t)EXILE_DENSE_ACTIONS ||
            !b->o.masks[i * (size_t)EXILE_DENSE_ACTIONS + (size_t)actions[i]])
            return exile_match_to_act(b->m[i]) < 0 ? EXILE_E_GAME_OVER : EXILE_E_ILLEGAL_ACTION;
    b->actions = actions;
    return run_job(b, JOB_STEP);
}

const exile_match *exile_batch_match(const exile_batch *b, size_t slot)
{
    return b && b->started && slot < b->o.matches ? b->m[slot] : NULL;
}
