"""Beat by Beat's table (rules: seeds/003_dad0e5f9710e691a.txt, engine: game/beat_by_beat/).

Along the top, this round's eight Rhythm cards (the current beat marked ▶) and the next
round's row beside them; below them the Judges (click one to take it as your own under
Judge Drafting), the Common Move Pool and its discard. Every dancer's phrase is a row of
eight beat slots, the rivals first and the viewer's own last: a move laid this beat lies
face down until everyone has chosen, a failed move lies face down with "failed" under it,
and a move that matched the crowd's style lies sideways. The viewer's hand runs along the
bottom; cards drawn from the pool (the opening draft, an Inspiration) lie to the right of
the viewer's phrase.

Gestures: drag a move from hand onto your lit beat slot (or click it, then the slot);
click hand cards to pay the discards the engine says you owe, or to refine them; click a
drawn card to put it back on the common discard; the buttons take a Stumble, choose the
recovery and refine from your discard pile. Every number shown (discounts, discards owed,
scores) comes from the engine's observation and its `preview`.
"""

from __future__ import annotations

from typing import Any

from game.beat_by_beat import events as ev
from game.beat_by_beat.content import STUMBLE, catalogue
from game.beat_by_beat.state import BEATS, Act, Phase, Played
from game.beat_by_beat.view import BBBObservation, DancerView, preview
from game.core.contract import Event, Rules
from scenes.toolkit.cards import BackMark, CardBack, CardFace, CardSection
from scenes.toolkit.view import CardSpot, Gesture, Interlude, Label, Layout, TableView
from scenes.toolkit.zones import Zone

STYLE_LOOK = {  # tint and a glyph, so colour never carries the style alone
    "latin": ((196, 64, 52), "♨", "Latin"), "ballroom": ((70, 92, 170), "♛", "Ballroom"),
    "classical": ((150, 96, 170), "♕", "Classical"), "jazz": ((200, 142, 40), "♪", "Jazz"),
    "street": ((52, 140, 96), "✦", "Street"),
}
PLAIN = ((120, 110, 100), "•", "no style")
RHYTHM_TINT, JUDGE_TINT = (60, 70, 110), (150, 110, 40)
SMALL = (52, 74)           # a move in a phrase, a drawn card
RHYTHM_CARD, NEXT_CARD, JUDGE_CARD = (46, 66), (46, 62), (64, 90)  # a tile holds "Downbeat" whole
HAND_CARD = (100, 144)
RHYTHM_Y, PHRASE_TOP, PHRASE_STEP, HAND_Y = 62, 142, 92, 526   # under the header, above the hints
SLOT_X, SLOT_STEP = 180, 60
SIDE_X = 700               # the Judges, the pool and the common discard


def move_face(card: str) -> CardFace:
    m = catalogue().moves[card]
    if m.stumble:
        return CardFace((CardSection("Stumble", "Cost 0. No style, type or bonus; never wins the "
                                     "crowd and gives no chain.", "cost 0", "✗", tint=(90, 90, 90)),),
                        "cost 0")
    looks = [STYLE_LOOK[s] for s in m.styles] or [PLAIN]
    style = " / ".join(look[2] for look in looks)
    text = f"{style} {m.type}. Cost {m.cost}, bonus {m.bonus}."
    return CardFace((CardSection(m.name, text, f"{m.cost}· +{m.bonus} {m.type}",
                                 "".join(look[1] for look in looks) + str(m.cost), tint=looks[0][0]),),
                    f"cost {m.cost} · {m.type} · +{m.bonus}")


def rhythm_face(card: str) -> CardFace:
    r = catalogue().rhythm[card]
    words = r.text or r.flavour
    # the tile carries its title and mark; the sentence is read in the zoom, never cut on the tile
    return CardFace((CardSection(r.title, words, "", "♩" if r.blank else "★", tint=RHYTHM_TINT),))


def judge_face(judge_id: str) -> CardFace:
    j = catalogue().judges[judge_id]
    return CardFace((CardSection(j.name, f"{j.text} ({j.points} points)", f"{j.points} pts",
                                 "⚖", tint=JUDGE_TINT),), f"{j.points} points")


def _row(x: int, y: int, count: int, size: tuple[int, int] = SMALL, step: int = SLOT_STEP) -> tuple[int, int, int, int]:
    return (x, y, step * (count - 1) + size[0] + 4, size[1] + 4)


