"""Beat by Beat — what one seat may know.

Public: every phrase on the table (moves turn face up at the reveal), scores, Judges,
both Rhythm rows (and with Variable Crowd Bonuses this round's and the next round's
card), the size of every pile, how many cards each dancer has refined and how many
Stumbles it has taken (both done in plain sight, though a refined card goes face down),
and, once revealed, the recovery choices. Private to their owner: a hand, the contents
of a personal deck (as a collection: its order is known to no one) and discard pile,
the move committed this beat and the recovery choice, until everyone has chosen (both
are rounds of the core's commit-and-reveal, game/core/commit.py), cards drawn from the
pool, and which card a Refinement took. The pool's order and contents (refined cards,
starters and Stumbles among them, go back into it), the common discard, the Rhythm deck
and the unseen Crowd Bonus cards are known to no one. The observation keeps no memory of
earlier rounds beyond what lies in view.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.beat_by_beat.content import STYLES, Judge, catalogue
from game.beat_by_beat.execution import Discount, bonus_for, discount_for, favor_of, move, owed_for, rhythm_card
from game.beat_by_beat.scoring import style_ways
from game.beat_by_beat.state import (BEATS, DRAFT_DRAW, DRAFT_KEEP, INSPIRATION_DRAW, ROUNDS, Options,
                                     Phase, Played, State, actor, recovery_choices, step)
from game.core.commit import CommitmentView


@dataclass(frozen=True)
class DancerView:
    seat: int
    score: int
    hand_size: int
    deck_size: int
    discard_size: int
    phrase: tuple[Played, ...]
    judges: tuple[str, ...]
    own_judge: str | None
    tokens: int
    committed: bool                       # has laid this beat's move face down
    recovery: tuple[str, ...]             # this beat's recovery actions, once revealed
    picks: int                            # how many recovery actions to choose this beat
    different: bool                       # … all different (Encore Energy)
    owed: int
    refines: int
    inspirations: int
    drawing: int                          # pool cards in front of the dancer, face down
    rejects: int
    favor: int
    outright: int
    collection: int                       # every card the dancer owns
    paid: tuple[str, ...] = ()            # cards discarded face up to pay this beat's move (public)
    refined: int = 0                      # cards it has refined this game (which ones: its secret)
    stumbles_taken: int = 0               # Stumbles it has taken on an empty hand this game

    @property
    def hidden_cards(self) -> int:
        """Cards of this dancer out of sight: hand, deck, discard, a committed move."""
        return self.hand_size + self.deck_size + self.discard_size + self.committed

    @property
    def keeps(self) -> int:
        """Of the pool cards in front of the dancer, how many they keep (the rest they give up)."""
        return self.drawing - self.rejects


@dataclass(frozen=True)
class BBBObservation:
    seat: int
    phase: Phase
    actor: int | None
    options: Options
    round: int
    beat: int
    rhythm_now: tuple[str, ...]
    rhythm_next: tuple[str, ...]
    rhythm_used: tuple[str, ...]
    rhythm_deck_size: int
    judges: tuple[str, ...]
    claimed: tuple[int | None, ...]
    pool_size: int
    common_discard_size: int
    hand: tuple[str, ...]
    deck: tuple[str, ...]          # sorted: what is in it, not in which order
    discard: tuple[str, ...]
    committed: str | None           # your move laid face down this beat
    recovering: tuple[str, ...] | None  # your recovery choice, made in secret this beat
    select: CommitmentView[str] | None
    recoveries: CommitmentView[tuple[str, ...]] | None
    drawn: tuple[str, ...]
    dancers: tuple[DancerView, ...]
    rounds: int = ROUNDS
    crowd_now: str = ""                   # Variable Crowd Bonuses: this round's card
    crowd_next: str = ""                  # … and the next round's ("" after round 5)
    crowd_deck_size: int = 0
    # The beat's phase (`phase` is the step asked of `actor`); whether several players share
    # the device (Decision 17) and who acted last. Out of the repr: in seat order they say
    # nothing `phase` does not, and the golden records' digest of the observations stands.
    stage: Phase | None = field(default=None, repr=False)
    pass_fewer: bool = field(default=False, repr=False)
    lead: int = field(default=0, repr=False)

    @property
    def me(self) -> DancerView:
        return self.dancers[self.seat]

    @property
    def last_round(self) -> bool:
        return self.round >= self.rounds


def _view(state: State, seat: int) -> DancerView:
    d = state.dancers[seat]
    committed = state.committed(seat)
    return DancerView(
        seat=seat, score=d.score, hand_size=len(d.hand), deck_size=len(d.deck),
        discard_size=len(d.discard), phrase=d.phrase, judges=d.judges, own_judge=d.own_judge,
        tokens=d.tokens, committed=committed is not None, recovery=d.recovery, picks=d.picks,
        different=d.different, owed=d.owed, refines=d.refines,
        inspirations=d.inspirations, drawing=len(d.drawn), rejects=d.rejects, favor=d.favor,
        outright=d.outright, collection=len(d.collection(committed)), paid=d.paid,
        refined=d.refined, stumbles_taken=d.stumbles_taken)


def observe(state: State, seat: int) -> BBBObservation:
    d = state.dancers[seat]
    acting = actor(state)
    return BBBObservation(
        seat=seat, phase=state.phase if acting is None else step(state, acting), actor=acting,
        options=state.options,
        round=state.round, beat=state.beat, rhythm_now=state.rhythm_now,
        rhythm_next=state.rhythm_next, rhythm_used=state.rhythm_used,
        rhythm_deck_size=len(state.rhythm_deck), judges=state.judges, claimed=state.claimed,
        pool_size=len(state.pool), common_discard_size=len(state.common_discard), hand=d.hand,
        deck=tuple(sorted(d.deck)), discard=d.discard, committed=state.committed(seat),
        recovering=state.recoveries.choice_of(seat) if state.recoveries is not None else None,
        select=state.select.view(seat) if state.select is not None else None,
        recoveries=state.recoveries.view(seat) if state.recoveries is not None else None,
        drawn=d.drawn,
        dancers=tuple(_view(state, s) for s in range(state.seats)),
        crowd_now=state.crowd_now, crowd_next=state.crowd_next,
        crowd_deck_size=len(state.crowd_deck), stage=state.phase, pass_fewer=state.pass_fewer,
        lead=state.lead)


@dataclass(frozen=True)
class MovePreview:
    """What laying a move from hand would mean now, for the table to show before the drop."""

    card: str
    discount: Discount
    owed: int          # discards it would cost
    payable: bool      # the hand (without the move) can pay them
    bonus: int         # what it would score if it succeeds


def preview(observation: BBBObservation, card: str) -> MovePreview:
    """The engine's figures for `card` at this beat, from the seat's own observation."""
    me, rhythm = observation.me, observation.rhythm_now[observation.beat]
    cut = discount_for(me.phrase, me.judges, me.tokens, observation.options, rhythm, card)
    owed = owed_for(me.phrase, me.judges, me.tokens, observation.options, rhythm, card)
    spare = len(observation.hand) - (1 if card in observation.hand else 0)
    return MovePreview(card, cut, owed, spare >= owed, bonus_for(me.phrase, me.judges, rhythm, card))


# -- what the table writes beside the cards (every figure from the engine's data) -----------
@dataclass(frozen=True)
class JudgeProgress:
    have: int
    need: int
    alive: bool        # still within reach this round (no failed move, enough beats left)
    met: bool          # met as the phrase stands (a rival meeting it too may take it: better round)

    @property
    def words(self) -> str:
        if self.met:
            return f"{self.have}/{self.need} ✓"
        return f"{self.have}/{self.need}" if self.alive else f"{self.have}/{self.need} ✗"


def judge_need(judge: Judge, seats: int) -> str:
    """A Judge's requirement in a few words, for the table (the whole text is in the zoom)."""
    count = judge.count_for(seats)
    if judge.need == "style":
        assert judge.need_style is not None
        return f"{count} {judge.need_style.title()}, none failed"
    if judge.need == "types":
        return f"{count} {' or '.join(t.title() for t in judge.need_types)}, none failed"
    if judge.need == "low_cost":
        return f"{BEATS} moves, all cost ≤ {count}"
    if judge.need == "all_styles":
        return f"{judge.need_count} each of {judge.need_styles} styles, none failed"
    if judge.need == "chain_run":
        return f"{count} chained in a row, none failed"
    return f"{count} outright crowd wins"


