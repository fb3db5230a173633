"""The coordinator lease: exactly one coordinator is active (DESIGN §2).

``SET NX PX`` on ``{ns}:coordinator:lease``, renewed by a background thread while held; another
instance waits as standby and takes over when the lease expires.
"""

from __future__ import annotations

import logging
import threading

from crumb.config import Settings
from crumb.connections import keys, redis_client, redis_errors

__all__ = ["Lease"]

log = logging.getLogger("crumb.coordinator")

_RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0"
_RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0"


class Lease:
    """``SET NX PX`` on the lease key, renewed by a background thread while held."""

    def __init__(self, settings: Settings, owner: str) -> None:
        self.settings = settings
        self.key = keys(settings).lease
        self.owner = owner
        self.ttl_ms = max(1000, int(settings.lease_ttl_s * 1000))
        self.lost = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def acquire(self) -> bool:
        with redis_errors(self.settings, "taking the coordinator lease"):
            if not redis_client(self.settings).set(self.key, self.owner, nx=True, px=self.ttl_ms):
                return False
        self.lost.clear()
        self._stop.clear()
        self._thread = threading.Thread(target=self._renew_loop, name="coordinator-lease", daemon=True)
        self._thread.start()
        return True

    def holder(self) -> str | None:
        with redis_errors(self.settings, "reading the coordinator lease"):
            return redis_client(self.settings).get(self.key)

    def _renew_loop(self) -> None:
        r = redis_client(self.settings)
        while not self._stop.wait(self.ttl_ms / 3000):
            try:
                if not r.eval(_RENEW, 1, self.key, self.owner, self.ttl_ms):
                    log.error("lost the coordinator lease %s (another coordinator holds it)", self.key)
                    self.lost.set()
                    return
            except Exception as e:  # a blip; the lease survives until its TTL
                log.warning("could not renew the coordinator lease: %s", e)

    def release(self) -> None:
        self._stop.set()
        try:
            redis_client(self.settings).eval(_RELEASE, 1, self.key, self.owner)
        except Exception as e:
            log.warning("could not release the coordinator lease: %s", e)
