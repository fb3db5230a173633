"""Issue 15, item 7: the dashboard holds a crowd. Real Redis, the real coordinator, the dashboard as `crumb up`
runs it (gunicorn), sessions requested like `crumb submit`, interventions through the dashboard; every SSE
client drops its stream once mid-run and resumes with Last-Event-ID, and must end holding exactly its
session's transcript: nothing missed, nothing twice, nothing out of order. Latencies are printed (the
goals are checked by bench/fleet_web.py, not here). The default suite runs 20 clients on 5 sessions;
`make proofs` (slow) runs 200 clients while 50 sessions run their mock actors and real QA."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.conftest import REDIS_URL

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import fleet_web  # noqa: E402

pytestmark = [pytest.mark.proofs, pytest.mark.redis]


def prove(clients: int, sessions: int, notes: int, pipeline: bool) -> None:
    outcome = fleet_web.measure(REDIS_URL, clients, sessions, notes, pipeline, log=print)
    cs = outcome["clients"]
    wrong = fleet_web.check(outcome)
    bad = [
        (c.sid, c.connects, len(c.ids), len(outcome["expected"][c.sid]))
        for c in cs
        if c.ids != outcome["expected"][c.sid]
    ]
    assert wrong == {"missed": 0, "duplicated": 0, "misordered": 0, "incomplete": 0}, bad[:5]
    # The proof is empty unless every client did resume, and the notes reached them while they watched.
    assert all(c.connects >= 2 for c in cs), [c.connects for c in cs if c.connects < 2]
    assert all(c.latency_s(outcome["run"].sent) for c in cs), "a client saw none of the notes live"
    assert sum(c.refused for c in cs) == 0, "a client was refused (503) below the stream bound"
    held, blocked = outcome["redis_connections"]
    assert blocked <= outcome["web_workers"], (
        f"{blocked} dashboard connections blocked in a read: streams hold their own"
    )
    for f in fleet_web.figures(outcome, clients, sessions):
        print(f"{f['name']}: {f['value']} {f['unit']}  (goal {f['goal']})  {f['floor'] or ''}")


def test_twenty_sse_clients_resuming_with_last_event_id_miss_nothing_under_gunicorn():
    prove(clients=20, sessions=5, notes=3, pipeline=False)


@pytest.mark.slow
@pytest.mark.timeout(1800)  # 50 QA checks in Chromium on two shared cores: 8–10 min at load average 30
def test_two_hundred_sse_clients_while_fifty_sessions_run_miss_nothing():
    prove(clients=200, sessions=50, notes=6, pipeline=True)
