"""Real Chromium: QA plays every game — it finds the faults only play reaches, and its trace replays."""

from __future__ import annotations

import json

import pytest

from crumb.core.contracts import AcceptanceCriterion, Controls, Spec
from crumb.qa.runner import run_replay
from tests.qa.conftest import GAMES
from tests.qa.test_acceptance_and_cli import _crumb


def _trace_of(report, tmp_path_factory, name: str):
    """The trace file beside the report the ``check`` fixture kept for game ``name``."""
    saved = report.model_dump_json(indent=2)
    folder = next(
        d for d in tmp_path_factory.getbasetemp().glob(f"qa-{name}*") if (d / "report.json").read_text() == saved
    )
    return folder / report.play.trace


# game, words of the reason, what the other checks saw of it (passing): the fault is play's to find
ONLY_PLAY_FINDS = [
    (
        "crash_in_play",
        "while playing, first: TypeError: Cannot read properties of undefined (reading 'bounce')",
        "boot",
    ),
    (
        "restart_throws",
        "restarting by pressing Enter (named on screen) threw: ReferenceError: resetLevel is not defined",
        "boot",
    ),
    ("pause_hangs", "the page hung while trying to press KeyP (play: bot", "input_response"),
]


@pytest.mark.parametrize("game,reason,passed", ONLY_PLAY_FINDS, ids=[g[0] for g in ONLY_PLAY_FINDS])
def test_a_fault_that_only_play_reaches_makes_the_game_broken_on_the_play_check(check, game, reason, passed):
    report = check(game)
    failing = report.check("play")
    assert failing.status == "fail" and failing.severity == "blocker" and reason in failing.detail, failing
    assert report.check(passed).status == "pass", report.check(passed)
    assert report.verdict == "broken" and report.exec_exit_code == 1


def test_play_records_what_it_pressed_the_states_and_scores_it_saw_and_the_restart(check):
    report = check("restart_throws")
    idle, bot = report.play.runs
    assert idle.ended_at_ms is not None and "window.__crumb.state became 'over'" in idle.ended_how
    assert idle.states == ["title", "playing", "over"] and bot.states[:2] == ["title", "playing"]
    assert bot.inputs and all(i.t_ms >= 0 and i.why in ("sensible", "random", "repeat") for i in bot.inputs)
    assert [i.why for i in idle.inputs] == ["restart"]  # idle presses nothing but the restart
    assert {m.label for m in idle.marks} >= {"idle: started", "idle: game over"}
    assert report.play.bot_seed == 1 and report.play.trace == "trace.json"


def test_a_game_that_never_ends_is_a_finding_of_play_not_a_failure(check):
    report = check("canvas")  # its stars never hit the player: it cannot be lost
    assert report.check("play").status == "pass" and "no game over within 8 s" in report.check("play").detail
    assert (
        "minor: play: no game over seen in 8 s of idling or of the bot's play (window.__crumb never said one);"
        " a game that lasts longer is not played to its end"
    ) in report.findings, report.findings
    assert report.verdict == "playable"


def test_a_game_that_ends_after_the_span_and_only_on_its_canvas_is_not_called_one_that_cannot_be_lost(check):
    # Most real games have no hook and end later than 8 s, or on a canvas: QA says what it could not see.
    report = check("ends_later")  # its fuel runs out at 20 s, and only its canvas says GAME OVER
    assert report.check("play").status == "pass" and report.verdict == "playable", report.check("play")
    finding = next(f for f in report.findings if f.startswith("minor: play:"))
    assert finding == (
        "minor: play: no game over seen in 8 s of idling or of the bot's play; without a window.__crumb hook"
        " QA sees an end only in words on the page ('game over', 'you win'), so one drawn on a canvas, or one"
        " after 8 s, is not seen"
    ), finding
    assert "cannot be lost" not in " ".join(report.findings)


def test_a_game_that_says_game_over_only_in_an_alert_is_seen_to_end_and_to_start_over(check):
    # No hook, no word on the page or its canvas: alert('GAME OVER - score 0') and a new game. QA, which
    # dismisses a dialog as Playwright does, read none of it and said no game over was seen.
    report = check("alert_over")
    play = report.check("play")
    assert play.status == "pass" and report.verdict == "limited", play
    assert report.check("phone_fit").status == "fail", report.check("phone_fit")  # a phone cannot move its tray
    idle, bot = report.play.runs
    assert bot.ended_at_ms is not None and bot.ended_how == "the screen said 'GAME OVER'", bot
    assert "restart: restarted by the game itself (it left the game-over screen)" in play.detail, play.detail
    assert not [f for f in report.findings if f.startswith("minor: play: no game over")], report.findings


