"""The requirements ledger: each validator branch, the floor, and what the reducer does with it."""

from __future__ import annotations

from typing import Any

from crumb.core import ledger
from crumb.core.validator import Claim, Ground, audit_draft, validate

from .helpers import Sim, of_type, spawns

CLEAN = dict(d2=5, d4=5, d6=5, d3_auto=5, d5_auto=5, qa_passed=True)
PITCH = "a platformer where you double jump over spikes"


def req(id_: str, kind: str, criteria: list[str], **more: Any) -> dict[str, Any]:
    return {"id": id_, "kind": kind, "text": more.pop("text", id_), "criteria": criteria, **more}


def spec(
    requirements: list[dict[str, Any]], criteria: tuple[str, ...] = ("AC1", "AC2", "AC3", "AC4")
) -> dict[str, Any]:
    acs = [{"id": c, "text": c, "predicate": "true"} for c in criteria]
    return {
        "title": "T",
        "genre": "platformer",
        "pitch": PITCH,
        "acceptance_criteria": acs,
        "requirements": requirements,
    }


def qa(**status: str) -> dict[str, Any]:
    return {
        "exec_exit_code": 0,
        "acceptance": [{"id": c, "status": s, "detail": f"{c} said {s}"} for c, s in status.items()],
    }


FULL = [
    req("genre", "genre", ["AC1"], value="platformer"),
    req("mechanic.double_jump", "mechanic", ["AC2"], value="double_jump"),
    req("mechanic.hazards", "mechanic", ["AC3"], value="hazards"),
    req("language", "language", ["AC4"], value="en"),
]
ALL_PASS = qa(AC1="pass", AC2="pass", AC3="pass", AC4="pass")


def rows(goal: str, sp: dict[str, Any], report: dict[str, Any] | None) -> tuple[dict[str, Any], ...]:
    return tuple(r.to_dict() for r in ledger.judge(goal, sp, report))


def verdict(sp: dict[str, Any], report: dict[str, Any] | None, said: str = "PASS", d1: float = 5.0, goal: str = PITCH):
    ground = Ground(**CLEAN, requirements=rows(goal, sp, report))
    return validate(Claim(dims={"D1": d1, "D3": 5.0, "D5": 5.0}, verdict=said), ground)


def rules(result) -> list[str]:
    return [c["rule"] for c in result.corrections]


def test_a_pass_with_every_requirement_proven_in_qa_stays_pass_and_needs_no_audit():
    r = verdict(spec(FULL), ALL_PASS)
    assert (r.verdict, r.unmet, r.corrections, r.audited) == ("PASS", (), (), False)
    assert all(row["met"] for row in r.requirements)


def test_a_legacy_spec_without_a_ledger_is_judged_as_before():
    legacy = {k: v for k, v in spec(FULL).items() if k != "requirements"}
    assert ledger.judge(PITCH, legacy, ALL_PASS) == []
    r = validate(Claim(dims={"D1": 5.0, "D3": 5.0, "D5": 5.0}, verdict="PASS"), Ground(**CLEAN))
    assert (r.verdict, r.requirements, r.unmet) == ("PASS", None, ())


def test_a_requirement_the_planner_recorded_unmet_caps_a_pass_at_partial_and_is_named():
    unmet = [
        *FULL[:1],
        req(
            "mechanic.double_jump",
            "mechanic",
            [],
            value="double_jump",
            status="unmet",
            reason="no template has a double jump",
        ),
        *FULL[2:],
    ]
    r = verdict(spec(unmet), ALL_PASS)
    assert r.verdict == "PARTIAL" and r.unmet == ("mechanic.double_jump",)
    assert {"rule": "requirement_unmet", "dim": "verdict", "from": "PASS", "to": "PARTIAL"} in r.corrections
    row = next(x for x in r.requirements if x["id"] == "mechanic.double_jump")
    assert row["reason"] == "no template has a double jump" and row["met"] is False
    audit = audit_draft("s", "e", r)
    assert "unmet: mechanic.double_jump" in audit["body"] and audit["data"]["unmet"] == ["mechanic.double_jump"]


def test_a_requirement_without_a_criterion_counts_as_unmet():
    r = verdict(spec([*FULL[:3], req("language", "language", [], value="en")]), ALL_PASS)
    assert r.verdict == "PARTIAL" and r.unmet == ("language",)
    assert next(x for x in r.requirements if x["id"] == "language")["reason"] == "no acceptance criterion proves it"


