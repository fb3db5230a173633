"""Get a draft written into a session's transcript from a command that is not part of a stack.

The coordinator is the only writer (DESIGN law 2), so a command such as ``crumb release`` sends its
draft to the stack it finds (``--redis``, ``CRUMB_REDIS_URL``, ``$CRUMB_HOME/stack.json``) and
waits to see it written. With no stack at all it starts the embedded server and a coordinator in
this process just long enough to write it; that coordinator dispatches nothing (a later stack
re-dispatches whatever was outstanding, as after any restart).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from crumb.config import Settings
from crumb.errors import InfraError

__all__ = ["Recorded", "NoDispatch", "record_draft", "wait_written"]

WAIT_S = 15.0


@dataclass(frozen=True)
class Recorded:
    """Where the draft went: ``stack`` (a running one) or ``embedded`` (started for it); written or only queued."""

    via: str
    written: bool
    redis_url: str


class NoDispatch:
    """An executor that sends nothing: this coordinator only writes, it does not run sessions."""

    def dispatch(self, effect: Any) -> None:
        return None

    def revoke(self, effect_id: str) -> None:
        return None


def _same(draft: dict[str, Any]) -> Callable[[dict[str, Any]], bool]:
    """Whether an event is the one written for ``draft`` (same kind and data; the coordinator keeps both)."""
    return lambda e: e.get("kind") == draft.get("kind") and e.get("data") == draft.get("data")


def _is_written(settings: Settings, sid: str, match: Callable[[dict[str, Any]], bool]) -> bool:
    from crumb.transcript import read_events

    path = settings.paths(sid).transcript
    return any(match(e.model_dump(mode="json", by_alias=True)) for e in read_events(path, repair=False))


def wait_written(
    settings: Settings, sid: str, match: Callable[[dict[str, Any]], bool], timeout_s: float | None = None
) -> bool:
    """Follow the session's live stream until an event ``match`` accepts is published (it is on disk by
    then), for ``timeout_s`` (default ``WAIT_S``, read at the call)."""
    from crumb.bus import read_live

    deadline, last = time.monotonic() + (WAIT_S if timeout_s is None else timeout_s), "0"
    while time.monotonic() < deadline:
        for entry_id, event in read_live(settings, sid, last_id=last, block_ms=200):
            last = entry_id
            if match(event):
                return True
    return False


def record_draft(settings: Settings, make_draft: Callable[[Settings], dict[str, Any]]) -> Recorded:
    """Find the stack (or start a brief embedded one), send ``make_draft(settings)`` and wait until it is written.

    ``make_draft`` runs once the stack is known, before anything is sent; if it raises, nothing is.
    InfraError when a stack is named but unreachable, or none can start.
    """
    from crumb.bus import submit_draft
    from crumb.stack import with_stack_url

    found = with_stack_url(settings)
    if found.redis_url:
        draft = make_draft(found)
        submit_draft(found, draft)
        return Recorded("stack", wait_written(found, draft["session_id"], _same(draft)), found.redis_url)
    from crumb.coordinator import Coordinator
    from crumb.embedded import LocalStack

    with LocalStack(settings, server_only=True) as stack:
        live = stack.settings
        draft = make_draft(live)
        submit_draft(live, draft)
        sid, match = draft["session_id"], _same(draft)
        limit = WAIT_S + live.lease_ttl_s  # a lease left by a killed run expires within its TTL
        if not Coordinator(live, NoDispatch()).run_until(lambda c: _is_written(live, sid, match), timeout_s=limit):
            raise InfraError(
                f"the embedded coordinator did not write the {draft.get('kind')} of {sid} within "
                f"{limit:g} s; the draft waits in the ingest stream for the next `crumb run`/`crumb up`"
            )
        return Recorded("embedded", True, live.redis_url or "")
