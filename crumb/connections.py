"""Redis clients and namespaced keys. The only module that makes a Redis client.

Every key CRUMB uses is built by :class:`Keys` under ``settings.namespace`` so parallel tests
and parallel installs never collide (DESIGN §3):

- ``{ns}:ingest``               the ingest stream (consumer group ``coordinator``)
- ``{ns}:s:{sid}:log``          one live stream per session, trimmed with ``MAXLEN ~``
- ``{ns}:sessions``             the session index (hash: session id → summary JSON)
- ``{ns}:coordinator:lease``    the active coordinator's lease
- ``{ns}:effect:{id}``          a task's claim on one effect (SET NX with TTL)
- ``{ns}:slots:{key}``          the global slot table of one adapter / adapter:model / qa (hash: effect id → session)
- ``{ns}:slots``                the slot keys in use (a set), ``{ns}:fleet`` the coordinator's view of them (JSON)
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import redis

from crumb.config import Settings
from crumb.errors import InfraError

__all__ = ["Keys", "keys", "redis_client", "raw_client", "redis_errors", "INGEST_GROUP"]

INGEST_GROUP = "coordinator"

_clients: dict[tuple[str, bool], redis.Redis] = {}
_lock = threading.Lock()


@dataclass(frozen=True)
class Keys:
    """Every Redis key of one namespace."""

    ns: str

    @property
    def ingest(self) -> str:
        return f"{self.ns}:ingest"

    def live(self, sid: str) -> str:
        return f"{self.ns}:s:{sid}:log"

    @property
    def live_pattern(self) -> str:
        return f"{self.ns}:s:*:log"

    @property
    def sessions(self) -> str:
        return f"{self.ns}:sessions"

    @property
    def lease(self) -> str:
        return f"{self.ns}:coordinator:lease"

    def effect(self, eid: str) -> str:
        return f"{self.ns}:effect:{eid}"

    def slot(self, key: str) -> str:
        return f"{self.ns}:slots:{key}"

    @property
    def slot_index(self) -> str:
        return f"{self.ns}:slots"

    @property
    def fleet(self) -> str:
        return f"{self.ns}:fleet"

    def spend(self, day: str) -> str:
        """The stack's spend on one UTC day (crumb.spend): a hash of effect id → USD, and the total."""
        return f"{self.ns}:spend:{day}"

    @property
    def celery_prefix(self) -> str:
        """Prefix for Celery's own broker keys, so two namespaces never share a queue."""
        return f"{self.ns}:celery:"


def keys(settings: Settings) -> Keys:
    return Keys(settings.namespace)


def _require_url(settings: Settings) -> str:
    if not settings.redis_url:
        raise InfraError(
            "no Redis URL configured: set CRUMB_REDIS_URL (e.g. redis://127.0.0.1:6379/0), "
            "start one with `crumb up`, or use `crumb run` for an embedded server",
            url=None,
        )
    return settings.redis_url


@contextmanager
def redis_errors(settings: Settings, doing: str = "talking to Redis") -> Iterator[None]:
    """Translate redis-py exceptions into InfraError at the boundary."""
    try:
        yield
    except redis.exceptions.MaxConnectionsError as e:  # reachable, but every connection of ours is in use
        raise InfraError(
            f"all {settings.redis_max_connections} Redis connections of this process are busy while {doing}; "
            "retry in a moment (or raise redis_max_connections)",
            url=settings.redis_url,
            busy=True,
        ) from e
    except redis.exceptions.ConnectionError as e:
        raise InfraError(
            f"Redis is not reachable at {settings.redis_url} while {doing} ({e}); "
            "check that it is running (`crumb up`, `make redis`) or fix CRUMB_REDIS_URL",
            url=settings.redis_url,
        ) from e
    except redis.exceptions.TimeoutError as e:
        raise InfraError(
            f"Redis at {settings.redis_url} timed out while {doing} ({e}); check its load and network",
            url=settings.redis_url,
        ) from e
    except redis.exceptions.RedisError as e:
        raise InfraError(f"Redis error at {settings.redis_url} while {doing}: {e}", url=settings.redis_url) from e


def redis_client(settings: Settings) -> redis.Redis:
    """A shared client for ``settings.redis_url`` (strings decoded); InfraError when unreachable."""
    return _client(settings, decode=True)


def raw_client(settings: Settings) -> redis.Redis:
    """A shared client that returns bytes: for reading what others wrote, which need not be UTF-8.

    redis-py's decoding client raises ``UnicodeDecodeError`` inside the read, before the caller
    sees the entry; the coordinator reads the ingest stream with this one and decodes each field itself.
    """
    return _client(settings, decode=False)


def _client(settings: Settings, *, decode: bool) -> redis.Redis:
    url = _require_url(settings)
    with _lock:
        client = _clients.get((url, decode))
        fresh = client is None
        if client is None:
            try:
                client = redis.Redis.from_url(
                    url,
                    decode_responses=decode,
                    health_check_interval=30,
                    socket_connect_timeout=5,
                    max_connections=settings.redis_max_connections,
                )
            except ValueError as e:
                raise InfraError(f"not a Redis URL: {url!r} ({e}); use redis://host:port/db", url=url) from e
            _clients[(url, decode)] = client
    if fresh:
        # Ping once per process and URL, so "Redis is down" surfaces here with what to do.
        try:
            with redis_errors(settings, "connecting"):
                client.ping()
        except InfraError:
            with _lock:
                _clients.pop((url, decode), None)
            raise
    return client


def close_clients() -> None:
    """Drop every cached client (tests, and a process that is about to fork)."""
    with _lock:
        for client in _clients.values():
            client.close()
        _clients.clear()
