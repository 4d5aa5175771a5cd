"""Dancing Queen's table (rules: seeds/004_c6eead62ff19fd6d.txt, engine: game/dancing_queen/).

The rival sits across the top, the viewer along the bottom. Lead dancers stand in the
left column; each support couple shares a column, joined by a ribbon. A two-way card's
active half is the one facing the other player, so the viewer's cards show their active
half at the top and the rival's at the bottom. Dancers lie face down: everyone sees the
gender, only the owner may peek (hover, right-click, or the caption under the card).

Gestures (the engine's, game/dancing_queen/places.py): drag the card in hand onto the Lead
spot or the support row, turned to the half that should face out (right-click, R or the
mouse wheel turns it); click a lit dancer, or drag the card just played onto it, to use a
rotate power; the buttons draw, pass, end the round or keep the floor. The engine's places
name this round's dancers; the table's keys put the round in front, so a new round's cards
are new cards.
"""

from __future__ import annotations

from typing import Any

from game.core.contract import Event, Rules
from game.dancing_queen import events as ev
from game.dancing_queen.cards import Gender, Half, cards
from game.dancing_queen.places import dancer
from game.dancing_queen.state import DRAW, END, KEEP, PASS, Move, Phase, Ref, Role, RoundResult, State, Verb
from game.dancing_queen.view import DancerView, DQObservation, dancers_per_side, lead_preview, trophies_to_win
from scenes.art import dancing_queen as art
from scenes.toolkit.cards import BackMark, CardBack, CardFace, CardSection
from scenes.toolkit.view import CardSpot, Interlude, Label, Layout, TableView, Token
from scenes.toolkit.zones import Zone

GIRL_TINT = (204, 70, 118)    # always beside the ♀ glyph and the word, never alone
BOY_TINT = (58, 108, 188)     # always beside the ♂ glyph and the word
RIVAL_Y, OWN_Y = 212, 482     # card centres of the two rows
LEAD_X, COLUMN_X, COLUMN_STEP, DECK_X, SIDE_X = 96, 278, 142, 712, 872
RIVAL_INFO_Y, OWN_INFO_Y = 58, 628
SLOT = (132, 184)
HAND_CARD, HAND_DROP = (146, 208), 12   # the card you drew, larger than the floor's: its print reads at 11 px
GENDER_WORD = {Gender.GIRL: "girl", Gender.BOY: "boy"}
BUTTON_WORDS = {DRAW: "Draw a card", PASS: "Pass (don't draw)", END: "End the round", KEEP: "Keep the floor as it is"}


def _bands(half: Half) -> str:
    parts = [f"{low}:{hearts}♥" if low == high else (f"{low}+:{hearts}♥" if high >= 8 else f"{low}–{high}:{hearts}♥")
             for low, high, hearts in half.bands]
    if half.star_from is not None:
        parts.append(f"{half.star_from}+:★")
    return " ".join(parts)


def short_text(half: Half) -> str:
    """The scoring in card shorthand, the way the printed reference sheet packs it."""
    me, other = half.gender.symbol, half.gender.other.symbol
    counts = [str(c) for c, _ in half.table] + ([str(half.star_from)] if half.star_from is not None else [])
    scores = [f"{h}♥" for _, h in half.table] + (["★"] if half.star_from is not None else [])
    table = "/".join(counts) + " → " + "/".join(scores)
    return {
        "total": f"Dancers in play {table}",
        "opponent": f"Rival's dancers {table}",
        "all_own": f"All {me}: {_bands(half)}",
        "majority": f"{me} beat {other} by {_bands(half)}",
        "pairs": f"{'Same' if half.same else 'Mixed'} couples only, even floor: {table}",
        "lone": f"One {other} among {me}: {_bands(half)}",
        "balance": f"{me} = {other}: {table}",
        "imbalance": f"♀≠♂ by {_bands(half)}",
        "lineup": f"★ at exactly {half.girls}♀ {half.boys}♂",
    }.get(half.kind, half.text)


