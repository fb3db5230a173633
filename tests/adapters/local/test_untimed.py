"""A pitch that says no timer gets a game without one, proven in real Chromium by a criterion that a
game with a timer fails."""

from __future__ import annotations

from pathlib import Path

import pytest

from crumb.adapters.local import judge, plan
from crumb.adapters.local.change import continue_plan
from crumb.config import load_settings
from crumb.core import ledger
from crumb.core.contracts import Spec
from crumb.qa import BrowserPool
from tests.conftest import TEST_QA_NICE

from .studio import ledger_rows, qa

pytestmark = pytest.mark.browser
UNTIMED = "a memory game for my kid, no timer"


@pytest.fixture(scope="module")
def pool():
    """One warm Chromium for the module's checks (tests/adapters/local/test_qa_pass.py says why)."""
    with BrowserPool(load_settings(env={}, qa_nice=TEST_QA_NICE)) as shared:
        yield shared


def _untimed_criterion(spec: Spec) -> str:
    row = next(r for r in spec.requirements if r.id == "time_limit")
    assert (row.value, row.status, len(row.criteria)) == ("none", "planned", 1), row
    return row.criteria[0]


@pytest.mark.parametrize(
    ("goal", "genre"), [(UNTIMED, "memory"), ("a snake game with no time limit", "snake")], ids=["memory", "snake"]
)
def test_a_pitch_that_says_no_timer_builds_an_untimed_game_that_passes_with_the_requirement_met(
    goal: str, genre: str, tmp_path: Path, pool: BrowserPool
) -> None:
    spec, markdown = plan(goal)
    assert (spec.genre, spec.time_limit_s) == (genre, None) and "Time limit: none" in markdown
    proof = _untimed_criterion(spec)
    report = qa(spec, tmp_path, pool)
    result = next(a for a in report.acceptance if a.id == proof)
    assert result.status == "pass" and not result.held_without_game, result
    assert judge(spec, report, goal=goal).verdict == "PASS"
    rows = ledger_rows(goal, spec, report)
    assert all(r.met for r in rows.values()) and rows["time_limit"].reason == f"proven in QA: {proof}"


def test_the_no_timer_criterion_fails_on_the_same_game_built_with_a_timer(tmp_path: Path, pool: BrowserPool) -> None:
    spec, _ = plan(UNTIMED)
    proof = _untimed_criterion(spec)
    timed = spec.model_copy(update={"time_limit_s": 90})
    report = qa(timed, tmp_path, pool)
    result = next(a for a in report.acceptance if a.id == proof)
    assert result.status == "fail", result
    rows = ledger_rows(UNTIMED, timed, report)
    assert not rows["time_limit"].met and rows["time_limit"].reason.startswith(f"criterion {proof} failed in QA")
    assert judge(timed, report, goal=UNTIMED).verdict != "PASS"


def test_a_game_planned_before_the_reader_read_no_timer_is_held_to_it(tmp_path: Path, pool: BrowserPool) -> None:
    """The defect measured: the pitch without its "no timer" planned a 90-second timer, and PASSed."""
    spec, _ = plan("a memory game for my kid")
    assert spec.time_limit_s == 90 and "time_limit" not in {r.id for r in spec.requirements}
    report = qa(spec, tmp_path, pool)
    rows = ledger_rows(UNTIMED, spec, report)
    assert not rows["time_limit"].met and rows["time_limit"].origin == ledger.FROM_PITCH
    assert rows["time_limit"].requirement.value == "none"
    assert judge(spec, report, goal=UNTIMED).verdict != "PASS"


def test_a_change_that_says_no_timer_takes_the_timer_off_a_timed_game_and_passes(
    tmp_path: Path, pool: BrowserPool
) -> None:
    goal, change = "a 60-second whack-a-mole", "remove the timer please, no time limit"
    parent, _ = plan(goal)
    child, _ = continue_plan(parent, change, ref="P")
    assert (parent.time_limit_s, child.time_limit_s) == (60, None)
    report = qa(child, tmp_path, pool)
    failed = [(a.id, a.detail) for a in report.acceptance if a.status != "pass"]
    assert not failed and report.verdict == "playable", failed
    rows = {
        r.requirement.id: r
        for r in ledger.judge(goal, child.model_dump(mode="json"), report.model_dump(mode="json"), [change])
    }
    assert rows["time_limit"].met and rows["time_limit"].requirement.value == "none", rows["time_limit"]
    assert judge(child, report, goal=goal, changes=[change]).verdict == "PASS"
