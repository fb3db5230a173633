"""The coordinator against a real Redis, with a recording executor (the task code runs inline when needed)."""

from __future__ import annotations

import json
import logging
import time

from crumb import bus, connections, worker
from crumb.connections import INGEST_GROUP
from crumb.coordinator import Coordinator
from crumb.ids import new_id
from tests.executors import RecordingExecutor
from tests.runtime.runtime_harness import kinds, transcript

MOCK = {a: {"adapter": "mock", "model": None, "fallback": []} for a in ("planner-lead", "builder", "verifier")}


def ingest_empty(c: Coordinator) -> bool:
    r = connections.redis_client(c.settings)
    info = r.xinfo_groups(c.keys.ingest)
    return all(g["pending"] == 0 and g.get("lag") in (0, None) for g in info) and _read_all(c)


def _read_all(c: Coordinator) -> bool:
    # lag may be None on some servers: compare the group's last id with the stream's
    r = connections.redis_client(c.settings)
    last = r.xinfo_stream(c.keys.ingest)["last-generated-id"]
    return all(g["last-delivered-id"] == last for g in r.xinfo_groups(c.keys.ingest))


def drain(settings, executor=None, **kw) -> tuple[Coordinator, RecordingExecutor]:
    """Run a coordinator until the ingest stream is fully processed, then stand it down."""
    executor = executor or RecordingExecutor()
    c = Coordinator(settings, executor, **kw)
    assert c.run_until(ingest_empty, timeout_s=20)
    return c, executor


def test_a_new_session_starts_with_session_start_and_goal_and_spawns_the_planner(settings, redis_client):
    sid = bus.request_session(settings, "a snake game", bindings=MOCK, preset="fast")
    _, ex = drain(settings)
    events = transcript(settings, sid)
    assert kinds(events) == ["session.start", "goal"]
    start, goal = events
    assert (start.from_, goal.from_, goal.body) == ("system", "user", "a snake game")
    assert start.data == {"goal": "a snake game", "limits": settings.limits(), "bindings": MOCK, "preset": "fast"}
    assert [(e.type, e.actor, e.queue) for e in ex.dispatched] == [("spawn", "planner-lead", "planner")]
    assert bus.session_summary(settings, sid)["status"] == "running"
    assert json.loads((settings.session_dir(sid) / "meta.json").read_text())["goal"] == "a snake game"
    assert [e["kind"] for _, e in bus.read_live(settings, sid)] == ["session.start", "goal"]


def test_a_duplicated_ingest_entry_gives_one_event(settings, redis_client):
    sid = bus.request_session(settings, "pong", bindings=MOCK)
    note = {"id": new_id(), "session_id": sid, "from": "user", "kind": "note", "body": "hello"}
    bus.submit_draft(settings, note)
    bus.submit_draft(settings, note)  # a producer retry: the same draft twice
    drain(settings)
    assert kinds(transcript(settings, sid)).count("note") == 1


def test_an_invalid_draft_becomes_an_error_event_and_the_coordinator_carries_on(settings, redis_client, caplog):
    sid = bus.request_session(settings, "pong", bindings=MOCK)
    bus.submit_draft(settings, {"session_id": sid, "from": "nobody", "kind": "note", "body": "x"})
    bus.submit_draft(settings, {"from": "user", "kind": "note", "body": "no session named"})
    redis_client.xadd(connections.keys(settings).ingest, {"type": "draft", "payload": "{not json"})
    redis_client.xadd(connections.keys(settings).ingest, {"type": "mystery", "payload": "{}"})
    bus.submit_draft(settings, {"session_id": sid, "from": "user", "kind": "note", "body": "still listening"})
    with caplog.at_level(logging.INFO, logger="crumb.coordinator"):
        drain(settings)
    events = transcript(settings, sid)
    assert kinds(events) == ["session.start", "goal", "error", "note"]
    error = events[2]
    assert error.from_ == "system" and "from" in error.body and "invalid draft" in error.body
    assert "names no known session" in caplog.text and "not JSON" in caplog.text and "mystery" in caplog.text


