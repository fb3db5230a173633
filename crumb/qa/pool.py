"""A warm Chromium per worker process: one browser, a fresh context for every check."""

from __future__ import annotations

import logging
import os
import shutil
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from crumb.config import Settings
from crumb.errors import QaError
from crumb.qa import priority, procs

if TYPE_CHECKING:
    from crumb.qa.shared import SharedBrowser

log = logging.getLogger("crumb.qa")

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
# Playwright's own --disable-features list (its chromiumSwitches; tests/qa/test_launch.py reads it
# from the installed driver and fails when it grows): Chromium keeps only the last value of a repeated
# switch, so QA's list below must carry Playwright's too, or the browser runs without them.
PLAYWRIGHT_DISABLED_FEATURES = (
    "AvoidUnnecessaryBeforeUnloadCheckSync",
    "DestroyProfileOnBrowserClose",
    "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable",
    "LensOverlay",
    "MediaRouter",
    "PaintHolding",
    "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect",
    "TcpPortRandomizationWin",
    "OptimizationHints",
    "NetworkTimeServiceQuerying",
    "AimEnabled",
    "PreconnectToSearch",
    "msForceBrowserSignIn",
    "msEdgeUpdateLaunchServicesPreferredVersion",
)
DISABLED_FEATURES = (
    *PLAYWRIGHT_DISABLED_FEATURES,
    # A sideways swipe must not go back a page.
    "OverscrollHistoryNavigation",
    "TouchpadOverscrollHistoryNavigation",
    # No browser UI: Chromium 156 preloads its omnibox popup as a WebUI page (a renderer of its own)
    # for every window, so for every context QA opens; a page took 2-3x as long to open.
    "WebUIOmniboxPopup",
    "WebUIOmniboxFullPopup",
    "WebUIOmniboxAimPopup",
    # A new frame host for every document: a reload of a game cost the browser and its renderer
    # a third more CPU (65-71 ms against 45-49 per load, docs/BENCHMARKS.md), and a check loads its
    # game about a dozen times. Without it a reload of the same page keeps its frame host.
    "RenderDocument",
)
LAUNCH_ARGS = (
    *BASE_ARGS,
    # Belt and braces behind request interception: no host name resolves anyway.
    "--host-resolver-rules=MAP * ~NOTFOUND",
    # A peer connection's STUN and TURN packets leave from the browser's own sockets, which request
    # interception never sees, to any address given as a number: WebRTC may use a proxy only, and
    # there is none, so it gathers no address and sends nothing.
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    # navigator.webdriver is false, as in a player's browser: a game must not tell QA from a player by it
    # (nor by its user agent's "HeadlessChrome", which crumb.qa.page says as "Chrome").
    "--disable-blink-features=AutomationControlled",
    # A game's JavaScript heap stops at 1 GB (V8's own limit is 4 GB a page, and a check has two pages
    # per lane): a page that runs out of it crashes, which QA reports as the game's (crumb.qa.watchdog).
    "--js-flags=--max-old-space-size=1024",
    # A sideways swipe must reach the game, not go back a page; a pull down must not reload it.
    "--overscroll-history-navigation=0",
    "--disable-pull-to-refresh-effect",
    # A key that scrolls the page scrolls it at once (QA puts it back before judging), not over real time.
    "--disable-smooth-scrolling",
    "--disable-features=" + ",".join(DISABLED_FEATURES),
)

