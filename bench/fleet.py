"""Fleet benchmarks: global concurrency limits held, fair admission, and how fast a freed slot is reused.

    .venv/bin/python bench/fleet.py [--redis URL] [--only limits,fairness,dashboard] [--rounds N] [--fair-rounds N] [--json]

On a real Redis (default redis://127.0.0.1:6379/0, a private namespace, removed afterwards) with a
real stack: a coordinator started with ``CRUMB_CONCURRENCY=mock=2``, a prefork worker with four
processes for the actor queues (more than the limit, so only the limit holds them back) and two
for qa. Two runs:

- **ten sessions** (``mock`` actors, 0.5 s each), ``--rounds`` times one after another (default 6,
  so that about 100 spawns wait and the p99 is not simply the slowest one): peak concurrency of the mock slots from the
  transcripts' slot notes (:mod:`crumb.core.occupancy`) and from the workers' own reports
  (agent.wake → agent.stop); slot reuse, from the moment a spawn ended (its outcome's entry on the
  ingest stream) to two moments of the spawn that took its slot: **admitted** (its slot taken and
  its task on the broker: the coordinator's Celery ``task-sent`` event) and **started** (its
  agent.wake's entry on the ingest stream, written by its worker). One clock: Redis's stream ids
  (1 ms) and the events' timestamps, on one host. The goal is judged on *started*: a slot is
  reused when a spawn runs in it, and a spawn that is admitted but not yet running uses nothing.
  Sent → started is split by the worker's own Celery events: the broker → the worker
  (``task-received``; it may come out below 0, ``task-sent`` being stamped after the push), → a pool
  process (``task-started``, sent when the pool process says it took the task), → its agent.wake.
  The floor, same run: the same path with no wait, a planner's outcome → the builder it caused
  (admitted, started), where that builder took a free slot at once. Each figure of slot reuse
  carries ``n``, ``max`` and its ``samples`` (ms) in the JSON, so runs can be pooled.
- **8 variants beside 2 single sessions** (1 s each), the variants asking first, ``--fair-rounds``
  times (default 3): Jain's index over each party's slot time ÷ its max-min fair share, while two or
  more parties asked, the rounds pooled by part (the group, the first single, the second). Counted
  from each spawn's request, and again from its first chance at a slot
  (:func:`crumb.core.occupancy.fair_parts`): a spawn cannot be pre-empted, and each way leans on
  one side; the goal holds for both.

Prints ``{"section": "Fleet", "figures": [...]}`` with ``--json``; exit 1 when a goal is missed.
``limits_figures`` is the whole suite as one function, so other fleet sections can sit beside it;
``--only dashboard`` (or the default) adds the dashboard's figures from bench/fleet_web.py (``run_suite``).
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from runtime import Bench, figure, pct  # noqa: E402  (bench/ is a folder of scripts)

LIMIT = 2
ROUNDS = 6  # of the ten-session run: ≈ 18 spawns wait in each
FAIR_ROUNDS = 3  # of the 8 + 2 run, pooled


def _bindings(latency: float) -> dict[str, Any]:
    model = f"latency={latency:g}"
    return {a: {"adapter": "mock", "model": model, "fallback": []} for a in ("planner-lead", "builder", "verifier")}


def _stack(b: Bench) -> None:
    crumb = [sys.executable, "-m", "crumb"]
    b.start("coordinator", [*crumb, "coordinator"], CRUMB_CONCURRENCY=f"mock={LIMIT}")
    info = ["--loglevel", "INFO"]  # " ready." is an INFO line
    spawn = b.start("worker-spawn", [*crumb, "worker", "-Q", "planner,builder,verifier", "-c", "4", *info])
    qa = b.start("worker-qa", [*crumb, "worker", "-Q", "qa", "-c", "2", *info])
    for w in (spawn, qa):
        b.wait_log(w, " ready.")


def _run(b: Bench, requests: list[dict[str, Any]], timeout_s: float = 900) -> list[str]:
    """Submit sessions together; return their ids once every one has ended."""
    from crumb.bus import request_session
    from crumb.runner import follow

    sids = [request_session(b.settings, **r) for r in requests]
    ended: set[str] = set()

    def wait(sid: str) -> None:
        follow(b.settings, sid, block_ms=100, stop_on_approval=True)
        ended.add(sid)

    threads = [threading.Thread(target=wait, args=(sid,), daemon=True) for sid in sids]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout_s)
    if len(ended) < len(sids):
        raise RuntimeError(f"{len(sids) - len(ended)} of {len(sids)} sessions did not end within {timeout_s}s")
    return sids


def _transcripts(b: Bench, sids: list[str]) -> list[list[Any]]:
    from crumb.transcript import read_events

    return [read_events(b.settings.paths(sid).transcript, repair=False) for sid in sids]


class _Sent:
    """Each task's ``task-sent``, ``task-received`` and ``task-started`` events, as ms on the host's clock.

    The coordinator sends one per dispatch (``task_send_sent_event``, on for Flower); this listens
    from before the sessions are submitted until :meth:`close`."""

    def __init__(self, b: Bench, timeout_s: float = 60) -> None:
        from crumb.broker import celery_app

        self.app = celery_app(b.settings)
        self.at: dict[str, float] = {}
        self.received: dict[str, float] = {}  # the worker's main process took the message off the broker
        self.accepted: dict[str, float] = {}  # a pool process took the task (task-started)
        self._kinds = {"task-sent": self.at, "task-received": self.received, "task-started": self.accepted}
        self._ready = threading.Event()
        self._receiver: Any = None
        self._thread = threading.Thread(target=self._listen, name="task-sent", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout_s):  # a worker's heartbeat answered: the subscription is live
            raise RuntimeError(f"no Celery event reached the bench within {timeout_s}s")

    def _on(self, event: dict[str, Any]) -> None:
        kind, uuid = event.get("type"), event.get("uuid")
        if uuid and kind in self._kinds:
            self._kinds[kind].setdefault(uuid, float(event["timestamp"]) * 1000)
        self._ready.set()

    def _listen(self) -> None:
        with self.app.connection_for_read() as conn:
            self._receiver = self.app.events.Receiver(conn, handlers={"*": self._on})
            self._receiver.capture(limit=None, timeout=None, wakeup=True)  # wakeup: workers send a heartbeat

    def close(self) -> None:
        if self._receiver is not None:
            self._receiver.should_stop = True
        self._thread.join(5)
        self.app.close()


def _ingest_times(b: Bench) -> tuple[dict[str, int], dict[str, int]]:
    """ms (Redis's clock) each effect's outcome and each effect's agent.wake reached the ingest stream."""
    from crumb.connections import keys, redis_client

    outcome, wake = {}, {}
    for entry_id, fields in redis_client(b.settings).xrange(keys(b.settings).ingest):
        ms = int(entry_id.split("-", 1)[0])
        payload = json.loads(fields["payload"])
        if fields.get("type") == "outcome":
            outcome.setdefault(payload.get("effect_id"), ms)
        elif fields.get("type") == "draft" and payload.get("kind") == "agent.wake":
            eid = (payload.get("metadata") or {}).get("effect_id")
            wake.setdefault(eid, ms)
    return outcome, wake


def _reuse(hs: list[Any], outcome: dict[str, int], wake: dict[str, int], sent: _Sent) -> dict[str, list[float]]:
    """ms from a freed slot to the waiting spawn that took it being admitted (its task on the broker)
    and started (its agent.wake), and the legs: the outcome reaching the coordinator, the admission
    (the slot taken), on disk and sent, sent → started on a worker, and that last leg's parts: the
    broker to the worker (task-received), the worker to a pool process (task-started), the pool
    process to its agent.wake (see the module doc)."""
    legs = ("admitted", "started", "read", "admit", "send", "start", "receive", "hand", "wake")
    out: dict[str, list[float]] = {k: [] for k in legs}
    for h in hs:
        if not h.waited:
            continue
        freed = [o for o in hs if o.end <= h.start and o.effect_id != h.effect_id]
        if not freed:
            continue
        release = max(freed, key=lambda o: o.end)  # the hold whose end gave this one its slot
        out["admit"].append((h.start - release.end) * 1000)
        if release.effect_id not in outcome:
            continue
        freed_ms = outcome[release.effect_id]
        out["read"].append(release.end * 1000 - freed_ms)
        eid = h.effect_id
        if eid in sent.at:
            out["admitted"].append(sent.at[eid] - freed_ms)
            out["send"].append(sent.at[eid] - h.start * 1000)
        if eid in wake:
            out["started"].append(wake[eid] - freed_ms)
            if eid in sent.at:
                out["start"].append(wake[eid] - sent.at[eid])
        if eid in wake and {eid} <= sent.at.keys() & sent.received.keys() & sent.accepted.keys():
            out["receive"].append(sent.received[eid] - sent.at[eid])
            out["hand"].append(sent.accepted[eid] - sent.received[eid])
            out["wake"].append(wake[eid] - sent.accepted[eid])
    return out


def _floor(
    sessions: list[list[Any]],
    waited: set[str],
    outcome: dict[str, int],
    wake: dict[str, int],
    sent: dict[str, float],
) -> dict[str, list[float]]:
    """ms from a spawn's outcome to the spawn it caused directly (a planner's spec → its builder)
    being admitted and started, where that spawn took a free slot at once: the same path as a
    reuse, without the wait."""
    out: dict[str, list[float]] = {"admitted": [], "started": []}
    for events in sessions:
        effect_of = {e.id: (e.metadata.model_extra or {}).get("effect_id") for e in events if e.metadata}
        for eid in wake:  # spawns (a qa_check is sent too, but it has no agent.wake and no mock slot)
            if eid in waited:
                continue
            cause, _, _ = eid.rpartition(".")
            prev = effect_of.get(cause)
            if cause not in effect_of or prev not in outcome:
                continue
            if eid in sent:
                out["admitted"].append(sent[eid] - outcome[prev])
            if eid in wake:
                out["started"].append(wake[eid] - outcome[prev])
    return out


def limits_figures(
    redis_url: str,
    log: Callable[[str], None] = lambda s: None,
    only: set[str] | None = None,
    rounds: int = ROUNDS,
    fair_rounds: int = FAIR_ROUNDS,
) -> list[dict[str, Any]]:
    """Peak concurrency, slot reuse and fairness under mock=2 on a real stack: the Fleet figures."""
    figs: list[dict[str, Any]] = []
    b = Bench(redis_url)
    try:
        _stack(b)
        if only is None or "limits" in only:
            figs += _limits(b, log, rounds)
        if only is None or "fairness" in only:
            figs += _fairness(b, log, fair_rounds)
    finally:
        b.close()
    return figs


def _limits(b: Bench, log: Callable[[str], None], rounds: int) -> list[dict[str, Any]]:
    from crumb.core.occupancy import Hold, holds, peak

    sent = _Sent(b)
    sids: list[str] = []
    try:
        for r in range(rounds):  # one after another: each round is the same ten sessions contending
            log(f"ten sessions under mock=2, round {r + 1} of {rounds}")
            sids += _run(b, [{"goal": f"a snake game, take {i}", "bindings": _bindings(0.5)} for i in range(10)])
    finally:
        sent.close()
    sessions = _transcripts(b, sids)
    hs = holds(sessions, "mock")
    runs = [Hold(h.key, h.effect_id, h.session_id, h.party, h.asked, h.woke, h.end, h.waited) for h in hs if h.woke]
    outcome, wake = _ingest_times(b)
    legs = _reuse(hs, outcome, wake, sent)
    floor = _floor(sessions, {h.effect_id for h in hs if h.waited}, outcome, wake, sent.at)

    def p(xs: list[float]) -> str:
        return f"p50 {pct(xs, 0.5):.0f} ms, p99 {pct(xs, 0.99):.0f} ms (n={len(xs)})"

    def pp(xs: list[float]) -> str:
        return f"{pct(xs, 0.5):.0f}/{pct(xs, 0.99):.0f} ms"

    admitted_floor = (
        f"floor, the same path with no wait (an outcome → the spawn it caused admitted): {p(floor['admitted'])}"
    )
    started_floor = (
        f"floor, the same path with no wait (an outcome → the spawn it caused started): {p(floor['started'])}; "
        f"legs p50/p99: outcome → coordinator {pp(legs['read'])}, admission {pp(legs['admit'])}, "
        f"on disk and sent {pp(legs['send'])}, sent → started on a worker {pp(legs['start'])} "
        f"(the broker → the worker {pp(legs['receive'])}, → a pool process {pp(legs['hand'])}, "
        f"→ its agent.wake {pp(legs['wake'])})"
    )
    started, admitted = legs["started"], legs["admitted"]
    waited = sum(h.waited for h in hs)

    def spread(xs: list[float]) -> dict[str, Any]:
        return {"n": len(xs), "max": round(max(xs, default=float("nan")), 2), "samples": [round(x, 2) for x in xs]}

    return [
        figure(
            f"peak mock spawns holding a slot (limit 2, 10 sessions × {rounds} rounds)",
            peak(hs),
            "",
            "≤ 2",
            peak(hs) <= LIMIT,
            f"{len(hs)} spawns, {waited} of them waited",
        ),
        figure(
            "peak mock spawns running (workers' agent.wake → agent.stop)", peak(runs), "", "≤ 2", peak(runs) <= LIMIT
        ),
        figure(
            "freed slot → the next spawn admitted p50 (slot taken, task sent)",
            pct(admitted, 0.5),
            "ms",
            "–",
            True,
            admitted_floor,
        ),
        figure(
            "freed slot → the next spawn admitted p99",
            pct(admitted, 0.99),
            "ms",
            "–",
            True,
            f"max {max(admitted, default=float('nan')):.0f} ms (n={len(admitted)}); "
            "not the goal's measure: admitted is not yet running (see the next two)",
            **spread(admitted),
        ),
        figure(
            "freed slot reused p50 (spawn ended → the next started)", pct(started, 0.5), "ms", "–", True, started_floor
        ),
        figure(
            "freed slot reused p99 (spawn ended → the next started)",
            pct(started, 0.99),
            "ms",
            "≤ 50",
            pct(started, 0.99) <= 50,
            f"max {max(started, default=float('nan')):.0f} ms (n={len(started)}); "
            f"floor p99 {pct(floor['started'], 0.99):.0f} ms (the same run, no wait)",
            **spread(started),
            floor_samples=[round(x, 2) for x in floor["started"]],
        ),
    ]


def _fairness(b: Bench, log: Callable[[str], None], rounds: int = FAIR_ROUNDS) -> list[dict[str, Any]]:
    from crumb.core.occupancy import fair_parts, holds, jain, peak

    measures = ("from the request", "from the first chance")
    got: dict[str, dict[str, float]] = {m: {} for m in measures}
    due: dict[str, dict[str, float]] = {m: {} for m in measures}
    per_round: dict[str, list[float]] = {m: [] for m in measures}
    top = 0
    binds = _bindings(1.0)
    for r in range(rounds):
        log(f"8 variants beside 2 single sessions under mock=2, round {r + 1} of {rounds}")
        group = [
            {
                "goal": f"variant {i}",
                "bindings": binds,
                "variant": {"group": f"bench8-{r}", "index": i, "of": 8, "seed": i},
            }
            for i in range(8)
        ]
        sids = _run(b, [*group, *({"goal": f"single {i}", "bindings": binds} for i in range(2))])
        hs = holds(_transcripts(b, sids), "mock")
        top = max(top, peak(hs))
        # Each round's parties pooled by their part (the group, the first single, the second): one
        # second-long spawn more or less is a third of a single's contended time in one round.
        role = {f"group:bench8-{r}": "group", sids[8]: "single 1", sids[9]: "single 2"}
        for m in measures:
            g, d = fair_parts(hs, LIMIT, from_first_chance=m == measures[1])
            for party, x in d.items():
                due[m][role[party]] = due[m].get(role[party], 0.0) + x
                got[m][role[party]] = got[m].get(role[party], 0.0) + g[party]
            per_round[m].append(jain([g[p] / x for p, x in d.items() if x > 0]))
    out = []
    for m, name in zip(
        measures,
        (
            f"Jain's fairness index (8 variants + 2 singles, limit 2, {rounds} rounds pooled)",
            "Jain's index from each spawn's first chance at a slot (the wait for the first to free left out)",
        ),
        strict=True,
    ):
        shares = {p: got[m][p] / x for p, x in due[m].items() if x > 0}
        index = jain(list(shares.values()))
        parts = ", ".join(f"{p} {v:.2f}" for p, v in sorted(shares.items()))
        rounds_said = ", ".join(f"{x:.2f}" for x in per_round[m])
        out.append(
            figure(
                name,
                round(index, 3),
                "",
                "≥ 0.9",
                index >= 0.9,
                f"slot time ÷ fair share {m}: {parts}; per round {rounds_said}; peak {top}",
                per_round=[round(x, 4) for x in per_round[m]],
            )
        )
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--only", help="limits,fairness,dashboard (default: all three)")
    ap.add_argument("--rounds", type=int, default=ROUNDS, help=f"of the ten-session run (default {ROUNDS})")
    ap.add_argument("--fair-rounds", type=int, default=FAIR_ROUNDS, help=f"of the 8 + 2 run (default {FAIR_ROUNDS})")
    args = ap.parse_args()
    only = set(args.only.split(",")) if args.only else None
    log = lambda s: print(f"… {s}", file=sys.stderr, flush=True)  # noqa: E731
    wanted = only is None or only & {"limits", "fairness"}
    figs = (
        limits_figures(args.redis, log=log, only=only, rounds=args.rounds, fair_rounds=args.fair_rounds)
        if wanted
        else []
    )
    if only is None or "dashboard" in only:
        import fleet_web  # the dashboard under a crowd: 200 SSE clients while 50 sessions run

        figs += fleet_web.run_suite(args.redis, log)
    if args.json:
        print(json.dumps({"section": "Fleet", "figures": figs}))
    else:
        for f in figs:
            print(
                f"{f['name']:<62} {f['value']:>9} {f['unit']:<3} goal {f['goal']:<6} {'ok' if f['ok'] else 'MISSED'}  {f['floor'] or ''}"
            )
    return 0 if all(f["ok"] for f in figs) else 1


if __name__ == "__main__":
    sys.exit(main())
