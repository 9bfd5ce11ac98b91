"""A match of Exile: The Faraday Doctrine, refereed by libexile."""
import ctypes
import functools
import operator

from ._constants import (ACTION_TEXT_MAX, DEFAULT_MAX_ROUNDS, DESCRIBE_MAX, MATCH_OPTIONS_VERSION, MAX_LEGAL_ACTIONS,
                         MAX_ROUNDS_LIMIT, NO_VALUE, NOTATION_MAX, OMNISCIENT, PROMPT_MAX, REASON_MAX, Field,
                         MatchFlags, Reason, Status)
from ._handle import Handle
from ._library import WATCH_FN, CMatchOptions, CViewer, library
from .action import Action
from .cards import Card
from .errors import (BusyError, GameOverError, IllegalActionError, InvalidArgumentError, as_enum, check, error,
                     joined, status_text)
from .events import Event
from .view import read_view

byref = ctypes.byref


@functools.lru_cache(maxsize=None)
def _numpy():
    """numpy when it can be imported (looked for once), else None."""
    try:
        import numpy
    except ImportError:
        return None
    return numpy


def _seat(seat, omniscient=False):
    """Checks a seat argument: 0 or 1, or OMNISCIENT where allowed."""
    if seat not in ((0, 1, OMNISCIENT) if omniscient else (0, 1)):
        raise InvalidArgumentError('invalid argument: seat %r (0 or 1%s)'
                                   % (seat, ', or OMNISCIENT' if omniscient else ''))
    return seat


def _integer(value, what, low, high, allowed):
    """Checks an integer argument in [@low, @high] (an int, or what
    operator.index takes, such as numpy's integers; never a bool), before
    ctypes would wrap it into its C type: @allowed says what it may be."""
    if not isinstance(value, bool):
        try:
            number = operator.index(value)
        except TypeError:
            number = None
        if number is not None and low <= number <= high:
            return number
    raise InvalidArgumentError('invalid argument: %s %r (%s)' % (what, value, allowed))


def _seed(seed):
    """A seed: exile_match_options' and exile_match_determinize's uint64_t."""
    return _integer(seed, 'seed', 0, 2**64 - 1, 'an int from 0 to 2**64 - 1')


_ALL_FLAGS = functools.reduce(operator.or_, (int(flag) for flag in MatchFlags), 0)


