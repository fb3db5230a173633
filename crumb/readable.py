"""A session as the readable lines of its transcript tell it: one answer for ``crumb ls``, ``crumb status``
and the dashboard.

The index and ``meta.json`` are summaries the coordinator wrote; a line that is not an event (a hand edit,
a disk error) can come after them, and a coordinator that restarts skips such a transcript until it is
repaired. So a reader that shows a session checks its transcript: every line that is not an event is named
(its number and why), and the summary shown is the fold of the lines that are, as the dashboard shows it.
A transcript without one readable line is a session whose status is :data:`UNREADABLE`.

:class:`Checked` spares ``crumb ls`` reading every transcript each time: one found to hold only events is
read again only when its size, modification time or inode has changed (appends and repairs change them).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from crumb.core.layout import TRANSCRIPT_FILE
from crumb.errors import TranscriptError

if TYPE_CHECKING:
    from crumb.core.events import Event

__all__ = ["UNREADABLE", "Checked", "Read", "not_acting", "read", "told", "unreadable_line"]

UNREADABLE = "unreadable"  # the status of a session whose transcript cannot be read at all


def unreadable_line(e: TranscriptError) -> dict[str, Any]:
    """One line of a transcript that is not an event: its number and why, said alike on every surface."""
    reason = e.message.removeprefix(f"{e.path}:{e.line}: ")
    return {
        "line": e.line,
        "reason": reason,
        "message": f"line {e.line} of {TRANSCRIPT_FILE} is unreadable ({reason}); it is left out of what is shown here",
    }


@dataclass(frozen=True)
class Read:
    """A transcript read without writing: its events, each line that is not one, or why it cannot be opened."""

    events: list[Event]
    unreadable: list[dict[str, Any]]
    failed: str | None = None


def read(path: Path) -> Read:
    from crumb.transcript import read_readable

    try:
        events, bad = read_readable(path)
    except TranscriptError as e:  # cannot be opened at all (a folder in its place, no permission)
        return Read([], [], str(e))
    return Read(events, [unreadable_line(e) for e in bad])


def not_acting(sid: str, got: Read) -> str | None:
    """Why nothing should be sent to session ``sid`` (a line of its transcript is no event), else None.

    A coordinator that starts leaves such a session alone until the line is fixed or removed: a line
    sent to it would be dropped, and one a running coordinator took would act on a state nobody can
    replay."""
    if got.failed is None and not got.unreadable:
        return None
    first = (
        got.failed
        or f"line {got.unreadable[0]['line']} of {TRANSCRIPT_FILE} is unreadable ({got.unreadable[0]['reason']})"
    )
    more = f" and {len(got.unreadable) - 1} more" if len(got.unreadable) > 1 else ""
    return (
        f"session {sid} cannot be acted on while its transcript holds a line that is not an event: "
        f"{first}{more}; fix or remove that line, then restart the coordinator (`crumb status {sid}` names them)"
    )


def told(sid: str, summary: dict[str, Any] | None, got: Read) -> dict[str, Any]:
    """The summary to show: ``summary`` (the index's or meta.json's) when every line is an event, else the
    fold of the readable lines; always with ``unreadable`` (the lines left out, [] when none)."""
    if got.failed is not None:
        return {"session_id": sid, "status": UNREADABLE, "reason": got.failed, "goal": None, "unreadable": []}
    if got.unreadable and not got.events:
        reason = got.unreadable[0]["message"]
        return {"session_id": sid, "status": UNREADABLE, "reason": reason, "goal": None, "unreadable": got.unreadable}
    if summary is None or got.unreadable:
        from crumb.core.reducer import fold
        from crumb.core.state import summary as summarize

        summary = summarize(fold(got.events))
    return {**summary, "session_id": sid, "unreadable": got.unreadable}


class Checked:
    """The transcripts found to hold only events, by their (size, mtime, inode) then, kept in
    ``$CRUMB_HOME/cache/checked-transcripts.json``. A cache of the readers' own (the coordinator never reads
    it): a stamp that differs, or a cache file that cannot be read or written, only means reading again."""

    def __init__(self, home: Path) -> None:
        self.file = home / "cache" / "checked-transcripts.json"
        try:
            known = json.loads(self.file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            known = {}
        self.known: dict[str, Any] = known if isinstance(known, dict) else {}
        self.now: dict[str, list[int]] = {}

    def told(self, sid: str, path: Path, summary: dict[str, Any] | None) -> dict[str, Any]:
        """:func:`told` of the transcript at ``path``, read only when it changed since it was found clean
        (``summary``, from meta.json or the index, is then shown as it is)."""
        try:
            st = os.stat(path)
            stamp: list[int] | None = [st.st_size, st.st_mtime_ns, st.st_ino]
        except OSError:
            stamp = None
        if summary is not None and stamp is not None and self.known.get(sid) == stamp:
            self.now[sid] = stamp
            return {**summary, "session_id": sid, "unreadable": []}
        got = read(path)  # stamped before reading: a line appended meanwhile changes it for the next reader
        if stamp is not None and got.failed is None and not got.unreadable:
            self.now[sid] = stamp
        return told(sid, summary, got)

    def save(self) -> None:
        """Keep what this listing found (the sessions no longer there drop out)."""
        if self.now == self.known:
            return
        tmp = self.file.with_name(f".{self.file.name}.{os.getpid()}.tmp")
        try:
            self.file.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_text(json.dumps(self.now), encoding="utf-8")
            os.replace(tmp, self.file)
        except OSError:  # a home that cannot be written: the next listing reads the transcripts again
            tmp.unlink(missing_ok=True)
