"""crumb.core.metrics: the one set of formulas every surface shows."""

from __future__ import annotations

import pytest

from crumb.core import metrics
from crumb.core.events import parse_event
from tests.conftest import fixture_dir


def ev(i: int, actor: str, kind: str, **extra):
    return parse_event(
        {
            "id": f"01J{i:023d}",
            "ts": f"2026-12-02T10:00:{i:02d}.000Z",
            "session_id": "S1",
            "from": actor,
            "kind": kind,
            **extra,
        }
    )


def test_percentiles_are_nearest_rank():
    assert metrics.percentile([], 0.5) is None
    assert metrics.percentile([30, 10, 20], 0.5) == 20
    assert metrics.percentile(list(range(1, 101)), 0.95) == 95
    assert metrics.percentile([7], 0.95) == 7


def test_a_spawn_is_one_wake_paired_with_its_stop_and_a_nonzero_exit_is_a_failure():
    events = [
        ev(1, "builder", "agent.wake"),
        ev(
            3,
            "builder",
            "agent.stop",
            data={"exit_code": 1},
            metadata={"latency_ms": 1800, "tokens_in": 10, "cost_usd": 0.5},
        ),
        ev(4, "builder", "agent.wake"),
        ev(9, "builder", "agent.stop", data={"exit_code": 0}, metadata={"tokens_out": 5}),
        ev(10, "verifier", "agent.wake"),
    ]
    m = metrics.compute(events)
    b = m["per_actor"]["builder"]
    assert (b["spawns"], b["failures"], b["tokens_in"], b["tokens_out"], b["cost_usd"]) == (2, 1, 10, 5, 0.5)
    assert b["latency_ms"]["p50"] == 1800 and b["latency_ms"]["max"] == 5000  # stop.ts − wake.ts when no latency_ms
    assert m["per_actor"]["verifier"]["open"] == 1 and m["spawns"] == 3


def test_an_error_event_inside_a_spawn_makes_it_a_failure():
    events = [
        ev(1, "planner-lead", "agent.wake"),
        ev(2, "planner-lead", "error", body="no spec.json"),
        ev(3, "planner-lead", "agent.stop", data={"exit_code": 0}),
    ]
    assert metrics.compute(events)["per_actor"]["planner-lead"]["failures"] == 1
    assert metrics.pipeline(events)[0]["state"] == "failed"


def test_qa_time_comes_from_runtime_ms_and_the_exit_code_decides_pass_or_fail():
    events = [
        ev(1, "system", "qa.result", data={"exec_exit_code": 0, "runtime_ms": 1200}),
        ev(5, "system", "qa.result", data={"exec_exit_code": 1, "runtime_ms": 800}),
    ]
    qa = metrics.compute(events)["qa"]
    assert (qa["runs"], qa["passed"], qa["failed"], qa["time_ms"]["total"]) == (2, 1, 1, 2000)


def test_the_scorecard_keeps_the_raw_judgement_beside_the_validators_correction():
    events = [
        ev(
            1,
            "verifier",
            "judge.score",
            scores={"D1": {"score": 5, "source": "verifier-llm"}, "aggregate": 28, "verdict": "PASS"},
        ),
        ev(
            2,
            "validator",
            "audit",
            data={
                "violations": ["pass_without_qa"],
                "corrected_verdict": "FAIL",
                "corrected_aggregate": 12,
                "corrections": [{"dim": "D2", "from": 5, "to": 0}],
            },
        ),
    ]
    card = metrics.scorecard(events)
    assert card["final"]["verdict"] == "PASS" and card["final"]["aggregate"] == 28
    assert (card["verdict"], card["aggregate"]) == ("FAIL", 12)
    assert (
        card["final"]["violations"] == ["pass_without_qa"] and card["final"]["dims"]["D1"]["source"] == "verifier-llm"
    )


@pytest.mark.parametrize("name", ["transcript-pass-cat-puzzle.jsonl", "transcript-fail-qa.jsonl"])
def test_the_original_transcripts_compute_without_surprises(name):
    events = [parse_event(line) for line in (fixture_dir() / name).read_text().splitlines() if line.strip()]
    m = metrics.compute(events)
    wakes = {e.id for e in events if e.kind == "agent.wake"}
    spawns = [s for s in metrics.spans(events) if s.kind == "spawn"]
    assert len([s for s in spawns if s.start_id in wakes]) == len(wakes)  # one span per wake, never two
    assert all(s.end_ns >= s.start_ns for s in spawns)
    assert m["cost_usd"] > 0 and m["qa"]["runs"] == m["counts"]["qa.result"]
    assert 0 < m["cache_ratio"] < 1


def test_the_rollup_over_sessions_takes_percentiles_of_all_samples_not_of_per_session_medians():
    one = [ev(1, "builder", "agent.wake"), ev(2, "builder", "agent.stop", metadata={"latency_ms": 1000})]
    two = [
        ev(1, "builder", "agent.wake"),
        ev(2, "builder", "agent.stop", metadata={"latency_ms": 3000}),
        ev(3, "builder", "agent.wake"),
        ev(4, "builder", "agent.stop", metadata={"latency_ms": 5000, "cost_usd": 1.5}),
    ]
    r = metrics.rollup([metrics.digest(one), metrics.digest(two)])
    b = r["per_actor"]["builder"]
    assert (r["sessions"], b["spawns"], b["latency_ms"]["p50"], b["latency_ms"]["p95"]) == (2, 3, 3000, 5000)
    assert r["cost_usd"] == 1.5
