"""The catcher template (catch what falls in a basket): its build plays by a catcher's rules in headless
Chromium and the verifier says PASS for a pitch that asks for one; a catcher whose catch scores nothing,
or whose miss costs nothing, fails the criterion of that rule, and the kind asked for is then unmet."""

from __future__ import annotations

from pathlib import Path

import pytest

from crumb.adapters.local import judge, plan
from crumb.qa import BrowserPool

from .studio import broken, criterion_id, failed, ledger_rows, qa

pytestmark = pytest.mark.browser
# Fruit, as the template drops: "apples" would ask what it does not say it drops (crumb.core.pitch_things).
GOAL = "catch the falling fruit with a basket"


def test_a_pitch_for_a_catcher_is_built_as_one_and_passes(tmp_path: Path, pool: BrowserPool) -> None:
    spec, _ = plan(GOAL)
    assert spec.genre == "catcher"
    report = qa(spec, tmp_path, pool)
    assert report.verdict == "playable" and not failed(report), [(a.id, a.detail) for a in report.acceptance]
    genre = ledger_rows(GOAL, spec, report)["genre"]
    assert genre.met, genre
    rules = {
        criterion_id(spec, "catching what falls scores"),
        criterion_id(spec, "what falls to the ground uncaught costs a life"),
    }
    assert rules <= set(genre.requirement.criteria)
    assert judge(spec, report, goal=GOAL).verdict == "PASS"


@pytest.mark.parametrize(
    ("code", "good", "rule"),
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
    code: str, good: str, rule: str, tmp_path: Path, pool: BrowserPool
) -> None:
    spec, _ = plan(GOAL)
    first, report = broken(spec, tmp_path, pool, code, good)
    assert not failed(first)
    assert criterion_id(spec, rule) in failed(report)
    genre = ledger_rows(GOAL, spec, report)["genre"]
    assert not genre.met and genre.reason.startswith(f"criterion {criterion_id(spec, rule)} failed in QA"), genre
    assert judge(spec, report, goal=GOAL).verdict != "PASS"
