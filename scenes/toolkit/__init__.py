"""The table toolkit every game's table stands on: card faces and backs drawn from content
data, zones, tweens, the log, the AI worker and the generic table scene.

A game's table is a small `TableView` subclass (see `scenes/toolkit/view.py`) mapping its
observation to zones and cards and its legal actions to gestures.
"""
