"""The file contract, driven by the mock adapter: workspace, prompt, outputs, drafts, refusals."""

from __future__ import annotations

import json

from crumb.actors import run_spawn
from crumb.adapters.outputs import sha256_file
from crumb.core.contracts import Spec
from crumb.core.effects import SandwichAppend

from .conftest import SPEC, error_body, kinds, spawn_effect, validated


def test_planner_outcome_is_a_spec_with_the_files_published(fast):
    taps = []
    effect = spawn_effect(
        "planner-lead", "mock", sandwich_appends=(SandwichAppend(source_id="u1", text="MAKE IT BLUE"),)
    )
    drafts = run_spawn(effect, fast, emit=taps.append)
    events = validated(drafts + taps)
    assert kinds(drafts) == ["spec", "agent.stop"]
    spec = drafts[0]
    Spec.model_validate(spec["data"])
    assert spec["from"] == "planner-lead" and spec["session_id"] == "S1"
    assert (
        spec["metadata"].items()
        >= {"harness": "mock", "provider": "none", "adapter": "mock", "effect_id": effect.id}.items()
    )
    session = fast.session_dir("S1")
    assert json.loads((session / "artifacts/spec.json").read_text())["title"] == "Mock game"
    assert {a["path"] for a in spec["artifacts"]} == {"artifacts/spec.json", "artifacts/spec.md"}
    prompt = (session / "workspaces/planner-lead/PROMPT.md").read_text()
    assert "MAKE IT BLUE" in prompt and '"acceptance_criteria"' in prompt and "window.__crumb" in prompt
    assert (session / "workspaces/planner-lead/goal.md").read_text().startswith("a dodge game")
    assert [e.kind for e in events[-2:]] == ["agent.wake", "tool.call"]
    assert all(t["metadata"]["visibility"] == "private" for t in taps)


def test_planner_with_a_previous_spec_answers_spec_update(fast):
    drafts = run_spawn(spawn_effect("planner-lead", "mock", inputs={"goal": "g", "previous_spec": SPEC}), fast)
    assert kinds(drafts) == ["spec.update", "agent.stop"]


def test_builder_outcome_lists_every_game_file_with_hashes_from_disk(fast):
    drafts = run_spawn(spawn_effect("builder", "mock"), fast)
    validated(drafts)
    assert kinds(drafts) == ["artifact.created", "build", "agent.stop"]
    build = drafts[1]
    session = fast.session_dir("S1")
    assert build["data"]["entry"] == "artifacts/game/index.html"
    for art in build["artifacts"]:
        assert art["role"] == "src" and art["sha256"] == sha256_file(session / art["path"])
    assert (session / "workspaces/builder/feedback.md").read_text().count("make the rocks faster") == 1
    stop = drafts[-1]
    assert stop["data"]["exit_code"] == 0
    assert stop["metadata"]["tokens_in"] == 5000 and stop["metadata"]["cost_usd"] == 0.12
    assert stop["metadata"]["latency_ms"] >= 0


def test_verifier_outcome_is_a_judge_score_with_verifier_llm_sources(fast):
    drafts = run_spawn(spawn_effect("verifier", "mock", "verdict=FAIL,deviation=Critical,score=2"), fast)
    validated(drafts)
    assert kinds(drafts) == ["judge.score", "agent.stop"]
    scores = drafts[0]["scores"]
    assert set(k for k in scores if k.startswith("D")) == {"D1", "D3", "D5"}
    assert all(scores[d]["source"] == "verifier-llm" and scores[d]["score"] == 2 for d in ("D1", "D3", "D5"))
    assert scores["verdict"] == "FAIL" and scores["deviation"] == {"type": "Critical"}
    assert scores["suggested_change"]


def test_the_verifier_sees_a_copy_of_the_current_build(fast):
    run_spawn(spawn_effect("builder", "mock"), fast)
    run_spawn(spawn_effect("verifier", "mock"), fast)
    ws = fast.session_dir("S1") / "workspaces/verifier"
    assert (ws / "game/index.html").is_file() and (ws / "qa.json").is_file()


def test_an_out_of_range_score_is_an_error_naming_the_field(fast):
    drafts = run_spawn(spawn_effect("verifier", "mock", "bad=invalid"), fast)
    validated(drafts)
    assert kinds(drafts) == ["error", "agent.stop"]
    assert (
        error_body(drafts)
        == "verdict.json: D1.score: Input should be less than or equal to 5; D3: Field required; D5: Field required; verdict: Field required"
    )


