"""DDR: The Card Game's table (rules: seeds/000_f5e342758678e2e9.txt, engine: game/ddr/).

Every dancer's song is a row of sixteen slots: the chart along the top in the song's
difficulty colour, the cards laid below it, then the Link badges and the verdict of each
step (right, misstep, mined …) with the running score in the dancer's panel. The rivals'
rows come first, the viewer's own row sits just above the hand and the deck. Before the
first turn the library of songs fills the table and a click picks one.

Gestures (in `ddr_gestures.py`): drag a Step card to the slot marked ▶ (or onto a rival's next slot after a
Beat, onto a waiting Quick Restep, or onto the ✚ strip under your latest step to hang the
free arrow of a Double); a Link onto a step (a Mine onto anyone's); an Interference onto a
rival's song (Reverse Tornado: R or right-click picks the arrow they must hold); any card
onto the deck to shuffle it back; the buttons draw, keep, end the plays and refill. Every
move is also in the Tab list. The table asks the engine for all of it; the verdicts come
from `game.ddr.scoring.judge`.

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
from game.ddr.cards import QUICK_RESTEP, card_label, direction
from game.ddr.content import catalogue
from game.ddr.notation import DONE, REFILL, Attach, BeatStep, Interfere, PlayLink, PlayStep, Restep, place
from game.ddr.scoring import StepScore, Verdict, judge
from game.ddr.songs import DIRECTION_NAMES, DIRECTIONS, Difficulty
from game.ddr.state import Phase, Slot
from game.ddr.view import DancerView, DDRObservation, numbers
from scenes.tables import ddr_look as look
from scenes.tables.ddr_gestures import DDRGestures, count_word, seat_name
from scenes.toolkit.cards import CardBack, CardFace
from scenes.toolkit.view import CardSpot, Label, Layout, Mark, TableView
from scenes.toolkit.zones import Zone

TRACK_TOP = 52
HAND_TOP = 500
DECK_X = 862
LIBRARY_TOP = 86
SONG_TILE = (178, 118)
DECK_CARD = (100, 144)


def verdicts(dancer: DancerView, over: bool) -> tuple[StepScore, ...] | None:
    """The engine's verdict on every laid step, as the viewer can know it (None: song face down)."""
    if dancer.chart is None:
        return None
    last = len(dancer.slots) - 1
    return tuple(judge(dancer.chart[i] if i < len(dancer.chart) else None, slot, not over and i == last)
                 for i, slot in enumerate(dancer.slots))


def _verdict_words(score: StepScore) -> tuple[str, str, str]:
    """(words, ink, frame) for the strip under a step."""
    if score.verdict is Verdict.CORRECT:
        return f"✔ {score.points:+d}", "good", "good"
    if score.verdict is Verdict.MISSTEP:
        return "✖ −2", "bad", "bad"
    if score.verdict is Verdict.MINED:
        return "✹ 0", "plain", ""
    if score.verdict is Verdict.NG:
        return "NG −2", "bad", "bad"
    if score.verdict is Verdict.MISS:
        return f"miss {score.points:+d}", "plain", ""
    return "open", "open", "open"   # the latest step, still being built: it counts 0 for now


def _badges(slot: Slot) -> str:
    marks = []
    if slot.restep:
        marks.append("↺")
    if slot.frozen:
        marks.append("❄")
    for attachment in slot.doubles:
        arrow = look.ARROW[direction(attachment.card)] if attachment.card else ("↺" if attachment.restep else "?")
        marks.append("✚" + arrow)
    if slot.mined:
        marks.append("✹")
    if slot.lock == "ng":
        marks.append("NG")
    elif slot.lock is not None:
        marks.append("⚡")
    return "".join(marks)


