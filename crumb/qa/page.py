"""One game page under test: served from the folder, network closed, virtual clock, evidence taps."""

from __future__ import annotations

import base64
import hashlib
import json
import logging
import re
import secrets
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import quote

from crumb.qa import artifact, probes
from crumb.qa.evidence import TEXT_CHARS, Evidence, cut
from crumb.qa.pool import BrowserPool
from crumb.qa.watchdog import Watchdog

DESKTOP = {"width": 1280, "height": 720}  # a laptop's screen
# The laptop's page is laid out at 1280×720 CSS pixels but drawn at half that in device pixels:
# QA compares screenshots at half size anyway, and a WebGL game drawn by the CPU (no GPU here)
# costs a quarter as much per frame, which keeps a 3D game's check within its time.
DESKTOP_SCALE = 0.5
PHONE = {"width": 390, "height": 844}
PHONE_TURNED = {"width": PHONE["height"], "height": PHONE["width"]}  # the same phone held sideways
PHONES = (PHONE, PHONE_TURNED)
# A phone as the game sees it: a mobile viewport (a page without a viewport tag is zoomed out to
# fit) and a phone's user agent (games that pick touch or mouse by it).
PHONE_AGENT = (
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/126.0.0.0 Mobile Safari/537.36"
)
EPOCH_S = 1_767_225_600  # 2026-01-01: every run starts at the same virtual instant
PAUSE_MARGIN_S = 5  # pause_at cannot go back: leave room for a slow machine between install and pause
OPEN_S = 30.0  # a new renderer on a busy machine can take seconds: that is not the game hanging
CHANGED_MS = 2000  # asking the page which of its built-ins the game replaced (GamePage.changed_builtins)
FRAME_MS = 16  # the virtual clock's animation-frame grid
SAID_MAX = 20  # dialogs whose words a look reads (a game may open one on every frame)
CAPTURE_TRIES = 3  # asks for one screenshot before a refusal fails the check (GamePage._capture)
CAPTURE_REFUSED = "Unable to capture screenshot"  # how a busy Chromium says it gave no picture this time
# What passes before QA presses in the instant a game's timeout ran: longer than a frame at 60 a
# second (16.7 ms), so a game drawing from its own timer at that rate has drawn once (_after_timeouts).
AFTER_TIMEOUT_MS = 17
CREEP_READS = 250  # reads of the clock with no game time run between, past which each read finds it on by…
CREEP_MS = 4  # …this much (init.js): a search that thinks until its time is up ends
CHUNK_MS = 1000  # a timer that throws aborts run_for: advance in chunks so one error costs at most this
ALIVE_PER_BUDGET = 4  # a running game tells QA it is alive this many times per hang budget (init.js)
NETWORK_WAIT_S = 5.0  # how long game time waits, frozen, for the files the game asked for
# Browser policy, not the game's fault: autoplay and other permission refusals, pointer lock or full
# screen asked for without a gesture (QA's slowed game time can outlast a key's activation), a sound's
# play() the game's own pause() cut short before it had loaded (one sound not heard), and the
# browser's own interventions on touch listeners (a cancel of a touch that came while a scroll was under
# way is ignored: a minor finding).
POLICY = re.compile(
    r"play\(\) failed because the user didn't interact|AudioContext was not allowed to start"
    r"|NotAllowedError|Unable to preventDefault inside passive event listener"
    r"|Ignored attempt to cancel a \w+ event with cancelable=false"
    r"|user gesture is required|can only be initiated by a user gesture"
    r"|The play\(\) request was interrupted by a call to pause\(\)",
    re.IGNORECASE,
)
# What the browser throws where a request failed for want of a network (a fetch, a synchronous XHR, a
# module imported as the game runs): once QA has blocked one of the page's requests, such an error is
# the block's, not the game's (online the request would have been answered). Only these words: a local
# file that is not there is answered (404), and what a game does with an answer it lacks is its own.
UNFETCHED = re.compile(
    r"\bTypeError: Failed to fetch\b|\bNetworkError: (Failed to execute 'send' on 'XMLHttpRequest'|A network error)"
    r"|Failed to fetch dynamically imported module"
)
# Console lines that repeat what the network check already reports.
BLOCKED_LOAD = re.compile(r"net::ERR_(BLOCKED_BY_CLIENT|ACCESS_DENIED|NAME_NOT_RESOLVED|ABORTED)")
MISSING_LOAD = re.compile(r"Failed to load resource: the server responded with a status of 404")
OVERSIZE_LOAD = re.compile(r"Failed to load resource: the server responded with a status of 413")
# A request for plain HTTP from the game's HTTPS page (artifact.ORIGIN) that the browser refuses before it
# is made, so QA's route never sees it: said once, on the console, and reported as a blocked request.
# (Pictures and sounds it upgrades to HTTPS instead, and those meet the route.)
MIXED_CONTENT = re.compile(
    r"^Mixed Content: .* requested an insecure (?P<kind>[\w ]+?) '(?P<url>[^']*)'\. This request has been blocked"
)
MIXED_KINDS = {"script": "script", "stylesheet": "stylesheet", "font": "font", "frame": "document"}
CLOSED = "Target page, context or browser has been closed"
NAVIGATED = "Execution context was destroyed"  # the page went on to another document (a reload)
TERMINATED = "Execution was terminated"  # DevTools stopped a script at its time limit (GamePage.run_bounded)
_EXIT_FULLSCREEN = "async () => { if (document.fullscreenElement) await document.exitFullscreen(); }"
# The visual viewport's zoom and where it stands on the page: QA's taps are aimed on the screen (its
# screenshots, and the probes' places through the zoom), but the browser's touch events take the
# page's own CSS pixels. A page without a viewport tag is shown at 40% on a phone: a tap sent at the
# screen's numbers landed at 40% of the way to what it aimed at (zoomed_buttons' STEP, hangman's letters).
_ZOOM = """() => { const v = window.visualViewport; return v ? [v.scale, v.offsetLeft, v.offsetTop] : [1, 0, 0]; }"""
log = logging.getLogger("crumb.qa")
_FILE_WORKERS = 0x10000  # workers from files are seeded as their page's n-th worker from this on (scope.js)
# A script's leading "use strict" and the comments around it: a worker's prelude goes after.
_DIRECTIVES = re.compile(rb"""(?:\s+|//[^\n]*\n|/\*.*?\*/|(?:"use strict"|'use strict')\s*;?)*""", re.DOTALL)
_WORKER_TOLD = re.compile(r"(?P<made>\d{1,9}) (?P<kind>module|classic) (?P<url>\S+)")  # scope.js's `tell`
_SCOPE_JS = resources.files("crumb.qa").joinpath("scope.js").read_text()  # the page's and each worker's
_INIT_JS = (
    resources.files("crumb.qa")
    .joinpath("init.js")
    .read_text()
    .replace("QA_SCOPE_JS", _SCOPE_JS.strip())
    .replace("QA_EPOCH_MS", str(EPOCH_S * 1000))
    .replace("QA_FRAME_MS", str(FRAME_MS))
    .replace("QA_CREEP_READS", str(CREEP_READS))
    .replace("QA_CREEP_MS", str(CREEP_MS))
    .replace("QA_ASKS_TO_START", json.dumps(probes.ASKS_TO_START))
)
# A page at the game's address with no game on it (GamePage.blank).
BLANK = '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>'
SEED = 0x2545F491  # Math.random's seed in every document (init.js); a trace records it
_DECODING = """() => ((window.__qa && window.__qa.decoding) || 0)
  + (document.fonts && document.fonts.status === "loading" ? 1 : 0)"""
