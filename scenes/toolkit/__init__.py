"""The table toolkit every game's table stands on.

A game's table is one small module in `scenes/tables/` with a `TableView` subclass
(`scenes/toolkit/view.py`), registered in `scenes/tables/__init__.py`. It answers:

- `layout(observation, viewer, names, size) -> Layout`: zones (`Zone`: hand, row, pile,
  slot, location), the cards in them (`CardSpot`: a stable key, the zone, a `CardBack`
  with the card's public facts, the `CardFace` when the viewer may see it, or a `peek`
  face for the viewer's own face-down cards), partner links, tokens, labels and a banner.
  Card faces are data: `CardSection`s with a title, text, icon glyphs, a figure and a tint.
- `gestures(observation, legal) -> tuple[Gesture, ...]`: each legal action as a hand would
  make it: drag `source` onto `target` (a card key or a zone key), click `target`, or a
  button (neither). `variant` names how a held card must be turned (`variants` lists the
  ways, R / right-click / the wheel cycles them, `variant_angle` draws them).
- `candidate(observation, source, target, variant)`: the action a gesture would mean even
  when it is not legal, so the table can ask `rules.check` why (python-chess's find_move).
- Optional: `sound(event)`, `interlude(events, names, viewer)` (a reveal between rounds),
  `power_card(observation)` (a card whose drag stands for clicking a target),
  `warm_up()` (faces to paint ahead), `seat_anchor` (where "thinking" shows).

Everything else is generic and comes with `TableScene` (`table.py`): eased tweens from the
layout diff, drag-and-drop with lit targets and refusals that slide home with the engine's
reason, click-to-select, Tab/Enter, hover and right-click zoom, the log narrated per
viewer, AI seats in the worker process (`ai_worker.py`) with a thinking cue and a minimum
pace, the hot-seat curtain, pause (rules, undo, save, settings), autosave and the end
screen. `scenes/tables/dancing_queen.py` is the worked example.
"""
