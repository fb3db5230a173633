"""Item 8 of issue 15 on a real Redis and real Celery workers: limits held, measured from the transcripts."""

from __future__ import annotations

import pytest

from crumb import bus
from crumb.coordinator import Coordinator
from crumb.core.occupancy import Hold, fair_shares, holds, jain, peak
from crumb.executors import CeleryExecutor
from crumb.meta import read_meta
from tests.runtime.runtime_harness import CoordinatorThread, Worker, transcript, worker
from tests.runtime.test_faults import assert_one_outcome_per_effect, fast  # noqa: F401 (a fixture)
from tests.waiting import wait_until

AGENT_QUEUES = "planner,builder,verifier"


def mock_bindings(latency: float) -> dict:
    model = f"latency={latency:g}"
    return {a: {"adapter": "mock", "model": model, "fallback": []} for a in ("planner-lead", "builder", "verifier")}


def runs(hs: list[Hold]) -> list[Hold]:
    """The same holds cut to what their workers reported: from agent.wake to the outcome."""
    return [Hold(h.key, h.effect_id, h.session_id, h.party, h.asked, h.woke, h.end, h.waited) for h in hs if h.woke]


def test_ten_sessions_under_mock_2_never_hold_more_than_two_mock_slots_and_all_finish(fast, redis_client):  # noqa: F811
    """The limit with no QA in the way: each builder fails (mock fail=1), so a session is a planner and
    two builders, then circuit_open: 30 mock spawns from ten sessions, all asking at once."""
    limited = fast.replace(concurrency=("mock=2",), circuit_open_at=2)
    binds = mock_bindings(0.3)
    binds["builder"] = {"adapter": "mock", "model": "latency=0.3,fail=1", "fallback": []}
    sids = run_fleet(limited, [{"goal": f"game number {i}", "bindings": binds} for i in range(10)], timeout_s=300)
    sessions = [transcript(limited, sid) for sid in sids]
    hs = holds(sessions, "mock")
    assert len(hs) == 30, f"{len(hs)} mock spawns held a slot; 10 sessions of a planner and two builders make 30"
    assert peak(hs) == 2, f"{peak(hs)} mock spawns held a slot at once under mock=2"
    assert peak(runs(hs)) <= 2, "more than two mock spawns ran at once by their workers' own reports"
    assert sum(h.waited for h in hs) > 0, "nothing ever waited: the limit was not tested"
    for sid, events in zip(sids, sessions, strict=True):
        assert bus.session_summary(limited, sid)["reason"] == "circuit_open", sid
        assert_one_outcome_per_effect(events)


@pytest.mark.slow
def test_ten_sessions_under_mock_2_never_run_more_than_two_mock_spawns_and_all_pass(fast, redis_client):  # noqa: F811
    limited = fast.replace(concurrency=("mock=2",))
    sids = run_fleet(limited, [{"goal": f"game number {i}", "bindings": mock_bindings(0.5)} for i in range(10)])
    sessions = [transcript(limited, sid) for sid in sids]
    hs = holds(sessions, "mock")
    assert len(hs) == 30, f"{len(hs)} mock spawns held a slot; 10 sessions of planner, builder, verifier make 30"
    assert peak(hs) == 2, f"{peak(hs)} mock spawns held a slot at once under mock=2"
    assert peak(runs(hs)) <= 2, "more than two mock spawns ran at once by their workers' own reports"
    for sid, events in zip(sids, sessions, strict=True):
        assert bus.session_summary(limited, sid)["reason"] == "verdict_pass", sid
        assert_one_outcome_per_effect(events)


def run_fleet(settings, requests: list[dict], timeout_s: float = 400) -> list[str]:
    """Start sessions (``request_session`` keyword sets) on two real workers and a coordinator; wait for all."""
    with (
        worker(settings, queues=AGENT_QUEUES, name="agents", concurrency=4),
        worker(settings, queues="qa", name="qa"),
    ):
        c = CoordinatorThread(Coordinator(settings, CeleryExecutor(settings)))
        try:
            sids = [bus.request_session(settings, **r) for r in requests]
            c.wait_until(lambda co: co.all_done(sids), timeout_s)
        finally:
            c.stop()
    return sids


@pytest.mark.slow
def test_eight_variants_beside_two_single_sessions_under_a_limit_of_two_do_not_starve_the_singles(fast, redis_client):  # noqa: F811
    limited = fast.replace(concurrency=("mock=2",))
    binds = mock_bindings(1.0)
    group = [
        {"goal": f"variant {i}", "bindings": binds, "variant": {"group": "g8", "index": i, "of": 8, "seed": i}}
        for i in range(8)
    ]
    singles = [{"goal": f"single {i}", "bindings": binds} for i in range(2)]
    sids = run_fleet(limited, [*group, *singles])  # the variants ask first: FIFO would serve them first
    sessions = [transcript(limited, sid) for sid in sids]
    hs = holds(sessions, "mock")
    assert peak(hs) <= 2
    single_waits = [
        e.data["position"]
        for events in sessions[8:]
        for e in events
        if e.kind == "note" and isinstance(e.data, dict) and e.data.get("slot") == "waiting"
    ]
    # A single session holds no slot while it waits, the group holds at least one: it is next, or
    # second behind the other single, never behind the queue of variants.
    assert single_waits and max(single_waits) <= 2, single_waits
    shares = fair_shares(hs, 2)
    index = jain(list(shares.values()))
    print(f"fairness: Jain's index {index:.3f} over {shares}")
    assert set(shares) == {"group:g8", sids[8], sids[9]}
    assert min(shares[s] for s in sids[8:]) > 0.5, f"a single got under half its fair share: {shares}"