_HOOK_START = "() => { const h = window.__crumb; if (h && typeof h.start === 'function') h.start(); }"
# A page that draws a little every frame (the machine's frame rate, against which a game's is read).
_MACHINE_PAGE = """<canvas id="c" width="64" height="64"></canvas><script>
window.frames = 0;
const g = document.getElementById("c").getContext("2d");
requestAnimationFrame(function frame() { g.fillStyle = window.frames++ % 2 ? "#123" : "#321";
  g.fillRect(0, 0, 64, 64); requestAnimationFrame(frame); });
</script>"""
# Present the last drawn frame (init.js, qa.presented); say whether the page's animations follow game
# time (presenting changed nothing on the screen then) and whether it held any to let go after the shot.
_PRESENT = """async () => { const qa = window.__qa; if (!qa) return [false, false];
  await qa.presented(); return [!!qa.onGameTime, !!(qa.held && qa.held.length)]; }"""
_CLEAR_STORAGE = "() => { try { localStorage.clear(); sessionStorage.clear(); } catch (e) {} }"
# Playwright's virtual clock runs each timer and animation frame as a task of its own (it yields
# through a MessageChannel), so the browser draws real frames in between: frames nobody looks at,
# a third of the CPU of a game's time on the clock (docs/BENCHMARKS.md). After every load, QA lets it
# yield through microtasks instead: the promise chains a timer started still run before the next
# timer (up to _HOPS deep), and the browser draws only when QA asks (a screenshot) or lets real time
# run. Game time is unchanged and each run even more repeatable: real events (a file's arrival, a
# decode ending) no longer land at real-time moments inside one run of the clock. Each run of the
# clock also ends by waiting, in real time, for the sounds, pictures and decodes it began (init.js,
# qa.settle), so they end at the same game time on every run, and sets the page's CSS animations
# where game time puts them (qa.animate). Reached through Playwright's page-side object; where that
# has changed, the clock keeps its own way and says so.
_HOPS = 16
# CSS animations follow game time (init.js, qa.animate): once a page has shown one, the clock runs in
# steps of this much game time (three frames), and each is set where game time puts it after every step.
ANIMATION_STEP_MS = 48
_ON_THE_GRID = f"""() => {{
  const clock = globalThis.__pwClock && globalThis.__pwClock.controller;
  const embedder = clock && clock._embedder;
  const held = !!embedder && typeof embedder.postTask === "function";
  if (held) embedder.postTask = (task) => {{
    let hops = {_HOPS};
    const hop = () => (--hops > 0 ? queueMicrotask(hop) : task());
    queueMicrotask(hop);
  }};
  const builtins = globalThis.__pwClock && globalThis.__pwClock.builtins;
  const qa = window.__qa;
  if (qa) qa.began();
  if (held && builtins && qa && typeof clock.runFor === "function" && !clock.settles) {{
    const runFor = clock.runFor;
    clock.runFor = async function (ticks) {{
      let first, left = ticks;
      do {{  // in steps once the page has CSS animations, held on game time (init.js, qa.animate), or
        // workers (a frame each, to its end, and the workers brought to it: init.js, qa.workersReached)
        const frame = {FRAME_MS} - (Math.round(performance.now()) % {FRAME_MS});
        const step = qa.workers() ? Math.min(left, frame) : qa.animated ? Math.min(left, {ANIMATION_STEP_MS}) : left;
        try {{ await runFor.call(this, step); }} catch (e) {{ if (first === undefined) first = e; }}
        if (qa.workers()) await qa.workersReached();
        left -= step;
        qa.animate();
      }} while (left > 0);
      await qa.settle(builtins.setTimeout, () => builtins.Date.now());
      qa.animate();
      if (first !== undefined) throw first;
    }};
    clock.settles = true;
    // When the game's timeouts ran, for QA's presses (GamePage._after_timeouts): the clock advances to
    // each timer's instant as it takes it.
    const take = clock._takeFirstTimer;
    if (typeof take === "function") clock._takeFirstTimer = function (beforeTick) {{
      const timer = take.call(this, beforeTick);
      if (timer && timer.type === "Timeout" && this._now) clock.timeoutAt = this._now.ticks;
      return timer;
    }};
    qa.onGameTime = true;
    qa.animate();
  }}
  return [Math.round(performance.now()) % {FRAME_MS}, held, (document.body && document.body.innerText || '').slice(0, 4000)];
}}"""


# Whether one of the game's timeouts ran within the millisecond the clock stands at (see _after_timeouts).
_TIMED_OUT = "!!clock._now && clock.timeoutAt !== undefined && clock._now.ticks - clock.timeoutAt < 1"
_TIMEOUT_NOW = f"""() => {{ const clock = globalThis.__pwClock && globalThis.__pwClock.controller;
  return !!clock && {_TIMED_OUT}; }}"""
# Run the page's clock (GamePage._run_clock), as Playwright's clock.run_for does in each frame, and say
# whether a timeout ran at the instant it stopped; null where the page has no such clock.
_RUN_FOR = f"""async (ms) => {{ const clock = globalThis.__pwClock && globalThis.__pwClock.controller;
  if (!clock || typeof clock.runFor !== "function") return null;
  await clock.runFor(ms);
  return {_TIMED_OUT}; }}"""


def _lines(text: str) -> list[str]:
    """The lines of a page's text (its blocks, each word drawn on its canvas), white space trimmed."""
    return [line for line in (raw.strip() for raw in text.split("\n")) if line]


class Overran(Exception):
    """A script QA did not write (a spec's predicate) ran past its time limit: the browser stopped it,
    and the page lives on."""

    def __init__(self, label: str, limit_s: float) -> None:
        super().__init__(f"{label}: did not return within {limit_s:g} s")
        self.label = label
        self.limit_s = limit_s