class Match(Handle):
    """One match: the complete state of a game, hidden information included.

    `Match(seed=42)` sets up Box 1's first game; `loadouts=(a, b)` gives
    each seat a Loadout (None for the recommended one). At every moment
    exactly one seat (`to_act`) decides: `legal_actions()` lists its
    choices, `apply(action)` takes one. A Match is a context manager that
    closes the library's match on leaving; `close()` does it at once.

    `observers={seat: fn}` calls fn(Event) for each event a seat (0, 1, or
    OMNISCIENT for every card) sees, from the setup on; `observe()` sets
    one later. An exception an observer raises does not reach the
    library: the action is carried out to its end, then `apply` raises it.
    The observers are the library's watchers (exile_match_watch), set on a
    handle (exile_match_alloc) before the match is set up in it
    (exile_match_reset): they hear the setup, and each Event says whether
    it only repeats the action before it (`echo`).
    """

    def __init__(self, seed=0, loadouts=(None, None), first_player=-1, max_rounds=0, flags=0, observers=None):
        self._init_state(None)
        opts, kept = _options(seed, loadouts, first_player, max_rounds, flags)
        ptr = ctypes.c_void_p()
        check(library().exile_match_alloc(byref(ptr), None))
        self._ptr = ptr
        try:
            for seat, fn in (observers or {}).items():
                self.observe(seat, fn)
            self._reset(opts, kept)
        except BaseException:
            self.close()
            raise

    def reset(self, seed=0, loadouts=(None, None), first_player=-1, max_rounds=0, flags=0):
        """Sets a new match up in this one, as Match(...) with these options
        sets one up, without allocating (exile_match_reset): the observers
        stay, and hear its setup."""
        self._reset(*_options(seed, loadouts, first_player, max_rounds, flags))

    def _reset(self, opts, kept):
        handle = self._handle()
        self._depth += 1
        try:
            status = library().exile_match_reset(handle, byref(opts))
        finally:
            self._depth -= 1
        del kept  # the loadouts opts points to, alive until here
        if self._depth == 0:
            self._raise_pending()
        self._check(status)

    @classmethod
    def alloc(cls):
        """A match handle to copy a match into (copy_from, exile_match_alloc):
        it holds the match Match() sets up, whose setup nobody heard."""
        out = ctypes.c_void_p()
        check(library().exile_match_alloc(byref(out), None))
        return cls._wrap(out)

    def _init_state(self, ptr):
        self._ptr = ptr
        self._observers = {}   # seat -> the CFUNCTYPE the library calls: kept alive here
        self._pending = None   # the first exception an observer raised in this apply
        self._depth = 0        # applies (or the setup) under way on this match

    @classmethod
    def _wrap(cls, ptr):
        match = cls.__new__(cls)
        match._init_state(ptr)
        return match

    # ---- lifetime ----------------------------------------------------------

    _what = 'match'

    def _destroy(self, ptr):
        library().exile_match_destroy(ptr)

    def close(self):
        """Destroys the library's match; later calls raise InvalidArgumentError.

        Called by an observer, inside an apply, the library destroys it once
        the apply ends.
        """
        super().close()

    def clone(self):
        """A copy of the match, without observers."""
        out = ctypes.c_void_p()
        check(library().exile_match_clone(byref(out), self._handle()))
        return Match._wrap(out)

    __copy__ = clone

    def copy_from(self, other):
        """Overwrites this match with the state of @other, without allocating
        (exile_match_copy); the observers of this match stay."""
        if not isinstance(other, Match):
            raise InvalidArgumentError('invalid argument: a match copies a Match, not %r' % (other,))
        self._check(library().exile_match_copy(self._handle(), other._handle()))

    def determinize(self, seat, seed):
        """A new match consistent with everything @seat knows of this one:
        the cards it cannot see dealt again at random from @seed
        (exile_match_determinize). The seat's view of it equals its view of
        this match."""
        seat, seed = _seat(seat), _seed(seed)
        sample = self.clone()
        sample._check(library().exile_match_determinize(sample._handle(), self._handle(), seat, seed))
        return sample

    # ---- playing -----------------------------------------------------------

    @property
    def to_act(self):
        """The seat whose decision it is, or -1 once the match is over."""
        return library().exile_match_to_act(self._handle())

    @property
    def over(self):
        return self.to_act < 0 and self.winner >= 0

    @property
    def winner(self):
        """-1 while the match runs; the winning seat; 2 for a draw (§3.4)."""
        return library().exile_match_winner(self._handle())

    @property
    def action_count(self):
        """The actions applied since the match was created or loaded."""
        return library().exile_match_action_count(self._handle())

    def legal_codes(self):
        """The legal actions of the seat to act as ints, ascending: the fast
        list, for bots."""
        out = (ctypes.c_uint32 * MAX_LEGAL_ACTIONS)()
        return out[:library().exile_match_legal_actions(self._handle(), out, MAX_LEGAL_ACTIONS)]

    def legal_actions(self):
        """The legal actions of the seat to act, ascending, each with its text."""
        return [Action(code, self._format(code)) for code in self.legal_codes()]

    def _format(self, code):
        buf = ctypes.create_string_buffer(ACTION_TEXT_MAX)
        check(library().exile_action_format(self._handle(), code, buf, ACTION_TEXT_MAX), 'action %d' % code)
        return buf.value.decode()

    def parse_action(self, text):
        """The action a text of exile_action_format names, for the seat to act."""
        out = ctypes.c_uint32()
        check(library().exile_action_parse(self._handle(), text.encode(), byref(out)), repr(text))
        return Action(out.value, self._format(out.value))

    def _code(self, action):
        if isinstance(action, str):
            return self.parse_action(action).code
        if isinstance(action, bool) or not isinstance(action, int):
            raise InvalidArgumentError('invalid argument: an action is an Action, an int or its text, not %r'
                                       % (action,))
        if not 0 <= action < 2**32:
            raise IllegalActionError('illegal action: %d is no action code' % action, Reason.BAD_ENCODING,
                                     'not an action', action)
        return int(action)

    def apply(self, action):
        """Applies an action of the seat to act: an Action, its code or its text.

        Raises IllegalActionError (GameOverError once the match is over) with
        the reason, and leaves the match as it was; BusyError when called by
        an observer of this match, inside its apply.
        """
        code = self._code(action)
        handle = self._handle()
        self._depth += 1
        try:
            status = library().exile_match_apply(handle, code)
        finally:
            self._depth -= 1
        if self._depth == 0:
            self._raise_pending()
        if status in (Status.ILLEGAL_ACTION, Status.GAME_OVER):
            raise self._refusal(status, code)
        self._check(status)

    def _refusal(self, status, code):
        lib = library()
        reason = as_enum(Reason, lib.exile_match_errreason(self._ptr))
        seat = lib.exile_match_to_act(self._ptr)
        why = self.why(code, seat if seat >= 0 else OMNISCIENT)[1]
        cls = GameOverError if status == Status.GAME_OVER else IllegalActionError
        return cls(joined(status, why), reason, why, code)

    def why(self, action, seat):
        """(Reason, text): why @seat may not take @action now; (Reason.LEGAL, '')
        when it may. The text names only cards @seat can see. @seat is
        required (0 or 1, or OMNISCIENT by name for the referee's words):
        no default, so that a frontend cannot leak by leaving it out."""
        buf = ctypes.create_string_buffer(REASON_MAX)
        reason = library().exile_match_why(self._handle(), _seat(seat, omniscient=True), self._code(action), buf,
                                           REASON_MAX, None)
        return as_enum(Reason, reason), buf.value.decode()

    def _check(self, status):
        """Raises the error of a call that changes the match, with its message."""
        if status == Status.BUSY:
            raise BusyError(status_text(status) + ': an observer may not change the match it observes')
        if status != Status.OK:
            raise error(status, library().exile_match_errmsg(self._ptr).decode() if self._ptr else None)

    # ---- words ---------------------------------------------------------------

    def describe(self, action, viewer):
        """What an action of the seat to act does, in words for @viewer (0 or
        1; OMNISCIENT by name names every card, face-down ones included)."""
        buf = ctypes.create_string_buffer(DESCRIBE_MAX)
        check(library().exile_action_describe(self._handle(), _seat(viewer, omniscient=True), self._code(action),
                                              buf, DESCRIBE_MAX, None))
        return buf.value.decode()

    def prompt(self, viewer):
        """The pending decision in words for @viewer (0 or 1, or OMNISCIENT by
        name); who won once it is over."""
        buf = ctypes.create_string_buffer(PROMPT_MAX)
        check(library().exile_match_prompt(self._handle(), _seat(viewer, omniscient=True), buf, PROMPT_MAX, None))
        return buf.value.decode()

    # ---- reading -------------------------------------------------------------

    def get(self, viewer, field, seat=0, index=0):
        """One field of <exile/state.h> as @viewer (0, 1 or OMNISCIENT) sees
        it (exile_match_get_as, the viewer typed): the library's number.
        Where the library has none (EXILE_NO_VALUE: an unknown field, a seat
        or index out of range), raises InvalidArgumentError, as for every
        bad argument."""
        value = library().exile_match_get_as(self._handle(), CViewer(_seat(viewer, omniscient=True)), field,
                                             _seat(seat), index)
        if value == NO_VALUE:
            known = as_enum(Field, field)
            name = 'Field.' + known.name if isinstance(known, Field) else 'field %r' % (field,)
            raise InvalidArgumentError('invalid argument: %s has no value for seat %d, index %r (an unknown field, '
                                       'or an index out of range)' % (name, seat, index))
        return value

    def view(self, seat):
        """Everything @seat (0, 1 or OMNISCIENT) knows now, as a View."""
        lib = library()
        handle = self._handle()
        if _seat(seat, omniscient=True) == OMNISCIENT:
            return read_view(lambda f, s, i: lib.exile_match_get(handle, OMNISCIENT, f, s, i), seat,
                             self.prompt(seat), self.notation())
        with _CView(handle, seat) as v:
            buf = ctypes.create_string_buffer(NOTATION_MAX)
            check(lib.exile_view_to_notation(v, buf, NOTATION_MAX))
            return read_view(lambda f, s, i: lib.exile_view_get(v, f, s, i), seat, self.prompt(seat),
                             buf.value.decode())

    def observation(self, seat):
        """What @seat sees as exile_observation_size() numbers
        (exile_view_observe): a numpy float32 array when numpy can be
        imported, else a list of floats."""
        lib = library()
        size = lib.exile_observation_size()
        out = (ctypes.c_float * size)()
        with _CView(self._handle(), _seat(seat)) as v:
            check(lib.exile_view_observe(v, out, size))
        numpy = _numpy()
        return out[:] if numpy is None else numpy.ctypeslib.as_array(out)

    def instance_card(self, instance):
        """The Card of a card instance (0 to INSTANCE_COUNT - 1)."""
        card = library().exile_match_instance_card(self._handle(), instance)
        if card < 0:
            raise InvalidArgumentError('invalid argument: no card instance %r' % (instance,))
        return Card.of(card)

    def action_instance(self, action):
        """The card instance an action of the seat to act names (the card it
        plays, chooses or targets; exile_action_instance), or None when it
        names none (a slot, a number, a seat, a Gear). With a view's
        `hand_instances` and the other piles' instances, it finds the card
        of an action on the board."""
        instance = library().exile_action_instance(self._handle(), self._code(action))
        if instance < -1:
            raise InvalidArgumentError('invalid argument: %r is no action' % (action,))
        return instance if instance >= 0 else None

    # ---- notation and saves ------------------------------------------------

    def notation(self):
        """The whole position as match notation, hidden cards included."""
        buf = ctypes.create_string_buffer(NOTATION_MAX)
        check(library().exile_match_to_notation(self._handle(), buf, NOTATION_MAX))
        return buf.value.decode()

    @classmethod
    def from_notation(cls, text):
        """The match a notation describes; ParseError or InconsistentError
        name the problem."""
        out, err = ctypes.c_void_p(), ctypes.create_string_buffer(256)
        check(library().exile_match_from_notation_ex(byref(out), text.encode(), None, err, len(err)),
              err.value.decode() or None)
        return cls._wrap(out)

    def save(self):
        """The match as bytes of the binary save (this release, this kind of machine)."""
        lib = library()
        size = lib.exile_match_save_size()
        buf = ctypes.create_string_buffer(size)
        check(lib.exile_match_save(self._handle(), buf, size, None))
        return buf.raw

    @classmethod
    def load(cls, data):
        """The match of a save; a damaged or foreign save raises and creates nothing."""
        out = ctypes.c_void_p()
        check(library().exile_match_load(byref(out), bytes(data), len(data), None))
        return cls._wrap(out)

    def __reduce__(self):
        """A match pickles as its notation; its observers are not kept."""
        return (Match.from_notation, (self.notation(),))

    # ---- observers -----------------------------------------------------------

    def observe(self, seat, fn):
        """Calls fn(Event) for each event @seat (0, 1 or OMNISCIENT) sees from
        now on (a watcher: exile_match_watch); None stops it. Clones have no
        observers."""
        callback = self._callback(seat, fn) if fn is not None else WATCH_FN()
        self._check(library().exile_match_watch(self._handle(), _seat(seat, omniscient=True), callback, None))
        if fn is None:
            self._observers.pop(seat, None)
        else:
            self._observers[seat] = callback

    def _callback(self, seat, fn):
        if not callable(fn):
            raise InvalidArgumentError('invalid argument: an observer is a callable, not %r' % (fn,))

        def call(match, event, flags, _user_data):
            try:
                ev = event.contents
                text = ctypes.create_string_buffer(DESCRIBE_MAX)
                check(library().exile_event_describe(match, seat, event, text, DESCRIBE_MAX, None))
                fn(Event.from_c(ev, text.value.decode(), flags))
            except BaseException as exc:  # never into the library: apply raises it
                if self._pending is None:
                    self._pending = exc

        return WATCH_FN(call)

    def _raise_pending(self):
        pending, self._pending = self._pending, None
        if pending is not None:
            raise pending

    # ---- show ----------------------------------------------------------------

    def __repr__(self):
        if self._ptr is None:
            return '<Match closed>'
        count = self.action_count
        if self.over:
            result = 'a draw' if self.winner == 2 else 'seat %d won' % self.winner
            return '<Match over: %s after %d actions>' % (result, count)
        hp = [self.get(OMNISCIENT, Field.HP, seat) for seat in (0, 1)]
        # The prompt in the words of the seat to act: no hidden card (none
        # inside an apply, when no seat is to act).
        seat = self.to_act
        return '<Match round %d, seat %d to act, %d actions, HP %d-%d: %s>' % (
            self.get(OMNISCIENT, Field.ROUND), seat, count, hp[0], hp[1], self.prompt(seat) if seat >= 0 else '')


