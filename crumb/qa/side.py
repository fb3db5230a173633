"""The side page: a second page of the same game that plays the phone's pass (and the frame rate)
beside the laptop's runs.

With ``qa_lanes`` = 2 it lives in the pool's lane, a second browser on a thread of its own, so the
phone's loads, frames and screenshots overlap the laptop's (most of a screenshot is waiting for the
compositor, not work); it first plays the laptop's second run without input, the baseline the
laptop's page would otherwise load and play itself. With 1 it runs on the caller's browser once the
laptop's runs are done. Either
way it is a fresh context with the same seed, routes and virtual clock, under a watchdog of its own
whose kill reaches only its own browser's processes.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future, wait
from pathlib import Path
from typing import Generic, TypeVar

from crumb.config import Settings
from crumb.qa import procs
from crumb.qa.evidence import LISTS, Evidence, error_line
from crumb.qa.page import GamePage
from crumb.qa.pool import BrowserPool
from crumb.qa.watchdog import Hung, Watchdog

T = TypeVar("T")


class Side(Generic[T]):
    """Start ``fn(page)`` on a side page with ``start``; ``result()`` waits for it (its ``Hung`` or
    error raised here); ``close()`` closes the page (after the CPU meter has read its renderer)."""

    def __init__(self, pool: BrowserPool, game_dir: Path, entry: str, settings: Settings, began: float) -> None:
        self._pool = pool
        self._game = (game_dir, entry)
        self._settings = settings
        self._began = began
        self._lanes = settings.qa_lanes > 1
        self._job: Callable[[BrowserPool], T] | None = None
        self._future: Future[T] | None = None
        self.page: GamePage | None = None
        self.hung: Hung | None = None  # the side page's own hang, when it hung

    def start(self, fn: Callable[[GamePage], T]) -> None:
        def job(pool: BrowserPool) -> T:
            left = self._settings.qa_timeout_s - (time.perf_counter() - self._began)
            hang_s = min(self._settings.qa_hang_s, self._settings.qa_timeout_s)
            with Watchdog(
                total_s=left, hang_s=hang_s, kill=pool.kill, gone=pool.browser_gone, reading=procs.browsers_reading
            ) as dog:
                self.page = GamePage(pool, *self._game, dog)
                return fn(self.page)

        if self._lanes:
            self._future = self._pool.lane().submit(job)
        else:
            self._job = job

    def then(self, callback: Callable[[BaseException | None], None]) -> None:
        """Call ``callback`` with the error the side page's work ended with (None when it returned) as
        soon as it ends: on a lane, whether or not its page ever opened; not started on one, never."""
        if self._future is not None:
            self._future.add_done_callback(lambda done: callback(done.exception()))

    @property
    def beside(self) -> bool:
        """Whether the side page plays beside the caller's (a browser of its own), not after it."""
        return self._lanes

    @property
    def started(self) -> bool:
        return self._future is not None or self._job is not None

    def result(self) -> T:
        if self._future is None:
            if self._job is None:
                raise RuntimeError("the side page was never started")
            job, self._job = self._job, None
            self._future = Future()
            try:
                self._future.set_result(job(self._pool))
            except BaseException as e:
                self._future.set_exception(e)
        try:
            return self._future.result()
        except Hung as e:
            self.hung = e
            raise

    def settle(self) -> None:
        """Wait for a side page started on the lane to finish, whatever it ends with (its outcome is
        kept for ``result``); one not started on a lane is not run."""
        if self._future is not None:
            wait([self._future])

    def close(self) -> None:
        page, self.page = self.page, None
        if page is None:
            return
        if self._lanes:
            self._pool.lane().submit(lambda _: page.close()).result()
        else:
            page.close()


def merge(into: Evidence, other: Evidence) -> None:
    """Fold the side page's evidence into the laptop page's, each item once (an error once by its
    text, wherever and whenever it was thrown, as one page keeps it), the first KEPT of each kept and
    the rest counted."""
    for name in LISTS:
        for x in other.of(name):
            into.keep(name, x, key=error_line(x) if name.endswith("errors") else None)
        into.count_past(name, other.seen(name))
    for url, kind in other.blocked_kinds.items():
        if url in into.blocked:
            into.blocked_kinds.setdefault(url, kind)
    for line, what in other.answered.items():
        into.answered.setdefault(line, what)
    into.unprompted |= other.unprompted
    into.game_time_ms += other.game_time_ms
