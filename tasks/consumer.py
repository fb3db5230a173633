"""The workers' broker consumer: Celery's own, but reconnecting to Redis on a short, steady beat.

Celery's consumer retries a lost broker with kombu's defaults: 2 s, then 2 s more each time, up to
30 s between tries, and gives up after ``broker_connection_max_retries`` (100: about 47 minutes).
After an outage of a few minutes every worker so slept up to 30 s past Redis's return while the
coordinator, already back, waited on them; after 47 minutes a worker exited (under honcho, taking
the whole stack down). Here it tries every ``RETRY_MAX_S`` at most, for as long as Redis is away
(``broker_connection_max_retries`` is None in :func:`crumb.broker.celery_config`); its log says
each try, and a warm shutdown still stops it between tries.
"""

from __future__ import annotations

import functools
from typing import Any

from celery.worker.consumer import Consumer as CeleryConsumer

RETRY_START_S = 0.5
RETRY_STEP_S = 0.5
RETRY_MAX_S = 2.0


class Consumer(CeleryConsumer):
    def ensure_connected(self, conn: Any) -> Any:
        conn.ensure_connection = functools.partial(
            conn.ensure_connection, interval_start=RETRY_START_S, interval_step=RETRY_STEP_S, interval_max=RETRY_MAX_S
        )
        return super().ensure_connected(conn)
