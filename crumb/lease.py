"""A Redis lock renewed while held, and the coordinator lease built on it (DESIGN §2).

One implementation serves both holders: the coordinator's lease (exactly one coordinator is
active; another waits as standby and takes over when the lease expires) and a task's claim on an
effect (:class:`crumb.worker.Claim`). The lock itself is redis-py's :class:`redis.lock.Lock` —
``SET NX PX`` with a token, a compare-and-expire to renew (``reacquire``), a compare-and-delete to
release — so no Lua of our own; what it does not do, keeping the lock alive while its holder
works and saying when it was lost, is :class:`RenewedLock`.
"""

from __future__ import annotations

import _thread
import logging
import threading

from redis.exceptions import LockError, LockNotOwnedError
from redis.lock import Lock

from crumb.config import Settings
from crumb.connections import keys, redis_client, redis_errors

__all__ = ["Lease", "RenewedLock"]

log = logging.getLogger("crumb.lease")


class RenewedLock:
    """A lock on ``key`` holding ``token``, with a TTL of ``lease_ttl_s`` renewed every third of it while held."""

    def __init__(self, settings: Settings, key: str, token: str, *, retake: bool = False) -> None:
        self.settings = settings
        self.key = key
        self.token = token
        # A key Redis lost (restarted empty) is taken back while nobody else has it: for a claim whose
        # holder still runs. A lease is not: its holder must rebuild what Redis lost.
        self.retake = retake
        self.ttl_ms = max(1000, int(settings.lease_ttl_s * 1000))
        self.lost = threading.Event()  # set when another holder has the key: stop acting as its owner
        self._stop = threading.Event()
        self._lock: Lock | None = None

    def acquire(self) -> bool:
        """Take the lock if it is free and start renewing it; False when someone holds it."""
        # thread_local=False: the renewing thread must see the token the acquiring thread set.
        self._lock = Lock(redis_client(self.settings), self.key, timeout=self.ttl_ms / 1000, thread_local=False)
        with redis_errors(self.settings, f"taking {self.key}"):
            if not self._lock.acquire(blocking=False, token=self.token):
                return False
        self.lost.clear()
        self._stop = threading.Event()  # one per holding, so a renewer of an earlier one never lingers
        # Not threading.Thread: its start() waits until the new thread has run, and on a busy machine
        # that wait (a scheduling delay) sits between a task taking its claim and its agent.wake.
        # The renewer is daemonic either way: the key expires on its own when the process is gone.
        _thread.start_new_thread(self._renew, (self._lock, self._stop))
        return True

    def holder(self) -> str | None:
        """The token of whoever holds the key now (None: nobody)."""
        with redis_errors(self.settings, f"reading {self.key}"):
            value = redis_client(self.settings).get(self.key)
        return value.decode() if isinstance(value, bytes) else value

    def stop_renewing(self) -> None:
        """Leave the key to its TTL (or to what the caller writes there next)."""
        self._stop.set()

    def release(self) -> None:
        """Stop renewing and delete the key if this holder still has it (best effort)."""
        self._stop.set()
        if self._lock is None:
            return
        try:
            self._lock.release()
        except LockError:
            pass  # not ours any more: its TTL ran out, or another holder has it
        except Exception as e:  # Redis is away: the key expires on its own
            log.warning("could not release %s: %s", self.key, e)

    def _renew(self, lock: Lock, stop: threading.Event) -> None:
        while not stop.wait(self.ttl_ms / 3000):
            try:
                lock.reacquire()
            except LockNotOwnedError:
                if self.retake and self._take_back(lock):
                    continue
                log.error("lost %s: another holder has it", self.key)
                self.lost.set()
                return
            except Exception as e:  # a blip: the next renewal may succeed before the TTL runs out
                log.warning("could not renew %s: %s", self.key, e)

    def _take_back(self, lock: Lock) -> bool:
        """Set the key again if it is gone (Redis lost it); False when another holder has it."""
        try:
            taken = bool(lock.redis.set(self.key, self.token, nx=True, px=self.ttl_ms))
        except Exception as e:
            log.warning("could not take back %s: %s", self.key, e)
            return True  # a blip: try again at the next renewal
        if taken:
            log.warning("%s was gone (Redis lost it); this holder took it back", self.key)
        return taken


class Lease(RenewedLock):
    """``{ns}:coordinator:lease``, holding the coordinator's consumer name."""

    def __init__(self, settings: Settings, owner: str) -> None:
        super().__init__(settings, keys(settings).lease, owner)
        self.owner = owner
