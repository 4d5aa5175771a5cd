"""Floorshow's Tiled boards: maps from `levels/` read with pytmx into plain rules values.

Kept outside `game/` because pytmx imports pygame; the engine only sees the values.
"""
