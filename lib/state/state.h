/*
 * The match state: one flat, fixed-size, pointer-free struct.
 *
 * Clone is a memcpy and nothing allocates after create (DESIGN.md). Card
 * instances are small integers: 0–19 the Moves of seat 0, 20–39 those of
 * seat 1 (in the order their Gear list them), 40 and up the Tokens of the
 * supply, kind by kind. Each instance records its zone; ordered zones are
 * piles of instances.
 * SPDX-License-Identifier: MIT
 */
#ifndef EXILE_CORE_STATE_H
#define EXILE_CORE_STATE_H

#include <stdint.h>

#include "cards.h"

enum {
    EX_SEATS = 2,
    EX_MOVES_PER_SEAT = 20,
    EX_MOVES = 40,
    EX_TOKENS = 30,
    EX_INSTANCES = EX_MOVES + EX_TOKENS,
    EX_PILE_CAP = EX_INSTANCES,
    EX_MEMORIES = 3,
    EX_GEAR = 4,
    EX_TRIGGER_CAP = 16,
    EX_STACK_CAP = 16,
    EX_MAX_TARGETS = 3,
    EX_GEAR_TARGET = 0x80, /* a target that is a Gear: 0x80 | seat << 2 | slot */
    EX_HOST_GEAR = 0x80,   /* host[] of a Token attached to a Gear: 0x80 | its slot, of its seat */
    EX_NO_CARD = 0xff,
    EX_START_HAND = 6
};

/* The bounds of the state's numbers. Each holds more than a match reaches,
 * play keeps every number within its bound (ex_clamp), and the checks
 * (check.c) refuse what lies outside: so every position play reaches is
 * one the notation and a save write and read back (doc/notation.md). */
enum {
    /* HP, below 0 too: the rules set no maximum (§3.4); a heal above it
     * is held at it, far beyond what a match reaches. */
    EX_HP_MAX = 30000,
    /* Stamina (floating, declared, paid), an attack's cost, Damage
     * modifiers either way, Exert picks owed, the successful attacks of a
     * round: what a seat's 20 Moves and 3 Memories make in one window
     * (Channel 3 at most each) is below it. */
    EX_AMOUNT_MAX = 127
};

/* @p v held within [-@p limit, @p limit]. */
static inline int ex_clamp(int v, int limit)
{
    return v > limit ? limit : v < -limit ? -limit : v;
}

/* Where an instance lies (mirrors the public exile_zone). */
enum ex_zone {
    ZONE_SUPPLY = 0,
    ZONE_DECK = 1,
    ZONE_HAND = 2,
    ZONE_RECALL = 3,
    ZONE_DESTROYED = 4,
    ZONE_MOMENTUM = 5,
    ZONE_ATTACK = 6,
    ZONE_BLOCK = 7,
    ZONE_STACK = 8,
    ZONE_PREPARED = 9,
    ZONE_ATTACHED = 10,
    ZONE_COUNT = 11
};

/* Per-instance flags. */
enum {
    CF_FACE_UP_ON_DECK = 1u << 0, /* put on top of a deck face-up (§2 Zones, Deck) */
    CF_AS_BLOCK = 1u << 1,        /* a Combat card that entered the Momentum Zone as a
                                     successful block: its block cost is its cost there (G40) */
    CF_KNOWN_IN_HAND = 1u << 2,   /* in its owner's hand, seen going there by the other
                                     seat (the Reload, a take from a Recall Pile, a card
                                     face-up on a deck): that seat still sees it (F2) */
    CF_NOT_FROM_DECK = 1u << 3,   /* a Move of its owner's hand, or its face-down attack
                                     played from there, that the other seat cannot see but
                                     knows is none of the deck's cards: it was known in the
                                     hand (zones.c, forget_hand), or it was there when the
                                     deck was rebuilt from the Recall Pile (§5 Fatigue) */
    CF_BOTTOM_KNOWN = 1u << 4     /* put on the bottom of its owner's deck after a look
                                     (§6.4 #16): its owner knows it and its place there
                                     (F4, G16) until it leaves or the deck is shuffled */
};

