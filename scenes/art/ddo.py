"""DDO: The Card Game's pictures. A Hero stands armed as its class fights (a Fighter's sword
and shield, a Wizard's staff …); a Level Up shows its class's emblem and one chevron per
level; an Enhancement the emblem and its step in diamonds; a Race a face with the race's
marks (an Elf's ears, a Dwarf's beard, a Warforged's plates); a Feat, a Spell or a Magic Item
what its name says (a bow for Precise Shot, a flame for Fireball, boots for Boots of Striding);
Arcane spells glow in a rune circle, Divine ones in a sun. Monsters are drawn from their
names (a skeleton's skull, a spider's legs, an ooze), traps, puzzles and objectives by what
they are; a Quest is a map with its boss; a Raid Boss looms with horns and fire.
"""

from __future__ import annotations

from game.ddo.cards import Kind, LootCard
from game.ddo.content import catalogue
from scenes.art import ddo_foes, gear
from scenes.art.kit import (GOLDEN, INK, SKIN, STEEL, WHITE, Colour, Pen, backdrop, bolt, darker, lighter,
                            motion_lines, pick, snowflake, spiral, star)
from scenes.art.kit import seed as seed_of
from scenes.art.picture import Picture

KIND_TINT: dict[Kind, Colour] = {
    Kind.HERO: (150, 96, 30), Kind.LEVEL_UP: (64, 120, 70), Kind.RACE: (120, 84, 60),
    Kind.ENHANCEMENT: (48, 110, 130), Kind.FEAT: (110, 70, 140), Kind.SPELL: (50, 80, 160),
    Kind.ITEM: (96, 100, 112), Kind.INSTANCE: (140, 110, 40), Kind.FESTIVAL: (170, 60, 100)}
FOE_TINT: dict[str, Colour] = {"monster": (140, 40, 40), "trap": (150, 110, 30), "puzzle": (60, 90, 150),
                               "objective": (60, 120, 90)}
CLASS_COLOUR: dict[str, Colour] = {
    "fighter": (170, 60, 50), "barbarian": (150, 90, 40), "paladin": (220, 220, 235), "ranger": (70, 130, 60),
    "rogue": (70, 70, 90), "wizard": (70, 80, 180), "sorcerer": (180, 60, 130), "cleric": (230, 200, 120),
    "favored_soul": (200, 200, 250), "bard": (200, 120, 60)}


def picture(kind: str, card: str) -> Picture:
    """The picture a card face of this game holds (drawn, and checked, when first shown)."""
    return Picture("ddo", kind, card, draw)


def kinds() -> dict[str, tuple[str, ...]]:
    cat = catalogue()
    return {"loot": tuple(c.key for c in cat.loot), "monster": tuple(dict.fromkeys(m.key for m in cat.monsters)),
            "quest": tuple(dict.fromkeys(q.key for q in cat.quests)), "raid": tuple(r.key for r in cat.raids),
            "boss": tuple(dict.fromkeys(q.key for q in cat.quests))}


def foe(source: str, code: int) -> Picture:
    """A foe on the battlefield by where it came from (the engine's source and code): a Monster
    card, a Quest's boss or the Raid Boss."""
    cat = catalogue()
    if source == "monster":
        return picture("monster", cat.monsters[code].key)
    if source == "quest":
        return picture("boss", cat.quests[code].key)
    return picture("raid", cat.raids[code].key)


def gear_crown(pen: Pen) -> None:
    """A boss's crown, floating over its head."""
    pen.poly([(38, 16), (38, 4), (44, 10), (50, 2), (56, 10), (62, 4), (62, 16)], GOLDEN, 1.4)


