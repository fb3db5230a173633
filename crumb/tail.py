"""Follow a growing transcript from a byte offset (the dashboard's live feed reads new lines with it).

Only complete lines are read; an unterminated tail (a batch being written, or a torn line a
repair will cut) is held back until its newline arrives.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NamedTuple

from crumb.core.events import Event
from crumb.errors import TranscriptError
from crumb.transcript import UnreadableLine, parse_line

__all__ = ["TailItem", "Tailer", "tail"]


class TailItem(NamedTuple):
    """One complete line seen by :func:`tail`: the event, where its line starts, where the next begins."""

    event: Event
    offset: int
    next_offset: int


class Tailer:
    """Reads complete lines appended after ``offset``; an unterminated tail is held back until its newline.

    The held-back bytes are re-read from disk on each poll rather than kept, so a torn fragment that
    a repair cut off (and the line written in its place) is never glued to stale bytes.
    """

    def __init__(self, path: str | os.PathLike[str], offset: int = 0) -> None:
        self.path = Path(path)
        self.offset = offset  # start of the first line not yet yielded

    def poll(self) -> list[TailItem]:
        """The complete events that arrived since the last poll."""
        try:
            with open(self.path, "rb") as f:
                size = os.fstat(f.fileno()).st_size
                if size < self.offset:
                    raise TranscriptError(
                        f"transcript shrank below offset {self.offset} (now {size} bytes); restart the tail from 0",
                        path=str(self.path),
                    )
                f.seek(self.offset)
                pending = f.read(size - self.offset)
        except FileNotFoundError:
            return []
        items: list[TailItem] = []
        start = 0
        while (nl := pending.find(b"\n", start)) >= 0:
            raw, line_start = pending[start:nl], self.offset + start
            if raw.strip():
                try:
                    event = parse_line(raw)
                except UnreadableLine as e:
                    if items:  # hand over what came before; the next poll reports the bad line
                        break
                    self.offset += nl + 1  # reported once: the next poll reads on after it
                    raise TranscriptError(f"line at byte {line_start}: {e}", path=str(self.path)) from e
                items.append(TailItem(event, line_start, self.offset + nl + 1))
            start = nl + 1
        self.offset += start
        return items


def tail(
    path: str | os.PathLike[str],
    offset: int = 0,
    *,
    follow: bool = False,
    poll_s: float = 0.25,
    stop: Callable[[], bool] | None = None,
) -> Iterator[TailItem]:
    """Yield events from byte ``offset`` on; with ``follow``, keep waiting for more until ``stop()``."""
    tailer = Tailer(path, offset)
    while True:
        yield from tailer.poll()
        if not follow or (stop is not None and stop()):
            return
        time.sleep(poll_s)
