"""``/ask status|cost|next|stuck|scorecard``: the reducer's deterministic answer, a public ``note``.

:data:`TOPICS` is the one list of questions (the grammar in :mod:`crumb.core.inbox` imports it).
:func:`answer` builds the note draft from the reducer's state alone, answering the ``user.intervene``
that asked (``metadata.in_reply_to``); a question outside :data:`TOPICS` gets a note that says so
and lists the five. Pure: no I/O, no clock — "how long ago" is measured from the asking event's
``ts``, and when an outstanding effect was dispatched is read from its cause's ULID.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from crumb.core import scoring
from crumb.core.state import DEFAULT_LIMITS, ground_scores
from crumb.core.ulids import ulid_time

__all__ = ["TOPICS", "answer", "wants_answer"]

TOPICS = ("status", "cost", "next", "stuck", "scorecard")
# What each actor's outcome makes the reducer do next (see the reducer's pipeline handlers).
_AFTER = {
    "planner-lead": "its spec spawns the builder",
    "researcher": "its findings go to the planner",
    "builder": "its build is checked by QA",
    "qa_check": "its qa.result spawns the verifier",
    "verifier": "a PASS finishes, a PARTIAL asks you to /approve or /veto, a FAIL sends feedback to the builder",
}


def wants_answer(data: dict[str, Any]) -> bool:
    """True when a ``user.intervene``'s data asks a question (valid or not)."""
    return "ask" in data or "ask_invalid" in data


def answer(state: Any, event: Any) -> dict[str, Any]:
    """The note draft answering the ``/ask`` carried by ``event`` (a ``user.intervene``)."""
    data = event.data or {}
    topic = data.get("ask")
    if isinstance(topic, str) and topic.lower() in TOPICS:
        topic = topic.lower()
        body, facts = _ANSWERS[topic](state, event.ts)
        out = {"ask": topic, "answer": facts}
    else:
        asked = topic if topic is not None else data.get("ask_invalid")
        body = f"error: cannot answer /ask {asked or '(nothing)'}; ask one of {', '.join(TOPICS)}"
        out = {"ask_invalid": str(asked or "(empty)"), "topics": list(TOPICS)}
    return {
        "session_id": state.session_id,
        "from": "system",
        "kind": "note",
        "parent_event_id": event.id,
        "body": body,
        "data": out,
        "metadata": {"visibility": "public", "deterministic": True, "tool": "ask@v1", "in_reply_to": event.id},
    }


# --- the five answers: each returns (body, facts) -------------------------------------------


def _status(v: Any, now: str) -> tuple[str, dict[str, Any]]:
    j = v.judgement
    status = "done" if v.done else "paused" if v.paused else "running"
    facts = {
        "status": status,
        "stage": "done" if v.done else v.stage,
        "reason": v.reason,
        "verdict": j["verdict"] if j else None,
        "aggregate": j["aggregate"] if j else None,
        "builds": v.build_count,
        "verifies": v.verify_count,
        "respecs": v.respec_count,
    }
    verdict = f"verdict {j['verdict']} {j['aggregate']:.1f}/{scoring.MAX_AGGREGATE:.0f}" if j else "no verdict yet"
    reason = f" ({v.reason})" if v.done and v.reason else ""
    body = (
        f"status {status}{reason} · stage {facts['stage']} · {verdict} · {v.build_count} build(s), "
        f"{v.verify_count} verification(s), {v.respec_count} respec(s)"
    )
    return body, facts


def _cost(v: Any, now: str) -> tuple[str, dict[str, Any]]:
    budget = int(_limit(v, "token_budget"))
    usd_budget = v.limits.get("cost_budget_usd")
    elapsed = _minutes_between(v.started_at, now)
    wall = _limit(v, "wall_clock_min")
    facts = {
        "tokens": v.tokens,
        "token_budget": budget,
        "cost_usd": round(v.cost_usd, 6),
        "cost_budget_usd": usd_budget,
        "elapsed_min": elapsed,
        "wall_clock_min": wall,
    }
    of_budget = f" of ${usd_budget:.2f} ({_pct(v.cost_usd, usd_budget)})" if usd_budget else " (no money budget)"
    money = f"cost ${v.cost_usd:.4f}{of_budget}"
    cap = v.limits.get("daily_cost_cap_usd")
    if cap:  # the stack's spend today, as last recorded on this session (crumb.core.budget)
        facts |= {"day_cost_usd": round(v.day_cost_usd, 6), "daily_cost_cap_usd": cap, "cost_day": v.cost_day}
        money += f" · the stack today ${v.day_cost_usd:.4f} of the ${cap:.2f} daily cap ({_pct(v.day_cost_usd, cap)})"
    clock = f"wall clock {elapsed:.1f} of {wall:g} min" if elapsed is not None else "not started"
    body = f"tokens {v.tokens:,} of {budget:,} ({_pct(v.tokens, budget)}) · {money} · {clock}"
    return body, facts