def draw(pen: Pen, kind: str, key: str, number: int) -> None:
    cat = catalogue()
    if kind == "loot":
        card = next((c for c in cat.loot if c.key == key), None)
        if card is None:
            raise KeyError(f"no Loot card {key!r}")
        backdrop(pen, KIND_TINT[card.kind], "rays" if card.kind in (Kind.HERO, Kind.SPELL) else "dots", number)
        LOOT[card.kind](pen, card, number)
    elif kind == "monster":
        foe = next((m for m in cat.monsters if m.key == key), None)
        if foe is None:
            raise KeyError(f"no Monster card {key!r}")
        backdrop(pen, FOE_TINT.get(foe.kind, FOE_TINT["monster"]), "stripes" if foe.kind == "trap" else "waves", number)
        if foe.kind == "monster":
            ddo_foes.creature(pen, foe.name, 50, 54, 74, number)
        else:
            ddo_foes.obstacle(pen, foe.kind, foe.name, number)
    elif kind == "quest":
        quest = next((q for q in cat.quests if q.key == key), None)
        if quest is None:
            raise KeyError(f"no Quest card {key!r}")
        ddo_foes.quest(pen, quest.boss, number)
    elif kind == "boss":   # a Quest's boss as it stands on the battlefield
        boss = next((q for q in cat.quests if q.key == key), None)
        if boss is None:
            raise KeyError(f"no Quest boss {key!r}")
        backdrop(pen, (90, 20, 60), "waves", number)
        ddo_foes.creature(pen, boss.boss, 50, 54, 80, number)
        gear_crown(pen)
    elif kind == "raid":
        raid = next((r for r in cat.raids if r.key == key), None)
        if raid is None:
            raise KeyError(f"no Raid Boss {key!r}")
        ddo_foes.raid(pen, raid.name, number)
    else:
        raise KeyError(f"DDO has no card kind {kind!r}")


# -- classes -----------------------------------------------------------------------------------
def emblem(pen: Pen, cls: str, x: float, y: float, size: float) -> None:
    """A class's arms, the same on its Hero, Level Ups and Enhancements."""
    colour = CLASS_COLOUR.get(cls, STEEL)
    if cls == "fighter":
        gear.shield(pen, x, y, size, colour, "bar")
        gear.sword(pen, x, y, size * 1.1, -0.7)
    elif cls == "barbarian":
        gear.axe(pen, x, y, size, double=True)
    elif cls == "paladin":
        gear.shield(pen, x, y, size, colour, "cross")
    elif cls == "ranger":
        gear.bow(pen, x, y, size)
    elif cls == "rogue":
        gear.dagger(pen, x - size * 0.15, y, size, -0.5)
        gear.dagger(pen, x + size * 0.15, y, size, 0.5)
    elif cls == "wizard":
        gear.book(pen, x, y + size * 0.2, size * 0.7, colour)
        gear.staff(pen, x + size * 0.3, y - size * 0.1, size, (140, 200, 250))
    elif cls == "sorcerer":
        gear.flame(pen, x, y, size * 0.9, colour)
    elif cls == "cleric":
        gear.sun(pen, x, y - size * 0.15, size * 0.32)
        gear.mace(pen, x, y + size * 0.1, size * 0.8, holy=True)
    elif cls == "favored_soul":
        gear.wings(pen, x, y, size, colour)
        star(pen, x, y - size * 0.05, size * 0.18, GOLDEN)
    elif cls == "bard":
        gear.lute(pen, x, y, size)
    else:
        star(pen, x, y, size * 0.4, GOLDEN)


HERO_WEAPON = {"fighter": "sword", "barbarian": "club", "paladin": "sword", "ranger": "bow", "rogue": "sword",
               "wizard": "staff", "sorcerer": "staff", "cleric": "club", "favored_soul": "spear", "bard": ""}


def _hero(pen: Pen, card: LootCard, number: int) -> None:
    gear.brute(pen, 40, 56, 72, CLASS_COLOUR.get(card.cls, STEEL), "", HERO_WEAPON.get(card.cls, ""), eyes=INK)
    head = 56 - 36 * 0.65   # where the figure's head is (gear.brute: 0.65 of half its size above its middle)
    pen.circle(40, head, 9, SKIN, 1.4)   # a face, not a foe's
    for d in (-1, 1):
        pen.circle(40 + d * 3.2, head, 1.3, INK, 0)
    pen.arc(40, head + 1, 4, 3.6, 5.8, 1.0)
    emblem(pen, card.cls, 80, 74, 26)


def _level(card: LootCard) -> int:
    tail = card.key.rsplit("-", 1)[-1]
    return int(tail) if tail.isdigit() else card.step


def _level_up(pen: Pen, card: LootCard, number: int) -> None:
    emblem(pen, card.cls, 40, 50, 56)
    for k in range(max(1, _level(card))):   # one chevron per level, stacked upward
        y = 84 - k * 14
        pen.poly([(72, y), (84, y - 10), (96, y), (96, y + 6), (84, y - 4), (72, y + 6)], GOLDEN, 1.4)


