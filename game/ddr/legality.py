"""DDR: The Card Game — what may be played now, and why not (seeds/000_f5e342758678e2e9.txt).

`legal_actions` is the single definition of legality; `explain` gives the reason a
player reads when an action is refused. Both follow the same checks in the same order;
a test walks random games and compares them on every candidate action.
"""

from __future__ import annotations

from game.core.contract import Illegal
from game.ddr.cards import (
    DOUBLE,
    FREEZE,
    MINE,
    QUICK_RESTEP,
    REVERSE_TORNADO,
    card_label,
    is_arrow,
    is_interference,
    is_sharp,
    is_step,
)
from game.ddr.content import catalogue
from game.ddr.notation import (
    DONE,
    DRAW,
    KEEP,
    REFILL,
    Action,
    Attach,
    BeatStep,
    ChooseSong,
    Done,
    Draw,
    Interfere,
    Keep,
    PlayLink,
    PlayStep,
    Refill,
    Restep,
    Return,
    ShuffleBack,
    place,
)
from game.ddr.songs import StepKind
from game.ddr.state import HAND_SIZE, Dancer, Phase, Slot, State

R_SONG = "Choosing a song"
R_OPEN = "Your turn, step 1: draw a card or shuffle up to two back"
R_STEP = "Your turn, step 2: one Step card"
R_LINK = "Your turn, step 3: one Link card"
R_INTERFERE = "Your turn, step 4: one Interference card"
R_RECONCILE = "Your turn, step 5: back to five cards"
R_DOUBLE = "Link cards: Double Step"
R_FREEZE = "Link cards: Freeze Arrow"
R_MINE = "Link cards: Mine"
R_RESTEP = "Link cards: Quick Restep"
R_BEAT = "Interference cards: Beat"
R_DARK = "Interference cards: Dark Mini"
R_OVER = "End of the game"
MAX_SHUFFLED = 2  # "discard up to two cards"

_PHASE_OF = {ChooseSong: Phase.SONG, Draw: Phase.OPEN, ShuffleBack: Phase.OPEN, Keep: Phase.OPEN,
             Return: Phase.RECONCILE, Refill: Phase.RECONCILE}
_RULE_OF = {ShuffleBack: R_OPEN, Return: R_RECONCILE, PlayLink: R_LINK, Interfere: R_INTERFERE,
            Attach: R_DOUBLE}  # the rule a card-in-hand refusal points to (else R_STEP)
_NOW = {Phase.SONG: "choose a song", Phase.OPEN: "draw a card or shuffle up to two back",
        Phase.PLAY: "play your cards or say done", Phase.RECONCILE: "get back to five cards",
        Phase.OVER: "nothing: the game is over"}


def next_double(dancer: Dancer) -> int | None:
    """The next plain double step still ahead in a dancer's chart (Reverse Tornado)."""
    for index in range(len(dancer.slots), len(dancer.chart)):
        if dancer.chart[index].kind is StepKind.DOUBLE:
            return index
    return None


def beat_open(state: State, target: int) -> bool:
    """Whether the target's next step is a basic step a Beat may be spent on."""
    dancer = state.dancers[target]
    step = dancer.next_chart_step()
    return step is not None and step.basic


def _distinct(hand: tuple[str, ...]) -> list[str]:
    return sorted(set(hand))


def _waiting_places(state: State, dancer: Dancer) -> list[tuple[int, int]]:
    """Quick Restep cards laid on an earlier turn, waiting for a card: (slot, part)."""
    found = []
    number = state.turn.number
    for index, slot in enumerate(dancer.slots):
        if dancer.settled_to_owner(slot):
            continue
        if slot.waiting and slot.restep_turn < number:
            found.append((index, 0))
        for k, attachment in enumerate(slot.doubles, start=1):
            if attachment.waiting and attachment.restep_turn < number:
                found.append((index, k))
    return found