class GamePage:
    """A fresh context and page on the pool's browser; every call goes through the watchdog."""

    def __init__(self, pool: BrowserPool, game_dir: Path, entry: str, dog: Watchdog, seed: int | None = None) -> None:
        seed = SEED if seed is None else seed
        self.game_dir = game_dir
        self.entry = entry
        self.dog = dog
        self.evidence = Evidence()
        self.phase = "load"
        self.run_ms = 0
        self._pending: dict[Any, float] = {}  # requests in flight → when they were asked for (perf_counter)
        self._unheard: set[str] = set()  # URLs of requests given up on: never waited for again
        self._done = 0  # requests finished or failed so far…
        self._asked = -1  # …when the page was last asked whether it is still decoding what they brought
        self.requests = 0  # requests the page has made so far (a loading screen is still loading while this grows)
        self.scrolled = (0, 0)  # pixels the page was found scrolled by, across and down, summed (see hook())
        self.seed = seed
        self._blank = False  # serving a blank page at the game's address (blank())
        # No file larger than the whole game may be is read into memory to be served (one could be a
        # sparse terabyte); the limits check judges the folder's size.
        self.max_file_bytes = pool.settings.qa_max_bytes
        self._pool = pool
        # Everything done to the game since the last load, in order: what a replay repeats (crumb.qa.trace).
        self.ops: list[dict[str, Any]] = []
        self._untracked = 0  # changes to the page that ops do not record: scripts, the viewport, real time
        self._last_shot: tuple[tuple[int, int, int], bytes] | None = None  # when it was taken, and the PNG
        self._shot_unsettled = False
        # How often the clock has run (timers run only then), and at which count a press last asked whether a
        # timeout had just run: the presses of one instant ask once, and wait at most once (_after_timeouts).
        self._clock_runs, self._asked_at = 0, -1
        self._ran = (-1, False)  # at which count the clock last ran by QA's own run, and what it said of timeouts
        self._own_clock = True  # False once the page's clock turned out not to be Playwright's (_run_clock)
        self._unlogged_ms = 0  # game time QA's own runs moved that the clock's log does not have yet (_log_runs)
        self._dragged_to: tuple[int, int] | None = None  # where a drag of the mouse holds its button down
        self._worker_files: dict[str, list[tuple[int, str]]] = {}  # address → workers made from it, not yet served
        self._alive = f"crumb-qa-alive-{secrets.token_hex(8)}"  # keys QA's messages to workers (scope.js): no secret  # a screenshot taken since the last real frame QA waited for (see _settle)
        # The game's dialogs (alert, confirm, prompt) since the last look: the phase each came in, its words.
        self._said: list[tuple[str, str]] = []
        # The lines of the page's text that have stood since its load ('Game over when the ball falls', a
        # page's rules): not news of the game, so a look does not report them (see look).
        self._standing: set[str] = set()
        self._voice = f"crumb-qa-voice-{secrets.token_hex(8)}"  # the page's word to QA on the console (init.js)
        # Where the page tells QA of a worker's file (scope.js): a word of its own, not the voice, which a
        # game could read in its resource timings.
        self._told = f"{artifact.ORIGIN}/crumb-qa-worker-{secrets.token_hex(8)}"
        # Outside the watchdog: a cold launch has its own timeout and is not the game's fault.
        # No touch screen on the context: one given it keeps it on every page it loads whatever the
        # emulation says later ('ontouchstart', pointer: coarse, hover: none), and a laptop has a
        # mouse. _emulate turns the phone's touch screen on; taps are sent as the browser's events.
        self.context = pool.new_context(viewport=DESKTOP, service_workers="block")
        self._touch_screen = False
        self.viewport = DESKTOP
        with dog.step("open a page", hang_s=OPEN_S):
            self.context.route(re.compile(r".*"), self._serve)
            self.context.route_web_socket(re.compile(r".*"), self._refuse_socket)
            self.context.add_init_script(
                _INIT_JS.replace("0x2545f491", hex(seed))
                .replace("QA_ALIVE_MS", str(max(50, round(dog.hang_s * 1000 / ALIVE_PER_BUDGET))))
                .replace("QA_ALIVE_TOKEN", self._alive)
                .replace("QA_VOICE_TOKEN", self._voice)
                .replace("QA_TOLD_URL", self._told)
            )
            self.page = self.context.new_page()
            self.context.on("page", self._popup)
            self.page.on("dialog", self._dialog)
            self.page.on("pageerror", lambda e: self._error("page_errors", _named(e)))
            self.page.on("console", self._console)
            self.page.on("request", self._requested)
            self.page.on("requestfinished", self._finished)
            self.page.on("requestfailed", self._finished)
            # The page's own sockets meet the route above; a worker's never do (Playwright routes a
            # socket inside the page's document): the browser's resolver refuses those, seen here.
            self.page.on("websocket", lambda socket: self._block(socket.url, "websocket"))
            self.cdp = self.context.new_cdp_session(self.page)
            self._agent = _agent_of(self.context.browser, self.page)
            self._emulate(DESKTOP)
            # From here on game time moves only when QA says so, across reloads too.
            self.page.clock.install(time=EPOCH_S)
            self.page.clock.pause_at(EPOCH_S + PAUSE_MARGIN_S)

    def _serve(self, route: Any) -> None:
        url = route.request.url
        if url == self._told:  # a worker the game makes from a file (scope.js): the page waits for this answer
            said = _WORKER_TOLD.fullmatch(route.request.post_data or "")
            if said is None:  # not scope.js's words (the address is in the page's resource timings)
                return route.fulfill(status=400, body="", content_type="text/plain")
            self._worker_files.setdefault(said["url"].split("#")[0], []).append((int(said["made"]), said["kind"]))
            return route.fulfill(status=204, body="")
        if not artifact.on_origin(url):
            where = _leaving_for(route.request)
            if where:  # a link, a location change, a new window: stay, and say so
                self.evidence.keep("navigations", cut(where))
                return route.fulfill(status=204, body="")
            self._block(url, route.request.resource_type)
            return route.abort("blockedbyclient")
        status, path = artifact.resolve(self.game_dir, url, self.entry)
        if self._blank:  # no game: the entry's address answers a blank page, and no file of the game is there
            if path is not None and path == (self.game_dir / self.entry).resolve():
                return route.fulfill(status=200, body=BLANK, content_type="text/html")
            return route.fulfill(status=404, body="not in the artifact", content_type="text/plain")
        if status == 403:
            self._block(url, route.request.resource_type)
            return route.abort("accessdenied")
        if path is None:
            return route.fulfill(status=404, body="not in the artifact", content_type="text/plain")
        size = path.stat().st_size
        if size > self.max_file_bytes:
            name = path.relative_to(self.game_dir.resolve()).as_posix()
            self.evidence.keep(
                "oversize",
                cut(
                    f"{name} is {size / 1e6:.1f} MB, past the game's limit of {self.max_file_bytes / 1e6:.1f} MB: "
                    "QA did not serve it (413)"
                ),
            )
            return route.fulfill(status=413, body="larger than the game may be", content_type="text/plain")
        body = path.read_bytes()
        if url in self._worker_files:  # a request's address has no fragment
            body = self._worker_file(body, url)
        route.fulfill(
            status=200,
            body=body,
            content_type=artifact.content_type(path),
            headers={"Cache-Control": "no-store"},
        )

    def _worker_file(self, body: bytes, url: str) -> bytes:
        """A worker's file as QA serves it: what the page's workers made from blobs get as a prelude
        (scope.js) comes first, after its directives ("use strict" stays one), or as a module's first
        import: seeded random numbers and game time, from its place among the page's workers made from
        files (init.js notes each on the console as it is made, before the browser asks for its file).
        A worker's own address must stay its file's: its imports and fetches are relative to it."""
        made, kind = self._worker_files[url].pop(0)
        if not self._worker_files[url]:
            del self._worker_files[url]
        call = f"({_SCOPE_JS.strip()})(self, {self.seed}, {_FILE_WORKERS + made}, {json.dumps(self._alive)}, {EPOCH_S * 1000});"
        if kind == "module":
            return f"import {json.dumps('data:text/javascript,' + quote(call))};".encode() + body
        head = _DIRECTIVES.match(body)
        at = head.end() if head else 0
        return body[:at] + call.encode() + body[at:]

    def _requested(self, request: Any) -> None:
        if request.url == self._told:  # QA's own (_serve)
            return
        if request.url not in self._unheard:
            self._pending[request] = time.perf_counter()
        self.requests += 1

    def _refuse_socket(self, socket: Any) -> None:
        self._block(socket.url, "websocket")
        socket.close()

    def _block(self, url: str, kind: str) -> None:
        url = cut(url)
        if self.evidence.keep("blocked", url) and url in self.evidence.blocked:
            self.evidence.blocked_kinds.setdefault(url, kind)

    def _popup(self, popup: Any) -> None:
        if popup is not self.page:  # a new window is leaving the game too
            # Named by its address when it has one (about:blank, an error page, tell a person nothing);
            # one opened on an address off the artifact is named where _serve answered it.
            if popup.url.startswith(("http:", "https:")):
                self.evidence.keep("navigations", f"a new window ({cut(popup.url)})")
            popup.close()

    def _dialog(self, dialog: Any) -> None:
        """A dialog the game opened (``alert('GAME OVER')``): its words are what the page said to the
        player, read by the next look in the same phase; it is dismissed, as Playwright does with a
        dialog nobody handles (an alert's OK, a confirm's Cancel, a prompt's empty answer)."""
        from playwright.sync_api import Error

        if dialog.type != "beforeunload" and not self._blank and len(self._said) < SAID_MAX:
            self._said.append((self.phase, dialog.message[:TEXT_CHARS]))
        with suppress(Error):  # the page went away with its dialog
            dialog.dismiss()

    def _console(self, message: Any) -> None:
        if message.text == self._voice:
            self.dog.alive()
            return
        if message.text.startswith(f"{self._voice} hidden "):  # an error the page kept from DevTools (init.js)
            self._error("page_errors", message.text.removeprefix(f"{self._voice} hidden "))
            return
        if message.text.startswith(f"{self._voice} error "):  # which input's handler threw (init.js)
            during, _, text = message.text.removeprefix(f"{self._voice} error ").partition(" ")
            line = _line(text)
            if during == "-":
                self.evidence.unprompted.add(line)
            else:
                self.evidence.answered.setdefault(line, during)
            return
        if message.type != "error" or BLOCKED_LOAD.search(message.text):
            return
        mixed = MIXED_CONTENT.match(message.text)
        if mixed:
            self._block(mixed["url"], MIXED_KINDS.get(mixed["kind"], "fetch"))
            return
        if OVERSIZE_LOAD.search(message.text):  # named where it was refused (_serve)
            return
        if MISSING_LOAD.search(message.text):
            url = (message.location or {}).get("url", "?")
            self.evidence.keep("missing", cut(url.removeprefix(artifact.ORIGIN)))
            return
        self._error("console_errors", message.text)

    def _error(self, into: str, text: str) -> None:
        line = _line(text)
        if POLICY.search(line):
            self.evidence.keep("refusals", _ERROR_NAME.sub("", line))  # the browser's words, not its class
            return
        if self.evidence.blocked and UNFETCHED.search(line):
            self.evidence.keep("unfetched", f"{line} [{self.phase}, {self.run_ms / 1000:.1f} s]", key=line)
            return
        self.evidence.keep(into, f"{line} [{self.phase}, {self.run_ms / 1000:.1f} s]", key=line)

    def load(self, phase: str) -> None:
        """(Re)load the entry; the seeded random starts over with the document.

        The virtual clock schedules animation frames on a 16 ms grid: every run starts on the grid,
        so identical runs see identical frames.
        """
        if self.evidence.game_time_ms % FRAME_MS:
            self.advance(FRAME_MS - self.evidence.game_time_ms % FRAME_MS)
        self.phase, self.run_ms, self._said = phase, 0, []
        self._ran = (-1, False)  # what the last document's runs said of its timeouts is not this one's
        self.ops = [{"op": "load", "phase": phase, "at_ms": self.evidence.game_time_ms, "viewport": self.viewport}]
        self._worker_files = {}
        with self.dog.step(f"load {self.entry} ({phase})"):
            # Every run starts from the same empty storage (a best score saved by an earlier run
            # would make identical runs differ, and a replay in a new browser could not match).
            self._log_runs()
            if self.page.url.startswith(artifact.ORIGIN):
                self.page.evaluate(_CLEAR_STORAGE)
            # The watchdog, not the load's own timeout, says when a load has hung: a load the busy
            # machine starved goes on past the hang budget (crumb.qa.watchdog.BUSY_IDLE).
            self.page.goto(f"{artifact.ORIGIN}/{self.entry}", wait_until="load", timeout=self._load_timeout_ms())
            # The page's animation frames fall on a 16 ms grid of its own clock, whose phase differs
            # from load to load: start every run on a frame, so the same inputs meet the same frames.
            offset, held, text = self._evaluate(_ON_THE_GRID)
        self._standing = set(_lines(text))
        if not held:
            _clock_changed()
        if offset:
            self.advance(FRAME_MS - offset, record=False)
            self.run_ms = 0

    @contextmanager
    def blank(self, phase: str) -> Iterator[None]:
        """Load a blank page at the game's address for the block: its origin, viewport, clock and seeded
        random, with no game and none of its files. What happens on it is not the game's evidence."""
        kept = self.evidence
        self.evidence = Evidence(game_time_ms=kept.game_time_ms)
        self._blank = True
        try:
            self.load(phase)
            yield
        finally:
            kept.game_time_ms = self.evidence.game_time_ms
            self.evidence, self._blank = kept, False

    def advance(self, ms: int, record: bool = True) -> None:
        """Advance game time; an error thrown by a game timer is recorded and the clock moves on.
        ``record``: keep it in ``ops`` (not when ``load`` does it, which a replay's load does again)."""
        from playwright.sync_api import Error

        if record:
            self.ops.append({"op": "advance", "ms": ms})
        done = 0
        while done < ms:
            step = min(CHUNK_MS, ms - done)
            self._files_arrive()
            with self.dog.step(f"run the game ({self.phase}, {self.run_ms / 1000:.1f} s)"):
                self._clock_runs += 1
                try:
                    self._run_clock(step)
                except Error as e:
                    if self.dog.fired or "Target crashed" in e.message:
                        raise
                    # The clock is the context's: it also runs in a popup, which QA closes (see _popup).
                    if CLOSED not in e.message or self.page.is_closed():
                        text = e.message.removeprefix("Clock.run_for: ").removeprefix("Page.evaluate: ")
                        self.evidence.unprompted.add(_line(text))  # the game's frames or timers threw it
                        self._error("page_errors", text)
            done += step
            self.run_ms += step
            self.evidence.game_time_ms += step

    def _run_clock(self, ms: int) -> None:
        """Run the game's clock ``ms`` ahead. A page of one frame runs its clock by an evaluate of QA's
        own, which also says whether one of the game's timeouts ran at the instant the run ended (kept
        for _after_timeouts). Playwright's ``clock.run_for`` runs the same clock in every frame of the
        context, and first adds an init script to it (so that a document loaded later starts at the
        clock's time), one more at every run: two more calls to the browser per run, and a local
        build's check runs the clock about 150 times (4 % of its wall time and of its CPU on the demo
        match-3, docs/BENCHMARKS.md); their game time joins the clock's log before the next
        load (_log_runs). A page with frames in it keeps Playwright's way, so that every frame's clock
        runs."""
        from playwright.sync_api import Error

        if self.page.main_frame.child_frames or not self._own_clock:
            self._log_runs()
            self.page.clock.run_for(ms)
            return
        self._unlogged_ms += ms  # as Playwright's run, which logs it before it runs
        try:
            just_ran = self.page.evaluate(_RUN_FOR, ms)
        except Error as e:
            # As Playwright's run: a document that went away under the run (the game reloaded itself)
            # ends it, without error; only what the game's own frames and timers threw is the game's.
            if NAVIGATED in e.message:
                return
            raise
        if just_ran is None:  # the page's clock is not Playwright's (the game replaced it): its way
            self._own_clock = False
            self._unlogged_ms -= ms
            self._log_runs()
            self.page.clock.run_for(ms)
            return
        self._ran = (self._clock_runs, just_ran)

    def _log_runs(self) -> None:
        """Add the game time QA's own runs moved since the last call to the clock's log, in one init
        script (as one of Playwright's runs adds its own), before the next load and before any of
        Playwright's calls to the clock: a document loaded later starts at the time it did before, its
        animation frames' times going on from the last document's (a game that takes its first frame's
        time from zero, as kaboom does, sees as long a first frame as before)."""
        if self._unlogged_ms:
            now_ms = round(time.time() * 1000)
            self.context.add_init_script(
                f"globalThis.__pwClock && globalThis.__pwClock.controller.log('runFor', {now_ms}, {self._unlogged_ms})"
            )
            self._unlogged_ms = 0

    def _finished(self, request: Any) -> None:
        if request.url == self._told:
            return
        self._pending.pop(request, None)
        self._done += 1

    def _files_arrive(self) -> None:
        """Hold game time while the game's requests are in flight, and while the page decodes the
        sounds and pictures they brought (asked only after a request ended, and until it is done):
        both take real time, and a game that waits for them then sees them at the same game time on
        every run."""
        from playwright.sync_api import Error

        deadline = time.perf_counter() + NETWORK_WAIT_S
        while time.perf_counter() < deadline:
            if not self._pending and self._asked != self._done:
                with self.dog.step("ask the page what it is decoding"):
                    try:
                        decoding = self.page.evaluate(_DECODING)
                    except Error as e:  # the page went on to another document: it decodes nothing of ours
                        if self.dog.fired or "Target crashed" in e.message:
                            raise
                        decoding = 0
                self._asked = -1 if decoding else self._done
            if not self._pending and self._asked == self._done:
                return
            with self.dog.step("let real time pass"):
                self.page.wait_for_timeout(5)
        self._asked = self._done  # a decode that never ends is not waited for again until more files come
        # Nor a request that has had its wait and never said it finished, nor its URL again (a
        # SharedWorker's script is asked for by the page and finished by the worker, unheard by QA).
        waited = time.perf_counter() - NETWORK_WAIT_S
        self._unheard.update(r.url for r, at in self._pending.items() if at <= waited)
        self._pending = {r: at for r, at in self._pending.items() if at > waited}

    def let_real_time_pass(self, seconds: float) -> None:
        """Game time stays; the browser's own work (decoding media, loading fonts) goes on."""
        self.ops.append({"op": "wait", "s": seconds})
        with self.dog.step("let real time pass"):
            self.page.wait_for_timeout(seconds * 1000)

    def hook(self) -> dict[str, Any] | None:
        """Read ``window.__crumb``; first put a scrolled page back (the amount adds to ``scrolled``)."""
        self.ops.append({"op": "hook"})
        with self.dog.step("read window.__crumb"):
            (x, y), hook = self._evaluate(probes.SAMPLE)
        self.scrolled = (self.scrolled[0] + x, self.scrolled[1] + y)
        return hook

    def look(self) -> tuple[dict[str, Any] | None, str, list[tuple[int, str | None, float | None]]]:
        """The hook (as ``hook()``), what the page says now (as ``probes.SAYS_NOW``) and the hook's
        state changes since the last look, each at its game time since the load."""
        self.ops.append({"op": "look"})
        with self.dog.step("read window.__crumb and the screen's words"):
            (x, y), hook, says, states, now = self._evaluate(probes.LOOK)
        # A line the page has shown since its load, and in every look since, is its rules or its frame,
        # not news: a game whose rules say 'Game over when the ball falls' is not over at every look.
        # Once a line is gone it is news again when it comes back (a game-over panel shown at the load).
        lines = _lines(says)
        self._standing &= set(lines)
        says = "\n".join(line for line in lines if line not in self._standing)
        # What a dialog said since the last look, in this phase, was said on the screen (the game went on
        # after it: play's runs go on from earlier ones, whose dialogs are theirs).
        said, self._said = [words for phase, words in self._said if phase == self.phase], []
        if said:
            says = " ".join([says, *said])
        self.scrolled = (self.scrolled[0] + x, self.scrolled[1] + y)
        return hook, says, [(max(0, round(self.run_ms - (now - t))), s, score) for t, s, score in states]

    def start_by_hook(self) -> None:
        """Call ``window.__crumb.start()``, where the game has one (a spec that names no start control
        starts its game so): an op, as a replay must start the game as its recording did."""
        self.ops.append({"op": "start", "t": self.run_ms})
        with self.dog.step("start the game by window.__crumb.start()"):
            self._evaluate(_HOOK_START)

    def skip_to(self, game_ms: int) -> None:
        """Move game time forward to ``game_ms`` since the start (a replay loads where the run did)."""
        if game_ms > self.evidence.game_time_ms:
            self._clock_runs += 1
            with self.dog.step("skip game time"):
                self._log_runs()
                self.page.clock.run_for(game_ms - self.evidence.game_time_ms)
            self.evidence.game_time_ms = game_ms

    def shot(self, presented: bool = False, reuse: bool = False) -> bytes:
        """A screenshot; ``presented``: first wait until the browser shows the game's last drawn frame
        (real frames, no game time), so the same game state always gives the same picture. ``reuse``:
        the last plain screenshot, when nothing has been done to the page since (game time, input, a
        script), as taking it again would show the same picture. A presented one reuses it too when the
        page's animations follow game time: presenting then changes nothing on the screen."""
        same = self._last_shot[1] if self._last_shot is not None and self._last_shot[0] == self._unchanged() else None
        if reuse and not presented and same is not None:
            return self._taken(same, presented=False, still=True)
        png, still, held = None, not presented, False
        with self.dog.step("take a screenshot"):
            if presented:
                still, held = self._evaluate(_PRESENT)
                png = same if still else None
            if png is None:
                # As drawn: the laptop's page at DESKTOP_SCALE, a phone's as shown (it may be zoomed). A
                # clip would cost more and undo the scale.
                data = self._capture()
                self._shot_unsettled = self.viewport not in PHONES  # the phone's page, drawn at scale 1, showed no race
                png = base64.b64decode(data["data"])
            if held:
                self._evaluate("() => window.__qa.release()")
        return self._taken(png, presented, still and not held)

    def _capture(self) -> dict[str, Any]:
        """Chromium's picture of the page. A busy machine's Chromium now and then refuses one ("Unable to
        capture screenshot"; seen on a cold page at load 14) and gives it when asked again: the refusal is
        the browser's, so QA asks up to CAPTURE_TRIES times before the check fails on it."""
        from playwright.sync_api import Error

        ask = {"format": "png", "optimizeForSpeed": True}
        for _ in range(CAPTURE_TRIES - 1):
            try:
                return self.cdp.send("Page.captureScreenshot", ask)
            except Error as e:
                if CAPTURE_REFUSED not in str(e):
                    raise
        return self.cdp.send("Page.captureScreenshot", ask)

    def _taken(self, png: bytes, presented: bool, still: bool) -> bytes:
        """Record the screenshot; ``still``: the screen shows it until something is done to the page."""
        shot = {"op": "shot", "t": self.run_ms, "sha256": hashlib.sha256(png).hexdigest()}
        self.ops.append({**shot, "presented": True} if presented else shot)
        self._last_shot = (self._unchanged(), png) if still else None
        return png

    def _unchanged(self) -> tuple[int, int, int]:
        """Equal between two moments when nothing was done to the page in between: ``ops`` (a new list
        from each load) records the rest."""
        return id(self.ops), len(self.ops), self._untracked

    def _after_timeouts(self) -> None:
        """Before a press: let AFTER_TIMEOUT_MS of game time pass if one of the game's timeouts ran in
        this very millisecond. The clock runs every timer due at the instant QA stops it, and QA's presses
        and the game's timeouts are both counted from QA's earlier presses in round numbers: a press then
        came in the instant a timeout changed the game, before the game's next frame drew the change,
        on every run. A player's press lands there only by a coincidence of milliseconds. (real/
        plants-vs-zombies-zh shows its Pause button by a timeout 2.5 s after Start and sets its zombies'
        pictures in its next frame: QA's press on Pause in that instant paused a game that had no
        pictures, and it threw on every frame after.) Not recorded: a replay does the same."""
        if self._asked_at == self._clock_runs:
            return
        if self._ran[0] == self._clock_runs:  # the last run said so (_run_clock)
            just_ran = self._ran[1]
        else:
            with self.dog.step("ask whether a timeout just ran"):
                just_ran = self._evaluate(_TIMEOUT_NOW)
        if just_ran:
            self.advance(AFTER_TIMEOUT_MS, record=False)
        self._asked_at = self._clock_runs

    def _settle(self) -> None:
        """Before a pointer's input: wait for a real frame if a screenshot was taken since the last.
        Right after a screenshot of the laptop's page (drawn at DESKTOP_SCALE), Chromium now and then
        maps a pointer's CSS pixels at scale 1: a click aimed at 520,240 reached the game at 1040,480
        (2-6 clicks in 200 on a busy machine, none in 1000 after a frame), so it missed or hit
        elsewhere, and a trace replayed to other frames than it recorded. The phone's page (scale 1,
        zoomed out or not) showed none in 300 taps and 300 clicks, and waits for no frame."""
        if self._shot_unsettled:
            self._evaluate("() => window.__qa && window.__qa.frame()")
            self._shot_unsettled = False

    def evaluate(self, label: str, script: str, arg: Any = None) -> Any:
        self._untracked += 1
        with self.dog.step(label):
            return self._evaluate(script, arg)

    def run_bounded(self, label: str, expression: str, limit_s: float) -> Any:
        """Evaluate ``expression`` in the page's main world (as ``evaluate``, with a user gesture), and
        have the browser stop it after ``limit_s`` of real time: one that has not returned by then
        raises ``Overran`` and the page lives on. A loop in a spec's predicate is the spec's, and the
        watchdog, which can only kill the page, would call the game hung. Same cost as ``evaluate``:
        one DevTools call. What the expression throws is raised as Playwright's ``Error``."""
        from playwright.sync_api import Error

        self._untracked += 1
        with self.dog.step(label):
            try:
                found = self.cdp.send(
                    "Runtime.evaluate",
                    {
                        "expression": expression,
                        "returnByValue": True,
                        "userGesture": True,
                        "timeout": round(limit_s * 1000),
                    },
                )
            except Error as e:
                if TERMINATED in e.message and not self.dog.fired:
                    raise Overran(label, limit_s) from e
                raise
        thrown = found.get("exceptionDetails")
        if thrown:  # as Playwright words it (its getExceptionMessage)
            exception = thrown.get("exception") or {}
            raise Error(exception.get("description") or str(exception.get("value", thrown.get("text", ""))))
        return found["result"].get("value")

    def probe(self, label: str, script: str) -> Any:
        """Read the page with one of QA's own probes (crumb.qa.probes): they read the document and
        what init.js noted, and change nothing drawn, so the last screenshot still shows the screen
        (a screenshot asked for next with ``reuse`` is that one, one frame pair less)."""
        with self.dog.step(label):
            return self._evaluate(script)

    def _evaluate(self, script: str, arg: Any = None) -> Any:
        """``page.evaluate``, once more on the new document when the game replaced its page under it
        (``location.reload()``, a link on its own origin): the script never ran in that document."""
        from playwright.sync_api import Error

        try:
            return self.page.evaluate(script, arg)
        except Error as e:
            if NAVIGATED not in e.message:
                raise
        self._untracked += 1  # a new document: the screen changed under the last screenshot
        self.page.wait_for_load_state("load", timeout=self._load_timeout_ms())
        return self.page.evaluate(script, arg)

    def _load_timeout_ms(self) -> float:
        """A load's own timeout: what is left of the check (at least the hang budget)."""
        return max(self.dog.hang_s, self.dog.remaining_s()) * 1000

    @property
    def address(self) -> str:
        """The address of the document the page shows now (a link followed changes it)."""
        return str(self.page.url)

    def targets(self) -> list[tuple[int, int]]:
        return [tuple(t) for t in self.probe("find pointer targets", probes.TARGETS)]

    def overflow(self) -> dict[str, int]:
        return self.probe("measure the layout", probes.OVERFLOW)

    def hold(self, keys: tuple[str, ...], ms: int, midway: tuple[int, Callable[[], None]] | None = None) -> None:
        """Hold the keys down together for ``ms`` of game time; ``midway``: (after how long, what to do
        then, the keys still held)."""
        for key in keys:
            self.key(key, down=True)
        if midway is not None:
            self.advance(midway[0])
            midway[1]()
        self.advance(ms - (midway[0] if midway is not None else 0))
        for key in keys:
            self.key(key, down=False)

    def key(self, code: str, down: bool) -> None:
        """Press or release a key; one no keyboard has (a spec names the keys) is noted, not pressed."""
        from playwright.sync_api import Error

        if code in self.evidence.unknown_keys:
            return
        if down:
            self._after_timeouts()
        self.ops.append({"op": "down" if down else "up", "key": code, "t": self.run_ms})
        with self.dog.step(f"{'press' if down else 'release'} {code}"):
            try:
                if down:
                    self.page.keyboard.down(code)
                else:
                    self.page.keyboard.up(code)
            except Error as e:
                if "Unknown key" not in e.message:
                    raise
                self.ops.pop()
                self.evidence.keep("unknown_keys", cut(code))

    def swipe(
        self, start: tuple[int, int], end: tuple[int, int], steps: int = 4, touch: bool = True, paced: bool = False
    ) -> None:
        """Drag one finger (``touch``) or the mouse with its button down from ``start`` to ``end`` in a
        few moves (``paced``: a frame of game time before each, see ``drag_finger``), then lift it a
        frame later."""
        self.drag_finger(start, end, steps, touch, paced)
        self.advance(FRAME_MS)
        self.lift_finger(touch)

    def drag_finger(
        self, start: tuple[int, int], end: tuple[int, int], steps: int, touch: bool = True, paced: bool = False
    ) -> None:
        """``paced`` (the mouse): a frame of game time passes before each move, as under a hand, so a
        game that reads the pointer once a frame (a blade's trail, a line drawn) sees every point of the
        way, not the button down at its end alone."""
        self._after_timeouts()
        op = {"op": "drag", "from": list(start), "to": list(end), "steps": steps, "t": self.run_ms, "touch": touch}
        self.ops.append({**op, "paced": True} if paced and not touch else op)
        with self.dog.step(f"{'swipe' if touch else 'drag the mouse'} from {start} to {end}"):
            self._settle()
            if not touch:
                # The button goes down where the drag starts with no move there first: a move costs a
                # frame (the browser hands it to the page with its next one), a press does not. Sent
                # as the browser's own events, as Playwright's mouse would not know the button is down.
                self._mouse("mousePressed", start, pressed=True)
                for i in range(1, steps + 1):
                    if paced:
                        self.advance(FRAME_MS, record=False)  # the drag op says so: a replay does the same
                    self._mouse("mouseMoved", _between(start, end, i, steps), pressed=True)
                self._dragged_to = end
                return
            on_page = self._on_page()
            self.cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [on_page(start)]})
            for i in range(1, steps + 1):
                point = on_page(_between(start, end, i, steps))
                self.cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})

    def _on_page(self) -> Callable[[tuple[float, float]], dict[str, float]]:
        """Where on the page (its CSS pixels, which touch events take) a point on the screen is,
        through the zoom the page is shown at now (a tap may have zoomed it)."""
        scale, left, top = self._evaluate(_ZOOM)
        return lambda at: {"x": at[0] / scale + left, "y": at[1] / scale + top}

    def _mouse(self, kind: str, at: tuple[int, int], pressed: bool) -> None:
        """One mouse event with the left button (held: ``pressed``), as the browser's input."""
        button = {"button": "left", "buttons": 1, "clickCount": 1} if pressed or kind != "mouseMoved" else {}
        self.cdp.send("Input.dispatchMouseEvent", {"type": kind, "x": at[0], "y": at[1], **button})

    def press(self, x: int, y: int, touch: bool = False) -> None:
        """Press the mouse button at ``x``, ``y`` (or put a finger there: ``touch``) and keep it down, as a
        hand on a button does (a lane lit while pressed); ``lift_finger(touch)`` lets it go."""
        self._after_timeouts()
        op = {"op": "press", "x": x, "y": y, "t": self.run_ms}
        self.ops.append({**op, "touch": True} if touch else op)
        with self.dog.step(f"{'put a finger' if touch else 'press the mouse'} at {x},{y}"):
            self._settle()
            if touch:
                self.cdp.send(
                    "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [self._on_page()((x, y))]}
                )
                return
            self._mouse("mousePressed", (x, y), pressed=True)
            self._dragged_to = (x, y)

    def lift_finger(self, touch: bool = True) -> None:
        """Lift the finger, or let the mouse button go (and drop any text the drag selected: a
        highlight is the browser's doing, not the game responding)."""
        self.ops.append({"op": "lift", "t": self.run_ms, "touch": touch})
        with self.dog.step("lift the finger" if touch else "release the mouse button"):
            self._settle()
            if touch:
                self.cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
                return
            if self._dragged_to is not None:
                self._mouse("mouseReleased", self._dragged_to, pressed=False)
                self._dragged_to = None
            else:
                self.page.mouse.up()
            self._evaluate("() => { const s = window.getSelection && getSelection(); if (s) s.removeAllRanges(); }")

    def hover(self, x: int, y: int) -> None:
        """Put the mouse over ``x, y`` without pressing it, as a player's is over a button before the
        click: what the page shows for that alone (a hover colour) is not what the click did."""
        self.ops.append({"op": "hover", "x": x, "y": y, "t": self.run_ms})
        with self.dog.step(f"move the mouse to {x},{y}"):
            self.page.mouse.move(x, y)

    def click(self, x: int, y: int, touch: bool, double: bool = False) -> None:
        self._after_timeouts()
        self.ops.append({"op": "click", "x": x, "y": y, "touch": touch, "double": double, "t": self.run_ms})
        with self.dog.step(f"{'tap' if touch else 'click'} at {x},{y}"):
            self._settle()
            if touch:
                point = self._on_page()((x, y))
                for _ in range(2 if double else 1):
                    self.cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
                    self.cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
            elif double:
                self.page.mouse.dblclick(x, y)
            else:
                self.page.mouse.click(x, y)

    def resize(self, viewport: dict[str, int]) -> None:
        """Switch to ``viewport``; ``PHONE`` (upright) and ``PHONE_TURNED`` (sideways) also mean a
        mobile viewport, a phone's user agent (both take effect on the next load) and the screen's
        orientation, ``DESKTOP`` a page drawn at ``DESKTOP_SCALE``."""
        self._untracked += 1
        from playwright.sync_api import Error

        with self.dog.step("resize the viewport"):
            try:
                self.page.set_viewport_size(viewport)
            except Error as e:
                if "fullscreen" not in e.message:
                    raise
                # The game took the screen (requestFullscreen on a key): it leaves it, as on a phone turned.
                self.page.evaluate(_EXIT_FULLSCREEN)
                self.page.set_viewport_size(viewport)
            self._emulate(viewport)
        self.viewport = viewport

    def _emulate(self, viewport: dict[str, int]) -> None:
        mobile = viewport in PHONES
        metrics: dict[str, Any] = {**viewport, "deviceScaleFactor": 1 if mobile else DESKTOP_SCALE, "mobile": mobile}
        if mobile:  # screen.orientation and window.orientation say which way the phone is held
            upright = viewport["height"] >= viewport["width"]
            metrics["screenOrientation"] = (
                {"type": "portraitPrimary", "angle": 0}
                if upright
                else {
                    "type": "landscapePrimary",
                    "angle": 90,
                }
            )
        self.cdp.send("Emulation.setDeviceMetricsOverride", metrics)
        # The laptop's too: the browser's own says "HeadlessChrome", which a player's never does.
        self.cdp.send("Emulation.setUserAgentOverride", {"userAgent": PHONE_AGENT if mobile else self._agent})
        # A laptop has a mouse and no touch screen: a game that picks touch or mouse by what the
        # device has ('ontouchstart' in window, pointer: coarse) listens to the mouse there. Touch
        # emulation is only switched when it changes: turned off, this browser's page (it keeps its
        # frame host from load to load) says it has no pointer at all (pointer: none, hover: none),
        # which a game reads as a touch screen, and one made for phones asks the laptop to turn upright.
        if mobile != self._touch_screen:
            self.cdp.send(
                "Emulation.setTouchEmulationEnabled", {"enabled": mobile, "maxTouchPoints": 5 if mobile else 1}
            )
            self._touch_screen = mobile

    def frames_per_second(self, window_s: float, clear_fps: float | None = None) -> tuple[float, float]:
        """Let real time run for ``window_s`` and count the game's animation frames; return the rate
        and the seconds it was measured over, by the page's own clock. With ``clear_fps``, look at a
        quarter and at half the window: a rate that stays at or above ``clear_fps`` with one frame fewer
        (a count over a short window is off by at most one) is decided there, and the rest is not
        waited for. At 60 frames a second a quarter of 0.3 s holds 4-5 frames, (4 - 1) / 0.075 = 40; a
        game at 30 shows at most 3 there, (3 - 1) / 0.075 = 27, and is measured longer."""
        self._untracked += 1
        with self.dog.step("measure the frame rate"):
            self._run_real_time()
            before, began = self._frames(), time.perf_counter()
            for share in (0.25, 0.5) if clear_fps is not None else ():
                time.sleep(max(0.0, window_s * share - (time.perf_counter() - began)))
                now = self._frames()
                if now[0] < before[0]:  # the game reloaded its page: a new document counts from its own load
                    before = (0, 0.0)
                    continue
                rate, seconds = _rate(before, now)
                if clear_fps is not None and seconds > 0 and (now[0] - before[0] - 1) / seconds >= clear_fps:
                    return rate, seconds
            time.sleep(max(0.0, window_s - (time.perf_counter() - began)))
            return _rate(before, self._frames())

    def _run_real_time(self) -> None:
        """Let the game's clock follow real time, every animation frame drawn (a WebGL page too)."""
        # init.js: the clock's reads follow real time until pause()
        self._evaluate("window.__qa.everyFrame = window.__qa.realTime = true")
        self._clock_runs += 1
        self._log_runs()
        self.page.clock.resume()

    def _frames(self) -> tuple[int, float]:
        """The game's animation frames so far (of its document now) and the page's own real time in
        seconds, read together: the time QA's read took to come back is no part of the window."""
        frames, now_ms = self._evaluate("[window.__qa.frames, window.__qa.now]")
        return frames, now_ms / 1000

    def frames_beside_machine(self, window_s: float) -> tuple[float, float, float]:
        """Let real time run for ``window_s`` and count the game's animation frames and, over the same
        window, those of a page with next to nothing to draw in a context of its own on the same
        browser: what this machine gives any page while it is this busy (60 when it is idle), read at
        the same moments as the game's rate. Measured one after the other, a busy spell during one
        read as the game's slowness or the machine's. Return the game's rate, the machine's, and the
        seconds the game's was measured over."""
        self._untracked += 1
        context = self._pool.new_context(viewport=DESKTOP)
        try:
            with self.dog.step("measure the frame rate beside the machine's own"):
                machine = context.new_page()
                machine.set_content(_MACHINE_PAGE)
                machine.evaluate("() => new Promise((done) => requestAnimationFrame(() => done(0)))")
                self._run_real_time()
                machine_before, game_before = _machine_frames(machine), self._frames()
                time.sleep(window_s)
                game, game_s = _rate(game_before, self._frames())
                machine_rate, _ = _rate(machine_before, _machine_frames(machine))
        finally:
            context.close()
        return game, machine_rate, game_s

    def pause(self) -> None:
        """Stop real time again after ``frames_per_second`` (game time moves only when QA says so);
        the clock is paused a little ahead of the page's now, as it cannot go back."""
        from playwright.sync_api import Error

        self._untracked += 1
        for ahead_ms in (100, 1_000, 10_000):
            with self.dog.step("pause the clock"):
                now = self._evaluate("Date.now()")
                try:
                    self._log_runs()
                    self.page.clock.pause_at((now + ahead_ms) / 1000)
                    self._evaluate("window.__qa.realTime = false")
                    return
                except Error as e:
                    if "to the past" not in e.message:
                        raise
        raise RuntimeError("the page's clock ran ahead of every pause")

    def changed_builtins(self) -> str:
        """The browser's own functions QA reads the page by that the game replaced (init.js noted them
        before the game ran), comma-separated; "" when none were, or when the page can no longer say.
        Read by DevTools, as a string: Playwright's evaluate goes through what the game may have replaced."""
        try:
            found = self.cdp.send(
                "Runtime.evaluate",
                {"expression": "window.__qa.changed()", "returnByValue": True, "timeout": CHANGED_MS},
            )
        except Exception:
            return ""  # a page the browser took with it, or one stuck in the game's loop
        value = found.get("result", {}).get("value")
        return value if isinstance(value, str) and not found.get("exceptionDetails") else ""

    def close(self) -> None:
        try:
            self.context.close()
        except Exception:
            pass  # a crashed or killed browser has already taken the context with it


