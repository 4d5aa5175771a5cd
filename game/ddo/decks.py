"""DDO: The Card Game: drawing from the Loot and Monster decks.

The document does not say what happens when a deck runs out; we shuffle its discard
pile into a new deck, and when both are empty nothing is drawn (docs/rules/ddo.md).
Every shuffle is of card keys, so the option `chance` can stack it by naming cards.
"""

from __future__ import annotations

from game.core.chance import Chance
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
            deck, chance = shuffled_loot(w, owner.discard)
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
        monsters = catalogue().monsters
        keys, chance = state.chance.shuffle([monsters[c].key for c in state.monster_discard])
        codes = {monsters[c].key: c for c in state.monster_discard}
        w.state = evolve(state, monster_deck=tuple(codes[k] for k in keys), monster_discard=(),
                         chance=chance)
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


def shuffled_loot(w: Work, cards: tuple[int, ...]) -> tuple[tuple[int, ...], Chance]:
    """Loot cards shuffled by their keys (a stacked shuffle names keys)."""
    cat = catalogue()
    keys, chance = w.state.chance.shuffle([cat.loot[c].key for c in cards])
    return tuple(cat.code(k) for k in keys), chance


def shuffle_loot(w: Work, seat: int) -> None:
    owner = w.state.seats[seat]
    deck, chance = shuffled_loot(w, owner.deck)
    w.state = evolve(w.state.with_seat(seat, evolve(owner, deck=deck)), chance=chance)
    w.tell(LootShuffled(seat, False))
