"""DDO's table, the party: every seat's Heroes with their stacks fanned beneath them (only the
Hero card goes on a quest; the stack stays home) and their Public Instances, in one row of
seats or two; and the viewer's hand, Loot deck and discard pile, with every teammate's hand
beside it (hands are open in this cooperative game).
"""

from __future__ import annotations

from game.ddo.view import DdoObservation, undeployable
from scenes.tables.ddo_field import FIELD, DdoField
from scenes.tables.ddo_look import LOOT_BACK
from scenes.toolkit.view import CardSpot, Label
from scenes.toolkit.zones import Zone
from scenes.ui import GOLD

PARTY_TOP, PARTY_BOTTOM = 350, 584   # every seat's Heroes and stacks
ROOMY_TOP = 104                      # ... when no quest is under way
HAND_Y = 636                         # centre of the hand row
HAND_CARD = (78, 94)
TEAM_CARD = (60, 74)                 # a teammate's hand card, beside the viewer's
PILE_CARD = (50, 70)
TILE_H = 64                          # a stack card, fanned
TILE_TALL = 84                       # ... in one row of seats: its name and values whole
STRIP = 19                           # what a fanned card shows of itself at most: its band (kind, name)
HOME_H = 84                          # a Hero at home (its values; the quest draws it taller)
SLIM_W = 48                          # a column of Public Instances lying sideways (two rows of seats)
SLIVER = 26                          # less of a fanned card's body than its name's two lines: not shown
STRIP_COL = 80                       # the narrowest column a second column of strips may make
COMPACT = (56, 17)                   # two rows of seats (5–6 seats): a shorter plate; stack cards as
                                     # strips that show their kind and name, never past their row


