"""The rules pages written for players (game/<id>/how_to_play.md), for every game.

A player page is the game in plain words: it must hold the sections a newcomer needs, show
a picture of every kind of card the game has (each marker naming a real card), and keep
out what only a developer reads — file paths, commands, measurements, AI figures, decision
numbers, the rule documents' file names, content keys — and the rule document's own
sentences. `python -m game rules GAME` prints it as plain text.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import registry
from game.__main__ import main
from game.core.player_page import (
    SECTIONS,
    PageError,
    markers,
    page_path,
    problems,
    read_page,
)
from game.how_to_play import CARD_KINDS, card_kinds, page_problems, page_text

ROOT = Path(__file__).resolve().parents[1]
GAMES = tuple(e.game_id for e in registry.CATALOGUE)
# The rule documents, in a `shared/seeds` folder beside the checkout (or a folder above it).
SEEDS = next((p / "shared" / "seeds" for p in ROOT.parents if (p / "shared" / "seeds").is_dir()),
             ROOT / "shared" / "seeds")
DOCUMENTS = {"ddr": "000_f5e342758678e2e9.txt", "dance_card": "001_73f120c87acf16e3.txt",
             "ddo": "002_9ee8793fe35b6e2e.txt", "beat_by_beat": "003_dad0e5f9710e691a.txt",
             "dancing_queen": "004_c6eead62ff19fd6d.txt"}

# What a player never reads: each pattern with the reason it is refused.
FORBIDDEN = (
    (r"\b[\w-]+/[\w./-]+\.\w+\b", "a file path"),
    (r"\.(md|toml|txt|py|json|tmx|spec|png)\b", "a file name"),
    (r"\b(seeds|docs|game|scenes|levels|tests|tools|content_facts|shared|boards)/", "a folder"),
    (r"\bpython\b|\bpytest\b|\bpip\b|(?<!\S)-m\s|(?<![\w-])--?[a-z][\w-]*=", "a command"),
    (r"(?<!\S)--\w", "a command-line option"),
    (r"`", "a code mark (commands, keys)"),
    (r"%", "a percentage (a measurement)"),
    (r"\b\d+(\.\d+)?\s*(ms|s|sec|seconds?|minutes?)\b", "a time (a measurement)"),
    (r"\bloads?\b|\bp\d\d\b|\bwin rates?\b|\bplayouts?\b|\biterations?\b", "a measurement"),
    (r"\b\d[\d,]*\s+(games|tries|playouts|runs)\b", "a count of measured games"),
    (r"\bdecisions?\s*\d|\bD\d+\b|§|\bissue\s*\d|#\d", "a decision or issue number"),
    (r"\b\d{3}_[0-9a-f]{16}\b|\bseeds?\b", "a rule document's file name"),
    (r"\b(engine|toml|provenance|notation|config|rulebook_facts|registry)\b", "a developer's word"),
    (r"\b[a-z]+_[a-z_]+\b", "a content key or option name"),
    (r"\s,|\(\s*\)", "a sentence whose words went missing"),
)


def _prose(text: str) -> str:
    """The page without its marker lines (their ids are the content's keys, by design)."""
    return "\n".join(line for line in text.splitlines() if not line.strip().startswith("[card:"))


def _offences(text: str) -> list[str]:
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        for pattern, why in FORBIDDEN:
            match = re.search(pattern, line, re.IGNORECASE if why != "a content key or option name" else 0)
            if match:
                found.append(f"line {number}: {why}: {match.group(0)!r} in {line.strip()!r}")
    return found


def test_every_registered_game_has_a_page_and_card_kinds() -> None:
    assert set(CARD_KINDS) == set(GAMES)
    for game in GAMES:
        assert page_path(game).is_file(), game


@pytest.mark.parametrize("game", GAMES)
def test_the_page_has_the_sections_and_valid_markers(game: str) -> None:
    assert page_problems(game) == []


@pytest.mark.parametrize("game", GAMES)
def test_every_card_kind_of_the_game_has_a_picture_on_its_page(game: str) -> None:
    shown = {m.kind for m in markers(read_page(game))}
    declared = {k.name for k in card_kinds(game)}
    assert declared <= shown, f"no picture of: {sorted(declared - shown)}"


@pytest.mark.parametrize("game", GAMES)
def test_the_page_holds_nothing_only_a_developer_reads(game: str) -> None:
    assert _offences(_prose(read_page(game))) == []


@pytest.mark.parametrize("game", GAMES)
def test_the_printed_text_holds_nothing_only_a_developer_reads(game: str) -> None:
    text = page_text(game)
    assert "[card:" not in text and "**" not in text
    assert text.count("[Picture: ") == len(markers(read_page(game)))
    # the pictures' words come from the cards; their ids are not shown
    assert _offences(text) == []


@pytest.mark.parametrize("game", GAMES)
def test_the_page_is_in_our_own_words(game: str) -> None:
    """No run of eight words of the game's rule document appears on its player page."""
    document = SEEDS / DOCUMENTS[game]
    if not document.exists():
        pytest.skip("the rule documents are not beside this checkout")
    words = re.findall(r"[a-z']+", document.read_text(encoding="utf-8").lower())
    phrases = {" ".join(words[i:i + 8]) for i in range(len(words) - 7)}
    page = re.findall(r"[a-z']+", _prose(read_page(game)).lower())
    copied = {" ".join(page[i:i + 8]) for i in range(len(page) - 7)} & phrases
    assert not copied, sorted(copied)[:5]


def test_the_checks_catch_what_they_guard() -> None:
    """Each kind of slip the checks exist for is caught (so a green run means something)."""
    page = read_page("ddr")
    assert _offences("Check the map with python -m game board.") != []
    assert _offences("See game/ddr/content/cards.toml for the deck.") != []
    assert _offences("Hard wins 64 % of its games.") != []
    assert _offences("Decision 12 says so.") != []
    assert _offences("Check an edited map with , and refresh it.") != []
    assert _offences("Set crowd_tokens to true.") != []
    assert problems("ddr", page + "\n[card: ddr step X/perfect]\n", card_kinds("ddr")) != []
    assert problems("ddr", page + "\n[card: ddr song-card bobs-encore]\n", card_kinds("ddr")) != []
    assert problems("ddr", page + "\n[card: ddo loot fighter]\n", card_kinds("ddr")) != []
    assert problems("ddr", page + "\nA freeze on Left is L* in the chart.\n", card_kinds("ddr")) != []
    assert problems("ddr", page.replace("## Playing well", "## Tips"), card_kinds("ddr")) != []
    with pytest.raises(PageError):
        markers("Lay it here: [card: ddr step U/perfect] and go on.")


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_command_prints_the_page(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", game]) == 0
    out = capsys.readouterr().out
    assert out == page_text(game)
    assert out.splitlines()[0] == registry.entry(game).title.upper()
    for section in SECTIONS:
        assert f"\n{section}\n" in out


def test_the_rules_command_refuses_an_unknown_game_in_one_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "tango"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "unknown game 'tango'" in err[0] and "dancing_queen" in err[0]


def test_the_frozen_build_ships_the_pages() -> None:
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    game_tree = re.search(r'tree\("game", \[([^\]]*)\]\)', spec)
    assert game_tree is not None and '"*.md"' in game_tree.group(1)
