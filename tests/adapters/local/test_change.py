"""Continuing a game offline: the change request becomes a requirement proved in the game, the game is patched."""

from __future__ import annotations

import json
import re

import pytest

from crumb.adapters.local import build, plan
from crumb.adapters.local.change import continue_plan
from crumb.adapters.local.patch import patch
from crumb.errors import AdapterError

PARENT = {"ref": "SID/v1", "change": "make the paddle faster"}


def _config(page: str) -> dict:
    return json.loads(re.search(r"window\.CRUMB_CONFIG = (\{.*?\});</script>", page, re.S).group(1))


def test_a_faster_paddle_becomes_a_change_requirement_whose_criterion_checks_the_new_speed():
    parent, _ = plan("a breakout game")
    child, markdown = continue_plan(parent, "make the paddle faster", ref="SID/v1")
    (req,) = [r for r in child.requirements if r.kind == "change"]
    assert (req.id, req.status, req.source, req.criteria) == (
        "change-1",
        "planned",
        "make the paddle faster",
        ["C1.speed"],
    )
    (proof,) = [c for c in child.acceptance_criteria if c.id == "C1.speed"]
    assert child.tuning["speed"] == 1.25 and "1.25" in proof.predicate and "faster" in proof.text
    assert [c.id for c in parent.acceptance_criteria] == [c.id for c in child.acceptance_criteria][
        :-1
    ]  # kept, in order
    assert (child.title, child.genre, child.theme) == (parent.title, parent.genre, parent.theme)
    assert "continued from SID/v1" in child.notes[0] and "C1.speed" in markdown


def test_a_change_the_studio_has_no_rule_for_is_an_unmet_requirement_with_the_reason():
    parent, _ = plan("a breakout game")
    child, _ = continue_plan(parent, "add a boss with a laser", ref="SID")
    (req,) = [r for r in child.requirements if r.kind == "change"]
    assert [r for r in child.requirements if r.kind != "change"] == parent.requirements  # the pitch's ledger is kept
    assert req.status == "unmet" and req.criteria == [] and "no rule for this change" in req.reason
    assert child.acceptance_criteria == parent.acceptance_criteria


def test_a_later_change_to_the_same_aspect_supersedes_the_earlier_one():
    parent, _ = plan("a 60-second match-3 with a combo bonus")
    first, _ = continue_plan(parent, "faster please", ref="A")
    second, _ = continue_plan(first, "slower, and give it 90 seconds", ref="B")
    ids = [c.id for c in second.acceptance_criteria]
    assert "C1.speed" not in ids and "C2.speed" in ids and "C2.time" in ids
    assert [r.id for r in second.requirements if r.kind == "change"] == [
        "change-2"
    ]  # change-1 had only the speed criterion
    assert any("change-1 superseded" in n for n in second.notes)
    timers = [c for c in second.acceptance_criteria if "time_left" in (c.predicate or "")]
    assert timers and all(c.id.startswith("C2.time") for c in timers) and "90" in timers[0].predicate
    assert second.time_limit_s == 90 and second.tuning["speed"] == 1.0


def test_the_patched_game_keeps_the_parents_code_and_changes_only_its_configuration(tmp_path):
    parent, _ = plan("a breakout game")
    build(parent, tmp_path)
    before = (tmp_path / "index.html").read_text()
    child, _ = continue_plan(parent, "make the paddle faster and add a combo", ref="SID/v1")
    changed = patch(child, tmp_path, feedback=[], parent=PARENT)
    after = (tmp_path / "index.html").read_text()
    assert (
        changed == ["combo", "mechanics", "speed"]
        and _config(after)["speed"] == 1.25
        and _config(after)["combo"] is True
    )
    assert _config(after)["mechanics"] == ["combo"]

    def strip(page):
        return re.sub(r"window\.CRUMB_CONFIG = \{.*?\};</script>", "", page, flags=re.S)

    assert strip(after) == strip(before)
    assert json.loads((tmp_path / "build-notes.json").read_text())["continued_from"]["changed"] == [
        "combo",
        "mechanics",
        "speed",
    ]


