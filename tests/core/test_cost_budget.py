"""Budgets in money: the pause at the threshold, the /resume, the stop at the budget, the daily cap."""

from __future__ import annotations

from crumb.core.budget import COST_PAUSE_HOOK
from crumb.core.reducer import fold
from crumb.core.state import summary
from tests.core.helpers import Sim, finish_reason, of_type, spawns


def _hooks(fx, name):
    return [f for f in of_type(fx, "hook") if f.hook == name]


def _notes(fx):
    return [f.draft for f in of_type(fx, "append") if f.draft.get("kind") == "note"]


def test_the_session_pauses_at_80_percent_of_its_budget_and_a_resume_goes_on_to_the_stop():
    s = Sim(limits={"cost_budget_usd": 1.0})
    [planner] = spawns(s.send("goal", body="a tiny game"))
    [builder] = spawns(s.outcome(planner, "spec", data={"title": "Tiny", "genre": "arcade"}))
    assert _hooks(s.stop(planner, cost_usd=0.5), COST_PAUSE_HOOK) == []  # 50 %: nothing yet
    [check] = s.outcome(builder, "build", artifacts=[{"path": "artifacts/game/index.html", "sha256": "a" * 64}])
    fx = s.stop(builder, cost_usd=0.3)  # 80 %
    [pause] = _hooks(fx, COST_PAUSE_HOOK)
    assert pause.data["scope"] == "session" and pause.data["budget_usd"] == 1.0 and pause.data["share"] >= 0.8
    assert "/resume" in pause.body and "80%" in pause.body
    assert s.state.paused and s.state.status == "paused"
    # QA was already dispatched; the verifier it asks for waits for a person.
    assert spawns(s.qa(check)) == [] and [q["actor"] for q in s.state.queued] == ["verifier"]
    [verifier] = spawns(s.send("user.resume"))
    assert not s.state.paused
    fx = s.stop(verifier, cost_usd=0.15)  # 95 %: no second pause
    assert _hooks(fx, COST_PAUSE_HOOK) == [] and finish_reason(fx) is None and not s.state.paused
    fx = s.send("agent.stop", "verifier", metadata={"cost_usd": 0.05})  # 100 %
    assert finish_reason(fx) == "cost_budget"
    [note] = _notes(fx)
    assert note["data"]["scope"] == "session" and "cost_budget" in note["body"] and "$1.00" in note["body"]
    assert s.state.summary()["reason"] == "cost_budget"


def test_replay_of_a_cost_stopped_session_decides_the_same():
    s = Sim(limits={"cost_budget_usd": 0.2})
    [planner] = spawns(s.send("goal", body="g"))
    s.outcome(planner, "spec", data={"title": "T", "genre": "arcade"})
    s.stop(planner, cost_usd=0.17)
    s.send("user.resume")
    fx = s.send("agent.stop", "builder", metadata={"cost_usd": 0.05})
    assert finish_reason(fx) == "cost_budget"
    replayed = fold(s.events)
    assert summary(replayed) == summary(s.state)
    assert (replayed.reason, replayed.cost_paused, round(replayed.cost_usd, 2)) == ("cost_budget", True, 0.22)


def test_a_cost_budget_is_a_hard_cap_a_veto_does_not_reopen():
    s = Sim(limits={"cost_budget_usd": 0.1})
    s.send("goal", body="g", metadata={"cost_usd": 0.2})
    assert s.state.reason == "cost_budget"
    fx = s.send("user.veto", body="more")
    assert s.state.done and spawns(fx) == []


def test_the_spawns_of_the_event_that_crosses_the_threshold_wait_for_the_resume():
    s = Sim(limits={"cost_budget_usd": 1.0})
    [planner] = spawns(s.send("goal", body="g"))
    fx = s.outcome(planner, "spec", data={"title": "T", "genre": "arcade"}, metadata={"cost_usd": 0.9})
    assert spawns(fx) == [] and _hooks(fx, COST_PAUSE_HOOK)
    assert [x.actor for x in s.state.outstanding.values()] == ["planner-lead"]  # its agent.stop is to come
    [builder] = spawns(s.send("user.resume"))
    assert builder.actor == "builder"


def test_a_threshold_of_one_stops_at_the_budget_without_a_pause():
    s = Sim(limits={"cost_budget_usd": 1.0, "cost_pause_at": 1.0})
    s.send("goal", body="g", metadata={"cost_usd": 0.99})
    assert not s.state.paused and not s.state.done


def test_no_budget_means_no_pause_and_no_stop():
    s = Sim()
    fx = s.send("goal", body="g", metadata={"cost_usd": 1e6})
    assert not s.state.paused and finish_reason(fx) is None and s.state.summary()["cost_budget_usd"] is None


