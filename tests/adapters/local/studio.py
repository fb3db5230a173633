"""The offline studio's game judged as a session would judge it: built, run through QA in Chromium, and
its requirements ledger judged against the pitch."""

from __future__ import annotations

import hashlib
from pathlib import Path

from crumb.adapters.local import build
from crumb.config import load_settings
from crumb.core import ledger
from crumb.core.contracts import QaReport, Spec
from crumb.qa import BrowserPool, run_qa
from tests.conftest import TEST_QA_NICE


def qa(spec: Spec, where: Path, pool: BrowserPool) -> QaReport:
    """Build ``spec`` under ``where`` and run QA on it with the warm ``pool``."""
    build(spec, where / "game")
    settings = load_settings(env={}, home=where / "home", qa_nice=TEST_QA_NICE)
    return run_qa(where / "game", settings=settings, spec=spec, out_dir=where / "qa", pool=pool)


def failed(report: QaReport) -> set[str]:
    """The ids of the acceptance criteria QA failed."""
    return {a.id for a in report.acceptance if a.status == "fail"}


def criterion_id(spec: Spec, text: str) -> str:
    """The id of ``spec``'s acceptance criterion that says ``text``."""
    return next(a.id for a in spec.acceptance_criteria if a.text == text)


# QA's report on a build as built, by the build's files: the tests that break one rule each of the same
# pitch's build (a tetris's rows, its top, its levels) need the unbroken build's report only to know that
# the rule held before it was broken, and the offline studio builds a spec the same way every time.
_AS_BUILT: dict[bytes, QaReport] = {}


def broken(spec: Spec, where: Path, pool: BrowserPool, code: str, instead: str) -> tuple[QaReport, QaReport]:
    """QA's reports on ``spec``'s build as built (once a build, whichever test asks first), then with the
    one place ``code`` in its page made ``instead``."""
    game = where / "built" / "game"
    build(spec, game)
    files = hashlib.sha256()
    for path in sorted(p for p in game.rglob("*") if p.is_file()):
        files.update(str(path.relative_to(game)).encode() + b"\0" + path.read_bytes() + b"\0")
    settings = load_settings(env={}, home=where / "home", qa_nice=TEST_QA_NICE)
    first = _AS_BUILT.get(key := files.digest())
    if first is None:
        first = _AS_BUILT[key] = run_qa(game, settings=settings, spec=spec, out_dir=where / "qa", pool=pool)
    page = game / "index.html"
    html = page.read_text(encoding="utf-8")
    assert html.count(code) == 1, code
    page.write_text(html.replace(code, instead), encoding="utf-8")
    return first, run_qa(game, settings=settings, spec=spec, out_dir=where / "qa2", pool=pool)


def ledger_rows(goal: str, spec: Spec, report: QaReport) -> dict[str, ledger.Row]:
    """The ledger's rows for ``goal`` by requirement id, judged on ``report``."""
    return {
        r.requirement.id: r for r in ledger.judge(goal, spec.model_dump(mode="json"), report.model_dump(mode="json"))
    }
