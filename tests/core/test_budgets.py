"""Each budget ends the session with its own reason."""

from __future__ import annotations

from tests.core.helpers import Sim, finish_reason, spawns


def _fail(s: Sim, verifier, deviation: str = "Important"):
    return s.judge(verifier, "FAIL", d1=1, d3=1, d5=1, feedback="again", deviation={"type": deviation})


def test_limits_come_from_session_start():
    s = Sim(limits={"respec_max": 1, "verify_max": 2, "token_budget": 10, "wall_clock_min": 5})
    assert s.state.limits["respec_max"] == 1 and s.state.limits["wall_clock_min"] == 5
    assert Sim().state.limits["verify_max"] == 5


def test_respec_budget_ends_a_session_that_keeps_needing_redesigns():
    s = Sim(limits={"respec_max": 1})
    [planner] = spawns(_fail(s, s.to_verifier(), "Critical"))
    [builder] = spawns(s.outcome(planner, "spec.update", data={"title": "Tiny 2"}))
    assert s.state.respec_count == 1
    [check] = s.build(builder)
    [verifier] = spawns(s.qa(check))
    fx = _fail(s, verifier, "Critical")
    assert finish_reason(fx) == "respec_budget" and spawns(fx) == []
    assert s.state.summary()["reason"] == "respec_budget"


def test_verify_budget_ends_a_session_that_keeps_failing():
    s = Sim(limits={"verify_max": 2})
    [builder] = spawns(_fail(s, s.to_verifier()))
    [check] = s.build(builder)
    [verifier] = spawns(s.qa(check))
    fx = _fail(s, verifier)
    assert finish_reason(fx) == "verify_budget" and spawns(fx) == []


def test_token_budget_ends_the_session_when_agent_stop_crosses_it():
    s = Sim(limits={"token_budget": 1000})
    [planner] = spawns(s.send("goal", body="g"))
    assert finish_reason(s.stop(planner, tokens_in=600, tokens_out=300)) is None
    fx = s.send("agent.stop", "builder", metadata={"tokens_in": 100})
    assert finish_reason(fx) == "token_budget" and s.state.tokens == 1000


def test_wall_clock_is_judged_from_event_ts_against_the_session_start():
    s = Sim(limits={"wall_clock_min": 1})
    [planner] = spawns(s.send("goal", body="g"))
    fx = s.outcome(planner, "spec", data={"title": "late"}, after_s=120)
    assert finish_reason(fx) == "wall_clock" and spawns(fx) == []
    assert s.state.outstanding == {}


def test_a_budget_finish_drops_the_spawns_of_the_same_event():
    s = Sim(limits={"token_budget": 10})
    fx = s.send("goal", body="g", metadata={"tokens_in": 50})
    assert [f.type for f in fx] == ["finish"]


def test_a_session_out_of_wall_clock_is_not_reopened_by_a_veto():
    s = Sim(limits={"wall_clock_min": 1})
    s.send("goal", body="g")
    s.send("note", "system", after_s=90)
    assert s.state.reason == "wall_clock"
    fx = s.send("user.veto", body="more")
    assert s.state.done and spawns(fx) == [] and [f.type for f in fx] == ["append"]
