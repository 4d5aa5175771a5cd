"""DDO: The Card Game's table (rules: docs/rules/ddo.md, engine: game/ddo/).

The battlefield is drawn as the document draws it: each Hero of the quest line stands in
front of the monsters that focus on it (a column each), touching them in Close Combat and
apart At Range; monsters that focus on nobody (traps, puzzles, objectives, the sleeping
boss) stand to one side. Focus lines run from each monster to its Hero. Below, every seat's
Heroes stand with their stacks fanned beneath them (only the Hero card goes on a quest;
the stack stays home); at the bottom, the viewer's hand, Loot deck and discard pile. Hands
are open in this cooperative game, so nothing here is private.

Gestures: drag a Loot card onto a Hero or the play area to deploy it (or onto the discard
pile when a quest's reward says discard one); drag a Hero onto the quest card to send it;
in combat drag the acting Hero onto a monster to attack it (or to disarm, solve or
complete it), click a monster to close with it, drag a stack card onto its target (or click
it) to use it; in the Raid's line-up drop a Hero on the Hero at the next place to put it there (click that one to keep it). The rest are buttons.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.contract import Event
from game.ddo.cards import Kind
from game.ddo.content import catalogue
from game.ddo.notation import Act, act
from game.ddo.state import Phase, Quest
from game.ddo.state import State
from game.ddo.view import DdoObservation, foe_totals, hero_totals, next_to_act, table_state
from scenes.tables.ddo_story import Story
from scenes.tables.ddo_look import FOE_TINT, HERO_TINT, LOOT_BACK, MONSTER_BACK, QUEST_BACK, LootTile, Plate, loot_tile
from scenes.toolkit.cards import CardFace
from scenes.toolkit.view import CardSpot, Gesture, Label, Layout, TableView
from scenes.toolkit.zones import Zone
from scenes.ui import GOLD

FIELD = (120, 56, 950, 336)          # the battlefield: left, top, right, bottom
PARTY_TOP, PARTY_BOTTOM = 350, 584   # every seat's Heroes and stacks
HAND_Y = 636                         # centre of the hand row
HAND_CARD = (78, 94)
PILE_CARD = (50, 70)
TILE_H = 64                          # a stack card, fanned
STRIP = 19                           # what a fanned card shows of itself at most: its band (kind, name)
HOME_H = 84                          # a Hero at home (its values; the quest draws it taller)
SLIM_W = 48                          # a column of Public Instances lying sideways (two rows of seats)
STRIP_COL = 80                       # the narrowest column a second column of strips may make
COMPACT = (56, 17)                   # two rows of seats (5–6 seats): a shorter plate; stack cards as
                                     # strips that show their kind and name, never past their row
OBSTACLE_VERBS = ("melee", "ranged", "disarm", "solve", "complete", "trigger", "skip")
BUTTON_WORDS = {"done": "Done", "pass": "Send no Hero", "keep": "Keep the line as it is",
                "straighten": "Straighten (the Hero's action)", "wait": "Wait", "retreat": "Retreat from the quest",
                "back": "Fall back to range"}


def strip_height(width: int) -> int:
    """What a fanned card `width` wide must show of itself: its band down to the name's foot
    (LootTile's band: its type grows with the width)."""
    return max(16, min(STRIP, max(9, min(width // 7, 22)) + 6))


def _count_key(items: tuple[int, ...]) -> list[tuple[int, int]]:
    """(card, n-th copy) for every card: copies keep apart keys."""
    seen: dict[int, int] = {}
    found = []
    for code in items:
        found.append((code, seen.get(code, 0)))
        seen[code] = seen.get(code, 0) + 1
    return found


class DdoTable(TableView):
    game_id = "ddo"
    short_title = "DDO"

    def __init__(self, rules: Any) -> None:
        super().__init__(rules)
        cat = catalogue()
        self._faces = {code: loot_tile(card) for code, card in enumerate(cat.loot)}
        self._quests = {code: LootTile(card.name, "Quest", "⚑", f"Boss: {card.boss}", (70, 50, 110))
                        for code, card in enumerate(cat.quests)}
        self._places: dict[str, tuple[int, int]] = {}   # card key -> centre, for the focus lines
        self._lines: tuple[tuple[str, str, bool], ...] = ()
        self._drags: dict[tuple[str | None, str | None], Any] = {}   # the last gestures' hand moves
        self._read: tuple[DdoObservation | None, State | None] = (None, None)   # totals are read from this
        self._hp: dict[str, int] = {}      # Hero key -> HP now, for the healing that flies
        self._refs: dict[str, str] = {}    # "h1", "m2", "b", "p1" -> card key
        self.story = Story()               # a move told step by step, numbers that fly (ddo_story.py)
        self.story.field = ((FIELD[0] + FIELD[2]) // 2, (FIELD[1] + FIELD[3]) // 2)

    def _state(self, obs: DdoObservation) -> State:
        """The state the engine's totals are read from, made once per observation."""
        seen, state = self._read
        if seen is not obs or state is None:
            state = table_state(obs)
            self._read = (obs, state)
        return state

    @staticmethod
    def _text(code: int) -> str:
        card = catalogue().loot[code]
        attrs = ", ".join(sorted(card.attributes))
        return f"{card.name}. {card.text}" + (f" Attributes: {attrs}." if attrs else "")

    # -- keys ------------------------------------------------------------------------------
    @staticmethod
    def hero_key(uid: int) -> str:
        return f"hero:{uid}"

    @staticmethod
    def foe_key(obs: DdoObservation, index: int) -> str:
        return f"foe:{obs.quests_played}:{index}"

    @staticmethod
    def pet_key(obs: DdoObservation, index: int) -> str:
        return f"pet:{obs.quests_played}:{index}"

    @staticmethod
    def hand_key(seat: int, code: int, copy: int) -> str:
        return f"hand:{seat}:{code}:{copy}"

    @staticmethod
    def tile_key(uid: int, index: int) -> str:
        return f"stk:{uid}:{index}"

    # -- layout ----------------------------------------------------------------------------
    def layout(self, obs: DdoObservation, viewer: int, names: tuple[str, ...], size: tuple[int, int]) -> Layout:
        zones: list[Zone] = []
        spots: list[CardSpot] = []
        labels: list[Label] = []
        self._places = {}
        self._hp, self._refs = {}, {}
        self._side(obs, zones, spots, labels)
        in_line = self._battlefield(obs, zones, spots, labels)
        self._party(obs, names, in_line, zones, spots, labels)
        self._hand(obs, viewer, names, zones, spots, labels)
        painting = _FocusLines(self._lines, dict(self._places))
        areas = {z.key: z.area for z in zones}
        places = {s.key: areas[s.zone].center for s in spots if s.key.startswith(("hero:", "foe:", "pet:"))}
        sizes = {s.key: s.card_size for s in spots if s.key in places}
        quest = obs.quest
        raid = [self.foe_key(obs, i) for i, f in enumerate(quest.foes) if f.source == "quest"] \
            if quest is not None and quest.raid else []
        self.story.laid_out(places, sizes, dict(self._refs), dict(self._hp), raid)
        return Layout(tuple(zones), tuple(spots), (), (), tuple(labels), self._banner(obs, viewer, names),
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

    def _side(self, obs: DdoObservation, zones: list[Zone], spots: list[CardSpot], labels: list[Label]) -> None:
        """The quest card (or the Raid), the Monster and Quest decks, the Festival."""
        cat = catalogue()
        zones.append(Zone("quest", "slot", (8, 58, 104, 148), "the quest"))
        quest = obs.quest
        if quest is not None and not quest.raid:
            card = cat.quests[quest.card]
            spots.append(CardSpot(f"quest:{obs.quests_played}:{quest.card}", "quest", self._quests[quest.card],
                                  size=(96, 138), origin="questdeck",
                                  detail=f"Quest {obs.quests_played + 1}: {card.name}. Boss: {card.boss}. {card.text}"))
        elif quest is not None:
            raid = cat.raids[quest.foes[-1].code] if quest.foes else cat.raids[cat.pack(obs.pack).raid]
            spots.append(CardSpot("raidcard", "quest",
                                  LootTile("The Raid", "Raid", "☠", "Win it: win the game", (90, 20, 60)),
                                  size=(96, 138), detail=f"The Raid: {raid.text}"))
        zones.append(Zone("monsterdeck", "pile", (8, 226, 50, 82), outline=False))
        zones.append(Zone("questdeck", "pile", (62, 226, 50, 82), outline=False))
        if obs.monster_cards:
            spots.append(CardSpot("monsterdeck:top", "monsterdeck", MONSTER_BACK, size=(44, 62)))
        if obs.quest_deck_size:
            spots.append(CardSpot("questdeck:top", "questdeck", QUEST_BACK, size=(44, 62)))
        labels.append(Label(f"{len(obs.monster_cards)} monsters", (33, 300), 11, anchor="midtop", width=52))
        labels.append(Label(f"{obs.quest_deck_size} quests", (87, 300), 11, anchor="midtop", width=52))
        labels.append(Label(f"Won {obs.quests_won} of {obs.quests_played}", (60, 318), 12, GOLD, True, "midtop",
                            width=104))
        if obs.quest is not None and obs.phase is Phase.COMBAT:
            labels.append(Label(f"round {obs.quest.round}", (60, 208), 12, GOLD, True, "midtop", width=104))
        if obs.festival is not None:
            zones.append(Zone("festival", "slot", (20, 400, 80, 112), "Festival", outline=False))
            spots.append(CardSpot(f"festival:{obs.festival[1]}", "festival", self._faces[obs.festival[1]],
                                  size=(72, 100), detail=self._text(obs.festival[1])))

    def _battlefield(self, obs: DdoObservation, zones: list[Zone], spots: list[CardSpot],
                     labels: list[Label]) -> dict[int, str]:
        """The quest line and its foes; returns the uids whose Hero card is in the line."""
        self._lines = ()
        quest = obs.quest
        left, top, right, bottom = FIELD
        if quest is None:
            labels.append(Label("No quest under way: the Party Leader builds, then draws a Quest card.",
                                ((left + right) // 2, (top + bottom) // 2), 16, anchor="center"))
            return {}
        zones.append(Zone("field", "location", (left, top, right - left, bottom - top), outline=False))
        line = quest.line
        columns: list[list[int]] = [[] for _ in line]
        aside: list[int] = []
        for i, foe in enumerate(quest.foes):
            if foe.done:
                continue   # defeated, disarmed, solved: off the field (the log says so)
            (columns[foe.focus] if 0 <= foe.focus < len(line) and not foe.done else aside).append(i)
        unseen = obs.raid_size if quest.raid and not quest.foes else 0
        widths = [max(1, len(c)) for c in columns] + ([len(aside) + unseen] if aside or unseen else [])
        slots = max(1, sum(widths))
        card_w = max(72, min(100, (right - left - 10 * len(widths)) // slots - 6))
        card_h = card_w * 4 // 3
        hero_y = bottom - card_h // 2 - 4
        near_y = hero_y - card_h        # touching the Hero: Close Combat
        far_y = top + card_h // 2 + 2   # apart: At Range
        x = left + 4
        in_line: dict[int, str] = {}
        acting = quest.turn if obs.phase is Phase.COMBAT else -1
        upcoming = next_to_act(obs)
        lines = []
        for h, fighter in enumerate(line):
            span = max(1, len(columns[h])) * (card_w + 6)
            centre = x + span // 2
            key = self.hero_key(fighter.uid)
            in_line[fighter.uid] = key
            self._refs[f"h{h + 1}"] = key
            zone = f"line:{h}"
            zones.append(Zone(zone, "slot", (centre - card_w // 2, hero_y - card_h // 2, card_w, card_h), outline=False))
            spots.append(self._hero_spot(obs, fighter.seat, fighter.uid, zone, (card_w, card_h),
                                         acting == h, fighter.gone, f"h{h + 1}"))
            self._places[key] = (centre, hero_y)
            for n, i in enumerate(columns[h]):
                fx = x + n * (card_w + 6) + card_w // 2 + 3
                close = h in quest.foes[i].close
                self._foe(obs, quest, i, (fx, near_y if close else far_y), (card_w, card_h), upcoming, zones, spots)
            x += span + 10
        for n, i in enumerate(aside):
            fx = x + n * (card_w + 6) + card_w // 2 + 3
            self._foe(obs, quest, i, (fx, far_y + 10), (card_w, card_h), upcoming, zones, spots)
        for n in range(unseen):
            fx = x + (len(aside) + n) * (card_w + 6) + card_w // 2 + 3
            zone = f"raidquest:{n}"
            zones.append(Zone(zone, "slot", (fx - card_w // 2, far_y - card_h // 2, card_w, card_h), outline=False))
            spots.append(CardSpot(f"raidquest:{n}", zone, QUEST_BACK, size=(card_w, card_h), caption="face down",
                                  detail="A Quest under the Raid Boss: it turns over as a monster when the Raid begins."))
        for p, pet in enumerate(quest.pets):
            if pet.done:
                continue
            owner = self._places.get(self.hero_key(line[pet.controller].uid)) if 0 <= pet.controller < len(line) \
                else None
            px, py = (owner[0] + card_w // 2 + 10, hero_y) if owner else (right - card_w, hero_y)
            t = foe_totals(obs, p, pet=True, state=self._state(obs))
            zone = f"petz:{p}"
            zones.append(Zone(zone, "slot", (px - card_w // 3, py - card_h // 3, card_w * 2 // 3, card_h * 2 // 3),
                              outline=False))
            self._refs[f"p{p + 1}"] = self.pet_key(obs, p)
            spots.append(CardSpot(self.pet_key(obs, p), zone,
                                  Plate(t.name, "fights for you", _values(t), t.hp_now, t.hp, tint=(60, 110, 60)),
                                  size=(card_w * 2 // 3, card_h * 2 // 3), detail=f"{t.name} fights for the party."))
        for i, foe in enumerate(quest.foes):   # Close Combat as a solid band, whoever it focuses; focus At Range dashed
            if foe.done:
                continue
            for h in foe.close:
                if h < len(line):
                    lines.append((self.foe_key(obs, i), self.hero_key(line[h].uid), True))
            if 0 <= foe.focus < len(line) and foe.focus not in foe.close:
                lines.append((self.foe_key(obs, i), self.hero_key(line[foe.focus].uid), False))
        self._lines = tuple(lines)
        return in_line

    def _foe(self, obs: DdoObservation, quest: Quest, i: int, centre: tuple[int, int], size: tuple[int, int],
             upcoming: int | None, zones: list[Zone], spots: list[CardSpot]) -> None:
        foe = quest.foes[i]
        t = foe_totals(obs, i, state=self._state(obs))
        ref = "b" if i == quest.boss else f"m{i + 1}"
        asleep = i == quest.boss and not quest.awake
        tags = _counted(foe.afflictions)
        if foe.tapped:
            tags.insert(0, "tapped")
        if foe.done:
            tags.insert(0, "defeated" if t.kind == "monster" else "resolved")
        kind = "boss" if t.boss else t.kind
        sub = f"{ref} · {kind}" + ("" if t.kind == "monster" else "")
        plate = Plate(t.name, sub, _values(t), t.hp_now, t.hp, " · ".join(tags),
                      FOE_TINT.get(kind, FOE_TINT["monster"]), dim=asleep or foe.done,
                      flag="ACTS NEXT" if upcoming == i else ("ASLEEP" if asleep else ""))
        key = self.foe_key(obs, i)
        self._refs[ref] = key
        zone = f"foez:{i}"
        zones.append(Zone(zone, "slot", (centre[0] - size[0] // 2, centre[1] - size[1] // 2, *size), outline=False))
        focus = quest.line[foe.focus] if 0 <= foe.focus < len(quest.line) else None
        where = "no focus" if focus is None else (
            f"focus on h{foe.focus + 1}, " + ("in Close Combat" if foe.focus in foe.close else "At Range"))
        text = _foe_text(foe.source, foe.code)
        spots.append(CardSpot(key, zone, plate, size=size, origin="monsterdeck",
                              detail=f"{t.name} ({ref}): {where}. {text}".strip()))
        self._places[key] = centre

    def _hero_spot(self, obs: DdoObservation, seat: int, uid: int, zone: str, size: tuple[int, int],
                   acting: bool, gone: bool, ref: str) -> CardSpot:
        cat = catalogue()
        stack = obs.seats[seat].stacks[[s.uid for s in obs.seats[seat].stacks].index(uid)]
        t = hero_totals(obs, seat, uid, self._state(obs))
        hero = cat.loot[stack.cards[0]]
        tags = _counted(stack.statuses) + _counted(stack.afflictions)
        if stack.hero_tapped:
            tags.insert(0, "tapped")
        if gone:
            tags.insert(0, "retreated")
        owner = self.seat_names[seat] if seat < len(self.seat_names) else f"Seat {seat + 1}"
        sub = f"{owner} · {ref} · Lv {t.level}" if ref.startswith("h") else f"{ref} · Lv {t.level}"  # home: owner above
        if size[0] < 80 and ref.startswith("h"):
            sub = f"{owner} · {ref}"
        plate = Plate(hero.name, sub,
                      (("ATK", t.atk), ("RNG", t.rng), ("DEF", t.defence), ("DMG", t.dmg)), t.hp_now, t.hp,
                      " · ".join(tags), HERO_TINT, dim=gone, flag="ACTS NOW" if acting else "")
        names = ", ".join(cat.loot[c].name for c in stack.cards[1:]) or "nothing yet"
        self._hp[self.hero_key(uid)] = t.hp_now
        if stack.hero_tapped:   # a tapped Hero lies sideways in its own place: painted across, turned a quarter
            return CardSpot(self.hero_key(uid), zone, plate, None, 90, size=(size[1], size[0]),
                            detail=f"Tapped: {hero.name} of {owner} must straighten before it acts. ATK {t.atk}, "
                                   f"RNG {t.rng}, DEF {t.defence}, DMG {t.dmg}, HP {t.hp_now} of {t.hp}. Stack: {names}.")
        return CardSpot(self.hero_key(uid), zone, plate, size=size,
                        detail=f"{hero.name} of {owner}: ATK {t.atk}, RNG {t.rng}, DEF {t.defence}, DMG {t.dmg}, "
                               f"HP {t.hp_now} of {t.hp}. Stack: {names}.")

    def _party(self, obs: DdoObservation, names: tuple[str, ...], in_line: dict[int, str], zones: list[Zone],
               spots: list[CardSpot], labels: list[Label]) -> None:
        """Every seat's Heroes with their stacks fanned below, and its Public Instances: one row of
        seats, or two when one row would make the Heroes too narrow to read."""
        left, right = FIELD[0], FIELD[2]
        counts = [max(1, len(s.stacks) + (1 if s.instances else 0)) for s in obs.seats]
        if (right - left - 14 * len(counts)) // sum(counts) >= 64 or len(counts) == 1:
            rows = [list(range(len(counts)))]
        else:
            half, running, cut = sum(counts) / 2, 0, 1
            for seat, count in enumerate(counts):
                running += count
                if running >= half:
                    cut = max(1, min(len(counts) - 1, seat + (1 if running - half < count / 2 else 0)))
                    break
            rows = [list(range(cut)), list(range(cut, len(counts)))]
            # a tall stack takes more columns at six seats: weigh each seat by them and cut again
            height = (PARTY_BOTTOM - PARTY_TOP) // 2 - 16
            extra = self._strip_columns(obs, list(range(len(counts))), in_line, height, 10 ** 6, 0)
            weighed = [counts[seat] + sum(extra.get(st.uid, 1) - 1 for st in obs.seats[seat].stacks)
                       for seat in range(len(counts))]
            best = min(range(1, len(counts)), key=lambda c: abs(sum(weighed[:c]) - sum(weighed[c:])))
            rows = [list(range(best)), list(range(best, len(counts)))]
        band = (PARTY_BOTTOM - PARTY_TOP) // len(rows)
        for r, seats in enumerate(rows):
            top = PARTY_TOP + r * band
            bottom = top + band - (0 if r == len(rows) - 1 else 16)
            columns = sum(counts[s] for s in seats)
            room = right - left - 14 * len(seats)
            col_w = max(56, min(100, room // columns))
            shape = (HOME_H, TILE_H) if len(rows) == 1 else COMPACT   # two rows: a plate and strips
            wide: dict[int, int] = {}
            slim: set[int] = set()
            if len(rows) > 1:
                # Public Instances all turned sideways need only their height across: a slim column
                slim = {s for s in seats if obs.seats[s].instances and all(obs.seats[s].instances_tapped)}
                room -= SLIM_W * len(slim)
                columns -= len(slim)
                wide = self._strip_columns(obs, seats, in_line, bottom - top, room, columns)
                col_w = max(56, min(100, room // max(1, columns + sum(wide.values()) - len(wide))))
            self._party_row(obs, names, in_line, seats, (left, top, bottom), col_w, shape, zones, spots, labels, wide,
                            slim)

    @staticmethod
    def _strip_columns(obs: DdoObservation, seats: list[int], in_line: dict[int, str], height: int, room: int,
                       columns: int) -> dict[int, int]:
        """How many columns of strips a tall stack takes (two rows of seats): a stack whose
        strips would shrink below a whole band in one column spreads into a second or third
        beside it, as long as the row's columns stay wide enough to name a card (STRIP_COL)."""
        wide: dict[int, int] = {}
        need: dict[int, int] = {}
        for seat in seats:
            for stack in obs.seats[seat].stacks:
                under = height - 4 - (20 if stack.uid in in_line else COMPACT[0] + 4)   # under the Hero
                strip = strip_height(STRIP_COL - 6)
                first = max(1, (under - COMPACT[1]) // strip + 1)
                beside = max(1, (height - 4 - COMPACT[1]) // strip + 1)                # beside it, whole height
                strips = len(stack.cards) - 1
                need[stack.uid] = 1 if strips <= first else min(3, 1 + -(-(strips - first) // beside))
        while True:
            short = [u for u, n in need.items() if n > wide.get(u, 1)]
            if not short or room // (columns + 1) < STRIP_COL:
                return wide
            uid = max(short, key=lambda u: need[u] - wide.get(u, 1))
            wide[uid] = wide.get(uid, 1) + 1
            columns += 1

    def _party_row(self, obs: DdoObservation, names: tuple[str, ...], in_line: dict[int, str], seats: list[int],
                   box: tuple[int, int, int], col_w: int, shape: tuple[int, int], zones: list[Zone],
                   spots: list[CardSpot], labels: list[Label], wide: dict[int, int] | None = None,
                   slim: set[int] | None = None) -> None:
        wide, slim = wide or {}, slim or set()
        x, row_top, row_bottom = box
        home_h, tile_h = shape
        plate = (col_w - 6, home_h)
        for seat in seats:
            view = obs.seats[seat]
            inst_w = (SLIM_W if seat in slim else col_w) if view.instances else 0
            width = max(col_w, sum(wide.get(st.uid, 1) for st in view.stacks) * col_w + inst_w)
            zones.append(Zone(f"play:{seat}", "location", (x, row_top, width, row_bottom - row_top), outline=False))
            lead = " ★ Leader" if seat == obs.leader else ""
            room = max(40, width - 4)
            title = next((t for t in (f"{names[seat]}{lead} · {len(view.hand)} in hand", f"{names[seat]}{lead}",
                                      f"{names[seat]}{lead[:2]}") if len(t) * 9 <= room), names[seat])
            labels.append(Label(title, (x + 2, row_top - 15), 12, GOLD if lead else (248, 236, 214), True,
                                width=room))
            top = row_top + 4
            at = 0   # the stack's first column in the seat
            for s, stack in enumerate(view.stacks):
                cx = x + at * col_w + col_w // 2
                at += wide.get(stack.uid, 1)
                if stack.uid not in in_line:
                    zone = f"home:{stack.uid}"
                    zones.append(Zone(zone, "slot", (cx - plate[0] // 2, top, *plate), outline=False))
                    spots.append(self._hero_spot(obs, seat, stack.uid, zone, plate, False, False, f"s{s + 1}"))
                else:
                    labels.append(Label("on the quest ▲" if col_w >= 90 else "▲ quest", (cx, top + 8), 11, GOLD,
                                        True, "center", width=col_w - 4))
                fan_top = top + plate[1] + 4 if stack.uid not in in_line else top + 20
                self._fan(stack.uid, stack.cards, stack.tapped, (cx, fan_top, row_bottom), (col_w - 6, tile_h),
                          zones, spots, wide.get(stack.uid, 1), col_w, top)
            if view.instances:
                cx = x + at * col_w + inst_w // 2
                zone = f"inst:{seat}"
                zones.append(Zone(zone, "row", (cx - inst_w // 2, top, inst_w, row_bottom - top - 4), outline=False))
                for n, (code, copy) in enumerate(_count_key(view.instances)):
                    spots.append(CardSpot(f"inst:{seat}:{code}:{copy}", zone, self._faces[code], None,
                                          90 if view.instances_tapped[n] else 0, size=(min(col_w - 6, row_bottom - top - 8), max(tile_h, 40)),
                                          order=n, detail=self._text(code)))
            x += width + 14

    def _fan(self, uid: int, cards: tuple[int, ...], tapped: tuple[bool, ...], where: tuple[int, int, int],
             size: tuple[int, int], zones: list[Zone], spots: list[CardSpot], columns: int = 1,
             pitch: int = 0, beside: int = 0) -> None:
        """The stack's cards under its Hero; a tall stack given more columns (six seats) fills the
        one under the Hero with whole strips and runs on in the columns beside it, from `beside`
        (the top of the Hero's place) down."""
        total = len(cards) - 1
        if total <= 0:
            return
        cx0, top0, bottom = where
        width, tile_h0 = size
        strip = strip_height(width)
        spans = [(0, total)]   # (first card, how many) per column
        if columns > 1:
            first = min(total, max(1, (bottom - top0 - tile_h0) // strip + 1))
            per = -(-(total - first) // (columns - 1)) if total > first else 0
            spans = [(0, first)] + [(first + k * per, min(per, total - first - k * per)) for k in range(columns - 1)]
            spans = [span for span in spans if span[1] > 0]
        for column, (start, rest) in enumerate(spans):
            cx = cx0 + column * pitch
            top = top0 if column == 0 else (beside or top0)
            # the fan never runs past its row, and a long one gives up its last card's height before
            # its strips shrink below a whole band (the kind and the name of each card)
            tile_h = max(14, min(tile_h0, bottom - top - (rest - 1) * strip))
            room = bottom - top - tile_h
            step = max(3, min(24, room // max(1, rest - 1))) if rest > 1 else 0
            for row in range(rest):
                self._strip(uid, cards, tapped, start + row + 1, (cx, top + row * step + tile_h // 2),
                            (width, tile_h), zones, spots)

    def _strip(self, uid: int, cards: tuple[int, ...], tapped: tuple[bool, ...], n: int, centre: tuple[int, int],
               size: tuple[int, int], zones: list[Zone], spots: list[CardSpot]) -> None:
        (cx, y), (width, tile_h) = centre, size
        zone = f"tile:{uid}:{n}"
        zones.append(Zone(zone, "slot", (cx - width // 2, y - tile_h // 2, width, tile_h), outline=False))
        spots.append(CardSpot(self.tile_key(uid, n), zone, self._faces[cards[n]], None,
                              90 if tapped[n] else 0, size=(width, tile_h), order=n,
                              detail=("Tapped: no effect until straightened. " if tapped[n] else "")
                              + self._text(cards[n])))

    def _hand(self, obs: DdoObservation, viewer: int, names: tuple[str, ...], zones: list[Zone],
              spots: list[CardSpot], labels: list[Label]) -> None:
        seat = obs.seat
        view = obs.seats[seat]
        zones.append(Zone(f"handz:{seat}", "hand", (120, HAND_Y - 48, 640, 96), outline=False))
        for n, (code, copy) in enumerate(_count_key(view.hand)):
            spots.append(CardSpot(self.hand_key(seat, code, copy), f"handz:{seat}", self._faces[code],
                                  size=HAND_CARD, order=n, origin=f"deck:{seat}", detail=self._text(code)))
        zones.append(Zone(f"deck:{seat}", "pile", (780, HAND_Y - 40, PILE_CARD[0], PILE_CARD[1]), outline=False))
        zones.append(Zone(f"discard:{seat}", "pile", (860, HAND_Y - 40, PILE_CARD[0] + 20, PILE_CARD[1]),
                          "discard"))
        if view.deck_cards:
            spots.append(CardSpot(f"deck:{seat}:top", f"deck:{seat}", LOOT_BACK, size=PILE_CARD))
        if view.discard:
            spots.append(CardSpot(f"discard:{seat}:{len(view.discard)}", f"discard:{seat}",
                                  self._faces[view.discard[-1]], size=PILE_CARD, detail=self._text(view.discard[-1])))
        labels.append(Label(f"{names[seat]}'s hand", (60, HAND_Y - 20), 13, bold=True, anchor="midtop", width=104))
        labels.append(Label(f"{len(view.hand)} card{'' if len(view.hand) == 1 else 's'}", (60, HAND_Y), 12, anchor="midtop", width=104))
        labels.append(Label(f"deck {len(view.deck_cards)}", (805, HAND_Y + 30), 11, anchor="midtop", width=70))
        labels.append(Label(f"discard {len(view.discard)}", (895, HAND_Y + 30), 11, anchor="midtop", width=70))

    def _banner(self, obs: DdoObservation, viewer: int, names: tuple[str, ...]) -> str:
        actor = _actor(obs)
        if actor is None:
            return obs.summary or "The game is over."
        who = "You" if actor == viewer else names[actor]
        mine = actor == viewer
        if obs.phase is Phase.BUILD:
            return f"{who}: build — drag Loot onto a Hero or the play area, then Done" if mine else f"{who} builds"
        if obs.phase is Phase.BANKING:
            return f"{who}: banking — deploy or use Banking abilities, then Done" if mine else f"{who} banks"
        if obs.phase is Phase.COMMIT:
            return f"{who}: drag an untapped Hero onto the quest, or send none" if mine else f"{who} chooses a Hero"
        if obs.phase is Phase.RAID_JOIN:
            return f"{who}: drag Heroes onto the Raid, then Done" if mine else f"{who} sends Heroes to the Raid"
        if obs.phase is Phase.RAID_ORDER:
            return f"{who}: order the Raid line — drop a Hero on the one at place {obs.quest.turn + 1} to put it there, " \
                "click that one to keep it, or keep the line" if mine and obs.quest is not None \
                else f"{who} orders the Raid line"
        if obs.phase is Phase.REWARD:
            return f"{who}: drag a card from hand onto the discard pile" if mine else f"{who} discards a reward"
        if obs.phase is Phase.COMBAT and obs.quest is not None:
            uid = obs.quest.line[obs.quest.turn].uid
            stack = next(s for s in obs.seats[actor].stacks if s.uid == uid)
            hero = catalogue().loot[stack.cards[0]].name
            return f"{who}: {hero} acts — drag it onto a monster, click one to close, or choose" if mine \
                else f"{who}: {hero} acts"
        return ""

    # -- gestures ----------------------------------------------------------------------------
    def gestures(self, obs: DdoObservation, legal: tuple[Any, ...]) -> tuple[Gesture, ...]:
        found: list[Gesture] = []
        dragged: set[tuple[str | None, str | None]] = set()
        ranked = sorted(legal, key=lambda a: OBSTACLE_VERBS.index(a.verb) if a.verb in OBSTACLE_VERBS else -1)
        self._drags = {}
        for action in ranked:
            gesture = self._gesture(obs, action)
            pair = (gesture.source, gesture.target)
            if gesture.target is not None and pair in dragged:   # a second meaning of one hand move: a button
                gesture = Gesture(action, self._words(obs, action))
            if gesture.target is not None:
                dragged.add(pair)
                self._drags[pair] = action
            found.append(gesture)
        order = {id(a): n for n, a in enumerate(legal)}
        return tuple(sorted(found, key=lambda g: order[id(g.action)]))

    def _gesture(self, obs: DdoObservation, action: Act) -> Gesture:
        verb, args = action.verb, action.args
        seat = _actor(obs)
        label = self._words(obs, action)
        if seat is None:
            return Gesture(action, label)
        if verb == "deploy":
            source: str | None = self._hand_source(obs, seat, args[0])
            target: str | None = self.hero_key(self._stack_uid(obs, seat, args[1])) if len(args) > 1 else f"play:{seat}"
            return Gesture(action, label, source, target)
        if verb == "discard":
            return Gesture(action, label, self._hand_source(obs, seat, args[0]), f"discard:{seat}")
        if verb in ("commit", "join"):
            return Gesture(action, label, self.hero_key(self._stack_uid(obs, seat, args[0])), "quest")
        if verb == "first" and obs.quest is not None:
            # the Raid line, reordered in the line itself: a Hero dropped on the Hero at the next
            # place takes that place (the engine fixes the line place by place); a click on the
            # Hero already there keeps it there
            line, place = obs.quest.line, obs.quest.turn
            moved = self.hero_key(line[int(args[0][1:]) - 1].uid)
            there = self.hero_key(line[place].uid)
            return Gesture(action, label, None, there) if moved == there else Gesture(action, label, moved, there)
        quest = obs.quest
        if quest is None:
            return Gesture(action, label)
        if verb == "use" and obs.phase is Phase.COMBAT:
            uid = quest.line[quest.turn].uid
            source = self._tile_source(obs, seat, uid, args[0])
            if len(args) == 1:
                return Gesture(action, label, None, source)
            return Gesture(action, label, source, self._ref_key(obs, args[1]))
        if verb == "use":   # Banking: a stack card or a Public Instance
            if args[0].startswith("s") and args[0][1:].isdigit():
                uid = self._stack_uid(obs, seat, args[0])
                source = self._tile_source(obs, seat, uid, args[1])
                target = args[2] if len(args) > 2 else None
            else:
                source = self._instance_source(obs, seat, args[0])
                target = args[1] if len(args) > 1 else None
            if target is None:
                return Gesture(action, label, None, source)
            return Gesture(action, label, source, self.hero_key(self._stack_uid(obs, seat, target)))
        hero = self.hero_key(quest.line[quest.turn].uid) if obs.phase is Phase.COMBAT else None
        if verb == "close":
            return Gesture(action, label, None, self._ref_key(obs, args[0]))
        if verb in OBSTACLE_VERBS and len(args) == 1:
            return Gesture(action, label, hero, self._ref_key(obs, args[0]))
        if verb == "focus":
            return Gesture(action, label, self._ref_key(obs, args[0]), self._ref_key(obs, args[1]))
        if verb == "activate":
            return Gesture(action, label, None, self._ref_key(obs, args[0]))
        return Gesture(action, label)

    def _words(self, obs: DdoObservation, action: Act) -> str:
        verb, args = action.verb, action.args
        if verb == "done" and obs.phase is Phase.RAID_JOIN:
            return "Send no more Heroes"
        if verb in BUTTON_WORDS:
            return BUTTON_WORDS[verb]
        cat = catalogue()
        named = []
        for word in args:
            if word in cat.loot_index:
                named.append(cat.card(word).name)
            else:
                named.append(self._ref_name(obs, word))
        if verb == "first" and obs.quest is not None:
            return f"Put {' '.join(named)} at place {obs.quest.turn + 1} of the Raid line"
        head = {"deploy": "Deploy", "discard": "Discard", "commit": "Send", "join": "Send", "first": "Put next",
                "use": "Use", "channel": "Channel", "close": "Close with", "melee": "Melee attack",
                "ranged": "Ranged attack", "disarm": "Disarm", "trigger": "Set off", "solve": "Solve",
                "complete": "Complete", "skip": "Leave undone", "focus": "Turn", "activate": "Activate"}.get(verb, verb)
        if verb in ("deploy", "use", "channel", "focus") and len(named) > 1:
            joiner = " onto " if verb in ("deploy", "focus") else " on "
            if verb == "use" and len(named) == 3:
                return f"Use {named[1]} on {named[2]}" if args[0] == args[2] else \
                    f"{named[0]}: {named[1]} on {named[2]}"
            return f"{head} {named[0]}{joiner}{' '.join(named[1:])}"
        return f"{head} {' '.join(named)}".strip()

    def _ref_name(self, obs: DdoObservation, word: str) -> str:
        quest = obs.quest
        seat = _actor(obs)
        cat = catalogue()
        try:
            if word[0] == "s" and seat is not None:
                uid = self._stack_uid(obs, seat, word)
                stack = next(s for s in obs.seats[seat].stacks if s.uid == uid)
                return f"{cat.loot[stack.cards[0]].name} ({word})"
            if quest is not None and word[0] == "h":
                f = quest.line[int(word[1:]) - 1]
                stack = next(s for s in obs.seats[f.seat].stacks if s.uid == f.uid)
                return f"{cat.loot[stack.cards[0]].name} ({word})"
            if quest is not None and (word == "b" or word[0] == "m"):
                i = quest.boss if word == "b" else int(word[1:]) - 1
                return f"{foe_totals(obs, i, state=self._state(obs)).name} ({word})"
            if quest is not None and word[0] == "p":
                return f"{foe_totals(obs, int(word[1:]) - 1, pet=True, state=self._state(obs)).name} ({word})"
        except (ValueError, IndexError, StopIteration):
            pass
        return word

    def _ref_key(self, obs: DdoObservation, word: str) -> str | None:
        quest = obs.quest
        if quest is None:
            return None
        try:
            if word == "b":
                return self.foe_key(obs, quest.boss)
            if word[0] == "m":
                return self.foe_key(obs, int(word[1:]) - 1)
            if word[0] == "h":
                return self.hero_key(quest.line[int(word[1:]) - 1].uid)
            if word[0] == "p":
                return self.pet_key(obs, int(word[1:]) - 1)
        except (ValueError, IndexError):
            return None
        return None

    @staticmethod
    def _stack_uid(obs: DdoObservation, seat: int, ref: str) -> int:
        return obs.seats[seat].stacks[int(ref[1:]) - 1].uid

    def _hand_source(self, obs: DdoObservation, seat: int, key: str) -> str:
        code = catalogue().code(key)
        return self.hand_key(seat, code, 0)

    def _tile_source(self, obs: DdoObservation, seat: int, uid: int, key: str) -> str | None:
        code = catalogue().code(key)
        stack = next(s for s in obs.seats[seat].stacks if s.uid == uid)
        for n in range(1, len(stack.cards)):
            if stack.cards[n] == code and not stack.tapped[n]:
                return self.tile_key(uid, n)
        return self.hero_key(uid) if stack.cards[0] == code else None

    @staticmethod
    def _instance_source(obs: DdoObservation, seat: int, key: str) -> str:
        code = catalogue().code(key)
        return f"inst:{seat}:{code}:0"

    def candidate(self, obs: DdoObservation, source: str | None, target: str | None, variant: str | None) -> Any:
        """The action a hand move would mean, legal or not, so the engine can say why not."""
        seat = _actor(obs)
        if seat is None or target is None:
            return None
        if (source, target) in self._drags:
            return self._drags[(source, target)]
        cat = catalogue()
        uids = {self.hero_key(s.uid): f"s{i + 1}" for i, s in enumerate(obs.seats[seat].stacks)}
        if source is not None and source.startswith(f"hand:{seat}:"):
            key = cat.loot[int(source.split(":")[2])].key
            if target in uids:
                return act("deploy", key, uids[target])
            if target == f"play:{seat}":
                return act("deploy", key)
            if target.startswith(f"discard:{seat}"):
                return act("discard", key)
            return None
        quest = obs.quest
        if source in uids and target in ("quest", f"quest:{obs.quests_played}") or \
                (source in uids and quest is not None and target == "raidcard"):
            return act("join" if obs.phase is Phase.RAID_JOIN else "commit", uids[source])
        if quest is None or obs.phase is not Phase.COMBAT:
            return None
        foes = {self.foe_key(obs, i): i for i in range(len(quest.foes))}
        if target in foes:
            i = foes[target]
            ref = "b" if i == quest.boss else f"m{i + 1}"
            if source is None:
                return act("close", ref)
            if source == self.hero_key(quest.line[quest.turn].uid):
                return act("melee" if quest.turn in quest.foes[i].close else "ranged", ref)
        return None

    def automatic(self, obs: DdoObservation, legal: tuple[Any, ...]) -> Any:
        if len(legal) == 1 and str(legal[0]) == "straighten":
            return legal[0]
        return None

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


def _actor(obs: DdoObservation) -> int | None:
    phase = obs.phase
    if phase is Phase.OVER:
        return None
    if phase in (Phase.BUILD, Phase.BANKING, Phase.RAID_ORDER):
        return obs.leader
    if phase is Phase.COMBAT and obs.quest is not None:
        return obs.quest.line[obs.quest.turn].seat
    return obs.waiting[0] if obs.waiting else None


def _counted(names: tuple[str, ...]) -> list[str]:
    """Conditions as words, copies counted: "Curse ×3"."""
    found = []
    for name in sorted(set(names)):
        copies = names.count(name)
        found.append(name.title() + (f" ×{copies}" if copies > 1 else ""))
    return found


def _values(t: Any) -> tuple[tuple[str, int], ...]:
    return (("ATK", t.atk), ("RNG", t.rng), ("DEF", t.defence), ("DMG", t.dmg))


def _foe_text(source: str, code: int) -> str:
    cat = catalogue()
    if source == "monster":
        return cat.monsters[code].text
    if source == "quest":
        return cat.quests[code].text
    return cat.raids[code].text


class _FocusLines:
    """The underlay: a line from each monster to the Hero it focuses on — a solid band where they
    touch in Close Combat, a dashed one At Range."""

    def __init__(self, lines: tuple[tuple[str, str, bool], ...], places: dict[str, tuple[int, int]]) -> None:
        self.lines, self.places = lines, places

    def __call__(self, surface: pygame.Surface, fonts: Any, seconds: float) -> None:
        for foe, hero, close in self.lines:
            a, b = self.places.get(foe), self.places.get(hero)
            if a is None or b is None:
                continue
            if close:
                pygame.draw.line(surface, (200, 60, 60), a, b, 5)
                continue
            steps = 12
            for n in range(0, steps, 2):
                p = (a[0] + (b[0] - a[0]) * n / steps, a[1] + (b[1] - a[1]) * n / steps)
                q = (a[0] + (b[0] - a[0]) * (n + 1) / steps, a[1] + (b[1] - a[1]) * (n + 1) / steps)
                pygame.draw.line(surface, (236, 184, 84), p, q, 3)


TABLE = DdoTable
