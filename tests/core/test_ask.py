"""/ask status|cost|next|stuck|scorecard: parsed by the grammar, answered at once by the reducer's note."""

from __future__ import annotations

import pytest

from crumb.core.ask import TOPICS
from crumb.core.inbox import grammar_rows, grammar_text, parse_line
from crumb.errors import InterventionError
from tests.core.helpers import Sim, of_type, spawns


def ask(s: Sim, line: str) -> dict:
    """Send a parsed /ask line; return the answer note (the effect after the ack)."""
    draft = parse_line(line, s.state.session_id)
    fx = s.send(draft["kind"], body=draft.get("body"), data=draft.get("data"))
    ack, note = (f.draft for f in of_type(fx, "append"))
    assert ack["kind"] == "ack" and ack["body"] == "intervene: ask"
    assert note["kind"] == "note" and note["from"] == "system"
    assert note["metadata"]["in_reply_to"] == s.events[-1].id and note["metadata"]["deterministic"] is True
    assert not spawns(fx), "a question never spawns an actor"
    return note


def test_the_grammar_parses_each_topic_case_insensitively():
    for topic in TOPICS:
        assert parse_line(f"/ask {topic.upper()}", "s")["data"] == {"ask": topic}


@pytest.mark.parametrize("line", ["/ask", "/ask weather", "/ask status now"])
def test_anything_else_after_ask_is_an_error_listing_the_five(line):
    with pytest.raises(InterventionError) as err:
        parse_line(line, "s")
    assert all(topic in str(err.value) for topic in TOPICS)


def test_the_grammar_table_shows_ask_to_the_cli_and_the_dashboard():
    row = next(r for r in grammar_rows() if r["command"] == "/ask")
    assert row["usage"] == "/ask <status|cost|next|stuck|scorecard>"
    assert "/ask <status|cost|next|stuck|scorecard>" in grammar_text()


def test_status_names_stage_status_and_verdict():
    s = Sim()
    [planner] = spawns(s.send("goal", body="a snake game"))
    note = ask(s, "/ask status")
    assert note["data"]["answer"]["stage"] == "planner" and note["data"]["answer"]["verdict"] is None
    assert note["body"].startswith("status running · stage planner · no verdict yet")


def test_cost_reports_tokens_and_money_against_the_budgets_and_the_clock_from_the_event_ts():
    s = Sim(limits={"token_budget": 1000, "wall_clock_min": 10})
    [planner] = spawns(s.send("goal", body="g"))
    s.outcome(planner, "note", body="thinking", metadata={"tokens_in": 200, "tokens_out": 50, "cost_usd": 0.25})
    note = ask(s, "/ask cost")
    facts = note["data"]["answer"]
    assert (facts["tokens"], facts["token_budget"], facts["cost_usd"]) == (250, 1000, 0.25)
    assert facts["elapsed_min"] == pytest.approx(3 / 60)  # start at 1 s, the question at 4 s
    assert "tokens 250 of 1,000 (25.0%)" in note["body"] and "cost $0.2500" in note["body"]


def test_next_says_what_the_outstanding_spawn_leads_to():
    s = Sim()
    [planner] = spawns(s.send("goal", body="g"))
    note = ask(s, "/ask next")
    [wait] = note["data"]["answer"]["outstanding"]
    assert wait["actor"] == "planner-lead" and wait["effect_id"] == planner.id
    assert "its spec spawns the builder" in note["body"]


def test_next_and_stuck_while_awaiting_approval_point_at_the_person():
    s = Sim()
    verifier = s.to_verifier()
    s.judge(verifier, "PARTIAL", d1=3, d3=3, d5=3)
    assert s.state.awaiting_approval
    assert ask(s, "/ask next")["data"]["answer"]["next"] == "person"
    assert "awaiting your approval of a PARTIAL verdict" in ask(s, "/ask stuck")["body"]


def test_stuck_names_a_pause_the_queue_and_failures_near_the_circuit():
    s = Sim()
    s.send("user.pause", data={"actor": "builder"})
    [planner] = spawns(s.send("goal", body="g"))
    s.spec(planner)  # the builder is queued by the pause
    s.send("error", "builder", body="adapter crashed")  # an error from an actor that is not running
    note = ask(s, "/ask stuck")
    reasons = note["data"]["answer"]["reasons"]
    assert "paused: builder until /resume @actor" in reasons
    assert "1 spawn(s) queued by the pause: builder" in reasons
    assert any(r.startswith("builder failed 1 time(s) in a row (its circuit opens at 3") for r in reasons)


def test_stuck_on_an_outstanding_effect_says_since_when_from_its_cause_ulid():
    s = Sim()
    [planner] = spawns(s.send("goal", body="g"))
    note = ask(s, "/ask stuck")
    [wait] = note["data"]["answer"]["outstanding"]
    assert wait["since"] is not None and wait["what"] == "planner-lead on local"
    assert f"waiting on planner-lead on local since {wait['since']}" in note["body"]


def test_stuck_with_nothing_in_flight_says_how_to_restart():
    s = Sim()
    assert "nothing is in flight and nothing is queued" in ask(s, "/ask stuck")["body"]


def test_scorecard_lists_d1_to_d6_with_sources_and_the_aggregate():
    s = Sim()
    verifier = s.to_verifier()
    s.judge(verifier, "PASS")
    note = ask(s, "/ask scorecard")
    facts = note["data"]["answer"]
    assert facts["verdict"] == "PASS" and facts["aggregate"] == s.state.judgement["aggregate"]
    assert set(facts["scores"]) == {"D1", "D2", "D3", "D4", "D5", "D6"}
    assert "D2 " in note["body"] and "(qa-check-effect)" in note["body"] and "(verifier-llm)" in note["body"]


def test_scorecard_before_a_verdict_shows_ground_scores_and_dashes():
    note = ask(Sim(), "/ask scorecard")
    assert "no verdict yet" in note["body"] and "D1 —" in note["body"] and "(reducer-auto)" in note["body"]


def test_a_raw_event_with_an_unknown_question_gets_a_note_listing_the_five():
    s = Sim()
    fx = s.send("user.intervene", data={"ask": "weather"})
    [ack, note] = (f.draft for f in of_type(fx, "append"))
    assert note["body"].startswith("error: cannot answer /ask weather; ask one of status, cost, next, stuck, scorecard")
    assert note["data"] == {"ask_invalid": "weather", "topics": list(TOPICS)}


def test_the_answer_is_a_pure_function_of_the_events():
    a, b = Sim(), Sim()
    for s in (a, b):
        spawns(s.send("goal", body="g"))
    assert ask(a, "/ask stuck") == ask(b, "/ask stuck")
