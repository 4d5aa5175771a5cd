"""DDO: The Card Game — the engine, content and AI teammates (docs/rules/ddo.md)."""