class BeatByBeatTable(TableView):
    game_id = "beat_by_beat"

    def __init__(self, rules: Rules) -> None:  # type: ignore[type-arg]
        super().__init__(rules)
        cat = catalogue()
        self._moves = {c: move_face(c) for c in cat.moves}
        self._rhythm = {c: rhythm_face(c) for c in cat.rhythm}
        self._judges = {j: judge_face(j) for j in cat.judges}
        self._seats = 4  # learnt from the first layout

    def warm_up(self) -> tuple[tuple[CardFace | CardBack, int], ...]:
        return tuple((face, 0) for face in self._judges.values())

    # -- layout -------------------------------------------------------------------------
    @staticmethod
    def seat_order(obs: BBBObservation, viewer: int) -> list[int]:
        return [s for s in range(len(obs.dancers)) if s != viewer] + [viewer]

    def phrase_y(self, obs: BBBObservation, viewer: int, seat: int) -> int:
        return PHRASE_TOP + self.seat_order(obs, viewer).index(seat) * PHRASE_STEP

    def layout(self, obs: BBBObservation, viewer: int, names: tuple[str, ...], size: tuple[int, int]) -> Layout:
        self._seats = len(obs.dancers)
        hand_width = 610 if obs.drawn else 936
        zones = [Zone("rhythm:now", "row", _row(12, RHYTHM_Y, BEATS, RHYTHM_CARD, 50), ""),
                 Zone("rhythm:next", "row", _row(438, RHYTHM_Y, BEATS, NEXT_CARD, 48), ""),
                 Zone("judges:1", "row", _row(SIDE_X, PHRASE_TOP, 3, JUDGE_CARD, 76), ""),
                 Zone("judges:2", "row", _row(SIDE_X, PHRASE_TOP + 112, 2, JUDGE_CARD, 76), ""),
                 Zone("pool", "pile", (SIDE_X, PHRASE_TOP + 224, *JUDGE_CARD), "", outline=False),
                 Zone("common", "pile", (SIDE_X + 90, PHRASE_TOP + 224, *JUDGE_CARD), "", outline=False),
                 Zone(f"hand:{viewer}", "hand", (12, HAND_Y, hand_width, HAND_CARD[1] + 8), "")]
        spots: list[CardSpot] = []
        for index, card in enumerate(obs.rhythm_now):
            caption = "▶ now" if index == obs.beat and obs.phase is not Phase.OVER else f"beat {index + 1}"
            spots.append(CardSpot(f"rhythm:{obs.round}:{index}", "rhythm:now", CardBack(),
                                  self._rhythm[card], caption=caption, order=index, size=RHYTHM_CARD))
        for index, card in enumerate(obs.rhythm_next):
            spots.append(CardSpot(f"rhythm:{obs.round + 1}:{index}", "rhythm:next", CardBack(),
                                  self._rhythm[card], order=index, size=NEXT_CARD))
        for index, (judge_id, holder) in enumerate(zip(obs.judges, obs.claimed)):
            mine = [d.seat for d in obs.dancers if d.own_judge == judge_id]
            caption = f"{names[holder]}'s" if holder is not None else \
                (f"{names[mine[0]]}'s pick" if mine else "open")
            spots.append(CardSpot(f"judge:{judge_id}", "judges:1" if index < 3 else "judges:2", CardBack(),
                                  self._judges[judge_id], caption=caption, order=index % 3,
                                  size=JUDGE_CARD))
        for index in range(min(obs.pool_size, 4)):
            spots.append(CardSpot(f"pool:{index}", "pool", CardBack(), order=index, size=JUDGE_CARD))
        for index in range(min(obs.common_discard_size, 4)):
            spots.append(CardSpot(f"common:{index}", "common", CardBack(), order=index, size=JUDGE_CARD))
        side = PHRASE_TOP + 224 + JUDGE_CARD[1] + 18
        labels = [Label("this round's Rhythm", (14, RHYTHM_Y - 15), 11, (226, 206, 200)),
                  Label("next round's Rhythm", (440, RHYTHM_Y - 15), 11, (226, 206, 200)),
                  Label(f"Round {obs.round} of 6", (840, RHYTHM_Y), 16, (236, 184, 84), True),
                  Label(f"beat {min(obs.beat + 1, BEATS)} of 8", (840, RHYTHM_Y + 22), 14, (236, 184, 84)),
                  Label(f"pool {obs.pool_size} · common discard {obs.common_discard_size}", (SIDE_X, side), 13)]
        for seat in self.seat_order(obs, viewer):
            self._seat(obs, viewer, seat, names, zones, spots, labels)
        for index, card in enumerate(obs.hand):
            spots.append(CardSpot(self.hand_key(obs, index), f"hand:{viewer}", CardBack(), self._moves[card],
                                  order=index, size=HAND_CARD,
                                  caption=self._hand_caption(obs, card)))
        return Layout(tuple(zones), tuple(spots), (), (), tuple(labels), self._banner(obs, viewer, names))

    def _seat(self, obs: BBBObservation, viewer: int, seat: int, names: tuple[str, ...],
              zones: list[Zone], spots: list[CardSpot], labels: list[Label]) -> None:
        view = obs.dancers[seat]
        y = self.phrase_y(obs, viewer, seat)
        you = " (you)" if seat == viewer else ""
        labels.append(Label(f"{names[seat]}{you}", (12, y + 2), 16, bold=True))
        labels.append(Label(f"{view.score} points · crowd {view.favor}", (12, y + 22), 13, (236, 184, 84)))
        labels.append(Label(f"hand {view.hand_size} · deck {view.deck_size} · disc. {view.discard_size}",
                            (12, y + 40), 12, (226, 206, 200)))
        if view.judges:
            labels.append(Label(f"⚖ {len(view.judges)} Judge{'s' if len(view.judges) > 1 else ''}",
                                (12, y + 56), 12, (236, 184, 84)))
        for beat in range(BEATS):
            zones.append(Zone(self.slot_key(seat, beat), "slot",
                              (SLOT_X + beat * SLOT_STEP, y + 2, SMALL[0] + 4, SMALL[1] + 4), "",
                              outline=beat == len(view.phrase)))
        for beat, played in enumerate(view.phrase):
            spots.append(self._played(obs, seat, beat, played))
        if view.committed:
            own = obs.committed if seat == viewer else None
            spots.append(CardSpot(f"r{obs.round}:p{seat}:b{len(view.phrase)}", self.slot_key(seat, len(view.phrase)),
                                  CardBack(), None, peek=self._moves[own] if own else None,
                                  caption="yours" if own else "chosen", size=SMALL,
                                  origin=f"hand:{viewer}" if seat == viewer else ""))
        status = self._status(obs, view, seat == viewer)
        if status:
            labels.append(Label(status, (12, y + 72), 12, (160, 220, 200)))
        if seat == viewer and obs.drawn:
            zones.append(Zone("drawn", "row", (632, HAND_Y + 20, 316, SMALL[1] + 40), "drawn from the pool"))
            for index, card in enumerate(obs.drawn):
                spots.append(CardSpot(self.drawn_key(obs, index), "drawn", CardBack(), self._moves[card],
                                      order=index, size=SMALL, origin="pool"))

    def _played(self, obs: BBBObservation, seat: int, beat: int, played: Played) -> CardSpot:
        key, zone = f"r{obs.round}:p{seat}:b{beat}", self.slot_key(seat, beat)
        if not played.success:
            return CardSpot(key, zone, CardBack((BackMark("✗", "failed"),)), None, peek=self._moves[played.card],
                            caption="failed", size=SMALL, order=0)
        caption = "★ crowd" if played.outright else ("≈ style" if played.matched else f"+{played.bonus}")
        detail = f"Beat {beat + 1}: discount {played.discount}, {played.owed} discarded, bonus {played.bonus}."
        return CardSpot(key, zone, CardBack(), self._moves[played.card], angle=90 if played.matched else 0,
                        caption=caption, detail=detail, size=SMALL, order=0)

    @staticmethod
    def _status(obs: BBBObservation, view: DancerView, mine: bool) -> str:
        if obs.phase is Phase.PAY and view.owed:
            return f"owes {view.owed} discard{'s' if view.owed != 1 else ''}"
        if obs.phase is Phase.RECOVER and obs.recoveries is not None:
            done = obs.recoveries.committed[obs.recoveries.order.index(view.seat)]
            return "recovery chosen" if done else "choosing recovery"
        if view.recovery:
            return "recovers: " + ", ".join(view.recovery)
        if view.rejects:
            return f"keeps {view.drawing - view.rejects} of {view.drawing}"
        return ""

    def _hand_caption(self, obs: BBBObservation, card: str) -> str:
        if obs.phase is not Phase.SELECT or obs.actor != obs.seat:
            return ""
        shown = preview(obs, card)
        return f"pay {shown.owed}" if shown.payable else f"fails ({shown.owed})"

    def _banner(self, obs: BBBObservation, viewer: int, names: tuple[str, ...]) -> str:
        if obs.actor is None:
            return "The show is over."
        if obs.actor != viewer:
            return f"{names[obs.actor]} is choosing"
        me = obs.me
        return {
            Phase.JUDGE_DRAFT: "Click a Judge to dance for (+2 if you win them over)",
            Phase.DRAFT: f"Opening draft: click a drawn card to put it back ({me.rejects} to go)",
            Phase.SELECT: "Drag a move onto your lit beat slot (it stays face down)",
            Phase.PAY: f"Click {me.owed} card{'s' if me.owed != 1 else ''} in hand to pay for your move",
            Phase.RECOVER: "Choose your recovery (in secret)",
            Phase.REFINE: "Refine: click a card in hand, or pick one from your discard pile",
            Phase.INSPIRE: "Inspiration: click the drawn card to give up",
        }.get(obs.phase, "Your move")

    # -- keys -----------------------------------------------------------------------------
    @staticmethod
    def slot_key(seat: int, beat: int) -> str:
        return f"slot:{seat}:{beat}"

    @staticmethod
    def hand_key(obs: BBBObservation, index: int) -> str:
        card = obs.hand[index]
        return f"hand:{card}:{obs.hand[:index].count(card)}"

    @staticmethod
    def drawn_key(obs: BBBObservation, index: int) -> str:
        card = obs.drawn[index]
        return f"drawn:{card}:{obs.drawn[:index].count(card)}"

    # -- gestures --------------------------------------------------------------------------
    def gestures(self, obs: BBBObservation, legal: tuple[Any, ...]) -> tuple[Gesture, ...]:
        found: list[Gesture] = []
        first_in_hand = {card: self.hand_key(obs, obs.hand.index(card)) for card in set(obs.hand)}
        first_drawn = {card: self.drawn_key(obs, obs.drawn.index(card)) for card in set(obs.drawn)}
        slot = self.slot_key(obs.seat, len(obs.me.phrase))
        for act in legal:
            if not isinstance(act, Act):
                continue
            name = catalogue().moves[act.card].name if act.card in catalogue().moves else act.card
            if act.verb == "play" and act.card in first_in_hand:
                found.append(Gesture(act, f"Lay {name}", first_in_hand[act.card], slot))
            elif act.verb == "play":
                found.append(Gesture(act, "Take a Stumble and lay it"))
            elif act.verb == "discard":
                found.append(Gesture(act, f"Discard {name}", None, first_in_hand[act.card]))
            elif act.verb == "refine" and act.zone == "hand":
                found.append(Gesture(act, f"Refine {name} from your hand", None, first_in_hand[act.card]))
            elif act.verb == "refine":
                found.append(Gesture(act, f"Refine {name} from your discard"))
            elif act.verb == "reject":
                found.append(Gesture(act, f"Give up {name}", None, first_drawn[act.card]))
            elif act.verb == "judge":
                found.append(Gesture(act, f"Dance for {catalogue().judges[act.card].name}", None,
                                     f"judge:{act.card}"))
            elif act.verb == "recover":
                found.append(Gesture(act, "Recover: " + " + ".join(act.card.split("+"))))
        return tuple(found)

    def candidate(self, obs: BBBObservation, source: str | None, target: str | None, variant: str | None) -> Any:
        card = source.split(":")[1] if source and source.startswith("hand:") else None
        if card is not None and target == self.slot_key(obs.seat, len(obs.me.phrase)):
            return Act("play", card)  # in any other phase the engine says why not
        if source is None and target is not None and target.startswith("hand:"):
            verb = {Phase.PAY: "discard", Phase.REFINE: "refine"}.get(obs.phase)
            picked = target.split(":")[1]
            if verb == "refine":
                return Act("refine", picked, "hand")
            return Act(verb, picked) if verb else None
        if source is None and target is not None and target.startswith("drawn:"):
            return Act("reject", target.split(":")[1])
        if source is None and target is not None and target.startswith("judge:"):
            return Act("judge", target.split(":", 1)[1])
        return None

    # -- events -----------------------------------------------------------------------------
    def sound(self, event: Event) -> str | None:
        if isinstance(event, ev.Drew):
            return "deal"
        if isinstance(event, (ev.MovesRevealed, ev.RecoveryRevealed)):
            return "flip"
        if isinstance(event, (ev.JudgeClaimed, ev.GameEnded)):
            return "win"
        if isinstance(event, (ev.MoveCommitted, ev.Paid)):
            return "drop"
        return None

    def interlude(self, events: tuple[Event, ...], names: tuple[str, ...], viewer: int) -> Interlude | None:
        scored = [e for e in events if isinstance(e, ev.RoundScored)]
        if not scored:
            return None
        lines = [scored[0].text(names)] + [e.text(names) for e in events if isinstance(e, ev.JudgeClaimed)]
        return Interlude(f"End of round {scored[0].score.round}", tuple(lines))

    def seat_anchor(self, seat: int, viewer: int, size: tuple[int, int]) -> tuple[int, int]:
        order = [s for s in range(self._seats) if s != viewer] + [viewer]
        row = order.index(seat) if seat in order else 0
        return (SLOT_X + BEATS * SLOT_STEP - 30, PHRASE_TOP + row * PHRASE_STEP + 40)


TABLE = BeatByBeatTable
__all__ = ["TABLE", "BeatByBeatTable", "STUMBLE"]
