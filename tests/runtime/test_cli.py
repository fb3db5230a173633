"""`crumb run` and the commands around it, as a person runs them: real processes, no fakes but the LLM.

One offline `crumb run` (embedded server, coordinator, one worker, the `local` adapters) is shared by
the tests of this module; a sampler records every process that ran under it, so the tests can
prove that none is left behind.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

CRUMB = [sys.executable, "-m", "crumb"]
GOAL = "a 60-second match-3 with a combo bonus"
STATUS_KEYS = {"session_id", "status", "stage", "verdict", "reason", "aggregate", "goal"}


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CRUMB_", "FLOWER_"))}
    return env | {"CRUMB_HOME": str(home), "PYTHONUNBUFFERED": "1"} | extra


def _start_time(pid: int) -> str | None:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        return None


def _children_map() -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                ppid = int((d / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            out.setdefault(ppid, []).append(int(d.name))
    return out


def descendants(pid: int) -> set[int]:
    tree, seen, todo = _children_map(), set(), [pid]
    while todo:
        for child in tree.get(todo.pop(), []):
            if child not in seen:
                seen.add(child)
                todo.append(child)
    return seen


def alive(pid: int, started: str | None) -> bool:
    """True when the process is still there (same start time, so not a reused pid) and not a zombie."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    state = stat.rsplit(")", 1)[1].split()[0]
    return state != "Z" and _start_time(pid) == started


@dataclass
class Watched:
    """A `crumb` process and every descendant seen while it ran."""

    proc: subprocess.Popen
    seen: dict[int, str | None] = field(default_factory=dict)
    stdout: str = ""
    stderr: str = ""

    def survivors(self) -> list[int]:
        return [pid for pid, started in self.seen.items() if alive(pid, started)]


def run_watched(argv: list[str], env: dict[str, str], *, timeout_s: float = 240, on_stderr=None) -> Watched:
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            stdin=subprocess.DEVNULL, start_new_session=True)
    w = Watched(proc)
    err_lines: list[str] = []

    def read_err() -> None:
        for line in proc.stderr:  # type: ignore[union-attr]
            err_lines.append(line)
            if on_stderr:
                on_stderr(line, proc)

    reader = threading.Thread(target=read_err, daemon=True)
    reader.start()
    out_chunks: list[str] = []
    out_reader = threading.Thread(target=lambda: out_chunks.append(proc.stdout.read()), daemon=True)  # type: ignore[union-attr]
    out_reader.start()
    deadline = time.monotonic() + timeout_s
    try:
        while proc.poll() is None:
            for pid in descendants(proc.pid):
                w.seen.setdefault(pid, _start_time(pid))
            if time.monotonic() > deadline:
                raise AssertionError(f"{argv} still running after {timeout_s}s:\n{''.join(err_lines)[-3000:]}")
            time.sleep(0.05)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            for pid in w.seen:
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            proc.wait()
    out_reader.join(10)
    reader.join(10)
    w.stdout, w.stderr = "".join(out_chunks), "".join(err_lines)
    return w


def crumb(*args: str, env: dict[str, str], timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([*CRUMB, *args], env=env, capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


@pytest.fixture(scope="module")
def offline_run(tmp_path_factory):
    home = tmp_path_factory.mktemp("crumb-run") / "home"
    w = run_watched([*CRUMB, "run", "--goal", GOAL, "--json"], clean_env(home))
    time.sleep(0.5)  # a process the kernel is still reaping is not a survivor
    return home, w


def test_crumb_run_takes_a_goal_to_pass_offline_on_an_embedded_server(offline_run):
    home, w = offline_run
    assert w.proc.returncode == 0, w.stderr[-3000:]
    result = json.loads(w.stdout)
    assert set(result) == {"session_id", "verdict", "reason", "aggregate", "game", "transcript"}
    assert result["verdict"] == "PASS" and result["reason"] == "verdict_pass"
    game = Path(result["game"])
    assert game == home / "sessions" / result["session_id"] / "artifacts" / "game" / "index.html"
    assert game.stat().st_size > 0
    assert Path(result["transcript"]).exists()
    assert 24 <= result["aggregate"] <= 30


def test_crumb_run_shows_progress_one_line_per_stage_on_stderr(offline_run):
    _home, w = offline_run
    lines = [line for line in w.stderr.splitlines() if line.startswith("[")]
    stages = " ".join(lines)
    for expected in ("planner-lead · planning", "builder · building", "qa · checking the build", "verifier · judging"):
        assert expected in stages, w.stderr
    assert "\r" not in w.stderr  # no spinner without a terminal


def test_crumb_run_leaves_no_process_behind(offline_run):
    _home, w = offline_run
    names = {pid: Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")[:80] for pid in w.survivors()
             if Path(f"/proc/{pid}").exists()}
    assert len(w.seen) >= 3, "the sampler saw no server, worker and coordinator"
    assert names == {}


def test_status_and_ls_read_the_finished_session_with_no_stack_running(offline_run):
    home, w = offline_run
    sid = json.loads(w.stdout)["session_id"]
    env = clean_env(home)
    status = crumb("status", sid, "--json", env=env)
    assert status.returncode == 0, status.stderr
    row = json.loads(status.stdout)
    assert set(row) == STATUS_KEYS
    assert row | {"aggregate": None} == {"session_id": sid, "status": "done", "stage": "done", "verdict": "PASS",
                                         "reason": "verdict_pass", "aggregate": None, "goal": GOAL}
    listed = crumb("ls", "--json", env=env)
    assert listed.returncode == 0, listed.stderr
    rows = json.loads(listed.stdout)
    assert [r["session_id"] for r in rows] == [sid]
    assert set(rows[0]) == STATUS_KEYS


def test_crumb_say_refuses_a_malformed_line_with_exit_2_and_the_reason(tmp_path):
    done = crumb("say", "01ARZ3NDEKTSV4RRFFQ69G5FAV", "/goto nobody", env=clean_env(tmp_path))
    assert done.returncode == 2
    assert "/goto needs <actor>" in done.stderr and "usage: /goto" in done.stderr


def test_a_command_that_needs_a_stack_says_how_to_get_one_and_exits_4(tmp_path):
    done = crumb("submit", "--goal", GOAL, env=clean_env(tmp_path))
    assert done.returncode == 4
    assert "crumb up" in done.stderr and "--redis" in done.stderr


def test_status_of_an_unknown_session_is_a_usage_error(tmp_path):
    done = crumb("status", "NOPE", "--json", env=clean_env(tmp_path))
    assert done.returncode == 2 and "no session NOPE" in done.stderr


def test_every_runtime_command_has_help():
    from crumb.cli import build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    for name in ("run", "up", "submit", "ls", "status", "tail", "say", "resume", "coordinator", "worker", "procfile"):
        assert sub.choices[name].format_help().strip(), name
        assert any(name == c.dest for c in sub._choices_actions) and next(
            c for c in sub._choices_actions if c.dest == name).help, name