def test_a_game_the_studio_did_not_build_is_refused_with_what_to_do(tmp_path):
    parent, _ = plan("a breakout game")
    (tmp_path / "index.html").write_text("<!doctype html><canvas></canvas><script>play()</script>")
    with pytest.raises(AdapterError, match="not built by the offline studio.*bind the builder to an agent"):
        patch(parent, tmp_path, feedback=[], parent=PARENT)


def test_a_requirement_the_parent_proved_with_its_timer_is_proved_by_the_new_timer_after_a_time_change():
    from crumb.core.contracts import Requirement

    parent, _ = plan("a 60-second match-3 with a combo bonus")
    timer = [c.id for c in parent.acceptance_criteria if "time_left" in (c.predicate or "")]
    parent = parent.model_copy(
        update={
            "requirements": [
                Requirement(id="time_limit", kind="time_limit", text="a 60-second round", criteria=timer),
                Requirement(id="combo", kind="mechanic", text="a combo bonus", criteria=["AC9"]),
            ]
        }
    )
    child, _ = continue_plan(parent, "give it 90 seconds", ref="P")
    reqs = {r.id: r for r in child.requirements}
    assert reqs["time_limit"].criteria and all(c.startswith("C1.time") for c in reqs["time_limit"].criteria)
    assert reqs["time_limit"].value == "90" and reqs["time_limit"].text.startswith("a 90-second round")
    assert reqs["combo"].criteria == ["AC9"]  # untouched by a change to the time
    ids = {c.id for c in child.acceptance_criteria}
    assert set(reqs["time_limit"].criteria) <= ids and not set(timer) & ids


@pytest.mark.parametrize(
    ("goal", "change", "parent_s", "child_s", "value"),
    [
        ("a 60-second match-3", "remove the timer, no time limit", 60, None, "none"),
        ("a memory game", "no timer please", 90, None, "none"),  # the genre's own clock, no requirement
        ("a snake game", "no timer please", None, None, "none"),  # none before either: proven all the same
        ("a memory game for my kid, no timer", "give it a 60 second timer", None, 60, "60"),
        ("a memory game", "make it 60 seconds", 90, 60, "60"),
    ],
)
def test_a_change_that_says_no_timer_or_names_a_time_leaves_the_time_requirement_it_asks_proven(
    goal: str, change: str, parent_s: int | None, child_s: int | None, value: str
):
    from crumb.core import ledger

    parent, _ = plan(goal)
    child, _ = continue_plan(parent, change, ref="P")
    assert (parent.time_limit_s, child.time_limit_s) == (parent_s, child_s)
    row = next(r for r in child.requirements if r.id == "time_limit")
    ids = {c.id for c in child.acceptance_criteria}
    assert (row.value, row.status) == (value, "planned") and row.criteria and set(row.criteria) <= ids
    assert all(c.startswith("C1.time") for c in row.criteria)
    timers = [c.id for c in child.acceptance_criteria if "time_left" in (c.predicate or "")]
    assert set(timers) <= set(row.criteria)  # the parent's clock criteria went with its clock
    merged = ledger.merge(goal, child.model_dump(mode="json"), [change])
    assert not [r.id for r, origin in merged if origin == ledger.FROM_PITCH]


def test_each_variant_takes_its_own_look_unless_the_pitch_names_one():
    from crumb.adapters.local.variant import vary

    spec, _ = plan("a breakout game")
    assert vary(spec, 0) is None  # the first take keeps the planned look
    looks = {spec.theme["name"]} | {vary(spec, i)[0].theme["name"] for i in (1, 2, 3)}
    assert len(looks) == 4
    second, markdown = vary(spec, 1)
    title_ac = next(c for c in second.acceptance_criteria if "crumb-title" in (c.predicate or ""))
    assert second.title in title_ac.predicate and second.title in markdown and second.requirements == spec.requirements
    named, _ = plan("an ocean breakout game")
    assert vary(named, 2) is None