/* The ordered zones are piles: six kinds for each seat, then the Block
 * cards in the Combat Zone (in the order played) and the stack (bottom
 * first). All their cards lie in one array, pile after pile
 * (ex_state.pile_card): no instance lies in two piles, so 70 bytes hold them
 * all, where a pile of its own for each would need 14 times that. A card
 * put into a pile moves the cards of the piles after it up a byte, so the
 * piles that change most come last. zones.c keeps them. */
enum ex_pile_kind {
    PILE_DESTROYED = 0,
    PILE_ATTACHED,      /* cards and Tokens attached to the seat's Exile */
    PILE_RECALL,
    PILE_MOMENTUM,
    PILE_HAND,
    PILE_DECK,          /* top first */
    PILE_KINDS,
    PILE_BLOCKS = 2 * PILE_KINDS, /* the kinds of both seats, seat 0's first */
    PILE_STACK,
    EX_PILES,
    EX_PILE_BOUNDS = 16 /* EX_PILES + 1 bounds, and one more: an update of
                           them all is then one 16-byte vector operation */
};

/* A pile as read: its cards, in order, and their count. Valid until the
 * state's piles next change. */
typedef struct ex_pile {
    const uint8_t *c;
    unsigned n;
} ex_pile;

/* Round-scoped flags of a seat, cleared as each round begins. */
enum {
    RF_ATTACKED = 1u << 0,          /* made an attack this round (P01, P13) */
    RF_FACE_DOWN_ATTACKED = 1u << 1,/* made a face-down attack this round (P13) */
    RF_KEEP_SIDEWAYS = 1u << 3,     /* P17: this Exile does not turn upright at this Refresh */
    RF_HEALED = 1u << 4,            /* healed this round (P06) */
    RF_SLOW_NOT_SPENT = 1u << 5,    /* E43: your next Slow attack does not make you spent */
    RF_ALL = (1u << 6) - 1u
};

typedef struct ex_seat {
    uint8_t exile;            /* card ids */
    uint8_t gear[EX_GEAR];    /* by exile_gear_category */
    uint8_t memory[EX_MEMORIES];
    int16_t hp;
    uint8_t mem_unlocked;     /* bit per Memory slot */
    uint8_t mem_tapped;
    uint8_t gear_disarmed;    /* bit per Gear slot */
    uint8_t gear_upgraded;
    uint8_t engaged;          /* Exile sideways (§3.1 Engaged) */
    uint8_t spent;            /* out of the round (§7.4 Spent) */
    uint8_t unleashed;
    uint8_t floating;         /* floating Stamina (§3.1) */
    uint8_t round_flags;
    uint8_t successes;        /* successful attacks this round (E04) */
    uint8_t rearm_pick;       /* hidden simultaneous Rearm pick (G22); EX_NO_CARD none */
    uint8_t exchange_pick;    /* E57: the card put face-down in the exchange, hidden
                                 until both have chosen (F6); EX_NO_CARD none */
    uint8_t next_attack;      /* +Damage for your next attack this round (P06) */
    uint8_t prepared;         /* the prepared Finisher (§5 Action D), or EX_NO_CARD */
    uint8_t prepared_cost;    /* the Stamina paid at its Prepare: its declared cost */
    uint8_t finisher_due;     /* this seat's next turn must play it (Action E) */
    uint8_t next_overcommit;  /* E42: Overcommit for your next attack this round */
    uint8_t ability_used;     /* bit per Gear slot: its "Once per round" ability used */
    uint8_t p09_used;         /* bit per card (its Gear slot; EX_GEAR the Exile): its "Once
                                 per round, whenever one of your Moves is destroyed" (P09)
                                 used this round; the "once" is each card's own (§7.9) */
    ex_tmpl_set working;      /* the templates of its working Passives: derived
                                 from the sides shown and the Gear armed, kept
                                 by ex_passives_refresh() (a fast "none" answer) */
} ex_seat;

