"""DDO: The Card Game — what a hand does on the table, in the game's own places (docs/notation/ddo.md).

The engine's `find_move`: a gesture names an action, legal or not, and every legal action
has one gesture. The places (a card number is the Loot card's place in the catalogue; a
uid is the number a Hero's stack keeps for the whole game):

    hand:S:CODE:N   the N-th copy (from 0) of Loot card CODE in seat S's hand
    hero:UID        a Hero card (on the quest or at home)
    stk:UID:N       the N-th card (from 1) of that Hero's stack
    inst:S:CODE:N   the N-th copy of a Public Instance in seat S's play area
    play:S          seat S's play area
    discard:S       seat S's Loot discard pile
    quest           the quest card (or the Raid)
    foe:I           the I-th card on the monsters' side of the quest (from 0: `m1` is foe:0)
    pet:I           the I-th monster fighting for the party (`p1` is pet:0)

The seat to act: deploys a Loot card by dragging it onto a Hero or its play area (a reward's
discard onto its discard pile); sends a Hero by dragging it onto the quest; in the Raid's
line-up drops a Hero on the Hero at the place being filled (a click on that one keeps it).
In combat the acting Hero is dragged onto a monster to attack it (melee when they touch in
Close Combat, ranged from afar; a Hero that cannot shoot steps up to it instead, as a click does), onto a Trap, Puzzle or Objective to disarm, solve or
complete it; a click on a monster closes with it; a stack card is dragged onto its target
or clicked; a pet is dragged onto the monster it should face, or clicked to act. The rest
are buttons; so is the second meaning of one hand move (ranged from up close for a
Point Blank Hero, setting off a trap it could disarm, leaving an objective undone), and a
card used through another (Quicken Spell's spell, a Bag of Holding's borrowed item), as a
Sorcerer's channelling is.
"""

from __future__ import annotations

from game.core.actions import Act, act
from game.core.gestures import BUTTON, Gesture
from game.ddo.combat import hero_actions
from game.ddo.content import catalogue
from game.ddo.flow import phase_actions
from game.ddo.notation import foe_ref
from game.ddo.state import Phase
from game.ddo.view import DdoObservation, table_state
from game.ddo.work import Work

# One hand move (the acting Hero onto a card of the quest) for several actions: the first of
# these that is legal takes the drag, the others are buttons.
OBSTACLE_VERBS = ("melee", "ranged", "disarm", "solve", "complete", "trigger", "skip")


def hero(uid: int) -> str:
    return f"hero:{uid}"


def gesture(obs: DdoObservation, action: Act) -> Gesture:
    made = _hand_move(obs, action)
    if made.target is None or action.verb not in OBSTACLE_VERBS:
        return made
    rank = OBSTACLE_VERBS.index(action.verb)
    for other in legal_in_view(obs):
        if other.verb in OBSTACLE_VERBS[:rank] and _hand_move(obs, other) == made:
            return BUTTON   # an earlier meaning of the same hand move takes it
    return made


def find_action(obs: DdoObservation, made: Gesture) -> Act | None:
    seat = obs.actor
    source, target = made.source, made.target
    if seat is None or target is None:
        return None
    for action in legal_in_view(obs):
        if not _hand_move(obs, action).is_button and gesture(obs, action) == made:
            return action
    stacks = {hero(s.uid): f"s{i + 1}" for i, s in enumerate(obs.seats[seat].stacks)}
    if source is not None and source.startswith(f"hand:{seat}:"):
        code = _number(source, 2)
        if code is None or not 0 <= code < len(catalogue().loot):
            return None
        key = catalogue().loot[code].key
        if target.startswith("stk:") and _number(target, 1) is not None:
            target = hero(int(target.split(":")[1]))   # a card of a Hero's stack: onto that Hero
        if target in stacks:
            return act("deploy", key, stacks[target])
        if target.startswith("hero:"):
            return act("deploy", key, "teammate")   # a teammate's Hero: the engine says whose Heroes take it
        if target == f"play:{seat}":
            return act("deploy", key)
        return act("discard", key) if target == f"discard:{seat}" else None
    if source in stacks and target == "quest":
        return act("join" if obs.phase is Phase.RAID_JOIN else "commit", stacks[source])
    quest = obs.quest
    if quest is None or obs.phase is not Phase.COMBAT:
        return None
    index = _number(target, 1) if target.startswith("foe:") else None
    if index is None or not 0 <= index < len(quest.foes):
        return None
    ref = foe_ref(quest.boss, index)
    if source is None:
        return act("close", ref)
    if source == hero(quest.line[quest.turn].uid):
        if quest.turn in quest.foes[index].close:
            return act("melee", ref)
        legal = legal_in_view(obs)
        if act("ranged", ref) not in legal and act("close", ref) in legal:
            return act("close", ref)   # a Hero that cannot shoot, dragged onto a monster, steps up to it
        return act("ranged", ref)
    return None


def formality(obs: DdoObservation, legal: tuple[Act, ...]) -> Act | None:
    """A tapped Hero's only action, straightening, is no decision: it happens by itself."""
    if len(legal) == 1 and legal[0].verb == "straighten":
        return legal[0]
    return None


