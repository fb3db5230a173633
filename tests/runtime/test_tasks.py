"""The effect tasks: claims, outcomes when the work raises, the Celery settings, a real worker."""

from __future__ import annotations

import json
import threading
import time

from crumb import broker, connections, worker
from crumb.core.effects import QaCheck, Spawn
from crumb.core.events import complete_draft
from crumb.ids import new_id, now_iso


def _outcomes(settings, redis_client):
    entries = redis_client.xrange(connections.keys(settings).ingest)
    return [json.loads(f[b"payload"]) for _, f in entries if f[b"type"] == b"outcome"]


def _valid(draft, sid):
    return complete_draft(draft, new_id=new_id(), now=now_iso(), session_id=sid)


def test_a_second_claim_waits_for_the_holder_and_then_does_nothing(settings, redis_client):
    first = worker.Claim(settings, "E1.0")
    assert first.acquire(give_up_after_s=1)
    result = {}
    t = threading.Thread(target=lambda: result.setdefault("second", worker.Claim(settings, "E1.0").acquire(10)))
    t.start()
    time.sleep(0.3)
    assert t.is_alive(), "the duplicate should wait while the holder runs"
    first.finish()
    t.join(5)
    assert result == {"second": False}


def test_a_claim_held_by_a_dead_process_expires_and_is_taken_over(settings, redis_client):
    fast = settings.replace(lease_ttl_s=1.0)
    dead = worker.Claim(fast, "E2.0")
    assert dead.acquire(give_up_after_s=1)
    dead.abandon()  # stops renewing, as a SIGKILLed worker would
    taker = worker.Claim(fast, "E2.0")
    assert taker.acquire(give_up_after_s=10)
    # Let it go: a renewer left running outlived the run's namespace sweep and took the key back.
    taker.abandon()


def test_a_qa_check_that_raises_still_submits_a_qa_result_with_exit_code_2(settings, redis_client, monkeypatch):
    import crumb.qa

    def boom(*a, **k):
        raise RuntimeError("chromium exploded")

    monkeypatch.setattr(crumb.qa, "run_qa", boom, raising=False)
    effect = QaCheck(
        id="B1.0",
        type="qa_check",
        session_id="S1",
        cause_id="B1",
        artifact="artifacts/game/index.html",
        build_event_id="01J00000000000000000000000",
    )
    assert worker.run_effect(settings, effect) == "ran"
    (outcome,) = _outcomes(settings, redis_client)
    assert outcome["effect_id"] == "B1.0"
    result = _valid(outcome["drafts"][0], "S1")
    assert (result.kind, result.from_) == ("qa.result", "system")
    assert result.data["exec_exit_code"] == 2 and result.data["build_event_id"] == effect.build_event_id
    assert result.metadata.deterministic is True and result.metadata.tool == "qa-check-effect@v1"
    assert result.metadata.model_extra["effect_id"] == "B1.0"


def test_a_spawn_that_raises_still_submits_error_and_agent_stop(settings, redis_client, monkeypatch):
    import crumb.actors

    monkeypatch.setattr(crumb.actors, "run_spawn", lambda *a, **k: 1 / 0)
    effect = Spawn(id="G1.0", type="spawn", session_id="S1", cause_id="G1", actor="builder", adapter="mock")
    worker.run_effect(settings, effect)
    (outcome,) = _outcomes(settings, redis_client)
    events = [_valid(d, "S1") for d in outcome["drafts"]]
    assert [(e.kind, e.from_) for e in events] == [("error", "builder"), ("agent.stop", "builder")]
    assert all(e.metadata.model_extra["effect_id"] == "G1.0" for e in events)


def test_a_duplicate_of_a_finished_effect_submits_nothing(settings, redis_client, monkeypatch):
    import crumb.actors

    monkeypatch.setattr(crumb.actors, "run_spawn", lambda *a, **k: [{"from": "builder", "kind": "agent.stop"}])
    effect = Spawn(id="G2.0", type="spawn", session_id="S1", cause_id="G2", actor="builder", adapter="mock")
    assert [worker.run_effect(settings, effect), worker.run_effect(settings, effect)] == ["ran", "duplicate"]
    assert len(_outcomes(settings, redis_client)) == 1


def test_the_visibility_timeout_outlasts_every_hard_time_limit(settings):
    conf = broker.celery_config(settings)
    hard = max(worker.time_limits_s(settings, "spawn")[1], worker.time_limits_s(settings, "qa_check")[1])
    assert conf["broker_transport_options"]["visibility_timeout"] > hard
    assert conf["task_acks_late"] and conf["task_reject_on_worker_lost"] and conf["worker_prefetch_multiplier"] == 1
    assert conf["worker_send_task_events"] and conf["task_send_sent_event"]
    assert conf["broker_transport_options"]["global_keyprefix"].startswith(settings.namespace + ":")
    assert {q.name for q in conf["task_queues"]} == {"planner", "builder", "verifier", "qa"}


def test_a_real_worker_runs_a_spawn_from_its_queue_and_submits_the_outcome(settings, redis_client):
    from crumb.executors import CeleryExecutor
    from tests.runtime.runtime_harness import worker as celery_worker

    fast = settings.replace(spawn_timeout_min=1.0, qa_timeout_s=20.0)
    effect = Spawn(
        id=f"{new_id()}.0",
        type="spawn",
        session_id="S1",
        cause_id="C",
        actor="planner-lead",
        adapter="mock",
        inputs={"goal": "a snake game"},
    )
    with celery_worker(fast):
        executor = CeleryExecutor(fast)
        executor.dispatch(effect)
        deadline = time.monotonic() + 60
        while not _outcomes(fast, redis_client) and time.monotonic() < deadline:
            time.sleep(0.2)
        executor.close()
    (outcome,) = _outcomes(fast, redis_client)
    assert outcome["effect_id"] == effect.id
    assert [d["kind"] for d in outcome["drafts"]][-1] == "agent.stop"
    assert "spec" in [d["kind"] for d in outcome["drafts"]]
