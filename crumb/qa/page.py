"""One game page under test: served from the folder, network closed, virtual clock, evidence taps."""

from __future__ import annotations

import base64
import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from crumb.qa import artifact
from crumb.qa.pool import BrowserPool
from crumb.qa.watchdog import Watchdog

DESKTOP = {"width": 640, "height": 480}
PHONE = {"width": 390, "height": 844}
EPOCH_S = 1_767_225_600  # 2026-01-01: every run starts at the same virtual instant
PAUSE_MARGIN_S = 5  # pause_at cannot go back: leave room for a slow machine between install and pause
OPEN_S = 30.0  # a new renderer on a busy machine can take seconds: that is not the game hanging
FRAME_MS = 16  # the virtual clock's animation-frame grid
CHUNK_MS = 1000  # a timer that throws aborts run_for: advance in chunks so one error costs at most this
_INIT_JS = resources.files("crumb.qa").joinpath("init.js").read_text()

_HOOK_JS = """() => {
  const h = window.__crumb;
  if (!h || typeof h !== 'object') return null;
  const out = {};
  for (const [k, v] of Object.entries(h)) {
    if (['number', 'string', 'boolean'].includes(typeof v)) out[k] = v;
    else if (v && typeof v === 'object' && !Array.isArray(v))
      for (const [k2, v2] of Object.entries(v)) if (typeof v2 === 'number') out[k + '.' + k2] = v2;
  }
  return out;
}"""

_TARGETS_JS = """() => {
  const seen = (r) => r.width > 4 && r.height > 4 && r.bottom > 0 && r.right > 0
    && r.top < innerHeight && r.left < innerWidth;
  const mid = (r) => [Math.round(Math.min(Math.max(r.left + r.width / 2, 1), innerWidth - 1)),
                      Math.round(Math.min(Math.max(r.top + r.height / 2, 1), innerHeight - 1))];
  const canvases = [...document.querySelectorAll('canvas')].map(c => c.getBoundingClientRect()).filter(seen)
    .sort((a, b) => b.width * b.height - a.width * a.height);
  if (canvases.length) { const r = canvases[0];
    return [mid(r), [Math.round(r.left + r.width / 4), Math.round(r.top + r.height * 3 / 4)]]; }
  const clickable = [...document.querySelectorAll('button, [onclick], a[href], input, [role=button], .cell, td')]
    .map(e => e.getBoundingClientRect()).filter(seen).slice(0, 3).map(mid);
  return clickable.length ? clickable : [[Math.round(innerWidth / 2), Math.round(innerHeight / 2)]];
}"""

_OVERFLOW_JS = """() => {
  const d = document.documentElement, b = document.body;
  const width = Math.max(d.scrollWidth, b ? b.scrollWidth : 0);
  const wide = [...document.querySelectorAll('canvas, svg, img, table, div')]
    .map(e => e.getBoundingClientRect()).filter(r => r.width > 0 && r.height > 0)
    .reduce((m, r) => Math.max(m, r.right), 0);
  return {viewport: innerWidth, scroll: width, widest: Math.round(wide)};
}"""


@dataclass
class Evidence:
    """What the page said while it ran: errors with the phase and game time they happened at."""

    page_errors: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    game_time_ms: int = 0

    def errors(self) -> list[str]:
        return self.page_errors + self.console_errors


