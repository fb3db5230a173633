"""The CLI adapters against fake CLIs on PATH that speak each real CLI's flags and stream format."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from crumb.actors import run_spawn
from crumb.core.roles import CLI_BINARIES
from tests.waiting import wait_until

from .conftest import error_body, kinds, spawn_effect, validated

FAKE = Path(__file__).with_name("fake_cli.py")
CLI_ADAPTERS = CLI_BINARIES


@pytest.fixture
def fake_bin(tmp_path, monkeypatch):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for binary in CLI_ADAPTERS.values():
        script = bin_dir / binary
        script.write_text(
            f"#!{sys.executable}\nimport runpy\nrunpy.run_path({str(FAKE)!r}, init_globals={{'CLI_NAME': {binary!r}}}, run_name='__main__')\n"
        )
        script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("FAKE_CLI_LOG", str(tmp_path / "call.json"))
    monkeypatch.setenv("FAKE_CLI_PIDS", str(tmp_path / "pids"))
    return tmp_path


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


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie still answers kill(0); it is dead for our purpose.
    stat = Path(f"/proc/{pid}/stat")
    return stat.exists() and stat.read_text().split()[2] != "Z"


def test_a_hung_cli_that_ignores_sigterm_is_killed_with_its_children(fake_bin, fast, monkeypatch):
    monkeypatch.setenv("FAKE_CLI_MODE", "hang")
    drafts = run_spawn(spawn_effect("builder", "codex"), fast.replace(spawn_idle_timeout_s=2.0))
    assert error_body(drafts) == "per_spawn_timeout: adapter codex silent for 2s (process group killed)"
    assert drafts[-1]["data"]["timed_out"] == "idle"
    pids = [int(p) for p in (fake_bin / "pids").read_text().split()]
    wait_until(lambda: not any(_alive(p) for p in pids), 10, "the hung CLI and its children gone")


def test_the_wall_clock_stops_a_cli_that_keeps_talking(fake_bin, fast, monkeypatch):
    monkeypatch.setenv("FAKE_CLI_MODE", "hang")
    drafts = run_spawn(spawn_effect("builder", "gemini-cli"), fast.replace(spawn_timeout_min=0.02))
    assert error_body(drafts).startswith("per_spawn_timeout: adapter gemini-cli exceeded 0.02 min wall clock")


def test_a_child_left_behind_by_a_finished_cli_is_killed(fake_bin, fast, monkeypatch):
    monkeypatch.setenv("FAKE_CLI_MODE", "orphan")
    drafts = run_spawn(spawn_effect("builder", "claude-code"), fast)
    assert drafts[-1]["data"]["exit_code"] == 0
    pids = [int(p) for p in (fake_bin / "pids").read_text().split()]
    wait_until(lambda: not any(_alive(p) for p in pids), 10, "the orphaned child killed")
    assert not (fake_bin / "pids.natural-end").exists(), "the spawn waited for the orphan instead of killing it"


def test_a_missing_cli_is_an_error_that_says_what_to_do(fast, monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    drafts = run_spawn(spawn_effect("planner-lead", "claude-code"), fast)
    validated(drafts)
    assert error_body(drafts).startswith("claude not found on PATH: install it")
