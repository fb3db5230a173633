"""Who held a slot when, read back from transcripts: peak concurrency, fairness, slot reuse. Pure.

A limited spawn holds its slots from its ``admitted`` slot note to its outcome (the ``agent.stop``
carrying its effect id, or the session's end). It asked for them at its ``waiting`` note (or, if it
never waited, at its admission). ``crumb fleet --from-transcripts``, the tests and ``bench/fleet.py``
all measure with these functions, so "the limit was held" means the same thing everywhere.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from crumb.core.admission import SLOT_NOTE
from crumb.core.events import Event

__all__ = [
    "Hold",
    "holds",
    "peak",
    "jain",
    "first_chance",
    "fair_parts",
    "fair_shares",
    "reuse_gaps",
    "hops",
    "instant",
]


@dataclass(frozen=True)
class Hold:
    """One spawn's time with a slot of ``key``: asked at ``asked``, held from ``start`` to ``end`` (seconds)."""

    key: str
    effect_id: str
    session_id: str
    party: str
    asked: float
    start: float
    end: float
    waited: bool
    woke: float | None = None  # when its worker said it started (agent.wake), if it did


def instant(ts: str) -> float:
    """A transcript ``ts`` as seconds since the epoch."""
    return datetime.fromisoformat(ts.replace("Z", "+00:00")).timestamp()


def _effect_of(e: Event) -> str | None:
    extra = e.metadata.__pydantic_extra__ if e.metadata is not None else None
    eid = (extra or {}).get("effect_id")
    return eid if isinstance(eid, str) else None


def holds(sessions: Iterable[Sequence[Event]], key: str | None = None) -> list[Hold]:
    """Every slot hold in these transcripts (of one key, or of all), ended or cut at the session's last event."""
    out: list[Hold] = []
    for events in sessions:
        if not events:
            continue
        asked: dict[str, float] = {}
        started: dict[str, tuple[float, tuple[str, ...], str, bool]] = {}
        woke: dict[str, float] = {}
        ended: dict[str, float] = {}
        last = instant(events[-1].ts)
        for e in events:
            t = instant(e.ts)
            data = e.data if isinstance(e.data, Mapping) else {}
            if e.kind == "note" and e.from_ == "coordinator" and data.get(SLOT_NOTE) in ("waiting", "admitted"):
                eid = str(data.get("effect_id"))
                if data[SLOT_NOTE] == "waiting":
                    asked.setdefault(eid, t)
                else:
                    keys = tuple(str(k) for k in data.get("keys") or (data.get("key"),))
                    party = str(data.get("party") or e.session_id)
                    started[eid] = (t, keys, party, eid in asked)
            elif e.kind in ("agent.wake", "agent.stop"):
                closed = _effect_of(e)
                if closed is not None:
                    (woke if e.kind == "agent.wake" else ended).setdefault(closed, t)
            elif e.kind in ("done", "session.end"):
                for eid in started:
                    ended.setdefault(eid, t)
        for eid, (t, keys, party, waited) in started.items():
            for k in keys:
                if key is None or k == key:
                    sid = events[0].session_id
                    a = asked.get(eid, t)
                    out.append(Hold(k, eid, sid, party, a, t, ended.get(eid, last), waited, woke.get(eid)))
    return out


def peak(hs: Sequence[Hold]) -> int:
    """The most holds at one instant (a hold that ends when another starts does not overlap it)."""
    marks = sorted([(h.start, 1) for h in hs] + [(h.end, -1) for h in hs], key=lambda m: (m[0], m[1]))
    best = now = 0
    for _, step in marks:
        now += step
        best = max(best, now)
    return best


def jain(values: Sequence[float]) -> float:
    """Jain's fairness index: 1 when all are equal, 1/n when one takes everything."""
    vals = [v for v in values]
    if not vals or not any(vals):
        return 1.0
    return sum(vals) ** 2 / (len(vals) * sum(v * v for v in vals))


def _water_fill(capacity: float, demand: Mapping[str, int]) -> dict[str, float]:
    """The max-min fair split of ``capacity`` among parties asking for ``demand`` slots each."""
    share: dict[str, float] = {}
    left, open_ = capacity, {p: d for p, d in demand.items() if d > 0}
    while open_ and left > 1e-12:
        level = left / len(open_)
        capped = {p: d for p, d in open_.items() if d <= level}
        if not capped:
            for p in open_:
                share[p] = level
            return share
        for p, d in capped.items():
            share[p] = float(d)
            left -= d
            del open_[p]
    return share


