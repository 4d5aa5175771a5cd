"""DDO: The Card Game's table (rules: docs/rules/ddo.md, engine: game/ddo/).

The battlefield is drawn as the document draws it: each Hero of the quest line stands in
front of the monsters that focus on it (a column each), touching them in Close Combat and
apart At Range; monsters that focus on nobody (traps, puzzles, objectives, the sleeping
boss) stand to one side. Focus lines run from each monster to its Hero. Below, every seat's
Heroes stand with their stacks fanned beneath them (only the Hero card goes on a quest;
the stack stays home); at the bottom, the viewer's hand, Loot deck and discard pile. Hands
are open in this cooperative game, so nothing here is private.

Gestures (the engine's, game/ddo/places.py): drag a Loot card onto a Hero or the play area
to deploy it (or onto the discard pile when a quest's reward says discard one); drag a Hero
onto the quest card to send it; in combat drag the acting Hero onto a monster to attack it
(or to disarm, solve or complete it), click a monster to close with it, drag a stack card
onto its target (or click it) to use it; in the Raid's line-up drop a Hero on the Hero at
the next place to put it there (click that one to keep it). The rest are buttons.

Split by concept: the quest and the battlefield (`ddo_field.py`), the party and the hand
(`ddo_party.py`), the words (`ddo_words.py`), the looks (`ddo_look.py`) and the telling of a
move, beat by beat (`ddo_story.py`).
"""

from __future__ import annotations

from typing import Any

from game.core.contract import Event, Rules
from game.ddo.content import catalogue
from game.ddo.events import LootDrawn, QuestEnded
from game.ddo.harm_events import FoeDefeated, HeroFell
from game.ddo.notation import Act
from game.ddo.state import State
from game.ddo.view import DdoObservation
from scenes.tables import ddo_words as say
from scenes.tables.ddo_field import FIELD, FocusLines
from scenes.tables.ddo_look import LootTile, loot_tile, quest_face
from scenes.tables.ddo_party import DdoParty
from scenes.tables.ddo_story import Story
from scenes.toolkit.cards import CardFace
from scenes.toolkit.view import CardSpot, Interlude, Label, Layout, TableView
from scenes.toolkit.zones import Zone

MOMENT_EVENTS = (QuestEnded, FoeDefeated, HeroFell, LootDrawn)   # what a quest's end moment retells