def test_committed_entries_are_trimmed_from_ingest_after_the_retention_but_unread_ones_stay(settings, redis_client):
    ingest = connections.keys(settings).ingest
    sids = [bus.request_session(settings, f"game {i}", bindings=MOCK) for i in range(3)]
    c, _ = drain(settings.replace(ingest_retention_s=3600))
    assert c.trim_ingest(force=True) == 0 and redis_client.xlen(ingest) == 3  # kept for an hour
    c, _ = drain(settings.replace(ingest_retention_s=0))
    late = bus.request_session(settings, "not read yet", bindings=MOCK)
    assert c.trim_ingest(force=True) == 3
    assert [json.loads(f[b"payload"])["session_id"] for _id, f in redis_client.xrange(ingest)] == [late]
    assert all(kinds(transcript(settings, sid)) == ["session.start", "goal"] for sid in sids)
    drain(settings)
    assert kinds(transcript(settings, late)) == ["session.start", "goal"]


def test_a_second_outcome_for_the_same_effect_is_dropped(settings, redis_client):
    sid = bus.request_session(settings, "pong", bindings=MOCK)
    _, ex = drain(settings)
    (planner,) = ex.dispatched
    assert worker.run_effect(settings, planner) == "ran"
    ((entry_id, fields),) = redis_client.xrevrange(connections.keys(settings).ingest, count=1)
    redis_client.xadd(connections.keys(settings).ingest, fields)  # the outcome delivered twice
    bus.submit_outcome(settings, "NOT-AN-EFFECT.0", sid, [{"from": "builder", "kind": "agent.stop"}])
    _, ex2 = drain(settings)
    got = kinds(transcript(settings, sid))
    assert got.count("spec") == 1 and got.count("agent.stop") == 1
    assert [e.actor for e in ex2.dispatched] == ["builder"]


def test_an_actor_cannot_write_as_the_house(settings, redis_client):
    sid = bus.request_session(settings, "pong", bindings=MOCK)
    _, ex = drain(settings)
    (planner,) = ex.dispatched
    bus.submit_outcome(
        settings,
        planner.id,
        sid,
        [
            {"from": "planner-lead", "kind": "done", "body": "I declare victory"},
            {"from": "planner-lead", "kind": "agent.stop"},
        ],
    )
    drain(settings)
    events = transcript(settings, sid)
    assert kinds(events)[2:] == ["error", "agent.stop"]
    assert events[2].from_ == "system" and "may not write" in events[2].body


def test_a_restart_between_fsync_and_xack_loses_and_repeats_nothing(settings, redis_client):
    sid = bus.request_session(settings, "pong", bindings=MOCK)
    bus.submit_draft(settings, {"session_id": sid, "from": "user", "kind": "note", "body": "n"})

    first = Coordinator(settings, RecordingExecutor())
    # Written and fsynced, never published nor acknowledged (one round trip): the process "dies" here.
    first.commit._publish = lambda *_args: first.stop()
    first.run_until(lambda c: False, timeout_s=10)
    before = transcript(settings, sid)
    assert kinds(before) == ["session.start", "goal", "note"]
    assert redis_client.xpending(connections.keys(settings).ingest, INGEST_GROUP)["pending"] == 2

    _, ex = drain(settings)
    after = transcript(settings, sid)
    assert [e.id for e in after] == [e.id for e in before]
    assert redis_client.xpending(connections.keys(settings).ingest, INGEST_GROUP)["pending"] == 0
    assert [e.actor for e in ex.dispatched] == ["planner-lead"]  # re-dispatched: its outcome never came


