"""Budgets in money on a real stack: Redis, a Celery worker running mock agents, a coordinator.

The mock adapter reports its cost (planner $0.05, builder $0.12). Only the queues a test needs have
a worker, so a session stops where the test looks at it.
"""

from __future__ import annotations

import json

import pytest

from crumb import bus, connections, spend
from crumb.coordinator import Coordinator
from crumb.core.budget import COST_PAUSE_HOOK
from crumb.core.inbox import parse_line
from crumb.core.reducer import fold
from crumb.executors import CeleryExecutor
from crumb.transcript import read_events
from tests.runtime.runtime_harness import CoordinatorThread, transcript, worker

MOCK = {a: {"adapter": "mock", "model": None, "fallback": []} for a in ("planner-lead", "builder", "verifier")}


def _pauses(settings, sid):
    if not settings.paths(sid).transcript.exists():
        return []
    return [e for e in transcript(settings, sid) if e.kind == "note" and (e.data or {}).get("hook") == COST_PAUSE_HOOK]


def _spawned(settings, sid, actor):
    return [e for e in transcript(settings, sid) if e.kind == "agent.stop" and e.from_ == actor]


def _say(settings, sid, line):
    bus.submit_draft(settings, parse_line(line, sid))


def test_a_session_pauses_at_80_percent_goes_on_after_resume_and_stops_at_its_budget(settings, redis_client):
    fast = settings.replace(spawn_timeout_min=1.0, lease_ttl_s=2.0)
    with worker(fast, queues="planner,builder"):
        c = CoordinatorThread(Coordinator(fast, CeleryExecutor(fast)))
        try:
            sid = bus.request_session(fast, "a snake game", bindings=MOCK, limits={"cost_budget_usd": 0.2})
            # planner $0.05 (25 %), builder $0.12: $0.17 is 85 % of $0.20 → paused, asking
            # The coordinator appends a batch's events before its state takes them (crumb.commit): the
            # note can be on disk a moment before the state shows the pause.
            c.wait_until(lambda co: _pauses(fast, sid) and co.state(sid).paused, 60)
            state = c.coordinator.state(sid)
            assert state.paused and not state.done and round(state.cost_usd, 2) == 0.17
            _say(fast, sid, "/goto builder")  # held by the pause
            c.wait_until(lambda co: [q["actor"] for q in co.state(sid).queued] == ["builder"], 30)
            assert len(_spawned(fast, sid, "builder")) == 1
            _say(fast, sid, "/resume")
            c.wait_until(lambda co: co.state(sid).done, 60)
        finally:
            c.stop()
    events = transcript(fast, sid)
    [pause] = _pauses(fast, sid)
    assert pause.data["scope"] == "session" and pause.data["budget_usd"] == 0.2 and "/resume" in pause.body
    assert len(_spawned(fast, sid, "builder")) == 2  # the one the /resume let go
    [done] = [e for e in events if e.kind == "done"]
    assert done.body == "cost_budget"
    [why] = [e for e in events if e.kind == "note" and (e.data or {}).get("budget") == "cost_budget"]
    assert why.data["scope"] == "session" and "$0.2900 of this session's budget $0.20" in why.body
    assert events[0].data["limits"]["cost_budget_usd"] == 0.2  # recorded, so replay needs no config
    replayed = fold(read_events(fast.paths(sid).transcript))
    assert (replayed.reason, round(replayed.cost_usd, 2)) == ("cost_budget", 0.29)


def test_the_daily_cap_holds_across_two_sessions_and_is_rebuilt_from_the_transcripts(settings, redis_client):
    capped = settings.replace(spawn_timeout_min=1.0, lease_ttl_s=2.0, daily_cost_cap_usd=0.10, cost_pause_at=0.5)
    with worker(capped, queues="planner"):
        c = CoordinatorThread(Coordinator(capped, CeleryExecutor(capped)))
        try:
            first = bus.request_session(capped, "a snake game", bindings=MOCK)
            c.wait_until(lambda co: _pauses(capped, first), 60)  # $0.05 of $0.10 today: 50 %
            second = bus.request_session(capped, "a pong game", bindings=MOCK)
            c.wait_until(lambda co: co.state(second) is not None and co.state(second).queued, 30)
            assert _spawned(capped, second, "planner-lead") == []  # paused from its start: the day is half spent
            _say(capped, second, "/resume")
            c.wait_until(lambda co: co.state(second).done, 60)
            assert not c.coordinator.state(first).done  # the first waits for a person, as it was
        finally:
            c.stop()
    [start_pause] = _pauses(capped, second)
    assert start_pause.data["scope"] == "day" and start_pause.data["spent_usd"] == 0.05
    events = transcript(capped, second)
    assert events[0].metadata.model_extra["day_cost_usd"] == 0.05  # what the day had spent when it started
    [done] = [e for e in events if e.kind == "done"]
    [why] = [e for e in events if e.kind == "note" and (e.data or {}).get("budget") == "cost_budget"]
    assert done.body == "cost_budget" and why.data["scope"] == "day" and "daily cap" in why.body
    assert fold(read_events(capped.paths(second).transcript)).reason == "cost_budget"
    # The day's spend in Redis: one entry per spawn; after a flush it is rebuilt from the transcripts.
    day = events[-1].ts[:10]
    key = connections.keys(capped).spend(day)
    held = {k.decode(): float(v) for k, v in redis_client.hgetall(key).items()}
    assert held[spend.TOTAL] == 0.1 and sorted(v for k, v in held.items() if k != spend.TOTAL) == [0.05, 0.05]
    redis_client.delete(key)
    assert spend.day_total(capped, day) == (day, 0.1)


@pytest.mark.slow
def test_crumb_run_without_a_terminal_ends_awaiting_resume_at_the_cost_threshold(tmp_path):
    from tests.runtime.cli_helpers import CRUMB, clean_env, run_watched
    from tests.waiting import no_survivors

    binds = [x for a in ("planner-lead", "builder", "verifier") for x in ("--bind", f"{a}=mock")]
    argv = [*CRUMB, "run", "--goal", "a snake game", *binds, "--cost-budget-usd", "0.2", "--json"]
    w = run_watched(argv, clean_env(tmp_path / "home"))
    assert w.proc.returncode == 1, w.stderr[-3000:]
    result = json.loads(w.stdout)
    assert result["reason"] == "awaiting_resume" and result["forecast"]["based_on"] == 0
    assert "budget   $0.20: pauses and asks at 80%, stops at 100%" in w.stderr
    no_survivors(w.survivors)
