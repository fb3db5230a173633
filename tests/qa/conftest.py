"""One warm Chromium for the whole QA suite, and one QA run per game fixture, shared by the tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from crumb.config import Settings, load_settings
from crumb.core.contracts import QaReport, Spec
from crumb.qa import BrowserPool, run_qa
from tests.conftest import TEST_QA_NICE

GAMES = Path(__file__).parent / "games"


@pytest.fixture(scope="session")
def qa_settings() -> Settings:
    # Browsers at the priority they choose (qa_nice 0): these tests judge QA's findings, and on a
    # machine shared with other work a lowered browser is starved by it, until a step outlasts
    # qa_hang_s. tests/qa/test_priority.py holds the default (10) on pools of its own.
    settings = load_settings(env={}, qa_hang_s=5.0, qa_nice=TEST_QA_NICE)
    if not Path(settings.chromium_path).exists():  # QA's default browser is what these tests judge
        pytest.fail(f"Chromium is required at {settings.chromium_path} (`make chromium` installs it)")
    return settings


# Package scope: the pool's Playwright leaves its event loop running on this thread until it stops,
# and a later package's own sync_playwright() refuses to start inside a running loop.
@pytest.fixture(scope="package")
def pool(qa_settings: Settings):
    with BrowserPool(qa_settings) as shared:
        yield shared


@pytest.fixture(scope="package")
def check(pool: BrowserPool, qa_settings: Settings, tmp_path_factory: pytest.TempPathFactory):
    """``check(name, spec=None)``: the report for a game fixture, computed once per session."""
    done: dict[tuple[str, str], QaReport] = {}

    def run(name: str, spec: Spec | None = None, **overrides: object) -> QaReport:
        key = (name, spec.model_dump_json() if spec else "", repr(sorted(overrides.items())))
        if key not in done:
            out = tmp_path_factory.mktemp(f"qa-{name}")
            done[key] = run_qa(
                GAMES / name, settings=qa_settings.replace(**overrides), spec=spec, out_dir=out, pool=pool
            )
        return done[key]

    return run
