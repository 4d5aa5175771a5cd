"""Pictures for every card face of the five games, drawn by the app from the card's data.

- `kit`, `gear`: the drawing primitives (a pen in units, backdrops, dancers, arrows, dice,
  weapons, creatures); no words are drawn and no meaning rides on colour alone.
- `ddr`, `dance_card`, `ddo`, `beat_by_beat`, `dancing_queen`: one module per game, each with
  `picture(kind, card_id) -> Picture` (what a table's card face names) and `kinds()`.
- `picture.Picture`: a card's picture as a value a card face can hold; drawn once per size.
- `gallery.card_picture(game_id, kind, card_id, size)`: any card of any game (the player
  pages' markers); it loads all five games' modules, so a table imports only its own.

The package itself imports nothing, so a table that needs one game's pictures does not pay
for the other four games' content.
"""
