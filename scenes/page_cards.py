"""The picture of a card on a player page, from the card's `[card: GAME KIND ID]` marker.

One function, `card_picture`: a card drawn from the game's own card-kind data
(`game/how_to_play.py` `CARD_KINDS`) — the kind across the top, the card's name, its
picture (scenes/art's gallery, the same picture its table face carries) and its words. What
it says always matches the content, because the words come from it.
"""

from __future__ import annotations

import pygame

from game.core.player_page import CardKind
from game.how_to_play import card_kinds
from scenes.art.gallery import card_picture as art_picture
from scenes.ui import CREAM, GOLD, GOLD_DIM, INK, Fonts

PICTURE_SIZE = (150, 236)
ART_HEIGHT = 74
FACE = (250, 242, 226)


def kind_of(game_id: str, kind_name: str) -> CardKind | None:
    return next((k for k in card_kinds(game_id) if k.name == kind_name), None)


def card_picture(fonts: Fonts, game_id: str, kind_name: str, card_id: str,
                 size: tuple[int, int] = PICTURE_SIZE) -> pygame.Surface:
    """A readable picture of one card: its kind, its name and its words on a card face."""
    width, height = size
    image = pygame.Surface(size, pygame.SRCALPHA)
    card = image.get_rect()
    pygame.draw.rect(image, FACE, card, border_radius=12)
    pygame.draw.rect(image, GOLD_DIM, card, 3, border_radius=12)
    band = pygame.Rect(0, 0, width, 30)
    pygame.draw.rect(image, INK, band, border_top_left_radius=12, border_top_right_radius=12)
    kind = kind_of(game_id, kind_name)
    title = kind.title if kind is not None else kind_name
    words, px = fonts.fit(title, 13, width - 14, True)
    label = fonts.text(words, px, GOLD, True)
    image.blit(label, label.get_rect(center=band.center))
    text = kind.words(card_id) if kind is not None else card_id
    name, _, rest = text.partition(":")
    if not rest:
        name, rest = card_id, text
    area = pygame.Rect(8, 36, width - 16, height - 44)
    lines, px = fonts.fit_wrapped(name.strip(), 15, area.width, 40, least=10)
    y = area.top
    for line in lines:
        shown = fonts.text(line, px, INK, True)
        image.blit(shown, shown.get_rect(midtop=(card.centerx, y)))
        y += px + 2
    try:
        art = art_picture(game_id, kind_name, card_id, (area.width, ART_HEIGHT))
        image.blit(art, (area.left, y + 4))
        y += ART_HEIGHT + 6
    except KeyError:   # a card the gallery has no picture for keeps its words alone
        pass
    pygame.draw.line(image, GOLD_DIM, (area.left + 10, y + 3), (area.right - 10, y + 3), 1)
    y += 8
    lines, px = fonts.fit_wrapped(rest.strip(), 12, area.width, area.bottom - y, least=8)
    for line in lines:
        if y + px > area.bottom:
            break
        image.blit(fonts.text(line, px, INK), (area.left, y))
        y += px + 3
    pygame.draw.rect(image, CREAM, card.inflate(-6, -6), 1, border_radius=10)
    return image


__all__ = ["PICTURE_SIZE", "card_picture", "kind_of"]
