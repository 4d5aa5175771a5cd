"""Dance Card!'s table (rules: seeds/001_73f120c87acf16e3.txt, engine: game/dance_card/).

The gym fills the left: the eight locations of the Tiled map in their colours, a door
between each adjacent pair, and the 32 standees on their anchors. The right column holds
the Spin Dial (its needle spins to the new icon), the Song Die, the dance in progress
(the dice, listed by where each came from, tumble in from the cup when rolled) and the
other players' Dance Cards. Along the bottom: the viewer's Dance Card with its Success and
Failure Tokens, their Smooth Moves! hand, the decks and the last Mix It Up! card.

Gestures (the engine's, game/dance_card/places.py): drag a standee onto a lit location (a
Move, or Benjamin's call, Aria's hop); click a Partner on your Dance Card to dance, a Contact
to chat; drag a card onto the gym to play it, onto the ditch pile to ditch it, onto a
Partner, a die or an icon when it names one; click a die to pick it for a reroll, drag a die
onto another (Juniper); click a colour when the song is chosen; the buttons roll, keep,
pass, take Nerve and end the turn. Two gestures a hand would make the same way become
buttons, so every legal action is one click or drag away, and Tab/Enter reaches them all.

Split by concept: where things lie (`dance_card_layout.py`), what it says and what each move
is called (`dance_card_words.py`), the gym's geometry (`dance_card_board.py`), the looks
(`dance_card_looks.py`) and the painting under the cards (`dance_card_paint.py`).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Act
from game.core.contract import Event, Rules
from game.dance_card import events as ev
from game.dance_card.roster import SHOJO_BASE, roster
from game.dance_card.state import State
from game.dance_card.view import DanceCardObservation, dance_breakdown
from scenes.tables import dance_card_board as geo
from scenes.tables import dance_card_words as say
from scenes.tables.dance_card_layout import DanceCardLayout
from scenes.tables.dance_card_gym import Dial
from scenes.tables.dance_card_looks import STATUS_MARK, DieLook, SheetLook, SongLook, mix_face, smooth_face
from scenes.toolkit.cards import CardBack, CardFace
from scenes.toolkit.view import Interlude, Layout, TableView

DANCE_RESULT_SECONDS = 6.0   # a dance's breakdown stays this long by itself (a click goes on sooner)


def _args(params: tuple[tuple[str, Any], ...]) -> dict[str, Any]:
    return dict(params)


class DanceCardTable(DanceCardLayout, TableView[DanceCardObservation, Act]):
    DRAW_CACHES = ("_art", "_sheet_cache", "_song_cache")   # the gym floor, score sheet and song, painted when first drawn
    game_id = "dance_card"

    def __init__(self, rules: Rules[State, Act, DanceCardObservation]) -> None:
        super().__init__(rules)
        r = roster()
        self.gym = geo.gym()
        self._dial_index = 0
        self.dial = self._make_dial(0)
        self._faces: dict[int, CardFace] = {}
        for code in range(len(r.smooth)):
            self._faces[code] = self._card_face(code)
        for index in range(len(r.shojo)):
            self._faces[SHOJO_BASE + index] = self._card_face(SHOJO_BASE + index)
        self._mix = {i: mix_face(c.name, c.text, c.showstopper, c.sketch) for i, c in enumerate(r.mix)}
        self._art: tuple[tuple[tuple[int, int, int, int], ...], pygame.Surface] | None = None
        self._needle = 0.0           # where the needle points, in positions (grows as it spins)
        self._needle_goal = 0.0
        self._dial_seen: int | None = None
        self._sheet_cache: tuple[SheetLook, pygame.Surface] | None = None
        self._song_cache: tuple[SongLook, pygame.Surface] | None = None

    @staticmethod
    def _make_dial(index: int) -> Dial:
        icons = roster().content.spin_dials[index].icons
        return Dial(geo.DIAL_CENTRE, geo.DIAL_RADIUS, tuple(
            (say.DIAL_WORDS[i.icon], f"×{i.amount}" if i.amount else ("START" if i.start else ""), i.all_players,
             i.skip_if_3p) for i in icons))

    def layout(self, obs: DanceCardObservation, viewer: int, names: tuple[str, ...],
               size: tuple[int, int]) -> Layout:
        """The Spin Dial in play is drawn (the Deluxe Edition's three): a new one paints the gym afresh."""
        index = max(obs.edition.dial, 0)
        if index != self._dial_index:
            self._dial_index, self.dial, self._art = index, self._make_dial(index), None
            self._dial_seen = None
        return super().layout(obs, viewer, names, size)

    def _card_face(self, code: int) -> CardFace:
        r = roster()
        card = r.card(code)
        effect = card.effects[0] if card.effects else None
        return smooth_face(card.name, card.text, card.timing, effect.kind if effect else "",
                           _args(effect.params) if effect else {}, r.is_shojo(code))

    def warm_up(self) -> tuple[tuple[CardFace | CardBack, int], ...]:
        return tuple((face, 0) for face in self._faces.values())

    # -- moves: the engine's gestures, the table's words ----------------------------------------
    def label(self, obs: DanceCardObservation, action: Act) -> str:
        return say.label(obs, action)

    def key(self, obs: DanceCardObservation, place: str | None) -> str | None:
        """A die of the dance is the die card showing it (its key follows the turn and the roll)."""
        if place is not None and place.startswith("die:") and obs.roll is not None and place[4:].isdigit() \
                and 1 <= int(place[4:]) <= len(obs.roll.pool):
            return self.die_key(obs, int(place[4:]) - 1)
        return place

    def place(self, obs: DanceCardObservation, key: str | None) -> str | None:
        words = key.split(":") if key is not None else []
        if len(words) == 5 and words[0] == "die" and words[3].isdigit():   # a die card: die N of the dance
            return f"die:{int(words[3]) + 1}"
        return key

    def update(self, dt: float, observation: Any) -> bool:
        """The Spin Dial's needle eases to the icon the dial shows (a full turn and on)."""
        obs: DanceCardObservation | None = observation
        if obs is not None and obs.dial >= 0 and obs.dial != self._dial_seen:
            count = len(self.dial.labels)
            if self._dial_seen is None:
                self._needle = self._needle_goal = float(obs.dial)
            else:
                self._needle_goal += (obs.dial - self._dial_seen) % count + count
            self._dial_seen = obs.dial
        if self._needle != self._needle_goal:
            gap = self._needle_goal - self._needle
            self._needle = self._needle_goal if gap < 0.01 else self._needle + gap * min(1.0, dt * 4.0)
        return self._needle != self._needle_goal

    def skip(self) -> None:
        """Space (skip the animations) stops the needle where the dial shows."""
        self._needle = self._needle_goal

    # -- events ---------------------------------------------------------------------------
    def sound(self, event: Event) -> str | None:
        if isinstance(event, (ev.CardsDrawn, ev.PoolGathered)):
            return "deal"
        if isinstance(event, (ev.DiceRolled, ev.MixItUpRevealed, ev.DialTurned)):
            return "flip"
        if isinstance(event, ev.GameEnded) or (isinstance(event, ev.DanceScored) and event.success):
            return "win"
        if isinstance(event, (ev.StudentMoved, ev.CardPlayed, ev.CardDitched, ev.ChatTokenPlaced)):
            return "drop"
        return None

    def interlude_after(self, before: Any, events: tuple[Event, ...], names: tuple[str, ...],
                        viewer: int) -> Interlude | None:
        """A kept dance's result over the gym that produced it: each die with what it adds, what
        cards and abilities add, the sum and the icons against what the Partner needs. The
        numbers are the engine view's (`dance_breakdown`); the verdict is the scoring's own."""
        scored = next((e for e in events if isinstance(e, ev.DanceScored)), None)
        breakdown = dance_breakdown(before) if scored is not None and before is not None else None
        if scored is None or breakdown is None:
            return None
        who = names[breakdown.dancer] if breakdown.dancer < len(names) else f"Seat {breakdown.dancer + 1}"
        verdict = "✔ a Success!" if scored.success else "✖ a Failure"
        dice = tuple((f"die {d.index}", DieLook(d.colour, d.number, d.icons, gone=d.number is None), 0)
                     for d in breakdown.dice)
        return Interlude(f"{who} dances with {breakdown.partner}: {verdict}", say.dance_lines(breakdown, scored.success),
                         dice, card_size=(52, 52), seconds=DANCE_RESULT_SECONDS)

    def result_lines(self, obs: DanceCardObservation, names: tuple[str, ...]) -> tuple[str, ...]:
        """Each Dance Card's three Partners: ✔ a Success, ✖ a Failure, ○ not danced."""
        r = roster()
        lines = []
        for seat, view in enumerate(obs.seats):
            info = r.students[view.student]
            partners = " · ".join(f"{STATUS_MARK.get(status, '○')} {r.name(p.student)}"
                                  for p, status in zip(info.partners, view.status))
            lines.append(f"{names[seat]} ({info.name}): {partners}")
        return tuple(lines)


TABLE = DanceCardTable

__all__ = ["TABLE", "DanceCardTable"]
