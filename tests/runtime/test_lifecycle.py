"""The session lifecycle (crumb.lifecycle): one derivation for `crumb ls`, `crumb status` and the dashboard."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest

from crumb.cli import main
from crumb.core.state import summary
from crumb.core.ulids import ulid_time
from crumb.lifecycle import Probe, derive, probe
from crumb.transcript import TRANSCRIPT_FILE
from tests.conftest import REDIS_URL
from tests.core.helpers import Sim, spawns

LAST = "01KBHZ0000AAAAAAAAAAAAAAAA"  # any ULID: the tests set "now" relative to its time
NOW = ulid_time(LAST) + timedelta(minutes=1)
CALM = Probe(claimed=frozenset(), coordinator=True)


def row(**fields) -> dict:
    base = {"status": "running", "stage": "builder", "outstanding": ["E1.0"], "queued": [], "last_event_id": LAST}
    return base | fields


def test_a_finished_session_is_done_whatever_the_clock_says():
    assert derive(row(status="done", stage="done", reason="verdict_pass"), NOW + timedelta(days=9), 10, None) == (
        "done",
        "finished: verdict_pass",
    )


@pytest.mark.parametrize(
    "fields, why",
    [
        ({"stage": "awaiting_approval", "outstanding": []}, "a PARTIAL verdict awaits /approve or /veto"),
        ({"status": "paused"}, "paused until /resume"),
        ({"outstanding": [], "queued": ["builder"]}, "builder queued by a pause until /resume"),
    ],
)
def test_waiting_for_a_person_outranks_idle_and_interrupted(fields, why):
    dead = Probe(claimed=frozenset(), coordinator=False)
    assert derive(row(**fields), NOW + timedelta(hours=5), 10, dead) == ("waiting", why)


def test_idle_after_the_configured_minutes_without_an_event():
    assert derive(row(), NOW + timedelta(minutes=8, seconds=59), 10, CALM)[0] == "running"  # 9:59 after the last event
    state, why = derive(row(), NOW + timedelta(minutes=9), 10, CALM)
    assert state == "idle" and why == "no event for 10 min (idle after 10)"


def test_interrupted_when_no_worker_claims_an_effect_and_no_coordinator_recovers_it():
    gone = Probe(claimed=frozenset(), coordinator=False)
    assert derive(row(), NOW, 10, gone) == (
        "interrupted",
        "1 effect(s) outstanding, no worker holds one and no coordinator is active",
    )
    assert derive(row(), NOW, 10, Probe(frozenset({"E1.0"}), coordinator=False))[0] == "running"  # a worker holds it
    assert derive(row(), NOW, 10, CALM)[0] == "running"  # the coordinator's rescue re-dispatches it
    assert derive(row(), NOW, 10, None)[0] == "running"  # no stack reachable: not decided


def test_running_while_work_is_in_flight_or_the_last_event_is_recent():
    assert derive(row(), NOW, 10, CALM) == ("running", "1 effect(s) in flight")
    assert derive(row(outstanding=[]), NOW, 10, CALM) == ("running", "the last event was recent")


def test_probe_reads_claims_and_the_lease_from_real_redis(settings, redis_client):
    rows = [row(outstanding=["A.0", "B.0"]), row(status="done", outstanding=["C.0"])]
    assert probe(settings, rows) == Probe(frozenset(), coordinator=False)
    redis_client.set(f"{settings.namespace}:effect:B.0", "run:worker-1")
    redis_client.set(f"{settings.namespace}:coordinator:lease", "coord-1")
    assert probe(settings, rows) == Probe(frozenset({"B.0"}), coordinator=True)
    assert probe(settings.replace(redis_url=None), rows) is None


def test_probe_of_an_unreachable_stack_is_none_not_a_crash(settings):
    assert probe(settings.replace(redis_url="redis://127.0.0.1:1/0"), [row()]) is None


def _session_on_disk(settings) -> str:
    s = Sim("sess-life")
    [planner] = spawns(s.send("goal", body="a tiny game"))
    folder = settings.session_dir("sess-life")
    folder.mkdir(parents=True)
    (folder / TRANSCRIPT_FILE).write_text("".join(e.to_json() + "\n" for e in s.events))
    assert summary(s.state)["outstanding"] == [planner.id]
    return "sess-life"


def test_crumb_status_and_ls_show_the_derived_lifecycle(settings, redis_client, monkeypatch, tmp_path, capsys):
    monkeypatch.chdir(tmp_path)
    for name, value in {
        "CRUMB_HOME": str(settings.home),
        "CRUMB_NAMESPACE": settings.namespace,
        "CRUMB_REDIS_URL": REDIS_URL,
    }.items():
        monkeypatch.setenv(name, value)
    sid = _session_on_disk(settings)

    def status() -> dict:
        assert main(["status", sid, "--json"]) == 0
        return json.loads(capsys.readouterr().out)

    assert status()["lifecycle"] == "interrupted"  # the planner's spawn: no claim, no coordinator
    redis_client.set(f"{settings.namespace}:coordinator:lease", "coord-1")
    got = status()
    assert got["lifecycle"] == "idle" and got["lifecycle_why"].startswith("no event for ")  # the test's ULIDs are old
    monkeypatch.setenv("CRUMB_IDLE_AFTER_MIN", "1000000")
    assert status()["lifecycle"] == "running"
    assert main(["ls", "--json"]) == 0
    [listed] = json.loads(capsys.readouterr().out)
    assert (listed["session_id"], listed["lifecycle"]) == (sid, "running")


def test_the_dashboard_rows_carry_the_lifecycle(settings, redis_client):
    from web import data

    sid = _session_on_disk(settings)
    [r] = data.all_rows(settings)
    assert (r["session_id"], r["lifecycle"]) == (sid, "interrupted")
    redis_client.set(f"{settings.namespace}:coordinator:lease", "coord-1")
    assert data.row(settings, sid)["lifecycle"] == "idle"  # read again, not from the row cache
