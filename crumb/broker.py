"""The Celery side both ends agree on: task names, queues and settings, derived from crumb Settings.

The workers' app (``tasks``) and everything that only talks to them — the coordinator's
:class:`crumb.executors.CeleryExecutor` sending tasks, the dashboard pinging workers — build their
Celery app here, so ``crumb`` never imports ``tasks`` (DESIGN §2, reference §B.1).

Reliability: late acks, reject on worker lost, prefetch 1, and a broker visibility timeout above
the longest hard time limit, so a long task is never handed to a second worker while it runs.
Every broker key carries the namespace prefix, so two namespaces never share a queue.
"""

from __future__ import annotations

from typing import Any

from celery import Celery
from kombu import Queue

from crumb.config import Settings
from crumb.connections import keys
from crumb.core.roles import QUEUES
from crumb.worker import time_limits_s

__all__ = ["SPAWN_TASK", "QA_TASK", "TASK_FOR_EFFECT", "celery_app", "celery_config", "visibility_timeout_s"]

SPAWN_TASK = "crumb.spawn"
QA_TASK = "crumb.qa_check"
TASK_FOR_EFFECT = {"spawn": SPAWN_TASK, "qa_check": QA_TASK}


def celery_app(settings: Settings) -> Celery:
    """A Celery app for these settings with no task registered: enough to send, revoke and ping."""
    app = Celery("crumb", set_as_current=False)
    app.conf.update(celery_config(settings))
    return app


def visibility_timeout_s(settings: Settings) -> int:
    longest_hard = max(time_limits_s(settings, effect_type)[1] for effect_type in TASK_FOR_EFFECT)
    return int(longest_hard * 1.5 + 60)


def celery_config(settings: Settings) -> dict[str, Any]:
    vt = visibility_timeout_s(settings)
    return {
        "broker_url": settings.redis_url,
        "broker_connection_retry_on_startup": True,
        # A worker never gives up on a Redis that is away (tasks.consumer tries every 2 s): one that
        # exited after Celery's 100 tries would take a honcho stack down with it.
        "broker_connection_max_retries": None,
        "broker_transport_options": {
            "visibility_timeout": vt,
            "global_keyprefix": keys(settings).celery_prefix,
            # Sweep for timed-out unacked messages often, so a dead worker's task comes back soon
            # after the visibility timeout instead of ~100 s later (reference §B.1).
            "unacked_restore_interval": 5,
            "unacked_restore_throttle": 1,
        },
        "task_queues": [Queue(q, routing_key=q) for q in QUEUES],
        "task_default_queue": "builder",
        "task_routes": {QA_TASK: {"queue": "qa"}},  # spawns name their queue per effect
        "task_acks_late": True,
        "task_reject_on_worker_lost": True,
        "task_acks_on_failure_or_timeout": True,
        "worker_prefetch_multiplier": 1,
        "worker_cancel_long_running_tasks_on_connection_loss": True,
        "task_ignore_result": True,
        "result_backend": None,
        "task_serializer": "json",
        "accept_content": ["json"],
        "worker_send_task_events": True,
        "task_send_sent_event": True,
        "worker_hijack_root_logger": False,
    }
