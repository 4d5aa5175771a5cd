"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): setting up a game.

Options (`GameConfig`): `mode` — solo, competitive or cooperative (default: solo for one
seat, competitive otherwise); `students` — each seat's Dance Card by name ("random" or
missing entries are dealt at random, as the document recommends once players know the
game); `challenges` — a number of random Challenge! cards (0–3) or their names. The 32
students are scattered at random in the document's counts (8 on the Refreshments and
the Bleachers, 3 on each Dance Floor, 2 in the Janitor's Office and the Restrooms);
the player whose Student has the lowest ID goes first.
"""

from __future__ import annotations

from typing import Any

from game.core.chance import Chance
from game.core.contract import GameConfig
from game.dance_card.content import MODES
from game.dance_card.mode import Mode
from game.dance_card.roster import Roster, roster
from game.dance_card.state import Seat, State, Step, Task


def _mode(config: GameConfig, r: Roster) -> Mode:
    name = config.option("mode") or ("solo" if config.seats == 1 else "competitive")
    if name not in MODES:
        raise ValueError(f"option 'mode' must be one of {', '.join(MODES)}, not {name!r}")
    mode = Mode(name)
    low, high = r.content.mode(mode).seats  # the Game Mode card's seats
    if not low <= config.seats <= high:
        raise ValueError(f"{mode.title()} mode is for {low}–{high} seats, not {config.seats}")
    return mode


def _names(value: Any, what: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        value = tuple(v.strip() for v in value.split(",") if v.strip())
    if not isinstance(value, (tuple, list)) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"option {what!r} must be a list of names")
    return tuple(value)


def _deal_students(config: GameConfig, r: Roster, chance: Chance) -> tuple[tuple[int, ...],
                                                                         tuple[int, ...], Chance]:
    """Each seat's Student, and the students whose Dance Cards are set aside (Yvette's
    Friends, unless another player already plays them)."""
    wanted = _names(config.option("students"), "students")
    if len(wanted) > config.seats:
        raise ValueError(f"option 'students' names {len(wanted)} students for {config.seats} seats")
    chosen: list[int | None] = []
    for name in wanted:
        if name.lower() == "random":
            chosen.append(None)
            continue
        match = [s.index for s in r.students if s.name.lower() == name.lower()]
        if not match:
            raise ValueError(f"option 'students': there is no student called {name!r}")
        if match[0] in chosen:
            raise ValueError(f"option 'students': {name} is named twice")
        chosen.append(match[0])
    chosen += [None] * (config.seats - len(chosen))
    order, chance = chance.shuffle(range(len(r.students)))
    picked: list[int] = []
    set_aside: set[int] = set()
    for want in chosen:
        student = want
        if student is None:
            student = next(s for s in order if s not in picked and s not in set_aside
                           and s not in chosen)
        picked.append(student)
        info = r.students[student]
        if info.power == "friends_chat_for_you":
            set_aside |= {f for f, _ in info.friends if f not in picked and f not in chosen}
    return tuple(picked), tuple(sorted(set_aside)), chance


def _challenges(config: GameConfig, r: Roster, chance: Chance) -> tuple[tuple[int, ...],
                                                                      tuple[int, ...], Chance]:
    """General Challenge! cards and Chaperones in play, from a count or from names."""
    value = config.option("challenges", 0)
    general = [c.name for c in r.content.challenges]
    chaperones = [c.name for c in r.content.chaperones]
    if isinstance(value, int) and not isinstance(value, bool):
        if not 0 <= value <= 3:
            raise ValueError("option 'challenges' must be 0–3 cards")
        deck, chance = chance.shuffle(general + chaperones)
        names: tuple[str, ...] = deck[:value]
    else:
        names = _names(value, "challenges")
        unknown = [n for n in names if n not in general and n not in chaperones]
        if unknown or len(names) > 3 or len(set(names)) != len(names):
            raise ValueError("option 'challenges' names up to three different Challenge! "
                             f"cards from: {', '.join(general + chaperones)}")
    return (tuple(general.index(n) for n in names if n in general),
            tuple(chaperones.index(n) for n in names if n in chaperones), chance)


def new_state(config: GameConfig, seed: int) -> State:
    """The state before the first turn starts (the first player's turn is on the agenda)."""
    r = roster()
    if not 1 <= config.seats <= 4:
        raise ValueError("Dance Card! is for 1–4 players")
    mode = _mode(config, r)
    chance = Chance.stacked_from(seed, config.option("chance"))  # a stacked set-up
    students, set_aside, chance = _deal_students(config, r, chance)
    general, chaperone_ids, chance = _challenges(config, r, chance)
    scattered, chance = chance.shuffle(range(len(r.students)))
    positions = [0] * len(r.students)
    cursor = 0
    for location in range(len(r.board)):
        for student in scattered[cursor:cursor + r.board.setup_count(location)]:
            positions[student] = location
        cursor += r.board.setup_count(location)
    smooth, chance = chance.shuffle(r.smooth_deck())
    mix_all, chance = chance.shuffle(range(len(r.mix)))
    mix = mix_all[:r.content.mode(mode).mix_it_up_cards]
    seats = []
    for student in students:
        personal: tuple[int, ...] = ()
        if r.students[student].power == "shojo_deck":
            personal, chance = chance.shuffle(range(100, 100 + len(r.shojo)))
        seats.append(Seat(student, personal_deck=personal))
    chaperones = tuple((c, r.location(r.content.chaperones[c].start)) for c in chaperone_ids)
    first = min(range(len(students)), key=lambda s: r.students[students[s]].student_id)
    return State(chance=chance, mode=mode, seats=tuple(seats), positions=tuple(positions),
                 chaperones=chaperones, challenges=general, smooth_deck=smooth, mix_deck=mix,
                 active=first, set_aside=set_aside, agenda=(Task(Step.TURN_START, first),))