def _next(v: Any, now: str) -> tuple[str, dict[str, Any]]:
    if v.done:
        return f"nothing: the session is done ({v.reason})", {"next": "nothing", "reason": v.reason}
    if v.awaiting_approval:
        return "waiting for you: /approve finishes the session, /veto <reason> sends it back to the builder", {
            "next": "person",
            "awaiting_approval": True,
        }
    waits = [_effect_line(v, fx, now) for fx in v.outstanding.values()]
    steps = [
        f"when {w['what']} ends, {_AFTER.get(w['actor'] or w['type'], 'the reducer routes its outcome')}" for w in waits
    ]
    queued = [q["actor"] for q in v.queued]
    if queued:
        steps.append(f"queued until /resume: {', '.join(queued)}")
    if not steps:
        steps.append("nothing is dispatched: the next event (a goal, or a line from you) decides")
    facts = {"next": "effects" if waits else "event", "outstanding": waits, "queued": queued}
    return "next: " + "; ".join(steps), facts


def _stuck(v: Any, now: str) -> tuple[str, dict[str, Any]]:
    reasons: list[str] = []
    if v.done:
        reasons.append(f"not stuck: done ({v.reason})")
    if v.awaiting_approval:
        unmet = (v.judgement or {}).get("unmet") or ()
        named = f" (unmet: {', '.join(unmet)})" if unmet else ""
        reasons.append(f"awaiting your approval of a PARTIAL verdict{named}")
    if v.paused:
        reasons.append("paused globally until /resume")
    if v.paused_actors:
        reasons.append(f"paused: {', '.join(v.paused_actors)} until /resume @actor")
    if v.queued:
        reasons.append(f"{len(v.queued)} spawn(s) queued by the pause: {', '.join(q['actor'] for q in v.queued)}")
    open_at = int(_limit(v, "circuit_open_at"))
    failing = {a: n for a, n in v.failures.items() if n}
    reasons += [
        f"{a} failed {n} time(s) in a row (its circuit opens at {open_at}; /reset-circuit {a})"
        for a, n in failing.items()
    ]
    waits = [_effect_line(v, fx, now) for fx in v.outstanding.values()]
    reasons += [f"waiting on {w['what']} since {w['since'] or 'an unknown time'}" + _ago(w["waited_s"]) for w in waits]
    if not reasons:
        reasons.append("nothing is in flight and nothing is queued: /goto <actor> or /redo starts work again")
    facts = {
        "reasons": reasons,
        "outstanding": waits,
        "failures": failing,
        "paused": v.paused,
        "paused_actors": list(v.paused_actors),
        "awaiting_approval": v.awaiting_approval,
    }
    return "stuck? " + "; ".join(reasons), facts


def _scorecard(v: Any, now: str) -> tuple[str, dict[str, Any]]:
    j = v.judgement
    scores = {d: dict(s) for d, s in (j["scores"] if j else ground_scores(v)).items()}
    parts = [f"{d} {scores[d]['score']:.1f} ({scores[d]['source']})" if d in scores else f"{d} —" for d in scoring.DIMS]
    total = j["aggregate"] if j else None
    head = f"{j['verdict']} {total:.1f}/{scoring.MAX_AGGREGATE:.0f}" if j else "no verdict yet (ground scores only)"
    facts = {"verdict": j["verdict"] if j else None, "aggregate": total, "scores": scores}
    return f"scorecard: {head} · " + " · ".join(parts), facts


_ANSWERS = {"status": _status, "cost": _cost, "next": _next, "stuck": _stuck, "scorecard": _scorecard}


# --- helpers -----------------------------------------------------------------------------------


def _limit(v: Any, name: str) -> float:
    return float(v.limits.get(name, DEFAULT_LIMITS[name]))


def _pct(used: float, budget: float) -> str:
    return f"{100 * used / budget:.1f}%" if budget else "—"


def _effect_line(v: Any, fx: Any, now: str) -> dict[str, Any]:
    """An outstanding effect as {what, actor, type, since, waited_s}; since = its cause's ULID time."""
    actor = getattr(fx, "actor", None)
    if fx.type == "spawn":
        what = f"{actor} on {fx.adapter}" + (f":{fx.model}" if fx.model else "")
    else:
        what = f"{fx.type} of {getattr(fx, 'artifact', None) or 'the build'}"
    made = ulid_time(fx.cause_id)
    since = made.isoformat(timespec="milliseconds").replace("+00:00", "Z") if made else None
    waited = _seconds_between(since, now)
    return {"what": what, "actor": actor, "type": fx.type, "effect_id": fx.id, "since": since, "waited_s": waited}


def _ago(seconds: float | None) -> str:
    return f" ({seconds:.0f} s before this question)" if seconds is not None else ""


def _parse(ts: str) -> datetime:
    return datetime.fromisoformat(ts.replace("z", "Z"))


def _seconds_between(start: str | None, end: str) -> float | None:
    if start is None:
        return None
    return round((_parse(end) - _parse(start)).total_seconds(), 3)


def _minutes_between(start: str | None, end: str) -> float | None:
    seconds = _seconds_between(start, end)
    return None if seconds is None else round(seconds / 60, 2)
