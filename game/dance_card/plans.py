"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): how far a player is from each dance.

The AI's measuring stick. For every Partner still to win and every Dance Floor it asks:
how many Moves until the Student and the Partner meet there (the Partner may not be
moved onto the Student's own floor, a Failure Token needs a Nerve first), and how likely
a dance there succeeds with the dice the board gives right now. It reads a state or a
determinized world, never anything hidden.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.dance_card.board import Kind
from game.dance_card.dice import (
    challenge,
    gather,
    music_die,
    not_cool,
    success_chance,
    target,
)
from game.dance_card.effects import chaperone_rule
from game.dance_card.roster import MEMO_CAP, Roster, StudentInfo, roster
from game.dance_card.state import FAILURE, NONE, SUCCESS, Seat, State


@dataclass(frozen=True)
class Prospect:
    """One way to a dance: Partner `slot` on `floor`, `moves` away, with `chance`."""

    slot: int
    floor: int
    moves: int
    chance: float
    nerve_first: bool

    @property
    def worth(self) -> float:
        # Each Move still needed costs about a tenth of the dance's value.
        return self.chance * 0.88 ** self.moves


def meeting_cost(r: Roster, state: State, me: int, partner: int, floor: int) -> int:
    """Moves until `me` and `partner` stand together on `floor` (Joe up on the Music Rules!
    card lands on any floor for nothing; Xander's Partners may come straight to him)."""
    board = r.board
    mine, theirs = state.positions[me], state.positions[partner]
    if mine == r.stage:
        return board.distance(theirs, floor)
    cost = board.distance(mine, floor) + board.distance(theirs, floor)
    if mine == floor and theirs != floor and r.students[me].power != "partners_come_to_you":
        cost += 2  # the Partner may not be moved onto my floor: step off and back
    return cost


def nerve_detour(r: Roster, state: State, me: int, floor: int) -> int:
    """Moves plus the Nerve action to visit a nerve spot on the way to `floor`."""
    board = r.board
    here = state.positions[me]
    if here == r.stage:
        here = floor  # Joe lands where he likes: say on the floor he is heading for
    return min(board.distance(here, spot) + board.distance(spot, floor)
               for spot in board.of_kind(Kind.NERVE_SPOT)) + 1 - board.distance(here, floor)


def prospects(state: State, seat: int) -> tuple[Prospect, ...]:
    """Every (Partner, floor) prospect of `seat` for Partners without a Success Token.

    Remembered per board position and Dance Card: a search meets the same ones often.
    """
    r = roster()
    holder = state.seats[seat]
    key = (holder.student, holder.status, holder.chats, holder.crush_chats,
           holder.extra_friends, state.song_colour, state.positions, state.chaperones,
           state.challenges, state.edition.music)
    memo = r.memo
    found = memo.get(key)
    if found is None:
        if len(memo) > MEMO_CAP:
            memo.clear()
        found = memo[key] = _prospects(state, seat)
    return found  # type: ignore[return-value]  # the memo holds what _prospects made


def _prospects(state: State, seat: int) -> tuple[Prospect, ...]:
    r = roster()
    holder = state.seats[seat]
    me = r.students[holder.student]
    steven = me.power == "multi_icon_counts_once"
    crowd = [[] for _ in range(len(r.board) + 1)]  # type: list[list[int]]  # + the stage
    for student, where in enumerate(state.positions):
        crowd[where].append(student)
    found = []
    for slot, partner in enumerate(me.partners):
        mark = holder.status[slot]
        if mark == SUCCESS:
            continue
        base = _base_dice(state, r, holder, me, slot)
        for floor in r.floors:
            number, icons = target(state, r, seat, slot, floor)
            colours, bonus = _floor_dice(state, r, holder, me, slot, floor, crowd[floor], base)
            chance = success_chance(r, colours, number, icons, bonus, steven)
            moves = meeting_cost(r, state, me.index, partner.student, floor)
            if mark == FAILURE:
                moves += nerve_detour(r, state, me.index, floor)
            found.append(Prospect(slot, floor, moves, chance, mark == FAILURE))
    return tuple(found)


def _base_dice(state: State, r: Roster, holder: Seat, me: StudentInfo, slot: int) -> list[str]:
    """The dice of a dance that do not depend on the floor: steps 1, 4 and part of 6."""
    partner = me.partners[slot]
    dice = list(me.dice)
    dice += [die for c, (_, die) in enumerate(partner.contacts) if holder.chats[2 * slot + c]]
    for effect in r.music(state.edition).effects:
        if effect.kind == "song_match_die" and \
                r.students[partner.student].colour == state.song_colour:
            dice += list(effect.get("dice"))
    for index in state.challenges:
        for effect in r.content.challenges[index].effects:
            if effect.kind == "add_black_dice":
                dice += ["black"] * int(effect.get("dice"))
    return dice


def _floor_dice(state: State, r: Roster, holder: Seat, me: StudentInfo, slot: int, floor: int,
                crowd: list[int], base: list[str]) -> tuple[list[str], int]:
    """The pool (within the box) if the Student and the Partner met on `floor`: the lean
    twin of `dice.gather`, checked against it by the tests."""
    partner = me.partners[slot]
    here = set(crowd)
    here.add(me.index)
    here.add(partner.student)
    dice = list(base)
    rival_here = me.rival in here
    power = me.power
    hushed = bool(state.chaperones) and chaperone_rule(state, r, floor, "friends_silent_here") > 0
    if not (rival_here and challenge(state, r, "rival_cancels_friends")) and not hushed:
        for friend, gift in me.friends:
            if friend in here:
                dice += gift
                if power == "friends_extra_die":
                    dice.append(str(me.ability.get("die")))
        for friend in holder.extra_friends:
            if friend in here:
                dice += r.content.selfie.friend_dice
    if rival_here and power != "ignore_rival":
        dice.append("black")
    if partner.crush in here and not holder.crush_chats[slot] and power != "ignore_crush":
        dice.append("black")
    colour = r.board.locations[floor].colour
    partner_colour = r.students[partner.student].colour
    for effect in r.music(state.edition).effects:
        if effect.kind != "song_match_die" and \
                music_die(effect, partner_colour, colour, len(here), state.song_colour):
            dice += list(effect.get("dice"))
    for index in state.challenges:
        for effect in r.content.challenges[index].effects:
            if effect.kind == "off_colour_black_die" and colour != me.colour:
                dice.append("black")
            elif effect.kind == "not_cool":
                dice += ["black"] * len(not_cool(state, r, me.index, here))
    for chaperone, where in state.chaperones:
        rule = r.content.chaperones[chaperone].rule
        if rule is not None and rule.kind == "black_die_here" and where == floor:
            dice += ["black"] * int(rule.get("dice"))
    bonus = 0
    if power == "crowd_sum_bonus":
        if sum(r.students[s].student_id for s in here) >= int(me.ability.get("threshold")):
            dice += me.ability.get("dice")
    elif power == "all_colours_bonus":
        colours = {r.students[s].colour for s in here} | {me.colour,
                                                         r.students[partner.student].colour}
        if len(colours) >= 4:
            dice += me.ability.get("dice")
    elif power == "home_floor_bonus" and colour == me.colour:
        dice += me.ability.get("dice")
    elif power == "rival_showoff" and rival_here:
        bonus = int(me.ability.get("add"))
    boxed: list[str] = []
    for die in dice:
        if boxed.count(die) < r.box[die]:
            boxed.append(die)
    return boxed, bonus


def best_by_partner(state: State, seat: int) -> dict[int, Prospect]:
    best: dict[int, Prospect] = {}
    for p in prospects(state, seat):
        if p.slot not in best or p.worth > best[p.slot].worth:
            best[p.slot] = p
    return best


def progress(state: State, seat: int) -> float:
    """Success Tokens plus the discounted chances of the rest: 0 to 3."""
    holder = state.seats[seat]
    value = float(holder.successes)
    best = best_by_partner(state, seat)
    for slot, mark in enumerate(holder.status):
        if mark != SUCCESS and slot in best:
            value += 0.75 * best[slot].worth
    return value + 0.03 * min(len(holder.hand), 5)


def dance_chance_now(state: State, seat: int, slot: int) -> float:
    """The chance of a dance with `slot` right where the Student stands."""
    r = roster()
    me = r.students[state.seats[seat].student]
    number, icons = target(state, r, seat, slot)
    roll = gather(state, r, seat, slot, "add", named=False)
    return success_chance(r, [d.colour for d in roll.pool], number, icons, roll.bonus,
                          me.power == "multi_icon_counts_once")


__all__ = ["FAILURE", "NONE", "Prospect", "best_by_partner", "dance_chance_now",
           "meeting_cost", "progress", "prospects"]
