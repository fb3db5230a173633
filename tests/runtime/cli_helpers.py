"""Helpers for the CLI-level runtime tests: clean environments, process-tree sampling, `crumb` calls."""

from __future__ import annotations

import json
import os
import signal
import socket
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
    # `crumb` and `celery` are on the PATH, as after `pip install` (honcho runs the Procfile's words)
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
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
    proc = subprocess.Popen(
        argv,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        stdin=subprocess.DEVNULL,
        start_new_session=True,
    )
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
    return subprocess.run(
        [*CRUMB, *args], env=env, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_done(sid: str, env: dict[str, str], timeout_s: float = 240, alive=lambda: True) -> dict:
    """Poll `crumb status SID --json` until the session is done; return its row."""
    deadline = time.monotonic() + timeout_s
    row: dict = {}
    while time.monotonic() < deadline:
        if not alive():
            raise AssertionError(f"the stack stopped before session {sid} was done: {row}")
        done = crumb("status", sid, "--json", env=env)
        if done.returncode == 0:
            row = json.loads(done.stdout)
            if row["status"] == "done":
                return row
        time.sleep(0.5)
    raise AssertionError(f"session {sid} not done after {timeout_s}s: {row}")


def worker_until_exec(monkeypatch: pytest.MonkeyPatch, queues: str) -> None:
    """``crumb worker -Q queues`` up to the moment it would ``exec`` Celery (it does not)."""
    import argparse

    from crumb.cli import stack_cmds

    class Exec(Exception):
        pass

    def execve(*a: object) -> None:
        raise Exec

    monkeypatch.setattr(stack_cmds.os, "execve", execve)
    try:
        stack_cmds.cmd_worker(argparse.Namespace(queues=queues, concurrency=None, pool=None, loglevel=None))
    except Exec:
        return
    raise AssertionError(f"crumb worker -Q {queues} returned without starting Celery")
