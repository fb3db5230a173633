"""JSON nested past what Python's reader follows (``[[[[…`` a few thousand deep, 60 KB): ``json.loads``
raises ``RecursionError``, which is no ``ValueError``, so every ``except ValueError`` at the boundary let
it through. Each test sends it where the house reads JSON from outside (a person's browser, the
ingest stream, an agent's files and stdout, a transcript edited on disk) and asserts the answer names
the nesting; each failed on the code before :data:`crumb.core.json_in.MAX_DEPTH` (a 500, a traceback
logged as the coordinator's own defect, a spawn that raised, a coordinator that could not start)."""

from __future__ import annotations

import json
import logging

import pytest

from crumb import bus, transcript
from crumb.core.effects import Spawn
from crumb.core.json_in import MAX_DEPTH
from tests.proofs.conftest import Records
from tests.proofs.test_hardening_ingest import Stage
from tests.web.sessions import make_session

pytestmark = [pytest.mark.proofs]

DEEP = "[" * 30_000 + "]" * 30_000  # 60 KB: inside the dashboard's 64 KB body limit
DEEP_OBJECT = '{"a":' * 10_000 + "1" + "}" * 10_000  # 60 KB too
NESTED = "nested more than"  # what every answer says


def _past_the_bound() -> str:
    """Readable by Python (well under its recursion limit), past the house's bound."""
    return '{"a": ' * (MAX_DEPTH + 5) + "1" + "}" * (MAX_DEPTH + 5)


# -- a person's browser ---------------------------------------------------------------------------------


@pytest.mark.redis
@pytest.mark.parametrize("body", [DEEP, DEEP_OBJECT, '{"line": ' + DEEP + "}"], ids=["array", "object", "in-a-field"])
def test_a_dashboard_body_nested_past_the_bound_is_a_400_saying_so(settings, redis_client, body):
    from web import create_app

    sid = make_session(settings)
    app = create_app(settings)  # not TESTING: an exception is the 500 a browser would get
    client = app.test_client()
    client.environ_base["HTTP_X_CRUMB_TOKEN"] = app.config["CRUMB_TOKEN"]
    for path in ("/api/sessions", f"/api/sessions/{sid}/say"):
        resp = client.post(path, data=body, content_type="application/json")
        assert resp.status_code == 400, (path, resp.status_code, resp.get_data(as_text=True)[:300])
        assert NESTED in resp.get_json()["error"], resp.get_json()


def test_a_websocket_message_nested_past_the_bound_is_answered_naming_the_nesting():
    from crumb.errors import InterventionError
    from web.socket import _ws_line

    for message in (DEEP, _past_the_bound()):
        with pytest.raises(InterventionError) as info:
            _ws_line(message)
        assert NESTED in str(info.value), str(info.value)


# -- the ingest stream -----------------------------------------------------------------------------------


@pytest.mark.redis
def test_an_ingest_entry_nested_past_the_bound_is_refused_naming_it_and_the_loop_goes_on(settings, redis_client):
    stage = Stage(settings, redis_client)
    named = '{"session_id": "' + stage.sid + '", "kind": "note", "data": ' + _past_the_bound() + "}"
    with Records("crumb.coordinator") as logs:
        unsigned = stage.xadd({"type": "draft", "payload": DEEP})
        signed = stage.xadd(bus.sign(settings, {"type": "draft", "payload": named}))
        stage.step()
    said = logs.text()
    assert "could not be handled" not in said, "a nested entry was handled as the coordinator's own defect"
    assert unsigned in said and NESTED in said, said[-600:]
    errors = [e.body or "" for e in stage.events() if e.kind == "error"]
    assert any(signed in b and NESTED in b for b in errors), errors
    assert stage.pending() == 0
    # The loop goes on: a person's line after them is taken.
    bus.submit_draft(settings, {"session_id": stage.sid, "from": "user", "kind": "note", "body": "still here"})
    stage.step()
    assert any(e.kind == "note" and e.body == "still here" for e in stage.events())


# -- an agent's files and stdout -------------------------------------------------------------------------


