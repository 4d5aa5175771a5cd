"""DDO's foes: a monster drawn from its name (a skeleton's skull, a spider's legs, an ooze,
an armed kobold or gnoll), a trap, a puzzle or an optional objective by what it is, a Quest
as a map with its boss, a Raid Boss looming over fire.
"""

from __future__ import annotations

from scenes.art import gear
from scenes.art.kit import GOLDEN, INK, STEEL, WOOD, Pen, backdrop, pick, star

COS = (1.0, 0.7071, 0.0, -0.7071, -1.0, -0.7071, 0.0, 0.7071)   # eighths of a turn


# -- foes --------------------------------------------------------------------------------------
def creature(pen: Pen, name: str, x: float, y: float, size: float, number: int) -> None:
    """A foe drawn from its name: what kind of creature the words say."""
    words = name.lower()
    hue = ((120, 90, 70), (90, 110, 80), (110, 90, 120), (140, 120, 90))[pick(number, 2, 4)]
    if any(w in words for w in ("dog", "wolf", "hyena", "hound", "cat", "boar")):
        gear.beast(pen, x, y, size * 0.9, hue, tusks="boar" in words, mane="wolf" in words or "hyena" in words)
        if "war" in words:   # a war hound's spiked collar
            for k in range(4):
                star(pen, x + size * 0.3 + k * size * 0.05, y - size * 0.1 - k * size * 0.04, size * 0.05, STEEL, 4, 0.4)
    elif any(w in words for w in ("spider", "scorpion", "centipede")):
        gear.crawler(pen, x, y, size * 0.8, (70, 60, 70) if "centipede" not in words else (150, 80, 40),
                     6 if "scorpion" in words else 12 if "centipede" in words else 8, tail="scorpion" in words)
    elif any(w in words for w in ("ooze", "pudding", "spawn")):
        gear.blob(pen, x, y + size * 0.1, size * 0.9, (90, 90, 100) if "gray" in words or "black" in words else (150, 90, 170))
    elif "bat" in words or "harrier" in words or "gargoyle" in words:
        gear.bat(pen, x, y, size * 1.1, (90, 80, 100) if "gargoyle" not in words else (150, 150, 150))
    elif "rat" == words or "rat " in words:
        gear.beast(pen, x, y + size * 0.1, size * 0.6, (120, 110, 110))
    elif "cockatrice" in words:   # a bird with a serpent's tail
        pen.arc(x - size * 0.3, y + size * 0.1, size * 0.25, 3.3, 6.1, 4, (80, 140, 60))
        pen.oval(x, y, size * 0.3, size * 0.22, (220, 200, 120))
        pen.circle(x + size * 0.25, y - size * 0.25, size * 0.13, (220, 200, 120))
        pen.poly([(x + size * 0.35, y - size * 0.28), (x + size * 0.5, y - size * 0.22), (x + size * 0.35, y - size * 0.18)],
                 GOLDEN, 1.0)
        pen.poly([(x + size * 0.2, y - size * 0.36), (x + size * 0.26, y - size * 0.5), (x + size * 0.3, y - size * 0.36)],
                 (220, 60, 60), 1.0)
    elif "lizard" in words:
        gear.brute(pen, x, y, size, (90, 150, 80), "", "spear", eyes=(250, 220, 60))
    elif "vine" in words or "basilisk" in words:
        for k in range(3):
            pen.arc(x - size * 0.2 + k * size * 0.2, y, size * 0.3, 3.3, 6.1, 5, (80, 140, 60))
        pen.circle(x + size * 0.45, y - size * 0.1, size * 0.14, (90, 150, 70))
        pen.circle(x + size * 0.5, y - size * 0.13, size * 0.03, (250, 220, 60), 0.6)
    elif any(w in words for w in ("skelet", "zombie", "ghoul", "mummy", "wraith")):
        if "skelet" in words:
            weapon = "bow" if "archer" in words else "staff" if "arcane" in words else "sword"
            gear.brute(pen, x, y + size * 0.1, size * 0.9, (230, 226, 210), "", weapon, True)
            gear.skull(pen, x, y - size * 0.28, size * 0.34)
        else:
            gear.brute(pen, x, y, size, (120, 150, 110) if "wraith" not in words else (90, 90, 140), "hood" if "wraith" in words else "",
                       "", eyes=(250, 60, 60))
    elif any(w in words for w in ("defender", "statue", "golem", "sentinel")):
        gear.brute(pen, x, y, size, (150, 150, 160), "", "club", eyes=(120, 220, 250))
    else:   # kobolds, gnolls, hobgoblins, drow, giants, trolls, cultists: armed humanoids
        ears = "pointed" if any(w in words for w in ("kobold", "gnoll", "goblin", "bugbear", "drow", "troglo")) else \
            "horns" if any(w in words for w in ("troll", "ogre", "minotaur", "render", "horror")) else \
            "hood" if any(w in words for w in ("wizard", "cultist", "shaman", "conjurer", "assassin")) else "round"
        weapon = "bow" if "archer" in words else "staff" if any(w in words for w in ("wizard", "shaman", "conjurer", "cultist")) \
            else ("sword", "spear", "club")[pick(number, 5, 3)]
        gear.brute(pen, x, y, size, hue if "drow" not in words else (80, 70, 110), ears, weapon,
                   skinny="kobold" in words or "rogue" in words)


