"""Acceptance predicates in the page, the crumb qa command, the pool's life cycle, and the file server's walls."""

from __future__ import annotations

import json
import subprocess
import sys

from crumb.cli import main
from crumb.core.contracts import AcceptanceCriterion, Controls, Spec
from crumb.qa import acceptance, artifact, procs, run_qa
from tests.qa.conftest import GAMES
from tests.waiting import wait_until

SPEC = Spec(
    title="Dodge",
    genre="arcade",
    pitch="dodge the stars",
    controls=Controls(keys=["ArrowLeft", "ArrowRight"], pointer=True, start=["Space"]),
    acceptance_criteria=[
        AcceptanceCriterion(id="plays", text="the game starts", predicate="window.__crumb.state === 'playing'"),
        AcceptanceCriterion(
            id="moves",
            text="left moves the player",
            wait_ms=300,
            action="window.dispatchEvent(new KeyboardEvent('keydown', {code: 'ArrowLeft'}))",
            predicate="window.__crumb.x < 240",
        ),
        AcceptanceCriterion(id="lies", text="score is huge at once", predicate="window.__crumb.score > 1000"),
        AcceptanceCriterion(id="throws", text="a typo", predicate="window.__crumb.nothing.deeper"),
        AcceptanceCriterion(id="prose", text="it feels fun"),
    ],
)


def test_acceptance_predicates_are_judged_in_the_page_one_by_one(check):
    report = check("canvas", spec=SPEC)
    results = {a.id: a for a in report.acceptance}
    assert {k: v.status for k, v in results.items()} == {
        "plays": "pass",
        "moves": "pass",
        "lies": "fail",
        "throws": "fail",
        "prose": "skip",
    }
    assert "Cannot read properties of undefined" in results["throws"].detail
    assert report.check("acceptance").status == "fail"
    assert "2/4 failed" in report.check("acceptance").detail


def test_criteria_without_an_action_share_a_game_yet_each_is_judged_at_its_own_game_time(check):
    # The canvas game's score counts seconds of play; start() leaves 300 ms of play before each wait (a 50 ms key hold, 250 ms to settle).
    def at(cid: str, wait_ms: int, low: float, high: float) -> AcceptanceCriterion:
        return AcceptanceCriterion(
            id=cid,
            text=cid,
            wait_ms=wait_ms,
            predicate=f"window.__crumb.score > {low} && window.__crumb.score < {high}",
        )

    slow = AcceptanceCriterion(
        id="slow",
        text="a promise",
        wait_ms=1500,  # settling it moves the clock 100 ms
        predicate="new Promise(r => setTimeout(() => r(window.__crumb.score > 1.7), 20))",
    )
    # "tight" and "middle" share one game with "slow"; "overtaken" falls due while "slow" settles, so it
    # and "late" after it get fresh games of their own.
    criteria = [
        at("late", 2000, 2.2, 2.4),
        slow,
        at("tight", 150, 0.4, 0.5),
        at("overtaken", 1550, 1.8, 1.9),
        at("middle", 1000, 1.2, 1.4),
    ]
    spec = SPEC.model_copy(update={"acceptance_criteria": criteria})
    report = check("canvas", spec=spec)
    assert [(a.id, a.status) for a in report.acceptance] == [
        ("late", "pass"),
        ("slow", "pass"),
        ("tight", "pass"),
        ("overtaken", "pass"),
        ("middle", "pass"),
    ], report.acceptance
    assert report.check("acceptance").status == "pass"


def test_the_spec_controls_are_the_keys_pressed(check):
    report = check("canvas", spec=SPEC)
    assert "pressed ArrowLeft, ArrowRight, click/tap" in report.check("input_response").detail


def _crumb(*args: str) -> subprocess.CompletedProcess:
    # A separate process: one thread can hold only one sync Playwright, and the suite's pool is one.
    return subprocess.run([sys.executable, "-m", "crumb", *args], capture_output=True, text=True, timeout=120)


def test_crumb_qa_prints_the_json_report_and_exits_0_for_a_good_game(tmp_path):
    done = _crumb("qa", str(GAMES / "dom"), "--json", "--out", str(tmp_path))
    report = json.loads(done.stdout)
    assert done.returncode == 0 and report["exec_exit_code"] == 0 and report["verdict"] == "playable"
    assert (tmp_path / "report.json").is_file()


