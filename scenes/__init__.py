"""Floorshow's pygame side: the scene stack, the launcher and menus, the table toolkit and
one table per game. Nothing here decides a rule; `game/` does.

Modules import pygame at their top, so import them only once the app starts (start-up
time is measured from the first line of main.py to the first frame).
"""