class DdoTable(DdoParty, TableView[DdoObservation, Act]):
    game_id = "ddo"
    short_title = "DDO"

    def __init__(self, rules: Rules[State, Act, DdoObservation]) -> None:
        super().__init__(rules)
        cat = catalogue()
        self._faces = {code: loot_tile(card) for code, card in enumerate(cat.loot)}
        self._quests = {code: LootTile(card.name, "Quest", "⚑", f"Boss: {card.boss}", (70, 50, 110), face=quest_face(card))
                        for code, card in enumerate(cat.quests)}
        self._places: dict[str, tuple[int, int]] = {}   # card key -> centre, for the focus lines
        self._lines: tuple[tuple[str, str, bool], ...] = ()
        self._read: tuple[DdoObservation | None, State | None] = (None, None)   # totals are read from this
        self._refs: dict[str, str] = {}    # "h1", "m2", "b", "p1" -> card key
        self.story = Story()               # a move told step by step, numbers that fly (ddo_story.py)
        self.story.field = ((FIELD[0] + FIELD[2]) // 2, (FIELD[1] + FIELD[3]) // 2)

    # -- moves: the engine's gestures, the table's words -------------------------------------
    def label(self, obs: DdoObservation, action: Act) -> str:
        return say.label(obs, action, self._state(obs))

    def key(self, obs: DdoObservation, place: str | None) -> str | None:
        """This quest's cards keep their own keys (the quests played in front)."""
        words = place.split(":") if place is not None else []
        if len(words) == 2 and words[0] in ("foe", "pet"):
            return f"{words[0]}:{obs.quests_played}:{words[1]}"
        return place

    def place(self, obs: DdoObservation, key: str | None) -> str | None:
        words = key.split(":") if key is not None else []
        if len(words) == 3 and words[0] in ("foe", "pet"):
            return f"{words[0]}:{words[2]}"
        if key == "raidcard":
            return "quest"
        if len(words) == 3 and words[0] == "discard":   # the pile's top card: the pile
            return f"discard:{words[1]}"
        return key

    # -- layout ----------------------------------------------------------------------------
    def layout(self, obs: DdoObservation, viewer: int, names: tuple[str, ...], size: tuple[int, int]) -> Layout:
        zones: list[Zone] = []
        spots: list[CardSpot] = []
        labels: list[Label] = []
        self._places = {}
        self._refs = {}
        self._side(obs, zones, spots, labels)
        in_line = self._battlefield(obs, zones, spots, labels)
        self._party(obs, names, in_line, zones, spots, labels)
        self._hand(obs, viewer, names, zones, spots, labels)
        painting = FocusLines(self._lines, dict(self._places))
        areas = {z.key: z.area for z in zones}
        places = {s.key: areas[s.zone].center for s in spots if s.key.startswith(("hero:", "foe:", "pet:"))}
        sizes = {s.key: s.card_size for s in spots if s.key in places}
        quest = obs.quest
        raid = [self.foe_key(obs, i) for i, f in enumerate(quest.foes) if f.source == "quest"] \
            if quest is not None and quest.raid else []
        self.story.laid_out(places, sizes, dict(self._refs), raid)
        return Layout(tuple(zones), tuple(spots), (), (), tuple(labels), say.banner(obs, viewer, names),
                      underlay=painting, overlay=self.story.paint)


    # -- the telling (ddo_story.py) ---------------------------------------------------------
    def played(self, events: tuple[Event, ...], seat: int | None, pace: float) -> None:
        self.story.told(events, self.seat_names, pace)

    def update(self, dt: float, observation: Any) -> bool:
        return self.story.update(dt)

    def holding(self) -> bool:
        return self.story.holding()

    def skip(self) -> None:
        self.story.skip()

    def interlude_after(self, before: DdoObservation, events: tuple[Event, ...], names: tuple[str, ...],
                        viewer: int) -> Interlude | None:
        """A quest won or lost (the Raid too) is a moment of its own over the board that produced it."""
        ended = next((e for e in events if isinstance(e, QuestEnded)), None)
        if ended is None:
            return None
        quest = before.quest
        name = "The Raid" if ended.raid or quest is None or quest.card < 0 else catalogue().quests[quest.card].name
        title = f"★ {name}: won! ★" if ended.won else f"{name}: lost"
        told = [e.for_seat(viewer).text(names) for e in events if isinstance(e, MOMENT_EVENTS)]
        return Interlude(title, tuple(told) + (f"Quests won so far: {before.quests_won + ended.won} "
                                              f"of {before.quests_played + 1}.",))

    def sound(self, event: Event) -> str | None:
        kind = getattr(event, "kind", "")
        if kind in ("draw", "shuffle"):
            return "deal"
        if kind in ("quest", "monster", "raid_boss", "boss"):
            return "flip"
        if kind == "won":
            return "win"
        return "drop" if kind in ("deploy", "commit", "join") else None

    def warm_up(self) -> tuple[tuple[CardFace, int], ...]:
        return ()

    def seat_anchor(self, seat: int, viewer: int, size: tuple[int, int]) -> tuple[int, int]:
        return (480, 701)    # where the move caption sits when a human acts: empty while an AI thinks
        # (centred on the battlefield it covered the monsters At Range; the toolkit keeps it on the table)

    def result_lines(self, obs: DdoObservation, names: tuple[str, ...]) -> tuple[str, ...]:
        return (obs.summary,) if obs.summary else ()



TABLE = DdoTable
