"""An agent's notes: ``crumb event`` appends them to ``events.jsonl`` in its workspace, the worker
that runs it follows that file and forwards each line, re-checked by the firewall and the size
limit, stamped with the actor's identity and signed by the worker (agents never touch Redis).

While the agent runs, each complete line is sent at once (:class:`AgentNotes`); when it stops, the
rest joins the outcome. A line over ``max_draft_bytes`` is never read whole: it becomes an ``audit``,
as does everything past ``MAX_LINES`` or past :func:`notes_budget` bytes of notes.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from crumb.config import Settings
from crumb.core import json_in
from crumb.core.events import complete_draft
from crumb.core.firewall import audit as firewall_audit
from crumb.core.firewall import check_draft
from crumb.errors import DraftInvalid

__all__ = ["AgentNotes", "AGENT_EVENTS_FILE", "MAX_LINES", "notes_budget"]

AGENT_EVENTS_FILE = "events.jsonl"
MAX_LINES = 1000
_NOTES_PER_SPAWN = 4  # a spawn's notes together may be this many drafts' worth


def notes_budget(settings: Settings) -> int:
    """The bytes of ``events.jsonl`` one spawn's notes may come to; past them the rest is not read."""
    return _NOTES_PER_SPAWN * settings.max_draft_bytes


POLL_S = 0.5
_CHECK_ID, _CHECK_TS = "0" * 26, "2000-01-01T00:00:00.000Z"
Stamp = Callable[..., dict[str, Any]]  # crumb.actors._Stamp: builds a draft carrying the spawn's identity


class AgentNotes:
    """Reads one agent's events.jsonl from where it left off; ``follow`` sends lines while the agent runs."""

    def __init__(self, path: Path, actor: str, stamp: Any, settings: Settings) -> None:
        self.path, self.actor, self.stamp, self.limit = path, actor, stamp, settings.max_draft_bytes
        self.budget = notes_budget(settings)
        self.offset = 0
        self.taken = 0  # bytes of the lines taken as notes so far
        self.count = 0  # lines taken so far
        self.skipping = False  # inside an oversize line already refused
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def follow(self, send: Callable[[dict[str, Any]], None]) -> AgentNotes:
        """Forward each complete line as it appears, on a thread, until :meth:`rest`."""

        def loop() -> None:
            while not self._stop.wait(POLL_S):
                for draft in self.read(complete_only=True):
                    send(draft)

        self._thread = threading.Thread(target=loop, name=f"notes {self.path.parent.name}", daemon=True)
        self._thread.start()
        return self

    def rest(self) -> list[dict[str, Any]]:
        """Stop following; the drafts of every line not forwarded yet (the last may lack its newline)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        return self.read(complete_only=False)

    def read(self, *, complete_only: bool) -> list[dict[str, Any]]:
        """Drafts (or audits) for the lines after ``offset``; a partial last line waits when ``complete_only``."""
        try:
            if self.path.is_symlink() or not self.path.is_file():
                return []
            fh = self.path.open("rb")
        except OSError:
            return []
        out: list[dict[str, Any]] = []
        with fh:
            fh.seek(self.offset)
            while self.count <= MAX_LINES:
                line = fh.readline(self.limit + 1)
                whole = line.endswith(b"\n")
                if not line or (complete_only and not whole and len(line) <= self.limit):
                    break  # nothing more, or a line still being written
                self.offset += len(line)
                if self.skipping:  # the rest of a line refused before
                    self.skipping = not whole
                    continue
                self.count += 1
                if self.count > MAX_LINES:
                    out.append(
                        self._refusal(
                            "too_many_lines",
                            b"",
                            f"{AGENT_EVENTS_FILE} has more than {MAX_LINES} lines; the rest was not read",
                        )
                    )
                elif len(line.rstrip(b"\n")) > self.limit:
                    self.skipping = not whole
                    out.append(
                        self._refusal(
                            "oversize_draft",
                            line[:200],
                            f"{AGENT_EVENTS_FILE} line {self.count} is "
                            f"too large (over {self.limit} bytes, max_draft_bytes)",
                        )
                    )
                elif line.strip():
                    if self.taken + len(line) > self.budget:  # a thousand notes near the limit each: ~1 GB
                        self.count = MAX_LINES + 1  # nothing more is read
                        why = (
                            f"the notes of one spawn come to more than {self.budget} bytes "
                            f"({_NOTES_PER_SPAWN} × max_draft_bytes); the rest was not read"
                        )
                        out.append(self._refusal("notes_over_budget", b"", f"{AGENT_EVENTS_FILE}: {why}"))
                        break
                    self.taken += len(line)
                    out.append(self._draft(line.rstrip(b"\n"), self.count))
        return out

    def _draft(self, line: bytes, n: int) -> dict[str, Any]:
        try:
            draft: Any = json_in.loads(line)
        except (json_in.TooDeep, json_in.RepeatedKey) as e:  # valid JSON the house does not read: say why
            why = e.msg if isinstance(e, json_in.TooDeep) else str(e)
            return self._refusal("malformed_draft", line[:200], f"{AGENT_EVENTS_FILE} line {n}: {why}")
        except ValueError:
            draft = line.decode("utf-8", errors="replace")
        ok, audit = check_draft(draft, self.actor)
        if ok:
            # The spawn's identity (adapter, effect_id, harness, provider, model) wins over what the agent wrote.
            fields = {k: v for k, v in draft.items() if k not in ("from", "session_id", "id", "ts", "metadata")}
            stamped = self.stamp(**fields)
            stamped["metadata"] = {**(draft.get("metadata") or {}), **stamped["metadata"]}
            try:
                complete_draft(stamped, new_id=_CHECK_ID, now=_CHECK_TS)
                return stamped
            except DraftInvalid as e:
                audit = check_draft(None, self.actor)[1] or {}
                audit["body"] = f"{AGENT_EVENTS_FILE} line {n} from actor={self.actor} refused: {e}"
        return (audit or {}) | {"session_id": self.stamp.session_id}

    def _refusal(self, violation: str, excerpt: bytes, why: str) -> dict[str, Any]:
        audit = firewall_audit(self.actor, violation, None, None, excerpt.decode("utf-8", errors="replace"), why=why)
        return (audit or {}) | {"session_id": self.stamp.session_id}
