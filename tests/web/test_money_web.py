"""The start form's budget and cost forecast."""

from __future__ import annotations

import json

from tests.runtime.test_forecast import _write


def _new_sessions(redis_client, settings):
    entries = redis_client.xrange(f"{settings.namespace}:ingest")
    return [json.loads(f[b"payload"]) for _i, f in entries if f[b"type"] == b"new_session"]


def test_the_start_form_sends_its_budget_and_refuses_a_negative_or_garbage_one(settings, client, token, redis_client):
    h = {"X-Crumb-Token": token}
    r = client.post("/api/sessions", json={"goal": "a snake game", "cost_budget_usd": "0.5"}, headers=h)
    assert r.status_code == 201
    [asked] = _new_sessions(redis_client, settings)
    assert asked["limits"] == {"cost_budget_usd": 0.5} and asked["spend"]["day_cost_usd"] == 0.0
    for bad, why in (("-1", "must be at least 0"), ("lots", "expected a number")):
        r = client.post("/api/sessions", json={"goal": "a snake game", "cost_budget_usd": bad}, headers=h)
        error = r.get_json()["error"]
        assert r.status_code == 400 and why in error and "cost_budget_usd" in error and "US dollars" in error
    assert len(_new_sessions(redis_client, settings)) == 1


def test_the_forecast_route_answers_for_the_form_s_bindings(settings, client):
    r = client.get("/api/forecast", query_string={"goal": "a snake game", "preset": "mock"})
    assert r.status_code == 200 and r.get_json()["based_on"] == 0 and "0 past sessions" in r.get_json()["text"]
    _write(settings, "snake0", "a snake game", [("planner-lead", 0.05), ("builder", 0.12), ("verifier", 0.08)])
    out = client.get("/api/forecast", query_string={"goal": "a snake game", "preset": "mock"}).get_json()
    assert (out["based_on"], out["usd"], out["complete"]) == (1, 0.25, True)
    assert client.get("/api/forecast").status_code == 400
    bad = client.get("/api/forecast", query_string={"goal": "x", "bind_builder": "nope"})
    assert bad.status_code == 400


def test_the_sessions_page_has_the_budget_field_and_the_forecast_line(client):
    html = client.get("/").get_data(as_text=True)
    assert 'name="cost_budget_usd"' in html and 'id="forecast"' in html and "pauses and asks at 80%" in html


def test_the_start_form_sends_a_share_for_one_session_and_for_a_group_and_refuses_a_bad_one(
    settings, client, token, redis_client
):
    h = {"X-Crumb-Token": token}
    assert client.post("/api/sessions", json={"goal": "a snake game", "weight": "3"}, headers=h).status_code == 201
    r = client.post("/api/sessions", json={"goal": "a snake game", "weight": "0.5", "variants": "2"}, headers=h)
    assert r.status_code in (201, 303), r.get_data(as_text=True)
    assert [a.get("weight") for a in _new_sessions(redis_client, settings)] == [3.0, 0.5, 0.5]
    for bad in ("0", "-2", "lots", "nan", "5000"):
        r = client.post("/api/sessions", json={"goal": "a snake game", "weight": bad}, headers=h)
        assert r.status_code == 400 and "give a share above 0" in r.get_json()["error"], bad
    assert len(_new_sessions(redis_client, settings)) == 3
    assert 'name="weight"' in client.get("/").get_data(as_text=True)
