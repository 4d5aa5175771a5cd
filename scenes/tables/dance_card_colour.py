"""Lettering that reads on a fill: relative luminance and contrast (WCAG 2), for Dance Card!'s
standees, dice and sheets (lettering was once chosen by the sum of the channels)."""

from __future__ import annotations

from scenes.ui import CREAM, INK, Colour


def luminance(colour: Colour) -> float:
    """Relative luminance (WCAG 2): what the eye reads as light, green counting most."""
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Colour, b: Colour) -> float:
    """The contrast ratio of two colours (1 to 21; text wants 4.5 at least)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _ink_on(fill: Colour) -> Colour:
    """The lettering that reads best on a fill: dark ink or cream, by contrast (not by the sum
    of the channels, which took cream on green)."""
    return INK if contrast(INK, fill) >= contrast(CREAM, fill) else CREAM


def ink_on(fill: Colour) -> Colour:
    return _ink_on(fill)
