"""The verdict from outside: a judgement must answer the build and the evidence its verifier was given.
Each test names what was tried; those that failed on the code before their fix say so."""

from __future__ import annotations

import pytest

from crumb.core.inbox import parse_line
from tests.core.helpers import Sim, finish_reason, spawns

pytestmark = [pytest.mark.proofs]


def _goto_builder(sim: Sim) -> list:
    """A person's ``/goto builder`` while the verifier judges: the builder makes a new build."""
    draft = parse_line("/goto builder make the paddle red", sim.state.session_id)
    return sim.send(draft["kind"], "user", body=draft.get("body"), data=draft.get("data"))


@pytest.mark.parametrize("verdict", ["PASS", "PARTIAL", "FAIL"])
def test_a_verdict_on_a_build_replaced_while_it_was_judged_is_recorded_but_never_routed(verdict):
    """Failed before: the verifier judged build A; a person's /goto made build B and its QA run; the
    verdict on A then arrived and was routed as B's: PASS finished the session (verdict_pass) with no
    verifier ever having seen B, PARTIAL asked the person to approve B, FAIL spawned a second builder."""
    sim = Sim()
    on_a = sim.to_verifier()
    build_a = sim.state.build["event_id"]
    [builder] = spawns(_goto_builder(sim), "builder")
    [check] = sim.build(builder)
    assert sim.state.build["event_id"] != build_a
    [on_b] = spawns(sim.qa(check), "verifier")

    late = sim.judge(on_a, verdict, deviation={"type": "Important"} if verdict == "FAIL" else None)
    assert finish_reason(late) is None and not sim.state.done, f"the verdict on {build_a} finished the session"
    assert spawns(late) == [] and not sim.state.awaiting_approval, [f.type for f in late]
    assert on_b.id in sim.state.outstanding, "the verifier of the new build is no longer waited for"
    assert sim.events[-2].kind == "judge.score", "the late verdict is recorded in the transcript"

    assert finish_reason(sim.judge(on_b, "PASS")) == "verdict_pass"  # the new build's own verdict routes


def test_a_verdict_arriving_between_the_new_build_and_its_qa_spawns_nothing():
    """Failed before: the verdict on A, routed against no QA run at all (B's still running), became FAIL
    and spawned the builder again beside B's QA check."""
    sim = Sim()
    on_a = sim.to_verifier()
    [builder] = spawns(_goto_builder(sim), "builder")
    [check] = sim.build(builder)
    late = sim.judge(on_a, "PASS")
    assert spawns(late) == [] and finish_reason(late) is None, [f.type for f in late]
    assert check.id in sim.state.outstanding
    [on_b] = spawns(sim.qa(check), "verifier")
    assert finish_reason(sim.judge(on_b, "PASS")) == "verdict_pass"


# -- an agent's note read as evidence ----------------------------------------------------------------------


def _forwarded(settings, tmp_path, actor: str, effect, line: dict) -> dict:
    """What the worker forwards of one line an agent wrote to its events.jsonl (the firewall applied)."""
    import json

    from crumb.actors import AGENT_EVENTS_FILE, _Stamp, forward_agent_events

    path = tmp_path / AGENT_EVENTS_FILE
    path.write_text(json.dumps(line) + "\n")
    [draft] = forward_agent_events(path, actor, _Stamp(effect, "mock"), settings)
    return draft


def test_an_agents_own_artifact_created_is_refused_and_does_not_answer_a_persons_line(settings, tmp_path):
    """Failed before: a person's line while the verifier judged, answered by nothing; the verifier
    wrote one ``artifact.created`` to its events.jsonl (the firewall let an agent send the kind, as
    the original did, only not its ``artifacts``), and the reducer counted it as new work answering
    the person: D5's house half went 0 → 5, and the PASS that was PARTIAL
    ("composite_gaming_d1_d5_below_minimum": D5 2.5) finished the session."""
    sim = Sim()
    verifier = sim.to_verifier()
    sim.send("user.intervene", body="make the paddle red")  # no new work follows: unanswered
    draft = _forwarded(settings, tmp_path, "verifier", verifier, {"kind": "artifact.created", "body": "red paddle"})
    assert (draft["kind"], draft["data"]["violation"]) == ("audit", "artifact_claim_attempt"), draft
    assert "the worker hashes the files it publishes" in draft["body"]
    sim.send(draft["kind"], draft["from"], body=draft["body"], data=draft["data"], metadata=draft["metadata"])
    fx = sim.judge(verifier, "PASS")
    assert finish_reason(fx) is None, "an agent's word answered a person's line for it and the verdict passed"
    [audit] = [f.draft for f in fx if f.type == "append" and f.draft.get("kind") == "audit"]
    assert "composite_gaming_d1_d5_below_minimum" in audit["data"]["violations"], audit["body"]
    assert sim.state.awaiting_approval


def test_crumb_event_refuses_an_agents_artifact_created_naming_why(settings, tmp_path):
    from crumb.cli.agent_cmds import submit_agent_draft

    identity = {
        "session_id": "S1",
        "actor": "builder",
        "adapter": "codex",
        "effect_id": "E.0",
        "workspace": str(tmp_path),
    }
    code, answer = submit_agent_draft({"kind": "artifact.created", "body": "made game.js"}, identity, settings)
    assert (code, answer["violation"]) == (2, "artifact_claim_attempt"), answer
    assert "writes their artifact.created itself" in answer["detail"]


