"""Dance Card! — what a hand does on the table, in the game's own places (docs/notation/dance_card.md).

The engine's `find_move`: a gesture names an action, legal or not, and every legal action
has one gesture. The places:

    st:NAME         a student's standee (`st:Kate`)
    loc:SHORT       a location of the gym, by its short name as the notation writes it (`loc:Blue`)
    partner:SLOT    a Partner on your Dance Card (0, 1, 2 from the left)
    contact:NAME    a Contact (or a Crush) named on your Dance Card
    card:CODE:N     the N-th copy (from 0) of a Smooth Moves! card in your hand, by its card number
    play            anywhere on the gym: a card played for an effect that names nothing
    ditch           the ditch pile
    icon:ICON       an icon chip of the dance panel (`icon:heart`)
    die:N           die N of the dance in progress (from 1, as the notation counts them)
    song:COLOUR     a colour chip under the Song Die (when the song's colour is picked)
    loc:Stage       the Music Rules! card (Joe goes up onto it)

A Move drags a standee onto a location (or onto a standee: where that one stands); Aria's
Floor Hop drags her own standee, Benjamin's call the Partner's, Maxine's company is dragged
onto where she went (or clicked). A click on a Partner dances, or shakes off its Failure where
that is what the step or your ability means; a click on a Contact chats. A card dragged onto the
gym, the ditch pile, a Partner, an icon or a die plays (or ditches) it; a die dragged onto
another copies it (Juniper), a click on one picks it for a reroll. The rest are buttons.

The Deluxe Edition: Joe's standee dragged onto the Music Rules! card goes up (`stage`), and
from there onto a Dance Floor comes down (`land`); Slide! is dragged onto the Dance Floor it
slides your Student to; Rumor! onto the student who comes (to the Student of the Dance Card
naming them); Dab! onto the gym; Switch! is one standee dragged onto the other while a
Switch! card is in your hand (a drop on a standee is otherwise a Move to where it stands);
Charlotte's reroll is a card dragged onto a die, when playing that card on it is not open.

Two legal actions a hand would make the same way: the first in the legal order keeps the drag
and the other is a button (Aria's Floor Hop where she may as well simply Move there, Benjamin's
call where the Partner may simply be Moved, a card ditched for an icon it could add by playing).
Whether the first is legal is read from the viewer's own observation (the acting seat knows
everything that decides what it may do).
"""

from __future__ import annotations

import random

from game.core.actions import Act, act
from game.core.gestures import BUTTON, Gesture
from game.dance_card.actions import main_actions
from game.dance_card.content import ICONS
from game.dance_card.decisions import choices
from game.dance_card.roster import Roster, roster
from game.dance_card.state import FAILURE, Step
from game.dance_card.view import DanceCardObservation, determinize

# A later action whose hand move an earlier legal one may take: verb -> the earlier twin.
TWIN_OF = {"hop": "move", "call": "move", "icon": "play", "redo": "play"}
STAGE = "Stage"   # the Music Rules! card as a place (`roster().short(roster().stage)`)


def standee(name: str) -> str:
    return f"st:{name}"


def location(short: str) -> str:
    return f"loc:{short}"


def card(code: int, copy: int = 0) -> str:
    return f"card:{code}:{copy}"


def die(index: int) -> str:
    """Die `index` (from 0) of the dance as a place (counted from 1, as the notation does)."""
    return f"die:{index + 1}"


def step_of(obs: DanceCardObservation) -> Step | None:
    """The step the game waits on (None once it is over)."""
    return obs.agenda[0].step if obs.agenda and obs.ending is None else None


def gesture(obs: DanceCardObservation, action: Act) -> Gesture:
    made = _hand_move(obs, action)
    twin = _twin(obs, action)
    if made.target is not None and twin is not None and twin in legal_in_view(obs):
        return BUTTON    # the earlier twin makes this hand move
    if made.target is not None and _kind(roster(), action) == "rumor":
        first = _first_rumor(obs, action.args[2])   # several Dance Cards name the student: the first keeps the drag
        if first is not None and first != action:
            return BUTTON
    return made


