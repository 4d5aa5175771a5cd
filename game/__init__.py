"""Floorshow's pure-Python rules engine. Never imports pygame or pytmx."""
