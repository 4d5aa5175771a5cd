"""DDO: The Card Game: drawing from the Loot and Monster decks.

The document does not say what happens when a deck runs out; we shuffle its discard
pile into a new deck, and when both are empty nothing is drawn (docs/rules/ddo.md).
"""

from __future__ import annotations

from game.ddo.content import catalogue
from game.ddo.events import Work
from game.ddo.state import evolve


def draw_loot(w: Work, seat: int, count: int = 1) -> list[int]:
    drawn: list[int] = []
    for _ in range(count):
        owner = w.state.seats[seat]
        if not owner.deck and owner.discard:
            deck, chance = w.state.chance.shuffle(owner.discard)
            owner = evolve(owner, deck=deck, discard=())
            w.state = evolve(w.state.with_seat(seat, owner), chance=chance)
            w.reveal("shuffle", f"{{p{seat + 1}}} shuffles the Loot discard pile into a new deck")
        if not owner.deck:
            w.say("empty", f"{{p{seat + 1}}} has no Loot card left to draw")
            break
        code = owner.deck[0]
        owner = evolve(owner, deck=owner.deck[1:], hand=tuple(sorted(owner.hand + (code,))))
        w.state = w.state.with_seat(seat, owner)
        drawn.append(code)
        w.reveal("draw", f"{{p{seat + 1}}} draws {catalogue().loot[code].name}")
    return drawn


def draw_monster(w: Work) -> int | None:
    state = w.state
    if not state.monster_deck and state.monster_discard:
        deck, chance = state.chance.shuffle(state.monster_discard)
        w.state = evolve(state, monster_deck=deck, monster_discard=(), chance=chance)
        w.reveal("shuffle", "The Monster discard pile is shuffled into a new Monster deck")
    if not w.state.monster_deck:
        w.say("empty", "The Monster deck is empty")
        return None
    code = w.state.monster_deck[0]
    w.state = evolve(w.state, monster_deck=w.state.monster_deck[1:])
    w.reveal("monster", f"Monster card: {catalogue().monsters[code].name}")
    return code


def discard_monster(w: Work, code: int) -> None:
    w.state = evolve(w.state, monster_discard=w.state.monster_discard + (code,))


def shuffle_loot(w: Work, seat: int) -> None:
    owner = w.state.seats[seat]
    deck, chance = w.state.chance.shuffle(owner.deck)
    w.state = evolve(w.state.with_seat(seat, evolve(owner, deck=deck)), chance=chance)
    w.reveal("shuffle", f"{{p{seat + 1}}} shuffles the Loot deck")