def find_action(obs: DanceCardObservation, made: Gesture) -> Act | None:
    source, target = made.source, made.target
    if target is None:
        return None
    r = roster()
    me = r.students[obs.me.student]
    found: Act | None = None
    if source is not None and source.startswith("st:"):
        found = _standee_drop(obs, r, source[3:], target)
    elif source is not None and source.startswith("card:"):
        found = _card_drop(obs, r, source, target)
    elif source is not None and source.startswith("die:"):
        found = _die_drop(obs, source, target)
    elif source is None:
        found = _click(obs, r, target)
    if found is None:
        return None
    twins = [a for a in _later_twins(obs, me.index, found, r) if _hand_move(obs, a) == made]
    if twins:
        legal = legal_in_view(obs)
        if found not in legal:   # the earlier twin is not legal: the hand move makes the later one, if that is
            return next((a for a in twins if a in legal), found)
    return found


def formality(obs: DanceCardObservation, legal: tuple[Act, ...]) -> Act | None:
    return None


def legal_in_view(obs: DanceCardObservation) -> tuple[Act, ...]:
    """What the viewer may do, read from their own observation: a world dealt from it (the
    hidden cards at random, which decide nothing of the viewer's own choices)."""
    state = determinize(obs, random.Random(0))
    if not state.agenda or state.ending is not None:
        return ()
    task = state.agenda[0]
    return tuple(main_actions(state)) if task.step is Step.MAIN else tuple(choices(state, task))


def maxine_place(obs: DanceCardObservation) -> str:
    """The short name of where the student who takes company along (Maxine) stands."""
    r = roster()
    return r.short(obs.positions[r.power_holder["carry_along"]])


# -- from an action to its hand move ---------------------------------------------------------------
def _hand_move(obs: DanceCardObservation, a: Act) -> Gesture:
    r = roster()
    verb, args = a.verb, a.args
    mine = obs.me.student
    if verb == "move":
        return Gesture(standee(args[0]), location(args[1]))
    if verb == "hop":
        return Gesture(standee(r.name(mine)), location(args[0]))
    if verb == "call":
        return Gesture(standee(args[0]), location(r.short(obs.positions[mine])))
    if verb == "carry":   # dragged onto where Maxine went, or clicked: a standee with this one thing to do
        return Gesture(standee(args[0]), location(maxine_place(obs)), click_too=True)
    if verb in ("dance", "clear") and len(args) == 1:
        return Gesture(target=f"partner:{_slot(obs, r, args[0])}")
    if verb == "chat" and len(args) == 1:
        return Gesture(target=f"contact:{args[0]}")
    if verb == "play":
        return _play(obs, r, a)
    if verb == "ditch":
        return Gesture(card(r.card_slugs[args[0]]), "ditch")
    if verb == "icon":
        return Gesture(card(r.card_slugs[args[1]]), f"icon:{args[0]}")
    if verb == "copy" and obs.roll is not None:
        return Gesture(die(int(args[1]) - 1), die(int(args[0]) - 1))
    if verb == "pick" and obs.roll is not None:
        return Gesture(target=die(int(args[0]) - 1))
    if verb == "song":
        return Gesture(target=f"song:{args[0]}")
    if verb == "stage":
        return Gesture(standee(holder_name("stage_dive")), location(STAGE))
    if verb == "land":
        return Gesture(standee(holder_name("stage_dive")), location(args[0]))
    if verb == "redo" and obs.roll is not None:
        return Gesture(card(r.card_slugs[args[1]]), die(int(args[0]) - 1))
    return BUTTON   # end, roll, keep, nerve, pass, scout, reroll, selfie, a dance or chat with a choice


def _play(obs: DanceCardObservation, r: Roster, a: Act) -> Gesture:
    slug, rest = a.args[0], a.args[1:]
    source = card(r.card_slugs[slug])
    if not rest:
        return Gesture(source, "play")
    kind = _kind(r, a)
    if kind == "switch_places" and len(rest) == 2:
        return Gesture(standee(rest[0]), standee(rest[1]))
    if kind == "rumor" and len(rest) == 2:
        return Gesture(source, standee(rest[1]))
    if kind == "slide_to_floor":
        return Gesture(source, location(rest[0]))
    aim = rest[0]
    if aim.isdigit():
        return Gesture(source, die(int(aim) - 1))
    if aim in r.by_name:
        return Gesture(source, f"partner:{_slot(obs, r, aim)}")
    return Gesture(source, f"icon:{aim}")