def _spawn(actor: str) -> Spawn:
    sid = "01KAAAAAAAAAAAAAAAAAAAAAAA"
    return Spawn(
        id=f"{sid}.0", type="spawn", session_id=sid, cause_id=sid, actor=actor, adapter="mock", inputs={"goal": "g"}
    )


@pytest.mark.parametrize("text", [DEEP, '{"D1": ' + DEEP + "}", _past_the_bound()], ids=["deep", "field", "bound"])
def test_a_verdict_json_nested_past_the_bound_is_the_verifiers_error_naming_the_file(settings, monkeypatch, text):
    from crumb.actors import run_spawn
    from crumb.adapters.base import SpawnResult

    class Nester:
        def run(self, req):
            (req.workspace / "verdict.json").write_text(text)
            return SpawnResult(exit_code=0)

    monkeypatch.setattr("crumb.actors.get_adapter", lambda name, s=None: Nester())
    drafts = run_spawn(_spawn("verifier"), settings)  # raised RecursionError out of the task before
    assert [(d["from"], d["kind"]) for d in drafts] == [("verifier", "error"), ("verifier", "agent.stop")]
    assert "verdict.json" in drafts[0]["body"] and NESTED in drafts[0]["body"], drafts[0]["body"]
    assert drafts[0]["data"]["reason"] == "invalid_output"


def test_a_note_nested_past_the_bound_in_an_agents_events_file_is_audited_and_the_next_one_kept(settings, tmp_path):
    from crumb.actors import AGENT_EVENTS_FILE, _Stamp, forward_agent_events

    path = tmp_path / AGENT_EVENTS_FILE
    lines = [DEEP, '{"kind": "note", "body": "x", "data": ' + _past_the_bound() + "}", '{"kind": "note", "body": "ok"}']
    path.write_text("\n".join(lines) + "\n")
    drafts = forward_agent_events(path, "builder", _Stamp(_spawn("builder"), "mock"), settings)
    assert [d["kind"] for d in drafts] == ["audit", "audit", "note"], drafts
    for audit in drafts[:2]:
        assert audit["data"]["violation"] == "malformed_draft" and NESTED in audit["body"], audit["body"]
    assert drafts[2]["body"] == "ok"


def test_a_line_of_an_agents_stdout_nested_past_the_bound_is_counted_malformed():
    from crumb.adapters.streams import ClaudeStream

    parser = ClaudeStream()
    assert parser.feed(DEEP_OBJECT) is None  # raised RecursionError inside the adapter before
    assert parser.usage.malformed == 1


# -- a transcript edited on disk ----------------------------------------------------------------------


@pytest.mark.redis
def test_a_transcript_line_nested_past_the_bound_is_unreadable_naming_the_line_and_the_stack_starts(
    settings, redis_client
):
    from crumb.coordinator import Coordinator
    from crumb.errors import TranscriptError
    from tests.executors import RecordingExecutor
    from web import create_app

    bad, good = make_session(settings), make_session(settings)
    path = settings.session_dir(bad) / transcript.TRANSCRIPT_FILE
    first = json.loads(path.read_bytes().splitlines()[0])
    edited = json.dumps({**first, "id": "01KAAAAAAAAAAAAAAAAAAAAAAB"})[:-1] + ', "data": ' + DEEP_OBJECT + "}"
    with path.open("a") as fh:
        fh.write(edited + "\n")
    with pytest.raises(TranscriptError) as info:
        transcript.read_events(path, repair=False)
    assert NESTED in str(info.value) and info.value.line is not None, str(info.value)

    with Records("crumb.coordinator") as logs:
        coordinator = Coordinator(settings, RecordingExecutor())
        coordinator.ensure_group()
        coordinator.start()  # RecursionError out of start(): the coordinator died, and again on restart
    assert coordinator.state(good) is not None and coordinator.state(bad) is None
    assert any(bad in r.getMessage() and NESTED in r.getMessage() for r in logs.records if r.levelno >= logging.ERROR)

    client = create_app(settings).test_client()
    client.environ_base["HTTP_X_CRUMB_TOKEN"] = client.application.config["CRUMB_TOKEN"]
    listed = client.get("/api/sessions")
    assert listed.status_code == 200, listed.get_data(as_text=True)[:300]
    assert good in listed.get_data(as_text=True)
