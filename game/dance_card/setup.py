"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): setting up a game.

Options (declared in `options.py`, checked first): `mode` — solo, competitive or
cooperative (default: solo for one seat, competitive otherwise); `students` — each seat's
Dance Card by name ("random" or missing entries are dealt at random, as the document
recommends once players know the game); `challenges` — how many random Challenge! cards
(0–3), or `challenge_cards` — up to three by name; `edition` and the Deluxe modules'
flags, `music_rules` and `spin_dial` (`edition.py`). The 32 students are scattered at
random in the document's counts (8 on the Refreshments and the Bleachers, 3 on each
Dance Floor, 2 in the Janitor's Office and the Restrooms); the Cool Kids start where
their card says; the player whose Student has the lowest ID goes first.

Every draw of a base game happens in the order it always did, and the Deluxe Edition's
own draws (the Music Rules! card at random) come after them, so a base game deals
exactly as it did before the Deluxe Edition existed.
"""

from __future__ import annotations

from game.core.chance import Chance
from game.core.contract import GameConfig
from game.core.options import OptionError, check_options
from game.dance_card.edition import DIAL_TO_CHOOSE, Edition
from game.dance_card.mode import Mode
from game.dance_card.options import CHOOSE, MUSIC_RULES, OPTIONS, RANDOM, SPIN_DIALS
from game.dance_card.roster import Roster, roster
from game.dance_card.state import Seat, State, Step, Task

TITLE = "Dance Card!"


def _mode(config: GameConfig, r: Roster) -> Mode:
    name = config.option("mode") or ("solo" if config.seats == 1 else "competitive")
    mode = Mode(name)
    low, high = r.content.mode(mode).seats  # the Game Mode card's seats
    if not low <= config.seats <= high:
        raise OptionError(f"{mode.title()} mode is for {low}–{high} seats, not {config.seats}.")
    return mode


def _flag(config: GameConfig, key: str, deluxe: bool) -> bool:
    """A Deluxe module's flag: as given, else on with the Deluxe Edition."""
    value = config.option(key)
    return deluxe if value is None else bool(value)


def read_edition(config: GameConfig) -> tuple[Edition, bool]:
    """The Deluxe modules in play, and whether the Music Rules! card is still to be drawn
    at random (it is drawn last, so a base game's draws keep their order)."""
    deluxe = config.option("edition") == "deluxe"
    music = config.option("music_rules") or (RANDOM if deluxe else MUSIC_RULES[0])
    dial = config.option("spin_dial") or (CHOOSE if deluxe else SPIN_DIALS[0])
    edition = Edition(
        cool_kids=_flag(config, "cool_kids", deluxe),
        challenges=_flag(config, "deluxe_challenges", deluxe),
        smooth_moves=_flag(config, "deluxe_smooth_moves", deluxe),
        mix_it_up=_flag(config, "deluxe_mix_it_up", deluxe),
        music=0 if music == RANDOM else MUSIC_RULES.index(music),
        dial=DIAL_TO_CHOOSE if dial == CHOOSE else SPIN_DIALS.index(dial))
    return edition, music == RANDOM


def _names(config: GameConfig, key: str) -> tuple[str, ...]:
    return tuple(config.option(key) or ())


def _student_index(r: Roster, name: str, edition: Edition) -> int:
    match = [s.index for s in r.students if s.name.lower() == name.lower()]
    if not match:
        raise OptionError(f"Dance Card!'s option 'students': there is no student called {name!r}.")
    if match[0] >= r.students_in_play(edition):
        raise OptionError(f"{r.name(match[0])} is one of the Cool Kids: their Dance Cards are "
                          "only dealt with Cool Kids! in the game.")
    return match[0]


def _deal_students(config: GameConfig, r: Roster, chance: Chance,
                   edition: Edition) -> tuple[tuple[int, ...], tuple[int, ...], Chance]:
    """Each seat's Student, and the students whose Dance Cards are set aside (Yvette's
    Friends, unless another player already plays them)."""
    wanted = _names(config, "students")
    if len(wanted) > config.seats:
        raise OptionError(f"Dance Card!'s option 'students' names {len(wanted)} students for "
                          f"{config.seats} seats.")
    chosen: list[int | None] = []
    for name in wanted:
        if name.lower() == "random":
            chosen.append(None)
            continue
        index = _student_index(r, name, edition)
        if index in chosen:
            raise OptionError(f"Dance Card!'s option 'students' names {r.name(index)} twice.")
        chosen.append(index)
    chosen += [None] * (config.seats - len(chosen))
    order, chance = chance.shuffle(range(r.students_in_play(edition)))
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


