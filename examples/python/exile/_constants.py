"""The enums and constants of <exile/exile.h>.

Written by examples/python/gen_constants.py from the public headers;
do not edit. A value the library hands back may lie past the members
below (a newer library): the package then gives it as a plain int.
"""
import enum


class Status(enum.IntEnum):
    """exile_status"""

    OK = 0
    INVALID_ARGUMENT = -1
    NO_MEMORY = -2
    ILLEGAL_ACTION = -3
    GAME_OVER = -4
    BUFFER_TOO_SMALL = -5
    PARSE = -6
    INCONSISTENT = -7
    UNSUPPORTED = -8
    VERSION = -9
    BAD_LOADOUT = -10
    NOT_FOUND = -11
    BUSY = -12


class CardKind(enum.IntEnum):
    """exile_card_kind"""

    EXILE = 0
    GEAR = 1
    MOVE = 2
    MEMORY = 3
    TOKEN = 4


class MoveType(enum.IntEnum):
    """exile_move_type"""

    ATTACK = 0
    BLOCK = 1
    COMBAT = 2
    TACTICS = 3
    FINISHER_ATTACK = 4
    FINISHER_TACTICS = 5


class GearCategory(enum.IntEnum):
    """exile_gear_category"""

    PRIMARY = 0
    SECONDARY = 1
    PROTECTIVE = 2
    KIT = 3


class Stat(enum.IntEnum):
    """exile_card_stat_id"""

    COST = 0
    BLOCK_COST = 1
    DAMAGE = 2
    BLOCK = 3
    CHANNEL = 4
    SPEED = 5
    BASE_HP = 6
    UNLEASH_HEAL = 7
    REFILL_BONUS = 8
    MANTRA_STAMINA = 9
    GEAR = 10
    CATEGORY = 11
    MOVE_TYPE = 12
    SUPPLY = 13
    BOX = 14


class Keyword(enum.IntEnum):
    """exile_keyword"""

    REACTION = 0
    SINGLE_USE = 1
    FRAGILE = 2
    THROWN = 3
    RANGED = 4
    PIERCING = 5
    CRUSHING = 6
    OVERBEARING = 7
    SUFFOCATING = 8
    PINNING = 9
    DISENGAGING = 10
    DISARMING_BLOCK = 11
    SHIELDING = 12
    LACERATING = 13
    FLOW = 14
    STUNNING = 15
    OVERCOMMIT = 16
    CASCADING = 17
    PUNISHING = 18
    MOMENTOUS = 19
    ENLIGHTENED = 20
    PRESSING = 21
    DEFIANT = 22
    VENGEFUL = 23
    FEINT = 24
    EXERT = 25
    AMBUSH = 26
    STEALTH = 27


class Column(enum.IntEnum):
    """exile_column"""

    ATTACK = 0
    BLOCK = 1


class CardSide(enum.IntEnum):
    """exile_card_side"""

    FRONT = 0
    BACK = 1
    ONCE = 2


class MatchFlags(enum.IntFlag):
    """exile_match_flags"""

    PERMISSIVE_BLUFF = 1
    CANONICAL_STAMINA = 2


class ActionKind(enum.IntEnum):
    """exile_action_kind"""

    END = 0
    STEP_BACK = 1
    ATTACK_UP = 2
    ATTACK_DOWN = 3
    TAP = 4
    CHANNEL = 5
    DECLARE = 6
    BLOCK = 7
    NO_BLOCK = 8
    EXERT = 9
    PASS = 10
    PLATING = 11
    REARM = 12
    NO_REARM = 13
    UNLOCK_MEMORY = 14
    UNLOCK_NONE = 15
    CHOOSE = 16
    DECLINE = 17
    UNTAP = 18
    SUFFOCATE = 19
    UNLOCK_UPGRADE = 20
    UNLEASH = 21
    PREPARE = 22
    FINISHER = 23
    TACTICS = 24
    REACT = 25
    TARGET = 26
    TURN_BACK = 27
    ABILITY = 28


class Zone(enum.IntEnum):
    """exile_zone"""

    NONE = 0
    DECK = 1
    HAND = 2
    RECALL = 3
    DESTROYED = 4
    MOMENTUM = 5
    ATTACK = 6
    BLOCK = 7
    STACK = 8
    PREPARED = 9
    ATTACHED = 10
    SUPPLY = 11


