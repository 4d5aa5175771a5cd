"""Dance Card! (`shared/seeds/001_73f120c87acf16e3.txt`): what one seat may know, and sampling the rest.

Everything on the board is public: where the students and Chaperones stand, every
Dance Card's tokens, the Song Die, the dial, the dice of a dance, the ditch piles and
the Showstoppers. Hidden are the order of the decks (and so which Mix It Up! cards of
a Solo game stay in the box) and, in Competitive games only, the other players' hands
(their size shows, and how many of them are Shōjo! cards, whose backs differ).
`determinize` deals the hidden cards at random consistently with one observation.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from game.core.chance import Chance
from game.core.contract import Outcome
from game.dance_card.content import COLOURS, ICONS
from game.dance_card.dice import succeeds, target
from game.dance_card.edition import BASE, Edition
from game.dance_card.effects import hands_open
from game.dance_card.flow import SUCCESSES_TO_WIN
from game.dance_card.mode import Mode
from game.dance_card.roster import roster
from game.dance_card.state import Roll, Seat, State, Step, Task, Turn


@dataclass(frozen=True)
class SeatView:
    student: int
    status: tuple[int, int, int]
    chats: tuple[bool, ...]
    crush_chats: tuple[bool, bool, bool]
    hand: tuple[int, ...] | None        # None: hidden from this viewer
    hand_size: int
    shojo_in_hand: int
    showstoppers: tuple[int, ...]
    extra_friends: tuple[int, ...]
    personal_deck_size: int

    @property
    def successes(self) -> int:
        return self.status.count(1)


@dataclass(frozen=True)
class ChallengeCard:
    """A Challenge! card in play, as the table shows it in a Challenge! space."""

    name: str
    chaperone: bool          # a Chaperone (with a standee) or a general card
    index: int               # into the content's challenges or chaperones
    text: str                # its rule (a Chaperone without one says so)
    spark_text: str = ""     # a Chaperone's Spark!
    place: int = -1          # where a Chaperone's standee stands (-1: a general card)


@dataclass(frozen=True)
class DanceCardObservation:
    seat: int
    mode: Mode
    seats: tuple[SeatView, ...]
    positions: tuple[int, ...]
    chaperones: tuple[tuple[int, int], ...]
    challenges: tuple[int, ...]
    smooth_deck_size: int
    smooth_ditch: tuple[int, ...]       # sorted: the pile's order is of no use to anyone
    mix_deck_size: int
    mix_ditch: tuple[int, ...]
    song_face: int
    song_colour: str
    dial: int
    active: int
    turn_number: int
    turn: Turn
    roll: Roll | None
    agenda: tuple[Task, ...]
    set_aside: tuple[int, ...]
    selfies: tuple[int, ...]
    shojo_gone: tuple[int, ...]
    ending: Outcome | None
    # What the Deluxe Edition and the Challenge! cards put on the table (all public).
    edition: Edition = BASE                      # modules, Music Rules! card, Spin Dial
    challenge_cards: tuple[ChallengeCard, ...] = ()  # general cards first, then Chaperones
    on_stage: tuple[int, ...] = ()               # students up on the Music Rules! card (Joe)

    @property
    def me(self) -> SeatView:
        return self.seats[self.seat]


def observe(state: State, seat: int) -> DanceCardObservation:
    r = roster()
    open_hands = hands_open(state)
    views = tuple(SeatView(
        s.student, s.status, s.chats, s.crush_chats,
        s.hand if (open_hands or i == seat) else None, len(s.hand),
        sum(1 for c in s.hand if r.is_shojo(c)), s.showstoppers, s.extra_friends,
        len(s.personal_deck)) for i, s in enumerate(state.seats))
    return DanceCardObservation(
        seat, state.mode, views, state.positions, state.chaperones, state.challenges,
        len(state.smooth_deck), tuple(sorted(state.smooth_ditch)), len(state.mix_deck),
        state.mix_ditch, state.song_face, state.song_colour, state.dial, state.active,
        state.turn_number, state.turn, state.roll, state.agenda, state.set_aside,
        state.selfies, state.shojo_gone, state.ending, state.edition, challenge_cards(state),
        tuple(s for s, where in enumerate(state.positions) if where == r.stage))


def challenge_cards(state: State) -> tuple[ChallengeCard, ...]:
    """The Challenge! cards in play with their words, and where each Chaperone stands."""
    r = roster()
    general = tuple(ChallengeCard(r.content.challenges[i].name, False, i,
                                  r.content.challenges[i].text) for i in state.challenges)
    chaperones = tuple(ChallengeCard(c.name, True, i, c.text, c.spark_text, where)
                       for i, where in state.chaperones for c in (r.content.chaperones[i],))
    return general + chaperones


def determinize(obs: DanceCardObservation, rng: random.Random) -> State:
    """A full state consistent with `obs`: hidden cards dealt at random, fresh chance."""
    r = roster()
    unknown = Counter(r.smooth_deck(obs.edition))
    unknown.subtract(obs.smooth_ditch)
    for view in obs.seats:
        if view.hand is not None:
            unknown.subtract(c for c in view.hand if not r.is_shojo(c))
    smooth = [c for c, n in unknown.items() for _ in range(max(0, n))]
    rng.shuffle(smooth)
    shojo_known = {c for v in obs.seats if v.hand is not None for c in v.hand if r.is_shojo(c)}
    shojo = [c for c in range(100, 100 + len(r.shojo))
             if c not in shojo_known and c not in obs.shojo_gone]
    rng.shuffle(shojo)
    seats = []
    for view in obs.seats:
        hand = view.hand
        if hand is None:
            plain = view.hand_size - view.shojo_in_hand
            hand = tuple(sorted(smooth[:plain] + shojo[:view.shojo_in_hand]))
            smooth, shojo = smooth[plain:], shojo[view.shojo_in_hand:]
        personal = tuple(shojo[:view.personal_deck_size])
        shojo = shojo[view.personal_deck_size:]
        seats.append(Seat(view.student, view.status, view.chats, view.crush_chats, hand,
                          view.showstoppers, view.extra_friends, personal))
    seen = set(obs.mix_ditch) | {c for v in obs.seats for c in v.showstoppers}
    mix = [c for c in r.mix_pool(obs.edition) if c not in seen]
    rng.shuffle(mix)
    return State(
        chance=Chance(rng.getrandbits(62)), mode=obs.mode, seats=tuple(seats),
        positions=obs.positions, chaperones=obs.chaperones, challenges=obs.challenges,
        smooth_deck=tuple(smooth[:obs.smooth_deck_size]), smooth_ditch=obs.smooth_ditch,
        mix_deck=tuple(mix[:obs.mix_deck_size]), mix_ditch=obs.mix_ditch,
        song_face=obs.song_face, song_colour=obs.song_colour, dial=obs.dial,
        active=obs.active, turn_number=obs.turn_number, turn=obs.turn, roll=obs.roll,
        agenda=obs.agenda, set_aside=obs.set_aside, selfies=obs.selfies,
        shojo_gone=obs.shojo_gone, ending=obs.ending, edition=obs.edition)


# -- what a table shows, asked of an observation (the table computes no rule itself) ----------
@dataclass(frozen=True)
class DanceReadout:
    """The dance in progress as the scoring rules see it."""

    dancer: int                 # seat
    partner: str
    number: int                 # the total it must reach
    icons: tuple[str, ...]      # the icons it must show
    total: int | None           # None: not rolled yet
    found: tuple[str, ...]      # icons showing (a Lime!'s included)
    success: bool | None        # what keeping the roll now would give
    bonus: int = 0              # added to the dice by cards
    faces: tuple[int | None, ...] = ()   # each die's number (None: gone), for the breakdown


def one_icon_only(obs: DanceCardObservation, seat: int) -> bool:
    """Steven's ability: a face with several icons counts one of them."""
    return roster().students[obs.seats[seat].student].power == "multi_icon_counts_once"


