"""The offline studio answers the pitch honestly: over the corpus, and in real sessions for a sample."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from crumb.adapters.local import plan
from crumb.adapters.local.genres import GENRES
from crumb.adapters.local.requirements import FAMILIES
from tests.conftest import TEST_QA_NICE
from tests.core.pitches import CORPUS, Pitch

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "bench"))

import fidelity  # noqa: E402

REDIS_URL = "redis://127.0.0.1:6379/0"


def _buildable(kind: str | None) -> bool:
    return kind is None or kind in GENRES or any(g in GENRES for g in FAMILIES.get(kind, ()))


@pytest.mark.parametrize("case", CORPUS, ids=lambda c: c.text[:40])
def test_every_requirement_read_in_the_pitch_is_in_the_offline_ledger_planned_or_unmet_in_plain_words(case: Pitch):
    spec, markdown = plan(case.text)
    ledger = {r.id: r for r in spec.requirements}
    assert case.ids <= set(ledger)  # nothing the pitch asks is dropped
    known = {ac.id for ac in spec.acceptance_criteria}
    for r in ledger.values():
        if r.status == "planned":
            assert r.criteria and all(c in known or c.startswith("qa:") for c in r.criteria), r
        else:
            assert "bind a model" in r.reason and not r.criteria, r
    genre = ledger["genre"]
    if _buildable(case.kind):
        assert genre.status == "planned" and spec.genre in (case.kind, *FAMILIES.get(case.kind, ()))
    else:
        assert genre.status == "unmet" and genre.reason.startswith("the offline studio cannot build a")
        assert "instead — bind a model to build one" in genre.reason and "**unmet**" in markdown
    assert spec.language == case.lang


def test_the_corpus_off_scope_kinds_have_no_offline_template():
    assert all(not _buildable(c.kind) for c in CORPUS if c.scope == "off")


# One off-scope pitch per language (an in-scope offline session to PASS: tests/runtime/test_cli.py).
SAMPLE = [next(c for c in CORPUS if c.scope == "off" and c.lang == lang) for lang in ("en", "ko", "it", "ar")]
# An in-scope pitch that also asks what the house has no words for (with animals).
ASKING = "ein Memory-Spiel mit Tieren"


@pytest.mark.browser
@pytest.mark.timeout(900)
def test_in_real_offline_sessions_no_off_scope_pitch_passes_and_the_swap_is_named(tmp_path):
    *outcomes, asking = fidelity.run_sessions(
        [*(c.text for c in SAMPLE), ASKING], tmp_path / "home", REDIS_URL, timeout_s=900, qa_nice=TEST_QA_NICE
    )
    # The memory game is built and passes its criteria, but nothing checks the animals: a person decides.
    assert asking["settled"] and asking["waiting"] and asking["verdict"] == "PARTIAL", asking
    assert asking["unmet"] == ["ask.1"] and asking["builds"] == 1, asking
    for case, o in zip(SAMPLE, outcomes, strict=False):
        assert o["settled"], o
        assert not (o["verdict"] == "PASS" and o["unmet"]), o  # never a PASS with anything unmet
        if case.scope == "off":
            assert fidelity.honest_off_scope(o) and o["waiting"] and o["verdict"] == "PARTIAL", o
            assert o["builds"] == 1 and "genre" in o["unmet"], o  # answered on the first build, the swap named
    result = fidelity.fidelity(SAMPLE, outcomes)
    assert result["off_scope_honest"] == 1.0 and result["pass_with_unmet"] == 0


def test_an_unmet_mechanic_is_named_in_plain_words():
    spec, _ = plan("a platformer with a boss fight and a timed shield")
    unmet = {r.id: r.reason for r in spec.requirements if r.status == "unmet"}
    assert unmet["mechanic.boss"].startswith("the offline studio's platformer template has no boss fight — ")
    assert "no a " not in " ".join(unmet.values())
