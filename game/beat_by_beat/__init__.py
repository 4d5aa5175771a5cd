"""Beat by Beat: the deck-building dance game (rules in game/beat_by_beat/rules.py)."""