def _enhancement(pen: Pen, card: LootCard, number: int) -> None:
    owner = card.cls or card.race   # a chain's place among its class's (or race's) chains: its ring and its star
    chains = list(dict.fromkeys(c.chain for c in catalogue().loot if c.chain and (c.cls or c.race) == owner))
    place = chains.index(card.chain) if card.chain in chains else 0
    pen.ring(44, 50, 38, ((120, 200, 250), (250, 190, 90), (200, 140, 250), (140, 230, 140))[place % 4], 6)
    star(pen, 44, 12, 6, WHITE, 4 + place, 0.4)
    if card.cls:
        emblem(pen, card.cls, 44, 50, 46)
    else:   # a race's chain: the race's face, small
        _face(pen, card.race, 44, 52, 18)
    for k in range(3):
        filled = k < card.step
        y = 24 + k * 26
        pen.poly([(88, y - 9), (96, y), (88, y + 9), (80, y)], GOLDEN if filled else (200, 200, 210), 1.6)
        if not filled:
            pen.circle(88, y, 2, INK, 0)


RACE_SKIN: dict[str, Colour] = {"human": SKIN, "elf": (240, 214, 180), "dwarf": (220, 170, 130),
                                "halfling": (236, 196, 160), "half_orc": (150, 170, 110), "warforged": (150, 150, 160)}


def _race(pen: Pen, card: LootCard, number: int) -> None:
    _face(pen, card.race, 50, 50 if card.race != "halfling" else 58, 30 if card.race != "halfling" else 24)


def _face(pen: Pen, race: str, x: float, y: float, size: float) -> None:
    """A face with its race's marks, centred at (x, y)."""
    skin = RACE_SKIN.get(race, SKIN)
    pen = Pen(pen.surface, pen.unit, pen.left + (x - 50) * pen.unit, pen.top)   # drawn about x = 50
    if race == "elf":
        for d in (-1, 1):
            pen.poly([(50 + d * size * 0.8, y - 4), (50 + d * size * 1.5, y - size * 0.9), (50 + d * size * 0.85, y + 6)], skin)
    else:
        for d in (-1, 1):
            pen.circle(50 + d * size * 0.9, y, size * 0.2, skin)
    pen.oval(50, y, size * 0.85, size, skin, 2.0)
    if race == "warforged":
        pen.line((50, y - size), (50, y + size), 2.0)
        pen.line((50 - size * 0.8, y - size * 0.2), (50 + size * 0.8, y - size * 0.2), 2.0)
        for d in (-1, 1):
            pen.circle(50 + d * size * 0.35, y - size * 0.1, size * 0.14, (120, 220, 250), 1.2)
    else:
        for d in (-1, 1):
            pen.circle(50 + d * size * 0.35, y - size * 0.1, size * 0.1, INK, 0)
        pen.arc(50, y + size * 0.25, size * 0.35, 3.6, 5.8, 1.6)
    if race == "dwarf":
        pen.poly([(50 - size * 0.8, y + size * 0.1), (50 + size * 0.8, y + size * 0.1), (50 + size * 0.4, y + size * 1.5),
                  (50, y + size * 1.7), (50 - size * 0.4, y + size * 1.5)], (150, 80, 40), 1.6)
    elif race == "half_orc":
        for d in (-1, 1):
            pen.poly([(50 + d * size * 0.25, y + size * 0.45), (50 + d * size * 0.35, y + size * 0.1),
                      (50 + d * size * 0.4, y + size * 0.45)], WHITE, 1.0)
    pen.arc(50, y - size * 0.2, size * 0.9, 0.3, 2.84, 5, (90, 60, 40) if race != "warforged" else STEEL)


