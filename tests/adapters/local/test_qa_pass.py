"""Every genre's build is playable by the project's deterministic QA (touch included), and the local verifier then says PASS."""

from __future__ import annotations

from pathlib import Path

import pytest

from crumb.adapters.local import build, judge, plan
from crumb.config import load_settings
from crumb.qa import BrowserPool, run_qa
from tests.conftest import TEST_QA_NICE

from .pitches import PITCHES

pytestmark = pytest.mark.browser
DEMO = "a 60-second match-3 with a combo bonus"


@pytest.fixture(scope="module")
def pool():
    """One warm Chromium for the module's checks (each check still opens fresh contexts of its own):
    the cold launch is tests/qa/test_acceptance_and_cli.py's, not each genre's. Its browsers run at the
    priority they choose: tests/conftest.py's TEST_QA_NICE says why."""
    with BrowserPool(load_settings(env={}, qa_nice=TEST_QA_NICE)) as shared:
        yield shared


@pytest.mark.parametrize("goal", [DEMO, *(PITCHES[g] for g in sorted(PITCHES))])
def test_each_genre_build_passes_qa_and_the_verifier(goal: str, tmp_path: Path, pool: BrowserPool) -> None:
    spec, _ = plan(goal)
    build(spec, tmp_path / "game")
    report = run_qa(
        tmp_path / "game",
        settings=load_settings(env={}, home=tmp_path / "home", qa_nice=TEST_QA_NICE),
        spec=spec,
        out_dir=tmp_path / "qa",
        pool=pool,
    )
    failed = [(c.name, c.detail) for c in report.checks if c.status == "fail"]
    failed += [(a.id, a.detail) for a in report.acceptance if a.status == "fail"]
    assert report.exec_exit_code == 0 and report.verdict == "playable", failed
    # played: the bot gave inputs, and the game ended and restarted (or its timer runs down to an end)
    play = report.check("play")
    assert play.status == "pass" and report.play is not None and report.play.runs[-1].inputs, play
    if any(run.ended_at_ms is not None for run in report.play.runs):
        assert report.play.restart.startswith("restarted by"), report.play.restart
    else:
        assert "a timer runs down" in play.detail, play.detail
    assert not [f for f in report.findings if "play:" in f], report.findings
    assert judge(spec, report, goal=goal).verdict == "PASS"