_AGENTS: dict[str, str] = {}  # the browser's own user agent, by its version


def _rate(first: tuple[int, float], last: tuple[int, float]) -> tuple[float, float]:
    """Frames a second between two reads of a page's (frames, real seconds), and the seconds between
    them; a count that went down is a new document's, counted from its own load."""
    if last[0] < first[0]:
        first = (0, 0.0)
    seconds = last[1] - first[1]
    return (max(0, last[0] - first[0]) / seconds if seconds > 0 else 0.0), seconds


def _machine_frames(page: Any) -> tuple[int, float]:
    """The frames the page with next to nothing to draw (``_MACHINE_PAGE``) drew so far, and its real time."""
    frames, now_ms = page.evaluate("[window.frames, performance.now()]")
    return frames, now_ms / 1000


_ERROR_NAME = re.compile(r"^(?:Uncaught )?[A-Z]\w*(?:Error|Exception): ")


def _named(error: Any) -> str:
    """A page's uncaught error as the clock words one its timers threw (``ReferenceError: x is not
    defined``), so the same error met both ways is one line of evidence."""
    name, message = getattr(error, "name", ""), getattr(error, "message", "") or str(error)
    return f"{name}: {message}" if name and not message.startswith(f"{name}:") else message


def _line(text: str) -> str:
    """An error as evidence keeps it: its first line, cut."""
    return text.strip().splitlines()[0][:TEXT_CHARS] if text.strip() else "(empty error)"


