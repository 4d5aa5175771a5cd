"""DDO's table, the quest: the quest card (or the Raid) with the Monster and Quest decks and
the Festival at the side, and the battlefield as the document draws it — each Hero of the
quest line in front of the monsters that focus on it (touching them in Close Combat, apart
At Range), the monsters that focus on nobody to one side, focus lines between them. The base
of `DdoTable`'s layout: its keys, card texts and the state its totals are read from.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ddo.content import catalogue
from game.ddo.state import Phase, Quest, State
from game.ddo.view import DdoObservation, foe_totals, hero_totals, next_to_act, table_state
from scenes.art import ddo as art
from scenes.tables.ddo_look import FOE_TINT, HERO_TINT, MONSTER_BACK, QUEST_BACK, LootTile, Plate
from scenes.toolkit.view import CardSpot, Label
from scenes.toolkit.zones import Zone
from scenes.ui import GOLD

FIELD = (120, 56, 950, 336)          # the battlefield: left, top, right, bottom


class DdoField:
    """Made in `DdoTable.__init__`: the card faces, the last layout's places and the state
    the totals are read from."""

    seat_names: tuple[str, ...]
    _faces: dict[int, LootTile]
    _quests: dict[int, LootTile]
    _places: dict[str, tuple[int, int]]
    _lines: tuple[tuple[str, str, bool], ...]
    _read: tuple[DdoObservation | None, State | None]
    _refs: dict[str, str]

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
        labels.append(Label(f"{len(obs.monster_cards)} monsters · {obs.quest_deck_size} quests", (60, 296), 11,
                            anchor="midtop", width=112))
        labels.append(Label(f"Won {obs.quests_won} of {obs.quests_played}", (60, 314), 12, GOLD, True, "midtop",
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
            words = {Phase.BANKING: "The quest is over: the Party Leader banks, then the next player leads.",
                     Phase.OVER: obs.summary or "The game is over."}.get(
                obs.phase, "No quest under way: the Party Leader builds, then turns over a Quest card.")
            labels.append(Label(words, ((left + right) // 2, top + 12), 16, anchor="center", width=right - left))
            return {}
        zones.append(Zone("field", "location", (left, top, right - left, bottom - top), outline=False))
        line = quest.line
        columns: list[list[int]] = [[] for _ in line]
        aside: list[int] = []
        for i, foe in enumerate(quest.foes):
            if foe.done:
                continue   # defeated, disarmed, solved: off the field (the log says so)
            stands = _stands_by(foe.focus, foe.close, len(line))
            (columns[stands] if stands >= 0 else aside).append(i)
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
                close = h in quest.foes[i].close   # its column is the Hero it fights, if any: touching
                self._foe(obs, quest, i, (fx, near_y if close else far_y), (card_w, card_h), upcoming, zones, spots)
            x += span + 10
        if obs.phase is Phase.COMBAT and obs.actor == obs.seat:
            self._how_to_fight(obs, quest, (x + 6, hero_y - card_h // 2 + 6, right - x - 6, bottom - hero_y + card_h // 2 - 6),
                               labels)
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

    @staticmethod
    def _how_to_fight(obs: DdoObservation, quest: Quest, where: tuple[int, int, int, int], labels: list[Label]) -> None:
        """What a drag and a click mean in a fight, beside the Heroes when there is room for it
        (the banner says it in short)."""
        x, y, width, height = where
        acting = quest.line[quest.turn]
        hero = catalogue().loot[next(st for st in obs.seats[acting.seat].stacks if st.uid == acting.uid).cards[0]].name
        lines = ("How to fight", f"Drag {hero} onto a monster:", "  attack it (in melee if they touch,",
                 "  at range if apart). A Hero that", "  cannot shoot steps up to it.",
                 "Drag it onto a trap or puzzle:", "  deal with it.", "Click a monster: step up to it.",
                 "Buttons on the right: the rest.")
        if width * 10 < 64 * max(len(line) for line in lines) or (len(lines) - 1) * 14 + 16 > height:
            return   # no room beside the Heroes: the banner says it in short
        for n, line in enumerate(lines):
            labels.append(Label(line, (x, y + (0 if n == 0 else 2 + n * 14)), 13 if n == 0 else 11,
                                GOLD if n == 0 else (248, 236, 214), n == 0, width=width))

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
                      flag="ACTS NEXT" if upcoming == i else ("ASLEEP" if asleep else ""),
                      art=art.foe(foe.source, foe.code))
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
        if gone:
            tags.insert(0, "retreated")
        owner = self.seat_names[seat] if seat < len(self.seat_names) else f"Seat {seat + 1}"
        sub = f"{owner} · {ref} · Lv {t.level}" if ref.startswith("h") else f"{ref} · Lv {t.level}"  # home: owner above
        if size[0] < 80 and ref.startswith("h"):
            sub = f"{owner} · {ref}"
        plate = Plate(hero.name, sub,
                      (("ATK", t.atk), ("RNG", t.rng), ("DEF", t.defence), ("DMG", t.dmg)), t.hp_now, t.hp,
                      " · ".join(tags), HERO_TINT, dim=gone,
                      flag="ACTS NOW" if acting else ("⟲ TAPPED" if stack.hero_tapped else ""),
                      art=art.picture("loot", hero.key))
        names = ", ".join(cat.loot[c].name for c in stack.cards[1:]) or "nothing yet"
        if stack.hero_tapped:   # a tapped Hero stands upright, marked in words (sideways type is hard to read)
            return CardSpot(self.hero_key(uid), zone, plate, size=size,
                            detail=f"Tapped: {hero.name} of {owner} must straighten before it acts. ATK {t.atk}, "
                                   f"RNG {t.rng}, DEF {t.defence}, DMG {t.dmg}, HP {t.hp_now} of {t.hp}. Stack: {names}.")
        return CardSpot(self.hero_key(uid), zone, plate, size=size,
                        detail=f"{hero.name} of {owner}: ATK {t.atk}, RNG {t.rng}, DEF {t.defence}, DMG {t.dmg}, "
                               f"HP {t.hp_now} of {t.hp}. Stack: {names}.")


def _stands_by(focus: int, close: tuple[int, ...], heroes: int) -> int:
    """The Hero a foe stands by: the one it fights in Close Combat (its focus if it fights that
    one, else the first it fights — a Rogue slipped in unseen), else the one it focuses on At
    Range; -1: none (it stands aside)."""
    fights = [h for h in close if 0 <= h < heroes]
    if fights:
        return focus if focus in fights else fights[0]
    return focus if 0 <= focus < heroes else -1


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


class FocusLines:
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