def _step_plays(state: State, me: int, kinds: list[str]) -> list[Action]:
    dancer = state.dancers[me]
    barred = dancer.sharp_barred(len(dancer.slots))
    plays: list[Action] = [PlayStep(c) for c in kinds if is_step(c) and not (barred and is_sharp(c))]
    for index, part in _waiting_places(state, dancer):
        fits = is_arrow if part else is_step
        plays += [Restep(index, part, c) for c in kinds
                  if fits(c) and not (dancer.sharp_barred(index) and is_sharp(c))]
    if dancer.beat_now is not None and beat_open(state, dancer.beat_now):
        plays += [BeatStep(dancer.beat_now, c) for c in kinds if is_step(c)]
    return plays


def _attaches(dancer: Dancer, kinds: list[str]) -> list[Action]:
    if not dancer.slots:
        return []
    last = dancer.slots[-1]
    if dancer.settled_to_owner(last) or last.open_attachment() is None:
        return []
    barred = dancer.sharp_barred(len(dancer.slots) - 1)
    return [Attach(c) for c in kinds if is_arrow(c) and not (barred and is_sharp(c))]


def _restep_targets(dancer: Dancer, slot: Slot) -> list[int]:
    """Parts of one of your steps a Quick Restep may go on (0 the step card, k a double's arrow)."""
    if dancer.settled_to_owner(slot):
        return []
    parts = [] if slot.card is None or slot.restep else [0]
    parts += [k for k, a in enumerate(slot.doubles, start=1) if not a.restep]
    return parts


def _links(state: State, me: int, kinds: list[str]) -> list[Action]:
    dancer = state.dancers[me]
    links: list[Action] = []
    last_index = len(dancer.slots) - 1
    last = dancer.slots[-1] if dancer.slots else None
    hangable = last is not None and last.card is not None and is_arrow(last.card) and \
        not dancer.settled_to_owner(last)
    if FREEZE in kinds and hangable and last is not None and not last.frozen:
        links.append(PlayLink(FREEZE, me, last_index))
    if DOUBLE in kinds and hangable and last is not None and len(last.doubles) < 2:
        links.append(PlayLink(DOUBLE, me, last_index))
    if MINE in kinds:
        for seat, other in enumerate(state.dancers):
            links += [PlayLink(MINE, seat, i) for i, s in enumerate(other.slots)
                      if s.card is not None and not s.mined]
    if QUICK_RESTEP in kinds:
        for index, slot in enumerate(dancer.slots):
            links += [PlayLink(QUICK_RESTEP, me, index, k) for k in _restep_targets(dancer, slot)]
    return links


def _interferences(state: State, me: int, kinds: list[str]) -> list[Action]:
    found: list[Action] = []
    for card in kinds:
        if not is_interference(card):
            continue
        for target in range(state.seats):
            if target == me:
                continue
            if card == REVERSE_TORNADO:
                index = next_double(state.dancers[target])
                if index is not None:
                    found += [Interfere(card, target, a)
                              for a in sorted(state.dancers[target].chart[index].arrows)]
                    continue
            found.append(Interfere(card, target))
    return found


def legal_actions(state: State) -> tuple[Action, ...]:
    turn = state.turn
    if state.ending is not None or turn.phase is Phase.OVER:
        return ()
    me = turn.seat
    dancer = state.dancers[me]
    if turn.phase is Phase.SONG:
        taken = {d.song for d in state.dancers}
        return tuple(ChooseSong(s) for s in catalogue().song_ids() if s not in taken)
    kinds = _distinct(dancer.hand)
    if turn.phase is Phase.OPEN:
        draw = (DRAW,) if state.deck and not turn.shuffled else ()
        shuffles = tuple(ShuffleBack(c) for c in kinds) if turn.shuffled < MAX_SHUFFLED else ()
        return draw + shuffles + (KEEP,)
    if turn.phase is Phase.RECONCILE:
        if len(dancer.hand) > HAND_SIZE:
            return tuple(Return(c) for c in kinds)
        return (REFILL,)
    actions: list[Action] = []
    if not (turn.stepped or turn.linked or turn.interfered):
        actions += _step_plays(state, me, kinds)
    actions += _attaches(dancer, kinds)
    if not (turn.linked or turn.interfered):
        actions += _links(state, me, kinds)
    if not turn.interfered:
        actions += _interferences(state, me, kinds)
    actions.append(DONE)
    return tuple(actions)


def _phase_needed(action: Action) -> Phase:
    return _PHASE_OF.get(type(action), Phase.PLAY)