class DDRTable(DDRGestures, TableView):
    game_id = "ddr"
    short_title = "DDR"
    variants = DIRECTIONS                 # Reverse Tornado: the arrow the rival must hold
    variant_words: ClassVar[dict[str, str]] = {a: f"they must hold {look.ARROW[a]} {DIRECTION_NAMES[a]}" for a in DIRECTIONS}

    def __init__(self, rules: Rules) -> None:
        super().__init__(rules)
        self._hand_faces: dict[tuple[str, int], CardFace] = {}
        self._tile_faces = {card: look.tile_face(card) for card in look.every_card()}
        self._cache: dict[Any, Any] = {}

    def warm_up(self) -> tuple[tuple[CardFace | CardBack, int], ...]:
        return tuple((self._hand_face(card, 1), 0) for card in look.every_card()) + ((CardBack(), 0),)

    def _hand_face(self, card: str, copies: int) -> CardFace:
        key = (card, copies)
        if key not in self._hand_faces:
            self._hand_faces[key] = look.hand_face(card, copies)
        return self._hand_faces[key]

    # -- where things are ---------------------------------------------------------------
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

    # -- layout ---------------------------------------------------------------------------
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
        zones.append(Zone("hand", "hand", (130, HAND_TOP, 640, 176), "", outline=False))
        zones.append(Zone("deck", "pile", (DECK_X - 66, HAND_TOP + 2, 132, 176), "the deck", outline=False,
                          quiet=True))
        cards += self._hand_cards(obs)
        for index in range(min(obs.deck_size, 3)):
            cards.append(CardSpot(f"deck:{index}", "deck", CardBack(), order=index, size=DECK_CARD))
        gap_top = TRACK_TOP + (len(obs.dancers) - 1) * look.ROW_H
        room = self.track_top(obs, viewer) - gap_top
        legend = gap_top + (room - 96) // 2 if room >= 104 else None
        painting = look.Painting(self._cache, tuple(tracks), (), legend, size[0])
        labels = self._labels(obs)
        return Layout(tuple(zones), tuple(cards), (), (), tuple(labels), self._banner(obs, names), painting,
                      tuple(marks))

    def _track(self, obs: DDRObservation, seat: int, names: tuple[str, ...], width: int, over: bool
               ) -> tuple[look.Track, list[Zone], list[CardSpot], list[Mark]]:
        dancer = obs.dancers[seat]
        top = self.track_top(obs, seat)
        judged = verdicts(dancer, over)
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
            words, ink, frame = ("", "plain", "") if judged is None else _verdict_words(judged[index])
            if judged is not None and judged[index].misstep:  # a fresh misstep flashes red for a moment
                marks.append(Mark(f"misstep:{seat}:{index}", (x + 1, top + look.CARD_TOP, *look.TILE)))
            cells.append(look.Cell(index + 1, chart, _badges(slot), words, ink, frame, True, slot.mined))
            card = slot.card if slot.card is not None else QUICK_RESTEP
            cards.append(CardSpot(f"tile:{seat}:{index}", f"tile:{seat}:{index}", CardBack(), self._tile_faces[card],
                                  detail=self._detail(obs, seat, index, slot, names, judged),
                                  origin="hand" if slot.placed_by == obs.seat else "deck",
                                  size=look.TILE))
            zones.append(Zone(f"tile:{seat}:{index}", "slot", (x + 1, top + look.CARD_TOP, *look.TILE),
                              outline=False))
        # the song as a whole comes after its places, so a drop on a place means the place
        zones.append(Zone(f"track:{seat}", "location", (4, top, width - 8, look.ROW_H),
                          f"{seat_name(names, seat)}'s song", outline=False, quiet=True))
        return self._track_look(obs, seat, names, top, tuple(cells), judged), zones, cards, marks

    def _track_look(self, obs: DDRObservation, seat: int, names: tuple[str, ...], top: int,
                    cells: tuple[look.Cell, ...], judged: tuple[StepScore, ...] | None) -> look.Track:
        dancer = obs.dancers[seat]
        if judged is None:
            score = "score ? (song hidden)"
        else:
            wrong = sum(s.misstep for s in judged)
            score = f"{sum(s.points for s in judged):+d} pts" + (f" · ✖{wrong}" if wrong else "")
        if dancer.song is not None:
            song = catalogue().song(dancer.song)
            title, difficulty, colour = song.title, look.difficulty_words(song.difficulty), \
                look.difficulty_colour(song.difficulty)
        else:
            title, difficulty, colour = "face down", "Hidden from you", (90, 80, 90)
        notes = [f"{dancer.hand_size} cards · {len(dancer.slots)}/{numbers().song_length}"]
        laid = len(dancer.slots)
        if dancer.dark_until > laid:
            notes.append(f"◐ Dark Mini to {dancer.dark_until}")
        if dancer.hidden_until > laid:
            notes.append(f"? Hidden to {dancer.hidden_until}")
        beat = dancer.beat_now if dancer.beat_now is not None else dancer.beat_next
        if beat is not None:
            notes.append(f"♪ Beat on {seat_name(names, beat)}")
        active = obs.ending is None and obs.turn.seat == seat
        return look.Track(seat, top, seat_name(names, seat), seat == obs.seat, active, score, title, difficulty,
                          colour, cells, tuple(notes))

    def _detail(self, obs: DDRObservation, seat: int, index: int, slot: Slot, names: tuple[str, ...],
                judged: tuple[StepScore, ...] | None) -> str:
        dancer = obs.dancers[seat]
        whose = "your" if seat == obs.seat else f"{seat_name(names, seat)}'s"
        words = f"Step {index + 1} of {whose} song"
        if dancer.chart is not None and index < len(dancer.chart):
            words += f" (the chart: {dancer.chart[index].describe()})"
        if slot.placed_by != seat:
            words += f", laid by {seat_name(names, slot.placed_by)} with a Beat"
        cards = ", ".join(card_label(c) for c in slot.cards())
        words += f": {cards}."
        if judged is not None:
            words += f" {_verdict_words(judged[index])[0]}."
        return words

    def _hand_cards(self, obs: DDRObservation) -> list[CardSpot]:
        counts: dict[str, int] = {}
        for card in obs.hand:
            counts[card] = counts.get(card, 0) + 1
        return [CardSpot(self.hand_key(card), "hand", CardBack(), self._hand_face(card, copies), origin="deck",
                         order=order) for order, (card, copies) in enumerate(sorted(counts.items()))]

    def _labels(self, obs: DDRObservation) -> list[Label]:
        labels = [Label(f"deck · {obs.deck_size} cards", (DECK_X, HAND_TOP + 164), 13, anchor="midtop")]
        steps = (("1 Draw / shuffle", (Phase.OPEN,)), ("2 Step", ()), ("3 Link", ()), ("4 Interfere", ()),
                 (f"5 Back to {count_word(numbers().hand_size)}", (Phase.RECONCILE,)))
        turn = obs.turn
        now = self._turn_step(obs)
        mine = turn.seat == obs.seat and obs.ending is None
        labels.append(Label("Your turn" if mine else "Turn steps", (14, HAND_TOP + 8), 14, (236, 184, 84), True))
        for number, (words, _) in enumerate(steps, start=1):
            lit = mine and number == now
            labels.append(Label(("▶ " if lit else "   ") + words, (14, HAND_TOP + 30 + (number - 1) * 20), 13,
                                (236, 184, 84) if lit else (178, 150, 160), lit))
        labels.append(Label(f"{len(obs.hand)} in hand", (14, HAND_TOP + 136), 13))
        return labels

    @staticmethod
    def _turn_step(obs: DDRObservation) -> int:
        turn = obs.turn
        if turn.phase is Phase.OPEN:
            return 1
        if turn.phase is Phase.RECONCILE:
            return 5
        if turn.interfered:
            return 5
        if turn.linked:
            return 4
        return 3 if turn.stepped else 2

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
                                           "" if owner is None else seat_name(names, owner)))
        labels = [Label("The song library: Beginner, Light, Standard and Heavy. Harder songs pay more per step "
                        "but need Link cards.", (20, 54), 14, (236, 184, 84), True)]
        picks = [f"{seat_name(names, d.seat)}: {catalogue().song(d.song).title}" for d in obs.dancers if d.song]
        if picks:
            labels.append(Label("Chosen so far — " + " · ".join(picks), (20, 650), 14))
        painting = look.Painting(self._cache, (), tuple(tiles), None, size[0])
        return Layout(tuple(zones), (), (), (), tuple(labels), self._banner(obs, names), painting)

    def _banner(self, obs: DDRObservation, names: tuple[str, ...]) -> str:
        if obs.ending is not None:
            return "The music has stopped."
        turn = obs.turn
        if turn.seat != obs.seat:
            verb = "choosing a song" if turn.phase is Phase.SONG else "dancing"
            return f"{seat_name(names, turn.seat)} is {verb}"
        if turn.phase is Phase.SONG:
            return "Pick your song from the library: click it (Tab, Enter)"
        if turn.phase is Phase.OPEN:
            if turn.shuffled:
                return "Shuffle one more card back (drag it onto the deck), or keep"
            return "Draw a card, or drag up to two onto the deck to shuffle back"
        if turn.phase is Phase.RECONCILE:
            size = numbers().hand_size
            back = f"Back to {count_word(size)}"
            return f"{back}: drag one card onto the deck" if len(obs.hand) > size else f"{back}: draw up"
        last = obs.me.slots[-1] if obs.me.slots else None
        if last is not None and last.open_attachment() is not None and not last.settled:
            return "Your Double waits for its free arrow (the ✚ strip) — or play on, then Done"
        if not turn.stepped and not turn.linked and not turn.interfered:
            return "Lay a Step on ▶, a Link on a step, an Interference on a rival — or Done"
        return "Play a Link or an Interference if you like, then Done"

    def prompt(self, obs: DDRObservation, legal: tuple[Any, ...]) -> str | None:
        """During the plays, the ask names only what the legal actions allow now (after an
        Interference that is Done alone, not "a Link or an Interference")."""
        if obs.ending is not None or obs.turn.phase in (Phase.SONG, Phase.OPEN, Phase.RECONCILE):
            return None
        kinds = {type(action) for action in legal}
        parts = []
        if kinds & {PlayStep, Restep, BeatStep}:
            parts.append("a Step on ▶")
        if Attach in kinds:
            parts.append("the Double's free arrow on its ✚ strip")
        if PlayLink in kinds:
            parts.append("a Link on a step")
        if Interfere in kinds:
            parts.append("an Interference on a rival")
        if not parts:
            return "Nothing more to play this turn: Done" if DONE in legal else None
        ask = "Play " + (", ".join(parts[:-1]) + " or " + parts[-1] if len(parts) > 1 else parts[0])
        return ask + (" — or Done" if DONE in legal else "")

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

    def automatic(self, obs: DDRObservation, legal: tuple[Any, ...]) -> Any:
        """Drawing back up to the hand size is no decision: it happens by itself."""
        return REFILL if tuple(legal) == (REFILL,) else None

    def result_lines(self, obs: DDRObservation, names: tuple[str, ...]) -> tuple[str, ...]:
        """Each dancer's song step by step: the points of every step, then the total."""
        lines = []
        for dancer in obs.dancers:
            judged = verdicts(dancer, True)
            if judged is None:
                continue
            title = catalogue().song(dancer.song).title if dancer.song is not None else "a song"
            steps = " ".join(f"{s.points:+d}".replace("-", "−") + ("✖" if s.misstep else "") for s in judged)
            lines.append(f"{seat_name(names, dancer.seat)} — {title}: {steps or 'no steps'} "
                         f"= {sum(s.points for s in judged)}".replace("= -", "= −"))
        return tuple(lines)

    def seat_anchor(self, seat: int, viewer: int, size: tuple[int, int]) -> tuple[int, int]:
        seats = max(2, len(self.seat_names))
        if seat == viewer:
            top = HAND_TOP - look.ROW_H - 4
        else:
            order = [(viewer + k) % seats for k in range(1, seats)]
            top = TRACK_TOP + (order.index(seat) if seat in order else 0) * look.ROW_H
        return (size[0] // 2 + 60, top + look.ROW_H // 2)


TABLE = DDRTable
