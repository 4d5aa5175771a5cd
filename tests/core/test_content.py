"""The core content layer (game/core/content.py) and the three games' loaders on it."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from game.core.content import ContentError, ContentFile, Problems, content_dir
from game.dancing_queen.cards import CARDS_FILE, load_cards
from game.ddr.content import content_path, load_catalogue


def _ddr_copy(tmp_path: Path) -> Path:
    copy = tmp_path / "ddr"
    shutil.copytree(content_path(), copy)
    return copy


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_broken_toml_is_one_problem_not_a_cascade(tmp_path: Path) -> None:
    copy = _ddr_copy(tmp_path)
    (copy / "cards.toml").write_text("[[rating]\nname = 1\n", encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_catalogue(copy / "cards.toml", copy / "songs.toml")
    assert len(caught.value.problems) == 1, str(caught.value)
    assert (caught.value.file, caught.value.entry) == ("cards.toml", "the file")
    assert "not valid TOML" in str(caught.value)


def test_a_missing_points_field_is_refused_not_scored_zero(tmp_path: Path) -> None:
    copy = _ddr_copy(tmp_path)
    _edit(copy / "cards.toml", 'title = "Perfect"\npoints = 3\n', 'title = "Perfect"\n')
    with pytest.raises(ContentError) as caught:
        load_catalogue(copy / "cards.toml", copy / "songs.toml")
    assert (caught.value.file, caught.value.entry, caught.value.field) == (
        "cards.toml", "rating 1 (perfect)", "points")


def test_every_problem_of_a_file_is_reported_at_once(tmp_path: Path) -> None:
    copy = _ddr_copy(tmp_path)
    _edit(copy / "cards.toml", "points = 3", 'points = "three"')
    _edit(copy / "cards.toml", 'provenance = "rulebook"', 'provenance = "invented"')
    _edit(copy / "songs.toml", 'difficulty = "beginner"', 'difficulty = "easy"')
    with pytest.raises(ContentError) as caught:
        load_catalogue(copy / "cards.toml", copy / "songs.toml")
    fields = {(p.file, p.field) for p in caught.value.problems}
    assert {("cards.toml", "points"), ("cards.toml", "provenance"),
            ("songs.toml", "difficulty")} <= fields


def test_a_field_of_the_wrong_type_is_refused(tmp_path: Path) -> None:
    broken = tmp_path / "cards.toml"
    broken.write_text(CARDS_FILE.read_text(encoding="utf-8").replace(
        "rotate = true", 'rotate = "yes"', 1), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_cards(broken)
    assert (caught.value.entry, caught.value.field) == ("card 1 (parity_total) girl half", "rotate")


def test_a_typo_field_and_a_missing_provenance_are_refused(tmp_path: Path) -> None:
    broken = tmp_path / "cards.toml"
    text = CARDS_FILE.read_text(encoding="utf-8")
    text = text.replace('provenance = "rulebook"\n', "", 1).replace("star_from =", "star_form =", 1)
    broken.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_cards(broken)
    fields = {p.field for p in caught.value.problems}
    assert {"provenance", "star_form"} <= fields


def test_content_is_found_in_the_frozen_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert content_dir("ddr") == tmp_path / "game" / "ddr"
    problems = Problems()
    ContentFile(content_dir("ddr") / "content" / "cards.toml", problems)
    assert problems.found[0].what == "is missing"


def test_the_error_names_file_entry_and_field() -> None:
    error = ContentError("songs.toml", "song 3 (x)", "chart", "is too short")
    assert (error.file, error.entry, error.field, error.field_name) == (
        "songs.toml", "song 3 (x)", "chart", "chart")
    assert str(error) == "songs.toml: song 3 (x), field 'chart': is too short"
    assert isinstance(error, ValueError)


def test_dance_card_reports_problems_of_several_entries_and_files(tmp_path: Path) -> None:
    from game.dance_card.content import CONTENT_DIR, read_content
    copy = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, copy)
    _edit(copy / "challenges.toml", 'start = "Bleachers"', 'start = "Gym"')
    _edit(copy / "game_modes.toml", "seats = [1, 1]", "seats = [1, 5]")
    text = (copy / "dice.toml").read_text(encoding="utf-8")
    (copy / "dice.toml").write_text(text.replace("count = ", "count = -", 2), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        read_content(copy)
    where = {(p.file, p.field) for p in caught.value.problems}
    assert {("challenges.toml", "start"), ("game_modes.toml", "seats"),
            ("dice.toml", "count")} <= where
    assert sum(p.file == "dice.toml" for p in caught.value.problems) == 2


def test_the_registry_checks_each_game_s_content(monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path) -> None:
    from game import registry
    for game in registry.available_games():
        assert registry.check_content(game) is None, game
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    for game in registry.available_games():
        problem = registry.check_content(game)
        assert isinstance(problem, ContentError) and problem.entry == "the file", game