def judge_progress(observation: BBBObservation, seat: int, judge_id: str) -> JudgeProgress:
    """How far a dancer's phrase this round goes toward a Judge (public: phrases lie face up)."""
    judge = catalogue().judges[judge_id]
    dancer = observation.dancers[seat]
    phrase = dancer.phrase
    seats = len(observation.dancers)
    count = judge.count_for(seats)
    clean = all(p.success for p in phrase)
    left = BEATS - len(phrase)
    done = [move(p.card) for p in phrase if p.success]
    if judge.need == "outright":
        have = dancer.outright
        return JudgeProgress(have, count, have + left >= count, have >= count)
    if judge.need == "style":
        have = sum(judge.need_style in m.styles for m in done)
    elif judge.need == "types":
        have = sum(m.type in judge.need_types for m in done)
    elif judge.need == "low_cost":
        have = len(done) if all(m.cost <= count for m in done) else 0
        count = BEATS
        clean = clean and all(m.cost <= judge.need_count for m in done)
    elif judge.need == "all_styles":
        best = 0
        for way in style_ways(phrase):
            counts = sorted((min(way.count(style), judge.need_count) for style in STYLES), reverse=True)
            best = max(best, sum(counts[:judge.need_styles]))
        have, count = best, judge.need_count * judge.need_styles
    else:  # chain_run: the longest run of chained moves so far, and the run still going
        run = have = 0
        for p in phrase:
            run = run + 1 if p.chained else 0
            have = max(have, run)
        alive = clean and (have >= count or run + left >= count)
        return JudgeProgress(have, count, alive, alive and have >= count and not left)
    alive = clean and have + left >= count
    return JudgeProgress(have, count, alive, alive and have >= count and not left)