def _feat(pen: Pen, card: LootCard, number: int) -> None:
    name = card.name.lower()
    if "power attack" in name:
        gear.sword(pen, 50, 50, 80, -0.5)
        star(pen, 36, 30, 14, (250, 200, 80), 8, 0.5)
    elif "cleave" in name:
        gear.axe(pen, 50, 50, 70, double="great" in name)
        motion_lines(pen, 24, 40, 14, 3 if "great" in name else 2)
    elif "shot" in name:
        gear.bow(pen, 40, 50, 64)
        for k in range(3 if "multi" in name else 1):
            pen.limb((66, 30 + k * 12), (86, 30 + k * 12), 1.6)
        if "precise" in name or "point" in name:   # the target: far for Precise Shot, near for Point Blank
            x = 92 if "precise" in name else 76
            pen.circle(x, 62, 8, WHITE)
            pen.circle(x, 62, 4, (200, 50, 50))
    elif "focus" in name:
        gear.eye(pen, 50, 50, 56, (120, 90, 200))
    elif "spell" in name:
        gear.book(pen, 50, 56, 60, (90, 60, 150))
        if "maximize" in name:
            for k in range(2):
                pen.poly([(40, 24 - k * 8), (50, 14 - k * 8), (60, 24 - k * 8), (60, 28 - k * 8), (50, 18 - k * 8),
                          (40, 28 - k * 8)], GOLDEN, 1.2)
        else:
            star(pen, 50, 22, 12, GOLDEN, 4, 0.35)
            motion_lines(pen, 36, 22, 12, 3)
    elif "tough" in name:
        gear.shield(pen, 50, 52, 60, (150, 60, 60), "boss")
        star(pen, 50, 44, 10, (230, 90, 110), 4, 0.5)
    elif "diehard" in name:
        gear.skull(pen, 50, 52, 44)
        gear.wings(pen, 50, 40, 70)
        gear.skull(pen, 50, 52, 44)
    elif "shield" in name:
        gear.shield(pen, 50, 52, 62, STEEL, "star")
        if "improved" in name:
            pen.poly([(76, 30), (86, 20), (96, 30), (96, 36), (86, 26), (76, 36)], GOLDEN, 1.2)
    elif "dodge" in name:
        gear.brute(pen, 50, 56, 64, (140, 100, 70), "", "", eyes=INK)
        for k in range(3):
            pen.limb((14 + k * 6, 30 + k * 8), (26 + k * 6, 30 + k * 8), 1.6)
    else:   # Mobility: quick boots
        gear.boots(pen, 50, 56, 52, (140, 100, 70))
        motion_lines(pen, 26, 56, 14, 3)
    star(pen, 86, 14, 8, WHITE, 4, 0.35)


def _spell(pen: Pen, card: LootCard, number: int) -> None:
    arcane = card.school != "divine"
    if arcane:
        pen.ring(50, 50, 42, (160, 190, 250), 3)
        for k in range(8):
            star(pen, 50 + 42 * _cos(k), 50 + 42 * _sin(k), 4, (200, 220, 255), 4, 0.3)
    else:
        gear.sun(pen, 50, 50, 44, (250, 220, 120))
    name = card.name.lower()
    if "missile" in name:
        for k in range(3):
            pen.limb((24, 34 + k * 14), (66, 40 + k * 10), 3, (200, 160, 250))
            star(pen, 70, 40 + k * 10, 6, WHITE, 4, 0.35)
    elif "fire" in name or "flame" in name:
        gear.flame(pen, 50, 52, 54)
    elif "cold" in name or "risia" in name:
        snowflake(pen, 50, 50, 26, (40, 90, 160))
    elif "lightning" in name:
        bolt(pen, 44, 50, 50, (250, 230, 90))
        bolt(pen, 62, 54, 34, (250, 230, 90))
    elif "acid" in name:
        gear.blob(pen, 50, 54, 50, (150, 200, 60))
    elif "death" in name:
        gear.skull(pen, 50, 50, 46)
    elif "hold" in name:
        for k in range(3):
            pen.ring(36 + k * 14, 50, 9, STEEL, 3)
    elif "haste" in name:
        gear.boots(pen, 52, 52, 44, (200, 60, 60))
        motion_lines(pen, 28, 52, 12, 3)
    elif "shield" in name:
        gear.shield(pen, 50, 52, 50, (200, 220, 250), "sun" if not arcane else "star")
    elif "summon" in name:
        gear.sigil(pen, 50, 50, 50, (200, 120, 250))
    elif any(word in name for word in ("blur", "invisib", "displace")):
        for k, alpha in enumerate((0.85, 0.55, 0.0)):
            gear.brute(pen, 36 + k * 12, 54, 54, lighter((120, 120, 200), alpha), "", "", eyes=WHITE)
    elif "recall" in name:
        spiral(pen, 50, 50, 30, 2.5, WHITE, 4)
    elif "raise" in name:
        gear.wings(pen, 50, 52, 60)
    elif any(word in name for word in ("cure", "heal", "restor")):
        size = 28 + 8 * ("serious" in name or name == "heal" or "restoration" == name)
        pen.box(50 - size / 6, 50 - size / 2, size / 3, size, (230, 70, 80), 1.6)
        pen.box(50 - size / 2, 50 - size / 6, size, size / 3, (230, 70, 80), 1.6)
        if "mass" in name:
            star(pen, 76, 26, 8, WHITE, 4, 0.35)
    else:   # Bless, Prayer, Shield of Faith: hands raised in light (Prayer's held together)
        gap = 4 if "prayer" in name else 10
        for d in (-1, 1):
            pen.oval(50 + d * gap, 54, 7, 16, SKIN)
        for k in range(1 if "bless" in name else 3):
            star(pen, 50 + (k - (0 if "bless" in name else 1)) * 14, 28, 8, WHITE, 4, 0.35)


