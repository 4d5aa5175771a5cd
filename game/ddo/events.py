"""DDO: The Card Game: what happened, for the log and the table, and the working copy
that the rules modules change while one action is applied.

Hands are open in this cooperative game, so no event is private; a card drawn from a
shuffled deck, a shuffle, and a monster or quest turned over resolve chance and are
undo barriers (`Revealed`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.contract import Event
from game.ddo.state import Foe, Quest, Stack, State, evolve, replace_at


@dataclass(frozen=True)
class Happened(Event):
    """A public fact, with its line for the log; `kind` lets a table pick an animation."""

    kind: str = ""
    line: str = ""

    def text(self, names: tuple[str, ...]) -> str:
        out = self.line
        for seat, name in enumerate(names):
            out = out.replace(f"{{p{seat + 1}}}", name)
        return out


@dataclass(frozen=True)
class Revealed(Happened):
    """A draw, a shuffle or a card turned over: chance resolved, an undo barrier."""

    barrier: ClassVar[bool] = True


class Work:
    """The state being built by one action, and the events it has produced."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.log: list[Event] = []

    def say(self, kind: str, line: str) -> None:
        self.log.append(Happened(kind=kind, line=line))

    def reveal(self, kind: str, line: str) -> None:
        self.log.append(Revealed(kind=kind, line=line))

    @property
    def quest(self) -> Quest:
        assert self.state.quest is not None
        return self.state.quest

    def set_quest(self, quest: Quest | None) -> None:
        self.state = evolve(self.state, quest=quest)

    def foe(self, index: int) -> Foe:
        return self.quest.foes[index]

    def set_foe(self, index: int, foe: Foe) -> None:
        self.set_quest(evolve(self.quest, foes=replace_at(self.quest.foes, index, foe)))

    def set_pet(self, index: int, pet: Foe) -> None:
        self.set_quest(evolve(self.quest, pets=replace_at(self.quest.pets, index, pet)))

    def stack(self, seat: int, uid: int) -> Stack:
        return self.state.seats[seat].stack(uid)

    def set_stack(self, seat: int, stack: Stack) -> None:
        owner = self.state.seats[seat]
        index = owner.stack_index(stack.uid)
        self.state = self.state.with_seat(
            seat, evolve(owner, stacks=replace_at(owner.stacks, index, stack)))
