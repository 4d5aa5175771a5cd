"""What a name may hold — a player's seat name, a deck's name — decided once, at the edge.

A name field takes whatever the keyboard sends: AltGr+Space types a no-break space, a
paste may bring a tab, a zero-width space or a right-to-left override, and an emoji may be
several characters joined by a zero-width joiner. Everything that stores a name (a save, a
deck file, a record's config) keeps exactly what the field kept, and reads back only what
it could have kept, so the two must agree: `name_text` is what a field keeps of typed text,
`clean_name` what a finished name is, and `is_name_text` the check a record's reader makes
(every `clean_name` passes it).

Kept: letters, marks, digits, symbols and emoji of every script, the joiners emoji and
some scripts need (U+200C, U+200D), emoji tag characters, private-use and not-yet-assigned
characters (a newer emoji than this Python knows). Every kind of space, tab or line break
becomes one plain space. Dropped: control characters, lone surrogates and the other
invisible format characters (zero-width space, bidi overrides, soft hyphen, BOM).
"""

from __future__ import annotations

import unicodedata

JOINERS = frozenset("\u200c\u200d")                       # zero-width non-joiner and joiner
EMOJI_TAGS = range(0xE0020, 0xE0080)                     # subdivision flags (🏴 + tags + cancel tag)


def _kept(char: str) -> bool:
    category = unicodedata.category(char)
    if category in ("Cc", "Cs", "Zl", "Zp") or (category == "Zs" and char != " "):
        return False
    if category == "Cf":
        return char in JOINERS or ord(char) in EMOJI_TAGS
    return True


def name_text(typed: str) -> str:
    """What a name field keeps of typed or pasted text: spaces made plain, invisible and
    control characters dropped (nothing trimmed yet: the player may still be typing)."""
    kept = []
    for char in typed:
        if char.isspace() or unicodedata.category(char) in ("Zs", "Zl", "Zp"):
            kept.append(" ")
        elif _kept(char):
            kept.append(char)
    return unicodedata.normalize("NFC", "".join(kept))   # é typed or pasted either way is one é


def clean_name(typed: str, limit: int) -> str:
    """A finished name: `name_text`, runs of spaces as one, no space at either end, at most
    `limit` characters (possibly empty: the caller gives its own default)."""
    words = [word for word in name_text(typed).split(" ") if word]
    return " ".join(words)[:limit].strip()


def is_name_text(text: str) -> bool:
    """Whether text holds only what a name field keeps (what a record's reader accepts in
    names and in option texts such as a deck's name)."""
    return all(char == " " or _kept(char) for char in text)
