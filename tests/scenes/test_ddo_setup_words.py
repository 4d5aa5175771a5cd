"""DDO's set-up and deck builder as a new player meets them (issue 25): the set-up asks in DDO's
words, a copied deck is not called "(mine) (yours)", the builder's tabs share one type size and
a short kind uses both columns of the list. Each failed before its fix."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game import registry
from game.ddo.deck_api import prebuilt
from scenes.app import App
from scenes.setup import SeatSetupScene
from scenes.tables.ddo_deck_builder import LIST, DeckBuilderScene
from scenes.tables.ddo_deck_files import SavedDeck, save_deck
from scenes.tables.ddo_setup import DeckChoice
from scenes.ui import CREAM, Fonts


def _spy(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    seen: list[tuple[str, int]] = []
    original = Fonts.text

    def text(self: Fonts, words: str, size: int, colour: Any = CREAM, bold: bool = False) -> pygame.Surface:
        seen.append((words, size))
        return original(self, words, size, colour, bold)

    monkeypatch.setattr(Fonts, "text", text)
    return seen


def test_the_setup_asks_in_ddos_words_not_who_is_dancing(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _spy(monkeypatch)
    SeatSetupScene(app, registry.entry("ddo")).draw(app.screen)
    titles = [words for words, _ in seen if words.startswith("DDO")]
    assert titles and not any("dancing" in t for t in titles), titles
    seen.clear()
    SeatSetupScene(app, registry.entry("dance_card")).draw(app.screen)   # a dance game still dances
    assert any("who is dancing?" in words for words, _ in seen)


def test_a_copied_deck_is_not_mine_and_yours(app: App, home: Path) -> None:
    builder = DeckBuilderScene(app)
    builder.copy_source()        # a copy of the first prebuilt deck, named as the builder names it
    source = prebuilt()[0]
    save_deck(SavedDeck(builder.name, source.hero, source.cards))
    save_deck(SavedDeck("Brawlers", source.hero, source.cards))
    words = [w for w, _ in DeckChoice().offered()[0]]
    assert f"{source.name} (mine)" in words and "Brawlers (yours)" in words, words
    assert not any("(mine) (yours)" in w for w in words), words


def test_the_builders_tabs_share_one_type_size(app: App, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    builder = DeckBuilderScene(app)
    seen = _spy(monkeypatch)
    builder.draw(app.screen)
    tabs = {size for words, size in seen if any(words.endswith(f" {n}") for n in range(0, 61))
            and words.split()[1:2] and words.split()[1].rstrip(".") in
            ("Heroes", "Level", "Races", "Enhance", "Feats", "Spells", "Items", "Instances", "Festivals")}
    assert len(tabs) == 1, tabs


def test_a_short_kind_uses_both_columns_of_the_list(app: App, home: Path) -> None:
    builder = DeckBuilderScene(app)
    builder.kind = 0   # the Heroes: fewer than a column holds
    count = len(builder.shown())
    assert 1 < count
    rects = [builder.row_rect(i) for i in range(count)]
    assert all(r is not None for r in rects)
    right = [r for r in rects if r is not None and r.left >= LIST.centerx]
    assert right, "every row in the left half of the panel"


def test_ddo_set_up_names_its_pack_and_is_played_together(app: App) -> None:
    """The set-up showed the pack by its key ("harbor") and called a cooperative game
    "You against 1 AI seat"."""
    scene = SeatSetupScene(app, registry.entry("ddo"))
    app.stack.push(scene)
    app.fonts.clipped.clear()
    drawn: list[str] = []
    real = app.fonts.text

    def spy(words: str, *args: object, **kwargs: object) -> object:
        drawn.append(words)
        return real(words, *args, **kwargs)  # type: ignore[arg-type]
    app.fonts.text = spy  # type: ignore[method-assign,assignment]
    try:
        scene.draw(pygame.Surface(app.screen_size))
    finally:
        app.fonts.text = real  # type: ignore[method-assign]
    shown = " | ".join(drawn)
    assert "The Harbor" in shown and "harbor ▶" not in shown
    assert "together" in shown and "You against" not in shown
