"""Fresh ids and timestamps. Kept out of the core: the reducer gets both from the event."""

from __future__ import annotations

from datetime import UTC, datetime

from ulid import ULID


def new_id() -> str:
    return str(ULID())


def now_iso() -> str:
    """Current UTC time, RFC 3339 with milliseconds and a trailing Z."""
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