def test_a_requirement_whose_criterion_failed_in_qa_is_unmet_with_the_qa_detail():
    r = verdict(spec(FULL), qa(AC1="pass", AC2="fail", AC3="pass", AC4="pass"))
    row = next(x for x in r.requirements if x["id"] == "mechanic.double_jump")
    assert row["met"] is False and row["reason"].startswith("criterion AC2 failed in QA: AC2 said fail")
    assert row["criteria"] == [{"id": "AC2", "status": "fail", "detail": "AC2 said fail"}]


def test_a_criterion_that_is_not_in_the_spec_or_was_skipped_proves_nothing():
    missing = verdict(spec([*FULL[:3], req("language", "language", ["AC9"], value="en")]), ALL_PASS)
    assert (
        next(x for x in missing.requirements if x["id"] == "language")["reason"] == "criterion AC9 is not in the spec"
    )
    skipped = verdict(spec(FULL), qa(AC1="pass", AC2="pass", AC3="pass", AC4="skip"))
    assert skipped.unmet == ("language",) and skipped.verdict == "PARTIAL"


def test_a_criterion_may_name_one_of_qas_own_checks():
    phone = [*FULL, req("target.phone", "target", ["qa:phone_fit"], value="phone")]
    fits = verdict(spec(phone), {**ALL_PASS, "checks": [{"name": "phone_fit", "status": "pass", "detail": "fits"}]})
    overflows = verdict(
        spec(phone), {**ALL_PASS, "checks": [{"name": "phone_fit", "status": "fail", "detail": "overflow"}]}
    )
    unknown = verdict(spec([*FULL, req("target.phone", "target", ["qa:vibes"], value="phone")]), ALL_PASS)
    assert fits.unmet == () and overflows.unmet == ("target.phone",)
    assert (
        next(x for x in overflows.requirements if x["id"] == "target.phone")["reason"]
        == "criterion qa:phone_fit failed in QA: overflow"
    )
    assert (
        next(x for x in unknown.requirements if x["id"] == "target.phone")["reason"]
        == "criterion qa:vibes is not in the spec"
    )


def test_a_requirement_only_criteria_that_held_without_the_game_name_is_unmet_and_caps_a_pass():
    hollow = {**ALL_PASS, "acceptance": [{**a, "held_without_game": a["id"] == "AC2"} for a in ALL_PASS["acceptance"]]}
    r = verdict(spec(FULL), hollow)
    assert r.verdict == "PARTIAL" and r.unmet == ("mechanic.double_jump",)
    assert {"rule": "requirement_unmet", "dim": "verdict", "from": "PASS", "to": "PARTIAL"} in r.corrections
    row = next(x for x in r.requirements if x["id"] == "mechanic.double_jump")
    assert row["reason"] == "its check cannot fail: AC2 held on a blank page without the game too"
    assert row["criteria"] == [{"id": "AC2", "status": "pass", "detail": "AC2 said pass", "without_game": "held"}]
    # Beside a criterion that could have failed it does no harm.
    both = verdict(
        spec([*FULL[:1], req("mechanic.double_jump", "mechanic", ["AC2", "AC3"], value="double_jump")]), hollow
    )
    row = next(x for x in both.requirements if x["id"] == "mechanic.double_jump")
    assert (row["met"], row["reason"]) == (True, "proven in QA: AC3")


def test_a_requirement_whose_criterion_looped_is_unmet_as_the_specs_to_fix_not_the_games():
    looped = {
        **ALL_PASS,
        "acceptance": [
            {**a, "status": "fail", "detail": "while (true) {} did not return within 5 s", "looped": True}
            if a["id"] == "AC2"
            else a
            for a in ALL_PASS["acceptance"]
        ],
    }
    r = verdict(spec(FULL), looped)
    assert r.verdict == "PARTIAL" and r.unmet == ("mechanic.double_jump",)
    row = next(x for x in r.requirements if x["id"] == "mechanic.double_jump")
    assert row["reason"] == "criterion AC2's predicate never returned in QA (it loops): the spec's to fix, not the game"
    assert row["criteria"][0][ledger.LOOPED] == "predicate"


def test_no_qa_run_proves_nothing():
    r = verdict(spec(FULL), None, said="PARTIAL")
    assert set(r.unmet) == {"genre", "mechanic.double_jump", "mechanic.hazards", "language"}
    assert r.requirements[0]["reason"] == "not proven yet: no QA run of this build"


def test_what_the_pitch_asks_and_the_ledger_leaves_out_is_added_unmet():
    r = verdict(spec([FULL[0], FULL[3]]), ALL_PASS)  # the planner dropped the double jump and the spikes
    assert r.verdict == "PARTIAL"
    assert set(r.unmet) == {"mechanic.double_jump", "mechanic.hazards"}
    assert {
        "rule": "requirement_left_out",
        "dim": "requirements",
        "from": None,
        "to": ["mechanic.double_jump", "mechanic.hazards"],
    } in r.corrections
    row = next(x for x in r.requirements if x["id"] == "mechanic.double_jump")
    assert row["from"] == "pitch" and row["source"] == "double jump" and "leaves it out" in row["reason"]


