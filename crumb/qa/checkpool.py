"""Several checks at once in one worker process: ``qa_checks_at_once`` lanes on one Chromium.

Each lane is a thread with a browser pool of its own (the sync Playwright API serves one thread per
driver); with more than one lane they all connect to one shared Chromium (crumb.qa.shared), so the
process holds one browser, not one per check. A caller takes a free lane for the length of a check:
no more checks run at once than there are lanes, whoever calls.

A check whose browser died under it (not by its own watchdog) is run again once on the relaunched
browser; when the second try loses its browser too, the check raises ``QaError``, which the worker
reports as the check's error (exit 2) rather than a verdict on the game.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from crumb.config import Settings
from crumb.errors import QaError
from crumb.qa.pool import BrowserPool, Lane
from crumb.qa.shared import SharedBrowser

if TYPE_CHECKING:  # the checks and their models load with the first check, not with the early launch
    from crumb.core.contracts import QaReport

__all__ = ["CheckPool"]

log = logging.getLogger("crumb.qa")

T = TypeVar("T")
TRIES = 2


class CheckPool:
    """Run checks on up to ``settings.qa_checks_at_once`` lanes at once, from any thread."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.at_once = settings.qa_checks_at_once
        self.shared = SharedBrowser(settings) if self.at_once > 1 else None
        self._lanes = [Lane(settings, shared=self.shared) for _ in range(self.at_once)]
        self._free: queue.Queue[Lane] = queue.Queue()
        for lane in self._lanes:
            self._free.put(lane)
        self._closed = threading.Event()
        self._warming: Future[Future[None] | None] | None = None
        self._lock = threading.Lock()

    def __enter__(self) -> CheckPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def warm(self) -> Future[Future[None] | None]:
        """Launch the browser the next check runs on (the first lane's, and its phone lane's) in the
        background; a check asked meanwhile queues on those lanes' threads behind the launch instead
        of starting another. A launch that fails is logged; the check then launches again and
        reports that error as it would have without the warm-up. Asked again, it returns the first
        warm-up's future and launches nothing more."""
        with self._lock:
            if self._warming is None:
                self._warming = self._lanes[0].submit(lambda pool: pool.warm())
                self._warming.add_done_callback(_log_failure)
            return self._warming

    def run(self, fn: Callable[[BrowserPool], T]) -> T:
        """``fn(pool)`` on a free lane's thread and pool, waiting for a lane when all are busy."""
        if self._closed.is_set():
            raise QaError("the QA worker's browser pool is closed")
        lane = self._free.get()
        try:
            return lane.submit(fn).result()
        finally:
            self._free.put(lane)

    def run_qa(self, game_dir: Path, **options: Any) -> QaReport:
        """``crumb.qa.run_qa`` on a free lane, once more when the browser died under the first try."""
        for attempt in range(1, TRIES + 1):
            report, lost = self.run(lambda pool: _watched(pool, game_dir, options))
            if report is not None and not lost:
                return report
            log.warning("QA of %s lost its browser (try %d of %d)", game_dir, attempt, TRIES)
        raise QaError(
            f"Chromium died under the QA check of {game_dir} {TRIES} times (another check crashed it, or the "
            "machine ran out of memory); the game was not judged: run the check again, or lower qa_checks_at_once"
        )

    def close(self) -> None:
        """Close every lane's pool and the shared browser; safe to call twice."""
        if self._closed.is_set():
            return
        self._closed.set()
        closing = [lane.begin_close() for lane in self._lanes]  # every lane's browsers close at once
        for lane, done in zip(self._lanes, closing, strict=True):
            lane.finish_close(done)
        if self.shared is not None:
            self.shared.close()


_early: CheckPool | None = None


def start_early(settings: Settings) -> CheckPool:
    """Make this process's check pool now and start its warm-up (``take_early`` hands it over):
    for a worker whose checks run in its own process, before Celery is even imported."""
    global _early
    if _early is None:
        _early = CheckPool(settings)
        _early.warm()
    return _early


def take_early(settings: Settings) -> CheckPool | None:
    """The pool ``start_early`` made, once, when it was made with these settings (else None: closed)."""
    global _early
    pool, _early = _early, None
    if pool is not None and pool.settings != settings:
        pool.close()
        return None
    return pool


def _log_failure(future: Future[Any]) -> None:
    error = None if future.cancelled() else future.exception()
    if error is not None:
        log.warning("warming up the QA browser failed (the first check launches it again): %s", error)
    elif isinstance(future.result(), Future):
        future.result().add_done_callback(_log_failure)  # the phone lane's launch


def _watched(pool: BrowserPool, game_dir: Path, options: dict[str, Any]) -> tuple[QaReport | None, bool]:
    from crumb import qa  # crumb.qa.run_qa, looked up per check: a test's stand-in for it is used here too

    mark = pool.mark()
    try:
        report = qa.run_qa(game_dir, pool=pool, **options)
    except QaError:
        # The browser died while a page of the check was still connecting to it (the side page's
        # driver, say: "would not start: ... ECONNRESET"): lost under the check all the same.
        if pool.lost_since(mark):
            return None, True
        raise
    return report, pool.lost_since(mark)
