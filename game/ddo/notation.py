"""DDO: The Card Game — actions and their text notation (docs/notation/ddo.md).

An action is the house's `Act` (game/core/actions.py), a verb and its words:
`Act("melee", ("m2",))` reads `melee m2`. Cards are named by their key (`magic_missile`,
`fighter-3`); a seat's Hero stacks by `s1`, `s2`… in the order they were deployed; the quest line's Heroes by `h1`…, its monster cards by
`m1`… and its boss by `b`; monsters fighting for a Hero by `p1`…. `str` and `read`
round-trip; reading ignores case and extra spaces.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.actions import Act, act


VERBS = frozenset({
    "deploy", "use", "done", "commit", "pass", "join", "first", "keep", "discard",
    "straighten", "wait", "retreat", "back", "close", "melee", "ranged", "channel",
    "disarm", "trigger", "solve", "complete", "skip", "focus", "activate",
})


def normalise(text: str) -> str:
    return " ".join(text.strip().lower().split())


def read(text: str) -> Act:
    words = normalise(text).split()
    if not words:
        return Act("")
    return Act(words[0], tuple(words[1:]))


def find(legal: Sequence[Act], text: str) -> Act | None:
    wanted = normalise(text)
    for action in legal:
        if str(action) == wanted:
            return action
    return None


def foe_ref(quest_boss: int, index: int) -> str:
    return "b" if index == quest_boss else f"m{index + 1}"


def foe_index(quest_boss: int, ref: str) -> int:
    """The foe a reference names (`b` the boss, `m2` the second monster card): foe_ref's
    inverse."""
    return quest_boss if ref == "b" else int(ref[1:]) - 1


def hero_ref(index: int) -> str:
    return f"h{index + 1}"


def stack_ref(index: int) -> str:
    return f"s{index + 1}"


def pet_ref(index: int) -> str:
    return f"p{index + 1}"


__all__ = ["VERBS", "Act", "act", "find", "foe_index", "foe_ref", "hero_ref", "normalise", "pet_ref",
           "read", "stack_ref"]
