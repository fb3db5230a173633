"""The local adapter through the same file contract: the offline studio writes, the worker validates."""

from __future__ import annotations

import time

import crumb.adapters.local as studio
from crumb.actors import run_spawn
from crumb.core.contracts import DimScore, Verdict

from .conftest import error_body, kinds, spawn_effect, validated


def test_local_planner_then_builder_produce_a_spec_and_a_game(fast):
    planned = run_spawn(spawn_effect("planner-lead", "local"), fast)
    validated(planned)
    assert kinds(planned) == ["spec", "agent.stop"]
    spec = planned[0]["data"]
    built = run_spawn(spawn_effect("builder", "local", inputs={"goal": "g", "spec": spec, "feedback": []}), fast)
    validated(built)
    assert kinds(built) == ["artifact.created", "build", "agent.stop"]
    assert (fast.session_dir("S1") / "artifacts/game/index.html").stat().st_size > 0
    assert planned[0]["metadata"]["harness"] == "none" and built[1]["metadata"]["adapter"] == "local"


def test_local_verifier_writes_the_studios_verdict(fast, monkeypatch):
    seen = {}

    def judge(spec, qa, *, goal="", changes=()):
        seen.update(spec=spec, qa=qa, goal=goal, changes=changes)
        return Verdict(D1=DimScore(score=4), D3=DimScore(score=3), D5=DimScore(score=5), verdict="PASS")

    monkeypatch.setattr(studio, "judge", judge)
    drafts = run_spawn(spawn_effect("verifier", "local"), fast)
    validated(drafts)
    assert kinds(drafts) == ["judge.score", "agent.stop"]
    assert drafts[0]["scores"]["D3"]["score"] == 3 and seen["qa"].exec_exit_code == 0 and seen["goal"] == "a dodge game"


def test_a_studio_exception_is_an_error_naming_it(fast, monkeypatch):
    def judge(spec, qa, **_):
        raise ValueError("no evidence")

    monkeypatch.setattr(studio, "judge", judge)
    assert (
        error_body(run_spawn(spawn_effect("verifier", "local"), fast))
        == "local verifier failed: ValueError: no evidence"
    )


def test_a_studio_that_runs_past_the_wall_clock_is_a_timeout(fast, monkeypatch):
    monkeypatch.setattr(studio, "judge", lambda spec, qa, **_: time.sleep(1.5))
    drafts = run_spawn(spawn_effect("verifier", "local"), fast.replace(spawn_timeout_min=0.01))
    assert error_body(drafts).startswith("per_spawn_timeout: adapter local exceeded 0.01 min wall clock")


def test_the_real_local_verifier_judges_through_the_contract(fast):
    drafts = run_spawn(spawn_effect("verifier", "local"), fast)
    validated(drafts)
    assert kinds(drafts) == ["judge.score", "agent.stop"], drafts[0].get("body")
    assert {"D1", "D3", "D5"} <= set(drafts[0]["scores"])
