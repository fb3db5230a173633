"""Whole-pipeline paths through the reducer, as a coordinator would drive them."""

from __future__ import annotations

from crumb.core.effects import Effect
from crumb.core.state import is_outcome_accepted, summary
from tests.core.helpers import Sim, finish_reason, of_type, spawns


def test_happy_path_goal_to_pass_finishes_with_verdict_pass():
    s = Sim()
    [planner] = spawns(s.send("goal", body="a tiny game"))
    assert planner.actor == "planner-lead" and planner.inputs["goal"] == "a tiny game"
    [builder] = spawns(s.spec(planner))
    assert builder.inputs["spec"]["title"] == "Tiny"
    [check] = s.build(builder)
    assert check.type == "qa_check" and check.artifact == "artifacts/game/index.html"
    [verifier] = spawns(s.qa(check))
    assert verifier.inputs["qa"]["exec_exit_code"] == 0
    assert verifier.inputs["build"]["event_id"] == check.build_event_id
    fx = s.judge(verifier, "PASS")
    assert finish_reason(fx) == "verdict_pass"
    out = summary(s.state)
    assert (out["status"], out["stage"], out["verdict"], out["reason"]) == ("done", "done", "PASS", "verdict_pass")
    assert s.state.outstanding == {}


def test_partial_waits_for_a_person_and_approve_finishes_user_approved():
    s = Sim()
    verifier = s.to_verifier()
    fx = s.judge(verifier, "PARTIAL", d1=4, d3=3, d5=3)
    assert [f.hook for f in of_type(fx, "hook")] == ["partial"]
    assert summary(s.state)["stage"] == "awaiting_approval" and not s.state.done
    fx = s.send("user.approve")
    assert finish_reason(fx) == "user_approved"


def test_approve_without_a_partial_verdict_only_acks():
    s = Sim()
    s.send("goal", body="g")
    fx = s.send("user.approve")
    assert [f.type for f in fx] == ["append"] and not s.state.done


def test_partial_then_veto_goes_back_to_the_builder_with_the_veto_text():
    s = Sim()
    s.judge(s.to_verifier(), "PARTIAL", d1=4, d3=3, d5=3)
    fx = s.send("user.veto", body="the jump feels floaty")
    [builder] = spawns(fx)
    assert builder.actor == "builder"
    assert any("the jump feels floaty" in t for t in builder.inputs["feedback"])
    assert not s.state.awaiting_approval


def test_fail_critical_reaches_the_planner_with_the_feedback():
    s = Sim()
    fx = s.judge(
        s.to_verifier(), "FAIL", d1=1, d3=2, d5=2, feedback="wrong game entirely", deviation={"type": "Critical"}
    )
    [planner] = spawns(fx)
    assert planner.actor == "planner-lead"
    assert planner.inputs["previous_spec"]["title"] == "Tiny"
    assert any("wrong game entirely" in t for t in planner.inputs["feedback"])


def test_fail_important_returns_to_the_builder_with_feedback_and_suggested_change():
    s = Sim()
    fx = s.judge(
        s.to_verifier(),
        "FAIL",
        d1=2,
        d3=2,
        d5=2,
        feedback="score never shows",
        deviation={"type": "Important"},
        suggested_change="draw the score in the HUD",
    )
    [builder] = spawns(fx)
    assert builder.actor == "builder"
    [text] = builder.inputs["feedback"]
    assert "score never shows" in text and "draw the score in the HUD" in text
    assert [a.text for a in builder.sandwich_appends] == [text]


def test_the_builder_feedback_lists_what_qa_found():
    s = Sim()
    [planner] = spawns(s.send("goal", body="a tiny game"))
    [builder] = spawns(s.spec(planner))
    [check] = s.build(builder)
    phone = {"name": "phone_fit", "status": "fail", "severity": "major", "detail": "taps did not move the game"}
    [verifier] = spawns(
        s.qa(
            check,
            verdict="limited",
            checks=[{"name": "boot", "status": "pass"}, phone],
            findings=["minor: the browser refused to autoplay audio"],
        )
    )
    [builder] = spawns(s.judge(verifier, "FAIL", d1=2, d3=2, d5=2, feedback="no touch"))
    [text] = builder.inputs["feedback"]
    assert "QA found (verdict limited)" in text
    assert "- phone_fit (major): taps did not move the game" in text
    assert "- minor: the browser refused to autoplay audio" in text


def test_fail_without_deviation_counts_as_important():
    s = Sim()
    [builder] = spawns(s.judge(s.to_verifier(), "FAIL", d1=1, d3=1, d5=1, feedback="broken"))
    assert builder.actor == "builder"


def test_a_closed_effect_does_not_accept_a_duplicate_outcome():
    s = Sim()
    [planner] = spawns(s.send("goal", body="g"))
    assert is_outcome_accepted(s.state, planner.id)
    s.spec(planner)  # spec + agent.stop close the spawn
    assert not is_outcome_accepted(s.state, planner.id)
    assert planner.id not in s.state.outstanding


def test_qa_result_closes_its_qa_check_and_finish_clears_outstanding():
    s = Sim()
    [planner] = spawns(s.send("goal", body="g"))
    [builder] = spawns(s.spec(planner))
    [check] = s.build(builder)
    assert is_outcome_accepted(s.state, check.id)
    [verifier] = spawns(s.qa(check))
    assert not is_outcome_accepted(s.state, check.id)
    assert is_outcome_accepted(s.state, verifier.id)
    s.send("done", "system", body="verdict_pass")
    assert s.state.outstanding == {}