def _challenge_pool(r: Roster, edition: Edition) -> tuple[list[str], list[str]]:
    """The general Challenge! cards and the Chaperones a game may draw or name: the base
    game's ten, the Deluxe Edition's nine with them (Not Cool! only beside the Cool Kids)."""
    general = [c.name for c in r.content.challenges
               if not c.deluxe or (edition.challenges and edition.cool_kids)]
    chaperones = [c.name for c in r.content.chaperones if not c.deluxe or edition.challenges]
    return general, chaperones


def _challenges(config: GameConfig, r: Roster, chance: Chance,
                edition: Edition) -> tuple[tuple[int, ...], tuple[int, ...], Chance]:
    """General Challenge! cards and Chaperones in play, from a count or from names."""
    named = _names(config, "challenge_cards")
    if named and config.option("challenges") is not None:
        raise OptionError("Dance Card! takes Challenge! cards either at random ('challenges') or "
                          "by name ('challenge_cards'), not both.")
    all_general = [c.name for c in r.content.challenges]
    all_chaperones = [c.name for c in r.content.chaperones]
    if not named:
        general, chaperones = _challenge_pool(r, edition)
        deck, chance = chance.shuffle(general + chaperones)
        names: tuple[str, ...] = deck[:config.option("challenges", 0)]
    else:
        names = named
        known = all_general + all_chaperones
        unknown = [n for n in names if n not in known]
        if unknown or len(names) > 3 or len(set(names)) != len(names):
            raise OptionError("Dance Card!'s option 'challenge_cards' names up to three different "
                              f"Challenge! cards from: {', '.join(known)}.")
        for name in names:
            card = r.content.challenges[all_general.index(name)] if name in all_general else None
            if card is not None and not edition.cool_kids and \
                    any(e.kind == "not_cool" for e in card.effects):
                raise OptionError(f"{name} is about the Cool Kids: it needs Cool Kids! in the game.")
    return (tuple(all_general.index(n) for n in names if n in all_general),
            tuple(all_chaperones.index(n) for n in names if n in all_chaperones), chance)


def _positions(r: Roster, chance: Chance, edition: Edition) -> tuple[tuple[int, ...], Chance]:
    """The 32 base standees scattered in the document's counts; Cool Kids on their start."""
    scattered, chance = chance.shuffle(range(r.base_students))
    positions = [0] * r.students_in_play(edition)
    cursor = 0
    for location in range(len(r.board)):
        for student in scattered[cursor:cursor + r.board.setup_count(location)]:
            positions[student] = location
        cursor += r.board.setup_count(location)
    for student in r.cool_kids:
        if student < len(positions):
            positions[student] = r.location(r.content.students[student].start)
    return tuple(positions), chance


def new_state(config: GameConfig, seed: int) -> State:
    """The state before the first turn starts (the first player's turn is on the agenda)."""
    check_options(TITLE, OPTIONS, config)
    r = roster()
    if not 1 <= config.seats <= 4:
        raise OptionError("Dance Card! is for 1–4 players.")
    mode = _mode(config, r)
    edition, music_at_random = read_edition(config)
    try:
        chance = Chance.stacked_from(seed, config.option("chance"))  # a stacked set-up
        students, set_aside, chance = _deal_students(config, r, chance, edition)
        general, chaperone_ids, chance = _challenges(config, r, chance, edition)
        positions, chance = _positions(r, chance, edition)
        smooth, chance = chance.shuffle(r.smooth_deck(edition))
        mix_all, chance = chance.shuffle(r.mix_pool(edition))
        size = r.content.mode(mode).mix_it_up_cards
        mix = mix_all[:size] if size else mix_all
        seats = []
        for student in students:
            personal: tuple[int, ...] = ()
            if r.students[student].power == "shojo_deck":
                personal, chance = chance.shuffle(range(100, 100 + len(r.shojo)))
            seats.append(Seat(student, personal_deck=personal))
        if music_at_random:
            card, chance = chance.choice(MUSIC_RULES)
            edition = Edition(edition.cool_kids, edition.challenges, edition.smooth_moves,
                              edition.mix_it_up, MUSIC_RULES.index(card), edition.dial)
    except OptionError:
        raise
    except ValueError as bad:  # a stacked draw the set-up cannot make
        raise OptionError(f"Dance Card!'s option 'chance': {bad}.") from None
    chaperones = tuple((c, r.location(r.content.chaperones[c].start)) for c in chaperone_ids)
    first = min(range(len(students)), key=lambda s: r.students[students[s]].student_id)
    agenda: tuple[Task, ...] = (Task(Step.TURN_START, first),)
    if edition.dial == DIAL_TO_CHOOSE:  # set-up step 11: the first player picks the dial
        agenda = (Task(Step.DIAL, first, source="Spin Dial"),) + agenda
    return State(chance=chance, mode=mode, seats=tuple(seats), positions=positions,
                 chaperones=chaperones, challenges=general, smooth_deck=smooth, mix_deck=mix,
                 active=first, set_aside=set_aside, agenda=agenda, edition=edition)


__all__ = ["TITLE", "new_state", "read_edition"]
