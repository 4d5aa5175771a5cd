"""Beat by Beat's table (rules: seeds/003_dad0e5f9710e691a.txt, engine: game/beat_by_beat/).

A grid: eight beat columns. Along the top, this round's Rhythm cards, one over each column,
each with its effect in words (a finished beat shows who won the crowd instead, a tie
says "Tie — no crowd favour"); the column being danced is lit from the Rhythm card down
through every phrase. Below, every dancer's phrase as eight beat slots, the rivals first
and the viewer's own last: a move laid this beat lies face down until everyone has chosen
and all turn together; a failed move lies face down marked ✗; a move that matched the
crowd's style lies sideways. Left of each phrase: the dancer's score, crowd wins, hand,
deck and discard counts. On the right: the next round's Rhythm row, then the Judges, each
with every dancer's progress toward it this round. Along the bottom: the viewer's hand,
the Common Move Pool and its discard; cards drawn from the pool (the opening draft, an
Inspiration) get a panel of their own, and the recovery choice is three plates to click.

Looks live in beat_by_beat_look.py; what a hand does is the engine's
(game/beat_by_beat/places.py), what each move is called the table's (`label`). Every number
shown comes from the engine's observation and game/beat_by_beat/view.py.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.beat_by_beat import events as ev
from game.beat_by_beat import places
from game.beat_by_beat.content import STUMBLE, catalogue
from game.beat_by_beat.state import BEATS, JUDGE_DRAFT_BONUS, Act, Phase, Played, State, card_of, zone_of
from game.beat_by_beat.view import (BBBObservation, DancerView, crowd_result, draft_words, effect_words, judge_need,
                                    judge_progress, preview, recovery_offer)
from game.core.contract import Event, Rules
from scenes.tables.beat_by_beat_more import CROWD_H, KeptNote, crowd_spot, name_lines
from scenes.tables.beat_by_beat_look import (ChoicePlate, JudgePlate, MoveTile, NextRow, RhythmTile, judge_face,
                                             move_face, move_words, rhythm_face)
from scenes.toolkit.cards import BackMark, CardBack
from scenes.toolkit.view import CardSpot, Interlude, Label, Layout, TableView
from scenes.toolkit.zones import Zone
from scenes.ui import Fonts

GOLD, PALE, TEAL_TEXT = (236, 184, 84), (226, 206, 200), (160, 220, 200)
SLOT_X, SLOT_STEP = 136, 74            # beat columns: the Rhythm card and every phrase slot
SIDE_X, SIDE_W = 734, 214              # the right column: next Rhythm row, Judges
RHYTHM_Y, RHYTHM_SIZE = 56, (70, 92)
PHRASE_TOP, PHRASE_BOTTOM = 154, 510
HAND_Y, HAND_SIZE = 520, (96, 134)
DRAWN_SIZE = (96, 124)
DRAFT_Y, DRAFT_SIZE = 250, (104, 150)   # the opening draft, over the still empty phrases
PILE_SIZE = (62, 86)
RECOVERY_WORD = {"stamina": "Stamina", "refinement": "Refine", "inspiration": "Inspire"}
COUNT = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
CHOICE_X = 432                         # the recovery plates, right of a narrowed hand
INSPIRE_X = 630                        # an Inspiration's drawn cards, right of the hand


def slot_centre(beat: int) -> int:
    return SLOT_X + beat * SLOT_STEP + RHYTHM_SIZE[0] // 2


class Painting:
    """Under the cards: the viewer's row, and the beat being danced lit as a column from
    its Rhythm card down through every phrase. Cached: drawn once per layout shape."""

    DRAW_CACHES = ("_image",)   # painted when first drawn

    def __init__(self, beat: int | None, own_row: tuple[int, int], bottom: int) -> None:
        self.beat, self.own_row, self.bottom = beat, own_row, bottom
        self._image: pygame.Surface | None = None

    def __call__(self, surface: pygame.Surface, fonts: Fonts, seconds: float) -> None:
        if self._image is None:
            image = pygame.Surface((960, self.bottom), pygame.SRCALPHA)
            top, height = self.own_row
            pygame.draw.rect(image, (255, 240, 200, 22), (6, top, SIDE_X - 14, height), border_radius=8)
            if self.beat is not None:
                x = SLOT_X + self.beat * SLOT_STEP - 3
                pygame.draw.rect(image, (236, 184, 84, 40), (x, RHYTHM_Y - 3, RHYTHM_SIZE[0] + 6,
                                                             self.bottom - RHYTHM_Y + 3), border_radius=8)
                pygame.draw.rect(image, (236, 184, 84, 140), (x, RHYTHM_Y - 3, RHYTHM_SIZE[0] + 6,
                                                              self.bottom - RHYTHM_Y + 3), 2, border_radius=8)
            self._image = image
        surface.blit(self._image, (0, 0))


class BeatByBeatTable(TableView[BBBObservation, Act]):
    game_id = "beat_by_beat"

    def __init__(self, rules: Rules[State, Act, BBBObservation]) -> None:
        super().__init__(rules)
        self._seats = 4  # learnt from the first layout
        self._painting: dict[tuple[Any, ...], Painting] = {}
        self._kept = KeptNote()

    # -- keys: the engine's places (game/beat_by_beat/places.py) ------------------------------
    @staticmethod
    def slot_key(seat: int, beat: int) -> str:
        return places.slot(seat, beat)

    @staticmethod
    def hand_key(obs: BBBObservation, index: int) -> str:
        card = obs.hand[index]
        return places.hand(card, obs.hand[:index].count(card))

    @staticmethod
    def drawn_key(obs: BBBObservation, index: int) -> str:
        card = obs.drawn[index]
        return places.drawn(card, obs.drawn[:index].count(card))

    def label(self, obs: BBBObservation, action: Act) -> str:
        """Select: lay a move; Pay: discard; Refine; a draft: give up a card; a Judge; a recovery."""
        card = card_of(action)
        moves = catalogue().moves
        name = moves[card].name if card in moves else card
        if action.verb == "play":
            return f"Lay {name}" if card in obs.hand else "Take a Stumble and lay it"
        if action.verb == "refine":
            return f"Refine {name} from your {zone_of(action)}"
        words = {"discard": f"Discard {name}", "reject": f"Give up {name}",
                 "judge": f"Dance for {catalogue().judges[card].name}" if card in catalogue().judges else "",
                 "recover": "Recover: " + " + ".join(card.split("+"))}
        return words.get(action.verb) or str(action)

    def warm_up(self) -> tuple[tuple[Any, int], ...]:
        return tuple((judge_face(j), 0) for j in catalogue().judges)

    # -- geometry ---------------------------------------------------------------------------
    @staticmethod
    def seat_order(obs: BBBObservation, viewer: int) -> list[int]:
        return [s for s in range(len(obs.dancers)) if s != viewer] + [viewer]

    def row_step(self, seats: int) -> int:
        return min(118, (PHRASE_BOTTOM - PHRASE_TOP) // seats)

    def move_size(self, seats: int) -> tuple[int, int]:
        return (RHYTHM_SIZE[0], min(104, self.row_step(seats) - 4))

    def phrase_y(self, obs: BBBObservation, viewer: int, seat: int) -> int:
        return PHRASE_TOP + self.seat_order(obs, viewer).index(seat) * self.row_step(len(obs.dancers))

    # -- layout -------------------------------------------------------------------------------
    def layout(self, obs: BBBObservation, viewer: int, names: tuple[str, ...], size: tuple[int, int]) -> Layout:
        self._seats = len(obs.dancers)
        zones: list[Zone] = []
        spots: list[CardSpot] = []
        labels: list[Label] = []
        self._rhythm(obs, names, zones, spots, labels)
        self._judges(obs, names, zones, spots, labels)
        for seat in self.seat_order(obs, viewer):
            self._seat(obs, viewer, seat, names, zones, spots, labels)
        self._bottom(obs, viewer, zones, spots, labels)
        step = self.row_step(len(obs.dancers))
        own_top = self.phrase_y(obs, viewer, viewer) - 2
        beat = obs.beat if obs.phase not in (Phase.OVER, Phase.DRAFT, Phase.JUDGE_DRAFT) else None
        bottom = PHRASE_TOP + step * len(obs.dancers)
        key = (beat, own_top, step, bottom)
        painting = self._painting.get(key)
        if painting is None:
            painting = self._painting[key] = Painting(beat, (own_top, step), bottom)
        return Layout(tuple(zones), tuple(spots), (), (), tuple(labels), self._banner(obs, viewer, names),
                      underlay=painting)

    def _rhythm(self, obs: BBBObservation, names: tuple[str, ...], zones: list[Zone], spots: list[CardSpot],
                labels: list[Label]) -> None:
        labels += [Label(f"Round {obs.round} of {obs.rounds}", (12, RHYTHM_Y), 17, GOLD, True, width=118),
                   Label(f"beat {min(obs.beat + 1, BEATS)} of {BEATS}", (12, RHYTHM_Y + 24), 14, GOLD, width=118),
                   Label("this round's", (12, RHYTHM_Y + 50), 12, PALE, width=118),
                   Label("Rhythm ▶", (12, RHYTHM_Y + 66), 12, PALE, width=118)]
        dancing = obs.phase not in (Phase.OVER, Phase.DRAFT, Phase.JUDGE_DRAFT)
        for index, card in enumerate(obs.rhythm_now):
            zone = f"rhythm:{index}"
            zones.append(Zone(zone, "slot", (SLOT_X + index * SLOT_STEP, RHYTHM_Y, *RHYTHM_SIZE), "", outline=False))
            result = crowd_result(obs, index, names)
            tile = RhythmTile(card, index, now=dancing and index == obs.beat, result=result)
            words = catalogue().rhythm[card].text or "No effect."
            spots.append(CardSpot(f"rhythm:{obs.round}:{index}", zone, CardBack(), tile,  # type: ignore[arg-type]
                                  size=RHYTHM_SIZE, detail=f"Beat {index + 1}: {words}"
                                  + (f" Crowd: {result}." if result else "")))
        if obs.rhythm_next:
            labels.append(Label("Next round's Rhythm", (SIDE_X, RHYTHM_Y - 2), 12, PALE, True, width=SIDE_W))
            zones.append(Zone("rhythm:next", "slot", (SIDE_X, RHYTHM_Y + 14, SIDE_W, 78), "", outline=False))
            detail = " ".join(f"{i + 1}. {catalogue().rhythm[c].title}: {catalogue().rhythm[c].text or 'no effect'}."
                              for i, c in enumerate(obs.rhythm_next))
            spots.append(CardSpot(f"rhythm:next:{obs.round}", "rhythm:next", CardBack(),
                                  NextRow(obs.rhythm_next), size=(SIDE_W, 78), detail=detail))  # type: ignore[arg-type]
        else:
            labels.append(Label("The last round:", (SIDE_X, RHYTHM_Y + 20), 13, PALE, True, width=SIDE_W))
            labels.append(Label("no Rhythm row follows.", (SIDE_X, RHYTHM_Y + 38), 13, PALE, width=SIDE_W))

    def _judges(self, obs: BBBObservation, names: tuple[str, ...], zones: list[Zone], spots: list[CardSpot],
                labels: list[Label]) -> None:
        count = len(obs.judges)
        room = PHRASE_BOTTOM - PHRASE_TOP + 4 - (CROWD_H + 6 if obs.crowd_now else 0)   # the Crowd Bonus below
        step = min(72, room // max(1, count))
        crowd_spot(obs, (SIDE_X, PHRASE_TOP + count * step + 2, SIDE_W, CROWD_H), zones, spots)
        short = [n if len(n) <= 6 else n[:5] + "." for n in names]
        for index, (judge_id, holder) in enumerate(zip(obs.judges, obs.claimed)):
            zone = f"judge:{judge_id}"
            zones.append(Zone(f"judges:{index}", "slot", (SIDE_X, PHRASE_TOP + index * step, SIDE_W, step - 4), "",
                              outline=False))
            mine = [d.seat for d in obs.dancers if d.own_judge == judge_id]
            pick = f"{names[mine[0]]}'s pick" if mine else ""
            if holder is not None:
                progress: tuple[str, ...] = (f"claimed by {names[holder]}" + (f" ({pick})" if pick else ""),)
            else:   # ♥: the dancer who drafted this Judge (Judge Drafting)
                progress = tuple(f"{short[d.seat]}{'♥' if d.seat in mine else ''} "
                                 f"{judge_progress(obs, d.seat, judge_id).words}" for d in obs.dancers)
            plate = JudgePlate(judge_id, judge_need(catalogue().judges[judge_id], len(obs.dancers)), progress,
                               "", holder is not None)
            j = catalogue().judges[judge_id]
            spots.append(CardSpot(zone, f"judges:{index}", CardBack(), plate, size=(SIDE_W, step - 4),  # type: ignore[arg-type]
                                  detail=f"{j.name}: {j.text} ({j.points} points) This round: "
                                  + ", ".join(progress) + "."))

    def _seat(self, obs: BBBObservation, viewer: int, seat: int, names: tuple[str, ...],
              zones: list[Zone], spots: list[CardSpot], labels: list[Label]) -> None:
        view = obs.dancers[seat]
        y = self.phrase_y(obs, viewer, seat)
        size = self.move_size(len(obs.dancers))
        step = self.row_step(len(obs.dancers))
        you = " · you" if seat == viewer else ""
        lines = [(part, 15, (248, 236, 214), True) for part in name_lines(names[seat])]
        lines += [(f"{view.score} points{you}", 13, GOLD, True),
                 (f"crowd wins {view.favor}" + (f" · ● {view.tokens}" if obs.options.crowd_tokens else ""), 12, GOLD, False),
                 (f"hand {view.hand_size} · deck {view.deck_size}", 12, PALE, False),
                 (f"discard {view.discard_size}" + (f" · ⚖ {len(view.judges)}" if view.judges else ""), 12, PALE, False)]
        status = self._status(obs, view)
        if status:
            lines.append((status, 12, TEAL_TEXT, True))
        gap = max(13, min(17, (step - 4) // len(lines)))
        for index, (words, font, colour, bold) in enumerate(lines):
            labels.append(Label(words, (12, y + index * gap), min(font, gap - 1), colour, bold, width=SLOT_X - 16))
        for beat in range(BEATS):
            zones.append(Zone(self.slot_key(seat, beat), "slot",
                              (SLOT_X + beat * SLOT_STEP, y, size[0], size[1]), "",
                              outline=beat == len(view.phrase) and obs.phase is Phase.SELECT))
        for beat, played in enumerate(view.phrase):
            spots.append(self._played(obs, seat, beat, played, size, names))
        if view.committed:
            own = obs.committed if seat == viewer else None
            spots.append(CardSpot(f"r{obs.round}:p{seat}:b{len(view.phrase)}", self.slot_key(seat, len(view.phrase)),
                                  CardBack((BackMark("?", "yours" if own else "chosen"),)), None,
                                  peek=MoveTile(own) if own else None, size=size,  # type: ignore[arg-type]
                                  origin=f"hand:{viewer}" if seat == viewer else ""))

    def _played(self, obs: BBBObservation, seat: int, beat: int, played: Played, size: tuple[int, int],
                names: tuple[str, ...]) -> CardSpot:
        key, zone = f"r{obs.round}:p{seat}:b{beat}", self.slot_key(seat, beat)
        view = obs.dancers[seat]
        paid = ""
        if beat == len(view.phrase) - 1 and view.paid:
            paid = " Paid with (face up): " + ", ".join(catalogue().moves[c].name for c in view.paid) + "."
        if not played.success:
            return CardSpot(key, zone, CardBack((BackMark("✗", "failed"),)), None, peek=MoveTile(played.card),  # type: ignore[arg-type]
                            size=size, detail=f"{move_words(played.card)} {names[seat]}, beat {beat + 1}: it failed "
                            f"({played.owed} to discard, not enough in hand). It lies face down: no chain, "
                            "no crowd, no Judge credit.")
        printed = catalogue().moves[played.card].bonus   # the tile prints it; a different score says so
        note = "★ crowd" if played.outright else ("≈ style" if played.matched else
                                                  ("= tie win" if played.tied else
                                                   (f"scores +{played.bonus}" if played.bonus != printed else "")))
        look = MoveTile(played.card, note)
        effect = effect_words(obs, played.card)
        detail = (f"{move_words(played.card)}{' ' + effect if effect else ''} {names[seat]}, beat {beat + 1}: "
                  f"discount {played.discount}, "
                  f"{played.owed} discarded, bonus {played.bonus}"
                  + (", chained" if played.chained else "")
                  + (". Won the crowd outright" if played.outright else "")
                  + (". Matched the winner's style: lies sideways" if played.matched else "")
                  + "." + paid)
        if played.matched:  # sideways: a landscape tile as wide as the slot
            size = (size[0], min(size[1], size[0] * 3 // 4))
        return CardSpot(key, zone, CardBack(), look, size=size, detail=detail)  # type: ignore[arg-type]

    def _bottom(self, obs: BBBObservation, viewer: int, zones: list[Zone], spots: list[CardSpot],
                labels: list[Label]) -> None:
        drawing = bool(obs.drawn) and obs.phase is Phase.INSPIRE
        choosing = obs.phase is Phase.RECOVER and obs.actor == viewer and obs.me.picks > 1
        hand_right = INSPIRE_X - 12 if drawing else (CHOICE_X - 12 if choosing else SIDE_X - 10)
        count = len(obs.hand)
        size = HAND_SIZE if count <= 5 else ((88, 122) if count <= 7 else (80, 112))
        kind = "hand" if count <= 7 else "row"   # a long hand lies flat: an arc would run off the table
        zones.append(Zone(f"hand:{viewer}", kind, (12, HAND_Y, hand_right - 12, HAND_SIZE[1] + 8), ""))
        kept = self._kept.see(obs, viewer)
        if kept:
            labels.append(Label(kept, (16, HAND_Y + HAND_SIZE[1] + 10), 13, TEAL_TEXT, True, width=hand_right - 24))
        for index, card in enumerate(obs.hand):
            spots.append(CardSpot(self.hand_key(obs, index), f"hand:{viewer}", CardBack(), MoveTile(card),  # type: ignore[arg-type]
                                  order=index, size=size, caption=self._hand_caption(obs, card),
                                  detail=self._hand_detail(obs, card)))
        if obs.drawn and obs.phase is Phase.DRAFT:   # the opening draft: the empty phrases make room
            labels.append(Label(draft_words(obs), (SLOT_X + 4, DRAFT_Y - 34), 17, GOLD, True, width=SIDE_X - SLOT_X - 12))
            zones.append(Zone("drawn", "hand", (SLOT_X, DRAFT_Y, SIDE_X - SLOT_X - 10, DRAFT_SIZE[1] + 8), ""))
            for index, card in enumerate(obs.drawn):
                spots.append(CardSpot(self.drawn_key(obs, index), "drawn", CardBack(), MoveTile(card),  # type: ignore[arg-type]
                                      order=index, size=DRAFT_SIZE, origin="pool"))
        elif drawing:   # the three drawn cards at the right, where the piles lie: the hand keeps its room
            head, _, rest = draft_words(obs).partition(" — ")
            labels.append(Label(head, (INSPIRE_X, HAND_Y - 6), 14, GOLD, True, width=948 - INSPIRE_X))
            labels.append(Label(rest, (INSPIRE_X, HAND_Y + 12), 12, GOLD, False, width=948 - INSPIRE_X))
            zones.append(Zone("drawn", "row", (INSPIRE_X, HAND_Y + 30, 948 - INSPIRE_X, DRAWN_SIZE[1] + 4), ""))
            for index, card in enumerate(obs.drawn):
                spots.append(CardSpot(self.drawn_key(obs, index), "drawn", CardBack(), MoveTile(card),  # type: ignore[arg-type]
                                      order=index, size=DRAWN_SIZE, origin="pool"))
            return
        if obs.phase is Phase.RECOVER and obs.actor == viewer:
            self._choices(obs, zones, spots, labels)
            return
        zones.append(Zone("pool", "pile", (SIDE_X + 6, HAND_Y + 8, *PILE_SIZE), "", outline=False))
        zones.append(Zone("common", "pile", (SIDE_X + 110, HAND_Y + 8, *PILE_SIZE), "", outline=False))
        for index in range(min(obs.pool_size, 4)):
            spots.append(CardSpot(f"pool:{index}", "pool", CardBack(), order=index, size=PILE_SIZE))
        for index in range(min(obs.common_discard_size, 4)):
            spots.append(CardSpot(f"common:{index}", "common", CardBack(), order=index, size=PILE_SIZE))
        labels += [Label(f"Move Pool {obs.pool_size}", (SIDE_X + 4, HAND_Y + 104), 12, PALE, True, width=100),
                   Label(f"discard {obs.common_discard_size}", (SIDE_X + 108, HAND_Y + 104), 12, PALE, True, width=100)]

    def _choices(self, obs: BBBObservation, zones: list[Zone], spots: list[CardSpot], labels: list[Label]) -> None:
        options = recovery_offer(obs)
        if obs.me.picks <= 1:   # one column right of the hand, 22 apart: a lit plate's ▼ sits in the gap
            left, columns, width, height = SIDE_X, 1, SIDE_W, 34
        else:                   # pairs of actions: three columns right of a narrowed hand
            left, columns = CHOICE_X, 3
            width, height = (948 - CHOICE_X) // columns - 8, 50
        for index, offer in enumerate(options):
            row, col = divmod(index, columns)
            rect = (left + col * (width + 8), HAND_Y + (18 if columns == 1 else 26) + row * (height + 22), width, height)
            zones.append(Zone(f"recovery:{index}", "slot", rect, "", outline=False))
            spots.append(CardSpot(f"recover:{offer.action}", f"recovery:{index}", CardBack(),
                                  ChoicePlate(offer.title, offer.words), size=(width, height),  # type: ignore[arg-type]
                                  detail=f"{offer.title}: {offer.words}."))

    @staticmethod
    def _status(obs: BBBObservation, view: DancerView) -> str:
        if view.owed:   # at one device a dancer may still owe while another chooses its recovery
            return f"owes {view.owed} discard{'s' if view.owed != 1 else ''}"
        if obs.stage is Phase.SELECT and (view.refines or view.rejects or view.inspirations):
            return f"finishing beat {obs.beat}"   # … or lay its next move before another refines
        if view.paid:
            return f"paid {len(view.paid)} face up"
        if obs.recoveries is not None:
            done = obs.recoveries.committed[obs.recoveries.order.index(view.seat)]
            return "recovery chosen" if done else "choosing recovery"
        if view.recovery:
            if len(view.recovery) > 2:   # the log names them; three words would not fit the column
                return f"↺ {len(view.recovery)} recoveries"
            return "↺ " + " + ".join(RECOVERY_WORD[r] for r in view.recovery)
        if view.rejects:
            return f"keeps {view.keeps} of {view.drawing}"
        if obs.phase is Phase.SELECT and obs.select is not None:
            return "move laid" if view.committed else "choosing a move"
        return ""

    def _hand_caption(self, obs: BBBObservation, card: str) -> str:
        if obs.phase is Phase.PAY and obs.actor == obs.seat:
            return "click: discard"
        if obs.phase is Phase.REFINE and obs.actor == obs.seat:
            return "click: refine"
        if obs.phase is not Phase.SELECT or obs.actor != obs.seat:
            return ""
        shown = preview(obs, card)
        return f"pay {shown.owed}" if shown.payable else f"fails: owes {shown.owed}"

    def _hand_detail(self, obs: BBBObservation, card: str) -> str:
        m = catalogue().moves[card]
        effect = effect_words(obs, card)
        if obs.phase is not Phase.SELECT or obs.actor != obs.seat or m.stumble:
            return move_words(card) + (f" {effect}" if effect else "")
        shown = preview(obs, card)
        cut = shown.discount
        parts = [f"{word} {value}" for word, value in (("chain", cut.chain), ("crowd", cut.favor),
                                                        ("Rhythm", cut.rhythm), ("Judges", cut.judge),
                                                        ("tokens", cut.tokens), ("Momentum", cut.effect)) if value]
        return (f"{move_words(card)} This beat: discounts {cut.total}"
                + (f" ({', '.join(parts)})" if parts else "") + f", {shown.owed} to discard; "
                + ("you can pay." if shown.payable else "you cannot pay: it would fail.")
                + f" Scores +{shown.bonus} if it succeeds." + (f" {effect}" if effect else ""))

    def _banner(self, obs: BBBObservation, viewer: int, names: tuple[str, ...]) -> str:
        if obs.actor is None:
            return "The show is over."
        if obs.actor != viewer:
            return f"{names[obs.actor]} is choosing"
        me = obs.me
        words = self._step_words(obs, me)
        if obs.stage is Phase.SELECT and obs.phase in (Phase.REFINE, Phase.INSPIRE):
            # at one device the next beat opens once the recoveries are revealed: say which
            # beat this Refinement or Inspiration belongs to, and what comes after it
            return f"Finish beat {obs.beat} — {words}"
        return words

    def _step_words(self, obs: BBBObservation, me: DancerView) -> str:
        return {
            Phase.JUDGE_DRAFT: f"Click a Judge to dance for (+{JUDGE_DRAFT_BONUS} if you win them over)",
            Phase.DRAFT: draft_words(obs),
            Phase.SELECT: "Drag a move onto your lit beat slot (it stays face down)",
            Phase.PAY: f"You owe {me.owed} discard{'s' if me.owed != 1 else ''}: click {'them' if me.owed != 1 else 'it'} in your hand",
            Phase.RECOVER: (f"Recovery: click a plate — {me.picks}{' different' if me.different else ''} "
                            "actions this beat, chosen in secret") if me.picks > 1 else
                           f"Recovery: click one of the {COUNT[len(recovery_offer(obs))]} plates (chosen in secret)",
            Phase.REFINE: "Refine: click a card in hand, or pick one from your discard pile",
            Phase.INSPIRE: draft_words(obs),
        }.get(obs.phase, "Your move")

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
        return self.interlude_after(None, events, names, viewer)

    def interlude_after(self, before: BBBObservation | None, events: tuple[Event, ...], names: tuple[str, ...],
                        viewer: int) -> Interlude | None:
        """The round as a scoreboard: one line a dancer, its total after the round first."""
        scored = [e for e in events if isinstance(e, ev.RoundScored)]
        if not scored:
            return None
        r = scored[0].score
        had = [d.score for d in before.dancers] if before is not None else [0] * len(r.bonuses)
        board = [(f"{names[seat]}: {had[seat] + r.total(seat)} points" if before is not None else f"{names[seat]}:")
                 + f" (+{r.total(seat)} this round: move bonuses {r.bonuses[seat]}, crowd +{r.placement[seat]}"
                 + (f", Crowd Bonus +{r.crowd[seat]}" if r.crowd else "")
                 + (f", Judges +{r.ongoing[seat]}" if r.ongoing[seat] else "") + ")"
                 for seat in sorted(range(len(r.bonuses)), key=lambda s: -(had[s] + r.total(s)))]
        claims = [e.text(names) for e in events if isinstance(e, ev.JudgeClaimed)]
        return Interlude(f"End of round {r.round}: the scoreboard", tuple(board + claims))

    def seat_anchor(self, seat: int, viewer: int, size: tuple[int, int]) -> tuple[int, int]:
        order = [s for s in range(self._seats) if s != viewer] + [viewer]
        row = order.index(seat) if seat in order else 0
        return (SLOT_X + 4 * SLOT_STEP, PHRASE_TOP + row * self.row_step(self._seats) + 40)


TABLE = BeatByBeatTable
__all__ = ["TABLE", "BeatByBeatTable", "STUMBLE", "move_face", "rhythm_face", "judge_face"]
