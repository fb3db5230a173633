"""Live streams are bounded: each holds one of the server's threads for as long as it is open.

No stream holds a Redis connection (one :class:`web.hub.LiveHub` per process reads for all of them),
so the bound protects the server, not Redis: at most ``web_live_streams`` streams (SSE and WebSocket
together) are served at once per process, and the rest get 503 with ``Retry-After``. Under gunicorn
the worker has ``web_live_streams`` + :data:`PAGE_THREADS` threads, so pages and interventions always
find a thread however many streams are open.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from typing import Any

from flask import Response, current_app

from crumb.config import Settings

PAGE_THREADS = 32  # threads of a gunicorn worker never taken by streams: pages, interventions, the API
RETRY_AFTER_S = 5


class StreamSlots:
    """How many live streams may be open at once; ``take`` returns a release, or None."""

    def __init__(self, settings: Settings) -> None:
        self.size = max(1, settings.web_live_streams)
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
