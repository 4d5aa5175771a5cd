"""The guided first games (game/<id>/tutorial.json): each replays to the end it claims,
covers every kind of turn of its game (proved by what the engine did, not by the label),
refuses anything but its step's action, resumes, and a malformed one is a clear error."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game import registry, teaching
from game.core.content import ContentError, content_dir
from game.core.contract import Event, Illegal
from game.core.tutorial import LEARNER, parse_tutorial, read_tutorial, sentences, tutorial_path
from game.core.tutorial_run import TutorialRun, check
from game.ddr.scoring import Verdict, score_song

ALL_GAMES = tuple(e.game_id for e in registry.CATALOGUE)
GAMES = ALL_GAMES   # every game has its guided first game (a missing file fails, not skips)
Evidence = Callable[[tuple[Event, ...], Any], bool]
Proof = Evidence | tuple[Evidence, ...]   # a tuple: each must hold at some step covering the topic


def _kinds(events: tuple[Event, ...]) -> set[str]:
    return {type(e).__name__ for e in events}


def _ddr_misstep(events: tuple[Event, ...], state: Any) -> bool:
    verdicts = [s.verdict for s in score_song(state.dancers[LEARNER], final=False).steps]
    return Verdict.MISSTEP in verdicts or (Verdict.MINED in verdicts and "LinkPlayed" in _kinds(events))


def _has(*kinds: str) -> Evidence:
    return lambda events, state: all(kind in _kinds(events) for kind in kinds)


# What the engine must have done at a step covering each kind of turn.
EVIDENCE: dict[str, dict[str, Proof]] = {
    "dancing_queen": {
        "leads": lambda ev, st: any(type(e).__name__ in ("LeadChosen", "OpeningRevealed") or
                                    getattr(getattr(e, "role", None), "value", "") == "lead" for e in ev),
        "partners": lambda ev, st: any(getattr(e, "partner", None) is not None or
                                       getattr(e, "demoted", None) is not None for e in ev
                                       if type(e).__name__ == "DancerPlaced") or "OpeningRevealed" in _kinds(ev),
        "rotation": _has("DancerRotated"),
        "round end": lambda ev, st: bool(_kinds(ev) & {"Passed", "RoundWon"}),
    },
    "ddr": {
        "song": _has("SongChosen"),
        "steps": lambda ev, st: bool(_kinds(ev) & {"StepLaid", "CardsShuffledBack", "CardsDrawn", "TurnEnded"})
        or st.turn.phase.value in ("play", "reconcile"),
        "link": _has("LinkPlayed"),
        "interference": lambda ev, st: "Interfered" in _kinds(ev) or st.dancers[1].dark_until > 0,
        "misstep": _ddr_misstep,
    },
    "beat_by_beat": {
        "draft": lambda ev, st: "Rejected" in _kinds(ev) and st.round == 1,
        # both: the learner pays a discard, and a move of theirs is executed with a discount
        "paying and chaining": (
            lambda ev, st: any(type(e).__name__ == "Paid" and e.seat == LEARNER for e in ev),
            lambda ev, st: any(type(e).__name__ == "Executed" and e.seat == LEARNER and e.discount > 0
                               and st.dancers[LEARNER].phrase[-1].chained for e in ev)),
        "reveal": _has("MovesRevealed"),
        "crowd favour": lambda ev, st: any(type(e).__name__ == "CrowdFavor" and LEARNER in e.winners for e in ev),
        "recovery": lambda ev, st: bool(_kinds(ev) & {"RecoveryCommitted", "RecoveryRevealed", "Rejected"}),
    },
    "ddo": {
        "build": lambda ev, st: "Deployed" in _kinds(ev) and st.phase.value == "build" or "QuestDrawn" in _kinds(ev),
        # both: the learner sends a Hero, and the monsters are drawn for the line (after the
        # last seat to decide, who may be a teammate after the learner)
        "send a hero": (
            lambda ev, st: any(type(e).__name__ == "HeroSent" and e.hero.seat == LEARNER for e in ev),
            _has("MonsterDrawn")),
        "close": _has("HeroClosed"),
        "attack": lambda ev, st: any(type(e).__name__ == "FoeHurt" and e.cause in ("melee", "ranged")
                                     and e.by is not None and e.by.seat == LEARNER for e in ev),
        "trap": lambda ev, st: bool(_kinds(ev) & {"TrapSetOff", "TrapDisarmed"}),
        "boss wakes": _has("BossWoke"),
        "banking": lambda ev, st: st.phase.value == "banking" and bool(_kinds(ev) & {"Deployed", "CardUsed"})
        or "LeaderChosen" in _kinds(ev),
    },
    "dance_card": {
        "spin dial": lambda ev, st: "DialTurned" in _kinds(ev) or st.song_face is not None,
        "move": _has("StudentMoved"),
        "dance": lambda ev, st: bool(_kinds(ev) & {"PoolGathered", "DiceRolled", "DanceScored"}),
        "chat": _has("ChatTokenPlaced"),
        "smooth moves": _has("CardPlayed"),
    },
}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_tutorial_replays_to_the_end_it_claims(game_id: str) -> None:
    tutorial = teaching.tutorial(game_id)
    match = teaching.check_tutorial(game_id)
    assert len(match.steps) == len(tutorial.steps) >= 10
    assert any(not s.by_itself for s in tutorial.steps)
    outcome = registry.rules(game_id).outcome(match.state)
    assert (outcome is not None) == tutorial.end.over


@pytest.mark.parametrize("game_id", GAMES)
def test_the_tutorial_covers_every_kind_of_turn_as_the_engine_played_it(game_id: str) -> None:
    tutorial = teaching.tutorial(game_id)
    assert tutorial.covered() == set(teaching.TOPICS[game_id])
    evidence = EVIDENCE[game_id]
    assert set(evidence) == set(teaching.TOPICS[game_id])
    run = teaching.start(game_id)
    shown: set[tuple[str, int]] = set()
    while run.step is not None:
        step = run.step
        events = run.advance()
        for topic in step.covers:
            proofs = evidence[topic] if isinstance(evidence[topic], tuple) else (evidence[topic],)
            shown |= {(topic, i) for i, proof in enumerate(proofs) if proof(events, run.state)}  # type: ignore[operator]
    missing = {(topic, i) for topic, proof in evidence.items()
               for i in range(len(proof) if isinstance(proof, tuple) else 1)} - shown
    assert not missing, f"claimed but not done: {sorted(missing)}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_learner_is_seat_zero_and_scripted_seats_play_by_themselves(game_id: str) -> None:
    tutorial = teaching.tutorial(game_id)
    for step in tutorial.steps:
        if step.seat != LEARNER or step.by_itself:
            assert step.by_itself and not step.hint
        else:
            assert step.hint and sentences(step.say) <= 2
    assert sum(1 for s in tutorial.steps if not s.by_itself) >= 6


@pytest.mark.parametrize("game_id", GAMES)
def test_a_step_accepts_only_its_action_and_refuses_with_its_hint(game_id: str) -> None:
    run = teaching.start(game_id)
    rules = registry.rules(game_id)
    refused = 0
    while run.step is not None:
        step = run.step
        expected = run.expected()
        if step.by_itself:
            assert isinstance(run.offer(expected), Illegal)   # the table plays it, not the learner
            run.advance()
            continue
        for other in rules.legal_actions(run.state)[:6]:
            if str(other) != step.action:
                refusal = run.offer(other)
                assert isinstance(refusal, Illegal) and step.hint in refusal.reason
                assert f"step {step.number}" in refusal.rule
                refused += 1
        assert run.offer(expected) is None
    assert refused > 0 and run.finished
    assert isinstance(run.offer(expected), Illegal)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_learner_step_has_one_gesture_the_table_can_light(game_id: str) -> None:
    """The runner lights the expected action's gesture (the engine's action -> gesture map)
    and reads the learner's gesture back (gesture -> action) to offer it: both ways hold."""
    run = teaching.start(game_id)
    rules = registry.rules(game_id)
    lit = 0
    while run.step is not None:
        if not run.step.by_itself:
            observation = run.observation()
            gesture = rules.gesture(observation, run.expected())
            if not gesture.is_button:   # a button is kept by its action: nothing to read back
                assert rules.find_action(observation, gesture) == run.expected(), run.step
            lit += 1
        run.advance()
    assert lit >= 6


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tutorial_resumes_where_the_learner_left_it(game_id: str) -> None:
    tutorial = teaching.tutorial(game_id)
    rules = registry.rules(game_id)
    middle = len(tutorial.steps) // 2
    walked = TutorialRun(tutorial, rules)
    for _ in range(middle):
        walked.advance()
    resumed = teaching.start(game_id, done=middle)
    assert resumed.done == middle and resumed.step == tutorial.steps[middle]
    assert rules.observe(resumed.state, LEARNER) == rules.observe(walked.state, LEARNER)
    assert resumed.observation() == walked.observation()
    with pytest.raises(ValueError):
        teaching.start(game_id, done=len(tutorial.steps) + 1)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_self_test_gets_every_step_s_expected_action(game_id: str) -> None:
    tutorial = teaching.tutorial(game_id)
    pairs = list(teaching.tutorial_actions(game_id))
    assert [step for step, _ in pairs] == list(tutorial.steps)
    assert [str(action) for _, action in pairs] == [s.action for s in tutorial.steps]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_words_name_things_as_a_player_does_never_by_their_notation(game_id: str) -> None:
    """A step's action names cards, seats and places by their notation (`bas04`, `p2`,
    `house_jorasco`, `U/perfect`); what the learner reads names them in words."""
    tutorial = teaching.tutorial(game_id)
    texts = [tutorial.title, tutorial.intro, tutorial.end.say] + \
        [t for s in tutorial.steps for t in (s.say, s.hint, s.after)]
    ids = {word for s in tutorial.steps for word in s.action.split()[1:]
           if any(ch.isalpha() for ch in word) and any(ch.isdigit() or ch in "_/-:" for ch in word)}
    for text in texts:
        for word in ids:
            assert not re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text), f"{word!r} in {text!r}"


