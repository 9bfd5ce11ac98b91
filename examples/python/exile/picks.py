"""The pre-game picks (§2 Play Packs): the players choose their cards."""
import ctypes

from ._constants import LOADOUT_VERSION, PICKS_MAX_LEGAL, PICKS_OPTIONS_VERSION, PicksPool
from ._handle import Handle
from ._library import CLoadout, CPicksOptions, library
from .cards import Card, Loadout
from .errors import check


class Picks(Handle):
    """One pre-game selection: the chooser picks an Exile, the other seat
    takes the other, then the players pick a Memory or a Gear a pick, in
    turns, until each holds a whole loadout. Shaped like a match:
    `to_act`, `legal()`, `apply(card)`, then `loadout(seat)`."""

    _what = 'picks'

    def __init__(self, pool=PicksPool.BOX_1, chooser=0):
        opts = CPicksOptions(PICKS_OPTIONS_VERSION, int(pool), chooser)
        self._ptr = ctypes.c_void_p()
        status = library().exile_picks_create(ctypes.byref(self._ptr), ctypes.byref(opts))
        if status:
            self._ptr = None
        check(status)

    def _destroy(self, ptr):
        library().exile_picks_destroy(ptr)

    @property
    def to_act(self):
        """The seat whose pick it is; -1 once every pick is made."""
        return library().exile_picks_to_act(self._handle())

    @property
    def count(self):
        """The picks made so far, the Exiles included."""
        return library().exile_picks_count(self._handle())

    def legal(self):
        """The cards the seat to act may pick now, ascending."""
        out = (ctypes.c_int * PICKS_MAX_LEGAL)()
        n = library().exile_picks_legal(self._handle(), out, PICKS_MAX_LEGAL)
        return [Card(c) for c in out[:n]]

    def apply(self, card):
        """The seat to act picks @card (a Card, an index or a code)."""
        index = Card.find(card) if isinstance(card, str) else card
        check(library().exile_picks_apply(self._handle(), int(index)), 'cannot pick %r' % (card,))

    def holder(self, card):
        """The seat holding @card, or -1 when nobody does."""
        return library().exile_picks_holder(self._handle(), int(card))

    def loadout(self, seat):
        """The Loadout of @seat once the picks are over."""
        out = CLoadout()
        check(library().exile_picks_loadout(self._handle(), seat, ctypes.byref(out), LOADOUT_VERSION))
        return Loadout.from_c(out)

    def __repr__(self):
        if self._ptr is None:
            return '<Picks closed>'
        return '<Picks: %d made, %s>' % (self.count, 'over' if self.to_act < 0 else 'seat %d picks' % self.to_act)
