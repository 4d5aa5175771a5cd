"""The table's undo takes back one move and the log forgets the lines that move wrote."""

from __future__ import annotations

from game.ddr.notation import Interfere
from scenes.app import App
from tests.scenes.ddr_driving import lift, position
from tests.scenes.driving import frames

ANA = ("U/perfect", "D/great", "L/good", "R/good", "freeze")
BO = ("L/good", "R/good", "U/good", "D/good", "dark-mini")


def _play(app: App, table: object, text: str) -> None:
    rules = table.rules  # type: ignore[attr-defined]
    assert table.play(rules.parse_action(table.match.state, text))  # type: ignore[attr-defined]
    frames(app, 2)


def test_undo_removes_the_lines_of_the_move_it_took_back(app: App) -> None:
    """The bug: after undo the log still said "Ana plays Dark Mini on Eddie"."""
    table = position(app, ("first-light", "bobs-encore"), (ANA, BO))
    for text in ("keep", "step U/perfect", "link freeze 1", "done", "refill"):
        _play(app, table, text)
    lift(app)
    assert table.model.viewer == 1
    _play(app, table, "keep")
    dark = next(a for a in table.model.legal if isinstance(a, Interfere) and a.card == "dark-mini")
    assert table.play(dark)
    frames(app, 2)
    said = [words for words, _ in table.log.entries]
    assert any("plays Dark Mini on Ana" in words for words in said)
    note = table.undo()
    assert note.startswith("Took back your last move: ") and "Dark Mini" in note
    said = [words for words, _ in table.log.entries]
    assert not any("Dark Mini on" in words for words in said), said
    assert said[-1] == "Bo took a move back."
    assert [str(s.action) for s in table.match.steps][-1] == "keep"
