"""One or more tests per reducer handler: what each event kind does to the state and the effects."""

from __future__ import annotations

import copy

from crumb.core.effects import EFFECT_TYPES
from crumb.core.events import USER_KINDS
from crumb.core.reducer import fold, reduce
from tests.core.helpers import SHA, Sim, finish_reason, of_type, spawns

BINDINGS = {"builder": {"adapter": "claude-code", "model": "opus", "fallback": ["codex", "local"]}}


def test_session_start_records_limits_bindings_and_the_start_time():
    s = Sim(bindings=BINDINGS)
    assert s.state.bindings["builder"]["fallback"] == ("codex", "local")
    assert s.state.started_at == s.events[0].ts


def test_spawn_effects_carry_the_bound_adapter_and_model():
    s = Sim(bindings=BINDINGS)
    [planner] = spawns(s.send("goal", body="g"))
    assert (planner.adapter, planner.model) == ("local", None)
    [builder] = spawns(s.spec(planner))
    assert (builder.adapter, builder.model, builder.queue) == ("claude-code", "opus", "builder")


def test_goal_spawns_the_planner_with_the_goal_and_no_spec():
    s = Sim()
    [planner] = spawns(s.send("goal", body="a snake game"))
    assert planner.inputs == {"goal": "a snake game", "feedback": []}
    assert s.state.summary()["stage"] == "planner"


def test_spec_keeps_the_spec_and_spawns_the_builder():
    s = Sim()
    [planner] = spawns(s.send("goal", body="g"))
    [builder] = spawns(s.outcome(planner, "spec", data={"title": "T", "genre": "g"}))
    assert s.state.spec == {"title": "T", "genre": "g"}
    assert builder.inputs == {"goal": "g", "spec": {"title": "T", "genre": "g"}, "feedback": []}


def test_build_runs_qa_on_the_entry_and_resets_old_evidence():
    s = Sim()
    fx = s.send(
        "build",
        "builder",
        artifacts=[
            {"path": "artifacts/game/app.js", "sha256": SHA},
            {"path": "artifacts/game/index.html", "sha256": SHA},
        ],
    )
    [check] = fx
    assert check.type == "qa_check" and check.queue == "qa"
    assert check.artifact == "artifacts/game/index.html" and check.build_event_id == s.events[-1].id
    assert s.state.qa is None and s.state.build_count == 1


def test_qa_result_for_an_older_build_is_recorded_but_not_judged():
    s = Sim()
    s.send("build", "builder", artifacts=[{"path": "artifacts/game/index.html", "sha256": SHA}])
    fx = s.send("qa.result", "system", data={"exec_exit_code": 0, "build_event_id": "01JXQ00000ZZZZZZZZZZZZZZZZ"})
    assert fx == [] and s.state.qa is None


def test_judge_score_with_corrections_appends_an_audit_before_routing():
    s = Sim()
    verifier = s.to_verifier()
    fx = s.judge(verifier, "PASS", D2={"score": 1, "source": "verifier-llm"})
    audit = of_type(fx, "append")[0].draft
    assert audit["kind"] == "audit" and audit["from"] == "validator"
    assert audit["metadata"] == {
        "deterministic": True,
        "tool": "anti-deception@v1",
        "audit_violations": ["verifier_overrode_d2_ground_truth"],
    }
    assert audit["data"]["corrections"] == [
        {"rule": "verifier_overrode_d2_ground_truth", "dim": "D2", "from": 1.0, "to": 5.0}
    ]
    assert [f.type for f in fx] == ["append", "finish"]


def test_pass_without_a_passing_qa_run_is_routed_as_fail():
    s = Sim()
    [planner] = spawns(s.send("goal", body="g"))
    [builder] = spawns(s.spec(planner))
    [check] = s.build(builder)
    [verifier] = spawns(s.qa(check, exit_code=1))
    fx = s.judge(verifier, "PASS")
    assert s.state.judgement["verdict"] == "FAIL"
    assert [f.actor for f in spawns(fx)] == ["builder"] and not s.state.done


