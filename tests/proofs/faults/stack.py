"""The pieces a fault trial kills and restarts: a private redis-server, a coordinator process, workers.

Every process here is started in its own process group and killed by its own id in teardown.
Workers come from :mod:`tests.runtime.runtime_harness` (the runtime's own test harness).
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import redis

from crumb import bus
from crumb.config import Settings
from crumb.connections import close_clients
from crumb.core.roles import QUEUES
from tests.runtime.runtime_harness import REPO, Worker, settings_env

REDIS_SERVER = shutil.which("redis-server") or "/usr/bin/redis-server"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass


class PrivateRedis:
    """A redis-server of our own on a free port, no persistence: a restart comes back empty."""

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.proc: subprocess.Popen[bytes] | None = None
        self.start()

    def start(self) -> None:
        self.workdir.mkdir(parents=True, exist_ok=True)
        log = (self.workdir / "redis.log").open("ab")
        argv = [
            REDIS_SERVER,
            "--port",
            str(self.port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            str(self.workdir),
            "--maxmemory-policy",
            "noeviction",
        ]
        self.proc = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        log.close()
        client = redis.Redis(port=self.port)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                if client.ping():
                    client.close()
                    return
            except redis.exceptions.ConnectionError:
                time.sleep(0.05)
        raise AssertionError(f"the private redis-server on port {self.port} did not start")

    def kill(self) -> None:
        if self.proc is not None:
            _kill_group(self.proc)

    def restart_empty(self) -> None:
        """SIGKILL the server and start a fresh, empty one on the same port (a Redis host lost)."""
        self.kill()
        self.start()  # --save "" and no AOF: nothing survives (clients may write again at once)


class CoordinatorProc:
    """``crumb coordinator`` as a child process, so it can be SIGKILLed like a real crash."""

    def __init__(self, settings: Settings, name: str = "c") -> None:
        self.settings = settings
        self.log = settings.home / f"coordinator-{name}.log"
        self.proc: subprocess.Popen[bytes] | None = None
        self.starts = 0
        self.start()

    def start(self) -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith("CRUMB_")}
        env |= settings_env(self.settings) | {"PYTHONPATH": str(REPO), "PYTHONUNBUFFERED": "1"}
        argv = [sys.executable, "-m", "crumb", "coordinator", "--redis", str(self.settings.redis_url)]
        with self.log.open("ab") as fh:
            self.proc = subprocess.Popen(
                argv, cwd=self.settings.home, env=env, stdout=fh, stderr=subprocess.STDOUT, start_new_session=True
            )
        self.starts += 1

    def kill(self) -> None:
        """SIGKILL: no cleanup, the lease stays until its TTL, the current batch is cut wherever it was."""
        if self.proc is not None:
            _kill_group(self.proc)

    def restart(self) -> None:
        self.kill()
        self.start()

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                pass
        if self.proc is not None:
            _kill_group(self.proc)


class Stack:
    """Workers (one per queue, or one for all) plus a coordinator process, all on ``settings.redis_url``."""

    def __init__(self, settings: Settings, exits: ExitStack, per_queue: bool = True) -> None:
        self.settings = settings
        self.workers: dict[str, Worker] = {}
        for q in QUEUES if per_queue else (",".join(QUEUES),):
            w = Worker(settings, queues=q, name=q.replace(",", "-"))
            exits.callback(w.stop)
            self.workers[q] = w
        self.coordinator = CoordinatorProc(settings)
        exits.callback(self.coordinator.stop)

    def summary(self, sid: str) -> dict[str, Any] | None:
        try:
            return bus.session_summary(self.settings, sid)
        except Exception:  # Redis away mid-trial: meta.json on disk answers
            from crumb.meta import read_meta

            return read_meta(self.settings.session_dir(sid))

    def done(self, sid: str) -> bool:
        meta = self._meta(sid)
        return bool(meta and meta.get("status") == "done")

    def _meta(self, sid: str) -> dict[str, Any] | None:
        from crumb.meta import read_meta

        return read_meta(self.settings.session_dir(sid))

    def wait_done(self, sids: list[str], timeout_s: float) -> float:
        started = time.monotonic()
        deadline = started + timeout_s
        while time.monotonic() < deadline:
            if all(self.done(s) for s in sids):
                return time.monotonic() - started
            time.sleep(0.2)
        stuck = {s: (self._meta(s) or {}).get("stage") for s in sids if not self.done(s)}
        raise AssertionError(
            f"sessions not finished after {timeout_s}s: {stuck}\n"
            f"coordinator log:\n{self.coordinator.log.read_text(errors='replace')[-3000:]}"
        )


@contextmanager
def stack(settings: Settings, per_queue: bool = True) -> Iterator[Stack]:
    with ExitStack() as exits:
        exits.callback(close_clients)
        yield Stack(settings, exits, per_queue)
