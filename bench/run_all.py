"""Run every benchmark with ``--json`` and rewrite the figures in docs/BENCHMARKS.md (``make bench``).

    .venv/bin/python bench/run_all.py [--only replay,qa,runtime,fidelity,fleet] [--no-write]

Each section of docs/BENCHMARKS.md keeps the prose its owner wrote; this script replaces (or adds)
one generated block per section, between ``<!-- bench:NAME -->`` and ``<!-- /bench:NAME -->``:
a table with each figure beside its goal and the floor measured in the same run, and the machine
it ran on (nproc, memory, CPU model, Python, date, load). A benchmark may print either
``{"figures": [{name, value, unit, goal, ok, floor}]}`` or a flat object; flat objects are paired
by name (``goal_X`` is the goal of the figure it names; ``json_loads_…`` is the replay floor).
Exit 1 when a benchmark failed to run or missed a goal.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "bench"))
DOC = REPO / "docs" / "BENCHMARKS.md"
BENCHES = {"replay": "Replay", "qa": "QA", "runtime": "Runtime", "fidelity": "Fidelity", "fleet": "Fleet"}


def run(name: str) -> dict[str, Any]:
    script = REPO / "bench" / f"{name}.py"
    if not script.exists():
        return {"error": f"bench/{name}.py does not exist yet"}
    t0 = time.monotonic()
    done = subprocess.run([sys.executable, str(script), "--json"], capture_output=True, text=True, cwd=REPO)
    try:
        out = json.loads(done.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {"error": f"bench/{name}.py exited {done.returncode} without JSON: {done.stderr.strip()[-500:]}"}
    out["_exit_code"], out["_seconds"] = done.returncode, round(time.monotonic() - t0, 1)
    return out


# Goals of benchmarks that print a flat object without ``goal_`` keys, from their sections' prose:
# figure → (comparison, goal, the floor key of the same run).
STATED_GOALS = {
    "qa": {
        "warm_median_s": ("≤", 1.0, "floor_median_s"),
        "cold_median_s": ("≤", 2.5, "floor_median_s"),
        "peak_worker_mb": ("≤", 600, None),
    },
}


def figures(result: dict[str, Any], name: str = "") -> list[dict[str, Any]]:
    """The figures of one benchmark's JSON, in the common shape."""
    if isinstance(result.get("figures"), list):
        return result["figures"]
    if name in STATED_GOALS:
        return [
            {
                "name": key.replace("_", " "),
                "value": result[key],
                "unit": "",
                "goal": f"{cmp} {goal:,}",
                "ok": result[key] <= goal if cmp == "≤" else result[key] >= goal,
                "floor": f"{floor.replace('_', ' ')} {result[floor]:,}" if floor in result else None,
            }
            for key, (cmp, goal, floor) in STATED_GOALS[name].items()
            if isinstance(result.get(key), (int, float))
        ]
    out = []
    for key, goal in result.items():
        if not key.startswith("goal_"):
            continue
        measure = next(
            (k for k in result if k != key and not k.startswith(("goal_", "_")) and k.endswith(key[5:])), None
        )
        if measure is None:
            continue
        value = result[measure]
        floor_key = next((k for k in result if k.startswith("json_loads") or k.startswith("floor")), None)
        out.append(
            {
                "name": measure.replace("_", " "),
                "value": value,
                "unit": "",
                "goal": f"≥ {goal:,}",
                "ok": value >= goal,
                "floor": f"{floor_key.replace('_', ' ')} {result[floor_key]:,}" if floor_key else None,
            }
        )
    if out:
        return out
    # No goals in the output: show every figure as measured, with the floor it names.
    floor_key = next((k for k in result if "floor" in k and not k.startswith("_")), None)
    floor = f"{floor_key.replace('_', ' ')} {result[floor_key]}" if floor_key else None
    return [
        {"name": k.replace("_", " "), "value": v, "unit": "", "goal": "(none stated)", "ok": True, "floor": floor}
        for k, v in result.items()
        if not k.startswith("_") and k != floor_key and isinstance(v, (int, float))
    ]


def block(name: str, result: dict[str, Any], machine: dict[str, Any]) -> str:
    lines = [
        f"<!-- bench:{name} -->",
        f"Latest run of `bench/{name}.py --json` ({machine['date']}, {describe(machine)}):",
        "",
    ]
    if "error" in result:
        return "\n".join(lines + [f"not measured: {result['error']}", f"<!-- /bench:{name} -->"])
    lines += ["| figure | value | goal | met | floor (same run) |", "|---|---|---|---|---|"]
    for f in figures(result, name):
        value = f"{f['value']:,}" if isinstance(f["value"], (int, float)) else f["value"]
        lines.append(
            f"| {f['name']} | {value} {f.get('unit', '')} | {f['goal']} | {'yes' if f['ok'] else '**no**'} "
            f"| {f.get('floor') or '–'} |"
        )
    return "\n".join(lines + [f"<!-- /bench:{name} -->"])


def describe(m: dict[str, Any]) -> str:
    return (
        f"{m['nproc']} cores, {m['memory_gib']} GiB, {m['cpu']}, Python {m['python']}, "
        f"load average {m['load_avg_1m']} at the start"
    )


def rewrite(doc: str, name: str, title: str, text: str) -> str:
    marked = re.compile(rf"<!-- bench:{name} -->.*?<!-- /bench:{name} -->", re.DOTALL)
    if marked.search(doc):
        return marked.sub(lambda _m: text, doc)
    heading = re.search(rf"^## {re.escape(title)}\s*$", doc, re.MULTILINE)
    if heading is None:
        return doc.rstrip() + f"\n\n## {title}\n\n{text}\n"
    nxt = re.search(r"^## ", doc[heading.end() :], re.MULTILINE)
    at = heading.end() + nxt.start() if nxt else len(doc)
    return doc[:at].rstrip() + f"\n\n{text}\n\n" + doc[at:].lstrip("\n")


def main(argv: list[str] | None = None) -> int:
    from runtime import machine

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="comma-separated: " + ", ".join(BENCHES))
    ap.add_argument("--no-write", action="store_true", help="print the blocks, leave docs/BENCHMARKS.md alone")
    args = ap.parse_args(argv)
    names = args.only.split(",") if args.only else list(BENCHES)
    m = machine()
    doc = DOC.read_text() if DOC.exists() else "# Benchmarks\n"
    ok = True
    for name in names:
        print(f"running bench/{name}.py …", file=sys.stderr, flush=True)
        result = run(name)
        ok &= "error" not in result and all(f["ok"] for f in figures(result, name))
        text = block(name, result, m)
        print(text)
        doc = rewrite(doc, name, BENCHES[name], text)
    if not args.no_write:
        DOC.write_text(doc)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
