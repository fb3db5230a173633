"""Flower sees every queue's tasks: workers run with events on, one worker per queue, a real broker."""

from __future__ import annotations

import json
import signal
import sys
import urllib.request
from pathlib import Path

import pytest

from crumb.core.roles import QUEUES
from crumb.embedded import Child
from tests.conftest import REDIS_URL, new_namespace
from tests.runtime.cli_helpers import CRUMB, clean_env, crumb, free_port, wait_done
from tests.waiting import wait_until

pytestmark = pytest.mark.slow
REPO = Path(__file__).resolve().parents[2]


def _get(url: str):
    with urllib.request.urlopen(url, timeout=5) as resp:
        return json.loads(resp.read())


@pytest.fixture
def stack(tmp_path):
    ns = new_namespace()
    port = free_port()
    env = clean_env(tmp_path / "home", CRUMB_REDIS_URL=REDIS_URL, CRUMB_NAMESPACE=ns, FLOWER_UNAUTHENTICATED_API="true")
    logs = tmp_path / "logs"
    celery = str(Path(sys.executable).parent / "celery")
    children = [
        Child(
            "flower",
            [celery, "-A", "tasks", "flower", f"--port={port}", "--address=127.0.0.1"],
            log=logs / "flower.log",
            env=env,
        ),
        Child("coordinator", [*CRUMB, "coordinator"], log=logs / "coordinator.log", env=env),
        *(
            Child(f"worker-{q}", [*CRUMB, "worker", "-Q", q, "-c", "1"], log=logs / f"worker-{q}.log", env=env)
            for q in QUEUES
        ),
    ]
    yield env, f"http://127.0.0.1:{port}", children
    for child in children:
        child.signal_group(signal.SIGTERM)
    for child in children:
        child.stop(timeout_s=10)
    import redis

    r = redis.Redis.from_url(REDIS_URL)
    for key in r.scan_iter(match=f"{ns}:*", count=1000):
        r.delete(key)


def test_flower_lists_our_tasks_on_all_four_queues_after_a_session(stack):
    env, flower, children = stack
    workers = wait_until(
        lambda: len(_get(f"{flower}/api/workers?refresh=1")) >= len(QUEUES) and _get(f"{flower}/api/workers"),
        120,
        "four workers in Flower",
    )
    queues_of = {name: {q["name"] for q in w.get("active_queues", [])} for name, w in workers.items()}
    assert set().union(*queues_of.values()) >= set(QUEUES), queues_of

    done = crumb("submit", "--goal", "a snake game", "--json", env=env)
    assert done.returncode == 0, done.stderr
    wait_done(json.loads(done.stdout)["session_id"], env, timeout_s=240)

    def seen_everywhere():
        tasks = _get(f"{flower}/api/tasks")
        by_queue = {(t.get("name"), t.get("routing_key")) for t in tasks.values()}
        want = {
            ("crumb.spawn", "planner"),
            ("crumb.spawn", "builder"),
            ("crumb.spawn", "verifier"),
            ("crumb.qa_check", "qa"),
        }
        return by_queue if want <= by_queue else None

    seen = wait_until(seen_everywhere, 30, "crumb.spawn on planner/builder/verifier and crumb.qa_check on qa")
    tasks = _get(f"{flower}/api/tasks")
    assert all(t["state"] == "SUCCESS" for t in tasks.values()), {t["uuid"]: t["state"] for t in tasks.values()}
    assert {t["worker"].split(".", 1)[0] for t in tasks.values()} <= set(QUEUES), seen
