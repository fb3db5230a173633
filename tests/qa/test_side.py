"""The side page: the phone's pass and the frame rate on a second browser beside the laptop's runs."""

from __future__ import annotations

import threading

from crumb.qa import run_qa, side
from crumb.qa.evidence import Evidence
from crumb.qa.side import merge

from .conftest import GAMES


def _statuses(report):
    return {c.name: (c.status, c.severity) for c in report.checks}


def test_one_lane_and_two_judge_the_same_game_alike(check):
    two = check("canvas")
    one = check("canvas", qa_lanes=1)
    assert two.verdict == one.verdict == "playable"
    assert _statuses(two) == _statuses(one)
    assert two.fps is not None and one.fps is not None  # the frame rate was measured both ways


def test_a_page_that_hangs_on_the_phone_fails_phone_fit_and_the_laptop_checks_still_stand(pool, qa_settings, tmp_path):
    report = run_qa(GAMES / "hangs_on_touch", settings=qa_settings, pool=pool, out_dir=tmp_path / "qa")
    checks = _statuses(report)
    assert checks["input_response"][0] == "pass", report.check("input_response").detail
    assert checks["phone_fit"][0] == "fail" and "hung" in report.check("phone_fit").detail
    assert "phone" in report.check("phone_fit").detail
    assert checks["timeout"][0] == "fail" and "stopped responding" in report.check("timeout").detail
    assert checks["frame_rate"][0] == "skip"
    # Only the side browser's renderer was killed: the laptop's pool and the lane both serve the next check.
    after = run_qa(GAMES / "canvas", settings=qa_settings, pool=pool, out_dir=tmp_path / "next")
    assert after.verdict == "playable", [(c.name, c.detail) for c in after.checks if c.status == "fail"]


def test_the_side_pages_evidence_is_folded_in_once_per_error():
    laptop = Evidence(page_errors=["TypeError: x is undefined [desktop run 1, 2.0 s]"], blocked=["https://a/x.js"])
    phone = Evidence(
        page_errors=["TypeError: x is undefined [phone run, 2.0 s]", "RangeError: too deep [phone touch run, 0.8 s]"],
        blocked=["https://a/x.js", "https://b/y.png"],
        blocked_kinds={"https://b/y.png": "image"},
        game_time_ms=3000,
    )
    merge(laptop, phone)
    assert laptop.page_errors == [
        "TypeError: x is undefined [desktop run 1, 2.0 s]",
        "RangeError: too deep [phone touch run, 0.8 s]",
    ]
    assert laptop.blocked == ["https://a/x.js", "https://b/y.png"]
    assert laptop.blocked_kinds == {"https://b/y.png": "image"}
    assert laptop.game_time_ms == 3000


def test_a_side_page_that_never_opens_leaves_no_run_waited_for(qa_settings, tmp_path, monkeypatch):
    """The lane's browser died before the side page opened (a neighbour's hang killed it): the laptop's
    page, which waits for the side page's run without input, is told so and the check still ends."""
    assert qa_settings.qa_lanes > 1  # the side page plays beside the laptop's, on a lane

    def dead_browser(*args, **kwargs):
        raise RuntimeError("Target page, context or browser has been closed")

    monkeypatch.setattr(side, "GamePage", dead_browser)
    reports = []
    # A daemon thread: before the fix the laptop's page waited for that run for ever, and a hung
    # thread must not keep the test process from ending. A check ends within its timeout. Its own
    # pool: a pool's Playwright serves only the thread that started it.
    caller = threading.Thread(
        target=lambda: reports.append(run_qa(GAMES / "canvas", settings=qa_settings, out_dir=tmp_path / "qa")),
        daemon=True,
    )
    caller.start()
    caller.join(qa_settings.qa_timeout_s + 60)
    assert reports, f"the check did not end within {qa_settings.qa_timeout_s + 60:g} s"
    report = reports[0]
    assert report.exec_exit_code == 2, report.findings  # QA's own failure, not the game's
    assert any("browser has been closed" in f for f in report.findings), report.findings
    assert report.check("input_response").status == "pass", report.check("input_response").detail


def test_the_side_page_stops_following_real_time_once_its_frame_rate_is_measured(
    pool, qa_settings, tmp_path, monkeypatch
):
    # The frame rate lets the side page's clock follow real time, every frame drawn; left so, it drew
    # every frame of real time beside the laptop's runs until the check closed it.
    seen: list[object] = []
    close = side.Side.close

    def read_then_close(self):
        page = self.page
        if page is not None:  # on the thread that drives the side page (its lane), as close() does
            read = lambda _=None: page.page.evaluate("[window.__qa.realTime, window.__qa.everyFrame]")  # noqa: E731
            seen.append(self._pool.lane().submit(read).result() if self._lanes else read())
        close(self)

    monkeypatch.setattr(side.Side, "close", read_then_close)
    report = run_qa(GAMES / "canvas", settings=qa_settings, pool=pool, out_dir=tmp_path / "qa")
    assert report.fps is not None and report.verdict == "playable", report.checks  # it was measured
    assert seen and seen[0][0] is False, seen