def _between(start: tuple[int, int], end: tuple[int, int], i: int, steps: int) -> tuple[int, int]:
    """The ``i``-th of ``steps`` points from ``start`` to ``end`` (the last is ``end``)."""
    return start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps


def _agent_of(browser: Any, page: Any) -> str:
    """The browser's own user agent, read once per version from a page that has not loaded a game."""
    version = browser.version if browser is not None else ""
    if version not in _AGENTS:
        _AGENTS[version] = page.evaluate("navigator.userAgent").replace("HeadlessChrome/", "Chrome/")
    return _AGENTS[version]


_warned: list[bool] = []


def _clock_changed() -> None:
    """Say once per process that Playwright's clock is not the one QA knows (still right, slower)."""
    if not _warned:
        _warned.append(True)
        log.warning(
            "Playwright's virtual clock has changed (no __pwClock.controller._embedder.postTask): QA's "
            "runs draw frames between timers again, which is slower; its verdicts are unchanged"
        )


def _leaving_for(request: Any) -> str | None:
    """Where a navigation of a top-level page (a link followed, ``location`` set, a new window) goes,
    as a finding names it; None for any other request."""
    try:
        if not request.is_navigation_request():
            return None
    except Exception:
        return None  # a request without a frame (a worker's): not a navigation
    try:
        return request.url if request.frame.parent_frame is None else None
    except Exception:
        # Asked for before its frame exists: a new window's first page (window.open). Blocked as a
        # request, it was counted as one the game fetched from outside, and the window was named by
        # its error page (chrome-error://chromewebdata/), which tells a person nothing.
        return f"a new window ({request.url})"
