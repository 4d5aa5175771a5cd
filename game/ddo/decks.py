"""DDO: The Card Game: drawing from the Loot and Monster decks.

The document does not say what happens when a deck runs out; we shuffle its discard
pile into a new deck, and when both are empty nothing is drawn (docs/rules/ddo.md).
"""

from __future__ import annotations

from game.ddo.content import catalogue
from game.ddo.events import DeckEmpty, LootDrawn, LootShuffled, MonsterDeckShuffled
from game.ddo.fight_events import MonsterDrawn
from game.ddo.state import evolve
from game.ddo.work import Work


def draw_loot(w: Work, seat: int, count: int = 1) -> list[int]:
    drawn: list[int] = []
    for _ in range(count):
        owner = w.state.seats[seat]
        if not owner.deck and owner.discard:
            deck, chance = w.state.chance.shuffle(owner.discard)
            owner = evolve(owner, deck=deck, discard=())
            w.state = evolve(w.state.with_seat(seat, owner), chance=chance)
            w.tell(LootShuffled(seat, True))
        if not owner.deck:
            w.tell(DeckEmpty(seat))
            break
        code = owner.deck[0]
        owner = evolve(owner, deck=owner.deck[1:], hand=tuple(sorted(owner.hand + (code,))))
        w.state = w.state.with_seat(seat, owner)
        drawn.append(code)
        w.tell(LootDrawn(seat, catalogue().loot[code].key, catalogue().loot[code].name))
    return drawn


def draw_monster(w: Work) -> int | None:
    state = w.state
    if not state.monster_deck and state.monster_discard:
        deck, chance = state.chance.shuffle(state.monster_discard)
        w.state = evolve(state, monster_deck=deck, monster_discard=(), chance=chance)
        w.tell(MonsterDeckShuffled())
    if not w.state.monster_deck:
        w.tell(DeckEmpty(None))
        return None
    code = w.state.monster_deck[0]
    w.state = evolve(w.state, monster_deck=w.state.monster_deck[1:])
    w.tell(MonsterDrawn(catalogue().monsters[code].key, catalogue().monsters[code].name))
    return code


def discard_monster(w: Work, code: int) -> None:
    w.state = evolve(w.state, monster_discard=w.state.monster_discard + (code,))


def shuffle_loot(w: Work, seat: int) -> None:
    owner = w.state.seats[seat]
    deck, chance = w.state.chance.shuffle(owner.deck)
    w.state = evolve(w.state.with_seat(seat, evolve(owner, deck=deck)), chance=chance)
    w.tell(LootShuffled(seat, False))