def dance_readout(obs: DanceCardObservation) -> DanceReadout | None:
    roll = obs.roll
    if roll is None:
        return None
    r = roster()
    me = r.students[obs.seats[roll.seat].student]
    number, icons = target(obs, r, roll.seat, roll.partner)  # type: ignore[arg-type]  # reads seats, challenges
    partner = r.name(me.partners[roll.partner].student)
    if not roll.rolled:
        return DanceReadout(roll.seat, partner, number, icons, None, (), None)
    total = roll.bonus + sum(f.number for f in roll.faces if f is not None)
    found = tuple(roll.icons) + tuple(i for f in roll.faces if f is not None for i in f.icons)
    won = succeeds(roll, number, icons, one_icon_only(obs, roll.seat))
    return DanceReadout(roll.seat, partner, number, icons, total, found, won, roll.bonus,
                        tuple(f.number if f is not None else None for f in roll.faces))


@dataclass(frozen=True)
class DieCount:
    """One die of a dance as the scoring counts it."""

    index: int                  # 1, 2, … as the table numbers the dice
    colour: str
    source: str                 # where it came from, in words ("Marty's own dice", "Friend Yvette" …)
    number: int | None          # None: its result was set aside (Hands Up!): it counts nothing
    icons: tuple[str, ...]