def first_chance(hs: Sequence[Hold], limit: int) -> list[Hold]:
    """The holds with ``asked`` moved to the first moment a slot of their key could have gone to them.

    A spawn cannot be pre-empted: one that asks while every slot is held waits for the first of
    them to end, whatever the admission order (a FIFO queue, a fair one or any other makes it wait
    the same). From that release on the wait is the order's doing. A spawn that asked while a slot
    was free keeps its ``asked``: any wait after it is the scheduler's. Holds of one key."""
    out: list[Hold] = []
    for h in hs:
        busy = [o.end for o in hs if o is not h and o.start <= h.asked < o.end]
        if not h.waited or len(busy) < limit:
            out.append(h)
            continue
        chance = min(max(h.asked, min(busy)), h.start)
        out.append(replace(h, asked=chance))
    return out


def fair_parts(
    hs: Sequence[Hold], limit: int, *, from_first_chance: bool = False
) -> tuple[dict[str, float], dict[str, float]]:
    """Per party: (slot-seconds received, slot-seconds due), over the time two or more parties asked.

    Due is the max-min fair split of the ``limit`` slots among the parties asking at each instant
    (water-filling over what each asks for), the ideal of a scheduler that could pre-empt. A party
    asks for a hold from its request to its end, and holds it from its admission to its end.

    Slots cannot be pre-empted, and a measure against that ideal leans two ways. From the request,
    a party that asks while every slot is held is short by its wait for the first to free, which no
    order can shorten. From its first chance (``from_first_chance``, :func:`first_chance`) that wait
    is left out, and with it the time the others held the slots meanwhile, while a party that waits
    its turn in the rotation (three parties, two slots) is still counted short."""
    hs = first_chance(hs, limit) if from_first_chance else list(hs)
    points = sorted({t for h in hs for t in (h.asked, h.start, h.end)})
    got: dict[str, float] = {}
    due: dict[str, float] = {}
    for a, b in zip(points, points[1:], strict=False):
        mid = (a + b) / 2
        demand: dict[str, int] = {}
        held: dict[str, int] = {}
        for h in hs:
            if h.asked <= mid < h.end:
                demand[h.party] = demand.get(h.party, 0) + 1
                if h.start <= mid:
                    held[h.party] = held.get(h.party, 0) + 1
        if len(demand) < 2:
            continue
        for p, s in _water_fill(limit, demand).items():
            due[p] = due.get(p, 0.0) + s * (b - a)
            got[p] = got.get(p, 0.0) + held.get(p, 0) * (b - a)
    return {p: got.get(p, 0.0) for p in due}, due


def fair_shares(hs: Sequence[Hold], limit: int, *, from_first_chance: bool = False) -> dict[str, float]:
    """Per party: slot time received ÷ its fair share (:func:`fair_parts`). 1.0 is exactly fair; a
    party the admission order starves falls below 1. Feed the values to :func:`jain`."""
    got, due = fair_parts(hs, limit, from_first_chance=from_first_chance)
    return {p: got[p] / due[p] for p in sorted(due) if due[p] > 0}


def reuse_gaps(hs: Sequence[Hold]) -> list[tuple[float, float | None]]:
    """For each spawn that waited: (seconds from the slot's release to its admission, to its worker's start).

    The release is the latest end of a hold of the same key at or before the admission."""
    out: list[tuple[float, float | None]] = []
    ends = sorted(h.end for h in hs)
    for h in hs:
        if not h.waited:
            continue
        freed = [t for t in ends if t <= h.start and t >= h.asked]
        if not freed:
            continue
        release = freed[-1]
        out.append((h.start - release, None if h.woke is None else h.woke - release))
    return out


def hops(sessions: Iterable[Sequence[Event]]) -> list[float]:
    """Seconds from one spawn's agent.stop to the next spawn's agent.wake in the same session, where the
    next spawn was caused by the stopped one's outcome directly (planner → builder): the floor a freed
    slot's reuse is measured against."""
    out: list[float] = []
    for events in sessions:
        stop_of: dict[str, float] = {}
        outcome_effect: dict[str, str] = {}  # outcome event id → the effect it came from
        waited: set[str] = set()
        for e in events:
            eid = _effect_of(e)
            data = e.data if isinstance(e.data, Mapping) else {}
            if e.kind == "note" and data.get(SLOT_NOTE) == "waiting":
                waited.add(str(data.get("effect_id")))
            if eid is not None and e.kind == "agent.stop":
                stop_of[eid] = instant(e.ts)
            elif eid is not None and e.kind in ("spec", "spec.update"):
                outcome_effect[e.id] = eid
            elif eid is not None and e.kind == "agent.wake":
                cause = eid.rsplit(".", 1)[0]
                prev = outcome_effect.get(cause)
                if prev in stop_of and eid not in waited:
                    out.append(instant(e.ts) - stop_of[prev])
    return out
