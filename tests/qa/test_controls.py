"""Real Chromium: QA plays a game without a spec with the keys the page names and its code listens
for, and drags the mouse across the play area as the phone's pass swipes."""

from __future__ import annotations

from pathlib import Path

import pytest

from crumb.core.contracts import QaReport
from crumb.qa import run_qa

MADE = Path(__file__).parent / "corpus" / "made"


@pytest.fixture(scope="module")
def made(pool, qa_settings, tmp_path_factory):
    done: dict[str, QaReport] = {}

    def run(name: str) -> QaReport:
        if name not in done:
            done[name] = run_qa(
                MADE / name, settings=qa_settings, pool=pool, out_dir=tmp_path_factory.mktemp(f"qa-{name}")
            )
        return done[name]

    return run


def _pressed(report: QaReport) -> set[str]:
    detail = report.check("input_response").detail
    return set(detail.split("; pressed ", 1)[1].split(", "))


def test_keys_the_page_names_for_moving_are_played_when_there_is_no_spec(made):
    report = made("paddle_keys")
    assert "pressing Digit1 (named on screen)" in report.check("start").detail
    responded = report.check("input_response")
    assert responded.status == "pass", responded
    assert {"KeyQ", "KeyA"} <= _pressed(report) and {"ArrowUp", "Space", "KeyZ"} <= _pressed(report)
    assert "Escape" not in _pressed(report)  # the code names it too, but pausing or quitting is not playing
    # Keyboard only: responds on a laptop, not on a phone.
    assert report.check("phone_fit").status == "fail" and report.verdict == "limited"


def test_a_game_turned_only_by_dragging_responds_to_the_laptops_mouse_drag(made):
    report = made("drag_turn")
    responded = report.check("input_response")
    assert responded.status == "pass" and "mouse drag" in _pressed(report), responded
    assert report.check("phone_fit").status == "pass" and report.verdict == "playable"


def test_text_a_double_click_selects_is_neither_a_start_nor_a_response(made):
    # The page's title lies over the canvas centre; a double click there selects a word of it. That
    # highlight is the browser's, so the runner that never starts is still deaf to every input.
    report = made("title_overlay")
    start = report.check("start")
    assert start.status == "skip" and "double-click" not in start.detail, start
    responded = report.check("input_response")
    assert responded.status == "fail" and "looked the same with input as without" in responded.detail, responded
    assert report.verdict == "broken"
