"""DDO's deck builder: the Base set kind by kind, the deck's 60 counted, the engine's word on
every card that may not go in, and the player's decks saved in the per-user data folder.

Every rule comes from `game.ddo.deck_api` (the engine): the builder only asks it. Reached
from the seat set-up of DDO ("Build a deck…"); the decks saved here appear there, beside
the prebuilt ones, for any seat to pick.
Mouse: click a kind's tab, a card's + or −, a card's name to read it; the wheel scrolls.
Keys: Tab / Shift-Tab between the fields; in the list ↑↓ choose a card, ←→ change the kind,
Enter or + adds it, − or Delete takes one out; typing in the name field names the deck.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core.names import clean_name, name_text
from game.ddo.cards import Kind, LootCard
from game.ddo.content import catalogue
from game.ddo.deck_api import DECK_SIZE, KIND_ORDER, base_set, copy_limit, heroes, prebuilt, refusal
from scenes.tables.ddo_deck_files import NAME_LIMIT, SavedDeck, free_path, load_decks, same_name, save_deck
from scenes.stack import Host, Scene
from scenes.services.saving import describe_failure
from scenes.tables.ddo_look import KIND_GLYPH, KIND_TINT, loot_face, loot_tile, values_line
from scenes.ui import CREAM, GOLD, GOLD_DIM, INK, MUTED, REFUSE, STAGE_LIGHT, TEAL, Button, blit_text, blit_wrapped, panel

KIND_TABS = {Kind.HERO: "Heroes", Kind.LEVEL_UP: "Level Ups", Kind.RACE: "Races", Kind.ENHANCEMENT: "Enhance.",
             Kind.FEAT: "Feats", Kind.SPELL: "Spells", Kind.ITEM: "Items", Kind.INSTANCE: "Instances",
             Kind.FESTIVAL: "Festivals"}
LIST = pygame.Rect(30, 158, 860, 448)     # the card list: two columns of rows
ROW_H = 28
ROWS = LIST.height // ROW_H               # rows a column shows
COL_W = LIST.width // 2
SIDE = pygame.Rect(906, 64, 350, 542)     # the card read, the deck's state, the messages


class DeckBuilderScene(Scene):
    DRAW_CACHES = ("_faces",)   # each card's picture, painted when first shown

    def __init__(self, app: Host, start: SavedDeck | None = None) -> None:
        super().__init__(app)
        self.kinds = base_set()
        self.heroes = heroes()
        self.name = start.name if start else "My deck"
        self.hero = start.hero if start else self.heroes[0].key
        self.cards: list[str] = list(start.cards) if start else []
        self.kind = 0                      # index into KIND_ORDER
        self.row = 0                       # the chosen card within the kind
        self.scroll = 0                    # the first row shown (a multiple of nothing: rows)
        self.focus = "list"
        self.saved, self.refused = load_decks()
        self.sources: list[tuple[str, str, tuple[str, ...]]] = \
            [(d.name, d.hero, d.cards) for d in prebuilt()] + [(d.name, d.hero, d.cards) for d in self.saved]
        self.source = 0
        self.message = ("; ".join(self.refused), True) if self.refused else \
            (f"Pick the Hero you start with (in play from the start, not one of the {DECK_SIZE}), then add "
             f"{DECK_SIZE} cards: + adds, − takes out. Or start from a prebuilt deck below.", False)
        self.typed = start is not None
        self.path = start.path if start else None   # the file this deck was opened from or last saved to
        self.replacing: Path | None = None          # another deck's file Save was asked once to replace
        self.save_button = Button(pygame.Rect(30, 640, 200, 48), "Save deck", self.save)
        self.copy_button = Button(pygame.Rect(250, 640, 380, 48), "", self.copy_source)
        self.clear_button = Button(pygame.Rect(650, 640, 150, 48), "Empty it", self.clear)
        self.back_button = Button(pygame.Rect(1076, 640, 180, 48), "◀ Back", self.leave)
        self.buttons = {"save": self.save_button, "copy": self.copy_button, "clear": self.clear_button,
                        "back": self.back_button}
        self._faces: dict[str, pygame.Surface] = {}
        self._name_copy_button()

    def _name_copy_button(self) -> None:
        """The copy button names the deck it copies (kept in step in `update`, never in `draw`)."""
        name, _, _ = self.sources[self.source]
        self.copy_button.label = f"◀  Copy {name}  ▶"

    def update(self, dt: float) -> None:
        self._name_copy_button()

    # -- what the deck is -------------------------------------------------------------------
    def shown(self) -> tuple[LootCard, ...]:
        return self.kinds[KIND_ORDER[self.kind]]

    def chosen(self) -> LootCard | None:
        cards = self.shown()
        return cards[self.row] if 0 <= self.row < len(cards) else None

    def deck(self) -> SavedDeck:
        return SavedDeck(clean_name(self.name, NAME_LIMIT) or "My deck", self.hero, tuple(sorted(self.cards)))

    def problems(self) -> list[str]:
        return self.deck().problems

    def count(self, key: str) -> int:
        return sum(1 for c in self.cards if c == key)

    def fields(self) -> list[str]:
        return ["name", "hero", "list", "copy", "save", "clear", "back"]

    # -- changing it ----------------------------------------------------------------------
    def say(self, words: str, bad: bool = False) -> None:
        self.message = (words, bad)

    def add(self, key: str) -> bool:
        why = refusal(self.cards, key)      # the engine's reason, word for word
        name = catalogue().card(key).name
        if why is not None:
            self.say(f"✖ {name} cannot go in: {why}.", True)
            self.app.sounds.play("refuse")
            return False
        self.cards.append(key)
        self.say(f"+ {name} ({self.count(key)} of {copy_limit(key)} allowed) · deck {len(self.cards)}/{DECK_SIZE}")
        self.app.sounds.play("click")
        return True

    def remove(self, key: str) -> bool:
        if key not in self.cards:
            self.say(f"{catalogue().card(key).name} is not in the deck.", True)
            return False
        self.cards.remove(key)
        self.say(f"− {catalogue().card(key).name} · deck {len(self.cards)}/{DECK_SIZE}")
        self.app.sounds.play("click")
        return True

    def cycle_hero(self, step: int) -> None:
        keys = [h.key for h in self.heroes]
        self.hero = keys[(keys.index(self.hero) + step) % len(keys)] if self.hero in keys else keys[0]

    def set_kind(self, index: int) -> None:
        self.kind = index % len(KIND_ORDER)
        self.row, self.scroll = 0, 0

    def move_row(self, step: int) -> None:
        count = len(self.shown())
        if count:
            self.row = max(0, min(count - 1, self.row + step))
            self.keep_row_shown()

    def keep_row_shown(self) -> None:
        per = ROWS * 2
        if self.row < self.scroll:
            self.scroll = self.row - self.row % ROWS
        elif self.row >= self.scroll + per:
            self.scroll = self.row - per + 1 + (ROWS - (self.row - per + 1) % ROWS) % ROWS

    def copy_source(self) -> None:
        name, hero, cards = self.sources[self.source]
        self.hero, self.cards = hero, list(cards)
        if not self.typed:
            self.name = f"{name} (mine)"[:NAME_LIMIT]
        self.say(f"Started from {name}: {len(self.cards)}/{DECK_SIZE} cards. Change it, name it, save it.")

    def clear(self) -> None:
        self.cards = []
        self.say("The deck is empty. Nothing is saved until you press Save.")

    def save(self) -> None:
        """Save the deck to its own file. Another deck of the same name (case aside) is never
        replaced silently: the first press says so, a second press replaces it. A name that
        differs only in punctuation gets a file of its own."""
        if not self.name.strip():
            self.say("✖ Name the deck first (click the name and type).", True)
            return
        deck = self.deck()
        other = next((d for d in self.saved if same_name(d.name, deck.name) and d.path != self.path), None)
        if other is not None and other.path != self.replacing:
            self.replacing = other.path
            self.say(f"✖ A deck named “{other.name}” already exists: rename it or press Save again to replace "
                     "it.", True)
            self.app.sounds.play("refuse")
            return
        target = other.path if other is not None and other.path is not None else free_path(deck.name, keep=self.path)
        try:
            path = save_deck(deck, path=target)
        except OSError as bad:
            self.say(f"✖ Could not save: {describe_failure(target, bad)}. "
                     "The deck is still here, unchanged: try again.", True)
            self.app.sounds.play("refuse")
            return
        self.path, self.replacing = path, None
        self.saved, self.refused = load_decks()
        self.sources = self.sources[:len(prebuilt())] + [(d.name, d.hero, d.cards) for d in self.saved]
        problems = deck.problems
        state = "ready to play: pick it on the set-up" if not problems else \
            f"unfinished ({len(deck.cards)}/{DECK_SIZE}): it can be played once the deck rules are met"
        replaced = f" (it replaced “{other.name}”)" if other is not None else ""
        self.say(f"Saved “{deck.name}” as {path.name}{replaced}, {state}.")
        self.app.sounds.play("click")

    def leave(self) -> None:
        self.app.stack.pop()

    # -- events -----------------------------------------------------------------------------
    def row_rect(self, index: int) -> pygame.Rect | None:
        """Where the kind's card `index` is drawn, or None when scrolled out."""
        n = index - self.scroll
        if not 0 <= n < ROWS * 2:
            return None
        column, row = divmod(n, self.per_column())
        return pygame.Rect(LIST.left + column * COL_W, LIST.top + row * ROW_H, COL_W - 10, ROW_H - 3)

    def per_column(self) -> int:
        """Rows in the first column: a short kind splits evenly over both columns (it filled the
        left one and left the right half of the panel empty)."""
        return max(1, min(ROWS, -(-len(self.shown()) // 2)))

    @staticmethod
    def minus_rect(row: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(row.left + 2, row.top + 1, 26, row.height - 2)

    @staticmethod
    def plus_rect(row: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(row.left + 30, row.top + 1, 26, row.height - 2)

    @staticmethod
    def tab_rect(index: int) -> pygame.Rect:
        width = LIST.width // len(KIND_ORDER)
        return pygame.Rect(LIST.left + index * width, 116, width - 4, 34)

    @staticmethod
    def name_rect() -> pygame.Rect:
        return pygame.Rect(30, 64, 360, 40)

    @staticmethod
    def hero_rect() -> pygame.Rect:
        return pygame.Rect(410, 64, 300, 40)

    def handle_event(self, event: pygame.event.Event) -> bool:
        copy = self.copy_button.rect
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and copy.collidepoint(event.pos) \
                and not copy.inflate(-120, 0).collidepoint(event.pos):   # its ◀ or ▶ end: another deck to copy
            self.focus = "copy"
            self.source = (self.source + (1 if event.pos[0] > copy.centerx else -1)) % len(self.sources)
            return True
        for button in self.buttons.values():
            if button.handle(event):
                return True
        if event.type == pygame.MOUSEWHEEL:
            count = len(self.shown())
            self.scroll = max(0, min(max(0, count - ROWS), self.scroll - event.y * 2))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            return self._click(event.pos, event.button)
        if event.type == pygame.TEXTINPUT:
            if self.focus == "name":
                if not self.typed:
                    self.name, self.typed = "", True
                if len(self.name) < NAME_LIMIT:   # what a deck file keeps, kept at the edge
                    self.name = name_text(self.name + event.text)[:NAME_LIMIT]
            elif self.focus == "list" and event.text in "+=":
                chosen = self.chosen()
                if chosen is not None:
                    self.add(chosen.key)
            elif self.focus == "list" and event.text == "-":
                chosen = self.chosen()
                if chosen is not None:
                    self.remove(chosen.key)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _click(self, pos: tuple[int, int], button: int) -> bool:
        if self.name_rect().collidepoint(pos):
            self.focus = "name"
            return True
        hero = self.hero_rect()
        if hero.collidepoint(pos):
            self.focus = "hero"
            self.cycle_hero(-1 if pos[0] < hero.centerx else 1)
            return True
        for index in range(len(KIND_ORDER)):
            if self.tab_rect(index).collidepoint(pos):
                self.set_kind(index)
                self.focus = "list"
                return True
        for index, card in enumerate(self.shown()):
            row = self.row_rect(index)
            if row is None or not row.collidepoint(pos):
                continue
            self.row, self.focus = index, "list"
            if button == 3 or self.minus_rect(row).collidepoint(pos):
                self.remove(card.key)
            elif self.plus_rect(row).collidepoint(pos):
                self.add(card.key)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        fields = self.fields()
        key = event.key
        if key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.focus = fields[(fields.index(self.focus) + step) % len(fields)]
            return True
        if key == pygame.K_ESCAPE:
            self.leave()
            return True
        if self.focus == "name":
            if key == pygame.K_BACKSPACE:
                self.name, self.typed = self.name[:-1], True
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_DOWN):
                self.focus = "hero"
            return True
        if self.focus == "hero":
            if key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.cycle_hero(1 if key == pygame.K_RIGHT else -1)
            elif key in (pygame.K_DOWN, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.focus = "list"
            elif key == pygame.K_UP:
                self.focus = "name"
            return True
        if self.focus == "list":
            chosen = self.chosen()
            if key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.set_kind(self.kind + (1 if key == pygame.K_RIGHT else -1))
            elif key in (pygame.K_UP, pygame.K_DOWN):
                self.move_row(1 if key == pygame.K_DOWN else -1)
            elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.move_row(ROWS if key == pygame.K_PAGEDOWN else -ROWS)
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_KP_PLUS) and chosen is not None:
                self.add(chosen.key)
            elif key in (pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_KP_MINUS) and chosen is not None:
                self.remove(chosen.key)
            return True
        if self.focus == "copy" and key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.source = (self.source + (1 if key == pygame.K_RIGHT else -1)) % len(self.sources)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus in self.buttons:
            self.buttons[self.focus].on_press()
            return True
        return True

    def wake_in(self) -> float | None:
        return (500 - pygame.time.get_ticks() % 500) / 1000 if self.focus == "name" else None

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        blit_text(surface, fonts, "DDO deck builder — the Base set", 28, (30, 16), GOLD, True)
        blit_text(surface, fonts, f"{len(self.cards)} / {DECK_SIZE} cards", 24, (890, 84), CREAM if len(self.cards) < DECK_SIZE
                  else TEAL, True, "midright")
        self._draw_fields(surface)
        self._draw_tabs(surface)
        self._draw_list(surface)
        self._draw_side(surface)
        for key, button in self.buttons.items():
            button.draw(surface, fonts, focused=self.focus == key)
        hint = "Tab: next field · ←→ kind · ↑↓ card · Enter/+ add · Delete/− take out · right-click takes out · Esc: back"
        words, size = fonts.fit(hint, 14, 1220)
        blit_text(surface, fonts, words, size, (640, 700), MUTED, anchor="center")

    def _draw_fields(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        rect = self.name_rect()
        active = self.focus == "name"
        pygame.draw.rect(surface, CREAM, rect, border_radius=8)
        pygame.draw.rect(surface, GOLD if active else GOLD_DIM, rect, 3 if active else 1, border_radius=8)
        cursor = "▏" if active and int(pygame.time.get_ticks() / 500) % 2 == 0 else ""
        words, size = fonts.fit(f"Name: {self.name}{cursor}", 18, rect.width - 16)
        blit_text(surface, fonts, words, size, (rect.left + 10, rect.centery), INK, anchor="midleft")
        rect = self.hero_rect()
        active = self.focus == "hero"
        pygame.draw.rect(surface, GOLD if active else STAGE_LIGHT, rect, border_radius=8)
        pygame.draw.rect(surface, CREAM if active else GOLD_DIM, rect, 2, border_radius=8)
        hero = catalogue().card(self.hero).name if self.hero in catalogue().loot_index else self.hero
        words, size = fonts.fit(f"◀ Hero: {hero} ▶", 17, rect.width - 12, True)
        blit_text(surface, fonts, words, size, rect.center, INK if active else CREAM, True, "center")

    def tab_words(self) -> tuple[list[str], int]:
        """Every tab's words and the one type size they all fit (each tab shrank on its own)."""
        fonts = self.app.fonts
        words = [f"{KIND_GLYPH[kind]} {KIND_TABS[kind]} {sum(1 for c in self.cards if catalogue().card(c).kind is kind)}"
                 for kind in KIND_ORDER]
        room = self.tab_rect(0).width - 8
        size = min(fonts.fits(w, 14, room, True, least=10) or 10 for w in words)
        return words, size

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        labels, type_size = self.tab_words()
        for index, kind in enumerate(KIND_ORDER):
            rect = self.tab_rect(index)
            on = index == self.kind
            tint = KIND_TINT[kind]
            pygame.draw.rect(surface, tint if on else tuple(c // 2 for c in tint), rect, border_radius=7)
            pygame.draw.rect(surface, GOLD if on else GOLD_DIM, rect, 3 if on else 1, border_radius=7)
            words, size = fonts.fit(labels[index], type_size, rect.width - 8, True, least=type_size)
            blit_text(surface, fonts, words, size, rect.center, CREAM, True, "center")

    def _draw_list(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        panel(surface, LIST.inflate(8, 8), alpha=170)
        for index, card in enumerate(self.shown()):
            row = self.row_rect(index)
            if row is None:
                continue
            copies = self.count(card.key)
            on = index == self.row
            full = refusal(self.cards, card.key) is not None
            fill = (110, 60, 84) if on else ((70, 44, 66) if copies else (52, 26, 44))
            pygame.draw.rect(surface, fill, row, border_radius=5)
            if on:
                pygame.draw.rect(surface, GOLD, row, 2 if self.focus != "list" else 3, border_radius=5)
            for rect, sign, enabled in ((self.minus_rect(row), "−", copies > 0), (self.plus_rect(row), "+", not full)):
                pygame.draw.rect(surface, STAGE_LIGHT if enabled else (56, 34, 48), rect, border_radius=5)
                blit_text(surface, fonts, sign, 18, rect.center, CREAM if enabled else (110, 84, 98), True, "center")
            mark = f"{copies}/{copy_limit(card.key)}" if copies else ""
            blit_text(surface, fonts, mark, 13, (row.left + 62, row.centery), TEAL if copies else MUTED, True, "midleft")
            extra = values_line(card.stats)
            room = row.width - 104
            words, size = fonts.fit(card.name, 14, room - (fonts.font(12).size(extra)[0] + 10 if extra else 0), copies > 0,
                                    least=11)
            blit_text(surface, fonts, words, size, (row.left + 100, row.centery), CREAM, copies > 0, "midleft")
            if extra:
                blit_text(surface, fonts, extra, 12, (row.right - 6, row.centery), MUTED, anchor="midright")
        count = len(self.shown())
        if count > ROWS * 2:
            shown = f"cards {self.scroll + 1}–{min(count, self.scroll + ROWS * 2)} of {count} · wheel or ↑↓ for more"
            blit_text(surface, fonts, shown, 13, (LIST.right, LIST.bottom + 8), MUTED, anchor="topright")

    def _face(self, card: LootCard) -> pygame.Surface:
        found = self._faces.get(card.key)
        if found is None:
            found = loot_tile(card).paint(self.app.fonts, (150, 200))
            self._faces[card.key] = found
        return found

    def _draw_side(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        panel(surface, SIDE, alpha=200)
        card = self.chosen()
        y = SIDE.top + 10
        if card is not None:
            surface.blit(self._face(card), (SIDE.left + 10, y))
            text = loot_face(card).sections[0].text
            blit_wrapped(surface, fonts, text, 13, pygame.Rect(SIDE.left + 170, y, SIDE.width - 180, 200), CREAM)
            y += 210
        problems = self.problems()
        if problems:
            blit_text(surface, fonts, "Not playable yet — the deck rules say:", 14, (SIDE.left + 10, y), GOLD, True)
            y += 20
            for problem in problems[:5]:
                y = blit_wrapped(surface, fonts, f"• {problem}", 13, pygame.Rect(SIDE.left + 16, y, SIDE.width - 26, 44),
                                 CREAM) + 2
        else:
            blit_text(surface, fonts, "✔ The deck meets every deck rule.", 15, (SIDE.left + 10, y), TEAL, True)
            y += 22
        words, bad = self.message
        box = pygame.Rect(SIDE.left + 10, max(y + 8, SIDE.bottom - 150), SIDE.width - 20, 140)
        blit_wrapped(surface, fonts, words, 14, box, REFUSE if bad else CREAM)
