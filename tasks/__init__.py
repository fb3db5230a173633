"""The Celery app: ``celery -A tasks worker -Q planner,builder,verifier,qa``.

Settings are read once, from ``crumb.config.load_settings()``, when this package is imported.
Two tasks: ``crumb.spawn`` (on the actor's queue, named by the dispatcher) and ``crumb.qa_check``
(on ``qa``). Both take the effect as a dict and use its id as the Celery task id; what they do is
:func:`crumb.worker.run_effect`, and the app's configuration is :func:`crumb.broker.celery_app`'s.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from celery import Celery
from celery.signals import (
    after_setup_logger,
    after_setup_task_logger,
    worker_init,
    worker_process_init,
    worker_process_shutdown,
    worker_shutdown,
)

import crumb.actors  # noqa: F401  (loaded before the fork: a child's first spawn starts without importing it)
from crumb.broker import QA_TASK, SPAWN_TASK, celery_app
from crumb.config import Settings, load_settings
from crumb.core.effects import parse_effect
from crumb.core.roles import QA
from crumb.worker import run_effect, time_limits_s

__all__ = ["app", "make_app", "settings"]

log = logging.getLogger("crumb.tasks")

# One warm browser per worker process, made after the fork (Playwright is not fork-safe), on first use:
# qa_checks_at_once checks at once on it (crumb.qa.checkpool), whatever Celery pool calls.
_checks: Any = None
_checks_lock = threading.Lock()


def make_app(settings: Settings) -> Celery:
    """A Celery app for these settings, with the crumb tasks registered."""
    app = celery_app(settings)
    app.conf.worker_consumer = "tasks.consumer:Consumer"  # reconnects to Redis every 2 s at most, for ever
    soft, hard = time_limits_s(settings, "spawn")

    @app.task(name=SPAWN_TASK, soft_time_limit=soft, time_limit=hard)
    def spawn(effect: dict[str, Any]) -> str:
        return run_effect(settings, parse_effect(effect))

    qa_soft, qa_hard = time_limits_s(settings, "qa_check")

    @app.task(name=QA_TASK, soft_time_limit=qa_soft, time_limit=qa_hard)
    def qa_check(effect: dict[str, Any]) -> str:
        return run_effect(settings, parse_effect(effect), pool=_check_pool())

    return app


settings = load_settings()
app = make_app(settings)


def _check_pool() -> Any:
    """This process's checks' browser pool, made on first use (after the fork, on any pool's thread)."""
    global _checks
    with _checks_lock:
        if _checks is None:
            try:
                from crumb.qa.checkpool import CheckPool, take_early

                _checks = take_early(settings) or CheckPool(settings)
            except Exception as e:  # QA still runs, launching its own browser per check
                log.warning("no warm browser pool in this worker process: %s", e)
        return _checks


@worker_process_init.connect
def _forget_parents_clients(**_: Any) -> None:
    from crumb.connections import close_clients

    close_clients()  # never share a socket with the parent process
    _warm_up()  # a prefork child: the process that runs its checks


@worker_init.connect
def _warm_up_in_place(sender: Any = None, **_: Any) -> None:
    from celery.concurrency import get_implementation
    from celery.concurrency.prefork import TaskPool

    if not issubclass(get_implementation(sender.pool_cls), TaskPool):
        _warm_up()  # a threads (or solo) pool runs its checks in this process


def _warm_up() -> None:
    """With ``qa_warm_up``, launch this process's QA browser now, in the background, when it takes
    qa checks; the first check then waits on the lane for that launch rather than making its own."""
    if not settings.qa_warm_up or QA.queue not in app.amqp.queues.consume_from:
        return
    checks = _check_pool()
    if checks is not None:
        checks.warm()


@worker_process_shutdown.connect
@worker_shutdown.connect
def _close_browser_pool(**_: Any) -> None:
    global _checks
    with _checks_lock:
        checks, _checks = _checks, None
    if checks is not None:
        try:
            checks.close()
        except Exception as e:
            log.warning("closing the browser pool: %s", e)


@after_setup_logger.connect
@after_setup_task_logger.connect
def _short_lines(logger: logging.Logger, **_: Any) -> None:
    from crumb.logs import shorten

    for handler in logger.handlers:
        shorten(handler)  # a task's log line can quote what an agent wrote: keep each bounded
