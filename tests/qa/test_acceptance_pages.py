"""Acceptance criteria shared between a check's two pages: each still judged on a fresh game of its own."""

from __future__ import annotations

import pytest

from crumb.core.contracts import AcceptanceCriterion, Controls, Spec
from crumb.qa import acceptance, run_qa
from crumb.qa.page import DESKTOP, PHONE, GamePage
from crumb.qa.scenario import plan_for, spec_start
from crumb.qa.start import BOOT_MS
from crumb.qa.watchdog import Watchdog

from .conftest import GAMES

CONTROLS = Controls(keys=["ArrowLeft", "ArrowRight"], pointer=True, start=["Space"])


def _counted(cid: str, wait_ms: int, low: float, high: float) -> AcceptanceCriterion:
    """Its action counts the actions run on this game; it holds only on a game no other action ran on,
    at its own game time (the canvas game's score counts seconds of play: 300 ms of it before the action)."""
    return AcceptanceCriterion(
        id=cid,
        text=cid,
        wait_ms=wait_ms,
        action="window.__actions = (window.__actions || 0) + 1",
        predicate=f"window.__actions === 1 && window.__crumb.score > {low} && window.__crumb.score < {high}",
    )


CRITERIA = [
    _counted("first", 700, 0.9, 1.1),
    _counted("second", 200, 0.4, 0.6),
    _counted("third", 1200, 1.4, 1.6),
    AcceptanceCriterion(id="quiet", text="no action", wait_ms=100, predicate="window.__actions === undefined"),
    AcceptanceCriterion(id="quiet-too", text="no action", wait_ms=400, predicate="!window.__actions"),
]
SPEC = Spec(title="Dodge", genre="arcade", pitch="dodge the stars", controls=CONTROLS, acceptance_criteria=CRITERIA)


def test_criteria_split_across_two_pages_are_each_judged_on_a_fresh_game_at_its_own_game_time(pool, qa_settings):
    plan = plan_for(SPEC)
    shared = acceptance.Shared(CRITERIA)

    def side(lane_pool):
        with Watchdog(total_s=60, hang_s=30, kill=lane_pool.kill) as dog:
            page = GamePage(lane_pool, GAMES / "canvas", "index.html", dog)
            try:
                # As the side page comes to it: after the phone's pass and the frame rate, which let
                # real time run; paused again, a game's time is QA's alone.
                page.resize(PHONE)
                page.load("phone run")
                page.frames_per_second(0.05)
                page.pause()
                page.resize(DESKTOP)
                started = spec_start(page, plan, BOOT_MS)
                shared.work(page, plan, started, "side page", most=1)
            finally:
                page.close()

    pool.lane().submit(side).result(timeout=60)
    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = GamePage(pool, GAMES / "canvas", "index.html", dog)
        try:
            results = shared.results(page, plan, spec_start(page, plan, BOOT_MS), "laptop page")
        finally:
            page.close()
    assert [(r.id, r.status) for r in results] == [(c.id, "pass") for c in CRITERIA], results
    # The longest job went to the page that came first, the rest to the other.
    assert shared.judged_on == {
        "third": "side page",
        "first": "laptop page",
        "second": "laptop page",
        "quiet": "laptop page",
        "quiet-too": "laptop page",
    }


def test_a_criterion_the_side_page_broke_off_on_is_judged_again_on_the_laptop_page(pool, qa_settings):
    plan = plan_for(SPEC)
    shared = acceptance.Shared(CRITERIA[:2])
    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = GamePage(pool, GAMES / "canvas", "index.html", dog)
        started = spec_start(page, plan, BOOT_MS)
        gone = GamePage(pool, GAMES / "canvas", "index.html", dog)
        gone.close()  # the side page died under its job
        with pytest.raises(Exception, match="closed"):
            shared.work(gone, plan, started, "side page")
        try:
            results = shared.results(page, plan, started, "laptop page")
        finally:
            page.close()
    assert [(r.id, r.status) for r in results] == [("first", "pass"), ("second", "pass")], results
    assert shared.judged_on == {"first": "laptop page", "second": "laptop page"}


def test_a_full_check_judges_every_criterion_on_a_fresh_game_whichever_page_took_it(pool, qa_settings, tmp_path):
    report = run_qa(GAMES / "canvas", settings=qa_settings.replace(qa_lanes=2), spec=SPEC, pool=pool, out_dir=tmp_path)
    assert [(a.id, a.status) for a in report.acceptance] == [(c.id, "pass") for c in CRITERIA], report.acceptance
    assert report.check("acceptance").status == "pass"


def test_criteria_that_read_the_score_after_an_action_share_one_game_without_an_action(
    pool, qa_settings, tmp_path, monkeypatch
):
    """Each of the three counted criteria reads the hook's score after its action: the score a fresh
    game without an action has at its game time is read from one such game, at 200, 700 and 1200 ms,
    not from a game of each one's own; the score is the same either way, so no screen is compared."""
    loads: list[str] = []
    load = GamePage.load

    def counted(page: GamePage, phase: str) -> None:
        loads.append(phase)
        load(page, phase)

    monkeypatch.setattr(GamePage, "load", counted)
    report = run_qa(GAMES / "canvas", settings=qa_settings, spec=SPEC, pool=pool, out_dir=tmp_path)
    assert [(a.id, a.status) for a in report.acceptance] == [(c.id, "pass") for c in CRITERIA], report.acceptance
    unacted = [phase for phase in loads if "without an action" in phase or "without its action" in phase]
    assert unacted == ["acceptance without an action (scores at 200, 700, 1200 ms)"], loads
