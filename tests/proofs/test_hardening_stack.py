"""Issue 16, the stack around the coordinator: agents never touch Redis, logs are short and on by
default at WARNING, and the compose file starts. Each test failed on the code before the fix."""

from __future__ import annotations

import io
import json
import logging
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from crumb.connections import keys
from crumb.core.effects import Spawn

pytestmark = [pytest.mark.proofs]
ROOT = Path(__file__).resolve().parents[2]


# -- 1. agents never touch Redis ------------------------------------------------------------------------


def _spawn(sid: str = "S1", actor: str = "builder") -> Spawn:
    return Spawn(
        id=f"{sid}E.0", type="spawn", session_id=sid, cause_id=f"{sid}E", actor=actor, adapter="codex", inputs={}
    )


def _agent_env(settings, monkeypatch) -> dict[str, str]:
    """The environment an agent process gets from a worker that itself knows Redis and the token."""
    from crumb.actors import _agent_env as worker_side
    from crumb.adapters.base import inherited_env

    monkeypatch.setenv("CRUMB_REDIS_URL", settings.redis_url)
    monkeypatch.setenv("CRUMB_WEB_TOKEN", "w" * 32)
    monkeypatch.setenv("CELERY_BROKER_URL", settings.redis_url)
    return inherited_env(worker_side(_spawn(), "codex", settings))


@pytest.mark.redis
def test_an_agents_environment_carries_no_redis_url_and_no_key(settings, redis_client, monkeypatch):
    env = _agent_env(settings, monkeypatch)
    leaks = {
        k: v
        for k, v in env.items()
        if "redis://" in v
        or "ingest.key" in v
        or k in ("CRUMB_REDIS_URL", "CRUMB_WEB_TOKEN", "CRUMB_HOME", "CRUMB_NAMESPACE")
    }
    assert leaks == {}, f"an agent could reach Redis or the house's key: {sorted(leaks)}"
    assert (env["CRUMB_SESSION_ID"], env["CRUMB_ACTOR"], env["CRUMB_EFFECT_ID"]) == ("S1", "builder", "S1E.0")


@pytest.mark.redis
def test_crumb_event_in_an_agent_hands_its_note_to_the_worker_which_stamps_it(settings, redis_client, monkeypatch):
    from crumb.actors import AGENT_EVENTS_FILE, _Stamp, forward_agent_events

    env = _agent_env(settings, monkeypatch)
    workspace = Path(env["CRUMB_WORKSPACE"])
    workspace.mkdir(parents=True)

    def run(text):
        return subprocess.run(
            [sys.executable, "-m", "crumb", "event"],
            input=text,
            env=env,
            cwd=workspace,
            capture_output=True,
            text=True,
            timeout=60,
        )

    note = run(json.dumps({"kind": "note", "body": "the paddle is too fast"}))
    assert note.returncode == 0, note.stderr
    huge = run(json.dumps({"kind": "note", "body": "x" * (settings.max_draft_bytes + 1)}))
    assert huge.returncode == 2 and "too large" in huge.stderr
    assert redis_client.exists(keys(settings).ingest) == 0, "the agent wrote to the ingest stream itself"
    lines = (workspace / AGENT_EVENTS_FILE).read_text().splitlines()
    assert len(lines) == 1, "the oversize note was queued anyway"
    drafts = forward_agent_events(workspace / AGENT_EVENTS_FILE, "builder", _Stamp(_spawn(), "codex"), settings)
    assert [(d["from"], d["kind"], d["body"]) for d in drafts] == [("builder", "note", "the paddle is too fast")]
    assert drafts[0]["metadata"]["effect_id"] == "S1E.0"


def test_an_oversize_line_an_agent_writes_itself_is_refused_by_the_worker_with_an_audit(settings, tmp_path):
    from crumb.actors import AGENT_EVENTS_FILE, _Stamp, forward_agent_events

    path = tmp_path / AGENT_EVENTS_FILE
    path.write_text(
        json.dumps({"kind": "note", "body": "y" * (settings.max_draft_bytes * 2)})
        + "\n"
        + json.dumps({"kind": "note", "body": "short"})
        + "\n"
    )
    drafts = forward_agent_events(path, "builder", _Stamp(_spawn(), "codex"), settings)
    assert [d["kind"] for d in drafts] == ["audit", "note"]
    assert "too large" in drafts[0]["body"] and len(json.dumps(drafts[0])) < 4096


def test_an_agent_output_too_large_for_an_event_is_its_error_before_it_reaches_the_stream(settings, monkeypatch):
    """A verdict.json (or a spec) whose evidence is megabytes long passes its contract, which bounds
    no list of evidence; as an event it would be refused by the coordinator, or, past eight times
    the limit, dropped unread with its effect still outstanding."""
    from crumb.actors import run_spawn
    from crumb.adapters.base import SpawnResult
    from crumb.adapters.mock import mock_verdict

    class Wordy:
        def run(self, req):
            # 3 MB: past max_draft_bytes (1 MiB), inside the 4 MiB an agent's verdict.json may be (703876d)
            verdict = mock_verdict({}) | {"D1": {"score": 5, "evidence": ["x" * 100_000] * 30}}
            (req.workspace / "verdict.json").write_text(json.dumps(verdict))
            return SpawnResult(exit_code=0)

    monkeypatch.setattr("crumb.actors.get_adapter", lambda name, s=None: Wordy())
    spawn = _spawn("01KAAAAAAAAAAAAAAAAAAAAAAA", "verifier").model_copy(update={"adapter": "mock"})
    drafts = run_spawn(spawn, settings)
    assert [(d["from"], d["kind"]) for d in drafts] == [("verifier", "error"), ("verifier", "agent.stop")]
    assert "verdict.json" in drafts[0]["body"] and "max_draft_bytes" in drafts[0]["body"], drafts[0]["body"]
    assert drafts[0]["data"]["reason"] == "invalid_output"
    assert len(json.dumps(drafts)) < 10_000


