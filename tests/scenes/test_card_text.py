"""A full-size card's body text: it shrinks to a smaller readable type before it loses a line,
and a line it still loses is counted in `clipped_text`, never dropped silently."""

from __future__ import annotations

from scenes.app import App
from scenes.toolkit.cards import CARD_SIZE, CardFace, CardPainter, CardSection

LONG = ("Discard (in a quest): every active monster looking at this Hero loses 2 HP and suffers Slow "
        "until the end of the next round; then draw a card.")


def test_a_long_body_shrinks_to_fit_instead_of_losing_lines(app: App) -> None:
    painter = CardPainter(app.fonts)
    app.fonts.clipped.clear()
    painter.prepare(CardFace((CardSection("Icy Wind", LONG),)), CARD_SIZE)
    assert not app.fonts.clipped


def test_a_body_too_long_for_any_readable_type_is_counted(app: App) -> None:
    painter = CardPainter(app.fonts)
    app.fonts.clipped.clear()
    painter.prepare(CardFace((CardSection("Icy Wind", LONG * 4),)), CARD_SIZE)
    assert LONG * 4 in app.fonts.clipped


def test_the_body_ends_above_the_caption(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Larger print ran into the kind line at the foot ('Link card'): the body's area stops above it."""
    import pygame
    painter = CardPainter(app.fonts)
    areas: list[pygame.Rect] = []
    real = CardPainter._draw_section
    monkeypatch.setattr(CardPainter, "_draw_section",
                        lambda self, surface, section, area, full: areas.append(area) or real(self, surface, section,
                                                                                               area, full))
    painter.prepare(CardFace((CardSection("Quick Restep", LONG),), caption="Link card"), CARD_SIZE)
    caption = app.fonts.text("Link card", max(9, CARD_SIZE[0] // 12))
    assert areas and areas[0].bottom - 2 <= CARD_SIZE[1] - 6 - caption.get_height()   # its text ends 2 px up