def _section(half: Half, card_id: str) -> CardSection:
    icons = half.gender.symbol + (" ⟲" if half.rotate else "") + (" ★" if half.has_star else "")
    text = half.text + (" ⟲ Rotate: after playing this half you may spin another dancer around "
                        "(never your rival's lead)." if half.rotate else "")
    return CardSection(half.name, text, short=short_text(half), icon=icons, figure=GENDER_WORD[half.gender],
                       tint=GIRL_TINT if half.gender is Gender.GIRL else BOY_TINT,
                       art=art.picture("half", f"{card_id}:{half.gender.value}"))


def card_face(card: int) -> CardFace:
    """The girl half printed at the top, the boy half upside down below it."""
    both = cards()[card]
    return CardFace((_section(both.girl, both.card_id), _section(both.boy, both.card_id)))


def card_back(gender: Gender | None, out_at_top: bool) -> CardBack:
    """The face-down side shows each half's gender, upright for the viewer; the half facing
    out (towards the other player) is drawn large with its word."""
    if gender is None:
        return CardBack()
    out = BackMark(gender.symbol, gender.value.title(), True)
    inside = BackMark(gender.other.symbol, "", False)
    return CardBack((out, inside) if out_at_top else (inside, out))


def _ordinal(index: int) -> str:
    return ("first", "second", "third", "fourth", "fifth", "sixth")[index] if index < 6 else f"#{index + 1}"


