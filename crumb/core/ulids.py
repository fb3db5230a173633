"""When a ULID was made: its first 10 characters are milliseconds since the epoch. Pure.

Event ids are ULIDs made by the writer, so an effect's cause id says when it was dispatched and a
summary's ``last_event_id`` says when the session last moved, with no clock read.
"""

from __future__ import annotations

from datetime import UTC, datetime

__all__ = ["ulid_time"]

_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def ulid_time(ulid: object) -> datetime | None:
    """The UTC time of a 26-character ULID (or of an effect id ``<ULID>.<n>``); None for anything else."""
    if not isinstance(ulid, str) or len(ulid.split(".", 1)[0]) != 26:
        return None
    ms = 0
    for c in ulid[:10].upper():
        i = _CROCKFORD.find(c)
        if i < 0:
            return None
        ms = ms * 32 + i
    return datetime.fromtimestamp(ms / 1000, tz=UTC)
