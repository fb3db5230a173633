"""The executor seam: how the coordinator hands ``spawn`` and ``qa_check`` effects to the world.

- :class:`CeleryExecutor`  production: a Celery task per effect, ``task_id = effect.id`` on ``effect.queue``
- :class:`InlineExecutor`  a quick local run: the same task code in a thread pool in this process
- unit tests pass a fake with the same two methods
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Protocol

from crumb.config import Settings
from crumb.core.effects import Effect
from crumb.errors import InfraError

__all__ = ["Executor", "CeleryExecutor", "InlineExecutor"]

log = logging.getLogger("crumb.executors")


class Executor(Protocol):
    def dispatch(self, effect: Effect) -> None:
        """Start the effect somewhere; return at once. Raise InfraError when it cannot be sent."""

    def revoke(self, effect_id: str) -> None:
        """Stop the effect's task if it is queued or running (best effort)."""


class CeleryExecutor:
    """Send effects as Celery tasks: ``task_id = effect.id``, ``queue = effect.queue``."""

    def __init__(self, settings: Settings, app: Any = None) -> None:
        if app is None:
            from crumb.broker import celery_app

            app = celery_app(settings)
        self.settings = settings
        self.app = app

    def dispatch(self, effect: Effect) -> None:
        from crumb.broker import TASK_FOR_EFFECT

        name = TASK_FOR_EFFECT.get(effect.type)
        if name is None or effect.queue is None:
            raise ValueError(
                f"effect {effect.id} of type {effect.type} (actor {getattr(effect, 'actor', None)}) has no Celery task"
            )
        try:
            self.app.send_task(name, args=[effect.to_dict()], task_id=effect.id, queue=effect.queue)
        except Exception as e:  # kombu/redis errors: the broker is the thing that failed
            raise InfraError(
                f"could not send {effect.type} {effect.id} to the {effect.queue} queue at {self.settings.redis_url} ({e}); "
                "check Redis; the coordinator retries and re-dispatches on restart",
                effect_id=effect.id,
            ) from e

    def revoke(self, effect_id: str) -> None:
        try:
            self.app.control.revoke(effect_id, terminate=True, signal="SIGTERM")
        except Exception as e:
            log.warning("could not revoke %s: %s", effect_id, e)

    def close(self) -> None:
        self.app.close()


class InlineExecutor:
    """Run effects in a thread pool in this process, through the same code as the Celery tasks."""

    def __init__(
        self, settings: Settings, *, max_workers: int = 4, run: Callable[[Settings, Effect], Any] | None = None
    ) -> None:
        if run is None:
            from crumb.worker import run_effect

            run = run_effect
        self.settings = settings
        self._run = run
        self._pool = ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix="crumb-effect")
        self._futures: dict[str, Future[Any]] = {}

    def dispatch(self, effect: Effect) -> None:
        self._futures[effect.id] = self._pool.submit(self._guarded, effect)

    def _guarded(self, effect: Effect) -> Any:
        try:
            return self._run(self.settings, effect)
        except Exception:
            log.exception("inline effect %s raised", effect.id)
            raise
        finally:
            self._futures.pop(effect.id, None)

    def revoke(self, effect_id: str) -> None:
        future = self._futures.get(effect_id)
        if future is not None:
            future.cancel()  # a running thread cannot be stopped; its outcome will be dropped

    def close(self, wait: bool = True) -> None:
        self._pool.shutdown(wait=wait, cancel_futures=True)