def test_the_daily_cap_is_read_from_the_stack_total_recorded_on_agent_stop():
    s = Sim(limits={"daily_cost_cap_usd": 10.0})
    [planner] = spawns(s.send("goal", body="g"))
    day = {"cost_day": "2026-12-02"}
    s.stop(planner, cost_usd=0.1, day_cost_usd=8.5, **day)
    assert s.state.paused and s.state.day_cost_usd == 8.5
    [pause] = _hooks(s.effects, COST_PAUSE_HOOK)
    assert pause.data["scope"] == "day" and "daily cap" in pause.body
    s.send("user.resume")
    # A worker's older total arriving late does not lower the day's spend; yesterday's does not count.
    s.send("agent.stop", "builder", metadata={"cost_usd": 0.1, "day_cost_usd": 3.0, **day})
    s.send("agent.stop", "builder", metadata={"day_cost_usd": 99.0, "cost_day": "2026-12-01"})
    assert s.state.day_cost_usd == 8.5 and not s.state.done
    fx = s.send("agent.stop", "builder", metadata={"cost_usd": 0.1, "day_cost_usd": 10.2, **day})
    assert finish_reason(fx) == "cost_budget" and _notes(fx)[0]["data"]["scope"] == "day"


def test_a_session_started_over_the_daily_cap_stops_before_any_spawn():
    s = Sim(limits={"daily_cost_cap_usd": 5.0})
    s.send("session.start", "system", metadata={"cost_day": "2026-12-02", "day_cost_usd": 5.0})
    assert s.state.reason == "cost_budget"
    assert spawns(s.send("goal", body="g")) == []


def test_estimated_costs_are_counted_and_kept_apart():
    s = Sim(limits={"cost_budget_usd": 1.0})
    s.send("agent.stop", "builder", metadata={"cost_usd": 0.25, "cost_source": "estimated"})
    s.send("agent.stop", "builder", metadata={"cost_usd": 0.125})
    out = s.state.summary()
    assert (out["cost_usd"], out["cost_estimated_usd"], out["cost_budget_usd"]) == (0.375, 0.25, 1.0)


def test_ask_cost_names_the_session_budget_and_the_stack_s_daily_cap():
    from crumb.core.ask import answer

    s = Sim(limits={"cost_budget_usd": 2.0, "daily_cost_cap_usd": 10.0})
    s.send("agent.stop", "builder", metadata={"cost_usd": 0.5, "day_cost_usd": 4.0, "cost_day": "2026-12-02"})
    e = s.event("user.intervene", "user", data={"ask": "cost"})
    note = answer(s.state, e)
    facts = note["data"]["answer"]
    assert (facts["cost_budget_usd"], facts["day_cost_usd"], facts["daily_cost_cap_usd"]) == (2.0, 4.0, 10.0)
    assert (
        "cost $0.5000 of $2.00 (25.0%)" in note["body"]
        and "the stack today $4.0000 of the $10.00 daily cap" in note["body"]
    )


def _unpriced_stop(s, **extra):
    meta = {"cost_usd": 0.0, "cost_source": "unpriced", "adapter": "codex", "model": "gpt-5", **extra}
    return s.send("agent.stop", "builder", metadata=meta)


def test_an_unpriced_spawn_under_a_money_budget_is_named_once_with_how_to_price_it():
    s = Sim(limits={"cost_budget_usd": 1.0, "daily_cost_cap_usd": 20.0})
    [note] = _notes(_unpriced_stop(s))
    assert note["metadata"]["visibility"] == "public"
    assert note["data"]["unpriced"] == "codex:gpt-5" and note["data"]["budgets"] == ["session", "day"]
    assert "codex:gpt-5 reported no cost" in note["body"] and "$0" in note["body"]
    assert '[prices] "codex"' in note["body"] and 'CRUMB_PRICES="codex=IN/OUT"' in note["body"]
    assert _notes(_unpriced_stop(s)) == []  # said once
    [other] = _notes(_unpriced_stop(s, adapter="gemini", model=None))  # another adapter is named too
    assert other["data"]["unpriced"] == "gemini"
    assert fold(s.events).unpriced == s.state.unpriced == ("codex:gpt-5", "gemini")  # replay says the same


def test_an_unpriced_spawn_is_not_noted_without_a_money_budget_nor_when_priced():
    s = Sim()
    assert _notes(_unpriced_stop(s)) == []
    s = Sim(limits={"cost_budget_usd": 1.0})
    assert _notes(_unpriced_stop(s, cost_source="estimated", cost_usd=0.01)) == []