def test_three_errors_move_the_actor_to_its_next_fallback_adapter_with_an_audit():
    s = Sim(bindings=BINDINGS)
    [planner] = spawns(s.send("goal", body="g"))
    [builder] = spawns(s.spec(planner))
    for _ in range(2):
        [retry] = spawns(s.send("error", "builder", body="adapter exited 1"))
        assert retry.adapter == "claude-code"
    fx = s.send("error", "builder", body="adapter exited 1")
    audit, spawn = fx
    assert audit.draft["kind"] == "audit" and audit.draft["data"]["to_adapter"] == "codex"
    assert (spawn.actor, spawn.adapter, spawn.model) == ("builder", "codex", None)
    assert s.state.failures["builder"] == 0


def test_breaker_walks_the_whole_chain_then_finishes_circuit_open():
    s = Sim(bindings=BINDINGS)
    s.send("goal", body="g")
    adapters = []
    for _ in range(9):
        fx = s.send("error", "builder", body="boom")
        adapters += [f.adapter for f in spawns(fx)]
    assert finish_reason(fx) == "circuit_open"
    assert adapters == ["claude-code", "claude-code", "codex", "codex", "codex", "local", "local", "local"]
    assert s.state.summary()["reason"] == "circuit_open"


def test_a_good_outcome_resets_the_breaker():
    s = Sim()
    [planner] = spawns(s.send("goal", body="g"))
    s.send("error", "planner-lead", body="x")
    s.send("error", "planner-lead", body="x")
    s.send("agent.wake", "planner-lead")  # not an outcome: the count stays
    assert s.state.failures["planner-lead"] == 2
    s.send("spec", "planner-lead", data={"title": "T"})
    assert s.state.failures["planner-lead"] == 0


def test_errors_from_the_house_do_not_count_for_a_breaker():
    s = Sim()
    assert s.send("error", "system", body="disk full") == []
    assert s.state.failures == {}


def test_every_user_event_gets_an_ack_from_system_first():
    s = Sim()
    for kind in USER_KINDS:
        e = s.event(kind, "user", body="b")
        fx = s.feed(e)
        ack = fx[0].draft
        assert fx[0].type == "append" and ack["kind"] == "ack" and ack["from"] == "system"
        assert ack["metadata"]["ack_for"] == e.id


def test_global_pause_queues_spawns_as_a_hook_and_resume_releases_them():
    s = Sim()
    s.send("user.pause")
    assert s.state.summary()["status"] == "paused"
    fx = s.send("goal", body="g")
    assert spawns(fx) == [] and [f.hook for f in of_type(fx, "hook")] == ["paused"]
    assert s.state.outstanding == {}
    fx = s.send("user.resume")
    [planner] = spawns(fx)
    assert planner.actor == "planner-lead" and planner.id == f"{s.events[-1].id}.1"
    assert planner.id in s.state.outstanding and s.state.queued == ()


def test_actor_pause_holds_only_that_actor():
    s = Sim()
    s.send("user.pause", data={"actor": "builder"})
    [planner] = spawns(s.send("goal", body="g"))
    fx = s.spec(planner)
    assert spawns(fx) == [] and of_type(fx, "hook")[0].data["scope"] == "actor"
    assert s.state.summary()["status"] == "running"
    [builder] = spawns(s.send("user.resume", data={"actor": "builder"}))
    assert builder.actor == "builder"


def test_a_veto_reopens_a_finished_session_and_sends_it_to_the_builder():
    s = Sim()
    s.judge(s.to_verifier(), "PASS")
    assert s.state.done
    s.send("done", "system", body="verdict_pass")
    s.send("session.end", "system", body="session terminated: verdict_pass")
    [builder] = spawns(s.send("user.veto", body="make it harder"))
    assert not s.state.done and s.state.reason is None and s.state.summary()["status"] == "running"
    assert "make it harder" in builder.inputs["feedback"][-1]


