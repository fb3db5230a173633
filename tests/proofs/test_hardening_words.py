"""A verdict's words from outside: the verifier's evidence and feedback held against QA's record
(crumb.core.evidence, the validator's rules 10). Each test names what was tried; those that failed on the
code before the fix say so."""

from __future__ import annotations

import pytest

from tests.core.helpers import Sim, finish_reason, spawns

pytestmark = [pytest.mark.proofs]


_CRITERIA = [
    {"id": "AC-1", "text": "it jumps", "predicate": "window.__crumb.jumped"},
    {"id": "AC-2", "text": "it scores", "predicate": "window.__crumb.score > 0"},
    {"id": "AC-3", "text": "it is in English", "predicate": "document.documentElement.lang === 'en'"},
]
_LEDGER = [
    {"id": "R1", "kind": "mechanic", "text": "jumping", "source": "jump", "criteria": ["AC-1", "AC-2"]},
    {"id": "language", "kind": "language", "text": "in English", "value": "en", "criteria": ["AC-3"]},
]
_PASSED = [{"id": "AC-1", "status": "pass"}, {"id": "AC-2", "status": "pass"}, {"id": "AC-3", "status": "pass"}]
_CHECKS = [
    {"name": "boot", "status": "pass"},
    {"name": "phone_fit", "status": "pass"},
    {"name": "frame_rate", "status": "pass", "detail": "58 fps over 2 s"},
]


def _judged(d1_evidence: list[str], feedback: str = "", acceptance=None, checks=None, fps: float = 58.0):
    """A PASS (or what it became) on a build QA found playable with both criteria passing, unless told."""
    sim = Sim()
    [planner] = spawns(sim.send("goal", body="a jumping game"))
    [builder] = spawns(sim.spec(planner, acceptance_criteria=_CRITERIA, requirements=_LEDGER))
    [check] = sim.build(builder)
    acceptance = acceptance or _PASSED
    qa = sim.qa(check, verdict="playable", acceptance=acceptance, checks=checks or _CHECKS, fps=fps)
    [verifier] = spawns(qa)
    d1 = {"score": 5, "evidence": d1_evidence, "source": "verifier-llm"}
    fx = sim.judge(verifier, "PASS", D1=d1, feedback=feedback or None)
    audits = [f.draft for f in fx if f.type == "append" and f.draft.get("kind") == "audit"]
    return fx, (audits[0] if audits else None)


@pytest.mark.parametrize(
    ("said", "feedback", "rule", "why"),
    [
        (["AC-4 holds: the bird flaps"], "", "evidence_cites_unknown_id", "AC-4, which is no criterion"),
        (["R1 and R4 met"], "", "evidence_cites_unknown_id", "R4, which is no criterion or requirement"),
        (["runs at a steady 60 fps"], "", "evidence_quotes_unmeasured_number", "60 fps, a number QA never measured"),
        (["input answers within 16 ms"], "", "evidence_quotes_unmeasured_number", "16 ms, a number QA never"),
        (["all good"], "AC-7 passes too.", "evidence_misstates_qa", "AC-7, which is no criterion"),
    ],
)
def test_a_pass_whose_evidence_names_what_qa_never_recorded_is_corrected_naming_why(said, feedback, rule, why):
    """Failed before (a PASS, finished verdict_pass, no audit): the verifier's words were never held
    against QA's report; a criterion the spec does not have, or a number QA never measured, read as
    evidence beside a playable build with every criterion passing."""
    fx, audit = _judged(said, feedback)
    assert finish_reason(fx) is None, "a PASS resting on words QA never recorded finished the session"
    assert audit is not None and rule in audit["data"]["violations"], audit and audit["body"]
    assert audit["data"]["corrected_verdict"] == "PARTIAL"
    assert any(why in m["why"] for m in audit["data"]["misstatements"]), audit["data"]["misstatements"]
    assert why in audit["body"]


def test_a_pass_citing_a_check_or_criterion_qa_failed_as_passed_is_named_in_the_audit():
    """QA failed frame_rate (limited) and AC-2; the verifier says 'frame_rate passed' and 'AC-2 holds'.
    Before, the verdict was capped by the record (limited, AC-2 failed) but the audit never said the
    words were false; now each is named and the dimension they back is capped."""
    checks = [*_CHECKS[:2], {"name": "frame_rate", "status": "fail", "severity": "major", "detail": "12 fps"}]
    acceptance = [_PASSED[0], {"id": "AC-2", "status": "fail"}, _PASSED[2]]
    fx, audit = _judged(["AC-1 and AC-2 hold", "checks passed: boot, frame_rate"], "", acceptance, checks, 12.0)
    assert finish_reason(fx) is None
    assert "evidence_cites_failed_as_passed" in audit["data"]["violations"], audit["body"]
    whys = {m["why"] for m in audit["data"]["misstatements"]}
    assert whys == {"it says AC-2 passes; QA saw AC-2 fail", "it says frame_rate passes; QA saw frame_rate fail"}


@pytest.mark.parametrize(
    "said",
    [
        ["AC-1 and AC-2 hold", "checks passed: boot, phone_fit, frame_rate"],
        ["requirements met (weighted 5/5): R1 [AC-1, AC-2]", "frame rate 58 fps", "fps 58.0"],
        ["AC-1 passes, AC-2 passes; 100% of the criteria hold", "it ran at about 58 fps"],
    ],
)
def test_an_honest_pass_in_the_words_of_the_record_still_finishes(said):
    """The honest case: words that say what QA recorded (its numbers rounded) leave a PASS a PASS; the
    offline verifier's own forms ("requirements met …: R1 [AC-1, AC-2]", "fps 58.0") among them."""
    fx, audit = _judged(said, "All QA checks and acceptance criteria passed.")
    assert finish_reason(fx) == "verdict_pass", audit and audit["body"]


def test_words_that_say_a_failed_criterion_fails_are_no_misstatement():
    acceptance = [_PASSED[0], {"id": "AC-2", "status": "fail"}, _PASSED[2]]
    said = ["AC-1 passes, AC-2 fails", "AC-2 does not hold yet", "AC-2 should pass once the score is drawn"]
    _fx, audit = _judged(said, "", acceptance)
    assert audit["data"]["misstatements"] == [], audit["data"]["misstatements"]


def test_a_requirement_the_house_added_from_the_pitch_is_a_known_id():
    """The offline verifier writes 'unmet: ask.2' for a requirement the ledger added from the pitch,
    which the spec (ask.1 only) does not list: an id the house gave is no misstatement (failed before:
    'ask.2, which is no criterion or requirement of the spec')."""
    from crumb.core import evidence, validator

    spec = {
        "acceptance_criteria": [{"id": "AC1", "text": "x", "predicate": "true"}],
        "requirements": [{"id": "ask.1", "kind": "ask", "text": "x", "criteria": ["AC1"]}],
    }
    qa = {"exec_exit_code": 0, "verdict": "playable", "checks": [{"name": "boot", "status": "pass"}]}
    rows = ({"id": "ask.1", "met": True}, {"id": "ask.2", "met": False, "from": "pitch"})
    ground = validator.Ground(
        qa_passed=True, qa_verdict="playable", requirements=rows, facts=evidence.facts_of(spec, qa, rows)
    )
    said = {"D1": ("requirements met (weighted 2.5/5): ask.1 [AC1]", "unmet: ask.2")}
    result = validator.validate(
        validator.Claim(dims={"D1": 2.5, "D3": 5, "D5": 5}, verdict="PARTIAL", said=said), ground
    )
    assert result.misstatements == (), result.misstatements
