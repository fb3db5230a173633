"""The ``mock`` adapter for tests and benchmarks: scripted outputs, latency and failure injection.

Options come from the binding's model string, e.g. ``--bind builder=mock:latency=2,fail=0.2`` or
``verifier=mock:verdict=FAIL,deviation=Critical``. Every draw is seeded by the effect id, so the
same effect always behaves the same way (no global random).

Options: ``latency`` seconds · ``fail`` probability of exit 1 with no output · ``verdict``
PASS|PARTIAL|FAIL|REJECT · ``score`` for D1/D3/D5 · ``deviation`` · ``bad`` = missing | invalid |
escape | symlink (write a broken output, to test the contract) · ``ledger=none`` (a lazy planner:
a spec whose requirements ledger is empty). By default the mock planner's ledger is the house's own
reading of the pitch (:func:`crumb.core.pitch_reader.floor`), every requirement claimed by AC-1: a
scripted model that always says yes, so tests of the pipeline reach PASS.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import time
from typing import Any

from crumb.adapters.base import SpawnRequest, SpawnResult, write_output_files
from crumb.core import pitch_reader
from crumb.core.roles import OUTPUT_FILES
from crumb.errors import AdapterError

USAGE = {"planner-lead": (2000, 800, 0.05), "builder": (5000, 3000, 0.12), "verifier": (4000, 1500, 0.08)}

GAME_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>{title}</title>
<style>html,body{{margin:0;height:100%;background:#112;touch-action:none}}canvas{{display:block;width:100vw;height:100vh}}</style>
</head><body><canvas id="c" width="390" height="844"></canvas>
<script>
const c = document.getElementById('c'), g = c.getContext('2d');
const S = window.__crumb = {{state: 'title', score: 0, x: 195,
  start() {{ S.state = 'playing'; S.score = 0; }}, reset() {{ S.state = 'title'; S.score = 0; S.x = 195; }}}};
addEventListener('keydown', e => {{ if (S.state !== 'playing') S.start();
  if (e.key === 'ArrowLeft') S.x -= 10; if (e.key === 'ArrowRight') S.x += 10; S.score++; }});
addEventListener('pointerdown', e => {{ if (S.state !== 'playing') S.start(); S.x = e.clientX; S.score++; }});
let t = 0;
(function frame() {{ t++; g.fillStyle = '#112'; g.fillRect(0, 0, 390, 844);
  g.fillStyle = '#4cf'; g.fillRect(S.x - 20, 700 + Math.sin(t / 10) * 20, 40, 40);
  g.fillStyle = '#fff'; g.fillText(S.state + ' ' + S.score, 10, 20); requestAnimationFrame(frame); }})();
</script></body></html>
"""


def make(name: str, settings: object = None) -> MockAdapter:
    return MockAdapter()


def parse_options(model: str | None) -> dict[str, str]:
    text = (model or "").removeprefix("mock:").removeprefix("mock")
    opts: dict[str, str] = {}
    for item in filter(None, (p.strip() for p in text.split(","))):
        key, sep, value = item.partition("=")
        if not sep:
            raise AdapterError(f"mock option {item!r} must be key=value", adapter="mock", reason="bad_option")
        opts[key.strip()] = value.strip()
    return opts


class MockAdapter:
    name = "mock"

    def run(self, req: SpawnRequest) -> SpawnResult:
        opts = parse_options(req.model)
        rng = random.Random(int(hashlib.sha256(req.effect_id.encode()).hexdigest()[:16], 16))
        latency = float(opts.get("latency", 0))
        budget = min(req.wall_s, req.idle_s)  # the mock prints nothing, so idle is as strict as wall
        if latency > budget:
            time.sleep(budget)
            return SpawnResult(exit_code=124, timed_out="idle" if req.idle_s < req.wall_s else "wall")
        time.sleep(latency)
        if rng.random() < float(opts.get("fail", 0)):
            return SpawnResult(exit_code=1, stderr_tail="mock: injected failure")
        if req.on_tool:
            req.on_tool({"tool_kind": "tool_use", "tool": "Write", "summary": f"mock {req.actor} writes its output"})
        write_output_files(req.workspace, _files(req, opts))
        _break(req, opts.get("bad"))
        tokens_in, tokens_out, cost = USAGE.get(req.actor, (1000, 500, 0.01))
        return SpawnResult(exit_code=0, tokens_in=tokens_in, tokens_out=tokens_out, cost_usd=cost, model="mock@v1")


def _files(req: SpawnRequest, opts: dict[str, str]) -> dict[str, str]:
    goal = str(req.inputs.get("goal") or "a tiny arcade game")
    if req.actor == "planner-lead":
        spec = mock_spec(goal, ledger=opts.get("ledger") != "none")
        return {"spec.json": json.dumps(spec), "spec.md": f"# Mock spec\n\n{goal}\n"}
    if req.actor == "builder":
        title = (req.inputs.get("spec") or {}).get("title", "Mock game")
        return {"game/index.html": GAME_HTML.format(title=title)}
    if req.actor == "verifier":
        return {"verdict.json": json.dumps(mock_verdict(opts))}
    raise AdapterError(f"mock has no script for actor {req.actor!r}", adapter="mock", actor=req.actor)


def mock_spec(goal: str, *, ledger: bool = True) -> dict[str, Any]:
    claimed = (
        [r.model_copy(update={"criteria": ["AC-1"]}).model_dump() for r in pitch_reader.floor(goal)] if ledger else []
    )
    return {
        "title": "Mock game",
        "genre": "arcade",
        "pitch": goal[:2000],
        "controls": {"keys": ["ArrowLeft", "ArrowRight"], "pointer": True, "start": ["click"]},
        "acceptance_criteria": [
            {
                "id": "AC-1",
                "text": "The game starts on a click",
                "action": "window.__crumb.start()",
                "predicate": "window.__crumb.state === 'playing'",
            },
        ],
        "requirements": claimed,
    }


def mock_verdict(opts: dict[str, str]) -> dict[str, Any]:
    score = float(opts.get("score", 4.5))
    verdict = opts.get("verdict", "PASS")
    out: dict[str, Any] = {
        "D1": {"score": score, "evidence": ["AC-1 holds (mock)"]},
        "D3": {"score": score, "evidence": ["state is observable (mock)"]},
        "D5": {"score": score, "evidence": ["mock quality"]},
        "verdict": verdict,
        "feedback": f"mock verdict {verdict}",
    }
    if verdict in ("FAIL", "REJECT"):
        out |= {"deviation": opts.get("deviation", "Important"), "suggested_change": "make it better (mock)"}
    return out


def _break(req: SpawnRequest, how: str | None) -> None:
    """Damage the output on purpose, so tests can drive the worker's validation."""
    target = OUTPUT_FILES[req.actor][0]
    path = req.workspace / target
    if how == "missing":
        path.unlink()
    elif how == "invalid":
        path.write_text('{"D1": {"score": 9}}' if req.actor == "verifier" else "{not json", encoding="utf-8")
    elif how == "symlink":
        path.unlink()
        os.symlink("/etc/hostname", path)
    elif how == "escape":
        write_output_files(req.workspace, {"../../escape.txt": "x"})