ITEM_SLOT = {"armor", "belt", "boots", "bracers", "cloak", "gloves", "goggles", "helm", "necklace", "potion",
             "ranged", "ring", "scroll", "shield", "trinket", "wand", "weapon"}


def _item(pen: Pen, card: LootCard, number: int) -> None:
    name, slot = card.name.lower(), card.slot
    glow = ((120, 200, 250), (250, 120, 120), (140, 230, 140), (240, 200, 80))[pick(number, 3, 4)]
    if slot == "weapon":
        if "axe" in name:
            gear.axe(pen, 50, 50, 76, double=True)
        elif "mace" in name:
            gear.mace(pen, 50, 50, 76, holy="holy" in name)
        elif "staff" in name:
            gear.staff(pen, 50, 50, 80, glow)
        else:
            gear.sword(pen, 50, 50, 84 if "long" in name else 70, -0.6 if "rapier" not in name else -0.9)
    elif slot == "ranged":
        if "dagger" in name:
            for k in range(3):
                gear.dagger(pen, 36 + k * 14, 50, 60, -0.3 + k * 0.3)
        else:
            gear.bow(pen, 50, 50, 76, cross="crossbow" in name)
    elif slot == "armor":
        fill = {"chainmail": STEEL, "full plate": (220, 224, 236), "leather armor": (150, 100, 60)}.get(name, (120, 90, 170))
        pen.poly([(30, 18), (44, 14), (50, 22), (56, 14), (70, 18), (78, 40), (68, 44), (68, 86), (32, 86), (32, 44), (22, 40)],
                 fill, 2.0)
        if "chain" in name:
            for y in range(30, 84, 8):
                pen.line((34, y), (66, y), 1.0)
        if "robe" in name:
            star(pen, 50, 56, 12, GOLDEN)
    elif slot == "shield":
        gear.shield(pen, 50, 50, 74 if "heavy" in name else 54, STEEL, "boss")
    elif slot == "gloves":
        for d in (-1, 1):
            pen.poly([(50 + d * 10, 80), (50 + d * 30, 80), (50 + d * 32, 40), (50 + d * 26, 30), (50 + d * 8, 34)],
                     (150, 110, 70), 1.8)
    else:
        {"boots": lambda: gear.boots(pen, 50, 50, 70, (140, 90, 60)), "cloak": lambda: gear.cloak(pen, 50, 50, 76, (60, 110, 150)),
         "belt": lambda: gear.belt(pen, 50, 50, 80, (120, 80, 50)), "helm": lambda: gear.helm(pen, 50, 50, 66),
         "goggles": lambda: gear.goggles(pen, 50, 50, 70, glow), "bracers": lambda: gear.bracers(pen, 50, 50, 64, (140, 100, 60)),
         "necklace": lambda: gear.necklace(pen, 50, 50, 70, (230, 70, 80)), "ring": lambda: gear.ring(pen, 50, 50, 64, glow),
         "scroll": lambda: _scroll(pen, name), "potion": lambda: _potion(pen, name, glow),
         "wand": lambda: gear.wand(pen, 50, 50, 70, glow)}.get(slot, lambda: _trinket(pen, name, glow))()
    star(pen, 84, 16, 7, WHITE, 4, 0.35)   # a magic item's glint


