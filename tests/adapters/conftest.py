"""Helpers for the adapter contract tests: effects, settings with short timeouts, draft checks."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

from crumb.config import Settings
from crumb.core.effects import Spawn
from crumb.core.events import Event, complete_draft
from crumb.core.roles import CLI_BINARIES
from crumb.ids import new_id, now_iso

SPEC = {
    "title": "Tiny Dodge",
    "genre": "arcade",
    "pitch": "dodge the falling rocks",
    "controls": {"keys": ["ArrowLeft", "ArrowRight"], "pointer": True, "start": ["Space"]},
    "acceptance_criteria": [
        {
            "id": "AC-1",
            "text": "starts",
            "action": "window.__crumb.start()",
            "predicate": "window.__crumb.state === 'playing'",
        }
    ],
}
QA = {"exec_exit_code": 0, "checks": [{"name": "boot", "status": "pass"}], "build_event_id": "x"}
INPUTS = {
    "planner-lead": {"goal": "a dodge game with falling rocks", "feedback": []},
    "builder": {"goal": "a dodge game", "spec": SPEC, "feedback": ["make the rocks faster"]},
    "verifier": {"goal": "a dodge game", "spec": SPEC, "qa": QA, "build": {"entry": "artifacts/game/index.html"}},
}


def spawn_effect(
    actor: str,
    adapter: str,
    model: str | None = None,
    *,
    inputs: dict | None = None,
    session_id: str = "S1",
    eid: str | None = None,
    **kw: Any,
) -> Spawn:
    return Spawn(
        id=eid or f"{new_id()}.0",
        type="spawn",
        session_id=session_id,
        cause_id="C",
        actor=actor,
        adapter=adapter,
        model=model,
        inputs=INPUTS[actor] if inputs is None else inputs,
        **kw,
    )


def validated(drafts: list[dict[str, Any]]) -> list[Event]:
    """Every draft must be a valid CRUMB event once id and ts are filled."""
    return [complete_draft(d, new_id=new_id(), now=now_iso()) for d in drafts]


def kinds(drafts: list[dict[str, Any]]) -> list[str]:
    return [d["kind"] for d in drafts]


def error_body(drafts: list[dict[str, Any]]) -> str:
    errors = [d for d in drafts if d["kind"] == "error"]
    assert errors, f"expected an error draft, got {kinds(drafts)}"
    return errors[0]["body"]


@pytest.fixture
def fast(settings: Settings) -> Settings:
    """Settings with timeouts short enough for tests."""
    return settings.replace(spawn_timeout_min=0.5, spawn_idle_timeout_s=10.0)


FAKE_CLI = Path(__file__).with_name("fake_cli.py")


@pytest.fixture
def fake_bin(tmp_path, monkeypatch):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for binary in CLI_BINARIES.values():
        script = bin_dir / binary
        script.write_text(
            f"#!{sys.executable}\nimport runpy\nrunpy.run_path({str(FAKE_CLI)!r}, init_globals={{'CLI_NAME': {binary!r}}}, run_name='__main__')\n"
        )
        script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("FAKE_CLI_LOG", str(tmp_path / "call.json"))
    monkeypatch.setenv("FAKE_CLI_PIDS", str(tmp_path / "pids"))
    return tmp_path
