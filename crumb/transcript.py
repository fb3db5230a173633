"""The session transcript: one append-only JSONL file, the truth of a session.

Writing: one :class:`TranscriptWriter` per resolved path (:func:`writer_for`). Appends are
serialised by a thread lock and, across processes, by ``fcntl.flock``; each batch is one
``O_APPEND`` write and one ``fsync``. Every draft is completed (``id``, ``ts``) and validated
first, so nothing invalid is ever written.

Reading: :func:`read_events` parses every line. A torn last line (a crash mid-write leaves bytes
without a newline that do not parse) is cut off on open and kept beside the transcript as
``transcript.jsonl.torn-<n>``; :func:`read_transcript` returns the :class:`Repair` so the
coordinator can record a ``note``. :mod:`crumb.tail` follows a growing file from a byte offset;
``meta.json`` beside it is :mod:`crumb.meta`'s.
"""

from __future__ import annotations

import fcntl
import json
import logging
import os
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from crumb.core import json_in
from crumb.core.events import Event, complete_draft, parse_event
from crumb.core.layout import TRANSCRIPT_FILE
from crumb.errors import DraftInvalid, TranscriptError
from crumb.ids import new_id, now_iso

__all__ = [
    "TRANSCRIPT_FILE",
    "Repair",
    "Transcript",
    "TranscriptWriter",
    "UnreadableLine",
    "cut_lines",
    "parse_line",
    "read_each",
    "read_events",
    "read_readable",
    "read_transcript",
    "repair_torn_tail",
    "reset_writers",
    "writer_for",
]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Repair:
    """What opening a transcript fixed: a torn last line cut off, or a complete one terminated."""

    path: Path
    # "truncated" (torn bytes moved aside), "terminated" (a missing newline added), or "left" (a
    # reader that may not write skipped the torn bytes; the coordinator repairs them on its next start)
    action: str
    offset: int  # where the fragment started
    length: int  # its size in bytes
    torn_copy: Path | None = None  # where the torn bytes are kept ("truncated" only)

    def describe(self) -> str:
        if self.action == "truncated":
            return (
                f"transcript {self.path.name}: cut off a torn last line ({self.length} bytes at offset "
                f"{self.offset}, a crash mid-write); the bytes are kept in {self.torn_copy}"
            )
        if self.action == "left":
            return (
                f"transcript {self.path.name}: a torn last line ({self.length} bytes at offset {self.offset}) was "
                "not read and left in place; the coordinator repairs it on its next start"
            )
        return f"transcript {self.path.name}: added the missing newline after the last line (offset {self.offset})"


class Transcript(NamedTuple):
    events: list[Event]
    repair: Repair | None


# ---------------------------------------------------------------------------------------------
# Locking and repair


@contextmanager
def _flocked(fd: int, kind: int) -> Iterator[None]:
    fcntl.flock(fd, kind)
    try:
        yield
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)


def _parses(fragment: bytes) -> bool:
    try:
        parse_event(fragment.decode("utf-8"))
    except (UnicodeDecodeError, DraftInvalid):
        return False
    return True


def _next_torn_path(path: Path) -> Path:
    n = 1
    while (candidate := path.with_name(f"{path.name}.torn-{n}")).exists():
        n += 1
    return candidate


def _repair_locked(fd: int, path: Path) -> Repair | None:
    """Fix an unterminated last line; the caller holds an exclusive flock on ``fd``."""
    size = os.fstat(fd).st_size
    if size == 0 or os.pread(fd, 1, size - 1) == b"\n":
        return None
    # Find the start of the last line without reading the whole file.
    start, pos, chunk = 0, size, 64 * 1024
    while pos > 0:
        lo = max(0, pos - chunk)
        block = os.pread(fd, pos - lo, lo)
        nl = block.rfind(b"\n")
        if nl >= 0:
            start = lo + nl + 1
            break
        pos = lo
    fragment = os.pread(fd, size - start, start)
    if _parses(fragment):
        os.write(fd, b"\n")
        os.fsync(fd)
        repair = Repair(path=path, action="terminated", offset=start, length=len(fragment))
    else:
        copy = _next_torn_path(path)
        with open(copy, "xb") as f:
            f.write(fragment)
            f.flush()
            os.fsync(f.fileno())
        os.ftruncate(fd, start)
        os.fsync(fd)
        repair = Repair(path=path, action="truncated", offset=start, length=len(fragment), torn_copy=copy)
    log.warning("%s", repair.describe())
    return repair


def cut_lines(path: str | os.PathLike[str], first: int) -> Path:
    """Move every line from the ``first``-th (0-based) on aside, to ``<name>.uncommitted-<n>``; return that path."""
    p = Path(path)
    fd = os.open(p, os.O_RDWR | os.O_APPEND)
    try:
        with _flocked(fd, fcntl.LOCK_EX):
            data = _read_fd(fd)
            offset, seen = 0, 0
            while seen < first:  # the first-th event, blank lines not counted (as the reader does)
                end = data.index(b"\n", offset) + 1
                seen += bool(data[offset:end].strip())
                offset = end
            n = 1
            while (copy := p.with_name(f"{p.name}.uncommitted-{n}")).exists():
                n += 1
            with open(copy, "xb") as f:
                f.write(data[offset:])
                f.flush()
                os.fsync(f.fileno())
            os.ftruncate(fd, offset)
            os.fsync(fd)
    finally:
        os.close(fd)
    return copy


