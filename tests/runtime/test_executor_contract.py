"""The executor contract: the recording fake, the inline executor and the Celery executor answer the same assertions.

What the coordinator relies on: ``dispatch`` hands the effect on without raising and without
waiting for the work; the effect then reaches whatever runs it exactly once; ``revoke`` is best
effort and never raises, whether the effect is known, running or unknown.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from crumb import connections
from crumb.core.effects import Spawn
from crumb.executors import CeleryExecutor, InlineExecutor
from crumb.ids import new_id
from tests.executors import RecordingExecutor
from tests.waiting import wait_until


def _spawn() -> Spawn:
    return Spawn(
        id=f"{new_id()}.0",
        type="spawn",
        session_id="S1",
        cause_id="C",
        actor="planner-lead",
        adapter="mock",
        inputs={"goal": "a snake game"},
    )


def _outcomes_for(settings: Any, effect_id: str) -> int:
    r = connections.redis_client(settings)
    entries = r.xrange(connections.keys(settings).ingest)
    return sum(
        1
        for _, f in entries
        if f.get("type", f.get(b"type")) in ("outcome", b"outcome")
        and json.loads(f.get("payload", f.get(b"payload")))["effect_id"] == effect_id
    )


@contextmanager
def _recording(settings: Any) -> Iterator[tuple[Any, Callable[[str], int]]]:
    ex = RecordingExecutor()
    yield ex, lambda eid: sum(1 for e in ex.dispatched if e.id == eid)


@contextmanager
def _inline(settings: Any) -> Iterator[tuple[Any, Callable[[str], int]]]:
    ex = InlineExecutor(settings, max_workers=2)
    try:
        yield ex, lambda eid: _outcomes_for(settings, eid)
    finally:
        ex.close()


@contextmanager
def _celery(settings: Any) -> Iterator[tuple[Any, Callable[[str], int]]]:
    from tests.runtime.runtime_harness import worker

    with worker(settings):
        ex = CeleryExecutor(settings)
        try:
            yield ex, lambda eid: _outcomes_for(settings, eid)
        finally:
            ex.close()


EXECUTORS = {"recording": _recording, "inline": _inline, "celery": _celery}


@pytest.fixture(params=sorted(EXECUTORS))
def executor(request: Any, settings: Any, redis_client: Any) -> Iterator[tuple[Any, Callable[[str], int]]]:
    fast = settings.replace(spawn_timeout_min=1.0, qa_timeout_s=20.0)
    with EXECUTORS[request.param](fast) as pair:
        yield pair


def test_a_dispatched_effect_reaches_what_runs_it_exactly_once(executor):
    ex, observed = executor
    effect = _spawn()
    ex.dispatch(effect)
    wait_until(lambda: observed(effect.id) >= 1, 90, f"effect {effect.id} run")
    assert observed(effect.id) == 1


def test_revoke_never_raises_for_a_dispatched_or_an_unknown_effect(executor):
    ex, observed = executor
    effect = _spawn()
    ex.dispatch(effect)
    ex.revoke(effect.id)
    ex.revoke(f"{new_id()}.9")  # never dispatched
    # whatever the revoke did, the effect was not run twice
    assert observed(effect.id) <= 1
