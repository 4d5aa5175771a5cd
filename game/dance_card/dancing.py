"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): a Dance action from pool to Status Token.

A dance stops twice for its player: once the pool is gathered (before-roll cards such as
Extra!, then `roll`) and once the dice have landed (after-roll cards such as The Look!,
Do-Over!, Hands Up!, Slay!, the roll powers of Juniper, Lydia, Marty and Charlotte, then
`keep`).
Both windows are always offered, whatever the hand holds, so that stopping there tells
the other players nothing. `keep` scores the roll: a Success Token and the reward's
Smooth Moves!, or a Failure Token.
"""

from __future__ import annotations

from game.core.actions import Act, act
from game.core.contract import Illegal
from game.dance_card import events as ev
from game.dance_card.content import ICONS, Face
from game.dance_card.dice import add_die, challenge, gather, succeeds, target
from game.dance_card.effects import Log, draw_cards, remove_card
from game.dance_card.flow import check_success_end, push
from game.dance_card.roster import Roster, roster
from game.dance_card.state import (
    FAILURE,
    KEEP,
    MOVE,
    ROLL_DICE,
    SUCCESS,
    State,
    Step,
    Task,
    evolve,
)

WINDOW_RULE = "Dance Card! rules: Dance, steps 2–4; Smooth Moves!"


def start_dance(state: State, seat: int, slot: int, showoff: str, log: Log) -> State:
    """Gather the pool (step 1) and open the before-roll window."""
    r = roster()
    roll = gather(state, r, seat, slot, showoff)
    partner = r.students[state.seats[seat].student].partners[slot].student
    log.append(ev.PoolGathered(seat, partner, roll.pool, roll.missing))
    return push(evolve(state, roll=roll), Task(Step.POOL, seat))


def one_icon_only(state: State, seat: int) -> bool:
    return roster().students[state.seats[seat].student].power == "multi_icon_counts_once"


# -- the windows: what may be done -------------------------------------------------------
def pool_actions(state: State) -> list[Act]:
    r = roster()
    assert state.roll is not None
    seat = state.seats[state.roll.seat]
    out = [ROLL_DICE]
    for code in sorted(set(seat.hand)):
        card = r.card(code)
        if card.timing == "before_roll" and card.effects and card.effects[0].kind == "add_dice":
            out.append(act("play", r.card_slug(code)))
    return out


def roll_actions(state: State) -> list[Act]:
    r = roster()
    roll = state.roll
    assert roll is not None
    seat = state.seats[roll.seat]
    shown = [i for i, f in enumerate(roll.faces) if f is not None]
    out = [KEEP]
    for code in sorted(set(seat.hand)):
        card = r.card(code)
        if card.timing != "after_roll" or not card.effects:
            continue
        kind, name = card.effects[0].kind, r.card_slug(code)
        if kind == "set_die":
            out += [act("play", name, i + 1) for i in shown]
        elif kind == "add_icon":
            out += [act("play", name, icon) for icon in ICONS]
        elif kind == "ignore_black":
            if any(roll.pool[i].colour == "black" for i in shown):
                out.append(act("play", name))
        elif kind in ("reroll", "add_number"):
            out.append(act("play", name))
    me = r.students[seat.student]
    per_roll = roll.used.count(me.power)
    if me.power == "copy_die" and per_roll < int(me.ability.get("per_roll")):
        out += [act("copy", i + 1, j + 1) for i in shown for j in shown
                if i != j and roll.faces[i] != roll.faces[j]]
    elif me.power == "reroll_dice" and per_roll < 1:
        out.append(act("reroll"))
    elif me.power == "ditch_card_for_icon" and per_roll < int(me.ability.get("per_roll")):
        for code in sorted({c for c in seat.hand if not r.is_shojo(c)}):
            out += [act("icon", icon, r.card_slug(code)) for icon in ICONS]
    elif me.power == "ditch_card_reroll_die":  # Charlotte: one card, one die, again and again
        for code in sorted({c for c in seat.hand if not r.is_shojo(c)}):
            out += [act("redo", i + 1, r.card_slug(code)) for i in shown]
    return out


def reroll_actions(state: State, task: Task) -> list[Act]:
    roll = state.roll
    assert roll is not None
    out = [ROLL_DICE]
    if len(roll.picks) < task.amount:
        out += [act("pick", i + 1) for i, f in enumerate(roll.faces)
                if f is not None and i not in roll.picks]
    return out


# -- the windows: doing it ---------------------------------------------------------------
def apply_pool(state: State, action: Act, log: Log) -> State:
    r = roster()
    roll = state.roll
    assert roll is not None
    if action == ROLL_DICE:
        state = evolve(state, agenda=(Task(Step.ROLL, roll.seat),) + state.agenda[1:])
        return _roll(state, tuple(range(len(roll.pool))), log)
    code = r.card_slugs[action.args[0]]
    card = r.card(code)
    state = remove_card(state, roll.seat, code)
    for colour in card.effects[0].get("dice"):
        roll = add_die(roll, r, str(colour), card.name)
    log.append(ev.CardPlayed(roll.seat, code, "one more die for the pool"))
    return evolve(state, roll=roll)


def _roll(state: State, which: tuple[int, ...], log: Log) -> State:
    r = roster()
    roll = state.roll
    assert roll is not None
    faces: list[Face | None] = list(roll.faces) if roll.faces else [None] * len(roll.pool)
    chance = state.chance
    for i in which:
        options = r.faces[roll.pool[i].colour]
        k, chance = chance.randint(0, len(options) - 1)
        faces[i] = options[k]
    roll = evolve(roll, faces=tuple(faces), picks=())
    log.append(ev.DiceRolled(roll.seat, which, roll.faces))
    return evolve(state, roll=roll, chance=chance)


def apply_roll(state: State, action: Act, log: Log) -> State:
    r = roster()
    roll = state.roll
    assert roll is not None
    seat = roll.seat
    if action == KEEP:
        return score(evolve(state, agenda=state.agenda[1:]), log)
    me = r.students[state.seats[seat].student]
    title = r.content.students[me.index].ability.title
    if action.verb == "copy":
        i, j = int(action.args[0]) - 1, int(action.args[1]) - 1
        faces = list(roll.faces)
        faces[i] = faces[j]
        log.append(ev.RollChanged(seat, title, f"die {i + 1} now shows {faces[j]}"))
        return evolve(state, roll=evolve(roll, faces=tuple(faces), used=roll.used + (me.power,)))
    if action.verb == "reroll":
        roll = evolve(roll, used=roll.used + (me.power,))
        return push(evolve(state, roll=roll), Task(Step.REROLL, seat, source=title,
                                                    amount=int(me.ability.get("dice"))))
    if action.verb == "redo":
        code = r.card_slugs[action.args[1]]
        state = remove_card(state, seat, code)
        die = int(action.args[0]) - 1
        log.append(ev.CardDitched(seat, code, f"{title}: die {die + 1} rolls again"))
        return _roll(state, (die,), log)
    if action.verb == "icon":
        code = r.card_slugs[action.args[1]]
        state = remove_card(state, seat, code)
        log.append(ev.CardDitched(seat, code, f"{title}: one {action.args[0]} icon"))
        return evolve(state, roll=evolve(roll, icons=roll.icons + (action.args[0],),
                                           used=roll.used + (me.power,)))
    code = r.card_slugs[action.args[0]]
    card = r.card(code)
    effect = card.effects[0]
    state = remove_card(state, seat, code)
    if effect.kind == "set_die":
        i = int(action.args[1]) - 1
        faces = list(roll.faces)
        faces[i] = Face(int(effect.get("number")))
        roll = evolve(roll, faces=tuple(faces))
        log.append(ev.CardPlayed(seat, code, f"die {i + 1} now shows {faces[i]}"))
    elif effect.kind == "add_icon":
        roll = evolve(roll, icons=roll.icons + (action.args[1],) * int(effect.get("icons")))
        log.append(ev.CardPlayed(seat, code, f"one more {action.args[1]}"))
    elif effect.kind == "ignore_black":
        roll = evolve(roll, faces=tuple(None if roll.pool[i].colour == "black" else f
                                         for i, f in enumerate(roll.faces)))
        log.append(ev.CardPlayed(seat, code, "the Black Dice are ignored"))
    elif effect.kind == "add_number":
        roll = evolve(roll, bonus=roll.bonus + int(effect.get("amount")))
        log.append(ev.CardPlayed(seat, code, f"{effect.get('amount')} more on the total"))
    else:  # reroll
        log.append(ev.CardPlayed(seat, code, "pick dice to roll again"))
        return push(evolve(state, roll=roll), Task(Step.REROLL, seat, source=card.name,
                                                    amount=int(effect.get("dice"))))
    return evolve(state, roll=roll)


def apply_reroll(state: State, action: Act, log: Log) -> State:
    roll = state.roll
    assert roll is not None
    if action.verb == "pick":
        return evolve(state, roll=evolve(roll, picks=roll.picks + (int(action.args[0]) - 1,)))
    state = evolve(state, agenda=state.agenda[1:])
    return _roll(state, tuple(sorted(roll.picks)), log) if roll.picks else state


# -- scoring -----------------------------------------------------------------------------
def score(state: State, log: Log) -> State:
    """Step 4: the Status Token, the reward and what abilities add."""
    r = roster()
    roll = state.roll
    assert roll is not None
    seat_index, slot = roll.seat, roll.partner
    seat = state.seats[seat_index]
    me = r.students[seat.student]
    partner = me.partners[slot]
    number, icons = target(state, r, seat_index, slot)
    steven = one_icon_only(state, seat_index)
    won = succeeds(roll, number, icons, steven)
    total = roll.bonus + sum(f.number for f in roll.faces if f is not None)
    shown = tuple(i for f in roll.faces if f is not None for i in f.icons) + roll.icons
    log.append(ev.DanceScored(seat_index, partner.student, won, total, shown, number, icons))
    if not won and shrugged_off(state, r, partner.student):
        log.append(ev.FailureAvoided(seat_index, partner.student, r.music(state.edition).name))
        return evolve(state, roll=None)
    status = list(seat.status)
    status[slot] = SUCCESS if won else FAILURE
    state = state.with_seat(seat_index, evolve(seat, status=(status[0], status[1], status[2])))
    state = evolve(state, roll=None)
    if won:
        reward = partner.reward - challenge(state, r, "reward_down")
        if me.power == "extra_reward":
            reward += int(me.ability.get("cards"))
        if reward > 0:
            state = draw_cards(state, seat_index, reward, "dance reward", log)
        if me.power == "moves_after_success":
            amount = int(me.ability.get("moves"))
            state = evolve(state, turn=state.turn.gain(MOVE, amount))
            log.append(ev.FreeActionsGained(seat_index, "move", amount, "On a Roll"))
        return check_success_end(state, log)
    if me.power == "draw_after_failure":
        state = draw_cards(state, seat_index, int(me.ability.get("cards")), "Phoenix", log)
    if me.power == "nerve_after_failure" and state.turn.count(me.power) < int(
            me.ability.get("per_turn")):
        state = push(state, Task(Step.AUSTIN, seat_index, source="Deep Breath"))
    return state


def shrugged_off(state: State, r: Roster, partner: int) -> bool:
    """Shake it Off!: a failed dance with a Partner of the song's colour leaves no token."""
    return any(e.kind == "song_partner_no_failure" for e in r.music(state.edition).effects) \
        and r.students[partner].colour == state.song_colour


def explain_window(state: State, action: Act, step: Step) -> Illegal:
    if step is Step.POOL:
        return Illegal("The dice are gathered: play a before-roll card such as Extra!, or "
                       "roll.", WINDOW_RULE)
    if step is Step.REROLL:
        return Illegal("Pick dice of this roll to roll again (each once), then roll them.",
                       WINDOW_RULE)
    if action.verb == "play":
        return Illegal("Only after-roll Smooth Moves! can change a roll, and only on a die "
                       "that shows a result.", WINDOW_RULE)
    return Illegal("The dice have landed: change them with a card or a power, or keep "
                   "the roll to score it.", WINDOW_RULE)


__all__ = ["FAILURE", "apply_pool", "apply_reroll", "apply_roll", "explain_window",
           "pool_actions", "reroll_actions", "roll_actions", "score", "shrugged_off",
           "start_dance"]
