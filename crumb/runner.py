"""Follow one session through a stack until it ends or waits for a person; read its summary.

Used by ``crumb run``, ``crumb resume`` and the runtime benchmark. Summaries come from the stack's
session index when a stack is reachable, else from the session folder on disk (meta.json, or a
fold of the transcript), so ``status`` and ``ls`` work with no stack running.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from crumb.config import Settings
from crumb.core.layout import SessionPaths
from crumb.readable import UNREADABLE, Checked

__all__ = [
    "Outcome",
    "follow",
    "load_summary",
    "known_session",
    "checked_id",
    "disk_summaries",
    "checked_summary",
    "normalise",
    "game_path",
    "ask_approval",
    "AWAITING_APPROVAL",
    "AWAITING_RESUME",
    "awaits",
    "answer_resume",
    "is_awaiting_approval",
    "final_summary",
    "result_of",
    "exit_code",
    "answer_approval",
    "drive",
]

AWAITING_APPROVAL = "awaiting_approval"
STATUS_FIELDS = ("session_id", "status", "stage", "verdict", "reason", "aggregate", "goal")


AWAITING_RESUME = "awaiting_resume"  # paused at the threshold of a money budget (crumb.core.budget)


def is_awaiting_approval(event: dict[str, Any]) -> bool:
    return event.get("kind") == "note" and (event.get("data") or {}).get("hook") == "partial"


def awaits(event: dict[str, Any]) -> str | None:
    """What a person is asked for by this event: AWAITING_APPROVAL, AWAITING_RESUME or None."""
    if is_awaiting_approval(event):
        return AWAITING_APPROVAL
    if event.get("kind") == "note" and (event.get("data") or {}).get("hook") == "cost_pause":
        return AWAITING_RESUME
    return None


@dataclass
class Outcome:
    """Where following a session stopped: ``ended`` or ``awaiting_approval``, and the last stream id."""

    session_id: str
    state: str
    last_id: str


def follow(
    settings: Settings,
    sid: str,
    *,
    on_event: Callable[[str, dict[str, Any]], None] = lambda stream_id, event: None,
    on_idle: Callable[[], None] = lambda: None,
    last_id: str = "0",
    block_ms: int = 200,
    stop_on_approval: bool = True,
    ended: Callable[[], bool] | None = None,
) -> Outcome:
    """Read the live stream from ``last_id`` until the session ends (or asks for approval)."""
    from crumb.bus import read_live

    waiting: str | None = None
    while True:
        batch = read_live(settings, sid, last_id=last_id, block_ms=block_ms)
        for stream_id, event in batch:
            last_id = stream_id
            on_event(stream_id, event)
            if awaits(event):
                waiting = awaits(event)
            elif event.get("kind") in ("user.approve", "user.veto", "user.resume", "agent.wake", "build"):
                waiting = None
            if event.get("kind") == "session.end":
                return Outcome(sid, "ended", last_id)
        if waiting and stop_on_approval and not batch:
            return Outcome(sid, waiting, last_id)
        if not batch and ended is not None and ended():
            return Outcome(sid, "ended", last_id)
        on_idle()


def game_path(settings: Settings, sid: str) -> Path:
    return settings.paths(sid).entry


def normalise(summary: dict[str, Any], sid: str) -> dict[str, Any]:
    """The status shape every surface shows: status is running, paused, done or unreadable (its
    transcript cannot be read; ``reason`` says where)."""
    out = {k: summary.get(k) for k in STATUS_FIELDS}
    for k in ("stage", "verdict", "reason", "goal"):  # a hand-edited or torn meta.json: no value of another type
        out[k] = out[k] if isinstance(out[k], str) else None
    if isinstance(out["aggregate"], bool) or not isinstance(out["aggregate"], (int, float)):
        out["aggregate"] = None
    out["session_id"] = summary.get("session_id") or sid
    status = str(summary.get("status") or "running")
    out["status"] = (
        status
        if status in ("running", "paused", "done", UNREADABLE)
        else ("done" if status in ("ended", "finished") else "running")
    )
    return out


def _fold_transcript(settings: Settings, sid: str) -> dict[str, Any] | None:
    """The fold of the transcript's readable lines, naming the others (crumb.readable); None without one."""
    path = settings.paths(sid).transcript
    if not path.exists():
        return None
    from crumb.readable import read, told

    return told(sid, None, read(path))