def legal_in_view(obs: DdoObservation) -> tuple[Act, ...]:
    """What the seat to act may do, read from an observation (hands are open in this
    cooperative game; only the decks' orders are hidden, and they decide no choice)."""
    state = table_state(obs)
    if state.phase is Phase.OVER:
        return ()
    if state.phase is Phase.COMBAT and state.quest is not None:
        return tuple(hero_actions(Work(state), state.quest.turn))
    return tuple(phase_actions(state))


# -- from an action to its hand move ----------------------------------------------------------------
def _hand_move(obs: DdoObservation, action: Act) -> Gesture:
    verb, args = action.verb, action.args
    seat = obs.actor
    if seat is None:
        return BUTTON
    if verb == "deploy":
        target = hero(_stack_uid(obs, seat, args[1])) if len(args) > 1 else f"play:{seat}"
        return Gesture(_in_hand(seat, args[0]), target)
    if verb == "discard":
        return Gesture(_in_hand(seat, args[0]), f"discard:{seat}")
    if verb in ("commit", "join"):
        return Gesture(hero(_stack_uid(obs, seat, args[0])), "quest")
    quest = obs.quest
    if verb == "first" and quest is not None:
        # the Raid line, reordered in the line itself: a Hero dropped on the Hero at the next
        # place takes that place (the engine fixes the line place by place); a click on the
        # Hero already there keeps it there
        moved = hero(quest.line[int(args[0][1:]) - 1].uid)
        there = hero(quest.line[quest.turn].uid)
        return Gesture(target=there) if moved == there else Gesture(moved, there)
    if quest is None:
        return BUTTON
    if verb == "use":
        return _use(obs, seat, action)
    acting = hero(quest.line[quest.turn].uid) if obs.phase is Phase.COMBAT else None
    if verb in ("close", "activate"):
        return Gesture(target=_ref_place(obs, args[0]))
    if verb in OBSTACLE_VERBS and len(args) == 1:
        return Gesture(acting, _ref_place(obs, args[0]))
    if verb == "focus":
        return Gesture(_ref_place(obs, args[0]), _ref_place(obs, args[1]))
    return BUTTON   # done, pass, keep, straighten, wait, retreat, back, channel


def _use(obs: DdoObservation, seat: int, action: Act) -> Gesture:
    """A Tap or Discard ability: its card dragged onto the target, or clicked."""
    args = action.args
    quest = obs.quest
    assert quest is not None
    if obs.phase is Phase.COMBAT:
        ability = catalogue().card(args[0]).ability
        if ability is not None and ability.effect in ("quicken", "pool"):
            return BUTTON   # a card cast through another (Quicken Spell, a Bag of Holding)
        source = _stack_card(obs, seat, quest.line[quest.turn].uid, args[0])
        if len(args) == 1:
            return Gesture(target=source)
        return Gesture(source, _ref_place(obs, args[1]))
    if args[0].startswith("s") and args[0][1:].isdigit():   # Banking: a stack card
        source = _stack_card(obs, seat, _stack_uid(obs, seat, args[0]), args[1])
        aim = args[2] if len(args) > 2 else None
    else:                                                   # or a Public Instance
        source = f"inst:{seat}:{catalogue().code(args[0])}:0"
        aim = args[1] if len(args) > 1 else None
    if aim is None:
        return Gesture(target=source)
    return Gesture(source, hero(_stack_uid(obs, seat, aim)))


def _in_hand(seat: int, key: str) -> str:
    return f"hand:{seat}:{catalogue().code(key)}:0"


def _stack_uid(obs: DdoObservation, seat: int, ref: str) -> int:
    return obs.seats[seat].stacks[int(ref[1:]) - 1].uid


def _stack_card(obs: DdoObservation, seat: int, uid: int, key: str) -> str | None:
    """The first untapped copy of a card in a Hero's stack (the Hero card is the Hero itself)."""
    code = catalogue().code(key)
    stack = next(s for s in obs.seats[seat].stacks if s.uid == uid)
    for n in range(1, len(stack.cards)):
        if stack.cards[n] == code and not stack.tapped[n]:
            return f"stk:{uid}:{n}"
    return hero(uid) if stack.cards[0] == code else None


def _ref_place(obs: DdoObservation, word: str) -> str | None:
    """The place of a card the notation names: `b`, `m2`, `h1`, `p1`."""
    quest = obs.quest
    if quest is None or not word:
        return None
    try:
        if word == "b":
            return f"foe:{quest.boss}"
        if word[0] == "m":
            return f"foe:{int(word[1:]) - 1}"
        if word[0] == "h":
            return hero(quest.line[int(word[1:]) - 1].uid)
        if word[0] == "p":
            return f"pet:{int(word[1:]) - 1}"
    except (ValueError, IndexError):
        return None
    return None


def _number(place: str, at: int) -> int | None:
    words = place.split(":")
    return int(words[at]) if len(words) > at and words[at].isdigit() else None


__all__ = ["OBSTACLE_VERBS", "find_action", "formality", "gesture", "hero", "legal_in_view"]
