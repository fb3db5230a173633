"""The bus against a real Redis: keys, ingest entries, live streams, the session index."""

from __future__ import annotations

import json

import pytest

from crumb import bus, connections
from crumb.errors import InfraError


def test_every_key_lives_under_the_namespace(settings):
    k = connections.keys(settings)
    ns = settings.namespace
    assert (k.ingest, k.live("S1"), k.sessions, k.lease, k.effect("E.0")) == (
        f"{ns}:ingest",
        f"{ns}:s:S1:log",
        f"{ns}:sessions",
        f"{ns}:coordinator:lease",
        f"{ns}:effect:E.0",
    )


def test_an_unreachable_redis_is_an_infra_error_naming_the_url(settings):
    with pytest.raises(InfraError, match="127.0.0.1:1/0"):
        connections.redis_client(settings.replace(redis_url="redis://127.0.0.1:1/0"))


def test_a_missing_redis_url_says_what_to_set(settings):
    with pytest.raises(InfraError, match="CRUMB_REDIS_URL"):
        connections.redis_client(settings.replace(redis_url=None))


def test_submissions_land_on_the_ingest_stream_as_typed_entries(settings, redis_client):
    bus.submit_draft(settings, {"session_id": "S1", "from": "user", "kind": "note", "body": "hi"})
    bus.submit_outcome(settings, "E.0", "S1", [{"kind": "agent.stop"}])
    sid = bus.request_session(settings, "a snake game", bindings={"builder": {"adapter": "mock"}}, preset="x")
    entries = redis_client.xrange(connections.keys(settings).ingest)
    kinds = [e[1][b"type"].decode() for e in entries]
    assert kinds == ["draft", "outcome", "new_session"]
    assert json.loads(entries[1][1][b"payload"]) == {
        "effect_id": "E.0",
        "session_id": "S1",
        "drafts": [{"kind": "agent.stop"}],
    }
    assert json.loads(entries[2][1][b"payload"])["session_id"] == sid


def test_read_live_returns_published_events_after_the_last_id(settings, redis_client):
    bus.publish_live(settings, [("S1", json.dumps({"n": i})) for i in range(3)])
    first = bus.read_live(settings, "S1", count=2)
    assert [e for _, e in first] == [{"n": 0}, {"n": 1}]
    rest = bus.read_live(settings, "S1", last_id=first[-1][0])
    assert [e for _, e in rest] == [{"n": 2}]
    assert bus.read_live(settings, "S1", last_id=rest[-1][0], block_ms=20) == []


def test_the_live_stream_is_trimmed_near_live_maxlen(settings, redis_client):
    small = settings.replace(live_maxlen=10)
    for _ in range(30):
        bus.publish_live(small, [("S1", "{}")] * 10)
    assert redis_client.xlen(connections.keys(settings).live("S1")) < 300


def test_session_summaries_come_from_the_index_or_from_meta_json(settings, redis_client):
    bus.put_summaries(settings, {"S1": {"status": "running", "started_at": "2026-01-01T00:00:00Z"}})
    assert bus.session_summary(settings, "S1")["status"] == "running"
    assert bus.session_summary(settings, "S2") is None
    (settings.session_dir("S2")).mkdir(parents=True)
    (settings.session_dir("S2") / "meta.json").write_text(json.dumps({"status": "done"}))
    assert bus.session_summary(settings, "S2") == {"session_id": "S2", "status": "done"}
    assert [s["session_id"] for s in bus.list_sessions(settings)] == ["S1"]