def _slot_lines(settings, sids: list[str], status: str) -> int:
    return sum(
        text.count(f'"slot":"{status}"')
        for sid in sids
        if (path := settings.session_dir(sid) / "transcript.jsonl").exists()
        for text in [path.read_text(encoding="utf-8")]
    )


@pytest.mark.slow
def test_a_coordinator_sigkill_and_an_empty_redis_mid_run_keep_the_limit_and_lose_nothing(tmp_path, fast):  # noqa: F811
    from crumb.connections import close_clients
    from tests.proofs.faults.stack import CoordinatorProc, PrivateRedis

    private = PrivateRedis(tmp_path / "redis")  # our own server on a free port: never the shared one
    limited = fast.replace(concurrency=("mock=2",), redis_url=private.url)
    workers: list[Worker] = []
    coordinator = None
    try:
        workers = [Worker(limited, AGENT_QUEUES, "agents", concurrency=4), Worker(limited, "qa", "qa")]
        coordinator = CoordinatorProc(limited)
        sids = [bus.request_session(limited, f"game {i}", bindings=mock_bindings(1.0)) for i in range(6)]
        wait_until(lambda: _slot_lines(limited, sids, "waiting") >= 3, 120, "spawns waiting for a slot")
        admitted = _slot_lines(limited, sids, "admitted")
        coordinator.kill()  # SIGKILL: the lease stays until its TTL; a new process takes over
        coordinator.start()
        wait_until(lambda: _slot_lines(limited, sids, "admitted") >= admitted + 2, 120, "admissions after the kill")
        private.restart_empty()  # every key gone: slot table, queues, claims, lease
        close_clients()

        def finished() -> bool:
            for i, w in enumerate(workers):  # a supervisor's part: Celery may exit on a lost broker
                if w.proc.poll() is not None:
                    w.stop()
                    workers[i] = Worker(limited, w.queues, f"{w.name}-again", concurrency=w.concurrency)
            return all((read_meta(limited.session_dir(s)) or {}).get("status") == "done" for s in sids)

        wait_until(finished, 400, "every session to finish")
    finally:
        if coordinator is not None:
            coordinator.stop()
        for w in workers:
            w.stop()
        private.kill()
        close_clients()
    sessions = [transcript(limited, sid) for sid in sids]
    hs = holds(sessions, "mock")
    assert peak(hs) <= 2, f"{peak(hs)} mock spawns held a slot at once under mock=2"
    for sid, events in zip(sids, sessions, strict=True):
        assert (read_meta(limited.session_dir(sid)) or {}).get("reason") == "verdict_pass", sid
        assert_one_outcome_per_effect(events)
    assert len(hs) == 18, f"{len(hs)} mock spawns held a slot; 6 sessions make 18"


@pytest.mark.slow
def test_a_whole_worker_killed_mid_spawn_keeps_its_slot_until_the_spawn_is_run_again(fast, redis_client):  # noqa: F811
    from crumb import connections

    limited = fast.replace(concurrency=("mock=1",))
    binds = mock_bindings(0.3)
    binds["builder"] = {"adapter": "mock", "model": "latency=4", "fallback": []}
    agents = Worker(limited, AGENT_QUEUES, "agents", concurrency=2)
    workers = [agents, Worker(limited, "qa", "qa")]
    c = CoordinatorThread(Coordinator(limited, CeleryExecutor(limited)))
    try:
        sids = [bus.request_session(limited, f"game {i}", bindings=binds) for i in range(2)]
        key = connections.keys(limited).effect("*")

        def a_builder_runs() -> bool:
            running = [k for k in redis_client.scan_iter(match=key) if redis_client.get(k).startswith(b"run:")]
            return bool(running) and any(
                e.actor == "builder" for s in sids if (st := c.coordinator.state(s)) for e in st.outstanding.values()
            )

        wait_until(a_builder_runs, 120, "a builder holding its claim")
        agents.kill()  # the whole worker: its message stays unacked until the visibility timeout
        workers.append(Worker(limited, AGENT_QUEUES, "agents-again", concurrency=2))
        c.wait_until(lambda co: co.all_done(sids), 300)
    finally:
        c.stop()
        for w in workers:
            w.stop()
    sessions = [transcript(limited, sid) for sid in sids]
    hs = holds(sessions, "mock")
    assert peak(hs) == 1, f"{peak(hs)} mock spawns held a slot at once under mock=1 while a worker was lost"
    ids = [h.effect_id for h in hs]
    assert len(set(ids)) == len(ids), "an effect took a second slot: the rescued builder keeps its one hold"
    assert sum(1 for e in sessions[0] + sessions[1] if e.kind == "build") >= 2
    for sid, events in zip(sids, sessions, strict=True):
        assert bus.session_summary(limited, sid)["reason"] == "verdict_pass", sid
        assert_one_outcome_per_effect(events)