# Debian's /usr/bin/chromium is a shell script: it runs a dozen programs (uname, grep, find, expr,
# findmnt, ls, tr) and sources /etc/chromium.d before it execs the browser below with its flags. QA
# starts that browser itself, with the flags of the script that bear on a headless page (the rest:
# --disable-dev-shm-usage and --disable-extensions Playwright gives anyway; extension and UI flags).
DEBIAN_WRAPPER = "/usr/bin/chromium"
DEBIAN_BROWSER = "/usr/lib/chromium/chromium"
DEBIAN_FLAGS = (
    "--enable-gpu-rasterization",  # /etc/chromium.d/default-flags: the same raster path as before
    "--no-default-browser-check",
    "--disable-pings",
    "--media-router=0",
)
# Debian's chromium-headless-shell: the same Chromium (Blink, V8, Skia, the same version as the
# chromium package) built without a browser window. QA's default: every context the full browser
# opens is a window with its tab strip, toolbar and address bar, drawn by nobody, and a new page cost
# its browser process ≈ 100 ms of CPU against ≈ 25 in the shell; a local build's check used 0.8-1.0
# CPU-s less in it with the same verdicts (docs/BENCHMARKS.md). Its wrapper is a one-line script; QA
# starts the shell below it with the full browser's flags, so pages are drawn the same way.
DEBIAN_SHELL_WRAPPER = "/usr/bin/chromium-headless-shell"
DEBIAN_SHELL = "/usr/lib/chromium/chromium-headless-shell"


def browser_path(path: str) -> str:
    """The Chromium QA runs for ``chromium_path``: that path, except the default shell where it is not
    installed and Debian's chromium is (said once in the log: the same checks, more CPU per page)."""
    if path == DEBIAN_SHELL_WRAPPER and not os.access(path, os.X_OK) and os.access(DEBIAN_WRAPPER, os.X_OK):
        global _SAID_FALLBACK
        if not _SAID_FALLBACK:
            _SAID_FALLBACK = True
            log.info(
                "QA runs Debian's chromium: chromium-headless-shell is not installed "
                "(apt-get install chromium-headless-shell for lighter checks)"
            )
        return DEBIAN_WRAPPER
    return path


def launcher(path: str) -> tuple[str, tuple[str, ...]]:
    """The program to start for ``chromium_path`` and the flags it needs beside QA's own: the browser
    below one of Debian's wrappers with the full browser's flags when ``path`` is that wrapper, else
    ``path`` as it is."""
    below = {DEBIAN_WRAPPER: DEBIAN_BROWSER, DEBIAN_SHELL_WRAPPER: DEBIAN_SHELL}.get(path)
    if below is not None and os.access(below, os.X_OK):
        try:
            with open(path, "rb") as f:
                script = f.read(2) == b"#!"
        except OSError:
            script = False
        if script:
            return below, DEBIAN_FLAGS
    return path, ()


T = TypeVar("T")
CLOSE_S = 10.0  # a lane's browser closes within this, or is left to go with the process
PROFILE_WAIT_S = 2.0  # a killed browser's processes are gone within this before its profile is removed
# Starting a Playwright driver is told apart from another thread's by the new process it adds.
_STARTING = threading.Lock()
_SAID_FALLBACK = False  # whether this process has said that QA runs the full browser (browser_path)
_SWEPT = False  # whether this process has removed the profiles of killed browsers (procs.remove_orphaned_profiles)