def test_verify_result_alias_is_recorded_but_not_routed_twice():
    s = Sim()
    verifier = s.to_verifier()
    s.judge(verifier, "FAIL", d1=1, d3=1, d5=1, feedback="nope")
    before = s.state.verify_count
    fx = s.send("verify.result", "verifier", scores={"verdict": "FAIL", "D1": {"score": 1, "source": "verifier-llm"}})
    assert spawns(fx) == [] and s.state.verify_count == before
    assert s.state.counts["verify.result"] == 1


def test_verify_result_alone_routes_for_a_legacy_transcript():
    s = Sim()
    s.to_verifier()
    fx = s.send("verify.result", "verifier", scores={"verdict": "FAIL", "D1": {"score": 1, "source": "verifier-llm"}})
    assert [f.actor for f in spawns(fx)] == ["builder"]


def test_effect_ids_derive_from_the_causing_event():
    s = Sim()
    fx = s.send("goal", body="g")
    assert [f.id for f in fx] == [f"{s.events[-1].id}.0"]
    fx = s.send("user.pause")
    assert fx[0].id == f"{s.events[-1].id}.0"


BUSY = "the machine was too busy to finish the check in 120 s (over its 120 s the machine had 1% of its CPU idle, …)"


def _to_qa() -> tuple[Sim, Effect]:
    s = Sim()
    [planner] = spawns(s.send("goal", body="a tiny game"))
    [builder] = spawns(s.spec(planner))
    [check] = s.build(builder)
    return s, check


def test_a_check_the_busy_machine_outran_is_run_again_with_an_audit_then_judged_when_the_reruns_are_spent():
    s, check = _to_qa()
    for n in (1, 2):  # qa_busy_retries: 2 by default
        fx = s.qa(check, exit_code=2, busy=BUSY, checks=[{"name": "timeout", "status": "skip"}])
        assert spawns(fx) == [], "no verifier judges a check that was not decided"
        [again] = of_type(fx, "qa_check")
        assert again.build_event_id == check.build_event_id and again.id != check.id
        [audit] = [f.draft for f in of_type(fx, "append")]
        assert audit["kind"] == "audit" and audit["data"] == {"event": "qa_rerun", "busy": BUSY, "rerun": n, "of": 2}
        assert audit["body"].startswith("QA not decided: the machine was too busy") and f"({n} of 2)" in audit["body"]
        check = again
    [verifier] = spawns(s.qa(check, exit_code=2, busy=BUSY))
    assert verifier.actor == "verifier" and verifier.inputs["qa"]["busy"] == BUSY
    assert s.state.qa_busy_count == 2


def test_each_build_has_its_own_reruns_and_a_decided_check_goes_to_the_verifier():
    s, check = _to_qa()
    [check] = of_type(s.qa(check, exit_code=2, busy=BUSY), "qa_check")
    [verifier] = spawns(s.qa(check, exit_code=0))  # decided the second time
    fx = s.judge(verifier, "FAIL", d1=2, d3=2, d5=2, feedback="score never shows", deviation={"type": "Important"})
    [builder] = spawns(fx)
    [check] = s.build(builder)
    assert s.state.qa_busy_count == 0
    assert of_type(s.qa(check, exit_code=2, busy=BUSY), "qa_check"), "a new build starts with its reruns"


def test_a_check_that_failed_for_another_reason_is_judged_at_once():
    s, check = _to_qa()
    [verifier] = spawns(s.qa(check, exit_code=2, findings=["the QA check raised: OSError"]))
    assert verifier.actor == "verifier" and of_type(s.effects, "qa_check") == []


def test_zero_reruns_and_zero_respecs_are_honoured_as_recorded_on_session_start():
    s = Sim(limits={"qa_busy_retries": 0, "respec_max": 0, "verify_max": 0})
    assert (s.state.limit("qa_busy_retries"), s.state.limit("respec_max")) == (0, 0)
    assert s.state.limit("verify_max") == 5, "a verify budget of 0 is not one: the default stays"
    [planner] = spawns(s.send("goal", body="a tiny game"))
    [builder] = spawns(s.spec(planner))
    [check] = s.build(builder)
    [verifier] = spawns(s.qa(check, exit_code=2, busy=BUSY))
    fx = s.judge(verifier, "FAIL", d1=1, d3=1, d5=1, feedback="wrong game", deviation={"type": "Critical"})
    assert finish_reason(fx) == "respec_budget"


def test_a_pass_on_a_build_qa_never_decided_is_corrected_not_finished():
    s, check = _to_qa()
    for _ in range(2):
        [check] = of_type(s.qa(check, exit_code=2, busy=BUSY, checks=[]), "qa_check")
    [verifier] = spawns(s.qa(check, exit_code=2, busy=BUSY, checks=[]))
    fx = s.judge(verifier, "PASS")
    assert finish_reason(fx) != "verdict_pass" and s.state.judgement["verdict"] != "PASS"
    [audit] = [f.draft for f in of_type(fx, "append") if f.draft["kind"] == "audit"]
    assert "verify_pass_without_exec_zero" in audit["data"]["violations"]