def _twin(obs: DanceCardObservation, a: Act) -> Act | None:
    """The earlier action in the legal order that would take this one's hand move."""
    r = roster()
    mine = obs.me.student
    if a.verb == "hop":
        return act("move", r.name(mine), a.args[0])
    if a.verb == "call":
        return act("move", a.args[0], r.short(obs.positions[mine]))
    if a.verb == "icon":
        return act("play", a.args[1], a.args[0])
    if a.verb == "redo":
        return act("play", a.args[1], a.args[0])
    return None


def _later_twins(obs: DanceCardObservation, mine: int, found: Act, r: Roster) -> list[Act]:
    """The later actions whose hand move `found` makes when `found` itself is not legal."""
    verb, args = found.verb, found.args
    power = r.students[mine].power   # only the power's holder has the later twins
    if verb == "move" and len(args) == 2:
        if power == "floor_hop" and args[0] == r.name(mine):
            return [act("hop", args[1])]
        if power == "pull_partner_and_dance" and args[1] == r.short(obs.positions[mine]):
            return [act("call", args[0])]
    if verb == "play" and len(args) == 2 and args[1] in ICONS and power == "ditch_card_for_icon":
        return [act("icon", args[1], args[0])]
    if verb == "play" and len(args) == 2 and args[1].isdigit() and power == "ditch_card_reroll_die":
        return [act("redo", args[1], args[0])]
    return []


# -- from a hand move to its action --------------------------------------------------------------
def _standee_drop(obs: DanceCardObservation, r: Roster, name: str, target: str) -> Act | None:
    if name not in r.by_name:
        return None
    if step_of(obs) is Step.CARRY and target == location(maxine_place(obs)):
        return act("carry", name)          # dropped where Maxine went: taken along
    if target == location(STAGE):          # only Joe goes up onto the Music Rules! card
        return act("stage") if name == holder_name("stage_dive") else None
    on_stage = obs.positions[r.by_name[name]] == r.stage
    if target.startswith("loc:") and target[4:].lower() in r.location_by_short:
        return act("land" if on_stage else "move", *(() if on_stage else (name,)), target[4:])
    if target.startswith("st:") and target[3:] in r.by_name and _switch_in_hand(r, obs) and \
            _neighbours(obs, r, name, target[3:]):
        pair = sorted((name, target[3:]), key=r.by_name.__getitem__)   # Student-ID order, as the notation names them
        return act("play", "switch", *pair)
    if target.startswith("st:") and target[3:] in r.by_name:
        # dropped on a standee: a move to where that student stands (the engine says why not)
        return act("move", name, r.short(obs.positions[r.by_name[target[3:]]]))
    return None


def _card_drop(obs: DanceCardObservation, r: Roster, source: str, target: str) -> Act | None:
    code = _number(source, 1)
    if code is None or not _is_card(r, code):
        return None
    slug = r.card_slug(code)
    if target == "ditch":
        return act("ditch", slug)
    if target == "play":
        return act("play", slug)
    kind = _kind(r, act("play", slug))
    if kind == "slide_to_floor" and target.startswith("loc:"):
        return act("play", slug, target[4:])
    if kind == "rumor" and target.startswith("st:") and target[3:] in r.by_name:
        return _first_rumor(obs, target[3:]) or act("play", slug, _rumor_owner(obs, r, target[3:]), target[3:])
    slot = _number(target, 1) if target.startswith("partner:") else None
    if slot is not None and 0 <= slot < 3:
        return act("play", slug, r.name(r.students[obs.me.student].partners[slot].student))
    if target.startswith("icon:") and len(target) > 5:
        return act("play", slug, target[5:])
    index = _die(obs, target)
    if index is not None:
        return act("play", slug, index + 1)
    return None