# -- 6. logs: WARNING by default, every line bounded -------------------------------------------------------


def test_each_process_logs_warning_and_above_by_default_and_truncates_long_lines(settings):
    from crumb.logs import configure_logging

    out = io.StringIO()
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    try:
        configure_logging(settings, stream=out)
        log = logging.getLogger("crumb.coordinator")
        log.info("an entry was dropped quietly")
        log.warning("ingest entry 1-0 dropped: %s", "z" * 5_000_000)
    finally:
        root.handlers[:], root.level = saved
    text = out.getvalue()
    assert "dropped quietly" not in text
    assert "ingest entry 1-0 dropped" in text and len(text) < 5000, len(text)
    assert re.search(r"\d+ more characters", text)


def test_the_worker_and_crumb_up_run_at_warning_by_default(settings):
    from crumb.cli.stack_cmds import worker_argv
    from crumb.upstack import _env

    assert "--loglevel=WARNING" in worker_argv(settings, ["qa"], concurrency=None, pool=None)
    assert _env(settings, None)["CRUMB_LOG_LEVEL"] == "WARNING"


# -- 9. the compose file starts ------------------------------------------------------------------------------


def interpolate(value, env: dict[str, str]):
    """docker compose's ${VAR}, ${VAR:-default} and ${VAR:?message}; a missing required one raises."""
    if isinstance(value, dict):
        return {k: interpolate(v, env) for k, v in value.items()}
    if isinstance(value, list):
        return [interpolate(v, env) for v in value]
    if not isinstance(value, str):
        return value

    def one(m: re.Match) -> str:
        name, op, arg = m.group(1), m.group(2), m.group(3) or ""
        if env.get(name):
            return env[name]
        if op == ":?":
            raise ValueError(f"required variable {name} is missing a value: {arg}")
        return arg if op == ":-" else ""

    return re.sub(r"\$\{([A-Z_][A-Z0-9_]*)(?:(:-|:\?)([^}]*))?\}", one, value)


def test_every_compose_service_passes_its_own_start_up_checks_with_the_compose_environment():
    from crumb.config import load_settings
    from crumb.procs import PROCESSES
    from web.server import check_bind

    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    with pytest.raises(ValueError, match="CRUMB_WEB_TOKEN"):
        interpolate(compose["services"]["web"]["environment"], {})  # a clear message, before anything starts
    host_env = {"CRUMB_WEB_TOKEN": "a-long-random-token-from-the-operator"}
    for proc in PROCESSES:
        env = {k: str(v) for k, v in interpolate(compose["services"][proc.name]["environment"], host_env).items()}
        settings = load_settings(env=env, config_path=None)
        assert settings.redis_url == "redis://redis:6379/0", proc.name
        if proc.argv[:2] == ("crumb", "web"):
            check_bind(settings)  # raised ConfigError before: 0.0.0.0 without a token
            published = compose["services"][proc.name]["ports"]
            for port in (settings.web_port, settings.preview_port):
                assert f"127.0.0.1:{port}:{port}" in published, f"port {port} is not published"


def test_an_agents_note_reaches_the_worker_while_the_agent_still_runs_and_only_once(settings, monkeypatch):
    """The file hand-over is live: the worker forwards a note before the agent stops, never twice."""
    import threading

    from crumb import actors
    from crumb.adapters.base import get_adapter

    sent: list[dict] = []
    seen = threading.Event()

    class Noting:
        def __init__(self, inner):
            self.inner = inner

        def run(self, req):
            with (req.workspace / "events.jsonl").open("a") as fh:
                fh.write(json.dumps({"kind": "note", "body": "halfway there"}) + "\n")
            assert seen.wait(10), "the note was not forwarded while the agent ran"
            return self.inner.run(req)

    def emit(draft):
        sent.append(draft)
        if draft["kind"] == "note":
            seen.set()

    monkeypatch.setattr("crumb.actors.get_adapter", lambda name, s=None: Noting(get_adapter(name, s)))
    effect = Spawn(
        id="S1P.0",
        type="spawn",
        session_id="S1",
        cause_id="S1P",
        actor="planner-lead",
        adapter="mock",
        inputs={"goal": "a paddle game"},
    )
    outcome = actors.run_spawn(effect, settings, emit=emit)
    live = [d for d in sent if d["kind"] == "note"]
    assert [(d["from"], d["body"]) for d in live] == [("planner-lead", "halfway there")]
    assert not any(d["kind"] == "note" for d in outcome), "the note was forwarded twice"
    assert outcome[-1]["kind"] == "agent.stop" and any(d["kind"] == "spec" for d in outcome)
