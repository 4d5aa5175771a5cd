"""DDO's table for any eyes (issue 24): no text smaller than 10 px at 1280×720 on its most
crowded table or on a quest in progress, a Feat and a Spell told apart by shape and word (their
tints collapse under deuteranopia), and text contrast of 4.5:1 — the HP figures on their bar, a
sleeping boss's values."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.ddo.cards import Kind
from scenes.app import App
from scenes.flow import open_match
from scenes.tables.ddo_crowded import crowded_match
from scenes.ui import CREAM, Fonts
from tests.scenes.driving import frames, settle

STARS = "✦✧✶✷✸✹✺★☆✴✵❋❉"


def luminance(colour: tuple[int, ...]) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _spy(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, tuple[int, ...]]]:
    seen: list[tuple[str, int, tuple[int, ...]]] = []
    original = Fonts.text

    def text(self: Fonts, words: str, size: int, colour: Any = CREAM, bold: bool = False) -> pygame.Surface:
        seen.append((words, size, tuple(colour)))
        return original(self, words, size, colour, bold)

    monkeypatch.setattr(Fonts, "text", text)
    return seen


def test_no_text_on_the_most_crowded_table_is_under_10_px(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _spy(monkeypatch)
    open_match(app, crowded_match(), False)
    settle(app)
    frames(app, 3)
    assert pygame.display.get_surface().get_size() == (1280, 720)
    small = sorted({(size, words) for words, size, _ in seen if size < 10})
    assert seen and not small, f"{len(small)} texts under 10 px: {small[:10]}"


def test_a_feat_and_a_spell_differ_in_shape_and_say_their_kind(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.tables.ddo_look import KIND_GLYPH, LootTile
    feat, spell = KIND_GLYPH[Kind.FEAT], KIND_GLYPH[Kind.SPELL]
    assert feat != spell and not (feat in STARS and spell in STARS), (feat, spell)
    seen = _spy(monkeypatch)
    for kind, glyph in (("Feat", feat), ("Spell", spell)):
        LootTile("Cleave", kind, glyph, "+1 ATK", (110, 70, 140)).paint(app.fonts, (78, 94))
        assert kind in {words for words, _, _ in seen}, f"a {kind}'s tile does not say so"


def test_hp_figures_and_a_sleeping_bosss_values_read_at_4_5_to_1(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.tables.ddo_look import FOE_TINT, HP_EMPTY, HP_FILL, Plate
    seen = _spy(monkeypatch)
    boss = Plate("Ice Spider", "b · boss", (("ATK", 2), ("RNG", 1), ("DEF", 2), ("DMG", 2)), 2, 2,
                 tint=FOE_TINT["boss"], dim=True, flag="ASLEEP")
    image = boss.paint(app.fonts, (100, 133))
    fill = image.get_at((4, 60))   # the plate's body, inside its frame, beside its values
    values = [(words, colour) for words, _, colour in seen if words[:3] in ("ATK", "RNG", "DEF", "DMG")]
    assert values
    for words, colour in values:
        assert contrast(colour, tuple(fill)) >= 4.5, (words, colour, tuple(fill))
    hp = [colour for words, _, colour in seen if words.startswith("HP ")]
    assert hp and all(contrast(c, HP_FILL) >= 4.5 and contrast(c, HP_EMPTY) >= 4.5 for c in hp)


def test_cream_names_read_on_every_band_colour() -> None:
    """A card's name is cream on its kind's band, a foe's on its kind's: each at 4.5:1 or more
    (a trap's band was 3.95:1, a Public Instance's 4.1:1)."""
    from scenes.tables.ddo_look import FOE_TINT, HERO_TINT, KIND_TINT
    low = {str(kind): round(contrast(CREAM, tint), 2) for kind, tint in
           [*KIND_TINT.items(), *FOE_TINT.items(), ("hero", HERO_TINT)] if contrast(CREAM, tint) < 4.5}
    assert not low, low