def explain(state: State, action: Action) -> Illegal:
    """Why `action` is not legal now (call only for actions that are not)."""
    turn = state.turn
    if state.ending is not None:
        return Illegal("The game is over.", R_OVER)
    needed = _phase_needed(action)
    if needed is not turn.phase:
        return Illegal(f"Not now: it is time to {_NOW[turn.phase]}.", {
            Phase.SONG: R_SONG, Phase.OPEN: R_OPEN, Phase.PLAY: R_STEP,
            Phase.RECONCILE: R_RECONCILE}[needed])
    dancer = state.dancers[turn.seat]
    if isinstance(action, ChooseSong):
        if action.song not in catalogue().song_ids():
            return Illegal(f"There is no song {action.song!r} in the library.", R_SONG)
        return Illegal("Another dancer has already chosen that song.", R_SONG)
    if isinstance(action, Draw):
        if turn.shuffled:
            return Illegal("You have started shuffling cards back: it is one or the other.", R_OPEN)
        return Illegal("The draw deck is empty; shuffle cards back instead.", R_OPEN)
    if isinstance(action, ShuffleBack) and turn.shuffled >= MAX_SHUFFLED:
        return Illegal("Two cards is the most you may shuffle back.", R_OPEN)
    if isinstance(action, Refill):
        return Illegal("You hold more than five cards: shuffle one back.", R_RECONCILE)
    if isinstance(action, Return) and len(dancer.hand) <= HAND_SIZE:
        return Illegal("You hold five cards or fewer: nothing to shuffle back.", R_RECONCILE)
    for card in _cards_from_hand(action):
        if card not in dancer.hand:
            return Illegal(f"You do not hold {_enough(card)}.", _rule_of(action))
    if isinstance(action, (PlayStep, Restep, BeatStep)):
        return _explain_step(state, action)
    if isinstance(action, Attach):
        return _explain_attach(dancer, action)
    if isinstance(action, PlayLink):
        return _explain_link(state, action)
    if isinstance(action, Interfere):
        return _explain_interfere(state, action)
    return Illegal("That cannot be played now.", R_STEP)


def _cards_from_hand(action: Action) -> tuple[str, ...]:
    if isinstance(action, (Done, Draw, ChooseSong, Refill, Keep)):
        return ()
    return (action.card,)


def _enough(card: str) -> str:
    return f"a {card_label(card)} card"


def _rule_of(action: Action) -> str:
    return _RULE_OF.get(type(action), R_STEP)


def _explain_step(state: State, action: PlayStep | Restep | BeatStep) -> Illegal:
    turn, dancer = state.turn, state.dancers[state.turn.seat]
    if not is_step(action.card):
        return Illegal(f"{card_label(action.card)} is not a Step card.", R_STEP)
    if turn.stepped:
        return Illegal("You have already played your one Step this turn.", R_STEP)
    if turn.linked or turn.interfered:
        return Illegal("The Step comes before the Link and Interference cards of a turn.", R_STEP)
    if isinstance(action, BeatStep):
        if dancer.beat_now != action.target:
            return Illegal("You may step on a rival's song only on the turn after your Beat "
                           "against that rival.", R_BEAT)
        return Illegal("Your Beat finds that rival's next step is not a basic step.", R_BEAT)
    index = action.slot if isinstance(action, Restep) else len(dancer.slots)
    if dancer.sharp_barred(index) and is_sharp(action.card):
        return Illegal("Dark Mini: no Perfect or Great cards on these two steps.", R_DARK)
    if isinstance(action, PlayStep):
        return Illegal("That step cannot be played now.", R_STEP)
    return _explain_restep(state, dancer, action)


def _explain_restep(state: State, dancer: Dancer, action: Restep) -> Illegal:
    where = place(action.slot, action.part)
    if action.slot >= len(dancer.slots):
        return Illegal(f"You have no step {action.slot + 1}.", R_RESTEP)
    slot = dancer.slots[action.slot]
    if action.part > len(slot.doubles):
        return Illegal(f"Step {action.slot + 1} has no double number {action.part}.", R_RESTEP)
    waiting = slot.waiting if action.part == 0 else slot.doubles[action.part - 1].waiting
    if not waiting:
        return Illegal(f"No Quick Restep waits on {where}.", R_RESTEP)
    if dancer.settled_to_owner(slot):
        return Illegal(f"Step {action.slot + 1} is settled (mined or locked).", R_RESTEP)
    if action.part and not is_arrow(action.card):
        return Illegal("A double needs an arrow; a Miss has none.", R_DOUBLE)
    return Illegal("You step onto a Quick Restep on a later turn than the one it was laid.", R_RESTEP)