def strip_height(width: int) -> int:
    """What a fanned card `width` wide must show of itself: its band down to the name's foot
    (LootTile's band: its type grows with the width)."""
    return max(16, min(STRIP, max(9, min(width // 7, 22)) + 6))


def fan_columns(total: int, span: tuple[int, int, int], size: tuple[int, int],
                columns: int) -> list[tuple[int, int, int, int, int]]:
    """Where a stack's `total` fanned cards lie: (first card, how many, top, card height, step)
    per column. The column under the Hero runs from `top0` to `bottom`; the columns beside it
    from `beside` (the top of the Hero's place) down."""
    if total <= 0:
        return []
    top0, bottom, beside = span
    width, tile_h0 = size
    strip = strip_height(width)
    spans = [(0, total)]   # (first card, how many) per column
    if columns > 1:
        first = min(total, max(1, (bottom - top0 - tile_h0) // strip + 1))
        per = -(-(total - first) // (columns - 1)) if total > first else 0
        spans = [(0, first)] + [(first + k * per, min(per, total - first - k * per)) for k in range(columns - 1)]
        spans = [s for s in spans if s[1] > 0]
    found = []
    for column, (start, rest) in enumerate(spans):
        top = top0 if column == 0 else (beside or top0)
        # the fan never runs past its row, and a long one gives up its last card's height before
        # its strips shrink below a whole band (the kind and the name of each card)
        tile_h = max(14, min(tile_h0, bottom - top - (rest - 1) * strip))
        room = bottom - top - tile_h
        step = max(3, min(tile_h + 4, room // max(1, rest - 1))) if rest > 1 else 0   # whole cards where room allows
        if strip <= step < tile_h and step - strip < SLIVER:   # overlapping by nearly all: each shows its band
            step = strip                                            # alone, not a sliver of the words under it
        found.append((start, rest, top, tile_h, step))
    return found


def whole_bands(total: int, span: tuple[int, int, int], size: tuple[int, int], columns: int) -> bool:
    """Whether every fanned card shows its whole band (no strip squeezed under the next)."""
    strip = strip_height(size[0])
    return all(tile_h >= strip and (rest <= 1 or step >= strip)
               for _, rest, _, tile_h, step in fan_columns(total, span, size, columns))


def instance_places(box: tuple[int, int, int, int], card: tuple[int, int],
                    tapped: tuple[bool, ...]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(centre, size) of each Public Instance in its column: side by side while the width holds
    them, then on the next shelf down (a card turned sideways takes its length in height). When
    the shelves run past the column, an upright card shows its band alone (as a fanned stack card
    does; the zoom shows the rest) and the sideways ones shorten to the room left — never one
    card over another."""
    left, top, width, height = box
    length, thick = card

    def shelves() -> list[list[int]]:
        rows: list[list[int]] = [[]]
        used = 0
        for n, turned in enumerate(tapped):
            across = thick if turned else length
            if rows[-1] and used + 4 + across > width:
                rows.append([])
                used = 0
            used += across + (4 if rows[-1] else 0)
            rows[-1].append(n)
        return rows

    def tall(rows: list[list[int]], upright_h: int, side_len: int) -> int:
        return sum(max(side_len if tapped[n] else upright_h for n in row) for row in rows) + 4 * (len(rows) - 1)

    upright_h, side_len = thick, length
    rows = shelves()
    if tall(rows, upright_h, side_len) > height:
        upright_h = min(thick, strip_height(length))
    over = tall(rows, upright_h, side_len) - height
    if over > 0 and any(tapped):
        side_len = max(56, length - -(-over // sum(1 for row in rows if any(tapped[n] for n in row))))
    found: list[tuple[tuple[int, int], tuple[int, int]]] = [((0, 0), (0, 0))] * len(tapped)
    y = top
    for row in rows:
        row_h = max(side_len if tapped[n] else upright_h for n in row)
        span = sum(thick if tapped[n] else length for n in row) + 4 * (len(row) - 1)
        x = left + (width - span) // 2
        for n in row:
            across, deep = (thick, side_len) if tapped[n] else (length, upright_h)
            found[n] = ((x + across // 2, y + deep // 2), (side_len, thick) if tapped[n] else (length, upright_h))
            x += across + 4
        y += row_h + 4
    return found


def _count_key(items: tuple[int, ...]) -> list[tuple[int, int]]:
    """(card, n-th copy) for every card: copies keep apart keys."""
    seen: dict[int, int] = {}
    found = []
    for code in items:
        found.append((code, seen.get(code, 0)))
        seen[code] = seen.get(code, 0) + 1
    return found



def party_order(obs: DdoObservation) -> list[int]:
    """The seats from left to right: the order their Heroes stand in the quest line (each seat
    where its first Hero stands), then the rest from the Party Leader round — so the name over
    each seat's place stands under the Heroes it owns."""
    seats = len(obs.seats)
    rest = [(obs.leader + k) % seats for k in range(seats)]
    line = [f.seat for f in obs.quest.line] if obs.quest is not None else []
    return list(dict.fromkeys(line + rest))


class DdoParty(DdoField):
    def _party(self, obs: DdoObservation, names: tuple[str, ...], in_line: dict[int, str], zones: list[Zone],
               spots: list[CardSpot], labels: list[Label]) -> None:
        """Every seat's Heroes with their stacks fanned below, and its Public Instances: one row of
        seats, or two when one row would make the Heroes too narrow to read."""
        left, right = FIELD[0], FIELD[2]
        order = party_order(obs)
        counts = [max(1, len(obs.seats[s].stacks) + (1 if obs.seats[s].instances else 0)) for s in order]
        if (right - left - 14 * len(counts)) // sum(counts) >= 64 or len(counts) == 1:
            rows = [list(range(len(counts)))]
        else:
            half, running, cut = sum(counts) / 2, 0, 1
            for seat, count in enumerate(counts):
                running += count
                if running >= half:
                    cut = max(1, min(len(counts) - 1, seat + (1 if running - half < count / 2 else 0)))
                    break
            rows = [list(range(cut)), list(range(cut, len(counts)))]
            # a tall stack takes more columns at six seats: weigh each seat by them and cut again
            height = (PARTY_BOTTOM - PARTY_TOP) // 2 - 16
            extra = self._strip_columns(obs, list(range(len(counts))), in_line, height, 10 ** 6, 0)
            weighed = [counts[n] + sum(extra.get(st.uid, 1) - 1 for st in obs.seats[seat].stacks)
                       for n, seat in enumerate(order)]
            best = min(range(1, len(counts)), key=lambda c: abs(sum(weighed[:c]) - sum(weighed[c:])))
            rows = [list(range(best)), list(range(best, len(counts)))]
        # no Hero on a quest (the Build, Banking, a quest just drawn): the party takes the battlefield's room, its
        # cards larger — the centre stood empty above small stacks
        fighting = obs.quest is not None and bool(obs.quest.line)   # a quest drawn but nobody sent: room still
        party_top = PARTY_TOP if fighting else ROOMY_TOP
        band = (PARTY_BOTTOM - party_top) // len(rows)
        grow = min(1.4, band / (PARTY_BOTTOM - PARTY_TOP))
        widest = int(100 * max(1.0, grow)) if not fighting else 120
        counts = [counts[order.index(seat)] for seat in range(len(order))]   # by seat from here on
        shape = (int(HOME_H * max(1.0, grow)), max(int(TILE_H * max(1.0, grow)), TILE_TALL if len(rows) == 1 else 0)) \
            if grow >= 1 or len(rows) == 1 else COMPACT   # two rows in the usual room: a plate and strips
        seat_rows = [[order[n] for n in places] for places in rows]
        split = party_top + band
        if len(rows) > 1:
            # the line between the rows moves (a few pixels) toward a row whose tall stack would
            # otherwise be squeezed below whole bands, when the other row can spare them
            nearest: tuple[int, int] | None = None   # (stacks squeezed, shift): the nearest shift that squeezes none
            for shift in sorted(range(-24, 25, 2), key=abs):
                squeezed = self._squeezed(obs, seat_rows, in_line, counts, party_top, split + shift, widest)
                if nearest is None or squeezed < nearest[0]:
                    nearest = (squeezed, shift)
                if squeezed == 0:
                    break
            split += nearest[1] if nearest is not None else 0
        for r, seats in enumerate(seat_rows):
            top, bottom = self._row_span(r, len(rows), party_top, split)
            col_w, wide, slim = self._row_columns(obs, seats, in_line, counts, bottom - top, widest, len(rows) > 1)
            self._party_row(obs, names, in_line, seats, (left, top, bottom), col_w, shape, zones, spots, labels, wide,
                            slim)

    @staticmethod
    def _row_span(r: int, rows: int, party_top: int, split: int) -> tuple[int, int]:
        """A row's top and bottom: the first row ends above the second's seat names."""
        if rows == 1:
            return party_top, PARTY_BOTTOM
        return (party_top, split - 16) if r == 0 else (split, PARTY_BOTTOM)

    def _row_columns(self, obs: DdoObservation, seats: list[int], in_line: dict[int, str], counts: list[int],
                     height: int, widest: int, two_rows: bool) -> tuple[int, dict[int, int], set[int]]:
        """A row's column width, the extra columns of its tall stacks and its slim columns."""
        left, right = FIELD[0], FIELD[2]
        columns = sum(counts[s] for s in seats)
        room = right - left - 14 * len(seats)
        if not two_rows:
            return max(56, min(widest, room // columns)), {}, set()
        # Public Instances all turned sideways need only their height across: a slim column
        slim = {s for s in seats if obs.seats[s].instances and all(obs.seats[s].instances_tapped)}
        room -= SLIM_W * len(slim)
        columns -= len(slim)
        wide = self._strip_columns(obs, seats, in_line, height, room, columns)
        return max(56, min(widest, room // max(1, columns + sum(wide.values()) - len(wide)))), wide, slim

    def _squeezed(self, obs: DdoObservation, seat_rows: list[list[int]], in_line: dict[int, str], counts: list[int],
                  party_top: int, split: int, widest: int) -> int:
        """How many stacks, with the rows split at `split`, would get fewer columns than their
        strips need to show whole bands."""
        squeezed = 0
        for r, seats in enumerate(seat_rows):
            top, bottom = self._row_span(r, len(seat_rows), party_top, split)
            col_w, wide, _ = self._row_columns(obs, seats, in_line, counts, bottom - top, widest, True)
            for seat in seats:
                for stack in obs.seats[seat].stacks:
                    fan_top = top + 4 + (20 if stack.uid in in_line else COMPACT[0] + 4)
                    squeezed += not whole_bands(len(stack.cards) - 1, (fan_top, bottom, top + 4),
                                                (col_w - 6, strip_height(col_w - 6)), wide.get(stack.uid, 1))
        return squeezed

    @staticmethod
    def _strip_columns(obs: DdoObservation, seats: list[int], in_line: dict[int, str], height: int, room: int,
                       columns: int) -> dict[int, int]:
        """How many columns of strips a tall stack takes (two rows of seats): a stack whose
        strips would shrink below a whole band in one column spreads into a second or third
        beside it, as long as the row's columns stay wide enough to name a card (STRIP_COL)."""
        wide: dict[int, int] = {}
        need = DdoParty._strip_needs(obs, seats, in_line, height)
        while True:
            short = [u for u, n in need.items() if n > wide.get(u, 1)]
            if not short or room // (columns + 1) < STRIP_COL:
                return wide
            uid = max(short, key=lambda u: need[u] - wide.get(u, 1))
            wide[uid] = wide.get(uid, 1) + 1
            columns += 1

    @staticmethod
    def _strip_needs(obs: DdoObservation, seats: list[int], in_line: dict[int, str], height: int) -> dict[int, int]:
        """How many columns each stack's strips need to show whole bands, in a row `height` tall."""
        need: dict[int, int] = {}
        for seat in seats:
            for stack in obs.seats[seat].stacks:
                under = height - 4 - (20 if stack.uid in in_line else COMPACT[0] + 4)   # under the Hero
                strip = strip_height(STRIP_COL - 6)
                first = max(1, (under - COMPACT[1]) // strip + 1)
                beside = max(1, (height - 4 - COMPACT[1]) // strip + 1)                # beside it, whole height
                strips = len(stack.cards) - 1
                need[stack.uid] = 1 if strips <= first else min(3, 1 + -(-(strips - first) // beside))
        return need

    def _party_row(self, obs: DdoObservation, names: tuple[str, ...], in_line: dict[int, str], seats: list[int],
                   box: tuple[int, int, int], col_w: int, shape: tuple[int, int], zones: list[Zone],
                   spots: list[CardSpot], labels: list[Label], wide: dict[int, int] | None = None,
                   slim: set[int] | None = None) -> None:
        wide, slim = wide or {}, slim or set()
        x, row_top, row_bottom = box
        home_h, tile_h = shape
        plate = (col_w - 6, home_h)
        for seat in seats:
            view = obs.seats[seat]
            inst_w = (SLIM_W if seat in slim else col_w) if view.instances else 0
            width = max(col_w, sum(wide.get(st.uid, 1) for st in view.stacks) * col_w + inst_w)
            zones.append(Zone(f"play:{seat}", "location", (x, row_top, width, row_bottom - row_top), outline=False))
            lead = " ★ Leader" if seat == obs.leader else ""
            room = max(40, width - 4)
            title = next((t for t in (f"{names[seat]}{lead} · {len(view.hand)} in hand", f"{names[seat]}{lead}",
                                      f"{names[seat]}{lead[:2]}") if len(t) * 9 <= room), names[seat])
            labels.append(Label(title, (x + 2, row_top - 15), 12, GOLD if lead else (248, 236, 214), True,
                                width=room))
            top = row_top + 4
            at = 0   # the stack's first column in the seat
            for s, stack in enumerate(view.stacks):
                cx = x + at * col_w + col_w // 2
                at += wide.get(stack.uid, 1)
                if stack.uid not in in_line:
                    zone = f"home:{stack.uid}"
                    zones.append(Zone(zone, "slot", (cx - plate[0] // 2, top, *plate), outline=False))
                    spots.append(self._hero_spot(obs, seat, stack.uid, zone, plate, False, False, f"s{s + 1}"))
                else:
                    at_quest = f"h{self._line_place(obs, stack.uid)}"
                    labels.append(Label(f"▲ {at_quest} on the quest" if col_w >= 120 else f"▲ {at_quest}", (cx, top + 8),
                                        11, GOLD, True, "center", width=col_w - 4))
                fan_top = top + plate[1] + 4 if stack.uid not in in_line else top + 20
                # a strip at least as tall as its band: a wider column writes its band larger
                fanned = max(tile_h, strip_height(col_w - 6)) if shape == COMPACT else tile_h
                self._fan(stack.uid, stack.cards, stack.tapped, (cx, fan_top, row_bottom), (col_w - 6, fanned),
                          zones, spots, wide.get(stack.uid, 1), col_w, top)
            if view.instances:
                room_box = (x + at * col_w, top, inst_w, row_bottom - top - 4)
                card = (min(col_w - 6, row_bottom - top - 8), max(tile_h, 40))
                places = instance_places(room_box, card, view.instances_tapped)
                zone = f"inst:{seat}"
                zones.append(Zone(zone, "row", room_box, outline=False, points=tuple(centre for centre, _ in places)))
                for n, (code, copy) in enumerate(_count_key(view.instances)):
                    spots.append(CardSpot(f"inst:{seat}:{code}:{copy}", zone, self._faces[code], None,
                                          90 if view.instances_tapped[n] else 0, size=places[n][1],
                                          order=n, detail=self._text(code)))
            x += width + 14

    @staticmethod
    def _line_place(obs: DdoObservation, uid: int) -> int:
        """Where a Hero stands in the quest line, from 1."""
        quest = obs.quest
        return next((n + 1 for n, f in enumerate(quest.line) if f.uid == uid), 0) if quest is not None else 0

    def _fan(self, uid: int, cards: tuple[int, ...], tapped: tuple[bool, ...], where: tuple[int, int, int],
             size: tuple[int, int], zones: list[Zone], spots: list[CardSpot], columns: int = 1,
             pitch: int = 0, beside: int = 0) -> None:
        """The stack's cards under its Hero; a tall stack given more columns (six seats) fills the
        one under the Hero with whole strips and runs on in the columns beside it, from `beside`
        (the top of the Hero's place) down."""
        cx0, top0, bottom = where
        width, tile_h0 = size
        for column, (start, rest, top, tile_h, step) in enumerate(
                fan_columns(len(cards) - 1, (top0, bottom, beside), size, columns)):
            cx = cx0 + column * pitch
            for row in range(rest):
                self._strip(uid, cards, tapped, start + row + 1, (cx, top + row * step + tile_h // 2),
                            (width, tile_h), zones, spots)

    def _strip(self, uid: int, cards: tuple[int, ...], tapped: tuple[bool, ...], n: int, centre: tuple[int, int],
               size: tuple[int, int], zones: list[Zone], spots: list[CardSpot]) -> None:
        (cx, y), (width, tile_h) = centre, size
        zone = f"tile:{uid}:{n}"
        zones.append(Zone(zone, "slot", (cx - width // 2, y - tile_h // 2, width, tile_h), outline=False))
        face = self._faces[cards[n]].tapped_look() if tapped[n] else self._faces[cards[n]]
        spots.append(CardSpot(self.tile_key(uid, n), zone, face, size=(width, tile_h), order=n,
                              detail=("Tapped: no effect until straightened. " if tapped[n] else "")
                              + self._text(cards[n])))

    def _hand(self, obs: DdoObservation, viewer: int, names: tuple[str, ...], zones: list[Zone],
              spots: list[CardSpot], labels: list[Label]) -> None:
        """The viewer's hand, Loot deck and discard pile; beside it every teammate's hand, smaller
        (hands are open in this cooperative game: plan the next Leader's deploys together)."""
        seat = obs.seat
        view = obs.seats[seat]
        others = [s for s in party_order(obs) if s != seat and obs.seats[s].hand]
        left, right = 120, 770
        # the viewer's hand lies flat first (up to three fifths of the row); the teammates share the
        # rest in proportion to their cards
        mine = right - left if not others else max(200, min(len(view.hand) * (HAND_CARD[0] + 8) + 10,
                                                             (right - left) * 3 // 5))
        need = [len(obs.seats[s].hand) + 1 for s in others]
        rest = right - left - mine - 10
        zones.append(Zone(f"handz:{seat}", "hand", (left, HAND_Y - 48, mine, 96), outline=False))
        stuck = undeployable(obs) if obs.actor == seat else {}   # why a card the Leader holds fits nowhere
        for n, (code, copy) in enumerate(_count_key(view.hand)):
            why = f"Cannot be deployed now: {stuck[code]} " if code in stuck else ""
            spots.append(CardSpot(self.hand_key(seat, code, copy), f"handz:{seat}", self._faces[code],
                                  size=HAND_CARD, order=n, origin=f"deck:{seat}", detail=why + self._text(code)))
        x = left + mine + 10
        for n, other in enumerate(others):
            each = rest * need[n] // sum(need)
            cards = obs.seats[other].hand
            zones.append(Zone(f"handz:{other}", "row", (x, HAND_Y - 26, each - 6, TEAM_CARD[1]), outline=False))
            said = next((words for words in (f"{names[other]}'s hand · {len(cards)}", f"{names[other]} · {len(cards)}")
                         if len(words) * 7 <= each - 8), "")   # a name too long for its room: the cards' zoom names it
            if said:
                labels.append(Label(said, (x + 2, HAND_Y - 45), 11, (248, 236, 214), True, width=each - 8))
            for k, (code, copy) in enumerate(_count_key(cards)):
                spots.append(CardSpot(self.hand_key(other, code, copy), f"handz:{other}", self._faces[code],
                                      size=TEAM_CARD, order=k, detail=f"In {names[other]}'s hand: " + self._text(code)))
            x += each
        zones.append(Zone(f"deck:{seat}", "pile", (780, HAND_Y - 40, PILE_CARD[0], PILE_CARD[1]), outline=False))
        zones.append(Zone(f"discard:{seat}", "pile", (860, HAND_Y - 40, PILE_CARD[0] + 20, PILE_CARD[1]),
                          "discard", quiet=True))   # the party may reach down to it: "discard n" under it says it
        if view.deck_cards:
            spots.append(CardSpot(f"deck:{seat}:top", f"deck:{seat}", LOOT_BACK, size=PILE_CARD))
        if view.discard:
            spots.append(CardSpot(f"discard:{seat}:{len(view.discard)}", f"discard:{seat}",
                                  self._faces[view.discard[-1]], size=PILE_CARD, detail=self._text(view.discard[-1])))
        labels.append(Label(f"{names[seat]}'s hand", (60, HAND_Y - 20), 13, bold=True, anchor="midtop", width=104))
        labels.append(Label(f"{len(view.hand)} card{'' if len(view.hand) == 1 else 's'}", (60, HAND_Y), 12, anchor="midtop", width=104))
        labels.append(Label(f"deck {len(view.deck_cards)}", (805, HAND_Y + 30), 11, anchor="midtop", width=70))
        labels.append(Label(f"discard {len(view.discard)}", (895, HAND_Y + 30), 11, anchor="midtop", width=70))
