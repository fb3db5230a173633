"""Every adapter's planner is told what the house reads in the pitch; its verifier how the house judges the ledger."""

from __future__ import annotations

import json
import re

from crumb.adapters.local import plan
from crumb.adapters.prompt import assemble
from crumb.config import load_settings
from crumb.core.effects import Spawn

PITCH = "un platform con doppio salto e spine, 90 secondi, per cellulare"


def _json_after(heading: str, prompt: str) -> list[dict]:
    return json.loads(re.search(heading + r".*?```json\n(.*?)\n```", prompt, re.S).group(1))


def _prompt(actor: str, inputs: dict, tmp_path) -> str:
    effect = Spawn(id="e.0", type="spawn", session_id="s", cause_id="e", actor=actor, adapter="mock", inputs=inputs)
    return assemble(effect, load_settings(env={}, home=tmp_path), [])


def test_the_planner_prompt_lists_the_requirements_read_in_the_pitch_with_ids_and_values(tmp_path):
    prompt = _prompt("planner-lead", {"goal": PITCH, "feedback": []}, tmp_path)
    read = {r["id"]: r for r in _json_after("## Requirements the house reads in the pitch", prompt)}
    assert set(read) == {"genre", "mechanic.double_jump", "mechanic.hazards", "time_limit", "target.phone", "language"}
    assert (read["genre"]["value"], read["mechanic.double_jump"]["source"], read["language"]["value"]) == (
        "platformer",
        "doppio salto",
        "it",
    )
    assert "same `id` and\n`value`" in prompt or "same `id` and `value`" in prompt.replace("\n", " ")


def test_the_verifier_prompt_carries_the_ledger_as_the_house_judges_it(tmp_path):
    goal = "a tiny tower defense with three tower types"
    spec = plan(goal)[0].model_dump(mode="json")
    qa = {"exec_exit_code": 0, "acceptance": [{"id": c["id"], "status": "pass"} for c in spec["acceptance_criteria"]]}
    prompt = _prompt("verifier", {"goal": goal, "spec": spec, "qa": qa}, tmp_path)
    rows = {r["id"]: r for r in _json_after("## The requirements ledger, as the house judges it", prompt)}
    assert rows["genre"]["met"] is False and "cannot build a tower defense" in rows["genre"]["reason"]
    assert rows["language"]["met"] is True
    assert "5 × the weighted share met" in prompt


def test_a_legacy_spec_gets_no_ledger_section(tmp_path):
    prompt = _prompt("verifier", {"goal": "x", "spec": {"title": "t"}, "qa": {}}, tmp_path)
    assert "## The requirements ledger, as the house judges it" not in prompt