class BrowserPool:
    """One Chromium (and one Playwright driver), relaunched when it dies; use from one thread at a
    time, the thread that first used it. ``lane()`` is a second pool on a thread of its own.

    With ``shared`` the pool launches no browser: its own driver connects to the shared one over
    CDP (relaunched there when it dies), and its kills reach only its own pages and driver until
    the last resort."""

    def __init__(
        self, settings: Settings, *, shared: SharedBrowser | None = None, extra_args: tuple[str, ...] = ()
    ) -> None:
        self._settings = settings
        self._shared = shared
        self._extra_args = extra_args
        self._playwright: Any = None
        self._browser: Any = None
        self._generation = 0  # the shared browser's launch this pool is connected to
        self._contexts: set[str] = set()  # the shared browser's ids of this pool's contexts
        self._driver = 0  # the pid of this pool's Playwright driver: its browser lives below it
        self._launched: list[tuple[int, Path | None]] = []  # the browser it launched and its temporary profile
        self._lane: Lane | None = None
        self._lock = threading.RLock()
        self.launches = 0
        # Browsers this pool's watchdogs killed (its own, or the shared one), and those ``recycle`` killed
        # after them: ``lost_since`` reads a browser gone so as the check's own doing, not a loss.
        self.browser_kills = 0

    @property
    def settings(self) -> Settings:
        return self._settings

    def __enter__(self) -> BrowserPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def new_context(self, **options: Any) -> Any:
        """A fresh, isolated browser context (the browser is launched or relaunched as needed)."""
        with self._lock:
            try:
                return self._open_context(options)
            except Exception as e:  # the browser died between the check and the call: one retry
                self._drop()
                try:
                    return self._open_context(options)
                except Exception:
                    raise QaError(f"Chromium would not open a page ({e}); run `crumb doctor`") from e

    def _open_context(self, options: dict[str, Any]) -> Any:
        browser = self._live_browser()
        if self._shared is None:
            return browser.new_context(**options)
        context, self._contexts = self._shared.new_context(browser, options, self._contexts)
        return context

    def _live_browser(self) -> Any:
        if self._browser is not None and self._browser.is_connected():
            if self._shared is None or self._shared.generation == self._generation:
                return self._browser
        self._drop()
        from playwright.sync_api import Error

        path = browser_path(self._settings.chromium_path)
        if not os.access(path, os.X_OK):
            raise QaError(f"Chromium not found at {path}; install it or set CRUMB_CHROMIUM_PATH")
        global _SWEPT
        if not _SWEPT:  # once a process: what killed workers' browsers left in the temporary folder
            _SWEPT = True
            procs.remove_orphaned_profiles()
        try:
            self._start_driver()
            if self._shared is not None:
                self._generation, endpoint = self._shared.endpoint()
                self._browser = self._playwright.chromium.connect_over_cdp(endpoint, timeout=30_000)
                self._contexts = set()
            else:
                program, flags = launcher(path)
                self._browser = self._playwright.chromium.launch(
                    executable_path=program,
                    args=[*flags, *LAUNCH_ARGS, *self._extra_args],
                    headless=True,
                    timeout=30_000,
                )
                for browser in self.browsers():  # its own session: a scheduling group of its own
                    priority.lower_session(browser, self._settings.qa_nice)
                    profile = procs.temporary_profile(browser)
                    if profile is not None:
                        procs.mark_owner(profile, browser)
                    self._launched.append((browser, profile))
        except Error as e:
            self._drop()
            raise QaError(f"Chromium at {path} would not start: {e.message.splitlines()[0]}") from e
        self.launches += 1
        return self._browser

    def _start_driver(self) -> None:
        """Start this pool's Playwright driver, unless it runs (a driver's start is told apart from
        another thread's by the new process it adds, so one starts at a time)."""
        if self._playwright is not None:
            return
        from playwright.sync_api import sync_playwright

        with _STARTING:
            if self._settings.qa_nice:
                priority.keep_children_from_raising_priority()
            before = set(procs.descendants(os.getpid()))
            with _compile_cache():
                self._playwright = sync_playwright().start()
            self._driver = next((p for p in procs.descendants(os.getpid()) if p not in before and _is_driver(p)), 0)
            # Chromium starts below the driver and inherits its priority.
            priority.lower(self._driver, self._settings.qa_nice)

    def warm(self) -> Future[None] | None:
        """Launch (or connect to) the browser now, so the first check finds it running; with
        ``qa_lanes`` = 2 the lane's browser launches at the same time on the lane's thread (the
        returned future: None without a lane). Raises what a launch raises.

        This pool's driver starts before the lane's: the first page waits for this browser, and the
        lane's thread, had it won the race for the start, would have put its driver's start before
        this one's (in 3 of 6 warm-ups); the lane's driver then starts while this browser launches."""
        side = None
        if self._settings.qa_lanes > 1:
            with self._lock:
                try:
                    self._start_driver()
                except Exception:
                    pass  # started again by the launch below, which raises it as a launch's error
            side = self.lane().submit(lambda pool: pool.warm_browser())
        self.warm_browser()
        return side

    def warm_browser(self) -> None:
        """Launch (or connect to) this pool's browser now, its lane's not."""
        with self._lock:
            self._live_browser()

    def mark(self) -> tuple[int, int, int]:
        """Where this pool's browser stands now (launched or connected first), for ``lost_since`` after a check."""
        with self._lock:
            self._live_browser()
        lane_kills = self._lane.pool.browser_kills if self._lane is not None else 0
        generation = self._shared.generation if self._shared is not None else 0
        return generation, self.launches, self.browser_kills + lane_kills

    def lost_since(self, mark: tuple[int, int, int]) -> bool:
        """Whether the browser a check ran on died under it since ``mark`` (not killed by the check's
        own watchdog, nor its lane's): the check's verdict is then the browser's, not the game's."""
        generation, launches, kills = self.mark()
        if kills != mark[2]:
            return False  # the check's own hang took its browser down: that is its finding
        if self._shared is not None:
            return generation != mark[0] or not self._shared.alive()
        return launches != mark[1] or (self._browser is not None and not self.browsers())

    def browser_gone(self) -> bool:
        """Whether the shared browser this pool is connected to has died (always False on a browser of
        its own: Playwright, which launched it, hears of its end)."""
        if self._shared is None or not self._generation:
            return False
        return self._shared.generation != self._generation or not self._shared.alive()

    def kill(self, level: int) -> None:
        """Unblock a hung check: 1 kills this pool's renderers, 2 its browser, 3 its Playwright driver
        (another pool's browser, a lane's, lives on). A pool on a shared browser: 1 closes this pool's
        pages, 2 kills its driver, 3 the shared browser (the other checks on it are tried again)."""
        if level >= (3 if self._shared is not None else 2):
            self.browser_kills += 1
        if self._shared is not None:
            if level == 1:
                self._shared.close_pages(self._contexts)
            elif level == 2 and self._driver:
                procs.kill([self._driver])
            else:
                self._shared.kill()
            return
        root = self._driver or None  # not known: every browser of this process
        if level == 1:
            procs.kill(procs.renderer_pids(root))
        elif level == 2:
            procs.kill(procs.browser_pids(root))
        elif self._driver:
            procs.kill([self._driver])
        else:
            procs.kill([p for p in procs.descendants(os.getpid()) if _is_driver(p)])

    def recycle(self) -> None:
        """Kill this pool's browser and its lane's, every process of theirs, so the next check launches
        fresh ones. After a check whose watchdog fired: its kills stop the hung page, but a process they
        spare (the GPU process still drawing a hung page's WebGL) hangs the next game's first frame or
        screenshot, a game QA would then call broken for another's hang. A pool on a shared browser
        keeps it: the other checks on it live there, and its watchdogs already go as far as killing it."""
        with self._lock:
            lane = self._lane
            if self._shared is None and self._browser is not None:
                procs.kill(procs.chromium_pids(self._driver or None))
                self.browser_kills += 1
                self._drop()
        if lane is not None:
            try:
                lane.submit(lambda pool: pool.recycle()).result(timeout=CLOSE_S)
            except Exception:
                pass  # a lane stuck in a dead browser: its next check finds it gone and relaunches

    def browsers(self) -> list[int]:
        """The Chromium browser processes this pool launched: its driver's children (a process a browser
        forks looks like a browser until it runs its own program)."""
        if not self._driver:
            return []
        return [p for p in procs.browser_pids(self._driver) if procs.parent(p) == self._driver]

    def pids(self) -> list[int]:
        """This process's browser-side processes: the Playwright drivers and every Chromium process."""
        return procs.descendants(os.getpid())

    def lane(self) -> Lane:
        """The second browser a check plays on beside this one (started on first use, kept until close)."""
        with self._lock:
            if self._lane is None:
                self._lane = Lane(self._settings, shared=self._shared)
            return self._lane

    def _drop(self, kill: bool = False) -> None:
        """Forget a dead browser (and a dead driver), closing what still answers; ``kill``: a live
        browser this pool launched is killed first, not asked to shut down."""
        browser, self._browser = self._browser, None
        launched, self._launched = self._launched, []
        if browser is not None and kill:
            procs.kill(self.browsers())
        if browser is not None:
            try:
                browser.close()
            except Exception:
                pass  # already gone: that is why we are dropping it
        # The driver removes a browser's profile once the browser has exited, unless the driver is
        # stopped or killed first (a close stops it next; a hang may kill it): removed here, once the
        # browser is gone (fresh-clone runs and a day's checks had left 35 in /tmp).
        procs.wait_gone([pid for pid, _ in launched], PROFILE_WAIT_S)
        for _, profile in launched:
            if profile is not None:
                shutil.rmtree(profile, ignore_errors=True)
        if self._playwright is not None and browser is not None and not _driver_alive(self._driver):
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
            closing = lane.begin_close() if lane is not None else None  # the two browsers close at once
            if self._browser is not None:
                # Killed: the browser has nothing to keep. Its profile is a temporary folder, which the
                # driver removes once the browser has exited; its own shutdown wrote that profile out
                # first (a pool and its lane: 0.30 → 0.21 s, medians of 6 each, load 10-13).
                self._drop(kill=True)
            if self._playwright is not None:
                self._stop_playwright()
            if lane is not None and closing is not None:
                lane.finish_close(closing)


