"""Live streams are bounded: each holds one Redis connection in a blocking read.

At most ``web_live_streams`` streams (SSE and WebSocket together) are served at once, and never more
than the process's Redis pool less a reserve for everything else. The rest get 503 with
``Retry-After``, so interventions (one short XADD each) and pages always find a connection, and
"Redis is not reachable" is said only when it is not.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from typing import Any

from flask import Response, current_app

from crumb.config import Settings

REDIS_RESERVE = 32  # connections of the pool never given to streams: interventions, pages, the index
RETRY_AFTER_S = 5


class StreamSlots:
    """How many live streams may hold a Redis connection at once; ``take`` returns a release, or None."""

    def __init__(self, settings: Settings) -> None:
        self.size = max(1, min(settings.web_live_streams, settings.redis_max_connections - REDIS_RESERVE))
        self._free = threading.BoundedSemaphore(self.size)

    def take(self) -> Any:
        if not self._free.acquire(blocking=False):
            return None
        once = threading.Lock()

        def release() -> None:
            if once.acquire(blocking=False):
                self._free.release()

        return release


def busy() -> Response:
    slots: StreamSlots = current_app.extensions["crumb_streams"]
    body = {"error": f"all {slots.size} live streams are in use; retry in {RETRY_AFTER_S} s", "status": 503}
    return Response(
        json.dumps(body), status=503, mimetype="application/json", headers={"Retry-After": str(RETRY_AFTER_S)}
    )


def with_slot(make: Callable[[], Response]) -> Response:
    """Serve the stream ``make()`` builds in a free slot, released when the response closes; else 503."""
    release = current_app.extensions["crumb_streams"].take()
    if release is None:
        return busy()
    try:
        resp = make()
    except BaseException:
        release()
        raise
    resp.call_on_close(release)
    return resp
