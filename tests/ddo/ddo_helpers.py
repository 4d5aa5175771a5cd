"""Scenario helpers for the DDO rules tests: stacked decks, hand-built quests, notation."""

from __future__ import annotations

from game.core.contract import Event, GameConfig
from game.ddo.content import catalogue
from game.ddo.rules import RULES
from game.ddo.state import Foe, Fighter, Phase, Quest, Stack, State, evolve, replace_at


def code(key: str) -> int:
    return catalogue().code(key)


def monster(key: str) -> int:
    return next(i for i, m in enumerate(catalogue().monsters) if m.key == key)


def quest_code(key: str) -> int:
    return next(i for i, q in enumerate(catalogue().quests) if q.key == key)


def new(decks: tuple[str, ...] = ("warrior",), seed: int = 1, **options: object) -> State:
    return RULES.new_game(GameConfig.make(len(decks), decks=decks, **options), seed)


def with_stack(state: State, seat: int, keys: tuple[str, ...], index: int = 0,
               tapped: bool = False, damage: int = 0) -> State:
    owner = state.seats[seat]
    cards = tuple(code(k) for k in keys)
    if index < len(owner.stacks):
        old = owner.stacks[index]
        stack = Stack(old.uid, cards, (tapped,) + (False,) * (len(cards) - 1), damage)
        stacks = replace_at(owner.stacks, index, stack)
    else:
        stack = Stack(state.next_uid, cards, (tapped,) + (False,) * (len(cards) - 1), damage)
        stacks = owner.stacks + (stack,)
        state = evolve(state, next_uid=state.next_uid + 1)
    return state.with_seat(seat, evolve(owner, stacks=stacks))


def with_hand(state: State, seat: int, keys: tuple[str, ...]) -> State:
    return state.with_seat(seat, evolve(state.seats[seat], hand=tuple(sorted(code(k) for k in keys))))


def in_combat(state: State, heroes: tuple[tuple[int, int], ...],
              foes: tuple[tuple[str, str, int], ...], boss: str = "information_is_key",
              awake: bool = False, turn: int = 0) -> State:
    """A quest in progress: heroes as (seat, stack index); foes as (source, key, focus)."""
    line = tuple(Fighter(seat, state.seats[seat].stacks[i].uid) for seat, i in heroes)
    built = []
    for source, key, focus in foes:
        built.append(Foe(source, monster(key) if source == "monster" else quest_code(key),
                         focus=focus))
    built.append(Foe("quest", quest_code(boss), focus=0 if awake else -1))
    quest = Quest(quest_code(boss), line, tuple(built), awake=awake, turn=turn)
    return evolve(state, phase=Phase.COMBAT, quest=quest, waiting=())


def play(state: State, *texts: str) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for text in texts:
        action = RULES.parse_action(state, text)
        state, happened = RULES.apply(state, action)
        events.extend(happened)
    return state, events


def lines(events: list[Event]) -> list[str]:
    return [e.text(("A", "B", "C", "D", "E", "F")) for e in events]


def legal(state: State) -> set[str]:
    return {str(a) for a in RULES.legal_actions(state)}
