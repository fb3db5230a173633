"""The catcher template (catch what falls in a basket): its build plays by a catcher's rules in headless
Chromium and the verifier says PASS for a pitch that asks for one; a catcher whose catch scores nothing,
or whose miss costs nothing, fails the criterion of that rule, and the kind asked for is then unmet."""

from __future__ import annotations

from pathlib import Path

import pytest

from crumb.adapters.local import judge, plan
from crumb.config import load_settings
from crumb.qa import BrowserPool, run_qa
from tests.conftest import TEST_QA_NICE

from .studio import ledger_rows, qa

pytestmark = pytest.mark.browser
GOAL = "catch the falling apples with a basket"


@pytest.fixture(scope="module")
def pool():
    with BrowserPool(load_settings(env={}, qa_nice=TEST_QA_NICE)) as shared:
        yield shared


def _failed(report) -> set[str]:  # noqa: ANN001 - a QaReport
    return {a.id for a in report.acceptance if a.status == "fail"}


def _criterion(spec, text: str) -> str:  # noqa: ANN001 - a Spec
    return next(a.id for a in spec.acceptance_criteria if a.text == text)


def test_a_pitch_for_a_catcher_is_built_as_one_and_passes(tmp_path: Path, pool: BrowserPool) -> None:
    spec, _ = plan(GOAL)
    assert spec.genre == "catcher"
    report = qa(spec, tmp_path, pool)
    assert report.verdict == "playable" and not _failed(report), [(a.id, a.detail) for a in report.acceptance]
    genre = ledger_rows(GOAL, spec, report)["genre"]
    assert genre.met, genre
    rules = {
        _criterion(spec, "catching what falls scores"),
        _criterion(spec, "what falls to the ground uncaught costs a life"),
    }
    assert rules <= set(genre.requirement.criteria)
    assert judge(spec, report, goal=GOAL).verdict == "PASS"


@pytest.mark.parametrize(
    ("broken", "good", "rule"),
    [
        # The catch counts but scores nothing.
        ("caught++; E.hit(10, it.x", "caught++; (function () {})(10, it.x", "catching what falls scores"),
        # What reaches the ground is counted but costs nothing.
        (
            "missed++; E.loseLife(it.x",
            "missed++; (function () {})(it.x",
            "what falls to the ground uncaught costs a life",
        ),
    ],
)
def test_a_catcher_that_breaks_a_rule_fails_that_rule_and_the_kind_is_unmet(
    broken: str, good: str, rule: str, tmp_path: Path, pool: BrowserPool
) -> None:
    spec, _ = plan(GOAL)
    first = qa(spec, tmp_path / "built", pool)
    page = tmp_path / "built" / "game" / "index.html"
    html = page.read_text(encoding="utf-8")
    assert html.count(broken) == 1
    page.write_text(html.replace(broken, good), encoding="utf-8")
    report = run_qa(
        tmp_path / "built" / "game",
        settings=load_settings(env={}, home=tmp_path / "home", qa_nice=TEST_QA_NICE),
        spec=spec,
        out_dir=tmp_path / "qa2",
        pool=pool,
    )
    assert not _failed(first)
    assert _criterion(spec, rule) in _failed(report)
    genre = ledger_rows(GOAL, spec, report)["genre"]
    assert not genre.met and genre.reason.startswith(f"criterion {_criterion(spec, rule)} failed in QA"), genre
    assert judge(spec, report, goal=GOAL).verdict != "PASS"