def obstacle(pen: Pen, kind: str, name: str, number: int) -> None:
    words = name.lower()
    if kind == "trap":
        if "fire" in words:
            gear.flame(pen, 50, 50, 70)
        elif "gas" in words:
            for k in range(5):
                pen.circle(30 + k * 10, 60 - (k % 2) * 16, 12, (170, 200, 110), 1.4)
        elif "pit" in words:
            pen.oval(50, 70, 36, 14, (40, 30, 30))
            for k in range(5):
                pen.poly([(30 + k * 10, 74), (38 + k * 10, 74), (34 + k * 10, 58)], STEEL, 1.0)
        elif "dart" in words:
            for k in range(3):
                pen.limb((20, 30 + k * 20), (70, 30 + k * 20), 2.0)
                pen.poly([(70, 26 + k * 20), (82, 30 + k * 20), (70, 34 + k * 20)], STEEL, 1.0)
                pen.poly([(20, 30 + k * 20), (12, 24 + k * 20), (12, 36 + k * 20)], (200, 60, 60), 1.0)
        elif "swinging" in words:
            pen.limb((50, 6), (66, 56), 2.4)
            pen.arc(66, 56, 22, 3.6, 6.0, 8, STEEL)
            pen.arc(26, 10, 50, 4.9, 5.5, 1.6)
        elif "blade" in words:
            for k in range(3):
                pen.circle(30 + k * 20, 60, 12, STEEL)
                star(pen, 30 + k * 20, 60, 12, STEEL, 8, 0.7)
            pen.box(10, 72, 80, 8, (100, 80, 60))
        elif "spore" in words:
            pen.box(44, 60, 12, 26, (236, 226, 200), 1.4)
            pen.oval(50, 58, 30, 14, (170, 80, 60))
            for k in range(6):
                pen.circle(24 + k * 10, 30 - (k % 2) * 8, 4, (190, 210, 130), 1.0)
        elif "ceiling" in words:
            for k in range(4):
                pen.poly([(20 + k * 18, 20), (34 + k * 18, 20), (30 + k * 18, 40 + k * 6), (24 + k * 18, 36)], (140, 130, 120))
        elif "rune" in words:
            gear.sigil(pen, 50, 50, 70, (250, 120, 60))
        else:   # spears, blades, darts, spikes
            count = 5 if "spike" in words or "spear" in words else 3
            for k in range(count):
                x = 50 + (k - (count - 1) / 2) * 14
                pen.poly([(x - 4, 86), (x + 4, 86), (x, 30 - (k % 2) * 10)], STEEL, 1.4)
            pen.box(14, 86, 72, 8, (100, 80, 60))
    elif kind == "puzzle":
        if "sigil" in words:
            gear.sigil(pen, 50, 50, 72, (120, 170, 250) if "giant" not in words else (250, 160, 90))
        elif "seal" in words:
            pen.circle(50, 50, 34, (170, 40, 50), 2.4)
            star(pen, 50, 50, 22, (220, 80, 80), 6, 0.6)
            pen.box(40, 38, 20, 22, GOLDEN, 1.6, 3)
            pen.arc(50, 38, 8, 0, 3.14, 3)
        elif "valve" in words:
            for colour, width in ((INK, 9), (STEEL, 5)):   # a wheel: dark edges, steel face
                pen.ring(50, 50, 26, colour, width)
                for k in range(4):
                    pen.limb((50, 50), (50 + 26 * COS[(k * 2) % 8], 50 + 26 * COS[(k * 2 + 6) % 8]), width - 2, colour)
            pen.box(8, 44, 20, 12, STEEL)   # the pipe it turns
            pen.box(72, 44, 20, 12, STEEL)
        elif "vault" in words:
            pen.circle(50, 50, 38, STEEL, 2.4)
            pen.ring(50, 50, 16, INK, 3)
            for k in range(4):
                pen.limb((50, 50), (50 + 24 * COS[(k * 2) % 8], 50 + 24 * COS[(k * 2 + 6) % 8]), 3)
        else:
            gear.door(pen, 50, 50, 80, WOOD if "door" in words else (90, 90, 100) if "iron" not in words else STEEL,
                      bars="gate" in words)
    else:   # an optional objective
        if "chest" in words or "hoard" in words or "loot" in words:
            gear.chest(pen, 50, 56, 70)
            for k in range(3):
                pen.circle(36 + k * 14, 30, 6, GOLDEN)
        elif "idol" in words:
            pen.poly([(36, 86), (64, 86), (60, 30), (40, 30)], (150, 140, 120), 2.0)
            pen.circle(50, 24, 12, (150, 140, 120))
            pen.limb((70, 30), (86, 40), 3)
        elif "door" in words:
            gear.door(pen, 50, 50, 80, (90, 80, 70))
            star(pen, 50, 20, 8, GOLDEN, 4, 0.35)
        else:   # rescue someone, free the slaves
            gear.brute(pen, 50, 56, 70, (180, 150, 110), "round", "", eyes=INK)
            for d in (-1, 1):
                pen.ring(50 + d * 22, 66, 6, STEEL, 2.4)