/* Attack flags (the attack in the Combat Zone). */
enum {
    AF_FACE_DOWN = 1u << 0,
    AF_UNBLOCKABLE = 1u << 1,     /* Stealth read at The Opener, or the stun */
    AF_STUN_TURN = 1u << 2,       /* the defender is stunned against it (§5 Stun) */
    AF_EXERT_OK = 1u << 3,        /* its Exert could be paid as it was played (G27) */
    AF_CANNOT_DISARM = 1u << 4,   /* P13: the first face-down attack of the round */
    AF_REVEALED = 1u << 5,
    AF_NO_ENGAGE = 1u << 6,       /* P21 read at Pay */
    AF_SINGLE_USE = 1u << 7       /* E26: it gained Single-Use (§7.8, until it leaves the Combat Zone) */
};

typedef struct ex_attack {
    uint8_t card;          /* EX_NO_CARD when no attack is in the Combat Zone */
    uint8_t attacker;
    uint8_t flags;
    uint8_t declared;      /* the declared cost (§7.7 Declared cost) */
    uint8_t eff_cost;      /* effective attack cost at The Opener (§7.1) */
    uint8_t speed;         /* enum ex_speed of the attack */
    int8_t damage_mod;     /* Damage modifiers of the React step (Plating) */
    uint8_t exert_left;    /* Exert picks still owed */
    uint8_t react_passes;  /* passes in a row in the React step */
    uint8_t react_seat;    /* whose choice it is in the React step */
    /* The outcome, settled at the Math. */
    uint8_t reached_math;
    uint8_t successful;
    uint8_t block_successful;
    uint8_t shielded;
    uint8_t disarm_attack;
    uint8_t turn_to_defender; /* E19 */
    uint8_t blocked;
    uint8_t hp_taken;      /* the HP it took at the Math (P24, §7.7) */
    uint8_t thrown_top;    /* P20: 0 not asked, 1 asked and declined, 2 put on top */
    uint8_t zero_damage;   /* E24: "Target attack has 0 Damage." (applies last, §7.2) */
    uint8_t counters_for;  /* E55: the attached card (instance + 1) that takes counters at the Math */
    uint8_t extra_overcommit; /* E42: Overcommit given by "your next attack" */
    uint8_t finisher;      /* a Finisher Attack (§5 Action E) */
    uint8_t hp_lost;       /* E46: HP lost as it was played, +1 Damage each */
    uint8_t unblock_asked; /* E45: its "after the React step" choice was offered */
    uint8_t hand_moves;    /* the Moves in its player's hand besides it at The Opener: whether
                              an Exert could be paid as it was played (G27), for whatever card
                              a determinization deals as a face-down attack */
} ex_attack;

/* A Tactics card on the stack (§5 The React Step & The Stack): who played
 * it, how, and what it targets. Entry i belongs to the stack's card i. */
enum {
    SE_AS_ACTION = 1u << 0,  /* played as the turn's action (Action B or E) */
    SE_RESOLVING = 1u << 1,  /* its Effects are resolving */
    SE_FINISHER = 1u << 2    /* a Finisher Tactics */
};

typedef struct ex_stack_entry {
    uint8_t seat;
    uint8_t flags;
    uint8_t ntargets;
    uint8_t target[EX_MAX_TARGETS]; /* instances, or EX_GEAR_TARGET Gear */
} ex_stack_entry;

/* A Passive or Effect waiting to resolve (G11, G32). */
typedef struct ex_trigger {
    uint8_t kind;     /* enum ex_trigger_kind (engine.h) */
    uint8_t seat;     /* the player it belongs to */
    uint8_t card;     /* card id of its source, or instance, per kind */
    uint8_t arg;
    uint8_t target;   /* the seat it acts on */
    uint8_t token;    /* a Token kind's card id, for attaching */
    uint8_t deferred; /* waits for the Combat Zone Clear (§5 The React Step) */
} ex_trigger;

