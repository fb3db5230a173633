"""Exports: OTLP JSON and Chrome traces from transcripts, releases with hashes, verified copies."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import pytest

from crumb.cli import main
from crumb.config import Settings
from crumb.core.events import parse_event
from crumb.core.metrics import spans, ts_ns
from crumb.exports import chrome_trace, otel_trace, trace_id
from crumb.record import NoDispatch
from crumb.transcript import read_events
from tests.conftest import fixture_dir
from tests.runtime.runtime_harness import coordinator
from tests.web.sessions import make_session


def _events(settings: Settings, sid: str):
    return read_events(settings.session_dir(sid) / "transcript.jsonl")


@pytest.fixture
def env(monkeypatch, settings: Settings) -> Settings:
    for key, value in {
        "CRUMB_HOME": str(settings.home),
        "CRUMB_REDIS_URL": settings.redis_url,
        "CRUMB_NAMESPACE": settings.namespace,
    }.items():
        monkeypatch.setenv(key, value)
    return settings


def test_the_otel_export_is_otlp_json_with_one_span_per_spawn_and_qa_run(settings: Settings, partial_session):
    events = _events(settings, partial_session)
    doc = otel_trace(events)
    (rs,) = doc["resourceSpans"]
    assert {"key": "service.name", "value": {"stringValue": "crumb"}} in rs["resource"]["attributes"]
    (ss,) = rs["scopeSpans"]
    all_spans = ss["spans"]
    root = all_spans[0]
    assert root["name"] == "crumb.session" and "parentSpanId" not in root
    assert [s["name"] for s in all_spans[1:]] == ["spawn planner-lead", "spawn builder", "qa_check", "spawn verifier"]
    assert {s["traceId"] for s in all_spans} == {trace_id(partial_session)}
    assert re.fullmatch(r"[0-9a-f]{32}", root["traceId"]) and root["traceId"] != "0" * 32
    ids = [s["spanId"] for s in all_spans]
    assert len(set(ids)) == len(ids) and all(re.fullmatch(r"[0-9a-f]{16}", i) for i in ids)
    for s in all_spans:
        assert isinstance(s["startTimeUnixNano"], str) and int(s["endTimeUnixNano"]) >= int(s["startTimeUnixNano"])
        for kv in s["attributes"]:
            assert set(kv) == {"key", "value"} and len(kv["value"]) == 1
    builder = next(s for s in all_spans if s["name"] == "spawn builder")
    wake = next(e for e in events if e.kind == "agent.wake" and e.actor == "builder")
    stop = next(e for e in events if e.kind == "agent.stop" and e.actor == "builder")
    assert (int(builder["startTimeUnixNano"]), int(builder["endTimeUnixNano"])) == (ts_ns(wake.ts), ts_ns(stop.ts))
    qa = next(s for s in all_spans if s["name"] == "qa_check")
    assert int(qa["endTimeUnixNano"]) - int(qa["startTimeUnixNano"]) == 900 * 10**6


def test_the_trace_id_is_the_session_ulid_and_another_id_still_gets_32_hex():
    assert trace_id("01ARZ3NDEKTSV4RRFFQ69G5FAV") == "01563e3ab5d3d6764c61efb99302bd5b"
    assert re.fullmatch(r"[0-9a-f]{32}", trace_id("not-a-ulid"))


def test_the_chrome_trace_has_complete_events_in_microseconds_on_one_thread_per_actor(
    settings: Settings, partial_session
):
    events = _events(settings, partial_session)
    doc = chrome_trace(events)
    xs = [e for e in doc["traceEvents"] if e["ph"] == "X"]
    assert len(xs) == 4 and all(isinstance(e["ts"], int) and isinstance(e["dur"], int) for e in xs)
    builder = next(e for e in xs if e["name"] == "spawn builder")
    assert builder["dur"] == 2_000_000  # wake at :07, stop at :09 in the fixture
    names = {e["tid"]: e["args"]["name"] for e in doc["traceEvents"] if e["ph"] == "M" and e["name"] == "thread_name"}
    assert names[builder["tid"]] == "builder" and len({e["tid"] for e in xs}) == 4


@pytest.mark.parametrize("name", ["transcript-pass-cat-puzzle.jsonl", "transcript-fail-qa.jsonl"])
def test_the_original_transcripts_export_with_spans_that_start_at_the_wake_not_the_stop(name):
    events = [parse_event(line) for line in (fixture_dir() / name).read_text().splitlines() if line.strip()]
    doc = otel_trace(events)
    for s in doc["resourceSpans"][0]["scopeSpans"][0]["spans"]:
        assert int(s["endTimeUnixNano"]) >= int(s["startTimeUnixNano"])
    first_stop = next(e for e in events if e.kind == "agent.stop")
    first_spawn = next(s for s in spans(events) if s.kind == "spawn")
    assert first_spawn.end_ns == ts_ns(first_stop.ts) and first_spawn.start_ns < first_spawn.end_ns
    json.dumps(chrome_trace(events))


def test_crumb_export_writes_the_file_asked_for(env: Settings, partial_session, tmp_path: Path, capsys):
    out = tmp_path / "t" / "otel.json"
    assert main(["export", partial_session, "--format", "otel", "--out", str(out)]) == 0
    assert json.loads(out.read_text())["resourceSpans"]
    assert main(["export", partial_session, "--format", "chrome"]) == 0
    assert json.loads(capsys.readouterr().out)["traceEvents"]


def test_crumb_export_of_an_unknown_session_exits_2_as_every_command_does(env: Settings, capsys):
    assert main(["export", "01JNOPENOPENOPENOPENOPENOP"]) == 2
    assert "no session 01JNOPENOPENOPENOPENOPENOP" in capsys.readouterr().err


def test_release_freezes_the_artifacts_with_hashes_and_sends_version_released(
    env: Settings, redis_client, monkeypatch, capsys
):
    """A stack with no coordinator running: the draft is sent and waits; release still exits 0."""
    monkeypatch.setattr("crumb.record.WAIT_S", 0.5)  # nothing writes it: the wait runs to its end
    sid = make_session(env, verdict="PASS", finished=True)
    assert main(["release", sid, "--as", "v1"]) == 0
    assert f"version.released sent, not yet written by the stack at {env.redis_url}" in capsys.readouterr().err
    folder = env.session_dir(sid) / "releases" / "v1"
    manifest = json.loads((folder / "manifest.json").read_text())
    assert set(manifest["files"]) == {
        "game/index.html",
        "game/game.js",
        "game/assets/sprite.txt",
        "spec.json",
        "spec.md",
        "qa/desktop.png",
    }
    assert (folder / "artifacts" / "game" / "assets" / "sprite.txt").read_bytes() == b"sprite"
    assert manifest["session_id"] == sid and manifest["raw_verdict"] == "PASS"
    drafts = [json.loads(f[b"payload"]) for _i, f in redis_client.xrange(f"{env.namespace}:ingest")]
    (draft,) = [d for d in drafts if d["kind"] == "version.released"]
    assert draft["session_id"] == sid and draft["data"]["version"] == "v1" and draft["data"]["files"] == 6
    assert main(["release", sid, "--as", "v1"]) == 2  # never two releases with one name: a usage error
    assert "already exists" in capsys.readouterr().err


def test_release_without_a_reachable_stack_writes_the_folder_says_so_and_exits_4(env: Settings, monkeypatch, capsys):
    sid = make_session(env, verdict="PASS", finished=True)
    before = (env.session_dir(sid) / "transcript.jsonl").read_bytes()
    monkeypatch.setenv("CRUMB_REDIS_URL", "redis://127.0.0.1:1/0")
    assert main(["release", sid, "--as", "v2"]) == 4
    assert "version.released could not be recorded" in capsys.readouterr().err
    assert (env.session_dir(sid) / "releases" / "v2" / "manifest.json").exists()
    assert (env.session_dir(sid) / "transcript.jsonl").read_bytes() == before


def test_copy_artifacts_copies_nested_folders_and_verifies_every_hash(env: Settings, tmp_path: Path, redis_client):
    sid = make_session(env, verdict="PASS", finished=True)
    with coordinator(env, NoDispatch()):  # writes version.released: the release need not wait it out
        assert main(["release", sid, "--as", "v3"]) == 0
    for ref in (sid, f"{sid}/v3", "v3"):
        dest = tmp_path / ref.replace("/", "_")
        assert main(["copy-artifacts", ref, "--to", str(dest)]) == 0
        assert (dest / "game" / "assets" / "sprite.txt").read_bytes() == b"sprite"


def test_copy_artifacts_exits_1_naming_the_file_whose_hash_does_not_match(
    env: Settings, tmp_path: Path, redis_client, capsys
):
    sid = make_session(env, verdict="PASS", finished=True)
    with coordinator(env, NoDispatch()):
        assert main(["release", sid, "--as", "v4"]) == 0
    (env.session_dir(sid) / "releases" / "v4" / "artifacts" / "game" / "game.js").write_text("tampered")
    assert main(["copy-artifacts", f"{sid}/v4", "--to", str(tmp_path / "out")]) == 1
    assert "game/game.js" in capsys.readouterr().err
    (env.session_dir(sid) / "artifacts" / "game" / "index.html").write_text("changed after the build")
    assert main(["copy-artifacts", sid, "--to", str(tmp_path / "out2")]) == 1
    assert "game/index.html" in capsys.readouterr().err


def test_the_otel_export_parses_as_an_otlp_export_trace_service_request(settings: Settings, partial_session):
    from google.protobuf import json_format
    from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

    doc = otel_trace(_events(settings, partial_session))
    # OTLP/JSON writes ids as hex where protobuf's own JSON would use base64: convert before parsing.
    for s in doc["resourceSpans"][0]["scopeSpans"][0]["spans"]:
        for key in ("traceId", "spanId", "parentSpanId"):
            if key in s:
                s[key] = base64.b64encode(bytes.fromhex(s[key])).decode()
    msg = json_format.Parse(json.dumps(doc), ExportTraceServiceRequest())  # unknown fields or bad types raise
    spans_ = msg.resource_spans[0].scope_spans[0].spans
    assert len(spans_) == 5 and all(len(s.trace_id) == 16 and len(s.span_id) == 8 for s in spans_)
    assert all(s.end_time_unix_nano >= s.start_time_unix_nano > 0 for s in spans_)
