"""Dance Card!'s words whole at the least readable size: shrink, then the regular weight,
then a shorter form a player still reads (a name's first letters, a hand counted) — a cut
with "…" only past that, and counted by the fonts."""

from __future__ import annotations

from scenes.ui import Fonts


def fit_words(fonts: Fonts, words: str, size: int, width: int, bold: bool = True) -> tuple[str, int]:
    """Shrink, then shorten, until the words fit the width (a cut is counted by the fonts)."""
    return fonts.fit(words, size, width, bold)


def plate_name(fonts: Fonts, name: str, size: int, width: int) -> tuple[str, int, bool]:
    """A name whole on its plate: bold, else regular weight (narrower); in the most crowded
    places a long name shortens to its first letters and a stop ("Benj."), never fewer than
    four (no two students share them), and the zoom reads it whole. Cut only past that (counted)."""
    for bold in (True, False):
        fitting = fonts.fits(name, size, width, bold)
        if fitting is not None:
            return name, fitting, bold
    for letters in range(len(name) - 2, 3, -1):
        short = name[:letters].rstrip(" .") + "."
        fitting = fonts.fits(short, size, width, False)
        if fitting is not None:
            return short, fitting, False
    words, fitting = fonts.fit(name, size, width, False)
    return words, fitting, False


def shown_hands(hand: str) -> tuple[str, ...]:
    """A shown hand ("Hand: Do-Over!, Do-Over!, Hands Up!") whole, then its copies counted
    ("Do-Over! ×2, Hands Up!"), then how many cards; a hidden hand as it is."""
    names = hand.removeprefix("Hand: ").split(", ")
    if not hand.startswith("Hand: ") or "hidden" in hand or hand == "Hand: no cards":
        return (hand,)
    counted = ", ".join(n + (f" ×{names.count(n)}" if names.count(n) > 1 else "") for n in dict.fromkeys(names))
    return hand, f"Hand: {counted}", f"Hand: {len(names)} card{'s' * (len(names) != 1)}"
