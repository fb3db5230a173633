"""A continued game: the lineage on session.start reaches planner-lead and builder, and replays the same."""

from __future__ import annotations

from crumb.core.reducer import fold

from .helpers import Sim, spawns

LINEAGE = {
    "parent_session": "01PARENT",
    "parent_release": "v1",
    "ref": "01PARENT/v1",
    "change": "faster",
    "parent_goal": "a tiny game",
    "spec": {"title": "Tiny"},
    "files": {"game/index.html": "a" * 64},
}


def test_the_planner_and_the_builder_of_a_continued_game_get_the_parent_and_the_verifier_does_not():
    sim = Sim(lineage=LINEAGE)
    [planner] = spawns(sim.send("goal", body="a tiny game"))
    assert planner.inputs["parent"] == LINEAGE and "previous_spec" not in planner.inputs
    [builder] = spawns(sim.spec(planner))
    assert builder.inputs["parent"] == LINEAGE
    [check] = sim.build(builder)
    [verifier] = spawns(sim.qa(check))
    assert "parent" not in verifier.inputs
    assert verifier.inputs["changes"] == ["faster"]  # it judges the pitch as the person changed it
    assert fold(sim.events).lineage == LINEAGE  # replay from the transcript alone gives the same parent


def test_a_session_without_lineage_projects_no_parent():
    sim = Sim()
    [planner] = spawns(sim.send("goal", body="a tiny game"))
    assert "parent" not in planner.inputs