def test_goto_reopens_a_finished_session_and_spawns_that_actor():
    s = Sim()
    s.judge(s.to_verifier(), "PASS")
    [verifier] = spawns(s.send("user.intervene", body="look again", data={"goto": "verifier"}))
    assert verifier.prompt == "look again" and not s.state.done


def test_intervene_swap_changes_the_adapter_of_the_next_spawn():
    s = Sim()
    s.send("user.intervene", data={"swap": {"from": "planner-lead", "to": "codex"}})
    [planner] = spawns(s.send("goal", body="g"))
    assert planner.adapter == "codex"


def test_intervene_append_reaches_only_its_target_actor():
    s = Sim()
    s.send("user.intervene", data={"sandwich_append": "use arrow keys", "target_actor": "builder"})
    [planner] = spawns(s.send("goal", body="g"))
    assert planner.inputs["feedback"] == []
    [builder] = spawns(s.spec(planner))
    assert builder.inputs["feedback"] == ["use arrow keys"]


def test_intervene_at_actor_spawns_it_with_the_text_as_prompt():
    s = Sim()
    [builder] = spawns(s.send("user.intervene", body="bigger buttons", data={"target_actor": "builder"}))
    assert builder.prompt == "bigger buttons"


def test_intervene_reset_circuit_clears_the_failure_count():
    s = Sim()
    s.send("error", "builder", body="x")
    s.send("user.intervene", data={"reset_circuit": "builder"})
    assert "builder" not in s.state.failures
    s.send("error", "verifier", body="x")
    s.send("user.intervene", data={"reset_circuit": True})
    assert s.state.failures == {}


def test_intervene_note_is_recorded_without_spawning():
    s = Sim()
    fx = s.send("user.intervene", body="looks fine on a phone", data={"note": "looks fine on a phone"})
    assert [f.type for f in fx] == ["append"] and s.state.appends == ()


def test_plain_text_intervene_reaches_the_next_spawn():
    s = Sim()
    s.send("user.intervene", body="make it pastel")
    [planner] = spawns(s.send("goal", body="g"))
    assert planner.inputs["feedback"] == ["User note: make it pastel"]


def test_intervene_cancel_revokes_outstanding_spawns():
    s = Sim()
    [planner] = spawns(s.send("goal", body="g"))
    fx = s.send("user.intervene", data={"cancel": "all"})
    assert of_type(fx, "cancel_spawn")[0].actor == "all"
    assert s.state.outstanding == {}


def test_done_and_session_end_events_finish_a_replayed_session_with_their_reason():
    s = Sim()
    s.send("goal", body="g")
    s.send("done", "coordinator", body="wall_clock")
    s.send("session.end", "coordinator", body="session terminated: wall_clock")
    assert s.state.summary()["status"] == "done" and s.state.reason == "wall_clock"
    t = Sim()
    t.send("session.end", "system", body="session terminated: wall_clock")
    assert t.state.done and t.state.reason == "wall_clock"


def test_events_after_done_are_recorded_but_never_routed():
    s = Sim()
    s.send("goal", body="g")
    s.send("done", "system", body="token_budget")
    assert s.send("spec", "planner-lead", data={"title": "T"}) == []
    assert s.state.spec == {"title": "T"} and s.state.counts["spec"] == 1


def test_the_reducer_never_changes_its_input_state():
    s = Sim()
    verifier = s.to_verifier()
    before = copy.deepcopy(s.state)
    e = s.event("judge.score", "verifier", scores={"verdict": "FAIL", "D1": {"score": 1, "source": "verifier-llm"}})
    reduce(s.state, e)
    assert s.state == before and verifier.id in s.state.outstanding


def test_effects_use_only_known_types():
    s = Sim()
    s.judge(s.to_verifier(), "PARTIAL", d1=4, d3=3, d5=3)
    assert {f.type for f in s.effects} <= set(EFFECT_TYPES)


def test_fold_equals_step_by_step_reduction():
    s = Sim()
    s.judge(s.to_verifier(), "PASS")
    assert fold(s.events) == s.state
