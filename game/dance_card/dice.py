"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): the dice pool of a dance and its result.

The pool is gathered in the document's six steps (automatic dice; Friends on the floor;
the Rival's Black Die; one die per Chat Token on this Partner's Contacts; the Crush's
Black Die; the Music Rules!, Challenge! cards and other special rules), always within
what the box holds (one die of each colour, six Gray, four Black). A roll succeeds when
the numbers reach the Partner's difficulty and the icons cover the Partner's icons;
every icon of a multi-icon face counts (except for Steven, whose ability says otherwise).
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter

from game.dance_card.content import Effect, Face
from game.dance_card.effects import chaperone_rule
from game.dance_card.roster import Roster
from game.dance_card.state import PoolDie, Roll, State, evolve


def gather(state: State, r: Roster, seat_index: int, slot: int, showoff: str = "",
           floor: int = -1, named: bool = True) -> Roll:
    """The pool for a dance of `seat_index` with Partner `slot`, in the six steps.

    With `floor`, the pool the dance would have if the Student and the Partner stood
    there and everybody else where they are (what the AI plans with); `named=False`
    leaves the sources unnamed, which is all the AI needs and much quicker.
    """
    seat = state.seats[seat_index]
    me = r.students[seat.student]
    partner = me.partners[slot]
    if floor < 0:
        floor = state.positions[seat.student]
    positions = state.positions
    here = {s for s in range(len(positions)) if positions[s] == floor}
    here.add(me.index)
    here.add(partner.student)
    used: Counter[str] = Counter()
    pool: list[PoolDie] = []
    missing: list[PoolDie] = []

    def gain(colours: tuple[str, ...], source: str) -> None:
        if not named:
            source = ""
        for colour in colours:
            die = PoolDie(colour, source)
            if used[colour] < r.box[colour]:
                used[colour] += 1
                pool.append(die)
            else:
                missing.append(die)

    power = me.power
    ability = me.ability
    # Step 1: the automatic dice on the Dance Card.
    gain(me.dice, f"{me.name}'s own dice")
    # Step 2: Friends on the floor (and Zoe's selfie friends), unless Frenemies! bites or
    # Mr. Landon hushes them.
    rival_here = me.rival in here
    hushed = bool(state.chaperones) and chaperone_rule(state, r, floor, "friends_silent_here") > 0
    if not (rival_here and _challenge(state, r, "rival_cancels_friends")) and not hushed:
        friends = list(me.friends) + [(f, tuple(r.content.selfie.friend_dice))
                                      for f in seat.extra_friends]
        for friend, dice in friends:
            if friend in here:
                gain(tuple(dice), f"Friend {r.name(friend)}")
                if power == "friends_extra_die":
                    gain((str(ability.get("die")),), f"{me.name}'s Hype Squad ({r.name(friend)})")
    # Step 3: the Rival.
    if rival_here and power != "ignore_rival":
        gain(("black",), f"Rival {r.name(me.rival)}")
    # Step 4: Chat Tokens on this Partner's Contacts.
    for c, (contact, die) in enumerate(partner.contacts):
        if seat.chats[2 * slot + c]:
            gain((die,), f"Chat Token on {r.name(contact)}")
    # Step 5: the Partner's Crush, unless Kate has charmed them or Roxi outshines them.
    if partner.crush in here and not seat.crush_chats[slot] and power != "ignore_crush":
        gain(("black",), f"{r.name(partner.student)}'s Crush {r.name(partner.crush)}")
    # Step 6: Music Rules!, Challenge! cards, Chaperones and personal abilities.
    partner_colour = r.students[partner.student].colour
    floor_colour = r.board.locations[floor].colour
    music = r.music(state.edition)
    for effect in music.effects:
        if music_die(effect, partner_colour, floor_colour, len(here), state.song_colour):
            gain(tuple(effect.get("dice")), music.name)
    for index in state.challenges:
        card = r.content.challenges[index]
        for effect in card.effects:
            if effect.kind == "off_colour_black_die" and floor_colour != me.colour:
                gain(("black",), card.name)
            elif effect.kind == "add_black_dice":
                gain(("black",) * int(effect.get("dice")), card.name)
            elif effect.kind == "not_cool":
                for kid in not_cool(state, r, me.index, here):
                    gain(("black",), f"{card.name} ({r.name(kid)})")
    for chaperone, where in state.chaperones:
        rule = r.content.chaperones[chaperone].rule
        if rule is not None and rule.kind == "black_die_here" and where == floor:
            gain(("black",) * int(rule.get("dice")), r.content.chaperones[chaperone].name)
    title = r.content.students[seat.student].ability.title
    if power == "crowd_sum_bonus":
        total = sum(r.students[s].student_id for s in here)
        if total >= int(ability.get("threshold")):
            gain(tuple(ability.get("dice")), f"{title} (IDs add up to {total})")
    elif power == "all_colours_bonus":
        colours = {r.students[s].colour for s in here} | {me.colour, partner_colour}
        if len(colours) >= 4:
            gain(tuple(ability.get("dice")), title)
    elif power == "home_floor_bonus" and floor_colour == me.colour or power == "rival_showoff" and rival_here and showoff == "dice":
        gain(tuple(ability.get("dice")), title)
    bonus = int(ability.get("add")) if power == "rival_showoff" and rival_here and showoff == "add" else 0
    return Roll(seat_index, slot, floor, tuple(pool), tuple(missing), bonus=bonus)


def music_die(effect: Effect, partner_colour: str, floor_colour: str, crowd: int,
              song: str) -> bool:
    """Whether a Music Rules! card's rule adds its dice to this dance (step 6): the Partner
    or the floor of the song's colour, or a crowd on the floor."""
    if effect.kind == "song_match_die":
        return partner_colour == song
    if effect.kind == "song_floor_die":
        return floor_colour == song
    if effect.kind == "crowd_die":
        return crowd >= int(effect.get("crowd"))
    return False


