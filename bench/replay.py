"""Replay benchmark: parse + reduce a synthetic 100k-event transcript spread over 1,000 sessions.

Prints events/s for parse+reduce and the ratio to plain ``json.loads`` of the same lines (the floor
any reader pays). Goal: ≥ 50k events/s. ``--json`` prints the figures as one JSON object.

    .venv/bin/python bench/replay.py [--events 100000] [--sessions 1000] [--json]
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from crumb.core.events import parse_event  # noqa: E402
from crumb.core.reducer import reduce  # noqa: E402
from crumb.core.state import State, initial_state  # noqa: E402

GOAL_EVENTS_PER_S = 50_000
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_T0 = datetime(2026, 12, 2, tzinfo=UTC)
_SHA = "0" * 64


def _ulid(n: int) -> str:
    out = ""
    for _ in range(16):
        n, r = divmod(n, 32)
        out = _CROCKFORD[r] + out
    return "01JXB00000" + out


def _session(sid: str, per: int, counter: list[int]) -> list[dict]:
    """One session's events: a full happy pipeline padded with progress taps to ``per`` events."""

    def ev(kind: str, frm: str, **fields: object) -> dict:
        counter[0] += 1
        ts = (_T0 + timedelta(milliseconds=counter[0])).isoformat(timespec="milliseconds").replace("+00:00", "Z")
        return {"id": _ulid(counter[0]), "ts": ts, "session_id": sid, "from": frm, "kind": kind, **fields}

    stop = {"tokens_in": 1200, "tokens_out": 300, "latency_ms": 900, "cost_usd": 0.002}
    head = [
        ev("session.start", "system", data={"goal": "a tiny game", "limits": {"respec_max": 3}, "bindings": {}}),
        ev("goal", "user", body="a 60-second match-3 with a combo bonus"),
        ev("agent.wake", "planner-lead"),
        ev(
            "spec",
            "planner-lead",
            data={"title": "Match", "genre": "puzzle", "acceptance_criteria": [{"id": "a1", "text": "boots"}]},
        ),
        ev("agent.stop", "planner-lead", data={"exit_code": 0}, metadata=stop),
        ev("agent.wake", "builder"),
    ]
    tail = [
        ev("build", "builder", artifacts=[{"path": "artifacts/game/index.html", "sha256": _SHA}]),
        ev("artifact.created", "builder", artifacts=[{"path": "artifacts/game/index.html", "sha256": _SHA}]),
        ev("agent.stop", "builder", data={"exit_code": 0}, metadata=stop),
        ev(
            "qa.result",
            "system",
            data={
                "exec_exit_code": 0,
                "checks": [{"name": "boot", "status": "pass"}, {"name": "phone_fit", "status": "pass"}],
            },
            metadata={"tool": "qa-check-effect@v1", "deterministic": True},
        ),
        ev("agent.wake", "verifier"),
        ev(
            "judge.score",
            "verifier",
            scores={
                "D1": {"score": 4.5, "source": "verifier-llm"},
                "D3": {"score": 4, "source": "verifier-llm"},
                "D5": {"score": 4, "source": "verifier-llm"},
                "verdict": "PASS",
            },
        ),
        ev("agent.stop", "verifier", data={"exit_code": 0}, metadata=stop),
        ev("done", "system", body="verdict_pass"),
        ev("session.end", "system", body="session terminated: verdict_pass"),
    ]
    pad = [
        ev("tool.call", "builder", body=f"write artifacts/game/part{i}.js", metadata={"visibility": "private"})
        for i in range(max(0, per - len(head) - len(tail)))
    ]
    return head + pad + tail


def synth_lines(events: int, sessions: int) -> list[str]:
    """JSONL lines, sessions interleaved round-robin the way one coordinator sees them."""
    counter = [0]
    per = max(1, events // sessions)
    streams = [_session(f"bench-{i:04d}", per, counter) for i in range(sessions)]
    lines: list[str] = []
    for step in range(max(len(s) for s in streams)):
        lines.extend(json.dumps(s[step], separators=(",", ":")) for s in streams if step < len(s))
    return lines


def bench(lines: list[str]) -> dict[str, float]:
    t0 = time.perf_counter()
    for line in lines:
        json.loads(line)
    t_json = time.perf_counter() - t0

    states: dict[str, State] = {}
    effects = 0
    t0 = time.perf_counter()
    for line in lines:
        e = parse_event(line)
        state = states.get(e.session_id) or initial_state(e.session_id)
        states[e.session_id], fx = reduce(state, e)
        effects += len(fx)
    t_fold = time.perf_counter() - t0
    done = sum(1 for s in states.values() if s.done)
    return {
        "events": len(lines),
        "sessions": len(states),
        "sessions_done": done,
        "effects": effects,
        "parse_reduce_events_per_s": round(len(lines) / t_fold),
        "json_loads_events_per_s": round(len(lines) / t_json),
        "ratio_to_json_loads": round(t_fold / t_json, 2),
        "goal_events_per_s": GOAL_EVENTS_PER_S,
        "python": platform.python_version(),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=100_000)
    ap.add_argument("--sessions", type=int, default=1_000)
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = ap.parse_args(argv)
    r = bench(synth_lines(args.events, args.sessions))
    if args.json:
        print(json.dumps(r))
    else:
        print(f"{r['events']} events over {r['sessions']} sessions ({r['sessions_done']} done, {r['effects']} effects)")
        print(f"parse+reduce  {r['parse_reduce_events_per_s']:>10,} events/s   (goal ≥ {GOAL_EVENTS_PER_S:,})")
        print(
            f"json.loads    {r['json_loads_events_per_s']:>10,} events/s   parse+reduce costs {r['ratio_to_json_loads']}× json.loads"
        )
    return 0 if r["parse_reduce_events_per_s"] >= GOAL_EVENTS_PER_S else 1


if __name__ == "__main__":
    sys.exit(main())