def _die_drop(obs: DanceCardObservation, source: str, target: str) -> Act | None:
    moved, onto = _die(obs, source), _die(obs, target)
    if moved is None or onto is None:
        return None
    return act("copy", onto + 1, moved + 1)


def _click(obs: DanceCardObservation, r: Roster, target: str) -> Act | None:
    step = step_of(obs)
    me = r.students[obs.me.student]
    slot = _number(target, 1) if target.startswith("partner:") else None
    if slot is not None and 0 <= slot < 3:
        name = r.name(me.partners[slot].student)
        failed = obs.me.status[slot] == FAILURE
        clearing = step is Step.CLEAR or (failed and me.power == "clear_failure_with_partner")
        return act("clear", name) if clearing else act("dance", name)
    if target.startswith("contact:") and target[8:] in r.by_name:
        return act("chat", target[8:])
    if target.startswith("song:") and len(target) > 5:
        return act("song", target[5:])
    if target.startswith("st:") and step is Step.CARRY and target[3:] in r.by_name:
        return act("carry", target[3:])
    index = _die(obs, target)
    if index is not None:
        return act("pick", index + 1)
    return None


def _slot(obs: DanceCardObservation, r: Roster, name: str) -> int | None:
    me = r.students[obs.me.student]
    return next((slot for slot, p in enumerate(me.partners) if r.name(p.student) == name), None)


def _die(obs: DanceCardObservation, place: str) -> int | None:
    """The die (from 0) a `die:N` place names, while a dance's dice are out."""
    number = _number(place, 1) if place.startswith("die:") else None
    if number is None or obs.roll is None or not 1 <= number <= len(obs.roll.pool):
        return None
    return number - 1


def _number(place: str, at: int) -> int | None:
    words = place.split(":")
    return int(words[at]) if len(words) > at and words[at].isdigit() else None


def _is_card(r: Roster, code: int) -> bool:
    return code in r.card_slugs.values()


def holder_name(power: str) -> str:
    """The student whose ability `power` is (Joe: `stage_dive`)."""
    r = roster()
    return r.name(r.power_holder[power])


def _kind(r: Roster, a: Act) -> str:
    """What a played card does (its effect's kind), "" for any other action."""
    if a.verb != "play" or not a.args or a.args[0] not in r.card_slugs:
        return ""
    effects = r.card(r.card_slugs[a.args[0]]).effects
    return effects[0].kind if effects else ""


def _first_rumor(obs: DanceCardObservation, student: str) -> Act | None:
    """The first legal Rumor! bringing `student` over (the legal order: seat by seat)."""
    r = roster()
    return next((a for a in legal_in_view(obs) if _kind(r, a) == "rumor" and a.args[2:] == (student,)), None)


def _rumor_owner(obs: DanceCardObservation, r: Roster, student: str) -> str:
    """Whose Student a Rumor! not open now would name: your own, else the first Dance Card
    naming `student` (the engine then says why it is refused)."""
    index = r.by_name[student]
    for view in (obs.me, *obs.seats):
        info = r.students[view.student]
        named = {p.student for p in info.partners} | {info.rival} | {f for f, _ in info.friends} | \
            {c for p in info.partners for c, _ in p.contacts} | {p.crush for p in info.partners}
        if index in named:
            return r.name(view.student)
    return r.name(obs.me.student)


def _switch_in_hand(r: Roster, obs: DanceCardObservation) -> bool:
    return any(_kind(r, act("play", r.card_slug(c))) == "switch_places" for c in obs.me.hand or () if not r.is_shojo(c))


def _neighbours(obs: DanceCardObservation, r: Roster, a: str, b: str) -> bool:
    """Whether two students stand on adjacent locations of the gym (Switch!'s pair)."""
    here, there = obs.positions[r.by_name[a]], obs.positions[r.by_name[b]]
    return r.stage not in (here, there) and r.board.are_adjacent(here, there)


__all__ = ["STAGE", "card", "die", "find_action", "formality", "gesture", "holder_name", "legal_in_view",
           "location", "maxine_place", "standee", "step_of"]
