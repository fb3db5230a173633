"""Progress of one session on a terminal: one line per stage change, a spinner only on a TTY."""

from __future__ import annotations

import sys
import time
from typing import Any, TextIO

from crumb.core.roles import ROLE
from crumb.core.shown import shown

__all__ = ["Progress", "stage_of", "describe_event"]

_SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


def stage_of(event: dict[str, Any]) -> tuple[str, str] | None:
    """The (actor, stage) an event moves the session into, or None when it does not move it."""
    kind, actor = event.get("kind"), event.get("from") or "?"
    data = event.get("data") or {}
    if kind == "goal":
        return ("planner-lead", "planning")
    if kind == "agent.wake":
        return (actor, ROLE[actor].doing if actor in ROLE else "working")
    if kind == "build":
        return ("qa", "checking the build")
    if kind == "qa.result" and data.get("busy"):  # the reducer checks the build again (or, past its reruns, judges)
        return ("qa", "not decided: the machine was too busy")
    if kind == "qa.result":
        return ("verifier", "judging")
    if kind == "note" and data.get("hook") == "partial":
        return ("user", "awaiting approval")
    if kind == "done":
        return ("coordinator", f"done ({event.get('body') or data.get('reason') or 'finished'})")
    return None


# An event's body is an agent's text: its control characters are shown, never sent to the terminal
# (an escape sequence could rewrite the screen, the window title or the clipboard of whoever tails).
_SHOWN = {c: f"\\x{c:02x}" for c in (*range(32), *range(127, 160))} | {ord("\n"): " ", ord("\t"): " "}


def describe_event(event: dict[str, Any]) -> str:
    """One short human line for an event (``crumb tail``)."""
    body = shown(str(event.get("body") or "").translate(_SHOWN))
    scores = event.get("scores") or {}
    if scores.get("verdict"):
        body = f"{scores['verdict']} {scores.get('aggregate', '')}/30 {body}".strip()
    ts = (event.get("ts") or "")[11:23]
    return f"{ts} {event.get('from', '?'):<13} {event.get('kind', '?'):<16} {body[:120]}".rstrip()


class Progress:
    """Feed it live events; it prints what a person watching needs, on stderr."""

    def __init__(self, stream: TextIO | None = None, *, started: float | None = None) -> None:
        self.stream = stream or sys.stderr
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self.started = time.monotonic() if started is None else started
        self.current: tuple[str, str] | None = None
        self._frame = 0
        self._spinning = False

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def _clear(self) -> None:
        if self._spinning:
            self.stream.write("\r\x1b[K")
            self._spinning = False

    def line(self, text: str) -> None:
        self._clear()
        self.stream.write(f"[{self.elapsed():6.1f}s] {shown(text, one_line=True)}\n")
        self.stream.flush()

    def feed(self, event: dict[str, Any]) -> None:
        kind = event.get("kind")
        if kind in ("error", "audit"):  # an audit: the house changed course (a fallback adapter, a corrected verdict)
            self.line(f"{event.get('from', '?')} · {kind}: {(event.get('body') or '')[:200]}")
        elif kind == "judge.score":
            s = event.get("scores") or {}
            self.line(f"verifier · verdict {s.get('verdict', '?')}")
        stage = stage_of(event)
        if stage and stage != self.current:
            self.current = stage
            self.line(f"{stage[0]} · {stage[1]}")

    def tick(self) -> None:
        """Redraw the spinner (TTY only)."""
        if not self.tty or self.current is None:
            return
        self._frame = (self._frame + 1) % len(_SPINNER)
        actor, stage = self.current
        self.stream.write(f"\r\x1b[K{_SPINNER[self._frame]} {actor} · {stage} · {self.elapsed():.1f}s")
        self.stream.flush()
        self._spinning = True

    def close(self) -> None:
        self._clear()
        self.stream.flush()
