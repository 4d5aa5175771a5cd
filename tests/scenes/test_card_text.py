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
