"""Building Dance Card! positions for rule tests: who stands where, what is in hand, which dice landed."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from game.core.contract import Event, GameConfig
from game.dance_card.agenda import advance
from game.dance_card.content import Face
from game.dance_card.flow import reveal_mix_it_up, spark
from game.dance_card.roster import roster
from game.dance_card.rules import RULES
from game.core.actions import Act
from game.dance_card.state import PoolDie, Roll, State, Step, Task, Turn

PARK = "Bleachers"  # where everybody not named in a scene waits


def scene(students: Iterable[str], where: Mapping[str, str], mode: str = "", seed: int = 1,
          song: str = "", hands: Mapping[int, Iterable[str]] | None = None,
          park: str = PARK, **more: object) -> State:
    """A game whose active seat 0 is at the start of its Action Phase, with every named
    student on the named location (short names: Blue, Refreshments, …; "Stage" for the
    Music Rules! card) and everybody else on `park`; `more` are further options (the
    Deluxe Edition's modules, Challenge! cards …)."""
    names = tuple(students)
    options: dict[str, object] = {"students": names, **more}
    if mode:
        options["mode"] = mode
    state = RULES.new_game(GameConfig.make(len(names), **options), seed)
    r = roster()
    spot = r.location_by_short[park.lower()]
    positions = [spot] * len(state.positions)
    for name, place in where.items():
        positions[r.by_name[name]] = r.stage if place == "Stage" else r.location_by_short[place.lower()]
    seats = list(state.seats)
    for seat, cards in (hands or {}).items():
        seats[seat] = replace(seats[seat], hand=tuple(sorted(r.card_slugs[c] for c in cards)))
    edition = state.edition if state.edition.dial >= 0 else replace(state.edition, dial=0)
    return replace(state, positions=tuple(positions), seats=tuple(seats), active=0,
                   song_colour=song, turn=Turn(), roll=None, edition=edition,
                   agenda=(Task(Step.MAIN, 0), Task(Step.TURN_END, 0)))


def where(state: State, name: str) -> str:
    """A student's location by its short name ("Stage": up on the Music Rules! card)."""
    r = roster()
    return r.short(state.positions[r.by_name[name]])


def fire_spark(state: State, seat: int = 0) -> tuple[State, list[Event]]:
    """Every face-up Spark! fires (a Spark! icon on the dial), then the game runs on to the
    next decision."""
    log: list[Event] = []
    state = spark(replace(state, active=seat), seat, log)
    return advance(state, log), log


def reveal(state: State, card: str, seat: int = 0) -> tuple[State, list[Event]]:
    """The Mix It Up! card named `card` is revealed by `seat` and carried out."""
    r = roster()
    index = next(i for i, c in enumerate(r.mix) if c.name == card)
    deck = (index,) + tuple(c for c in state.mix_deck if c != index)
    log: list[Event] = []
    state = reveal_mix_it_up(replace(state, mix_deck=deck, active=seat), seat, log)
    return advance(state, log), log


def play(state: State, *texts: str) -> State:
    """Apply actions by their notation (each must be legal)."""
    for text in texts:
        state, _ = RULES.apply(state, RULES.parse_action(state, text))
    return state


def landed(state: State, faces: Iterable[str]) -> State:
    """Replace the dice of the dance in its before-roll window by a roll that landed as
    given ("eye", "2", "2+heart"), opening the after-roll window."""
    assert state.roll is not None and state.agenda[0].step is Step.POOL
    shown = tuple(_face(text) for text in faces)
    assert len(shown) == len(state.roll.pool)
    task = replace(state.agenda[0], step=Step.ROLL)
    return replace(state, roll=replace(state.roll, faces=shown), agenda=(task,) + state.agenda[1:])


def with_pool(state: State, colours: Iterable[str]) -> State:
    """Keep only the named dice (in order) of the gathered pool: for examples whose roll
    shows part of a pool."""
    assert state.roll is not None
    pool = list(state.roll.pool)
    kept = []
    for colour in colours:
        die = next(d for d in pool if d.colour == colour)
        pool.remove(die)
        kept.append(die)
    return replace(state, roll=replace(state.roll, pool=tuple(kept)))


def _face(text: str) -> Face:
    number, icons = 0, []
    for part in text.split("+"):
        if part.lstrip("-").isdigit():
            number += int(part)
        else:
            icons.append(part)
    return Face(number, tuple(icons))


def pool_of(roll: Roll) -> list[tuple[str, str]]:
    return [(d.colour, d.source) for d in roll.pool]


def legal(state: State) -> set[str]:
    return {str(a) for a in RULES.legal_actions(state)}


def refusal(state: State, text: str) -> str:
    from game.dance_card.notation import read
    found = RULES.check(state, read(text))
    assert found is not None, f"{text} is legal"
    return found.reason


def status(state: State, seat: int = 0) -> tuple[int, int, int]:
    return state.seats[seat].status


__all__ = ["Act", "PoolDie", "fire_spark", "landed", "legal", "play", "pool_of", "refusal",
           "reveal", "scene", "status", "where", "with_pool"]
