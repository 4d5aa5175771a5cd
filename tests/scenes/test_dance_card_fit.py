"""Dance Card!'s words at the 10 px floor (issue 24): the shorter forms a crowded table
falls back on are whole, still say what a player needs, and never cut a letter."""

from __future__ import annotations

from game.dance_card.roster import roster
from scenes.app import App
from scenes.tables import dance_card_board as geo
from scenes.tables.dance_card_fit import plate_name, shown_hands
from scenes.tables.dance_card_looks import PAINT, DieLook
from scenes.tables.dance_card_words import die_line

COLUMN = 148   # a die line's room in the dance panel's two columns


def test_every_name_is_whole_or_shortened_on_the_smallest_chip(app: App) -> None:
    fonts = app.fonts
    width, height = geo.STANDEE_SIZES[-1]
    shown = set()
    for student in roster().students:
        words, px, _ = plate_name(fonts, student.name, max(8, height - 5), width - 4)
        assert fonts.px(px) >= 10   # the size asked is drawn at the floor or more
        assert words == student.name or (words.endswith(".") and student.name.startswith(words[:-1])
                                          and len(words) >= 5), words
        shown.add(words)
    assert len(shown) == len(roster().students), "two students read the same on their chips"
    assert not fonts.clipped, fonts.clipped


def test_two_column_die_lines_fit_and_keep_their_source(app: App) -> None:
    r = roster()
    longest = max((s.name for s in r.students), key=len)
    sources = [f"{longest}'s Hype Squad ({longest})", f"{longest}'s Crush {longest}", f"{longest}'s own dice",
               f"Chat Token on {longest}", f"Friend {longest}", ""]
    for source in sources:
        line = die_line(9, "gray", source, many=True)
        assert app.fonts.fits(line, 11, COLUMN) is not None, line
    assert die_line(3, "gray", "Ignacio's Hype Squad (Phoenix)", True) == "#4 Hype Squad (Phoenix)"
    assert die_line(0, "gray", "", True) == "#1 the dance"
    assert die_line(0, "black", "Rival Claudia", False) == "#1 black: Rival Claudia"


def test_a_shown_hand_counts_its_copies_before_it_only_counts_cards() -> None:
    assert shown_hands("Hand: Do-Over!, Do-Over!, Hands Up!") == (
        "Hand: Do-Over!, Do-Over!, Hands Up!", "Hand: Do-Over! ×2, Hands Up!", "Hand: 3 cards")
    assert shown_hands("Hand: 5 cards, hidden") == ("Hand: 5 cards, hidden",)


def test_a_die_names_its_colour_inside_the_die(app: App) -> None:
    width = geo.DIE[0]
    for colour in PAINT:
        word = DieLook(colour)._word(app.fonts, width - 6, (0, 0, 0))
        assert word.get_width() <= width - 6, colour