def test_only_one_coordinator_is_active_and_a_standby_takes_over(settings, redis_client):
    from tests.runtime.runtime_harness import CoordinatorThread

    quick = settings.replace(lease_ttl_s=1.0)
    a = CoordinatorThread(Coordinator(quick, RecordingExecutor(), consumer="a"))
    a.wait_until(lambda c: True, 10)
    b = CoordinatorThread(Coordinator(quick, RecordingExecutor(), consumer="b"))
    time.sleep(1.5)
    assert a.coordinator.active and not b.coordinator.active
    assert redis_client.get(connections.keys(settings).lease) == b"a"
    a.stop()
    b.wait_until(lambda c: True, 10)
    sid = bus.request_session(quick, "pong", bindings=MOCK)
    b.wait_until(lambda c: sid in c.sessions, 10)
    b.stop()


def test_an_emptied_redis_is_rebuilt_from_the_transcripts(settings, redis_client):
    sid = bus.request_session(settings, "pong", bindings=MOCK)
    drain(settings)
    for key in redis_client.scan_iter(match=f"{settings.namespace}:*"):
        redis_client.delete(key)
    c = Coordinator(settings, RecordingExecutor())
    assert c.run_until(lambda c: True, timeout_s=10)
    assert bus.session_summary(settings, sid)["goal"] == "pong"
    assert [e["kind"] for _, e in bus.read_live(settings, sid)] == ["session.start", "goal"]
    assert redis_client.xinfo_groups(connections.keys(settings).ingest)[0]["name"] == b"coordinator"


def test_a_session_past_the_wall_clock_is_finished_with_reason_wall_clock(settings, redis_client):
    short = settings.replace(wall_clock_min=0.005)  # 0.3 s
    sid = bus.request_session(short, "pong", bindings=MOCK)
    _, ex = drain(short)
    time.sleep(0.5)
    c, _ = drain(short, ex)
    events = transcript(short, sid)
    assert kinds(events)[-2:] == ["done", "session.end"]
    assert (events[-2].from_, events[-2].body, events[-2].data) == (
        "coordinator",
        "wall_clock",
        {"reason": "wall_clock"},
    )
    assert ex.dispatched[0].id in ex.revoked
    assert bus.session_summary(short, sid)["status"] == "done"


def test_the_wall_clock_stop_follows_the_recorded_deadline_and_never_the_current_setting(settings, redis_client):
    from crumb.core.reducer import fold
    from crumb.core.state import summary
    from crumb.meta import read_meta

    short, long = settings.replace(wall_clock_min=0.005), settings.replace(wall_clock_min=60)  # 0.3 s, an hour
    hurried = bus.request_session(settings, "recorded with 0.3 s", bindings=MOCK)
    drain(short)  # session.start records 0.3 s
    patient = bus.request_session(settings, "recorded with an hour", bindings=MOCK)
    drain(long)  # session.start records an hour
    time.sleep(0.5)
    # A coordinator now configured for an hour still stops the first; one configured for 0.3 s spares
    # the second, however long it watches: only the deadline each session recorded counts.
    for current in (long, short):
        until = time.monotonic() + 1.0
        c = Coordinator(current, RecordingExecutor())
        assert c.run_until(lambda c: ingest_empty(c) and time.monotonic() > until, timeout_s=20)
    stopped, spared = transcript(settings, hurried), transcript(settings, patient)
    assert kinds(stopped)[-3:] == ["note", "done", "session.end"] and stopped[-2].body == "wall_clock"
    assert "wall clock ran out" in stopped[-3].body and "done" not in kinds(spared)
    for sid, events in ((hurried, stopped), (patient, spared)):
        assert summary(fold(events)) == read_meta(settings.session_dir(sid))  # a replay decides the same


def test_a_meta_json_that_lags_its_transcript_is_rewritten_when_a_coordinator_starts(settings, redis_client):
    from crumb.meta import read_meta, write_meta

    sid = bus.request_session(settings, "a stale cache", bindings=MOCK)
    drain(settings)
    folder = settings.session_dir(sid)
    fresh = read_meta(folder)
    assert fresh["stage"] != "done" and fresh["counts"] == {"goal": 1, "session.start": 1}
    write_meta(folder, {**fresh, "counts": {}, "last_event_id": None})  # what a crash before the next write leaves
    c = Coordinator(settings, RecordingExecutor())
    c.start()
    assert read_meta(folder) == fresh