def _explain_attach(dancer: Dancer, action: Attach) -> Illegal:
    if not is_arrow(action.card):
        return Illegal(f"{card_label(action.card)} has no arrow to attach.", R_DOUBLE)
    last = dancer.slots[-1] if dancer.slots else None
    if last is not None and last.open_attachment() is not None and dancer.settled_to_owner(last):
        return Illegal("Your latest step is settled (mined or locked).", R_DOUBLE)
    if last is not None and last.open_attachment() is not None:
        return Illegal("Dark Mini: no Perfect or Great cards on these two steps.", R_DARK)
    for index, slot in enumerate(dancer.slots[:-1]):
        if slot.open_attachment() is not None:
            return Illegal(f"The double on step {index + 1} closed when you laid step {index + 2}: "
                           "a free arrow goes on only before your next step. "
                           "A Quick Restep can still fill it.", R_DOUBLE)
    return Illegal("No Double Step of yours is waiting for an arrow.", R_DOUBLE)


def _explain_link(state: State, action: PlayLink) -> Illegal:
    turn, me = state.turn, state.turn.seat
    dancer = state.dancers[me]
    if turn.linked:
        return Illegal("You have already played your one Link this turn.", R_LINK)
    if turn.interfered:
        return Illegal("Links come before the Interference card of a turn.", R_LINK)
    rule = {FREEZE: R_FREEZE, DOUBLE: R_DOUBLE, MINE: R_MINE, QUICK_RESTEP: R_RESTEP}[action.card]
    if not 0 <= action.target < state.seats:
        return Illegal("There is no such seat.", rule)
    if action.card != MINE and action.target != me:
        return Illegal(f"A {card_label(action.card)} goes on your own song.", rule)
    slots = state.dancers[action.target].slots
    if not 0 <= action.slot < len(slots):
        return Illegal(f"There is no step {action.slot + 1} on that song.", rule)
    slot = slots[action.slot]
    if action.card in (FREEZE, DOUBLE):
        if action.slot != len(dancer.slots) - 1 or action.part:
            return Illegal(f"A {card_label(action.card)} goes on your latest step.", rule)
        if slot.card is None or not is_arrow(slot.card):
            return Illegal("Only a step with an arrow can be held or doubled.", rule)
        if dancer.settled_to_owner(slot):
            return Illegal("That step is settled (mined or locked).", rule)
        if action.card == FREEZE:
            return Illegal("That step is already held.", rule)
        return Illegal("A step takes at most two Double Steps (a triple).", rule)
    if action.card == MINE:
        if slot.card is None:
            return Illegal("A mine needs a card on the step; a Quick Restep waits there.", rule)
        return Illegal("That step is already mined.", rule)
    if dancer.settled_to_owner(slot):
        return Illegal("That step is settled (mined or locked); no restep can change it.", rule)
    if action.part > len(slot.doubles):
        return Illegal(f"Step {action.slot + 1} has no double number {action.part}.", rule)
    return Illegal("A Quick Restep already lies there.", rule)


def _explain_interfere(state: State, action: Interfere) -> Illegal:
    turn, me = state.turn, state.turn.seat
    if not is_interference(action.card):
        return Illegal(f"{card_label(action.card)} is not an Interference card.", R_INTERFERE)
    if turn.interfered:
        return Illegal("You have already played your one Interference this turn.", R_INTERFERE)
    if action.target == me or not 0 <= action.target < state.seats:
        return Illegal("Choose a rival as the target.", R_INTERFERE)
    if action.card == REVERSE_TORNADO:
        return Illegal("Name one arrow of the rival's next double to hold, or none if no "
                       "double is ahead.", R_INTERFERE)
    return Illegal("This card names no arrow.", R_INTERFERE)
