"""The outsider's second audit: a spec, a build and a release read as an attacker would write them.
Each input here made the verdict or its evidence say what was not so; each is now refused or judged
for what it proves, naming why."""

from __future__ import annotations

from typing import Any

import pytest

from crumb.core import ledger
from tests.core.helpers import Sim, of_type, spawns

pytestmark = [pytest.mark.proofs]

PITCH = "a platformer where you double jump over spikes"
CRITERIA = [{"id": "AC1", "text": "the hero can stand on a ledge", "predicate": "window.__crumb.onLedge"}]


def _ledger(criteria: dict[str, list[str]]) -> list[dict[str, Any]]:
    """The house's reading of PITCH, each requirement proven by the criteria given for its id."""
    values = {"genre": "platformer", "mechanic.double_jump": "double_jump", "mechanic.hazards": "hazards"}
    kinds = {"genre": "genre", "language": "language", "target.phone": "target"}
    return [
        {
            "id": rid,
            "kind": kinds.get(rid, "mechanic"),
            "text": rid,
            "value": values.get(rid, "en" if rid == "language" else "phone"),
            "criteria": ids,
        }
        for rid, ids in criteria.items()
    ]


def _judged(requirements: list[dict[str, Any]]) -> tuple[dict[str, Any], list[Any]]:
    """A session whose QA passed every check and criterion and whose verifier said PASS: its summary and effects."""
    sim = Sim()
    [planner] = spawns(sim.send("goal", body=PITCH))
    [builder] = spawns(
        sim.spec(planner, genre="platformer", pitch=PITCH, acceptance_criteria=CRITERIA, requirements=requirements)
    )
    [check] = sim.build(builder)
    checks = [{"name": name, "status": "pass"} for name in ("boot", "visual_change", "input_response", "phone_fit")]
    [verifier] = spawns(sim.qa(check, checks=checks, acceptance=[{"id": "AC1", "status": "pass"}]))
    effects = sim.judge(verifier, "PASS")
    return sim.state.summary(), effects


def test_a_ledger_proving_the_kind_of_game_by_qas_own_checks_is_unmet_and_the_pass_becomes_partial():
    """Every game that boots passes qa:boot: a planner naming it (or qa:visual_change) as the proof of
    the genre, a mechanic and the language had any game that runs PASS as a platformer with double jumps."""
    summary, effects = _judged(
        _ledger(
            {
                "genre": ["qa:boot"],
                "mechanic.double_jump": ["qa:input_response"],
                "mechanic.hazards": ["qa:visual_change"],
                "language": ["qa:boot"],
            }
        )
    )
    assert summary["verdict"] == "PARTIAL"
    assert summary["unmet"] == ["genre", "mechanic.double_jump", "mechanic.hazards", "language"]
    reasons = {r["id"]: r["reason"] for r in summary["requirements"]}
    assert reasons["genre"] == (
        "QA's own checks (qa:boot) judge how any game runs, not what it is: nothing of its genre:"
        " name a criterion whose predicate proves it in the game"
    )
    assert reasons["mechanic.hazards"].startswith("QA's own checks (qa:visual_change) judge how any game runs")
    [audit] = [f.draft for f in of_type(effects, "append") if f.draft["kind"] == "audit"]
    assert audit["data"]["unmet"] == summary["unmet"] and "d1_above_requirements_met" in audit["data"]["violations"]


def test_a_qa_check_beside_a_criterion_of_the_spec_and_for_the_device_still_proves():
    summary, _ = _judged(
        _ledger(
            {
                "genre": ["AC1", "qa:boot"],
                "mechanic.double_jump": ["AC1"],
                "mechanic.hazards": ["AC1"],
                "language": ["AC1"],
                "target.phone": ["qa:phone_fit"],
            }
        )
    )
    assert summary["verdict"] == "PASS" and summary["unmet"] == []
    reasons = {r["id"]: r["reason"] for r in summary["requirements"]}
    assert reasons["genre"] == "proven in QA: AC1" and reasons["target.phone"] == "proven in QA: qa:phone_fit"


def test_a_qa_check_beside_a_criterion_that_held_without_the_game_names_both():
    rows = ledger.judge(
        PITCH,
        {"acceptance_criteria": CRITERIA, "requirements": _ledger({"genre": ["AC1", "qa:boot"]})},
        {
            "acceptance": [{"id": "AC1", "status": "pass", "held_without_game": True}],
            "checks": [{"name": "boot", "status": "pass"}],
        },
    )
    assert rows[0].reason == (
        "QA's own checks (qa:boot) judge how any game runs, not what it is: nothing of its genre, and AC1 held"
        " on a blank page without the game too: name a criterion whose predicate proves it in the game"
    )