def test_an_empty_ledger_cannot_make_a_pitch_easier():
    r = verdict(spec([]), ALL_PASS)
    assert r.verdict == "PARTIAL" and set(r.unmet) == {"genre", "mechanic.double_jump", "mechanic.hazards", "language"}


def test_a_ledger_that_plans_a_different_kind_of_game_than_the_pitch_asks_is_unmet():
    swapped = [req("genre", "genre", ["AC1"], value="runner", text="a runner"), *FULL[1:]]
    r = verdict(spec(swapped), ALL_PASS)
    assert r.unmet == ("genre.asked",) and r.verdict == "PARTIAL"
    row = next(x for x in r.requirements if x["id"] == "genre.asked")
    assert "the pitch asks for a platformer game" in row["reason"] and "'runner'" in row["reason"]


def test_d1_is_capped_at_the_weighted_share_met_where_the_kind_of_game_weighs_most():
    no_genre = verdict(spec(FULL), qa(AC1="fail", AC2="pass", AC3="pass", AC4="pass"), said="PARTIAL")
    no_language = verdict(spec(FULL), qa(AC1="pass", AC2="pass", AC3="pass", AC4="fail"), said="PARTIAL")
    # weights: genre 3, each mechanic 2, language 1 → 8 in all
    assert no_genre.scores["D1"]["score"] == round(5 * 5 / 8, 2)
    assert no_language.scores["D1"]["score"] == round(5 * 7 / 8, 2)
    assert {"rule": "d1_above_requirements_met", "dim": "D1", "from": 5.0, "to": 3.12} in no_genre.corrections


def test_a_d1_already_within_the_share_is_not_corrected():
    r = verdict(spec(FULL), qa(AC1="pass", AC2="pass", AC3="pass", AC4="fail"), said="PARTIAL", d1=4.0)
    assert "d1_above_requirements_met" not in rules(r) and r.scores["D1"]["score"] == 4.0


def test_an_honest_partial_with_an_unmet_requirement_is_still_named_in_an_audit():
    r = verdict(spec(FULL), qa(AC1="pass", AC2="pass", AC3="pass", AC4="fail"), said="PARTIAL", d1=4.0)
    assert r.corrections == () and r.audited and r.unmet == ("language",)


def test_an_invalid_ledger_entry_counts_as_an_unmet_requirement():
    r = verdict(spec([*FULL, {"id": "bad id!", "kind": "mechanic", "text": "shield"}]), ALL_PASS)
    assert r.unmet == ("invalid.5",) and r.verdict == "PARTIAL"


# --- through the reducer -----------------------------------------------------------------


def _session(requirements: list[dict[str, Any]], acceptance: dict[str, str]) -> tuple[Sim, list[Any]]:
    sim = Sim()
    [planner] = spawns(sim.send("goal", body=PITCH))
    [builder] = spawns(sim.spec(planner, **{k: v for k, v in spec(requirements).items() if k != "title"}))
    [check] = sim.build(builder)
    [verifier] = spawns(sim.qa(check, acceptance=qa(**acceptance)["acceptance"]))
    return sim, sim.judge(verifier, "PASS")


def test_the_reducer_turns_a_pass_with_an_unmet_requirement_into_a_partial_that_names_it():
    sim, fx = _session([FULL[0], FULL[2], FULL[3]], {"AC1": "pass", "AC2": "pass", "AC3": "pass", "AC4": "pass"})
    [audit] = [f.draft for f in of_type(fx, "append") if f.draft["kind"] == "audit"]
    assert audit["data"]["unmet"] == ["mechanic.double_jump"] and "requirement_left_out" in audit["data"]["violations"]
    [hook] = of_type(fx, "hook")
    assert (
        hook.hook == "partial"
        and "unmet: mechanic.double_jump" in hook.body
        and hook.data["unmet"] == ["mechanic.double_jump"]
    )
    summary = sim.state.summary()
    assert summary["verdict"] == "PARTIAL" and summary["unmet"] == ["mechanic.double_jump"]
    assert [r["id"] for r in summary["requirements"]] == [
        "genre",
        "mechanic.hazards",
        "language",
        "mechanic.double_jump",
    ]


