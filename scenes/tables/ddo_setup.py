"""DDO on the seat set-up: each seat picks the deck it plays — a prebuilt one or one of the
player's own, made in the deck builder — and the chosen decks go into the game's config written
out, so the record replays without the deck files. Reached through DDO's plug
(`scenes/tables/__init__.py`); the set-up screen knows it only as a `SeatChoice`.
"""

from __future__ import annotations

from game.ddo.deck_api import config_options, prebuilt
from game.ddo.flow import DEFAULT_DECKS
from scenes.stack import Host, Scene
from scenes.tables.ddo_deck_builder import DeckBuilderScene
from scenes.tables.ddo_deck_files import SavedDeck, load_decks

DeckEntry = str | tuple[str, ...]   # a prebuilt deck's key, or a saved deck written out


class DeckChoice:
    """The deck each seat plays, as the set-up offers it."""

    word = "Deck"
    builder = "✚ Build a deck…"

    def offered(self) -> tuple[list[tuple[str, object]], list[str], str]:
        """What a seat may play: (words, the `decks` entry) for every prebuilt deck and every saved
        deck that meets the deck rules; one line per deck file refused; and one line saying which
        saved decks are not offered because they are unfinished ("" if none)."""
        choices: list[tuple[str, object]] = [(d.name, d.key) for d in prebuilt()]
        saved, refused = load_decks()
        for deck in saved:
            if deck.playable:
                choices.append((yours(deck.name), deck.entry()))
        return choices, refused, unfinished_line([d for d in saved if not d.playable])

    def default(self, seat: int) -> object:
        """The prebuilt deck a seat plays unless it picks another (the engine's default)."""
        return DEFAULT_DECKS[seat % len(DEFAULT_DECKS)]

    def options(self, picked: list[object]) -> dict[str, object]:
        """The config options the seats' decks become (a player's own deck written out whole)."""
        entries: list[DeckEntry] = [entry for entry in picked if isinstance(entry, (str, tuple))]
        return dict(config_options(entries))

    def builder_scene(self, app: Host) -> Scene:
        return DeckBuilderScene(app)


def yours(name: str) -> str:
    """A saved deck's name as a seat's choice says it: marked as the player's own, unless its name
    says so already (the builder names a copy "The Vanguard (mine)": not "(mine) (yours)")."""
    words = name.lower().replace("(", " ").replace(")", " ").split()
    return name if {"mine", "my", "yours", "your"} & set(words) else f"{name} (yours)"


def unfinished_line(waiting: list[SavedDeck]) -> str:
    """Why a saved deck is missing from the seats' choices, in one line: the engine's first
    reason for one deck, the count and names for more."""
    if not waiting:
        return ""
    if len(waiting) == 1:
        return f"Your deck “{waiting[0].name}” is unfinished ({waiting[0].problems[0]}): finish it in ✚ Build a deck…"
    names = ", ".join(f"“{d.name}”" for d in waiting[:3]) + (" …" if len(waiting) > 3 else "")
    return f"{len(waiting)} of your decks are unfinished ({names}): finish them in ✚ Build a deck…"
