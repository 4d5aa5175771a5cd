"""Where things lie on DDR's table: the songs' rows with their slots and laid tiles, the
hand and the deck, the turn's steps at the left, and before the first turn the song
library. `layout` computes from the observation alone; the words come from `ddr_words` (`say`),
the pixels from `ddr_look`.
"""

from __future__ import annotations

from typing import Any

from game.ddr.cards import QUICK_RESTEP
from game.ddr.content import catalogue
from game.ddr.songs import Difficulty
from game.ddr.state import Phase
from game.ddr.view import DDRObservation, numbers, song_score
from scenes.tables import ddr_look as look
from scenes.tables import ddr_words as say
from scenes.toolkit.cards import CARD_SIZE, CardBack, CardFace
from scenes.toolkit.view import CardSpot, Label, Layout, Mark
from scenes.toolkit.zones import Zone

TRACK_TOP = 52
HAND_TOP = 500
DECK_X = 862
LIBRARY_TOP = 86
SONG_TILE = (178, 118)
DECK_CARD = (100, 144)
HAND_W = 640                  # the hand's width, right of the turn steps
HAND_CARD = CARD_SIZE


class DDRLayout:
    """Mixin of DDRTable: needs its `seat_names` and its caches (`_cache`, `_tile_faces`,
    `_hand_faces`), made in `DDRTable.__init__`."""

    seat_names: tuple[str, ...]
    _cache: dict[Any, Any]
    _tile_faces: dict[str, CardFace]
    _hand_faces: dict[tuple[str, int], CardFace]

    def _hand_face(self, card: str, copies: int) -> CardFace:
        key = (card, copies)
        if key not in self._hand_faces:
            self._hand_faces[key] = look.hand_face(card, copies)
        return self._hand_faces[key]

    @staticmethod
    def order(obs: DDRObservation) -> list[int]:
        """Rivals from the viewer's right, then the viewer (drawn last, above the hand)."""
        seats = len(obs.dancers)
        return [(obs.seat + k) % seats for k in range(1, seats)] + [obs.seat]

    def track_top(self, obs: DDRObservation, seat: int) -> int:
        if seat == obs.seat:
            return HAND_TOP - look.ROW_H - 4
        return TRACK_TOP + self.order(obs).index(seat) * look.ROW_H

    @staticmethod
    def slot_zone(seat: int, index: int) -> str:
        return f"slot:{seat}:{index}"

    @staticmethod
    def part_zone(seat: int, index: int, part: int) -> str:
        return f"part:{seat}:{index}:{part}"

    @staticmethod
    def hand_key(card: str) -> str:
        return f"hand:{card}"

    def layout(self, obs: DDRObservation, viewer: int, names: tuple[str, ...], size: tuple[int, int]) -> Layout:
        if obs.turn.phase is Phase.SONG:
            return self._library(obs, names, size)
        zones: list[Zone] = []
        cards: list[CardSpot] = []
        tracks = []
        marks: list[Mark] = []
        over = obs.ending is not None
        for seat in self.order(obs):
            track, seat_zones, seat_cards, seat_marks = self._track(obs, seat, names, size[0], over)
            tracks.append(track)
            zones += seat_zones
            cards += seat_cards
            marks += seat_marks
        zones.append(Zone("hand", "hand", (130, HAND_TOP, HAND_W, 176), "", outline=False))
        zones.append(Zone("deck", "pile", (DECK_X - 66, HAND_TOP + 2, 132, 176), "the deck", outline=False,
                          quiet=True))
        cards += self._hand_cards(obs)
        for index in range(min(obs.deck_size, 3)):
            cards.append(CardSpot(f"deck:{index}", "deck", CardBack(), order=index, size=DECK_CARD))
        gap_top = TRACK_TOP + (len(obs.dancers) - 1) * look.ROW_H
        room = self.track_top(obs, viewer) - gap_top
        legend = gap_top + (room - 96) // 2 if room >= 104 else None
        if legend is None:   # no room between the tracks: the legend folds into a tab under the turn steps
            zones.append(Zone("legend", "slot", (8, HAND_TOP + 154, 116, 24), "", outline=False))
            cards.append(CardSpot("legend", "legend", CardBack(), look.LegendTab(), size=(116, 24),  # type: ignore[arg-type]
                                  detail="What the marks on the tracks and the cards mean."))
        painting = look.Painting(self._cache, tuple(tracks), (), legend, size[0])
        labels = self._labels(obs)
        return Layout(tuple(zones), tuple(cards), (), (), tuple(labels), say.banner(obs, names), painting,
                      tuple(marks))

    def _track(self, obs: DDRObservation, seat: int, names: tuple[str, ...], width: int, over: bool
               ) -> tuple[look.Track, list[Zone], list[CardSpot], list[Mark]]:
        dancer = obs.dancers[seat]
        top = self.track_top(obs, seat)
        song = song_score(dancer, over)
        judged = None if song is None else song.steps
        zones: list[Zone] = []
        cards: list[CardSpot] = []
        cells = []
        marks: list[Mark] = []
        laid = len(dancer.slots)
        for index in range(numbers().song_length):
            x = look.slot_x(index)
            zones.append(Zone(self.slot_zone(seat, index), "slot", (x, top, look.SLOT_W, look.STRIP_TOP), " ",
                              outline=False, quiet=True))  # lit: the ▼ alone (a number over each lit slot crowds)
            chart = look.chart_glyphs(dancer.chart[index]) if dancer.chart is not None else "?"
            if index >= laid:
                nxt = index == laid and not over and (seat == obs.seat or obs.me.beat_now == seat)
                cells.append(look.Cell(index + 1, chart, frame="next" if nxt else ""))
                continue
            slot = dancer.slots[index]
            for part in range(1, len(slot.doubles) + 1):
                span = look.SLOT_W // len(slot.doubles)
                zones.append(Zone(self.part_zone(seat, index, part), "slot",
                                  (x + (part - 1) * span, top + look.STRIP_TOP, span, look.ROW_H - look.STRIP_TOP),
                                  " ", outline=False, quiet=True))
            verdict, ink, frame = ("", "plain", "") if judged is None else say.verdict_words(judged[index])
            if judged is not None and judged[index].misstep:  # a fresh misstep flashes red for a moment
                marks.append(Mark(f"misstep:{seat}:{index}", (x + 1, top + look.CARD_TOP, *look.TILE)))
            cells.append(look.Cell(index + 1, chart, say.badges(slot), verdict, ink, frame, True, slot.mined))
            card = slot.card if slot.card is not None else QUICK_RESTEP
            cards.append(CardSpot(f"tile:{seat}:{index}", f"tile:{seat}:{index}", CardBack(), self._tile_faces[card],
                                  detail=say.step_detail(obs, seat, index, slot, names, judged),
                                  origin="hand" if slot.placed_by == obs.seat else "deck",
                                  size=look.TILE))
            zones.append(Zone(f"tile:{seat}:{index}", "slot", (x + 1, top + look.CARD_TOP, *look.TILE),
                              outline=False))
        # the song as a whole comes after its places, so a drop on a place means the place
        zones.append(Zone(f"track:{seat}", "location", (4, top, width - 8, look.ROW_H),
                          f"{say.seat_name(names, seat)}'s song", outline=False, quiet=True))
        return say.track_look(obs, seat, names, top, tuple(cells), song), zones, cards, marks

    def _hand_cards(self, obs: DDRObservation) -> list[CardSpot]:
        counts: dict[str, int] = {}
        for card in obs.hand:
            counts[card] = counts.get(card, 0) + 1
        # six or more kinds of card: smaller cards side by side, so no card covers another's points
        width = HAND_CARD[0] if len(counts) <= 5 else min(HAND_CARD[0], (HAND_W - 6 * (len(counts) - 1)) // len(counts))
        size = (width, width * HAND_CARD[1] // HAND_CARD[0])
        return [CardSpot(self.hand_key(card), "hand", CardBack(), self._hand_face(card, copies), origin="deck",
                         order=order, size=size) for order, (card, copies) in enumerate(sorted(counts.items()))]

    def _labels(self, obs: DDRObservation) -> list[Label]:
        labels = [Label(f"deck · {obs.deck_size} cards", (DECK_X, HAND_TOP + 164), 13, anchor="midtop")]
        steps = (("1 Draw / shuffle", (Phase.OPEN,)), ("2 Step", ()), ("3 Link", ()), ("4 Interfere", ()),
                 (f"5 Back to {say.count_word(numbers().hand_size)}", (Phase.RECONCILE,)))
        turn = obs.turn
        now = say.turn_step(obs)
        mine = turn.seat == obs.seat and obs.ending is None
        labels.append(Label("Your turn" if mine else "Turn steps", (14, HAND_TOP + 8), 14, (236, 184, 84), True))
        for number, (words, _) in enumerate(steps, start=1):
            lit = mine and number == now
            labels.append(Label(("▶ " if lit else "   ") + words, (14, HAND_TOP + 30 + (number - 1) * 20), 13,
                                (236, 184, 84) if lit else (178, 150, 160), lit, width=112))   # ends before the hand
        labels.append(Label(f"{len(obs.hand)} in hand", (14, HAND_TOP + 136), 13))
        return labels

    def _library(self, obs: DDRObservation, names: tuple[str, ...], size: tuple[int, int]) -> Layout:
        taken = {d.song: d.seat for d in obs.dancers if d.song is not None}
        zones, tiles = [], []
        by_difficulty: dict[Difficulty, list[Any]] = {}
        for song in catalogue().songs:
            by_difficulty.setdefault(song.difficulty, []).append(song)
        for row, difficulty in enumerate(Difficulty):
            for column, song in enumerate(by_difficulty.get(difficulty, [])[:5]):
                rect = (20 + column * 188, LIBRARY_TOP + row * 136, *SONG_TILE)
                zones.append(Zone(f"song:{song.song_id}", "location", rect, "pick", outline=False))
                owner = taken.get(song.song_id)
                tiles.append(look.SongTile(rect, song.title, look.difficulty_words(difficulty),
                                           look.difficulty_colour(difficulty),
                                           tuple(look.chart_glyphs(s) for s in song.chart),
                                           "" if owner is None else say.seat_name(names, owner)))
        labels = [Label("The song library: Beginner, Light, Standard and Heavy. Harder songs pay more per step "
                        "but need Link cards.", (20, 54), 14, (236, 184, 84), True)]
        picks = [f"{say.seat_name(names, d.seat)}: {catalogue().song(d.song).title}" for d in obs.dancers if d.song]
        if picks:
            labels.append(Label("Chosen so far — " + " · ".join(picks), (20, 650), 14))
        painting = look.Painting(self._cache, (), tuple(tiles), None, size[0])
        return Layout(tuple(zones), (), (), (), tuple(labels), say.banner(obs, names), painting)
