"""The ``local`` adapter: the offline studio (:mod:`crumb.adapters.local`) behind the file contract.

It writes its files into the workspace like any agent; the worker then validates them the same way.
The studio's functions are plain Python, so they run in a thread that the wall clock can abandon.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

from crumb.adapters.base import SpawnRequest, SpawnResult, write_output_files
from crumb.core.contracts import QaReport, Spec
from crumb.errors import AdapterError


def make(name: str, settings: object = None) -> LocalAdapter:
    return LocalAdapter()


class LocalAdapter:
    name = "local"

    def run(self, req: SpawnRequest) -> SpawnResult:
        box: dict[str, Any] = {}

        def work() -> None:
            try:
                _ACTIONS[req.actor](req)
            except Exception as e:  # noqa: BLE001 - the studio's failure becomes the error event's body
                box["error"] = e

        if req.actor not in _ACTIONS:
            raise AdapterError(f"local has no {req.actor!r}", adapter="local", actor=req.actor)
        thread = threading.Thread(target=work, name=f"local-{req.actor}", daemon=True)
        thread.start()
        thread.join(min(req.wall_s, req.idle_s))
        if thread.is_alive():
            return SpawnResult(exit_code=124, timed_out="wall" if req.wall_s <= req.idle_s else "idle")
        error = box.get("error")
        if error is not None:
            message = (
                str(error)
                if isinstance(error, AdapterError)
                else f"local {req.actor} failed: {type(error).__name__}: {error}"
            )
            return SpawnResult(exit_code=1, error=message)
        return SpawnResult(exit_code=0, model="local")


def _feedback(inputs: dict[str, Any]) -> list[str]:
    items = inputs.get("feedback") or []
    items = items if isinstance(items, list) else [items]
    return [str(i.get("text") or i.get("feedback") or "") if isinstance(i, dict) else str(i) for i in items]


def _spec(inputs: dict[str, Any], key: str) -> Spec | None:
    value = inputs.get(key)
    return Spec.model_validate(value) if value else None


def _plan(req: SpawnRequest) -> None:
    from crumb.adapters.local import plan

    parent = req.inputs.get("parent")
    if isinstance(parent, dict):  # a continued game: the parent's spec with the change applied
        from crumb.adapters.local.change import continue_plan

        spec, spec_md = continue_plan(
            Spec.model_validate(parent.get("spec") or {}), str(parent.get("change") or ""), ref=str(parent.get("ref"))
        )
        write_output_files(req.workspace, {"spec.json": spec.model_dump_json(indent=2), "spec.md": spec_md})
        return
    previous = _spec(req.inputs, "previous_spec")
    spec, spec_md = plan(str(req.inputs.get("goal", "")), feedback=_feedback(req.inputs), previous=previous)
    variant = req.inputs.get("variant")
    if isinstance(variant, dict):  # one take of several: its own look
        from crumb.adapters.local.variant import vary

        spec, spec_md = vary(spec, int(variant.get("index") or 0)) or (spec, spec_md)
    write_output_files(req.workspace, {"spec.json": spec.model_dump_json(indent=2), "spec.md": spec_md})


def _build(req: SpawnRequest) -> None:
    from crumb.adapters.local import build

    spec = _spec(req.inputs, "spec")
    if spec is None:
        raise AdapterError("local builder: no spec in the effect's inputs", adapter="local", actor="builder")
    out_dir: Path = req.workspace / "game"
    parent = req.inputs.get("parent")
    if isinstance(parent, dict):  # improve the game the worker put here (the parent's, then our own)
        from crumb.adapters.local.patch import patch

        patch(spec, out_dir, feedback=_feedback(req.inputs), parent=parent)
        return
    out_dir.mkdir(exist_ok=True)
    build(spec, out_dir, feedback=_feedback(req.inputs))


def _judge(req: SpawnRequest) -> None:
    from crumb.adapters.local import judge

    spec = _spec(req.inputs, "spec")
    qa_raw = dict(req.inputs.get("qa") or {})
    if spec is None or not qa_raw:
        raise AdapterError(
            "local verifier: needs spec and qa in the effect's inputs", adapter="local", actor="verifier"
        )
    qa = QaReport.model_validate({k: v for k, v in qa_raw.items() if k in QaReport.model_fields})
    changes = [c for c in req.inputs.get("changes") or [] if isinstance(c, str)]
    verdict = judge(spec, qa, goal=str(req.inputs.get("goal", "")), changes=changes)
    write_output_files(req.workspace, {"verdict.json": json.dumps(verdict.model_dump(mode="json"), indent=2)})


_ACTIONS = {"planner-lead": _plan, "builder": _build, "verifier": _judge}