class EventKind(enum.IntEnum):
    """exile_event_kind"""

    ROUND_START = 0
    TURN = 1
    CARD_MOVED = 2
    STAMINA = 3
    HP = 4
    ATTACK = 5
    DECLARED = 6
    REVEAL = 7
    MATH = 8
    ENGAGED = 9
    MEMORY = 10
    GEAR = 11
    SPENT = 12
    INITIATIVE = 13
    ACTION = 14
    GAME_OVER = 15
    FIZZLE = 16
    STUN = 17
    UNLEASHED = 18
    SHUFFLE = 19


class EventFlags(enum.IntFlag):
    """exile_event_flags"""

    ECHO = 1


class Phase(enum.IntEnum):
    """exile_phase"""

    PHASE_1 = 1
    PHASE_2 = 2
    GAME_OVER = 3


class Step(enum.IntEnum):
    """exile_step"""

    INITIATIVE = 1
    REFRESH_PASSIVES = 2
    REFRESH = 3
    REARM = 4
    RELOAD = 5
    REFILL = 6
    UNLOCK = 7
    TURN = 8
    BLOCK = 9
    REVEAL = 10
    REACT = 11
    MATH = 12
    OUTCOME = 13
    CLEAR = 14
    ATTACK_END = 15
    TURN_END = 16
    ROUND_END = 17
    GAME_OVER = 18
    STACK = 19
    TACTICS_END = 20


class Decision(enum.IntEnum):
    """exile_decision_kind"""

    NONE = 0
    TURN = 1
    PAY = 2
    BLOCK = 3
    EXERT = 4
    REACT = 5
    RECOVER = 6
    SUFFOCATE = 7
    REFRESH_DISCARD = 8
    REARM = 9
    UNLOCK = 10
    TAKE_FROM_RECALL = 11
    REARM_EFFECT = 12
    TARGET_MOMENTUM = 13
    THROWN_TO_DECK = 14
    LOOK = 15
    EXTRA_UPGRADE = 16
    TARGET = 17
    DISCARD = 18
    TURN_BACK = 19
    ABILITY_COST = 20
    AFTER_ACTION = 21
    EXILE_DAMAGE = 22
    LOSE_OR_DESTROY = 23
    DESTROY_OWN = 24
    EXCHANGE = 25
    LOSE_HP = 26
    DESTROY_FOR_UNBLOCKABLE = 27
    DISARM_OWN = 28


class Takes(enum.IntEnum):
    """exile_decision_takes"""

    ANY = 0
    THROWN = 1
    FIGHTING = 2
    WEAPON = 3
    COST_BELOW = 4
    DAMAGE_BELOW = 5
    BLOCK_BELOW = 6


class Does(enum.IntEnum):
    """exile_decision_does"""

    DESTROY = 0
    RETURN = 1
    SEND = 2