/* The steps of the step machine (steps.c). */
enum ex_step {
    STEP_NONE = 0,
    STEP_P1_INITIATIVE,
    STEP_P1_REFRESH_PASSIVES,
    STEP_P1_REFRESH,
    STEP_P1_REARM,
    STEP_P1_RELOAD,
    STEP_P1_REFILL,
    STEP_P1_UNLOCK,
    STEP_TURN_BEGIN,
    STEP_ATTACK_BLOCK,
    STEP_ATTACK_REVEAL,
    STEP_ATTACK_REACT,
    STEP_ATTACK_MATH,
    STEP_ATTACK_OUTCOME,
    STEP_ATTACK_CLEAR,
    STEP_ATTACK_END,
    STEP_TURN_END,
    STEP_ROUND_END,
    STEP_GAME_OVER,
    STEP_STACK_RESOLVE,      /* both passed: the stack resolves from the top */
    STEP_TACTICS_END,        /* a Tactics card played as the action has resolved */
    STEP_COUNT
};

/* The kinds of pending decision (decision.c lists their actions). */
enum ex_decision {
    DEC_NONE = 0,
    DEC_TURN,          /* the turn's action, with a pre-action Stamina window */
    DEC_PAY_ATTACK,    /* Action A step 2: tap, channel, declare */
    DEC_BLOCK,         /* Action A step 3 */
    DEC_EXERT,         /* choose a Move to destroy for an Exert */
    DEC_REACT,         /* a React step choice */
    DEC_RECOVER,       /* which tapped Memory to untap */
    DEC_SUFFOCATE,     /* which untapped Memory to tap */
    DEC_REFRESH_P17,   /* P17: discard a card, or not */
    DEC_REARM,
    DEC_UNLOCK,
    DEC_TAKE_RECALL,   /* take a Move (of a kind) from your Recall Pile, or not */
    DEC_REARM_EFFECT,  /* E15: rearm one of your disarmed Gear, or not */
    DEC_TARGET_MOMENTUM, /* P09, P14, E13, E32, E33, E41, E58: target card in the opponent's
                            Momentum Zone (dec_arg: TM_* flags, what, cost below, picks left) */
    DEC_THROWN_TOP,    /* P20: put the Move on top of the deck instead */
    DEC_LOOK,          /* E16: take 1 of the top [X] cards looked at, or none */
    DEC_EXTRA_UPGRADE, /* E20: also unlock the Upgrade of one armed Gear, or not */
    DEC_TARGET,        /* a target of the card being played (on the stack's top) */
    DEC_DISCARD,       /* E40: discard a card of your choice */
    DEC_TURN_BACK,     /* E21: turn one of your unlocked Memories back */
    DEC_ABILITY_COST,  /* E08's cost, E63: which card of your Momentum Zone to destroy */
    DEC_AFTER_ACTION,  /* an activated ability after the turn's action, or none (G33) */
    DEC_EXILE_DAMAGE,  /* E09: which Exile takes the damage (G43) */
    DEC_LOSE_OR_DESTROY, /* E47: lose [X] HP (decline) or destroy [X] Momentum cards */
    DEC_DESTROY_OWN,   /* E59: destroy one of your Moves (hand or Momentum), or not */
    DEC_EXCHANGE,      /* E57: the card put face-down, hidden until both chose (F6) */
    DEC_LOSE_HP,       /* E46 on a Finisher Attack: lose 1 HP more (choose it), or stop */
    DEC_UNBLOCKABLE,   /* E45: destroy a card in your Momentum Zone for it, or not */
    DEC_DISARM_OWN,    /* E14 form 3: which of your armed weapons to disarm (a Gear slot, 0 or 1) */
    DEC_COUNT
};