def _options(seed, loadouts, first_player, max_rounds, flags):
    """The options of a match, and the loadouts they point to (to keep
    alive while the library reads them)."""
    opts = CMatchOptions()
    check(library().exile_match_options_init(byref(opts), MATCH_OPTIONS_VERSION))
    opts.seed = _seed(seed)
    opts.first_player = _integer(first_player, 'first_player', -1, 1,
                                 '0 or 1, or -1 to draw it from the seed: §2 Setup')
    opts.max_rounds = _integer(max_rounds, 'max_rounds', 0, MAX_ROUNDS_LIMIT,
                               'the round after which the match ends, 1 to %d, or 0 for %d'
                               % (MAX_ROUNDS_LIMIT, DEFAULT_MAX_ROUNDS))
    opts.flags = _integer(flags, 'flags', 0, _ALL_FLAGS, 'MatchFlags, joined with |')
    if opts.flags & ~_ALL_FLAGS:
        raise InvalidArgumentError('invalid argument: flags %r (MatchFlags, joined with |)' % (flags,))
    if len(loadouts) != 2:
        raise InvalidArgumentError('invalid argument: loadouts is a pair, one per seat (None for the default)')
    kept = [lo.to_c() if lo is not None else None for lo in loadouts]
    for seat, c_loadout in enumerate(kept):
        if c_loadout is not None:
            opts.loadout[seat] = ctypes.pointer(c_loadout)
    return opts, kept


class _CView:
    """An exile_view for the length of a with block."""

    def __init__(self, handle, seat):
        self._handle, self._seat, self._view = handle, seat, ctypes.c_void_p()

    def __enter__(self):
        check(library().exile_view_create(byref(self._view), self._handle, self._seat))
        return self._view

    def __exit__(self, *exc):
        library().exile_view_destroy(self._view)