@dataclass(frozen=True)
class DanceBreakdown:
    """A rolled dance broken down die by die: what each adds, what cards and abilities add,
    the total and icons against what the Partner needs, and the verdict keeping it gives."""

    dancer: int                 # seat
    partner: str
    dice: tuple[DieCount, ...]
    missing: tuple[tuple[str, str], ...]   # (colour, source): dice earned that the box had none of
    bonus: int                  # added to the total by cards and abilities (Slay!, Eliot …)
    added_icons: tuple[str, ...]  # icons added by a Lime! or Marty's ability
    total: int
    found: tuple[str, ...]
    number: int                 # the total it needs
    needed: tuple[str, ...]     # the icons it needs
    one_icon_only: bool         # Steven: a face with several icons counts one of them
    success: bool


def dance_breakdown(obs: DanceCardObservation) -> DanceBreakdown | None:
    """The dance on the board, once its dice have landed (None before). The same sums as the
    scoring (`dice.succeeds`): keeping the roll now scores exactly this."""
    readout = dance_readout(obs)
    roll = obs.roll
    if readout is None or roll is None or readout.total is None or readout.success is None:
        return None
    dice = tuple(DieCount(index + 1, die.colour, die.source or "the dance",
                          face.number if face is not None else None, face.icons if face is not None else ())
                 for index, (die, face) in enumerate(zip(roll.pool, roll.faces)))
    return DanceBreakdown(readout.dancer, readout.partner, dice,
                          tuple((d.colour, d.source or "the dance") for d in roll.missing), roll.bonus,
                          tuple(roll.icons), readout.total, readout.found, readout.number, readout.icons,
                          one_icon_only(obs, roll.seat), readout.success)


def icon_choices(obs: DanceCardObservation) -> tuple[str, ...]:
    """The icons the viewer could add to their roll now (a Lime! in hand, or Marty's ability)."""
    r = roster()
    roll = obs.roll
    step = obs.agenda[0].step if obs.agenda and obs.ending is None else None
    if roll is None or roll.seat != obs.seat or step is not Step.ROLL:
        return ()
    me = obs.seats[obs.seat]
    lime = any(r.card(c).effects and r.card(c).effects[0].kind == "add_icon" for c in me.hand or ())
    return ICONS if lime or r.students[me.student].power == "ditch_card_for_icon" else ()


@dataclass(frozen=True)
class SetupAdvice:
    """The document's advice for setting up, for the set-up and seat screens to show where
    each choice is made (in our words, from the content)."""

    avoid: tuple[str, ...]      # students a first game should not choose (Felicity, Zoe)
    students: str               # where the Dance Cards are chosen
    deal: str                   # dealing them at random once the game is known
    challenges: str             # beside the Challenge! choice
    deluxe: str                 # beside the Deluxe Edition's modules


def first_game_advice() -> SetupAdvice:
    advice = {a.topic: a for a in roster().content.advice}
    return SetupAdvice(advice["students"].students, advice["students"].text, advice["deal"].text,
                       advice["challenges"].text, advice["deluxe"].text)


def choosable_students(cool_kids: bool) -> tuple[str, ...]:
    """The Dance Cards a seat may be given, in Student ID order (the Cool Kids' only with
    Cool Kids! in the game)."""
    r = roster()
    chosen = r.students[:r.students_in_play(Edition(cool_kids=cool_kids))]
    return tuple(s.name for s in sorted(chosen, key=lambda s: s.student_id))


def song_colours() -> tuple[str, ...]:
    """The colours a wild Song Die may be turned to."""
    return COLOURS


def successes_to_win() -> int:
    return SUCCESSES_TO_WIN


def round_end_reveals(obs: DanceCardObservation) -> int:
    """Mix It Up! cards revealed after each full round (the Game Mode card's number)."""
    return roster().content.mode(obs.mode).round_end_reveals


__all__ = ["ChallengeCard", "SetupAdvice", "choosable_students", "first_game_advice",
           "DanceBreakdown", "DanceCardObservation", "DanceReadout", "DieCount", "SeatView", "dance_breakdown",
           "dance_readout", "determinize", "hands_open", "icon_choices", "observe", "one_icon_only",
           "round_end_reveals", "song_colours", "successes_to_win"]
