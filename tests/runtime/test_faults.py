"""Whole sessions through the coordinator and a real Celery worker, with faults injected."""

from __future__ import annotations

import os
import re
import signal
import time
from collections import Counter

import pytest

from crumb import bus, connections
from crumb.coordinator import Coordinator
from crumb.executors import CeleryExecutor
from tests.runtime.runtime_harness import CoordinatorThread, kinds, transcript, worker

PASS_RUN = [
    "session.start",
    "goal",
    "agent.wake",
    "tool.call",
    "spec",
    "agent.stop",
    "agent.wake",
    "tool.call",
    "artifact.created",
    "build",
    "agent.stop",
    "qa.result",
    "artifact.created",
    "agent.wake",
    "tool.call",
    "judge.score",
    "agent.stop",
    "done",
    "session.end",
]


def bindings(builder: str = "mock") -> dict:
    return {
        "planner-lead": {"adapter": "mock", "model": None, "fallback": []},
        "builder": {"adapter": "mock", "model": builder.partition(":")[2] or None, "fallback": []},
        "verifier": {"adapter": "mock", "model": None, "fallback": []},
    }


@pytest.fixture
def fast(settings):
    return settings.replace(spawn_timeout_min=1.0, qa_timeout_s=30.0, lease_ttl_s=2.0)


def assert_one_outcome_per_effect(events) -> None:
    assert len({e.id for e in events}) == len(events), "an event id appears twice"
    closing = Counter(
        e.meta.model_extra.get("effect_id") for e in events if e.kind in ("agent.stop", "qa.result") and e.metadata
    )
    assert closing and max(closing.values()) == 1, closing


def run_sessions(settings, goals, builder="mock", during=None, timeout_s=120):
    """Submit sessions, run a coordinator with a real worker until all are done; return their ids."""
    with worker(settings) as w:
        c = CoordinatorThread(Coordinator(settings, CeleryExecutor(settings)))
        try:
            sids = [bus.request_session(settings, g, bindings=bindings(builder)) for g in goals]
            if during is not None:
                c = during(c, w, sids) or c
            c.wait_until(lambda co: co.all_done(sids), timeout_s)
        finally:
            c.stop()
    return sids


def test_an_offline_session_goes_from_goal_to_pass_through_a_real_worker(fast, redis_client):
    (sid,) = run_sessions(fast, ["a snake game"])
    events = transcript(fast, sid)
    assert kinds(events) == PASS_RUN
    assert events[-2].body == "verdict_pass"
    assert bus.session_summary(fast, sid)["verdict"] == "PASS"
    assert_one_outcome_per_effect(events)


def test_a_worker_killed_mid_task_is_redelivered_and_the_session_still_finishes(fast, redis_client):
    def kill_the_builder(c, w, sids):
        key = connections.keys(fast).effect("*")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # wait until the builder's task holds its claim
            running = [k for k in redis_client.scan_iter(match=key) if redis_client.get(k).startswith(b"run:")]
            st = c.coordinator.state(sids[0])
            if running and st is not None and any(e.actor == "builder" for e in st.outstanding.values()):
                break
            time.sleep(0.1)
        else:
            raise AssertionError("the builder never started")
        for child in w.children():
            os.kill(child, signal.SIGKILL)  # the process running the task dies (OOM, a crash)
        seen["worker"] = w

    seen: dict = {}
    (sid,) = run_sessions(fast, ["a snake game"], builder="mock:latency=4", during=kill_the_builder)
    log = seen["worker"].text()
    assert "WorkerLostError" in log and "signal 9 (SIGKILL)" in log
    events = transcript(fast, sid)
    (build,) = [e for e in events if e.kind == "build"]
    # Ran to the end once; a second delivery (Celery's requeue racing the coordinator's rescue of an
    # expired claim) finds the claim done and returns 'duplicate' without running the builder again.
    ran = re.findall(
        rf"crumb\.spawn\[{re.escape(build.meta.model_extra['effect_id'])}\] succeeded in [0-9.e-]+s: '(\w+)'", log
    )
    assert ran.count("ran") == 1 and set(ran) <= {"ran", "duplicate"}, ran
    assert kinds(events)[-2:] == ["done", "session.end"]
    assert_one_outcome_per_effect(events)
    assert kinds(events).count("build") == 1


def test_a_coordinator_restarted_mid_run_loses_and_duplicates_nothing(fast, redis_client):
    def restart(c, w, sids):
        c.wait_until(lambda co: "spec" in kinds(transcript(fast, sids[0])) if co.state(sids[0]) else False, 60)
        c.stop()
        time.sleep(1.0)  # outcomes pile up on the ingest stream meanwhile
        return CoordinatorThread(Coordinator(fast, CeleryExecutor(fast)))

    (sid,) = run_sessions(fast, ["a snake game"], builder="mock:latency=1", during=restart)
    events = transcript(fast, sid)
    assert kinds(events) == PASS_RUN
    assert_one_outcome_per_effect(events)


@pytest.mark.slow
@pytest.mark.timeout(660)  # past run_sessions' own 600 s
def test_ten_sessions_submitted_at_once_all_finish(fast, redis_client):
    sids = run_sessions(fast, [f"game number {i}" for i in range(10)], timeout_s=600)
    for sid in sids:
        events = transcript(fast, sid)
        assert kinds(events)[-2:] == ["done", "session.end"]
        assert_one_outcome_per_effect(events)


def test_a_whole_worker_killed_mid_task_is_rescued_long_before_the_visibility_timeout(fast, redis_client):
    from tests.runtime.runtime_harness import Worker

    def kill_the_whole_worker(c, w, sids):
        key = connections.keys(fast).effect("*")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # wait until the builder's task holds its claim
            running = [k for k in redis_client.scan_iter(match=key) if redis_client.get(k).startswith(b"run:")]
            st = c.coordinator.state(sids[0])
            if running and st is not None and any(e.actor == "builder" for e in st.outstanding.values()):
                break
            time.sleep(0.1)
        else:
            raise AssertionError("the builder never started")
        w.kill()  # main process and children: Celery keeps the message unacked until the visibility timeout
        seen["replacement"] = Worker(fast, name="w2")

    seen: dict = {}
    try:
        (sid,) = run_sessions(
            fast, ["a snake game"], builder="mock:latency=4", during=kill_the_whole_worker, timeout_s=90
        )
    finally:
        if "replacement" in seen:
            seen["replacement"].stop()
    events = transcript(fast, sid)
    assert kinds(events)[-2:] == ["done", "session.end"]
    assert kinds(events).count("build") == 1
    assert_one_outcome_per_effect(events)
