"""Dancing Queen — the card kinds its player page may show (game/core/player_page.py).

`dancer` is a whole card, both halves, by its id in the content (`bands_four` is ABBA and
Queen); `back` is a dancer lying face down, as the table shows it, by the gender it shows
(`girl` or `boy`).
"""

from __future__ import annotations

from game.core.player_page import CardKind
from game.dancing_queen.cards import Gender, cards


def _ids() -> tuple[str, ...]:
    return tuple(c.card_id for c in cards())


def _dancer(card_id: str) -> str:
    card = next(c for c in cards() if c.card_id == card_id)
    rotate = {h.name for h in (card.girl, card.boy) if h.rotate}
    halves = [f"{h.name} ({h.gender.value}{', rotate' if h.name in rotate else ''}): {h.text}"
              for h in (card.girl, card.boy)]
    return " / ".join(halves)


def _back(gender: str) -> str:
    shown = Gender(gender)
    return (f"a dancer lying face down with its {shown.value} end towards the rival: "
            f"everyone sees a {shown.value} ({shown.symbol}), only its owner knows the card.")


CARD_KINDS = (
    CardKind("dancer", "Dancer card", _ids, _dancer),
    CardKind("back", "Face-down dancer", lambda: tuple(g.value for g in Gender), _back),
)