class GamePage:
    """A fresh context and page on the pool's browser; every call goes through the watchdog."""

    def __init__(self, pool: BrowserPool, game_dir: Path, entry: str, dog: Watchdog) -> None:
        self.game_dir = game_dir
        self.entry = entry
        self.dog = dog
        self.evidence = Evidence()
        self.phase = "load"
        self.run_ms = 0
        # Outside the watchdog: a cold launch has its own timeout and is not the game's fault.
        self.context = pool.new_context(viewport=DESKTOP, has_touch=True, service_workers="block")
        with dog.step("open a page", hang_s=OPEN_S):
            self.context.route(re.compile(r".*"), self._serve)
            self.context.route_web_socket(re.compile(r".*"), self._refuse_socket)
            self.context.add_init_script(_INIT_JS)
            self.page = self.context.new_page()
            self.page.on("pageerror", lambda e: self._error(self.evidence.page_errors, str(e)))
            self.page.on("console", self._console)
            self.cdp = self.context.new_cdp_session(self.page)
            # From here on game time moves only when QA says so, across reloads too.
            self.page.clock.install(time=EPOCH_S)
            self.page.clock.pause_at(EPOCH_S + PAUSE_MARGIN_S)

    def _serve(self, route: Any) -> None:
        url = route.request.url
        if not artifact.on_origin(url):
            self._block(url)
            return route.abort("blockedbyclient")
        status, path = artifact.resolve(self.game_dir, url, self.entry)
        if status == 403:
            self._block(url)
            return route.abort("accessdenied")
        if path is None:
            return route.fulfill(status=404, body="not in the artifact", content_type="text/plain")
        route.fulfill(status=200, body=path.read_bytes(), content_type=artifact.content_type(path),
                      headers={"Cache-Control": "no-store"})

    def _refuse_socket(self, socket: Any) -> None:
        self._block(socket.url)
        socket.close()

    def _block(self, url: str) -> None:
        if url not in self.evidence.blocked:
            self.evidence.blocked.append(url)

    def _console(self, message: Any) -> None:
        if message.type == "error":
            self._error(self.evidence.console_errors, message.text)

    def _error(self, into: list[str], text: str) -> None:
        line = f"{text.strip().splitlines()[0][:300] if text.strip() else '(empty error)'}"
        entry = f"{line} [{self.phase}, {self.run_ms / 1000:.1f} s]"
        if not any(e.startswith(line + " [") for e in into):
            into.append(entry)

    def load(self, phase: str) -> None:
        """(Re)load the entry; the seeded random starts over with the document.

        The virtual clock schedules animation frames on a 16 ms grid: every run starts on the grid,
        so identical runs see identical frames.
        """
        if self.evidence.game_time_ms % FRAME_MS:
            self.advance(FRAME_MS - self.evidence.game_time_ms % FRAME_MS)
        self.phase, self.run_ms = phase, 0
        with self.dog.step(f"load {self.entry} ({phase})"):
            self.page.goto(f"{artifact.ORIGIN}/{self.entry}", wait_until="load",
                           timeout=self.dog.hang_s * 1000)

    def advance(self, ms: int) -> None:
        """Advance game time; an error thrown by a game timer is recorded and the clock moves on."""
        from playwright.sync_api import Error

        done = 0
        while done < ms:
            step = min(CHUNK_MS, ms - done)
            with self.dog.step(f"run the game ({self.phase}, {self.run_ms / 1000:.1f} s)"):
                try:
                    self.page.clock.run_for(step)
                except Error as e:
                    if self.dog.fired or "Target crashed" in e.message:
                        raise
                    self._error(self.evidence.page_errors, e.message.removeprefix("Clock.run_for: "))
            done += step
            self.run_ms += step
            self.evidence.game_time_ms += step

    def hook(self) -> dict[str, Any] | None:
        with self.dog.step("read window.__crumb"):
            return self.page.evaluate(_HOOK_JS)

    def shot(self) -> bytes:
        with self.dog.step("take a screenshot"):
            data = self.cdp.send("Page.captureScreenshot", {"format": "png", "optimizeForSpeed": True})
        return base64.b64decode(data["data"])

    def evaluate(self, label: str, script: str, arg: Any = None) -> Any:
        with self.dog.step(label):
            return self.page.evaluate(script, arg)

    def targets(self) -> list[tuple[int, int]]:
        return [tuple(t) for t in self.evaluate("find pointer targets", _TARGETS_JS)]

    def overflow(self) -> dict[str, int]:
        return self.evaluate("measure the layout", _OVERFLOW_JS)

    def hold(self, keys: tuple[str, ...], ms: int) -> None:
        """Hold the keys down together for ``ms`` of game time."""
        for key in keys:
            with self.dog.step(f"press {key}"):
                self.page.keyboard.down(key)
        self.advance(ms)
        for key in keys:
            with self.dog.step(f"release {key}"):
                self.page.keyboard.up(key)

    def click(self, x: int, y: int, touch: bool) -> None:
        with self.dog.step(f"{'tap' if touch else 'click'} at {x},{y}"):
            if touch:
                self.page.touchscreen.tap(x, y)
            else:
                self.page.mouse.click(x, y)

    def resize(self, viewport: dict[str, int]) -> None:
        with self.dog.step("resize the viewport"):
            self.page.set_viewport_size(viewport)

    def frames_per_second(self, window_s: float) -> float:
        """Let real time run for ``window_s`` and count the game's animation frames."""
        import time

        with self.dog.step("measure the frame rate"):
            self.page.clock.resume()
            before, started = self.page.evaluate("window.__qa.frames"), time.perf_counter()
            time.sleep(window_s)
            after, ended = self.page.evaluate("window.__qa.frames"), time.perf_counter()
        return (after - before) / (ended - started)

    def close(self) -> None:
        try:
            self.context.close()
        except Exception:
            pass  # a crashed or killed browser has already taken the context with it