class Field(enum.IntEnum):
    """exile_field"""

    ROUND = 0
    MAX_ROUNDS = 1
    PHASE = 2
    STEP = 3
    FIRST_PLAYER = 4
    INITIATIVE = 5
    TURN = 6
    NEXT_TURN = 7
    WINNER = 8
    ACTION_COUNT = 9
    FLAGS = 10
    SUPPLY = 11
    HP = 100
    STAMINA = 101
    ENGAGED = 102
    SPENT = 103
    UNLEASHED = 104
    STUNNED = 105
    STUN_PENDING = 106
    EXILE = 107
    PREPARED = 108
    PREPARED_COST = 109
    FINISHER_DUE = 110
    ATTACKED = 111
    ATTACKED_FACE_DOWN = 112
    SUCCESSES = 113
    HEALED = 114
    NEXT_ATTACK_DAMAGE = 115
    NEXT_ATTACK_OVERCOMMIT = 116
    SLOW_NOT_SPENT = 117
    KEPT_SIDEWAYS = 118
    DESTROY_PASSIVE_USED = 119
    REARM_PICK = 120
    EXCHANGE_CARD = 121
    DECK_COUNT = 122
    HAND_COUNT = 123
    RECALL_COUNT = 124
    DESTROYED_COUNT = 125
    MOMENTUM_COUNT = 126
    ATTACHED_COUNT = 127
    PREPARED_INSTANCE = 128
    MEMORY_CARD = 130
    MEMORY_UNLOCKED = 131
    MEMORY_TAPPED = 132
    MEMORY_STAMINA = 133
    GEAR_CARD = 140
    GEAR_ARMED = 141
    GEAR_UPGRADED = 142
    GEAR_TOKENS = 143
    GEAR_ABILITY_USED = 144
    EXILE_TOKENS = 150
    DECK_CARD = 160
    DECK_FACE_UP = 161
    HAND_CARD = 162
    RECALL_CARD = 163
    DESTROYED_CARD = 164
    MOMENTUM_CARD = 165
    MOMENTUM_AS_BLOCK = 166
    ATTACHED_CARD = 167
    ATTACHED_ON_CARD = 168
    ATTACHED_ON_GEAR = 169
    ATTACHED_COUNTERS = 170
    DECK_INSTANCE = 171
    HAND_INSTANCE = 172
    RECALL_INSTANCE = 173
    DESTROYED_INSTANCE = 174
    MOMENTUM_INSTANCE = 175
    ATTACHED_INSTANCE = 176
    ATTACK = 200
    ATTACKER = 201
    ATTACK_FACE_DOWN = 202
    ATTACK_REVEALED = 203
    ATTACK_DECLARED = 204
    ATTACK_UNBLOCKABLE = 205
    ATTACK_SPEED = 206
    ATTACK_DAMAGE_MOD = 207
    ATTACK_FINISHER = 208
    ATTACK_STUN = 209
    ATTACK_HP_LOST = 210
    ATTACK_OUTCOME = 211
    BLOCK_COUNT = 212
    BLOCK_CARD = 213
    ATTACK_INSTANCE = 214
    BLOCK_INSTANCE = 215
    STACK_COUNT = 300
    STACK_CARD = 301
    STACK_PLAYER = 302
    STACK_AS_ACTION = 303
    STACK_RESOLVING = 304
    STACK_TARGET_COUNT = 305
    STACK_TARGET_CARD = 306
    STACK_TARGET_SEAT = 307
    STACK_TARGET_GEAR = 308
    STACK_INSTANCE = 309
    DECISION = 400
    DECISION_SEAT = 401
    DECISION_CARD = 402
    DECISION_MIN = 403
    DECISION_MAX = 404
    DECISION_AMOUNT = 405
    DECISION_TAKES = 406
    DECISION_BELOW = 407
    DECISION_DOES = 408


class Reason(enum.IntEnum):
    """exile_reason"""

    INVALID_ARGUMENT = -1
    LEGAL = 0
    GAME_OVER = 1
    NOT_YOUR_DECISION = 2
    BAD_ENCODING = 3
    WRONG_DECISION = 4
    NO_SUCH_ARGUMENT = 5
    NOT_IN_HAND = 6
    TOKEN = 7
    NOT_ENOUGH_STAMINA = 8
    GEAR_DISARMED = 9
    CANNOT_ATTACK = 10
    CANNOT_BLOCK = 11
    SPENT = 12
    STUNNED = 13
    UNBLOCKABLE = 14
    EXERT = 15
    NO_TARGET = 16
    NOT_TACTICS = 17
    NOT_REACTION = 18
    FACE_UP_ONLY = 19
    FINISHER_DUE = 20
    STEP_BACK_BARRED = 21
    NOT_FINISHER = 22
    FINISHER_PREPARED = 23
    GEAR_NOT_UPGRADED = 24
    MEMORY_STATE = 25
    GEAR_STATE = 26
    ONE_ORDER = 27
    COST_UNREACHABLE = 28
    BELOW_COST = 29
    HP_LIMIT = 30
    NO_ABILITY = 31
    ABILITY_USED = 32
    MOMENTUM_SHORT = 33
    NO_PLATING = 34
    NOT_A_CHOICE = 35
    MUST_CHOOSE = 36
    CANNOT_UNLEASH = 37
    OTHER = 38


class PicksPool(enum.IntEnum):
    """exile_picks_pool"""

    BOX_1 = 1
    BOX_2 = 2
    COLLECTION = 3


ACTION_SPACE = 8192
ACTION_TEXT_MAX = 96
BATCH_OPTIONS_VERSION = 1
CARD_HIDDEN = -1
CARD_NONE = -2
DEFAULT_MAX_ROUNDS = 60
DENSE_ACTIONS = 747
DESCRIBE_MAX = 256
INSTANCE_COUNT = 70
LOADOUT_VERSION = 1
MATCH_OPTIONS_VERSION = 2
MAX_LEGAL_ACTIONS = 256
MAX_ROUNDS_LIMIT = 65535
MAX_TARGETS = 3
NOTATION_MAX = 8192
NO_VALUE = -2147483648
OMNISCIENT = 2
PICKS_MAX_LEGAL = 32
PICKS_OPTIONS_VERSION = 1
PROMPT_MAX = 256
REASON_MAX = 256
