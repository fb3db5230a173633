"""The offline verifier judges from QA evidence: it passes clean runs and fails broken ones, with a reason."""

from __future__ import annotations

import pytest

from crumb.adapters.local import judge, plan
from crumb.core.contracts import AcceptanceResult, QaCheck, QaReport, Screenshot

SPEC = plan("a 60-second match-3 with a combo bonus")[0]
GOAL = "a 60-second match-3 with a combo bonus"


def _report(failed: tuple[str, ...] = (), ac_failed: tuple[str, ...] = ()) -> QaReport:
    checks = [
        QaCheck(name=n, status="fail" if n in failed else "pass", detail=f"{n} detail")
        for n in ("entry", "limits", "boot", "visual_change", "input_response", "phone_fit", "network", "acceptance")
    ]
    acceptance = [
        AcceptanceResult(id=ac.id, status="fail" if ac.id in ac_failed else "pass") for ac in SPEC.acceptance_criteria
    ]
    return QaReport(
        exec_exit_code=1 if failed else 0,
        checks=checks,
        acceptance=acceptance,
        screenshots=[Screenshot(path="qa/phone.png", sha256="a" * 64, viewport="phone")],
    )


def test_a_clean_qa_run_with_every_criterion_passing_is_a_pass_with_cited_evidence() -> None:
    verdict = judge(SPEC, _report(), goal=GOAL)
    assert verdict.verdict == "PASS" and verdict.deviation is None
    assert min(verdict.D1.score, verdict.D3.score, verdict.D5.score) >= 4
    assert "AC1" in verdict.D1.evidence[0] and "input_response" in " ".join(verdict.D3.evidence)
    assert verdict.D2 is None and verdict.D4 is None and verdict.D6 is None


def test_a_game_that_does_not_boot_fails_as_critical() -> None:
    verdict = judge(SPEC, _report(failed=("boot",)), goal=GOAL)
    assert (verdict.verdict, verdict.deviation) == ("FAIL", "Critical")
    assert "boot" in verdict.feedback and verdict.suggested_change


def test_a_game_that_ignores_input_fails_as_important_with_a_change_about_input() -> None:
    verdict = judge(SPEC, _report(failed=("input_response",)), goal=GOAL)
    assert (verdict.verdict, verdict.deviation) == ("FAIL", "Important")
    assert "input_response" in verdict.feedback and "input" in (verdict.suggested_change or "").lower()
    assert verdict.D5.score < 4


def test_a_failed_acceptance_criterion_is_never_a_pass_and_caps_spec_fit() -> None:
    verdict = judge(SPEC, _report(ac_failed=("AC8",)), goal=GOAL)
    assert verdict.verdict != "PASS" and verdict.D1.score <= 2
    assert "AC8" in verdict.feedback and "AC8" in (verdict.suggested_change or "")


def test_a_criterion_whose_predicate_looped_sends_the_spec_back_to_the_planner_not_the_game_to_the_builder() -> None:
    report = _report(ac_failed=("AC8",))
    acceptance = [a.model_copy(update={"looped": True}) if a.id == "AC8" else a for a in report.acceptance]
    verdict = judge(SPEC, report.model_copy(update={"acceptance": acceptance}), goal=GOAL)
    assert (verdict.verdict, verdict.deviation) == ("FAIL", "Critical")  # Critical: the planner redoes the spec
    change = verdict.suggested_change or ""
    assert "Rewrite the spec's predicate of AC8: it never returned in QA (it loops)" in change
    assert "Satisfy the failing acceptance predicates" not in change


def test_a_phone_overflow_fails_and_asks_for_a_phone_fix() -> None:
    verdict = judge(SPEC, _report(failed=("phone_fit",)), goal=GOAL)
    assert verdict.verdict == "FAIL" and "phone" in (verdict.suggested_change or "").lower()


@pytest.mark.parametrize(
    ("detail", "asked", "not_asked"),
    [
        # phone_fit's details as crumb.qa.checks writes them
        (
            "the page is 523 px wide on a 390 px phone screen, which shows 75% of its width: the rest is off the screen",
            "no horizontal scroll",
            "touch control",
        ),
        (
            "the game needs a keyboard after its start: once a tap started it (clicking 'Start'), no touch input"
            " changed the play (…), while its keys did (…; pressed ArrowLeft)",
            "touch control",
            "overflow",
        ),
        (
            "the game did not answer QA's taps and swipes (its buttons, tapped and then held, the play area's centre and lower left,"
            " swipes across it, a finger held on a canvas's bottom lanes), so it is not shown to be playable on a phone (the screen looked the same)",
            "touch control",
            "overflow",
        ),
    ],
)
def test_a_phone_fit_failure_asks_for_the_fix_of_what_it_names(detail: str, asked: str, not_asked: str) -> None:
    """A game that only keys play was told to fix an overflow it did not have."""
    report = _report(failed=("phone_fit",))
    checks = [c.model_copy(update={"detail": detail}) if c.name == "phone_fit" else c for c in report.checks]
    change = judge(SPEC, report.model_copy(update={"checks": checks}), goal=GOAL).suggested_change or ""
    assert asked in change and not_asked not in change, change


def test_a_spec_of_the_wrong_genre_for_the_pitch_fails_as_critical() -> None:
    snake = plan("a snake game")[0]
    verdict = judge(snake, _report(), goal=GOAL)
    assert (verdict.verdict, verdict.deviation) == ("FAIL", "Critical") and verdict.D1.score < 3
    assert "requirement genre.asked unmet" in verdict.feedback and "the ledger plans 'snake'" in verdict.feedback
    assert "Redesign the spec" in (verdict.suggested_change or "") and "mechanic.combo" in verdict.suggested_change


def test_what_the_offline_studio_cannot_build_is_a_partial_in_plain_words() -> None:
    goal = "a tiny tower defense with three tower types"
    spec = plan(goal)[0]
    acceptance = [AcceptanceResult(id=ac.id, status="pass") for ac in spec.acceptance_criteria]
    verdict = judge(spec, _report().model_copy(update={"acceptance": acceptance}), goal=goal)
    assert verdict.verdict == "PARTIAL" and verdict.D1.score < 5
    assert (
        "requirement genre unmet (a tower defense game): the offline studio cannot build a tower defense; "
        "it built a whack rush (tapper) instead — bind a model to build one"
    ) in verdict.feedback
    assert "bind a model" in (verdict.suggested_change or "")


def test_findings_lower_quality_without_failing_the_game() -> None:
    noisy = _report().model_copy(update={"findings": ["fps 24 < 30", "slow first frame", "large canvas"]})
    assert judge(SPEC, noisy, goal=GOAL).D5.score < judge(SPEC, _report(), goal=GOAL).D5.score
