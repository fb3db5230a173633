"""Each anti-deception rule, and the scores' single sources."""

from __future__ import annotations

import pytest

from crumb.core import scoring
from crumb.core.validator import Claim, Ground, audit_draft, validate

CLEAN = Ground(d2=5, d4=5, d6=5, d3_auto=5, d5_auto=5, qa_passed=True)


def claim(verdict="PASS", d1=5.0, d3=5.0, d5=5.0, **more) -> Claim:
    return Claim(dims={"D1": d1, "D3": d3, "D5": d5, **more.pop("dims", {})}, verdict=verdict, **more)


def rules(result) -> list[str]:
    return [c["rule"] for c in result.corrections]


def test_a_clean_cross_provider_pass_has_no_corrections():
    r = validate(claim(provider="anthropic"), Ground(**{**CLEAN.__dict__, "builder_provider": "openai"}))
    assert (r.verdict, r.aggregate, r.corrections) == ("PASS", 30.0, ())


def test_pass_without_a_passing_qa_run_becomes_fail():
    r = validate(claim(), Ground(d2=0, d4=5, d6=0, d3_auto=5, d5_auto=5, qa_passed=False))
    assert r.verdict == "FAIL"
    assert {"rule": "verify_pass_without_exec_zero", "dim": "verdict", "from": "PASS", "to": "FAIL"} in r.corrections


@pytest.mark.parametrize("dim", ["D2", "D4", "D6"])
def test_a_verifier_that_overrides_a_ground_truth_dimension_is_corrected(dim):
    ground = Ground(d2=4, d4=3, d6=0, d3_auto=5, d5_auto=5, qa_passed=True)
    r = validate(claim(verdict="PARTIAL", dims={dim: 5.0}), ground)
    truth = {"D2": 4, "D4": 3, "D6": 0}[dim]
    assert r.scores[dim]["score"] == truth
    assert r.corrections[0] == {
        "rule": f"verifier_overrode_{dim.lower()}_ground_truth",
        "dim": dim,
        "from": 5.0,
        "to": truth,
    }


def test_a_verifier_that_agrees_with_ground_truth_is_not_flagged():
    assert validate(claim(dims={"D2": 5.0, "D4": 5.0, "D6": 5.0}), CLEAN).corrections == ()


def test_pass_with_a_failed_acceptance_criterion_caps_d1_at_2():
    r = validate(claim(), Ground(**{**CLEAN.__dict__, "ac_failed": ("ac1",)}))
    assert r.scores["D1"]["score"] == 2.0
    assert "verify_pass_with_ac_failure" in rules(r)
    assert r.verdict == "PARTIAL"  # D1 < 3 then demotes the PASS


def test_same_provider_discounts_d1_d3_d5_by_0_85():
    r = validate(
        claim(d1=5, d3=4, d5=4, provider="anthropic"), Ground(**{**CLEAN.__dict__, "builder_provider": "anthropic"})
    )
    assert [c for c in r.corrections if c["rule"] == "self_bias_risk_same_provider"] == [
        {"rule": "self_bias_risk_same_provider", "dim": "D1", "from": 5, "to": 4.25},
        {"rule": "self_bias_risk_same_provider", "dim": "D3", "from": 4, "to": 3.4},
        {"rule": "self_bias_risk_same_provider", "dim": "D5", "from": 4, "to": 3.4},
    ]
    assert r.scores["D1"]["score"] == 4.25


def test_offline_none_providers_are_not_the_same_provider():
    r = validate(claim(provider="none"), Ground(**{**CLEAN.__dict__, "builder_provider": "none"}))
    assert r.corrections == ()


def test_pass_with_d1_or_d5_below_3_becomes_partial():
    for d1, d5 in ((2.5, 5), (5, 2.0)):
        r = validate(claim(d1=d1, d5=d5), Ground(**{**CLEAN.__dict__, "d5_auto": d5}))
        assert r.verdict == "PARTIAL" and "composite_gaming_d1_d5_below_minimum" in rules(r)


def test_the_verdict_is_recomputed_from_the_corrected_aggregate():
    r = validate(claim(d1=4, d3=3, d5=3), Ground(d2=5, d4=2, d6=0, d3_auto=3, d5_auto=3, qa_passed=True))
    assert r.aggregate == 17.0 and r.verdict == "FAIL"
    assert {"rule": "verdict_above_threshold", "dim": "verdict", "from": "PASS", "to": "FAIL"} in r.corrections


