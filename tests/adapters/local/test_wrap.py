"""A pitch that says its snake has no walls gets a snake whose head leaves one edge and comes back on
the other, proven in real Chromium by a criterion that the same snake built with walls fails."""

from __future__ import annotations

from pathlib import Path

import pytest

from crumb.adapters.local import judge, plan
from crumb.config import load_settings
from crumb.core import ledger
from crumb.core.contracts import Spec
from crumb.qa import BrowserPool
from tests.conftest import TEST_QA_NICE

from .studio import ledger_rows, qa

pytestmark = pytest.mark.browser
NO_WALLS = "a snake game with no walls"


@pytest.fixture(scope="module")
def pool():
    """One warm Chromium for the module's checks (tests/adapters/local/test_qa_pass.py says why)."""
    with BrowserPool(load_settings(env={}, qa_nice=TEST_QA_NICE)) as shared:
        yield shared


def _wrap_criterion(spec: Spec) -> str:
    row = next(r for r in spec.requirements if r.id == "mechanic.wrap")
    assert (row.value, row.status, len(row.criteria)) == ("wrap", "planned", 1), row
    return row.criteria[0]


@pytest.mark.parametrize("goal", [NO_WALLS, "juego de la serpiente sin paredes, 3 vidas"], ids=["en", "es"])
def test_a_snake_with_no_walls_wraps_around_and_passes_with_the_mechanic_proven(
    goal: str, tmp_path: Path, pool: BrowserPool
) -> None:
    spec, _ = plan(goal)
    assert spec.genre == "snake" and "wrap" in spec.mechanics
    # It goes on without input, so no criterion waits for it to lose alone.
    assert not any(ac.text.startswith("with no input the round is lost") for ac in spec.acceptance_criteria)
    proof = _wrap_criterion(spec)
    report = qa(spec, tmp_path, pool)
    result = next(a for a in report.acceptance if a.id == proof)
    assert result.status == "pass" and not result.held_without_game, result
    assert judge(spec, report, goal=goal).verdict == "PASS"
    rows = ledger_rows(goal, spec, report)
    assert all(r.met for r in rows.values()) and rows["mechanic.wrap"].reason == f"proven in QA: {proof}"


def test_the_wrap_criterion_fails_on_the_same_snake_built_with_walls(tmp_path: Path, pool: BrowserPool) -> None:
    spec, _ = plan(NO_WALLS)
    proof = _wrap_criterion(spec)
    walled = spec.model_copy(update={"mechanics": [m for m in spec.mechanics if m != "wrap"]})
    report = qa(walled, tmp_path, pool)
    result = next(a for a in report.acceptance if a.id == proof)
    assert result.status == "fail", result
    rows = ledger_rows(NO_WALLS, walled, report)
    assert not rows["mechanic.wrap"].met and rows["mechanic.wrap"].reason.startswith(f"criterion {proof} failed in QA")
    assert judge(walled, report, goal=NO_WALLS).verdict != "PASS"


def test_a_snake_planned_before_the_reader_read_no_walls_is_held_to_it(tmp_path: Path, pool: BrowserPool) -> None:
    """The defect measured: the pitch without its "no walls" planned a walled snake, and PASSed."""
    spec, _ = plan("a snake game")
    assert "wrap" not in spec.mechanics and "mechanic.wrap" not in {r.id for r in spec.requirements}
    report = qa(spec, tmp_path, pool)
    rows = ledger_rows(NO_WALLS, spec, report)
    assert not rows["mechanic.wrap"].met and rows["mechanic.wrap"].origin == ledger.FROM_PITCH
    assert judge(spec, report, goal=NO_WALLS).verdict != "PASS"