def load_summary(settings: Settings, sid: str) -> dict[str, Any] | None:
    """One session's summary from the stack's index, else meta.json, else the transcript."""
    found: dict[str, Any] | None = None
    if settings.redis_url:
        from crumb.bus import session_summary

        found = session_summary(settings, sid)
    if found is None:
        try:
            found = json.loads(settings.paths(sid).meta.read_text())
        except (OSError, ValueError):
            found = _fold_transcript(settings, sid)
    return None if found is None else {**found, "session_id": sid}  # the folder asked for, whatever a file says


# How long `crumb say` and `crumb tail` wait for a session just asked for (`crumb submit`) to start:
# the coordinator writes its index entry when it reads the request.
SESSION_APPEARS_S = 5.0


def checked_id(sid: str) -> str:
    """``sid`` when it is a session id, else a ConfigError (exit 2) saying why not and what one looks like."""
    from crumb.core.session_ids import refusal
    from crumb.errors import ConfigError

    if (said := refusal(sid)) is not None:
        raise ConfigError(said)
    return sid


def known_session(settings: Settings, sid: str, within_s: float = 0.0) -> dict[str, Any]:
    """The summary of session ``sid``, waiting up to ``within_s`` for one just asked for; a ConfigError
    (exit 2) for a text that is no session id or a session that is not there."""
    from crumb.errors import ConfigError

    checked_id(sid)
    deadline = time.monotonic() + within_s
    while (summary := load_summary(settings, sid)) is None:
        if time.monotonic() >= deadline:
            raise ConfigError(
                f"no session {sid} (not in the stack's index nor under {settings.sessions_dir}); `crumb ls` lists them"
            )
        time.sleep(0.1)
    return summary


def final_summary(settings: Settings, sid: str) -> dict[str, Any]:
    """The summary right after the live stream said so: folded from the transcript, which the
    coordinator fsyncs before it publishes (the index and meta.json are written a moment later)."""
    try:
        found = _fold_transcript(settings, sid)
    except Exception:  # an unreadable transcript: what the stack says is the next best thing
        found = None
    return found or load_summary(settings, sid) or {}


def disk_summaries(
    settings: Settings, checked: Checked | None = None, skip: frozenset[str] = frozenset()
) -> list[dict[str, Any]]:
    """Every session folder under $CRUMB_HOME but ``skip``, newest first, each as its transcript tells it
    (checked_summary)."""
    if not settings.sessions_dir.is_dir():
        return []
    from crumb.meta import read_meta

    return [
        checked_summary(settings, d.name, read_meta(d), checked)
        for d in sorted(settings.sessions_dir.iterdir(), reverse=True)
        if d.name not in skip and d.is_dir() and SessionPaths(d).transcript.exists()
    ]


def checked_summary(
    settings: Settings, sid: str, summary: dict[str, Any] | None, checked: Checked | None = None
) -> dict[str, Any]:
    """``summary`` (the index's or meta.json's) checked against the transcript: with ``unreadable`` naming
    each line that is not an event, and then the fold of the readable ones instead (crumb.readable.told);
    through ``checked``, a transcript found clean before is not read again until it changes.
    One unreadable transcript never hides the other sessions: it is a row of its own."""
    from crumb.readable import read, told

    path = settings.paths(sid).transcript
    return checked.told(sid, path, summary) if checked is not None else told(sid, summary, read(path))


