"""The dashboard's start form refuses a pitch nobody could build from, with the reason (crumb.core.goal)."""

from __future__ import annotations

from crumb import connections


def test_the_dashboard_answers_a_blank_pitch_with_400_and_the_reason(settings, client, token, redis_client):
    for goal, why in (("   ", "is empty"), ("?!", "no words"), ("x" * 2001, "2000 at most")):
        r = client.post("/api/sessions", json={"goal": goal}, headers={"X-Crumb-Token": token})
        assert r.status_code == 400 and why in r.get_json()["error"], r.get_json()
    assert redis_client.xlen(connections.keys(settings).ingest) == 0