def test_missing_and_malformed_outputs_are_errors_naming_the_file(fast):
    assert (
        error_body(run_spawn(spawn_effect("planner-lead", "mock", "bad=missing"), fast))
        == "spec.json: missing (the agent did not write it)"
    )
    body = error_body(run_spawn(spawn_effect("planner-lead", "mock", "bad=invalid"), fast))
    assert body.startswith("spec.json: not valid JSON")


def test_a_symlink_pointing_outside_is_refused(fast):
    drafts = run_spawn(spawn_effect("builder", "mock", "bad=symlink"), fast)
    assert "game/index.html: symlink pointing outside the workspace refused" in error_body(drafts)
    assert not (fast.session_dir("S1") / "artifacts/game").exists()


def test_a_file_written_outside_the_workspace_is_refused(fast):
    drafts = run_spawn(spawn_effect("builder", "mock", "bad=escape"), fast)
    validated(drafts)
    assert error_body(drafts) == "../../escape.txt: file outside the workspace refused"
    assert not (fast.session_dir("S1") / "escape.txt").exists()


def test_limits_on_the_game_folder_are_enforced(fast):
    drafts = run_spawn(spawn_effect("builder", "mock"), fast.replace(qa_max_bytes=100))
    assert error_body(drafts) == "game/: more than 100 bytes (the limit is qa_max_bytes)"


def test_mock_is_deterministic_for_an_effect_id(fast):
    results = [kinds(run_spawn(spawn_effect("builder", "mock", "fail=0.5", eid=f"E{i}.0"), fast)) for i in range(12)]
    again = [kinds(run_spawn(spawn_effect("builder", "mock", "fail=0.5", eid=f"E{i}.0"), fast)) for i in range(12)]
    assert results == again
    assert ["error", "agent.stop"] in results and ["artifact.created", "build", "agent.stop"] in results


def test_mock_latency_beyond_the_idle_budget_is_a_timeout(fast):
    drafts = run_spawn(spawn_effect("builder", "mock", "latency=5"), fast.replace(spawn_idle_timeout_s=0.2))
    assert error_body(drafts).startswith("per_spawn_timeout: adapter mock silent for 0.2s")
    assert drafts[-1]["data"]["timed_out"] == "idle"


def test_an_unknown_adapter_is_an_error_not_a_crash(fast):
    drafts = run_spawn(spawn_effect("builder", "nope"), fast)
    validated(drafts)
    assert kinds(drafts) == ["error", "agent.stop"] and "unknown adapter 'nope'" in drafts[0]["body"]


def test_notes_left_in_events_jsonl_are_forwarded_and_forgeries_audited(fast):
    ws = fast.session_dir("S1") / "workspaces/planner-lead"

    class Notes:
        def __init__(self):
            self.done = False

        def __call__(self, draft):
            if draft["kind"] == "tool.call" and not self.done:
                self.done = True
                lines = [{"kind": "note", "body": "hello"}, {"from": "system", "kind": "done", "body": "x"}, "garbage"]
                (ws / "events.jsonl").write_text("\n".join(json.dumps(x) if isinstance(x, dict) else x for x in lines))

    drafts = run_spawn(spawn_effect("planner-lead", "mock"), fast, emit=Notes())
    validated(drafts)
    assert kinds(drafts) == ["note", "audit", "audit", "spec", "agent.stop"]
    assert drafts[0]["from"] == "planner-lead" and drafts[1]["from"] == "system"
    assert drafts[1]["data"]["violation"] == "forged_system_event_attempt"


def test_the_mock_planner_claims_the_house_reading_of_the_pitch_unless_told_to_be_lazy():
    from crumb.adapters.mock import mock_spec
    from crumb.core import pitch_reader

    asked = [r.id for r in pitch_reader.read("a snake game with a poison apple")]
    claimed = mock_spec("a snake game with a poison apple")["requirements"]
    assert [r["id"] for r in claimed] == asked and "genre" in asked
    assert all(r["criteria"] == ["AC-1"] for r in claimed)
    assert mock_spec("a snake game", ledger=False)["requirements"] == []
