"""Waiting is visible: crumb fleet, crumb status and the dashboard show who holds a slot and who waits."""

from __future__ import annotations

import json
import subprocess

import pytest

from crumb import bus, connections
from tests.runtime.cli_helpers import CRUMB, clean_env
from tests.runtime.test_coordinator import MOCK, drain


@pytest.fixture
def queue(settings, redis_client):
    """Three sessions under mock=1: one holds the slot, two wait. Returns (settings, holder sid, waiting sids)."""
    limited = settings.replace(concurrency=("mock=1",))
    sids = [bus.request_session(limited, f"pong {i}", bindings=MOCK) for i in range(3)]
    _, ex = drain(limited)
    holder = ex.dispatched[0].session_id
    return limited, holder, [s for s in sids if s != holder]


def crumb(limited, *args: str) -> subprocess.CompletedProcess[str]:
    env = clean_env(
        limited.home,
        CRUMB_NAMESPACE=limited.namespace,
        CRUMB_REDIS_URL=str(limited.redis_url),
        CRUMB_CONCURRENCY="mock=1",
    )
    return subprocess.run([*CRUMB, *args], env=env, capture_output=True, text=True, timeout=60)


def test_crumb_fleet_shows_the_limit_who_holds_the_slot_and_the_queue_in_order(queue):
    limited, holder, waiting = queue
    out = crumb(limited, "fleet", "--json")
    assert out.returncode == 0, out.stderr
    view = json.loads(out.stdout)
    mock = view["keys"]["mock"]
    assert mock["limit"] == 1
    assert [r["session_id"] for r in mock["in_flight"]] == [holder]
    assert sorted(r["session_id"] for r in mock["waiting"]) == sorted(waiting)
    assert [r["position"] for r in mock["waiting"]] == [1, 2]
    text = crumb(limited, "fleet").stdout
    assert text.splitlines()[1].split() == ["mock", "1", "1", "2"], text
    assert "waiting  planner-lead" in text
    derived = json.loads(crumb(limited, "fleet", "--from-transcripts", "--json").stdout)["keys"]["mock"]
    assert [r["effect_id"] for r in derived["in_flight"]] == [r["effect_id"] for r in mock["in_flight"]]
    assert [r["effect_id"] for r in derived["waiting"]] == [r["effect_id"] for r in mock["waiting"]]


def test_crumb_fleet_with_no_coordinator_view_exits_4_saying_what_to_try(settings, redis_client):
    out = crumb(settings, "fleet")
    assert out.returncode == 4
    assert "no fleet view" in out.stdout and "--from-transcripts" in out.stdout


def test_crumb_status_says_what_a_session_waits_for_and_its_lifecycle_is_waiting(queue, redis_client):
    limited, _holder, waiting = queue
    redis_client.set(connections.keys(limited).lease, "another-coordinator", px=30_000)  # a stack that is up
    out = crumb(limited, "status", waiting[0])
    assert out.returncode == 0, out.stderr
    line = next(x for x in out.stdout.splitlines() if x.startswith("waiting "))
    assert "planner-lead for a mock slot" in line and "limit 1" in line, out.stdout
    row = json.loads(crumb(limited, "status", waiting[0], "--json").stdout)
    assert row["lifecycle"] == "waiting" and "waits for a mock slot" in row["lifecycle_why"]
    assert row["waiting_for_slot"][0]["limit"] == 1


def test_the_dashboard_shows_the_fleet_and_a_sessions_wait(queue):
    from web import create_app

    limited, holder, waiting = queue
    client = create_app(limited, TESTING=True).test_client()
    view = client.get("/api/fleet").get_json()
    assert [r["session_id"] for r in view["keys"]["mock"]["in_flight"]] == [holder]
    page = client.get("/metrics").get_data(as_text=True)
    assert 'id="fleet"' in page and all(s in page for s in waiting)
    session_page = client.get(f"/s/{waiting[0]}").get_data(as_text=True)
    assert "waiting for a slot" in session_page and "place" in session_page


def test_crumb_tail_prints_a_waiting_spawns_place_and_the_limit(queue):
    from crumb.progress import describe_event
    from tests.runtime.runtime_harness import transcript

    limited, _holder, waiting = queue
    note = next(e for e in transcript(limited, waiting[0]) if e.kind == "note")
    line = describe_event(note.model_dump(mode="json", by_alias=True))
    assert "planner-lead waits for a mock slot: position" in line and "limit 1" in line, line