def _scroll(pen: Pen, name: str) -> None:
    """A scroll with the spell it holds drawn small on its seal's side."""
    gear.scroll(pen, 44, 50, 70, (200, 40, 50))
    if "heal" in name:
        pen.box(76, 62, 8, 22, (230, 70, 80), 1.2)
        pen.box(69, 69, 22, 8, (230, 70, 80), 1.2)
    elif "fire" in name:
        gear.flame(pen, 80, 70, 26)
    elif "raise" in name:
        gear.wings(pen, 80, 72, 30)
    else:   # Stone to Flesh: a grey stone
        gear.gem(pen, 80, 70, 26, (160, 160, 170))


def _potion(pen: Pen, name: str, glow: Colour) -> None:
    """A potion: red for curing (a bigger flask the more it cures), blue for a restoration."""
    liquid = (200, 50, 60) if "cure" in name else (90, 150, 230) if "restor" in name else glow
    gear.potion(pen, 50, 50, 80 if "serious" in name else 64, liquid)
    if "restor" in name:
        star(pen, 78, 74, 8, WHITE, 4, 0.35)


def _trinket(pen: Pen, name: str, glow: Colour) -> None:
    if "tools" in name:
        gear.tools(pen, 50, 50, 64)
    elif "bag" in name:
        pen.poly([(30, 40), (70, 40), (80, 84), (20, 84)], (150, 110, 70), 2.0)
        pen.limb((38, 40), (62, 40), 4, (110, 80, 50))
        spiral(pen, 50, 64, 10, 2.0, INK, 1.6)
    elif "charm" in name:
        pen.ring(50, 30, 10, GOLDEN, 3)
        for k in range(4):
            pen.circle(50 + 10 * _cos(k * 2), 60 + 10 * _sin(k * 2), 9, (90, 170, 80))
    else:
        gear.gem(pen, 50, 50, 60, glow)


def _instance(pen: Pen, card: LootCard, number: int) -> None:
    gear.building(pen, 50, 54, 76, (200, 170, 120))
    name = card.name.lower()
    if "heal" in name:
        pen.box(46, 14, 8, 20, (230, 70, 80), 1.2)
        pen.box(40, 20, 20, 8, (230, 70, 80), 1.2)
    elif "bank" in name:
        pen.circle(80, 20, 9, GOLDEN)
        pen.circle(86, 28, 9, GOLDEN)
    elif "market" in name:   # an awning
        for k in range(5):
            pen.poly([(14 + k * 14, 40), (28 + k * 14, 40), (28 + k * 14, 48), (14 + k * 14, 48)],
                     WHITE if k % 2 else (200, 60, 60), 1.0)
    elif "temple" in name:
        gear.sun(pen, 50, 20, 10)
    elif "training" in name:
        gear.sword(pen, 80, 30, 30, 0.5)
        gear.sword(pen, 86, 30, 30, -0.5)
    else:   # a guild hall's banner
        pen.limb((82, 10), (82, 44), 1.6)
        pen.poly([(82, 12), (96, 16), (82, 22)], (60, 120, 200), 1.0)


def _festival(pen: Pen, card: LootCard, number: int) -> None:
    name = card.name.lower()
    if "risia" in name:
        snowflake(pen, 30, 40, 18, WHITE)
        snowflake(pen, 70, 60, 14, WHITE)
    elif "mabar" in name:
        gear.moon(pen, 70, 28, 16, (236, 232, 200), darker(KIND_TINT[Kind.FESTIVAL], 0.3))
        gear.skull(pen, 36, 60, 40)
    else:
        pen.poly([(0, 80), (30, 70), (60, 78), (100, 70), (100, 100), (0, 100)], (80, 160, 200), 1.4)
        gear.sun(pen, 70, 30, 16)
    for k in range(3):
        gear.lantern(pen, 20 + k * 30, 14 + (k % 2) * 6, 18, ((240, 120, 80), (250, 210, 90), (120, 200, 120))[k])


LOOT = {Kind.HERO: _hero, Kind.LEVEL_UP: _level_up, Kind.ENHANCEMENT: _enhancement, Kind.RACE: _race, Kind.FEAT: _feat,
        Kind.SPELL: _spell, Kind.ITEM: _item, Kind.INSTANCE: _instance, Kind.FESTIVAL: _festival}


def _cos(k: int) -> float:
    return [1.0, 0.7071, 0.0, -0.7071, -1.0, -0.7071, 0.0, 0.7071][k % 8]


def _sin(k: int) -> float:
    return _cos(k + 6)
