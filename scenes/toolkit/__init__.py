"""The table toolkit every game's table stands on (the frame: docs/table_frame.md).

A game's table is a `TableView[Observation, Action]` subclass (`scenes/toolkit/view.py`) in
`scenes/tables/`, plugged in by one line of `scenes/tables/__init__.py`. It answers:

- `layout(observation, viewer, names, size) -> Layout`: zones (`Zone`: hand, row, pile,
  slot, location), the cards in them (`CardSpot`: a stable key, the zone, a `CardBack`
  with the card's public facts, the `CardFace` when the viewer may see it, or a `peek`
  face for the viewer's own face-down cards), partner links, tokens, labels and a banner.
  Card faces are data: `CardSection`s with a title, text, icon glyphs, a figure and a tint.
- `label(observation, action)`: a legal action in a player's words. What a hand does is the
  engine's (`rules.gesture` / `rules.find_action` over the game's places); `place` and `key`
  translate when the table's card keys carry more than the engine's places.
- Optional: `sound(event)`, `interlude(events, names, viewer)` (a reveal between rounds),
  `prompt`, `result_lines`, `warm_up()` (faces to paint ahead), `seat_anchor` (where
  "thinking" shows), `variants`/`variant_angle` (how a held card turns).

Everything else is generic and comes with `TableScene` (`table.py`), composed of a
`TableModel` (the viewer's observation, legal actions and gestures both ways — `gesture_for`
is the reverse map — and the hand's selection), a `TableBoard` (eased tweens from the layout
diff), a `TableInput` (drag-and-drop with lit targets and refusals that slide home with the
engine's reason, click-to-select, Tab/Enter, hover and right-click zoom), a `TablePainter`
that only reads, `AISeats` (the worker process, with a thinking cue and a minimum pace) and
`LastTurnReplay`; the scene runs the hot-seat curtain, pause (rules, undo, save, settings),
autosave and the end screen. `scenes/tables/dancing_queen.py` is the worked example.
"""
