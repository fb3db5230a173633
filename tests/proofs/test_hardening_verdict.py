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
