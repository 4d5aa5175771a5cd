"""The player's own DDO decks: one small JSON file each in the per-user data folder.

Saving is atomic (temp file, fsync, replace: `write_text_atomically`), so a failed write
leaves the old file as it was and the deck in the builder as it is. A file that cannot be
read — not JSON, not a deck, a card the Base set does not have — is refused with one line
naming it and why; the other decks load, and the file itself is left untouched. Whether a
deck may be played is the engine's word (`game.ddo.deck_api`), never decided here.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from game.core.json_files import UnreadableFile, read_json_file
from game.core.names import clean_name
from game.core.records import write_text_atomically
from game.ddo.deck_api import deck_entry, deck_problems_of
from scenes.paths import data_dir

FORMAT = "floorshow-ddo-deck"
VERSION = 1
NAME_LIMIT = 24
DECK_BYTES = 64 * 1024   # a 60-card deck is about 2 KB


def decks_dir() -> Path:
    return data_dir() / "ddo_decks"


@dataclass(frozen=True)
class SavedDeck:
    name: str
    hero: str
    cards: tuple[str, ...]
    path: Path | None = None

    @property
    def problems(self) -> list[str]:
        return deck_problems_of(self.hero, self.cards)

    @property
    def playable(self) -> bool:
        return not self.problems

    def entry(self) -> tuple[str, ...]:
        """The deck written out for the game's `decks` option (so a record carries the cards)."""
        return deck_entry(self.name, self.hero, self.cards)


def file_name(name: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_") or "deck"
    return f"{slug[:40]}.json"


def free_path(name: str, folder: Path | None = None, keep: Path | None = None) -> Path:
    """The file a deck of this name is saved to: its own file `keep` (the deck being edited),
    else the name's file when no other file holds it, else the same with _2, _3… — two decks
    whose names differ only in case or punctuation get two files, never one over the other."""
    folder = folder or decks_dir()
    if keep is not None and keep.parent == folder:
        return keep
    stem = file_name(name)[:-len(".json")]
    path, number = folder / f"{stem}.json", 1
    while path.exists():
        number += 1
        path = folder / f"{stem}_{number}.json"
    return path


def same_name(a: str, b: str) -> bool:
    """Whether two deck names read as one to a player (case and outer spaces aside)."""
    return a.strip().casefold() == b.strip().casefold()


def save_deck(deck: SavedDeck, folder: Path | None = None, path: Path | None = None) -> Path:
    """Write the deck atomically to `path` (by default a file of its name no other deck holds);
    OSError when the folder refuses (nothing is lost then)."""
    path = path or free_path(deck.name, folder)
    data = {"format": FORMAT, "version": VERSION, "name": deck.name, "hero": deck.hero,
            "cards": sorted(deck.cards)}
    write_text_atomically(path, json.dumps(data, indent=1))
    return path


def read_deck(path: Path) -> SavedDeck:
    """One deck file; ValueError with a one-line reason when it cannot be read as a deck.

    Through the app's one JSON reader: a deck is a few KB, so a file past DECK_BYTES is
    refused unread (a huge one stalled the set-up), and one nested too deep is refused too."""
    try:
        data = read_json_file(path, "deck file", DECK_BYTES, path.name)
    except UnreadableFile as bad:
        raise ValueError(bad.reason) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("is not a DDO deck file")
    if data.get("version") != VERSION:
        raise ValueError(f"is a deck file of version {data.get('version')!r}, this app reads {VERSION}")
    name, hero, cards = data.get("name"), data.get("hero"), data.get("cards")
    if not isinstance(name, str) or not isinstance(hero, str) or \
            not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise ValueError("lacks a name, a Hero or a list of cards")
    deck = SavedDeck(clean_name(name, NAME_LIMIT) or "My deck", hero, tuple(cards), path)
    unknown = [p for p in deck.problems if p.startswith(("unknown cards", f"{hero!r} is not"))]
    if unknown:
        raise ValueError(f"names cards this app does not have: {unknown[0]}")
    return deck


def load_decks(folder: Path | None = None) -> tuple[list[SavedDeck], list[str]]:
    """Every deck file, sorted by name, and one line for each file refused."""
    folder = folder or decks_dir()
    decks: list[SavedDeck] = []
    refused: list[str] = []
    try:
        paths = sorted(p for p in folder.glob("*.json") if p.is_file())
    except OSError:
        return [], []
    for path in paths:
        try:
            decks.append(read_deck(path))
        except ValueError as why:
            refused.append(f"{path.name} {why}: not loaded (the file is left as it is)")
    decks.sort(key=lambda d: d.name.lower())
    return decks, refused