def crowd_result(observation: BBBObservation, beat: int, names: tuple[str, ...]) -> str:
    """Who won the crowd on a finished beat of this round, in words ("" before every dancer
    has executed it). A tie for the lead says so: "Tie — no crowd favour"."""
    dancers = observation.dancers
    if any(len(d.phrase) <= beat for d in dancers):
        return ""
    favor = favor_of(observation.rhythm_now[beat], tuple(d.phrase[beat] for d in dancers))
    if favor.winners and not favor.boost:
        return "Tie — all leaders win"
    if favor.winners:
        return f"★ {names[favor.winners[0]]}"
    if favor.reason == "the leading moves tie":
        return "Tie — no crowd favour"
    if favor.reason.startswith("no move reached"):
        return "Too cheap — no favour"
    return "No crowd favour"


def rhythm_short(card: str) -> str:
    """A Rhythm card's effect in a few words, for its tile (the sentence is in the zoom)."""
    r = rhythm_card(card)
    head, _, tail = r.condition.partition(":")
    on = {"type": f" {tail.title()}", "cost": f" cost {tail}", "cost_min": f" cost {tail}+",
          "most_played_style": " your top style", "unplayed_style": " a new style"}.get(head, "")
    if r.kind == "discount":
        return f"−{r.amount}{on or ' every move'}"
    if r.kind == "bonus":
        return f"+{r.amount} bonus{(' on' + on) if on else ''}"
    if r.kind == "extra_recovery":
        return f"+ free {r.action.title()}"
    if r.kind == "stamina_draw":
        return f"Stamina draws {r.amount}"
    if r.kind == "two_different":
        return "2 different recoveries"
    if r.kind == "crowd_min_cost":
        return f"crowd needs cost {r.amount}+"
    if r.kind == "crowd_ties_win":
        return "tied leaders all win"
    if r.kind == "crowd_lowest":
        return "lowest cost wins crowd"
    if r.kind == "chain_plus":
        return f"chain −{r.amount} more"
    if r.kind == "chain_any":
        return "any move chains"
    if r.kind == "no_chain":
        return "no chains"
    return "no effect"


@dataclass(frozen=True)
class RecoveryOption:
    action: str        # the legal action's card text ("stamina", "stamina+inspiration")
    title: str
    words: str


def recovery_words(observation: BBBObservation, action: str) -> RecoveryOption:
    """What one recovery choice does for this seat this beat, with the engine's numbers."""
    me = observation.me
    rhythm = rhythm_card(observation.rhythm_now[min(observation.beat, BEATS - 1)])
    succeeded = bool(me.phrase) and me.phrase[-1].success
    draw = rhythm.amount if rhythm.kind == "stamina_draw" and succeeded else 2
    parts = action.split("+")
    what = {"stamina": f"draw {draw} from your deck",
            "refinement": "remove a card for good",
            "inspiration": f"draw {INSPIRATION_DRAW} from the pool, keep {INSPIRATION_DRAW - 1}"}
    if len(parts) > 1:   # a pair says it shorter
        what = {"stamina": f"draw {draw}", "refinement": "remove 1",
                "inspiration": f"pool {INSPIRATION_DRAW}, keep {INSPIRATION_DRAW - 1}"}
    title = " + ".join(p.title() for p in parts)
    return RecoveryOption(action, title, "; ".join(what[p] for p in parts))


def recovery_offer(observation: BBBObservation) -> tuple[RecoveryOption, ...]:
    """Every recovery choice open to this seat this beat (the legal `recover` actions), in words."""
    me = observation.me
    return tuple(recovery_words(observation, "+".join(c))
                 for c in recovery_choices(max(1, me.picks), me.different))


def draft_words(observation: BBBObservation) -> str:
    """The opening draft or an Inspiration, in words with the engine's numbers."""
    me = observation.me
    if observation.phase is Phase.DRAFT:
        return (f"Opening draft: keep {DRAFT_KEEP} of {DRAFT_DRAW} — click the "
                f"{me.rejects} you give up")
    return (f"Inspiration: keep {INSPIRATION_DRAW - 1} of {INSPIRATION_DRAW} — click the one "
            "you give up")


EFFECT_TEXT = {
    "encore": "Encore — when it succeeds: once everyone has paid, draw 1 card.",
    "momentum": "Momentum — when it succeeds: your next move this round costs 1 less.",
    "polish": "Polish — when it succeeds: a bonus Refinement this beat.",
    "muse": "Muse — when it succeeds: a bonus Inspiration this beat.",
}


def effect_words(observation: BBBObservation, card: str) -> str:
    """A move's effect in words for its zoom, when the game plays Move Bonus Effects ('' if
    it has none or the option is off)."""
    effect = move(card).effect
    return EFFECT_TEXT[effect] if effect and observation.options.move_effects else ""


def crowd_words(observation: BBBObservation) -> tuple[str, str]:
    """This round's and the next round's Crowd Bonus card, title and text ('' for none)."""
    cards = catalogue().crowd

    def words(card: str) -> str:
        return f"{cards[card].title}: {cards[card].text}" if card else ""
    return words(observation.crowd_now), words(observation.crowd_next)
