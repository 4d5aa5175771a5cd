"""DDO: The Card Game (`shared/seeds/002_9ee8793fe35b6e2e.txt`): Magic Items that move
between Hero stacks.

The document: a Magic Item deployed to a Hero is "bound" there, "although some cards
allow you to pool items or move them from one Hero Stack to another". Ours: the move is
the `move` ability (Stormreach Bank, in the Banking phase): one Magic Item of one of the
Leader's Hero stacks goes to another of her stacks where the stacking limits allow it,
keeping whether it is tapped; never one whose loss would leave its Hero at 0 HP or below
(an item cannot be pulled from under a wounded Hero). Items stay with their owner's
Heroes: each player plays her own cards. Pooling is the `pool` ability (abilities.py).
"""

from __future__ import annotations

from game.ddo.build import stack_problem
from game.ddo.cards import HP, Kind
from game.ddo.content import catalogue
from game.ddo.events import HeroRef, ItemMoved
from game.ddo.notation import stack_ref
from game.ddo.state import State, evolve, without_at
from game.ddo.stats import hero_values
from game.ddo.work import Work


def _hero(state: State, seat: int, uid: int) -> HeroRef:
    stack = state.seats[seat].stack(uid)
    return HeroRef(seat, uid, catalogue().loot[stack.cards[0]].name)


def _holds_up(state: State, seat: int, s: int, index: int) -> bool:
    """Whether the Hero of stack s keeps more than 0 HP without its card at `index`."""
    owner = state.seats[seat]
    stack = owner.stacks[s]
    lighter = evolve(stack, cards=without_at(stack.cards, index), tapped=without_at(stack.tapped, index))
    after = state.with_seat(seat, evolve(owner, stacks=owner.stacks[:s] + (lighter,) + owner.stacks[s + 1:]))
    return hero_values(after, seat, stack.uid)[HP] - stack.damage > 0


def move_targets(state: State, seat: int) -> list[tuple[str, ...]]:
    """Every (from stack, item, to stack) the seat may move."""
    cat = catalogue()
    owner = state.seats[seat]
    found: list[tuple[str, ...]] = []
    for a, source in enumerate(owner.stacks):
        seen: set[str] = set()
        for index, code in enumerate(source.cards):
            card = cat.loot[code]
            if card.kind is not Kind.ITEM or card.key in seen:
                continue
            seen.add(card.key)
            if not _holds_up(state, seat, a, index):
                continue
            for b, target in enumerate(owner.stacks):
                if b != a and stack_problem(target, card) is None:
                    found.append((stack_ref(a), card.key, stack_ref(b)))
    return found


def move_item(w: Work, seat: int, target: str) -> None:
    """`target` is "s1 longsword s2": that item from stack 1 to stack 2."""
    cat = catalogue()
    source_ref, key, target_ref = target.split()
    owner = w.state.seats[seat]
    a, b = int(source_ref[1:]) - 1, int(target_ref[1:]) - 1
    source, receiver = owner.stacks[a], owner.stacks[b]
    index = next(i for i, c in enumerate(source.cards) if cat.loot[c].key == key)
    code, tapped = source.cards[index], source.tapped[index]
    stacks = list(owner.stacks)
    stacks[a] = evolve(source, cards=without_at(source.cards, index), tapped=without_at(source.tapped, index))
    stacks[b] = evolve(receiver, cards=receiver.cards + (code,), tapped=receiver.tapped + (tapped,))
    w.state = w.state.with_seat(seat, evolve(owner, stacks=tuple(stacks)))
    w.tell(ItemMoved(seat, key, cat.loot[code].name, _hero(w.state, seat, source.uid),
                     _hero(w.state, seat, receiver.uid)))


__all__ = ["move_item", "move_targets"]