def test_crumb_qa_exits_3_for_a_limited_game_that_runs_but_does_not_fit_a_phone(tmp_path):
    done = _crumb("qa", str(GAMES / "overflow"), "--json", "--out", str(tmp_path))
    report = json.loads(done.stdout)
    assert done.returncode == 3 and report["verdict"] == "limited" and report["exec_exit_code"] == 0
    [failing] = [c for c in report["checks"] if c["status"] == "fail"]
    assert (failing["name"], failing["severity"]) == ("phone_fit", "major")


def test_a_cold_check_closes_its_private_browser_and_leaves_no_process(tmp_path):
    script = (
        "import os, sys, time; from pathlib import Path; from crumb.config import Settings; "
        "from crumb.qa import run_qa, procs; "
        f"r = run_qa(Path({str(GAMES / 'static')!r}), settings=Settings(), out_dir=Path({str(tmp_path)!r})); "
        "time.sleep(0.5); print(r.check('boot').status, len(procs.descendants(os.getpid())))"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.stdout.split() == ["pass", "0"], done.stderr


def test_crumb_qa_prints_a_table_and_exits_1_for_a_bad_game(capsys):
    code = main(["qa", str(GAMES / "empty")])
    out = capsys.readouterr().out
    assert code == 1 and "FAIL  blocker  entry" in out and "BROKEN" in out


def test_crumb_qa_refuses_a_bad_spec_file_with_exit_2(capsys, tmp_path):
    bad = tmp_path / "spec.json"
    bad.write_text('{"title": "x"}')
    assert main(["qa", str(GAMES / "dom"), "--spec", str(bad)]) == 2
    assert "not a valid spec" in capsys.readouterr().err


def test_a_missing_chromium_still_yields_a_report_with_exit_code_2(qa_settings, tmp_path):
    report = run_qa(
        GAMES / "canvas", settings=qa_settings.replace(chromium_path="/nonexistent/chromium"), out_dir=tmp_path
    )
    assert report.exec_exit_code == 2
    assert report.check("boot").status == "fail" and "Chromium not found" in report.check("boot").detail
    assert json.loads((tmp_path / "report.json").read_text())["exec_exit_code"] == 2


def test_the_pool_relaunches_a_browser_that_died(pool, qa_settings, tmp_path):
    run_qa(GAMES / "static", settings=qa_settings, pool=pool, out_dir=tmp_path / "a")
    launches = pool.launches
    killed = procs.browser_pids()
    procs.kill(killed)
    wait_until(lambda: not set(killed) & set(procs.browser_pids()), 10, "the killed browser gone")
    report = run_qa(GAMES / "static", settings=qa_settings, pool=pool, out_dir=tmp_path / "b")
    assert report.check("boot").status == "pass"
    assert pool.launches == launches + 1


def test_the_file_server_refuses_paths_and_symlinks_that_leave_the_folder(tmp_path):
    game = tmp_path / "game"
    game.mkdir()
    (game / "index.html").write_text("<p>hi")
    (tmp_path / "secret.txt").write_text("no")
    (game / "link.txt").symlink_to(tmp_path / "secret.txt")
    origin = artifact.ORIGIN
    assert artifact.resolve(game, f"{origin}/") == (200, (game / "index.html").resolve())
    assert artifact.resolve(game, f"{origin}/%2e%2e/secret.txt")[0] == 403
    assert artifact.resolve(game, f"{origin}/link.txt")[0] == 403
    assert artifact.resolve(game, f"{origin}/missing.js")[0] == 404
    # no file has a NUL in its name, or a name longer than the file system takes
    assert artifact.resolve(game, f"{origin}/a%00b.js")[0] == 404
    assert artifact.resolve(game, f"{origin}/{'a' * 5000}.js")[0] == 404
    assert not artifact.on_origin("https://cdn.example.com/x.js")


def test_the_entry_is_found_in_a_terabyte_folder_without_reading_a_file_whole(tmp_path):
    """Whether the entry is empty was decided by reading it whole: a terabyte index.html (sparse on
    disk) raised MemoryError out of `crumb qa`. Now only its first bytes are read, and the folder's
    size is the limits check's to judge."""
    game = tmp_path / "game"
    game.mkdir()
    with open(game / "index.html", "wb") as f:
        f.write(b"<!doctype html><p>hi")
        f.truncate(1 << 40)
    with open(game / "game.html", "wb") as f:
        f.truncate(1 << 40)  # all NUL bytes: not empty either (only whitespace is)
    assert artifact.find_entry(game) == ("index.html", "index.html present")
    (game / "index.html").unlink()
    assert artifact.find_entry(game) == ("game.html", "game.html present (no index.html)")
    (game / "blank.html").write_text(" \n" * 100_000)
    (game / "game.html").unlink()
    assert artifact.find_entry(game) == (None, "blank.html is empty")


def _ac(cid: str, predicate: str, action: str | None = None, wait_ms: int = 300) -> AcceptanceCriterion:
    return AcceptanceCriterion(id=cid, text=cid, predicate=predicate, action=action, wait_ms=wait_ms)


# Predicates that hold whatever the game does, each beside one that reads the game.
HOLLOW = [
    _ac("reads", "window.__crumb.state === 'playing'"),
    _ac("reads-too", "window.__crumb.score >= 0"),
    _ac("true", "true"),
    _ac("one", "1"),
    _ac("not-zero", "!0"),
    _ac("or-true", "window.x || true"),
    _ac("if-any", "!window.__crumb || window.__crumb.score >= 0"),
    _ac("own-write", "window.ok === true", action="window.ok = true"),
    _ac("own-timer", "window.late === 1", action="setTimeout(() => { window.late = 1; }, 200)", wait_ms=300),
    _ac(
        "throws-alone",
        "window.also === 1",
        action="setTimeout(() => { if (!window.__crumb) throw new Error('only without the game'); }, 10); window.also = 1",
    ),
    _ac("hook-is-there", "!!window.__crumb"),
    _ac("not-over", "window.__crumb.state !== 'over'"),
    _ac("false", "false"),
]
HOLLOW_SPEC = SPEC.model_copy(update={"acceptance_criteria": HOLLOW})


def test_a_predicate_that_holds_on_a_blank_page_too_proves_nothing_and_meets_no_requirement(check):
    """`true` met an acceptance requirement: a spec (a model's) could make any game pass it. Every
    predicate that held is now judged again on a blank page at the game's address (no game, none of
    its files), after its action and wait: one that holds there too proves nothing of the game, and
    a requirement only such criteria name is unmet, so a PASS becomes PARTIAL."""
    from crumb.core import ledger
    from crumb.qa.acceptance import HELD_WITH_EMPTY_HOOK, HELD_WITHOUT_GAME

    report = check("canvas", spec=HOLLOW_SPEC)
    results = {a.id: a for a in report.acceptance}
    hollow = ["true", "one", "not-zero", "or-true", "if-any", "own-write", "own-timer", "throws-alone"]
    # Predicates that hold on any game with a hook: judged again with an empty one (window.__crumb = {}).
    hollow += ["hook-is-there", "not-over"]
    assert {k: (v.status, v.held_without_game) for k, v in results.items()} == {
        "reads": ("pass", False),
        "reads-too": ("pass", False),
        **{cid: ("pass", True) for cid in hollow},
        "false": ("fail", False),  # failed in the game: nothing to judge again
    }
    assert results["or-true"].detail == f"window.x || true → true; {HELD_WITHOUT_GAME}"
    assert results["not-over"].detail == f"window.__crumb.state !== 'over' → true; {HELD_WITH_EMPTY_HOOK}"
    acceptance = report.check("acceptance")
    assert acceptance.detail == (
        f"1/13 failed: false; {', '.join(hollow)} held on a blank page without the game too (proving nothing of it)"
    )
    assert not [f for f in report.findings if "blank page" in f], report.findings  # the spec's doing, not the game's
    # What ran on the blank page is not the game's evidence.
    assert not [e for e in report.page_errors + report.console_errors if "only without the game" in e]

    requirements = [
        {"id": "mechanic.dodge", "kind": "mechanic", "text": "dodge", "criteria": ["true", "own-write"]},
        {"id": "rule.lives", "kind": "rule", "text": "lives", "criteria": ["or-true", "reads"]},
        {"id": "target.phone", "kind": "target", "text": "phone", "criteria": ["not-zero", "qa:boot"]},
    ]
    spec = {**HOLLOW_SPEC.model_dump(mode="json"), "requirements": requirements}
    rows = {r.requirement.id: r for r in ledger.judge(spec["pitch"], spec, report.model_dump(mode="json"))}
    assert (rows["mechanic.dodge"].met, rows["mechanic.dodge"].reason) == (
        False,
        "its check cannot fail: true, own-write held on a blank page without the game too",
    )
    assert (rows["rule.lives"].met, rows["rule.lives"].reason) == (True, "proven in QA: reads")
    assert (rows["target.phone"].met, rows["target.phone"].reason) == (True, "proven in QA: qa:boot")


def _reads(cid: str, words: str) -> AcceptanceCriterion:
    return AcceptanceCriterion(id=cid, text=f"shows {words}", predicate=f"document.body.innerText.includes({words!r})")


UNSEEN_SPEC = Spec(
    title="Walls",
    genre="arcade",
    pitch="steer a square, do not hit the walls",
    controls=Controls(keys=["ArrowLeft", "ArrowRight"], pointer=True),
    acceptance_criteria=[
        _reads("faded", "Game Over"),
        _reads("away", "Score: 10"),
        _reads("clear", "You win"),
        _reads("aloud", "Level complete"),
        _reads("shown", "Moves: 0"),
        AcceptanceCriterion(  # text not laid out at all, read as the game's state (as a hook is)
            id="state", text="has a menu", predicate="document.getElementById('menu').textContent === 'Menu'"
        ),
    ],
)


def _keyed(cid: str, key: str, predicate: str) -> AcceptanceCriterion:
    return AcceptanceCriterion(
        id=cid,
        text=cid,
        wait_ms=300,
        action=f"window.dispatchEvent(new KeyboardEvent('keydown', {{code: '{key}'}}))",
        predicate=predicate,
    )


SCORE_SPEC = Spec(
    title="Paddle",
    genre="arcade",
    pitch="move a paddle and score",
    controls=Controls(keys=["ArrowLeft", "ArrowRight", "Space", "Enter"]),
    acceptance_criteria=[
        _keyed("hidden", "Space", "window.__crumb.score > 0"),
        _keyed("shown", "Enter", "window.__crumb['score'] >= 10"),
        _keyed("moves", "ArrowLeft", "window.__crumb.x < 195"),
    ],
)


def test_a_score_only_the_hook_knows_of_fails_a_predicate_that_reads_it_after_the_action(check):
    """Space adds a point to window.__crumb.score and draws nothing: 'score > 0 after Space' held. On a
    fresh game without the key the score is 0 and the screen the same: the hook's word alone; Enter's
    points come with "Bonus!" on the screen."""
    results = {a.id: a for a in check("hook_score", spec=SCORE_SPEC).acceptance}
    assert {k: v.status for k, v in results.items()} == {"hidden": "fail", "shown": "pass", "moves": "pass"}, results
    assert results["hidden"].detail == (
        "window.__crumb.score > 0 → true, but its action made window.__crumb.score 1 where a fresh game without it"
        f" has 0 at the same game time, {acceptance.UNSHOWN}"
    ), results["hidden"]


def test_a_predicate_that_holds_only_on_words_a_player_cannot_see_fails_its_criterion(check):
    """The words a spec reads for a game over or a score, written into the page faded out, off the page,
    in a transparent colour or clipped to nothing: innerText reads them all, and each criterion passed
    on a game that can neither end nor score."""
    results = {a.id: a for a in check("unseen_words", spec=UNSEEN_SPEC).acceptance}
    assert {k: v.status for k, v in results.items()} == {
        "faded": "fail",
        "away": "fail",
        "clear": "fail",
        "aloud": "fail",
        "shown": "pass",
        "state": "pass",
    }, results
    assert acceptance.UNSEEN in results["faded"].detail and "Game Over" in results["faded"].detail, results["faded"]
    assert all(acceptance.UNSEEN in results[k].detail for k in ("away", "clear", "aloud")), results