def compile_cache_dir() -> Path:
    """Where the Playwright driver's Node keeps the code it compiled (``NODE_COMPILE_CACHE``): a cache
    of the installed driver, like Python's ``__pycache__``, so it lives in the user's cache folder."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "crumb" / "node-compile-cache"


@contextmanager
def _compile_cache() -> Iterator[None]:
    """Start a Playwright driver with Node's compile cache on: its ~14 MB of JavaScript is compiled
    once, not at every start. The environment is the driver's alone: set while it starts (under
    ``_STARTING``), then put back."""
    if os.environ.get("NODE_COMPILE_CACHE"):
        yield  # the user's own choice stands
        return
    try:
        where = compile_cache_dir()
        where.mkdir(parents=True, exist_ok=True)
    except OSError:
        yield  # no cache folder: the driver compiles as it always did
        return
    os.environ["NODE_COMPILE_CACHE"] = str(where)
    try:
        yield
    finally:
        os.environ.pop("NODE_COMPILE_CACHE", None)


def _is_driver(pid: int) -> bool:
    return "playwright/driver" in procs.cmdline(pid)


def _driver_alive(pid: int) -> bool:
    """Whether the driver ``pid`` lives (0, not known: whether any driver of this process does)."""
    if pid:
        return _is_driver(pid)
    return any(_is_driver(p) for p in procs.descendants(os.getpid()))


class Lane:
    """A thread of its own with a browser pool of its own: work given to ``submit`` runs there, beside
    the caller's browser (the sync Playwright API serves one thread per driver)."""

    def __init__(self, settings: Settings, *, shared: SharedBrowser | None = None) -> None:
        self.pool = BrowserPool(settings, shared=shared)
        self._work = ThreadPoolExecutor(max_workers=1, thread_name_prefix="crumb-qa-lane")

    def submit(self, fn: Callable[[BrowserPool], T]) -> Future[T]:
        """Run ``fn(pool)`` on the lane's thread, with the lane's pool."""
        return self._work.submit(fn, self.pool)

    def close(self) -> None:
        self.finish_close(self.begin_close())

    def begin_close(self) -> Future[None]:
        """Start closing the lane's browser on its thread; ``finish_close`` waits for it."""
        return self._work.submit(self.pool.close)

    def finish_close(self, closing: Future[None]) -> None:
        try:
            closing.result(timeout=CLOSE_S)
        except Exception:
            pass  # a lane stuck in a dead browser: its pages go with the process
        self._work.shutdown(wait=False)
