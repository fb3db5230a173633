"""A CLI agent runs with the house hidden: it cannot read the signing key, other sessions or the
worker's view of the disk through /proc, yet writes its workspace as before (crumb.adapters.confine)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from crumb.actors import run_spawn
from crumb.adapters import confine
from crumb.core.roles import CLI_BINARIES

from .conftest import kinds, spawn_effect, validated

SECRET = "the-house-signing-key-0123456789"


@pytest.fixture
def house(fast, fake_bin, monkeypatch):
    """A home with a signing key and another session's transcript, both named to the fake CLI to snoop."""
    key = fast.home / "ingest.key"
    key.write_text(SECRET)
    other = fast.session_dir("OTHER") / "transcript.jsonl"
    other.parent.mkdir(parents=True)
    other.write_text(json.dumps({"kind": "goal", "body": SECRET}) + "\n")
    monkeypatch.setenv("FAKE_CLI_SNOOP", os.pathsep.join([str(key), str(other), str(fast.home)]))
    return fast


def _wake(taps: list[dict]) -> str:
    return next(t["body"] for t in taps if t["kind"] == "agent.wake")


def _snooped(fake_bin: Path) -> dict[str, str]:
    return json.loads((fake_bin / "call.json").read_text())["snooped"]


def test_this_machine_can_confine_agents():
    assert confine.unavailable() is None  # CI runs on this kind of machine: a missing sandbox fails, never skips


@pytest.mark.parametrize("adapter", ["claude-code", "codex"])
def test_a_confined_agent_sees_only_its_workspace_and_still_builds(adapter, house, fake_bin):
    taps: list[dict] = []
    drafts = run_spawn(spawn_effect("builder", adapter), house, emit=taps.append)
    validated(drafts)
    assert kinds(drafts) == ["artifact.created", "build", "agent.stop"], drafts
    assert "not confined" not in _wake(taps)
    seen = _snooped(fake_bin)
    assert not [where for where, text in seen.items() if SECRET in text], seen
    # The home shows the way to the workspace and nothing else.
    assert seen[str(house.home)] == "sessions", seen
    call = json.loads((fake_bin / "call.json").read_text())
    # Its own pid namespace: the worker (this test's process) and the rest of the machine are not there.
    binary = str(fake_bin / "bin" / CLI_BINARIES[adapter])
    assert call["processes"] and all(binary in c for c in call["processes"]), call["processes"]
    assert call["uid"] == os.getuid() and Path(call["cwd"]) == house.session_dir("S1") / "workspaces/builder"
    game = house.session_dir("S1") / "workspaces/builder/game/index.html"
    assert game.stat().st_uid == os.getuid()  # its files are the caller's, not a namespace root's


def test_with_confinement_off_the_same_agent_reads_the_key_and_the_wake_says_so(house, fake_bin):
    taps: list[dict] = []
    drafts = run_spawn(spawn_effect("builder", "claude-code"), house.replace(agent_confine=False), emit=taps.append)
    assert kinds(drafts)[-1] == "agent.stop"
    assert _wake(taps) == "builder spawn (adapter=claude-code, not confined: agent_confine is off)"
    assert _snooped(fake_bin)[str(house.home / "ingest.key")] == SECRET  # what the confined run was kept from
    processes = json.loads((fake_bin / "call.json").read_text())["processes"]
    assert [c for c in processes if "/bin/claude" not in c]  # and the worker it was kept from seeing


@pytest.fixture
def probed_anew():
    """The machine's answer (confine.unavailable, cached per process) asked again in this test and after it."""
    confine.unavailable.cache_clear()
    yield
    confine.unavailable.cache_clear()


def test_where_namespaces_are_forbidden_the_agent_runs_in_the_open_and_says_why(
    house, fake_bin, monkeypatch, probed_anew
):
    monkeypatch.setattr(confine, "_unshare", lambda: None)
    taps: list[dict] = []
    drafts = run_spawn(spawn_effect("builder", "gemini-cli"), house, emit=taps.append)
    assert kinds(drafts) == ["artifact.created", "build", "agent.stop"]
    assert _wake(taps) == "builder spawn (adapter=gemini-cli, not confined: unshare (util-linux) is not installed)"


@pytest.mark.parametrize("why", ["agent_confine is off", "unshare (util-linux) is not installed"])
def test_with_confinement_required_an_agent_that_cannot_be_confined_is_not_run(
    why, house, fake_bin, monkeypatch, probed_anew
):
    settings = house.replace(agent_confine_required=True, agent_confine=why != "agent_confine is off")
    if "unshare" in why:
        monkeypatch.setattr(confine, "_unshare", lambda: None)
    taps: list[dict] = []
    drafts = run_spawn(spawn_effect("builder", "codex"), settings, emit=taps.append)
    validated(drafts)
    assert not (fake_bin / "call.json").exists()  # the CLI never started: it could have read the key
    assert kinds(drafts) == ["error", "agent.stop"], drafts
    assert drafts[0]["body"].startswith(
        f"not run: agent_confine_required is on and codex cannot be confined here ({why})"
    )
    assert _wake(taps) == f"builder spawn (adapter=codex, not confined: {why})"


def test_with_confinement_required_a_confinable_agent_runs_confined(house, fake_bin):
    drafts = run_spawn(spawn_effect("builder", "claude-code"), house.replace(agent_confine_required=True))
    assert kinds(drafts) == ["artifact.created", "build", "agent.stop"], drafts
    assert not [w for w, text in _snooped(fake_bin).items() if SECRET in text]


def test_a_workspace_outside_the_home_or_a_home_holding_the_users_home_is_not_confined(tmp_path, monkeypatch):
    home = tmp_path / "home"
    assert confine.why_not(home / "sessions/S/workspaces/builder", home) is None
    assert "is not inside $CRUMB_HOME" in (confine.why_not(tmp_path / "elsewhere", home) or "")
    monkeypatch.setenv("HOME", str(home / "user"))
    assert "where the agent CLIs keep their logins" in (confine.why_not(home / "sessions/S/w", home) or "")


def test_the_local_studio_runs_in_process_and_is_not_said_to_be_open(fast):
    taps: list[dict] = []
    run_spawn(spawn_effect("planner-lead", "local"), fast, emit=taps.append)
    assert _wake(taps) == "planner-lead spawn (adapter=local)"
