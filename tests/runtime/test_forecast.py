"""The cost forecast from a folder of past transcripts: per actor and adapter, same kind of game first."""

from __future__ import annotations

import json

import pytest

from crumb.cli import main
from crumb.forecast import forecast
from tests.core.helpers import ts, ulid

MOCK = {a: {"adapter": "mock"} for a in ("planner-lead", "builder", "verifier")}


def _write(settings, sid, goal, costs, *, adapter="mock", done=True, estimated=False):
    """A transcript as the coordinator writes it: session.start, one agent.stop per (actor, cost), done."""
    lines = [{"kind": "session.start", "from": "system", "data": {"goal": goal, "bindings": {}}}]
    for actor, usd in costs:
        md = {"adapter": adapter, "cost_usd": usd, "effect_id": f"E{len(lines)}.0"}
        if estimated:
            md["cost_source"] = "estimated"
        lines.append({"kind": "agent.stop", "from": actor, "data": {"exit_code": 0}, "metadata": md})
    if done:
        lines.append({"kind": "done", "from": "system", "body": "verdict_pass"})
    path = settings.paths(sid).transcript
    path.parent.mkdir(parents=True)
    rows = [{"id": ulid(i + 1), "ts": ts(i), "session_id": sid, **e} for i, e in enumerate(lines)]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))


@pytest.fixture
def past(settings):
    for i, planner in enumerate((0.04, 0.05, 0.09)):
        _write(settings, f"snake{i}", "a snake game that speeds up", [("planner-lead", planner), ("builder", 0.1)])
    _write(settings, "breakout0", "a breakout game", [("planner-lead", 1.0), ("builder", 2.0), ("verifier", 0.5)])
    _write(settings, "snake-running", "a snake game", [("planner-lead", 50.0)], done=False)  # not finished
    _write(settings, "claude0", "a snake game", [("builder", 9.0)], adapter="claude-code", estimated=True)
    return settings


def test_a_forecast_uses_the_finished_sessions_of_the_same_kind_on_the_same_adapters(past):
    out = forecast(past, "a snake game for two", MOCK | {"verifier": {"adapter": "openai"}})
    assert (out["kind"], out["based_on"]) == ("snake", 3)  # the unfinished one and claude-code's are left out
    rows = {a["actor"]: a for a in out["actors"]}
    assert (rows["planner-lead"]["median_usd"], rows["planner-lead"]["p90_usd"]) == (0.05, 0.09)
    assert rows["builder"]["median_usd"] == 0.1 and rows["builder"]["match"] == "same kind"
    assert rows["verifier"]["sessions"] == 0  # no session ran a verifier on openai
    assert out["usd"] == 0.15 and out["usd_p90"] == 0.19 and not out["complete"]
    assert out["text"].startswith("≈ $0.1500") and "3 past sessions of snake" in out["text"]
    assert "nothing known for verifier on openai" in out["text"]


def test_an_actor_never_seen_on_this_kind_falls_back_to_other_kinds(past):
    out = forecast(past, "a snake game", MOCK)
    verifier = next(a for a in out["actors"] if a["actor"] == "verifier")
    assert (verifier["match"], verifier["sessions"], verifier["median_usd"]) == ("any kind", 1, 0.5)
    assert out["based_on"] == 4 and out["complete"] and out["usd"] == 0.65
    assert "4 past sessions (some of other kinds of game)" in out["text"]


def test_a_kind_never_seen_falls_back_to_every_kind_and_says_so(past):
    out = forecast(past, "a match-3 with a combo bonus", MOCK)
    assert out["kind"] == "match3" and out["based_on"] == 4
    assert {a["match"] for a in out["actors"]} == {"any kind"}
    assert "4 past sessions (some of other kinds of game)" in out["text"]


def test_an_estimated_past_cost_is_labelled_estimated(past):
    out = forecast(past, "a snake game", {"builder": {"adapter": "claude-code"}})
    builder = next(a for a in out["actors"] if a["actor"] == "builder")
    assert builder["median_usd"] == 9.0 and out["estimated"] and "estimated from token prices" in out["text"]


def test_with_no_past_session_the_forecast_says_so_plainly(settings):
    out = forecast(settings, "a snake game", MOCK)
    assert (out["based_on"], out["usd"], out["usd_p90"]) == (0, None, None)
    assert out["text"] == "no forecast: no finished session has run on mock yet (0 past sessions)"


def test_crumb_forecast_prints_it_as_json(past, monkeypatch, capsys):
    monkeypatch.setenv("CRUMB_HOME", str(past.home))
    args = ["forecast", "--goal", "a snake game", "--bind", "planner-lead=mock", "--bind", "builder=mock"]
    assert main([*args, "--bind", "verifier=openai", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["based_on"] == 3 and out["usd"] == 0.15
    assert main([*args, "--bind", "verifier=openai"]) == 0
    text = capsys.readouterr().out
    assert "3 past sessions of snake" in text and "verifier     openai      -" in text
