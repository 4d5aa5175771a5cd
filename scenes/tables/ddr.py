"""DDR: The Card Game's table (rules: seeds/000_f5e342758678e2e9.txt, engine: game/ddr/).

Every dancer's song is a row of sixteen slots: the chart along the top in the song's
difficulty colour, the cards laid below it, then the Link badges and the verdict of each
step (right, misstep, mined …) with the running score in the dancer's panel. The rivals'
rows come first, the viewer's own row sits just above the hand and the deck. Before the
first turn the library of songs fills the table and a click picks one.

The table is split by concept: where things lie (`ddr_layout.py`), what it says and what
each move is called (`ddr_words.py`), how cards and rows are painted (`ddr_look.py`). What a
hand does is the engine's (game/ddr/places.py): drag a Step card to the slot marked ▶ (or
onto a rival's next slot after a Beat, onto a waiting Quick Restep, or onto the ✚ strip under
your latest step to hang the free arrow of a Double); a Link onto a step (a Mine onto
anyone's); an Interference onto a rival's song (Reverse Tornado: R or right-click picks the
arrow they must hold); any card onto the deck to shuffle it back; the buttons draw, keep,
end the plays and refill. Every move is also in the Tab list; the verdicts and scores come
from the engine's view (`game.ddr.view`).

Choices of the table where the rules say nothing: identical cards in a hand lie as one card
marked ×2; a Step dropped on your latest step while its Double waits is hung on the Double
(the same move as the ✚ strip); a Step dropped on a song's panel rather than on a slot means
nothing and is refused; the running score counts the step still being built as 0
(docs/rules/ddr.md, decision 21) and shows "open" under it.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game.core.contract import Event, Rules
from game.ddr import events as ev
from game.ddr.notation import Action
from game.ddr.songs import DIRECTION_NAMES, DIRECTIONS
from game.ddr.view import DDRObservation
from scenes.tables import ddr_look as look
from scenes.tables import ddr_words as say
from scenes.tables.ddr_layout import DDRLayout
from scenes.toolkit.cards import CardBack, CardFace
from scenes.toolkit.view import TableView


class DDRTable(DDRLayout, TableView):
    game_id = "ddr"
    short_title = "DDR"
    buttons_last = True
    variants = DIRECTIONS                 # Reverse Tornado: the arrow the rival must hold
    variant_words: ClassVar[dict[str, str]] = {a: f"they must hold {look.ARROW[a]} {DIRECTION_NAMES[a]}" for a in DIRECTIONS}

    def __init__(self, rules: Rules[Any, Any, Any]) -> None:
        super().__init__(rules)
        self._hand_faces: dict[tuple[str, int], CardFace] = {}
        self._tile_faces = {card: look.tile_face(card) for card in look.every_card()}
        self._cache: dict[Any, Any] = {}

    def warm_up(self) -> tuple[tuple[CardFace | CardBack, int], ...]:
        return tuple((self._hand_face(card, 1), 0) for card in look.every_card()) + ((CardBack(), 0),)

    def label(self, obs: DDRObservation, action: Action) -> str:
        return say.label(obs, action, self.seat_names)

    def place(self, obs: DDRObservation, key: str | None) -> str | None:
        """The deck's cards stand for the deck."""
        return "deck" if key is not None and key.startswith("deck:") else key

    def prompt(self, obs: DDRObservation, legal: tuple[Any, ...]) -> str | None:
        return say.prompt(obs, legal)

    def result_lines(self, obs: DDRObservation, names: tuple[str, ...]) -> tuple[str, ...]:
        return say.result_lines(obs, names)

    # -- events ------------------------------------------------------------------------
    def sound(self, event: Event) -> str | None:
        if isinstance(event, (ev.CardsDrawn, ev.HandDealt)):
            return "deal"
        if isinstance(event, (ev.CardsShuffledBack, ev.Interfered)):
            return "flip"
        if isinstance(event, ev.GameEnded):
            return "win"
        if isinstance(event, (ev.StepLaid, ev.LinkPlayed, ev.SongChosen)):
            return "drop"
        return None


TABLE = DDRTable
