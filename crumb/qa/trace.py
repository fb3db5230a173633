"""The replayable trace of play: every input, look and screenshot of the play runs, with the seeds.

A run is replayed in a new browser on the same game: game time is moved to where the run was
loaded, the page is loaded with the same ``Math.random`` seed, and each recorded op is done again
at the same game time (the virtual clock makes that the same game). Each screenshot is compared
with the one recorded by its SHA-256: identical or different, mark by mark.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from crumb.errors import QaError

TRACE_NAME = "trace.json"
VERSION = 1


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
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise QaError(f"cannot read the trace {path} ({e.strerror}); pass the trace.json beside a QA report") from e
    except ValueError as e:
        raise QaError(f"{path} is not JSON ({e}); pass the trace.json beside a QA report") from e
    if not isinstance(data, dict) or data.get("version") != VERSION or not isinstance(data.get("runs"), list):
        raise QaError(f"{path} is not a QA trace of version {VERSION} (no 'runs'); pass the trace.json beside a report")
    problem = _trace_problem(data)
    if problem:
        raise QaError(f"{path}: {problem}; pass the trace.json beside a QA report, as it was written")
    return data


# What each op must carry for the replay to do it (a recorder writes them all; see crumb.qa.page).
# Types: "n" a finite number >= 0, "i" a whole number >= 1, "s" text, "b" true/false, "p" an [x, y] point.
_NEEDS: dict[str, dict[str, str]] = {
    "load": {"phase": "s", "at_ms": "n"},
    "advance": {"ms": "n"},
    "wait": {"s": "n"},
    "hook": {},
    "look": {},
    "shot": {"sha256": "s"},
    "down": {"key": "s"},
    "up": {"key": "s"},
    "hover": {"x": "n", "y": "n"},
    "click": {"x": "n", "y": "n", "touch": "b", "double": "b"},
    "drag": {"from": "p", "to": "p", "steps": "i"},
    "press": {"x": "n", "y": "n"},
    "lift": {},
    "start": {},
}
_MAY = {"t": "n", "mark": "s", "presented": "b", "touch": "b", "paced": "b"}
_OPS = set(_NEEDS)


def _fits(value: Any, kind: str) -> bool:
    number = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    if kind == "n":
        return number and value >= 0
    if kind == "i":
        return number and float(value).is_integer() and value >= 1
    if kind == "p":
        return isinstance(value, list) and len(value) == 2 and all(_fits(v, "n") for v in value)
    return isinstance(value, {"s": str, "b": bool}[kind])


def _op_problem(op: Any) -> str | None:
    if not isinstance(op, dict) or op.get("op") not in _OPS:
        return f"unknown ops ({str(op)[:60]!r})"
    for name, kind in (_NEEDS[op["op"]] | {k: v for k, v in _MAY.items() if k in op}).items():
        if not _fits(op.get(name), kind):
            return f"a {op['op']!r} op whose {name!r} is {str(op.get(name))[:40]!r}"
    viewport = op.get("viewport")
    if viewport is not None and not (
        isinstance(viewport, dict) and all(_fits(viewport.get(k), "i") for k in ("width", "height"))
    ):
        return f"a 'load' op whose viewport is {str(viewport)[:60]!r}, not a width and height"
    return None


def _trace_problem(data: dict[str, Any]) -> str | None:
    """What makes ``data`` impossible to replay, or None."""
    if not isinstance(data.get("entry", ""), str) or not _fits(data.get("page_seed", 0), "n"):
        return "its entry or page_seed is not what a recorder writes"
    for i, run in enumerate(data["runs"]):
        if not isinstance(run, dict) or not isinstance(run.get("name"), str):
            return f"run {i} is not a named run"
        ops = run.get("ops")
        if not isinstance(ops, list) or not ops or not isinstance(ops[0], dict) or ops[0].get("op") != "load":
            return f"run {run['name']!r} has unknown ops (it must start with a load)"
        for op in ops:
            if problem := _op_problem(op):
                return f"run {run['name']!r} has {problem}"
    return None


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
    elif kind == "hover":
        page.hover(op["x"], op["y"])
    elif kind == "click":
        page.click(op["x"], op["y"], touch=op["touch"], double=op["double"])
    elif kind == "drag":
        page.drag_finger(tuple(op["from"]), tuple(op["to"]), op["steps"], op.get("touch", True), op.get("paced", False))
    elif kind == "press":
        page.press(op["x"], op["y"], op.get("touch", False))
    elif kind == "lift":
        page.lift_finger(op.get("touch", True))
    elif kind == "start":
        page.start_by_hook()
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
        elif kind == "start":
            events.append([t, "start"])
    viewport = ops[0].get("viewport") if ops else None
    return {"seed": int(trace.get("page_seed", 0)), "viewport": viewport or {}, "events": events}
