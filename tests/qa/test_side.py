"""The side page: the phone's pass and the frame rate on a second browser beside the laptop's runs."""

from __future__ import annotations

from crumb.qa import run_qa
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
