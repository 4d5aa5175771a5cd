"""DDO: The Card Game: the working copy that the rules modules change while one action is
applied, and the events (events.py, fight_events.py, harm_events.py) it has produced so far."""

from __future__ import annotations

from game.core.contract import Event
from game.ddo.state import Foe, Quest, Stack, State, evolve, replace_at


class Work:
    """The state being built by one action, and the events it has produced."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.log: list[Event] = []

    def tell(self, event: Event) -> None:
        self.log.append(event)

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


__all__ = ["Work"]
