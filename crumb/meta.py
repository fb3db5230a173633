"""Each session's ``meta.json``: a summary of its state, a cache the next start rebuilds from the transcript.

:func:`write_meta` and :func:`read_meta` are the file; :class:`MetaCache` is the coordinator's
writing of it: at once when something a person reads changes (status, stage, verdict…), else at
most once per :data:`EVERY_S` per session, so a busy session does not rewrite its file on every batch.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from pathlib import Path
from typing import Any

from crumb.config import Settings
from crumb.core.layout import META_FILE

__all__ = ["META_FILE", "MetaCache", "read_meta", "write_meta"]

log = logging.getLogger("crumb.coordinator")

# meta.json is written at once when one of these changes, else at most once a second per session.
NOW = ("status", "stage", "verdict", "reason", "aggregate", "goal", "scores", "respec_count", "verify_count")
EVERY_S = 1.0


class MetaCache:
    """The summaries last written to each meta.json, and the newer ones still due."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._written: dict[str, dict[str, Any]] = {}
        self._due: dict[str, dict[str, Any]] = {}  # newer summaries not written yet (counters only)
        self._at: dict[str, float] = {}

    def update(self, summaries: dict[str, dict[str, Any]]) -> None:
        """Take the summaries a batch produced; write those whose visible fields changed."""
        for sid, summ in summaries.items():
            self._due[sid] = summ
            last = self._written.get(sid)
            if last is None or any(last[k] != summ[k] for k in NOW):
                self._write(sid)

    def refresh(self, summaries: dict[str, dict[str, Any]]) -> None:
        """At start: rewrite each meta.json that lags its transcript (its last writer died first)."""
        for sid, summ in summaries.items():
            on_disk = read_meta(self.settings.session_dir(sid)) or {}
            if any(on_disk.get(k) != v for k, v in summ.items()):
                self._due[sid] = summ
                self._write(sid)
            else:
                self._written[sid] = summ  # up to date: the next batch need not rewrite it at once

    def flush(self, *, everything: bool = False) -> None:
        """Write the meta.json whose only changes are counters, at most once per EVERY_S."""
        cutoff = time.monotonic() - EVERY_S
        for sid in [s for s in self._due if everything or self._at.get(s, 0.0) <= cutoff]:
            self._write(sid)

    def _write(self, sid: str) -> None:
        summ = self._due.pop(sid)
        try:  # a cache the next start rebuilds from the transcript: no fsync
            write_meta(self.settings.session_dir(sid), summ, durable=False)
        except OSError as e:
            log.warning("could not write meta.json of %s: %s", sid, e)
            return
        self._written[sid] = summ
        self._at[sid] = time.monotonic()


def write_meta(session_dir: str | os.PathLike[str], summary: dict[str, Any], *, durable: bool = True) -> Path:
    """Write ``meta.json`` atomically (a temporary file, fsync, then ``os.replace``).

    ``durable=False`` skips the fsync: for the coordinator, whose ``meta.json`` is a cache it
    rebuilds from the transcript on start (a crash can leave it stale or unreadable, never wrong
    for long)."""
    directory = Path(session_dir)
    directory.mkdir(parents=True, exist_ok=True)
    target = directory / META_FILE
    tmp = directory / f".{META_FILE}.{os.getpid()}.{threading.get_ident()}.tmp"
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(summary, f, indent=2, ensure_ascii=False, sort_keys=False)
            f.write("\n")
            f.flush()
            if durable:
                os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return target


def read_meta(session_dir: str | os.PathLike[str]) -> dict[str, Any] | None:
    """The session's ``meta.json``, or None when it is missing or unreadable (it is only a cache)."""
    try:
        value = json.loads((Path(session_dir) / META_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return value if isinstance(value, dict) else None