def ask_approval(sid: str, summary: dict[str, Any], *, stdin=None, stderr=None) -> bool | None:
    """Ask on a terminal whether to approve a PARTIAL game; None when nobody can answer."""
    stdin = stdin or sys.stdin
    stderr = stderr or sys.stderr
    if not stdin.isatty():
        return None
    game = summary.get("game") or ""
    stderr.write(f"\nThe verifier scored it PARTIAL ({summary.get('aggregate')}/30). {game}\n")
    while True:
        stderr.write("Approve this game? [y]es approve / [n]o send it back to the builder: ")
        stderr.flush()
        answer = stdin.readline()
        if not answer:
            return None
        answer = answer.strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False


def result_of(settings: Settings, sid: str, state: str) -> dict[str, Any]:
    """What `crumb run` reports: {session_id, verdict, reason, aggregate, game, transcript, requirements, unmet}.

    ``requirements`` is the judged ledger (each with text, source words, met, criteria, reason), None
    for a legacy spec or before a judgement; ``unmet`` the ids of those not met (empty when all are)."""
    summary = final_summary(settings, sid)
    game = game_path(settings, sid)
    reason = state if state in (AWAITING_APPROVAL, AWAITING_RESUME) else summary.get("reason")
    return {
        "session_id": sid,
        "verdict": summary.get("verdict"),
        "reason": reason,
        "aggregate": summary.get("aggregate"),
        "game": str(game) if game.exists() else None,
        "transcript": str(settings.paths(sid).transcript),
        "requirements": summary.get("requirements"),
        "unmet": list(summary.get("unmet") or []),
    }


def exit_code(result: dict[str, Any]) -> int:
    """0 for PASS or a PARTIAL a person approved; 1 for every other ending (or none yet)."""
    reason = str(result.get("reason") or "")
    if "approve" in reason:
        return 0
    return 0 if result.get("verdict") == "PASS" and reason not in (AWAITING_APPROVAL, AWAITING_RESUME) else 1


def answer_approval(settings: Settings, sid: str, result: dict[str, Any]) -> bool:
    """Ask a person on the terminal; submit their answer. False when nobody can answer."""
    from crumb.bus import submit_draft
    from crumb.core.inbox import parse_line

    answer = ask_approval(sid, result)
    if answer is None:
        return False
    line = "/approve approved at the terminal" if answer else "/veto sent back at the terminal"
    submit_draft(settings, parse_line(line, sid))
    return True


def answer_resume(settings: Settings, sid: str, result: dict[str, Any], *, stdin=None, stderr=None) -> bool:
    """Ask a person on the terminal whether to go on past the money threshold; /resume on a yes."""
    from crumb.bus import submit_draft
    from crumb.core.inbox import parse_line

    stdin, stderr = stdin or sys.stdin, stderr or sys.stderr
    if not stdin.isatty():
        return False
    summary = final_summary(settings, sid)
    budget = summary.get("cost_budget_usd")
    of = f" of the ${budget:.2f} budget" if budget else " (the stack's daily cap is near)"
    stderr.write(f"\nThe session has spent ${summary.get('cost_usd') or 0:.4f}{of}; it is paused.\n")
    stderr.write("Go on? [y]es resume (it stops at the budget) / anything else leaves it paused: ")
    stderr.flush()
    if stdin.readline().strip().lower() not in ("y", "yes"):
        return False
    submit_draft(settings, parse_line("/resume at the terminal, past the cost threshold", sid))
    return True


def drive(settings: Settings, sid: str, stack: Any, progress: Any, *, interactive: bool) -> dict[str, Any]:
    """Follow a session to its end, asking for approval on a PARTIAL when a person is there."""
    last_id = "0"

    def idle() -> None:
        if stack is not None:
            stack.check()
        progress.tick()

    while True:
        outcome = follow(settings, sid, on_event=lambda _id, e: progress.feed(e), on_idle=idle, last_id=last_id)
        last_id = outcome.last_id
        result = result_of(settings, sid, outcome.state)
        if outcome.state not in (AWAITING_APPROVAL, AWAITING_RESUME):
            return result
        progress.close()
        answer = answer_approval if outcome.state == AWAITING_APPROVAL else answer_resume
        if not interactive or not answer(settings, sid, result):
            return result
