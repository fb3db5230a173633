"""A warm Chromium per worker process: one browser, a fresh context for every check."""

from __future__ import annotations

import os
import threading
from typing import Any

from crumb.config import Settings
from crumb.errors import QaError
from crumb.qa import procs

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


class BrowserPool:
    """One Chromium for this process, relaunched when it dies; use from one thread at a time."""

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._playwright: Any = None
        self._browser: Any = None
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
                self._playwright = sync_playwright().start()
            self._browser = self._playwright.chromium.launch(
                executable_path=path, args=list(LAUNCH_ARGS), headless=True, timeout=30_000
            )
        except Error as e:
            self._drop()
            raise QaError(f"Chromium at {path} would not start: {e.message.splitlines()[0]}") from e
        self.launches += 1
        return self._browser

    def kill(self, level: int) -> None:
        """Unblock a hung check: 1 kills the pages' renderers, 2 the browser, 3 the Playwright driver."""
        if level == 1:
            procs.kill(procs.renderer_pids())
        elif level == 2:
            procs.kill(procs.browser_pids())
        else:
            procs.kill([p for p in procs.descendants(os.getpid()) if "playwright/driver" in procs.cmdline(p)])

    def pids(self) -> list[int]:
        """This process's browser-side processes: the Playwright driver and every Chromium process."""
        return procs.descendants(os.getpid())

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
        """Close the browser and the driver; safe to call twice."""
        with self._lock:
            if self._browser is not None:
                self._drop()
            if self._playwright is not None:
                self._stop_playwright()


def _driver_alive() -> bool:
    return any("playwright/driver" in procs.cmdline(p) for p in procs.descendants(os.getpid()))
