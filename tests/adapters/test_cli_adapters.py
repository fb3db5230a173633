"""The CLI adapters against fake CLIs on PATH that speak each real CLI's flags and stream format."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from crumb.actors import run_spawn
from crumb.core.roles import CLI_BINARIES
from tests.waiting import wait_until

from .conftest import error_body, kinds, spawn_effect, validated

CLI_ADAPTERS = CLI_BINARIES


def _call(fake_bin: Path) -> dict:
    return json.loads((fake_bin / "call.json").read_text())


@pytest.mark.parametrize("adapter", CLI_ADAPTERS)
@pytest.mark.parametrize("actor", ["planner-lead", "builder", "verifier"])
def test_a_cli_agent_that_writes_its_files_gives_the_outcome(adapter, actor, fake_bin, fast):
    taps = []
    drafts = run_spawn(spawn_effect(actor, adapter, "some-model#high"), fast, emit=taps.append)
    validated(drafts + taps)
    outcome = {"planner-lead": ["spec"], "builder": ["artifact.created", "build"], "verifier": ["judge.score"]}[actor]
    assert kinds(drafts) == [*outcome, "agent.stop"], drafts[0]
    call = _call(fake_bin)
    workspace = fast.session_dir("S1") / "workspaces" / actor
    assert Path(call["cwd"]) == workspace and call["actor"] == actor
    assert "## Output contract" in call["prompt"]
    assert "some-model" in call["argv"]
    assert ("high" in " ".join(call["argv"])) == (adapter != "gemini-cli")  # gemini has no effort flag
    tool_taps = [t for t in taps if t["kind"] == "tool.call"]
    assert tool_taps and all(t["metadata"]["visibility"] == "private" for t in tool_taps)
    assert any(t["data"].get("path") for t in tool_taps)
    stop = drafts[-1]["metadata"]
    assert (stop["tokens_in"], stop["tokens_out"]) == (1200, 340)
    assert drafts[0]["metadata"]["harness"] == adapter and drafts[0]["metadata"]["adapter"] == adapter
    if adapter == "claude-code":
        assert stop["cost_usd"] == pytest.approx(0.0123) and stop["model"] == "claude-fake-1"


@pytest.mark.parametrize("adapter", CLI_ADAPTERS)
def test_malformed_stream_lines_are_skipped(adapter, fake_bin, fast, monkeypatch):
    monkeypatch.setenv("FAKE_CLI_MODE", "malformed")
    drafts = run_spawn(spawn_effect("verifier", adapter), fast)
    assert kinds(drafts) == ["judge.score", "agent.stop"]


@pytest.mark.parametrize("adapter", CLI_ADAPTERS)
def test_a_non_zero_exit_is_an_error_with_the_reason(adapter, fake_bin, fast, monkeypatch):
    monkeypatch.setenv("FAKE_CLI_MODE", "fail")
    drafts = run_spawn(spawn_effect("builder", adapter), fast)
    validated(drafts)
    assert error_body(drafts) == f"adapter {adapter} exited 3: boom: not logged in"
    assert drafts[-1]["data"]["exit_code"] == 3
    assert "boom" in (fast.session_dir("S1") / "workspaces/builder/stderr.log").read_text()


def _fakes_alive(fake_bin: Path) -> list[int]:
    """The live processes of this test's fake CLI, found by the environment they carry: a confined
    agent sees its own pid namespace, so the pids it writes are not the host's."""
    assert (fake_bin / "pids").read_text().split(), "the fake CLI never started its child"
    marker = f"FAKE_CLI_PIDS={fake_bin / 'pids'}".encode()
    alive = []
    for proc in Path("/proc").iterdir():
        try:
            environ = (proc / "environ").read_bytes().split(b"\0")
            state = (proc / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue  # not a process, or gone
        if marker in environ and state != "Z":  # a zombie still has /proc; it is dead for our purpose
            alive.append(int(proc.name))
    return alive


def test_a_hung_cli_that_ignores_sigterm_is_killed_with_its_children(fake_bin, fast, monkeypatch):
    monkeypatch.setenv("FAKE_CLI_MODE", "hang")
    drafts = run_spawn(spawn_effect("builder", "codex"), fast.replace(spawn_idle_timeout_s=2.0))
    assert error_body(drafts) == "per_spawn_timeout: adapter codex silent for 2s (process group killed)"
    assert drafts[-1]["data"]["timed_out"] == "idle"
    wait_until(lambda: not _fakes_alive(fake_bin), 10, "the hung CLI and its children gone")


def test_the_wall_clock_stops_a_cli_that_keeps_talking(fake_bin, fast, monkeypatch):
    monkeypatch.setenv("FAKE_CLI_MODE", "hang")
    drafts = run_spawn(spawn_effect("builder", "gemini-cli"), fast.replace(spawn_timeout_min=0.02))
    assert error_body(drafts).startswith("per_spawn_timeout: adapter gemini-cli exceeded 0.02 min wall clock")


def test_a_child_left_behind_by_a_finished_cli_is_killed(fake_bin, fast, monkeypatch):
    monkeypatch.setenv("FAKE_CLI_MODE", "orphan")
    drafts = run_spawn(spawn_effect("builder", "claude-code"), fast)
    assert drafts[-1]["data"]["exit_code"] == 0
    wait_until(lambda: not _fakes_alive(fake_bin), 10, "the orphaned child killed")
    assert not (fake_bin / "pids.natural-end").exists(), "the spawn waited for the orphan instead of killing it"


def test_a_missing_cli_is_an_error_that_says_what_to_do(fast, monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    drafts = run_spawn(spawn_effect("planner-lead", "claude-code"), fast)
    validated(drafts)
    assert error_body(drafts).startswith("claude not found on PATH: install it")


def test_a_cli_found_on_a_relative_path_entry_still_runs_in_its_workspace(fake_bin, fast, monkeypatch):
    # "bin" means the worker's folder, not the agent's workspace where the CLI starts.
    monkeypatch.chdir(fake_bin)
    monkeypatch.setenv("PATH", f"bin{os.pathsep}{os.environ['PATH']}")
    drafts = run_spawn(spawn_effect("builder", "codex"), fast)
    assert kinds(drafts) == ["artifact.created", "build", "agent.stop"], drafts