def _rect(centre_x: int, centre_y: int, size: tuple[int, int] = SLOT) -> tuple[int, int, int, int]:
    return (centre_x - size[0] // 2, centre_y - size[1] // 2, size[0], size[1])


class DancingQueenTable(TableView[DQObservation, Move]):
    game_id = "dancing_queen"
    buttons_last = True
    variants = ("girl", "boy")
    variant_words = {"girl": "♀ Girl half facing out", "boy": "♂ Boy half facing out"}

    def __init__(self, rules: Rules[State, Move, DQObservation]) -> None:
        super().__init__(rules)
        self._faces = {index: card_face(index) for index in range(len(cards()))}

    def warm_up(self) -> tuple[tuple[CardFace | CardBack, int], ...]:
        looks: list[tuple[CardFace | CardBack, int]] = []
        for gender in Gender:
            for top in (True, False):
                looks.append((card_back(gender, top), 0))
        for face in self._faces.values():
            looks += [(face, 0), (face, 180)]
        return tuple(looks)

    # -- keys ---------------------------------------------------------------------------
    def dancer_key(self, obs: DQObservation, ref: Ref) -> str:
        return self.key(obs, dancer(ref)) or ""

    def hand_key(self, obs: DQObservation, seat: int) -> str:
        return self.key(obs, f"hand:{seat}") or ""

    # -- layout -------------------------------------------------------------------------
    def layout(self, obs: DQObservation, viewer: int, names: tuple[str, ...], size: tuple[int, int]) -> Layout:
        rival = 1 - viewer
        columns = self._columns(obs)
        zones = [
            Zone("deck", "pile", _rect(DECK_X, (RIVAL_Y + OWN_Y) // 2), "", outline=False),
            Zone(f"supports:{rival}", "row", (COLUMN_X - 72, RIVAL_Y - 96, COLUMN_STEP * (dancers_per_side() - 1) + 2, 192),
                 "their support dancers"),
            Zone(f"supports:{viewer}", "row", (COLUMN_X - 72, OWN_Y - 96, COLUMN_STEP * (dancers_per_side() - 1) + 2, 192),
                 "Your support dancers"),
            Zone(f"lead:{rival}", "slot", _rect(LEAD_X, RIVAL_Y, (140, 192)), "their lead"),
            Zone(f"lead:{viewer}", "slot", _rect(LEAD_X, OWN_Y, (140, 192)), "Your lead"),
            Zone(f"hand:{rival}", "slot", _rect(SIDE_X, RIVAL_Y), "their card" if obs.rival_holds_card else "",
                 outline=False),
            Zone(f"hand:{viewer}", "slot", _rect(SIDE_X, OWN_Y + HAND_DROP, HAND_CARD), "Your card"
                 if obs.hand is not None else "", outline=False),
        ]
        spots: list[CardSpot] = []
        for index, column in enumerate(columns):
            for seat, dancer in column.items():
                y = RIVAL_Y if seat == rival else OWN_Y
                zone = f"col:{index}:{seat}"
                zones.append(Zone(zone, "slot", _rect(COLUMN_X + index * COLUMN_STEP, y), outline=False))
                spots.append(self._dancer_spot(obs, dancer, zone, viewer))
        for seat in (0, 1):
            lead = obs.lead(seat)
            if lead is not None:
                spots.append(self._dancer_spot(obs, lead, f"lead:{seat}", viewer))
        for index in range(min(obs.deck_size, 4)):
            spots.append(CardSpot(f"deck:{index}", "deck", CardBack(), order=index))
        if obs.hand is not None:
            turn = "drag it, or click it" if obs.actor == viewer and obs.phase in (Phase.OPENING, Phase.PLACE) else ""
            spots.append(CardSpot(self.hand_key(obs, viewer), f"hand:{viewer}", CardBack(),
                                  face=self._faces[obs.hand], caption=turn, origin="deck", size=HAND_CARD))
        if obs.rival_holds_card:
            spots.append(CardSpot(self.hand_key(obs, rival), f"hand:{rival}", CardBack(), angle=180,
                                  caption="not played yet", origin="deck"))
        links = tuple(self._links(obs))
        return Layout(tuple(zones), tuple(spots), links, tuple(self._tokens(obs, viewer)),
                      tuple(self._labels(obs, viewer, names)), self._banner(obs, viewer, names))

    def _columns(self, obs: DQObservation) -> list[dict[int, DancerView]]:
        """Support couples share a column, in the order they met; a lone support gets its own."""
        by_ref = {d.ref: d for side in obs.dancers for d in side}
        supports = sorted((d for side in obs.dancers for d in side if not d.lead),
                          key=lambda d: (d.ref.number, d.ref.seat))
        placed: set[Ref] = set()
        columns: list[dict[int, DancerView]] = []
        for dancer in supports:
            if dancer.ref in placed:
                continue
            column = {dancer.ref.seat: dancer}
            partner = by_ref.get(dancer.partner) if dancer.partner is not None else None
            if partner is not None and not partner.lead:
                column[partner.ref.seat] = partner
                placed.add(partner.ref)
            placed.add(dancer.ref)
            columns.append(column)
        return columns

    def _dancer_spot(self, obs: DQObservation, dancer: DancerView, zone: str, viewer: int) -> CardSpot:
        mine = dancer.ref.seat == viewer
        gender = dancer.gender
        # the active half faces the other player: top for the viewer's cards, bottom for the rival's
        girl_up = gender is not Gender.BOY
        angle = (0 if girl_up else 180) if mine else (180 if girl_up else 0)
        role = "lead" if dancer.lead else "support"
        if mine and dancer.card is not None and gender is not None:
            caption = f"{gender.symbol} {cards()[dancer.card].half(gender).name}"
        elif gender is not None:
            caption = f"{gender.symbol} {GENDER_WORD[gender]} · {role}"
        else:
            caption = "gender hidden"
        peek = self._faces[dancer.card] if mine and dancer.card is not None else None
        back = card_back(gender, out_at_top=mine)
        whose = "Your" if mine else (f"{self.seat_names[dancer.ref.seat]}'s" if self.seat_names else "The rival's")
        detail = f"{whose} {role} dancer" + ("" if dancer.lead else f" (played {_ordinal(dancer.ref.number)})")
        if gender is not None:
            detail += f", dancing as a {GENDER_WORD[gender]}"
            if peek is not None and dancer.card is not None:
                detail += f": {cards()[dancer.card].half(gender).name} counts"
        return CardSpot(self.dancer_key(obs, dancer.ref), zone, back, None, angle, 0, peek, caption,
                        detail + ".", origin=f"hand:{dancer.ref.seat}", order=dancer.ref.number)

    def _links(self, obs: DQObservation) -> list[tuple[str, str]]:
        found = []
        for dancer in obs.dancers[0]:
            if dancer.partner is not None:
                found.append((self.dancer_key(obs, dancer.ref), self.dancer_key(obs, dancer.partner)))
        return found

    def _tokens(self, obs: DQObservation, viewer: int) -> list[Token]:
        tokens = []
        for seat, y in ((1 - viewer, RIVAL_INFO_Y), (viewer, OWN_INFO_Y)):
            for index in range(trophies_to_win()):
                won = index < obs.trophies[seat]
                tokens.append(Token(f"trophy:{seat}:{index}", "trophy" if won else "chip",
                                    (470 + index * 36, y + 18), colour=(236, 184, 84) if won else (90, 60, 74)))
            if obs.microphone == seat:
                tokens.append(Token("mic", "mic", (640, y + 16)))
        return tokens

    def _labels(self, obs: DQObservation, viewer: int, names: tuple[str, ...]) -> list[Label]:
        rival = 1 - viewer
        labels = []
        for seat, y in ((rival, RIVAL_INFO_Y), (viewer, OWN_INFO_Y)):
            title = f"{names[seat]} (you)" if seat == viewer else names[seat]
            labels.append(Label(title, (24, y), 20, bold=True))
            labels.append(Label(f"{obs.trophies[seat]} of {trophies_to_win()} trophies · "
                                f"{obs.count(seat)} of {dancers_per_side()} dancers",
                                (24, y + 26), 14, (226, 206, 200)))
            if obs.microphone == seat:
                labels.append(Label("holds the microphone (wins ties)", (660, y + 10), 14, (236, 184, 84)))
        middle = (RIVAL_Y + OWN_Y) // 2
        labels.append(Label(f"Round {obs.round}", (SIDE_X, middle - 22), 18, (236, 184, 84), True, "midtop"))
        labels.append(Label(f"deck: {obs.deck_size} card{'s' * (obs.deck_size != 1)}", (SIDE_X, middle + 4), 14, anchor="midtop"))
        own = self._lead_preview(obs, viewer)
        if own:
            labels.append(Label(own, (24, OWN_Y + 114), 14, (236, 184, 84), True))
        return labels

    @staticmethod
    def _lead_preview(obs: DQObservation, viewer: int) -> str:
        """What the viewer's own lead would score right now (the engine's reading)."""
        preview = lead_preview(obs, viewer)
        if preview is None:
            return ""
        if preview.star:
            return f"Your lead ({preview.name}) has its ★ instant win!"
        if preview.waits_for_star:
            return f"Your lead ({preview.name}) scores nothing yet: it waits for its ★"
        return f"Your lead ({preview.name}) would score {preview.hearts}♥ now"

    def _banner(self, obs: DQObservation, viewer: int, names: tuple[str, ...]) -> str:
        if obs.actor is None:
            return "The dance is over."
        if obs.actor != viewer:
            return f"{names[obs.actor]}'s move"
        rival = names[1 - viewer]
        return {
            Phase.OPENING: "Choose your lead: drag your card to Your lead (R turns it)",
            Phase.TURN: "Your turn: draw a card, or pass",
            Phase.PLACE: "Play the card you drew: lead or support (R turns it)",
            Phase.ROTATE: "Your card may spin a dancer: click one marked ▼, or keep",
            Phase.ANSWER: f"{rival} passed: draw a card, or pass too",
            Phase.CLOSE: "End the round now, or draw after all",
        }.get(obs.phase, "Your move")

    # -- moves: the engine's gestures (game/dancing_queen/places.py), the table's words ---------
    def label(self, obs: DQObservation, move: Move) -> str:
        if move.kind is Verb.PLACE and move.role is not None and move.gender is not None:
            where = "your lead" if move.role is Role.LEAD else "a support dancer"
            name = cards()[obs.hand].half(move.gender).name if obs.hand is not None else "your card"
            return f"Play {name} ({move.gender.symbol} {move.gender.value}) as {where}"
        if move.kind is Verb.ROTATE and move.target is not None:
            ref = move.target
            owner = "your" if ref.seat == obs.seat else "the rival's"
            dancer = next(d for d in obs.dancers[ref.seat] if d.ref == ref)
            which = "lead" if dancer.lead else f"{_ordinal(ref.number)}-played"
            symbol = f" {dancer.gender.symbol}" if dancer.gender is not None else ""
            return f"Spin {owner} {which} dancer{symbol} around"
        return BUTTON_WORDS.get(move, str(move))

    def key(self, obs: DQObservation, place: str | None) -> str | None:
        """A round's cards keep their own keys (the round in front): a new round's cards fly in."""
        if place is not None and place.startswith("hand:"):
            seat = int(place[5:])
            return f"r{obs.round}:hand:{seat}:{obs.count(seat)}"
        if place is not None and place.startswith("dancer:"):
            return f"r{obs.round}:{place}"
        return place

    def place(self, obs: DQObservation, key: str | None) -> str | None:
        if key is None:
            return None
        words = key.split(":")
        if key.startswith(f"r{obs.round}:hand:") and len(words) == 4:
            return f"hand:{words[2]}"
        if key.startswith(f"r{obs.round}:dancer:"):
            return key.split(":", 1)[1]
        if words[0] == "col" and len(words) == 3:   # a support couple's column: the support row
            return f"supports:{words[2]}"
        return key

    def variant_angle(self, spot: CardSpot, variant: str) -> int:
        return 0 if variant == "girl" else 180

    # -- events ---------------------------------------------------------------------------
    def sound(self, event: Event) -> str | None:
        if isinstance(event, ev.CardTaken):
            return "deal"
        if isinstance(event, (ev.DancerRotated, ev.OpeningRevealed)):
            return "flip"
        if isinstance(event, (ev.RoundWon, ev.GameWon)):
            return "win"
        if isinstance(event, ev.DancerPlaced):
            return "drop"
        return None

    def interlude(self, events: tuple[Event, ...], names: tuple[str, ...], viewer: int) -> Interlude | None:
        for event in events:
            if isinstance(event, ev.RoundWon):
                result = event.result
                shown, why = [], []
                for seat, (card, gender) in enumerate(result.leads):
                    half = cards()[card].half(gender)
                    score = "★" if result.by_star and seat == result.winner else f"{result.hearts[seat]}♥"
                    shown.append((f"{names[seat]}: {half.name} {gender.symbol} — {score}", self._faces[card],
                                  0 if gender is Gender.GIRL else 180))
                    why.append(f"{names[seat]}'s lead, {half.name} ({gender.symbol}): {short_text(half)} "
                               f"— on this floor {score}.")
                return Interlude(f"Round {result.number}: {names[result.winner]} wins a trophy!",
                                 (round_end_reason(events, result, names), event.text(names), *why), tuple(shown))
        return None

    def result_lines(self, obs: DQObservation, names: tuple[str, ...]) -> tuple[str, ...]:
        lines = []
        for result in obs.results:
            how = "by ★" if result.by_star else f"{result.hearts[result.winner]}♥ to {result.hearts[1 - result.winner]}♥"
            if result.by_microphone:
                how += ", the microphone breaking the tie"
            leads = " vs ".join(f"{cards()[c].half(g).name} {g.symbol}" for c, g in result.leads)
            lines.append(f"Round {result.number}: {names[result.winner]} {how} ({leads}).")
        return tuple(lines)

    def seat_anchor(self, seat: int, viewer: int, size: tuple[int, int]) -> tuple[int, int]:
        middle = (RIVAL_Y + OWN_Y) // 2
        return (420, middle - 20) if seat != viewer else (420, middle + 20)


TABLE = DancingQueenTable


def round_end_reason(events: tuple[Event, ...], result: RoundResult, names: tuple[str, ...]) -> str:
    """Why the round ended, in the rule's own terms: an instant win, a pass, or full floors."""
    if result.by_star:
        return "Why it ended: a lead dancer showed an instant win ★ — the round stops at once."
    passed = [e for e in events if isinstance(e, ev.Passed)]
    if passed and passed[-1].ends:
        return f"Why it ended: {names[passed[-1].seat]} chose not to draw and to end the round."
    if passed:
        return (f"Why it ended: {names[passed[-1].seat]} did not draw while fewer of their dancers were on "
                "the floor, so the leads are compared now.")
    return "Why it ended: both dance floors are full, so the leads are compared."
