"""The replayable trace of play: every input, look and screenshot of the play runs, with the seeds.

A run is replayed in a new browser on the same game: game time is moved to where the run was
loaded, the page is loaded with the same ``Math.random`` seed, and each recorded op is done again
at the same game time (the virtual clock makes that the same game). Each screenshot is compared
with the one recorded by its SHA-256: identical or different, mark by mark.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from crumb.errors import QaError

TRACE_NAME = "trace.json"
VERSION = 1
_OPS = {"load", "advance", "wait", "hook", "look", "shot", "down", "up", "click", "drag", "lift"}


def build(entry: str, bot_seed: int, page_seed: int, runs: list[tuple[str, list[dict[str, Any]]]]) -> dict[str, Any]:
    """The trace of ``runs`` (a name and the page's ops from its load) as JSON data."""
    return {
        "version": VERSION,
        "entry": entry,
        "bot_seed": bot_seed,
        "page_seed": page_seed,
        "runs": [{"name": name, "ops": list(ops)} for name, ops in runs],
    }


def load(path: Path) -> dict[str, Any]:
    """Read and check a trace file; a bad one is a QaError saying what is wrong with it."""
    try:
        data = json.loads(Path(path).read_text())
    except OSError as e:
        raise QaError(f"cannot read the trace {path} ({e.strerror}); pass the trace.json beside a QA report") from e
    except ValueError as e:
        raise QaError(f"{path} is not JSON ({e}); pass the trace.json beside a QA report") from e
    if not isinstance(data, dict) or data.get("version") != VERSION or not isinstance(data.get("runs"), list):
        raise QaError(f"{path} is not a QA trace of version {VERSION} (no 'runs'); pass the trace.json beside a report")
    for run in data["runs"]:
        ops = run.get("ops") if isinstance(run, dict) else None
        if not ops or ops[0].get("op") != "load" or any(op.get("op") not in _OPS for op in ops):
            raise QaError(f"{path}: run {run.get('name') if isinstance(run, dict) else run!r} has unknown ops")
    return data


@dataclass(frozen=True)
class Mark:
    """One recorded screenshot and the one the replay took at the same point."""

    run: str
    t_ms: int
    label: str
    recorded: str
    replayed: str

    @property
    def identical(self) -> bool:
        return self.recorded == self.replayed


@dataclass(frozen=True)
class Replayed:
    """A replay's outcome: every mark compared, and the errors the game threw meanwhile."""

    marks: list[Mark]
    errors: list[str]

    @property
    def identical(self) -> bool:
        return bool(self.marks) and all(m.identical for m in self.marks)


def replay(page: Any, trace: dict[str, Any]) -> list[Mark]:
    """Do every run of ``trace`` again on ``page`` (a fresh crumb.qa.page.GamePage); the marks compared."""
    marks: list[Mark] = []
    for run in trace["runs"]:
        for op in run["ops"]:
            png = _do(page, op)
            if png is not None and "mark" in op:
                got = hashlib.sha256(png).hexdigest()
                marks.append(Mark(run["name"], op.get("t", 0), op.get("mark", ""), op["sha256"], got))
    return marks


def _do(page: Any, op: dict[str, Any]) -> bytes | None:
    kind = op["op"]
    if kind == "load":
        if op.get("viewport") and op["viewport"] != page.viewport:
            page.resize(op["viewport"])
        page.skip_to(op["at_ms"])
        page.load(op["phase"])
    elif kind == "advance":
        page.advance(op["ms"])
    elif kind == "wait":
        page.let_real_time_pass(op["s"])
    elif kind == "hook":
        page.hook()
    elif kind == "look":
        page.look()
    elif kind == "shot":
        return page.shot(presented=bool(op.get("presented")))
    elif kind in ("down", "up"):
        page.key(op["key"], down=kind == "down")
    elif kind == "click":
        page.click(op["x"], op["y"], touch=op["touch"], double=op["double"])
    elif kind == "drag":
        page.drag_finger(tuple(op["from"]), tuple(op["to"]), op["steps"], op.get("touch", True))
    elif kind == "lift":
        page.lift_finger(op.get("touch", True))
    return None


def schedule(trace: dict[str, Any], run: str = "bot") -> dict[str, Any]:
    """The inputs of one run as events at game times since its load (for a player in a browser
    without QA's clock: the dashboard's preview), with its viewport and ``Math.random`` seed."""
    ops: list[dict[str, Any]] = next((r["ops"] for r in trace["runs"] if r.get("name") == run), [])
    t, events = 0, list[list[Any]]()
    for op in ops:
        kind = op.get("op")
        if kind == "advance":
            t += int(op["ms"])
        elif kind in ("down", "up") and str(op.get("key", "")).isalnum():
            events.append([t, kind, op["key"]])
        elif kind == "click":
            events.append([t, "click", int(op["x"]), int(op["y"])])
    viewport = ops[0].get("viewport") if ops else None
    return {"seed": int(trace.get("page_seed", 0)), "viewport": viewport or {}, "events": events}