def test_a_verifier_may_judge_below_the_thresholds():
    r = validate(claim(verdict="FAIL"), CLEAN)
    assert r.verdict == "FAIL" and r.corrections == ()


def test_no_verdict_takes_the_thresholds():
    assert validate(claim(verdict=None), CLEAN).verdict == "PASS"


def test_the_audit_names_every_correction():
    r = validate(claim(dims={"D2": 1.0}), Ground(d2=0, d4=5, d6=0, d3_auto=5, d5_auto=5, qa_passed=False))
    draft = audit_draft("s", "01JXQ000000000000000000001", r)
    assert draft["from"] == "validator" and draft["kind"] == "audit"
    assert draft["data"]["violations"] == ["verifier_overrode_d2_ground_truth", "verify_pass_without_exec_zero"]
    assert draft["data"]["corrected_verdict"] == "FAIL" and draft["data"]["corrected_aggregate"] == r.aggregate
    assert draft["metadata"]["audit_violations"] == draft["data"]["violations"]


def test_d2_comes_from_qa_exit_code_and_findings():
    assert scoring.d2_exec(None) == 0
    assert scoring.d2_exec({"exec_exit_code": 1}) == 0
    assert scoring.d2_exec({"exec_exit_code": 0}) == 5
    assert scoring.d2_exec({"exec_exit_code": 0, "findings": ["fps 24 < 30"]}) == 4.5
    assert scoring.d2_exec({"exec_exit_code": 0, "checks": [{"name": "frame_rate", "status": "fail"}]}) == 4


def test_only_a_playable_game_backs_a_pass_a_limited_one_becomes_partial():
    limited = Ground(**{**CLEAN.__dict__, "d6": 0, "qa_verdict": "limited"})
    r = validate(claim(), limited)
    assert r.aggregate == 25.0 and r.verdict == "PARTIAL"  # above the PASS threshold, yet only PARTIAL
    assert {"rule": "verify_pass_without_playable", "dim": "verdict", "from": "PASS", "to": "PARTIAL"} in r.corrections
    assert validate(claim(), Ground(**{**CLEAN.__dict__, "qa_verdict": "playable"})).corrections == ()


def test_the_qa_verdict_is_read_from_the_report_and_follows_the_exit_code_of_older_ones():
    assert scoring.qa_verdict({"exec_exit_code": 0, "verdict": "limited"}) == "limited"
    assert scoring.qa_verdict({"exec_exit_code": 0}) == "playable"
    assert scoring.qa_verdict({"exec_exit_code": 1}) == "broken"
    assert scoring.qa_verdict({"exec_exit_code": 2, "verdict": "playable"}) == "broken"  # the check itself failed
    assert scoring.qa_verdict(None) is None


def test_d2_follows_the_blockers_and_d6_the_portability_findings_of_a_limited_game():
    limited = {
        "exec_exit_code": 0,
        "verdict": "limited",
        "checks": [
            {"name": "input_response", "status": "pass"},
            {"name": "phone_fit", "status": "fail", "severity": "major", "detail": "taps did not move the game"},
        ],
    }
    assert scoring.d2_exec(limited) == 5 and scoring.d6_portability(limited) == 0
    broken = {
        "exec_exit_code": 1,
        "verdict": "broken",
        "checks": [
            {"name": "input_response", "status": "fail", "severity": "blocker"},
            {"name": "phone_fit", "status": "pass"},
        ],
    }
    assert scoring.d2_exec(broken) == 0 and scoring.d6_portability(broken) == 5


def test_d6_comes_from_the_phone_fit_check():
    assert scoring.d6_portability({"exec_exit_code": 0, "checks": [{"name": "phone_fit", "status": "pass"}]}) == 5
    assert scoring.d6_portability({"exec_exit_code": 0, "checks": [{"name": "phone_fit", "status": "fail"}]}) == 0


def test_d4_falls_with_respecs_rebuilds_and_vetoes():
    assert scoring.d4_convergence(0, 0, 0) == 5
    assert scoring.d4_convergence(1, 0, 0) == 4
    assert scoring.d4_convergence(1, 2, 1) == 2.5
    assert scoring.d4_convergence(9, 9, 9) == 0


def test_d3_d5_combine_verifier_and_auto_rounding_halves_up():
    assert scoring.combine(4, 2.5) == 3.3
    assert scoring.combine(None, 4) == 4
    assert [scoring.verdict_for(x) for x in (24, 23.99, 18, 17.9)] == ["PASS", "PARTIAL", "PARTIAL", "FAIL"]
