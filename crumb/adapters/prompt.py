"""The prompt an agent gets: its role file + the output contract + the effect's prompt and appends.

The output contract is generated from the pydantic models' JSON Schema at assembly time, so the
files an agent is told to write never drift from what :mod:`crumb.adapters.outputs` accepts.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel

from crumb.config import Settings
from crumb.core import ledger
from crumb.core.contracts import Spec, Verdict
from crumb.core.effects import Spawn
from crumb.errors import AdapterError

AGENTS_DIR = Path(__file__).resolve().parents[2] / "agents"
CONTRACT_MARK = "{{OUTPUT_CONTRACT}}"


def output_contract(actor: str, settings: Settings) -> str:
    """The exact files and shapes ``actor`` must write, as Markdown."""
    if actor == "planner-lead":
        return (
            "Write exactly two files in your working directory:\n\n"
            "- `spec.json`: one JSON object matching this JSON Schema (no comments, no trailing text):\n\n"
            f"```json\n{_schema(Spec)}\n```\n\n"
            "- `spec.md`: the same design for a person to read (title, pitch, controls, rules, the acceptance criteria).\n"
        )
    if actor == "builder":
        return (
            "Write the game into the folder `game/` of your working directory, entry `game/index.html`.\n\n"
            f"- At most {settings.qa_max_files} files and {settings.qa_max_bytes} bytes in total.\n"
            "- Plain files only: no symlinks, nothing outside `game/`, no `..` in any path.\n"
            "- Offline only: no CDN, no `http://`/`https://` script, style, font or image; vendor any library inside `game/`.\n"
            "- Relative paths between the files (`src/main.js`, not `/src/main.js`).\n"
        )
    if actor == "verifier":
        return (
            "Write exactly one file in your working directory:\n\n"
            "- `verdict.json`: one JSON object matching this JSON Schema:\n\n"
            f"```json\n{_schema(Verdict)}\n```\n\n"
            "Give D1, D3 and D5 only. D2, D4 and D6 belong to QA and the house; a verifier that sets them is corrected and audited.\n"
        )
    raise AdapterError(f"no output contract for actor {actor!r}", actor=actor)


def _schema(model: type[BaseModel]) -> str:
    return json.dumps(model.model_json_schema(), indent=1, sort_keys=True)


def assemble(effect: Spawn, settings: Settings, input_files: list[str], agents_dir: Path = AGENTS_DIR) -> str:
    """The full prompt text for one spawn."""
    actor = effect.actor
    path = agents_dir / f"{actor}.md"
    try:
        base = path.read_text(encoding="utf-8")
    except OSError as e:
        raise AdapterError(f"role prompt {path} cannot be read ({e.strerror})", actor=actor, reason="no_prompt") from e
    contract = "## Output contract\n\n" + output_contract(actor, settings)
    base = base.replace(CONTRACT_MARK, contract) if CONTRACT_MARK in base else f"{base.rstrip()}\n\n{contract}"
    parts = [base.rstrip()]
    if input_files:
        listing = "\n".join(f"- `{name}`" for name in input_files)
        parts.append(f"## Your inputs (files in your working directory)\n\n{listing}")
    if effect.prompt:
        parts.append(f"## This turn\n\n{effect.prompt.strip()}")
    parts += _ledger_section(actor, effect.inputs)
    for append in effect.sandwich_appends:
        parts.append(
            f"<!-- begin sandwich_append source={append.source_id} -->\n{append.text.strip()}\n<!-- end sandwich_append -->"
        )
    return "\n\n".join(parts) + "\n"


def _ledger_section(actor: str, inputs: dict) -> list[str]:
    """The house's reading of the pitch for the planner, and its judgement of the ledger for the verifier."""
    goal = inputs.get("goal") if isinstance(inputs.get("goal"), str) else ""
    if actor == "planner-lead" and goal:
        changes = ledger.changes_of(inputs.get("parent"))
        read = [
            r.model_dump(include={"id", "kind", "value", "count", "text", "source"}, exclude_none=True)
            for r in ledger.asked(goal, changes)
        ]
        return [
            "## Requirements the house reads in the pitch\n\nYour ledger must hold each, with the same id and "
            f"value (and count):\n\n```json\n{json.dumps(read, ensure_ascii=False, indent=1)}\n```"
        ]
    if actor == "verifier" and ledger.has_ledger(inputs.get("spec")):
        asked_since = [c for c in inputs.get("changes") or [] if isinstance(c, str)]
        rows = [r.to_dict() for r in ledger.judge(goal, inputs["spec"], inputs.get("qa"), asked_since)]
        return [
            "## The requirements ledger, as the house judges it\n\n"
            f"```json\n{json.dumps(rows, ensure_ascii=False, indent=1)}\n```"
        ]
    return []