def test_a_failing_verdict_sends_the_unmet_requirements_back_in_the_feedback():
    sim = Sim()
    [planner] = spawns(sim.send("goal", body=PITCH))
    [builder] = spawns(sim.spec(planner, **{k: v for k, v in spec(FULL).items() if k != "title"}))
    [check] = sim.build(builder)
    [verifier] = spawns(sim.qa(check, acceptance=qa(AC1="pass", AC2="fail", AC3="pass", AC4="pass")["acceptance"]))
    [rebuild] = spawns(sim.judge(verifier, "FAIL", d1=2, deviation={"type": "Important"}), "builder")
    assert (
        "Unmet requirements:\n- mechanic.double_jump: mechanic.double_jump — criterion AC2 failed in QA"
        in rebuild.inputs["feedback"][-1]
    )


def test_a_session_without_a_ledger_reports_no_requirements():
    sim = Sim()
    verifier = sim.to_verifier()
    sim.judge(verifier, "PASS")
    summary = sim.state.summary()
    assert (summary["verdict"], summary["requirements"], summary["unmet"]) == ("PASS", None, [])


TIMED = "a 60-second platformer where you double jump over spikes"


def timed_spec(seconds: str) -> dict[str, Any]:
    return spec([*FULL, req("time_limit", "time_limit", ["AC5"], value=seconds)], (*"AC1 AC2 AC3 AC4 AC5".split(),))


def test_a_continued_game_is_judged_against_its_pitch_as_the_change_requests_changed_it():
    report = qa(AC1="pass", AC2="pass", AC3="pass", AC4="pass", AC5="pass")
    judged = ledger.judge(TIMED, timed_spec("90"), report, ["make the rounds 90 seconds long"])
    assert [r.requirement.id for r in judged if not r.met] == []
    # without the change the same plan eases nothing: it plans another time than the pitch asks
    unchanged = ledger.judge(TIMED, timed_spec("90"), report)
    assert [r.requirement.id for r in unchanged if not r.met] == ["time_limit.asked"]
    # a planner ignoring the change is held to it
    ignored = ledger.judge(TIMED, timed_spec("60"), report, ["make the rounds 90 seconds long"])
    (row,) = [r for r in ignored if not r.met]
    assert row.requirement.id == "time_limit.asked" and "'60'" in row.reason and "90 seconds" in row.reason


def test_the_latest_change_wins_and_a_change_request_does_not_switch_the_games_language():
    wanted = {
        r.id: r.value for r in ledger.asked("한 판 60초의 매치3 게임", ["rounds of 90 seconds", "make it 45 seconds"])
    }
    assert wanted["time_limit"] == "45" and wanted["language"] == "ko"
    assert wanted["genre"] == "match3"


def test_the_changes_of_a_lineage_are_its_chain_else_its_one_change():
    assert ledger.changes_of({"change": "faster", "changes": ["90 s rounds", "faster"]}) == ("90 s rounds", "faster")
    assert ledger.changes_of({"change": "faster"}) == ("faster",)
    assert ledger.changes_of(None) == ()


UNTIMED_PITCH = "a memory game for my kid, no timer"
MEMORY = [req("genre", "genre", ["AC1"], value="memory"), req("language", "language", ["AC2"], value="en")]


def test_a_spec_planning_a_timer_against_a_pitch_that_says_no_timer_is_partial_and_names_it():
    timed = spec([*MEMORY, req("time_limit", "time_limit", ["AC3"], value="90", text="a 90-second time limit")])
    r = verdict(timed, ALL_PASS, goal=UNTIMED_PITCH)
    assert r.verdict == "PARTIAL" and r.unmet == ("time_limit.asked",)
    row = next(x for x in r.requirements if x["id"] == "time_limit.asked")
    assert (row["value"], row["from"], row["source"]) == ("none", "pitch", "no timer")
    assert "the pitch asks for no time limit ('no timer'); the ledger plans '90'" == row["reason"]


def test_a_ledger_that_leaves_out_the_no_timer_the_pitch_asks_for_is_partial():
    r = verdict(spec(MEMORY), ALL_PASS, goal=UNTIMED_PITCH)
    assert r.verdict == "PARTIAL" and r.unmet == ("time_limit",)
    assert "leaves it out" in next(x for x in r.requirements if x["id"] == "time_limit")["reason"]


def test_a_ledger_planning_no_time_limit_proven_in_qa_meets_the_pitch_that_says_no_timer():
    untimed = spec([*MEMORY, req("time_limit", "time_limit", ["AC3"], value="none", text="no time limit")])
    r = verdict(untimed, ALL_PASS, goal=UNTIMED_PITCH)
    assert (r.verdict, r.unmet) == ("PASS", ())
    assert next(x for x in r.requirements if x["id"] == "time_limit")["met"] is True
