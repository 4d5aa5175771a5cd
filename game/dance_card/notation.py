"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): reading the action notation.

The notation (docs/notation/dance_card.md) is the text of an action: a verb and its
words — `move Kate Blue`, `dance Dwight`, `chat Isabel`, `nerve`, `play the-look 2`,
`ditch fancy`, `roll`, `keep`, `end`. Reading ignores case and extra spaces and finds
the legal action with that text; a text that names no legal action is explained.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.actions import Act
from game.dance_card.roster import roster


def normalise(text: str) -> str:
    return " ".join(text.strip().lower().split())


def find(legal: Sequence[Act], text: str) -> Act | None:
    """The legal action whose notation is `text` (ignoring case and spacing)."""
    wanted = normalise(text)
    for action in legal:
        if normalise(str(action)) == wanted:
            return action
    return None


def read(text: str) -> Act:
    """An action from its words, legal or not (to explain a refusal); student names and
    locations get their usual capitals."""
    r = roster()
    words = text.strip().split()
    if not words:
        return Act("")
    args = []
    for word in words[1:]:
        proper = word[:1].upper() + word[1:].lower()
        if proper in r.by_name:
            args.append(proper)
        elif word.lower() in r.location_by_short:
            args.append(r.location_short[r.location_by_short[word.lower()]])
        else:
            args.append(word.lower())
    if words[0].lower() == "play" and args[:1] == ["switch"] and len(args) == 3 and \
            args[1] in r.by_name and args[2] in r.by_name:
        # Switch! names two students in Student-ID order; either order is read.
        args[1:] = sorted(args[1:], key=r.by_name.__getitem__)
    return Act(words[0].lower(), tuple(args))