def quest(pen: Pen, boss: str, number: int) -> None:
    backdrop(pen, (70, 50, 110), "checker", number)
    pen.poly([(8, 14), (92, 8), (94, 90), (6, 94)], (236, 220, 180), 2.0)     # a map
    points = [(16.0, 82.0)] + [(16 + k * 8 + pick(number, k * 3, 3) * 4, 82 - k * 11 - pick(number, k * 3 + 2, 3) * 3)
                               for k in range(1, 6)]   # each quest's own road
    for a, b in zip(points, points[1:]):
        pen.line(a, b, 1.6, (150, 60, 50))
    pen.poly([(12, 78), (20, 86), (12, 86)], (60, 140, 70), 1.0)
    creature(pen, boss, 72, 56, 44, number)
    star(pen, *points[-1], 5, (200, 40, 50), 4, 0.3)


def raid(pen: Pen, name: str, number: int) -> None:
    backdrop(pen, (90, 20, 60), "rays", number)
    for k in range(5):
        gear.flame(pen, 14 + k * 18, 86, 22, (230, 100 + k * 20, 40))
    if "dreamer" in name.lower():
        for k in range(6):   # tentacles and one great eye
            pen.arc(20 + k * 12, 70, 12, 0, 3.14, 4, (90, 60, 120))
        pen.oval(50, 40, 34, 26, (90, 60, 120), 2.0)
        gear.eye(pen, 50, 40, 34, (230, 200, 60))
    else:
        gear.brute(pen, 50, 50, 84, (150, 40, 40), "horns", "spear", eyes=(250, 220, 60))
        gear.wings(pen, 50, 36, 80, (110, 30, 40))
        gear.brute(pen, 50, 50, 84, (150, 40, 40), "horns", "spear", eyes=(250, 220, 60))