typedef struct ex_state {
    uint32_t magic;           /* EX_STATE_MAGIC: guards loads */
    uint32_t actions;         /* actions applied (beside magic: no padding) */
    uint64_t rng_state;       /* PCG32 (rng.c) */
    uint64_t rng_inc;
    uint8_t def[EX_INSTANCES];   /* card id of each instance */
    uint8_t zone[EX_INSTANCES];  /* enum ex_zone */
    uint8_t zseat[EX_INSTANCES]; /* the seat whose zone holds it */
    uint8_t cflags[EX_INSTANCES];
    uint8_t host[EX_INSTANCES];  /* a Token laid as a counter on a card: that instance + 1; a Token
                                    attached to a Gear: EX_HOST_GEAR | slot; else 0 (on an Exile) */
    ex_seat seat[EX_SEATS];
    uint8_t pile_card[EX_PILE_CAP]; /* every pile's cards, pile after pile; 0 after the last */
    uint8_t pile_start[EX_PILE_BOUNDS]; /* pile p is pile_card[pile_start[p] .. pile_start[p + 1]);
                                           pile_start[0] is 0, and the bounds from EX_PILES on
                                           are the end of the last pile */
    ex_stack_entry entry[EX_STACK_CAP];
    uint8_t react_after;      /* the step after the stack has resolved */
    uint8_t action_card;      /* the Tactics card played as this turn's action */
    uint8_t action_resolved;  /* it resolved (not fizzled, sent or destroyed) */
    uint8_t after_action_done;/* the window after the action was offered (G33) */
    ex_attack atk;
    ex_trigger trig[EX_TRIGGER_CAP];
    uint8_t trig_n;
    uint16_t round;
    uint16_t max_rounds;
    uint8_t flags;            /* exile_match_flags */
    uint8_t first_player;
    uint8_t initiative;
    uint8_t turn;             /* the active player */
    uint8_t next_turn;        /* who takes the next turn, once settled */
    uint8_t stun_pending;     /* seat stunned for its opponent's next turn, or EX_NO_CARD */
    uint8_t stun_turn;        /* this turn is a stun turn against seat, or EX_NO_CARD */
    uint8_t step;             /* enum ex_step: where the machine resumes */
    uint8_t decision;         /* enum ex_decision pending, or DEC_NONE */
    uint8_t actor;            /* the seat to decide */
    uint8_t dec_arg[4];       /* parameters of the pending decision */
    /* Read in the canonical Stamina order only (EXILE_MATCH_CANONICAL_STAMINA),
     * and set in it only: */
    uint8_t win_last_channel; /* channels ascend: the last channeled instance + 1 */
    uint8_t win_channeled;    /* a channel was made in this window: no more taps */
    uint8_t win_pre_action;   /* the turn's pre-action window was used: no attack */
    int8_t winner;            /* -1 running, 0/1, 2 draw */
    uint8_t phase_seat;       /* the seat a Phase 1 step is at */
} ex_state;

#define EX_STATE_MAGIC 0x45584c31u /* "EXL1" */

static inline uint8_t ex_opp(uint8_t s) { return (uint8_t)(s ^ 1u); }
static inline const ex_card *ex_inst_card(const ex_state *st, unsigned inst) { return &ex_cards[st->def[inst]]; }
/* The Stamina channeling instance @p inst gives: 0 for a Token (§3.1). */
static inline unsigned ex_inst_channel(const ex_state *st, unsigned inst) { return ex_move_channel[st->def[inst]]; }
static inline uint8_t ex_owner(unsigned inst) { return inst < EX_MOVES ? (uint8_t)(inst / EX_MOVES_PER_SEAT) : EX_NO_CARD; }
static inline int ex_is_token(unsigned inst) { return inst >= EX_MOVES; }

#endif /* EXILE_CORE_STATE_H */