def test_a_build_still_answers_a_persons_line():
    """The honest case the fix keeps: new work after a person's line counts as answering it."""
    sim = Sim()
    verifier = sim.to_verifier()
    [builder] = spawns(sim.send("user.intervene", body="make the paddle red", data={"goto": "builder"}), "builder")
    [check] = sim.build(builder)
    [verifier] = spawns(sim.qa(check), "verifier")
    assert sim.state.reflected == 1
    assert finish_reason(sim.judge(verifier, "PASS")) == "verdict_pass"


# -- a verdict whose cited evidence says the opposite -------------------------------------------------------


def test_a_pass_citing_a_criterion_qa_failed_or_one_that_does_not_exist_is_not_a_pass():
    """Held (the validator's ground truth, not the verifier's words): the verifier cites "AC-1 holds"
    and "AC-9 holds" (no AC-9) for a PASS, QA saw AC-1 fail. The evidence strings are not read; the
    verdict is capped by what QA recorded, and the audit names why."""
    sim = Sim()
    [planner] = spawns(sim.send("goal", body="a tiny game"))
    criteria = [{"id": "AC-1", "text": "it jumps", "predicate": "window.__crumb.jumped"}]
    ledger = [{"id": "R1", "kind": "mechanic", "text": "jumping", "source": "jump", "criteria": ["AC-1"]}]
    [builder] = spawns(sim.spec(planner, acceptance_criteria=criteria, requirements=ledger))
    [check] = sim.build(builder)
    [verifier] = spawns(sim.qa(check, verdict="playable", acceptance=[{"id": "AC-1", "status": "fail"}]))
    evidence = {"score": 5, "evidence": ["AC-1 holds: it jumps", "AC-9 holds"], "source": "verifier-llm"}
    fx = sim.judge(verifier, "PASS", D1=evidence)
    assert finish_reason(fx) is None
    [audit] = [f.draft for f in fx if f.type == "append" and f.draft.get("kind") == "audit"]
    assert "verify_pass_with_ac_failure" in audit["data"]["violations"], audit["body"]
    assert audit["data"]["corrected_verdict"] != "PASS" and "R1" in audit["data"]["unmet"]


# -- a pitch that takes long to read ---------------------------------------------------------------------


def test_a_pitch_is_read_once_however_often_its_build_is_judged(monkeypatch):
    """Failed before: the reducer read the pitch again at every judgement (and every replay of one, and
    the dashboard at every view); '3 min ' × 330, a pitch within the 2,000-character limit, takes 6 s
    of CPU to read (measured here: 5.3 s the first time, 0.0 s after), holding the single writer each time."""
    from crumb.core import ledger, pitch_reader

    reads: list[str] = []
    real = pitch_reader.floor
    monkeypatch.setattr(pitch_reader, "floor", lambda pitch: reads.append(pitch) or real(pitch))
    goal = "a snake game with walls, 3 min rounds and a high score (read-once proof)"  # read by no other test
    spec = {"requirements": [], "acceptance_criteria": []}
    first = [r.to_dict() for r in ledger.judge(goal, spec, None)]
    for _ in range(5):
        assert [r.to_dict() for r in ledger.judge(goal, spec, None)] == first
    assert reads == [goal], f"the pitch was read {len(reads)} times for 6 judgements"


def _read_cpu_s(pitch: str) -> float:
    """The CPU the reading itself takes: this thread's only (a test worker's other threads are not the
    reader's), with the garbage collector held off, as a collection of everything earlier tests left in
    the worker is not the reader's either (one took 0.75 s of a 4,000-character read in a full run)."""
    import gc
    import time

    from crumb.core import pitch_reader

    gc.collect()
    gc.disable()
    try:
        start = time.thread_time()
        pitch_reader.floor(pitch)
        return time.thread_time() - start
    finally:
        gc.enable()


@pytest.mark.parametrize("unit", ["3 min ", "3 минуты ", "a snake game with 3 lives and no walls, "])
def test_a_long_repetitive_pitch_is_read_in_time_that_grows_with_its_length_not_its_square(unit):
    """Failed before for '3 min ' (the other two held, and guard the same): each thing the reader found
    was checked for a negation said before it by a search from the start of the pitch, each place tried
    with every negation of the language, and each count compared with every span read: '3 min ' × 333
    (2,000 characters, the most a pitch may have) took 8.2 s of CPU to read here, 4,000 characters
    9.8 s, holding the single writer (`time.process_time` around `pitch_reader.floor`, 2026-12-06); now
    0.4 s and 0.5 s. CPU time, not the clock: a busy machine slows both reads alike."""

    def pitch(n: int) -> str:
        return (unit * (n // len(unit) + 1))[:n]

    _read_cpu_s(pitch(600))  # the unit's words and patterns compiled once, as any first pitch does
    short, longest, double = _read_cpu_s(pitch(1000)), _read_cpu_s(pitch(2000)), _read_cpu_s(pitch(4000))
    assert longest < 2.5, f"a {len(pitch(2000))}-character pitch took {longest:.2f} s of CPU to read"
    # Four times the length: four times the time, give or take; the square would be sixteen.
    assert double < 8 * short + 0.3, f"1,000 characters {short:.2f} s, 4,000 characters {double:.2f} s"
