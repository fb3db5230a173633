"""Helpers for the runtime tests: a real Celery worker subprocess, a coordinator thread, transcripts."""

from __future__ import annotations

import dataclasses
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from crumb.config import Settings
from crumb.coordinator import Coordinator
from crumb.core.events import parse_event
from crumb.core.roles import QUEUES

REPO = Path(__file__).resolve().parents[2]
CELERY = str(Path(sys.executable).parent / "celery")
ALL_QUEUES = ",".join(QUEUES)


def settings_env(settings: Settings) -> dict[str, str]:
    """CRUMB_* variables that reproduce ``settings`` in a child process."""
    env: dict[str, str] = {}
    defaults = Settings()
    for f in dataclasses.fields(Settings):
        value = getattr(settings, f.name)
        if f.name == "home" or value != getattr(defaults, f.name):
            if value is None:
                continue
            env[f"CRUMB_{f.name.upper()}"] = ";".join(value) if isinstance(value, tuple) else str(value)
    return env


class Worker:
    """``celery -A tasks worker`` in its own process group, logging to a file."""

    def __init__(self, settings: Settings, queues: str = ALL_QUEUES, name: str = "w1", concurrency: int = 1) -> None:
        self.settings = settings
        self.queues, self.name, self.concurrency = queues, name, concurrency
        self.log = settings.home / f"worker-{name}.log"
        env = {k: v for k, v in os.environ.items() if not k.startswith("CRUMB_")}
        env |= settings_env(settings) | {"PYTHONPATH": str(REPO), "PYTHONUNBUFFERED": "1"}
        argv = [
            CELERY,
            "-A",
            "tasks",
            "worker",
            "-Q",
            queues,
            "--concurrency",
            str(concurrency),
            "-P",
            "prefork",
            "-n",
            f"{name}.{settings.namespace}@%h",
            "--loglevel",
            "INFO",
            "--without-gossip",
            "--without-mingle",
            "--without-heartbeat",
        ]
        self._fh = self.log.open("ab")
        self.proc = subprocess.Popen(
            argv, cwd=settings.home, env=env, stdout=self._fh, stderr=subprocess.STDOUT, start_new_session=True
        )
        self.wait_for_log("ready.", timeout_s=60)

    def text(self) -> str:
        return self.log.read_text(errors="replace")

    def wait_for_log(self, needle: str, timeout_s: float = 30, after: int = 0) -> None:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if needle in self.text()[after:]:
                return
            if self.proc.poll() is not None:
                raise AssertionError(f"the worker exited ({self.proc.returncode}):\n{self.text()[-3000:]}")
            time.sleep(0.1)
        raise AssertionError(f"{needle!r} not in the worker log after {timeout_s}s:\n{self.text()[-3000:]}")

    def children(self) -> list[int]:
        out = subprocess.run(["pgrep", "-P", str(self.proc.pid)], capture_output=True, text=True).stdout
        return [int(p) for p in out.split()]

    def kill(self) -> None:
        """SIGKILL the whole worker (main process and children), as a crash would."""
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc.poll() is None:
            try:  # warm shutdown: the main process lets its child finish the current task
                os.kill(self.proc.pid, signal.SIGTERM)
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()
            except ProcessLookupError:
                pass
        try:  # children left behind by a killed parent
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self._fh.close()


@contextmanager
def worker(settings: Settings, **kw: Any) -> Iterator[Worker]:
    w = Worker(settings, **kw)
    try:
        yield w
    finally:
        w.stop()


class CoordinatorThread:
    """A coordinator running in a thread until stopped."""

    def __init__(self, coordinator: Coordinator) -> None:
        self.coordinator = coordinator
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self.coordinator.run_forever()
        except BaseException as e:  # surfaced by the test
            self.error = e

    def wait_until(self, predicate: Callable[[Coordinator], bool], timeout_s: float = 60) -> None:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.error is not None:
                raise AssertionError(f"the coordinator died: {self.error!r}") from self.error
            if self.coordinator.active and predicate(self.coordinator):
                return
            time.sleep(0.05)
        raise AssertionError(f"not reached within {timeout_s}s")

    def stop(self) -> None:
        self.coordinator.stop()
        self.thread.join(timeout=15)
        assert not self.thread.is_alive(), "the coordinator did not stop"


@contextmanager
def coordinator(settings: Settings, executor: Any, **kw: Any) -> Iterator[CoordinatorThread]:
    c = CoordinatorThread(Coordinator(settings, executor, **kw))
    try:
        yield c
    finally:
        c.stop()


def transcript(settings: Settings, sid: str) -> list[Any]:
    """Every line of a session's transcript, each validated with parse_event."""
    path = settings.session_dir(sid) / "transcript.jsonl"
    return [parse_event(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]