def not_cool(state: State, r: Roster, me: int, here: set[int]) -> list[int]:
    """Not Cool!: the Cool Kids on the floor who share my Student's colour (at most one:
    one Cool Kid of each colour)."""
    colour = r.students[me].colour
    return [kid for kid in r.cool_kids if kid in here and kid != me
            and r.students[kid].colour == colour]


def _challenge(state: State, r: Roster, kind: str) -> int:
    """The amount of a general Challenge! rule in play (0: not in play)."""
    total = 0
    for index in state.challenges:
        for effect in r.content.challenges[index].effects:
            if effect.kind == kind:
                total += int(effect.get("amount", 1))
    return total


def challenge(state: State, r: Roster, kind: str) -> int:
    return _challenge(state, r, kind)


def add_die(roll: Roll, r: Roster, colour: str, source: str) -> Roll:
    """A before-roll gift (Extra!), if the box still has such a die."""
    taken = sum(1 for d in roll.pool if d.colour == colour)
    die = PoolDie(colour, source)
    if taken < r.box[colour]:
        return _with(roll, pool=roll.pool + (die,))
    return _with(roll, missing=roll.missing + (die,))


def _with(roll: Roll, **changes: object) -> Roll:
    return evolve(roll, **changes)


# -- what the dance needs ------------------------------------------------------------------
def target(state: State, r: Roster, seat_index: int, slot: int,
           floor: int = -1) -> tuple[int, tuple[str, ...]]:
    """The number and icons a dance with Partner `slot` must reach, after abilities,
    Challenge! cards and Chaperones (on `floor`, or where the Student stands)."""
    me = r.students[state.seats[seat_index].student]
    partner = me.partners[slot]
    number = partner.number
    if me.power == "halve_partner_id":
        number = min(number, r.students[partner.student].student_id // 2)
    number += _challenge(state, r, "difficulty_up")
    if state.chaperones:
        number += chaperone_rule(state, r, state.positions[me.index] if floor < 0 else floor,
                                 "difficulty_up_here")
    return number, partner.icons


def icon_options(face: Face, one_icon_only: bool) -> tuple[tuple[str, ...], ...]:
    """The icon sets a face may count as (Steven picks one icon of a multi-icon face)."""
    if one_icon_only and len(face.icons) > 1:
        return tuple((icon,) for icon in face.icons)
    return (face.icons,)


def result(roll: Roll, one_icon_only: bool) -> tuple[int, Counter[str]]:
    """The roll's total and its icons (the most helpful reading for Steven is chosen
    by `succeeds`)."""
    total = roll.bonus + sum(f.number for f in roll.faces if f is not None)
    icons: Counter[str] = Counter(roll.icons)
    for face in roll.faces:
        if face is not None:
            icons.update(icon_options(face, one_icon_only)[0])
    return total, icons


def succeeds(roll: Roll, number: int, icons: tuple[str, ...], one_icon_only: bool) -> bool:
    total = roll.bonus + sum(f.number for f in roll.faces if f is not None)
    if total < number:
        return False
    need = Counter(icons)
    need.subtract(Counter(roll.icons))
    if all(v <= 0 for v in need.values()):
        return True
    choices = [icon_options(f, one_icon_only) for f in roll.faces if f is not None and f.icons]
    for picked in itertools.product(*choices):
        have = Counter(icon for group in picked for icon in group)
        if all(have[icon] >= count for icon, count in need.items() if count > 0):
            return True
    return False


@functools.lru_cache(maxsize=200_000)
def chance_of_success(colours: tuple[str, ...], faces_key: int, number: int,
                      icons: tuple[str, ...], bonus: int, one_icon_only: bool) -> float:
    """The probability that dice of `colours` (sorted) reach `number` and `icons`.

    `faces_key` is the id of the roster whose faces are used (a cache key only).
    """
    faces = _FACES[faces_key]
    need = sorted(set(icons))
    want = tuple(icons.count(i) for i in need)
    # distribution over (total, icons found per needed icon, clipped at the need)
    dist: dict[tuple[int, tuple[int, ...]], float] = {(bonus, tuple(0 for _ in need)): 1.0}
    for colour in colours:
        step: dict[tuple[int, tuple[int, ...]], float] = {}
        options = faces[colour]
        p = 1.0 / len(options)
        for (total, found), weight in dist.items():
            for face in options:
                got = list(found)
                icons_here = face.icons
                if one_icon_only and len(icons_here) > 1:
                    # Steven keeps the one icon that helps most: the first still missing.
                    useful = [i for i in icons_here if i in need
                              and got[need.index(i)] < want[need.index(i)]]
                    icons_here = tuple(useful[:1])
                for icon in icons_here:
                    if icon in need:
                        k = need.index(icon)
                        got[k] = min(want[k], got[k] + 1)
                key = (total + face.number, tuple(got))
                step[key] = step.get(key, 0.0) + weight * p
        dist = step
    return sum(w for (total, found), w in dist.items() if total >= number and found == want)


_FACES: dict[int, dict[str, tuple[Face, ...]]] = {}


def success_chance(r: Roster, colours: list[str] | tuple[str, ...], number: int,
                   icons: tuple[str, ...], bonus: int = 0, one_icon_only: bool = False) -> float:
    key = id(r)
    if key not in _FACES:
        _FACES[key] = r.faces
    return chance_of_success(tuple(sorted(colours)), key, number, tuple(sorted(icons)), bonus,
                             one_icon_only)