def test_the_trace_replays_to_identical_frames_and_a_changed_one_does_not(
    check, pool, qa_settings, tmp_path, tmp_path_factory
):
    report = check("canvas")
    path = _trace_of(report, tmp_path_factory, "canvas")
    done = run_replay(GAMES / "canvas", path, settings=qa_settings, pool=pool)
    marks = [(m.run, m.label) for m in done.marks]
    assert done.identical and len(marks) == sum(len(r.marks) for r in report.play.runs), done.marks
    recorded = [m.sha256 for r in report.play.runs for m in r.marks]
    assert [m.recorded for m in done.marks] == recorded
    # the same trace with the bot's left and right swapped: the player ends elsewhere
    trace = json.loads(path.read_text())
    for op in trace["runs"][1]["ops"]:
        if op.get("key") in ("ArrowLeft", "ArrowRight"):
            op["key"] = "ArrowRight" if op["key"] == "ArrowLeft" else "ArrowLeft"
    (tmp_path / "swapped.json").write_text(json.dumps(trace))
    swapped = run_replay(GAMES / "canvas", tmp_path / "swapped.json", settings=qa_settings, pool=pool)
    assert not swapped.identical and all(m.identical for m in swapped.marks if m.run == "idle")


# A spec that names no start control: QA starts the game by its hook's start().
HOOK_START_SPEC = Spec(
    title="Dodge",
    genre="arcade",
    pitch="dodge the stars",
    controls=Controls(keys=["ArrowLeft", "ArrowRight"], pointer=False, start=[]),
    acceptance_criteria=[AcceptanceCriterion(id="plays", text="it starts", predicate="__crumb.state === 'playing'")],
)


def test_a_game_started_by_its_hook_replays_its_start_and_without_it_does_not(
    check, pool, qa_settings, tmp_path, tmp_path_factory
):
    # The hook's start() was called outside the trace: its replay stayed on the title screen.
    report = check("hook_start", spec=HOOK_START_SPEC)
    assert report.acceptance[0].status == "pass", report.acceptance
    path = _trace_of(report, tmp_path_factory, "hook_start")
    trace = json.loads(path.read_text())
    assert all(any(op["op"] == "start" for op in run["ops"]) for run in trace["runs"]), trace["runs"]
    done = run_replay(GAMES / "hook_start", path, settings=qa_settings, pool=pool)
    assert done.identical and done.marks, done.marks
    for run in trace["runs"]:
        run["ops"] = [op for op in run["ops"] if op["op"] != "start"]
    (tmp_path / "unstarted.json").write_text(json.dumps(trace))
    unstarted = run_replay(GAMES / "hook_start", tmp_path / "unstarted.json", settings=qa_settings, pool=pool)
    assert not any(m.identical for m in unstarted.marks), unstarted.marks


def test_crumb_qa_replay_says_identical_per_mark_and_exits_0(check, tmp_path_factory):
    path = _trace_of(check("canvas"), tmp_path_factory, "canvas")
    done = _crumb("qa", str(GAMES / "canvas"), "--replay", str(path), "--json")
    out = json.loads(done.stdout)
    differ = [(m.get("run"), m.get("label"), m.get("t_ms")) for m in out["marks"] if not m["identical"]]
    assert done.returncode == 0 and out["identical"] is True, (differ, out["errors"], done.stderr)
    assert out["marks"] and all(m["identical"] and m["recorded"] == m["replayed"] for m in out["marks"])


def test_crumb_qa_refuses_a_file_that_is_not_a_trace_with_exit_2(tmp_path):
    (tmp_path / "trace.json").write_text('{"version": 1, "runs": [{"name": "bot", "ops": [{"op": "jump"}]}]}')
    done = _crumb("qa", str(GAMES / "canvas"), "--replay", str(tmp_path / "trace.json"))
    assert done.returncode == 2 and "has unknown ops" in done.stderr


def test_a_start_found_after_buttons_that_light_up_under_the_mouse_replays_with_their_hover(
    check, pool, qa_settings, tmp_path_factory
):
    # Three icon buttons above the canvas turn yellow under the mouse and do nothing: the hover colour
    # QA's click left was taken for the game starting ('started by clicking ⚙'), and the canvas, which
    # starts it, was never clicked. The mouse is now over each button before the look the click is
    # judged against, and the trace carries that move.
    report = check("hover_buttons")
    assert report.check("start").detail == "started by clicking the canvas centre", report.check("start")
    path = _trace_of(report, tmp_path_factory, "hover_buttons")
    hovers = [op for run in json.loads(path.read_text())["runs"] for op in run["ops"] if op["op"] == "hover"]
    assert hovers, "the idle run goes on from the first run, whose discovery moved the mouse"
    done = run_replay(GAMES / "hover_buttons", path, settings=qa_settings, pool=pool)
    assert done.identical and done.marks, done.marks


def test_rules_that_name_the_end_from_the_load_on_are_not_the_game_ending(check):
    # The page's rules say 'Game over when the ball falls past it' from the load on. Every look read them
    # as the game's end: over at the first look, before the ball had fallen. Only its own panel, shown when
    # the ball falls 3 s into a game, says it ended.
    report = check("rules_say_over")
    for run in report.play.runs:
        assert run.ended_how == "the screen said 'GAME OVER'" and run.ended_at_ms >= 3000, run
    assert "restart: restarted by" in report.check("play").detail, report.check("play")