def repair_torn_tail(path: str | os.PathLike[str]) -> Repair | None:
    """Cut off a torn last line (keeping its bytes aside) or terminate a complete one; None if clean."""
    p = Path(path)
    try:
        fd = os.open(p, os.O_RDWR | os.O_APPEND)
    except FileNotFoundError:
        return None
    try:
        with _flocked(fd, fcntl.LOCK_EX):
            return _repair_locked(fd, p)
    finally:
        os.close(fd)


# ---------------------------------------------------------------------------------------------
# Reading


class UnreadableLine(Exception):
    """Why one line is unreadable; the caller adds where it is."""


def parse_line(raw: bytes) -> Event:
    """One line's bytes (without its newline) as an event; :class:`UnreadableLine` says why not."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise UnreadableLine(f"line is not UTF-8 ({e.reason} at byte {e.start})") from e
    try:
        obj = json_in.loads(text, max_depth=json_in.LINE_DEPTH, repeated_ok=True)
    except json_in.TooDeep as e:  # no line the coordinator wrote nests so deep
        raise UnreadableLine(f"line is {e.msg}") from e
    except json.JSONDecodeError as e:
        raise UnreadableLine(f"line is not JSON ({e.msg} at column {e.colno})") from e
    if not isinstance(obj, dict):
        raise UnreadableLine(f"line is JSON but not an object ({type(obj).__name__})")
    try:
        return parse_event(obj)
    except DraftInvalid as e:
        raise UnreadableLine(str(e)) from e


def _parse_line(raw: bytes, path: Path, lineno: int) -> Event:
    try:
        return parse_line(raw)
    except UnreadableLine as e:
        raise TranscriptError(str(e), path=str(path), line=lineno) from e


class _Lines:
    """What the lines read so far say of the next: the ids they hold, and the session they are of. A
    repeated id, or a line of another session, would be folded in as this session's: the coordinator
    writes neither (it drops a duplicate, and appends a session's events to its own transcript)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.ids: dict[str, int] = {}
        self.session: tuple[str, int] | None = None  # the first line's session and its line

    def check(self, event: Event, lineno: int) -> Event:
        if (first := self.ids.setdefault(event.id, lineno)) != lineno:
            self._refuse(
                f"event {event.id} is line {first}'s already: an event is written once, so remove this line", lineno
            )
        self.session = self.session or (event.session_id, lineno)
        if event.session_id != self.session[0]:
            self._refuse(
                f"the line is of session {event.session_id[:40]!r}, not {self.session[0][:40]!r} (line "
                f"{self.session[1]}'s): a transcript holds one session's events, so move it to its own",
                lineno,
            )
        return event

    def _refuse(self, message: str, lineno: int) -> None:
        raise TranscriptError(message, path=str(self.path), line=lineno)


def _parse_all(data: bytes, path: Path) -> list[Event]:
    # Split on b"\n" only: U+2028 and friends are legal inside a JSON string.
    lines = _Lines(path)
    return [lines.check(_parse_line(raw, path, n), n) for n, raw in enumerate(data.split(b"\n"), 1) if raw.strip()]


def read_transcript(path: str | os.PathLike[str], *, repair: bool = True) -> Transcript:
    """Every event of a transcript plus the repair made on open, if any (missing file → no events).

    ``repair=False`` is for readers that must not write (the dashboard, exports, ``crumb replay``):
    a torn last line is skipped in memory and reported as a ``left`` repair.
    """
    p = Path(path)
    data, fixed = _read_bytes(p, repair)
    return Transcript(_parse_all(data, p), fixed)


def read_readable(path: str | os.PathLike[str]) -> tuple[list[Event], list[TranscriptError]]:
    """The events of the lines that parse, and one error (with its line number) per line that does not;
    read without writing. For a reader that shows a session (the dashboard): one bad line hides no other."""
    p = Path(path)
    data, _fixed = _read_bytes(p, repair=False)
    events: list[Event] = []
    unreadable: list[TranscriptError] = []
    lines = _Lines(p)
    for n, raw in enumerate(data.split(b"\n"), 1):
        if raw.strip():
            try:
                events.append(lines.check(_parse_line(raw, p, n), n))
            except TranscriptError as e:
                unreadable.append(e)
    return events, unreadable


def _read_bytes(p: Path, repair: bool) -> tuple[bytes, Repair | None]:
    """A transcript's complete lines (a torn last line repaired, or skipped without ``repair``)."""
    try:
        fd = os.open(p, os.O_RDONLY)
    except FileNotFoundError:
        return b"", None
    except OSError as e:
        raise TranscriptError(f"cannot open the transcript ({e.strerror})", path=str(p)) from e
    try:
        # A shared lock waits out a writer mid-batch, so an unterminated line seen here is really torn.
        with _flocked(fd, fcntl.LOCK_SH):
            data = _read_fd(fd)
        fixed = None
        if data and not data.endswith(b"\n"):
            if repair:
                fixed = repair_torn_tail(p)
                with _flocked(fd, fcntl.LOCK_SH):
                    data = _read_fd(fd)
            else:
                start = data.rfind(b"\n") + 1
                if not _parses(data[start:]):
                    fixed = Repair(path=p, action="left", offset=start, length=len(data) - start)
                    data = data[:start]
    except OSError as e:  # a folder in its place, an unreadable disk: say which file, not only "Is a directory"
        raise TranscriptError(f"cannot read the transcript ({e.strerror})", path=str(p)) from e
    finally:
        os.close(fd)
    return data, fixed


def read_events(path: str | os.PathLike[str], *, repair: bool = True) -> list[Event]:
    """Every event of a transcript, in order; a torn last line is repaired (and logged) first,
    or, with ``repair=False``, skipped without writing."""
    return read_transcript(path, repair=repair).events


def read_each(paths: Iterable[Path], skipped: Callable[[TranscriptError], None]) -> Iterator[tuple[Path, list[Event]]]:
    """Each transcript's events, read without writing; one that cannot be read goes to ``skipped`` and
    is left out, as the coordinator leaves it out until it is repaired (one bad file hides no other)."""
    for path in paths:
        try:
            yield path, read_events(path, repair=False)
        except TranscriptError as e:
            skipped(e)


def _read_fd(fd: int) -> bytes:
    size = os.fstat(fd).st_size
    parts, pos = [], 0
    while pos < size:
        block = os.pread(fd, size - pos, pos)
        if not block:
            break
        parts.append(block)
        pos += len(block)
    return b"".join(parts)


# ---------------------------------------------------------------------------------------------
# Writing


class TranscriptWriter:
    """Appends validated events to one transcript. Use :func:`writer_for` to share one per file."""

    def __init__(self, path: str | os.PathLike[str], session_id: str | None = None) -> None:
        self.path = Path(path)
        self.session_id = session_id
        self.repairs: list[Repair] = []
        self._lock = threading.Lock()

    def append(self, draft: dict[str, Any] | Event) -> Event:
        """Complete, validate and append one draft; return the event as written."""
        return self.append_many([draft])[0]

    def append_many(self, drafts: Iterable[dict[str, Any] | Event]) -> list[Event]:
        """Validate every draft, then append them all in one write and one fsync (all or nothing)."""
        batch = list(drafts)
        events = [
            self._complete(d, f"draft {i} of {len(batch)}: " if len(batch) > 1 else "") for i, d in enumerate(batch)
        ]
        if not events:
            return []
        payload = b"".join(e.to_json().encode("utf-8") + b"\n" for e in events)
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
            try:
                with _flocked(fd, fcntl.LOCK_EX):
                    if (repair := _repair_locked(fd, self.path)) is not None:
                        self.repairs.append(repair)
                    _write_batch(fd, payload)
            except OSError as e:
                raise TranscriptError(
                    f"cannot append: {e.strerror}; check the disk and permissions", path=str(self.path)
                ) from e
            finally:
                os.close(fd)
        return events

    def _complete(self, draft: dict[str, Any] | Event, where: str) -> Event:
        if isinstance(draft, Event):
            return draft
        try:
            event = complete_draft(draft, new_id=new_id(), now=now_iso(), session_id=self.session_id)
            event.to_json()
        except DraftInvalid as e:
            raise DraftInvalid(f"{where}{e.message}; nothing was written", errors=e.errors) from e
        except ValueError as e:  # pydantic cannot serialise something in data/metadata
            raise DraftInvalid(f"{where}cannot serialise to JSON ({e}); nothing was written") from e
        return event


def _write_batch(fd: int, payload: bytes) -> None:
    """Write and fsync a batch, or leave the file as it was: a failed batch is retried whole, so
    any part of it left behind (a short write, a failed fsync) would be written twice."""
    start = os.fstat(fd).st_size
    try:
        _write_all(fd, payload)
        os.fsync(fd)
    except OSError:
        try:
            os.ftruncate(fd, start)
        except OSError as e:  # the torn-line repair on the next open still cuts an unterminated tail
            log.error("could not take back a failed batch at offset %d: %s", start, e)
        raise


def _write_all(fd: int, payload: bytes) -> None:
    view = memoryview(payload)
    while view:
        n = os.write(fd, view)
        view = view[n:]


_writers: dict[Path, TranscriptWriter] = {}
_writers_lock = threading.Lock()


def writer_for(path: str | os.PathLike[str], session_id: str | None = None) -> TranscriptWriter:
    """The one shared writer of a transcript, keyed by its resolved absolute path."""
    key = Path(path).resolve()
    with _writers_lock:
        writer = _writers.get(key)
        if writer is None:
            writer = _writers[key] = TranscriptWriter(key, session_id)
        return writer


def reset_writers() -> None:
    """Forget every shared writer (tests)."""
    with _writers_lock:
        _writers.clear()
