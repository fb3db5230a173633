"""bench/run_all.py rewrites only its generated blocks of docs/BENCHMARKS.md, keeping each owner's prose."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import run_all  # noqa: E402

MACHINE = {
    "date": "2026-12-02 00:00 UTC",
    "nproc": 2,
    "memory_gib": 23.5,
    "cpu": "AMD EPYC",
    "python": "3.11.7",
    "load_avg_1m": 0.5,
}
DOC = "# Benchmarks\n\n## Replay\n\nprose of the replay owner\n\n## QA\n\nprose of the QA owner\n"


def test_a_first_run_adds_a_block_inside_the_section_and_keeps_the_prose():
    result = {"parse_reduce_events_per_s": 60_000, "json_loads_events_per_s": 120_000, "goal_events_per_s": 50_000}
    doc = run_all.rewrite(DOC, "replay", "Replay", run_all.block("replay", result, MACHINE))
    replay = doc.split("## Replay", 1)[1].split("## QA", 1)[0]
    assert "prose of the replay owner" in replay and "<!-- bench:replay -->" in replay
    assert "| parse reduce events per s | 60,000  | ≥ 50,000 | yes | json loads events per s 120,000 |" in replay
    assert doc.endswith("## QA\n\nprose of the QA owner\n")


def test_a_second_run_replaces_the_block_and_a_missing_section_is_added():
    first = run_all.rewrite(DOC, "runtime", "Runtime", run_all.block("runtime", {"error": "x"}, MACHINE))
    figures = {"figures": [{"name": "hop p50", "value": 4, "unit": "ms", "goal": "≤ 10", "ok": True, "floor": "2 ms"}]}
    second = run_all.rewrite(first, "runtime", "Runtime", run_all.block("runtime", figures, MACHINE))
    assert second.count("<!-- bench:runtime -->") == 1 and "not measured" not in second
    assert "| hop p50 | 4 ms | ≤ 10 | yes | 2 ms |" in second
    assert "2 cores, 23.5 GiB, AMD EPYC, Python 3.11.7" in second
