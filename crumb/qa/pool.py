"""A warm Chromium per worker process: one browser, a fresh context for every check."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TypeVar

from crumb.config import Settings
from crumb.errors import QaError
from crumb.qa import priority, procs

# A headless Chromium that phones nowhere: what every browser here starts with (the tests' too).
BASE_ARGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
LAUNCH_ARGS = (
    *BASE_ARGS,
    # Belt and braces behind request interception: no host name resolves anyway.
    "--host-resolver-rules=MAP * ~NOTFOUND",
    # A sideways swipe must reach the game, not go back a page; a pull down must not reload it.
    "--overscroll-history-navigation=0",
    "--disable-pull-to-refresh-effect",
    # A key that scrolls the page scrolls it at once (QA puts it back before judging), not over real time.
    "--disable-smooth-scrolling",
    "--disable-features=OverscrollHistoryNavigation,TouchpadOverscrollHistoryNavigation",
)


T = TypeVar("T")
CLOSE_S = 10.0  # a lane's browser closes within this, or is left to go with the process
# Starting a Playwright driver is told apart from another thread's by the new process it adds.
_STARTING = threading.Lock()


class BrowserPool:
    """One Chromium (and one Playwright driver), relaunched when it dies; use from one thread at a
    time, the thread that first used it. ``lane()`` is a second pool on a thread of its own."""

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._playwright: Any = None
        self._browser: Any = None
        self._driver = 0  # the pid of this pool's Playwright driver: its browser lives below it
        self._lane: Lane | None = None
        self._lock = threading.RLock()
        self.launches = 0

    def __enter__(self) -> BrowserPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def new_context(self, **options: Any) -> Any:
        """A fresh, isolated browser context (the browser is launched or relaunched as needed)."""
        with self._lock:
            try:
                return self._live_browser().new_context(**options)
            except Exception as e:  # the browser died between the check and the call: one retry
                self._drop()
                try:
                    return self._live_browser().new_context(**options)
                except Exception:
                    raise QaError(f"Chromium would not open a page ({e}); run `crumb doctor`") from e

    def _live_browser(self) -> Any:
        if self._browser is not None and self._browser.is_connected():
            return self._browser
        self._drop()
        from playwright.sync_api import Error, sync_playwright

        path = self._settings.chromium_path
        if not os.access(path, os.X_OK):
            raise QaError(f"Chromium not found at {path}; install it or set CRUMB_CHROMIUM_PATH")
        try:
            if self._playwright is None:
                with _STARTING:
                    if self._settings.qa_nice:
                        priority.keep_children_from_raising_priority()
                    before = set(procs.descendants(os.getpid()))
                    self._playwright = sync_playwright().start()
                    self._driver = next(
                        (p for p in procs.descendants(os.getpid()) if p not in before and _is_driver(p)), 0
                    )
                    # Chromium starts below the driver and inherits its priority.
                    priority.lower(self._driver, self._settings.qa_nice)
            self._browser = self._playwright.chromium.launch(
                executable_path=path, args=list(LAUNCH_ARGS), headless=True, timeout=30_000
            )
        except Error as e:
            self._drop()
            raise QaError(f"Chromium at {path} would not start: {e.message.splitlines()[0]}") from e
        self.launches += 1
        return self._browser

    def kill(self, level: int) -> None:
        """Unblock a hung check: 1 kills this pool's renderers, 2 its browser, 3 its Playwright driver
        (another pool's browser, a lane's, lives on)."""
        root = self._driver or None  # not known: every browser of this process
        if level == 1:
            procs.kill(procs.renderer_pids(root))
        elif level == 2:
            procs.kill(procs.browser_pids(root))
        elif self._driver:
            procs.kill([self._driver])
        else:
            procs.kill([p for p in procs.descendants(os.getpid()) if _is_driver(p)])

    def pids(self) -> list[int]:
        """This process's browser-side processes: the Playwright drivers and every Chromium process."""
        return procs.descendants(os.getpid())

    def lane(self) -> Lane:
        """The second browser a check plays on beside this one (started on first use, kept until close)."""
        with self._lock:
            if self._lane is None:
                self._lane = Lane(self._settings)
            return self._lane

    def _drop(self) -> None:
        """Forget a dead browser (and a dead driver), closing what still answers."""
        browser, self._browser = self._browser, None
        if browser is not None:
            try:
                browser.close()
            except Exception:
                pass  # already gone: that is why we are dropping it
        if self._playwright is not None and browser is not None and not _driver_alive():
            self._stop_playwright()

    def _stop_playwright(self) -> None:
        playwright, self._playwright = self._playwright, None
        try:
            playwright.stop()
        except Exception:
            pass  # the driver is already dead

    def close(self) -> None:
        """Close the browser and the driver (and the lane's); safe to call twice."""
        with self._lock:
            lane, self._lane = self._lane, None
            if lane is not None:
                lane.close()
            if self._browser is not None:
                self._drop()
            if self._playwright is not None:
                self._stop_playwright()


def _is_driver(pid: int) -> bool:
    return "playwright/driver" in procs.cmdline(pid)


def _driver_alive() -> bool:
    return any(_is_driver(p) for p in procs.descendants(os.getpid()))


class Lane:
    """A thread of its own with a browser pool of its own: work given to ``submit`` runs there, beside
    the caller's browser (the sync Playwright API serves one thread per driver)."""

    def __init__(self, settings: Settings) -> None:
        self._pool = BrowserPool(settings)
        self._work = ThreadPoolExecutor(max_workers=1, thread_name_prefix="crumb-qa-lane")

    def submit(self, fn: Callable[[BrowserPool], T]) -> Future[T]:
        """Run ``fn(pool)`` on the lane's thread, with the lane's pool."""
        return self._work.submit(fn, self._pool)

    def close(self) -> None:
        try:
            self._work.submit(self._pool.close).result(timeout=CLOSE_S)
        except Exception:
            pass  # a lane stuck in a dead browser: its pages go with the process
        self._work.shutdown(wait=False)
