"""Variants: several takes of one pitch at once, followed together, ranked; a coordinator restart among them."""

from __future__ import annotations

import json
import time

import pytest

from crumb import variants as vs
from crumb.cli import main
from crumb.coordinator import Coordinator
from crumb.executors import CeleryExecutor
from tests.runtime.cli_helpers import CRUMB, clean_env, run_watched
from tests.runtime.runtime_harness import CoordinatorThread, kinds, transcript, worker
from tests.runtime.test_faults import assert_one_outcome_per_effect, bindings


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--variants", "0"], "--variants 0: give between 1 and 16 variants"),
        (["--variants", "17"], "--variants 17: give between 1 and 16 variants"),
        (
            ["--variants", "1", "--variant-bind", "builder=local", "--variant-bind", "builder=mock"],
            "2 --variant-bind for 1 variants",
        ),
        (["--variants", "2", "--variant-bind", "builderlocal"], "must be <actor>=<adapter>"),
    ],
)
def test_variants_outside_1_to_16_or_a_bad_variant_bind_exit_2_before_anything_starts(
    settings, monkeypatch, capsys, argv, said
):
    monkeypatch.setenv("CRUMB_HOME", str(settings.home))
    for command in ("run", "submit"):
        assert main([command, "--goal", "a breakout game", "--redis", "redis://127.0.0.1:1/0", *argv]) == 2
        assert said in capsys.readouterr().err
    assert not settings.sessions_dir.exists()


def test_the_ranking_puts_the_verdict_first_then_unmet_aggregate_findings_and_cost():
    row = {"verdict": "PARTIAL", "unmet": [], "aggregate": 25.0, "qa_findings": 0, "cost_usd": 0.0}
    rows = [
        {**row, "session_id": "fail", "verdict": "FAIL", "aggregate": 29.0},
        {**row, "session_id": "partial-two-unmet", "unmet": ["genre", "win"]},
        {**row, "session_id": "partial-cheaper", "cost_usd": 0.01},
        {**row, "session_id": "partial-dear", "cost_usd": 0.02},
        {**row, "session_id": "partial-finding", "qa_findings": 1},
        {**row, "session_id": "partial-higher", "aggregate": 26.0},
        {**row, "session_id": "pass", "verdict": "PASS", "aggregate": 24.0},
        {**row, "session_id": "unjudged", "verdict": None, "aggregate": None},
    ]
    ranked = vs.rank(rows)
    assert [r["session_id"] for r in ranked] == [
        "pass",
        "partial-higher",
        "partial-cheaper",
        "partial-dear",
        "partial-finding",
        "partial-two-unmet",
        "fail",
        "unjudged",
    ]
    assert [r["rank"] for r in ranked] == list(range(1, 9))


@pytest.mark.timeout(660)  # past run_watched's own 600 s: a whole offline session's QA is slow on a busy box
def test_run_variants_follows_two_takes_and_prints_their_ranking_as_json(tmp_path):
    argv = [*CRUMB, "run", "--goal", "a breakout game", "--variants", "2", "--variant-bind", "verifier=local", "--json"]
    w = run_watched(argv, clean_env(tmp_path), timeout_s=600)  # QA is slow on a busy box
    rows = json.loads(w.stdout)["variants"]
    assert w.proc.returncode == (0 if rows[0]["verdict"] == "PASS" else 1), w.stderr[-2000:]
    assert [r["rank"] for r in rows] == [1, 2] and len({r["session_id"] for r in rows}) == 2
    assert {"session_id", "rank", "verdict", "aggregate", "unmet", "game", "cost_usd"} <= set(rows[0])
    assert "#1 " in w.stderr and "#2 " in w.stderr  # one display for both
    starts = {r["session_id"]: transcript_start(tmp_path, r["session_id"]) for r in rows}
    marks = sorted((s["variant"]["index"], s["variant"]["seed"], s["variant"]["group"]) for s in starts.values())
    assert [m[0] for m in marks] == [0, 1] and marks[0][1] != marks[1][1] and marks[0][2] == marks[1][2]
    by_index = {s["variant"]["index"]: s for s in starts.values()}
    assert (
        by_index[0]["bindings"]["verifier"]["adapter"] == "local" and by_index[0]["variant"]["bind"] == "verifier=local"
    )
    themes = {
        json.loads((tmp_path / "sessions" / sid / "artifacts" / "spec.json").read_text())["theme"]["name"]
        for sid in starts
    }
    assert len(themes) == 2  # two takes, two looks


def transcript_start(home, sid) -> dict:
    line = (home / "sessions" / sid / "transcript.jsonl").read_text().splitlines()[0]
    return json.loads(line)["data"]


def _settled(state) -> bool:
    """Finished, or waiting for a person to approve a PARTIAL."""
    return state is not None and (state.done or state.awaiting_approval)


def test_four_variants_all_finish_across_a_coordinator_restart_with_one_outcome_per_effect(settings, redis_client):
    fast = settings.replace(spawn_timeout_min=1.0, qa_timeout_s=30.0, lease_ttl_s=2.0)
    group = vs.plan(4, ["builder=mock:latency=1"])
    with worker(fast, name="w1"), worker(fast, name="w2"):
        c = CoordinatorThread(Coordinator(fast, CeleryExecutor(fast)))
        try:
            vs.start(
                fast, "a snake game", group, lambda bind: bindings(bind.partition("=")[2] if bind else "mock"), None
            )
            sids = [str(v.session_id) for v in group]
            c.wait_until(lambda co: any(co.state(s) and "build" in kinds(transcript(fast, s)) for s in sids), 90)
            c.stop()  # a restart while the four are at different stages
            time.sleep(1.0)  # outcomes pile up on the ingest stream meanwhile
            c = CoordinatorThread(Coordinator(fast, CeleryExecutor(fast)))
            c.wait_until(lambda co: all(_settled(co.state(s)) for s in sids), 240)
        finally:
            c.stop()
    for v in group:
        events = transcript(fast, str(v.session_id))
        assert kinds(events).count("session.start") == 1 and kinds(events).count("judge.score") == 1
        assert events[0].data["variant"]["index"] == v.index
        assert_one_outcome_per_effect(events)
    ranked = vs.rank([vs.outcome(fast, str(v.session_id)) for v in group])
    assert [r["rank"] for r in ranked] == [1, 2, 3, 4] and len({r["verdict"] for r in ranked}) == 1  # four equal takes


def test_submit_variants_starts_n_sessions_of_one_pitch_on_the_stack(settings, redis_client, monkeypatch, capsys):
    from crumb.record import NoDispatch
    from tests.runtime.runtime_harness import coordinator

    monkeypatch.setenv("CRUMB_HOME", str(settings.home))
    monkeypatch.setenv("CRUMB_NAMESPACE", settings.namespace)
    with coordinator(settings, NoDispatch()) as c:
        argv = ["submit", "--goal", "a snake game", "--variants", "3", "--weight", "2.5", "--redis", settings.redis_url]
        assert main([*argv, "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        sids = [v["session_id"] for v in out["variants"]]
        c.wait_until(lambda co: all(co.state(s) is not None for s in sids), 30)
    starts = [transcript(settings, s)[0].data for s in sids]
    assert [s["variant"]["index"] for s in starts] == [0, 1, 2] and {s["variant"]["group"] for s in starts} == {
        out["group"]
    }
    assert {s["goal"] for s in starts} == {"a snake game"} and len({s["variant"]["seed"] for s in starts}) == 3
    assert [s["weight"] for s in starts] == [2.5, 2.5, 2.5]  # the group's share at the slots, on every variant