def test_every_game_has_its_kinds_of_turn_listed() -> None:
    assert set(teaching.TOPICS) == set(ALL_GAMES)


def test_every_game_has_a_tutorial_file() -> None:
    assert [g for g in ALL_GAMES if not tutorial_path(content_dir(g)).exists()] == []


# -- a malformed tutorial: ContentError naming the file, the step and the field ------------------
def _raw(game_id: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(tutorial_path(content_dir(game_id)).read_text(encoding="utf-8"))
    return data


def _broken(change: Callable[[dict[str, Any]], None], game_id: str = "dancing_queen") -> ContentError:
    data = copy.deepcopy(_raw(game_id))
    change(data)
    with pytest.raises(ContentError) as caught:
        tutorial = parse_tutorial(data, f"{game_id}/tutorial.json", game_id, teaching.TOPICS[game_id])
        check(tutorial, registry.rules(game_id))
    return caught.value


@pytest.mark.parametrize("change,entry,field", [
    (lambda d: d["steps"][2].pop("say"), "step 3", "say"),
    (lambda d: d["steps"][2].update(seat=7), "step 3", "seat"),
    (lambda d: d["steps"][2].update(sayy="typo"), "step 3", "sayy"),
    (lambda d: d["steps"][1].update(accepts="only"), "step 2", "accepts"),
    (lambda d: d["steps"][2].pop("hint"), "step 3", "hint"),
    (lambda d: d["steps"][2].update(say="Draw. Then play. Then spin."), "step 3", "say"),
    (lambda d: d["steps"][2].update(after="See docs/rules/dancing_queen.md for more."), "step 3", "after"),
    (lambda d: d["steps"][2].update(covers=["bidding"]), "step 3", "covers"),
    (lambda d: d["steps"][0].update(action="lead   boy"), "step 1", "action"),
    (lambda d: d["steps"][0].update(action="lead b"), "step 1 ('lead b')", "action"),
    (lambda d: d["steps"][2].update(action="end"), "step 3 ('end')", "action"),
    (lambda d: d["steps"][2].update(action="tango"), "step 3 ('tango')", "action"),
    (lambda d: (d["steps"][2].update(seat=1, accepts="auto"), d["steps"][2].pop("hint")), "step 3", "seat"),
    (lambda d: d["steps"][2].update(shows=["RoundWon"]), "step 3", "shows"),
    (lambda d: d["end"].update(over=True), "step 14", "end"),
    (lambda d: d["end"].update(event="GameWon"), "step 14", "end"),
    (lambda d: d.update(steps=d["steps"][:-1]), "step 13", "end"),
    (lambda d: d["config"]["options"].update(first=5), "the tutorial", "config"),
    (lambda d: d.update(format="floorshow-record"), "the tutorial", "format"),
    (lambda d: d.update(names=["You"]), "the tutorial", "names"),
])
def test_a_malformed_tutorial_names_its_file_step_and_field(change: Callable[[dict[str, Any]], None],
                                                            entry: str, field: str) -> None:
    error = _broken(change)
    assert error.file == "dancing_queen/tutorial.json"
    assert error.entry.startswith(entry), error
    assert error.field == field, error


def test_a_learner_step_the_table_makes_by_itself_must_say_so() -> None:
    """DDR's refill is a formality (the table makes it after a moment): a step that waits
    for the learner to make it would never be answered."""
    error = _broken(lambda d: d["steps"][6].update(accepts="only", hint="Draw back up to five cards."), "ddr")
    assert (error.entry, error.field) == ("step 7 ('refill')", "accepts")


def test_a_tutorial_file_that_is_not_json_is_one_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "tutorial.json"
    bad.write_text("{ not json", encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        read_tutorial(bad, "ddr", teaching.TOPICS["ddr"])
    assert "not valid JSON" in str(caught.value)


def test_sentences_are_counted_as_a_player_reads_them() -> None:
    assert sentences("Play Fancy! for two free Moves.") == 1
    assert sentences("Smooth Moves! cards are free. Play one.") == 2
    assert sentences("We're Even scores 2♥. You win! Next round.") == 3
